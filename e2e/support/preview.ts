import { build, preview, type PreviewServer } from 'vite';

export interface BuildOptions {
  outDir: string;
  /** Set to build for a real API host (no mock code); unset builds mock mode. */
  apiBaseUrl?: string;
  manifest?: boolean;
}

/**
 * A production build, the same one `npm start` serves. Vite builds React's development code when
 * NODE_ENV is set to anything but "production" — and Vitest sets it to "test" — so the build runs
 * with NODE_ENV=production, whoever calls it.
 */
export async function buildApp({ outDir, apiBaseUrl, manifest = false }: BuildOptions): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  if (apiBaseUrl) process.env.VITE_API_BASE_URL = apiBaseUrl;
  else delete process.env.VITE_API_BASE_URL;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest } });
  } finally {
    delete process.env.VITE_API_BASE_URL;
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Serves a build on a free loopback port. */
export async function serveBuild(outDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: PreviewServer = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('The preview server has no port.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => server.close(),
  };
}
