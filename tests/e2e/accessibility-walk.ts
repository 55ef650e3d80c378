/**
 * Which screens the accessibility walk opens in a run (issue 40: the walk over every screen in two
 * themes was a third of the e2e suite's time). Every run walks one screen of each kind — a list, a
 * flow list and its detail and examine pages, a dashboard, a live screen, forms and dialogs, rich
 * text, scoring, a report — and every screen of an area whose files changed in this working copy
 * (uncommitted, or committed since its upstream). `A11Y_WALK=all npm run test:e2e` walks every
 * screen, as before a release.
 */
import { execFileSync } from 'node:child_process'
import { ROOT } from '../../scripts/lib/build.mjs'

/**
 * The screens every run walks, one of each kind, by path (issue 40: 14 screens took 85 s of the
 * file's 130 s; a second flow list, a second form, a report and the shell's 待办事项 and 个人中心
 * were dropped — 个人中心's tabs have their own test below — and come back with A11Y_WALK=all or a
 * change in their area).
 */
export const REPRESENTATIVE = new Set([
  // a list with details, the column panel and a create dialog
  '/archives-management/station-archives-management',
  // a flow list, with its detail and examine pages below
  '/universal-services/enterprise-record',
  // a dashboard and a live screen
  '/operating-services/operating-information/charging-facility-utilization',
  '/ops-services/trouble-monitor',
  // a form in a create dialog
  '/system-management/sso-user-management',
  // rich text and scoring
  '/mobile-management/mobile-news-management',
  '/operate-supervision/operator-enter',
  // the workbench (issue 41): its cards, figures and newest alarms
  '/welcome',
])

/** Run git in the repository; '' when it fails (no git, no upstream). */
function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return ''
  }
}

/** The areas (src/screens/<area>/) with files changed in this working copy. */
function changedAreas(): Set<string> {
  const files = [
    git('diff', '--name-only', 'HEAD'),
    git('ls-files', '--others', '--exclude-standard', 'src/screens'),
    git('diff', '--name-only', '@{upstream}...HEAD'),
  ].join('\n')
  const areas = new Set<string>()
  for (const file of files.split('\n')) {
    const area = /^src\/screens\/([^/]+)\//.exec(file)?.[1]
    if (area) areas.add(area)
  }
  return areas
}

const everything = process.env.A11Y_WALK === 'all'
const changed = everything ? new Set<string>() : changedAreas()

/** Whether this run walks the screen at `path` (a list's path for its sub-pages). */
export function walksToday(path: string): boolean {
  return everything || REPRESENTATIVE.has(path) || changed.has(path.split('/')[1] ?? '')
}

/**
 * How many details and create dialogs the walk must have opened in place: 3 on the eight screens
 * of a kind (as many as they opened on 2026-12-02), 20 on every screen.
 */
export const DIALOGS_AT_LEAST = everything ? 20 : 3

/** What this run walks, for the test's name. */
export const WALK_SCOPE = everything
  ? 'every screen (A11Y_WALK=all)'
  : `one screen of each kind${changed.size ? ` and every screen of ${[...changed].join(', ')}` : ''}`
