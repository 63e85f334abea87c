import { DEPRECATED_OPERATIONS, SPECIFIED_OPERATIONS, parseOperationKey, pathParameters, type OperationKey, type SpecifiedOperation } from './operations.js';
import { SCHEMA_BASE, schemas, type SchemaName } from './schemas/index.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** $refs by schema $id become component references, so the document stands alone. */
function toComponent(node: unknown): Json {
  if (Array.isArray(node)) return node.map(toComponent);
  if (node === null || typeof node !== 'object') return node as Json;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$id') continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_BASE)) {
      out.$ref = `#/components/schemas/${value.slice(SCHEMA_BASE.length).replace(/\.json$/, '')}`;
    } else out[key] = toComponent(value);
  }
  return out;
}

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ 'application/json': { schema } });
const errorResponse = (description: string) => ({ description, content: json(ref('error-body')) });

function parameters(path: string, op?: SpecifiedOperation): Json[] {
  const inPath: Json[] = pathParameters(path).map((name) => ({
    name,
    in: 'path',
    required: true,
    description: `The ${name.replace(/Id$/, '')}'s document id.`,
    schema: ref('path-id'),
  }));
  if (!op?.query) return inPath;
  return [
    ...inPath,
    {
      name: 'notify',
      in: 'query',
      required: false,
      schema: ref('notify'),
      description: 'When 0 or false, all notifications of the operation are disabled (push notifications, e-mails, asynchronous UI updates).',
    },
  ];
}

function specifiedOperation(op: SpecifiedOperation, operationId: string): Record<string, Json> {
  const { path } = parseOperationKey(op.key);
  const success: Json = op.response ? { description: 'Success.', content: json(ref(op.response)) } : { description: 'Success: no body.' };
  return {
    operationId,
    summary: op.summary,
    deprecated: true,
    tags: [tagOf(path)],
    parameters: parameters(path, op),
    ...(op.body ? { requestBody: { required: true, content: json(ref(op.body)) } } : {}),
    responses: { '200': success, '400': errorResponse('Bad Request.'), '500': errorResponse('Internal Server Error.') },
  };
}

function unshownOperation(key: OperationKey): Record<string, Json> {
  const { method, path } = parseOperationKey(key);
  return {
    operationId: operationIdOf(key),
    summary: `${method} ${path}`,
    deprecated: true,
    tags: [tagOf(path)],
    'x-shapes-not-shown': true,
    description: 'Listed in the change record as deprecated. Its shapes are not shown by the specification.',
    parameters: parameters(path),
    responses: { default: { description: 'Not shown by the specification.' } },
  };
}

const tagOf = (path: string) => path.split('/')[1] ?? 'root';

/** camelCase operation id from "METHOD /a/{b}/c", e.g. deleteOrgsClientsByClientId. */
function operationIdOf(key: OperationKey): string {
  const { method, path } = parseOperationKey(key);
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `By ${part.slice(1, -1)}` : part));
  return [method.toLowerCase(), ...words.map((word) => word.replace(/(^|\s)(\w)/g, (_m, _s, c: string) => c.toUpperCase()))].join('');
}

/** The OpenAPI 3.1 document: the 4 specified operations in full, the 28 others flagged as not shown. */
export function buildOpenApi(): Record<string, Json> {
  const specifiedByKey = new Map(Object.entries(SPECIFIED_OPERATIONS).map(([name, op]) => [op.key as string, { name, op }]));
  const paths: Record<string, Record<string, Json>> = {};
  for (const key of DEPRECATED_OPERATIONS) {
    const { method, path } = parseOperationKey(key);
    const specified = specifiedByKey.get(key);
    (paths[path] ??= {})[method.toLowerCase()] = specified ? specifiedOperation(specified.op, specified.name) : unshownOperation(key);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Project and Timesheet Management API',
      version: 'v1',
      description: 'Derived by pm-conformance from the Project and Timesheet Management Interface Specification. Every operation is deprecated.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '{base}/v1', variables: { base: { default: 'https://api.example.com', description: 'Origin of the service.' } } }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(Object.keys(paths).map(tagOf))].map((name) => ({ name, description: `Operations under /${name}.` })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <ACCESS_TOKEN>. How a token is obtained: not shown.' },
      },
      schemas: Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, toComponent(schema)])),
    },
  };
}
