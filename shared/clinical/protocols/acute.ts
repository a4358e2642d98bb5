import { interactionOf } from '../drugs/checker.ts';
import { accAha, kidneyFunction, type MedicationProfile, rec, requireFields, unstated } from './common.ts';
import { type Finding, finding, HISTORY_LABELS, type History, has, type Patient } from './patient.ts';
import {
  CURB65_MORTALITY,
  cha2ds2Vasc,
  curb65,
  ginaControl,
  HAS_BLED_BLEEDS_PER_100,
  HAS_BLED_CREATININE_MG_DL,
  hasBled,
  perc,
  wellsDvt,
  wellsPe,
  wellsPeLikely,
  wellsPeTier,
} from './scores.ts';
import { SOURCES } from './sources.ts';
import type { Calculation, Caution, Evidence, ProtocolOutcome, Recommendation } from './types.ts';
import { ProtocolInputError } from './types.ts';

const notStated = (patient: Patient, items: History[]): string[] =>
  items.filter((item) => !has(patient, item));

/**
 * A drug the protocol proposes, checked against each current medication with the interaction
 * checker: the proposal is not yet on the list, so checkInteractions over the list alone misses it.
 */
const proposedInteractions = (
  proposal: string,
  candidates: readonly string[],
  meds: MedicationProfile,
  source: Caution['source'],
): Caution[] => {
  const cautions: Caution[] = [];
  for (const item of meds.list) {
    for (const ingredient of item.ingredients) {
      const found = candidates
        .map((candidate) => interactionOf(candidate, ingredient))
        .find((interaction) => interaction !== undefined);
      if (!found || candidates.includes(ingredient)) continue;
      cautions.push({
        id: `interaction-${proposal.replace(/\W+/g, '-')}-${ingredient}`,
        therapy: proposal,
        severity:
          found.severity === 'contraindicated'
            ? 'contraindicated'
            : found.severity === 'major'
              ? 'avoid'
              : 'caution',
        reason: `${proposal} with ${item.input} (${found.severity} interaction, ${found.source.title}): ${found.effect} ${found.management}`,
        basedOn: ['patient.medications'],
        source,
      });
      break;
    }
  }
  return cautions;
};

// ——— atrial fibrillation ———

const DOACS = ['apixaban', 'rivaroxaban', 'edoxaban', 'dabigatran'];

