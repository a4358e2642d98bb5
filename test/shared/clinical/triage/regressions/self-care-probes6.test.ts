import { describe, expect, it } from 'vitest';
import { isNegated } from '../../../../../shared/clinical/red-flags/text.ts';
import { matchSelfCare } from '../../../../../shared/clinical/triage/self-care.ts';
import { atLeastDoctor, complaints, triage } from '../../../../support/triage.ts';

/**
 * Self-care concepts added after the sixth generalisation probes (vignettes-dev-probes-6.json).
 * Each is tested in wording unlike the probe that exposed it, with the near-miss it must not catch:
 * everyday complaints described rather than named (a scald, heel pain, a red patch on the white of
 * the eye, morning sickness) are self-care, and each complaint's NHS "see a GP" features still lift
 * it to at least see-a-doctor.
 */
const unexplained = (text: string) => matchSelfCare(text).unexplained;
const days = (value: number, age = 30) => ({ age, duration: { value, unit: 'days' as const } });
const hours = (value: number, age = 30) => ({ age, duration: { value, unit: 'hours' as const } });

describe('complaints described rather than named', () => {
  it('reads a scald by what happened (NHS Burns and scalds), but not a blistered one', () => {
    expect(
      triage(
        'Knocked a mug of hot coffee over my wrist, it went pink and stings a bit. Ran it under cool water.',
        hours(2),
      ),
    ).toBe('self-care');
    expect(complaints('tipped boiling water from the pan onto my fingers')).toContain('minor-burn');
    expect(atLeastDoctor).toContain(
      triage('spilt boiling water down my arm and it has big blisters', hours(2)),
    );
  });

  it('reads heel pain on the first steps as plantar fasciitis, within 2 weeks and without NHS warning signs', () => {
    expect(
      triage(
        'Both heels ache when I get up after sitting for a while, fine once I am moving. No injury.',
        days(6, 52),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(triage('sore heel every morning for three weeks now', days(21, 45)));
    expect(atLeastDoctor).toContain(triage('heel pain and tingling in my foot', days(5, 45)));
    expect(atLeastDoctor).toContain(
      triage('pain in my heel since I jumped down a step, heard a snap', days(1, 45)),
    );
  });

  it('reads an itchy ear canal after water as otitis externa, but not with discharge or hearing loss', () => {
    expect(
      triage('itchy, slightly sore right ear canal since a week in the pool, can hear fine', days(2, 22)),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('itchy ear canal after swimming, now smelly discharge', days(3, 22)),
    );
  });

  it('reads a painless red patch on the white of the eye as a burst blood vessel, not on blood thinners', () => {
    expect(complaints('there is a red blotch on the white of my eye since this morning')).toContain(
      'burst-blood-vessel-eye',
    );
    expect(
      triage(
        'Noticed a red blotch on the white of my eye after a sneezing fit. Vision is fine. Not on any medication.',
        days(1, 45),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(triage('red patch on the white of my eye, I take apixaban', days(1, 70)));
    expect(atLeastDoctor).toContain(
      triage('red patch on the white of my eye and it has been there 3 weeks', days(21, 40)),
    );
  });

  it('reads a soft lump at the bottom as piles (NHS Piles: "lumps around your anus")', () => {
    expect(complaints('small squishy lump at my back passage, itchy after the toilet')).toContain(
      'hemorrhoids',
    );
    expect(triage('small squishy lump at my back passage, itchy after the toilet', days(5, 38))).toBe(
      'self-care',
    );
    expect(atLeastDoctor).toContain(
      triage('hard lump near my bum, very painful and I have a temperature', days(3, 38)),
    );
    expect(atLeastDoctor).toContain(
      triage('soft lump around my bottom and blood mixed in my poo', days(3, 38)),
    );
  });

  it('reads threadworms described (bottom scratching at night, white threads), and epistaxis', () => {
    expect(
      complaints('she scratches her bum in bed and there are little white threads in her nappy'),
    ).toContain('threadworms');
    expect(
      triage(
        'Left anterior epistaxis, settled with 10 minutes of pinching, not on anticoagulants.',
        hours(1, 30),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('anterior epistaxis, stopped with pressure, on warfarin', hours(1, 70)),
    );
  });

  it('reads sore, sticky eyes, erythema after the beach and crampy lower abdominal period pain', () => {
    expect(complaints('my eyes are red and crusty in the morning')).toContain('conjunctivitis');
    expect(
      triage('18M, erythema across back after sunbathing at the beach, no blisters, no fever.', days(1, 18)),
    ).toBe('self-care');
    expect(
      triage(
        '22F, day 2 of menses, crampy lower abdominal ache, eases with naproxen, same as usual.',
        days(2, 22),
      ),
    ).toBe('self-care');
  });
});

describe('morning sickness in early pregnancy', () => {
  const pregnant = { pregnant: true };
  it('keeps early, manageable sickness in pregnancy self-care', () => {
    expect(
      triage(
        "I'm 11 weeks pregnant and queasy all day, sick now and then, but keeping water and toast down.",
        {
          ...days(18, 31),
          ...pregnant,
        },
      ),
    ).toBe('self-care');
  });

  it('sends the NHS warning signs, a later pregnancy, and other complaints in pregnancy to a clinician', () => {
    expect(atLeastDoctor).toContain(
      triage('8 weeks pregnant, morning sickness, weak and dizzy when I stand', {
        ...days(10, 31),
        ...pregnant,
      }),
    );
    expect(atLeastDoctor).toContain(
      triage('morning sickness at 24 weeks pregnant', { ...days(2, 31), ...pregnant }),
    );
    expect(atLeastDoctor).toContain(
      triage('I am pregnant and have a sore throat', { ...days(2, 31), ...pregnant }),
    );
    expect(['urgent-care', 'emergency']).toContain(
      triage('10 weeks pregnant and cannot keep any fluids down for 2 days, wee is very dark', {
        ...days(2, 31),
        ...pregnant,
      }),
    );
  });
});

describe('what is said about a complaint', () => {
  it('negates a "no" list closed by "or" when a new clause starts with "and" or "but"', () => {
    const text = 'no swelling of my face, eyelids or mouth and my breathing is ok.';
    expect(isNegated(text, text.indexOf('eyelids'))).toBe(true);
    const other = 'no fever, headache or rash but chest pain since lunch.';
    expect(isNegated(other, other.indexOf('chest'))).toBe(false);
    expect(
      triage(
        'itchy wheals on my legs. no swelling of my face, eyelids or mouth and my breathing is ok.',
        hours(3),
      ),
    ).toBe('self-care');
  });

  it('reads "better every day" as improving, not as a complaint that happens every day', () => {
    expect(
      triage('Strained my lower back in the garden a week ago, a bit better every day.', days(7, 40)),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(triage('back ache from lifting, getting worse every day', days(7, 40)));
  });

  it('reads a cough lingering after a cold as a cough (NHS Cough: 3 weeks), not a cold past 2 weeks', () => {
    expect(
      triage('Dry cough hanging on since a cold 16 days ago but easing off. Otherwise well.', days(16)),
    ).toBe('self-care');
    expect(unexplained('cough since a bad cold')).toEqual([]);
    expect(atLeastDoctor).toContain(triage('still coughing four weeks after a cold', days(28)));
  });

  it('reads chickenpox skin that is not red or hot as reassurance, and red hot skin as a GP feature', () => {
    expect(
      triage(
        'Chickenpox since Tuesday, itchy spots on her tummy, the skin round the blisters is not hot or swollen.',
        days(2, 5),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('chickenpox, the skin around the spots has gone red and sore', days(4, 5)),
    );
  });

  it('sends eczema that emollients and hydrocortisone are not clearing to a GP (NHS Atopic eczema)', () => {
    expect(atLeastDoctor).toContain(
      triage('eczema on the backs of my knees, not clearing despite hydrocortisone cream', days(12, 28)),
    );
    expect(triage('mild eczema flare on my wrists, emollients are helping', days(5, 28))).toBe('self-care');
  });
});
