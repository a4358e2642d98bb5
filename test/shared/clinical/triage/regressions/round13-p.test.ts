import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round thirteen (helper P): under-triage found by the tenth probes (vignettes-dev-probes-10.json),
 * raised only. Each presentation is tested in wordings unlike the probe's (patient, relative,
 * clinician), with the near-misses that must not fire.
 */

describe('pulmonary embolism: breathless with a racing heart after a flight, an operation or on the pill (NHS, NICE NG158)', () => {
  it('sends new breathlessness with a fast heart and a clot risk to emergency care', () => {
    expect(
      triage(
        "Flew back from Bangkok last week, now I get breathless walking to the shops and my heart is pounding even when I'm sitting still",
      ),
    ).toBe('emergency');
    expect(
      triage('She had a c-section 2 weeks ago and since yesterday is short of breath with a racing heart'),
    ).toBe('emergency');
    expect(
      triage('29F on COCP, returned from long-haul flight 4/7 ago. SOB on exertion, HR 118 at rest'),
    ).toBe('emergency');
    expect(
      triage(
        "Since my knee op ten days ago I'm out of breath doing nothing and my pulse is going really fast",
      ),
    ).toBe('emergency');
    expect(
      triage(
        "my daughter (26) got home from Australia on Sunday, she's puffing on the stairs and her heart is going like the clappers, she's on microgynon",
      ),
    ).toBe('emergency');
    expect(ids('got back from Tokyo, breathless, and a catch in my side when I breathe in')).toContain(
      'pulmonary-embolism-fast-heart',
    );
  });

  it('reads a heart rate over 100 from the vitals', () => {
    expect(
      triage('back from a long-haul flight on Tuesday, out of breath on the stairs', {
        age: 34,
        vitals: { heartRate: 112 },
      }),
    ).toBe('emergency');
  });

  it('does not read a racing heart without breathlessness, a long-standing breathlessness, or a catch of breath', () => {
    expect(ids('no breathlessness, but my heart is racing since my flight back from Tokyo')).not.toContain(
      'pulmonary-embolism-fast-heart',
    );
    expect(ids("I've got jet lag, heart racing a bit from too much coffee")).not.toContain(
      'pulmonary-embolism-fast-heart',
    );
    expect(ids('breathless with palpitations for 2 years, on HRT')).not.toContain(
      'pulmonary-embolism-fast-heart',
    );
    expect(findings("I can't catch my breath when I breathe in after the run")).not.toContain('breathCatch');
    expect(findings('puffing on a cigarette')).not.toContain('breathless');
    expect(findings('I was puffing on my inhaler')).not.toContain('breathless');
  });

  it('keeps a catch on breathing in with a chest infection and no clot risk for the same day', () => {
    expect(
      triage(
        'Cold gone onto my chest, coughing green phlegm, a bit short of breath on the stairs, and a catch in my right side when I take a deep breath',
        { age: 79 },
      ),
    ).toBe('urgent-care');
  });
});

describe('postpartum psychosis told by a partner or a relative (NHS: a medical emergency)', () => {
  it('reads a birth told with its time, and strange beliefs about the baby', () => {
    expect(findings('my wife had our son 10 days ago')).toContain('postnatal');
    expect(findings('the baby was born 9 days ago')).toContain('postnatal');
    expect(
      triage(
        "My sister gave birth 2 weeks ago and now she's convinced the baby is a changeling and keeps saying she needs to drive the devil out of her",
      ),
    ).toBe('emergency');
    expect(
      triage(
        'Partner had our daughter 3 weeks ago, hardly sleeping, says the TV is sending her messages through the telly',
      ),
    ).toBe('emergency');
    expect(
      triage(
        "she's barely slept since the baby was born 9 days ago, talking nonstop, says the baby isn't really hers",
      ),
    ).toBe('emergency');
    expect(findings('she says she has to get the evil out of him')).toContain('babyDelusion');
  });

  it('does not read a tired new mother, a birth years ago, or a baby monitor message', () => {
    expect(
      triage('my wife had our son 10 days ago and is exhausted and tearful, the baby is feeding well'),
    ).not.toBe('emergency');
    expect(findings('since our son was born 4 years ago she has been hearing voices')).not.toContain(
      'postnatal',
    );
    expect(
      findings('we got a text message via the baby monitor app saying the battery is low'),
    ).not.toContain('psychosisSigns');
    expect(findings('my new mum friend says the baby is not really a good sleeper')).not.toContain(
      'babyDelusion',
    );
  });
});