export const atrialFibrillationProtocol = (patient: Patient, meds: MedicationProfile): ProtocolOutcome => {
  requireFields(patient, ['age', 'sex'], 'for CHA2DS2-VASc');
  const age = patient.age ?? 0;
  const female = patient.sex === 'female';
  const AF = SOURCES.af2023;
  const hypertension = has(patient, 'hypertension') || patient.onBpTreatment === true;
  const vascular = has(patient, 'vascular-disease') || has(patient, 'ascvd');
  const stroke = cha2ds2Vasc({
    heartFailure: has(patient, 'heart-failure'),
    hypertension,
    age,
    diabetes: has(patient, 'diabetes'),
    strokeTiaThromboembolism: has(patient, 'stroke-tia'),
    vascularDisease: vascular,
    female,
  });
  const kidney = kidneyFunction(patient);
  const renal =
    has(patient, 'dialysis') ||
    has(patient, 'kidney-transplant') ||
    (patient.creatinine !== undefined && patient.creatinine >= HAS_BLED_CREATININE_MG_DL);
  const bleed = hasBled({
    ...(patient.systolic !== undefined ? { systolic: patient.systolic } : {}),
    abnormalRenal: renal,
    abnormalLiver: has(patient, 'liver-disease'),
    stroke: has(patient, 'stroke-tia'),
    bleeding: has(patient, 'bleeding'),
    labileInr: finding(patient, 'labile-inr'),
    age,
    antiplateletOrNsaid: meds.antiplateletOrNsaid.length > 0,
    alcohol: finding(patient, 'alcohol-excess'),
  });
  // The 2023 guideline's thresholds are by annual risk; by score they differ by sex (the female point).
  const high = stroke.score >= (female ? 3 : 2);
  const intermediate = !high && stroke.score >= (female ? 2 : 1);
  const calculations: Calculation[] = [
    {
      id: 'cha2ds2-vasc',
      name: 'CHA2DS2-VASc',
      value: stroke.score,
      category: high ? 'high' : intermediate ? 'intermediate' : 'low',
      interpretation: `CHA2DS2-VASc ${stroke.score} (${stroke.items.map((item) => `${item.id} ${item.points}`).join(', ') || 'no risk factors'}): ${
        high
          ? 'annual stroke risk 2% or more'
          : intermediate
            ? 'annual stroke risk about 1 to 2%'
            : 'low annual stroke risk (below 1%)'
      }.`,
      inputs: { age, sex: patient.sex ?? '', hypertension, vascularDisease: vascular },
      assumedAbsent: [
        ...notStated(patient, ['heart-failure', 'diabetes', 'stroke-tia']),
        ...(hypertension ? [] : ['hypertension']),
        ...(vascular ? [] : ['vascular-disease']),
      ],
      source: SOURCES.cha2ds2vasc,
    },
    {
      id: 'has-bled',
      name: 'HAS-BLED',
      value: bleed.score,
      category: bleed.score >= 3 ? 'high' : 'not high',
      interpretation: `HAS-BLED ${bleed.score} (${bleed.items.map((item) => item.id).join(', ') || 'no risk factors'}): ${
        HAS_BLED_BLEEDS_PER_100[Math.min(bleed.score, 5)]
      } major bleeds per 100 patient-years in the validation cohort${bleed.score >= 3 ? '; 3 or more is high risk: correct the modifiable factors and review more often' : ''}.`,
      inputs: {
        age,
        ...(patient.systolic !== undefined ? { systolic: patient.systolic } : {}),
        abnormalRenal: renal,
        antiplateletOrNsaid: meds.antiplateletOrNsaid.length > 0,
      },
      assumedAbsent: [
        ...(patient.systolic === undefined ? ['systolic'] : []),
        ...(renal ? [] : ['abnormal renal function (dialysis, kidney-transplant or creatinine)']),
        ...notStated(patient, ['liver-disease', 'stroke-tia', 'bleeding']),
        ...unstated(patient, ['labile-inr', 'alcohol-excess']),
      ],
      source: SOURCES.hasBled,
    },
  ];
  const recommendations: Recommendation[] = [];
  const valve = has(patient, 'mechanical-valve') || has(patient, 'mitral-stenosis');
  if (high)
    recommendations.push(
      rec(
        'af-anticoagulate',
        `CHA2DS2-VASc ${stroke.score} (annual stroke risk 2% or more): oral anticoagulation is recommended to prevent stroke and systemic embolism.`,
        AF,
        accAha('1', 'A'),
        'Section 6.3.1',
      ),
    );
  else if (intermediate)
    recommendations.push(
      rec(
        'af-anticoagulate-reasonable',
        `CHA2DS2-VASc ${stroke.score} (annual stroke risk 1 to 2%): oral anticoagulation is reasonable.`,
        AF,
        accAha('2a', 'A'),
        'Section 6.3.1',
      ),
    );
  else
    recommendations.push(
      rec(
        'af-low-risk',
        `CHA2DS2-VASc ${stroke.score} (low risk): anticoagulation is not indicated now (aspirin alone is of no benefit); re-evaluate stroke and bleeding risk at periodic intervals.`,
        AF,
        accAha('1', 'B-NR'),
        'Section 6.2',
      ),
    );
  if (high || intermediate) {
    recommendations.push(
      valve
        ? rec(
            'af-warfarin-valve',
            'Mechanical heart valve or moderate–severe mitral stenosis: DOACs are recommended over warfarin only without these, so warfarin (a vitamin K antagonist) is used.',
            AF,
            accAha('1', 'A'),
            'Section 6.3.1',
          )
        : rec(
            'af-doac',
            'A DOAC (apixaban, dabigatran, edoxaban or rivaroxaban) is recommended over warfarin.',
            AF,
            accAha('1', 'A'),
            'Section 6.3.1',
          ),
      rec(
        'af-no-aspirin',
        'Aspirin alone, or aspirin with clopidogrel, is not recommended as an alternative to anticoagulation to reduce stroke risk.',
        AF,
        accAha('3: Harm', 'B-R'),
        'Section 6.3.1',
      ),
      rec(
        'af-bleeding-factors',
        'Evaluate the factors that raise bleeding risk (prior bleeding, drugs that increase bleeding such as antiplatelets and NSAIDs, uncontrolled blood pressure, alcohol, labile INR) to correct them.',
        AF,
        accAha('1', 'B-NR'),
        'Section 6.1',
      ),
      rec(
        'af-bleeding-scores',
        'At high stroke risk, do not use a bleeding risk score alone to decide on anticoagulation; use it to find and modify bleeding risk factors.',
        AF,
        accAha('3: No Benefit', 'B-NR'),
        'Section 6.1',
      ),
    );
  }
  const cautions: Caution[] = [];
  if (valve && meds.list.some((item) => item.ingredients.some((ingredient) => DOACS.includes(ingredient))))
    cautions.push({
      id: 'doac-mechanical-valve',
      therapy: 'DOAC',
      severity: 'contraindicated',
      reason:
        'A DOAC with a mechanical heart valve (or moderate–severe mitral stenosis) is harmful; warfarin is used.',
      basedOn: ['patient.history', 'patient.medications'],
      source: AF,
      evidence: accAha('3: Harm', 'B-R'),
    });
  if (high || intermediate || meds.anticoagulant.length > 0)
    cautions.push(...proposedInteractions('oral anticoagulant', valve ? ['warfarin'] : DOACS, meds, AF));
  if (kidney && kidney.egfr < 15)
    cautions.push({
      id: 'anticoagulant-egfr-below-15',
      therapy: 'DOAC',
      severity: 'caution',
      reason: `eGFR ${kidney.egfr} (below 15 or on dialysis): dabigatran, rivaroxaban and edoxaban are not recommended; warfarin or apixaban (labelled dose) may be reasonable.`,
      basedOn:
        kidney.basis === 'given' ? ['patient.egfr'] : ['patient.creatinine', 'patient.age', 'patient.sex'],
      source: AF,
      evidence: accAha('2b', 'B-NR'),
    });
  return {
    title: 'Atrial fibrillation: stroke prevention (2023 ACC/AHA/ACCP/HRS)',
    summary: `CHA2DS2-VASc ${stroke.score}, HAS-BLED ${bleed.score}: anticoagulation ${high ? 'recommended' : intermediate ? 'reasonable' : 'not indicated now'}.`,
    calculations,
    recommendations,
    cautions,
    notes: [],
  };
};

