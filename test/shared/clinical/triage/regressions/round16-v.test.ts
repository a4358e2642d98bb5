import { describe, expect, it } from 'vitest';
import { ids, triage } from '../../../../support/triage.ts';

/**
 * Round sixteen (helper V): under-triage of adults with long-term conditions, their medicines and
 * devices, found by the twelfth development probes. Each presentation is tested in wording unlike the
 * probe that exposed it, with the near-misses it must not catch.
 */

describe('worsening heart failure (NICE CKS heart failure; AHA and BHF warning signs)', () => {
  it('sends fast weight gain or breathlessness lying flat in heart failure to same-day care', () => {
    expect(triage('I have CHF and my weight has gone up 2.5kg in the last 3 days, ankles swollen')).toBe(
      'urgent-care',
    );
    expect(triage('Mum has heart failure, she has put on 5 lbs since Monday', { age: 84 })).toBe(
      'urgent-care',
    );
    expect(triage('82F known HFrEF, orthopnoea x2 nights, ankle oedema worse', { age: 82 })).toBe(
      'urgent-care',
    );
    expect(ids('my husband has heart failure and needed two extra pillows last night, feet puffy')).toContain(
      'heart-failure-worsening',
    );
  });

  it('does not read a slow or denied gain, a gain without heart failure, or a pillow for the neck', () => {
    expect(ids('I have heart failure, no breathlessness lying flat, weight stable')).not.toContain(
      'heart-failure-worsening',
    );
    expect(ids('I have heart failure and gained 2kg over the last month')).not.toContain(
      'heart-failure-worsening',
    );
    expect(ids('heart failure, weight up 1kg this week')).not.toContain('heart-failure-worsening');
    expect(ids('I put on 3kg in 3 days eating over christmas')).not.toContain('heart-failure-worsening');
    expect(ids('I use an extra pillow for my neck pain')).not.toContain('heart-failure-worsening');
    expect(ids('I had PND after my baby and use extra pillows')).not.toContain('heart-failure-worsening');
  });
});

describe('a high-output stoma with dehydration (NHS ileostomy; Colostomy UK)', () => {
  it('sends watery or high stoma output with thirst, dizziness or little urine to same-day care', () => {
    expect(
      triage(
        "My dad has a colostomy and his bag is filling with liquid output, he's lightheaded when he stands and barely weeing",
        { age: 70 },
      ),
    ).toBe('urgent-care');
    expect(triage('ileostomy pt, high output ~2.5L/day, postural dizziness, oliguria', { age: 45 })).toBe(
      'urgent-care',
    );
    expect(
      ids('my stoma has been pouring like water since yesterday, emptying it every hour, so thirsty'),
    ).toContain('stoma-high-output-dehydration');
  });

  it('does not read a normal output, a watery output without dehydration, or the stomach', () => {
    expect(
      ids('I have an ileostomy, output is thick and normal, emptying 4 times a day, drinking well'),
    ).not.toContain('stoma-high-output-dehydration');
    expect(ids('ileostomy output watery today but no dizziness, peeing normally, not thirsty')).not.toContain(
      'stoma-high-output-dehydration',
    );
    expect(ids("my stomach is watery and I'm thirsty")).not.toContain('stoma-high-output-dehydration');
    expect(ids('I have a stoma and I am a bit thirsty in this heat')).not.toContain(
      'stoma-high-output-dehydration',
    );
  });
});

describe("Parkinson's medicines missed, with stiffness or freezing (Parkinson's UK Get It On Time)", () => {
  it('sends missed or run-out Parkinson’s medicines with off symptoms to same-day care', () => {
    expect(
      triage("Dad's run out of his co-careldopa and he's frozen solid, can barely get out of the chair", {
        age: 79,
      }),
    ).toBe('urgent-care');
    expect(
      triage('pt with PD, missed 2 doses of Madopar in hospital, now rigid and tremor worse', { age: 81 }),
    ).toBe('urgent-care');
    expect(ids('her rotigotine patch fell off overnight and she is very stiff this morning')).toContain(
      'parkinsons-medicine-missed',
    );
    expect(ids("I've run out of my parkinsons tablets and my shaking is much worse")).toContain(
      'parkinsons-medicine-missed',
    );
  });

  it('does not read a dose missed without symptoms, a denied miss, or stiffness from elsewhere', () => {
    for (const text of [
      'I forgot my Sinemet this morning, should I take it now? I feel fine',
      'my Sinemet dose was not missed, he is stiff as usual in the morning',
      "I'm on sinemet and my shoulder is stiff after gardening",
      "had Parkinson's for years, took my Madopar on time, tremor as usual",
    ]) {
      expect(ids(text), text).not.toContain('parkinsons-medicine-missed');
    }
  });
});

