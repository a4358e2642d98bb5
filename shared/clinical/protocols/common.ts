import { checkInteractions, type Interaction, normalizeMedication } from '../drugs/checker.ts';
import { ckdEpi2021 } from '../labs/interpret.ts';
import { type Finding, finding, type Patient } from './patient.ts';
import { SOURCES } from './sources.ts';
import type { Calculation, Caution, Evidence, FieldIssue, GuidelineRef, Recommendation } from './types.ts';
import { ProtocolInputError } from './types.ts';

export const accAha = (classOfRecommendation: string, levelOfEvidence: string): Evidence => ({
  system: 'ACC/AHA',
  classOfRecommendation,
  levelOfEvidence,
});
export const ada = (levelOfEvidence: string): Evidence => ({ system: 'ADA', levelOfEvidence });
/** KDIGO grades as strength 1 (recommend) or 2 (suggest) plus quality A–D; practice points are ungraded. */
export const kdigo = (grade: string): Evidence =>
  grade === 'practice point'
    ? { system: 'KDIGO', classOfRecommendation: 'practice point', levelOfEvidence: 'not graded' }
    : {
        system: 'KDIGO',
        classOfRecommendation: grade.startsWith('1') ? '1 (recommend)' : '2 (suggest)',
        levelOfEvidence: grade.slice(1),
      };

export const rec = (
  id: string,
  text: string,
  source: GuidelineRef,
  evidence: Evidence,
  section?: string,
): Recommendation => ({ id, text, evidence, source, ...(section ? { section } : {}) });

/** Collects the fields a protocol needs and the request lacks, and refuses them all at once. */
export const requireFields = (patient: Patient, fields: Array<keyof Patient>, purpose: string): void => {
  const issues: FieldIssue[] = fields
    .filter((field) => patient[field] === undefined)
    .map((field) => ({ path: `patient.${field}`, message: `${field} is required ${purpose}` }));
  if (issues.length > 0) throw new ProtocolInputError(issues);
};

/** The items of a score the request did not list in `findings`: counted as absent, and reported. */
export const unstated = (patient: Patient, items: Finding[]): string[] =>
  items.filter((item) => !finding(patient, item));

// ——— medications ———

const SGLT2I = [
  'empagliflozin',
  'dapagliflozin',
  'canagliflozin',
  'ertugliflozin',
  'sotagliflozin',
  'bexagliflozin',
];
const GLP1RA = ['semaglutide', 'liraglutide', 'dulaglutide', 'exenatide', 'lixisenatide', 'tirzepatide'];

export interface MedicationProfile {
  /** Each medication as written, with what we read in it. */
  list: Array<{ input: string; ingredients: string[]; classes: string[] }>;
  ingredients: Set<string>;
  /** The medications (as written) in each group we check. */
  metformin: string[];
  sglt2i: string[];
  glp1ra: string[];
  statin: string[];
  aceInhibitor: string[];
  arb: string[];
  anticoagulant: string[];
  antiplateletOrNsaid: string[];
  nsaid: string[];
  interactions: Interaction[];
}

export const medicationProfile = (medications: readonly string[] = []): MedicationProfile => {
  const list = medications.map((input) => {
    const normalized = normalizeMedication(input);
    return { input, ingredients: normalized.ingredients, classes: normalized.classes };
  });
  const where = (test: (item: (typeof list)[number]) => boolean) =>
    list.filter(test).map((item) => item.input);
  const hasClass = (fragment: string) => (item: (typeof list)[number]) =>
    item.classes.some((name) => name.toLowerCase().includes(fragment));
  const hasIngredient = (names: readonly string[]) => (item: (typeof list)[number]) =>
    item.ingredients.some((ingredient) => names.includes(ingredient));
  const nsaid = hasClass('nsaid');
  const antiplatelet = hasClass('antiplatelet');
  return {
    list,
    ingredients: new Set(list.flatMap((item) => item.ingredients)),
    metformin: where(hasIngredient(['metformin'])),
    sglt2i: where(hasIngredient(SGLT2I)),
    glp1ra: where(hasIngredient(GLP1RA)),
    statin: where(hasClass('statin')),
    aceInhibitor: where(hasClass('ace inhibitor')),
    arb: where(hasClass('angiotensin receptor blocker')),
    anticoagulant: where(hasClass('anticoagulant')),
    antiplateletOrNsaid: where((item) => nsaid(item) || antiplatelet(item)),
    nsaid: where(nsaid),
    interactions: medications.length > 1 ? checkInteractions(medications).interactions : [],
  };
};

