import { DownOutlined, UpOutlined } from '@ant-design/icons'
import { Button, Input, Space } from 'antd'
import {
  cloneElement,
  type FormEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { firstError } from '../fields/checkRules'
import { fieldRules } from '../fields/convert'
import { useDeferredInputsOpen } from '../fields/deferred'
import { rendererOf } from '../fields/registry'
import type { Field, Row } from '../fields/types'
import { usePinyin } from '../usePinyin'

/** Filters shown while the form is collapsed. */
const COLLAPSED_COUNT = 2

export interface FilterFormProps {
  fields: readonly Field[]
  values: Row
  keyword: string
  /** The keyword box's placeholder; undefined hides the box. */
  keywordPlaceholder?: string
  onSearch: (values: Row, keyword: string) => void
  onReset: () => void
}

/** What an input's onChange hands back: a DOM event's target value, or the value itself. */
function valueOfChange(first: unknown): unknown {
  if (first && typeof first === 'object' && 'target' in first) {
    const target = (first as { target: unknown }).target
    if (target && typeof target === 'object' && 'value' in target) return (target as { value: unknown }).value
  }
  return first
}

interface ItemProps {
  id: string
  label: string
  error?: string
  required?: boolean
  children: ReactNode
}

/**
 * One labelled filter: the label, the control, and the field's message under it (announced, and
 * tied to the control by aria-describedby). Styled as antd's inline form item (ShellStyles:
 * .evc-filter-item).
 */
function FilterItem({ id, label, error, required, children }: ItemProps) {
  return (
    <div className={error ? 'evc-filter-item evc-filter-item-error' : 'evc-filter-item'}>
      <label
        className={required ? 'evc-filter-label evc-filter-required' : 'evc-filter-label'}
        htmlFor={id}
        title={label}
      >
        {label}
      </label>
      <div className="evc-filter-control">
        {children}
        {error && (
          <div id={`${id}_help`} className="evc-filter-help" role="alert">
            {error}
          </div>
        )}
      </div>
    </div>
  )
}

/**
 * The filter form of a list: a keyword box (matched by the server, pinyin included), the
 * filter fields (collapsible: 展开 / 收起), 查询 and 重置.
 *
 * A plain form, not antd's Form: each filter's control takes its value and onChange from here, and
 * the fields' rules are checked on change and on 查询 (../fields/checkRules.ts). Every list's first
 * screen draws this form, and antd's form store and validator were ~20 KB of its bytes (issue 14).
 * Its cells are laid out by ShellStyles (.evc-filter-cell: one, two or three a line, as antd's
 * Col xs=24 md=12 xl=8 were), not by antd's Grid, whose styles (265 rules) no other part of a
 * list's first screen needs.
 */
export function FilterForm(props: FilterFormProps) {
  // A unique prefix keeps field ids unique when several lists (tabs) are alive at once.
  const formName = `filter${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [expanded, setExpanded] = useState(false)
  const [keyword, setKeyword] = useState(props.keyword)
  const [current, setCurrent] = useState<Row>(props.values)
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const currentRef = useRef(current)
  currentRef.current = current
  // Option filters match pinyin once it has loaded, after the list's first page (core/search.ts).
  usePinyin(useDeferredInputsOpen())
  const { fields, values } = props

  // Values changed outside the form (重置, a restored tab) are shown in it. Only a real change
  // does that: effects also run on mount and each time a kept-alive page is shown again
  // (React's <Activity>), and resetting then would drop what the user typed but had not yet
  // applied, and remount the area and operator pickers (cancelling their first requests).
  const synced = useRef({ values, keyword: props.keyword })
  useEffect(() => {
    if (synced.current.values === values) return
    synced.current.values = values
    setCurrent(values)
    setErrors({})
  }, [values])
  useEffect(() => {
    if (synced.current.keyword === props.keyword) return
    synced.current.keyword = props.keyword
    setKeyword(props.keyword)
  }, [props.keyword])

  const rulesOf = (field: Field) => fieldRules(field, { required: Boolean(field.requiredInFilter) })
  const check = (field: Field, all: Row) => firstError(rulesOf(field), all[field.key], all, field.label)

  const change = (field: Field, value: unknown) => {
    const next = { ...currentRef.current, [field.key]: value }
    currentRef.current = next
    setCurrent(next)
    void check(field, next).then((error) => {
      // A later change of the same field decides its message.
      if (currentRef.current[field.key] === value) setErrors((before) => ({ ...before, [field.key]: error }))
    })
  }

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const all = currentRef.current
    const found = await Promise.all(
      fields.map(async (field) => [field.key, await check(field, all)] as const),
    )
    setErrors(Object.fromEntries(found))
    if (found.some(([, error]) => error)) {
      // A message on a folded filter is shown: unfold them.
      if (found.some(([key, error]) => error && !shown.some((field) => field.key === key))) setExpanded(true)
      return
    }
    props.onSearch(all, keyword.trim())
  }
  const collapsible = fields.length > COLLAPSED_COUNT
  const shown = collapsible && !expanded ? fields.slice(0, COLLAPSED_COUNT) : fields

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form in the search role (the <search> element is unknown to the older browsers host portals run in)
    <form
      id={formName}
      className="evc-filter-form"
      role="search"
      aria-label="筛选"
      noValidate
      onSubmit={submit}
    >
      {props.keywordPlaceholder !== undefined && (
        <div className="evc-filter-cell">
          <FilterItem id={`${formName}_keyword`} label="关键字">
            <Input
              id={`${formName}_keyword`}
              allowClear
              aria-label="关键字"
              placeholder={props.keywordPlaceholder}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </FilterItem>
        </div>
      )}
      {/* Only the filters shown are mounted: the values of folded ones live in this form's state
          (issue 14: a list's folded filters were ~600 hooks of its heap). */}
      {shown.map((field) => {
        const id = `${formName}_${field.key}`
        const error = errors[field.key]
        const control = rendererOf(field).input(field, 'filter') as ReactElement<Record<string, unknown>>
        return (
          <div key={field.key} className="evc-filter-cell">
            <FilterItem id={id} label={field.label} error={error} required={Boolean(field.requiredInFilter)}>
              {cloneElement(control, {
                id,
                value: current[field.key],
                onChange: (first: unknown) => change(field, valueOfChange(first)),
                status: error ? 'error' : undefined,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `${id}_help` : undefined,
              })}
            </FilterItem>
          </div>
        )
      })}
      <div className="evc-filter-actions">
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              setKeyword('')
              props.onReset()
            }}
          >
            重置
          </Button>
          {collapsible && (
            <Button type="link" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {expanded ? '收起' : '展开'}
              {expanded ? <UpOutlined /> : <DownOutlined />}
            </Button>
          )}
        </Space>
      </div>
    </form>
  )
}
