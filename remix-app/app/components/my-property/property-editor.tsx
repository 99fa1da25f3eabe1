import { useMemo, useRef, useState, type FormEvent } from 'react'
import { useFetcher } from '@remix-run/react'
import { useMessage, useTranslation } from '~/i18n'
import type { TFunction } from 'i18next'
import {
  CITIES,
  MESSAGES,
  PROPERTY_FIELDS,
  PROPERTY_IMAGE_ACCEPT,
  PROPERTY_TYPE_PICKER,
  PROPERTY_TYPES,
  isListingTypeLocked,
  isOneOf,
  listingTypeFor,
  myPropertySchema,
  propertyFormSections,
  type PropertyFieldDef,
  type PropertyType,
} from '@gruha/shared'
import { PinMap } from '~/components/map/lazy-map'
import { citiesFor, type ActiveLocations } from '~/components/search/locations'
import { ProgressBar } from '~/components/uploads/progress-bar'
import { uploadWithProgress } from '~/components/uploads/upload-with-progress'
import type { FieldErrors } from '~/components/forms'
import { getFormProps, useSchemaForm, type SubmissionResult } from '~/forms'
import { LIST_FIELDS, type FormValues, type PropertyFormInitial, type SectionValue, type UploadedFile } from './property-values'
import { FieldError } from '~/components/field-error'
import { MEMBER } from '~/i18n/namespaces/member'
import { PROPERTY } from '~/i18n/namespaces/property'

/** A refused save: conform's result (the form's message and the field errors). */
export type PropertyActionData = { ok: false; result: SubmissionResult<string[]> }

const IMAGE_TYPES = ['image/png', 'image/jpeg']
const LOCATION_FIELDS = new Set(['address', 'city', 'state', 'district', 'mandal', 'zip_code', 'latitude', 'longitude'])

