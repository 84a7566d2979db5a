import type { Decorator, Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import '../src/styles/tokens.css';
import '../src/styles/global.css';

/**
 * `parameters.router`: `false` (or `{ disable: true }`) renders the story without the global
 * MemoryRouter (for stories that bring their own router); `{ initialEntries }` sets the URL.
 */
export type RouterParameter = false | { disable?: boolean; initialEntries?: string[] };

/** `parameters.direction` (or the toolbar global of the same name): 'ltr' | 'rtl'. */
export type Direction = 'ltr' | 'rtl';

/** Every story gets its own React Query cache (no retries), as a screen does in the app. */
function StoryQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export const withQueryClient: Decorator = (Story) => (
  <StoryQueryClient>
    <Story />
  </StoryQueryClient>
);

/** Wraps every story in a MemoryRouter unless the story opts out with `parameters.router`. */
export const withMemoryRouter: Decorator = (Story, { parameters }) => {
  const router = parameters.router as RouterParameter | undefined;
  if (router === false || router?.disable) return <Story />;
  return (
    <MemoryRouter initialEntries={router?.initialEntries ?? ['/']}>
      <Story />
    </MemoryRouter>
  );
};

function DirectionRoot({ dir, children }: { dir: Direction; children: ReactNode }) {
  // Portalled content (modals) lives under <body>, so the document gets the direction too.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.getAttribute('dir');
    root.setAttribute('dir', dir);
    return () => {
      if (previous === null) root.removeAttribute('dir');
      else root.setAttribute('dir', previous);
    };
  }, [dir]);
  return <div dir={dir}>{children}</div>;
}

/** Applies the text direction chosen by the story (`parameters.direction`) or the toolbar. */
export const withDirection: Decorator = (Story, { parameters, globals }) => {
  const dir: Direction = parameters.direction === 'rtl' || globals.direction === 'rtl' ? 'rtl' : 'ltr';
  return (
    <DirectionRoot dir={dir}>
      <Story />
    </DirectionRoot>
  );
};

/**
 * `parameters.session`: 'foreign' | 'local' | 'investor' | 'admin' signs that demo account in
 * (through the mock API) before the story renders; absent or null leaves nobody signed in.
 */
export type SessionParameter = 'foreign' | 'local' | 'investor' | 'admin' | null;

export async function sessionLoader({ parameters }: { parameters: Record<string, unknown> }): Promise<Record<string, never>> {
  localStorage.removeItem('token');
  localStorage.removeItem('user');
  const account = parameters.session as SessionParameter | undefined;
  if (!account) return {};
  const email = account === 'admin' ? 'admin@corridor.test' : `demo.${account}@corridor.test`;
  const response = await fetch('/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'corridor-demo' }),
  });
  const body = (await response.json()) as { token: string; user: unknown };
  localStorage.setItem('token', body.token);
  localStorage.setItem('user', JSON.stringify(body.user));
  return {};
}

const STORYBOOK_REQUEST = /\.mdx$|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\.|\/node_modules\/|\/src\//;

const preview: Preview = {
  // msw-storybook-addon 3.x, CSF 3 integration: the loader starts one worker (served from
  // public/ via staticDirs) and, before every story, resets it to the global handlers and
  // applies the story's `parameters.msw`. Handlers given to setupWorker() are the initial
  // handlers and survive that reset.
  loaders: [
    mswLoader(async () => {
      // Loaded lazily: the mock backend is only needed once a story actually runs in a browser,
      // and tests that import this preview (src/test/stories.test.tsx) never pull it in.
      const [{ setupWorker }, { handlers }, { initDb }, { initScenarios }] = await Promise.all([
        import('msw/browser'),
        import('../mocks/handlers'),
        import('../mocks/db'),
        import('../mocks/http/scenarios'),
      ]);
      // A freshly seeded database in memory for this Storybook tab (no latency, nothing forced).
      await initDb();
      initScenarios(null);
      const worker = setupWorker(...handlers);
      await worker.start({
        quiet: true,
        // Relative, so a Storybook deployed under a sub-path still finds the worker.
        serviceWorker: { url: './mockServiceWorker.js' },
        onUnhandledRequest(request, print) {
          // Warn about API calls without a handler, not about Storybook's own files.
          if (isCommonAssetRequest(request) || STORYBOOK_REQUEST.test(request.url)) return;
          print.warning();
        },
      });
      return worker;
    }),
    sessionLoader,
  ],
  decorators: [withDirection, withMemoryRouter, withQueryClient],
  parameters: {
    layout: 'padded',
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
      sort: 'requiredFirst',
    },
    backgrounds: {
      options: {
        page: { name: 'Page', value: '#f6f7f9' },
        surface: { name: 'Surface', value: '#ffffff' },
        navy: { name: 'Navy', value: '#0b2545' },
      },
    },
  },
  initialGlobals: {
    backgrounds: { value: 'page' },
    direction: 'ltr',
  },
  globalTypes: {
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
};

export default preview;
