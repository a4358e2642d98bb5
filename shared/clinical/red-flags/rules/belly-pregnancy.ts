import type { Rule } from '../engine.ts';
import { CALL_911, CALL_911_TO } from './common.ts';

/** Belly, bowel, back, testicles, pregnancy and diabetes emergencies. */
export const BELLY_PREGNANCY_RULES: readonly Rule[] = [
  {
    id: 'ectopic-pregnancy',
    label: 'Possible ectopic pregnancy',
    urgency: 'emergency',
    when: {
      any: [
        // Mild one-sided pain with the danger signs ruled out stays 911 too: a hostile review found
        // pain getting worse, looking pale and shoulder pain in other words behind such denials.
        {
          all: [
            { any: ['missedPeriod', 'pregnant'] },
            {
              any: [
                'oneSidedLowerPain',
                'shoulderTipPain',
                'collapse',
                { all: ['abdominalPain', 'vaginalBleeding'] },
              ],
            },
          ],
        },
        // NHS ectopic pregnancy: shoulder-tip pain with fainting is an emergency whether or not the
        // woman knows she is pregnant (many do not yet).
        { all: ['shoulderTipPain', 'collapse'] },
      ],
    },
    who: { notSex: 'male', minAge: 10, maxAge: 60 },
    advice: `${CALL_911} A missed period or early pregnancy with pain low on one side of the belly, shoulder-tip pain, bleeding with pain, or fainting can be an ectopic pregnancy, which can bleed inside the belly.`,
    source: {
      title:
        'Ectopic pregnancy and miscarriage: diagnosis and initial management, NICE NG126 (2019, updated 2023); Ectopic pregnancy (NHS)',
      url: 'https://www.nhs.uk/conditions/ectopic-pregnancy/',
    },
    conditions: ['Ectopic pregnancy'],
    knowledge: ['urgent-pregnancy-warning-signs', 'urgent-abdominal-pain'],
  },
  {
    id: 'pre-eclampsia',
    label: 'Possible pre-eclampsia',
    urgency: 'emergency',
    when: { any: ['severeHeadache', 'visionChange', 'upperAbdominalPain', 'suddenSwelling'] },
    who: { pregnancy: 'pregnant-or-postpartum' },
    advice: `Get medical care right away: call your maternity unit, midwife or obstetrician now, or ${CALL_911.toLowerCase()} A headache, vision problems (blurring, flashing lights), pain just below the ribs, or sudden swelling of the face, hands or feet during or after pregnancy can be pre-eclampsia.`,
    source: {
      title:
        'Hypertension in pregnancy: diagnosis and management, NICE NG133 (2019, updated 2023); ACOG Practice Bulletin 222 (2020)',
      url: 'https://www.nice.org.uk/guidance/ng133',
    },
    conditions: ['Pre-eclampsia'],
    knowledge: ['urgent-pregnancy-warning-signs'],
  },
  {
    id: 'postnatal-severe-hypertension',
    label:
      'Blood pressure of 160/110 or more, or 150/100 or more with a headache, vision change or pain under the ribs, within 6 weeks of a birth',
    urgency: 'emergency',
    // Round thirteen (helper Q). NICE NG133: severe hypertension (160/110 or more) after a birth, or a
    // raised pressure with symptoms of pre-eclampsia (severe headache, visual disturbance, pain below
    // the ribs), needs assessment in hospital now; NHS pre-eclampsia: it can start after the birth.
    when: {
      all: [
        'recentBirth',
        {
          any: [
            'bloodPressure160',
            {
              all: [
                'bloodPressure150',
                { any: ['severeHeadache', 'visionChange', 'upperAbdominalPain', 'suddenSwelling'] },
              ],
            },
          ],
        },
      ],
    },
    who: { notSex: 'male' },
    advice: `Call your maternity unit or ${CALL_911.toLowerCase()} A blood pressure of 160/110 or more in the weeks after giving birth, or a raised pressure with a bad headache, changes in vision or pain under the ribs, can be pre-eclampsia after the birth and needs treatment in hospital now.`,
    source: {
      title:
        'Hypertension in pregnancy: diagnosis and management, NICE NG133 (2019, updated 2023); Pre-eclampsia (NHS, 2021)',
      url: 'https://www.nice.org.uk/guidance/ng133',
    },
    conditions: ['Postpartum pre-eclampsia', 'Severe postnatal hypertension'],
    knowledge: ['urgent-pregnancy-warning-signs'],
    supersedes: ['postnatal-hypertension'],
  },
  {
    id: 'postnatal-hypertension',
    label: 'Blood pressure of 150/100 or more within 6 weeks of a birth',
    urgency: 'urgent',
    // Round thirteen (helper Q). NICE NG133 (postnatal): a blood pressure of 150/100 or more after the
    // birth, above all after gestational hypertension or pre-eclampsia, needs treatment started or
    // changed, so a same-day review by the maternity team or GP, even with no symptoms.
    when: { all: ['recentBirth', 'bloodPressure150'] },
    who: { notSex: 'male' },
    advice: `A blood pressure of 150/100 or more in the 6 weeks after giving birth needs to be reviewed today by your maternity unit, midwife or GP, even if you feel well: it may need treatment to bring it down. ${CALL_911_TO} or your maternity unit straight away if you get a bad headache, blurred vision or flashing lights, pain under the ribs, sudden swelling, or the reading is 160/110 or more.`,
    source: {
      title: 'Hypertension in pregnancy: diagnosis and management, NICE NG133 (2019, updated 2023)',
      url: 'https://www.nice.org.uk/guidance/ng133',
    },
    conditions: ['Postnatal hypertension', 'Postpartum pre-eclampsia'],
    knowledge: ['urgent-pregnancy-warning-signs'],
  },
  {
    id: 'pregnancy-warning',
    label: 'Warning sign during or after pregnancy',
    urgency: 'emergency',
    when: {
      any: [
        'severeBleeding',
        { all: [{ any: ['bleeding', 'vaginalBleeding'] }, { any: ['severe', 'abdominalPain', 'collapse'] }] },
        'fluidLeak',
        'seizure',
        'severeAbdominalPain',
        'chestPain',
        'severeBreathing',
        'breathless',
        'fetalMovementsAbsent',
        'collapse',
        'fever',
      ],
    },
    who: { pregnancy: 'pregnant-or-postpartum' },
    advice: `Get medical care right away; ${CALL_911.toLowerCase()} for heavy bleeding, seizures, chest pain or trouble breathing. Tell them you are or were recently pregnant.`,
    source: {
      title: 'Urgent maternal warning signs (CDC)',
      url: 'https://www.cdc.gov/hearher/maternal-warning-signs/index.html',
    },
    conditions: ['Pregnancy complication'],
    knowledge: ['urgent-pregnancy-warning-signs'],
    supersedes: ['pregnancy-bleeding'],
  },
  {
    id: 'reduced-fetal-movement',
    label: 'Baby moving less than usual',
    urgency: 'emergency',
    when: 'fetalMovementsReduced',
    advice:
      'Call your maternity unit, labor and delivery or midwife now and go in to be checked straight away: do not wait until tomorrow or your next appointment, and do not rely on a home heart monitor.',
    source: {
      title: 'Reduced fetal movements, RCOG Green-top Guideline 57 (2011); Your baby’s movements (NHS)',
      url: 'https://www.nhs.uk/pregnancy/keeping-well/your-babys-movements/',
    },
    conditions: ['Reduced fetal movements'],
    knowledge: ['urgent-pregnancy-warning-signs'],
  },
  {
    id: 'reduced-fetal-movement-lay',
    label: 'Baby quiet or hardly moving, in a pregnancy',
    urgency: 'emergency',
    when: 'fetalMovementsQuiet',
    // Without the word "baby", "very quiet" or "hardly anything" only mean movements in a pregnancy.
    who: { pregnancy: 'pregnant' },
    advice:
      'A baby who is quieter or moving less than usual needs checking now: call your maternity unit, labor and delivery or midwife and go in straight away. Do not wait until tomorrow or your next appointment, and do not rely on a cold drink, lying on your side or a home heart monitor.',
    source: {
      title: 'Reduced fetal movements, RCOG Green-top Guideline 57 (2011); Your baby’s movements (NHS)',
      url: 'https://www.nhs.uk/pregnancy/keeping-well/your-babys-movements/',
    },
    conditions: ['Reduced fetal movements'],
    knowledge: ['urgent-pregnancy-warning-signs'],
  },
  {
    id: 'cauda-equina',
    label: 'Back pain with numbness between the legs or bladder or bowel change',
    urgency: 'emergency',
    when: {
      any: [
        'saddleNumbness',
        { all: ['backPain', { any: ['bladderBowelChange', 'bothLegs'] }] },
        { all: ['bladderBowelChange', 'bothLegs'] },
      ],
    },
    advice: `Go to an emergency department now (${CALL_911.toLowerCase()}): back pain with numbness between the legs or around the bottom, new trouble passing or holding urine or stool, or weakness or numbness in both legs can be cauda equina syndrome, which needs surgery within hours.`,
    source: {
      title: 'Sciatica (lumbar radiculopathy), NICE CKS (2023); Cauda equina syndrome (NHS)',
      url: 'https://www.nhs.uk/conditions/cauda-equina-syndrome/',
    },
    conditions: ['Cauda equina syndrome'],
    knowledge: ['urgent-cauda-equina'],
  },
  {
    id: 'legs-weak-bladder',
    label: 'Both legs numb, weak or paralysed with new trouble passing or holding urine',
    urgency: 'emergency',
    // Round twelve (helper M). NHS cauda equina syndrome and NICE NG234: numbness or weakness in
    // both legs with a bladder change is pressure on the spinal cord or its nerve roots, whatever came
    // before it (a marathon, lifting, a fall), and needs A&E straight away.
    when: {
      all: [
        { any: ['legsParalysedOrNumb', 'legsWeakBoth'] },
        { any: ['bladderBowelChange', 'urinaryRetention'] },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now: both legs going numb, weak or unable to move together with trouble passing or holding urine can be pressure on the spinal cord or its nerves (cauda equina syndrome or cord compression), which needs treatment within hours.`,
    source: {
      title:
        'Cauda equina syndrome (NHS, 2023); Spinal metastases and metastatic spinal cord compression, NICE NG234 (2023)',
      url: 'https://www.nhs.uk/conditions/cauda-equina-syndrome/',
    },
    conditions: ['Cauda equina syndrome', 'Spinal cord compression'],
    knowledge: ['urgent-cauda-equina'],
    supersedes: ['urinary-retention', 'acute-urinary-retention'],
  },
  {
    id: 'spreading-weakness',
    label: 'Numbness or weakness in both legs or feet that is spreading, or with falls, newly',
    urgency: 'emergency',
    // Round ten (helper B). NHS Guillain-Barré syndrome: 999 or A&E for weakness that spreads or
    // problems breathing or swallowing; Mayo Clinic: emergency care for tingling that started in the
    // feet and is moving up, or weakness spreading rapidly. New weakness of both legs with falls is
    // also a spinal cord compression until shown otherwise (NHS).
    when: {
      all: [
        { any: ['bothLimbsNumbWeak', 'bothLegs', 'fourLimbsWeak'] },
        {
          any: [
            'weaknessSpreading',
            'swallowingHard',
            'severeBreathing',
            { all: ['fallingOrCannotWalk', 'recentOnset'] },
            { all: ['breathless', 'recentOnset'] },
            // Round ten (helper H): arms and legs weak together, newly.
            { all: ['fourLimbsWeak', 'recentOnset'] },
          ],
        },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now: numbness, tingling or weakness in both legs or feet that is spreading up the body, or that has come on over hours or days and makes you fall or unable to walk, can be Guillain-Barré syndrome or pressure on the spinal cord, which need treatment in hospital straight away. Call at once if breathing or swallowing becomes difficult.`,
    source: {
      title: 'Guillain-Barré syndrome (NHS, 2023); Guillain-Barré syndrome (Mayo Clinic)',
      url: 'https://www.nhs.uk/conditions/guillain-barre-syndrome/',
    },
    conditions: ['Guillain-Barré syndrome', 'Spinal cord compression'],
  },
  {
    id: 'testicular-torsion',
    label: 'Sudden or severe testicle pain',
    urgency: 'emergency',
    when: {
      any: [
        'torsion',
        { all: ['testiclePain', { any: ['sudden', 'severe', 'vomiting', 'nausea', 'abdominalPain'] }] },
      ],
    },
    who: { notSex: 'female' },
    advice: `Go to an emergency department now (${CALL_911.toLowerCase()}): sudden or severe pain in a testicle, especially with swelling, belly pain or vomiting, can be testicular torsion, which needs surgery within hours to save the testicle.`,
    source: {
      title: 'Scrotal pain and swelling, NICE CKS (2021); Testicle pain (NHS)',
      url: 'https://www.nhs.uk/conditions/testicle-pain/',
    },
    conditions: ['Testicular torsion'],
    supersedes: ['testicle-pain'],
  },
  {
    id: 'testicle-pain-young',
    label: 'New testicle pain or swelling in a boy or young man',
    urgency: 'emergency',
    when: 'testiclePain',
    // NICE CKS: suspect torsion in acute testicular pain, particularly under 25; surgery within hours.
    who: { notSex: 'female', maxAge: 25, ageUnknown: 'skip', maxDays: 2 },
    advice: `Go to an emergency department now (${CALL_911.toLowerCase()}): new pain or swelling in a testicle in a boy or young man is testicular torsion until a clinician says otherwise, and the testicle can only be saved within hours.`,
    source: {
      title: 'Scrotal pain and swelling, NICE CKS (2021); Testicle pain (NHS)',
      url: 'https://cks.nice.org.uk/topics/scrotal-pain-swelling/',
    },
    conditions: ['Testicular torsion'],
    supersedes: ['testicle-pain'],
  },
  {
    id: 'testicle-pain',
    label: 'Testicle pain or swelling',
    urgency: 'urgent',
    when: 'testiclePain',
    who: { maxDays: 14, notSex: 'female' },
    advice:
      'Pain or swelling in a testicle should be checked by a clinician today. Go to an emergency department at once if the pain is sudden or severe, or comes with vomiting or belly pain.',
    source: { title: 'Testicle pain (NHS)', url: 'https://www.nhs.uk/conditions/testicle-pain/' },
    conditions: ['Testicular torsion', 'Epididymitis'],
  },
  {
    id: 'priapism',
    label: 'An erection that will not go down, or has lasted 4 hours or more',
    urgency: 'emergency',
    // Round ten (helper C), NHS priapism: go to A&E for an erection lasting more than 4 hours; without
    // treatment the penis can be damaged for good.
    // Round eleven (helper K): also asked as a question with the answer that it has ("what happens if
    // my erection won't go away? it's been 5 hours").
    // Round thirteen (helper P): an erection medicine or injection hours ago, then "It is still hard."
    when: {
      any: [
        'priapism',
        { all: ['erectionAsked', 'erectionAnswer'] },
        { all: ['erectionHoursAgo', 'erectionStillNow'] },
        // Round seventeen (helper X): "its been hard for 5 hrs" after an erection medicine.
        { all: ['erectionWordOrMedicine', 'erectionLayNow'] },
      ],
    },
    // Round seventeen (helper X, second pass): no sex condition. Every finding names an erection or
    // the penis, and a woman writing about her partner or son ("mi novio tiene una ereccion que no
    // baja", "my husband's erection won't go down") had been left at see-a-doctor.
    advice:
      'Go to an emergency department now: an erection that will not go down, or has lasted 4 hours or more, is priapism and needs treatment straight away to stop lasting damage. Call 911 if you cannot get there.',
    source: {
      title: 'Priapism (painful erections) (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/priapism-painful-erections/',
    },
    conditions: ['Priapism'],
  },
  {
    id: 'paraphimosis',
    label: 'A foreskin stuck pulled back that will not go forward again',
    urgency: 'emergency',
    // Round ten (helper C), NHS tight foreskin: paraphimosis is a medical emergency (A&E); the swelling
    // can cut off the blood supply to the tip of the penis.
    when: 'paraphimosis',
    who: { notSex: 'female' },
    advice:
      'Go to an emergency department now: a foreskin that has been pulled back and will not go forward again (paraphimosis) can cut off the blood to the tip of the penis. Do not force it; an ice pack wrapped in a cloth may ease the swelling on the way.',
    source: {
      title: 'Tight foreskin (phimosis and paraphimosis) (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/phimosis/',
    },
    conditions: ['Paraphimosis'],
  },
  {
    id: 'dka-hhs',
    label: 'Possible diabetic ketoacidosis or hyperosmolar state',
    urgency: 'emergency',
    when: {
      any: [
        // High ketones are DKA until shown otherwise, in pregnancy too: a hostile review found
        // diabetes and high sugars in words the rules do not read ("metformin for my sugar").
        'ketones',
        { all: ['diabetes', 'deepBreathing'] },
        {
          all: [
            'diabetes',
            { any: ['confusion', 'hardToWake', 'drowsy'] },
            { any: ['thirst', 'highGlucose'] },
          ],
        },
        {
          all: ['diabetes', 'vomiting', { any: ['thirst', 'abdominalPain', 'highGlucose', 'fastBreathing'] }],
        },
        { all: ['highGlucose', { any: ['vomiting', 'deepBreathing', 'confusion', 'drowsy'] }] },
        // Round twenty-four (b), NHS diabetic ketoacidosis (DKA can be the first sign of type 1
        // diabetes; fruity breath, deep breathing, being sick, very thirsty): deep breathing and
        // vomiting with fruity breath or great thirst, no diabetes named.
        { all: ['deepBreathing', 'vomiting', { any: ['fruityBreath', 'thirst'] }] },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now. Diabetes with vomiting, belly pain, deep or fast breathing, fruity breath, drowsiness or confusion, or high ketones can be diabetic ketoacidosis (DKA) or a hyperosmolar state, which need hospital treatment.`,
    source: {
      title:
        'Hyperglycemic crises in adults with diabetes: a consensus report, ADA/EASD/JBDS/AACE/DTS (Diabetes Care 2024); Type 1 diabetes in adults, NICE NG17',
      url: 'https://doi.org/10.2337/dci24-0032',
    },
    conditions: ['Diabetic ketoacidosis (DKA)', 'Hyperosmolar hyperglycemic state (HHS)'],
    knowledge: ['condition-type-1-diabetes', 'condition-type-2-diabetes'],
    supersedes: ['diabetes-vomiting', 'acute-confusion'],
  },
  {
    id: 'persistent-hyperglycaemia',
    label: 'Blood sugar readings of 15 mmol/L or more, or high, with thirst or passing a lot of urine',
    urgency: 'urgent',
    // Round sixteen (helper U). NHS high blood sugar (hyperglycaemia): call the care team or 111, or
    // see a GP urgently, when the blood sugar stays high with symptoms (thirst, peeing a lot), as with
    // steroids or an illness; Diabetes UK: readings over 15 mmol/L need action. Vomiting, drowsiness or
    // ketones are `dka-hhs`.
    when: {
      all: [
        { any: ['glucoseReadingHigh', 'highGlucose'] },
        { any: ['thirst', 'peeingLots', 'drinkingLots'] },
      ],
    },
    advice: `Blood sugar that stays high (15 mmol/L or more) with thirst or passing a lot of urine needs advice today from your diabetes team, GP or 111: your treatment may need changing, more so if steroids or an illness have pushed it up. Check ketones if you can. ${CALL_911_TO} if you are being sick, have tummy pain, deep or fast breathing, fruity breath, or are drowsy or confused.`,
    source: {
      title: 'High blood sugar (hyperglycaemia) (NHS, 2023); Hyperglycaemia, Diabetes UK (2023)',
      url: 'https://www.nhs.uk/conditions/high-blood-sugar-hyperglycaemia/',
    },
    conditions: ['Hyperglycaemia', 'Steroid-induced hyperglycaemia'],
    knowledge: ['condition-type-1-diabetes', 'condition-type-2-diabetes'],
  },
  {
    id: 'missed-insulin-unwell',
    label: 'Insulin missed or run out, with vomiting, tummy pain, drowsiness or confusion',
    urgency: 'emergency',
    // Round twelve (helper L). NHS diabetic ketoacidosis: missing insulin doses is a common cause of
    // DKA; being sick, tummy pain, fast or deep breathing, sleepiness or confusion with diabetes need
    // A&E or 999. Missed insulin with any of these is DKA until shown otherwise.
    when: {
      all: [
        'missedInsulin',
        {
          any: [
            'vomiting',
            'abdominalPain',
            'drowsy',
            'sleepyLay',
            'hardToWake',
            'confusion',
            'deepBreathing',
            'fastBreathing',
            'thirst',
            'highGlucose',
            'ketones',
            'ketonesRaised',
          ],
        },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now: insulin missed or run out, with vomiting, tummy pain, thirst, deep or fast breathing, drowsiness or confusion, can be diabetic ketoacidosis (DKA), which needs insulin and fluids in hospital. Check the blood glucose and ketones if you can, and take the insulin and meter with you.`,
    source: {
      title:
        'Diabetic ketoacidosis (NHS, 2023); Type 1 diabetes in adults: diagnosis and management, NICE NG17 (2015, updated 2022)',
      url: 'https://www.nhs.uk/conditions/diabetic-ketoacidosis/',
    },
    conditions: ['Diabetic ketoacidosis (DKA)'],
    knowledge: ['condition-type-1-diabetes'],
    supersedes: ['diabetes-vomiting', 'acute-confusion'],
  },
  {
    id: 'child-new-diabetes-dka',
    label: 'A child drinking and weeing much more, now vomiting, with tummy pain, deep breathing or drowsy',
    urgency: 'emergency',
    // Round fourteen (helper R). NICE NG18 (suspect DKA in a child with known or suspected diabetes
    // who has nausea or vomiting, abdominal pain, hyperventilation or reduced consciousness) and NHS
    // diabetic ketoacidosis (A&E): the 4Ts of new type 1 diabetes with any of these is DKA until
    // shown otherwise, even when nobody knows the child has diabetes.
    when: {
      all: [
        { any: ['drinkingLots', 'thirst'] },
        'peeingLots',
        {
          any: [
            'vomiting',
            'abdominalPain',
            'deepBreathing',
            'fastBreathing',
            'drowsy',
            'sleepyLay',
            'hardToWake',
            'confusion',
          ],
        },
      ],
    },
    who: { maxAge: 18, ageUnknown: 'skip', childWordsCountAsUnder: 18 },
    advice: `${CALL_911_TO} or go to an emergency department now: a child who has been very thirsty and weeing much more (or wetting the bed again) and is now being sick, has tummy pain, is breathing deeply or fast, or is drowsy, may have new type 1 diabetes with diabetic ketoacidosis (DKA), which needs insulin and fluids in hospital.`,
    source: {
      title:
        'Diabetes (type 1 and type 2) in children and young people, NICE NG18 (2015, updated 2023); Diabetic ketoacidosis (NHS, 2023)',
      url: 'https://www.nice.org.uk/guidance/ng18',
    },
    conditions: ['Diabetic ketoacidosis (DKA)', 'New type 1 diabetes'],
    supersedes: ['child-diabetes-signs'],
  },
  {
    id: 'diabetic-hypoglycemia',
    label: 'Possible low blood sugar with confusion or drowsiness',
    urgency: 'emergency',
    when: {
      all: [
        'diabetes',
        {
          any: [
            'confusion',
            'hardToWake',
            'drowsy',
            'unconscious',
            'seizure',
            'cannotSwallowNow',
            'diabeticAltered',
          ],
        },
      ],
    },
    advice: `If the person can swallow safely, give 15 grams of fast-acting sugar now and check the blood glucose. ${CALL_911_TO} if they are confused and cannot take sugar, are hard to wake, or have a seizure; give glucagon if available. Very high sugar (DKA) can also cause confusion, so check the glucose.`,
    source: {
      title: 'Hypoglycemia (level 3), ADA Standards of Care in Diabetes (2025); Low blood glucose (NIDDK)',
      url: 'https://www.niddk.nih.gov/health-information/diabetes/overview/preventing-problems/low-blood-glucose-hypoglycemia',
    },
    conditions: ['Severe hypoglycemia', 'Diabetic ketoacidosis'],
    knowledge: ['condition-hypoglycemia'],
    supersedes: ['acute-confusion', 'diabetic-low-sugar-signs'],
  },
  {
    id: 'diabetic-low-sugar-signs',
    label: 'Diabetes with sweating or shaking: check for low blood sugar',
    urgency: 'urgent',
    when: { all: ['diabetes', { any: ['shaky', 'sweating'] }] },
    advice:
      'Shaking or sweating with diabetes can be low blood sugar: check the glucose and, if it is below 70 mg/dL (3.9 mmol/L) or you cannot check, take 15 grams of fast-acting sugar and recheck in 15 minutes. Contact your diabetes team today if it keeps happening; call 911 if confusion, drowsiness or a seizure follow.',
    source: {
      title: 'Hypoglycemia, ADA Standards of Care in Diabetes (2025); Low blood glucose (NIDDK)',
      url: 'https://www.niddk.nih.gov/health-information/diabetes/overview/preventing-problems/low-blood-glucose-hypoglycemia',
    },
    conditions: ['Hypoglycemia'],
    knowledge: ['condition-hypoglycemia'],
  },
  {
    id: 'diabetes-raised-ketones',
    label: 'Diabetes with raised ketones',
    urgency: 'urgent',
    when: { all: ['diabetes', 'ketonesRaised'] },
    advice:
      'Raised ketones with diabetes (0.6 to 2.9 mmol/L in the blood) mean a risk of ketoacidosis: follow your sick-day rules, drink sugar-free fluids, check glucose and ketones every 2 hours, and contact your diabetes team or a clinician today. Call 911 if ketones reach 3 mmol/L, or you vomit, breathe deeply or fast, or become drowsy or confused.',
    source: {
      title:
        'Type 1 diabetes in adults: diagnosis and management, NICE NG17 (2015, updated 2022); Diabetic ketoacidosis (NHS)',
      url: 'https://www.nhs.uk/conditions/diabetic-ketoacidosis/',
    },
    conditions: ['Diabetic ketoacidosis (DKA) risk'],
    supersedes: ['diabetes-vomiting'],
  },
  {
    id: 'diabetes-vomiting',
    label: 'Diabetes with vomiting',
    urgency: 'urgent',
    when: { all: ['diabetes', 'vomiting'] },
    advice:
      'With diabetes, vomiting can quickly lead to ketoacidosis: check blood glucose and ketones now, follow your sick-day rules, and contact your diabetes team or a clinician today. Call 911 for deep breathing, drowsiness or confusion.',
    source: {
      title: 'Type 1 diabetes in adults: diagnosis and management, NICE NG17 (2015, updated 2022)',
      url: 'https://www.nice.org.uk/guidance/ng17',
    },
    conditions: ['Diabetic ketoacidosis (DKA)'],
  },
  {
    id: 'peritonitis',
    label: 'Severe belly pain with a rigid belly',
    urgency: 'emergency',
    when: {
      any: [
        { all: ['abdominalPain', 'peritonism', { any: ['severe', 'fever', 'vomiting'] }] },
        // NHS appendicitis: call 999 if the pain spreads across the tummy or the tummy is hard.
        { all: [{ any: ['abdominalPain', 'rightLowerPain', 'upperAbdominalPain'] }, 'rigidBelly'] },
        { all: ['severeAbdominalPain', { any: ['collapse', 'mottled', 'veryUnwell', 'fever'] }] },
      ],
    },
    advice: `${CALL_911} Severe belly pain that is worse on moving or coughing, a hard or rigid belly, or belly pain with fever and feeling very unwell can be peritonitis or a burst appendix.`,
    source: { title: 'Peritonitis (NHS)', url: 'https://www.nhs.uk/conditions/peritonitis/' },
    conditions: ['Peritonitis', 'Perforated appendix or bowel'],
    knowledge: ['urgent-abdominal-pain'],
    supersedes: ['appendicitis', 'severe-abdominal-pain'],
  },
  {
    id: 'bowel-obstruction',
    label: 'Vomiting with a swollen belly or no stool or wind',
    urgency: 'emergency',
    when: {
      any: [
        'bileVomit',
        { all: ['vomiting', 'noStoolOrGas', { any: ['distension', 'abdominalPain'] }] },
        { all: ['vomiting', 'distension', 'abdominalPain'] },
        { all: ['vomiting', 'noStoolOrGas'] },
      ],
    },
    advice: `Go to an emergency department now (${CALL_911.toLowerCase()}): vomiting (especially green vomit) with a swollen belly, cramping pain, or not passing stool or wind can be a blocked bowel.`,
    source: { title: 'Bowel obstruction (NHS)', url: 'https://www.nhs.uk/conditions/bowel-obstruction/' },
    conditions: ['Bowel obstruction'],
    knowledge: ['urgent-abdominal-pain'],
  },
  {
    id: 'child-intussusception',
    label: 'A baby or toddler with bouts of screaming, pale between them, or a redcurrant-jelly poo',
    urgency: 'emergency',
    // Round fourteen (helper R). Intussusception (Cambridge University Hospitals NHS patient
    // information, 2022; NHS vomiting in children and babies): bouts of inconsolable crying with the
    // knees drawn up, pale or floppy between bouts, green vomit, or a poo like redcurrant jelly, in
    // a baby or toddler, needs A&E now.
    when: {
      any: [
        {
          all: [
            'jellyStool',
            {
              any: [
                'episodicScreaming',
                'paleBetween',
                'bileVomit',
                'babyFloppySleepy',
                'drowsy',
                'hardToWake',
              ],
            },
          ],
        },
        {
          all: [
            'episodicScreaming',
            { any: ['paleBetween', 'bileVomit', 'babyFloppySleepy', 'drowsy', 'hardToWake'] },
          ],
        },
        // 2026-11-29: blood in the poo with bouts of pain or the knees drawn up (NHS Glasgow, PR
        // bleeding: acute onset of pain or irritability with the bleeding is an acute referral).
        {
          all: [{ any: ['jellyStool', 'rectalBleeding'] }, { any: ['kneesDrawnUp', 'episodicScreaming'] }],
        },
      ],
    },
    who: { maxAge: 4, ageUnknown: 'skip', childWordsCountAsUnder: 4 },
    advice: `${CALL_911_TO} or go to an emergency department now: a baby or toddler with bouts of screaming or tummy pain (often drawing the knees up) who is pale or floppy between bouts, vomits green, or passes a poo like redcurrant jelly may have intussusception, a bowel blockage that needs hospital treatment straight away.`,
    source: {
      title:
        'Intussusception in children (Cambridge University Hospitals NHS Foundation Trust, 2022); Vomiting in children and babies (NHS, 2023)',
      url: 'https://cuh.nhs.uk/patient-information/intussusception-in-children',
    },
    conditions: ['Intussusception'],
    supersedes: ['child-jelly-stool'],
  },
  {
    id: 'child-jelly-stool',
    label: 'A baby or toddler with a poo like redcurrant jelly, or blood with mucus in it',
    urgency: 'urgent',
    // 2026-11-29. PR bleeding, advice for referrers (Royal Hospital for Children Glasgow, NHS GGC):
    // a redcurrant-jelly stool is a red flag for acute (same-day) referral; CUH: it is a sign of
    // intussusception. Emergency when bouts of pain, paleness or green vomit come with it
    // (child-intussusception, above).
    when: 'jellyStool',
    who: { maxAge: 4, ageUnknown: 'skip', childWordsCountAsUnder: 4 },
    advice:
      'A baby or toddler whose poo looks like redcurrant jelly, or has blood mixed with mucus in it, needs to be seen by a doctor today: call your GP or 111 now. Call 911 or go to an emergency department if the child has bouts of screaming or tummy pain, goes pale or floppy, or vomits green.',
    source: {
      title:
        'PR bleeding: advice for referrers, Royal Hospital for Children Glasgow (NHS Greater Glasgow and Clyde clinical guidelines); Intussusception in children (Cambridge University Hospitals NHS Foundation Trust, 2022)',
      url: 'https://clinicalguidelines.scot.nhs.uk/rhc-for-health-professionals/guidelines/primary-care-referral-guidelines/medical-paediatric-pre-referral-guidance/pr-bleeding-advice-for-referrers',
    },
    conditions: ['Intussusception', 'Infective colitis'],
  },
  {
    id: 'possible-bowel-obstruction',
    label: 'No stool or wind with a swollen belly, without vomiting yet',
    urgency: 'urgent',
    // NHS bowel obstruction: not being able to poo or fart with a swollen tummy needs assessment the
    // same day; with vomiting it is the emergency above.
    when: { all: ['noStoolOrGas', 'distension'] },
    advice:
      'Not passing any stool or wind with a swollen belly can be a blocked bowel: get an urgent appointment or call 111 today. Go to an emergency department if you start vomiting, the pain becomes severe, or the belly becomes hard.',
    source: { title: 'Bowel obstruction (NHS)', url: 'https://www.nhs.uk/conditions/bowel-obstruction/' },
    conditions: ['Bowel obstruction'],
    knowledge: ['urgent-abdominal-pain'],
  },
  {
    id: 'appendicitis',
    label: 'Pain in the lower right belly',
    urgency: 'urgent',
    when: 'rightLowerPain',
    who: { maxDays: 7 },
    advice:
      'Pain that starts around the navel and moves to the lower right belly, or pain there with fever, nausea or loss of appetite, can be appendicitis: see a clinician today. Call 911 if the pain gets much worse or spreads across the belly.',
    source: { title: 'Appendicitis (NHS)', url: 'https://www.nhs.uk/conditions/appendicitis/' },
    conditions: ['Appendicitis'],
    knowledge: ['urgent-abdominal-pain'],
  },
  {
    id: 'sudden-severe-abdominal-pain',
    label: 'Sudden, severe abdominal pain',
    urgency: 'emergency',
    when: { all: ['severeAbdominalPain', 'sudden'] },
    who: { maxDays: 2 },
    advice: `${CALL_911} Belly pain that came on suddenly and is severe can be a burst or blocked organ, a bleed or a twisted bowel.`,
    source: { title: 'Stomach ache (NHS)', url: 'https://www.nhs.uk/conditions/stomach-ache/' },
    conditions: ['Acute abdomen'],
    knowledge: ['urgent-abdominal-pain'],
    supersedes: ['severe-abdominal-pain', 'appendicitis'],
  },
  {
    id: 'irreducible-hernia',
    label: 'A hernia that will not go back in, or has gone hard and tender',
    urgency: 'emergency',
    when: 'irreducibleHernia',
    advice: `${CALL_911_TO} or go to an emergency department now. A hernia or lump in the groin or belly that will not push back in, or has become hard, tender or discoloured, can be trapped and cut off from its blood supply.`,
    source: { title: 'Inguinal hernia (NHS)', url: 'https://www.nhs.uk/conditions/inguinal-hernia-repair/' },
    conditions: ['Strangulated or incarcerated hernia'],
    knowledge: ['urgent-abdominal-pain'],
  },
  {
    id: 'hernia-stuck-or-sick',
    label: 'A hernia that has become stuck, hard, red or tense, or with vomiting and severe pain',
    urgency: 'emergency',
    // Round fourteen (helper R). NHS inguinal hernia and umbilical hernia (2023): go to A&E if a
    // hernia becomes firm or tender, cannot be pushed back in, or comes with being sick and sudden
    // severe pain: it may be strangulated. Reads the hernia and its change across sentences.
    when: {
      any: [
        { all: ['herniaNamed', 'herniaTrouble'] },
        { all: ['herniaNamed', 'vomiting', { any: ['severe', 'sudden', 'abdominalPain'] }] },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now: a hernia (a lump in the groin or at the belly button) that has become hard, red, tense or tender, will not go back in, or comes with vomiting and severe pain may be trapped (strangulated) and need an operation straight away.`,
    source: {
      title: 'Inguinal hernia repair (NHS, 2023); Umbilical hernia repair (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/inguinal-hernia-repair/',
    },
    conditions: ['Strangulated or incarcerated hernia'],
  },
  {
    id: 'severe-abdominal-pain',
    label: 'Severe abdominal pain',
    urgency: 'urgent',
    when: 'severeAbdominalPain',
    who: { maxDays: 14 },
    advice:
      'Severe belly pain should be checked by a clinician today. Call 911 if it is sudden and very severe, or comes with vomiting blood, black stools, a hard belly, fainting or chest pain.',
    source: { title: 'Stomach ache (NHS)', url: 'https://www.nhs.uk/symptoms/stomach-ache/' },
    conditions: ['Acute abdomen'],
    knowledge: ['urgent-abdominal-pain'],
  },
];
