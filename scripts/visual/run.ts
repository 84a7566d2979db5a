/**
 * `npm run test:visual`: every story of the Screens and Design system groups, at 390 px and
 * 1280 px, rendered from the static Storybook build in Chromium and compared with the committed
 * baselines (`visual-baselines/`); axe on every story at 1280 px; an HTML report
 * (`.visual-report/index.html`); then a self-check that a changed token colour is caught.
 * Exit code 1 on any failure. Options: see `usage` in ./args.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium } from '../../e2e/support/chromium';
import { parseVisualArgs, type VisualOptions } from './args';
import { visualBrowserEnv } from './render';
import { reportEntries, reportHtml, resetReportDir, summarise, type SelfCheckReport } from './report';
import { runSelfCheck } from './self-check';
import { serveStatic } from './serve';
import { orphanBaselines, selectStories, type StoryIndex } from './stories';
import { runSuite, type ShotResult } from './suite';

/** Under `dist-*`, which git and ESLint already ignore (the build's scripts are not ours to lint). */
const buildDir = 'dist-visual-storybook';
const baselinesDir = 'visual-baselines';
const reportDir = '.visual-report';

const seconds = (since: number) => (performance.now() - since) / 1000;

/** Builds the static Storybook into `buildDir`, quietly; its output is printed only if it fails. */
function buildStorybook(): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('npx', ['storybook', 'build', '--output-dir', buildDir, '--quiet', '--disable-telemetry'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) done();
      else fail(new Error(`storybook build failed (exit ${code}):\n${Buffer.concat(output).toString()}`));
    });
  });
}

function failureLine(shot: ShotResult): string | null {
  const { outcome } = shot;
  const where = `${shot.story.id} @ ${shot.width}`;
  switch (outcome.kind) {
    case 'changed':
    case 'size':
      return `  ✗ ${where}: ${outcome.detail}`;
    case 'missing':
      return `  ✗ ${where}: no baseline (npm run test:visual -- --update writes it)`;
    case 'error':
      return `  ✗ ${where}: ${outcome.errors.join(' | ').split('\n')[0]}`;
    case 'written':
      return `  ✎ ${where}: baseline written (${outcome.detail})`;
    case 'same':
      return null;
  }
}

function folderBytes(dir: string): { files: number; bytes: number } {
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.png')) : [];
  return { files: files.length, bytes: files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0) };
}

const failedPictures = (counts: { changed: number; size: number; missing: number; error: number }) => counts.changed + counts.size + counts.missing + counts.error;

