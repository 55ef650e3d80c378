/** Enumerations of the public app's management (移动端管理, issue 20; enums.ts re-exports them). */
import type { EnumList } from './enum-kit'

/** Platforms of an app version. */
export const APP_PLATFORM = [
  { value: 'android', label: 'Android', color: 'green' },
  { value: 'ios', label: 'iOS', color: 'blue' },
  { value: 'harmony', label: 'HarmonyOS', color: 'red' },
] as const satisfies EnumList<string>

/** Moderation of app evaluations: approved, or hidden with a reason. */
export const MODERATION_STATUS = [
  { value: 'pending', label: '待审核', color: 'warning' },
  { value: 'approved', label: '已通过', color: 'success' },
  { value: 'hidden', label: '已隐藏', color: 'default' },
] as const satisfies EnumList<string>

/** An app user's account status. */
export const APP_USER_STATUS = [
  { value: 1, label: '正常', color: 'success' },
  { value: 0, label: '已停用', color: 'error' },
] as const satisfies EnumList<number>

/** App feedback: waiting for a reply, replied, closed. */
export const APP_FEEDBACK_STATUS = [
  { value: 'pending', label: '待回复', color: 'warning' },
  { value: 'replied', label: '已回复', color: 'processing' },
  { value: 'closed', label: '已关闭', color: 'success' },
] as const satisfies EnumList<string>

/** What an app user's feedback is about. */
export const APP_FEEDBACK_TYPE = [
  { value: 'function', label: '功能建议' },
  { value: 'station', label: '场站信息有误' },
  { value: 'payment', label: '支付问题' },
  { value: 'other', label: '其他' },
] as const satisfies EnumList<string>

/** How an app order was paid. */
export const APP_PAY_CHANNEL = [
  { value: 'wechat', label: '微信支付' },
  { value: 'alipay', label: '支付宝' },
  { value: 'unionpay', label: '云闪付' },
  { value: 'balance', label: '账户余额' },
] as const satisfies EnumList<string>

/** Payment status of an app order. */
export const APP_PAY_STATUS = [
  { value: 0, label: '待支付', color: 'warning' },
  { value: 1, label: '已支付', color: 'success' },
  { value: 2, label: '已退款', color: 'default' },
] as const satisfies EnumList<number>

/** Whether a column (栏目) or an operator shows in the app. */
export const APP_SHOWN = [
  { value: 1, label: '显示', color: 'success' },
  { value: 0, label: '隐藏', color: 'default' },
] as const satisfies EnumList<number>

/** The app's article kinds: 新闻, 资讯, 内容 (one screen definition, one table). */
export const ARTICLE_KIND = [
  { value: 'news', label: '新闻' },
  { value: 'information', label: '资讯' },
  { value: 'content', label: '内容' },
] as const satisfies EnumList<string>

/**
 * An article's status as shown: 待发布 is a publication whose time (server clock) has not come;
 * it becomes 已发布 by itself when the time passes.
 */
export const ARTICLE_STATUS = [
  { value: 'draft', label: '草稿', color: 'default' },
  { value: 'scheduled', label: '待发布', color: 'processing' },
  { value: 'published', label: '已发布', color: 'success' },
  { value: 'withdrawn', label: '已撤回', color: 'warning' },
] as const satisfies EnumList<string>

/** A user's rating of a station in the app's evaluations: one to five stars. */
export const EVALUATION_SCORE = [
  { value: 1, label: '1星' },
  { value: 2, label: '2星' },
  { value: 3, label: '3星' },
  { value: 4, label: '4星' },
  { value: 5, label: '5星' },
] as const satisfies EnumList<number>
