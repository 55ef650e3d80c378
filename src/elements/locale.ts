/**
 * UI-library locales: English strings by default (section 1: "UI library strings default to
 * English") with the section 8 strings (src/ui/uiStrings.ts), Simplified Chinese with the `locale`
 * attribute; weeks start on Monday in both (section 1). antd's English date pickers would start on
 * Sunday, so they use dayjs' en-gb week.
 */

import type { Locale } from 'antd/es/locale'
import enUS from 'antd/es/locale/en_US'
import zhCN from 'antd/es/locale/zh_CN'
import 'dayjs/locale/en-gb'
import '../core/format'
import { UI_STRINGS } from '../ui/uiStrings'

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

/** The antd locale for a `locale` attribute: zh, zh-CN, zh_CN → Chinese; anything else → English. */
export function antdLocale(attribute: string | null | undefined): Locale {
  return /^zh([-_]?(cn|hans))?$/i.test((attribute ?? '').trim()) ? zhCN : EN_MONDAY
}
