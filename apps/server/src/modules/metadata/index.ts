// What other modules may use of the metadata module: the gateway's request rule, its image sizes and its source.
export { parseGatewayRequest } from './gateway-request.ts';
export { imageConfig } from './image-config.ts';
export { metadataMode, type MetadataSource, type OutsideId } from './metadata-source.ts';
export { allowedEntries, checkedEntries, NOT_ON_THIS_PROFILE, profileTitle, titleAllowed } from './profile-limit.ts';
export { getCatalogue, titleOf, dateOf, catalogueRating } from './catalogue/catalogue.ts';
export { artworkPath } from './artwork/artwork-paths.ts';
