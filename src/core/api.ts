/**
 * Typed calls of the specification (section 7) and api.md over an {@link HttpClient}. Paths are
 * written without the API prefix (decisions: API prefix). Screens use these, never the client.
 */

import type { BodyOf, DataOf, Page, QueryOf } from '../contract/define'
import * as account from '../contract/endpoints/account'
import * as common from '../contract/endpoints/common'
import * as menu from '../contract/endpoints/menu'
import * as messages from '../contract/endpoints/messages'
import { callApi } from './call'
import { filterMunicipalDistricts } from './cities'
import type { HttpClient, RequestOptions } from './http'

/** Options every call accepts: cancel (`signal`), a loading context, no toast (`silent`). */
export type CallOptions = Pick<RequestOptions, 'signal' | 'loading' | 'silent' | 'fresh'>

/** An attribute of the user (section 3): auth_area, isCompany, operator, role_name, production_work_type. */
export type UserAttr = NonNullable<UserInfoData['attrs']>[number]
/** `GET /user_info` (api.md). */
export type UserInfoData = DataOf<typeof account.userInfo>
/** Dates of the account used by the password prompt (section 4). */
export type UserDates = NonNullable<UserInfoData['userInfo']>
/** `GET /user/userInfo` (api.md). */
export type UserProfile = DataOf<typeof account.userProfile>
/** `POST /login` answer. */
export type LoginResult = DataOf<typeof account.login>
/** `GET /common/config` (api.md). */
export type PublicConfig = DataOf<typeof common.publicConfig>
/** A page of a list (api.md: Business resources). */
export type { Page }
/** A to-do item of `/messageInfo/list`. */
export type MessageItem = DataOf<typeof messages.messageList>['list'][number]
/** A user's menu setting (`/menu/setting/list`). */
export type MenuSetting = DataOf<typeof menu.settingList>[number]
/** An operator of the operator picker (`/base/operator_list_v1`). */
export type OperatorOption = DataOf<typeof common.operatorList>[number]
/** A region of the region picker (`/areaCode/queryAreaCodeList`). */
export type AreaCode = DataOf<typeof common.areaCodes>[number]
/** A sign-in of `/user/loginHistory`. */
export type LoginRecord = DataOf<typeof account.loginHistory>[number]
/** Profile fields the user may change (`/user/profile`). */
export type ProfileUpdate = BodyOf<typeof account.updateProfile>
/** `POST /sso/token` answer: a one-time long-token for hand-off (decisions: Long-token). */
export type LongToken = DataOf<typeof account.issueLongToken>
/** The current user's strategies (`/stg/get`). */
export type UserStrategy = DataOf<typeof account.userStrategies>[number]

/**
 * The payload cipher (src/core/crypto.ts, crypto-js), loaded by the first call that encrypts: a
 * signed-in user's first screen never needs it (issue 14). The sign-in form asks for it early.
 */
export const loadCrypto = () => import('./crypto')

/**
 * Create the typed calls over a client.
 *
 * @example
 * const api = createApi(getHttpClient(apiBase))
 * const info = await api.userInfo() // false on failure (section 8)
 */
