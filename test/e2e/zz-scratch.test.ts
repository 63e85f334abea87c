import { it } from 'vitest';
import { runConformance } from '../../api/run-conformance.js';
import { startReferenceServer } from '../../reference/index.js';
import { comparable } from './server-state.js';
import { RUN_SETTINGS } from './run-against.js';
it('x', async () => {
  const server = await startReferenceServer({ personality: (process.env.P ?? 'approval-locks') as never });
  const before = comparable(server.snapshot());
  const t = Date.now();
  const report = await runConformance({ connection: server.config, ...RUN_SETTINGS });
  const after = comparable(server.snapshot());
  await server.close();
  console.log('ms', Date.now() - t, JSON.stringify(report.summary));
  for (const r of report.results.filter((r) => r.status === 'failed' || r.status === 'flaky' || r.message.includes('could not complete'))) console.log(r.check, r.operation, r.requirement, r.status, r.message.slice(0, 300));
  for (const r of report.results.filter((r) => r.status === 'not-assessable')) console.log('NA', r.check, r.operation, r.message.slice(0, 200));
  console.log(JSON.stringify(report.restore, null, 1).slice(0, 1500));
  console.log('same state', JSON.stringify(before) === JSON.stringify(after));
  if (JSON.stringify(before) !== JSON.stringify(after)) { console.log(JSON.stringify(before.projects).slice(0, 1500)); console.log(JSON.stringify(after.projects).slice(0, 1500)); console.log(JSON.stringify(before.timesheets) === JSON.stringify(after.timesheets)); }
}, 300000);
