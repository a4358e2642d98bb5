import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round thirteen (helper Q): under-triage found by the tenth probes (vignettes-dev-probes-10.json),
 * raised only (new rules and wider findings, no reassurance, stand-down or self-care words). Each
 * presentation is tested in wordings unlike the probe's (patient, relative, clinician), with the
 * near-misses that must not fire.
 */

describe('appendicitis: pain that started round the belly button and moved to the lower right (NHS appendicitis)', () => {
  it('reads the move in lay and clinical words, in either order, and sends it for the same day', () => {
    expect(
      triage(
        "My grandad (79) says it's only indigestion. The tummy ache started round his belly button last night and now it's moved down to the right side.",
        { age: 79 },
      ),
    ).toBe('urgent-care');
    expect(
      triage(
        'Pain began in the middle of my stomach yesterday and is now in the lower right, off my food and feel sick',
        { age: 45 },
      ),
    ).toBe('urgent-care');
    expect(
      triage('81F, periumbilical pain since yesterday, now RIF, anorexic, nauseated, apyrexial', { age: 81 }),
    ).toBe('urgent-care');
    expect(
      triage("she keeps saying it's nothing but her belly hurts low down on the right since this morning", {
        age: 70,
      }),
    ).toBe('urgent-care');
    expect(
      ids("it's now low down on the right side, it started round her belly button last night"),
    ).toContain('appendicitis');
    expect(
      findings(
        'grandad says it is only wind, the pain was central at first and has since settled over to the right',
      ),
    ).toContain('rightLowerPain');
  });

  it('does not read a pain that has not moved, a rash, a right knee, a back pain or "right now"', () => {
    expect(findings('pain round my belly button, it has not moved to the right')).not.toContain(
      'rightLowerPain',
    );
    expect(findings('rash around her belly button, now spreading to the right side')).not.toContain(
      'rightLowerPain',
    );
    expect(
      findings('pain around my belly button after a curry, now I have pain in my right knee as well'),
    ).not.toContain('rightLowerPain');
    expect(findings('back pain in the middle, now moved to the right')).not.toContain('rightLowerPain');
    expect(findings('the pain round my navel is fine right now')).not.toContain('rightLowerPain');
  });
});

describe('a febrile child who is not their usual self (NICE NG143 amber, NHS fever in children)', () => {
  it('sends a fever with a child who is not himself, subdued or quieter than usual for the same day', () => {
    expect(
      triage(
        "My 3 year old has had a temperature of 38.7 since yesterday and he's just not himself, lying on the sofa all morning",
        { age: 3 },
      ),
    ).toBe('urgent-care');
    expect(triage("toddler has a fever and isn't her usual self today, quieter than usual", { age: 2 })).toBe(
      'urgent-care',
    );
    expect(
      triage('Grandson (4) running a temp of 38.3, not interested in his toys and much quieter than normal', {
        age: 4,
      }),
    ).toBe('urgent-care');
    expect(triage('2F, D2 febrile illness, subdued, reduced intake', { age: 2 })).toBe('urgent-care');
    expect(triage('temp 38.6, hes not been himself, wont play', { age: 2 })).toBe('urgent-care');
  });

  it('reads drinking less with only a few wet nappies today', () => {
    expect(
      ids(
        "my daughter has had a high temperature for two days, she's drinking much less and only 2 wet nappies today",
        { age: 1.5 },
      ),
    ).toContain('febrile-child-amber');
  });

  it('does not fire for a child who is still himself, without a fever, or for an older grief', () => {
    expect(
      ids("my son has a fever of 38.4 but he's still himself, playing and drinking well", { age: 3 }),
    ).not.toContain('febrile-child-amber');
    expect(ids('fever 38.3 but he is not subdued, running around and drinking', { age: 2 })).not.toContain(
      'febrile-child-amber',
    );
    expect(ids('no fever, just not herself after her jabs', { age: 1 })).not.toContain('febrile-child-amber');
    expect(
      ids("she's drinking a bit less but plenty of wet nappies, temp 38.2, playing happily", { age: 2 }),
    ).not.toContain('febrile-child-amber');
    expect(ids('my son is 15 and not himself since his grandad died, no fever', { age: 15 })).toEqual([]);
  });
});

