import { config } from 'zod';

/**
 * The page's policy allows no eval (apps/server/src/http/document-policy.ts). Zod compiles its object parsers
 * with `new Function` when it can, and probes for that once: under the policy the probe is refused and
 * reported as a violation on every page. Without it, zod parses as it does where eval is refused anyway.
 * Imported first by main.tsx, before any schema is made.
 */
config({ jitless: true });
