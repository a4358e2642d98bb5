import { BLOOD_PRESSURE_LABELS, classifyBloodPressure } from '../guidelines.ts';
import { hypertensiveCrisisFlag, urgentCareMessage } from '../red-flags.ts';
import {
  accAha,
  ada,
  egfrCalculation,
  type KidneyFunction,
  kdigo,
  kidneyFunction,
  type MedicationProfile,
  rec,
  requireFields,
  therapyCautions,
} from './common.ts';
import { albuminuriaStage, ckdRisk, gfrStage, meetsCkdThreshold, monitoringPerYear } from './kidney.ts';
import { has, type Patient } from './patient.ts';
import { pceOutOfRange, pooledCohortRisk, riskCategory } from './pce.ts';
import { SOURCES } from './sources.ts';
import type { Calculation, ProtocolOutcome, Recommendation } from './types.ts';

const HBP = SOURCES.hypertension2017;
const CHOL = SOURCES.cholesterol2018;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The 10-year ASCVD risk when the inputs allow it, else a note saying what is missing or out of range. */
const ascvdRisk = (patient: Patient): { calculation?: Calculation; percent?: number; note?: string } => {
  if (has(patient, 'ascvd'))
    return {
      note: 'The Pooled Cohort Equations are not used with clinical ASCVD (secondary prevention applies).',
    };
  const needed = (['age', 'sex', 'totalCholesterol', 'hdl', 'systolic'] as const).filter(
    (field) => patient[field] === undefined,
  );
  if (needed.length > 0)
    return {
      note: `10-year ASCVD risk (Pooled Cohort Equations) not calculated: give ${needed.map((field) => `patient.${field}`).join(', ')}.`,
    };
  const input = {
    age: patient.age ?? 0,
    sex: patient.sex ?? 'female',
    race: patient.race ?? 'other',
    totalCholesterol: patient.totalCholesterol ?? 0,
    hdl: patient.hdl ?? 0,
    systolic: patient.systolic ?? 0,
    onBpTreatment: patient.onBpTreatment ?? false,
    smoker: patient.smoker ?? false,
    diabetes: has(patient, 'diabetes'),
  };
  const outside = pceOutOfRange(input);
  if (outside.length > 0)
    return {
      note: `10-year ASCVD risk not calculated: the Pooled Cohort Equations were derived for ${outside
        .map(({ field, range }) => `${field} ${range[0]} to ${range[1]}`)
        .join(', ')} (given ${outside.map(({ field }) => `${field} ${input[field]}`).join(', ')}).`,
    };
  const percent = round1(pooledCohortRisk(input) * 100);
  const category = riskCategory(percent);
  const assumedAbsent = [
    ...(patient.smoker === undefined ? ['smoker'] : []),
    ...(patient.onBpTreatment === undefined ? ['onBpTreatment'] : []),
  ];
  return {
    percent,
    calculation: {
      id: 'ascvd-10-year-risk',
      name: '10-year ASCVD risk (Pooled Cohort Equations)',
      value: percent,
      unit: '%',
      category,
      interpretation: `${percent}% 10-year risk of a first hard ASCVD event: ${category} risk (2018 ACC/AHA: low below 5%, borderline 5 to 7.4%, intermediate 7.5 to 19.9%, high 20% or more). ${
        input.race === 'other'
          ? 'The white equations were used (the guideline’s advice for races other than white or African American); they may over- or underestimate risk.'
          : `The ${input.race === 'black' ? 'African American' : 'white'} ${input.sex} equation was used.`
      }`,
      inputs: { ...input },
      assumedAbsent,
      source: SOURCES.riskAssessment2013,
    },
  };
};

const hasCkd = (patient: Patient, kidney: KidneyFunction | undefined): boolean =>
  has(patient, 'ckd') ||
  (kidney !== undefined && kidney.egfr < 60) ||
  (patient.acr !== undefined && patient.acr >= 30);

