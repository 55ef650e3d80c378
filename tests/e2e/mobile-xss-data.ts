/**
 * Stores HTML and script through the API in every text field of 移动端管理's write calls
 * (src/contract/mobile-management.ts, src/contract/mobile-articles.ts; issue 20, Done when), and
 * checks that the fields whose rules refuse such text (a version number, a time, an id, a cover
 * address) refuse it with a clear message and write nothing. For tests/e2e/mobile-xss.test.ts.
 */
import { expect } from 'vitest'
import { payload, shortPayloads } from './mobile-helpers'
import type { AdminClient } from './shell-helpers'

const A = '/mobile-management'
type Rows<T> = { list: T[] }

/** The message of a call the server refused (`400 field: message`); fails if it was taken. */
async function refusal(admin: AdminClient, path: string, body: unknown): Promise<string> {
  const taken = await admin.call('POST', `${A}${path}`, body).then(
    () => 'taken',
    (error: Error) => error.message.replace(/^POST \S+: /, ''),
  )
  return taken
}

/** What was stored, by screen: the row keys to open, and how to put the shared settings back. */
export interface Stored {
  users: number[]
  feedback: number
  evaluation: { id: number; word: string }
  columns: number[]
  version: string
  brands: string[]
  articles: [screen: string, id: number][]
  restore(): Promise<void>
}

