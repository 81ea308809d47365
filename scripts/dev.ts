/**
 * `npm run dev`: the API server (tsx watch: restarts on server changes) and the Vite dev server
 * (hot reload, proxying /api to the API). The public origin is Vite's, so e-mail links, cookies
 * and the origin guard all use http://localhost:5173. Ctrl-C (or either process dying) stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const apiPort = process.env.API_PORT ?? '3000'
const webPort = process.env.WEB_PORT ?? '5173'
const appUrl = process.env.APP_URL ?? `http://localhost:${webPort}`
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

const children: ChildProcess[] = []
function start(name: string, command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    // Own process group, so stopping it also stops what it started.
    detached: true,
  })
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n[dev] ${name} stopped (${signal ?? code}); stopping the other one.`)
      stop(code ?? 1)
    }
  })
  children.push(child)
}

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
  setTimeout(() => process.exit(code), 1500).unref()
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(
    () => process.exit(code),
  )
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

start('API server', bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
  PORT: apiPort,
  HOST: '127.0.0.1',
  APP_URL: appUrl,
})
start('Vite', bin('vite'), ['--port', webPort, '--strictPort'], { API_PORT: apiPort })
console.log(`\n[dev] Adéquat in development: ${appUrl}  (API on http://127.0.0.1:${apiPort})\n`)
