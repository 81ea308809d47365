// Entry of the extraction worker thread. The server and the CLI run under `node --import tsx`
// (inherited by workers), but test runners and other hosts may not: tsx's API loads the
// TypeScript worker either way.
import { tsImport } from 'tsx/esm/api'

await tsImport('./worker.ts', import.meta.url)
