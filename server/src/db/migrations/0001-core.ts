/**
 * Core schema: accounts, the single-sign-on permission model, sessions, menus, messages,
 * journal, export jobs, regions, operators and settings. Schema builder only (portable).
 */
import type { Kysely } from 'kysely'
import { sessions } from './0001-core-sessions'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

async function accounts(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('passwordHash', 'varchar(256)', (c) => c.notNull())
    .addColumn('passwordSalt', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('nickName', 'varchar(64)', (c) => c.notNull())
    .addColumn('namePinyin', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('nameInitials', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(32)')
    .addColumn('email', 'varchar(320)')
    .addColumn('avatar', 'varchar(512)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('resetPwdFlag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(32)', (c) => c.notNull())
    .addColumn('lastResetPwdTime', 'varchar(32)', (c) => c.notNull())
    .addColumn('failedLogins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lockedUntil', 'varchar(32)')
    .execute()

  await db.schema
    .createTable('user_attrs')
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attrKey', 'varchar(64)', (c) => c.notNull())
    .addColumn('attrValue', 'varchar(256)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_attrs_pk', ['userId', 'attrKey'])
    .execute()
  await db.schema
    .createIndex('user_attrs_key_value')
    .on('user_attrs')
    .columns(['attrKey', 'attrValue'])
    .execute()

  await withId(db, db.schema.createTable('roles'))
    .addColumn('roleName', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('createTime', 'varchar(32)', (c) => c.notNull())
    .addColumn('updateTime', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('role_attrs')
    .addColumn('roleId', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('attrKey', 'varchar(64)', (c) => c.notNull())
    .addColumn('attrValue', 'varchar(256)', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_attrs_pk', ['roleId', 'attrKey'])
    .execute()

  await db.schema
    .createTable('user_roles')
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('roleId', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['userId', 'roleId'])
    .execute()
  await db.schema.createIndex('user_roles_role').on('user_roles').column('roleId').execute()
}

async function strategies(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('resources')
    .addColumn('appId', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('appName', 'varchar(128)', (c) => c.notNull())
    .addColumn('appUrl', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createTime', 'varchar(32)', (c) => c.notNull())
    .addColumn('updateTime', 'varchar(32)', (c) => c.notNull())
    .execute()

  await withId(db, db.schema.createTable('strategies'))
    .addColumn('appId', 'varchar(64)', (c) => c.notNull().references('resources.appId'))
    .addColumn('stgName', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('createTime', 'varchar(32)', (c) => c.notNull())
    .addColumn('updateTime', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('strategy_actions')
    .addColumn('stgId', 'integer', (c) => c.notNull().references('strategies.id').onDelete('cascade'))
    .addColumn('resPath', 'varchar(128)', (c) => c.notNull())
    .addPrimaryKeyConstraint('strategy_actions_pk', ['stgId', 'resPath'])
    .execute()

  await db.schema
    .createTable('role_strategies')
    .addColumn('roleId', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('stgId', 'integer', (c) => c.notNull().references('strategies.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_strategies_pk', ['roleId', 'stgId'])
    .execute()

  await withId(db, db.schema.createTable('page_apis'))
    .addColumn('page', 'varchar(128)', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('apiPath', 'varchar(256)', (c) => c.notNull())
    .addColumn('description', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('page_apis_unique', ['method', 'apiPath'])
    .execute()

  await db.schema
    .createTable('strategy_page_apis')
    .addColumn('stgId', 'integer', (c) => c.notNull().references('strategies.id').onDelete('cascade'))
    .addColumn('pageApiId', 'integer', (c) => c.notNull().references('page_apis.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('strategy_page_apis_pk', ['stgId', 'pageApiId'])
    .execute()
}

async function menus(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('menus')
    .addColumn('key', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('parentKey', 'varchar(128)')
    .addColumn('label', 'varchar(64)', (c) => c.notNull())
    .addColumn('icon', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('path', 'varchar(256)', (c) => c.notNull())
    .addColumn('sortOrder', 'integer', (c) => c.notNull())
    .addColumn('isEdit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('user_menu_settings')
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('menuKey', 'varchar(128)', (c) => c.notNull().references('menus.key').onDelete('cascade'))
    .addColumn('label', 'varchar(64)')
    .addColumn('sortOrder', 'integer')
    .addColumn('hidden', 'integer')
    .addPrimaryKeyConstraint('user_menu_settings_pk', ['userId', 'menuKey'])
    .execute()
}

async function inbox(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('messages'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('link', 'varchar(512)')
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createTime', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('messages_user_read').on('messages').columns(['userId', 'read']).execute()

  await withId(db, db.schema.createTable('pending_items'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('refId', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(256)', (c) => c.notNull())
    .addColumn('createTime', 'varchar(32)', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('pending_items_user_kind')
    .on('pending_items')
    .columns(['userId', 'kind'])
    .execute()
}

async function records(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('journal'))
    .addColumn('userId', 'integer')
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('time', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'varchar(128)', (c) => c.notNull())
    .addColumn('target', 'varchar(256)', (c) => c.notNull())
    .addColumn('beforeJson', 'text')
    .addColumn('afterJson', 'text')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('result', 'varchar(16)', (c) => c.notNull())
    .addColumn('message', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('journal_time').on('journal').column('time').execute()
  await db.schema.createIndex('journal_user_time').on('journal').columns(['username', 'time']).execute()

  await db.schema
    .createTable('export_jobs')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('resource', 'varchar(128)', (c) => c.notNull())
    .addColumn('paramsJson', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fileName', 'varchar(256)', (c) => c.notNull())
    .addColumn('filePath', 'varchar(512)')
    .addColumn('error', 'varchar(512)')
    .addColumn('createTime', 'varchar(32)', (c) => c.notNull())
    .addColumn('finishTime', 'varchar(32)')
    .execute()
}

async function reference(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('region_codes')
    .addColumn('code', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('parentCode', 'varchar(12)')
    .execute()
  await db.schema.createIndex('region_codes_parent').on('region_codes').column('parentCode').execute()

  await db.schema
    .createTable('operators')
    .addColumn('operatorId', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('operatorName', 'varchar(128)', (c) => c.notNull())
    .addColumn('namePinyin', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('nameInitials', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('operatorType', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()
}

/** Create the core tables. */
export async function up(db: AnyDb): Promise<void> {
  await accounts(db)
  await strategies(db)
  await sessions(db)
  await menus(db)
  await inbox(db)
  await records(db)
  await reference(db)
}

/** Drop the core tables, dependants first. */
export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'settings',
    'operators',
    'region_codes',
    'export_jobs',
    'journal',
    'pending_items',
    'messages',
    'user_menu_settings',
    'menus',
    'login_history',
    'long_tokens',
    'sessions',
    'strategy_page_apis',
    'page_apis',
    'role_strategies',
    'strategy_actions',
    'strategies',
    'resources',
    'user_roles',
    'role_attrs',
    'roles',
    'user_attrs',
    'users',
  ]
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute()
}
