/** The entry and result pages' data: a period (the latest by default), a page, keyword and grade. */
import { useMemo, useState } from 'react'
import type { DataOf } from '../../contract/define'
import { type ScoreTargetKey, scoringCalls } from '../../contract/operate-supervision'
import { useDataClient } from '../../ui/dataClient'
import { useTableLocale } from '../../ui/list/tableLocale'
import { useRequest } from '../../ui/useRequest'

export type ScoresData = DataOf<ReturnType<typeof scoringCalls>['scores']>
export type SubjectRow = ScoresData['list'][number]
export type RuleRow = ScoresData['rules'][number]

/** Load one page of a period's scores. */
export function useScores(target: ScoreTargetKey, which: 'scores' | 'results') {
  const client = useDataClient()
  const [period, setPeriod] = useState<string>()
  const [pageNum, setPageNum] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const [keyword, setKeyword] = useState('')
  const [grade, setGrade] = useState<'A' | 'B' | 'C' | 'D'>()
  const call = scoringCalls(target)[which]
  const query = useMemo(
    () => ({
      pageNum,
      pageSize,
      ...(period ? { period } : {}),
      ...(keyword ? { keyword } : {}),
      ...(grade ? { grade } : {}),
    }),
    [pageNum, pageSize, period, keyword, grade],
  )
  const request = useRequest((signal) => client.call(call, { query }, { signal }), [client, call, query])
  const strings = useTableLocale()
  const setPage = (num: number, size: number) => {
    setPageNum(size === pageSize ? num : 1)
    setPageSize(size)
  }
  return {
    ...request,
    query,
    /** The scores table's pagination. */
    pagination: {
      current: pageNum,
      pageSize,
      total: request.data?.total ?? 0,
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 50, 100],
      showTotal: strings.showTotal,
      onChange: setPage,
    },
    setPeriod: (value: string | undefined) => {
      setPeriod(value)
      setPageNum(1)
    },
    setPage,
    setKeyword: (value: string) => {
      setKeyword(value.trim())
      setPageNum(1)
    },
    setGrade: (value: 'A' | 'B' | 'C' | 'D' | undefined) => {
      setGrade(value)
      setPageNum(1)
    },
  }
}
