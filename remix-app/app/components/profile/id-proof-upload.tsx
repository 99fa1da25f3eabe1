import { useRef, useState } from 'react'
import { useFetcher } from '@remix-run/react'
import { useFormat, useMessage, useTranslation } from '~/i18n'
import { DOCUMENT_ACCEPT, DOCUMENT_REVIEW_STATUSES, MESSAGES, documentFileError, type DocumentReviewStatus } from '@gruha/shared'
import { useAnswerToast } from './use-answer-toast'
import { Toast } from '~/components/toast'
import type { ProfileActionData } from './actions.server'
import type { IdProofDoc } from '@gruha/cms/services/profile'
import { ACCOUNT } from '~/i18n/namespaces/account'

/** Agent ID proof: a private document, reviewed by an admin (spec 001 messages). */
export function IdProofUpload({ documents }: { documents: IdProofDoc[] }) {
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  const f = useFormat()
  const fetcher = useFetcher<ProfileActionData>()
  const toast = useAnswerToast(fetcher.data)
  const input = useRef<HTMLInputElement>(null)
  const [clientError, setClientError] = useState<string | null>(null)
  const serverError = fetcher.data?.ok === false ? fetcher.data.message : null
  const error = clientError ?? serverError
  const reviewStatus = (s: string) =>
    (DOCUMENT_REVIEW_STATUSES as readonly string[]).includes(s) ? t(`profile.idProof.reviewStatus.${s as DocumentReviewStatus}`) : s
  return (
    <section className="card" aria-labelledby="id-proof-title">
      <Toast toast={toast} />
      <h2 id="id-proof-title">{t('profile.idProof.title')}</h2>
      {documents.length ? (
        <ul className="list">
          {documents.map((d) => (
            <li key={d.id}>
              {d.name} · <span className="badge">{reviewStatus(d.review_status)}</span> <span className="muted">{f.date(d.createdAt)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('profile.idProof.empty')}</p>
      )}
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={(event) => {
          const file = input.current?.files?.[0]
          const problem = !file ? MESSAGES.upload.chooseIdProof : documentFileError(file)
          setClientError(problem)
          if (problem) event.preventDefault()
        }}
      >
        <input type="hidden" name="intent" value="upload-id-proof" />
        <div className="field">
          <label htmlFor="field-id_proof">{t('profile.idProof.file')}</label>
          <input
            ref={input}
            id="field-id_proof"
            name="id_proof"
            type="file"
            accept={DOCUMENT_ACCEPT}
            aria-describedby="field-id_proof-error"
            aria-invalid={error ? true : undefined}
          />
          {error ? (
            <span id="field-id_proof-error" className="field-error" role="alert">
              {msg(error)}
            </span>
          ) : null}
        </div>
        <button type="submit" className="primary" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? t('profile.idProof.uploading') : t('profile.idProof.upload')}
        </button>
      </fetcher.Form>
    </section>
  )
}
