/**
 * The app's articles (新闻, 资讯, 内容; issue 20): 发布 a draft or a withdrawn article (now, or at
 * a time: 待发布 is a published article whose time has not come, not a status of its own), 撤回 a
 * published one. One flow per kind, each on its own page's right; run by the server's one engine
 * over app_articles. Nobody is told: articles are the app's content, not anybody's request.
 */
import type { ARTICLE_KIND } from './enums-mobile-management'
import { defineStepFlow, ENDS } from './flow-kit'
import type { RouteName } from './routes'

type ArticleKind = (typeof ARTICLE_KIND)[number]['value']

/** Each kind's page (its rights are `<page>/edit`, `<page>/delete`). */
export const ARTICLE_PAGES: Readonly<Record<ArticleKind, RouteName>> = {
  news: 'mobile-news-management',
  information: 'mobile-information-management',
  content: 'mobile-content-management',
}

const articleFlow = (kind: ArticleKind, title: string) =>
  defineStepFlow({
    key: `article-${kind}`,
    title: `${title}发布`,
    statuses: ['draft', 'published', 'withdrawn'],
    transitions: [
      {
        action: 'publish',
        label: '发布',
        from: ['draft', 'withdrawn'],
        to: 'published',
        permission: `${ARTICLE_PAGES[kind]}/edit`,
        next: ENDS,
        notice: null,
      },
      {
        action: 'withdraw',
        label: '撤回',
        from: ['published'],
        to: 'withdrawn',
        permission: `${ARTICLE_PAGES[kind]}/edit`,
        next: ENDS,
        notice: null,
      },
    ],
  })

/** Each kind's publication flow. */
export const ARTICLE_FLOWS: Readonly<Record<ArticleKind, ReturnType<typeof articleFlow>>> = {
  news: articleFlow('news', '新闻'),
  information: articleFlow('information', '资讯'),
  content: articleFlow('content', '内容'),
}
