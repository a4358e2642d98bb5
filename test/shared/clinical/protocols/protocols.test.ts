import { describe, expect, it } from 'vitest';
import {
  CONDITIONS,
  type Patient,
  ProtocolInputError,
  recommendProtocol,
} from '../../../../shared/clinical/protocols/index.ts';

const ids = (result: { recommendations: Array<{ id: string }> }) =>
  result.recommendations.map((item) => item.id);
const cautionIds = (result: { cautions: Array<{ id: string }> }) => result.cautions.map((item) => item.id);
const inputError = (run: () => unknown): ProtocolInputError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ProtocolInputError) return error;
    throw error;
  }
  throw new Error('expected a ProtocolInputError');
};

describe('hypertension (2017 ACC/AHA)', () => {
  const lowRisk: Patient = { age: 45, sex: 'female', race: 'white', totalCholesterol: 180, hdl: 60 };
  it('recommends lifestyle and a recheck below stage 1', () => {
    expect(ids(recommendProtocol('hypertension', { ...lowRisk, systolic: 119, diastolic: 79 }))).toEqual([
      'hbp-normal-recheck',
    ]);
    expect(ids(recommendProtocol('hypertension', { ...lowRisk, systolic: 129, diastolic: 79 }))).toContain(
      'hbp-elevated-recheck',
    );
  });
  it('treats stage 1 with medication only at 10% risk or more, or with diabetes, CKD, CVD or age 65', () => {
    const low = recommendProtocol('hypertension', { ...lowRisk, systolic: 130, diastolic: 80 });
    expect(low.calculations.find((item) => item.id === 'ascvd-10-year-risk')?.value).toBeLessThan(10);
    expect(ids(low)).toContain('hbp-stage1-low-risk');
    expect(ids(low)).not.toContain('hbp-stage1-treat');
    expect(
      ids(
        recommendProtocol('hypertension', {
          ...lowRisk,
          systolic: 130,
          diastolic: 80,
          history: ['diabetes'],
        }),
      ),
    ).toContain('hbp-stage1-treat');
    expect(
      ids(recommendProtocol('hypertension', { ...lowRisk, systolic: 130, diastolic: 80, egfr: 55 })),
    ).toContain('hbp-stage1-treat');
    expect(ids(recommendProtocol('hypertension', { systolic: 130, diastolic: 80, age: 65 }))).toContain(
      'hbp-stage1-treat',
    );
    const risky = recommendProtocol('hypertension', {
      age: 60,
      sex: 'male',
      race: 'white',
      totalCholesterol: 240,
      hdl: 35,
      smoker: true,
      systolic: 134,
      diastolic: 78,
    });
    expect(risky.calculations.find((item) => item.id === 'ascvd-10-year-risk')?.value).toBeGreaterThanOrEqual(
      10,
    );
    expect(ids(risky)).toContain('hbp-stage1-treat');
    expect(ids(risky)).toContain('hbp-target-130-80');
  });
  it('starts two agents only more than 20/10 above the 130/80 target', () => {
    expect(
      ids(recommendProtocol('hypertension', { ...lowRisk, systolic: 150, diastolic: 90 })),
    ).not.toContain('hbp-two-drugs');
    expect(ids(recommendProtocol('hypertension', { ...lowRisk, systolic: 151, diastolic: 90 }))).toContain(
      'hbp-two-drugs',
    );
    expect(ids(recommendProtocol('hypertension', { ...lowRisk, systolic: 140, diastolic: 91 }))).toContain(
      'hbp-two-drugs',
    );
  });
  it('leads with urgent care above 180/120, not at it', () => {
    const crisis = recommendProtocol('hypertension', { systolic: 181, diastolic: 100 });
    expect(crisis.urgentCare).toMatch(/hypertensive crisis/);
    expect(ids(crisis)[0]).toBe('hbp-emergency-icu');
    expect(recommendProtocol('hypertension', { systolic: 180, diastolic: 120 }).urgentCare).toBeUndefined();
  });
  it('flags an ACE inhibitor in pregnancy, and an ACE inhibitor with an ARB', () => {
    const result = recommendProtocol('hypertension', {
      systolic: 145,
      diastolic: 95,
      pregnant: true,
      medications: ['lisinopril 10 mg', 'losartan'],
    });
    expect(cautionIds(result)).toEqual(expect.arrayContaining(['raas-pregnancy', 'ace-plus-arb']));
    expect(ids(result)).toContain('hbp-pregnancy');
  });
  it('says why ASCVD risk was not calculated', () => {
    expect(recommendProtocol('hypertension', { systolic: 135, diastolic: 85, age: 50 }).notes[0]).toMatch(
      /patient\.sex, patient\.totalCholesterol, patient\.hdl/,
    );
    expect(
      recommendProtocol('hypertension', {
        systolic: 135,
        diastolic: 85,
        age: 82,
        sex: 'male',
        totalCholesterol: 200,
        hdl: 50,
      }).notes[0],
    ).toMatch(/age 40 to 79/);
  });
  it('needs both pressures', () => {
    expect(inputError(() => recommendProtocol('hypertension', { systolic: 140 })).issues).toEqual([
      { path: 'patient.diastolic', message: 'diastolic is required to classify blood pressure' },
    ]);
  });
});

