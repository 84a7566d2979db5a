import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { collectionNames, SCHEMA_VERSION } from '../collections';
import { createFileStore } from './file';
import type { StoreData } from './store';

const empty = () => Object.fromEntries(collectionNames.map((name) => [name, []])) as unknown as StoreData;
const demoRequest = (id: string, company: string) => ({ id, company, email: 'ines@berg.se' });

describe('the data file store', () => {
  let folder: string;
  let path: string;
  let warnings: string[];
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'corridor-file-store-'));
    path = join(folder, 'data', 'corridor.json');
    warnings = [];
  });
  const open = () => createFileStore(path, { warn: (message) => warnings.push(message) });

  it('has nothing to read before the first save, and creates its folder on the first save', async () => {
    expect(await open().read()).toEqual({ status: 'none' });
    const data = empty();
    data.demoRequests = [demoRequest('demo_1', 'Berg AB')];
    await open().replace(data);
    const read = await open().read();
    expect(read).toEqual({ status: 'ok', data });
  });

  it('rewrites the file with each change, keeping what did not change', async () => {
    const store = open();
    const data = empty();
    data.users = [{ id: 'usr_1', name: 'Astrid' }];
    await store.replace(data);
    const now = [demoRequest('demo_1', 'Berg AB')];
    await store.write([{ collection: 'demoRequests', key: 'demo_1', record: now[0]! }], (name) => (name === 'demoRequests' ? now : []));
    const saved = JSON.parse(await readFile(path, 'utf8')) as { version: number; data: StoreData };
    expect(saved.version).toBe(SCHEMA_VERSION);
    expect(saved.data.users).toEqual([{ id: 'usr_1', name: 'Astrid' }]);
    expect(saved.data.demoRequests).toEqual(now);
    // no temporary file is left beside it
    expect(await readdir(join(folder, 'data'))).toEqual(['corridor.json']);
  });

  it.each([
    ['not JSON', '{"version": 1, "data": {"users": [tru', /not valid JSON/],
    ['another schema version', JSON.stringify({ version: SCHEMA_VERSION + 1, data: {} }), /schema version 2/],
    ['malformed collections', JSON.stringify({ version: SCHEMA_VERSION, data: { users: 'none' } }), /malformed/],
  ])('moves a file that is %s aside, with a warning, and reports it', async (_, text, reason) => {
    await open().replace(empty());
    await writeFile(path, text);
    const read = await open().read();
    expect(read).toEqual({ status: 'set-aside', reason: expect.stringMatching(reason) });
    const names = await readdir(join(folder, 'data'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^corridor\.json\.set-aside-/);
    expect(await readFile(join(folder, 'data', names[0]!), 'utf8')).toBe(text);
    expect(warnings).toEqual([expect.stringContaining('could not be used')]);
  });

  it('removes a temporary file a killed process left behind, and keeps the data it had', async () => {
    const data = empty();
    data.demoRequests = [demoRequest('demo_1', 'Berg AB')];
    await open().replace(data);
    await writeFile(`${path}.12345.tmp`, '{"version": 1, "data": {"half-writ');
    expect(await open().read()).toEqual({ status: 'ok', data });
    expect(await readdir(join(folder, 'data'))).toEqual(['corridor.json']);
  });
});
