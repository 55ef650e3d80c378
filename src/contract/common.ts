/**
 * Shared look-ups (api.md): the platform's names, public settings, regions and the operator
 * picker. Framework-free: zod and ./define only.
 */
import { z } from 'zod'
import { defineCall } from './define'

export const platformName = defineCall({
  method: 'get',
  path: '/common/platformName',
  summary: '平台名称（页头）',
  data: z.object({ platformName: z.string() }),
})

export const platformNameMini = defineCall({
  method: 'get',
  path: '/common/platformNameMini',
  summary: '平台简称',
  data: z.object({ platformName: z.string() }),
})

export const publicConfig = defineCall({
  method: 'get',
  path: '/common/config',
  summary: '公开配置：桥接允许的宿主来源（HOST_ORIGINS）与城市编码',
  data: z.object({ hostOrigins: z.array(z.string()), cityCode: z.string().nullable() }),
})

export const areaCodes = defineCall({
  method: 'get',
  path: '/areaCode/queryAreaCodeList',
  summary: '行政区划（parentCode 的下级；不传时为顶级）',
  query: z.strictObject({
    parentCode: z
      .string()
      .regex(/^\d{6}$/, '应为6位行政区划代码')
      .optional(),
  }),
  data: z.array(z.object({ code: z.string(), name: z.string(), level: z.number() })),
})

export const operatorList = defineCall({
  method: 'post',
  path: '/base/operator_list_v1',
  summary: '运营商选择列表（keyword 匹配名称、拼音、首字母或编号）',
  body: z.strictObject({ keyword: z.string().trim().max(64).optional() }),
  data: z.array(z.object({ operatorId: z.string(), operatorName: z.string() })),
})

/** Every call of the module, keyed for the contract. */
export const COMMON_CALLS = {
  'common.platformName': platformName,
  'common.platformNameMini': platformNameMini,
  'common.publicConfig': publicConfig,
  'common.areaCodes': areaCodes,
  'common.operatorList': operatorList,
}
