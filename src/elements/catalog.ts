/**
 * What the console's custom elements offer an integrator: tags, attributes, events and methods,
 * as plain data. One source for the elements' code, the build's `dist/custom-elements.json` and
 * `dist/ev-console.d.ts` (scripts/elements-manifest.ts), and the README's integrator section.
 * No React, no antd: the build imports this file.
 */
import { AREAS, type AreaKey } from '../core/domain/areas.ts'

/** One observed attribute; `property` is its camelCase element property. */
export interface AttributeDoc {
  name: string
  property: string
  type: string
  default?: string
  description: string
}

export interface EventDoc {
  name: string
  detail: string
  description: string
}

export interface MethodDoc {
  name: string
  signature: string
  parameters: { name: string; type: string; description: string }[]
  description: string
}

/** The attributes every element understands (architecture.md: Embedding). */
export const COMMON_ATTRIBUTES: readonly AttributeDoc[] = [
  {
    name: 'api-base',
    property: 'apiBase',
    type: 'string',
    default: '/api',
    description: 'Where the platform API lives (decisions: API prefix).',
  },
  {
    name: 'show-mode',
    property: 'showMode',
    type: 'string',
    default: '0',
    description:
      '0 shows header, side menu and tabs; any other value hides them. The showMode query parameter wins (<ev-console>).',
  },
  {
    name: 'locale',
    property: 'locale',
    type: 'string',
    default: 'en',
    description: 'UI-library strings: zh-CN switches antd to Chinese (the console text is Chinese anyway).',
  },
  {
    name: 'theme',
    property: 'theme',
    type: "'light' | 'dark' | 'compact' | string",
    default: 'light',
    description:
      "light, dark or compact (density), or a CSS colour (#0a7cff) used as the primary colour; words combine ('dark compact #0a7cff'). Changes apply at once, without reload. In <ev-console> the user's own mode (个人中心 → 外观) wins.",
  },
  {
    name: 'primary-color',
    property: 'primaryColor',
    type: 'string',
    description:
      "The brand colour (#rrggbb, rgb(), hsl()) for antd's primary token; wins over a colour in theme and over the CSS property --ev-primary-color on the element. A colour under 4.5:1 on the background is darkened (lightened in dark) with a console warning.",
  },
  {
    name: 'grey',
    property: 'grey',
    type: 'boolean',
    description:
      'Present (and not "false"): the whole element in greyscale, popups included (national mourning); the host page is untouched. The platform administrator can also plan grey days on the server.',
  },
  {
    name: 'host-origins',
    property: 'hostOrigins',
    type: 'string',
    description:
      'Origins (space or comma separated) allowed to send bridge messages; default the server setting, else the page origin.',
  },
  {
    name: 'alarm-notifications',
    property: 'alarmNotifications',
    type: 'boolean',
    description:
      'New alarms the signed-in user is asked to dispose of show a notification (at most three; 人身安全级 highlighted, with a sound the user may turn off in 个人中心 → 告警提醒), once across the user\'s tabs. <ev-console>: on unless "false"; area and screen elements: only when present (and not "false"). ev-alarm is dispatched either way.',
  },
]

/** Routing attributes of the area and screen elements. */
export const ROUTING_ATTRIBUTES: readonly AttributeDoc[] = [
  {
    name: 'routing',
    property: 'routing',
    type: "'memory' | 'hash'",
    default: 'memory',
    description:
      "memory keeps the route inside the element (the host's URL is never touched); hash uses #/path.",
  },
  {
    name: 'route',
    property: 'route',
    type: 'string',
    description: 'The start page (a console path such as /archives-management/station-archives-management).',
  },
]

export const EVENTS: readonly EventDoc[] = [
  { name: 'ev-ready', detail: 'undefined', description: 'The element rendered for the first time.' },
  {
    name: 'ev-route-change',
    detail: '{ path: string }',
    description: 'The element moved to another console path.',
  },
  {
    name: 'ev-session-expired',
    detail: 'undefined',
    description:
      'The session ended (sign-out, 401, 607): the element shows its sign-in form (area and screen elements) or the login page.',
  },
  {
    name: 'ev-alarm',
    detail: '{ id: number, level: 1 | 2 | 3 }',
    description:
      'A new alarm the signed-in user is asked to dispose of (level 1 人身安全级, 2 设备安全级, 3 告警提示级), whether or not a notification shows (alarm-notifications).',
  },
]

