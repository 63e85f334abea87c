/**
 * The required structure of a HAR 1.2 log (http://www.softwareishard.com/blog/har-12-spec/), as a
 * JSON Schema, for the tests: every object the spec marks required, with its required fields.
 */
const nameValue = { type: 'object', required: ['name', 'value'], properties: { name: { type: 'string' }, value: { type: 'string' } } };
const nameValues = { type: 'array', items: nameValue };
const size = { type: 'integer', minimum: -1 };

const request = {
  type: 'object',
  required: ['method', 'url', 'httpVersion', 'cookies', 'headers', 'queryString', 'headersSize', 'bodySize'],
  properties: {
    method: { type: 'string' },
    url: { type: 'string', format: 'uri' },
    httpVersion: { type: 'string' },
    cookies: nameValues,
    headers: nameValues,
    queryString: nameValues,
    headersSize: size,
    bodySize: size,
    postData: { type: 'object', required: ['mimeType'], properties: { mimeType: { type: 'string' }, text: { type: 'string' } } },
  },
};

const response = {
  type: 'object',
  required: ['status', 'statusText', 'httpVersion', 'cookies', 'headers', 'content', 'redirectURL', 'headersSize', 'bodySize'],
  properties: {
    status: { type: 'integer' },
    statusText: { type: 'string' },
    httpVersion: { type: 'string' },
    cookies: nameValues,
    headers: nameValues,
    redirectURL: { type: 'string' },
    headersSize: size,
    bodySize: size,
    content: {
      type: 'object',
      required: ['size', 'mimeType'],
      properties: { size: { type: 'integer' }, mimeType: { type: 'string' }, text: { type: 'string' } },
    },
  },
};

const timing = { type: 'number', minimum: -1 };

const entry = {
  type: 'object',
  required: ['startedDateTime', 'time', 'request', 'response', 'cache', 'timings'],
  properties: {
    startedDateTime: { type: 'string', format: 'date-time' },
    time: { type: 'number', minimum: 0 },
    request,
    response,
    cache: { type: 'object' },
    timings: {
      type: 'object',
      required: ['send', 'wait', 'receive'],
      properties: { send: timing, wait: timing, receive: timing, blocked: timing, dns: timing, connect: timing, ssl: timing },
    },
    comment: { type: 'string' },
  },
  // HAR 1.2: fields outside the spec must start with an underscore.
  propertyNames: {
    anyOf: [
      { enum: ['startedDateTime', 'time', 'request', 'response', 'cache', 'timings', 'serverIPAddress', 'connection', 'comment', 'pageref'] },
      { pattern: '^_' },
    ],
  },
};

export const HAR_SCHEMA = {
  type: 'object',
  required: ['log'],
  properties: {
    log: {
      type: 'object',
      required: ['version', 'creator', 'entries'],
      properties: {
        version: { const: '1.2' },
        creator: { type: 'object', required: ['name', 'version'], properties: { name: { type: 'string' }, version: { type: 'string' } } },
        entries: { type: 'array', items: entry },
      },
    },
  },
} as const;
