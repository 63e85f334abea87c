/** Report writers: every format is a function of one RunReport (report.json). */
export { writeReports, type WriteReportsOptions } from './write-reports.js';
export { renderText } from './render-text.js';
export type { Evidence, Observation, Result, ResultStatus, RestoreOutcome, RunReport, TrafficFigures } from '../engine/report/model.js';
export { incompleteLine } from './common/unassessed-text.js';
export { reportVerdict } from './common/outcome.js';
