import type { DrugClass } from './catalog.ts';

/**
 * Curated interaction knowledge: the clinically significant combinations that high-priority EHR
 * alert lists are built on, written in our own words from FDA labelling and drug safety
 * communications and NLM resources. A side is a class or one ingredient; a pair of medicines takes
 * the most severe rule that matches it.
 */
export const SEVERITIES = ['contraindicated', 'major', 'moderate', 'minor'] as const;
export type Severity = (typeof SEVERITIES)[number];

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
  title: 'Serotonin syndrome (MedlinePlus)',
  url: 'https://medlineplus.gov/ency/article/007272.htm',
};
const FDA_CYP_TABLE = {
  title: 'Drug development and drug interactions: table of substrates, inhibitors and inducers (FDA)',
  url: 'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
};
const OPIOID_BENZO = {
  title: 'FDA warns about serious risks and death when combining opioids with benzodiazepines (2016)',
  url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-fda-warns-about-serious-risks-and-death-when-combining-opioid-pain-or',
};
const BLEEDING = {
  title: 'Blood thinners: taking them safely (MedlinePlus)',
  url: 'https://medlineplus.gov/bloodthinners.html',
};
const HIGH_POTASSIUM = {
  title: 'High potassium level (MedlinePlus)',
  url: 'https://medlineplus.gov/ency/article/001179.htm',
};
const QT = {
  title: 'Long QT syndrome (NHLBI)',
  url: 'https://www.nhlbi.nih.gov/health/long-qt-syndrome',
};

export const RULES: readonly InteractionRule[] = [
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
      title: 'Phenelzine (MedlinePlus drug information)',
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
  {
    id: 'ssri-snri-tramadol-triptan',
    a: cls('ssri'),
    b: drug('tramadol'),
    severity: 'major',
    mechanism:
      'Tramadol adds serotonin reuptake inhibition and lowers the seizure threshold; fluoxetine and paroxetine also block its activation.',
    effect: 'Serotonin syndrome and seizures.',
    management:
      'Prefer another pain medicine; if combined, use the lowest doses and watch for serotonin syndrome.',
    source: SEROTONIN_SYNDROME,
  },
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
      title: 'Concomitant use of ibuprofen and aspirin (FDA)',
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
        title: 'NSAIDs (MedlinePlus)',
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
      title: 'Entacapone (MedlinePlus drug information)',
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
      title: 'Clonidine (MedlinePlus drug information)',
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
      title: 'Theophylline (MedlinePlus drug information)',
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
      title: 'Simvastatin (MedlinePlus drug information)',
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
      title: 'Colchicine (MedlinePlus drug information)',
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
      title: 'Colchicine (MedlinePlus drug information)',
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
        title: 'Dofetilide (MedlinePlus drug information)',
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
        title: 'Dofetilide (MedlinePlus drug information)',
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
      title: 'Naltrexone (MedlinePlus drug information)',
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
      title: 'Sildenafil (MedlinePlus drug information)',
      url: 'https://medlineplus.gov/druginfo/meds/a699015.html',
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
      title: 'Sildenafil (MedlinePlus drug information)',
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
      title: 'Lisinopril (MedlinePlus drug information)',
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
      title: 'Sacubitril and valsartan (MedlinePlus drug information)',
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
        title: 'Lithium (MedlinePlus drug information)',
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
      title: 'Methotrexate (MedlinePlus drug information)',
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
      title: 'Methotrexate (MedlinePlus drug information)',
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
      title: 'Clopidogrel (MedlinePlus drug information)',
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
      title: 'Digoxin (MedlinePlus drug information)',
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
      title: 'Digoxin (MedlinePlus drug information)',
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
      title: 'Tizanidine (MedlinePlus drug information)',
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
      title: 'Theophylline (MedlinePlus drug information)',
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
      title: 'Azathioprine (MedlinePlus drug information)',
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
      title: 'Simvastatin (MedlinePlus drug information)',
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
      title: 'Isotretinoin (MedlinePlus drug information)',
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
      title: 'Acitretin (MedlinePlus drug information)',
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
      title: 'Acitretin (MedlinePlus drug information)',
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
      title: 'Ciprofloxacin (MedlinePlus drug information)',
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
      title: 'Doxycycline (MedlinePlus drug information)',
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
      title: 'Levothyroxine (MedlinePlus drug information)',
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
      title: 'Acetaminophen (MedlinePlus drug information)',
      url: 'https://medlineplus.gov/druginfo/meds/a681004.html',
    },
  },
  {
    id: 'metformin-ethanol',
    a: drug('metformin'),
    b: drug('ethanol'),
    severity: 'minor',
    mechanism: 'Alcohol increases lactate production and the risk of low blood glucose.',
    effect: 'Rarely lactic acidosis with heavy drinking; low blood glucose.',
    management: 'Avoid binge or heavy drinking.',
    source: {
      title: 'Metformin (MedlinePlus drug information)',
      url: 'https://medlineplus.gov/druginfo/meds/a696005.html',
    },
  },
];
