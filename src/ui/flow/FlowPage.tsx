import { Button, Card, Descriptions, Space, Typography } from 'antd'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import { canEdit, stepsFrom } from '../../core/domain/flows'
import { newestOnly } from '../../core/newest'
import { useDataClient } from '../dataClient'
import { displayValue } from '../fields/convert'
import type { Row } from '../fields/types'
import { LoadingOverlay } from '../LoadingOverlay'
import { type ActionDefinition, permissionOf } from '../list/definition'
import { printPage } from '../print'
import { StatusMessage } from '../StatusMessage'
import type { ScreenProps } from '../screen'
import { useToasts } from '../toasts'
import { DocumentChecklist, PreviewDrawer, type Previewed } from './Documents'
import { EditForm } from './EditForm'
import { type Application, type Attachment, flowClient, onFlowWork } from './flowClient'
import { History, StatusTag } from './History'
import { subPageOf } from './paths'
import { StepPanel } from './StepPanel'
import { BasicInfo } from './Summary'
import type { FlowScreenDefinition } from './types'

/**
 * The record to show of the one shown and one read: the read when it is another record or a newer
 * version, else the one shown (the same object: nothing is drawn again, nothing typed is lost).
 */
export const newerOf = (shown: Application | null, read: Application): Application | null =>
  shown && shown.applyId === read.applyId && !(read.version > shown.version) ? shown : read

/** A dialog of one's own offered on a record (its official document). */
type DialogAction = Extract<ActionDefinition, { type: 'dialog' }>

export interface FlowPageProps extends ScreenProps {
  definition: FlowScreenDefinition
  mode: 'detail' | 'examine' | 'edit'
}

/**
 * A flow sub-page (catalogue sub-route, its own tab): the application's fields, attachments
 * with preview and the status history as a timeline; the examine page adds the opinion and the
 * examiner's steps, the edit page the form of the flow's fields. After a step it stays on the
 * record while the record has steps for the same person, else (and after a save) it returns to
 * its list, which has reloaded on the change (flowClient).
 */
