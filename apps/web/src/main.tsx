import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { themeStore } from './lib/theme';
import './index.css';

themeStore.init();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// The first render as a transition: React then renders in slices of a few milliseconds and lets
// the phone's browser breathe between them, instead of one task of a few hundred milliseconds on a
// slow phone (Lighthouse's blocking time). Nothing is shown until it has all rendered, as before.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});

// Installable app with an offline page (production builds only: Vite's dev server needs none).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
