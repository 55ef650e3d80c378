/**
 * Typed calls of the specification (section 7) and api.md over an {@link HttpClient}. Paths are
 * written without the API prefix (decisions: API prefix). Screens use these, never the client.
 */
import { filterMunicipalDistricts } from './cities'
import { encrypt } from './crypto'
import type { HttpClient, RequestOptions } from './http'
import type { BackMenuItem } from './menu'
import type { Auth } from './permissions'

/** Options every call accepts: cancel (`signal`), a loading context, no toast (`silent`). */
export type CallOptions = Pick<RequestOptions, 'signal' | 'loading' | 'silent' | 'fresh'>

/** An attribute of the user (section 3): auth_area, isCompany, operator, role_name, production_work_type. */
export interface UserAttr {
  attrKey: string
  attrValue: string
}

/** Dates of the account used by the password prompt (section 4). */
export interface UserDates {
  createTime?: string | number | null
  lastResetPwdTime?: string | number | null
}

/** `GET /user_info` (api.md). */
export interface UserInfoData {
  name: string
  nickName?: string
  pages?: string[]
  /** 1 means not city-level (section 3). */
  areaType?: number | null
  authStg?: boolean | number | null
  operatorsType?: number | string | null
  attrs?: UserAttr[]
  resetPwdFlag?: boolean
  userInfo?: UserDates | null
  auths?: Auth[]
  feedbackCount?: number
  evaluateCount?: number
  phoneNumber?: string | null
}

/** `GET /user/userInfo` (api.md). */
export interface UserProfile {
  avatar?: string | null
  phoneNumber?: string | null
  email?: string | null
  nickName?: string | null
  [field: string]: unknown
}

/** `POST /login` answer. */
export interface LoginResult {
  resetPwdFlag: boolean
}

/** `GET /common/config` (api.md). */
export interface PublicConfig {
  hostOrigins: string[]
  cityCode?: string | null
}

/** A page of a list (api.md: Business resources). */
export interface Page<T> {
  list: T[]
  total: number
  pageNum: number
  pageSize: number
}

/** A to-do item of `/messageInfo/list`. */
export interface MessageItem {
  id: number | string
  title: string
  content: string
  type: string
  link?: string | null
  read: boolean
  createTime: string
}

export interface MessageListQuery {
  pageNum?: number
  pageSize?: number
  read?: boolean
}

/** A user's menu setting (`/menu/setting/list`). */
export interface MenuSetting {
  key: string
  label: string
  order: number
  hidden: boolean
}

/** `/menu/setting/labelName` answer. */
export interface MenuLabelName {
  key: string
  labelName: string
}

/** An operator of the operator picker (`/base/operator_list_v1`). */
export interface OperatorOption {
  operatorId: string
  operatorName: string
}

/** A region of the region picker (`/areaCode/queryAreaCodeList`). */
export interface AreaCode {
  code: string
  name: string
  level: number
}

/** A sign-in of `/user/loginHistory`. */
export interface LoginRecord {
  time: string
  ip: string
  userAgent: string
  result: string
}

/** Profile fields the user may change (`/user/profile`). */
export interface ProfileUpdate {
  nickName?: string
  phoneNumber?: string
  email?: string
}

/** `POST /sso/token` answer: a one-time long-token for hand-off (decisions: Long-token). */
export interface LongToken {
  token: string
  expiresAt?: string
}

/** The current user's strategies (`/stg/get`); fields are the server's. */
export type UserStrategy = Record<string, unknown>

/**
 * Create the typed calls over a client.
 *
 * @example
 * const api = createApi(getHttpClient(apiBase))
 * const info = await api.userInfo() // false on failure (section 8)
 */
