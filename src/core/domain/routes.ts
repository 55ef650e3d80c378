/**
 * The route catalogue: every route of section 2 of the specification, as plain data. One source
 * for a screen's path, permission name, Chinese title, area and icon; each screen is found from
 * its entry (src/screens/index.ts), and a flow list page's sub-pages are made from its row
 * (./route-rows.ts). No React here; `/monitor` has no screen (section 6 sends it to /welcome:
 * src/core/permissions.ts).
 *
 * decisions: Permission name of a route — `name` is the last path segment that is not a
 * parameter; detail, examine and edit sub-routes carry the `name` of their list page.
 */

import type { AreaKey } from './areas.ts'
import type { DashboardRegistry, DashboardRoute } from './dashboard-kit.ts'
import { area, placeDashboards, type RowEntry } from './route-rows.ts'

export { AREAS, type AreaEntry, type AreaKey, GROUPS, type GroupEntry } from './areas.ts'

/** A catalogue entry: path, permission name, title, area, icon, and its group, parent and marks. */
export type RouteEntry = RowEntry<AreaKey | 'general' | 'bare', string>

/** A proof's sub-pages name its operator (section 2). */
const PROOF = ':applyId/:operatorId'

/** Sub-pages whose title is not their list's with 详情, nothing or 编辑 after it (section 2). */
const SUB_PAGE_TITLES = {
  'certification-management-detail': '认证详情',
  'enterprise-apply-detail': '备案申请详情',
  'enterprise-record-detail': '备案详情',
  'enterprise-record-examine': '备案审核',
  'accessproof-record-detail': '接入证明详情',
  'accessproof-record-edit': '接入证明编辑',
}

/** A dashboard's route, as its description registers it (./dashboard-kit.ts `DashboardRegistry`). */
type RegisteredRoute = DashboardRegistry[keyof DashboardRegistry]

/**
 * The dashboards' routes, from their descriptions (`./dashboards/<page>.ts`, the file named after
 * its page: tests/unit/core/dashboard-descriptions.test.ts): only their `route` export, so that
 * their charts stay out of the catalogue's chunk.
 */
const DASHBOARD_ROUTES = Object.values(
  import.meta.glob<DashboardRoute>('./dashboards/*.ts', { eager: true, import: 'route' }),
) as RegisteredRoute[]

/**
 * Every route of the specification but the dashboards, in menu order within each area (flow
 * rows: ./route-rows.ts); each dashboard's description says which page it follows.
 */
