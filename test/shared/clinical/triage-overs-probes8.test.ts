import { describe, expect, it } from 'vitest';
import { atLeastDoctor, complaints, findings, ids, triage } from '../../support/triage.ts';

/**
 * Over-triage fixed after the eighth generalisation probes (vignettes-dev-probes-8.json). Each
 * concept is tested in wording unlike the probe that exposed it, with a near-miss that must stay
 * above self-care: a complaint's own words and shorthand, a "see a GP" escalation that fired on an
 * unrelated word, reassurance read as a new problem, and a bleeding finding that misread blood on
 * clothes.
 */
const days = (value: number, age = 30) => ({ age, duration: { value, unit: 'days' as const } });
const hours = (value: number, age = 30) => ({ age, duration: { value, unit: 'hours' as const } });

describe('a self-limiting complaint told in its own words', () => {
  it('reads a calf that "went rock hard" for a minute as a leg cramp, but not a calf that is hard and swollen', () => {
    expect(complaints('in the night my leg seized up, the calf went solid for about a minute')).toContain(
      'leg-cramps',
    );
    expect(
      triage(
        'Got woken at 4am by agony in my lower leg, the calf muscle went tight into a knot then let go. Bit sore today.',
        hours(8, 48),
      ),
    ).toBe('self-care');
    // NHS leg cramps: swelling or numbness needs a GP; a hard swollen calf is a possible DVT.
    expect(atLeastDoctor).toContain(
      triage('my calf went rock hard last night and now the leg is swollen', hours(12, 48)),
    );
    expect(ids('my calf is hard, swollen and warm since the long flight')).toContain('possible-dvt');
  });

  it('reads period pain on "day one" of a period, unless it is worse than usual', () => {
    expect(complaints('day one of my period and the cramps are awful')).toContain('period-pain');
    expect(triage('On day two of my period I always get cramps, paracetamol helps.', days(1, 24))).toBe(
      'self-care',
    );
    expect(atLeastDoctor).toContain(
      triage('day one of my period, cramps much worse than usual and soaking a pad every hour', days(1, 24)),
    );
  });

  it('reads redness after dozing off in the garden as sunburn, with its warning signs', () => {
    expect(complaints('dozed off in the park and my neck and arms are pink and sore')).toContain('sunburn');
    expect(triage('Nodded off in the garden, my back is red and hot to touch.', hours(6, 30))).toBe(
      'self-care',
    );
    expect(atLeastDoctor).toContain(
      triage('fell asleep in the garden, my back is red and now blistering and I feel dizzy', hours(6, 30)),
    );
  });

  it('reads "medial tibiae" as the shins, and pain that eases at rest is not pain at rest', () => {
    expect(complaints('aching over both tibiae since I took up jogging')).toContain('shin-splints');
    expect(triage('Aching along both tibiae after running, settles at rest.', days(7, 25))).toBe('self-care');
    // NHS shin splints: pain at rest or at night, or swelling, is a GP's.
    expect(atLeastDoctor).toContain(
      triage('aching along both shins after running, even at rest now', days(7, 25)),
    );
    expect(atLeastDoctor).toContain(
      triage('aching along both shins after running, now swollen', days(7, 25)),
    );
  });

  it('reads impacted wax in clinical words as earwax, not sudden deafness', () => {
    expect(complaints('hearing down on the right, cerumen impaction seen')).toContain('earwax');
    expect(triage('Right ear blocked for a week. On exam: impacted wax.', days(7, 60))).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('right ear went deaf suddenly this morning, impacted wax seen', hours(6, 60)),
    );
  });

  it('reads a hordeolum or a swelling on the lid margin as a stye, with its warning signs', () => {
    expect(complaints('small painful lump on the lower lid margin')).toContain('stye');
    expect(triage('Hordeolum right lower lid, 1 day, vision normal.', days(1, 30))).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('tender swelling on the upper lid margin and now the eye is swollen shut', days(2, 30)),
    );
  });

  it('reads hay fever from itching eyes and the month it comes', () => {
    expect(complaints('every May my eyes itch and I cannot stop sneezing')).toContain('hay-fever');
    expect(triage('Every July my eyes itch and my nose streams. No wheeze.', days(20, 30))).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('every July my eyes itch and now I am wheezing and breathless', days(20, 30)),
    );
  });

  it('reads "a band of pain round my head" as a tension headache, not a sudden one', () => {
    expect(complaints('band of pressure all round my head after a long day')).toContain('tension-headache');
    expect(triage('A tight band of pain right round my head after a long day at work.', hours(3, 30))).toBe(
      'self-care',
    );
    expect(ids('band of pain round my head that came on suddenly, the worst headache of my life')).toContain(
      'thunderclap-headache',
    );
  });

  it('reads a reaction after jabs as a vaccine reaction, for a few days only', () => {
    expect(complaints('he had his booster yesterday and his arm is sore')).toContain('vaccine-reaction');
    expect(
      triage(
        'Had her vaccinations this morning, the leg is a bit red where the needle went in, Calpol given.',
        {
          age: 0.5,
          duration: { value: 6, unit: 'hours' },
        },
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('had his jabs 5 days ago and the red patch on his arm is getting bigger', days(5, 1)),
    );
    expect(atLeastDoctor).toContain(
      triage('had her vaccinations yesterday, temperature of 39.4 tonight', {
        age: 1,
        duration: { value: 1, unit: 'days' },
      }),
    );
  });

  it('reads both breasts full and hard while breastfeeding as engorgement, not mastitis', () => {
    expect(complaints('both boobs rock hard since my milk came in')).toContain('breast-engorgement');
    expect(
      triage('Day 4 after the birth, breastfeeding. Both breasts feel heavy and full. No fever.', {
        ...days(1, 29),
        sex: 'female',
      }),
    ).toBe('self-care');
    // NHS: a red, hot, painful area in one breast, or a temperature, is mastitis: a GP or midwife.
    expect(atLeastDoctor).toContain(
      triage('breastfeeding, both breasts full and the left one has a hot red wedge', {
        ...days(1, 29),
        sex: 'female',
      }),
    );
  });

  it('reads a baby bumping her head falling off the bed as a minor head bump, but not a fall from height', () => {
    expect(
      triage('Toddler rolled off the bed onto the carpet and knocked her head. Cried at once, playing now.', {
        age: 2,
        duration: { value: 1, unit: 'hours' },
      }),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('my toddler fell off the top bunk and hit his head, he has been sick twice', { age: 2 }),
    );
  });
});

