import { describe, expect, it } from 'vitest';
import { detectRedFlags, urgentCareMessage } from '../../../shared/clinical/red-flags.ts';

const ids = (text: string) => detectRedFlags(text).map((flag) => flag.id);

describe('red flags in free text', () => {
  it.each([
    ['I have crushing pain in my chest and I am sweating', 'chest-pain'],
    ['tightness across my chest when I climb stairs', 'chest-pain'],
    ['my heart hurts', 'chest-pain'],
    ['chest pian since this morning', 'chest-pain'],
    ['her face is drooping on one side', 'stroke-signs'],
    ['he suddenly cannot see out of one eye', 'stroke-signs'],
    ['slurred speech and weakness in my left arm', 'stroke-signs'],
    ['my throat is swelling after eating peanuts', 'anaphylaxis'],
    ['lips swollen and hard to breathe after a bee sting', 'anaphylaxis'],
    ["I can't breathe", 'severe-breathing'],
    ['his lips are turning blue', 'severe-breathing'],
    ['the cut is bleeding and will not stop', 'severe-bleeding'],
    ['I was vomiting blood last night', 'severe-bleeding'],
    ['black tarry stools for two days', 'severe-bleeding'],
    ['my friend took too many pills', 'overdose-poisoning'],
    ['the toddler swallowed bleach', 'overdose-poisoning'],
    ['she passed out and won’t wake up', 'unresponsive-or-seizure'],
    ['he is having a seizure', 'unresponsive-or-seizure'],
    ['worst headache of my life', 'thunderclap-headache'],
    ['fever and a stiff neck', 'meningitis'],
    ['I am 30 weeks pregnant and have a severe headache and vision changes', 'pre-eclampsia'],
    ['I am 30 weeks pregnant and leaking fluid', 'pregnancy-warning'],
    ['my 6 week old has a temperature of 100.8', 'infant-fever'],
    // Lay and clinician words for the emergencies (issue #10, generalisation).
    ['his lips went blue', 'severe-breathing'],
    ['my lips look a bit grey', 'severe-breathing'],
    ['done 10 puffs and it is not touching it, I can only say a couple of words', 'severe-asthma'],
    ['the baby has gone floppy', 'hard-to-wake'],
    ['we cannot wake him', 'hard-to-wake'],
    ['she had a fit this morning', 'unresponsive-or-seizure'],
    ['he is fitting', 'unresponsive-or-seizure'],
    ['coughing up blood since last night', 'severe-bleeding'],
    ['brought up a mugful of bright red blood', 'severe-bleeding'],
    ['black tarry poo', 'severe-bleeding'],
    ['vomit looks like coffee grounds', 'severe-bleeding'],
    ['sudden-onset occipital headache, max intensity <1 min', 'thunderclap-headache'],
    ["I can't feel anything between my legs and my back hurts", 'cauda-equina'],
    ['numb saddle area and back pain', 'cauda-equina'],
    ['one-sided weakness this morning', 'stroke-signs'],
    ['speech slurred', 'stroke-signs'],
    ['staggered paracetamol OD over 36h', 'overdose-poisoning'],
    ['I want to end it', 'suicidal-thoughts'],
    ["I've got tablets saved up and I don't think I'll be here tomorrow", 'suicidal-thoughts'],
    ['a tight band round my chest and I am clammy', 'chest-pain'],
    ['epigastric discomfort for 45 min, diaphoretic, nausea', 'chest-pain'],
    ['tearing pain going through to my back', 'aortic-dissection'],
    ['sudden terrible pain in my tummy, now the whole belly is hard like a board', 'peritonitis'],
    ['not passing wind and keep vomiting', 'bowel-obstruction'],
    [
      'my 12 year old has a swollen, really sore privates on one side and has been sick',
      'testicular-torsion',
    ],
    ['a dark shadow came down over my right eye like a curtain', 'sudden-vision-loss'],
    ['hasnt had a wet nappy since last night, soft spot looks sunken, very sleepy', 'dehydration-shock'],
    ['collapsed at the festival, 34 degrees, not sweating any more', 'heat-stroke'],
    ['on chemo and shivering with a temperature', 'neutropenic-sepsis'],
  ])('flags "%s" as %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ['I want to kill myself'],
    ["I don't want to live anymore"],
    ['i dont want to wake up tomorrow'],
    ['thinking about suicide'],
    ['I have been cutting myself'],
    ['everyone would be better off dead without me'],
  ])('flags thoughts of suicide in "%s" and leads with 988', (text) => {
    const flags = detectRedFlags(text);
    expect(flags[0]?.id).toBe('suicidal-thoughts');
    expect(urgentCareMessage(flags)).toContain('988');
  });

  it.each([
    ['barely felt the baby move today', 'reduced-fetal-movement'],
    ['RFM since last night', 'reduced-fetal-movement'],
    ['baby not moving as much', 'reduced-fetal-movement'],
  ])('treats "%s" in pregnancy as an emergency (%s)', (text, id) => {
    const flags = detectRedFlags(text, { pregnant: true });
    expect(flags.map((flag) => flag.id)).toContain(id);
    expect(flags[0]?.urgency).toBe('emergency');
  });

  it.each([
    ['neighbour’s dog bit my hand when I went to stroke it', 'stroke-signs'],
    ['sore throat, no fever, FeverPAIN 0', 'meningitis'],
    ['sharp pain when I take a deep breath', 'sepsis'],
    ['my lip is swollen, breathing fine, can swallow fine', 'anaphylaxis'],
    ['redness not spreading, no pus', 'spreading-infection'],
    ['vesicles upper lip, no eye involvement', 'shingles-eye'],
    ['not drinking loads, no pain peeing', 'severe-dehydration'],
    ['painless visible haematuria', 'uti-man'],
  ])('does not read "%s" as %s', (text, id) => {
    expect(detectRedFlags(text, { age: 40, sex: 'male' }).map((flag) => flag.id)).not.toContain(id);
  });

  it.each([
    ['what are the symptoms of diabetes'],
    ['how much vitamin d should I take'],
    ['I have no chest pain, just a cough'],
    ['is it normal to feel tired after exercise'],
    ['what is a normal blood pressure, like 120/80'],
  ])('finds nothing in "%s"', (text) => {
    expect(detectRedFlags(text)).toEqual([]);
  });

  it('puts emergencies before urgent findings and joins their advice', () => {
    const flags = detectRedFlags('blood pressure 200/130 and chest pressure');
    expect(flags.map((flag) => flag.id)).toEqual(['chest-pain', 'hypertensive-crisis']);
    expect(urgentCareMessage(flags)).toMatch(/^This may be an emergency\. Call 911/);
    expect(urgentCareMessage([])).toBeUndefined();
  });

  it('cites a public source for every flag', () => {
    const flags = detectRedFlags(
      'chest pain, face drooping, throat swelling, cannot breathe, vomiting blood, overdose, seizure, worst headache, pregnant and leaking fluid, 2 week old with fever, want to die, bp 190/100, sugar 40',
    );
    expect(flags.length).toBeGreaterThanOrEqual(13);
    for (const flag of flags) expect(flag.source.url).toMatch(/^https:\/\//);
  });
});

