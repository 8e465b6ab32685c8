/**
 * The URL parameter of 'Available to watch' on lists and search (docs/behaviour.md#available-to-watch): `?available=1`.
 * A module of its own because the header's search box writes search links with it: taken from the filter's module,
 * it would bring the filter and what it reads (the library, titles' details) into the start-up code.
 */
export const AVAILABLE_PARAM = 'available';
