/** A query value: `null`/`undefined` are skipped, arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]

export interface AppendQueryOptions {
  /**
   * Encrypt values with `encrypt` of src/core/crypto.ts (section 7: "optionally encrypting
   * values"): `true` for every key, or the list of keys to encrypt.
   */
  encrypt?: boolean | readonly string[]
  /**
   * The cipher for those values: `encrypt` of src/core/crypto.ts, passed in so that crypto-js is
   * loaded only by pages that encrypt (issue 14: a list screen's first load does not need it).
   */
  cipher?: (text: string) => string
}

/**
 * Append query parameters to a path, skipping `null` and `undefined` values (section 7).
 *
 * @example
 * appendQuery('/stg/get', { id: 3, name: null }) // '/stg/get?id=3'
 * appendQuery('/x?a=1', { b: 'k' }, { encrypt: true, cipher: encrypt }) // '/x?a=1&b=<AES base64, URL-encoded>'
 */
export function appendQuery(
  path: string,
  params: Readonly<Record<string, QueryValue>> | undefined,
  options: AppendQueryOptions = {},
): string {
  if (options.encrypt && !options.cipher) throw new TypeError('appendQuery: encrypt needs a cipher')
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue
    const encrypted =
      options.encrypt === true || (Array.isArray(options.encrypt) && options.encrypt.includes(key))
    const values = Array.isArray(value) ? value : [value]
    for (const item of values) {
      const text = String(item)
      search.append(key, encrypted && options.cipher ? options.cipher(text) : text)
    }
  }
  const query = search.toString()
  if (!query) return path
  const hashAt = path.indexOf('#')
  const base = hashAt === -1 ? path : path.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : path.slice(hashAt)
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&'
  return base + joiner + query + hash
}

/** Encode a flat object as form fields (for `form: true` posts), skipping null and undefined. */
export function toFormBody(body: unknown): URLSearchParams {
  if (body instanceof URLSearchParams) return body
  const form = new URLSearchParams()
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value === null || value === undefined) continue
      if (Array.isArray(value)) for (const item of value) form.append(key, String(item))
      else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
    }
  }
  return form
}
