export * from './constants.ts';
export * from './messages.ts';
export * from './validation.ts';
export * from './api.ts';
export * from './app-config.ts';
