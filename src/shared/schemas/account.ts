/**
 * Account rights (decision 15): the body of DELETE /api/account and the 2FA code fields. The
 * server validates with these and the profile's forms use them as their resolver.
 */
import { z } from 'zod'
import { normaliseBackupCode } from '../backup-codes.ts'
import { parisDay } from '../format.ts'
import { currentPasswordSchema } from './auth.ts'

export const deleteAccountSchema = z.object({ password: currentPasswordSchema })
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>

/** The password that unlocks a two-factor change (enable, disable). */
export const twoFactorPasswordSchema = z.object({ password: currentPasswordSchema })
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordSchema>

/** A 6-digit code from an authenticator app (spaces tolerated, as apps display '123 456'). */
export const totpCodeSchema = z
  .string({ error: 'TOTP_CODE_INVALID' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'TOTP_CODE_INVALID' }))

/**
 * A one-time backup code as shown at activation (letters, digits and dashes); one of today's format
 * typed in lower case or with spaces is put back as issued (shared/backup-codes.ts).
 */
export const backupCodeSchema = z
  .string({ error: 'BACKUP_CODE_INVALID' })
  .transform(normaliseBackupCode)
  .pipe(
    z
      .string()
      .min(4, { error: 'BACKUP_CODE_INVALID' })
      .max(64, { error: 'BACKUP_CODE_INVALID' })
      .regex(/^[A-Za-z0-9-]+$/, { error: 'BACKUP_CODE_INVALID' }),
  )

/** Name of the export file: adequat-donnees-YYYY-MM-DD.json, the day in Paris (as on screen). */
export function exportFileName(now: Date): string {
  return `adequat-donnees-${parisDay(now)}.json`
}
