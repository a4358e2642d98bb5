import { describe, expect, it } from 'vitest';
import { glucoseFromText } from '../../../../../shared/clinical/red-flags/text.ts';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Concepts changed after the sixth generalisation probes (vignettes-dev-probes-6.json) raised two
 * false emergencies, each tested in wording unlike the probe's, with the near-miss on the other side.
 */
describe('ketone values', () => {
  it('reads a decimal whole, with 3 mmol/L or 2+ as high and 0.6 to 2.9 as raised', () => {
    expect(findings('blood ketones 0.8 this morning')).not.toContain('ketones');
    expect(findings('blood ketones 0.8 this morning')).toContain('ketonesRaised');
    expect(findings('ketone meter says 3.6')).toContain('ketones');
    expect(findings('urine ketones 3+')).toContain('ketones');
    expect(findings('ketones 0.3, all normal')).not.toContain('ketonesRaised');
  });

  it('sends raised ketones in diabetes to same-day care and high ones to the emergency department', () => {
    expect(
      triage('type 1 diabetic with a chest cold, ketones 1.1, drinking fine, not vomiting', { age: 30 }),
    ).toBe('urgent-care');
    expect(triage('type 1 diabetic, ketones 3.8, feel rough', { age: 30 })).toBe('emergency');
  });
});

describe('glucose values without a unit', () => {
  it('reads a value below 20 as mmol/L, since meters do not measure that low in mg/dL', () => {
    expect(glucoseFromText('sugars sitting at 17 all evening').map(Math.round)).toEqual([306]);
    expect(ids('type 1, sugars sitting at 17 all evening')).not.toContain('severe-hypoglycemia');
  });

  it('keeps both readings of a whole number from 20 to 33, so neither the low nor the high is missed', () => {
    expect(glucoseFromText('blood sugar 28').map(Math.round)).toEqual([28, 505]);
    // A unit written settles it (the function reads normalised, lower-case text).
    expect(glucoseFromText('blood sugar 28 mg/dl').map(Math.round)).toEqual([28]);
    expect(glucoseFromText('blood sugar 28 mmol/l').map(Math.round)).toEqual([505]);
    // Round eleven (helper F): 28 with no unit is 28 mg/dL (low) or 28 mmol/L (very high), so it
    // raises `glucose-unit-unclear` (still urgent, with advice for both readings) rather than
    // `severe-hypoglycemia`, whose "take 15 g of sugar" would harm someone at 28 mmol/L.
    expect(ids('blood sugar 28')).toContain('glucose-unit-unclear');
    expect(ids('blood sugar 28')).not.toContain('severe-hypoglycemia');
    expect(ids('blood sugar 28 mg/dl')).toContain('severe-hypoglycemia');
  });
});

describe('"nothing like"', () => {
  it('negates what follows, except "nothing like this (before)", which affirms it', () => {
    expect(findings("honestly it's nothing like a thunderclap headache, just dull")).not.toContain(
      'suddenHeadache',
    );
    expect(findings('never had anything like it, nothing like this sudden headache before')).toContain(
      'sudden',
    );
  });
});

describe('"painless"', () => {
  it('is never read as pain', () => {
    expect(findings('a painless lump on my left testicle for a month')).not.toContain('testiclePain');
    expect(findings('a painless bright red patch on the white of my eye')).not.toContain('painfulRedEye');
    expect(triage('a painless lump on my left testicle for a month', { age: 22, sex: 'male' })).toBe(
      'see-a-doctor',
    );
    expect(findings('a painful swollen testicle')).toContain('testiclePain');
  });
});

describe('back pain that rest does not ease', () => {
  it('is same-day care (NHS back pain: urgent GP or 111), and a strain that eases with rest is not', () => {
    expect(
      triage('my lower back is agony, whatever I do I cannot get comfortable, 2 days now', { age: 45 }),
    ).toBe('urgent-care');
    expect(triage('back pain worse at night, it wakes me up at night', { age: 60 })).toBe('urgent-care');
    expect(
      triage('pulled my back gardening, eases when I rest, no numbness or bladder problems', { age: 40 }),
    ).not.toBe('urgent-care');
  });
});

describe('a calf ache with a risk of a clot', () => {
  it('is not a strain to treat at home (NHS DVT risk factors)', () => {
    expect(
      triage('strained my calf on the stairs, just aches, I take the pill and flew back from Bali', {
        age: 30,
        sex: 'female',
      }),
    ).toBe('see-a-doctor');
    expect(triage('pulled something in my calf at football, sore, can walk fine', { age: 30 })).toBe(
      'self-care',
    );
  });
});
