import { assistantSystemPrompt, CHAT_NO_ANSWER } from '@marquee/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { chatFailureText, sendChatMessage } from '../api/send-chat-message';

function reply(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

const completion = (content: string | null) =>
  JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] });

describe('sendChatMessage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("posts the body of docs/behaviour.md#assistant to /api/chat/completions and reads the first choice's content", async () => {
    fetchMock.mockResolvedValue(reply(200, completion('Try [Alien](/movie/1).')));
    await expect(sendChatMessage('Cinema Club', 'a scary film')).resolves.toBe('Try [Alien](/movie/1).');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/chat/completions');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      model: 'assistant',
      messages: [
        { role: 'system', content: assistantSystemPrompt('Cinema Club') },
        { role: 'user', content: 'a scary film' },
      ],
      top_p: 0.7,
      temperature: 0.9,
      max_tokens: 1024,
      stream: false,
    });
  });

  it.each([null, '', '   '])("answers 'I couldn't find an answer.' for the content %j", async (content) => {
    fetchMock.mockResolvedValue(reply(200, completion(content)));
    await expect(sendChatMessage('Marquee', 'hello')).resolves.toBe(CHAT_NO_ANSWER);
  });

  it.each<[string, () => Promise<Response>, string]>([
    [
      'a server error text',
      async () => reply(429, '{"error":"Too many messages. Please wait a minute and try again."}'),
      'Error: Too many messages. Please wait a minute and try again.',
    ],
    [
      'a failure without a text',
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
      'Error: Unable to fetch response.',
    ],
    ['an unreachable server', () => Promise.reject(new TypeError('Failed to fetch')), 'Oops! Something went wrong.'],
    ['a reply of another shape', async () => reply(200, '{"output":"hi"}'), 'An unexpected error occurred.'],
  ])('turns %s into the assistant’s fallback text', async (_case, answer, text) => {
    fetchMock.mockImplementation(answer);
    const error = await sendChatMessage('Marquee', 'hello').catch((e: unknown) => e);
    expect(chatFailureText(error, createI18n('en', {}))).toBe(text);
  });
});