describe('one shock from an implanted defibrillator (NHS ICD shock plan; BHF)', () => {
  it('sends a single ICD shock in someone who feels well to same-day care', () => {
    expect(triage('Got a shock from my defibrillator while mowing the lawn, feel ok now', { age: 70 })).toBe(
      'urgent-care',
    );
    expect(
      triage('72M with AICD, single appropriate ICD shock this am, asymptomatic since', { age: 72 }),
    ).toBe('urgent-care');
    expect(ids("my husband's ICD fired once at breakfast, he says he's fine")).toContain('icd-shock');
  });

  it('does not read an ICD that has not fired, a device check, or an ICD-10 code', () => {
    for (const text of [
      'my ICD has never gone off',
      'had my ICD checked at the clinic today, no shocks',
      'what is an ICD-10 code for palpitations',
    ]) {
      expect(ids(text), text).not.toContain('icd-shock');
    }
  });
});

describe('a tender, swollen wrist after a fall on the outstretched hand (NHS broken wrist; NICE NG38)', () => {
  it('reads the bone named by a clinician, even when the fingers move', () => {
    expect(
      triage('FOOSH yesterday playing netball, tender anatomical snuffbox, wrist movement ok', { age: 19 }),
    ).toBe('urgent-care');
    expect(
      triage(
        'Mum slipped and put her hand out to save herself, her wrist is really swollen but she can wiggle her fingers',
        { age: 84 },
      ),
    ).toBe('urgent-care');
    expect(ids('fell onto my outstretched hand off my bike, distal radius point tenderness')).toContain(
      'possible-wrist-fracture',
    );
  });

  it('does not read a denied swelling or tenderness, or a sore wrist without a fall', () => {
    expect(
      ids('fell on outstretched hand last week, no swelling, no tenderness over the radius'),
    ).not.toContain('possible-wrist-fracture');
    expect(ids('tender over the radius after typing all day')).not.toContain('possible-wrist-fracture');
  });
});

describe('sudden hearing loss in clinician shorthand (NICE NG98; NHS hearing loss)', () => {
  it('reads waking with a hearing loss and an acute or new one-sided loss', () => {
    expect(
      triage('48F acute onset R sensorineural hearing loss since yesterday, tinnitus', { age: 48 }),
    ).toBe('urgent-care');
    expect(triage('she woke up with muffled hearing in her left ear and ringing', { age: 60 })).toBe(
      'urgent-care',
    );
    expect(ids('new unilateral hearing loss x2 days, no otalgia')).toContain('sudden-hearing-loss');
  });

  it('does not read a long-standing or gradual loss, or a hearing aid', () => {
    for (const text of [
      'long-standing bilateral hearing loss, wears hearing aids, no new hearing loss',
      'woke with hearing aid whistling',
      'new hearing aid fitted, gradual hearing loss over years',
    ]) {
      expect(ids(text), text).not.toContain('sudden-hearing-loss');
    }
  });
});

describe('flu at 65 or over, or with a long-term condition (NHS flu: urgent GP appointment or 111)', () => {
  it('sends flu with a temperature, aches or shivers to same-day care in those at higher risk', () => {
    expect(triage('I think I have flu, temp 38.5 and aching all over', { age: 70 })).toBe('urgent-care');
    expect(triage('I have COPD and think I have the flu, shivery and achy', { age: 50 })).toBe('urgent-care');
    expect(triage('type 1 diabetic, flu since yesterday, fever 38.3', { age: 30 })).toBe('urgent-care');
    expect(ids('Grandad has influenza, he is feverish with body aches', { age: 88 })).toContain('flu-older');
  });

  it('does not read flu in a healthy younger adult, a flu jab, a stomach flu, or a vaccine question', () => {
    expect(ids('I have flu, aching all over and feverish', { age: 30 })).not.toContain('flu-older');
    expect(ids('I have flu, aching all over and feverish', { age: 30 })).not.toContain(
      'flu-long-term-condition',
    );
    for (const text of [
      'I am 70, had my flu jab yesterday and my arm is sore',
      'stomach flu, vomiting and chills',
      'should I get the flu vaccine this year? I am 68',
    ]) {
      expect(ids(text, { age: 70 }), text).not.toContain('flu-older');
    }
    expect(ids('I have asthma, no flu symptoms, just a cold')).not.toContain('flu-long-term-condition');
  });
});

describe('a diabetic foot ulcer with redness, in clinician shorthand (NICE NG19)', () => {
  it('reads an ulcer named by its site without a preposition, with erythema or cellulitis', () => {
    expect(triage('T1DM, neuropathic ulcer L heel with cellulitis spreading up the ankle', { age: 40 })).toBe(
      'urgent-care',
    );
    expect(
      triage('diabetic, ulcer plantar aspect of the 5th metatarsal head, erythema and purulent discharge', {
        age: 71,
      }),
    ).toBe('urgent-care');
    expect(ids('my mum is diabetic and the ulcer under her big toe has gone red round the edges')).toContain(
      'diabetic-foot-infection',
    );
  });

  it('does not read a healed ulcer without signs, or a callus', () => {
    expect(ids('T2DM, healed ulcer plantar 1st MTPJ, no erythema, no discharge')).not.toContain(
      'diabetic-foot-infection',
    );
    expect(ids('diabetic, callus over 1st MTPJ, no ulcer, no redness')).not.toContain(
      'diabetic-foot-infection',
    );
  });
});
