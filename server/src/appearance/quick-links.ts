/**
 * The workbench's quick links (issue 41 item 3): the pages each user chose, kept in the user's
 * row of personal preferences beside the theme mode (user_appearance). Only pages the user may
 * open are kept and answered (a right taken away drops its link); a save is journaled.
 */
import { myQuickLinks, saveMyQuickLinks } from '../../../src/contract/appearance'
import { routeOf } from '../../../src/contract/define'
import { can, type Principal } from '../auth/permissions'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now as clockNow } from '../kernel/clock'
import { fieldError } from '../kernel/errors'

const mayOpen = (principal: Principal, page: string) => can(principal, `${page}/view`)

async function quickLinksOf(db: Db, principal: Principal): Promise<string[] | null> {
  const row = await db
    .selectFrom('user_appearance')
    .select('quickLinks')
    .where('userId', '=', principal.user.id)
    .executeTakeFirst()
  if (!row?.quickLinks) return null
  try {
    const pages = JSON.parse(row.quickLinks) as unknown
    return Array.isArray(pages)
      ? pages.filter((page) => typeof page === 'string' && mayOpen(principal, page))
      : null
  } catch {
    return null
  }
}

/** Register `GET /appearance/quick-links` and its save. */
export function quickLinkRoutes(router: Router): void {
  router.route({
    ...routeOf(myQuickLinks),
    tag: 'appearance',
    access: 'session',
    handler: async ({ db, principal }) => ({ pages: await quickLinksOf(db, principal) }),
  })

  router.route({
    ...routeOf(saveMyQuickLinks),
    tag: 'appearance',
    access: 'session',
    journal: 'appearance.quickLinks',
    handler: async ({ db, body, principal, record }) => {
      const refused = body.pages.find((page) => !mayOpen(principal, page))
      if (refused) throw fieldError('pages', `无权访问的页面：${refused}`)
      const before = await quickLinksOf(db, principal)
      const quickLinks = JSON.stringify(body.pages)
      const updateTime = clockNow().toISOString()
      // One statement (insert or update), as the theme's save; the theme is left as it is.
      await db
        .insertInto('user_appearance')
        .values({ userId: principal.user.id, theme: null, quickLinks, updateTime })
        .onConflict((conflict) => conflict.column('userId').doUpdateSet({ quickLinks, updateTime }))
        .execute()
      record({ target: `appearance:${principal.user.username}`, before: { pages: before }, after: body })
      return { pages: body.pages }
    },
  })
}
