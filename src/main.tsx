import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { currentLanguage, languageReady, useLanguage } from '@/i18n';
import { sourceLanguage } from '@/i18n/language';
import { backendReady, holdRequestsUntil } from '@/lib/backend-ready';
import '@/styles/tokens.css';
import '@/styles/global.css';

// A visitor's own touch or key (not focus: a page may move focus by itself, as /login does).
const intentEvents = ['pointerdown', 'keydown', 'touchstart'] as const;
const IDLE_START_MS = 3000;

function startMockWhenWanted() {
  // A failed start is reported by the calls that wait for it (as a network error).
  const startNow = () => {
    intentEvents.forEach((type) => document.removeEventListener(type, startNow, true));
    void backendReady().catch(() => undefined);
  };
  intentEvents.forEach((type) => document.addEventListener(type, startNow, { capture: true, passive: true }));
  const afterLoad = () =>
    setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(startNow, { timeout: 2000 }) : startNow()), IDLE_START_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

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
  if (!import.meta.env.VITE_API_BASE_URL) {
    // Mock mode: the page paints and becomes interactive first; the built-in backend starts at the
    // first API call, at the visitor's first touch or key, or after a few idle seconds,
    // whichever comes first (decision 018). Dynamic, so a real-host build carries no mock code.
    holdRequestsUntil(() => import('../mocks/browser').then(({ startMockBackend }) => startMockBackend()));
    startMockWhenWanted();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <LanguageRoot />
    </StrictMode>
  );
  // Public pages come prerendered (scripts/prerender-plugin.ts) in English: hydrate them instead of
  // painting twice. In another language the markup would not match, so it is drawn anew (index.html
  // keeps the English page hidden meanwhile).
  const prerendered = container.dataset.prerendered === location.pathname && container.firstChild;
  if (currentLanguage().language === sourceLanguage) {
    if (prerendered) hydrateRoot(container, app);
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
