/**
 * Common adult laboratory tests: LOINC code, the names people use, the unit the reference interval
 * is stated in (UCUM), the other units results commonly arrive in, the molar mass for
 * mass/substance conversions, the typical adult reference interval, the critical limits (or an
 * explicit statement that the test has none) and the plausibility range. Intervals follow the
 * curated knowledge entry each test cites (MedlinePlus, NIH ODS, NCI) or its `reference`;
 * laboratories differ slightly, and a report's own interval takes precedence.
 *
 * Critical limits come from published critical-value lists, reviewed test by test (the table with
 * every source is docs/lab-critical-values.md): mainly the mean adult limits of Kost's survey of US
 * medical centers (JAMA 1990), otherwise the Mayo Clinic Laboratories list or a guideline that
 * names a danger level. Tests whose abnormal values are never an emergency (deficiencies, lipids,
 * HbA1c, liver enzymes…) say so in `critical.none`.
 */
export type Sex = 'female' | 'male';

export interface Interval {
  low?: number;
  high?: number;
}

export interface CriticalLimits extends Interval {
  /** Sex-specific limits (hs-troponin I); without a sex, the more protective of the two applies. */
  bySex?: Record<Sex, Interval>;
  /** The list's own wording is "≤ low / ≥ high": a value at the limit is already critical. */
  inclusive?: true;
  /** The published list or guideline, with its year. */
  source: string;
  /** What the danger is, in plain words. */
  danger: string;
}

interface NoCriticalLimits {
  /** Why no critical limit applies. */
  none: string;
}

export type Critical = CriticalLimits | NoCriticalLimits;

// Beside the loader, so the interpreter can use it without importing this table.
export { hasCriticalLimits } from './catalog-table.ts';

export interface LabTest {
  loinc: string;
  name: string;
  aliases: readonly string[];
  /** UCUM code of the unit the interval is stated in. */
  unit: string;
  /** Other units results commonly arrive in (UCUM), used to recognise a unit mix-up. */
  units?: readonly string[];
  /** g/mol, for converting mass concentrations to substance concentrations. */
  molarMass?: number;
  /** Ionic charge, for results in mEq/L (1 for sodium, 2 for calcium). */
  charge?: number;
  range: Interval | Record<Sex, Interval>;
  /** Numeric tests: critical limits with their source, or why there are none. */
  critical?: Critical;
  /**
   * Numeric tests: the values that are possible at all, in `unit` (inclusive). Outside it a result
   * is refused, or read as a unit mix-up when it is possible in one of `units`.
   */
  plausible?: readonly [number, number];
  /** The curated knowledge entry that explains the test and gives its source. */
  knowledge: string;
  /** Source of the interval when there is no curated knowledge entry for the test. */
  reference?: { title: string; url: string };
  lowMeans?: string;
  highMeans?: string;
  /** Dipstick-style results: negative is normal, anything else is abnormal. */
  qualitative?: true;
}

const KOST_1990 =
  'Kost GJ. Critical limits for urgent clinician notification at US medical centers. JAMA 1990;263:704-7 (mean adult limits)';
const MAYO_2015 = 'Mayo Clinic Laboratories, Critical Values / Critical Results List (2015)';
const kost = (limits: Interval, danger: string): CriticalLimits => ({ ...limits, source: KOST_1990, danger });
const none = (reason: string): NoCriticalLimits => ({ none: reason });
const NOT_ON_LISTS =
  'not on the Kost (1990) or Mayo critical-value lists: abnormal values need a clinician’s review, not emergency care';
const DEFICIENCY = 'a deficiency or excess that is treated over weeks, never an emergency';

const t = (test: LabTest): LabTest => test;

