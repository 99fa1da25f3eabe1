import { useState, type ReactNode } from 'react'
import { Link, useNavigate } from '@remix-run/react'
import { useFormat, useMessage, useTranslation } from '~/i18n'
import { LABELS, MESSAGES } from '@gruha/shared'
import type { OwnerContact } from '@gruha/cms/services/properties'
import type { SubmissionResult } from '~/forms'
import { DetailMap } from '~/components/map/lazy-map'
import type { PropertyView, Row } from './property-view'
import { Gallery } from './gallery'
import { EnquiryForm, type Prefill } from './enquiry-form'
import { TourForm } from './tour-form'
import { propertyJsonLd } from './json-ld'
import { SaveButton } from '~/components/saved/save-button'
import { ReportPanel } from '~/components/report/report-panel'
import { StickyActions, revealAndFocus } from './sticky-actions'
import type { ListingTrust } from '@gruha/cms/services/trust'
import { LastConfirmed, TrustBadges } from '~/components/trust/trust-badges'
import { ReraPanel } from '~/components/trust/rera-panel'
import { PROPERTY } from '~/i18n/namespaces/property'

type Result = { ok: boolean; message: string; result?: SubmissionResult } | null

type PropertyDetailProps = {
  view: PropertyView
  /** Verification tiers, last confirmation and RERA (issue 23). */
  trust: ListingTrust & { validMonths: number }
  owner: OwnerContact
  saved: boolean
  canonical: string
  signedIn: boolean
  prefill: Prefill
  /** The first date a tour may be booked for ('YYYY-MM-DD', the server's tomorrow). */
  firstTourDate: string
  enquiryResult: Result
  tourResult: Result
  busy: boolean
  /** Price insight and the EMI calculator (components/property/price-insight.tsx). */
  insight?: ReactNode
}

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="detail-rows">
      {rows.map((r) => (
        <div key={r.label}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function OwnerPanel({ owner }: { owner: OwnerContact }) {
  const { t } = useTranslation(PROPERTY)
  const msg = useMessage()
  return (
    <section className="detail-card" aria-labelledby="owner-title">
      <h2 id="owner-title">{t('detail.ownerDetails')}</h2>
      {owner.visible ? (
        <ul className="plain">
          <li>{owner.name}</li>
          {owner.email ? (
            <li>
              <a href={`mailto:${owner.email}`}>{owner.email}</a>
            </li>
          ) : null}
          {owner.phone ? (
            <li>
              <a href={`tel:${owner.phone}`}>{owner.phone}</a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="muted">{msg(MESSAGES.propertyDetail.ownerRestricted)}</p>
      )}
    </section>
  )
}

/** The listing page (spec 000 "Property detail page"). */
export function PropertyDetail({
  view,
  trust,
  owner,
  saved,
  canonical,
  signedIn,
  prefill,
  firstTourDate,
  enquiryResult,
  tourResult,
  busy,
  insight,
}: PropertyDetailProps) {
  const navigate = useNavigate()
  const { t } = useTranslation(PROPERTY)
  const msg = useMessage()
  const f = useFormat()
  const [tourOpen, setTourOpen] = useState(Boolean(tourResult && !tourResult.ok))
  const scheduleTour = () => {
    setTourOpen(true)
    // Once the panel has rendered: show it and put the focus on its first choice.
    requestAnimationFrame(() => revealAndFocus('tour'))
  }
  // Addresses often already name the city and state; add only what is missing.
  const place = [view.address, ...[view.city, view.state, view.zip].filter((part) => part && !view.address.includes(part))]
    .filter(Boolean)
    .join(', ')
  return (
    <main className="market property-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: propertyJsonLd(view, canonical) }} />
      <nav aria-label={t('detail.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t('detail.home')}</Link>
          </li>
          <li>
            <Link to={view.listingType === 'RENT' ? '/rent' : '/buy'}>{t('detail.properties')}</Link>
          </li>
          <li aria-current="page">{view.title}</li>
        </ol>
      </nav>
      <button type="button" className="link-button back" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/buy'))}>
        ← {t('detail.back')}
      </button>
      <header className="detail-header">
        <div>
          <h1>{view.title}</h1>
          <p className="muted">{place}</p>
          {view.customId ? (
            <p className="muted">
              {msg(LABELS.property.propertyId)}: {view.customId}
            </p>
          ) : null}
          <ul className="chips badges">
            <li>{view.typeLabel}</li>
            <li>{t(view.listingType === 'RENT' ? 'detail.forRent' : 'detail.forSale')}</li>
            {view.featured ? <li>{msg(LABELS.property.featured)}</li> : null}
            {view.verified ? <li>{msg(LABELS.property.verified)}</li> : null}
          </ul>
          <TrustBadges tiers={trust.tiers} validMonths={trust.validMonths} />
          <LastConfirmed at={trust.lastConfirmedAt} />
          <ReraPanel rera={trust.rera} />
        </div>
        <div className="detail-price-block">
          <SaveButton propertyId={view.id} saved={saved} withLabel />
          <p className="detail-price">
            {view.priceLabel}
            {view.listingType === 'SALE' && view.amount ? <small> ({f.compactPrice(view.amount)})</small> : null}
          </p>
        </div>
      </header>

      <div className="detail-layout">
        <div className="detail-main">
          <Gallery photos={view.photos} title={view.title} />

          <section className="detail-card" aria-labelledby="description-title">
            <h2 id="description-title">{t('detail.description')}</h2>
            <p className="pre-line">{view.description}</p>
          </section>
          {insight}

          {view.sections.map((s, i) => (
            <section key={`${s.title}-${i}`} className="detail-card">
              <h2>{s.title}</h2>
              {s.pdf ? (
                <iframe
                  className="section-pdf"
                  src={s.pdf}
                  title={s.title}
                  sandbox="allow-same-origin allow-scripts allow-downloads"
                  loading="lazy"
                />
              ) : (
                <p className="pre-line">{s.content}</p>
              )}
            </section>
          ))}

          <section className="detail-card" aria-labelledby="amenities-title">
            <h2 id="amenities-title">{msg(LABELS.property.amenitiesAndFeatures)}</h2>
            <h3 className="muted small-heading">{view.amenitiesTitle}</h3>
            <ul className="tag-list">
              {view.amenities.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </section>

          <section className="detail-card" aria-labelledby="nearby-title">
            <h2 id="nearby-title">{msg(LABELS.property.nearbyHighlights)}</h2>
            <ul className="tag-list">
              {view.nearby.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </section>

          {view.latitude !== null && view.longitude !== null ? (
            <section className="detail-card" aria-labelledby="location-title">
              <h2 id="location-title">{t('detail.location')}</h2>
              <div className="detail-map">
                <DetailMap latitude={view.latitude} longitude={view.longitude} title={view.title} />
              </div>
            </section>
          ) : null}
        </div>

        <aside className="detail-side">
          <section className="detail-card" aria-labelledby="details-title">
            <h2 id="details-title">{msg(LABELS.property.propertyDetails)}</h2>
            <Rows rows={view.priceRows} />
            <Rows rows={view.details} />
            <div className="detail-actions">
              <EnquiryForm propertyId={view.id} signedIn={signedIn} prefill={prefill} result={enquiryResult} busy={busy} />
              <TourForm
                open={tourOpen}
                setOpen={setTourOpen}
                propertyId={view.id}
                signedIn={signedIn}
                firstDate={firstTourDate}
                result={tourResult}
                busy={busy}
              />
            </div>
          </section>
          <OwnerPanel owner={owner} />
          <ReportPanel targetType="property" targetId={view.id} signedIn={signedIn} />
          {view.highlights.length ? (
            <section className="detail-card" aria-labelledby="highlights-title">
              <h2 id="highlights-title">{msg(LABELS.property.propertyHighlights)}</h2>
              <ul className="check-list">
                {view.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
      <StickyActions signedIn={signedIn} onScheduleTour={scheduleTour} />
    </main>
  )
}