// ——— community-acquired pneumonia ———

const graded = (classOfRecommendation: string, levelOfEvidence: string): Evidence => ({
  system: 'ATS/IDSA',
  classOfRecommendation,
  levelOfEvidence,
});

export const pneumoniaProtocol = (patient: Patient, meds: MedicationProfile): ProtocolOutcome => {
  requireFields(patient, ['age', 'respiratoryRate', 'systolic', 'diastolic'], 'for CURB-65');
  const score = curb65({
    confusion: finding(patient, 'confusion'),
    ...(patient.urea !== undefined ? { urea: patient.urea } : {}),
    ...(patient.bun !== undefined ? { bun: patient.bun } : {}),
    respiratoryRate: patient.respiratoryRate ?? 0,
    systolic: patient.systolic ?? 0,
    diastolic: patient.diastolic ?? 0,
    age: patient.age ?? 0,
  });
  const curb = score.variant === 'CURB-65';
  const group = score.score <= (curb ? 1 : 0) ? 'low' : score.score <= (curb ? 2 : 2) ? 'moderate' : 'high';
  const CAP = SOURCES.cap2019;
  const calculations: Calculation[] = [
    {
      id: curb ? 'curb-65' : 'crb-65',
      name: score.variant,
      value: score.score,
      category: group,
      interpretation: curb
        ? `CURB-65 ${score.score} (${score.items.map((item) => item.id).join(', ') || 'none'}): 30-day mortality ${CURB65_MORTALITY[score.score]}% in the derivation and validation cohorts; ${
            group === 'low'
              ? 'low severity (0–1), usually suitable for home treatment'
              : group === 'moderate'
                ? 'moderate (2): consider hospital treatment'
                : 'severe (3–5): hospital treatment, consider intensive care at 4–5'
          }.`
        : `CRB-65 ${score.score} (urea not given; ${score.items.map((item) => item.id).join(', ') || 'none'}): ${
            group === 'low'
              ? 'low risk (0), usually home treatment'
              : group === 'moderate'
                ? 'increased risk (1–2): consider hospital referral'
                : 'high risk (3–4): urgent hospital admission'
          }.`,
      inputs: {
        age: patient.age ?? 0,
        respiratoryRate: patient.respiratoryRate ?? 0,
        systolic: patient.systolic ?? 0,
        diastolic: patient.diastolic ?? 0,
        ...(patient.urea !== undefined ? { urea: patient.urea } : {}),
        ...(patient.bun !== undefined ? { bun: patient.bun } : {}),
      },
      assumedAbsent: unstated(patient, ['confusion']),
      source: SOURCES.curb65,
    },
  ];
  const recommendations: Recommendation[] = [
    rec(
      'cap-prediction-rule',
      'Decide on hospitalization by clinical judgment with a validated prognostic rule; the Pneumonia Severity Index is preferred, CURB-65 is an alternative.',
      CAP,
      graded('strong (PSI); conditional (CURB-65)', 'high (PSI); moderate (CURB-65)'),
      'Question 5',
    ),
  ];
  const comorbid = (
    ['heart-failure', 'ascvd', 'ckd', 'liver-disease', 'diabetes', 'active-cancer'] as History[]
  ).filter((item) => has(patient, item));
  if (finding(patient, 'alcohol-excess')) comorbid.push('liver-disease');
  const antibiotics: string[] = [];
  if (group === 'low') {
    if (comorbid.length === 0) {
      antibiotics.push('amoxicillin', 'doxycycline', 'azithromycin', 'clarithromycin');
      recommendations.push(
        rec(
          'cap-outpatient-healthy',
          'Outpatient without comorbidities: amoxicillin 1 g three times daily.',
          CAP,
          graded('strong', 'moderate'),
          'Question 6',
        ),
        rec(
          'cap-outpatient-doxy',
          'Or doxycycline 100 mg twice daily.',
          CAP,
          graded('conditional', 'low'),
          'Question 6',
        ),
        rec(
          'cap-outpatient-macrolide',
          'Or a macrolide (azithromycin, clarithromycin) only where pneumococcal macrolide resistance is below 25%.',
          CAP,
          graded('conditional', 'moderate'),
          'Question 6',
        ),
      );
    } else {
      antibiotics.push(
        'amoxicillin',
        'clavulanate',
        'cefpodoxime',
        'azithromycin',
        'doxycycline',
        'levofloxacin',
        'moxifloxacin',
      );
      recommendations.push(
        rec(
          'cap-outpatient-comorbid',
          `Outpatient with comorbidities (${comorbid.map((item) => HISTORY_LABELS[item].split(' (')[0]).join(', ')}): amoxicillin/clavulanate or a cephalosporin, with a macrolide or doxycycline.`,
          CAP,
          graded('strong', 'moderate'),
          'Question 6',
        ),
        rec(
          'cap-outpatient-fq',
          'Or a respiratory fluoroquinolone (levofloxacin, moxifloxacin, gemifloxacin) alone.',
          CAP,
          graded('strong', 'moderate'),
          'Question 6',
        ),
      );
    }
  } else {
    antibiotics.push('ceftriaxone', 'azithromycin', 'levofloxacin');
    recommendations.push(
      rec(
        'cap-inpatient',
        'Hospital treatment (non-severe): a β-lactam (ampicillin/sulbactam, cefotaxime, ceftriaxone or ceftaroline) with a macrolide, or a respiratory fluoroquinolone alone.',
        CAP,
        graded('strong', 'high'),
        'Question 7',
      ),
    );
    if (group === 'high')
      recommendations.push(
        rec(
          'cap-severe',
          'Severe pneumonia: assess with the 2007 IDSA/ATS severity criteria for intensive care; septic shock needing vasopressors or respiratory failure needing ventilation means direct ICU admission. Treat with a β-lactam plus a macrolide or a β-lactam plus a respiratory fluoroquinolone.',
          CAP,
          graded('strong', 'moderate'),
          'Questions 5 and 7',
        ),
      );
  }
  const urgentCare =
    group === 'high' || (patient.oxygenSaturation !== undefined && patient.oxygenSaturation < 92)
      ? `This needs prompt medical attention. ${score.variant} ${score.score}${patient.oxygenSaturation !== undefined && patient.oxygenSaturation < 92 ? ` with oxygen saturation ${patient.oxygenSaturation}%` : ''}: severe pneumonia; assess in hospital now.`
      : undefined;
  return {
    title: 'Community-acquired pneumonia: severity (CURB-65) and initial treatment (2019 ATS/IDSA)',
    summary: `${score.variant} ${score.score}: ${group === 'low' ? 'low severity, home treatment usually suitable' : group === 'moderate' ? 'consider hospital treatment' : 'severe, hospital treatment'}.`,
    calculations,
    recommendations,
    cautions: proposedInteractions('the suggested antibiotics', antibiotics, meds, CAP),
    notes: ['Durations: at least 5 days, until clinically stable (ATS/IDSA 2019, strong, moderate).'],
    ...(urgentCare ? { urgentCare } : {}),
  };
};

