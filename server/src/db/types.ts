/**
 * Table types of the platform database (migration 0001-core). Column names are camelCase in
 * the database too, so no naming plugin sits between code and SQL. Times are ISO-8601 UTC text
 * (`toISOString()`), flags are integers 0/1 and JSON is text: the same on SQLite and PostgreSQL.
 */

import type { Generated, Insertable, Kysely, Selectable } from 'kysely'
import type {
  ExportJobsTable,
  JournalHeadTable,
  JournalTable,
  LoginHistoryTable,
  MessagesTable,
  PendingItemsTable,
  RemindersSentTable,
} from './types-activity'

export interface UsersTable {
  id: Generated<number>
  username: string
  passwordHash: string
  passwordSalt: string
  /** Real name shown in lists. */
  name: string
  nickName: string
  namePinyin: string
  nameInitials: string
  phone: string | null
  email: string | null
  avatar: string | null
  /** 1 enabled, 0 disabled by an administrator. */
  status: number
  /** 1: the password must be changed at the next sign-in. */
  resetPwdFlag: number
  createTime: string
  lastResetPwdTime: string
  failedLogins: number
  lockedUntil: string | null
}

export interface AttrRow {
  attrKey: string
  attrValue: string
}

export interface UserAttrsTable extends AttrRow {
  userId: number
}

export interface RolesTable {
  id: Generated<number>
  roleName: string
  description: string
  createTime: string
  updateTime: string
}

export interface RoleAttrsTable extends AttrRow {
  roleId: number
}

export interface UserRolesTable {
  userId: number
  roleId: number
}

/** Resources of the single-sign-on model: the applications strategies belong to. */
export interface ResourcesTable {
  appId: string
  appName: string
  appUrl: string
  description: string
  status: number
  createTime: string
  updateTime: string
}

export interface StrategiesTable {
  id: Generated<number>
  appId: string
  stgName: string
  description: string
  createTime: string
  updateTime: string
}

/** A page action granted by a strategy: `resPath` is `<page>/<action>`. */
export interface StrategyActionsTable {
  stgId: number
  resPath: string
}

export interface RoleStrategiesTable {
  roleId: number
  stgId: number
}

/** The API calls behind a page, bindable to strategies. */
export interface PageApisTable {
  id: Generated<number>
  page: string
  method: string
  apiPath: string
  description: string
}

export interface StrategyPageApisTable {
  stgId: number
  pageApiId: number
}

export interface SessionsTable {
  /** base64url of 32 random bytes. */
  id: string
  userId: number
  createdAt: string
  lastSeen: string
  expiresAt: string
  ip: string
  userAgent: string
  /** null while open; 'logout', 'expired', 'disabled', 'password-reset'. */
  endedReason: string | null
  endedAt: string | null
  /** 1: answer the next call with 419 once (the account signed in elsewhere). */
  notify419: number
}

export interface LongTokensTable {
  /** sha256 (hex) of the token; the token itself is never stored. */
  tokenHash: string
  userId: number
  createdAt: string
  expiresAt: string
  usedAt: string | null
}

/** The global menu tree: area → group → page (three levels at most). */
export interface MenusTable {
  key: string
  parentKey: string | null
  label: string
  icon: string
  path: string
  sortOrder: number
  isEdit: number
  hidden: number
}

/** A user's own order, label and visibility of a menu entry. */
export interface UserMenuSettingsTable {
  userId: number
  menuKey: string
  label: string | null
  sortOrder: number | null
  hidden: number | null
}

export interface RegionCodesTable {
  code: string
  name: string
  level: number
  parentCode: string | null
}

export interface OperatorsTable {
  operatorId: string
  operatorName: string
  namePinyin: string
  nameInitials: string
  /** 1 charging, 2 battery swap, 3 both. */
  operatorType: number
}

export interface SettingsTable {
  key: string
  value: string
}

export type {
  ExportJobsTable,
  JournalHeadTable,
  JournalTable,
  LoginHistoryTable,
  MessagesTable,
  PendingItemsTable,
} from './types-activity'

/** Every table of the core migration. Business migrations extend this interface. */
export interface CoreDatabase {
  users: UsersTable
  user_attrs: UserAttrsTable
  roles: RolesTable
  role_attrs: RoleAttrsTable
  user_roles: UserRolesTable
  resources: ResourcesTable
  strategies: StrategiesTable
  strategy_actions: StrategyActionsTable
  role_strategies: RoleStrategiesTable
  page_apis: PageApisTable
  strategy_page_apis: StrategyPageApisTable
  sessions: SessionsTable
  long_tokens: LongTokensTable
  menus: MenusTable
  user_menu_settings: UserMenuSettingsTable
  messages: MessagesTable
  reminders_sent: RemindersSentTable
  pending_items: PendingItemsTable
  login_history: LoginHistoryTable
  journal: JournalTable
  journal_head: JournalHeadTable
  export_jobs: ExportJobsTable
  region_codes: RegionCodesTable
  operators: OperatorsTable
  settings: SettingsTable
}

/**
 * The database type used across the server. An interface, so a business module adds its tables
 * by declaration merging next to its own migration:
 *
 * @example
 * declare module '../db/types' { interface Database { stations: StationsTable } }
 */
export interface Database extends CoreDatabase {}

/** A Kysely instance (or transaction) over the platform database. */
export type Db = Kysely<Database>

export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type Session = Selectable<SessionsTable>
