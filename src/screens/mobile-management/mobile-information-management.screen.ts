/** 资讯管理: one of the three article screens (./articles.tsx). */
export { informationScreen as default } from './articles'
