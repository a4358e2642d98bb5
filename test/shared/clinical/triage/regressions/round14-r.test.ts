import { describe, expect, it } from 'vitest';
import { ids, triage } from '../../../../support/triage.ts';

/**
 * Round fourteen (helper R): children's emergencies under-triaged by the eleventh development
 * probes (vignettes-dev-probes-11.json). Each presentation is tested in wordings unlike the probe
 * that exposed it, with near-misses it must not catch.
 */

describe('testicular torsion told in slang (NHS testicle pain; NICE CKS scrotal pain)', () => {
  it('reads nut, bollock and testis as the testicle', () => {
    expect(
      triage('my left bollock suddenly started killing me an hour ago and I threw up', {
        age: 15,
        sex: 'male',
      }),
    ).toBe('emergency');
    expect(
      triage('my son says his nuts really hurt, came on suddenly at school, he feels sick', {
        age: 13,
        sex: 'male',
      }),
    ).toBe('emergency');
    expect(triage('15M sudden onset severe L testis pain 2h, vomited', { age: 15, sex: 'male' })).toBe(
      'emergency',
    );
    expect(ids('really bad pain in my right nut out of nowhere and i feel sick')).toContain(
      'testicular-torsion',
    );
  });

  it('does not read a lower-hanging testicle, denied pain or an animal', () => {
    expect(ids('my left nut hangs lower than my right, no pain')).toEqual([]);
    expect(ids('no pain or swelling in my balls')).toEqual([]);
    expect(ids('my dog has swollen nuts')).toEqual([]);
  });
});

describe('a child with the 4Ts of new diabetes who is now vomiting, breathing deeply or drowsy (NICE NG18; NHS DKA)', () => {
  it('sends thirst and weeing with vomiting, tummy pain, deep breathing or fruity breath to emergency care', () => {
    expect(
      triage('my son is always thirsty and going to the toilet loads, now he keeps being sick', { age: 10 }),
    ).toBe('emergency');
    expect(
      triage(
        "she's started wetting the bed again and is drinking loads more than usual. today her breath smells like nail varnish",
        { age: 6 },
      ),
    ).toBe('emergency');
    expect(triage('12F polydipsia polyuria 3/52, wt loss, now vomiting and abdo pain', { age: 12 })).toBe(
      'emergency',
    );
  });

  it('keeps thirst and weeing alone same-day, and does not read vomiting with thirst as diabetes', () => {
    expect(triage("he's drinking loads and weeing a lot, no vomiting, no tummy pain", { age: 8 })).toBe(
      'urgent-care',
    );
    expect(ids('she has been vomiting and has diarrhoea, drinking lots of water', { age: 8 })).not.toContain(
      'child-new-diabetes-dka',
    );
  });
});

describe('a baby bringing feeds back up green (NHS vomiting in children and babies: green vomit)', () => {
  it('reads feeds coming back up green, or sick like grass cuttings, as bile', () => {
    expect(triage('my 3 month old has been sick and it looks like grass cuttings', { age: 0.25 })).toBe(
      'emergency',
    );
    expect(triage('milk keeps coming back up bright green', { age: 0.1 })).toBe('emergency');
    expect(triage('her feeds came back up green twice tonight', { age: 0.5 })).toBe('emergency');
  });

  it('does not read green poo, green phlegm or a denied green sick', () => {
    expect(ids('my baby has green poo and keeps bringing up milk', { age: 0.2 })).toEqual([]);
    expect(ids('he coughed and the phlegm came up green', { age: 0.8 })).toEqual([]);
    expect(ids('the sick came up yellow, it did not come up green', { age: 0.5 })).toEqual([]);
  });
});

describe('a baby who stops breathing or goes dusky (NHS seriously ill baby; AAP BRUE)', () => {
  it('sends pauses in breathing or a dusky or blue spell in a baby to emergency care, even if well now', () => {
    expect(
      triage(
        'my 2 month old had a pause in his breathing for about 15 seconds and went a bit blue around the mouth, fine now',
        {
          age: 0.17,
        },
      ),
    ).toBe('emergency');
    expect(triage('6/52 apnoeic episode ~20 s with perioral cyanosis, now well', { age: 0.12 })).toBe(
      'emergency',
    );
    expect(
      ids('she keeps pausing her breathing in her sleep and her face went grey', { age: 0.3 }),
    ).toContain('infant-breathing-pause');
  });

  it('does not read blue hands and feet, denied pauses, or snoring pauses in an older child or adult', () => {
    expect(ids('his hands and feet look a bit blue but he is feeding well', { age: 0.05 })).toEqual([]);
    expect(ids('no pauses in her breathing, her colour is good', { age: 0.1 })).toEqual([]);
    expect(ids('my 6 year old snores and stops breathing at night', { age: 6 })).not.toContain(
      'infant-breathing-pause',
    );
    expect(ids('my wife says I stop breathing in my sleep', { age: 50 })).not.toContain(
      'infant-breathing-pause',
    );
  });
});

