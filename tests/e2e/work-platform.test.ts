/**
 * Issue 41 end to end: the to-dos and notices of the platform's own flows — an alarm's disposal,
 * 目标考核, 评价审核 and 乡村站标记 — each walked step by step with every party's
 * header badge, newest 消息, menu count and workbench card checked in its own browser (the walks'
 * own files say what each proves). The walks share the demo accounts' signed-in pages (issue 40;
 * work-helpers.ts: walkWith); the accounts a walk creates sign in for it alone and are retired
 * after it.
 */
import { alarmWork } from './alarm-work'
import { examineWork } from './examine-work'
import { browserForFile } from './helpers'
import { moderationWork } from './moderation-work'
import { ruralWork } from './rural-work'

const browser = browserForFile()

alarmWork(browser)
examineWork(browser)
moderationWork(browser)
ruralWork(browser)
