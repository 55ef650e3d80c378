import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { deferImports } from './scripts/defer-imports.ts'
import { elementsManifest } from './scripts/elements-manifest.ts'
import { lighterHooks } from './scripts/lighter-hooks.ts'
import { narrowImports } from './scripts/narrow-imports.ts'
import { precompress } from './scripts/precompress.ts'
import { preloadChunks } from './scripts/preload-chunks.ts'
import { trimBoundaries } from './scripts/trim-boundaries.ts'

/**
 * The demo pages load `/ev-console.js`, which the platform server serves from `dist/`.
 * In `npm run dev` the same URL is answered from source, so one set of demo pages serves both.
 */
function devEntryAlias(): Plugin {
  return {
    name: 'ev-dev-entry-alias',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/ev-console.js') req.url = '/src/elements/index.ts'
        else if (req.url === '/' || req.url?.startsWith('/?')) req.url = `/demo/index.html${req.url.slice(1)}`
        else if (req.url?.match(/^\/[\w-]+\.html/)) req.url = `/demo${req.url}`
        next()
      })
    },
  }
}

export default defineConfig(({ command, mode }) => {
  // A build started from inside a test runner inherits NODE_ENV=test, and the React plugin then
  // emits jsxDEV calls that production React lacks (blank page). A production build is always
  // built as production, whoever starts it.
  if (command === 'build' && mode !== 'development') process.env.NODE_ENV = 'production'
  return {
    plugins: [
      trimBoundaries(),
      narrowImports(),
      deferImports(),
      lighterHooks(),
      react(),
      devEntryAlias(),
      elementsManifest(),
      preloadChunks(),
      precompress(),
    ],
    // Library mode does not replace process.env.NODE_ENV (toolchain.md): without this React and
    // antd would ship their development builds.
    define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
    server: {
      port: 5180,
      proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 5173}`, changeOrigin: false } },
    },
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      // Library mode leaves whitespace in ES output unless minification is asked for (toolchain.md).
      minify: true,
      sourcemap: false,
      lib: { entry: 'src/elements/index.ts', formats: ['es'], fileName: () => 'ev-console.js' },
      rolldownOptions: {
        output: {
          // Vite keeps whitespace in ES library output even with build.minify (toolchain.md); the
          // output option makes rolldown minify fully.
          minify: true,
          chunkFileNames: 'chunks/[name]-[hash].js',
          // Three chunks carry what a list screen needs, each a module and everything it imports
          // statically (rolldown groups include dependencies): the element (core, with the antd
          // parts the login page shares with the frame and lists — its own code is a chunk of its
          // own: 0.9 KB off every list), the shell's frame, and the list screen. Left to itself rolldown made ~85
          // chunks for one list, each compressed on its own: grouped, the login page fell from
          // 216 to 196 KB gzip and the list from 421 to 383 KB (budgets.md). A module two groups
          // share goes to the higher priority; screens and dialogs stay chunks of their own.
          // defineListScreen (and useRequest, which it imports) joins the list: every list screen
          // needs it, and two small chunks cost more than the bytes they hold.
          // The enumerations' lookups (enum-kit: labelOf) and regionPrefix join the core: small,
          // and needed by the wall display and the maps, which otherwise loaded the whole list
          // chunk (~82 KB gzip) for them (issue 44; decisions: Wall display).
          codeSplitting: {
            groups: [
              {
                name: 'core',
                test: /(src[\\/](elements[\\/]index|shell[\\/](Console|layout[\\/]menuItems)|core[\\/]domain[\\/](enum-kit|region-code))\.tsx?|node_modules[\\/](antd[\\/]es[\\/](input|button)[\\/]index|@ant-design[\\/]icons[\\/]es[\\/](components[\\/]AntdIcon|icons[\\/](UserOutlined|LockOutlined)))\.js)$/,
                priority: 30,
              },
              { name: 'frame', test: /src[\\/]shell[\\/]layout[\\/]Frame\.tsx$/, priority: 20 },
              // The lists' descriptions machinery (describe, shared fields, fieldsOf, layouts and the
              // field builders) joins the list too: every list screen takes its fields from it, and
              // as five chunks of their own they cost 1.3 KB more than their bytes. SelectAll and
              // ListViews (列表 / 地图) too: 故障监测 selects rows and switches to its map without the
              // flow lists' chunk, and without a chunk of their own on every list's first screen.
              {
                name: 'list',
                test: /src[\\/](ui[\\/]list[\\/](ListScreen|defineListScreen|described|layouts|actionBuilders|SelectAll|ListViews)\.tsx?|ui[\\/]fields[\\/]builders\.ts|contract[\\/]lists[\\/](describe|shared)\.ts)$/,
                priority: 10,
              },
              // A flow screen's list: the flow list's definition, its client, the flows and the flow
              // list's description in one chunk (four on their own cost ~0.5 KB more).
              {
                name: 'flow',
                test: /src[\\/](ui[\\/]flow[\\/](defineFlowScreen\.tsx|flowClient\.ts)|core[\\/]domain[\\/]flows\.ts|contract[\\/]lists[\\/]flow\.ts)$/,
                // Below the enumerations', which the flows import: those stay in their own chunk.
                priority: 4,
              },
              // The flow kit on its own: a screen that reads a flow of its own table (trouble-monitor's
              // ALARM_FLOW) needs the kit, not the application flows of the chunk above (3.1 KB). The
              // applications' statuses join it: the flows take them without the enumerations' chunk
              // below (2.1 KB gzip off a flow list's first screen), and not as a chunk of their own.
              {
                name: 'flow-kit',
                test: /src[\\/]core[\\/]domain[\\/](flow-kit|apply-status)\.ts$/,
                priority: 6,
              },
              // The enumerations (enums.ts and the files it re-exports): one chunk, not three. An
              // area's own enumerations (enums-<area>.ts, not re-exported by enums.ts) stay in its lazy chunk.
              {
                name: 'enums',
                test: /src[\\/]core[\\/]domain[\\/](enums|enum-kit|enums-facilities|enums-work)\.ts$/,
                priority: 5,
              },
            ],
          },
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  }
})