// ——— venous thromboembolism ———

const acp: Evidence = {
  system: 'ACP',
  classOfRecommendation: 'best practice advice',
  levelOfEvidence: 'not graded',
};
const nice: Evidence = {
  system: 'NICE',
  classOfRecommendation: 'strong ("offer")',
  levelOfEvidence: 'not graded separately',
};

export const vteProtocol = (patient: Patient, _meds: MedicationProfile): ProtocolOutcome => {
  if (patient.suspected === undefined)
    throw new ProtocolInputError([
      { path: 'patient.suspected', message: 'suspected is required for VTE: pe or dvt' },
    ]);
  if (patient.suspected === 'dvt') return dvtProtocol(patient);
  requireFields(patient, ['age', 'heartRate'], 'for the Wells score and PERC');
  const age = patient.age ?? 0;
  const heartRate = patient.heartRate ?? 0;
  const wells = wellsPe({
    dvtSigns: finding(patient, 'dvt-signs'),
    peMostLikely: finding(patient, 'pe-most-likely'),
    heartRate,
    immobilizationOrSurgery: finding(patient, 'immobilization-or-recent-surgery'),
    previousVte: has(patient, 'vte'),
    hemoptysis: finding(patient, 'hemoptysis'),
    malignancy: has(patient, 'active-cancer'),
  });
  const tier = wellsPeTier(wells.score);
  const ACP = SOURCES.acpPe2015;
  const calculations: Calculation[] = [
    {
      id: 'wells-pe',
      name: 'Wells score for pulmonary embolism',
      value: wells.score,
      category: tier,
      interpretation: `Wells ${wells.score}: ${tier} clinical probability (below 2 low, 2 to 6 moderate, above 6 high); two-level: PE ${wellsPeLikely(wells.score) ? 'likely (above 4)' : 'unlikely (4 or less)'}.`,
      inputs: { heartRate, previousVte: has(patient, 'vte'), malignancy: has(patient, 'active-cancer') },
      assumedAbsent: [
        ...unstated(patient, [
          'dvt-signs',
          'pe-most-likely',
          'immobilization-or-recent-surgery',
          'hemoptysis',
        ]),
        ...notStated(patient, ['vte', 'active-cancer']),
      ],
      source: SOURCES.wellsPe,
    },
  ];
  const recommendations: Recommendation[] = [
    rec(
      'pe-prediction-rule',
      'Estimate pretest probability with a validated clinical prediction rule (Wells or revised Geneva).',
      ACP,
      acp,
      'Best practice advice 1',
    ),
  ];
  const notes: string[] = [];
  const threshold = age > 50 ? age * 10 : 500;
  const dDimerStep = (): void => {
    recommendations.push(
      rec(
        'pe-d-dimer',
        `Measure a high-sensitivity D-dimer first; use the age-adjusted cut-off (age × 10 ng/mL FEU above 50: ${threshold} ng/mL here) rather than 500.`,
        ACP,
        acp,
        'Best practice advice 3 and 4',
      ),
    );
    if (patient.dDimer !== undefined)
      recommendations.push(
        patient.dDimer < threshold
          ? rec(
              'pe-d-dimer-negative',
              `D-dimer ${patient.dDimer} ng/mL is below ${threshold}: do not image.`,
              ACP,
              acp,
              'Best practice advice 5',
            )
          : rec(
              'pe-d-dimer-positive',
              `D-dimer ${patient.dDimer} ng/mL is at or above ${threshold}: CT pulmonary angiography (V/Q scan if CTPA is contraindicated).`,
              ACP,
              acp,
              'Best practice advice 5',
            ),
      );
  };
  let summary: string;
  if (tier === 'high') {
    recommendations.push(
      rec(
        'pe-ctpa',
        'High pretest probability: CT pulmonary angiography; do not use D-dimer (a normal result does not exclude PE).',
        ACP,
        acp,
        'Best practice advice 6',
      ),
    );
    summary = `Wells ${wells.score} (high probability): CT pulmonary angiography.`;
  } else if (tier === 'low' && patient.oxygenSaturation !== undefined) {
    const rule = perc({
      age,
      heartRate,
      oxygenSaturation: patient.oxygenSaturation,
      unilateralLegSwelling: finding(patient, 'unilateral-leg-swelling'),
      hemoptysis: finding(patient, 'hemoptysis'),
      recentSurgeryOrTrauma: finding(patient, 'recent-surgery-or-trauma'),
      previousVte: has(patient, 'vte'),
      hormoneUse: finding(patient, 'hormone-use'),
    });
    calculations.push({
      id: 'perc',
      name: 'Pulmonary Embolism Rule-out Criteria (PERC)',
      value: rule.score,
      category: rule.score === 0 ? 'negative' : 'positive',
      interpretation:
        rule.score === 0
          ? 'PERC negative (all 8 criteria absent) with low pretest probability: PE is ruled out without further testing.'
          : `PERC positive (${rule.items.map((item) => item.label).join(', ')}): PE cannot be ruled out by PERC.`,
      inputs: { age, heartRate, oxygenSaturation: patient.oxygenSaturation },
      assumedAbsent: [
        ...unstated(patient, [
          'unilateral-leg-swelling',
          'hemoptysis',
          'recent-surgery-or-trauma',
          'hormone-use',
        ]),
        ...notStated(patient, ['vte']),
      ],
      source: SOURCES.perc,
    });
    if (rule.score === 0) {
      recommendations.push(
        rec(
          'pe-perc-negative',
          'Low pretest probability and all PERC criteria negative: do not obtain a D-dimer or imaging.',
          ACP,
          acp,
          'Best practice advice 2',
        ),
      );
      summary = `Wells ${wells.score} (low) and PERC negative: PE ruled out without testing.`;
    } else {
      dDimerStep();
      summary = `Wells ${wells.score} (low), PERC positive: high-sensitivity D-dimer.`;
    }
  } else {
    if (tier === 'low') notes.push('Give patient.oxygenSaturation to apply PERC at low pretest probability.');
    dDimerStep();
    summary = `Wells ${wells.score} (${tier} probability): high-sensitivity D-dimer${patient.dDimer !== undefined ? (patient.dDimer < threshold ? ', below the cut-off: no imaging' : ', positive: CTPA') : ''}.`;
  }
  const urgentCare =
    patient.oxygenSaturation !== undefined && patient.oxygenSaturation < 90
      ? `This may be an emergency. Suspected pulmonary embolism with oxygen saturation ${patient.oxygenSaturation}%: emergency assessment now.`
      : undefined;
  return {
    title: 'Suspected pulmonary embolism (Wells, PERC; ACP 2015)',
    summary,
    calculations,
    recommendations,
    cautions: [],
    notes,
    ...(urgentCare ? { urgentCare } : {}),
  };
};

