import { Cascader } from 'antd'
import { useMemo, useState } from 'react'
import { filterMunicipalDistricts } from '../../core/cities'
import type { AreaCode } from '../../core/data'
import { useDataClient } from '../dataClient'
import { useRequest } from '../useRequest'

interface AreaOption {
  value: string
  label: string
  isLeaf: boolean
  children?: AreaOption[]
}

/** District is the last level the picker offers. */
const LAST_LEVEL = 3

const toOptions = (list: readonly AreaCode[]): AreaOption[] =>
  // Section 9: "City names ending in 市辖区 are filtered out".
  filterMunicipalDistricts(list, (item) => item.name).map((item) => ({
    value: item.code,
    label: item.name,
    isLeaf: item.level >= LAST_LEVEL,
  }))

export interface AreaCascaderProps {
  /** The picked path of codes, province first. */
  value?: string[]
  onChange?: (value: string[] | undefined) => void
  placeholder?: string
  id?: string
  disabled?: boolean
}

/**
 * The region picker: a cascader loading each level on demand from
 * `GET /areaCode/queryAreaCodeList?parentCode`; any level may be picked.
 */
export function AreaCascader(props: AreaCascaderProps) {
  const data = useDataClient()
  const { data: top } = useRequest((signal) => data.areaCodes(undefined, { signal }), [data])
  const roots = useMemo(() => toOptions(top ?? []), [top])
  const [opened, setOpened] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a level loaded on demand hangs on its parent option; a new array draws it
  const options = useMemo(() => [...roots], [roots, opened])

  const loadData = async (path: AreaOption[]) => {
    const target = path[path.length - 1]
    try {
      const list = await data.areaCodes(target.value)
      target.children = toOptions(list ?? [])
      if (target.children.length === 0) target.isLeaf = true
    } catch {
      target.children = undefined
    }
    setOpened((count) => count + 1)
  }

  return (
    <Cascader
      id={props.id}
      options={options}
      loadData={(path) => loadData(path as AreaOption[])}
      changeOnSelect
      allowClear
      disabled={props.disabled}
      placeholder={props.placeholder ?? '请选择'}
      value={props.value}
      onChange={(value) => props.onChange?.(value && value.length > 0 ? (value as string[]) : undefined)}
      style={{ width: '100%' }}
    />
  )
}
