/**
 * The bench's one report: every figure module returns rows, and this prints them as one table.
 *
 * A row is `{ figure, value, budget?, within?, bytes? }`: `figure` names what was measured, `value` is the
 * measurement as printed (for times: median with min and max), `budget` the limit from
 * docs/performance.md (the budgets) when the figure has one, `within` true/false when it was compared, undefined
 * when there is nothing to compare; `bytes` carries a byte count as a number for --json. A module may also return `section` rows (`{ section }`) that
 * print as headings.
 */

/** Byte counts as the budgets write them: 1 KB = 1000 bytes (the stricter reading). */
export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`
}

/** A row comparing a byte count with a budget in KB. */
export function bytesRow(figure, bytes, budgetKb, extra = '') {
  return {
    figure,
    value: kb(bytes) + extra,
    bytes,
    budget: budgetKb === undefined ? undefined : `≤ ${budgetKb} KB`,
    within: budgetKb === undefined ? undefined : bytes <= budgetKb * 1000,
  }
}

function verdict(row) {
  if (row.within === undefined) return ''
  return row.within ? 'within' : 'OVER'
}

/** The rows as a plain-text table (no colours, so it pastes into issues and the README). */
export function formatTable(rows) {
  const header = { figure: 'figure', value: 'value', budget: 'budget', verdict: 'verdict' }
  const cells = rows.map((row) =>
    row.section
      ? row
      : { figure: row.figure, value: row.value, budget: row.budget ?? '—', verdict: verdict(row) },
  )
  const plain = [header, ...cells.filter((row) => !row.section)]
  const width = (key) => Math.max(...plain.map((row) => [...String(row[key])].length))
  const pad = (text, n) => text + ' '.repeat(Math.max(0, n - [...String(text)].length))
  const [wf, wv, wb] = [width('figure'), width('value'), width('budget')]
  const line = (row) =>
    `${pad(row.figure, wf)}  ${pad(row.value, wv)}  ${pad(row.budget, wb)}  ${row.verdict}`.trimEnd()
  const out = [line(header), '-'.repeat(wf + wv + wb + 12)]
  for (const row of cells) out.push(row.section ? `\n${row.section}` : line(row))
  return out.join('\n')
}

/** How many compared rows are over budget. */
export function overBudget(rows) {
  return rows.filter((row) => row.within === false).length
}
