/**
 * Generators derived from the JSON Schemas of specs/: valid, boundary and invalid request bodies,
 * query and path parameters. Nothing here lists the spec's fields: everything walks the schemas.
 */
export { arbitraryFor } from './arbitraries/compile.js';
export { validPayload, type RequestPayloads } from './valid/valid-payload.js';
export { EXAMPLE_SEED, exampleOf, examplesOf, fullValue, minimalValue } from './valid/examples.js';
export { fullArbitraryFor, fullSchemaOf } from './valid/full-arbitrary.js';
export { invalidArbitraryOf, invalidCatalogue, invalidCatalogueOf, invalidPayloads } from './invalid/invalid-payloads.js';
export { reportsLabel, unexplainedErrors } from './invalid/explained-errors.js';
export type { BaseBody, InvalidLabel, InvalidSample, MutationKind } from './invalid/types.js';
export { boundaryPayloads, boundaryPayloadsOf, type BoundaryPayload } from './boundary/boundary-payloads.js';
export { labelNotify, notifyCatalogue, notifyValues, type NotifyKind, type NotifyValue } from './parameters/notify.js';
export { pathIdCatalogue, pathIds, type PathIdKind, type PathIdValue } from './parameters/path-ids.js';
export type { LabelledParameter } from './parameters/labelled.js';
export { measure, measureThroughput, type Throughput } from './throughput/measure.js';
export { WEEKDAY_ABBREVIATIONS } from './faker/providers.js';
