/**
 * 常用页面 on the workbench (issue 41 item 3): the pages the user chose (kept on the server per
 * user, beside the theme mode: GET/POST /appearance/quick-links), or the menu's first pages until
 * the user chooses; 编辑 picks them from the pages of the user's menu.
 */
import { Button, Card, Modal, Select } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { myQuickLinks, saveMyQuickLinks } from '../../contract/endpoints/appearance'
import { callApi } from '../../core/call'
import { QUICK_LINKS_MAX } from '../../core/domain/appearance'
import type { MenuLeaf } from '../../core/menu'
import { quickLinkPages } from '../../ui/dashboard/workbenchCards'
import { MenuIcon } from '../../ui/MenuIcon'
import { pageOfPath } from '../../ui/pageOfPath'
import { useToasts } from '../../ui/toasts'
import { useShell } from '../context'

/** The quick links card over the user's menu pages. */
export function QuickLinks({ pages }: { pages: readonly MenuLeaf[] }) {
  const { api, navigate } = useShell()
  const toasts = useToasts()
  const [chosen, setChosen] = useState<string[] | null>(null)
  const [editing, setEditing] = useState<string[]>()
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    callApi(api.http, myQuickLinks, {}, { silent: true }).then(
      (data) => setChosen(data.pages),
      () => undefined,
    )
  }, [api])
  const shown = quickLinkPages(chosen, pages, QUICK_LINKS_MAX)
  const options = useMemo(
    () => pages.map((page) => ({ value: pageOfPath(page.path), label: page.labels.join(' / ') })),
    [pages],
  )
  const save = async () => {
    setSaving(true)
    try {
      const saved = await callApi(api.http, saveMyQuickLinks, { body: { pages: editing ?? [] } })
      setChosen(saved.pages)
      setEditing(undefined)
      toasts.success('常用页面已保存')
    } catch {
      // The HTTP client has shown the server's message; the dialog stays open.
    } finally {
      setSaving(false)
    }
  }
  return (
    <Card
      title="常用页面"
      size="small"
      data-card="links"
      style={{ marginTop: 12 }}
      extra={
        <Button
          type="link"
          size="small"
          onClick={() => setEditing(shown.map((page) => pageOfPath(page.path)))}
        >
          编辑
        </Button>
      }
    >
      <div className="evc-shortcuts">
        {shown.map((page) => (
          <button key={page.key} type="button" className="evc-shortcut" onClick={() => navigate(page.path)}>
            <MenuIcon name={page.icon} />
            <span>{page.label}</span>
          </button>
        ))}
      </div>
      <Modal
        title="编辑常用页面"
        open={editing !== undefined}
        onOk={save}
        okButtonProps={{ loading: saving }}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
      >
        <Select
          mode="multiple"
          aria-label="常用页面"
          style={{ width: '100%' }}
          maxCount={QUICK_LINKS_MAX}
          value={editing}
          onChange={setEditing}
          options={options}
          optionFilterProp="label"
          placeholder={`选择至多${QUICK_LINKS_MAX}个页面`}
        />
      </Modal>
    </Card>
  )
}
