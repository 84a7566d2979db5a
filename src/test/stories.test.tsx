import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';

/**
 * Renders every story of the project once (`<file> › <story>`), with the global decorators of
 * .storybook/preview.tsx (MemoryRouter, direction). Any thrown error or console.error fails it
 * (see src/test/setup.ts).
 *
 * MSW is not started here: its Storybook loader needs a browser service worker, so the loaders
 * are left out and `parameters.msw` is ignored. Stories that need API responses will bring their
 * handlers through their own parameters.
 */
setProjectAnnotations([{ ...preview, loaders: [] }]);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('/src/**/*.stories.tsx', { eager: true });

describe('stories', () => {
  it('finds the story files', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });

  for (const [path, module] of Object.entries(modules)) {
    const file = path.replace(/^\//, '');
    const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;

    it(`${file} has at least one story`, () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    for (const [exportName, Story] of stories) {
      it(`${file} › ${Story.storyName || exportName}`, async () => {
        const { container, unmount } = render(<Story />);
        expect(container).not.toBeEmptyDOMElement();
        if (Story.play) await Story.play({ canvasElement: container });
        unmount();
      });
    }
  }
});
