/** The map's labels (issue 44): 天津市's six central districts are too small for theirs at the city's zoom. */
import { describe, expect, it } from 'vitest'
import { TIANJIN_SCHEMATIC } from '../../src/core/maps/tianjin-schematic'
import { smallAreas } from '../../src/ui/map/mapOption'

describe('the labels of small areas', () => {
  it('are hidden for 天津市’s central districts only', () => {
    const small = smallAreas({ code: '120100', mapType: 'custom', areas: TIANJIN_SCHEMATIC })
    expect(small.sort()).toEqual(['和平区', '河东区', '河北区', '河西区', '红桥区', '南开区'].sort())
  })
})
