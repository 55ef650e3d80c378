/**
 * Heap snapshots of a page over the DevTools protocol, read for what they hold: detached DOM, the
 * heap by kind (code, native, objects) and by constructor, and what grew between two snapshots.
 * Used by the tabs bench (scripts/bench/tabs.mjs) and the wall display's memory run
 * (scripts/bigscreen-memory.ts `--diff`).
 */

/** A heap snapshot taken now, after a forced GC, parsed. */
export async function heapSnapshot(cdp) {
  const chunks = []
  const collect = ({ chunk }) => chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect)
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect)
  const parsed = JSON.parse(chunks.join(''))
  const fields = parsed.snapshot.meta.node_fields
  return { nodes: parsed.nodes, strings: parsed.strings, fields, types: parsed.snapshot.meta.node_types[0] }
}

/** The names of the detached DOM nodes in a heap snapshot taken now, with their counts. */
export async function detachedNodes(cdp) {
  const { nodes, strings, fields } = await heapSnapshot(cdp)
  const nameAt = fields.indexOf('name')
  const detachednessAt = fields.indexOf('detachedness')
  const counts = new Map()
  for (let index = 0; index < nodes.length; index += fields.length) {
    const name = strings[nodes[index + nameAt]]
    // Chromium marks a DOM wrapper whose node left the document by name ("Detached …") and, in
    // newer builds, by the detachedness field (2 = detached).
    const detached =
      name.startsWith('Detached ') || (detachednessAt >= 0 && nodes[index + detachednessAt] === 2)
    if (detached) counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  return counts
}

/**
 * The heap in a snapshot taken now, by what it holds: `code` is what V8 keeps for compiled
 * functions (the snapshot's `code` nodes: machine code, bytecode, their tables and feedback),
 * `native` the browser's own C++ objects (DOM, style, and what the DevTools protocol records for
 * the measurement: the response bodies of the Network domain, the performance timeline's layout
 * shifts), `objects` the JavaScript objects, arrays, strings, closures and shapes: what a leak of
 * the console's code grows. Detached DOM shows in `detachedNodes`.
 */
export async function heapKinds(cdp) {
  const { nodes, fields, types } = await heapSnapshot(cdp)
  const typeAt = fields.indexOf('type')
  const sizeAt = fields.indexOf('self_size')
  const [code, native, synthetic] = ['code', 'native', 'synthetic'].map((name) => types.indexOf(name))
  const sums = { code: 0, native: 0, objects: 0 }
  for (let index = 0; index < nodes.length; index += fields.length) {
    const type = nodes[index + typeAt]
    const size = nodes[index + sizeAt]
    if (type === code) sums.code += size
    else if (type === native) sums.native += size
    else if (type !== synthetic) sums.objects += size
  }
  return sums
}

/**
 * The JavaScript heap in a snapshot by constructor: for each `type:name` (objects by their
 * constructor, closures by function name, strings, arrays and compiled code each as one group),
 * how many nodes and their self size. Native (browser) and synthetic nodes are left out.
 */
export function byConstructor({ nodes, strings, fields, types }) {
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  const grouped = new Set([
    'string',
    'concatenated string',
    'sliced string',
    'number',
    'code',
    'hidden',
    'array',
  ])
  const groups = new Map()
  for (let index = 0; index < nodes.length; index += fields.length) {
    const type = types[nodes[index + typeAt]]
    if (type === 'native' || type === 'synthetic') continue
    const key = grouped.has(type)
      ? `(${type})`
      : `${type}:${strings[nodes[index + nameAt]].replace(/ @\d+$/, '')}`
    const group = groups.get(key) ?? { count: 0, size: 0 }
    group.count += 1
    group.size += nodes[index + sizeAt]
    groups.set(key, group)
  }
  return groups
}

/** What grew from `before` to `after` (two `byConstructor` answers), largest growth in bytes first. */
export function growth(before, after, top = 15) {
  const keys = new Set([...before.keys(), ...after.keys()])
  return [...keys]
    .map((key) => {
      const was = before.get(key) ?? { count: 0, size: 0 }
      const is = after.get(key) ?? { count: 0, size: 0 }
      return { key, count: is.count - was.count, size: is.size - was.size, sizeAfter: is.size }
    })
    .sort((a, b) => b.size - a.size)
    .slice(0, top)
}
