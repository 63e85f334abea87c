import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { derivedLists, FLOORS, ROOT, sameEntries, shippedFiles, TOP_FOLDERS } from '../../architecture/layers.js';

/**
 * The lists the layer table decides (package.json "files", what tsc compiles and checks) match it:
 * a floor added to architecture/layers.js is shipped and built once `npm run files:sync` has run.
 */
const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;

describe('the lists derived from the layer table', () => {
  it.each(derivedLists())('$file "$key" holds what the table decides (npm run files:sync writes it)', ({ file, key, list }) => {
    const actual = read(file)[key] as string[];
    expect([...actual].sort()).toEqual([...list].sort());
  });

  it('ships the compiled code of every shipped floor, and none of the floors built but not published', () => {
    const files = shippedFiles();
    for (const floor of FLOORS)
      for (const folder of floor.folders) expect(files.includes(`dist/${folder.split('/')[0]}/`), folder).toBe(floor.shipped !== false);
    expect(files).toContain('bin/');
    expect(new Set(files).size).toBe(files.length);
  });

  it('compiles every floor, in the build and in the typecheck', () => {
    for (const { list } of derivedLists().filter(({ key }) => key === 'include')) for (const folder of TOP_FOLDERS) expect(list).toContain(folder);
  });

  it('compares entries, not their order, and sees one missing or extra', () => {
    expect(sameEntries(['a/', 'b/'], ['b/', 'a/'])).toBe(true);
    expect(sameEntries(['a/'], ['a/', 'b/'])).toBe(false);
    expect(sameEntries(['a/', 'c/'], ['a/', 'b/'])).toBe(false);
  });

  it('has package.json run the sync', () => {
    expect((read('package.json').scripts as Record<string, string>)['files:sync']).toBe('node architecture/files-sync.js');
  });
});
