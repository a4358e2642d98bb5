import { curated, type SOURCES } from './define.ts';

interface MedicationFacts {
  id: string;
  title: string;
  focus: string;
  synonyms: string[];
  use: string;
  cautions: string;
  url: string;
  source?: keyof typeof SOURCES;
  topics?: string[];
}

/** A medicine or class: what it is for and its main cautions and interactions. */
const medication = (facts: MedicationFacts) =>
  curated({
    id: facts.id,
    title: facts.title,
    focus: facts.focus,
    synonyms: facts.synonyms,
    topics: ['medications', ...(facts.topics ?? [])],
    questionType: 'treatment',
    paragraphs: [
      facts.use,
      facts.cautions,
      'Do not start, stop or change a prescribed medicine without talking with your prescriber or pharmacist, and keep an up-to-date list of everything you take, including supplements.',
    ],
    source: facts.source ?? 'MEDLINEPLUS',
    url: facts.url,
  });

export const medications = [
  medication({
    id: 'med-metformin',
    title: 'Metformin',
    focus: 'metformin',
    synonyms: ['glucophage', 'biguanide'],
    use: 'Metformin is usually the first medicine for type 2 diabetes. It lowers the liver’s glucose output and improves insulin sensitivity, rarely causes low blood sugar on its own, and does not cause weight gain.',
    cautions:
      'Stomach upset and diarrhea are common at first and ease with extended-release forms and food. It is not started when eGFR is below 45 and is stopped below 30 because of a rare risk of lactic acidosis; it is often paused around iodinated contrast scans and surgery. Long-term use can lower vitamin B12.',
    url: 'https://medlineplus.gov/druginfo/meds/a696005.html',
    topics: ['diabetes'],
  }),
  medication({
    id: 'med-insulin',
    title: 'Insulin',
    focus: 'insulin',
    synonyms: ['basal insulin', 'bolus insulin', 'insulin injection', 'insulin pump'],
    use: 'Insulin replaces or adds to the body’s own insulin. Everyone with type 1 diabetes needs it, and many people with type 2 diabetes use it. Long-acting (basal) insulin covers the whole day; rapid-acting (bolus) insulin covers meals.',
    cautions:
      'The main risk is low blood glucose, especially with missed meals, extra activity or alcohol; users should know the signs and carry fast-acting sugar. Doses are adjusted with glucose monitoring. Insulin pens must not be shared, even with a new needle.',
    url: 'https://www.niddk.nih.gov/health-information/diabetes/overview/insulin-medicines-treatments',
    source: 'NIDDK',
    topics: ['diabetes'],
  }),
  medication({
    id: 'med-sglt2-inhibitors',
    title: 'SGLT2 inhibitors (empagliflozin, dapagliflozin, canagliflozin)',
    focus: 'sglt2 inhibitors',
    synonyms: ['empagliflozin', 'dapagliflozin', 'canagliflozin', 'jardiance', 'farxiga', 'gliflozin'],
    use: 'SGLT2 inhibitors make the kidneys pass extra glucose into the urine. Beyond lowering glucose in type 2 diabetes, they reduce heart failure hospitalizations and slow chronic kidney disease, so they are also used for heart failure and CKD.',
    cautions:
      'They can cause genital yeast infections and dehydration, and rarely ketoacidosis with near-normal glucose; they are usually paused before surgery and during serious illness or fasting.',
    url: 'https://www.niddk.nih.gov/health-information/diabetes/overview/insulin-medicines-treatments',
    source: 'NIDDK',
    topics: ['diabetes', 'heart', 'kidney'],
  }),
  medication({
    id: 'med-glp1-agonists',
    title: 'GLP-1 receptor agonists (semaglutide, liraglutide, dulaglutide) and tirzepatide',
    focus: 'glp 1 receptor agonists',
    synonyms: [
      'semaglutide',
      'liraglutide',
      'dulaglutide',
      'tirzepatide',
      'ozempic',
      'wegovy',
      'mounjaro',
      'glp1',
    ],
    use: 'These medicines, mostly weekly injections, increase insulin release when glucose is high, slow stomach emptying and reduce appetite. They lower glucose and weight, and several reduce cardiovascular events in people with heart disease; some are approved for obesity.',
    cautions:
      'Nausea, vomiting and diarrhea are common, especially when the dose rises. They are not used with a personal or family history of medullary thyroid cancer or MEN2. Severe belly pain can signal pancreatitis or gallbladder disease. Combined with insulin or sulfonylureas they can contribute to low glucose.',
    url: 'https://www.fda.gov/drugs/postmarket-drug-safety-information-patients-and-providers/medications-containing-semaglutide-marketed-type-2-diabetes-or-weight-loss',
    source: 'FDA',
    topics: ['diabetes', 'weight'],
  }),
  medication({
    id: 'med-sulfonylureas',
    title: 'Sulfonylureas (glipizide, glimepiride, glyburide)',
    focus: 'sulfonylureas',
    synonyms: ['glipizide', 'glimepiride', 'glyburide'],
    use: 'Sulfonylureas make the pancreas release more insulin. They are inexpensive, effective glucose-lowering tablets for type 2 diabetes.',
    cautions:
      'They can cause low blood glucose, especially in older adults, with kidney disease or with skipped meals (glyburide carries the highest risk), and modest weight gain.',
    url: 'https://medlineplus.gov/druginfo/meds/a684060.html',
    topics: ['diabetes'],
  }),
  medication({
    id: 'med-statins',
    title: 'Statins',
    focus: 'statins',
    synonyms: ['atorvastatin', 'rosuvastatin', 'simvastatin', 'pravastatin', 'lipitor', 'crestor'],
    use: 'Statins lower LDL cholesterol by blocking its production in the liver and reduce heart attacks and strokes in people at raised risk. They are the first-line cholesterol medicine in the 2018 AHA/ACC guideline.',
    cautions:
      'Muscle aches are the most reported side effect; serious muscle injury is rare. Some statins (simvastatin, lovastatin, atorvastatin) interact with strong CYP3A4 inhibitors such as clarithromycin, some antifungals and HIV medicines, and with large amounts of grapefruit juice. Statins are not used in pregnancy.',
    url: 'https://medlineplus.gov/statins.html',
    topics: ['cholesterol', 'heart'],
  }),
  medication({
    id: 'med-ezetimibe-pcsk9',
    title: 'Other cholesterol medicines: ezetimibe and PCSK9 inhibitors',
    focus: 'ezetimibe',
    synonyms: ['pcsk9 inhibitors', 'evolocumab', 'alirocumab', 'zetia'],
    use: 'Ezetimibe reduces cholesterol absorption from the gut and is often added to a statin. PCSK9 inhibitors are injections that lower LDL cholesterol by about half or more, used for very high risk or familial hypercholesterolemia.',
    cautions:
      'Both are generally well tolerated; they are added when statins alone do not reach the goal or are not tolerated.',
    url: 'https://www.nhlbi.nih.gov/health/blood-cholesterol/treatment',
    source: 'NHLBI',
    topics: ['cholesterol'],
  }),
  medication({
    id: 'med-ace-inhibitors',
    title: 'ACE inhibitors (lisinopril, enalapril, ramipril)',
    focus: 'ace inhibitors',
    synonyms: ['lisinopril', 'enalapril', 'ramipril', 'angiotensin converting enzyme inhibitor'],
    use: 'ACE inhibitors relax blood vessels. They treat high blood pressure and heart failure and protect the kidneys in diabetes with albuminuria.',
    cautions:
      'A dry cough is common. They can raise potassium and creatinine, so blood tests follow starting them; combining with potassium supplements, potassium-sparing diuretics or NSAIDs adds risk. Swelling of the lips, tongue or throat (angioedema) is an emergency. They must not be used in pregnancy.',
    url: 'https://medlineplus.gov/druginfo/meds/a692051.html',
    topics: ['blood pressure', 'heart', 'kidney'],
  }),
  medication({
    id: 'med-arbs',
    title: 'Angiotensin receptor blockers (losartan, valsartan, irbesartan)',
    focus: 'angiotensin receptor blockers',
    synonyms: ['arb', 'losartan', 'valsartan', 'irbesartan', 'sacubitril valsartan'],
    use: 'ARBs block the effect of angiotensin II. They are used for high blood pressure, heart failure and kidney protection, often when ACE inhibitors cause a cough.',
    cautions:
      'Like ACE inhibitors they can raise potassium and creatinine, are not used in pregnancy, and are not combined with an ACE inhibitor.',
    url: 'https://medlineplus.gov/druginfo/meds/a695008.html',
    topics: ['blood pressure', 'heart', 'kidney'],
  }),
  medication({
    id: 'med-thiazide-diuretics',
    title: 'Thiazide diuretics (hydrochlorothiazide, chlorthalidone)',
    focus: 'thiazide diuretics',
    synonyms: ['hydrochlorothiazide', 'chlorthalidone', 'water pill', 'hctz'],
    use: 'Thiazide-type diuretics help the kidneys remove sodium and water and are a first-line treatment for high blood pressure.',
    cautions:
      'They can lower potassium and sodium, raise uric acid (triggering gout) and glucose, and increase urination; blood tests are checked after starting.',
    url: 'https://medlineplus.gov/druginfo/meds/a682571.html',
    topics: ['blood pressure'],
  }),
  medication({
    id: 'med-loop-diuretics',
    title: 'Loop diuretics (furosemide, torsemide, bumetanide)',
    focus: 'loop diuretics',
    synonyms: ['furosemide', 'lasix', 'torsemide', 'bumetanide'],
    use: 'Loop diuretics are strong water pills used to remove excess fluid in heart failure, kidney disease and liver disease.',
    cautions:
      'They can cause dehydration, dizziness, low potassium and magnesium and kidney strain; daily weights help guide the dose.',
    url: 'https://medlineplus.gov/druginfo/meds/a682858.html',
    topics: ['heart', 'kidney'],
  }),
  medication({
    id: 'med-calcium-channel-blockers',
    title: 'Calcium channel blockers (amlodipine, diltiazem, verapamil)',
    focus: 'calcium channel blockers',
    synonyms: ['amlodipine', 'diltiazem', 'verapamil', 'nifedipine'],
    use: 'Calcium channel blockers relax blood vessels. Amlodipine is a first-line blood pressure medicine; diltiazem and verapamil also slow the heart rate in atrial fibrillation.',
    cautions:
      'Amlodipine can cause ankle swelling. Diltiazem and verapamil can slow the heart too much with beta blockers and are moderate CYP3A4 inhibitors that raise levels of some statins and other drugs.',
    url: 'https://medlineplus.gov/druginfo/meds/a692044.html',
    topics: ['blood pressure', 'heart'],
  }),
  medication({
    id: 'med-beta-blockers',
    title: 'Beta blockers (metoprolol, carvedilol, bisoprolol)',
    focus: 'beta blockers',
    synonyms: ['metoprolol', 'carvedilol', 'bisoprolol', 'atenolol', 'propranolol'],
    use: 'Beta blockers slow the heart and lower its workload. They are used after heart attacks, in heart failure, for atrial fibrillation rate control, angina and sometimes high blood pressure or migraine prevention.',
    cautions:
      'They can cause tiredness, a slow pulse and dizziness, and may mask low-glucose warning signs. Stopping suddenly can worsen angina, so doses are tapered.',
    url: 'https://medlineplus.gov/druginfo/meds/a682864.html',
    topics: ['heart', 'blood pressure'],
  }),
  medication({
    id: 'med-mineralocorticoid-antagonists',
    title: 'Spironolactone and eplerenone',
    focus: 'spironolactone',
    synonyms: ['eplerenone', 'aldosterone antagonist', 'mra'],
    use: 'These medicines block aldosterone. They improve survival in heart failure with reduced ejection fraction and treat resistant high blood pressure.',
    cautions:
      'They can raise potassium, especially with kidney disease, ACE inhibitors or ARBs, potassium supplements or salt substitutes; potassium and kidney tests are checked regularly. Spironolactone can cause breast tenderness.',
    url: 'https://medlineplus.gov/druginfo/meds/a682627.html',
    topics: ['heart', 'blood pressure'],
  }),
  medication({
    id: 'med-warfarin',
    title: 'Warfarin',
    focus: 'warfarin',
    synonyms: ['coumadin', 'jantoven', 'vitamin k antagonist'],
    use: 'Warfarin is an anticoagulant (blood thinner) that prevents and treats blood clots, for example in atrial fibrillation, after clots in the legs or lungs, and with mechanical heart valves. Its effect is monitored with the INR blood test.',
    cautions:
      'Bleeding is the main risk. Many drugs change its effect, including many antibiotics, antifungals, amiodarone, NSAIDs, aspirin and some supplements; keeping vitamin K intake steady (leafy greens) helps keep the INR stable. Report black stools, blood in urine, unusual bruising or a severe headache.',
    url: 'https://medlineplus.gov/druginfo/meds/a682277.html',
    topics: ['anticoagulants', 'heart'],
  }),
  medication({
    id: 'med-doacs',
    title: 'Direct oral anticoagulants (apixaban, rivaroxaban, dabigatran, edoxaban)',
    focus: 'direct oral anticoagulants',
    synonyms: ['doac', 'apixaban', 'rivaroxaban', 'dabigatran', 'edoxaban', 'eliquis', 'xarelto'],
    use: 'DOACs prevent stroke in atrial fibrillation and treat and prevent venous blood clots without routine INR monitoring.',
    cautions:
      'Bleeding risk rises with NSAIDs, aspirin and other antiplatelets, and with strong inhibitors or inducers of CYP3A4 and P-glycoprotein (such as some antifungals, rifampin and St John’s wort). Doses depend on kidney function. Missing doses quickly removes protection.',
    url: 'https://medlineplus.gov/bloodthinners.html',
    topics: ['anticoagulants', 'heart'],
  }),
  medication({
    id: 'med-antiplatelets',
    title: 'Antiplatelet medicines: aspirin, clopidogrel, ticagrelor',
    focus: 'antiplatelet medicines',
    synonyms: ['aspirin', 'clopidogrel', 'plavix', 'ticagrelor', 'prasugrel'],
    use: 'Antiplatelets stop platelets from clumping. They prevent heart attacks and strokes in people with heart disease, after stents and after some strokes.',
    cautions:
      'They increase bleeding, especially combined with anticoagulants or NSAIDs. Daily aspirin for people without heart disease is no longer routinely advised because bleeding risk can outweigh benefit (USPSTF 2022). Omeprazole reduces clopidogrel’s activation.',
    url: 'https://medlineplus.gov/bloodthinners.html',
    topics: ['heart'],
  }),
  medication({
    id: 'med-nsaids',
    title: 'NSAIDs (ibuprofen, naproxen, diclofenac)',
    focus: 'nsaids',
    synonyms: ['ibuprofen', 'naproxen', 'advil', 'motrin', 'aleve', 'anti inflammatory'],
    use: 'Nonsteroidal anti-inflammatory drugs relieve pain, fever and inflammation.',
    cautions:
      'They can cause stomach ulcers and bleeding, raise blood pressure, worsen heart failure and harm the kidneys; the FDA warns they raise the risk of heart attack and stroke. Risks increase with age, high doses, long use and with anticoagulants, antiplatelets, corticosteroids, SSRIs, ACE inhibitors, ARBs and diuretics. People with kidney disease, heart failure or ulcers should ask before using them.',
    url: 'https://medlineplus.gov/druginfo/meds/a682159.html',
    topics: ['pain'],
  }),
  medication({
    id: 'med-acetaminophen',
    title: 'Acetaminophen (paracetamol)',
    focus: 'acetaminophen',
    synonyms: ['paracetamol', 'tylenol'],
    use: 'Acetaminophen relieves pain and fever and is gentler on the stomach and kidneys than NSAIDs.',
    cautions:
      'Too much can cause severe liver damage. Adults should not exceed the label maximum (4,000 mg a day, or less as advised, especially with liver disease or regular alcohol use). It is in many combination cold and pain products, so doses can add up unnoticed.',
    url: 'https://medlineplus.gov/druginfo/meds/a681004.html',
    topics: ['pain'],
  }),
  medication({
    id: 'med-opioids',
    title: 'Opioid pain medicines',
    focus: 'opioids',
    synonyms: ['oxycodone', 'hydrocodone', 'morphine', 'tramadol', 'codeine', 'fentanyl'],
    use: 'Opioids treat severe pain, usually short-term after surgery or injury, or in cancer and end-of-life care.',
    cautions:
      'They can cause dependence, addiction and fatal overdose by slowing breathing. The risk rises sharply combined with benzodiazepines, alcohol, sleep medicines or gabapentinoids. Tramadol and some others also add serotonin syndrome risk with serotonergic antidepressants. Keep naloxone at home if opioids are prescribed.',
    url: 'https://www.cdc.gov/overdose-prevention/about/prescription-opioids.html',
    source: 'CDC',
    topics: ['pain', 'substance use'],
  }),
  medication({
    id: 'med-naloxone',
    title: 'Naloxone (overdose reversal)',
    focus: 'naloxone',
    synonyms: ['narcan', 'opioid overdose reversal'],
    use: 'Naloxone quickly reverses an opioid overdose. The nasal spray is available over the counter in the United States.',
    cautions:
      'It is safe to give if an overdose is suspected. Call 911 as well: naloxone wears off and a second dose may be needed.',
    url: 'https://www.fda.gov/drugs/postmarket-drug-safety-information-patients-and-providers/information-about-naloxone-and-nalmefene',
    source: 'FDA',
    topics: ['substance use', 'urgent'],
  }),
  medication({
    id: 'med-ssris',
    title: 'SSRIs (sertraline, escitalopram, fluoxetine)',
    focus: 'ssris',
    synonyms: ['sertraline', 'escitalopram', 'fluoxetine', 'citalopram', 'paroxetine', 'antidepressant'],
    use: 'Selective serotonin reuptake inhibitors are the most prescribed antidepressants, used for depression and anxiety disorders. Benefit builds over 4 to 8 weeks.',
    cautions:
      'Combining them with MAO inhibitors, linezolid or other serotonergic drugs (triptans rarely, tramadol, St John’s wort) can cause serotonin syndrome. They increase bleeding risk with NSAIDs and anticoagulants, can lower sodium in older adults, and citalopram can prolong the QT interval. Young people should be watched for worsening mood or suicidal thoughts when starting. Stopping abruptly can cause withdrawal symptoms.',
    url: 'https://medlineplus.gov/druginfo/meds/a697048.html',
    topics: ['mental health'],
  }),
  medication({
    id: 'med-snris',
    title: 'SNRIs (venlafaxine, duloxetine)',
    focus: 'snris',
    synonyms: ['venlafaxine', 'duloxetine', 'desvenlafaxine'],
    use: 'SNRIs treat depression and anxiety; duloxetine is also used for nerve pain and fibromyalgia.',
    cautions:
      'They share the serotonin syndrome and bleeding cautions of SSRIs and can raise blood pressure.',
    url: 'https://medlineplus.gov/druginfo/meds/a694020.html',
    topics: ['mental health'],
  }),
  medication({
    id: 'med-maois',
    title: 'MAO inhibitors (phenelzine, tranylcypromine, selegiline)',
    focus: 'mao inhibitors',
    synonyms: ['maoi', 'phenelzine', 'tranylcypromine', 'selegiline', 'isocarboxazid'],
    use: 'Monoamine oxidase inhibitors are older antidepressants, now used mainly when others fail; selegiline and rasagiline are also used in Parkinson’s disease.',
    cautions:
      'They cause dangerous interactions: serotonin syndrome with SSRIs, SNRIs, tramadol, meperidine, dextromethorphan and others (a washout of weeks is needed between them), and hypertensive crisis with tyramine-rich foods such as aged cheeses and with decongestants.',
    url: 'https://medlineplus.gov/druginfo/meds/a682089.html',
    topics: ['mental health'],
  }),
  medication({
    id: 'med-benzodiazepines',
    title: 'Benzodiazepines (alprazolam, lorazepam, diazepam)',
    focus: 'benzodiazepines',
    synonyms: ['alprazolam', 'lorazepam', 'diazepam', 'clonazepam', 'xanax', 'valium'],
    use: 'Benzodiazepines calm anxiety, help with short-term sleep problems and stop seizures.',
    cautions:
      'They cause drowsiness, falls and memory problems, especially in older adults, and can lead to dependence; stopping after regular use should be gradual. Combined with opioids or alcohol they can stop breathing, which carries an FDA boxed warning.',
    url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-requiring-boxed-warning-updated-improve-safe-use-benzodiazepine-drug-class',
    source: 'FDA',
    topics: ['mental health', 'sleep'],
  }),
  medication({
    id: 'med-sleep-medicines',
    title: 'Sleep medicines (zolpidem and others)',
    focus: 'sleep medicines',
    synonyms: ['zolpidem', 'eszopiclone', 'ambien', 'sleeping pills'],
    use: 'Prescription sleep medicines can help short-term insomnia; cognitive behavioral therapy for insomnia is preferred for long-term problems.',
    cautions:
      'Zolpidem, zaleplon and eszopiclone carry an FDA boxed warning for complex sleep behaviors such as sleepwalking and sleep-driving. Next-morning drowsiness is common, and combining with alcohol, opioids or other sedatives is dangerous.',
    url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-adds-boxed-warning-risk-serious-injuries-caused-sleepwalking-certain-prescription-insomnia',
    source: 'FDA',
    topics: ['sleep'],
  }),
  medication({
    id: 'med-lithium',
    title: 'Lithium',
    focus: 'lithium',
    synonyms: ['lithium carbonate'],
    use: 'Lithium is a long-standing mood stabilizer for bipolar disorder that also lowers suicide risk.',
    cautions:
      'It has a narrow safe range, checked by blood levels. NSAIDs, ACE inhibitors, ARBs, thiazide diuretics and dehydration raise lithium levels and can cause toxicity (tremor, vomiting, confusion). Thyroid and kidney function are monitored.',
    url: 'https://medlineplus.gov/druginfo/meds/a681039.html',
    topics: ['mental health'],
  }),
  medication({
    id: 'med-levothyroxine',
    title: 'Levothyroxine',
    focus: 'levothyroxine',
    synonyms: ['synthroid', 'thyroid hormone replacement', 't4 replacement'],
    use: 'Levothyroxine replaces thyroid hormone in hypothyroidism. The dose is adjusted by TSH tests six to eight weeks after each change.',
    cautions:
      'Take it the same way each day, usually on an empty stomach, and separate it by about four hours from calcium, iron, antacids and some cholesterol binders, which reduce absorption. Too high a dose can cause a fast heartbeat and bone loss.',
    url: 'https://medlineplus.gov/druginfo/meds/a682461.html',
    topics: ['thyroid'],
  }),
  medication({
    id: 'med-inhaled-corticosteroids',
    title: 'Inhaled corticosteroids and asthma controllers',
    focus: 'inhaled corticosteroids',
    synonyms: ['fluticasone', 'budesonide', 'controller inhaler', 'preventer inhaler'],
    use: 'Inhaled corticosteroids reduce airway inflammation and are the foundation of long-term asthma control; combined with a long-acting bronchodilator they are also used in asthma and some COPD.',
    cautions:
      'Rinsing the mouth after use prevents thrush and hoarseness. They work over time, not for sudden symptoms.',
    url: 'https://www.nhlbi.nih.gov/health/asthma/treatment-action-plan',
    source: 'NHLBI',
    topics: ['lungs'],
  }),
  medication({
    id: 'med-bronchodilators',
    title: 'Quick-relief inhalers (albuterol) and long-acting bronchodilators',
    focus: 'bronchodilators',
    synonyms: ['albuterol', 'rescue inhaler', 'saba', 'laba', 'tiotropium'],
    use: 'Short-acting bronchodilators such as albuterol open airways within minutes for asthma and COPD symptoms. Long-acting ones (LABA, LAMA) are daily maintenance medicines.',
    cautions:
      'Needing a rescue inhaler more than twice a week suggests asthma is not controlled. In asthma, a LABA should always be combined with an inhaled corticosteroid. A tremor or fast heartbeat can follow a dose.',
    url: 'https://www.nhlbi.nih.gov/health/asthma/treatment-action-plan',
    source: 'NHLBI',
    topics: ['lungs'],
  }),
  medication({
    id: 'med-oral-corticosteroids',
    title: 'Oral corticosteroids (prednisone)',
    focus: 'prednisone',
    synonyms: ['oral steroids', 'corticosteroids', 'methylprednisolone', 'dexamethasone'],
    use: 'Corticosteroid tablets calm inflammation in asthma and COPD flares, autoimmune diseases, allergic reactions and many other conditions.',
    cautions:
      'Short courses can raise blood glucose, blood pressure, appetite and mood changes and disturb sleep. Long-term use can cause bone loss, weight gain, cataracts, infections and adrenal suppression, so stopping after weeks of use is done gradually. They add stomach bleeding risk with NSAIDs.',
    url: 'https://medlineplus.gov/druginfo/meds/a601102.html',
    topics: ['inflammation'],
  }),
  medication({
    id: 'med-antibiotics',
    title: 'Antibiotics: using them safely',
    focus: 'antibiotics',
    synonyms: ['antibiotic', 'amoxicillin', 'azithromycin', 'doxycycline'],
    use: 'Antibiotics treat bacterial infections such as strep throat, urinary infections and some pneumonias. They do not work on viruses such as colds and flu.',
    cautions:
      'Unneeded antibiotics cause side effects (diarrhea, allergic reactions, C. difficile infection) and drive antibiotic resistance. Some interact with warfarin, statins or QT-prolonging drugs; fluoroquinolones carry FDA warnings about tendon rupture and nerve damage. Take them exactly as prescribed.',
    url: 'https://www.cdc.gov/antibiotic-use/about/index.html',
    source: 'CDC',
    topics: ['infections'],
  }),
  medication({
    id: 'med-proton-pump-inhibitors',
    title: 'Proton pump inhibitors (omeprazole, pantoprazole)',
    focus: 'proton pump inhibitors',
    synonyms: ['ppi', 'omeprazole', 'pantoprazole', 'esomeprazole', 'prilosec'],
    use: 'PPIs strongly reduce stomach acid. They treat GERD, ulcers and protect the stomach in people taking NSAIDs or antiplatelets.',
    cautions:
      'Long-term use is linked to lower magnesium and vitamin B12, fractures and some infections, so the need is reviewed periodically. Omeprazole and esomeprazole reduce clopidogrel’s effect.',
    url: 'https://medlineplus.gov/druginfo/meds/a693050.html',
    topics: ['digestive'],
  }),
  medication({
    id: 'med-antihistamines',
    title: 'Antihistamines',
    focus: 'antihistamines',
    synonyms: ['cetirizine', 'loratadine', 'fexofenadine', 'diphenhydramine', 'benadryl'],
    use: 'Antihistamines relieve allergy symptoms such as sneezing, itching and hives. Newer ones (cetirizine, loratadine, fexofenadine) cause little drowsiness.',
    cautions:
      'Older ones such as diphenhydramine cause drowsiness and confusion and are best avoided in older adults; they add to the effect of alcohol and sedatives. Antihistamines do not treat anaphylaxis: epinephrine does.',
    url: 'https://medlineplus.gov/allergy.html',
    topics: ['allergy'],
  }),
  medication({
    id: 'med-bisphosphonates',
    title: 'Bisphosphonates (alendronate, risedronate, zoledronic acid)',
    focus: 'bisphosphonates',
    synonyms: ['alendronate', 'risedronate', 'zoledronic acid', 'fosamax'],
    use: 'Bisphosphonates slow bone loss and lower the risk of fractures in osteoporosis.',
    cautions:
      'Tablets must be taken with plain water on an empty stomach while staying upright for 30 to 60 minutes to avoid esophagus irritation. Rare side effects include jaw bone problems and unusual thigh fractures, so treatment length is reviewed after several years.',
    url: 'https://medlineplus.gov/druginfo/meds/a601011.html',
    topics: ['bones'],
  }),
  medication({
    id: 'med-allopurinol',
    title: 'Allopurinol',
    focus: 'allopurinol',
    synonyms: ['zyloprim', 'urate lowering therapy', 'febuxostat'],
    use: 'Allopurinol lowers uric acid to prevent gout attacks and some kidney stones.',
    cautions:
      'A rash can rarely be the start of a severe reaction and should be reported at once. It interacts dangerously with azathioprine and mercaptopurine. Gout flares can briefly increase when starting, so preventive colchicine or an NSAID is often added.',
    url: 'https://medlineplus.gov/druginfo/meds/a682673.html',
    topics: ['joints'],
  }),
  medication({
    id: 'med-nitrates-pde5',
    title: 'Nitrates and erectile dysfunction medicines: a dangerous mix',
    focus: 'nitroglycerin',
    synonyms: ['nitrates', 'isosorbide', 'sildenafil', 'tadalafil', 'viagra', 'cialis', 'pde5 inhibitors'],
    use: 'Nitroglycerin and other nitrates relieve angina by widening blood vessels. PDE5 inhibitors (sildenafil, tadalafil) treat erectile dysfunction and pulmonary hypertension.',
    cautions:
      'Taking a PDE5 inhibitor with any nitrate can drop blood pressure dangerously; they must not be combined (tadalafil lasts up to 48 hours). Chest pain that is not relieved by one nitroglycerin dose within 5 minutes is a reason to call 911.',
    url: 'https://medlineplus.gov/druginfo/meds/a699015.html',
    topics: ['heart', 'mens health'],
  }),
  medication({
    id: 'med-digoxin-amiodarone',
    title: 'Digoxin and amiodarone',
    focus: 'digoxin',
    synonyms: ['amiodarone', 'antiarrhythmic', 'lanoxin'],
    use: 'Digoxin slows the heart rate in atrial fibrillation and helps some heart failure symptoms. Amiodarone controls several heart rhythm problems.',
    cautions:
      'Digoxin has a narrow safe range; toxicity causes nausea, vision changes and rhythm problems, and low potassium increases it. Amiodarone raises digoxin and warfarin levels, prolongs the QT interval, and can affect the thyroid, lungs and liver, so regular tests are needed.',
    url: 'https://medlineplus.gov/druginfo/meds/a682301.html',
    topics: ['heart', 'arrhythmia'],
  }),
  medication({
    id: 'med-qt-prolonging-drugs',
    title: 'Medicines that prolong the QT interval',
    focus: 'qt prolongation',
    synonyms: ['long qt', 'torsades de pointes', 'qt prolonging drugs'],
    use: 'Some medicines lengthen the heart’s QT interval, which can rarely trigger a dangerous rhythm called torsades de pointes. Examples include some antiarrhythmics (amiodarone, sotalol), some antibiotics (macrolides, fluoroquinolones), some antidepressants and antipsychotics, methadone and ondansetron.',
    cautions:
      'The risk rises when two such medicines are combined, with low potassium or magnesium, in older adults and women, and in people with heart disease. An ECG may be checked. Fainting or palpitations on such medicines need prompt care.',
    url: 'https://medlineplus.gov/ency/article/000185.htm',
    topics: ['heart', 'drug interactions'],
  }),
  medication({
    id: 'med-gabapentinoids',
    title: 'Gabapentin and pregabalin',
    focus: 'gabapentin',
    synonyms: ['pregabalin', 'neurontin', 'lyrica'],
    use: 'Gabapentin and pregabalin treat nerve pain (such as after shingles or from diabetes) and some seizures.',
    cautions:
      'They cause dizziness and drowsiness; the FDA warns of serious breathing problems when combined with opioids or other sedatives, or in people with lung disease. Doses are lowered in kidney disease.',
    url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-warns-about-serious-breathing-problems-seizure-and-nerve-pain-medicines-gabapentin-neurontin',
    source: 'FDA',
    topics: ['pain', 'brain'],
  }),
  medication({
    id: 'med-triptans',
    title: 'Triptans for migraine (sumatriptan, rizatriptan)',
    focus: 'triptans',
    synonyms: ['sumatriptan', 'rizatriptan', 'imitrex'],
    use: 'Triptans stop migraine attacks when taken early in the headache.',
    cautions:
      'They narrow blood vessels and are not used with heart disease, prior stroke or uncontrolled high blood pressure. Using acute migraine medicines on many days a month can cause medication-overuse headache.',
    url: 'https://medlineplus.gov/druginfo/meds/a601116.html',
    topics: ['headache'],
  }),
  medication({
    id: 'med-strong-cyp3a4-inhibitors',
    title: 'Strong CYP3A4 inhibitors and the drugs they make dangerous',
    focus: 'cyp3a4 inhibitors',
    synonyms: [
      'clarithromycin',
      'ketoconazole',
      'itraconazole',
      'ritonavir',
      'grapefruit',
      'drug interactions',
    ],
    use: 'CYP3A4 is a liver and gut enzyme that clears about half of all medicines. Strong inhibitors (clarithromycin, ketoconazole, itraconazole, ritonavir-boosted HIV medicines and, to a lesser degree, grapefruit juice) can raise other drugs’ levels several-fold.',
    cautions:
      'Dangerous combinations include simvastatin or lovastatin (muscle breakdown), some calcium channel blockers, colchicine, certain anticoagulants, some sedatives and QT-prolonging drugs. Pharmacists check for these combinations; always mention new antibiotics or antifungals.',
    url: 'https://www.fda.gov/drugs/drug-interactions-labeling/drug-development-and-drug-interactions-table-substrates-inhibitors-and-inducers',
    source: 'FDA',
    topics: ['drug interactions'],
  }),
  medication({
    id: 'med-drug-interactions-overview',
    title: 'Drug interactions: what to know',
    focus: 'drug interactions',
    synonyms: ['medicine interactions', 'mixing medications', 'polypharmacy'],
    use: 'A drug interaction happens when a medicine’s effect changes because of another medicine, a food, alcohol, a supplement or a medical condition. Some make a drug stronger (raising side effects), others weaker.',
    cautions:
      'Common risky combinations include blood thinners with NSAIDs or aspirin, serotonergic antidepressants with MAO inhibitors or tramadol, opioids with benzodiazepines or alcohol, and potassium-raising drugs together. Using one pharmacy and sharing a full medication list helps catch them.',
    url: 'https://www.fda.gov/drugs/resources-you-drugs/drug-interactions-what-you-should-know',
    source: 'FDA',
    topics: ['drug interactions'],
  }),
];
