import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { COMPANY } from '@gruha/shared'
import { ContentPage } from '~/components/content/content-page'
import { freshContentHeaders, loadContentPage } from '~/components/content/content-page.server'
import { PostTeasers } from '~/components/content/post-teasers'
import { SiteContactCard } from '~/components/content/site-contact-card'
import { seoMeta } from '~/components/content/seo'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import contentStyles from '~/components/content/content.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo)
export const headers: HeadersFunction = () => freshContentHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  return data(await loadContentPage(request, 'about', '/about', { contact: true, teasers: 3 }), { headers: freshContentHeaders })
}

/** Spec 001 "About": story, values, privacy and terms summaries, blog teasers, contact details. */
export default function AboutPage() {
  const { page, contact, teasers } = useLoaderData<typeof loader>()
  return (
    <ContentPage
      page={page}
      lead={
        <p>
          Founded in {COMPANY.founded} in {COMPANY.city}, {COMPANY.state}.
        </p>
      }
    >
      <ul className="link-strip">
        <li>
          <Link to="/privacy-policy">Privacy Policy</Link>
        </li>
        <li>
          <Link to="/terms-of-service">Terms of Service</Link>
        </li>
        <li>
          <Link to="/blogs">Blog</Link>
        </li>
      </ul>
      {teasers.length ? (
        <section aria-labelledby="about-blog">
          <h2 id="about-blog">From our blog</h2>
          <PostTeasers posts={teasers} headingLevel={3} />
        </section>
      ) : null}
      {contact ? <SiteContactCard contact={contact} /> : null}
    </ContentPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary
