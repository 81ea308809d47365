import { describe, expect, it } from 'vitest'
import { guessTitle } from './title.ts'

describe('guessTitle', () => {
  it('keeps a first line that is a title, without its dash tails', () => {
    expect(guessTitle('Data Scientist – Pricing team – London (hybrid)\n\nWe are hiring…')).toBe(
      'Data Scientist',
    )
    expect(guessTitle('Aide-soignant(e) – EHPAD Les Tilleuls – Angers – CDI\n\nL’EHPAD recrute.')).toBe(
      'Aide-soignant(e)',
    )
    expect(guessTitle('Comptable fournisseurs H/F – Groupe de distribution – Lille\n')).toBe(
      'Comptable fournisseurs',
    )
    expect(guessTitle('Technicien de maintenance industrielle (H/F) - Quimper\nMissions :')).toBe(
      'Technicien de maintenance industrielle',
    )
  })

  it('takes the part marked (H/F) past a company named first, never past a title', () => {
    expect(guessTitle('Imprimerie Bréhat Graphic – Graphiste PAO (H/F) – Rennes (35)\nMissions :')).toBe(
      'Graphiste PAO',
    )
    expect(guessTitle('Boulangerie Dupont - Vendeuse (F/H) - Paris\n')).toBe('Vendeuse')
    expect(guessTitle('Serveur / Serveuse – Restaurant gastronomique étoilé (H/F)\n')).toBe(
      'Serveur / Serveuse',
    )
    expect(guessTitle('Ingénieur(e) qualité automobile – fournisseurs (H/F)\n')).toBe(
      'Ingénieur(e) qualité automobile',
    )
  })

  it('drops how many the company hires, never a figure of the trade', () => {
    expect(
      guessTitle('Rail Azur, opérateur ferroviaire régional, recrute 12 Chefs de bord / Contrôleurs H/F.\n'),
    ).toBe('Chefs de bord / Contrôleurs')
    expect(guessTitle('3D Artist – Studio X\n')).toBe('3D Artist')
  })

  it('drops the paired possessive of a hiring sentence (‘recherche son/sa Assistant(e)…’)', () => {
    expect(
      guessTitle(
        "AGRIMAT, fabricant de matériel agricole (140 salariés), recherche son/sa Assistant(e) Commercial(e) Export – CDI – Beaucouzé (49).\n\nVous gérez l'ADV.",
      ),
    ).toBe('Assistant(e) Commercial(e) Export')
  })

  it('reads labels such as "Poste :" and "Job title:"', () => {
    expect(guessTitle('Offre d’emploi\nPoste : Juriste droit social, CDI\nMissions : …')).toBe(
      'Juriste droit social',
    )
    expect(guessTitle('About us: we build payments software.\nJob title: Senior Product Manager\n')).toBe(
      'Senior Product Manager',
    )
  })

  it('takes the title out of a hiring sentence and cuts at the purpose', () => {
    expect(
      guessTitle(
        'Nous recherchons un ingénieur logiciel Python confirmé pour rejoindre notre équipe plateforme à Lyon.\nVous…',
      ),
    ).toBe('Ingénieur logiciel Python confirmé')
    expect(
      guessTitle(
        'Our company is growing fast. We are hiring a Warehouse Supervisor to join our night shift.',
      ),
    ).toBe('Warehouse Supervisor')
    expect(
      guessTitle('Notre cabinet, leader régional, recrute un(e) chargé(e) de recrutement afin de renforcer…'),
    ).toBe('Chargé(e) de recrutement')
    // a first line that names the company, then hires: the post, not the company
    expect(
      guessTitle(
        "Le Centre d'Imagerie Médicale des Tanneurs (Tours), 14 radiologues et 40 salariés, recrute un(e) Manipulateur(trice) en électroradiologie médicale.\n\nPlateau : …",
      ),
    ).toBe('Manipulateur(trice) en électroradiologie médicale')
  })

  it('uses the words before (H/F) in a sentence', () => {
    expect(guessTitle('Dans le cadre de notre croissance, Boulanger (H/F) en CDI à Bordeaux.\nProfil')).toBe(
      'Boulanger',
    )
  })

  it('never returns a truncated word and stays under about 60 characters', () => {
    const t = guessTitle(
      'Responsable administratif et financier des filiales européennes du groupe et de la trésorerie centrale\n',
    )
    expect(t === null || t.length <= 60).toBe(true)
    if (t) expect('Responsable administratif et financier des filiales européennes du groupe').toContain(t)
    expect(t?.endsWith(' de')).not.toBe(true)
  })

  it('puts a title written in capitals in sentence case, keeping acronyms', () => {
    expect(guessTitle('CHARGÉ DE RECRUTEMENT RH\n')).toBe('Chargé de recrutement RH')
    // a short word of the language is no acronym; the trades' acronyms stay
    expect(guessTitle('Poste : CHEF DE RANG (H/F)\n')).toBe('Chef de rang')
    expect(guessTitle('AIDE-SOIGNANT EN EHPAD\n')).toBe('Aide-soignant en EHPAD')
    expect(guessTitle('TECHNICIEN SAV (H/F)\n')).toBe('Technicien SAV')
  })

  it('returns null when nothing reads as a title', () => {
    expect(
      guessTitle('Nous sommes une PME familiale de 40 personnes, créée en 1982 à Nantes.\nVos missions : …'),
    ).toBeNull()
    expect(guessTitle('')).toBeNull()
    expect(guessTitle('CDI\nTemps plein\n')).toBeNull()
  })
})

