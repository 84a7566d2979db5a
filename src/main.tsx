import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
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
      <App />
    </StrictMode>
  );
  // Public pages come prerendered (scripts/prerender-plugin.ts): hydrate them instead of painting twice.
  if (container.dataset.prerendered === location.pathname && container.firstChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

start();