describe('possible angina told as indigestion or throat tightness on exertion (NHS angina, NICE CG95)', () => {
  it('sends discomfort brought on by walking, hills or stairs to an urgent GP appointment', () => {
    expect(
      triage('Dad (72) gets indigestion whenever he walks up the stairs, it settles when he sits down', {
        age: 72,
      }),
    ).toBe('urgent-care');
    expect(triage("64M T2DM, 3/52 exertional 'indigestion', relieved by rest", { age: 64 })).toBe(
      'urgent-care',
    );
    expect(
      triage(
        'I get a heaviness in my throat and jaw when I hurry for the bus, it goes away if I stand still',
        {
          age: 58,
        },
      ),
    ).toBe('urgent-care');
    expect(
      triage(
        'my wife gets a burning feeling behind her breastbone walking uphill, she has to stop and it passes',
        {
          age: 70,
        },
      ),
    ).toBe('urgent-care');
    expect(triage("type 2 diabetic, jaw ache when I'm doing the gardening", { age: 61 })).toBe('urgent-care');
  });

  it('does not read heartburn after meals, lying down or bending, nor "not exertional"', () => {
    expect(triage('heartburn after big meals and when I lie down, Gaviscon helps', { age: 60 })).toBe(
      'self-care',
    );
    expect(triage('indigestion after curry, not exertional', { age: 60 })).toBe('self-care');
    expect(triage('heartburn when I bend over to do the gardening', { age: 60 })).toBe('self-care');
    expect(ids('I get indigestion when I walk up the hill', { age: 25 })).not.toContain('possible-angina');
  });
});

describe('diarrhoea or vomiting on sick-day medicines with dizziness or little urine (NICE NG148)', () => {
  it('reads the medicines by name or class and the dehydration in lay and clinical words', () => {
    expect(
      triage(
        "I'm on ramipril and water tablets and have had the runs since Sunday, now I go lightheaded when I get up and my wee is really dark",
        { age: 74 },
      ),
    ).toBe('urgent-care');
    expect(
      triage(
        "mum (80) vomiting since yesterday, takes losartan and metformin, she's barely passed any urine today",
        {
          age: 80,
        },
      ),
    ).toBe('urgent-care');
    expect(
      ids('78M on furosemide + dapagliflozin, D&V x 2/7, postural dizziness, oliguric', { age: 78 }),
    ).toContain('sick-day-medicines-dehydration');
    expect(
      ids('type 2 diabetic on empagliflozin, diarrhoea for 2 days, dizzy on standing', { age: 55 }),
    ).toContain('sick-day-medicines-dehydration');
  });

  it('does not fire while drinking and weeing normally, or on a medicine stopped', () => {
    expect(
      triage('diarrhoea for 2 days, on ramipril, drinking plenty and weeing normally, not dizzy', {
        age: 70,
      }),
    ).toBe('self-care');
    expect(ids('I used to take ramipril, diarrhoea today, dizzy when I stand up', { age: 70 })).not.toContain(
      'sick-day-medicines-dehydration',
    );
  });
});

describe('a blood pressure of 150/100 or more in the 6 weeks after a birth (NICE NG133)', () => {
  it('reads the birth and the reading from the text, for the same day', () => {
    expect(
      triage('Midwife checked my BP today, 10 days after my c-section, it was 154/96. I feel fine.', {
        age: 31,
        sex: 'female',
      }),
    ).toBe('urgent-care');
    expect(
      triage('I gave birth a week ago and had pre-eclampsia, my home monitor says 148/102', {
        age: 31,
        sex: 'female',
      }),
    ).toBe('urgent-care');
    expect(triage('my wife had our daughter 9 days ago, her blood pressure is 151/99', { age: 31 })).toBe(
      'urgent-care',
    );
  });

  it('reads a measured pressure from the vitals', () => {
    expect(
      triage('D6 post NVD, well', { age: 31, sex: 'female', vitals: { systolic: 156, diastolic: 96 } }),
    ).toBe('urgent-care');
    expect(
      triage('D6 post NVD, well', { age: 31, sex: 'female', vitals: { systolic: 134, diastolic: 86 } }),
    ).toBe('see-a-doctor');
  });

  it('keeps 160/110 or more, or a raised pressure with pre-eclampsia symptoms, an emergency', () => {
    expect(triage('day 4 postnatal, BP 165/105, no symptoms', { age: 31, sex: 'female' })).toBe('emergency');
    expect(
      triage('2/52 postpartum, BP 152/100 and a bad headache with flashing lights', {
        age: 31,
        sex: 'female',
      }),
    ).toBe('emergency');
  });

  it('does not read a birth years ago or a normal reading', () => {
    expect(ids('had my baby 3 years ago, BP 155/100 at my check', { age: 31, sex: 'female' })).not.toContain(
      'postnatal-hypertension',
    );
    expect(ids('day 6 postnatal, BP 138/88, feel well', { age: 31, sex: 'female' })).toEqual([]);
  });
});

