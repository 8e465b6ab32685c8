import { config } from 'zod';
import { describe, expect, it } from 'vitest';
import { listEntrySchema } from '../index.ts';

describe('zod outside a browser', () => {
  it('keeps its compiled parsers: only a page forbids eval', () => {
    expect(config().jitless).not.toBe(true);
    expect(listEntrySchema.safeParse({}).success).toBe(false);
  });
});
