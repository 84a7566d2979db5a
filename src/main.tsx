import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { backendReady, holdRequestsUntil } from '@/lib/backend-ready';
import '@/styles/tokens.css';
import '@/styles/global.css';

function start() {
  if (!import.meta.env.VITE_API_BASE_URL) {
    // Mock mode: the page paints first; the built-in backend starts when the browser is idle after
    // load, or at the first API call if that comes sooner (src/lib/backend-ready.ts). Dynamic, so a
    // real-host build carries no mock code at all.
    holdRequestsUntil(() => import('../mocks/browser').then(({ startMockBackend }) => startMockBackend()));
    // A failed start is reported by the calls that wait for it (as a network error).
    const startNow = () => void backendReady().catch(() => undefined);
    const whenIdle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(startNow, { timeout: 2000 }) : setTimeout(startNow, 200);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
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
