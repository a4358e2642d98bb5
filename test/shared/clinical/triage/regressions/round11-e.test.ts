import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round eleven (helper E): under-triage left by the ninth generalisation probes
 * (vignettes-dev-probes-9.json) and same-day injuries and emergencies the engine missed. Each
 * concept is tested in wording unlike the probe, with the near-misses it must not catch.
 */

describe('palpitations or an irregular pulse above 120 (NHS atrial fibrillation)', () => {
  it('reads a rate written in the text or measured in the vitals', () => {
    expect(triage('Irregular heartbeat since this morning, pulse 126, no chest pain.', { age: 70 })).toBe(
      'urgent-care',
    );
    expect(ids('my heart is fluttering and my watch says my heart rate is 124')).toContain(
      'fast-irregular-heartbeat',
    );
    expect(ids('heart racing at 125 for the last 3 hours')).toContain('fast-irregular-heartbeat');
    expect(ids('new fast AF on the practice ECG, otherwise well')).toContain('fast-irregular-heartbeat');
    expect(
      triage('Palpitations for 6 hours, feels like my heart is all over the place.', {
        age: 68,
        vitals: { heartRate: 124 },
      }),
    ).toBe('urgent-care');
    expect(
      triage('palpitations and my heart is skipping, pulse slow', { age: 75, vitals: { heartRate: 36 } }),
    ).toBe('urgent-care');
  });

  it('keeps the chest pain and fainting emergencies, and ignores a normal or a child’s rate', () => {
    expect(triage('palpitations with chest pain, pulse 126', { age: 60 })).toBe('emergency');
    expect(ids('palpitations on and off, HR 88, BP 130/80')).not.toContain('fast-irregular-heartbeat');
    expect(ids('pulse 125 after my run, no palpitations')).not.toContain('fast-irregular-heartbeat');
    expect(ids('my heart skips a beat now and then, pulse 72')).not.toContain('fast-irregular-heartbeat');
    expect(ids('palpitations after running around, heart rate 128', { age: 6 })).not.toContain(
      'fast-irregular-heartbeat',
    );
    expect(findings('took 125 mg of sertraline')).not.toContain('fastHeart120');
  });
});

describe('Achilles tendon rupture (NHS: urgent treatment centre or A&E)', () => {
  it('reads the kick, the pop, the gap, the tiptoe test and the squeeze test', () => {
    expect(
      triage(
        '41M squash, felt like someone kicked back of R heel, audible pop. Now unable to stand on tiptoe R, palpable gap above calcaneus. Simmonds +ve.',
      ),
    ).toBe('urgent-care');
    expect(triage('playing badminton it felt like somebody hit me in the back of the leg')).toBe(
      'urgent-care',
    );
    expect(ids('heard a loud snap in my heel while sprinting for the bus')).toContain('achilles-rupture');
    expect(ids('I think I have snapped my achilles')).toContain('achilles-rupture');
    expect(ids("Thompson's test positive on the left")).toContain('achilles-rupture');
    expect(ids('tripped on a kerb and now I cannot go up on my toes on that side')).toContain(
      'achilles-rupture',
    );
  });

  it('does not read a sore Achilles, a tight calf or a headache simile', () => {
    expect(ids('my achilles has been sore for months after running, no pop')).not.toContain(
      'achilles-rupture',
    );
    expect(ids('my calves are tight after the marathon')).not.toContain('achilles-rupture');
    expect(ids('felt like someone kicked me in the head, worst headache ever')).not.toContain(
      'achilles-rupture',
    );
  });
});

describe('post-operative wound infection in clinicians’ words (NICE NG125)', () => {
  it('reads a port site, incision or scar that is purulent, indurated, discharging or opened up', () => {
    expect(
      triage(
        '38F day 7 post laparoscopic cholecystectomy. Umbilical port site red, indurated, purulent discharge x1 day.',
      ),
    ).toBe('urgent-care');
    expect(ids('had my c-section 10 days ago and the scar has opened up at one end')).toContain(
      'wound-infection',
    );
    expect(ids('my appendix op wound is red and swollen and hot')).toContain('wound-infection');
    expect(ids('POD 5, incision site erythematous with serous discharge')).toContain('wound-infection');
    expect(ids('the hernia wound is weeping and smells')).toContain('wound-infection');
  });

  it('does not read a healing scar, a clean wound or being discharged home', () => {
    expect(ids('my hernia scar is healing well, a bit itchy')).not.toContain('wound-infection');
    expect(ids('wound is clean and dry, no discharge or redness')).not.toContain('wound-infection');
    expect(ids('the wound was checked before I was discharged home')).not.toContain('wound-infection');
    expect(ids('the stitches came out today, wound looks fine')).not.toContain('wound-infection');
  });
});

