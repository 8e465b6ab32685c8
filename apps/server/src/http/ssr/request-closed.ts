import type { FastifyReply } from 'fastify';

/** Aborts if the client goes before the reply has been sent (not when it has been: that closes it too). */
export function whenClosed(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  if (response.destroyed || reply.request.raw.socket?.destroyed) controller.abort();
  else {
    response.once('close', () => {
      if (!response.writableEnded) controller.abort();
    });
  }
  return controller.signal;
}
