import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDirSync } from '../../engine/make-dir.js';
import { workDir } from '../support/work-dir.js';

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code;
  }
};

describe('makeDirSync (mkdir -p without recursive: true)', () => {
  it('makes every missing folder and returns the first it made, as mkdirSync(recursive) does', () => {
    const root = workDir('pmc-make-dir-');
    expect(makeDirSync(join(root, 'a', 'b', 'c'))).toBe(join(root, 'a'));
    expect(statSync(join(root, 'a', 'b', 'c')).isDirectory()).toBe(true);
    expect(makeDirSync(join(root, 'a', 'b'))).toBeUndefined();
  });

  it('throws EEXIST for a file where the folder should be, ENOTDIR for a file above it', () => {
    const root = workDir('pmc-make-dir-');
    writeFileSync(join(root, 'file'), '');
    expect(codeOf(() => makeDirSync(join(root, 'file')))).toBe('EEXIST');
    expect(codeOf(() => makeDirSync(join(root, 'file', 'below', 'deeper')))).toBe('ENOTDIR');
    expect(existsSync(join(root, 'file', 'below'))).toBe(false);
  });

  it.runIf(existsSync('/proc/self'))('ends with ENOENT under /proc, where recursive mkdir loops forever', () => {
    expect(codeOf(() => makeDirSync('/proc/pmc-no-such-dir/a'))).toBe('ENOENT');
  });
});
