import type { Rule } from '../engine.ts';
import { CALL_911, CALL_911_TO, POISON_HELP } from './common.ts';

/** 988 Lifeline warning signs that, two together or one beside despair, make a suicidal crisis. */
const WARNING_SIGNS = [
  'pillsAboutToBeTaken',
  'meansAtHand',
  'suicidePlanHint',
  'farewellWords',
  'farewellMessage',
] as const;

/** Mental health, poisons, heat, eyes and dehydration. */
export const MIND_POISON_EYE_RULES: readonly Rule[] = [
  {
    id: 'suicidal-thoughts',
    label: 'Thoughts of suicide or self-harm',
    urgency: 'emergency',
    // Round twenty-four (a), 988 Lifeline warning signs (a means at hand, saying goodbye, giving away
    // possessions or making a will, a plan): two of them together, or one beside despair.
    when: {
      any: [
        'suicidal',
        { all: ['despair', { any: [...WARNING_SIGNS, 'suicidePreparation'] }] },
        { all: ['suicidePreparation', { any: [...WARNING_SIGNS] }] },
        { all: ['suicidePlanHint', { any: ['meansAtHand', 'farewellWords', 'farewellMessage'] }] },
        { all: ['farewellMessage', 'meansAtHand'] },
      ],
    },
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
    // NHS paracetamol overdose and button batteries: harm shows days later, so feeling fine since
    // never makes a past ingestion a same-day matter.
    stillUrgentWhenSettled: { any: ['poisoning', 'tabletsTaken'] },
    advice: `Call ${POISON_HELP} now, even if there are no symptoms yet; ${CALL_911_TO.toLowerCase()} at once if the person is unconscious, not breathing normally, very drowsy or having a seizure. Keep the packaging. For a suspected opioid overdose give naloxone if available.`,
    source: {
      title: 'Poison Help (HRSA); Poisoning prevention (CDC)',
      url: 'https://poisonhelp.hrsa.gov/',
    },
    conditions: ['Poisoning or overdose'],
    knowledge: ['urgent-poisoning'],
  },
  {
    // Round seventeen (helper W), NHS snake bites: call 999 or go to A&E after any bite by a snake
    // that could be venomous, even without symptoms; swelling, tingling lips, sweating, vomiting or
    // feeling faint are signs the venom is spreading.
    id: 'snake-bite',
    label: 'A bite by a snake that may be venomous',
    urgency: 'emergency',
    when: 'snakeBite',
    advice: `${CALL_911_TO} or go to an emergency department now, even if there are no symptoms yet. Keep the bitten limb still and below the heart, keep calm and still, take off rings and watches near the bite, and note what the snake looked like. Do not suck, cut or put a tight band on the bite.`,
    source: { title: 'Snake bites (NHS, 2023)', url: 'https://www.nhs.uk/conditions/snake-bites/' },
    conditions: ['Venomous snake bite'],
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
    id: 'paracetamol-staggered-overdose',
    label: 'More than 8 paracetamol-containing tablets a day (a staggered paracetamol overdose)',
    urgency: 'emergency',
    // Round twelve (helper L). NHS paracetamol for adults: no more than 8 tablets of 500 mg in 24
    // hours; more than that needs A&E straight away even when the person feels well, because the
    // liver damage shows late. NICE CKS poisoning or overdose: a staggered overdose (too much over
    // more than an hour, often over days for pain) is referred to the emergency department.
    when: 'paracetamolOverMax',
    advice: `Go to an emergency department now (${CALL_911_TO.toLowerCase()} if you cannot get there), even if you feel well: more than 8 tablets of 500 mg paracetamol in 24 hours, counting the paracetamol in co-codamol, co-dydramol and cold and flu remedies, over one day or several, can damage the liver before any symptoms, and the antidote works best early. Stop taking anything with paracetamol in it and take the packets with you.`,
    source: {
      title: 'Paracetamol for adults (NHS medicines, 2022); Poisoning or overdose, NICE CKS (2024)',
      url: 'https://www.nhs.uk/medicines/paracetamol-for-adults/',
    },
    conditions: ['Staggered paracetamol overdose', 'Paracetamol liver damage'],
    knowledge: ['urgent-poisoning'],
  },
  {
    id: 'medicines-mix-up-overdose',
    label: "Several days' medicines taken at once, or several opioid patches on at once",
    urgency: 'emergency',
    // Round twelve (helper L). A dosette box or blister pack mix-up where days of tablets are taken in
    // one go is an overdose of every medicine in it (heart tablets, blood thinners, sedatives, insulin
    // and diabetes tablets); several opioid patches at once can stop the breathing (NHS fentanyl and
    // morphine: too much needs 999 or A&E).
    when: 'severalDaysAtOnce',
    advice: `${CALL_911_TO} or go to an emergency department now, or call ${POISON_HELP} if the person is completely well: taking several days' tablets at once, or wearing several pain patches at once, is an overdose of every medicine in them. Take off any extra patches, keep the box, blister packs and the list of medicines, and ${CALL_911_TO.toLowerCase()} at once if the person is very sleepy, breathing slowly, confused or collapses.`,
    source: {
      title: 'Fentanyl (NHS medicines, 2022); Overdose and poisoning: Poison Help (HRSA)',
      url: 'https://www.nhs.uk/medicines/fentanyl/',
    },
    conditions: ['Accidental overdose from a medicines mix-up', 'Opioid toxicity'],
    knowledge: ['urgent-poisoning'],
  },
  {
    id: 'slow-breathing-drowsy',
    label: 'Very sleepy or hard to wake with slow or shallow breathing',
    urgency: 'emergency',
    // Round twelve (helper L). NHS morphine and codeine: feeling very sleepy with slow or shallow
    // breathing after too much is an emergency (999 or A&E); the same picture after a sedative,
    // alcohol or an unknown cause is a breathing emergency whatever the cause.
    when: {
      all: ['slowBreathing', { any: ['drowsy', 'sleepyLay', 'hardToWake', 'confusion', 'unconscious'] }],
    },
    advice: `${CALL_911} Very sleepy or hard to wake with slow or shallow breathing can mean too much of an opioid (morphine, fentanyl patches, codeine, methadone), a sedative or alcohol, and the breathing may stop. Give naloxone if you have it, take off any pain patches, lie the person on their side and stay with them.`,
    source: {
      title: 'Morphine (NHS medicines, 2022); Opioid overdose (CDC, 2024)',
      url: 'https://www.nhs.uk/medicines/morphine/',
    },
    conditions: ['Opioid or sedative toxicity', 'Respiratory depression'],
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
    id: 'psychosis-danger-to-others',
    label: 'Signs of psychosis or mania with a weapon, threats or violence',
    urgency: 'emergency',
    // Round seventeen (helper X). NHS psychosis and where to get urgent help for mental health: call
    // 999 if someone is in danger; hearing voices or strange beliefs while holding a weapon, threatening
    // or attacking people is that danger.
    when: { all: [{ any: ['psychosisSigns', 'maniaSigns', 'commandHallucinations'] }, 'weaponOrThreatNow'] },
    advice: `${CALL_911_TO} now if someone who is hearing voices, has strange beliefs or is very high and agitated has a weapon, is threatening people or has attacked someone. Keep yourself and others away from them and do not try to take a weapon from them.`,
    source: {
      title: 'Psychosis (NHS, 2023); Where to get urgent help for mental health (NHS, 2024)',
      url: 'https://www.nhs.uk/nhs-services/mental-health-services/where-to-get-urgent-help-for-mental-health/',
    },
    conditions: ['Psychosis or mania with risk of harm to others'],
    supersedes: ['psychosis-or-mania'],
  },
  {
    id: 'harm-to-others-thoughts',
    label: 'Thoughts or urges to seriously hurt or kill another person',
    urgency: 'emergency',
    // Round eleven (helper F). NHS urgent mental health help: call 999 or go to A&E if someone's life
    // is at risk, including when a person may harm someone else.
    when: 'harmOthersThoughts',
    advice: `${CALL_911_TO} now if you or someone else may act on thoughts of seriously hurting or killing another person; move away from the person and from anything that could be used as a weapon if you can. If no one is in danger right now, call or text 988 (U.S.) or your mental health crisis line for help today.`,
    source: {
      title: 'Where to get urgent help for mental health (NHS, 2024)',
      url: 'https://www.nhs.uk/nhs-services/mental-health-services/where-to-get-urgent-help-for-mental-health/',
    },
    conditions: ['Mental health crisis with risk of harm to others'],
  },
  {
    id: 'domestic-abuse-immediate-danger',
    label: 'In danger now from a partner, an ex or a family member',
    urgency: 'emergency',
    // Round eleven (helper F). NHS domestic violence and abuse: call 999 if you are in immediate danger.
    // Round thirteen (helper P): someone with a weapon on the way, outside or in the house is that
    // danger by itself (`armedPersonComing`).
    when: {
      any: [
        { all: ['immediateDanger', { any: ['domesticAbuse', 'threatToKill', 'feelsUnsafe'] }] },
        'armedPersonComing',
      ],
    },
    advice: `${CALL_911} If you cannot speak, stay on the line and tap or cough (in the UK, call 999 and press 55 when asked). Get to a room with a way out, away from the kitchen and anything that could be used as a weapon. Once you are safe, a domestic abuse helpline can help you plan (U.S. 1-800-799-7233; UK 0808 2000 247).`,
    source: {
      title: 'Domestic violence and abuse (NHS, 2023)',
      url: 'https://www.nhs.uk/live-well/getting-help-for-domestic-violence/',
    },
    conditions: ['Domestic abuse', 'Risk of serious harm'],
    supersedes: ['domestic-abuse-danger'],
  },
  {
    id: 'domestic-abuse-danger',
    label: 'Hurt or threatened by a partner, an ex or a family member, and afraid',
    urgency: 'urgent',
    // Round eleven (helper F). NHS domestic violence and abuse: help is available now, and injuries
    // need checking; call 999 in immediate danger.
    when: {
      // Round eleven (helper K): also hurt again and again or badly with no fear word ("my gf punches
      // me when she's angry", "my stepdad beats me"), or with bruises or a swollen limb.
      any: [
        'threatToKill',
        'seriousAbuse',
        { all: ['domesticAbuse', { any: ['feelsUnsafe', 'injury', 'abuseInjury'] }] },
      ],
    },
    advice: `Your safety comes first. If you are hurt or afraid to go home, get help today: a domestic abuse helpline (U.S. National Domestic Violence Hotline 1-800-799-7233; UK National Domestic Abuse Helpline 0808 2000 247), your doctor, or an emergency department for any injury, especially after being choked or strangled. ${CALL_911_TO} if you are in danger now.`,
    source: {
      title: 'Domestic violence and abuse (NHS, 2023)',
      url: 'https://www.nhs.uk/live-well/getting-help-for-domestic-violence/',
    },
    conditions: ['Domestic abuse'],
  },
  {
    id: 'sexual-assault',
    label: 'Raped or sexually assaulted',
    urgency: 'urgent',
    // Round eleven (helper F). NHS help after rape and sexual assault: a sexual assault referral
    // centre (SARC) the same day; emergency contraception and HIV PEP work best as soon as possible
    // and within 72 hours; call 999 if in immediate danger or injured.
    when: 'sexualAssault',
    advice: `I am sorry this happened; it is not your fault. Get care today at a sexual assault referral centre (UK), an emergency department, or through a rape crisis service (U.S. RAINN 1-800-656-4673): emergency contraception and medicine to prevent HIV work best as soon as possible and within 72 hours, and evidence can be kept if you wish, without having to report to the police. ${CALL_911_TO} if you are in danger now or badly hurt.`,
    source: {
      title: 'Help after rape and sexual assault (NHS, 2023)',
      url: 'https://www.nhs.uk/live-well/sexual-health/help-after-rape-and-sexual-assault/',
    },
    conditions: ['Sexual assault'],
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
        // Round ten (helper H): a strange belief about the baby (`babyDelusion`).
        { any: ['psychosisSigns', 'maniaSigns', 'commandHallucinations', 'babyDelusion'] },
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
    id: 'thoughts-of-harming-baby',
    label: 'Thoughts, urges or fears of harming the baby',
    urgency: 'emergency',
    // Round eleven (helper E). NHS postnatal depression and postpartum psychosis: thoughts of harming
    // yourself or your baby are a reason to call 999 or go to A&E now.
    when: {
      any: ['harmBabyThoughts', { all: ['harmOtherThoughts', { any: ['postpartum', 'postnatal'] }] }],
    },
    advice: `${CALL_911_TO} or go to an emergency department now if you have thoughts of harming your baby or yourself; you will be helped, not judged. Make sure the baby is with another adult, or safe in the cot, while you get help. In the U.S. you can also call or text 988.`,
    source: {
      title: 'Postnatal depression (NHS, 2022); Postpartum psychosis (NHS, 2023)',
      url: 'https://www.nhs.uk/mental-health/conditions/post-natal-depression/overview/',
    },
    conditions: ['Postnatal depression', 'Postpartum psychosis', 'Perinatal obsessive-compulsive disorder'],
    supersedes: ['psychosis-or-mania', 'mental-health-crisis', 'harm-to-others-thoughts'],
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
    id: 'older-not-drinking',
    label: 'An older person who has stopped eating and drinking',
    urgency: 'urgent',
    // Round eleven (helper F). NHS dehydration: older people (and people with dementia) dehydrate
    // quickly; not drinking for a day needs an urgent GP appointment or 111 the same day.
    when: 'notDrinking',
    who: { minAge: 65 },
    advice: `An older person who has stopped eating and drinking, or has had nothing to drink since yesterday, can become dehydrated quickly and needs to be seen today (an urgent GP appointment, NHS 111 or urgent care). Offer small sips often. ${CALL_911_TO} if they become very drowsy, confused, cannot be woken, or have not passed urine for 8 hours or more with a fast heartbeat.`,
    source: { title: 'Dehydration (NHS, 2023)', url: 'https://www.nhs.uk/conditions/dehydration/' },
    conditions: ['Dehydration', 'Acute illness in an older person'],
    knowledge: ['urgent-dehydration'],
  },
  {
    id: 'sick-day-medicines-dehydration',
    label:
      'Diarrhoea or vomiting on an ACE inhibitor, ARB, diuretic, metformin or SGLT2 inhibitor, with dizziness on standing or little urine',
    urgency: 'urgent',
    // Round thirteen (helper Q). NICE NG148: diarrhoea or vomiting in someone on ACE inhibitors,
    // ARBs, diuretics or metformin (and SGLT2 inhibitors) is a risk of acute kidney injury; with signs
    // of dehydration or passing little urine it needs assessment the same day. NHS acute kidney
    // injury and Think Kidneys sick day guidance: pause these medicines while dehydrated.
    when: {
      all: [
        { any: ['diarrhea', 'vomiting'] },
        'sickDayMedicine',
        { any: ['posturalDizziness', 'lowUrine', 'dehydrationSigns', 'noUrine', 'notDrinking'] },
      ],
    },
    who: { minAge: 16 },
    advice: `Diarrhoea or vomiting while on water tablets, an ACE inhibitor or ARB (a "-pril" or "-sartan"), metformin or an SGLT2 inhibitor (a "-gliflozin"), with dizziness on standing or passing little urine, can lead to dehydration and kidney injury: get an urgent GP appointment or call 111 today, ask whether to pause these medicines until eating and drinking normally again, and keep sipping fluids. ${CALL_911_TO} if the person becomes confused or very drowsy, faints, or has passed no urine for 12 hours or more.`,
    source: {
      title:
        'Acute kidney injury: prevention, detection and management, NICE NG148 (2019); Acute kidney injury (NHS, 2022)',
      url: 'https://www.nice.org.uk/guidance/ng148',
    },
    conditions: ['Acute kidney injury', 'Dehydration'],
    knowledge: ['urgent-dehydration'],
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
    id: 'young-child-dehydration',
    label: 'A young child with fewer wet nappies or refusing drinks, and dry lips or mouth',
    urgency: 'urgent',
    // Round fourteen (helper S). NHS dehydration and NICE CG84: a baby or toddler with fewer wet
    // nappies, dry lips or mouth, or refusing drinks needs a GP or 111 the same day.
    when: {
      any: [
        { all: ['fewWetNappies', { any: ['dryLipsMouth', 'childRefusingDrinks', 'notDrinking'] }] },
        { all: [{ any: ['childRefusingDrinks', 'notDrinking'] }, 'dryLipsMouth'] },
      ],
    },
    who: { maxAge: 5, ageUnknown: 'skip', childWordsCountAsUnder: 5 },
    advice:
      'A baby or young child with fewer wet nappies than usual, dry lips or mouth, or who refuses drinks may be dehydrated: call your GP or 111 today and keep offering small, frequent sips (or feeds). Call 911 if they are drowsy or floppy, have cold hands and feet, or have had no wet nappy for 12 hours.',
    source: {
      title:
        'Dehydration (NHS, 2023); Diarrhoea and vomiting caused by gastroenteritis in under 5s, NICE CG84 (2009)',
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
  {
    id: 'fast-irregular-heartbeat',
    label: 'Palpitations or an irregular pulse with a heart rate above 120 or below 40, or fast AF',
    urgency: 'urgent',
    // Round eleven (helper E). NHS atrial fibrillation: an urgent GP appointment or 111 if the heart
    // rate is consistently above 120 or below 40 beats a minute; chest pain, fainting or severe
    // breathlessness with it are emergencies (their own rules).
    when: {
      any: ['fastAtrialFibrillation', { all: ['palpitations', { any: ['fastHeart120', 'slowHeart40'] }] }],
    },
    who: { minAge: 16 },
    advice:
      'Palpitations or an irregular heartbeat with a heart rate above 120 or below 40 beats a minute need an urgent GP appointment or 111 today. Call 911 if there is chest pain, fainting, severe breathlessness or dizziness.',
    source: {
      title:
        'Atrial fibrillation (NHS, 2024); Atrial fibrillation: diagnosis and management, NICE NG196 (2021)',
      url: 'https://www.nhs.uk/conditions/atrial-fibrillation/',
    },
    conditions: ['Atrial fibrillation with a fast or slow rate', 'Other heart rhythm problem'],
  },
  {
    id: 'serotonin-syndrome',
    label:
      'Muscle jerks with sweating, fever, a racing heart or confusion on a medicine that raises serotonin',
    urgency: 'emergency',
    // Round twenty-three (dev-probes-18). MedlinePlus serotonin syndrome and NHS sertraline: after
    // starting or adding a medicine that raises serotonin (an antidepressant with tramadol, a triptan
    // or lithium), twitching or jerking muscles with sweating, a high temperature, a fast heartbeat,
    // agitation or confusion need emergency care.
    when: {
      all: [
        'serotonergicMedicine',
        'muscleJerking',
        {
          any: [
            'sweating',
            'fever',
            'fastPulse',
            'fastHeart120',
            'palpitations',
            'confusion',
            'deliriumSigns',
            // Round twenty-four (a), MedlinePlus serotonin syndrome: agitation or restlessness.
            'agitatedNow',
          ],
        },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now: jerking or twitching muscles with sweating, a high temperature, a racing heart, agitation or confusion while taking an antidepressant, tramadol, lithium, a triptan or a similar medicine can be serotonin syndrome, which can get worse quickly. Take no more doses until a clinician has seen you, and bring the medicines with you.`,
    source: {
      title: 'Serotonin syndrome (MedlinePlus); Side effects of sertraline (NHS medicines)',
      url: 'https://www.nhs.uk/medicines/sertraline/side-effects-of-sertraline/',
    },
    conditions: ['Serotonin syndrome (serotonin toxicity)'],
  },
  {
    id: 'stimulant-overheating',
    label: 'A high temperature or overheating after MDMA, ecstasy, another stimulant or pills at a party',
    urgency: 'emergency',
    // Round twenty-four (a). Department of Health Victoria drug alert: MDMA and other stimulants raise
    // the body temperature, and the overheating can kill; NHS heatstroke: a temperature of 40 °C or
    // confusion is a 999 emergency. Any fever or feeling very hot after such a drug is that danger.
    when: {
      all: [
        'partyDrugTaken',
        {
          any: [
            'fever',
            'fever39',
            'fever40',
            'feverFeltHigh',
            'feelsVeryHot',
            'heatStroke',
            'confusion',
            'seizure',
            'collapse',
          ],
        },
      ],
    },
    advice: `${CALL_911} A high temperature, feeling very hot, confusion, a fit or collapse after MDMA (ecstasy), another stimulant or pills taken at a party can be dangerous overheating. Move the person somewhere cool, loosen their clothes, cool the skin with water and fanning, give sips of water (not a lot at once), stay with them, and tell the paramedics what was taken.`,
    source: {
      title:
        'MDMA and other stimulants in hot environments (Department of Health, Victoria); Heatstroke (NHS)',
      url: 'https://www.health.vic.gov.au/drug-alerts/mdma-and-other-stimulants-in-hot-environments',
    },
    conditions: ['Stimulant-induced hyperthermia', 'MDMA toxicity'],
    knowledge: ['urgent-poisoning'],
  },
  {
    id: 'neuroleptic-malignant-syndrome',
    label: 'Rigid muscles with a fever, sweating or confusion on an antipsychotic',
    urgency: 'emergency',
    // Round twenty-three (dev-probes-18). NHS haloperidol and MedlinePlus neuroleptic malignant
    // syndrome: stiff, rigid muscles with a high temperature, sweating or confusion on an
    // antipsychotic (or metoclopramide) is a rare reaction that needs hospital treatment at once.
    when: {
      all: [
        'antipsychoticMedicine',
        'muscleRigidity',
        { any: ['fever', 'sweating', 'confusion', 'deliriumSigns', 'drowsy', 'fastPulse', 'fastHeart120'] },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now: rigid or locked muscles with a high temperature, sweating, a fast heartbeat or confusion while taking an antipsychotic (or metoclopramide or prochlorperazine) can be neuroleptic malignant syndrome, which needs hospital treatment straight away. Do not take the next dose, and bring the medicines with you.`,
    source: {
      title: 'Haloperidol (NHS medicines); Neuroleptic malignant syndrome (MedlinePlus)',
      url: 'https://www.nhs.uk/medicines/haloperidol/',
    },
    conditions: ['Neuroleptic malignant syndrome'],
  },
  {
    id: 'necrotising-fasciitis',
    label: 'Pain far worse than a wound or the skin looks, with a fever, blisters or feeling very unwell',
    urgency: 'emergency',
    // Round twenty-three (dev-probes-18). NHS necrotising fasciitis: intense pain much worse than
    // expected from a wound or the look of the skin, with a high temperature, flu-like aches, swelling,
    // blisters or dark skin, needs 999 or A&E.
    when: {
      all: [
        'painOutOfProportion',
        {
          any: [
            'fever',
            'feverFeltHigh',
            'blisters',
            'veryUnwell',
            'spreadingRedness',
            'fluAches',
            'woundInfectionSigns',
            'skinInfectionSigns',
          ],
        },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now: pain much worse than a wound or the skin looks, with a high temperature, aches, swelling, blisters or skin turning dark, can be necrotising fasciitis, a fast-spreading infection under the skin that needs surgery and antibiotics in hospital. Do not wait to see whether it settles.`,
    source: {
      title: 'Necrotising fasciitis (NHS)',
      url: 'https://www.nhs.uk/conditions/necrotising-fasciitis/',
    },
    conditions: ['Necrotising fasciitis', 'Compartment syndrome'],
  },
  {
    id: 'post-tonsillectomy-bleed',
    label: 'Bleeding from the mouth or throat after a tonsillectomy',
    urgency: 'emergency',
    // Round twenty-three (dev-probes-18). MedlinePlus tonsil removal aftercare and NHS tonsillitis:
    // bright red blood from the mouth or throat, or spitting, swallowing or vomiting blood, in the
    // weeks after the tonsils are taken out needs emergency care; a small bleed can come before a
    // large one.
    when: {
      all: [
        'afterTonsillectomy',
        { any: ['mouthThroatBleeding', 'vomitingBlood', 'coughingBlood', 'noseBleeding'] },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now: any bright red blood from the mouth, throat or nose, or spitting, swallowing or vomiting blood, in the weeks after a tonsillectomy can be the start of a serious bleed. Sit up, lean forward and spit the blood out rather than swallowing it, and do not eat or drink on the way.`,
    source: {
      title: 'Tonsils and adenoids (MedlinePlus); Tonsillitis (NHS)',
      url: 'https://medlineplus.gov/tonsilsandadenoids.html',
    },
    conditions: ['Post-tonsillectomy haemorrhage'],
  },
  {
    id: 'giant-cell-arteritis-sight',
    label: 'Giant cell arteritis signs with loss, blurring or doubling of sight',
    urgency: 'emergency',
    // Round twenty-three (dev-probes-18). NHS temporal arteritis and NICE CKS giant cell arteritis:
    // with jaw pain on chewing or a tender scalp or temple, any loss of sight (even a few minutes'),
    // blurring or double vision needs emergency care the same hour, as the other eye can follow.
    when: { all: ['gcaSigns', { any: ['suddenVisionLoss', 'visionChange', 'doubleVision'] }] },
    advice: `${CALL_911_TO} or go to an emergency department now: a new headache with jaw pain on chewing or a tender scalp or temple, together with sight that has gone, blurred or doubled (even if it came back), can be giant cell arteritis threatening the sight, which needs steroids straight away.`,
    source: {
      title: 'Temporal arteritis (NHS); Giant cell arteritis, NICE CKS (2024)',
      url: 'https://www.nhs.uk/conditions/temporal-arteritis/',
    },
    conditions: ['Giant cell arteritis with visual symptoms'],
    supersedes: ['giant-cell-arteritis'],
  },
];
