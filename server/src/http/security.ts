/**
 * Security headers (issue 23, item 7). Every answer: `Referrer-Policy: same-origin` (long-tokens
 * travel in console URLs) and `nosniff`. HTML pages (the console and the demo pages): a
 * Content-Security-Policy with a fresh nonce per answer, written into the page's own `<script>`
 * and `<style>` tags and handed to the elements through `window.EV_CONSOLE_CONFIG.nonce`
 * (decisions: CSP nonce), so antd's cssinjs and the shell stamp their styles with it;
 * `frame-ancestors` from HOST_ORIGINS (only this origin when unset).
 */
import { randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'

/** A fresh nonce for one answer. */
export function newNonce(): string {
  return randomBytes(18).toString('base64')
}

/** The policy of an HTML page. */
export function contentSecurityPolicy(nonce: string, hostOrigins: readonly string[]): string {
  const ancestors = ["'self'", ...hostOrigins].join(' ')
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Styles stay inline-allowed: antd's cssinjs and rc-util also write <style> elements into
    // the document (message toasts, scroll locking) outside the elements' shadow roots, where
    // the nonce does not reach them (seen in Chromium: the sign-in page's styles were blocked).
    // With a nonce in style-src, 'unsafe-inline' would be ignored, so the nonce guards scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ')
}

/**
 * Put the nonce on every `<script>` and `<style>` of a page, and set it for the elements before
 * any script runs (a classic inline script first in `<head>`).
 */
export function withNonce(html: string, nonce: string): string {
  const stamped = html.replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`)
  const config = `<script nonce="${nonce}">window.EV_CONSOLE_CONFIG=Object.assign(window.EV_CONSOLE_CONFIG||{},{nonce:${JSON.stringify(nonce)}})</script>`
  return /<head[^>]*>/i.test(stamped)
    ? stamped.replace(/<head[^>]*>/i, (head) => `${head}${config}`)
    : `${config}${stamped}`
}

/** Headers every answer carries (API, files, pages). */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    // Set before the handler so c.json includes it without copying the answer (see app.ts);
    // raw answers (files, downloads) get it afterwards.
    c.header('Referrer-Policy', 'same-origin')
    await next()
    if (!c.res.headers.has('Referrer-Policy')) {
      try {
        c.res.headers.set('Referrer-Policy', 'same-origin')
      } catch {
        // Immutable headers (a fetched body passed through): left as they are, never re-wrapped,
        // so a streamed download is not disturbed.
      }
    }
  }
}
