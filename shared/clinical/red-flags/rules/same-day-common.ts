import type { Rule } from '../engine.ts';
import { CALL_911_TO } from './common.ts';

/**
 * Common presentations that NHS 111 and urgent GP guidance send to a clinician the same day
 * (an urgent GP appointment, NHS 111, an urgent treatment centre), with the few that go with an
 * emergency sign.
 */
export const SAME_DAY_COMMON_RULES: readonly Rule[] = [
  {
    id: 'dental-abscess-airway',
    label: 'Tooth or gum infection with trouble swallowing or breathing',
    urgency: 'emergency',
    when: { all: ['dentalPain', { any: ['swallowingHard', 'severeBreathing', 'breathless'] }] },
    advice: `${CALL_911_TO} or go to an emergency department now: a tooth infection with swelling that makes it hard to breathe, swallow or speak can block the airway.`,
    source: { title: 'Dental abscess (NHS)', url: 'https://www.nhs.uk/conditions/dental-abscess/' },
    conditions: ['Spreading dental infection (Ludwig angina)'],
    supersedes: ['dental-abscess', 'swallowing-sore-throat'],
  },
  {
    id: 'dental-abscess-spreading',
    label: 'Dental abscess with swelling spreading to the neck, the eye or under the tongue',
    urgency: 'emergency',
    // NHS dental abscess: go to A&E when the swelling reaches the eye or neck (or under the tongue,
    // Ludwig's angina), which can close the airway.
    // Round ten (helper C): or a face swollen from a tooth with a mouth that will not open (trismus), a
    // sign of spreading infection (NHS dental abscess and toothache: A&E).
    when: {
      all: [
        { any: ['dentalPain', 'dentalAbscessSigns'] },
        { any: ['swellingToNeckOrEye', { all: ['faceSwelling', 'mouthWillNotOpen'] }] },
      ],
    },
    advice:
      'Go to an emergency department now: swelling from a tooth that is spreading to the neck, the eye or under the tongue can block the airway. Call 911 if breathing, swallowing or speaking becomes hard.',
    source: { title: 'Dental abscess (NHS, 2023)', url: 'https://www.nhs.uk/conditions/dental-abscess/' },
    conditions: ['Spreading dental infection', "Ludwig's angina"],
    supersedes: ['dental-abscess'],
  },
  {
    id: 'neck-swelling-voice',
    label: 'Swelling spreading to the neck with a muffled or changed voice',
    urgency: 'emergency',
    // Round eighteen (found by its review): NHS dental abscess and quinsy: swelling in the mouth or
    // neck that makes it hard to speak, swallow or breathe needs A&E or 999, whatever started it.
    when: { all: ['swellingToNeckOrEye', 'quinsySigns'] },
    advice: `${CALL_911_TO} or go to an emergency department now: swelling spreading into the neck with a muffled or changed voice can block the airway.`,
    source: {
      title: 'Dental abscess (NHS, 2023); Quinsy (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/dental-abscess/',
    },
    conditions: ['Deep neck infection', 'Quinsy (peritonsillar abscess)'],
    supersedes: ['swallowing-sore-throat', 'dental-abscess'],
  },
  {
    id: 'dental-abscess',
    label: 'Toothache with signs of an abscess (pus, a gum boil, a swollen face) or a fever',
    urgency: 'urgent',
    // NHS dental abscess: see a dentist as soon as possible, or call 111 when no dentist can be seen.
    when: {
      all: [
        { any: ['dentalPain', 'dentalAbscessSigns'] },
        { any: ['faceSwelling', 'fever', 'mouthOpening', 'dentalAbscessSigns'] },
      ],
    },
    advice:
      'Toothache with pus, a bad taste, a lump on the gum, a swollen face, cheek or jaw, or a fever can be a dental abscess: see an emergency dentist today, or call 111 if you cannot get one. Go to an emergency department if the swelling reaches the eye or neck, or it becomes hard to breathe, swallow or speak.',
    source: { title: 'Dental abscess (NHS, 2023)', url: 'https://www.nhs.uk/conditions/dental-abscess/' },
    conditions: ['Dental abscess'],
  },
  {
    id: 'swallowing-sore-throat',
    label: 'Sore throat with trouble swallowing fluids or opening the mouth',
    urgency: 'urgent',
    // NHS quinsy: a muffled "hot potato" voice or a jaw that will not open fully with a sore throat.
    when: {
      all: [
        { any: ['soreThroat', 'quinsySigns'] },
        { any: ['swallowingHard', 'mouthOpening', 'quinsySigns'] },
      ],
    },
    advice:
      'A sore throat that makes it hard to swallow fluids or to open the mouth, or is much worse on one side, can be quinsy (an abscess next to the tonsil): see a clinician today. Call 911 for drooling, a high-pitched noise when breathing in, or trouble breathing.',
    source: {
      title: 'Quinsy (NHS); Sore throat (acute): antimicrobial prescribing, NICE NG84 (2018)',
      url: 'https://www.nhs.uk/conditions/quinsy/',
    },
    conditions: ['Quinsy (peritonsillar abscess)', 'Severe tonsillitis'],
  },
  {
    id: 'throat-object-stuck',
    label: 'A bone, food or an object stuck in the throat, or stuck with trouble swallowing',
    urgency: 'emergency',
    // Round ten (helper C): the NHS sends a feeling of food stuck after eating to an urgent GP or 111
    // (swallowing problems); a bone, food or an object actually stuck cannot be removed outside
    // hospital, and not being able to swallow saliva (drooling) is complete obstruction, so both go to
    // A&E. A pill stuck, or "something" stuck, counts only with trouble swallowing, drooling or
    // breathing; a lump felt in the throat (globus) is neither.
    when: {
      any: [
        'throatObjectStuck',
        {
          all: [
            'throatSomethingStuck',
            { any: ['swallowingHard', 'drooling', 'stridor', 'severeBreathing'] },
          ],
        },
      ],
    },
    advice: `Go to an emergency department now: a bone, food or an object stuck in the throat or gullet needs to be removed in hospital, and can tear the gullet or block swallowing. ${CALL_911_TO} if you cannot swallow your own saliva, are drooling, or have any trouble breathing. Do not try to push it down with bread.`,
    source: {
      title: 'Swallowing problems (dysphagia) (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/swallowing-problems-dysphagia/',
    },
    conditions: ['Food bolus obstruction', 'Foreign body in the throat or oesophagus'],
    supersedes: ['swallowing-sore-throat'],
  },
  {
    id: 'urgent-red-eye',
    label: 'Painful red eye, or red eye with light sensitivity, vision change or contact lenses',
    urgency: 'urgent',
    when: {
      any: ['painfulRedEye', { all: ['redEye', { any: ['photophobia', 'visionChange', 'contactLens'] }] }],
    },
    advice:
      'A red eye that is painful, sensitive to light, has changed your sight, or happens while you wear contact lenses should be checked today by an urgent eye service, optometrist or urgent care. Take contact lenses out. Go to an emergency department for sudden vision loss or severe pain with vomiting.',
    source: {
      title: 'Red eye (NHS); Red eye, NICE CKS (2022)',
      url: 'https://www.nhs.uk/conditions/red-eye/',
    },
    conditions: ['Keratitis', 'Iritis (anterior uveitis)', 'Corneal ulcer'],
  },
  {
    id: 'ear-infection-fever',
    label: 'Earache with a high temperature, or swelling behind the ear',
    urgency: 'urgent',
    // NHS ear infections: urgent GP or 111 for fluid coming from the ear.
    // Round seventeen (helper Y): or a very high temperature felt as hot and shivery (NHS ear
    // infections names both).
    when: {
      any: [
        'behindEarSwelling',
        { all: ['earPain', 'fever39'] },
        { all: ['earPain', 'earDischarge'] },
        { all: ['earPain', 'feverFeltHigh'] },
        // Round seventeen (helper Y, second pass), NHS ear infections: fluid coming from the ear with
        // a high temperature, even without the pain named.
        { all: ['earDischarge', 'earLeaking', { any: ['fever', 'feverBelow39', 'fever39'] }] },
      ],
    },
    advice:
      'Earache with a very high temperature, or swelling, redness or pain behind the ear, should be seen by a clinician today.',
    source: {
      title: 'Ear infections (NHS); Earache (NHS)',
      url: 'https://www.nhs.uk/conditions/ear-infections/',
    },
    conditions: ['Acute otitis media', 'Mastoiditis'],
  },
  {
    id: 'child-ear-infection-fever',
    label: 'A child with earache and a fever',
    urgency: 'urgent',
    when: { all: ['earPain', 'fever'] },
    // NHS Ear infections lists "a high temperature" among the usual symptoms and sends a child the
    // same day for "a very high temperature" or feeling hot and shivery. A measured 38 to 38.9 °C,
    // without shivering, in a child said to be playing or their usual self (NICE NG143 green) does
    // not fire this; a fever named without a reading, or without how the child is, still does.
    unless: { all: ['feverBelow39', 'childBehavingNormally'] },
    who: { maxAge: 16, ageUnknown: 'skip', childWordsCountAsUnder: 16 },
    advice:
      'A child with earache and a fever should be seen by a GP or urgent care today, or call 111. Call 911 if the child is very drowsy, floppy or has a rash that does not fade.',
    source: {
      title: 'Ear infections (NHS); Fever in under 5s, NICE NG143 (2019, updated 2021)',
      url: 'https://www.nhs.uk/conditions/ear-infections/',
    },
    conditions: ['Acute otitis media'],
    supersedes: ['ear-infection-fever'],
  },
  {
    id: 'uti-with-fever',
    label: 'Urinary symptoms with a fever or vomiting',
    urgency: 'urgent',
    // Round ten (helper C), NHS UTIs: cloudy or smelly pee with a fever, and either with rigors told in
    // lay words ("cannot stop shaking", "hot and cold"), go to an urgent GP or 111 too.
    when: {
      any: [
        { all: ['dysuria', { any: ['fever', 'vomiting', 'rigorsLay'] }] },
        { all: ['urineInfectionLay', { any: ['fever', 'rigorsLay'] }] },
      ],
    },
    advice:
      'Burning or pain passing urine with a fever, shivering or vomiting can be a kidney infection: see a clinician today. Call 911 if you feel very unwell, confused or breathe fast.',
    source: {
      title:
        'Urinary tract infections (NHS); Pyelonephritis (acute): antimicrobial prescribing, NICE NG111 (2018)',
      url: 'https://www.nhs.uk/conditions/urinary-tract-infections-utis/',
    },
    conditions: ['Kidney infection', 'Urinary tract infection'],
    knowledge: ['condition-uti'],
  },
  {
    id: 'uti-man',
    label: 'Urinary infection symptoms in a man',
    urgency: 'urgent',
    when: 'dysuria',
    who: { sex: 'male', minAge: 16, maxDays: 14 },
    advice:
      'A man with burning or pain passing urine or blood in the urine should get an urgent GP appointment or call 111 today: UTIs in men need a clinician and often a urine test.',
    source: {
      title:
        'Urinary tract infections (NHS); Urinary tract infection (lower): antimicrobial prescribing, NICE NG109 (2018)',
      url: 'https://www.nhs.uk/conditions/urinary-tract-infections-utis/',
    },
    conditions: ['Urinary tract infection', 'Prostatitis'],
    knowledge: ['condition-uti'],
  },
  {
    id: 'uti-pregnancy',
    label: 'Urinary infection symptoms in pregnancy',
    urgency: 'urgent',
    when: 'dysuria',
    who: { pregnancy: 'pregnant' },
    advice:
      'Burning or pain passing urine in pregnancy needs a clinician today (urgent GP appointment, midwife or 111): a UTI in pregnancy is treated promptly.',
    source: {
      title:
        'Urinary tract infections (NHS); Urinary tract infection (lower): antimicrobial prescribing, NICE NG109 (2018)',
      url: 'https://www.nhs.uk/conditions/urinary-tract-infections-utis/',
    },
    conditions: ['Urinary tract infection in pregnancy'],
    knowledge: ['condition-uti'],
  },
  {
    id: 'pregnancy-fall',
    label: 'A fall, a crash or a blow during pregnancy',
    urgency: 'urgent',
    // Round twenty-one (dev-probes-17), NHS maternity triage pages (falls and abdominal injury are
    // reasons to call): after a fall or a knock in pregnancy the baby and the placenta are checked the
    // same day, and a rhesus-negative mother may need anti-D. Bleeding, fluid, constant pain or fewer
    // movements after it are emergencies (other rules).
    when: 'pregnancyFall',
    who: { pregnancy: 'pregnant' },
    advice: `Call your maternity unit or midwife today after a fall, a crash or a blow to the bump, even if you feel fine: they may want to check the baby's heartbeat, and you may need anti-D if your blood group is rhesus negative. ${CALL_911_TO} or go to the maternity unit now for bleeding, leaking fluid, constant or severe tummy pain, or if the baby is moving less.`,
    source: {
      title: 'Maternity triage: when to call (Mid Cheshire Hospitals NHS Foundation Trust)',
      url: 'https://www.mcht.nhs.uk/our-services/maternity/maternity-triage-ward-26',
    },
    conditions: ['Injury in pregnancy'],
  },
  {
    id: 'pregnancy-headache-not-relieved',
    label: 'A headache in pregnancy that painkillers do not relieve',
    urgency: 'urgent',
    // Round twenty-one (dev-probes-17), Healthier Together headaches in pregnancy (NHS, before and
    // after 20 weeks): a persistent headache not relieved by regular paracetamol needs the GP or 111
    // today, to check the blood pressure and urine for pre-eclampsia (NICE NG133, 2019, updated 2023).
    when: { all: ['headache', 'painkillersNotHelping'] },
    who: { pregnancy: 'pregnant' },
    advice: `A headache in pregnancy that paracetamol does not shift needs a blood pressure and urine check today: call your midwife, maternity unit, GP or 111. ${CALL_911_TO} or go to the maternity unit now if you also have vision changes, pain under the ribs, vomiting, sudden swelling of the face or hands, or a sudden severe headache.`,
    source: {
      title:
        'Headaches in pregnancy 20 weeks and over (Healthier Together, NHS); NICE NG133 (2019, updated 2023)',
      url: 'https://www.what0-18.nhs.uk/pregnant-women/concerns-during-pregnancy/over-20-weeks/headaches-over-20-weeks',
    },
    conditions: ['Headache in pregnancy', 'Pre-eclampsia'],
  },
  {
    id: 'uti-child',
    label: 'Urinary infection symptoms in a child',
    urgency: 'urgent',
    when: 'dysuria',
    who: { maxAge: 16, ageUnknown: 'skip', childWordsCountAsUnder: 16 },
    advice:
      'A child with pain or burning passing urine, or a suspected urine infection, should be seen by a GP or urgent care today.',
    source: {
      title: 'Urinary tract infection in under 16s: diagnosis and management, NICE NG224 (2022); UTIs (NHS)',
      url: 'https://www.nice.org.uk/guidance/ng224',
    },
    conditions: ['Urinary tract infection in a child'],
    knowledge: ['condition-uti'],
  },
  {
    id: 'possible-dvt',
    label: 'Swollen, painful, warm calf or leg (possible DVT)',
    urgency: 'urgent',
    when: 'legClot',
    who: { maxDays: 14 },
    advice:
      'A swollen, painful, warm or red calf or leg can be a blood clot (DVT): get an urgent GP appointment or call 111 today. Call 911 if you are short of breath, have chest pain or cough up blood.',
    source: {
      title:
        'DVT (deep vein thrombosis) (NHS); Venous thromboembolic diseases, NICE NG158 (2020, updated 2023)',
      url: 'https://www.nhs.uk/conditions/deep-vein-thrombosis-dvt/',
    },
    conditions: ['Deep vein thrombosis'],
  },
  {
    id: 'wound-infection',
    label: 'An infected or worsening wound or bite',
    urgency: 'urgent',
    // NHS cuts and grazes: a wound with pus, or hot, red, more painful skin around it, told in
    // separate sentences ("I grazed my knee… now there is pus coming out").
    when: { any: ['woundInfection', { all: ['skinWound', 'woundInfectionSigns'] }] },
    advice:
      'A cut, bite or wound that has pus, is getting more painful, red, swollen or hot, or smells should be seen by a clinician today. Call 911 if you feel very unwell, confused or breathe fast.',
    source: {
      title: 'Cuts and grazes (NHS); Insect bites and stings (NHS)',
      url: 'https://www.nhs.uk/conditions/cuts-and-grazes/',
    },
    conditions: ['Wound infection', 'Cellulitis'],
  },
  {
    id: 'allergic-reaction-spreading',
    label: 'Allergic rash spreading or all over, or swelling of the face',
    urgency: 'urgent',
    when: { any: ['hivesSpreading', 'lipSwelling', { all: ['allergicTrigger', 'faceSwelling'] }] },
    who: { maxDays: 14 },
    advice:
      'Hives or an allergic rash that is spreading or all over the body, or swelling of the face, needs a clinician today (urgent GP appointment or 111). Call 911 at once if the lips, tongue or throat swell, or there is wheezing, trouble breathing or fainting.',
    source: { title: 'Hives (NHS); Allergies (NHS)', url: 'https://www.nhs.uk/conditions/hives/' },
    conditions: ['Allergic reaction', 'Angioedema'],
  },
  {
    id: 'serious-burn',
    label: 'A large, deep, blistered or facial burn, or a chemical or electrical burn',
    urgency: 'urgent',
    when: { all: ['burn', { any: ['burnSerious', 'blisters'] }] },
    advice:
      'Cool the burn under cool running water for 20 minutes, cover it with cling film, and get it seen today at urgent care or an emergency department: burns larger than the hand, deep (white or charred) burns, blistering burns, burns to the face, hands, feet or genitals, and chemical or electrical burns need hospital assessment. Call 911 for trouble breathing or a very large burn.',
    source: { title: 'Burns and scalds (NHS)', url: 'https://www.nhs.uk/conditions/burns-and-scalds/' },
    conditions: ['Partial or full thickness burn'],
  },
  {
    id: 'sunburn-unwell',
    label: 'Sunburn with chills, a high temperature, dizziness or sickness',
    urgency: 'urgent',
    when: { all: ['sunburnt', { any: ['sunburnUnwell', 'fever', 'vomiting', 'nausea'] }] },
    advice:
      'Sunburn with chills or a high temperature, or with dizziness, sickness, a headache or muscle cramps (signs of heat exhaustion), needs an urgent GP appointment or 111 today. Move somewhere cool, drink water and cool the skin. Call 911 for confusion, fainting, a seizure or hot skin that has stopped sweating.',
    source: { title: 'Sunburn (NHS, 2023)', url: 'https://www.nhs.uk/conditions/sunburn/' },
    conditions: ['Severe sunburn', 'Heat exhaustion'],
  },
  {
    id: 'child-burn',
    label: 'A burn or scald in a child under 5',
    urgency: 'urgent',
    // Round twenty-one's second review: sunburn told as falling asleep in the sun counts too.
    when: { any: ['burn', 'sunburnt'] },
    who: { maxAge: 5, ageUnknown: 'skip' },
    advice:
      'Cool the burn under cool running water for 20 minutes and get medical help today: burns in children under 5 should be assessed by a clinician.',
    source: { title: 'Burns and scalds (NHS)', url: 'https://www.nhs.uk/conditions/burns-and-scalds/' },
    conditions: ['Burn in a young child'],
  },
  {
    id: 'child-serious-burn',
    label: 'A large, deep, facial, chemical or electrical burn in a child under 5',
    urgency: 'emergency',
    // NHS burns and scalds: a child under 5 goes to A&E for any burn, and a burn bigger than the
    // child's hand, a white or charred burn, or a chemical or electrical burn is a large or deep one.
    when: { all: ['burn', 'burnSerious'] },
    who: { maxAge: 5, ageUnknown: 'skip' },
    advice: `${CALL_911_TO} or go to an emergency department now. Keep cooling the burn under cool running water for 20 minutes and cover it loosely with cling film. A burn bigger than a young child's hand, or a white, charred, chemical or electrical burn, needs hospital care.`,
    source: { title: 'Burns and scalds (NHS)', url: 'https://www.nhs.uk/conditions/burns-and-scalds/' },
    conditions: ['Partial or full thickness burn in a young child'],
    supersedes: ['child-burn', 'serious-burn'],
  },
  {
    id: 'child-blistered-burn-hand-face',
    label: 'A blistered burn on the hand, face, feet or genitals in a child under 5',
    urgency: 'emergency',
    // Round fourteen (helper S), NHS burns and scalds: go to A&E for burns on the face, hands, arms,
    // feet, legs or genitals that cause blisters, and for any burn in a child under 5.
    when: { all: ['burn', 'burnBlisterSite'] },
    // Sunburn has its own NHS page (blisters with a temperature in a young child: 111, same day),
    // which the sunburn and serious-burn rules follow.
    unless: 'sunburnt',
    who: { maxAge: 5, ageUnknown: 'skip', childWordsCountAsUnder: 5 },
    advice: `${CALL_911_TO} or go to an emergency department now. Keep cooling the burn under cool running water for 20 minutes and cover it loosely with cling film; do not burst the blisters or put a plaster on them. A blistered burn on a young child's hand, face, feet or genitals needs hospital care.`,
    source: { title: 'Burns and scalds (NHS, 2023)', url: 'https://www.nhs.uk/conditions/burns-and-scalds/' },
    conditions: ['Partial thickness burn in a young child'],
    supersedes: ['child-burn', 'serious-burn'],
  },
  {
    // Round seventeen (helper W), MedlinePlus electrical injury: high voltage (a power line, a
    // substation, a live rail, lightning) is a 911 emergency even when the person seems well.
    id: 'high-voltage-injury',
    label: 'Contact with high voltage or lightning',
    urgency: 'emergency',
    when: 'highVoltageContact',
    advice: `${CALL_911_TO} now. Do not touch the person until the power is off or they are clear of the source, and stay at least 20 metres (65 feet) from a fallen power line. High-voltage current and lightning can burn deep inside and stop or upset the heart even when the skin marks are small and the person feels fine.`,
    source: {
      title: 'Electrical injury (MedlinePlus, 2024); Burns and scalds (NHS, 2023)',
      url: 'https://medlineplus.gov/ency/article/000053.htm',
    },
    conditions: ['High-voltage electrical injury', 'Lightning injury'],
    supersedes: ['electric-shock-injury', 'electric-shock', 'serious-burn'],
  },
  {
    id: 'electric-shock-injury',
    label: 'An electric shock with a burn mark, fainting, chest pain, palpitations or breathlessness',
    urgency: 'emergency',
    when: {
      all: [
        'electricShock',
        {
          any: [
            'burn',
            'collapse',
            'unconscious',
            'palpitations',
            'chestPain',
            'breathless',
            'confusion',
            'seizure',
          ],
        },
      ],
    },
    advice: `Go to an emergency department now, or ${CALL_911_TO.toLowerCase()} if the person fainted, has chest pain, a racing or irregular heartbeat or trouble breathing: an electrical burn can look small on the skin but damage the tissue and heart underneath, so it needs hospital assessment.`,
    source: {
      title: 'Burns and scalds (NHS, 2023): electrical burns go to A&E',
      url: 'https://www.nhs.uk/conditions/burns-and-scalds/',
    },
    conditions: ['Electrical injury', 'Electrical burn', 'Heart rhythm problem after an electric shock'],
    supersedes: ['serious-burn', 'child-burn', 'electric-shock'],
  },
  {
    id: 'electric-shock',
    label: 'An electric shock from the mains, a cable, a socket or an appliance',
    urgency: 'urgent',
    when: 'electricShock',
    advice:
      'After an electric shock from the mains or an appliance, get checked today at an urgent treatment centre or emergency department, even if you feel well: electricity can burn beneath the skin and upset the heart rhythm. Call 911 for fainting, chest pain, a racing heartbeat or trouble breathing.',
    source: {
      title: 'Burns and scalds (NHS, 2023): electrical burns go to A&E',
      url: 'https://www.nhs.uk/conditions/burns-and-scalds/',
    },
    conditions: ['Electrical injury'],
  },
  {
    id: 'hot-joint-fever',
    label: 'A hot, swollen joint with a fever',
    urgency: 'urgent',
    when: { all: ['hotSwollenJoint', 'fever'] },
    advice:
      'A hot, swollen, painful joint with a fever or shivering can be an infected joint: see a clinician today (urgent GP appointment, 111 or urgent care).',
    source: {
      title: 'Gout (NHS); Septic arthritis (NHS)',
      url: 'https://www.nhs.uk/conditions/gout/',
    },
    conditions: ['Septic arthritis', 'Gout flare'],
  },
  {
    id: 'abdominal-pain-fever',
    label: 'Tummy pain with a high temperature or shivering',
    urgency: 'urgent',
    when: { all: [{ any: ['abdominalPain', 'upperAbdominalPain'] }, 'fever'] },
    advice:
      'Stomach pain with a high temperature or feeling hot and shivery needs a clinician today (urgent GP appointment or 111): it can be an infection such as an inflamed gallbladder, appendix or kidney. Call 911 if the pain is severe and sudden, the belly is hard, or you are very unwell.',
    source: { title: 'Stomach ache (NHS, 2023)', url: 'https://www.nhs.uk/conditions/stomach-ache/' },
    conditions: ['Gallbladder infection (cholecystitis)', 'Appendicitis', 'Kidney infection'],
  },
  {
    id: 'diabetic-foot-gangrene',
    label: 'Diabetes with a foot or toe that has turned black, or is cold and pale',
    urgency: 'emergency',
    when: { all: ['diabetes', 'footBlackOrCold'] },
    advice: `${CALL_911_TO} or go to an emergency department now: with diabetes, a foot or toe that has turned black, or is cold and pale or blue, can mean its blood supply is failing (gangrene).`,
    source: {
      title: 'Type 2 diabetes: foot problems (NHS, 2023); Gangrene (NHS)',
      url: 'https://www.nhs.uk/conditions/gangrene/',
    },
    conditions: ['Gangrene', 'Critical limb ischaemia'],
    supersedes: ['diabetic-foot-infection'],
  },
  {
    id: 'diabetic-foot-infection',
    label: 'Diabetes with a red, hot, swollen or smelly sore on the foot',
    urgency: 'urgent',
    when: { all: ['diabetes', 'footWoundInfected'] },
    advice:
      'With diabetes, a sore, cut or ulcer on the foot that is red, hot, swollen, smelly or oozing can become serious quickly: ask for an urgent GP appointment or call 111 today. Call 911 if the foot turns black or cold, or you feel very unwell.',
    source: {
      title:
        'Type 2 diabetes: foot problems (NHS, 2023); Diabetic foot problems: prevention and management, NICE NG19 (2015, updated 2019)',
      url: 'https://www.nhs.uk/conditions/type-2-diabetes/foot-problems/',
    },
    conditions: ['Diabetic foot infection', 'Diabetic foot ulcer'],
  },
  {
    id: 'infant-poor-feeding',
    label: 'A baby feeding half or less of the usual amount',
    urgency: 'urgent',
    when: 'reducedFeeding',
    who: { maxAge: 2, childWordsCountAsUnder: 1 },
    advice:
      'A baby taking half or less of their usual feeds needs a clinician today (urgent GP appointment or 111), especially with a cough, fast breathing or a fever. Call 911 if they stop feeding, have pauses in breathing, blue lips, or are hard to wake.',
    source: {
      title: 'Bronchiolitis (NHS, 2023); Fever in under 5s, NICE NG143 (2019, updated 2021)',
      url: 'https://www.nhs.uk/conditions/bronchiolitis/',
    },
    conditions: ['Bronchiolitis', 'Dehydration in a baby'],
  },
  {
    id: 'mastitis',
    label: 'Red, painful breast with a fever or getting worse',
    urgency: 'urgent',
    when: { all: ['breastInflamed', { any: ['fever', 'worsening'] }] },
    advice:
      'A red, hot, painful area of the breast with a fever or flu-like feeling, or that is not better after 12 to 24 hours of feeding or expressing and rest, can be mastitis that needs antibiotics: get an urgent GP appointment or call 111 today. Keep breastfeeding.',
    source: { title: 'Mastitis (NHS)', url: 'https://www.nhs.uk/conditions/mastitis/' },
    conditions: ['Mastitis', 'Breast abscess'],
  },
  {
    id: 'jaundice',
    label: 'Yellow skin or eyes',
    urgency: 'urgent',
    when: 'jaundice',
    who: { maxDays: 14 },
    advice:
      'Yellowing of the skin or the whites of the eyes (jaundice) needs an urgent GP appointment or 111 today. In a baby, yellow skin in the first day of life, or with pale poo, needs a clinician at once.',
    source: {
      title: 'Jaundice (NHS); Jaundice in newborns (NHS)',
      url: 'https://www.nhs.uk/conditions/jaundice/',
    },
    conditions: ['Hepatitis', 'Blocked bile duct', 'Newborn jaundice'],
  },
  {
    id: 'infant-jaundice-pale-stools',
    label: 'A jaundiced baby with pale poo or dark urine',
    urgency: 'urgent',
    // Round fifteen. NICE CG98 (2010, updated 2023) and the Children's Liver Disease Foundation Yellow
    // Alert: in a baby with jaundice, pale chalky stools or dark urine that stains the nappy can mean
    // biliary atresia, whose operation works best in the first weeks; jaundice past two weeks (three if
    // premature) needs checking too. Whatever the duration.
    when: { all: ['jaundice', 'paleStoolsOrDarkUrine'] },
    who: { maxAge: 1, ageUnknown: 'skip', childWordsCountAsUnder: 1 },
    advice:
      'A baby with yellow skin or eyes and pale, chalky or putty-coloured poo, or dark urine that stains the nappy, needs to be seen by a GP or paediatrician today for a split bilirubin blood test: a blocked bile duct must be found early. Take a photo of the poo (or the nappy) with you.',
    source: {
      title:
        "Jaundice in newborn babies under 28 days, NICE CG98 (2010, updated 2023); Yellow Alert (Children's Liver Disease Foundation)",
      url: 'https://www.nice.org.uk/guidance/cg98',
    },
    conditions: ['Biliary atresia', 'Conjugated (obstructive) jaundice in a baby'],
    supersedes: ['jaundice'],
  },
  {
    id: 'child-leukaemia-signs',
    label: 'A child or young person with unexplained bruising or bone pain, and pallor or tiredness',
    urgency: 'urgent',
    // Round fifteen. NICE NG12 (2015, updated 2023) 1.11.1: offer a very urgent full blood count
    // (within 48 hours) to a child or young person with pallor, persistent fatigue, unexplained bruising
    // or bleeding, or persistent or unexplained bone pain. Two of them together, one being the bruising,
    // bleeding or bone pain, so that a tired child or night-time growing pains alone do not fire it.
    // Round fifteen review: bruising or bleeding only when told as unexplained (a bruise from a fall or
    // a match, or gums that bleed on brushing, are not), and not the aching bones of flu.
    when: {
      any: [
        {
          all: ['unexplainedBruisingChild', { any: ['pallorOrFatigue', 'persistentBonePain'] }],
        },
        { all: ['persistentBonePain', 'pallorOrFatigue'] },
      ],
    },
    who: { maxAge: 25, ageUnknown: 'skip', childWordsCountAsUnder: 18 },
    advice: `Unexplained bruising or bleeding, or bone pain, together with paleness or tiredness that does not go away, needs a GP appointment today or tomorrow for a blood count within 48 hours. ${CALL_911_TO} or go to an emergency department if there are tiny red or purple spots that do not fade when pressed, a high temperature, bleeding that will not stop, or the child is drowsy or breathless.`,
    source: {
      title: 'Suspected cancer: recognition and referral, NICE NG12 (2015, updated 2023), section 1.11',
      url: 'https://www.nice.org.uk/guidance/ng12',
    },
    conditions: ['Leukaemia (a blood count is needed to rule it out)', 'Other causes of low blood counts'],
  },
  {
    id: 'emergency-contraception',
    label: 'A split condom or sex without contraception in the last few days',
    urgency: 'urgent',
    // Round fifteen. NHS emergency contraception and FSRH guideline (2017, updated 2023): the pill
    // works best the sooner it is taken (within 3 days, or 5 for ulipristal) and the copper IUD within
    // 5 days; it is free and confidential, under 16s included (Fraser guidelines).
    when: 'contraceptionFailedRecently',
    // FSRH: not needed in pregnancy, when trying for a baby, with a coil, implant or vasectomy, with
    // the pill taken without a miss, or after the menopause.
    unless: { any: ['pregnant', 'contraceptionNotNeeded'] },
    advice:
      'Emergency contraception works best the sooner it is used: get it today from a pharmacy, a sexual health or contraception clinic, or your GP. The pill can be taken up to 3 days (levonorgestrel) or 5 days (ulipristal) after sex, and a copper IUD fitted up to 5 days after is the most effective. It is confidential, including for under-16s. A sexual health clinic can also offer an STI test, and a pregnancy test 3 weeks later if your period is late.',
    source: {
      title:
        'Emergency contraception (NHS, 2023); FSRH guideline: Emergency contraception (2017, updated 2023)',
      url: 'https://www.nhs.uk/contraception/emergency-contraception/',
    },
    conditions: ['Risk of unintended pregnancy'],
  },
  {
    id: 'hiv-pep-window',
    label: 'A possible HIV exposure in the last 72 hours (PEP)',
    urgency: 'urgent',
    // Round seventeen (helper X). NHS HIV prevention and BASHH PEP guideline (2021): medicine to
    // prevent HIV after an exposure (PEP) must be started within 72 hours, ideally within 24, from a
    // sexual health clinic or an emergency department.
    when: { all: ['hivExposureRecent', 'hivRiskContext'] },
    advice:
      'Medicine that can stop HIV after a possible exposure (post-exposure prophylaxis, PEP) must be started as soon as possible, ideally within 24 hours and no later than 72 hours: go to a sexual health clinic today, or an emergency department if the clinic is closed. You do not need to be registered with a GP. Emergency contraception and STI tests can be sorted at the same visit.',
    source: {
      title:
        'HIV and AIDS: prevention (NHS, 2022); BASHH UK guideline for the use of HIV post-exposure prophylaxis (2021)',
      url: 'https://www.nhs.uk/conditions/hiv-and-aids/prevention/',
    },
    conditions: ['Possible HIV exposure (post-exposure prophylaxis)'],
  },
  {
    id: 'button-battery-ear-nose',
    label: 'A button battery in the ear or nose',
    urgency: 'emergency',
    // Round eleven (helper E). NHS objects in the ear or nose: a button battery can burn the inside
    // of the nose or ear within hours; go to A&E straight away and do not try to remove it.
    // Round twelve (helper M): or "something" seen in a nostril or ear with a battery missing.
    when: { all: [{ any: ['foreignBodyEarNose', 'objectInEarNoseLay'] }, 'buttonBattery'] },
    advice: `${CALL_911_TO} or go to an emergency department now: a button or coin battery in the ear or nose can burn through the lining within hours. Do not try to remove it yourself and do not put drops in the ear.`,
    source: {
      title: 'Objects in the ear or nose (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/foreign-body-in-the-ear/',
    },
    conditions: ['Button battery in the ear or nose'],
    supersedes: ['foreign-body-ear-nose'],
  },
  {
    id: 'button-battery-missing-child',
    label: 'A button or coin battery missing near a child (possibly swallowed)',
    urgency: 'emergency',
    // Round fourteen (helper S). NHS and the Child Accident Prevention Trust: if you think a child
    // has swallowed a button battery, go to A&E straight away, even if they seem well; a battery gone
    // from a toy, remote, key fob or hearing aid near a young child counts.
    when: 'batteryMissing',
    who: { maxAge: 12, ageUnknown: 'skip', childWordsCountAsUnder: 12 },
    advice: `${CALL_911_TO} or go to an emergency department now, even if your child seems well: a button or coin battery that may have been swallowed can burn through the food pipe within hours. Do not make them sick and do not wait to see if it passes. Take the packaging or device with you.`,
    source: {
      title: 'Button batteries (Child Accident Prevention Trust, 2023); Swallowed objects, NHS 111',
      url: 'https://capt.org.uk/button-batteries/',
    },
    conditions: ['Swallowed button battery'],
  },
  {
    id: 'foreign-body-ear-nose',
    label: 'Something stuck in the ear or nose',
    urgency: 'urgent',
    when: 'foreignBodyEarNose',
    advice:
      'Do not try to remove something stuck in the ear or nose: go to urgent care or an emergency department today. A button battery or magnets need an emergency department at once.',
    source: {
      title: 'Objects in the ear or nose (NHS)',
      url: 'https://www.nhs.uk/conditions/foreign-body-in-the-ear/',
    },
    conditions: ['Foreign body in the ear or nose'],
  },
  {
    id: 'persistent-vomiting',
    label: 'Vomiting for more than 2 days',
    urgency: 'urgent',
    when: 'vomiting',
    // Vomiting that has stopped ("vomiting now settled") is not still going on after 2 days.
    unless: 'vomitingStopped',
    who: { minDays: 2, maxDays: 14 },
    advice:
      'Vomiting that has gone on for more than 2 days needs an urgent GP appointment or 111 today. Call 911 if there is blood in the vomit, a very bad headache or stiff neck, or severe belly pain.',
    source: {
      title: 'Diarrhoea and vomiting (NHS)',
      url: 'https://www.nhs.uk/conditions/diarrhoea-and-vomiting/',
    },
    conditions: ['Gastroenteritis with dehydration', 'Other causes of persistent vomiting'],
  },
  {
    id: 'persistent-diarrhea',
    label: 'Diarrhea for more than 7 days',
    urgency: 'urgent',
    when: 'diarrhea',
    who: { minDays: 7, maxDays: 28 },
    advice: 'Diarrhea that has lasted more than 7 days needs an urgent GP appointment or 111 today.',
    source: {
      title: 'Diarrhoea and vomiting (NHS)',
      url: 'https://www.nhs.uk/conditions/diarrhoea-and-vomiting/',
    },
    conditions: ['Persistent infectious diarrhea', 'Inflammatory bowel disease'],
  },
  {
    id: 'acute-severe-colitis',
    label: 'A colitis or Crohn’s flare with six or more bloody stools a day and a fever or fast pulse',
    urgency: 'emergency',
    // Round eleven (helper F). NICE NG130 (Truelove and Witts): six or more bloody stools a day with a
    // fever, a pulse above 90 or anaemia is acute severe ulcerative colitis, for hospital admission.
    when: {
      all: [
        'ibd',
        'manyBloodyStools',
        { any: ['fever', 'palpitations', 'veryFastHeart', 'colitisSystemic'] },
      ],
    },
    advice: `Go to an emergency department today: six or more bloody stools a day with a fever, a racing heart or feeling faint in someone with ulcerative colitis or Crohn's disease can be a severe flare (acute severe colitis) that needs hospital treatment. Tell your IBD team. ${CALL_911_TO} for heavy bleeding, fainting or severe, swollen belly pain.`,
    source: {
      title: 'Ulcerative colitis: management, NICE NG130 (2019)',
      url: 'https://www.nice.org.uk/guidance/ng130',
    },
    conditions: ['Acute severe ulcerative colitis', "Severe Crohn's flare"],
    supersedes: ['ibd-severe-flare', 'bloody-diarrhea'],
  },
  {
    id: 'ibd-severe-flare',
    label: 'A colitis or Crohn’s flare with six or more bloody stools a day',
    urgency: 'urgent',
    // Round eleven (helper F). NICE NG130: six or more bloody stools a day is a severe flare, for
    // same-day assessment by the IBD team or a doctor.
    when: { all: ['ibd', 'manyBloodyStools'] },
    advice: `Six or more bloody stools a day in someone with ulcerative colitis or Crohn's disease is a severe flare: call your IBD nurse helpline or GP today, or NHS 111 or urgent care out of hours. Go to an emergency department if you also have a fever, a racing heart, feel faint or have severe belly pain.`,
    source: {
      title: 'Ulcerative colitis: management, NICE NG130 (2019)',
      url: 'https://www.nice.org.uk/guidance/ng130',
    },
    conditions: ['Severe ulcerative colitis flare', "Crohn's flare"],
    supersedes: ['bloody-diarrhea'],
  },
  {
    id: 'bloody-diarrhea',
    label: 'Bloody diarrhea',
    urgency: 'urgent',
    when: { all: ['diarrhea', 'rectalBleeding'] },
    advice:
      'Diarrhea with blood in it, or bleeding from the bottom with diarrhea, needs an urgent GP appointment or 111 today. Call 911 for heavy bleeding, fainting or black stools.',
    source: {
      title: 'Diarrhoea and vomiting (NHS)',
      url: 'https://www.nhs.uk/conditions/diarrhoea-and-vomiting/',
    },
    conditions: ['Infectious colitis', 'Inflammatory bowel disease'],
  },
  {
    id: 'child-long-fever',
    label: 'A fever for 5 days or more in a child under 5',
    urgency: 'urgent',
    when: 'fever',
    who: { maxAge: 5, ageUnknown: 'skip', minDays: 5 },
    advice:
      'A fever that has lasted 5 days or more in a child under 5 needs a face-to-face assessment by a clinician today (for example for Kawasaki disease or a urine infection).',
    source: {
      title: 'Fever in under 5s: assessment and initial management, NICE NG143 (2019, updated 2021)',
      url: 'https://www.nice.org.uk/guidance/ng143',
    },
    conditions: ['Serious bacterial infection', 'Kawasaki disease'],
  },
  {
    id: 'kawasaki-signs',
    label: 'A child with a fever for 5 days or more and red eyes, cracked lips or peeling fingers',
    urgency: 'urgent',
    // Round ten (helper B). NHS Kawasaki disease: an urgent GP appointment or 111 for a child with a
    // high temperature for 5 days or more and a rash, swollen neck glands, cracked dry lips, red
    // fingers or toes, or red eyes; NICE NG143: a fever of 5 days or more is amber.
    when: { all: ['fever', 'kawasakiSigns'] },
    who: { maxAge: 16, childWordsCountAsUnder: 16, minDays: 5 },
    advice:
      'A child with a high temperature for 5 days or more and red eyes, cracked red lips, a red swollen tongue, red or peeling fingers or toes, a rash or swollen neck glands needs a clinician today (an urgent GP appointment or NHS 111): Kawasaki disease needs treatment early to protect the heart.',
    source: {
      title: 'Kawasaki disease (NHS); Fever in under 5s, NICE NG143 (2019, updated 2021)',
      url: 'https://www.nhs.uk/conditions/kawasaki-disease/',
    },
    conditions: ['Kawasaki disease'],
    supersedes: ['child-long-fever'],
  },
  {
    id: 'nosebleed-not-stopping',
    label: 'A nosebleed that will not stop, or has lasted more than 10 to 15 minutes',
    urgency: 'urgent',
    when: { any: ['nosebleedLong', { all: ['noseBleeding', 'bleedingDespitePressure'] }] },
    advice:
      'A nosebleed that lasts longer than 10 to 15 minutes while pinching the soft part of the nose, seems heavy, or makes you swallow a lot of blood needs to be seen today: go to an emergency department or urgent treatment centre. Call 911 if you feel faint or have trouble breathing.',
    source: { title: 'Nosebleed (NHS)', url: 'https://www.nhs.uk/conditions/nosebleed/' },
    conditions: ['Posterior or heavy nosebleed (epistaxis)'],
  },
  {
    id: 'broken-nose',
    label: 'A nose that is broken or out of shape, or swollen inside after a blow',
    urgency: 'urgent',
    // Round eleven (helper E). NHS broken nose: go to an urgent treatment centre if the nose is out
    // of shape or you think it is broken; a swelling inside the nose after a blow can be a septal
    // haematoma, which needs draining the same day.
    when: { any: ['brokenNose', { all: ['noseInjury', 'septalSwelling'] }] },
    who: { maxDays: 14 },
    advice:
      'A nose that may be broken or is out of shape, or a swelling inside the nose after a blow, needs to be checked at an urgent treatment centre today. Go to an emergency department now if the nose will not stop bleeding, clear fluid runs from it, you have a head injury, or you find it hard to breathe.',
    source: {
      title: 'Broken nose (NHS, 2023)',
      url: 'https://www.nhs.uk/conditions/broken-nose/',
    },
    conditions: ['Broken nose (nasal fracture)', 'Septal haematoma'],
  },
  {
    id: 'orbital-cellulitis-signs',
    label: 'Sinus or eye-area infection with double vision, a bulging eye or an eye that will not move',
    urgency: 'emergency',
    when: { all: [{ any: ['sinusSymptoms', 'periorbitalSwelling'] }, 'eyeMovementProblem'] },
    advice: `${CALL_911_TO} or go to an emergency department now: swelling around the eye or sinusitis with double vision, a bulging eye or an eye that hurts or will not move can be an infection spreading into the eye socket.`,
    source: {
      title: 'Sinusitis (NHS); Orbital and preseptal cellulitis, NICE CKS (2022)',
      url: 'https://www.nhs.uk/conditions/sinusitis-sinus-infection/',
    },
    conditions: ['Orbital cellulitis'],
    supersedes: ['periorbital-swelling'],
  },
  {
    id: 'periorbital-swelling',
    label: 'Swelling or redness around the eye with sinusitis or a fever',
    urgency: 'urgent',
    when: { all: ['periorbitalSwelling', { any: ['sinusSymptoms', 'fever', 'infection'] }] },
    advice:
      'Swelling or redness around the eye with sinusitis or a temperature needs a clinician today (an urgent GP appointment or 111): it can be an infection around the eye. Go to an emergency department for double vision, a bulging eye or an eye that is painful to move.',
    source: {
      title: 'Sinusitis (NHS); Orbital and preseptal cellulitis, NICE CKS (2022)',
      url: 'https://www.nhs.uk/conditions/sinusitis-sinus-infection/',
    },
    conditions: ['Preseptal (periorbital) cellulitis'],
  },
  {
    id: 'orbital-cellulitis-vision',
    label: 'An infected, swollen eyelid or eye area with blurred or reduced vision',
    urgency: 'emergency',
    // NICE CKS and NHS Healthier Together: reduced or blurred vision with swelling around the eye
    // from an infection (sinusitis, a stye, spreading redness, a fever) is orbital cellulitis until
    // shown otherwise.
    when: {
      all: [
        'periorbitalSwelling',
        'visionChange',
        { any: ['sinusSymptoms', 'fever', 'infection', 'spreadingRedness', 'styeOrLidInfection'] },
      ],
    },
    advice: `${CALL_911_TO} or go to an emergency department now: a red, swollen eyelid or eye area from an infection with blurred or reduced vision can be an infection spreading into the eye socket.`,
    source: {
      title:
        'Cellulitis and erysipelas: antimicrobial prescribing, NICE NG141 (2019): refer orbital or periorbital cellulitis to hospital; Cellulitis (NHS)',
      url: 'https://www.nice.org.uk/guidance/ng141',
    },
    conditions: ['Orbital cellulitis'],
    supersedes: ['periorbital-swelling'],
  },
  {
    id: 'child-periorbital-cellulitis',
    label: 'A child with a swollen, red eyelid or eye area and a fever',
    urgency: 'emergency',
    when: { all: ['periorbitalSwelling', { any: ['fever', 'spreadingRedness'] }] },
    who: { maxAge: 16, ageUnknown: 'skip', childWordsCountAsUnder: 16 },
    advice: `Take the child to an emergency department now (${CALL_911_TO.toLowerCase()} if they are very unwell): a swollen, red eyelid or eye area with a temperature in a child can be an infection that spreads into the eye socket quickly.`,
    source: {
      title:
        'Cellulitis and erysipelas: antimicrobial prescribing, NICE NG141 (2019): refer orbital or periorbital cellulitis to hospital; Periorbital cellulitis, Healthier Together (NHS)',
      url: 'https://www.nice.org.uk/guidance/ng141',
    },
    conditions: ['Periorbital (preseptal) or orbital cellulitis'],
    supersedes: ['periorbital-swelling'],
  },
  {
    id: 'newborn-red-eye',
    label: 'Red or sticky eyes in a baby under 28 days old',
    urgency: 'urgent',
    when: { any: ['redEye', 'stickyEye'] },
    who: { maxAge: 0.077, ageUnknown: 'skip' },
    advice:
      'Red, sticky eyes in a baby less than 28 days old need an urgent GP appointment or 111 today: a newborn eye infection can damage sight.',
    source: { title: 'Conjunctivitis (NHS)', url: 'https://www.nhs.uk/conditions/conjunctivitis/' },
    conditions: ['Neonatal conjunctivitis'],
  },
  {
    id: 'eczema-herpeticum',
    label: 'Eczema with clusters of painful blisters or punched-out sores',
    urgency: 'urgent',
    when: 'eczemaHerpeticum',
    advice:
      'Eczema that suddenly becomes painful with clusters of blisters or small punched-out sores can be eczema herpeticum: contact a GP, 111 or an urgent treatment centre today.',
    source: {
      title: 'Atopic eczema (NHS); Eczema herpeticum (NHS)',
      url: 'https://www.nhs.uk/conditions/eczema-herpeticum/',
    },
    conditions: ['Eczema herpeticum'],
  },
  {
    id: 'boil-with-fever',
    label: 'A boil or skin abscess with a fever or shivering',
    urgency: 'urgent',
    when: { all: ['boilOrAbscess', 'fever'] },
    advice:
      'A boil or abscess with a high temperature, or feeling hot and shivery, needs an urgent GP appointment or 111 today: it may need draining or antibiotics.',
    source: { title: 'Boils and carbuncles (NHS)', url: 'https://www.nhs.uk/conditions/boils/' },
    conditions: ['Skin abscess', 'Carbuncle'],
  },
  {
    id: 'perianal-abscess-fever',
    label: 'A painful lump or swelling by the anus with a fever or shivering',
    urgency: 'urgent',
    // Round ten (helper C), NHS abscess: an abscess with a high temperature or feeling hot and shivery
    // needs an urgent GP appointment or 111; one by the anus usually needs draining.
    when: { all: ['perianalLump', { any: ['fever', 'rigorsLay'] }] },
    advice:
      'A painful lump or swelling by the anus with a high temperature or shivers can be an anal abscess: get an urgent GP appointment or call 111 today, as it usually needs draining. Call 911 if you feel very unwell, confused or breathe fast.',
    source: { title: 'Abscess (NHS, 2023)', url: 'https://www.nhs.uk/conditions/abscess/' },
    conditions: ['Anal (perianal) abscess', 'Pilonidal abscess'],
    supersedes: ['boil-with-fever'],
  },
  {
    id: 'neck-injury-nerves',
    label: 'A neck injury with tingling, numbness or weakness in the arms or legs',
    urgency: 'emergency',
    when: 'neckInjuryNerves',
    advice: `${CALL_911_TO} or go to an emergency department now, and keep the neck still: pins and needles, numbness or weakness in the arms or legs after a neck injury can mean damage to the spine.`,
    source: { title: 'Whiplash (NHS); Neck pain (NHS)', url: 'https://www.nhs.uk/conditions/whiplash/' },
    conditions: ['Cervical spine injury'],
  },
  {
    id: 'neck-injury-dangerous-mechanism',
    label:
      'Neck pain after a dangerous injury (a road crash, a fall from a height, a dive into shallow water)',
    urgency: 'emergency',
    when: { all: ['dangerousMechanism', 'neckPain'] },
    who: { maxDays: 7 },
    advice: `${CALL_911_TO} or go to an emergency department now, and keep the neck as still as you can: neck pain after a road crash, a fall from a height or down stairs, a fall from a horse or a dive into shallow water needs the neck checked for a break.`,
    source: {
      title:
        'Spinal injury: assessment and initial management, NICE NG41 (2016); Head injury: assessment and early management, NICE NG232 (2023)',
      url: 'https://www.nice.org.uk/guidance/ng41',
    },
    conditions: ['Cervical spine injury'],
  },
  {
    id: 'spinal-injury-legs',
    label: 'Cannot move or feel the legs, or both legs numb, after a fall, a jump or a crash',
    urgency: 'emergency',
    // Round twelve (helper M). NICE NG41: a fall from a height, a crash or a blow with numbness,
    // tingling or loss of movement in the legs is a spinal injury until shown otherwise: 999, do not
    // move the person.
    when: { all: ['legsParalysedOrNumb', { any: ['fallOrImpact', 'dangerousMechanism'] }] },
    who: { maxDays: 7 },
    advice: `${CALL_911_TO} for an ambulance now and do not move the person unless they are in danger: not being able to move or feel the legs, or both legs going numb, after a fall, a jump or a crash can mean an injury to the spine.`,
    source: {
      title: 'Spinal injury: assessment and initial management, NICE NG41 (2016)',
      url: 'https://www.nice.org.uk/guidance/ng41',
    },
    conditions: ['Spinal cord injury', 'Spinal fracture'],
    supersedes: ['possible-fracture'],
  },
  {
    id: 'compartment-syndrome',
    label: 'Pain getting worse under a cast or after a fracture or crush (possible compartment syndrome)',
    urgency: 'emergency',
    when: 'compartmentSyndrome',
    advice: `${CALL_911_TO} or go to an emergency department now: severe or worsening pain after a break or a crush injury, a cast that feels too tight, or numb, pale or blue fingers or toes in a cast can mean the pressure in the muscles is cutting off the blood supply. Raise the limb and do not wait until the morning.`,
    source: {
      title:
        'Compartment syndrome (NHS, 2023); Diagnosis and management of compartment syndrome of the limbs, BOAST (British Orthopaedic Association, 2016)',
      url: 'https://www.nhs.uk/conditions/compartment-syndrome/',
    },
    conditions: ['Acute compartment syndrome'],
  },
  {
    id: 'crush-injury-circulation',
    label: 'A crushed finger, hand, toe or foot that has gone white, pale, blue, cold or numb',
    urgency: 'emergency',
    // Round twelve (helper M). NHS broken finger or thumb: go to A&E if after an injury the finger or
    // thumb looks blue or feels numb; a crushed digit gone white, cold or numb may have lost its blood
    // or nerve supply.
    when: 'crushedDigitCompromised',
    who: { maxDays: 2 },
    advice: `${CALL_911_TO} or go to an emergency department now: a crushed finger, hand, toe or foot that has gone white, pale, blue, cold or numb may have lost its blood or nerve supply. Take off any rings, keep it raised and do not wait to see if it improves.`,
    source: {
      title: 'Broken finger or thumb (NHS, 2019)',
      url: 'https://www.nhs.uk/conditions/broken-finger/',
    },
    conditions: ['Crush injury with loss of blood supply', 'Nerve injury', 'Fracture'],
    supersedes: ['possible-fracture'],
  },
  {
    id: 'child-abnormal-cry-unwell',
    label: 'A baby or young child with a high-pitched, weak or constant cry and a fever or drowsiness',
    urgency: 'emergency',
    when: {
      all: [
        'abnormalCry',
        // Round ten (helper H): feeling hot to the touch, or barely feeding (NICE NG143: poor feeding
        // in infants), with the abnormal cry.
        {
          any: [
            'fever',
            'drowsy',
            'sleepyLay',
            'hardToWake',
            'mottled',
            'severeBreathing',
            'stiffNeck',
            'babyFeelsHot',
            'poorFeedingLay',
            'reducedFeeding',
          ],
        },
      ],
    },
    who: { maxAge: 5, ageUnknown: 'skip', childWordsCountAsUnder: 5 },
    advice: `${CALL_911_TO} or go to an emergency department now: a baby or young child with a high-pitched, weak or constant cry who also has a temperature or is floppy or drowsy can be seriously ill.`,
    source: {
      title:
        'Fever in under 5s: assessment and initial management, NICE NG143 (2019, updated 2021): a weak, high-pitched or continuous cry is a red feature; Is your baby or toddler seriously ill? (NHS)',
      url: 'https://www.nice.org.uk/guidance/ng143',
    },
    conditions: ['Serious bacterial infection', 'Meningitis', 'Sepsis'],
    knowledge: ['urgent-fever-in-infants'],
    supersedes: ['child-abnormal-cry', 'unwell-child'],
  },
  {
    id: 'child-abnormal-cry',
    label: 'A baby or young child with a high-pitched, weak or constant cry that cannot be settled',
    urgency: 'urgent',
    when: 'abnormalCry',
    who: { maxAge: 5, ageUnknown: 'skip', childWordsCountAsUnder: 5 },
    advice:
      'A baby or young child whose cry is high-pitched, weak or not like their normal cry, or who cries constantly and cannot be settled, needs to be seen by a clinician today: call your GP or 111 now. Call 911 if they are floppy, hard to wake, have a temperature, a rash that does not fade, or struggle to breathe.',
    source: {
      title:
        'Is your baby or toddler seriously ill? (NHS, 2023); Fever in under 5s, NICE NG143 (2019, updated 2021)',
      url: 'https://www.nhs.uk/conditions/baby/health/is-your-baby-or-toddler-seriously-ill/',
    },
    conditions: ['Serious illness in a baby or young child'],
  },
  {
    id: 'clot-signs-breathless',
    label: 'A calf or leg gone hard after a flight or an operation, with breathlessness or chest pain',
    urgency: 'emergency',
    when: {
      all: [
        'calfHard',
        { any: ['vteRisk', 'clotRiskLay'] },
        {
          any: [
            'breathless',
            'severeBreathing',
            'pleuritic',
            'coughingBlood',
            'bloodStreakedSputum',
            'chestPain',
          ],
        },
      ],
    },
    advice: `${CALL_911_TO} now: a calf or leg that has gone hard or tight after a flight or an operation, with breathlessness, chest pain or coughing blood, can be a blood clot that has reached the lungs.`,
    source: {
      title: 'Pulmonary embolism (NHS); Venous thromboembolic diseases, NICE NG158 (2020, updated 2023)',
      url: 'https://www.nhs.uk/conditions/pulmonary-embolism/',
    },
    conditions: ['Pulmonary embolism', 'Deep vein thrombosis'],
    supersedes: ['possible-dvt-lay', 'possible-dvt', 'breathlessness'],
  },
  {
    id: 'possible-dvt-clot-risk',
    label: 'One calf or leg swollen, hot, hard or tight within weeks of an operation or a flight',
    urgency: 'urgent',
    // Round twelve (helper N). NHS DVT: a swollen, painful, warm calf or leg needs an urgent GP
    // appointment or 111, more so after an operation or a long journey; NICE NG158 assesses a suspected
    // DVT the same day. The operation's "2 weeks ago" is not how long the leg has been swollen, so this
    // reads up to 6 weeks, where `possible-dvt` stops at 14 days.
    when: { all: [{ any: ['legClotSigns', 'calfHard'] }, 'clotRiskLay'] },
    who: { maxDays: 42 },
    advice:
      'A swollen, hot, hard or painful calf or leg in the weeks after an operation or a long journey can be a blood clot (DVT): get an urgent GP appointment or call 111 today. Call 911 if you are short of breath, have chest pain or cough up blood.',
    source: {
      title:
        'DVT (deep vein thrombosis) (NHS, 2023); Venous thromboembolic diseases, NICE NG158 (2020, updated 2023)',
      url: 'https://www.nice.org.uk/guidance/ng158',
    },
    conditions: ['Deep vein thrombosis'],
    supersedes: ['possible-dvt'],
  },
  {
    id: 'possible-dvt-lay',
    label: 'A calf or leg gone hard, firm or tight after a flight or an operation (possible DVT)',
    urgency: 'urgent',
    when: { all: ['calfHard', { any: ['vteRisk', 'clotRiskLay', 'legClot'] }] },
    who: { maxDays: 14 },
    advice:
      'A calf or leg that has gone hard, firm or tight after a long journey or an operation can be a blood clot (DVT): get an urgent GP appointment or call 111 today. Call 911 if you are short of breath, have chest pain or cough up blood.',
    source: {
      title:
        'DVT (deep vein thrombosis) (NHS, 2023); Venous thromboembolic diseases, NICE NG158 (2020, updated 2023)',
      url: 'https://www.nhs.uk/conditions/deep-vein-thrombosis-dvt/',
    },
    conditions: ['Deep vein thrombosis'],
    supersedes: ['possible-dvt'],
  },
  {
    id: 'embedded-fish-hook',
    label: 'A fish hook stuck in the skin with its barb in',
    urgency: 'urgent',
    // Round twenty-one (dev-probes-17), MedlinePlus fishhook removal: a deep hook, one in a joint or
    // tendon, or one near an eye or artery is removed by a clinician; in the eye it is an emergency.
    when: 'fishHookEmbedded',
    advice: `A fish hook with its barb under the skin should be taken out by a clinician: go to urgent care or a minor injuries unit today, and do not pull it out backwards. Check your tetanus jab is up to date. ${CALL_911_TO} or go to an emergency department now if the hook is in or near the eye.`,
    source: {
      title: 'Fishhook removal from skin (MedlinePlus, NIH)',
      url: 'https://medlineplus.gov/ency/article/000055.htm',
    },
    conditions: ['Embedded fish hook'],
  },
  {
    id: 'fish-hook-eye',
    label: 'A fish hook in or by the eye',
    urgency: 'emergency',
    // Round twenty-one's second review, MedlinePlus fishhook removal: a hook in or near the eye is a
    // medical emergency; shield the eye and do not try to remove it.
    when: 'fishHookEye',
    advice: `${CALL_911_TO} or go to an emergency department now: a fish hook in or next to the eye needs emergency care. Do not try to remove it or press on the eye; cover it with a paper cup taped in place and keep the head still.`,
    source: {
      title: 'Fishhook removal from skin (MedlinePlus, NIH)',
      url: 'https://medlineplus.gov/ency/article/000055.htm',
    },
    conditions: ['Eye injury from a fish hook'],
    supersedes: ['embedded-fish-hook'],
  },
  {
    id: 'child-swallowed-object',
    label: 'A child who has swallowed a coin or another small object',
    urgency: 'urgent',
    // Round twenty-one (dev-probes-17), Healthier Together swallowed foreign object: most pass, but one
    // stuck in the food pipe needs removing, so a child is checked the same day; a battery, magnets,
    // something sharp or large, drooling, retching or breathing trouble are emergencies (other rules).
    when: 'childSwallowedObject',
    who: { maxAge: 12, ageUnknown: 'skip', childWordsCountAsUnder: 12, maxDays: 7 },
    advice: `Call your GP or 111 today to have your child checked after swallowing a coin or small object. ${CALL_911_TO} or go to an emergency department now if it may be a button battery or magnets, if it was sharp or large, or if your child is choking, drooling, retching, vomiting, has noisy or hard breathing, tummy pain or blood in their poo.`,
    source: {
      title: 'Swallowed a foreign object (Healthier Together, NHS North East and North Cumbria)',
      url: 'https://www.nenc-healthiertogether.nhs.uk/parentscarers/worried-your-child-unwell/swallowed-foreign-object',
    },
    conditions: ['Swallowed foreign body'],
  },
  {
    id: 'post-dural-puncture-headache',
    label: 'A headache worse sitting or standing after an epidural, a spinal or a lumbar puncture',
    urgency: 'urgent',
    // Round twenty-one (dev-probes-17), NHS trust anaesthetic leaflets (RCoA): a headache from a day
    // to a week after an epidural or spinal that is worse upright and eases lying flat is a
    // post-dural puncture headache; the hospital that gave it should be told the same day.
    when: { all: ['neuraxialProcedure', 'posturalHeadache'] },
    who: { maxDays: 14 },
    advice: `A headache that is worse sitting or standing and eases lying flat after an epidural, a spinal or a lumbar puncture can be a leak of spinal fluid: contact the hospital or maternity unit that gave it, or 111, today; it can be treated. ${CALL_911_TO} for a sudden severe headache, a seizure, drowsiness, confusion or weakness.`,
    source: {
      title: 'Headache after an epidural or spinal anaesthetic (Cambridge University Hospitals NHS, RCoA)',
      url: 'https://www.cuh.nhs.uk/patient-information/headache-after-an-epidural-or-spinal-anaesthetic/',
    },
    conditions: ['Post-dural puncture headache'],
  },
];
