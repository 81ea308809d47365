/**
 * For the PDF tests (the report's, the invoices'): an analysis result written the way the engines
 * write them, full of the characters French needs, and `pdfPages()`, the text of each page of a PDF.
 */
import { extractText } from 'unpdf'
import type { AnalysisResult } from '../../src/shared/schemas/analysis.ts'

export const FRENCH_CHARACTERS = ['é', 'è', 'ê', 'à', 'ç', 'œ', '«', '»', '’', '…'] as const

export function sampleResult(questionsCount = 15, answerSentences = 2): AnalysisResult {
  const categories = ['technical', 'behavioral', 'experience', 'company'] as const
  const difficulties = ['easy', 'medium', 'hard'] as const
  return {
    compatibilityScore: 72,
    matchedSkills: ['TypeScript', 'React', 'Gestion de projet', 'Anglais professionnel'],
    missingSkills: ['Kubernetes', 'Intégration continue', 'Sécurité applicative'],
    suggestions: [
      {
        id: 's1',
        title: 'Mettez en avant votre expérience Kubernetes',
        description:
          'L’offre cite « Kubernetes » deux fois : décrivez un déploiement réel, même modeste, et son résultat.',
        category: 'skills',
        priority: 'high',
      },
      {
        id: 's2',
        title: 'Chiffrez vos réalisations',
        description:
          'Ajoutez un volume, un délai ou un budget à chaque expérience : « réduit de 30 % le délai… ».',
        category: 'content',
        priority: 'medium',
      },
      {
        id: 's3',
        title: 'Soignez la mise en page',
        description:
          'Une page aérée, des intitulés homogènes et un œil neuf sur les fautes : c’est ça qui compte.',
        category: 'format',
        priority: 'low',
      },
    ],
    questions: Array.from({ length: questionsCount }, (_, i) => ({
      id: `q${i + 1}`,
      question: `Question numéro ${i + 1} : comment avez-vous géré « l’imprévu n°${i + 1} » dans votre équipe ?`,
      answer: Array.from(
        { length: answerSentences },
        (_, j) =>
          `Réponse ${i + 1}.${j + 1} : j’ai d’abord écouté chacun, puis nous avons décidé ensemble d’une priorité claire ; le résultat a été mesuré après trois semaines, à la satisfaction de l’équipe et du client.`,
      ).join(' '),
      difficulty: difficulties[i % 3] ?? 'medium',
      category: categories[i % 4] ?? 'technical',
    })),
    details: {
      jobTitle: 'Développeur·se full-stack',
      keyPoints: ['Expérience demandée : 3 ans ; votre CV en montre 5.'],
    },
  }
}

export const SAMPLE_JOB_DESCRIPTION =
  'Développeur·se full-stack (H/F) — « Plateforme Santé ». Vous maîtrisez TypeScript, React et Kubernetes ; ' +
  'l’intégration continue et la sécurité applicative sont appréciées. Équipe de huit personnes, télétravail ' +
  'possible, rémunération selon expérience…'

/** Each page's text of a PDF (read back with pdf.js), whitespace (no-break spaces included) collapsed. */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false })
  return text.map((page) => page.replace(/\s+/g, ' ').trim())
}
