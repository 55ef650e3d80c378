/**
 * The archives area's calls beyond the list engine's list, detail and export (src/contract/
 * resources.ts): file upload, preview, download and delete (文件管理), and the rural-station
 * tagging steps (乡村站标记: a request with a reason, then a review). A step not allowed from
 * the current status answers 409 and changes nothing. Framework-free: zod and ./ modules only.
 */
import { z } from 'zod'
import { type Call, defineCall } from './define'
import { previewAnswer, storedFileAnswer } from './file-answers'
import { text } from './text'

export const uploadFile = defineCall({
  method: 'post',
  path: '/archives-management/files',
  summary: '上传文件（multipart：file，remark 可选；pdf、doc、docx、xls、xlsx、jpg、png，不超过20MB）',
  bodyType: 'multipart',
  body: z.strictObject({
    file: z.instanceof(File, { message: '请选择文件' }),
    remark: text({ label: '备注', max: 500, multiline: true }).optional(),
    areaCode: z
      .string()
      .regex(/^\d{6}$/, '请选择所属区域')
      .optional()
      .describe('所属区域（默认为上传人的 auth_area）'),
  }),
  data: z.object({ id: z.number(), fileName: z.string(), fileType: z.string(), size: z.number() }),
})

const fileMode = (mode: 'preview' | 'download', summary: string) =>
  defineCall({
    method: 'get',
    path: `/archives-management/files/:id/${mode}`,
    summary,
    data: mode === 'preview' ? previewAnswer : storedFileAnswer,
  })
/** Preview a file (pdf, jpg, png open in the browser). */
export const previewFile = fileMode('preview', '预览文件（pdf、jpg、png 在浏览器中打开）')
/** Download a file. */
export const downloadFile = fileMode('download', '下载文件')

export const deleteFile = defineCall({
  method: 'post',
  path: '/archives-management/files/:id/delete',
  summary: '删除文件',
  data: z.object({ id: z.number() }),
})

/** The station's tagging version as read (`ruralVersion`; a concurrent step → 409); absent: the status guards. */
const ruralVersion = z.number().int().min(0).optional()
const reasonBody = z.strictObject({
  reason: z.string().trim().min(1, '请填写理由').max(500, '理由不能超过500个字符'),
  version: ruralVersion,
})
const opinionBody = z.strictObject({
  opinion: z.string().trim().min(1, '请填写审核意见').max(500, '审核意见不能超过500个字符'),
  version: ruralVersion,
})

/** A tagging step's answer: the station with its new tagging fields. */
const taggedStation = z.object({ stationId: z.string() }).passthrough()

/** The steps of rural-station tagging. */
export type RuralStep = 'tag' | 'untag' | 'approve' | 'reject'

const ruralStep = <B extends z.ZodType>(step: RuralStep, title: string, body: B) =>
  defineCall({
    method: 'post',
    path: `/archives-management/rural-stations/:id/${step}`,
    summary: `乡村站标记：${title}（不允许的步骤返回409且不做任何修改）`,
    body,
    data: taggedStation,
  })

/** A tagging step: a request carries a reason, a review an opinion. */
export type RuralStepCall = Call<
  undefined,
  z.ZodType<{ reason: string; version?: number } | { opinion: string; version?: number }>,
  typeof taggedStation
>

/** Each tagging step by its name. */
export const RURAL_STEPS: Record<RuralStep, RuralStepCall> = {
  tag: ruralStep('tag', '申请标记为乡村站', reasonBody),
  untag: ruralStep('untag', '申请取消乡村站标记', reasonBody),
  approve: ruralStep('approve', '审核通过', opinionBody),
  reject: ruralStep('reject', '审核驳回', opinionBody),
}

/** Every call of the module, keyed for the contract. */
export const ARCHIVES_MANAGEMENT_CALLS = {
  'archives-management.uploadFile': uploadFile,
  'archives-management.previewFile': previewFile,
  'archives-management.downloadFile': downloadFile,
  'archives-management.deleteFile': deleteFile,
  'archives-management.ruralTag': RURAL_STEPS.tag,
  'archives-management.ruralUntag': RURAL_STEPS.untag,
  'archives-management.ruralApprove': RURAL_STEPS.approve,
  'archives-management.ruralReject': RURAL_STEPS.reject,
}
