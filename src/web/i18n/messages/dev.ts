import { defineMessages } from '../i18n.tsx'

export const devMessages = defineMessages({
  fr: {
    title: 'Boîte d’envoi (développement)',
    description: 'Les emails envoyés par l’application en développement.',
    lead: 'Sans SMTP configuré, les emails sont conservés ici au lieu d’être envoyés.',
    refresh: 'Actualiser',
    empty: 'Aucun email pour le moment.',
    unavailable: 'La boîte d’envoi n’est disponible qu’en développement.',
    to: 'À',
  },
  en: {
    title: 'Outbox (development)',
    description: 'The emails sent by the application in development.',
    lead: 'Without SMTP configured, emails are kept here instead of being sent.',
    refresh: 'Refresh',
    empty: 'No email yet.',
    unavailable: 'The outbox is only available in development.',
    to: 'To',
  },
})
