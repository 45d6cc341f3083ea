import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { AppError } from '#server/errors'
import type { CpuCancel, CpuJob, CpuPhase, CpuReply, CpuTask, CpuTasks } from './cpu-jobs'

// A small pool of warm worker threads for the server's CPU work: file extraction, CV text parsing
// and the built-in AI engines (README.md). Each job runs under a memory limit (resourceLimits) and
// a time limit; a worker that runs over is terminated and replaced, so a zip bomb, a pathological
// PDF or a text that sends a regex into a long walk costs one clear 4xx and never the server's
// health, and the event loop stays free for every other request meanwhile.
// Warm workers matter: starting one (tsx + pdf.js + the engines' tables) takes ~1 s, a job
// ~20 ms. One worker stays warm; under concurrent jobs the pool grows to `size`, and a worker
// beyond the warm one that has been idle for `idleMs` leaves again, since each holds ~150 MB.

export type CpuPoolOptions = {
  size?: number
  /** Workers kept running while there is nothing to do. */
  warmSize?: number
  /** Idle time after which a worker beyond the warm ones is stopped. */
  idleMs?: number
  /** Time one job may take once a worker has it. */
  timeoutMs?: number
  /** Time one scanned page may take (a job reports each page as phase 'ocr'). */
  ocrPageTimeoutMs?: number
  /** Time a job may wait for a free worker before the call answers 503. */
  queueTimeoutMs?: number
  maxQueue?: number
  memoryMb?: number
  /** Jobs after which a worker is replaced, so that no library cache grows forever. */
  maxJobsPerWorker?: number
}

/** Why a job did not finish: the caller turns it into the answer its users understand. */
export type OverBudget = 'time' | 'memory' | 'crashed'

/** A job's progress, and the caller's way to stop waiting for it. */
export type CpuJobControl = {
  /** Pages of a scan read so far. */
  onProgress?: (progress: { done: number; total: number }) => void
  /**
   * The caller went away: a queued job is dropped, a running one stops before its next step, and
   * one in the middle of recognising a page is stopped with its worker. Rejects with 499.
   */
  signal?: AbortSignal
  /** How long this job may wait for a free worker (scans wait longer than the 10 s default). */
  queueTimeoutMs?: number
}

export type CpuPool = {
  /**
   * Runs one job in a worker. An AppError the job throws comes back as that AppError; a job over
   * its budget rejects with `overBudget(reason)`; a full queue with 503 SERVICE_UNAVAILABLE.
   */
  run<Task extends CpuTask>(
    task: Task,
    input: CpuTasks[Task]['input'],
    overBudget: (reason: OverBudget, phase?: CpuPhase) => AppError,
    transfer?: ArrayBuffer[],
    control?: CpuJobControl,
  ): Promise<CpuTasks[Task]['output']>
  warmUp(): Promise<void>
  /** Worker threads running now (starting or ready). */
  workerCount(): number
  close(): Promise<void>
}

