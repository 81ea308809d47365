/**
 * Legal pages' content: privacy policy (8 sections) and terms of service (9 sections), in French
 * and English. Each section is a heading and paragraphs; a paragraph starting with '• ' is a list item.
 */
import type { Localized } from '../../../shared/plans.ts'

export type LegalSection = { id: string; title: string; body: string[] }
export type LegalPage = {
  title: string
  metaDescription: string
  updated: string
  intro: string
  sections: LegalSection[]
}

export const PRIVACY: Localized<LegalPage> = {
  fr: {
    title: 'Politique de confidentialité',
    metaDescription:
      'Comment Adéquat collecte, utilise et protège vos données personnelles, et comment exercer vos droits.',
    updated: 'Dernière mise à jour : 22 novembre 2026',
    intro:
      'Votre CV contient des informations personnelles. Cette politique explique ce que nous en faisons, et surtout ce que nous n’en faisons pas.',
    sections: [
      {
        id: 'introduction',
        title: '1. Introduction',
        body: [
          'Adéquat (« nous ») édite un service d’analyse de CV face à une offre d’emploi. Nous agissons en tant que responsable de traitement au sens du Règlement général sur la protection des données (RGPD).',
          'Cette politique s’applique au site, à l’application et aux emails que nous vous envoyons.',
        ],
      },
      {
        id: 'donnees-collectees',
        title: '2. Données collectées',
        body: [
          'Pour chaque donnée : ce que nous conservons, pourquoi, et combien de temps.',
          '• Compte : adresse email, mot de passe (stocké uniquement sous forme hachée), date de création, adresse vérifiée ou non et, si vous activez la validation en deux étapes, sa clé et vos codes de secours (chiffrés). Pour vous identifier et protéger votre compte. Conservé jusqu’à la suppression du compte.',
          '• Texte de vos CV : le fichier envoyé n’est pas conservé, seulement le texte qui en est extrait, pour produire l’analyse. Effacé automatiquement 90 jours après l’analyse.',
          '• Descriptions de poste et résultats d’analyse (score, compétences, suggestions, questions) : pour votre historique. Conservés jusqu’à ce que vous supprimiez votre compte.',
          '• Compteurs d’utilisation (nombre d’analyses par période) : pour appliquer les limites de votre plan. Conservés jusqu’à la suppression du compte.',
          '• Abonnement : plan, statut, dates, marque et 4 derniers chiffres de la carte ; les données de carte restent chez notre prestataire de paiement. Conservé tant que le compte existe. À la suppression du compte, seul un registre anonymisé (références du prestataire, plan, prix, dates, sans nom ni email) est gardé 10 ans, durée imposée par le Code de commerce (art. L123-22) pour les pièces comptables ; les factures restent chez le prestataire de paiement.',
          '• Emails que nous vous envoyons (vérification, réinitialisation du mot de passe, accusés de réception) : journal d’envoi pour le support et la sécurité. Effacé avec votre compte.',
          '• Messages du formulaire de contact : pour vous répondre. Effacés avec le compte qui utilise la même adresse email, ou sur simple demande.',
          '• Données techniques : sessions de connexion (adresse IP, navigateur), valables 30 jours au plus et effacées avec le compte ; journaux de connexion (adresse IP, date, identifiant de requête) conservés à des fins de sécurité.',
        ],
      },
      {
        id: 'utilisation',
        title: '3. Utilisation des données',
        body: [
          'Nous utilisons vos données pour fournir les analyses demandées, gérer votre compte et votre abonnement, vous envoyer les emails indispensables (vérification, réinitialisation du mot de passe, facturation) et sécuriser le service.',
          'Vos CV ne sont jamais utilisés pour entraîner des modèles d’intelligence artificielle ni revendus.',
        ],
      },
      {
        id: 'protection',
        title: '4. Protection des données',
        body: [
          'Les échanges sont chiffrés (HTTPS), les mots de passe hachés, les sessions protégées par des cookies sécurisés. L’accès aux données est limité aux personnes qui en ont besoin.',
          'Les fichiers de CV ne sont jamais conservés ; le texte qui en est extrait est effacé automatiquement 90 jours après l’analyse. Vous pouvez activer la validation en deux étapes (application d’authentification) depuis votre profil.',
        ],
      },
      {
        id: 'partage',
        title: '5. Partage des données',
        body: [
          'Nous ne partageons vos données qu’avec les sous-traitants nécessaires au service : hébergement, envoi d’emails, paiement et, si vous l’avez accepté, le fournisseur du modèle d’analyse. Chacun est lié par un contrat conforme au RGPD.',
        ],
      },
      {
        id: 'droits',
        title: '6. Vos droits',
        body: [
          'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données.',
          'Depuis votre profil, vous pouvez télécharger vos données (fichier JSON) et supprimer votre compte : la suppression efface aussitôt vos données et résilie immédiatement tout abonnement en cours ; seul le registre de facturation anonymisé décrit plus haut est conservé. Vous pouvez aussi saisir la CNIL (cnil.fr).',
        ],
      },
      {
        id: 'cookies',
        title: '7. Cookies',
        body: [
          'Nous n’utilisons que des cookies strictement nécessaires : le cookie de session qui vous garde connecté. Votre choix de langue est enregistré dans votre navigateur. Aucun cookie publicitaire ni de mesure d’audience tierce.',
        ],
      },
      {
        id: 'contact',
        title: '8. Contact',
        body: [
          'Pour toute question sur vos données, écrivez à confidentialite@adequat.fr ou utilisez notre page de contact.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy Policy',
    metaDescription:
      'How Adéquat collects, uses and protects your personal data, and how to exercise your rights.',
    updated: 'Last updated: 22 November 2026',
    intro:
      'Your CV holds personal information. This policy explains what we do with it, and above all what we do not.',
    sections: [
      {
        id: 'introduction',
        title: '1. Introduction',
        body: [
          'Adéquat (“we”) runs a service that analyses CVs against job postings. We are the data controller under the General Data Protection Regulation (GDPR).',
          'This policy covers the website, the application and the emails we send you.',
        ],
      },
      {
        id: 'data-collected',
        title: '2. Data collected',
        body: [
          'For each item: what we keep, why, and for how long.',
          '• Account: email address, password (stored only as a hash), creation date, whether the address is verified and, if you turn on two-step verification, its key and your backup codes (encrypted). To identify you and protect your account. Kept until the account is deleted.',
          '• Text of your CVs: the uploaded file is not kept, only the text extracted from it, to run the analysis. Erased automatically 90 days after the analysis.',
          '• Job descriptions and analysis results (score, skills, suggestions, questions): for your history. Kept until you delete your account.',
          '• Usage counters (number of analyses per period): to apply your plan’s limits. Kept until the account is deleted.',
          '• Subscription: plan, status, dates, card brand and last 4 digits; card data stays with our payment provider. Kept while the account exists. When the account is deleted, only an anonymised record (provider references, plan, price, dates, no name or email) is kept for 10 years, as French commercial law (Code de commerce, art. L123-22) requires for accounting documents; invoices stay with the payment provider.',
          '• Emails we send you (verification, password reset, acknowledgements): a sending log for support and security. Erased with your account.',
          '• Contact form messages: to answer you. Erased with the account that uses the same email address, or on request.',
          '• Technical data: sign-in sessions (IP address, browser), valid 30 days at most and erased with the account; connection logs (IP address, date, request id) kept for security.',
        ],
      },
      {
        id: 'use',
        title: '3. Use of data',
        body: [
          'We use your data to run the analyses you ask for, manage your account and subscription, send essential emails (verification, password reset, billing) and keep the service secure.',
          'Your CVs are never used to train artificial-intelligence models and never sold.',
        ],
      },
      {
        id: 'protection',
        title: '4. Data protection',
        body: [
          'Traffic is encrypted (HTTPS), passwords are hashed and sessions use secure cookies. Access to data is limited to the people who need it.',
          'CV files are never kept; the text extracted from them is erased automatically 90 days after the analysis. You can turn on two-step verification (authenticator app) from your profile.',
        ],
      },
      {
        id: 'sharing',
        title: '5. Data sharing',
        body: [
          'We only share your data with the processors the service needs: hosting, email delivery, payment and, if you agreed, the provider of the analysis model. Each is bound by a GDPR-compliant contract.',
        ],
      },
      {
        id: 'rights',
        title: '6. Your rights',
        body: [
          'You have the right to access, correct, erase, restrict, object to and port your data.',
          'From your profile you can download your data (JSON file) and delete your account: deletion erases your data at once and ends any running subscription immediately; only the anonymised billing record described above is kept. You may also complain to the CNIL (cnil.fr).',
        ],
      },
      {
        id: 'cookies',
        title: '7. Cookies',
        body: [
          'We only use strictly necessary cookies: the session cookie that keeps you signed in. Your language choice is stored in your browser. No advertising or third-party analytics cookies.',
        ],
      },
      {
        id: 'contact',
        title: '8. Contact',
        body: [
          'For any question about your data, write to confidentialite@adequat.fr or use our contact page.',
        ],
      },
    ],
  },
}

export const TERMS: Localized<LegalPage> = {
  fr: {
    title: 'Conditions d’utilisation',
    metaDescription:
      'Les conditions générales d’utilisation du service Adéquat : compte, abonnements, paiements et responsabilités.',
    updated: 'Dernière mise à jour : 22 novembre 2026',
    intro: 'Merci de lire attentivement ces conditions avant d’utiliser Adéquat.',
    sections: [
      {
        id: 'acceptation',
        title: '1. Acceptation des conditions',
        body: [
          'En créant un compte ou en utilisant le service, vous acceptez les présentes conditions. Vous devez avoir au moins 18 ans pour utiliser Adéquat.',
        ],
      },
      {
        id: 'service',
        title: '2. Description du service',
        body: [
          'Adéquat compare un CV à une description de poste et fournit un score de compatibilité, les compétences trouvées et manquantes, des suggestions d’amélioration et des questions d’entretien. Ces résultats sont indicatifs et ne garantissent pas l’obtention d’un entretien ou d’un emploi.',
        ],
      },
      {
        id: 'compte',
        title: '3. Compte utilisateur',
        body: [
          'Vous êtes responsable de la confidentialité de votre mot de passe et des activités réalisées depuis votre compte. Les informations fournies doivent être exactes.',
        ],
      },
      {
        id: 'abonnements',
        title: '4. Abonnements et paiements',
        body: [
          'La version gratuite comprend 3 analyses au total. Les plans payants sont facturés mensuellement ; l’essai à 1 € dure 3 jours.',
          'Vous pouvez changer de plan à tout moment (effet à la prochaine période de facturation) ou annuler : l’accès est conservé jusqu’à la fin de la période en cours.',
        ],
      },
      {
        id: 'propriete',
        title: '5. Propriété intellectuelle',
        body: [
          'Le service, sa marque et ses contenus appartiennent à Adéquat. Vous restez propriétaire de vos CV et des textes que vous nous transmettez.',
        ],
      },
      {
        id: 'responsabilite',
        title: '6. Limitation de responsabilité',
        body: [
          'Adéquat est fourni « en l’état ». Nous ne saurions être tenus responsables des décisions prises sur la base des analyses, ni des interruptions temporaires du service.',
        ],
      },
      {
        id: 'resiliation',
        title: '7. Résiliation',
        body: [
          'Vous pouvez supprimer votre compte à tout moment depuis votre profil. Nous pouvons suspendre un compte en cas d’usage abusif ou contraire aux présentes conditions.',
        ],
      },
      {
        id: 'modifications',
        title: '8. Modifications',
        body: [
          'Nous pouvons modifier ces conditions. Les changements importants vous seront notifiés par email au moins 30 jours avant leur entrée en vigueur.',
        ],
      },
      {
        id: 'contact',
        title: '9. Contact',
        body: [
          'Pour toute question sur ces conditions, écrivez à support@adequat.fr ou utilisez notre page de contact.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of Service',
    metaDescription:
      'The terms of use of the Adéquat service: account, subscriptions, payments and liability.',
    updated: 'Last updated: 22 November 2026',
    intro: 'Please read these terms carefully before using Adéquat.',
    sections: [
      {
        id: 'acceptance',
        title: '1. Acceptance of the terms',
        body: [
          'By creating an account or using the service you accept these terms. You must be at least 18 years old to use Adéquat.',
        ],
      },
      {
        id: 'service',
        title: '2. Service description',
        body: [
          'Adéquat compares a CV with a job description and provides a compatibility score, the skills found and missing, improvement suggestions and interview questions. These results are indicative and do not guarantee an interview or a job.',
        ],
      },
      {
        id: 'account',
        title: '3. User account',
        body: [
          'You are responsible for keeping your password confidential and for the activity of your account. The information you provide must be accurate.',
        ],
      },
      {
        id: 'subscriptions',
        title: '4. Subscriptions and payments',
        body: [
          'The free version includes 3 analyses in total. Paid plans are billed monthly; the €1 trial lasts 3 days.',
          'You can change plan at any time (effective from the next billing period) or cancel: access is kept until the end of the current period.',
        ],
      },
      {
        id: 'intellectual-property',
        title: '5. Intellectual property',
        body: [
          'The service, its brand and its content belong to Adéquat. You remain the owner of your CVs and of the texts you send us.',
        ],
      },
      {
        id: 'liability',
        title: '6. Limitation of liability',
        body: [
          'Adéquat is provided “as is”. We cannot be held liable for decisions made on the basis of the analyses, nor for temporary interruptions of the service.',
        ],
      },
      {
        id: 'termination',
        title: '7. Termination',
        body: [
          'You can delete your account at any time from your profile. We may suspend an account used abusively or against these terms.',
        ],
      },
      {
        id: 'changes',
        title: '8. Changes',
        body: [
          'We may change these terms. Significant changes will be notified by email at least 30 days before they take effect.',
        ],
      },
      {
        id: 'contact',
        title: '9. Contact',
        body: ['For any question about these terms, write to support@adequat.fr or use our contact page.'],
      },
    ],
  },
}
