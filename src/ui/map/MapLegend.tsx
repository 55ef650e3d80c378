/**
 * A region map's legend (issue 44), under the map: the look's entries — a glyph in its colour, or
 * a dot — each with how many stations it counts, then the swap stations' diamond where the screen
 * has them. Its text follows the map's (the wall display's larger size); the dots are two thirds of it.
 */
import type { LegendEntry } from './mapOption'

export interface MapLegendProps {
  entries: readonly LegendEntry[]
  /** How many swap stations the map draws; without it, the screen has none (no 换电站 entry). */
  swapStations?: number
  /** The text's size in px (the console's 12 without it). */
  textSize?: number
}

/** The legend of a region map's points. */
export function MapLegend({ entries, swapStations, textSize }: MapLegendProps) {
  const dot = Math.round(((textSize ?? 12) * 2) / 3)
  return (
    <div
      className="evc-region-map-legend"
      style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontSize: textSize ?? 12 }}
    >
      {entries.map((entry) => (
        <span key={entry.key} data-state={entry.key}>
          {entry.glyph ? (
            <span aria-hidden style={{ marginRight: 4, color: entry.colour }}>
              {entry.glyph}
            </span>
          ) : (
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: dot,
                height: dot,
                borderRadius: dot / 2,
                marginRight: 4,
                background: entry.colour,
              }}
            />
          )}
          {entry.label} {entry.count} 座
        </span>
      ))}
      {swapStations !== undefined && (
        <span data-state="swap">
          <span aria-hidden style={{ marginRight: 4 }}>
            ◆
          </span>
          换电站 {swapStations} 座
        </span>
      )}
    </div>
  )
}