describe('a kidney infection in an older person who does not want a fuss (NICE CKS pyelonephritis)', () => {
  it('reads burning on passing water with side pain going round to the back, or with shivers', () => {
    expect(
      triage("nan's wee smells awful and she has pain in her left side going through to her back", {
        age: 88,
      }),
    ).toBe('urgent-care');
    expect(triage('F 76, dysuria, R loin pain, T 37.6', { age: 76 })).toBe('urgent-care');
    expect(triage('it stings passing water and I keep getting the chills', { age: 45 })).toBe('urgent-care');
    expect(
      ids(
        "my husband is 80, says it hurts when he passes water and he keeps shivering, but he doesn't want a fuss",
        {
          age: 80,
        },
      ),
    ).toContain('kidney-infection-signs');
  });

  it('does not fire without side pain or shivers, or on a back pain from lifting', () => {
    expect(
      ids('it stings when I pass water, no fever, no back pain, not shivery', { age: 30, sex: 'female' }),
    ).not.toContain('kidney-infection-signs');
    expect(triage('back pain round to my side after lifting a wardrobe', { age: 45 })).toBe('self-care');
  });
});

describe('methotrexate told as MTX, carbimazole as CMZ (NHS methotrexate and carbimazole)', () => {
  it('sends a sore throat, mouth ulcers or a fever on these medicines for an urgent blood count', () => {
    expect(triage('54F, RA on weekly MTX 20 mg. 2/7 sore throat, mouth ulcers, T 37.8.', { age: 54 })).toBe(
      'urgent-care',
    );
    expect(triage('on mtx for psoriasis, got a sore throat and ulcers in my mouth', { age: 50 })).toBe(
      'urgent-care',
    );
    expect(
      triage('I take methotrex for my arthritis, temp 38.1 and my throat is killing me', { age: 60 }),
    ).toBe('urgent-care');
    expect(ids('Graves on CMZ 20mg, sore throat x2 days', { age: 40 })).toContain('agranulocytosis-risk');
  });

  it('does not fire on a medicine stopped or with none of the signs', () => {
    expect(ids('used to be on MTX, stopped last year, sore throat now', { age: 50 })).not.toContain(
      'agranulocytosis-risk',
    );
    expect(ids('on MTX, no sore throat, no ulcers, no fever, routine bloods due', { age: 50 })).toEqual([]);
  });
});

describe('a wound infection after a caesarean or another operation (NHS, NICE NG125)', () => {
  it('reads erythema, ooze, weeping, leaking or red and tender at an operation wound', () => {
    expect(
      triage("my c-section wound is red and tender and there's some yellow gunk, temp 37.9", { age: 30 }),
    ).toBe('urgent-care');
    expect(
      triage('had my gallbladder out last week, one of the port sites is weeping and red round the edges', {
        age: 50,
      }),
    ).toBe('urgent-care');
    expect(
      ids('10 days after my hernia op the incision is leaking clear fluid and I feel shivery', { age: 50 }),
    ).toContain('wound-infection');
    expect(findings('Wound: 3 cm erythema at lateral end, serous ooze, tender.')).toContain('woundInfection');
  });

  it('does not read a clean wound, a negated ooze or an old scar', () => {
    expect(ids('my wound is healing well, no redness, no ooze, no discharge', { age: 35 })).toEqual([]);
    expect(ids('op wound looks clean and dry, stitches out tomorrow', { age: 35 })).toEqual([]);
    expect(ids("caesarean 4 years ago, the scar goes a bit red when I'm hot", { age: 35 })).toEqual([]);
  });
});

describe('a urine infection in a young child: smelly nappies or crying on weeing (NICE NG224)', () => {
  it('sends a fever with strong-smelling nappies, or crying when passing urine, for the same day', () => {
    expect(
      triage('toddler temp 38.9 since last night, no cold symptoms, her wet nappies really stink', {
        age: 2,
      }),
    ).toBe('urgent-care');
    expect(triage('2yo boy, fever, cries every time he wees', { age: 2 })).toBe('urgent-care');
    expect(triage('my daughter (3) keeps screaming when she pees and has a temperature', { age: 3 })).toBe(
      'urgent-care',
    );
    expect(findings('his nappy smell very strong')).toContain('urineInfectionLay');
  });

  it('does not read a dirty nappy, or nappies that do not smell', () => {
    expect(ids('temp 38.5, his dirty nappy smells awful', { age: 1.5 })).toEqual([]);
    expect(
      ids("fever 38.2, nappies don't smell, wet nappies normal, no crying when he wees", { age: 1.5 }),
    ).toEqual([]);
  });
});
