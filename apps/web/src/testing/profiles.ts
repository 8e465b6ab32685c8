import type { Profile, User } from '@marquee/core';
import { vi } from 'vitest';
import { appPath } from '@/lib/base-path';

/** The account the profile tests sign in to. */
export const testUser: User = { uid: 'u1', email: 'jane@example.com', displayName: 'Jane', photoURL: null, role: 'member' };

/** A profile with the fields a test names; no limits and no PIN unless given. */
export function testProfile(fields: Partial<Profile> = {}): Profile {
  return {
    id: 'p1',
    name: 'Jane',
    avatar: 'smile',
    accent_color: '#E63462',
    kids: false,
    maxRating: null,
    hasPin: false,
    ...fields,
  };
}

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** How the stand-in server answers one request (serveApi). */
export type Answer = (init: RequestInit) => Response | Promise<Response>;

/** An answer refusing with `status` and the server's `{ error }`. */
export const refuse =
  (status: number, error: string): Answer =>
  () =>
    json(status, { error });

/** No answer: the server cannot be reached, as fetch fails then. */
export const unreachable: Answer = () => {
  throw new TypeError('Failed to fetch');
};

/**
 * A stand-in server: each request is answered by the first `answers` entry whose "METHOD /api/path" key it matches
 * (a key without a method matches any), else 404. Returns the fetch spy. Keys name the API's paths; requests
 * are made under the base path of the app the test renders (testing/render.tsx), and match them there.
 */
export function serveApi(answers: Record<string, Answer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const method = init.method ?? 'GET';
    for (const [key, answer] of Object.entries(answers)) {
      const [first, second] = key.split(' ');
      const [wanted, path] = second === undefined ? [undefined, first] : [first, second];
      if ((wanted === undefined || wanted === method) && url.pathname === appPath(path ?? '')) return answer(init);
    }
    return json(404, { error: `Not found: ${method} ${url.pathname}` });
  });
}

/** The requests made to one "METHOD /api/path", with their bodies read. */
export function requestsTo(fetchSpy: ReturnType<typeof serveApi>, key: string) {
  const [method, path] = key.split(' ');
  return fetchSpy.mock.calls
    .filter(([input, init]) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
      return url.pathname === appPath(path ?? '') && (init?.method ?? 'GET') === method;
    })
    .map(([, init]) => ({
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: (init?.headers as Record<string, string> | undefined)?.authorization,
    }));
}
