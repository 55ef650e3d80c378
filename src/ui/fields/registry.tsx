/**
 * The field-kind registry (style.md): for each kind, how the read side formats a value and how the
 * edit side picks, checks and sends one. A mapped `Record<FieldKind, Renderer>`: a kind needs one.
 */
import { Input, Select } from 'antd'
import { Link } from 'wouter'
import { optionOf } from '../../core/domain/enums'
import { rule } from '../../core/domain/validator-rules'
import { EMPTY_TEXT, formatEnergy, formatMoney, maskPlate } from '../../core/format'
import type { QueryValue } from '../../core/http'
import { pinyinMatch } from '../../core/search'
import { ColorTag } from '../looks'
import { dateRangeRenderer, datetimeRenderer } from './dates'
import { deferred } from './deferred'
import { fileRenderer, imageRenderer } from './media'
import type { FieldRegistry, Renderer } from './renderer'
import type { Field } from './types'
import { isBlank, numberRules, numberToForm, text } from './values'

export type { FieldRegistry, InputMode, Renderer } from './renderer'

const nameKeyOf = (key: string, suffix: RegExp) => key.replace(suffix, '') + 'Name'
const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true'

// The heavy antd inputs load on demand (./deferred.tsx): a list's rows do not wait for them.
const InputNumber = deferred(() => import('./NumberInput'))
const AreaCascader = deferred(() =>
  import('./AreaCascader').then((module) => ({ default: module.AreaCascader })),
)
const OperatorSelect = deferred(() =>
  import('./OperatorSelect').then((module) => ({ default: module.OperatorSelect })),
)
/** Area codes of the levels above a region code: 120101 → ['120000', '120100', '120101']. */
export function areaPath(code: string): string[] {
  const levels = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code]
  return levels.filter((item, index) => item.length === 6 && levels.indexOf(item) === index)
}

