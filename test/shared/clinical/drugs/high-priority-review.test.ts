import { describe, expect, it } from 'vitest';
import { checkInteractions } from '../../../../shared/clinical/drugs/checker.ts';
import { SEVERITIES, type Severity } from '../../../../shared/clinical/drugs/severities.ts';

/**
 * A hostile clinical review (2026-11-27; docs/decisions.md): well-known major or contraindicated
 * pairs, weighted towards medicines approved or widely used since about 2010 that the 2014 VA
 * NDF-RT table cannot know, written as people write them (brands, combinations, misspellings).
 * Each pair must come back at least as severe as its public source (FDA label, FDA safety
 * communication, ONC high-priority list) rates it, in both orders, with every name read.
 */
const PAIRS: ReadonlyArray<[string, string, Exclude<Severity, 'minor'>, string]> = [
  // Paxlovid (nirmatrelvir/ritonavir), label sections 4 and 7
  ['Paxlovid', 'simvastatin', 'contraindicated', 'Paxlovid label contraindication'],
  ['Paxlovid', 'lovastatin', 'contraindicated', 'Paxlovid label contraindication'],
  ['Paxlovid', 'Lipitor', 'major', 'Paxlovid label: consider pausing atorvastatin'],
  ['Paxlovid', 'amiodarone', 'contraindicated', 'Paxlovid label contraindication'],
  ['nirmatrelvir/ritonavir', 'flecainide', 'contraindicated', 'Paxlovid label contraindication'],
  ['Paxlovid', 'propafenone', 'contraindicated', 'Paxlovid label contraindication'],
  ['Paxlovid', 'Xarelto', 'major', 'Paxlovid/Xarelto labels: avoid'],
  ['Paxlovid', 'apixaban', 'major', 'Paxlovid/Eliquis labels'],
  ['Paxlovid', 'tacrolimus', 'major', 'Paxlovid label: avoid or monitor levels'],
  ['Paxlovid', 'colchicine', 'major', 'Paxlovid label: contraindicated only with kidney or liver impairment'],
  ['Paxlovid', 'Viagra', 'major', 'Paxlovid label: ED dose cap; PAH contraindicated'],
  ['Paxlovid', 'Revatio', 'major', 'Paxlovid label: PAH sildenafil contraindicated'],
  ['Paxlovid', 'midazolam', 'contraindicated', 'Paxlovid label (oral midazolam)'],
  [
    'Paxlovid',
    'clozapine',
    'moderate',
    'not in the current US Paxlovid contraindications (was in the EUA fact sheet)',
  ],
  ['Paxlovid', 'rifampin', 'contraindicated', 'Paxlovid label contraindication'],
  ['Paxlovid', "St. John's Wort", 'contraindicated', 'Paxlovid label contraindication'],
  ['Paxlovid', 'ergotamine', 'contraindicated', 'Paxlovid label contraindication'],
  ['Paxlovid', 'Brilinta', 'major', 'Brilinta label: avoid strong CYP3A inhibitors'],
  ['Paxlovid', 'ranolazine', 'contraindicated', 'Paxlovid label contraindication'],
  ['Paxlovid', 'fentanyl', 'major', 'opioid boxed warning CYP3A4 inhibitors'],
  ['Paxlovid', 'salmeterol', 'major', 'salmeterol/Paxlovid labels: not recommended'],
  // Entresto
  ['Entresto', 'lisinopril', 'contraindicated', 'Entresto label: 36 h washout'],
  ['sacubitril/valsartan', 'enalapril', 'contraindicated', 'Entresto label'],
  ['Entresto', 'ramipril', 'contraindicated', 'Entresto label'],
  ['Entresto', 'aliskiren', 'major', 'Entresto label: contraindicated in diabetes'],
  ['Entresto', 'spironolactone', 'major', 'hyperkalaemia'],
  // DOACs
  ['Eliquis', 'ibuprofen', 'major', 'Eliquis label: NSAIDs raise bleeding'],
  ['Xarelto', 'aspirin', 'major', 'Xarelto label'],
  ['Pradaxa', 'Plavix', 'major', 'Pradaxa label'],
  ['Savaysa', 'naproxen', 'major', 'Savaysa label'],
  ['Eliquis', 'sertraline', 'moderate', 'Eliquis label: SSRIs raise bleeding'],
  ['Xarelto', 'Effexor', 'moderate', 'Xarelto label: SNRIs raise bleeding'],
  ['Eliquis', 'duloxetine', 'moderate', 'Eliquis label: SNRIs raise bleeding'],
  ['Xarelto', 'ketoconazole', 'major', 'Xarelto label: avoid'],
  ['Xarelto', 'rifampin', 'major', 'Xarelto label: avoid'],
  ['Eliquis', 'carbamazepine', 'major', 'Eliquis label: avoid'],
  ['apixaban', "St John's wort", 'major', 'Eliquis label: avoid'],
  ['Pradaxa', 'rifampin', 'major', 'Pradaxa label: avoid'],
  ['dabigatran', 'dronedarone', 'major', 'Pradaxa label'],
  ['edoxaban', 'rifampin', 'major', 'Savaysa label: avoid'],
  ['Eliquis', 'Xarelto', 'contraindicated', 'two anticoagulants'],
  ['eliquiss', 'asprin', 'major', 'misspellings'],
  // Ticagrelor
  ['Brilinta', 'clarithromycin', 'major', 'Brilinta label: avoid strong CYP3A inhibitors'],
  ['ticagrelor', 'ketoconazole', 'major', 'Brilinta label'],
  ['ticagrelor', 'aspirin', 'major', 'Brilinta boxed warning: aspirin >100 mg/day'],
  ['ticagrelor', 'rifampin', 'major', 'Brilinta label: avoid strong inducers'],
  // Serotonin
  ['linezolid', 'sertraline', 'contraindicated', 'FDA DSC 2011'],
  ['Zyvox', 'Cymbalta', 'contraindicated', 'FDA DSC 2011'],
  ['methylene blue', 'Lexapro', 'contraindicated', 'FDA DSC 2011'],
  ['tramadol', 'Zoloft', 'major', 'tramadol label'],
  ['Ultram', 'sertaline', 'major', 'misspelling'],
  ['tramadoll', 'fluoxetine', 'major', 'misspelling'],
  // MAOIs with sympathomimetics, dextromethorphan, meperidine
  ['selegiline', 'Sudafed', 'contraindicated', 'Emsam label'],
  ['rasagiline', 'Delsym', 'contraindicated', 'Azilect label'],
  ['Azilect', 'meperidine', 'contraindicated', 'Azilect label'],
  ['phenelzine', 'pseudoephedrine', 'contraindicated', 'MAOI labels'],
  ['Emsam', 'Demerol', 'contraindicated', 'Emsam label'],
  ['Nardil', 'NyQuil', 'contraindicated', 'dextromethorphan'],
  ['linezolid', 'Mucinex DM', 'contraindicated', 'dextromethorphan'],
  ['Parnate', 'Adderall', 'contraindicated', 'ONC'],
  // Lithium
  ['lithium', 'ibuprofen', 'major', 'lithium label'],
  ['Lithobid', 'lisinopril', 'major', 'lithium label'],
  ['lithium', 'hydrochlorothiazide', 'major', 'lithium label'],
  ['lithium carbonate', 'losartan', 'major', 'lithium label'],
  ['lithium', 'Entresto', 'major', 'lithium + ARB'],
  ['lithium', 'Aleve', 'major', 'lithium + NSAID'],
  // Methotrexate, thiopurines
  ['methotrexate', 'Bactrim', 'major', 'methotrexate label'],
  ['methotrexate', 'trimethoprim', 'major', 'methotrexate label'],
  ['allopurinol', 'azathioprine', 'major', 'azathioprine label'],
  ['Zyloprim', 'mercaptopurine', 'major', 'mercaptopurine label'],
  ['febuxostat', 'Imuran', 'contraindicated', 'ONC'],
  // Potassium
  ['lisinopril', 'spironolactone', 'major', 'hyperkalaemia'],
  ['losartan', 'amiloride', 'major', 'hyperkalaemia'],
  ['enalapril', 'potassium chloride', 'moderate', 'hyperkalaemia'],
  ['spironolactone', 'Klor-Con', 'major', 'hyperkalaemia'],
  ['spironolactone', 'Bactrim', 'major', 'BMJ 2015'],
  ['spironolactone', 'trimethoprim', 'major', 'BMJ 2015'],
  ['lisinopril', 'Bactrim', 'major', 'hyperkalaemia'],
  ['eplerenone', 'ketoconazole', 'contraindicated', 'Inspra label'],
  // QT
  ['levofloxacin', 'amiodarone', 'major', 'QT'],
  ['azithromycin', 'hydroxychloroquine', 'major', 'QT'],
  ['moxifloxacin', 'methadone', 'major', 'QT'],
  ['Cipro', 'haloperidol', 'major', 'QT'],
  ['clarithromycin', 'ondansetron', 'major', 'QT'],
  ['citalopram', 'ondansetron', 'major', 'QT'],
  ['Lexapro', 'haloperidol', 'major', 'QT'],
  ['escitalopram', 'methadone', 'major', 'QT'],
  ['Celexa', 'pimozide', 'contraindicated', 'Celexa label contraindication'],
  ['erythromycin', 'pimozide', 'contraindicated', 'erythromycin/Orap labels'],
  ['fluconazole', 'pimozide', 'contraindicated', 'Diflucan label contraindication'],
  ['fluconazole', 'erythromycin', 'contraindicated', 'Diflucan label contraindication'],
  ['fluvoxamine', 'pimozide', 'contraindicated', 'Luvox label'],
  ['erythromycin', 'simvastatin', 'contraindicated', 'erythromycin label'],
  // Clarithromycin, digoxin, colchicine
  ['clarithromycin', 'colchicine', 'major', 'colchicine label'],
  ['Biaxin', 'Colcrys', 'major', 'colchicine label'],
  ['digoxin', 'amiodarone', 'major', 'digoxin label'],
  ['Lanoxin', 'verapamil', 'major', 'digoxin label'],
  ['digoxin', 'clarithromycin', 'major', 'digoxin label'],
  // CYP1A2
  ['tizanidine', 'ciprofloxacin', 'contraindicated', 'tizanidine label'],
  ['Zanaflex', 'Luvox', 'contraindicated', 'tizanidine label'],
  ['clozapine', 'ciprofloxacin', 'major', 'clozapine label'],
  ['Clozaril', 'fluvoxamine', 'major', 'clozapine label'],
  ['theophylline', 'Cipro', 'major', 'theophylline label'],
  // Statins and calcium channel blockers
  ['simvastatin', 'amlodipine', 'moderate', 'Zocor label: 20 mg cap'],
  ['simvastatin', 'diltiazem', 'major', 'Zocor label: 10 mg cap'],
  ['Zocor', 'verapamil', 'major', 'Zocor label'],
  ['simvastatine', 'gemfibrozil', 'contraindicated', 'Zocor label'],
  // Ergots
  ['ergotamine', 'clarithromycin', 'contraindicated', 'ONC'],
  ['Cafergot', 'ritonavir', 'contraindicated', 'ONC'],
  ['dihydroergotamine', 'ketoconazole', 'contraindicated', 'ONC'],
  // Alcohol
  ['disulfiram', 'alcohol', 'contraindicated', 'Antabuse label'],
  ['Flagyl', 'wine', 'major', 'Flagyl label'],
  ['metronidazole', 'disulfiram', 'contraindicated', 'Flagyl label contraindication'],
  ['tinidazole', 'disulfiram', 'contraindicated', 'Tindamax label contraindication'],
  // Opioids and sedatives
  ['oxycodone', 'Xanax', 'major', 'FDA 2016'],
  ['Percocet', 'gabapentin', 'major', 'FDA 2019'],
  ['morphine', 'Lyrica', 'major', 'FDA 2019'],
  ['hydrocodone', 'clonazepam', 'major', 'FDA 2016'],
  ['Suboxone', 'Valium', 'major', 'FDA 2016'],
  ['oxycodone', 'Ambien', 'major', 'opioid boxed warning'],
  ['Norco', 'Benadryl', 'major', 'opioid boxed warning'],
  ['tramadol', 'alcohol', 'major', 'opioid label'],
  // PDE5 and riociguat
  ['tadalafil', 'isosorbide mononitrate', 'contraindicated', 'Cialis label'],
  ['Cialis', 'Adempas', 'contraindicated', 'Adempas label'],
  ['Viagra', 'Imdur', 'contraindicated', 'Viagra label'],
  ['sildenafil', 'poppers', 'contraindicated', 'Viagra label'],
  ['Levitra', 'nitroglycerin', 'contraindicated', 'Levitra label'],
  // Warfarin
  ['warfarin', 'fluconazole', 'major', 'Coumadin label'],
  ['Coumadin', 'Flagyl', 'major', 'Coumadin label'],
  ['warfarin', 'amiodarone', 'major', 'Coumadin label'],
  ['warfarin', 'Bactrim', 'major', 'Coumadin label'],
  ['warfarin', 'ibuprofen', 'major', 'Coumadin label'],
  ['Jantoven', 'Aleve', 'major', 'Coumadin label'],
  ['warfrin', 'ibuprophen', 'major', 'misspellings'],
  ['warfarin', 'ciprofloxacin', 'major', 'Cipro label: monitor the INR'],
  // Valproate
  ['Depakote', 'meropenem', 'major', 'Depakote label: carbapenems'],
  ['valproic acid', 'ertapenem', 'major', 'Depakote label'],
  ['valproate', 'imipenem', 'major', 'Depakote label'],
  ['valproic acid', 'lamotrigine', 'major', 'Lamictal label: rash risk; halve dose'],
  ['Depakote', 'Lamictal', 'major', 'Lamictal label'],
  // Glucose lowering
  ['semaglutide', 'insulin', 'moderate', 'Ozempic label: hypoglycaemia'],
  ['Ozempic', 'glipizide', 'moderate', 'Ozempic label: hypoglycaemia'],
  ['Mounjaro', 'Lantus', 'moderate', 'Mounjaro label'],
  ['Jardiance', 'glimepiride', 'moderate', 'Jardiance label'],
  ['glipizide', 'insulin', 'moderate', 'hypoglycaemia'],
  ['metformin', 'iodinated contrast', 'moderate', 'metformin label: hold for contrast'],
  ['metformin', 'Omnipaque', 'moderate', 'metformin label'],
  // Hepatitis C
  ['Mavyret', 'rifampin', 'contraindicated', 'Mavyret label'],
  ['Mavyret', 'atazanavir', 'contraindicated', 'Mavyret label'],
  ['Epclusa', 'amiodarone', 'major', 'Epclusa label'],
  // Other new drugs' label contraindications with strong CYP3A4 inhibitors
  ['ubrogepant', 'clarithromycin', 'contraindicated', 'Ubrelvy label'],
  ['eletriptan', 'ketoconazole', 'contraindicated', 'Relpax label: not within 72 h'],
  ['finerenone', 'itraconazole', 'contraindicated', 'Kerendia label'],
  ['Kerendia', 'Paxlovid', 'contraindicated', 'Kerendia / Paxlovid labels'],
  // Second pass: warfarin, newer HIV and hepatitis C antivirals, more label contraindications
  ['warfarin', 'levofloxacin', 'major', 'Coumadin/Levaquin labels: INR rise'],
  ['Coumadin', 'Cipro', 'major', 'Coumadin/Cipro labels'],
  ['warfarin', 'tamoxifen', 'major', 'tamoxifen label'],
  ['warfarin', 'rifampin', 'major', 'Coumadin label'],
  ['Biktarvy', 'rifampin', 'contraindicated', 'Biktarvy label'],
  ['Biktarvy', 'dofetilide', 'contraindicated', 'Biktarvy label'],
  ['Edurant', 'rifampin', 'contraindicated', 'Edurant label'],
  ['rilpivirine', 'carbamazepine', 'contraindicated', 'Edurant label'],
  ['Juluca', 'phenytoin', 'contraindicated', 'Juluca label'],
  ['Paxlovid', 'quetiapine', 'major', 'Seroquel label: one sixth of the dose'],
  ['Seroquel', 'ketoconazole', 'major', 'Seroquel label'],
  ['Nurtec', 'clarithromycin', 'major', 'Nurtec label: avoid strong CYP3A4 inhibitors'],
  ['tolvaptan', 'ketoconazole', 'contraindicated', 'Samsca label'],
  ['Movantik', 'clarithromycin', 'contraindicated', 'Movantik label'],
  ['flibanserin', 'fluconazole', 'contraindicated', 'Addyi label'],
  ['alfuzosin', 'ketoconazole', 'contraindicated', 'Uroxatral label'],
  ['silodosin', 'clarithromycin', 'contraindicated', 'Rapaflo label'],
  ['Harvoni', 'rifampin', 'major', 'Harvoni label: not recommended'],
  ['Epclusa', 'carbamazepine', 'major', 'Epclusa label: not recommended'],
  ['Sovaldi', "St John's wort", 'major', 'Sovaldi label: not recommended'],
  ['simvastatin', 'danazol', 'contraindicated', 'Zocor label'],
  ['Vivitrol', 'Percocet', 'contraindicated', 'naltrexone label'],
  ['Lybalvi', 'oxycodone', 'contraindicated', 'Lybalvi label'],
  ['Merrem', 'Depakote', 'major', 'Depakote label'],
  ['imipenem/cilastatin', 'divalproex', 'major', 'Depakote label'],
  ['paroxetine', 'pimozide', 'contraindicated', 'Paxil label'],
  ['Prozac', 'Orap', 'contraindicated', 'Prozac label'],
];

