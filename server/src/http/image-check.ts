/**
 * The pixel bound of every picture accepted (issue 38, item 16): avatars, feedback pictures,
 * workflow attachments, evidence and archived files that are images. The dimensions are read
 * from the header only — by sharp's metadata (no pixel is decoded) and by our own header reader
 * (image-size.ts), which also reads headers sharp calls corrupt — and a picture over
 * IMAGE_MAX_SIDE a side or IMAGE_MAX_PIXELS in all is refused with a 400 naming `file`. Bytes
 * that are no jpg, png or webp are the type checks' business, not this one's.
 */
import sharp from 'sharp'
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../../../src/core/domain/files'
import { fieldError } from '../kernel/errors'
import { type ImageSize, imageSizeOf } from './image-size'
import { imageTypeOf } from './uploads'

/** The sizes the header claims (sharp's and ours; none when neither can read it). */
async function claimedSizes(bytes: Uint8Array): Promise<ImageSize[]> {
  const type = imageTypeOf(bytes)
  if (!type) return []
  const sizes: ImageSize[] = []
  const own = imageSizeOf(type, bytes)
  if (own) sizes.push(own)
  // limitInputPixels off: the bound is ours to judge, with our message; metadata decodes nothing.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (meta?.width && meta.height) sizes.push({ width: meta.width, height: meta.height })
  return sizes
}

/** Refuse (400 at `field`) an image whose header claims more pixels than any picture may have. */
export async function assertImageBounds(bytes: Uint8Array, field = 'file'): Promise<void> {
  for (const { width, height } of await claimedSizes(bytes)) {
    if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS)
      throw fieldError(
        field,
        `图片尺寸过大（${width}×${height}像素），宽高不能超过${IMAGE_MAX_SIDE}像素，总像素不能超过${IMAGE_MAX_PIXELS / 10_000}万`,
      )
  }
}
