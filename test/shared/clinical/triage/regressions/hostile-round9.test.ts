import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * A hostile review of round nine (after the eighth probes). That round had taught self-care
 * complaints new words ("a calf that went rock hard" as a cramp, "day one of my period", "a band of
 * pain round my head", "a reaction after vaccinations") and stopped reading "blood everywhere on his
 * shirt" as heavy bleeding. The review found real emergencies and same-day problems told in those
 * words that the new vocabulary explained away to self-care, so it was taken out. Its inputs stay
 * here: none may fall to self-care again.
 */
describe('where blood landed is still heavy bleeding', () => {
  it.each([
    ["blood everywhere on my shirt, it's spurting from my arm", {}],
    ["I'm on warfarin and cut my hand, blood everywhere on my shirt and it won't stop", {}],
    ["he's on warfarin, cut his head, blood everywhere on the pillow", { age: 78 }],
    ['blood everywhere on my top, been sick and it was all blood', {}],
    ["blood everywhere on my sheets, I'm 10 days postpartum and feel dizzy", {}],
    ['fell through a glass door, deep gash on his leg, blood everywhere on his clothes', {}],
  ] as const)('%s', (text, extra) => {
    expect(triage(text, extra)).toBe('emergency');
  });
});

describe('words a self-care complaint must not explain away', () => {
  it.each([
    ['band of pain all round my head, came on in a second, worst ever', {}],
    ['had his vaccinations, temperature 38.5, fitted for a minute', { age: 1 }],
    [
      "day one of my period, cramps, I'm dizzy and pale and the pain is on one side",
      { sex: 'female', age: 30 },
    ],
    ["left calf went rock hard and painful, I'm on the pill and had a long flight yesterday", {}],
    ['calf went rock hard a few hours ago, now it is aching, I had surgery 10 days ago', {}],
    ["sprained my ankle, worried it's broken, it's bent at a funny angle, what should I do?", {}],
    ['fell asleep at the wheel and crashed the car, now neck pain', {}],
  ] as const)('%s', (text, extra) => {
    expect(triage(text, extra)).not.toBe('self-care');
  });
});

describe('a headache in lay words (NHS meningitis, NHS pre-eclampsia)', () => {
  it('reads a band of pain round the head, a thumping head or a head that is banging', () => {
    expect(findings('a band of pain all round my head since this morning')).toContain('headache');
    expect(findings('I have a thumping head and a temperature')).toContain('headache');
    expect(findings('my head is banging')).toContain('headache');
    expect(findings('a band of tightness around my wrist')).not.toContain('headache');
  });

  it('so meningitis told in them is an emergency', () => {
    expect(
      triage("band of pain all round my head, and a stiff neck and temperature, can't look at the light"),
    ).toBe('emergency');
  });
});

describe('warning signs the review found no finding read (raised, never lowered)', () => {
  it('reads having thought about ending it as suicidal thoughts (988)', () => {
    expect(ids('so low lately, I have thought about ending it')).toContain('suicidal-thoughts');
    expect(ids('I have thought about ending my gym membership')).not.toContain('suicidal-thoughts');
  });

  it('reads sparkly or flickering vision in pregnancy as a pre-eclampsia sign (NHS pre-eclampsia)', () => {
    expect(findings('my eyes have gone all sparkly')).toContain('visionChange');
    expect(ids("I'm 35 weeks pregnant with a headache and my sight is flickering")).toContain(
      'pre-eclampsia',
    );
    expect(findings('my new earrings are sparkly')).not.toContain('visionChange');
  });

  it('reads a bone through the skin as an open fracture (NHS: call 999)', () => {
    expect(ids('fell off the wall and the bone is poking through the skin of his shin')).toContain(
      'open-fracture',
    );
    expect(triage('you can see the bone in the gash on her leg')).toBe('emergency');
    expect(ids('bone broth for a cold')).not.toContain('open-fracture');
  });

  it('reads a sprain as an injury, so deformity after it is a possible fracture', () => {
    expect(triage('sprained my wrist and now it looks bent at a funny angle')).toBe('urgent-care');
    expect(triage('sprained my ankle yesterday, can walk on it, a bit swollen', { age: 30 })).toBe(
      'self-care',
    );
  });
});

describe('carbon monoxide and a fit told in everyday words (NHS carbon monoxide poisoning, NHS febrile seizures)', () => {
  it('reads several people unwell at home with a fuel appliance as possible carbon monoxide', () => {
    expect(ids('we all have headaches and feel dizzy since the gas fire went on')).toContain(
      'carbon-monoxide',
    );
    expect(ids('everyone in the house has had a stomach bug this week')).not.toContain('carbon-monoxide');
  });

  it('reads "fitted for a minute" as a seizure, not a coil or a kitchen fitted', () => {
    expect(ids('she fitted for about two minutes after her temperature went up', { age: 1 })).toContain(
      'unresponsive-or-seizure',
    );
    expect(ids('I had a coil fitted for a few weeks now')).not.toContain('unresponsive-or-seizure');
  });
});
