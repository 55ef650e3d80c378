/**
 * reporting-manager's files (issue 17): reports' attachments and tasks' templates, with
 * file-management's upload rules (pdf, doc, docx, xls, xlsx, jpg, png, at most 20 MB, the type
 * judged by the bytes), stored as the workflow engine's `application_files` (owner: the report's
 * applyId, or `RT<task id>` for a template). An unused file is visible to its uploader only; a
 * used one to whoever may see its report or task.
 */
import { type SqlBool, sql } from 'kysely'
import { reportingFile, uploadReportingFile } from '../../../src/contract/data-input-reporting'
import { can, type Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { storedFileRoutes } from '../workflow/file-routes'
import { attachmentView } from '../workflow/resource'
import { AREA, PAGE, visibleTasks } from './reporting-flow'

/** Whether a user may see the file of a task (`RT<id>`) or of a report (its applyId). */
async function ownerVisible(db: Db, owner: string, principal: Principal): Promise<boolean> {
  if (!can(principal, `${PAGE}/view`)) return false
  const task = /^RT(\d+)$/.exec(owner)?.[1]
  const condition = visibleTasks(principal, 'k') ?? sql<SqlBool>`1 = 1`
  let query = db.selectFrom('reporting_tasks as k').select('k.id').where(condition)
  if (task) query = query.where('k.id', '=', Number(task))
  else {
    query = query
      .innerJoin('reporting_targets as t', 't.taskId', 'k.id')
      .where('t.applyId', '=', owner)
      .where(visibleReportOperator(principal))
  }
  return !!(await query.executeTakeFirst())
}

/** A company user sees its own company's reports only. */
function visibleReportOperator(principal: Principal) {
  const operatorId = dataScope(principal).operatorId
  return operatorId ? sql<SqlBool>`${sql.ref('t.operatorId')} = ${operatorId}` : sql<SqlBool>`1 = 1`
}

export function reportingFileRoutes(router: Router): void {
  const { db } = router.deps
  storedFileRoutes(router, {
    area: AREA,
    calls: { upload: uploadReportingFile, file: reportingFile },
    writers: [`${PAGE}/add`, `${PAGE}/edit`, `${PAGE}/submit`],
    journal: 'reporting.file',
    target: 'reporting-file',
    view: (stored) => attachmentView(AREA, stored),
    serve: { noun: '文件', visible: (file, principal) => ownerVisible(db, file.applyId, principal) },
  })
}
