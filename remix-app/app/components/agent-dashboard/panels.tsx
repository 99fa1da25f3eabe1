import { Link } from '@remix-run/react'
import { useCallback, useState, type ReactNode } from 'react'
import { useFormat, useMessage, useTranslation } from '~/i18n'
import type { AgentContact, AgentDashboard } from '@gruha/cms/services/agent-dashboard'
import { COMMISSION } from '@gruha/shared'
import { Toast, type ToastMessage } from '~/components/toast'
import type { ProfileActionData } from '~/components/profile/actions.server'
import type { loadProfile } from '~/components/profile/load-profile.server'
import { ProfileDetails, ProfileSummary } from '~/components/profile/profile-view'
import { ProfileEditForm } from '~/components/profile/profile-edit-form'
import { IdProofUpload } from '~/components/profile/id-proof-upload'
import { ChangePasswordWizard } from '~/components/profile/change-password-wizard'
import { BankDetailsWizard } from '~/components/profile/bank-details-wizard'
import { BarChart } from './bar-chart'
import { AGENT } from '~/i18n/namespaces/agent'

/** Spec 001 §9: 5 recent contacts on the dashboard, 10 in the activity tab. */
const RECENT = { dashboard: 5, activity: 10 }
type Props = { data: AgentDashboard }

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="card stat">
      <div className="muted">{label}</div>
      <strong>{value}</strong>
    </div>
  )
}

function useFigures() {
  const { t } = useTranslation(AGENT)
  const f = useFormat()
  const dash = t('dashboard.noValue')
  return {
    t,
    f,
    percent: (v: number | null) => (v === null ? dash : `${v}%`),
    minutes: (m: number | null) =>
      m === null
        ? dash
        : m < 60
          ? t('dashboard.minutes', { count: m })
          : t('dashboard.hours', { hours: Math.floor(m / 60), minutes: m % 60 }),
    rating: (r: AgentDashboard['stats']['rating']) =>
      r.average === null ? t('dashboard.noRating') : t('dashboard.ratingValue', { rating: r.average, count: r.count }),
    month: (key: string) => f.date(`${key}-01`, 'month'),
  }
}

/**
 * A wide table scrolls sideways inside its panel on phones, never the page; the region takes the
 * focus so a keyboard can scroll it too (axe scrollable-region-focusable).
 */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}

