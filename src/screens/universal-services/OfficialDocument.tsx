/**
 * A record's official document (issue 42, item 11): the 接入证明 of an issued proof or the
 * 备案回执 of an approved filing, as one A4 sheet — serial number, holder, validity, the
 * verification code and the public address that confirms it, the issuing platform and the seal
 * area. Opened from the record's row; 打印 prints the dialog alone (shell/printStyles.ts: an open
 * dialog prints without the console around it and without its buttons).
 */
import { Alert, Button, Modal, Spin } from 'antd'
import { type CSSProperties, useEffect, useState } from 'react'
import type { z } from 'zod'
import { issueDocument } from '../../contract/endpoints/official-documents'
import type { officialDocument } from '../../contract/official-documents'
import { OFFICIAL_DOCUMENTS } from '../../core/domain/official-documents'
import { formatDateTime } from '../../core/format'
import { useDataClient } from '../../ui/dataClient'
import type { ActionDialogProps } from '../../ui/list/definition'
import { printPage } from '../../ui/print'

type Sheet = z.infer<typeof officialDocument>

const day = (iso: string | null) => (iso ? formatDateTime(iso, 'YYYY年M月D日') : '长期有效')

const PAPER: CSSProperties = {
  position: 'relative',
  padding: '40px 48px 32px',
  border: '1px solid #d9d9d9',
  background: '#fff',
  color: '#000',
  fontSize: 15,
  lineHeight: 2,
}
const STAMP: CSSProperties = {
  position: 'absolute',
  top: 48,
  left: 40,
  padding: '2px 14px',
  border: '3px solid #cf1322',
  borderRadius: 6,
  color: '#cf1322',
  fontSize: 24,
  fontWeight: 700,
  letterSpacing: 6,
  transform: 'rotate(-12deg)',
}
const LABEL: CSSProperties = { width: 120, color: '#595959', verticalAlign: 'top', whiteSpace: 'nowrap' }
const SEAL: CSSProperties = {
  width: 132,
  height: 132,
  border: '2px dashed #bfbfbf',
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#8c8c8c',
  fontSize: 13,
}

/** What the document states, in the words of its kind. */
function statement(sheet: Sheet): string {
  const credit = sheet.creditCode ? `（统一社会信用代码：${sheet.creditCode}）` : ''
  if (sheet.flow === 'enterprise')
    return `${sheet.holder}${credit}提交的${sheet.typeLabel}申请（申请编号 ${sheet.applyId}）已于${day(sheet.issuedAt)}审核通过，予以备案。特此回执。`
  return `兹证明 ${sheet.holder}${credit}的充换电设施已接入${sheet.issuer}，数据接入符合监管要求，准予发放${sheet.typeLabel}。特此证明。`
}

/** The sheet itself. */
function Paper({ sheet, verifyUrl }: { sheet: Sheet; verifyUrl: string }) {
  const rows: [string, string][] = [
    ['申请编号', sheet.applyId],
    ['持有单位', sheet.holder],
    ...(sheet.operatorName && sheet.operatorName !== sheet.holder
      ? [['所属运营商', sheet.operatorName] as [string, string]]
      : []),
    [sheet.flow === 'enterprise' ? '备案日期' : '发证日期', day(sheet.issuedAt)],
    ...(sheet.flow === 'enterprise' ? [] : [['有效期至', day(sheet.validUntil)] as [string, string]]),
    ['当前状态', sheet.standing],
  ]
  return (
    <article className="evc-official-document" aria-label={`${sheet.title} ${sheet.serial}`} style={PAPER}>
      <div style={{ textAlign: 'right', fontSize: 13 }}>编号：{sheet.serial}</div>
      {sheet.standing === '有效' ? null : (
        // A revoked or expired document still prints, marked across its top (its verification says so too).
        <div role="note" style={STAMP}>
          {sheet.standing}
        </div>
      )}
      <h1
        style={{
          textAlign: 'center',
          fontSize: 30,
          letterSpacing: 16,
          margin: '12px 0 24px',
          fontWeight: 600,
        }}
      >
        {sheet.title}
      </h1>
      <p style={{ textIndent: '2em', margin: '0 0 16px' }}>{statement(sheet)}</p>
      <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 16 }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={{ ...LABEL, textAlign: 'left', fontWeight: 400 }}>
                {label}
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 24 }}>
        <div
          style={{ fontSize: 12, lineHeight: 1.8, color: '#262626', maxWidth: 420, overflowWrap: 'anywhere' }}
        >
          <div>
            校验码：<strong style={{ letterSpacing: 1 }}>{sheet.code}</strong>
          </div>
          <div>核验地址：{verifyUrl}</div>
          <div style={{ color: '#595959' }}>
            凭编号与校验码可在上述地址核验本{sheet.title}的真伪、状态与有效期。
          </div>
        </div>
        <div style={{ textAlign: 'center', minWidth: 200 }}>
          <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 8 }}>
            <div style={SEAL} className="evc-seal-area">
              （盖章处）
            </div>
          </div>
          <div>{sheet.issuer}</div>
          <div>{day(sheet.issuedAt)}</div>
          <div style={{ fontSize: 12, color: '#595959' }}>经办人：{sheet.issuerName}</div>
        </div>
      </div>
    </article>
  )
}

/** The dialog of a record's document: issued (or read back) as it opens, then printed. */
export function OfficialDocumentDialog({
  record,
  onClose,
  resource,
}: ActionDialogProps & { resource: string }) {
  const data = useDataClient()
  const [sheet, setSheet] = useState<Sheet | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const applyId = String(record?.applyId ?? '')
  useEffect(() => {
    let live = true
    const name = resource.split('/')[1] ?? resource
    data.call(issueDocument, { params: { resource: name, applyId } }, { silent: true }).then(
      (answer) => live && setSheet(answer),
      (error: Error) => live && setProblem(error.message || '证明生成失败，请重试'),
    )
    return () => {
      live = false
    }
  }, [data, resource, applyId])
  const title = OFFICIAL_DOCUMENTS[String(record?.flow ?? '')]?.title ?? sheet?.title ?? '证明文件'
  const verifyUrl = sheet ? new URL(data.downloadURL(sheet.verifyPath), window.location.href).href : ''
  return (
    <Modal
      open
      title={sheet?.title ?? title}
      width={820}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="print" type="primary" disabled={!sheet} onClick={() => void printPage()}>
          打印
        </Button>,
      ]}
    >
      {problem ? <Alert type="error" showIcon message={problem} role="alert" /> : null}
      {sheet ? <Paper sheet={sheet} verifyUrl={verifyUrl} /> : problem ? null : <Spin />}
    </Modal>
  )
}
