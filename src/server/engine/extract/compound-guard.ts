/**
 * Guard for Word 97–2003 (.doc) files, run before word-extractor reads them, as the zip guard is for
 * DOCX: the compound file's counts must fit the file, and every sector chain the reader will follow
 * (the directory, the short-sector table, the streams) must stay inside its allocation table and end.
 * word-extractor follows a chain until it ends — a cycle longer than one sector grows an array until
 * the worker's heap gives out, which can take the whole process down with it — and sizes its tables
 * from the header's counts. The directory's tree must be a tree (each entry reached once).
 */

export class CompoundRefused extends Error {}

const HEADER_BYTES = 512
/** Entries of the master table in the header itself. */
const HEADER_MSAT_ENTRIES = 109
const DIRECTORY_ENTRY_BYTES = 128
const ROOT_ENTRY = 5
const STORAGE_ENTRY = 1
const STREAM_ENTRY = 2
const NO_ENTRY = -1

export function checkDocCompound(bytes: Uint8Array): void {
  if (bytes.byteLength < HEADER_BYTES) throw new CompoundRefused('shorter than its header')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const int32 = (at: number) => {
    if (at < 0 || at + 4 > bytes.byteLength) throw new CompoundRefused('read past the end')
    return view.getInt32(at, true)
  }
  const sectorShift = view.getInt16(30, true)
  const shortShift = view.getInt16(32, true)
  if ((sectorShift !== 9 && sectorShift !== 12) || shortShift !== 6) throw new CompoundRefused('sector sizes')
  const sectorSize = 1 << sectorShift
  const shortSize = 1 << shortShift
  const perSector = sectorSize / 4
  // (sector n starts after the header's sector: (n + 1) × size)
  const sectors = Math.floor(bytes.byteLength / sectorSize) - 1
  const inFile = (id: number) => Number.isInteger(id) && id >= 0 && id < sectors
  const offsetOf = (id: number) => (id + 1) * sectorSize
  const satCount = int32(44)
  const directoryStart = int32(48)
  const shortStreamMax = int32(56)
  const ssatStart = int32(60)
  const ssatCount = int32(64)
  const msatStart = int32(68)
  const msatCount = int32(72)
  for (const count of [satCount, ssatCount, msatCount])
    if (count < 0 || count > sectors) throw new CompoundRefused('a table larger than the file')
  if (satCount === 0 || !inFile(directoryStart)) throw new CompoundRefused('no table or no directory')

  // The allocation table's sectors: the first 109 named in the header, the rest by the master chain.
  const satSectors: number[] = []
  for (let i = 0; i < Math.min(HEADER_MSAT_ENTRIES, satCount); i++) satSectors.push(int32(76 + 4 * i))
  let msat = msatStart
  for (let k = 0; k < msatCount && satSectors.length < satCount; k++) {
    if (!inFile(msat)) throw new CompoundRefused('master table outside the file')
    const at = offsetOf(msat)
    for (let j = 0; j < perSector - 1 && satSectors.length < satCount; j++) satSectors.push(int32(at + 4 * j))
    msat = int32(at + sectorSize - 4)
  }
  if (satSectors.length < satCount || !satSectors.every(inFile))
    throw new CompoundRefused('allocation table outside the file')
  const sat = new Int32Array(satCount * perSector)
  satSectors.forEach((id, k) => {
    for (let j = 0; j < perSector; j++) sat[k * perSector + j] = int32(offsetOf(id) + 4 * j)
  })

  /** The chain from `start` in `table`; refused when it leaves the table or runs longer than it. */
  const chain = (table: Int32Array, start: number, bound: number): number[] => {
    const ids: number[] = []
    // (word-extractor follows a chain while its id is not negative: free, end and table marks stop it)
    for (let id = start; id >= 0; id = table[id]!) {
      if (id >= Math.min(table.length, bound) || ids.length >= table.length)
        throw new CompoundRefused('a sector chain that leaves its table or never ends')
      ids.push(id)
    }
    return ids
  }

  const directorySectors = chain(sat, directoryStart, sectors)
  const ssatSectors = chain(sat, ssatStart, sectors)
  if (ssatSectors.length !== ssatCount) throw new CompoundRefused('short table size')
  const ssat = new Int32Array(ssatSectors.length * perSector)
  ssatSectors.forEach((id, k) => {
    for (let j = 0; j < perSector; j++) ssat[k * perSector + j] = int32(offsetOf(id) + 4 * j)
  })

  // The directory: entries of 128 bytes over its sectors, a tree from the root entry.
  const entries = (directorySectors.length * sectorSize) / DIRECTORY_ENTRY_BYTES
  const entryAt = (i: number) => {
    const sector = directorySectors[Math.floor((i * DIRECTORY_ENTRY_BYTES) / sectorSize)]!
    return offsetOf(sector) + ((i * DIRECTORY_ENTRY_BYTES) % sectorSize)
  }
  let root = -1
  for (let i = 0; i < entries && root < 0; i++) if (view.getInt8(entryAt(i) + 66) === ROOT_ENTRY) root = i
  if (root < 0) throw new CompoundRefused('no root entry')
  const rootStart = int32(entryAt(root) + 116)
  const shortSectors = chain(sat, rootStart, sectors).length * (sectorSize / shortSize)
  const seen = new Set<number>([root])
  const pending = [int32(entryAt(root) + 76)]
  while (pending.length > 0) {
    const id = pending.pop()!
    if (id === NO_ENTRY) continue
    if (id < 0 || id >= entries || seen.has(id)) throw new CompoundRefused('directory is no tree')
    seen.add(id)
    const at = entryAt(id)
    const type = view.getInt8(at + 66)
    pending.push(int32(at + 68), int32(at + 72))
    if (type === STORAGE_ENTRY) pending.push(int32(at + 76))
    if (type !== STREAM_ENTRY) continue
    const start = int32(at + 116)
    const size = int32(at + 120)
    if (size < shortStreamMax) chain(ssat, start, shortSectors)
    else chain(sat, start, sectors)
  }
}
