/**
 * Common conditions and treatments, each with its MeSH descriptor (name and unique id, as the NLM
 * MeSH browser shows them at https://meshb.nlm.nih.gov/record/ui?ui=<id>), the ICD-10-CM categories
 * that code it (CDC ICD-10-CM tabular list), and the words people and trial criteria use for it.
 * Query translation maps a question's focus to MeSH with it; trial matching reads ICD-10-CM codes
 * and finds conditions and medicines in criteria text with it. Small on purpose: a focus it does not
 * know is searched as words, never guessed.
 */
export interface Concept {
  id: string;
  label: string;
  kind: 'condition' | 'treatment';
  mesh: { term: string; ui: string };
  /** ICD-10-CM categories or subcategories (prefixes of the codes that belong to it). */
  icd10: readonly string[];
  /** Words for it, matched as whole words, case-insensitively. */
  pattern: RegExp;
}

const c = (
  id: string,
  label: string,
  meshTerm: string,
  ui: string,
  icd10: readonly string[],
  pattern: RegExp,
  kind: Concept['kind'] = 'condition',
): Concept => ({ id, label, kind, mesh: { term: meshTerm, ui }, icd10, pattern });

const CONCEPTS: readonly Concept[] = [
  c(
    'type-2-diabetes',
    'Type 2 diabetes',
    'Diabetes Mellitus, Type 2',
    'D003924',
    ['E11'],
    /\b(type (2|ii|two) diabet\w*|t2dm?|non[- ]insulin[- ]dependent diabet\w*|adult[- ]onset diabet\w*)\b/i,
  ),
  c(
    'type-1-diabetes',
    'Type 1 diabetes',
    'Diabetes Mellitus, Type 1',
    'D003922',
    ['E10'],
    /\b(type (1|i|one) diabet\w*|t1dm?|juvenile diabet\w*|insulin[- ]dependent diabet\w*)\b/i,
  ),
  c(
    'prediabetes',
    'Prediabetes',
    'Prediabetic State',
    'D011236',
    ['R73.03'],
    /\b(pre-?diabet\w*|impaired (fasting )?glucose)\b/i,
  ),
  c(
    'hypertension',
    'Hypertension',
    'Hypertension',
    'D006973',
    ['I10', 'I11', 'I12', 'I13', 'I15', 'I16'],
    /\b(hypertensi\w*|high blood pressure)\b/i,
  ),
  c(
    'heart-failure',
    'Heart failure',
    'Heart Failure',
    'D006333',
    ['I50'],
    /\b(heart failure|cardiac failure|hfref|hfpef|chf)\b/i,
  ),
  c(
    'atrial-fibrillation',
    'Atrial fibrillation',
    'Atrial Fibrillation',
    'D001281',
    ['I48'],
    /\b([Aa]trial [Ff]ibrillation|A-?[Ff]ib|a-?fib|AF)\b/,
  ),
  c(
    'myocardial-infarction',
    'Myocardial infarction',
    'Myocardial Infarction',
    'D009203',
    ['I21', 'I22', 'I25.2'],
    /\b(myocardial infarction|heart attacks?|stemi|nstemi)\b/i,
  ),
  c(
    'coronary-artery-disease',
    'Coronary artery disease',
    'Coronary Artery Disease',
    'D003324',
    ['I25'],
    /\b(coronary (artery|heart) disease|cad|chd|angina)\b/i,
  ),
  c(
    'stroke',
    'Stroke',
    'Stroke',
    'D020521',
    ['I63', 'I61', 'I64', 'Z86.73'],
    /\b(stroke|cerebrovascular accident|cva|transient ischemic attack|tia)\b/i,
  ),
  c(
    'hyperlipidemia',
    'High cholesterol',
    'Hyperlipidemias',
    'D006949',
    ['E78'],
    /\b(hyperlipid\w*|dyslipid\w*|hypercholesterol\w*|high cholesterol)\b/i,
  ),
  c('obesity', 'Obesity', 'Obesity', 'D009765', ['E66'], /\b(obes\w*|overweight)\b/i),
  c(
    'chronic-kidney-disease',
    'Chronic kidney disease',
    'Renal Insufficiency, Chronic',
    'D051436',
    ['N18'],
    /\b(chronic kidney disease|ckd|chronic renal (failure|insufficiency)|end[- ]stage renal disease|esrd|dialysis)\b/i,
  ),
  c('asthma', 'Asthma', 'Asthma', 'D001249', ['J45'], /\basthma\w*\b/i),
  c(
    'copd',
    'COPD',
    'Pulmonary Disease, Chronic Obstructive',
    'D029424',
    ['J44', 'J43'],
    /\b(copd|chronic obstructive pulmonary disease|emphysema|chronic bronchitis)\b/i,
  ),
  c(
    'depression',
    'Depression',
    'Depressive Disorder',
    'D003866',
    ['F32', 'F33'],
    /\b(depress\w*|major depressive disorder|mdd)\b/i,
  ),
  c(
    'anxiety',
    'Anxiety disorders',
    'Anxiety Disorders',
    'D001008',
    ['F41'],
    /\b(anxiety|generali[sz]ed anxiety disorder|gad|panic disorder)\b/i,
  ),
  c('migraine', 'Migraine', 'Migraine Disorders', 'D008881', ['G43'], /\bmigraines?\b/i),
  c('epilepsy', 'Epilepsy', 'Epilepsy', 'D004827', ['G40'], /\b(epilep\w*|seizure disorder)\b/i),
  c(
    'alzheimer',
    'Alzheimer disease',
    'Alzheimer Disease',
    'D000544',
    ['G30'],
    /\b(alzheimer\w*|dementia)\b/i,
  ),
  c('parkinson', 'Parkinson disease', 'Parkinson Disease', 'D010300', ['G20'], /\bparkinson\w*\b/i),
  c(
    'osteoarthritis',
    'Osteoarthritis',
    'Osteoarthritis',
    'D010003',
    ['M15', 'M16', 'M17', 'M18', 'M19'],
    /\b(osteoarthritis|degenerative joint disease)\b/i,
  ),
  c(
    'rheumatoid-arthritis',
    'Rheumatoid arthritis',
    'Arthritis, Rheumatoid',
    'D001172',
    ['M05', 'M06'],
    /\b([Rr]heumatoid [Aa]rthritis|RA)\b/,
  ),
  c('osteoporosis', 'Osteoporosis', 'Osteoporosis', 'D010024', ['M80', 'M81'], /\bosteoporo\w*\b/i),
  c(
    'low-back-pain',
    'Low back pain',
    'Low Back Pain',
    'D017116',
    ['M54.5'],
    /\b(low(er)? back pain|lumbago)\b/i,
  ),
  c(
    'breast-cancer',
    'Breast cancer',
    'Breast Neoplasms',
    'D001943',
    ['C50'],
    /\b(breast (cancer|carcinoma|neoplasms?|tumou?rs?))\b/i,
  ),
  c(
    'prostate-cancer',
    'Prostate cancer',
    'Prostatic Neoplasms',
    'D011471',
    ['C61'],
    /\b(prostate (cancer|carcinoma|neoplasms?)|prostatic (cancer|neoplasms?))\b/i,
  ),
  c(
    'lung-cancer',
    'Lung cancer',
    'Lung Neoplasms',
    'D008175',
    ['C34'],
    /\b(lung (cancer|carcinoma|neoplasms?)|nsclc|sclc)\b/i,
  ),
  c(
    'colorectal-cancer',
    'Colorectal cancer',
    'Colorectal Neoplasms',
    'D015179',
    ['C18', 'C19', 'C20'],
    /\b((colorectal|colon|rectal|bowel) (cancer|carcinoma|neoplasms?))\b/i,
  ),
  c(
    'hypothyroidism',
    'Hypothyroidism',
    'Hypothyroidism',
    'D007037',
    ['E03'],
    /\b(hypothyroid\w*|underactive thyroid)\b/i,
  ),
  c(
    'gerd',
    'Acid reflux (GERD)',
    'Gastroesophageal Reflux',
    'D005764',
    ['K21'],
    /\b(gerd|gastro-?o?esophageal reflux|acid reflux|heartburn)\b/i,
  ),
  c(
    'insomnia',
    'Insomnia',
    'Sleep Initiation and Maintenance Disorders',
    'D007319',
    ['G47.0', 'F51.0'],
    /\b(insomnia|trouble sleeping|can'?t sleep)\b/i,
  ),
  c('psoriasis', 'Psoriasis', 'Psoriasis', 'D011565', ['L40'], /\bpsoria\w*\b/i),
  c(
    'atopic-dermatitis',
    'Eczema (atopic dermatitis)',
    'Dermatitis, Atopic',
    'D003876',
    ['L20'],
    /\b(atopic dermatitis|eczema)\b/i,
  ),
  c(
    'adhd',
    'ADHD',
    'Attention Deficit Disorder with Hyperactivity',
    'D001289',
    ['F90'],
    /\b(adhd|attention[- ]deficit)\b/i,
  ),
  c('influenza', 'Influenza', 'Influenza, Human', 'D007251', ['J09', 'J10', 'J11'], /\b(influenza|flu)\b/i),
  c(
    'covid-19',
    'COVID-19',
    'COVID-19',
    'D000086382',
    ['U07.1'],
    /\b(covid(-19)?|sars-cov-2|coronavirus disease)\b/i,
  ),
  c(
    'pregnancy',
    'Pregnancy',
    'Pregnancy',
    'D011247',
    ['Z33', 'Z34', 'O'],
    /\b(pregnan\w*|lactating|breast-?feeding|nursing mothers?)\b/i,
  ),
  c(
    'cancer',
    'Cancer',
    'Neoplasms',
    'D009369',
    ['C', 'D0'],
    /\b(cancers?|malignan\w*|neoplasms?|tumou?rs?|carcinoma)\b/i,
  ),
  // Treatments: questions often ask about them, and criteria often exclude them.
  c('metformin', 'Metformin', 'Metformin', 'D008687', [], /\bmetformin\b/i, 'treatment'),
  c('insulin', 'Insulin', 'Insulin', 'D007328', [], /\binsulins?\b/i, 'treatment'),
  c(
    'statins',
    'Statins',
    'Hydroxymethylglutaryl-CoA Reductase Inhibitors',
    'D019161',
    [],
    /\b(statins?|atorvastatin|rosuvastatin|simvastatin|pravastatin|lovastatin)\b/i,
    'treatment',
  ),
  c('aspirin', 'Aspirin', 'Aspirin', 'D001241', [], /\baspirin\b/i, 'treatment'),
  c(
    'anticoagulants',
    'Anticoagulants',
    'Anticoagulants',
    'D000925',
    [],
    /\b(anticoagula\w*|blood thinners?|warfarin|apixaban|rivaroxaban|dabigatran|edoxaban|heparin)\b/i,
    'treatment',
  ),
  c(
    'corticosteroids',
    'Corticosteroids',
    'Adrenal Cortex Hormones',
    'D000305',
    [],
    /\b(corticosteroids?|systemic steroids?|prednisone|prednisolone|dexamethasone|methylprednisolone|hydrocortisone)\b/i,
    'treatment',
  ),
  c('exercise', 'Exercise', 'Exercise', 'D015444', [], /\b(exercis\w*|physical activity)\b/i, 'treatment'),
  c(
    'vitamin-d',
    'Vitamin D',
    'Vitamin D',
    'D014807',
    [],
    /\b(vitamin d\d?|cholecalciferol|ergocalciferol)\b/i,
    'treatment',
  ),
  c(
    'smoking-cessation',
    'Quitting smoking',
    'Smoking Cessation',
    'D016540',
    [],
    /\b(quit(ting)? smoking|smoking cessation|stop(ping)? smoking)\b/i,
    'treatment',
  ),
];

export const meshUrl = (ui: string) => `https://meshb.nlm.nih.gov/record/ui?ui=${ui}`;

/** The concepts whose words occur in a text, most specific first (longest match). */
export const conceptsIn = (text: string): Concept[] => {
  const found = CONCEPTS.map((concept) => ({ concept, match: concept.pattern.exec(text) })).filter(
    (entry): entry is { concept: Concept; match: RegExpExecArray } => entry.match !== null,
  );
  // "breast cancer" is about breast cancer, not also about cancer in general.
  return found
    .filter(
      ({ concept, match }) =>
        !found.some(
          (other) =>
            other.concept !== concept &&
            other.match.index <= match.index &&
            other.match.index + other.match[0].length >= match.index + match[0].length &&
            other.match[0].length > match[0].length,
        ),
    )
    .map(({ concept }) => concept);
};

export const ICD10_CM = /^[A-Z]\d[0-9A-Z](\.[0-9A-Z]{1,4})?$/i;

/** The concept an ICD-10-CM code belongs to, by its longest known prefix. */
export const conceptOfIcd10 = (code: string): Concept | undefined => {
  const normalised = code.trim().toUpperCase();
  let best: { concept: Concept; length: number } | undefined;
  for (const concept of CONCEPTS)
    for (const prefix of concept.icd10)
      if (normalised.startsWith(prefix) && prefix.length > (best?.length ?? 0))
        best = { concept, length: prefix.length };
  return best?.concept;
};
