import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestSchemaNames } from '../../specs/schemas/index.js';
import { boundaryPayloads, invalidCatalogue, invalidPayloads, notifyCatalogue, pathIdCatalogue, validPayload } from '../../generators/index.js';

/** Generator output at a fixed seed: any drift (schema, faker, fast-check, generator change) shows up in review. */
const SEED = 20_261_122;

describe.each(requestSchemaNames)('generator output for %s at a fixed seed', (name) => {
  it('valid payloads', () => {
    expect(fc.sample(validPayload(name), { seed: SEED, numRuns: 3 })).toMatchSnapshot();
  });

  it('invalid payloads', () => {
    expect(fc.sample(invalidPayloads(name), { seed: SEED, numRuns: 3 })).toMatchSnapshot();
  });

  it('invalid catalogue labels', () => {
    expect(
      invalidCatalogue(name).map(({ label }) => `${label.kind} ${label.pointer || '/'} ${label.keyword} ${label.requirement} — ${label.description}`),
    ).toMatchSnapshot();
  });

  it('boundary labels', () => {
    expect(boundaryPayloads(name).map(({ label }) => label)).toMatchSnapshot();
  });
});

describe('parameter catalogues', () => {
  it('notify and path ids', () => {
    expect({ notify: notifyCatalogue(), pathIds: pathIdCatalogue().map(({ value, kind }) => `${kind}: ${value.slice(0, 40)}`) }).toMatchSnapshot();
  });
});
