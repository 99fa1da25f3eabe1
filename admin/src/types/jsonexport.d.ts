// jsonexport ships no types; this covers the one call the console makes (common/csv.ts).
declare module 'jsonexport/dist/index.js' {
  interface JsonExportOptions {
    /** Column order (the keys of the row objects). */
    headers?: string[]
    endOfLine?: string
  }
  export default function jsonexport(rows: Record<string, unknown>[], options?: JsonExportOptions): Promise<string>
}
