// The checks' words for an answer are the engine's (one copy, engine/answer.ts).
export { accepted, refused, statusOf } from '../../engine/answer.js';
