import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round twenty-two (2026-11-29): the known under-triages listed after round twenty-one's third review,
 * each tested in wording unlike the probe that exposed it, with the near-misses that must not move.
 */
describe('asthma told by its peak flow or by unfinished sentences (BTS/SIGN/NICE NG245)', () => {
  it('reads a peak flow below half the best or predicted as a severe attack', () => {
    expect(findings('PEFR 25% predicted, wheezy')).toContain('severeAsthma');
    expect(findings('her peak flow is only 40 percent of her best')).toContain('severeAsthma');
    expect(triage('asthmatic, peak flow down to 45% of normal and getting tighter', { age: 34 })).toBe(
      'emergency',
    );
  });

  it('does not read a peak flow at or above half, or a change in it, as a severe attack', () => {
    expect(findings('peak flow 80% of my best, a bit wheezy')).not.toContain('severeAsthma');
    expect(findings('my peak flow is 30% better since the new inhaler')).not.toContain('severeAsthma');
    expect(findings('peak flow 50% higher than last week')).not.toContain('severeAsthma');
  });

  it('reads "cannot complete sentences" as too breathless to speak', () => {
    expect(findings('wheezing and unable to complete a sentence')).toContain('severeBreathing');
    expect(
      triage('the attack eased off last night but this morning she cannot complete sentences', { age: 19 }),
    ).toBe('emergency');
  });
});

describe('blood in a young child’s poo (NHS GGC PR bleeding referral guidance; CUH intussusception)', () => {
  it('reads blood told in the diarrhoea or the nappy as blood in the stool', () => {
    expect(findings('there was blood in his diarrhoea twice today')).toContain('rectalBleeding');
    expect(findings('I found blood in her nappy')).toContain('rectalBleeding');
    expect(
      triage('10 month old with runny poo since yesterday and blood in the diarrhoea', { age: 0.8 }),
    ).toBe('urgent-care');
  });

  it('sends blood in the poo with the knees drawn up or bouts of pain to emergency care, under 4', () => {
    expect(
      ids('there is blood in his nappy and he keeps pulling his knees up and crying', { age: 1 }),
    ).toContain('child-intussusception');
    expect(
      triage('my 2 year old screams in waves and there is blood in her poo, legs tucked up', { age: 2 }),
    ).toBe('emergency');
  });

  it('sends a redcurrant-jelly poo alone to same-day care, under 4', () => {
    expect(triage('his poo looks like red currant jelly', { age: 1.2 })).toBe('urgent-care');
    expect(ids('mucus and blood in her poo this morning', { age: 3 })).toContain('child-jelly-stool');
  });

  it('leaves colic, an older child and an adult alone', () => {
    expect(
      triage('6 week old draws her legs up and cries every evening, feeding well', { age: 0.12 }),
    ).not.toBe('emergency');
    expect(ids('poo like redcurrant jelly', { age: 30 })).not.toContain('child-jelly-stool');
    expect(ids('pulling his knees up to his chest to stretch after football', { age: 9 })).not.toContain(
      'child-intussusception',
    );
  });
});

describe('severe belly pain told on one side (NHS stomach ache)', () => {
  it('reads severe pain on one side of the tummy as severe abdominal pain', () => {
    expect(findings('agonising pain on the left side of her belly')).toContain('severeAbdominalPain');
    expect(triage('terrible pain on one side of my stomach since lunch', { age: 27 })).toBe('urgent-care');
  });

  it('does not settle pain told with "I\'ve got" by a recovery phrase about an older event', () => {
    expect(
      triage(
        'ectopic 2 years ago and I’ve got severe pain on one side of my tummy, made a full recovery from that',
        {
          age: 31,
          sex: 'female',
        },
      ),
    ).not.toMatch(/self-care|see-a-doctor/);
  });
});
