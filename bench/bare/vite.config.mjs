import path from 'node:path';
import { defineConfig } from 'vite';

const here = path.dirname(new URL(import.meta.url).pathname);

/** The yardstick: react + react-dom rendering one element, built like the app (Vite, es2022). */
export default defineConfig({
  root: here,
  logLevel: 'warn',
  build: { target: 'es2022', outDir: path.join(here, '..', 'tmp', 'bare'), emptyOutDir: true },
  preview: { host: '127.0.0.1', strictPort: true },
});
