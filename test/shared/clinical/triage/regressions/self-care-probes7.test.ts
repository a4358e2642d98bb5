import { describe, expect, it } from 'vitest';
import { normalize } from '../../../../../shared/clinical/red-flags/text.ts';
import { matchSelfCare } from '../../../../../shared/clinical/triage/self-care.ts';
import { atLeastDoctor, complaints, findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Self-care concepts added after the seventh generalisation probes (vignettes-dev-probes-7.json).
 * Each is tested in wording unlike the probe that exposed it, with the near-miss it must not catch:
 * clinician shorthand for self-limiting complaints, reassurance about hydration, a measured "high"
 * (not "very high") temperature with earache, and words that surround a complaint without being one.
 */
const unexplained = (text: string) => matchSelfCare(text).unexplained;
const days = (value: number, age = 30) => ({ age, duration: { value, unit: 'days' as const } });
const hours = (value: number, age = 30) => ({ age, duration: { value, unit: 'hours' as const } });

describe('clinician shorthand and codes for self-limiting complaints', () => {
  it('reads sinus pressure in clinical words as sinusitis, and "sinusitis" is not swallowed by a cold', () => {
    expect(complaints('frontal sinus tenderness and a stuffy nose after a cold')).toContain('sinusitis');
    expect(complaints('sinusitis, blocked nose')).toEqual(
      expect.arrayContaining(['sinusitis', 'common-cold']),
    );
    expect(
      triage(
        '29 y/o M, 4/7 face pain over both cheekbones, nasal congestion, mucopurulent discharge. Well.',
        days(4, 29),
      ),
    ).toBe('self-care');
    // NHS Sinusitis: swelling round the eyes is urgent; past 10 days it is a GP's.
    expect(atLeastDoctor).toContain(
      triage(
        'face pain over both cheekbones, nasal congestion, now puffy swelling round my left eye',
        days(4, 29),
      ),
    );
    expect(atLeastDoctor).toContain(triage('face pain over both cheekbones, nasal congestion', days(12, 29)));
  });

  it('reads "painful urination" as cystitis, which stays self-care only for a woman without warning signs', () => {
    expect(complaints('painful micturition and going often')).toContain('cystitis');
    expect(
      triage('Painful urination and urgency since yesterday. Not pregnant.', {
        ...days(1, 40),
        sex: 'female',
      }),
    ).toBe('self-care');
    expect(ids('painful urination and urgency since yesterday', { age: 40, sex: 'male' })).toContain(
      'uti-man',
    );
    expect(atLeastDoctor).toContain(
      triage('painful urination and some blood in the urine', { ...days(1, 40), sex: 'female' }),
    );
  });

  it('reads a hangover described by the drinking the night before, only for adults', () => {
    expect(complaints('pounding head and feel queasy after six pints and shots last night')).toContain(
      'hangover',
    );
    expect(
      triage(
        'Pounding head, queasy and parched this morning after six pints and shots last night.',
        hours(8, 27),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('pounding head after six pints and shots last night', hours(8, 17)),
    );
    expect(atLeastDoctor).toContain(
      triage('pounding head after six pints last night and I have vomited blood', hours(8, 27)),
    );
  });

  it('reads a verruca described as a lesion with black dots, not one on the face', () => {
    expect(complaints('a rough lesion with tiny black dots under my big toe')).toContain('wart');
    expect(complaints('hyperkeratotic papule on the heel')).toContain('wart');
    expect(
      triage('Hyperkeratotic papule on the heel, sore when walking. Otherwise well.', days(30, 15)),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('lesion with black dots on my cheek next to my nose', days(30, 30)),
    );
  });

  it("reads D&V shorthand as diarrhoea and vomiting, and a clinician's abdominal cramps as a stomach bug's", () => {
    expect(normalize('2/7 D&V')).toBe('2/7 diarrhea or vomiting');
    expect(normalize('no D+V')).toBe('no diarrhea or vomiting');
    expect([...findings('5 y/o, D/V since yesterday')]).toEqual(
      expect.arrayContaining(['diarrhea', 'vomiting']),
    );
    expect(
      triage(
        'Loose stools x5, vomited twice, abdominal cramps after a barbecue. Keeping sips down, afebrile.',
        hours(10, 35),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('Loose stools x5 with blood in them, abdominal cramps after a barbecue.', hours(10, 35)),
    );
  });
});

describe('reassurance about hydration and what was used', () => {
  it('reads "still peeing" or "passing urine" at the end of a clause as keeping hydrated', () => {
    expect(unexplained('tummy bug, drinking squash and still peeing')).toEqual([]);
    expect(unexplained('runny poo since last night, passing water, no blood')).toEqual([]);
    expect(
      triage('Runny poo since last night and sick once. Sipping squash, still peeing.', hours(12, 30)),
    ).toBe('self-care');
    // A complaint about the urine itself is not reassurance.
    expect(unexplained('runny poo and it stings when peeing')).toContain('peeing');
    expect(unexplained('runny poo and peeing constantly')).toContain('peeing');
    expect(atLeastDoctor).toContain(
      triage('runny poo since last night and peeing loads more than usual', hours(12, 30)),
    );
  });

  it("reads a cold or ice pack as first aid, not a cold, and the parent's shock as not a tremor", () => {
    expect(complaints('held an ice pack on his shin')).not.toContain('common-cold');
    expect(complaints('she had a cold compress on her forehead')).not.toContain('common-cold');
    expect(
      triage(
        'My 4 year old head-butted the door frame, there is a goose egg on her forehead that went purple. Held a cold pack on it, she cried then went back to her puzzle. I am quite shaken by it.',
        hours(1, 4),
      ),
    ).toBe('self-care');
    // Shaking as a symptom still counts, and a head injury after drinking is never self-care (NHS).
    expect(unexplained('blocked nose and I am shaking all over')).toContain('shaking');
    expect(atLeastDoctor).toContain(
      triage('banged my head on a cupboard after a few pints, small lump', hours(1, 30)),
    );
    expect(atLeastDoctor).toContain(
      triage('toddler bumped his forehead, held a cold pack on it, now sick twice', hours(1, 3)),
    );
  });
});

describe('what surrounds a complaint', () => {
  it('reads green or yellow snot and mouth breathing as part of a cold (NICE CKS), not a second problem', () => {
    expect(unexplained('stuffed-up nose with yellowy mucus, breathing through my mouth at night')).toEqual(
      [],
    );
    expect(
      triage('Stuffed-up nose with yellowy mucus for 3 days, breathing through my mouth at night.', days(3)),
    ).toBe('self-care');
    // Coloured phlegm with breathlessness is not a cold.
    expect(atLeastDoctor).toContain(
      triage('coughing up green phlegm and short of breath on the stairs', days(3)),
    );
  });

  it('blanks the guess in what someone said a symptom means, never the symptom', () => {
    expect(unexplained('sneezing and snotty. My sister reckons that means an infection')).toEqual([]);
    expect(unexplained('runny nose. I read online about colds turning into serious infections')).toEqual([]);
    expect(atLeastDoctor).toContain(
      triage('my mum said it means an infection. I have a rash on my legs', days(2)),
    );
  });

  it("reads sneezing and rhinorrhoea as hay fever's when hay fever is named, so its time limit holds", () => {
    expect(complaints('hay fever: sneezing, rhinorrhoea, itchy eyes')).toEqual(['hay-fever']);
    expect(triage('Hay fever again: sneezing, rhinorrhoea and itchy eyes.', days(35))).toBe('self-care');
    expect(atLeastDoctor).toContain(triage('sneezing and rhinorrhoea', days(35)));
  });

  it('reads a cold told as an event days or weeks back as the cause of a cough, not a cold still going on', () => {
    expect(complaints('caught a cold 10 days ago, dry cough still')).toEqual(['acute-cough']);
    expect(
      triage('Caught a cold 10 days ago and the dry cough is hanging on but easing.', days(16, 50)),
    ).toBe('self-care');
    // A cough past 3 weeks (NHS Cough) goes to a GP, and so does a cold with a runny nose past 2 weeks.
    expect(atLeastDoctor).toContain(
      triage('caught a cold a month ago and still have a dry cough', days(30, 50)),
    );
    expect(atLeastDoctor).toContain(triage('runny nose for 16 days', days(16, 50)));
  });

  it('reads diarrhoea told as what was going on when a nappy rash began as its cause (NHS Nappy rash)', () => {
    expect(unexplained('red nappy area since he had runny poos on Monday')).toEqual([]);
    expect(triage('Sore red nappy area since he had runny poos on Monday. Feeding well.', days(3, 1.2))).toBe(
      'self-care',
    );
    // Diarrhoea going on now in a baby under 1 is a clinician's.
    expect(atLeastDoctor).toContain(triage('sore red nappy area and he has diarrhoea', days(3, 0.6)));
  });

  it('reads hand, foot and mouth with its mild temperature as one complaint in a toddler, not with no wees', () => {
    expect(complaints('hand foot and mouth with a low-grade temperature')).not.toContain('fever-adult');
    expect(
      triage(
        'Hand foot and mouth from nursery, spots on palms, low-grade temperature, drinking water fine.',
        days(2, 1.5),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('hand foot and mouth, not drinking and dry nappies', days(2, 1.5)),
    );
  });
});

describe('teething described (NHS Baby teething symptoms)', () => {
  it('reads dribbling with chewing, or sore swollen gums, as teething in a baby over 3 months', () => {
    expect(complaints('he dribbles all day and gnaws at his fingers')).toContain('teething');
    expect(complaints('her lower gums look puffy and red')).toContain('teething');
    expect(
      triage(
        'Our 10 month old dribbles constantly, chews his toys, top gums look sore, grizzly at night.',
        days(2, 0.83),
      ),
    ).toBe('self-care');
  });

  it('does not let teething explain a fever, diarrhoea, a baby under 3 months or an adult', () => {
    expect(atLeastDoctor).toContain(
      triage('10 month old dribbling and chewing his toys, temp 38.7', days(1, 0.83)),
    );
    expect(atLeastDoctor).toContain(
      triage('10 month old dribbling and chewing his toys, and diarrhoea', days(1, 0.83)),
    );
    expect(atLeastDoctor).toContain(triage('my 7 week old dribbles and chews her fists', days(1, 0.14)));
    expect(atLeastDoctor).toContain(triage('my gums are puffy and red', days(3, 45)));
  });
});

describe('earache with a measured high (not very high) temperature', () => {
  it('does not send a child with earache, a reading of 38 to 38.9 °C and normal behaviour the same day', () => {
    expect(
      ids('my daughter has earache, thermometer said 38.6, she is smiling and watching tv', { age: 6 }),
    ).not.toContain('child-ear-infection-fever');
    expect([...findings('earache, temp 38.6')]).toContain('feverBelow39');
    expect(
      triage(
        'My 6 year old has earache in her left ear since bedtime, temp 38.6, chatty and watching TV now.',
        hours(10, 6),
      ),
    ).toBe('self-care');
    expect(
      triage('earache in her left ear since bedtime, now back to her usual self', {
        ...hours(10, 6),
        vitals: { temperature: { value: 38.2, unit: 'C' } },
      }),
    ).toBe('self-care');
  });

  it('still sends it the same day for a very high reading, shivering or a fever without a reading', () => {
    expect(ids('my daughter has earache, temp 39.4', { age: 6 })).toContain('child-ear-infection-fever');
    expect(ids('my daughter has earache, temp 38.6, playing but hot and shivery', { age: 6 })).toContain(
      'child-ear-infection-fever',
    );
    expect(
      ids('my daughter has earache, temp 38.6 yesterday and temp 39.1 today, playing', { age: 6 }),
    ).toContain('child-ear-infection-fever');
    expect(ids('my daughter has earache and a temperature', { age: 6 })).toContain(
      'child-ear-infection-fever',
    );
    // A reading alone, without how the child is, errs toward care; so does a child who is not playing.
    expect(ids('my daughter has earache, thermometer said 38.6', { age: 6 })).toContain(
      'child-ear-infection-fever',
    );
    expect(ids('my daughter has earache, temp 38.6, not playing at all', { age: 6 })).toContain(
      'child-ear-infection-fever',
    );
    expect(
      triage('earache in her left ear since bedtime, playing', {
        ...hours(10, 6),
        vitals: { temperature: { value: 39.2, unit: 'C' } },
      }),
    ).toBe('urgent-care');
    // Under 2, earache is never self-care.
    expect(atLeastDoctor).toContain(
      triage('pulling at his ear, earache, temp 38.3, now playing', hours(10, 1)),
    );
  });
});

describe('vomiting that has stopped', () => {
  it('is not vomiting "for more than 2 days" (NHS Diarrhoea and vomiting)', () => {
    expect([...findings('sickness has now stopped')]).toContain('vomitingStopped');
    expect(
      ids('vomiting and loose stools for 3 days, vomiting stopped yesterday, keeping drinks down'),
    ).not.toContain('persistent-vomiting');
  });

  it('still fires while it goes on, or once it has started again', () => {
    expect(ids('vomiting and loose stools for 3 days')).toContain('persistent-vomiting');
    expect(ids('vomiting for 3 days, the vomiting stopped yesterday but came back again tonight')).toContain(
      'persistent-vomiting',
    );
    expect(ids('vomiting for 3 days, no vomiting since this morning')).not.toContain('persistent-vomiting');
  });
});
