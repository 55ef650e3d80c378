/**
 * antd's InputNumber for the number, money and energy fields, keeping text it cannot read (issue
 * 42, item 24: section 8's "Illegal input" never appeared). antd's own control drops such text on
 * blur and keeps the previous number, so the form never learns that what the user sees is not what
 * it holds. Here unreadable text stays in the box and the field's value becomes NaN: the field's
 * `{ type: 'number' }` rule (./values.ts: numberRules) then says the locale's Illegal input, and the form
 * refuses to submit until the text is corrected or cleared.
 */
import InputNumber, { type InputNumberProps } from 'antd/es/input-number'
import { useState } from 'react'

/**
 * Whether typed text reads as a number, as InputNumber reads it (its default parser drops every
 * character but letters, digits, `.` and `-`; thousands commas are dropped, section 5's amounts).
 */
export function readsAsNumber(text: string): boolean {
  const kept = text.replace(/[^\w.-]+/g, '')
  return kept === '' || Number.isFinite(Number(kept))
}

/** InputNumber whose unreadable text stays and makes the value NaN. */
export default function NumberInput(props: InputNumberProps<number>) {
  const { onChange, onInput, ...rest } = props
  const [illegal, setIllegal] = useState(false)
  return (
    <InputNumber<number>
      {...rest}
      // While the text is unreadable, leaving the box keeps it (antd would put the old number back).
      changeOnBlur={!illegal}
      onChange={(value) => {
        setIllegal(false)
        onChange?.(value)
      }}
      onInput={(text) => {
        onInput?.(text)
        if (readsAsNumber(text)) return setIllegal(false)
        setIllegal(true)
        onChange?.(Number.NaN)
      }}
    />
  )
}
