/**
 * Repairs of the film titles of vega-datasets' movies.json.
 *
 * The dataset's accented titles were written in Windows-1252 and read back as Mac Roman, so each
 * accented letter became the Mac Roman character of the same byte ('Léon' → 'LÈon': é is 0xE9, and
 * 0xE9 in Mac Roman is È). MOJIBAKE maps every such character found in the dataset back to the
 * Windows-1252 character of that byte (the test checks each pair against both code pages). A title
 * holding any other character outside printable ASCII, apart from GENUINE ones, cannot be repaired
 * safely and is dropped.
 */
export const MOJIBAKE: Readonly<Record<string, string>> = {
  '\u00c8': 'é', // È  0xE9
  '\u00cd': 'ê', // Í  0xEA
  '\u02d8': 'ù', // ˘  0xF9
  '\u00d6': '…', // Ö  0x85 ('I Love You… Don't Touch Me!')
  '\u03a9': '½', // Ω  0xBD ('The Naked Gun 2½')
  '\u00db': 'ó', // Û  0xF3
  '\u2030': 'ä', // ‰  0xE4
  '\u2021': 'à', // ‡  0xE0
  '\u00cb': 'è', // Ë  0xE8
  '\u00b7': 'á', // ·  0xE1
  '\u00d9': 'ô', // Ù  0xF4
  '\u00ce': 'ë', // Î  0xEB
};

/** Characters that are right as they stand: 'Alien³', and the ¢ of 'Ri¢hie Ri¢h' (the same in both code pages). */
const GENUINE = new Set(['³', '¢']);

/** Titles whose dataset form lost more than the encoding: an English gloss instead of accents. */
const TITLE_OVERRIDES: Readonly<Record<string, string>> = {
  'Y Tu Mama Tambien (And Your Mother Too)': 'Y Tu Mamá También',
};

/**
 * The title as it should read, or null when it cannot be trusted. Besides the encoding it fixes the
 * dataset's library-style forms: 'Charge of the Light Brigade, The', qualifiers such as
 * 'King Kong (1933)' or 'Fantasia 2000 (IMAX)', doubled spaces and 'Chuck&Buck'.
 */
export function repairTitle(raw: string): string | null {
  const override = TITLE_OVERRIDES[raw];
  if (override) return override;
  let title = '';
  for (const ch of raw) {
    const fixed = MOJIBAKE[ch];
    if (fixed) title += fixed;
    else if (isPrintableAscii(ch) || GENUINE.has(ch)) title += ch;
    else return null;
  }
  title = title
    .replace(/\s+/g, ' ')
    .replace(/\s*\([^()]*\)$/, '')
    .replace(/(\w)&(\w)/g, '$1 & $2')
    .trim();
  const inverted = /^(.*), (The|A|An)$/.exec(title);
  if (inverted) title = `${inverted[2]} ${inverted[1]}`;
  return title || null;
}

function isPrintableAscii(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code >= 0x20 && code < 0x7f;
}
