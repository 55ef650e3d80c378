/**
 * The list's filter form (src/ui/list/FilterForm.tsx), a plain form since issue 14: each filter
 * shows its rule's Chinese message at the field (announced, tied to the input), 查询 hands on
 * nothing while a field is wrong, and values set from outside replace what the form shows.
 */
import { expect } from 'chai'
import { mountCheckedFilters, waitFor } from './list-harness'
import { afterEach, describe, it } from './mocha'

let mounted: ReturnType<typeof mountCheckedFilters> | undefined

afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})

/** Type into a React-controlled input as a user does. */
function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}

const byLabel = (shadow: ShadowRoot, label: string) => {
  const element = [...shadow.querySelectorAll('label')].find((item) => item.textContent === label)
  return shadow.getElementById(element?.htmlFor ?? '') as HTMLInputElement
}
const submit = (shadow: ShadowRoot) =>
  [...shadow.querySelectorAll('button')]
    .find((button) => button.textContent?.replace(/\s/g, '') === '查询')
    ?.click()

describe('the filter form', () => {
  it('labels every filter and marks the required one', async () => {
    mounted = mountCheckedFilters()
    const { shadow } = mounted
    await waitFor(() => Boolean(byLabel(shadow, '车牌号')))
    expect(shadow.querySelector('form[role="search"]')?.getAttribute('aria-label')).to.equal('筛选')
    expect(byLabel(shadow, '名称').tagName).to.equal('INPUT')
    const required = [...shadow.querySelectorAll('label')].find((item) => item.textContent === '名称')
    expect(required?.className).to.contain('evc-filter-required')
  })

  it('shows a wrong value’s message at the field and hands nothing on until it is right', async () => {
    mounted = mountCheckedFilters()
    const { shadow, searches } = mounted
    await waitFor(() => Boolean(byLabel(shadow, '车牌号')))
    const plate = byLabel(shadow, '车牌号')
    type(plate, '12')
    await waitFor(() => shadow.textContent?.includes('请输入正确的车牌号') ?? false)
    expect(plate.getAttribute('aria-invalid')).to.equal('true')
    const help = shadow.getElementById(plate.getAttribute('aria-describedby') ?? '')
    expect(help?.textContent).to.equal('请输入正确的车牌号')
    expect(help?.getAttribute('role')).to.equal('alert')

    submit(shadow)
    // The required field's message appears at 查询, and nothing is handed on.
    await waitFor(() => shadow.textContent?.includes('请输入名称') ?? false)
    expect(searches).to.have.length(0)

    type(byLabel(shadow, '名称'), '一二三四五六')
    await waitFor(() => shadow.textContent?.includes('名称不能超过5个字符') ?? false)
    type(byLabel(shadow, '名称'), '站点')
    type(plate, '津A12345')
    await waitFor(() => !(shadow.textContent?.includes('请输入正确的车牌号') ?? true))
    expect(plate.getAttribute('aria-invalid')).to.equal(null)
    type(byLabel(shadow, '关键字'), '  和平  ')
    submit(shadow)
    await waitFor(() => searches.length === 1)
    expect(searches[0]).to.deep.equal({
      values: { status: 1, plate: '津A12345', name: '站点' },
      keyword: '和平',
    })
  })

  it('keeps folded filters unmounted with their values, and unfolds them for a message', async () => {
    mounted = mountCheckedFilters()
    const { shadow, searches } = mounted
    await waitFor(() => Boolean(byLabel(shadow, '车牌号')))
    // Two filters shown, the others folded and not in the page.
    expect(byLabel(shadow, '状态')).to.equal(null)
    mounted.setValues({ name: '站点', trailer: 'x' })
    await waitFor(() => byLabel(shadow, '名称')?.value === '站点')
    submit(shadow)
    await waitFor(() => Boolean(byLabel(shadow, '挂车号')))
    await waitFor(() => shadow.textContent?.includes('请输入正确的挂车号') ?? false)
    expect(searches).to.have.length(0)
  })

  it('shows values set from outside, and drops the messages of the values it replaced', async () => {
    mounted = mountCheckedFilters()
    const { shadow } = mounted
    await waitFor(() => Boolean(byLabel(shadow, '车牌号')))
    type(byLabel(shadow, '车牌号'), 'x')
    await waitFor(() => shadow.textContent?.includes('请输入正确的车牌号') ?? false)
    mounted.setValues({ plate: '津B00001' })
    await waitFor(() => byLabel(shadow, '车牌号').value === '津B00001')
    expect(shadow.textContent).not.to.contain('请输入正确的车牌号')
  })
})
