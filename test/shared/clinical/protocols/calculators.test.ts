import { describe, expect, it } from 'vitest';
import {
  albuminuriaStage,
  ckdRisk,
  gfrStage,
  monitoringPerYear,
} from '../../../../shared/clinical/protocols/kidney.ts';
import {
  pceOutOfRange,
  pceSum,
  pooledCohortRisk,
  riskCategory,
} from '../../../../shared/clinical/protocols/pce.ts';
import {
  CURB65_MORTALITY,
  cha2ds2Vasc,
  curb65,
  ginaControl,
  HAS_BLED_CREATININE_MG_DL,
  hasBled,
  perc,
  wellsDvt,
  wellsPe,
  wellsPeLikely,
  wellsPeTier,
} from '../../../../shared/clinical/protocols/scores.ts';

describe('Pooled Cohort Equations (Goff et al. 2013)', () => {
  // Goff DC Jr et al., 2013 ACC/AHA Guideline on the Assessment of Cardiovascular Risk, Table A,
  // worked example: age 55, total cholesterol 213, HDL 50, untreated systolic 120, nonsmoker, no
  // diabetes. The table sums rounded per-term products, so the sums agree to ±0.02 and the risks to
  // ±0.1 percentage point (the white-male risk from the unrounded sum is 5.38%, the table says 5.3%).
  const example = {
    age: 55,
    totalCholesterol: 213,
    hdl: 50,
    systolic: 120,
    onBpTreatment: false,
    smoker: false,
    diabetes: false,
  };
  it.each([
    ['female', 'white', -29.67, 2.1],
    ['female', 'black', 86.16, 3.0],
    ['male', 'white', 60.69, 5.3],
    ['male', 'black', 18.97, 6.1],
  ] as const)('%s %s: sum %d, risk %d%%', (sex, race, sum, percent) => {
    const input = { ...example, sex, race };
    expect(Math.abs(pceSum(input) - sum)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(pooledCohortRisk(input) * 100 - percent)).toBeLessThanOrEqual(0.1);
  });

  it('uses the white equations for races other than African American (the guideline’s advice)', () => {
    const white = pooledCohortRisk({ ...example, sex: 'female', race: 'white' });
    expect(pooledCohortRisk({ ...example, sex: 'female', race: 'other' })).toBe(white);
  });

  it('raises risk with treatment of the same pressure, smoking and diabetes, in all four equations', () => {
    for (const sex of ['female', 'male'] as const)
      for (const race of ['white', 'black'] as const) {
        const base = pooledCohortRisk({ ...example, sex, race, systolic: 140 });
        expect(
          pooledCohortRisk({ ...example, sex, race, systolic: 140, onBpTreatment: true }),
        ).toBeGreaterThan(base);
        expect(pooledCohortRisk({ ...example, sex, race, systolic: 140, smoker: true })).toBeGreaterThan(
          base,
        );
        expect(pooledCohortRisk({ ...example, sex, race, systolic: 140, diabetes: true })).toBeGreaterThan(
          base,
        );
      }
  });

  it('names inputs outside the derivation ranges, at each edge', () => {
    const ok = { ...example, sex: 'male' as const, race: 'white' as const };
    expect(pceOutOfRange({ ...ok, age: 40 })).toEqual([]);
    expect(pceOutOfRange({ ...ok, age: 79 })).toEqual([]);
    expect(pceOutOfRange({ ...ok, age: 39 }).map((item) => item.field)).toEqual(['age']);
    expect(pceOutOfRange({ ...ok, age: 80 }).map((item) => item.field)).toEqual(['age']);
    expect(
      pceOutOfRange({ ...ok, totalCholesterol: 129, hdl: 101, systolic: 201 }).map((item) => item.field),
    ).toEqual(['totalCholesterol', 'hdl', 'systolic']);
    expect(pceOutOfRange({ ...ok, totalCholesterol: 320, hdl: 20, systolic: 90 })).toEqual([]);
  });

  it.each([
    [4.9, 'low'],
    [5, 'borderline'],
    [7.4, 'borderline'],
    [7.5, 'intermediate'],
    [19.9, 'intermediate'],
    [20, 'high'],
  ] as const)('10-year risk %d%% is %s (2018 ACC/AHA)', (percent, category) => {
    expect(riskCategory(percent)).toBe(category);
  });
});

