import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditTable } from '../../../shared/clinical/red-flags/audit.ts';
import { FINDINGS } from '../../../shared/clinical/red-flags/findings.ts';
import { normalize } from '../../../shared/clinical/red-flags/text.ts';
import { detectRedFlags, RULES, urgentCareMessage } from '../../../shared/clinical/red-flags.ts';

const ids = (text: string, context = {}) => detectRedFlags(text, context).map((flag) => flag.id);

/** One text that must fire each rule, and the same complaint negated, which must not. */
const EXAMPLES: Record<
  string,
  { fires: string; context?: Parameters<typeof detectRedFlags>[1]; negated?: string }
> = {
  'suicidal-thoughts': { fires: 'I want to end my life', negated: 'no thoughts of suicide' },
  'overdose-poisoning': {
    fires: 'my toddler swallowed some bleach',
    negated: 'I think I have food poisoning',
  },
  'chest-pain': { fires: 'c/o substernal CP x 30 min', negated: 'denies CP' },
  'child-chest-pain': { fires: 'chest pain', context: { age: 8 } },
  'aortic-dissection': { fires: 'sudden tearing pain going through to my back' },
  'pulmonary-embolism': {
    fires: 'short of breath and a swollen painful calf after a long flight',
    negated: 'no shortness of breath, no calf swelling',
  },
  anaphylaxis: { fires: 'hives and wheezing after eating peanuts', negated: 'no lip or tongue swelling' },
  stridor: { fires: 'high-pitched noise when he breathes in and drooling, cannot swallow his saliva' },
  'severe-asthma': { fires: 'my inhaler is not helping and I cannot finish a sentence' },
  'severe-breathing': { fires: 'she is gasping and her lips are turning blue', negated: 'not gasping' },
  breathlessness: { fires: 'SOB on exertion', negated: 'denies SOB' },
  'severe-bleeding': { fires: 'vomiting coffee grounds', negated: 'no black stools' },
  'stroke-signs': { fires: 'her face is drooping and her speech is slurred', negated: 'no facial droop' },
  'thunderclap-headache': {
    fires: 'sudden severe headache, worst of my life',
    negated: 'not the worst headache',
  },
  meningitis: {
    fires: 'fever and a purple rash that does not fade when pressed',
    negated: 'no rash, no fever',
  },
  sepsis: { fires: 'chest infection and now confused and breathing fast', negated: 'fever but not confused' },
  'status-epilepticus': { fires: 'seizure lasting more than 5 minutes' },
  'unresponsive-or-seizure': { fires: 'he had a seizure', negated: 'no seizures' },
  'hard-to-wake': { fires: 'very sleepy and hard to wake up' },
  'unwell-child': { fires: 'my son has a fever and is floppy and listless' },
  'infant-fever': { fires: 'fever', context: { age: 0.1 } },
  'infant-high-fever': { fires: 'temperature 39.2 C', context: { age: 0.4 } },
  'acute-confusion': { fires: 'new confusion since this morning', negated: 'not confused' },
  'head-injury': { fires: 'fell and hit my head, I take warfarin', negated: 'no head injury' },
  'ectopic-pregnancy': { fires: 'missed period, one-sided lower abdominal pain and shoulder tip pain' },
  'pre-eclampsia': { fires: 'blurred vision and a severe headache', context: { pregnant: true } },
  'pregnancy-warning': { fires: 'leaking fluid', context: { pregnant: true } },
  'reduced-fetal-movement': { fires: 'the baby is moving less than usual', context: { pregnant: true } },
  'cauda-equina': {
    fires: 'back pain with numbness between my legs and I cannot pee',
    negated: 'back pain, no saddle numbness, no bladder problems',
  },
  'testicular-torsion': { fires: 'sudden severe testicle pain' },
  'testicle-pain': { fires: 'aching testicle' },
  'dka-hhs': { fires: 'type 1 diabetic, vomiting, very thirsty, deep breathing' },
  'diabetic-hypoglycemia': { fires: 'shaky sweaty and confused after taking my insulin' },
  'diabetic-low-sugar-signs': { fires: 'on insulin and feeling shaky' },
  'diabetes-vomiting': { fires: 'type 1 diabetes and vomiting since last night' },
  peritonitis: { fires: 'severe belly pain, abdomen rigid, fever' },
  'bowel-obstruction': { fires: 'vomiting, swollen belly and cannot pass gas' },
  appendicitis: { fires: 'pain moved from my belly button to the lower right side', negated: 'no RLQ pain' },
  'severe-abdominal-pain': { fires: 'excruciating stomach pain' },
  'heat-stroke': { fires: 'signs of heat stroke', negated: 'it was not heat stroke' },
  'sudden-vision-loss': { fires: 'suddenly lost vision in my left eye', negated: 'no vision loss' },
  'angle-closure-glaucoma': { fires: 'painful red eye with halos around lights and vomiting' },
  'flashes-floaters': { fires: 'new flashes and floaters in my right eye' },
  'severe-dehydration': { fires: 'has not peed for 12 hours', negated: 'no sunken eyes' },
  'exertional-fainting': { fires: 'fainted while running' },
  'dehydration-shock': { fires: 'no wet nappies today, very sleepy and floppy, cold mottled skin' },
  'pregnancy-bleeding': { fires: 'light bleeding', context: { pregnant: true } },
  'pregnancy-infection-exposure': { fires: 'exposed to chickenpox', context: { pregnant: true } },
  'urinary-retention': { fires: 'I cannot pee at all since last night' },
  'possible-fracture': { fires: 'fell off my bike and cannot bear weight on my ankle' },
  'spreading-infection': { fires: 'the redness is spreading up my arm' },
  'animal-bite': { fires: 'dog bite on my hand' },
  'wound-needs-closure': { fires: 'deep gaping cut on my forearm' },
  'eye-injury': { fires: 'poked myself in the eye with a branch' },
  'shingles-eye': { fires: 'shingles blisters on my forehead near my eye' },
  'renal-colic': { fires: 'severe flank pain that comes in waves' },
  'kidney-infection': { fires: 'loin pain with a fever' },
  croup: { fires: 'barking cough', context: { age: 2 } },
  'fever-after-travel': { fires: 'fever after I came back from Nigeria' },
  'asthma-worsening': { fires: 'needs her inhaler every 4 hours, asthma getting worse' },
  'sudden-hearing-loss': { fires: 'sudden hearing loss in my right ear' },
  'scarlet-fever': { fires: 'sandpaper rash and a strawberry tongue' },
};

