/**
 * A demo account's API session from Node for the scope e2e (supervise-scope.test.ts): its page
 * rights, list totals and records, and which operators have stations in Tianjin (as admin reads
 * the station archives).
 */
import { signedInApi } from './api-session'

/** A record as the API answers it. */
export type ApiRecord = Record<string, unknown>

/** What the test asks of one account's API. */
export interface Session {
  /** Whether the account may open the page of a route path (its `<page>/view` right). */
  may(path: string): boolean
  total(resource: string): Promise<number>
  record(resource: string, key: string): Promise<ApiRecord>
  /** Those of `operatorIds` with at least one station in Tianjin. */
  operatorsInTianjin(operatorIds: string[]): Promise<string[]>
}

/** Sign in as a demo account and read its rights. */
export async function apiSession(username: string, password: string): Promise<Session> {
  const { get, may } = await signedInApi(username, password)
  const tianjin = new Map<string, boolean>()
  return {
    may,
    total: async (resource) => (await get(`${resource}?pageSize=1`)).total as number,
    record: (resource, key) => get(`${resource}/${encodeURIComponent(key)}`),
    async operatorsInTianjin(operatorIds) {
      for (const id of operatorIds)
        if (!tianjin.has(id)) {
          const query = `operatorId=${encodeURIComponent(id)}&areaCode=120100&pageSize=1`
          tianjin.set(id, ((await get(`/archives-management/stations?${query}`)).total as number) > 0)
        }
      return operatorIds.filter((id) => tianjin.get(id))
    },
  }
}
