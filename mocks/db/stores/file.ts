import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { collectionNames, SCHEMA_VERSION, type CollectionName } from '../collections';
import { parseSnapshot, type Change, type DataStore, type StoreData } from './store';

/** `npm run mock:server` keeps its data here unless MOCK_DATA_FILE says otherwise (ignored by git). */
export const DEFAULT_DATA_FILE = '.mock-data/corridor.json';

export interface FileStoreOptions {
  /** Told when a file is set aside (the server prints it). */
  warn?: (message: string) => void;
}

/** Writes `text` to `path` so that a crash at any moment leaves either the old file or the new one. */
async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  const file = await open(temporary, 'w');
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, path);
  // The rename itself is made durable by syncing the folder that holds the name.
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync();
  } catch {
    // Some file systems cannot sync a folder; the rename is then as durable as they allow.
  } finally {
    await folder.close();
  }
}

/**
 * The HTTP mock's store: one JSON file, rewritten whole and atomically (temporary file, fsync,
 * rename) after each change. The JSON of collections that did not change is reused, so a change
 * costs the concatenation and the write, not the serialisation of every record.
 */
export function createFileStore(path: string, options: FileStoreOptions = {}): DataStore {
  const cached = new Map<CollectionName, string>();
  const warn = options.warn ?? ((message: string) => console.warn(message));

  const save = async (json: (name: CollectionName) => string) => {
    const parts = collectionNames.map((name) => `${JSON.stringify(name)}:${json(name)}`);
    const text = `{"version":${SCHEMA_VERSION},"savedAt":${JSON.stringify(new Date().toISOString())},"data":{${parts.join(',')}}}\n`;
    await mkdir(dirname(path), { recursive: true });
    await writeAtomically(path, text);
  };

  return {
    label: path,
    async read() {
      // A temporary file left by a killed process never became the data: remove it.
      const folder = dirname(path);
      const leftovers = (await readdir(folder).catch(() => [] as string[])).filter(
        (name) => name.startsWith(`${basename(path)}.`) && name.endsWith('.tmp'),
      );
      await Promise.all(leftovers.map((name) => rm(join(folder, name), { force: true })));

      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'none' };
        throw error;
      }
      const parsed = parseSnapshot(text);
      if ('data' in parsed) {
        for (const name of collectionNames) cached.set(name, JSON.stringify(parsed.data[name]));
        return { status: 'ok', data: parsed.data };
      }
      const aside = `${path}.set-aside-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(path, aside);
      warn(`The mock data file ${path} could not be used (${parsed.reason}). It was moved to ${aside}, and the seed was loaded.`);
      return { status: 'set-aside', reason: parsed.reason };
    },
    async write(changes: Change[], current: (name: CollectionName) => object[]) {
      for (const name of new Set(changes.map((change) => change.collection))) cached.set(name, JSON.stringify(current(name)));
      await save((name) => {
        let json = cached.get(name);
        if (json === undefined) {
          json = JSON.stringify(current(name));
          cached.set(name, json);
        }
        return json;
      });
    },
    async replace(data: StoreData) {
      for (const name of collectionNames) cached.set(name, JSON.stringify(data[name]));
      await save((name) => cached.get(name)!);
    },
  };
}
