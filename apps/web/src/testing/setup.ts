import { cleanup } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { setBasePath } from '@/lib/base-path';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  // A test that serves the app under a base path leaves the next one at the site's root.
  setBasePath('');
});

/**
 * Every rendering in English, as the app's provider gives it (app/provider.tsx): Testing Library's render and
 * renderHook wrap what they draw in the language's provider, inside any wrapper the test gives.
 */
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof import('@testing-library/react')>();
  // Imported here: the factory runs before the file's own imports.
  const [{ I18nProvider }, { createElement }, { createI18n }] = await Promise.all([
    import('@lingui/react'),
    import('react'),
    import('@/lib/i18n'),
  ]);
  const i18n = createI18n('en', {});
  const inLanguage =
    (Wrapper?: ComponentType<{ children: ReactNode }>) =>
    ({ children }: { children: ReactNode }) =>
      createElement(I18nProvider, { i18n }, Wrapper ? createElement(Wrapper, null, children) : children);
  type Options = { wrapper?: ComponentType<{ children: ReactNode }> } | undefined;
  return {
    ...library,
    render: ((ui: ReactNode, options?: Options) =>
      library.render(ui, { ...options, wrapper: inLanguage(options?.wrapper) })) as typeof library.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: Options) =>
      library.renderHook(hook, { ...options, wrapper: inLanguage(options?.wrapper) })) as typeof library.renderHook,
  };
});
