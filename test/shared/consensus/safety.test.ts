import { describe, expect, it } from 'vitest';
import { glucoseMentions, routeSafety, stanceOf } from '../../../shared/consensus/safety.ts';

const ids = (question: string, context?: string) =>
  routeSafety(question, context).statements.map((statement) => statement.id);

const lead = (question: string, context?: string) =>
  routeSafety(question, context).statements.find((statement) => statement.kind !== 'red-flag');

describe('safety routing: readings get their guideline category', () => {
  it.each([
    ['129/79', 'blood-pressure:elevated', 'elevated (120 to 129 systolic and below 80 diastolic)'],
    ['130/80', 'blood-pressure:stage-1', 'stage 1 hypertension'],
    ['139/89', 'blood-pressure:stage-1', 'stage 1 hypertension'],
    ['140/90', 'blood-pressure:stage-2', 'stage 2 hypertension'],
    ['150/95', 'blood-pressure:stage-2', 'stage 2 hypertension'],
    // 2017 ACC/AHA: a crisis is above 180 and/or above 120, so 180/120 itself is stage 2.
    ['180/120', 'blood-pressure:stage-2', 'stage 2 hypertension'],
    ['181/100', 'blood-pressure:crisis', 'hypertensive crisis'],
    ['170/121', 'blood-pressure:crisis', 'hypertensive crisis'],
  ])('%s is %s under the 2017 ACC/AHA guideline, with the guideline as source', (reading, id, words) => {
    const statement = lead(`${reading}, should I be worried?`);
    expect(statement?.id).toBe(id);
    expect(statement?.text).toContain(`A blood pressure of ${reading} mm Hg is ${words}`);
    expect(statement?.text).toContain('2017 ACC/AHA High Blood Pressure Guideline');
    expect(statement?.source?.url).toBe('https://www.ahajournals.org/doi/10.1161/HYP.0000000000000065');
  });

  it.each([
    ['my blood pressure is 85/50 and I feel dizzy, what should I do?', /needs a clinician today/],
    ['bp of 89/59', /often harmless/],
    ['blood pressure 90/50 and I feel faint', /needs a clinician today/],
  ])('calls %s low blood pressure (AHA), never normal', (question, advice) => {
    const statement = lead(question);
    expect(statement?.id).toBe('blood-pressure:low');
    expect(statement?.text).toMatch(/low blood pressure \(below 90\/60 mm Hg\)/);
    expect(statement?.text).toMatch(advice);
    expect(statement?.text).not.toMatch(/\bnormal\b/);
    expect(statement?.source?.url).toMatch(/heart\.org/);
    const reading = question.match(/\d+\/\d+/)?.[0];
    if (statement)
      expect(stanceOf(`A blood pressure of ${reading} is normal.`, [statement])).toBe('contradicts');
  });

  it.each([
    ['my glucose after eating is 210', 'glucose:diabetes-range'],
    ['blood sugar 2 hours after a meal was 150', 'glucose:prediabetes-range'],
    ['my sugar this morning fasting was 130', 'glucose:diabetes-range'],
  ])('reads %s with the words between the test and the value', (question, id) => {
    expect(ids(question)).toContain(id);
  });

  it.each([
    ['a1c 48 mmol/mol', 'hba1c:diabetes', /HbA1c of 6\.5%/],
    ['my hba1c is 42 mmol/mol', 'hba1c:prediabetes', /HbA1c of 6%/],
    ['a1c 38 mmol/mol', 'hba1c:normal', /HbA1c of 5\.6%/],
  ])('converts an IFCC HbA1c (%s) to percent before its category', (question, id, text) => {
    expect(ids(question)).toContain(id);
    expect(lead(question)?.text).toMatch(text);
  });

  it('keeps 90/60 in its ACC/AHA category', () => {
    expect(lead('bp 90/60')?.id).toBe('blood-pressure:normal');
  });

  it('does not read a dose as a blood pressure', () => {
    expect(ids('Is fluticasone/salmeterol 250/50 mcg a strong dose?')).not.toContain('blood-pressure:crisis');
  });

  it('adds the hypertensive-crisis red flag, first, above 180/120 only', () => {
    expect(ids('my bp is 181/100')).toEqual(['hypertensive-crisis', 'blood-pressure:crisis']);
    expect(ids('my bp is 180/120')).toEqual(['blood-pressure:stage-2']);
  });

  it.each([
    ['a1c 5.6', 'hba1c:normal', 'below the prediabetes range'],
    ['a1c 5.7', 'hba1c:prediabetes', 'in the prediabetes range'],
    ['a1c 6.1', 'hba1c:prediabetes', 'in the prediabetes range'],
    ['my HbA1c came back 6.5%', 'hba1c:diabetes', 'in the diabetes range'],
  ])('%s is %s under ADA 2025', (question, id, words) => {
    const statement = lead(question);
    expect(statement?.id).toBe(id);
    expect(statement?.text).toContain(words);
    expect(statement?.text).toContain('ADA Standards of Care in Diabetes 2025');
    expect(statement?.source?.url).toBe('https://diabetesjournals.org/care/issue/48/Supplement_1');
  });

  it.each([
    [
      'fasting sugar 130, should I worry?',
      'glucose:diabetes-range',
      'A fasting blood glucose of 130 mg/dL (7.2 mmol/L)',
    ],
    ['fasting sugar 125', 'glucose:prediabetes-range', 'A fasting blood glucose of 125 mg/dL'],
    ['fasting sugar 99', 'glucose:normal', 'below the prediabetes range'],
    [
      'fasting blood glucose 7.0 mmol/L',
      'glucose:diabetes-range',
      'A fasting blood glucose of 7 mmol/L (126 mg/dL)',
    ],
    ['glucose 5.5 mmol/l before breakfast', 'glucose:normal', 'below the prediabetes range'],
    [
      'blood sugar was 160 after a meal',
      'glucose:prediabetes-range',
      'after-meal blood glucose of 160 mg/dL',
    ],
    ['sugar 65, what do I do', 'glucose:hypoglycemia-level-1', 'level 1 hypoglycemia'],
  ])('%s is %s under ADA 2025, in both units', (question, id, words) => {
    const statement = lead(question);
    expect(statement?.id).toBe(id);
    expect(statement?.text).toContain(words);
    expect(statement?.text).toContain('ADA Standards of Care in Diabetes 2025');
  });

  it('reads glucose values with and without units, and not durations or amounts', () => {
    expect(glucoseMentions('fasting sugar 130')).toEqual([{ value: 130, unit: 'mg/dL', context: 'fasting' }]);
    expect(glucoseMentions('glucose 7.2 mmol/L after a meal')).toEqual([
      { value: 7.2, unit: 'mmol/L', context: 'post-meal' },
    ]);
    expect(glucoseMentions('blood sugar 6.1')).toEqual([{ value: 6.1, unit: 'mmol/L', context: 'random' }]);
    expect(glucoseMentions('my blood sugar 2 hours after eating')).toEqual([]);
    expect(glucoseMentions('how much sugar 25 grams a day')).toEqual([]);
    expect(glucoseMentions('a1c 6.1')).toEqual([]);
  });

  it('does not guess the unit of a bare value that reads in both', () => {
    const statement = lead('my sugar is 25, what should I do?');
    expect(statement?.id).toBe('glucose:unit-check');
    expect(statement?.text).toContain('could be 25 mg/dL, dangerously low, or 25 mmol/L (about 450 mg/dL)');
  });

  it('does not classify a value implausible in its unit: it asks to check the unit', () => {
    const found = ids('blood sugar was 5.5 mg/dL');
    expect(found).toContain('glucose:unit-check');
    expect(found.filter((id) => id.startsWith('glucose:'))).toEqual(['glucose:unit-check']);
  });
});

