import type { ServiceModes } from '../app-config.ts';
import type { MetadataSourceName } from '../constants.ts';

/**
 * The metadata source whose ids the app's titles carry, by the metadata service's mode. Apart from the app's
 * configuration schemas, so that the screens that ask it do not download zod.
 */
export function metadataSourceOf(services: Pick<ServiceModes, 'metadata'>): MetadataSourceName {
  return services.metadata === 'upstream' ? 'tmdb' : 'catalogue';
}