describe('CHA2DS2-VASc (Lip et al. 2010)', () => {
  const none = {
    heartFailure: false,
    hypertension: false,
    age: 50,
    diabetes: false,
    strokeTiaThromboembolism: false,
    vascularDisease: false,
    female: false,
  };
  it.each([
    [64, 0],
    [65, 1],
    [74, 1],
    [75, 2],
  ])('age %i scores %i', (age, score) => {
    expect(cha2ds2Vasc({ ...none, age }).score).toBe(score);
  });
  it('scores every item, up to the maximum of 9', () => {
    expect(
      cha2ds2Vasc({
        heartFailure: true,
        hypertension: true,
        age: 80,
        diabetes: true,
        strokeTiaThromboembolism: true,
        vascularDisease: true,
        female: true,
      }).score,
    ).toBe(9);
    expect(cha2ds2Vasc({ ...none, strokeTiaThromboembolism: true }).score).toBe(2);
    expect(cha2ds2Vasc({ ...none, female: true }).items.map((item) => item.id)).toEqual(['Sc']);
  });
  it('scores a 72-year-old woman with hypertension and diabetes 4 (A, Sc, H, D)', () => {
    expect(cha2ds2Vasc({ ...none, age: 72, female: true, hypertension: true, diabetes: true }).score).toBe(4);
  });
});

describe('HAS-BLED (Pisters et al. 2010)', () => {
  const none = {
    abnormalRenal: false,
    abnormalLiver: false,
    stroke: false,
    bleeding: false,
    labileInr: false,
    age: 50,
    antiplateletOrNsaid: false,
    alcohol: false,
  };
  it('counts uncontrolled hypertension above 160 systolic, elderly above 65', () => {
    expect(hasBled({ ...none, systolic: 160 }).score).toBe(0);
    expect(hasBled({ ...none, systolic: 161 }).score).toBe(1);
    expect(hasBled({ ...none, age: 65 }).score).toBe(0);
    expect(hasBled({ ...none, age: 66 }).score).toBe(1);
  });
  it('scores all nine items', () => {
    expect(
      hasBled({
        systolic: 170,
        abnormalRenal: true,
        abnormalLiver: true,
        stroke: true,
        bleeding: true,
        labileInr: true,
        age: 70,
        antiplateletOrNsaid: true,
        alcohol: true,
      }).score,
    ).toBe(9);
  });
  it('reads abnormal renal function as creatinine 200 µmol/L (2.26 mg/dL) or more', () => {
    expect(HAS_BLED_CREATININE_MG_DL).toBeCloseTo(2.262, 3);
  });
});

describe('CURB-65 (Lim et al. 2003)', () => {
  const calm = { confusion: false, urea: 5, respiratoryRate: 18, systolic: 120, diastolic: 80, age: 40 };
  it.each([
    [{ urea: 7 }, 0],
    [{ urea: 7.1 }, 1],
    [{ urea: undefined, bun: 19 }, 0],
    [{ urea: undefined, bun: 20 }, 1],
    [{ respiratoryRate: 29 }, 0],
    [{ respiratoryRate: 30 }, 1],
    [{ systolic: 90 }, 0],
    [{ systolic: 89 }, 1],
    [{ diastolic: 61 }, 0],
    [{ diastolic: 60 }, 1],
    [{ age: 64 }, 0],
    [{ age: 65 }, 1],
    [{ confusion: true }, 1],
  ])('%o scores %i', (change, score) => {
    const { urea, ...rest } = { ...calm, ...change };
    expect(curb65({ ...rest, ...(urea !== undefined ? { urea } : {}) }).score).toBe(score);
  });
  it('falls back to CRB-65 without urea, and scores 5 at most', () => {
    const { urea: _urea, ...noUrea } = calm;
    expect(curb65(noUrea).variant).toBe('CRB-65');
    expect(
      curb65({ confusion: true, urea: 12, respiratoryRate: 32, systolic: 85, diastolic: 50, age: 80 }).score,
    ).toBe(5);
    expect(CURB65_MORTALITY).toEqual([0.7, 2.1, 9.2, 14.5, 40, 57]);
  });
});

