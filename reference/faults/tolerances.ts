import type { Tolerance } from '../validation/tolerance.js';
import type { FaultName } from './catalogue.js';

/**
 * The faults that weaken request validation, each as the one schema violation it lets through.
 * Everything else about the request is still validated against the specs/ schema.
 */
export const faultTolerances: Partial<Record<FaultName, Tolerance>> = {
  'project-budget-negative-accepted': { schema: 'project-update', path: /^\/budget$/, keyword: 'minimum', action: 'keep' },
  'project-budget-type-unchecked': { schema: 'project-update', path: /^\/budget$/, keyword: 'type', action: 'keep' },
  'project-status-enum-unchecked': { schema: 'project-update', path: /^\/projectStatus$/, keyword: 'enum', action: 'keep' },
  'project-revenue-type-unchecked': { schema: 'project-update', path: /^\/revenueType$/, keyword: 'enum', action: 'keep' },
  'project-currency-unchecked': { schema: 'project-update', path: /^\/currency$/, keyword: 'enum', action: 'keep' },
  'project-date-unchecked': { schema: 'project-update', path: /^\/(startDate|endDate)$/, keyword: 'format', action: 'keep' },
  // Every response-only field ("not" in the update schema) is let through, then ignored.
  'project-response-only-accepted': { schema: 'project-update', path: /^\/[^/]+$/, keyword: 'not', action: 'strip' },
  'project-archived-writable': { schema: 'project-update', path: /^\/archived$/, keyword: 'not', action: 'keep' },
  'custom-property-required-unchecked': { schema: 'project-update', path: /^\/customProperties\/\d+$/, keyword: 'required', missing: 'canView', action: 'keep' },
  'custom-property-can-view-unchecked': { schema: 'project-update', path: /^\/customProperties\/\d+\/canView$/, keyword: 'enum', action: 'keep' },
  'timesheet-status-enum-unchecked': { schema: 'timesheet-update', path: /^\/status$/, keyword: 'enum', action: 'keep' },
  'timesheet-hours-value-string-accepted': { schema: 'timesheet-update', path: /^\/entries\/\d+\/hours\/\d+\/value$/, keyword: 'type', action: 'keep' },
  'person-required-unchecked': { schema: 'add-person', path: /^$/, keyword: 'required', missing: 'email', action: 'keep' },
  'person-email-unchecked': { schema: 'add-person', path: /^\/email$/, keyword: 'format', action: 'keep' },
  'person-rate-negative-accepted': { schema: 'add-person', path: /^\/rate$/, keyword: 'minimum', action: 'keep' },
  // Issue 16 part A: let through only beside another property (what a check on the smallest body never meets).
  'timesheet-day-required-hours-unchecked': { schema: 'timesheet-update', path: /^\/entries\/\d+\/hours\/\d+\/value$/, keyword: 'type', action: 'keep' },
  'person-rate-unchecked-with-rate-time': { schema: 'add-person', path: /^\/rate$/, keyword: 'minimum', alongside: 'rateTime', action: 'keep' },
  'project-budget-unchecked-with-revenue-type': { schema: 'project-update', path: /^\/budget$/, keyword: 'minimum', alongside: 'revenueType', action: 'keep' },
  'custom-property-can-view-unchecked-with-description': { schema: 'project-update', path: /^\/customProperties\/\d+\/canView$/, keyword: 'enum', alongside: 'description', action: 'keep' },
  'timesheet-status-unchecked-with-entries': { schema: 'timesheet-update', path: /^\/status$/, keyword: 'enum', alongside: 'entries', action: 'keep' },
};
