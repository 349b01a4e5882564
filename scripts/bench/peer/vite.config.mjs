// The peer page of `npm run bench -- --peers` (AG Grid Community), built only by that bench into
// its own folder: never part of the portal's build or dist/.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'error',
  build: { emptyOutDir: true, reportCompressedSize: false },
});
