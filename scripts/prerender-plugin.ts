/**
 * Vite plugin: after the production build, renders the public pages to HTML (decision 018).
 *
 * It builds `src/prerender.tsx` for Node, renders each public path, and writes `index.html` (for
 * `/`) and `<path>.html` (served for `/<path>` by `vite preview` and by static hosts with clean
 * URLs) from the built `index.html`, with the page's title, its stylesheets inlined (so it paints
 * styled from the HTML alone, with no render-blocking request). The screen's chunks are not
 * preloaded: early preloads competed with the first paint for the network (Lighthouse measured
 * the first paint about 0.5 s later with them); the entry fetches them as it starts. An inlined
 * chunk stylesheet keeps a `disabled` link with its address: disabled links are not fetched, and
 * Vite's chunk loader sees the stylesheet as present and does not load it a second time. A small
 * inline script (src/lib/early-input.ts) empties the root when the file is served for another path
 * (the single-page fallback serves `index.html` for every unknown path), so a deep link never
 * flashes the home page, and otherwise holds a click made before hydration to replay it after.
 * The app's script is not in the page's head: a second inline script (src/lib/start-on-intent.ts)
 * loads it, with the chunks it preloads, at the visitor's first touch, key, pointer, scroll or
 * focus, or at once where the app must draw the page (another path, another language, a signed-in
 * visitor).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { holdEarlyInput } from '../src/lib/early-input.ts';
import { startOnIntent } from '../src/lib/start-on-intent.ts';
import { storageKeys } from '../src/lib/storage.ts';

interface PrerenderModule {
  prerenderedPaths: readonly string[];
  screenModule: (path: string) => { source: string; data: boolean };
  render: (path: string) => Promise<string>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const DATA_LAYOUT = '/src/app/layouts/data-layout.tsx';
/**
 * Runs before any module script: removes prerendered markup that belongs to another path, or holds
 * the visitor's early click until hydration. Inlined by source, so it must reference nothing else.
 */
export const guardScript = `<script>(${holdEarlyInput.toString()})(document,document.getElementById("root"))</script>`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Takes the entry script and its module preloads out of the built page's head and returns the
 * inline script that loads them on the visitor's first sign of intent (src/lib/start-on-intent.ts).
 */
export function deferEntry(template: string): { template: string; loader: string } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('prerender: the built index.html has no entry script');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const args = [entry, preloads, storageKeys.token].map((value) => JSON.stringify(value)).join(',');
  return {
    template: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    loader: `<script>(${startOnIntent.toString()})(document,${args})</script>`,
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The stylesheets of the chunk built from `source` and of every chunk it imports statically. */
function chunkClosure(bundle: Rollup.OutputBundle, root: string, sources: string[]) {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const visited = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (visited.has(chunk.fileName)) return;
    visited.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    chunk.imports.forEach((file) => {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    });
  };
  for (const source of sources) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === join(root, source));
    if (!chunk) throw new Error(`prerender: no chunk for ${source}`);
    visit(chunk);
  }
  return { styles: [...styles] };
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle | null = null;
  return {
    name: 'corridor:prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr && !process.env.CORRIDOR_PRERENDER_SSR,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    async closeBundle() {
      if (!bundle || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const built = readFileSync(join(outDir, 'index.html'), 'utf8');
      // Storybook and other builds that reuse this config have no app shell to fill.
      if (!built.includes(ROOT_ELEMENT)) return;
      const { template, loader } = deferEntry(built);
      // Inside the project, so the page bundle resolves react and react-router from node_modules.
      const ssrOut = mkdtempSync(join(config.root, 'node_modules', '.corridor-prerender-'));
      process.env.CORRIDOR_PRERENDER_SSR = '1';
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/prerender.tsx',
            outDir: ssrOut,
            emptyOutDir: true,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
      } finally {
        delete process.env.CORRIDOR_PRERENDER_SSR;
      }
      try {
        const entry = (await import(pathToFileURL(join(ssrOut, 'prerender.mjs')).href)) as PrerenderModule;
        const base = config.base;
        for (const path of entry.prerenderedPaths) {
          const html = await entry.render(path);
          // React emits the page's <title> ahead of the markup; it belongs in <head>.
          const title = /^<title>(.*?)<\/title>/.exec(html);
          const body = title ? html.slice(title[0].length) : html;
          const screen = entry.screenModule(path);
          const { styles } = chunkClosure(bundle, config.root, screen.data ? [DATA_LAYOUT, screen.source] : [screen.source]);
          const inline = (file: string) => `<style>${readFileSync(join(outDir, file), 'utf8').trim()}</style>`;
          const head = styles
            .filter((file) => !template.includes(file))
            .map((file) => `${inline(file)}<link rel="stylesheet" crossorigin href="${base}${file}" disabled>`)
            .join('\n    ');
          let page = template
            // Function replacements: page text such as "$100,000" must not be read as a pattern.
            .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${escapeAttribute(path)}">${body}</div>${guardScript}${loader}`)
            .replace(/<link rel="stylesheet" crossorigin href="[^"]*?([^"/]+\.css)">/g, (_link, file: string) => inline(`${config.build.assetsDir}/${file}`))
            .replace('</head>', () => `  ${head}\n  </head>`);
          if (title) page = page.replace(/<title>.*?<\/title>/, () => title[0]);
          writeFileSync(join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`), page);
        }
      } finally {
        rmSync(ssrOut, { recursive: true, force: true });
      }
    },
  };
}
