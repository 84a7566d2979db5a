/** One entry of a Storybook build's `index.json` (Storybook 10, index version 5). */
export interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath?: string;
  tags?: string[];
}

export interface StoryIndex {
  v: number;
  entries: Record<string, IndexEntry>;
}

/** What the visual suite renders: one story. */
export interface VisualStory {
  id: string;
  title: string;
  name: string;
}

/** The groups the suite covers: every screen state and every design-system component. */
export const visualGroups = ['Screens/', 'Design system/'];

/**
 * The tag that keeps a story out of the visual suite. A story should carry it only when what it
 * shows cannot be the same twice (random by nature, a live clock that the fixed time does not
 * reach, a third-party frame); none does today. Its accessibility is then not checked in Chromium
 * either, so the tag is a last resort, not a way to silence a difference.
 */
export const skipTag = 'no-visual';

/**
 * The stories of the build's index to render, in id order (the order does not change what a story
 * shows: each one is loaded in a fresh page): every story (not docs) whose title starts with one of
 * `visualGroups`, minus those tagged `skipTag`, and, with `filter`, only those whose id or
 * "title / name" contains it (case-insensitive).
 */
export function selectStories(index: StoryIndex, filter?: string): VisualStory[] {
  const wanted = filter?.toLowerCase();
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .filter((entry) => visualGroups.some((group) => entry.title.startsWith(group)))
    .filter((entry) => !(entry.tags ?? []).includes(skipTag))
    .filter((entry) => !wanted || entry.id.toLowerCase().includes(wanted) || `${entry.title} / ${entry.name}`.toLowerCase().includes(wanted))
    .map(({ id, title, name }) => ({ id, title, name }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The widths every story is rendered at (px): a phone and a desktop. */
export const widths = [390, 1280] as const;
export type Width = (typeof widths)[number];

/**
 * The widths to shoot a story at, given the width of the viewport it pins (null: none). A story
 * pinned to a phone (narrower than 600 px, e.g. a "Phone" story whose play function taps the
 * phone's menu) is shot at 390 px only, one pinned to a desktop (1000 px or wider) at 1280 px
 * only: at the other width it would show what another story shows, or its play function would
 * look for what is not there. Any other story is shot at both.
 */
export function widthsFor(pinnedWidth: number | null): Width[] {
  if (pinnedWidth === null) return [...widths];
  if (pinnedWidth < 600) return [390];
  if (pinnedWidth >= 1000) return [1280];
  return [...widths];
}

/** The baseline file of a story at a width: `<story-id>.<width>.png`. */
export function baselineName(id: string, width: number): string {
  return `${id}.${width}.png`;
}

/** The story id and width a baseline file name stands for, or null for any other file. */
export function parseBaselineName(file: string): { id: string; width: number } | null {
  const match = /^(.+)\.(\d+)\.png$/.exec(file);
  return match ? { id: match[1]!, width: Number(match[2]) } : null;
}

/**
 * Baseline files whose story and width the run no longer renders (a story removed, renamed,
 * tagged `skipTag`, or pinned to one width). Only meaningful for a run over every story: a
 * filtered run leaves them alone.
 */
export function orphanBaselines(files: string[], rendered: Array<{ id: string; width: number }>): string[] {
  const expected = new Set(rendered.map(({ id, width }) => baselineName(id, width)));
  return files.filter((file) => parseBaselineName(file) !== null && !expected.has(file)).sort();
}
