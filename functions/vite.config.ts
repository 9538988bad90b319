/**
 * Builds the functions into lib/: index.js (the function definitions) and the chunks it imports
 * on first call (wiring, services and adapters), as ES modules
 * (package.json says "type": "module"). Every npm package stays an import that Cloud Functions
 * installs from package.json; @met/scheme (packages/scheme) is inlined. A bundler rather than tsc
 * because the sources import without file extensions (as the app's Vite build wants), so a tsc
 * build would need .js extensions everywhere. The backend has no decorators: its services are
 * wired by hand (src/wiring.ts), so no decorator options are needed here.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const functionsRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: functionsRoot,
  logLevel: 'warn',
  build: {
    ssr: 'src/index.ts',
    outDir: 'lib',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      output: { format: 'es', entryFileNames: 'index.js', chunkFileNames: '[name].js' },
    },
  },
  // The scheme package is the functions' own source: inlined, so a deploy stays one artefact and
  // Cloud Functions installs only the npm packages of package.json.
  ssr: { target: 'node', noExternal: ['@met/scheme'] },
});
