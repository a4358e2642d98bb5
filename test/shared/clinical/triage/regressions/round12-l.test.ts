import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round twelve (helper L): medicines, poisoning and metabolic presentations that were under-triaged,
 * raised only (new rules and wider findings). Each concept is tested in several wordings (patient and
 * clinician, third person, typos) with the near-misses it must not catch.
 */

describe('digoxin with fainting, or yellow vision with being sick (NHS digoxin)', () => {
  it('sends fainting or collapse on digoxin to emergency care', () => {
    expect(triage('mum on digoxin, sick, fainted', { age: 82 })).toBe('emergency');
    expect(triage('on digoxin and keeps passing out')).toBe('emergency');
    expect(triage('Grandma is on digoxin for her AF and she collapsed in the kitchen', { age: 88 })).toBe(
      'emergency',
    );
    expect(triage('Pt on digoxin 125mcg, collapsed at home, HR 38', { age: 81 })).toBe('emergency');
    expect(ids('my grandad takes lanoxin and blacked out twice today')).toContain(
      'digoxin-fainting-or-yellow-vision',
    );
  });

  it('sends yellow or green vision with vomiting or diarrhoea on digoxin to emergency care', () => {
    expect(triage('dad takes digoxin, vomiting and seeing yellow')).toBe('emergency');
    expect(
      triage("my 84 yo nan takes lanoxin, she's been throwing up and says everything looks yellow", {
        age: 84,
      }),
    ).toBe('emergency');
    expect(triage('on digoxin, diarrhoea since yesterday and seeing green halos')).toBe('emergency');
  });

  it('keeps yellow vision alone or with nausea same-day, and does not read digoxin stopped or a near-faint', () => {
    expect(triage('on digoxin, seeing yellow')).toBe('urgent-care');
    expect(triage('digoxin patient, yellow tinge to vision, nausea', { age: 50 })).toBe('urgent-care');
    expect(ids('my mum is on digoxin, she has not fainted and is not being sick')).toEqual([]);
    expect(ids('used to take digoxin, fainted today')).not.toContain('digoxin-fainting-or-yellow-vision');
    expect(ids('dad on digoxin, he nearly fainted')).not.toContain('digoxin-fainting-or-yellow-vision');
    expect(ids('on digoxin, feel faint when I stand up')).not.toContain('digoxin-fainting-or-yellow-vision');
  });
});

describe('a medicine that can stop the white cells, restarted (NHS methotrexate; NICE CG151)', () => {
  it('reads a medicine stopped once and restarted as taken now', () => {
    expect(
      triage('methotrexate was stopped in 2019, restarted in March, now a fever and sore throat', {
        age: 55,
      }),
    ).toBe('emergency');
    expect(findings('carbimazole stopped last year but restarted 2 weeks ago')).toContain(
      'agranulocytosisMedicine',
    );
    expect(triage("I've restarted my azathioprine and now have a fever of 38.5", { age: 40 })).toBe(
      'emergency',
    );
    expect(triage('back on clozapine since January, sore throat', { age: 35 })).toBe('urgent-care');
    expect(triage('methatrexate restarted in march, sore throat and temperature', { age: 55 })).toBe(
      'emergency',
    );
  });

  it('reads "a sore throat and temperature" as a fever, as "and a temperature" already was', () => {
    expect(triage("I'm on methotrexate and have a sore throat and temperature")).toBe('emergency');
    expect(findings('my wife has a cough and temperature')).toContain('fever');
    expect(findings('sore throat and temperature checked, normal')).not.toContain('fever');
    expect(findings('hot flushes, sweats and temperature swings')).not.toContain('fever');
    expect(findings('sweating and temperature control problems in menopause')).not.toContain('fever');
  });

  it('does not read a medicine stopped, or restarted and stopped again', () => {
    expect(findings('my methotrexate was stopped in 2019, now a sore throat')).not.toContain(
      'agranulocytosisMedicine',
    );
    expect(
      findings('methotrexate was restarted in March but stopped again in June, sore throat'),
    ).not.toContain('agranulocytosisMedicine');
    expect(findings('was on methotrexate years ago, sore throat')).not.toContain('agranulocytosisMedicine');
  });
});

