// @vitest-environment jsdom
import './dom'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Form } from 'antd'
import { describe, expect, it } from 'vitest'
import { resolveDownload } from '../../../src/core/data'
import { STATION_STATUS } from '../../../src/core/domain/enums'
import { dayjs } from '../../../src/core/format'
import { DataClientProvider } from '../../../src/ui/dataClient'
import { AreaCascader } from '../../../src/ui/fields/AreaCascader'
import { col, filter } from '../../../src/ui/fields/builders'
import { displayValue, filtersToQuery, formToBody, recordToForm } from '../../../src/ui/fields/convert'
import { areaPath } from '../../../src/ui/fields/registry'
import { linkedFilters } from '../../../src/ui/list/linkedFilters'
import { fakeData } from './fake-data'

const show = (node: React.ReactNode) => render(<div>{node}</div>).container.firstElementChild as HTMLElement

describe('field kinds, read side', () => {
  it('shows money with 2 decimals, energy in 千 and 万, and masks plates', () => {
    expect(show(displayValue(col.money('m', '金额'), { m: 12 })).textContent).toBe('12.00')
    expect(show(displayValue(col.energy('e', '电量'), { e: 56789 })).textContent).toBe('5.68万kWh')
    expect(show(displayValue(col.energy('e', '电量'), { e: 1234 })).textContent).toBe('1.23千kWh')
    expect(show(displayValue(col.plate('p', '车牌'), { p: '京AD12345' })).textContent).toBe('京AD123**')
  })

  it('shows an enumeration as its coloured tag', () => {
    const cell = show(displayValue(col.enum('s', '状态', STATION_STATUS), { s: 50 }))
    expect(cell.textContent).toBe('正常使用')
    expect(cell.firstElementChild?.className).toMatch(/success|green/)
  })

  it('shows names for operator and area codes and a dash for nothing', () => {
    expect(
      show(displayValue(col.operator(), { operatorId: 'MA01', operatorName: '特来电' })).textContent,
    ).toBe('特来电')
    expect(show(displayValue(col.area(), { areaCode: '120101', areaName: '和平区' })).textContent).toBe(
      '和平区',
    )
    expect(show(displayValue(col.text('t', 't'), {})).textContent).toBe('-')
    expect(show(displayValue(col.boolean('b', '乡村站'), { b: 1 })).textContent).toBe('是')
  })
})

describe('field kinds, edit side', () => {
  it('sends a date range as whole days, an area as its last code and trims text', () => {
    const fields = [
      filter.dateRange('startTime', '充电时间'),
      filter.area(),
      col.text('k', 'k', { search: true }),
    ]
    const query = filtersToQuery(fields, {
      startTime: [dayjs('2026-11-01T15:00:00'), dayjs('2026-11-02T09:00:00')],
      areaCode: ['120000', '120100', '120101'],
      k: '  ST01 ',
    })
    expect(query).toEqual({
      startTimeFrom: '2026-11-01 00:00:00',
      startTimeTo: '2026-11-02 23:59:59',
      areaCode: '120101',
      k: 'ST01',
    })
  })

  it('leaves blank filters out', () => {
    expect(
      filtersToQuery([col.text('a', 'a'), col.enum('b', 'b', STATION_STATUS)], { a: '', b: undefined }),
    ).toEqual({})
  })

  it('turns an area code into its picker path and back', () => {
    expect(areaPath('120101')).toEqual(['120000', '120100', '120101'])
    expect(areaPath('130000')).toEqual(['130000'])
    const fields = [col.area(), col.datetime('t', '时间')]
    const values = recordToForm(fields, { areaCode: '120101', t: '2026-11-01 08:00:00' })
    expect(formToBody(fields, values)).toEqual({ areaCode: '120101', t: '2026-11-01 08:00:00' })
  })

  it('keeps a day a day: a date-only field goes back as YYYY-MM-DD (issue 17: deadlines, periods)', () => {
    const fields = [col.datetime('payDate', '发放日期', { dateOnly: true })]
    const values = recordToForm(fields, { payDate: '2026-11-30' })
    expect(formToBody(fields, values)).toEqual({ payDate: '2026-11-30' })
  })

  it('holds a number given as text (a route’s ?year=2026, a PostgreSQL numeric) as the number', () => {
    const fields = [col.number('year', '评定年度'), col.money('m', '金额'), col.energy('e', '电量')]
    expect(recordToForm(fields, { year: '2026', m: '12.50', e: ' 3 ' })).toEqual({
      year: 2026,
      m: 12.5,
      e: 3,
    })
    // Text that is not a number stays, for the number rule to call Illegal input.
    expect(recordToForm(fields, { year: '二〇二六', m: '', e: null })).toEqual({
      year: '二〇二六',
      m: '',
      e: null,
    })
    expect(linkedFilters([{ ...col.number('year', '评定年度'), search: true }], '?year=2026')).toEqual({
      year: 2026,
    })
  })

  it('leaves out the regions whose names end in 市辖区', async () => {
    const { client } = fakeData([])
    render(
      <DataClientProvider client={client}>
        <Form>
          <Form.Item name="areaCode" label="行政区域">
            <AreaCascader />
          </Form.Item>
        </Form>
      </DataClientProvider>,
    )
    fireEvent.mouseDown(document.querySelector('input') as HTMLInputElement)
    fireEvent.click(await screen.findByText('天津市'))
    expect(await screen.findByText('和平区')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('市辖区')).toBeNull())
  })
})

describe('export download links', () => {
  it('resolves the file URL against the API base', () => {
    expect(resolveDownload('/api', '/exports/7/file')).toBe('/api/exports/7/file')
    expect(resolveDownload('/api', '/api/exports/7/file')).toBe('/api/exports/7/file')
    expect(resolveDownload('https://x.gov.cn/api', '/api/exports/7/file')).toBe(
      'https://x.gov.cn/api/exports/7/file',
    )
    expect(resolveDownload('/api', 'https://cdn/x.xlsx')).toBe('https://cdn/x.xlsx')
  })
})
