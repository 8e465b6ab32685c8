import type { MessageDescriptor } from '@lingui/core';
import { pseudoText } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { isLongBar, NAV_LINKS } from '../nav-links';

const words = (table: Record<string, string>) => (label: MessageDescriptor) => table[label.id] ?? label.id;

describe('isLongBar', () => {
  it.each([
    ['English', (label: MessageDescriptor) => label.id, false],
    ['the pseudo-language, 40 % longer', (label: MessageDescriptor) => pseudoText(label.id), true],
    [
      'German, about as long',
      words({ Home: 'Start', Movies: 'Filme', TV: 'Serien', Sports: 'Sport', Trending: 'Angesagt', 'Watch History': 'Verlauf' }),
      false,
    ],
    [
      'Japanese, few letters but each as wide as two',
      words({
        Home: 'ホーム',
        Movies: '映画',
        TV: 'テレビ',
        Sports: 'スポーツ',
        Trending: 'トレンド',
        'Watch History': '視聴履歴',
      }),
      false,
    ],
    [
      'a language with much longer words',
      words({
        Home: 'Página inicial',
        Movies: 'Películas',
        TV: 'Televisión',
        Sports: 'Deportes',
        Trending: 'Tendencias',
        'Watch History': 'Historial de visualización',
      }),
      true,
    ],
  ])('%s', (_, translate, long) => {
    expect(isLongBar(NAV_LINKS, translate)).toBe(long);
  });
});
