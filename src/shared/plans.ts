/**
 * The plan catalogue (specification §3, §9; decisions 12–14). Nothing else in the code
 * repeats a plan's numbers: quotas, questions per analysis, prices, feature lists and the
 * extras a plan unlocks are all read from here. Provider price ids come from the server's
 * configuration (`STRIPE_PRICE_<ID>`), never from this file.
 */
import { FREE_ANALYSES_TOTAL, FREE_QUESTIONS_PER_ANALYSIS } from './limits.ts'

export const PLAN_IDS = ['trial', 'starter', 'premium', 'gold'] as const
export type PlanId = (typeof PLAN_IDS)[number]

export type Localized<T> = { fr: T; en: T }

export type Plan = {
  id: PlanId
  name: string
  description: Localized<string>
  priceCents: number
  currency: 'EUR'
  /** Length of one billing period. */
  period: { unit: 'day' | 'month'; count: number }
  /** Analyses granted per billing period (the trial: within its 3 days). */
  analysesPerPeriod: number
  questionsPerAnalysis: number
  /** Shown on the pricing cards. */
  features: Localized<string[]>
  /** Shown on the profile's subscription card (specification §9 'Profile feature lists'). */
  profileFeatures: Localized<string[]>
  isPopular: boolean
  extras: { pdfReport: boolean; comparison: boolean; prioritySupport: boolean; earlyAccess: boolean }
}

export const PLANS: Record<PlanId, Plan> = {
  trial: {
    id: 'trial',
    name: '1€ Trial',
    description: {
      fr: 'Testez toutes les analyses pendant 3 jours pour 1 €.',
      en: 'Try the full analysis for 3 days for €1.',
    },
    priceCents: 100,
    currency: 'EUR',
    period: { unit: 'day', count: 3 },
    analysesPerPeriod: 2,
    questionsPerAnalysis: 5,
    features: {
      fr: [
        '2 analyses pendant 3 jours',
        '5 questions d’entretien par analyse',
        'Score de compatibilité',
        'Suggestions personnalisées',
      ],
      en: [
        '2 analyses within 3 days',
        '5 interview questions per analysis',
        'Compatibility score',
        'Personalised suggestions',
      ],
    },
    profileFeatures: {
      fr: ['2 analyses pendant 3 jours', '5 questions par analyse', 'Score de compatibilité'],
      en: ['2 analyses within 3 days', '5 questions per analysis', 'Compatibility score'],
    },
    isPopular: false,
    extras: { pdfReport: false, comparison: false, prioritySupport: false, earlyAccess: false },
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    description: {
      fr: 'Pour une recherche d’emploi ponctuelle.',
      en: 'For an occasional job search.',
    },
    priceCents: 499,
    currency: 'EUR',
    period: { unit: 'month', count: 1 },
    analysesPerPeriod: 15,
    questionsPerAnalysis: 9,
    features: {
      fr: [
        '15 analyses par mois',
        '9 questions d’entretien par analyse',
        'Score de compatibilité',
        'Support par email',
      ],
      en: [
        '15 analyses per month',
        '9 interview questions per analysis',
        'Compatibility score',
        'Email support',
      ],
    },
    profileFeatures: {
      fr: ['15 analyses par mois', 'Score basique', 'IA standard', 'Support par email'],
      en: ['15 analyses per month', 'Basic score', 'Standard AI', 'Email support'],
    },
    isPopular: false,
    extras: { pdfReport: false, comparison: false, prioritySupport: false, earlyAccess: false },
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    description: {
      fr: 'Pour une recherche active, candidature après candidature.',
      en: 'For an active search, application after application.',
    },
    priceCents: 999,
    currency: 'EUR',
    period: { unit: 'month', count: 1 },
    analysesPerPeriod: 30,
    questionsPerAnalysis: 15,
    features: {
      fr: [
        '30 analyses par mois',
        '15 questions d’entretien par analyse',
        'Score détaillé',
        'Export PDF',
        'Comparaison de CV',
        'Support prioritaire',
      ],
      en: [
        '30 analyses per month',
        '15 interview questions per analysis',
        'Detailed score',
        'PDF export',
        'CV comparison',
        'Priority support',
      ],
    },
    profileFeatures: {
      fr: [
        '30 analyses par mois',
        '15 questions d’entretien par analyse',
        'Score détaillé',
        'Comparaison de CV',
        'Export PDF',
        'IA avancée',
        'Support prioritaire',
      ],
      en: [
        '30 analyses per month',
        '15 interview questions per analysis',
        'Detailed score',
        'CV comparison',
        'PDF export',
        'Advanced AI',
        'Priority support',
      ],
    },
    isPopular: true,
    extras: { pdfReport: true, comparison: true, prioritySupport: true, earlyAccess: false },
  },
  gold: {
    id: 'gold',
    name: 'Gold',
    description: {
      fr: 'Pour les professionnels de l’accompagnement et les recherches intensives.',
      en: 'For career coaches and intensive searches.',
    },
    priceCents: 1999,
    currency: 'EUR',
    period: { unit: 'month', count: 1 },
    analysesPerPeriod: 100,
    questionsPerAnalysis: 20,
    features: {
      fr: [
        '100 analyses par mois',
        '20 questions d’entretien par analyse',
        'Export PDF et comparaison de CV',
        'Support prioritaire 24/7',
        'Accès anticipé aux nouveautés',
      ],
      en: [
        '100 analyses per month',
        '20 interview questions per analysis',
        'PDF export and CV comparison',
        '24/7 priority support',
        'Early access to new features',
      ],
    },
    profileFeatures: {
      fr: [
        '100 analyses par mois',
        'Score premium',
        'IA très avancée',
        'Support 24/7',
        'Toutes les fonctionnalités',
      ],
      en: ['100 analyses per month', 'Premium score', 'Most advanced AI', '24/7 support', 'All features'],
    },
    isPopular: false,
    extras: { pdfReport: true, comparison: true, prioritySupport: true, earlyAccess: true },
  },
}

/** What a signed-in user without an active subscription gets (decision 13). */
export const FREE_TIER = {
  analysesTotal: FREE_ANALYSES_TOTAL,
  questionsPerAnalysis: FREE_QUESTIONS_PER_ANALYSIS,
  profileFeatures: {
    fr: ['3 analyses', 'Score basique', 'IA limitée'],
    en: ['3 analyses', 'Basic score', 'Limited AI'],
  } satisfies Localized<string[]>,
} as const

/** The profile's fallbacks (specification §9). */
export const PLAN_NAME_FALLBACK = 'Essai'
export const PRICE_FALLBACK_CENTS = 0

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value)
}

/** 'essai' is the specification's other spelling of the trial's id. */
export function normalizePlanId(value: string | null | undefined): PlanId | null {
  if (!value) return null
  if (value === 'essai') return 'trial'
  return isPlanId(value) ? value : null
}

export function getPlan(id: string | null | undefined): Plan | null {
  const planId = normalizePlanId(id)
  return planId ? PLANS[planId] : null
}

export function questionsPerAnalysisFor(planId: PlanId | null): number {
  return planId ? PLANS[planId].questionsPerAnalysis : FREE_TIER.questionsPerAnalysis
}

export const PLANS_IN_ORDER: Plan[] = PLAN_IDS.map((id) => PLANS[id])
