// `npm run dev`: the server from TypeScript, restarted on every change (tsx watch), and the web app
// from Vite's dev server with hot reload, which forwards /api to the server. Open the URL Vite prints.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ROOT } from './build-inputs.mjs'

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', '--tsconfig', 'tsconfig.node.json', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), [], { cwd: ROOT, stdio: 'inherit' }),
]
const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal)
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
for (const child of children) child.on('exit', (code) => {
  stop('SIGTERM')
  process.exitCode = code ?? 0
})
