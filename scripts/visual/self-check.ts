import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { reportEntries, type SelfCheckReport } from './report';
import { serveStatic } from './serve';
import { selectStories, type StoryIndex } from './stories';
import { runSuite } from './suite';

/**
 * The change the self-check makes: the primary colour token (navy, on every primary button) set
 * to a magenta no design would confuse with it — the kind of change a token edit makes.
 */
export const selfCheckChange = { token: '--color-primary', value: '#c2185b' };

/** The stories it renders: the Button component's ("Design system/Button / …", not ButtonLink). */
export const selfCheckFilter = 'Design system/Button /';

/**
 * `css` with every declaration of custom property `token` set to `value` (a built stylesheet is
 * minified: `--color-primary:var(--palette-navy-900)` up to the next `;` or `}`), and how many
 * declarations were changed.
 */
export function changeToken(css: string, token: string, value: string): { css: string; count: number } {
  let count = 0;
  const name = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const changed = css.replace(new RegExp(`(${name}\\s*:)[^;}]*`, 'g'), (_whole, head: string) => {
    count += 1;
    return `${head}${value}`;
  });
  return { css: changed, count };
}

/**
 * Proves the suite sees a token change: copies the Storybook build, changes the primary colour in
 * its CSS, renders the Button stories against the committed baselines, and holds only when at
 * least one of them is reported as changed with a diff picture and none failed to render. The
 * copy is removed afterwards; the pictures go to the report's "Self-check" section.
 */
export async function runSelfCheck(browser: Browser, buildDir: string, baselinesDir: string, reportDir: string, workers: number): Promise<SelfCheckReport> {
  const copy = `${buildDir}-self-check`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(buildDir, copy, { recursive: true });
  try {
    let changed = 0;
    const assets = join(copy, 'assets');
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.css'))) {
      const { css, count } = changeToken(readFileSync(join(assets, file), 'utf8'), selfCheckChange.token, selfCheckChange.value);
      if (count > 0) writeFileSync(join(assets, file), css);
      changed += count;
    }
    if (changed === 0) return { held: false, message: `No ${selfCheckChange.token} declaration was found in the build's CSS to change.`, entries: [] };

    const index = JSON.parse(readFileSync(join(copy, 'index.json'), 'utf8')) as StoryIndex;
    const stories = selectStories(index, selfCheckFilter);
    if (stories.length === 0) return { held: false, message: `No story matches "${selfCheckFilter}".`, entries: [] };
    const server = await serveStatic(copy);
    let shots;
    try {
      ({ shots } = await runSuite(browser, stories, { serverUrl: server.url, baselinesDir, update: false, a11y: false, workers }));
    } finally {
      await server.close();
    }
    const entries = reportEntries(reportDir, shots, 'self-check-');
    const seen = shots.filter((shot) => shot.outcome.kind === 'changed');
    const missing = shots.filter((shot) => shot.outcome.kind === 'missing');
    const failed = shots.filter((shot) => shot.outcome.kind === 'error');
    const what = `${selfCheckChange.token} set to ${selfCheckChange.value} in the built CSS (${changed} declaration${changed === 1 ? '' : 's'})`;
    if (missing.length === shots.length) return { held: false, message: `${what}: the Button stories have no baselines to compare with; run with --update first.`, entries };
    if (failed.length > 0) return { held: false, message: `${what}: ${failed.length} Button pictures failed to render.`, entries };
    if (seen.length === 0) return { held: false, message: `${what}: none of the ${shots.length} Button pictures was reported as changed.`, entries };
    const counts = seen.map((shot) => (shot.outcome.kind === 'changed' ? shot.outcome.diffPixels : 0));
    return {
      held: true,
      message: `${what}: ${seen.length} of ${shots.length} Button pictures reported as changed with a diff (${Math.min(...counts)} to ${Math.max(...counts)} px each).`,
      entries,
    };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
