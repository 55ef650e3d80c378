import { createContext, type ReactNode, use } from 'react'
import { createDataClient, type DataClient } from '../core/data'
import { getHttpClient } from '../core/http'

const DataClientContext = createContext<DataClient | null>(null)

let fallback: DataClient | undefined

/**
 * Gives the screens below a data client: the element wrapper passes one over its `api-base`
 * client, tests pass a fake (no module mocking needed).
 */
export function DataClientProvider({ client, children }: { client: DataClient; children: ReactNode }) {
  return <DataClientContext value={client}>{children}</DataClientContext>
}

/** The data client of the nearest provider, else one over the page's shared `/api` client. */
export function useDataClient(): DataClient {
  const client = use(DataClientContext)
  if (client) return client
  fallback ??= createDataClient(getHttpClient())
  return fallback
}
