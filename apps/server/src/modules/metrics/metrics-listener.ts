import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { errorHandler } from '../../http/errors.ts';

/**
 * METRICS_PORT: a second listener, on the same HOST, that serves GET /metrics alone and without a token, for a
 * scrape over a private network. It starts as the app gets ready and closes with it.
 */
export function startMetricsListener(
  app: FastifyInstance,
  port: number,
  sendMetrics: (reply: FastifyReply) => Promise<FastifyReply>,
): void {
  const listener = Fastify({
    loggerInstance: app.log,
    logController: new LogController({ disableRequestLogging: true }),
    // A scraper keeps its connection open between scrapes: the app's close ends it rather than wait for it.
    forceCloseConnections: true,
  });
  listener.setErrorHandler(errorHandler);
  listener.get('/metrics', async (_request, reply) => sendMetrics(reply));
  listener.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );
  app.addHook('onReady', async () => {
    await listener.listen({ port, host: app.ctx.config.host });
  });
  app.addHook('onClose', async () => listener.close());
}