// ——— kidney function ———

export interface KidneyFunction {
  egfr: number;
  /** 'given' when the request gave eGFR, else calculated with CKD-EPI 2021 from creatinine, age and sex. */
  basis: 'given' | 'CKD-EPI 2021';
}

/** eGFR as given, or by CKD-EPI 2021 (rounded to a whole number, as laboratories report it). */
export const kidneyFunction = (patient: Patient): KidneyFunction | undefined => {
  if (patient.egfr !== undefined) return { egfr: patient.egfr, basis: 'given' };
  if (patient.creatinine !== undefined && patient.age !== undefined && patient.sex !== undefined)
    return {
      egfr: Math.round(ckdEpi2021(patient.creatinine, patient.age, patient.sex)),
      basis: 'CKD-EPI 2021',
    };
  return undefined;
};

export const egfrCalculation = (kidney: KidneyFunction, patient: Patient): Calculation => ({
  id: 'egfr',
  name: kidney.basis === 'given' ? 'eGFR (as given)' : 'eGFR (CKD-EPI 2021 creatinine equation)',
  value: kidney.egfr,
  unit: 'mL/min/1.73 m²',
  category: kidney.egfr >= 60 ? 'eGFR 60 or more' : 'eGFR below 60',
  interpretation:
    kidney.basis === 'given'
      ? `eGFR ${kidney.egfr} mL/min/1.73 m² as given.`
      : `eGFR ${kidney.egfr} mL/min/1.73 m² from creatinine ${patient.creatinine} mg/dL, age ${patient.age} and sex ${patient.sex} (CKD-EPI 2021, without race).`,
  inputs:
    kidney.basis === 'given'
      ? { egfr: kidney.egfr }
      : { creatinine: patient.creatinine ?? 0, age: patient.age ?? 0, sex: patient.sex ?? '' },
  assumedAbsent: [],
  source: SOURCES.ckdEpi2021,
});

// ——— cautions shared by several protocols ———