describe('safety routing: red flags', () => {
  it('finds red flags in the context as well as the question', () => {
    expect(ids('What should we do?', 'My dad has crushing chest pain and is sweating.')).toEqual([
      'chest-pain',
    ]);
  });

  it('does not fire on a negated sign', () => {
    expect(ids('I have no chest pain, just heartburn after meals. What helps?')).toEqual([]);
  });

  it('judges reassurance as contradicting a red flag and urgent advice as backing it', () => {
    const { statements } = routeSafety('crushing chest pain');
    expect(stanceOf('This can wait for a routine visit [urgent-chest-pain].', statements)).toBe(
      'contradicts',
    );
    expect(stanceOf('Call 911 now [urgent-chest-pain].', statements)).toBe('backs');
    expect(stanceOf('Chest pain has many causes [urgent-chest-pain].', statements)).toBe('neutral');
  });
});

describe('safety routing: the category stance of an answer', () => {
  it('a sentence giving the reading another category contradicts it', () => {
    const { statements } = routeSafety('150/95, should I be worried?');
    expect(stanceOf('A reading of 150/95 is normal for your age [condition-hypertension].', statements)).toBe(
      'contradicts',
    );
    expect(stanceOf('150/95 is stage 2 hypertension [condition-hypertension].', statements)).toBe('backs');
    expect(
      stanceOf('Normal blood pressure is below 120/80 mm Hg [condition-hypertension].', statements),
    ).toBe('neutral');
  });
});