function Contacts({ contacts }: { contacts: AgentContact[] }) {
  const { t, f } = useFigures()
  if (contacts.length === 0) return <p className="muted">{t('dashboard.noContacts')}</p>
  return (
    <ScrollRegion label={t('dashboard.recentContacts')}>
      <table className="contacts">
        <thead>
          <tr>
            <th>{t('dashboard.columns.name')}</th>
            <th>{t('dashboard.columns.property')}</th>
            <th>{t('dashboard.columns.type')}</th>
            <th>{t('dashboard.columns.date')}</th>
            <th>{t('dashboard.columns.contact')}</th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((c) => (
            <tr key={`${c.kind}-${c.id}`}>
              <td>{c.name || t('dashboard.noValue')}</td>
              <td>{c.property}</td>
              <td>{t(`dashboard.contact.${c.kind}`)}</td>
              <td>{f.date(c.at, 'dateTime')}</td>
              <td>{[c.email, c.phone].filter(Boolean).join(' · ') || t('dashboard.noValue')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

export function DashboardTab({ data }: Props) {
  const { t, f, percent, minutes, rating } = useFigures()
  const s = data.stats
  return (
    <>
      <div className="stat-grid">
        <Stat label={t('dashboard.stats.totalAssignments')} value={s.totalAssignments} />
        <Stat label={t('dashboard.stats.accepted')} value={s.acceptedAssignments} />
        <Stat label={t('dashboard.stats.acceptanceRate')} value={percent(s.acceptanceRate)} />
        <Stat label={t('dashboard.stats.pending')} value={s.pendingAssignments} />
        <Stat label={t('dashboard.stats.totalEarnings')} value={f.price(data.earnings.total)} />
        <Stat label={t('dashboard.stats.monthlyCommission')} value={f.price(data.earnings.thisMonth)} />
        <Stat label={t('dashboard.stats.responseTime')} value={minutes(s.responseMinutes)} />
        <Stat label={t('dashboard.stats.rating')} value={rating(s.rating)} />
        <Stat label={t('dashboard.stats.todayContacts')} value={s.todayContacts} />
      </div>
      <p>
        <Link className="button" to="/agent/assignments">
          {t('dashboard.viewAssignments')}
        </Link>
      </p>
      <h2>{t('dashboard.recentContacts')}</h2>
      <Contacts contacts={data.recentContacts.slice(0, RECENT.dashboard)} />
    </>
  )
}

export function PerformanceTab({ data }: Props) {
  const { t, percent, minutes, rating, month } = useFigures()
  const s = data.stats
  return (
    <>
      <div className="stat-grid">
        <Stat label={t('dashboard.stats.conversionRate')} value={percent(s.conversionRate)} />
        <Stat label={t('dashboard.stats.responseTime')} value={minutes(s.responseMinutes)} />
        <Stat label={t('dashboard.stats.rating')} value={rating(s.rating)} />
        <Stat label={t('dashboard.stats.activeAssignments')} value={s.activeAssignments} />
        <Stat label={t('dashboard.stats.declined')} value={s.declinedAssignments} />
        <Stat label={t('dashboard.stats.expired')} value={s.expiredAssignments} />
        <Stat label={t('dashboard.stats.totalInquiries')} value={s.totalInquiries} />
        <Stat label={t('dashboard.stats.totalBookings')} value={s.totalBookings} />
      </div>
      <div className="card">
        <div className="muted" id="within-2h-label">
          {t('dashboard.stats.within2h')}
        </div>
        <div
          className="meter"
          role="meter"
          aria-labelledby="within-2h-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={s.respondedWithin2h ?? 0}
        >
          <span style={{ width: `${s.respondedWithin2h ?? 0}%` }} />
        </div>
        <strong>{percent(s.respondedWithin2h)}</strong>
      </div>
      <BarChart
        title={t('dashboard.charts.assignments')}
        groups={data.months.map((m) => month(m.month))}
        series={[
          { label: t('dashboard.charts.assigned'), color: '#9fc5b8', values: data.months.map((m) => m.assigned) },
          { label: t('dashboard.charts.accepted'), color: '#0f6e56', values: data.months.map((m) => m.accepted) },
        ]}
        emptyText={t('dashboard.charts.noAssignments')}
      />
    </>
  )
}

export function EarningsTab({ data }: Props) {
  const { t, f, month } = useFigures()
  const e = data.earnings
  return (
    <>
      <div className="stat-grid">
        <Stat label={t('dashboard.stats.totalEarnings')} value={f.price(e.total)} />
        <Stat label={t('dashboard.stats.monthlyCommission')} value={f.price(e.thisMonth)} />
        {(['sale', 'rental', 'conversion', 'bonus'] as const).map((rule) => (
          <Stat key={rule} label={t(`dashboard.earnings.rules.${rule}`)} value={f.price(e.byRule[rule])} />
        ))}
      </div>
      <BarChart
        title={t('dashboard.charts.earnings')}
        groups={data.months.map((m) => month(m.month))}
        series={[{ label: t('dashboard.charts.earned'), color: '#0f6e56', values: data.months.map((m) => m.earned) }]}
        format={f.price}
        tickFormat={f.compactPrice}
        emptyText={t('dashboard.charts.noEarnings')}
      />
      <section className="card">
        <h2>{t('dashboard.earnings.structure')}</h2>
        <ul>
          <li>{t('dashboard.earnings.saleRule', { percent: COMMISSION.salePercent })}</li>
          <li>{t('dashboard.earnings.rentalRule')}</li>
          <li>{t('dashboard.earnings.conversionRule', { amount: f.price(COMMISSION.perInquiryConversion) })}</li>
          <li>
            {t('dashboard.earnings.bonusRule', { percent: COMMISSION.monthlyBonusPercent, max: f.price(COMMISSION.monthlyBonusMax) })}
          </li>
        </ul>
      </section>
      <h2>{t('dashboard.earnings.ledger')}</h2>
      {e.recent.length === 0 ? (
        <p className="muted">{t('dashboard.earnings.noLedger')}</p>
      ) : (
        <ScrollRegion label={t('dashboard.earnings.ledger')}>
          <table className="contacts">
            <thead>
              <tr>
                <th>{t('dashboard.columns.date')}</th>
                <th>{t('dashboard.columns.rule')}</th>
                <th>{t('dashboard.columns.base')}</th>
                <th>{t('dashboard.columns.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {e.recent.map((row) => (
                <tr key={row.id}>
                  <td>{f.date(row.at)}</td>
                  <td>{t(`dashboard.earnings.rules.${row.rule}`)}</td>
                  <td>{row.baseAmount === null ? t('dashboard.noValue') : f.price(row.baseAmount)}</td>
                  <td>{f.price(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  )
}

export function ActivityTab({ data }: Props) {
  const { t } = useFigures()
  return (
    <>
      <div className="stat-grid">
        <Stat label={t('dashboard.stats.todayContacts')} value={data.stats.todayContacts} />
        <Stat label={t('dashboard.stats.totalInquiries')} value={data.stats.totalInquiries} />
        <Stat label={t('dashboard.stats.totalBookings')} value={data.stats.totalBookings} />
      </div>
      <h2>{t('dashboard.recentContacts')}</h2>
      <Contacts contacts={data.recentContacts.slice(0, RECENT.activity)} />
    </>
  )
}

type SettingsProps = Awaited<ReturnType<typeof loadProfile>> & { panel: string | null; onClosePanel: () => void }

/** Agent Profile: the profile (licence, name and e-mail read-only), password, bank details and ID proof. */
export function SettingsTab({ profile, bank, documents, panel, onClosePanel }: SettingsProps) {
  const { t } = useTranslation(AGENT)
  const msg = useMessage()
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const saved = useCallback(
    (result: ProfileActionData) => result.message && setToast({ kind: result.ok ? 'success' : 'error', message: msg(result.message) }),
    [msg],
  )
  return (
    <div className="profile-grid">
      <Toast toast={toast} />
      <section className="card" aria-label={t('dashboard.tabs.settings')}>
        <ProfileSummary profile={profile} />
        <ProfileDetails profile={profile} />
        <ProfileEditForm profile={profile} onDone={saved} />
      </section>
      <div className="profile-side">
        <div className="lead-actions">
          <Link className="button" to="?panel=change-password" preventScrollReset>
            {t('dashboard.settings.changePassword')}
          </Link>
          <Link className="button" to="?panel=bank-details" preventScrollReset>
            {t('dashboard.settings.bankDetails')}
          </Link>
        </div>
        {panel === 'change-password' ? <ChangePasswordWizard phone={profile.phone_number} onClose={onClosePanel} /> : null}
        {panel === 'bank-details' ? <BankDetailsWizard phone={profile.phone_number} current={bank} onClose={onClosePanel} /> : null}
        <IdProofUpload documents={documents} />
      </div>
    </div>
  )
}

export function HelpTab({ phone, email }: { phone: string; email: string | null }) {
  const { t } = useTranslation(AGENT)
  return (
    <section className="card">
      <p>{t('dashboard.help.intro')}</p>
      <dl>
        <dt>{t('dashboard.help.phone')}</dt>
        <dd>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </dd>
        {email ? (
          <>
            <dt>{t('dashboard.help.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        ) : null}
      </dl>
      <h2>{t('dashboard.help.faqTitle')}</h2>
      <p>
        <strong>{t('dashboard.help.q1')}</strong>
        <br />
        {t('dashboard.help.a1')}
      </p>
      <p>
        <strong>{t('dashboard.help.q2')}</strong>
        <br />
        {t('dashboard.help.a2')}
      </p>
    </section>
  )
}
