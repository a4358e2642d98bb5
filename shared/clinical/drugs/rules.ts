import type { DrugClass } from './catalog.ts';

/**
 * Curated interaction knowledge: the clinically significant combinations that high-priority EHR
 * alert lists are built on, written in our own words from FDA labelling and drug safety
 * communications and NLM resources. A side is a class or one ingredient; a pair of medicines takes
 * the most severe rule that matches it.
 */
import type { Severity } from './severities.ts';

export type { Severity } from './severities.ts';

export type Side = { class: DrugClass } | { drug: string };

export interface InteractionRule {
  id: string;
  a: Side;
  b: Side;
  severity: Severity;
  mechanism: string;
  effect: string;
  management: string;
  source: { title: string; url: string };
}

const cls = (name: DrugClass): Side => ({ class: name });
const drug = (name: string): Side => ({ drug: name });

const SEROTONIN_SYNDROME = {
  title: 'Serotonin syndrome (MedlinePlus, consulted 2026)',
  url: 'https://medlineplus.gov/ency/article/007272.htm',
};
const FDA_CYP_TABLE = {
  title:
    'Drug development and drug interactions: table of substrates, inhibitors and inducers (FDA, consulted 2026)',
  url: 'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
};
const OPIOID_BENZO = {
  title: 'FDA warns about serious risks and death when combining opioids with benzodiazepines (2016)',
  url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-fda-warns-about-serious-risks-and-death-when-combining-opioid-pain-or',
};
const BLEEDING = {
  title: 'Blood thinners: taking them safely (MedlinePlus, consulted 2026)',
  url: 'https://medlineplus.gov/bloodthinners.html',
};
const HIGH_POTASSIUM = {
  title: 'High potassium level (MedlinePlus, consulted 2026)',
  url: 'https://medlineplus.gov/ency/article/001179.htm',
};
const QT = {
  title: 'Long QT syndrome (NHLBI, consulted 2026)',
  url: 'https://www.nhlbi.nih.gov/health/long-qt-syndrome',
};

