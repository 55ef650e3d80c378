/**
 * Feedback (issue 18; domain.md: Feedback): the calls beyond the list engine's list, detail and
 * export of the three screens' resources (`staff-feedbacks`, `manager-feedbacks`,
 * `operator-feedbacks`): submitting an item, the manager's and the operator's steps, pictures,
 * and the stations a staff member may report on. Framework-free: zod and ./define only.
 */
import { z } from 'zod'
import { FEEDBACK_LIMIT_DAYS, FEEDBACK_TYPE, PICTURE_MAX_COUNT } from '../core/domain/feedback'
import { stepRow } from './applications'
import { defineCall } from './define'
import { fileCalls, storedFile } from './files'

const picture = storedFile

const pictureIds = z
  .array(z.number().int().positive())
  .max(PICTURE_MAX_COUNT, `图片不能超过${PICTURE_MAX_COUNT}张`)
  .optional()

/** A feedback item with its pictures and step history. */
export const feedbackDetail = z.object({
  feedbackId: z.string(),
  type: z.string(),
  stationId: z.string(),
  stationName: z.string(),
  operatorId: z.string(),
  areaCode: z.string(),
  description: z.string(),
  status: z.string(),
  deadline: z.string().nullable(),
  overdue: z.number(),
  version: z.number(),
  pictures: z.array(picture),
  resultPictures: z.array(picture),
  history: z.array(stepRow),
})

const feedbackTypes = FEEDBACK_TYPE.map((item) => item.value) as [string, ...string[]]

/** 提交意见反馈 (operation staff): goes straight to 待审核. */
export const createFeedback = defineCall({
  method: 'post',
  path: '/feedback/staff-feedbacks',
  summary: '提交意见反馈（类型、场站、问题描述、图片），提交后待审核',
  body: z.strictObject({
    type: z.enum(feedbackTypes, { message: '请选择反馈类型' }),
    stationId: z.string().trim().min(1, '请选择充电站').max(20, '请选择充电站'),
    description: z.string().trim().min(1, '请输入问题描述').max(1000, '问题描述不能超过1000个字符'),
    pictureIds,
  }),
  data: feedbackDetail.passthrough(),
})

/** 派发、驳回、关闭、退回 (manager) and 处理 (equipment operator). */
export const stepFeedback = defineCall({
  method: 'post',
  path: '/feedback/:resource/:feedbackId/:action',
  summary:
    '反馈流程步骤：派发（days 个工作日内处理）、驳回、处理（result、图片）、关闭、退回重办；当前状态不允许返回409，且不做任何修改',
  body: z.strictObject({
    version: z.number().int().nullish(),
    // A form sends an empty field as null.
    opinion: z.string().trim().max(500, '意见不能超过500个字符').nullish(),
    days: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z.coerce
        .number({ message: '请输入处理时限' })
        .int('处理时限应为整数')
        .min(FEEDBACK_LIMIT_DAYS.min, `处理时限至少${FEEDBACK_LIMIT_DAYS.min}个工作日`)
        .max(FEEDBACK_LIMIT_DAYS.max, `处理时限不能超过${FEEDBACK_LIMIT_DAYS.max}个工作日`)
        .optional(),
    ),
    result: z.string().trim().max(1000, '处理结果不能超过1000个字符').nullish(),
    pictureIds,
  }),
  data: feedbackDetail.passthrough(),
})

export const { upload: uploadFeedbackPicture, file: feedbackPictureFile } = fileCalls('/feedback/pictures', {
  noun: '反馈或处理图片',
  rules: 'jpg、png，不超过5MB',
  data: picture,
  picture: true,
})

/** Stations a feedback item may be about (keyword: id or name). */
export const feedbackStations = defineCall({
  method: 'get',
  path: '/feedback/stations',
  summary: '可反馈的充电站（按编号或名称查找，最多20个）',
  query: z.strictObject({ keyword: z.string().trim().max(64).optional() }),
  data: z.array(
    z.object({
      stationId: z.string(),
      stationName: z.string(),
      operatorId: z.string(),
      operatorName: z.string().nullable(),
    }),
  ),
})

/** The calls of this module for the contract's index, keyed `<module>.<name>`. */
export const FEEDBACK_CALLS = {
  'feedback.createFeedback': createFeedback,
  'feedback.stepFeedback': stepFeedback,
  'feedback.uploadFeedbackPicture': uploadFeedbackPicture,
  'feedback.feedbackPictureFile': feedbackPictureFile,
  'feedback.feedbackStations': feedbackStations,
} as const
