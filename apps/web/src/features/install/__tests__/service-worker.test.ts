import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBasePath } from '@/lib/base-path';
import { registerServiceWorker } from '../service-worker';

describe('the service worker registration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setBasePath('');
  });

  it.each([
    ['', '/sw.js', '/'],
    ['/marquee', '/marquee/sw.js', '/marquee/'],
  ])('under the base path %j registers %s with the scope %s', (base, script, scope) => {
    setBasePath(base);
    const register = vi.fn(() => new Promise<never>(() => {}));
    vi.stubGlobal('navigator', { serviceWorker: { register, controller: null } });
    registerServiceWorker();
    expect(register).toHaveBeenCalledWith(script, { scope });
  });
});