export const hypertensionProtocol = (patient: Patient, meds: MedicationProfile): ProtocolOutcome => {
  requireFields(patient, ['systolic', 'diastolic'], 'to classify blood pressure');
  const systolic = patient.systolic ?? 0;
  const diastolic = patient.diastolic ?? 0;
  const category = classifyBloodPressure(systolic, diastolic);
  const kidney = kidneyFunction(patient);
  const risk = ascvdRisk(patient);
  const calculations: Calculation[] = [
    {
      id: 'bp-category',
      name: 'Blood pressure category (2017 ACC/AHA)',
      value: `${systolic}/${diastolic}`,
      unit: 'mm Hg',
      category,
      interpretation: `${systolic}/${diastolic} mm Hg is ${BLOOD_PRESSURE_LABELS[category]}; when systolic and diastolic fall in different categories the higher applies. The category rests on the average of 2 or more readings on 2 or more occasions.`,
      inputs: { systolic, diastolic },
      assumedAbsent: [],
      source: HBP,
    },
  ];
  if (risk.calculation) calculations.push(risk.calculation);
  if (kidney) calculations.push(egfrCalculation(kidney, patient));
  const notes: string[] = risk.note ? [risk.note] : [];
  const recommendations: Recommendation[] = [];
  const ckd = hasCkd(patient, kidney);
  const diabetes = has(patient, 'diabetes');
  const cvd = has(patient, 'ascvd') || has(patient, 'heart-failure');
  const older = patient.age !== undefined && patient.age >= 65;
  const highRisk = cvd || diabetes || ckd || (risk.percent !== undefined && risk.percent >= 10) || older;
  const reasons = [
    ...(cvd ? ['clinical cardiovascular disease'] : []),
    ...(risk.percent !== undefined && risk.percent >= 10 ? [`10-year ASCVD risk ${risk.percent}%`] : []),
    ...(diabetes ? ['diabetes'] : []),
    ...(ckd ? ['chronic kidney disease'] : []),
    ...(older ? ['age 65 or older'] : []),
  ];
  let urgentCare: string | undefined;
  let summary: string;

  if (category === 'crisis') {
    const flag = hypertensiveCrisisFlag(systolic, diastolic);
    urgentCare = flag ? urgentCareMessage([flag]) : undefined;
    recommendations.push(
      rec(
        'hbp-emergency-icu',
        'Above 180/120 mm Hg: look for acute target-organ damage (chest pain, dyspnea, neurologic deficit, vision change, kidney injury). With it (hypertensive emergency), admit to an intensive care unit for continuous monitoring and parenteral treatment; without it, restart or intensify oral therapy and follow up promptly.',
        HBP,
        accAha('I', 'B-NR'),
        'Section 11.2',
      ),
    );
    summary = `${systolic}/${diastolic} mm Hg is a hypertensive crisis: assess for target-organ damage now.`;
  } else summary = `${systolic}/${diastolic} mm Hg is ${BLOOD_PRESSURE_LABELS[category]}.`;

  if (category !== 'normal')
    recommendations.push(
      rec(
        'hbp-lifestyle',
        'Nonpharmacological therapy for everyone with elevated blood pressure or hypertension: weight loss if overweight, a heart-healthy (DASH) diet, less sodium, more dietary potassium, regular physical activity and limited alcohol.',
        HBP,
        accAha('I', 'A'),
        'Section 6.2',
      ),
    );
  if (category === 'stage-1' || category === 'stage-2')
    recommendations.push(
      rec(
        'hbp-out-of-office',
        'Confirm the diagnosis with out-of-office measurements (home or ambulatory monitoring), and use them to titrate treatment.',
        HBP,
        accAha('I', 'A'),
        'Section 4.2',
      ),
    );

  if (category === 'normal') {
    recommendations.push(
      rec(
        'hbp-normal-recheck',
        'Normal blood pressure: promote a healthy lifestyle and re-evaluate yearly.',
        HBP,
        accAha('I', 'A'),
        'Figure 4',
      ),
    );
  } else if (category === 'elevated') {
    recommendations.push(
      rec(
        'hbp-elevated-recheck',
        'Elevated blood pressure: nonpharmacological therapy and reassessment in 3 to 6 months.',
        HBP,
        accAha('I', 'A'),
        'Figure 4',
      ),
    );
  } else if (category === 'stage-1' && !highRisk) {
    recommendations.push(
      rec(
        'hbp-stage1-low-risk',
        `Stage 1 hypertension without clinical CVD and with 10-year ASCVD risk below 10%${risk.percent === undefined ? ' (not calculated: give the risk inputs to decide)' : ''}: nonpharmacological therapy and reassessment in 3 to 6 months; medication is recommended from 140/90 mm Hg.`,
        HBP,
        accAha('I', 'C-LD'),
        'Section 8.1.2',
      ),
    );
  } else {
    const treat =
      category === 'stage-1'
        ? rec(
            'hbp-stage1-treat',
            `Stage 1 hypertension with ${reasons.join(', ')}: start blood-pressure-lowering medication with nonpharmacological therapy, and reassess in 1 month.`,
            HBP,
            accAha('I', 'SBP: A; DBP: C-EO'),
            'Section 8.1.2',
          )
        : rec(
            'hbp-stage2-treat',
            'Stage 2 hypertension: start blood-pressure-lowering medication with nonpharmacological therapy, and reassess in 1 month.',
            HBP,
            accAha('I', highRisk ? 'SBP: A; DBP: C-EO' : 'C-LD'),
            'Section 8.1.2',
          );
    recommendations.push(treat);
    if (category === 'stage-2' && (systolic > 150 || diastolic > 90))
      recommendations.push(
        rec(
          'hbp-two-drugs',
          'More than 20/10 mm Hg above the 130/80 target: start with 2 first-line agents of different classes, separately or in a fixed-dose combination.',
          HBP,
          accAha('I', 'C-EO'),
          'Section 8.1.6.1',
        ),
      );
    recommendations.push(
      rec(
        'hbp-first-line',
        'First-line agents: thiazide diuretics, calcium channel blockers, and ACE inhibitors or ARBs.',
        HBP,
        accAha('I', 'A'),
        'Section 8.1.6',
      ),
    );
    if (patient.race === 'black' && !ckd && !has(patient, 'heart-failure'))
      recommendations.push(
        rec(
          'hbp-black-initial',
          'Black adults without heart failure or CKD: initial treatment should include a thiazide-type diuretic or a calcium channel blocker.',
          HBP,
          accAha('I', 'B-R'),
          'Section 10.1',
        ),
      );
    if (ckd && kidney !== undefined && (kidney.egfr < 60 || (patient.acr ?? 0) >= 300))
      recommendations.push(
        rec(
          'hbp-ckd-acei',
          'CKD stage 3 or higher, or stage 1–2 with albuminuria of 300 mg/g or more: an ACE inhibitor is reasonable to slow kidney disease progression (an ARB if an ACE inhibitor is not tolerated).',
          HBP,
          accAha('IIa', 'B-R'),
          'Section 9.3',
        ),
      );
    if (diabetes && (patient.acr ?? 0) >= 30)
      recommendations.push(
        rec(
          'hbp-dm-albuminuria',
          'Diabetes with albuminuria: an ACE inhibitor or ARB may be considered.',
          HBP,
          accAha('IIb', 'B-NR'),
          'Section 9.6',
        ),
      );
    recommendations.push(
      highRisk
        ? rec(
            'hbp-target-130-80',
            `Treatment target below 130/80 mm Hg (${reasons.join(', ')}).`,
            HBP,
            accAha('I', 'SBP: B-R; DBP: C-EO'),
            'Section 8.1.5',
          )
        : rec(
            'hbp-target-130-80-lower-risk',
            'Without increased cardiovascular risk, a target below 130/80 mm Hg may be reasonable.',
            HBP,
            accAha('IIb', 'SBP: B-NR; DBP: C-EO'),
            'Section 8.1.5',
          ),
    );
  }
  if (patient.pregnant)
    recommendations.push(
      rec(
        'hbp-pregnancy',
        'Pregnancy: change to methyldopa, nifedipine and/or labetalol; do not use ACE inhibitors, ARBs or direct renin inhibitors.',
        HBP,
        accAha('III: Harm', 'C-LD'),
        'Section 10.3.2',
      ),
    );
  return {
    title: 'Hypertension (2017 ACC/AHA)',
    summary,
    calculations,
    recommendations,
    cautions: therapyCautions(patient, meds, kidney, {
      raasBlocker: category === 'stage-1' || category === 'stage-2',
    }),
    notes,
    ...(urgentCare ? { urgentCare } : {}),
  };
};