describe('safety routing: medicines named together go to the interaction checker', () => {
  it('leads with a major interaction, its severity, what to do and its source', () => {
    const statement = lead('Can I take ibuprofen with warfarin?');
    expect(statement?.kind).toBe('interaction');
    expect(statement?.id).toBe('interaction:ibuprofen+warfarin');
    expect(statement?.text).toMatch(/^Ibuprofen and warfarin: a major interaction/);
    expect(statement?.source?.url).toMatch(/^https:\/\//);
  });

  it('takes the medicines of the context into account', () => {
    expect(lead('Can I take ibuprofen for my back?', 'I take warfarin every day.')?.id).toBe(
      'interaction:ibuprofen+warfarin',
    );
  });

  it('says a recognised pair without a finding is not listed, and sends the reader to a pharmacist', () => {
    const statement = lead('Can I take metformin with atorvastatin?');
    expect(statement?.id).toBe('interaction:none:atorvastatin+metformin');
    expect(statement?.text).toContain('list no interaction between metformin and atorvastatin');
    expect(statement?.text).toContain('ask a pharmacist');
    expect(statement?.text).toContain('does not prove the combination is safe');
  });

  it('needs a medicine: one substance, or one medicine alone, is not a pair', () => {
    expect(ids('How much alcohol is too much?')).toEqual([]);
    expect(ids('What is metformin used for?')).toEqual([]);
  });

  it.each([
    ['can I take Viagra if I use nitro spray?', 'interaction:nitroglycerin+sildenafil', /contraindicated/],
    ['can I take apixaban with ketoconazole?', 'interaction:apixaban+ketoconazole', /major/],
    ['is it ok to take baby aspirin with my warfarin', 'interaction:aspirin+warfarin', /major/],
  ])('routes "%s" to the checker with its finding', (question, id, severity) => {
    const statement = routeSafety(question).statements.find((found) => found.kind === 'interaction');
    expect(statement?.id).toBe(id);
    expect(statement?.text).toMatch(severity);
  });

  it('reads "drink on" a medicine as alcohol', () => {
    expect(lead('is it ok to drink on metronidazole')?.id).toMatch(/ethanol\+metronidazole$/);
    expect(lead('can I drink water with metformin')).toBeUndefined();
  });

  it('judges "limit it to 2 drinks" as contradicting a major interaction with alcohol', () => {
    const statements = routeSafety('Can I take oxycodone with alcohol?').statements.filter(
      (statement) => statement.kind === 'interaction',
    );
    expect(
      statements.filter((statement) => statement.kind === 'interaction').map((statement) => statement.id),
    ).toEqual(['interaction:ethanol+oxycodone']);
    expect(
      stanceOf('It is fine to drink, but limit it to 2 drinks a day [nutrition-alcohol].', statements),
    ).toBe('contradicts');
    expect(stanceOf('It is not safe to drink alcohol with oxycodone [med-opioids].', statements)).toBe(
      'backs',
    );
  });
});

describe('safety routing: hostile-tester second round', () => {
  const flagIds = (question: string) => routeSafety(question).flags.map((flag) => flag.id);

  it('reads the question through the shared folding: invisible characters and look-alikes hide nothing', () => {
    expect(flagIds('I keep thinking about ending my li\u200bfe')).toContain('suicidal-thoughts');
    expect(flagIds('crushing ch\u00adest pain with a cold sweat')).toContain('chest-pain');
    expect(flagIds('my f\u0430ce is drooping and my speech is slurred')).toContain('stroke-signs');
  });

  it('gives a crisis reading with a target-organ symptom the emergency, not "measure again"', () => {
    const routing = routeSafety('home reading 192/124 and a pounding severe headache, what do I do?');
    expect(routing.flags.map((flag) => [flag.id, flag.urgency])).toContainEqual([
      'hypertensive-emergency',
      'emergency',
    ]);
    const reading = routing.statements.find((statement) => statement.id === 'blood-pressure:crisis');
    expect(reading?.text).not.toMatch(/measure again/);
  });

  it('gives raised blood pressure in pregnancy the same-day advice, not lifestyle advice', () => {
    const routing = routeSafety('my bp was 146/94 today and I am 30 weeks pregnant, is that ok?');
    expect(routing.flags.map((flag) => flag.id)).toContain('pregnancy-hypertension');
    const reading = routing.statements.find((statement) => statement.id === 'blood-pressure:stage-2');
    expect(reading?.text).not.toMatch(/lifestyle/i);
  });

  it('leads with the labs critical limit for a lab value named in a question, with the lab source', () => {
    const routing = routeSafety('the hospital rang, my potassium level came back at 7.1, what can I eat?');
    const flag = routing.flags.find((found) => found.id === 'lab-critical-2823-3');
    expect(flag?.advice).toMatch(/critically high/);
    expect(flag?.source.url).toMatch(/^https:\/\/medlineplus\.gov\//);
    const reading = routing.statements.find((statement) => statement.id === 'lab:2823-3:HH');
    expect(reading?.stance('Eat more potassium-rich foods such as bananas [x].')).toBe('contradicts');
    expect(flagIds('INR came back at 6.5 on warfarin')).toContain('lab-critical-6301-6');
    expect(flagIds('my platelet count is 12')).toContain('lab-critical-777-3');
    expect(flagIds('potassium 4.2, is that fine?')).toEqual([]);
    // A supplement dose is not a lab result.
    expect(ids('I take magnesium 250 mg at night, is that too much?')).toEqual([]);
  });

  it('says an impossible lab or glucose value could not be read, and never reads "-n" as a low', () => {
    expect(ids('sodium of 1e400?')).toContain('lab:unreadable:Sodium');
    expect(ids('my blood sugar is minus 6 on this meter')).toEqual(['glucose:unreadable']);
    expect(ids('glucose 3e99 mg/dl')).toEqual(['glucose:unreadable']);
    expect(flagIds('my blood sugar is minus 6 on this meter')).toEqual([]);
  });

  it('reads HbA1c in mmol/mol without a unit, and a glucose of four digits', () => {
    expect(ids('HbA1c came back 53')).toContain('hba1c:diabetes');
    expect(ids('hba1c 35')).toContain('hba1c:normal');
    expect(flagIds('blood glucose 1250')).toContain('hyperglycemic-crisis');
  });

  it('uses the current glucose when a past one is also written', () => {
    expect(ids('sugar was 38 two years ago, now 104')).toEqual(['glucose:normal']);
    const only = lead('my sugar was 39 last month');
    expect(only?.text).toMatch(/described as past/);
  });

  it('treats advice to eat less sugar as contradicting a low glucose', () => {
    const statements = routeSafety('glucose 45 and sweaty, what do I eat?').statements;
    expect(stanceOf('Limit salt, sugar and alcohol [diet].', statements)).toBe('contradicts');
  });

  it('answers a question asking for warning signs with a line on when to call, not an emergency', () => {
    const routing = routeSafety('what does crushing chest pain usually mean?');
    expect(routing.flags).toEqual([]);
    expect(routing.lead).toMatch(/^If you or someone near you has these signs now .*call 911/);
    // A general question about a condition (is it catching, inherited, how long it lasts) too.
    for (const question of [
      'Is shingles contagious?',
      'how long does shingles last',
      'can shingles spread to other people?',
    ]) {
      expect(routeSafety(question).flags, question).toEqual([]);
      expect(routeSafety(question).lead, question).toMatch(/^If you or someone near you has these signs now/);
    }
    expect(routeSafety('is my shingles contagious to my baby?').flags.length).toBeGreaterThan(0);
    // Someone's symptoms now keep the emergency, and so does "you" describing them.
    expect(flagIds('what does it mean if you have crushing chest pain?')).toContain('chest-pain');
    expect(routeSafety('what are the signs of a stroke? my dad has a drooping face').lead).toBeUndefined();
    expect(flagIds('what are the signs of a stroke? my dad has a drooping face')).toContain('stroke-signs');
  });

  it('never shows an answer giving amounts after thoughts of suicide', () => {
    const statements = routeSafety('how many sleeping tablets would be enough to not wake up').statements;
    expect(statements.map((statement) => statement.id)).toContain('suicidal-thoughts');
    expect(stanceOf('The maximum dose is 10 mg a day [med-sleep].', statements)).toBe('contradicts');
  });

  it('says a question in a language our rules do not read was not understood, with the emergency line', () => {
    const statement = lead('tengo mucho dolor de cabeza y no puedo respirar bien');
    expect(statement?.id).toBe('language-not-understood');
    expect(statement?.text).toMatch(/911/);
  });
});

describe('interaction routing: foods and drinks named in everyday words', () => {
  it('does not read a drink without alcohol as alcohol, and gives the cranberry caution with warfarin', () => {
    const statements = ids('on warfarin for AF, is a glass of cranberry juice every morning ok?');
    expect(statements).toEqual(['interaction:cranberry+warfarin']);
    expect(lead('on warfarin for AF, is a glass of cranberry juice every morning ok?')?.source?.url).toBe(
      'https://www.nccih.nih.gov/health/cranberry',
    );
    expect(ids('can I drink orange juice with metformin')).toEqual([]);
  });

  it('gives the licorice caution for blood pressure medicines, without a poisoning alarm', () => {
    const routing = routeSafety('can I have liquorice sweets while taking lisinopril?');
    expect(routing.flags).toEqual([]);
    expect(routing.statements.map((statement) => statement.id)).toEqual([
      'interaction:licorice+blood-pressure-medicine',
    ]);
    expect(routeSafety('is it safe to drink beer with ibuprofen?').flags).toEqual([]);
  });

  it('gives the label caution of a medicine for a condition its label names, never "safe"', () => {
    expect(ids('is naproxen ok for me, I have high blood pressure')).toEqual(['caution:nsaid:naproxen']);
    expect(ids('can I take Motrin with kidney disease?')).toEqual(['caution:nsaid:ibuprofen']);
    expect(ids('is pseudoephedrine alright with an overactive thyroid')).toEqual([
      'caution:decongestant:pseudoephedrine',
    ]);
    expect(ids('paracetamol with fatty liver, how much can I take?')).toEqual([
      'caution:acetaminophen-liver:acetaminophen',
    ]);
    const caution = routeSafety('can I take Aleve if my blood pressure is high').statements[0];
    expect(caution?.text).toMatch(/^Aleve is an NSAID.*ask a doctor before use/);
    expect(caution?.source?.url).toBe('https://medlineplus.gov/druginfo/meds/a682159.html');
    expect(caution?.stance('Naproxen raises blood pressure; ask your doctor first [x].')).toBe('backs');
    // No condition named, or a condition the label does not list: no caution.
    expect(ids('how much naproxen can I take for a sore knee')).toEqual([]);
    expect(ids('can I take paracetamol with high blood pressure')).toEqual([]);
  });

  it('puts a caution after a finding between two medicines, never in its place', () => {
    expect(ids('ibuprofen and warfarin together? I have hypertension too')).toEqual([
      'interaction:ibuprofen+warfarin',
      'caution:nsaid:ibuprofen',
    ]);
  });

  it('reads cheese and other tyramine foods with any MAO inhibitor, linezolid included', () => {
    expect(ids('is cheddar ok while I am on linezolid')).toEqual(['interaction:linezolid+tyramine']);
    expect(ids('can I eat pizza with cheese on phenelzine?')).toContain('interaction:phenelzine+tyramine');
  });
});