describe('a staggered paracetamol overdose (NHS paracetamol for adults; NICE CKS poisoning)', () => {
  it('sends more than 8 paracetamol-containing tablets a day to emergency care', () => {
    expect(
      triage("medication overuse? I've been taking 12 co-codamol a day for a week and 8 paracetamol on top", {
        age: 40,
      }),
    ).toBe('emergency');
    expect(triage('taking 10 paracetamol a day for 3 days for toothache')).toBe('emergency');
    expect(
      triage("he's been taking about 16 paracetamol a day for his toothache since Monday", { age: 30 }),
    ).toBe('emergency');
    expect(triage('my daughter has been taking ten paracetamols a day for period pain', { age: 17 })).toBe(
      'emergency',
    );
    expect(ids('taking paracetamol, roughly 10 a day')).toContain('paracetamol-staggered-overdose');
    expect(
      ids("I've been on co-codamol 30/500, 2 four times a day, plus paracetamol in between for my back"),
    ).toContain('paracetamol-staggered-overdose');
    expect(ids('Pt reports ingesting 12x paracetamol daily x 4/7 for dental pain')).toContain(
      'paracetamol-staggered-overdose',
    );
  });

  it('does not read the usual dose, the maximum, a question, or a dose years ago', () => {
    const none = [
      'I take 2 paracetamol 4 times a day for arthritis',
      '8 co-codamol a day for my back, no other painkillers',
      'the maximum is 8 paracetamol a day',
      'can I take 10 paracetamol a day?',
      'can I take co-codamol and paracetamol at the same time?',
      'I used to take 12 co-codamol a day years ago, now off them',
      'I was taking 12 co-codamol a day back in 2019',
      '10 days of paracetamol',
    ];
    for (const text of none) expect(findings(text), text).not.toContain('paracetamolOverMax');
  });
});

describe('a critical sodium or potassium told with its danger (Kost 1990 limits)', () => {
  it('reads a value now after a result told as past', () => {
    expect(triage("my sodium was 119 in March, now 115 and I'm confused", { age: 80 })).toBe('emergency');
    expect(
      triage("Dad's sodium was 121 last month, the GP rechecked and it's now 114, he's very muddled", {
        age: 82,
      }),
    ).toBe('emergency');
    expect(triage('Na 125 in January, today 117, vomiting', { age: 75 })).toBe('emergency');
    expect(ids('my sodium was 119 in March, now 115', { age: 80 })).toContain('critical-sodium');
  });

  it('does not read a value now that is normal, or a span of time', () => {
    expect(ids('sodium was 119 in March, now 138, all good')).not.toContain('critical-sodium');
    expect(ids('sodium 118 in 2020, now 2 years on I feel fine')).not.toContain('critical-sodium');
    expect(ids('my potassium was 7 last year, now 4.5')).not.toContain('critical-potassium');
    expect(ids('sodium 118 last year, now fine')).not.toContain('critical-sodium');
  });

  it('sends a critical potassium with a chest or heart that feels funny, or weak legs, to emergency care', () => {
    expect(triage("potassium came back at 7.0, I'm on dialysis, chest feels funny", { age: 60 })).toBe(
      'emergency',
    );
    expect(triage('K+ 6.8, my heart feels weird')).toBe('emergency');
    expect(triage('potassium 6.9 and my legs feel weak')).toBe('emergency');
    expect(triage('my potassium was 6.9 yesterday and my heart feels funny', { age: 58 })).toBe('emergency');
  });

  it('keeps a critical potassium without those signs same-day, and reads nothing without a result', () => {
    expect(triage('potassium 6.5, chest feels fine')).toBe('urgent-care');
    expect(triage('potassium 7.1, no chest pain, heart not funny')).toBe('urgent-care');
    expect(ids('potassium 5.0 and my chest feels funny')).not.toContain('critical-potassium');
    expect(ids('potassium was 6.5 last year, now 4.6, chest feels funny')).not.toContain(
      'critical-potassium',
    );
  });
});

