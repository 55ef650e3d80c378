/**
 * Seed of the app's articles (新闻, 资讯, 内容; issue 20), called by the area's seed: bodies are
 * editor documents (a heading, paragraphs, a list) checked by rich-text.ts like any other; every
 * status is present, including a publication scheduled ahead of the clock. Small: 12 per kind;
 * large: 200 per kind (hundreds of articles, Done when).
 */
import './tables'
import type { Insertable } from 'kysely'
import type { ArticleKind } from '../../../src/contract/mobile-articles'
import { daysFrom, insertChunked } from '../db/seed/context'
import type { Rng } from '../db/seed/rng'
import type { Db } from '../db/types'
import { type RichNode, validateDocument } from './rich-text'
import type { AppArticlesTable } from './tables'

const TOPICS: Readonly<Record<ArticleKind, readonly string[]>> = {
  news: [
    '新增公共充电桩投入使用',
    '换电站建设进展',
    '充电基础设施专项检查',
    '节假日充电保障',
    '老旧小区充电改造',
  ],
  information: [
    '充电服务费调整说明',
    '新能源汽车下乡活动',
    '充电设施补贴申报',
    '峰谷电价时段',
    '充电安全知识',
  ],
  content: ['关于我们', '用户协议', '隐私政策', '常见问题解答', '充电操作指引'],
}
const AREAS = ['和平区', '河西区', '南开区', '滨海新区', '武清区', '西青区']

const text = (value: string): RichNode => ({ type: 'text', text: value })
const paragraph = (value: string): RichNode => ({ type: 'paragraph', content: [text(value)] })

function documentOf(title: string, area: string): RichNode {
  return validateDocument({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [text(title)] },
      paragraph(`${area}${title}相关工作有序推进，市民可通过APP查询附近的充电站和实时空闲状态。`),
      {
        type: 'bulletList',
        content: ['查看附近充电站', '扫码启动充电', '在线支付与开票'].map((item) => ({
          type: 'listItem',
          content: [paragraph(item)],
        })),
      },
      {
        type: 'paragraph',
        content: [
          text('如有疑问请拨打服务热线，或在APP“意见反馈”中留言。'),
          { ...text('感谢支持！'), marks: [{ type: 'bold' }] },
        ],
      },
    ],
  })
}

/** Seed the articles of the three kinds. */
export async function seedArticles(db: Db, rng: Rng, now: Date, large: boolean): Promise<void> {
  const columns = await db.selectFrom('app_columns').select('id').orderBy('id').execute()
  if (columns.length === 0) return
  const perKind = large ? 200 : 12
  const rows: Insertable<AppArticlesTable>[] = []
  for (const kind of Object.keys(TOPICS) as ArticleKind[]) {
    for (let index = 0; index < perKind; index += 1) {
      const createdDay = -(perKind - index) * 2 - 1
      const created = daysFrom(now, createdDay)
      // Titles an official would take for real (issue 42 item 20): each district and topic once;
      // past every pair (the large seed) the month is named — a pair comes back 60 days later.
      const area = AREAS[index % AREAS.length]
      const topic = TOPICS[kind][Math.floor(index / AREAS.length) % TOPICS[kind].length]
      const pairs = AREAS.length * TOPICS[kind].length
      const china = new Date(Date.parse(created) + 8 * 3_600_000)
      const month = `${china.getUTCFullYear()}年${china.getUTCMonth() + 1}月`
      const title = index < pairs ? `${area}${topic}` : `${month}${area}${topic}`
      // Mostly published; a few drafts, withdrawn ones and one scheduled ahead of the clock.
      const status =
        index === perKind - 1
          ? 'scheduled'
          : index % 6 === 1
            ? 'draft'
            : index % 6 === 4
              ? 'withdrawn'
              : 'published'
      rows.push({
        kind,
        title,
        summary: `${title}：最新进展与服务提示。`,
        columnId: rng.pick(columns).id,
        coverUrl: null,
        content: JSON.stringify(documentOf(title, area)),
        status: status === 'scheduled' ? 'published' : status,
        publishTime:
          status === 'draft'
            ? null
            : status === 'scheduled'
              ? daysFrom(now, 3)
              : daysFrom(now, createdDay + 0.5),
        author: '管理员',
        publisher: status === 'draft' ? null : '管理员',
        createTime: created,
        updateTime: status === 'scheduled' ? daysFrom(now, -0.5) : daysFrom(now, createdDay + 0.5),
      })
    }
  }
  await insertChunked(db, 'app_articles', rows, 200)
}
