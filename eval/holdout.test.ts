/**
 * The frozen hold-out as a gate (see holdout.ts): the local engine, through the API's code path, must
 * hold its floors on cases nobody tuned on. Failure messages carry aggregates only, never a case.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shutdownExtraction } from '../src/server/engine/index.ts'
import { HOLDOUT_CASES_DIR, runHoldout } from './holdout.ts'
import { localEvalEngine } from './run-cases.ts'
import { finalLine, loadCases } from './score.mjs'

/**
 * Floors, raised as the engine improves and never lowered to let a change through. When a batch of new
 * blind cases joins the hold-out unread, the floors are restated on the grown set, at its measurement
 * with the engine of that moment rounded down (a harder set, not a weaker engine). The floors
 * are accuracy ≥ 0.85 and every mandatory item placed right; where the engine is still below them the
 * closing note of the session says so, with the figures.
 */
// (on 682 cases at the forty-second session's end, rubric 2.42.0, no new case: accuracy 0.7205
// (5368/7450), mandatory items right 1197/1489 = 0.804, Spearman 0.795, band agreement 0.696 (start
// cc63ec73: 0.7196, 1192, 0.793, 0.694); floors unchanged;
// on 682 cases at the forty-first session's end, rubric 2.41.0, no new case: accuracy 0.7196
// (5361/7450), mandatory items right 1192/1489 = 0.801, Spearman 0.793, band agreement 0.694 (start
// b7f4333b: 0.7165, 1191, 0.791, 0.691); the accuracy floor raised from 0.70 to 0.71;
// on 682 cases at the fortieth session's end, rubric 2.40.0, no new case: accuracy 0.7165
// (5338/7450), mandatory items right 1191/1489 = 0.800, Spearman 0.791, band agreement 0.691 (start
// 078dc209: 0.7161, 1190, 0.787, 0.689); floors unchanged;
// on 682 cases at the thirty-ninth session's end, rubric 2.39.0, no new case: accuracy 0.7161
// (5335/7450), mandatory items right 1190/1489 = 0.799, Spearman 0.787, band agreement 0.689 (start
// d34ffb6a: 0.7146, 1188, 0.783, 0.694); floors unchanged;
// on 682 cases at the thirty-eighth session's end, rubric 2.38.0, no new case: accuracy 0.7146
// (5324/7450), mandatory items right 1188/1489 = 0.798, Spearman 0.783, band agreement 0.694 (start
// cc5cca74: 0.7118, 1186, 0.776, 0.698); floors unchanged;
// on 682 cases at the thirty-sixth session's end, rubric 2.37.0, no new case: accuracy 0.7118
// (5303/7450), mandatory items right 1186/1489 = 0.797, Spearman 0.776, band agreement 0.698 (start
// df458a63: 0.7093, 1185, 0.775, 0.692); floors unchanged;
// on 682 cases at the thirty-fifth session's end, rubric 2.36.0: accuracy 0.7093 (5284/7450),
// mandatory items right 1185/1489 = 0.796, Spearman 0.775, band agreement 0.692; the 16 new cases
// 0.631 → 0.636; floors unchanged;
// on 682 cases, 16 more new cases (1468–1471, 1476–1479, 1484–1487, 1492–1495 here; 1472–1475,
// 1480–1483, 1488–1491, 1496–1499 to the development set) written blind in the thirty-fifth session
// and moved in unread, measured with its start (47ca76dd): the new 16 alone 0.631 (135/214) /
// Spearman 0.811 / band 0.625, mandatory 30/38 (renewable energy, broadcast and cinema, events and
// ticketing, pharmaceutical manufacturing); with them accuracy 0.7077 (5272/7450), mandatory items
// right 1183/1489 = 0.794, Spearman 0.775, band agreement 0.692 — floors unchanged;
// on 666 cases at the thirty-fourth session's end, rubric 2.35.0: accuracy 0.7099 (5137/7236),
// mandatory items right 1153/1451 = 0.795, Spearman 0.773, band agreement 0.694 — 0.7088, 1152/1451,
// 0.766, 0.686 with its start (6283ac02); the 16 new cases 0.659 → 0.663; Spearman floor raised to
// 0.77 (accuracy 0.70 and mandatory 0.79 unchanged);
// on 666 cases, 16 more new cases (1436–1439, 1444–1447, 1452–1455, 1460–1463 here; 1440–1443,
// 1448–1451, 1456–1459, 1464–1467 to the development set) written blind in the thirty-fourth session
// and moved in unread, measured with its start (6283ac02): the new 16 alone 0.659 (135/205) /
// Spearman 0.780 / band 0.50, mandatory 35/43 (forestry and sawmills, law courts and notaries, waste
// and recycling, IT infrastructure); with them accuracy 0.7088 (5129/7236), mandatory items right
// 1152/1451 = 0.794, Spearman 0.766, band agreement 0.686 — accuracy floor restated on the grown set:
// 0.70;
// on 650 cases at the thirty-second session's end, rubric 2.34.0: accuracy 0.7103 (4994/7031),
// mandatory items right 1117/1408 = 0.793, Spearman 0.764, band agreement 0.691, the same with its
// start (252b4f79); the 16 new cases (1404–1431) 0.657 unread; floors unchanged;
// on 634 cases at the thirty-first session's end, rubric 2.33.0: accuracy 0.7120 (4852/6815),
// mandatory items right 1102/1388 = 0.794, Spearman 0.766, band agreement 0.694 — 0.7093, 1093/1388,
// 0.763, 0.686 with its start (6697cfd); the 40 new cases 0.675 → 0.678; floors unchanged;
// on 634 cases when 4 more joined unread last in the thirty-first session: 1396–1399 at 0.654
// (34/52) with its start and with the engine of that moment alike: accuracy 0.7093 (4834/6815) with
// the start, 0.7120 (4852/6815) with that engine, mandatory 1093 → 1102/1388, Spearman 0.763 → 0.766,
// band agreement 0.686 → 0.692;
// on 630 cases when 12 more joined unread late in the thirty-first session: 1372–1375, 1380–1383,
// 1388–1391 at 0.636 (35/55), 0.655 (36/55), 0.660 (35/53) with its start (6697cfd) and with rubric
// 2.33.0 alike: accuracy 0.7097 (4800/6763) with the start, 0.7123 (4817/6763) with 2.33.0, mandatory
// 1086 → 1095/1379, Spearman 0.764 → 0.765, band agreement 0.686 → 0.690;
// on 618 cases at the thirty-first session's end, rubric 2.33.0: accuracy 0.7138 (4711/6600),
// mandatory items right 1073/1348 = 0.796, Spearman 0.764, band agreement 0.691 — 0.7112, 1064/1348,
// 0.763, 0.686 with its start (6697cfd); mandatory share floor raised to 0.79;
// on 618 cases when 8 more joined unread later in the thirty-first session: 1356–1359, 1364–1367 at
// 0.706 (36/51), 0.654 (34/52) with its start (6697cfd): accuracy 0.7112 (4694/6600), mandatory
// 1064/1348, Spearman 0.763, band agreement 0.686;
// on 610 cases when 16 new cases joined unread in the thirty-first session: 1324–1327, 1332–1335,
// 1340–1343, 1348–1351 at 0.667 (36/54), 0.786 (44/56), 0.709 (39/55), 0.618 (34/55) with its start
// (6697cfd): accuracy 0.7117 (4624/6497), mandatory 1048/1328, Spearman 0.762, band agreement 0.684;
// on 594 cases at the thirtieth session's end, rubric 2.32.0: accuracy 0.7123 (4471/6277),
// mandatory items right 1015/1288 = 0.788, Spearman 0.762, band agreement 0.682 — floors unchanged;
// on 594 cases when 16 new cases joined unread in the thirtieth session: 1292–1295, 1300–1303,
// 1308–1311, 1316–1319 at 0.712 (37/52), 0.577 (30/52), 0.685 (37/54), 0.704 (38/54) with its start
// (c9eb299): accuracy 0.7113 (4465/6277), mandatory 1014/1288, Spearman 0.763, band agreement 0.685;
// on 578 cases at the twenty-ninth session's end, rubric 2.31.0: accuracy 0.7128 (4323/6065),
// mandatory items right 986/1253 = 0.787, Spearman 0.766, band agreement 0.689 — 0.7108, 976/1253,
// 0.759, 0.664 with its start (578b07d); floors raised: mandatory share 0.78, Spearman 0.76;
// on 578 cases when 32 new cases joined unread in the twenty-ninth session: 1228–1231, 1236–1239,
// 1244–1247, 1252–1255 at 0.696 (39/56), 0.727 (40/55), 0.741 (40/54), 0.759 (41/54) with its start
// (578b07d), then 1260–1263, 1268–1271, 1276–1279, 1284–1287 at 0.700 (35/50), 0.722 (39/54), 0.453
// (24/53), 0.558 (29/52) with the start and the same with that moment's engine; the whole hold-out
// 0.7108 (4311/6065), mandatory 976/1253, Spearman 0.759, band agreement 0.664 with the start;
// on 546 cases at the twenty-eighth session's end, rubric 2.30.0: accuracy 0.7139 (4024/5637),
// mandatory items right 906/1158 = 0.782, Spearman 0.764, band agreement 0.670 — 0.7112, 902/1158,
// 0.765, 0.672 with its start (ef47337); floors unchanged; 24 new cases (1180–1183, 1188–1191,
// 1196–1199, 1204–1207, 1212–1215, 1220–1223) written blind and moved in unread: 0.750 (39/52),
// 0.532 (25/47), 0.538 (28/52), 0.760 (38/50), 0.679 (36/53), 0.688 (33/48) with the session's start,
// the same at its end;
// on 522 cases at the twenty-seventh session's end, rubric 2.29.0: accuracy 0.7142 (3810/5335),
// mandatory items right 872/1118 = 0.780, Spearman 0.766, band agreement 0.672 — 0.7110, 869/1118,
// 0.765, 0.672 with its start (af9979d); floors unchanged; 16 new cases (1148–1151, 1156–1159,
// 1164–1167, 1172–1175) written blind and moved in unread: 0.617 (29/47), 0.404 (19/47), 0.608
// (31/51), 0.604 (29/48) with the session's start, 0.638, 0.404, 0.667, 0.625 at its end;
// on 506 cases at the twenty-sixth session's end, rubric 2.28.0: accuracy 0.7166 (3685/5142),
// mandatory items right 847/1084 = 0.781, Spearman 0.768, band agreement 0.670 — 0.7163, 845/1084,
// 0.769, 0.664 with its start (2a70666); floors unchanged; 8 new cases (1132–1135, 1140–1143)
// written blind and moved in unread: 0.852 (46/54) and 0.784 (40/51), the same with the session's
// start and at its end;
// on 498 cases at the twenty-fifth session's end, rubric 2.27.0: accuracy 0.7141 (3597/5037),
// mandatory items right 836/1073 = 0.779, Spearman 0.767, band agreement 0.663 — 0.7139, 835/1073,
// 0.767, 0.667 with its start (3bf041e); floors unchanged; 16 new cases (1104–1107, 1112–1115,
// 1120–1123, 1128–1131) written blind and moved in unread: 0.720 (36/50), 0.727 (40/55), 0.709
// (39/55) and 0.635 (33/52), the same with the session's start and on arrival, the same at the end
// but 1112–1115 (0.709, −1 label);
// on 482 cases at the twenty-fourth session's end, rubric 2.26.0: accuracy 0.7146 (3448/4825),
// mandatory items right 802/1028 = 0.780, Spearman 0.769, band agreement 0.670 — 0.7127, 797/1028,
// 0.766, 0.666 with its start (e635f70); floors unchanged; 12 new cases (1080–1083, 1088–1091,
// 1096–1099) written blind this session and moved in unread: 0.717 (76/106) and 0.700 (35/50), the
// same with the session's start and its end;
// on 470 cases at the twenty-third session's end, rubric 2.25.0: accuracy 0.7128 (3328/4669),
// mandatory items right 775/1002 = 0.773, Spearman 0.765, band agreement 0.662 — 0.7066, 769/1002,
// 0.758, 0.657 with its start (d325248); floor raised: accuracy 0.71;
// on 470 cases, 8 more new cases (1064–1067, 1072–1075 here; 1068–1071, 1076–1079 to the development
// set) written blind later in the twenty-third session and moved in unread: the new 8 alone 0.674
// (66/98) / Spearman 0.761 / band 0.75, mandatory 11/19 with the session's start, 0.674 / 0.805 /
// 0.75, 11/19 with the engine of that moment (conseiller voyages with an English CV, UK HGV technician,
// régleur presse à injecter, assistant comptable en cabinet, technicien labo agroalimentaire, UK
// property manager with a French CV, régulateur bus, coach sportif; word groups of that session had
// been written for some of these trades, chosen from no case); the hold-out then 0.7111 (3320/4669),
// mandatory 770/1002, Spearman 0.758, band 0.653: the floors hold;
// on 462 cases, 8 new cases (1048–1051, 1056–1059 here; 1052–1055, 1060–1063 to the development set)
// written blind at the twenty-third session's start and moved in unread: the new 8 alone 0.670 (69/103)
// / Spearman 0.903 / band 0.75, mandatory 16/18 with its start (d325248) and with the engine of that
// moment alike (opticien-lunetier, technicien aéronautique B1 with an English CV, UK bricklayer,
// conseiller en gestion de patrimoine, chargé de communication en collectivité, technicien station
// d'épuration, UK cleaning supervisor with a French CV, AED en collège); the hold-out then 0.7071
// (3232/4571), mandatory 758/983, Spearman 0.756, band 0.658: the floors hold;
// on 454 cases at the twenty-second session's end, rubric 2.24.0: accuracy 0.7081 (3164/4468),
// mandatory items right 742/965 = 0.769, Spearman 0.754, band agreement 0.654 — 0.6927, 734/965, 0.754,
// 0.652 with its start (7295e6e); floor raised: accuracy 0.70;
// on 454 cases, 8 more new cases (1032–1035, 1040–1043 here; 1036–1039, 1044–1047 to the development
// set) written blind at the session's end and measured unread (aggregates only): 0.621 (54/87) /
// Spearman 0.625 / band 0.75, mandatory 9/10 with its start; 0.621 / 0.482 / 0.63, 8/10 with the engine
// of that moment, whose 'said not held' guard was then narrowed to registrations (0.632 / 0.625 / 0.75,
// 9/10: a hold-out-informed change, stated in the closing note) (conducteur de tram, technicien
// informatique hospitalier, agent d'entretien de piscine, UK dental receptionist, agent de quai, EJE,
// technicien bureau d'études CVC with an English CV, US phlebotomy technician);
// on 446 cases, 16 more new cases (1016–1019, 1024–1027 here; 1020–1023, 1028–1031 to the development
// set) written blind later in the twenty-second session and moved in unread: the new 8 alone 0.548 (46/84)
// / Spearman 0.854 / band 0.63, mandatory 6/9 with the session's start (7295e6e), 0.583 (49/84) with its
// engine of that moment (agent de tri postal, mécanicien cycles with an English CV, AES en FAM, UK
// greenkeeper, tailleur de pierre with an English CV, assistant de service social, agent funéraire, US
// medical billing specialist); with them 0.7069 (3097/4381), mandatory 731/955 = 0.765, Spearman 0.752,
// band agreement 0.650: the floors hold and stay;
// on 438 cases, 16 more new cases (1000–1003, 1008–1011 here; 1004–1007, 1012–1015 to the development
// set) written blind in the twenty-second session and moved in unread: the new 8 alone 0.582 (57/98) /
// Spearman 0.790 / band 0.63, mandatory 10/14 with the session's start (7295e6e), 0.592 (58/98) with its
// engine of that moment (éleveur laitier, chef de chantier gros œuvre with an English CV, chaudronnier,
// agent de propreté, animateur périscolaire, couturière retoucheuse, assistant notarial, UK care home
// manager with a French CV); with them 0.7079 (3042/4297), mandatory 722/946 = 0.763, Spearman 0.752,
// band agreement 0.651: the floors hold and stay;
// on 430 cases at the twenty-first session's end, rubric 2.23.0: accuracy 0.6997 (2938/4199),
// mandatory items right 709/932 = 0.761, Spearman 0.755, band agreement 0.651 — 0.6897, 706/932,
// 0.752, 0.656 with its start (c0097d9); the new 16 alone unchanged at 0.761 / 0.898 / 0.88; floors
// raised: accuracy 0.69, Spearman 0.75;
// on 430 cases, 16 more new cases (984–987, 992–995 here; 988–991, 996–999 to the development set)
// written blind in the twenty-first session and moved in unread: the new 8 alone 0.761 (54/71) /
// Spearman 0.898 / band 0.88, mandatory 10/13, the same with the session's start (c0097d9) and with
// its engine of that moment (opticien-lunetier, mécanicien poids lourds, agent de transit maritime,
// technicien CQ pharmaceutique, paralegal, rédacteur technique, poseur de cuisines, warehouse team
// leader); with them 0.6966 (2925/4199), mandatory 710/932 = 0.762, Spearman 0.756, band agreement
// 0.660: the floors hold and stay;
// on 422 cases at the twentieth session's end, rubric 2.22.0 (answers only), the same as at the
// nineteenth session's end, rubric 2.21.0: accuracy 0.6885 (2842/4128), mandatory
// items right 696/919 = 0.757, Spearman 0.748, band agreement 0.652 — 0.6880, 695/919, 0.746, 0.649 with
// 4e06351; the new 16 alone unchanged at 0.757 / 0.831 / 0.69; floors unchanged;
// on 422 cases, 16 more new cases (952–955, 960–963, 968–971, 976–979) unread, nineteenth session,
// measured with the session's start (4e06351): the new 16 alone 0.757 (103/136) / Spearman 0.831 /
// band 0.69, mandatory 30/35 (tapissier, contrôleur technique, UK MOT tester, technicien biomédical,
// dépanneur-remorqueur, UK track operative, tatoueur, économiste de la construction, matelot fluvial,
// UK occupational health nurse, moniteur d'équitation, bûcheron, mécanicien marine, UK telehandler
// operator, croupier, façadier); with them 0.6880 (2840/4128), mandatory 695/919 = 0.756, Spearman
// 0.746, band agreement 0.649 — floors unchanged;
// on 406 cases at the eighteenth session's end, rubric 2.20.0: accuracy 0.6856 (2737/3992), mandatory
// items right 665/884 = 0.752, Spearman 0.743, band agreement 0.648 — 0.6829, 664/884, 0.740, 0.648 with
// bdc9fc3; the new 16 alone unchanged at 0.620 / 0.879 / 0.75; floors unchanged;
// on 406 cases, 16 more new cases (920–923, 928–931, 936–939, 944–947) unread, eighteenth session,
// measured with the session's start (bdc9fc3) and with 5c4a912: the new 16 alone 0.620 (85/137) /
// Spearman 0.879 / band 0.75, mandatory 27/37 with both (opticien, sage-femme, UK train guard,
// poissonnier, diagnostiqueur immobilier, cordiste, UK tree surgeon, technicien de stérilisation, monteur
// réseaux aéro-souterrains, régleur plasturgie, social worker, conseiller voyages, CESF, médiateur social,
// UK prison officer, prothésiste dentaire); with them 0.6846 (2733/3992), mandatory 665/884 = 0.752,
// Spearman 0.739, band agreement 0.645 — floors unchanged;
// on 390 cases at the seventeenth session's end, rubric 2.19.0: accuracy 0.6851 (2641/3855), mandatory
// items right 637/847 = 0.752, Spearman 0.739, band agreement 0.644 — 0.6827, 638/847, 0.734, 0.644 with
// 4a8add8; the new 16 alone 0.596 / 0.826 / 0.50; Spearman floor raised back to 0.735;
// on 390 cases, 16 more new cases (888–891, 896–899, 904–907, 912–915) unread, seventeenth session,
// measured with the session's first engine commit (b7ac33d, hold-out outputs identical to its start
// 4a8add8): the new 16 alone 0.589 / 0.822 / 0.50, mandatory 19/26 — niche trades (rental counter,
// pool technician, ADI, refuse collector, projectionist, motorway patrol, estate gardener, lagger, vine
// worker, screen printer, bar manager, rail signalling, materials lab, floor layer, kitchen fitter,
// farm-shop butcher); with them 0.6827 (2632/3855), mandatory 638/847 = 0.753, Spearman 0.734, band
// agreement 0.644 — floors restated on the grown set: accuracy 0.68, Spearman 0.73;
// on 374 cases at the sixteenth session's end, rubric 2.18.0: accuracy 0.6863 (2549/3714), mandatory
// items right 619/821 = 0.754, Spearman 0.739, band agreement 0.650 — 0.6817, 620/821, 0.741, 0.652 with
// 5e0c322; the new 16 alone 0.693 / 0.704 / 0.69, 30/38; accuracy floor raised to 0.685;
// on 374 cases, 16 more new cases (856–859, 864–867, 872–875, 880–883) unread, sixteenth session,
// measured with the session's start (5e0c322): the new 16 alone 0.686 / 0.680 / 0.63, mandatory 30/38;
// with them 0.6817 (2532/3714), mandatory 620/821 = 0.755, Spearman 0.741, band agreement 0.652 — the
// floors hold on the grown set and stay;
// on 358 cases at the fifteenth session's end, rubric 2.17.0: accuracy 0.6816, mandatory items right
// 590/783 = 0.754, Spearman 0.742, band agreement 0.654 — 0.6799, 588/783, 0.741, 0.645 with 4f26e6a;
// on 358 cases, 16 more new cases (824–827, 832–835, 840–843, 848–851) unread, fifteenth session, measured
// with the engine of 6ecccdd (the session's first three engine commits): the new 16 alone 0.702 / 0.884 /
// 0.56, mandatory 37/46 (0.709 / 0.884 / 0.56, 37/46 with the session's start, 4f26e6a); with them 0.6805
// (2434/3577), mandatory 589/783 = 0.752, Spearman 0.741, band agreement 0.648; floors restated on the
// grown set: accuracy 0.68, mandatory items right 0.75 (Spearman kept at 0.735);
// on 342 cases, 16 more new cases (792–795, 800–803, 808–811, 816–819) unread, rubric 2.16.0 at the
// fourteenth session's end: accuracy 0.6787, mandatory items right 551/737 = 0.748, Spearman 0.737, band
// agreement 0.649 — 0.6784, 552/737, 0.731, 0.643 with the session's start (26d5105); the new 16 alone
// 0.733 / 0.875 / 0.81, mandatory 31/40 (0.741 / 0.875 / 0.81, 31/40 with 26d5105); Spearman floor raised
// to 0.735;
// on 326 cases, 16 more new cases (760–763, 768–771, 776–779, 784–787) unread, rubric 2.15.0 (the
// fourteenth session's start, 26d5105): accuracy 0.6759, mandatory items right 521/697 = 0.7475, Spearman
// 0.728, band agreement 0.635 — the new 16 alone 0.62 / 0.63, band agreement 0.69, mandatory 28/41;
// on 310 cases, 16 more new cases (728–731, 736–739, 744–747, 752–755) unread, rubric 2.15.0 at the session's
// end: accuracy 0.6784, mandatory items right 493/656 = 0.752, Spearman 0.731, band agreement 0.632 — 0.6749,
// 487/656, 0.726, 0.639 with the session's start (2a51373); the new 16 alone 0.780 / 0.717 / 0.50, mandatory
// 37/49, the same with 2a51373;
// on 294 cases, 16 new cases (696–699, 704–707, 712–715, 720–723) unread, with the session's start (2a51373,
// rubric 2.14.0): accuracy 0.6708, mandatory items right 450/607 = 0.741, Spearman 0.728, band agreement 0.646 —
// the new 16 alone 0.694 / 0.825, band agreement 0.75, mandatory 32/49;
// on 278 cases, rubric 2.14.0 at the session's end: accuracy 0.670, mandatory items right 418/558 = 0.749,
// Spearman 0.725, band agreement 0.640 — 0.6671, 415/558, 0.710, 0.647 with the session's start, 74a62eb;
// on 278 cases, 16 more new cases (668–679, 684–687) unread, rubric 2.13.0 and two commits: accuracy 0.666, mandatory
// items right 414/558 = 0.742, Spearman 0.707 — the new 16 alone 0.553 / 0.596, band agreement 0.56, the same
// with 74a62eb;
// on 262 cases, 16 new cases (632–659) unread, rubric 2.13.0 and one commit: accuracy 0.6725, mandatory
// items right 394/523 = 0.753, Spearman 0.718 — the new 16 alone 0.554 / 0.680, band agreement 0.50, the same
// with 74a62eb;
// on 246 cases, rubric 2.13.0 at the session's end: accuracy 0.679, mandatory items right 365/485 = 0.753,
// Spearman 0.719 — 0.677, 361/485, 0.700 with the session's start, da34847;
// on 246 cases, 16 more new cases (600–627) unread, rubric 2.13.0 mid-session: accuracy 0.677, mandatory
// items right 363/485 = 0.748, Spearman 0.716 — the new 16 alone 0.654 / 0.704 with the session's start
// (da34847) and 0.654 / 0.716 with 2.13.0;
// on 230 cases, 16 new cases (568–595) unread, rubric 2.12.0 and one commit: accuracy 0.678, mandatory
// items right 328/433 = 0.757, Spearman 0.710 — the new 16 alone 0.630 / 0.667 (the floors were 0.68 / 0.76);
// measured on 214 cases, rubric 2.12.0: accuracy 0.681, mandatory items right 303/391 = 0.775, Spearman 0.711 —
// 0.674, 298/391, 0.706 with 2.11.0 on the same cases;
// on 198 cases, rubric 2.11.0, 16 new cases unread: accuracy 0.682, mandatory items right 279/363 = 0.769, Spearman 0.716;
// on 182 cases, rubric 2.11.0: accuracy 0.694, mandatory items right 264/341 = 0.774, Spearman 0.715;
// on 166 cases, rubric 2.11.0 (first steps): accuracy 0.70, mandatory items right 237/311 = 0.76, Spearman 0.71;
// on 158 cases, rubric 2.10.0: accuracy 0.69, mandatory items right 222/295 = 0.75, Spearman 0.72;
// on 150 cases, rubric 2.10.0: 0.70, 209/275, 0.72;
// rubric 2.9.0: 0.699, 208/275, 0.72;
// on 134 cases, rubric 2.8.0: 0.704, 180/240, 0.72)
const HOLDOUT_FLOORS = { accuracy: 0.71, mandatoryShare: 0.79, spearman: 0.77 }

