/** The compatibility score circle (specification §2: sizes 64, 100 and 150 px; bands 80/60/40). */
import { type ScoreBand, scoreBand } from '../../../../shared/format.ts'
import { BAND_LABEL_KEY } from '../../../../shared/result-labels.ts'
import { useT } from '../../../i18n/i18n.tsx'
import { analysisMessages } from '../messages.ts'

export const SCORE_CIRCLE_SIZES = { sm: 64, md: 100, lg: 150 } as const
export type ScoreCircleSize = keyof typeof SCORE_CIRCLE_SIZES

const BAND_COLOUR: Record<ScoreBand, string> = {
  excellent: '#4ade80',
  good: '#818cf8',
  average: '#fbbf24',
  poor: '#f87171',
}

export function useBandLabel() {
  const t = useT(analysisMessages)
  return (score: number) => t(BAND_LABEL_KEY[scoreBand(score)])
}

export function ScoreCircle({
  score,
  size = 'lg',
  showBand = size !== 'sm',
}: {
  score: number
  size?: ScoreCircleSize
  showBand?: boolean
}) {
  const t = useT(analysisMessages)
  const band = useBandLabel()(score)
  const px = SCORE_CIRCLE_SIZES[size]
  const stroke = size === 'sm' ? 8 : 7
  const radius = 50 - stroke / 2 - 1
  const circumference = 2 * Math.PI * radius
  const colour = BAND_COLOUR[scoreBand(score)]
  return (
    <div
      role="img"
      aria-label={t('scoreLabel', { score, band })}
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: px, height: px }}
      data-size={px}
    >
      <svg aria-hidden="true" viewBox="0 0 100 100" className="absolute inset-0 -rotate-90">
        <circle cx="50" cy="50" r={radius} fill="none" stroke="#26304f" strokeWidth={stroke} />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          stroke={colour}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - Math.min(Math.max(score, 0), 100) / 100)}
        />
      </svg>
      <span aria-hidden="true" className="flex flex-col items-center leading-none">
        <span
          className={
            size === 'sm'
              ? 'text-lg font-bold text-ink'
              : size === 'md'
                ? 'text-2xl font-bold text-ink'
                : 'text-4xl font-extrabold text-ink'
          }
        >
          {score}
        </span>
        {showBand && (
          <span
            className={size === 'lg' ? 'mt-1.5 text-sm font-semibold' : 'mt-1 text-[11px] font-semibold'}
            style={{ color: colour }}
          >
            {band}
          </span>
        )}
      </span>
    </div>
  )
}
