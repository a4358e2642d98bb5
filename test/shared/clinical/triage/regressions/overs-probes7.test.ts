import { describe, expect, it } from 'vitest';
import { complaints, findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Over-triage after the seventh generalisation probes (vignettes-dev-probes-7.json). Worries about
 * a stroke or heart attack, chest-wall pain, mild early-pregnancy pain, pregnancy ketones, quinsy,
 * shoulder-tip pain with a fever and pneumonia with pain on breathing in were first lowered; a
 * hostile review then found real emergencies behind the same reassurances, in words the rules do
 * not read, so those stay emergencies (over-triage on purpose). The review's inputs are kept here.
 * The self-care changes stand.
 */

const at = (age: number, extra: Parameters<typeof triage>[1] = {}) => ({ age, ...extra });

describe('a feared stroke or heart attack stays an emergency, whatever the text rules out', () => {
  it('keeps the fear as its own finding, not a stroke sign or chest pain read from the words', () => {
    const read = findings("I'm terrified this was a TIA. My smile looks normal and my talking is fine.");
    expect(read).toContain('strokeFeared');
    expect(read).not.toContain('strokeSigns');
    expect(findings('was scared I was having a heart attack')).toContain('heartAttackFeared');
  });

  it.each([
    [
      'Was that a stroke? Face normal, speech normal, nothing came on suddenly. I lost the vision in one eye for 10 minutes.',
      66,
    ],
    [
      "I'm worried it's a stroke. Face ok, speaking ok, nothing came on suddenly. I keep dropping things from my right hand and my leg drags.",
      80,
    ],
    [
      'Worried it is a stroke. Face is fine, speech is fine. I cannot understand what people are saying to me.',
      70,
    ],
    [
      'Was that a mini stroke? Face looked normal, speech fine. Half my body went numb for 15 minutes then got better.',
      70,
    ],
  ] as const)('stroke: %s', (text, age) => {
    expect(ids(text, { age })).toContain('stroke-signs');
    expect(triage(text, at(age))).toBe('emergency');
  });

  it.each([
    [
      'I thought I was having a heart attack. The crushing pain is still there now. No pain in my arm or jaw, no sweating, not short of breath.',
      58,
    ],
    [
      'I thought I was having a heart attack. No pain spreading to arm or jaw, no sweating, no shortness of breath. I am 72 and diabetic and feel very tired and sick.',
      72,
    ],
    [
      'I thought it was a heart attack. No pain going to arm or jaw, no sweating, no breathlessness. Burning indigestion feeling in upper belly and I threw up twice.',
      66,
    ],
  ])('heart attack: %s', (text, age) => {
    expect(triage(text, at(age))).toBe('emergency');
  });

  it('reads "nothing came on suddenly" as no sudden onset', () => {
    expect(findings('nothing started suddenly, it crept up over weeks')).not.toContain('sudden');
    expect(findings('the numbness came on suddenly')).toContain('sudden');
  });
});

describe('reassurances that stay emergencies (hostile review of round eight)', () => {
  it.each([
    // Chest pain on pressing, with the cardiac signs denied: cocaine, surgery, exertion, fainting.
    [
      'Sharp chest pain, it hurts when I press on the spot and when I twist. No spread to my arm or jaw, no sweating, not short of breath. I did a few lines of coke last night.',
      24,
    ],
    [
      'Chest pain, hurts when I press on it, no spread to arm or jaw, no sweating, no shortness of breath. It gets worse when I run and goes away when I stop.',
      30,
    ],
    [
      'Chest pain, hurts when I press on it. Not spreading to my arm or jaw, no sweating, not short of breath. I feel lightheaded and went grey.',
      26,
    ],
    // Mild one-sided pain in early pregnancy with the danger signs denied.
    [
      '6 weeks pregnant, mild pain low on one side, bearable. No dizziness, no fainting, no shoulder tip pain. It is getting worse every hour.',
      30,
    ],
    [
      'Positive test, mild pain on one side, bearable. No dizziness, no fainting, no shoulder tip pain. I feel clammy and cold and washed out.',
      29,
    ],
    // Pregnancy ketones with diabetes in words the rules do not read.
    ['Pregnant with vomiting, ketones high, on metformin for my sugar', 34],
    // Pneumonia words with a clot risk in lay words.
    [
      'Cough with green phlegm and fever 38.7, pain in my side when I breathe in, a bit breathless. I had a caesarean 10 days ago.',
      30,
    ],
    ['Fever 38.4, coughing green phlegm, pain when I breathe in, breathless. I am on the combined pill.', 24],
    // A muffled voice with saliva managed, getting worse.
    [
      'Hot potato voice, swallowing saliva ok, no drooling, breathing fine. My neck is swollen and I cannot move it and I am getting worse fast.',
      28,
    ],
    // Pain into the shoulder tip and down the arm with a cold sweat.
    ['Ache going into my shoulder tip and down my left arm, cold sweat.', 60],
  ])('%s', (text, age) => {
    expect(triage(text, at(age, { sex: 'female' }))).toBe('emergency');
  });
});

describe('a child with earache and a high (not very high) temperature who is playing (NHS ear infections)', () => {
  it('is not sent to urgent care when every reading is 38 to 38.9 °C', () => {
    expect(
      ids('my 5 year old has earache, temperature 38.3, but she is playing and her usual self', { age: 5 }),
    ).not.toContain('child-ear-infection-fever');
  });

  it('is, when any number could be a reading of 39 °C or more, even one the parser misses', () => {
    expect(
      ids('Earache, temperature 38.4 this morning, playing; took her temp again 39.6 just now.', { age: 4 }),
    ).toContain('child-ear-infection-fever');
  });
});

describe('new findings that must not fire on look-alikes', () => {
  it('reads neither a green drink nor a whooping cough vaccine as an emergency', () => {
    expect(
      ids('Sick once this morning after a spinach smoothie, it was green. Feel fine now.', { age: 30 }),
    ).toEqual([]);
    expect(ids('Had my whooping cough vaccine today, arm is sore.', { age: 30, pregnant: true })).toEqual([]);
    expect(ids('my baby was sick three times and the last one was bright green', { age: 0.1 })).toContain(
      'bowel-obstruction',
    );
  });
});

describe('run-on text is read in windows, so crafted shorthand stays fast and negations keep their clause', () => {
  it('screens 4,000 characters of shorthand the rewrites lengthen fivefold', () => {
    const text = 'd&v '.repeat(1_000).slice(0, 4_000);
    // No timing asserted (benchmarks time it): the screening completes and reads the shorthand.
    expect(findings(text)).toContain('vomiting');
  });

  it('keeps a negation with its clause across a window boundary', () => {
    const filler = 'and I have had a blocked nose and sneezing and a scratchy throat, ';
    const text = `${filler.repeat(9)}I don't have chest pain and I'm not short of breath, ${filler.repeat(3)}`;
    expect(text.length).toBeGreaterThan(600);
    expect(findings(text.toLowerCase())).not.toContain('chestPain');
  });
});

describe('pins and needles from sitting or lying on a limb (NHS pins and needles)', () => {
  const text =
    'Knelt on the kitchen floor sorting a cupboard and my right foot went to sleep. Once I walked about it was back to normal. My face and arms were fine.';

  it('is self-care when it came from a position and settled', () => {
    expect(complaints(text)).toContain('positional-pins-and-needles');
    expect(triage(text, { age: 40 })).toBe('self-care');
  });

  it('is not self-care when it keeps happening, or with a stroke sign', () => {
    expect(
      triage('my hand goes numb every night after lying on it, it keeps happening', { age: 40 }),
    ).not.toBe('self-care');
    expect(triage('my foot went to sleep after kneeling, and now my speech is slurred', { age: 40 })).toBe(
      'emergency',
    );
  });
});

describe('a sour taste in the mouth with heartburn (NHS heartburn and acid reflux)', () => {
  it('is part of the heartburn, not another complaint', () => {
    const text =
      'burning in my throat after a big greasy dinner with a bitter taste in my mouth, eased by an antacid';
    expect(complaints(text)).toContain('indigestion');
    expect(triage(text, { age: 35 })).toBe('self-care');
  });
});