export const diabetesProtocol = (patient: Patient, meds: MedicationProfile): ProtocolOutcome => {
  const kidney = kidneyFunction(patient);
  const calculations: Calculation[] = kidney ? [egfrCalculation(kidney, patient)] : [];
  const notes: string[] = [];
  const recommendations: Recommendation[] = [];
  const G9 = SOURCES.ada2025Glycemic;
  const ascvd = has(patient, 'ascvd');
  const hf = has(patient, 'heart-failure');
  const ckd = hasCkd(patient, kidney);
  if (kidney === undefined)
    notes.push(
      'Kidney function not given (patient.egfr, or patient.creatinine with age and sex): metformin and SGLT2 inhibitor limits were not checked.',
    );
  if (patient.a1c !== undefined)
    calculations.push({
      id: 'a1c-vs-goal',
      name: 'HbA1c against the usual goal (below 7%)',
      value: patient.a1c,
      unit: '%',
      category:
        patient.a1c < 7 ? 'at goal' : patient.a1c - 7 >= 1.5 ? '1.5 points or more above goal' : 'above goal',
      interpretation: `HbA1c ${patient.a1c}% against the goal of below 7% for many nonpregnant adults.`,
      inputs: { a1c: patient.a1c },
      assumedAbsent: [],
      source: SOURCES.ada2025Goals,
    });
  recommendations.push(
    rec(
      'dm-a1c-goal',
      'An HbA1c goal below 7% without significant hypoglycemia suits many nonpregnant adults; individualize (tighter if safely achievable, looser with limited life expectancy or hypoglycemia risk).',
      SOURCES.ada2025Goals,
      ada('B'),
      'Section 6',
    ),
  );
  if (ascvd)
    recommendations.push(
      rec(
        'dm-ascvd',
        'Established ASCVD: a GLP-1 RA and/or an SGLT2 inhibitor with demonstrated cardiovascular benefit, to reduce cardiovascular events, independent of HbA1c and of metformin use.',
        G9,
        ada('A'),
        'Section 9',
      ),
    );
  if (hf)
    recommendations.push(
      rec(
        'dm-heart-failure',
        'Heart failure (reduced or preserved ejection fraction): an SGLT2 inhibitor, to reduce heart failure hospitalization and cardiovascular death, independent of HbA1c.',
        G9,
        ada('A'),
        'Section 9',
      ),
    );
  if (ckd)
    recommendations.push(
      rec(
        'dm-ckd',
        `Chronic kidney disease${kidney ? ` (eGFR ${kidney.egfr}${patient.acr !== undefined ? `, ACR ${patient.acr} mg/g` : ''})` : ''}: an SGLT2 inhibitor with demonstrated kidney benefit when eGFR is 20 or more, to slow CKD progression and reduce cardiovascular events; a GLP-1 RA with demonstrated benefit (e.g. semaglutide) if an SGLT2 inhibitor is not tolerated or to add kidney and cardiovascular protection.`,
        SOURCES.ada2025Kidney,
        ada('A'),
        'Section 11',
      ),
    );
  const metforminOk = kidney === undefined || kidney.egfr >= 30;
  recommendations.push(
    rec(
      'dm-metformin',
      metforminOk
        ? `Metformin is effective, safe and inexpensive and remains a usual first glucose-lowering agent${ascvd || hf || ckd ? ', alongside the organ-protective agent above' : ''}${kidney && kidney.egfr < 45 ? '; with eGFR 30 to 44 do not start it, and reduce the dose of one already taken' : ''}. Monitor vitamin B12 with long-term use.`
        : `Metformin is contraindicated with eGFR ${kidney?.egfr} (below 30); choose other agents.`,
      G9,
      ada('A'),
      'Section 9',
    ),
  );
  if (patient.a1c !== undefined && patient.a1c >= 8.5)
    recommendations.push(
      rec(
        'dm-combination',
        `HbA1c ${patient.a1c}%, 1.5 points or more above goal: consider early combination therapy to reach goal sooner.`,
        G9,
        ada('A'),
        'Section 9',
      ),
    );
  if (patient.a1c !== undefined && patient.a1c > 10)
    recommendations.push(
      rec(
        'dm-insulin',
        `HbA1c ${patient.a1c}% (above 10%): consider insulin, especially with symptoms of hyperglycemia or catabolism (weight loss), or glucose of 300 mg/dL or more.`,
        G9,
        ada('E'),
        'Section 9',
      ),
    );
  if (patient.pregnant)
    recommendations.push(
      rec(
        'dm-pregnancy',
        'Pregnancy: insulin is the preferred medication for type 2 diabetes in pregnancy.',
        SOURCES.ada2025Pregnancy,
        ada('A'),
        'Section 15',
      ),
    );
  const organ = [...(ascvd ? ['ASCVD'] : []), ...(hf ? ['heart failure'] : []), ...(ckd ? ['CKD'] : [])];
  return {
    title: 'Type 2 diabetes (ADA Standards of Care 2025)',
    summary:
      organ.length > 0
        ? `Type 2 diabetes with ${organ.join(', ')}: an SGLT2 inhibitor or GLP-1 RA with proven benefit is indicated regardless of HbA1c.`
        : 'Type 2 diabetes without ASCVD, heart failure or CKD stated: glucose-lowering choice by goals, weight and cost; metformin is a usual start.',
    calculations,
    recommendations,
    cautions: therapyCautions(patient, meds, kidney, {
      metformin: true,
      sglt2i: ascvd || hf || ckd,
      glp1ra: ascvd || ckd,
    }),
    notes,
  };
};

