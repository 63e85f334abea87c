// `npm run files:sync`: writes the lists the layer table decides (package.json "files", the
// tsconfig include lists) from architecture/layers.js; `--check` only says which are stale (exit 1).
// test/architecture/shipped-files.test.ts fails while they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { derivedLists, ROOT, sameEntries } from './layers.js';

const check = process.argv.includes('--check');
const stale = [];
for (const { file, key, list } of derivedLists()) {
  const path = join(ROOT, file);
  const text = readFileSync(path, 'utf8');
  const json = JSON.parse(text);
  // Order means nothing in these lists: only a missing or extra entry is stale.
  if (sameEntries(json[key] ?? [], list)) continue;
  stale.push(`${file} "${key}"`);
  if (check) continue;
  json[key] = list;
  writeFileSync(path, await format(JSON.stringify(json, null, 2), { ...(await resolveConfig(path)), filepath: path }));
}
if (stale.length === 0) console.log('files:sync: every list matches architecture/layers.js');
else console.log(`files:sync: ${check ? 'stale' : 'rewrote'} ${stale.join(', ')}`);
if (check && stale.length > 0) process.exitCode = 1;
