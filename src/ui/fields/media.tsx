/**
 * The media kinds of the field registry (registry.tsx): images (a thumbnail in the cell, the
 * image itself in antd's preview) and files (a download link with the file's name).
 */
import { type ImageProps, Input, Space } from 'antd'
import { rule } from '../../core/domain/validator-rules'
import { EMPTY_TEXT } from '../../core/format'
import { deferred } from './deferred'
import type { Renderer } from './renderer'
import type { FieldOf } from './types'
import { isBlank, text } from './values'

const urlName = (url: string) => decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() || url)

// A table cell's thumbnail: a plain image of the same size until antd's previewing Image loads.
const Image = deferred(
  () => import('antd/es/image'),
  ({ src, alt, width, height }: ImageProps) => (
    <img src={src} alt={alt} width={width} height={height} style={{ objectFit: 'cover' }} />
  ),
)

export const imageRenderer: Renderer<FieldOf<'image'>> = {
  display: (value, record, field) =>
    isBlank(value) ? (
      EMPTY_TEXT
    ) : (
      <Space wrap>
        {(Array.isArray(value) ? value : [value]).map((url) => {
          // A thumbnail the server made is shown in the cell; the preview opens the image itself.
          const thumbnail = field.thumbnailKey ? record?.[field.thumbnailKey] : undefined
          return (
            <Image
              key={String(url)}
              src={typeof thumbnail === 'string' && !Array.isArray(value) ? thumbnail : String(url)}
              preview={{ src: String(url) }}
              alt={field.label}
              width={48}
              height={48}
            />
          )
        })}
      </Space>
    ),
  input: (field) => <Input allowClear placeholder={field.placeholder ?? '请输入图片地址'} />,
  rules: () => [rule('imageUrl')],
}

export const fileRenderer: Renderer<FieldOf<'file'>> = {
  display: (value, record, field) => {
    if (isBlank(value)) return EMPTY_TEXT
    const url = String(value)
    const name = field.nameKey ? text(record[field.nameKey]) : urlName(url)
    return (
      <a href={url} download target="_blank" rel="noopener noreferrer">
        {name}
      </a>
    )
  },
  input: (field) => <Input allowClear placeholder={field.placeholder ?? '请输入文件地址'} />,
  rules: () => [rule('url')],
}
