import { useEffect, useState, type FormEvent } from 'react'
import { useFetcher } from '@remix-run/react'
import {
  DOCUMENT_ACCEPT,
  LABELS,
  MESSAGES,
  SELLER_APPLICATION_BUSINESS_TYPES,
  SELLER_APPLICATION_BUSINESS_TYPE_LABELS,
  sellerApplicationSchema,
  sellerDocumentError,
} from '@gruha/shared'
import { Field } from '~/components/forms'
import { getFormProps, useSchemaForm, type SubmissionResult } from '~/forms'
import { useMessage, useTranslation } from '~/i18n'
import { PROPERTY } from '~/i18n/namespaces/property'
import { ProgressBar } from '~/components/uploads/progress-bar'
import { uploadWithProgress } from '~/components/uploads/upload-with-progress'
import { SELLER_DOCUMENTS, documentInputName, type SellerDocumentKey } from './seller-documents'
import { FieldError } from '~/components/field-error'

/** The /sell answer: submitted, or conform's result (field and document errors, the refusal as the form's error). */
export type SellActionData = { ok: true; message: string } | { ok: false; result: SubmissionResult }

type DocState = { percent: number | null; id: number | null; error: string | null; file: File | null }
const emptyDocs = () =>
  Object.fromEntries(SELLER_DOCUMENTS.map((d) => [d.key, { percent: null, id: null, error: null, file: null }])) as Record<
    SellerDocumentKey,
    DocState
  >

/**
 * Step 2 (spec 000 'Seller Verification'): the application fields and five documents. On
 * submit the documents upload one by one with a progress bar each; a bad file is skipped with
 * its message while the rest continue; then the application is sent with the stored ids.
 */
