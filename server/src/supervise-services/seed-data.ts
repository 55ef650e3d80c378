/** The seeded subsidy applications' paths to each status, and the examiners' opinions. */

/** The steps (and moves) that lead to each status. */
export const PATHS: Record<string, string[]> = {
  draft: [],
  pending: ['submit'],
  reviewing: ['submit', 'district-approve'],
  approved: ['submit', 'district-approve', 'city-approve'],
  rejected: ['submit', 'return'],
  refused: ['submit', 'district-approve', 'refuse'],
  publicity: ['submit', 'district-approve', 'city-approve', 'publicize'],
  awaiting: ['submit', 'district-approve', 'city-approve', 'publicize', 'publicity-end'],
  paid: ['submit', 'district-approve', 'city-approve', 'publicize', 'publicity-end', 'pay'],
}
export const TO: Record<string, string> = {
  submit: 'pending',
  'district-approve': 'reviewing',
  'city-approve': 'approved',
  return: 'rejected',
  refuse: 'refused',
  publicize: 'publicity',
  'publicity-end': 'awaiting',
  pay: 'paid',
}
export const OPINIONS: Record<string, string> = {
  'district-approve': '区级初审通过，材料齐全',
  'city-approve': '市级复核通过',
  return: '请补充充电设备购置发票和验收报告',
  refuse: '该站点投运时间不在本批次补贴范围内',
}
export const STATUSES = [
  'paid',
  'awaiting',
  'publicity',
  'approved',
  'reviewing',
  'pending',
  'rejected',
  'refused',
  'draft',
] as const