async function main(options: VisualOptions): Promise<number> {
  const began = performance.now();
  if (options.build) {
    console.info(`building Storybook into ${buildDir} …`);
    await buildStorybook();
  } else if (!existsSync(join(buildDir, 'index.json'))) {
    throw new Error(`--no-build: there is no build in ${buildDir} yet; run once without it.`);
  }
  const buildSeconds = seconds(began);
  const index = JSON.parse(readFileSync(join(buildDir, 'index.json'), 'utf8')) as StoryIndex;
  const stories = selectStories(index, options.filter);
  if (stories.length === 0) throw new Error(options.filter ? `No story matches --filter "${options.filter}".` : 'The build has no story to render.');
  mkdirSync(baselinesDir, { recursive: true });
  resetReportDir(reportDir);

  const server = await serveStatic(buildDir);
  const browser = await launchChromium({ env: visualBrowserEnv });
  const browserVersion = browser.version();
  let selfCheck: SelfCheckReport | undefined;
  const renderBegan = performance.now();
  let results;
  try {
    console.info(`rendering ${stories.length} stories at 390 and 1280 px (one pinned to a viewport at its width only) on ${options.workers} page(s)${options.update ? ', updating baselines' : ''} …`);
    results = await runSuite(browser, stories, {
      serverUrl: server.url,
      baselinesDir,
      update: options.update,
      a11y: true,
      workers: options.workers,
      onStory: (done, total, shots) => {
        for (const line of shots.map(failureLine)) if (line) console.info(line);
        if (done % 25 === 0 || done === total) console.info(`  ${done}/${total} stories (${seconds(renderBegan).toFixed(0)} s)`);
      },
    });
  } finally {
    await server.close();
  }
  const renderSeconds = seconds(renderBegan);
  try {
    if (options.selfCheck) {
      console.info('self-check: changing a token colour in a copy of the build …');
      selfCheck = await runSelfCheck(browser, buildDir, baselinesDir, reportDir, options.workers);
      console.info(`self-check ${selfCheck.held ? 'held' : 'FAILED'}: ${selfCheck.message}`);
    }
  } finally {
    await browser.close();
  }

  // Baselines of stories that are gone: only a run over every story can tell.
  const orphans = options.filter ? [] : orphanBaselines(readdirSync(baselinesDir), results.shots.map((shot) => ({ id: shot.story.id, width: shot.width })));
  if (options.update) for (const file of orphans) rmSync(join(baselinesDir, file));

  const { counts, a11y, noted } = summarise(results.shots, results.a11y);
  const entries = reportEntries(reportDir, results.shots);
  const html = reportHtml({
    generatedAt: new Date().toISOString(),
    seconds: seconds(began),
    stories: stories.length,
    counts,
    entries,
    a11y,
    orphans: { files: orphans, removed: options.update },
    noted,
    selfCheck,
  });
  writeFileSync(join(reportDir, 'index.html'), html);

  for (const item of a11y) console.info(`  ✗ a11y ${item.id}:\n${item.violations.map((line) => `      ${line}`).join('\n')}`);
  if (orphans.length > 0) console.info(`  ${orphans.length} baselines without a story${options.update ? ' removed' : ' (--update removes them)'}: ${orphans.join(', ')}`);
  // The baselines remember the Chromium that drew them: a newer one may draw text a pixel apart.
  const versionFile = join(baselinesDir, 'CHROMIUM');
  const drawnWith = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : undefined;
  if (options.update && !options.filter) writeFileSync(versionFile, `${browserVersion}\n`);
  else if (drawnWith && drawnWith !== browserVersion && failedPictures(counts) > 0) {
    console.info(`  note: the baselines were drawn by Chromium ${drawnWith}, this run used ${browserVersion}; if the report shows only text a pixel apart, the browser changed, not the app (then --update).`);
  }
  const weight = folderBytes(baselinesDir);
  const shotsMs = results.shots.map((shot) => shot.ms);
  console.info(
    [
      `\nvisual: ${counts.same} unchanged, ${counts.changed} changed, ${counts.size} changed size, ${counts.missing} without baseline, ${counts.error} failed to render` +
        `${counts.written ? `, ${counts.written} baselines written` : ''}; ${a11y.length} stories with serious or critical a11y violations`,
      `time: ${seconds(began).toFixed(0)} s in all (build ${buildSeconds.toFixed(0)} s, ${stories.length} stories ${renderSeconds.toFixed(0)} s = ` +
        `${((renderSeconds / stories.length) * 1000).toFixed(0)} ms a story on ${options.workers} page(s); a picture ${(shotsMs.reduce((a, b) => a + b, 0) / shotsMs.length).toFixed(0)} ms ` +
        `and axe ${(results.a11yMs / stories.length).toFixed(0)} ms a story on its page; ${results.loads} frame loads)`,
      `notes: ${results.shots.filter((shot) => shot.notes.some((note) => note.startsWith('cut'))).length} pictures cut at the height cap, ` +
        `${results.shots.filter((shot) => shot.notes.some((note) => note.startsWith('still'))).length} still changing when shot (listed in the report)`,
      `baselines: ${weight.files} files, ${(weight.bytes / 1024 / 1024).toFixed(1)} MiB in ${baselinesDir}/`,
      `report: ${resolve(reportDir, 'index.html')}`,
    ].join('\n'),
  );
  const failed = failedPictures(counts) + a11y.length + (selfCheck && !selfCheck.held ? 1 : 0);
  return failed > 0 ? 1 : 0;
}

let options: VisualOptions;
try {
  options = parseVisualArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
main(options).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
