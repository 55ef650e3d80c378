/** Avatar upload (jpg, png, webp; ≤ 2 MB, api.md) stored under DATA_DIR/uploads and served back. */

import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as account from '../../../src/contract/account'
import { routeOf } from '../../../src/contract/define'
import { IMAGE_TYPES, type ImageType } from '../../../src/core/domain/files'
import type { Router } from '../http/router'
import { inspectUpload } from '../http/upload-service'
import { keepUpload, releaseStored } from '../http/upload-store'
import { ApiError, CODES, fieldError } from '../kernel/errors'

const AVATAR_URL = '/api/uploads/avatars/'

/** Register avatar upload and download. */
export function avatarRoutes(router: Router): void {
  const folder = join(router.deps.config.dataDir, 'uploads', 'avatars')
  const tooLarge = `图片不能超过${Math.round(router.deps.config.avatarLimitBytes / 1024 / 1024)}MB`
  router.route({
    ...routeOf(account.uploadAvatar),
    tag: 'user',
    access: 'session',
    journal: 'user.avatar',
    upload: { maxBytes: router.deps.config.avatarLimitBytes, tooLarge },
    handler: async ({ db, body, principal: { user }, record }) => {
      if (body.file.size > router.deps.config.avatarLimitBytes) throw fieldError('file', tooLarge)
      const { type } = await inspectUpload(body.file, 'image', {
        mismatch: '只支持 jpg、png、webp 格式的图片',
      })
      const name = `${user.id}-${randomBytes(12).toString('hex')}.${type}`
      const avatar = AVATAR_URL + name
      await keepUpload(db, body.file, { path: `avatars/${name}`, kind: 'avatar', ref: avatar })
      // The replaced file is not removed here: this runs before the commit, and a crash in
      // between would leave the account pointing at a deleted file. It is released, and the
      // retention sweep removes it after the grace period (retention-files.ts).
      const current = await db
        .selectFrom('users')
        .select('avatar')
        .where('id', '=', user.id)
        .executeTakeFirst()
      if (current?.avatar) await releaseStored(db, 'avatar', current.avatar)
      await db.updateTable('users').set({ avatar }).where('id', '=', user.id).execute()
      record({ target: `user:${user.username}`, before: { avatar: user.avatar }, after: { avatar } })
      return { avatar }
    },
  })

  router.route({
    ...routeOf(account.avatarFile),
    tag: 'user',
    access: 'public',
    raw: true,
    handler: async ({ params }) => {
      const match = /^(\d+-[0-9a-f]{24})\.(jpg|png|webp)$/.exec(params.file ?? '')
      if (!match) throw new ApiError(CODES.badInput, '文件不存在', { file: '文件不存在' })
      const bytes = await readFile(join(folder, params.file)).catch(() => null)
      if (!bytes) throw new ApiError(CODES.badInput, '文件不存在', { file: '文件不存在' })
      return new Response(bytes, {
        headers: {
          'content-type': IMAGE_TYPES[match[2] as ImageType],
          'cache-control': 'private, max-age=86400',
          'x-content-type-options': 'nosniff',
        },
      })
    },
  })
}
