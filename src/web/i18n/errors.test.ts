import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '../../shared/errors.ts'
import { ERROR_TEXT, errorText } from './errors.ts'

describe('error catalogue', () => {
  it('has a French and an English text for every error code', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_TEXT[code]?.fr, code).toMatch(/\S/)
      expect(ERROR_TEXT[code]?.en, code).toMatch(/\S/)
    }
  })

  it('uses the specification’s exact French messages', () => {
    expect(errorText('INVALID_CREDENTIALS')).toBe('Email ou mot de passe incorrect. Veuillez réessayer.')
    expect(errorText('EMAIL_TAKEN')).toBe(
      'Un compte existe déjà avec cet email. Veuillez vous connecter ou utiliser une autre adresse email.',
    )
    expect(errorText('ANALYSIS_UNAUTHENTICATED')).toBe('Vous devez être connecté pour analyser un CV')
    expect(errorText('FILE_TOO_LARGE')).toBe('La taille du fichier dépasse la limite de 5Mo')
    expect(errorText('FREE_LIMIT_REACHED')).toBe(
      "Vous avez atteint la limite d'analyses gratuites. Passez à un plan payant pour continuer.",
    )
    expect(errorText('MONTHLY_LIMIT_REACHED')).toBe(
      "Vous avez atteint votre limite d'analyses pour ce mois-ci.",
    )
    expect(errorText('ENGINE_RATE_LIMITED')).toBe(
      "Le service est temporairement indisponible en raison d'une forte demande. Veuillez patienter 60 secondes avant de réessayer.",
    )
    expect(errorText('ANALYSIS_FAILED')).toBe("Échec de l'analyse du CV. Veuillez réessayer.")
    expect(errorText('CHECKOUT_NO_URL')).toBe('No checkout URL returned')
    expect(errorText('CANCEL_FAILED')).toBe("Impossible d'annuler l'abonnement. Veuillez réessayer.")
    expect(errorText('ANALYSIS_INPUT_MISSING')).toBe(
      'Veuillez télécharger un CV et fournir une description du poste',
    )
  })

  it('fills the parameters of a message', () => {
    expect(errorText('FILE_TYPE_UNSUPPORTED', 'fr', { ext: 'txt' })).toBe(
      "Le type de fichier .txt n'est pas pris en charge",
    )
    expect(errorText('FILE_TYPE_UNSUPPORTED', 'en', { ext: 'odt' })).toBe(
      'The .odt file type is not supported',
    )
  })
})
