/**
 * The tab bar of section 1: one tab per opened page, closable unless only one remains; a context
 * menu (刷新, 关闭, 关闭其他, 关闭左侧, 关闭右侧); the ARIA tabs keyboard pattern (arrows, Home, End
 * move and select; Delete closes). Beyond the specification: the context menu and the keyboard.
 */
import { CloseOutlined } from '@ant-design/icons'
import { Dropdown, type MenuProps } from 'antd'
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { joinRoute } from '../router/location'
import type { CloseResult, Tab } from './model'
import { useTabs } from './useTabs'

/** The DOM id of a tab (the page area refers to it with aria-labelledby). */
export function tabDomId(prefix: string, path: string): string {
  return `${prefix}tab${path.replace(/[^\w-]/g, '_')}`
}

type TabAction = 'refresh' | 'close' | 'others' | 'left' | 'right'

export interface TabBarProps {
  /** The path of the page shown now, when it has a tab. */
  activePath: string | null
  idPrefix: string
  extra?: ReactNode
}

/** The tab strip with its context menu and keyboard handling. */
export function TabBar({ activePath, idPrefix, extra }: TabBarProps) {
  const { controller, snapshot } = useTabs()
  const [, navigate] = useLocation()
  const tabs = snapshot.tabs as readonly Tab[]
  const elements = useRef(new Map<string, HTMLElement>())
  const [focusTarget, setFocusTarget] = useState<{ path: string } | null>(null)
  const closable = tabs.length > 1
  const current = activePath ?? ''

  useEffect(() => {
    if (focusTarget) elements.current.get(focusTarget.path)?.focus()
  }, [focusTarget])

  const show = (tab: Tab) => navigate(joinRoute(tab.path, tab.search))
  const follow = (result: CloseResult) => {
    if (result.activate) show(result.activate)
    return result
  }

  const run = (action: TabAction, tab: Tab) => {
    if (action === 'refresh') {
      controller.refresh(tab.path)
      if (tab.path !== current) show(tab)
    } else if (action === 'close') follow(controller.close(tab.path, current))
    else if (action === 'others') follow(controller.closeOthers(tab.path, current))
    else if (action === 'left') follow(controller.closeLeft(tab.path, current))
    else follow(controller.closeRight(tab.path, current))
  }

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const tab = tabs[index]
    let target: Tab | undefined
    // Ctrl+Shift+← / → (or Alt+Shift) moves the tab along the bar; it keeps focus and selection.
    const moveKey = event.shiftKey && (event.ctrlKey || event.altKey)
    if (moveKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault()
      controller.move(tab.path, event.key === 'ArrowLeft' ? -1 : 1)
      setFocusTarget({ path: tab.path })
      return
    }
    if (event.key === 'ArrowRight') target = tabs[(index + 1) % tabs.length]
    else if (event.key === 'ArrowLeft') target = tabs[(index - 1 + tabs.length) % tabs.length]
    else if (event.key === 'Home') target = tabs[0]
    else if (event.key === 'End') target = tabs[tabs.length - 1]
    else if (event.key === 'Enter' || event.key === ' ') target = tab
    else if (event.key === 'Delete') {
      event.preventDefault()
      if (!closable) return
      const result = follow(controller.close(tab.path, current))
      const next = result.activate ?? result.tabs[Math.min(index, result.tabs.length - 1)]
      if (next) setFocusTarget({ path: next.path })
      return
    }
    if (!target) return
    event.preventDefault()
    // Automatic activation (ARIA tabs pattern): focus and selection move together.
    if (target.path !== current) show(target)
    setFocusTarget({ path: target.path })
  }

  const menuFor = (tab: Tab, index: number): MenuProps => ({
    items: [
      { key: 'refresh', label: '刷新' },
      { key: 'close', label: '关闭', disabled: !closable },
      { key: 'others', label: '关闭其他', disabled: tabs.length < 2 },
      { key: 'left', label: '关闭左侧', disabled: index === 0 },
      { key: 'right', label: '关闭右侧', disabled: index === tabs.length - 1 },
    ],
    onClick: ({ key }) => run(key as TabAction, tab),
  })

  const focusable = tabs.some((tab) => tab.path === current) ? current : tabs[0]?.path
  return (
    <div className="evc-tabbar">
      <div className="evc-tablist" role="tablist" aria-label="已打开的页面">
        {tabs.map((tab, index) => {
          const selected = tab.path === current
          return (
            <Dropdown key={tab.path} trigger={['contextMenu']} menu={menuFor(tab, index)}>
              <div
                ref={(element) => {
                  if (element) elements.current.set(tab.path, element)
                  else elements.current.delete(tab.path)
                }}
                id={tabDomId(idPrefix, tab.path)}
                role="tab"
                className={selected ? 'evc-tab evc-tab-active' : 'evc-tab'}
                aria-selected={selected}
                tabIndex={tab.path === focusable ? 0 : -1}
                title={tab.title}
                {...(closable ? { 'aria-keyshortcuts': 'Delete' } : {})}
                onClick={() => !selected && show(tab)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className="evc-tab-title">{tab.title}</span>
                {closable && (
                  <span
                    className="evc-tab-close"
                    aria-hidden="true"
                    title="关闭"
                    onClick={(event) => {
                      event.stopPropagation()
                      run('close', tab)
                    }}
                  >
                    <CloseOutlined />
                  </span>
                )}
              </div>
            </Dropdown>
          )
        })}
      </div>
      {extra}
    </div>
  )
}
