import { defineMessages } from '../i18n.tsx'

/** Texts of the shared widgets (src/web/components/ui). */
export const uiMessages = defineMessages({
  fr: {
    loading: 'Chargement...',
    retry: 'Réessayer',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    dropTitle: 'Déposez votre CV ici ou cliquez pour le sélectionner',
    dropHint: 'Formats acceptés : {types} — {max} maximum',
    dropActive: 'Déposez le fichier pour l’ajouter',
    removeFile: 'Retirer le fichier {name}',
    fileSelected: 'Fichier sélectionné',
    errorTitle: 'Une erreur est survenue',
  },
  en: {
    loading: 'Loading...',
    retry: 'Try again',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    dropTitle: 'Drop your CV here or click to choose it',
    dropHint: 'Accepted formats: {types} — {max} maximum',
    dropActive: 'Drop the file to add it',
    removeFile: 'Remove the file {name}',
    fileSelected: 'Selected file',
    errorTitle: 'Something went wrong',
  },
})
