import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMBINATIONS, DRUGS } from '../../../../shared/clinical/drugs/catalog.ts';
import {
  builtInInteractions,
  checkInteractions,
  medicationLexicon,
  normalizeMedication,
} from '../../../../shared/clinical/drugs/checker.ts';
import { RULES_JSON_FILE } from '../../../../shared/clinical/drugs/data/build-rules.ts';
import { RULES } from '../../../../shared/clinical/drugs/rules.ts';

/** The most severe finding for a pair, in both orders (they must agree). */
const finding = (a: string, b: string) => {
  const forward = checkInteractions([a, b]).interactions[0];
  const backward = checkInteractions([b, a]).interactions[0];
  expect(backward?.severity).toBe(forward?.severity);
  expect(backward?.rule).toBe(forward?.rule);
  return forward ? `${forward.severity}:${forward.rule}` : 'none';
};

describe('the 15 ONC high-priority interactions (Phansalkar et al., JAMIA 2012), every member', () => {
  const MAOIS = ['phenelzine', 'tranylcypromine', 'isocarboxazid', 'procarbazine', 'selegiline'];
  const STRONG_3A4 = [
    'clarithromycin',
    'itraconazole',
    'ketoconazole',
    'posaconazole',
    'ritonavir',
    'cobicistat',
  ];
  const PROTEASE_INHIBITORS = [
    'ritonavir',
    'atazanavir',
    'darunavir',
    'lopinavir',
    'saquinavir',
    'nelfinavir',
    'fosamprenavir',
    'indinavir',
    'tipranavir',
  ];
  const all = (objects: string[], precipitants: string[], expected: RegExp) => {
    for (const object of objects)
      for (const precipitant of precipitants)
        expect(finding(object, precipitant), `${object} + ${precipitant}`).toMatch(expected);
  };

  it('1. amphetamine and derivatives with MAO inhibitors', () => {
    all(
      [
        'dexmethylphenidate',
        'dextroamphetamine',
        'methylphenidate',
        'lisdexamfetamine',
        'methamphetamine',
        'phendimetrazine',
        'pseudoephedrine',
        'amphetamine',
        'benzphetamine',
        'diethylpropion',
        'phentermine',
        'atomoxetine',
      ],
      MAOIS,
      /^contraindicated:/,
    );
    expect(finding('Adderall', 'Nardil')).toMatch(/^contraindicated:maoi-/);
  });

  it('2. atazanavir with proton pump inhibitors', () => {
    all(
      ['atazanavir', 'Reyataz'],
      [
        'omeprazole',
        'esomeprazole',
        'lansoprazole',
        'dexlansoprazole',
        'pantoprazole',
        'rabeprazole',
        'Prilosec',
        'Nexium',
      ],
      /^contraindicated:atazanavir-ppi$/,
    );
  });

  it('3. febuxostat with azathioprine and mercaptopurine', () => {
    all(
      ['febuxostat', 'Uloric'],
      ['azathioprine', 'mercaptopurine', 'Imuran'],
      /^contraindicated:febuxostat-thiopurine$/,
    );
  });

  it('4. SSRIs and other serotonergic antidepressants with MAO inhibitors', () => {
    all(
      [
        'fluoxetine',
        'paroxetine',
        'citalopram',
        'escitalopram',
        'sertraline',
        'fluvoxamine',
        'duloxetine',
        'nefazodone',
        'desvenlafaxine',
        'milnacipran',
        'venlafaxine',
        'vilazodone',
        'vortioxetine',
        'Zoloft',
      ],
      [...MAOIS, 'moclobamide', 'rasagiline', 'linezolid', 'methylene blue'],
      /^contraindicated:maoi-serotonergic$/,
    );
  });

  it('5. irinotecan with strong CYP3A4 inhibitors', () => {
    all(
      ['irinotecan', 'Camptosar'],
      [...STRONG_3A4, 'voriconazole', 'nefazodone', 'Nizoral'],
      /^contraindicated:/,
    );
  });

  it('6. narcotic analgesics with MAO inhibitors', () => {
    all(
      ['meperidine', 'tramadol', 'tapentadol', 'methadone', 'fentanyl', 'Demerol'],
      MAOIS,
      /^contraindicated:/,
    );
    all(['morphine', 'oxycodone', 'hydrocodone'], MAOIS, /^major:maoi-opioid/);
  });

  it('7. tricyclic antidepressants with MAO inhibitors', () => {
    all(
      [
        'amitriptyline',
        'nortriptyline',
        'imipramine',
        'desipramine',
        'clomipramine',
        'doxepin',
        'trimipramine',
        'protriptyline',
        'amoxapine',
      ],
      MAOIS,
      /^contraindicated:/,
    );
  });

  it('8. high-risk QT-prolonging drugs together', () => {
    all(
      ['dofetilide', 'sotalol', 'amiodarone', 'haloperidol', 'methadone'],
      ['ziprasidone', 'moxifloxacin', 'citalopram', 'pimozide'],
      /^(major|contraindicated):/,
    );
  });

  it('9. ramelteon with strong CYP1A2 inhibitors', () => {
    expect(finding('ramelteon', 'fluvoxamine')).toBe('contraindicated:ramelteon-fluvoxamine');
    expect(finding('Rozerem', 'Luvox')).toBe('contraindicated:ramelteon-fluvoxamine');
    all(['ramelteon'], ['ciprofloxacin', 'enoxacin'], /^major:ramelteon-cyp1a2-inhibitor$/);
  });

  it('10. strong CYP3A4 inducers with protease inhibitors', () => {
    all(
      [
        'rifampin',
        'rifapentine',
        "St John's wort",
        'carbamazepine',
        'phenytoin',
        'phenobarbital',
        'Rifadin',
        'Tegretol',
      ],
      [...PROTEASE_INHIBITORS, 'nirmatrelvir', 'Paxlovid'],
      /^contraindicated:.*-protease-inhibitor$/,
    );
  });

  it('11. lovastatin and simvastatin with CYP3A4 and protease inhibitors', () => {
    all(
      ['simvastatin', 'lovastatin', 'Zocor', 'Mevacor', 'Vytorin'],
      [...STRONG_3A4, ...PROTEASE_INHIBITORS, 'telithromycin'],
      /^contraindicated:/,
    );
  });

  it('12. protease and strong CYP3A4 inhibitors with ergot alkaloids', () => {
    all(
      ['ergotamine', 'dihydroergotamine', 'methylergonovine', 'methysergide', 'Cafergot'],
      [...STRONG_3A4, ...PROTEASE_INHIBITORS],
      /^contraindicated:/,
    );
  });

  it('13. tizanidine with CYP1A2 inhibitors', () => {
    all(
      ['tizanidine', 'Zanaflex'],
      ['fluvoxamine', 'ciprofloxacin', 'enoxacin', 'Cipro'],
      /^contraindicated:tizanidine-cyp1a2$/,
    );
  });

  it('14. tranylcypromine with procarbazine', () => {
    expect(finding('tranylcypromine', 'procarbazine')).toBe('contraindicated:maoi-maoi');
    expect(finding('Parnate', 'Matulane')).toBe('contraindicated:maoi-maoi');
  });

  it('15. triptans with MAO inhibitors', () => {
    all(
      [
        'sumatriptan',
        'rizatriptan',
        'zolmitriptan',
        'eletriptan',
        'naratriptan',
        'almotriptan',
        'frovatriptan',
        'Maxalt',
        'Imitrex',
      ],
      [...MAOIS, 'moclobamide'],
      /^contraindicated:maoi-serotonergic$/,
    );
    expect(finding('rizatriptan', 'moclobamide')).toBe('contraindicated:maoi-serotonergic');
  });
});

