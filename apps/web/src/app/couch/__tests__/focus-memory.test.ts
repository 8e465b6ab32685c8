import { afterEach, describe, expect, it } from 'vitest';
import { caretPlace, controlKind, isTextField } from '../key-context';
import { findMarked, markOf } from '../focus-memory';

function draw(html: string): void {
  document.body.innerHTML = html;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus memory', () => {
  const twoRows = `
    <section><a href="/movie/1">Alien</a><a href="/movie/2">Heat</a></section>
    <section><a href="/movie/3">Up</a><a href="/movie/2">Heat</a></section>
    <button>Play</button>`;

  it('finds the very card again when the screen is drawn anew, the second of two alike', () => {
    draw(twoRows);
    const second = document.querySelectorAll('a[href="/movie/2"]')[1] as HTMLElement;
    const mark = markOf(second);
    expect(mark).toEqual({ tag: 'a', href: '/movie/2', label: 'Heat', index: 1 });
    draw(twoRows);
    expect(findMarked(mark)).toBe(document.querySelectorAll('a[href="/movie/2"]')[1]);
  });

  it('waits for the very one while the screen is still drawing, then settles for the nearest', () => {
    draw(twoRows);
    const mark = markOf(document.querySelectorAll('a[href="/movie/2"]')[1] as HTMLElement);
    // Only the first row is built so far.
    draw('<section><a href="/movie/1">Alien</a><a href="/movie/2">Heat</a></section>');
    expect(findMarked(mark)).toBeNull();
    expect(findMarked(mark, true)).toBe(document.querySelector('a[href="/movie/2"]'));
  });

  it('tells buttons apart by their label', () => {
    draw('<button aria-label="Add to Favorites"></button><button>Play</button>');
    const mark = markOf(document.querySelector('button:last-child') as HTMLElement);
    expect(mark).toMatchObject({ tag: 'button', href: null, label: 'Play', index: 0 });
    draw('<button>Play</button><button aria-label="Add to Favorites"></button>');
    expect(findMarked(mark)?.textContent).toBe('Play');
  });
});

describe('how the focused control uses the arrows', () => {
  it.each([
    ['<input type="text">', 'text', true],
    ['<input type="search">', 'text', true],
    ['<input type="checkbox">', 'other', false],
    ['<input type="range">', 'takes-arrows', false],
    ['<input type="number">', 'takes-arrows', true],
    ['<textarea></textarea>', 'multiline', true],
    ['<select><option>1</option></select>', 'choice', false],
    ['<button>Play</button>', 'other', false],
  ])('%s is %s', (html, kind, textField) => {
    draw(html);
    const element = document.body.firstElementChild;
    expect(controlKind(element)).toBe(kind);
    expect(isTextField(element)).toBe(textField);
  });

  it('knows where the caret stands', () => {
    draw('<input type="text" value="Alien">');
    const input = document.querySelector('input')!;
    input.setSelectionRange(0, 0);
    expect(caretPlace(input)).toEqual({ atStart: true, atEnd: false });
    input.setSelectionRange(5, 5);
    expect(caretPlace(input)).toEqual({ atStart: false, atEnd: true });
    input.setSelectionRange(2, 2);
    expect(caretPlace(input)).toEqual({ atStart: false, atEnd: false });
  });

  it('takes a field that tells no caret (email) to be at its ends only when empty', () => {
    draw('<input type="email" value="me@example.com"><input type="email" value="">');
    const [filled, empty] = document.querySelectorAll('input');
    expect(filled!.selectionStart).toBeNull();
    expect(caretPlace(filled!)).toEqual({ atStart: false, atEnd: false });
    expect(caretPlace(empty!)).toEqual({ atStart: true, atEnd: true });
  });
});
