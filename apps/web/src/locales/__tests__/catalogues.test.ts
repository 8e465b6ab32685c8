import fs from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { LANGUAGES, SOURCE_LANGUAGE } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../../i18n-check';
import { linguiConfig, readPoFile } from '../../../i18n-plugin';
import { LANGUAGES_IN_TRANSLATION } from '../../../lingui.config';

/**
 * The app's catalogues against its code (docs/translating.md#checks): `npm run i18n:extract` brings English's and
 * every language's PO file up to date with the code; a translator then fills in what is missing.
 */
const spoken = LANGUAGES.filter((language) => !('pseudo' in language)).map((language) => language.code);

const [app, server] = await getCatalogs(linguiConfig);

describe.each([
  ['the app’s', app!, path.resolve(import.meta.dirname, '..')],
  ['the server’s', server!, path.resolve(import.meta.dirname, '../../../../server/src/locales')],
])('%s message catalogues', async (_, catalog, folder) => {
  // A message marked in the code without a macro (the server's) has its English text as its id.
  const extracted = Object.entries((await catalog.collect()) ?? {});
  const code = extracted.map(([id, { message, context }]) => ({ message: message ?? id, context: context ?? undefined }));

  it('are one PO file for each of the app’s languages and each being translated, and none for another', () => {
    const files = fs.readdirSync(folder).filter((name) => name.endsWith('.po'));
    expect(files.sort()).toEqual([...spoken, ...LANGUAGES_IN_TRANSLATION].map((language) => `${language}.po`).sort());
    expect(spoken.filter((language) => LANGUAGES_IN_TRANSLATION.includes(language))).toEqual([]);
  });

  it('find the code’s messages', () => {
    expect(code.length).toBeGreaterThan(0);
  });

  it.each(spoken)('%s has every message of the code, each translated with its shape, and none besides', (language) => {
    const entries = readPoFile(path.join(folder, `${language}.po`));
    expect(catalogueProblems(code, entries, language === SOURCE_LANGUAGE ? 'source' : 'complete')).toEqual([]);
  });

  it.each(LANGUAGES_IN_TRANSLATION)(
    '%s, being translated, has every message of the code, what it translates with its shape, and none besides',
    (language) => {
      const entries = readPoFile(path.join(folder, `${language}.po`));
      expect(catalogueProblems(code, entries, 'in-translation')).toEqual([]);
    },
  );
});
