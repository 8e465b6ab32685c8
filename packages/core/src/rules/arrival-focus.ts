/**
 * Where the focus goes when a screen opens (docs/behaviour.md#focus-after-navigation), the places to try in
 * order: a page drawn by script would otherwise leave it on the link that was followed (the footer's, now
 * off-screen) or drop it to the page's body, and a screen reader would announce nothing.
 *
 * - 'remembered': the control that had the focus when the person left this screen, on Back or Forward;
 * - 'primary': the screen's primary control (a title's Play), for a person at a remote, ready for OK;
 * - 'heading': the screen's main heading, announced, from where Tab goes on into the screen.
 */
export type ArrivalFocus = 'remembered' | 'primary' | 'heading';

export interface Arrival {
  /** The first screen since the app loaded: the browser has placed the focus, at the page's start. */
  first: boolean;
  /** Only the query or the fragment changed: the same screen, redrawn, where the person is still at work. */
  samePath: boolean;
  /** Back or Forward through the history. */
  backOrForward: boolean;
  /** A control had the focus on this screen when the person last left it. */
  remembered: boolean;
  /** The person moves the focus with the arrow keys (couch mode). */
  remoteInUse: boolean;
}

export function arrivalFocus(arrival: Arrival): ArrivalFocus[] {
  if (arrival.first) return [];
  const places: ArrivalFocus[] = [];
  if (arrival.backOrForward && arrival.remembered) places.push('remembered');
  if (!arrival.backOrForward && arrival.remoteInUse) places.push('primary');
  if (!arrival.samePath) places.push('heading');
  return places;
}
