import { sentences } from '../../text/sentences.ts';
import { curated } from './define.ts';

interface LabFacts {
  id: string;
  title: string;
  focus: string;
  synonyms: string[];
  what: string;
  ranges: string;
  meaning: string;
  url: string;
  source?: 'MEDLINEPLUS' | 'NIDDK' | 'ODS' | 'NHLBI' | 'CDC' | 'NCI';
  topics?: string[];
}

const NOTE =
  'Reference ranges differ between laboratories and by age, sex and pregnancy; your report shows the range your lab uses, and a result is read together with your history and other tests.';

/** A laboratory test: what it measures, the usual adult ranges, and what results outside them can mean. */
const lab = (facts: LabFacts) =>
  curated({
    id: facts.id,
    title: facts.title,
    focus: facts.focus,
    synonyms: facts.synonyms,
    topics: ['lab tests', ...(facts.topics ?? [])],
    questionType: 'exams and tests',
    paragraphs: [facts.what, facts.ranges, `${facts.meaning} ${NOTE}`],
    snippet: sentences(facts.what)[0] ?? facts.what,
    source: facts.source ?? 'MEDLINEPLUS',
    url: facts.url,
  });

export const labs = [
  lab({
    id: 'lab-hba1c',
    title: 'Hemoglobin A1C (HbA1c) test',
    focus: 'hba1c',
    synonyms: ['a1c', 'hemoglobin a1c', 'glycated hemoglobin', 'glycohemoglobin'],
    what: 'The HbA1c test shows the average blood glucose over the past two to three months, as the share of hemoglobin that has glucose attached. It is used to diagnose prediabetes and diabetes and to follow diabetes treatment; no fasting is needed.',
    ranges:
      'Under the American Diabetes Association criteria (Standards of Care 2025), below 5.7% is normal, 5.7% to 6.4% is prediabetes and 6.5% or higher on two tests is diabetes. Many adults with diabetes aim for below 7%, with individual targets.',
    meaning:
      'Anemia, recent blood loss or transfusion, pregnancy, kidney failure and some hemoglobin variants can make HbA1c misleading.',
    url: 'https://medlineplus.gov/lab-tests/hemoglobin-a1c-hba1c-test/',
    topics: ['diabetes'],
  }),
  lab({
    id: 'lab-fasting-glucose',
    title: 'Fasting blood glucose test',
    focus: 'fasting blood glucose',
    synonyms: ['fasting plasma glucose', 'fasting blood sugar', 'blood glucose test'],
    what: 'A fasting plasma glucose test measures blood sugar after at least 8 hours without food. It screens for and diagnoses prediabetes and diabetes.',
    ranges:
      'Per the American Diabetes Association: below 100 mg/dL (5.6 mmol/L) is normal, 100 to 125 mg/dL (5.6 to 6.9 mmol/L) is prediabetes (impaired fasting glucose), and 126 mg/dL (7.0 mmol/L) or higher on two tests is diabetes. A random glucose of 200 mg/dL (11.1 mmol/L) or more with classic symptoms also indicates diabetes.',
    meaning:
      'Below 70 mg/dL (3.9 mmol/L) is low blood glucose. Illness, stress and some medicines such as corticosteroids raise glucose.',
    url: 'https://medlineplus.gov/lab-tests/blood-glucose-test/',
    topics: ['diabetes'],
  }),
  lab({
    id: 'lab-ogtt',
    title: 'Oral glucose tolerance test (OGTT)',
    focus: 'oral glucose tolerance test',
    synonyms: ['ogtt', 'glucose tolerance test', 'glucose challenge test'],
    what: 'In an oral glucose tolerance test, blood glucose is measured before and two hours after drinking a 75-gram glucose drink. It is used for diabetes and, in pregnancy, for gestational diabetes.',
    ranges:
      'For non-pregnant adults (ADA): a 2-hour value below 140 mg/dL (7.8 mmol/L) is normal, 140 to 199 mg/dL is prediabetes (impaired glucose tolerance), and 200 mg/dL (11.1 mmol/L) or higher is diabetes. Pregnancy uses different cut-offs.',
    meaning: 'The test needs fasting beforehand and about two hours of sitting quietly.',
    url: 'https://medlineplus.gov/lab-tests/glucose-tolerance-test/',
    topics: ['diabetes', 'pregnancy'],
  }),
  lab({
    id: 'lab-glucose-targets',
    title: 'Blood glucose targets for people with diabetes',
    focus: 'blood glucose targets',
    synonyms: ['glucose meter readings', 'time in range', 'continuous glucose monitor', 'cgm'],
    what: 'Home glucose checks and continuous glucose monitors show how glucose changes through the day. Targets are individual, but the American Diabetes Association suggests for many non-pregnant adults 80 to 130 mg/dL before meals and below 180 mg/dL one to two hours after starting a meal.',
    ranges:
      'For continuous monitors, the 2019 international consensus on time in range suggests more than 70% of readings between 70 and 180 mg/dL, fewer than 4% below 70 mg/dL and fewer than 1% below 54 mg/dL.',
    meaning: 'Frequent lows or readings above 250 to 300 mg/dL are reasons to contact the care team.',
    url: 'https://www.niddk.nih.gov/health-information/diabetes/overview/managing-diabetes/know-blood-sugar-numbers',
    source: 'NIDDK',
    topics: ['diabetes'],
  }),
  lab({
    id: 'lab-lipid-panel',
    title: 'Cholesterol test (lipid panel)',
    focus: 'lipid panel',
    synonyms: ['cholesterol test', 'lipid profile', 'cholesterol levels'],
    what: 'A lipid panel measures total cholesterol, LDL ("bad") cholesterol, HDL ("good") cholesterol and triglycerides. Adults are usually checked every four to six years, more often with risk factors.',
    ranges:
      'Commonly used adult levels: total cholesterol below 200 mg/dL is desirable; LDL below 100 mg/dL is optimal and 160 mg/dL or more is high; HDL of 60 mg/dL or more is protective and below 40 mg/dL (men) or 50 mg/dL (women) is low; triglycerides below 150 mg/dL are normal.',
    meaning:
      'An LDL of 190 mg/dL or more usually warrants treatment regardless of other risk (2018 AHA/ACC guideline). Treatment otherwise depends on overall cardiovascular risk.',
    url: 'https://medlineplus.gov/lab-tests/cholesterol-levels/',
    topics: ['cholesterol', 'heart'],
  }),
  lab({
    id: 'lab-triglycerides',
    title: 'Triglycerides test',
    focus: 'triglycerides',
    synonyms: ['blood fats', 'triglyceride level'],
    what: 'Triglycerides are the most common fat in the blood, stored from extra calories. They are measured as part of a lipid panel, often after fasting.',
    ranges:
      'Below 150 mg/dL is normal, 150 to 199 borderline high, 200 to 499 high and 500 mg/dL or more very high.',
    meaning:
      'High levels go with obesity, diabetes, alcohol and some medicines and add to heart risk; very high levels can cause pancreatitis.',
    url: 'https://medlineplus.gov/lab-tests/triglycerides-test/',
    topics: ['cholesterol'],
  }),
  lab({
    id: 'lab-bmp',
    title: 'Basic metabolic panel (BMP)',
    focus: 'basic metabolic panel',
    synonyms: ['bmp', 'chem 7', 'electrolyte panel', 'metabolic panel'],
    what: 'A basic metabolic panel is a group of eight blood tests: glucose, calcium, sodium, potassium, bicarbonate (CO2), chloride, blood urea nitrogen (BUN) and creatinine. It checks kidney function, fluid and electrolyte balance and blood sugar.',
    ranges:
      'Typical adult ranges: sodium 135 to 145 mmol/L, potassium 3.5 to 5.0 mmol/L, chloride 96 to 106 mmol/L, bicarbonate 22 to 29 mmol/L, BUN about 6 to 20 mg/dL, creatinine about 0.7 to 1.3 mg/dL (men) and 0.6 to 1.1 mg/dL (women), calcium 8.5 to 10.2 mg/dL.',
    meaning:
      'Abnormal values can reflect kidney disease, dehydration, diabetes, medicine effects or hormone problems.',
    url: 'https://medlineplus.gov/lab-tests/basic-metabolic-panel-bmp/',
    topics: ['kidney'],
  }),
  lab({
    id: 'lab-cmp',
    title: 'Comprehensive metabolic panel (CMP)',
    focus: 'comprehensive metabolic panel',
    synonyms: ['cmp', 'chem 14', 'chemistry panel'],
    what: 'A comprehensive metabolic panel adds liver tests and proteins to the basic panel: albumin, total protein, alkaline phosphatase (ALP), ALT, AST and bilirubin, for 14 tests in all.',
    ranges:
      'Typical adult ranges include albumin 3.4 to 5.4 g/dL, total protein 6.0 to 8.3 g/dL, ALP about 44 to 147 IU/L and total bilirubin about 0.1 to 1.2 mg/dL; ALT and AST upper limits are usually around 40 to 55 U/L depending on the lab.',
    meaning:
      'It is a broad check of kidney and liver health, blood sugar and electrolytes, often part of a routine exam.',
    url: 'https://medlineplus.gov/lab-tests/comprehensive-metabolic-panel-cmp/',
    topics: ['liver', 'kidney'],
  }),
  lab({
    id: 'lab-sodium',
    title: 'Sodium blood test',
    focus: 'sodium blood test',
    synonyms: ['serum sodium', 'hyponatremia', 'hypernatremia'],
    what: 'Sodium is an electrolyte that controls fluid balance and nerve and muscle function; the test is part of a metabolic panel.',
    ranges:
      'The usual adult range is about 135 to 145 mmol/L. Below 135 is hyponatremia and above 145 is hypernatremia.',
    meaning:
      'Low sodium can come from heart, kidney or liver disease, some diuretics and antidepressants, or drinking very large amounts of water; severe or sudden low sodium can cause confusion and seizures and is an emergency. High sodium usually means dehydration.',
    url: 'https://medlineplus.gov/lab-tests/sodium-blood-test/',
  }),
  lab({
    id: 'lab-potassium',
    title: 'Potassium blood test',
    focus: 'potassium blood test',
    synonyms: ['serum potassium', 'hyperkalemia', 'hypokalemia'],
    what: 'Potassium is an electrolyte essential for nerve and muscle function, including the heart.',
    ranges:
      'The usual adult range is about 3.5 to 5.0 mmol/L (some labs to 5.2). Below 3.5 is hypokalemia and above 5.0 is hyperkalemia.',
    meaning:
      'High potassium occurs with kidney disease and medicines such as ACE inhibitors, ARBs, spironolactone and potassium supplements; low potassium with diuretics, vomiting or diarrhea. Values below about 3.0 or above about 6.0 mmol/L can disturb the heart rhythm and need urgent attention.',
    url: 'https://medlineplus.gov/lab-tests/potassium-blood-test/',
  }),
  lab({
    id: 'lab-creatinine',
    title: 'Creatinine test',
    focus: 'creatinine',
    synonyms: ['serum creatinine', 'kidney function test'],
    what: 'Creatinine is a waste product of muscle that healthy kidneys filter out. Blood creatinine is used to estimate kidney function (eGFR).',
    ranges:
      'Typical adult ranges are about 0.7 to 1.3 mg/dL for men and 0.6 to 1.1 mg/dL for women; muscle mass affects it.',
    meaning:
      'A rising creatinine can mean the kidneys are filtering less, from kidney disease, dehydration, blocked urine flow or medicines.',
    url: 'https://medlineplus.gov/lab-tests/creatinine-test/',
    topics: ['kidney'],
  }),
  lab({
    id: 'lab-egfr',
    title: 'Glomerular filtration rate (eGFR)',
    focus: 'egfr',
    synonyms: ['estimated glomerular filtration rate', 'gfr', 'kidney function'],
    what: 'The estimated glomerular filtration rate is calculated from blood creatinine (and sometimes cystatin C), age and sex, using the race-free CKD-EPI 2021 equation now recommended in the United States. It estimates how much blood the kidneys filter each minute.',
    ranges:
      'An eGFR of 90 mL/min/1.73 m² or more is normal; 60 to 89 is mildly decreased; below 60 for three months or more indicates chronic kidney disease; below 15 is kidney failure.',
    meaning:
      'eGFR naturally declines with age. It guides doses of many medicines, such as metformin, which is not started below 45 and stopped below 30.',
    url: 'https://medlineplus.gov/lab-tests/glomerular-filtration-rate-gfr-test/',
    topics: ['kidney'],
  }),
  lab({
    id: 'lab-bun',
    title: 'Blood urea nitrogen (BUN) test',
    focus: 'blood urea nitrogen',
    synonyms: ['bun', 'urea'],
    what: 'BUN measures urea nitrogen, a waste product from protein breakdown that the kidneys remove.',
    ranges: 'A typical adult range is about 6 to 20 mg/dL.',
    meaning:
      'High BUN can reflect kidney disease, dehydration, bleeding in the gut or a high-protein diet; low BUN can occur with liver disease or malnutrition. The BUN-to-creatinine ratio helps tell causes apart.',
    url: 'https://medlineplus.gov/lab-tests/bun-blood-urea-nitrogen/',
    topics: ['kidney'],
  }),
  lab({
    id: 'lab-urine-albumin',
    title: 'Urine albumin-creatinine ratio (uACR)',
    focus: 'urine albumin creatinine ratio',
    synonyms: ['uacr', 'microalbumin', 'urine albumin', 'proteinuria'],
    what: 'The urine albumin-creatinine ratio detects small amounts of the protein albumin in urine, an early sign of kidney damage, especially in diabetes and high blood pressure.',
    ranges:
      'Per KDIGO categories: below 30 mg/g is normal to mildly increased, 30 to 300 mg/g moderately increased, and above 300 mg/g severely increased. Two of three tests over three to six months should be high to confirm.',
    meaning:
      'Exercise, fever and infection can raise it temporarily. People with diabetes should be tested at least yearly.',
    url: 'https://medlineplus.gov/lab-tests/microalbumin-creatinine-ratio/',
    topics: ['kidney', 'diabetes'],
  }),
  lab({
    id: 'lab-calcium',
    title: 'Calcium blood test',
    focus: 'calcium blood test',
    synonyms: ['serum calcium', 'hypercalcemia', 'hypocalcemia'],
    what: 'Blood calcium reflects bone, kidney and parathyroid health.',
    ranges:
      'A typical adult total calcium range is about 8.5 to 10.2 mg/dL; low albumin lowers total calcium without a true deficit.',
    meaning:
      'High calcium is most often from overactive parathyroid glands or cancer; very high levels cause confusion, thirst and kidney problems. Low calcium can cause tingling and muscle cramps.',
    url: 'https://medlineplus.gov/lab-tests/calcium-blood-test/',
  }),
  lab({
    id: 'lab-magnesium',
    title: 'Magnesium blood test',
    focus: 'magnesium blood test',
    synonyms: ['serum magnesium'],
    what: 'Magnesium supports nerve, muscle and heart function.',
    ranges: 'A typical adult range is about 1.7 to 2.2 mg/dL.',
    meaning:
      'Low magnesium occurs with alcohol use, diarrhea, diuretics and long-term proton pump inhibitor use, and can cause cramps and heart rhythm problems; high magnesium is uncommon except with kidney failure or supplements.',
    url: 'https://medlineplus.gov/lab-tests/magnesium-blood-test/',
  }),
  lab({
    id: 'lab-phosphate',
    title: 'Phosphate (phosphorus) blood test',
    focus: 'phosphate blood test',
    synonyms: ['phosphorus', 'serum phosphate'],
    what: 'Phosphate works with calcium to build bones and teeth.',
    ranges: 'A typical adult range is about 2.5 to 4.5 mg/dL.',
    meaning:
      'High levels are common in advanced kidney disease; low levels can occur with malnutrition, alcohol use and some hormone problems.',
    url: 'https://medlineplus.gov/lab-tests/phosphate-in-blood/',
    topics: ['kidney'],
  }),
  lab({
    id: 'lab-liver-function',
    title: 'Liver function tests',
    focus: 'liver function tests',
    synonyms: ['liver panel', 'liver enzymes', 'lfts', 'hepatic function panel'],
    what: 'Liver function tests measure enzymes and proteins that show how the liver is working: ALT, AST, alkaline phosphatase (ALP), GGT, bilirubin, albumin and total protein.',
    ranges:
      'Typical adult ranges: ALT and AST up to about 40 to 55 U/L depending on the lab, ALP about 44 to 147 IU/L, total bilirubin about 0.1 to 1.2 mg/dL, albumin 3.4 to 5.4 g/dL.',
    meaning:
      'A pattern with high ALT and AST suggests liver cell injury (hepatitis, fatty liver, medicines, alcohol); high ALP and GGT suggest blocked bile flow. Mildly raised enzymes are common and often from fatty liver.',
    url: 'https://medlineplus.gov/lab-tests/liver-function-tests/',
    topics: ['liver'],
  }),
  lab({
    id: 'lab-alt',
    title: 'ALT (alanine transaminase) test',
    focus: 'alt',
    synonyms: ['alanine aminotransferase', 'sgpt', 'liver enzyme'],
    what: 'ALT is an enzyme found mostly in the liver; it leaks into the blood when liver cells are damaged.',
    ranges:
      'The upper limit is usually around 40 to 55 U/L depending on the laboratory, often lower in women.',
    meaning:
      'Raised ALT occurs with fatty liver disease, viral hepatitis, alcohol and many medicines, including high doses of acetaminophen; very high levels suggest acute liver injury.',
    url: 'https://medlineplus.gov/lab-tests/alanine-transaminase-alt-blood-test/',
    topics: ['liver'],
  }),
  lab({
    id: 'lab-ast',
    title: 'AST (aspartate aminotransferase) test',
    focus: 'ast',
    synonyms: ['aspartate transaminase', 'sgot'],
    what: 'AST is an enzyme in the liver, heart and muscles.',
    ranges: 'The upper limit is usually around 35 to 45 U/L depending on the laboratory.',
    meaning:
      'High AST with high ALT points to the liver; an AST higher than ALT can suggest alcohol-related liver disease. Muscle injury also raises AST.',
    url: 'https://medlineplus.gov/lab-tests/aspartate-aminotransferase-ast-test/',
    topics: ['liver'],
  }),
  lab({
    id: 'lab-alkaline-phosphatase',
    title: 'Alkaline phosphatase (ALP) test',
    focus: 'alkaline phosphatase',
    synonyms: ['alp', 'alk phos'],
    what: 'Alkaline phosphatase is an enzyme from the liver and bones.',
    ranges:
      'A typical adult range is about 44 to 147 IU/L; it is normally higher in growing children and in pregnancy.',
    meaning:
      'High ALP can mean blocked bile ducts, liver disease or bone conditions such as Paget disease or healing fractures; a GGT test helps show whether the liver is the source.',
    url: 'https://medlineplus.gov/lab-tests/alkaline-phosphatase/',
    topics: ['liver', 'bones'],
  }),
  lab({
    id: 'lab-bilirubin',
    title: 'Bilirubin blood test',
    focus: 'bilirubin',
    synonyms: ['jaundice', 'total bilirubin'],
    what: 'Bilirubin is a yellow pigment from the breakdown of red blood cells, processed by the liver.',
    ranges: 'A typical adult total bilirubin is about 0.1 to 1.2 mg/dL.',
    meaning:
      'High bilirubin causes jaundice (yellow skin and eyes) and can come from liver disease, blocked bile ducts or rapid red cell breakdown; Gilbert syndrome causes harmless mild rises. Jaundice in a newborn needs prompt evaluation.',
    url: 'https://medlineplus.gov/lab-tests/bilirubin-blood-test/',
    topics: ['liver'],
  }),
  lab({
    id: 'lab-albumin',
    title: 'Albumin blood test',
    focus: 'albumin blood test',
    synonyms: ['serum albumin'],
    what: 'Albumin is the main protein made by the liver; it keeps fluid in the blood vessels.',
    ranges: 'A typical adult range is about 3.4 to 5.4 g/dL.',
    meaning:
      'Low albumin can come from liver disease, kidney disease that leaks protein, malnutrition or inflammation; high albumin usually reflects dehydration.',
    url: 'https://medlineplus.gov/lab-tests/albumin-blood-test/',
    topics: ['liver', 'kidney'],
  }),
  lab({
    id: 'lab-cbc',
    title: 'Complete blood count (CBC)',
    focus: 'complete blood count',
    synonyms: ['cbc', 'blood count', 'full blood count'],
    what: 'A complete blood count measures red blood cells, hemoglobin, hematocrit, white blood cells and platelets, plus red cell size (MCV). It is one of the most common blood tests.',
    ranges:
      'Typical adult ranges: hemoglobin about 13.8 to 17.2 g/dL (men) and 12.1 to 15.1 g/dL (women); white blood cells about 4,500 to 11,000 per microliter; platelets about 150,000 to 450,000 per microliter; MCV about 80 to 100 fL.',
    meaning: 'It helps detect anemia, infection, inflammation, bleeding disorders and blood cancers.',
    url: 'https://medlineplus.gov/lab-tests/complete-blood-count-cbc/',
    topics: ['blood'],
  }),
  lab({
    id: 'lab-hemoglobin',
    title: 'Hemoglobin test',
    focus: 'hemoglobin test',
    synonyms: ['hgb', 'hb', 'low hemoglobin'],
    what: 'Hemoglobin is the protein in red blood cells that carries oxygen.',
    ranges:
      'Typical adult ranges are about 13.8 to 17.2 g/dL for men and 12.1 to 15.1 g/dL for women (WHO defines anemia in non-pregnant women as below 12 g/dL and in men below 13 g/dL).',
    meaning:
      'Low hemoglobin means anemia, from iron deficiency, blood loss, chronic disease, kidney disease or vitamin deficiencies; high hemoglobin can come from smoking, living at altitude, lung disease or polycythemia.',
    url: 'https://medlineplus.gov/lab-tests/hemoglobin-test/',
    topics: ['blood'],
  }),
  lab({
    id: 'lab-hematocrit',
    title: 'Hematocrit test',
    focus: 'hematocrit',
    synonyms: ['hct', 'packed cell volume'],
    what: 'Hematocrit is the percentage of blood volume made up of red blood cells.',
    ranges: 'Typical adult ranges are about 40.7% to 50.3% for men and 36.1% to 44.3% for women.',
    meaning:
      'Low hematocrit suggests anemia or blood loss; high hematocrit suggests dehydration or too many red cells.',
    url: 'https://medlineplus.gov/lab-tests/hematocrit-test/',
    topics: ['blood'],
  }),
  lab({
    id: 'lab-white-blood-count',
    title: 'White blood count (WBC)',
    focus: 'white blood cell count',
    synonyms: ['wbc', 'white cell count', 'leukocytes'],
    what: 'White blood cells fight infection. The count and the differential (neutrophils, lymphocytes and others) are part of a CBC.',
    ranges: 'A typical adult range is about 4,500 to 11,000 cells per microliter.',
    meaning:
      'A high count is common with infection, inflammation, stress and corticosteroids and, rarely, leukemia; a low count can follow viral infections, some medicines, chemotherapy or bone marrow problems and raises infection risk.',
    url: 'https://medlineplus.gov/lab-tests/white-blood-count-wbc/',
    topics: ['blood', 'infections'],
  }),
  lab({
    id: 'lab-platelets',
    title: 'Platelet count',
    focus: 'platelet count',
    synonyms: ['platelets', 'thrombocytopenia', 'thrombocytosis'],
    what: 'Platelets are cell fragments that help blood clot.',
    ranges: 'A typical adult range is about 150,000 to 450,000 per microliter.',
    meaning:
      'Low platelets raise the risk of bruising and bleeding (very low counts, below about 20,000, can cause spontaneous bleeding); causes include viral infections, medicines, liver disease and immune conditions. High counts occur with inflammation, iron deficiency and some bone marrow disorders.',
    url: 'https://medlineplus.gov/lab-tests/platelet-tests/',
    topics: ['blood'],
  }),
  lab({
    id: 'lab-ferritin',
    title: 'Ferritin blood test',
    focus: 'ferritin',
    synonyms: ['iron stores', 'serum ferritin'],
    what: 'Ferritin is a protein that stores iron; its blood level reflects the body’s iron stores.',
    ranges: 'Typical adult ranges are roughly 24 to 336 ng/mL for men and 11 to 307 ng/mL for women.',
    meaning:
      'Low ferritin is the most specific sign of iron deficiency. Ferritin also rises with inflammation, liver disease and iron overload (hemochromatosis), so a normal value does not always rule out deficiency.',
    url: 'https://medlineplus.gov/lab-tests/ferritin-blood-test/',
    topics: ['blood'],
  }),
  lab({
    id: 'lab-iron-tests',
    title: 'Iron tests: serum iron, TIBC and transferrin saturation',
    focus: 'iron tests',
    synonyms: ['serum iron', 'tibc', 'transferrin saturation'],
    what: 'Iron tests measure iron in the blood, the capacity of transferrin to carry iron (TIBC) and how much of it is used (saturation).',
    ranges:
      'Typical adult values: serum iron about 60 to 170 mcg/dL; TIBC about 240 to 450 mcg/dL; transferrin saturation about 20% to 50%.',
    meaning:
      'Iron deficiency shows low iron, high TIBC and low saturation; iron overload shows high saturation, often above 45%.',
    url: 'https://medlineplus.gov/lab-tests/iron-tests/',
    topics: ['blood'],
  }),
  lab({
    id: 'lab-vitamin-b12',
    title: 'Vitamin B12 test',
    focus: 'vitamin b12 test',
    synonyms: ['b12 level', 'cobalamin'],
    what: 'This test measures vitamin B12, needed for red blood cells and nerves.',
    ranges:
      'Levels below about 200 pg/mL (148 pmol/L) usually indicate deficiency; borderline values can be clarified with methylmalonic acid.',
    meaning:
      'Deficiency causes anemia with large red cells, tiredness, numbness and memory problems. It is common in older adults, with pernicious anemia, after stomach surgery, in vegans, and with long-term metformin or acid-reducing medicines.',
    url: 'https://medlineplus.gov/lab-tests/vitamin-b-test/',
    topics: ['blood', 'nutrition'],
  }),
  lab({
    id: 'lab-folate',
    title: 'Folate test',
    focus: 'folate test',
    synonyms: ['folic acid level'],
    what: 'Folate is a B vitamin needed to make red blood cells and for a baby’s early development.',
    ranges: 'A serum folate above about 4 ng/mL is usually considered adequate; labs vary.',
    meaning:
      'Low folate causes anemia with large red cells and, in early pregnancy, raises the risk of neural tube defects; alcohol use and some medicines lower folate.',
    url: 'https://medlineplus.gov/lab-tests/folate-test/',
    topics: ['blood', 'nutrition'],
  }),
  lab({
    id: 'lab-tsh',
    title: 'Thyroid-stimulating hormone (TSH) test',
    focus: 'tsh',
    synonyms: ['thyroid stimulating hormone', 'thyroid test', 'thyrotropin'],
    what: 'TSH is made by the pituitary gland to drive the thyroid. It is the best first test of thyroid function.',
    ranges:
      'A typical adult range is about 0.4 to 4.0 mIU/L (labs vary, and it is higher in older adults and differs in pregnancy).',
    meaning:
      'A high TSH usually means an underactive thyroid (hypothyroidism); a low TSH usually means an overactive thyroid (hyperthyroidism). Free T4 is measured next to confirm.',
    url: 'https://medlineplus.gov/lab-tests/thyroid-stimulating-hormone-tsh-test/',
    topics: ['thyroid'],
  }),
  lab({
    id: 'lab-free-t4',
    title: 'Thyroxine (free T4) test',
    focus: 'free t4',
    synonyms: ['thyroxine', 't4 test'],
    what: 'Free T4 is the unbound form of the main thyroid hormone.',
    ranges: 'A typical adult range is about 0.8 to 1.8 ng/dL.',
    meaning:
      'High TSH with low free T4 indicates hypothyroidism; low TSH with high free T4 indicates hyperthyroidism. Biotin supplements can interfere with some thyroid tests.',
    url: 'https://medlineplus.gov/lab-tests/t4-thyroxine-test/',
    topics: ['thyroid'],
  }),
  lab({
    id: 'lab-vitamin-d',
    title: 'Vitamin D test (25-hydroxyvitamin D)',
    focus: 'vitamin d test',
    synonyms: ['25 hydroxy vitamin d', 'vitamin d level'],
    what: 'The 25-hydroxyvitamin D blood test is the best measure of vitamin D status.',
    ranges:
      'The NIH Office of Dietary Supplements summarizes: below 12 ng/mL (30 nmol/L) is deficient, 12 to 20 ng/mL (30 to 50 nmol/L) may be inadequate for some people, 20 ng/mL (50 nmol/L) or more is adequate for most, and above 50 ng/mL (125 nmol/L) may cause harm.',
    meaning:
      'Routine screening of healthy adults is not recommended by the USPSTF; testing is useful with risk factors such as bone disease or malabsorption.',
    url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    source: 'ODS',
    topics: ['nutrition', 'bones'],
  }),
  lab({
    id: 'lab-psa',
    title: 'Prostate-specific antigen (PSA) test',
    focus: 'psa',
    synonyms: ['prostate specific antigen', 'prostate cancer blood test'],
    what: 'PSA is a protein made by the prostate. The blood test is used in prostate cancer screening and follow-up.',
    ranges:
      'There is no single normal value; levels rise with age and prostate size. A level above about 4.0 ng/mL has traditionally prompted further evaluation, though lower thresholds are used in some settings.',
    meaning:
      'Enlarged prostate, infection, recent ejaculation and some procedures raise PSA. The USPSTF (2018) advises men 55 to 69 to make an individual decision about screening with a clinician.',
    url: 'https://www.cancer.gov/types/prostate/psa-fact-sheet',
    source: 'NCI',
    topics: ['mens health', 'cancer screening'],
  }),
  lab({
    id: 'lab-inr',
    title: 'Prothrombin time and INR',
    focus: 'inr',
    synonyms: ['prothrombin time', 'pt inr', 'pt'],
    what: 'The prothrombin time measures how long blood takes to clot; the INR standardizes it across labs. It monitors warfarin and checks liver function and bleeding disorders.',
    ranges:
      'Without anticoagulants, INR is about 0.8 to 1.1. For most people taking warfarin the target is 2.0 to 3.0; some heart valves need 2.5 to 3.5.',
    meaning:
      'An INR above the target raises bleeding risk; below it raises clotting risk. Many foods, alcohol and medicines (including antibiotics) change warfarin’s effect.',
    url: 'https://medlineplus.gov/lab-tests/prothrombin-time-test-and-inr-ptinr/',
    topics: ['blood', 'anticoagulants'],
  }),
  lab({
    id: 'lab-crp',
    title: 'C-reactive protein (CRP) test',
    focus: 'c reactive protein',
    synonyms: ['crp', 'hs crp', 'inflammation marker'],
    what: 'CRP is made by the liver in response to inflammation.',
    ranges:
      'A standard CRP is usually below about 10 mg/L. The high-sensitivity test (hs-CRP) used for heart risk is read as below 1 mg/L lower risk, 1 to 3 average and above 3 mg/L higher risk.',
    meaning: 'High CRP is non-specific: infection, autoimmune disease, injury and obesity all raise it.',
    url: 'https://medlineplus.gov/lab-tests/c-reactive-protein-crp-test/',
    topics: ['inflammation'],
  }),
  lab({
    id: 'lab-esr',
    title: 'Erythrocyte sedimentation rate (ESR)',
    focus: 'esr',
    synonyms: ['sed rate', 'sedimentation rate'],
    what: 'The ESR measures how quickly red blood cells settle in a tube, a non-specific sign of inflammation.',
    ranges:
      'Typical upper limits are about 15 mm/hr for men and 20 mm/hr for women under 50, higher with age.',
    meaning:
      'A high ESR occurs with infections, autoimmune diseases and some cancers; very high values can support diagnoses such as giant cell arteritis.',
    url: 'https://medlineplus.gov/lab-tests/erythrocyte-sedimentation-rate-esr/',
    topics: ['inflammation'],
  }),
  lab({
    id: 'lab-uric-acid',
    title: 'Uric acid blood test',
    focus: 'uric acid',
    synonyms: ['urate', 'hyperuricemia'],
    what: 'Uric acid comes from the breakdown of purines; high levels can form crystals in joints (gout) and kidneys (stones).',
    ranges:
      'Typical adult ranges are about 3.5 to 7.2 mg/dL; for people with gout, urate-lowering treatment usually aims below 6 mg/dL.',
    meaning: 'Many people with high uric acid never get gout; levels can be normal during a gout attack.',
    url: 'https://medlineplus.gov/lab-tests/uric-acid-test/',
    topics: ['joints'],
  }),
  lab({
    id: 'lab-troponin',
    title: 'Troponin test',
    focus: 'troponin',
    synonyms: ['cardiac troponin', 'heart enzyme', 'high sensitivity troponin'],
    what: 'Troponins are heart muscle proteins released into the blood when the heart is damaged. Troponin is the main blood test for a heart attack, repeated over hours.',
    ranges:
      'A result above the 99th percentile of the lab’s healthy reference population, with a rise or fall over time, indicates heart muscle injury.',
    meaning:
      'Heart attack is the key cause, but heart failure, myocarditis, pulmonary embolism, sepsis and kidney disease can also raise troponin. Chest pain needs emergency care, not a wait for test results.',
    url: 'https://medlineplus.gov/lab-tests/troponin-test/',
    topics: ['heart', 'urgent'],
  }),
  lab({
    id: 'lab-bnp',
    title: 'Natriuretic peptide tests (BNP, NT-proBNP)',
    focus: 'bnp',
    synonyms: ['nt probnp', 'b type natriuretic peptide', 'heart failure blood test'],
    what: 'BNP and NT-proBNP are released by the heart when it is stretched. They help diagnose and monitor heart failure.',
    ranges:
      'A BNP below 100 pg/mL or NT-proBNP below about 300 pg/mL makes acute heart failure unlikely; higher values support it.',
    meaning: 'Levels rise with age, kidney disease and atrial fibrillation, and run lower in obesity.',
    url: 'https://medlineplus.gov/lab-tests/natriuretic-peptide-tests-bnp-nt-probnp/',
    topics: ['heart'],
  }),
  lab({
    id: 'lab-d-dimer',
    title: 'D-dimer test',
    focus: 'd dimer',
    synonyms: ['fibrin degradation'],
    what: 'D-dimer is a fragment released when a blood clot breaks down.',
    ranges:
      'A normal (negative) result, used with a low clinical probability, helps rule out deep vein thrombosis or pulmonary embolism.',
    meaning:
      'A positive result is not specific: surgery, pregnancy, cancer, infection and age raise D-dimer, so imaging is needed to confirm a clot.',
    url: 'https://medlineplus.gov/lab-tests/d-dimer-test/',
    topics: ['blood', 'vessels'],
  }),
  lab({
    id: 'lab-lipase',
    title: 'Lipase test',
    focus: 'lipase',
    synonyms: ['pancreatitis blood test', 'amylase'],
    what: 'Lipase is a digestive enzyme made by the pancreas.',
    ranges:
      'A level above three times the upper limit of normal, with typical upper belly pain, supports acute pancreatitis.',
    meaning:
      'Gallstones and heavy alcohol use are the leading causes of pancreatitis; severe belly pain with vomiting needs urgent care.',
    url: 'https://medlineplus.gov/lab-tests/lipase-tests/',
    topics: ['digestive'],
  }),
  lab({
    id: 'lab-creatine-kinase',
    title: 'Creatine kinase (CK) test',
    focus: 'creatine kinase',
    synonyms: ['ck', 'cpk', 'muscle enzyme'],
    what: 'Creatine kinase is an enzyme mainly in muscles; it rises when muscle is damaged.',
    ranges: 'Typical ranges are roughly 20 to 200 U/L and vary with muscle mass, sex and exercise.',
    meaning:
      'Strenuous exercise, injury, seizures, some medicines (rarely statins) and muscle diseases raise CK; very high levels with dark urine can be rhabdomyolysis, which needs urgent care.',
    url: 'https://medlineplus.gov/lab-tests/creatine-kinase/',
    topics: ['muscles'],
  }),
  lab({
    id: 'lab-urinalysis',
    title: 'Urinalysis',
    focus: 'urinalysis',
    synonyms: ['urine test', 'ua', 'urine dipstick'],
    what: 'A urinalysis checks the look, chemistry and microscopic content of urine: glucose, protein, blood, ketones, nitrites, leukocyte esterase, specific gravity and cells.',
    ranges:
      'Normally there is no glucose, ketones, nitrites or leukocyte esterase, and at most trace protein and very few red or white cells.',
    meaning:
      'Nitrites and leukocyte esterase suggest a urinary infection; protein suggests kidney disease; glucose suggests high blood sugar; blood can come from stones, infection or, less often, cancer and should be followed up.',
    url: 'https://medlineplus.gov/lab-tests/urinalysis/',
    topics: ['kidney', 'urology'],
  }),
  lab({
    id: 'lab-hiv-test',
    title: 'HIV test',
    focus: 'hiv test',
    synonyms: ['hiv screening', 'hiv antibody test'],
    what: 'HIV tests detect antibodies, antigens or the virus itself in blood or oral fluid; lab antigen/antibody tests can detect infection a few weeks after exposure.',
    ranges: 'A reactive screening result is confirmed with a follow-up test before diagnosis.',
    meaning:
      'CDC recommends testing everyone 13 to 64 at least once and people at higher risk at least yearly; early treatment keeps people healthy and prevents transmission.',
    url: 'https://www.cdc.gov/hiv/testing/index.html',
    source: 'CDC',
    topics: ['infections'],
  }),
  lab({
    id: 'lab-hepatitis-c-test',
    title: 'Hepatitis C test',
    focus: 'hepatitis c test',
    synonyms: ['hcv antibody', 'hcv rna'],
    what: 'A hepatitis C antibody test shows past or current infection; a positive result is followed by an HCV RNA test to see whether the virus is still present.',
    ranges: 'A non-reactive antibody test means no infection (unless exposure was very recent).',
    meaning:
      'CDC recommends testing all adults at least once and every pregnancy; current infection is curable with antiviral pills.',
    url: 'https://www.cdc.gov/hepatitis-c/testing/index.html',
    source: 'CDC',
    topics: ['infections', 'liver'],
  }),
];
