import { config, z } from 'zod';

/**
 * Zod, as every schema of core is made with it. A page's policy allows no eval (the server's document policy), and
 * zod compiles its object parsers with `new Function` where it can: in a browser its probe for that would be refused
 * and reported as a violation on every page. So there it parses without compiling (`jitless`), as it does where eval
 * is refused anyway; the server keeps the compiled parsers. Set before any schema is made, as zod reads it then.
 */
if ('document' in globalThis) config({ jitless: true });

export { z };
