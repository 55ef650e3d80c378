/**
 * Issue 41 end to end, 充电站星级评定: admin 发起评定 of next year for the demo operator's stations
 * (the library of this year copied to it); the operator is asked for each station's evidence, 提交
 * one station's; tianjin (an expert) 评分 it and 发布结果. The flow has no return: a scored station
 * is scored again or published. At every step the operator's and tianjin's header badge, newest
 * 消息 of the station's item, menu count (评定材料上传, 评定审核) and workbench card show it.
 */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type Data, signedInApi, uploadPdf } from './api-session'
import { DEMO_OPERATOR } from './feedback-helpers'
import {
  ADMIN,
  expectShown,
  OPERATOR_ACCOUNT,
  queueCount,
  type Shown,
  TIANJIN,
  walkWith,
} from './work-helpers'

const BASE = '/assessment'
const UPLOAD = 'station-assessment-upload'
const REVIEW = 'station-assessment-review'

/** The walk, run with the other applications' walks by work-applications.test.ts. */
export function assessmentWork(browser: () => Browser): void {
  describe('to-dos and notices of a station’s 星级评定 (issue 41)', () => {
    it('moves both parties’ badges, 消息, menu counts and workbench at every step', {
      timeout: 900_000,
    }, async () => {
      await walkWith(browser(), { operator: OPERATOR_ACCOUNT, city: TIANJIN }, async ({ operator, city }) => {
        const admin = await signedInApi(ADMIN.username, ADMIN.password)
        const [opQueue, cityQueue] = [
          await queueCount(operator.api, UPLOAD),
          await queueCount(city.api, REVIEW),
        ]
        const library = await admin.get(`${BASE}/indicators`)
        const year = Number(library.year) + 1
        const saved = await admin.post(`${BASE}/indicators/${year}`, {
          indicators: (library.indicators as Data[]).map(
            ({ dimension, indicator, weight, maxScore, evidence }) => ({
              dimension,
              indicator,
              weight,
              maxScore,
              evidence,
            }),
          ),
        })
        const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
        let round: Data = null
        let stations = 0
        let item: Data = null
        const id = () => `（${item.id}）`
        // [step, the operator's page, tianjin's page]
        const steps: [string, () => Promise<unknown>, () => Shown, () => Shown][] = [
          [
            '发起评定',
            async () => {
              round = await admin.post(`${BASE}/rounds`, { year, deadline, operatorIds: [DEMO_OPERATOR] })
              const items = await operator.api.get(`${BASE}/uploads?roundId=${round.id}&pageSize=100`)
              stations = Number(items.total)
              item = items.list[0]
            },
            () => ({ badge: stations, newest: '充电站星级评定待提交', queue: [UPLOAD, opQueue + stations] }),
            () => ({ badge: 0, queue: [REVIEW, cityQueue] }),
          ],
          [
            '提交',
            async () => {
              const fileId = await uploadPdf(operator.api, BASE, '佐证材料.pdf')
              for (const { id: indicatorId } of saved.indicators as Data[])
                item = await operator.api.post(`${BASE}/uploads/${item.id}/evidence`, {
                  indicatorId,
                  fileIds: [fileId],
                })
              item = await operator.api.post(`${BASE}/uploads/${item.id}/submit`, { version: item.version })
            },
            () => ({ badge: stations - 1, queue: [UPLOAD, opQueue + stations - 1] }),
            () => ({ badge: 1, newest: '充电站星级评定待评分', queue: [REVIEW, cityQueue + 1] }),
          ],
          [
            '评分',
            async () => {
              const scores = (saved.indicators as Data[]).map((entry) => ({
                indicatorId: entry.id,
                score: entry.maxScore * 0.9,
              }))
              item = await city.api.post(`${BASE}/reviews/${item.id}/score`, {
                scores,
                version: item.version,
              })
            },
            () => ({
              badge: stations,
              newest: '充电站星级评定已评分',
              queue: [UPLOAD, opQueue + stations - 1],
            }),
            () => ({ badge: 1, newest: '充电站星级评定待评分或发布', queue: [REVIEW, cityQueue + 1] }),
          ],
          [
            '发布结果',
            () => city.api.post(`${BASE}/rounds/${round.id}/publish`),
            () => ({
              badge: stations + 1,
              newest: '充电站星级评定已发布',
              queue: [UPLOAD, opQueue + stations - 1],
            }),
            () => ({ badge: 0, queue: [REVIEW, cityQueue] }),
          ],
        ]
        for (const [label, step, operatorShown, cityShown] of steps) {
          await step()
          await expectShown(operator.page, id(), operatorShown(), `${label}: the operator`)
          await expectShown(city.page, id(), cityShown(), `${label}: tianjin`)
        }
        // The published score reaches the archives' records of the year.
        expect(item.stars).toBeGreaterThan(0)
      })
    })
  })
}
