import { describe, expect, it } from 'vitest';
import { readAssistantRequest, type AssistantRequest } from '../assistant-request.ts';

describe('the five suggestion chips (docs/behaviour.md#assistant)', () => {
  it.each<[string, AssistantRequest]>([
    ['good action movie', { media: 'movie', genreIds: [28], genreLabels: ['action'], order: 'best' }],
    ['romantic comedy', { media: 'movie', genreIds: [10749, 35], genreLabels: ['romantic', 'comedy'], order: 'popular' }],
    ['latest trending shows', { media: 'tv', genreIds: [], genreLabels: [], order: 'trending' }],
    ['sci-fi thriller', { media: 'movie', genreIds: [878, 53], genreLabels: ['sci-fi', 'thriller'], order: 'popular' }],
    ['recent horror movies', { media: 'movie', genreIds: [27], genreLabels: ['horror'], order: 'recent' }],
  ])('%j', (text, expected) => {
    expect(readAssistantRequest(text)).toEqual(expected);
  });
});

describe('other ways of asking', () => {
  it.each<[string, Partial<AssistantRequest>]>([
    // Common names and spellings of genres.
    ['Any good Sci Fi films?', { media: 'movie', genreIds: [878], order: 'best' }],
    ['science fiction series please', { media: 'tv', genreIds: [10765], order: 'popular' }],
    ['a rom-com for tonight', { media: 'movie', genreIds: [10749, 35], genreLabels: ['romantic', 'comedy'] }],
    ['SCARY MOVIES!!!', { media: 'movie', genreIds: [27] }],
    ['something spooky', { media: 'movie', genreIds: [27] }],
    ['funny sitcoms', { media: 'tv', genreIds: [35] }],
    ['animated films for kids', { media: 'movie', genreIds: [16, 10751] }],
    ['whodunit', { media: 'movie', genreIds: [9648] }],
    ['Café crime dramas', { media: 'movie', genreIds: [80, 18] }],
    // Series genres differ from film genres.
    ['action shows', { media: 'tv', genreIds: [10759] }],
    ['horror series', { media: 'tv', genreIds: [9648] }],
    ['reality', { media: 'tv', genreIds: [10764] }],
    // Order words, and which one wins.
    ['top rated movies', { media: 'movie', genreIds: [], order: 'best' }],
    ['newest tv', { media: 'tv', order: 'recent' }],
    ['popular westerns', { genreIds: [37], order: 'popular' }],
    ['the best new comedies', { genreIds: [35], order: 'recent' }],
    ['trending', { media: 'movie', genreIds: [], order: 'trending' }],
    // The media type named first wins; 'show me' is not a TV show.
    ['movies or shows', { media: 'movie' }],
    ['show me war films', { media: 'movie', genreIds: [10752] }],
  ])('%j', (text, expected) => {
    expect(readAssistantRequest(text)).toMatchObject(expected);
  });

  it('names a genre once even when two of its words appear', () => {
    expect(readAssistantRequest('funny comedy')).toMatchObject({ genreIds: [35], genreLabels: ['comedy'] });
  });
});

describe('requests it cannot read', () => {
  it.each([
    '',
    '   ',
    '?!',
    'hello',
    'good morning',
    "what's new?",
    'tell me a joke',
    'what is the weather in Paris',
    // TMDB has no romance or musical genre for series: an answer would not be what was asked.
    'romance series',
    'musical shows',
    // Words that only contain a genre's name are not that genre.
    'warm actionable thoughts',
  ])('%j', (text) => {
    expect(readAssistantRequest(text)).toBeNull();
  });
});