describe('type 2 diabetes (ADA 2025)', () => {
  it.each([
    [29, 'metformin-egfr-below-30'],
    [30, 'metformin-egfr-30-44'],
    [44, 'metformin-egfr-30-44'],
  ])('eGFR %i cautions %s', (egfr, id) => {
    expect(cautionIds(recommendProtocol('type-2-diabetes', { egfr }))).toContain(id);
  });
  it('has no metformin caution at eGFR 45', () => {
    expect(
      cautionIds(recommendProtocol('type-2-diabetes', { egfr: 45 })).filter((id) =>
        id.startsWith('metformin'),
      ),
    ).toEqual([]);
  });
  it('gives an SGLT2 inhibitor or GLP-1 RA for ASCVD, heart failure or CKD, and stops SGLT2i below eGFR 20', () => {
    const result = recommendProtocol('type-2-diabetes', { history: ['ascvd', 'heart-failure'], egfr: 19 });
    expect(ids(result)).toEqual(expect.arrayContaining(['dm-ascvd', 'dm-heart-failure', 'dm-ckd']));
    expect(cautionIds(result)).toEqual(
      expect.arrayContaining(['sglt2i-egfr-below-20', 'metformin-egfr-below-30']),
    );
    expect(
      cautionIds(recommendProtocol('type-2-diabetes', { history: ['heart-failure'], egfr: 20 })),
    ).not.toContain('sglt2i-egfr-below-20');
    expect(
      cautionIds(recommendProtocol('type-2-diabetes', { history: ['heart-failure'], egfr: 20 })),
    ).toContain('sglt2i-egfr-below-45');
  });
  it('derives eGFR from creatinine with CKD-EPI 2021', () => {
    const result = recommendProtocol('type-2-diabetes', { creatinine: 2.5, age: 70, sex: 'male' });
    const egfr = result.calculations.find((item) => item.id === 'egfr');
    expect(egfr?.value).toBe(27);
    expect(cautionIds(result)).toContain('metformin-egfr-below-30');
  });
  it('adds combination therapy at 1.5 points above goal and insulin above 10%', () => {
    expect(ids(recommendProtocol('type-2-diabetes', { a1c: 8.4 }))).not.toContain('dm-combination');
    expect(ids(recommendProtocol('type-2-diabetes', { a1c: 8.5 }))).toContain('dm-combination');
    expect(ids(recommendProtocol('type-2-diabetes', { a1c: 10 }))).not.toContain('dm-insulin');
    expect(ids(recommendProtocol('type-2-diabetes', { a1c: 10.1 }))).toContain('dm-insulin');
  });
  it('prefers insulin in pregnancy', () => {
    const result = recommendProtocol('type-2-diabetes', { pregnant: true, medications: ['Ozempic'] });
    expect(ids(result)).toContain('dm-pregnancy');
    expect(cautionIds(result)).toContain('glucose-lowering-pregnancy');
  });
});

