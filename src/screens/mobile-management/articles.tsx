/**
 * 新闻管理, 资讯管理 and 内容管理 (issue 20): one definition, parameterised by the article kind.
 * Articles are written in the rich text editor (写文章 / 编辑, a lazy chunk), kept as drafts,
 * previewed as on a phone, published now or at a time (待发布 until the server's clock reaches
 * it), withdrawn and edited again (发布 and 撤回 as ARTICLE_FLOWS declares them). Filter 状态 = 已发布 for the articles the app shows.
 */
import { ARTICLE_LISTS } from '../../contract/lists/mobile-management/articles'
import { ARTICLE_FLOWS } from '../../core/domain/flows-articles'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import type { ActionDialogProps } from '../../ui/list/definition'
import { fieldsOf } from '../../ui/list/described'
import { declaredStep } from '../../ui/list/flowSteps'
import { preloadable } from '../../ui/preloadable'
import { type ArticleKind, editable } from './article-calls'

// The dialogs load when first opened, not with the rows (the writing one brings the editor later).
const ArticleDialog = preloadable(() => import('./ArticleDialog').then((module) => module.ArticleDialog))
const PreviewDialog = preloadable(() => import('./PreviewDialog').then((module) => module.PreviewDialog))
const PublishDialog = preloadable(() => import('./PublishDialog').then((module) => module.PublishDialog))

const LABELS: Readonly<Record<ArticleKind, string>> = { news: '新闻', information: '资讯', content: '内容' }

/** An article's status as ARTICLE_FLOWS names it: 待发布 is a publication whose time has not come. */
const flowStatus = (item: Record<string, unknown>) =>
  item.state === 'scheduled' ? 'published' : String(item.state)

function articleScreen(
  kind: ArticleKind,
  dialogs: Record<'write' | 'publish' | 'preview', (props: ActionDialogProps) => React.JSX.Element>,
) {
  const label = LABELS[kind]
  const publish = declaredStep(ARTICLE_FLOWS[kind], 'publish', flowStatus)
  const withdraw = declaredStep(ARTICLE_FLOWS[kind], 'withdraw', flowStatus)
  const f = fieldsOf(ARTICLE_LISTS[kind])
  return defineListScreen({
    resource: ARTICLE_LISTS[kind].resource,
    keyword: { placeholder: `${label}标题` },
    defaultSort: { field: 'updateTime', order: 'desc' },
    columns: [
      f.col('id', { width: 80, fixed: 'left' }),
      f.col('title', { width: 300 }),
      f.col('columnName', { width: 120 }),
      // Filtered by the list's `state` parameter (the status as shown, server clock).
      f.col('state', { search: true, width: 100 }),
      f.col('publishTime'),
      f.col('summary', { width: 260, hideInTable: true }),
      f.col('author', { width: 100 }),
      f.col('publisher', { width: 100 }),
      f.col('createTime', { hideInTable: true }),
      f.col('updateTime'),
    ],
    detail: { title: (item) => String(item.title ?? label) },
    actions: [
      action.view(),
      action.dialog('preview', '预览', dialogs.preview, { permission: 'view' }),
      action.export(),
      action.dialog('write', `写${label}`, dialogs.write, { scope: 'toolbar', permission: 'add' }),
      action.dialog('edit', '编辑', dialogs.write, { when: editable }),
      action.dialog('publish', publish.label, dialogs.publish, {
        permission: publish.permission,
        when: publish.when,
      }),
      action.step('withdraw', withdraw.label, {
        permission: withdraw.permission,
        confirm: `确定撤回该${label}吗？撤回后APP中不再显示，可编辑后重新发布。`,
        when: withdraw.when,
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
