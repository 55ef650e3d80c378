/**
 * 新闻, 资讯 and 内容 (issue 20): the app's articles, one list per kind over one table. `state`
 * is the status as shown (待发布 until the server's clock reaches the publishing time); the
 * list's `state` parameter filters by it, `status` by the stored one.
 */
import { ARTICLE_STATUS } from '../../../core/domain/enums-mobile-management'
import { type DescribedKey, describeList } from '../describe'

const articleList = <R extends DescribedKey>(resource: R, title: string) =>
  describeList({
    resource,
    title,
    key: 'id',
    keyColumns: ['id', 'title', 'columnId', 'columnName', 'state', 'publishTime', 'author', 'publisher'],
    fields: {
      id: { label: 'ID', kind: 'int', filter: 'eq', sortable: true },
      title: { label: '标题', filter: 'contains' },
      columnId: { label: '栏目ID', kind: 'int', filter: 'eq' },
      columnName: { label: '栏目', only: 'lookup' },
      summary: { label: '摘要' },
      coverUrl: { label: '封面' },
      // The editor's document (the detail adds the HTML rendered from it).
      content: { label: '正文' },
      status: { label: '存储状态', filter: 'eq' },
      state: { label: '状态', enum: ARTICLE_STATUS },
      publishTime: { label: '发布时间', kind: 'time', filter: 'range', sortable: true },
      author: { label: '作者' },
      publisher: { label: '发布人' },
      createTime: { label: '创建时间', kind: 'time', sortable: true },
      updateTime: { label: '更新时间', kind: 'time', filter: 'range', sortable: true },
      // Stored only: the version a step names (the one engine, migration 0041).
      version: { label: '版本', kind: 'int' },
    },
  })

/** The articles' lists by kind (the kinds of src/contract/mobile-articles.ts). */
export const ARTICLE_LISTS = {
  news: articleList('mobile-management/news', '新闻'),
  information: articleList('mobile-management/information', '资讯'),
  content: articleList('mobile-management/contents', '内容'),
} as const

declare module '../describe' {
  interface ListRegistry {
    'mobile-management/news': (typeof ARTICLE_LISTS)['news']
    'mobile-management/information': (typeof ARTICLE_LISTS)['information']
    'mobile-management/contents': (typeof ARTICLE_LISTS)['content']
  }
}
