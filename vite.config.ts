/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { mockBackend } from './mocks/dev/vite-plugin.ts';
import { buildRecordsOutOfDist, mockWorkerInDemo } from './scripts/build/dist-plugins.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    ...(mode === 'test' ? [] : [mockBackend()]),
    mockWorkerInDemo(mode),
    buildRecordsOutOfDist(),
  ],
  resolve: { alias },
  // A benchmark's dev server (React in production mode) keeps its own pre-bundled dependencies,
  // so it never leaves production builds of them behind for `npm start`.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  server: {
    port: 5173,
    strictPort: false,
    // Every screen and dialog is a lazy chunk: compile them as the server starts, not when a user
    // (or the first journey of a test run) opens each one, and find their dependencies early.
    warmup:
      mode === 'test'
        ? undefined
        : {
            clientFiles: [
              './src/main.tsx',
              './src/app/**/*.tsx',
              './src/features/*/components/*.tsx',
              '!./src/**/*.test.tsx',
            ],
          },
  },
  // Libraries only lazy chunks load (documents; zod, which the start bundle leaves to the schema
  // modules): pre-bundled at start, so that the dev server does not re-optimise and reload the
  // page the first time someone opens them.
  optimizeDeps: { include: ['react-datepicker', 'write-excel-file/browser', 'zod/mini'] },
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    // Maps without a reference in the bundle; they and the manifest move to <outDir>-meta/.
    sourcemap: 'hidden',
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What the start bundle shares with the route chunks, kept together. Left to
              // itself Rolldown splits these into one small chunk per set of importers (eight
              // after the district kit landed): 2.6 KB gzip more start bundle and eight more
              // requests. A new shared module shows as a new chunk in check-budgets' figures.
              name: 'core',
              test: /\/src\/lib\/(api\/(client|api-error)|i18n|auth\/access|web-storage|storage\/session-cached-query|telemetry\/signals)\.ts|\/@tanstack\/react-query\/build\/modern\/(useQuery|queryOptions)\.js/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    env: { TZ: 'America/New_York' },
    restoreMocks: true,
  },
}));
