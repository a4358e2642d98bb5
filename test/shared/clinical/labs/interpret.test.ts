import { describe, expect, it } from 'vitest';
import { LAB_TESTS } from '../../../../shared/clinical/labs/catalog.ts';
import {
  ckdEpi2021,
  findLabTest,
  gfrCategory,
  interpretResult,
  interpretResults,
  LabInputError,
  parseNumericText,
} from '../../../../shared/clinical/labs/interpret.ts';

const flag = (test: string, value: number | string, unit?: string, sex?: 'female' | 'male') =>
  interpretResult({ test, value, ...(unit ? { unit } : {}) }, sex).flag;

describe('the lab catalog', () => {
  it('covers at least 40 tests, each with a LOINC code, a UCUM unit and a source', () => {
    expect(LAB_TESTS.length).toBeGreaterThanOrEqual(40);
    for (const test of LAB_TESTS) {
      expect(test.loinc).toMatch(/^\d{1,7}-\d$/);
      expect(
        interpretResult(
          {
            test: test.loinc,
            value: test.qualitative
              ? 'negative'
              : ((test.plausible?.[0] ?? 0) + (test.plausible?.[1] ?? 2)) / 2,
          },
          'female',
        ).source.url,
      ).toMatch(/^https:\/\//);
    }
  });

  it('finds tests by LOINC code, name, alias and a one-letter typo', () => {
    expect(findLabTest('2160-0').name).toBe('Creatinine');
    expect(findLabTest('Serum Creatinine').loinc).toBe('2160-0');
    expect(findLabTest('hemoglobn').loinc).toBe('718-7');
    expect(() => findLabTest('unobtainium')).toThrow(/Unknown test/);
    // A one-letter difference in a short word is another test, not a typo.
    expect(() => findLabTest('vitamin k')).toThrow(/Unknown test/);
    expect(() => findLabTest('vitamin a')).toThrow(/Unknown test/);
    expect(() => findLabTest('free t3')).toThrow(/Unknown test/);
    expect(findLabTest('magnesum').loinc).toBe('19123-9');
  });
});

describe('flags at every boundary', () => {
  it.each([
    ['sodium', 134.9, 'L'],
    ['sodium', 135, 'N'],
    ['sodium', 145, 'N'],
    ['sodium', 145.1, 'H'],
    ['sodium', 119.9, 'LL'],
    ['sodium', 120, 'L'],
    // Kost 1990 critical limits (120/158 and 2.8/6.2) replaced the StatPearls ones (120/160, 2.5/6.5).
    ['sodium', 158, 'H'],
    ['sodium', 158.1, 'HH'],
    ['sodium', 160, 'HH'],
    ['potassium', 2.4, 'LL'],
    ['potassium', 2.5, 'LL'],
    ['potassium', 2.8, 'L'],
    ['potassium', 5.0, 'N'],
    ['potassium', 6.2, 'H'],
    ['potassium', 6.5, 'HH'],
    ['potassium', 6.6, 'HH'],
    ['calcium', 14.4, 'HH'],
    ['calcium', 12.9, 'H'],
    ['calcium', 6.5, 'LL'],
    ['glucose', 504, 'HH'],
    ['glucose', 484, 'H'],
    ['wbc', 1.2, 'LL'],
    ['wbc', 2.0, 'L'],
    ['platelets', 18, 'LL'],
    ['platelets', 37, 'L'],
    ['vitamin d', 8, 'L'],
    ['triglycerides', 1200, 'H'],
    ['ldl', 250, 'H'],
    ['ferritin', 3, 'L'],
    ['b12', 80, 'L'],
    ['hba1c', 14, 'H'],
    ['troponin', 14, 'N'],
    ['troponin', 15, 'HH'],
    ['inr', 4.5, 'H'],
    ['lactate', 4, 'HH'],
    ['lactate', 3.9, 'H'],
    ['aptt', 150, 'HH'],
    ['ammonia', 200, 'HH'],
    ['pt', 28, 'HH'],
    ['arterial ph', 7.2, 'LL'],
    ['pco2', 68, 'HH'],
    ['po2', 42, 'LL'],
    ['glucose', 53, 'LL'],
    ['glucose', 54, 'L'],
    ['glucose', 70, 'N'],
    ['glucose', 99, 'N'],
    ['glucose', 100, 'H'],
    ['hba1c', 5.6, 'N'],
    ['hba1c', 5.7, 'H'],
    ['hemoglobin', 6.9, 'LL'],
    ['platelets', 9, 'LL'],
    ['inr', 4.6, 'HH'],
    ['egfr', 14, 'LL'],
    ['egfr', 89, 'L'],
    ['egfr', 90, 'N'],
  ] as const)('%s %f is %s', (test, value, expected) => {
    expect(flag(test, value)).toBe(expected);
  });

  it('uses sex-specific intervals, and the combined interval without a sex', () => {
    expect(flag('hemoglobin', 13.0, 'g/dL', 'female')).toBe('N');
    expect(flag('hemoglobin', 13.0, 'g/dL', 'male')).toBe('L');
    expect(flag('hemoglobin', 13.0, 'g/dL')).toBe('N');
    expect(flag('hemoglobin', 12.0, 'g/dL')).toBe('L');
    // One-sided sex-specific intervals stay one-sided without a sex (HDL used to read H at any value).
    expect(flag('hdl', 60, 'mg/dL')).toBe('N');
    expect(flag('hdl', 39, 'mg/dL')).toBe('L');
    expect(interpretResult({ test: 'hdl', value: 60 }, undefined).referenceRange).toEqual({
      low: 40,
      text: '40 mg/dL or more',
    });
  });

  it('reads dipstick results as N when negative and A otherwise', () => {
    expect(flag('urine nitrite', 'negative')).toBe('N');
    expect(flag('urine protein', '2+')).toBe('A');
    expect(flag('urine glucose', 'trace')).toBe('A');
  });
});

describe('units', () => {
  it('converts through UCUM, with molar masses, ionic charge and the HbA1c master equation', () => {
    expect(
      interpretResult({ test: 'glucose', value: 5.5, unit: 'mmol/L' }, undefined).valueInReferenceUnit,
    ).toBeCloseTo(99.09, 1);
    expect(
      interpretResult({ test: 'creatinine', value: 88.4, unit: 'µmol/L' }, undefined).valueInReferenceUnit,
    ).toBeCloseTo(1.0, 2);
    expect(
      interpretResult({ test: 'hemoglobin', value: 135, unit: 'g/L' }, undefined).valueInReferenceUnit,
    ).toBe(13.5);
    expect(
      interpretResult({ test: 'calcium', value: 5, unit: 'mEq/L' }, undefined).valueInReferenceUnit,
    ).toBeCloseTo(10.02, 2);
    expect(
      interpretResult({ test: 'platelets', value: 250, unit: '10^9/L' }, undefined).valueInReferenceUnit,
    ).toBe(250);
    expect(
      interpretResult({ test: 'hba1c', value: 48, unit: 'mmol/mol' }, undefined).valueInReferenceUnit,
    ).toBeCloseTo(6.543, 3);
    expect(interpretResult({ test: 'tsh', value: 2, unit: 'uIU/mL' }, undefined).valueInReferenceUnit).toBe(
      2,
    );
  });

  it('converts the new tests: troponin ng/mL to ng/L, magnesium and phosphate mmol/L, lactate mg/dL, pCO2 kPa', () => {
    const inReference = (test: string, value: number, unit: string) =>
      interpretResult({ test, value, unit }, undefined).valueInReferenceUnit;
    expect(inReference('hs-ctnt', 0.05, 'ng/mL')).toBe(50);
    expect(inReference('troponin i', 0.02, 'ug/L')).toBe(20);
    expect(inReference('magnesium', 0.8, 'mmol/L')).toBeCloseTo(1.944, 3);
    expect(inReference('phosphate', 1.0, 'mmol/L')).toBeCloseTo(3.097, 3);
    expect(inReference('lactate', 36, 'mg/dL')).toBeCloseTo(3.996, 3);
    expect(inReference('pco2', 5.3, 'kPa')).toBeCloseTo(39.75, 2);
    expect(inReference('ammonia', 100, 'ug/dL')).toBeCloseTo(58.72, 2);
  });

  it('refuses units that cannot be compared, text for numeric tests and impossible values, naming the result', () => {
    try {
      interpretResults(
        [
          { test: 'sodium', value: 140 },
          { test: 'sodium', value: 140, unit: 'mg/dL' },
          { test: 'glucose', value: 'high' },
          { test: 'nonsense-test', value: 1 },
          { test: 'potassium', value: -5 },
          { test: 'potassium', value: 50 },
          { test: 'potassium', value: 7.1 },
        ],
        {},
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LabInputError);
      const { issues, alerts } = error as LabInputError;
      expect(issues.map((issue) => [issue.index, issue.field])).toEqual([
        [1, 'unit'],
        [2, 'value'],
        [4, 'value'],
        [5, 'value'],
      ]);
      expect(issues[2]?.message).toBe('Potassium cannot be negative');
      expect(issues[3]?.message).toBe(
        'Potassium 50 mmol/L is not a possible value (possible: 1 to 12 mmol/L)',
      );
      // The critical potassium beside them is not lost.
      expect(alerts.map((alert) => alert.label)).toEqual(['Potassium 7.1 mmol/L is critically high']);
    }
  });
});

describe('a panel', () => {
  it('lists unknown tests beside the interpreted ones, with close known names', () => {
    const report = interpretResults(
      [
        { test: 'sodium', value: 140 },
        { test: 'unobtainium', value: 1, unit: 'mg/dL' },
        { test: 'hemoglobn a1', value: 6.1 },
      ],
      {},
    );
    expect(report.results.map((result) => result.test.loinc)).toEqual(['2951-2']);
    expect(report.unrecognized).toEqual([
      {
        index: 1,
        test: 'unobtainium',
        value: 1,
        unit: 'mg/dL',
        suggestions: [],
        message: '"unobtainium" is not a test we know, so it was not interpreted.',
      },
      expect.objectContaining({ index: 2, test: 'hemoglobn a1' }),
    ]);
    expect(report.unrecognized[1]?.suggestions.slice(0, 2)).toEqual([
      { loinc: '4548-4', name: 'Hemoglobin A1c' },
      { loinc: '718-7', name: 'Hemoglobin' },
    ]);
  });

  it('raises an urgent alert for every critical result, the urgent-care message first', () => {
    const report = interpretResults(
      [
        { test: 'calcium', value: 14.4 },
        { test: 'glucose', value: 504 },
        { test: 'wbc', value: 1.2 },
        { test: 'platelets', value: 18 },
        { test: 'vitamin d', value: 8 },
      ],
      {},
    );
    expect(Object.keys(report)[0]).toBe('urgentCare');
    expect(report.urgentCare).toMatch(
      /^This needs prompt medical attention\. Calcium \(total\) 14\.4 mg\/dL is critically high/,
    );
    expect(report.urgentCare).toMatch(/call 911/);
    expect(report.alerts.map((alert) => [alert.loinc, alert.flag, alert.urgency])).toEqual([
      ['17861-6', 'HH', 'urgent'],
      ['2345-7', 'HH', 'urgent'],
      ['6690-2', 'LL', 'urgent'],
      ['777-3', 'LL', 'urgent'],
    ]);
    expect(report.results[0]?.explanation).toMatch(
      /^Critical: above the critical limit of 12\.9 mg\/dL \(Kost GJ/,
    );
  });

  it('treats low vitamin D as a reason to see a doctor, never an emergency', () => {
    const report = interpretResults([{ test: 'vitamin d', value: 8 }], {});
    expect(report.alerts).toEqual([]);
    expect(report.urgentCare).toBeUndefined();
    expect(report.results[0]?.explanation).toMatch(
      /talk to your doctor about treatment\. It is not an emergency\./,
    );
    expect(report.results[0]?.explanation).not.toMatch(/911|urgent/);
  });

  it('holds back a likely unit mix-up with a warning, and never raises a false critical alert', () => {
    const report = interpretResults(
      [
        { test: 'glucose', value: 5.5, unit: 'mg/dL' },
        { test: 'glucose', value: 5.5 },
        { test: 'creatinine', value: 88 },
        { test: 'hba1c', value: 48, unit: '%' },
      ],
      {},
    );
    expect(report.results.map((result) => [result.flag, result.unitWarning?.likelyUnit])).toEqual([
      ['IND', 'mmol/L'],
      ['IND', 'mmol/L'],
      ['IND', 'umol/L'],
      ['IND', 'mmol/mol'],
    ]);
    expect(report.results[0]).not.toHaveProperty('valueInReferenceUnit');
    expect(report.results[0]?.unitWarning).toMatchObject({ statedUnit: 'mg/dL', valueIfLikelyUnit: 99.09 });
    expect(report.results[0]?.explanation).toMatch(/looks like a result in mmol\/L/);
    expect(report.alerts).toEqual([]);
  });

  it('still alerts when a held-back value is critical in the likely unit as well', () => {
    const report = interpretResults([{ test: 'glucose', value: 2.5, unit: 'mg/dL' }], {});
    expect(report.results[0]?.flag).toBe('IND');
    expect(report.alerts.map((alert) => alert.label)).toEqual([
      'Glucose (fasting, serum or plasma) 2.5 mg/dL is critically low if it is in mmol/L (45.04 mg/dL)',
    ]);
  });

  it('reads troponin I against sex-specific limits, the more protective one without a sex', () => {
    const flagFor = (sex?: 'female' | 'male') => interpretResult({ test: 'troponin i', value: 20 }, sex).flag;
    expect(flagFor('male')).toBe('N');
    expect(flagFor('female')).toBe('HH');
    expect(flagFor()).toBe('HH');
    expect(interpretResult({ test: 'troponin i', value: 20 }, undefined).explanation).toMatch(
      /^Critical: above the critical limit of 16 ng\/L .* 20 ng\/L is within the typical adult range \(up to 34 ng\/L\)/,
    );
  });

  it('reads a bare pH as arterial beside pCO2 or pO2, and as urine otherwise', () => {
    const gas = interpretResults(
      [
        { test: 'pH', value: 7.1 },
        { test: 'pCO2', value: 70 },
      ],
      {},
    );
    expect(gas.results.map((result) => [result.test.loinc, result.flag])).toEqual([
      ['2744-1', 'LL'],
      ['2019-8', 'HH'],
    ]);
    expect(interpretResults([{ test: 'pH', value: 6 }], {}).results[0]?.test.loinc).toBe('5803-2');
  });
});

describe('eGFR, CKD-EPI 2021', () => {
  it('matches the published equation worked by hand', () => {
    expect(Math.round(ckdEpi2021(1.0, 50, 'male'))).toBe(92);
    expect(Math.round(ckdEpi2021(0.7, 50, 'female'))).toBe(105);
    expect(Math.round(ckdEpi2021(2.0, 70, 'female'))).toBe(26);
  });

  it('places values in the KDIGO categories at their boundaries', () => {
    expect([90, 89, 60, 59, 45, 44, 30, 29, 15, 14].map(gfrCategory)).toEqual([
      'G1',
      'G2',
      'G2',
      'G3a',
      'G3a',
      'G3b',
      'G3b',
      'G4',
      'G4',
      'G5',
    ]);
  });

  it('is derived from creatinine only with age and sex, and only for adults', () => {
    const creatinine = [{ test: 'creatinine', value: 1.4 }];
    expect(interpretResults(creatinine, { sex: 'male', age: 60 }).derived[0]?.test.name).toBe(
      'eGFR (CKD-EPI 2021)',
    );
    expect(interpretResults(creatinine, { sex: 'male' }).notes[0]).toMatch(/needs age and sex/);
    expect(interpretResults(creatinine, { sex: 'male', age: 15 }).derived).toEqual([]);
  });
});

describe('names, values and limits as reports write them (issue #10)', () => {
  it.each([
    ['Potassium [Moles/volume] in Serum or Plasma', '2823-3'],
    ['Glucose [Mass/volume] in Blood', '2345-7'],
    ['Glucose [Mass/volume] in Capillary blood by Glucometer', '2345-7'],
    ['Potassium, Serum', '2823-3'],
    ['POTASSIUM - PLASMA', '2823-3'],
    ['Glucose, Fasting', '2345-7'],
    ['Glucose, random', '2345-7'],
    ['Sodium (Na)', '2951-2'],
    ['INR (PT)', '6301-6'],
    ['Platelet Count (PLT)', '777-3'],
    ['pH, arterial', '2744-1'],
    ['pH, venous', '2744-1'],
    ['Lactate, venous', '2524-7'],
    ['troponin-I', '89579-7'],
    ['hs troponin I', '89579-7'],
    ['TnT', '67151-1'],
    ['Troponin I (high sensitivity)', '89579-7'],
    ['6298-4', '2823-3'],
    ['11558-4', '2744-1'],
    ['urine pH', '5803-2'],
    ['Glucose, urine', undefined],
    ['Calcium, ionized', undefined],
    ['Bilirubin, direct', undefined],
    ['pO2, venous', undefined],
    ['Ketones, blood', undefined],
    ['2823-4', undefined],
  ])('reads "%s" as %s', (name, loinc) => {
    if (loinc === undefined) expect(() => findLabTest(name)).toThrow(/Unknown test/);
    else expect(findLabTest(name).loinc).toBe(loinc);
  });

  it('parses comparators and trailing report flags, and nothing else', () => {
    expect(parseNumericText('>7.0')).toEqual({ value: 7, comparator: '>' });
    expect(parseNumericText('≤ 2.5')).toEqual({ value: 2.5, comparator: '<=' });
    expect(parseNumericText('6.8 H')).toEqual({ value: 6.8 });
    expect(parseNumericText('6.8 (HH)')).toEqual({ value: 6.8 });
    expect(parseNumericText('6.8*')).toEqual({ value: 6.8 });
    expect(parseNumericText('high')).toBeUndefined();
    expect(parseNumericText('6.8 mmol')).toBeUndefined();
    expect(parseNumericText('negative')).toBeUndefined();
  });

  it('reads a bound conservatively: beyond a critical limit is critical, otherwise IND', () => {
    expect(flag('potassium', '>7.0')).toBe('HH');
    expect(flag('potassium', '>6.2')).toBe('HH');
    expect(flag('potassium', '>=6.2')).toBe('IND');
    expect(flag('potassium', '<2.5')).toBe('LL');
    expect(flag('potassium', '>3.0')).toBe('IND');
    expect(flag('potassium', '<3.0')).toBe('IND');
    expect(flag('ferritin', '<10', 'ng/mL')).toBe('L');
    expect(flag('troponin i', '<3', 'ng/L')).toBe('N');
  });

  it('counts the conventional equivalent of a limit as the limit (within 0.1%)', () => {
    expect(flag('lactate', 36, 'mg/dL')).toBe('HH');
    expect(flag('lactate', 35.9, 'mg/dL')).toBe('H');
    // 1.65 mmol/L is 6.613 mg/dL: rounding the limit would move it by 0.2%, so it is not applied.
    expect(flag('calcium', 1.65, 'mmol/L')).toBe('L');
    expect(flag('calcium', 1.64, 'mmol/L')).toBe('LL');
  });

  it('raises a possibly-critical alert for a bare pH beyond the blood limits, and reads it as urine otherwise', () => {
    const low = interpretResults([{ test: 'pH', value: 7.1 }], {});
    expect(low.results[0]?.flag).toBe('IND');
    expect(low.alerts.map((alert) => alert.id)).toEqual(['lab-possible-critical-2744-1']);
    const high = interpretResults([{ test: 'ph', value: 7.65 }], {});
    expect(high.alerts.map((alert) => alert.flag)).toEqual(['HH']);
    const urine = interpretResults([{ test: 'pH', value: 5.5 }], {});
    expect(urine.results[0]?.flag).toBe('N');
    expect(urine.results[0]?.ambiguous).toMatch(/read as urine pH/);
    expect(urine.alerts).toEqual([]);
    const gas = interpretResults(
      [
        { test: 'pH', value: 7.1 },
        { test: 'pCO2', value: 60 },
      ],
      {},
    );
    expect(gas.results[0]?.test.loinc).toBe('2744-1');
    expect(gas.results[0]?.flag).toBe('LL');
  });

  it('raises the alert of an approximately matched name only when its value is critical in a fitting unit', () => {
    const critical = interpretResults([{ test: 'Potasium lvl', value: 7.5, unit: 'mmol/L' }], {});
    expect(critical.alerts.map((alert) => alert.id)).toEqual(['lab-critical-approximate-2823-3']);
    expect(critical.unrecognized[0]?.message).toMatch(/would be critical/);
    expect(interpretResults([{ test: 'Potasium lvl', value: 4.5, unit: 'mmol/L' }], {}).alerts).toEqual([]);
    expect(interpretResults([{ test: 'Potasium lvl', value: 7.5, unit: 'g/dL' }], {}).alerts).toEqual([]);
    expect(interpretResults([{ test: '2823-4', value: 7.5, unit: 'mmol/L' }], {}).alerts).toEqual([]);
    // A normal venous pO2 is not a critical arterial one.
    expect(interpretResults([{ test: 'pO2, venous', value: 40, unit: 'mm[Hg]' }], {}).alerts).toEqual([]);
  });

  it('keeps every catalog key on one test when punctuation is ignored', () => {
    const seen = new Map<string, string>();
    for (const test of LAB_TESTS)
      for (const key of [test.loinc, test.name, ...test.aliases]) {
        const loose = key
          .toLowerCase()
          .replace(/[-_,;:./\\*#]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
        const other = seen.get(loose);
        expect(other === undefined || other === test.loinc, `${key}: ${other} and ${test.loinc}`).toBe(true);
        seen.set(loose, test.loinc);
      }
  });
});

describe('international and INN analyte names', () => {
  it('reads Kalium, Natrium, Chlorid, Kreatinin, Glukose, Glucosa, Hämoglobin and Harnstoff as their tests', () => {
    const names: Array<[string, string]> = [
      ['Kalium', '2823-3'],
      ['Natrium', '2951-2'],
      ['Chlorid', '2075-0'],
      ['Kreatinin', '2160-0'],
      ['Créatinine', '2160-0'],
      ['Glukose', '2345-7'],
      ['Glucosa', '2345-7'],
      ['Hämoglobin', '718-7'],
      ['Haemoglobin', '718-7'],
      ['Harnstoff', '3094-0'],
      ['Harnsäure', '3084-1'],
      ['Thrombozyten', '777-3'],
      ['Leukozyten', '6690-2'],
      ['Kalium, Serum', '2823-3'],
      ['NATRIUM im Serum', '2951-2'],
    ];
    for (const [name, loinc] of names) expect(findLabTest(name).loinc, name).toBe(loinc);
  });

  it('raises the critical alerts of Kalium 7.2 and Natrium 110 mmol/L, as potassium and sodium', () => {
    const report = interpretResults(
      [
        { test: 'Kalium', value: 7.2, unit: 'mmol/L' },
        { test: 'Natrium', value: 110, unit: 'mmol/L' },
      ],
      {},
    );
    expect(report.unrecognized).toEqual([]);
    expect(report.alerts.map((alert) => alert.id)).toEqual(['lab-critical-2823-3', 'lab-critical-2951-2']);
    expect(report.urgentCare).toMatch(/^This needs prompt medical attention\./);
    expect(report.results.map((result) => result.flag)).toEqual(['HH', 'LL']);
  });

  it('never lets an international name take a catalog name from its test', () => {
    expect(findLabTest('triglycerides').loinc).toBe('2571-8');
    expect(findLabTest('urea').loinc).toBe('3094-0');
    expect(findLabTest('creatinine').loinc).toBe('2160-0');
  });
});

describe('the safety net for unknown names', () => {
  it('tries the three closest names, so a value impossible for the closest can still be critical for the next', () => {
    const report = interpretResults([{ test: 'Kaliumm wert', value: 7.2, unit: 'mmol/L' }], {});
    expect(report.alerts.map((alert) => alert.id)).toEqual(['lab-critical-approximate-2823-3']);
    expect(report.unrecognized[0]?.message).toMatch(/Read as Potassium, the value would be critical/);
    expect(interpretResults([{ test: 'Kaliumm wert', value: 4.2, unit: 'mmol/L' }], {}).alerts).toEqual([]);
  });
});
