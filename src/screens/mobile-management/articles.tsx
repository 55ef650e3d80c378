/**
 * 新闻管理, 资讯管理 and 内容管理 (issue 20): one definition, parameterised by the article kind.
 * Articles are written in the rich text editor (写文章 / 编辑, a lazy chunk), kept as drafts,
 * previewed as on a phone, published now or at a time (待发布 until the server's clock reaches
 * it), withdrawn and edited again. Filter 状态 = 已发布 for the articles the app shows.
 */
import { ARTICLE_STATUS } from '../../core/domain/enums-mobile-management'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { type ActionDialogProps, action } from '../../ui/list/definition'
import { ArticleDialog } from './ArticleDialog'
import { ARTICLE_RESOURCE, type ArticleKind, editable } from './article-calls'
import { PreviewDialog } from './PreviewDialog'
import { PublishDialog } from './PublishDialog'

const LABELS: Readonly<Record<ArticleKind, string>> = { news: '新闻', information: '资讯', content: '内容' }

function articleScreen(
  kind: ArticleKind,
  dialogs: Record<'write' | 'publish' | 'preview', (props: ActionDialogProps) => React.JSX.Element>,
) {
  const label = LABELS[kind]
  return defineListScreen({
    resource: ARTICLE_RESOURCE[kind],
    keyword: { placeholder: `${label}标题` },
    defaultSort: { field: 'updateTime', order: 'desc' },
    columns: [
      col.number('id', 'ID', { width: 80, fixed: 'left' }),
      col.text('title', '标题', { width: 300 }),
      col.text('columnName', '栏目', { width: 120 }),
      col.enum('state', '状态', ARTICLE_STATUS, { search: true, width: 100 }),
      col.datetime('publishTime', '发布时间', { sortable: true }),
      col.text('summary', '摘要', { width: 260, hideInTable: true }),
      col.text('author', '作者', { width: 100 }),
      col.text('publisher', '发布人', { width: 100 }),
      col.datetime('createTime', '创建时间', { hideInTable: true }),
      col.datetime('updateTime', '更新时间', { sortable: true }),
    ],
    detail: { title: (item) => String(item.title ?? label) },
    actions: [
      action.view(),
      action.dialog('preview', '预览', dialogs.preview, { permission: 'view' }),
      action.export(),
      action.dialog('write', `写${label}`, dialogs.write, { scope: 'toolbar', permission: 'add' }),
      action.dialog('edit', '编辑', dialogs.write, { when: editable }),
      action.dialog('publish', '发布', dialogs.publish, { when: editable }),
      action.step('withdraw', '撤回', {
        permission: 'edit',
        confirm: `确定撤回该${label}吗？撤回后APP中不再显示，可编辑后重新发布。`,
        when: (item) => item.state === 'published' || item.state === 'scheduled',
      }),
      // 删除 only while not published (the server answers 409 otherwise).
      action.step('delete', '删除', {
        permission: 'delete',
        confirm: `确定删除该${label}吗？删除后不可恢复。`,
        when: editable,
      }),
    ],
  })
}

const NewsWrite = (props: ActionDialogProps) => <ArticleDialog {...props} kind="news" label="新闻" />
const NewsPublish = (props: ActionDialogProps) => <PublishDialog {...props} kind="news" />
const NewsPreview = (props: ActionDialogProps) => <PreviewDialog {...props} kind="news" />
const InformationWrite = (props: ActionDialogProps) => (
  <ArticleDialog {...props} kind="information" label="资讯" />
)
const InformationPublish = (props: ActionDialogProps) => <PublishDialog {...props} kind="information" />
const InformationPreview = (props: ActionDialogProps) => <PreviewDialog {...props} kind="information" />
const ContentWrite = (props: ActionDialogProps) => <ArticleDialog {...props} kind="content" label="内容" />
const ContentPublish = (props: ActionDialogProps) => <PublishDialog {...props} kind="content" />
const ContentPreview = (props: ActionDialogProps) => <PreviewDialog {...props} kind="content" />

export const newsScreen = articleScreen('news', {
  write: NewsWrite,
  publish: NewsPublish,
  preview: NewsPreview,
})
export const informationScreen = articleScreen('information', {
  write: InformationWrite,
  publish: InformationPublish,
  preview: InformationPreview,
})
export const contentScreen = articleScreen('content', {
  write: ContentWrite,
  publish: ContentPublish,
  preview: ContentPreview,
})
