import { describe, expect, it } from 'vitest';
import { faults } from '../../reference/faults/catalogue.js';
import { requirement } from '../../specs/requirements.js';
import { describeFailures } from './run-against.js';
import { runInProcess } from './proof-run.js';

const mine = faults.filter((f) => /created|org-over/.test(f.name));
describe('scratch', () => {
  it.each(['clean'])('%s', async (name) => {
    const { report, code } = await runInProcess(name === 'clean' ? {} : { personality: name as never });
    const warns = report.results.filter((r) => r.status === 'warning').map((r) => `${r.check} ${r.requirement}: ${r.message.slice(0, 300)}`);
    console.log(name, code, report.summary, warns);
    expect(describeFailures(report)).toBe('');
  });
  it.each(mine.map((f) => [f.name, f] as const))('%s', async (_n, fault) => {
    const { report, code } = await runInProcess({ faults: [fault.name] });
    const expected = fault.requirements.some((id) => requirement(id).level === 'MUST') ? 'failed' : 'warning';
    const hits = report.results.filter((r) => r.status === 'failed' || r.status === 'warning').map((r) => `${r.status} ${r.check} ${r.requirement}: ${r.message.slice(0, 200)}`);
    console.log(fault.name, expected, code, hits);
  });
});
