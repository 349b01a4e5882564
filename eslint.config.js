import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Ruled out in all of src (the classic zod build). */
const zodImport = {
  name: 'zod',
  message:
    "Use `import * as z from 'zod/mini'` (functional API: z.optional(x), z.nullish(x), z.pipe(x, z.transform(f)), z.safeParse(s, v); helpers in @/lib/api/schemas: id, optionalId, text, serverDate, flag, numberOr). The classic build costs 25 KB gzip of the 150 KB start budget.",
};

/**
 * One mutation shape: every write is a `useMutation` hook in its endpoint file (src/features/
 * <feature>/api/, or a shared resource in src/lib/resources/), and that hook owns its cache
 * effects. Elsewhere a component or hook calls the endpoint's hook, and touches no cache.
 */
const MUTATION_HOME =
  'Writes and their cache effects live in the endpoint file: a useMutation hook in src/features/<feature>/api/ (or src/lib/resources/); call that hook here.';
const cacheWriteCall = (names) =>
  `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${names})$/]`;
const mutationShape = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        zodImport,
        {
          name: '@tanstack/react-query',
          importNames: ['useMutation', 'MutationObserver'],
          message: MUTATION_HOME,
        },
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: cacheWriteCall(
        'invalidateQueries|setQueryData|setQueriesData|removeQueries|resetQueries|refetchQueries',
      ),
      message: MUTATION_HOME,
    },
    {
      // The whole cache dropped (Map#clear and the like stay allowed).
      selector: `CallExpression[callee.property.name='clear'][callee.object.name=/[qQ]ueryClient$/], CallExpression[callee.property.name='clear'][callee.object.property.name=/[qQ]ueryClient$/]`,
      message: MUTATION_HOME,
    },
  ],
};

/**
 * Files outside the endpoint files that manage the cache as a whole, or that write into it what
 * is no write of the user's; each with its reason.
 */
const cacheManagers = [
  // The session root: on sign-out (here or in another tab) the cache is cleared; another user
  // signed in resets every query.
  'src/app/auth/session-root.tsx',
  // The explicit sign-out clears the whole cache before the user leaves (a shared device).
  'src/app/auth/sign-out.ts',
  // Check-in's live channel writes the sign-ins the server pushes (and its catch-up's changes)
  // into the cached list: server state read, not a write of the user's.
  'src/features/inchecking/live/signin-sync.ts',
];

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'node_modules',
      'mocks/worker/mockServiceWorker.js',
      'dist-meta',
      'dist-demo-meta',
      'dist-mock',
      'dist-mock-meta',
      'test-results',
      'playwright-report',
      '.mock-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      // Layers flow one way: shared code → features → app; a feature never imports another.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature; combine them in src/app.',
            })),
            {
              target: ['./src/lib', './src/components', './src/stores'],
              from: ['./src/features', './src/app'],
              message: 'Shared code does not import features or the app.',
            },
            {
              // The resources layer (roster, recipient groups, org, traffic): server data that
              // several features read. It stands on the core (api, auth, time, storage) and is
              // read by features, shared components and stores; the core never reads it.
              target: ['./src/lib/!(resources)/**/*', './src/lib/*.{ts,tsx}'],
              from: './src/lib/resources',
              message:
                'The core of src/lib does not import the resources layer (src/lib/resources).',
            },
            {
              target: './src/lib/resources',
              from: ['./src/components', './src/stores'],
              message: 'A resource does not import components or stores; they import it.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app.',
            },
            {
              target: './src',
              from: './mocks',
              except: ['./browser.ts'],
              message: 'The app talks to the mock backend over HTTP only.',
            },
            {
              target: './mocks',
              from: ['./src/features', './src/app'],
              message:
                'The mock backend stands for the servers: it may use shared code (src/lib) but not a feature or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodImport] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/test/**',
      'src/features/*/api/**',
      'src/lib/resources/**',
    ],
    rules: mutationShape,
  },
  {
    files: cacheManagers,
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
