/** Types of haproxy.mjs for the TypeScript tests. */
export declare function ensureHaproxy(): void
export declare function haproxyConfig(options: { host: string; port: number; ports: number[] }): string
