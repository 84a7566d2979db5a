/**
 * Build-time entry (decision 018): renders a public page to HTML in Node, so the production build
 * ships `/`, `/aboutus`, `/login`, … already painted; the browser then hydrates it.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { appRoutes } from '@/app/route-table';

/** The pages a visitor reaches without an account: they read no stored session while rendering. */
export const prerenderedPaths = [
  '/',
  '/aboutus',
  '/book-a-demo',
  '/book-demo-business',
  '/privacy-policy',
  '/terms',
  '/login',
  '/signup',
  '/forgot-password',
] as const;

/** The module of the screen at `path` (from the project root), so the build can link its stylesheets and chunks. */
export function screenModule(path: string): { source: string; data: boolean } {
  const route = appRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route for ${path}`);
  return { source: route.source, data: !route.static };
}

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
}

/** The page's HTML once every lazy screen has loaded (react-dom/static waits for Suspense). */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  return text(prelude as AsyncIterable<Uint8Array | string>);
}