describe('label contraindications outside the ONC list', () => {
  it.each([
    ['bosentan', 'glyburide', 'contraindicated:bosentan-glyburide'],
    ['Tracleer', 'Diabeta', 'contraindicated:bosentan-glyburide'],
    ['methotrexate', 'trimethoprim', 'major:methotrexate-trimethoprim'],
    ['sildenafil', 'nitroglycerin', 'contraindicated:pde5-nitrate'],
    ['thioridazine', 'paroxetine', 'contraindicated:thioridazine-cyp2d6-inhibitor'],
    ['pimozide', 'sertraline', 'contraindicated:pimozide-sertraline'],
  ])('%s + %s: %s', (a, b, expected) => {
    expect(finding(a, b)).toBe(expected);
  });
});

describe('CYP3A4, CYP2D6 and transporter rules', () => {
  it.each([
    ['atorvastatin', 'clarithromycin', 'major:atorvastatin-strong-3a4-inhibitor'],
    ['Lipitor', 'itraconazole', 'major:atorvastatin-strong-3a4-inhibitor'],
    ['pravastatin', 'clarithromycin', 'moderate:pravastatin-clarithromycin'],
    ['pitavastatin', 'erythromycin', 'major:pitavastatin-erythromycin'],
    ['rosuvastatin', 'Kaletra', 'major:rosuvastatin-lopinavir'],
    ['simvastatin', 'cyclosporine', 'contraindicated:simvastatin-cyclosporine'],
    ['simvastatin', 'gemfibrozil', 'contraindicated:simvastatin-gemfibrozil'],
    ['simvastatin', 'amiodarone', 'major:simvastatin-amiodarone'],
    ['fluvastatin', 'fluconazole', 'moderate:fluvastatin-fluconazole'],
    ['tamoxifen', 'paroxetine', 'major:tamoxifen-cyp2d6-inhibitor'],
    ['Soltamox', 'Prozac', 'major:tamoxifen-cyp2d6-inhibitor'],
    ['tamoxifen', 'Wellbutrin', 'major:tamoxifen-cyp2d6-inhibitor'],
    ['codeine', 'fluoxetine', 'moderate:codeine-cyp2d6-inhibitor'],
    ['tramadol', 'bupropion', 'major:tramadol-cyp2d6-inhibitor'],
    ['metoprolol', 'paroxetine', 'moderate:cyp2d6-inhibitor-metoprolol'],
    ['flecainide', 'quinidine', 'major:cyp2d6-inhibitor-flecainide'],
    ['hydrocodone', 'clarithromycin', 'major:strong-3a4-inhibitor-critical-substrate'],
    ['Norco', 'ketoconazole', 'major:strong-3a4-inhibitor-critical-substrate'],
    ['oxycodone', 'rifampin', 'major:inducer-critical-substrate'],
    ['alprazolam', 'ketoconazole', 'contraindicated:alprazolam-ketoconazole'],
    ['Xanax', 'Sporanox', 'contraindicated:alprazolam-itraconazole'],
    ['alprazolam', 'ritonavir', 'major:strong-3a4-inhibitor-alprazolam'],
    ['oxycodone', 'carisoprodol', 'major:opioid-cns-depressant'],
    ['Percocet', 'Soma', 'major:opioid-cns-depressant'],
    ['amiodarone', 'Harvoni', 'major:amiodarone-sofosbuvir'],
    ['diazepam', 'ritonavir', 'major:strong-3a4-inhibitor-diazepam'],
    ['triazolam', 'itraconazole', 'contraindicated:strong-3a4-inhibitor-contraindicated-substrate'],
    ['dronedarone', 'ketoconazole', 'contraindicated:strong-3a4-inhibitor-contraindicated-substrate'],
    ['digoxin', 'clarithromycin', 'major:pgp-inhibitor-digoxin'],
    ['dabigatran', 'dronedarone', 'major:pgp-inhibitor-dabigatran'],
    ['dabigatran', "St John's wort", 'major:inducer-dabigatran'],
    ['dofetilide', 'verapamil', 'contraindicated:dofetilide-verapamil'],
  ])('%s + %s: %s', (a, b, expected) => {
    expect(finding(a, b)).toBe(expected);
  });

  it('covers every statin with a strong CYP3A4 inhibitor or OATP1B1 inhibitor its label names', () => {
    expect(finding('simvastatin', 'clarithromycin')).toMatch(/^contraindicated:/);
    expect(finding('lovastatin', 'clarithromycin')).toMatch(/^contraindicated:/);
    expect(finding('atorvastatin', 'clarithromycin')).toMatch(/^major:/);
    expect(finding('pravastatin', 'clarithromycin')).toMatch(/^moderate:/);
    expect(finding('pitavastatin', 'erythromycin')).toMatch(/^major:/);
    for (const pi of ['atazanavir', 'lopinavir', 'darunavir', 'tipranavir'])
      expect(finding('rosuvastatin', pi)).not.toBe('none');
  });

  it('covers every opioid cleared by CYP3A4 with strong inhibitors and inducers', () => {
    for (const opioid of [
      'fentanyl',
      'oxycodone',
      'hydrocodone',
      'methadone',
      'codeine',
      'tramadol',
      'buprenorphine',
      'alfentanil',
      'sufentanil',
    ]) {
      expect(finding(opioid, 'ketoconazole')).toMatch(/^major:/);
      expect(finding(opioid, 'carbamazepine')).toMatch(/^major:/);
    }
  });
});

