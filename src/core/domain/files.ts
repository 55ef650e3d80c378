/**
 * What file-management accepts (issue 5: "upload with type and size limits"), one source for
 * both sides: the console checks before sending (UploadDialog), the server checks again by the
 * bytes (server/src/archives-management/files.ts) and serves previews with these MIME types.
 */

/** Accepted file types with their MIME types (jpeg is read as jpg). */
export const FILE_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const

export type FileType = keyof typeof FILE_TYPES

/**
 * The image types accepted for pictures shown in the console (the avatar, the brand logos, the
 * articles' images), with their content types: the server checks uploads by them and serves the
 * pictures as them.
 */
export const IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const
export type ImageType = keyof typeof IMAGE_TYPES

/** Extensions a file may have: the types plus jpeg. */
export const FILE_EXTENSIONS = [...(Object.keys(FILE_TYPES) as FileType[]), 'jpeg'] as const

/** The file picker's `accept`: every extension a file may have (`.pdf,.doc,…`). */
export const FILE_ACCEPT = FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',')

/** Largest upload: 20 MB. */
export const FILE_LIMIT_BYTES = 20 * 1024 * 1024

/**
 * The largest picture accepted anywhere (issue 38, item 16): 16384 pixels a side (what browsers
 * and WebP decode at most) and 40 megapixels in all (a 2 MB file can claim 100000×100000, i.e.
 * 40 GB of pixels to whoever decodes it).
 */
export const IMAGE_MAX_SIDE = 16_384
export const IMAGE_MAX_PIXELS = 40_000_000

/** Types the browser can show inline. */
export const PREVIEWABLE: readonly FileType[] = ['pdf', 'jpg', 'png']

/** The type of a file name by its extension (jpeg → jpg), or null when not accepted. */
export function fileTypeOf(name: string): FileType | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase()
  const type = extension === 'jpeg' ? 'jpg' : extension
  return type && type in FILE_TYPES ? (type as FileType) : null
}

/** The message for a file that may not be uploaded, or undefined when it may. */
export function fileProblem(file: { name: string; size: number }): string | undefined {
  if (!fileTypeOf(file.name)) return '只支持 pdf、doc、docx、xls、xlsx、jpg、png 格式的文件'
  if (file.size === 0) return '文件内容为空'
  if (file.size > FILE_LIMIT_BYTES) return '文件不能超过20MB'
  return undefined
}