type Pending = {
  job: CpuJob
  transfer: ArrayBuffer[]
  overBudget: (reason: OverBudget, phase?: CpuPhase) => AppError
  /** The step the job is in, when it has several. */
  phase?: CpuPhase
  onProgress?: CpuJobControl['onProgress']
  resolve: (output: unknown) => void
  reject: (error: Error) => void
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
// A worker that has not finished starting after this long is stuck (a start takes ~1 s, ~10 s on
// a machine under heavy load).
const BOOT_DEADLINE_MS = 60_000

/** The budget of every job, the same for files, pasted text and the AI engines. */
export const CPU_JOB_TIMEOUT_MS = 3_000
export const CPU_JOB_MEMORY_MB = 256
/**
 * One scanned page: ~5 s on a quiet core, 10–40 s on a heavily loaded one (the first page of a
 * worker also loads the trained data), twice that if read again turned round or in its language.
 */
export const OCR_PAGE_TIMEOUT_MS = 120_000

const BOOT_URL = new URL('./cpu-worker.boot.mjs', import.meta.url)

export function createCpuPool(options: CpuPoolOptions = {}): CpuPool {
  const size = options.size ?? Math.max(1, Math.min(2, availableParallelism()))
  const warmSize = Math.min(size, options.warmSize ?? 1)
  const idleMs = options.idleMs ?? 60_000
  const timeoutMs = options.timeoutMs ?? CPU_JOB_TIMEOUT_MS
  const ocrPageTimeoutMs = options.ocrPageTimeoutMs ?? OCR_PAGE_TIMEOUT_MS
  const queueTimeoutMs = options.queueTimeoutMs ?? 10_000
  const maxQueue = options.maxQueue ?? 32
  const memoryMb = options.memoryMb ?? CPU_JOB_MEMORY_MB
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
    // A worker that never reports ready (a hung import) is a failed start, not a wait forever.
    slot.timer = setTimeout(() => {
      if (!slot.isReady) void retire(slot, 'crashed')
    }, BOOT_DEADLINE_MS)
    slot.timer.unref()
    worker.unref()
    worker.on('message', (reply: CpuReply) => onReply(slot, reply))
    worker.on('error', (error: Error & { code?: string }) => {
      retire(slot, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed')
    })
    worker.on('exit', () => void retire(slot, 'crashed'))
    return slot
  }

  const onReply = (slot: Slot, reply: CpuReply): void => {
    if (reply.type === 'ready') {
      if (slot.timer) clearTimeout(slot.timer)
      slot.timer = null
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
      // The budget counts the job only: restarted now that the worker has begun (each phase anew).
      pending.phase = reply.phase
      if (slot.timer) clearTimeout(slot.timer)
      slot.timer = setTimeout(() => void retire(slot, 'time'), reply.phase === 'ocr' ? ocrPageTimeoutMs : timeoutMs)
      return
    }
    if (reply.type === 'progress') {
      pending.onProgress?.({ done: reply.done, total: reply.total })
      return
    }
    finish(slot)
    if (reply.type === 'done') pending.resolve(reply.output)
    else if (reply.type === 'failed') {
      const { code, status, message, extra } = reply.failure
      pending.reject(new AppError(code, status, message, extra))
    } else {
      const error = new Error(`CPU job ${pending.job.task} failed: ${reply.message}`)
      if (reply.stack) error.stack = reply.stack
      pending.reject(error)
    }
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

  // Removes a worker for good; its job, if any, fails for `reason`.
  const retire = (slot: Slot, reason: OverBudget | null): Promise<number> => {
    if (!slots.has(slot)) return Promise.resolve(0)
    slots.delete(slot)
    const pending = slot.current
    finish(slot)
    if (pending)
      pending.reject(isClosed || !reason ? unavailable() : pending.overBudget(reason, pending.phase))
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
      idle.timer = setTimeout(() => void retire(idle, 'time'), timeoutMs + START_GRACE_MS)
      idle.worker.postMessage(pending.job, pending.transfer)
    }
    const starting = [...slots].filter((slot) => !slot.isReady).length
    const wanted = Math.min(size, slots.size + Math.max(0, queue.length - starting))
    while (slots.size < wanted && startupFailures < 3) spawn()
  }

  return {
    run(task, input, overBudget, transfer = [], control = {}) {
      if (isClosed) return Promise.reject(unavailable())
      if (queue.length >= maxQueue) return Promise.reject(unavailable())
      if (control.signal?.aborted) return Promise.reject(cancelled())
      return new Promise((resolve, reject) => {
        const job: CpuJob = { id: nextId++, task, input }
        const onAbort = (): void => {
          const index = queue.indexOf(pending)
          if (index >= 0) {
            queue.splice(index, 1)
            rejectQueued(pending, cancelled())
            return
          }
          const slot = [...slots].find((candidate) => candidate.current === pending)
          if (!slot) return
          // A page being recognised holds the worker's thread until it is done (seconds): the
          // worker is stopped instead, which frees its core at once, and a fresh one takes its place.
          if (pending.phase === 'ocr') {
            pending.reject(cancelled())
            void retire(slot, null)
            while (!isClosed && slots.size < warmSize && startupFailures < 3) spawn()
            return
          }
          slot.worker.postMessage({ type: 'cancel', id: job.id } satisfies CpuCancel)
        }
        control.signal?.addEventListener('abort', onAbort, { once: true })
        const settle = () => control.signal?.removeEventListener('abort', onAbort)
        const pending: Pending = {
          job,
          transfer,
          overBudget,
          onProgress: control.onProgress,
          resolve: (output: unknown) => {
            settle()
            resolve(output as never)
          },
          reject: (error: Error) => {
            settle()
            reject(error)
          },
          queueTimer: setTimeout(function giveUp() {
            // Waiting for a worker that is still starting is not waiting for a busy pool: on a
            // loaded machine a start can take longer than the queue's patience (BOOT_DEADLINE_MS
            // bounds it).
            if (![...slots].some((slot) => slot.isReady) && slots.size > 0) {
              pending.queueTimer = setTimeout(giveUp, queueTimeoutMs)
              return
            }
            const index = queue.indexOf(pending)
            if (index >= 0) queue.splice(index, 1)
            pending.reject(unavailable())
          }, control.queueTimeoutMs ?? queueTimeoutMs),
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
        const timer = setTimeout(resolve, 15_000)
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
      await Promise.all([...slots].map((slot) => retire(slot, null)))
    },
  }
}

/** The caller aborted (closed the page, pressed cancel): nobody reads this answer. */
function cancelled(): AppError {
  return new AppError('UPLOAD_CANCELLED', 499, 'The upload was cancelled.')
}

/** Seconds a client is asked to wait when every worker is busy (sent as Retry-After). */
export const BUSY_RETRY_AFTER_S = 5

function unavailable(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    503,
    'The server is busy right now. Please try again in a moment.',
    {
      retryAfter: BUSY_RETRY_AFTER_S,
    },
  )
}
