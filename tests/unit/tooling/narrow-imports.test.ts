/**
 * The build's import narrowing (scripts/narrow-imports.ts): antd's form context gets
 * `@rc-component/form`'s provider module instead of the package index, other importers keep the
 * index, and a target that no longer exports the name stops the build.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DROPS,
  dropLines,
  exportsName,
  NARROWINGS,
  narrowImports,
  REWRITES,
  rewrite,
} from '../../../scripts/narrow-imports'

const require = createRequire(import.meta.url)
const antdContext = join(dirname(require.resolve('antd/package.json')), 'es', 'form', 'context.js')
const rcFormDir = dirname(require.resolve('@rc-component/form/package.json'))

type ResolveId = (
  this: unknown,
  source: string,
  importer: string | undefined,
  options: object,
) => Promise<{ id: string } | null>

/** Call the plugin's resolveId with Vite's resolver standing in as node_modules lookup. */
function resolveWith(plugin = narrowImports()) {
  const hook = plugin.resolveId as unknown as ResolveId
  const context = {
    resolve: async (specifier: string) => {
      const [scope, name, ...rest] = specifier.split('/')
      return { id: rest.length ? join(rcFormDir, ...rest) : require.resolve(`${scope}/${name}`) }
    },
    error: (message: string) => {
      throw new Error(message)
    },
  }
  return (source: string, importer?: string) => hook.call(context, source, importer, {})
}

