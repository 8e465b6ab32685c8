import { defineConfig } from 'vitest/config';

// One runner for every unit and server suite; each workspace part is a project.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
  },
});
