/**
 * The single-sign-on administration calls of section 7 (under `/sso/post/api/`) and the global
 * menu tree (api.md) through callApi: paths, methods and types are the contract's (src/contract,
 * types only). Passwords leave the browser AES-encrypted (section 5).
 */
import { useMemo } from 'react'
import type { BodyOf, DataOf } from '../../contract/define'
import type * as menu from '../../contract/menu'
import type { MenuChange } from '../../contract/menu'
import { SSO } from '../../contract/prefix'
import type * as journal from '../../contract/system-management-journal'
import type * as resources from '../../contract/system-management-resources'
import type * as roles from '../../contract/system-management-roles'
import type * as strategies from '../../contract/system-management-strategies'
import type { PageTreeNode } from '../../contract/system-management-strategies'
import type * as users from '../../contract/system-management-users'
import { loadCrypto } from '../../core/api'
import { callApi } from '../../core/call'
import type { DataClient } from '../../core/data'
import type { HttpClient, QueryValue } from '../../core/http'
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

/** The administration calls over an HTTP client. */
export function createSsoApi(http: HttpClient) {
  // crypto-js is loaded by the first call that sends a password, not with the user list (issue 14).
  const encrypt = async (text: string) => (await loadCrypto()).encrypt(text)
  const withPassword = async (body: Body) =>
    typeof body.password === 'string' ? { ...body, password: await encrypt(body.password) } : body
  return {
    attrDefines: () =>
      callApi<typeof users.attrDefine>(http, { method: 'get', path: `${SSO}/getAttrDefine` }),
    roleNames: () => callApi<typeof users.roleNames>(http, { method: 'get', path: `${SSO}/getRoleNames` }),

    users: (query: Params) =>
      callApi<typeof users.userList>(http, { method: 'get', path: `${SSO}/user/getAll` }, { query }),
    /** `register/create`; the password is encrypted here. */
    createUser: async (body: Body) =>
      callApi<typeof users.createUser>(
        http,
        { method: 'post', path: `${SSO}/register/create` },
        { body: (await withPassword(body)) as BodyOf<typeof users.createUser> },
      ),
    /** `register/updatePassword`: the user must change it at the next sign-in; open sessions get 607. */
    resetPassword: async (userId: number, password: string) =>
      callApi<typeof users.updatePassword>(
        http,
        { method: 'post', path: `${SSO}/register/updatePassword` },
        { body: { userId, password: await encrypt(password) } },
      ),
    editUser: (userId: number, body: Body) =>
      callApi<typeof users.editAccount>(
        http,
        { method: 'post', path: `${SSO}/user/editAcc` },
        { body: { ...body, userId } },
      ),
    editUserAttrs: (userId: number, attrs: Attr[]) =>
      callApi<typeof users.editUserAttrs>(
        http,
        { method: 'post', path: `${SSO}/user/editAttr` },
        { body: { userId, attrs } },
      ),
    /** `GET user/status`: 1 enables, 0 disables (and ends the user's sessions). */
    setUserStatus: (userId: number, status: 0 | 1) =>
      callApi<typeof users.userStatus>(
        http,
        { method: 'get', path: `${SSO}/user/status` },
        { query: { userId, status: String(status) as '0' | '1' } },
      ),

    roles: (query: Params) =>
      callApi<typeof roles.roleList>(http, { method: 'get', path: `${SSO}/role/getAll` }, { query }),
    createRole: (body: Body) =>
      callApi<typeof roles.createRole>(
        http,
        { method: 'post', path: `${SSO}/role/createRole` },
        { body: body as BodyOf<typeof roles.createRole> },
      ),
    editRole: (roleId: number, body: Body) =>
      callApi<typeof roles.editRole>(
        http,
        { method: 'post', path: `${SSO}/role/editRole` },
        { body: { ...body, roleId } },
      ),
    roleAttrs: (roleId: number) =>
      callApi<typeof roles.roleAttrs>(
        http,
        { method: 'post', path: `${SSO}/role/getAttr` },
        { body: { roleId } },
      ),
    editRoleAttrs: (roleId: number, attrs: Attr[]) =>
      callApi<typeof roles.editRoleAttrs>(
        http,
        { method: 'post', path: `${SSO}/role/editAttr` },
        { body: { roleId, attrs } },
      ),
    deleteRole: (roleId: number) =>
      callApi<typeof roles.deleteRole>(
        http,
        { method: 'get', path: `${SSO}/role/delRole` },
        { query: { roleId } },
      ),
    roleStgs: (roleId: number) =>
      callApi<typeof roles.roleStgs>(
        http,
        { method: 'post', path: `${SSO}/role/getRoleStgs` },
        { query: { roleId } },
      ),
    addRoleStgs: (roleId: number, stgIds: number[]) =>
      callApi<typeof roles.addRoleStgs>(
        http,
        { method: 'post', path: `${SSO}/role/addRoleStgs` },
        { body: { roleId, stgIds } },
      ),
    delRoleStgs: (roleId: number, stgIds: number[]) =>
      callApi<typeof roles.delRoleStgs>(
        http,
        { method: 'post', path: `${SSO}/role/delRoleStgs` },
        { body: { roleId, stgIds } },
      ),

    pageTree: () =>
      callApi<typeof strategies.pageStgs>(http, { method: 'get', path: `${SSO}/stg/getAuthAllPageStgs` }),
    strategies: (query: Params) =>
      callApi<typeof strategies.stgList>(http, { method: 'get', path: `${SSO}/stg/getAll` }, { query }),
    stgActions: (stgId: number) =>
      callApi<typeof strategies.stgActions>(
        http,
        { method: 'post', path: `${SSO}/stg/getActions` },
        { body: { stgId } },
      ),
    createStg: (body: Body) =>
      callApi<typeof strategies.createStg>(
        http,
        { method: 'post', path: `${SSO}/stg/createStg` },
        { body: body as BodyOf<typeof strategies.createStg> },
      ),
    editStg: (appId: string, body: Body) =>
      callApi<typeof strategies.editStg>(
        http,
        { method: 'post', path: `${SSO}/stg/editStg` },
        { query: { appId }, body: body as BodyOf<typeof strategies.editStg> },
      ),
    pageApis: (stgId: number) =>
      callApi<typeof strategies.pageApi>(
        http,
        { method: 'post', path: `${SSO}/pageApi/getPageApi` },
        { query: { stgId } },
      ),
    bindPageApis: (stgId: number, pageApiIds: number[]) =>
      callApi<typeof strategies.addPageApis>(
        http,
        { method: 'post', path: `${SSO}/pageApi/addStgs` },
        { body: { stgId, pageApiIds } },
      ),
    unbindPageApis: (stgId: number, pageApiIds: number[]) =>
      callApi<typeof strategies.delPageApis>(
        http,
        { method: 'post', path: `${SSO}/pageApi/delStgs` },
        { body: { stgId, pageApiIds } },
      ),

    resources: (query: Params) =>
      callApi<typeof resources.resourceList>(
        http,
        { method: 'get', path: `${SSO}/resource/getAll` },
        { query },
      ),
    createResource: (body: Body) =>
      callApi<typeof resources.createResource>(
        http,
        { method: 'post', path: `${SSO}/resource/createRes` },
        { body: body as BodyOf<typeof resources.createResource> },
      ),
    editResource: (appId: string, body: Body) =>
      callApi<typeof resources.editResource>(
        http,
        { method: 'post', path: `${SSO}/resource/editRes` },
        { query: { appId }, body },
      ),

    journalChain: () =>
      callApi<typeof journal.journalChain>(http, { method: 'get', path: '/system-management/journal/chain' }),

    menuTree: () => callApi<typeof menu.menuTree>(http, { method: 'get', path: '/menu/tree' }),
    saveMenuTree: (items: MenuChange[]) =>
      callApi<typeof menu.saveMenuTree>(http, { method: 'post', path: '/menu/tree' }, { body: { items } }),
  }
}

/** The administration calls. */
export type SsoApi = ReturnType<typeof createSsoApi>

/** The administration calls over a data client's HTTP client (for list sources and setups). */
export function ssoApiOf(data: DataClient): SsoApi {
  return createSsoApi(data.http)
}

/**
 * The administration calls over the data client's HTTP client, so an element's `api-base`
 * reaches these screens as it reaches the lists.
 */
export function useSsoApi(): SsoApi {
  const { http } = useDataClient()
  return useMemo(() => createSsoApi(http), [http])
}
