/**
 * What of the CV a model sees (product decision 6): the first two pages — split on form feeds, which
 * extraction keeps, or on three or more blank lines — cut to a character budget at a word boundary.
 * The local engine reads the whole CV; only the model engine needs this bound on what it sends.
 */
import { DEFAULT_MODEL_CV_BUDGET } from '../../../shared/limits.ts'

/** A form feed, or three or more blank lines (four line breaks with only spaces between). */
const PAGE_BREAK = /\f|(?:\r?\n[ \t]*){4,}/

export function cvExcerpt(text: string, budget: number = DEFAULT_MODEL_CV_BUDGET): string {
  const pages = text
    .split(PAGE_BREAK)
    .map((page) => page.trim())
    .filter((page) => page.length > 0)
  const firstTwo = pages.slice(0, 2).join('\n\n')
  if (firstTwo.length <= budget) return firstTwo
  const cut = firstTwo.slice(0, budget)
  // Do not end on half a word: back up to the last whitespace if it is not too far.
  const lastSpace = cut.search(/\s\S*$/)
  return (lastSpace > budget * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()
}
