import { describe, expect, it } from 'vitest';
import { normalize } from '../../../../../shared/clinical/red-flags/text.ts';
import { atLeastDoctor, complaints, triage } from '../../../../support/triage.ts';

/**
 * Self-care concepts added after the fourth generalisation probes (vignettes-dev-probes-4.json).
 * Each is tested in wording unlike the probe that exposed it, with the near-miss it must not catch:
 * a self-limiting complaint described rather than named is self-care, and the features its NHS page
 * lists under "see a GP" still lift it to at least see-a-doctor.
 */
const days = (value: number) => ({ duration: { value, unit: 'days' as const } });

describe('regional words', () => {
  it('reads Scots "wee" before a noun as small, not as urine', () => {
    expect(normalize('a wee graze on his knee')).toBe('a small graze on his knee');
    expect(triage('Grazed ma knee on the pavement, just a wee scrape, cleaned it up', { age: 30 })).toBe(
      'self-care',
    );
    expect(normalize('it burns when i wee')).toContain('wee');
    expect(normalize('my wee is dark and smells')).toContain('my wee is');
    expect(triage('a wee bit of blood in my wee', { age: 60, sex: 'male' })).not.toBe('self-care');
  });

  it('reads getting "fried" or "cooked" in the sun as sunburn, with its NHS 111 features', () => {
    expect(
      triage('got well cooked on the boat at the cricket, forearms pink and hot to touch', {
        age: 30,
        ...days(1),
      }),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('got fried at the beach, now blistering, shivery and feel sick', { age: 30 }),
    );
    expect(complaints('got a bit fried by the kids today, exhausted')).not.toContain('sunburn');
  });
});

