/**
 * The workbench's data definition (issue 41 item 3, src/ui/dashboard/workbench.ts): each card is
 * offered only for a page of the user's menu (the guard's rights), the 待我处理 cards put the
 * oldest waiting first and mark the overdue, and the 我的申请 cards read "sent back" from the flow declarations.
 */
import { describe, expect, it } from 'vitest'
import { ENTERPRISE_APPLIES } from '../../src/contract/lists/universal-services/enterprise-applies'
import { utilizationStats } from '../../src/contract/operating-services'
import {
  alarmPage,
  daysWaiting,
  deadlineLine,
  keyFigureSources,
  overdueLabel,
  quickLinkPages,
  submissionCards,
  waitingCards,
} from '../../src/ui/dashboard/workbenchCards'

const page = (path: string, label: string) => ({ key: path, label, path })
const RECORD = page('/universal-services/enterprise-record', '企业备案审核')
const AUDIT = page('/supervise-services/supervise-audit', '补贴审核')
const APPLY = page('/universal-services/enterprise-apply', '企业备案申请')
const MONITOR = page('/ops-services/trouble-monitor', '故障监测')
const UTILIZATION = page('/operating-services/charging-facility-utilization', '设施利用率')

describe('the workbench definition', () => {
  it('offers a 待我处理 card only for review screens the user may open, largest first', () => {
    const counts = { 'enterprise-record': 3, 'supervise-audit': 7, 'access-audit': 9 }
    expect(waitingCards({ counts }, [RECORD, AUDIT, APPLY])).toEqual([
      { page: 'supervise-audit', label: '补贴审核', path: AUDIT.path, count: 7 },
      { page: 'enterprise-record', label: '企业备案审核', path: RECORD.path, count: 3 },
    ])
    expect(waitingCards({ counts }, [APPLY])).toEqual([])
  })

  it('puts the page waiting longest first, and says for how many days', () => {
    const counts = { 'enterprise-record': 3, 'supervise-audit': 7, 'trouble-monitor': 2 }
    const oldest = {
      'enterprise-record': '2026-11-20T02:00:00.000Z',
      'supervise-audit': '2026-11-28T02:00:00.000Z',
    }
    expect(
      waitingCards({ counts, oldest }, [RECORD, AUDIT, MONITOR]).map((card) => [card.page, card.since]),
    ).toEqual([
      ['enterprise-record', oldest['enterprise-record']],
      ['supervise-audit', oldest['supervise-audit']],
      ['trouble-monitor', undefined],
    ])
    const now = Date.parse('2026-12-02T01:00:00.000Z')
    expect(daysWaiting(oldest['enterprise-record'], now)).toBe(11)
    expect(daysWaiting('2026-12-02T00:30:00.000Z', now)).toBe(0)
  })

  it('marks the overdue in words and names the nearest deadline, where the server gives them', () => {
    const counts = { 'equipment-operator-feedback': 4, 'enterprise-record': 3 }
    const feedback = page('/feedback/equipment-operator-feedback', '反馈处理')
    const [first, second] = waitingCards(
      {
        counts,
        overdue: { 'equipment-operator-feedback': 2, 'enterprise-record': 0 },
        deadline: { 'equipment-operator-feedback': '2026-12-07' },
      },
      [feedback, RECORD],
    )
    expect(first).toMatchObject({ page: 'equipment-operator-feedback', overdue: 2, deadline: '2026-12-07' })
    // None overdue and no deadline ahead: the card carries neither.
    expect(second).toEqual({ page: 'enterprise-record', label: '企业备案审核', path: RECORD.path, count: 3 })
    expect(overdueLabel(2)).toBe('已超期 2 件')
    const now = Date.parse('2026-12-02T01:00:00.000Z')
    expect(deadlineLine('2026-12-07', now)).toBe('最近截止 12月7日')
    expect(deadlineLine('2027-01-04', now)).toBe('最近截止 2027年1月4日')
  })

  it("offers 我的申请 for the applicant's own lists, sent back being what the applicant may edit again", () => {
    expect(submissionCards([RECORD, APPLY])).toEqual([
      {
        page: 'enterprise-apply',
        label: '企业备案申请',
        path: APPLY.path,
        resource: ENTERPRISE_APPLIES.resource,
        sentBack: ['rejected'],
      },
    ])
    expect(submissionCards([RECORD, AUDIT])).toEqual([])
  })

  it('shows the newest alarms only to a user who may open 故障监测', () => {
    expect(alarmPage([RECORD, MONITOR])).toEqual(MONITOR)
    expect(alarmPage([RECORD])).toBeUndefined()
  })

  it('asks 今日概况 only of the dashboards the user may open', () => {
    expect(keyFigureSources([UTILIZATION, RECORD])).toEqual([
      { call: utilizationStats, page: 'charging-facility-utilization' },
    ])
    expect(keyFigureSources([RECORD])).toEqual([])
  })

  it('shows the quick links the user chose that the menu still holds, else the first pages', () => {
    expect(
      quickLinkPages(['trouble-monitor', 'sso-user-management', 'enterprise-apply'], [APPLY, MONITOR], 12),
    ).toEqual([MONITOR, APPLY])
    expect(quickLinkPages(null, [RECORD, AUDIT, APPLY], 2)).toEqual([RECORD, AUDIT])
    expect(quickLinkPages([], [RECORD], 12)).toEqual([])
  })
})
