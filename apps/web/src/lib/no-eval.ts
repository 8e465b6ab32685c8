/**
 * The page's policy allows no eval (apps/server/src/http/document-policy.ts). Zod compiles its object parsers
 * with `new Function` when it can, and probes for that once: under the policy the probe is refused and
 * reported as a violation on every page. Without it, zod parses as it does where eval is refused anyway.
 * Imported first by main.tsx, before any schema is made.
 *
 * Zod keeps its configuration in one object on `globalThis`, shared by every copy of zod on the page, and adopts
 * one that is already there. Setting `jitless` on that object, rather than calling zod's `config()`, keeps zod
 * itself out of the start-up code: the schemas load with the screens that use them.
 * (lib/__tests__/no-eval.test.ts checks that zod reads it.)
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