const dvtProtocol = (patient: Patient): ProtocolOutcome => {
  const items: Finding[] = [
    'paralysis-or-cast',
    'bedridden-or-major-surgery',
    'deep-vein-tenderness',
    'entire-leg-swollen',
    'calf-swelling-3cm',
    'pitting-edema',
    'collateral-superficial-veins',
    'alternative-diagnosis-likely',
  ];
  const wells = wellsDvt({
    activeCancer: has(patient, 'active-cancer'),
    paralysisOrCast: finding(patient, 'paralysis-or-cast'),
    bedriddenOrSurgery: finding(patient, 'bedridden-or-major-surgery'),
    deepVeinTenderness: finding(patient, 'deep-vein-tenderness'),
    entireLegSwollen: finding(patient, 'entire-leg-swollen'),
    calfSwelling3cm: finding(patient, 'calf-swelling-3cm'),
    pittingEdema: finding(patient, 'pitting-edema'),
    collateralVeins: finding(patient, 'collateral-superficial-veins'),
    previousDvt: has(patient, 'vte'),
    alternativeDiagnosisLikely: finding(patient, 'alternative-diagnosis-likely'),
  });
  const likely = wells.score >= 2;
  const NICE = SOURCES.niceVte2020;
  const recommendations: Recommendation[] = likely
    ? [
        rec(
          'dvt-likely-ultrasound',
          'DVT likely (Wells 2 or more): proximal leg vein ultrasound within 4 hours (interim anticoagulation if it cannot be done in time); if negative, a D-dimer, and if that is positive, stop interim anticoagulation and repeat the ultrasound 6 to 8 days later.',
          NICE,
          nice,
          'Recommendations 1.1.3 to 1.1.5',
        ),
      ]
    : [
        rec(
          'dvt-unlikely-d-dimer',
          'DVT unlikely (Wells 1 or less): a D-dimer; if positive, proximal leg vein ultrasound within 4 hours; if negative, consider another diagnosis.',
          NICE,
          nice,
          'Recommendations 1.1.6 to 1.1.7',
        ),
      ];
  return {
    title: 'Suspected deep-vein thrombosis (two-level Wells; NICE NG158)',
    summary: `Wells ${wells.score}: DVT ${likely ? 'likely: proximal leg vein ultrasound' : 'unlikely: D-dimer first'}.`,
    calculations: [
      {
        id: 'wells-dvt',
        name: 'Wells score for deep-vein thrombosis',
        value: wells.score,
        category: likely ? 'DVT likely' : 'DVT unlikely',
        interpretation: `Wells ${wells.score} (${wells.items.map((item) => `${item.id} ${item.points > 0 ? '+' : ''}${item.points}`).join(', ') || 'no items'}): DVT ${likely ? 'likely (2 or more)' : 'unlikely (1 or less)'}.`,
        inputs: { activeCancer: has(patient, 'active-cancer'), previousDvt: has(patient, 'vte') },
        assumedAbsent: [...unstated(patient, items), ...notStated(patient, ['active-cancer', 'vte'])],
        source: SOURCES.wellsDvt,
      },
    ],
    recommendations,
    cautions: [],
    notes: [],
  };
};

