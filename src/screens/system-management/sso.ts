/**
 * The single-sign-on administration calls of section 7 (under `/sso/post/api/`) and the global
 * menu tree (api.md), typed over the console's HTTP client. The shapes are the server's zod
 * schemas (`GET /api/openapi.json`). Passwords leave the browser AES-encrypted (section 5).
 */
import { useMemo } from 'react'
import type { Page } from '../../core/api'
import { encrypt } from '../../core/crypto'
import type { DataClient } from '../../core/data'
import type { HttpClient, QueryValue } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'

const SSO = '/sso/post/api'

/** A user attribute (section 3): auth_area, isCompany, operator, role_name, production_work_type. */
export interface Attr {
  attrKey: string
  attrValue: string
}

/** An attribute definition of `getAttrDefine`. */
export interface AttrDefine {
  attrKey: string
  attrName: string
  valueType: 'areaCode' | 'boolean' | 'operatorId' | 'text'
  description: string
}

/** A role as `getRoleNames` lists it. */
export interface RoleName {
  roleId: number
  roleName: string
}

/** A strategy bound to a role (`role/getRoleStgs`). */
export interface RoleStg {
  stgId: number
  stgName: string
  appId: string
  description: string
}

/** A strategy of `stg/getAll`. */
export interface Strategy extends RoleStg {
  actionCount: number
  createTime: string
  updateTime: string
}

/** A node of the page tree (`stg/getAuthAllPageStgs`): area → group → page → action. */
export interface PageTreeNode {
  key: string
  label: string
  resPath?: string
  children?: PageTreeNode[]
}

/** A page API and whether it is bound to the strategy asked about. */
export interface PageApi {
  id: number
  page: string
  method: string
  apiPath: string
  description: string
  bound: boolean
}

/** A node of the global menu tree (`GET /menu/tree`). */
export interface MenuNode {
  key: string
  parentKey: string | null
  label: string
  icon: string
  path: string
  order: number
  isEdit: boolean
  hidden: boolean
  children: MenuNode[]
}

/** A change of one menu entry (`POST /menu/tree`). */
export interface MenuChange {
  key: string
  label?: string
  icon?: string
  order?: number
  isEdit?: boolean
  hidden?: boolean
}

/**
 * The journal's hash-chain check (`GET /system-management/journal/chain`, permission
 * `sso-journalaudit-management/view`): intact, how many entries were checked, and the first
 * entry where the chain breaks. Written here until its contract entry (sec-input) is merged.
 */
export interface JournalChain {
  intact: boolean
  checked: number
  brokenAt: { id: number; time: string } | null
}

type Params = Record<string, QueryValue>
type Body = Record<string, unknown>

/** The administration calls over an HTTP client. */
export function createSsoApi(http: HttpClient) {
  const get = <T>(path: string, params?: Params) => http.get<T>(`${SSO}/${path}`, { params })
  const post = <T>(path: string, body?: unknown, params?: Params) =>
    http.post<T>(`${SSO}/${path}`, body, { params })
  const withPassword = (body: Body) =>
    typeof body.password === 'string' ? { ...body, password: encrypt(body.password) } : body
  return {
    attrDefines: () => get<AttrDefine[]>('getAttrDefine'),
    roleNames: () => get<RoleName[]>('getRoleNames'),

    users: (params: Params) => get<Page<Body>>('user/getAll', params),
    /** `register/create`; the password is encrypted here. */
    createUser: (body: Body) => post<{ userId: number }>('register/create', withPassword(body)),
    /** `register/updatePassword`: the user must change it at the next sign-in; open sessions get 607. */
    resetPassword: (userId: number, password: string) =>
      post<null>('register/updatePassword', { userId, password: encrypt(password) }),
    editUser: (userId: number, body: Body) => post<null>('user/editAcc', { ...body, userId }),
    editUserAttrs: (userId: number, attrs: Attr[]) => post<null>('user/editAttr', { userId, attrs }),
    /** `GET user/status`: 1 enables, 0 disables (and ends the user's sessions). */
    setUserStatus: (userId: number, status: 0 | 1) => get<null>('user/status', { userId, status }),

    roles: (params: Params) => get<Page<Body>>('role/getAll', params),
    createRole: (body: Body) => post<{ roleId: number }>('role/createRole', body),
    editRole: (roleId: number, body: Body) => post<null>('role/editRole', { ...body, roleId }),
    roleAttrs: (roleId: number) => post<Attr[]>('role/getAttr', { roleId }),
    editRoleAttrs: (roleId: number, attrs: Attr[]) => post<null>('role/editAttr', { roleId, attrs }),
    deleteRole: (roleId: number) => get<null>('role/delRole', { roleId }),
    roleStgs: (roleId: number) => post<RoleStg[]>('role/getRoleStgs', undefined, { roleId }),
    addRoleStgs: (roleId: number, stgIds: number[]) => post<null>('role/addRoleStgs', { roleId, stgIds }),
    delRoleStgs: (roleId: number, stgIds: number[]) => post<null>('role/delRoleStgs', { roleId, stgIds }),

    pageTree: () => get<PageTreeNode[]>('stg/getAuthAllPageStgs'),
    strategies: (params: Params) => get<Page<Strategy & Body>>('stg/getAll', params),
    stgActions: (stgId: number) => post<{ stgId: number; actions: string[] }>('stg/getActions', { stgId }),
    createStg: (body: Body) => post<{ stgId: number }>('stg/createStg', body),
    editStg: (appId: string, body: Body) => post<null>('stg/editStg', body, { appId }),
    pageApis: (stgId: number) => post<PageApi[]>('pageApi/getPageApi', undefined, { stgId }),
    bindPageApis: (stgId: number, pageApiIds: number[]) =>
      post<null>('pageApi/addStgs', { stgId, pageApiIds }),
    unbindPageApis: (stgId: number, pageApiIds: number[]) =>
      post<null>('pageApi/delStgs', { stgId, pageApiIds }),

    resources: (params: Params) => get<Page<Body>>('resource/getAll', params),
    createResource: (body: Body) => post<{ appId: string }>('resource/createRes', body),
    editResource: (appId: string, body: Body) => post<null>('resource/editRes', body, { appId }),

    journalChain: () => http.get<JournalChain>('/system-management/journal/chain'),

    menuTree: () => http.get<MenuNode[]>('/menu/tree'),
    saveMenuTree: (items: MenuChange[]) => http.post<MenuNode[]>('/menu/tree', { items }),
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
