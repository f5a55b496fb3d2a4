import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { markDeclarationsPure } from './build/pure-declarations';

const sonnerShim = fileURLToPath(new URL('./src/lib/toast.ts', import.meta.url));
const sonnerModule = fileURLToPath(new URL('./src/lib/sonner-module.ts', import.meta.url));
const routerShim = fileURLToPath(new URL('./src/lib/react-router.ts', import.meta.url));
const routerLinks = fileURLToPath(new URL('./src/lib/router-link.tsx', import.meta.url));
const preloadHelper = fileURLToPath(new URL('./src/lib/preload-helper.ts', import.meta.url));
const catalogueShim = fileURLToPath(new URL('./src/lib/i18n/catalogue.ts', import.meta.url));
const catalogueFile = fileURLToPath(
  new URL('../../packages/contract/src/messages/catalogue.ts', import.meta.url),
);

// React Router's package resolves to its development build under every condition; a production
// build of the app takes its production build (no dev-only warnings: ≈0.5 KB gzip less).
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Every `import { toast } from 'sonner'` resolves to src/lib/toast.ts, whose `toast` loads sonner
 * (src/lib/sonner-module.ts, the one importer of the real package) with the first toast and mounts
 * the Toaster then. So no screen waits for sonner before its first paint, yet a
 * toast raised by any screen is shown. Likewise every import of the contract's
 * message catalogue (`@kosh/contract/messages/catalogue`, or `./messages/catalogue` inside the
 * contract) resolves to src/lib/i18n/catalogue.ts, which hands it to `tm()` as it arrives. And
 * every import of React Router resolves to src/lib/react-router.ts: React Router with a <Link>
 * and <NavLink> without framework mode's prefetching (≈1.7 KB gzip on every page).
 */
const loadSignals: Plugin = {
  name: 'kosh:load-signals',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source === 'sonner') return importer === sonnerModule ? null : sonnerShim;
    // A build has already aliased `react-router` to its production file (see the alias below).
    if (source === 'react-router' || source === reactRouterProduction) {
      return importer === routerShim || importer === routerLinks ? null : routerShim;
    }
    if (!source.endsWith('messages/catalogue') || importer === catalogueShim) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === catalogueFile ? catalogueShim : null;
  },
};

/**
 * React Router's build keeps every component it defines, used or not (≈1.3 KB gzip on every
 * page: `<Form>`, `useSubmit`, `<ScrollRestoration>`…): each is made by a bare
 * `React.forwardRef(…)` call and then given a `displayName`, and a bundler must assume both
 * statements do something. They do nothing but name things for React DevTools, so in React
 * Router's production build alone the names go and the two calls are marked pure; what the app
 * uses is kept as it was. Lines are blanked, not removed, so positions stay where they were.
 */
const reactRouterTreeShaking: Plugin = {
  name: 'kosh:react-router-tree-shaking',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/react-router/dist/production/')) return null;
    return {
      code: code
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*\.(?:forwardRef|createContext)\()/g, '= /* @__PURE__ */ $1'),
      map: null,
    };
  },
};

/**
 * The table of screens (src/app/screens.ts) is a chunk that a visitor's `/` never loads. A page
 * opened at any other path needs it at once, so index.html asks for it beside the app's own code
 * there (a module preload), instead of one round trip after the app has run.
 */
const preloadScreens: Plugin = {
  name: 'kosh:preload-screens',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      const chunk = Object.values(bundle ?? {}).find(
        (output) =>
          output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/app/screens.ts'),
      );
      if (!chunk) throw new Error('no chunk for src/app/screens.ts');
      const path = JSON.stringify(`/${chunk.fileName}`);
      return [
        {
          tag: 'script',
          injectTo: 'head',
          children:
            `if (!/^\\/(home)?$/.test(location.pathname)) {` +
            ` var link = document.createElement('link'); link.rel = 'modulepreload';` +
            ` link.crossOrigin = ''; link.href = ${path}; document.head.appendChild(link); }`,
        },
      ];
    },
  },
};

/**
 * Fewer `<link rel="modulepreload">` for each lazy import. Vite lists every chunk a lazily imported
 * chunk needs, however deep, and its preload helper appends a link for each one as the import
 * runs: 45 on the signed-in home, 70–80 on a pay screen, each costing a slow phone's main thread a
 * few milliseconds, on every visit, cached or not. The imported chunk and its own static imports
 * need no link: the browser asks for the chunk at once (the `import()` itself) and for its imports
 * as soon as it has arrived. What keeps a link is what only the list can name early — the chunks
 * two or more imports below the one asked for, which would otherwise come one round trip after
 * another on a first visit.
 */
let outputBundle: Rolldown.OutputBundle = {};
const capturePreloadGraph: Plugin = {
  name: 'kosh:capture-preload-graph',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      outputBundle = bundle;
    },
  },
};

function preloadsWorthALink(fileName: string, deps: string[]): string[] {
  const chunk = outputBundle[fileName];
  const discovered = new Set([fileName, ...(chunk?.type === 'chunk' ? chunk.imports : [])]);
  return deps.filter((dep) => !discovered.has(dep));
}

/**
 * The build's lazy imports call src/lib/preload-helper.ts instead of Vite's own helper: the same
 * contract, with the `<link rel="modulepreload">` appended a few per task rather than all in one
 * long task (see that file). Vite imports its helper by this id; the build fails if it stops.
 */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
let preloadHelperUsed = false;
const slicedPreloads: Plugin = {
  name: 'kosh:sliced-preloads',
  apply: 'build',
  enforce: 'pre',
  resolveId(source) {
    if (source !== VITE_PRELOAD_HELPER) return null;
    preloadHelperUsed = true;
    return preloadHelper;
  },
  buildEnd() {
    if (!preloadHelperUsed) throw new Error(`Vite no longer imports ${VITE_PRELOAD_HELPER}`);
  },
};

/**
 * The contract's values a page never reads are left out of its chunks (build/pure-declarations.ts):
 * a screen that imports one request schema from a contract file no longer builds that file's
 * response schemas on the phone as its chunk loads.
 */
const contractDir = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));
const pureContract: Plugin = {
  name: 'kosh:pure-contract',
  apply: 'build',
  transform(code, id) {
    if (!id.startsWith(contractDir) || /\.test\.ts$/.test(id)) return null;
    // Nothing in the contract runs for its effect: a file none of whose values a page reads is
    // not loaded at all (not even as an empty chunk).
    const out = markDeclarationsPure(code, id);
    return { code: out ?? code, map: null, moduleSideEffects: false };
  },
};

export default defineConfig(({ command }) => ({
  plugins: [
    capturePreloadGraph,
    pureContract,
    slicedPreloads,
    loadSignals,
    reactRouterTreeShaking,
    preloadScreens,
    react(),
    tailwindcss(),
  ],
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
    modulePreload: { polyfill: false, resolveDependencies: preloadsWorthALink },
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
