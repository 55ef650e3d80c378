/**
 * The 菜单搜索 modal of section 1 (width 1000): a text filter on menu labels with pinyin matching
 * (src/core/search.ts), listing label and path; click or Enter opens a page, arrow keys move the
 * selection (ARIA combobox with a listbox).
 */
import { SearchOutlined } from '@ant-design/icons'
import { Empty, Input, type InputRef, Modal } from 'antd'
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { MenuLeaf } from '../../core/menu'
import { createPinyinFilter, highlightParts } from '../../core/search'
import { usePinyin } from '../../ui/usePinyin'

/** Section 9: search modal width. */
export const MENU_SEARCH_WIDTH = 1000

export interface MenuSearchProps {
  open: boolean
  /** The pages of the user's menu, in menu order. */
  items: readonly MenuLeaf[]
  onClose: () => void
  onNavigate: (path: string) => void
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  )
}

/** The menu search dialog. */
export function MenuSearch({ open, items, onClose, onNavigate }: MenuSearchProps) {
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const input = useRef<InputRef>(null)
  const list = useRef<HTMLDivElement>(null)
  const id = useId()
  const pinyin = usePinyin(open)
  const [filter] = useState(() => createPinyinFilter<MenuLeaf>((item) => item.label))
  // biome-ignore lint/correctness/useExhaustiveDependencies: matched again once pinyin has loaded
  const results = useMemo(() => filter(items, query), [filter, items, query, pinyin])

  useEffect(() => {
    if (!open) {
      setQuery('')
      setActive(0)
    }
  }, [open])

  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  const choose = (item: MenuLeaf | undefined) => {
    if (!item) return
    onClose()
    onNavigate(item.path)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((index) => (results.length ? (index + 1) % results.length : 0))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => (results.length ? (index - 1 + results.length) % results.length : 0))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(results[active])
    }
  }

  const optionId = (index: number) => `${id}option${index}`
  return (
    <Modal
      title="菜单搜索"
      open={open}
      width={MENU_SEARCH_WIDTH}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(visible) => visible && input.current?.focus()}
    >
      <Input
        ref={input}
        autoFocus
        allowClear
        prefix={<SearchOutlined />}
        placeholder="输入菜单名称或拼音"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label="搜索菜单"
        aria-expanded={results.length > 0}
        aria-controls={`${id}list`}
        aria-autocomplete="list"
        {...(results.length ? { 'aria-activedescendant': optionId(active) } : {})}
      />
      {results.length ? (
        <div ref={list} id={`${id}list`} role="listbox" aria-label="菜单" className="evc-search-list">
          {results.map((item, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (ARIA combobox)
            <div
              key={item.key}
              id={optionId(index)}
              data-index={index}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={index === active ? 'evc-search-item evc-search-item-active' : 'evc-search-item'}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(item)}
            >
              <span className="evc-search-label">
                <Highlighted text={item.label} query={query} />
                {item.labels.length > 1 && (
                  <span className="evc-search-trail">{item.labels.slice(0, -1).join(' / ')}</span>
                )}
              </span>
              <span className="evc-search-path">{item.path}</span>
            </div>
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Modal>
  )
}
