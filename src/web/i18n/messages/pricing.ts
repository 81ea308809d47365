import { defineMessages } from '../i18n.tsx'

export const pricingMessages = defineMessages({
  fr: {
    metaTitle: 'Tarifs',
    metaDescription: 'Version gratuite, essai à 1 € et plans Starter, Premium et Gold pour analyser vos CV.',
    title: 'Des tarifs adaptés à vos besoins',
    lead: 'Commencez gratuitement, passez à un plan payant quand vous en avez besoin.',
    popular: 'Plus populaire',
    startTrial: 'Commencer l’essai',
    subscribe: 'Souscrire',
    start: 'Commencer',
    perMonth: '/ mois',
    forThreeDays: 'pour 3 jours',
  },
  en: {
    metaTitle: 'Pricing',
    metaDescription: 'Free version, €1 trial and Starter, Premium and Gold plans to analyse your CVs.',
    title: 'Pricing that fits your needs',
    lead: 'Start for free, move to a paid plan when you need it.',
    popular: 'Most popular',
    startTrial: 'Start the trial',
    subscribe: 'Subscribe',
    start: 'Get started',
    perMonth: '/ month',
    forThreeDays: 'for 3 days',
  },
})
