/**
 * Probes: one requirement of an offer (a degree, a licence or certification, years of experience) beside
 * the part of a CV that bears on it, with a recruiter's verdict (met or not). Written blind, by helpers
 * who saw only this format and a list of professions, in two halves by profession: eval/probes/dev/,
 * read while tuning, and eval/probes/holdout/, frozen and never read — only its counts are printed.
 *
 *   node --import tsx eval/probes.ts [--verbose]   (--verbose lists the development probes judged wrong)
 *
 * Each probe becomes a short offer (its title, a 'Profil recherché' / 'Requirements' heading, the
 * requirement as a bullet) and a short CV (a name, the probe's lines), analysed by the local engine at
 * the labels' date. The engine's verdict is read from the requirements it reports of the probe's kinds
 * (degree: a degree or a regulated title; credential: a credential; experience: years), those of the
 * highest importance among them (a plus beside a must is not the probe's question): met when each is
 * met; 'unread' when it reports none.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { analyseLocally } from '../src/server/engine/local/index.ts'
import type { RequirementRead } from '../src/shared/schemas/analysis.ts'
import { LABELS_NOW } from './run-cases.ts'

const HERE = path.dirname(fileURLToPath(import.meta.url))
export const PROBES_DEV_DIR = path.join(HERE, 'probes', 'dev')
export const PROBES_HOLDOUT_DIR = path.join(HERE, 'probes', 'holdout')

export const PROBE_TOPICS = ['degrees', 'credentials', 'experience'] as const
export type ProbeTopic = (typeof PROBE_TOPICS)[number]

const probeSchema = z.object({
  id: z.string().min(1),
  profession: z.string().min(1),
  title: z.string().min(1),
  lang: z.enum(['fr', 'en']),
  offer: z.string().min(1),
  mandatory: z.boolean(),
  cvLang: z.enum(['fr', 'en']),
  cv: z.string().min(1),
  verdict: z.enum(['met', 'not-met']),
  why: z.string(),
})
export type Probe = z.infer<typeof probeSchema>

/** The kinds of requirement a topic's verdict is read from. */
const KINDS: Record<ProbeTopic, readonly RequirementRead['kind'][]> = {
  degrees: ['degree', 'credential'],
  credentials: ['credential', 'degree'],
  experience: ['experience'],
}

export function loadProbes(dir: string, topic: ProbeTopic): Probe[] {
  const file = path.join(dir, `${topic}.json`)
  return z.array(probeSchema).parse(JSON.parse(fs.readFileSync(file, 'utf8')))
}

export type ProbeRun = {
  probe: Probe
  got: 'met' | 'not-met' | 'unread'
  read: RequirementRead[]
  /** Every item the result lists, matched and missing, to read beside the probe. */
  listed: { matched: string[]; missing: string[] }
}

/** The offer and the CV a probe stands for. */
export function probeTexts(probe: Probe): { jobDescription: string; cvText: string } {
  const heading = probe.lang === 'fr' ? 'Profil recherché :' : 'Requirements:'
  return {
    jobDescription: `${probe.title}\n\n${heading}\n- ${probe.offer}\n`,
    cvText: `Camille Martin\n\n${probe.cv}\n`,
  }
}

export function runProbe(probe: Probe, topic: ProbeTopic): ProbeRun {
  const result = analyseLocally({ ...probeTexts(probe), questionsCount: 1, lang: probe.lang }, LABELS_NOW)
  const ofKind = (result.details?.requirements ?? []).filter((r) => KINDS[topic].includes(r.kind))
  // (a plus beside a must is not what the probe asks: 'AIPR encadrant obligatoire, SST apprécié')
  const rank = (r: RequirementRead) =>
    r.importance === 'must' || r.blocking ? 2 : r.importance === 'normal' ? 1 : 0
  const top = Math.max(-1, ...ofKind.map(rank))
  const read = ofKind.filter((r) => rank(r) === top)
  const got = read.length === 0 ? 'unread' : read.every((r) => r.met) ? 'met' : 'not-met'
  return { probe, got, read, listed: { matched: result.matchedSkills, missing: result.missingSkills } }
}

export type ProbeTally = {
  probes: number
  right: number
  unread: number
  /** Said met when the recruiter says not met (a missing licence passed), and the reverse. */
  falseMet: number
  falseNotMet: number
}

export function tally(runs: readonly ProbeRun[]): ProbeTally {
  const t: ProbeTally = { probes: runs.length, right: 0, unread: 0, falseMet: 0, falseNotMet: 0 }
  for (const run of runs) {
    if (run.got === run.probe.verdict) t.right += 1
    else if (run.got === 'unread') t.unread += 1
    else if (run.got === 'met') t.falseMet += 1
    else t.falseNotMet += 1
  }
  return t
}

export function runTopic(dir: string, topic: ProbeTopic): ProbeRun[] {
  return loadProbes(dir, topic).map((p) => runProbe(p, topic))
}

function line(name: string, dev: ProbeTally, holdout: ProbeTally): string {
  const share = (t: ProbeTally) => `${(t.right / t.probes).toFixed(2)} (${t.right}/${t.probes})`
  const miss = (t: ProbeTally) => `${t.unread}/${t.falseMet}/${t.falseNotMet}`
  return `${name.padEnd(12)}${share(dev).padStart(16)}${share(holdout).padStart(16)}   ${miss(dev).padStart(9)}${miss(holdout).padStart(10)}`
}

async function main(argv: string[]) {
  const verbose = argv.includes('--verbose')
  console.log(
    `${'topic'.padEnd(12)}${'dev'.padStart(16)}${'hold-out'.padStart(16)}   ${'unread/false met/false not met'}`,
  )
  for (const topic of PROBE_TOPICS) {
    const dev = runTopic(PROBES_DEV_DIR, topic)
    const holdout = runTopic(PROBES_HOLDOUT_DIR, topic)
    console.log(line(topic, tally(dev), tally(holdout)))
    if (!verbose) continue
    for (const run of dev) {
      if (run.got === run.probe.verdict) continue
      const reqs = run.read.map((r) => `${r.label}${r.met ? ' ✓' : ' ✗'}`).join('; ')
      console.log(`  ${run.probe.id} want ${run.probe.verdict}, got ${run.got} [${reqs}]`)
      console.log(`    offer: ${run.probe.offer}`)
      console.log(`    cv: ${run.probe.cv.replace(/\n/g, ' | ')}`)
      console.log(`    why: ${run.probe.why}`)
      console.log(`    listed: ✓ ${run.listed.matched.join(', ')} — ✗ ${run.listed.missing.join(', ')}`)
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2))
}
