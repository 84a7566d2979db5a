import { describe, expect, it } from 'vitest';
import { needsItsOwnModules, screenTestFiles, serverTestFiles } from './test-projects';

describe('which screen tests share their modules', () => {
  const { shared, isolated } = screenTestFiles();

  it('puts every screen test in exactly one of the two projects', () => {
    expect(shared.length).toBeGreaterThan(100);
    expect(isolated.length).toBeGreaterThan(3);
    expect(shared.filter((file) => isolated.includes(file))).toEqual([]);
    expect(shared.every((file) => /\.test\.tsx?$/.test(file))).toBe(true);
  });

  it('keeps the story tests and every file that mocks a module or a global in its own module graph', () => {
    expect(isolated).toEqual(expect.arrayContaining(['.storybook/stories.1.test.tsx', 'src/features/marketing/api/send-demo-request.test.ts']));
    expect(shared.some((file) => file.startsWith('.storybook/'))).toBe(false);
  });

  it('reads a file as needing its own modules when it replaces a module, an env value, a global or a download', () => {
    expect(needsItsOwnModules("vi.mock('./x', () => ({}));")).toBe(true);
    expect(needsItsOwnModules("vi.stubEnv('VITE_X', 'y');")).toBe(true);
    expect(needsItsOwnModules("vi.stubGlobal('fetch', f);")).toBe(true);
    expect(needsItsOwnModules('vi.resetModules();')).toBe(true);
    expect(needsItsOwnModules('globalThis.fetch = fake;')).toBe(true);
    expect(needsItsOwnModules("process.env.MOCK_DATA_FILE = 'x';")).toBe(true);
    expect(needsItsOwnModules("if (globalThis.fetch === f && process.env.X === 'y') {}")).toBe(false);
    expect(needsItsOwnModules('URL.createObjectURL = vi.fn();')).toBe(true);
    expect(needsItsOwnModules("vi.spyOn(window, 'open');")).toBe(true);
    expect(needsItsOwnModules('vi.useFakeTimers({ now: day });')).toBe(true);
    expect(needsItsOwnModules('const user = withFakeTimers();')).toBe(true);
    expect(needsItsOwnModules('const stories = composeStories(module);')).toBe(true);
    expect(needsItsOwnModules("render(<Login />); await user.click(screen.getByRole('button'));")).toBe(false);
    expect(needsItsOwnModules("vi.spyOn(console, 'error');")).toBe(false);
  });
});

describe('which server tests share their modules', () => {
  const { shared, isolated } = serverTestFiles();

  it('puts every server test in exactly one of the two projects, and no screen test in either', () => {
    expect(shared.length).toBeGreaterThan(80);
    expect(shared.filter((file) => isolated.includes(file))).toEqual([]);
    expect([...shared, ...isolated].every((file) => /^(mocks|openapi|scripts)\/.*\.test\.ts$/.test(file))).toBe(true);
  });

  it('keeps the files that reset the module registry or replace a global in their own module graph', () => {
    expect(isolated).toEqual(expect.arrayContaining(['mocks/db/deferred.test.ts', 'mocks/test/arabic-answers.test.ts']));
    expect(shared).toContain('mocks/test/contract-strictness.1.test.ts');
  });
});
