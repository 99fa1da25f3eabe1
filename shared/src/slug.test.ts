import { describe, expect, it } from 'vitest'
import { propertyPath, slugify, transliterate } from './slug'

describe('slugify', () => {
  it('lower-cases and joins words with hyphens', () => {
    expect(slugify('Luxury 3BHK Villa in Banjara Hills')).toBe('luxury-3bhk-villa-in-banjara-hills')
  })

  it('strips accents and removes other characters', () => {
    expect(slugify('Café Résidence, Vijayawada!')).toBe('cafe-residence-vijayawada')
    expect(slugify('2 BHK @ ₹45 L (Negotiable)')).toBe('2-bhk-45-l-negotiable')
  })

  it('collapses repeated spaces and hyphens and trims them', () => {
    expect(slugify('  Plot -- near   NH-16 -  ')).toBe('plot-near-nh-16')
    expect(slugify('---a---')).toBe('a')
  })

  it("gives 'property' when nothing is left", () => {
    expect(slugify('')).toBe('property')
    expect(slugify('!!!')).toBe('property')
    expect(slugify(null)).toBe('property')
  })
})

describe('propertyPath', () => {
  it("uses the id when no slug is stored (the slugged title may be another listing's URL)", () => {
    expect(propertyPath({ id: 7, title: 'Sea View Flat' })).toBe('/property/7')
    expect(propertyPath({ id: 7, title: 'Sea View Flat', slug: ' ' })).toBe('/property/7')
  })

  it('prefers a stored slug when the property has a title', () => {
    expect(propertyPath({ id: 7, title: 'Sea View Flat', slug: 'sea-view-flat-7' })).toBe('/property/sea-view-flat-7')
  })

  it('uses the id when there is no title', () => {
    expect(propertyPath({ id: 42 })).toBe('/property/42')
    expect(propertyPath({ id: 'abc', title: '   ', slug: 'x' })).toBe('/property/abc')
    expect(propertyPath({ id: 9, title: null })).toBe('/property/9')
  })
})

describe('Telugu and Hindi titles', () => {
  it('are transliterated instead of collapsing to property', () => {
    expect(slugify('విల్లా')).toBe('villa')
    expect(slugify('హైటెక్ సిటీలో 2BHK ఫ్లాట్')).toBe('haitek-sitilo-2bhk-phlat')
    expect(slugify('हाईटेक सिटी में 2 BHK फ्लैट')).toBe('haitek-siti-men-2-bhk-phlait')
    expect(slugify('फ़्लैट और ज़मीन')).toBe('flait-aur-zamin')
    expect(slugify('మకాన్ ౧౨')).toBe('makan-12')
  })
  it('keeps the spec rule for Latin titles and mixed titles', () => {
    expect(slugify('Luxury Villa in Jubilee Hills')).toBe('luxury-villa-in-jubilee-hills')
    expect(slugify('3 BHK ఫ్లాట్ in Kukatpally')).toBe('3-bhk-phlat-in-kukatpally')
    expect(transliterate('Café 2BHK')).toBe('Café 2BHK')
  })
})
