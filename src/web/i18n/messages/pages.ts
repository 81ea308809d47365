import { defineMessages } from '../i18n.tsx'

/** About, support and 404 pages. */
export const aboutMessages = defineMessages({
  fr: {
    metaTitle: 'À propos',
    metaDescription:
      'La mission d’Adéquat : aider chaque candidat à présenter le CV qui correspond au poste visé.',
    title: 'À propos d’Adéquat',
    lead: 'Nous aidons les candidats à comprendre ce qu’un recruteur cherche, et à le montrer dans leur CV.',
    missionTitle: 'Notre mission',
    missionText1:
      'Chaque offre d’emploi reçoit des dizaines de candidatures, souvent triées en quelques secondes. Un bon profil peut passer inaperçu simplement parce que son CV ne parle pas le langage du poste.',
    missionText2:
      'Adéquat compare votre CV à l’offre visée, mesure leur compatibilité et vous dit quoi améliorer — pour que vos compétences soient vues.',
    valuesTitle: 'Nos valeurs',
    innovationTitle: 'Innovation',
    innovationText:
      'Une analyse précise qui combine règles éprouvées et modèles de langage, améliorée en continu.',
    accessibilityTitle: 'Accessibilité',
    accessibilityText:
      'Un service simple, utilisable par tous, avec une version gratuite pour commencer sans engagement.',
    privacyTitle: 'Confidentialité',
    privacyText: 'Vos CV restent les vôtres : jamais revendus, jamais utilisés pour entraîner des modèles.',
    statsTitle: 'Adéquat en chiffres',
    statCvs: 'CVs analysés',
    statSatisfaction: 'de satisfaction',
    statCountries: 'pays',
  },
  en: {
    metaTitle: 'About',
    metaDescription: 'Adéquat’s mission: help every candidate present the CV that matches the job they want.',
    title: 'About Adéquat',
    lead: 'We help candidates understand what a recruiter is looking for, and show it in their CV.',
    missionTitle: 'Our mission',
    missionText1:
      'Every job posting receives dozens of applications, often screened in seconds. A strong profile can go unnoticed simply because the CV does not speak the job’s language.',
    missionText2:
      'Adéquat compares your CV with the target posting, measures how well they match and tells you what to improve — so your skills get seen.',
    valuesTitle: 'Our values',
    innovationTitle: 'Innovation',
    innovationText: 'A precise analysis combining proven rules and language models, continuously improved.',
    accessibilityTitle: 'Accessibility',
    accessibilityText: 'A simple service anyone can use, with a free version to start without commitment.',
    privacyTitle: 'Privacy',
    privacyText: 'Your CVs stay yours: never sold, never used to train models.',
    statsTitle: 'Adéquat in figures',
    statCvs: 'CVs analysed',
    statSatisfaction: 'satisfaction',
    statCountries: 'countries',
  },
})

export const supportMessages = defineMessages({
  fr: {
    metaTitle: 'Aide',
    metaDescription:
      'Questions fréquentes sur Adéquat : analyses, abonnements, paiements et compte. Contactez notre support.',
    title: 'Centre d’aide',
    lead: 'Les réponses aux questions les plus fréquentes. Vous ne trouvez pas ? Écrivez-nous.',
    faqTitle: 'Questions fréquentes',
    q1: 'Quels formats de CV sont acceptés ?',
    a1: 'Les fichiers PDF, DOC et DOCX jusqu’à 5 Mo. Un PDF contenant du texte sélectionnable donne les meilleurs résultats.',
    q2: 'Combien d’analyses puis-je faire gratuitement ?',
    a2: 'La version gratuite comprend 3 analyses au total, avec une vue limitée des résultats. Les plans payants offrent plus d’analyses chaque mois.',
    q3: 'Mon paiement a échoué ou a été annulé : que faire ?',
    a3: 'Aucun montant n’est prélevé pour un paiement annulé. Vous pouvez réessayer depuis la page Tarifs ; si le problème persiste, contactez-nous.',
    q4: 'Comment annuler mon abonnement ?',
    a4: 'Depuis votre profil, bouton « Annuler l’abonnement ». Vous gardez l’accès jusqu’à la fin de la période en cours.',
    q5: 'Que devient mon CV ?',
    a5: 'Il sert uniquement à votre analyse, n’est jamais revendu et est supprimé automatiquement après 90 jours. Vous pouvez aussi supprimer votre compte à tout moment.',
    q6: 'Je n’ai pas reçu l’email de confirmation.',
    a6: 'Vérifiez vos courriers indésirables, puis renvoyez l’email depuis la page de connexion.',
    contactTitle: 'Besoin d’aide supplémentaire ?',
    contactText: 'Notre équipe répond du lundi au vendredi, de 9h à 18h.',
    contactCta: 'Nous contacter',
    emailCta: 'Écrire à {email}',
  },
  en: {
    metaTitle: 'Help',
    metaDescription:
      'Frequently asked questions about Adéquat: analyses, subscriptions, payments and account. Contact our support.',
    title: 'Help centre',
    lead: 'Answers to the most frequent questions. Can’t find yours? Write to us.',
    faqTitle: 'Frequently asked questions',
    q1: 'Which CV formats are accepted?',
    a1: 'PDF, DOC and DOCX files up to 5 MB. A PDF with selectable text gives the best results.',
    q2: 'How many analyses can I run for free?',
    a2: 'The free version includes 3 analyses in total, with a limited view of the results. Paid plans offer more analyses each month.',
    q3: 'My payment failed or was cancelled: what now?',
    a3: 'Nothing is charged for a cancelled payment. You can try again from the Pricing page; if the problem persists, contact us.',
    q4: 'How do I cancel my subscription?',
    a4: 'From your profile, with the “Cancel subscription” button. You keep access until the end of the current period.',
    q5: 'What happens to my CV?',
    a5: 'It is only used for your analysis, never sold, and deleted automatically after 90 days. You can also delete your account at any time.',
    q6: 'I did not receive the confirmation email.',
    a6: 'Check your spam folder, then resend the email from the sign-in page.',
    contactTitle: 'Need more help?',
    contactText: 'Our team answers Monday to Friday, 9am to 6pm.',
    contactCta: 'Contact us',
    emailCta: 'Write to {email}',
  },
})
