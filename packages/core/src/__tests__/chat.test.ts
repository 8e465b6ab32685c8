import { describe, expect, it } from 'vitest';
import { assistantSystemPrompt } from '../chat.ts';

describe('assistantSystemPrompt', () => {
  it.each([
    ['en', null],
    ['en-XA', null],
    ['de', 'German'],
    ['pt-BR', 'Brazilian Portuguese'],
    ['ar', 'Arabic'],
    ['ja', 'Japanese'],
  ])('in %s asks for answers in %s', (language, name) => {
    const prompt = assistantSystemPrompt('Cinema Club', language);
    expect(prompt.startsWith('You are the assistant of Cinema Club')).toBe(true);
    if (name) expect(prompt).toMatch(new RegExp(` Answer in ${name}, unless the person writes in another language\\.$`));
    else expect(prompt).not.toMatch(/Answer in/);
  });
});
