/**
 * 版本管理 (issue 20): app versions per platform (Android, iOS, HarmonyOS); 发布版本 needs a
 * semantic version higher than the platform's current one (the server refuses a lower one at the
 * field), a forced-update flag and release notes; the release time is the moment of publishing.
 */
import { YES_NO } from '../../core/domain/enums'
import { APP_PLATFORM } from '../../core/domain/enums-mobile-management'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'

const SEMVER = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/

export default defineListScreen({
  resource: 'mobile-management/versions',
  keyword: { placeholder: '版本号' },
  defaultSort: { field: 'releaseTime', order: 'desc' },
  columns: [
    col.enum('platform', '平台', APP_PLATFORM, { search: true, required: true, width: 120 }),
    col.text('version', '版本号', {
      width: 120,
      required: true,
      maxLength: 11,
      placeholder: '如 3.6.0',
      validate: (value) =>
        typeof value === 'string' && value.trim() && !SEMVER.test(value.trim())
          ? '版本号格式应为 x.y.z，如 3.6.0'
          : undefined,
    }),
    col.enum('forceUpdate', '强制更新', YES_NO, { search: true, required: true }),
    col.text('releaseNotes', '更新说明', { width: 360, required: true, multiline: true, maxLength: 2000 }),
    col.datetime('releaseTime', '发布时间', { sortable: true, hideInForm: true }),
    col.text('publisher', '发布人', { hideInForm: true }),
  ],
  detail: { title: (version) => `版本 ${version.version ?? ''}` },
  actions: [action.view(), action.export(), action.create({ label: '发布版本' })],
})