describe('a first paragraph where the company presents itself', () => {
  it('is no title: the post it hires for is', () => {
    expect(
      guessTitle(
        'Agence événementielle BtoB basée à Paris 9e (45 collaborateurs), nous concevons conventions, séminaires et voyages incentive pour de grands comptes.\n\nNous recherchons un(e) Chef de projet événementiel confirmé(e) pour piloter des opérations.',
      ),
    ).toMatch(/^Chef de projet événementiel/)
  })
})

describe('the hiring sentence’s determiner', () => {
  it('is a word of its own, possessives too; a title on the next line keeps its first letter', () => {
    expect(
      guessTitle(
        'Le Département de la Sarthe recrute\nASSISTANT(E) DE SERVICE SOCIAL – Polyvalence de secteur',
      ),
    ).toBe('Assistant(e) de service social')
    expect(
      guessTitle(
        'Boulangerie-pâtisserie artisanale recherche sa vendeuse / son vendeur H/F pour sa boutique de Nantes.',
      ),
    ).toBe('Vendeuse / vendeur')
  })
})

describe('a title in capitals', () => {
  it('keeps the acronyms of trades and sectors', () => {
    expect(guessTitle('GESTIONNAIRE SINISTRES IARD (F/H)\nNiort – CDI')).toBe('Gestionnaire sinistres IARD')
  })
})

describe('a place of work named on the first line', () => {
  it.each([
    [
      'Hôtel Rivage Saint-Paul ***** – Paris 4e\nNous recrutons notre Gouvernante d’étage (F/H) en CDI',
      'Gouvernante d’étage',
    ],
    [
      'Centre Hospitalier de Saint-Nazaire – Pharmacie (PUI)\nPréparateur(trice) en pharmacie hospitalière – CDD 6 mois renouvelable',
      'Préparateur(trice) en pharmacie hospitalière',
    ],
    [
      'Banque coopérative régionale – Agence de Tours Nord (37)\nCHARGÉ DE CLIENTÈLE PARTICULIERS H/F – CDI',
      'Chargé de clientèle particuliers',
    ],
    [
      'Sales Negotiator – Residential Sales\nHartley & Rowe Estate Agents – Guildford, Surrey',
      'Sales Negotiator',
    ],
  ])('is no title when a later line names the post (%#)', (jd, title) => {
    expect(guessTitle(jd)).toBe(title)
  })

  it('a sentence presenting the company gives no title from its first words', () => {
    expect(
      guessTitle(
        'Nautic Atlantique Services, concessionnaire Yamaha et Bénéteau installé au port des Minimes de La Rochelle depuis 1998, renforce son atelier avant la saison.\n\nMissions :\n- Entretien des moteurs',
      ),
    ).toBeNull()
  })

  it('reads the post in “we need an experienced X to …” and “recrute pour sa boutique de Lyon un(e) X”', () => {
    expect(
      guessTitle(
        'Apex Access Scaffolding Ltd has been supplying scaffolding across Bristol for over 20 years. Due to new contracts we need an experienced Scaffolder to join our teams.',
      ),
    ).toBe('Scaffolder')
    expect(
      guessTitle(
        'Riverside Veterinary Centre is an independent small-animal practice in Guildford. We’re looking for a Veterinary Receptionist to be the first point of contact for our clients.',
      ),
    ).toBe('Veterinary Receptionist')
    expect(
      guessTitle(
        'Répar’Phone, réseau de 12 boutiques de réparation express, recrute pour sa boutique de Lyon Part-Dieu un(e) technicien(ne) réparateur de smartphones.',
      ),
    ).toBe('Technicien(ne) réparateur de smartphones')
  })
  it('takes the post after an employer named first with no (H/F) mark (‘Mairie – Coordinatrice Enfance-Jeunesse’)', () => {
    expect(
      guessTitle(
        "Ville de Landerneau (16 000 hab.) – Coordinateur·rice Enfance-Jeunesse\n\nRattaché·e au directeur de l'Éducation, vous pilotez la politique.",
      ),
    ).toBe('Coordinateur·rice Enfance-Jeunesse')
    expect(guessTitle('Mairie – Coordinatrice Enfance-Jeunesse\n\nTexte')).toBe(
      'Coordinatrice Enfance-Jeunesse',
    )
    // (not a place or a department after the employer)
    expect(guessTitle('Clinique du Parc – Service de chirurgie\n\nTexte')).toBe('Clinique du Parc')
  })
  it('counts a title’s words without its link words (‘Enseignant de la conduite et de la sécurité routière’)', () => {
    expect(
      guessTitle('Enseignant de la conduite et de la sécurité routière H/F – Angers (49)\n\nTexte'),
    ).toBe('Enseignant de la conduite et de la sécurité routière')
    expect(
      guessTitle('TECHNICIEN INSTALLATION & MISE EN SERVICE SITES RADIO 4G/5G (H/F)\nCDI – Nantes'),
    ).toMatch(/^Technicien installation/)
  })
})
