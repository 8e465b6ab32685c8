import { describe, expect, it } from 'vitest';
import { replyLines } from '../reply-parts';

describe('replyLines', () => {
  it('turns the offline assistant’s title lines into a link and the text around it', () => {
    expect(replyLines('Here are the latest horror movies:\n1. [The Crazies](/movie/761805) (2010) · ★ 6.9')).toEqual([
      [{ kind: 'text', text: 'Here are the latest horror movies:' }],
      [
        { kind: 'text', text: '1. ' },
        { kind: 'link', text: 'The Crazies', href: '/movie/761805', external: false },
        { kind: 'text', text: ' (2010) · ★ 6.9' },
      ],
    ]);
  });

  it('keeps web links as external links', () => {
    expect(replyLines('See [the trailer](https://example.com/t?v=1).')[0]).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'the trailer', href: 'https://example.com/t?v=1', external: true },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each([
    '[click](javascript:alert(1))',
    '[click](javascript:alert)',
    '[click](//evil.example/x)',
    // Browsers read a backslash as a slash: this is //evil.example.
    '[click](/\\evil.example/x)',
    '[click](/movie\\..\\..\\x)',
    '[click](data:text/html,hi)',
    '[click](mailto:a@b.c)',
  ])('leaves %j as plain text', (line) => {
    expect(replyLines(line)).toEqual([[{ kind: 'text', text: line }]]);
  });

  it('shows HTML as the text it is', () => {
    expect(replyLines('<img src=x onerror=alert(1)> <b>bold</b>')).toEqual([
      [{ kind: 'text', text: '<img src=x onerror=alert(1)> <b>bold</b>' }],
    ]);
  });

  it('keeps empty lines, so paragraphs stay apart', () => {
    expect(replyLines('One.\n\nTwo.')).toEqual([[{ kind: 'text', text: 'One.' }], [], [{ kind: 'text', text: 'Two.' }]]);
  });
});
