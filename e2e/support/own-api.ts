import type { Page } from '@playwright/test';

export interface ApiReply<T> {
  status: number;
  body: T;
}

/**
 * Calls the server's own API from inside the page, with the token the app keeps in local storage: the same
 * request the app itself makes, so entries written here (watch history, lists) are real ones of the signed-in user.
 */
export async function ownApi<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiReply<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: res.status === 204 ? null : await res.json() };
    },
    { method, path, body },
  );
}
