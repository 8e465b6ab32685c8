export * from './common.ts';
export * from './media-list.ts';
export * from './media-extras.ts';
export * from './movie.ts';
export * from './tv.ts';
export * from './gateway-requests.ts';
