import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scenarioChecks } from '../../../suites/checks/scenario/index.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));

// Each scenario check has unit tests of its own against the offline context (a passing server, a deviating one, a refusal): issue 29.
describe('scenario check unit tests', () => {
  it('has a test file named after every registered scenario check', () => {
    expect(scenarioChecks.length).toBeGreaterThan(0);
    expect(scenarioChecks.map((check) => check.id).filter((id) => !existsSync(`${HERE}${id}.test.ts`))).toEqual([]);
  });
});