const PAGES = [
  { path: '/login', name: 'login', title: '登录', area: 'bare', icon: 'LoginOutlined' } as const,
  { path: '/not-found', name: 'not-found', title: '页面不存在', area: 'bare', icon: 'StopOutlined' } as const,
  { path: '/welcome', name: 'welcome', title: '欢迎', area: 'bare', icon: 'HomeOutlined' } as const,
  { path: '/monitor', name: 'monitor', title: '监控', area: 'bare', icon: 'MonitorOutlined' } as const,
  ...area('general', [
    ['message', '待办事项', 'BellOutlined'],
    ['account-center', '个人中心', 'UserOutlined'],
  ]),
  ...area('operating-services', [
    ['charging-status', '充电状态监测', 'ThunderboltOutlined', 'operating-information'],
    ['charging-devices', '充电设备运行', 'ControlOutlined', 'operating-information'],
    ['monitoring-power-exchange-stations', '换电站监测', 'MonitorOutlined'],
  ]),
  ...area(
    'universal-services',
    [
      ['real-time-data', '实时数据', 'FundProjectionScreenOutlined'],
      ['operator-info', '运营商信息', 'TeamOutlined'],
      ['certification-management', '认证管理', 'SafetyCertificateOutlined', { flow: 'detail' }],
      ['access-audit', '接入审核', 'FileSearchOutlined', { flow: 'examine' }],
      ['enterprise-apply', '企业备案申请', 'FileAddOutlined', { flow: 'detail' }],
      ['enterprise-record', '企业备案审核', 'FileDoneOutlined', { flow: 'examine' }],
      ['accessproof-apply', '接入证明申请', 'FileProtectOutlined', { flow: 'detail', params: PROOF }],
      [
        'accessproof-record',
        '接入证明审核',
        'FileSyncOutlined',
        { flow: 'examine', params: ':applyId/:type/:operatorId', edit: PROOF },
      ],
      ['accessproof-release', '接入证明发放', 'SendOutlined', { flow: 'detail', params: PROOF }],
    ],
    SUB_PAGE_TITLES,
  ),
  ...area('supervise-services', [
    ['supervise-list', '监管清单', 'UnorderedListOutlined'],
    ['supervise-publicy', '补贴公示', 'NotificationOutlined'],
    ['supervise-apply', '补贴申请', 'FileAddOutlined', { flow: 'detail' }],
    ['supervise-audit', '补贴审核', 'AuditOutlined', { flow: 'examine' }],
    ['supervise-subsidy', '补贴发放', 'MoneyCollectOutlined'],
    ['supervise-fee', '收费监管', 'PayCircleOutlined'],
  ]),
  ...area('ops-services', [['trouble-monitor', '故障监测', 'AlertOutlined']]),
  ...area('archives-management', [
    ['station-archives-management', '充电站档案', 'EnvironmentOutlined'],
    ['equipment-archives-management', '充电设备档案', 'HddOutlined'],
    ['connector-archives-management', '充电接口档案', 'ApiOutlined'],
    ['order-archives-management', '充电订单档案', 'ProfileOutlined'],
    ['operator-archives-management', '运营商档案', 'TeamOutlined'],
    ['platform-operator-archives-management', '平台运营商档案', 'ClusterOutlined'],
    ['exchange-station-management', '换电站档案', 'SwapOutlined'],
    ['exchange-order-management', '换电订单档案', 'OrderedListOutlined'],
    ['battery-file', '电池档案', 'ThunderboltOutlined'],
    ['no-power-equipment', '零电量设备', 'DisconnectOutlined'],
    ['file-management', '文件管理', 'FolderOutlined'],
    ['station-assessment-records', '场站评定记录', 'StarOutlined'],
    ['rural-station-tagging', '乡村站标记', 'TagsOutlined'],
  ]),
  ...area('operation-supervision', [
    ['management-by-objective', '目标管理', 'AimOutlined'],
    ['planning-analysis', '规划分析', 'RadarChartOutlined'],
    ['mbo-examine', '目标考核', 'CheckSquareOutlined'],
  ]),
  ...area('operate-supervision', [
    ['operator-rules', '运营商评分规则', 'SettingOutlined'],
    ['station-rules', '场站评分规则', 'SettingOutlined'],
    ['operator-enter', '运营商评分录入', 'EditOutlined'],
    ['station-enter', '场站评分录入', 'EditOutlined'],
    ['operator-result', '运营商评分结果', 'TrophyOutlined'],
    ['station-result', '场站评分结果', 'TrophyOutlined'],
  ]),
  ...area('data-input', [
    ['reporting-manager', '填报管理', 'FormOutlined'],
    ['holidays-management', '节假日管理', 'CalendarOutlined'],
  ]),
  ...area('mobile-management', [
    ['mobile-user-management', 'APP用户管理', 'UserOutlined'],
    ['mobile-operator-management', 'APP运营商管理', 'TeamOutlined'],
    ['mobile-order-management', 'APP订单管理', 'ProfileOutlined'],
    ['mobile-column-management', '栏目管理', 'AppstoreOutlined'],
    ['mobile-news-management', '新闻管理', 'ReadOutlined'],
    ['mobile-feedback-management', 'APP意见反馈', 'CommentOutlined'],
    ['mobile-information-management', '资讯管理', 'InfoCircleOutlined'],
    ['mobile-version-management', '版本管理', 'CloudUploadOutlined'],
    ['mobile-content-management', '内容管理', 'FileTextOutlined'],
    ['mobile-recommend-station-management', '推荐场站管理', 'LikeOutlined'],
    ['mobile-evaluate-management', '评价管理', 'StarOutlined'],
    ['mobile-operator-brand-management', '运营商品牌管理', 'CrownOutlined'],
  ]),
  ...area('feedback', [
    ['operation-staff-feedback', '意见反馈管理', 'MessageOutlined'],
    ['operation-manager-feedback', '反馈审核派发', 'AuditOutlined'],
    ['equipment-operator-feedback', '反馈处理', 'ToolOutlined'],
  ]),
  ...area('assessment', [
    ['station-assessment-index', '评定指标', 'OrderedListOutlined'],
    ['station-assessment-review', '评定审核', 'AuditOutlined'],
    ['staff-station-assessment-records', '评定记录', 'HistoryOutlined'],
    ['station-assessment-upload', '评定材料上传', 'UploadOutlined'],
  ]),
  // Section 2: "Also seen: /station-assessment/equipment-operator-feedback and
  // /station-assessment/evaluation-upload". They belong to the assessment area's element;
  // equipment-operator-feedback shares its permission name with the /feedback page (decisions).
  {
    path: '/station-assessment/equipment-operator-feedback',
    name: 'equipment-operator-feedback',
    title: '反馈处理',
    area: 'assessment',
    icon: 'ToolOutlined',
    parent: '/feedback/equipment-operator-feedback',
  } as const,
  {
    path: '/station-assessment/evaluation-upload',
    name: 'evaluation-upload',
    title: '评定材料上传',
    area: 'assessment',
    icon: 'UploadOutlined',
    parent: '/assessment/station-assessment-upload',
  } as const,
  ...area('report-statistics', [['month-far', '月度报告', 'FileExcelOutlined']]),
  ...area('system-management', [
    ['sso-user-management', '用户管理', 'UserOutlined'],
    ['sso-role-management', '角色管理', 'TeamOutlined'],
    ['sso-policy-management', '策略管理', 'SafetyOutlined'],
    ['sso-resource-management', '资源管理', 'DatabaseOutlined'],
    ['sso-menu-management', '菜单管理', 'MenuOutlined'],
    ['sso-journalaudit-management', '审计日志', 'FileSearchOutlined'],
  ]),
]

