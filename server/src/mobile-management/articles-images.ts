/**
 * Images of the app's articles and their covers (issue 20; decisions: Uploads): the type judged by
 * the bytes (jpg, png, webp), at most 2 MB, 16–4096 pixels each way; stored under
 * `DATA_DIR/uploads/articles` by a random name and served with its own type and `nosniff`. The
 * address returned is the only kind of own address rich-text.ts lets a document carry.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { routeOf } from '../../../src/contract/define'
import { articleImageFile, uploadArticleImage } from '../../../src/contract/mobile-articles'
import { IMAGE_TYPES, type ImageType } from '../../../src/core/domain/files'
import type { Router } from '../http/router'
import { keepUpload } from '../http/upload-store'
import { ApiError, CODES } from '../kernel/errors'
import { ARTICLE_PAGES } from './articles-resources'
import { checkPicture } from './sized-image'

/** Largest article image. */
export const ARTICLE_IMAGE_LIMIT_BYTES = 2 * 1024 * 1024
const IMAGE_UPLOAD = { maxBytes: ARTICLE_IMAGE_LIMIT_BYTES, tooLarge: '图片不能超过2MB' }
const NAME = /^[a-f0-9]{24}\.(jpg|png|webp)$/
const PAGES = Object.values(ARTICLE_PAGES)

/** Register article image upload and download. */
export function articleImageRoutes(router: Router): void {
  const folder = join(router.deps.config.dataDir, 'uploads', 'articles')

  router.route({
    ...routeOf(uploadArticleImage),
    tag: 'mobile-management',
    access: { permission: PAGES.flatMap((page) => [`${page}/add`, `${page}/edit`]) },
    journal: 'app-article.image',
    upload: IMAGE_UPLOAD,
    handler: async ({ db, body, record }) => {
      const { type, bytes, size } = await checkPicture(body.file, IMAGE_UPLOAD, {
        minSide: 16,
        maxSide: 4096,
      })
      const name = `${randomBytes(12).toString('hex')}.${type}`
      const url = `/api/mobile-management/article-images/${name}`
      // Kept while an article's content or cover shows it (retention-files.ts).
      await keepUpload(db, body.file, { path: `articles/${name}`, kind: 'article-image', ref: url })
      record({ target: `app-article-image:${name}`, after: { url, bytes: bytes.length, ...size } })
      return { url }
    },
  })

  router.route({
    ...routeOf(articleImageFile),
    tag: 'mobile-management',
    access: { permission: PAGES.map((page) => `${page}/view`) },
    raw: true,
    handler: async ({ params }) => {
      const name = params.name ?? ''
      const type = name.split('.').pop() as ImageType
      const bytes = NAME.test(name) ? await readFile(join(folder, name)).catch(() => null) : null
      if (!bytes) throw new ApiError(CODES.badInput, '文件不存在', { file: '文件不存在' })
      return new Response(bytes, {
        headers: {
          'content-type': IMAGE_TYPES[type],
          'cache-control': 'private, max-age=86400',
          'x-content-type-options': 'nosniff',
        },
      })
    },
  })
}
