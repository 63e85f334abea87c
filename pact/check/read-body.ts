import type { PactVersion } from './pact-version.js';
import { isJsonObject } from '../../specs/json-type.js';

type Json = Record<string, unknown>;

const isJsonType = (contentType: unknown) => typeof contentType !== 'string' || /[/+]json\b/i.test(contentType);

function parsed(text: string, contentType: unknown): unknown {
  if (!isJsonType(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** v4 bodies are `{ content, contentType, encoded }`; encoded content is base64 or JSON text. */
function v4Body(body: Json): unknown {
  const { content, contentType, encoded } = body;
  if (content === undefined || content === '') return undefined;
  if (encoded === 'base64' || encoded === true) return parsed(Buffer.from(String(content), 'base64').toString('utf8'), contentType);
  if (encoded === 'json' || typeof content === 'string') return parsed(String(content), contentType);
  return content;
}

/** The example body of a request or response (JSON parsed), undefined when there is none. */
export function readBody(message: Json, version: PactVersion): unknown {
  const body = message.body;
  if (body === undefined || body === null) return undefined;
  if (version === 4 && isJsonObject(body) && 'content' in body) return v4Body(body as Json);
  return body === '' ? undefined : body;
}
