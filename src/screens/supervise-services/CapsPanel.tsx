/**
 * 政府限价, above the supervise-fee list: the caps per period (尖/峰/平/谷) for electricity and
 * service; a holder of supervise-fee edit changes them, after which the server flags again the
 * stations over a cap and the list reloads.
 */
import { Button, Card, Descriptions } from 'antd'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { DataOf } from '../../contract/define'
import { priceCaps, savePriceCaps } from '../../contract/endpoints/supervise-services'
import { PRICE_PERIOD } from '../../core/domain/enums'
import { useDataClient } from '../../ui/dataClient'
import { FormModal } from '../../ui/FormModal'
import { col } from '../../ui/fields/builders'
import type { Field, Row } from '../../ui/fields/types'
import type { ListAboveProps } from '../../ui/list/definition'
import { useToasts } from '../../ui/toasts'

type Cap = DataOf<typeof priceCaps>[number]
const PERIODS = ['tip', 'peak', 'flat', 'valley'] as const
const label = (period: string) => PRICE_PERIOD.find((item) => item.value === period)?.label ?? period
const price = (key: string, text: string): Field =>
  col.text(key, text, {
    required: true,
    validate: (value) =>
      /^\d{1,2}(\.\d{1,4})?$/.test(String(value ?? '').trim())
        ? undefined
        : `${text}应为不超过四位小数的金额`,
  })
const FIELDS: readonly Field[] = PERIODS.flatMap((period) => [
  price(`${period}Elec`, `${label(period)}时电价上限（元/kWh）`),
  price(`${period}Service`, `${label(period)}时服务费上限（元/kWh）`),
])

/** Reload the list after the caps changed (it is told through this). */
export const capsChanged = new Set<() => void>()

export function CapsPanel({ actions }: ListAboveProps) {
  const data = useDataClient()
  const message = useToasts()
  const [caps, setCaps] = useState<Cap[]>([])
  const [editing, setEditing] = useState(false)
  const load = useCallback(() => {
    data.call(priceCaps, {}).then(setCaps, () => setCaps([]))
  }, [data])
  useEffect(load, [load])
  const record = useMemo(
    () =>
      Object.fromEntries(
        caps.flatMap((cap) => [
          [`${cap.period}Elec`, cap.elecCapText],
          [`${cap.period}Service`, cap.serviceCapText],
        ]),
      ) as Row,
    [caps],
  )
  const save = (body: Row) =>
    data.call(savePriceCaps, {
      body: {
        caps: PERIODS.map((period) => ({
          period,
          elecCap: String(body[`${period}Elec`]),
          serviceCap: String(body[`${period}Service`]),
        })),
      },
    })
  return (
    <Card
      size="small"
      title="政府限价（元/kWh）"
      style={{ marginBottom: 16 }}
      extra={actions.includes('edit') && <Button onClick={() => setEditing(true)}>修改限价</Button>}
    >
      <Descriptions size="small" column={4} bordered>
        {caps.map((cap) => (
          <Descriptions.Item key={cap.period} label={`${label(cap.period)}时`}>
            {`电价 ≤ ${cap.elecCapText}，服务费 ≤ ${cap.serviceCapText}`}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <FormModal
        open={editing}
        title="修改政府限价"
        fields={FIELDS}
        record={record}
        onSubmit={save}
        onClose={() => setEditing(false)}
        onDone={() => {
          message.success('限价已修改，已重新标记超限站点')
          load()
          for (const reload of capsChanged) reload()
        }}
      />
    </Card>
  )
}