describe('alcohol and food', () => {
  it.each([
    ['metronidazole', 'alcohol', 'major:disulfiram-like-ethanol'],
    ['Flagyl', 'beer', 'major:disulfiram-like-ethanol'],
    ['tinidazole', 'wine', 'major:disulfiram-like-ethanol'],
    ['disulfiram', 'alcohol', 'contraindicated:disulfiram-ethanol'],
    ['oxycodone', 'alcohol', 'major:opioid-ethanol'],
    ['Xanax', 'alcohol', 'major:benzodiazepine-ethanol'],
    ['zolpidem', 'alcohol', 'major:benzodiazepine-ethanol'],
    ['cyclobenzaprine', 'alcohol', 'moderate:cns-depressant-ethanol'],
    ['gabapentin', 'alcohol', 'moderate:gabapentinoid-ethanol'],
    ['warfarin', 'alcohol', 'moderate:vka-ethanol'],
    ['metformin', 'alcohol', 'moderate:metformin-ethanol'],
    ['Tylenol', 'alcohol', 'moderate:acetaminophen-ethanol'],
    ['glipizide', 'alcohol', 'moderate:sulfonylurea-ethanol'],
    ['ibuprofen', 'alcohol', 'moderate:nsaid-ethanol'],
    ['sodium oxybate', 'alcohol', 'contraindicated:sodium-oxybate-ethanol'],
    ['phenelzine', 'tyramine', 'major:maoi-tyramine'],
    ['Nardil', 'aged cheese', 'major:maoi-tyramine'],
    ['warfarin', 'vitamin K', 'moderate:vka-vitamin-k'],
    ['Coumadin', 'kale', 'moderate:vka-vitamin-k'],
    ['simvastatin', 'grapefruit', 'major:grapefruit-cyp3a4-contraindicated-substrate'],
    ['felodipine', 'grapefruit juice', 'moderate:grapefruit-felodipine'],
    ['tacrolimus', 'grapefruit juice', 'major:grapefruit-cyp3a4-critical-substrate'],
    ['colchicine', 'grapefruit', 'major:grapefruit-colchicine'],
    ['Lipitor', 'grapefruit juice', 'moderate:grapefruit-atorvastatin'],
  ])('%s + %s: %s', (a, b, expected) => {
    expect(finding(a, b)).toBe(expected);
  });

  it('tells people to avoid the food, not to have a medicine dose lowered', () => {
    for (const medicine of [
      'simvastatin',
      'lovastatin',
      'colchicine',
      'oxycodone',
      'tacrolimus',
      'midazolam',
    ]) {
      const [found] = checkInteractions([medicine, 'grapefruit']).interactions;
      expect(found?.management, medicine).toMatch(/avoid grapefruit/i);
      expect(found?.management, medicine).not.toMatch(/lower the (colchicine )?dose|dose of the second/i);
    }
    // Between two medicines the class rule's dosing advice stands.
    expect(finding('diltiazem', 'simvastatin')).toBe(
      'major:moderate-3a4-inhibitor-contraindicated-substrate',
    );
  });
});