const BASE_RULES: readonly InteractionRule[] = [
  {
    id: 'maoi-serotonergic',
    a: cls('maoi'),
    b: cls('serotonergic'),
    severity: 'contraindicated',
    mechanism: 'MAO inhibition stops the breakdown of serotonin while the other medicine raises it.',
    effect: 'Serotonin syndrome: agitation, fever, sweating, muscle rigidity, seizures; it can be fatal.',
    management:
      'Do not combine. The labels require a washout, usually 14 days after stopping an MAO inhibitor (5 weeks after fluoxetine) before starting the other.',
    source: SEROTONIN_SYNDROME,
  },
  {
    id: 'maoi-sympathomimetic',
    a: cls('maoi'),
    b: cls('sympathomimetic'),
    severity: 'contraindicated',
    mechanism:
      'MAO inhibitors block the breakdown of the noradrenaline that stimulants and decongestants release.',
    effect: 'A sudden, severe rise in blood pressure (hypertensive crisis), stroke.',
    management:
      'Do not combine, including over-the-counter decongestants; allow 14 days after stopping the MAO inhibitor.',
    source: {
      title: 'Phenelzine (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682089.html',
    },
  },
  {
    id: 'maoi-maoi',
    a: cls('maoi'),
    b: cls('maoi'),
    severity: 'contraindicated',
    mechanism: 'Two MAO inhibitors add up.',
    effect: 'Hypertensive crisis and serotonin toxicity.',
    management: 'Do not combine.',
    source: SEROTONIN_SYNDROME,
  },
  {
    id: 'maoi-opioid-meperidine',
    a: cls('maoi'),
    b: cls('opioid'),
    severity: 'major',
    mechanism:
      'Some opioids (meperidine, tramadol, methadone, fentanyl, tapentadol) add serotonergic effects; MAO inhibitors also potentiate opioid depression.',
    effect: 'Serotonin syndrome or opioid toxicity.',
    management:
      'Avoid; if an opioid is essential, a specialist chooses one without serotonergic action and monitors closely.',
    source: SEROTONIN_SYNDROME,
  },
  {
    id: 'serotonergic-serotonergic',
    a: cls('serotonergic'),
    b: cls('serotonergic'),
    severity: 'moderate',
    mechanism: 'Both raise serotonin activity.',
    effect: 'Risk of serotonin syndrome, highest when doses are started or raised.',
    management:
      'Use together only when needed; know the warning signs (agitation, shivering, diarrhoea, fever, muscle twitching) and seek care if they appear.',
    source: SEROTONIN_SYNDROME,
  },
  // The tramadol label warns of serotonin syndrome and seizures with SSRIs and SNRIs alike.
  ...(['ssri', 'snri'] as const).map(
    (reuptakeInhibitor): InteractionRule => ({
      id: `${reuptakeInhibitor}-tramadol`,
      a: cls(reuptakeInhibitor),
      b: drug('tramadol'),
      severity: 'major',
      mechanism:
        'Tramadol adds serotonin reuptake inhibition and lowers the seizure threshold; fluoxetine and paroxetine also block its activation.',
      effect: 'Serotonin syndrome and seizures.',
      management:
        'Prefer another pain medicine; if combined, use the lowest doses and watch for serotonin syndrome.',
      source: SEROTONIN_SYNDROME,
    }),
  ),
  {
    id: 'strong-3a4-inhibitor-contraindicated-substrate',
    a: cls('strong-cyp3a4-inhibitor'),
    b: cls('cyp3a4-contraindicated-substrate'),
    severity: 'contraindicated',
    mechanism: 'Strong CYP3A4 inhibition raises blood levels of the second medicine several-fold.',
    effect:
      'Toxicity of the second medicine: muscle breakdown (simvastatin, lovastatin), torsades de pointes (cisapride, pimozide, dofetilide, quinidine, dronedarone), ergotism (ergotamine) or deep, prolonged sedation (triazolam, oral midazolam).',
    management:
      "The second medicine's label contraindicates the combination; a prescriber chooses an alternative or pauses it.",
    source: FDA_CYP_TABLE,
  },
  {
    id: 'strong-3a4-inhibitor-critical-substrate',
    a: cls('strong-cyp3a4-inhibitor'),
    b: cls('cyp3a4-critical-substrate'),
    severity: 'major',
    mechanism: 'Strong CYP3A4 inhibition raises blood levels of the second medicine several-fold.',
    effect:
      'Toxicity of the second medicine: colchicine toxicity, breathing depression (fentanyl, oxycodone, methadone), kidney injury and other toxicity (tacrolimus, cyclosporine, sirolimus), bleeding (ticagrelor).',
    management: 'Avoid, or lower the dose with drug-level or clinical monitoring, as the label directs.',
    source: FDA_CYP_TABLE,
  },
  {
    id: 'moderate-3a4-inhibitor-contraindicated-substrate',
    a: cls('moderate-cyp3a4-inhibitor'),
    b: cls('cyp3a4-contraindicated-substrate'),
    severity: 'major',
    mechanism:
      'Moderate CYP3A4 inhibition raises blood levels of the second medicine about two- to five-fold.',
    effect:
      'Dose-related toxicity of the second medicine (for example muscle injury with simvastatin or lovastatin).',
    management:
      'Lower the dose of the second medicine or choose an alternative, as its label directs (simvastatin: at most 10 mg a day with diltiazem or verapamil).',
    source: FDA_CYP_TABLE,
  },
  {
    id: 'moderate-3a4-inhibitor-critical-substrate',
    a: cls('moderate-cyp3a4-inhibitor'),
    b: cls('cyp3a4-critical-substrate'),
    severity: 'major',
    mechanism: 'Moderate CYP3A4 inhibition raises blood levels of the second medicine.',
    effect:
      'Toxicity of the second medicine; for opioids such as fentanyl and oxycodone, fatal breathing depression (FDA boxed warning for any CYP3A4 inhibitor).',
    management: 'Avoid, or lower the dose of the second medicine with close monitoring.',
    source: FDA_CYP_TABLE,
  },
  {
    id: 'inducer-efficacy',
    a: cls('cyp3a4-inducer'),
    b: cls('cyp3a4-substrate-efficacy'),
    severity: 'major',
    mechanism: 'Strong CYP3A4 induction lowers blood levels of the second medicine.',
    effect:
      'The second medicine may stop working: HIV treatment failure and resistance, organ rejection, stroke or clots on apixaban or rivaroxaban, unintended pregnancy with hormonal contraception.',
    management: 'Avoid the combination or use an alternative; for contraception add a non-hormonal method.',
    source: FDA_CYP_TABLE,
  },
  {
    id: 'inducer-contraindicated-substrate',
    a: cls('cyp3a4-inducer'),
    b: cls('cyp3a4-contraindicated-substrate'),
    severity: 'major',
    mechanism: 'Strong CYP3A4 induction lowers blood levels of the second medicine.',
    effect:
      'Loss of effect (for example loss of rhythm control with dronedarone or quinidine, or of cholesterol lowering).',
    management: 'Avoid, or use an alternative, as the label directs.',
    source: FDA_CYP_TABLE,
  },
  {
    id: 'inducer-critical-substrate',
    a: cls('cyp3a4-inducer'),
    b: cls('cyp3a4-critical-substrate'),
    severity: 'major',
    mechanism: 'Strong CYP3A4 induction lowers blood levels of the second medicine.',
    effect: 'Loss of effect (for example opioid withdrawal, loss of rhythm control, transplant rejection).',
    management: 'Avoid, or adjust the dose with monitoring, as the label directs.',
    source: FDA_CYP_TABLE,
  },
  {
    id: 'qt-qt',
    a: cls('qt-prolonging'),
    b: cls('qt-prolonging'),
    severity: 'major',
    mechanism: 'Both prolong the QT interval of the heart rhythm; the effects add up.',
    effect:
      'Torsades de pointes, a dangerous ventricular arrhythmia that can cause fainting or sudden death.',
    management:
      'Avoid the combination when possible; otherwise check an ECG and potassium and magnesium levels.',
    source: QT,
  },
  {
    id: 'anticoagulant-antiplatelet',
    a: cls('anticoagulant'),
    b: cls('antiplatelet'),
    severity: 'major',
    mechanism: 'Blocking clotting and platelets together adds up.',
    effect: 'Serious bleeding, including in the gut and brain.',
    management:
      'Combine only when a prescriber intends it (for example after a stent), for the shortest time; watch for bleeding.',
    source: BLEEDING,
  },
  {
    id: 'anticoagulant-nsaid',
    a: cls('anticoagulant'),
    b: cls('nsaid'),
    severity: 'major',
    mechanism:
      'NSAIDs impair platelets and injure the stomach lining while the anticoagulant slows clotting.',
    effect: 'Serious bleeding, especially from the stomach and gut.',
    management:
      'Avoid NSAIDs such as ibuprofen and naproxen; acetaminophen is usually the safer pain reliever. Ask a pharmacist.',
    source: BLEEDING,
  },
  {
    id: 'anticoagulant-anticoagulant',
    a: cls('anticoagulant'),
    b: cls('anticoagulant'),
    severity: 'contraindicated',
    mechanism: 'Two anticoagulants duplicate their effect.',
    effect: 'Serious bleeding.',
    management: 'Do not take two anticoagulants together except during a switch a prescriber plans.',
    source: BLEEDING,
  },
  {
    id: 'antiplatelet-nsaid',
    a: cls('antiplatelet'),
    b: cls('nsaid'),
    severity: 'moderate',
    mechanism:
      'Added platelet inhibition and stomach injury; ibuprofen taken before aspirin can also blunt aspirin’s heart protection.',
    effect: 'Higher risk of stomach bleeding; less protection from low-dose aspirin.',
    management:
      'Limit NSAID use; take low-dose aspirin at least 30 minutes before ibuprofen, as the FDA advises.',
    source: {
      title: 'Concomitant use of ibuprofen and aspirin (FDA, 2006)',
      url: 'https://www.fda.gov/drugs/postmarket-drug-safety-information-patients-and-providers/information-healthcare-professionals-concomitant-use-ibuprofen-and-aspirin',
    },
  },
  {
    id: 'ssri-nsaid',
    a: cls('ssri'),
    b: cls('nsaid'),
    severity: 'moderate',
    mechanism: 'SSRIs reduce platelet serotonin and NSAIDs injure the stomach lining.',
    effect: 'More bleeding from the stomach and gut.',
    management: 'Use the NSAID briefly at the lowest dose, or ask about a stomach-protecting medicine.',
    source: BLEEDING,
  },
  ...(['ace-inhibitor', 'arb'] as const).map(
    (other): InteractionRule => ({
      id: `nsaid-${other}`,
      a: cls('nsaid'),
      b: cls(other),
      severity: 'moderate',
      mechanism: 'NSAIDs reduce blood flow to the kidneys and blunt the blood pressure medicine.',
      effect:
        'Higher blood pressure and kidney injury, more so with a diuretic too, in older people or with dehydration.',
      management: 'Use NSAIDs briefly, drink enough, and have kidney function checked if used regularly.',
      source: {
        title: 'NSAIDs (MedlinePlus, consulted 2026)',
        url: 'https://medlineplus.gov/ency/patientinstructions/000590.htm',
      },
    }),
  ),
  {
    id: 'serotonergic-anticoagulant',
    a: cls('ssri'),
    b: cls('anticoagulant'),
    severity: 'moderate',
    mechanism: 'SSRIs reduce platelet serotonin, which platelets need to clump.',
    effect: 'More bleeding, mostly from the gut.',
    management: 'Watch for bleeding; a stomach-protecting medicine may be advised.',
    source: BLEEDING,
  },
  {
    id: 'vka-potentiator',
    a: cls('vitamin-k-antagonist'),
    b: cls('vka-potentiator'),
    severity: 'major',
    mechanism:
      'The second medicine slows the breakdown of warfarin-type anticoagulants (CYP2C9 or CYP3A4 inhibition), displaces them from proteins or adds its own effect on bleeding.',
    effect: 'The INR rises and serious bleeding can follow.',
    management:
      'Avoid if possible; otherwise check the INR within 3 to 5 days of starting or stopping the second medicine and adjust the dose.',
    source: BLEEDING,
  },
  {
    id: 'vka-inducer',
    a: cls('vitamin-k-antagonist'),
    b: cls('cyp3a4-inducer'),
    severity: 'major',
    mechanism: 'Enzyme inducers speed up the breakdown of warfarin-type anticoagulants.',
    effect:
      'The INR falls and clots can form; when the inducer is stopped, the INR rises and bleeding can follow.',
    management: 'Check the INR often for weeks after starting or stopping the inducer.',
    source: BLEEDING,
  },
  {
    id: 'maoi-comt',
    a: cls('maoi'),
    b: cls('comt-inhibitor'),
    severity: 'major',
    mechanism: 'Blocking both enzymes that break down catecholamines.',
    effect: 'High blood pressure and fast heart rate.',
    management:
      'Do not combine with a non-selective MAO inhibitor; selegiline or rasagiline at Parkinson doses only under specialist care.',
    source: {
      title: 'Entacapone (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a600044.html',
    },
  },
  {
    id: 'clonidine-tca',
    a: cls('alpha2-agonist'),
    b: cls('tca'),
    severity: 'major',
    mechanism: 'Tricyclic antidepressants block the central action of clonidine.',
    effect: 'Loss of blood pressure control, and a dangerous rebound rise if clonidine is stopped.',
    management: 'Avoid; if combined, monitor blood pressure closely and never stop clonidine suddenly.',
    source: {
      title: 'Clonidine (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682243.html',
    },
  },
  {
    id: 'methylxanthine-inhibitor',
    a: cls('methylxanthine'),
    b: cls('methylxanthine-inhibitor'),
    severity: 'major',
    mechanism: 'The second medicine slows the clearance of theophylline (CYP1A2).',
    effect: 'Theophylline toxicity: vomiting, fast heartbeat, seizures.',
    management: 'Avoid, or lower the theophylline dose and check levels.',
    source: {
      title: 'Theophylline (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a681006.html',
    },
  },
  {
    id: 'statin-cyclosporine',
    a: cls('statin'),
    b: drug('cyclosporine'),
    severity: 'major',
    mechanism: 'Cyclosporine blocks the liver uptake and breakdown of statins.',
    effect:
      'Muscle breakdown (rhabdomyolysis); simvastatin, lovastatin and pitavastatin are contraindicated with it.',
    management: 'Avoid, or use a low dose of a statin its label allows, with monitoring.',
    source: {
      title: 'Simvastatin (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a692030.html',
    },
  },
  {
    id: 'colchicine-inhibitors',
    a: drug('colchicine'),
    b: cls('moderate-cyp3a4-inhibitor'),
    severity: 'major',
    mechanism: 'CYP3A4 and P-glycoprotein inhibition raise colchicine levels.',
    effect: 'Colchicine toxicity: diarrhoea, muscle weakness, bone marrow failure; deaths are reported.',
    management:
      'Lower the colchicine dose as its label directs; do not combine with kidney or liver impairment.',
    source: {
      title: 'Colchicine (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682711.html',
    },
  },
  {
    id: 'colchicine-cyclosporine',
    a: drug('colchicine'),
    b: drug('cyclosporine'),
    severity: 'major',
    mechanism: 'Cyclosporine blocks P-glycoprotein, which clears colchicine.',
    effect: 'Colchicine toxicity and muscle injury.',
    management: 'Lower the colchicine dose; do not combine with kidney or liver impairment.',
    source: {
      title: 'Colchicine (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682711.html',
    },
  },
  ...(['thiazide-diuretic', 'loop-diuretic'] as const).map(
    (other): InteractionRule => ({
      id: `dofetilide-${other}`,
      a: drug('dofetilide'),
      b: cls(other),
      severity: other === 'thiazide-diuretic' ? 'contraindicated' : 'major',
      mechanism:
        'Diuretics lower potassium and magnesium; hydrochlorothiazide also raises dofetilide levels.',
      effect: 'Torsades de pointes.',
      management:
        other === 'thiazide-diuretic'
          ? 'Do not combine (the dofetilide label contraindicates hydrochlorothiazide).'
          : 'Keep potassium and magnesium normal and monitor the ECG.',
      source: {
        title: 'Dofetilide (MedlinePlus drug information, consulted 2026)',
        url: 'https://medlineplus.gov/druginfo/meds/a601235.html',
      },
    }),
  ),
  ...(['trimethoprim', 'megestrol acetate', 'prochlorperazine'] as const).map(
    (other): InteractionRule => ({
      id: `dofetilide-${other.split(' ')[0]}`,
      a: drug('dofetilide'),
      b: drug(other),
      severity: 'contraindicated',
      mechanism: 'The second medicine blocks the kidney secretion of dofetilide.',
      effect: 'Dofetilide levels rise: torsades de pointes.',
      management: 'Do not combine (dofetilide label).',
      source: {
        title: 'Dofetilide (MedlinePlus drug information, consulted 2026)',
        url: 'https://medlineplus.gov/druginfo/meds/a601235.html',
      },
    }),
  ),
  {
    id: 'strong-3a4-inhibitor-corticosteroid',
    a: cls('strong-cyp3a4-inhibitor'),
    b: cls('corticosteroid'),
    severity: 'major',
    mechanism: 'Strong CYP3A4 inhibition makes even inhaled or nasal corticosteroids build up.',
    effect: 'Cushing syndrome and adrenal suppression.',
    management:
      'Prefer a corticosteroid less dependent on CYP3A4 (for example beclomethasone), as the ritonavir label advises.',
    source: FDA_CYP_TABLE,
  },
  {
    id: 'warfarin-amiodarone',
    a: drug('warfarin'),
    b: drug('amiodarone'),
    severity: 'major',
    mechanism: 'Amiodarone blocks warfarin’s breakdown (CYP2C9), for months after it is stopped.',
    effect: 'INR rises and bleeding follows.',
    management:
      'Lower the warfarin dose (often by a third to a half) and check the INR weekly for the first weeks.',
    source: BLEEDING,
  },
  {
    id: 'warfarin-azole-antibiotics',
    a: drug('warfarin'),
    b: drug('fluconazole'),
    severity: 'major',
    mechanism: 'Fluconazole blocks warfarin’s breakdown (CYP2C9).',
    effect: 'INR rises and bleeding follows.',
    management: 'Check the INR within a few days and adjust the warfarin dose.',
    source: BLEEDING,
  },
  {
    id: 'warfarin-metronidazole',
    a: drug('warfarin'),
    b: drug('metronidazole'),
    severity: 'major',
    mechanism: 'Metronidazole blocks warfarin’s breakdown.',
    effect: 'INR rises and bleeding follows.',
    management: 'Check the INR within a few days and adjust the warfarin dose.',
    source: BLEEDING,
  },
  {
    id: 'warfarin-sulfamethoxazole',
    a: drug('warfarin'),
    b: drug('sulfamethoxazole'),
    severity: 'major',
    mechanism: 'Sulfamethoxazole blocks warfarin’s breakdown (CYP2C9) and displaces it from proteins.',
    effect: 'INR rises and bleeding follows.',
    management: 'Prefer another antibiotic; otherwise check the INR within a few days.',
    source: BLEEDING,
  },
  {
    id: 'opioid-benzodiazepine',
    a: cls('opioid'),
    b: cls('benzodiazepine'),
    severity: 'major',
    mechanism: 'Both depress the brain’s drive to breathe.',
    effect: 'Profound sedation, slowed or stopped breathing, coma and death (FDA boxed warning).',
    management:
      'Avoid; if both are needed, use the lowest doses for the shortest time, and keep naloxone at hand.',
    source: OPIOID_BENZO,
  },
  {
    id: 'opioid-gabapentinoid',
    a: cls('opioid'),
    b: cls('gabapentinoid'),
    severity: 'major',
    mechanism: 'Gabapentin and pregabalin add to opioid depression of breathing.',
    effect: 'Serious breathing problems, especially in older people and those with lung disease (FDA 2019).',
    management: 'Start at low doses and watch for drowsiness and slowed breathing.',
    source: {
      title: 'FDA warns about serious breathing problems with gabapentinoids (2019)',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-warns-about-serious-breathing-problems-seizure-and-nerve-pain-medicines-gabapentin-neurontin',
    },
  },
  {
    id: 'opioid-ethanol',
    a: cls('opioid'),
    b: drug('ethanol'),
    severity: 'major',
    mechanism:
      'Alcohol adds to opioid depression of breathing and can release some extended-release opioids at once.',
    effect: 'Slowed or stopped breathing, overdose.',
    management: 'Do not drink alcohol while taking opioids.',
    source: OPIOID_BENZO,
  },
  {
    id: 'opioid-antagonist-opioid',
    a: cls('opioid-antagonist'),
    b: cls('opioid'),
    severity: 'contraindicated',
    mechanism: 'Naltrexone blocks opioid receptors.',
    effect: 'Sudden opioid withdrawal in people taking opioids, and loss of pain relief.',
    management:
      'Do not start naltrexone until opioids have been stopped for 7 to 10 days; naloxone is for overdose rescue only.',
    source: {
      title: 'Naltrexone (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a685041.html',
    },
  },
  {
    id: 'pde5-nitrate',
    a: cls('pde5-inhibitor'),
    b: cls('nitrate'),
    severity: 'contraindicated',
    mechanism: 'Both widen blood vessels through the same pathway (cyclic GMP).',
    effect: 'A sudden, severe drop in blood pressure, fainting, heart attack.',
    management:
      'Never combine. After sildenafil or vardenafil wait at least 24 hours, after tadalafil 48 hours, before a nitrate.',
    source: {
      title: 'Sildenafil (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a699015.html',
    },
  },
  ...(['pde5-inhibitor', 'nitrate'] as const).map(
    (other): InteractionRule => ({
      id: `riociguat-${other}`,
      a: cls('sgc-stimulator'),
      b: cls(other),
      severity: 'contraindicated',
      mechanism: 'Riociguat and the other medicine both raise cyclic GMP and widen blood vessels.',
      effect: 'Severe low blood pressure, fainting.',
      management:
        other === 'nitrate'
          ? 'Never combine riociguat with a nitrate or nitric oxide donor in any form.'
          : 'Never combine riociguat with a PDE5 inhibitor (sildenafil, tadalafil, vardenafil); the label sets a gap of 24 hours after sildenafil and 48 hours after tadalafil.',
      source: {
        title: 'Adempas (riociguat) prescribing information, section 4 (DailyMed, 2021)',
        url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=riociguat',
      },
    }),
  ),
  ...(['apixaban', 'rivaroxaban'] as const).map(
    (anticoagulant): InteractionRule => ({
      id: `${anticoagulant}-strong-3a4-pgp-inhibitor`,
      a: drug(anticoagulant),
      b: cls('strong-cyp3a4-inhibitor'),
      severity: 'major',
      mechanism: `Strong CYP3A4 (and P-glycoprotein) inhibitors such as ketoconazole, itraconazole and ritonavir raise ${anticoagulant} levels.`,
      effect: 'A higher risk of serious bleeding.',
      management:
        anticoagulant === 'apixaban'
          ? 'The apixaban label halves the dose with combined strong CYP3A4 and P-gp inhibitors, and says to avoid them on 2.5 mg twice daily; the prescriber decides.'
          : 'The rivaroxaban label says to avoid combined strong CYP3A4 and P-gp inhibitors such as ketoconazole and ritonavir.',
      source: {
        title: `${anticoagulant === 'apixaban' ? 'Eliquis (apixaban)' : 'Xarelto (rivaroxaban)'} prescribing information, drug interactions (DailyMed, 2021)`,
        url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${anticoagulant}`,
      },
    }),
  ),
  ...(['ace-inhibitor', 'arb'] as const).map(
    (blocker): InteractionRule => ({
      id: `aliskiren-${blocker === 'arb' ? 'arb' : 'acei'}`,
      a: cls('renin-inhibitor'),
      b: cls(blocker),
      severity: 'major',
      mechanism: 'Dual blockade of the renin–angiotensin system.',
      effect: 'High potassium, low blood pressure and kidney injury, without added benefit.',
      management:
        'Do not combine in people with diabetes (contraindicated) and avoid when eGFR is below 60 mL/min/1.73 m²; the prescriber decides otherwise.',
      source: {
        title:
          'Tekturna (aliskiren) prescribing information, contraindications and warnings (DailyMed, 2021)',
        url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=aliskiren',
      },
    }),
  ),
  {
    id: 'clozapine-cyp1a2-inhibitor',
    a: drug('clozapine'),
    b: cls('cyp1a2-strong-inhibitor'),
    severity: 'major',
    mechanism:
      'Strong CYP1A2 inhibitors (fluvoxamine, ciprofloxacin) block the main route that clears clozapine.',
    effect: 'Clozapine levels several times higher: sedation, low blood pressure, seizures.',
    management:
      'The clozapine label uses one third of the dose with strong CYP1A2 inhibitors; the prescriber adjusts it.',
    source: {
      title: 'Clozaril (clozapine) prescribing information, drug interactions (DailyMed, 2023)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=clozapine',
    },
  },
  {
    id: 'beta-blocker-non-dhp-ccb',
    a: cls('beta-blocker'),
    b: cls('non-dhp-calcium-channel-blocker'),
    severity: 'major',
    mechanism: 'Both slow the heart rate and conduction through the AV node and weaken the heart muscle.',
    effect: 'Very slow heart rate, heart block, low blood pressure and heart failure.',
    management:
      'Combine only under a prescriber with heart-rate and blood-pressure monitoring; report dizziness, fainting or breathlessness.',
    source: {
      title: 'Verapamil prescribing information, warnings: use with beta blockers (DailyMed, 2019)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=verapamil',
    },
  },
  {
    id: 'nonselective-beta-blocker-beta2-agonist',
    a: cls('nonselective-beta-blocker'),
    b: cls('beta2-agonist'),
    severity: 'major',
    mechanism: 'A non-selective beta blocker blocks the beta-2 receptors the bronchodilator works through.',
    effect: 'The inhaler stops working, and people with asthma or COPD can have severe bronchospasm.',
    management:
      'People with asthma should generally not take non-selective beta blockers; a prescriber chooses a cardioselective one if a beta blocker is needed.',
    source: {
      title: 'Propranolol (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682607.html',
    },
  },
  {
    id: 'pde5-alpha-blocker',
    a: cls('pde5-inhibitor'),
    b: cls('alpha-blocker'),
    severity: 'moderate',
    mechanism: 'Both lower blood pressure.',
    effect: 'Dizziness and fainting on standing.',
    management: 'Be on a stable alpha-blocker dose first and start the PDE5 inhibitor at its lowest dose.',
    source: {
      title: 'Sildenafil (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a699015.html',
    },
  },
  ...(['ace-inhibitor', 'arb'] as const).map(
    (blocker): InteractionRule => ({
      id: `${blocker === 'arb' ? 'arb' : 'acei'}-potassium-sparing`,
      a: cls(blocker),
      b: cls('potassium-sparing'),
      severity: 'major',
      mechanism: 'Both make the kidneys keep potassium.',
      effect: 'High blood potassium (hyperkalemia), which can cause dangerous heart rhythms.',
      management: 'Check potassium and kidney function within a week of starting and regularly after.',
      source: HIGH_POTASSIUM,
    }),
  ),
  {
    id: 'raas-potassium-supplement',
    a: cls('potassium-supplement'),
    b: cls('potassium-sparing'),
    severity: 'major',
    mechanism: 'Extra potassium while the kidneys keep it.',
    effect: 'Hyperkalemia.',
    management: 'Avoid potassium supplements and salt substitutes unless a prescriber monitors potassium.',
    source: HIGH_POTASSIUM,
  },
  {
    id: 'acei-arb',
    a: cls('ace-inhibitor'),
    b: cls('arb'),
    severity: 'major',
    mechanism: 'Double blockade of the renin-angiotensin system.',
    effect: 'Kidney injury, hyperkalemia and low blood pressure without added benefit.',
    management: 'Do not combine routinely; the FDA labels advise against dual blockade.',
    source: {
      title: 'Lisinopril (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a692051.html',
    },
  },
  {
    id: 'acei-neprilysin',
    a: cls('ace-inhibitor'),
    b: cls('neprilysin-inhibitor'),
    severity: 'contraindicated',
    mechanism: 'ACE and neprilysin both break down bradykinin.',
    effect: 'Angioedema (swelling of the face, tongue and throat).',
    management: 'Stop the ACE inhibitor 36 hours before starting sacubitril/valsartan; never take both.',
    source: {
      title: 'Sacubitril and valsartan (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a615039.html',
    },
  },
  ...(['ace-inhibitor', 'arb'] as const).map(
    (blocker): InteractionRule => ({
      id: `trimethoprim-${blocker}`,
      a: drug('trimethoprim'),
      b: cls(blocker),
      severity: 'major',
      mechanism: 'Trimethoprim blocks potassium excretion like amiloride does.',
      effect: 'Hyperkalemia, especially in older people and kidney disease.',
      management: 'Prefer another antibiotic or check potassium within a few days.',
      source: HIGH_POTASSIUM,
    }),
  ),
  ...(['nsaid', 'ace-inhibitor', 'arb', 'thiazide-diuretic'] as const).map(
    (other): InteractionRule => ({
      id: `lithium-${other}`,
      a: drug('lithium'),
      b: cls(other),
      severity: 'major',
      mechanism: 'The kidneys clear less lithium.',
      effect: 'Lithium toxicity: tremor, confusion, vomiting, unsteadiness, seizures.',
      management: 'Avoid or check lithium levels within a week of starting and after any dose change.',
      source: {
        title: 'Lithium (MedlinePlus drug information, consulted 2026)',
        url: 'https://medlineplus.gov/druginfo/meds/a681039.html',
      },
    }),
  ),
  {
    id: 'methotrexate-trimethoprim',
    a: drug('methotrexate'),
    b: drug('trimethoprim'),
    severity: 'major',
    mechanism: 'Both block folate, and trimethoprim reduces methotrexate clearance.',
    effect: 'Bone marrow suppression, which can be fatal.',
    management: 'Avoid; use another antibiotic.',
    source: {
      title: 'Methotrexate (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682019.html',
    },
  },
  {
    id: 'methotrexate-nsaid',
    a: drug('methotrexate'),
    b: cls('nsaid'),
    severity: 'major',
    mechanism: 'NSAIDs reduce methotrexate clearance by the kidneys.',
    effect: 'Methotrexate toxicity (bone marrow, gut, kidneys), mainly at cancer doses.',
    management:
      'Avoid with high-dose methotrexate; with weekly low doses, a prescriber monitors blood counts and kidney function.',
    source: {
      title: 'Methotrexate (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682019.html',
    },
  },
  {
    id: 'clopidogrel-ppi',
    a: drug('clopidogrel'),
    b: cls('cyp2c19-inhibitor-ppi'),
    severity: 'moderate',
    mechanism: 'Omeprazole and esomeprazole block CYP2C19, which turns clopidogrel into its active form.',
    effect: 'Less protection from clots (FDA label).',
    management: 'Prefer pantoprazole or another acid reducer if one is needed.',
    source: {
      title: 'Clopidogrel (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a601040.html',
    },
  },
  {
    id: 'digoxin-amiodarone-verapamil',
    a: drug('digoxin'),
    b: drug('amiodarone'),
    severity: 'major',
    mechanism: 'Amiodarone blocks P-glycoprotein, which clears digoxin.',
    effect: 'Digoxin toxicity: nausea, vision changes, slow or irregular heartbeat.',
    management: 'Halve the digoxin dose when starting amiodarone and check levels.',
    source: {
      title: 'Digoxin (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682301.html',
    },
  },
  {
    id: 'digoxin-verapamil',
    a: drug('digoxin'),
    b: drug('verapamil'),
    severity: 'major',
    mechanism: 'Verapamil raises digoxin levels and both slow the heart.',
    effect: 'Digoxin toxicity and a very slow heartbeat.',
    management: 'Lower the digoxin dose and check levels and heart rate.',
    source: {
      title: 'Digoxin (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682301.html',
    },
  },
  {
    id: 'tizanidine-cyp1a2',
    a: drug('tizanidine'),
    b: cls('cyp1a2-strong-inhibitor'),
    severity: 'contraindicated',
    mechanism: 'Ciprofloxacin and fluvoxamine block CYP1A2, which clears tizanidine.',
    effect: 'Tizanidine levels rise many-fold: very low blood pressure, extreme drowsiness.',
    management: 'Do not combine (the tizanidine label contraindicates it).',
    source: {
      title: 'Tizanidine (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a601121.html',
    },
  },
  {
    id: 'theophylline-cyp1a2',
    a: drug('theophylline'),
    b: cls('cyp1a2-strong-inhibitor'),
    severity: 'major',
    mechanism: 'CYP1A2 inhibition slows theophylline clearance.',
    effect: 'Theophylline toxicity: vomiting, fast heartbeat, seizures.',
    management: 'Avoid, or lower the theophylline dose and check levels.',
    source: {
      title: 'Theophylline (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a681006.html',
    },
  },
  {
    id: 'xanthine-oxidase-thiopurine',
    a: cls('xanthine-oxidase-inhibitor'),
    b: cls('thiopurine'),
    severity: 'major',
    mechanism: 'Xanthine oxidase breaks down azathioprine and mercaptopurine.',
    effect: 'Severe bone marrow suppression.',
    management:
      'Avoid; if unavoidable, the thiopurine dose is cut to a quarter with close blood counts (febuxostat: contraindicated).',
    source: {
      title: 'Azathioprine (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682167.html',
    },
  },
  {
    id: 'statin-gemfibrozil',
    a: cls('statin'),
    b: drug('gemfibrozil'),
    severity: 'major',
    mechanism: 'Gemfibrozil blocks statin clearance (OATP1B1 and glucuronidation).',
    effect:
      'Muscle breakdown (rhabdomyolysis) and kidney injury; simvastatin with gemfibrozil is contraindicated.',
    management: 'Avoid; fenofibrate is the usual alternative when a fibrate is needed.',
    source: {
      title: 'Simvastatin (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a692030.html',
    },
  },
  {
    id: 'retinoid-tetracycline',
    a: cls('retinoid'),
    b: cls('tetracycline'),
    severity: 'contraindicated',
    mechanism: 'Both raise pressure around the brain.',
    effect: 'Pseudotumor cerebri: severe headache, vision loss.',
    management: 'Do not combine.',
    source: {
      title: 'Isotretinoin (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a681043.html',
    },
  },
  {
    id: 'acitretin-methotrexate',
    a: drug('acitretin'),
    b: drug('methotrexate'),
    severity: 'contraindicated',
    mechanism: 'Both are toxic to the liver.',
    effect: 'Hepatitis.',
    management: 'Do not combine (acitretin label).',
    source: {
      title: 'Acitretin (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a699009.html',
    },
  },
  {
    id: 'acitretin-ethanol',
    a: drug('acitretin'),
    b: drug('ethanol'),
    severity: 'contraindicated',
    mechanism: 'Alcohol turns acitretin into etretinate, which stays in the body for years.',
    effect: 'Birth defects for years after treatment in people who can become pregnant.',
    management: 'No alcohol during treatment and for 2 months after (acitretin label).',
    source: {
      title: 'Acitretin (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a699009.html',
    },
  },
  {
    id: 'quinolone-cation',
    a: cls('fluoroquinolone'),
    b: cls('polyvalent-cation'),
    severity: 'moderate',
    mechanism: 'Calcium, magnesium, aluminium, iron and zinc bind the antibiotic in the gut.',
    effect: 'The antibiotic is poorly absorbed and may fail.',
    management: 'Take the antibiotic 2 hours before or 6 hours after the antacid or supplement.',
    source: {
      title: 'Ciprofloxacin (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a688016.html',
    },
  },
  {
    id: 'tetracycline-cation',
    a: cls('tetracycline'),
    b: cls('polyvalent-cation'),
    severity: 'moderate',
    mechanism: 'Minerals bind the antibiotic in the gut.',
    effect: 'The antibiotic is poorly absorbed and may fail.',
    management: 'Separate the doses by 2 to 3 hours.',
    source: {
      title: 'Doxycycline (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682063.html',
    },
  },
  {
    id: 'levothyroxine-cation',
    a: drug('levothyroxine'),
    b: cls('polyvalent-cation'),
    severity: 'moderate',
    mechanism: 'Calcium and iron bind levothyroxine in the gut.',
    effect: 'Less thyroid hormone is absorbed; TSH rises.',
    management: 'Take levothyroxine 4 hours apart from calcium, iron or antacids.',
    source: {
      title: 'Levothyroxine (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682461.html',
    },
  },
  {
    id: 'acetaminophen-ethanol',
    a: drug('acetaminophen'),
    b: drug('ethanol'),
    severity: 'moderate',
    mechanism: 'Regular drinking increases the toxic breakdown product of acetaminophen.',
    effect: 'Liver damage, even at usual doses in heavy drinkers.',
    management:
      'People who have 3 or more drinks a day should ask a clinician before using acetaminophen (FDA label warning).',
    source: {
      title: 'Acetaminophen (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a681004.html',
    },
  },
  {
    id: 'metformin-ethanol',
    a: drug('metformin'),
    b: drug('ethanol'),
    severity: 'moderate',
    mechanism: 'Alcohol increases lactate production and the risk of low blood glucose.',
    effect:
      'Lactic acidosis, rare but often fatal, with binge or heavy drinking (a risk factor in the metformin boxed warning); low blood glucose.',
    management: 'Avoid binge or heavy drinking; do not drink large amounts while taking metformin.',
    source: {
      title: 'Metformin (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a696005.html',
    },
  },
];

const ONC = {
  title:
    'Phansalkar S et al. High-priority drug-drug interactions for use in electronic health records. JAMIA 2012;19:735-743',
  url: 'https://doi.org/10.1136/amiajnl-2011-000612',
};
const ALCOHOL = {
  title: 'Harmful interactions: mixing alcohol with medicines (NIAAA, NIH, 2014)',
  url: 'https://www.niaaa.nih.gov/publications/brochures-and-fact-sheets/harmful-interactions-mixing-alcohol-with-medicines',
};
const GRAPEFRUIT = {
  title: "Grapefruit juice and some drugs don't mix (FDA consumer update, 2017)",
  url: 'https://www.fda.gov/consumers/consumer-updates/grapefruit-juice-and-some-drugs-dont-mix',
};
const VITAMIN_K = {
  title: 'Vitamin K fact sheet for health professionals: interactions with medications (NIH ODS, 2021)',
  url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
};
/** A product's current U.S. label, found on DailyMed (NLM) by ingredient. */
const label = (ingredient: string, brand: string) => ({
  title: `${brand} (${ingredient}) prescribing information, FDA label on DailyMed (NLM), consulted 2026`,
  url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(ingredient)}`,
});

/**
 * Rules added for the ONC high-priority list, CYP2D6 and transporter (P-glycoprotein, OATP1B1)
 * interactions, statin-specific label limits, and alcohol and food interactions.
 */
const MORE_RULES: readonly InteractionRule[] = [
  // ONC high-priority pairs (Phansalkar et al. 2012) that the class rules above did not cover
  {
    id: 'atazanavir-ppi',
    a: drug('atazanavir'),
    b: cls('ppi'),
    severity: 'contraindicated',
    mechanism: 'Proton pump inhibitors lower stomach acid, which atazanavir needs to be absorbed.',
    effect: 'Atazanavir levels fall sharply: HIV treatment can fail and resistance can develop.',
    management:
      'Do not combine (ONC high-priority list); the atazanavir label allows at most omeprazole 20 mg 12 hours apart only in untreated patients with ritonavir. A prescriber chooses another acid treatment.',
    source: ONC,
  },
  {
    id: 'rilpivirine-ppi',
    a: drug('rilpivirine'),
    b: cls('ppi'),
    severity: 'contraindicated',
    mechanism: 'Rilpivirine needs stomach acid to be absorbed.',
    effect: 'Rilpivirine levels fall: HIV treatment failure and resistance.',
    management: 'Do not combine (rilpivirine label).',
    source: label('rilpivirine', 'Edurant'),
  },
  {
    id: 'bosentan-glyburide',
    a: drug('bosentan'),
    b: drug('glyburide'),
    severity: 'contraindicated',
    mechanism: 'Both block the liver’s bile salt export pump; bosentan also lowers glyburide levels.',
    effect: 'More liver injury (raised liver enzymes) and less glucose control.',
    management: 'Do not combine (bosentan label); use another glucose-lowering medicine.',
    source: label('bosentan', 'Tracleer'),
  },
  {
    id: 'bosentan-cyclosporine',
    a: drug('bosentan'),
    b: drug('cyclosporine'),
    severity: 'contraindicated',
    mechanism: 'Cyclosporine raises bosentan levels about 30-fold at first; bosentan lowers cyclosporine.',
    effect: 'Bosentan toxicity (liver injury) and loss of cyclosporine effect.',
    management: 'Do not combine (bosentan label).',
    source: label('bosentan', 'Tracleer'),
  },
  {
    id: 'febuxostat-thiopurine',
    a: drug('febuxostat'),
    b: cls('thiopurine'),
    severity: 'contraindicated',
    mechanism: 'Febuxostat blocks xanthine oxidase, which breaks down azathioprine and mercaptopurine.',
    effect: 'Thiopurine levels rise: severe bone marrow suppression.',
    management: 'Do not combine (febuxostat label, ONC high-priority list).',
    source: ONC,
  },
  {
    id: 'maoi-atomoxetine',
    a: cls('maoi'),
    b: drug('atomoxetine'),
    severity: 'contraindicated',
    mechanism: 'Atomoxetine raises noradrenaline while MAO inhibition stops its breakdown.',
    effect: 'Hypertensive crisis, high fever and seizures.',
    management:
      'Do not combine, or within 14 days of stopping an MAO inhibitor (atomoxetine label, ONC high-priority list).',
    source: ONC,
  },
  {
    id: 'ramelteon-cyp1a2-inhibitor',
    a: drug('ramelteon'),
    b: cls('cyp1a2-strong-inhibitor'),
    severity: 'major',
    mechanism: 'Strong CYP1A2 inhibition (fluvoxamine, ciprofloxacin, enoxacin) slows ramelteon clearance.',
    effect: 'Excessive, prolonged sleepiness and impaired alertness the next day.',
    management:
      'Avoid (ONC high-priority list: ramelteon with strong CYP1A2 inhibitors); the ramelteon label forbids fluvoxamine and asks for caution with the others.',
    source: ONC,
  },
  {
    id: 'ramelteon-fluvoxamine',
    a: drug('ramelteon'),
    b: drug('fluvoxamine'),
    severity: 'contraindicated',
    mechanism: 'Fluvoxamine blocks CYP1A2, which clears ramelteon; ramelteon exposure rises about 190-fold.',
    effect: 'Excessive, prolonged sleepiness and impaired alertness the next day.',
    management: 'Do not combine (ramelteon label, ONC high-priority list).',
    source: ONC,
  },
  ...(
    [
      'rifampin',
      'rifapentine',
      "st john's wort",
      'carbamazepine',
      'phenytoin',
      'fosphenytoin',
      'phenobarbital',
      'primidone',
      'enzalutamide',
      'apalutamide',
      'mitotane',
      'lumacaftor',
    ] as const
  ).map(
    (inducer): InteractionRule => ({
      id: `${inducer === "st john's wort" ? 'st-johns-wort' : inducer}-protease-inhibitor`,
      a: drug(inducer),
      b: cls('protease-inhibitor'),
      severity: 'contraindicated',
      mechanism:
        'Strong induction of CYP3A4 and P-glycoprotein lowers protease inhibitor levels by 75 % or more.',
      effect:
        'HIV or COVID-19 treatment fails and resistance can develop; with ritonavir-boosted saquinavir, liver injury has been reported.',
      management:
        'Do not combine (ONC high-priority list: strong CYP3A4 inducers with protease inhibitors; the protease inhibitor labels); for tuberculosis, rifabutin with dose changes is the usual alternative.',
      source: ONC,
    }),
  ),
  {
    id: 'thioridazine-cyp2d6-inhibitor',
    a: drug('thioridazine'),
    b: cls('cyp2d6-strong-inhibitor'),
    severity: 'contraindicated',
    mechanism: 'CYP2D6 inhibition raises thioridazine levels.',
    effect: 'QT prolongation, torsades de pointes and sudden death.',
    management: 'Do not combine (thioridazine boxed warning and contraindication).',
    source: label('thioridazine', 'Thioridazine'),
  },
  {
    id: 'thioridazine-fluvoxamine',
    a: drug('thioridazine'),
    b: drug('fluvoxamine'),
    severity: 'contraindicated',
    mechanism: 'Fluvoxamine slows thioridazine clearance.',
    effect: 'QT prolongation, torsades de pointes and sudden death.',
    management: 'Do not combine (thioridazine and fluvoxamine labels).',
    source: label('thioridazine', 'Thioridazine'),
  },
  {
    id: 'pimozide-sertraline',
    a: drug('pimozide'),
    b: drug('sertraline'),
    severity: 'contraindicated',
    mechanism: 'Sertraline raises pimozide levels.',
    effect: 'QT prolongation and dangerous heart rhythms.',
    management: 'Do not combine (sertraline and pimozide labels).',
    source: label('pimozide', 'Orap'),
  },
  // CYP2D6
  {
    id: 'tamoxifen-cyp2d6-inhibitor',
    a: drug('tamoxifen'),
    b: cls('cyp2d6-strong-inhibitor'),
    severity: 'major',
    mechanism:
      'Tamoxifen works through endoxifen, which CYP2D6 makes; paroxetine, fluoxetine and bupropion block CYP2D6 strongly.',
    effect:
      'Less endoxifen and possibly less protection against breast cancer coming back (higher breast cancer deaths with paroxetine in one large study).',
    management:
      'Avoid; for depression or hot flashes a prescriber usually chooses venlafaxine, citalopram or escitalopram instead.',
    source: FDA_CYP_TABLE,
  },
  {
    id: 'codeine-cyp2d6-inhibitor',
    a: drug('codeine'),
    b: cls('cyp2d6-strong-inhibitor'),
    severity: 'moderate',
    mechanism: 'Codeine relieves pain only after CYP2D6 turns it into morphine.',
    effect: 'Poor pain relief; if the inhibitor is stopped, morphine levels can rise and slow breathing.',
    management: 'Prefer a pain medicine that does not depend on CYP2D6, or monitor closely (codeine label).',
    source: label('codeine', 'Codeine sulfate'),
  },
  {
    id: 'tramadol-cyp2d6-inhibitor',
    a: drug('tramadol'),
    b: cls('cyp2d6-strong-inhibitor'),
    severity: 'major',
    mechanism:
      'CYP2D6 inhibition lowers tramadol’s active metabolite and raises tramadol itself, which is serotonergic and lowers the seizure threshold.',
    effect: 'Less pain relief, seizures and serotonin syndrome (tramadol label).',
    management: 'Avoid, or monitor closely for seizures, serotonin syndrome and poor pain control.',
    source: label('tramadol', 'Ultram'),
  },
  ...(
    [
      ['pimozide', 'major', 'QT prolongation and dangerous heart rhythms; the label limits the dose.'],
      ['propafenone', 'major', 'Propafenone toxicity: slow or irregular heartbeat.'],
      ['flecainide', 'major', 'Flecainide toxicity: dangerous heart rhythms.'],
      [
        'tetrabenazine',
        'major',
        'Sedation, depression, parkinsonism and QT prolongation; the label caps the daily dose.',
      ],
      ['deutetrabenazine', 'major', 'QT prolongation and sedation; the label caps the daily dose.'],
      [
        'eliglustat',
        'major',
        'QT prolongation and heart rhythm problems; the label lowers or forbids the dose.',
      ],
      ['iloperidone', 'moderate', 'More side effects and QT prolongation; the label halves the dose.'],
      ['aripiprazole', 'moderate', 'More side effects (restlessness, sedation); the label halves the dose.'],
      ['brexpiprazole', 'moderate', 'More side effects; the label halves the dose.'],
      [
        'atomoxetine',
        'moderate',
        'More side effects (fast heartbeat, raised blood pressure); the label starts lower.',
      ],
      ['vortioxetine', 'moderate', 'More nausea and side effects; the label halves the dose.'],
      ['metoprolol', 'moderate', 'Slow heartbeat and low blood pressure.'],
      ['nebivolol', 'moderate', 'Slow heartbeat and low blood pressure.'],
      ['desipramine', 'moderate', 'Tricyclic toxicity: dry mouth, confusion, heart rhythm problems.'],
      ['nortriptyline', 'moderate', 'Tricyclic toxicity: dry mouth, confusion, heart rhythm problems.'],
      ['imipramine', 'moderate', 'Tricyclic toxicity: dry mouth, confusion, heart rhythm problems.'],
    ] as const
  ).map(
    ([substrate, severity, effect]): InteractionRule => ({
      id: `cyp2d6-inhibitor-${substrate}`,
      a: cls('cyp2d6-strong-inhibitor'),
      b: drug(substrate),
      severity,
      mechanism: `Strong CYP2D6 inhibition (paroxetine, fluoxetine, bupropion, quinidine, terbinafine) raises ${substrate} levels several-fold.`,
      effect,
      management: `Lower the ${substrate} dose or choose an alternative, as its label directs; watch for side effects.`,
      source: FDA_CYP_TABLE,
    }),
  ),
  // P-glycoprotein
  {
    id: 'pgp-inhibitor-digoxin',
    a: cls('pgp-inhibitor'),
    b: drug('digoxin'),
    severity: 'major',
    mechanism: 'P-glycoprotein inhibition slows digoxin’s removal by the kidneys and gut.',
    effect: 'Digoxin toxicity: nausea, vision changes, slow or irregular heartbeat.',
    management: 'Lower the digoxin dose (often by a third to a half) and check levels (digoxin label).',
    source: label('digoxin', 'Lanoxin'),
  },
  {
    id: 'pgp-inhibitor-dabigatran',
    a: cls('pgp-inhibitor'),
    b: drug('dabigatran'),
    severity: 'major',
    mechanism: 'P-glycoprotein inhibition raises dabigatran levels.',
    effect: 'Serious bleeding, more so with reduced kidney function.',
    management:
      'Follow the dabigatran label: avoid with dronedarone or ketoconazole when kidney function is reduced, or lower the dose; watch for bleeding.',
    source: label('dabigatran', 'Pradaxa'),
  },
  {
    id: 'pgp-inhibitor-edoxaban',
    a: cls('pgp-inhibitor'),
    b: drug('edoxaban'),
    severity: 'moderate',
    mechanism: 'P-glycoprotein inhibition raises edoxaban levels.',
    effect: 'More bleeding.',
    management: 'Watch for bleeding; follow the edoxaban label for dosing.',
    source: label('edoxaban', 'Savaysa'),
  },
  {
    id: 'pgp-inhibitor-colchicine',
    a: cls('pgp-inhibitor'),
    b: drug('colchicine'),
    severity: 'major',
    mechanism: 'P-glycoprotein inhibition raises colchicine levels.',
    effect: 'Colchicine toxicity: diarrhoea, muscle weakness, bone marrow failure.',
    management:
      'Lower the colchicine dose; do not combine with kidney or liver impairment (colchicine label).',
    source: label('colchicine', 'Colcrys'),
  },
  ...(['dabigatran', 'edoxaban'] as const).map(
    (anticoagulant): InteractionRule => ({
      id: `inducer-${anticoagulant}`,
      a: cls('cyp3a4-inducer'),
      b: drug(anticoagulant),
      severity: 'major',
      mechanism: 'Rifampin, carbamazepine, phenytoin and St John’s wort induce P-glycoprotein.',
      effect: `${anticoagulant === 'dabigatran' ? 'Dabigatran' : 'Edoxaban'} levels fall: clots and stroke.`,
      management: 'Avoid the combination (anticoagulant label).',
      source: label(anticoagulant, anticoagulant === 'dabigatran' ? 'Pradaxa' : 'Savaysa'),
    }),
  ),
  // Statins: each one's own label limits (CYP3A4, OATP1B1)
  {
    id: 'atorvastatin-strong-3a4-inhibitor',
    a: drug('atorvastatin'),
    b: cls('strong-cyp3a4-inhibitor'),
    severity: 'major',
    mechanism: 'CYP3A4 (and OATP1B1) inhibition raises atorvastatin levels several-fold.',
    effect: 'Muscle injury and rhabdomyolysis.',
    management:
      'Follow the atorvastatin label: at most 20 mg a day with clarithromycin, itraconazole or boosted saquinavir, darunavir or fosamprenavir, 40 mg with nelfinavir; avoid with tipranavir plus ritonavir.',
    source: label('atorvastatin', 'Lipitor'),
  },
  {
    id: 'atorvastatin-moderate-3a4-inhibitor',
    a: drug('atorvastatin'),
    b: cls('moderate-cyp3a4-inhibitor'),
    severity: 'moderate',
    mechanism: 'CYP3A4 inhibition raises atorvastatin levels.',
    effect:
      'Higher risk of muscle pain and injury (large amounts of grapefruit juice, over about 1.2 litres a day, too).',
    management: 'Use the lowest effective atorvastatin dose and report muscle pain or weakness.',
    source: label('atorvastatin', 'Lipitor'),
  },
  ...(['clarithromycin', 'erythromycin'] as const).map(
    (macrolide): InteractionRule => ({
      id: `pravastatin-${macrolide}`,
      a: drug('pravastatin'),
      b: drug(macrolide),
      severity: 'moderate',
      mechanism: `${macrolide === 'clarithromycin' ? 'Clarithromycin' : 'Erythromycin'} blocks OATP1B1, the liver uptake of pravastatin.`,
      effect: 'Pravastatin levels rise: muscle injury.',
      management:
        'The pravastatin label limits the dose to 40 mg a day with clarithromycin; report muscle pain.',
      source: label('pravastatin', 'Pravachol'),
    }),
  ),
  {
    id: 'pitavastatin-erythromycin',
    a: drug('pitavastatin'),
    b: drug('erythromycin'),
    severity: 'major',
    mechanism: 'Erythromycin blocks OATP1B1 and raises pitavastatin levels about threefold.',
    effect: 'Muscle injury.',
    management: 'At most 1 mg of pitavastatin a day (pitavastatin label).',
    source: label('pitavastatin', 'Livalo'),
  },
  {
    id: 'pitavastatin-rifampin',
    a: drug('pitavastatin'),
    b: drug('rifampin'),
    severity: 'moderate',
    mechanism: 'Rifampin blocks OATP1B1 and raises pitavastatin levels.',
    effect: 'Muscle injury.',
    management: 'At most 2 mg of pitavastatin a day (pitavastatin label).',
    source: label('pitavastatin', 'Livalo'),
  },
  ...(['simvastatin', 'pitavastatin', 'lovastatin'] as const).map(
    (statin): InteractionRule => ({
      id: `${statin}-cyclosporine`,
      a: drug(statin),
      b: drug('cyclosporine'),
      severity: 'contraindicated',
      mechanism: 'Cyclosporine blocks OATP1B1 and CYP3A4 and raises statin levels many-fold.',
      effect: 'Rhabdomyolysis and kidney injury.',
      management: `Do not combine (${statin} label); a prescriber chooses another statin at a low dose.`,
      source: label(
        statin,
        statin === 'simvastatin' ? 'Zocor' : statin === 'lovastatin' ? 'Mevacor' : 'Livalo',
      ),
    }),
  ),
  ...(['simvastatin', 'lovastatin'] as const).map(
    (statin): InteractionRule => ({
      id: `${statin}-gemfibrozil`,
      a: drug(statin),
      b: drug('gemfibrozil'),
      severity: 'contraindicated',
      mechanism:
        'Gemfibrozil blocks statin clearance (OATP1B1 and glucuronidation) and adds its own muscle risk.',
      effect: 'Rhabdomyolysis and kidney injury.',
      management: `Do not combine (${statin} label); fenofibrate is the usual alternative.`,
      source: label(statin, statin === 'simvastatin' ? 'Zocor' : 'Mevacor'),
    }),
  ),
  ...(['atazanavir', 'lopinavir', 'ritonavir', 'darunavir', 'tipranavir'] as const).map(
    (pi): InteractionRule => ({
      id: `rosuvastatin-${pi}`,
      a: drug('rosuvastatin'),
      b: drug(pi),
      severity: 'major',
      mechanism:
        'Ritonavir-boosted protease inhibitors block OATP1B1 and BCRP and raise rosuvastatin levels.',
      effect: 'Muscle injury.',
      management: 'At most 10 mg of rosuvastatin a day (rosuvastatin label); report muscle pain.',
      source: label('rosuvastatin', 'Crestor'),
    }),
  ),
  {
    id: 'fluvastatin-fluconazole',
    a: drug('fluvastatin'),
    b: drug('fluconazole'),
    severity: 'moderate',
    mechanism: 'Fluconazole blocks CYP2C9, which clears fluvastatin.',
    effect: 'Muscle injury.',
    management: 'At most 20 mg of fluvastatin twice a day (fluvastatin label).',
    source: label('fluvastatin', 'Lescol'),
  },
  ...(
    [
      ['simvastatin', 'amiodarone', 'major', 'At most 20 mg of simvastatin a day with amiodarone'],
      ['lovastatin', 'amiodarone', 'moderate', 'At most 40 mg of lovastatin a day with amiodarone'],
      ['simvastatin', 'amlodipine', 'moderate', 'At most 20 mg of simvastatin a day with amlodipine'],
      ['simvastatin', 'ranolazine', 'moderate', 'At most 20 mg of simvastatin a day with ranolazine'],
    ] as const
  ).map(
    ([statin, other, severity, limit]): InteractionRule => ({
      id: `${statin}-${other}`,
      a: drug(statin),
      b: drug(other),
      severity,
      mechanism: `${other[0]?.toUpperCase()}${other.slice(1)} slows ${statin} clearance.`,
      effect: 'Dose-related muscle injury and rhabdomyolysis.',
      management: `${limit} (${statin} label).`,
      source: label(statin, statin === 'simvastatin' ? 'Zocor' : 'Mevacor'),
    }),
  ),
  {
    id: 'statin-colchicine',
    a: cls('statin'),
    b: drug('colchicine'),
    severity: 'moderate',
    mechanism: 'Both can injure muscle; some statins share colchicine’s clearance routes.',
    effect: 'Muscle pain, weakness and rarely rhabdomyolysis.',
    management: 'Report muscle pain or weakness; a prescriber may check CK.',
    source: label('colchicine', 'Colcrys'),
  },
  // Benzodiazepines and similar sedatives cleared by CYP3A4
  ...(
    [
      'alprazolam',
      'diazepam',
      'clonazepam',
      'chlordiazepoxide',
      'estazolam',
      'quazepam',
      'clorazepate',
      'zolpidem',
      'eszopiclone',
      'suvorexant',
      'lemborexant',
      'buspirone',
    ] as const
  ).map(
    (sedative): InteractionRule => ({
      id: `strong-3a4-inhibitor-${sedative}`,
      a: cls('strong-cyp3a4-inhibitor'),
      b: drug(sedative),
      severity: 'major',
      mechanism: `Strong CYP3A4 inhibition raises ${sedative} levels several-fold.`,
      effect: 'Deep, prolonged sedation, falls and slowed breathing.',
      management: 'Avoid, or use the lowest dose, as the label directs.',
      source: FDA_CYP_TABLE,
    }),
  ),
  ...(['ketoconazole', 'itraconazole', 'posaconazole', 'voriconazole'] as const).map(
    (azole): InteractionRule => ({
      id: `alprazolam-${azole}`,
      a: drug('alprazolam'),
      b: drug(azole),
      severity: 'contraindicated',
      mechanism: `${azole[0]?.toUpperCase()}${azole.slice(1)} blocks CYP3A4, which clears alprazolam, raising its levels several-fold.`,
      effect: 'Deep, prolonged sedation, falls and slowed breathing.',
      management: 'Do not combine (alprazolam label: strong CYP3A inhibitors other than ritonavir).',
      source: label('alprazolam', 'Xanax'),
    }),
  ),
  {
    id: 'opioid-cns-depressant',
    a: cls('opioid'),
    b: cls('cns-depressant'),
    severity: 'major',
    mechanism:
      'Sedating medicines (muscle relaxants such as carisoprodol, sedating antihistamines, sleep medicines, some antipsychotics and antidepressants) add to opioid depression of breathing.',
    effect:
      'Profound sedation, slowed or stopped breathing, coma and death (boxed warning of opioid labels).',
    management:
      'Avoid if possible; otherwise use the lowest doses for the shortest time and keep naloxone at hand.',
    source: OPIOID_BENZO,
  },
  {
    id: 'amiodarone-sofosbuvir',
    a: drug('amiodarone'),
    b: drug('sofosbuvir'),
    severity: 'major',
    mechanism: 'The mechanism is not known; it is reported with sofosbuvir-containing hepatitis C regimens.',
    effect: 'Serious slowing of the heart (symptomatic bradycardia), including a fatal cardiac arrest.',
    management:
      'Not recommended (sofosbuvir labels); if there is no alternative, heart monitoring in hospital for the first 48 hours.',
    source: label('sofosbuvir', 'Sovaldi'),
  },
  ...(['cimetidine', 'verapamil', 'dolutegravir'] as const).map(
    (other): InteractionRule => ({
      id: `dofetilide-${other}`,
      a: drug('dofetilide'),
      b: drug(other),
      severity: 'contraindicated',
      mechanism: 'The second medicine raises dofetilide levels (kidney secretion or absorption).',
      effect: 'Torsades de pointes.',
      management: 'Do not combine (dofetilide label).',
      source: label('dofetilide', 'Tikosyn'),
    }),
  ),
  // Glucose-lowering medicines
  ...(['clarithromycin', 'fluconazole'] as const).map(
    (other): InteractionRule => ({
      id: `sulfonylurea-${other}`,
      a: cls('sulfonylurea'),
      b: drug(other),
      severity: 'major',
      mechanism: `${other === 'clarithromycin' ? 'Clarithromycin' : 'Fluconazole (CYP2C9 inhibition)'} raises sulfonylurea levels and effect.`,
      effect: 'Severe low blood glucose (hypoglycaemia), with more hospital admissions in older people.',
      management:
        'Prefer another antibiotic or antifungal; otherwise check glucose often and know how to treat a low.',
      source: label(other, other === 'clarithromycin' ? 'Biaxin' : 'Diflucan'),
    }),
  ),
  {
    id: 'sulfonylurea-sulfamethoxazole',
    a: cls('sulfonylurea'),
    b: drug('sulfamethoxazole'),
    severity: 'moderate',
    mechanism: 'Sulfamethoxazole slows the clearance of some sulfonylureas (CYP2C9) and adds its own effect.',
    effect: 'Low blood glucose.',
    management: 'Check glucose more often during the antibiotic course.',
    source: label('sulfamethoxazole', 'Bactrim'),
  },
  // Potassium
  {
    id: 'trimethoprim-potassium-sparing',
    a: drug('trimethoprim'),
    b: cls('potassium-sparing'),
    severity: 'major',
    mechanism: 'Trimethoprim blocks potassium excretion like amiloride does, on top of the diuretic.',
    effect:
      'High blood potassium; sudden death was more frequent in older people on spironolactone given co-trimoxazole (Antoniou et al., BMJ 2015).',
    management: 'Prefer another antibiotic, or check potassium within a few days.',
    source: {
      title:
        'Antoniou T et al. Trimethoprim-sulfamethoxazole and risk of sudden death among patients taking spironolactone. BMJ 2015;351:h4193',
      url: 'https://doi.org/10.1136/bmj.h4193',
    },
  },
  // Alcohol
  {
    id: 'disulfiram-like-ethanol',
    a: cls('disulfiram-like'),
    b: drug('ethanol'),
    severity: 'major',
    mechanism:
      'The medicine blocks alcohol breakdown, so acetaldehyde builds up (a disulfiram-like reaction).',
    effect: 'Flushing, pounding headache, vomiting, fast heartbeat and low blood pressure.',
    management:
      'Do not drink any alcohol (including in mouthwash or cough syrups) during treatment and for 3 days after the last dose (metronidazole and tinidazole labels).',
    source: label('metronidazole', 'Flagyl'),
  },
  {
    id: 'disulfiram-ethanol',
    a: drug('disulfiram'),
    b: drug('ethanol'),
    severity: 'contraindicated',
    mechanism: 'Disulfiram blocks aldehyde dehydrogenase on purpose.',
    effect: 'A severe reaction: flushing, vomiting, chest pain, low blood pressure; it can be dangerous.',
    management: 'No alcohol in any form while taking disulfiram and for 14 days after (disulfiram label).',
    source: label('disulfiram', 'Antabuse'),
  },
  {
    id: 'benzodiazepine-ethanol',
    a: cls('benzodiazepine'),
    b: drug('ethanol'),
    severity: 'major',
    mechanism: 'Alcohol and sedatives both depress the brain.',
    effect:
      'Deep sedation, blackouts, falls, slowed breathing and overdose deaths; sleep-driving with zolpidem.',
    management: 'Do not drink alcohol while taking these medicines.',
    source: ALCOHOL,
  },
  {
    id: 'sodium-oxybate-ethanol',
    a: drug('sodium oxybate'),
    b: drug('ethanol'),
    severity: 'contraindicated',
    mechanism: 'Both depress the brain and breathing.',
    effect: 'Slowed or stopped breathing, coma.',
    management: 'Never drink alcohol with sodium oxybate (label contraindication).',
    source: label('sodium oxybate', 'Xyrem'),
  },
  {
    id: 'cns-depressant-ethanol',
    a: cls('cns-depressant'),
    b: drug('ethanol'),
    severity: 'moderate',
    mechanism: 'Alcohol adds to the sedating effect of the medicine.',
    effect: 'Drowsiness, dizziness, impaired driving, falls; more in older people.',
    management: 'Avoid alcohol, or drink very little, and do not drive after drinking.',
    source: ALCOHOL,
  },
  {
    id: 'gabapentinoid-ethanol',
    a: cls('gabapentinoid'),
    b: drug('ethanol'),
    severity: 'moderate',
    mechanism: 'Alcohol adds to the sedation of gabapentin and pregabalin.',
    effect: 'Drowsiness, dizziness and slowed breathing.',
    management: 'Avoid alcohol.',
    source: ALCOHOL,
  },
  {
    id: 'vka-ethanol',
    a: cls('vitamin-k-antagonist'),
    b: drug('ethanol'),
    severity: 'moderate',
    mechanism: 'Binge drinking slows warfarin breakdown; long-term heavy drinking speeds it up.',
    effect: 'An unstable INR: bleeding after heavy drinking, clots with chronic drinking.',
    management: 'Keep drinking light and steady, avoid binges, and tell the anticoagulation clinic.',
    source: ALCOHOL,
  },
  {
    id: 'sulfonylurea-ethanol',
    a: cls('sulfonylurea'),
    b: drug('ethanol'),
    severity: 'moderate',
    mechanism:
      'Alcohol blocks the liver’s glucose release; chlorpropamide can also cause a flushing (disulfiram-like) reaction.',
    effect: 'Low blood glucose, which can be delayed and mistaken for drunkenness.',
    management: 'Drink only with food and in moderation; check glucose.',
    source: ALCOHOL,
  },
  {
    id: 'insulin-ethanol',
    a: drug('insulin'),
    b: drug('ethanol'),
    severity: 'moderate',
    mechanism: 'Alcohol blocks the liver’s glucose release.',
    effect: 'Low blood glucose, sometimes hours later or overnight.',
    management: 'Drink only with food and in moderation; check glucose before bed.',
    source: ALCOHOL,
  },
  {
    id: 'nsaid-ethanol',
    a: cls('nsaid'),
    b: drug('ethanol'),
    severity: 'moderate',
    mechanism: 'Both irritate the stomach lining; aspirin and NSAIDs also impair platelets.',
    effect: 'Stomach bleeding, more likely with 3 or more drinks a day (OTC label warning).',
    management: 'Limit alcohol; ask a pharmacist before regular NSAID use if you drink daily.',
    source: ALCOHOL,
  },
  {
    id: 'nitrate-ethanol',
    a: cls('nitrate'),
    b: drug('ethanol'),
    severity: 'moderate',
    mechanism: 'Both widen blood vessels.',
    effect: 'Low blood pressure, dizziness and fainting.',
    management: 'Avoid alcohol around nitrate doses; sit down if dizzy.',
    source: ALCOHOL,
  },
  // Foods
  {
    id: 'maoi-tyramine',
    a: cls('maoi'),
    b: cls('tyramine-food'),
    severity: 'major',
    mechanism:
      'MAO in the gut normally breaks down tyramine from foods; blocked, tyramine releases noradrenaline.',
    effect: 'Hypertensive crisis: severe headache, pounding heart, stroke.',
    management:
      'Avoid aged cheeses, cured or fermented meats, soy sauce, sauerkraut, tap beer and other tyramine-rich foods during treatment and for 2 weeks after (MAO inhibitor labels).',
    source: {
      title: 'Phenelzine (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682089.html',
    },
  },
  {
    id: 'vka-vitamin-k',
    a: cls('vitamin-k-antagonist'),
    b: cls('vitamin-k-source'),
    severity: 'moderate',
    mechanism: 'Vitamin K directly opposes warfarin-type anticoagulants.',
    effect:
      'A sudden rise in vitamin K (supplements, much more leafy greens) lowers the INR; clots can form.',
    management:
      'Do not avoid leafy greens: keep the amount steady from week to week, and tell the clinic before starting a supplement.',
    source: VITAMIN_K,
  },
  // Supplements with medicines (issue #14): pairs the class rules above rate too low or miss.
  {
    id: 'st-johns-wort-ssri',
    a: drug("st john's wort"),
    b: cls('ssri'),
    severity: 'major',
    mechanism: 'St John’s wort raises serotonin activity on top of the antidepressant.',
    effect: 'Serotonin syndrome: agitation, fast heart rate, sweating, tremor, fever.',
    management: 'Do not take St John’s wort with an SSRI; ask the prescriber about any herbal remedy.',
    source: {
      title: 'St. John’s wort (NIH National Center for Complementary and Integrative Health, 2020)',
      url: 'https://www.nccih.nih.gov/health/st-johns-wort',
    },
  },
  {
    id: 'ginkgo-anticoagulant',
    a: drug('ginkgo'),
    b: cls('anticoagulant'),
    severity: 'moderate',
    mechanism: 'Ginkgo may reduce platelet clumping on top of the anticoagulant.',
    effect: 'More bleeding and bruising; bleeding in the brain has been reported.',
    management: 'Avoid ginkgo while on an anticoagulant unless the prescriber agrees.',
    source: {
      title: 'Ginkgo (NIH National Center for Complementary and Integrative Health, 2020)',
      url: 'https://www.nccih.nih.gov/health/ginkgo',
    },
  },
  ...(['ace-inhibitor', 'arb'] as const).map(
    (blocker): InteractionRule => ({
      id: `${blocker === 'arb' ? 'arb' : 'acei'}-potassium-supplement`,
      a: cls(blocker),
      b: cls('potassium-supplement'),
      severity: 'moderate',
      mechanism: 'The medicine makes the kidneys keep potassium while the supplement adds more.',
      effect: 'High blood potassium (hyperkalemia), above all with kidney disease.',
      management: 'Take potassium supplements or salt substitutes only if the prescriber checks potassium.',
      source: HIGH_POTASSIUM,
    }),
  ),
  ...(['felodipine', 'nifedipine', 'nisoldipine', 'buspirone'] as const).map(
    (substrate): InteractionRule => ({
      id: `grapefruit-${substrate}`,
      a: drug('grapefruit juice'),
      b: drug(substrate),
      severity: 'moderate',
      mechanism: `Grapefruit blocks CYP3A4 in the gut and raises ${substrate} levels.`,
      effect:
        substrate === 'buspirone'
          ? 'More dizziness and drowsiness.'
          : 'Low blood pressure, flushing, headache and ankle swelling.',
      management: 'Avoid grapefruit and its juice while taking this medicine, as its label advises.',
      source: GRAPEFRUIT,
    }),
  ),
  // A food is not dosed: the CYP3A4-inhibitor class rules tell a prescriber to lower the other
  // medicine's dose, which is the wrong advice for grapefruit. These name the food, so they win
  // over the class rules at the same severity (checker.ts, interactionOf); the first one listed wins
  // among them, so the rules naming one medicine come first.
  {
    id: 'grapefruit-colchicine',
    a: drug('grapefruit juice'),
    b: drug('colchicine'),
    severity: 'major',
    mechanism: 'Grapefruit blocks CYP3A4 in the gut and raises colchicine levels.',
    effect: 'Colchicine toxicity: diarrhoea, muscle weakness, bone marrow failure.',
    management: 'Avoid grapefruit and grapefruit juice while taking colchicine.',
    source: {
      title: 'Colchicine (MedlinePlus drug information, consulted 2026)',
      url: 'https://medlineplus.gov/druginfo/meds/a682711.html',
    },
  },
  {
    id: 'grapefruit-cyp3a4-contraindicated-substrate',
    a: drug('grapefruit juice'),
    b: cls('cyp3a4-contraindicated-substrate'),
    severity: 'major',
    mechanism: 'Grapefruit blocks CYP3A4 in the gut and raises blood levels of the medicine.',
    effect:
      'Dose-related toxicity of the medicine (for example muscle injury with simvastatin or lovastatin).',
    management:
      'Avoid grapefruit and grapefruit juice while taking this medicine, as its label advises; ask the pharmacist before eating it again.',
    source: GRAPEFRUIT,
  },
  {
    id: 'grapefruit-cyp3a4-critical-substrate',
    a: drug('grapefruit juice'),
    b: cls('cyp3a4-critical-substrate'),
    severity: 'major',
    mechanism: 'Grapefruit blocks CYP3A4 in the gut and raises blood levels of the medicine.',
    effect:
      'Toxicity of a medicine with a narrow margin: for example colchicine toxicity, breathing depression with opioids such as oxycodone or fentanyl, kidney injury with tacrolimus or cyclosporine.',
    management:
      'Avoid grapefruit and grapefruit juice while taking this medicine; ask the pharmacist or prescriber.',
    source: GRAPEFRUIT,
  },
  {
    id: 'grapefruit-atorvastatin',
    a: drug('grapefruit juice'),
    b: drug('atorvastatin'),
    severity: 'moderate',
    mechanism: 'Grapefruit blocks CYP3A4 in the gut and raises atorvastatin levels.',
    effect: 'Higher risk of muscle pain and injury with large amounts of grapefruit juice.',
    management:
      'Avoid large amounts of grapefruit juice (over about 1.2 litres a day), as the atorvastatin label advises; report muscle pain or weakness.',
    source: label('atorvastatin', 'Lipitor'),
  },
];

/** The `id` part for an ingredient name ("st john's wort" → "st-johns-wort"). */
const slug = (name: string): string => name.replace(/'/g, '').replace(/ /g, '-');

/**
 * Rules added after a hostile clinical review (2026-11-27) of about 190 well-known major or
 * contraindicated pairs, weighted towards medicines approved or widely used since about 2010
 * (Paxlovid, the newer HIV and hepatitis C antivirals, GLP-1 and SGLT2 medicines, ticagrelor) and
 * towards label contraindications that the class rules rated only major.
 */
const REVIEW_RULES: readonly InteractionRule[] = [
  // Ritonavir (Paxlovid, Norvir, Kaletra, boosted HIV regimens): antiarrhythmics its labels forbid
  ...(['amiodarone', 'flecainide', 'propafenone'] as const).map(
    (antiarrhythmic): InteractionRule => ({
      id: `ritonavir-${antiarrhythmic}`,
      a: drug('ritonavir'),
      b: drug(antiarrhythmic),
      severity: 'contraindicated',
      mechanism: `Ritonavir blocks the liver enzymes (CYP3A4, CYP2D6) that clear ${antiarrhythmic}, whose levels rise.`,
      effect: 'Life-threatening heart rhythm problems.',
      management:
        antiarrhythmic === 'amiodarone'
          ? 'Do not combine (Paxlovid and Norvir labels); the prescriber chooses another COVID-19 or HIV treatment. Amiodarone stays in the body for months after it is stopped.'
          : 'Do not combine (Paxlovid and Norvir labels); the prescriber chooses another COVID-19 or HIV treatment.',
      source: label('nirmatrelvir', 'Paxlovid'),
    }),
  ),
  // Strong CYP3A4 inhibitors with substrates the class rules did not reach
  {
    id: 'strong-3a4-inhibitor-pde5',
    a: cls('strong-cyp3a4-inhibitor'),
    b: cls('pde5-inhibitor'),
    severity: 'major',
    mechanism:
      'Strong CYP3A4 inhibitors raise PDE5 inhibitor levels several-fold (sildenafil about elevenfold with ritonavir).',
    effect: 'Low blood pressure, fainting, vision changes and prolonged erections.',
    management:
      "Follow the PDE5 inhibitor's label: sildenafil at most 25 mg once in 48 hours with ritonavir (Paxlovid), tadalafil at most 10 mg once in 72 hours, vardenafil at most 2.5 mg once in 72 hours, and no avanafil. Sildenafil for pulmonary hypertension (Revatio) is contraindicated with Paxlovid: ask the prescriber.",
    source: label('sildenafil', 'Viagra'),
  },
  {
    id: 'strong-3a4-inhibitor-salmeterol',
    a: cls('strong-cyp3a4-inhibitor'),
    b: drug('salmeterol'),
    severity: 'major',
    mechanism: 'Strong CYP3A4 inhibitors raise salmeterol levels (about 16-fold with ketoconazole).',
    effect: 'Fast heartbeat, palpitations and QT prolongation.',
    management:
      'Not recommended (salmeterol labels, Advair included; Paxlovid label); the prescriber decides whether to change the inhaler for the course.',
    source: label('salmeterol', 'Serevent'),
  },
  {
    id: 'strong-3a4-inhibitor-quetiapine',
    a: cls('strong-cyp3a4-inhibitor'),
    b: drug('quetiapine'),
    severity: 'major',
    mechanism: 'Strong CYP3A4 inhibition raises quetiapine levels about sixfold.',
    effect: 'Heavy sedation, low blood pressure and fainting, QT prolongation.',
    management:
      'The quetiapine label cuts its dose to one sixth while a strong CYP3A4 inhibitor is taken and raises it again afterwards; the prescriber decides.',
    source: label('quetiapine', 'Seroquel'),
  },
  {
    id: 'strong-3a4-inhibitor-rimegepant',
    a: cls('strong-cyp3a4-inhibitor'),
    b: drug('rimegepant'),
    severity: 'major',
    mechanism: 'Strong CYP3A4 inhibition raises rimegepant levels about fourfold.',
    effect: 'Exposure far above the studied doses, with more side effects.',
    management: 'Avoid (Nurtec ODT label); ask about another migraine treatment during the course.',
    source: label('rimegepant', 'Nurtec ODT'),
  },
  ...(
    [
      [
        'eletriptan',
        'Relpax',
        'Spasm of the heart arteries, high blood pressure and other serious heart and blood-vessel events.',
        'Do not take eletriptan within 72 hours of a strong CYP3A4 inhibitor (eletriptan and Paxlovid labels).',
      ],
      [
        'alfuzosin',
        'Uroxatral',
        'A fall in blood pressure on standing, dizziness and fainting.',
        'Do not combine (alfuzosin and Paxlovid labels).',
      ],
      [
        'silodosin',
        'Rapaflo',
        'A fall in blood pressure on standing, dizziness and fainting.',
        'Do not combine (silodosin and Paxlovid labels).',
      ],
    ] as const
  ).map(
    ([substrate, brand, effect, management]): InteractionRule => ({
      id: `strong-3a4-inhibitor-${substrate}`,
      a: cls('strong-cyp3a4-inhibitor'),
      b: drug(substrate),
      severity: 'contraindicated',
      mechanism: `Strong CYP3A4 inhibition raises ${substrate} levels several-fold.`,
      effect,
      management,
      source: label(substrate, brand),
    }),
  ),
  // Antiplatelets and anticoagulants
  {
    id: 'ticagrelor-aspirin',
    a: drug('ticagrelor'),
    b: drug('aspirin'),
    severity: 'major',
    mechanism:
      'Aspirin above 100 mg a day blunts the benefit of ticagrelor (boxed warning); the two also add to bleeding.',
    effect: 'More heart attacks, strokes and stent clots with higher aspirin doses; more bleeding.',
    management:
      'Usually prescribed together on purpose: do not stop either on your own. Keep aspirin at 75 to 100 mg a day and avoid other products that contain aspirin (some pain and cold remedies).',
    source: label('ticagrelor', 'Brilinta'),
  },
  {
    id: 'snri-anticoagulant',
    a: cls('snri'),
    b: cls('anticoagulant'),
    severity: 'moderate',
    mechanism: 'SNRIs deplete the serotonin that platelets need to clump.',
    effect: 'More bleeding, from bruising and nosebleeds to bleeding in the gut.',
    management:
      'Watch for bleeding; a stomach-protecting medicine may be advised (SNRI and anticoagulant labels).',
    source: label('duloxetine', 'Cymbalta'),
  },
  {
    id: 'vka-fluoroquinolone',
    a: cls('vitamin-k-antagonist'),
    b: cls('fluoroquinolone'),
    severity: 'major',
    mechanism:
      'Fluoroquinolones raise the effect of warfarin-type anticoagulants (ciprofloxacin slows their breakdown); the infection and fewer vitamin K-making gut bacteria add to it.',
    effect: 'The INR rises and serious bleeding can follow.',
    management:
      'Check the INR within 3 to 5 days of starting the antibiotic and after it ends (fluoroquinolone labels).',
    source: label('ciprofloxacin', 'Cipro'),
  },
  {
    id: 'vka-tamoxifen',
    a: cls('vitamin-k-antagonist'),
    b: drug('tamoxifen'),
    severity: 'major',
    mechanism: 'Tamoxifen markedly raises the effect of warfarin-type anticoagulants.',
    effect: 'The INR rises and serious bleeding can follow.',
    management:
      'The tamoxifen label forbids warfarin when tamoxifen is taken to lower breast cancer risk or for DCIS; in cancer treatment the INR is checked closely and the warfarin dose lowered.',
    source: label('tamoxifen', 'Soltamox'),
  },
  // Label contraindications the QT and CYP3A4 class rules rated only major
  {
    id: 'pimozide-ssri',
    a: drug('pimozide'),
    b: cls('ssri'),
    severity: 'contraindicated',
    mechanism:
      'Most SSRIs raise pimozide levels (CYP2D6 or CYP3A4 inhibition); with citalopram and escitalopram the QT effects add up.',
    effect: 'QT prolongation, torsades de pointes and sudden death.',
    management:
      'Do not combine: the labels of fluoxetine, paroxetine, sertraline, citalopram, escitalopram and fluvoxamine all forbid pimozide.',
    source: label('citalopram', 'Celexa'),
  },
  ...(
    [
      ['simvastatin', 'Muscle breakdown (rhabdomyolysis) and kidney injury.'],
      ['lovastatin', 'Muscle breakdown (rhabdomyolysis) and kidney injury.'],
      ['pimozide', 'QT prolongation, torsades de pointes and sudden death.'],
      ['cisapride', 'QT prolongation, torsades de pointes and sudden death.'],
      ['astemizole', 'QT prolongation, torsades de pointes and sudden death.'],
      ['terfenadine', 'QT prolongation, torsades de pointes and sudden death.'],
      ['ergotamine', 'Ergotism: severe narrowing of blood vessels, cold painful limbs, tissue loss.'],
      ['dihydroergotamine', 'Ergotism: severe narrowing of blood vessels, cold painful limbs, tissue loss.'],
    ] as const
  ).map(
    ([other, effect]): InteractionRule => ({
      id: `erythromycin-${other}`,
      a: drug('erythromycin'),
      b: drug(other),
      severity: 'contraindicated',
      mechanism: `Erythromycin blocks CYP3A4, which clears ${other}, and raises its levels several-fold.`,
      effect,
      management: `Do not combine (erythromycin label${other.endsWith('statin') ? `; the ${other} label lists erythromycin among its contraindications too` : ''}); a prescriber chooses another antibiotic or pauses the other medicine.`,
      source: label('erythromycin', 'Ery-Tab'),
    }),
  ),
  ...(['pimozide', 'quinidine', 'erythromycin', 'cisapride', 'astemizole'] as const).map(
    (other): InteractionRule => ({
      id: `fluconazole-${other}`,
      a: drug('fluconazole'),
      b: drug(other),
      severity: 'contraindicated',
      mechanism: `Fluconazole blocks CYP3A4, which clears ${other}, and both prolong the QT interval.`,
      effect: 'QT prolongation, torsades de pointes and sudden death.',
      management: 'Do not combine (fluconazole label).',
      source: label('fluconazole', 'Diflucan'),
    }),
  ),
  {
    id: 'flibanserin-cyp3a4-inhibitor',
    a: drug('flibanserin'),
    b: cls('moderate-cyp3a4-inhibitor'),
    severity: 'contraindicated',
    mechanism:
      'Moderate CYP3A4 inhibitors (fluconazole, erythromycin, diltiazem, verapamil, grapefruit juice) raise flibanserin levels several-fold.',
    effect: 'Severe low blood pressure and fainting.',
    management:
      'Do not combine, and avoid grapefruit juice (flibanserin label: moderate and strong CYP3A4 inhibitors).',
    source: label('flibanserin', 'Addyi'),
  },
  {
    id: 'simvastatin-danazol',
    a: drug('simvastatin'),
    b: drug('danazol'),
    severity: 'contraindicated',
    mechanism: 'Danazol slows simvastatin breakdown (CYP3A4) and raises its levels.',
    effect: 'Muscle breakdown (rhabdomyolysis) and kidney injury.',
    management: 'Do not combine (simvastatin label); a prescriber chooses another statin.',
    source: label('simvastatin', 'Zocor'),
  },
  {
    id: 'disulfiram-like-disulfiram',
    a: cls('disulfiram-like'),
    b: drug('disulfiram'),
    severity: 'contraindicated',
    mechanism: 'Not fully understood; both act on the brain as well as on alcohol breakdown.',
    effect: 'Acute psychotic reactions and confusion.',
    management:
      'Do not take metronidazole or tinidazole within 2 weeks of taking disulfiram (metronidazole and tinidazole labels).',
    source: label('metronidazole', 'Flagyl'),
  },
  // Antiseizure medicines
  {
    id: 'valproate-carbapenem',
    a: drug('valproic acid'),
    b: cls('carbapenem'),
    severity: 'major',
    mechanism:
      'Carbapenems (meropenem, ertapenem, imipenem, doripenem) cut valproate levels by 60 to 100 % within a day or two; a higher valproate dose does not restore them.',
    effect: 'Loss of seizure control.',
    management:
      'Prefer another antibiotic; if a carbapenem is needed, the prescriber checks valproate levels often and may cover the course with another antiseizure medicine (valproate label).',
    source: label('valproic acid', 'Depakote'),
  },
  {
    id: 'valproate-lamotrigine',
    a: drug('valproic acid'),
    b: drug('lamotrigine'),
    severity: 'major',
    mechanism: 'Valproate slows the breakdown of lamotrigine (glucuronidation) and about doubles its levels.',
    effect:
      'Serious skin rashes, including Stevens-Johnson syndrome, are more likely (lamotrigine boxed warning); also dizziness and tremor.',
    management:
      'Lamotrigine is started at a lower dose and raised more slowly with valproate, as its label sets out; report any rash at once.',
    source: label('lamotrigine', 'Lamictal'),
  },
  // Glucose-lowering medicines
  {
    id: 'insulin-secretagogue-glucose-lowering',
    a: cls('insulin-or-secretagogue'),
    b: cls('glucose-lowering'),
    severity: 'moderate',
    mechanism:
      'Both lower blood glucose; insulin, sulfonylureas and meglitinides can push it too low on their own.',
    effect:
      'Low blood glucose (hypoglycaemia): shakiness, sweating, confusion; a severe low can cause a seizure or loss of consciousness.',
    management:
      'Often prescribed together on purpose. When a GLP-1 medicine (semaglutide, tirzepatide…), an SGLT2 inhibitor or another glucose-lowering medicine is added, their labels advise a lower insulin or sulfonylurea dose; check glucose more often and know how to treat a low.',
    source: {
      title: 'Hypoglycemia (MedlinePlus, consulted 2026)',
      url: 'https://medlineplus.gov/hypoglycemia.html',
    },
  },
  {
    id: 'metformin-iodinated-contrast',
    a: drug('metformin'),
    b: cls('iodinated-contrast'),
    severity: 'moderate',
    mechanism: 'Iodinated contrast can briefly reduce kidney function, and metformin then builds up.',
    effect: 'Lactic acidosis, rare but serious.',
    management:
      'Tell the imaging team you take metformin. Its label stops it at or before the scan when kidney function is reduced (eGFR 30 to 60), with liver disease, heavy drinking or heart failure, or when contrast goes into an artery, and restarts it 48 hours later if kidney function is stable.',
    source: label('metformin', 'Glucophage'),
  },
  // HIV and hepatitis C antivirals
  ...(
    [
      'rifampin',
      'rifabutin',
      'rifapentine',
      'carbamazepine',
      'oxcarbazepine',
      'phenytoin',
      'fosphenytoin',
      'phenobarbital',
      "st john's wort",
    ] as const
  ).map(
    (inducer): InteractionRule => ({
      id: `${slug(inducer)}-hcv-antiviral`,
      a: drug(inducer),
      b: cls('hcv-antiviral'),
      severity: 'major',
      mechanism:
        'The inducer speeds up the removal (P-glycoprotein, and CYP3A for some) of hepatitis C antivirals, whose levels fall sharply.',
      effect: 'Hepatitis C treatment can fail.',
      management:
        'Not recommended (Sovaldi, Harvoni, Epclusa and Mavyret labels); the prescriber changes the other medicine or the hepatitis C regimen.',
      source: label('sofosbuvir', 'Sovaldi'),
    }),
  ),
  ...(['rifampin', 'atazanavir'] as const).map(
    (other): InteractionRule => ({
      id: `glecaprevir-${other}`,
      a: drug('glecaprevir'),
      b: drug(other),
      severity: 'contraindicated',
      mechanism:
        other === 'rifampin'
          ? 'Rifampin lowers glecaprevir and pibrentasvir levels sharply.'
          : 'Atazanavir raises glecaprevir and pibrentasvir levels (OATP1B and P-glycoprotein inhibition).',
      effect:
        other === 'rifampin'
          ? 'Hepatitis C treatment can fail.'
          : 'Liver enzyme (ALT) rises and liver injury.',
      management: 'Do not combine (Mavyret label).',
      source: label('glecaprevir', 'Mavyret'),
    }),
  ),
  ...(['rifampin', 'dofetilide'] as const).map(
    (other): InteractionRule => ({
      id: `bictegravir-${other}`,
      a: drug('bictegravir'),
      b: drug(other),
      severity: 'contraindicated',
      mechanism:
        other === 'rifampin'
          ? 'Rifampin lowers bictegravir levels sharply (CYP3A and UGT1A1 induction).'
          : 'Bictegravir blocks the kidney transporters (OCT2, MATE1) that remove dofetilide.',
      effect:
        other === 'rifampin'
          ? 'HIV treatment can fail and resistance can develop.'
          : 'Dofetilide levels rise: torsades de pointes.',
      management: 'Do not combine (Biktarvy label).',
      source: label('bictegravir', 'Biktarvy'),
    }),
  ),
  ...(
    [
      'carbamazepine',
      'oxcarbazepine',
      'phenobarbital',
      'phenytoin',
      'rifampin',
      'rifapentine',
      "st john's wort",
    ] as const
  ).map(
    (inducer): InteractionRule => ({
      id: `rilpivirine-${slug(inducer)}`,
      a: drug('rilpivirine'),
      b: drug(inducer),
      severity: 'contraindicated',
      mechanism: 'CYP3A induction lowers rilpivirine levels sharply.',
      effect: 'HIV treatment can fail and resistance to the NNRTI class can develop.',
      management: 'Do not combine (rilpivirine labels: Edurant, Complera, Odefsey, Juluca).',
      source: label('rilpivirine', 'Edurant'),
    }),
  ),
];

export const RULES: readonly InteractionRule[] = [...BASE_RULES, ...MORE_RULES, ...REVIEW_RULES];
