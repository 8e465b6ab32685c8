import fs from 'node:fs';
import path from 'node:path';
import { config } from 'zod';
import { describe, expect, it, vi } from 'vitest';

describe('no eval in the browser', () => {
  it('turns zod’s compiled parsers off, from the first module the app runs', async () => {
    const main = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'main.tsx'), 'utf8');
    expect(main.split('\n').find((line) => line.startsWith('import '))).toBe("import './lib/no-eval';");
    await import('../no-eval');
    expect(config().jitless).toBe(true);
  });

  it('is read by zod when zod loads after it, as in the browser', async () => {
    vi.resetModules();
    delete globalThis.__zod_globalConfig;
    await import('../no-eval');
    const fresh = await import('zod');
    expect(fresh.config().jitless).toBe(true);
  });
});
