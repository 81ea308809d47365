/** Table tests of soft skills shown by behaviours (data/packs/soft-evidence.json, analyseCv). */
import { describe, expect, it } from 'vitest'
import { getLexicon } from './lexicon.ts'
import { analyseCv } from './parse.ts'

const NOW = 2026 * 12 + 10
const evidenceOf = (cv: string, id: string) => analyseCv(cv, getLexicon(), NOW).evidence.get(id)

describe('soft skills shown by what the CV says the person did', () => {
  it.each([
    ['Travail seule au domicile, gestion de mon planning', 'autonomie'],
    ['Préparation de commandes au sein d’une équipe de 6 caristes', 'travail-en-equipe'],
    ['Formation des saisonniers à l’effeuillage (équipes de 6 à 10 personnes)', 'travail-en-equipe'],
    ['Picking in teams of 12 on the night shift', 'travail-en-equipe'],
    // (work written with others: a task shared, a team of several trades, its meetings)
    ['Co-rédaction de la charte documentaire du réseau', 'travail-en-equipe'],
    ['Habitué aux cadences, à ne jamais arriver en retard', 'ponctualite'],
    ['Write the kitchen rota; train commis and CDPs', 'formation-des-equipes'],
    ['Formé les saisonniers à la taille en vert', 'formation-des-equipes'],
    ['Perfect attendance over three years', 'ponctualite'],
    ['Réunions pluridisciplinaires hebdomadaires avec médecins et ergothérapeutes', 'travail-en-equipe'],
    ['Daily board rounds with the ward team', 'travail-en-equipe'],
    ['Moving stock cages of up to 250 kg across the site', 'condition-physique'],
    ['Around 22,000 steps a shift on the shop floor', 'condition-physique'],
    ['Accueil des clients et encaissement', 'sens-du-service'],
    ['Formation de 2 commis et apprentis', 'pedagogie'],
    // (teaching and signing off trainees, in English: 'Pédagogie' asked of an English CV)
    ['Taught intro kayaking sessions to high-school groups', 'pedagogie'],
    ['Trained and signed off 8 trainee guides on the Rangitaiki section', 'pedagogie'],
    // (what the person does with families in grief, and explaining options: relational, oral skills)
    ['Listening, patience and clear explanations to grieving families', 'aisance-relationnelle'],
    ['Arrange funerals with families; explain options, costs and the price list', 'communication-orale'],
    // (organising the work of a few agents is leading them)
    ["Organisation du travail de 2 agents animaliers et des saisonniers d'été", 'management-d-equipe'],
    // (following apprentices, trainees or a commis, tutoring students: leading them day to day)
    ["Formation et suivi de 2 apprentis et d'un commis par saison", 'management-d-equipe'],
    ["Formation et suivi d'une alternante en BTS CG", 'management-d-equipe'],
    ['Tuteur de 11 étudiants infirmiers', 'management-d-equipe'],
    ['Encadrement d’une équipe de 4 agents', 'leadership'],
    ['Traitement des réclamations et des litiges', 'gestion-de-conflits'],
    ['Service en salle pendant les coups de feu du midi', 'resistance-au-stress'],
    ['Atteinte des objectifs de vente : 112 % en 2023', 'bon-sens-commercial'],
    ['Patient consultations and advice on minor ailments', 'communication-orale'],
    ['Entretien des espaces verts de la commune, tonte et taille', 'travail-en-exterieur'],
    ['Respect strict des créneaux de livraison et des temps de conduite', 'ponctualite'],
    ['On-time deliveries across 40 drops a day', 'ponctualite'],
    ['Tenue des dossiers du personnel et des données de santé des salariés', 'discretion'],
    ['Temps de service au drive tenu sous les 90 secondes pendant les rushs', 'rapidite'],
    ['Habitué à travailler seul sur une résidence de 120 logements', 'autonomie'],
    ['Works closely with the class teacher on phonics groups', 'travail-en-equipe'],
    ['Stayed level-headed through Black Friday peaks', 'resistance-au-stress'],
    ["Taux d'erreur de 0,2 % pour un objectif de 0,5 %", 'rigueur'],
    ['Élue meilleure vendeuse de la boutique en 2023', 'bon-sens-commercial'],
    ['Averaged 112% of my monthly referral target', 'orientation-resultats'],
    [
      'Conseils aux particuliers pour réduire leur consommation · Bon contact avec la clientèle',
      'sens-du-service',
    ],
  ])('%s → %s, at half strength, with its line', (cv, id) => {
    const ev = evidenceOf(`Expériences\nEmployé – Société X – 2019 – 2024\n- ${cv}`, id)
    expect(ev?.strength).toBe(0.5)
    expect(ev?.line).toContain(cv.slice(0, 12))
  })

  it('a quality no behaviour shows (dynamism) must be written, and punctuality needs more than a shop job', () => {
    const cv =
      'Expériences\nVendeur – Boutique Y – 2019 – 2024\n- Accueil des clients, mise en rayon, encaissement'
    expect(evidenceOf(cv, 'dynamisme')).toBeUndefined()
    expect(evidenceOf(cv, 'ponctualite')).toBeUndefined()
  })

  it('reads a behaviour across a line the PDF wrapped (‘bon contact avec la / clientèle’)', () => {
    const cv =
      'Expériences\nHorloger – Atelier Z – 2019 – 2024\n- Minutieuse, patiente, bon contact avec la\nclientèle'
    expect(evidenceOf(cv, 'sens-du-service')?.line).toContain('bon contact avec la')
  })

  it('a skill the CV names keeps its full strength', () => {
    expect(evidenceOf('Qualités : autonome, rigoureux', 'autonomie')?.strength).toBe(1)
  })
})
