import { createContext, useContext } from 'react'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce (server.mjs). */
    cspNonce?: string | null
  }
}

const NonceContext = createContext<string | undefined>(undefined)

/** Provides the CSP nonce while rendering on the server (entry.server.tsx). */
export const NonceProvider = NonceContext.Provider

/** The CSP nonce for inline scripts; undefined in the browser, which hides nonces from the DOM. */
export const useNonce = () => useContext(NonceContext)
