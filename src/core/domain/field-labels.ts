/**
 * The Chinese label of each input field the server may name in a 400 (decisions: Field errors),
 * one table for the server's messages and the console's toasts (issue 42, item 17: toasts said
 * `file: …`, `endDate: …`). A field's label is what its form calls it; a field not listed is
 * never named by its key: its message speaks alone.
 */

/** Field name (the last named segment of a 400's field path) → its Chinese label. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  action: '操作',
  actions: '授权操作',
  amount: '金额',
  appId: '所属资源',
  applyId: '申请编号',
  applyIds: '申请',
  areaCode: '行政区域',
  attachmentIds: '附件',
  attrKey: '属性名',
  attrs: '属性',
  batchId: '批次',
  caps: '补贴上限',
  columnId: '栏目',
  columnName: '栏目名称',
  companyName: '企业名称',
  confirm: '确认密码',
  contactPerson: '联系人',
  contactTel: '联系电话',
  content: '内容',
  coverUrl: '封面',
  days: '天数',
  deadline: '截止日期',
  description: '说明',
  email: '邮箱',
  endDate: '结束日期',
  evidence: '佐证材料',
  feedbackId: '意见反馈',
  file: '文件',
  fileIds: '文件',
  id: '记录',
  indicator: '指标',
  indicatorId: '指标',
  indicators: '指标',
  key: '键',
  keys: '键',
  keyword: '关键字',
  legalPerson: '法定代表人',
  mode: '方式',
  month: '月份',
  name: '名称',
  newPwd: '新密码',
  nickName: '昵称',
  oldPwd: '当前密码',
  operatorCap: '单个运营商补贴上限',
  operatorId: '运营商',
  operatorIds: '运营商',
  opinion: '审核意见',
  pageApiIds: '页面接口',
  password: '密码',
  payDate: '发放日期',
  period: '周期',
  periodEnd: '周期结束',
  periodId: '周期',
  phoneNumber: '手机号码',
  platform: '平台',
  pictureIds: '图片',
  publishTime: '发布时间',
  purpose: '申请用途',
  rate: '补贴标准',
  reason: '理由',
  remark: '备注',
  resource: '资源',
  result: '结果',
  roleId: '角色',
  roleIds: '角色',
  roleName: '角色名称',
  rules: '评分规则',
  scores: '评分',
  sortOrder: '显示顺序',
  sort: '排序',
  startDate: '开始日期',
  state: '状态',
  stationCap: '单站补贴上限',
  stationId: '充电站',
  stgId: '策略',
  stgIds: '策略',
  stgName: '策略名称',
  subjectId: '评价对象',
  templateFileId: '模板文件',
  timeTo: '结束时间',
  title: '标题',
  total: '合计',
  type: '类型',
  userId: '用户',
  username: '用户名',
  uscc: '统一社会信用代码',
  validFrom: '生效时间',
  validTo: '有效期至',
  version: '版本',
  voucherNo: '凭证号',
  year: '年份',
}

/** The label of a field path (`items.0.name` → 名称), or undefined when it has none. */
export function fieldLabel(path: string): string | undefined {
  const named = path
    .split('.')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .pop()
  return named !== undefined && Object.hasOwn(FIELD_LABELS, named) ? FIELD_LABELS[named] : undefined
}

/**
 * A field's problem as a user reads it: `结束日期：不能为空`; the message alone when it already
 * names the field (`发放金额应大于0`) or the field has no label — never the field's key.
 */
export function fieldMessage(path: string, message: string): string {
  const label = fieldLabel(path)
  return label && !message.includes(label) ? `${label}：${message}` : message
}
