/**
 * The single-sign-on administration calls of section 7 (under `/sso/post/api/`) and the global
 * menu tree (api.md) through the data client's `call` with the contract's endpoints
 * (src/contract/endpoints: paths, methods and types of the contract, no zod). Passwords leave the
 * browser AES-encrypted (section 5).
 */
import { useMemo } from 'react'
import type { BodyOf, DataOf } from '../../contract/define'
import * as menu from '../../contract/endpoints/menu'
import * as journal from '../../contract/endpoints/system-management-journal'
import * as resources from '../../contract/endpoints/system-management-resources'
import * as roles from '../../contract/endpoints/system-management-roles'
import * as strategies from '../../contract/endpoints/system-management-strategies'
import * as users from '../../contract/endpoints/system-management-users'
import type { MenuChange } from '../../contract/menu'
import type { PageTreeNode } from '../../contract/system-management-strategies'
import { loadCrypto } from '../../core/api'
import type { Caller } from '../../core/call'
import type { DataClient } from '../../core/data'
import type { QueryValue } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'

/** A user attribute (section 3): auth_area, isCompany, operator, role_name, production_work_type. */
export type Attr = DataOf<typeof roles.roleAttrs>[number]
/** An attribute definition of `getAttrDefine`. */
export type AttrDefine = DataOf<typeof users.attrDefine>[number]
/** A role as `getRoleNames` lists it. */
export type RoleName = DataOf<typeof users.roleNames>[number]
/** A strategy bound to a role (`role/getRoleStgs`). */
export type RoleStg = DataOf<typeof roles.roleStgs>[number]
/** A strategy of `stg/getAll`. */
export type Strategy = DataOf<typeof strategies.stgList>['list'][number]
/** A page API and whether it is bound to the strategy asked about. */
export type PageApi = DataOf<typeof strategies.pageApi>[number]
export type { PageTreeNode }

type Params = Record<string, QueryValue>
/** A form's values; the server validates them against the contract (400 at the field). */
type Body = Record<string, unknown>

/** The administration calls over a data client. */
export function createSsoApi(data: Caller) {
  // crypto-js is loaded by the first call that sends a password, not with the user list (issue 14).
  const encrypt = async (text: string) => (await loadCrypto()).encrypt(text)
  const withPassword = async (body: Body) =>
    typeof body.password === 'string' ? { ...body, password: await encrypt(body.password) } : body
  return {
    attrDefines: () => data.call(users.attrDefine),
    roleNames: () => data.call(users.roleNames),

    users: (query: Params) => data.call(users.userList, { query }),
    /** `register/create`; the password is encrypted here. */
    createUser: async (body: Body) =>
      data.call(users.createUser, {
        body: (await withPassword(body)) as BodyOf<typeof users.createUser>,
      }),
    /** `register/updatePassword`: the user must change it at the next sign-in; open sessions get 607. */
    resetPassword: async (userId: number, password: string) =>
      data.call(users.updatePassword, { body: { userId, password: await encrypt(password) } }),
    editUser: (userId: number, body: Body) => data.call(users.editAccount, { body: { ...body, userId } }),
    editUserAttrs: (userId: number, attrs: Attr[]) =>
      data.call(users.editUserAttrs, { body: { userId, attrs } }),
    /** `GET user/status`: 1 enables, 0 disables (and ends the user's sessions). */
    setUserStatus: (userId: number, status: 0 | 1) =>
      data.call(users.userStatus, { query: { userId, status: String(status) as '0' | '1' } }),

    roles: (query: Params) => data.call(roles.roleList, { query }),
    createRole: (body: Body) =>
      data.call(roles.createRole, { body: body as BodyOf<typeof roles.createRole> }),
    editRole: (roleId: number, body: Body) => data.call(roles.editRole, { body: { ...body, roleId } }),
    roleAttrs: (roleId: number) => data.call(roles.roleAttrs, { body: { roleId } }),
    editRoleAttrs: (roleId: number, attrs: Attr[]) =>
      data.call(roles.editRoleAttrs, { body: { roleId, attrs } }),
    deleteRole: (roleId: number) => data.call(roles.deleteRole, { query: { roleId } }),
    roleStgs: (roleId: number) => data.call(roles.roleStgs, { query: { roleId } }),
    addRoleStgs: (roleId: number, stgIds: number[]) =>
      data.call(roles.addRoleStgs, { body: { roleId, stgIds } }),
    delRoleStgs: (roleId: number, stgIds: number[]) =>
      data.call(roles.delRoleStgs, { body: { roleId, stgIds } }),

    pageTree: () => data.call(strategies.pageStgs),
    strategies: (query: Params) => data.call(strategies.stgList, { query }),
    stgActions: (stgId: number) => data.call(strategies.stgActions, { body: { stgId } }),
    createStg: (body: Body) =>
      data.call(strategies.createStg, { body: body as BodyOf<typeof strategies.createStg> }),
    editStg: (appId: string, body: Body) =>
      data.call(strategies.editStg, {
        query: { appId },
        body: body as BodyOf<typeof strategies.editStg>,
      }),
    pageApis: (stgId: number) => data.call(strategies.pageApi, { query: { stgId } }),
    bindPageApis: (stgId: number, pageApiIds: number[]) =>
      data.call(strategies.addPageApis, { body: { stgId, pageApiIds } }),
    unbindPageApis: (stgId: number, pageApiIds: number[]) =>
      data.call(strategies.delPageApis, { body: { stgId, pageApiIds } }),

    resources: (query: Params) => data.call(resources.resourceList, { query }),
    createResource: (body: Body) =>
      data.call(resources.createResource, { body: body as BodyOf<typeof resources.createResource> }),
    editResource: (appId: string, body: Body) =>
      data.call(resources.editResource, { query: { appId }, body }),

    journalChain: () => data.call(journal.journalChain),

    menuTree: () => data.call(menu.menuTree),
    saveMenuTree: (items: MenuChange[]) => data.call(menu.saveMenuTree, { body: { items } }),
  }
}

/** The administration calls. */
export type SsoApi = ReturnType<typeof createSsoApi>

/** The administration calls over a data client (for list sources and setups). */
export function ssoApiOf(data: DataClient): SsoApi {
  return createSsoApi(data)
}

/**
 * The administration calls over the data client, so an element's `api-base` reaches these
 * screens as it reaches the lists.
 */
export function useSsoApi(): SsoApi {
  const data = useDataClient()
  return useMemo(() => createSsoApi(data), [data])
}