describe('every red-flag rule', () => {
  it('has an example here, a public source with its body and year, and a row in docs/triage-rules.md', () => {
    const doc = readFileSync(new URL('../../../docs/triage-rules.md', import.meta.url), 'utf8');
    for (const rule of RULES) {
      expect(EXAMPLES[rule.id], `example for ${rule.id}`).toBeDefined();
      expect(rule.source.url, rule.id).toMatch(/^https:\/\//);
      expect(rule.source.title, rule.id).toMatch(/\(|\d{4}/);
      expect(doc, `docs/triage-rules.md lists ${rule.id}`).toContain(`\`${rule.id}\``);
    }
  });

  it('is described in docs/triage-rules.md exactly as the code has it', () => {
    const doc = readFileSync(new URL('../../../docs/triage-rules.md', import.meta.url), 'utf8');
    expect(doc).toContain(auditTable());
  });

  it.each(RULES.map((rule) => [rule.id]))('%s fires on its example', (id) => {
    const example = EXAMPLES[id];
    expect(example).toBeDefined();
    if (example) expect(ids(example.fires, example.context)).toContain(id);
  });

  it.each(
    Object.entries(EXAMPLES)
      .filter(([, example]) => example.negated !== undefined)
      .map(([id, example]) => [id, example.negated ?? '']),
  )('%s does not fire when negated: "%s"', (id, text) => {
    expect(ids(text)).not.toContain(id);
  });

  it('only uses findings that exist', () => {
    expect(Object.keys(FINDINGS).length).toBeGreaterThan(50);
  });
});

describe('what /ask missed (issue #10)', () => {
  it('flags a child who swallowed blood pressure pills, with the Poison Help line', () => {
    const flags = detectRedFlags('My child swallowed some of my blood pressure pills');
    expect(flags.map((flag) => flag.id)).toContain('overdose-poisoning');
    expect(urgentCareMessage(flags)).toContain('1-800-222-1222');
  });

  it('flags a feverish 2 year old who is very sleepy and hard to wake as an emergency', () => {
    const flags = detectRedFlags(
      'my 2 year old has a fever of 39.5 C and is very sleepy and hard to wake up',
    );
    expect(flags.map((flag) => flag.id)).toContain('hard-to-wake');
    expect(flags[0]?.urgency).toBe('emergency');
  });

  it('treats heat stroke as its own emergency, never as a brain stroke', () => {
    expect(ids('signs of heat stroke')).toEqual(['heat-stroke']);
    expect(ids('too much heat outside now dizzy and stopped sweating')).toContain('heat-stroke');
    expect(ids('sunstroke')).not.toContain('stroke-signs');
    expect(ids('what are the signs of a stroke')).toContain('stroke-signs');
  });
});

describe('reading text', () => {
  it('expands clinician shorthand and common misspellings', () => {
    expect(normalize("62 y/o m, c/o CP x 2 days, SOB, N/V, hx HTN, DM, can't breathe")).toBe(
      '62 year old male, complains of chest pain for 2 days, shortness of breath, nausea or vomiting, history of hypertension, diabetes, cannot breathe',
    );
    expect(normalize('LLQ pain, diarrhoea, vomitting, pian')).toBe(
      'left lower abdominal pain, diarrhea, vomiting, pain',
    );
  });

  it('scopes a negation to its own clause', () => {
    expect(ids('no fever, purple rash that does not fade')).toContain('meningitis');
    expect(ids('denies chest pain but now has crushing chest pressure')).toContain('chest-pain');
    expect(ids('without chest pain')).toEqual([]);
    expect(ids('Pt denies CP. SOB since this morning.')).toEqual(['breathlessness']);
    expect(ids('I have never had chest pain like this before')).toContain('chest-pain');
    expect(ids('not sure if it is chest pain')).toContain('chest-pain');
  });

  it('does not read past history as the complaint', () => {
    expect(ids('PMH: history of stroke, HTN')).not.toContain('stroke-signs');
    expect(ids('history of stroke, now sudden weakness on one side')).toContain('stroke-signs');
  });

  it('applies age, sex and pregnancy conditions, and reads them from the text too', () => {
    expect(ids('fever', { age: 0.2 })).toContain('infant-fever');
    expect(ids('fever', { age: 0.25 })).not.toContain('infant-fever');
    expect(ids('my 6 week old has a temperature of 100.8')).toContain('infant-fever');
    expect(ids('my 6 week old has a temperature of 99.5')).not.toContain('infant-fever');
    expect(ids('missed period and pain low on one side', { sex: 'male' })).not.toContain('ectopic-pregnancy');
    expect(ids('missed period and pain low on one side', { sex: 'female' })).toContain('ectopic-pregnancy');
    expect(ids('severe headache and blurred vision')).not.toContain('pre-eclampsia');
    expect(ids('severe headache and blurred vision', { pregnant: true })).toContain('pre-eclampsia');
    expect(ids('chest pain', { age: 12 })).toContain('chest-pain');
    expect(ids('chest pain', { age: 11 })).toEqual(['child-chest-pain']);
  });

  it('leaves a long-standing problem to a planned visit, at the boundary, erring toward the shortest duration', () => {
    expect(ids('short of breath', { durationHours: 13 * 24 })).toContain('breathlessness');
    expect(ids('short of breath', { durationHours: 14 * 24 })).not.toContain('breathlessness');
    expect(ids('short of breath for 3 months')).not.toContain('breathlessness');
    expect(ids('cough for 3 months, short of breath since 2 days ago')).toContain('breathlessness');
    expect(ids('chest pain for 3 months')).toContain('chest-pain');
  });

  it('keeps the reading-based flags', () => {
    expect(ids('blood pressure 190/125')).toContain('hypertensive-crisis');
    expect(ids('bg 40')).toContain('severe-hypoglycemia');
  });
});
