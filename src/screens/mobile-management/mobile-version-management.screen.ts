/**
 * 版本管理 (issue 20): app versions per platform (Android, iOS, HarmonyOS); 发布版本 needs a
 * semantic version higher than the platform's current one (the server refuses a lower one at the
 * field), a forced-update flag and release notes; the release time is the moment of publishing.
 */
import { APP_VERSIONS } from '../../contract/lists/mobile-management/versions'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'

const f = fieldsOf(APP_VERSIONS)

const SEMVER = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/

export default defineListScreen({
  resource: APP_VERSIONS.resource,
  keyword: { placeholder: '版本号' },
  defaultSort: { field: 'releaseTime', order: 'desc' },
  columns: [
    f.col('platform', { search: true, required: true, width: 120 }),
    f.col('version', {
      width: 120,
      required: true,
      maxLength: 11,
      placeholder: '如 3.6.0',
      validate: (value) =>
        typeof value === 'string' && value.trim() && !SEMVER.test(value.trim())
          ? '版本号格式应为 x.y.z，如 3.6.0'
          : undefined,
    }),
    f.col('forceUpdate', { search: true, required: true }),
    f.col('releaseNotes', { width: 360, required: true, multiline: true, maxLength: 2000 }),
    f.col('releaseTime', { hideInForm: true }),
    f.col('publisher', { hideInForm: true }),
  ],
  detail: { title: (version) => `版本 ${version.version ?? ''}` },
  actions: [action.view(), action.export(), action.create({ label: '发布版本' })],
})