describe('hypertensive crisis (2017 ACC/AHA: above 180 and/or above 120)', () => {
  it.each([
    ['my bp is 181/90', true],
    ['180/120', false],
    ['blood pressure 170 over 121', true],
    ['reading of 179/119', false],
    ['180/121', true],
    ['181 over 80', true],
  ])('%s → crisis %s', (text, crisis) => {
    expect(ids(text).includes('hypertensive-crisis')).toBe(crisis);
  });

  it('ignores number pairs that cannot be blood pressure', () => {
    expect(ids('I take 500/125 mg amoxicillin-clavulanate')).not.toContain('hypertensive-crisis');
    expect(ids('score 12/10')).not.toContain('hypertensive-crisis');
  });
});

describe('low blood glucose (ADA level 2: below 54 mg/dL, 3.0 mmol/L)', () => {
  it.each([
    ['my sugar is 53', true],
    ['my sugar is 54', false],
    ['glucose 53 mg/dL', true],
    ['glucose 54 mg/dl', false],
    ['blood sugar 2.9 mmol/L', true],
    ['blood sugar 3.0 mmol/L', false],
    ['glucose of 2.8', true],
    ['sugar reading 3.1', false],
    ['glucose 140', false],
  ])('%s → flagged %s', (text, flagged) => {
    expect(ids(text).includes('severe-hypoglycemia')).toBe(flagged);
  });
});
