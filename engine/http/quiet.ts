/** Operations that take the notify parameter ("meant for bulk operations"): the suite sends notify=false. The fact is each operation's profile. */
export { isQuietable } from '../../specs/operation-profiles/index.js';