describe('cholesterol (2018 AHA/ACC statin benefit groups)', () => {
  it('high-intensity statin for ASCVD up to 75, moderate or high after', () => {
    expect(ids(recommendProtocol('cholesterol', { age: 75, history: ['ascvd'] }))).toContain('chol-ascvd');
    expect(ids(recommendProtocol('cholesterol', { age: 76, history: ['ascvd'] }))).toContain(
      'chol-ascvd-older',
    );
  });
  it('treats LDL-C 190 without risk calculation, not 189', () => {
    expect(ids(recommendProtocol('cholesterol', { age: 30, ldl: 190 }))).toContain('chol-ldl-190');
    expect(ids(recommendProtocol('cholesterol', { age: 30, ldl: 189 }))).not.toContain('chol-ldl-190');
  });
  it('moderate-intensity statin with diabetes at 40 to 75', () => {
    expect(ids(recommendProtocol('cholesterol', { age: 40, history: ['diabetes'] }))).toContain(
      'chol-diabetes',
    );
    expect(ids(recommendProtocol('cholesterol', { age: 39, history: ['diabetes'] }))).not.toContain(
      'chol-diabetes',
    );
  });
  it('groups primary prevention by the Pooled Cohort risk', () => {
    const base = {
      sex: 'male',
      race: 'white',
      totalCholesterol: 213,
      hdl: 50,
      systolic: 120,
      ldl: 130,
    } as const;
    expect(ids(recommendProtocol('cholesterol', { ...base, age: 55 }))).toContain('chol-borderline'); // 5.4%
    expect(ids(recommendProtocol('cholesterol', { ...base, age: 55, smoker: true }))).toContain(
      'chol-intermediate',
    );
    expect(ids(recommendProtocol('cholesterol', { ...base, age: 45 }))).toContain('chol-low');
    expect(
      ids(recommendProtocol('cholesterol', { ...base, age: 70, smoker: true, systolic: 160 })),
    ).toContain('chol-high-risk');
  });
  it('stops a statin in pregnancy', () => {
    const result = recommendProtocol('cholesterol', {
      age: 32,
      sex: 'female',
      pregnant: true,
      ldl: 200,
      medications: ['atorvastatin'],
    });
    expect(result.cautions.find((item) => item.id === 'statin-pregnancy')).toMatchObject({
      severity: 'contraindicated',
      evidence: { classOfRecommendation: 'I', levelOfEvidence: 'C-LD' },
    });
  });
});

describe('CKD (KDIGO 2024)', () => {
  it('stages, grades risk and refers below eGFR 30', () => {
    const result = recommendProtocol('ckd', { egfr: 29, acr: 250, history: ['diabetes'], age: 60 });
    expect(result.calculations.find((item) => item.id === 'kdigo-stage')).toMatchObject({
      value: 'G4A2',
      category: 'very high',
    });
    expect(ids(result)).toEqual(
      expect.arrayContaining(['ckd-rasi', 'ckd-sglt2i', 'ckd-statin', 'ckd-finerenone', 'ckd-refer']),
    );
    expect(ids(recommendProtocol('ckd', { egfr: 30, acr: 20 }))).not.toContain('ckd-refer');
  });
  it('uses CKD-EPI 2021 from creatinine and needs kidney function', () => {
    expect(recommendProtocol('ckd', { creatinine: 1.0, age: 50, sex: 'male' }).calculations[0]?.value).toBe(
      92,
    );
    expect(inputError(() => recommendProtocol('ckd', { acr: 40 })).issues[0]?.path).toBe('patient.egfr');
  });
});

