import { describe, expect, it } from 'vitest';
import { baselineName, orphanBaselines, parseBaselineName, selectStories, skipTag, widthsFor, type IndexEntry, type StoryIndex } from './stories';

const entry = (id: string, title: string, name: string, extra: Partial<IndexEntry> = {}): IndexEntry => ({ type: 'story', id, title, name, tags: ['dev', 'test'], ...extra });

const index: StoryIndex = {
  v: 5,
  entries: Object.fromEntries(
    [
      entry('screens-auth-login--default', 'Screens/Auth/Login', 'Default'),
      entry('design-system-button--primary', 'Design system/Button', 'Primary'),
      entry('design-system-button--docs', 'Design system/Button', 'Docs', { type: 'docs' }),
      entry('components-notifications-bell--unread', 'Components/Notifications/Bell', 'Unread'),
      entry('introduction--docs', 'Introduction', 'Docs', { type: 'docs' }),
      entry('screens-insights-chart--random', 'Screens/Insights/Chart', 'Random', { tags: ['dev', skipTag] }),
      entry('design-system-badge--info', 'Design system/Badge', 'Info', { tags: undefined }),
      entry('screens-admin-panel--filled', 'Screens/Admin/Panel', 'Filled'),
    ].map((e) => [e.id, e]),
  ),
};

describe('selectStories', () => {
  it('takes the stories of the Screens and Design system groups, not docs, not other groups, not no-visual ones, in id order', () => {
    expect(selectStories(index).map((story) => story.id)).toEqual([
      'design-system-badge--info',
      'design-system-button--primary',
      'screens-admin-panel--filled',
      'screens-auth-login--default',
    ]);
  });

  it('keeps only the title, name and id of each', () => {
    expect(selectStories(index, 'login')).toEqual([{ id: 'screens-auth-login--default', title: 'Screens/Auth/Login', name: 'Default' }]);
  });

  it('filters by a part of the id or of "title / name", whatever the case', () => {
    expect(selectStories(index, 'BUTTON--pri').map((story) => story.id)).toEqual(['design-system-button--primary']);
    expect(selectStories(index, 'Admin/Panel / Filled').map((story) => story.id)).toEqual(['screens-admin-panel--filled']);
    expect(selectStories(index, 'nothing like this')).toEqual([]);
  });

  it('does not let a group name match the middle of a title', () => {
    const other: StoryIndex = { v: 5, entries: { x: entry('old-screens-x--a', 'Old/Screens/X', 'A') } };
    expect(selectStories(other)).toEqual([]);
  });
});

describe('baseline names', () => {
  it('are <story-id>.<width>.png and read back', () => {
    expect(baselineName('design-system-button--primary', 390)).toBe('design-system-button--primary.390.png');
    expect(parseBaselineName('design-system-button--primary.1280.png')).toEqual({ id: 'design-system-button--primary', width: 1280 });
    expect(parseBaselineName('README.md')).toBeNull();
    expect(parseBaselineName('design-system-button--primary.png')).toBeNull();
  });

  it('finds the baselines whose story or width is no longer rendered', () => {
    const rendered = selectStories(index).flatMap((story) => widthsFor(story.id === 'screens-admin-panel--filled' ? 390 : null).map((width) => ({ id: story.id, width })));
    const files = [
      'design-system-button--primary.390.png',
      'design-system-button--primary.1280.png',
      'design-system-button--primary.768.png',
      'screens-insights-chart--random.390.png',
      'screens-gone--story.1280.png',
      'screens-admin-panel--filled.390.png',
      'screens-admin-panel--filled.1280.png',
      'notes.txt',
    ];
    expect(orphanBaselines(files, rendered)).toEqual([
      'design-system-button--primary.768.png',
      'screens-admin-panel--filled.1280.png',
      'screens-gone--story.1280.png',
      'screens-insights-chart--random.390.png',
    ]);
  });
});

describe('widthsFor', () => {
  it('shoots a story at both widths unless it pins a phone or a desktop viewport', () => {
    expect(widthsFor(null)).toEqual([390, 1280]);
    expect(widthsFor(390)).toEqual([390]);
    expect(widthsFor(320)).toEqual([390]);
    expect(widthsFor(1280)).toEqual([1280]);
    expect(widthsFor(1440)).toEqual([1280]);
    expect(widthsFor(768)).toEqual([390, 1280]);
  });
});
