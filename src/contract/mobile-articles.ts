/**
 * The app's articles (新闻, 资讯, 内容; issue 20), beyond the list engine's list, detail and
 * export of `/mobile-management/{news,information,contents}`: write (title, column, summary,
 * cover, the rich text editor's JSON document — never HTML), publish now or at a time (server
 * clock), withdraw, delete a draft; images of articles and covers uploaded to the area. A step
 * the status does not allow answers 409 and changes nothing. Framework-free: zod and ./ modules.
 */
import { z } from 'zod'
import { defineCall, seenVersion } from './define'
import { pictureAnswer } from './file-answers'
import { text } from './text'

const A = '/mobile-management'
const row = z.object({ id: z.number() }).passthrough()

/** The article kinds and their resource path segment. */
export const ARTICLE_RESOURCES = { news: 'news', information: 'information', content: 'contents' } as const
export type ArticleKind = keyof typeof ARTICLE_RESOURCES

export const articleBody = z.strictObject({
  title: text({ label: '标题', min: 1, max: 64 }),
  columnId: z.coerce.number({ message: '请选择栏目' }).int('请选择栏目').min(1, '请选择栏目'),
  summary: text({ label: '摘要', max: 200, multiline: true }).optional(),
  coverUrl: z.string().max(500, '封面地址过长').nullable().optional(),
  // The editor's document; its nodes, marks and addresses are checked by the server.
  content: z
    .object(
      { type: z.literal('doc', { message: '正文须为编辑器文档' }) },
      { message: '正文须为编辑器文档，不接受 HTML 文本' },
    )
    .passthrough(),
})

const publishBody = z.strictObject({
  // ISO time of a scheduled publication; absent or null: now.
  publishTime: z.string().max(40).nullable().optional(),
  ...seenVersion,
})

function callsOf(kind: ArticleKind, label: string) {
  const path = `${A}/${ARTICLE_RESOURCES[kind]}`
  const post = <B extends z.ZodType | undefined>(suffix: string, summary: string, body: B) =>
    defineCall({ method: 'post', path: `${path}${suffix}`, summary: `${label}：${summary}`, body, data: row })
  return {
    create: post('', '新建草稿', articleBody),
    update: post('/:id', '编辑（草稿或已撤回时）', articleBody),
    publish: post('/:id/publish', '发布（立即，或定时：时间不能早于当前时间）', publishBody),
    withdraw: post('/:id/withdraw', '撤回（已发布或待发布时）', z.strictObject(seenVersion)),
    remove: post('/:id/delete', '删除（草稿或已撤回时）', undefined),
  }
}

export const NEWS_CALLS = callsOf('news', '新闻')
export const INFORMATION_CALLS = callsOf('information', '资讯')
export const CONTENT_CALLS = callsOf('content', '内容')
export const ARTICLE_CALLS: Readonly<Record<ArticleKind, ReturnType<typeof callsOf>>> = {
  news: NEWS_CALLS,
  information: INFORMATION_CALLS,
  content: CONTENT_CALLS,
}

export const uploadArticleImage = defineCall({
  method: 'post',
  path: `${A}/article-images`,
  summary: '上传文章图片或封面（multipart：file；jpg、png、webp，不超过2MB，宽高 16–4096 像素）',
  bodyType: 'multipart',
  body: z.strictObject({ file: z.instanceof(File, { message: '请选择图片' }) }),
  data: z.object({ url: z.string() }),
})
export const articleImageFile = defineCall({
  method: 'get',
  path: `${A}/article-images/:name`,
  summary: '文章图片',
  data: pictureAnswer,
})

/** Every call of the module, keyed for the contract. */
export const MOBILE_ARTICLES_CALLS = {
  'mobile-management.createNews': NEWS_CALLS.create,
  'mobile-management.updateNews': NEWS_CALLS.update,
  'mobile-management.publishNews': NEWS_CALLS.publish,
  'mobile-management.withdrawNews': NEWS_CALLS.withdraw,
  'mobile-management.deleteNews': NEWS_CALLS.remove,
  'mobile-management.createInformation': INFORMATION_CALLS.create,
  'mobile-management.updateInformation': INFORMATION_CALLS.update,
  'mobile-management.publishInformation': INFORMATION_CALLS.publish,
  'mobile-management.withdrawInformation': INFORMATION_CALLS.withdraw,
  'mobile-management.deleteInformation': INFORMATION_CALLS.remove,
  'mobile-management.createContent': CONTENT_CALLS.create,
  'mobile-management.updateContent': CONTENT_CALLS.update,
  'mobile-management.publishContent': CONTENT_CALLS.publish,
  'mobile-management.withdrawContent': CONTENT_CALLS.withdraw,
  'mobile-management.deleteContent': CONTENT_CALLS.remove,
  'mobile-management.uploadArticleImage': uploadArticleImage,
  'mobile-management.articleImageFile': articleImageFile,
}
