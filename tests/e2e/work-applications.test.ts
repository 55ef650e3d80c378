/**
 * Issue 41 end to end: the to-dos and notices of the applications' flows, each walked step by
 * step with every party's header badge, newest 消息, menu count and workbench card checked in its
 * own browser (the walks' own files say what each proves). The walks share their parties' signed-in
 * pages — the demo operator, tianjin, admin — instead of each loading the console cold for each
 * party (issue 40: 28 cold pages in 13 files; work-helpers.ts: walkWith). Each walk starts with
 * every party's 消息 read, so what one walk leaves does not count in the next.
 */
import { accessProofWork } from './accessproof-work'
import { assessmentWork } from './assessment-work'
import { batchWork } from './batch-work'
import { feedbackWork } from './feedback-work'
import { flowWork } from './flow-work'
import { browserForFile } from './helpers'
import { RECEIVED_FLOWS, receivedWork } from './received-walk'
import { reportingWork } from './reporting-work'
import { subsidyWork } from './subsidy-work'

const browser = browserForFile()

flowWork(browser)
feedbackWork(browser)
reportingWork(browser)
subsidyWork(browser)
assessmentWork(browser)
accessProofWork(browser)
for (const flow of RECEIVED_FLOWS) receivedWork(browser, flow)
batchWork(browser)
