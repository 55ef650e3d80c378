/**
 * The enumerations of docs/domain.md as typed data, one source for console and server.
 *
 * Values are the protocol's numbers (T/CEC 102 family) where domain.md gives numbers, and short
 * English keys for the console's own workflows. Labels are exactly domain.md's. `color` is a
 * colour antd's Tag understands (status presets or colour words); the server ignores it.
 *
 * One module to import from: the enumerations live in enums-facilities.ts and enums-work.ts, the
 * types and lookups in enum-kit.ts.
 */
export * from './enum-kit'
export * from './enums-facilities'
export * from './enums-work'
