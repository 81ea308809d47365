/**
 * The development set as a regression gate, the local engine run through the API's code path
 * (runAnalysis). Cases 01–29, on which the rules were written, must keep the targets of issue 3 §5
 * (label accuracy ≥ 0.90). The whole set — with cases 30 and up, written blind by someone who never
 * saw the engine and added to the development set on 2026-11-25 — is held at floors just under what
 * it measures (accuracy 0.79, Spearman 0.89 on 59 cases that day), so a change that loses ground fails; the
 * targets of issue 9 are measured on the hold-out (holdout.test.ts). (Corpus checks: corpus.test.ts.)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shutdownExtraction } from '../src/server/engine/extract/index.ts'
import { DEFAULT_CASES_DIR, type EvalReport, localEvalEngine, runEval } from './run-cases.ts'
import { loadCases } from './score.mjs'

const cases = loadCases(DEFAULT_CASES_DIR)

describe('local engine on the labeled set', () => {
  let report: EvalReport
  let outDir: string

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adequat-eval-'))
    report = await runEval({
      ...localEvalEngine(),
      outDir,
      questionsCount: 5,
    })
  }, 600_000)

  afterAll(async () => {
    await shutdownExtraction()
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true })
  })

  it('analyses every case without error', () => {
    expect(report.runs.filter((r) => !r.ok)).toEqual([])
    expect(report.summary.scored).toBe(cases.length)
  })

  it('keeps each required skill of cases 01–29 on the right side: label accuracy ≥ 0.90', () => {
    const first = report.results.filter((r) => Number.parseInt(r.id, 10) <= 29)
    expect(first.length).toBe(29)
    const labels = first.reduce((n, r) => n + r.rows.length, 0)
    const correct = first.reduce((n, r) => n + r.rows.filter((row) => row.correct).length, 0)
    expect(correct / labels, report.text).toBeGreaterThanOrEqual(0.9)
  })

  // 2026-12-03 (forty-second session, no new case): 0.7720 (6594/8541) / 0.888 with its start cc63ec73,
  // 0.7730 (6602/8541) / 0.888 at its end (rubric 2.42.0): floors unchanged.
  // 2026-12-03 (forty-first session, no new case): 0.7690 (6568/8541) / 0.886 with its start b7f4333b,
  // 0.7720 (6594/8541) / 0.888 at its end (rubric 2.41.0): floors unchanged.
  // 2026-12-03 (fortieth session, no new case): 0.7689 (6567/8541) / 0.885 with its start 078dc209,
  // 0.7690 (6568/8541) / 0.886 at its end (rubric 2.40.0): floors unchanged.
  // 2026-12-03 (thirty-ninth session, no new case): 0.7676 (6556/8541) / 0.883 with its start d34ffb6a,
  // 0.7689 (6567/8541) / 0.885 at its end (rubric 2.39.0): floors unchanged.
  // 2026-12-03 (thirty-seventh and thirty-eighth sessions, no new case): 0.7661 (6543/8541) / 0.881 with
  // the start cc5cca74, 0.7676 (6556/8541) / 0.883 at the end (rubric 2.38.0): floors unchanged.
  // 2026-12-02 (thirty-sixth session, no new case): 0.7642 (6527/8541) / 0.880 with its start df458a63,
  // 0.7661 (6543/8541) / 0.882 at its end (rubric 2.37.0): floors unchanged.
  // 2026-12-02 (thirty-fifth session): 1472–1475, 1480–1483, 1488–1491, 1496–1499 joined unread at 0.667,
  // 0.774, 0.627, 0.685 (start 47ca76dd; the 16 together 0.689, Spearman 0.79): on 779 cases 0.7621 / 0.880;
  // at the session's end 0.7642 (6527/8541) / 0.880 (rubric 2.36.0; the 16 together 0.726): floors unchanged.
  // 2026-12-02 (thirty-fourth session): 1440–1443, 1448–1451, 1456–1459, 1464–1467 joined unread at 0.608,
  // 0.623, 0.460, 0.577 (start 6283ac02; the 16 together 0.568, Spearman 0.75): on 763 cases 0.7616 / 0.875;
  // at the session's end 0.7640 (6363/8329) / 0.881 (rubric 2.35.0; the 16 together 0.607): Spearman floor 0.88.
  // (thirty-second session: 1408–1435's 16 joined at 0.668; on 747 cases 0.7663 / 0.875 → 0.7665 / 0.876.)
  // 2026-12-01 (thirty-first session): 1328–1331, 1336–1339, 1344–1347, 1352–1355 joined unread at 0.593,
  // 0.727, 0.520, 0.611 (start 6697cfd; the 16 together 0.615, Spearman 0.69): on 707 cases 0.7651 / 0.871; then
  // 1360–1363, 1368–1371 at 0.704, 0.709 (start): on 715 cases 0.7643 / 0.871; at the session's end
  // 0.7695 (5918/7691) / 0.874 (rubric 2.33.0; the 24 together 0.646 → 0.758, Spearman 0.76 → 0.83); then
  // 1376–1379, 1384–1387, 1392–1395 at 0.679, 0.709, 0.830 (start): on 727 cases 0.7637 / 0.871 with the
  // start, 0.7689 / 0.875 with 2.33.0; then 1400–1403 at 0.593 (start): on 731 cases 0.7625 / 0.871 with
  // the start; 0.7690 (6082/7909) / 0.875 at the session's end (the 40 together 0.669 → 0.756).
  // 2026-12-01 (thirtieth session): 1296–1299, 1304–1307, 1312–1315, 1320–1323 joined unread at 0.729, 0.608,
  // 0.593, 0.491 (start c9eb299; the 16 together 0.601, Spearman 0.48): on 691 cases 0.7658 / 0.865
  // with the start, so the Spearman floor followed the harder set to 0.86; at the session's end
  // 0.7694 (5670/7369) / 0.875 (rubric 2.32.0; the 16 together 0.697, Spearman 0.79), back to 0.87.
  // 347 cases since 2026-11-27; 288 of them written blind and measured before being read (0.61,
  // 0.65, 0.56, 0.59, 0.57, 0.52, 0.69, 0.62, 0.72, 0.50, 0.51, 0.55, 0.57, 0.66, 0.70, 0.77, 0.68,
  // 0.60, 0.71, 0.59, 0.58, 0.73, 0.69, 0.65, 0.55, 0.59, 0.60, 0.71, 0.79, 0.57, 0.65, 0.69, 0.67, 0.67, 0.78, 0.67, 0.60, 0.80, 0.67, 0.78, 0.79, 0.75, 0.55 per batch). The floor follows the harder set (0.75 on 123 cases, 0.74
  // on 155, 0.73 on 171, 0.72 on 203, 0.73 on 227, 0.745 on 243; Spearman 0.87 from 395, 0.86 on 427,
  // 0.87 again on 443, 0.745 on 459, 0.75 again on 459, 0.745 on 475, 0.75 again on 475, 0.745 on 491, 0.75 again on 491,
  // 0.745 on 507, 523, 531, 0.75 again on 531, 0.76 on 555): 0.7706 (5518/7161) / 0.877 on 675 at the
  // twenty-ninth session's end (rubric 2.31.0; 0.7689 / 0.877 with its start 578b07d; 1232–1235,
  // 1240–1243, 1248–1251, 1256–1259, 1264–1267, 1272–1275, 1280–1283, 1288–1291 joined unread at 0.673,
  // 0.604, 0.796, 0.673, 0.784, 0.792, 0.750, 0.549 with the start); 0.7730 (5213/6744) / 0.880 on 643 at the twenty-eighth
  // session's end (rubric 2.30.0; 0.7693 / 0.881 with its start ef47337; 1184–1187, 1192–1195, 1200–1203,
  // 1208–1211, 1216–1219, 1224–1227 joined unread at 0.571, 0.654, 0.691, 0.667, 0.667, 0.776 with the
  // start); 0.7740 (4980/6434) / 0.882 on 619 at the twenty-seventh
  // session's end (rubric 2.29.0; 0.7676 / 0.878 with its start af9979d; 1152–1155, 1160–1163, 1168–1171,
  // 1176–1179 joined unread at 0.745, 0.735, 0.612, 0.667 with the start); 0.7700 (4802/6236) / 0.881 on 603 at the twenty-sixth
  // session's end (rubric 2.28.0; 0.7691 / 0.882 with its start 2a70666; 1136–1139, 1144–1147 joined unread
  // at 0.800, 0.755, the same with the start); 0.7689 (4715/6132) / 0.881 on 595 at the twenty-fifth
  // session's end (rubric 2.27.0; 0.7666 / 0.881 with its start 3bf041e; 1108–1111, 1116–1119, 1124–1127
  // joined unread at 0.789, 0.679, 0.755, the same with the start); 0.7673 (4584/5974) / 0.883 on 583 at the twenty-fourth
  // session's end (rubric 2.26.0; 0.7635 / 0.873 with its start e635f70; 1084–1087, 1092–1095 joined unread at
  // 0.670 / 0.575 / band 0.63, 1100–1103 at 0.764 / 0.40 / band 0.50, the latter the same at the end);
  // 0.7651 (4450/5816) / 0.881 on 571 at the twenty-third
  // session's end (rubric 2.25.0; 0.7634 / 0.881 with its start d325248; 1052–1055, 1060–1063 joined unread at
  // 0.622 / 0.595 / band 0.63, 1068–1071, 1076–1079 at 0.686 / 0.732 / band 0.50 with the start); 0.7673 (4307/5613) / 0.884 on 555 at the twenty-second
  // session's end (rubric 2.24.0; 0.7540 / 0.879 with its start 7295e6e; 1036–1039 and 1044–1047 joined unread
  // at 0.793 / 0.898 / band 0.88, mandatory 12/12 alone, the same with its start); 0.7626 (4218/5531) / 0.883 on 547 in the twenty-second session with 16
  // more (1020–1023, 1028–1031) unread (0.713 / 0.982 / band 0.88, mandatory 13/15 alone, the same with its start
  // 7295e6e); 0.7619 (4148/5444) / 0.878 on 539 in the twenty-second session with 16
  // more (1004–1007, 1012–1015) unread (0.598 / 0.551 / band 0.50, mandatory 9/18 alone, the same with its start
  // 7295e6e); 0.7564 (4056/5362) / 0.883 on 531 at the twenty-first session's end
  // (rubric 2.23.0; 0.7490 / 0.885 with its start c0097d9); 0.7540 (4043/5362) / 0.885 on 531 in the twenty-first session with 16 more (988–991,
  // 996–999) unread (0.718 / 0.874 / band 0.88, mandatory 15/18 alone, the same with its start c0097d9);
  // 0.7494 (3965/5291) / 0.887 on 523 at the twentieth session's end (rubric 2.22.0,
  // answers only) and the nineteenth's (rubric 2.21.0;
  // 0.7496 / 0.880 with 4e06351); 0.7496 (3966/5291) / 0.880 on 523 in the nineteenth session with 16 more (956–959, 964–967,
  // 972–975, 980–983) unread (0.735 / 0.643 / band 0.63, mandatory 30/34 alone with its start 4e06351);
  // 0.7500 (3866/5155, just under 0.75: the floor stays 0.745) / 0.887 on 507 at the eighteenth
  // session's end (rubric 2.20.0; 0.7480 / 0.881 with bdc9fc3); 0.7486 / 0.881 on 507 in the eighteenth session with 16 more (924–927, 932–935, 940–943,
  // 948–951) unread (0.594 / 0.807 / band 0.50, mandatory 26/35 alone with 5c4a912; 0.587 with its start
  // bdc9fc3); 0.7524 / 0.885 on 491 at the seventeenth session's end (rubric 2.19.0; 0.7477 /
  // 0.871 with 4a8add8); 0.7483 / 0.871 on 491 in the seventeenth session with 16 more
  // (892–895, 900–903, 908–911, 916–919) unread (0.547 / 0.539 / band 0.63 alone with b7ac33d, as with its start
  // 4a8add8); 0.7533 / 0.887 on 475 at
  // the sixteenth session's end (rubric 2.18.0; 0.7496 / 0.876 with 5e0c322); 0.7496 / 0.876 on 475 in the sixteenth
  // session with 16 more (860–863, 868–871, 876–879, 884–887) unread (0.692 / 0.667 / band 0.56 alone with the
  // session's start, 5e0c322); 0.7512 / 0.883 on 459 at the fifteenth session's end
  // (rubric 2.17.0; 0.7482 / 0.872 with 4f26e6a); 0.7497 / 0.875 on 459 in the fifteenth session with 16 more (828–831,
  // 836–839, 844–847, 852–855) unread (0.688 / 0.812 / band 0.69 alone with 6ecccdd; 0.667 / 0.790 / 0.63
  // with 4f26e6a, the session's start); 0.7507 / 0.875 on 443 at the fourteenth session's end (rubric 2.16.0; 0.7478 / 0.859
  // with 26d5105), with 16 more (796–799, 804–807, 812–815, 820–823) unread (0.561 / 0.765 / band 0.56
  // alone; 0.568 / 0.709 / 0.56 with 26d5105); 0.7534 / 0.865 on 427 with 16 more (764–767, 772–775, 780–783, 788–791) unread (0.59 / 0.66 / band 0.44
  // alone; 26d5105, the fourteenth session's start); 0.7585 / 0.874 on 411 at the session's end (rubric 2.15.0;
  // 0.7541 / 0.864 with 2a51373), with 16 more (732–735, 740–743, 748–751, 756–759) unread (0.729 / 0.395 / band
  // 0.44 alone, the same with 2a51373); 0.7548 / 0.875 on 395 with 16 more
  // (700–703, 708–711, 716–719, 724–727) unread (0.684 / 0.628 / band 0.69 alone; 2a51373, the session's start), 0.757 / 0.882 measured on 379 at the session's end (rubric 2.14.0; 0.748 / 0.873 with 74a62eb), 0.748 / 0.872 on 379 with 16 more (664–695) unread (0.653 / 0.707 alone), 0.752 / 0.875 on 363 with 16
  // new cases (636–663) unread (rubric 2.13.0 and one commit; the 16 alone 0.688 / 0.442), 0.754 / 0.888 on 347 (rubric 2.13.0;
  // 0.748 / 0.879 with 2.12.0 on the same cases), 0.7515 / 0.891 on 315 (rubric 2.12.0;
  // 0.738 / 0.872 with 2.11.0 on the same cases), 0.7515 on 283 (rubric 2.11.0), 0.749 on 259 (rubric
  // 2.10.0); it guards against regressions.
  it('holds the whole development set at its floors: accuracy ≥ 0.76, Spearman ≥ 0.87', () => {
    expect(report.summary.accuracy, report.text).toBeGreaterThanOrEqual(0.76)
    expect(report.summary.spearman, report.text).toBeGreaterThanOrEqual(0.88)
  })

  it('writes answers, not advice on answering, in the right language, without elision errors or contradictions', () => {
    const w = report.writing
    expect(w.answers).toBe(cases.length * 5)
    expect(w.describing, 'answers that describe how to answer').toBe(0)
    expect(w.elisionErrors, 'French elision errors').toBe(0)
    expect(w.contradicting, 'answers contradicting the lists').toBe(0)
    expect(w.wrongLanguage, 'texts in the other language').toBe(0)
    expect(w.duplicates / w.answers, 'near-identical answers').toBeLessThanOrEqual(0.1)
    expect(w.withCvFact / w.answers, 'answers carrying a fact of the CV').toBeGreaterThanOrEqual(0.8)
    // issue 10: model answers of 60–150 words (0.04 measured on 2026-11-25)
    expect(w.offLength / w.answers, 'answers outside 60–150 words').toBeLessThanOrEqual(0.1)
  })
})
