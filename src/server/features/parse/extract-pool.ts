import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { AppError } from '#server/errors'
import type { UploadKind } from './detect-file-type'
import type { ExtractedText } from './extract-text'
import type { ExtractJob, ExtractReply } from './extract-worker'

// A small pool of warm worker threads that extract text from uploads. Each job runs under a
// memory limit (resourceLimits) and a time limit; a worker that runs over is terminated and
// replaced, so a zip bomb or a pathological PDF costs one 422 and never the server's health.
// Warm workers matter: starting one (tsx + pdf.js) takes ~0.5 s, extracting a CV ~20 ms. One worker
// stays warm; under concurrent uploads the pool grows to `size`, and a worker beyond the warm one
// that has been idle for `idleMs` leaves again, since each holds ~110 MB.

export type ExtractPoolOptions = {
  size?: number
  /** Workers kept running while there is nothing to do. */
  warmSize?: number
  /** Idle time after which a worker beyond the warm ones is stopped. */
  idleMs?: number
  /** Time one file may take once a worker has it. */
  timeoutMs?: number
  /** Time a file may wait for a free worker before the call answers 503. */
  queueTimeoutMs?: number
  maxQueue?: number
  memoryMb?: number
  /** Jobs after which a worker is replaced, so that no library cache grows forever. */
  maxJobsPerWorker?: number
}

export type ExtractPool = {
  extract(kind: UploadKind, data: Uint8Array): Promise<ExtractedText>
  warmUp(): Promise<void>
  /** Worker threads running now (starting or ready). */
  workerCount(): number
  close(): Promise<void>
}

type Pending = {
  job: ExtractJob
  resolve: (result: ExtractedText) => void
  reject: (error: AppError) => void
  queueTimer: NodeJS.Timeout
}

type Slot = {
  worker: Worker
  isReady: boolean
  current: Pending | null
  timer: NodeJS.Timeout | null
  idleTimer: NodeJS.Timeout | null
  jobs: number
}

// A worker that has not even begun a job this long after it was sent is stuck.
const START_GRACE_MS = 5_000

const BOOT_URL = new URL('./extract-worker.boot.mjs', import.meta.url)

