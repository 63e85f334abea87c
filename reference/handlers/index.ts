import { DEPRECATED_OPERATIONS, SPECIFIED_OPERATIONS, type OperationKey } from '../../specs/operations.js';
import { addPerson } from './add-person.js';
import type { Handler } from './context.js';
import { removePerson } from './remove-person.js';
import { unshownHandler } from './unshown.js';
import { updateProject } from './update-project.js';
import { updateTimesheet } from './update-timesheet.js';

/** The four operations whose shapes the spec shows. */
const specified: Partial<Record<OperationKey, Handler>> = {
  [SPECIFIED_OPERATIONS.updateProject.key]: updateProject,
  [SPECIFIED_OPERATIONS.updateTimesheet.key]: updateTimesheet,
  [SPECIFIED_OPERATIONS.addPerson.key]: addPerson,
  [SPECIFIED_OPERATIONS.removePerson.key]: removePerson,
};

/** A handler for every one of the 32 deprecated operations. */
export const handlers: ReadonlyMap<OperationKey, Handler> = new Map(
  DEPRECATED_OPERATIONS.map((operation) => [operation, specified[operation] ?? unshownHandler(operation)]),
);
