/**
 * Brand logos (运营商品牌管理, issue 20; decisions: Uploads): the type judged by the bytes
 * (jpg, png, webp), at most 200 KB, 64–1024 pixels each way; stored under
 * `DATA_DIR/uploads/brands` and served with its own type and `nosniff`. Each logo gets a
 * thumbnail made on the server (sharp): at most 128 pixels each way, PNG (logos keep their
 * transparency), served with `size=thumb` — lists show it, the preview opens the logo itself.
 */
import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { routeOf } from '../../../src/contract/define'
import * as mobile from '../../../src/contract/mobile-management'
import { IMAGE_TYPES, type ImageType } from '../../../src/core/domain/files'
import type { Router } from '../http/router'
import { keepDerived, keepUpload, releaseStored } from '../http/upload-store'
import { now } from '../kernel/clock'
import { ApiError, CODES, fieldError } from '../kernel/errors'
import { detailOf, queryContext } from '../resources'
import { appBrandsResource } from './resources'
import { checkPicture } from './sized-image'

/** Largest logo file. */
export const LOGO_LIMIT_BYTES = 200 * 1024
const LOGO_UPLOAD = { maxBytes: LOGO_LIMIT_BYTES, tooLarge: '图片不能超过200KB' }
/** The thumbnail's largest side, in pixels. */
export const THUMB_SIDE = 128

/**
 * sharp (libvips) is loaded by the first logo it handles, not with the server: the server and its
 * export worker thread import this module and would otherwise each carry libvips (~30 MB resident).
 */
const loadSharp = () => import('sharp').then((module) => module.default)

/** A logo's thumbnail: within THUMB_SIDE each way (never enlarged), PNG; null if the image cannot be decoded. */
export async function thumbnailOf(bytes: Uint8Array): Promise<Buffer | null> {
  try {
    const sharp = await loadSharp()
    return await sharp(bytes, { limitInputPixels: 1024 * 1024 })
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer()
  } catch {
    return null
  }
}

/** Where a logo's thumbnail is stored, beside the logo. */
const thumbName = (logoPath: string) => `${logoPath}.thumb.png`

/** Register logo upload and download. */
export function logoRoutes(router: Router): void {
  const folder = join(router.deps.config.dataDir, 'uploads', 'brands')

  router.route({
    ...routeOf(mobile.uploadLogo),
    tag: 'mobile-management',
    access: { permission: 'mobile-operator-brand-management/edit' },
    journal: 'app-brand.logo',
    upload: LOGO_UPLOAD,
    handler: async ({ db, params, body, principal, record }) => {
      const brand = await detailOf(appBrandsResource, params.id ?? '', queryContext(db, principal))
      const { type, bytes } = await checkPicture(body.file, LOGO_UPLOAD, { minSide: 64, maxSide: 1024 })
      // A header that reads well over bytes that do not decode is refused too, before anything is stored.
      const thumbnail = await thumbnailOf(bytes)
      if (!thumbnail) throw fieldError('file', '图片已损坏，无法读取，请换一张图片')
      const name = `${brand.operatorId}-${randomBytes(12).toString('hex')}.${type}`
      await keepUpload(db, body.file, { path: `brands/${name}`, kind: 'logo', ref: name })
      await keepDerived(db, body.file, thumbnail, {
        path: `brands/${thumbName(name)}`,
        kind: 'logo',
        ref: name,
      })
      // The replaced logo and its thumbnail go after the grace period (retention-files.ts).
      const current = await db
        .selectFrom('app_operators')
        .select('logoPath')
        .where('operatorId', '=', brand.operatorId as string)
        .executeTakeFirst()
      if (current?.logoPath) await releaseStored(db, 'logo', current.logoPath)
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
    handler: async ({ db, params, query }) => {
      const row = await db
        .selectFrom('app_operators')
        .select(['logoPath', 'logoType'])
        .where('operatorId', '=', params.id ?? '')
        .executeTakeFirst()
      const type = row?.logoType as ImageType | undefined
      const bytes =
        row?.logoPath && type
          ? ((await readFile(join(folder, row.logoPath)).catch(() => null)) ??
            (await seededLogo(row.logoPath)))
          : null
      if (!row?.logoPath || !bytes || !type)
        throw new ApiError(CODES.badInput, '文件不存在', { file: '文件不存在' })
      const thumb = query?.size === 'thumb'
      const body = thumb ? await storedThumbnail(join(folder, thumbName(row.logoPath)), bytes) : bytes
      if (!body) throw new ApiError(CODES.badInput, '文件不存在', { file: '文件不存在' })
      return new Response(new Uint8Array(body), {
        headers: {
          'content-type': thumb ? 'image/png' : IMAGE_TYPES[type],
          'cache-control': 'private, max-age=86400',
          'x-content-type-options': 'nosniff',
        },
      })
    },
  })
}

/**
 * The stored thumbnail, made now for a logo uploaded before thumbnails existed (and stored) or
 * for a seeded logo (kept in memory, as the logo itself).
 */
async function storedThumbnail(path: string, logo: Uint8Array): Promise<Uint8Array | null> {
  const stored = await readFile(path).catch(() => null)
  if (stored) return stored
  const made = await thumbnailOf(logo)
  if (made) await writeFile(path, made).catch(() => undefined)
  return made
}

const seeded = new Map<string, Promise<Uint8Array | null>>()

/**
 * A seeded logo (`seed/<n>.png`, mobile-management/seed.ts): the seed knows no data folder, so its
 * bytes are drawn when first asked for, as seeded attachments are — a rounded square of the
 * brand's own hue with a charging bolt, 256 px.
 */
export function seededLogo(path: string): Promise<Uint8Array | null> {
  const number = /^seed\/(\d+)\.png$/.exec(path)?.[1]
  if (!number) return Promise.resolve(null)
  let bytes = seeded.get(number)
  if (!bytes) {
    const hue = (Number(number) * 47) % 360
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" rx="52" fill="hsl(${hue},62%,40%)"/><path d="M146 26 68 146h52l-14 84 82-128h-54z" fill="#fff"/></svg>`
    bytes = loadSharp()
      .then((sharp) => sharp(Buffer.from(svg)).png().toBuffer())
      .then((buffer) => new Uint8Array(buffer))
    seeded.set(number, bytes)
  }
  return bytes
}
