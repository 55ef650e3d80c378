/**
 * What a dashboard's description (./dashboards/<page>.ts) is made of (issue 39: a dashboard in 2
 * files, its description and the server's aggregate). A description is plain data in two
 * top-level exports: `route`, its place in the catalogue (./routes.ts builds its entry from it,
 * by an eager glob of `route` alone), and `dashboard`, what its charts show
 * (src/screens/dashboard-screen.ts loads it lazily, each description a chunk of its own, and draws
 * it with `defineDashboard`). No React, no contract: the page's statistics call is made from its
 * catalogue entry (src/contract/dashboards.ts). A description imports types only and spreads
 * nothing: what it imported, or an expression it kept, would stay in the catalogue's chunk (the
 * first screen's) beside its `route` — hence a measure list written out again where two
 * dashboards share it.
 */

/** A dashboard page's catalogue entry, placed in its area's menu after the page `after` names. */
export interface DashboardRoute {
  /** The page (permission) name and last path segment; the file is `./dashboards/<page>.ts`. */
  page: string
  /** Menu title, and the summary of its statistics call. */
  title: string
  /** Name of an @ant-design/icons component. */
  icon: string
  area: string
  /** Its menu group (./routes.ts `GROUPS`), which is also a segment of its path. */
  group?: string
  /** The page of its area it follows in the menu (a list page or a dashboard); null: its area's first page. */
  after: string | null
}

/**
 * The registry of dashboard pages: each description adds its route, so that the catalogue's
 * dashboard pages are a union of literals (`DashboardName`, ./routes.ts) although the glob that
 * finds them is untyped:
 * `declare module '../dashboard-kit' { interface DashboardRegistry { '<page>': typeof route } }`.
 * A description without its entry is no `DashboardPage`, and the server's `DASHBOARDS` that
 * answers it fails tsc.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each description's file.
export interface DashboardRegistry {}

/** A measure a chart draws. */
export interface Measure {
  key: string
  label: string
  unit?: string
  /** Draw as a line over bars (a second y-axis), e.g. a rate over counts. */
  line?: boolean
}

/**
 * Where a click on a chart's row goes: the console route `to`, filtered by the row's code as its
 * query parameter `by` (`to?by=<code>`); nowhere for a row without a code.
 */
export interface Drill {
  to: string
  by: string
}

/** One chart of a dashboard, as data (src/ui/chart/spec.ts `ChartSpec` draws it). */
export interface ChartDescription {
  key: string
  title: string
  /**
   * bar (vertical), rank (horizontal bars, largest on top), line, pie; table: the rows as a
   * sortable, paged table (per-station and per-pile statistics), no canvas.
   */
  kind: 'bar' | 'rank' | 'line' | 'pie' | 'table'
  /** The group of the stats answer it draws. */
  group: string
  measures: readonly Measure[]
  /** Draw only the first N rows (rankings). */
  limit?: number
  /** Half (default) or the whole width of the dashboard. */
  wide?: boolean
  /** Title of the rows' name column in the 数据 view, the table and the export (default 名称). */
  nameTitle?: string
  drill?: Drill
  /**
   * Rows by area: also drawn as the user's region map beside the chart, shaded by the measure
   * picked among these (issue 44; src/ui/map/DashboardMap.tsx).
   */
  map?: { title: string; measures: readonly Measure[] }
}

/** A numeric setting sent with the call (e.g. the carbon factors). */
export interface DashboardSetting {
  key: string
  label: string
  value: number
  min: number
  max: number
  step: number
  unit: string
}

/** What a dashboard shows: its filters, a note and its charts. */
export interface DashboardDescription {
  charts: readonly ChartDescription[]
  /** Filters offered (all by default); over-all-data has no period. */
  period?: boolean
  area?: boolean
  operator?: boolean
  settings?: readonly DashboardSetting[]
  /** A line under the filters explaining what is counted. */
  note?: string
}
