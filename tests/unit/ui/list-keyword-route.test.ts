/**
 * A list's route may set its keyword (issue 44: a map's station opens the station archive on that
 * station, `?keyword=<stationId>`), beside the filters a dashboard's drill-down sets.
 */
import { describe, expect, it } from 'vitest'
import type { ListScreenDefinition } from '../../../src/ui/list/definition'
import { firstParams } from '../../../src/ui/list/useListScreen'

const definition = {} as ListScreenDefinition

describe('a list route’s keyword', () => {
  it('is the first page’s keyword', () => {
    expect(firstParams(definition, [], '?keyword=120116000042').keyword).toBe('120116000042')
  })
  it('is empty without one', () => {
    expect(firstParams(definition, [], '?areaCode=120103').keyword).toBe('')
  })
})
