/**
 * Field rules for accounts (specification §5), defined once: the server validates with them and
 * the forms use them as their resolver. Messages are field-error codes; `FIELD_ERROR_TEXT` gives
 * the specification's French wording (and an English one for the language switch).
 */
import { z } from 'zod'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.ts'

export const FIELD_ERROR_TEXT = {
  EMAIL_REQUIRED: {
    fr: 'Veuillez saisir une adresse email valide',
    en: 'Please enter a valid email address',
  },
  EMAIL_INVALID: { fr: 'Veuillez saisir une adresse email valide', en: 'Please enter a valid email address' },
  PASSWORD_TOO_SHORT: {
    fr: 'Le mot de passe doit contenir au moins 8 caractères',
    en: 'The password must contain at least 8 characters',
  },
  PASSWORD_NO_UPPERCASE: {
    fr: 'Le mot de passe doit contenir au moins une majuscule',
    en: 'The password must contain at least one uppercase letter',
  },
  PASSWORD_NO_DIGIT: {
    fr: 'Le mot de passe doit contenir au moins un chiffre',
    en: 'The password must contain at least one digit',
  },
  PASSWORD_TOO_LONG: {
    fr: 'Le mot de passe doit contenir au plus 128 caractères',
    en: 'The password must contain at most 128 characters',
  },
  PASSWORD_REQUIRED: { fr: 'Veuillez saisir votre mot de passe', en: 'Please enter your password' },
  PASSWORDS_DONT_MATCH: { fr: 'Les mots de passe ne correspondent pas', en: 'Passwords do not match' },
  RESET_EMAIL_REQUIRED: {
    fr: 'Veuillez saisir votre email pour réinitialiser votre mot de passe',
    en: 'Please enter your email to reset your password',
  },
  REQUIRED: { fr: 'Ce champ est obligatoire', en: 'This field is required' },
  TOO_LONG: { fr: 'Ce champ est trop long', en: 'This field is too long' },
} as const
export type FieldErrorCode = keyof typeof FIELD_ERROR_TEXT

/** The specification's "simple address pattern". */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const emailSchema = z
  .string({ error: 'EMAIL_REQUIRED' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'EMAIL_REQUIRED' })
  .max(EMAIL_MAX_LENGTH, { error: 'EMAIL_INVALID' })
  .regex(EMAIL_PATTERN, { error: 'EMAIL_INVALID' })

/** Checked in the specification's order: length, uppercase, digit. */
export const newPasswordSchema = z
  .string({ error: 'PASSWORD_TOO_SHORT' })
  .min(PASSWORD_MIN_LENGTH, { error: 'PASSWORD_TOO_SHORT', abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: 'PASSWORD_TOO_LONG', abort: true })
  .regex(/\p{Lu}/u, { error: 'PASSWORD_NO_UPPERCASE', abort: true })
  .regex(/\p{Nd}/u, { error: 'PASSWORD_NO_DIGIT', abort: true })

/** Sign-in only checks presence (and a sane cap): the rules are for new passwords. */
export const currentPasswordSchema = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, { error: 'PASSWORD_REQUIRED' })
  .max(PASSWORD_MAX_LENGTH, { error: 'PASSWORD_TOO_LONG' })

export const signUpSchema = z
  .object({ email: emailSchema, password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'PASSWORDS_DONT_MATCH',
    path: ['confirmPassword'],
  })
export type SignUpInput = z.input<typeof signUpSchema>

export const signInSchema = z.object({ email: emailSchema, password: currentPasswordSchema })
export type SignInInput = z.input<typeof signInSchema>

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: 'RESET_EMAIL_REQUIRED' })
    .max(EMAIL_MAX_LENGTH, { error: 'EMAIL_INVALID' })
    .regex(EMAIL_PATTERN, { error: 'EMAIL_INVALID' }),
})

export const updatePasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'PASSWORDS_DONT_MATCH',
    path: ['confirmPassword'],
  })

export function fieldErrorText(code: string, lang: 'fr' | 'en' = 'fr'): string {
  const entry = (FIELD_ERROR_TEXT as Record<string, { fr: string; en: string }>)[code]
  return entry ? entry[lang] : code
}
