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
    // A crisis reading with chest pain is a hypertensive emergency (AHA), not "measure again".
    expect(flags.map((flag) => flag.id)).toEqual(['chest-pain', 'hypertensive-emergency']);
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

/** Issue #10, hostile tester's missed emergencies and false alarms (helper H19). */
describe('red flags: issue #10 hostile-tester regressions', () => {
  const flags = (text: string, context = {}) => detectRedFlags(text, context);
  const idsOf = (text: string, context = {}) => flags(text, context).map((flag) => flag.id);

  it.each([
    'I have a plan to end it tonight',
    "I don't see the point anymore",
    'everyone would be better off without me',
    'thinking about taking all my pills',
    'I cut myself on purpose last night',
    'I feel like such a burden to my family',
    'I wish I could go to sleep and never wake up',
  ])('reads indirect suicidal wording as an emergency with 988: %s', (text) => {
    const found = flags(text);
    expect(found[0]?.urgency).toBe('emergency');
    expect(found.map((flag) => flag.id)).toContain('suicidal-thoughts');
    expect(urgentCareMessage(found)).toContain('988');
  });

  it('keeps "I\'m not suicidal" negated', () => {
    expect(idsOf("I'm not suicidal, just stressed about exams")).not.toContain('suicidal-thoughts');
  });

  it.each([
    'I took 30 tylenol an hour ago',
    'took 20 paracetamol this morning',
    'I swallowed a handful of pills',
    'she took 40 of her sertraline',
    'I injected my insulin twice by mistake',
  ])('reads a stated excess of a medicine as an overdose with Poison Help: %s', (text) => {
    const found = flags(text);
    expect(found.map((flag) => flag.id)).toContain('overdose-poisoning');
    expect(urgentCareMessage(found)).toContain('1-800-222-1222');
  });

  it('reads "my left arm and jaw hurt and I am sweating" as a possible heart attack', () => {
    expect(idsOf('my left arm and jaw hurt and I am sweating', { age: 58 })[0]).toBe('chest-pain');
  });

  it.each([
    ["I'm not able to move my left arm suddenly", 'stroke-signs'],
    ['suddenly unable to lift my left arm', 'stroke-signs'],
    ["my nose won't stop bleeding", 'severe-bleeding'],
    ["I can't stop the bleeding from a cut", 'severe-bleeding'],
    ['cut my hand on glass and it is bleeding heavily', 'severe-bleeding'],
    ["the cut on his leg doesn't stop bleeding", 'severe-bleeding'],
  ])('"not able to", "can\'t stop", "won\'t stop" are findings, not negations: %s', (text, id) => {
    expect(idsOf(text)).toContain(id);
    expect(flags(text)[0]?.urgency).toBe('emergency');
  });

  it('still negates bleeding that has stopped', () => {
    expect(idsOf('small cut on my finger, it is not bleeding any more')).not.toContain('severe-bleeding');
  });

  it.each([
    'sudden trouble seeing out of one eye and dizziness',
    'sudden blurred vision in one eye and I feel off balance',
  ])('flags sudden trouble seeing as stroke signs (CDC): %s', (text) => {
    expect(idsOf(text)).toContain('stroke-signs');
  });

  it('does not read idioms as a stroke, or a chest that does not hurt as chest pain', () => {
    expect(idsOf('I had a stroke of luck today')).not.toContain('stroke-signs');
    expect(idsOf('a stroke of genius at work')).not.toContain('stroke-signs');
    expect(idsOf('I think my dad is having a stroke')).toContain('stroke-signs');
    const breathless = idsOf("my chest doesn't hurt but I'm very short of breath");
    expect(breathless).not.toContain('chest-pain');
    expect(breathless).toContain('breathlessness');
  });

  it('does not read a stroke patient\'s "can\'t talk" as asthma, and leads with stroke advice', () => {
    const found = flags("I can't feel the left side of my face and can't talk properly");
    expect(found.map((flag) => flag.id)).not.toContain('severe-asthma');
    expect(found[0]?.id).toBe('stroke-signs');
    expect(urgentCareMessage(found)).not.toMatch(/inhaler|reliever/);
    expect(idsOf("asthma attack and I can't talk in full sentences")).toContain('severe-asthma');
  });

  it('assembles advice as whole sentences ("… or go to an emergency department now.")', () => {
    for (const text of [
      'type 1 diabetes, vomiting and breathing deep and fast',
      'sudden loss of vision in my right eye',
      'hit his head and he is on warfarin',
      'my inhaler is not helping and I cannot finish a sentence',
      'had a seizure and will not wake up',
    ]) {
      const message = urgentCareMessage(flags(text)) ?? '';
      expect(message, text).not.toMatch(/now\. (?:or|if|for)\b/);
      expect(message, text).not.toMatch(/\. [a-z]/);
    }
  });

  it.each([
    "I'm 12 weeks pregnant and bleeding heavily with cramps",
    'heavy vaginal bleeding at 10 weeks pregnant',
    "I'm pregnant and soaking through pads with blood",
  ])('reads heavy bleeding in pregnancy as an emergency (NHS): %s', (text) => {
    const found = flags(text);
    expect(found.map((flag) => flag.id)).toContain('pregnancy-heavy-bleeding');
    expect(found[0]?.urgency).toBe('emergency');
  });

  it('flags GCA signs over 50 as urgent', () => {
    const found = flags('headache with jaw pain when chewing and scalp tenderness', { age: 72 });
    expect(found.map((flag) => flag.id)).toContain('giant-cell-arteritis');
    expect(idsOf('headache with jaw pain when chewing', { age: 30 })).not.toContain('giant-cell-arteritis');
  });

  it('flags a glucose of 600 mg/dL or more as a hyperglycemic crisis, an emergency with DKA signs', () => {
    const crisis = flags('my sugar was 600 on the meter').find((flag) => flag.id === 'hyperglycemic-crisis');
    expect(crisis?.urgency).toBe('urgent');
    expect(flags('glucose 35 mmol/l').map((flag) => flag.id)).toContain('hyperglycemic-crisis');
    const dka = flags('blood sugar 650, vomiting and breathing fast').find(
      (flag) => flag.id === 'hyperglycemic-crisis',
    );
    expect(dka?.urgency).toBe('emergency');
    expect(idsOf('glucose 320 after dinner')).not.toContain('hyperglycemic-crisis');
  });

  it('cautions against aspirin for a child or teenager with a viral illness (Reye syndrome)', () => {
    for (const text of [
      'can I give aspirin to my 5 year old with flu?',
      "aspirin for my teenager's chickenpox",
    ]) {
      const found = flags(text).find((flag) => flag.id === 'reye-aspirin');
      expect(found?.urgency, text).toBe('urgent');
      expect(found?.advice, text).toMatch(/Do not give aspirin/);
    }
    expect(idsOf('I take aspirin daily for my heart and have a cold', { age: 60 })).not.toContain(
      'reye-aspirin',
    );
  });

  it('lets the heart attack lead over a possible low sugar in the README example', () => {
    const found = flags('62 y/o m, substernal CP x 30 min, diaphoretic, hx HTN, DM');
    expect(found[0]?.id).toBe('chest-pain');
    const low = found.find((flag) => flag.id === 'diabetic-low-sugar-signs');
    if (low) expect(low.label).toMatch(/check for low blood sugar/);
  });

  it('generalises beyond the reported wording, without false alarms', () => {
    expect(idsOf("they'd all be happier if I wasn't around")).toContain('suicidal-thoughts');
    expect(idsOf('I have been stockpiling my sleeping pills')).toContain('suicidal-thoughts');
    expect(idsOf('took 2 whole strips of paracetamol')).toContain('overdose-poisoning');
    expect(idsOf('I took 400 mg of ibuprofen for my back')).not.toContain('overdose-poisoning');
    expect(idsOf('I took 2 paracetamol for a headache')).not.toContain('overdose-poisoning');
    expect(idsOf('blood is pouring out of the cut')).toContain('severe-bleeding');
    expect(idsOf('my golf stroke is off')).not.toContain('stroke-signs');
    expect(idsOf("I feel like I'm going to die, crushing chest pain")).not.toContain('suicidal-thoughts');
    expect(idsOf('my pills are ready at the pharmacy')).not.toContain('suicidal-thoughts');
    expect(idsOf('I keep thinking about jumping in front of a train')).toContain('suicidal-thoughts');
    expect(idsOf("I've been burning myself with cigarettes")).toContain('suicidal-thoughts');
    expect(idsOf('I keep burning myself on the oven')).not.toContain('suicidal-thoughts');
    expect(idsOf("can't get the bleeding to stop from my scalp cut")).toContain('severe-bleeding');
    expect(idsOf('16 weeks pregnant, bleeding through my jeans')).toContain('pregnancy-heavy-bleeding');
    expect(idsOf('covid, my oximeter shows 92%')).toContain('low-oxygen');
    expect(idsOf("meter says 33.5 mmol and I'm thirsty")).toContain('hyperglycemic-crisis');
    expect(idsOf('100 meter sprint, then 45 seconds rest')).toEqual([]);
    expect(idsOf("life isn't worth living anymore")).toContain('suicidal-thoughts');
    expect(idsOf("the cut won't quit bleeding after 30 minutes")).toContain('severe-bleeding');
    expect(idsOf("squeezing feeling behind my breastbone and I'm sweaty", { age: 55 })).toContain(
      'chest-pain',
    );
    expect(idsOf("I'm pregnant and passing big clots")).toContain('pregnancy-heavy-bleeding');
    expect(idsOf('6 weeks pregnant and a little brown spotting')).not.toContain('pregnancy-heavy-bleeding');
    expect(idsOf('pain in my temples and it hurts to comb my hair', { age: 75 })).toContain(
      'giant-cell-arteritis',
    );
  });

  it('reads an oxygen saturation written in the text (NHS pulse oximeter guidance)', () => {
    expect(flags('mild cough, my oxygen sats are 92%')[0]?.id).toBe('low-oxygen');
    expect(flags('mild cough, spo2 93%').map((flag) => flag.id)).toContain('low-oxygen-borderline');
    expect(idsOf('mild cough, spo2 98%')).toEqual([]);
  });
});