describe('atrial fibrillation (2023 ACC/AHA/ACCP/HRS)', () => {
  it.each([
    ['male', 64, [], 'af-low-risk'],
    ['male', 65, [], 'af-anticoagulate-reasonable'],
    ['male', 65, ['hypertension'], 'af-anticoagulate'],
    ['female', 64, [], 'af-low-risk'],
    ['female', 65, [], 'af-anticoagulate-reasonable'],
    ['female', 65, ['diabetes'], 'af-anticoagulate'],
  ] as const)('%s, %i, %o: %s', (sex, age, history, id) => {
    expect(ids(recommendProtocol('atrial-fibrillation', { sex, age, history: [...history] }))).toContain(id);
  });
  it('checks the anticoagulant against an NSAID with the interaction checker', () => {
    const result = recommendProtocol('atrial-fibrillation', {
      sex: 'female',
      age: 72,
      history: ['hypertension'],
      medications: ['naproxen'],
    });
    expect(
      result.cautions.find((item) => item.id.startsWith('interaction-oral-anticoagulant')),
    ).toMatchObject({ severity: 'avoid' });
    expect(result.calculations.find((item) => item.id === 'has-bled')?.value).toBe(2);
  });
  it('contraindicates a DOAC with a mechanical valve', () => {
    const result = recommendProtocol('atrial-fibrillation', {
      sex: 'male',
      age: 70,
      history: ['mechanical-valve'],
      medications: ['Eliquis'],
    });
    expect(cautionIds(result)).toContain('doac-mechanical-valve');
    expect(ids(result)).toContain('af-warfarin-valve');
  });
  it('lists the score items the request did not state', () => {
    const result = recommendProtocol('atrial-fibrillation', { sex: 'male', age: 50 });
    expect(result.calculations[0]?.assumedAbsent).toEqual([
      'heart-failure',
      'diabetes',
      'stroke-tia',
      'hypertension',
      'vascular-disease',
    ]);
  });
});

describe('pneumonia (CURB-65; 2019 ATS/IDSA)', () => {
  const base = { age: 40, respiratoryRate: 18, systolic: 120, diastolic: 80, bun: 12 };
  it('treats at home with amoxicillin at 0–1 without comorbidities', () => {
    const result = recommendProtocol('pneumonia', base);
    expect(result.calculations[0]).toMatchObject({ id: 'curb-65', value: 0, category: 'low' });
    expect(ids(result)).toContain('cap-outpatient-healthy');
    expect(result.urgentCare).toBeUndefined();
  });
  it('leads with urgent care at 3', () => {
    const result = recommendProtocol('pneumonia', {
      ...base,
      age: 70,
      respiratoryRate: 30,
      findings: ['confusion'],
    });
    expect(result.calculations[0]?.value).toBe(3);
    expect(result.urgentCare).toMatch(/severe pneumonia/);
    expect(ids(result)).toContain('cap-severe');
  });
  it('uses CRB-65 without urea', () => {
    const { bun: _bun, ...noUrea } = base;
    expect(recommendProtocol('pneumonia', noUrea).calculations[0]?.id).toBe('crb-65');
  });
});

describe('VTE (Wells, PERC; ACP 2015, NICE NG158)', () => {
  it('rules out PE with low probability and negative PERC', () => {
    const result = recommendProtocol('vte', {
      suspected: 'pe',
      age: 30,
      heartRate: 80,
      oxygenSaturation: 98,
    });
    expect(ids(result)).toContain('pe-perc-negative');
  });
  it('uses the age-adjusted D-dimer cut-off above 50', () => {
    const result = recommendProtocol('vte', {
      suspected: 'pe',
      age: 70,
      heartRate: 110,
      dDimer: 650,
      findings: ['hemoptysis'],
    });
    expect(result.calculations[0]).toMatchObject({ value: 2.5, category: 'moderate' });
    expect(ids(result)).toContain('pe-d-dimer-negative');
    expect(
      ids(
        recommendProtocol('vte', {
          suspected: 'pe',
          age: 70,
          heartRate: 110,
          dDimer: 700,
          findings: ['hemoptysis'],
        }),
      ),
    ).toContain('pe-d-dimer-positive');
  });
  it('goes straight to CTPA at high probability', () => {
    expect(
      ids(
        recommendProtocol('vte', {
          suspected: 'pe',
          age: 60,
          heartRate: 120,
          findings: ['dvt-signs', 'pe-most-likely'],
        }),
      ),
    ).toContain('pe-ctpa');
  });
  it('applies the two-level Wells DVT score', () => {
    expect(ids(recommendProtocol('vte', { suspected: 'dvt', findings: ['calf-swelling-3cm'] }))).toContain(
      'dvt-unlikely-d-dimer',
    );
    expect(
      ids(recommendProtocol('vte', { suspected: 'dvt', findings: ['calf-swelling-3cm', 'pitting-edema'] })),
    ).toContain('dvt-likely-ultrasound');
  });
  it('needs to know which is suspected', () => {
    expect(inputError(() => recommendProtocol('vte', { age: 40 })).issues[0]?.path).toBe('patient.suspected');
  });
});

