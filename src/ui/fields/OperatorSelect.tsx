import { Select } from 'antd'
import type { OperatorOption } from '../../core/data'
import { pinyinMatch } from '../../core/search'
import { useDataClient } from '../dataClient'
import { usePinyin } from '../usePinyin'
import { useRequest } from '../useRequest'

export interface OperatorSelectProps {
  value?: string
  onChange?: (value: string | undefined) => void
  placeholder?: string
  id?: string
  disabled?: boolean
}

/**
 * The operator picker: options from `POST /base/operator_list_v1`, searched in the browser by
 * characters or pinyin (decisions: Pinyin in lists).
 */
export function OperatorSelect(props: OperatorSelectProps) {
  const data = useDataClient()
  usePinyin()
  const { data: list, loading } = useRequest((signal) => data.operators(undefined, { signal }), [data])
  const operators: readonly OperatorOption[] = list ?? []
  return (
    <Select
      id={props.id}
      showSearch={{
        filterOption: (input, option) => pinyinMatch(String(option?.label ?? ''), input),
      }}
      allowClear
      loading={loading}
      disabled={props.disabled}
      placeholder={props.placeholder ?? '请选择运营商'}
      value={props.value}
      onChange={(value) => props.onChange?.(value ?? undefined)}
      options={operators.map((item) => ({ value: item.operatorId, label: item.operatorName }))}
      style={{ width: '100%' }}
    />
  )
}