/** The registry of every field kind. */
export const FIELD_RENDERERS: FieldRegistry = {
  text: {
    display: text,
    input: (field, mode) =>
      field.multiline && mode === 'form' ? (
        <Input.TextArea maxLength={field.maxLength} rows={3} placeholder={field.placeholder} />
      ) : field.secret ? (
        <Input.Password
          autoComplete="new-password"
          maxLength={field.maxLength}
          placeholder={field.placeholder}
        />
      ) : (
        <Input allowClear maxLength={field.maxLength} placeholder={field.placeholder ?? '请输入'} />
      ),
    rules: (field) => [
      ...(field.check ? [rule(field.check)] : []),
      ...(field.maxLength
        ? [{ max: field.maxLength, message: `${field.label}不能超过${field.maxLength}个字符` }]
        : []),
    ],
    toQuery: (value, field) => ({
      [field.key]: typeof value === 'string' ? value.trim() : (value as QueryValue),
    }),
  },
  number: {
    // A number of 元 or 万元 (注册资本) is money: shown as money is (spec §9), with separators.
    display: (value, _record, field) =>
      isBlank(value)
        ? EMPTY_TEXT
        : `${field.unit?.endsWith('元') ? formatMoney(value) : value}${field.unit ?? ''}`,
    input: (field) => (
      <InputNumber
        min={field.min}
        max={field.max}
        precision={field.precision}
        addonAfter={field.unit}
        placeholder={field.placeholder ?? '请输入'}
        style={{ width: '100%' }}
      />
    ),
    rules: () => numberRules(rule('number')),
    toForm: numberToForm,
  },
  enum: {
    display: (value, _record, field) => {
      const values = Array.isArray(value) ? value : isBlank(value) ? [] : [value]
      if (values.length === 0) return EMPTY_TEXT
      return values.map((item) => {
        const option = optionOf(field.options, item)
        return (
          <ColorTag key={String(item)} color={option?.color}>
            {option?.label ?? String(item)}
          </ColorTag>
        )
      })
    },
    input: (field) => (
      <Select
        allowClear
        mode={field.multiple ? 'multiple' : undefined}
        placeholder={field.placeholder ?? '请选择'}
        // Typing matches the labels, pinyin included (section 1), not the stored values.
        showSearch={{ filterOption: (input, option) => pinyinMatch(String(option?.label ?? ''), input) }}
        options={field.options.map((option) => ({ value: option.value, label: option.label }))}
        style={{ width: '100%' }}
      />
    ),
    picks: true,
  },
  money: {
    display: (value) => formatMoney(value),
    input: (field) => (
      <InputNumber
        min={0}
        precision={2}
        addonAfter="元"
        placeholder={field.placeholder ?? '请输入'}
        style={{ width: '100%' }}
      />
    ),
    rules: () => numberRules(rule('amount')),
    toForm: numberToForm,
  },
  energy: {
    display: (value, _record, field) => formatEnergy(value, field.unit),
    input: (field) => (
      <InputNumber
        min={0}
        addonAfter={field.unit ?? 'kWh'}
        placeholder={field.placeholder ?? '请输入'}
        style={{ width: '100%' }}
      />
    ),
    rules: () => numberRules(),
    toForm: numberToForm,
  },
  datetime: datetimeRenderer,
  dateRange: dateRangeRenderer,
  plate: {
    // Section 9: "Plate display masks the last 2 characters".
    display: (value) => (isBlank(value) ? EMPTY_TEXT : maskPlate(String(value))),
    input: (field) => <Input allowClear maxLength={8} placeholder={field.placeholder ?? '请输入车牌号'} />,
    rules: (field) => [rule('carNo', `请输入正确的${field.label}`)],
    toQuery: (value, field) => ({
      [field.key]: typeof value === 'string' ? value.trim().toUpperCase() : undefined,
    }),
  },
  area: {
    display: (value, record, field) => text(record[field.nameKey ?? nameKeyOf(field.key, /Code$/)] ?? value),
    input: (field) => <AreaCascader placeholder={field.placeholder} />,
    picks: true,
    toQuery: (value, field) => ({
      [field.key]: Array.isArray(value) ? value[value.length - 1] : (value as QueryValue),
    }),
    toForm: (value) => (isBlank(value) ? undefined : areaPath(String(value))),
    fromForm: (value) => (Array.isArray(value) ? value[value.length - 1] : value),
  },
  operator: {
    display: (value, record, field) => text(record[field.nameKey ?? nameKeyOf(field.key, /Id$/)] ?? value),
    input: (field) => <OperatorSelect placeholder={field.placeholder} />,
    picks: true,
  },
  boolean: {
    display: (value, _record, field) =>
      isBlank(value) ? EMPTY_TEXT : (field.labels ?? ['是', '否'])[truthy(value) ? 0 : 1],
    input: (field) => (
      <Select
        allowClear
        placeholder={field.placeholder ?? '请选择'}
        options={[
          { value: 1, label: (field.labels ?? ['是', '否'])[0] },
          { value: 0, label: (field.labels ?? ['是', '否'])[1] },
        ]}
        style={{ width: '100%' }}
      />
    ),
    picks: true,
    toForm: (value) => (isBlank(value) ? undefined : truthy(value) ? 1 : 0),
  },
  image: imageRenderer,
  file: fileRenderer,
  link: {
    display: (value, record, field) => {
      const href = field.to(record)
      const label = field.text ? field.text(record) : text(value)
      return href ? <Link href={href}>{label}</Link> : label
    },
    input: (field) => <Input allowClear placeholder={field.placeholder ?? '请输入'} />,
    toQuery: (value, field) => ({
      [field.key]: typeof value === 'string' ? value.trim() : (value as QueryValue),
    }),
  },
}

/** The renderer of a field (typed by its kind). */
export function rendererOf<F extends Field>(field: F): Renderer<F> {
  return FIELD_RENDERERS[field.kind] as unknown as Renderer<F>
}
