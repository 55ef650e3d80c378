/**
 * Memos of a bounded size (a statement per SQL text, a description per query, a deflated zip
 * entry per text): a key's entry set, the oldest entry dropped first when the map holds `max`.
 */

/** Set `key` to `value` in `map`, first dropping the oldest entry when it holds `max`; `value`. */
export function keepAtMost<K, V>(map: Map<K, V>, max: number, key: K, value: V): V {
  if (!map.has(key) && map.size >= max) map.delete(map.keys().next().value as K)
  map.set(key, value)
  return value
}
