/** 新闻管理: one of the three article screens (./articles.tsx). */
export { newsScreen as default } from './articles'