describe('other pairs that were missing', () => {
  it.each([
    ['glipizide', 'clarithromycin', 'major:sulfonylurea-clarithromycin'],
    ['glimepiride', 'Biaxin', 'major:sulfonylurea-clarithromycin'],
    ['glyburide', 'fluconazole', 'major:sulfonylurea-fluconazole'],
    ['spironolactone', 'trimethoprim', 'major:trimethoprim-potassium-sparing'],
    ['Aldactone', 'Bactrim', 'major:trimethoprim-potassium-sparing'],
  ])('%s + %s: %s', (a, b, expected) => {
    expect(finding(a, b)).toBe(expected);
  });
});

describe('pairs a hostile test found unreported', () => {
  it.each([
    ['apixaban', 'ketoconazole', 'major:apixaban-strong-3a4-pgp-inhibitor'],
    ['apixaban', 'itraconazole', 'major:apixaban-strong-3a4-pgp-inhibitor'],
    ['Eliquis', 'ritonavir', 'major:apixaban-strong-3a4-pgp-inhibitor'],
    ['rivaroxaban', 'ketoconazole', 'major:rivaroxaban-strong-3a4-pgp-inhibitor'],
    ['sildenafil', 'riociguat', 'contraindicated:riociguat-pde5-inhibitor'],
    ['riociguat', 'tadalafil', 'contraindicated:riociguat-pde5-inhibitor'],
    ['Adempas', 'nitroglycerin', 'contraindicated:riociguat-nitrate'],
    ['lisinopril', 'aliskiren', 'major:aliskiren-acei'],
    ['Tekturna', 'losartan', 'major:aliskiren-arb'],
    ['clozapine', 'fluvoxamine', 'major:clozapine-cyp1a2-inhibitor'],
    ['metoprolol', 'verapamil', 'major:beta-blocker-non-dhp-ccb'],
    ['atenolol', 'diltiazem', 'major:beta-blocker-non-dhp-ccb'],
    ['propranolol', 'albuterol', 'major:nonselective-beta-blocker-beta2-agonist'],
    ['duloxetine', 'tramadol', 'major:snri-tramadol'],
    ['venlafaxine', 'tramadol', 'major:snri-tramadol'],
    ['sertraline', 'tramadol', 'major:ssri-tramadol'],
    ['Viagra', 'nitro spray', 'contraindicated:pde5-nitrate'],
    ['cialis', 'GTN spray', 'contraindicated:pde5-nitrate'],
    ['sildenafil', 'NTG', 'contraindicated:pde5-nitrate'],
  ])('%s + %s: %s', (a, b, expected) => {
    expect(finding(a, b)).toBe(expected);
  });

  it('keeps a cardioselective beta blocker with albuterol free of the bronchospasm rule', () => {
    expect(finding('metoprolol', 'albuterol')).not.toContain('nonselective-beta-blocker-beta2-agonist');
  });

  it.each([
    ['baby aspirin', 'aspirin'],
    ['Bayer aspirin', 'aspirin'],
    ['motrin ib', 'ibuprofen'],
    ['Advil Liqui-Gels', 'ibuprofen'],
    ['lithium carbonate', 'lithium'],
    ['lithium carbonate 300 mg', 'lithium'],
    ['K-Dur 20 mEq', 'potassium chloride'],
    ['potassium chloride ER 20 mEq', 'potassium chloride'],
    ['KCl', 'potassium chloride'],
    ['MTX', 'methotrexate'],
    ['nitro', 'nitroglycerin'],
  ])('recognises %s as %s', (name, ingredient) => {
    expect(normalizeMedication(name).ingredients).toEqual([ingredient]);
  });

  it.each([
    [['warfarin', 'baby aspirin'], 'major'],
    [['coumadin', 'motrin ib'], 'major'],
    [['lithium carbonate', 'hydrochlorothiazide'], 'major'],
    [['K-Dur 20 mEq', 'spironolactone'], 'major'],
    [['MTX', 'TMP-SMX'], 'major'],
  ])('reports %j as %s', (names, severity) => {
    expect(checkInteractions(names).interactions[0]?.severity).toBe(severity);
  });
});

