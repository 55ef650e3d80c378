/** The battery slots of a swap station as coloured tags (domain.md: Swap station, slot states). */
import { Space, Tag } from 'antd'
import { BATTERY_SLOT_STATE, colorOf, labelOf } from '../../core/domain/enums'

interface Slot {
  slotNo: number
  state: string
  batteryCode?: string | null
  soc?: number | null
}

/** One tag per slot: number, state and, for a slot holding a battery, its SOC. */
export function SlotStates({ slots }: { slots: unknown }) {
  if (!Array.isArray(slots) || slots.length === 0) return '-'
  return (
    <Space size={[4, 4]} wrap>
      {(slots as Slot[]).map((slot) => (
        <Tag
          key={slot.slotNo}
          color={colorOf(BATTERY_SLOT_STATE, slot.state)}
          title={slot.batteryCode ?? undefined}
        >
          {slot.slotNo}号 {labelOf(BATTERY_SLOT_STATE, slot.state)}
          {slot.soc !== null && slot.soc !== undefined ? ` ${slot.soc}%` : ''}
        </Tag>
      ))}
    </Space>
  )
}
