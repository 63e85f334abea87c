/**
 * pm-conformance as a library, for teams that embed the suite in their own Node or vitest tests.
 * `runConformance` returns exactly what report.json holds.
 */
export { runConformance, type RunOptions } from './run-conformance.js';
export type { ConnectionConfig } from '../engine/connection.js';
export { ToolError } from '../engine/tool-error.js';
export { RunInterrupted } from '../runner/interrupted.js';
export { schemas, requestSchemaNames, type SchemaName, type RequestSchemaName } from '../specs/schemas/index.js';
export { createAjv, validatorFor } from '../specs/ajv.js';
export type {
  AddPerson,
  CustomProperty,
  ErrorBody,
  Project,
  ProjectPerson,
  ProjectUpdate,
  Timesheet,
  TimesheetEntry,
  TimesheetUpdate,
} from '../specs/types.js';
export { requirements, requirement, CATALOGUE_VERSION, type RequirementEntry, type RequirementId, type Level } from '../specs/requirements.js';
export { DEPRECATED_OPERATIONS, SPECIFIED_OPERATIONS, type OperationKey } from '../specs/operations.js';
export { validPayload, boundaryPayloads, invalidPayloads, invalidCatalogue, type InvalidSample } from '../generators/index.js';
export { startReferenceServer, faults, type ReferenceOptions, type RunningReference } from '../reference/index.js';
export { writeReports, renderText, type RunReport, type Result } from '../reports/index.js';
export { allChecks } from '../suites/checks/index.js';
/** The gates the CLI applies after a run (--accept, --compare-with, --min-coverage), as pure functions over a RunReport. */
export { applyGates, gatedExitCode, type Gates, type GatedReport } from '../reports/gates/index.js';
export { readAcceptFile } from '../reports/gates/accept-file.js';
export { readPreviousReport } from '../reports/gates/previous-report.js';
