import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round ten (helper D): under-triage of medicine and long-term-condition complications, a blocked
 * stoma, severe drug rashes, infected chickenpox and critical blood results told in words. Each
 * concept is tested in several wordings, with the near-misses it must not catch.
 */

describe("adrenal crisis risk (NHS Addison's disease; Society for Endocrinology steroid emergency card)", () => {
  it('sends vomiting or tablets that will not stay down with adrenal insufficiency to emergency care', () => {
    for (const text of [
      "I have Addison's and I've got diarrhoea and vomiting",
      "on prednisolone for years and have a stomach bug, can't keep my tablets down",
      "steroid-dependent, vomiting, can't take my hydrocortisone",
      'my son has congenital adrenal hyperplasia and has been throwing up all morning',
      'Addisons, vomited twice, cant keep my hydrocortisone down',
      "PMH: Addison's disease. Now D&V since this morning",
      '72F hypopituitarism on hydrocortisone, vomiting x3',
    ])
      expect(triage(text), text).toBe('emergency');
    expect(ids("I have Addison's and I've got diarrhoea and vomiting")).toContain('adrenal-crisis-risk');
  });

  it('keeps diarrhoea alone same-day', () => {
    expect(triage("my dad has Addison's, he has diarrhoea since last night")).toBe('urgent-care');
  });

  it('does not read a steroid cream, a short course or a negated complaint', () => {
    expect(ids("I use hydrocortisone cream for eczema and I've been sick once")).not.toContain(
      'adrenal-crisis-risk',
    );
    expect(ids('on a 5 day course of prednisolone for asthma, feel a bit sick')).not.toContain(
      'adrenal-crisis-risk',
    );
    expect(ids("I have Addison's and feel fine, no vomiting or diarrhoea")).toEqual([]);
    expect(ids("I have Addison's disease, can I drink alcohol?")).toEqual([]);
  });
});

describe('a stoma that has stopped working (NHS ileostomy complications; NHS bowel obstruction)', () => {
  it('sends no output with vomiting to emergency care, and with cramps or nausea to same-day care', () => {
    expect(triage("my stoma hasn't worked since yesterday and I've been sick")).toBe('emergency');
    expect(triage('no output from my ileostomy for 12 hours, cramps and vomiting')).toBe('emergency');
    expect(triage('colostomy not working for 2 days, tummy swollen and cramping')).toBe('urgent-care');
    expect(triage('my ileostomy has stopped working, I have bad stomach cramps')).toBe('urgent-care');
    expect(triage('stoma bag empty all day and I feel sick')).toBe('urgent-care');
  });

  it('does not read a working stoma or a question about one', () => {
    expect(findings('my stoma is working fine, not blocked, just sore skin around it')).not.toContain(
      'stomaNoOutput',
    );
    expect(findings('stoma output is a bit watery today')).not.toContain('stomaNoOutput');
    expect(findings('colostomy reversal next month, any tips on diet?')).not.toContain('stomaNoOutput');
  });
});

describe('severe drug rashes and erythroderma (NHS Stevens-Johnson syndrome; DermNet, BAD)', () => {
  it('sends peeling or blistering skin, or mouth and eye sores, after a new medicine to emergency care', () => {
    for (const text of [
      'started a new antibiotic and now my skin is peeling and blistering with a rash',
      'rash with blisters in my mouth and sore eyes after starting lamotrigine',
      '10 days after starting allopurinol I got a rash and now my lips are blistered and crusting',
      'my daughter started co-trimoxazole and now has a blistering rash and her eyes are red and sore',
      'new tablets from the GP last week, now a rash all over and my skin is coming off in sheets',
    ])
      expect(triage(text), text).toBe('emergency');
  });

  it('sends skin red all over with peeling or shivering to same-day care', () => {
    expect(triage('skin red all over and peeling and I feel shivery')).toBe('urgent-care');
    expect(ids('my skin has gone red all over and is flaking off, I have psoriasis')).toContain(
      'erythroderma',
    );
  });

  it('does not read sunburn, a mild rash on a new medicine, or hand, foot and mouth', () => {
    expect(ids('sunburn on my shoulders, peeling and blistering')).not.toContain('severe-drug-rash');
    expect(ids("I'm red all over from the sun and now peeling")).not.toContain('erythroderma');
    expect(ids('started new antibiotics, got a mild itchy rash on my arms')).not.toContain(
      'severe-drug-rash',
    );
    expect(ids('started a new antibiotic, no rash, no blisters')).toEqual([]);
    expect(ids('hand foot and mouth, blisters in his mouth and a rash on his hands')).not.toContain(
      'severe-drug-rash',
    );
    expect(ids('baby is red all over after his bath')).not.toContain('erythroderma');
  });
});

