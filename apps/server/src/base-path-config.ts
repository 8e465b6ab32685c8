/**
 * BASE_PATH (docs/operations.md#a-sub-path): the path the whole site is served under, '' at the root or e.g.
 * '/marquee'. Read by loadConfig (config.ts), whose ConfigError it throws.
 */

type Env = Record<string, string | undefined>;
type ConfigErrorClass = new (message: string) => Error;

/** Letters, digits and - . _ ~ in each segment: a path that needs no escaping in a URL, a cookie or a page. */
const BASE_PATH = /^(\/[\w.~-]+)+$/;

/** '' (unset, empty or '/') or a path such as /marquee; a trailing slash is dropped. */
export function basePathConfig(env: Env, ConfigError: ConfigErrorClass): string {
  const raw = env.BASE_PATH?.trim().replace(/\/+$/, '') ?? '';
  if (raw === '') return '';
  if (!BASE_PATH.test(raw) || raw.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new ConfigError(`BASE_PATH must be a path such as /marquee (letters, digits, - . _ ~), got "${env.BASE_PATH}"`);
  }
  return raw;
}
