import { describe, expect, it } from 'vitest';
import { PARTY_CHAT_MAX, partyClientMessageSchema, partyCodeSchema } from '../party.ts';

describe('partyCodeSchema', () => {
  it.each<[string, boolean]>([
    ['abcdefgh23', true],
    ['zzzzzzzzzz', true],
    ['abcdefgh2', false],
    ['abcdefgh234', false],
    ['ABCDEFGH23', false],
    ['abcdefgh01', false],
    ['abcdefgh2/', false],
  ])('%s → %s', (code, ok) => {
    expect(partyCodeSchema.safeParse(code).success).toBe(ok);
  });
});

describe('partyClientMessageSchema', () => {
  it.each<[string, unknown]>([
    ['hello without a name', { type: 'hello' }],
    ['hello with a name', { type: 'hello', name: 'Sam' }],
    ['ping', { type: 'ping', sentAt: 1234.5 }],
    ['play', { type: 'play', position: 0 }],
    ['pause', { type: 'pause', position: 42.5 }],
    ['seek', { type: 'seek', position: 3600 }],
    ['buffering', { type: 'buffering', buffering: true }],
    [
      'an episode',
      { type: 'media', media: { type: 'tv', id: 1399, source: 'tmdb', season: 1, episode: 2 }, playbackSource: 'local' },
    ],
    ['a film', { type: 'media', media: { type: 'movie', id: 1_393_120_707, source: 'catalogue' }, playbackSource: 'alpha' }],
    ['chat', { type: 'chat', text: 'hello' }],
  ])('takes %s', (_case, message) => {
    expect(partyClientMessageSchema.safeParse(message).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['not an object', 'play'],
    ['an unknown type', { type: 'kick', member: 'x' }],
    ['no type', { position: 1 }],
    ['a negative position', { type: 'seek', position: -1 }],
    ['a position that is not a number', { type: 'seek', position: '10' }],
    ['an endless position', { type: 'seek', position: Number.POSITIVE_INFINITY }],
    ['an extra field', { type: 'play', position: 1, rate: 2 }],
    ['an empty chat', { type: 'chat', text: '   ' }],
    ['a chat past the limit', { type: 'chat', text: 'x'.repeat(PARTY_CHAT_MAX + 1) }],
    ['a chat with NUL', { type: 'chat', text: 'a\u0000b' }],
    ['a name past the limit', { type: 'hello', name: 'x'.repeat(41) }],
    ['a film of an unknown source', { type: 'media', media: { type: 'movie', id: 1, source: 'imdb' }, playbackSource: 'alpha' }],
    [
      'an episode without its number',
      { type: 'media', media: { type: 'tv', id: 1, source: 'tmdb', season: 1 }, playbackSource: 'alpha' },
    ],
    ['a ping without its time', { type: 'ping' }],
  ])('refuses %s', (_case, message) => {
    expect(partyClientMessageSchema.safeParse(message).success).toBe(false);
  });
});
