import { describe, expect, it } from 'vitest';
import {
  bestTitleMatch,
  titleMatchKey,
  titleSimilarity,
  yearOfDate,
  type TitleCandidate,
  type WantedTitle,
} from '../title-match.ts';

describe('titleMatchKey', () => {
  it.each([
    ['The Matrix', 'matrix'],
    ['Matrix', 'matrix'],
    ['Léon: The Professional', 'leon the professional'],
    ['A Quiet Place', 'quiet place'],
    ['An American Werewolf in London', 'american werewolf in london'],
    ['Fast & Furious', 'fast and furious'],
    ["Schindler's List", 'schindlers list'],
    // Only a leading article goes: 'Theory' is not 'the ory'.
    ['Theory of Everything', 'theory of everything'],
  ])('%s → %s', (title, key) => {
    expect(titleMatchKey(title)).toBe(key);
  });
});

describe('titleSimilarity', () => {
  it.each<[string, string, (s: number) => boolean]>([
    ['The Matrix', 'Matrix', (s) => s === 1],
    ['Spider-Man', 'Spiderman', (s) => s === 1],
    ['Star Wars', 'Star Wars: The Force Awakens', (s) => s < 0.9],
    ['Alien', 'Aliens', (s) => s < 0.9],
    ['Harry Potter and the Philosopher’s Stone', "Harry Potter and the Philosopher's Stone", (s) => s === 1],
    ['Se7en', 'Seven', (s) => s < 0.9],
    ['', 'Anything', (s) => s === 0],
  ])('%s ~ %s', (a, b, holds) => {
    expect(holds(titleSimilarity(a, b))).toBe(true);
    expect(titleSimilarity(b, a)).toBe(titleSimilarity(a, b));
  });
});

describe('yearOfDate', () => {
  it.each<[string | null | undefined, number | null]>([
    ['1999-10-15', 1999],
    ['2011-04-17', 2011],
    ['', null],
    [null, null],
    [undefined, null],
    ['soon', null],
  ])('%s → %s', (date, year) => {
    expect(yearOfDate(date)).toBe(year);
  });
});

describe('bestTitleMatch', () => {
  const got: TitleCandidate = { id: 1399, title: 'Game of Thrones', year: 2011 };
  const gotReunion: TitleCandidate = { id: 206584, title: 'Game of Thrones: The Iron Anniversary', year: 2021 };
  const dragon: TitleCandidate = { id: 94997, title: 'House of the Dragon', year: 2022 };
  const lionKing1994: TitleCandidate = { id: 8587, title: 'The Lion King', year: 1994 };
  const lionKing2019: TitleCandidate = { id: 420818, title: 'The Lion King', year: 2019 };
  const undated: TitleCandidate = { id: 7, title: 'The Lion King', year: null };

  it.each<[string, WantedTitle, TitleCandidate[], number | null]>([
    ['the same title and year among others', { title: 'Game of Thrones', year: 2011 }, [gotReunion, got, dragon], 1399],
    ['a year off by one', { title: 'Game of Thrones', year: 2012 }, [got], 1399],
    ['a year off by two is another title', { title: 'Game of Thrones', year: 2013 }, [got], null],
    ['no candidate alike enough', { title: 'Fight Club', year: 1999 }, [got, dragon], null],
    ['no candidates', { title: 'Fight Club', year: 1999 }, [], null],
    ['the year tells a remake from the original', { title: 'The Lion King', year: 2019 }, [lionKing1994, lionKing2019], 420818],
    [
      'without a year, two of the same name are unsure',
      { title: 'The Lion King', year: null },
      [lionKing1994, lionKing2019],
      null,
    ],
    ['without a year, one of that name is sure', { title: 'Game of Thrones', year: null }, [got, dragon], 1399],
    ['a known year beats an unknown one', { title: 'The Lion King', year: 1994 }, [undated, lionKing1994], 8587],
    ['an unknown candidate year is taken when alone', { title: 'The Lion King', year: 1994 }, [undated], 7],
    ['the same candidate twice is not a tie', { title: 'Game of Thrones', year: 2011 }, [got, got], 1399],
    ['a leading article and punctuation do not matter', { title: 'Lion King', year: 1994 }, [lionKing1994], 8587],
  ])('%s', (_case, wanted, candidates, id) => {
    expect(bestTitleMatch(wanted, candidates)?.id ?? null).toBe(id);
  });
});
