import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round fourteen (helper S): under-triage in children and young people found by the eleventh
 * development probes (vignettes-dev-probes-11.json). Each presentation is tested in wordings unlike
 * the probe, with the near-misses it must not catch.
 */

describe('a button battery missing near a child (NHS; Child Accident Prevention Trust)', () => {
  it('sends a missing or possibly swallowed button battery to emergency care, even when the child is well', () => {
    expect(
      triage(
        'the back of the remote is off and the little round battery has gone. he seems fine and is playing',
        {
          age: 1,
        },
      ),
    ).toBe('emergency');
    expect(
      triage("can't find the battery from her light-up trainers, she was chewing one earlier", { age: 3 }),
    ).toBe('emergency');
    expect(
      triage("Grandad's hearing aid battery is missing and the baby was crawling near it", { age: 0.8 }),
    ).toBe('emergency');
    expect(
      triage('18mo, coin cell from the kitchen scales unaccounted for, asymptomatic', { age: 1.5 }),
    ).toBe('emergency');
    expect(triage('my toddler might have swallowed a battery from the musical card')).toBe('emergency');
  });

  it('does not read a flat, found or accounted-for battery, or an adult with a missing battery', () => {
    expect(findings('we found the missing battery under the sofa')).not.toContain('batteryMissing');
    expect(findings('the battery is not missing, it is still in the remote')).not.toContain('batteryMissing');
    expect(findings('none of the batteries are missing')).not.toContain('batteryMissing');
    expect(findings('the hearing aid battery is missing, found it in the bin')).not.toContain(
      'batteryMissing',
    );
    expect(findings('the battery in the remote is flat')).not.toContain('batteryMissing');
    expect(
      ids('the batteries are missing from the TV remote so I cannot change channel', { age: 40 }),
    ).not.toContain('button-battery-missing-child');
  });
});

describe('a head injury with any loss of consciousness or amnesia (NICE NG232)', () => {
  it('sends a brief knock-out, or repeated questions, after a blow to the head to emergency care', () => {
    expect(
      triage('she got an elbow to the head in netball and was out cold for a few seconds', { age: 14 }),
    ).toBe('emergency');
    expect(triage('clash of heads at rugby, LOC approx 10 s, now GCS 15, c/o headache', { age: 15 })).toBe(
      'emergency',
    );
    expect(triage('he banged his head on the door frame and keeps repeating himself', { age: 8 })).toBe(
      'emergency',
    );
    expect(triage("hit his head on the trampoline and he doesn't remember the fall", { age: 10 })).toBe(
      'emergency',
    );
    expect(triage('she was spark out for a moment after hitting her head on the ice', { age: 13 })).toBe(
      'emergency',
    );
  });

  it('does not read a denied knock-out, time spent out, or repeated questions without a head injury', () => {
    expect(triage('hit his head, no LOC, no vomiting, alert and playing', { age: 6 })).not.toBe('emergency');
    expect(findings('took a knee to the head, no loss of consciousness, remembers everything')).not.toContain(
      'headInjuryDanger',
    );
    expect(findings('she was out for 10 mins playing, then bumped her head on the swing')).not.toContain(
      'headInjuryDanger',
    );
    expect(findings('we were out for a few hours at the park')).not.toContain('headInjuryDanger');
    expect(ids('my 9 year old keeps asking what is for tea', { age: 9 })).not.toContain('head-injury');
  });
});

describe('a child sick, drowsy or quieter after a fall from a height (NICE NG232)', () => {
  it('sends vomiting or drowsiness after a fall from over a metre, or vomiting since a fall, to emergency care', () => {
    expect(
      triage('my daughter fell off the climbing frame at school and has been sick twice', { age: 7 }),
    ).toBe('emergency');
    expect(triage("he tumbled down the stairs, about 8 steps, and now he's really sleepy", { age: 3 })).toBe(
      'emergency',
    );
    expect(
      triage('she came off the trampoline this afternoon and has thrown up since the fall', { age: 9 }),
    ).toBe('emergency');
    expect(triage('fell out of his high chair onto the tiles and threw up', { age: 1 })).toBe('emergency');
    expect(triage('he fell about 2 metres off the garden wall and is quieter than usual', { age: 11 })).toBe(
      'emergency',
    );
  });

  it('does not read a low fall with a tummy bug, an old fall, or a well child after a fall', () => {
    expect(ids('he fell off the sofa and was sick later with his tummy bug', { age: 4 })).not.toContain(
      'child-fall-head-signs',
    );
    expect(
      ids('fell off the top bunk last year, now has a stomach bug and is vomiting', { age: 8 }),
    ).not.toContain('child-fall-head-signs');
    expect(
      ids('she fell off the climbing frame, grazed knee, running about, not sick, not sleepy', { age: 5 }),
    ).not.toContain('child-fall-head-signs');
    expect(ids('I fell off a ladder and have been sick since the fall', { age: 45 })).not.toContain(
      'child-fall-head-signs',
    );
  });
});