describe('intussusception in a baby or toddler (CUH NHS intussusception in children; NHS vomiting in babies)', () => {
  it('sends bouts of screaming with pallor, floppiness or a redcurrant-jelly poo to emergency care', () => {
    expect(
      triage(
        'my 1 year old keeps screaming in bouts and pulling his legs up, then goes pale in between, and his poo looks like redcurrant jelly',
        {
          age: 1,
        },
      ),
    ).toBe('emergency');
    expect(
      triage(
        'she has tummy pain that comes and goes every 20 minutes, she goes white and sleepy in between',
        { age: 2 },
      ),
    ).toBe('emergency');
    expect(triage('his nappy had blood and mucus in it and he is screaming in bouts', { age: 0.8 })).toBe(
      'emergency',
    );
    expect(ids('18/12 F colicky abdo pain, lethargic between spasms', { age: 1.5 })).toContain(
      'child-intussusception',
    );
  });

  it('does not read evening colic, bloody diarrhoea in a well child, or a tummy ache that comes and goes', () => {
    expect(
      ids('my 6 week old screams for hours in the evening, goes red, pulls his legs up then settles', {
        age: 0.12,
      }),
    ).not.toContain('child-intussusception');
    expect(
      ids("she has blood and mucus in her poo with diarrhoea but she's playing and happy", { age: 2 }),
    ).not.toContain('child-intussusception');
    expect(ids("his tummy ache comes and goes, he's eating fine", { age: 3 })).not.toContain(
      'child-intussusception',
    );
  });
});

describe('a hernia that has become stuck, hard, red or tense (NHS inguinal and umbilical hernia)', () => {
  it('reads the hernia and its change across sentences, at any age', () => {
    expect(
      triage("my baby has an umbilical hernia. Today it's gone hard and purple and he keeps being sick", {
        age: 0.6,
      }),
    ).toBe('emergency');
    expect(triage("the lump in his groin won't go back in anymore and he is screaming", { age: 1 })).toBe(
      'emergency',
    );
    expect(triage("my hernia suddenly got really painful and I've been sick twice", { age: 60 })).toBe(
      'emergency',
    );
  });

  it('does not read a hernia that goes back in, a repaired hernia, or redness elsewhere', () => {
    expect(
      ids('baby has an umbilical hernia, it pops out when he cries and goes back in easily', { age: 0.3 }),
    ).toEqual([]);
    expect(
      ids('I had a hernia repaired years ago, now I have a tummy bug with bad stomach pain and vomiting', {
        age: 40,
      }),
    ).not.toContain('hernia-stuck-or-sick');
    expect(ids('I had a hernia repair years ago. My throat is red and tender.', { age: 40 })).not.toContain(
      'hernia-stuck-or-sick',
    );
  });
});

describe('a baby under 3 months with a temperature and a red feature (NICE NG143; NICE NG195)', () => {
  it('sends fever with poor feeding, sleepiness, few wet nappies or a GBS-positive mother to emergency care', () => {
    expect(
      triage('my 5 week old has a temperature of 38.2 and is taking less than half her usual feeds', {
        age: 0.1,
      }),
    ).toBe('emergency');
    expect(triage('2 week old baby, temp 38.1, mum was group B strep positive', { age: 0.04 })).toBe(
      'emergency',
    );
    expect(
      triage('my 10 week old has a fever of 38.5 and is sleepy, not waking for feeds', { age: 0.2 }),
    ).toBe('emergency');
  });

  it('keeps a well febrile young baby same-day, and a sleepy baby without fever out of this rule', () => {
    expect(
      triage('my 6 week old has a temp of 38.2 after her jabs, feeding well, lots of wet nappies, alert', {
        age: 0.12,
      }),
    ).toBe('urgent-care');
    expect(
      ids('2 week old, temp 38.1, mum was group B strep negative, feeding well', { age: 0.04 }),
    ).not.toContain('young-infant-fever-red');
    expect(ids('my 6 week old is sleepy after feeds, no temperature', { age: 0.12 })).not.toContain(
      'young-infant-fever-red',
    );
    expect(ids('my 5 month old has a temp of 38.3 and is sleepy', { age: 0.42 })).not.toContain(
      'young-infant-fever-red',
    );
  });
});
