import type { FastifyReply } from 'fastify'

/** A file the browser saves under `fileName`, never cached: the tracker's CSV and calendar downloads. */
export function sendAttachment(reply: FastifyReply, contentType: string, fileName: string, body: string) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body)
}
