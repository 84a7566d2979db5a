import { parseArgs } from 'node:util';

export interface VisualOptions {
  /** Write new and changed baselines, remove those of stories that are gone. */
  update: boolean;
  /** Only the stories whose id or "title / name" contains this. */
  filter?: string;
  /** End with the check that a changed token colour is seen (on by default). */
  selfCheck: boolean;
  /** Reuse the last Storybook build instead of building again. */
  build: boolean;
  /** Pages rendering side by side. */
  workers: number;
}

export const usage = `npm run test:visual -- [options]
  --update          write new and changed baselines; remove those whose story is gone
  --filter <text>   only the stories whose id or "title / name" contains <text>
  --no-self-check   skip the closing check that a changed token colour is caught
  --no-build        reuse the last Storybook build (dist-visual-storybook) instead of building again
  --workers <n>     pages rendering side by side (default 2)`;

/** Reads the command line of `npm run test:visual`; throws with the usage on anything unknown. */
export function parseVisualArgs(argv: string[]): VisualOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        update: { type: 'boolean', default: false },
        filter: { type: 'string' },
        'no-self-check': { type: 'boolean', default: false },
        'no-build': { type: 'boolean', default: false },
        workers: { type: 'string', default: '2' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${usage}`, { cause: error });
  }
  if (values.help) throw new Error(usage);
  const workers = Number(values.workers);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers wants a whole number of at least 1, not "${values.workers}".\n${usage}`);
  const filter = values.filter?.trim();
  if (values.filter !== undefined && !filter) throw new Error(`--filter wants some text.\n${usage}`);
  return { update: values.update, filter, selfCheck: !values['no-self-check'], build: !values['no-build'], workers };
}
