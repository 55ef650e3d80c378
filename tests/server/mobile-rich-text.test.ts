import { getSchema } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../server/src/kernel/errors'
import { MARKS, NODES, validateDocument } from '../../server/src/mobile-management/rich-text'
import { plainText, renderDocument } from '../../server/src/mobile-management/rich-text-render'

const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
})
const doc = (...content: unknown[]) => ({ type: 'doc', content })
const p = (...content: unknown[]) => ({ type: 'paragraph', content })

/** The field message of a refused document (throws if it was accepted). */
function refusal(value: unknown): string {
  try {
    validateDocument(value)
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    const data = (error as ApiError & { data?: Record<string, string> }).data
    expect(data?.content).toEqual(expect.any(String))
    return data?.content ?? ''
  }
  throw new Error('accepted')
}

describe('rich text of the app articles', () => {
  it('knows exactly the nodes, marks and attributes of the console editor (StarterKit + Image)', () => {
    const schema = getSchema([StarterKit, Image])
    expect(Object.keys(NODES).sort()).toEqual(Object.keys(schema.nodes).sort())
    expect(Object.keys(MARKS).sort()).toEqual(Object.keys(schema.marks).sort())
    for (const [name, type] of Object.entries(schema.nodes))
      expect(Object.keys(NODES[name].attrs).sort(), name).toEqual(Object.keys(type.spec.attrs ?? {}).sort())
    for (const [name, type] of Object.entries(schema.marks))
      expect(Object.keys(MARKS[name]).sort(), name).toEqual(Object.keys(type.spec.attrs ?? {}).sort())
  })

  it('accepts a document with a heading, a list, an image, marks and a link', () => {
    const value = doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('标题')] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('一'))] }] },
      {
        type: 'orderedList',
        attrs: { start: 3, type: null },
        content: [{ type: 'listItem', content: [p(text('二'))] }],
      },
      {
        type: 'image',
        attrs: {
          src: '/api/mobile-management/article-images/0123456789abcdef01234567.png',
          alt: null,
          title: null,
          width: null,
          height: null,
        },
      },
      { type: 'image', attrs: { src: 'https://example.org/a.png' } },
      p(
        text('粗', [{ type: 'bold' }]),
        text('链接', [
          {
            type: 'link',
            attrs: {
              href: 'https://example.org/',
              target: '_blank',
              rel: 'noopener noreferrer nofollow',
              class: null,
              title: null,
            },
          },
        ]),
      ),
    )
    expect(validateDocument(value)).toBe(value)
    expect(renderDocument(validateDocument(value))).toBe(
      '<h2>标题</h2><ul><li><p>一</p></li></ul><ol start="3"><li><p>二</p></li></ol>' +
        '<img src="/api/mobile-management/article-images/0123456789abcdef01234567.png" alt="">' +
        '<img src="https://example.org/a.png" alt="">' +
        '<p><strong>粗</strong><a href="https://example.org/" target="_blank" rel="noopener noreferrer nofollow">链接</a></p>',
    )
  })

  it('refuses HTML strings, unknown nodes, marks and attributes, and bad structure', () => {
    expect(refusal('<p>hi</p><script>alert(1)</script>')).toMatch(/HTML/)
    expect(refusal({ type: 'html', content: [] })).toMatch(/格式/)
    expect(refusal(doc({ type: 'script', content: [text('alert(1)')] }))).toMatch(/script/)
    expect(refusal(doc({ type: 'iframe', attrs: { src: 'https://evil.example/' } }))).toMatch(/iframe/)
    expect(refusal(doc(p(text('x', [{ type: 'span' }]))))).toMatch(/span/)
    expect(refusal(doc({ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [text('x')] }))).toMatch(
      /onclick/,
    )
    expect(
      refusal(
        doc({
          type: 'image',
          attrs: {
            src: '/api/mobile-management/article-images/0123456789abcdef01234567.png',
            onerror: 'alert(1)',
          },
        }),
      ),
    ).toMatch(/onerror/)
    expect(refusal(doc(p(text('x'), { type: 'paragraph', content: [] })))).toMatch(/paragraph/)
    expect(refusal(doc({ type: 'listItem', content: [p(text('x'))] }))).toMatch(/listItem/)
    expect(refusal(doc(p({ type: 'text', text: 'x', html: '<b>' })))).toMatch(/html/)
    expect(refusal(doc({ type: 'heading', attrs: { level: 9 }, content: [text('x')] }))).toMatch(/level/)
    expect(refusal(doc())).toBe('请输入正文')
    expect(refusal({ ...doc(p(text('x'))), attrs: { style: 'x' } })).toMatch(/style/)
    let deep: unknown = p(text('x'))
    for (let index = 0; index < 20; index += 1) deep = { type: 'blockquote', content: [deep] }
    expect(refusal(doc(deep))).toMatch(/层级/)
  })

  it('refuses node, mark and attribute names every plain object answers to (issue 38, item 12)', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      expect(refusal(doc({ type: name, content: [text('x')] }))).toMatch(/不支持/)
      expect(refusal(doc(p(text('x', [{ type: name }]))))).toMatch(/不支持的格式/)
      // JSON.parse makes `__proto__` an own key, as a request body does.
      const attrs = JSON.parse(`{"${name}": 1}`)
      expect(refusal(doc({ type: 'paragraph', attrs, content: [text('x')] }))).toMatch(/不支持属性/)
      expect(refusal(doc(p(text('x', [{ type: 'bold', attrs }]))))).toMatch(/不支持属性/)
    }
  })

  it('refuses javascript:, data: and foreign http addresses for links and images', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
    ])
      expect(refusal(doc(p(text('x', [{ type: 'link', attrs: { href } }]))))).toMatch(/链接/)
    for (const src of [
      'javascript:alert(1)',
      'x',
      'http://example.org/a.png',
      'data:image/png;base64,AAAA',
      '/api/mobile-management/article-images/../../etc/passwd',
      '//evil.example/a.png',
    ])
      expect(refusal(doc({ type: 'image', attrs: { src } }))).toMatch(/图片/)
  })

  it('escapes every text and attribute when rendering', () => {
    const value = validateDocument(
      doc(
        p(text('<img src=x onerror=alert(1)>'), text('<script>alert(1)</script>', [{ type: 'italic' }])),
        {
          type: 'image',
          attrs: {
            src: 'https://example.org/a.png?x=1&y=2',
            alt: '"><script>alert(1)</script>',
            title: "' onmouseover='alert(1)",
          },
        },
        { type: 'codeBlock', attrs: { language: null }, content: [text('</code><script>alert(1)</script>')] },
      ),
    )
    const html = renderDocument(value)
    expect(html).not.toMatch(/<script|<img src=x|<img[^>]*onerror|" onmouseover|' onmouseover/)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('<em>&lt;script&gt;alert(1)&lt;/script&gt;</em>')
    expect(html).toContain('src="https://example.org/a.png?x=1&amp;y=2"')
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(plainText(value)).toContain('<script>alert(1)</script>')
  })
})
