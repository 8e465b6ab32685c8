import { describe, expect, it } from 'vitest';
import { descendingWithMissingLast } from '../order.ts';

describe('descendingWithMissingLast', () => {
  const byValue = descendingWithMissingLast<{ name: string; value: number | null }>((item) => item.value);
  it.each<[string, Array<[string, number | null]>, string[]]>([
    [
      'highest first',
      [
        ['a', 1],
        ['b', 3],
        ['c', 2],
      ],
      ['b', 'c', 'a'],
    ],
    [
      'unranked last',
      [
        ['none', null],
        ['a', 1],
        ['zero', 0],
      ],
      ['a', 'zero', 'none'],
    ],
    [
      'ties keep their order',
      [
        ['a', 2],
        ['b', 2],
        ['c', 5],
      ],
      ['c', 'a', 'b'],
    ],
    [
      'unranked keep their order',
      [
        ['x', null],
        ['y', null],
        ['a', -1],
      ],
      ['a', 'x', 'y'],
    ],
  ])('%s', (_label, rows, expected) => {
    const items = rows.map(([name, value]) => ({ name, value }));
    expect(items.toSorted(byValue).map((item) => item.name)).toEqual(expected);
  });
});