export function FlowPage({ definition, mode, route, params, actions }: FlowPageProps) {
  const base = useDataClient()
  const message = useToasts()
  const [, navigate] = useLocation()
  const { flow } = definition
  const client = useMemo(
    () =>
      flowClient(
        base,
        flow.key,
        definition.fields.map((field) => field.key),
      ),
    [base, flow, definition],
  )
  const [app, setApp] = useState<Application | null>(null)
  const [failed, setFailed] = useState(false)
  const [previewing, setPreviewing] = useState<Previewed | null>(null)
  const [opened, setOpened] = useState<DialogAction | null>(null)
  const applyId = params.applyId ?? ''
  const holds = useCallback(
    (permission: string) => {
      const [page, act] = permission.split('/')
      return page === route.name && actions.includes(act)
    },
    [route.name, actions],
  )
  const load = useCallback(() => {
    setFailed(false)
    // Another record in the same tab: nothing of the last one stays on the page meanwhile.
    setApp((current) => (current?.applyId === applyId ? current : null))
    client.get<Application>(definition.list.resource, applyId).then(
      (read) => setApp((shown) => newerOf(shown, read)),
      () => setFailed(true),
    )
  }, [client, definition.list.resource, applyId])
  useEffect(load, [load])
  // Issue 42 (noticed on the walk): another user's step on the record, or this user's on another
  // page, leaves the page showing what the record no longer is, and a step on it answered 409. So
  // the record is read again when the work may have changed (the server's work signal, a change of
  // the flow here, the window's focus): drawn again only for a newer version, the newest read
  // winning. Not on the edit page: its form holds the user's values over the version it opened,
  // and its save's 409 is what keeps another user's change from being overwritten.
  useEffect(() => {
    if (mode === 'edit') return undefined
    let live = true
    const ticket = newestOnly()
    const reread = () => {
      const current = ticket()
      client.get<Application>(definition.list.resource, applyId, { silent: true }).then(
        (read) => {
          if (live && current() && read.applyId === applyId) setApp((shown) => newerOf(shown, read))
        },
        () => undefined,
      )
    }
    const stop = onFlowWork(flow.key, reread)
    return () => {
      live = false
      stop()
    }
  }, [client, definition.list.resource, applyId, flow.key, mode])
  const back = () => navigate(route.parent ?? '/')
  const href = (url: string) => base.downloadURL(url)
  const preview = (file: Attachment) =>
    file.previewUrl &&
    setPreviewing({ fileName: file.fileName, fileType: file.fileType, url: href(file.previewUrl) })

  if (failed)
    return <StatusMessage title="申请不存在或无权查看" extra={<Button onClick={back}>返回列表</Button>} />
  if (!app) return <LoadingOverlay loading>{<div style={{ minHeight: 240 }} />}</LoadingOverlay>

  // With an examine page of its own, the detail only shows the review; otherwise its steps are here.
  const examineElsewhere = !!route.parent && !!subPageOf(route.parent, 'examine')
  // The steps this page offers on a record: the flow's, as far as the server's answer names them open.
  const offered = (record: Application) =>
    stepsFrom(flow, record, holds).filter((step) => {
      if (mode === 'edit' || (record.steps && !record.steps.includes(step.action))) return false
      const applicant = step.action === 'submit' || step.action === 'resubmit'
      if (mode === 'examine') return !applicant
      return applicant || !examineElsewhere
    })
  const steps = offered(app)
  const editable = mode === 'detail' && !!definition.apply && canEdit(flow, app.status, holds)
  // Issue 42 item 28: the page stays on the record while it has steps for the same person.
  const done = (next: Application) => {
    message.success('操作成功')
    setApp(next)
    if (!offered(next).length) back()
  }

  const label = (key: keyof typeof definition.list.fields) => definition.list.fields[key].label
  // The record's own dialogs its list offers on its row (its official document: 打印证明,
  // 打印回执), here too: the document is printable from the record (issue 42 item 11).
  const recordDialogs = (definition.rowActions ?? []).filter(
    (action): action is DialogAction =>
      action.type === 'dialog' &&
      action.scope === 'row' &&
      actions.includes(permissionOf(action)) &&
      (!action.when || action.when(app as unknown as Row)),
  )
  const Opened = opened?.dialog
  return (
    <section className="evc-flow-page" aria-label={`${route.title} ${app.applyId}`}>
      <Card
        title={
          <Space>
            <span>{`${route.title}：${app.applyId}`}</span>
            <StatusTag status={app.status} />
          </Space>
        }
        extra={
          <Space>
            {recordDialogs.map((action) => (
              <Button key={action.key} onClick={() => setOpened(action)}>
                {action.label}
              </Button>
            ))}
            {/* The page prints alone (shell/printStyles.ts), as a list's or a drawer's 打印. */}
            <Button onClick={() => void printPage()}>打印</Button>
            <Button onClick={back}>返回列表</Button>
          </Space>
        }
      >
        <BasicInfo definition={definition} app={app} />
        {mode === 'edit' ? (
          <EditForm definition={definition} app={app} client={client} onSaved={done} onCancel={back} />
        ) : (
          <Descriptions bordered size="small" column={2} title="申请内容" style={{ marginTop: 16 }}>
            {definition.fields.map((field) => (
              <Descriptions.Item key={field.key} label={field.label}>
                {displayValue(field, app.fields)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          附件
        </Typography.Title>
        <DocumentChecklist
          documents={flow.documents ?? []}
          files={app.attachments}
          editable={editable}
          href={href}
          onPreview={preview}
          upload={(file, doc) => client.upload(definition.list.resource, file, doc)}
          onChange={async (files) =>
            setApp(
              await client.attach(
                definition.list.resource,
                app,
                files.map((file) => file.id),
              ),
            )
          }
        />
        {steps.length > 0 && (
          <StepPanel
            // A new form for every record: no opinion carries over to another (issue 42 item 2); a
            // newer version of the same record keeps what is typed (the panel empties itself
            // after the user's own step).
            key={app.applyId}
            steps={steps}
            app={app}
            client={client}
            resource={definition.list.resource}
            opinionLabel={
              steps.some((step) => step.opinion && step.actor !== 'issuer')
                ? label('opinion')
                : label('issuerOpinion')
            }
            onDone={done}
          />
        )}
      </Card>
      <Card title="状态历史" style={{ marginTop: 16 }}>
        <History steps={app.history} href={href} onPreview={preview} />
      </Card>
      <PreviewDrawer file={previewing} onClose={() => setPreviewing(null)} />
      {Opened && (
        <Opened
          record={app as unknown as Row}
          onClose={() => setOpened(null)}
          onSaved={() => setOpened(null)}
        />
      )}
    </section>
  )
}
