import fc from 'fast-check'

/** Strings that have broken servers before: NUL bytes, huge, odd unicode, broken encodings, injection-shaped. */
export const badString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    '%',
    '%E0%A4%A',
    '\uD800',
    '\uFFFF',
    '\u202Eevil',
    '👨‍👩‍👧‍👦'.repeat(50),
    "'; DROP TABLE users; --",
    '{{7*7}}',
    '${7*7}',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\r\nSet-Cookie: x=1',
    '',
    ' ',
    'null',
    'undefined',
    '[object Object]',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.integer({ min: 5_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
)

/** Ids that are never valid: negative, fractional, huge, not numbers. */
export const badId: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -1_000_000, max: -1 }).map(String),
  fc
    .double({ noNaN: false, noDefaultInfinity: false })
    .filter((d) => !Number.isInteger(d))
    .map(String),
  fc.constantFrom(
    'abc',
    '1.5',
    '1e309',
    '0x10',
    '99999999999999999999',
    '-0',
    'NaN',
    'null',
    '[]',
    '{}',
    '1;2',
    '1 OR 1=1',
    '%00',
    '\u0000',
  ),
)

/** Any wrong value: bad strings, bad ids, wrong types. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  badId,
  fc.boolean(),
  fc.constant(null),
  fc.array(badString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), badString, { maxKeys: 3 }),
  fc.integer(),
  fc.double(),
)

export const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'))

/** A body in a wrong or right content type, with the fields filled with bad values. */
export type BadBody = { contentType: string | null; body: string | Uint8Array }

export function badBody(fields: readonly string[]): fc.Arbitrary<BadBody> {
  const names = fc.oneof(fc.constantFrom(...fields, 'intent'), fc.string({ maxLength: 8 }))
  const record = fc.array(fc.tuple(names, badValue), { minLength: 0, maxLength: 8 })
  const urlencoded = record.map((pairs) => ({
    contentType: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(pairs.map(([k, v]) => [k, asText(v)])).toString(),
  }))
  const json = record.map((pairs) => ({ contentType: 'application/json', body: JSON.stringify(Object.fromEntries(pairs)) }))
  const multipart = record.map((pairs) => {
    const parts = pairs.map(
      ([k, v]) => `--BOUNDARY\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '')}"\r\n\r\n${asText(v)}\r\n`,
    )
    return { contentType: 'multipart/form-data; boundary=BOUNDARY', body: `${parts.join('')}--BOUNDARY--\r\n` }
  })
  const broken = fc.oneof(
    fc.constantFrom<BadBody>(
      { contentType: 'application/json', body: '{"a":' },
      { contentType: 'application/json', body: 'null' },
      { contentType: 'application/json', body: '[1,2,3]' },
      { contentType: 'application/json', body: '"\\u0000"' },
      {
        contentType: 'multipart/form-data; boundary=BOUNDARY',
        body: '--BOUNDARY\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
      },
      { contentType: 'multipart/form-data', body: 'no boundary' },
      { contentType: 'application/x-www-form-urlencoded', body: 'a=%E0%A4%A&b=%' },
      { contentType: 'application/x-www-form-urlencoded; charset=utf-16', body: 'intent=x' },
      { contentType: 'text/plain', body: 'intent=signup' },
      { contentType: 'application/xml', body: '<a/>' },
      { contentType: null, body: 'intent=x' },
      { contentType: 'garbage/\u00e9', body: '' },
    ),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ contentType: 'application/x-www-form-urlencoded', body: bytes })),
  )
  return fc.oneof(
    { weight: 4, arbitrary: urlencoded },
    { weight: 2, arbitrary: json },
    { weight: 2, arbitrary: multipart },
    { weight: 2, arbitrary: broken },
  )
}

/** A query string with bad values for these keys (and random ones). */
export function badQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 }))
  return fc.oneof(
    fc
      .array(fc.tuple(key, badValue), { maxLength: 5 })
      .map((pairs) => new URLSearchParams(pairs.map(([k, v]) => [k, asText(v)])).toString()),
    fc.constantFrom(
      'a=%',
      'a=%E0%A4%A',
      '%00=1',
      'a[b][c][d][e][f]=1',
      'where[or][0][and][0][x][equals]=1',
      'page=-5',
      'limit=1e9',
      'depth=100',
      'sort=%00',
    ),
  )
}