/** Events of `<ev-screen>` alone. */
export const SCREEN_EVENTS: readonly EventDoc[] = [
  ...EVENTS,
  {
    name: 'ev-alarm-open',
    detail: '{ id: number, path: string }',
    description:
      "<ev-screen> only: the user clicked a notification's 查看告警; path is the console route of 故障监测 on that alarm, for the host to open.",
  },
]

export const SET_TOKEN: MethodDoc = {
  name: 'setToken',
  signature: '(token: string) => Promise<boolean>',
  parameters: [{ name: 'token', type: 'string', description: 'A long-token from POST /api/sso/token.' }],
  description:
    'Hand a long-token over (decisions: Long-token): opens a session for every element of the page; resolves true when signed in.',
}

/** The nonce is a property, never an attribute (decisions: CSP nonce). */
export const NONCE_NOTE =
  'CSP: set the element property `nonce` (or window.EV_CONSOLE_CONFIG = { nonce }) before adding the element.'

export interface ElementDoc {
  tag: string
  className: string
  description: string
  attributes: readonly AttributeDoc[]
  events: readonly EventDoc[]
  methods: readonly MethodDoc[]
  /** The area of an area element. */
  area?: AreaKey
}

/** The tag of an area's element: `ev-` and the area key (`ev-archives-management`). */
export function areaTag(area: AreaKey): string {
  return `ev-${area}`
}

const pascal = (tag: string) =>
  tag.replace(/(^|-)([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase()).concat('Element')

/** Every element of the console for the areas that have screens. */
export function elementDocs(areasWithScreens: readonly AreaKey[]): ElementDoc[] {
  const areas = AREAS.filter((area) => areasWithScreens.includes(area.key))
  return [
    {
      tag: 'ev-console',
      className: 'EvConsoleElement',
      description: 'The whole console: login, shell and every area, with hash routing.',
      attributes: COMMON_ATTRIBUTES,
      events: EVENTS,
      methods: [],
    },
    ...areas.map((area) => ({
      tag: areaTag(area.key),
      className: pascal(areaTag(area.key)),
      description: `${area.title}: the area's screens with the area's own menu; memory routing by default.`,
      attributes: [...COMMON_ATTRIBUTES, ...ROUTING_ATTRIBUTES],
      events: EVENTS,
      methods: [SET_TOKEN],
      area: area.key,
    })),
    {
      tag: 'ev-screen',
      className: 'EvScreenElement',
      description: 'One screen without header, menu or tabs (route="/archives-management/...").',
      attributes: [...COMMON_ATTRIBUTES.filter((a) => a.name !== 'show-mode'), ...ROUTING_ATTRIBUTES],
      events: SCREEN_EVENTS,
      methods: [SET_TOKEN],
    },
    {
      tag: 'ev-bigscreen',
      className: 'EvBigScreenElement',
      description:
        "The wall display (issue 44 part 2): the signed-in user's area in their data scope, 16:9, designed at 1920×1080 and scaled whole to the element's size; dark unless theme says otherwise.",
      attributes: [
        ...COMMON_ATTRIBUTES.filter((a) => ['api-base', 'locale', 'primary-color', 'grey'].includes(a.name)),
        // `theme` documented once; the wall display's default is dark.
        { ...(COMMON_ATTRIBUTES.find((a) => a.name === 'theme') as AttributeDoc), default: 'dark' },
        {
          name: 'ticker-size',
          property: 'tickerSize',
          type: 'number',
          default: '10',
          description: 'How many of the newest alarms the ticker shows (1 to 10).',
        },
      ],
      events: EVENTS.filter((event) => event.name === 'ev-session-expired'),
      methods: [SET_TOKEN],
    },
  ]
}
