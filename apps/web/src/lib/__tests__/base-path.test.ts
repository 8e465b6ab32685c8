import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a page with this configuration (or none) loads it. */
async function loadWithPage(config: object | null) {
  document.getElementById('app-config')?.remove();
  if (config) {
    const script = document.createElement('script');
    script.id = 'app-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify(config);
    document.head.append(script);
  }
  vi.resetModules();
  return import('../base-path');
}

describe('the base path', () => {
  afterEach(() => document.getElementById('app-config')?.remove());

  it.each([
    [{ basePath: '/marquee' }, '/marquee', '/marquee/movie/1'],
    [{ basePath: '' }, '', '/movie/1'],
    [null, '', '/movie/1'],
  ])('with the page configuration %j is %j', async (config, base, moviePath) => {
    const { basePath, appPath } = await loadWithPage(config);
    expect(basePath()).toBe(base);
    expect(appPath('/movie/1')).toBe(moviePath);
  });

  it('is set by the server’s rendering, which has no page', async () => {
    const { appPath, setBasePath } = await loadWithPage(null);
    setBasePath('/a/b');
    expect(appPath('/api/config')).toBe('/a/b/api/config');
  });
});
