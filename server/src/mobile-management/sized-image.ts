/**
 * The app's own pictures (article images, brand logos; issue 20; decisions: Uploads): the type
 * judged by the bytes (jpg, png, webp), within the route's byte limit and between a smallest and
 * a largest side in pixels. Each refusal is a 400 naming `file`.
 */
import type { ImageType } from '../../../src/core/domain/files'
import { type ImageSize, imageSizeOf } from '../http/image-size'
import { inspectUpload, type UploadRule } from '../http/upload-service'
import { fieldError } from '../kernel/errors'

/** An accepted picture: its type, bytes and size. */
export interface CheckedPicture {
  type: ImageType
  bytes: Uint8Array
  size: ImageSize
}

/** Check an uploaded picture against `rule` and the sides `minSide`–`maxSide`; 400 at `file` otherwise. */
export async function checkPicture(
  file: File,
  rule: UploadRule,
  sides: { minSide: number; maxSide: number },
): Promise<CheckedPicture> {
  if (file.size > rule.maxBytes) throw fieldError('file', rule.tooLarge)
  const checked = await inspectUpload(file, 'image', { mismatch: '只支持 jpg、png、webp 格式的图片' })
  const type = checked.type as ImageType
  const bytes = checked.image as Uint8Array
  const size = imageSizeOf(type, bytes)
  if (!size) throw fieldError('file', '无法读取图片尺寸，请换一张图片')
  const { minSide, maxSide } = sides
  if ([size.width, size.height].some((side) => side < minSide || side > maxSide))
    throw fieldError('file', `图片宽高须在${minSide}–${maxSide}像素之间（当前 ${size.width}×${size.height}）`)
  return { type, bytes, size }
}
