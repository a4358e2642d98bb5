import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Same-day (urgent-care) concepts added after the fourth generalisation probes
 * (vignettes-dev-probes-4.json). Each is tested in wording unlike the probe that exposed it, with the
 * near-miss it must not catch.
 */

describe('possible broken bones after a fall or injury (NHS broken arm or wrist, broken ankle)', () => {
  it('reads a swollen or bruised wrist or forearm after a fall onto the hand as a possible fracture', () => {
    expect(
      ids('grandad, 80, tripped on the rug and put his arm out to save himself, wrist has puffed up', {
        age: 80,
      }),
    ).toContain('possible-wrist-fracture');
    expect(triage('FOOSH at the ice rink, L wrist swollen, tender over the radius', { age: 58 })).toBe(
      'urgent-care',
    );
    expect(
      triage('my lad slipped off the wall and landed on his arm, forearm is all swollen', { age: 9 }),
    ).toBe('urgent-care');
  });

  it('does not read an old healed break, a wrist without a fall, or a fall without swelling', () => {
    expect(ids('broke my wrist falling on my outstretched hand in 2015, healed fine')).not.toContain(
      'possible-wrist-fracture',
    );
    expect(ids('wrist swollen and sore from typing all week, no fall')).not.toContain(
      'possible-wrist-fracture',
    );
    expect(ids('fell on my hand at netball, wrist a bit achy, no swelling, can move it fully')).not.toContain(
      'possible-wrist-fracture',
    );
  });

  it('reads screaming on moving it, not turning the hand over, a crack felt and sudden ballooning', () => {
    expect(findings('she cries whenever you try to move her arm')).toContain('fractureSigns');
    expect(findings('he cannot rotate his hand since the fall')).toContain('fractureSigns');
    expect(findings('felt something crack in my foot')).toContain('fractureSigns');
    expect(findings('knee ballooned straight away')).toContain('fractureSigns');
    expect(findings('she cries when she is tired')).not.toContain('fractureSigns');
  });

  it('reads regional wording for an injury ("went over on me ankle", "put her hands out")', () => {
    expect(
      triage('went over on me ankle at training tae day, felt a crack, cannot walk on it', { age: 30 }),
    ).toBe('urgent-care');
    expect(findings('she put her hands out as she went down')).toContain('injury');
    expect(triage('went over on my ankle stepping off a kerb, bit swollen, I can walk on it fine')).not.toBe(
      'urgent-care',
    );
  });
});

describe('spreading or infected skin (NHS cellulitis, cuts, animal and human bites)', () => {
  it('reads redness past a drawn line, or redder by the day, as spreading', () => {
    expect(ids('the red area on my shin has gone past the line the nurse drew this morning')).toContain(
      'spreading-infection',
    );
    expect(findings('erythema extends 2 cm outside the marker outline')).toContain('spreadingRedness');
    expect(findings('the patch looks redder by the hour')).toContain('spreadingRedness');
    expect(findings('the red patch has not spread beyond the pen mark')).not.toContain('spreadingRedness');
  });

  it('reads pus or worsening redness after a bite or sting as an infected wound', () => {
    expect(ids('got stung on the calf at the allotment, now it is weeping green gunk and hot')).toContain(
      'wound-infection',
    );
    expect(ids('nicked my knuckle on a nail, two days on it is full of pus')).toContain('wound-infection');
    expect(ids('bitten by midges, itchy bumps, no pus, not spreading')).not.toContain('wound-infection');
  });

  it('reads a bite from a dog named by its breed, and not one that left the skin whole', () => {
    expect(ids('our lurcher bit my hand when I went to take the bone, teeth went in and it bled')).toContain(
      'animal-bite',
    );
    expect(ids('bitten on the calf by next door’s staffie')).toContain('animal-bite');
    expect(
      ids('the neighbour’s dog nipped my leg but it did not break the skin, just a red mark'),
    ).not.toContain('animal-bite');
    expect(ids('the collie is a bit off its food')).not.toContain('animal-bite');
    expect(ids('my kid got bitten by midges on holiday')).not.toContain('animal-bite');
  });

  it('reads a cut whose edges fall apart as needing closure, and not one that has closed', () => {
    expect(ids('caught my shin on the trailer, the wound splits open when I bend my knee')).toContain(
      'wound-needs-closure',
    );
    expect(ids('a gash on his eyebrow from the coffee table')).toContain('wound-needs-closure');
    expect(ids('small cut on my finger, edges together, bleeding stopped')).not.toContain(
      'wound-needs-closure',
    );
  });
});