describe('combination products', () => {
  it.each([
    ['Bactrim', ['sulfamethoxazole', 'trimethoprim']],
    ['Septra DS', ['sulfamethoxazole', 'trimethoprim']],
    ['sulfamethoxazole/trimethoprim', ['sulfamethoxazole', 'trimethoprim']],
    ['Sulfamethoxazole; Trimethoprim', ['sulfamethoxazole', 'trimethoprim']],
    ['Percocet', ['oxycodone', 'acetaminophen']],
    ['Vicodin', ['hydrocodone', 'acetaminophen']],
    ['Norco 10/325', ['hydrocodone', 'acetaminophen']],
    ['Zestoretic', ['lisinopril', 'hydrochlorothiazide']],
    ['Hyzaar', ['losartan', 'hydrochlorothiazide']],
    ['Janumet', ['sitagliptin', 'metformin']],
    ['Advair', ['fluticasone propionate', 'salmeterol']],
    ['Symbicort', ['budesonide', 'formoterol']],
    ['Tylenol #3', ['codeine', 'acetaminophen']],
    ['oxycodone and acetaminophen', ['oxycodone', 'acetaminophen']],
  ])('%s is %j', (input, ingredients) => {
    const read = normalizeMedication(input);
    expect(read.ingredients).toEqual(ingredients);
    expect(read.match).toBe('combination');
  });

  it('keeps single-ingredient brands single', () => {
    expect(normalizeMedication('Tylenol').ingredients).toEqual(['acetaminophen']);
    expect(normalizeMedication('Lipitor').ingredients).toEqual(['atorvastatin']);
  });

  it('checks every ingredient of a combination and not its ingredients against each other', () => {
    expect(finding('Bactrim', 'warfarin')).toBe('major:vka-potentiator');
    expect(finding('Bactrim', 'methotrexate')).toBe('major:methotrexate-trimethoprim');
    expect(finding('Advair', 'ritonavir')).toBe('major:strong-3a4-inhibitor-corticosteroid');
    expect(checkInteractions(['Bactrim', 'metformin']).interactions).toEqual([]);
  });

  it('lists only ingredients the catalog or the table knows', () => {
    const known = new Set([...DRUGS.map((d) => d.name)]);
    for (const row of builtInInteractions().values()) known.add(row.a).add(row.b);
    const unknown = Object.values(COMBINATIONS)
      .flat()
      .filter((name) => !known.has(name));
    expect(unknown).toEqual([]);
  });
});

