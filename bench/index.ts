import { benchAuth } from './auth.bench'
import { benchHttp, startBenchServer } from './http.bench'

// `npm run bench`: every HTTP benchmark against one in-process server, printed as one table.
const server = await startBenchServer()
try {
  const rows = [...(await benchHttp(server.url)), ...(await benchAuth(server.url, server.database))]
  console.table(rows)
} finally {
  await server.close()
}
