/**
 * UI-library locales: English strings by default (section 1: "UI library strings default to
 * English") with the section 8 strings (src/ui/uiStrings.ts), Simplified Chinese when the host
 * asks — the element's `locale` attribute, or, without one, the city configuration's locale
 * (issue 42, item 21; docs/decisions.md: UI-library strings). Weeks start on Monday in both
 * (section 1); antd's English date pickers would start on Sunday, so they use dayjs' en-gb week.
 */

import { ConfigProvider, Empty } from 'antd'
import type { Locale } from 'antd/es/locale'
import enUS from 'antd/es/locale/en_US'
import zhCN from 'antd/es/locale/zh_CN'
import 'dayjs/locale/en-gb'
import { createContext, type ReactNode, use, useContext } from 'react'
import '../core/format'
import { SELECT_LIKE, UI_STRINGS } from './uiStrings'

const illegal = UI_STRINGS.illegalInput
const enForm = enUS.Form?.defaultValidateMessages

/** English strings with Monday as the first day of the week and the strings of section 8. */
export const EN_MONDAY: Locale = {
  ...enUS,
  Empty: { description: UI_STRINGS.noData },
  Pagination: {
    ...enUS.Pagination,
    items_per_page: UI_STRINGS.perPage,
    jump_to: UI_STRINGS.goTo,
    page: 'Page',
  },
  Upload: { ...enUS.Upload, uploading: UI_STRINGS.loading, uploadError: UI_STRINGS.failed },
  Form: {
    ...enUS.Form,
    defaultValidateMessages: {
      ...enForm,
      date: { format: illegal, parse: illegal, invalid: illegal },
      types: { ...enForm?.types, number: illegal, integer: illegal, float: illegal, date: illegal },
    },
  },
  DatePicker: enUS.DatePicker && { ...enUS.DatePicker, lang: { ...enUS.DatePicker.lang, locale: 'en_GB' } },
  Calendar: enUS.Calendar && { ...enUS.Calendar, lang: { ...enUS.Calendar.lang, locale: 'en_GB' } },
}

const zhForm = zhCN.Form?.defaultValidateMessages
/** Section 8's Illegal input in Chinese, naming the field (antd's own is its type template). */
// biome-ignore lint/suspicious/noTemplateCurlyInString: antd's message template, filled by the form
const zhIllegal = '${label}输入不合法'

/**
 * antd's Chinese, with a number or date its field cannot read said as Illegal input in Chinese:
 * antd's own template names the rule's type in English (`年度不是一个有效的number`).
 */
export const ZH_CN: Locale = {
  ...zhCN,
  Form: {
    ...zhCN.Form,
    defaultValidateMessages: {
      ...zhForm,
      types: { ...zhForm?.types, number: zhIllegal, integer: zhIllegal, float: zhIllegal, date: zhIllegal },
    },
  },
}

/** The antd locale for a `locale` attribute: zh, zh-CN, zh_CN → Chinese; anything else → English. */
export function antdLocale(attribute: string | null | undefined): Locale {
  return /^zh([-_]?(cn|hans))?$/i.test((attribute ?? '').trim()) ? ZH_CN : EN_MONDAY
}

/** Whether the antd locale in force is Chinese. */
export function useChineseLocale(): boolean {
  const { locale } = useContext(ConfigProvider.ConfigContext)
  return locale?.locale?.startsWith('zh') === true
}

/** The element's `locale` attribute as the host wrote it (undefined: the host did not choose). */
export const HostLocaleContext = createContext<string | undefined>(undefined)

/**
 * The locale a configuration names (the city configuration's, section 3), in force below unless
 * the host chose one with the element's `locale` attribute: the host's choice wins.
 */
export function ConfiguredLocale({ locale, children }: { locale?: string; children?: ReactNode }) {
  const chosen = use(HostLocaleContext)
  const configured = chosen?.trim() || !locale ? undefined : antdLocale(locale)
  // Always the provider (undefined inherits the element's): the configuration answers after the
  // first render, and another element type here would mount the whole console again.
  return <ConfigProvider locale={configured}>{children}</ConfigProvider>
}

/** An empty state in the locale in force: English No matching data / No Data (section 8), or antd's Chinese. */
function LocaleEmpty({ componentName }: { componentName?: string }) {
  const chinese = useChineseLocale()
  if (componentName && SELECT_LIKE.has(componentName))
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={chinese ? undefined : UI_STRINGS.noMatch} />
    )
  if (componentName === 'Table' || componentName === 'List')
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
  return <Empty />
}

/**
 * ConfigProvider's `renderEmpty`: a select-like list that matches nothing says No matching data;
 * tables, lists and panels say No Data (from the locale); antd's Chinese under a Chinese locale.
 */
export function renderLocaleEmpty(componentName?: string) {
  return <LocaleEmpty componentName={componentName} />
}
