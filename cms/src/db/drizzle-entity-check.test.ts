import { Column, is, Param, SQL, sql, Table } from '@payloadcms/db-postgres/drizzle'
import { integer, PgColumn, pgTable, text } from '@payloadcms/db-postgres/drizzle/pg-core'
import { describe, expect, it } from 'vitest'

// patches/drizzle-orm keeps each `is` verdict per prototype and class (ADR 17). Query building asks
// about one value against many classes in turn, so a verdict kept under the wrong key would turn a
// column into SQL, or a table into a column, in every statement Payload builds.
describe("drizzle's entity check with kept verdicts", () => {
  const listings = pgTable('listings_entity_check', { title: text('title'), price: integer('price') })
  class NamedSQL extends SQL {}
  const values = {
    textColumn: listings.title,
    integerColumn: listings.price,
    table: listings,
    sql: sql`select 1`,
    subclassedSql: new NamedSQL([]),
    param: new Param(1),
    plainObject: { queryChunks: [] },
  }
  const classes = { Column, PgColumn, SQL, Table, Param }
  const expected: Record<keyof typeof values, Array<keyof typeof classes>> = {
    textColumn: ['Column', 'PgColumn'],
    integerColumn: ['Column', 'PgColumn'],
    table: ['Table'],
    sql: ['SQL'],
    subclassedSql: ['SQL'],
    param: ['Param'],
    plainObject: [],
  }

  it('answers each value against each class, the same on every asking and in any order', () => {
    for (const round of [1, 2, 3]) {
      const order = round === 2 ? Object.entries(classes).reverse() : Object.entries(classes)
      for (const [valueName, value] of Object.entries(values)) {
        for (const [className, type] of order) {
          const want = expected[valueName as keyof typeof values].includes(className as keyof typeof classes)
          expect({ round, valueName, className, is: is(value, type) }).toEqual({ round, valueName, className, is: want })
        }
      }
    }
  })

  it('answers false for what is not an object, and still refuses a class that is not an entity', () => {
    for (const value of [null, undefined, 0, 'select 1', true]) expect(is(value, SQL)).toBe(false)
    class NotAnEntity {}
    // @ts-expect-error: the class lacks Drizzle's entity kind, which is what the check refuses
    expect(() => is({}, NotAnEntity)).toThrow(/doesn't look like a Drizzle entity/)
  })
})
