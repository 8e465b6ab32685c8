import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setBasePath } from '@/lib/base-path';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  // A test that serves the app under a base path leaves the next one at the site's root.
  setBasePath('');
});