describe('reassurance and shorthand are not a new problem', () => {
  it('reads "mood fine", "neck moves OK", "abdomen soft", "LMP" and "heard no snap" as reassurance', () => {
    expect(
      triage('Struggling to fall asleep for a week with exam stress. Mood fine otherwise.', days(7, 21)),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage(
        'Struggling to fall asleep for a week with exam stress. Mood low, crying all the time.',
        days(7, 21),
      ),
    );
    expect(triage('Blocked nose and sneezing, my head is thumping, neck moves fine.', days(2, 30))).toBe(
      'self-care',
    );
    expect(
      triage('Burning when passing urine since yesterday, going often. LMP 10 days ago, not pregnant.', {
        ...days(1, 30),
        sex: 'female',
      }),
    ).toBe('self-care');
    expect(
      triage('Turned my ankle on a step, heard no snap, walking on it. Is it broken?', hours(4, 30)),
    ).toBe('self-care');
    // Near-misses: a new problem named beside the reassurance still goes to a clinician.
    expect(atLeastDoctor).toContain(
      triage(
        'Blocked nose and sneezing, neck moves fine, but my neck glands are lumpy and hard',
        days(2, 30),
      ),
    );
    expect(atLeastDoctor).toContain(
      triage('Turned my ankle, heard a snap, cannot put weight on it. Is it broken?', hours(4, 30)),
    );
  });
});

describe('escalations and findings that misfired', () => {
  it('does not read a nose that is picked "a lot" as frequent nosebleeds', () => {
    expect(
      triage(
        'Nosebleed at school, stopped after pinching for ten minutes. She picks her nose a lot.',
        hours(1, 8),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('She gets nosebleeds a lot, this one stopped after pinching.', hours(1, 8)),
    );
  });

  it('reads blood everywhere on a top as where it landed, not as heavy bleeding', () => {
    expect(findings('nosebleed in the playground, blood everywhere on her school shirt')).not.toContain(
      'severeBleeding',
    );
    expect(findings('I cut my arm on a window, there is blood everywhere')).toContain('severeBleeding');
    expect(ids('sliced my leg with a saw, blood is everywhere and gushing')).toContain('severe-bleeding');
    expect(atLeastDoctor).toContain(
      triage('nosebleed, blood everywhere on his shirt and it will not stop after 20 minutes', hours(1, 10)),
    );
  });
});
