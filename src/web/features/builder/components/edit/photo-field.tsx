import { ImagePlus, Loader2, Trash2, UserRound } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { PHOTO_MAX_PX, resizePhoto } from '../../browser-files'

// A 9 MB camera photo becomes a ~40 KB JPEG before it is stored (issue 5 "Bad input").
const PHOTO_INPUT_MAX_BYTES = 25 * 1024 * 1024

export function PhotoField({ value, onChange }: { value: string; onChange: (photo: string) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [isBusy, setIsBusy] = useState(false)

  const choose = async (file: File) => {
    if (!file.type.startsWith('image/') || file.size > PHOTO_INPUT_MAX_BYTES) {
      toast({
        title: t('builder.edit.photo.failedTitle'),
        description: t('builder.edit.photo.wrongFile'),
        variant: 'error',
      })
      return
    }
    setIsBusy(true)
    try {
      onChange(await resizePhoto(file))
    } catch {
      toast({
        title: t('builder.edit.photo.failedTitle'),
        description: t('builder.edit.photo.unreadable'),
        variant: 'error',
      })
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <div className="flex items-center gap-4">
      <div className="grid h-20 w-20 shrink-0 place-items-center overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200">
        {value ? (
          <img src={value} alt={t('builder.edit.photo.alt')} className="h-full w-full object-cover" />
        ) : (
          <UserRound className="h-8 w-8 text-slate-400" aria-hidden />
        )}
      </div>
      <div>
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {t('builder.edit.photo.label')}{' '}
          <span className="font-normal text-slate-500">({t('builder.edit.optional')})</span>
        </p>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('builder.edit.photo.hint', { size: PHOTO_MAX_PX })}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={isBusy}
            aria-describedby={`${id}-hint`}
          >
            {isBusy ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
            ) : (
              <ImagePlus className="h-4 w-4" aria-hidden />
            )}
            {value ? t('builder.edit.photo.change') : t('builder.edit.photo.upload')}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('builder.edit.photo.remove')}
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="hidden"
          tabIndex={-1}
          data-testid="photo-input"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void choose(file)
          }}
        />
      </div>
    </div>
  )
}
