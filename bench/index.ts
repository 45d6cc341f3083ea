import { benchAuth } from './auth.bench'
import { benchHttp, startBenchServer } from './http.bench'
import { benchPdf } from './pdf.bench'

// `npm run bench`: the HTTP benchmarks against one in-process server, then PDF export against a
// server process of its own (pdf.bench.ts), printed as tables.
const pdf = await benchPdf()
const server = await startBenchServer()
try {
  const rows = [
    ...(await benchHttp(server.url)),
    ...(await benchAuth(server.url, server.database)),
    ...pdf.rows,
  ]
  console.table(rows)
  console.table(pdf.extra)
} finally {
  await server.close()
}
