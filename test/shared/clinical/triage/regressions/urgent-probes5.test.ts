import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Same-day (urgent-care) concepts added after the fifth generalisation probes
 * (vignettes-dev-probes-5.json). Each is tested in wording unlike the probe that exposed it, with the
 * near-miss it must not catch.
 */

describe('new floaters and flashes in lay words (NHS floaters: urgent optician or 111 the same day)', () => {
  it('reads floaters described as dots, specks or cobwebs that came suddenly or with flashes', () => {
    expect(findings('out of nowhere a cloud of little cobwebs drifting across my left eye')).toContain(
      'flashesFloaters',
    );
    expect(
      findings('seeing sparks at the edge of my vision and squiggles floating in front of my eye'),
    ).toContain('flashesFloaters');
    expect(findings('new floaters with photopsia L eye since yesterday')).toContain('flashesFloaters');
    expect(
      triage('all of a sudden there are loads of tiny black specks swimming in my left eye, no pain', {
        age: 62,
      }),
    ).toBe('urgent-care');
  });

  it('does not read old unchanged floaters, or a migraine aura, as new floaters', () => {
    expect(ids('same few floaters I have had for years, unchanged, no flashes')).not.toContain(
      'flashes-floaters',
    );
    expect(findings('a couple of floaters for years, no flashes')).not.toContain('flashesFloaters');
    expect(findings('flashing lights and spots in my vision before my usual migraine')).not.toContain(
      'flashesFloaters',
    );
    expect(findings('hot flashes and little spots on my arms')).not.toContain('flashesFloaters');
  });
});

describe('sudden hearing loss however it is told (NHS sudden hearing loss: urgent GP or 111)', () => {
  it('reads hearing that went or was gone on waking, overnight or all at once', () => {
    expect(findings('got up and found the hearing in my right ear had pretty much gone')).toContain(
      'suddenHearingLoss',
    );
    expect(findings('lost the hearing in my left ear overnight')).toContain('suddenHearingLoss');
    expect(findings('out of the blue i cannot hear anything out of my right ear')).toContain(
      'suddenHearingLoss',
    );
    expect(findings('1/7 sudden onset R SNHL, no otalgia')).toContain('suddenHearingLoss');
    expect(
      triage('within a few minutes my left ear went completely dead, I thought it was wax', { age: 48 }),
    ).toBe('urgent-care');
  });

  it('does not read hearing lost slowly, with wax or with age, as sudden', () => {
    expect(
      findings('the hearing in my right ear has gone slowly over a few weeks, I think it is wax'),
    ).not.toContain('suddenHearingLoss');
    expect(findings('my hearing has gone a bit over the years, the tv is too loud')).not.toContain(
      'suddenHearingLoss',
    );
    expect(findings('woke up with a blocked ear after swimming')).not.toContain('suddenHearingLoss');
    expect(
      triage('hearing gradually muffled with wax over three weeks, came on slowly, not all at once', {
        age: 70,
        duration: { value: 3, unit: 'weeks' },
      }),
    ).not.toBe('urgent-care');
  });
});

describe('croup in other words (NHS croup; NICE CKS croup: same-day GP)', () => {
  it('reads a barking seal cough or a cough like a sea lion as croup', () => {
    expect(findings('my 3yo has a barky seal cough tonight')).toContain('croup');
    expect(findings('he is coughing like a sea lion')).toContain('croup');
    expect(findings('her cough sounds like a seal')).toContain('croup');
    expect(
      triage('18 month old, seal cough since teatime and a temperature, off his food', { age: 1.5 }),
    ).toBe('urgent-care');
  });

  it('does not read a chesty cough or a dog barking as croup', () => {
    expect(findings('a chesty cough with phlegm, the dog barking kept me up')).not.toContain('croup');
  });
});

describe('a nosebleed that will not stop, in any English (NHS nosebleed: A&E after 10 to 15 minutes)', () => {
  it('reads blood from the nose still coming, or for 15 minutes or more', () => {
    expect(findings('blood keeps coming out of his nose, it has been half an hour')).toContain(
      'nosebleedLong',
    );
    expect(
      findings('after 20 minutes of pressing the soft part his nose is still pouring with blood'),
    ).toContain('nosebleedLong');
    expect(findings('bleeding from my nose for 25 minutes, it no stop')).toContain('nosebleedLong');
    expect(triage('nose still bleeding after 25 mins of pinching, not on thinners', { age: 50 })).toBe(
      'urgent-care',
    );
  });

  it('does not read a nosebleed that stopped quickly, or a running nose, as one that will not stop', () => {
    expect(findings('had a nosebleed, it stopped in 5 minutes with pinching')).not.toContain('nosebleedLong');
    expect(findings('had a nosebleed after 20 minutes of running, stopped quickly')).not.toContain(
      'nosebleedLong',
    );
    expect(findings('nose running like a tap and sneezing nonstop')).not.toContain('nosebleedLong');
  });
});

describe('a swollen calf told in other words (NHS DVT: urgent GP or 111)', () => {
  it('reads a calf that has gone swollen or one leg fatter than the other', () => {
    expect(findings('his left calf has gone red and puffed up since the flight')).toContain('legClot');
    expect(findings('one leg looks way bigger than the other since my op')).toContain('legClot');
    expect(
      triage(
        'hip replacement a fortnight ago, now my calf is achy and puffy, no breathlessness or chest pain',
        { age: 71 },
      ),
    ).toBe('urgent-care');
  });

  it('does not read a calf strain without swelling', () => {
    expect(ids('pulled my calf at football on sunday, sore to walk, no swelling at all')).not.toContain(
      'possible-dvt',
    );
    expect(findings('my calf has been sore and tight after the run')).not.toContain('legClot');
  });
});

describe('bites told as a story (NHS animal and human bites: urgent care if the skin is broken)', () => {
  it('reads teeth sunk in, and a pet named long before the bite', () => {
    expect(findings('my toddler sank his teeth into my forearm and drew blood')).toContain('animalBite');
    expect(
      findings('our new kitten, frightened by the hoover and hiding under the bed, bit my thumb'),
    ).toContain('animalBite');
    expect(
      triage("the neighbour's dog, a usually soppy old thing, bit me on the calf, two puncture marks", {
        age: 35,
      }),
    ).toBe('urgent-care');
  });

  it('does not read a healed scratch or "a bit" as a bite', () => {
    expect(findings('my cat scratched my arm last week and it has healed')).not.toContain('animalBite');
    expect(findings('the cat is a bit off her food')).not.toContain('animalBite');
  });
});

describe('the Lyme disease rash is not a spreading cellulitis (NHS Lyme disease: see a GP; NICE NG95)', () => {
  it('does not send a ring-shaped rash growing round a tick bite to same-day care', () => {
    const lyme =
      'tick bite on my ankle two weeks ago, now a round red rash around it with a clear middle, slowly getting bigger';
    expect(findings(lyme)).toContain('erythemaMigrans');
    expect(ids(lyme)).not.toContain('spreading-infection');
    expect(triage(lyme, { age: 45 })).toBe('see-a-doctor');
  });

  it('keeps a tick bite whose redness is hot, swollen or oozing as a same-day skin infection', () => {
    expect(
      ids(
        'bitten by a tick, a red ring with a pale centre getting bigger!\nnow the skin is hot and oozing pus',
      ),
    ).toContain('spreading-infection-signs');
    expect(triage('tick bite, the red area round it is getting bigger, hot and swollen', { age: 45 })).toBe(
      'urgent-care',
    );
    expect(ids('the redness is spreading up my leg from the cut')).toContain('spreading-infection');
  });
});
