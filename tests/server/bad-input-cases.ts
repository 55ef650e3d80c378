/**
 * Bad input generated from the OpenAPI document (issue 23: the probe in `npm test`): for one
 * operation, fast-check arbitraries built from its request schemas give wrong types, missing and
 * extra fields, boundary lengths and numbers, control characters and odd shapes; a fixed corpus
 * adds huge and malformed bodies of each content type and malformed multipart. Seeded, so every
 * run sends the same cases.
 */
import fc from 'fast-check'

/** The JSON Schema subset the document uses. */
export interface Schema {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  anyOf?: Schema[]
  oneOf?: Schema[]
  format?: string
}

/** One request to send. */
export interface Case {
  name: string
  query?: Record<string, string>
  contentType?: string
  body?: string | FormData
}

const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\u202Eevil',
  '\u0007',
  '\u001b[31m',
  '\u0085',
  // Invisible and noncharacters (issue 38, item 16).
  '\uFEFFadmin',
  'ad\u200Dmin',
  'a\u200Bb',
  '\uFFFE',
  '\u{10FFFF}',
]
const NASTY = [
  null,
  true,
  -1,
  0,
  1.5,
  -0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  '',
  ' ',
  '1e18',
  [],
  {},
  '%00',
  '../../etc/passwd',
  // Names every plain object answers to (issue 38, item 12): a key a request names must be looked up as its own.
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
]

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type)

/** Values at and just past the schema's bounds. */
function boundaries(schema: Schema): unknown[] {
  const type = typeOf(schema)
  if (type === 'string') {
    const values: unknown[] = ['', ...NASTY_TEXT]
    if (schema.maxLength !== undefined)
      values.push('字'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1))
    if (schema.minLength) values.push('a'.repeat(schema.minLength - 1))
    return values
  }
  if (type === 'integer' || type === 'number') {
    const values: unknown[] = [0, -1, 0.5, 2 ** 31, 2 ** 63, 1e18, Number.MAX_SAFE_INTEGER + 2]
    if (schema.maximum !== undefined) values.push(schema.maximum + 1, schema.maximum)
    if (schema.minimum !== undefined) values.push(schema.minimum - 1, schema.minimum)
    return values
  }
  return []
}

/** Any JSON value, small and odd. */
const anyValue = fc.oneof(
  fc.constantFrom(...NASTY, ...NASTY_TEXT),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 3 }),
)

/** Values fitting the schema's shape, with boundaries and nasty values mixed in. */
function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return anyValue
  const options = schema.anyOf ?? schema.oneOf
  if (options?.length) return fc.oneof(...options.map((option) => valueFor(option, depth + 1)))
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), anyValue)
  const edge = boundaries(schema)
  const withEdges = (base: fc.Arbitrary<unknown>) =>
    edge.length
      ? fc.oneof({ arbitrary: base, weight: 2 }, fc.constantFrom(...edge), anyValue)
      : fc.oneof(base, anyValue)
  switch (typeOf(schema)) {
    case 'string':
      return withEdges(fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) }))
    case 'integer':
      return withEdges(fc.integer({ min: -5, max: 100 }))
    case 'number':
      return withEdges(fc.double({ min: -10, max: 1000, noNaN: true }))
    case 'boolean':
      return fc.oneof(fc.boolean(), anyValue)
    case 'array':
      return fc.oneof(fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 }), anyValue)
    case 'object':
      return fc.oneof(objectOf(schema, depth + 1), anyValue)
    default:
      return anyValue
  }
}

/** An object for the schema: fields mostly present, some missing, some of the wrong type, extras. */
function objectOf(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {})
  return fc
    .tuple(
      fc.tuple(
        ...properties.map(([, field]) => fc.option(valueFor(field, depth), { freq: 6, nil: undefined })),
      ),
      fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), anyValue, { maxKeys: 2 }), {
        freq: 4,
        nil: undefined,
      }),
    )
    .map(([values, extra]) => {
      const object: Record<string, unknown> = { ...extra }
      properties.forEach(([key], index) => {
        if (values[index] !== undefined) object[key] = values[index]
      })
      return object
    })
}

/**
 * A plausible value for a schema (first enum value, minimum lengths and numbers, every field
 * present), so that a request gets past its shape to the rules behind it.
 */
export function plausible(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'x'
  const option = (schema.anyOf ?? schema.oneOf)?.find((item) => item.type !== 'null')
  if (option) return plausible(option, depth + 1)
  if (schema.enum?.length) return schema.enum[0]
  const type = typeOf(schema)
  if (type === 'string') return 'x'.repeat(Math.max(1, schema.minLength ?? 1))
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1)
  if (type === 'boolean') return false
  if (type === 'array') return [plausible(schema.items, depth + 1)]
  if (type === 'object')
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, field]) => [key, plausible(field, depth + 1)]),
    )
  return 'x'
}

