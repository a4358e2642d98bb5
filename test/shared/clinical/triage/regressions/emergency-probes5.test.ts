import { describe, expect, it } from 'vitest';
import { findings, triage } from '../../../../support/triage.ts';

/**
 * Concepts added after the fifth generalisation probes (vignettes-dev-probes-5.json) missed four
 * emergencies and raised four false ones. Each is tested in wording unlike the probe that exposed
 * it, with the near-miss it must not catch.
 */

describe('missed emergencies in new words', () => {
  it('reads a testicle named far from its pain, and "testicles" in the plural', () => {
    expect(
      findings('the pain is actually in his left testicle, which he says is really tender now'),
    ).toContain('testiclePain');
    expect(findings('both testicles ache after the gym')).toContain('testiclePain');
    expect(
      triage('woke up being sick, turns out his right testicle is the thing that hurts', {
        age: 14,
        sex: 'male',
      }),
    ).toBe('emergency');
  });

  it('does not read a ball of pus on the gum, or a football, as a testicle', () => {
    expect(findings('a ball of pus on my gum and the tooth is throbbing')).not.toContain('testiclePain');
    expect(findings('he kicked the ball and now his ankle hurts')).not.toContain('testiclePain');
    expect(findings('my left ball is swollen and sore')).toContain('testiclePain');
  });

  it('reads an acutely painful red eye with misty sight and rings round lamps as angle closure', () => {
    expect(findings('her eye has become terribly painful and bloodshot')).toContain('painfulRedEye');
    expect(findings('coloured rings round the street lamps')).toContain('halos');
    expect(findings('the sight in my left eye went foggy')).toContain('visionChange');
    expect(
      triage('my eye is suddenly agonisingly painful and red, sight gone cloudy, I was sick', { age: 66 }),
    ).toBe('emergency');
  });

  it('reads a squeaky noise on breathing in and dribbling with a sore throat as stridor', () => {
    expect(findings('a squeaky sound every single time he breathes in')).toContain('stridor');
    expect(findings('dribbling everywhere and cannot swallow a drink')).toContain('stridor');
    expect(findings('teething, dribbling a lot and chewing his toys')).not.toContain('stridor');
  });

  it('reads a pregnancy where the bub has done nothing today as reduced movements', () => {
    const pregnant = { pregnant: true, pregnancyWeeks: 31, sex: 'female' as const };
    expect(triage('bub normally kicks like mad after tea, tonight it has been nothing', pregnant)).toBe(
      'emergency',
    );
    expect(triage('only one little kick since breakfast', pregnant)).toBe('emergency');
    expect(findings('kicking like mad as usual, nothing to worry about')).not.toContain(
      'fetalMovementsQuiet',
    );
  });
});

describe('green vomit said as a sentence', () => {
  it('reads "her sick is bright green" as bile, and not green things near the word sick', () => {
    expect(findings('her sick is bright green this morning')).toContain('bileVomit');
    expect(findings('I feel sick, and the grass is green')).not.toContain('bileVomit');
  });
});

describe('false emergencies', () => {
  it('reads "not waking me at night" as a symptom that spares sleep, not a person who will not wake', () => {
    expect(findings('the cramps are not waking me at night')).not.toContain('hardToWake');
    expect(findings('the cramps are not waking me at night')).not.toContain('unconscious');
    expect(findings('grandad is not waking up')).toContain('unconscious');
  });

  it('counts an adrenaline pen when it is used or needed, not when someone carries one', () => {
    expect(findings('my sister carries an EpiPen for her nut allergy')).not.toContain('anaphylaxis');
    expect(findings('we used his epipen five minutes ago')).toContain('anaphylaxis');
    expect(findings('she had to use her epi-pen after the prawns')).toContain('anaphylaxis');
    expect(findings('does my son need an EpiPen prescription?')).not.toContain('anaphylaxis');
  });

  it('reads "like I am pregnant (I am not)" as not pregnant', () => {
    expect(findings('my belly swells up like I am pregnant')).not.toContain('pregnant');
    expect(findings('sick every morning, maybe pregnant (I am not sure)')).toContain('pregnant');
  });

  it('negates a lay "no" list closed by "or", and only such a list', () => {
    expect(findings('no dizziness, palpitations, chest pain or breathlessness')).not.toContain('chestPain');
    expect(findings('no dizziness, palpitations, chest pain or breathlessness')).not.toContain('breathless');
    // Not closed by "or": two statements may be run together, so the chest pain counts.
    expect(findings('no fever, crushing chest pain for an hour')).toContain('chestPain');
    expect(findings('no cough, chest pain and sweating')).toContain('chestPain');
  });
});
