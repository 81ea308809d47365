import { defineMessages } from '../../i18n/i18n.tsx'

/** Texts of the PDF report's button and its upgrade box (decision 14). */
export const reportMessages = defineMessages({
  fr: {
    download: 'Télécharger le rapport PDF',
    downloadShort: 'PDF',
    downloadOf: 'Télécharger le rapport PDF de l’analyse « {title} »',
    upgradeTitle: 'Exportez vos analyses en PDF',
    upgradeText: 'Le rapport PDF est inclus dans les plans Premium et Gold.',
    seePlans: 'Voir les plans',
  },
  en: {
    download: 'Download the PDF report',
    downloadShort: 'PDF',
    downloadOf: 'Download the PDF report of the analysis “{title}”',
    upgradeTitle: 'Export your analyses as PDF',
    upgradeText: 'The PDF report comes with the Premium and Gold plans.',
    seePlans: 'See the plans',
  },
})
