/** The page name of a route path: its last segment (`/universal-services/enterprise-record`). */
export const pageOfPath = (path: string | undefined) => path?.split('/').pop() ?? ''