describe('a head injury or bruising in a baby not yet mobile (NICE NG232, CG89)', () => {
  it('sends a swollen head, a fall or a full fontanelle in a non-mobile baby to emergency care', () => {
    expect(
      triage(
        'my 5 month old rolled off the changing table, he cannot crawl yet, now a squishy lump on his head',
        {
          age: 0.4,
        },
      ),
    ).toBe('emergency');
    expect(
      triage('8/52 F, not yet rolling, dad says he dropped her, scalp swelling, settled', { age: 0.15 }),
    ).toBe('emergency');
    expect(triage("my baby's fontanelle looks tense and raised and he keeps being sick", { age: 0.5 })).toBe(
      'emergency',
    );
  });

  it('gives unexplained bruising on a non-mobile baby at least a same-day assessment', () => {
    expect(triage('the 8 week old has a bruise on her ear, nobody knows how', { age: 0.15 })).toBe(
      'urgent-care',
    );
    expect(
      triage('my daughter is 3 months old and has fingertip marks on her chest, she cannot sit up yet', {
        age: 0.25,
      }),
    ).toBe('urgent-care');
  });

  it('does not read bruises from jabs, a crawling baby’s shin bruise, a soft flat fontanelle, or an adult', () => {
    expect(
      ids('bruising on his thigh from his jabs yesterday, he is 3 months old', { age: 0.25 }),
    ).not.toContain('nonmobile-baby-bruise');
    expect(ids('my 10 month old is crawling everywhere and has a bruise on her shin', { age: 0.8 })).toEqual(
      [],
    );
    expect(findings('fontanelle soft and flat, no bruising')).not.toContain('bulgingFontanelle');
    expect(ids('Dad has a bruise on his arm, he is 80 and cannot roll over in bed', { age: 80 })).toEqual([]);
    expect(findings('I dropped him off at nursery')).not.toContain('babyHeadKnock');
  });
});

describe('a blistered burn on a young child’s hand, face, feet or genitals (NHS burns and scalds)', () => {
  it('sends a blistered burn on these places in a child under 5 to emergency care', () => {
    expect(
      triage('she grabbed my hair straighteners and now has blisters on three fingertips', { age: 2 }),
    ).toBe('emergency');
    expect(triage("toddler's hand touched the iron, his hand now has a big blister", { age: 1.5 })).toBe(
      'emergency',
    );
    expect(triage('4M scald to R foot from bath water, blistered on the sole', { age: 4 })).toBe('emergency');
    expect(triage('she burnt her cheek on the hot pan handle and it is blistering', { age: 3 })).toBe(
      'emergency',
    );
  });

  it('keeps a burn without blisters same-day, and does not read friction blisters or an adult as emergency', () => {
    expect(triage('touched the oven door, red mark on one finger, no blister', { age: 4 })).toBe(
      'urgent-care',
    );
    expect(ids('he has blisters on his feet from his new shoes', { age: 4 })).toEqual([]);
    expect(triage('I touched the oven door and have a blister on my palm', { age: 30 })).toBe('urgent-care');
  });
});

describe('a toddler with fewer wet nappies, dry lips or refusing drinks (NHS dehydration, NICE CG84)', () => {
  it('gives fewer wet nappies with dry lips, or refused drinks with dry lips, a same-day assessment', () => {
    expect(
      triage('toddler with a tummy bug, only one damp nappy since breakfast and his mouth looks really dry', {
        age: 2,
      }),
    ).toBe('urgent-care');
    expect(
      triage('she is refusing all drinks because of mouth ulcers and her lips are cracked and dry', {
        age: 1,
      }),
    ).toBe('urgent-care');
    expect(triage('3 wet nappies today compared to his usual 7, refusing his bottle', { age: 0.9 })).toBe(
      'urgent-care',
    );
  });

  it('does not read chapped lips in a child who drinks well, or an adult with dry lips', () => {
    expect(
      ids('my 2 year old has a cold, lips a bit dry and chapped, drinking fine, plenty of wet nappies', {
        age: 2,
      }),
    ).not.toContain('young-child-dehydration');
    expect(ids('I have dry lips and I refused a drink at the party', { age: 30 })).not.toContain(
      'young-child-dehydration',
    );
  });
});

describe('bloody diarrhoea told with mucus or as streaks (NHS diarrhoea and vomiting)', () => {
  it('reads blood with mucus, blood-stained or streaked stools as blood in the stool', () => {
    expect(triage('3M, loose stools x3/7, today mucus and blood in stools, T 38.4, alert', { age: 3 })).toBe(
      'urgent-care',
    );
    expect(triage("he's got diarrhoea with streaks of blood in his poo", { age: 6 })).toBe('urgent-care');
    expect(triage('blood-stained diarrhoea since this morning, temp 38.5', { age: 4 })).toBe('urgent-care');
  });

  it('does not read denied blood, or mucus alone', () => {
    expect(findings('diarrhoea, no blood or mucus in stool')).not.toContain('rectalBleeding');
    expect(findings('diarrhoea, mucus in stool but no blood')).not.toContain('rectalBleeding');
  });
});
