/**
 * One upgrade call to action per screen (issue 12): a free user's result once showed four 'Voir les
 * plans' boxes at 390 px. Each place that could offer an upgrade says whether it applies; the first
 * that applies, in order of relevance, shows the box with its button, and the others a short note.
 */
export const UPGRADE_SLOTS = ['quota', 'suggestions', 'questions', 'report', 'comparison'] as const
export type UpgradeSlot = (typeof UPGRADE_SLOTS)[number]

/**
 * The slot that shows the box: no analysis left first (nothing else can be done), then the locked
 * suggestions and questions of the result on screen, then the PDF report, then the comparison.
 */
export function primaryUpgradeSlot(applies: Partial<Record<UpgradeSlot, boolean>>): UpgradeSlot | null {
  return UPGRADE_SLOTS.find((slot) => applies[slot] === true) ?? null
}
