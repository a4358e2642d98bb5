/**
 * Consumer-style questions written for this project: long, misspelt, in lay words. Each lists the
 * curated entries a reviewer judged to answer it; the first relevant one found counts.
 */
export const CONSUMER_QUESTIONS: ReadonlyArray<{ question: string; relevant: string[] }> = [
  {
    question: 'my dad has crushing pain in his chest and is sweating a lot what should we do',
    relevant: ['urgent-heart-attack', 'urgent-chest-pain'],
  },
  {
    question: 'what are signs someone is having a stroke, her face is drooping',
    relevant: ['urgent-stroke', 'condition-tia'],
  },
  {
    question: 'is 185 over 125 blood pressure dangerous',
    relevant: ['urgent-hypertensive-crisis', 'condition-hypertension'],
  },
  { question: 'what does it mean if my a1c is 6.1', relevant: ['lab-hba1c', 'condition-prediabetes'] },
  { question: 'shaky sweaty and confused after taking my insulin', relevant: ['condition-hypoglycemia'] },
  {
    question: 'how much excercise should an adult get every week',
    relevant: ['activity-adults', 'activity-walking'],
  },
  {
    question: 'can i take ibuprofen while on blood thinners like eliquis',
    relevant: ['med-doacs', 'med-nsaids', 'med-drug-interactions-overview'],
  },
  { question: 'whats a normal tsh level for thyroid', relevant: ['lab-tsh'] },
  {
    question: 'always tired, cold and gaining weight could it be my thyroid',
    relevant: ['condition-hypothyroidism'],
  },
  {
    question: 'i have been feeling down and hopeless for weeks and cant enjoy anything',
    relevant: ['condition-depression', 'urgent-suicidal-thoughts'],
  },
  { question: 'i dont want to live anymore', relevant: ['urgent-suicidal-thoughts'] },
  { question: 'my throat is swelling after eating peanuts', relevant: ['urgent-anaphylaxis'] },
  { question: 'how much salt is too much per day', relevant: ['nutrition-sodium'] },
  {
    question: 'what foods lower blood presure naturally',
    relevant: ['nutrition-dash', 'nutrition-sodium', 'nutrition-potassium'],
  },
  { question: 'when should i get a colonoscopy', relevant: ['screening-colorectal'] },
  { question: 'what age do women start getting mamograms', relevant: ['screening-breast'] },
  {
    question: 'do i need the shingles shot if i already had chicken pox',
    relevant: ['vaccine-shingles', 'condition-shingles'],
  },
  { question: 'is the flu vaccine needed every year', relevant: ['vaccine-flu'] },
  { question: 'how many hours of sleep does a grown up need', relevant: ['sleep-how-much'] },
  { question: 'my husband snores loud and stops breathing at night', relevant: ['condition-sleep-apnea'] },
  {
    question: 'cant fall asleep at night what helps besides pills',
    relevant: ['condition-insomnia', 'sleep-hygiene'],
  },
  { question: 'burning when i pee and need to go all the time', relevant: ['condition-uti'] },
  {
    question: 'really bad pain in my side going to groin comes in waves',
    relevant: ['condition-kidney-stones'],
  },
  {
    question: 'what is a good ldl cholestrol number',
    relevant: ['lab-lipid-panel', 'condition-high-cholesterol'],
  },
  { question: 'side effects of statins muscle pain', relevant: ['med-statins'] },
  { question: 'metformin upset stomach and diarrhea is that normal', relevant: ['med-metformin'] },
  { question: 'what does egfr mean on my kidney blood work', relevant: ['lab-egfr'] },
  { question: 'my potassium came back high on labs', relevant: ['lab-potassium'] },
  { question: 'heart racing and fluttering irregular beat', relevant: ['condition-atrial-fibrillation'] },
  {
    question: 'legs swelling and short of breath when lying down',
    relevant: ['condition-heart-failure', 'urgent-shortness-of-breath'],
  },
  { question: 'worst headache of my life came on suddenly', relevant: ['urgent-sudden-severe-headache'] },
  { question: 'baby is 6 weeks old and has a temperature of 101', relevant: ['urgent-fever-in-infants'] },
  { question: 'how much tylenol can i take in a day safely', relevant: ['med-acetaminophen'] },
  {
    question: 'my friend took too many pills and wont wake up',
    relevant: ['urgent-poisoning', 'med-naloxone'],
  },
  { question: 'heartburn every night after dinner', relevant: ['condition-gerd'] },
  {
    question: 'belly cramps diarrhea and constipation that come and go for months',
    relevant: ['condition-ibs'],
  },
  { question: 'how much vitamin d should i take daily', relevant: ['supplement-vitamin-d', 'lab-vitamin-d'] },
  { question: 'folic acid for pregnancy how much', relevant: ['supplement-folic-acid'] },
  {
    question: 'is st johns wort safe with my antidepressant',
    relevant: ['supplement-st-johns-wort', 'med-ssris'],
  },
  { question: 'can you drink alcohol and how much is ok', relevant: ['nutrition-alcohol'] },
  { question: 'big toe suddenly red hot and very painful at night', relevant: ['condition-gout'] },
  {
    question: 'knees stiff and achy in the morning wear and tear',
    relevant: ['condition-osteoarthritis', 'condition-rheumatoid-arthritis'],
  },
  { question: 'lower back pain and i cant control my bladder', relevant: ['urgent-cauda-equina'] },
  { question: 'how to stop smoking for good', relevant: ['condition-tobacco-use'] },
  {
    question: 'wheezing and tight chest at night, inhaler not helping',
    relevant: ['condition-asthma', 'urgent-shortness-of-breath'],
  },
  { question: 'smokers cough that never goes away and out of breath', relevant: ['condition-copd'] },
  { question: 'what is prediabetis and can it be reversed', relevant: ['condition-prediabetes'] },
  {
    question: 'very thirsty peeing a lot and losing weight',
    relevant: ['condition-type-1-diabetes', 'condition-type-2-diabetes', 'condition-diabetes-overview'],
  },
  { question: 'fruity breath vomiting and high sugar', relevant: ['condition-hyperglycemia-dka'] },
  {
    question: 'leg swollen red and painful after a long flight',
    relevant: ['condition-venous-thromboembolism'],
  },
  { question: 'fever shivering confused and fast heartbeat with an infection', relevant: ['urgent-sepsis'] },
  { question: 'hit my head and now keep throwing up', relevant: ['urgent-head-injury'] },
  { question: 'what is a normal hemoglobin for a woman', relevant: ['lab-hemoglobin', 'lab-cbc'] },
  {
    question: 'low iron tired pale and out of breath',
    relevant: ['condition-iron-deficiency-anemia', 'lab-ferritin'],
  },
  { question: 'inr too high on warfarin what does it mean', relevant: ['lab-inr', 'med-warfarin'] },
  { question: 'can i take viagra with my nitroglycerin', relevant: ['med-nitrates-pde5'] },
  { question: 'hot flashes and night sweats at 50', relevant: ['condition-menopause'] },
  { question: 'forgetting things and getting lost, is it dementia', relevant: ['condition-dementia'] },
  { question: 'shaking hands and slow walking in older man', relevant: ['condition-parkinsons'] },
  { question: 'what vaccines do adults need', relevant: ['vaccine-adult-schedule'] },
  { question: 'is ozempic safe for weight loss side effects', relevant: ['med-glp1-agonists'] },
  { question: 'too much heat outside now dizzy and stopped sweating', relevant: ['urgent-heat-illness'] },
];