export const LAB_TESTS: readonly LabTest[] = [
  // Metabolic panel
  t({
    loinc: '2345-7',
    name: 'Glucose (fasting, serum or plasma)',
    aliases: [
      'glucose',
      'fasting glucose',
      'blood sugar',
      'blood glucose',
      'fbg',
      'fpg',
      'glu',
      'bg',
      'glucometer',
      '1558-6',
      '2339-0',
      '41653-7',
      '15074-8',
      '14749-6',
      '14743-9',
      '14771-0',
      '32016-8',
    ],
    unit: 'mg/dL',
    molarMass: 180.156,
    range: { low: 70, high: 99 },
    critical: {
      low: 54,
      high: 484,
      source: `low: ADA Standards of Care 2025 (below 54 mg/dL is level 2 hypoglycemia; Kost 1990's mean is 46); high: ${KOST_1990}`,
      danger:
        'glucose this far from normal can cause confusion, seizures or loss of consciousness when low, or mean diabetic ketoacidosis or a hyperosmolar state when high',
    },
    plausible: [10, 3000],
    units: ['mmol/L'],
    knowledge: 'lab-fasting-glucose',
    lowMeans:
      'Low glucose can cause shakiness, sweating and confusion and needs prompt treatment with sugar.',
    highMeans:
      'A fasting value of 100 to 125 mg/dL is in the prediabetes range and 126 or more in the diabetes range (ADA 2025); a second test confirms.',
  }),
  t({
    loinc: '3094-0',
    name: 'Urea nitrogen (BUN)',
    aliases: ['bun', 'blood urea nitrogen', 'urea nitrogen', 'urea', '6299-2'],
    unit: 'mg/dL',
    molarMass: 28.014,
    range: { low: 6, high: 20 },
    critical: kost({ high: 104 }, 'very high urea nitrogen can mean severe kidney failure'),
    plausible: [1, 300],
    units: ['mmol/L'],
    knowledge: 'lab-bun',
    lowMeans: 'Low BUN is rarely a concern; it can follow a low-protein diet or liver disease.',
    highMeans:
      'High BUN can come from dehydration, kidney disease, bleeding in the gut or a high-protein diet.',
  }),
  t({
    loinc: '2160-0',
    name: 'Creatinine',
    aliases: ['creatinine', 'serum creatinine', 'creat', 'cr', 'scr', '38483-4', '14682-9'],
    unit: 'mg/dL',
    molarMass: 113.12,
    range: { male: { low: 0.7, high: 1.3 }, female: { low: 0.6, high: 1.1 } },
    critical: kost({ high: 7.4 }, 'very high creatinine can mean severe kidney failure'),
    plausible: [0.1, 40],
    units: ['umol/L'],
    knowledge: 'lab-creatinine',
    lowMeans: 'Low creatinine usually reflects low muscle mass.',
    highMeans:
      'High creatinine can mean the kidneys are filtering less (kidney disease, dehydration, blocked urine flow or medicines).',
  }),
  t({
    loinc: '2951-2',
    name: 'Sodium',
    charge: 1,
    aliases: ['sodium', 'na', 'na+', 'serum sodium', '2947-0'],
    unit: 'mmol/L',
    range: { low: 135, high: 145 },
    critical: kost({ low: 120, high: 158 }, 'severe sodium disturbances can cause seizures and coma'),
    plausible: [80, 200],
    units: ['meq/L'],
    knowledge: 'lab-sodium',
    lowMeans:
      'Low sodium (hyponatremia) can come from heart, kidney or liver disease, some diuretics and antidepressants, or drinking very large amounts of water.',
    highMeans: 'High sodium (hypernatremia) usually means dehydration.',
  }),
  t({
    loinc: '2823-3',
    name: 'Potassium',
    charge: 1,
    // Standard atomic weight (IUPAC): a result in mg/dL, as some older reports give it, converts
    // through UCUM (27.4 mg/dL is 7.0 mmol/L). A mmol/L value mislabelled mg/dL (4.0) reads as a
    // critical low: an alert either way, erring toward care.
    molarMass: 39.098,
    aliases: ['potassium', 'k', 'k+', 'serum potassium', '6298-4'],
    unit: 'mmol/L',
    range: { low: 3.5, high: 5.0 },
    critical: kost(
      { low: 2.8, high: 6.2 },
      'potassium this far from normal can disturb or stop the heart rhythm',
    ),
    plausible: [1, 12],
    units: ['meq/L'],
    knowledge: 'lab-potassium',
    lowMeans:
      'Low potassium occurs with diuretics, vomiting or diarrhea and can cause weakness and heart rhythm problems.',
    highMeans:
      'High potassium occurs with kidney disease and medicines such as ACE inhibitors, ARBs, spironolactone and potassium supplements; it can disturb the heart rhythm.',
  }),
  t({
    loinc: '2075-0',
    name: 'Chloride',
    charge: 1,
    aliases: ['chloride', 'cl', 'serum chloride', '2069-3'],
    unit: 'mmol/L',
    range: { low: 96, high: 106 },
    critical: kost(
      { low: 75, high: 126 },
      'chloride this far from normal goes with a severe acid-base or fluid disturbance',
    ),
    plausible: [50, 160],
    units: ['meq/L'],
    knowledge: 'lab-bmp',
    lowMeans: 'Low chloride often goes with vomiting or with low sodium.',
    highMeans: 'High chloride often goes with dehydration or some kinds of acid-base imbalance.',
  }),
  t({
    loinc: '2028-9',
    name: 'Carbon dioxide (bicarbonate)',
    charge: 1,
    aliases: ['bicarbonate', 'co2', 'total co2', 'hco3', 'carbon dioxide', '1963-8'],
    unit: 'mmol/L',
    range: { low: 22, high: 29 },
    critical: kost(
      { low: 11, high: 40 },
      'bicarbonate this far from normal means a severe acid-base disturbance',
    ),
    plausible: [2, 60],
    units: ['meq/L'],
    knowledge: 'lab-bmp',
    lowMeans:
      'Low bicarbonate can point to acid build-up (kidney disease, diabetic ketoacidosis, severe diarrhea).',
    highMeans: 'High bicarbonate can follow vomiting, diuretics or lung disease.',
  }),
  t({
    loinc: '17861-6',
    name: 'Calcium (total)',
    charge: 2,
    aliases: ['calcium', 'ca', 'total calcium', 'serum calcium', '2000-8', '49765-1'],
    unit: 'mg/dL',
    molarMass: 40.078,
    range: { low: 8.5, high: 10.2 },
    critical: kost(
      { low: 6.6, high: 12.9 },
      'calcium this far from normal can cause heart rhythm problems, seizures or confusion',
    ),
    plausible: [3, 25],
    units: ['mmol/L', 'meq/L'],
    knowledge: 'lab-calcium',
    lowMeans:
      'Low total calcium is often due to low albumin; true low calcium can come from low vitamin D, low parathyroid hormone or kidney disease.',
    highMeans:
      'High calcium is most often from an overactive parathyroid gland or cancer and should be checked by a clinician.',
  }),
  t({
    loinc: '2885-2',
    name: 'Protein (total)',
    aliases: ['total protein', 'protein', 'tp'],
    unit: 'g/dL',
    range: { low: 6.0, high: 8.3 },
    critical: none(NOT_ON_LISTS),
    plausible: [1, 20],
    units: ['g/L'],
    knowledge: 'lab-cmp',
    lowMeans: 'Low total protein can come from liver or kidney disease or poor nutrition.',
    highMeans: 'High total protein can come from dehydration or long-term inflammation.',
  }),
  t({
    loinc: '1751-7',
    name: 'Albumin',
    aliases: ['albumin', 'alb', 'serum albumin'],
    unit: 'g/dL',
    range: { low: 3.4, high: 5.4 },
    critical: none(NOT_ON_LISTS),
    plausible: [0.5, 7],
    units: ['g/L'],
    knowledge: 'lab-albumin',
    lowMeans:
      'Low albumin can come from liver disease, kidney loss of protein, inflammation or poor nutrition.',
    highMeans: 'High albumin usually means dehydration.',
  }),
  t({
    loinc: '1975-2',
    name: 'Bilirubin (total)',
    aliases: ['bilirubin', 'total bilirubin', 'tbili', 't bili'],
    unit: 'mg/dL',
    molarMass: 584.66,
    range: { low: 0.1, high: 1.2 },
    critical: kost(
      { high: 15 },
      'very high bilirubin goes with severe liver disease, bile duct blockage or red cell breakdown',
    ),
    plausible: [0, 60],
    units: ['umol/L'],
    knowledge: 'lab-bilirubin',
    highMeans:
      'High bilirubin can come from liver disease, blocked bile ducts or faster breakdown of red cells; mild rises are common in Gilbert syndrome.',
  }),
  t({
    loinc: '6768-6',
    name: 'Alkaline phosphatase (ALP)',
    aliases: ['alkaline phosphatase', 'alp', 'alk phos'],
    unit: 'U/L',
    range: { low: 44, high: 147 },
    critical: none(NOT_ON_LISTS),
    plausible: [0, 20000],
    units: ['[IU]/L'],
    knowledge: 'lab-alkaline-phosphatase',
    highMeans:
      'High ALP can come from the liver or bile ducts, or from bone; it is normally higher in growing children and in pregnancy.',
  }),
  t({
    loinc: '1742-6',
    name: 'Alanine aminotransferase (ALT)',
    aliases: ['alt', 'sgpt', 'alanine aminotransferase', 'alanine transaminase'],
    unit: 'U/L',
    range: { high: 55 },
    critical: none(NOT_ON_LISTS),
    plausible: [0, 30000],
    units: ['[IU]/L'],
    knowledge: 'lab-alt',
    highMeans: 'High ALT suggests liver cell injury (fatty liver, hepatitis, alcohol or medicines).',
  }),
  t({
    loinc: '1920-8',
    name: 'Aspartate aminotransferase (AST)',
    aliases: ['ast', 'sgot', 'aspartate aminotransferase'],
    unit: 'U/L',
    range: { high: 45 },
    critical: none(NOT_ON_LISTS),
    plausible: [0, 30000],
    units: ['[IU]/L'],
    knowledge: 'lab-ast',
    highMeans: 'High AST suggests liver or muscle injury.',
  }),
  t({
    loinc: '2777-1',
    name: 'Phosphate',
    aliases: ['phosphate', 'phosphorus', 'phos', 'po4'],
    unit: 'mg/dL',
    molarMass: 30.974,
    range: { low: 2.5, high: 4.5 },
    critical: kost(
      { low: 1.2, high: 8.9 },
      'phosphate this far from normal can cause muscle weakness, breathing failure or heart rhythm problems',
    ),
    plausible: [0.3, 25],
    units: ['mmol/L'],
    knowledge: 'lab-phosphate',
    lowMeans: 'Low phosphate can follow poor nutrition, alcohol use or some antacids.',
    highMeans: 'High phosphate most often comes from kidney disease.',
  }),
  t({
    loinc: '19123-9',
    name: 'Magnesium',
    charge: 2,
    aliases: ['magnesium', 'mg', 'serum magnesium', '2601-3'],
    unit: 'mg/dL',
    molarMass: 24.305,
    range: { low: 1.7, high: 2.2 },
    critical: kost(
      { low: 1.0, high: 4.9 },
      'magnesium this far from normal can disturb the heart rhythm or cause seizures or weakness',
    ),
    plausible: [0.3, 20],
    units: ['mmol/L', 'meq/L'],
    knowledge: 'lab-magnesium',
    lowMeans:
      'Low magnesium can come from diarrhea, alcohol use, diuretics or proton pump inhibitors, and can disturb the heart rhythm.',
    highMeans: 'High magnesium usually comes from kidney disease or magnesium-containing medicines.',
  }),
  t({
    loinc: '3084-1',
    name: 'Uric acid',
    aliases: ['uric acid', 'urate', 'serum urate'],
    unit: 'mg/dL',
    molarMass: 168.11,
    range: { low: 3.5, high: 7.2 },
    critical: kost({ high: 13 }, 'very high uric acid can injure the kidneys (as in tumour lysis)'),
    plausible: [0.1, 30],
    units: ['umol/L', 'mmol/L'],
    knowledge: 'lab-uric-acid',
    highMeans:
      'High uric acid can lead to gout and kidney stones; people with gout usually aim below 6 mg/dL on treatment.',
  }),
  // Kidney
  t({
    loinc: '62238-1',
    name: 'eGFR (CKD-EPI 2021)',
    aliases: ['egfr', 'gfr', 'estimated gfr', 'glomerular filtration rate', '98979-8'],
    unit: 'mL/min/{1.73_m2}',
    range: { low: 90 },
    critical: {
      low: 15,
      source: 'KDIGO 2024 CKD guideline: below 15 mL/min/1.73 m² is kidney failure (G5)',
      danger: 'kidney failure: the kidneys can no longer clear waste and potassium reliably',
    },
    plausible: [1, 250],
    knowledge: 'lab-egfr',
    lowMeans:
      'An eGFR of 60 to 89 is mildly decreased; below 60 for three months or more indicates chronic kidney disease (KDIGO).',
  }),
  t({
    loinc: '9318-7',
    name: 'Albumin/creatinine ratio (urine)',
    aliases: ['uacr', 'acr', 'albumin creatinine ratio', 'microalbumin', 'urine albumin'],
    unit: 'mg/g',
    range: { high: 29.999 },
    critical: none('a marker of long-term kidney damage, confirmed by repeat tests; never an emergency'),
    plausible: [0, 50000],
    knowledge: 'lab-urine-albumin',
    highMeans:
      'A ratio of 30 mg/g or more means albumin is leaking into the urine, an early sign of kidney damage (KDIGO); it is confirmed with repeat tests.',
  }),
  // Diabetes
  t({
    loinc: '4548-4',
    name: 'Hemoglobin A1c',
    aliases: ['hba1c', 'a1c', 'hemoglobin a1c', 'glycated hemoglobin', 'glycohemoglobin', '17856-6'],
    unit: '%',
    range: { high: 5.6 },
    critical: none('a three-month average of glucose, never an emergency on its own'),
    plausible: [3, 20],
    units: ['mmol/mol'],
    knowledge: 'lab-hba1c',
    highMeans:
      '5.7% to 6.4% is the prediabetes range and 6.5% or more the diabetes range (ADA Standards of Care 2025, confirmed by a second test).',
  }),
  // Lipids
  t({
    loinc: '2093-3',
    name: 'Cholesterol (total)',
    aliases: ['total cholesterol', 'cholesterol', 'tc', 'chol'],
    unit: 'mg/dL',
    molarMass: 386.65,
    range: { high: 199 },
    critical: none('lipids are long-term risk factors, never an emergency'),
    plausible: [20, 1500],
    units: ['mmol/L'],
    knowledge: 'lab-lipid-panel',
    highMeans:
      'Total cholesterol of 200 mg/dL or more is above the desirable level; heart risk depends on LDL, HDL and other factors.',
  }),
  t({
    loinc: '13457-7',
    name: 'LDL cholesterol',
    aliases: ['ldl', 'ldl cholesterol', 'ldl-c', 'bad cholesterol', '2089-1', '18262-6'],
    unit: 'mg/dL',
    molarMass: 386.65,
    range: { high: 99 },
    critical: none('lipids are long-term risk factors, never an emergency'),
    plausible: [5, 1000],
    units: ['mmol/L'],
    knowledge: 'lab-lipid-panel',
    highMeans:
      'LDL below 100 mg/dL is optimal; 160 or more is high. Treatment goals depend on overall heart risk.',
  }),
  t({
    loinc: '2085-9',
    name: 'HDL cholesterol',
    aliases: ['hdl', 'hdl cholesterol', 'hdl-c', 'good cholesterol'],
    unit: 'mg/dL',
    molarMass: 386.65,
    range: { male: { low: 40 }, female: { low: 50 } },
    critical: none('lipids are long-term risk factors, never an emergency'),
    plausible: [5, 250],
    units: ['mmol/L'],
    knowledge: 'lab-lipid-panel',
    lowMeans:
      'Low HDL (below 40 mg/dL for men, 50 for women) is linked to higher heart risk; activity and not smoking raise it.',
  }),
  t({
    loinc: '2571-8',
    name: 'Triglycerides',
    aliases: ['triglycerides', 'trig', 'tg', 'triglyceride'],
    unit: 'mg/dL',
    molarMass: 885.7,
    range: { high: 149 },
    critical: none(
      'lipids are long-term risk factors, never an emergency; 1,000 mg/dL or more carries a risk of pancreatitis and needs a clinician soon (2018 AHA/ACC cholesterol guideline), which the explanation says',
    ),
    plausible: [10, 20000],
    units: ['mmol/L'],
    knowledge: 'lab-triglycerides',
    highMeans:
      '150 to 199 mg/dL is borderline high, 200 to 499 high and 500 or more very high; 1,000 mg/dL or more carries a risk of pancreatitis and needs a clinician soon (2018 AHA/ACC guideline).',
  }),
  // Blood count
  t({
    loinc: '6690-2',
    name: 'White blood cells (WBC)',
    aliases: [
      'wbc',
      'white blood cells',
      'white blood count',
      'white cell count',
      'white blood cell count',
      'leukocytes',
      'leucocytes',
      '26464-8',
    ],
    unit: '10*3/uL',
    range: { low: 4.5, high: 11.0 },
    critical: kost(
      { low: 2.0, high: 37.0 },
      'a very low white count leaves the body open to severe infection; a very high one can mean leukemia or overwhelming infection',
    ),
    plausible: [0, 1000],
    units: ['10*9/L', '/uL'],
    knowledge: 'lab-white-blood-count',
    lowMeans:
      'A low white count can come from viral infections, some medicines or bone marrow problems and raises infection risk.',
    highMeans:
      'A high white count most often means infection or inflammation; steroids and stress also raise it.',
  }),
  t({
    loinc: '789-8',
    name: 'Red blood cells (RBC)',
    aliases: ['rbc', 'red blood cells', 'red cell count', 'erythrocytes', '26453-1'],
    unit: '10*6/uL',
    range: { male: { low: 4.7, high: 6.1 }, female: { low: 4.2, high: 5.4 } },
    critical: none('hemoglobin and hematocrit carry the critical limits of the red cell count'),
    plausible: [0.5, 12],
    units: ['10*12/L'],
    knowledge: 'lab-cbc',
    lowMeans: 'A low red cell count goes with anemia.',
    highMeans:
      'A high red cell count can come from dehydration, smoking, lung disease or a bone marrow condition.',
  }),
  t({
    loinc: '718-7',
    name: 'Hemoglobin',
    aliases: ['hemoglobin', 'haemoglobin', 'hgb', 'hb', '30313-1'],
    unit: 'g/dL',
    range: { male: { low: 13.8, high: 17.2 }, female: { low: 12.1, high: 15.1 } },
    critical: {
      low: 7,
      high: 19.9,
      source: `low: 2023 AABB International transfusion guideline (7 g/dL; Kost 1990's mean is 6.6); high: ${KOST_1990}`,
      danger: 'hemoglobin this low can starve the organs of oxygen; this high thickens the blood',
    },
    plausible: [1, 26],
    units: ['g/L'],
    knowledge: 'lab-hemoglobin',
    lowMeans:
      'Low hemoglobin is anemia (WHO: below 12 g/dL in non-pregnant women, 13 in men); causes include iron deficiency, blood loss and chronic disease.',
    highMeans:
      'High hemoglobin can come from dehydration, smoking, living at altitude or a bone marrow condition.',
  }),
  t({
    loinc: '4544-3',
    name: 'Hematocrit',
    aliases: ['hematocrit', 'haematocrit', 'hct', 'packed cell volume', 'pcv', '20570-8'],
    unit: '%',
    range: { male: { low: 40.7, high: 50.3 }, female: { low: 36.1, high: 44.3 } },
    critical: kost(
      { low: 18, high: 61 },
      'a hematocrit this low can starve the organs of oxygen; this high thickens the blood',
    ),
    plausible: [5, 80],
    units: ['L/L'],
    knowledge: 'lab-hematocrit',
    lowMeans: 'A low hematocrit goes with anemia.',
    highMeans: 'A high hematocrit can come from dehydration or too many red cells.',
  }),
  t({
    loinc: '787-2',
    name: 'Mean corpuscular volume (MCV)',
    aliases: ['mcv', 'mean corpuscular volume', 'mean cell volume'],
    unit: 'fL',
    range: { low: 80, high: 100 },
    critical: none('red cell size points to a cause of anemia, never an emergency'),
    plausible: [40, 160],
    knowledge: 'lab-cbc',
    lowMeans: 'Small red cells (low MCV) suggest iron deficiency or thalassemia trait.',
    highMeans:
      'Large red cells (high MCV) suggest low vitamin B12 or folate, alcohol use, liver disease or some medicines.',
  }),
  t({
    loinc: '777-3',
    name: 'Platelets',
    aliases: ['platelets', 'platelet', 'platelet count', 'plt', 'plts', 'thrombocytes', '26515-7'],
    unit: '10*3/uL',
    range: { low: 150, high: 450 },
    critical: kost(
      { low: 37, high: 910 },
      'a very low platelet count risks serious bleeding; a very high one risks clots or bleeding',
    ),
    plausible: [0, 5000],
    units: ['10*9/L', '/uL'],
    knowledge: 'lab-platelets',
    lowMeans:
      'A low platelet count raises the risk of bleeding and bruising; causes include infections, medicines, liver disease and immune conditions.',
    highMeans:
      'A high platelet count usually follows infection, inflammation or iron deficiency; rarely a bone marrow condition.',
  }),
  // Iron and vitamins
  t({
    loinc: '2276-4',
    name: 'Ferritin',
    aliases: ['ferritin', 'serum ferritin'],
    unit: 'ng/mL',
    range: { male: { low: 24, high: 336 }, female: { low: 11, high: 307 } },
    critical: none(DEFICIENCY),
    plausible: [0, 200000],
    units: ['ug/L'],
    knowledge: 'lab-ferritin',
    lowMeans: 'Low ferritin means the body’s iron stores are low.',
    highMeans: 'High ferritin can come from inflammation, liver disease or iron overload (hemochromatosis).',
  }),
  t({
    loinc: '2498-4',
    name: 'Iron',
    aliases: ['iron', 'serum iron', 'fe'],
    unit: 'ug/dL',
    molarMass: 55.845,
    range: { low: 60, high: 170 },
    critical: none(DEFICIENCY),
    plausible: [0, 1500],
    units: ['umol/L'],
    knowledge: 'lab-iron-tests',
    lowMeans: 'Low serum iron suggests iron deficiency or chronic inflammation.',
    highMeans: 'High serum iron can come from iron overload, supplements or liver disease.',
  }),
  t({
    loinc: '2132-9',
    name: 'Vitamin B12',
    aliases: ['vitamin b12', 'b12', 'cobalamin', 'cyanocobalamin'],
    unit: 'pg/mL',
    molarMass: 1355.37,
    range: { low: 200 },
    critical: none(DEFICIENCY),
    plausible: [0, 20000],
    units: ['pmol/L'],
    knowledge: 'lab-vitamin-b12',
    lowMeans:
      'Below about 200 pg/mL usually means deficiency, which can cause anemia and nerve problems; it is common with metformin, acid reducers and after stomach surgery.',
  }),
  t({
    loinc: '2284-8',
    name: 'Folate',
    aliases: ['folate', 'folic acid', 'serum folate'],
    unit: 'ng/mL',
    molarMass: 441.4,
    range: { low: 4 },
    critical: none(DEFICIENCY),
    plausible: [0, 100],
    units: ['nmol/L'],
    knowledge: 'lab-folate',
    lowMeans: 'Low folate can cause anemia; it matters most before and early in pregnancy.',
  }),
  t({
    loinc: '1989-3',
    name: '25-hydroxyvitamin D',
    aliases: ['vitamin d', '25-oh vitamin d', '25 hydroxy vitamin d', '25(oh)d', 'calcidiol'],
    unit: 'ng/mL',
    molarMass: 400.64,
    range: { low: 20, high: 50 },
    critical: none(
      'a deficiency or excess that is treated over weeks, never an emergency: below 12 ng/mL is deficiency to discuss with a doctor (NIH ODS)',
    ),
    plausible: [0, 500],
    units: ['nmol/L'],
    knowledge: 'lab-vitamin-d',
    lowMeans:
      'Below 20 ng/mL may be inadequate for bone health and below 12 ng/mL is deficient (NIH ODS): talk to your doctor about treatment. It is not an emergency.',
    highMeans: 'Above 50 ng/mL (125 nmol/L) may cause harm, usually from high-dose supplements (NIH ODS).',
  }),
  // Thyroid
  t({
    loinc: '3016-3',
    name: 'Thyroid stimulating hormone (TSH)',
    aliases: ['tsh', 'thyroid stimulating hormone', 'thyrotropin', '11580-8'],
    unit: 'm[IU]/L',
    range: { low: 0.4, high: 4.0 },
    critical: none(NOT_ON_LISTS),
    plausible: [0, 1000],
    knowledge: 'lab-tsh',
    lowMeans: 'A low TSH usually means the thyroid is overactive (or too much thyroid medicine).',
    highMeans: 'A high TSH usually means the thyroid is underactive (hypothyroidism).',
  }),
  t({
    loinc: '3024-7',
    name: 'Free thyroxine (free T4)',
    aliases: ['free t4', 'ft4', 'free thyroxine', 't4 free'],
    unit: 'ng/dL',
    molarMass: 776.87,
    range: { low: 0.8, high: 1.8 },
    critical: none(NOT_ON_LISTS),
    plausible: [0, 12],
    units: ['pmol/L'],
    knowledge: 'lab-free-t4',
    lowMeans: 'A low free T4 with a high TSH points to an underactive thyroid.',
    highMeans: 'A high free T4 with a low TSH points to an overactive thyroid.',
  }),
  // Other blood tests
  t({
    loinc: '6301-6',
    name: 'INR',
    aliases: [
      'inr',
      'pt/inr',
      'pt inr',
      'prothrombin time inr',
      'international normalized ratio',
      'international normalised ratio',
      '34714-6',
      '46418-0',
    ],
    unit: '{INR}',
    range: { low: 0.8, high: 1.1 },
    critical: {
      high: 4.5,
      source:
        'ACCP (CHEST 2012) antithrombotic guideline: an INR above 4.5 on warfarin needs the dose held and review (Mayo Clinic Laboratories 2015: 5.0 or more)',
      danger: 'blood this slow to clot risks serious bleeding',
    },
    plausible: [0.5, 25],
    knowledge: 'lab-inr',
    highMeans: 'A high INR means blood takes longer to clot; on warfarin the usual target is 2.0 to 3.0.',
  }),
  t({
    loinc: '1988-5',
    name: 'C-reactive protein (CRP)',
    aliases: ['crp', 'c-reactive protein', 'c reactive protein'],
    unit: 'mg/L',
    range: { high: 10 },
    critical: none(NOT_ON_LISTS),
    plausible: [0, 1000],
    units: ['mg/dL'],
    knowledge: 'lab-crp',
    highMeans:
      'A high CRP means inflammation somewhere in the body (infection, autoimmune disease, injury); it does not say where.',
  }),
  t({
    loinc: '2857-1',
    name: 'Prostate specific antigen (PSA)',
    aliases: ['psa', 'prostate specific antigen'],
    unit: 'ng/mL',
    range: { high: 4.0 },
    critical: none(NOT_ON_LISTS),
    plausible: [0, 20000],
    units: ['ug/L'],
    knowledge: 'lab-psa',
    highMeans:
      'A PSA above about 4.0 ng/mL has traditionally prompted further evaluation; an enlarged prostate or infection also raises it.',
  }),
  t({
    loinc: '2157-6',
    name: 'Creatine kinase (CK)',
    aliases: ['ck', 'cpk', 'creatine kinase', 'creatine phosphokinase'],
    unit: 'U/L',
    range: { low: 20, high: 200 },
    critical: {
      high: 5000,
      source: 'NCBI StatPearls, Rhabdomyolysis (2023): above 5,000 U/L the risk of acute kidney injury rises',
      danger: 'this much muscle breakdown (rhabdomyolysis) can injure the kidneys',
    },
    plausible: [0, 1000000],
    units: ['[IU]/L'],
    knowledge: 'lab-creatine-kinase',
    highMeans:
      'High CK means muscle injury: hard exercise, falls, statin side effects or, when very high, muscle breakdown.',
  }),
  t({
    loinc: '3040-3',
    name: 'Lipase',
    aliases: ['lipase'],
    unit: 'U/L',
    range: { high: 160 },
    critical: none(
      'not on the Kost (1990) or Mayo critical-value lists: above three times the upper limit supports acute pancreatitis only with typical belly pain (revised Atlanta classification 2012), which the explanation says',
    ),
    plausible: [0, 100000],
    units: ['[IU]/L'],
    knowledge: 'lab-lipase',
    highMeans:
      'A lipase above three times the upper limit, with upper belly pain, supports acute pancreatitis: with that pain, seek care today.',
  }),
  // Heart, acute care and coagulation
  t({
    loinc: '67151-1',
    name: 'Troponin T, high-sensitivity (hs-cTnT)',
    aliases: [
      'hs-ctnt',
      'hs ctnt',
      'hs-tnt',
      'hstnt',
      'troponin t',
      'high sensitivity troponin t',
      'ctnt',
      '6598-7',
      'troponin',
      'trop',
      'hs troponin',
      'hs-troponin',
      'cardiac troponin',
      'tnt',
      'trop t',
      'high sensitivity troponin',
      'hs trop',
      'hs trop t',
      '48425-3',
    ],
    unit: 'ng/L',
    units: ['ng/mL', 'pg/mL', 'ug/L'],
    range: { high: 14 },
    critical: {
      high: 14,
      source:
        'Fourth Universal Definition of Myocardial Infarction (Thygesen et al., 2018): above the 99th percentile upper reference limit is myocardial injury; 14 ng/L for the Roche Elecsys hs-cTnT assay (Giannitsis et al., Clin Chem 2010)',
      danger: 'troponin above the 99th percentile means heart muscle injury, which includes heart attacks',
    },
    plausible: [0, 200000],
    knowledge: 'lab-troponin',
    highMeans:
      'Troponin above the 99th percentile means heart muscle injury: a heart attack, or other strain such as heart failure, kidney disease, infection or a lung clot. A name without the assay is read as this one, the lowest common cut-off; your laboratory’s own cut-off applies.',
  }),
  t({
    loinc: '89579-7',
    name: 'Troponin I, high-sensitivity (hs-cTnI)',
    aliases: [
      'hs-ctni',
      'hs ctni',
      'hs-tni',
      'hstni',
      'troponin i',
      'high sensitivity troponin i',
      'ctni',
      'tni',
      'trop i',
      'hs trop i',
      'troponin i cardiac',
      '10839-9',
      '42757-5',
      '49563-0',
    ],
    unit: 'ng/L',
    units: ['ng/mL', 'pg/mL', 'ug/L'],
    range: { male: { high: 34 }, female: { high: 16 } },
    critical: {
      bySex: { male: { high: 34 }, female: { high: 16 } },
      source:
        'Fourth Universal Definition of Myocardial Infarction (Thygesen et al., 2018): above the sex-specific 99th percentile is myocardial injury; 16 ng/L (women) and 34 ng/L (men) for the Abbott ARCHITECT hs-cTnI assay (Shah et al., BMJ 2015)',
      danger: 'troponin above the 99th percentile means heart muscle injury, which includes heart attacks',
    },
    plausible: [0, 200000],
    knowledge: 'lab-troponin',
    highMeans:
      'Troponin above the 99th percentile means heart muscle injury: a heart attack, or other strain such as heart failure, kidney disease, infection or a lung clot. Cut-offs differ between assays; your laboratory’s own applies.',
  }),
  t({
    loinc: '30934-4',
    name: 'B-type natriuretic peptide (BNP)',
    aliases: ['bnp', 'b-type natriuretic peptide', 'brain natriuretic peptide'],
    unit: 'pg/mL',
    units: ['ng/L', 'pmol/L'],
    molarMass: 3464,
    range: { high: 99.999 },
    critical: none(
      'not on the Kost (1990) or Mayo critical-value lists: a high value means heart strain that needs a clinician soon, and new breathlessness needs emergency care whatever the value',
    ),
    plausible: [0, 50000],
    knowledge: 'lab-bnp',
    highMeans:
      'A BNP of 100 pg/mL or more suggests heart strain such as heart failure; kidney disease, age and atrial fibrillation also raise it. Sudden or worsening breathlessness needs emergency care.',
  }),
  t({
    loinc: '33762-6',
    name: 'NT-proBNP',
    aliases: ['nt-probnp', 'nt probnp', 'ntprobnp', 'n-terminal pro-bnp', 'pro-bnp', 'probnp'],
    unit: 'pg/mL',
    units: ['ng/L', 'pmol/L'],
    molarMass: 8457,
    range: { high: 124.999 },
    critical: none(
      'not on the Kost (1990) or Mayo critical-value lists: a high value means heart strain that needs a clinician soon, and new breathlessness needs emergency care whatever the value',
    ),
    plausible: [0, 100000],
    knowledge: 'lab-bnp',
    highMeans:
      'An NT-proBNP of 125 pg/mL or more (450 or more from age 75) suggests heart strain such as heart failure (ESC 2021 heart failure guideline); kidney disease and age also raise it. Sudden or worsening breathlessness needs emergency care.',
  }),
  t({
    loinc: '2524-7',
    name: 'Lactate',
    aliases: ['lactate', 'lactic acid', 'serum lactate', 'blood lactate', '32693-4', '2518-9', '2519-7'],
    unit: 'mmol/L',
    units: ['mg/dL', 'meq/L'],
    molarMass: 90.08,
    charge: 1,
    range: { low: 0.5, high: 2.2 },
    critical: {
      high: 4,
      inclusive: true,
      source:
        'Surviving Sepsis Campaign hour-1 bundle (Levy et al., Crit Care Med 2018): a lactate of 4 mmol/L or more needs immediate resuscitation',
      danger:
        'lactate this high can mean the organs are not getting enough blood or oxygen (shock or sepsis)',
    },
    plausible: [0, 30],
    knowledge: 'lab-lactate',
    reference: {
      title: 'Lactic acid test (MedlinePlus)',
      url: 'https://medlineplus.gov/ency/article/003507.htm',
    },
    highMeans:
      'High lactate means the body is making more than it clears: hard exercise or a seizure, or poor blood flow or oxygen from shock, sepsis or heart failure; metformin and liver disease also raise it.',
  }),
  t({
    loinc: '16362-6',
    name: 'Ammonia',
    aliases: ['ammonia', 'nh3', 'plasma ammonia', 'blood ammonia'],
    unit: 'umol/L',
    units: ['ug/dL'],
    molarMass: 17.031,
    range: { low: 11, high: 32 },
    critical: {
      high: 200,
      inclusive: true,
      source: MAYO_2015,
      danger: 'ammonia this high can cause brain swelling and coma',
    },
    plausible: [0, 2000],
    knowledge: 'lab-ammonia',
    reference: {
      title: 'Ammonia blood test (MedlinePlus)',
      url: 'https://medlineplus.gov/ency/article/003499.htm',
    },
    highMeans:
      'High ammonia most often comes from severe liver disease; it can cause confusion and drowsiness (hepatic encephalopathy).',
  }),
  t({
    loinc: '5902-2',
    name: 'Prothrombin time (PT)',
    aliases: ['pt', 'prothrombin time', 'protime'],
    unit: 's',
    range: { low: 11, high: 13.5 },
    critical: kost({ high: 27 }, 'blood this slow to clot risks serious bleeding'),
    plausible: [5, 200],
    knowledge: 'lab-pt',
    reference: {
      title: 'Prothrombin time (PT) (MedlinePlus)',
      url: 'https://medlineplus.gov/ency/article/003652.htm',
    },
    lowMeans: 'A short PT is rarely a concern.',
    highMeans:
      'A long PT means blood takes longer to clot: warfarin, liver disease, vitamin K deficiency or a clotting factor problem.',
  }),
  t({
    loinc: '14979-9',
    name: 'Activated partial thromboplastin time (aPTT)',
    aliases: [
      'aptt',
      'ptt',
      'partial thromboplastin time',
      'activated partial thromboplastin time',
      '3173-2',
    ],
    unit: 's',
    range: { low: 25, high: 35 },
    critical: {
      high: 150,
      inclusive: true,
      source: MAYO_2015,
      danger: 'blood this slow to clot risks serious bleeding',
    },
    plausible: [10, 300],
    knowledge: 'lab-aptt',
    reference: {
      title: 'Partial thromboplastin time (PTT) (MedlinePlus)',
      url: 'https://medlineplus.gov/ency/article/003653.htm',
    },
    lowMeans: 'A short aPTT is rarely a concern.',
    highMeans:
      'A long aPTT means blood takes longer to clot: heparin, a clotting factor deficiency such as hemophilia, liver disease or lupus anticoagulant.',
  }),
  // Arterial blood gases
  t({
    loinc: '2744-1',
    name: 'pH (arterial blood)',
    aliases: [
      'arterial ph',
      'blood ph',
      'ph arterial',
      'abg ph',
      'ph (arterial)',
      'ph (blood)',
      'venous ph',
      'ph venous',
      'vbg ph',
      '11558-4',
      '2746-6',
    ],
    unit: '[pH]',
    range: { low: 7.38, high: 7.42 },
    critical: kost({ low: 7.21, high: 7.59 }, 'blood this acidic or alkaline disturbs the heart and brain'),
    plausible: [6.3, 8.0],
    knowledge: 'lab-blood-gases',
    reference: { title: 'Blood gases (MedlinePlus)', url: 'https://medlineplus.gov/ency/article/003855.htm' },
    lowMeans:
      'Acidic blood (acidemia) can come from breathing problems, kidney failure, ketoacidosis or shock.',
    highMeans: 'Alkaline blood (alkalemia) can come from fast breathing, vomiting or diuretics.',
  }),
  t({
    loinc: '2019-8',
    name: 'pCO2 (arterial blood)',
    aliases: [
      'pco2',
      'paco2',
      'arterial pco2',
      'carbon dioxide partial pressure',
      'pco2 (arterial)',
      '11557-6',
    ],
    unit: 'mm[Hg]',
    units: ['kPa'],
    range: { low: 38, high: 42 },
    critical: kost(
      { low: 19, high: 67 },
      'carbon dioxide this far from normal means breathing is failing or far too fast',
    ),
    plausible: [8, 200],
    knowledge: 'lab-blood-gases',
    reference: { title: 'Blood gases (MedlinePlus)', url: 'https://medlineplus.gov/ency/article/003855.htm' },
    lowMeans:
      'Low pCO2 means fast or deep breathing (anxiety, pain, lung clots, or making up for acid in the blood).',
    highMeans: 'High pCO2 means the lungs are not clearing carbon dioxide (COPD, sedatives, weak breathing).',
  }),
  t({
    loinc: '2703-7',
    name: 'pO2 (arterial blood)',
    aliases: ['po2', 'pao2', 'arterial po2', 'oxygen partial pressure', 'po2 (arterial)'],
    unit: 'mm[Hg]',
    units: ['kPa'],
    range: { low: 75, high: 100 },
    critical: kost({ low: 43 }, 'oxygen this low starves the organs of oxygen'),
    plausible: [15, 700],
    knowledge: 'lab-blood-gases',
    reference: { title: 'Blood gases (MedlinePlus)', url: 'https://medlineplus.gov/ency/article/003855.htm' },
    lowMeans: 'Low pO2 means too little oxygen in the blood (lung disease, heart disease, altitude).',
    highMeans: 'High pO2 usually means extra oxygen is being breathed.',
  }),
  t({
    loinc: '1960-4',
    name: 'Bicarbonate (arterial blood)',
    charge: 1,
    aliases: ['arterial bicarbonate', 'abg hco3', 'hco3 (arterial)', 'arterial hco3', 'actual bicarbonate'],
    unit: 'mmol/L',
    units: ['meq/L'],
    range: { low: 22, high: 28 },
    critical: kost(
      { low: 11, high: 40 },
      'bicarbonate this far from normal means a severe acid-base disturbance',
    ),
    plausible: [2, 60],
    knowledge: 'lab-blood-gases',
    reference: { title: 'Blood gases (MedlinePlus)', url: 'https://medlineplus.gov/ency/article/003855.htm' },
    lowMeans:
      'Low bicarbonate means acid build-up (kidney disease, ketoacidosis, severe diarrhea) or making up for fast breathing.',
    highMeans: 'High bicarbonate can follow vomiting, diuretics or long-standing lung disease.',
  }),
  // Urinalysis
  t({
    loinc: '5811-5',
    name: 'Specific gravity (urine)',
    aliases: ['specific gravity', 'urine specific gravity', 'sg'],
    unit: '1',
    range: { low: 1.005, high: 1.03 },
    critical: none('a urinalysis finding, never an emergency on its own'),
    plausible: [1.0, 1.06],
    knowledge: 'lab-urinalysis',
    lowMeans: 'Dilute urine: plenty of fluids, diuretics, or the kidneys not concentrating urine.',
    highMeans: 'Concentrated urine, often from not drinking enough.',
  }),
  t({
    loinc: '5803-2',
    name: 'pH (urine)',
    aliases: ['urine ph', 'ph'],
    unit: '[pH]',
    range: { low: 4.5, high: 8.0 },
    critical: none('a urinalysis finding, never an emergency on its own'),
    plausible: [4, 9],
    knowledge: 'lab-urinalysis',
    lowMeans: 'Acidic urine can go with high-protein diets, dehydration or ketoacidosis.',
    highMeans: 'Alkaline urine can go with some infections or kidney conditions.',
  }),
  ...(
    [
      [
        '5792-7',
        'Glucose (urine)',
        ['urine glucose', 'glucosuria'],
        'Glucose in the urine usually means high blood glucose (or an SGLT2 inhibitor medicine).',
      ],
      [
        '5797-6',
        'Ketones (urine)',
        ['urine ketones', 'ketones', 'ketonuria'],
        'Ketones appear with fasting, very low-carbohydrate diets or, with high glucose, diabetic ketoacidosis.',
      ],
      [
        '20454-5',
        'Protein (urine)',
        ['urine protein', 'proteinuria'],
        'Protein in the urine can be a sign of kidney damage; exercise and fever can cause a brief rise.',
      ],
      [
        '5794-3',
        'Blood (urine)',
        ['urine blood', 'hematuria', 'urine hemoglobin'],
        'Blood in the urine can come from infection, stones or, less often, the kidneys or bladder; it should be followed up.',
      ],
      [
        '5799-2',
        'Leukocyte esterase (urine)',
        ['leukocyte esterase', 'urine leukocytes'],
        'White cells in the urine usually mean infection or inflammation of the urinary tract.',
      ],
      [
        '5802-4',
        'Nitrite (urine)',
        ['nitrite', 'urine nitrite', 'nitrites'],
        'Nitrite in the urine suggests a bacterial urinary tract infection.',
      ],
    ] as const
  ).map(([loinc, name, aliases, highMeans]) =>
    t({
      loinc,
      name,
      aliases,
      unit: '1',
      range: {},
      critical: none('a dipstick finding (flag A), never an emergency on its own'),
      knowledge: 'lab-urinalysis',
      highMeans,
      qualitative: true,
    }),
  ),
];
