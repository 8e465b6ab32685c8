import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a loopback service was sent, as its tests read it back. */
export interface LoopbackRequest {
  method: string;
  path: string;
  /** The query string, with its '?'. */
  query: string;
  authorization?: string;
  /** The service's API key header, named by the service. */
  apiKey?: string;
  body: unknown;
}

export type Send = (status: number, json?: unknown, headers?: Record<string, string>) => void;

/**
 * An HTTP server on the loopback address for a fake outside service (loopback-trakt.ts, loopback-simkl.ts): it reads
 * each request's JSON body, records the request, and lets `answer` reply with JSON.
 */
export async function startLoopbackServer(
  apiKeyHeader: string,
  answer: (request: LoopbackRequest, url: URL, send: Send) => void,
): Promise<{ url: string; requests: LoopbackRequest[]; close(): Promise<void> }> {
  const requests: LoopbackRequest[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://loopback');
      const recorded: LoopbackRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.search,
        authorization: request.headers.authorization,
        apiKey: request.headers[apiKeyHeader] as string | undefined,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      requests.push(recorded);
      answer(recorded, url, (status, json, headers = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(json === undefined ? '' : JSON.stringify(json));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
