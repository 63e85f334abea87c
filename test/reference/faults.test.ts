import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRequirementId } from '../../specs/requirements.js';
import { allChecks } from '../../suites/checks/index.js';
import { faults, FAULT_NAMES } from '../../reference/index.js';
import { faultProbes } from './fault-probes.js';
import { withReference } from './http.js';

describe('fault corpus', () => {
  it('names each fault once, with requirements of the catalogue and the checks that catch it', () => {
    expect(new Set(FAULT_NAMES).size).toBe(FAULT_NAMES.length);
    for (const fault of faults) {
      expect(fault.requirements.length).toBeGreaterThan(0);
      for (const id of fault.requirements) expect(isRequirementId(id), `${fault.name}: ${id}`).toBe(true);
      expect(fault.checks.length, fault.name).toBeGreaterThan(0);
      for (const check of fault.checks)
        expect(
          allChecks.map((known) => known.id),
          `${fault.name}: ${check}`,
        ).toContain(check);
    }
  });

  // A rendering is the whole of its fault; a tolerance may come with code (timesheet-day-required-hours-unchecked).
  it('names a fault that carries a rendering nowhere in the server but its catalogue entry', () => {
    const root = resolve(import.meta.dirname, '..', '..', 'reference');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts') && path !== join('faults', 'catalogue.ts'))
      .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
    const rendered = faults.filter((fault) => ['render', 'document', 'header', 'errorBody', 'visibility', 'success'].some((key) => key in fault));
    expect(rendered.length).toBeGreaterThan(20);
    const named = rendered.flatMap(({ name }) => sources.filter(({ text }) => text.includes(`'${name}'`)).map(({ path }) => `${name} in ${path}`));
    expect(named).toEqual([]);
  });

  it('has a probe for every fault and none for a fault that does not exist', () => {
    expect(Object.keys(faultProbes).sort()).toEqual([...FAULT_NAMES].sort());
  });

  it.each(FAULT_NAMES)('%s: the deviation shows with the fault on, and not on the clean reference', async (name) => {
    const probe = faultProbes[name];
    expect(await withReference({}, probe), 'clean reference').toBe(false);
    expect(await withReference({ faults: [name] }, probe), `fault ${name} on`).toBe(true);
  });

  it('combines faults: each active deviation shows on one server', async () => {
    const combined = ['success-201-on-add', 'person-praise-negative', 'deprecation-header-boolean', 'project-wrong-id'] as const;
    for (const name of combined) expect(await withReference({ faults: [...combined] }, faultProbes[name]), name).toBe(true);
  });
});
