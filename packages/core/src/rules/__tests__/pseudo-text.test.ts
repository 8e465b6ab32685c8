import { describe, expect, it } from 'vitest';
import { listFormat, numberFormat } from '../intl-formats.ts';
import { pseudoText } from '../pseudo-text.ts';

describe('pseudoText', () => {
  it.each([
    ['Home', 'Ħóɱé~~'],
    ['TV Shows', 'ŦṼ Šħóŵš~~~~'],
    ['Play now ', 'Þļáý ñóŵ~~~~ '],
    ['   ', '   '],
    ['', ''],
  ])('%j → %j', (english, pseudo) => {
    expect(pseudoText(english)).toBe(pseudo);
  });

  it('leaves no run of plain ASCII letters, and is 40 % longer', () => {
    const english = 'The quick brown fox jumps over the lazy dog';
    expect(pseudoText(english)).not.toMatch(/[A-Za-z]/);
    expect(pseudoText(english).length).toBe(english.length + Math.ceil(english.length * 0.4));
  });
});

describe('pseudoText’s padding', () => {
  it('comes in words of six at most, as a longer language’s words may wrap', () => {
    const padded = pseudoText('A sentence long enough to need a padding of several words');
    expect(padded).toMatch(/[^~ ]~{6} ~{6} ~{6} ~~$/);
  });
});

describe('Intl in the pseudo-language', () => {
  it('writes as English does, with every letter decorated', () => {
    expect(numberFormat('en-XA', { style: 'unit', unit: 'hour' }).format(2)).toBe('2 ħŕ');
    expect(listFormat('en-XA', { type: 'conjunction' }).format(['1', '2', '3'])).toBe('1, 2, áñð 3');
  });
});