export function createExtractPool(options: ExtractPoolOptions = {}): ExtractPool {
  const size = options.size ?? Math.max(1, Math.min(2, availableParallelism()))
  const warmSize = Math.min(size, options.warmSize ?? 1)
  const idleMs = options.idleMs ?? 60_000
  const timeoutMs = options.timeoutMs ?? 3_000
  const queueTimeoutMs = options.queueTimeoutMs ?? 10_000
  const maxQueue = options.maxQueue ?? 32
  const memoryMb = options.memoryMb ?? 256
  const maxJobsPerWorker = options.maxJobsPerWorker ?? 500
  const slots = new Set<Slot>()
  const queue: Pending[] = []
  const readyWaiters: Array<() => void> = []
  let nextId = 1
  let isClosed = false
  let startupFailures = 0

  const spawn = (): Slot => {
    const worker = new Worker(BOOT_URL, {
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    })
    const slot: Slot = { worker, isReady: false, current: null, timer: null, idleTimer: null, jobs: 0 }
    slots.add(slot)
    worker.unref()
    worker.on('message', (reply: ExtractReply) => onReply(slot, reply))
    worker.on('error', (error: Error & { code?: string }) => {
      const isMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      retire(slot, isMemory ? tooBig() : unreadable())
    })
    worker.on('exit', () => void retire(slot, unreadable()))
    return slot
  }

  const onReply = (slot: Slot, reply: ExtractReply): void => {
    if (reply.type === 'ready') {
      slot.isReady = true
      startupFailures = 0
      readyWaiters.splice(0).forEach((wake) => wake())
      dispatch()
      if (slot.current === null) stopWhenIdle(slot)
      return
    }
    const pending = slot.current
    if (!pending || pending.job.id !== reply.id) return
    if (reply.type === 'started') {
      // The budget counts extraction only: restarted now that the worker has begun.
      if (slot.timer) clearTimeout(slot.timer)
      slot.timer = setTimeout(() => void retire(slot, tooSlow()), timeoutMs)
      return
    }
    finish(slot)
    if (reply.type === 'done')
      pending.resolve({ text: reply.text, nameLine: reply.nameLine, emphasized: reply.emphasized })
    else pending.reject(new AppError(reply.code, reply.status, reply.message))
    if (slot.jobs >= maxJobsPerWorker) void retire(slot, null)
    dispatch()
    if (slot.current === null && slots.has(slot)) stopWhenIdle(slot)
  }

  const stopWhenIdle = (slot: Slot): void => {
    if (slot.idleTimer) clearTimeout(slot.idleTimer)
    slot.idleTimer = setTimeout(() => {
      slot.idleTimer = null
      if (slot.current === null && slots.size > warmSize) void retire(slot, null)
    }, idleMs)
    slot.idleTimer.unref()
  }

  const finish = (slot: Slot): void => {
    if (slot.timer) clearTimeout(slot.timer)
    if (slot.idleTimer) clearTimeout(slot.idleTimer)
    slot.timer = null
    slot.idleTimer = null
    slot.current = null
    slot.worker.unref()
  }

  // Removes a worker for good, failing its job with `error`.
  const retire = (slot: Slot, error: AppError | null): Promise<number> => {
    if (!slots.has(slot)) return Promise.resolve(0)
    slots.delete(slot)
    const pending = slot.current
    finish(slot)
    if (pending && error) pending.reject(error)
    if (!slot.isReady) {
      startupFailures += 1
      // A worker that cannot even start (a broken install) must not leave callers waiting.
      if (startupFailures >= 3) queue.splice(0).forEach((waiting) => rejectQueued(waiting, unavailable()))
    }
    const exited = slot.worker.terminate()
    if (!isClosed) setImmediate(dispatch)
    return exited
  }

  const rejectQueued = (pending: Pending, error: AppError): void => {
    clearTimeout(pending.queueTimer)
    pending.reject(error)
  }

  const dispatch = (): void => {
    if (isClosed) return
    while (queue.length > 0) {
      const idle = [...slots].find((slot) => slot.isReady && slot.current === null)
      if (!idle) break
      const pending = queue.shift() as Pending
      clearTimeout(pending.queueTimer)
      if (idle.idleTimer) clearTimeout(idle.idleTimer)
      idle.idleTimer = null
      idle.current = pending
      idle.jobs += 1
      idle.worker.ref()
      // Until the worker says it has begun, it gets extra time for whatever delays the message.
      idle.timer = setTimeout(() => void retire(idle, tooSlow()), timeoutMs + START_GRACE_MS)
      idle.worker.postMessage(pending.job, [pending.job.data.buffer as ArrayBuffer])
    }
    const starting = [...slots].filter((slot) => !slot.isReady).length
    const wanted = Math.min(size, slots.size + Math.max(0, queue.length - starting))
    while (slots.size < wanted && startupFailures < 3) spawn()
  }

  return {
    extract(kind, data) {
      if (isClosed) return Promise.reject(unavailable())
      if (queue.length >= maxQueue) return Promise.reject(unavailable())
      return new Promise<ExtractedText>((resolve, reject) => {
        // A private copy is transferred: the caller's buffer may be a view into a shared pool.
        // (`new Uint8Array(data)` copies; Buffer#slice would only make a view.)
        const job: ExtractJob = { id: nextId++, kind, data: new Uint8Array(data) }
        const pending: Pending = {
          job,
          resolve,
          reject,
          queueTimer: setTimeout(() => {
            const index = queue.indexOf(pending)
            if (index >= 0) queue.splice(index, 1)
            reject(unavailable())
          }, queueTimeoutMs),
        }
        queue.push(pending)
        dispatch()
      })
    },
    async warmUp() {
      if (isClosed) return
      while (slots.size < warmSize && startupFailures < 3) spawn()
      if ([...slots].every((slot) => slot.isReady)) return
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 10_000)
        timer.unref()
        readyWaiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    },
    workerCount: () => slots.size,
    async close() {
      isClosed = true
      queue.splice(0).forEach((pending) => rejectQueued(pending, unavailable()))
      await Promise.all([...slots].map((slot) => retire(slot, unavailable())))
    },
  }
}

function unreadable(): AppError {
  return new AppError(
    'FILE_UNREADABLE',
    422,
    'The file could not be read. Please try a different file or paste the text directly.',
  )
}

function tooBig(): AppError {
  return new AppError(
    'FILE_UNREADABLE',
    422,
    'This file needs more memory to read than a CV ever does. Please try a different file or paste the text directly.',
  )
}

function tooSlow(): AppError {
  return new AppError(
    'FILE_UNREADABLE',
    422,
    'This file took too long to read. Please try a different file or paste the text directly.',
  )
}

function unavailable(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    503,
    'File reading is busy right now. Please try again in a moment.',
  )
}
