import { Form, type FormInstance, Modal } from 'antd'
import type { NamePath } from 'antd/es/form/interface'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { fieldErrors } from '../core/http'

/** The server's field messages of a refused submit, by the name the server gave each. */
export type FieldMessages = Record<string, string>

export interface FormDialogProps<V extends object> {
  /** Shown (default: always; a dialog mounted per use needs no flag). Each opening starts afresh. */
  open?: boolean
  title: ReactNode
  /** The form's accessible name (default: the title when it is text). */
  formLabel?: string
  okText?: string
  width?: number
  /** The caller's form instance, when it reads or sets values itself (`Form.useForm()`). */
  form?: FormInstance<V>
  /** The values the form starts with (on every opening). */
  initialValues?: Partial<V>
  layout?: 'vertical' | 'horizontal'
  /** 确定 not pressable yet (what the form needs has not loaded, an upload is under way). */
  okDisabled?: boolean
  /**
   * The checked values, sent. Resolve `false` to stay open (a check of its own failed and said so,
   * at a field or beside the form).
   */
  onSubmit: (values: V) => Promise<unknown>
  /** Skip the form's own check and take the values as they are (default: check). */
  check?: boolean
  /** After a successful submit, before closing (a toast, a reload of the list). */
  onDone?: () => void
  onClose: () => void
  /** The form's name for the server's field `name`, when the form calls it otherwise. */
  errorAt?: (name: string) => NamePath | undefined
  /** Every field message of a refusal (and the error), for those shown outside the form's fields. */
  onErrors?: (messages: FieldMessages, error: unknown) => void
  /** Shown above the form (what the dialog acts on). */
  before?: ReactNode
  /** Shown below the form. */
  after?: ReactNode
  /** Closing by clicking beside the dialog (default: yes). */
  maskClosable?: boolean
  /**
   * A dialog the user must complete (a forced password change): no close button, Escape and a
   * click beside it do nothing, 取消 is disabled.
   */
  mustComplete?: boolean
  /** Shown at the start of the footer, before 取消 and 确定 (a way out, such as 退出登录). */
  footerStart?: ReactNode
  /** Enter in a field sends the form (a short form such as a password change). */
  submitOnEnter?: boolean
  /** The form's items. */
  children: ReactNode
}

/** The controls a keyboard user may type into, in the order they are drawn. */
const CONTROLS =
  'input:not([type="hidden"]):not([type="file"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), button[role="switch"]:not(:disabled)'

/**
 * One dialog of a form (issue 39): open state, the form, a fresh start on every opening, the form's
 * check before sending, the busy 确定, the server's 400 field messages at their fields and closing
 * (the caller's `onDone` says 成功 and reloads). The focus is on the first field once the dialog is open and on the first field
 * with a problem after a refused 确定 — the form's own check or the server's 400 (issue 42, item 18).
 *
 * @example
 * <FormDialog title="处理反馈" okText="提交" onSubmit={(values) => data.action(…, values)} onDone={onSaved} onClose={onClose}>
 *   <Form.Item name="result" label="处理结果" rules={[{ required: true }]}><Input.TextArea /></Form.Item>
 * </FormDialog>
 */
export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const [own] = Form.useForm<V>()
  const form = props.form ?? own
  const name = `form${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [busy, setBusy] = useState(false)
  const body = useRef<HTMLDivElement>(null)
  const open = props.open ?? true
  const first = useRef(props.initialValues)
  first.current = props.initialValues

  useEffect(() => {
    if (!open) return
    form.resetFields()
    if (first.current) form.setFieldsValue(first.current as never)
  }, [open, form])

  const focusOpening = () => body.current?.querySelector<HTMLElement>(CONTROLS)?.focus()
  const focusProblem = () => {
    const problem = form.getFieldsError().find((field) => field.errors.length > 0)
    if (problem) form.focusField(problem.name)
  }

  const submit = async () => {
    let values: V
    try {
      values = props.check === false ? (form.getFieldsValue(true) as V) : await form.validateFields()
    } catch {
      focusProblem()
      return
    }
    setBusy(true)
    try {
      if ((await props.onSubmit(values)) === false) {
        focusProblem()
        return
      }
      props.onDone?.()
      props.onClose()
    } catch (error) {
      const messages = fieldErrors(error)
      // Each message at the field it names; those of no field of this form are the caller's (onErrors).
      const known = new Map(form.getFieldsError().map((field) => [String(field.name.join('.')), field.name]))
      form.setFields(
        Object.entries(messages).flatMap(([field, text]) => {
          const where = props.errorAt?.(field) ?? field
          const name = known.get(Array.isArray(where) ? where.join('.') : String(where))
          return name === undefined ? [] : [{ name, errors: [text] }]
        }) as never,
      )
      props.onErrors?.(messages, error)
      focusProblem()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open={open}
      title={props.title}
      okText={props.okText ?? '确定'}
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: props.okDisabled }}
      cancelButtonProps={{ disabled: props.mustComplete }}
      onOk={submit}
      onCancel={() => !props.mustComplete && props.onClose()}
      closable={!props.mustComplete}
      keyboard={!props.mustComplete}
      footer={
        props.footerStart === undefined
          ? undefined
          : (buttons) => (
              <>
                {props.footerStart}
                {buttons}
              </>
            )
      }
      afterOpenChange={(visible) => visible && focusOpening()}
      mask={props.maskClosable === false || props.mustComplete ? { closable: false } : undefined}
      destroyOnHidden
      width={props.width ?? 640}
    >
      {props.before}
      <div ref={body}>
        <Form
          form={form}
          name={name}
          layout={props.layout ?? 'vertical'}
          aria-label={props.formLabel ?? (typeof props.title === 'string' ? props.title : undefined)}
          initialValues={props.initialValues}
          onFinish={props.submitOnEnter ? () => void submit() : undefined}
          onFinishFailed={props.submitOnEnter ? focusProblem : undefined}
        >
          {props.children}
          {/* Implicit submission needs a submit button in the form (HTML): Enter in a field. */}
          {props.submitOnEnter && <button type="submit" hidden aria-hidden="true" tabIndex={-1} />}
        </Form>
      </div>
      {props.after}
    </Modal>
  )
}
