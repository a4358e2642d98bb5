import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../../../../../shared/clinical/red-flags.ts';
import { triageSymptoms } from '../../../../../shared/clinical/symptoms.ts';
import { curatedIndex, findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round eleven (helper F): under-triage of safety emergencies (sexual assault, domestic abuse,
 * thoughts of harming others), of long-term conditions in crisis (sickle cell, myasthenia, epilepsy,
 * inflammatory bowel disease), of an older person not drinking and a blocked catheter; three narrow
 * misfires; and a unit-less glucose of 20 to 33 that was advised as a low only.
 */

/** The red-flag ids of a request with codes. */
const codeFlags = (description: string, codes: string[]) =>
  triageSymptoms(curatedIndex, { symptoms: [], codes, description }).redFlags.map((flag) => flag.id);

describe('a recent rape or sexual assault (NHS help after rape and sexual assault: care within 72 hours)', () => {
  it('sends a recent assault, told in several ways, to same-day care', () => {
    for (const text of [
      'I was raped last night',
      'someone spiked my drink and I think I was assaulted',
      'I was sexually assaulted at the weekend',
      'pt reports sexual assault 2 days ago, requesting PEP',
      'my daughter says she was raped at a party on saturday',
      "I think I was drugged at the club and woke up in someone's flat",
      'he forced me to have sex last night',
    ])
      expect(ids(text), text).toContain('sexual-assault');
    expect(triage('I was raped last night')).toBe('urgent-care');
  });

  it('does not read a negation, an assault long ago, rapeseed or a rape alarm', () => {
    expect(ids('I was not raped')).not.toContain('sexual-assault');
    expect(ids('I was raped 10 years ago and still have flashbacks')).not.toContain('sexual-assault');
    expect(ids('she was sexually assaulted as a child')).not.toContain('sexual-assault');
    expect(ids('rapeseed oil allergy')).not.toContain('sexual-assault');
    expect(ids('the rape alarm went off')).not.toContain('sexual-assault');
  });
});

describe('domestic abuse with danger (NHS domestic violence and abuse: 999 in immediate danger)', () => {
  it('sends abuse with fear, a threat to kill or the fear of being hurt to same-day care', () => {
    expect(triage("my partner hits me and I'm scared to go home")).toBe('urgent-care');
    expect(triage("he said he'll kill me")).toBe('urgent-care');
    expect(ids('my husband threatened to kill me')).toContain('domestic-abuse-danger');
    expect(ids("my boyfriend strangled me last night and I'm scared of him")).toContain(
      'domestic-abuse-danger',
    );
    expect(ids("ex keeps texting, I'm scared he'll hurt me")).toContain('domestic-abuse-danger');
  });

  it('makes danger now an emergency', () => {
    expect(triage("my ex said he will kill me and he's outside now")).toBe('emergency');
    expect(triage("he's outside and threatening me right now, I'm terrified of him")).toBe('emergency');
    expect(ids("I'm in danger, he's trying to break in")).toContain('domestic-abuse-immediate-danger');
    expect(ids('I am in danger now')).toContain('domestic-abuse-immediate-danger');
  });

  it('speaks of safety, not of a disease', () => {
    const flag = detectRedFlags("my partner hits me and I'm scared to go home").find(
      (found) => found.id === 'domestic-abuse-danger',
    );
    expect(flag?.advice).toMatch(/safety/i);
    expect(flag?.source.url).toContain('domestic-violence');
  });

  it('does not read a negation, a child hitting with a ball, or a question about someone else', () => {
    expect(ids('my partner has never hit me')).not.toContain('domestic-abuse-danger');
    expect(ids('my son hit me with a football')).toEqual([]);
    expect(ids('is the baby in danger now?')).not.toContain('domestic-abuse-immediate-danger');
    expect(ids("I'm not in danger now")).not.toContain('domestic-abuse-immediate-danger');
  });
});

describe('thoughts of seriously hurting or killing someone (NHS urgent mental health help: 999)', () => {
  it('reads thoughts, urges and wanting to harm a person as an emergency', () => {
    for (const text of [
      'I keep having thoughts of killing my husband',
      'I want to hurt people',
      'I have urges to stab someone',
      'pt c/o homicidal ideation towards neighbour',
      "I'm scared I might hurt my baby",
    ])
      expect(triage(text), text).toBe('emergency');
  });

  it('does not read idioms, a negation, old thoughts or hurting feelings', () => {
    expect(ids('I could kill him for eating my chocolate')).toEqual([]);
    expect(ids('my feet are killing me')).toEqual([]);
    expect(ids("I'm going to kill my sister when she gets home")).toEqual([]);
    expect(ids("I don't want to hurt anyone")).toEqual([]);
    expect(ids('no thoughts of harming others')).toEqual([]);
    expect(ids('I want to kill the pain')).toEqual([]);
    expect(ids('I wanted to hurt his feelings')).toEqual([]);
    expect(ids('I had thoughts of killing my husband years ago but not anymore')).not.toContain(
      'harm-to-others-thoughts',
    );
    // Suicidal thoughts keep their own rule.
    expect(ids('I want to kill myself')).toEqual(['suicidal-thoughts']);
  });
});

describe('an older person who has stopped eating and drinking (NHS dehydration)', () => {
  it('sends an older person, or one of unknown age with dementia, to same-day care', () => {
    expect(triage('mum has dementia and has stopped eating and drinking for 2 days')).toBe('urgent-care');
    expect(triage("nan hasn't had anything to drink since yesterday and is drowsy")).toBe('urgent-care');
    expect(ids('grandad refusing food and fluids since yesterday', { age: 88 })).toContain(
      'older-not-drinking',
    );
    expect(ids('care home resident, poor oral intake, not eating or drinking', { age: 91 })).toContain(
      'older-not-drinking',
    );
  });

  it('does not read stopping alcohol, not eating alone, a negation, or a younger adult', () => {
    expect(findings('I have stopped drinking')).not.toContain('notDrinking');
    expect(findings("I've stopped drinking alcohol")).not.toContain('notDrinking');
    expect(findings("I haven't drunk alcohol for 3 years")).not.toContain('notDrinking');
    expect(findings('I am not drunk')).not.toContain('notDrinking');
    expect(findings('she has not had anything to eat since yesterday')).not.toContain('notDrinking');
    expect(ids('mum has not stopped eating and drinking', { age: 86 })).not.toContain('older-not-drinking');
    expect(ids('has stopped eating and drinking', { age: 30 })).not.toContain('older-not-drinking');
  });
});

describe('a blocked urinary catheter (NHS urinary catheters)', () => {
  it('sends a catheter that has stopped draining to same-day care', () => {
    for (const text of [
      "dad's catheter has stopped draining and his tummy is swollen",
      'no urine in the catheter bag for 6 hours',
      'suprapubic catheter blocked, lower tummy pain',
      'urine is leaking around the catheter, bypassing',
      'my catheter is not draining',
    ]) {
      expect(ids(text), text).toContain('blocked-catheter');
      expect(triage(text), text).toBe('urgent-care');
    }
  });

  it('does not read emptying the bag or a catheter said to be draining', () => {
    expect(ids('I empty my catheter bag twice a day')).toEqual([]);
    expect(ids('my catheter is not blocked, draining fine')).toEqual([]);
  });
});

describe('sickle cell disease in crisis (NICE CG143; NHS sickle cell disease: A&E)', () => {
  it('makes uncontrolled pain, a fever, chest pain or breathlessness an emergency', () => {
    for (const text of [
      'my sickle cell crisis pain is bad, paracetamol not helping',
      'sickle cell, pain 9/10, codeine not working',
      'HbSS, severe leg pain, oramorph not touching it',
      'my son has sickle cell and a temperature of 38.6',
      'sickle cell pt, chest pain and SOB',
    ])
      expect(triage(text), text).toBe('emergency');
    expect(ids('sickle cell, pain 9/10, codeine not working')).toContain('sickle-cell-crisis');
  });

  it('does not read the trait, pain controlled at home, or sickle cell without a danger sign', () => {
    expect(ids('I have sickle cell trait and a fever')).not.toContain('sickle-cell-crisis');
    expect(ids('I have sickle cell, mild ache, paracetamol is helping')).toEqual([]);
    expect(ids('I have sickle cell disease, no fever')).toEqual([]);
  });
});

describe('myasthenia gravis with weak breathing or swallowing (NHS myasthenia gravis: 999)', () => {
  it('reads a myasthenic crisis in lay and clinical words', () => {
    for (const text of [
      'I have myasthenia and my breathing is getting weaker',
      'MG, struggling to swallow and talk',
      'known myasthenia gravis, choking on food and voice going nasal',
    ])
      expect(triage(text), text).toBe('emergency');
    expect(ids('MG, struggling to swallow and talk')).toContain('myasthenic-crisis');
  });

  it('does not read eye symptoms alone, a negation, or a dose in mg', () => {
    expect(ids('my myasthenia makes my eyelids droop by evening')).toEqual([]);
    expect(ids('I have myasthenia, no trouble swallowing')).toEqual([]);
    expect(ids('MG tablets 500 mg, struggling to swallow them')).not.toContain('myasthenic-crisis');
    expect(ids("how many mg of ibuprofen can I take, it's hard to swallow")).not.toContain(
      'myasthenic-crisis',
    );
  });
});

describe('a cluster of fits (NHS epilepsy)', () => {
  it('reads fits counted in a day as seizures, an emergency as seizures already were', () => {
    expect(triage("my epilepsy is usually controlled but I've had 3 fits today")).toBe('emergency');
    expect(triage('3 tonic clonic fits since breakfast')).toBe('emergency');
    expect(triage('more seizures than usual today')).toBe('emergency');
  });

  it('does not read fits that are negated or the verb "fits"', () => {
    expect(ids('my epilepsy is well controlled, no fits for 2 years')).toEqual([]);
    expect(ids('he fits the description')).toEqual([]);
  });
});

describe('a severe colitis or Crohn’s flare (NICE NG130, Truelove and Witts)', () => {
  it('makes six or more bloody stools a day with a fever or fast pulse an emergency', () => {
    for (const text of [
      "my Crohn's is flaring, 10 bloody stools a day and a fever",
      'UC flare, 8 bloody poos a day, heart racing',
      'ulcerative colitis flare, opening bowels 12 times a day with blood, temp 38.2',
      'crohns flare, bloody diarrhoea 7 times a day, pulse 110',
    ])
      expect(triage(text), text).toBe('emergency');
  });

  it('keeps six or more bloody stools alone same-day, and fewer stools at their old level', () => {
    expect(triage('UC flare, 8 bloody poos a day')).toBe('urgent-care');
    expect(ids('ulcerative colitis, 10 bloody stools a day, no fever')).toEqual(['ibd-severe-flare']);
    expect(ids('colitis flare, 3 bloody stools')).toEqual([]);
    expect(ids('went to urgent care yesterday, 8 bloody stools a day')).not.toContain('ibd-severe-flare');
  });
});

describe('narrowed misfires', () => {
  it('does not read "sun poisoning" (bad sunburn) as a poisoning, and keeps real poisoning', () => {
    expect(ids('bad sunburn, is it sun poisoning?')).not.toContain('overdose-poisoning');
    expect(triage('shoulders bright red and sore after the pool, is it sun poisoning?')).not.toBe(
      'emergency',
    );
    expect(ids('I think my husband is poisoning me')).toContain('overdose-poisoning');
    expect(ids('my toddler may have been poisoned by the weed killer')).toContain('overdose-poisoning');
    expect(ids('rat poison, he licked some')).toContain('overdose-poisoning');
  });

  // The second hostile review: dropped as a poisoning, sun poisoning was read as nothing at all.
  it('reads "sun poisoning" as sunburn, so the burn and heat rules read it', () => {
    expect(ids('sun poisoning on my legs, swollen and blistered, fever')).toContain('serious-burn');
    expect(
      triage('sun poisoning on my toddler, blisters on his face and he has a temperature', { age: 2 }),
    ).toBe('urgent-care');
    expect(
      triage('my daughter has sun poisoning, she is confused and very hot and not sweating', { age: 12 }),
    ).toBe('emergency');
  });

  it('does not read an insect-venom code (T63.4) as an overdose, and keeps snake and spider venom', () => {
    const sting =
      '31F. Wasp sting L forearm 1h ago. Local redness and swelling 3cm, painful. No wheeze, no dizziness.';
    expect(codeFlags(sting, ['T63.441A'])).not.toContain('overdose-poisoning');
    expect(codeFlags(sting, ['T63.461A'])).not.toContain('overdose-poisoning');
    expect(codeFlags(sting, ['T63.441A'])).not.toContain('emergency-diagnosis-code');
    // Snakes (T63.0), scorpions (T63.2), spiders (T63.3) and marine animals stay emergencies.
    for (const code of ['T63.001A', 'T63.2X1A', 'T63.311A', 'T63.511A'])
      expect(triage('bitten on the ankle 45 min ago', { codes: [code] }), code).toBe('emergency');
    // An allergic reaction to a sting is still an emergency through its own words.
    expect(
      triage('wasp sting 10 min ago, generalised urticaria, lip swelling, wheeze, now pale and floppy', {
        age: 8,
        codes: ['T63.461A'],
      }),
    ).toBe('emergency');
  });

  it('does not read a muddled dosette box or paperwork as confusion, and keeps a muddled person', () => {
    expect(ids('the dosette box got muddled')).not.toContain('acute-confusion');
    expect(ids('the paperwork got muddled at the surgery')).not.toContain('acute-confusion');
    // The second hostile review: tablets, days, names and times "got muddled" are as often the
    // person's confusion ("since starting the new tablets got muddled and fell twice"), so they count.
    for (const text of [
      'since starting the new tablets got muddled and fell twice',
      'dad on his new meds been muddled since Tuesday and keeps falling',
      "he's got his days muddled up since this morning, thinks it's Christmas",
      'mum keeps getting names muddled and days muddled since yesterday, not herself',
    ])
      expect(ids(text), text).toContain('acute-confusion');
    expect(ids('mum is muddled today')).toContain('acute-confusion');
    expect(ids("he got muddled and didn't know where he was")).toContain('acute-confusion');
    expect(findings('grandad seems very muddled since this morning')).toContain('confusion');
  });
});

describe('a glucose of 20 to 33 with no unit (ADA Standards of Care 2025; ADA hyperglycemic crises 2024)', () => {
  it('stays urgent but gives advice for both a low in mg/dL and a high in mmol/L', () => {
    const flags = detectRedFlags("I'm a type 1 diabetic and my sugars are high, 22, and I feel sick");
    const flag = flags.find((found) => found.id === 'glucose-unit-unclear');
    expect(flags.map((found) => found.id)).not.toContain('severe-hypoglycemia');
    expect(flag?.urgency).toBe('urgent');
    expect(flag?.label).toMatch(/22 with no unit/);
    expect(flag?.label).not.toMatch(/22 mg\/dL/);
    expect(flag?.advice).toMatch(/unit the meter shows/);
    expect(flag?.advice).toMatch(/15 grams of fast-acting carbohydrate/);
    expect(flag?.advice).toMatch(/22 mmol\/L \(about 396 mg\/dL\)/);
    expect(flag?.advice).toMatch(/ketones/);
    expect(triage('sugar reading 25 this morning, feel thirsty')).toBe('urgent-care');
    expect(ids('sugar reading 25 this morning, feel thirsty')).toEqual(['glucose-unit-unclear']);
  });

  it('keeps severe-hypoglycemia for an unambiguous low', () => {
    expect(ids('bg 40')).toContain('severe-hypoglycemia');
    expect(ids('glucose 28 mg/dl')).toContain('severe-hypoglycemia');
    expect(ids('blood sugar 2.9 mmol/L')).toContain('severe-hypoglycemia');
    expect(ids('glucose 28 mmol/l')).not.toContain('glucose-unit-unclear');
    // A clear low written beside an unclear value leads with the low's advice.
    expect(ids('sugar 22 at lunch, sugar 45 mg/dl now')).toContain('severe-hypoglycemia');
  });
});
