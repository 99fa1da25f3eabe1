import { data, redirect } from '@remix-run/node'
import { MESSAGES, addDaysISO, createTourBookingSchema, formatTime12h, inquirySchema, propertyPath } from '@gruha/shared'
import { getPropertyPage } from '@gruha/cms/services/properties'
import { sendEnquiry } from '@gruha/cms/services/enquiries'
import { bookTour } from '@gruha/cms/services/tours'
import { savedPropertyIds } from '@gruha/cms/services/saved'
import { getListingTrust, readTrustSettings } from '@gruha/cms/services/trust'
import { getPriceInsight } from '@gruha/cms/services/insight'
import { emiFromUrl } from '~/components/property/emi-calculator'
import { toPropertyView } from '~/components/property/property-view'
import { formatTourDate } from '~/components/property/tour-date'
import { fieldErrorLists, parseForm } from '~/forms'
import { getFixedT, getLocale } from '~/i18n/i18n.server'
import { appErrorData } from '~/utils/app-error.server'
import { getUser, type SessionUser } from '~/utils/auth.server'
import { env } from '~/utils/env.server'
import { getPayloadClient } from '~/utils/payload.server'

async function loadPage(request: Request, slug: string | undefined) {
  const user = await getUser(request)
  const found = slug ? await getPropertyPage({ payload: await getPayloadClient(), user, slugOrId: slug }) : null
  if (!found) throw data({ message: MESSAGES.propertyDetail.notFound }, { status: 404 })
  // A listing's earlier slug (it was renamed) moves to its current address for good.
  if (found.redirectTo) throw redirect(found.redirectTo, 301)
  return { user, found }
}

/** The listing as the visitor may see it, with its trust checks, price insight, EMI and the forms' prefill. */
export async function loadPropertyPage(request: Request, slug: string | undefined) {
  const { user, found } = await loadPage(request, slug)
  const view = toPropertyView(found.property, { t: await getFixedT(request, ['property', 'messages']), locale: getLocale(request) }, [
    new URL(env().CMS_URL).origin,
    new URL(env().SITE_URL).origin,
  ])
  const payload = await getPayloadClient()
  const [saved, trust, settings, insight] = await Promise.all([
    savedPropertyIds(payload, user, [view.id]),
    getListingTrust({ payload, property: found.property }),
    readTrustSettings(payload),
    getPriceInsight({ payload, user, input: { property: found.property } }),
  ])
  const emi = insight.listingType === 'SALE' && insight.amount ? emiFromUrl(new URL(request.url), insight.amount) : null
  return data(
    {
      insight,
      emi,
      saved: saved.has(view.id),
      // The spec's Verified badge means at least the owner ID tier (issue 23).
      view: { ...view, verified: trust.verified },
      trust: { ...trust, validMonths: settings.verification_valid_months },
      owner: found.owner,
      canonical: `${env().SITE_URL}${propertyPath({ id: view.id, title: view.title, slug: view.slug })}`,
      signedIn: Boolean(user),
      prefill: {
        name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
        email: user?.email ?? '',
        phone: typeof user?.phone_number === 'string' ? user.phone_number : '',
      },
      // The tour form offers this date and the 59 after it (`tourDateOptions`).
      firstTourDate: addDaysISO(new Date(), 1),
    },
    // A calculator value the form sent that makes no sense: 400, the page still shows it as typed.
    { status: emi?.invalid.length ? 400 : 200 },
  )
}

/** The Send Enquiry or Book a Tour form, from a signed-in member, for the listing at `slug`. */
export async function enquireOrBookTour(
  request: Request,
  slug: string | undefined,
  form: FormData,
  intent: 'tour' | 'enquiry',
  user: SessionUser,
) {
  // The listing must be one this user may see; its id comes from the page, not the form.
  const { found } = await loadPage(request, slug)
  const payload = await getPayloadClient()
  const propertyUrl = `${env().SITE_URL}${propertyPath({ id: found.property.id, title: found.property.title, slug: found.property.slug })}`
  form.set('property', String(found.property.id))

  if (intent === 'enquiry') {
    const submission = parseForm(form, inquirySchema)
    if (submission.status !== 'success') {
      const message = Object.values(submission.error ?? {}).flat()[0] ?? MESSAGES.inquiry.failed
      return data({ intent, ok: false, message, result: submission.reply() }, { status: 400 })
    }
    try {
      await sendEnquiry({ payload, user, input: submission.value, propertyUrl })
    } catch (error) {
      return appErrorData(error, (e) => ({
        intent,
        ok: false,
        message: e.message,
        result: submission.reply({ fieldErrors: fieldErrorLists(e.fieldErrors) }),
      }))
    }
    return data({ intent, ok: true, message: MESSAGES.inquiry.success, result: submission.reply({ resetForm: true }) })
  }

  const submission = parseForm(form, createTourBookingSchema())
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? MESSAGES.tour.failed
    return data({ intent, ok: false, message, result: submission.reply() }, { status: 400 })
  }
  let booked
  try {
    booked = await bookTour({ payload, user, input: submission.value, propertyUrl })
  } catch (error) {
    return appErrorData(error, (e) => ({
      intent,
      ok: false,
      message: e.message,
      result: submission.reply({ formErrors: [e.message], fieldErrors: fieldErrorLists(e.fieldErrors) }),
    }))
  }
  return data({
    intent,
    ok: true,
    message: (await getFixedT(request, 'property'))('tour.success', {
      date: formatTourDate(booked.date, getLocale(request)),
      time: formatTime12h(submission.value.booking_time),
    }),
    result: submission.reply({ resetForm: true }),
  })
}
