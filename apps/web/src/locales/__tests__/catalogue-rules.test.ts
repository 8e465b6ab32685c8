import { describe, expect, it } from 'vitest';
import { catalogueProblems, translationProblem } from '../../../i18n-check';

describe('translationProblem', () => {
  it.each([
    ['Home', 'Inicio', null],
    ['Home', '', 'not translated'],
    ['Home', '   ', 'not translated'],
    ['Hello {name}', 'Hola {name}', null],
    ['Hello {name}', 'Hola', 'lacks {name}'],
    ['Hello {name}', 'Hola {nombre}', 'lacks {name}; has {nombre}, which English has not'],
    ['{a} and {b}', '{b} y {a}', null],
    ['Go <0>home</0>', 'Ve <0>a casa</0>', null],
    ['Go <0>home</0>', 'Ve a casa', 'lacks tag </0>, tag <0>'],
    [
      '{n, plural, one {# title} other {# titles}}',
      '{n, plural, one {# tytuł} few {# tytuły} many {# tytułów} other {# tytułu}}',
      null,
    ],
    ['{n, plural, one {# title} other {# titles}}', '{n, plural, other {# 件}}', null],
    ['{n, plural, one {# title} other {# titles}}', '{n, plural, one {# titre}}', "has no 'other' case for n"],
    ['{n, plural, one {# title} other {# titles}}', '{n} titres', 'lacks {n, plural}; has {n}, which English has not'],
    ['{kind, select, movie {Film} other {Show}}', '{kind, select, movie {Película} other {Serie}}', null],
    [
      '{kind, select, movie {Film} other {Show}}',
      '{kind, select, film {Película} other {Serie}}',
      expect.stringContaining('lacks {kind, select, movie other}'),
    ],
    ['Hello {name}', 'Hola {name', expect.stringContaining('not valid ICU MessageFormat')],
  ])('%s → %s', (english, translation, expected) => {
    expect(translationProblem(english, translation)).toEqual(expected);
  });
});

describe('catalogueProblems', () => {
  const code = [{ message: 'Home' }, { message: 'Play', context: 'button' }];
  it.each([
    [
      'complete',
      [
        { message: 'Home', translation: 'Inicio' },
        { message: 'Play', context: 'button', translation: 'Ver' },
      ],
      [],
    ],
    ['a message missing', [{ message: 'Home', translation: 'Inicio' }], ['"Play" (button) is missing']],
    [
      'one the code does not use',
      [
        { message: 'Home', translation: 'Inicio' },
        { message: 'Play', context: 'button', translation: 'Ver' },
        { message: 'Gone', translation: 'Ido' },
      ],
      ['"Gone" is not used by the code'],
    ],
    [
      'the same text in another context is another message',
      [
        { message: 'Home', translation: 'Inicio' },
        { message: 'Play', translation: 'Ver' },
      ],
      ['"Play" (button) is missing', '"Play" is not used by the code'],
    ],
    [
      'one untranslated',
      [
        { message: 'Home', translation: '' },
        { message: 'Play', context: 'button', translation: 'Ver' },
      ],
      ['"Home" not translated'],
    ],
  ])('%s', (_case, entries, expected) => {
    expect(catalogueProblems(code, entries)).toEqual(expected);
  });

  it("does not ask English's own catalogue for translations", () => {
    const entries = [
      { message: 'Home', translation: '' },
      { message: 'Play', context: 'button', translation: '' },
    ];
    expect(catalogueProblems(code, entries, 'source')).toEqual([]);
  });

  it('lets a language being translated leave messages untranslated, but not break the ones it translates', () => {
    const entries = [
      { message: 'Home', translation: '' },
      { message: 'Play', context: 'button', translation: '{broken' },
      { message: 'Gone', translation: '' },
    ];
    expect(catalogueProblems(code, entries, 'in-translation')).toEqual([
      expect.stringMatching(/^"Play" \(button\) not valid ICU MessageFormat/),
      '"Gone" is not used by the code',
    ]);
  });
});
