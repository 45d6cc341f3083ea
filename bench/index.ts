import { benchAuth } from './auth.bench'
import { benchAuthUser } from './auth-user.bench'
import { benchEventLoop } from './event-loop.bench'
import { benchHttp, startBenchServer } from './http.bench'
import { benchPdf } from './pdf.bench'
import { benchStartup } from './startup.bench'

// `npm run bench` (after `npm run build`): start-up and the landing page's bytes, PDF export against a
// server process of its own (pdf.bench.ts), then the HTTP benchmarks against one in-process server,
// printed as tables.
const startup = await benchStartup()
const pdf = await benchPdf()
const server = await startBenchServer()
try {
  const rows = [
    ...(await benchHttp(server.url)),
    ...(await benchAuth(server.url, server.database)),
    ...(await benchAuthUser(server.url, server.database)),
    ...pdf.rows,
  ]
  console.table(rows)
  console.table(startup)
  console.table(pdf.extra)
  console.table(await benchEventLoop(server.url))
} finally {
  await server.close()
}
