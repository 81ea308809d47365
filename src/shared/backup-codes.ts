/**
 * Two-factor backup codes that a person can copy by hand: upper-case letters and digits without the
 * look-alikes (0/O, 1/I/L — and no lower case, so no l/I either), in three groups of four
 * (`7KQM-2XWD-R9TF`): 31 symbols × 12 = 59 bits, as much as better-auth's default 10 characters of
 * 62 symbols. The server generates them (auth.ts, better-auth's `customBackupCodesGenerate`); the
 * sign-in form normalises what is typed (`normaliseBackupCode`).
 */
/** As many as better-auth gives by default. */
export const BACKUP_CODE_COUNT = 10
export const BACKUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const BACKUP_CODE_GROUPS = 3
export const BACKUP_CODE_GROUP_LENGTH = 4
export const BACKUP_CODE_PATTERN = new RegExp(
  `^[${BACKUP_CODE_ALPHABET}]{${BACKUP_CODE_GROUP_LENGTH}}(?:-[${BACKUP_CODE_ALPHABET}]{${BACKUP_CODE_GROUP_LENGTH}}){${BACKUP_CODE_GROUPS - 1}}$`,
)

/** One code from `randomIndex(n)` (a uniform integer in [0, n): crypto.randomInt on the server). */
export function makeBackupCode(randomIndex: (n: number) => number): string {
  const groups: string[] = []
  for (let g = 0; g < BACKUP_CODE_GROUPS; g++) {
    let group = ''
    for (let i = 0; i < BACKUP_CODE_GROUP_LENGTH; i++) {
      group += BACKUP_CODE_ALPHABET[randomIndex(BACKUP_CODE_ALPHABET.length)]
    }
    groups.push(group)
  }
  return groups.join('-')
}

/**
 * What a person typed → the code as issued, when it has this format's shape: upper case, spaces
 * dropped, the dashes put back (`7kqm 2xwd r9tf` → `7KQM-2XWD-R9TF`). Anything else (a code issued
 * before this format, mixed case, five-and-five) is returned trimmed and otherwise as typed.
 */
export function normaliseBackupCode(input: string): string {
  const trimmed = input.trim()
  const bare = trimmed.replace(/[\s-]+/g, '').toUpperCase()
  const size = BACKUP_CODE_GROUPS * BACKUP_CODE_GROUP_LENGTH
  if (bare.length !== size || ![...bare].every((c) => BACKUP_CODE_ALPHABET.includes(c))) return trimmed
  // only when it was typed as groups of four, or without separators: never re-cut an old code
  if (!/^[A-Za-z0-9]{12}$|^[A-Za-z0-9]{4}([\s-]+[A-Za-z0-9]{4}){2}$/.test(trimmed)) return trimmed
  const groups = bare.match(new RegExp(`.{${BACKUP_CODE_GROUP_LENGTH}}`, 'g')) ?? []
  return groups.join('-')
}
