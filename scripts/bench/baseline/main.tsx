/**
 * The bare React + antd page of budgets.md, built by the bench with the same Vite: a layout
 * with a side menu, tabs and a 20-row table. The console's cold load is compared with this one's
 * in the same run ("rows visible, console ÷ baseline").
 */
import { Layout, Menu, Table, Tabs } from 'antd'
import { createRoot } from 'react-dom/client'

const menu = Array.from({ length: 8 }, (_, group) => ({
  key: `g${group}`,
  label: `菜单 ${group + 1}`,
  children: Array.from({ length: 6 }, (_, item) => ({
    key: `g${group}-${item}`,
    label: `页面 ${group + 1}-${item + 1}`,
  })),
}))

const columns = ['编号', '名称', '区划', '运营商', '状态', '功率'].map((title, index) => ({
  title,
  dataIndex: `c${index}`,
  key: `c${index}`,
}))

const rows = Array.from({ length: 20 }, (_, row) => ({
  key: row,
  ...Object.fromEntries(columns.map((_, index) => [`c${index}`, `值 ${row + 1}-${index + 1}`])),
}))

function Page() {
  return (
    <Layout style={{ height: '100%' }}>
      <Layout.Sider width={220}>
        <Menu
          theme="dark"
          mode="inline"
          items={menu}
          defaultOpenKeys={['g0']}
          defaultSelectedKeys={['g0-0']}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff' }}>基线页面</Layout.Header>
        <Layout.Content style={{ padding: 16, overflow: 'auto' }}>
          <Tabs items={['列表', '详情', '设置'].map((label, index) => ({ key: String(index), label }))} />
          <Table columns={columns} dataSource={rows} pagination={{ pageSize: 20, total: 200 }} />
        </Layout.Content>
      </Layout>
    </Layout>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(<Page />)
