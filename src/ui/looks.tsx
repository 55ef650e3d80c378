/**
 * antd's Tag and link Button drawn as plain elements with antd's classes, for the places that
 * draw them by the dozen: a list's enum cells and row actions (issue 14). A Tag costs ~31 React
 * hooks and a link Button ~75 with its loading motion; on a 10-row list that was a fifth of the
 * screen's hooks and of its first render. Here the styles are registered once per element root
 * (`AntdLooks`, in the mount) and each tag or button is one element and one context read. The
 * classes are antd's own (antd 6: `ev-tag ev-tag-filled ev-tag-<colour>`,
 * `ev-btn ev-btn-link ev-btn-color-link ev-btn-variant-link ev-btn-sm`), so the theme, dark mode
 * and the host's primary colour draw them exactly as antd would.
 */
import { ConfigProvider } from 'antd'
import useButtonStyle from 'antd/es/button/style'
import useTagStyle from 'antd/es/tag/style'
import TagPresetColours from 'antd/es/tag/style/presetCmp'
import TagStatusColours from 'antd/es/tag/style/statusCmp'
import {
  type ButtonHTMLAttributes,
  type CSSProperties,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
  useMemo,
} from 'react'

interface Looks {
  /** The class prefix of a tag (`ev-tag`) and its style classes (hash, CSS variables). */
  tag: { prefix: string; styles: string }
  button: { prefix: string; styles: string }
}

const LooksContext = createContext<Looks | null>(null)

/** Registers antd's Tag (with its preset and status colours) and Button styles for what it holds. */
export function AntdLooks({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext)
  const tagPrefix = getPrefixCls('tag')
  const buttonPrefix = getPrefixCls('btn')
  const [tagHash, tagVariables] = useTagStyle(tagPrefix)
  const [buttonHash, buttonVariables] = useButtonStyle(buttonPrefix)
  const looks = useMemo<Looks>(
    () => ({
      tag: { prefix: tagPrefix, styles: `${tagHash} ${tagVariables}` },
      button: { prefix: buttonPrefix, styles: `${buttonHash} ${buttonVariables}` },
    }),
    [tagPrefix, tagHash, tagVariables, buttonPrefix, buttonHash, buttonVariables],
  )
  return (
    <LooksContext.Provider value={looks}>
      <TagPresetColours prefixCls={tagPrefix} />
      <TagStatusColours prefixCls={tagPrefix} />
      {children}
    </LooksContext.Provider>
  )
}

/** Outside an element root (a test bed): the element under looks of its own. */
const alone = (element: ReactNode) => <AntdLooks>{element}</AntdLooks>

interface ColorTagProps {
  color?: string
  /** E.g. an alarm level's weight (grey mode keeps the level readable). */
  style?: CSSProperties
  children: ReactNode
}

/**
 * A tag in one of antd's preset colours (`blue`, `gold`, …) or status colours (`success`,
 * `processing`, `error`, `warning`, `default`) — the colours of the domain's enumerations.
 */
export function ColorTag({ color = 'default', style, children }: ColorTagProps) {
  const looks = useContext(LooksContext)
  if (!looks)
    return alone(
      <ColorTag color={color} style={style}>
        {children}
      </ColorTag>,
    )
  const { prefix, styles } = looks.tag
  return (
    <span className={`${prefix} ${prefix}-filled ${prefix}-${color} ${styles}`} style={style}>
      {children}
    </span>
  )
}

type LinkButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & {
  danger?: boolean
  ref?: Ref<HTMLButtonElement>
}

/** antd's `<Button type="link" size="small">`, e.g. a row's 详情 or 删除 (`danger`). */
export function LinkButton({ danger, children, ...rest }: LinkButtonProps) {
  const looks = useContext(LooksContext)
  if (!looks)
    return alone(
      <LinkButton danger={danger} {...rest}>
        {children}
      </LinkButton>,
    )
  const { prefix, styles } = looks.button
  const colour = danger ? `${prefix}-dangerous ${prefix}-color-dangerous` : `${prefix}-color-link`
  return (
    <button
      type="button"
      className={`${prefix} ${styles} ${prefix}-link ${colour} ${prefix}-variant-link ${prefix}-sm`}
      {...rest}
    >
      <span>{children}</span>
    </button>
  )
}
