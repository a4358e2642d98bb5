import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round twenty-four (b): what the second hostile probe of 2026-11-29 found under-triaged in
 * headaches, anaphylaxis, sepsis and shock, babies and children, heart attacks in other words, and
 * stroke, airway and asthma wordings. Each is tested in other words than the probe's, with the
 * near-misses that must not fire.
 */
describe('a sudden severe headache told in any order (NHS headaches, NICE CKS headache)', () => {
  it('reads the onset told after the headache', () => {
    expect(findings('terrible headache of abrupt onset at the gym')).toContain('suddenHeadache');
    expect(triage('Excruciating headache - sudden onset - then I was sick twice', { age: 44 })).toBe(
      'emergency',
    );
  });

  it('does not read an onset that is denied', () => {
    expect(findings('headache for a week, not sudden onset, built up slowly')).not.toContain(
      'suddenHeadache',
    );
  });

  it('reads a neck said to be very stiff beside a fever (NICE NG240, NHS meningitis)', () => {
    expect(triage('temperature of 39 and his neck has gone so stiff he cannot look down', { age: 19 })).toBe(
      'emergency',
    );
    expect(findings('my neck is a bit sore from sleeping funny')).not.toContain('stiffNeck');
  });

  it('reads sight lost to one side as a sudden loss of vision (NHS stroke)', () => {
    expect(ids('since lunch she cannot see anything on her left side')).toContain('sudden-vision-loss');
    expect(ids('I cannot see the left side of the road sign from here')).not.toContain('sudden-vision-loss');
  });
});

describe('anaphylaxis in lay words (NHS anaphylaxis, Resuscitation Council UK 2021)', () => {
  it('reads swollen lips or hives with faintness, a hoarse voice, an odd throat or coughing', () => {
    expect(ids('my top lip has puffed up after the prawns and I feel woozy')).toContain('anaphylaxis');
    expect(ids('swollen lips and my voice has gone croaky')).toContain('anaphylaxis');
    expect(ids('hives spreading everywhere and my throat feels tight')).toContain('anaphylaxis');
    expect(triage('stung by a wasp, face puffing up and she cannot stop coughing', { age: 9 })).toBe(
      'emergency',
    );
  });

  it('reads a sting named first, and phonetic spellings', () => {
    expect(ids('wasp sting on the neck and now I feel like passing out')).toContain('anaphylaxis');
    expect(ids('think its anafylactic shock, lips swelling')).toContain('anaphylaxis');
    expect(ids('my throte feels swolen after the cashews')).toContain('anaphylaxis');
  });

  it('keeps a swollen lip alone, or a cold sore, at same-day care', () => {
    expect(triage('my top lip is swollen from a cold sore', { age: 30 })).not.toBe('emergency');
    expect(ids('coughing a lot with a cold and a runny nose')).not.toContain('anaphylaxis');
    expect(ids('dizzy after standing up too fast')).not.toContain('anaphylaxis');
  });
});

describe('sepsis and shock without the usual words (NHS sepsis, UK Sepsis Trust)', () => {
  it('reads blotchy or mottled skin with muddled thinking', () => {
    expect(triage('my brain feels foggy and his legs have a purplish net-like pattern', { age: 66 })).toBe(
      'emergency',
    );
    expect(triage("mum's skin is mottled and she is struggling to think clearly", { age: 80 })).toBe(
      'emergency',
    );
  });

  it('reads cold, clammy and grey skin together', () => {
    expect(triage('found grandad pale, cold and clammy in his chair', { age: 84 })).toBe('emergency');
  });

  it('reads confusion and no urine after diarrhoea or vomiting', () => {
    expect(
      triage('vomiting since Friday, not had a wee all day and now muddled and confused', { age: 77 }),
    ).toBe('emergency');
  });

  it('does not read worry or a cold room as sepsis', () => {
    expect(triage('so stressed I cannot think straight before my exams', { age: 20 })).not.toBe('emergency');
    expect(findings('it is cold and clammy in the flat')).not.toContain('coldClammyGrey');
    expect(findings('wearing my grey hoodie, sweating after the run')).not.toContain('greyAndClammy');
  });
});