export function createApi(http: HttpClient) {
  return {
    /** The client the calls go through. */
    http,

    /**
     * Sign in: form-encoded, password encrypted (api.md: Session). Success re-arms the client's
     * session-invalid handling, so the next 401/607 ends the new session again.
     */
    login: (username: string, password: string, options?: CallOptions) =>
      http
        .post<LoginResult>('/login', { username, password: encrypt(password) }, { ...options, form: true })
        .then((data) => {
          http.resetSessionInvalid()
          return data
        }),

    /** End the session (`GET /new_logout`). */
    logout: (options?: CallOptions) => http.get<unknown>('/new_logout', options),

    /** The signed-in user; resolves to false on any failure, without a toast (section 8). */
    userInfo: (options?: CallOptions): Promise<UserInfoData | false> =>
      http.get<UserInfoData>('/user_info', { ...options, silent: true }).then(
        (data) => (data && typeof data === 'object' ? data : false),
        () => false as const,
      ),

    /** The user's profile (avatar, phone, email). */
    userProfile: (options?: CallOptions) => http.get<UserProfile>('/user/userInfo', options),

    /** The platform's name for the header; a failure is ignored and gives null (section 8). */
    platformName: (options?: CallOptions): Promise<string | null> =>
      http.get<{ platformName?: string }>('/common/platformName', { ...options, silent: true }).then(
        (data) => data?.platformName ?? null,
        () => null,
      ),

    /** The platform's short name; a failure is ignored and gives null. */
    platformNameMini: (options?: CallOptions): Promise<string | null> =>
      http.get<{ platformName?: string }>('/common/platformNameMini', { ...options, silent: true }).then(
        (data) => data?.platformName ?? null,
        () => null,
      ),

    /** Public settings (host origins of the bridge, city); null when unavailable. */
    publicConfig: (options?: CallOptions): Promise<PublicConfig | null> =>
      http.get<PublicConfig>('/common/config', { ...options, silent: true }).then(
        (data) =>
          data ? { ...data, hostOrigins: Array.isArray(data.hostOrigins) ? data.hostOrigins : [] } : null,
        () => null,
      ),

    /** Unread message count (`data.unreadCount`). */
    messageCount: (options?: CallOptions) =>
      http
        .get<{ unreadCount?: number }>('/messageInfo/messageCount', options)
        .then((data) => data?.unreadCount ?? 0),

    /** A page of to-do items. */
    messageList: (query: MessageListQuery = {}, options?: CallOptions) =>
      http.get<Page<MessageItem>>('/messageInfo/list', { ...options, params: { ...query } }),

    /** Mark to-do items read. */
    markMessagesRead: (ids: readonly (number | string)[], options?: CallOptions) =>
      http.post<unknown>('/messageInfo/read', { ids }, options),

    /** The back menu list (api.md: `GET /menu/backMenuList`). */
    backMenuList: (options?: CallOptions) =>
      http
        .get<BackMenuItem[]>('/menu/backMenuList', options)
        .then((data) => (Array.isArray(data) ? data : [])),

    /** The user's own menu settings (order, labels). */
    menuSettings: {
      list: (options?: CallOptions) => http.get<MenuSetting[]>('/menu/setting/list', options),
      order: (keys: readonly string[], options?: CallOptions) =>
        http.post<unknown>('/menu/setting/order', { keys }, options),
      labelName: (key: string, options?: CallOptions) =>
        http.get<MenuLabelName>('/menu/setting/labelName', { ...options, params: { key } }),
    },

    /** Change the password: form-encoded, both passwords encrypted (section 7). */
    changePassword: (username: string, oldPwd: string, newPwd: string, options?: CallOptions) =>
      http.post<unknown>(
        '/user/change_pwd',
        { username, oldPwd: encrypt(oldPwd), newPwd: encrypt(newPwd) },
        { ...options, form: true },
      ),

    /** Mark the evaluation popup read (section 4: evaluation confirm first calls mark-as-read). */
    updateReaded: (options?: CallOptions) =>
      http.post<unknown>('/govOperatorStationPopupWindows/updateReaded', undefined, options),

    /** Operators for the operator picker. */
    operatorList: (keyword?: string, options?: CallOptions) =>
      http.post<OperatorOption[]>('/base/operator_list_v1', keyword ? { keyword } : {}, options),

    /** Regions under a parent code (all top regions without one), without 市辖区 entries (section 9). */
    areaCodes: (parentCode?: string, options?: CallOptions) =>
      http
        .get<AreaCode[]>('/areaCode/queryAreaCodeList', { ...options, params: { parentCode } })
        .then((list) =>
          Array.isArray(list) ? filterMunicipalDistricts(list, (area) => area.name ?? '') : [],
        ),

    /** The current user's strategies. */
    userStrategies: (options?: CallOptions) => http.get<UserStrategy[]>('/stg/get', options),

    /** Upload a new avatar (jpg, png, webp; at most 2 MB) as multipart field `file`. */
    uploadAvatar: (file: Blob, options?: CallOptions) => {
      const form = new FormData()
      form.append('file', file)
      return http.post<{ avatar: string }>('/user/avatar', form, options)
    },

    /** Change nickName, phoneNumber, email. */
    updateProfile: (profile: ProfileUpdate, options?: CallOptions) =>
      http.post<UserProfile>('/user/profile', profile, options),

    /** The user's recent sign-ins. */
    loginHistory: (options?: CallOptions) => http.get<LoginRecord[]>('/user/loginHistory', options),

    /** Issue a one-time long-token for hand-off (decisions: Long-token). */
    issueLongToken: (options?: CallOptions) => http.post<LongToken>('/sso/token', undefined, options),
  }
}

/** The typed calls of one client. */
export type Api = ReturnType<typeof createApi>