export function SellerVerificationForm({ onBack, onSubmitted }: { onBack: () => void; onSubmitted: () => void }) {
  const fetcher = useFetcher<SellActionData>()
  const [docs, setDocs] = useState(emptyDocs)
  /** Required documents not chosen, found in the browser before anything uploads. */
  const [missingDocs, setMissingDocs] = useState<Partial<Record<SellerDocumentKey, string>>>({})
  const [uploading, setUploading] = useState(false)
  const [banner, setBanner] = useState<string | null>(null)
  const msg = useMessage()
  const { t } = useTranslation(PROPERTY)
  const [form] = useSchemaForm({
    id: 'seller-verification-form',
    schema: sellerApplicationSchema,
    lastResult: fetcher.data?.ok === false ? fetcher.data.result : undefined,
  })

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) onSubmitted()
  }, [fetcher.state, fetcher.data, onSubmitted])

  const patchDoc = (key: SellerDocumentKey, patch: Partial<DocState>) => setDocs((prev) => ({ ...prev, [key]: { ...prev[key], ...patch } }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    // conform checks the fields with the schema the action uses, shows their messages and focuses the first.
    form.onSubmit(event)
    const fieldsInError = event.defaultPrevented
    event.preventDefault()
    const missing = Object.fromEntries(
      SELLER_DOCUMENTS.filter((d) => d.required && !docs[d.key].id && !docs[d.key].file).map((d) => [
        d.key,
        t('sell.verify.documentRequired', { document: msg(d.label) }),
      ]),
    )
    setMissingDocs(missing)
    setBanner(null)
    const firstMissing = SELLER_DOCUMENTS.find((d) => d.key in missing)
    if (fieldsInError || firstMissing) {
      if (!fieldsInError && firstMissing) document.getElementById(`doc-${firstMissing.key}`)?.focus()
      return
    }
    const body = new FormData(event.currentTarget)

    setUploading(true)
    const ids: Partial<Record<SellerDocumentKey, number>> = {}
    // One at a time, in order (spec: "per-document upload in turn").
    for (const d of SELLER_DOCUMENTS) {
      const state = docs[d.key]
      if (state.id) {
        ids[d.key] = state.id
        continue
      }
      if (!state.file) continue
      const problem = sellerDocumentError(d.label, state.file)
      if (problem) {
        patchDoc(d.key, { error: problem, percent: null })
        continue
      }
      patchDoc(d.key, { percent: 0, error: null })
      const answer = await uploadWithProgress({
        url: '/sell/documents',
        fields: { category: d.key },
        file: state.file,
        onProgress: (percent) => patchDoc(d.key, { percent }),
        fallbackMessage: MESSAGES.upload.documentUnsupported(d.label),
      })
      if (answer.ok) {
        ids[d.key] = answer.id
        patchDoc(d.key, { id: answer.id, percent: 100 })
      } else {
        patchDoc(d.key, { error: answer.message, percent: null })
      }
    }
    setUploading(false)

    const notUploaded = SELLER_DOCUMENTS.filter((d) => d.required && !ids[d.key])
    if (notUploaded.length) {
      setBanner(t('sell.verify.chooseValidFiles', { documents: notUploaded.map((d) => msg(d.label)).join(', ') }))
      return
    }
    for (const d of SELLER_DOCUMENTS) {
      const id = ids[d.key]
      if (id) body.append(documentInputName(d.key), String(id))
    }
    body.set('intent', 'submit')
    fetcher.submit(body, { method: 'post', action: '/sell' })
  }

  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.keys(sellerApplicationSchema.shape).map((name) => [name, form.allErrors[name]?.[0]]),
  )
  // The server names a missing document under its category (e.g. pan_card).
  const documentError = (key: SellerDocumentKey) => docs[key].error ?? missingDocs[key] ?? form.allErrors[key]?.[0]
  const formError = banner ?? form.errors?.[0]
  const busy = uploading || fetcher.state !== 'idle'
  return (
    <form className="card" method="post" {...getFormProps(form)} onSubmit={submit} aria-labelledby="seller-verification-title">
      <h1 id="seller-verification-title">{msg(LABELS.sell.verificationTitle)}</h1>
      {formError ? (
        <p className="form-error" role="alert" id={form.errorId}>
          {msg(formError)}
        </p>
      ) : null}
      <h2>{t('sell.verify.businessDetails')}</h2>
      <div className="row">
        <Field name="business_name" label={t('sell.verify.businessName')} error={errors.business_name} />
        <div className="field">
          <label htmlFor="field-business_type">{t('sell.verify.businessType')}</label>
          <select
            id="field-business_type"
            name="business_type"
            defaultValue=""
            aria-invalid={errors.business_type ? true : undefined}
            aria-describedby={errors.business_type ? 'field-business_type-error' : undefined}
          >
            <option value="">{t('sell.verify.selectBusinessType')}</option>
            {SELLER_APPLICATION_BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {msg(SELLER_APPLICATION_BUSINESS_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
          {errors.business_type ? <FieldError id="field-business_type-error">{msg(errors.business_type)}</FieldError> : null}
        </div>
      </div>
      <div className="row">
        <Field name="experience_years" label={t('sell.verify.experienceYears')} type="number" error={errors.experience_years} />
        <Field name="license_number" label={t('sell.verify.licenceNumber')} error={errors.license_number} />
      </div>
      <div className="row">
        <Field name="pan_number" label={t('sell.verify.panNumber')} error={errors.pan_number} />
        <Field name="gst_number" label={t('sell.verify.gstNumber')} error={errors.gst_number} />
      </div>
      <h2>{t('sell.verify.addressTitle')}</h2>
      <Field name="address" label={t('sell.verify.address')} autoComplete="street-address" error={errors.address} />
      <div className="row">
        <Field name="city" label={t('sell.verify.locality')} error={errors.city} />
        <Field name="pincode" label={t('sell.verify.pincode')} autoComplete="postal-code" error={errors.pincode} />
      </div>
      <div className="row">
        <Field name="state" label={t('sell.verify.state')} autoComplete="address-level1" error={errors.state} />
        <Field name="district" label={t('sell.verify.district')} error={errors.district} />
        <Field name="mandal" label={t('sell.verify.mandal')} error={errors.mandal} />
      </div>
      <h2>{t('sell.verify.bankTitle')}</h2>
      <div className="row">
        <Field name="bank_account" label={t('sell.verify.bankAccount')} autoComplete="off" error={errors.bank_account} />
        <Field name="ifsc_code" label={t('sell.verify.ifsc')} autoComplete="off" error={errors.ifsc_code} />
      </div>
      <h2>{t('sell.verify.documentsTitle')}</h2>
      <p className="muted">{t('sell.verify.documentsHint')}</p>
      {SELLER_DOCUMENTS.map((d) => {
        const state = docs[d.key]
        const error = documentError(d.key)
        return (
          <div key={d.key} className="field">
            <label htmlFor={`doc-${d.key}`}>
              {msg(d.label)}
              {d.required ? ' *' : ` ${t('sell.verify.optional')}`}
            </label>
            <input
              id={`doc-${d.key}`}
              type="file"
              accept={DOCUMENT_ACCEPT}
              disabled={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `doc-${d.key}-error` : undefined}
              onChange={(e) => patchDoc(d.key, { file: e.currentTarget.files?.[0] ?? null, id: null, error: null, percent: null })}
            />
            {state.percent !== null ? <ProgressBar label={msg(d.label)} percent={state.percent} /> : null}
            {state.id ? <span className="field-ok">{t('sell.verify.uploaded')}</span> : null}
            {error ? <FieldError id={`doc-${d.key}-error`}>{msg(error)}</FieldError> : null}
          </div>
        )
      })}
      <div className="row">
        <button type="button" className="secondary" onClick={onBack} disabled={busy}>
          {t('sell.verify.back')}
        </button>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('sell.verify.submitting') : msg(LABELS.sell.submitForVerification)}
        </button>
      </div>
    </form>
  )
}
