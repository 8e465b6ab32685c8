import type { FastifyReply } from 'fastify';

export interface ImageReply {
  body: Buffer | string;
  contentType: string;
  cacheControl: string;
}

/**
 * The policy of every image the server hands out, from an upstream, the disk cache or drawn here. An
 * SVG opened on its own is a document of the app's origin: this keeps it from running script or
 * loading anything (and `sandbox` gives it an origin of its own, away from the app's stored sign-in),
 * while inline styles still draw it.
 */
export const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function sendImage(reply: FastifyReply, image: ImageReply): FastifyReply {
  return reply
    .header('content-security-policy', IMAGE_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', image.cacheControl)
    .type(image.contentType)
    .send(image.body);
}
