#!/usr/bin/env node
// Copied verbatim from ../shared/eval/score.mjs (the team's shared scorer for the CV/job-description
// skill-matching corpus) so that a clone of this repository can run `npm run eval` on its own.
// Only this header was added; keep the rest in sync with the original.
// Scorer for the CV-vs-job-description skill-matching evaluation corpus.
// Plain Node 20 ESM, no dependencies.
//
//   node score.mjs <outputsDir> [--cases DIR] [--verbose] [--json FILE]
//   node score.mjs --selftest
//
// For every case directory <NN-slug> under cases/ (next to this file unless --cases
// is given) it reads <outputsDir>/<NN-slug>.json, the analyser's JSON output
// ({compatibilityScore, matchedSkills[], missingSkills[], ...}), and compares it with
// cases/<NN-slug>/labels.json. See README.md for the metric definitions.

import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------- normalisation

/** lower-case, strip accents and punctuation, collapse spaces, light plural folding */
export function norm(s) {
  const t = String(s ?? '')
    .toLowerCase()
    .replace(/c\+\+/g, ' cplusplus ')
    .replace(/c#/g, ' csharp ')
    .replace(/(^|[^a-z0-9])\.net\b/g, '$1 dotnet ')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!t) return '';
  // fold a final plural "s" on words of 4+ letters (applied to both sides alike)
  return t
    .split(' ')
    .map((w) => (w.length >= 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
}

function itemText(item) {
  if (item == null) return '';
  if (typeof item === 'string') return item;
  if (typeof item === 'object') return item.skill ?? item.name ?? item.label ?? item.text ?? '';
  return String(item);
}

/** keys (normalised skill + aliases) for each label */
function labelKeys(label) {
  const keys = new Set();
  for (const k of [label.skill, ...(label.aliases ?? [])]) {
    const n = norm(k);
    if (n) keys.add(n);
  }
  return [...keys];
}

/**
 * Map one output item to at most one label: an exact (normalised) match with the
 * skill or an alias wins; otherwise the label whose skill/alias occurs in the item as
 * a whole word, preferring the longest such key. Returns the label index or -1.
 */
export function mapItem(text, keyLists) {
  const n = norm(text);
  if (!n) return -1;
  const padded = ` ${n} `;
  let best = -1;
  let bestRank = -1;
  keyLists.forEach((keys, i) => {
    for (const k of keys) {
      let rank = -1;
      if (n === k) rank = 100000 + k.length;
      else if (padded.includes(` ${k} `)) rank = k.length;
      if (rank > bestRank) {
        bestRank = rank;
        best = i;
      }
    }
  });
  return best;
}

export function bandOf(score) {
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  if (score >= 65) return 'high';
  if (score >= 35) return 'medium';
  return 'low';
}

// ---------------------------------------------------------------- statistics

function ranks(xs) {
  const idx = xs.map((x, i) => [x, i]).sort((a, b) => a[0] - b[0]);
  const r = new Array(xs.length);
  for (let i = 0; i < idx.length; ) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1][0] === idx[i][0]) j++;
    const avg = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) r[idx[k][1]] = avg;
    i = j + 1;
  }
  return r;
}

export function spearman(xs, ys) {
  if (xs.length < 2) return NaN;
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mx = rx.reduce((a, b) => a + b, 0) / rx.length;
  const my = ry.reduce((a, b) => a + b, 0) / ry.length;
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i++) {
    num += (rx[i] - mx) * (ry[i] - my);
    dx += (rx[i] - mx) ** 2;
    dy += (ry[i] - my) ** 2;
  }
  if (dx === 0 || dy === 0) return NaN;
  return num / Math.sqrt(dx * dy);
}

const ratio = (a, b) => (b === 0 ? 0 : a / b);
const f1 = (p, r) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));
const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : 'nan');

// ---------------------------------------------------------------- loading

export function loadCases(casesDir) {
  return fs
    .readdirSync(casesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(casesDir, d.name, 'labels.json')))
    .map((d) => d.name)
    .sort()
    .map((id) => ({ id, labels: JSON.parse(fs.readFileSync(path.join(casesDir, id, 'labels.json'), 'utf8')) }));
}

