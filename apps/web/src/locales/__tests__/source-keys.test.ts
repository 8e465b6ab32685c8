import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { linguiConfig, sourceKeyedMessages } from '../../../i18n-plugin';

/** The descriptor the build makes of `expression` (Lingui's macro, then the English keys). */
function descriptorOf(expression: string): Record<string, unknown> {
  const source = `import { msg } from '@lingui/core/macro';\nexport default ${expression};`;
  const code = transformSync(source, {
    filename: 'message.ts',
    babelrc: false,
    configFile: false,
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false, linguiConfig }], sourceKeyedMessages],
  })!.code!;
  // The object literal the build wrote, read as JSON once its keys are quoted.
  const object = code.slice(code.indexOf('{'), code.lastIndexOf('}') + 1);
  const json = object.replace(/([{,]\s*)(\w+):/g, '$1"$2":').replace(/\\x([0-9a-f]{2})/gi, '\\u00$1');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('messages keyed by their English text', () => {
  const english = createI18n('en', {});
  it.each([
    ['a plain text is its own key', 'msg`Home`', { id: 'Home' }, 'Home'],
    [
      'a text with a placeholder keeps its compiled English',
      'msg`Hello ${"Kim"}`',
      { id: 'Hello {0}', message: ['Hello ', ['0']], values: { 0: 'Kim' } },
      'Hello Kim',
    ],
    [
      'a plain text with a context keeps its English, the key being another',
      "msg({ message: 'Admin', context: 'role' })",
      { id: 'role\u0004Admin', message: ['Admin'] },
      'Admin',
    ],
  ])('%s', (_case, expression, descriptor, shown) => {
    const made = descriptorOf(expression);
    expect(made).toEqual(descriptor);
    expect(english._(made as never)).toBe(shown);
  });

  it('finds a language’s translation by the same key', () => {
    const french = createI18n('en-XA', { Home: ['Accueil'], 'role\u0004Admin': ['Administrateur'] });
    expect(french._(descriptorOf('msg`Home`') as never)).toBe('Accueil');
    expect(french._(descriptorOf("msg({ message: 'Admin', context: 'role' })") as never)).toBe('Administrateur');
  });
});
