import { describe, expect, it } from 'vitest';
import { containsNul, isEntryId, validateDisplayName, validatePhotoUrl, withoutNul } from '../validation.ts';

const EMPTY = 'Display name cannot be empty';
const TOO_LONG = 'Display name cannot exceed 30 characters';
const CHARS = 'Display name can only contain letters, numbers, spaces, underscores, and hyphens';
const PHOTO = 'Please provide a valid image URL (jpg, jpeg, png, or gif)';

describe('validateDisplayName (docs/behaviour.md#profile-fields)', () => {
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

describe('validatePhotoUrl (docs/behaviour.md#profile-fields)', () => {
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

describe('containsNul and withoutNul: the text every database stores', () => {
  it.each<[string, string, boolean, string]>([
    ['plain text', 'Fight Club', false, 'Fight Club'],
    ['empty', '', false, ''],
    ['only a NUL', '\u0000', true, ''],
    ['a NUL inside', 'Fight\u0000Club', true, 'FightClub'],
    ['several NULs', '\u0000a\u0000\u0000b\u0000', true, 'ab'],
    ['other control characters are text', 'a\u0001\tb\n', false, 'a\u0001\tb\n'],
    ['the escape written out is text', 'a\\u0000b', false, 'a\\u0000b'],
    ['emoji and accents', 'Zoë 🎬', false, 'Zoë 🎬'],
  ])('%s', (_label, value, nul, cleaned) => {
    expect(containsNul(value)).toBe(nul);
    expect(withoutNul(value)).toBe(cleaned);
    expect(containsNul(withoutNul(value))).toBe(false);
  });
});

describe('isEntryId: the shape of a list or history entry id', () => {
  it.each<[string, string, boolean]>([
    ['a random UUID', '3b241101-e2bb-4255-8caf-4136c566a962', true],
    ['upper case', '3B241101-E2BB-4255-8CAF-4136C566A962', true],
    ['empty', '', false],
    ['a number', '2147483648', false],
    ['a NUL', '\u0000', false],
    ['a UUID with a NUL inside', '3b241101-e2bb-4255-8caf-4136c566\u0000962', false],
    ['a UUID with a NUL after it', '3b241101-e2bb-4255-8caf-4136c566a962\u0000', false],
    ['a UUID and more', '3b241101-e2bb-4255-8caf-4136c566a962x', false],
    ['no dashes', '3b241101e2bb42558caf4136c566a962', false],
    ['not hex', 'zb241101-e2bb-4255-8caf-4136c566a962', false],
    ['SQL', "1' or '1'='1", false],
  ])('%s', (_label, value, expected) => {
    expect(isEntryId(value)).toBe(expected);
  });
});
