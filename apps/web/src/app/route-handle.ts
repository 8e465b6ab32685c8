/** What a route tells the shell about itself, through the route's `handle`. */
export interface RouteHandle {
  /** The catch-all route: its page view is reported with notFound, so the 404 is logged (docs/behaviour.md#routes). */
  notFound?: boolean;
}

export function isNotFoundHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as RouteHandle).notFound === true;
}