// ——— asthma (GINA 2024, adults and adolescents) ———

const gina = (levelOfEvidence: string): Evidence => ({ system: 'GINA', levelOfEvidence });

const TRACK1: Record<number, string> = {
  1: 'as-needed low-dose ICS-formoterol',
  2: 'as-needed low-dose ICS-formoterol',
  3: 'low-dose maintenance-and-reliever therapy (MART) with ICS-formoterol',
  4: 'medium-dose MART with ICS-formoterol',
  5: 'add-on LAMA, refer for phenotypic assessment ± biologic therapy; consider high-dose ICS-formoterol MART',
};
const TRACK2: Record<number, string> = {
  1: 'take ICS whenever SABA is taken',
  2: 'low-dose maintenance ICS, with as-needed SABA',
  3: 'low-dose maintenance ICS-LABA, with as-needed SABA (or ICS-SABA)',
  4: 'medium- or high-dose maintenance ICS-LABA, with as-needed SABA (or ICS-SABA)',
  5: 'add-on LAMA, refer for phenotypic assessment ± biologic therapy; consider high-dose ICS-LABA',
};
const STEP_EVIDENCE: Record<number, string> = { 1: 'B', 2: 'A', 3: 'A', 4: 'A', 5: 'A' };

const INITIAL_STEP: Record<NonNullable<Patient['symptomFrequency']>, number> = {
  'under-twice-monthly': 1,
  'twice-monthly-or-more': 2,
  'most-days': 3,
  'daily-or-low-lung-function': 4,
  exacerbation: 4,
};

