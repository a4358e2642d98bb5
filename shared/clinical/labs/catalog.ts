/**
 * Common adult laboratory tests: LOINC code, the names people use, the unit the reference interval
 * is stated in (UCUM), the molar mass for mass/substance conversions, the typical adult reference
 * interval and, where a published guideline defines a dangerous level, critical limits. Intervals
 * follow the curated knowledge entry each test cites (MedlinePlus, NIH ODS, NCI); laboratories
 * differ slightly, and a report's own interval takes precedence.
 */
export type Sex = 'female' | 'male';

export interface Interval {
  low?: number;
  high?: number;
}

export interface Critical extends Interval {
  basis: string;
}

export interface LabTest {
  loinc: string;
  name: string;
  aliases: readonly string[];
  /** UCUM code of the unit the interval is stated in. */
  unit: string;
  /** g/mol, for converting mass concentrations to substance concentrations. */
  molarMass?: number;
  /** Ionic charge, for results in mEq/L (1 for sodium, 2 for calcium). */
  charge?: number;
  range: Interval | Record<Sex, Interval>;
  critical?: Critical;
  /** The curated knowledge entry that explains the test and gives its source. */
  knowledge: string;
  lowMeans?: string;
  highMeans?: string;
  /** Dipstick-style results: negative is normal, anything else is abnormal. */
  qualitative?: true;
}

const t = (test: LabTest): LabTest => test;

