/**
 * Pictures of a feedback step: jpg or png up to 5 MB each (checked here before sending and again
 * by the server), at most 9; each is uploaded as soon as it is picked and its id kept. A picture
 * refused here or by the server stays in the list marked failed, the reason under the field.
 */
import { PlusOutlined } from '@ant-design/icons'
import { Form, Upload, type UploadFile } from 'antd'
import { useState } from 'react'
import { PICTURE_MAX_COUNT, pictureProblem } from '../../core/domain/feedback'
import { fieldErrors } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'
import { failedUpload, useFailedMark } from '../../ui/uploadFailure'

export interface UploadedPicture {
  id: number
  previewUrl: string
}

export interface PictureUploadProps {
  /** Called with the ids uploaded so far and whether an upload is still running. */
  onChange: (ids: number[], busy: boolean) => void
  /** A problem to show under the control (a refused type or size). */
  onProblem: (message: string | null) => void
  label: string
}

export function PictureUpload({ onChange, onProblem, label }: PictureUploadProps) {
  const data = useDataClient()
  const [files, setFiles] = useState<(UploadFile & { pictureId?: number })[]>([])
  const failedMark = useFailedMark()

  const publish = (next: (UploadFile & { pictureId?: number })[]) => {
    setFiles(next)
    onChange(
      next.flatMap((file) => (file.pictureId ? [file.pictureId] : [])),
      next.some((file) => file.status === 'uploading'),
    )
  }

  const upload = async (file: File) => {
    const uid = `${Date.now()}-${file.name}`
    const problem = pictureProblem(file)
    onProblem(problem ?? null)
    if (problem) return publish([...files, failedUpload({ uid, name: file.name }, problem)])
    let current: (UploadFile & { pictureId?: number })[] = [
      ...files,
      { uid, name: file.name, status: 'uploading' as const },
    ]
    publish(current)
    const body = new FormData()
    body.append('file', file, file.name)
    try {
      const saved = await data.create<UploadedPicture>('feedback/pictures', body, { silent: true })
      current = current.map((item) =>
        item.uid === uid
          ? {
              ...item,
              status: 'done' as const,
              pictureId: saved.id,
              url: data.downloadURL(saved.previewUrl),
              thumbUrl: data.downloadURL(saved.previewUrl),
            }
          : item,
      )
    } catch (error) {
      const reason = fieldErrors(error).file ?? '图片上传失败，请重试'
      onProblem(reason)
      current = current.map((item) => (item.uid === uid ? failedUpload(item, reason) : item))
    }
    publish(current)
  }

  return (
    <Upload
      listType="picture-card"
      accept=".jpg,.jpeg,.png"
      fileList={files}
      beforeUpload={(file) => {
        void upload(file)
        return false
      }}
      onRemove={(file) => {
        const rest = files.filter((item) => item.uid !== file.uid)
        if (!rest.some((item) => item.status === 'error')) onProblem(null)
        publish(rest)
      }}
      itemRender={failedMark}
      showUploadList={{ showPreviewIcon: false }}
    >
      {files.length < PICTURE_MAX_COUNT && (
        <button
          type="button"
          aria-label={`上传${label}`}
          style={{ border: 0, background: 'none', cursor: 'pointer' }}
        >
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>上传图片</div>
        </button>
      )}
    </Upload>
  )
}

/**
 * A dialog's pictures field with its state: the ids uploaded, whether an upload runs (the dialog's
 * OK waits for it) and the problem shown under the field (also set from the server's answer).
 */
export function usePictureField(label: string) {
  const [ids, setIds] = useState<number[]>([])
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const field = (
    <Form.Item
      label={label}
      validateStatus={problem ? 'error' : undefined}
      help={problem ?? 'jpg、png 格式，单张不超过5MB，最多9张'}
    >
      <PictureUpload
        label={label}
        onChange={(next, busy) => {
          setIds(next)
          setUploading(busy)
        }}
        onProblem={setProblem}
      />
    </Form.Item>
  )
  return { ids, uploading, setProblem, field }
}