describe('a staggered paracetamol overdose through cold and flu remedies (NHS paracetamol, NICE CKS poisoning)', () => {
  it('reads paracetamol and a remedy with paracetamol in it, both taken regularly', () => {
    expect(
      triage(
        "I've been taking Beechams all in one every 4 hours and 2 paracetamol in between for my flu since yesterday",
      ),
    ).toBe('emergency');
    expect(triage('mum has had 4 lemsips today plus her usual co-codamol, she says she feels fine')).toBe(
      'emergency',
    );
    expect(
      triage(
        'Taking Night Nurse at bedtime and Day Nurse during the day, plus paracetamol 4 times a day for the headache',
      ),
    ).toBe('emergency');
    expect(triage('pt taking OTC cold & flu capsules QDS with regular paracetamol 1g QDS x3 days')).toBe(
      'emergency',
    );
    expect(triage('My son (17) took Lemsip Max sachets, about 5 over the day, and Panadol as well')).toBe(
      'emergency',
    );
  });

  it('does not read a question, one instead of the other, ibuprofen, or a single dose of each', () => {
    for (const text of [
      'Can I take Lemsip with paracetamol every 4 hours?',
      'Is it ok to take lemsip and paracetamol every 4 hours',
      'Should I take two lemsips with paracetamol',
      'I took Lemsip instead of paracetamol every 4 hours',
      'I take paracetamol every 4 hours for my back. I had one Lemsip last week.',
      "I've been taking ibuprofen every 6 hours and a Lemsip at night",
      'I took 2 paracetamol and one Lemsip this morning',
      'taking paracetamol every 4 hours, not taking any lemsip',
    ])
      expect(ids(text), text).not.toContain('paracetamol-staggered-overdose');
  });
});

describe('sepsis without a fever (NICE NG51 high-risk criteria, NHS sepsis, UK Sepsis Trust)', () => {
  it('reads mottled skin, no urine all day or shaking on immune-suppressing medicines', () => {
    expect(
      triage("Dad's on chemo. No temperature but his legs have gone all mottled and he's not making sense"),
    ).toBe('emergency');
    expect(
      triage("I'm on humira for crohns, temp normal but I can't stop shaking and feel like I'm dying"),
    ).toBe('emergency');
    expect(
      triage(
        "my mum (78) hasn't had a wee all day, her knees look blotchy and purple and she feels very unwell",
      ),
    ).toBe('emergency');
    expect(
      triage(
        "On long-term prednisolone for PMR, feel like death warmed up and haven't passed urine since yesterday",
      ),
    ).toBe('emergency');
    expect(findings('my knees have gone purple and blotchy')).toContain('mottled');
    expect(findings('On prednisolone and methotrexate for my rheumatoid')).toContain('immunosuppressed');
  });

  it('does not read a bad cold, a short gap without a wee, or shaking from a fright', () => {
    expect(triage('I feel like death warmed up with this cold')).not.toBe('emergency');
    expect(ids("haven't had a wee since this morning, I've been drinking coffee")).not.toContain(
      'sepsis-signs-without-fever',
    );
    expect(ids("I'm shaking all over after the horror film, I'm on methotrexate")).not.toContain(
      'sepsis-signs-without-fever',
    );
    expect(ids('on methotrexate for psoriasis, mild cold, feel fine')).not.toContain(
      'sepsis-signs-without-fever',
    );
  });

  it('leaves a fever on a biologic with a chest infection to the chest rules (not neutropenic sepsis)', () => {
    expect(
      ids(
        "I'm on adalimumab injections for Crohn's, temperature of 38.2 and a chesty cough with yellow phlegm",
      ),
    ).not.toContain('neutropenic-sepsis');
  });
});