function readOutput(outputsDir, id) {
  const file = path.join(outputsDir, `${id}.json`);
  if (!fs.existsSync(file)) return { error: 'missing file' };
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    return { error: `invalid JSON (${e.message.split('\n')[0]})` };
  }
  if (!data || typeof data !== 'object') return { error: 'not an object' };
  const arr = (v) => (Array.isArray(v) ? v.map(itemText).filter((s) => String(s).trim()) : []);
  const raw = data.compatibilityScore;
  const score = typeof raw === 'number' ? raw : raw != null && raw !== '' && !isNaN(Number(raw)) ? Number(raw) : null;
  return { matched: arr(data.matchedSkills), missing: arr(data.missingSkills), score };
}

// ---------------------------------------------------------------- scoring

export function scoreCase(c, out) {
  const req = c.labels.required ?? [];
  const keyLists = req.map(labelKeys);
  const inM = new Array(req.length).fill(false);
  const inX = new Array(req.length).fill(false);
  let unlabeled = 0;
  const unlabeledItems = [];
  if (!out.error) {
    for (const [list, flags] of [[out.matched, inM], [out.missing, inX]]) {
      for (const item of list) {
        const i = mapItem(item, keyLists);
        if (i < 0) {
          unlabeled++;
          unlabeledItems.push(item);
        } else flags[i] = true;
      }
    }
  }
  const rows = req.map((l, i) => {
    const placement = inM[i] && inX[i] ? 'both' : inM[i] ? 'matched' : inX[i] ? 'missing' : 'none';
    const correct = (placement === 'matched' && l.inCv) || (placement === 'missing' && !l.inCv);
    return { skill: l.skill, inCv: !!l.inCv, ambiguous: !!l.ambiguous, placement, correct };
  });
  const r = {
    id: c.id,
    lang: c.labels.lang,
    expectedBand: c.labels.expectedScoreBand,
    error: out.error ?? null,
    score: out.error ? null : out.score,
    band: out.error ? null : bandOf(out.score),
    fracPresent: ratio(rows.filter((x) => x.inCv).length, rows.length),
    n: rows.length,
    pos: rows.filter((x) => x.inCv).length,
    neg: rows.filter((x) => !x.inCv).length,
    predM: rows.filter((x) => x.placement === 'matched' || x.placement === 'both').length,
    predX: rows.filter((x) => x.placement === 'missing' || x.placement === 'both').length,
    tpM: rows.filter((x) => x.inCv && (x.placement === 'matched' || x.placement === 'both')).length,
    tpX: rows.filter((x) => !x.inCv && (x.placement === 'missing' || x.placement === 'both')).length,
    correct: rows.filter((x) => x.correct).length,
    placed: rows.filter((x) => x.placement !== 'none').length,
    wrong: rows.filter((x) => x.placement !== 'none' && !x.correct).length,
    none: rows.filter((x) => x.placement === 'none').length,
    nAmb: rows.filter((x) => x.ambiguous).length,
    correctNonAmb: rows.filter((x) => x.correct && !x.ambiguous).length,
    unlabeled,
    unlabeledItems,
    rows,
  };
  r.bandOk = r.band != null && r.band === r.expectedBand;
  return r;
}

export function aggregate(results) {
  const sum = (k) => results.reduce((a, r) => a + r[k], 0);
  const T = {
    cases: results.length,
    scored: results.filter((r) => !r.error).length,
    labels: sum('n'),
    correct: sum('correct'),
    placed: sum('placed'),
    unlabeled: sum('unlabeled'),
    nAmb: sum('nAmb'),
    correctNonAmb: sum('correctNonAmb'),
  };
  T.matchedPrecision = ratio(sum('tpM'), sum('predM'));
  T.matchedRecall = ratio(sum('tpM'), sum('pos'));
  T.missingPrecision = ratio(sum('tpX'), sum('predX'));
  T.missingRecall = ratio(sum('tpX'), sum('neg'));
  T.matchedF1 = f1(T.matchedPrecision, T.matchedRecall);
  T.missingF1 = f1(T.missingPrecision, T.missingRecall);
  T.accuracy = ratio(T.correct, T.labels);
  T.accuracyNonAmbiguous = ratio(T.correctNonAmb, T.labels - T.nAmb);
  T.coverage = ratio(T.placed, T.labels);
  T.bandAgreement = ratio(results.filter((r) => r.bandOk).length, results.length);
  const withScore = results.filter((r) => !r.error && typeof r.score === 'number' && Number.isFinite(r.score));
  T.spearmanN = withScore.length;
  T.spearman = spearman(withScore.map((r) => r.score), withScore.map((r) => r.fracPresent));
  return T;
}