export const cholesterolProtocol = (patient: Patient, meds: MedicationProfile): ProtocolOutcome => {
  requireFields(patient, ['age'], 'to choose the statin benefit group');
  const age = patient.age ?? 0;
  const recommendations: Recommendation[] = [];
  const calculations: Calculation[] = [];
  const notes: string[] = [];
  const ldl = patient.ldl;
  const diabetes = has(patient, 'diabetes');
  let group: string;
  if (has(patient, 'ascvd')) {
    group = 'clinical ASCVD';
    recommendations.push(
      age <= 75
        ? rec(
            'chol-ascvd',
            'Clinical ASCVD, age 75 or younger: high-intensity statin to lower LDL-C by 50% or more (or maximally tolerated statin).',
            CHOL,
            accAha('I', 'A'),
            'Section 4.1',
          )
        : rec(
            'chol-ascvd-older',
            'Clinical ASCVD, older than 75: starting or continuing a moderate- or high-intensity statin is reasonable after weighing benefit, adverse effects and preferences.',
            CHOL,
            accAha('IIa', 'B-R'),
            'Section 4.1',
          ),
    );
    if (ldl !== undefined && ldl >= 70 && meds.statin.length > 0)
      recommendations.push(
        rec(
          'chol-ezetimibe',
          `LDL-C ${ldl} mg/dL (70 or more) on statin therapy: adding ezetimibe is reasonable for very high-risk ASCVD.`,
          CHOL,
          accAha('IIa', 'B-R'),
          'Section 4.1',
        ),
      );
  } else if (ldl !== undefined && ldl >= 190 && age >= 20 && age <= 75) {
    group = 'LDL-C 190 mg/dL or more';
    recommendations.push(
      rec(
        'chol-ldl-190',
        `LDL-C ${ldl} mg/dL (190 or more), age 20 to 75: maximally tolerated (high-intensity) statin without calculating risk.`,
        CHOL,
        accAha('I', 'B-R'),
        'Section 4.2',
      ),
    );
  } else if (diabetes && age >= 40 && age <= 75) {
    group = 'diabetes, age 40 to 75';
    recommendations.push(
      rec(
        'chol-diabetes',
        'Diabetes, age 40 to 75: moderate-intensity statin regardless of 10-year ASCVD risk.',
        CHOL,
        accAha('I', 'A'),
        'Section 4.3',
      ),
    );
    const risk = ascvdRisk(patient);
    if (risk.calculation) calculations.push(risk.calculation);
    if (risk.note) notes.push(risk.note);
    // "Multiple risk factors" is not enumerated by the guideline; we count the major ones the request states.
    const factors = [
      ...(patient.smoker ? ['smoking'] : []),
      ...(has(patient, 'hypertension') || patient.onBpTreatment ? ['hypertension'] : []),
      ...(hasCkd(patient, kidneyFunction(patient)) ? ['chronic kidney disease'] : []),
      ...(ldl !== undefined && ldl >= 160 ? ['LDL-C 160 mg/dL or more'] : []),
      ...(risk.percent !== undefined && risk.percent >= 20 ? [`10-year risk ${risk.percent}%`] : []),
    ];
    if (factors.length >= 2)
      recommendations.push(
        rec(
          'chol-diabetes-high',
          `Diabetes with multiple ASCVD risk factors (${factors.join(', ')}): high-intensity statin to lower LDL-C by 50% or more is reasonable.`,
          CHOL,
          accAha('IIa', 'B-R'),
          'Section 4.3',
        ),
      );
  } else if (age >= 40 && age <= 75) {
    const risk = ascvdRisk(patient);
    if (risk.calculation) calculations.push(risk.calculation);
    if (risk.percent === undefined) {
      group = 'primary prevention, risk not calculated';
      notes.push(risk.note ?? '10-year ASCVD risk not calculated.');
    } else if (ldl !== undefined && ldl < 70) {
      group = 'primary prevention, LDL-C below 70';
      notes.push(
        `LDL-C ${ldl} mg/dL is below the 70 to 189 mg/dL range the primary-prevention statin recommendations cover; continue lifestyle therapy.`,
      );
    } else if (risk.percent >= 20) {
      group = 'primary prevention, high risk';
      recommendations.push(
        rec(
          'chol-high-risk',
          `10-year risk ${risk.percent}% (20% or more): high-intensity statin to lower LDL-C by 50% or more.`,
          CHOL,
          accAha('I', 'A'),
          'Section 4.4.1',
        ),
      );
    } else if (risk.percent >= 7.5) {
      group = 'primary prevention, intermediate risk';
      recommendations.push(
        rec(
          'chol-intermediate',
          `10-year risk ${risk.percent}% (7.5% to below 20%): after a clinician–patient risk discussion, moderate-intensity statin to lower LDL-C by 30% or more; risk-enhancing factors favor it.`,
          CHOL,
          accAha('I', 'A'),
          'Section 4.4.1',
        ),
        rec(
          'chol-cac',
          'If the decision is uncertain at intermediate risk, a coronary artery calcium score is reasonable to refine it (CAC 0: statin may be deferred unless diabetes, smoking or family history of premature ASCVD).',
          CHOL,
          accAha('IIa', 'B-NR'),
          'Section 4.4.1',
        ),
      );
    } else if (risk.percent >= 5) {
      group = 'primary prevention, borderline risk';
      recommendations.push(
        rec(
          'chol-borderline',
          `10-year risk ${risk.percent}% (5% to below 7.5%): with risk-enhancing factors, a moderate-intensity statin may be considered after a risk discussion.`,
          CHOL,
          accAha('IIb', 'B-R'),
          'Section 4.4.1',
        ),
      );
    } else {
      group = 'primary prevention, low risk';
      recommendations.push(
        rec(
          'chol-low',
          `10-year risk ${risk.percent}% (below 5%): emphasize lifestyle to reduce risk factors.`,
          CHOL,
          accAha('I', 'B-R'),
          'Section 4.4.1',
        ),
      );
    }
    if (ldl === undefined)
      notes.push('LDL-C not given: the primary-prevention groups apply to LDL-C 70 to 189 mg/dL.');
  } else {
    group = age < 40 ? 'younger than 40' : 'older than 75';
    notes.push(
      age < 40
        ? 'Younger than 40 without ASCVD or LDL-C of 190 or more: the guideline advises lifestyle and estimating lifetime or 30-year risk; statin groups by 10-year risk start at 40.'
        : 'Older than 75 without ASCVD: moderate-intensity statin may be reasonable after a clinician–patient discussion (COR IIb, LOE B-R); the Pooled Cohort Equations are validated only to 79.',
    );
  }
  recommendations.push(
    rec(
      'chol-lifestyle',
      'A heart-healthy lifestyle is the foundation of ASCVD risk reduction at every age and risk.',
      CHOL,
      accAha('I', 'B-R'),
      'Section 3.1',
    ),
  );
  if (patient.sex === 'female' && age < 50 && !patient.pregnant)
    recommendations.push(
      rec(
        'chol-contraception',
        'Women who could become pregnant and take a statin should use reliable contraception, and stop the statin 1 to 2 months before trying to conceive.',
        CHOL,
        accAha('I', 'C-LD'),
        'Section 4.5.3',
      ),
    );
  return {
    title: 'Blood cholesterol (2018 AHA/ACC)',
    summary: `Statin benefit group: ${group}.`,
    calculations,
    recommendations,
    cautions: therapyCautions(patient, meds, kidneyFunction(patient), {
      statin: recommendations.some(
        (item) => item.id !== 'chol-lifestyle' && item.id !== 'chol-low' && item.id !== 'chol-contraception',
      ),
    }),
    notes,
  };
};

