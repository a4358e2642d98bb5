import type { Rule } from '../engine.ts';
import { CALL_911, CALL_911_TO, DROWSY_OR_CONFUSED } from './common.ts';

/** Problems that need a clinician the same day, though not an ambulance. */
export const SAME_DAY_RULES: readonly Rule[] = [
  {
    id: 'dehydration-shock',
    label: 'Dehydration with drowsiness, fast heart or poor circulation',
    urgency: 'emergency',
    when: {
      all: [
        { any: ['noUrine', 'dehydrationSigns', 'cannotKeepFluids'] },
        { any: ['drowsy', 'hardToWake', 'mottled', 'veryFastHeart', 'lowBloodPressure'] },
      ],
    },
    advice: `${CALL_911} Dehydration with drowsiness or floppiness, cold mottled skin, slow skin refill or a very fast heart can be shock.`,
    source: {
      title: 'Diarrhoea and vomiting caused by gastroenteritis in under 5s, NICE CG84 (2009)',
      url: 'https://www.nice.org.uk/guidance/cg84',
    },
    conditions: ['Severe dehydration with shock'],
    knowledge: ['urgent-dehydration'],
    supersedes: ['severe-dehydration', 'unwell-child'],
  },
  {
    id: 'pregnancy-heavy-bleeding',
    label: 'Heavy bleeding in pregnancy',
    urgency: 'emergency',
    when: 'heavyVaginalBleeding',
    who: { pregnancy: 'pregnant-or-postpartum' },
    advice: `${CALL_911} Heavy bleeding in pregnancy or after a birth (soaking pads, passing clots), especially with cramps, belly pain or feeling faint, needs emergency care. Lie down while you wait and keep any pads or clots to show the team.`,
    source: {
      title:
        'Vaginal bleeding in pregnancy (NHS, 2023); Postpartum haemorrhage (NHS); Urgent maternal warning signs (CDC)',
      url: 'https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/vaginal-bleeding/',
    },
    conditions: [
      'Miscarriage',
      'Ectopic pregnancy',
      'Placental abruption or placenta previa',
      'Postpartum haemorrhage',
    ],
    knowledge: ['urgent-pregnancy-warning-signs'],
    supersedes: ['pregnancy-bleeding'],
  },
  {
    id: 'early-pregnancy-pain',
    label: 'Belly or period-like pain with a late period or a positive pregnancy test',
    urgency: 'urgent',
    when: { all: ['missedPeriod', { any: ['abdominalPain', 'periodLikePain'] }] },
    who: { notSex: 'male', minAge: 10, maxAge: 60 },
    advice:
      'Pain in the belly or pelvis with a late period or a positive pregnancy test should be checked today, to rule out an ectopic pregnancy: call your GP, an early pregnancy unit or 111 now. Call 911 for severe or one-sided pain, shoulder-tip pain, heavy bleeding, or feeling faint.',
    source: {
      title:
        'Ectopic pregnancy and miscarriage: diagnosis and initial management, NICE NG126 (2019, updated 2023); Ectopic pregnancy (NHS)',
      url: 'https://www.nice.org.uk/guidance/ng126',
    },
    conditions: ['Ectopic pregnancy', 'Miscarriage'],
    knowledge: ['urgent-pregnancy-warning-signs'],
  },
  {
    // Dev-probes-16: bleeding told beside a positive test or a late period ("+ve UPT last week, light
    // brown spotting") is bleeding in pregnancy; the pregnancy itself is not yet named. A late period
    // that turns out to be a period is over-triaged on purpose: the two read the same.
    id: 'early-pregnancy-bleeding',
    label: 'Bleeding with a late period or a positive pregnancy test',
    urgency: 'urgent',
    when: { all: ['missedPeriod', 'vaginalBleeding'] },
    who: { notSex: 'male', minAge: 10, maxAge: 60 },
    advice:
      'Bleeding or spotting with a late period or a positive pregnancy test should be checked today, to rule out a miscarriage or an ectopic pregnancy: call your GP, an early pregnancy unit, midwife or 111 now. Call 911 for heavy bleeding, severe or one-sided pain, shoulder-tip pain, or feeling faint.',
    source: {
      title:
        'Ectopic pregnancy and miscarriage: diagnosis and initial management, NICE NG126 (2019, updated 2023); Vaginal bleeding in pregnancy (NHS)',
      url: 'https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/vaginal-bleeding/',
    },
    conditions: ['Miscarriage', 'Ectopic pregnancy'],
    knowledge: ['urgent-pregnancy-warning-signs'],
  },
  {
    id: 'back-pain-not-easing',
    label: 'Back pain that rest does not ease, or worse at night',
    urgency: 'urgent',
    when: { all: ['backPain', 'restDoesNotEase'] },
    advice:
      'Back pain that does not ease when you rest, or is worse at night, should be checked by a clinician today: ask for an urgent GP appointment or call 111. Go to an emergency department at once for numbness around the bottom or genitals, new trouble passing or holding urine or stool, or weakness in both legs.',
    source: { title: 'Back pain (NHS, 2024)', url: 'https://www.nhs.uk/conditions/back-pain/' },
    conditions: ['Back pain needing assessment (infection, fracture, cancer to be ruled out)'],
  },
  {
    id: 'pregnancy-bleeding',
    label: 'Bleeding in pregnancy',
    urgency: 'urgent',
    when: { any: ['vaginalBleeding', 'bleeding'] },
    who: { pregnancy: 'pregnant-or-postpartum' },
    advice:
      'Bleeding in pregnancy should be assessed today: call your early pregnancy unit, maternity unit, midwife or obstetrician now. Call 911 for heavy bleeding, severe pain, pain on one side or in the shoulder tip, or fainting.',
    source: {
      title:
        'Ectopic pregnancy and miscarriage, NICE NG126 (2019, updated 2023); Urgent maternal warning signs (CDC)',
      url: 'https://www.nice.org.uk/guidance/ng126',
    },
    conditions: ['Miscarriage', 'Ectopic pregnancy', 'Placental problem'],
    knowledge: ['urgent-pregnancy-warning-signs'],
  },
  // Round seventeen (helper X), NHS miscarriage: light bleeding or spotting in pregnancy told without
  // the word bleeding ("pink blood on the paper", "a little blood in my knickers") is for the GP,
  // midwife, early pregnancy unit or 111 today.
  {
    id: 'pregnancy-spotting',
    label: 'A little blood on wiping or in the underwear in pregnancy',
    urgency: 'urgent',
    when: 'pregnancySpottingLay',
    who: { pregnancy: 'pregnant' },
    advice:
      'Any bleeding in pregnancy, even a little pink or brown blood on wiping, should be checked today: call your GP, midwife or early pregnancy unit, or 111. Call 999 for heavy bleeding (soaking a pad in an hour or passing clots), severe pain, pain in the shoulder tip, or feeling dizzy or faint.',
    source: {
      title: 'Miscarriage (NHS, 2022); Vaginal bleeding in pregnancy (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/miscarriage/',
    },
    conditions: ['Threatened miscarriage', 'Ectopic pregnancy', 'Bleeding in pregnancy'],
    knowledge: ['urgent-pregnancy-warning-signs'],
  },
  // Round seventeen (helper X), NHS ectopic pregnancy (call 999 or go to A&E if you feel very dizzy
  // or faint) and NHSGGC early pregnancy (bleeding with feeling faint): any bleeding in pregnancy with
  // dizziness or the room spinning can be blood loss inside or outside.
  {
    id: 'pregnancy-bleeding-dizzy',
    label: 'Bleeding in pregnancy with dizziness or feeling faint',
    urgency: 'emergency',
    when: {
      all: [
        // Round seventeen (helper X, second pass): not bleeding gums, a nosebleed or piles.
        { any: ['vaginalBleeding', 'heavyVaginalBleeding', 'pregnancySpottingLay', 'bleedingNotOtherSite'] },
        { any: ['dizzyLightheaded', 'vertigo'] },
      ],
    },
    unless: 'noseBleeding',
    who: { pregnancy: 'pregnant' },
    advice: `${CALL_911} Bleeding in pregnancy with dizziness, feeling faint or the room spinning can mean heavy blood loss, from a miscarriage or an ectopic pregnancy. Lie down while you wait.`,
    source: {
      title: 'Ectopic pregnancy (NHS, 2022); Miscarriage (NHS, 2022)',
      url: 'https://www.nhs.uk/conditions/ectopic-pregnancy/',
    },
    conditions: ['Miscarriage with heavy blood loss', 'Ectopic pregnancy'],
    knowledge: ['urgent-pregnancy-warning-signs'],
    supersedes: ['pregnancy-bleeding', 'pregnancy-spotting'],
  },
  {
    id: 'pregnancy-infection-exposure',
    label: 'Contact with chickenpox, shingles or measles in pregnancy',
    urgency: 'urgent',
    when: 'infectionExposure',
    who: { pregnancy: 'pregnant' },
    advice:
      'Contact your midwife, obstetrician or doctor today: after contact with chickenpox, shingles or measles in pregnancy, treatment to prevent infection works only within days of the contact.',
    source: {
      title: 'Chickenpox in pregnancy, RCOG Green-top Guideline 13 (2015)',
      url: 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/chickenpox-in-pregnancy-green-top-guideline-no-13/',
    },
    conditions: ['Chickenpox or measles exposure in pregnancy'],
  },
  {
    id: 'acute-urinary-retention',
    label: 'Cannot pass any urine at all, or for hours, or with a full, swollen bladder',
    urgency: 'emergency',
    // Round ten (helper C), NHS urinary retention: suddenly being unable to pee at all needs emergency
    // treatment (a catheter). A weak stream or dribbling stays with the GP.
    when: { any: ['urinaryRetentionComplete', { all: ['urinaryRetention', 'distension'] }] },
    advice: `${CALL_911_TO} or go to an emergency department now: being unable to pass any urine, especially with a full, painful or swollen lower belly, is acute urinary retention and needs a catheter straight away.`,
    source: {
      title: 'Urinary retention (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/urinary-retention/',
    },
    conditions: ['Acute urinary retention'],
    supersedes: ['urinary-retention'],
  },
  {
    id: 'urinary-retention',
    label: 'Cannot pass urine',
    urgency: 'urgent',
    when: 'urinaryRetention',
    advice:
      'Being unable to pass any urine, especially with a painful swollen lower belly, needs a catheter: go to an emergency department or urgent care now. With back pain, numbness between the legs or leg weakness, call 911.',
    source: {
      title: 'Lower urinary tract symptoms in men, NICE CG97 (2010, updated 2015); Urinary retention (NHS)',
      url: 'https://www.nhs.uk/conditions/urinary-retention/',
    },
    conditions: ['Acute urinary retention'],
  },
  {
    id: 'blocked-catheter',
    label: 'A urinary catheter that has stopped draining',
    urgency: 'urgent',
    // Round eleven (helper F). NHS urinary catheters: a catheter that stops draining (blocked, or
    // urine leaking round it) needs the district or community nurse, or NHS 111, urgently.
    when: 'catheterBlocked',
    advice: `A catheter that has stopped draining needs help now: check the tube is not kinked and the bag is below the bladder, then call the district or community nurse, NHS 111 or urgent care straight away, as the bladder can fill painfully and the kidneys can be harmed. ${CALL_911_TO} if there is a high fever with shivering, confusion, or severe belly pain.`,
    source: {
      title: 'Urinary catheters (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/urinary-catheters/',
    },
    conditions: ['Blocked urinary catheter', 'Urinary retention'],
    supersedes: ['severe-dehydration'],
  },
  {
    id: 'hip-fracture',
    label: 'Suspected broken hip: a leg that looks shorter or turned outwards after a fall',
    urgency: 'emergency',
    when: { any: [{ all: ['injury', 'legShortenedOrTurnedOut'] }, 'brokenHip'] },
    advice: `${CALL_911_TO} for an ambulance: after a fall, a leg that looks shorter than the other or lies turned outwards, or a hip you think is broken, needs hospital treatment straight away. Try not to move, and keep warm while you wait.`,
    source: {
      title: 'Hip fracture (NHS); Hip fracture: management, NICE CG124 (2011, updated 2023)',
      url: 'https://www.nhs.uk/conditions/hip-fracture/',
    },
    conditions: ['Hip fracture (fractured neck of femur)', 'Hip dislocation'],
    supersedes: ['possible-fracture', 'child-limp'],
  },
  {
    id: 'hip-fracture-older',
    label: 'An older person who cannot stand or bear weight after a fall with hip or groin pain',
    urgency: 'emergency',
    when: { all: ['injury', 'hipPain', 'fractureSigns'] },
    // A hip fracture is the usual cause in an older person; NHS: call 999 if you think it is broken.
    who: { minAge: 65, ageUnknown: 'skip' },
    advice: `${CALL_911_TO} for an ambulance: an older person who has fallen and has hip or groin pain and cannot stand or put weight on the leg may have broken their hip, which needs hospital treatment straight away. Try not to move them, and keep them warm.`,
    source: {
      title: 'Hip fracture (NHS); Hip fracture: management, NICE CG124 (2011, updated 2023)',
      url: 'https://www.nhs.uk/conditions/hip-fracture/',
    },
    conditions: ['Hip fracture (fractured neck of femur)'],
    supersedes: ['possible-fracture', 'child-limp'],
  },
  {
    id: 'long-lie-after-fall',
    label: 'Cannot get up off the floor after a fall, or has been on the floor for hours',
    urgency: 'emergency',
    // Round ten (helper C), NHS falls: call 999 if the person cannot get up, or is hurt; a long lie on
    // the floor brings pressure damage, muscle breakdown and cold, whatever caused the fall.
    when: 'longLie',
    advice: `${CALL_911_TO} for an ambulance: someone who cannot get up off the floor after a fall, or has been lying there for a long time, needs to be checked in hospital. Do not try to lift them; keep them warm with a blanket and stay with them.`,
    source: { title: 'Falls (NHS, 2025)', url: 'https://www.nhs.uk/conditions/falls/' },
    conditions: [
      'Long lie after a fall (hypothermia, rhabdomyolysis, pressure damage)',
      'Hip or other fracture',
    ],
    supersedes: ['older-adult-decline', 'possible-fracture'],
  },
  {
    id: 'hypothermia',
    label:
      'Cold to touch with slow or slurred speech, drowsiness, confusion, stopped shivering or a cold house',
    urgency: 'emergency',
    // Round sixteen (helper T), NHS hypothermia: cold, pale skin, slurred speech, slow breathing,
    // tiredness or confusion; go to A&E or call 999 if you think someone has hypothermia. Shivering
    // that stops is a sign it is getting worse. Older people in a cold home are most at risk.
    when: {
      any: [
        {
          all: [
            'coldToTouch',
            {
              any: ['hypothermiaSigns', 'coldExposure', ...DROWSY_OR_CONFUSED, 'slowBreathing'],
            },
          ],
        },
        // A cold house with mumbling alone is not enough (round sixteen review: "mumbling at the TV as
        // usual"): a sign that the person is cold, drowsy, confused or has stopped shivering too.
        {
          all: [
            'coldExposure',
            'hypothermiaSigns',
            { any: ['stoppedShivering', ...DROWSY_OR_CONFUSED, 'slowBreathing'] },
          ],
        },
        { all: ['stoppedShivering', { any: DROWSY_OR_CONFUSED }] },
        {
          all: [
            'hypothermiaNamed',
            { any: ['coldToTouch', 'hypothermiaSigns', ...DROWSY_OR_CONFUSED, 'slowBreathing'] },
          ],
        },
      ],
    },
    advice: `${CALL_911} Someone who is cold to touch and slow, mumbling, drowsy or confused, or who has stopped shivering, may have hypothermia. While you wait, move them somewhere warm, remove wet clothes, wrap them in blankets with the head covered, and give a warm sweet drink only if they are fully awake. Do not use a hot bath or rub their limbs.`,
    source: { title: 'Hypothermia (NHS, 2023)', url: 'https://www.nhs.uk/conditions/hypothermia/' },
    conditions: ['Hypothermia'],
    supersedes: ['older-adult-decline', 'acute-confusion'],
  },
  {
    id: 'open-fracture',
    label: 'Bone sticking out through the skin',
    urgency: 'emergency',
    when: 'openFracture',
    advice: `${CALL_911} A bone sticking out through the skin (an open fracture) needs emergency care: cover the wound with a clean dressing, do not push the bone back, and keep the limb still.`,
    source: {
      title: 'Broken arm or wrist; Broken leg (NHS): call 999 if a bone is sticking out',
      url: 'https://www.nhs.uk/conditions/broken-arm-or-wrist/',
    },
    conditions: ['Open fracture'],
    supersedes: ['possible-fracture'],
  },
  {
    id: 'possible-fracture',
    label: 'Injury with signs of a broken bone',
    urgency: 'urgent',
    // A fall onto the ribs that hurts on breathing in is a possible rib fracture (NHS broken ribs).
    when: { all: ['injury', { any: ['fractureSigns', 'pleuritic'] }] },
    advice:
      'An injury where you cannot bear weight or use the limb, it looks deformed, or the bone is very tender needs an X-ray today at urgent care or an emergency department. Call 911 if bone is showing, the limb is cold, pale or numb, or there is heavy bleeding.',
    source: {
      title: 'Fractures (non-complex): assessment and management, NICE NG38 (2016); Ottawa ankle rules',
      url: 'https://www.nice.org.uk/guidance/ng38',
    },
    conditions: ['Fracture'],
  },
  {
    id: 'achilles-rupture',
    label: 'A possible Achilles tendon rupture',
    urgency: 'urgent',
    // Round eleven (helper E). NHS Achilles tendon rupture: a kick felt at the back of the heel, a
    // pop or snap, a gap above the heel or not being able to stand on tiptoe: go to an urgent
    // treatment centre or A&E.
    when: { any: ['achillesRupture', { all: ['cannotTiptoe', 'injury'] }] },
    who: { maxDays: 14 },
    advice:
      'A sudden pain or a "kick" at the back of the heel or calf, a pop or snap, a gap above the heel or not being able to stand on tiptoe can be a torn Achilles tendon: stop, keep off the foot and go to an urgent treatment centre or emergency department today.',
    source: {
      title: 'Achilles tendon rupture (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/achilles-tendon-rupture/',
    },
    conditions: ['Achilles tendon rupture', 'Calf muscle tear'],
    supersedes: ['possible-fracture', 'acute-joint-injury'],
  },
  {
    id: 'dislocated-joint',
    label: 'A joint that has popped out or dislocated',
    urgency: 'urgent',
    // Round eleven (helper E). NHS dislocated shoulder and dislocated kneecap: go to an urgent
    // treatment centre or A&E, and do not try to put it back in yourself.
    when: 'dislocatedJoint',
    who: { maxDays: 14 },
    advice:
      'A joint that has popped out of place or will not go back needs to be put back by a clinician: do not try to push it back yourself. Support it in the most comfortable position and go to an urgent treatment centre or emergency department now. Call 911 if the arm, leg, hand or foot below it is cold, pale, blue or numb.',
    source: {
      title: 'Dislocated shoulder (NHS, 2023); Dislocated kneecap (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/dislocated-shoulder/',
    },
    conditions: ['Dislocated joint', 'Fracture'],
    supersedes: ['possible-fracture'],
  },
  {
    id: 'acute-joint-injury',
    label: 'A pop in a joint at an injury, with fast swelling or not bearing weight',
    urgency: 'urgent',
    // Round eleven (helper E). NHS knee pain: go to an urgent treatment centre if you cannot put
    // weight on the leg after an injury or the knee is badly swollen; a pop and swelling within
    // hours is a torn ligament or bleeding into the joint until shown otherwise.
    when: { all: [{ any: ['jointPop', 'injury'] }, 'jointInjurySevere'] },
    who: { maxDays: 14 },
    advice:
      'A joint that popped or snapped at an injury and then swelled up quickly, will not take your weight, locks or gives way needs to be checked today at an urgent treatment centre or emergency department. Rest it, raise it and use an ice pack meanwhile.',
    source: {
      title: 'Knee pain (NHS, 2023); Sprains and strains (NHS, 2022)',
      url: 'https://www.nhs.uk/conditions/knee-pain/',
    },
    conditions: [
      'Ligament tear (such as the anterior cruciate ligament)',
      'Bleeding into the joint',
      'Fracture',
    ],
  },
  {
    id: 'possible-wrist-fracture',
    label: 'A swollen or bruised wrist or forearm after falling onto the hand',
    urgency: 'urgent',
    // NHS broken arm or wrist: swelling, bruising or tenderness after a fall onto the hand can be a
    // break (distal radius, scaphoid), most of all in children and older people.
    when: { all: ['fallOnHand', 'wristSwollen'] },
    who: { maxDays: 7 },
    advice:
      'A wrist or forearm that is swollen, bruised or very tender after a fall onto the hand may be broken: keep it still, support it, and go to an urgent treatment centre or emergency department today for an X-ray. Call 911 if the hand is cold, pale, blue or numb, or bone is showing.',
    source: {
      title:
        'Broken arm or wrist (NHS, 2023); Fractures (non-complex): assessment and management, NICE NG38 (2016)',
      url: 'https://www.nhs.uk/conditions/broken-arm-or-wrist/',
    },
    conditions: ['Wrist fracture (distal radius)', 'Scaphoid fracture', 'Forearm fracture'],
    supersedes: ['possible-fracture'],
  },
  {
    id: 'child-limp',
    label: 'A child with a new limp or who will not walk or bear weight',
    urgency: 'urgent',
    when: 'limpOrNotWalking',
    // A limp after a known injury is read by possible-fracture (cannot bear weight, deformity).
    unless: 'injury',
    who: { maxAge: 16, ageUnknown: 'skip', childWordsCountAsUnder: 16, maxDays: 14 },
    advice:
      'A child who starts limping, or will not walk or put weight on a leg, without an obvious minor injury should be seen by a clinician today. Go to an emergency department now if they also have a high temperature or seem unwell.',
    source: {
      title: 'Limp in children, NICE Clinical Knowledge Summaries; Irritable hip (NHS)',
      url: 'https://cks.nice.org.uk/topics/limp-in-children/',
    },
    conditions: ['Septic arthritis', 'Irritable hip', 'Fracture'],
  },
  {
    id: 'limp-with-fever',
    label: 'A limp, or not walking or bearing weight, with a fever',
    urgency: 'urgent',
    // Round ten (helper B). NHS Healthier Together (limp) and NICE CKS limp in children: a limp or
    // refusing to bear weight with a fever may be an infected joint or bone (septic arthritis,
    // osteomyelitis) and needs a clinician the same day. Any age, and after an injury too.
    when: { all: ['limpOrNotWalking', 'fever'] },
    advice: `A limp, or not walking or putting weight on a leg, with a high temperature can be an infection in a joint or bone and needs a clinician today (an urgent GP appointment, urgent care or NHS 111). ${CALL_911_TO} or go to an emergency department if the person seems very unwell, is very sleepy, or has a rash that does not fade when pressed.`,
    source: {
      title: 'Limp in children, NICE Clinical Knowledge Summaries; Hip pain in children (NHS)',
      url: 'https://cks.nice.org.uk/topics/limp-in-children/',
    },
    conditions: ['Septic arthritis', 'Osteomyelitis', 'Irritable hip'],
    supersedes: ['child-limp'],
  },
  {
    id: 'child-fever-rash',
    label: 'A child with a rash and a fever',
    urgency: 'urgent',
    when: { all: ['rash', 'fever'] },
    unless: 'chickenpox',
    who: { maxAge: 16, ageUnknown: 'skip', childWordsCountAsUnder: 16 },
    advice:
      'A child with a rash and a high temperature should be seen by a clinician today, even if the spots fade when pressed. Call 911 if the rash does not fade under a glass, or the child is floppy, hard to wake or struggling to breathe.',
    source: {
      title: 'Rashes in babies and children (NHS)',
      url: 'https://www.nhs.uk/conditions/rashes-babies-and-children/',
    },
    conditions: ['Viral rash', 'Scarlet fever', 'Meningococcal disease (if the rash stops fading)'],
  },
  {
    id: 'tetanus-prone-wound',
    label: 'A dirty or rusty wound, or tetanus jabs not up to date',
    urgency: 'urgent',
    when: 'tetanusProneWound',
    who: { maxDays: 7 },
    advice:
      'A deep or dirty wound (soil, manure, rust, barbed wire) when tetanus vaccination is not up to date or not known may need cleaning and a tetanus jab or immunoglobulin today: go to urgent care.',
    source: { title: 'Tetanus (NHS)', url: 'https://www.nhs.uk/conditions/tetanus/' },
    conditions: ['Tetanus-prone wound'],
  },
  {
    // Round seventeen (helper W), NHS altitude sickness: at altitude, confusion, clumsiness or
    // walking like a drunk (HACE), or breathlessness at rest and a cough with frothy sputum (HAPE)
    // are emergencies: go down straight away and get emergency help.
    id: 'high-altitude-oedema',
    label: 'Confusion, unsteadiness, drowsiness or breathlessness at rest at high altitude',
    urgency: 'emergency',
    when: {
      all: [
        'atAltitude',
        {
          any: [
            // Round seventeen (helper W, second pass): vomiting with a severe headache at altitude
            // (swelling of the brain starting, NHS altitude sickness).
            { all: ['severeHeadache', 'vomiting'] },
            'altitudeDanger',
            'unsteady',
            ...DROWSY_OR_CONFUSED,
            'breathlessAtRest',
            'severeBreathing',
          ],
        },
      ],
    },
    advice: `Go down now, at least 300 to 1,000 metres (1,000 to 3,000 feet), with someone staying with the person, and call the local emergency number or mountain rescue: confusion, clumsiness or walking like a drunk (swelling of the brain) or breathlessness at rest with a frothy cough (fluid on the lungs) at altitude can kill within hours. Give oxygen if there is any. Do not wait for the morning.`,
    source: {
      title: 'Altitude sickness (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/altitude-sickness/',
    },
    conditions: ['High-altitude cerebral oedema', 'High-altitude pulmonary oedema'],
    supersedes: ['acute-confusion'],
  },
  {
    // Round seventeen (helper W), NHS decompression sickness: joint pain, tingling or numbness, a
    // rash, breathlessness, dizziness or confusion in the hours or days after scuba diving needs
    // 999 or A&E (recompression), not a wait for the flight home.
    id: 'decompression-sickness',
    label: 'Symptoms after scuba diving (decompression sickness)',
    urgency: 'emergency',
    who: { maxDays: 3 },
    when: {
      all: [
        'afterDiving',
        {
          any: [
            'diveSymptom',
            'rash',
            'mottled',
            'breathless',
            'chestPain',
            'confusion',
            'vertigo',
            'dizzyLightheaded',
            'unsteady',
            'unconscious',
            'faintedActually',
            'seizure',
          ],
        },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now and say you have been scuba diving: joint pain, tingling or numbness, a rash, breathlessness, dizziness or confusion after a dive can be decompression sickness, which needs oxygen and treatment in a recompression chamber as soon as possible. Lie flat, breathe oxygen if there is any, and do not fly or dive again until a diving doctor says so.`,
    source: {
      title: 'Decompression sickness (NHS, 2022)',
      url: 'https://www.nhs.uk/conditions/decompression-sickness/',
    },
    conditions: ['Decompression sickness', 'Arterial gas embolism'],
  },
  {
    // Round seventeen (helper W), NHS carbon monoxide poisoning: anyone confused, drowsy, fitting or
    // collapsed after exposure needs 999 or A&E after getting out into fresh air.
    id: 'carbon-monoxide-severe',
    label: 'Possible carbon monoxide poisoning with collapse, confusion, drowsiness or a seizure',
    urgency: 'emergency',
    when: {
      any: [
        {
          all: [
            { any: ['carbonMonoxide', 'enclosedCombustion', { all: ['coHomeClue', 'fuelAppliance'] }] },
            // Not "drowsy" or "lethargic" alone: those words are used of a pet ("the cat is lethargic"),
            // one of the clues; a person hard to wake or unconscious is read.
            {
              any: ['confusion', 'deliriumSigns', 'hardToWake', 'unconscious', 'faintedActually', 'seizure'],
            },
          ],
        },
        // Round seventeen (helper W, second pass): a fuel burnt in a closed space (a barbecue in a
        // tent, a generator in a garage) with anyone drowsy or collapsed.
        { all: ['enclosedCombustion', { any: ['drowsy', 'sleepyLay', 'collapse'] }] },
      ],
    },
    advice: `Get everyone out into fresh air now, leave the doors and windows open and turn off the appliance if you can, then ${CALL_911_TO.toLowerCase()}: carbon monoxide poisoning with confusion, drowsiness, a seizure or collapse is an emergency. Do not go back inside.`,
    source: {
      title: 'Carbon monoxide poisoning (NHS, 2022)',
      url: 'https://www.nhs.uk/conditions/carbon-monoxide-poisoning/',
    },
    conditions: ['Carbon monoxide poisoning'],
    supersedes: ['carbon-monoxide', 'carbon-monoxide-clues', 'acute-confusion'],
  },
  {
    // Round seventeen (helper W), NHS carbon monoxide poisoning: symptoms better away from home, or
    // others in the home or a pet unwell too, with a gas, oil, wood or coal appliance: 111 or a GP
    // the same day.
    id: 'carbon-monoxide-clues',
    label: 'Symptoms that may be carbon monoxide: better away from home or shared, with a fuel appliance',
    urgency: 'urgent',
    when: {
      all: [
        // Round seventeen (helper W, second pass): or a fuel burnt in a closed space.
        { any: [{ all: ['coHomeClue', 'fuelAppliance'] }, 'enclosedCombustion'] },
        { any: ['headache', 'nausea', 'vomiting', 'dizzyLightheaded', 'drowsy', 'confusion', 'collapse'] },
      ],
    },
    advice:
      'Headaches, dizziness or sickness that ease away from home, or that others in the home or a pet share, with a boiler, fire, heater or cooker can be carbon monoxide poisoning: stop using the appliance, open the windows, get it checked (National Gas Emergency line 0800 111 999 in the UK), and see a clinician today. Call 911 if anyone is confused, drowsy, short of breath or collapses.',
    source: {
      title: 'Carbon monoxide poisoning (NHS, 2022)',
      url: 'https://www.nhs.uk/conditions/carbon-monoxide-poisoning/',
    },
    conditions: ['Carbon monoxide poisoning'],
    supersedes: ['carbon-monoxide'],
  },
  {
    id: 'carbon-monoxide',
    label: 'Possible carbon monoxide poisoning',
    urgency: 'urgent',
    when: {
      all: ['carbonMonoxide', { any: ['headache', 'nausea', 'vomiting', 'drowsy', 'confusion', 'collapse'] }],
    },
    advice:
      'Headaches, dizziness or sickness that ease away from home, or a faulty boiler or heater, can be carbon monoxide poisoning: get into fresh air, turn off the appliance, and see a clinician today. Call 911 if anyone is confused, drowsy, short of breath or collapses.',
    source: {
      title: 'Carbon monoxide poisoning (NHS)',
      url: 'https://www.nhs.uk/conditions/carbon-monoxide-poisoning/',
    },
    conditions: ['Carbon monoxide poisoning'],
  },
  {
    id: 'pregnancy-itching',
    label: 'Itching of the hands and feet in pregnancy',
    urgency: 'urgent',
    when: 'itchyHandsFeet',
    who: { pregnancy: 'pregnant' },
    advice:
      'Itching in pregnancy, especially of the palms and soles and worse at night, can be intrahepatic cholestasis of pregnancy: contact your midwife or maternity unit today for a blood test.',
    source: {
      title: 'Intrahepatic cholestasis of pregnancy (NHS)',
      url: 'https://www.nhs.uk/pregnancy/related-conditions/complications/intrahepatic-cholestasis/',
    },
    conditions: ['Intrahepatic cholestasis of pregnancy'],
  },
  {
    id: 'spreading-infection',
    label: 'Spreading skin infection',
    urgency: 'urgent',
    when: 'spreadingRedness',
    // A ring-shaped rash slowly growing round a tick bite (erythema migrans) is Lyme disease, for a
    // GP appointment (NHS Lyme disease; NICE NG95), not a spreading cellulitis; heat, swelling or pus
    // anywhere in the text still fire `spreading-infection-signs`.
    unless: 'erythemaMigrans',
    advice:
      'Redness that is spreading, hot and tender, or a red line running up from a wound, should be seen by a clinician today. Call 911 if you feel very unwell, confused, or breathe fast.',
    source: {
      title: 'Cellulitis and erysipelas: antimicrobial prescribing, NICE NG141 (2019); Cellulitis (NHS)',
      url: 'https://www.nhs.uk/conditions/cellulitis/',
    },
    conditions: ['Cellulitis', 'Lymphangitis'],
    supersedes: ['spreading-infection-signs'],
  },
  {
    id: 'spreading-infection-signs',
    label: 'Spreading redness that is hot, swollen, throbbing or oozing (even round a tick bite)',
    urgency: 'urgent',
    when: { all: ['spreadingRedness', 'skinInfectionSigns'] },
    advice:
      'Spreading redness that is hot, swollen, throbbing or oozing pus, even around a tick bite, can be a skin infection (cellulitis) and should be seen by a clinician today. Call 911 if you feel very unwell, confused, or breathe fast.',
    source: {
      title:
        'Cellulitis and erysipelas: antimicrobial prescribing, NICE NG141 (2019); Cellulitis (NHS); Lyme disease, NICE NG95 (2018)',
      url: 'https://www.nhs.uk/conditions/cellulitis/',
    },
    conditions: ['Cellulitis', 'Infected tick or insect bite'],
  },
  {
    id: 'animal-bite',
    label: 'Animal or human bite',
    urgency: 'urgent',
    when: 'animalBite',
    // NHS animal and human bites: a bite that has broken the skin needs urgent care; one that has not
    // can be washed and watched.
    unless: 'biteSkinIntact',
    advice:
      'Wash the bite well with running water and get it checked today: bites that break the skin often need antibiotics, and a tetanus or rabies assessment.',
    source: {
      title:
        'Human and animal bites: antimicrobial prescribing, NICE NG184 (2020); Animal and human bites (NHS)',
      url: 'https://www.nhs.uk/conditions/animal-and-human-bites/',
    },
    conditions: ['Bite wound infection'],
  },
  {
    id: 'rabies-exposure',
    label: 'Bitten, scratched or licked on broken skin by a mammal in a country with rabies',
    urgency: 'urgent',
    // Round seventeen (helper Y). NHS rabies: get medical help immediately (GP, 111 or A&E) after a
    // bite or scratch from an animal in a country with rabies, even weeks later and if it has healed:
    // post-exposure treatment works until symptoms start.
    when: { all: ['rabiesAnimalContact', { any: ['rabiesRisk', 'travelFever'] }] },
    advice:
      'A bite or scratch from a dog, cat, monkey, bat or other mammal in a country with rabies, or a lick on broken skin, needs medical advice today for rabies treatment, even if it happened weeks ago and has healed: see a GP, call 111 or go to urgent care, and say where it happened.',
    source: { title: 'Rabies (NHS, 2023)', url: 'https://www.nhs.uk/conditions/rabies/' },
    conditions: ['Possible rabies exposure'],
  },
  {
    id: 'needlestick-injury',
    label: 'A needlestick or sharps injury from a used needle, or blood splashed into the eyes or mouth',
    urgency: 'urgent',
    // Round seventeen (helper Y). NHS "What should I do if I injure myself with a used needle?":
    // encourage the wound to bleed, wash it, then get medical advice straight away (GP, 111, A&E or
    // occupational health): treatment to prevent HIV works best within hours.
    // Round seventeen (helper Y, second pass): or a needle or syringe that went in, with the setting
    // that makes it someone else's (litter, a bin, a ward, a patient).
    when: { any: ['sharpsExposure', { all: ['needleInjuryPlain', 'sharpsSetting'] }] },
    advice:
      'After a needlestick or sharps injury from a used needle, or blood splashed into the eyes or mouth: let the wound bleed, wash it with soap and running water (rinse eyes or mouth with water), and get medical advice today, within hours, from occupational health, a GP, 111 or an emergency department: medicine to prevent HIV works best as soon as possible.',
    source: {
      title: 'What should I do if I injure myself with a used needle? (NHS, 2022)',
      url: 'https://www.nhs.uk/common-health-questions/accidents-first-aid-and-treatments/what-should-i-do-if-i-injure-myself-with-a-used-needle/',
    },
    conditions: ['Needlestick injury (blood-borne virus exposure)'],
  },
  {
    id: 'wound-needs-closure',
    label: 'Deep or gaping cut',
    urgency: 'urgent',
    when: 'deepWound',
    advice:
      'A deep or gaping cut may need closing: press on it with a clean cloth and go to urgent care today (within hours). Call 911 if it will not stop bleeding.',
    source: { title: 'Cuts and grazes (NHS)', url: 'https://www.nhs.uk/conditions/cuts-and-grazes/' },
    conditions: ['Laceration'],
  },
  {
    id: 'eye-injury',
    label: 'Eye injury or something in the eye',
    urgency: 'urgent',
    when: 'eyeInjury',
    advice:
      'An eye injury, or something in the eye that does not wash out, should be checked today at urgent care or an eye emergency service. For a chemical, rinse with running water for 15 minutes first; call 911 for a penetrating injury or sudden loss of vision.',
    source: { title: 'Eye injuries (NHS)', url: 'https://www.nhs.uk/conditions/eye-injuries/' },
    conditions: ['Corneal abrasion', 'Foreign body in the eye'],
  },
  {
    id: 'eye-injury-serious',
    label: 'Eye injury with blood in the eye, a change in sight, or an object at high speed',
    urgency: 'emergency',
    // Round ten (helper C), NHS eye injuries: go to A&E for changes to the sight, blood in the eye, or
    // something that hit the eye at high speed (a power tool, a lawnmower).
    when: {
      any: [{ all: ['eyeInjury', { any: ['eyeInjuryDanger', 'suddenVisionLoss'] }] }, 'eyeHighSpeed'],
    },
    advice:
      'Go to an emergency department now: an eye injury with blood inside the eye, a shadow or any change in the sight, or something that hit the eye at high speed can damage the eye for good. Do not rub or press on the eye. Call 911 if you cannot get there.',
    source: { title: 'Eye injuries (NHS, 2023)', url: 'https://www.nhs.uk/conditions/eye-injuries/' },
    conditions: [
      'Hyphaema (bleeding inside the eye)',
      'Penetrating eye injury',
      'Retinal detachment after trauma',
    ],
    supersedes: ['eye-injury'],
  },
  {
    id: 'shingles',
    label: 'Suspected shingles',
    urgency: 'urgent',
    when: 'shingles',
    who: { maxDays: 7 },
    advice:
      'If you think you have shingles, ask for an urgent GP appointment, a pharmacist or 111 today: antiviral medicine works best started within 3 days of the rash appearing.',
    source: { title: 'Shingles (NHS)', url: 'https://www.nhs.uk/conditions/shingles/' },
    conditions: ['Shingles (herpes zoster)'],
    knowledge: ['condition-shingles'],
  },
  {
    id: 'shingles-eye',
    label: 'Shingles near the eye',
    urgency: 'urgent',
    when: 'shinglesNearEye',
    advice:
      'Shingles on the forehead, the tip of the nose or around the eye needs a clinician today: it can damage the eye, and antiviral treatment works best early.',
    source: {
      title: 'Shingles, NICE CKS (2024); Shingles (NHS)',
      url: 'https://cks.nice.org.uk/topics/shingles/',
    },
    conditions: ['Herpes zoster ophthalmicus'],
    knowledge: ['condition-shingles'],
    supersedes: ['shingles'],
  },
  {
    id: 'renal-colic',
    label: 'Loin pain in waves, or loin pain with urinary symptoms',
    urgency: 'urgent',
    when: {
      any: [
        {
          all: ['flankPain', { any: ['severe', 'urinarySymptoms', 'vomiting', 'abdominalPain', 'backPain'] }],
        },
        'kidneyStone',
      ],
    },
    who: { maxDays: 14 },
    advice:
      'Severe pain in the side or back that comes in waves, often spreading to the groin, or loin pain with burning or blood in the urine, should be seen by a clinician today. Call 911 if there is a fever or shivering with it, or you cannot keep fluids down.',
    source: {
      title: 'Renal and ureteric stones, NICE NG118 (2019); Kidney infection (NHS)',
      url: 'https://www.nice.org.uk/guidance/ng118',
    },
    conditions: ['Kidney stone', 'Kidney infection'],
    knowledge: ['condition-kidney-stones'],
  },
  {
    id: 'kidney-infection',
    label: 'Loin pain with fever',
    urgency: 'urgent',
    when: { all: ['flankPain', { any: ['fever', 'infection', 'rigorsLay'] }] },
    advice:
      'Pain in the side or back with a fever or shivering can be a kidney infection: see a clinician today. Call 911 if you feel very unwell, confused or breathe fast.',
    source: {
      title: 'Pyelonephritis (acute): antimicrobial prescribing, NICE NG111 (2018); Kidney infection (NHS)',
      url: 'https://www.nhs.uk/conditions/kidney-infection/',
    },
    conditions: ['Kidney infection (pyelonephritis)'],
    knowledge: ['condition-uti'],
    supersedes: ['renal-colic'],
  },
  {
    id: 'kidney-infection-signs',
    label: 'Urine infection symptoms with pain in the side or back, or with feeling hot and shivery',
    urgency: 'urgent',
    // Round thirteen (helper Q). NICE CKS pyelonephritis (acute) and NICE NG111: lower urinary
    // symptoms with kidney (loin) pain suggest an upper urinary tract infection, with or without a
    // fever, and older people often have little fever; NHS UTIs and kidney infection: pain in the side
    // or lower back, or a high temperature or feeling hot and shivery with a UTI, needs an urgent GP
    // appointment or 111.
    when: {
      any: [
        { all: ['flankPain', { any: ['dysuria', 'urineInfectionLay'] }] },
        { all: [{ any: ['dysuria', 'urineInfectionLay'] }, 'feverFeltHigh'] },
      ],
    },
    advice:
      'Burning or stinging when passing urine with pain in the side or back, or with feeling hot and shivery, can be a kidney infection (even without a high temperature, and more so in older people): see a GP or call 111 today, as it needs antibiotics soon. Call 911 if the person becomes confused, very drowsy, breathes fast, or has blotchy or blue skin.',
    source: {
      title:
        'Pyelonephritis (acute), NICE CKS (2024); Pyelonephritis (acute): antimicrobial prescribing, NICE NG111 (2018); Kidney infection (NHS)',
      url: 'https://cks.nice.org.uk/topics/pyelonephritis-acute/',
    },
    conditions: ['Kidney infection (pyelonephritis)', 'Urinary tract infection'],
    knowledge: ['condition-uti'],
    supersedes: ['renal-colic'],
  },
  {
    id: 'croup',
    label: 'Barking cough (croup) in a child',
    urgency: 'urgent',
    when: 'croup',
    who: { maxAge: 16, childWordsCountAsUnder: 16 },
    advice:
      'A child with a barking cough should be seen by a clinician today. Call 911 if the child struggles to breathe, makes a noise when breathing in while calm, looks pale or blue, or is very drowsy.',
    source: { title: 'Croup, NICE CKS (2022); Croup (NHS)', url: 'https://www.nhs.uk/conditions/croup/' },
    conditions: ['Croup'],
  },
  {
    id: 'whooping-cough-infant',
    label: 'Whooping cough signs in a baby under 6 months',
    urgency: 'urgent',
    when: 'whoopingCough',
    who: { maxAge: 0.5, ageUnknown: 'skip' },
    advice:
      'A baby under 6 months with coughing bouts and a whoop, or vomiting after coughing, needs an urgent GP appointment or 111 today: whooping cough is most dangerous at this age. Call 911 if the lips, tongue or face turn blue or grey, the baby stops breathing for a moment, or has a fit.',
    source: { title: 'Whooping cough (NHS, 2024)', url: 'https://www.nhs.uk/conditions/whooping-cough/' },
    conditions: ['Whooping cough (pertussis)'],
  },
  {
    id: 'whooping-cough-pregnancy',
    label: 'Whooping cough, or contact with it, in pregnancy',
    urgency: 'urgent',
    when: 'whoopingCough',
    who: { pregnancy: 'pregnant' },
    advice:
      'In pregnancy, symptoms of whooping cough or contact with someone who has it need an urgent GP appointment or 111 today: treatment can protect you and the baby.',
    source: { title: 'Whooping cough (NHS, 2024)', url: 'https://www.nhs.uk/conditions/whooping-cough/' },
    conditions: ['Whooping cough (pertussis)'],
  },
  {
    id: 'fever-after-travel',
    label: 'Fever after travel to a malaria area',
    urgency: 'urgent',
    when: { all: [{ any: ['fever', 'feverishFelt'] }, 'travelFever'] },
    advice:
      'A fever within a year of travel to a malaria area needs a same-day malaria test: see a clinician today and say where you travelled.',
    source: {
      title: 'Malaria (NHS); Malaria, CDC Yellow Book (2024)',
      url: 'https://www.nhs.uk/conditions/malaria/',
    },
    conditions: ['Malaria'],
  },
  {
    id: 'asthma-worsening',
    label: 'Asthma getting worse, or an asthma attack that needed the reliever',
    urgency: 'urgent',
    // NHS asthma attacks: even when an attack eases with the reliever, get a same-day GP or asthma
    // nurse appointment.
    when: 'asthmaFlare',
    who: { maxDays: 14 },
    advice:
      'Needing the reliever inhaler every 4 hours or more often, asthma that is getting worse, or an asthma attack that needed the reliever (even if it has eased) needs a same-day appointment with a GP or asthma nurse. Call 911 if the reliever is not helping after 10 puffs, or the person cannot finish a sentence.',
    source: {
      title: 'Asthma, BTS/NICE/SIGN NG245 (2024); Asthma attacks (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/asthma/asthma-attacks/',
    },
    conditions: ['Asthma flare-up'],
    knowledge: ['condition-asthma'],
  },
  {
    id: 'sudden-hearing-loss',
    label: 'Sudden hearing loss',
    urgency: 'urgent',
    when: 'suddenHearingLoss',
    who: { maxDays: 30 },
    advice:
      'Sudden hearing loss in one or both ears needs a clinician today: treatment works best when it starts early.',
    source: {
      title:
        'Hearing loss in adults, NICE NG98 (2018); Sudden sensorineural hearing loss, AAO-HNS guideline (2019)',
      url: 'https://www.nice.org.uk/guidance/ng98',
    },
    conditions: ['Sudden sensorineural hearing loss'],
    knowledge: ['condition-hearing-loss'],
  },
  {
    id: 'scarlet-fever',
    label: 'Possible scarlet fever',
    urgency: 'urgent',
    when: 'scarletFever',
    advice:
      'A sandpaper-like rash with a sore throat, fever or a strawberry tongue can be scarlet fever: see a clinician today, as it is treated with antibiotics.',
    source: { title: 'Scarlet fever (NHS)', url: 'https://www.nhs.uk/conditions/scarlet-fever/' },
    conditions: ['Scarlet fever'],
    knowledge: ['condition-strep-throat'],
  },
  {
    id: 'giant-cell-arteritis',
    label: 'Possible giant cell arteritis (over 50: jaw pain on chewing, scalp or temple tenderness)',
    urgency: 'urgent',
    when: 'gcaSigns',
    who: { minAge: 50 },
    advice: `Over the age of 50, a headache with jaw pain when chewing, a tender scalp or tender temples can be giant cell arteritis, which can take the sight within days: see a clinician today (same day) for a blood test and treatment. ${CALL_911_TO} or go to an emergency department now if vision blurs, doubles or goes dark.`,
    source: {
      title: 'Giant cell arteritis, NICE CKS (2024); Headaches in over 12s, NICE CG150 (2012, updated 2021)',
      url: 'https://cks.nice.org.uk/topics/giant-cell-arteritis/',
    },
    conditions: ['Giant cell arteritis (temporal arteritis)'],
  },
  {
    id: 'reye-aspirin',
    label: 'Aspirin for a child or teenager with a viral illness (Reye syndrome risk)',
    urgency: 'urgent',
    when: { all: ['aspirin', { any: ['viralIllness', 'fever', 'infectionExposure'] }] },
    who: { maxAge: 19, ageUnknown: 'skip', childWordsCountAsUnder: 19 },
    advice: `Do not give aspirin (or other salicylates such as bismuth subsalicylate, Pepto-Bismol) to a child or teenager under 19 with a viral illness such as flu or chickenpox: it is linked to Reye syndrome, a rare but dangerous swelling of the liver and brain. Ask a pharmacist for a child-safe fever medicine. If aspirin was already given, call the child's clinician today; ${CALL_911_TO.toLowerCase()} if the child keeps vomiting, becomes confused, very sleepy or has a seizure.`,
    source: {
      title: "Reye syndrome (MedlinePlus); Reye's syndrome (NINDS, NIH)",
      url: 'https://medlineplus.gov/ency/article/001565.htm',
    },
    conditions: ['Reye syndrome (risk)'],
  },
  // Round seven (same-day, sixth probes).
  {
    id: 'psychosis-or-mania',
    label: 'New paranoia, hearing voices or fixed false beliefs, or signs of mania',
    urgency: 'urgent',
    // NHS psychosis and "where to get urgent help for mental health": new psychotic symptoms or a
    // manic episode need an urgent assessment the same day (NHS 111 mental health option, the crisis
    // team or an urgent GP appointment); NICE CG178 and CG185 ask for urgent referral.
    when: { any: ['psychosisSigns', 'maniaSigns'] },
    advice: `New paranoia, hearing voices, seeing things, beliefs others do not share, or a manic spell (little sleep, racing speech, reckless spending) need an urgent mental health assessment today: call NHS 111 and choose the mental health option, the local crisis team or the GP for an urgent appointment. ${CALL_911_TO} if the person may harm themselves or someone else.`,
    source: {
      title:
        'Psychosis (NHS, 2023); Where to get urgent help for mental health (NHS, 2024); Psychosis and schizophrenia in adults, NICE CG178 (2014); Bipolar disorder, NICE CG185 (2014, updated 2023)',
      url: 'https://www.nhs.uk/mental-health/conditions/psychosis/overview/',
    },
    conditions: [
      'First-episode psychosis',
      'Mania or hypomania (bipolar disorder)',
      'Relapse of a psychotic illness',
    ],
  },
  {
    id: 'eating-disorder-physical',
    label: 'An eating disorder with dizziness, a heart that feels wrong or weakness',
    urgency: 'urgent',
    // Round ten (helper B). NICE NG69 and MEED (RCPsych 2022): dizziness, palpitations or weakness
    // with an eating disorder need a same-day physical check (heart rate, blood pressure, ECG, bloods).
    when: { all: ['eatingDisorder', { any: ['eatingDisorderWarning', 'palpitations'] }] },
    advice: `Dizziness, a heart that feels funny or irregular, or weakness in someone with an eating disorder or who has been starving themselves needs a physical check today (an urgent GP appointment, urgent care or NHS 111): heart rate, blood pressure, a heart tracing and blood tests. ${CALL_911_TO} if they faint, have chest pain or become confused.`,
    source: {
      title:
        'Eating disorders: recognition and treatment, NICE NG69 (2017, updated 2020); Medical emergencies in eating disorders (RCPsych, 2022)',
      url: 'https://www.nice.org.uk/guidance/ng69',
    },
    conditions: ['Physical complications of an eating disorder', 'Electrolyte imbalance'],
  },
  {
    id: 'mental-health-crisis',
    label: 'A mental health crisis: cannot cope any more, at breaking point',
    urgency: 'urgent',
    // NHS "where to get urgent help for mental health": in a crisis without immediate danger, call
    // NHS 111 (mental health option), the crisis line or the care team the same day.
    // Round twenty-four (a), NHS urgent mental health help and 988 Lifeline warning signs: despair about
    // life itself ("I can't go on", "tired of living") or a goodbye ("this is my last message") is
    // that crisis by itself.
    when: { any: [{ all: ['mentalHealthCrisis', 'emotionalDistress'] }, 'despair', 'farewellMessage'] },
    advice: `Feeling you cannot cope any more is a mental health crisis: get help today by calling NHS 111 and choosing the mental health option, your crisis line or care team, or your GP for an urgent appointment. Samaritans (116 123) listen day and night. ${CALL_911_TO} or go to an emergency department if you feel you may act on thoughts of harming yourself or are not safe.`,
    source: {
      title: 'Where to get urgent help for mental health (NHS, 2024)',
      url: 'https://www.nhs.uk/nhs-services/mental-health-services/where-to-get-urgent-help-for-mental-health/',
    },
    conditions: ['Mental health crisis', 'Severe anxiety or depression'],
  },
  {
    id: 'anticoagulant-bleeding',
    label: 'Unexplained bruising, bleeding gums or blood in the urine on a blood thinner',
    urgency: 'urgent',
    // NHS warfarin (and apixaban, rivaroxaban): unexplained bruising or bleeding, bleeding gums or
    // blood in the pee mean contact a doctor or 111 straight away; the dose or INR may be too high.
    when: { all: ['anticoagulant', 'unexplainedBleeding'] },
    advice: `On a blood thinner, bruises that appear without an injury, bleeding gums or blood in the pee mean the blood may be too thin: contact your anticoagulant clinic, GP or 111 today for an INR or blood test. ${CALL_911_TO} for black or bloody poo, vomiting blood, bleeding that will not stop, a head injury or a severe headache.`,
    source: {
      title: 'Warfarin (NHS medicines, 2022); Anticoagulation - oral, NICE CKS (2024)',
      url: 'https://www.nhs.uk/medicines/warfarin/',
    },
    conditions: ['Over-anticoagulation (high INR)', 'Bleeding on an anticoagulant'],
  },
  {
    id: 'anticoagulant-excess-drowsy',
    label: 'Too much of a blood thinner with drowsiness or confusion, or bleeding with drowsiness on one',
    urgency: 'emergency',
    // Round twelve (helper L). NHS warfarin: after too much warfarin, or with bleeding on it, new
    // drowsiness, confusion, fainting or a severe headache can be bleeding inside the head: call 999
    // or go to A&E. An older person on a blood thinner who becomes drowsy is that emergency.
    when: {
      all: [
        'anticoagulant',
        {
          any: [
            {
              all: [
                { any: ['extraDose', 'poisoning', 'severalDaysAtOnce'] },
                { any: ['drowsy', 'sleepyLay', 'hardToWake', 'confusion', 'faintedActually', 'unconscious'] },
              ],
            },
            {
              all: [
                { any: ['unexplainedBleeding', 'bleeding'] },
                { any: ['drowsy', 'sleepyLay', 'hardToWake', 'confusion', 'unconscious'] },
              ],
            },
          ],
        },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now: on a blood thinner, drowsiness, confusion or fainting after too much of it, or with bleeding, can mean bleeding inside the head or elsewhere, which needs an urgent scan, an INR or blood test and treatment to reverse the thinner. Take the tablets, the dosette box and the anticoagulant book with you.`,
    source: {
      title: 'Warfarin (NHS medicines, 2022); Anticoagulation - oral, NICE CKS (2024)',
      url: 'https://www.nhs.uk/medicines/warfarin/',
    },
    conditions: ['Over-anticoagulation', 'Bleeding inside the head on a blood thinner'],
    supersedes: ['anticoagulant-bleeding', 'extra-dose'],
  },
  {
    id: 'inr-very-high',
    label: 'An INR above 8',
    urgency: 'urgent',
    // NICE CKS oral anticoagulation: INR above 8 with no bleeding: stop warfarin and give oral
    // vitamin K (phytomenadione) the same day; with any bleeding the bleeding rules decide.
    when: 'inrVeryHigh',
    advice: `An INR above 8 means the blood is much too thin, even without bleeding: contact your anticoagulant clinic, GP or 111 today (do not wait for the next routine check), as warfarin usually needs stopping and vitamin K may be given. ${CALL_911_TO} for bleeding that will not stop, black or bloody poo, vomiting or coughing blood, a head injury or a severe headache.`,
    source: {
      title: 'Anticoagulation - oral: warfarin, high INR, NICE CKS (2024)',
      url: 'https://cks.nice.org.uk/topics/anticoagulation-oral/',
    },
    conditions: ['Over-anticoagulation (high INR)'],
  },
  {
    id: 'statin-muscle-symptoms',
    label:
      'New muscle pain, tenderness or weakness on a statin, or painful muscles with brown or cola-coloured pee',
    urgency: 'urgent',
    // NHS atorvastatin (and other statins): unexplained muscle pain, tenderness or weakness can be
    // muscle breakdown (rhabdomyolysis): call a doctor or 111 straight away; MHRA advice the same.
    // Round seventeen (helper Y), MedlinePlus rhabdomyolysis: with or without a statin, sore muscles
    // (after unusually hard exercise, a crush or a long lie) with dark brown or cola-coloured urine.
    when: {
      any: [
        { all: ['statin', 'muscleAcheWeakness'] },
        { all: ['rhabdoUrine', { any: ['muscleAcheWeakness', 'limbPainOrNumb'] }] },
      ],
    },
    advice: `Unexplained muscle aches, tenderness or weakness while taking a statin, or sore, swollen muscles (for example after unusually hard exercise) with brown or cola-coloured pee, can be muscle damage (rhabdomyolysis): contact your GP or 111 today for a blood test (CK), drink water, and if you take a statin ask whether to pause it. ${CALL_911_TO} if you pass very little pee or you feel very unwell.`,
    source: {
      title:
        'Atorvastatin (NHS medicines, 2023); Statins: muscle adverse effects, MHRA Drug Safety Update (2014); Rhabdomyolysis (MedlinePlus, 2023)',
      url: 'https://www.nhs.uk/medicines/atorvastatin/',
    },
    conditions: ['Statin myopathy', 'Rhabdomyolysis'],
  },
  {
    id: 'sickle-cell-crisis',
    label: 'Sickle cell disease with pain not controlled at home, a fever, chest pain or breathlessness',
    urgency: 'emergency',
    // Round eleven (helper F). NICE CG143: treat an acute painful sickle cell episode as an acute
    // medical emergency; NHS sickle cell disease: go to A&E if the pain is not controlled by
    // painkillers at home, or with a temperature of 38C or above, chest pain or breathlessness.
    when: {
      all: [
        'sickleCell',
        {
          any: [
            'painNotControlled',
            'fever',
            'chestPain',
            'breathless',
            'severeBreathing',
            'severeAbdominalPain',
            'priapism',
            // Round sixteen (helper T), NHS sickle cell disease: an erection lasting 2 hours or more.
            'sickleErection',
          ],
        },
      ],
    },
    advice: `Go to an emergency department now (${CALL_911_TO.toLowerCase()} if you cannot get there safely), and say you have sickle cell disease: pain not controlled by painkillers at home, a temperature of 38 °C (100.4 °F) or more, chest pain or breathlessness can be a serious sickle cell crisis, an infection or acute chest syndrome. Bring your care plan if you have one.`,
    source: {
      title:
        'Sickle cell disease: managing an acute painful sickle cell episode in hospital, NICE CG143 (2012); Sickle cell disease (NHS)',
      url: 'https://www.nice.org.uk/guidance/cg143',
    },
    conditions: ['Sickle cell crisis', 'Acute chest syndrome', 'Infection in sickle cell disease'],
  },
  {
    id: 'sickle-cell-child-sequestration',
    label: 'A child with sickle cell disease with a swelling tummy or spleen, or pale and tired or floppy',
    urgency: 'emergency',
    // Round twelve (helper L). NHS sickle cell disease and NHLBI sickle cell disease: in a child, a
    // spleen or tummy that swells, with paleness, tiredness or floppiness, can be splenic sequestration
    // (blood pooling in the spleen) or an aplastic crisis, which can drop the blood count within hours
    // and needs an emergency department now. Parents are taught to feel the spleen for this reason.
    when: {
      all: ['sickleCell', { any: ['spleenEnlarged', 'distension', 'paleAndTired'] }],
    },
    who: { maxAge: 16, childWordsCountAsUnder: 16 },
    advice: `Go to an emergency department now (${CALL_911_TO.toLowerCase()} if the child is floppy, very pale, breathless or hard to wake), and say the child has sickle cell disease: a swelling tummy or spleen, or new paleness with tiredness, can be blood pooling in the spleen (splenic sequestration) or a sudden drop in the blood count, which may need a transfusion. Bring the care plan or hospital card if you have one.`,
    source: {
      title: 'Sickle cell disease (NHS, 2022); Sickle cell disease (NHLBI, 2024)',
      url: 'https://www.nhlbi.nih.gov/health/sickle-cell-disease',
    },
    conditions: ['Splenic sequestration crisis', 'Aplastic crisis in sickle cell disease'],
  },
  // Round ten (helper D): adrenal crisis, agranulocytosis, lithium and digoxin toxicity, severe drug
  // rashes, skin red all over, and a stoma that has stopped working.
  {
    id: 'adrenal-crisis-risk',
    label: "Vomiting or unable to keep steroid tablets down with Addison's or steroid dependence",
    urgency: 'emergency',
    // Society for Endocrinology steroid emergency card (2020): someone dependent on steroids who is
    // vomiting or cannot take their tablets needs an emergency hydrocortisone injection and hospital;
    // NHS Addison's disease: an adrenal crisis is an emergency (999).
    when: {
      all: [
        'adrenalInsufficiency',
        {
          any: [
            'vomiting',
            'cannotKeepMedsDown',
            'cannotKeepDown',
            'cannotKeepFluids',
            'collapse',
            'drowsy',
            'confusion',
            'lowBloodPressure',
            // Round ten (helper H): severe weakness or feeling faint (NHS adrenal crisis signs).
            'veryWeakOrFaint',
          ],
        },
      ],
    },
    advice: `${CALL_911} With Addison's disease, another adrenal insufficiency or long-term steroid tablets, vomiting or being unable to keep the tablets down can bring on an adrenal crisis: give the emergency hydrocortisone injection if you have one, say that the person is steroid-dependent, and show the steroid emergency card.`,
    source: {
      title: "Addison's disease (NHS, 2023); Steroid emergency card, Society for Endocrinology (2020)",
      url: 'https://www.nhs.uk/conditions/addisons-disease/',
    },
    conditions: ['Adrenal crisis', "Addison's disease", 'Adrenal insufficiency'],
  },
  {
    id: 'steroid-stopped-suddenly',
    label: 'Tiredness, dizziness or nausea after long-term steroid tablets stopped suddenly or ran out',
    urgency: 'urgent',
    // Round sixteen (helper U). NHS prednisolone: do not stop suddenly after more than 3 weeks, as
    // the body cannot make enough of its own steroid; Society for Endocrinology: tiredness, dizziness
    // and nausea after stopping are adrenal insufficiency and need same-day advice (vomiting or
    // collapse is the adrenal-crisis emergency).
    when: {
      all: [
        'adrenalInsufficiency',
        'steroidStopped',
        { any: ['adrenalWithdrawalSymptom', 'posturalDizziness', 'nausea'] },
      ],
    },
    advice: `After taking steroid tablets for weeks or longer, stopping them suddenly or running out can leave the body short of its own steroid (adrenal insufficiency): contact your GP, pharmacist or 111 today about restarting them, and do not wait for the next appointment. ${CALL_911_TO} if there is vomiting, severe tummy pain, fainting, confusion or extreme weakness.`,
    source: {
      title:
        'Prednisolone (NHS medicines, 2023); Adrenal crisis and steroid emergency card, Society for Endocrinology (2020)',
      url: 'https://www.nhs.uk/medicines/prednisolone/',
    },
    conditions: ['Adrenal insufficiency after stopping steroids', 'Steroid withdrawal'],
  },
  {
    id: 'adrenal-insufficiency-diarrhoea',
    label: "Diarrhoea with Addison's disease or steroid dependence",
    urgency: 'urgent',
    // Society for Endocrinology sick day rules (2020): diarrhoea in someone steroid-dependent needs
    // extra steroid and advice the same day; severe diarrhoea or vomiting is an emergency.
    when: { all: ['adrenalInsufficiency', 'diarrhea'] },
    advice: `With Addison's disease, another adrenal insufficiency or long-term steroid tablets, diarrhoea means following your sick day rules (usually doubling the steroid dose) and contacting your endocrine team, GP or 111 today. ${CALL_911_TO} if you vomit, cannot keep your tablets down, have severe diarrhoea, or feel faint, confused or very weak: give the emergency hydrocortisone injection if you have one.`,
    source: {
      title:
        "Addison's disease (NHS, 2023); Steroid emergency card and sick day rules, Society for Endocrinology (2020)",
      url: 'https://www.endocrinology.org/adrenal-crisis',
    },
    conditions: ['Adrenal insufficiency', 'Risk of adrenal crisis'],
  },
  {
    id: 'cancer-treatment-diarrhoea-severe',
    label:
      'Diarrhoea on chemotherapy or immunotherapy with blood, severe tummy pain, fainting or fluids not kept down',
    urgency: 'emergency',
    // Round sixteen review. UKONS 24-hour triage tool (2020): diarrhoea on anticancer treatment with
    // dehydration (fluids not kept down, faint, no urine), blood or severe pain is a red (act now)
    // grade; Macmillan: go to hospital.
    when: {
      all: [
        { any: ['chemotherapyNow', 'immunotherapyMedicine'] },
        { any: ['diarrhea', 'diarrhoeaFrequent'] },
        {
          any: [
            'rectalBleeding',
            'severeAbdominalPain',
            'cannotKeepFluids',
            'faintedActually',
            'noUrineLong',
            ...DROWSY_OR_CONFUSED,
          ],
        },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now, and call your chemotherapy or acute oncology 24-hour line on the way: diarrhoea on cancer treatment with blood, severe tummy pain, fainting, no urine or fluids you cannot keep down needs hospital care today. Take your treatment record with you.`,
    source: {
      title: 'UKONS 24-hour triage tool (2020); Pembrolizumab, Macmillan Cancer Support (2023)',
      url: 'https://www.macmillan.org.uk/cancer-information-and-support/treatments-and-drugs/pembrolizumab',
    },
    conditions: ['Severe diarrhoea or colitis from cancer treatment', 'Dehydration'],
    supersedes: ['immunotherapy-diarrhoea', 'chemotherapy-diarrhoea'],
  },
  {
    id: 'chemotherapy-shivery-or-temperature',
    label: 'On chemotherapy, a temperature of 37.5 °C or more, or shivery or unwell',
    urgency: 'emergency',
    // Round sixteen review. NICE NG151 (neutropenic sepsis) and UKONS: on anticancer treatment, a
    // temperature of 37.5 °C or more, shivering, or feeling suddenly unwell needs the 24-hour line and
    // hospital assessment now, even if the temperature is normal.
    when: {
      all: [
        'chemotherapyNow',
        { any: ['temperature375', 'fever', 'feverFeltHigh', 'rigorsLay', 'veryUnwell'] },
      ],
    },
    advice: `${CALL_911_TO} or call your chemotherapy 24-hour line now and go to hospital if told to: on chemotherapy a temperature of 37.5 °C or more, shivering or feeling suddenly unwell can be neutropenic sepsis, which needs antibiotics within an hour. Do not take paracetamol before you have checked your temperature.`,
    source: {
      title: 'Neutropenic sepsis, NICE NG151 (2020); UKONS 24-hour triage tool (2020)',
      url: 'https://www.nice.org.uk/guidance/ng151',
    },
    conditions: ['Neutropenic sepsis'],
  },
  {
    id: 'immunotherapy-diarrhoea',
    label:
      'Diarrhoea on cancer immunotherapy (pembrolizumab, nivolumab, ipilimumab or another checkpoint inhibitor)',
    urgency: 'urgent',
    // Round sixteen (helper U). Macmillan pembrolizumab and UKONS 24-hour triage tool: any diarrhoea
    // on a checkpoint inhibitor can be immune colitis; call the acute oncology helpline straight away.
    when: { all: ['immunotherapyMedicine', { any: ['diarrhea', 'diarrhoeaFrequent'] }] },
    advice: `Diarrhoea during or after immunotherapy (pembrolizumab, nivolumab, ipilimumab or a similar medicine) can be inflammation of the bowel (colitis) caused by the treatment: call your cancer team's 24-hour helpline today, before taking anti-diarrhoea medicine. ${CALL_911_TO} if there is blood in the poo, severe tummy pain, a high temperature, or you feel faint or very unwell.`,
    source: {
      title: 'Pembrolizumab, Macmillan Cancer Support (2023); UKONS 24-hour triage tool (2020)',
      url: 'https://www.macmillan.org.uk/cancer-information-and-support/treatments-and-drugs/pembrolizumab',
    },
    conditions: ['Immune-related colitis', 'Diarrhoea caused by cancer treatment'],
  },
  {
    id: 'chemotherapy-diarrhoea',
    label: 'Diarrhoea 4 or more times a day, or more than usual, on chemotherapy (capecitabine, 5-FU)',
    urgency: 'urgent',
    // Round sixteen (helper U). Macmillan capecitabine and UKONS 24-hour triage tool: diarrhoea 4 or
    // more times a day (or more than usual) on chemotherapy needs the hospital helpline straight away,
    // as the treatment may need stopping.
    when: { all: ['chemotherapyNow', 'diarrhoeaFrequent'] },
    advice: `Diarrhoea 4 or more times a day, or more than is usual for you, during chemotherapy (such as capecitabine or 5-FU) needs your chemotherapy team's 24-hour helpline today: the treatment may need to stop and you may need fluids. ${CALL_911_TO} if you have a temperature of 38 °C or more, blood in the poo, cannot keep fluids down, or feel faint or very unwell.`,
    source: {
      title: 'Capecitabine, Macmillan Cancer Support (2023); UKONS 24-hour triage tool (2020)',
      url: 'https://www.macmillan.org.uk/cancer-information-and-support/treatments-and-drugs/capecitabine',
    },
    conditions: ['Diarrhoea caused by chemotherapy'],
  },
  {
    id: 'parkinsons-missed-emergency',
    label: "Parkinson's medicines missed, and now cannot swallow, confused or feverish",
    urgency: 'emergency',
    // Round sixteen review. Parkinson's UK (Get It On Time) and NHS: someone who cannot swallow their
    // medicines needs them another way in hospital; missed levodopa with rigidity and a high
    // temperature or confusion can be parkinsonism-hyperpyrexia, a medical emergency.
    when: { all: ['parkinsonsMedsMissed', { any: ['swallowingHard', 'fever', ...DROWSY_OR_CONFUSED] }] },
    advice: `${CALL_911_TO} or go to an emergency department now: with Parkinson's medicines missed, not being able to swallow, a high temperature with stiffness, or new confusion needs hospital care, where the medicine can be given another way. Take all the medicines and their times with you.`,
    source: {
      title: "Get It On Time, Parkinson's UK (2023); Parkinson's disease, NICE NG71 (2017)",
      url: 'https://www.parkinsons.org.uk/get-involved/get-it-time',
    },
    conditions: ["Missed Parkinson's medicines", 'Parkinsonism-hyperpyrexia syndrome'],
    supersedes: ['parkinsons-medicine-missed'],
  },
  {
    id: 'parkinsons-medicine-missed',
    label: "Parkinson's medicines missed or run out, with stiffness, freezing or worse tremor",
    urgency: 'urgent',
    // Round sixteen (helper V). Parkinson's UK "Get It On Time": Parkinson's medicines must be taken
    // on time; missed or delayed doses quickly bring stiffness, freezing, worse tremor and swallowing
    // trouble, so an emergency supply is needed today (NHS 111 or a pharmacy).
    when: { all: ['parkinsonsMedsMissed', 'parkinsonsOff'] },
    advice:
      "Parkinson's medicines (such as co-careldopa, co-beneldopa or a rotigotine patch) are time-critical: missed doses with stiffness, freezing or worse tremor need the medicine today. Ask a pharmacy for an emergency supply or call 111 now, and take the next dose as soon as you can. Call 911 if the person cannot swallow, is very rigid, has a high temperature or is confused.",
    source: {
      title: "Get It On Time, Parkinson's UK (2023); Parkinson's disease (NHS, 2022)",
      url: 'https://www.parkinsons.org.uk/get-involved/get-it-time',
    },
    conditions: ["Parkinson's disease with missed medication"],
  },
  {
    id: 'clozapine-constipation',
    label: 'Constipation on clozapine',
    urgency: 'urgent',
    // Round sixteen (helper U). MHRA Drug Safety Update (2020): clozapine can cause fatal intestinal
    // obstruction, faecal impaction and paralytic ileus; constipation must be reported and assessed
    // promptly, the same day.
    when: { all: ['clozapineMedicine', 'constipationDays'] },
    advice: `Constipation on clozapine can quickly become a dangerous blockage of the bowel: contact the clozapine clinic, mental health team, GP or 111 today, and do not wait for it to settle. ${CALL_911_TO} if there is severe tummy pain, a swollen tummy, vomiting, or the person cannot pass wind or seems very unwell.`,
    source: {
      title:
        'Clozapine: reminder of potentially fatal risk of intestinal obstruction, faecal impaction and paralytic ileus, MHRA Drug Safety Update (2020)',
      url: 'https://www.gov.uk/drug-safety-update/clozapine-reminder-of-potentially-fatal-risk-of-intestinal-obstruction-faecal-impaction-and-paralytic-ileus',
    },
    conditions: ['Clozapine-induced gastrointestinal hypomotility', 'Constipation'],
  },
  {
    id: 'agranulocytosis-risk',
    label:
      'Sore throat, fever or mouth ulcers on clozapine, carbimazole, propylthiouracil, methotrexate, sulfasalazine, azathioprine, mercaptopurine or leflunomide',
    urgency: 'urgent',
    // NHS carbimazole and methotrexate, MHRA: a sore throat, high temperature, mouth ulcers or
    // unexplained bruising on these medicines can mean the white cells have stopped being made
    // (agranulocytosis): tell a doctor straight away for an urgent blood count.
    when: {
      all: [
        'agranulocytosisMedicine',
        { any: ['soreThroat', 'fever', 'mouthUlcers', 'unexplainedBleeding'] },
      ],
    },
    advice: `On clozapine, carbimazole, propylthiouracil, methotrexate, sulfasalazine, azathioprine, mercaptopurine or leflunomide, a sore throat, a high temperature, mouth ulcers or unexplained bruising can mean the medicine has stopped the white blood cells being made: contact your doctor, specialist team or 111 today for an urgent blood count, and ask whether to stop the medicine until the result. ${CALL_911_TO} if you feel very unwell, shivery, faint or confused.`,
    source: {
      title:
        'Carbimazole (NHS medicines, 2023); Methotrexate (NHS medicines, 2022); Clozapine, BNF (NICE, 2024)',
      url: 'https://www.nhs.uk/medicines/carbimazole/',
    },
    conditions: ['Agranulocytosis', 'Neutropenia caused by a medicine'],
  },
  {
    id: 'lithium-toxicity',
    label: 'Sickness, diarrhoea or a high level on lithium',
    urgency: 'urgent',
    // NHS lithium: being sick, diarrhoea, a bad tremor or a high level can be too much lithium in the
    // blood: get urgent advice (doctor or 111) straight away for a lithium level.
    // Round ten (helper H): a bad tremor with feeling sick (NHS lithium: a worse tremor).
    when: {
      all: ['lithium', { any: ['vomiting', 'diarrhea', 'lithiumHigh', { all: ['shaky', 'nausea'] }] }],
    },
    advice: `On lithium, being sick, diarrhoea, a worse tremor or a high lithium level can mean too much lithium in the blood: contact your doctor, mental health team or 111 today for an urgent lithium level, and drink fluids. ${CALL_911_TO} if there is confusion, unsteadiness, slurred speech, muscle twitching, drowsiness or a seizure.`,
    source: {
      title: 'Lithium (NHS medicines, 2022); Bipolar disorder, NICE CG185 (2014, updated 2023)',
      url: 'https://www.nhs.uk/medicines/lithium/',
    },
    conditions: ['Lithium toxicity'],
  },
  {
    id: 'lithium-toxicity-severe',
    label: 'Confusion, unsteadiness, slurred speech or drowsiness on lithium',
    urgency: 'emergency',
    // NHS lithium: signs of lithium toxicity with confusion, unsteadiness or drowsiness need urgent
    // hospital care.
    when: {
      all: [
        'lithium',
        // Round ten (helper H): "drowsy" in lay words (`sleepyLay`), with a tremor or feeling sick.
        { any: ['unsteady', 'confusion', 'drowsy', 'sleepyLay', 'hardToWake', 'seizure', 'unconscious'] },
        {
          any: ['vomiting', 'diarrhea', 'nausea', 'lithiumHigh', 'shaky', 'unsteady', 'confusion', 'drowsy'],
        },
      ],
    },
    advice: `${CALL_911} or go to an emergency department: on lithium, confusion, unsteadiness, slurred speech, muscle twitching, drowsiness or a seizure can be lithium toxicity, which needs a lithium level and treatment in hospital.`,
    source: {
      title: 'Lithium (NHS medicines, 2022); Bipolar disorder, NICE CG185 (2014, updated 2023)',
      url: 'https://www.nhs.uk/medicines/lithium/',
    },
    conditions: ['Lithium toxicity'],
    supersedes: ['lithium-toxicity'],
  },
  {
    id: 'digoxin-toxicity-severe',
    label: 'Sickness on digoxin with confusion, a slow pulse or fainting',
    urgency: 'emergency',
    // Round ten (helper H). NHS digoxin: a slow or irregular heartbeat, confusion or feeling faint
    // with being sick can be too much digoxin, a danger to the heart rhythm that needs hospital care
    // (a level, an ECG and, if needed, the antidote).
    when: {
      all: [
        'digoxin',
        { any: ['vomiting', 'nausea', 'diarrhea', 'yellowGreenVision'] },
        { any: ['confusion', 'slowPulse', 'slowHeart40', 'faintedActually', 'collapse', 'hardToWake'] },
      ],
    },
    advice: `${CALL_911} or go to an emergency department: on digoxin, being sick with confusion, a slow pulse or fainting can be digoxin toxicity, which can upset the heart rhythm and needs a digoxin level, a heart trace (ECG) and treatment in hospital. Take the tablets or the box with you.`,
    source: {
      title: 'Digoxin (NHS medicines, 2022)',
      url: 'https://www.nhs.uk/medicines/digoxin/',
    },
    conditions: ['Digoxin toxicity'],
    supersedes: ['digoxin-toxicity'],
  },
  {
    id: 'digoxin-fainting-or-yellow-vision',
    label: 'Fainting or collapse on digoxin, or yellow or green vision with vomiting or diarrhoea',
    urgency: 'emergency',
    // Round twelve (helper L). NHS digoxin: a slow or irregular heartbeat, fainting, and yellow or
    // green vision with feeling or being sick are signs of too much digoxin; fainting on digoxin can
    // be a slow or blocked heart rhythm (NHS fainting: A&E or 999 when a heart condition may be the
    // cause), and the two classic signs together need a level and an ECG in hospital, not a GP.
    when: {
      all: [
        'digoxin',
        {
          any: [
            'faintedActually',
            'hardToWake',
            'slowHeart40',
            // Being sick or diarrhoea (fluid lost, so the digoxin builds up), not nausea alone.
            { all: ['yellowGreenVision', { any: ['vomiting', 'diarrhea'] }] },
          ],
        },
      ],
    },
    advice: `${CALL_911} or go to an emergency department: on digoxin, fainting or collapsing, or seeing yellow or green with being sick, can be digoxin toxicity, which can slow or upset the heart rhythm and needs a digoxin level, a heart trace (ECG) and treatment in hospital. Take the tablets or the box with you.`,
    source: {
      title: 'Digoxin (NHS medicines, 2022); Fainting (NHS, 2023)',
      url: 'https://www.nhs.uk/medicines/digoxin/',
    },
    conditions: ['Digoxin toxicity', 'Slow heart rhythm (heart block)'],
    supersedes: ['digoxin-toxicity'],
  },
  {
    id: 'digoxin-toxicity',
    label: 'Yellow or green vision, or sickness with blurred vision or confusion, on digoxin',
    urgency: 'urgent',
    // NHS digoxin: changes in vision (yellow or green), feeling or being sick with other side effects
    // can mean too much digoxin in the blood: contact a doctor straight away.
    when: {
      all: [
        'digoxin',
        {
          any: [
            'yellowGreenVision',
            // Round ten (helper H): being sick on digoxin (dehydration lets digoxin build up).
            'vomiting',
            {
              all: [
                { any: ['vomiting', 'nausea', 'diarrhea'] },
                { any: ['visionChange', 'confusion', 'palpitations'] },
              ],
            },
          ],
        },
      ],
    },
    advice: `On digoxin, seeing yellow or green, blurred vision, or being sick with confusion or a changed heartbeat can mean too much digoxin in the blood: contact a doctor or 111 today for a digoxin level and heart check. ${CALL_911_TO} for fainting, chest pain, a very slow or irregular heartbeat, or severe confusion.`,
    source: {
      title: 'Digoxin (NHS medicines, 2022)',
      url: 'https://www.nhs.uk/medicines/digoxin/',
    },
    conditions: ['Digoxin toxicity'],
  },
  {
    id: 'severe-drug-rash',
    label:
      'Peeling or blistering skin, or a rash with mouth, eye or genital sores, after a new medicine (possible Stevens-Johnson syndrome)',
    urgency: 'emergency',
    // NHS Stevens-Johnson syndrome: a rash that blisters and peels, with sores in the mouth, eyes or
    // genitals, usually after a new medicine, needs treatment in hospital immediately (999 or A&E).
    when: {
      any: [
        {
          all: [
            'newMedicine',
            { any: ['rash', 'skinPeelingBlistering', 'blisters'] },
            { any: ['skinPeelingBlistering', 'mucosalSores'] },
          ],
        },
        { all: ['skinPeelingBlistering', 'mucosalSores', 'rash'] },
        // Round ten (helper H): a rash with fever and a swollen face after a new or high-risk medicine
        // (DRESS: DermNet drug hypersensitivity syndrome).
        { all: [{ any: ['newMedicine', 'dressMedicine'] }, 'rash', 'fever', 'faceSwelling'] },
      ],
    },
    advice: `${CALL_911} or go to an emergency department: skin that peels or blisters, or a rash with blisters or sores in the mouth, eyes or genitals, especially after starting a new medicine, can be Stevens-Johnson syndrome or another severe drug reaction, which needs hospital treatment straight away. Do not take another dose of the new medicine.`,
    source: {
      title: 'Stevens-Johnson syndrome (NHS, 2022)',
      url: 'https://www.nhs.uk/conditions/stevens-johnson-syndrome/',
    },
    conditions: ['Stevens-Johnson syndrome', 'Toxic epidermal necrolysis', 'DRESS'],
    supersedes: ['drug-rash-with-fever'],
  },
  {
    id: 'new-medicine-severe-rash-risk',
    label:
      'A new or widespread rash within weeks of starting allopurinol, an anticonvulsant, co-trimoxazole or nevirapine',
    urgency: 'urgent',
    // Round sixteen (helper U). NHS allopurinol (stop and call a doctor or 111 straight away for a
    // skin rash) and MHRA/BNF: allopurinol, carbamazepine, lamotrigine, phenytoin, co-trimoxazole and
    // nevirapine cause SJS/TEN and DRESS, most often in the first 8 weeks, starting as a rash.
    when: {
      all: ['dressMedicineNotYears', 'rash', { any: ['severeRashMedicineStarted', 'rashWidespread'] }],
    },
    advice: `A rash within the first weeks of allopurinol, carbamazepine, lamotrigine, phenytoin, co-trimoxazole or nevirapine can be the start of a serious skin reaction (Stevens-Johnson syndrome or DRESS): do not take the next dose until you have spoken to a doctor, and contact your GP, pharmacist or 111 today. ${CALL_911_TO} if the skin blisters or peels, there are sores in the mouth, eyes or genitals, the face swells, or you have a high temperature and feel very unwell.`,
    source: {
      title: 'Allopurinol (NHS medicines, 2023); Allopurinol, BNF (NICE, 2024)',
      url: 'https://www.nhs.uk/medicines/allopurinol/',
    },
    conditions: ['Stevens-Johnson syndrome', 'DRESS', 'Drug rash'],
  },
  {
    id: 'drug-rash-with-fever',
    label:
      'A rash with a fever on lamotrigine, carbamazepine, allopurinol or another medicine known for severe rashes',
    urgency: 'urgent',
    // Round ten (helper H). NHS lamotrigine: call a doctor or 111 straight away for a rash or fever,
    // which can be the start of a serious skin reaction; DermNet: drug hypersensitivity syndrome
    // (DRESS) begins with a fever and a widespread rash weeks after starting the medicine.
    // Round eleven misfires (helper J): `dressMedicineNotYears`, not a medicine taken for years or
    // by someone other than the person with the rash.
    when: { all: ['dressMedicineNotYears', 'rash', 'fever'] },
    advice: `A rash with a fever while taking lamotrigine, carbamazepine, phenytoin, allopurinol, a sulfonamide or a similar medicine can be the start of a severe drug reaction (DRESS or Stevens-Johnson syndrome): contact your doctor or 111 today, before the next dose. ${CALL_911_TO} if the skin blisters or peels, there are sores in the mouth, eyes or genitals, the face swells, or you feel very unwell.`,
    source: {
      title: 'Lamotrigine (NHS, 2022); Drug hypersensitivity syndrome (DRESS), DermNet (2023)',
      url: 'https://www.nhs.uk/medicines/lamotrigine/',
    },
    conditions: ['Drug reaction with eosinophilia and systemic symptoms (DRESS)', 'Stevens-Johnson syndrome'],
  },
  {
    id: 'erythroderma',
    label: 'Skin red all over with peeling, or with shivering or feeling unwell (erythroderma)',
    urgency: 'urgent',
    // DermNet and British Association of Dermatologists, erythroderma: red skin over most of the body
    // with scaling, shivering or feeling unwell needs urgent medical assessment (often admission).
    when: { any: ['erythroderma', { all: ['redAllOver', { any: ['fever', 'veryUnwell'] }] }] },
    advice: `Skin that is red over most of the body, with peeling or scaling, shivering or feeling unwell (erythroderma), needs a doctor today: get an urgent GP appointment or call 111, as it can upset body temperature and fluids. ${CALL_911_TO} if the skin blisters or peels in sheets, there are sores in the mouth or eyes, or the person is confused, very drowsy or breathless.`,
    source: {
      title: 'Erythroderma, DermNet (2023); Erythroderma, British Association of Dermatologists (2021)',
      url: 'https://dermnetnz.org/topics/erythroderma',
    },
    conditions: ['Erythroderma', 'Severe drug reaction'],
  },
  {
    id: 'stoma-blockage',
    label: 'A stoma that has stopped working, with vomiting',
    urgency: 'emergency',
    // NHS bowel obstruction: a blocked bowel (no output, being sick) needs A&E; NHS ileostomy: a stoma
    // that is not active with cramps, nausea and vomiting can be a serious bowel obstruction.
    // Round twelve (helper N): also with vomiting and a swollen or painful belly when the writer is
    // fasting or not eating (`stomaStopped`): vomiting and distension are not explained by fasting.
    when: {
      any: [
        { all: ['stomaNoOutput', 'vomiting'] },
        {
          all: ['stomaStopped', 'vomiting', { any: ['distension', 'abdominalPain', 'severeAbdominalPain'] }],
        },
      ],
    },
    advice: `Go to an emergency department now (${CALL_911.toLowerCase()}): a stoma with no output and vomiting can be a blocked bowel. Stop eating solid food, and sip fluids only if you are not vomiting.`,
    source: {
      title: 'Complications of an ileostomy (NHS, 2023); Bowel obstruction (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/ileostomy/complications/',
    },
    conditions: ['Stoma blockage', 'Bowel obstruction'],
  },
  {
    id: 'stoma-not-working',
    label: 'A stoma that has stopped working, with cramps, nausea or a swollen belly',
    urgency: 'urgent',
    // NHS ileostomy: a stoma that is not active with cramps or nausea, or not active for more than
    // 12 hours, needs an urgent GP appointment, the stoma nurse or 111.
    when: { all: ['stomaNoOutput', { any: ['abdominalPain', 'nausea', 'distension', 'periodLikePain'] }] },
    advice: `A stoma that has stopped working, with cramps, nausea or a swollen belly, may be blocked: contact your stoma nurse, GP or 111 today, stop solid food and sip fluids. Go to an emergency department if you start vomiting, the pain becomes severe, or the stoma turns dark or black.`,
    source: {
      title: 'Complications of an ileostomy (NHS, 2023); Colostomy (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/ileostomy/complications/',
    },
    conditions: ['Stoma blockage', 'Bowel obstruction'],
  },
  {
    id: 'stoma-high-output-severe',
    label: 'High stoma output with fluids not kept down, no urine, fainting or confusion',
    urgency: 'emergency',
    // Round sixteen review. NHS ileostomy and Colostomy UK: a high output with fluids you cannot keep
    // down, no urine, feeling faint or confused is severe dehydration: go to A&E.
    when: {
      all: [
        'stoma',
        'highStomaOutput',
        { any: ['cannotKeepFluids', 'noUrineLong', 'faintedActually', ...DROWSY_OR_CONFUSED] },
      ],
    },
    advice: `Go to an emergency department now (${CALL_911.toLowerCase()}): a high stoma output with fluids you cannot keep down, no urine, fainting or confusion is severe dehydration and needs a drip.`,
    source: {
      title: 'Ileostomy (NHS, 2023); High output stoma, Colostomy UK (2023)',
      url: 'https://www.nhs.uk/conditions/ileostomy/',
    },
    conditions: ['Severe dehydration from a high-output stoma'],
    supersedes: ['stoma-high-output-dehydration'],
  },
  {
    id: 'stoma-high-output-dehydration',
    label: 'High or watery stoma output with signs of dehydration',
    urgency: 'urgent',
    when: {
      all: [
        'stoma',
        'highStomaOutput',
        {
          any: ['thirst', 'drinkingLots', 'posturalDizziness', 'lowUrine', 'dryAndDizzy', 'dehydrationSigns'],
        },
      ],
    },
    advice:
      'A high or watery output from a stoma (emptying the bag many times a day) with thirst, dizziness, or little or dark urine means you are getting dehydrated: call your stoma nurse, GP or 111 today. Sip an oral rehydration solution rather than plain water meanwhile. Go to an emergency department if you cannot keep fluids down, pass no urine, or feel faint or confused.',
    source: {
      title: 'Ileostomy (NHS, 2023); High output stoma, Colostomy UK (2023)',
      url: 'https://www.nhs.uk/conditions/ileostomy/',
    },
    conditions: ['High-output stoma with dehydration', 'Acute kidney injury'],
  },
  {
    id: 'stoma-dark',
    label: 'A stoma gone dark red, purple, blue or black',
    urgency: 'emergency',
    // Round ten (helper H). NHS ileostomy complications: a stoma whose blood supply is failing turns
    // dark red, purple or black (necrosis) and needs surgical care at once; the stoma rules' own advice
    // already sends a stoma that turns dark or black to A&E.
    when: 'stomaDark',
    advice: `Go to an emergency department now (${CALL_911.toLowerCase()}): a stoma that has turned dark red, purple, blue or black may be losing its blood supply and needs to be seen by the surgical team straight away.`,
    source: {
      title: 'Complications of an ileostomy (NHS, 2023); Colostomy (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/ileostomy/complications/',
    },
    conditions: ['Stoma ischaemia or necrosis'],
  },
  {
    id: 'facial-palsy',
    label: "One side of the face weak or not moving (possible Bell's palsy)",
    urgency: 'urgent',
    // NHS Bell's palsy: weakness or drooping on one side of the face, or an eye that will not close,
    // needs an urgent GP appointment or 111 (steroids work best within 72 hours); 999 if the arm or
    // speech is affected too (stroke), which the stroke rules read.
    when: 'facialPalsy',
    advice: `A face that is weak or will not move on one side, or an eye that will not close, is often Bell's palsy, which is best treated within 72 hours: get an urgent GP appointment or call 111 today, and protect the eye. ${CALL_911_TO} now if an arm or leg is weak or numb, speech is slurred or confused, or vision is lost: it could be a stroke.`,
    source: {
      title: "Bell's palsy (NHS, 2022); Bell's palsy, NICE CKS (2024)",
      url: 'https://www.nhs.uk/conditions/bells-palsy/',
    },
    conditions: ["Bell's palsy", 'Ramsay Hunt syndrome', 'Stroke (if other signs)'],
  },
  {
    id: 'flu-older',
    label: 'Flu symptoms at 65 or over',
    urgency: 'urgent',
    // Round sixteen (helper V). NHS flu: ask for an urgent GP appointment or get help from NHS 111 if
    // you are 65 or over (or pregnant, or have a long-term condition or a weak immune system), as
    // antivirals work best when started within 48 hours.
    when: { all: ['fluIllness', { any: ['fever', 'feverFeltHigh', 'fluAches'] }] },
    who: { minAge: 65, ageUnknown: 'skip' },
    advice: `At 65 or over, flu symptoms need an urgent GP appointment or a call to 111 today: antiviral medicine may help if started early. ${CALL_911_TO} if breathing is very hard, there is chest pain, or the person becomes confused or very drowsy.`,
    source: {
      title: 'Flu (NHS, 2023); Influenza - seasonal, NICE CKS (2024)',
      url: 'https://www.nhs.uk/conditions/flu/',
    },
    conditions: ['Influenza in a person at higher risk of complications'],
  },
  {
    id: 'flu-long-term-condition',
    label: 'Flu symptoms with diabetes, a lung or heart condition or a weak immune system',
    urgency: 'urgent',
    // Round sixteen (helper V). NHS flu: a long-term condition such as diabetes or a condition of the
    // heart or lungs, or a weakened immune system, means an urgent GP appointment or NHS 111.
    when: {
      all: [
        'fluIllness',
        { any: ['fever', 'feverFeltHigh', 'fluAches'] },
        { any: ['diabetes', 'chronicLungDisease', 'asthma', 'heartFailure', 'immunosuppressed'] },
      ],
    },
    advice: `With diabetes, a heart or lung condition or a weak immune system, flu symptoms need an urgent GP appointment or a call to 111 today: antiviral medicine may help if started early. ${CALL_911_TO} if breathing is very hard, there is chest pain, or the person becomes confused or very drowsy.`,
    source: {
      title: 'Flu (NHS, 2023); Influenza - seasonal, NICE CKS (2024)',
      url: 'https://www.nhs.uk/conditions/flu/',
    },
    conditions: ['Influenza in a person at higher risk of complications'],
  },
  {
    id: 'chest-infection-older',
    label: 'A chest infection with a fever at 65 or over',
    urgency: 'urgent',
    // NHS chest infection: ask for an urgent GP appointment or call 111 if you are 65 or over (or
    // pregnant, or have a long-term condition or weak immune system) with chest infection symptoms.
    when: { all: ['chestInfection', { any: ['fever', 'infection'] }] },
    who: { minAge: 65, ageUnknown: 'skip' },
    advice: `At 65 or over, a cough bringing up coloured phlegm with a fever can be pneumonia: get an urgent GP appointment or call 111 today. ${CALL_911_TO} if breathing is very hard, lips turn blue, or the person becomes confused or very drowsy.`,
    source: {
      title: 'Chest infection (NHS, 2023); Pneumonia in adults, NICE CG191 (2014, updated 2023)',
      url: 'https://www.nhs.uk/conditions/chest-infection/',
    },
    conditions: ['Pneumonia', 'Chest infection (lower respiratory tract infection)'],
  },
  {
    id: 'child-diabetes-signs',
    label: 'A child drinking and weeing much more than usual (possible type 1 diabetes)',
    urgency: 'urgent',
    // NICE NG18 and Diabetes UK 4Ts (toilet, thirsty, tired, thinner): a child with suspected type 1
    // diabetes is referred the same day, to stop diabetic ketoacidosis.
    when: { all: ['drinkingLots', 'peeingLots'] },
    who: { maxAge: 18, ageUnknown: 'skip', childWordsCountAsUnder: 18 },
    advice: `A child who is very thirsty and weeing much more (or wetting the bed again), especially if tired or losing weight, may have type 1 diabetes: see a GP today for a finger-prick glucose test. ${CALL_911_TO} or go to an emergency department if they are vomiting, breathing fast or deeply, have tummy pain, or are drowsy.`,
    source: {
      title:
        'Diabetes (type 1 and type 2) in children and young people, NICE NG18 (2015, updated 2023); Type 1 diabetes (NHS, 2023)',
      url: 'https://www.nice.org.uk/guidance/ng18',
    },
    conditions: ['New type 1 diabetes'],
  },
  {
    id: 'hyperemesis',
    label: 'Severe vomiting in pregnancy: cannot keep fluids down, dark or little urine, dizzy',
    urgency: 'urgent',
    // NHS severe vomiting in pregnancy (hyperemesis gravidarum): urgent GP, midwife or 111 when fluids
    // will not stay down for 24 hours, the pee is very dark or scant, or standing makes you dizzy.
    when: {
      all: [
        { any: ['vomiting', 'nausea', 'cannotKeepDown', 'cannotKeepFluids'] },
        { any: ['cannotKeepDown', 'cannotKeepFluids', 'dryAndDizzy', 'dehydrationSigns'] },
      ],
    },
    who: { pregnancy: 'pregnant' },
    advice: `In pregnancy, being unable to keep fluids down, passing little or very dark pee, or feeling dizzy on standing is severe vomiting (hyperemesis gravidarum): contact your midwife, GP or 111 today for anti-sickness medicine and fluids. ${CALL_911_TO} if you vomit blood, faint or have severe tummy pain.`,
    source: {
      title: 'Severe vomiting in pregnancy (NHS, 2022); Nausea/vomiting in pregnancy, NICE CKS (2023)',
      url: 'https://www.nhs.uk/pregnancy/related-conditions/complications/severe-vomiting/',
    },
    conditions: ['Hyperemesis gravidarum', 'Dehydration in pregnancy'],
  },
  {
    id: 'chickenpox-infected',
    label: 'Chickenpox spots with red, hot, painful or swollen skin around them',
    urgency: 'urgent',
    // NHS chickenpox: urgent GP or 111 if the skin around the blisters is red, hot or painful (an
    // infection of the spots), most of all with a fever.
    when: { all: ['chickenpox', 'chickenpoxInfected'] },
    advice: `Chickenpox spots with red, hot, swollen or painful skin around them, or pus, may be infected: get an urgent GP appointment or call 111 today, as antibiotics may be needed. ${CALL_911_TO} if the redness spreads fast, the child is floppy or hard to wake, has a rash that does not fade, or struggles to breathe.`,
    source: {
      title: 'Chickenpox (NHS, 2023); Chickenpox, NICE CKS (2024)',
      url: 'https://www.nhs.uk/conditions/chickenpox/',
    },
    conditions: ['Bacterial skin infection of chickenpox (cellulitis, impetigo)'],
  },
  {
    id: 'chickenpox-fever-returned',
    label: 'Chickenpox with a fever that has come back',
    urgency: 'urgent',
    // NHS chickenpox (round ten, helper D): urgent GP or 111 if symptoms suddenly get worse; a fever
    // that returns after settling can be an infection of the spots or the chest.
    when: { all: ['chickenpox', 'feverReturned'] },
    advice: `With chickenpox, a high temperature that comes back after settling can mean the spots or the chest have become infected: get an urgent GP appointment or call 111 today. ${CALL_911_TO} if the child is floppy or hard to wake, struggles to breathe, has a rash that does not fade when pressed, or the redness spreads fast.`,
    source: {
      title: 'Chickenpox (NHS, 2023); Chickenpox, NICE CKS (2024)',
      url: 'https://www.nhs.uk/conditions/chickenpox/',
    },
    conditions: ['Bacterial infection after chickenpox (skin or chest)'],
  },
  {
    id: 'broken-big-toe',
    label: 'A swollen, bruised or painful big toe after an injury',
    urgency: 'urgent',
    // NHS broken toe: most broken toes are cared for at home, but go to an urgent treatment centre if
    // you think you have broken your big toe (it may need a cast or support to heal well).
    when: 'bigToeInjury',
    who: { maxDays: 7 },
    advice: `A big toe that is swollen, bruised or painful to walk on after an injury may be broken, and big-toe breaks can need a support or cast: go to an urgent treatment centre today for an X-ray. Go to an emergency department if the toe is pointing the wrong way, bone is showing, or the toe is cold, blue or numb.`,
    source: {
      title: 'Broken toe (NHS, 2023); Fractures (non-complex), NICE NG38 (2016)',
      url: 'https://www.nhs.uk/conditions/broken-toe/',
    },
    conditions: ['Big toe (hallux) fracture'],
    supersedes: ['possible-fracture'],
  },
  {
    id: 'critical-limb-ischaemia',
    label: 'Foot or leg pain at rest or at night, eased by hanging the leg down',
    urgency: 'urgent',
    // Round twenty-three (dev-probes-18). NICE CG147 (2012, updated 2020) and NHS peripheral arterial
    // disease: pain in the foot at rest or at night, eased by hanging the leg over the side of the bed
    // (often with pale toes or a sore that will not heal), is critical limb ischaemia, referred to a
    // vascular team urgently; a sudden cold, pale, numb leg is an emergency under its own rule.
    when: 'restPainLimb',
    advice: `Pain in the foot or leg at rest or at night that eases when you hang the leg over the side of the bed means the leg is not getting enough blood: get an urgent GP appointment or call 111 today. ${CALL_911_TO} if the leg or foot suddenly becomes cold, pale or blue, numb or hard to move.`,
    source: {
      title:
        'Peripheral arterial disease, NICE CG147 (2012, updated 2020); Peripheral arterial disease (NHS)',
      url: 'https://www.nice.org.uk/guidance/cg147',
    },
    conditions: ['Critical limb ischaemia (chronic limb-threatening ischaemia)'],
  },
  {
    id: 'tingling-feet-and-hands',
    label: 'New numbness or tingling in both the feet and the hands',
    urgency: 'urgent',
    // Round twenty-three (dev-probes-18). NHS Guillain-Barré syndrome: pins and needles or numbness in
    // the feet and hands needs an urgent GP appointment or 111 today; weakness spreading up the body or
    // trouble breathing or swallowing is an emergency (`spreading-weakness`).
    when: 'feetAndHandsNumb',
    who: { maxDays: 28 },
    advice: `New numbness, tingling or pins and needles in both the feet and the hands can be an early sign of Guillain-Barré syndrome or another nerve problem: get an urgent GP appointment or call 111 today. ${CALL_911_TO} if weakness spreads up the legs or arms, you cannot walk, or breathing or swallowing becomes difficult.`,
    source: {
      title: 'Guillain-Barré syndrome (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/guillain-barre-syndrome/',
    },
    conditions: ['Guillain-Barré syndrome', 'Peripheral neuropathy'],
  },
  {
    id: 'fever-on-immunosuppressant',
    label: 'A fever on a biologic, a JAK inhibitor, methotrexate or long-term steroids',
    urgency: 'urgent',
    // Round twenty-three (dev-probes-18). NHS adalimumab (and the other biologics' pages): call a
    // doctor or 111 straight away with signs of an infection such as a high temperature; NICE NG51:
    // these medicines raise the risk of sepsis. Sepsis signs stay emergencies under their own rules.
    when: { all: ['immunosuppressantMedicine', 'fever'] },
    advice: `A high temperature while taking a medicine that weakens the immune system (adalimumab, another biologic, a JAK inhibitor, methotrexate or long-term steroids) needs a clinician today: call your specialist team, an urgent GP appointment or 111 now, and ask whether to hold the next dose. ${CALL_911_TO} if you feel very unwell, confused, breathless, or have mottled or blue skin.`,
    source: {
      title: 'Adalimumab (NHS medicines); Sepsis, NICE NG51 (2016, updated 2024)',
      url: 'https://www.nhs.uk/medicines/adalimumab/',
    },
    conditions: ['Infection on immune-suppressing medicine'],
  },
];
