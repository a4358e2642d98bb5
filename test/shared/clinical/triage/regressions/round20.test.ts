import { describe, expect, it } from 'vitest';
import { findings, triage } from '../../../../support/triage.ts';

/**
 * Round twenty: the emergencies round nineteen's reviews found below their level and left (suicide
 * plans in the words used online, a stroke told by a relative, a type 1 teenager's meter reading
 * "HI", an ectopic pregnancy and late-pregnancy warning signs in texting shorthand), with the
 * nearby everyday readings that must not move.
 */
type Case = [text: string, age: number];
type SexCase = [text: string, age: number, sex: 'female' | 'male'];

describe('suicide plans in the words used online', () => {
  it.each<Case>([
    ['thinking about sewerslide tonight', 19],
    ['want to ctb tonight, got the tablets', 22],
    ['Tonight I finish it. Nobody will miss me', 30],
    ['saved 2 boxes of paracetamol, going to swallow them later', 25],
    ['gonna walk in front of a train', 28],
    ['I want to go to sleep and never wake up', 40],
    ['yeet myself off the bridge tonight', 17],
    ["i'm going to off myself", 20],
    ['ngl im gonna off myself fr', 16],
  ])('%s is an emergency', (text, age) => {
    expect(triage(text, { age })).toBe('emergency');
  });

  it.each([
    'want to sleep and not wake up until Monday, so tired after nights',
    'nobody will miss me at the party tonight, I have a cold',
    'I walked in front of a car park barrier and bruised my shin',
  ])('%s is not read as a plan', (text) => {
    expect(findings(text)).not.toContain('suicidal');
  });
});

describe('a stroke or unresponsiveness told by a relative', () => {
  it.each<Case>([
    ['mums mouth has gone funny, dribbling her tea out one side', 78],
    ['drooling from one side of his mouth since lunch', 70],
    ['she doesnt answer when we talk to her, eyes open', 80],
  ])('%s is an emergency', (text, age) => {
    expect(triage(text, { age })).toBe('emergency');
  });

  it.each<Case>([
    ['after the dentist injection im dribbling out of one side', 30],
    ['my mouth has gone funny after the antibiotics, metallic taste', 40],
    [
      "I teach a 6-year-old boy who doesn't answer when I call him from behind, watches my mouth closely when I speak",
      6,
    ],
  ])('%s is not an emergency', (text, age) => {
    expect(triage(text, { age })).not.toBe('emergency');
  });
});

describe('type 1 diabetes told tersely', () => {
  it('reads "breathing heavy and fast" and a meter\'s "HI" as DKA', () => {
    expect(triage('son type 1, puking all night, breathing heavy and fast, sugar HI', { age: 15 })).toBe(
      'emergency',
    );
    expect(findings('bm just says HI')).toContain('highGlucose');
    expect(findings('sugar, hi there doc')).not.toContain('highGlucose');
  });
});

describe('pregnancy in texting shorthand', () => {
  it.each<SexCase>([
    ['2 lines on the test and pain low down on the left, dizzy', 26, 'female'],
    ['period hasnt come for 7 weeks, bad pain one side', 29, 'female'],
    ['im preg, bad pain on my rhs, v lightheaded', 24, 'female'],
    ['36 wks, headache and flashing lights', 31, 'female'],
    ['28 wks, baby not moving since yesterday', 30, 'female'],
  ])('%s is an emergency', (text, age, sex) => {
    expect(triage(text, { age, sex })).toBe('emergency');
  });

  it('reads neither a covid test nor a baby born early as a pregnancy', () => {
    expect(findings('2 lines on the covid test, sore throat')).not.toContain('missedPeriod');
    expect(findings('baby born at 28 weeks, now has a cold')).not.toContain('pregnant');
    expect(findings('21 weeks of chemo done, tired')).not.toContain('pregnant');
  });
});
