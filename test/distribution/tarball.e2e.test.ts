import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../e2e/cli.js';
import { workDir } from '../support/work-dir.js';

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * What a vendor does: `npm pack`, install the tarball into an empty folder outside the repository,
 * run it with npx. No TypeScript at run time, nothing of the repository but the package.
 */
describe('the packed tarball', () => {
  const packDir = workDir('pmc-pack-');
  const installDir = workDir('pmc-install-');

  it('installs into an empty folder and runs against its embedded server', () => {
    // --ignore-scripts: `npm pack` would run `prepare` (the build) and rewrite dist/ while other test
    // files run the CLI from it, which then loads half-written modules. npm test has just built it.
    const packed = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], ROOT)) as {
      filename: string;
      files: { path: string }[];
    }[];
    const files = packed[0]?.files.map((file) => file.path) ?? [];
    expect(files).toContain('dist/cli/main.js');
    // What bin/ runs: the CLI's bundle, whose code finds bin/, package.json and node_modules from where it is installed.
    expect(files).toContain('dist/cli-bundle/main.js');
    expect(files).toContain('dist/api/index.d.ts');
    expect(files.filter((file) => /^test\/|\.ts$(?<!\.d\.ts)|^reports\/out|^dist\/(bench|test)\//.test(file))).toEqual([]);
    writeFileSync(join(installDir, 'package.json'), JSON.stringify({ name: 'vendor-check', private: true, type: 'module' }));
    npm(['install', join(packDir, readdirSync(packDir)[0] as string)], installDir);
    expect(existsSync(join(installDir, 'node_modules', 'typescript'))).toBe(false);
    // The engine runs its checks in-process: no test runner is installed or needed to run the suite.
    expect(existsSync(join(installDir, 'node_modules', 'vitest'))).toBe(false);
    const version = execFileSync('npx', ['pm-conformance', '--version'], { cwd: installDir, encoding: 'utf8' });
    expect(version).toMatch(/^pm-conformance \d+\.\d+\.\d+ \(spec sha256 [0-9a-f]{12}, check catalogue \d+\.\d+\.\d+\)/);
    const run = execFileSync('npx', ['pm-conformance', 'run', '--num-runs', '3', '--seed', '5'], {
      cwd: installDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(run).toMatch(/Conforms/);
    expect(existsSync(join(installDir, 'reports', 'out', 'report.html'))).toBe(true);
  }, 600_000);
});
