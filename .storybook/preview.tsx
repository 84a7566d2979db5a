import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { currentLanguage, setLanguage, type Language } from '../src/i18n';
import { direction } from '../src/i18n/language';
import '../src/styles/tokens.css';
import '../src/styles/global.css';
import { a11yRunOptions } from './a11y/rules';
import { setReducedMotion } from './globals/motion';
import { globalTypes, initialGlobals, mockGlobalsKey, viewportOptions } from './globals/toolbar';
import { freshMockData, watchMockData } from './mock-data';

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

/**
 * The cache (and the story under it) is new whenever the mock globals change, so the screen asks
 * again and shows the new latency or answers at once.
 */
export const withQueryClient: Decorator = (Story, { globals }) => (
  <StoryQueryClient key={mockGlobalsKey(globals)}>
    <Story />
  </StoryQueryClient>
);

/**
 * The story is drawn anew when the language changes, so what it computed once (a memoised row, a
 * label kept at first render) is in the new language too.
 */
export const withLanguage: Decorator = (Story, { globals }) => (
  <Fragment key={storyLanguage(globals)}>
    <Story />
  </Fragment>
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

/** The language a story is shown in: the toolbar's `locale` (English unless Arabic is chosen). */
export const storyLanguage = (globals: Record<string, unknown>): Language => (globals.locale === 'ar' ? 'ar' : 'en');

/** Applies the text direction chosen by the story (`parameters.direction`), the toolbar, or the language. */
export const withDirection: Decorator = (Story, { parameters, globals }) => {
  const rtl = parameters.direction === 'rtl' || globals.direction === 'rtl' || direction(storyLanguage(globals)) === 'rtl';
  const dir: Direction = rtl ? 'rtl' : 'ltr';
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

/**
 * Before every render (and again when a global changes): the reduced-motion emulation on or off,
 * and the mock globals applied to the worker after the loader has set up the story's handlers
 * (globals/mock-globals.ts). Without a worker (the story tests in Node) the mock is left alone.
 */
export async function applyGlobals(context: StoryContext): Promise<void> {
  setReducedMotion(context.globals.motion === 'reduce');
  // The catalogue in the chosen language before the story renders (loads Arabic's files once).
  const language = storyLanguage(context.globals);
  if (currentLanguage().language !== language) await setLanguage(language);
  const worker = (context as StoryContext & { msw?: SetupWorker }).msw;
  if (!worker) return;
  const { applyMockGlobals } = await import('./globals/mock-globals');
  applyMockGlobals(worker, context.globals);
}

const STORYBOOK_REQUEST = /\.mdx$|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\.|\/node_modules\/|\/src\//;

/**
 * msw-storybook-addon 3.x, CSF 3 integration: starts one worker (served from public/ via
 * staticDirs) and, before every story, resets it to the global handlers and applies the story's
 * `parameters.msw`. Handlers given to setupWorker() are the initial handlers and survive that reset:
 * the operations' handlers only. The demo's scenario handler (latency, forced answers) is put in
 * front of the story's handlers by applyGlobals when a mock global is set, and only then.
 */
const startMockWorker = mswLoader(async () => {
  // Loaded lazily: the mock backend is only needed once a story actually runs in a browser,
  // and tests that import this preview (.storybook/stories-suite.tsx) never pull it in.
  const [{ setupWorker }, { operationHandlers }, { initDb }, { initScenarios }] = await Promise.all([
    import('msw/browser'),
    import('../mocks/handlers'),
    import('../mocks/db'),
    import('../mocks/http/scenarios'),
  ]);
  // A freshly seeded database in memory for this Storybook tab (no latency, nothing forced).
  await initDb();
  await watchMockData();
  initScenarios(null);
  const worker = setupWorker(...operationHandlers);
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
});

const preview: Preview = {
  // One loader, in order: Storybook runs the loaders of one level side by side (Promise.all), so a
  // separate session loader signed in before the worker was up (its /login went to the static
  // server: 404) and every signed-in screen showed "User not authenticated". The seed comes back
  // first if the last story changed it (mock-data.ts), so the sign-in finds its account.
  loaders: [
    async (context) => {
      await startMockWorker(context);
      await freshMockData();
      return sessionLoader(context);
    },
  ],
  beforeEach: applyGlobals,
  decorators: [withDirection, withLanguage, withMemoryRouter, withQueryClient],
  parameters: {
    layout: 'padded',
    // The sidebar in the order a designer reads it (the Introduction page explains each group).
    options: {
      storySort: {
        order: ['Introduction', 'Design tokens', ['Colours', 'Typography', 'Spacing', 'Radii', 'Shadows', 'Other tokens'], 'Design system', 'Screens', 'Components'],
      },
    },
    // No initial viewport: the story fills the preview area until a preset is chosen.
    viewport: { options: viewportOptions },
    // The Accessibility panel runs the story tests' rules (a11y/rules.ts) after every render, and
    // a violation marks the story as failed (the addon's default, 'todo', only warns).
    a11y: { options: a11yRunOptions, test: 'error' },
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
  initialGlobals,
  globalTypes,
};

export default preview;