const asForm = (value: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(value).map(([key, item]) => [key, typeof item === 'string' ? item : JSON.stringify(item)]),
  ).toString()

function asMultipart(value: Record<string, unknown>, schema: Schema): FormData {
  const form = new FormData()
  for (const [key, item] of Object.entries(value)) {
    if (schema.properties?.[key]?.format === 'binary' && typeof item === 'string')
      form.append(key, new File([item], `${item.slice(0, 8)}.pdf`, { type: 'application/pdf' }))
    else form.append(key, typeof item === 'string' ? item : JSON.stringify(item))
  }
  return form
}

const BOUNDARY = '----evprobe'
/** The fixed corpus: bodies no schema describes. */
function corpus(contentType: string): Case[] {
  const json = 'application/json'
  const cases: Case[] = [
    { name: 'malformed JSON', contentType: json, body: '{"a":' },
    { name: 'JSON array', contentType: json, body: '[1,2,3]' },
    { name: 'JSON null', contentType: json, body: 'null' },
    { name: 'JSON string', contentType: json, body: '"text"' },
    { name: 'deep JSON', contentType: json, body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { name: 'huge JSON', contentType: json, body: JSON.stringify({ a: 'x'.repeat(400 * 1024) }) },
    { name: 'proto pollution', contentType: json, body: '{"__proto__":{"admin":true},"constructor":{}}' },
    {
      name: 'prototype-named keys',
      contentType: json,
      body: '{"toString":"x","valueOf":1,"hasOwnProperty":null,"content":{"type":"doc","content":[{"type":"constructor"}]}}',
    },
    { name: 'wrong content type', contentType: 'text/plain', body: 'hello' },
    { name: 'form percent junk', contentType: 'application/x-www-form-urlencoded', body: 'a=%zz&b=%&=%00' },
    {
      name: 'huge form',
      contentType: 'application/x-www-form-urlencoded',
      body: `a=${'x'.repeat(400 * 1024)}`,
    },
    { name: 'multipart without boundary', contentType: 'multipart/form-data', body: '--x\r\n\r\n' },
    {
      name: 'multipart truncated',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF`,
    },
    {
      name: 'multipart wrong boundary',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--',
    },
  ]
  // The declared type first, so each endpoint gets its own malformed bodies.
  return [...cases.filter((item) => item.contentType?.startsWith(contentType.split(';')[0])), ...cases]
}

/**
 * Every case for one operation: generated from its schemas (seeded), then the fixed corpus unless
 * `withCorpus` is false.
 */
export function casesFor(
  body: { contentType: string; schema: Schema } | null,
  query: Schema | null,
  seed: number,
  runs: number,
  withCorpus = true,
): Case[] {
  const bodySchema: Schema = body?.schema.properties ? body.schema : { type: 'object', properties: {} }
  // Most objects get a defect for sure (an unknown field, or a required one left out), so that
  // few cases are carried out (an export started per case would cost the run minutes).
  const defective = fc.tuple(objectOf(bodySchema), fc.nat({ max: 3 })).map(([object, defect]) => {
    const required = bodySchema.required ?? []
    if (defect === 0) return object
    if (defect === 1 && required.length) {
      const { [required[Object.keys(object).length % required.length]]: _left, ...rest } = object
      return rest
    }
    return { ...object, probeExtraField: 'x' }
  })
  const arbitrary = fc.record({
    body: fc.oneof({ arbitrary: defective, weight: 5 }, anyValue),
    query: query ? objectOf(query) : fc.constant({}),
  })
  const generated = fc.sample(arbitrary, { seed, numRuns: runs }).map((sample, index): Case => {
    const contentType = body?.contentType ?? 'application/json'
    const queryText = Object.fromEntries(
      Object.entries(sample.query).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    )
    const value = sample.body as Record<string, unknown>
    const isObject = value !== null && typeof value === 'object' && !Array.isArray(value)
    if (contentType.startsWith('multipart/') && isObject)
      return { name: `generated ${index}`, query: queryText, body: asMultipart(value, bodySchema) }
    if (contentType.startsWith('application/x-www-form-urlencoded') && isObject)
      return { name: `generated ${index}`, query: queryText, contentType, body: asForm(value) }
    return {
      name: `generated ${index}`,
      query: queryText,
      contentType: 'application/json',
      body: JSON.stringify(value),
    }
  })
  return withCorpus ? [...generated, ...corpus(body?.contentType ?? 'application/json')] : generated
}
