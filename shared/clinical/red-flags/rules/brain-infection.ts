import type { Rule } from '../engine.ts';
import { CALL_911, CALL_911_TO, DROWSY_OR_CONFUSED } from './common.ts';

/** Brain and nerves, infection and the unwell child. */
export const BRAIN_INFECTION_RULES: readonly Rule[] = [
  {
    id: 'stroke-signs',
    label: 'Possible stroke signs',
    urgency: 'emergency',
    // A stroke named only as a worry or a question ("was that a stroke?") stays an emergency
    // whatever else the text rules out: lay words for a stroke sign are too many to list, and a
    // hostile review found worries with a normal face and speech that were strokes in other words.
    // Round eighteen review (helper E): a new deficit after "but" in a sentence about an old stroke.
    when: { any: ['strokeSigns', 'strokeFeared', 'newDeficitAfterBut'] },
    advice: `${CALL_911} Sudden face drooping, arm or leg weakness, trouble speaking, trouble seeing or loss of balance can be a stroke (BE FAST), even if the signs go away (a TIA). Note when the symptoms started: treatment works only within hours.`,
    source: {
      title:
        'Stroke signs and symptoms (CDC); AHA/ASA guideline for early management of acute ischemic stroke (2019)',
      url: 'https://www.cdc.gov/stroke/signs-symptoms/index.html',
    },
    conditions: ['Stroke', 'Transient ischemic attack (TIA)'],
    knowledge: ['urgent-stroke'],
  },
  {
    id: 'vertigo-stroke-signs',
    label: 'Vertigo with double vision, veering to one side, or not able to stand or walk',
    urgency: 'emergency',
    // Round thirteen (helper P). A stroke at the back of the brain (posterior circulation) often shows
    // as vertigo: NICE CKS vertigo refers at once when vertigo comes with double vision, slurred
    // speech, new ataxia or inability to stand or walk; AHA/ASA BE FAST (Balance, Eyes); NICE NG128.
    // Brief spins on turning in bed with normal walking (BPPV) name none of these.
    when: { all: ['vertigo', { any: ['doubleVision', 'veering', 'fallingOrCannotWalk'] }] },
    who: { maxDays: 7 },
    advice: `${CALL_911} Sudden vertigo with double vision, slurred speech, veering or falling to one side, or not being able to stand or walk can be a stroke at the back of the brain, even without weakness of the face or arm. Note when it started.`,
    source: {
      title:
        'Vertigo, NICE CKS (2023); Stroke and transient ischaemic attack in over 16s, NICE NG128 (2019, updated 2022); Stroke symptoms (American Stroke Association)',
      url: 'https://cks.nice.org.uk/topics/vertigo/',
    },
    conditions: ['Posterior circulation stroke', 'Transient ischemic attack (TIA)'],
    knowledge: ['urgent-stroke'],
  },
  {
    id: 'thunderclap-headache',
    label: 'Sudden severe headache',
    urgency: 'emergency',
    when: { any: ['suddenHeadache', { all: ['headache', 'sudden', 'stiffNeck'] }] },
    // NICE CKS headache: a thunderclap headache is admitted the same day even when it has gone (a
    // warning bleed), so "fine since" never makes it a same-day matter here.
    stillUrgentWhenSettled: { any: ['suddenHeadache', { all: ['headache', 'sudden', 'stiffNeck'] }] },
    advice: `${CALL_911} A headache that peaks within a minute or is the worst ever can be bleeding in the brain.`,
    source: {
      title: 'Headache (NINDS); Headaches in over 12s, NICE CG150 (2012, updated 2021)',
      url: 'https://www.ninds.nih.gov/health-information/disorders/headache',
    },
    conditions: ['Subarachnoid hemorrhage'],
    knowledge: ['urgent-sudden-severe-headache'],
  },
  {
    id: 'meningitis',
    label: 'Possible meningitis or meningococcal sepsis',
    urgency: 'emergency',
    when: {
      any: [
        'nonBlanchingRash',
        'bulgingFontanelle',
        { all: ['fever', 'stiffNeck'] },
        { all: ['fever', 'headache', 'photophobia'] },
        { all: ['stiffNeck', 'headache', 'photophobia'] },
        { all: ['stiffNeck', 'severeHeadache'] },
        // Round eighteen (its second review): a stiff neck and dislike of light with drowsiness, no
        // headache or fever named (NHS meningitis symptoms: call 999, they can appear in any order).
        { all: ['stiffNeck', 'photophobia', 'drowsy'] },
      ],
    },
    advice: `${CALL_911} A rash that does not fade under a pressed glass, or fever with a stiff neck, a severe headache and dislike of bright light, can be meningitis or meningococcal sepsis. Do not wait for a rash.`,
    source: {
      title:
        'Meningitis (bacterial) and meningococcal disease: recognition, diagnosis and management, NICE NG240 (2024)',
      url: 'https://www.nice.org.uk/guidance/ng240',
    },
    conditions: ['Bacterial meningitis', 'Meningococcal sepsis'],
    knowledge: ['urgent-meningitis', 'urgent-sepsis'],
  },
  {
    id: 'sepsis',
    label: 'Possible sepsis',
    urgency: 'emergency',
    when: {
      any: [
        {
          all: [
            'infection',
            {
              any: [
                'confusion',
                'hardToWake',
                'fastBreathing',
                'mottled',
                'noUrine',
                'veryUnwell',
                'severeBreathing',
                'lowBloodPressure',
                'veryFastHeart',
                'lowOxygen',
              ],
            },
          ],
        },
        // NHS sepsis: a fever with cold hands and feet or blotchy, pale or blue skin.
        { all: ['fever', 'mottled'] },
        // Round twenty-four (a), UK Sepsis Trust ("it feels like you're going to die"): a fever with
        // the feeling of dying ("fever and I feel like I'm dying").
        { all: ['fever', 'feelsLikeDying'] },
        // Round eighteen review (helper E), NHS sepsis (call 999 for breathlessness with signs of
        // infection) and NICE NG51: a fever with shaking, shivering or rigors (or called very high)
        // and marked breathlessness ("big fever and shaking and very short breath").
        { all: ['fever', { any: ['rigorsLay', 'shaky', 'feverFeltHigh'] }, 'breathlessMarked'] },
      ],
    },
    advice: `${CALL_911} An infection with confusion or drowsiness, fast breathing, mottled, blue or very pale skin, no urine all day, or feeling that something is badly wrong can be sepsis. Say "I think this could be sepsis."`,
    source: {
      title:
        'Sepsis: recognition, diagnosis and early management, NICE NG51 (2016, updated 2024); Sepsis (CDC)',
      url: 'https://www.nice.org.uk/guidance/ng51',
    },
    conditions: ['Sepsis'],
    knowledge: ['urgent-sepsis'],
    supersedes: ['acute-confusion'],
  },
  {
    id: 'neutropenic-sepsis',
    label: 'Fever during chemotherapy or with a weakened immune system',
    urgency: 'emergency',
    when: { all: ['immunosuppressed', { any: ['fever', 'veryUnwell'] }] },
    advice: `Call your chemotherapy or oncology 24-hour helpline now, or ${CALL_911.toLowerCase()} A temperature of 38 °C or more, shivering or feeling suddenly unwell during chemotherapy can be neutropenic sepsis, which needs antibiotics in hospital within an hour.`,
    source: {
      title: 'Neutropenic sepsis: prevention and management in people with cancer, NICE CG151 (2012)',
      url: 'https://www.nice.org.uk/guidance/cg151',
    },
    conditions: ['Neutropenic sepsis'],
    knowledge: ['urgent-sepsis'],
  },
  {
    id: 'covid-highest-risk',
    label: 'A positive COVID-19 test in someone with a transplant, on chemotherapy or immunosuppressants',
    urgency: 'urgent',
    // Round sixteen (helper U). NHS treatments for COVID-19: people at the highest risk (an organ or
    // stem cell transplant, cancer treatment, immunosuppressants) who test positive should contact
    // their GP, hospital specialist or 111 straight away, as antivirals must start within 5 days.
    when: { all: ['covidPositive', { any: ['immunosuppressed', 'immunosuppressantMedicine'] }] },
    advice: `A positive COVID-19 test with a transplant, cancer treatment or medicines that weaken the immune system can make you eligible for antiviral treatment, which must start within 5 days: contact your GP, hospital specialist or 111 today, even if you feel well. ${CALL_911_TO} if you are breathless, have chest pain, or feel very unwell or confused.`,
    source: {
      title: 'Treatments for COVID-19 (NHS, 2024)',
      url: 'https://www.nhs.uk/conditions/covid-19/treatments-for-covid-19/',
    },
    conditions: ['COVID-19 in a person at highest risk'],
  },
  {
    id: 'sepsis-signs-without-fever',
    label:
      'Signs of sepsis without a fever: mottled skin, no urine all day, or shaking on immune-suppressing medicines',
    urgency: 'emergency',
    // Round thirteen (helper P). NICE NG51: the high-risk criteria (mottled or ashen skin, no urine for
    // 18 hours, new confusion, systolic 90 or lower, heart rate above 130) count whatever the
    // temperature, and people on immunosuppressants or long-term steroids may have no fever at all.
    // NHS sepsis: blue, grey, pale or blotchy skin is a 999 sign; UK Sepsis Trust: "I feel like I
    // might die".
    when: {
      any: [
        {
          all: [
            { any: ['immunosuppressed', 'immunosuppressantMedicine'] },
            {
              any: [
                'mottled',
                'confusion',
                'lowBloodPressure',
                'veryFastHeart',
                {
                  all: [
                    { any: ['noUrine', 'noUrineLong', 'shaky', 'rigorsLay'] },
                    { any: ['veryUnwell', 'feelsDreadful'] },
                  ],
                },
                { all: ['rigorsLay', { any: ['noUrine', 'noUrineLong'] }] },
              ],
            },
          ],
        },
        { all: ['mottled', { any: ['veryUnwell', 'feelsDreadful'] }] },
        // Round sixteen (helper T), NHS sepsis and UK Sepsis Trust: blue, grey or blotchy skin with
        // breathing very fast are both 999 signs, whatever the temperature.
        { all: ['mottled', { any: ['fastBreathing', 'severeBreathing'] }] },
        { all: ['noUrineLong', { any: ['veryUnwell', 'feelsDreadful', 'mottled', 'rigorsLay'] }] },
        // Round twenty-four (b), NHS sepsis (999 for acting confused, and for blue, grey, pale or
        // blotchy skin) and UK Sepsis Trust (slurred speech or confusion; skin mottled or
        // discoloured): blotchy or mottled skin with muddled thinking ("cannot think straight"),
        // and skin cold, clammy and grey or pale together.
        { all: ['mottled', { any: ['confusion', 'thinkingMuddled'] }] },
        'coldClammyGrey',
        // NHS sepsis (999 for acting confused; not peeing is a sign too) and UK Sepsis Trust
        // (confusion, passing no urine): both together after diarrhoea or vomiting.
        { all: [{ any: ['diarrhea', 'vomiting'] }, 'confusion', { any: ['noUrine', 'noUrineLong'] }] },
      ],
    },
    advice: `${CALL_911} Mottled, blotchy or grey skin, no urine all day, or shaking and feeling dreadful can be sepsis even with a normal temperature, more so on chemotherapy, methotrexate, biologics or long-term steroids. Say "I think this could be sepsis."`,
    source: {
      title:
        'Sepsis: recognition, diagnosis and early management, NICE NG51 (2016, updated 2024); Sepsis (NHS, 2024)',
      url: 'https://www.nhs.uk/conditions/sepsis/',
    },
    conditions: ['Sepsis'],
    knowledge: ['urgent-sepsis'],
    supersedes: ['severe-dehydration'],
  },
  {
    id: 'status-epilepticus',
    label: 'Seizure lasting 5 minutes or more, or repeated seizures',
    urgency: 'emergency',
    when: 'longSeizure',
    advice: `${CALL_911} A seizure that lasts 5 minutes or more, or seizures one after another without waking in between, need emergency treatment. Give the rescue medicine if one has been prescribed; turn the person on their side; put nothing in their mouth.`,
    source: {
      title:
        'Epilepsies in children, young people and adults, NICE NG217 (2022); First aid for seizures (CDC)',
      url: 'https://www.nice.org.uk/guidance/ng217',
    },
    conditions: ['Status epilepticus'],
    knowledge: ['urgent-when-to-call-911', 'condition-epilepsy'],
    supersedes: ['unresponsive-or-seizure'],
  },
  {
    id: 'myasthenic-crisis',
    label: 'Myasthenia gravis with weakening breathing, swallowing or speech',
    urgency: 'emergency',
    // Round eleven (helper F). NHS myasthenia gravis: breathing or swallowing problems that get worse
    // can be a myasthenic crisis, a 999 emergency.
    when: {
      all: ['myasthenia', { any: ['bulbarWeakness', 'breathless', 'severeBreathing', 'swallowingHard'] }],
    },
    advice: `${CALL_911} Breathing that is getting weaker, or new trouble swallowing or talking, in someone with myasthenia gravis can be a myasthenic crisis, which can stop the breathing muscles working. Sit the person upright and bring their medicines and alert card.`,
    source: {
      title: 'Myasthenia gravis (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/myasthenia-gravis/',
    },
    conditions: ['Myasthenic crisis'],
    supersedes: ['breathlessness', 'swallowing-sore-throat'],
  },
  {
    id: 'unresponsive-or-seizure',
    broad: true,
    label: 'Unresponsive, or a seizure',
    urgency: 'emergency',
    when: { any: ['unconscious', 'seizure'] },
    advice: `${CALL_911_TO} for someone who cannot be woken, or a seizure that lasts more than 5 minutes, repeats, or happens with injury, pregnancy or diabetes, or is a first seizure. Turn the person on their side; put nothing in their mouth.`,
    source: {
      title: 'First aid for seizures (CDC)',
      url: 'https://www.cdc.gov/epilepsy/first-aid-for-seizures/index.html',
    },
    conditions: ['Seizure', 'Reduced consciousness'],
    knowledge: ['urgent-when-to-call-911'],
  },
  {
    id: 'hard-to-wake',
    broad: true,
    label: 'Hard to wake or not staying awake',
    urgency: 'emergency',
    when: 'hardToWake',
    advice: `${CALL_911} Someone (especially a child) who is very hard to wake, or does not stay awake once woken, needs emergency care.`,
    source: {
      title: 'Fever in under 5s: assessment and initial management, NICE NG143 (2019, updated 2021)',
      url: 'https://www.nice.org.uk/guidance/ng143',
    },
    conditions: [
      'Reduced consciousness (infection, sepsis, meningitis, low blood sugar, poisoning, head injury)',
    ],
    knowledge: ['urgent-when-to-call-911', 'urgent-sepsis'],
  },
  {
    id: 'unwell-child',
    broad: true,
    label: 'A child with fever who is floppy, listless or unusually sleepy',
    urgency: 'urgent',
    when: { all: ['fever', 'drowsy'] },
    who: { maxAge: 16, ageUnknown: 'skip', childWordsCountAsUnder: 16 },
    advice:
      'A child with a fever who is unusually sleepy, floppy or not interested in anything should be seen by a clinician today. Call 911 if the child is hard to wake, has a rash that does not fade under a glass, or is struggling to breathe.',
    source: {
      title: 'Fever in under 5s: assessment and initial management, NICE NG143 (2019, updated 2021)',
      url: 'https://www.nice.org.uk/guidance/ng143',
    },
    conditions: ['Serious bacterial infection'],
    knowledge: ['urgent-fever-in-infants'],
  },
  {
    id: 'febrile-child-amber',
    label: 'A child with a fever who is not their usual self, or drinking less with few wet nappies',
    urgency: 'urgent',
    // Round thirteen (helper Q). NICE NG143 amber features (not responding normally to social cues,
    // decreased activity, poor feeding, reduced urine output) need a face-to-face assessment the same
    // day; NHS fever in children: an urgent GP appointment or 111 for a child with a high
    // temperature who is not their usual self, or has nappies that are not very wet.
    when: {
      all: ['fever', { any: ['notUsualSelf', { all: ['reducedIntake', 'fewWetNappies'] }] }],
    },
    who: { maxAge: 16, ageUnknown: 'skip', childWordsCountAsUnder: 16 },
    advice:
      'A child with a high temperature who is not their usual self, is quieter or less active than usual, or is drinking less with fewer wet nappies should be seen by a clinician today (urgent GP appointment or 111). Call 911 if the child is hard to wake, floppy, has a rash that does not fade under a glass, blue or mottled skin, or is struggling to breathe.',
    source: {
      title:
        'Fever in under 5s: assessment and initial management, NICE NG143 (2019, updated 2021); High temperature (fever) in children (NHS, 2023)',
      url: 'https://www.nice.org.uk/guidance/ng143',
    },
    conditions: ['Serious bacterial infection', 'Urinary tract infection in a child', 'Dehydration'],
    knowledge: ['urgent-fever-in-infants'],
  },
  {
    id: 'floppy-or-very-sleepy-baby',
    label: 'A baby who is floppy, very sleepy or hard to wake',
    urgency: 'emergency',
    // Round eleven (helper K). NHS signs that a baby or toddler may be seriously ill, and NICE NG143
    // red features (does not wake or stay awake, no response): a floppy or unusually sleepy baby
    // needs emergency care whatever the cause (sunburn, heat, an infection).
    when: { all: ['babyWord', { any: ['babyFloppySleepy', 'hardToWake'] }] },
    who: { maxAge: 1 },
    advice: `${CALL_911} A baby who is floppy, unusually sleepy or hard to wake needs emergency care now, even without a temperature.`,
    source: {
      title:
        'Signs that your baby or toddler may be seriously ill (NHS, 2023); Fever in under 5s, NICE NG143 (2019, updated 2021)',
      url: 'https://www.nhs.uk/conditions/baby/health/signs-that-your-baby-or-toddler-may-be-seriously-ill/',
    },
    conditions: ['Seriously ill baby'],
    supersedes: ['unwell-child'],
  },
  {
    id: 'young-baby-not-feeding-sleepy',
    label: 'A baby under 8 weeks who is not feeding and is sleepy',
    urgency: 'emergency',
    // Round twenty-four (b). NHS "Is your baby or toddler seriously ill?" (a baby under 8 weeks who
    // does not want to feed, or is quiet, listless or hard to wake, is a sign of serious illness,
    // and 999 for a baby under 8 weeks you are very worried about) and NICE NG143 red features (not
    // responding normally, does not stay awake): both together at this age, with or without a
    // temperature.
    when: { all: [{ any: ['poorFeedingLay', 'reducedFeeding'] }, 'babySleepyWord'] },
    who: { maxAge: 0.16, ageUnknown: 'skip' },
    advice: `${CALL_911} A baby under 8 weeks old who is not feeding and is unusually sleepy or hard to wake can be seriously ill (an infection, low blood sugar or dehydration) and needs to be seen in hospital now, even without a temperature.`,
    source: {
      title:
        'Is your baby or toddler seriously ill? (NHS); Fever in under 5s: assessment and initial management, NICE NG143 (2019, updated 2021)',
      url: 'https://www.nhs.uk/conditions/baby/health/is-your-baby-or-toddler-seriously-ill/',
    },
    conditions: ['Seriously ill young baby', 'Serious bacterial infection in a young infant'],
    supersedes: ['severe-dehydration', 'unwell-child'],
  },
  {
    id: 'infant-fever-danger',
    label: 'Fever in a baby under 3 months with a danger sign',
    urgency: 'emergency',
    when: { all: ['fever', { any: ['drowsy', 'hardToWake', 'mottled', 'severeBreathing', 'unconscious'] }] },
    who: { maxAge: 0.25, ageUnknown: 'skip' },
    advice: `${CALL_911} A baby under 3 months with a temperature who is floppy, hard to wake, grunting or struggling to breathe, or has pale, blue or blotchy skin, needs emergency care.`,
    source: {
      title:
        'Fever in under 5s: assessment and initial management, NICE NG143 (traffic-light red features); High temperature (fever) in children (NHS)',
      url: 'https://www.nice.org.uk/guidance/ng143',
    },
    conditions: ['Serious bacterial infection in a young infant', 'Sepsis'],
    knowledge: ['urgent-fever-in-infants'],
    supersedes: ['infant-fever', 'unwell-child'],
  },
  {
    id: 'young-infant-fever-red',
    label:
      'Fever in a baby under 3 months who is feeding poorly, sleepy, has few wet nappies, or whose mother carried group B strep',
    urgency: 'emergency',
    // Round fourteen (helper R). NICE NG143 (2019, updated 2021): a temperature of 38 °C or more
    // under 3 months is itself a red feature, and with poor feeding, reduced urine or sleepiness the
    // baby needs emergency assessment; NICE NG195 (2021): maternal group B strep is a risk factor for
    // early-onset neonatal infection.
    when: {
      all: [
        'fever',
        {
          any: [
            'youngInfantRedFeature',
            'reducedFeeding',
            'poorFeedingLay',
            'fewWetNappies',
            'lowUrine',
            'noUrine',
            'drowsy',
            'sleepyLay',
            'babyFloppySleepy',
            'hardToWake',
            // Round twenty-four (b), NICE NG143 red features: a weak, high-pitched or continuous cry.
            'abnormalCry',
          ],
        },
      ],
    },
    who: { maxAge: 0.25, ageUnknown: 'skip' },
    advice: `${CALL_911} A baby under 3 months with a temperature of 38 °C (100.4 °F) or more who is feeding less than half the usual, has fewer wet nappies, is sleepy or not waking for feeds, or whose mother carried group B strep, needs emergency care now.`,
    source: {
      title:
        'Fever in under 5s: assessment and initial management, NICE NG143 (2019, updated 2021); Neonatal infection: antibiotics for prevention and treatment, NICE NG195 (2021)',
      url: 'https://www.nice.org.uk/guidance/ng143',
    },
    conditions: ['Serious bacterial infection in a young infant', 'Sepsis'],
    knowledge: ['urgent-fever-in-infants'],
    supersedes: ['infant-fever', 'unwell-child'],
  },
  {
    id: 'young-infant-low-temperature',
    label: 'A temperature below 36 °C in a baby under 3 months',
    urgency: 'urgent',
    // Round twenty-four (b). NHS "Is your baby or toddler seriously ill?": a very high or low
    // temperature, or a baby cold to the touch, is a sign of serious illness that needs a doctor the
    // same day; a young baby with an infection may be cold rather than hot.
    when: 'temperatureBelow36',
    who: { maxAge: 0.25, ageUnknown: 'skip' },
    advice: `A temperature below 36 °C (96.8 °F) in a baby under 3 months needs a doctor today: call the GP surgery or 111 now, and warm the baby with a layer of clothes and skin-to-skin contact. ${CALL_911_TO} if the baby is floppy, hard to wake, not feeding, or has pale, blue or blotchy skin.`,
    source: {
      title: 'Is your baby or toddler seriously ill? (NHS)',
      url: 'https://www.nhs.uk/conditions/baby/health/is-your-baby-or-toddler-seriously-ill/',
    },
    conditions: ['Low body temperature in a young baby', 'Serious bacterial infection in a young infant'],
  },
  {
    id: 'very-high-temperature',
    label: 'A temperature of 40.5 °C (105 °F) or more',
    urgency: 'urgent',
    // Round twenty-four (b). MedlinePlus fever (call the provider right away for a temperature of
    // 105 °F, 40.5 °C, or more unless it comes down readily with treatment): a reading told this high
    // at any age, with nothing else said.
    when: 'fever405',
    advice: `A temperature of 40.5 °C (105 °F) or more needs a doctor today: call your GP surgery or 111 now, take paracetamol or ibuprofen, drink fluids and cool down. ${CALL_911_TO} for confusion, a seizure, a stiff neck, a rash that does not fade, trouble breathing, or hot dry skin after heat.`,
    source: {
      title: 'Fever (MedlinePlus)',
      url: 'https://medlineplus.gov/ency/article/003090.htm',
    },
    conditions: ['Very high fever', 'Heatstroke', 'Serious infection'],
  },
  {
    id: 'infant-fever',
    label: 'Fever in a young baby',
    urgency: 'urgent',
    when: 'fever',
    who: { maxAge: 0.25, ageUnknown: 'skip' },
    advice:
      'A temperature of 100.4 °F (38 °C) or higher in a baby younger than 3 months needs a clinician’s evaluation right away, today, even if the baby seems well: call the baby’s doctor now or go to an emergency department.',
    source: {
      title:
        'Evaluation and management of well-appearing febrile infants 8 to 60 days old, AAP (2021); Fever in under 5s, NICE NG143',
      url: 'https://www.nice.org.uk/guidance/ng143',
    },
    conditions: ['Serious bacterial infection in a young infant'],
    knowledge: ['urgent-fever-in-infants'],
  },
  {
    id: 'infant-high-fever',
    label: 'Temperature of 39 °C or more in a baby aged 3 to 6 months',
    urgency: 'urgent',
    when: 'fever39',
    who: { minAge: 0.25, maxAge: 0.5, ageUnknown: 'skip' },
    advice:
      'A temperature of 39 °C (102.2 °F) or higher in a baby aged 3 to 6 months should be checked by a clinician today.',
    source: {
      title: 'Fever in under 5s: assessment and initial management, NICE NG143 (2019, updated 2021)',
      url: 'https://www.nice.org.uk/guidance/ng143',
    },
    conditions: ['Serious bacterial infection in an infant'],
    knowledge: ['urgent-fever-in-infants'],
  },
  {
    id: 'drowsy-poor-circulation',
    label: 'Drowsiness or confusion with cold, clammy, pale or blotchy skin',
    urgency: 'emergency',
    when: { all: [{ any: ['drowsy', 'hardToWake', 'confusion'] }, 'mottled'] },
    advice: `${CALL_911} Being very sleepy or confused with cold, clammy, pale, blue or blotchy skin can be sepsis or shock, even without a high temperature.`,
    source: {
      title: 'Sepsis (NHS); Suspected sepsis, NICE NG51 (2016, updated 2024)',
      url: 'https://www.nhs.uk/conditions/sepsis/',
    },
    conditions: ['Sepsis', 'Shock'],
    knowledge: ['urgent-sepsis'],
    supersedes: ['acute-confusion', 'hard-to-wake'],
  },
  {
    id: 'older-adult-decline',
    broad: true,
    label: 'An older person newly off their legs or unusually sleepy',
    urgency: 'urgent',
    when: { any: ['offLegs', 'drowsy', 'olderDecline'] },
    who: { minAge: 65, ageUnknown: 'skip', maxDays: 7 },
    advice:
      'An older person who is suddenly off their legs, falling, or much sleepier than usual should be seen by a clinician today: infection, dehydration and medicines are common causes. Call 911 if they are confused, hard to wake, breathing fast, or their skin is cold, blotchy or blue.',
    source: {
      title: 'Suspected sepsis, NICE NG51 (2016, updated 2024): new deterioration in functional ability',
      url: 'https://www.nice.org.uk/guidance/ng51',
    },
    conditions: ['Infection (urine, chest)', 'Dehydration', 'Delirium'],
  },
  {
    id: 'acute-confusion',
    broad: true,
    label: 'New confusion',
    urgency: 'urgent',
    when: 'confusion',
    who: { maxDays: 14 },
    advice:
      'New confusion should be checked by a clinician today. Call 911 if it came on suddenly, or comes with fever, a headache, weakness, trouble speaking, or drowsiness.',
    source: { title: 'Confusion (NHS)', url: 'https://www.nhs.uk/symptoms/confusion/' },
    conditions: ['Delirium (infection, medicines, low blood sugar, stroke and others)'],
    knowledge: ['urgent-when-to-call-911'],
  },
  {
    id: 'sudden-confusion',
    label: 'Confusion or signs of delirium that came on over hours',
    urgency: 'emergency',
    // Round sixteen (helper T), NHS sudden confusion (delirium): "Go to A&E or call 999 if someone
    // suddenly becomes confused"; in dementia a change over hours (picking at the air, not knowing
    // where they are, calling people by the wrong names) is delirium, not a bad dementia day.
    when: { all: [{ any: ['confusion', 'deliriumSigns'] }, 'confusionHoursOnset'] },
    // Round sixteen review: not a usual evening pattern in dementia ("her usual sundowning").
    unless: 'usualConfusionPattern',
    who: { maxDays: 2 },
    advice: `${CALL_911_TO} or go to an emergency department now: confusion that has come on over hours (not knowing where they are, picking at the air, muddling names, seeing things) is delirium until shown otherwise, even in someone with dementia and even without a fever. Infection, dehydration, medicines, low blood sugar and stroke are common causes. Take a list of their medicines.`,
    source: {
      title: 'Sudden confusion (delirium) (NHS, 2021)',
      url: 'https://www.nhs.uk/conditions/confusion/',
    },
    conditions: ['Delirium (infection, dehydration, medicines, low blood sugar, stroke and others)'],
    knowledge: ['urgent-when-to-call-911'],
    supersedes: ['older-adult-decline'],
  },
  {
    id: 'liver-disease-confusion',
    label: 'Cirrhosis or liver disease with confusion, drowsiness, odd behaviour or flapping hands',
    urgency: 'emergency',
    // Round sixteen (helper T), NHS cirrhosis: seek immediate medical help for periods of confusion or
    // drowsiness with cirrhosis; British Liver Trust: hepatic encephalopathy (muddled, sleepy, odd
    // behaviour, a flapping tremor), more so after running out of lactulose.
    when: {
      all: [
        'liverDisease',
        {
          any: [...DROWSY_OR_CONFUSED, 'hepaticEncephalopathySigns'],
        },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now: in someone with cirrhosis or long-term liver disease, new confusion, sleepiness, odd behaviour or hands that flap when held out can be hepatic encephalopathy, often set off by an infection, a bleed, constipation or running out of lactulose. Take their medicines with you.`,
    source: {
      title: 'Cirrhosis (NHS, 2023); Hepatic encephalopathy (British Liver Trust)',
      url: 'https://www.nhs.uk/conditions/cirrhosis/',
    },
    conditions: ['Hepatic encephalopathy', 'Infection or bleeding in cirrhosis'],
    knowledge: ['urgent-when-to-call-911'],
    supersedes: ['older-adult-decline'],
  },
  {
    id: 'head-injury',
    label: 'Head injury with danger signs or on a blood thinner',
    urgency: 'emergency',
    when: {
      any: [
        // NICE NG232: a fall in someone on an anticoagulant with new confusion or drowsiness is
        // treated as a head injury even when no blow to the head is described.
        { all: ['injury', 'anticoagulant', { any: ['confusion', 'drowsy', 'hardToWake', 'unconscious'] }] },
        // Round eighteen (its second review), NICE NG232: a dangerous mechanism (a fall down stairs, a
        // crash) then new confusion with vomiting or a worsening headache, even told on another day
        // and with no blow to the head named.
        { all: ['dangerousMechanism', 'confusion', { any: ['vomiting', 'severeHeadache'] }] },
        {
          all: [
            'headInjury',
            {
              any: [
                'anticoagulant',
                'headInjuryDanger',
                'vomiting',
                'seizure',
                'confusion',
                'hardToWake',
                'drowsy',
                'unconscious',
                'strokeSigns',
                'visionChange',
                // Round ten (helper B), NICE NG232 and NHS: a high-energy injury (a fall from a height
                // or down stairs, a road crash) is referred to the emergency department.
                'dangerousMechanism',
              ],
            },
          ],
        },
      ],
    },
    // A bleed on a blood thinner can show days after the knock (NHS head injury: A&E after any head
    // injury while taking blood-thinning medicine), so "fine since" does not make it a same-day matter.
    stillUrgentWhenSettled: { all: ['headInjury', 'anticoagulant'] },
    advice: `${CALL_911_TO} or go to an emergency department now after a head injury in someone who takes a blood thinner (anticoagulant) or has a bleeding disorder, or who was knocked out, keeps vomiting, is confused, drowsy, has a seizure, vision change or clear fluid from the nose or ears.`,
    source: {
      title: 'Head injury: assessment and early management, NICE NG232 (2023)',
      url: 'https://www.nice.org.uk/guidance/ng232',
    },
    conditions: ['Bleeding inside the skull after a head injury'],
    knowledge: ['urgent-head-injury'],
  },
  {
    id: 'child-fall-head-signs',
    label: 'A child sick, drowsy or not themselves after a fall from a height or a knock',
    urgency: 'emergency',
    // Round fourteen (helper S), NICE NG232: a child who vomits after a head injury, or who fell from
    // over a metre (a top bunk, a climbing frame, down stairs) and is then sick, drowsy, confused or
    // quieter than usual, goes to the emergency department, even when the head is not named.
    when: {
      any: [
        'vomitAfterFall',
        {
          all: [
            'childFallHeight',
            {
              any: [
                'vomiting',
                'drowsy',
                'sleepyLay',
                'hardToWake',
                'notUsualSelf',
                'confusion',
                'headInjuryDanger',
                'unconscious',
                'seizure',
              ],
            },
          ],
        },
      ],
    },
    who: { maxAge: 16, ageUnknown: 'skip', childWordsCountAsUnder: 16 },
    advice: `${CALL_911_TO} or go to an emergency department now: a child who is sick, drowsy, confused or not themselves after a fall from a height or a knock may have a head injury that needs a scan.`,
    source: {
      title: 'Head injury: assessment and early management, NICE NG232 (2023)',
      url: 'https://www.nice.org.uk/guidance/ng232',
    },
    conditions: ['Bleeding inside the skull after a head injury'],
    knowledge: ['urgent-head-injury'],
  },
  {
    id: 'nonmobile-baby-head-injury',
    label: 'A head injury, a swollen head or a fall in a baby who is not yet mobile',
    urgency: 'emergency',
    // Round fourteen (helper S), NICE NG232 and CG89: a head injury in a baby not yet rolling or
    // crawling (a swelling on the head, "rolled off the sofa", dropped) needs emergency assessment,
    // and an injury a non-mobile baby could not have caused needs a safeguarding assessment.
    when: { all: ['nonMobileBaby', { any: ['headInjury', 'babyHeadKnock'] }] },
    who: { maxAge: 1, ageUnknown: 'skip', childWordsCountAsUnder: 1 },
    advice: `${CALL_911_TO} or go to an emergency department now: a baby who is not yet rolling or crawling and has a head injury, a swelling on the head, or has fallen or been dropped needs to be checked in hospital.`,
    source: {
      title:
        'Head injury: assessment and early management, NICE NG232 (2023); Child maltreatment: when to suspect maltreatment in under 18s, NICE CG89 (2009, updated 2017)',
      url: 'https://www.nice.org.uk/guidance/ng232',
    },
    conditions: ['Bleeding inside the skull after a head injury', 'Non-accidental injury'],
    knowledge: ['urgent-head-injury'],
  },
  {
    id: 'nonmobile-baby-bruise',
    label: 'Bruising in a baby who is not yet mobile',
    urgency: 'urgent',
    // Round fourteen (helper S), NICE CG89 and NG76: bruising in a child who is not independently
    // mobile is a reason to suspect maltreatment; the baby should be seen by a clinician today and the
    // concern shared with safeguarding.
    when: { all: ['nonMobileBaby', 'babyBruise'] },
    who: { maxAge: 1, ageUnknown: 'skip', childWordsCountAsUnder: 1 },
    advice:
      'Any bruise on a baby who is not yet rolling or crawling needs to be seen by a GP, health visitor or urgent care today, and the concern should be shared with the local children’s safeguarding team (the NSPCC helpline 0808 800 5000 can advise). Call 911 if the baby is floppy, drowsy, vomiting or has a swelling on the head.',
    source: {
      title: 'Child maltreatment: when to suspect maltreatment in under 18s, NICE CG89 (2009, updated 2017)',
      url: 'https://www.nice.org.uk/guidance/cg89',
    },
    conditions: ['Non-accidental injury', 'Bleeding disorder'],
  },
];
