/**
 * The EXPLAIN pass of `npm run bench -- --db pg` (issue 43): the five calls with the highest p95
 * are called once more through a server that logs its queries (EV_QUERY_LOG, server/src/db/
 * connect.ts; simulator off, so the log holds the call's queries only), and each call's slowest
 * query is run again under `EXPLAIN (ANALYZE, BUFFERS)` with its parameters. The plans are written
 * to `.bench/explain-national.md` (git-ignored) for docs/performance.md.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { ROOT } from '../lib/build.mjs'
import { signIn, startServerProcess } from './server.mjs'

const PASSWORDS = { admin: 'Admin@2026ev', tianjin: 'City@2026ev' }

/** The queries one request ran, slowest first. */
async function queriesOf(url, headers, file) {
  await fetch(url, { headers }).then((response) => response.arrayBuffer())
  writeFileSync(file, '')
  await fetch(url, { headers }).then((response) => response.arrayBuffer())
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean)
  return lines.map((line) => JSON.parse(line)).sort((a, b) => b.ms - a.ms)
}

/** EXPLAIN (ANALYZE, BUFFERS) the slowest query of each of the `count` slowest calls. */
export async function explainSlowest(results, log, count = 5) {
  const slowest = results
    .filter((result) => !result.call.minRps)
    .sort((a, b) => b.p95 - a.p95)
    .slice(0, count)
  const folder = join(ROOT, '.bench')
  mkdirSync(folder, { recursive: true })
  const file = join(folder, 'query-log.jsonl')
  writeFileSync(file, '')
  const database = process.env.BENCH_DATABASE_URL
  const server = await startServerProcess({
    env: { DATABASE_URL: database, EV_QUERY_LOG: file, SIMULATOR: 'off' },
  })
  const client = new pg.Client({ connectionString: database })
  await client.connect()
  const sections = []
  const rows = []
  try {
    await server.settled()
    const sessions = {}
    for (const { call } of slowest)
      sessions[call.user] ??= await signIn(server.url, call.user, PASSWORDS[call.user])
    for (const { call, p95 } of slowest) {
      log(`  EXPLAIN ${call.figure}…`)
      const [query] = await queriesOf(server.url + call.path, sessions[call.user], file)
      if (!query) continue
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.parameters)
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n')
      const time = /Execution Time: ([\d.]+) ms/.exec(text)?.[1]
      sections.push(
        `### ${call.figure} (p95 ${p95.toFixed(1)} ms)\n\n\`GET ${call.path}\` as ${call.user}; its slowest query ` +
          `(${query.ms.toFixed(1)} ms in the server):\n\n\`\`\`sql\n${query.sql}\n-- parameters: ${JSON.stringify(query.parameters)}\n\`\`\`\n\n\`\`\`\n${text}\n\`\`\`\n`,
      )
      rows.push({
        figure: `EXPLAIN ${call.figure}`,
        value: `slowest query ${time ?? '?'} ms (.bench/explain-national.md)`,
      })
    }
  } finally {
    await client.end()
    await server.close()
    rmSync(file, { force: true })
  }
  writeFileSync(join(folder, 'explain-national.md'), sections.join('\n'))
  return rows
}
