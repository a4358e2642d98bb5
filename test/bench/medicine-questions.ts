/**
 * Questions people ask about the medicines they take, written for this benchmark (not taken from
 * any data set), each with the medicine section(s) that answer it. Brand names, misspellings and
 * lay phrasing on purpose. `kind` says what is asked, for the per-kind figures.
 */
type MedicineQuestionKind =
  | 'side effects'
  | 'pregnancy'
  | 'alcohol or food'
  | 'onset'
  | 'how to take'
  | 'who should avoid'
  | 'uses'
  | 'versus'
  | 'interaction';

export interface MedicineQuestion {
  question: string;
  kind: MedicineQuestionKind;
  /** Entries that answer it (`med-<slug>-<section>`); any one at the top counts. */
  gold: string[];
  /** The two medicines of an interaction question, as the checker should read them. */
  pair?: [string, string];
}

const q = (question: string, kind: MedicineQuestionKind, ...gold: string[]): MedicineQuestion => ({
  question,
  kind,
  gold,
});

const pair = (question: string, a: string, b: string, gold: string[]): MedicineQuestion => ({
  question,
  kind: 'interaction',
  gold,
  pair: [a, b],
});

export const MEDICINE_QUESTIONS: readonly MedicineQuestion[] = [
  // Side effects
  q('side effects of metformin', 'side effects', 'med-metformin-side-effects'),
  q('does metformin give you diarrhea', 'side effects', 'med-metformin-side-effects'),
  q('lisinopril dry cough is that normal', 'side effects', 'med-lisinopril-side-effects'),
  q('why do my ankles swell on amlodipine', 'side effects', 'med-amlodipine-side-effects'),
  q('norvasc swollen feet', 'side effects', 'med-amlodipine-side-effects'),
  q('atorvastatin muscle aches', 'side effects', 'med-atorvastatin-side-effects'),
  q('lipitor side effects in women', 'side effects', 'med-atorvastatin-side-effects'),
  q('can sertraline make you tired', 'side effects', 'med-sertraline-side-effects'),
  q('zoloft side affects', 'side effects', 'med-sertraline-side-effects'),
  q('gabapentin weight gain', 'side effects', 'med-gabapentin-side-effects'),
  q('neurontin dizzy and sleepy', 'side effects', 'med-gabapentin-side-effects'),
  q('adverse reactions to levothyroxine', 'side effects', 'med-levothyroxine-side-effects'),
  q('synthroid making my heart race', 'side effects', 'med-levothyroxine-side-effects'),
  q('ozempic nausea how bad', 'side effects', 'med-semaglutide-side-effects'),
  q('semiglutide stomach problems', 'side effects', 'med-semaglutide-side-effects'),
  q('mounjaro side effects', 'side effects', 'med-tirzepatide-side-effects'),
  q('omeprazol long term side effects', 'side effects', 'med-omeprazole-side-effects'),
  q('does prednisone make you hungry and moody', 'side effects', 'med-prednisone-side-effects'),
  q('trazadone side effects next day', 'side effects', 'med-trazodone-side-effects'),
  q('flomax dizziness when standing', 'side effects', 'med-tamsulosin-side-effects'),
  q('what are the side effects of montelukast', 'side effects', 'med-montelukast-side-effects'),
  q('singulair mood changes kids', 'side effects', 'med-montelukast-side-effects'),
  q('losartan side effects', 'side effects', 'med-losartan-side-effects'),
  q('metoprolol makes me tired all the time', 'side effects', 'med-metoprolol-side-effects'),
  q('bupropion trouble sleeping', 'side effects', 'med-bupropion-side-effects'),
  q('escitalopram sexual side effects', 'side effects', 'med-escitalopram-side-effects'),
  q('does hydrochlorothiazide make you pee a lot', 'side effects', 'med-hydrochlorothiazide-side-effects'),
  q('cyclobenzaprine drowsy dry mouth', 'side effects', 'med-cyclobenzaprine-side-effects'),
  q('side effects of eliquis', 'side effects', 'med-apixaban-side-effects'),
  q('jardiance yeast infection', 'side effects', 'med-empagliflozin-side-effects'),
  q('quetiapine weight gain', 'side effects', 'med-quetiapine-side-effects'),
  q('ambien sleepwalking', 'side effects', 'med-zolpidem-side-effects'),
  // Pregnancy and breastfeeding
  q('can i take sertraline while pregnant', 'pregnancy', 'med-sertraline-pregnancy'),
  q('is tylenol safe during pregnancy', 'pregnancy', 'med-acetaminophen-pregnancy'),
  q('ibuprofen when pregnant', 'pregnancy', 'med-ibuprofen-pregnancy'),
  q('lisinopril and pregnancy', 'pregnancy', 'med-lisinopril-pregnancy'),
  q('breastfeeding on zoloft safe for baby', 'pregnancy', 'med-sertraline-pregnancy'),
  q('can i keep taking levothyroxine if im pregnant', 'pregnancy', 'med-levothyroxine-pregnancy'),
  q('metformin while trying to get pregnant', 'pregnancy', 'med-metformin-pregnancy'),
  q('is amoxicillin ok in pregnancy', 'pregnancy', 'med-amoxicillin-pregnancy'),
  q('pregnant and on lamictal', 'pregnancy', 'med-lamotrigine-pregnancy'),
  q('warfarin pregnancy risk', 'pregnancy', 'med-warfarin-pregnancy'),
  q('can you take zofran for morning sickness', 'pregnancy', 'med-ondansetron-pregnancy'),
  q('atorvastatin pregnant', 'pregnancy', 'med-atorvastatin-pregnancy'),
  q('nursing mother cetirizine', 'pregnancy', 'med-cetirizine-pregnancy'),
  q('valproate pregnancy birth defects', 'pregnancy', 'med-valproate-pregnancy'),
  q('topamax while breastfeeding', 'pregnancy', 'med-topiramate-pregnancy'),
  q('expecting a baby is losartan ok', 'pregnancy', 'med-losartan-pregnancy'),
  q('methotrexate and getting pregnant', 'pregnancy', 'med-methotrexate-pregnancy'),
  q('can pregnant women use albuterol inhaler', 'pregnancy', 'med-albuterol-pregnancy'),
  // Alcohol and food
  q('metformin and alcohol', 'alcohol or food', 'med-metformin-alcohol-food'),
  q('can i drink beer on gabapentin', 'alcohol or food', 'med-gabapentin-alcohol-food'),
  q('is it ok to have wine with atorvastatin', 'alcohol or food', 'med-atorvastatin-alcohol-food'),
  q('grapefruit and simvastatin', 'alcohol or food', 'med-simvastatin-alcohol-food'),
  q('drinking alcohol while taking sertraline', 'alcohol or food', 'med-sertraline-alcohol-food'),
  q('xanax and alcohol', 'alcohol or food', 'med-alprazolam-alcohol-food'),
  q('can you drink on antibiotics like amoxicillin', 'alcohol or food', 'med-amoxicillin-alcohol-food'),
  q('tylenol after drinking', 'alcohol or food', 'med-acetaminophen-alcohol-food'),
  q(
    'levothyroxine with coffee or breakfast',
    'alcohol or food',
    'med-levothyroxine-alcohol-food',
    'med-levothyroxine-taking',
  ),
  q('warfarin leafy greens vitamin k diet', 'alcohol or food', 'med-warfarin-alcohol-food'),
  q('alcohol with tramadol', 'alcohol or food', 'med-tramadol-alcohol-food'),
  q('drinking on lisinopril', 'alcohol or food', 'med-lisinopril-alcohol-food'),
  q('doxycycline with milk', 'alcohol or food', 'med-doxycycline-alcohol-food', 'med-doxycycline-taking'),
  q('can i have a glass of wine on trazodone', 'alcohol or food', 'med-trazodone-alcohol-food'),
  q(
    'ciprofloxacin dairy calcium',
    'alcohol or food',
    'med-ciprofloxacin-alcohol-food',
    'med-ciprofloxacin-taking',
  ),
  q('beer and ibuprofen', 'alcohol or food', 'med-ibuprofen-alcohol-food'),
  q('potassium foods with spironolactone', 'alcohol or food', 'med-spironolactone-alcohol-food'),
  // How long until it works
  q('how long does lexapro take to work', 'onset', 'med-escitalopram-taking'),
  q('how long for sertraline to kick in', 'onset', 'med-sertraline-taking'),
  q('when does amlodipine start working', 'onset', 'med-amlodipine-taking'),
  q('how long until levothyroxine works', 'onset', 'med-levothyroxine-taking'),
  q('how soon does prednisone work', 'onset', 'med-prednisone-taking'),
  q('how long does it take for gabapentin to work for nerve pain', 'onset', 'med-gabapentin-taking'),
  q('wellbutrin how long to feel better', 'onset', 'med-bupropion-taking'),
  q('how long does duloxetine take to start working', 'onset', 'med-duloxetine-taking'),
  q('buspar how long to work', 'onset', 'med-buspirone-taking'),
  q('how long does it take atorvastatin to lower cholesterol', 'onset', 'med-atorvastatin-taking'),
  // How to take it
  q('best time of day to take levothyroxine', 'how to take', 'med-levothyroxine-taking'),
  q('should i take metformin with food', 'how to take', 'med-metformin-taking'),
  q('missed a dose of eliquis what do i do', 'how to take', 'med-apixaban-taking'),
  q('morning or night for lisinopril', 'how to take', 'med-lisinopril-taking'),
  q('how do i take alendronate', 'how to take', 'med-alendronate-taking'),
  q('fosamax stay upright after taking', 'how to take', 'med-alendronate-taking'),
  q('how to use a symbicort inhaler', 'how to take', 'med-budesonide-formoterol-taking'),
  q('forgot my warfarin yesterday', 'how to take', 'med-warfarin-taking'),
  q('how often do you inject ozempic', 'how to take', 'med-semaglutide-taking'),
  q('omeprazole before or after eating', 'how to take', 'med-omeprazole-taking'),
  q('max dose of tylenol per day', 'how to take', 'med-acetaminophen-taking'),
  q('how much ibuprofen can i take at once', 'how to take', 'med-ibuprofen-taking'),
  q('can i split my metoprolol tablet', 'how to take', 'med-metoprolol-taking'),
  q('taking furosemide at night', 'how to take', 'med-furosemide-taking'),
  // Who should not take it
  q('who should not take metformin', 'who should avoid', 'med-metformin-avoid'),
  q('can i take ibuprofen with kidney disease', 'who should avoid', 'med-ibuprofen-avoid'),
  q('who shouldnt use sildenafil', 'who should avoid', 'med-sildenafil-avoid'),
  q('is aspirin safe for people with stomach ulcers', 'who should avoid', 'med-aspirin-avoid'),
  q('propranolol with asthma', 'who should avoid', 'med-propranolol-avoid'),
  q('contraindications for lisinopril', 'who should avoid', 'med-lisinopril-avoid'),
  q('reasons not to take celebrex', 'who should avoid', 'med-celecoxib-avoid'),
  q('fluoroquinolone cipro tendon warning who should avoid', 'who should avoid', 'med-ciprofloxacin-avoid'),
  q('should older people not take zolpidem', 'who should avoid', 'med-zolpidem-avoid'),
  q('phentermine heart problems should not take', 'who should avoid', 'med-phentermine-avoid'),
  // What it is for
  q('what is losartan used for', 'uses', 'med-losartan-uses'),
  q('what does gabapentin treat', 'uses', 'med-gabapentin-uses'),
  q('what is hydroxyzine for', 'uses', 'med-hydroxyzine-uses'),
  q('why would a doctor prescribe spironolactone', 'uses', 'med-spironolactone-uses'),
  q('what is tamsulosin', 'uses', 'med-tamsulosin-uses'),
  q('what is trazodone prescribed for', 'uses', 'med-trazodone-uses'),
  q('what are meloxicam pills for', 'uses', 'med-meloxicam-uses'),
  q('whats montelukast used to treat', 'uses', 'med-montelukast-uses'),
  q('what is the water pill furosemide for', 'uses', 'med-furosemide-uses'),
  q('benzonatate what is it for', 'uses', 'med-benzonatate-uses'),
  q('what does pantoprazole do', 'uses', 'med-pantoprazole-uses'),
  q('what is clopidogrel for', 'uses', 'med-clopidogrel-uses'),
  q('what is the drug plavix', 'uses', 'med-clopidogrel-uses'),
  q('what is jardiance for', 'uses', 'med-empagliflozin-uses'),
  q('what is adderall prescribed for', 'uses', 'med-amphetamine-dextroamphetamine-uses'),
  q('what is valacyclovir used for', 'uses', 'med-valacyclovir-uses'),
  q('what does the inhaler trelegy do', 'uses', 'med-fluticasone-umeclidinium-vilanterol-uses'),
  q('what is meclizine used for', 'uses', 'med-meclizine-uses'),
  q('what is dicyclomine used for', 'uses', 'med-dicyclomine-uses'),
  q('what is hydrochlorothiazide', 'uses', 'med-hydrochlorothiazide-uses'),
  // Comparisons
  q('omeprazole vs pantoprazole', 'versus', 'med-omeprazole-uses', 'med-pantoprazole-uses'),
  q('lexapro or zoloft which is better', 'versus', 'med-escitalopram-uses', 'med-sertraline-uses'),
  q(
    'difference between atorvastatin and rosuvastatin',
    'versus',
    'med-atorvastatin-uses',
    'med-rosuvastatin-uses',
  ),
  q('tylenol vs advil for a headache', 'versus', 'med-acetaminophen-uses', 'med-ibuprofen-uses'),
  q('losartan versus lisinopril', 'versus', 'med-losartan-uses', 'med-lisinopril-uses'),
  q('claritin or zyrtec for allergies', 'versus', 'med-loratadine-uses', 'med-cetirizine-uses'),
  q('eliquis vs warfarin', 'versus', 'med-apixaban-uses', 'med-warfarin-uses'),
  q('ozempic vs mounjaro', 'versus', 'med-semaglutide-uses', 'med-tirzepatide-uses'),
  q('metoprolol vs carvedilol', 'versus', 'med-metoprolol-uses', 'med-carvedilol-uses'),
  q('naproxen or ibuprofen for back pain', 'versus', 'med-naproxen-uses', 'med-ibuprofen-uses'),
  q('xanax vs klonopin', 'versus', 'med-alprazolam-uses', 'med-clonazepam-uses'),
  q('famotidine vs omeprazole for heartburn', 'versus', 'med-famotidine-uses', 'med-omeprazole-uses'),
  // Taking two things together
  pair('can i take ibuprofen with warfarin', 'ibuprofen', 'warfarin', [
    'med-ibuprofen-interactions',
    'med-warfarin-interactions',
  ]),
  pair('is it safe to take zoloft and tramadol together', 'sertraline', 'tramadol', [
    'med-sertraline-interactions',
    'med-tramadol-interactions',
  ]),
  pair('viagra with nitroglycerin', 'sildenafil', 'nitroglycerin', ['med-sildenafil-interactions']),
  pair('simvastatin and clarithromycin interaction', 'simvastatin', 'clarithromycin', [
    'med-simvastatin-interactions',
  ]),
  pair('can i take aspirin with my eliquis', 'aspirin', 'apixaban', [
    'med-aspirin-interactions',
    'med-apixaban-interactions',
  ]),
  pair('lisinopril with spironolactone potassium', 'lisinopril', 'spironolactone', [
    'med-lisinopril-interactions',
    'med-spironolactone-interactions',
  ]),
  pair('taking fluoxetine and sumatriptan', 'fluoxetine', 'sumatriptan', [
    'med-fluoxetine-interactions',
    'med-sumatriptan-interactions',
  ]),
  pair('can i mix xanax with oxycodone', 'alprazolam', 'oxycodone', [
    'med-alprazolam-interactions',
    'med-oxycodone-interactions',
  ]),
  pair('levothyroxine and calcium together', 'levothyroxine', 'calcium carbonate', [
    'med-levothyroxine-interactions',
    'med-levothyroxine-alcohol-food',
    'med-calcium-interactions',
  ]),
  pair('clopidogrel with omeprazole', 'clopidogrel', 'omeprazole', [
    'med-clopidogrel-interactions',
    'med-omeprazole-interactions',
  ]),
  pair('gabapentin and hydrocodone at the same time', 'gabapentin', 'hydrocodone', [
    'med-gabapentin-interactions',
    'med-acetaminophen-hydrocodone-interactions',
  ]),
  pair('can i take cipro with tizanidine', 'ciprofloxacin', 'tizanidine', ['med-ciprofloxacin-interactions']),
  pair('metformin with jardiance', 'metformin', 'empagliflozin', [
    'med-metformin-interactions',
    'med-empagliflozin-interactions',
  ]),
  pair('trazodone and sertraline together', 'trazodone', 'sertraline', [
    'med-trazodone-interactions',
    'med-sertraline-interactions',
  ]),
  pair('is it ok to take tylenol with warfarin', 'acetaminophen', 'warfarin', [
    'med-acetaminophen-interactions',
    'med-warfarin-interactions',
  ]),
  pair('bactrim and warfarin', 'sulfamethoxazole', 'warfarin', [
    'med-sulfamethoxazole-trimethoprim-interactions',
    'med-warfarin-interactions',
  ]),
  pair('paxlovid with atorvastatin', 'nirmatrelvir', 'atorvastatin', [
    'med-nirmatrelvir-ritonavir-interactions',
    'med-atorvastatin-interactions',
  ]),
  pair('diltiazem and metoprolol together', 'diltiazem', 'metoprolol', [
    'med-diltiazem-interactions',
    'med-metoprolol-interactions',
  ]),
  pair('fluconazole with my warfarin', 'fluconazole', 'warfarin', [
    'med-fluconazole-interactions',
    'med-warfarin-interactions',
  ]),
  pair('can i take meloxicam and lisinopril', 'meloxicam', 'lisinopril', [
    'med-meloxicam-interactions',
    'med-lisinopril-interactions',
  ]),
  // Misspelled or lay, mixed kinds
  q('amlodopine side effects', 'side effects', 'med-amlodipine-side-effects'),
  q('metforman upset stomach', 'side effects', 'med-metformin-side-effects'),
  q('what is atorvastatine for', 'uses', 'med-atorvastatin-uses'),
  q('gabapenten for sleep', 'uses', 'med-gabapentin-uses'),
  q('my blood thinner eliquis and bruising', 'side effects', 'med-apixaban-side-effects'),
  q('the water pill hctz and cramps', 'side effects', 'med-hydrochlorothiazide-side-effects'),
  q('my sugar pill glipizide makes me shaky', 'side effects', 'med-glipizide-side-effects'),
  q('thyroid pill on an empty stomach', 'how to take', 'med-levothyroxine-taking'),
  q('cholesterol pill crestor leg pain', 'side effects', 'med-rosuvastatin-side-effects'),
  q(
    'is it bad to stop taking my blood pressure pill metoprolol suddenly',
    'how to take',
    'med-metoprolol-taking',
    'med-metoprolol-avoid',
  ),
  q('the nerve pain pill lyrica side effects', 'side effects', 'med-pregabalin-side-effects'),
  q('allergy pill xyzal drowsy', 'side effects', 'med-levocetirizine-side-effects'),
  q(
    'my acid reflux pill nexium how long can i take it',
    'side effects',
    'med-esomeprazole-side-effects',
    'med-esomeprazole-taking',
  ),
  q('keppra mood changes', 'side effects', 'med-levetiracetam-side-effects'),
  q('prozac side effects teenager', 'side effects', 'med-fluoxetine-side-effects'),
  q('cymbalta withdrawal stopping', 'how to take', 'med-duloxetine-taking', 'med-duloxetine-side-effects'),
  q('effexor brain zaps', 'side effects', 'med-venlafaxine-side-effects', 'med-venlafaxine-taking'),
  q('what is seroquel used for', 'uses', 'med-quetiapine-uses'),
  q('flexeril and driving', 'side effects', 'med-cyclobenzaprine-side-effects', 'med-cyclobenzaprine-avoid'),
  q('is allopurinol for gout flares', 'uses', 'med-allopurinol-uses'),
];
