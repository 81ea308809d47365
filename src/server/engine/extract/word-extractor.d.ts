/** Types for word-extractor 1.0.4, which ships none (only what the DOC extractor uses). */
declare module 'word-extractor' {
  type TextOptions = {
    filterUnicode?: boolean
    includeHeadersAndFooters?: boolean
    includeBody?: boolean
    includeFooters?: boolean
  }
  class WordDocument {
    getBody(options?: TextOptions): string
    getHeaders(options?: TextOptions): string
    getFooters(options?: TextOptions): string
    getFootnotes(options?: TextOptions): string
    getEndnotes(options?: TextOptions): string
    getTextboxes(options?: TextOptions): string
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>
  }
}
