import { defineConfig, type Plugin } from 'vite';
import { headersFor, hostingHeaderRules } from './support/firebaseHosting.ts';

/**
 * `vite preview` for the hostile browser run, serving the built app with the hosting headers of
 * firebase.json, so the browser enforces production's Content-Security-Policy while the tests
 * walk the app.
 */
function firebaseHostingHeaders(): Plugin {
  const rules = hostingHeaderRules();
  return {
    name: 'met-firebase-hosting-headers',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview.invalid').pathname;
        for (const [name, value] of Object.entries(headersFor(path, rules))) {
          response.setHeader(name, value);
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [firebaseHostingHeaders()],
  preview: { host: '127.0.0.1', strictPort: true },
});
