/**
 * Every map follows the live stream (issue 44): a connector the simulator moves recolours its
 * station's point on the open map, without a reload — the station list's map view, 实时数据,
 * 充电状态监测 and the wall display — for admin, tianjin and the operator, each with a station of
 * their own scope. The station is one whose connectors are all idle or free (drawn 空闲) with an
 * idle connector: moved on, that connector starts charging and the point turns 充电中's colour.
 * SHOTS=<folder> keeps a screenshot of each map after the change.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { archivesPath } from './archives-helpers'
import { browserForFile, newPage, url } from './helpers'
import { simulator, USERS } from './live-helpers'
import { closeFeedbackPopup, label, map, pointColour } from './map-helpers'
import { openAs } from './shell-helpers'

const browser = browserForFile()
const SHOTS = process.env.SHOTS

/** An idle connector of a station of the page's user's scope in 天津市 (the map every user is shown first) drawn 空闲. */
function idleConnector(page: Page): Promise<{ connectorId: string; stationId: string }> {
  return page.evaluate(async () => {
    const get = async (path: string) => {
      const response = await fetch(`/api${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      return (await response.json()).data
    }
    const states = (await get('/live/station-states')).rows as [string, number, number, number, number][]
    const places = (await get('/live/station-places')).rows as [string, string, string][]
    const tianjin = new Set(places.filter((row) => row[2].startsWith('1201')).map((row) => row[0]))
    const idle = new Set(
      states
        .filter(
          ([id, connectors, charging, fault, offline]) =>
            tianjin.has(id) && !charging && !fault && !offline && connectors,
        )
        .map((row) => row[0]),
    )
    for (let pageNum = 1; pageNum < 50; pageNum += 1) {
      const { list } = await get(
        `/operating-services/charging-devices?status=1&pageSize=100&pageNum=${pageNum}`,
      )
      const found = (list as { connectorId: string; stationId: string }[]).find((row) =>
        idle.has(row.stationId),
      )
      if (found) return { connectorId: found.connectorId, stationId: found.stationId }
      if (!list.length) break
    }
    throw new Error('no idle connector at an idle station')
  })
}

/** Move an idle connector of a station shown on the open map on; its point changes colour. */
async function recolours(page: Page, shot: string) {
  await expect.poll(() => label(page), { timeout: 30_000 }).toMatch(/\d+座充电站/)
  const { connectorId, stationId } = await idleConnector(page)
  await expect.poll(() => pointColour(page, stationId), { timeout: 15_000 }).not.toBe('')
  const before = await pointColour(page, stationId)
  await simulator({ move: connectorId })
  await expect.poll(() => pointColour(page, stationId), { timeout: 15_000 }).not.toBe(before)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}.png` })
}

describe('every map follows the live stream', () => {
  it.each(USERS)('recolours a point of $username’s scope on each map without a reload', async (user) => {
    const { page, errors, settled, close } = await newPage(browser(), {
      viewport: { width: 1440, height: 900 },
    })
    try {
      await openAs(page, user.username, user.password, '/account-center')
      if (user.username === 'operator') await closeFeedbackPopup(page)
      // Room for every file's timing: the map's chunk is found among them (map-helpers).
      await page.evaluate(() => performance.setResourceTimingBufferSize(5000))
      // The station list's map view.
      await page.goto(url(`/#${archivesPath('station-archives-management')}`))
      await page.locator('[aria-label="视图"]').getByRole('button', { name: '地图' }).click()
      await recolours(page, `live-list-map-${user.username}`)
      // 实时数据 and 充电状态监测.
      for (const path of [
        '/universal-services/real-time-data',
        '/operating-services/operating-information/charging-status',
      ]) {
        await page.goto(url(`/#${path}`))
        await map(page).scrollIntoViewIfNeeded()
        await recolours(page, `live-${path.split('/').pop()}-${user.username}`)
      }
      // The wall display.
      await settled()
      await page.setViewportSize({ width: 1920, height: 1080 })
      await page.goto(url('/bigscreen.html'))
      await page.evaluate(() => performance.setResourceTimingBufferSize(5000))
      await page.locator('ev-bigscreen .evc-bigscreen[data-ready]').waitFor()
      await recolours(page, `live-bigscreen-${user.username}`)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