/** Pairs with no major interaction, which must not gain one (warfarin + acetaminophen is moderate at most). */
const NO_MAJOR: ReadonlyArray<[string, string]> = [
  ['warfarin', 'acetaminophen'],
  ['amoxicillin', 'ibuprofen'],
  ['loratadine', 'Advil'],
  ['paracetamol', 'amoxicillin'],
  ['metformin', 'atorvastatin'],
  ['lisinopril', 'amlodipine'],
  ['Tylenol', 'Zoloft'],
  ['cetirizine', 'amoxicillin'],
  ['vitamin D', 'metformin'],
  ['levothyroxine', 'atorvastatin'],
  ['Eliquis', 'Tylenol'],
  ['metformin', 'Jardiance'],
];

const rank = (severity: Severity | undefined): number =>
  severity ? SEVERITIES.indexOf(severity) : SEVERITIES.length;

const check = (a: string, b: string) => {
  const report = checkInteractions([a, b]);
  expect(
    report.medications.filter((m) => m.match === 'unrecognized').map((m) => m.input),
    'names not read',
  ).toEqual([]);
  return report.interactions[0];
};

describe('high-priority pairs of the 2026-11-27 review', () => {
  it.each(PAIRS)('%s + %s: at least %s (%s)', (a, b, minimum) => {
    const forward = check(a, b);
    const backward = check(b, a);
    expect(rank(forward?.severity), `${a} + ${b}: ${forward?.severity ?? 'none'}`).toBeLessThanOrEqual(
      rank(minimum),
    );
    expect(backward?.severity).toBe(forward?.severity);
    expect(forward?.source.url).toMatch(/^https?:\/\//);
  });

  it.each(NO_MAJOR)('%s + %s: no major or contraindicated interaction', (a, b) => {
    expect(rank(check(a, b)?.severity)).toBeGreaterThan(rank('major'));
  });
});
