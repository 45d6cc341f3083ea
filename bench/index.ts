import { benchHttp, startBenchServer } from './http.bench'

const server = await startBenchServer()
try {
  const rows = await benchHttp(server.url)
  console.table(rows)
} finally {
  await server.close()
}
