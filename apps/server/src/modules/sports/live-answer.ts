import { matchListSchema, sportListSchema, streamListSchema } from '@marquee/core';
import type { z } from 'zod';
import type { LiveDataRequest } from './live-request.ts';

/** The schema each kind of answer of the sports service is read with (docs/behaviour.md#sports-data). */
const SCHEMAS: Record<LiveDataRequest['kind'], z.ZodType> = {
  sports: sportListSchema,
  matches: matchListSchema,
  stream: streamListSchema,
};

/**
 * The service's answer as it goes out: checked against its schema and written again with only the fields the app
 * reads, so browsers are given nothing they would have to check themselves. Null when it is not of that shape.
 */
export function checkedAnswer(request: LiveDataRequest, text: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = SCHEMAS[request.kind].safeParse(json);
  return parsed.success ? JSON.stringify(parsed.data) : null;
}
