import { describe, expect, it } from 'vitest';
import { triage } from '../../../../support/triage.ts';

/**
 * The second hostile review of round eighteen (209 probes): current emergencies that the round's
 * context readings still hid: a bed, room or record number read as a year, a written date, a dash
 * or colon that did not end an item or advice, an allergy record beside an exposure told in other
 * words, a new deficit after an old stroke, "nil" opening a denial list, a match that ran from the
 * advice into the report; and older gaps it found.
 */
type Case = [text: string, age: number];

describe('current emergencies beside context', () => {
  it.each<Case>([
    ['Bed 2019: unresponsive, agonal breathing, no pulse felt', 70],
    ['Room 2012 at the hotel: my wife fitting and wont stop, over 6 minutes now', 40],
    ['Baby Jones DOB 03/05/2025 grunting, blue around the lips, not feeding', 0.5],
    ['12/11/2025 fell in bathroom hit head. 13/11/2025 drowsy, vomiting x3, on warfarin', 80],
    ["asthma as a teen (intubated 2008) - can't finish a sentence, inhaler does nothing", 30],
    ['Hysterectomy 2015 - bleeding heavily from the vagina with big clots, dizzy', 55],
    ['Croup 2024 (admitted) - stridor at rest, sucking in at neck, drooling', 3],
    ['bowel obstruction 2022 (adhesions) - vomiting green, not passed wind, swollen belly', 60],
    ['TIA 2 years ago, weakness in my left arm and leg that came on while I was gardening', 60],
    ['stroke survivor, weakness in his good arm since he woke up', 70],
    ['stroke survivor with aphasia, slumped in the chair, droopy on the other side of her face', 70],
    [
      'my dad had a stroke in 2020 and he has slurred speech and droopy face which the carer says was not there yesterday',
      80,
    ],
    [
      'Dad had a stroke two years ago and recovered fully, he woke up with a droopy face and slurred speech',
      75,
    ],
    ["Anaphylaxis to wasps, a wasp got him on the neck 5 mins ago, he's dizzy and blotchy", 30],
    ['anaphylaxis to shellfish; swallowed a prawn cracker, voice going hoarse', 30],
    ['PMH: anaphylaxis to shellfish; swallowed a prawn cracker, voice going hoarse', 30],
    ["Anaphylaxis to cow's milk - baby drank some of her brother's formula, vomiting and wheezy and pale", 1],
    ["anaphylaxis to cats, stayed at a house with 3 cats, wheezy and can't get a breath", 30],
    ['Anaphylaxis to peanut. Had satay at lunch 20 mins ago / wheezy, voice hoarse', 20],
    ['PMH: anaphylaxis to peanut, had some at lunch 20 mins ago', 20],
    ['Return to ED if vomiting blood, vomited a cupful of fresh blood twice more', 50],
    ['Return if heavy bleeding: soaking a pad every 20 minutes with clots and feeling faint', 30],
    ['Plan: 999 if seizure >5 min / seizure ongoing 8 min, buccal midaz given, no effect', 30],
    ['Call 999 if she stops breathing: she stopped breathing for 20 seconds and went blue', 1],
    ['Attend A&E if vomiting blood - blood in sick x3, lots', 50],
    ['Seek urgent help if testicle pain - sudden severe testicle pain 1 hr, vomiting', 15],
    ['Advice: ED if pain in calf or breathlessness -> calf pain and breathless', 40],
    ['Nil PO since yesterday, vomiting coffee grounds, dizzy on standing', 60],
    ['nil wet nappies since 6am, floppy and not feeding', 0.5],
    ['Nil drinks all day, vomiting green, tummy swollen and hard', 40],
    ['nil known, stabbed in the chest, bleeding a lot', 25],
    ['PC: PMH IHD - chest tightness 50 mins radiating to arm', 60],
    ['PMH: T1DM, DKA x3 - vomiting, ketones 5.1, deep sighing breaths, drowsy', 20],
    ['HPC: hx anxiety, panic attacks, chest pain with sweating and vomiting, pain into jaw', 55],
    ['Medical history: DVT, PE, leg swollen and painful, short of breath at rest, chest pain', 47],
    ['PMH: asthma, eczema, hay fever, anxiety, IBS, migraine, lips and tongue swelling after prawns', 33],
    ['re-contact if drowsy or neck stiffness: very drowsy, neck stiff, cant look at the light', 19],
    ['see the GP if the lump grows; lump in neck grown fast and now struggling to swallow and breathe', 50],
    [
      "Grandad had a massive heart attack 10 years ago, the ambulance crew are asking - he's grey and clutching his chest",
      85,
    ],
    ['Hip replacement 2024 (left) - hip now twisted out and leg shorter after a fall, cant move it', 80],
    ['calf pain and breathless', 40],
    ['Mon - fall down stairs. Tues - confused, headache getting worse, sick twice', 80],
  ])('%s is an emergency', (text, age) => {
    expect(triage(text, { age })).toBe('emergency');
  });
});

describe('at least same-day care', () => {
  it.each<Case>([
    ['Cellulitis 2023 (IV abx) - leg red, hot, swollen and spreading fast, temp 38.5', 50],
    ['Gout 2019 - hot swollen knee, cant bend it, fever 38.7', 60],
    ['Return to GP if the redness spreads: redness spread past the pen line, feverish and shivery', 50],
    [
      'Come back if not better in 48h: day 4, ear pain worse, swelling and redness behind the ear, ear sticking out',
      5,
    ],
    ['GP if jaundice: yellow eyes and itchy skin, dark pee and pale poo', 50],
    ['Re-contact if eye pain: eye pain and blurred vision with light sensitivity, wears contacts', 30],
    ['burns 2019 - pan of boiling water over his chest and arm, blistering, large area', 3],
  ])('%s is at least urgent care', (text, age) => {
    expect(['urgent-care', 'emergency']).toContain(triage(text, { age }));
  });
});

describe('context that stays context', () => {
  it.each<Case>([
    ['holding my chest because I laughed so hard', 30],
    ['fell down the stairs last year, now have a cold and sick twice', 40],
    ['Return to ED if vomiting blood or fainting', 50],
    ['Carer app, 67F stroke survivor with aphasia, gestures to eyes and nose; every june. sneezing', 67],
    [
      'Allergies: anaphylaxis to penicillin 2014 - checked, not a contraindication. Flu jab arm sore today.',
      58,
    ],
    [
      'Safety-netting: 999/A&E if heavy bleeding, black stools with dizziness or severe abdo pain. Loose stools for 7 weeks.',
      67,
    ],
  ])('%s is not an emergency', (text, age) => {
    expect(triage(text, { age })).not.toBe('emergency');
  });
});
