import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { signInAs, withScreenBackend, type DemoAccount } from '../src/test/screen-harness';
import { storyA11yViolations } from './a11y/check';
import preview from './preview';

/**
 * Renders every story of the project once (`<file> › <story>`), with the global decorators of
 * .storybook/preview.tsx (MemoryRouter, direction), runs its play function, then runs axe once on
 * the whole body (portalled dialogs included) with the Accessibility panel's rules: a serious or
 * critical violation fails the story, listed readably (a11y/check.ts). Any thrown error or
 * console.error fails it too (see src/test/setup.ts).
 *
 * The browser's MSW loader is replaced by the same handlers in Node (msw/node) over a freshly
 * seeded database; a story's `parameters.session` signs that demo account in, and its
 * `parameters.msw.handlers` override endpoints, exactly as in Storybook.
 */
setProjectAnnotations([{ ...preview, loaders: [] }]);
withScreenBackend();
afterEach(() => {
  localStorage.clear();
});

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('/src/**/*.stories.tsx', { eager: true });

function mswHandlers(parameters: Record<string, unknown>): RequestHandler[] {
  const msw = parameters.msw as { handlers?: RequestHandler[] | Record<string, RequestHandler | RequestHandler[]> } | undefined;
  if (!msw?.handlers) return [];
  return Array.isArray(msw.handlers) ? msw.handlers : Object.values(msw.handlers).flat();
}

describe('stories', () => {
  it('finds the story files', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });

  for (const [path, module] of Object.entries(modules)) {
    const file = path.replace(/^\//, '');
    const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;

    it(`${file} has at least one story, and Storybook's indexer sees every one`, () => {
      expect(stories.length).toBeGreaterThan(0);
      // Storybook lists only what it can read statically (a destructured export stays hidden).
      const csf = loadCsf(readFileSync(file, 'utf8'), { fileName: file, makeTitle: (title?: string) => title ?? file }).parse();
      expect(csf.stories.map((story) => story.id.split('--')[1])).toHaveLength(stories.length);
    });

    for (const [exportName, Story] of stories) {
      it(`${file} › ${Story.storyName || exportName}`, async () => {
        const parameters = Story.parameters as Record<string, unknown>;
        server.use(...mswHandlers(parameters));
        const session = parameters.session as DemoAccount | null | undefined;
        if (session) await signInAs(session);
        const { container, unmount } = render(<Story />);
        expect(container).not.toBeEmptyDOMElement();
        if (Story.play) await Story.play({ canvasElement: container });
        const violations = await storyA11yViolations(parameters);
        expect(violations, `axe found serious or critical violations:\n${violations.join('\n')}`).toEqual([]);
        unmount();
      });
    }
  }
});