export function createApi(http: HttpClient) {
  const call = callApi
  return {
    /** The client the calls go through. */
    http,

    /**
     * Sign in: form-encoded, password encrypted (api.md: Session). Success re-arms the client's
     * session-invalid handling, so the next 401/607 ends the new session again.
     */
    login: async (username: string, password: string, options?: CallOptions) => {
      const { encrypt } = await loadCrypto()
      const data = await call(
        http,
        account.login,
        { body: { username, password: encrypt(password) } },
        options,
      )
      http.resetSessionInvalid()
      return data
    },

    /** End the session (`GET /new_logout`). */
    logout: (options?: CallOptions) => call(http, account.logout, {}, options),

    /**
     * Ask for user info and the back menu list ahead, before the guard asks (issue 14: the page's
     * first render need not go first). Its `userInfo()` and `backMenuList()` take these answers;
     * a refusal asked for ahead ends no session and shows nothing (the guard's own call decides).
     * Resolves once both have answered: true when both succeeded.
     */
    prefetchSession: (): Promise<boolean> =>
      Promise.all([http.prefetch(account.userInfo.path), http.prefetch(menu.backMenuList.path)]).then(
        (answers) => answers.every(Boolean),
      ),

    /** The signed-in user; resolves to false on any failure, without a toast (section 8). */
    userInfo: (options?: CallOptions): Promise<UserInfoData | false> =>
      call(http, account.userInfo, {}, { ...options, silent: true }).then(
        (data) => (data && typeof data === 'object' ? data : false),
        () => false as const,
      ),

    /** The user's profile (avatar, phone, email). */
    userProfile: (options?: CallOptions) => call(http, account.userProfile, {}, options),

    /** The platform's name for the header; a failure is ignored and gives null (section 8). */
    platformName: (options?: CallOptions): Promise<string | null> =>
      call(http, common.platformName, {}, { ...options, silent: true }).then(
        (data) => data?.platformName ?? null,
        () => null,
      ),

    /** The platform's short name; a failure is ignored and gives null. */
    platformNameMini: (options?: CallOptions): Promise<string | null> =>
      call(http, common.platformNameMini, {}, { ...options, silent: true }).then(
        (data) => data?.platformName ?? null,
        () => null,
      ),

    /** Public settings (host origins of the bridge, city); null when unavailable. */
    publicConfig: (options?: CallOptions): Promise<PublicConfig | null> =>
      call(http, common.publicConfig, {}, { ...options, silent: true }).then(
        (data) =>
          data ? { ...data, hostOrigins: Array.isArray(data.hostOrigins) ? data.hostOrigins : [] } : null,
        () => null,
      ),

    /** Unread message count (`data.unreadCount`). */
    messageCount: (options?: CallOptions) =>
      call(http, messages.messageCount, {}, options).then((data) => data?.unreadCount ?? 0),

    /** A page of to-do items. */
    messageList: (query: QueryOf<typeof messages.messageList> = {}, options?: CallOptions) =>
      call(http, messages.messageList, { query }, options),

    /** Mark to-do items read. */
    markMessagesRead: (ids: readonly number[], options?: CallOptions) =>
      call(http, messages.markMessagesRead, { body: { ids: [...ids] } }, options),

    /** The back menu list (api.md: `GET /menu/backMenuList`). */
    backMenuList: (options?: CallOptions) =>
      call(http, menu.backMenuList, {}, options).then((data) => (Array.isArray(data) ? data : [])),

    /** The user's own menu settings (order, labels, hidden entries). */
    menuSettings: {
      list: (options?: CallOptions) => call(http, menu.settingList, {}, options),
      order: (keys: readonly string[], options?: CallOptions) =>
        call(http, menu.settingOrder, { body: { keys: [...keys] } }, options),
      labelName: (key: string, options?: CallOptions) =>
        call(http, menu.settingLabelName, { query: { key } }, options),
      /** Rename an entry; an empty name restores the default. */
      rename: (key: string, labelName: string, options?: CallOptions) =>
        call(http, menu.setLabelName, { body: { key, labelName } }, options),
      /** Hide or show an entry in the user's own menu. */
      hide: (key: string, hidden: boolean, options?: CallOptions) =>
        call(http, menu.setHidden, { body: { key, hidden } }, options),
    },

    /** Change the password: form-encoded, both passwords encrypted (section 7). */
    changePassword: async (username: string, oldPwd: string, newPwd: string, options?: CallOptions) => {
      const { encrypt } = await loadCrypto()
      return call(
        http,
        account.changePassword,
        { body: { username, oldPwd: encrypt(oldPwd), newPwd: encrypt(newPwd) } },
        options,
      )
    },

    /** Mark the evaluation popup read (section 4: evaluation confirm first calls mark-as-read). */
    updateReaded: (options?: CallOptions) => call(http, messages.updateReaded, {}, options),

    /** Operators for the operator picker. */
    operatorList: (keyword?: string, options?: CallOptions) =>
      call(http, common.operatorList, { body: keyword ? { keyword } : {} }, options),

    /** Regions under a parent code (all top regions without one), without 市辖区 entries (section 9). */
    areaCodes: (parentCode?: string, options?: CallOptions) =>
      call(http, common.areaCodes, { query: { parentCode } }, options).then((list) =>
        Array.isArray(list) ? filterMunicipalDistricts(list, (area) => area.name ?? '') : [],
      ),

    /** The current user's strategies. */
    userStrategies: (options?: CallOptions) => call(http, account.userStrategies, {}, options),

    /** Upload a new avatar (jpg, png, webp; at most 2 MB) as multipart field `file`. */
    uploadAvatar: (file: File, options?: CallOptions) =>
      call(http, account.uploadAvatar, { body: { file } }, options),

    /** Change nickName, phoneNumber, email. */
    updateProfile: (profile: ProfileUpdate, options?: CallOptions) =>
      call(http, account.updateProfile, { body: profile }, options),

    /** The user's recent sign-ins. */
    loginHistory: (options?: CallOptions) => call(http, account.loginHistory, {}, options),

    /** Issue a one-time long-token for hand-off (decisions: Long-token). */
    issueLongToken: (options?: CallOptions) => call(http, account.issueLongToken, {}, options),
  }
}

/** The typed calls of one client. */
export type Api = ReturnType<typeof createApi>
