/** The misbehaving-server harness: a proxy in front of the reference server that breaks chosen requests. */
export { startMisbehavingServer, type HarnessOptions, type LoggedRequest, type MisbehavingServer } from './server.js';
export { closedPortUrl, startOtherOrigin, type OtherOrigin, type Visit } from './other-origin.js';
export type { Misbehaviour, Rule } from './rules.js';
export { FAULT_MODES, faultAfter, faultModes, type FaultMode } from './modes.js';
