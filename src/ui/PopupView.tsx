import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react'

export interface PopupViewProps {
  open: boolean
  title?: ReactNode
  children: ReactNode
  /** Escape, the close button and a click on the mask (when `maskClosable`) emit cancel (section 2). */
  onCancel: () => void
  /** Hide the close button (a forced dialog); Escape still emits cancel for the owner to decide. */
  closable?: boolean
  maskClosable?: boolean
  footer?: ReactNode
  width?: number | string
}

const mask: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: 'rgba(0, 0, 0, 0.45)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
}

/**
 * The generic pop-up view: a modal dialog (ARIA dialog pattern) that takes focus when it opens,
 * gives it back when it closes, and emits cancel on Escape (section 2).
 */
export function PopupView(props: PopupViewProps) {
  const { open, onCancel } = props
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const cancel = useRef(onCancel)
  cancel.current = onCancel

  useEffect(() => {
    if (!open) return
    const before = (panel.current?.getRootNode() as Document | ShadowRoot | undefined)
      ?.activeElement as HTMLElement | null
    panel.current?.focus()
    return () => before?.focus?.()
  }, [open])

  if (!open) return null
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the mask only closes on a pointer click; Escape is handled on the dialog
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      style={mask}
      onClick={(event) => {
        if (props.maskClosable && event.target === event.currentTarget) cancel.current()
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.title ? titleId : undefined}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation()
            cancel.current()
          }
        }}
        style={{
          background: '#fff',
          borderRadius: 8,
          boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
          width: props.width ?? 520,
          maxWidth: 'calc(100vw - 32px)',
          maxHeight: 'calc(100vh - 64px)',
          overflow: 'auto',
          outline: 'none',
        }}
      >
        {(props.title || props.closable !== false) && (
          <div style={{ display: 'flex', alignItems: 'center', padding: '16px 24px 8px' }}>
            <div id={titleId} style={{ fontWeight: 600, fontSize: 16, flex: 1 }}>
              {props.title}
            </div>
            {props.closable !== false && (
              <button
                type="button"
                aria-label="关闭"
                onClick={() => cancel.current()}
                style={{ border: 0, background: 'none', cursor: 'pointer', fontSize: 16 }}
              >
                ×
              </button>
            )}
          </div>
        )}
        <div style={{ padding: '8px 24px 16px' }}>{props.children}</div>
        {props.footer && <div style={{ padding: '8px 24px 16px', textAlign: 'right' }}>{props.footer}</div>}
      </div>
    </div>
  )
}
