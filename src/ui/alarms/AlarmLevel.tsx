/**
 * An alarm's level as the console draws it (issue 44 part 3): colour, and — for grey (mourning)
 * mode, where colours go (src/elements/theme.ts: grayscale) — an icon of its own shape (an octagon
 * for 人身安全级, a triangle for 设备安全级, an outlined circle for 告警提示级), a weight and a
 * border style, so the level stays readable without colour (the notifications; 故障监测's tag has
 * the label and weight, levelWeight.ts). The labels and colours are the enumeration's
 * (src/core/domain: ALARM_LEVEL).
 */
import { InfoCircleOutlined, StopFilled, WarningFilled } from '@ant-design/icons'
import type { CSSProperties, ReactNode } from 'react'
import { levelWeight } from './levelWeight'

/** What tells one level from another without colour. */
export interface LevelLook {
  icon: ReactNode
  /** The card's and tag's font weight. */
  weight: CSSProperties['fontWeight']
  /** The card's left border (its shape). */
  border: string
}

/** The 人身安全级 value (highlighted, with sound). */
export const SAFETY_LEVEL = 1

const LOOKS: Readonly<Record<number, LevelLook>> = {
  1: { icon: <StopFilled />, weight: levelWeight(1), border: '6px double' },
  2: { icon: <WarningFilled />, weight: levelWeight(2), border: '4px solid' },
  3: { icon: <InfoCircleOutlined />, weight: levelWeight(3), border: '2px dashed' },
}

/** A level's look (an unknown level looks like the mildest). */
export function levelLook(level: number): LevelLook {
  return LOOKS[level] ?? LOOKS[3]
}