describe('narrowImports', () => {
  it("points antd's form context at @rc-component/form's provider module", async () => {
    const resolved = await resolveWith()('@rc-component/form', antdContext)
    expect(resolved?.id).toBe(join(rcFormDir, 'es', 'FormContext.js'))
  })

  it('leaves other importers and other specifiers alone', async () => {
    const resolve = resolveWith()
    expect(await resolve('@rc-component/form', join(dirname(antdContext), 'Form.js'))).toBeNull()
    expect(await resolve('react', antdContext)).toBeNull()
    expect(await resolve('@rc-component/form', undefined)).toBeNull()
  })

  it('fails the build when the target no longer exports what is used', async () => {
    const moved = narrowImports([
      {
        ...NARROWINGS[0],
        targets: [
          { module: '@rc-component/form/es/FormContext.js', names: ['FormProvider', 'NoSuchExport'] },
        ],
      },
    ])
    await expect(resolveWith(moved)('@rc-component/form', antdContext)).rejects.toThrow(
      /no longer exports NoSuchExport/,
    )
  })

  it("gives antd's row selection a module with only the tree helpers it uses, and not the tree's TreeNode", async () => {
    const plugin = narrowImports()
    const treeDir = dirname(require.resolve('@rc-component/tree/package.json'))
    const hook = plugin.resolveId as unknown as ResolveId
    const context = {
      resolve: async (specifier: string) => ({ id: join(treeDir, ...specifier.split('/').slice(2)) }),
      error: (message: string) => {
        throw new Error(message)
      },
    }
    const selection = join(dirname(antdContext), '..', 'table', 'hooks', 'useSelection.js')
    const resolved = await hook.call(context, '@rc-component/tree', selection, {})
    const load = plugin.load as unknown as (id: string) => string | null
    const code = load.call({}, resolved?.id ?? '')
    // es/util.js imports TreeNode: its two array helpers are copied instead.
    expect(code).toContain('export function arrAdd(list, value)')
    expect(code).toContain('export function arrDel(list, value)')
    expect(code).toContain('export { conductCheck } from')
    expect(code).toContain('export { convertDataToEntities } from')
    expect(code).not.toMatch(/Tree\.js|TreeNode|index\.js|util\.js"/)
  })

  describe("antd's Radio.Group", () => {
    const antdDir = dirname(require.resolve('antd/package.json'))
    const group = join(antdDir, 'es', 'radio', 'group.js')
    const context = {
      resolve: async (specifier: string) => ({ id: join(antdDir, ...specifier.split('/').slice(1)) }),
      error: (message: string) => {
        throw new Error(message)
      },
    }

    it('gets a copy of the one form helper it uses instead of the module that imports the form store', async () => {
      const plugin = narrowImports()
      const hook = plugin.resolveId as unknown as ResolveId
      const resolved = await hook.call(context, '../form/hooks/useForm', group, {})
      const code = (plugin.load as unknown as (id: string) => string | null).call({}, resolved?.id ?? '')
      expect(code).toContain(
        `import { toArray } from ${JSON.stringify(join(antdDir, 'es', 'form', 'util.js'))}`,
      )
      expect(code).toContain('export function toNamePathStr(name)')
      expect(code).not.toContain('@rc-component/form')
      // Others importing the form's hooks keep them.
      expect(
        await hook.call(context, '../form/hooks/useForm', join(antdDir, 'es', 'form', 'Form.js'), {}),
      ).toBeNull()
    })

    it('fails the build when antd no longer reads as the copy', async () => {
      const rule = NARROWINGS.find((item) => item.source === '../form/hooks/useForm')
      if (!rule?.copy) throw new Error('no copy among the narrowings')
      const changed = narrowImports([
        { ...rule, copy: { ...rule.copy, text: `${rule.copy.text}\n// changed` } },
      ])
      const hook = changed.resolveId as unknown as ResolveId
      await expect(hook.call(context, '../form/hooks/useForm', group, {})).rejects.toThrow(/no longer reads/)
    })
  })

  it('reads export lists and declarations', () => {
    expect(exportsName('export { a, FormProvider };', 'FormProvider')).toBe(true)
    expect(exportsName('export { inner as FormProvider }', 'FormProvider')).toBe(true)
    expect(exportsName('export function FormProvider() {}', 'FormProvider')).toBe(true)
    expect(exportsName('export { FormProvider as Other }', 'FormProvider')).toBe(false)
    expect(exportsName('const FormProvider = 1', 'FormProvider')).toBe(false)
  })
})

describe("antd's Input without the one-time-password input", () => {
  const index = require.resolve('antd/es/input/index.js')
  const code = readFileSync(index, 'utf8')
  const [drop] = DROPS

  it('serves input/index.js without Input.OTP and nothing else changed', () => {
    const plugin = narrowImports()
    const transform = plugin.transform as unknown as (code: string, id: string) => { code: string } | null
    const served = transform.call({}, code, index)?.code ?? ''
    expect(served).not.toContain('OTP')
    expect(served).toContain('Input.Password = Password;')
    expect(served.split('\n')).toHaveLength(code.split('\n').length - 2)
    expect(transform.call({}, code, join(dirname(index), 'Input.js'))).toBeNull()
  })

  it('fails the build when antd no longer reads as dropped', () => {
    expect(() => dropLines(code.replace('Input.OTP = OTP;', 'Input.OTP = OneTime;'), drop, index)).toThrow(
      /no longer reads "Input.OTP = OTP;"/,
    )
  })

  it('is used nowhere in src/', () => {
    const root = join(dirname(require.resolve('../../../package.json')), 'src')
    const using = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /\bOTP\b/.test(readFileSync(join(root, file), 'utf8')))
    expect(using).toEqual([])
  })
})

describe("antd's style engine without stylis's prefixer", () => {
  const register = require.resolve('@ant-design/cssinjs/es/hooks/useStyleRegister.js')
  const code = readFileSync(register, 'utf8')

  it('serves useStyleRegister.js without the prefixer, refusing autoPrefix', () => {
    const plugin = narrowImports()
    const transform = plugin.transform as unknown as (code: string, id: string) => { code: string } | null
    const served = transform.call({}, code, register)?.code ?? ''
    expect(served).not.toMatch(/\bprefixer\b/)
    expect(served).toContain('serialize(compile(styleStr), stringify)')
    expect(served).toContain('autoPrefix is not built in')
  })

  it('fails the build when cssinjs no longer reads as rewritten', () => {
    const [change] = REWRITES
    expect(() => rewrite(code.replace('prefixer, ', ''), change, register)).toThrow(/no longer reads/)
  })

  it('is asked for nowhere in src/', () => {
    const root = join(dirname(require.resolve('../../../package.json')), 'src')
    const using = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /\bautoPrefix\b/.test(readFileSync(join(root, file), 'utf8')))
    expect(using).toEqual([])
  })
})
