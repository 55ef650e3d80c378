/**
 * A failed upload stays in its list, marked (issue 42, item 24; section 8: FAILED): the picture
 * or file is not dropped, so the user sees which one failed and why, and removes or replaces it.
 * antd names a failed item only in its tooltip; the mark says it on the item too, in the
 * element's locale (FAILED by default, antd's Chinese under locale="zh-CN").
 */
import { ConfigProvider, theme, type UploadFile, type UploadProps } from 'antd'
import { useContext } from 'react'
import { UI_STRINGS } from './uiStrings'

/** `item` marked failed; antd shows `reason` as its tooltip. */
export function failedUpload<T extends UploadFile>(item: T, reason: string): T {
  return { ...item, status: 'error', response: reason, percent: undefined }
}

/** An upload list's `itemRender` that marks each failed item with the locale's upload error. */
export function useFailedMark(): NonNullable<UploadProps['itemRender']> {
  const { locale } = useContext(ConfigProvider.ConfigContext)
  const { token } = theme.useToken()
  const failed = locale?.Upload?.uploadError ?? UI_STRINGS.failed
  return (node, file) =>
    file.status !== 'error' ? (
      node
    ) : (
      <div className="evc-upload-failed" style={{ position: 'relative', height: '100%' }}>
        {node}
        <span
          className="evc-upload-failed-mark"
          style={{
            position: 'absolute',
            insetInline: 0,
            top: 4,
            textAlign: 'center',
            fontSize: token.fontSizeSM,
            fontWeight: 600,
            color: token.colorError,
            pointerEvents: 'none',
          }}
        >
          {failed}
        </span>
      </div>
    )
}
