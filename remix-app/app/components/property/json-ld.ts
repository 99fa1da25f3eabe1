import type { PropertyView } from './property-view'

/** schema.org data for a listing page (RealEstateListing with an Offer and the place). */
export function propertyJsonLd(view: PropertyView, url: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: view.title,
    description: view.description.slice(0, 500),
    url,
    datePosted: view.createdAt.slice(0, 10),
    image: view.photos.map((p) => p.url),
    offers: view.amount
      ? {
          '@type': 'Offer',
          price: view.amount,
          priceCurrency: 'INR',
          businessFunction:
            view.listingType === 'RENT' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
          availability: view.status === 'active' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        }
      : undefined,
    contentLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: view.address,
        addressLocality: view.city,
        addressRegion: view.state ?? undefined,
        postalCode: view.zip ?? undefined,
        addressCountry: 'IN',
      },
      geo:
        view.latitude !== null && view.longitude !== null
          ? { '@type': 'GeoCoordinates', latitude: view.latitude, longitude: view.longitude }
          : undefined,
    },
  }
  // '<' escaped so the JSON can never close the script element it sits in.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
