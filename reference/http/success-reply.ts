import type { OperationKey } from '../../specs/operations.js';
import { activeFaults, type FaultSet, type SuccessRendering } from '../faults/catalogue.js';
import type { Reply } from './reply.js';

const bend = (reply: Reply, { status, contentType, body }: SuccessRendering): Reply => ({
  ...reply,
  ...(status === undefined ? {} : { status }),
  ...(contentType === undefined ? {} : { contentType }),
  ...(body === undefined ? {} : { json: body(reply.json) }),
});

/** A handler's answer as the active faults' success renderings for its operation (or for every one) send it. */
export function withSuccessRenderings(operation: OperationKey, reply: Reply, faults: FaultSet): Reply {
  return activeFaults(faults)
    .flatMap((fault) => fault.success ?? [])
    .filter((rendering) => rendering.operation === undefined || rendering.operation === operation)
    .reduce(bend, reply);
}
