/**
 * HAProxy for `npm run cluster` (scripts/cluster.mjs) and the drills that go through it: installed
 * from Debian when missing, and its configuration (docs/cluster.md: why HAProxy, and each line).
 */
import { execFileSync, spawnSync } from 'node:child_process'

/** HAProxy from Debian, installed when missing (root, or password-less sudo). */
export function ensureHaproxy() {
  if (spawnSync('haproxy', ['-v']).status === 0) return
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  console.log('HAProxy not found: apt-get install -y haproxy')
  const run = (args) =>
    execFileSync(sudo.length ? 'sudo' : args[0], sudo.length ? ['-n', ...args] : args.slice(1), {
      stdio: 'inherit',
    })
  run(['apt-get', 'update', '-q'])
  run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', 'haproxy'])
}

/** The proxy's configuration: one backend of N processes, checked every second. */
export function haproxyConfig({ host, port, ports }) {
  return `global
  maxconn 4096

defaults
  mode http
  option redispatch 1
  retries 2
  option forwardfor
  timeout connect 2s
  # A check answered later than this counts as missed (a loaded machine answers slowly).
  timeout check 3s
  # Live screens hold a response open (server-sent events, a heartbeat every 15 s).
  timeout client 1h
  timeout server 1h
  timeout tunnel 1h
  timeout http-keep-alive 60s

frontend ev_console
  bind ${host}:${port}
  default_backend ev_servers

backend ev_servers
  balance leastconn
  option httpchk GET /api/common/platformName
  http-check expect status 200
  # A call that reached a process which died before answering (no response: SIGKILL, a crash) is
  # sent again to another one when it is a read, or a change with its Idempotency-Key (the
  # console's every change: the server carries out a key once, server/src/http/request-keys.ts).
  # A POST without one is not (it may have been carried out); its client sees the failure.
  # Connection failures are retried for every method (nothing sent).
  retry-on conn-failure empty-response
  http-request disable-l7-retry if METH_POST !{ req.hdr(idempotency-key) -m found }
  # A dead process is out after two missed checks (2 s); its open streams are closed so that
  # the consoles reconnect (Last-Event-ID) through a live one.
  # Real traffic tells first: a process refusing connections twice is out at once, before its
  # next missed check (the kill drill: down after 1.9 s by the checks alone).
  default-server inter 1s fall 2 rise 2 on-marked-down shutdown-sessions observe layer4 error-limit 2 on-error mark-down
${ports.map((one, index) => `  server s${index + 1} 127.0.0.1:${one} check`).join('\n')}
`
}
