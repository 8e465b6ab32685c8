// What other modules may use of service-sync: the history sends each viewing to the services a profile is connected to.
export { scrobbleViewing } from './scrobble.ts';
