/** Join a base URL and a path written without it (decisions: API prefix). */
export function joinURL(baseURL: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path)) return path
  const base = baseURL.replace(/\/+$/, '')
  return base + (path.startsWith('/') ? path : '/' + path)
}

let uniqueBody = 0

/** The body's part of the key that makes two calls identical (FormData and Blob never are). */
export function bodyKey(body: unknown): string {
  if (body === undefined || body === null) return ''
  if (body instanceof URLSearchParams) return 'form:' + body.toString()
  if (typeof body === 'string') return 'text:' + body
  if (typeof FormData !== 'undefined' && body instanceof FormData) return 'unique:' + ++uniqueBody
  if (typeof Blob !== 'undefined' && body instanceof Blob) return 'unique:' + ++uniqueBody
  try {
    return 'json:' + JSON.stringify(body)
  } catch {
    return 'unique:' + ++uniqueBody
  }
}
