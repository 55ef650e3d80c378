/**
 * Prefix of the administration calls under /api (docs/spec.md §7; their changes move the
 * permission version). Free of zod, so that screens may import it without loading the schemas.
 */
export const SSO = '/sso/post/api'
