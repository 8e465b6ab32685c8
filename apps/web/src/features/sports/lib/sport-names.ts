import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The names of the sports the sports services list, by their ids, in the page's language. The services name them in
 * English; a sport missing here keeps the service's own name.
 */
const SPORT_NAMES: Record<string, MessageDescriptor> = {
  football: msg`Football`,
  basketball: msg`Basketball`,
  'american-football': msg`American Football`,
  hockey: msg`Hockey`,
  baseball: msg`Baseball`,
  'motor-sports': msg`Motor Sports`,
  fight: msg`Fight (UFC, Boxing)`,
  tennis: msg`Tennis`,
  rugby: msg`Rugby`,
  golf: msg`Golf`,
  cricket: msg`Cricket`,
  darts: msg`Darts`,
  billiards: msg`Billiards`,
  afl: msg`Australian Football`,
  other: msg`Other`,
};

/** The sport's name in the page's language, else the service's. */
export function sportName(i18n: I18n, id: string, serviceName: string): string {
  const name = Object.hasOwn(SPORT_NAMES, id) ? SPORT_NAMES[id] : undefined;
  return name ? i18n._(name) : serviceName;
}
