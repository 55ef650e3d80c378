/** 预览 of file-management: images and PDFs shown inline from the server's preview URL. */
import { Modal } from 'antd'
import type { Row } from '../../ui/fields/types'

/** The preview of a file row (`previewUrl` resolved against the API base by the caller). */
export function PreviewDialog({
  file,
  src,
  onClose,
}: {
  file: Row | null
  src?: string
  onClose: () => void
}) {
  const image = file?.fileType === 'jpg' || file?.fileType === 'png'
  return (
    <Modal
      open={file !== null && Boolean(src)}
      title={file ? String(file.fileName) : '预览'}
      footer={null}
      onCancel={onClose}
      width={960}
      destroyOnHidden
    >
      {file &&
        src &&
        (image ? (
          <img
            src={src}
            alt={String(file.fileName)}
            style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
          />
        ) : (
          <iframe
            title={String(file.fileName)}
            src={src}
            style={{ width: '100%', height: '70vh', border: 0 }}
          />
        ))}
    </Modal>
  )
}
