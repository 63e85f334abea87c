import { definePersonality } from './personality.js';
import type { Entity } from './behaviour.js';

/** Transitions this personality refuses, per entity ("Project/Timesheet status transitions: not shown"). */
const REFUSED: Record<Entity, readonly (readonly [string, string])[]> = {
  project: [['cancelled', 'open']],
  timesheet: [['approved', 'draft']],
};

export const strictTransitions = definePersonality({
  name: 'strict-transitions',
  description: 'Refuses the timesheet transition approved → draft and the project transition cancelled → open with 400.',
  overrides: {
    refusesTransition: (entity, from, to) => REFUSED[entity].some(([a, b]) => a === from && b === to),
  },
});
