/**
 * The workbench at `/welcome` as data (issue 41 item 3): what waits for the user (the menu's
 * 待我处理 counts), what the user submitted and how much of it was sent back (the applicant
 * lists of the flows, by status), and the newest open alarms. Every section is offered only
 * for pages the user's menu holds (the guard's rights), so each card opens a page the user may
 * open. Framework-free: the cards are computed here, drawn by Workbench.tsx.
 */

import { ALARMS } from '../../contract/lists/ops-services/alarms'
import { SUBSIDY_APPLIES } from '../../contract/lists/supervise-services/subsidy-applies'
import { ACCESSPROOF_APPLIES } from '../../contract/lists/universal-services/accessproof-applies'
import { ENTERPRISE_APPLIES } from '../../contract/lists/universal-services/enterprise-applies'
import { utilizationStats } from '../../contract/operating-services'
import { troubleStats } from '../../contract/ops-services'
import type { FlowDeclaration } from '../../core/domain/flows'
import { SUBSIDY_FLOW } from '../../core/domain/flows-supervise'
import { ACCESS_PROOF_FLOW, ENTERPRISE_FLOW } from '../../core/domain/flows-universal'
import type { MenuLeaf } from '../../core/menu'
import { pageOfPath } from '../pageOfPath'
import type { QueueWork } from '../queueCounts'
import type { StatsCall } from './defineDashboard'

/** A page of the user's menu a card opens. */
export type WorkbenchPage = Pick<MenuLeaf, 'key' | 'label' | 'path'>

/** A 待我处理 card: a review screen and how many records wait for the user there. */
export interface WaitingCard {
  page: string
  label: string
  path: string
  count: number
  /** When the oldest of these to-dos arrived (ISO), where the server knows. */
  since?: string
  /** Where the rules give deadlines: how many are past theirs… */
  overdue?: number
  /** …and the nearest deadline not yet passed (YYYY-MM-DD, China). */
  deadline?: string
}

/** A flow whose applicant list the workbench reads (its resource and declaration). */
export interface SubmissionSource {
  resource: string
  flow: FlowDeclaration
}

/** A 我的申请 card: an applicant list and the statuses that mean "sent back to me". */
export interface SubmissionCard {
  page: string
  label: string
  path: string
  resource: string
  /** The applicant may edit the record again in these (drafts are not sent back). */
  sentBack: readonly string[]
}

/** The flows with an applicant list (each flow's `create` page). */
export const SUBMISSION_SOURCES: readonly SubmissionSource[] = [
  { resource: ENTERPRISE_APPLIES.resource, flow: ENTERPRISE_FLOW },
  { resource: ACCESSPROOF_APPLIES.resource, flow: ACCESS_PROOF_FLOW },
  { resource: SUBSIDY_APPLIES.resource, flow: SUBSIDY_FLOW },
]

/** A dashboard whose figures of today the workbench shows (its stats call and its page). */
export interface KeyFigureSource {
  call: StatsCall
  page: string
}

/** 今日概况: the figures of today of these dashboards, in the user's data scope (the server's). */
export const KEY_FIGURE_SOURCES: readonly KeyFigureSource[] = [
  { call: utilizationStats, page: 'charging-facility-utilization' },
  { call: troubleStats, page: 'trouble-statistics' },
]

/** The dashboards of 今日概况 the user may open (their stats call asks for the page's view right). */
export function keyFigureSources(
  pages: readonly WorkbenchPage[],
  sources: readonly KeyFigureSource[] = KEY_FIGURE_SOURCES,
): KeyFigureSource[] {
  const open = byPage(pages)
  return sources.filter((source) => open.has(source.page))
}

/** The newest-alarms section: its list, the page it opens, the open disposals and how many rows. */
export const ALARM_SECTION = {
  resource: ALARMS.resource,
  page: 'trouble-monitor',
  // trouble-monitor lists the alarms not yet confirmed; the workbench shows the same rows.
  disposal: 'pending,processing,handled',
  size: 5,
} as const

