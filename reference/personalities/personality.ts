import type { BehaviourOverrides } from './behaviour.js';

/** A conforming variant of the reference: a few overrides of the shared behaviour, where the spec says "not shown". */
export interface Personality<N extends string = string> {
  readonly name: N;
  readonly description: string;
  readonly overrides: BehaviourOverrides;
}

/** Keeps the literal name, so the catalogue can derive PersonalityName. */
export const definePersonality = <N extends string>(personality: Personality<N>): Personality<N> => personality;
