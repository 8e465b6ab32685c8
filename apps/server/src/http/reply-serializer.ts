import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Writes a route's replies with fast-json-stringify, compiled from the route's zod reply schema (as JSON Schema,
 * the shape it produces). Like the type provider's zod serializer, it writes only the properties the schema declares
 * (a row with more columns never leaks them) and fails on a missing required one; unlike it, it does not parse
 * the reply first (docs/architecture.md#per-request-work). A schema JSON Schema cannot express (a transform in
 * the reply, the empty body of a 204) keeps the zod serializer.
 */
export const replySerializerCompiler: typeof zodSerializerCompiler = (route) => {
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return zodSerializerCompiler(route);
  }
  return fastJson(jsonSchema);
};
