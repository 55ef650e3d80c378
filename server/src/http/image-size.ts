/**
 * The pixel size of a jpg, png or webp, read from its header, so that a logo of the wrong size is
 * refused before anything decodes it (brand logos, article images, image-check.ts). Null when the header
 * cannot be read.
 */
export interface ImageSize {
  width: number
  height: number
}

function png(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

function jpg(bytes: Uint8Array): ImageSize | null {
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]
    const length = (bytes[at + 2] << 8) | bytes[at + 3]
    // Start-of-frame markers (C0–CF but the DHT, JPG and DAC markers).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: (bytes[at + 5] << 8) | bytes[at + 6], width: (bytes[at + 7] << 8) | bytes[at + 8] }
    at += 2 + length
  }
  return null
}

function webp(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30) return null
  const chunk = String.fromCharCode(...bytes.slice(12, 16))
  if (chunk === 'VP8 ')
    return { width: ((bytes[27] << 8) | bytes[26]) & 0x3fff, height: ((bytes[29] << 8) | bytes[28]) & 0x3fff }
  if (chunk === 'VP8L') {
    const bits = bytes[21] | (bytes[22] << 8) | (bytes[23] << 16) | (bytes[24] << 24)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X')
    return {
      width: 1 + (bytes[24] | (bytes[25] << 8) | (bytes[26] << 16)),
      height: 1 + (bytes[27] | (bytes[28] << 8) | (bytes[29] << 16)),
    }
  return null
}

/** The size of an image of the given type. */
export function imageSizeOf(type: 'jpg' | 'png' | 'webp', bytes: Uint8Array): ImageSize | null {
  return type === 'png' ? png(bytes) : type === 'jpg' ? jpg(bytes) : webp(bytes)
}
