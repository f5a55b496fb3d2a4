import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const sonnerShim = fileURLToPath(new URL('./src/lib/sonner.ts', import.meta.url));
const catalogueShim = fileURLToPath(new URL('./src/lib/i18n/catalogue.ts', import.meta.url));
const catalogueFile = fileURLToPath(
  new URL('../../packages/contract/src/messages/catalogue.ts', import.meta.url),
);

/**
 * Every `import … from 'sonner'` resolves to src/lib/sonner.ts, which re-exports sonner and tells
 * the lazily mounted Toaster that it has arrived (src/lib/toast.ts). So sonner stays out of the
 * first page, yet a toast raised by any screen is shown. Likewise every import of the contract's
 * message catalogue (`@kosh/contract/messages/catalogue`, or `./messages/catalogue` inside the
 * contract) resolves to src/lib/i18n/catalogue.ts, which hands it to `tm()` as it arrives.
 */
const loadSignals: Plugin = {
  name: 'kosh:load-signals',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source === 'sonner') return importer === sonnerShim ? null : sonnerShim;
    if (!source.endsWith('messages/catalogue') || importer === catalogueShim) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === catalogueFile ? catalogueShim : null;
  },
};

// React Router's package resolves to its development build under every condition; a production
// build of the app takes its production build (no dev-only warnings: ≈0.5 KB gzip less).
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [loadSignals, react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Browsers without <link rel="modulepreload"> (Safari < 17) still load every chunk, only later;
    // the polyfill would cost every first page ≈0.6 KB gzip.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything main.tsx imports statically runs on every first page anyway: one chunk for it
        // (the entry). Left alone, Rolldown spreads it over several (React; React Router with the
        // i18n; the preload helper; …), which costs every page requests and ≈2 KB gzip.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
}));