/** Every route: the pages with the dashboards placed among them. */
const CATALOGUE = placeDashboards(PAGES, DASHBOARD_ROUTES)

/** Every route of the specification, in menu order within each area. */
export const ROUTES: readonly RouteEntry[] = CATALOGUE

/** A path of the catalogue, exactly (a route table takes only these). */
export type RoutePath = (typeof CATALOGUE)[number]['path']

type LastSegment<P extends string> = P extends `${string}/${infer Rest}` ? LastSegment<Rest> : P

/**
 * A permission (page) name of the catalogue, exactly: what a server resource names (its `page`).
 * A name is the last segment of a page's path without parameters, and sub-pages carry their list's
 * (decisions, above; tests/unit/core/route-paths.test.ts holds the entries to it).
 */
export type RouteName = LastSegment<Exclude<RoutePath, `${string}:${string}`>>

/** A dashboard's page: the name of a registered description's route, exactly. */
export type DashboardName = RegisteredRoute['page']

/** Routes that appear in menus: business pages that are not sub-pages. */
export const MENU_ROUTES: readonly RouteEntry[] = ROUTES.filter(
  (route) => route.area !== 'bare' && route.area !== 'general' && !route.parent,
)

/**
 * Pages never kept alive as tabs (section 1): menu management, journal audit, user management,
 * message and account center.
 */
export const NEVER_KEPT_ALIVE: ReadonlySet<string> = new Set([
  'sso-menu-management',
  'sso-journalaudit-management',
  'sso-user-management',
  'message',
  'account-center',
])

/**
 * List pages without a detail sub-page that open on one record through their route's query (issue
 * 41: a to-do or notice leads to its record, not to the whole list): the query parameter, which is
 * the record's column of that name. trouble-monitor shows the one alarm `?id=` names, whatever its
 * disposal, until the filter is cleared.
 */
export const RECORD_QUERY: Readonly<Record<string, string>> = { 'trouble-monitor': 'id' }

/**
 * List pages whose stored detail or examine sub-page is restored from session storage when
 * they are opened (section 2, routing behaviour).
 */
export const RESTORES_SUB_PAGE: ReadonlySet<string> = new Set([
  'accessproof-apply',
  'accessproof-record',
  'enterprise-apply',
  'enterprise-record',
  'certification-management',
  'access-audit',
])

/** The catalogue entry of an exact path or pattern. */
export function routeByPath(path: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.path === path)
}

/** Page names (permission names) of every menu page of an area. */
export function pagesOfArea(key: AreaKey): string[] {
  return MENU_ROUTES.filter((route) => route.area === key).map((route) => route.name)
}
