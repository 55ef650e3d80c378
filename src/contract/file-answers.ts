/**
 * The answers that are a file, not JSON (a preview or a download, a picture, an export's .xlsx):
 * the bytes themselves, typed as one of the answer's content types; a refusal still comes as the
 * envelope. The server's route answers such a call raw (its handler makes the Response); the
 * OpenAPI document shows the answer as `type: string, format: binary` under its content types
 * (server/src/http/openapi.ts), and the answer check (config.checkResponses) holds the content
 * type to them. Framework-free: zod and the shared file types.
 */
import { z } from 'zod'
import { FILE_TYPES, IMAGE_TYPES, PREVIEWABLE } from '../core/domain/files'

/** The content types of the answers that are files. */
const fileAnswers = z.registry<{ contentTypes: readonly string[] }>()

/** A call's `data` that is a file of one of `contentTypes`. */
export function fileAnswer(contentTypes: readonly string[]) {
  return z.custom<Blob>((value) => value instanceof Blob, '不是文件').register(fileAnswers, { contentTypes })
}

/** The content types of a call's answer if it is a file (fileAnswer); undefined for JSON. */
export function fileTypesOf(data: z.ZodType | undefined): readonly string[] | undefined {
  return data ? fileAnswers.get(data)?.contentTypes : undefined
}

/** A stored file itself, downloaded (or previewed, by the call's mode): any type an upload may have. */
export const storedFileAnswer = fileAnswer(Object.values(FILE_TYPES))

/** A stored file shown in the browser: the previewable types (pdf, jpg, png). */
export const previewAnswer = fileAnswer(PREVIEWABLE.map((type) => FILE_TYPES[type]))

/** A picture shown in the console (the avatar, a brand logo, an article's image): jpg, png or webp. */
export const pictureAnswer = fileAnswer(Object.values(IMAGE_TYPES))

/** A workbook (an export's .xlsx). */
export const workbookAnswer = fileAnswer([FILE_TYPES.xlsx])
