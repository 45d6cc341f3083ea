import { useTranslation } from 'react-i18next'
import { CV_LIMITS, type CvData, type CvInterest } from '#shared/cv/cv.schema'
import { newId, textToKeywords } from '../../cv-text'
import { EntryList } from './entry-list'
import { TextField } from './fields'

type Change = (update: (cv: CvData) => CvData) => void

/** Interests / hobbies: a name and optional comma-separated details ("Klettern" – "DAV"). */
export function InterestsSection({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  return (
    <EntryList
      items={cv.interests ?? []}
      onChange={(interests) => onChange((current) => ({ ...current, interests }))}
      create={(): CvInterest => ({ id: newId(), name: '', keywords: [] })}
      addLabel={t('builder.edit.interests.add')}
      emptyText={t('builder.edit.interests.empty')}
      itemTitle={(entry) => entry.name || t('builder.edit.interests.name')}
      renderItem={(entry, update) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('builder.edit.interests.name')}
            value={entry.name}
            maxLength={CV_LIMITS.shortText}
            onChange={(name) => update({ name })}
          />
          <TextField
            label={t('builder.edit.interests.details')}
            optional
            hint={t('builder.edit.interests.detailsHint')}
            value={entry.keywords.join(', ')}
            maxLength={CV_LIMITS.shortText * 4}
            onChange={(text) => update({ keywords: textToKeywords(text) })}
          />
        </div>
      )}
    />
  )
}
