import { describe, expect, it } from 'vitest';
import { complaints, findings, triage } from '../../../../support/triage.ts';

/**
 * Round nineteen, from dev-probes-15 (very short messages, problems told by consequence, notes by
 * professionals other than doctors, misleading surfaces): the four emergencies and two same-day
 * problems its first run missed, each in other words too, and the misreadings that sent a dream, a
 * leaflet's list, a hypothetical question, "tearful" and a school nurse's safety-netting to 999.
 */
type Case = [text: string, age: number];

describe('emergencies told in very few words', () => {
  it.each<Case>([
    ['son 14 type 1 been vomiting breathing fast breath smells like pear drops', 14],
    ['daughter 9 type 1 vomiting all night breathing deep and fast', 9],
    ['im type 1 been sick all day and really thirsty', 22],
    ['got all my pills out gonna take them tonight cant do this anymore', 23],
    ['tablets all out on the bed, going to take the lot tonight', 30],
    ['cant do this anymore gonna take them all now', 20],
    ['gf period 6 wks late sudden sharp pain low tummy one side nearly fainted', 27],
    ['period 3 wks late bad pain low tummy on one side', 25],
    [
      "A 13-year-old with type 1 diabetes went pale and sweaty, then started slurring. He's slumped on the bench, not answering when we say his name, and we can't get him to swallow the juice.",
      13,
    ],
    ['husband type 1 diabetic, sweaty, wont swallow the juice', 50],
    ["she's not responding to her name, diabetic, cold and clammy", 60],
  ])('%s is an emergency', (text, age) => {
    expect(triage(text, { age })).toBe('emergency');
  });
});

describe('shingles told pain first, or as a band of blisters, is same-day care', () => {
  it.each<Case>([
    ['burning pain one side of ribs now blistery rash there', 67],
    [
      'I take methotrexate. Two days ago my left side started burning and tingling, and now there is a band of small blisters wrapping round from my back.',
      58,
    ],
    ['left side of my back tingling for 3 days now band of red blisters', 45],
  ])('%s', (text, age) => {
    expect(['urgent-care', 'emergency']).toContain(triage(text, { age }));
  });
});

describe('words that tell of nothing happening now', () => {
  it.each<Case>([
    [
      "Had a horrible dream last night that I'd had a stroke, and I woke up in a panic. My face is totally normal. What I actually have is a cold sore on my lip.",
      19,
    ],
    [
      'What would a stroke actually feel like? For 2 months I get pins and needles in my thumb and fingers at night that go when I shake my hand.',
      52,
    ],
    [
      "The leaflet that came with my ramipril lists swelling of the face and throat, and I've scared myself. I just have a dry tickly cough.",
      64,
    ],
    [
      'Community midwife, day 4 postnatal. Tearful since yesterday, cries at adverts, bonding well, denies thoughts of harm.',
      32,
    ],
    [
      'School nurse log. 10M bumped head on climbing frame, no LOC, small bump, walking normally, GCS 15. Head injury advice sheet sent home - A&E if vomiting, drowsiness, worsening headache.',
      10,
    ],
    [
      'Dental triage. Swelling of the lower face, T 38.1. Swallowing OK, no SOB, swelling not spreading to eye or neck.',
      40,
    ],
  ])('%s is not an emergency', (text, age) => {
    expect(triage(text, { age })).not.toBe('emergency');
  });

  it('reads a leaflet list as a list, not as bloody diarrhoea', () => {
    expect(
      findings(
        'The leaflet with my amoxicillin has a scary list: severe allergic reactions, liver problems, bloody diarrhoea',
      ),
    ).not.toContain('rectalBleeding');
  });

  it('does not read a scaly scalp beside "no joint pain" as a tender scalp', () => {
    expect(findings('scaly plaques on elbows and knees, scaly scalp, itching, no joint pain')).not.toContain(
      'gcaSigns',
    );
  });
});

describe('the same words when they are happening', () => {
  it.each<Case>([
    ['I had a dream last night, and now I have crushing chest pain', 50],
    ['the leaflet says rarely swelling of the lips but my lips and tongue are swelling now', 30],
    ['what does a heart attack feel like? I have chest pain and sweating now', 55],
    ['a tearing pain through to my back, came on suddenly', 60],
  ])('%s is an emergency', (text, age) => {
    expect(triage(text, { age })).toBe('emergency');
  });

  it('reads slurring from drink and a fracture type as neither a stroke nor diabetes', () => {
    expect(findings('Drunk at the party and slurring his words')).not.toContain('strokeSigns');
    expect(findings('my son type 2 fracture of his wrist')).not.toContain('diabetes');
  });
});

describe('self-care notes with their safety-netting', () => {
  it.each<Case>([
    [
      'Phone triage - 6yo D&V since yesterday, keeping sips down, alert and playing. No rash, not floppy. Safety-net: call back if signs of dehydration; 999 if drowsy, floppy or non-blanching rash.',
      6,
    ],
    [
      'Pharmacy counter. 26F blocked nose, sore throat, sneezing x3/7. Advised GP/111 if sx > 3/52 or getting worse.',
      26,
    ],
  ])('%s is self-care', (text, age) => {
    expect(triage(text, { age })).toBe('self-care');
  });

  it('reads "can wiggle my toes" and "full weight through it" as reassurance beside a sprain', () => {
    expect(
      triage(
        "Went over on my ankle at football last night. It's swollen and bruised but I can walk on it and put my full weight through it, and I can wiggle my toes.",
        { age: 27 },
      ),
    ).toBe('self-care');
    expect(complaints('sprained ankle')).not.toEqual([]);
  });
});