describe('a ruptured aortic aneurysm: sudden severe back or belly pain with collapse or shock (NHS AAA)', () => {
  it('reads it at 55 or over, from words, a written pressure or the vitals', () => {
    expect(
      triage(
        'Grandad suddenly got terrible pain in his back and side, then went grey and clammy and keeled over',
        { age: 81 },
      ),
    ).toBe('emergency');
    expect(triage('74M sudden onset severe L loin pain, ?renal colic, BP 84/50, sweaty')).toBe('emergency');
    expect(triage('My 68 year old husband has severe back pain out of nowhere and feels faint')).toBe(
      'emergency',
    );
    expect(
      triage('sudden severe low back pain going into his left side an hour ago, very pale', {
        age: 72,
        vitals: { systolic: 86, diastolic: 50, heartRate: 118 },
      }),
    ).toBe('emergency');
  });

  it('does not read a younger adult, back pain without collapse, old back pain or a usual low pressure', () => {
    expect(ids('sudden severe back pain and I nearly fainted', { age: 30 })).not.toContain(
      'ruptured-aortic-aneurysm-signs',
    );
    expect(
      ids('sudden severe back pain after lifting the shopping, no fainting, no dizziness', { age: 72 }),
    ).not.toContain('ruptured-aortic-aneurysm-signs');
    expect(
      ids("I've had severe back pain for years. I fainted at the blood test last month", { age: 72 }),
    ).not.toContain('ruptured-aortic-aneurysm-signs');
    expect(findings('sudden severe back pain, my blood pressure is normally 90/60')).not.toContain(
      'lowBloodPressureWritten',
    );
  });
});

describe('a stroke at the back of the brain told as vertigo (NICE CKS vertigo, NICE NG128, BE FAST)', () => {
  it('reads vertigo with double vision, veering, or not able to stand or walk', () => {
    expect(triage("Mum woke up with the room spinning and now she's seeing double", { age: 74 })).toBe(
      'emergency',
    );
    expect(
      triage(
        "the room is spinning and I keep falling to the left, can't walk without holding onto the walls",
      ),
    ).toBe('emergency');
    expect(triage('78M acute vertigo, ataxic gait')).toBe('emergency');
    expect(triage("Dad suddenly got vertigo and can't stand up, he's been sick twice")).toBe('emergency');
    expect(triage('71F sudden vertigo + vomiting + diplopia, veers R')).toBe('emergency');
  });

  it('does not read brief positional spins with normal walking, vertigo on a ladder, or vertigo after an ear infection', () => {
    for (const text of [
      'I get brief spins when I turn over in bed, walking fine',
      'vertigo for 2 seconds when I roll over in bed, no double vision, walking normally',
      'I have vertigo since my ear infection, feels like the room is spinning when I move my head',
      "I'm scared of heights, vertigo on the ladder",
    ])
      expect(ids(text), text).not.toContain('vertigo-stroke-signs');
  });
});

describe('someone with a weapon on the way or outside (NHS domestic violence and abuse: 999)', () => {
  it('reads a named person with a knife or gun who is coming, outside or in the house', () => {
    expect(triage('My ex has a knife and is heading to my flat', { age: 27, sex: 'female' })).toBe(
      'emergency',
    );
    expect(triage("my boyfriend is outside my door with a knife, I'm scared")).toBe('emergency');
    expect(triage("He's on his way back and he's got a gun")).toBe('emergency');
    expect(triage("my husband grabbed a kitchen knife and is in the house, I'm hiding in the bathroom")).toBe(
      'emergency',
    );
  });

  it('does not read cooking, a joke, a knife wound or someone coming for their things', () => {
    for (const text of [
      'my husband has a knife and is in the kitchen carving the turkey',
      "my dad has a knife, he's outside whittling a stick lol",
      'my ex has a new girlfriend and is heading to my flat to get his things',
      'my son has a knife wound and is on his way home from A&E',
    ])
      expect(ids(text), text).not.toContain('domestic-abuse-immediate-danger');
  });
});

describe('priapism told across two sentences (NHS priapism: A&E after 4 hours)', () => {
  it('reads an erection medicine or injection hours ago, then still hard', () => {
    expect(triage('Had an alprostadil injection 5 hours ago. It is still hard.')).toBe('emergency');
    expect(triage('Took viagra last night. Still rock hard and it hurts')).toBe('emergency');
    expect(triage("my husband used his caverject about 6 hrs ago. It won't go down.")).toBe('emergency');
    expect(triage("had the injection for my ED 5 hrs ago and it still hasn't gone down")).toBe('emergency');
    expect(triage('Had an alprostadil injection 5 hours ago!\nIt is still hard.')).toBe('emergency');
  });

  it('does not read under 4 hours, a question, another body part, or a flu jab', () => {
    for (const text of [
      'Had an alprostadil injection 2 hours ago. It is still hard.',
      'Had an alprostadil injection 5 hours ago. Is it normal if it is still hard?',
      'I took viagra 5 hours ago. My knee is still stiff.',
      'Had my flu injection 5 hours ago. It is still hard and red at the site.',
      'Took viagra last night. It worked fine.',
    ])
      expect(ids(text), text).not.toContain('priapism');
  });
});