describe('complaints described rather than named', () => {
  it('recognises a verruca from a rough spot or black dots on the foot, but not any hard lump', () => {
    expect(triage("there's a rough grainy bump on my son's big toe, been there a month", { age: 9 })).toBe(
      'self-care',
    );
    expect(complaints('flat hard skin on my heel with little black dots in it')).toContain('wart');
    expect(triage('hard lump on the sole of my foot', { age: 50 })).toBe('see-a-doctor');
    expect(complaints('seeing tiny black dots in my vision since this morning')).not.toContain('wart');
    expect(atLeastDoctor).toContain(
      triage('wart on my finger, getting bigger and changing colour', { age: 40 }),
    );
  });

  it('recognises a strain from "pulled something in my hamstring", and a swollen warm calf is not one', () => {
    expect(triage('tweaked something in my hamstring at netball, sore but walking fine', days(2))).toBe(
      'self-care',
    );
    expect(atLeastDoctor).toContain(
      triage('pulled something in my calf, now the calf is swollen, red and warm', { age: 45 }),
    );
    expect(atLeastDoctor).toContain(
      triage('pulled something in my calf playing squash, felt a snap like someone kicked me', { age: 45 }),
    );
  });

  it('recognises heat rash as small itchy bumps that came with hot weather', () => {
    expect(
      triage("little itchy pink bumps on her neck and tummy since the heatwave started, she's happy", {
        age: 1.5,
      }),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('tiny red spots on his chest after the hot weather and he has a high temperature', { age: 0.5 }),
    );
  });

  it('reads a boil or spot on the edge of the eyelid as a stye, not a boil on the face', () => {
    expect(triage('little spot on my eyelid by the lashes, sore, 3 days', days(3))).toBe('self-care');
    expect(complaints('a boil on my upper eyelid near the eyelash')).toEqual(['stye']);
    expect(atLeastDoctor).toContain(
      triage('boil on the lash line, eyelid very swollen and the redness is spreading round my eye'),
    );
    expect(triage('painful boil on the side of my nose')).not.toBe('self-care');
    expect(triage('boil on my thigh for 3 days, no fever', days(3))).toBe('self-care');
  });

  it('recognises friction blisters when the shoes come first', () => {
    expect(
      triage('walked 20 miles in new boots, blisters on both little toes, no redness around them', days(1)),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('new boots gave me blisters, now they are oozing pus and red around them', days(2)),
    );
  });

  it('recognises a mouth ulcer on the lip, and sends one that bleeds or grows to a GP', () => {
    expect(triage('ulcer on my gum under my lip, sore with orange juice, 5 days', days(5))).toBe('self-care');
    expect(atLeastDoctor).toContain(triage('mouth ulcer that bleeds and keeps getting bigger', days(10)));
  });

  it('counts a cold sore’s own blisters, and a cold sore near the eye needs a GP', () => {
    expect(
      triage('cold sore coming, tingling lower lip then a few blisters, usual for me', { age: 25 }),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(triage('cold sore next to my eye and my eye is sore', { age: 25 }));
  });

  it('recognises conjunctivitis from a gunky coloured eye, not a painful or blurred one', () => {
    expect(
      triage(
        'gunky green eye this morning, eyelids stuck together, eye a little pink, no pain, seeing fine',
        {
          age: 4,
        },
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(triage('sticky red eye, really painful and light hurts', { age: 30 }));
    expect(atLeastDoctor).toContain(triage('sticky eye and blurred vision', { age: 30 }));
  });

  it('recognises constipation in lay words, and an opioid cause needs a GP', () => {
    expect(
      triage("haven't pooed for 4 days since the new iron supplements, a bit bloated", {
        age: 28,
        ...days(4),
      }),
    ).toBe('self-care');
    expect(
      triage("haven't been able to poo properly since I started the co-codamol after my op", {
        age: 40,
        ...days(4),
      }),
    ).toBe('see-a-doctor');
    expect(triage('not pooed for 5 days, tummy swollen and being sick, cannot pass wind', { age: 70 })).toBe(
      'emergency',
    );
    expect(triage('constipated for a week and my poo is black', { age: 50 })).not.toBe('self-care');
  });

  it('recognises "did my back in", and keeps cauda equina an emergency', () => {
    expect(
      triage('I did my back in hoovering the stairs, aching low down, legs fine', { age: 35, ...days(2) }),
    ).toBe('self-care');
    expect(triage('did my back in yesterday and now I cannot feel my bum and cannot wee', { age: 35 })).toBe(
      'emergency',
    );
  });

  it('recognises indigestion after a big meal and sour burps, never chest pain with warning signs', () => {
    expect(
      triage('after a huge pizza I had burning in my upper tummy and acid burps, fine this morning', {
        age: 26,
      }),
    ).toBe('self-care');
    expect(
      triage('sour burps and burning in my chest after dinner, now sweaty and my left arm hurts', {
        age: 58,
      }),
    ).toBe('emergency');
    expect(
      triage('acid taste in my mouth at night, food gets stuck when I swallow, lost weight', { age: 60 }),
    ).not.toBe('self-care');
  });

  it('recognises sinusitis from a face aching round the cheeks, worse bending down', () => {
    expect(
      triage('cheeks and forehead throb around my nose since my cold, worse if I bend down, bunged up', {
        age: 33,
        ...days(6),
      }),
    ).toBe('self-care');
    expect(
      triage(
        'face aching round my eyes since a cold, and now swelling and redness around my eye, double vision',
        {
          age: 33,
          ...days(6),
        },
      ),
    ).toBe('emergency');
  });

  it('recognises hives as urticarial wheals, and swelling of the lips is not mild hives', () => {
    expect(
      triage('raised itchy wheals all over my legs since lunch, no lip or tongue swelling, breathing fine', {
        age: 40,
        duration: { value: 4, unit: 'hours' },
      }),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(triage('urticarial rash and my lips are swelling up', { age: 40 }));
  });

  it("recognises athlete's foot between numbered toes, and a hot swollen foot is not it", () => {
    expect(
      triage('itching and peeling between 3rd and 4th toes for a month, not diabetic', {
        age: 30,
        duration: { value: 4, unit: 'weeks' },
      }),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage("athlete's foot and now my foot is hot and swollen with redness spreading up", { age: 30 }),
    );
  });

  it('recognises exertional heat exhaustion only when it has settled after cooling', () => {
    expect(
      triage(
        'after the 10k race he was dizzy, sweaty and had cramps; sat in the shade with water, obs normal, fully recovered after 20 minutes',
        { age: 30 },
      ),
    ).toBe('self-care');
    expect(
      triage(
        'after the half marathon she felt dizzy and sick and she is still dizzy and confused after an hour',
        {
          age: 30,
        },
      ),
    ).toBe('emergency');
    expect(complaints('dizzy and sweaty during the race, heart racing')).not.toContain(
      'heat-exhaustion-recovered',
    );
  });

  it('reads a clinician’s "likely viral" with a tummy bug as the bug itself', () => {
    expect(
      triage('probably a viral tummy bug, loose poos three times today, drinking fine', {
        age: 25,
        ...days(1),
      }),
    ).toBe('self-care');
    expect(triage('viral rash on his body and a cough', { age: 5 })).not.toBe('self-care');
  });

  it('counts period cramping as period pain, and pain worse than usual or heavy bleeding needs a GP', () => {
    expect(
      triage('period cramping as usual, first day, paracetamol helping', {
        sex: 'female',
        age: 22,
        ...days(1),
      }),
    ).toBe('self-care');
    expect(
      triage('period pains much worse than usual and bleeding through a pad every hour', {
        sex: 'female',
        age: 30,
      }),
    ).toBe('see-a-doctor');
  });
});

describe('when self-care has not worked (NHS "see a GP" features)', () => {
  it('sends acne that is scarring, or that treatment has not touched, to a GP', () => {
    expect(triage('acne on my chin for a year, it is leaving pitted scars', { age: 19 })).toBe(
      'see-a-doctor',
    );
    expect(triage('acne on my forehead, used salicylic wash for two months, nothing', { age: 16 })).toBe(
      'see-a-doctor',
    );
    expect(triage('mild acne on my forehead, any tips?', { age: 15 })).toBe('self-care');
    expect(triage('tried paracetamol, nothing else wrong, just a cold', { age: 30 })).toBe('self-care');
  });
});