describe('babies and children (NHS seriously ill baby and febrile seizures, NICE NG143)', () => {
  it('reads a fit told beside a fever', () => {
    expect(triage('she had a fit, her temperature is really high', { age: 2 })).toBe('emergency');
    expect(findings('high temp today but he is a fit and healthy lad')).not.toContain('seizure');
    expect(findings('fever and a fit of coughing')).not.toContain('seizure');
  });

  it('reads blue around the mouth, and ribs sucking in', () => {
    expect(triage('her colour is off, bluish round her mouth', { age: 1 })).toBe('emergency');
    expect(findings('he is pulling in at his ribs with each breath')).toContain('severeBreathing');
  });

  it('reads a near drowning, however well they seem (MedlinePlus)', () => {
    expect(ids('he was rescued from the pool and is now drowsy')).toContain('near-drowning');
    expect(ids('swimming lessons went well, he loves the pool')).not.toContain('near-drowning');
  });

  it('reads a young baby with a high-pitched cry and a fever, or not feeding and sleepy', () => {
    expect(
      triage('my 4 week old is screaming, really shrill, and has a temperature of 38.3', { age: 0.08 }),
    ).toBe('emergency');
    expect(triage('our 6 week old is off her feeds and very lethargic', { age: 0.12 })).toBe('emergency');
    expect(triage('our 6 month old is off her feeds and a bit sleepy with a cold', { age: 0.5 })).not.toBe(
      'emergency',
    );
  });

  it('reads a reading with its unit letter only (NICE NG143: 38 °C or more under 3 months)', () => {
    expect(triage('9 week old, hot to touch, ear thermometer showing 101.2f', { age: 0.17 })).toBe(
      'urgent-care',
    );
    expect(triage('7 weeks old, 38.1c in the armpit', { age: 0.13 })).toBe('urgent-care');
    expect(findings('it is 38c outside today and the baby is fine')).not.toContain('fever');
  });

  it('reads a low temperature in a baby under 3 months as same-day care', () => {
    expect(triage('my 2 week old feels cool, temp 35.7', { age: 0.04 })).toBe('urgent-care');
  });
});

describe('heart attacks in other words (NHS heart attack, AHA heart attack symptoms in women)', () => {
  it('reads grey and clammy with back pain, indigestion with jaw or arm pain, and effort pain now at rest', () => {
    expect(
      triage('he looks ashen and clammy, complaining of a pain between his shoulder blades', { age: 66 }),
    ).toBe('emergency');
    expect(triage('what feels like indigestion and an ache in my jaw', { age: 59 })).toBe('emergency');
    expect(triage('indigestion, sweating buckets, and my left arm is heavy', { age: 63 })).toBe('emergency');
    expect(
      triage('tightness in my chest when I climb stairs, and now even when sitting still', { age: 68 }),
    ).toBe('emergency');
  });

  it('reads phonetic spellings of chest pain, tight, clammy and severe', () => {
    expect(triage('chest pane and i feel clamy', { age: 62 })).toBe('emergency');
    expect(triage('chest feels tite and heavy', { age: 62 })).toBe('emergency');
    expect(triage('sever chest pain', { age: 62 })).toBe('emergency');
  });

  it('does not read a window pane or ordinary indigestion as a heart attack', () => {
    expect(findings('cracked the window pane with my elbow')).not.toContain('chestPain');
    expect(triage('indigestion after a big curry, settled with an antacid', { age: 40 })).not.toBe(
      'emergency',
    );
  });
});

describe('stroke, arrest, airway and asthma in other words (NHS stroke, NHS CPR, NHS asthma attacks)', () => {
  it('reads a mouth dropped to one side, no pulse, and blue lips in text-speak', () => {
    expect(ids('her smile has dropped on the left side')).toContain('stroke-signs');
    expect(ids('his mouth dropped open in surprise')).not.toContain('stroke-signs');
    expect(triage('he is pulseless and grey', { age: 70 })).toBe('emergency');
    expect(findings('no pulse in my left foot')).not.toContain('unconscious');
    expect(triage('cnt breath, lips goin blu', { age: 25 })).toBe('emergency');
  });

  it('reads a reliever used ten or more times without relief', () => {
    expect(triage('12 puffs of my ventolin and still tight and wheezy', { age: 22 })).toBe('emergency');
    expect(findings('used my inhaler 2 times today and still a bit wheezy')).not.toContain('severeAsthma');
  });
});

describe('the probe report, last sections: slow pulse, very high readings, cauda equina, DKA', () => {
  it('reads a pulse below 40 with fainting (NHS fainting, NHS arrhythmia)', () => {
    expect(triage('HR 32 on my watch and I keeled over', { age: 71 })).toBe('emergency');
    expect(triage('pulse down to 38, feeling lightheaded', { age: 66 })).toBe('urgent-care');
    expect(
      triage('marathon runner, resting heart rate 38, felt dizzy once standing up', { age: 30 }),
    ).not.toBe('emergency');
  });

  it('reads a reading of 40.5 °C or more as same-day care (MedlinePlus fever)', () => {
    expect(triage('his temp is 40.9', { age: 30 })).toBe('urgent-care');
    expect(ids('temperature 39.6')).not.toContain('very-high-temperature');
  });

  it('reads urine leaking unfelt with back pain (NHS cauda equina syndrome)', () => {
    expect(triage('bad low back pain and the pee just comes out, I cannot feel it', { age: 48 })).toBe(
      'emergency',
    );
  });

  it('reads deep breathing, vomiting and fruity breath with no diabetes named (NHS DKA)', () => {
    expect(
      triage('being sick all day, breathing really deep, breath smells like nail varnish', { age: 15 }),
    ).toBe('emergency');
    expect(ids('vomiting with a tummy bug, breath smells bad')).not.toContain('dka-hhs');
  });
});
