import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Use `import * as z from 'zod/mini'` (functional API: z.optional(x), z.nullish(x), z.pipe(x, z.transform(f)), z.safeParse(s, v); helpers in @/lib/api/schemas: id, optionalId, text, serverDate, flag, numberOr). The classic build costs 25 KB gzip of the 150 KB start budget.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
