/**
 * Calls of the console's appearance (issue 21): the user's own theme mode (个人中心 → 外观) and
 * 告警提醒 (issue 44 part 3), and the platform's grey days and watermark (set by the platform
 * administrator, read by everyone).
 */
import { z } from 'zod'
import { APPEARANCE_PATHS, QUICK_LINKS_MAX, THEME_MODES } from '../core/domain/appearance'
import { defineCall } from './define'

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), '日期不存在')

const platform = z.object({
  greyFrom: z.string().nullable(),
  greyTo: z.string().nullable(),
  watermark: z.boolean(),
})

/** The signed-in user's theme mode; null follows the element's `theme` attribute. */
export const myTheme = defineCall({
  method: 'get',
  path: APPEARANCE_PATHS.theme,
  summary: '个人主题：浅色、深色或紧凑（null 为跟随页面设置）',
  data: z.object({ theme: z.enum(THEME_MODES).nullable() }),
})

/** Keep the signed-in user's theme mode. */
export const saveMyTheme = defineCall({
  method: 'post',
  path: APPEARANCE_PATHS.saveTheme,
  summary: '保存个人主题',
  body: z.strictObject({
    theme: z.enum(THEME_MODES, { message: '主题应为 light、dark 或 compact' }).nullable(),
  }),
  data: z.object({ theme: z.enum(THEME_MODES).nullable() }),
})

const quickLinks = z.object({ pages: z.array(z.string()).nullable() })

/** The signed-in user's quick links on the workbench (page names); null: none chosen yet. */
export const myQuickLinks = defineCall({
  method: 'get',
  path: APPEARANCE_PATHS.quickLinks,
  summary: '工作台常用页面（页面名称，null 为尚未选择）',
  data: quickLinks,
})

/** Keep the signed-in user's quick links (pages the user may open, at most 12, no repeats). */
export const saveMyQuickLinks = defineCall({
  method: 'post',
  path: APPEARANCE_PATHS.saveQuickLinks,
  summary: '保存工作台常用页面（只能选择有权访问的页面）',
  body: z.strictObject({
    pages: z
      .array(z.string().regex(/^[a-z0-9-]{1,64}$/, '页面名称格式不正确'), {
        message: '常用页面应为页面名称的列表',
      })
      .max(QUICK_LINKS_MAX, `常用页面最多${QUICK_LINKS_MAX}个`)
      .refine((pages) => new Set(pages).size === pages.length, '常用页面不能重复'),
  }),
  data: quickLinks,
})

const alarmNotices = z.object({ enabled: z.boolean(), sound: z.boolean() })

/** The signed-in user's 告警提醒 (issue 44 part 3). */
export const myAlarmNotices = defineCall({
  method: 'get',
  path: APPEARANCE_PATHS.alarmNotices,
  summary: '告警提醒：新告警是否弹出提醒，人身安全级告警是否响铃（默认均开启）',
  data: alarmNotices,
})

/** Keep the signed-in user's 告警提醒. */
export const saveMyAlarmNotices = defineCall({
  method: 'post',
  path: APPEARANCE_PATHS.saveAlarmNotices,
  summary: '保存告警提醒设置',
  body: z.strictObject({
    enabled: z.boolean({ message: '告警提醒应为开或关' }),
    sound: z.boolean({ message: '提示音应为开或关' }),
  }),
  data: alarmNotices,
})

/** The platform's grey days and watermark (public: the sign-in page turns grey too). */
export const platformAppearance = defineCall({
  method: 'get',
  path: APPEARANCE_PATHS.platform,
  summary: '平台外观：哀悼日灰色模式的日期范围与水印开关',
  data: platform,
})

/** Set the platform's grey days and watermark (platform administrator). */
export const savePlatformAppearance = defineCall({
  method: 'post',
  path: APPEARANCE_PATHS.savePlatform,
  summary: '设置平台外观：灰色模式日期范围（含首尾两天）与水印',
  body: z
    .strictObject({ greyFrom: day.nullable(), greyTo: day.nullable(), watermark: z.boolean() })
    .superRefine((value, context) => {
      // A day that is not a day has its own message; the range is judged between two real days.
      if (![value.greyFrom, value.greyTo].every((one) => one === null || day.safeParse(one).success)) return
      if ((value.greyFrom === null) !== (value.greyTo === null))
        context.addIssue({ code: 'custom', path: ['greyTo'], message: '开始和结束日期应同时填写或同时清空' })
      else if (value.greyFrom && value.greyTo && value.greyFrom > value.greyTo)
        context.addIssue({ code: 'custom', path: ['greyTo'], message: '结束日期不能早于开始日期' })
    }),
  data: platform,
})

/** Every call of this module, for the contract index. */
export const APPEARANCE_CALLS = {
  'appearance.myTheme': myTheme,
  'appearance.saveMyTheme': saveMyTheme,
  'appearance.myQuickLinks': myQuickLinks,
  'appearance.saveMyQuickLinks': saveMyQuickLinks,
  'appearance.myAlarmNotices': myAlarmNotices,
  'appearance.saveMyAlarmNotices': saveMyAlarmNotices,
  'appearance.platformAppearance': platformAppearance,
  'appearance.savePlatformAppearance': savePlatformAppearance,
}
