import { type ScoreBand, scoreBand } from '../../../../shared/format.ts'

const BAND_COLOUR: Record<ScoreBand, string> = {
  excellent: '#4ade80',
  good: '#818cf8',
  average: '#fbbf24',
  poor: '#f87171',
}

/** A score drawn as a ring; the number is in the text, the ring is decoration. */
export function ScoreRing({ score, size = 100 }: { score: number; size?: number }) {
  const radius = 42
  const circumference = 2 * Math.PI * radius
  const colour = BAND_COLOUR[scoreBand(score)]
  return (
    <div className="relative inline-flex items-center justify-center" style={{ width: size, height: size }}>
      <svg aria-hidden="true" viewBox="0 0 100 100" className="absolute inset-0 -rotate-90">
        <circle cx="50" cy="50" r={radius} fill="none" stroke="#26304f" strokeWidth="9" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          stroke={colour}
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - score / 100)}
        />
      </svg>
      <span className="text-2xl font-bold text-ink">{score}</span>
    </div>
  )
}