describe('the catalog', () => {
  it('has each ingredient once', () => {
    const names = DRUGS.map((d) => d.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('recognises at least 1,500 distinct ingredient names, other names and brands', () => {
    const names = new Set<string>(Object.keys(COMBINATIONS));
    for (const entry of DRUGS)
      for (const name of [entry.name, ...(entry.brands ?? []), ...(entry.aliases ?? [])])
        names.add(name.toLowerCase());
    for (const row of builtInInteractions().values()) names.add(row.a).add(row.b);
    expect(names.size).toBeGreaterThanOrEqual(1500);
    for (const name of names) expect(medicationLexicon().has(name), name).toBe(true);
  });

  it('reads the names that were unrecognised', () => {
    for (const name of ['irinotecan', 'ramelteon', 'moclobamide', 'tamoxifen'])
      expect(normalizeMedication(name).match).toBe('ingredient');
  });

  it('offers close spellings for a name it does not know', () => {
    const read = normalizeMedication('tamoxxifenn zz');
    expect(read.match).toBe('unrecognized');
    expect(normalizeMedication('metforminnnn').suggestions).toContain('metformin');
    expect(normalizeMedication('qqqqqqqq').suggestions).toEqual([]);
  });

  it('gives every rule a source with a link and names only known classes or ingredients', () => {
    const known = new Set(DRUGS.map((d) => d.name));
    for (const rule of RULES) {
      expect(rule.source.url).toMatch(/^https:\/\//);
      expect(rule.source.title, rule.id).toMatch(/\b(19|20)\d\d\b/);
      for (const side of [rule.a, rule.b])
        if ('drug' in side) expect(known.has(side.drug), side.drug).toBe(true);
    }
  });
});

describe('the built-in VA NDF-RT table', () => {
  it('knows its 2,606 pairs without any import', () => {
    const saved = process.env.INTERACTIONS_FILE;
    delete process.env.INTERACTIONS_FILE;
    try {
      expect(builtInInteractions().size).toBeGreaterThan(2500);
      const report = checkInteractions(['nilotinib', 'nizatidine']);
      expect(report.interactions[0]).toMatchObject({ severity: 'moderate', basis: 'imported' });
      expect(report.interactions[0]?.source.url).toBe(
        'http://purl.bioontology.org/ontology/NDFRT/N0000181763',
      );
      expect(finding('colchicine', 'erythromycin')).toMatch(/^major:/);
    } finally {
      if (saved !== undefined) process.env.INTERACTIONS_FILE = saved;
    }
  });

  it("maps the table's chemical, code and international names to ours", () => {
    expect(finding('etravirine', 'carbamazepine')).toMatch(/^major:/);
    expect(finding('ulipristal', 'rifampin')).not.toBe('none');
    expect(finding('dexlansoprazole', 'atazanavir')).toBe('contraindicated:atazanavir-ppi');
    const names = new Set<string>();
    for (const row of builtInInteractions().values()) names.add(row.a).add(row.b);
    expect([...names].filter((name) => /[^a-z0-9 '-]/.test(name))).toEqual([]);
    for (const foreign of ['rifampicin', 'pethidine', 'dicoumarol', 'aciclovir', 'torasemide', 'mesalazine'])
      expect(names.has(foreign), foreign).toBe(false);
  });

  it('can be left out to measure the curated rules alone', () => {
    expect(checkInteractions(['nilotinib', 'nizatidine'], { table: false }).interactions).toEqual([]);
  });
});

describe('every rule and every name', () => {
  const SEVERITY_ORDER = ['contraindicated', 'major', 'moderate', 'minor'];
  const members = (side: (typeof RULES)[number]['a']): string[] =>
    'drug' in side ? [side.drug] : DRUGS.filter((d) => d.classes.includes(side.class)).map((d) => d.name);

  it('fires every rule, in both orders, for a member of each side (at its severity or a worse one)', () => {
    for (const rule of RULES) {
      const a = members(rule.a);
      const b = members(rule.b);
      const pair = a.flatMap((x) => b.filter((y) => y !== x).map((y) => [x, y] as const))[0];
      expect(pair, rule.id).toBeDefined();
      if (!pair) continue;
      for (const [x, y] of [pair, [pair[1], pair[0]] as const]) {
        const found = checkInteractions([x, y], { table: false }).interactions[0];
        expect(found, `${rule.id}: ${x} + ${y}`).toBeDefined();
        expect(
          SEVERITY_ORDER.indexOf(found?.severity ?? 'none'),
          `${rule.id}: ${x} + ${y}`,
        ).toBeLessThanOrEqual(SEVERITY_ORDER.indexOf(rule.severity));
      }
    }
  });

  it('reads every brand as its ingredient, or as the combination it names', () => {
    for (const entry of DRUGS)
      for (const brand of entry.brands ?? []) {
        const read = normalizeMedication(brand);
        expect(read.ingredients, brand).toContain(entry.name);
      }
  });

  it('reads every combination brand as all its ingredients', () => {
    for (const [brand, ingredients] of Object.entries(COMBINATIONS)) {
      const read = normalizeMedication(brand);
      expect(read.ingredients, brand).toEqual(ingredients);
      expect(read.match, brand).toBe('combination');
    }
  });
});

describe('the JSON copy of the rules the checker reads', () => {
  it('is rules.ts as data/build-rules.ts writes it', () => {
    expect(JSON.parse(readFileSync(RULES_JSON_FILE, 'utf8'))).toEqual(RULES);
  });
});
