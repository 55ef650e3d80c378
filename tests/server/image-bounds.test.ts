/**
 * Issue 38, item 16: every upload that accepts pictures refuses one whose header claims more
 * pixels than any picture may have (100000×100000: 10 gigapixels in a few bytes), with a 400 in
 * Chinese at `file` and nothing stored; a picture within the bound is taken as before.
 */
import { describe, expect, it } from 'vitest'
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../../src/core/domain/files'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

/** A png's first bytes: signature and IHDR claiming `width`×`height`. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const png = new Uint8Array(64)
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  new DataView(png.buffer).setUint32(16, width)
  new DataView(png.buffer).setUint32(20, height)
  png.set([8, 6, 0, 0, 0], 24)
  return png
}

/** A jpg's first bytes: start of image and a baseline frame header claiming `width`×`height`. */
function jpgHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const jpg = new Uint8Array(64)
  jpg.set([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3])
  return jpg
}

/** The uploads that take pictures (the avatar, feedback pictures, every attachment and archived files). */
const UPLOADS = [
  '/user/avatar',
  '/feedback/pictures',
  '/archives-management/files',
  '/universal-services/attachments',
  '/supervise-services/attachments',
  '/assessment/attachments',
  '/data-input/attachments',
]

describe.each(DIALECTS)('picture dimensions on %s', (dialect) => {
  const { server, admin } = signedIn(dialect, ['admin'])

  const upload = (path: string, bytes: Uint8Array<ArrayBuffer>, name: string) => {
    const form = new FormData()
    form.append('file', new File([bytes], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' }))
    return admin.post(path, form)
  }
  const stored = async () =>
    Number(
      (
        await server.db
          .selectFrom('application_files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ) +
    Number(
      (
        await server.db
          .selectFrom('archive_files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('refuses a header of 100000×100000 pixels (and one past each bound) on every picture upload, storing nothing', async () => {
    const before = await stored()
    const huge: [Uint8Array<ArrayBuffer>, string][] = [
      [pngHeader(100_000, 100_000), 'huge.png'],
      [jpgHeader(60_000, 60_000), 'huge.jpg'],
      [pngHeader(IMAGE_MAX_SIDE + 1, 10), 'wide.png'],
      [pngHeader(8000, Math.floor(IMAGE_MAX_PIXELS / 8000) + 1), 'many.png'],
    ]
    for (const path of UPLOADS)
      for (const [bytes, name] of huge) {
        const answer = await upload(path, bytes, name)
        expect([path, name, answer.code, answer.data?.file]).toEqual([
          path,
          name,
          400,
          expect.stringMatching(/^图片尺寸过大（\d+×\d+像素），宽高不能超过16384像素，总像素不能超过4000万$/),
        ])
      }
    expect(await stored()).toBe(before)
  })

  it('takes a picture within the bound as before', async () => {
    for (const path of UPLOADS) {
      const answer = await upload(path, pngHeader(4000, 3000), 'photo.png')
      expect([path, answer.code, answer.msg]).toEqual([path, 200, expect.any(String)])
    }
  })
})
