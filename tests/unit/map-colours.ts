/** The colours the map option's unit tests draw in (src/ui/map/mapOption.ts: MapColours). */
import type { MapColours } from '../../src/ui/map/mapOption'

export const COLOURS: MapColours = {
  text: '#000',
  border: '#ccc',
  low: '#eef',
  high: '#33f',
  states: { fault: 'red', charging: 'blue', idle: 'green', offline: 'grey' },
  halo: '#fff',
}