/** Contraindications and dose limits of glucose-lowering and cardiovascular drugs by kidney function and pregnancy. */
export const therapyCautions = (
  patient: Patient,
  meds: MedicationProfile,
  kidney: KidneyFunction | undefined,
  considered: {
    metformin?: boolean;
    sglt2i?: boolean;
    glp1ra?: boolean;
    statin?: boolean;
    raasBlocker?: boolean;
  },
): Caution[] => {
  const cautions: Caution[] = [];
  const egfrBasis =
    kidney?.basis === 'given' ? ['patient.egfr'] : ['patient.creatinine', 'patient.age', 'patient.sex'];
  const onText = (list: string[]) => (list.length > 0 ? ` (on ${list.join(', ')})` : '');
  if (kidney && (considered.metformin || meds.metformin.length > 0)) {
    if (kidney.egfr < 30)
      cautions.push({
        id: 'metformin-egfr-below-30',
        therapy: 'metformin',
        severity: 'contraindicated',
        reason: `Metformin is contraindicated with eGFR below 30 (eGFR ${kidney.egfr})${onText(meds.metformin)}; stop it.`,
        basedOn: [...egfrBasis, ...(meds.metformin.length > 0 ? ['patient.medications'] : [])],
        source: SOURCES.ada2025Kidney,
      });
    else if (kidney.egfr < 45)
      cautions.push({
        id: 'metformin-egfr-30-44',
        therapy: 'metformin',
        severity: 'dose-adjust',
        reason: `eGFR ${kidney.egfr} (30 to 44): do not start metformin; if already taking it${onText(meds.metformin)}, review the benefit and reduce the dose (usually to at most 1,000 mg a day).`,
        basedOn: egfrBasis,
        source: SOURCES.ada2025Kidney,
      });
  }
  if (
    kidney &&
    (considered.sglt2i || meds.sglt2i.length > 0) &&
    (kidney.egfr < 20 || patient.history?.includes('dialysis'))
  )
    cautions.push({
      id: 'sglt2i-egfr-below-20',
      therapy: 'SGLT2 inhibitor',
      severity: 'avoid',
      reason: `Do not start an SGLT2 inhibitor with eGFR below 20 or on dialysis (eGFR ${kidney.egfr})${onText(meds.sglt2i)}; one already taken may be continued until dialysis if tolerated.`,
      basedOn: egfrBasis,
      source: SOURCES.kdigo2024,
      evidence: kdigo('practice point'),
    });
  else if (kidney && considered.sglt2i && kidney.egfr < 45)
    cautions.push({
      id: 'sglt2i-egfr-below-45',
      therapy: 'SGLT2 inhibitor',
      severity: 'caution',
      reason: `With eGFR ${kidney.egfr} (below 45) SGLT2 inhibitors lower glucose little; they are given for kidney and heart protection, and another agent is needed for glycemia.`,
      basedOn: egfrBasis,
      source: SOURCES.ada2025Kidney,
    });
  if (patient.pregnant) {
    if (considered.statin || meds.statin.length > 0)
      cautions.push({
        id: 'statin-pregnancy',
        therapy: 'statin',
        severity: 'contraindicated',
        reason: `Pregnant${onText(meds.statin)}: the 2018 ACC/AHA guideline advises stopping a statin as soon as pregnancy is discovered (and 1 to 2 months before trying to conceive).`,
        basedOn: ['patient.pregnant', ...(meds.statin.length > 0 ? ['patient.medications'] : [])],
        source: SOURCES.cholesterol2018,
        evidence: accAha('I', 'C-LD'),
      });
    if (considered.raasBlocker || meds.aceInhibitor.length + meds.arb.length > 0)
      cautions.push({
        id: 'raas-pregnancy',
        therapy: 'ACE inhibitor or ARB',
        severity: 'contraindicated',
        reason: `Pregnant${onText([...meds.aceInhibitor, ...meds.arb])}: ACE inhibitors, ARBs and direct renin inhibitors should not be used (fetal toxicity); change to methyldopa, nifedipine or labetalol.`,
        basedOn: [
          'patient.pregnant',
          ...(meds.aceInhibitor.length + meds.arb.length > 0 ? ['patient.medications'] : []),
        ],
        source: SOURCES.hypertension2017,
        evidence: accAha('III: Harm', 'C-LD'),
      });
    if (
      considered.metformin ||
      considered.sglt2i ||
      considered.glp1ra ||
      meds.sglt2i.length + meds.glp1ra.length > 0
    )
      cautions.push({
        id: 'glucose-lowering-pregnancy',
        therapy: 'non-insulin glucose-lowering agents',
        severity: 'avoid',
        reason: `Pregnant${onText([...meds.sglt2i, ...meds.glp1ra, ...meds.metformin])}: insulin is the preferred agent for diabetes in pregnancy; metformin and other oral or injectable agents cross the placenta or lack safety data, and SGLT2 inhibitors and GLP-1 RAs are not recommended.`,
        basedOn: ['patient.pregnant'],
        source: SOURCES.ada2025Pregnancy,
        evidence: ada('A'),
      });
  }
  if (meds.aceInhibitor.length > 0 && meds.arb.length > 0)
    cautions.push({
      id: 'ace-plus-arb',
      therapy: 'ACE inhibitor with ARB',
      severity: 'avoid',
      reason: `An ACE inhibitor and an ARB together (${[...meds.aceInhibitor, ...meds.arb].join(', ')}) are potentially harmful (hyperkalemia, kidney injury) and not recommended.`,
      basedOn: ['patient.medications'],
      source: SOURCES.hypertension2017,
      evidence: accAha('III: Harm', 'A'),
    });
  return cautions;
};

export const uniqueSources = (items: ReadonlyArray<{ source: GuidelineRef }>): GuidelineRef[] => {
  const seen = new Map<string, GuidelineRef>();
  for (const { source } of items) if (!seen.has(source.url)) seen.set(source.url, source);
  return [...seen.values()];
};
