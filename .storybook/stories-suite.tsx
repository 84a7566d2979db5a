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
import { shardOf } from '../scripts/support/shards';

/**
 * Renders every story of one shard's files once (`<file> › <story>`), with the global decorators of
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

/** Every story file, not imported yet: a shard imports its own files only. */
const storyFiles = import.meta.glob<StoryModule>('/src/**/*.stories.tsx');

/** How many shard files run the story tests (`stories.<n>.test.tsx`; a file per shard), side by side in Vitest's workers. */
export const SHARDS = 6;

/**
 * The story files of shard `shard` (1…SHARDS). Files go, heaviest first, to the lightest shard so
 * far, so the shards take about as long and a new story file never moves more than itself. A file
 * weighs its story exports plus five per play function: fitted on the story tests' own timings,
 * a story takes about 0.4 s and a play function 1.8 s more. Every file is in exactly one shard (tested).
 */
export function shardFiles(shard: number, shards = SHARDS, files = Object.keys(storyFiles)): string[] {
  const weight = (file: string) => {
    const text = readFileSync(file.replace(/^\//, ''), 'utf8');
    return (text.match(/^export const \w+/gm) ?? []).length + 5 * (text.match(/\bplay\s*[:(]/g) ?? []).length;
  };
  return shardOf(files, shard, shards, weight, (file) => file);
}

function mswHandlers(parameters: Record<string, unknown>): RequestHandler[] {
  const msw = parameters.msw as { handlers?: RequestHandler[] | Record<string, RequestHandler | RequestHandler[]> } | undefined;
  if (!msw?.handlers) return [];
  return Array.isArray(msw.handlers) ? msw.handlers : Object.values(msw.handlers).flat();
}

/** Declares the tests of shard `shard`: imports its story files, then one test per story. */
export async function storiesShard(shard: number): Promise<void> {
  const files = shardFiles(shard);
  const modules = await Promise.all(files.map(async (path) => [path, await storyFiles[path]!()] as const));
  describe(`stories, shard ${shard} of ${SHARDS}`, () => {
    it('has story files to render', () => {
      expect(modules.length).toBeGreaterThan(0);
    });
    if (shard === 1) {
      it('gives every story file to exactly one shard', () => {
        const all = Array.from({ length: SHARDS }, (_, index) => shardFiles(index + 1)).flat();
        expect(all.toSorted()).toEqual(Object.keys(storyFiles).toSorted());
        expect(Object.keys(storyFiles).length).toBeGreaterThan(100);
        // …and every shard has its test file, so none is left unrun.
        expect(Object.keys(import.meta.glob('./stories.*.test.tsx')).toSorted()).toEqual(Array.from({ length: SHARDS }, (_, index) => `./stories.${index + 1}.test.tsx`));
      });
    }
    declareStories(modules);
  });
}

function declareStories(modules: ReadonlyArray<readonly [string, StoryModule]>): void {
  for (const [path, module] of modules) {
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
}
