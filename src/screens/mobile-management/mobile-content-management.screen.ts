/** 内容管理: one of the three article screens (./articles.tsx). */
export { contentScreen as default } from './articles'