export function finalLine(T) {
  const sp = Number.isFinite(T.spearman) ? T.spearman : 0;
  return `accuracy=${f2(T.accuracy)} matchedF1=${f2(T.matchedF1)} missingF1=${f2(T.missingF1)} spearman=${f2(sp)} bandAgreement=${f2(T.bandAgreement)}`;
}

export function report(results, T, { verbose = false } = {}) {
  const L = [];
  const pad = (s, n) => String(s).padEnd(n);
  const lpad = (s, n) => String(s).padStart(n);
  L.push(
    pad('case', 42) + pad('lang', 5) + pad('expBand', 8) + lpad('score', 6) + '  ' + pad('band', 7) +
      lpad('labels', 7) + lpad('correct', 8) + lpad('wrong', 6) + lpad('none', 5) + lpad('unlab', 6) + lpad('acc', 6) + '  note'
  );
  for (const r of results) {
    const note = r.error ? r.error : r.bandOk ? '' : 'band mismatch';
    L.push(
      pad(r.id, 42) + pad(r.lang, 5) + pad(r.expectedBand, 8) + lpad(r.score ?? '-', 6) + '  ' + pad(r.band ?? '-', 7) +
        lpad(r.n, 7) + lpad(r.correct, 8) + lpad(r.wrong, 6) + lpad(r.none, 5) + lpad(r.unlabeled, 6) +
        lpad(f2(ratio(r.correct, r.n)), 6) + '  ' + note
    );
    if (verbose) {
      for (const x of r.rows) {
        const mark = x.correct ? 'ok  ' : x.placement === 'none' ? 'MISS' : 'BAD ';
        L.push(`      ${mark} ${pad(x.skill, 40)} truth=${x.inCv ? 'present' : 'absent '} output=${x.placement}${x.ambiguous ? ' (ambiguous)' : ''}`);
      }
      if (r.unlabeledItems.length) L.push(`      unlabeled outputs: ${r.unlabeledItems.map((s) => JSON.stringify(s)).join(', ')}`);
    }
  }
  L.push('');
  L.push(`cases=${T.cases} withOutput=${T.scored} labels=${T.labels} correct=${T.correct} placed=${T.placed}`);
  L.push(
    `matchedPrecision=${f2(T.matchedPrecision)} matchedRecall=${f2(T.matchedRecall)} ` +
      `missingPrecision=${f2(T.missingPrecision)} missingRecall=${f2(T.missingRecall)}`
  );
  L.push(
    `coverage=${f2(T.coverage)} accuracyExclAmbiguous=${f2(T.accuracyNonAmbiguous)} (${T.nAmb} ambiguous labels) ` +
      `unlabeledOutputSkills=${T.unlabeled} (not penalised)`
  );
  if (!Number.isFinite(T.spearman)) L.push(`note: spearman undefined (n=${T.spearmanN} or constant scores); printed as 0.00`);
  L.push(finalLine(T));
  return L.join('\n');
}

export function run(outputsDir, casesDir, opts = {}) {
  const cases = loadCases(casesDir);
  const results = cases.map((c) => scoreCase(c, readOutput(outputsDir, c.id)));
  const T = aggregate(results);
  return { results, T, text: report(results, T, opts) };
}

// ---------------------------------------------------------------- self-test

