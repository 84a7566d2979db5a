// Writes the README's table of match reason kinds from the catalogue (npm run docs:reasons), or with
// --check exits 1 when the README's table is not what the code gives.

import { readFileSync, writeFileSync } from 'node:fs';
import { REASON_KINDS } from '../mocks/matching/index';
import { TABLE_END, TABLE_START, reasonKindsTable } from '../mocks/matching/reason-samples';

const file = new URL('../README.md', import.meta.url);
const readme = readFileSync(file, 'utf8');
const start = readme.indexOf(TABLE_START);
const end = readme.indexOf(TABLE_END);
if (start < 0 || end < start) {
  console.error(`README.md has no ${TABLE_START} … ${TABLE_END} block`);
  process.exit(1);
}
const next = `${readme.slice(0, start + TABLE_START.length)}\n${reasonKindsTable(REASON_KINDS)}\n${readme.slice(end)}`;
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('README.md: the table of reason kinds is out of date; run npm run docs:reasons');
    process.exit(1);
  }
  console.log('README.md: the table of reason kinds is up to date');
} else {
  writeFileSync(file, next);
  console.log(`README.md: wrote ${REASON_KINDS.length - 1} reason kinds`);
}
