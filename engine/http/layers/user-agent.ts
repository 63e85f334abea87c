import { withHeader } from '../api-request.js';
import type { Layer } from './layer.js';

/**
 * Names the suite in every request (`User-Agent: pm-conformance/<version>`), so that a staging
 * server's operator can tell its traffic apart (issue 35, point 8).
 */
export const userAgent =
  (value: string): Layer =>
  (next) =>
  (request) =>
    next(withHeader(request, 'user-agent', value));

/** The User-Agent the suite sends unless told otherwise. */
export const defaultUserAgent = (version: string): string => `pm-conformance/${version}`;
