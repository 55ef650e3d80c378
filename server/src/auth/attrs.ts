/** Attribute definitions (getAttrDefine) and validation of attribute values (section 3). */
import type { Db } from '../db/types'
import { fieldError } from '../kernel/errors'

export { ATTR_DEFINES, attrListSchema } from '../../../src/contract/system-management-users'

/** Check attribute values against the database (regions, operators); throws 400 at the field. */
export async function checkAttrs(db: Db, attrs: { attrKey: string; attrValue: string }[]): Promise<void> {
  const seen = new Set<string>()
  for (const [index, attr] of attrs.entries()) {
    const field = `attrs.${index}.attrValue`
    if (seen.has(attr.attrKey)) throw fieldError(`attrs.${index}.attrKey`, '属性重复')
    seen.add(attr.attrKey)
    if (attr.attrKey === 'auth_area' && attr.attrValue) {
      const region = await db
        .selectFrom('region_codes')
        .select('code')
        .where('code', '=', attr.attrValue)
        .executeTakeFirst()
      if (!region) throw fieldError(field, '行政区划代码不存在')
    }
    if (attr.attrKey === 'operator' && attr.attrValue) {
      const operator = await db
        .selectFrom('operators')
        .select('operatorId')
        .where('operatorId', '=', attr.attrValue)
        .executeTakeFirst()
      if (!operator) throw fieldError(field, '运营商不存在')
    }
    if (attr.attrKey === 'isCompany' && !['0', '1', ''].includes(attr.attrValue))
      throw fieldError(field, '应为 0 或 1')
  }
}
