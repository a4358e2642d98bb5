import type { Rule } from '../engine.ts';
import { CALL_911, CALL_911_TO, POISON_HELP } from './common.ts';

/** Mental health, poisons, heat, eyes and dehydration. */
export const MIND_POISON_EYE_RULES: readonly Rule[] = [
  {
    id: 'suicidal-thoughts',
    label: 'Thoughts of suicide or self-harm',
    urgency: 'emergency',
    when: 'suicidal',
    advice: `If you are thinking about suicide or about harming yourself, call or text 988 (Suicide and Crisis Lifeline, U.S.) now, or call 911 if you are in immediate danger. If you have already taken medicine or anything else, call ${POISON_HELP} or 911 now. You do not have to face this alone.`,
    source: {
      title: 'Suicide prevention (NIMH); 988 Suicide and Crisis Lifeline',
      url: 'https://www.nimh.nih.gov/health/topics/suicide-prevention',
    },
    conditions: ['Suicidal crisis'],
    knowledge: ['urgent-suicidal-thoughts'],
  },
  {
    id: 'overdose-poisoning',
    label: 'Overdose or poisoning',
    urgency: 'emergency',
    // A few tablets taken in distress are self-poisoning whatever the count (NICE CG16).
    when: { any: ['poisoning', { all: ['tabletsTaken', 'selfHarmContext'] }] },
    advice: `Call ${POISON_HELP} now, even if there are no symptoms yet; ${CALL_911_TO.toLowerCase()} at once if the person is unconscious, not breathing normally, very drowsy or having a seizure. Keep the packaging. For a suspected opioid overdose give naloxone if available.`,
    source: {
      title: 'Poison Help (HRSA); Poisoning prevention (CDC)',
      url: 'https://poisonhelp.hrsa.gov/',
    },
    conditions: ['Poisoning or overdose'],
    knowledge: ['urgent-poisoning'],
  },
  {
    id: 'extra-dose',
    label: 'A double or extra dose of a medicine',
    urgency: 'urgent',
    // A single double dose is usually not an overdose, but what to do depends on the medicine:
    // Poison Help or the prescriber says whether to skip the next dose or be checked (blood
    // thinners: an INR test and watching for bleeding).
    when: 'extraDose',
    unless: 'poisoning',
    advice: `Call ${POISON_HELP} or your prescriber or pharmacist now about the extra dose, and do not take the next dose until they say so. With a blood thinner (warfarin and others) watch for unusual bruising or bleeding, and ${CALL_911_TO.toLowerCase()} for heavy bleeding, vomiting blood, black stools, a severe headache, or if the person becomes drowsy or collapses.`,
    source: {
      title: 'Poison Help (HRSA); Warfarin (MedlinePlus drug information)',
      url: 'https://medlineplus.gov/druginfo/meds/a682277.html',
    },
    conditions: ['Medicine taken in error'],
    knowledge: ['urgent-poisoning'],
  },
  {
    id: 'child-swallowed-medicine',
    label: "A child swallowed someone else's tablets",
    urgency: 'emergency',
    // One or two adult tablets (a tricyclic, an opioid, a beta-blocker, iron) can poison a small child.
    when: 'othersTabletsTaken',
    who: { maxAge: 12, ageUnknown: 'skip', childWordsCountAsUnder: 12 },
    advice: `Call ${POISON_HELP} now, even if the child seems well, and keep the packaging; ${CALL_911_TO.toLowerCase()} at once if the child is drowsy, floppy, breathing oddly or having a seizure.`,
    source: {
      title: 'Poisoning (NHS); Poison Help (HRSA)',
      url: 'https://www.nhs.uk/conditions/poisoning/',
    },
    conditions: ['Poisoning in a child'],
    knowledge: ['urgent-poisoning'],
  },
  {
    id: 'psychosis-risk-of-harm',
    label: 'Voices telling the person to hurt or kill someone or themselves',
    urgency: 'emergency',
    // Round ten (helper B). NHS psychosis and NHS urgent mental health help: call 999 or go to A&E
    // when someone may harm themselves or others; voices commanding harm are that risk (Mind).
    when: 'commandHallucinations',
    advice: `${CALL_911_TO} now if someone is hearing voices telling them to hurt or kill themselves or other people and may act on them; stay with them if it is safe, and keep yourself safe. In the U.S. you can also call or text 988.`,
    source: {
      title: 'Psychosis (NHS, 2023); Where to get urgent help for mental health (NHS, 2024)',
      url: 'https://www.nhs.uk/mental-health/conditions/psychosis/overview/',
    },
    conditions: ['Psychosis with command hallucinations'],
    supersedes: ['psychosis-or-mania'],
  },
  {
    id: 'postpartum-psychosis',
    label: 'Hearing voices, strange beliefs or mania in the weeks after giving birth',
    urgency: 'emergency',
    // Round ten (helper B). NHS postpartum psychosis: a serious mental illness to be treated as a
    // medical emergency; call 999 or go to A&E if there is a risk to the mother or the baby.
    when: {
      all: [
        { any: ['postpartum', 'postnatal'] },
        { any: ['psychosisSigns', 'maniaSigns', 'commandHallucinations'] },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now: hearing voices, strange beliefs (such as the baby being swapped), confusion or a high, sleepless mood in the weeks after giving birth can be postpartum psychosis, a medical emergency. Do not leave the mother alone with the baby until she has been seen.`,
    source: {
      title: 'Postpartum psychosis (NHS, 2023)',
      url: 'https://www.nhs.uk/mental-health/conditions/post-partum-psychosis/',
    },
    conditions: ['Postpartum psychosis'],
    supersedes: ['psychosis-or-mania'],
  },
  {
    id: 'alcohol-withdrawal-severe',
    label: 'Alcohol withdrawal with hallucinations, confusion or a seizure',
    urgency: 'emergency',
    // Round ten (helper B). NICE CG100: admit people in acute alcohol withdrawal with, or at high risk
    // of, withdrawal seizures or delirium tremens; NHS alcohol misuse: withdrawal with hallucinations
    // or fits needs emergency care.
    when: {
      all: ['alcoholWithdrawal', { any: ['withdrawalHallucinations', 'confusion', 'seizure', 'hardToWake'] }],
    },
    advice: `${CALL_911} Seeing or hearing things, confusion or a seizure after stopping heavy drinking can be delirium tremens or withdrawal seizures, which need treatment in hospital straight away. Do not leave the person alone.`,
    source: {
      title:
        'Alcohol-use disorders: diagnosis and management of physical complications, NICE CG100 (2010, updated 2017)',
      url: 'https://www.nice.org.uk/guidance/cg100',
    },
    conditions: ['Delirium tremens', 'Alcohol withdrawal seizures'],
    supersedes: ['psychosis-or-mania'],
  },
  {
    id: 'eating-disorder-collapse',
    label: 'An eating disorder with fainting or chest pain',
    urgency: 'emergency',
    // Round ten (helper B). NICE NG69 and Medical emergencies in eating disorders (MEED, RCPsych
    // 2022): fainting or chest pain with an eating disorder can be a dangerous heart rhythm or very
    // low blood sugar or salts, an emergency.
    when: { all: ['eatingDisorder', { any: ['faintedActually', 'chestPain'] }] },
    advice: `${CALL_911} Fainting or chest pain in someone with an eating disorder or who has been starving themselves can be a dangerous heart rhythm or very low blood sugar or salts.`,
    source: {
      title:
        'Eating disorders: recognition and treatment, NICE NG69 (2017, updated 2020); Medical emergencies in eating disorders (RCPsych, 2022)',
      url: 'https://www.nice.org.uk/guidance/ng69',
    },
    conditions: ['Heart rhythm problem in an eating disorder', 'Electrolyte imbalance', 'Low blood sugar'],
  },
  {
    id: 'heat-stroke',
    label: 'Possible heat stroke',
    urgency: 'emergency',
    when: {
      any: [
        'heatStroke',
        {
          all: [
            'heatExposure',
            {
              any: [
                'confusion',
                'hardToWake',
                'unconscious',
                'seizure',
                'collapse',
                'notSweating',
                'fever40',
              ],
            },
          ],
        },
      ],
    },
    // NHS: heat exhaustion that is better within 30 minutes of cooling is not heatstroke.
    unless: 'heatRecovered',
    advice: `${CALL_911} Heat stroke (confusion, collapse, a seizure, or hot skin that has stopped sweating after heat exposure) is an emergency. While waiting, move the person somewhere cool, remove extra clothing and cool them fast with cold water, wet cloths and fanning.`,
    source: {
      title: 'Heat-related illnesses (CDC); Heat exhaustion and heatstroke (NHS)',
      url: 'https://www.nhs.uk/conditions/heat-exhaustion-heatstroke/',
    },
    conditions: ['Heat stroke'],
    knowledge: ['urgent-heat-illness'],
    supersedes: ['acute-confusion', 'unresponsive-or-seizure'],
  },
  {
    id: 'chemical-eye-injury',
    label: 'A strong acid or alkali in the eye',
    urgency: 'emergency',
    // NHS eye injuries: a chemical in the eye goes to A&E after rinsing; alkalis (oven and drain
    // cleaners, cement, washing capsules) and strong acids burn deepest.
    when: 'chemicalEye',
    advice: `Rinse the eye at once with lots of clean running water for at least 15 to 20 minutes, holding the eyelids open and taking out any contact lens, then go to an emergency department straight away (${CALL_911_TO.toLowerCase()} if you cannot get there). Take the product or its label with you.`,
    source: { title: 'Eye injuries (NHS)', url: 'https://www.nhs.uk/conditions/eye-injuries/' },
    conditions: ['Chemical eye injury'],
    supersedes: ['eye-injury'],
  },
  {
    id: 'sudden-vision-loss',
    label: 'Sudden loss of vision',
    urgency: 'emergency',
    when: 'suddenVisionLoss',
    advice: `${CALL_911_TO} or go to an emergency department now: sudden loss of vision in one or both eyes, or a shadow or curtain across the vision, can be a stroke of the eye or a detached retina and needs treatment within hours.`,
    source: {
      title:
        'Management of central retinal artery occlusion, AHA scientific statement (2021); Retinal detachment, NICE CKS',
      url: 'https://www.ahajournals.org/doi/10.1161/STR.0000000000000366',
    },
    conditions: ['Retinal artery occlusion', 'Retinal detachment', 'Stroke'],
    knowledge: ['urgent-sudden-vision-loss'],
    supersedes: ['flashes-floaters'],
  },
  {
    id: 'angle-closure-glaucoma',
    label: 'Painful red eye with blurred vision or halos',
    urgency: 'emergency',
    when: {
      all: ['painfulRedEye', { any: ['halos', 'visionChange', 'vomiting', 'nausea', 'headache'] }],
    },
    advice:
      'Go to an emergency department or eye emergency service now: a painful red eye with blurred vision, halos around lights, headache or vomiting can be acute angle-closure glaucoma, which can cause permanent sight loss within hours.',
    source: {
      title: 'Glaucoma (acute angle-closure), NICE CKS (2022); Red eye, NICE CKS',
      url: 'https://cks.nice.org.uk/topics/glaucoma/',
    },
    conditions: ['Acute angle-closure glaucoma'],
    knowledge: ['urgent-sudden-vision-loss'],
  },
  {
    id: 'flashes-floaters',
    label: 'New flashes or floaters',
    urgency: 'urgent',
    when: 'flashesFloaters',
    who: { maxDays: 14 },
    advice:
      'New flashing lights or a sudden shower of floaters should be checked by an eye specialist today, because they can come before a retinal detachment.',
    source: { title: 'Retinal detachment (NHS)', url: 'https://www.nhs.uk/conditions/retinal-detachment/' },
    conditions: ['Retinal tear or detachment'],
    knowledge: ['urgent-sudden-vision-loss'],
  },
  {
    id: 'severe-dehydration',
    broad: true,
    label: 'Signs of dehydration, or cannot keep fluids down',
    urgency: 'urgent',
    when: { any: ['noUrine', 'dehydrationSigns', 'cannotKeepFluids'] },
    advice:
      'Signs of dehydration (no urine for 8 hours or more, dry nappies, sunken eyes, no tears, dizziness on standing) or not keeping fluids down need a clinician today. Call 911 if the person is very drowsy, confused, has cold mottled skin or fast breathing.',
    source: {
      title:
        'Diarrhoea and vomiting caused by gastroenteritis in under 5s, NICE CG84 (2009); Dehydration (NHS)',
      url: 'https://www.nhs.uk/conditions/dehydration/',
    },
    conditions: ['Dehydration'],
    knowledge: ['urgent-dehydration'],
  },
  {
    id: 'exertional-fainting',
    label: 'Fainting during exercise or with chest pain or palpitations',
    urgency: 'emergency',
    when: { all: ['collapse', { any: ['exertion', 'palpitations', 'chestPain'] }] },
    advice: `${CALL_911} Fainting during exercise, or with chest pain or a racing heart, can be a heart rhythm problem.`,
    source: { title: 'Fainting (NHS)', url: 'https://www.nhs.uk/conditions/fainting/' },
    conditions: ['Heart rhythm problem'],
    knowledge: ['urgent-fainting'],
  },
];
