import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { currentLanguage, languageReady, useLanguage } from '@/i18n';
import { sourceLanguage } from '@/i18n/language';
import { holdRequestsUntil, startBackendWhenWanted } from '@/lib/backend-ready';
import { holdsPrerenderedPage } from '@/lib/early-input';
import '@/styles/tokens.css';
import '@/styles/global.css';

/**
 * The app under the active language: a switch re-renders it from here, so every screen reads the
 * new catalogue text while keeping its state (what a form holds; decision 029). Once drawn, the
 * page index.html hid for a reader of another language than the prerendered one is shown.
 */
function LanguageRoot() {
  useLanguage();
  useEffect(() => document.documentElement.removeAttribute('data-translating'), []);
  return <App />;
}

function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Public pages come prerendered (scripts/prerender-plugin.ts) in English: hydrate them instead of
  // painting twice. In another language the markup would not match, so it is drawn anew (index.html
  // keeps the English page hidden meanwhile).
  const prerendered = holdsPrerenderedPage(container);
  if (!import.meta.env.VITE_API_BASE_URL) {
    // Mock mode: a public page paints and becomes interactive first, its built-in backend starting
    // at the first API call, at the visitor's first touch or key, or after a few idle seconds; a
    // signed-in route starts it at once (decision 018, issue 16). Dynamic, so a real-host build
    // carries no mock code.
    holdRequestsUntil(() => import('../mocks/browser').then(({ startMockBackend }) => startMockBackend()));
    startBackendWhenWanted(prerendered);
  }
  const app = (
    <StrictMode>
      <LanguageRoot />
    </StrictMode>
  );
  if (currentLanguage().language === sourceLanguage) {
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (one long task, the total blocking time of /login and /signup).
    if (prerendered) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
    return;
  }
  // The app-wide catalogue's other language first (a failed load leaves English, still usable).
  void languageReady()
    .catch(() => undefined)
    .then(() => {
      if (prerendered) container.replaceChildren();
      createRoot(container).render(app);
    });
}

start();
