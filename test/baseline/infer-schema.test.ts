import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { inferSchema, mergeSchemas, type InferredSchema } from '../../baseline/infer-schema.js';

const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });

type Row = [name: string, value: unknown, expected: InferredSchema];

const rows: Row[] = [
  ['null', null, { type: 'null' }],
  ['boolean', false, { type: 'boolean' }],
  ['integer', 3, { type: 'integer' }],
  ['float', 2.5, { type: 'number' }],
  ['string', 'x', { type: 'string' }],
  ['empty array: no items', [], { type: 'array' }],
  ['empty object', {}, { type: 'object', properties: {}, required: [] }],
  [
    'object: every property present is required',
    { b: 'x', a: 1 },
    { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'string' } }, required: ['a', 'b'] },
  ],
  ['array of integers and floats: number', [1, 2.5], { type: 'array', items: { type: 'number' } }],
  ['array of mixed types: a type list', ['a', null, 1], { type: 'array', items: { type: ['null', 'integer', 'string'] } }],
  [
    'array of objects: required = present in every item',
    [{ a: 1, b: 'x' }, { a: 2 }],
    { type: 'array', items: { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'string' } }, required: ['a'] } },
  ],
  [
    'nested arrays merge their items',
    [{ hours: [{ day: 'MON', value: 8 }] }, { hours: [] }],
    {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          hours: { type: 'array', items: { type: 'object', properties: { day: { type: 'string' }, value: { type: 'integer' } }, required: ['day', 'value'] } },
        },
        required: ['hours'],
      },
    },
  ],
  [
    'object or null in an array',
    [{ a: 1 }, null],
    { type: 'array', items: { type: ['null', 'object'], properties: { a: { type: 'integer' } }, required: ['a'] } },
  ],
  [
    'a property named like an Object.prototype member',
    [{ constructor: 1 }, { toString: 'x' }],
    {
      type: 'array',
      items: {
        type: 'object',
        properties: Object.fromEntries<InferredSchema>([
          ['constructor', { type: 'integer' }],
          ['toString', { type: 'string' }],
        ]),
        required: [],
      },
    },
  ],
];

describe('inferSchema', () => {
  it.each(rows)('%s', (_name, value, expected) => {
    expect(inferSchema(value)).toEqual(expected);
  });

  it.each([
    [
      'a project-like body',
      {
        _id: 'p1',
        budget: 10.5,
        tags: ['a'],
        customProperties: [
          { name: 'n', value: 1 },
          { name: 'm', value: 'x', description: 'd' },
        ],
        client: null,
      },
    ],
    [
      'a list of timesheets',
      [
        { _id: 't', entries: [{ hours: [{ day: 'MON', value: 8 }] }] },
        { _id: 'u', person: 'p', entries: [] },
      ],
    ],
  ])('the schema inferred from %s is valid JSON Schema and accepts the value', (_name, value) => {
    const validate = ajv.compile(inferSchema(value));
    expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('mergeSchemas', () => {
  it('is commutative on types, properties and required', () => {
    const [a, b] = [inferSchema({ x: 1, y: 'a' }), inferSchema({ x: 'b', z: true })];
    expect(mergeSchemas(a, b)).toEqual(mergeSchemas(b, a));
    expect(mergeSchemas(a, b)).toMatchObject({ properties: { x: { type: ['integer', 'string'] } }, required: ['x'] });
  });
});
