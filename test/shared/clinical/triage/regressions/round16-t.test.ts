import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round sixteen (helper T): under-triage in older people and long-term conditions found by the
 * twelfth development probes (vignettes-dev-probes-12.json). Each concept is tested in wording unlike
 * the probe that exposed it, with the near-misses it must not catch.
 */

describe('sepsis told as patchy blue skin and fast breathing (NHS sepsis, UK Sepsis Trust)', () => {
  it('sends blotchy or patchy blue skin with fast breathing to emergency care without a fever', () => {
    expect(
      triage('Mum is 84, her legs have gone patchy blue and she is breathing really fast', { age: 84 }),
    ).toBe('emergency');
    expect(triage('pt 88F, mottled knees, breathing rapidly', { age: 88 })).toBe('emergency');
    expect(triage('Nan 90 breathing quick, skin blotchy blue in places', { age: 90 })).toBe('emergency');
    expect(triage('dad has purple patches on his legs and is breathing fast', { age: 79 })).toBe('emergency');
    expect(findings('her knees have blue patchy colour')).toContain('mottled');
  });

  it('does not read patches alone, negated skin, or skin told as past', () => {
    expect(ids('no blotchy or blue skin, breathing fast')).not.toContain('sepsis-signs-without-fever');
    expect(ids('her knees are blue and patchy but she is breathing normally')).not.toContain(
      'sepsis-signs-without-fever',
    );
    expect(ids('she had blue patchy knees last year, breathing fast now')).not.toContain(
      'sepsis-signs-without-fever',
    );
    expect(findings('she has a bruise on her knee, breathing fine')).not.toContain('mottled');
  });
});

describe('sudden confusion (delirium) told by a carer (NHS sudden confusion)', () => {
  it('sends delirium signs that came on over hours to emergency care, with or without dementia', () => {
    expect(
      triage(
        'Grandad (dementia) has been totally different since lunch, he keeps calling me by the wrong name and does not know he is in his own house',
        { age: 84 },
      ),
    ).toBe('emergency');
    expect(triage('pt 82M, acute confusion since this morning, disorientated to place', { age: 82 })).toBe(
      'emergency',
    );
    expect(
      triage("my mum 90 has gone really muddled in the last few hours, she's plucking at the bed sheets", {
        age: 90,
      }),
    ).toBe('emergency');
    expect(
      triage("Dad, 79: out of the blue this afternoon he got muddled, doesnt know he's in hospital", {
        age: 79,
      }),
    ).toBe('emergency');
  });

  it('does not read a usual dementia habit, a negation, or an onset with no confusion', () => {
    expect(ids('Mum has dementia and always calls me by my sister’s name')).not.toContain('sudden-confusion');
    expect(ids('she is not confused, no change since this morning')).not.toContain('sudden-confusion');
    expect(ids('since breakfast he has had a cough, he is a bit forgetful as usual')).not.toContain(
      'sudden-confusion',
    );
    expect(ids('I was confused about my tablets since this morning')).not.toContain('sudden-confusion');
  });
});

describe('hepatic encephalopathy in liver disease (NHS cirrhosis, British Liver Trust)', () => {
  it('sends confusion, sleepiness, odd behaviour or flapping hands with liver disease to emergency care', () => {
    expect(
      triage("Dad has alcohol related liver disease, he's been very drowsy and talking nonsense today"),
    ).toBe('emergency');
    expect(triage('62M, known cirrhosis, asterixis on exam, new disorientation')).toBe('emergency');
    expect(
      triage(
        'my wife has end stage liver disease and has been doing odd things, she put the kettle in the fridge',
      ),
    ).toBe('emergency');
    expect(triage('hubby on lactulose for his liver, his hands keep flapping when he puts them out')).toBe(
      'emergency',
    );
  });

  it('does not read liver disease alone, a benign tremor, fatty liver, or an episode told as past', () => {
    expect(ids('I have cirrhosis, feel tired in the evenings but not confused or sleepy')).not.toContain(
      'liver-disease-confusion',
    );
    expect(ids('cirrhosis, my hands shake a bit when I hold a cup')).not.toContain('liver-disease-confusion');
    expect(ids('I have fatty liver and feel sleepy after lunch')).not.toContain('liver-disease-confusion');
    expect(ids('he had hepatic encephalopathy in 2019 after a bleed, fine since')).not.toContain(
      'liver-disease-confusion',
    );
    expect(findings('my dad has cirrhosis. What foods should he avoid?')).not.toContain(
      'hepaticEncephalopathySigns',
    );
  });
});

