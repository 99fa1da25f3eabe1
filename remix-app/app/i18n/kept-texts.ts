/**
 * Texts worked out once per process on the server (ADR 17, ADR 31): components' `t` (use-translation.ts)
 * and loaders', actions' and mails' (`fixedT` in i18n.server.ts). i18next's own `t` took 10–30 µs a call
 * (it copies its ~40 options and resolves the language's fallbacks each time).
 */
import type { i18n as I18n, TFunction } from 'i18next'

/** Texts kept per process on the server; a list this long means keys or values come from data, so start again. */
const MAX_SERVER_TEXTS = 20_000
const serverTexts = new WeakMap<object, Map<string, string>>()

/** Options as part of a kept text's id, when they are plain values (a count, a name); else null. */
function optionsId(options: unknown): string | null {
  if (options === undefined) return ''
  if (typeof options === 'string') return `|${JSON.stringify(options)}`
  if (typeof options !== 'object' || options === null) return null
  for (const value of Object.values(options)) if ((typeof value === 'object' && value !== null) || typeof value === 'function') return null
  return `|${JSON.stringify(options)}`
}

/**
 * On the server every render's instance shares one catalogue that never changes after start-up
 * (i18n.server.ts), so a text is a function of its language, namespace, key and plain options, and is
 * worked out once per process rather than once per call: a dozen cards ask for the same labels on every
 * page. Options holding objects or functions, and the browser's instance, whose catalogue grows as
 * routes load, are not kept.
 */
export function keptOnServer(i18n: I18n, t: TFunction, prefix: string): TFunction {
  const catalogue = i18n.options.resources
  if (typeof document !== 'undefined' || !catalogue) return t
  let texts = serverTexts.get(catalogue)
  if (!texts) serverTexts.set(catalogue, (texts = new Map()))
  const store = texts
  const call = (...args: unknown[]): unknown => Reflect.apply(t, undefined, args)
  const kept = (key: unknown, ...rest: unknown[]) => {
    const variant = typeof key === 'string' && rest.length <= 1 ? optionsId(rest[0]) : null
    if (variant === null) return call(key, ...rest)
    const id = `${prefix}${String(key)}${variant}`
    let text = store.get(id)
    if (text === undefined) {
      const found = call(key, ...rest)
      if (typeof found !== 'string') return found
      if (store.size >= MAX_SERVER_TEXTS) store.clear()
      store.set(id, (text = found))
    }
    return text
  }
  // i18next's fixed t carries its language, namespace and key prefix as properties.
  return Object.assign(kept, t)
}
