import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/i18n'
import { COMPANY } from '@gruha/shared'
import { ContentPage } from '~/components/content/content-page'
import { freshContentHeaders, loadContentPage } from '~/components/content/content-page.server'
import { PostTeasers } from '~/components/content/post-teasers'
import { SiteContactCard } from '~/components/content/site-contact-card'
import { seoMeta } from '~/components/content/seo'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import contentStyles from '~/components/content/content.css?url'
import { COMMON } from '~/i18n/namespaces/common'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo)
export const headers: HeadersFunction = () => freshContentHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  return data(await loadContentPage(request, 'about', '/about', { contact: true, teasers: 3 }), { headers: freshContentHeaders })
}

/** Spec 001 "About": story, values, privacy and terms summaries, blog teasers, contact details. */
export default function AboutPage() {
  const { page, contact, teasers } = useLoaderData<typeof loader>()
  const { t } = useTranslation(COMMON)
  return (
    <ContentPage page={page} lead={<p>{t('pages.about.founded', { year: COMPANY.founded })}</p>}>
      <ul className="link-strip">
        <li>
          <Link to="/privacy-policy">{t('footer.privacyPolicy')}</Link>
        </li>
        <li>
          <Link to="/terms-of-service">{t('footer.termsOfService')}</Link>
        </li>
        <li>
          <Link to="/blogs">{t('footer.blog')}</Link>
        </li>
      </ul>
      {teasers.length ? (
        <section aria-labelledby="about-blog">
          <h2 id="about-blog">{t('pages.about.fromBlog')}</h2>
          <PostTeasers posts={teasers} headingLevel={3} />
        </section>
      ) : null}
      {contact ? <SiteContactCard contact={contact} /> : null}
    </ContentPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
