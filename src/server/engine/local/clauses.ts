/**
 * One requirement of the offer written as several items: 'Calme et rigueur', 'Maintenance préventive
 * et curative', 'Rigueur / dynamisme', 'Recrutement (tri des CV, entretiens)'. The engine judges each
 * item on its own (the score gives credit per item); a clause the CV meets in the main lists none of
 * its other items as a gap (index.ts `clauseMetBy`), where a recruiter reads one requirement met.
 */
import type { Requirement } from './parse.ts'
import { lowerPlain } from './text.ts'

type Occurrence = { start: number; end: number; line: number; req: Requirement }

/** What may stand between two items of one clause: a coordination and its article. */
const JOINED_BY =
  /^\s*(?:\/|&|\+|\bet\b|\band\b)\s*(?:(?:de la|de l'|des|du|de|d'|la|le|les|l'|of|the|a|an)\s*)?$/

/** Items that stay apart even when coordinated: credentials, languages, kinds folded into their item. */
function apart(req: Requirement): boolean {
  return (
    Boolean(req.credential) ||
    req.skill.cat === 'language' ||
    req.foldedInto !== undefined ||
    Boolean(req.atHiring)
  )
}

/**
 * Two names of things stay two items: tools, or a product written with a capital inside it
 * ('TypeScript', 'GraphQL') beside a tool or another name ('React', 'API REST'). Two acronyms alone
 * ('NPI and DFM') stay one clause: offers write one practice so.
 */
function namedApart(jd: string, a: Occurrence, b: Occurrence): boolean {
  const text = (o: Occurrence) => jd.slice(o.start, o.end)
  const product = (o: Occurrence) => o.req.skill.cat === 'tool' || /\p{Ll}\p{Lu}/u.test(text(o))
  const name = (o: Occurrence) => product(o) || /^.+\p{Lu}/u.test(text(o))
  return (product(a) || product(b)) && name(a) && name(b)
}

/**
 * Sets `clause` (a number shared by the items of one clause) on the requirements written together:
 * coordinated in one clause of a line ('Calme et rigueur', 'soudure et brasure'; two tools named side
 * by side stay two: 'Excel et SAP'), or an umbrella with what its parenthesis lists.
 */
export function markClauses(jd: string, occurrences: readonly Occurrence[], kept: readonly Requirement[]) {
  const keptSet = new Set(kept)
  const first = new Map<Requirement, Occurrence>()
  for (const o of occurrences) {
    if (!keptSet.has(o.req) || apart(o.req)) continue
    const seen = first.get(o.req)
    if (!seen || o.start < seen.start) first.set(o.req, o)
  }
  const parent = new Map<Requirement, Requirement>()
  const root = (r: Requirement): Requirement => {
    let at = r
    while (parent.has(at)) at = parent.get(at)!
    return at
  }
  const join = (a: Requirement, b: Requirement) => {
    const ra = root(a)
    const rb = root(b)
    if (ra !== rb) parent.set(rb, ra)
  }
  const firsts = [...first.values()].sort((a, b) => a.start - b.start)
  for (let k = 0; k + 1 < firsts.length; k++) {
    const a = firsts[k]!
    const b = firsts[k + 1]!
    if (b.line !== a.line || b.start < a.end) continue
    if (namedApart(jd, a, b)) continue
    if (JOINED_BY.test(lowerPlain(jd.slice(a.end, b.start)))) join(a.req, b.req)
  }
  // ('Recrutement (tri des CV, entretiens)': an umbrella and the kinds its parenthesis lists)
  for (const p of firsts) {
    if (!/^\s*\(/.test(jd.slice(p.end, p.end + 4))) continue
    const close = jd.indexOf(')', p.end)
    if (close < 0 || jd.slice(p.end, close).includes('\n')) continue
    for (const c of firsts) if (c.start > p.end && c.end <= close) join(p.req, c.req)
  }
  // ('Vente de services (extensions de garantie, contrats d'entretien)'): the kinds one parenthesis
  // lists are one requirement's, whether or not the words before it are an item
  for (const p of jd.matchAll(/\(([^()\n]*)\)/g)) {
    const from = (p.index ?? 0) + 1
    const to = from + (p[1]?.length ?? 0)
    const inside = firsts.filter((o) => o.start >= from && o.end <= to)
    for (const o of inside.slice(1)) join(inside[0]!.req, o.req)
  }
  const groups = new Map<Requirement, Requirement[]>()
  for (const r of first.keys()) {
    const top = root(r)
    groups.set(top, [...(groups.get(top) ?? []), r])
  }
  let next = 0
  for (const members of groups.values()) {
    if (members.length < 2) continue
    next += 1
    for (const r of members) r.clause = next
  }
}
