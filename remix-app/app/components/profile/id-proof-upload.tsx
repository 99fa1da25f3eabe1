import { useRef, useState } from 'react'
import { useFetcher } from '@remix-run/react'
import { DOCUMENT_ACCEPT, MESSAGES, documentFileError } from '@gruha/shared'
import { useAnswerToast } from './use-answer-toast'
import { Toast } from '~/components/toast'
import type { ProfileActionData } from './actions.server'
import type { IdProofDoc } from './types'

/** Agent ID proof: a private document, reviewed by an admin (spec 001 messages). */
export function IdProofUpload({ documents }: { documents: IdProofDoc[] }) {
  const fetcher = useFetcher<ProfileActionData>()
  const toast = useAnswerToast(fetcher.data)
  const input = useRef<HTMLInputElement>(null)
  const [clientError, setClientError] = useState<string | null>(null)
  const serverError = fetcher.data?.ok === false ? fetcher.data.message : null
  const error = clientError ?? serverError
  return (
    <section className="card" aria-labelledby="id-proof-title">
      <Toast toast={toast} />
      <h2 id="id-proof-title">ID Proof</h2>
      {documents.length ? (
        <ul className="list">
          {documents.map((d) => (
            <li key={d.id}>
              {d.name} · <span className="badge">{d.review_status}</span>{' '}
              <span className="muted">{new Date(d.createdAt).toLocaleDateString('en-IN')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No ID proof uploaded yet.</p>
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
          <label htmlFor="field-id_proof">ID proof (PNG, JPG, JPEG or PDF, max 5MB)</label>
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
              {error}
            </span>
          ) : null}
        </div>
        <button type="submit" className="primary" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Uploading...' : 'Upload ID Proof'}
        </button>
      </fetcher.Form>
    </section>
  )
}