export const asthmaProtocol = (patient: Patient, _meds: MedicationProfile): ProtocolOutcome => {
  requireFields(patient, ['age'], 'for asthma (the GINA steps differ by age)');
  if (patient.asthmaStep === undefined && patient.symptomFrequency === undefined)
    throw new ProtocolInputError([
      {
        path: 'patient.symptomFrequency',
        message: 'symptomFrequency (to start treatment) or asthmaStep (on treatment) is required for asthma',
      },
    ]);
  const G = SOURCES.gina2024;
  const control = ginaControl({
    daytimeSymptoms: finding(patient, 'daytime-symptoms-over-twice-weekly'),
    nightWaking: finding(patient, 'night-waking'),
    reliever: finding(patient, 'reliever-over-twice-weekly'),
    activityLimitation: finding(patient, 'activity-limitation'),
  });
  const calculations: Calculation[] = [
    {
      id: 'gina-symptom-control',
      name: 'GINA symptom control (past 4 weeks)',
      value: control.score,
      category: control.control,
      interpretation: `${control.score} of 4 (${control.items.map((item) => item.label).join(', ') || 'none'}): ${control.control.replace('-', ' ')} (0 well controlled, 1–2 partly controlled, 3–4 uncontrolled).`,
      inputs: {},
      assumedAbsent: unstated(patient, [
        'daytime-symptoms-over-twice-weekly',
        'night-waking',
        'reliever-over-twice-weekly',
        'activity-limitation',
      ]),
      source: G,
    },
  ];
  if ((patient.age ?? 0) < 12)
    return {
      title: 'Asthma (GINA 2024)',
      summary: 'The GINA treatment steps for children 11 and younger differ and are not given here.',
      calculations,
      recommendations: [],
      cautions: [],
      notes: [
        'GINA 2024 gives separate steps for children 6 to 11 and 5 and younger; this protocol covers adults and adolescents (12 and older).',
      ],
    };
  const recommendations: Recommendation[] = [
    rec(
      'asthma-no-saba-only',
      'SABA-only treatment is not recommended: every adult and adolescent with asthma should receive ICS-containing treatment.',
      G,
      gina('A'),
      'Box 4-3',
    ),
  ];
  let step: number;
  let summary: string;
  if (patient.asthmaStep !== undefined && patient.asthmaStep > 0) {
    const current = patient.asthmaStep;
    if (control.control === 'well-controlled') {
      step = current;
      recommendations.push(
        rec(
          'asthma-step-down',
          `Well controlled at Step ${current}: continue; once control has held for 3 months, consider stepping down (not stopping ICS).`,
          G,
          gina('B'),
          'Box 4-13',
        ),
      );
      summary = `Well controlled at Step ${current}.`;
    } else {
      step = Math.min(current + 1, 5);
      recommendations.push(
        rec(
          'asthma-check-before-step-up',
          'Before stepping up, check inhaler technique and adherence, modifiable risk factors and comorbidities, and confirm the diagnosis.',
          G,
          gina('A'),
          'Box 4-4',
        ),
      );
      summary = `${control.control === 'uncontrolled' ? 'Uncontrolled' : 'Partly controlled'} at Step ${current}: consider Step ${step}.`;
    }
  } else {
    step = INITIAL_STEP[patient.symptomFrequency ?? 'under-twice-monthly'];
    summary = `Starting treatment at Step ${step}.`;
    if (patient.symptomFrequency === 'exacerbation')
      recommendations.push(
        rec(
          'asthma-initial-exacerbation',
          'Presenting with severely uncontrolled asthma or an exacerbation: start at Step 4 with a short course of oral corticosteroids.',
          G,
          gina('D'),
          'Box 4-4',
        ),
      );
  }
  recommendations.push(
    rec(
      'asthma-track1',
      `Track 1 (preferred, ICS-formoterol reliever), Step ${step}: ${TRACK1[step]}.`,
      G,
      gina(STEP_EVIDENCE[step] ?? 'A'),
      'Box 4-6',
    ),
    rec(
      'asthma-track2',
      `Track 2 (alternative, SABA reliever), Step ${step}: ${TRACK2[step]}.`,
      G,
      gina(STEP_EVIDENCE[step] ?? 'A'),
      'Box 4-6',
    ),
    rec(
      'asthma-review',
      'Review response 2 to 3 months after starting or changing treatment, and give a written asthma action plan.',
      G,
      gina('A'),
      'Box 4-2',
    ),
  );
  const urgentCare =
    patient.symptomFrequency === 'exacerbation' ||
    (patient.oxygenSaturation !== undefined && patient.oxygenSaturation < 92)
      ? 'This needs prompt medical attention. An asthma attack with trouble speaking, drowsiness, confusion, oxygen saturation below 90% or no response to the reliever is an emergency: call 911.'
      : undefined;
  return {
    title: 'Asthma: adults and adolescents (GINA 2024)',
    summary,
    calculations,
    recommendations,
    cautions: [],
    notes: [],
    ...(urgentCare ? { urgentCare } : {}),
  };
};
