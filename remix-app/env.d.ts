/// <reference types="@remix-run/node" />
/// <reference types="vite/client" />

/** A cut English catalogue (json-frame.ts): its frame's groups, or the others. */
declare module '*.json?frame' {
  const groups: Record<string, unknown>
  export default groups
}
declare module '*.json?rest' {
  const groups: Record<string, unknown>
  export default groups
}
/** A `messages` file keyed by English instead of SiteTextKey (messages-by-english.ts). */
declare module '*.json?by-english' {
  const byEnglish: Record<string, string>
  export default byEnglish
}
