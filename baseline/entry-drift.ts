import { isJsonMediaType } from '../engine/http/media-type.js';
import { HEADERS_OF_INTEREST, type BaselineEntry } from './capture.js';
import { schemaDrift, type Drift } from './schema-drift.js';

const success = (status: number) => status >= 200 && status < 300;

function answerDrift(before: BaselineEntry, after: BaselineEntry): Drift[] | undefined {
  if (before.skipped || after.skipped) {
    if (before.skipped && after.skipped) return [];
    return [
      {
        kind: 'not-compared',
        path: '',
        breaking: false,
        message: after.skipped ? `not sent now: ${after.skipped}` : `not sent when the baseline was recorded: ${before.skipped ?? ''}`,
      },
    ];
  }
  if (after.status === null)
    return [
      {
        kind: 'status-changed',
        path: '',
        breaking: true,
        message: `no answer now (${after.problem ?? 'no answer'}); the baseline had ${before.status ?? before.problem ?? 'none'}`,
      },
    ];
  if (before.status === null)
    return [{ kind: 'not-compared', path: '', breaking: false, message: `the baseline has no answer (${before.problem ?? 'none'}); now ${after.status}` }];
  if (before.status === after.status) return undefined;
  const kind = success(before.status) && after.status >= 400 ? 'success-to-error' : 'status-changed';
  return [{ kind, path: '', breaking: true, message: `status ${before.status} → ${after.status}` }];
}

function mediaTypeDrift(before: BaselineEntry, after: BaselineEntry): Drift[] {
  if (before.mediaType === after.mediaType) return [];
  // Leaving JSON breaks every client that parses the body; JSON to another JSON type does not.
  const breaking = isJsonMediaType(before.mediaType) && !isJsonMediaType(after.mediaType);
  return [{ kind: 'media-type-changed', path: '', breaking, message: `Content-Type ${before.mediaType ?? '(none)'} → ${after.mediaType ?? '(none)'}` }];
}

function bodyDrift(before: BaselineEntry, after: BaselineEntry): Drift[] {
  if (before.schema && !after.schema) return [{ kind: 'body-removed', path: '', breaking: true, message: 'the JSON body is gone' }];
  if (!before.schema && after.schema) return [{ kind: 'body-added', path: '', breaking: false, message: 'a JSON body is sent where there was none' }];
  return before.schema && after.schema ? schemaDrift(before.schema, after.schema) : [];
}

/** Deprecation, Sunset and Link changes: what a consumer planning the removal needs to know (additive). */
export function headerDrift(before: BaselineEntry, after: BaselineEntry): Drift[] {
  return HEADERS_OF_INTEREST.flatMap((name): Drift[] => {
    const [was, is] = [before.headers[name], after.headers[name]];
    return was === is ? [] : [{ kind: 'header-changed', path: '', breaking: false, message: `${name}: ${was ?? '(absent)'} → ${is ?? '(absent)'}` }];
  });
}

/**
 * The drift of one step's answer. A status change says it all: the bodies of two different answers
 * are not compared field by field.
 */
export function entryDrift(before: BaselineEntry, after: BaselineEntry): Drift[] {
  const answer = answerDrift(before, after);
  if (answer) return answer;
  return [...mediaTypeDrift(before, after), ...bodyDrift(before, after)];
}