function selftest(casesDir) {
  const cases = loadCases(casesDir);
  const failures = [];
  const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cvjd-score-'));
  const write = (dir, id, obj) => fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(obj));
  const mk = (name) => {
    const d = path.join(tmpRoot, name);
    fs.mkdirSync(d);
    return d;
  };
  try {
    // 1. perfect outputs using canonical names; score = 100 * fraction present
    const perfect = mk('perfect');
    for (const c of cases) {
      const req = c.labels.required;
      write(perfect, c.id, {
        compatibilityScore: Math.round((100 * req.filter((l) => l.inCv).length) / req.length),
        matchedSkills: req.filter((l) => l.inCv).map((l) => l.skill),
        missingSkills: req.filter((l) => !l.inCv).map((l) => l.skill),
        suggestions: ['a', 'b', 'c'],
        questions: [],
      });
    }
    const p = run(perfect, casesDir);
    const line = finalLine(p.T);
    if (line !== 'accuracy=1.00 matchedF1=1.00 missingF1=1.00 spearman=1.00 bandAgreement=1.00')
      failures.push(`perfect outputs gave: ${line}`);

    // 2. every alias (and a decorated form) must map back to its own label
    const alias = mk('aliases');
    for (const c of cases) {
      const req = c.labels.required;
      const keyLists = req.map(labelKeys);
      const forms = (l) => [l.skill, `Maîtrise de ${l.skill}`, ...(l.aliases ?? [])];
      req.forEach((l, i) => {
        for (const f of forms(l)) {
          const j = mapItem(f, keyLists);
          if (j !== i) failures.push(`${c.id}: "${f}" (label "${l.skill}") maps to ${j < 0 ? 'nothing' : `"${req[j].skill}"`}`);
        }
      });
      write(alias, c.id, {
        compatibilityScore: 50,
        matchedSkills: req.filter((l) => l.inCv).flatMap(forms),
        missingSkills: req.filter((l) => !l.inCv).flatMap(forms),
      });
    }
    const a = run(alias, casesDir);
    if (a.T.accuracy !== 1 || a.T.unlabeled !== 0) failures.push(`alias outputs gave accuracy=${f2(a.T.accuracy)} unlabeled=${a.T.unlabeled}`);

    // 3. inverted outputs must score 0, empty outputs must have zero coverage
    const inv = mk('inverted');
    const empty = mk('empty');
    for (const c of cases) {
      const req = c.labels.required;
      write(inv, c.id, {
        compatibilityScore: 0,
        matchedSkills: req.filter((l) => !l.inCv).map((l) => l.skill),
        missingSkills: req.filter((l) => l.inCv).map((l) => l.skill),
      });
      write(empty, c.id, { compatibilityScore: 50, matchedSkills: [], missingSkills: [], unrelated: true });
    }
    const iv = run(inv, casesDir).T;
    if (iv.accuracy !== 0) failures.push(`inverted outputs gave accuracy=${f2(iv.accuracy)}`);
    const em = run(empty, casesDir).T;
    if (em.coverage !== 0 || em.accuracy !== 0) failures.push(`empty outputs gave coverage=${f2(em.coverage)}`);

    // 4. a missing output directory is reported, not fatal
    const none = run(path.join(tmpRoot, 'does-not-exist'), casesDir);
    if (none.T.scored !== 0) failures.push('missing outputs were not detected');

    // 5. normalisation
    const eq = [['Node.js', 'node js'], ['Maîtrise d’œuvre', 'maitrise d oeuvre'], ['Rapprochements bancaires', 'rapprochement bancaire'], ['C++', 'cplusplus']];
    for (const [x, y] of eq) if (norm(x) !== norm(y)) failures.push(`norm("${x}") = "${norm(x)}" != norm("${y}") = "${norm(y)}"`);

    console.log(`selftest: ${cases.length} cases, ${p.T.labels} labels`);
    console.log(failures.length ? `selftest: FAIL\n  ${failures.join('\n  ')}` : 'selftest: PASS');
    console.log(line);
    return failures.length === 0;
  } finally {
    fs.rmSync(tmpRoot, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- CLI

function main(argv) {
  const args = argv.slice(2);
  let casesDir = path.join(HERE, 'cases');
  let verbose = false;
  let jsonOut = null;
  let doSelftest = false;
  const pos = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--selftest') doSelftest = true;
    else if (a === '--verbose' || a === '-v') verbose = true;
    else if (a === '--cases') casesDir = path.resolve(args[++i]);
    else if (a === '--json') jsonOut = path.resolve(args[++i]);
    else if (a === '--help' || a === '-h') {
      console.log('usage: node score.mjs <outputsDir> [--cases DIR] [--verbose] [--json FILE]\n       node score.mjs --selftest');
      return 0;
    } else pos.push(a);
  }
  if (doSelftest) return selftest(casesDir) ? 0 : 1;
  if (pos.length !== 1) {
    console.error('usage: node score.mjs <outputsDir> [--cases DIR] [--verbose] [--json FILE]');
    return 2;
  }
  const { results, T, text } = run(path.resolve(pos[0]), casesDir, { verbose });
  console.log(text);
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ summary: T, cases: results }, null, 2));
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv);
}