describe('lithium and digoxin toxicity (NHS lithium; NHS digoxin)', () => {
  it('sends sickness or a high level on lithium to same-day care, and with unsteadiness to emergency care', () => {
    expect(triage("lithium level came back high and I'm being sick with a tremor")).toBe('urgent-care');
    expect(triage('on lithium, vomiting, diarrhoea, shaky and unsteady')).toBe('emergency');
    expect(triage('my mum is on lithium and is vomiting and very drowsy')).toBe('emergency');
    expect(triage('on lithium and feel confused and wobbly on my feet')).toBe('emergency');
  });

  it('sends sickness with blurred vision on digoxin to same-day care, yellow vision with vomiting further', () => {
    // Round twelve raised yellow vision with vomiting to an emergency (digoxin-fainting-or-yellow-vision):
    // the two classic signs together need a digoxin level and an ECG in hospital.
    expect(triage('my nan on digoxin is seeing yellow and being sick')).toBe('emergency');
    expect(triage('on digoxin, feel sick and my vision is blurry')).toBe('urgent-care');
    expect(ids("dad is on digoxin for his AF, he's been seeing halos round lights")).toContain(
      'digoxin-toxicity',
    );
  });

  it('does not read lithium taken in the past, a wobbly tooth or digoxin alone', () => {
    expect(ids('took lithium for years but stopped in 2019, now have a tummy bug with vomiting')).toEqual([]);
    expect(ids('I used to be on lithium, now have diarrhoea')).toEqual([]);
    expect(ids('on lithium and my tooth feels wobbly')).toEqual([]);
    expect(ids('on lithium, hand tremor as usual, levels fine')).toEqual([]);
    expect(ids('on digoxin and feeling a bit tired')).toEqual([]);
  });
});

describe('sore throat, fever or mouth ulcers on a medicine that can stop white cells (NHS carbimazole, methotrexate; MHRA)', () => {
  it('sends them to same-day care', () => {
    for (const text of [
      "I'm on clozapine and have a sore throat and fever",
      "I take carbimazole and I've got a sore throat and a temperature",
      'on methotrexate, mouth ulcers and a sore throat',
      'on sulfasalazine and keep getting mouth ulcers and bruises',
      'on leflunomide, sore throat for 2 days',
      'propylthiouracil for my thyroid, now a high temperature',
    ])
      expect(triage(text), text).toBe('urgent-care');
  });

  it('leaves fever with an immunosuppressant to the neutropenic sepsis rule (emergency)', () => {
    expect(triage("on azathioprine for Crohn's, got a temperature of 38.5 and shivery")).toBe('emergency');
  });

  it('does not read a medicine taken in the past, by someone else, or without symptoms', () => {
    expect(ids('my brother used to take clozapine, I have a sore throat')).toEqual([]);
    expect(ids('I took carbimazole years ago, now I have a sore throat and a temperature')).not.toContain(
      'agranulocytosis-risk',
    );
    expect(ids("I'm on carbimazole, no sore throat, no fever, just tired")).toEqual([]);
    expect(ids('Can I take ibuprofen with methotrexate?')).toEqual([]);
    expect(ids("i'm on clozapine and have a cold")).toEqual([]);
  });
});

describe('infected chickenpox or a fever that comes back (NHS chickenpox)', () => {
  it('reads one spot that is swollen or painful, and a temperature that returns', () => {
    expect(
      triage(
        "chickenpox and now one spot is very red, swollen and painful and he's got a high temperature again",
      ),
    ).toBe('urgent-care');
    expect(triage('chickenpox blisters look infected, skin around them hot and red')).toBe('urgent-care');
    expect(ids('chickenpox and one of his spots is hot and swollen')).toContain('chickenpox-infected');
    expect(ids('chickenpox spots, temperature went but has come back today')).toContain(
      'chickenpox-fever-returned',
    );
    expect(ids('chickenpox, his temperature is back up to 39')).toContain('chickenpox-fever-returned');
  });

  it('does not read red spots, a settled fever or a temperature back to normal', () => {
    expect(ids('chickenpox, a spot on his back is red')).toEqual([]);
    expect(ids('chickenpox, fever gone, spots crusting')).toEqual([]);
    expect(ids('chickenpox, temperature checked, back to normal')).toEqual([]);
    expect(ids('chickenpox, temp came back down')).toEqual([]);
    expect(ids('chickenpox for 5 days, his temperature has not come back')).toEqual([]);
  });
});

describe('critical potassium, sodium and calcium results told in words (docs/lab-critical-values.md)', () => {
  it('flags a result beyond the lab table’s critical limits for same-day care', () => {
    expect(triage('my potassium was 6.8 on my blood test today, GP rang')).toBe('urgent-care');
    expect(ids('my potassium was 6.8 on my blood test today, GP rang')).toContain('critical-potassium');
    expect(ids('K+ 2.4 mmol/L on bloods this morning')).toContain('critical-potassium');
    expect(ids('bloods: K 6.9, Na 131')).toContain('critical-potassium');
    expect(ids('Na 118')).toContain('critical-sodium');
    expect(ids('calcium 3.6')).toContain('critical-calcium');
    expect(ids('calcium 14.2 mg/dL')).toContain('critical-calcium');
    expect(ids('my potassium was 6.9 yesterday and the GP said go to A&E')).toContain('critical-potassium');
    expect(triage('my INR is 9')).toBe('urgent-care');
  });

  it('makes a critical result with confusion or drowsiness an emergency', () => {
    expect(triage('sodium 119 and I feel confused')).toBe('emergency');
    expect(triage('sodium of 162 and very drowsy')).toBe('emergency');
  });

  it('does not read past, normal or dietary values, or medicine names', () => {
    for (const text of [
      'my sodium used to be 125 when I was on carbamazepine, now fine',
      'potassium 6.5 last year, been fine since',
      'I take sodium valproate 200 twice a day',
      'calcium 1 tablet a day',
      'potassium 4.2, sodium 139, all normal',
      'potassium came back at 5.9 slightly high, GP to repeat',
      'calcium score 400',
      'sodium 2300 mg per day limit?',
      'sodium 121',
      'ran 10 k 5.5 minutes per km',
    ])
      expect(
        ids(text).filter((id) => id.startsWith('critical-')),
        text,
      ).toEqual([]);
  });
});