/** Store the payloads in every text field; assert the refusals of the fields that cannot take them. */
export async function storePayloads(admin: AdminClient): Promise<Stored> {
  const first = async <T>(path: string) => (await admin.call<Rows<T>>('GET', `${A}${path}`)).list
  // App users: the status reason, written by 停用 (one user) and by 启用 (another).
  const [disabled, enabled] = await first<{ id: number }>('/users?status=1&pageSize=2')
  await admin.call('POST', `${A}/users/${disabled.id}/disable`, { reason: payload('disable-reason') })
  await admin.call('POST', `${A}/users/${enabled.id}/disable`, { reason: '核实身份' })
  await admin.call('POST', `${A}/users/${enabled.id}/enable`, { reason: payload('enable-reason') })

  const [feedback] = await first<{ id: number }>('/feedback?status=pending&pageSize=1')
  await admin.call('POST', `${A}/feedback/${feedback.id}/reply`, { reply: payload('reply') })

  // Evaluations: the hide reason, and the sensitive-word list (both payloads as words, and a word
  // of the evaluation's own text, so that its text shows a marked word).
  const [evaluation] = await first<{ id: number; content: string }>('/evaluations?status=pending&pageSize=1')
  await admin.call('POST', `${A}/evaluations/${evaluation.id}/hide`, { reason: payload('hide-reason') })
  const word = [...evaluation.content].slice(0, 2).join('')
  const { words } = await admin.call<{ words: string[] }>('GET', `${A}/sensitive-words`)
  await admin.call('POST', `${A}/sensitive-words`, { words: [...shortPayloads('w'), word] })

  // Columns: name and remark, through 新增 and through 编辑.
  const [imageName, scriptName] = shortPayloads('c')
  const created = await admin.call<{ id: number }>('POST', `${A}/columns`, {
    columnName: imageName,
    sortOrder: 98,
    status: 1,
    remark: payload('column-remark'),
  })
  const edited = await admin.call<{ id: number }>('POST', `${A}/columns`, {
    columnName: `待编辑栏目${Date.now().toString(36)}`,
    sortOrder: 99,
    status: 1,
  })
  await admin.call('POST', `${A}/columns/${edited.id}`, {
    columnName: scriptName,
    sortOrder: 99,
    status: 1,
    remark: payload('column-remark-edit'),
  })

  // Versions: the release notes are stored; the version number and the platform refuse markup.
  const version = '99.9.9'
  await admin.call('POST', `${A}/versions`, {
    platform: 'harmony',
    version,
    forceUpdate: 0,
    releaseNotes: payload('release-notes'),
  })
  const versionBody = { platform: 'android', version: '1.0.0', forceUpdate: 0, releaseNotes: '说明' }
  expect(await refusal(admin, '/versions', { ...versionBody, version: payload('version') })).toBe(
    '400 版本号格式应为 x.y.z，如 3.6.0',
  )
  expect(await refusal(admin, '/versions', { ...versionBody, platform: payload('platform') })).toBe(
    '400 请选择平台',
  )

  // Brands: the brand name (shown by 运营商品牌 and APP运营商); the names are put back afterwards.
  const brands = await first<{ operatorId: string; brandName: string }>('/brands?pageSize=2')
  for (const [index, brand] of brands.entries())
    await admin.call('POST', `${A}/brands/${brand.operatorId}`, { brandName: shortPayloads('b')[index] })
  // APP运营商 has no text field: its order refuses markup.
  expect(
    await refusal(admin, `/operators/${brands[0].operatorId}`, { shown: 1, sortOrder: payload('order') }),
  ).toBe('400 请输入显示顺序')

  // Recommended stations: the station id and the validity times refuse markup.
  const [entry] = await first<{ id: number }>('/recommend-stations?pageSize=1')
  const period = { validFrom: '2026-01-01 00:00:00', validTo: '2099-01-01 00:00:00' }
  expect(await refusal(admin, '/recommend-stations', { ...period, stationId: shortPayloads('i')[1] })).toBe(
    '400 充电站ID不能超过20个字符',
  )
  expect(await refusal(admin, '/recommend-stations', { ...period, stationId: '<b>1</b>' })).toBe(
    '400 充电站不存在',
  )
  expect(
    await refusal(admin, `/recommend-stations/${entry.id}`, { ...period, validFrom: payload('from') }),
  ).toBe('400 生效时间：时间格式不正确，应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss')

  // Articles (every field of the body: mobile-xss.test.ts's own articles): one of each kind in a
  // payload column, with a payload title, summary and paragraph; the cover and the publication
  // time refuse markup.
  const articles: [string, number][] = []
  for (const [screen, resource, column] of [
    ['mobile-news-management', 'news', created.id],
    ['mobile-information-management', 'information', edited.id],
    ['mobile-content-management', 'contents', created.id],
  ] as const) {
    const body = {
      title: shortPayloads(resource.slice(0, 2))[0],
      columnId: column,
      summary: payload(`${resource}-summary`),
      content: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: payload(resource) }] }],
      },
    }
    const { id } = await admin.call<{ id: number }>('POST', `${A}/${resource}`, body)
    articles.push([screen, id])
    expect(await refusal(admin, `/${resource}/${id}`, { ...body, coverUrl: payload('cover') })).toBe(
      '400 封面只能是本平台上传的图片或 https 地址',
    )
    expect(await refusal(admin, `/${resource}/${id}/publish`, { publishTime: shortPayloads('t')[1] })).toBe(
      '400 发布时间格式不正确',
    )
  }

  return {
    users: [disabled.id, enabled.id],
    feedback: feedback.id,
    evaluation: { id: evaluation.id, word },
    columns: [created.id, edited.id],
    version,
    brands: brands.map((brand) => brand.operatorId),
    articles,
    async restore() {
      await admin.call('POST', `${A}/users/${disabled.id}/enable`, { reason: '恢复' })
      await admin.call('POST', `${A}/sensitive-words`, { words })
      for (const brand of brands)
        await admin.call('POST', `${A}/brands/${brand.operatorId}`, { brandName: brand.brandName })
      for (const [screen, id] of articles) {
        const resource = screen.replace(/^mobile-|-management$/g, '').replace(/^content$/, 'contents')
        await admin.call('POST', `${A}/${resource}/${id}/delete`)
      }
      for (const id of [created.id, edited.id]) await admin.call('POST', `${A}/columns/${id}/delete`)
    },
  }
}
