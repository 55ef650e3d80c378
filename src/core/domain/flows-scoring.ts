/**
 * 评分结果's 发布 (issue 19): a scored period (评分中) is published, then read-only — entry and
 * publishing again answer 409. One flow per subject kind (operators, stations), each on its
 * `<kind>-result` page's right; run by the server's one engine over score_periods. Nobody is
 * told: the results are read on the results page.
 */
import { defineStepFlow, ENDS } from './flow-kit'

const periodFlow = (target: 'operator' | 'station', title: string) =>
  defineStepFlow({
    key: `score-period-${target}`,
    title: `${title}评分结果发布`,
    statuses: ['scoring', 'published'],
    transitions: [
      {
        action: 'publish',
        label: '发布',
        from: ['scoring'],
        to: 'published',
        permission: `${target}-result/edit`,
        next: ENDS,
        notice: null,
      },
    ],
  })

/** Each subject kind's publication of a scored period. */
export const SCORE_PERIOD_FLOWS = {
  operator: periodFlow('operator', '运营商'),
  station: periodFlow('station', '充电站'),
} as const
