/**
 * antd's Popconfirm for the row actions (删除, a step without a form), in a chunk of its own: a
 * list's rows do not wait for it (budgets.md); RowActions loads it when rows with such actions
 * are first shown.
 */
export { Popconfirm as default } from 'antd'
