// Values kept until the database announces a change (ADR 17): the site's settings and its page cache.
export { cachedUntilChanged, watchChanges } from '../../db/changes'
