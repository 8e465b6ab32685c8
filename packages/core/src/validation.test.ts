import { describe, expect, it } from 'vitest';
import { validateDisplayName, validatePhotoUrl } from './validation.ts';

const EMPTY = 'Display name cannot be empty';
const TOO_LONG = 'Display name cannot exceed 30 characters';
const CHARS = 'Display name can only contain letters, numbers, spaces, underscores, and hyphens';
const PHOTO = 'Please provide a valid image URL (jpg, jpeg, png, or gif)';

describe('validateDisplayName (SPEC.md §5)', () => {
  it.each<[string, string, string | null]>([
    ['letters', 'Alice', null],
    ['digits, spaces, underscores and hyphens', 'Film_Fan-42 x', null],
    ['exactly 30 characters', 'a'.repeat(30), null],
    ['empty', '', EMPTY],
    ['spaces only', '   ', EMPTY],
    ['tabs and newlines only', '\t\n', EMPTY],
    ['31 characters', 'a'.repeat(31), TOO_LONG],
    ['too long and with bad characters: length is told first', '!'.repeat(31), TOO_LONG],
    ['a dot', 'j.doe', CHARS],
    ['an @', 'me@home', CHARS],
    ['an accented letter', 'Zoë', CHARS],
    ['an emoji', 'fan 🎬', CHARS],
    ['markup', '<b>x</b>', CHARS],
  ])('%s', (_label, value, expected) => {
    expect(validateDisplayName(value)).toBe(expected);
  });
});

describe('validatePhotoUrl (SPEC.md §5)', () => {
  it.each<[string, string, string | null]>([
    ['empty clears the photo', '', null],
    ['jpg', 'https://img.example/me.jpg', null],
    ['jpeg', 'https://img.example/me.jpeg', null],
    ['png', 'http://img.example/a/b/me.png', null],
    ['gif', 'https://img.example/me.gif', null],
    ['upper case extension', 'https://img.example/ME.JPG', null],
    ['mixed case extension', 'https://img.example/me.PnG', null],
    ['webp', 'https://img.example/me.webp', PHOTO],
    ['svg', 'https://img.example/me.svg', PHOTO],
    ['no extension', 'https://img.example/me', PHOTO],
    ['a query after the extension (the URL must end in it)', 'https://img.example/me.png?size=200', PHOTO],
    ['jpg not at the end', 'https://img.example/me.jpg.exe', PHOTO],
    ['not a URL', 'me.png', PHOTO],
    ['javascript URL', 'javascript:alert(1)//.png', PHOTO],
    ['data URL', 'data:image/png;base64,AAAA.png', PHOTO],
    ['spaces only', '   ', PHOTO],
  ])('%s', (_label, value, expected) => {
    expect(validatePhotoUrl(value)).toBe(expected);
  });
});
