// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettierConfig from 'eslint-config-prettier/flat';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const webSrc = 'apps/web/src';
const modulesDir = 'apps/server/src/modules';

/** The sub-folders of a folder, read as the lint starts, so a new feature or module is covered at once. */
function folders(dir) {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const features = folders(`${webSrc}/features`);
const serverModules = folders(modulesDir);

/**
 * The layout of docs/architecture.md, as import-x/no-restricted-paths zones: each zone forbids the files
 * under `target` to import the files under `from` (but for `except`, relative to `from`).
 */
const boundaries = [
  {
    target: 'packages/core',
    from: ['apps', 'e2e', 'bench', 'deploy'],
    message: 'packages/core is pure and shared: it imports neither app.',
  },
  {
    // Not caught by import-x/no-cycle, which skips type-only imports: the leaves of core stay leaves.
    target: ['packages/core/src/constants.ts', 'packages/core/src/messages.ts'],
    from: 'packages/core/src',
    except: ['./constants.ts', './messages.ts'],
    message: "constants.ts and messages.ts are core's leaves: they import nothing else of core, so no cycle runs through them.",
  },
  {
    target: 'apps/web',
    from: ['apps/server'],
    message: 'The web app reaches the server over HTTP only.',
  },
  {
    target: 'apps/server',
    from: ['apps/web'],
    message: 'The server never imports the web app.',
  },
  {
    target: [`${webSrc}/components`, `${webSrc}/lib`],
    from: [`${webSrc}/features`, `${webSrc}/app`],
    message: 'Shared web code (components/, lib/) imports neither features/ nor app/: move what it needs down.',
  },
  {
    target: `${webSrc}/features`,
    from: [`${webSrc}/app`],
    message: 'A feature imports the shared folders (components/, lib/, core), never app/.',
  },
  ...features.map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [`./${feature}`],
    message: `A feature never imports another feature's files: move what both use into components/, lib/ or core (or compose them in app/).`,
  })),
  {
    target: ['apps/server/src/http', 'apps/server/src/lib', 'apps/server/src/db'],
    from: modulesDir,
    message: "The server's shared folders (http/, lib/, db/) import no module; app.ts puts the modules together.",
  },
  ...serverModules.map((module) => ({
    target: `${modulesDir}/${module}`,
    from: modulesDir,
    except: [`./${module}`, ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
    message: `A server module reaches another only through that module's index.ts.`,
  })),
];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-ssr/',
    'data/',
    'test-results/',
    'playwright-report/',
    'bench/results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files that no tsconfig.json includes are checked with the default options.
          allowDefaultProject: ['*.js', 'vitest.config.ts', 'apps/server/vitest.config.ts', 'packages/core/vitest.config.ts'],
        },
        tsconfigRootDir: root,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Fastify plugins and hooks, and the caches' and sources' interfaces, are async by contract even where a
      // body has nothing to wait for; the async keeps a throw a rejection.
      '@typescript-eslint/require-await': 'off',
      // Props and options declare callbacks with method shorthand (\`onChange(value): void\`); none of them uses \`this\`.
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Tests read JSON replies and mocks' calls, which are \`any\` by nature; the app's own code stays free of it.
    files: ['**/test/**', '**/__tests__/**', '**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/core/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
            'deploy/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // Pieces a reader holds in the head: a function of at most 80 lines, a file of at most 300 (tests, migrations and
    // data aside, which read as tables).
    files: ['apps/**/*.{ts,tsx,js}', 'packages/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/db/migrations/**', '**/fixtures/**', '**/testing/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // One way to name a file, so a module is found by its words: kebab-case, as the layout's folders are.
    plugins: { unicorn },
    rules: { 'unicorn/filename-case': ['error', { case: 'kebabCase', checkDirectories: false }] },
  },
  {
    // core does no I/O: Node's modules stay out of it.
    files: ['packages/core/**/*.ts'],
    ignores: ['packages/core/vitest.config.ts'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  // Layout is Prettier's (npm run format); no rule here argues with it.
  prettierConfig,
]);