describe('hypothermia in an older person at home (NHS hypothermia)', () => {
  it('sends a person cold to touch who is slow, drowsy, mumbling or has stopped shivering to emergency care', () => {
    expect(
      triage("Grandad's boiler broke down, he's stone cold to the touch and his speech is slurred"),
    ).toBe('emergency');
    expect(triage("went round to Mum's, the house was freezing and she felt like ice, really drowsy")).toBe(
      'emergency',
    );
    expect(
      triage('my dad was out in the snow for hours, he stopped shivering and is talking very slowly'),
    ).toBe('emergency');
    expect(triage('80F found in garden overnight, hypothermic, GCS 13', { age: 80 })).toBe('emergency');
  });

  it('does not read feeling cold oneself, cold hands or feet, a negation, or hypothermia told as past', () => {
    expect(ids("I'm freezing cold and shivering, I think I have flu")).not.toContain('hypothermia');
    expect(ids('her hands are cold to touch and the heating is broken')).not.toContain('hypothermia');
    expect(ids('she is not cold to touch and not drowsy, the heating is off')).not.toContain('hypothermia');
    expect(ids('she was hypothermic last winter, now fine, heating is off today')).not.toContain(
      'hypothermia',
    );
    expect(ids('he was mumbling in his sleep, the heating is on')).not.toContain('hypothermia');
  });
});

describe('priapism in sickle cell disease and in clinicians’ shorthand (NHS priapism, NHS sickle cell disease)', () => {
  it('sends a painful erection, or one of 2 hours or more, in sickle cell disease to emergency care', () => {
    expect(
      triage(
        'I have sickle cell and my erection has lasted 2 and a half hours, drank water and peed, still hard',
      ),
    ).toBe('emergency');
    expect(triage('sickle cell anaemia, erection for 3 hrs', { age: 24, sex: 'male' })).toBe('emergency');
    expect(triage('sickle cell: he has had an erection since 4am', { sex: 'male' })).toBe('emergency');
    expect(triage('my son (15) with sickle cell has a painful hard-on')).toBe('emergency');
  });

  it('reads 4 hours or more in shorthand for anyone', () => {
    expect(ids('painful erection >4h')).toContain('priapism');
    expect(ids('erection 4+ hrs')).toContain('priapism');
    expect(ids('pt on trazodone, erection x 5 hours')).toContain('priapism');
  });

  it('does not read a time ago, a short erection, a negation, or the trait', () => {
    expect(ids('I had an erection 5 hours ago, gone now')).not.toContain('priapism');
    expect(ids('my erection does not last for 2 hours, I have sickle cell')).not.toContain(
      'sickle-cell-crisis',
    );
    expect(
      ids('I have sickle cell, no painful erections, just joint pain, paracetamol working'),
    ).not.toContain('sickle-cell-crisis');
    expect(ids('sickle cell trait, erection this morning lasted 10 minutes')).not.toContain(
      'sickle-cell-crisis',
    );
  });
});

describe('two or more ICD shocks, or one with feeling unwell (NHS ICD shock plan, BHF)', () => {
  it('sends repeated shocks, or a shock with dizziness, chest pain or near-fainting, to emergency care', () => {
    expect(triage('my husband has a defib implanted, it has gone off 3 times this evening')).toBe(
      'emergency',
    );
    expect(triage('AICD in situ, 2 shocks in the last hour', { age: 66 })).toBe('emergency');
    expect(triage("my dad's defibrillator fitted in 2020 zapped him again, second shock today")).toBe(
      'emergency',
    );
    expect(triage('I have an ICD. It shocked me a minute ago and I nearly passed out')).toBe('emergency');
    expect(ids('my ICD went off once and now I feel dizzy')).toContain('icd-shock-emergency');
  });

  it('does not read one shock when well, no shocks, or an ICD with other symptoms', () => {
    expect(ids('my ICD went off once this morning, I feel fine now')).not.toContain('icd-shock-emergency');
    expect(ids('I have an ICD, never had a shock, feel dizzy on standing')).not.toContain(
      'icd-shock-emergency',
    );
    expect(ids('my ICD has not gone off again since last year')).not.toContain('icd-shock-emergency');
    expect(ids('ICD fitted last month, no shocks, a bit breathless walking up hills')).not.toContain(
      'icd-shock-emergency',
    );
    expect(findings('ICD-10 code I50.9 for heart failure')).not.toContain('icdDevice');
  });
});
