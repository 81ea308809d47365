import { defineMessages } from '../i18n.tsx'

/**
 * Confirmations shown after an action lands on another page (issue 12): e-mail verification,
 * password change, plan change, cancellation, account deletion; the banner asking an unverified
 * user to confirm the address; the checkout of a plan chosen before sign-up.
 */
export const noticeMessages = defineMessages({
  fr: {
    passwordUpdated: 'Votre mot de passe a été modifié.',
    planChanged:
      'Votre changement de plan est enregistré. Le détail figure dans votre abonnement ci-dessous.',
    subscriptionCancelled: 'Votre résiliation est enregistrée : vous gardez votre plan jusqu’au {date}.',
    accountDeleted: 'Votre compte et vos données ont été supprimés. Merci d’avoir utilisé Adéquat.',
    dismiss: 'Fermer ce message',
    verifyTitle: 'Confirmez votre adresse e-mail',
    verifyText: 'Nous avons envoyé un lien à {email}. Ouvrez-le pour confirmer votre adresse.',
    verifyTextPlan:
      'Nous avons envoyé un lien à {email}. Ouvrez-le pour confirmer votre adresse : le paiement du plan {plan} s’ouvrira ensuite.',
    verifyBeforePaying: 'Une adresse confirmée est nécessaire pour souscrire un plan.',
    resend: 'Renvoyer l’e-mail',
    resent: 'E-mail envoyé à {email}. Pensez à vérifier vos courriers indésirables.',
    planChoiceRedirect: 'Adresse confirmée. Ouverture du paiement du plan {plan}…',
    planChoiceForget: 'Ne pas souscrire maintenant',
  },
  en: {
    passwordUpdated: 'Your password has been changed.',
    planChanged: 'Your plan change is saved. The details are in your subscription below.',
    subscriptionCancelled: 'Your cancellation is saved: you keep your plan until {date}.',
    accountDeleted: 'Your account and your data have been deleted. Thank you for using Adéquat.',
    dismiss: 'Close this message',
    verifyTitle: 'Confirm your email address',
    verifyText: 'We sent a link to {email}. Open it to confirm your address.',
    verifyTextPlan:
      'We sent a link to {email}. Open it to confirm your address: the {plan} plan’s payment opens next.',
    verifyBeforePaying: 'A confirmed address is needed to subscribe to a plan.',
    resend: 'Resend the email',
    resent: 'Email sent to {email}. Check your spam folder too.',
    planChoiceRedirect: 'Address confirmed. Opening the {plan} plan’s payment…',
    planChoiceForget: 'Not now',
  },
})