describe('a TIA told by what the speech and the hand did (NHS: 999 even if it goes away)', () => {
  it('reads jumbled words, gibberish, words that would not come out and a hand that would not work', () => {
    expect(
      triage(
        'Writing for my nan (82). She said for about ten minutes this morning her words were coming out all jumbled and she couldn’t lift her cup with her right hand properly. She’s totally fine now.',
      ),
    ).toBe('emergency');
    expect(triage('for 10 minutes he could not get his words out, fine now', { age: 70 })).toBe('emergency');
    expect(ids('she was talking gibberish for a few minutes this afternoon')).toContain('stroke-signs');
    expect(ids('Mum kept saying the wrong words for things at lunch, back to normal now')).toContain(
      'stroke-signs',
    );
    expect(ids('grandad could not hold his fork in his left hand for a few minutes')).toContain(
      'stroke-signs',
    );
    expect(ids('Dad suddenly started dropping things from his right hand at dinner')).toContain(
      'stroke-signs',
    );
    expect(ids('his left hand went useless for five minutes, ok now')).toContain('stroke-signs');
  });

  it('does not read an injured hand, a babbling toddler or a busy phone line', () => {
    expect(ids('I cannot grip with my right hand since I sprained my wrist')).not.toContain('stroke-signs');
    expect(ids('my toddler talks gibberish all day')).not.toContain('stroke-signs');
    expect(ids('I could not speak to the GP today, the line was busy')).not.toContain('stroke-signs');
    expect(ids('my words came out wrong in the interview')).not.toContain('stroke-signs');
    expect(ids('no jumbled words, no weakness')).not.toContain('stroke-signs');
  });
});

describe('thoughts of harming the baby (NHS postnatal depression: 999 or A&E)', () => {
  it('reads thoughts, urges and fears of harming the baby', () => {
    expect(triage('I feel like harming my baby')).toBe('emergency');
    expect(triage("I had my baby 3 weeks ago and I'm having scary thoughts of hurting her")).toBe(
      'emergency',
    );
    expect(triage("I'm scared I'll hurt the baby")).toBe('emergency');
    expect(ids('since the birth I keep getting images of smothering him with a pillow')).toContain(
      'thoughts-of-harming-baby',
    );
    expect(ids('my wife is worried she might hurt the baby, she gave birth 2 weeks ago')).toContain(
      'thoughts-of-harming-baby',
    );
  });

  it('does not read fears of accidents, others or hurt feelings', () => {
    expect(ids("I'm scared I'll drop the baby in the bath")).not.toContain('thoughts-of-harming-baby');
    expect(ids("I'm worried the dog will hurt the baby")).not.toContain('thoughts-of-harming-baby');
    expect(ids('I would never hurt my baby')).not.toContain('thoughts-of-harming-baby');
    expect(
      ids("I had my baby last week, I'm worried I'll hurt her feelings going back to work"),
    ).not.toContain('thoughts-of-harming-baby');
  });
});

describe('a broken nose or a swelling inside the nose after a blow (NHS broken nose)', () => {
  it('sends a bent or broken nose and a septal swelling to urgent care', () => {
    expect(triage('nose is broken and bent after a punch')).toBe('urgent-care');
    expect(triage('nosebleed after a punch and a swelling inside my nose blocking it')).toBe('urgent-care');
    expect(ids('got elbowed in the face at basketball, nose looks crooked now')).toContain('broken-nose');
    expect(
      ids('took a football to the face, the bleeding stopped but the left nostril is completely blocked'),
    ).toContain('broken-nose');
  });

  it('does not read a lifelong crooked nose or a blocked nose with a cold', () => {
    expect(ids("I've had a crooked nose since childhood")).not.toContain('broken-nose');
    expect(ids('my nose is blocked with a cold')).not.toContain('broken-nose');
    expect(ids('swollen inside my nose from hay fever')).not.toContain('broken-nose');
  });
});

describe('a button battery in the ear or nose (NHS: A&E straight away)', () => {
  it('is an emergency, not the same-day foreign body', () => {
    expect(triage('my son put a button battery in his ear')).toBe('emergency');
    expect(triage('she pushed one of those little watch batteries into her nostril')).toBe('emergency');
  });

  it('keeps a bead same-day and a flat hearing aid battery out of it', () => {
    expect(triage('my daughter stuck a bead up her nose')).toBe('urgent-care');
    expect(ids('my hearing aid battery ran out and something feels stuck in my ear')).not.toContain(
      'button-battery-ear-nose',
    );
  });
});

describe('a dislocated joint and a pop with fast swelling (NHS dislocated shoulder, knee pain)', () => {
  it('sends a joint that popped out, or a knee that popped and swelled, to urgent care', () => {
    expect(triage("my shoulder popped out and won't go back")).toBe('urgent-care');
    expect(triage('kneecap dislocated at netball')).toBe('urgent-care');
    expect(ids('her thumb has come out of its socket')).toContain('dislocated-joint');
    expect(triage("heard a pop in my knee, it swelled up within an hour and I can't put weight on it")).toBe(
      'urgent-care',
    );
    expect(ids('twisted my knee at football, it ballooned up straight away and keeps giving way')).toContain(
      'acute-joint-injury',
    );
  });

  it('does not read a joint that went back, clicking knees or a popping ear', () => {
    expect(ids('my shoulder popped out but went straight back in')).not.toContain('dislocated-joint');
    expect(ids('my knee pops and clicks on the stairs')).toEqual([]);
    expect(ids('heard a pop in my ear on the plane')).toEqual([]);
    expect(ids('felt a pop in my back lifting a box')).not.toContain('acute-joint-injury');
  });
});
