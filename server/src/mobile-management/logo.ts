/**
 * Brand logos (运营商品牌管理, issue 20; decisions: Uploads): the type judged by the bytes
 * (jpg, png, webp), at most 200 KB, 64–1024 pixels each way; stored under
 * `DATA_DIR/uploads/brands` and served with its own type and `nosniff`. Thumbnails are the
 * browser scaling the image: the project has no image package to resize with.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { routeOf } from '../../../src/contract/define'
import * as mobile from '../../../src/contract/mobile-management'
import { now } from '../clock/clock'
import { isPostgres } from '../db/migrations/util'
import { ApiError, CODES, fieldError } from '../http'
import { detailOf } from '../resources'
import type { Router } from '../route'
import { imageTypeOf } from '../routes/avatar.routes'
import { imageSizeOf } from './image-size'
import { appBrandsResource } from './resources'

/** Largest logo file. */
export const LOGO_LIMIT_BYTES = 200 * 1024
const MIN_SIDE = 64
const MAX_SIDE = 1024
const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const

/** Register logo upload and download. */
export function logoRoutes(router: Router): void {
  const folder = join(router.deps.config.dataDir, 'uploads', 'brands')
  const postgres = isPostgres(router.deps.db)

  router.route({
    ...routeOf(mobile.uploadLogo),
    tag: 'mobile-management',
    access: { permission: 'mobile-operator-brand-management/edit' },
    journal: 'app-brand.logo',
    handler: async ({ db, params, body, principal, record }) => {
      const brand = await detailOf(appBrandsResource, params.id ?? '', {
        db,
        postgres,
        now: now(),
        principal,
      })
      if (body.file.size > LOGO_LIMIT_BYTES) throw fieldError('file', '图片不能超过200KB')
      const bytes = new Uint8Array(await body.file.arrayBuffer())
      const type = imageTypeOf(bytes)
      if (!type) throw fieldError('file', '只支持 jpg、png、webp 格式的图片')
      const size = imageSizeOf(type, bytes)
      if (!size) throw fieldError('file', '无法读取图片尺寸，请换一张图片')
      if ([size.width, size.height].some((side) => side < MIN_SIDE || side > MAX_SIDE))
        throw fieldError(
          'file',
          `图片宽高须在${MIN_SIDE}–${MAX_SIDE}像素之间（当前 ${size.width}×${size.height}）`,
        )
      await mkdir(folder, { recursive: true })
      const name = `${brand.operatorId}-${randomBytes(12).toString('hex')}.${type}`
      await writeFile(join(folder, name), bytes)
      const values = { logoPath: name, logoType: type, updateTime: now().toISOString() }
      await db
        .updateTable('app_operators')
        .set(values)
        .where('operatorId', '=', brand.operatorId as string)
        .execute()
      record({ target: `app-brand:${brand.operatorId}`, before: { logoType: brand.logoType }, after: values })
      const logo = `/api/mobile-management/brands/${brand.operatorId}/logo?v=${encodeURIComponent(values.updateTime)}`
      return { operatorId: brand.operatorId as string, logo }
    },
  })

  router.route({
    ...routeOf(mobile.logoFile),
    tag: 'mobile-management',
    access: { permission: ['mobile-operator-brand-management/view', 'mobile-operator-management/view'] },
    raw: true,
    handler: async ({ db, params }) => {
      const row = await db
        .selectFrom('app_operators')
        .select(['logoPath', 'logoType'])
        .where('operatorId', '=', params.id ?? '')
        .executeTakeFirst()
      const type = row?.logoType as keyof typeof TYPES | undefined
      const bytes =
        row?.logoPath && type ? await readFile(join(folder, row.logoPath)).catch(() => null) : null
      if (!bytes || !type) throw new ApiError(CODES.badInput, '文件不存在', { file: '文件不存在' })
      return new Response(bytes, {
        headers: {
          'content-type': TYPES[type],
          'cache-control': 'private, max-age=86400',
          'x-content-type-options': 'nosniff',
        },
      })
    },
  })
}
