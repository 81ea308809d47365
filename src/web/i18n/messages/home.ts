import { RESULT_LABELS } from '../../../shared/result-labels.ts'
import { defineMessages } from '../i18n.tsx'

/** The sample result's labels (score, band, priorities) are the real result's: src/shared/result-labels.ts. */

export const homeMessages = defineMessages({
  fr: {
    metaTitle: 'Adéquat · Analyse de CV par IA face à une offre d’emploi',
    metaDescription:
      'Comparez votre CV à une offre d’emploi : score de compatibilité, compétences manquantes, suggestions personnalisées et questions d’entretien.',
    eyebrow: 'Analyse de CV propulsée par l’IA',
    heroTitle: 'Votre CV est-il fait pour ce poste\u00a0?',
    heroHighlight: 'Découvrez-le en 30 secondes.',
    heroText:
      'Déposez votre CV, collez l’offre d’emploi : Adéquat calcule votre score de compatibilité, repère les compétences qui manquent et vous prépare à l’entretien.',
    ctaStart: 'Analyser mon CV gratuitement',
    ctaDashboard: 'Aller au tableau de bord',
    ctaHow: 'Comment ça marche',
    heroNote: '3 analyses gratuites · sans carte bancaire',
    sampleLabel: 'Exemple d’analyse',
    sampleRole: 'Développeur·se Full-Stack — Paris',
    sampleScore: RESULT_LABELS.fr.scoreTitle,
    sampleBand: RESULT_LABELS.fr.bandGood,
    sampleMatched: 'Compétences trouvées',
    sampleMissing: 'À ajouter',
    sampleSuggestions: 'Suggestions',
    sampleSuggestion1Title: 'Mettez en avant vos projets TypeScript',
    sampleSuggestion1Text:
      'L’offre cite TypeScript trois fois : placez vos projets les plus récents en tête.',
    sampleSuggestion2Title: 'Chiffrez vos résultats',
    sampleSuggestion2Text:
      'Ajoutez un indicateur à chaque expérience (temps de chargement, utilisateurs, chiffre d’affaires).',
    priorityHigh: RESULT_LABELS.fr.priorityHigh,
    priorityMedium: RESULT_LABELS.fr.priorityMedium,
    howTitle: 'Comment ça marche',
    howText: 'Trois étapes pour transformer une candidature hésitante en candidature ciblée.',
    feature1Title: 'Analyse IA avancée',
    feature1Text:
      'Votre CV est lu comme un recruteur le lirait : compétences, expériences et mots-clés sont comparés aux exigences de l’offre.',
    feature2Title: 'Score de compatibilité',
    feature2Text:
      'Un score de 0 à 100 vous dit où vous en êtes, avec les compétences trouvées et celles qui manquent encore.',
    feature3Title: 'Suggestions personnalisées',
    feature3Text:
      'Trois conseils concrets pour améliorer votre CV et des questions d’entretien avec des réponses modèles.',
    statsTitle: 'Ils nous font confiance',
    statCvs: 'CVs analysés',
    statSatisfaction: 'de satisfaction',
    statCountries: 'pays',
    closingTitle: 'Prêt à décrocher votre prochain entretien\u00a0?',
    closingText: 'Créez votre compte en une minute et lancez votre première analyse.',
    closingCta: 'Commencer maintenant',
  },
  en: {
    metaTitle: 'Adéquat · AI CV analysis against a job posting',
    metaDescription:
      'Compare your CV with a job posting: compatibility score, missing skills, personalised suggestions and interview questions.',
    eyebrow: 'AI-powered CV analysis',
    heroTitle: 'Is your CV right for this job?',
    heroHighlight: 'Find out in 30 seconds.',
    heroText:
      'Upload your CV, paste the job posting: Adéquat computes your compatibility score, spots the missing skills and prepares you for the interview.',
    ctaStart: 'Analyse my CV for free',
    ctaDashboard: 'Go to the dashboard',
    ctaHow: 'How it works',
    heroNote: '3 free analyses · no credit card',
    sampleLabel: 'Sample analysis',
    sampleRole: 'Full-Stack Developer — Paris',
    sampleScore: RESULT_LABELS.en.scoreTitle,
    sampleBand: RESULT_LABELS.en.bandGood,
    sampleMatched: 'Skills found',
    sampleMissing: 'To add',
    sampleSuggestions: 'Suggestions',
    sampleSuggestion1Title: 'Highlight your TypeScript projects',
    sampleSuggestion1Text: 'The posting mentions TypeScript three times: put your latest projects first.',
    sampleSuggestion2Title: 'Quantify your results',
    sampleSuggestion2Text: 'Add a metric to each experience (load time, users, revenue).',
    priorityHigh: RESULT_LABELS.en.priorityHigh,
    priorityMedium: RESULT_LABELS.en.priorityMedium,
    howTitle: 'How it works',
    howText: 'Three steps to turn a hesitant application into a targeted one.',
    feature1Title: 'Advanced AI analysis',
    feature1Text:
      'Your CV is read the way a recruiter would: skills, experience and keywords are compared with the posting’s requirements.',
    feature2Title: 'Compatibility score',
    feature2Text:
      'A score from 0 to 100 tells you where you stand, with the skills found and those still missing.',
    feature3Title: 'Personalised suggestions',
    feature3Text: 'Three concrete tips to improve your CV, and interview questions with model answers.',
    statsTitle: 'They trust us',
    statCvs: 'CVs analysed',
    statSatisfaction: 'satisfaction',
    statCountries: 'countries',
    closingTitle: 'Ready to land your next interview?',
    closingText: 'Create your account in a minute and run your first analysis.',
    closingCta: 'Start now',
  },
})
