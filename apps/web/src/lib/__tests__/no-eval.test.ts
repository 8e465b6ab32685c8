import { config } from 'zod';
import { describe, expect, it } from 'vitest';

describe('no eval in the browser', () => {
  it('turns zod’s compiled parsers off before core makes any schema', async () => {
    const { listEntrySchema } = await import('@marquee/core');
    expect(config().jitless).toBe(true);
    expect(listEntrySchema.safeParse({}).success).toBe(false);
  });
});
