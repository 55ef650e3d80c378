/** The articles' calls from the console (types from the contract; no zod in the chunk). */
import {
  publishContent,
  publishInformation,
  publishNews,
  uploadArticleImage,
} from '../../contract/endpoints/mobile-articles'
import type { Caller } from '../../core/call'
import { fieldErrors } from '../../core/http'

/** The article kinds: their list resource (`mobile-management/<name>`), as the contract has them. */
export const ARTICLE_RESOURCE = {
  news: 'mobile-management/news',
  information: 'mobile-management/information',
  content: 'mobile-management/contents',
} as const
export type ArticleKind = keyof typeof ARTICLE_RESOURCE

/** Publishing an article, by kind. */
export const PUBLISH = {
  news: publishNews,
  information: publishInformation,
  content: publishContent,
} as const

/** Images the browser offers to upload (the server checks the bytes). */
const TYPES = ['image/jpeg', 'image/png', 'image/webp']
const LIMIT = 2 * 1024 * 1024

/** Upload an article image or cover; resolves to its address, or rejects with the field message. */
export async function uploadImage(data: Caller, file: File): Promise<string> {
  if (!TYPES.includes(file.type)) throw new Error('只支持 jpg、png、webp 格式的图片')
  if (file.size > LIMIT) throw new Error('图片不能超过2MB')
  try {
    const { url } = await data.call(uploadArticleImage, { body: { file } })
    return url
  } catch (error) {
    throw new Error(fieldErrors(error).file ?? '图片上传失败，请重试')
  }
}

/** Whether an article may be edited, published or deleted (draft or withdrawn). */
export const editable = (record: Record<string, unknown>) =>
  record.state === 'draft' || record.state === 'withdrawn'