/** The first message of each field, nested ones under their field (`sections[0].title` under `sections`). */
const firstErrors = (all: Record<string, string[]>): FieldErrors => {
  const out: FieldErrors = {}
  for (const [path, messages] of Object.entries(all)) if (path) out[path.split(/[.[]/)[0]] ??= messages[0]
  return out
}

let sectionSeq = 0
const newSectionKey = () => `n${++sectionSeq}`

/** A field's label from the `property` catalogue (the shared definition's English is the fallback). */
type EditorT = TFunction<readonly ['member', 'property']>
const labelOf = (t: EditorT, def: PropertyFieldDef) => t(`property:fields.${def.name}`, { defaultValue: def.label })
const choiceOf = (t: EditorT, def: PropertyFieldDef, value: string, label: string) =>
  t(`property:choices.${def.name}.${value.replace(/[^A-Za-z0-9_]/g, '_')}`, { defaultValue: label })

function FieldInput({
  def,
  value,
  error,
  required,
  onChange,
}: {
  def: PropertyFieldDef
  value: FormValues[string] | undefined
  error?: string
  /** Marked with an asterisk (hidden from screen readers, which hear aria-required instead). */
  required?: boolean
  onChange: (v: FormValues[string]) => void
}) {
  const { t } = useTranslation([MEMBER, PROPERTY])
  const msg = useMessage()
  const id = `property-${def.name}`
  const errorId = `${id}-error`
  const common = {
    id,
    name: def.name,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  }
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : ''
  let input
  switch (def.kind) {
    case 'boolean':
      return (
        <div className="field checkbox-field">
          <label htmlFor={id}>
            <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} /> {labelOf(t, def)}
          </label>
        </div>
      )
    case 'checklist':
      return (
        <fieldset className="field checklist">
          <legend>{labelOf(t, def)}</legend>
          {(def.choices ?? []).map((c) => {
            const list = Array.isArray(value) ? value : []
            return (
              <label key={c.value}>
                <input
                  type="checkbox"
                  name={def.name}
                  value={c.value}
                  checked={list.includes(c.value)}
                  onChange={(e) => onChange(e.target.checked ? [...list, c.value] : list.filter((v) => v !== c.value))}
                />{' '}
                {choiceOf(t, def, c.value, c.label)}
              </label>
            )
          })}
        </fieldset>
      )
    case 'textarea':
      input = <textarea {...common} rows={4} value={text} onChange={(e) => onChange(e.target.value)} />
      break
    case 'select':
      input = (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('addProperty.select')}</option>
          {(def.choices ?? []).map((c) => (
            <option key={c.value} value={c.value}>
              {choiceOf(t, def, c.value, c.label)}
            </option>
          ))}
        </select>
      )
      break
    case 'tags':
      input = (
        <input
          {...common}
          placeholder={t('addProperty.commaSeparated')}
          value={text}
          onChange={(e) =>
            onChange(
              e.target.value
                .split(',')
                .map((s, i, all) => (i < all.length - 1 ? s.trim() : s.trimStart()))
                .filter((s, i, all) => s !== '' || i === all.length - 1),
            )
          }
        />
      )
      break
    default:
      input = (
        <input
          {...common}
          type={def.kind === 'date' ? 'date' : 'text'}
          inputMode={def.kind === 'decimal' ? 'decimal' : def.kind === 'integer' ? 'numeric' : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )
  }
  return (
    <div className="field">
      {/* The mark sits beside the label, not in it, so the field's name stays its label (the input says required). */}
      <span className="field-label">
        <label htmlFor={id}>{labelOf(t, def)}</label>
        {required ? (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {input}
      {error ? <FieldError id={errorId}>{msg(error)}</FieldError> : null}
    </div>
  )
}

/**
 * The owner's property form, for Add and Edit alike: the shared definition of the form
 * (`propertyFormSections`, also used by the console) for the chosen type and listing type,
 * amenities, custom sections with an uploaded PDF, images uploaded with progress, and the location
 * with a pin set by clicking the map. Checked in the browser with the schema the action uses.
 */
export function PropertyEditor({
  initial,
  submitLabel,
  locations,
}: {
  initial: PropertyFormInitial
  submitLabel: string
  locations: ActiveLocations
}) {
  const { t } = useTranslation([MEMBER, PROPERTY])
  const msg = useMessage()
  const fetcher = useFetcher<PropertyActionData>()
  const [values, setValues] = useState<FormValues>(initial.values)
  const [images, setImages] = useState<UploadedFile[]>(initial.images)
  const [uploads, setUploads] = useState<{ key: string; name: string; percent: number }[]>([])
  const [imageMessage, setImageMessage] = useState<string | null>(null)
  const [sections, setSections] = useState<SectionValue[]>(initial.sections)
  // A section's PDF refused by the upload: shown on that section until the next submit.
  const [uploadErrors, setUploadErrors] = useState<FieldErrors>({})
  const fileInput = useRef<HTMLInputElement>(null)

  // A new listing starts with no type: the owner chooses it, and the fields for that type follow.
  const type: PropertyType | null = isOneOf(PROPERTY_TYPES, values.property_type) ? values.property_type : null
  const chosenListing = values.listing_type === 'RENT' ? 'RENT' : 'SALE'
  const listing = type ? listingTypeFor(type, chosenListing) : chosenListing
  const formSections = useMemo(() => (type ? propertyFormSections(type, listing, 'member') : []), [type, listing])
  // Checked with the action's schema on what is posted: the fields shown for the type, and the uploads.
  const [form] = useSchemaForm({ id: 'property-form', schema: myPropertySchema, lastResult: fetcher.data?.result, readForm: buildForm })
  const errors: FieldErrors = { ...firstErrors(form.allErrors), ...uploadErrors }
  const busy = fetcher.state !== 'idle' || uploads.length > 0
  const set = (name: string, v: FormValues[string]) => setValues((prev) => ({ ...prev, [name]: v }))
  const str = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '')

  const cityCenter = useMemo((): readonly [number, number] => {
    const city = CITIES.find((c) => c.name === str('city') && (!str('state') || c.state === str('state')))
    return city ? [city.latitude, city.longitude] : [17.385, 78.4867]
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.city, values.state])
  const lat = Number(str('latitude'))
  const lng = Number(str('longitude'))
  const pin = str('latitude') && str('longitude') && Number.isFinite(lat) && Number.isFinite(lng) ? { latitude: lat, longitude: lng } : null

  async function addImages(files: FileList | null) {
    if (!files) return
    const chosen = [...files]
    const allowed = chosen.filter((f) => IMAGE_TYPES.includes(f.type) || /\.(png|jpe?g)$/i.test(f.name))
    setImageMessage(allowed.length < chosen.length ? MESSAGES.upload.imagesSkipped : null)
    for (const file of allowed) {
      const key = `${file.name}-${newSectionKey()}`
      setUploads((u) => [...u, { key, name: file.name, percent: 0 }])
      const answer = await uploadWithProgress({
        url: '/add-property/upload?kind=image',
        fields: {},
        file,
        onProgress: (percent) => setUploads((u) => u.map((x) => (x.key === key ? { ...x, percent } : x))),
        fallbackMessage: MESSAGES.upload.imagesSkipped,
      })
      setUploads((u) => u.filter((x) => x.key !== key))
      if (answer.ok)
        setImages((list) => [
          ...list,
          // The name the owner chose; the store may have renamed the file to keep it unique.
          { id: answer.id, name: file.name, url: 'url' in answer && typeof answer.url === 'string' ? answer.url : null },
        ])
      else setImageMessage(answer.message)
    }
    if (fileInput.current) fileInput.current.value = ''
  }

  async function attachPdf(key: string, file: File | undefined) {
    if (!file) return
    setSections((list) => list.map((s) => (s.key === key ? { ...s, document: null } : s)))
    setUploads((u) => [...u, { key, name: file.name, percent: 0 }])
    const answer = await uploadWithProgress({
      url: '/add-property/upload?kind=pdf',
      fields: {},
      file,
      onProgress: (percent) => setUploads((u) => u.map((x) => (x.key === key ? { ...x, percent } : x))),
      fallbackMessage: MESSAGES.properties.pdfOnly,
    })
    setUploads((u) => u.filter((x) => x.key !== key))
    if (answer.ok) {
      const url = 'url' in answer && typeof answer.url === 'string' ? answer.url : null
      setSections((list) => list.map((s) => (s.key === key ? { ...s, document: { id: answer.id, name: file.name, url } } : s)))
      setUploadErrors((e) => ({ ...e, [`section-${key}`]: undefined }))
    } else {
      setUploadErrors((e) => ({ ...e, [`section-${key}`]: answer.message }))
    }
  }

  function buildForm(): FormData {
    const form = new FormData()
    const shown = new Set(formSections.flatMap((s) => s.fields.map((f) => f.name as string)))
    for (const name of ['property_type', 'listing_type', ...LOCATION_FIELDS]) shown.add(name)
    for (const name of shown) {
      const v = values[name]
      if ((LIST_FIELDS as readonly string[]).includes(name)) {
        for (const item of Array.isArray(v) ? v : []) if (item.trim()) form.append(name, item.trim())
      } else if (typeof v === 'boolean') form.append(name, v ? 'true' : 'false')
      else if (typeof v === 'string') form.append(name, v)
    }
    form.set('listing_type', listing)
    form.set('images', JSON.stringify(images.map((i) => i.id)))
    form.set('sections', JSON.stringify(sections.map((s) => ({ title: s.title, content: s.content, document: s.document?.id ?? null }))))
    return form
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setUploadErrors({})
    form.onSubmit(event)
    if (event.defaultPrevented) {
      // The first mistake in the page's order, a section's title included (conform focuses named fields only).
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    event.preventDefault()
    fetcher.submit(buildForm(), { method: 'post' })
  }

  const locked = type ? isListingTypeLocked(type) : false
  return (
    <form method="post" className="property-editor" {...getFormProps(form)} onSubmit={onSubmit}>
      {form.errors?.[0] ? (
        <p className="form-error" role="alert" id={form.errorId}>
          {msg(form.errors[0])}
        </p>
      ) : null}
      <section className="card">
        <h2>{t('property:fields.property_type')}</h2>
        <div className="type-picker" role="radiogroup" aria-label={t('property:fields.property_type')}>
          {PROPERTY_TYPE_PICKER.map((group) => (
            <fieldset key={group.key}>
              <legend>{t(`property:categories.${group.key}`)}</legend>
              {group.types.map((option) => (
                <label key={option.value} className={option.value === type ? 'chip active' : 'chip'}>
                  <input
                    type="radio"
                    name="property_type"
                    value={option.value}
                    checked={option.value === type}
                    onChange={() => set('property_type', option.value)}
                  />{' '}
                  {t(`property:types.${option.value}`)}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      </section>
      {type ? null : <p className="muted choose-type-hint">{t('addProperty.chooseTypeFirst')}</p>}
      {formSections.map((section) => {
        if (section.key === 'images') {
          return (
            <section key="images" className="card">
              <h2>{t(`property:sections.${section.key}`)}</h2>
              <label className="button" htmlFor="property-images">
                {t('addProperty.uploadImages')}
              </label>
              <input
                ref={fileInput}
                id="property-images"
                className="visually-hidden"
                type="file"
                multiple
                accept={PROPERTY_IMAGE_ACCEPT}
                onChange={(e) => void addImages(e.target.files)}
              />
              <p className="muted">{t('addProperty.imagesHint')}</p>
              {imageMessage ? (
                <p className="field-error" role="alert">
                  {msg(imageMessage)}
                </p>
              ) : null}
              {uploads
                .filter((u) => !sections.some((s) => s.key === u.key))
                .map((u) => (
                  <ProgressBar key={u.key} percent={u.percent} label={u.name} />
                ))}
              <ul className="image-list">
                {images.map((img, i) => (
                  <li key={img.id}>
                    {img.url ? <img src={img.url} alt="" width={120} height={90} /> : null}
                    <span>{img.name}</span>
                    {i === 0 ? <span className="badge">{t('addProperty.cover')}</span> : null}
                    <button type="button" className="link" onClick={() => setImages((list) => list.filter((x) => x.id !== img.id))}>
                      {t('addProperty.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )
        }
        if (section.key === 'sections') {
          return (
            <section key="sections" className="card">
              <h2>{t(`property:sections.${section.key}`)}</h2>
              {sections.map((s, i) => (
                <div key={s.key} className="custom-section">
                  <div className="field">
                    <label htmlFor={`section-${s.key}-title`}>{t('addProperty.sectionTitle')}</label>
                    <input
                      id={`section-${s.key}-title`}
                      value={s.title}
                      aria-invalid={errors.sections && !s.title ? true : undefined}
                      onChange={(e) => setSections((list) => list.map((x) => (x.key === s.key ? { ...x, title: e.target.value } : x)))}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={`section-${s.key}-content`}>{t('addProperty.sectionContent')}</label>
                    <textarea
                      id={`section-${s.key}-content`}
                      rows={3}
                      value={s.content}
                      onChange={(e) => setSections((list) => list.map((x) => (x.key === s.key ? { ...x, content: e.target.value } : x)))}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={`section-${s.key}-pdf`}>{t('addProperty.sectionPdf')}</label>
                    <input
                      id={`section-${s.key}-pdf`}
                      type="file"
                      accept="application/pdf,.pdf"
                      onChange={(e) => void attachPdf(s.key, e.target.files?.[0])}
                    />
                    {uploads
                      .filter((u) => u.key === s.key)
                      .map((u) => (
                        <ProgressBar key={u.key} percent={u.percent} label={u.name} />
                      ))}
                    {s.document ? <span className="muted">{t('addProperty.attached', { name: s.document.name })}</span> : null}
                    {errors[`section-${s.key}`] ? <FieldError>{msg(errors[`section-${s.key}`])}</FieldError> : null}
                  </div>
                  <button type="button" className="link" onClick={() => setSections((list) => list.filter((x) => x.key !== s.key))}>
                    {t('addProperty.removeSection', { number: i + 1 })}
                  </button>
                </div>
              ))}
              {errors.sections ? <FieldError>{msg(errors.sections)}</FieldError> : null}
              <button
                type="button"
                className="secondary"
                onClick={() => setSections((list) => [...list, { key: newSectionKey(), title: '', content: '', document: null }])}
              >
                {t('addProperty.addSection')}
              </button>
            </section>
          )
        }
        if (section.key === 'location') {
          const stateCities = citiesFor(locations, str('state'))
          return (
            <section key="location" className="card">
              <h2>{t(`property:sections.${section.key}`)}</h2>
              <div className="form-grid">
                <div className="field">
                  <label htmlFor="property-state">{t('property:fields.state')}</label>
                  <select
                    id="property-state"
                    value={str('state')}
                    aria-invalid={errors.state ? true : undefined}
                    onChange={(e) => setValues((v) => ({ ...v, state: e.target.value, city: '' }))}
                  >
                    <option value="">{t('addProperty.selectState')}</option>
                    {locations.states.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                  {errors.state ? <FieldError>{msg(errors.state)}</FieldError> : null}
                </div>
                <FieldInput
                  def={PROPERTY_FIELDS.district}
                  value={values.district}
                  error={errors.district}
                  onChange={(v) => set('district', v)}
                />
                <FieldInput def={PROPERTY_FIELDS.mandal} value={values.mandal} error={errors.mandal} onChange={(v) => set('mandal', v)} />
                <div className="field">
                  <label htmlFor="property-city">{t('property:fields.city')}</label>
                  <input
                    id="property-city"
                    list="property-city-options"
                    value={str('city')}
                    aria-invalid={errors.city ? true : undefined}
                    onChange={(e) => set('city', e.target.value)}
                  />
                  <datalist id="property-city-options">
                    {stateCities.map((c) => (
                      <option key={c} value={c} />
                    ))}
                  </datalist>
                  {errors.city ? <FieldError>{msg(errors.city)}</FieldError> : null}
                </div>
                <FieldInput
                  def={PROPERTY_FIELDS.address}
                  value={values.address}
                  error={errors.address}
                  onChange={(v) => set('address', v)}
                />
                <FieldInput
                  def={PROPERTY_FIELDS.zip_code}
                  value={values.zip_code}
                  error={errors.zip_code}
                  onChange={(v) => set('zip_code', v)}
                />
              </div>
              <p className="muted">{t('addProperty.mapHint')}</p>
              <p className="muted" id="pin-map-keys">
                {t('addProperty.mapKeys')}
              </p>
              <PinMap
                pin={pin}
                center={cityCenter}
                label={t('addProperty.mapLabel')}
                keysHintId="pin-map-keys"
                onPick={(latitude, longitude) => setValues((v) => ({ ...v, latitude: String(latitude), longitude: String(longitude) }))}
              />
              <p className="muted" data-testid="pin-coordinates">
                {pin ? t('addProperty.pinAt', { latitude: pin.latitude, longitude: pin.longitude }) : t('addProperty.noPin')}
              </p>
            </section>
          )
        }
        return (
          <section key={section.key} className="card">
            <h2>
              {section.key === 'details' && type
                ? t('addProperty.detailsTitle', { type: t(`property:types.${type}`) })
                : t(`property:sections.${section.key}`)}
            </h2>
            <div className="form-grid">
              {section.fields
                .filter((def) => def.name !== 'property_type')
                .map((def) =>
                  def.name === 'listing_type' ? (
                    <div className="field" key="listing_type">
                      <label htmlFor="property-listing_type">{t('property:fields.listing_type')}</label>
                      <select
                        id="property-listing_type"
                        value={listing}
                        disabled={locked}
                        onChange={(e) => set('listing_type', e.target.value)}
                      >
                        <option value="SALE">{t('myProperties.forSale')}</option>
                        <option value="RENT">{t('myProperties.forRent')}</option>
                      </select>
                    </div>
                  ) : (
                    <FieldInput
                      key={def.name}
                      def={def}
                      value={values[def.name]}
                      error={errors[def.name]}
                      required={(section.required as readonly string[]).includes(def.name)}
                      onChange={(v) => set(def.name, v)}
                    />
                  ),
                )}
            </div>
          </section>
        )
      })}
      {type ? (
        <div className="form-actions">
          <button type="submit" className="primary" disabled={busy}>
            {fetcher.state !== 'idle' ? t('addProperty.saving') : submitLabel}
          </button>
        </div>
      ) : null}
    </form>
  )
}