export const ckdProtocol = (patient: Patient, meds: MedicationProfile): ProtocolOutcome => {
  const kidney = kidneyFunction(patient);
  if (!kidney) {
    requireFields(patient, ['egfr'], 'for CKD staging (or creatinine with age and sex)');
  }
  const { egfr } = kidney ?? { egfr: 0 };
  const g = gfrStage(egfr);
  const a = patient.acr !== undefined ? albuminuriaStage(patient.acr) : undefined;
  const calculations: Calculation[] = [egfrCalculation(kidney ?? { egfr, basis: 'given' }, patient)];
  const notes: string[] = [];
  const K = SOURCES.kdigo2024;
  const diabetes = has(patient, 'diabetes');
  calculations.push({
    id: 'kdigo-stage',
    name: 'CKD stage (KDIGO 2024)',
    value: a ? `${g}${a}` : g,
    category: a ? ckdRisk(g, a) : 'albuminuria not given',
    interpretation: a
      ? `${g}${a}: ${ckdRisk(g, a)} risk of progression and complications; measure eGFR and ACR ${monitoringPerYear(g, a) >= 4 ? '4 or more times' : `${monitoringPerYear(g, a)} time${monitoringPerYear(g, a) > 1 ? 's' : ''}`} a year.${
          meetsCkdThreshold(egfr, patient.acr)
            ? ''
            : ' Neither eGFR below 60 nor ACR 30 mg/g or more: CKD is not present by these markers unless other kidney damage is known.'
        }`
      : `GFR category ${g}; give patient.acr (urine albumin-to-creatinine ratio, mg/g) to stage albuminuria and risk.`,
    inputs: { egfr, ...(patient.acr !== undefined ? { acr: patient.acr } : {}) },
    assumedAbsent: [],
    source: K,
  });
  const recommendations: Recommendation[] = [
    rec(
      'ckd-chronicity',
      'CKD needs abnormal kidney markers for more than 3 months: confirm with a repeat eGFR and ACR before labelling.',
      K,
      kdigo('practice point'),
      'Chapter 1',
    ),
  ];
  if (a === 'A3' || (a === 'A2' && diabetes))
    recommendations.push(
      rec(
        'ckd-rasi',
        `${diabetes ? 'Diabetes with moderately or severely increased albuminuria' : 'Severely increased albuminuria (A3)'}: start an ACE inhibitor or ARB at the highest approved dose tolerated.`,
        K,
        kdigo('1B'),
        'Chapter 3',
      ),
    );
  else if (a === 'A2')
    recommendations.push(
      rec(
        'ckd-rasi-a2',
        'Moderately increased albuminuria (A2) without diabetes: an ACE inhibitor or ARB is suggested.',
        K,
        kdigo('2C'),
        'Chapter 3',
      ),
    );
  if (egfr >= 20 && (diabetes || (patient.acr ?? 0) >= 200 || has(patient, 'heart-failure')))
    recommendations.push(
      rec(
        'ckd-sglt2i',
        `eGFR ${egfr} (20 or more) with ${diabetes ? 'type 2 diabetes' : has(patient, 'heart-failure') ? 'heart failure' : 'ACR 200 mg/g or more'}: treat with an SGLT2 inhibitor.`,
        K,
        kdigo('1A'),
        'Chapter 3',
      ),
    );
  else if (egfr >= 20 && egfr < 45)
    recommendations.push(
      rec(
        'ckd-sglt2i-low-acr',
        `eGFR ${egfr} (20 to 44) with ACR below 200 mg/g: an SGLT2 inhibitor is suggested.`,
        K,
        kdigo('2B'),
        'Chapter 3',
      ),
    );
  if (patient.age !== undefined && patient.age >= 50)
    recommendations.push(
      egfr < 60
        ? rec(
            'ckd-statin',
            'Age 50 or older with eGFR below 60 (not on dialysis or transplanted): a statin or statin/ezetimibe combination.',
            K,
            kdigo('1A'),
            'Chapter 3',
          )
        : rec(
            'ckd-statin-g12',
            'Age 50 or older with CKD and eGFR 60 or more: a statin.',
            K,
            kdigo('1B'),
            'Chapter 3',
          ),
    );
  if (diabetes && (patient.acr ?? 0) >= 30 && egfr > 25)
    recommendations.push(
      rec(
        'ckd-finerenone',
        'Type 2 diabetes, eGFR above 25, normal potassium and albuminuria of 30 mg/g or more despite the maximum tolerated ACE inhibitor or ARB: a nonsteroidal MRA (finerenone) is suggested.',
        K,
        kdigo('2A'),
        'Chapter 3',
      ),
    );
  if (egfr < 60)
    recommendations.push(
      rec(
        'ckd-kfre',
        'CKD G3–G5: estimate the absolute risk of kidney failure with an externally validated equation (e.g. the Kidney Failure Risk Equation); a 5-year risk of 3–5% can support nephrology referral.',
        K,
        kdigo('1A'),
        'Recommendation 2.2.1',
      ),
    );
  if (egfr < 30 || a === 'A3')
    recommendations.push(
      rec(
        'ckd-refer',
        `${egfr < 30 ? `eGFR ${egfr} (below 30)` : 'ACR above 300 mg/g'}: refer to specialist kidney care.`,
        K,
        kdigo('practice point'),
        'Chapter 5',
      ),
    );
  if (meds.nsaid.length > 0)
    recommendations.push(
      rec(
        'ckd-nsaid',
        `Avoid prolonged NSAID use in CKD (on ${meds.nsaid.join(', ')}); review the need.`,
        K,
        kdigo('practice point'),
        'Chapter 4',
      ),
    );
  return {
    title: 'Chronic kidney disease (KDIGO 2024)',
    summary: `KDIGO ${a ? `${g}${a}, ${ckdRisk(g, a)} risk` : `GFR category ${g}`}.`,
    calculations,
    recommendations,
    cautions: therapyCautions(patient, meds, kidney, {
      sglt2i: recommendations.some((item) => item.id.startsWith('ckd-sglt2i')),
      raasBlocker: recommendations.some((item) => item.id.startsWith('ckd-rasi')),
    }),
    notes,
  };
};
