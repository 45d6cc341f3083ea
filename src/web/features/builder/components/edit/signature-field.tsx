import { Eraser, ImagePlus, PenLine, Trash2 } from 'lucide-react'
import { useId, useRef, useState, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { resizePhoto } from '../../browser-files'

// The signature under a German Lebenslauf: an uploaded scan (shrunk like the photo) or a drawing
// made here with a mouse, finger or pen, stored as a PNG data URL.

const SIGNATURE_MAX_PX = 600
const CANVAS_WIDTH = 480
const CANVAS_HEIGHT = 160

function SignaturePad({ onDone }: { onDone: (dataUrl: string) => void }) {
  const { t } = useTranslation()
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const [hasInk, setHasInk] = useState(false)

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return {
      x: ((event.clientX - box.left) / box.width) * CANVAS_WIDTH,
      y: ((event.clientY - box.top) / box.height) * CANVAS_HEIGHT,
    }
  }
  const context = () => {
    const ctx = canvas.current?.getContext('2d')
    if (ctx) {
      ctx.lineWidth = 2.4
      ctx.lineCap = 'round'
      ctx.lineJoin = 'round'
      ctx.strokeStyle = '#1e293b'
    }
    return ctx
  }

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        width={CANVAS_WIDTH}
        height={CANVAS_HEIGHT}
        role="img"
        aria-label={t('builder.edit.closing.drawLabel')}
        className="w-full max-w-[480px] touch-none rounded-lg border border-dashed border-slate-300 bg-white"
        onPointerDown={(event) => {
          const ctx = context()
          if (!ctx) return
          event.currentTarget.setPointerCapture(event.pointerId)
          drawing.current = true
          const { x, y } = point(event)
          ctx.beginPath()
          ctx.moveTo(x, y)
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return
          const ctx = context()
          if (!ctx) return
          const { x, y } = point(event)
          ctx.lineTo(x, y)
          ctx.stroke()
          setHasInk(true)
        }}
        onPointerUp={() => {
          drawing.current = false
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={!hasInk}
          onClick={() => {
            if (canvas.current) onDone(canvas.current.toDataURL('image/png'))
          }}
        >
          <PenLine className="h-4 w-4" aria-hidden />
          {t('builder.edit.closing.use')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            context()?.clearRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT)
            setHasInk(false)
          }}
        >
          <Eraser className="h-4 w-4" aria-hidden />
          {t('builder.edit.closing.clear')}
        </Button>
      </div>
    </div>
  )
}

export function SignatureField({ value, onChange }: { value: string; onChange: (signature: string) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [isDrawing, setIsDrawing] = useState(false)

  const upload = async (file: File) => {
    if (!['image/png', 'image/jpeg'].includes(file.type)) {
      toast({ title: t('builder.edit.closing.invalid'), variant: 'error' })
      return
    }
    try {
      onChange(await resizePhoto(file, SIGNATURE_MAX_PX))
    } catch {
      toast({ title: t('builder.edit.closing.invalid'), variant: 'error' })
    }
  }

  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {t('builder.edit.closing.signature')}{' '}
        <span className="font-normal text-slate-500">({t('builder.edit.optional')})</span>
      </p>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('builder.edit.closing.signatureHint')}
      </p>
      {value && (
        <img
          src={value}
          alt={t('builder.edit.closing.signature')}
          className="mt-2 max-h-16 rounded border border-slate-200 bg-white p-1"
        />
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
          <ImagePlus className="h-4 w-4" aria-hidden />
          {t('builder.edit.closing.upload')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isDrawing}
          onClick={() => setIsDrawing((open) => !open)}
        >
          <PenLine className="h-4 w-4" aria-hidden />
          {t('builder.edit.closing.draw')}
        </Button>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange('')}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('builder.edit.closing.remove')}
          </Button>
        )}
      </div>
      {isDrawing && (
        <div className="mt-3">
          <SignaturePad
            onDone={(dataUrl) => {
              onChange(dataUrl)
              setIsDrawing(false)
            }}
          />
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        className="hidden"
        tabIndex={-1}
        data-testid="signature-input"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void upload(file)
        }}
      />
    </div>
  )
}