describe('ear, throat and teeth', () => {
  it('reads deafness in one ear that came on overnight or out of the blue as sudden hearing loss', () => {
    expect(ids('gone deaf in my right ear overnight, no cold')).toContain('sudden-hearing-loss');
    expect(ids('my hearing went in my left ear out of the blue this morning')).toContain(
      'sudden-hearing-loss',
    );
    expect(ids('she is after going deaf on the left side')).toContain('sudden-hearing-loss');
    expect(ids('I have gone deaf in my left ear gradually over the last few years')).not.toContain(
      'sudden-hearing-loss',
    );
    expect(ids('hearing muffled in one ear with this cold, feels blocked')).not.toContain(
      'sudden-hearing-loss',
    );
  });

  it('reads a muffled "hot potato" voice or a throat "paining" with a jaw that will not open as quinsy', () => {
    expect(
      ids('tonsils awful on one side, voice gone muffled like a hot potato, can hardly swallow my spit'),
    ).toContain('swallowing-sore-throat');
    expect(
      triage('my throat is hurting badly on the left and I cannot open my mouth wide', { age: 22 }),
    ).toBe('urgent-care');
    expect(ids('sore throat, swallowing hurts, voice normal, can open my mouth fine')).not.toContain(
      'swallowing-sore-throat',
    );
  });

  it('reads pus, a bad taste or a gum boil with toothache as a dental abscess', () => {
    expect(ids('back molar throbbing, salty pus taste, lump on the gum, dentist shut till monday')).toContain(
      'dental-abscess',
    );
    expect(triage('LR6 pain 3/7 with a gum boil, no dentist', { age: 40 })).toBe('urgent-care');
    expect(ids('toothache when I eat ice cream, gums bleed a bit when brushing')).not.toContain(
      'dental-abscess',
    );
  });
});

describe('belly, chest and fever', () => {
  it('reads pain that moved from the navel to the bottom right, or RIF pain, as possible appendicitis', () => {
    expect(
      ids('stomach ache started round my belly button then shifted to the bottom right, off my food'),
    ).toContain('appendicitis');
    expect(findings('RIF tenderness, anorexic')).toContain('rightLowerPain');
    expect(findings('a bit of pain on the bottom right of my back')).not.toContain('rightLowerPain');
  });

  it('reads a fever after a malaria-area city or with antimalarials as fever after travel', () => {
    expect(triage('back from Accra last week, shivery fever and sweats', { age: 33 })).toBe('urgent-care');
    expect(ids('stopped taking my malarone early, now fever 38.9 since yesterday')).toContain(
      'fever-after-travel',
    );
    expect(ids('fever and aches, no travel abroad')).not.toContain('fever-after-travel');
  });

  it('reads an asthma attack that needed many puffs, even if eased, as needing a same-day review', () => {
    expect(
      triage('needed 6 puffs of the salbutamol earlier, settled, just a little wheezy still', { age: 28 }),
    ).toBe('urgent-care');
    expect(ids('had asthma attacks as a child, fine for years, now hay fever')).not.toContain(
      'asthma-worsening',
    );
  });

  it('reads an older person "a bit off her legs" with a fever as a same-day problem', () => {
    expect(
      triage('Gran is 90, gone a little off her feet since Tuesday, hot and coughing', {
        age: 90,
        sex: 'female',
      }),
    ).toBe('urgent-care');
    expect(findings('she is off her food')).not.toContain('offLegs');
  });

  it('reads a hot joint after a history named in an earlier sentence as a new complaint', () => {
    expect(ids('PMH gout. 2/7 red hot swollen L ankle, T 38.4', { age: 70 })).toContain('hot-joint-fever');
    expect(ids('history of gout in the big toe')).not.toContain('hot-joint-fever');
  });
});

describe('a clinician’s list of denied symptoms', () => {
  it('negates each item after "denies", so a suspected DVT without PE signs is same-day care', () => {
    expect(findings('Denies SOB, CP, haemoptysis.').has('chestPain')).toBe(false);
    expect(findings('Denies SOB, CP, haemoptysis.').has('coughingBlood')).toBe(false);
    expect(
      triage(
        'on HRT, 3/7 swollen tender L calf, warm, 3 cm bigger than R. Denies dyspnoea, CP, haemoptysis.',
        {
          age: 52,
          sex: 'female',
        },
      ),
    ).toBe('urgent-care');
  });

  it('keeps a long item, and a lay "no" list, affirmed (erring toward care)', () => {
    expect(findings('denies SOB, chest pain radiating to the left arm since 2 hours')).toContain('chestPain');
    expect(findings('no fever, chest pain since this morning')).toContain('chestPain');
    expect(
      triage('swollen painful calf after a long flight, denies cough, now short of breath', { age: 45 }),
    ).toBe('emergency');
  });
});