describe('local engine on the frozen hold-out', () => {
  let result: Awaited<ReturnType<typeof runHoldout>>
  let outDir: string

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adequat-holdout-'))
    const local = localEvalEngine()
    result = await runHoldout(local.engine, outDir, local.engineAt)
  }, 600_000)

  afterAll(async () => {
    await shutdownExtraction()
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true })
  })

  it('has at least the hold-out cases it was frozen with, all analysed', () => {
    expect(loadCases(HOLDOUT_CASES_DIR).length).toBeGreaterThanOrEqual(682)
    expect(result.failed, 'hold-out cases failed to run').toBe(0)
  })

  it(`places labels right at or above the floor (accuracy ≥ ${HOLDOUT_FLOORS.accuracy})`, () => {
    expect(result.summary.accuracy, finalLine(result.summary)).toBeGreaterThanOrEqual(HOLDOUT_FLOORS.accuracy)
  })

  it(`places mandatory licences, degrees and levels right (share ≥ ${HOLDOUT_FLOORS.mandatoryShare})`, () => {
    const { items, placedRight } = result.mandatory
    expect(items).toBeGreaterThan(0)
    expect(placedRight / items, `${placedRight}/${items} mandatory items right`).toBeGreaterThanOrEqual(
      HOLDOUT_FLOORS.mandatoryShare,
    )
  })

  it(`orders scores like a recruiter (Spearman ≥ ${HOLDOUT_FLOORS.spearman})`, () => {
    expect(result.summary.spearman, finalLine(result.summary)).toBeGreaterThanOrEqual(HOLDOUT_FLOORS.spearman)
  })

  it('writes answers, not advice on answering, in the right language, without elision errors', () => {
    const w = result.writing
    expect(w.describing, 'answers that describe how to answer').toBe(0)
    expect(w.elisionErrors, 'French elision errors').toBe(0)
    expect(w.wrongLanguage, 'texts in the other language').toBe(0)
    expect(w.contradicting, 'answers contradicting the lists').toBe(0)
    expect(w.duplicates / w.answers, 'near-identical answers').toBeLessThanOrEqual(0.1)
    expect(w.withCvFact / w.answers, 'answers carrying a fact of the CV').toBeGreaterThanOrEqual(0.8)
    // issue 10: model answers of 60–150 words (0.05 measured on 2026-11-25)
    expect(w.offLength / w.answers, 'answers outside 60–150 words').toBeLessThanOrEqual(0.1)
  })
})
