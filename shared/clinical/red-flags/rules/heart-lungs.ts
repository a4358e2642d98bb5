import type { Rule } from '../engine.ts';
import { CALL_911, CALL_911_TO } from './common.ts';

/** Heart, lungs, airway, allergy and bleeding. */
export const HEART_LUNG_RULES: readonly Rule[] = [
  {
    id: 'chest-pain',
    label: 'Chest pain or pressure',
    urgency: 'emergency',
    when: {
      any: [
        // Pain on pressing or moving does not rule out a heart attack, and a hostile review found
        // the chest-wall exceptions missed cocaine, recent surgery, exertion and fainting in lay
        // words: chest pain stays 911. A heart attack named as a fear ("I thought I was having a
        // heart attack") is one too, whatever the text rules out.
        'chestPain',
        'heartAttackFeared',
        {
          all: [
            'radiatingPain',
            { any: ['sweating', 'nausea', 'vomiting', 'breathless', 'upperAbdominalPain'] },
          ],
        },
        { all: ['upperAbdominalPain', 'sweating', { any: ['breathless', 'nausea', 'vomiting'] }] },
        // AHA (women, people with diabetes): an ache in the upper back or between the shoulder
        // blades with a cold sweat and feeling sick or breathless, with no chest pain at all.
        {
          all: [
            { any: ['upperBackAche', 'backBetweenShoulders'] },
            'sweating',
            { any: ['breathless', 'nausea', 'vomiting'] },
          ],
        },
        // NHS heart attack: it can feel like indigestion; with a cold sweat and feeling faint,
        // breathless or sick it is treated as one.
        { all: ['indigestionLike', 'sweating', { any: ['collapse', 'breathless', 'nausea', 'vomiting'] }] },
        // Round twenty-four (b), NHS heart attack symptoms (pain spreading to the arms, jaw, neck or
        // back; it can feel like indigestion; sweating) and AHA heart attack symptoms in women (pain
        // in the back or jaw, a cold sweat): "indigestion" with jaw or arm pain, or with sweating and
        // an aching arm; back pain between the shoulder blades in someone grey and sweaty; and
        // effort pain (angina) that now comes on at rest.
        { all: ['indigestionLike', 'radiatingPain'] },
        { all: ['indigestionLike', 'sweating', 'armAche'] },
        { all: [{ any: ['upperBackAche', 'backBetweenShoulders'] }, 'greyAndClammy'] },
        { all: ['effortDiscomfort', 'nowAtRest'] },
        // AHA: breathlessness with a cold sweat, without chest pain, in a person with diabetes or feeling sick.
        {
          all: [
            'breathless',
            'sweating',
            { any: ['diabetes', 'nausea', 'vomiting', 'veryUnwell', 'mottled'] },
          ],
        },
      ],
    },
    who: { minAge: 12 },
    advice: `${CALL_911} Chest pain or pressure lasting more than a few minutes, or with shortness of breath, sweating, nausea, or pain spreading to an arm, the back, neck or jaw, can be a heart attack. Do not drive yourself.`,
    source: {
      title: 'Heart attack (NHLBI); 2021 AHA/ACC chest pain guideline',
      url: 'https://www.nhlbi.nih.gov/health/heart-attack',
    },
    conditions: ['Heart attack (acute coronary syndrome)', 'Unstable angina'],
    knowledge: ['urgent-heart-attack', 'urgent-chest-pain'],
  },
  {
    id: 'child-chest-pain',
    label: 'Chest pain in a child',
    urgency: 'urgent',
    when: 'chestPain',
    who: { maxAge: 12, ageUnknown: 'skip' },
    advice:
      'A child with chest pain should be seen by a clinician today; call 911 if the pain is severe, came with exercise or fainting, or the child is struggling to breathe.',
    source: {
      title: 'Chest pain (MedlinePlus)',
      url: 'https://medlineplus.gov/ency/article/003079.htm',
    },
    conditions: ['Chest pain in a child'],
    knowledge: ['urgent-chest-pain'],
  },
  {
    id: 'possible-angina',
    label: 'Chest, throat, neck or jaw discomfort or "indigestion" brought on by exertion',
    urgency: 'urgent',
    // Round thirteen (helper Q). NHS angina: chest pain or a dull, heavy or tight feeling, often
    // brought on by physical activity and better after a few minutes of rest; ask for an urgent GP
    // appointment or 111 if you think you might have angina. NICE CG95: constricting discomfort in the
    // chest, neck, shoulders or jaw, brought on by exertion and relieved by rest, is angina until
    // shown otherwise; people with diabetes and older people often call it indigestion. Discomfort at
    // rest, or lasting longer, stays with `chest-pain` (emergency).
    when: 'effortDiscomfort',
    who: { minAge: 35 },
    advice: `A tightness, heaviness or "indigestion" in the chest, throat, neck or jaw that comes on with walking, hills or stairs and goes off with rest can be angina: ask for an urgent GP appointment or call 111 today, and avoid heavy exertion until you have been seen. ${CALL_911_TO} if it comes on at rest, lasts more than 15 minutes, or comes with sweating, feeling sick, breathlessness or pain spreading to the arm.`,
    source: {
      title:
        'Angina (NHS, 2023); Recent-onset chest pain of suspected cardiac origin: assessment and diagnosis, NICE CG95 (2010, updated 2016)',
      url: 'https://www.nhs.uk/conditions/angina/',
    },
    conditions: ['Angina', 'Coronary heart disease'],
    knowledge: ['urgent-chest-pain'],
  },
  {
    id: 'pleuritic-chest-infection',
    label: 'Chest pain on breathing in, with a fever or chest infection',
    urgency: 'urgent',
    // A chest infection (rusty or coloured phlegm) with pain on breathing in is pneumonia until shown
    // otherwise, even when the pain is told as being in the side rather than the chest.
    when: {
      all: [
        { any: ['chestPain', 'chestInfection'] },
        'pleuritic',
        { any: ['fever', 'infection', 'chestInfection'] },
      ],
    },
    unless: {
      any: [
        'radiatingPain',
        'sweating',
        'severeBreathing',
        'coughingBlood',
        'legClot',
        'vteRisk',
        'collapse',
      ],
    },
    who: { minAge: 12 },
    advice:
      'Sharp chest pain when breathing in, with a cough and a fever, is most often a chest infection or pleurisy: see a clinician today (urgent GP appointment or 111). Call 911 if the pain is crushing or spreads to the arm, jaw or back, or you are very breathless, sweaty, cough up blood or feel faint.',
    source: {
      title:
        'Chest pain (NHS); Pneumonia in adults: diagnosis and management, NICE CG191 (2014, updated 2023)',
      url: 'https://www.nhs.uk/conditions/chest-pain/',
    },
    conditions: ['Chest infection or pneumonia', 'Pleurisy'],
    supersedes: ['chest-pain'],
  },
  {
    id: 'aortic-dissection',
    label: 'Sudden tearing chest or back pain',
    urgency: 'emergency',
    when: {
      any: [
        'tearingPain',
        { all: ['sudden', 'severe', { any: ['chestPain', 'backBetweenShoulders'] }] },
        { all: ['sudden', 'backBetweenShoulders'] },
        { all: ['aorticAneurysm', { any: ['abdominalPain', 'backPain', 'collapse', 'severe'] }] },
      ],
    },
    advice: `${CALL_911} Sudden, severe, tearing or ripping pain in the chest or back, or between the shoulder blades, can be a tear in the aorta (aortic dissection).`,
    source: {
      title: '2022 ACC/AHA Guideline for the Diagnosis and Management of Aortic Disease',
      url: 'https://www.ahajournals.org/doi/10.1161/CIR.0000000000001106',
    },
    conditions: ['Aortic dissection'],
    knowledge: ['urgent-chest-pain'],
  },
  {
    id: 'ruptured-aortic-aneurysm-signs',
    label: 'Sudden severe back, flank or belly pain with fainting or shock, at 55 or over (or age not known)',
    urgency: 'emergency',
    // Round thirteen (helper P). NHS abdominal aortic aneurysm: call 999 for sudden, severe pain in
    // the tummy or back with fainting, dizziness, sweating or pale clammy skin (a rupture), most often
    // in men over 65, smokers and people with high blood pressure; a measured systolic of 90 or
    // lower or a heart rate above 130 counts as shock (triage/vitals.ts). NICE CKS renal colic: think
    // of a leaking aneurysm before renal colic in someone over 60.
    when: {
      all: [
        'suddenSevereTrunkPain',
        {
          any: [
            'collapse',
            'faintedActually',
            'lowBloodPressure',
            'lowBloodPressureWritten',
            'mottled',
            'veryFastHeart',
          ],
        },
      ],
    },
    who: { minAge: 55, maxDays: 7 },
    advice: `${CALL_911} Sudden, severe pain in the back, side or tummy with fainting, dizziness, pale clammy skin or low blood pressure in someone over 55 can be a burst aortic aneurysm. Lie down and keep still while waiting.`,
    source: {
      title:
        'Abdominal aortic aneurysm (NHS, 2023); Abdominal aortic aneurysm: diagnosis and management, NICE NG156 (2020)',
      url: 'https://www.nhs.uk/conditions/abdominal-aortic-aneurysm/',
    },
    conditions: ['Ruptured abdominal aortic aneurysm', 'Aortic dissection'],
  },
  {
    id: 'acute-limb-ischaemia',
    label: 'An arm or leg suddenly cold and pale, white or blue, painful or numb',
    urgency: 'emergency',
    // Round ten (helper B). NHS peripheral arterial disease: call 999 if a leg or arm suddenly
    // becomes painful, cold, pale, blue or numb (a blocked artery; the limb can be lost within hours).
    // Not a hand gone white in the cold (Raynaud's), and not cold hands and feet together.
    // Round ten (helper H): one limb cold without a colour word, with pain or numbness and a sudden
    // onset or atrial fibrillation (NHS: suddenly painful, cold, pale, blue or numb).
    when: {
      any: [
        'limbIschaemia',
        { all: ['coldPaleLimb', { any: ['sudden', 'severe', 'limbPainOrNumb'] }] },
        { all: ['coldLimb', 'limbPainOrNumb', { any: ['sudden', 'atrialFibrillation'] }] },
        // Round eleven (helper K): with when it began ("since this morning") or an irregular heart.
        {
          all: [
            { any: ['coldLimb', 'coldLimbBare'] },
            'limbPainOrNumb',
            { any: ['sudden', 'atrialFibrillation', 'coldLimbOnset'] },
          ],
        },
      ],
    },
    unless: 'coldTriggered',
    advice: `${CALL_911} An arm or leg that suddenly becomes painful, cold, pale, white or blue, or numb or weak, may have lost its blood supply (a blocked artery) and needs treatment within hours to save the limb.`,
    source: {
      title:
        'Peripheral arterial disease (NHS, 2023); Peripheral arterial disease, NICE CG147 (2012, updated 2020)',
      url: 'https://www.nhs.uk/conditions/peripheral-arterial-disease-pad/',
    },
    conditions: ['Acute limb ischaemia (arterial embolism or thrombosis)'],
  },
  {
    id: 'sudden-breathlessness',
    label: 'Sudden breathlessness with sweating, collapse, a racing heart or looking grey',
    urgency: 'emergency',
    when: {
      all: [
        { any: ['breathless', 'severeBreathing'] },
        'sudden',
        { any: ['sweating', 'mottled', 'veryUnwell', 'collapse', 'palpitations'] },
      ],
    },
    advice: `${CALL_911} Sudden shortness of breath with sweating, grey or clammy skin, fainting or nearly fainting, or a pounding heart can be a heart attack, a blood clot in the lung or shock, even without chest pain.`,
    source: {
      title: 'Shortness of breath (NHS); Heart attack symptoms in women (American Heart Association)',
      url: 'https://www.nhs.uk/conditions/shortness-of-breath/',
    },
    conditions: ['Heart attack', 'Pulmonary embolism'],
    supersedes: ['breathlessness'],
  },
  {
    id: 'bleeding-with-shock',
    label: 'Bleeding with fainting, a racing heart or low blood pressure',
    urgency: 'emergency',
    when: {
      any: [
        {
          all: [
            {
              any: [
                'severeBleeding',
                'rectalBleeding',
                'vomitingBlood',
                'blackStool',
                'vaginalBleeding',
                'coughingBlood',
              ],
            },
            { any: ['lowBloodPressure', 'veryFastHeart', 'collapse', 'mottled'] },
          ],
        },
        { all: ['bleeding', { any: ['lowBloodPressure', 'veryFastHeart', 'mottled'] }] },
        // Round twenty-one's review: soaking pads (after an abortion pill, say) and feeling faint.
        { all: ['heavyVaginalBleeding', 'collapse'] },
        // Belly pain after an injury with fainting or a racing heart can be bleeding inside.
        {
          all: [
            'injury',
            'abdominalPain',
            { any: ['lowBloodPressure', 'veryFastHeart', 'collapse', 'mottled'] },
          ],
        },
      ],
    },
    advice: `${CALL_911} Bleeding with fainting, cold clammy or pale skin, a very fast heart or low blood pressure is shock from blood loss; belly pain after an injury with these signs can be bleeding inside.`,
    source: {
      title: 'Acute upper gastrointestinal bleeding in over 16s, NICE CG141 (2012); Blood in poo (NHS)',
      url: 'https://www.nice.org.uk/guidance/cg141',
    },
    conditions: ['Shock from blood loss'],
    supersedes: ['severe-bleeding'],
  },
  {
    id: 'pulmonary-embolism',
    label: 'Breathlessness with signs of a blood clot',
    urgency: 'emergency',
    when: {
      any: [
        {
          all: [
            { any: ['breathless', 'severeBreathing'] },
            { any: ['pleuritic', 'coughingBlood', 'bloodStreakedSputum', 'legClot'] },
          ],
        },
        { all: ['breathless', 'sudden', 'vteRisk'] },
        { all: ['pleuritic', { any: ['legClot', 'coughingBlood', 'bloodStreakedSputum'] }] },
        // NHS DVT: a painful or swollen calf with breathlessness needs 999 or A&E (round eighteen's second review).
        { all: ['breathless', 'legClotSigns'] },
      ],
    },
    advice: `${CALL_911} Sudden shortness of breath with chest pain on breathing in, coughing up blood, or a swollen painful leg (especially after surgery, a long journey or a recent birth) can be a blood clot in the lung.`,
    source: {
      title: 'Venous thromboembolic diseases, NICE NG158 (2020, updated 2023); Pulmonary embolism (NHS)',
      url: 'https://www.nhs.uk/conditions/pulmonary-embolism/',
    },
    conditions: ['Pulmonary embolism', 'Deep vein thrombosis'],
    knowledge: ['urgent-shortness-of-breath'],
  },
  {
    id: 'pulmonary-embolism-fast-heart',
    label:
      'New breathlessness with a racing heart or a catch on breathing in, after a flight, an operation or on hormones',
    urgency: 'emergency',
    // Round thirteen (helper P). NHS pulmonary embolism: breathlessness, which can come on
    // gradually, with a fast heartbeat, is a clot in the lung until shown otherwise after a long
    // journey, an operation, a birth or on the combined pill or HRT; NICE NG158 (Wells: heart rate
    // over 100, recent immobilisation or surgery). No pleuritic pain is needed; "a catch" on breathing
    // in counts here, with the clot risk.
    when: {
      all: [
        'breathless',
        { any: ['palpitations', 'fastPulse', 'veryFastHeart', 'breathCatch'] },
        { any: ['clotRiskLay', 'vteRisk', 'postpartum'] },
      ],
    },
    who: { minAge: 12, maxDays: 14 },
    advice: `${CALL_911} New shortness of breath with a racing heart after a long flight or journey, an operation or a birth, or on the combined pill or HRT, can be a blood clot in the lung, even without chest pain.`,
    source: {
      title:
        'Pulmonary embolism (NHS, 2023); Venous thromboembolic diseases, NICE NG158 (2020, updated 2023)',
      url: 'https://www.nhs.uk/conditions/pulmonary-embolism/',
    },
    conditions: ['Pulmonary embolism'],
    knowledge: ['urgent-shortness-of-breath'],
    supersedes: ['breathlessness'],
  },
  {
    id: 'anaphylaxis',
    label: 'Severe allergic reaction',
    urgency: 'emergency',
    when: {
      any: [
        'anaphylaxis',
        {
          all: [
            { any: ['allergicTrigger', 'lipSwelling'] },
            {
              any: [
                'severeBreathing',
                'breathless',
                'wheeze',
                'stridor',
                'muffledVoice',
                'collapse',
                'swallowingHard',
              ],
            },
          ],
        },
        // Round twenty-four (b), NHS anaphylaxis and Resuscitation Council UK (2021): swollen lips,
        // a swollen face after a trigger, or spreading hives with a hoarse voice, a throat that feels
        // odd or tight, coughing a lot, or feeling faint or dizzy.
        {
          all: [
            { any: ['lipSwelling', 'hivesSpreading', { all: ['allergicTrigger', 'faceSwelling'] }] },
            'anaphylaxisSubtleSign',
          ],
        },
      ],
    },
    advice: `Use an epinephrine auto-injector if one is available, then ${CALL_911.toLowerCase()} Swelling of the throat, tongue or lips, or trouble breathing, wheezing or fainting after a food, sting or medicine can be anaphylaxis.`,
    source: {
      title: 'Emergency treatment of anaphylaxis, Resuscitation Council UK (2021); Anaphylaxis (MedlinePlus)',
      url: 'https://medlineplus.gov/ency/article/000844.htm',
    },
    conditions: ['Anaphylaxis'],
    knowledge: ['urgent-anaphylaxis'],
  },
  {
    id: 'near-drowning',
    label: 'Nearly drowned, or pulled from the water with symptoms',
    urgency: 'emergency',
    // Round twenty-four (b). MedlinePlus near drowning: anyone who nearly drowned needs emergency
    // care even if they seem well, since breathing and lung problems can follow hours later.
    when: 'nearDrowning',
    advice: `${CALL_911} Anyone who has nearly drowned needs to be checked in hospital now, even if they seem to have recovered: coughing, breathlessness, sleepiness or confusion afterwards can mean water in the lungs and low oxygen, which can get worse over hours.`,
    source: {
      title: 'Near drowning (MedlinePlus)',
      url: 'https://medlineplus.gov/ency/article/000046.htm',
    },
    conditions: ['Drowning injury', 'Aspiration'],
  },
  {
    id: 'slow-pulse-fainting',
    label: 'A pulse below 40 with fainting or feeling faint',
    urgency: 'emergency',
    // Round twenty-four (b). NHS fainting (A&E or 999 when a heart condition may be the cause) and NHS
    // arrhythmia (a slow heartbeat, bradycardia or heart block, can cause fainting): a pulse or heart
    // rate below 40 a minute with fainting or feeling faint. Not a fit athlete's resting rate
    // (`slowHeart40` leaves those out).
    when: { all: ['slowHeart40', { any: ['collapse', 'faintedActually'] }] },
    advice: `${CALL_911} A pulse below 40 a minute with fainting or feeling faint can be a heart block or another slow heart rhythm that may need treatment in hospital now. Lie down with the legs raised until help comes.`,
    source: {
      title: 'Fainting (NHS, 2023); Arrhythmia (NHS)',
      url: 'https://www.nhs.uk/conditions/arrhythmia/',
    },
    conditions: ['Slow heart rhythm (bradycardia, heart block)'],
    supersedes: ['slow-pulse-dizzy'],
  },
  {
    id: 'slow-pulse-dizzy',
    label: 'A pulse below 40 with dizziness or light-headedness',
    urgency: 'urgent',
    // Round twenty-four (b). NHS arrhythmia (see a GP urgently or call 111 with a slow heartbeat and
    // dizziness or breathlessness): a pulse or heart rate below 40 a minute with feeling dizzy.
    when: { all: ['slowHeart40', 'dizzyLightheaded'] },
    advice: `A pulse below 40 a minute with dizziness or light-headedness needs a heart trace (ECG) today: call your GP surgery or 111 now. ${CALL_911_TO} if you faint, have chest pain or become breathless.`,
    source: {
      title: 'Arrhythmia (NHS)',
      url: 'https://www.nhs.uk/conditions/arrhythmia/',
    },
    conditions: ['Slow heart rhythm (bradycardia, heart block)'],
  },
  {
    id: 'stridor',
    label: 'Noisy breathing in (stridor), drooling or cannot swallow',
    urgency: 'emergency',
    // A muffled ("hot potato") voice stays an airway sign even with saliva swallowed: quinsy and
    // epiglottitis cannot be told apart from words.
    when: { any: ['stridor', 'muffledVoice'] },
    advice: `${CALL_911} A high-pitched noise when breathing in, drooling, or being unable to swallow saliva can mean the airway is closing (for example epiglottitis or severe croup). Keep the person calm and upright; do not look in the throat.`,
    source: {
      title: 'Epiglottitis (NHS); Croup, NICE CKS (2022)',
      url: 'https://www.nhs.uk/conditions/epiglottitis/',
    },
    conditions: ['Epiglottitis', 'Severe croup', 'Airway obstruction'],
    knowledge: ['urgent-shortness-of-breath'],
    supersedes: ['breathlessness'],
  },
  {
    id: 'croup-stridor-at-rest',
    label: 'Barking cough with noisy breathing in while resting or calm',
    urgency: 'emergency',
    // Round ten (helper B). NHS croup: call 999 for a noise when breathing in while resting (or the
    // tummy sucking in); NICE CKS croup: stridor at rest is moderate to severe croup, admit.
    when: { all: ['croup', 'noisyBreathingAtRest'] },
    advice: `${CALL_911} A barking cough with a noise when breathing in even while resting or calm is moderate to severe croup: the airway is narrowing. Keep the child calm and upright on your lap; do not look in the throat.`,
    source: {
      title: 'Croup (NHS); Croup, NICE CKS (2022)',
      url: 'https://www.nhs.uk/conditions/croup/',
    },
    conditions: ['Moderate or severe croup'],
    knowledge: ['urgent-shortness-of-breath'],
    supersedes: ['croup'],
  },
  {
    id: 'severe-asthma',
    label: 'Severe asthma attack',
    urgency: 'emergency',
    when: { any: ['severeAsthma', { all: ['asthma', 'severeBreathing'] }] },
    advice: `${CALL_911_TO} if the reliever inhaler is not helping, the person cannot finish a sentence, or their lips look blue or grey. While waiting, sit upright and take one puff of the reliever every 30 to 60 seconds, up to 10 puffs.`,
    source: {
      title:
        'Asthma: diagnosis, monitoring and chronic asthma management, BTS/NICE/SIGN NG245 (2024); Asthma attacks (NHS)',
      url: 'https://www.nhs.uk/conditions/asthma/asthma-attacks/',
    },
    conditions: ['Severe asthma attack'],
    knowledge: ['urgent-shortness-of-breath', 'condition-asthma'],
    supersedes: ['severe-breathing', 'breathlessness'],
  },
  {
    id: 'severe-breathing',
    broad: true,
    label: 'Severe trouble breathing',
    urgency: 'emergency',
    when: 'severeBreathing',
    advice: `${CALL_911} Severe or sudden trouble breathing, gasping, being too breathless to speak, or bluish lips need emergency care.`,
    source: {
      title: 'Breathing problems (MedlinePlus)',
      url: 'https://medlineplus.gov/breathingproblems.html',
    },
    conditions: ['Respiratory failure'],
    knowledge: ['urgent-shortness-of-breath'],
    supersedes: ['breathlessness'],
  },
  {
    id: 'infant-breathing-pause',
    label: 'A baby who stopped breathing, had pauses in breathing, or went blue or dusky',
    urgency: 'emergency',
    // Round fourteen (helper R). NHS "Is your baby or toddler seriously ill?" (2023): call 999 if a
    // baby stops breathing or goes blue; AAP BRUE guideline (2016): an infant with an event of
    // absent or irregular breathing or colour change needs assessment, even if well afterwards.
    when: 'infantBreathingPause',
    who: { maxAge: 1, ageUnknown: 'skip', childWordsCountAsUnder: 1 },
    advice: `${CALL_911_TO} now: a baby who stops breathing, has pauses in breathing, or goes blue, grey or dusky around the lips or face needs to be seen in hospital straight away, even if the baby seems well afterwards.`,
    source: {
      title:
        'Is your baby or toddler seriously ill? (NHS, 2023); Brief resolved unexplained events (BRUE) in infants, AAP clinical practice guideline (Pediatrics 2016)',
      url: 'https://www.nhs.uk/baby/health/is-your-baby-or-toddler-seriously-ill/',
    },
    conditions: ['Apnoea in infancy', 'Brief resolved unexplained event (BRUE)'],
  },
  {
    id: 'cf-exacerbation',
    label: 'A chest flare-up in cystic fibrosis: more or changed sputum, a lower FEV1 or a chest infection',
    urgency: 'urgent',
    // Round sixteen (helper U). NICE NG78 (cystic fibrosis) and the Cystic Fibrosis Trust: a pulmonary
    // exacerbation (more or changed sputum, a fall in FEV1, more cough) needs antibiotics arranged by
    // the CF team promptly, the same day.
    when: { all: ['cysticFibrosis', 'chestFlareSputum'] },
    advice: `With cystic fibrosis, more or changed sputum, a drop in lung function (FEV1) or a chest infection needs your CF team today (or 111 out of hours) for antibiotics. ${CALL_911_TO} if you are very breathless, coughing up more than a little blood, have chest pain, or your lips look blue.`,
    source: {
      title: 'Cystic fibrosis: diagnosis and management, NICE NG78 (2017)',
      url: 'https://www.nice.org.uk/guidance/ng78',
    },
    conditions: ['Pulmonary exacerbation of cystic fibrosis'],
  },
  {
    id: 'heart-failure-breathless-at-rest',
    label: 'Heart failure with breathlessness at rest',
    urgency: 'emergency',
    // Round sixteen review. AHA warning signs of heart failure and NICE CKS chronic heart failure:
    // breathlessness at rest (or pink frothy spit) is acute heart failure, an emergency.
    when: { all: ['heartFailure', 'breathlessAtRest'] },
    advice: `${CALL_911_TO} now: with heart failure, being breathless at rest or while sitting still can mean fluid on the lungs, which needs treatment in hospital. Sit upright while you wait.`,
    source: {
      title:
        'Heart failure - chronic, NICE CKS (2024); Warning signs of heart failure, American Heart Association (2023)',
      url: 'https://cks.nice.org.uk/topics/heart-failure-chronic/',
    },
    conditions: ['Acute heart failure (fluid on the lungs)'],
    supersedes: ['heart-failure-worsening'],
  },
  {
    id: 'heart-failure-worsening',
    label: 'Heart failure with fast weight gain or breathlessness lying flat',
    urgency: 'urgent',
    when: { all: ['heartFailure', { any: ['hfWeightGain', 'orthopnoea'] }] },
    advice:
      'With heart failure, a weight gain of 2 kg (4 to 5 lb) or more in 3 days or less, more swelling of the ankles or legs, or breathlessness lying flat (needing extra pillows, waking up breathless) can mean fluid is building up: call your heart failure nurse, GP or 111 today, as your medicines may need changing. Call 911 if you are breathless at rest, have chest pain, or cough up pink frothy spit.',
    source: {
      title:
        'Heart failure - chronic, NICE CKS (2024); Warning signs of heart failure, American Heart Association (2023)',
      url: 'https://cks.nice.org.uk/topics/heart-failure-chronic/',
    },
    conditions: ['Worsening (decompensating) heart failure'],
  },
  {
    id: 'icd-shock',
    label: 'An implanted defibrillator (ICD) has given a shock',
    urgency: 'urgent',
    // Round sixteen (helper V). NHS ICD shock plans (LHCH) and BHF: one shock in someone who feels well
    // afterwards needs a call to the ICD (device) clinic the same day; more than one shock, or a shock
    // with chest pain, breathlessness or fainting, is an emergency.
    when: 'icdFired',
    advice:
      'A single shock from your ICD when you feel well afterwards should be reported today: call your ICD or device clinic (or 111 out of hours) so the device can be checked, and do not drive. Call 911 if you have two or more shocks, or a shock with chest pain, breathlessness, dizziness or fainting.',
    source: {
      title:
        'ICD shock plan, Liverpool Heart and Chest Hospital NHS (2023); Implantable cardioverter defibrillators, British Heart Foundation (2023)',
      url: 'https://www.lhch.nhs.uk/implantable-cardioverter-defibrillator-icd---shock-plan',
    },
    conditions: ['Ventricular arrhythmia treated by an ICD', 'Inappropriate ICD shock'],
  },
  {
    id: 'icd-shock-emergency',
    label: 'Two or more ICD shocks, or an ICD shock with dizziness, chest pain, breathlessness or fainting',
    urgency: 'emergency',
    // Round sixteen (helper T), NHS ICD shock plans (LHCH) and BHF: call 999 for two or more shocks
    // in a day, or one shock with feeling unwell (dizzy, chest pain, breathless, fainting).
    when: {
      any: [
        { all: ['icdDevice', 'icdRepeatShocks'] },
        {
          all: [
            { any: ['icdFired', { all: ['icdDevice', 'icdShockWords'] }] },
            {
              any: [
                'dizzyLightheaded',
                'chestPain',
                'breathless',
                'severeBreathing',
                'faintedActually',
                'collapse',
                'veryWeakOrFaint',
                'palpitations',
                'unconscious',
                'veryUnwell',
              ],
            },
          ],
        },
      ],
    },
    advice: `${CALL_911} Two or more shocks from an implanted defibrillator (ICD), or one shock with dizziness, chest pain, breathlessness or fainting, needs emergency care: the heart rhythm may keep going wrong. Sit or lie down, and tell the crew you have an ICD; bring your device card.`,
    source: {
      title:
        'ICD shock plan, Liverpool Heart and Chest Hospital NHS (2023); Implantable cardioverter defibrillators, British Heart Foundation (2023)',
      url: 'https://www.lhch.nhs.uk/implantable-cardioverter-defibrillator-icd---shock-plan',
    },
    conditions: ['Ventricular arrhythmia treated by an ICD (electrical storm)', 'ICD malfunction'],
    supersedes: ['icd-shock'],
  },
  {
    id: 'breathlessness',
    broad: true,
    label: 'Shortness of breath',
    urgency: 'urgent',
    when: 'breathless',
    who: { maxDays: 14 },
    advice:
      'New or worsening shortness of breath should be checked by a clinician today. Call 911 if it is sudden or severe, or comes with chest pain, fainting, or blue or grey lips.',
    source: {
      title: 'Shortness of breath (NHS)',
      url: 'https://www.nhs.uk/symptoms/shortness-of-breath/',
    },
    conditions: ['Shortness of breath: asthma, chest infection, heart failure and others'],
    knowledge: ['urgent-shortness-of-breath'],
  },
  {
    id: 'severe-bleeding',
    broad: true,
    label: 'Severe bleeding or bleeding from the gut or lungs',
    urgency: 'emergency',
    when: { any: ['severeBleeding', 'vomitingBlood', 'blackStool', 'heavyRectalBleeding', 'coughingBlood'] },
    advice: `${CALL_911} Press firmly on a wound that will not stop bleeding. Vomiting blood or coffee-ground material, black tarry stools, heavy bleeding from the bottom, or coughing up blood also need emergency care.`,
    source: {
      title: 'Acute upper gastrointestinal bleeding, NICE CG141 (2012, updated 2016); Bleeding (MedlinePlus)',
      url: 'https://medlineplus.gov/ency/article/000045.htm',
    },
    conditions: ['Gastrointestinal bleeding', 'Major bleeding'],
    knowledge: ['urgent-severe-bleeding', 'urgent-gi-bleeding'],
  },
  {
    id: 'blood-streaked-sputum',
    label: 'Streaks of blood in phlegm',
    urgency: 'urgent',
    when: 'bloodStreakedSputum',
    advice:
      'Streaks or specks of blood in phlegm are often from a chest infection or a bad cough, but need checking today: ask for an urgent GP appointment or call 111. Call 911 if you cough up more than a few teaspoons of blood, or are breathless or have chest pain.',
    source: {
      title: 'Coughing up blood (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/coughing-up-blood/',
    },
    conditions: ['Chest infection', 'Bronchitis', 'Other causes of coughing up blood'],
  },
];
