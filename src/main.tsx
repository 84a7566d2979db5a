import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import '@/styles/tokens.css';
import '@/styles/global.css';

async function start() {
  if (!import.meta.env.VITE_API_BASE_URL) {
    // Mock mode: the built-in backend must answer before the first render asks anything.
    // Dynamic, so a real-host build carries no mock code at all.
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
