import { AsyncLocalStorage } from 'node:async_hooks'

type Scope = Map<string, unknown>

// Remix gives every loader its own copy of the Request, so "this request" cannot be keyed on it.
// server.mjs opens one scope per HTTP request around Remix's handler; Symbol.for lets the server
// and the built app (separate module graphs) share the same storage.
const KEY = Symbol.for('gruha.requestScope')
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<Scope> }

export const requestScope: AsyncLocalStorage<Scope> = (holder[KEY] ??= new AsyncLocalStorage<Scope>())

/**
 * `make()` once per HTTP request for `key` (outside a request, e.g. in tests, every time).
 * Only for values that cannot change during the request.
 */
export function oncePerRequest<T>(key: string, make: () => T): T {
  const scope = requestScope.getStore()
  if (!scope) return make()
  if (!scope.has(key)) scope.set(key, make())
  return scope.get(key) as T
}
