// What other modules may use of the health module: the server's health as its admins see it.
export { serverHealth } from './server-health.ts';
