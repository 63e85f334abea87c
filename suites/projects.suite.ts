import { defineGroup } from './runtime/define-group.js';

defineGroup('projects');