describe('steroid dependence now, after steroids as a child (NHS Addison’s; Society for Endocrinology)', () => {
  it('reads hydrocortisone taken now and sends vomiting with it to emergency care', () => {
    expect(
      triage('took steroids for years as a kid and still take hydrocortisone now, vomiting and dizzy', {
        age: 25,
      }),
    ).toBe('emergency');
    expect(triage("I still take hydrocortisone every day and I've been sick all night")).toBe('emergency');
    expect(triage('my son is on hydrocortisone and has been vomiting since this morning', { age: 9 })).toBe(
      'emergency',
    );
    expect(
      ids("my daughter has CAH and takes hydrocortisone, she's been sick 3 times and is floppy", { age: 6 }),
    ).toContain('adrenal-crisis-risk');
  });

  it('does not read hydrocortisone cream or for piles, or steroids only as a child', () => {
    expect(ids("I'm on hydrocortisone cream for eczema and have been vomiting")).not.toContain(
      'adrenal-crisis-risk',
    );
    expect(ids("I'm currently on hydrocortisone for my piles, feel sick")).not.toContain(
      'adrenal-crisis-risk',
    );
    expect(ids('had steroid tablets as a child, now vomiting')).not.toContain('adrenal-crisis-risk');
    expect(ids("I'm still on hydrocortisone, not vomiting, feel fine")).toEqual([]);
  });
});

describe('medicines mix-ups (a dosette box or blister pack gone wrong)', () => {
  it("sends several days' tablets at once to emergency care", () => {
    expect(
      triage("mum's tablets got muddled and she's taken a week's worth in one go, now drowsy", { age: 85 }),
    ).toBe('emergency');
    expect(
      triage(
        "his dosette box got muddled and he took all of Monday to Thursday at once, he's on digoxin and vomiting",
        { age: 80 },
      ),
    ).toBe('emergency');
    expect(
      triage("my mum mixed up her days and took Monday, Tuesday and Wednesday's pills at once", { age: 79 }),
    ).toBe('emergency');
    expect(ids("carer found gran had taken the whole week's dosette in one go, she seems fine")).toContain(
      'medicines-mix-up-overdose',
    );
    expect(ids("dad took Monday's and Tuesday's tablets together")).toContain('medicines-mix-up-overdose');
  });

  it('sends several opioid patches at once, and slow breathing with sleepiness, to emergency care', () => {
    expect(
      triage(
        "his pills got muddled, he's taken all his morphine patches at once, very sleepy, breathing slow",
        {
          age: 78,
        },
      ),
    ).toBe('emergency');
    expect(ids('he has put on 3 fentanyl patches at once by mistake')).toContain('medicines-mix-up-overdose');
    expect(
      triage('breathing really slow and shallow after his oxycodone, can hardly wake him', { age: 68 }),
    ).toBe('emergency');
    expect(ids("nan is very sleepy and her breathing has gone slow, she's on morphine for cancer")).toContain(
      'slow-breathing-drowsy',
    );
    expect(ids('RR 8, drowsy')).toContain('slow-breathing-drowsy');
  });

  it('sends too much of a blood thinner with drowsiness or confusion to emergency care', () => {
    expect(
      triage(
        "mum's blister packs got muddled and she took double her warfarin and now her gums are bleeding and she's drowsy",
        { age: 83 },
      ),
    ).toBe('emergency');
    expect(triage("she took twice her warfarin dose by mistake and now she's confused", { age: 80 })).toBe(
      'emergency',
    );
    expect(ids('on apixaban, gums bleeding and he has gone very drowsy')).toContain(
      'anticoagulant-excess-drowsy',
    );
  });

  it('sends missed insulin with vomiting, drowsiness or thirst to emergency care', () => {
    expect(
      triage("the dates got muddled and she hasn't had her insulin for 3 days, now vomiting and drowsy", {
        age: 70,
      }),
    ).toBe('emergency');
    expect(triage('he forgot his insulin last night and has been sick all morning', { age: 15 })).toBe(
      'emergency',
    );
    expect(triage('ran out of lantus on friday, feeling very thirsty and sleepy', { age: 34 })).toBe(
      'emergency',
    );
    expect(ids('my son missed his lantus yesterday, tummy pain and vomiting')).toContain(
      'missed-insulin-unwell',
    );
  });

  it('does not read a regular dose, one double dose alone, slow breathing by choice, or no insulin needed', () => {
    expect(findings('I take all my tablets at once in the morning')).not.toContain('severalDaysAtOnce');
    expect(findings('I took my week’s tablets to the pharmacy')).not.toContain('severalDaysAtOnce');
    expect(findings('she has both her HRT patches on at once')).not.toContain('severalDaysAtOnce');
    expect(triage('took double my warfarin yesterday, no bleeding, feel well', { age: 70 })).toBe(
      'urgent-care',
    );
    expect(ids('on warfarin, slightly sleepy after a late night')).not.toContain(
      'anticoagulant-excess-drowsy',
    );
    expect(findings('breathing slowly to calm down')).not.toContain('slowBreathing');
    expect(findings('breathing slowed down after the inhaler, much better')).not.toContain('slowBreathing');
    expect(findings('take slow deep breaths')).not.toContain('slowBreathing');
    expect(findings('I can hardly wake up in the mornings')).not.toContain('hardToWake');
    for (const text of [
      "I'm type 2, not on insulin, vomiting",
      'I have not needed insulin',
      'stopped insulin years ago, diet controlled',
      "I've never taken insulin",
      'diet-controlled diabetes, no insulin',
    ])
      expect(findings(text), text).not.toContain('missedInsulin');
  });
});