describe('asthma (GINA 2024)', () => {
  it.each([
    ['under-twice-monthly', 1],
    ['twice-monthly-or-more', 2],
    ['most-days', 3],
    ['daily-or-low-lung-function', 4],
    ['exacerbation', 4],
  ] as const)('starts %s at Step %i', (symptomFrequency, step) => {
    expect(recommendProtocol('asthma', { age: 30, symptomFrequency }).summary).toBe(
      `Starting treatment at Step ${step}.`,
    );
  });
  it('steps up when not well controlled, and considers stepping down when it is', () => {
    expect(recommendProtocol('asthma', { age: 30, asthmaStep: 2, findings: ['night-waking'] }).summary).toBe(
      'Partly controlled at Step 2: consider Step 3.',
    );
    expect(
      recommendProtocol('asthma', {
        age: 30,
        asthmaStep: 5,
        findings: ['night-waking', 'activity-limitation', 'reliever-over-twice-weekly'],
      }).summary,
    ).toBe('Uncontrolled at Step 5: consider Step 5.');
    expect(ids(recommendProtocol('asthma', { age: 30, asthmaStep: 3 }))).toContain('asthma-step-down');
  });
  it('does not give adult steps to children', () => {
    expect(recommendProtocol('asthma', { age: 11, symptomFrequency: 'most-days' }).recommendations).toEqual(
      [],
    );
  });
});

describe('every protocol', () => {
  const cases: Array<[(typeof CONDITIONS)[number], Patient]> = [
    [
      'hypertension',
      {
        systolic: 150,
        diastolic: 95,
        age: 60,
        sex: 'male',
        totalCholesterol: 200,
        hdl: 45,
        history: ['diabetes', 'ckd'],
        pregnant: true,
        medications: ['lisinopril', 'losartan', 'atorvastatin'],
      },
    ],
    ['type-2-diabetes', { a1c: 11, egfr: 35, acr: 400, history: ['ascvd', 'heart-failure'], pregnant: true }],
    [
      'cholesterol',
      {
        age: 50,
        sex: 'female',
        race: 'black',
        totalCholesterol: 250,
        hdl: 40,
        systolic: 150,
        ldl: 170,
        history: ['diabetes'],
        smoker: true,
      },
    ],
    [
      'ckd',
      { egfr: 25, acr: 500, age: 60, history: ['diabetes', 'heart-failure'], medications: ['ibuprofen'] },
    ],
    [
      'atrial-fibrillation',
      {
        age: 80,
        sex: 'female',
        systolic: 170,
        creatinine: 2.5,
        history: ['heart-failure', 'stroke-tia', 'bleeding'],
        medications: ['aspirin', 'warfarin'],
      },
    ],
    [
      'pneumonia',
      {
        age: 80,
        respiratoryRate: 32,
        systolic: 85,
        diastolic: 50,
        urea: 9,
        findings: ['confusion'],
        history: ['diabetes'],
      },
    ],
    ['vte', { suspected: 'pe', age: 55, heartRate: 90, oxygenSaturation: 93 }],
    ['asthma', { age: 40, symptomFrequency: 'exacerbation' }],
  ];
  it.each(cases)(
    '%s: each recommendation and calculation cites a guideline with its year and grading',
    (condition, patient) => {
      const result = recommendProtocol(condition, patient);
      expect(result.recommendations.length).toBeGreaterThan(0);
      for (const item of [...result.recommendations, ...result.calculations, ...result.cautions]) {
        expect(item.source.year).toBeGreaterThanOrEqual(2000);
        expect(item.source.url).toMatch(/^https:\/\//);
      }
      for (const item of result.recommendations)
        expect(item.evidence.levelOfEvidence.length).toBeGreaterThan(0);
      expect(result.guidelines.length).toBeGreaterThan(0);
    },
  );
  it('covers every condition', () => {
    expect(cases.map(([condition]) => condition).sort()).toEqual([...CONDITIONS].sort());
  });
});
