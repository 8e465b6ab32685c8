import { describe, expect, it } from 'vitest';
import { readAssistantMessage, type AssistantMessage } from '../assistant-message.ts';

/** The offline assistant's understanding of a message (docs/behaviour.md#assistant), one table per kind. */

describe('greetings, thanks and questions about the assistant', () => {
  it.each<[string, AssistantMessage['kind']]>([
    ['hello', 'greeting'],
    ['Hi!', 'greeting'],
    ['hey there', 'greeting'],
    ['good morning', 'greeting'],
    ['Good evening :)', 'greeting'],
    ['thanks', 'thanks'],
    ['Thank you!', 'thanks'],
    ['thanks a lot', 'thanks'],
    ['what can you do', 'help'],
    ['What can you do?', 'help'],
    ['help', 'help'],
    ['Help me', 'help'],
    ['how does this work?', 'help'],
    ['what can I ask?', 'help'],
    ['who are you', 'help'],
    ['hi, what can you do?', 'help'],
  ])('%j is %s', (text, kind) => {
    expect(readAssistantMessage(text)).toEqual({ kind });
  });
});

describe('titles like another', () => {
  it.each<[string, string, 'movie' | 'tv' | null]>([
    ['something like Inception', 'Inception', null],
    ['Something like inception?', 'inception', null],
    ['movies like The Dark Knight', 'The Dark Knight', 'movie'],
    ['shows similar to Breaking Bad', 'Breaking Bad', 'tv'],
    ["anything like Ocean's Eleven please", "Ocean's Eleven", null],
    ['a film in the vein of Alien', 'Alien', 'movie'],
    ['I loved Inception, what else?', 'Inception', null],
    ['hi! series like Friends', 'Friends', 'tv'],
    ['like Léon', 'Léon', null],
  ])('%j is like %j', (text, title, media) => {
    expect(readAssistantMessage(text)).toEqual({ kind: 'like', title, media });
  });

  it.each([
    ["I'd like a comedy", [35]],
    ['I like horror movies', [27]],
    ['would you like to recommend a thriller', [53]],
  ])('%j is not: "like" is the verb', (text, genreIds) => {
    expect(readAssistantMessage(text)).toMatchObject({ kind: 'discover', request: { genreIds }, title: null });
  });
});

describe('kinds of film or show', () => {
  it.each(['good action movie', 'romantic comedy', 'latest trending shows', 'sci-fi thriller', 'recent horror movies'])(
    'the chip %j, which is no title',
    (text) => {
      expect(readAssistantMessage(text)).toMatchObject({ kind: 'discover', title: null });
    },
  );

  it.each<[string, object]>([
    ['hello, any scary movies?', { media: 'movie', genreIds: [27] }],
    ['what should I watch tonight?', { media: 'movie', genreIds: [], order: 'trending' }],
    ['recommend me something', { media: 'movie', genreIds: [], order: 'trending' }],
    ["I'm bored", { media: 'movie', genreIds: [], order: 'trending' }],
  ])('%j', (text, request) => {
    expect(readAssistantMessage(text)).toMatchObject({ kind: 'discover', request, title: null });
  });

  it.each<[string, string]>([
    // Words beyond a request's own may be a title's name: the catalogue decides.
    ['Inception movie', 'Inception'],
    ['breaking bad series', 'breaking bad'],
    ['Family Guy', 'Family Guy'],
    ['the film Scary Movie 2', 'Scary Movie 2'],
    ['do you have the series Breaking Bad?', 'Breaking Bad'],
    ['play the movie Inception', 'Inception'],
  ])('%j may also be the title %j', (text, title) => {
    expect(readAssistantMessage(text)).toMatchObject({ kind: 'discover', title });
  });
});

describe('a title by name', () => {
  it.each<[string, string, 'movie' | 'tv' | null]>([
    ['breaking bad', 'breaking bad', null],
    ['Breaking Bad?', 'Breaking Bad', null],
    ['The Dark Knight', 'The Dark Knight', null],
    ['tell me about The Dark Knight', 'The Dark Knight', null],
    ['do you have Breaking Bad?', 'Breaking Bad', null],
    ['is there a show called Breaking Bad', 'Breaking Bad', 'tv'],
    ['Léon', 'Léon', null],
    ['Top Gun', 'Top Gun', null],
    ['Star Wars', 'Star Wars', null],
    ['hello, Breaking Bad', 'Breaking Bad', null],
    // Not a title the assistant can tell apart: the catalogue answers whether one has that name.
    ['tell me a joke', 'tell me a joke', null],
  ])('%j names %j', (text, title, media) => {
    expect(readAssistantMessage(text)).toEqual({ kind: 'title', title, media });
  });
});

describe('messages it cannot read', () => {
  it.each(['', '   ', '?!', 'something like', 'I am honestly not sure what I want to do with my whole evening now'])(
    '%j',
    (text) => {
      expect(readAssistantMessage(text)).toEqual({ kind: 'unclear' });
    },
  );
});
