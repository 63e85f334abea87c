import { describe, expect, it } from 'vitest';
import { schemas } from '../../../specs/schemas/index.js';
import { unshownOmissions } from '../../../specs/schema-walk/unshown-required.js';

const timesheetUpdate = schemas['timesheet-update'];

describe('unshownOmissions ("required or optional status of entry properties in requests: not shown")', () => {
  it('names each entry and hours item that leaves out a property, where it is', () => {
    const body = {
      status: 'draft',
      entries: [
        { description: 'all there', hours: [{ day: 'MON', value: 1 }], codeId: 'c' },
        { codeId: 'c', hours: [{ value: 2 }] },
      ],
    };
    expect(unshownOmissions(timesheetUpdate, body)).toEqual([
      { pointer: '/entries/1', missing: ['description'] },
      { pointer: '/entries/1/hours/0', missing: ['day'] },
    ]);
  });

  it('asks for no property valid in only some readings (taskId: shape B only)', () => {
    const complete = { entries: [{ description: 'd', hours: [], codeId: 'c' }] };
    expect(unshownOmissions(timesheetUpdate, complete)).toEqual([]);
  });

  it('finds nothing in a body without marked objects, nor in a project update', () => {
    expect(unshownOmissions(timesheetUpdate, { status: 'submitted', customId: 'x' })).toEqual([]);
    expect(unshownOmissions(schemas['project-update'], { customProperties: [{ name: 'n' }] })).toEqual([]);
    expect(unshownOmissions(timesheetUpdate, 'not an object')).toEqual([]);
  });
});
