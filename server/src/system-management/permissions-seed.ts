/** Seed of the permission model: the console application, strategies and roles. */
import { AREAS, MENU_ROUTES } from '../../../src/core/domain/routes'
import { actionsOf, allResPaths } from '../auth/actions'
import { daysFrom, insertChunked, type Seeder } from '../db/seed/context'

/** The application every seeded strategy belongs to. */
export const CONSOLE_APP_ID = 'ev-console'

const areaPages = (area: string) =>
  MENU_ROUTES.filter((route) => route.area === area).map((route) => route.name)
const allOf = (pages: string[]) =>
  pages.flatMap((page) => actionsOf(page).map((action) => `${page}/${action}`))
const readOf = (pages: string[]) => pages.flatMap((page) => [`${page}/view`, `${page}/export`])

/** Seeded strategies: admin-all, then for each area everything and read-only, then special ones. */
export function seedStrategies(): { stgName: string; description: string; actions: string[] }[] {
  const list = [{ stgName: '超级管理员-全部权限', description: '平台全部页面和操作', actions: allResPaths() }]
  for (const area of AREAS) {
    const pages = areaPages(area.key)
    list.push({
      stgName: `${area.title}-全部权限`,
      description: `${area.title}的全部页面和操作`,
      actions: allOf(pages),
    })
    list.push({
      stgName: `${area.title}-只读`,
      description: `${area.title}的查看和导出`,
      actions: readOf(pages),
    })
  }
  list.push({
    stgName: '市级监管-业务办理',
    description: '市级监管人员的审核与处置',
    actions: [
      ...readOf(areaPages('universal-services')),
      'access-audit/examine',
      'enterprise-record/examine',
      'accessproof-record/examine',
      'trouble-monitor/dispose',
      // Issue 18: city staff report, review and dispatch feedback and review assessments of their area.
      ...allOf(['operation-staff-feedback', 'operation-manager-feedback']),
      ...readOf([
        'equipment-operator-feedback',
        'station-assessment-index',
        'station-assessment-review',
        'staff-station-assessment-records',
        'station-assessment-upload',
        'evaluation-upload',
      ]),
      'station-assessment-review/examine',
      // Issue 17: city staff set reporting tasks for their area and examine the reports.
      ...allOf(['reporting-manager']).filter((action) => action !== 'reporting-manager/submit'),
    ],
  })
  list.push({
    stgName: '运营商-业务办理',
    description: '运营商人员的申请、反馈处理与评定材料上传',
    actions: [
      ...allOf(['enterprise-apply', 'accessproof-apply', 'equipment-operator-feedback', 'evaluation-upload']),
      ...allOf(['station-assessment-upload']),
      ...readOf([
        'station-archives-management',
        'equipment-archives-management',
        'order-archives-management',
      ]),
      // Issue 16: operators see their own company's dashboards and alarms.
      ...readOf(areaPages('operating-services')),
      ...readOf(areaPages('ops-services')),
      // Issue 16: and their own data access on real-time-data, and their company's cumulative
      // totals on over-all-data: every one of the 15 dashboards, scoped (decisions: Statistics).
      ...readOf(['real-time-data', 'over-all-data']),
      // Issue 17: subsidy applications for their own stations; publicity, payments, the calendar.
      ...allOf(['supervise-apply']),
      ...readOf([
        'supervise-list',
        'supervise-publicy',
        'supervise-subsidy',
        'supervise-fee',
        'holidays-management',
      ]),
      // Issue 19: and their own company's scores.
      ...readOf(['operator-result', 'station-result']),
      // Issue 17: and report what reporting tasks ask of their company.
      ...readOf(['reporting-manager']),
      'reporting-manager/submit',
    ],
  })
  return list
}

/** Seeded roles and the strategies each binds. */
export const SEED_ROLES: readonly { roleName: string; description: string; strategies: string[] }[] = [
  { roleName: '平台管理员', description: '平台全部权限', strategies: ['超级管理员-全部权限'] },
  {
    roleName: '市级监管员',
    description: '市级监管部门工作人员',
    strategies: [
      '运营服务-只读',
      '档案管理-只读',
      '监管服务-全部权限',
      '运维服务-只读',
      '市级监管-业务办理',
      '报表统计-只读',
      '移动端管理-只读',
      '数据填报-只读',
      '运行督导-全部权限',
      '考核评价-全部权限',
    ],
  },
  { roleName: '运营商用户', description: '充换电运营企业工作人员', strategies: ['运营商-业务办理'] },
  { roleName: '档案查看员', description: '档案查询', strategies: ['档案管理-只读'] },
  {
    roleName: '运维值班员',
    description: '故障监测与处置',
    strategies: ['运维服务-全部权限', '运营服务-只读'],
  },
]

export const permissionsSeeder: Seeder = {
  name: 'permissions',
  async run({ db, now }) {
    const time = daysFrom(now, -365)
    await db
      .insertInto('resources')
      .values([
        {
          appId: CONSOLE_APP_ID,
          appName: '充换电设施监管平台控制台',
          appUrl: '/',
          description: '管理控制台',
          status: 1,
          createTime: time,
          updateTime: time,
        },
        {
          appId: 'ev-mobile',
          appName: '充电服务移动端',
          appUrl: '/mobile',
          description: '公众充电服务APP后台',
          status: 1,
          createTime: time,
          updateTime: time,
        },
      ])
      .execute()
    const stgIds = new Map<string, number>()
    for (const stg of seedStrategies()) {
      const row = await db
        .insertInto('strategies')
        .values({
          appId: CONSOLE_APP_ID,
          stgName: stg.stgName,
          description: stg.description,
          createTime: time,
          updateTime: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      stgIds.set(stg.stgName, row.id)
      await insertChunked(
        db,
        'strategy_actions',
        [...new Set(stg.actions)].map((resPath) => ({ stgId: row.id, resPath })),
      )
    }
    for (const role of SEED_ROLES) {
      const row = await db
        .insertInto('roles')
        .values({
          roleName: role.roleName,
          description: role.description,
          createTime: time,
          updateTime: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const bindings = role.strategies.map((name) => {
        const stgId = stgIds.get(name)
        if (stgId === undefined) throw new Error(`seed: unknown strategy ${name}`)
        return { roleId: row.id, stgId }
      })
      await insertChunked(db, 'role_strategies', bindings)
    }
    // Page APIs: the list and export calls behind each page (api.md: Business resources).
    const apis = MENU_ROUTES.flatMap((route) => [
      {
        page: route.name,
        method: 'GET',
        apiPath: `/api/${route.area}/${route.name}`,
        description: `${route.title}列表`,
      },
      {
        page: route.name,
        method: 'POST',
        apiPath: `/api/${route.area}/${route.name}/export`,
        description: `${route.title}导出`,
      },
    ])
    await insertChunked(db, 'page_apis', apis)
    const admin = stgIds.get('超级管理员-全部权限')!
    const apiIds = await db.selectFrom('page_apis').select('id').execute()
    await insertChunked(
      db,
      'strategy_page_apis',
      apiIds.map((api) => ({ stgId: admin, pageApiId: api.id })),
    )
  },
}
