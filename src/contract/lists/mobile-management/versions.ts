/** APP版本 (issue 20): app versions per platform. */
import { YES_NO } from '../../../core/domain/enums'
import { APP_PLATFORM } from '../../../core/domain/enums-mobile-management'
import { describeList } from '../describe'

export const APP_VERSIONS = describeList({
  resource: 'mobile-management/versions',
  title: 'APP版本',
  key: 'id',
  keyColumns: ['id', 'platform', 'version', 'forceUpdate', 'releaseNotes', 'releaseTime'],
  serve: {
    page: 'mobile-version-management',
    table: 'app_versions',
    numericKey: true,
    keyword: { prefix: ['version'] },
    defaultSort: ['releaseTime', 'desc'],
  },
  fields: {
    id: { label: 'ID', kind: 'int', filter: 'eq', sortable: true, exportWidth: 10 },
    platform: { label: '平台', filter: 'eq', enum: APP_PLATFORM },
    version: { label: '版本号', filter: 'prefix', exportWidth: 12 },
    // The version as one number (compared on publishing); never listed or exported.
    versionCode: { label: '版本序号', kind: 'int', sortable: true },
    forceUpdate: { label: '强制更新', kind: 'int', filter: 'eq', enum: YES_NO },
    releaseNotes: { label: '更新说明', exportWidth: 60 },
    releaseTime: { label: '发布时间', kind: 'time', filter: 'range', sortable: true },
    publisher: { label: '发布人' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'mobile-management/versions': typeof APP_VERSIONS
  }
}
