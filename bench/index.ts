import { benchAuth } from './auth.bench'
import { benchHttp, startBenchServer } from './http.bench'
import { benchPdf } from './pdf.bench'

// `npm run bench`: every HTTP benchmark against one in-process server, printed as tables.
const server = await startBenchServer()
try {
  const pdf = await benchPdf(server.url)
  const rows = [...(await benchHttp(server.url)), ...(await benchAuth(server.url, server.database)), ...pdf.rows]
  console.table(rows)
  console.table(pdf.extra)
} finally {
  await server.close()
}