describe('an older person barely drinking (NHS dehydration)', () => {
  it('sends barely or hardly drinking for a day or more to same-day care', () => {
    expect(
      triage('my 79 year old father has barely drunk anything for 2 days and is sleepy', { age: 79 }),
    ).toBe('urgent-care');
    expect(triage('grandad has barely touched his tea or water for two days', { age: 81 })).toBe(
      'urgent-care',
    );
    expect(triage("he's not been drinking much the last couple of days", { age: 80 })).toBe('urgent-care');
    expect(triage('elderly pt, poor oral intake x 2 days, drowsy', { age: 84 })).toBe('urgent-care');
    expect(ids("mum's hardly drinking since yesterday", { age: 90 })).toContain('older-not-drinking');
  });

  it('does not read less than a day, alcohol or coffee, or a pet', () => {
    for (const text of [
      "I've barely drunk anything today, busy at work",
      "I've barely drunk any alcohol for 2 days",
      "I haven't drunk coffee for 2 days",
      'the dog has barely drunk anything for 2 days',
      'poor intake of fibre for years',
    ])
      expect(findings(text), text).not.toContain('notDrinking');
  });
});

describe('a child with sickle cell disease and a swelling tummy or new paleness (NHS; NHLBI)', () => {
  it('sends a swollen tummy or spleen, or pale and tired or floppy, to emergency care', () => {
    expect(triage('sickle cell, tummy swollen and pale and tired', { age: 4 })).toBe('emergency');
    expect(
      triage(
        'my 3 year old has sickle cell, her belly has got bigger since this morning and she looks really pale',
      ),
    ).toBe('emergency');
    expect(triage("son has HbSS, I think his spleen is bigger, he's floppy and pale", { age: 2 })).toBe(
      'emergency',
    );
    expect(triage('sickle cell, 6 yo, very pale and sleepy today, not himself', { age: 6 })).toBe(
      'emergency',
    );
  });

  it('does not read an adult, the trait, or paleness that is always there', () => {
    expect(ids('I have sickle cell, always a bit pale and tired', { age: 25 })).toEqual([]);
    expect(ids('my son has sickle cell trait, tummy swollen', { age: 5 })).not.toContain(
      'sickle-cell-child-sequestration',
    );
    expect(ids('sickle cell, 30, tummy swollen after a big meal', { age: 30 })).not.toContain(
      'sickle-cell-child-sequestration',
    );
    expect(ids('sickle cell child, no swelling of the tummy, not pale', { age: 5 })).toEqual([]);
  });
});