describe('Wells (PE, Wells et al. 2000) and PERC (Kline et al. 2004)', () => {
  const none = {
    dvtSigns: false,
    peMostLikely: false,
    heartRate: 80,
    immobilizationOrSurgery: false,
    previousVte: false,
    hemoptysis: false,
    malignancy: false,
  };
  it('scores heart rate above 100 (not 100) 1.5', () => {
    expect(wellsPe({ ...none, heartRate: 100 }).score).toBe(0);
    expect(wellsPe({ ...none, heartRate: 101 }).score).toBe(1.5);
  });
  it('scores every item, up to 12.5', () => {
    expect(
      wellsPe({
        dvtSigns: true,
        peMostLikely: true,
        heartRate: 120,
        immobilizationOrSurgery: true,
        previousVte: true,
        hemoptysis: true,
        malignancy: true,
      }).score,
    ).toBe(12.5);
  });
  it.each([
    [1.5, 'low', false],
    [2, 'moderate', false],
    [4, 'moderate', false],
    [4.5, 'moderate', true],
    [6, 'moderate', true],
    [6.5, 'high', true],
  ] as const)('%d is %s probability; PE likely: %s', (score, tier, likely) => {
    expect(wellsPeTier(score)).toBe(tier);
    expect(wellsPeLikely(score)).toBe(likely);
  });
  const clear = {
    age: 49,
    heartRate: 99,
    oxygenSaturation: 95,
    unilateralLegSwelling: false,
    hemoptysis: false,
    recentSurgeryOrTrauma: false,
    previousVte: false,
    hormoneUse: false,
  };
  it('PERC is negative only with all eight criteria absent, at each edge', () => {
    expect(perc(clear).score).toBe(0);
    expect(perc({ ...clear, age: 50 }).score).toBe(1);
    expect(perc({ ...clear, heartRate: 100 }).score).toBe(1);
    expect(perc({ ...clear, oxygenSaturation: 94.9 }).score).toBe(1);
    expect(perc({ ...clear, hormoneUse: true, hemoptysis: true }).score).toBe(2);
  });
});

describe('Wells (DVT, Wells et al. 2003)', () => {
  const none = {
    activeCancer: false,
    paralysisOrCast: false,
    bedriddenOrSurgery: false,
    deepVeinTenderness: false,
    entireLegSwollen: false,
    calfSwelling3cm: false,
    pittingEdema: false,
    collateralVeins: false,
    previousDvt: false,
    alternativeDiagnosisLikely: false,
  };
  it('adds one per item and takes 2 for an alternative diagnosis', () => {
    expect(wellsDvt(none).score).toBe(0);
    expect(wellsDvt({ ...none, calfSwelling3cm: true, pittingEdema: true }).score).toBe(2);
    expect(wellsDvt({ ...none, calfSwelling3cm: true, alternativeDiagnosisLikely: true }).score).toBe(-1);
  });
});

describe('GINA 2024 symptom control', () => {
  it.each([
    [0, 'well-controlled'],
    [1, 'partly-controlled'],
    [2, 'partly-controlled'],
    [3, 'uncontrolled'],
    [4, 'uncontrolled'],
  ] as const)('%i of 4 is %s', (count, control) => {
    const flags = [count >= 1, count >= 2, count >= 3, count >= 4];
    expect(
      ginaControl({
        daytimeSymptoms: flags[0] ?? false,
        nightWaking: flags[1] ?? false,
        reliever: flags[2] ?? false,
        activityLimitation: flags[3] ?? false,
      }).control,
    ).toBe(control);
  });
});

describe('KDIGO 2024 staging', () => {
  it.each([
    [90, 'G1'],
    [89.9, 'G2'],
    [60, 'G2'],
    [59.9, 'G3a'],
    [45, 'G3a'],
    [44.9, 'G3b'],
    [30, 'G3b'],
    [29.9, 'G4'],
    [15, 'G4'],
    [14.9, 'G5'],
  ])('eGFR %d is %s', (egfr, stage) => {
    expect(gfrStage(egfr)).toBe(stage);
  });
  it.each([
    [29.9, 'A1'],
    [30, 'A2'],
    [300, 'A2'],
    [300.1, 'A3'],
  ])('ACR %d mg/g is %s', (acr, stage) => {
    expect(albuminuriaStage(acr)).toBe(stage);
  });
  it('follows the heat map and the monitoring figure', () => {
    expect(ckdRisk('G2', 'A1')).toBe('low');
    expect(ckdRisk('G3a', 'A1')).toBe('moderately increased');
    expect(ckdRisk('G1', 'A3')).toBe('high');
    expect(ckdRisk('G3b', 'A1')).toBe('high');
    expect(ckdRisk('G3a', 'A3')).toBe('very high');
    expect(ckdRisk('G4', 'A1')).toBe('very high');
    expect(monitoringPerYear('G3a', 'A2')).toBe(2);
    expect(monitoringPerYear('G4', 'A3')).toBe(4);
  });
});