export const LAB_TESTS: readonly LabTest[] = [
  // Metabolic panel
  t({
    loinc: '2345-7',
    name: 'Glucose (fasting, serum or plasma)',
    aliases: ['glucose', 'fasting glucose', 'blood sugar', 'fbg', 'fpg', 'glu', '1558-6'],
    unit: 'mg/dL',
    molarMass: 180.156,
    range: { low: 70, high: 99 },
    critical: { low: 54, basis: 'ADA Standards of Care 2025: below 54 mg/dL is level 2 hypoglycemia' },
    knowledge: 'lab-fasting-glucose',
    lowMeans:
      'Low glucose can cause shakiness, sweating and confusion and needs prompt treatment with sugar.',
    highMeans:
      'A fasting value of 100 to 125 mg/dL is in the prediabetes range and 126 or more in the diabetes range (ADA 2025); a second test confirms.',
  }),
  t({
    loinc: '3094-0',
    name: 'Urea nitrogen (BUN)',
    aliases: ['bun', 'blood urea nitrogen', 'urea nitrogen', 'urea'],
    unit: 'mg/dL',
    molarMass: 28.014,
    range: { low: 6, high: 20 },
    knowledge: 'lab-bun',
    lowMeans: 'Low BUN is rarely a concern; it can follow a low-protein diet or liver disease.',
    highMeans:
      'High BUN can come from dehydration, kidney disease, bleeding in the gut or a high-protein diet.',
  }),
  t({
    loinc: '2160-0',
    name: 'Creatinine',
    aliases: ['creatinine', 'serum creatinine', 'creat', 'cr', 'scr'],
    unit: 'mg/dL',
    molarMass: 113.12,
    range: { male: { low: 0.7, high: 1.3 }, female: { low: 0.6, high: 1.1 } },
    knowledge: 'lab-creatinine',
    lowMeans: 'Low creatinine usually reflects low muscle mass.',
    highMeans:
      'High creatinine can mean the kidneys are filtering less (kidney disease, dehydration, blocked urine flow or medicines).',
  }),
  t({
    loinc: '2951-2',
    name: 'Sodium',
    charge: 1,
    aliases: ['sodium', 'na', 'serum sodium'],
    unit: 'mmol/L',
    range: { low: 135, high: 145 },
    critical: {
      low: 120,
      high: 160,
      basis:
        'severe hyponatremia below 120 and hypernatremia above 160 mmol/L can cause seizures and coma (NCBI StatPearls)',
    },
    knowledge: 'lab-sodium',
    lowMeans:
      'Low sodium (hyponatremia) can come from heart, kidney or liver disease, some diuretics and antidepressants, or drinking very large amounts of water.',
    highMeans: 'High sodium (hypernatremia) usually means dehydration.',
  }),
  t({
    loinc: '2823-3',
    name: 'Potassium',
    charge: 1,
    aliases: ['potassium', 'k', 'serum potassium'],
    unit: 'mmol/L',
    range: { low: 3.5, high: 5.0 },
    critical: {
      low: 2.5,
      high: 6.5,
      basis:
        'severe hypokalemia below 2.5 and severe hyperkalemia above 6.5 mmol/L disturb the heart rhythm (NCBI StatPearls)',
    },
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
    aliases: ['chloride', 'cl', 'serum chloride'],
    unit: 'mmol/L',
    range: { low: 96, high: 106 },
    knowledge: 'lab-bmp',
    lowMeans: 'Low chloride often goes with vomiting or with low sodium.',
    highMeans: 'High chloride often goes with dehydration or some kinds of acid-base imbalance.',
  }),
  t({
    loinc: '2028-9',
    name: 'Carbon dioxide (bicarbonate)',
    charge: 1,
    aliases: ['bicarbonate', 'co2', 'total co2', 'hco3', 'carbon dioxide'],
    unit: 'mmol/L',
    range: { low: 22, high: 29 },
    knowledge: 'lab-bmp',
    lowMeans:
      'Low bicarbonate can point to acid build-up (kidney disease, diabetic ketoacidosis, severe diarrhea).',
    highMeans: 'High bicarbonate can follow vomiting, diuretics or lung disease.',
  }),
  t({
    loinc: '17861-6',
    name: 'Calcium (total)',
    charge: 2,
    aliases: ['calcium', 'ca', 'total calcium', 'serum calcium'],
    unit: 'mg/dL',
    molarMass: 40.078,
    range: { low: 8.5, high: 10.2 },
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
    knowledge: 'lab-alt',
    highMeans: 'High ALT suggests liver cell injury (fatty liver, hepatitis, alcohol or medicines).',
  }),
  t({
    loinc: '1920-8',
    name: 'Aspartate aminotransferase (AST)',
    aliases: ['ast', 'sgot', 'aspartate aminotransferase'],
    unit: 'U/L',
    range: { high: 45 },
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
    knowledge: 'lab-phosphate',
    lowMeans: 'Low phosphate can follow poor nutrition, alcohol use or some antacids.',
    highMeans: 'High phosphate most often comes from kidney disease.',
  }),
  t({
    loinc: '19123-9',
    name: 'Magnesium',
    charge: 2,
    aliases: ['magnesium', 'mg', 'serum magnesium'],
    unit: 'mg/dL',
    molarMass: 24.305,
    range: { low: 1.7, high: 2.2 },
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
    critical: { low: 15, basis: 'KDIGO 2024: below 15 mL/min/1.73 m² is kidney failure (G5)' },
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
    knowledge: 'lab-urine-albumin',
    highMeans:
      'A ratio of 30 mg/g or more means albumin is leaking into the urine, an early sign of kidney damage (KDIGO); it is confirmed with repeat tests.',
  }),
  // Diabetes
  t({
    loinc: '4548-4',
    name: 'Hemoglobin A1c',
    aliases: ['hba1c', 'a1c', 'hemoglobin a1c', 'glycated hemoglobin', 'glycohemoglobin'],
    unit: '%',
    range: { high: 5.6 },
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
    critical: {
      high: 999,
      basis:
        'triglycerides of 1,000 mg/dL or more carry a high risk of acute pancreatitis (2018 AHA/ACC cholesterol guideline)',
    },
    knowledge: 'lab-triglycerides',
    highMeans: '150 to 199 mg/dL is borderline high, 200 to 499 high and 500 or more very high.',
  }),
  // Blood count
  t({
    loinc: '6690-2',
    name: 'White blood cells (WBC)',
    aliases: ['wbc', 'white blood cells', 'white blood count', 'white cell count', 'leukocytes'],
    unit: '10*3/uL',
    range: { low: 4.5, high: 11.0 },
    knowledge: 'lab-white-blood-count',
    lowMeans:
      'A low white count can come from viral infections, some medicines or bone marrow problems and raises infection risk.',
    highMeans:
      'A high white count most often means infection or inflammation; steroids and stress also raise it.',
  }),
  t({
    loinc: '789-8',
    name: 'Red blood cells (RBC)',
    aliases: ['rbc', 'red blood cells', 'red cell count', 'erythrocytes'],
    unit: '10*6/uL',
    range: { male: { low: 4.7, high: 6.1 }, female: { low: 4.2, high: 5.4 } },
    knowledge: 'lab-cbc',
    lowMeans: 'A low red cell count goes with anemia.',
    highMeans:
      'A high red cell count can come from dehydration, smoking, lung disease or a bone marrow condition.',
  }),
  t({
    loinc: '718-7',
    name: 'Hemoglobin',
    aliases: ['hemoglobin', 'haemoglobin', 'hgb', 'hb'],
    unit: 'g/dL',
    range: { male: { low: 13.8, high: 17.2 }, female: { low: 12.1, high: 15.1 } },
    critical: {
      low: 7,
      basis:
        'below 7 g/dL is the transfusion threshold of the 2023 AABB International guideline for stable adults',
    },
    knowledge: 'lab-hemoglobin',
    lowMeans:
      'Low hemoglobin is anemia (WHO: below 12 g/dL in non-pregnant women, 13 in men); causes include iron deficiency, blood loss and chronic disease.',
    highMeans:
      'High hemoglobin can come from dehydration, smoking, living at altitude or a bone marrow condition.',
  }),
  t({
    loinc: '4544-3',
    name: 'Hematocrit',
    aliases: ['hematocrit', 'haematocrit', 'hct', 'packed cell volume', 'pcv'],
    unit: '%',
    range: { male: { low: 40.7, high: 50.3 }, female: { low: 36.1, high: 44.3 } },
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
    knowledge: 'lab-cbc',
    lowMeans: 'Small red cells (low MCV) suggest iron deficiency or thalassemia trait.',
    highMeans:
      'Large red cells (high MCV) suggest low vitamin B12 or folate, alcohol use, liver disease or some medicines.',
  }),
  t({
    loinc: '777-3',
    name: 'Platelets',
    aliases: ['platelets', 'platelet count', 'plt', 'thrombocytes'],
    unit: '10*3/uL',
    range: { low: 150, high: 450 },
    critical: {
      low: 10,
      basis:
        'below 10,000 per microliter is the prophylactic transfusion threshold of the 2015 AABB platelet guideline',
    },
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
    critical: {
      low: 12,
      basis: 'NIH Office of Dietary Supplements: below 12 ng/mL (30 nmol/L) is deficiency',
    },
    knowledge: 'lab-vitamin-d',
    lowMeans: 'Below 20 ng/mL may be inadequate for bone health and below 12 ng/mL is deficient (NIH ODS).',
    highMeans: 'Above 50 ng/mL (125 nmol/L) may cause harm, usually from high-dose supplements (NIH ODS).',
  }),
  // Thyroid
  t({
    loinc: '3016-3',
    name: 'Thyroid stimulating hormone (TSH)',
    aliases: ['tsh', 'thyroid stimulating hormone', 'thyrotropin', '11580-8'],
    unit: 'm[IU]/L',
    range: { low: 0.4, high: 4.0 },
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
    knowledge: 'lab-free-t4',
    lowMeans: 'A low free T4 with a high TSH points to an underactive thyroid.',
    highMeans: 'A high free T4 with a low TSH points to an overactive thyroid.',
  }),
  // Other blood tests
  t({
    loinc: '6301-6',
    name: 'INR',
    aliases: ['inr', 'pt/inr', 'prothrombin time inr', 'international normalized ratio', '34714-6'],
    unit: '{INR}',
    range: { low: 0.8, high: 1.1 },
    critical: {
      high: 4.5,
      basis: 'ACCP (CHEST 2012): an INR above 4.5 on warfarin needs the dose held and review',
    },
    knowledge: 'lab-inr',
    highMeans: 'A high INR means blood takes longer to clot; on warfarin the usual target is 2.0 to 3.0.',
  }),
  t({
    loinc: '1988-5',
    name: 'C-reactive protein (CRP)',
    aliases: ['crp', 'c-reactive protein', 'c reactive protein'],
    unit: 'mg/L',
    range: { high: 10 },
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
    knowledge: 'lab-lipase',
    highMeans:
      'A lipase above three times the upper limit, with upper belly pain, supports acute pancreatitis.',
  }),
  // Urinalysis
  t({
    loinc: '5811-5',
    name: 'Specific gravity (urine)',
    aliases: ['specific gravity', 'urine specific gravity', 'sg'],
    unit: '1',
    range: { low: 1.005, high: 1.03 },
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
      knowledge: 'lab-urinalysis',
      highMeans,
      qualitative: true,
    }),
  ),
];
