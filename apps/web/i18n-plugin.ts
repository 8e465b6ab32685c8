import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync, type PluginObj, type types as BabelTypes } from '@babel/core';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
// By path: Vite loads its configuration's imports of packages with Node.js, which does not read TypeScript.
import { pseudoText } from '../../packages/core/src/rules/pseudo-text.ts';
import type { Plugin } from 'vite';

/**
 * The build's side of the app's languages (docs/translating.md).
 *
 * Messages are written in English in the code with Lingui's macros, and are keyed by that English text (with its
 * context), not by Lingui's hashed ids: so English needs no catalogue at all (a plain text is its own key and is
 * shown as it is; a text with placeholders or plurals carries its compiled form), and the other languages'
 * catalogues, compiled here from their PO files, are keyed the same way.
 */

const root = path.dirname(fileURLToPath(import.meta.url));

/** Lingui's configuration (lingui.config.ts), for the macros and the catalogues. */
export const linguiConfig = getConfig({ configPath: path.join(root, 'lingui.config.ts'), skipValidation: true });

/** Separates a message's context from its text in a key, as gettext does. */
const CONTEXT_SEPARATOR = '\u0004';

/** The key a message is looked up by: its English text, after its context when it has one. */
export const messageKey = (message: string, context?: string) => (context ? `${context}${CONTEXT_SEPARATOR}${message}` : message);

/** A compiled message that is one plain text, the same as its source: shown as its key is. */
const isPlainText = (compiled: CompiledMessage, message: string) =>
  compiled.length === 0 ? message === '' : compiled.length === 1 && compiled[0] === message;

/**
 * Rewrites the descriptors Lingui's macro leaves (`/*i18n*\/ { id, message, context, values, ... }`, also spread
 * into `<Trans>`) to `{ id: key, message?: compiled, values, ... }`: the key is the English text (messageKey); the
 * compiled English is kept only when it is more than that text, or the key has a context before it. Runs after the macro, at the file's end.
 */
export function sourceKeyedMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const stringProperty = (node: BabelTypes.ObjectExpression, name: string) => {
    const property = node.properties.find(
      (p): p is BabelTypes.ObjectProperty => t.isObjectProperty(p) && t.isIdentifier(p.key, { name }),
    );
    return property && t.isStringLiteral(property.value) ? { property, value: property.value.value } : undefined;
  };
  return {
    name: 'marquee-source-keyed-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(object) {
              const { node } = object;
              if (!node.leadingComments?.some((comment) => comment.value.trim() === 'i18n')) return;
              const id = stringProperty(node, 'id');
              const message = stringProperty(node, 'message');
              if (!id || !message) return;
              const context = stringProperty(node, 'context');
              const compiled = compileMessageOrThrow(message.value);
              id.property.value = t.stringLiteral(messageKey(message.value, context?.value));
              node.properties = node.properties.filter((p) => p !== context?.property);
              // A plain text with no context is its own key; with a context, the key is not what English shows.
              if (!context && isPlainText(compiled, message.value))
                node.properties = node.properties.filter((p) => p !== message.property);
              else message.property.value = t.valueToNode(compiled);
            },
          });
        },
      },
    },
  };
}

/**
 * Lingui's macros, then the keys above, in every file of the app that imports a macro: Babel on those files only,
 * before Vite's own TypeScript and JSX transform (which the output is still written in).
 */
export function linguiMacros(): Plugin {
  return {
    name: 'marquee:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !/@lingui\/(core|react)\/macro/.test(code))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: /x$/.test(file) ? ['jsx', 'typescript'] : ['typescript'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false, linguiConfig }], sourceKeyedMessages],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/** A language's messages as the app loads them: compiled, keyed as messageKey says. */
export type CompiledCatalogue = Record<string, CompiledMessage>;

/** The PO file's entries (Lingui's own reader): English text, context and translation. */
export function readPoFile(file: string) {
  const entries = formatter({ lineNumbers: false }).parse(fs.readFileSync(file, 'utf8'), {
    locale: null,
    sourceLocale: linguiConfig.sourceLocale ?? 'en',
    filename: file,
  }) as Record<string, { message?: string; translation?: string; context?: string }>;
  // A message marked without a macro (the server's) has its English text as its id, and no message besides.
  return Object.entries(entries).map(([id, entry]) => ({
    message: entry.message ?? id,
    context: entry.context,
    translation: entry.translation ?? '',
  }));
}

/** The compiled catalogue of the PO file `file`; the pseudo-language's is made from English's. */
export function compileCatalogue(file: string, pseudo: boolean): CompiledCatalogue {
  const catalogue: CompiledCatalogue = {};
  for (const entry of readPoFile(file)) {
    const key = messageKey(entry.message, entry.context);
    catalogue[key] = pseudo
      ? compileMessageOrThrow(entry.message, pseudoText)
      : compileMessageOrThrow(entry.translation || entry.message);
  }
  return catalogue;
}

/**
 * The PO files of the languages besides English, by language code, and the pseudo-language's source (English's).
 * Those still being translated are compiled too; the server names only the languages the app speaks.
 */
function poFiles(): Array<{ language: string; file: string; pseudo: boolean }> {
  const folder = path.join(root, 'src', 'locales');
  const source = linguiConfig.sourceLocale ?? 'en';
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.po'))
    .map((name) => ({ language: path.basename(name, '.po'), file: path.join(folder, name), pseudo: false }))
    .filter((entry) => entry.language !== source);
  return [...files, { language: PSEUDO_LANGUAGE, file: path.join(folder, `${source}.po`), pseudo: true }];
}

/** The pseudo-language's code (@marquee/core LANGUAGES): made from English's catalogue, not translated. */
const PSEUDO_LANGUAGE = 'en-XA';

/** Where the build lists its catalogues: language code to file, relative to the build's folder. */
export const CATALOGUE_INDEX = 'messages.json';

/**
 * Each language's compiled catalogue as a JSON file of the build (`assets/messages-fr-<hash>.json`), and their
 * index (CATALOGUE_INDEX), which the server reads to name a page's catalogue (GET /api/config's `catalogues`).
 * Data, not code: a language adds nothing to the app's JavaScript, and a page loads only its own language's.
 */
export function messageCatalogues(): Plugin {
  return {
    name: 'marquee:message-catalogues',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      const index: Record<string, string> = {};
      for (const { language, file, pseudo } of poFiles()) {
        const reference = this.emitFile({
          type: 'asset',
          name: `messages-${language}.json`,
          source: JSON.stringify(compileCatalogue(file, pseudo)),
        });
        index[language] = this.getFileName(reference);
      }
      this.emitFile({ type: 'asset', fileName: CATALOGUE_INDEX, source: JSON.stringify(index) });
    },
  };
}
