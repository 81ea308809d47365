/**
 * The one catalogue of error texts: every code of src/shared/errors.ts with its French text
 * (the specification's exact words where it has them, §5 and §8) and an English one. Typed
 * `Record<ErrorCode, …>`, so a new code without a text fails the type check.
 */
import type { ErrorCode } from '../../shared/errors.ts'
import type { Lang } from '../../shared/format.ts'
import { interpolate, type Params } from './i18n.tsx'

type Text = { fr: string; en: string }

export const ERROR_TEXT: Record<ErrorCode, Text> = {
  // generic
  VALIDATION: {
    fr: 'Certaines informations sont invalides. Veuillez vérifier le formulaire.',
    en: 'Some information is invalid. Please check the form.',
  },
  MALFORMED_JSON: {
    fr: 'La requête envoyée est invalide. Veuillez réessayer.',
    en: 'The request sent was invalid. Please try again.',
  },
  UNAUTHENTICATED: {
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    en: 'Your session has expired. Please sign in again.',
  },
  FORBIDDEN: {
    fr: "Vous n'avez pas accès à cette ressource.",
    en: 'You do not have access to this resource.',
  },
  ORIGIN_FORBIDDEN: {
    fr: "Cette requête provient d'une origine non autorisée.",
    en: 'This request comes from an origin that is not allowed.',
  },
  NOT_FOUND: { fr: "La ressource demandée n'existe pas.", en: 'The requested resource does not exist.' },
  PAYLOAD_TOO_LARGE: {
    fr: 'Les données envoyées sont trop volumineuses.',
    en: 'The data sent is too large.',
  },
  RATE_LIMITED: {
    fr: 'Trop de tentatives. Veuillez patienter quelques instants avant de réessayer.',
    en: 'Too many attempts. Please wait a moment before trying again.',
  },
  INTERNAL: {
    fr: 'Une erreur inattendue est survenue. Veuillez réessayer.',
    en: 'An unexpected error occurred. Please try again.',
  },
  SERVICE_UNAVAILABLE: {
    fr: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    en: 'The service is temporarily unavailable. Please try again in a few moments.',
  },

  // accounts
  INVALID_CREDENTIALS: {
    fr: 'Email ou mot de passe incorrect. Veuillez réessayer.',
    en: 'Incorrect email or password. Please try again.',
  },
  EMAIL_TAKEN: {
    fr: 'Un compte existe déjà avec cet email. Veuillez vous connecter ou utiliser une autre adresse email.',
    en: 'An account already exists with this email. Please sign in or use another email address.',
  },
  EMAIL_NOT_VERIFIED: {
    fr: "Votre adresse email n'est pas encore vérifiée. Consultez votre boîte de réception pour confirmer votre compte.",
    en: 'Your email address is not verified yet. Check your inbox to confirm your account.',
  },
  EMAIL_VERIFICATION_REQUIRED: {
    fr: 'Confirmez votre adresse e-mail avant de souscrire : ouvrez le lien que nous vous avons envoyé, ou demandez un nouvel e-mail.',
    en: 'Confirm your email address before subscribing: open the link we sent you, or ask for a new email.',
  },
  INVALID_TOKEN: {
    fr: 'Ce lien est invalide ou a expiré. Veuillez en demander un nouveau.',
    en: 'This link is invalid or has expired. Please request a new one.',
  },
  WEAK_PASSWORD: {
    fr: 'Le mot de passe doit contenir au moins 8 caractères, une majuscule et un chiffre.',
    en: 'The password must contain at least 8 characters, one uppercase letter and one digit.',
  },
  PASSWORD_INCORRECT: {
    fr: 'Le mot de passe actuel est incorrect.',
    en: 'The current password is incorrect.',
  },
  TWO_FACTOR_REQUIRED: {
    fr: "Saisissez le code de votre application d'authentification pour continuer.",
    en: 'Enter the code from your authenticator app to continue.',
  },
  INVALID_TWO_FACTOR_CODE: {
    fr: 'Code de vérification incorrect. Veuillez réessayer.',
    en: 'Incorrect verification code. Please try again.',
  },
  SIGN_IN_THROTTLED: {
    fr: 'Trop de tentatives de connexion pour cet email. Patientez avant de réessayer, ou réinitialisez votre mot de passe avec « Mot de passe oublié ? ».',
    en: 'Too many sign-in attempts for this email. Wait before trying again, or reset your password with “Forgot password?”.',
  },

  // analysis input
  ANALYSIS_UNAUTHENTICATED: {
    fr: 'Vous devez être connecté pour analyser un CV',
    en: 'You must be signed in to analyse a CV',
  },
  ANALYSIS_INPUT_MISSING: {
    fr: 'Veuillez télécharger un CV et fournir une description du poste',
    en: 'Please upload a CV and provide a job description',
  },
  FILE_TOO_LARGE: {
    fr: 'La taille du fichier dépasse la limite de 5Mo',
    en: 'The file size exceeds the 5MB limit',
  },
  FILE_TYPE_UNSUPPORTED: {
    fr: "Le type de fichier .{ext} n'est pas pris en charge",
    en: 'The .{ext} file type is not supported',
  },
  JOB_DESCRIPTION_TOO_LONG: {
    fr: 'La description du poste ne doit pas dépasser 1000 caractères.',
    en: 'The job description must not exceed 1000 characters.',
  },
  JOB_LANGUAGE_UNSUPPORTED: {
    fr: 'Nous analysons les offres rédigées en français ou en anglais. Collez la version française ou anglaise de l’offre.',
    en: 'We analyse job descriptions written in French or English. Paste the French or English version of the offer.',
  },
  CV_UNREADABLE: {
    fr: "Impossible de lire ce CV. Vérifiez que le fichier n'est pas endommagé et réessayez.",
    en: 'This CV could not be read. Check that the file is not damaged and try again.',
  },
  CV_ENCRYPTED: {
    fr: 'Ce CV est protégé par un mot de passe. Enregistrez-le sans protection et réessayez.',
    en: 'This CV is password-protected. Save it without protection and try again.',
  },
  CV_NO_TEXT: {
    fr: 'Aucun texte n’a pu être extrait de ce CV. Utilisez un fichier contenant du texte sélectionnable.',
    en: 'No text could be extracted from this CV. Use a file with selectable text.',
  },
  EXTRACTION_TIMEOUT: {
    fr: 'La lecture du CV a pris trop de temps. Essayez avec un fichier plus simple.',
    en: 'Reading the CV took too long. Try a simpler file.',
  },
  EXTRACTION_BUSY: {
    fr: 'Beaucoup de CV sont en cours de lecture en ce moment. Réessayez dans quelques secondes : votre analyse n’a pas été décomptée.',
    en: 'Many CVs are being read right now. Try again in a few seconds: this analysis was not counted.',
  },

  // analysis quota and concurrency
  FREE_LIMIT_REACHED: {
    fr: "Vous avez atteint la limite d'analyses gratuites. Passez à un plan payant pour continuer.",
    en: 'You have reached the free analysis limit. Upgrade to a paid plan to continue.',
  },
  MONTHLY_LIMIT_REACHED: {
    fr: "Vous avez atteint votre limite d'analyses pour ce mois-ci.",
    en: 'You have reached your analysis limit for this month.',
  },
  TRIAL_LIMIT_REACHED: {
    fr: 'Vous avez utilisé les analyses de votre essai. Choisissez un plan pour continuer.',
    en: 'You have used your trial’s analyses. Choose a plan to continue.',
  },
  ANALYSIS_IN_PROGRESS: {
    fr: 'Une analyse est déjà en cours. Veuillez patienter jusqu’à sa fin.',
    en: 'An analysis is already running. Please wait until it finishes.',
  },
  PLAN_FEATURE_REQUIRED: {
    fr: "Cette fonctionnalité n'est pas incluse dans votre plan. Passez à un plan supérieur pour y accéder.",
    en: 'This feature is not included in your plan. Upgrade to access it.',
  },

  // analysis engine
  ANALYSIS_FAILED: {
    fr: "Échec de l'analyse du CV. Veuillez réessayer.",
    en: 'The CV analysis failed. Please try again.',
  },
  ENGINE_RATE_LIMITED: {
    fr: "Le service est temporairement indisponible en raison d'une forte demande. Veuillez patienter 60 secondes avant de réessayer.",
    en: 'The service is temporarily unavailable due to high demand. Please wait 60 seconds before trying again.',
  },
  ENGINE_CONTEXT_TOO_LONG: {
    fr: 'Le CV ou la description du poste est trop long. Veuillez réduire la taille du texte et réessayer.',
    en: 'The CV or the job description is too long. Please shorten the text and try again.',
  },
  ENGINE_TOKEN_LIMIT: {
    fr: 'Le texte fourni dépasse la limite de tokens. Veuillez réduire la taille du CV ou de la description du poste.',
    en: 'The text provided exceeds the token limit. Please shorten the CV or the job description.',
  },
  ENGINE_ATTEMPTS_EXHAUSTED: {
    fr: "Échec de l'analyse après plusieurs tentatives",
    en: 'The analysis failed after several attempts',
  },
  QUESTIONS_ATTEMPTS_EXHAUSTED: {
    fr: "Échec de la génération des questions d'entretien après plusieurs tentatives",
    en: 'Generating the interview questions failed after several attempts',
  },
  ENGINE_INVALID_RESPONSE: {
    fr: "Le service d'analyse a renvoyé une réponse invalide. Veuillez réessayer.",
    en: 'The analysis service returned an invalid response. Please try again.',
  },

  // billing
  PLAN_UNKNOWN: { fr: "Ce plan n'existe pas.", en: 'This plan does not exist.' },
  REDIRECT_FORBIDDEN: {
    fr: "L'adresse de redirection demandée n'est pas autorisée.",
    en: 'The requested redirect address is not allowed.',
  },
  CHECKOUT_FAILED: {
    fr: 'Une erreur est survenue lors de la création de votre abonnement. Si le problème persiste, veuillez contacter notre support.',
    en: 'An error occurred while creating your subscription. If the problem persists, please contact our support.',
  },
  CHECKOUT_NO_URL: { fr: 'No checkout URL returned', en: 'No checkout URL returned' },
  CHECKOUT_SESSION_INVALID: {
    fr: 'Cette session de paiement est invalide ou a expiré.',
    en: 'This checkout session is invalid or has expired.',
  },
  CARD_DECLINED: {
    fr: 'Votre carte a été refusée. Veuillez utiliser un autre moyen de paiement.',
    en: 'Your card was declined. Please use another payment method.',
  },
  CANCEL_FAILED: {
    fr: "Impossible d'annuler l'abonnement. Veuillez réessayer.",
    en: 'Unable to cancel the subscription. Please try again.',
  },
  NO_SUBSCRIPTION: {
    fr: "Vous n'avez pas encore d'abonnement actif",
    en: 'You do not have an active subscription yet',
  },
  PLAN_CHANGE_INVALID: {
    fr: 'Ce plan ne peut pas remplacer votre abonnement actuel.',
    en: 'This plan cannot replace your current subscription.',
  },
  PLAN_CHANGE_STALE: {
    fr: 'Votre abonnement a changé entre-temps. Vérifiez le récapitulatif mis à jour avant de confirmer.',
    en: 'Your subscription has changed meanwhile. Check the updated summary before confirming.',
  },
  TRIAL_ALREADY_USED: {
    fr: 'Vous avez déjà profité de l’essai à 1 € : il est limité à une fois par compte. Choisissez un abonnement Starter, Premium ou Gold.',
    en: 'You have already used the 1 € trial: it is limited to once per account. Choose a Starter, Premium or Gold plan.',
  },
  WEBHOOK_INVALID: {
    fr: 'Notification de paiement invalide.',
    en: 'Invalid payment notification.',
  },

  // contact
  CONTACT_FAILED: {
    fr: "Votre message n'a pas pu être envoyé. Veuillez réessayer ou nous écrire directement par email.",
    en: 'Your message could not be sent. Please try again or email us directly.',
  },
}

/** The text for an error code, with its parameters (e.g. `{ ext: 'txt' }`) filled in. */
export function errorText(code: ErrorCode, lang: Lang = 'fr', params?: Params): string {
  const entry = ERROR_TEXT[code] ?? ERROR_TEXT.INTERNAL
  const filled = params ?? {}
  // FILE_TYPE_UNSUPPORTED without an extension still reads well
  if (code === 'FILE_TYPE_UNSUPPORTED' && filled.ext === undefined) {
    return interpolate(entry[lang], { ext: '?' })
  }
  return interpolate(entry[lang], filled)
}
