/** Reading order of a page from text items: columns, narrow gutters, tables read row by row. */
import { describe, expect, it } from 'vitest'
import { layoutPage, type TextItem } from './layout.ts'

/** Items of one line of text, about 5 units a character at size 10. */
const line = (str: string, x: number, y: number, width = str.length * 5): TextItem => ({
  str,
  x,
  y,
  width,
  size: 10,
})

describe('layoutPage', () => {
  it('reads a sidebar line whose last glyph stops just short of the main column as the sidebar’s', () => {
    // (RenderCV-like sidebar: '• CACES R489 cat. 1A (transpalette' ends at 259.8, the main column
    // starts at 260.2; it once cut the page into bands there and mixed the sidebar into the jobs)
    const side = [
      'Permis & CACES',
      'Permis B',
      'CACES R489 cat. 1A (transpalette',
      'CACES R489 cat. 3',
      'Outils',
      'WMS Reflex',
      'SAP',
    ]
    const main = [
      'Expérience professionnelle',
      '04/2019 – aujourd’hui · Préparateur de',
      'commandes / Cariste',
      'Nordis Logistique – Lesquin',
      'Préparation des commandes',
      'Chargement des semi-remorques',
    ]
    const items = [
      ...side.map((s, i) => line(s, 57, 650 - i * 14, s.startsWith('CACES R489 cat. 1A') ? 202.8 : 120)),
      ...main.map((s, i) => line(s, 260.2, 658 - i * 15, 230)),
    ]
    const text = layoutPage(items).split('\n')
    expect(text.slice(0, side.length)).toEqual(side)
    expect(text.slice(side.length)).toEqual(main)
  })

  it('reads a column running up to the next one (two units apart) before that column', () => {
    // a paragraph set ragged: two of its fifteen lines run up to 349, the right column starts at 351
    const left = Array.from({ length: 15 }, (_, i) =>
      i === 2 || i === 9
        ? `Ligne pleine ${i} de la colonne principale, jusqu’au bord`
        : `Ligne ${i} plus courte`,
    )
    const right = ['CONTACT', 'Lille (59000)', '06 71 28 94 30', 'STACK', 'Back : PHP 8, Symfony', 'Laravel']
    const items = [
      ...left.map((s, i) =>
        line(s, 57, 800 - i * 18, s.startsWith('Ligne pleine') ? 292 : 200 + (i % 4) * 20),
      ),
      // (its own leading: the two columns' baselines do not meet, as in a two-cell table)
      ...right.map((s, i) => line(s, 351, 793 - i * 17.4)),
    ]
    const text = layoutPage(items)
    expect(text.split('\n').slice(0, left.length)).toEqual(left)
    expect(text).toContain('CONTACT\nLille (59000)')
  })

  it('reads the cells of a skills table, wrapped and half a line apart, cell by cell', () => {
    // (as LibreOffice sets a two-cell row: the right cell's baselines fall between the left cell's)
    const wide = 'Driver with a warehouse background, used to tight schedules and early starts every day'
    const items = [
      line(wide, 58, 700, 480),
      line('Key skills', 67, 662),
      line('• Multi-drop deliveries (120–', 125, 599.4),
      line('• Manual handling and', 393, 593.6),
      line('150 drops/day)', 139, 587.8),
      line('safe lifting', 407, 582),
      line('• Daily vehicle walk-round', 125, 393.5),
      line('• Customer service', 393, 387.7),
      line('checks', 139, 381.8),
      line('Employment history', 67, 340),
      line(wide, 58, 320, 480),
    ]
    expect(layoutPage(items).split('\n')).toEqual([
      wide,
      'Key skills',
      '• Multi-drop deliveries (120–',
      '150 drops/day)',
      '• Manual handling and',
      'safe lifting',
      '• Daily vehicle walk-round',
      'checks',
      '• Customer service',
      'Employment history',
      wide,
    ])
  })

  it('keeps a date column beside its entries when their baselines do not meet', () => {
    const wide = 'Infirmière diplômée d’État, dix ans de soins en médecine et en chirurgie, cherche un poste'
    const items = [
      line(wide, 50, 740, 480),
      line('2019 – 2024', 50, 700),
      line('Infirmière — CHU de Rennes', 140, 696),
      line('2015 – 2019', 50, 680),
      line('Aide-soignante — EHPAD', 140, 676),
      line(wide, 50, 640, 480),
    ]
    expect(layoutPage(items).split('\n').slice(1, 3)).toEqual(['2019 – 2024', 'Infirmière — CHU de Rennes'])
  })

  it('reads a table of dates beside their entries row by row', () => {
    const rows = [
      ['2019 – 2024', 'Infirmière — CHU de Rennes'],
      ['2015 – 2019', 'Aide-soignante — EHPAD Les Tilleuls'],
      ['2013 – 2015', 'Agent de service hospitalier — Clinique du Parc'],
      ['2012', 'DEAS — IFAS de Rennes'],
    ]
    const items = rows.flatMap(([d, e], i) => [line(d!, 50, 700 - i * 20), line(e!, 140, 700 - i * 20)])
    expect(layoutPage(items).split('\n')[0]).toBe('2019 – 2024 Infirmière — CHU de Rennes')
  })

  it('puts a date cell wrapped over rows of its own back before its row, not inside the bullets', () => {
    // a narrow date column: the first cell centred in its row ('Mars 2020' / '–' / 'aujourd'hui'),
    // the second beside its header; headers at the entry column's edge, bullets indented
    const items = [
      line('EXPÉRIENCES PROFESSIONNELLES', 40, 700),
      line('Ouvrier carreleur – SARL Revêtsols, Montluel', 216, 670),
      line('• Pose collée en double encollage', 237, 652),
      line('• Dalles grand format 60x120', 237, 634),
      line('Mars 2020', 92, 630),
      line('–', 92, 618),
      line('• Douches à l’italienne, SPEC', 237, 616),
      line('aujourd’hui', 92, 606),
      line('• Joints époxy, plinthes', 237, 598),
      line('09/2016 –', 92, 560),
      line('Carreleur – Entreprise Fabre, Bourg-en-Bresse', 216, 560),
      line('02/2020', 92, 548),
      line('• Rénovation de salles de bains', 237, 542),
    ]
    expect(layoutPage(items).split('\n')).toEqual([
      'EXPÉRIENCES PROFESSIONNELLES',
      'Mars 2020 – aujourd’hui',
      'Ouvrier carreleur – SARL Revêtsols, Montluel',
      '• Pose collée en double encollage',
      '• Dalles grand format 60x120',
      '• Douches à l’italienne, SPEC',
      '• Joints époxy, plinthes',
      '09/2016 – 02/2020',
      'Carreleur – Entreprise Fabre, Bourg-en-Bresse',
      '• Rénovation de salles de bains',
    ])
  })

  it('a word of the entry that begins like a month is no part of a date cell (“maison”)', () => {
    const items = [
      line('Gouvernante adjointe – Hôtel du Lac, Talloires', 216, 700),
      line('• Vérification de 55 à 70 chambres par jour (départs et', 227, 680),
      line('Avril', 90, 674),
      line('recouches) et des espaces communs, grille de contrôle', 227, 668),
      line('2022 –', 90, 662),
      line('maison', 227, 656),
      line('à ce', 90, 650),
      line('jour', 90, 638),
      line('• Suivi des statuts chambres', 227, 622),
    ]
    const lines = layoutPage(items).split('\n')
    expect(lines[0]).toBe('Avril 2022 – à ce jour')
    expect(lines).toContain('maison')
  })

  it('joins a date word a very narrow cell broke over two rows (“Depu” / “is”, “janvi” / “er”)', () => {
    const items = [
      line('Infirmière – CHU de Limoges', 216, 700),
      line('• Pansements complexes', 237, 682),
      line('Depu', 92, 676, 20),
      line('is', 92, 664, 10),
      line('• Préparation des piluliers', 237, 664 - 6),
      line('janvi', 92, 652, 25),
      line('er', 92, 640, 10),
      line('2023', 92, 628, 20),
      line('• Coordination de l’équipe', 237, 622),
    ]
    expect(layoutPage(items).split('\n').slice(0, 2)).toEqual([
      'Depuis janvier 2023',
      'Infirmière – CHU de Limoges',
    ])
  })

  it('joins a year and “aujourd’hui” a very narrow cell broke anywhere (“202” / “2”, “aujourd’” / “hui”)', () => {
    const items = [
      line('Chauffeur-livreur VL – Ouest Express, Cholet', 185, 700),
      line('• Tournées de 60 à 80 points', 205, 680),
      line('201', 92, 674, 15),
      line('9 –', 92, 662, 12),
      line('• Chargement du véhicule', 205, 660),
      line('aujourd’', 92, 650, 40),
      line('hui', 92, 638, 15),
      line('• Calage des palettes', 205, 630),
    ]
    expect(layoutPage(items).split('\n').slice(0, 2)).toEqual([
      '2019 – aujourd’hui',
      'Chauffeur-livreur VL – Ouest Express, Cholet',
    ])
  })

  it('reads a year set one digit per row in a very narrow cell as one year, before its row', () => {
    const items = [
      line('DIPLÔMES', 40, 700),
      line('2', 92, 680, 5),
      line('0', 92, 668, 5),
      line('CAP Carrelage-Mosaïque – CFA du BTP de l’Ain', 156, 662),
      line('1', 92, 656, 5),
      line('4', 92, 644, 5),
      line('SST – recyclé en 2025', 156, 610),
    ]
    expect(layoutPage(items).split('\n')).toEqual([
      'DIPLÔMES',
      '2014',
      'CAP Carrelage-Mosaïque – CFA du BTP de l’Ain',
      'SST – recyclé en 2025',
    ])
  })
})
