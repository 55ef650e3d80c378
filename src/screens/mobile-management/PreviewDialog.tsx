/**
 * 预览 of an article (issue 20): as on a phone (375×667). What shows is the HTML the server
 * rendered from the stored document (every text and attribute escaped, images only from the
 * area's uploads or https, links only http/https/mailto), never anything a browser sent.
 */
import { Alert, Modal, Spin, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { labelOf } from '../../core/domain/enum-kit'
import { ARTICLE_STATUS } from '../../core/domain/enums-mobile-management'
import { formatDateTime } from '../../core/format'
import { useDataClient } from '../../ui/dataClient'
import type { ActionDialogProps } from '../../ui/list/definition'
import { ARTICLE_RESOURCE, type ArticleKind } from './article-calls'

const STYLE = `
.ev-phone-article { font-size: 15px; line-height: 1.75; color: #262626; word-break: break-word; }
.ev-phone-article img { max-width: 100%; height: auto; display: block; margin: 8px 0; border-radius: 4px; }
.ev-phone-article h1, .ev-phone-article h2, .ev-phone-article h3 { margin: 12px 0 6px; line-height: 1.4; }
.ev-phone-article h2 { font-size: 18px; } .ev-phone-article h3 { font-size: 16px; }
.ev-phone-article p { margin: 0 0 8px; }
.ev-phone-article ul, .ev-phone-article ol { padding-left: 22px; margin: 0 0 8px; }
.ev-phone-article blockquote { border-left: 3px solid #d9d9d9; margin: 0 0 8px; padding-left: 10px; color: #595959; }
.ev-phone-article pre { background: #f5f5f5; padding: 8px; overflow-x: auto; font-size: 13px; }
`

export function PreviewDialog({ kind, record, onClose }: ActionDialogProps & { kind: ArticleKind }) {
  const data = useDataClient()
  const [article, setArticle] = useState<Record<string, unknown> | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    if (!record) return
    data
      .get(ARTICLE_RESOURCE[kind], String(record.id))
      .then(setArticle)
      .catch(() => setProblem('文章加载失败，请关闭后重试'))
  }, [data, kind, record])

  return (
    <Modal open title="预览（手机）" footer={null} onCancel={onClose} width={480} destroyOnHidden>
      {problem && <Alert type="error" showIcon message={problem} role="alert" />}
      {!article && !problem && <Spin />}
      {article && (
        <div
          data-testid="phone-preview"
          style={{
            boxSizing: 'content-box',
            width: 375,
            height: 667,
            margin: '0 auto',
            border: '10px solid #1f1f1f',
            borderRadius: 32,
            overflow: 'hidden',
            display: 'flex',
            flexDirection: 'column',
            background: '#fff',
          }}
        >
          <style>{STYLE}</style>
          <div
            style={{
              padding: '10px 16px',
              borderBottom: '1px solid #f0f0f0',
              textAlign: 'center',
              fontWeight: 600,
            }}
          >
            {String(article.columnName ?? '')}
          </div>
          <article style={{ flex: 1, overflowY: 'auto', padding: 16 }} aria-label="文章预览">
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {String(article.title ?? '')}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              <Tag>{labelOf(ARTICLE_STATUS, article.state as string)}</Tag>
              {article.publishTime ? formatDateTime(String(article.publishTime)) : '未发布'} ·{' '}
              {String(article.author ?? '')}
            </Typography.Paragraph>
            {typeof article.coverUrl === 'string' && article.coverUrl && (
              <img
                src={article.coverUrl}
                alt="封面"
                style={{ width: '100%', borderRadius: 6, marginBottom: 12 }}
              />
            )}
            <div
              className="ev-phone-article"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's rendering of the checked document (rich-text.ts), every text and attribute escaped
              dangerouslySetInnerHTML={{ __html: String(article.html ?? '') }}
            />
          </article>
        </div>
      )}
    </Modal>
  )
}