const byPage = (pages: readonly WorkbenchPage[]) =>
  new Map(pages.map((page) => [pageOfPath(page.path), page]))

/**
 * The 待我处理 cards of the pages the user may open: the one waiting longest first (issue 41 item
 * 3: oldest first), then the pages whose oldest the server does not know, most waiting first.
 */
export function waitingCards(
  { counts, oldest = {}, overdue = {}, deadline = {} }: Pick<QueueWork, 'counts'> & Partial<QueueWork>,
  pages: readonly WorkbenchPage[],
): WaitingCard[] {
  const open = byPage(pages)
  return Object.entries(counts)
    .flatMap(([page, count]): WaitingCard[] => {
      const entry = open.get(page)
      if (!entry) return []
      return [
        {
          page,
          label: entry.label,
          path: entry.path,
          count,
          ...(oldest[page] ? { since: oldest[page] } : {}),
          ...(overdue[page] ? { overdue: overdue[page] } : {}),
          ...(deadline[page] ? { deadline: deadline[page] } : {}),
        },
      ]
    })
    .sort((a, b) =>
      a.since && b.since ? a.since.localeCompare(b.since) : a.since ? -1 : b.since ? 1 : b.count - a.count,
    )
}

/** Whole days since `since` (ISO) at `now`: 0 the same day. */
export const daysWaiting = (since: string, now: number = Date.now()): number =>
  Math.max(0, Math.floor((now - Date.parse(since)) / 86_400_000))

/** How long a card's oldest to-do has waited, as its line says: 最早已等待 N 天 or 最早今天到达. */
export function waitedLine(since: string, now: number = Date.now()): string {
  const days = daysWaiting(since, now)
  return days ? `最早已等待 ${days} 天` : '最早今天到达'
}

/** A card's overdue mark, as its red tag reads (not by colour alone): 已超期 N 件. */
export const overdueLabel = (overdue: number): string => `已超期 ${overdue} 件`

/** A card's nearest deadline ahead, as its line reads: 最近截止 12月5日 (the year when not this one). */
export function deadlineLine(deadline: string, now: number = Date.now()): string {
  const [year, month, day] = deadline.split('-').map(Number)
  const thisYear = new Date(now + 8 * 3_600_000).getUTCFullYear()
  return `最近截止 ${year === thisYear ? '' : `${year}年`}${month}月${day}日`
}

/** The 我的申请 cards of the applicant lists the user may open. */
export function submissionCards(
  pages: readonly WorkbenchPage[],
  sources: readonly SubmissionSource[] = SUBMISSION_SOURCES,
): SubmissionCard[] {
  const open = byPage(pages)
  return sources.flatMap(({ resource, flow }) => {
    const page = flow.create?.permission.split('/')[0]
    const entry = page ? open.get(page) : undefined
    if (!page || !entry) return []
    const edits = flow.edits.find((edit) => edit.permission === `${page}/edit`)
    const sentBack = (edits?.statuses ?? []).filter((status) => status !== 'draft')
    return [{ page, label: entry.label, path: entry.path, resource, sentBack }]
  })
}

/** The trouble-monitor page when the user may open it (the alarms section is shown then only). */
export function alarmPage(pages: readonly WorkbenchPage[]): WorkbenchPage | undefined {
  return byPage(pages).get(ALARM_SECTION.page)
}

/** The quick links shown: the pages the user chose that the menu still holds, else its first `max`. */
export function quickLinkPages<P extends WorkbenchPage>(
  chosen: readonly string[] | null,
  pages: readonly P[],
  max: number,
): P[] {
  if (!chosen) return pages.slice(0, max)
  const open = byPage(pages)
  return chosen.flatMap((name) => {
    const page = open.get(name)
    return page ? [page as P] : []
  })
}