describe('red flags: invisible characters, readings and lay wording (hostile tester, second round)', () => {
  const urgencyOf = (text: string, context = {}) =>
    Object.fromEntries(detectRedFlags(text, context).map((flag) => [flag.id, flag.urgency]));

  it('reads through zero-width characters, soft hyphens and look-alike letters', () => {
    expect(ids('sudden slurred spe\u200beech and my face is drooping')).toContain('stroke-signs');
    expect(ids('crushing ch\u00adest pain and cold sweat')).toContain('chest-pain');
    expect(ids('thinking about end\u200cing my life')).toContain('suicidal-thoughts');
    expect(ids('crushing \u0441hest pain and cold sweat')).toContain('chest-pain');
    expect(ids('\uff43\uff48\uff45\uff53\uff54 pain and sweating')).toContain('chest-pain');
  });

  it('makes a crisis reading with symptoms of organ damage an emergency (AHA; 2017 ACC/AHA)', () => {
    for (const text of [
      'reading of 200/130 this morning and now my eyesight has gone blurry',
      'pressure 195/110 and he seems confused',
      'bp 188/100, my left arm feels numb',
      'blood pressure 210 over 125 and short of breath',
    ])
      expect(urgencyOf(text)['hypertensive-emergency'], text).toBe('emergency');
    // Without such symptoms it stays the crisis advice: measure again, get help right away.
    expect(urgencyOf('bp 185/100, no symptoms at all')).toEqual({ 'hypertensive-crisis': 'urgent' });
  });

  it('flags raised blood pressure after 20 weeks of pregnancy (NICE NG133, ACOG)', () => {
    expect(urgencyOf('28 weeks pregnant and my pressure was 145/92')).toMatchObject({
      'pregnancy-hypertension': 'urgent',
    });
    expect(urgencyOf('pregnant, 34 weeks, bp 165/112')).toMatchObject({
      'severe-pregnancy-hypertension': 'emergency',
    });
    expect(urgencyOf('bp 142/91 and I am pregnant', {})).toMatchObject({
      'pregnancy-hypertension': 'urgent',
    });
    expect(ids('12 weeks pregnant, bp 142/91')).not.toContain('pregnancy-hypertension');
    expect(ids('bp 142/91, routine check')).toEqual([]);
  });

  it('reads a heart rate written in the text', () => {
    expect(urgencyOf('my pulse is 160 sitting down and I nearly passed out')).toMatchObject({
      'exertional-fainting': 'emergency',
    });
    expect(urgencyOf('resting heart rate 150 for the last hour')).toEqual({ 'fast-heart-rate': 'urgent' });
    expect(ids('resting pulse 72, feel well')).toEqual([]);
  });

  it('never reads a negative, impossible or past glucose as a low', () => {
    expect(ids('sugar reading minus 3 on the new meter')).not.toContain('severe-hypoglycemia');
    expect(ids('glucose -4')).not.toContain('severe-hypoglycemia');
    expect(ids('glucose 5e9')).toEqual([]);
    expect(ids('glucose 9999')).toEqual([]);
    expect(ids('meter said 45 two years ago, today 120')).not.toContain('severe-hypoglycemia');
    // A past value alone keeps the caution, and says which value it is.
    const past = detectRedFlags('my sugar was 40 last month').find(
      (flag) => flag.id === 'severe-hypoglycemia',
    );
    expect(past?.label).toMatch(/described as past/);
    // Four-digit values are read whole: 1400 mg/dL is a hyperglycemic crisis, not 140.
    expect(ids('glucose 1400 and very thirsty')).toContain('hyperglycemic-crisis');
  });

  it('recognises emergencies said in plain words', () => {
    expect(ids('what dose of my sleeping tablets would be lethal')).toContain('suicidal-thoughts');
    expect(urgentCareMessage(detectRedFlags('how much insulin would it take to never wake up'))).toMatch(
      /988.*1-800-222-1222/,
    );
    expect(ids('tingling in both hands since I fell down the stairs and hurt my neck')).toContain(
      'neck-injury-nerves',
    );
    expect(ids('38 weeks pregnant and the baby has not kicked today')).toContain('pregnancy-warning');
    expect(ids('my little boy is grey and limp')).not.toEqual([]);
    expect(ids('took two of my brother\u2019s tramadol and can barely keep my eyes open')).toContain(
      'overdose-poisoning',
    );
    expect(ids('grandad took all of his water tablets at once by mistake')).toContain('overdose-poisoning');
    expect(ids('bleedin from my back passage loads and went faint')).toContain('bleeding-with-shock');
    expect(ids('chesst pain, sweatin and feel sick')).toContain('chest-pain');
    expect(ids('a tight chest and clammy skin for the last twenty minutes')).toContain('chest-pain');
    expect(ids('tight chest muscles after the gym')).not.toContain('chest-pain');
    expect(urgencyOf('took an extra dose of my apixaban this morning')).toEqual({ 'extra-dose': 'urgent' });
    expect(ids('took my metformin twice this year when travelling')).not.toContain('extra-dose');
  });

  it('does not call a question about combining foods or drinks with medicines an overdose', () => {
    expect(ids('is it safe to drink wine with my antibiotics?')).not.toContain('overdose-poisoning');
    expect(ids('can my son eat grapefruit with his tablets?')).not.toContain('overdose-poisoning');
    expect(ids('my toddler drank some of the bleach')).toContain('overdose-poisoning');
  });
});
