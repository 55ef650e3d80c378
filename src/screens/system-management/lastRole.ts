/**
 * The last chosen role (section 3: local keys roleNameValue and lsatRoleNameValue, spelling kept):
 * choosing a role stores its name and keeps the one before as the previous choice.
 */
import { local, STORAGE_KEYS } from '../../core/storage'

/** The role chosen last, if any. */
export function lastRoleName(): string | undefined {
  const name = local.get<unknown>(STORAGE_KEYS.roleNameValue, undefined)
  return typeof name === 'string' && name ? name : undefined
}

/** Remember a chosen role; the one chosen before becomes `lsatRoleNameValue`. */
export function rememberRole(name: string): void {
  const previous = lastRoleName()
  if (previous === name) return
  if (previous) local.set(STORAGE_KEYS.lsatRoleNameValue, previous)
  local.set(STORAGE_KEYS.roleNameValue, name)
}
