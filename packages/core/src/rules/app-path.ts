/**
 * Whether `target` is a path of this app as every browser reads it: one `/`, then nothing that a browser
 * would read as the start of another site's address. Browsers read `\` as `/` (so `/\host` is `//host`) and
 * drop tabs and line breaks from a URL before reading it (so `/<tab>/host` is `//host` too); a target with a
 * backslash, a control character or whitespace anywhere is refused rather than judged by where it is.
 */
export function isAppPath(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  for (const char of target) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code <= 0x20 || code === 0x7f) return false;
  }
  return true;
}
