import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../../shared/clinical/red-flags/engine.ts';
import { triageSymptoms } from '../../../../../shared/clinical/symptoms.ts';
import { matchSelfCare } from '../../../../../shared/clinical/triage/self-care.ts';
import { atLeastDoctor, complaints, curatedIndex, triage } from '../../../../support/triage.ts';

/**
 * Self-care concepts added after the fifth generalisation probes (vignettes-dev-probes-5.json).
 * Each is tested in wording unlike the probe that exposed it, with the near-miss it must not catch:
 * what surrounds a complaint (a worried question, a clinician's plan, someone else's illness, where
 * a temperature was taken) is not a second complaint, while a real symptom still blocks self-care
 * and each complaint's NHS "see a GP" features still lift it to at least see-a-doctor.
 */
const unexplained = (text: string) => matchSelfCare(text).unexplained;
const days = (value: number, age = 30) => ({ age, duration: { value, unit: 'days' as const } });
const hours = (value: number, age = 30) => ({ age, duration: { value, unit: 'hours' as const } });

describe('what surrounds a complaint is not a second complaint', () => {
  it("reads a worried question's guesses as a question, but not a symptom asked about", () => {
    expect(
      triage(
        'little white flakes on my scalp and shoulders, a bit itchy. could this be an infection?',
        days(10),
      ),
    ).toBe('self-care');
    expect(unexplained('runny nose. is it normal to have blood in my phlegm?')).toContain('blood');
    // A cut asked about as infected still goes to a GP (NHS Cuts and grazes).
    expect(atLeastDoctor).toContain(
      triage('small cut on my hand from a knife yesterday, is it infected?', days(1)),
    );
    expect(atLeastDoctor).toContain(
      triage('small cut on my thumb, red and hot around it and oozing, what should I put on it?', days(1)),
    );
  });

  it("reads a clinician's plan sentence as a plan, never what comes after it", () => {
    expect(
      triage(
        'Pharmacist note: 30M, sore throat 2/7, no fever, swallowing fine. Advised lozenges and fluids. Review if not settling in a week.',
        days(2),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('Advised by 111 to see GP. Runny nose and blood in my urine.', days(1)),
    );
    expect(atLeastDoctor).toContain(triage('Plan: rest and fluids. Has a lump in her breast too.', days(1)));
  });

  it("reads someone else's illness or a TV drama as not the patient's", () => {
    expect(
      triage(
        "Hiccups for an hour after eating too fast. My neighbour had a heart attack last year and now I'm worried, but I feel fine.",
        hours(1),
      ),
    ).toBe('self-care');
    expect(
      triage(
        "Sneezing and a runny nose since yesterday. My colleague was admitted with appendicitis last week, so I'm jumpy.",
        days(1),
      ),
    ).toBe('self-care');
    expect(unexplained('runny nose, someone pushed me and now my wrist is swollen')).toContain('wrist');
  });

  it("reads a parent's own worry and where a temperature was taken as not the child's symptoms", () => {
    expect(
      triage(
        'my 8 month old is drooling and gnawing on everything, red cheeks, temp 37.2 in her ear, probably teeth',
        {
          ...days(2, 0.7),
        },
      ),
    ).toBe('self-care');
    expect(
      triage(
        "Reception child, blisters on hands and feet and ulcers in the mouth, mild temp. Dad worried as a friend's son was diagnosed with meningitis; no rash, drinking fine.",
        days(1, 5),
      ),
    ).toBe('self-care');
    expect(
      unexplained('sneezing, runny nose, temp 37.9 taken under the arm, also a lump in my armpit'),
    ).toContain('lump');
  });

  it('reads reassurance in plain and non-native words as reassurance', () => {
    expect(unexplained('my baby posset after feeds, she is putting on weight nicely')).toEqual([]);
    expect(unexplained('stiff neck after sleeping awkwardly, I can touch my chin on my chest')).toEqual([]);
    expect(unexplained('hurting in the throat, I can breathe normal and open my mouth fine')).toEqual([]);
    expect(unexplained('my neck is stiff and I have a pain in my chest')).toContain('chest');
  });
});

describe('red-flag words that do not mean the red flag', () => {
  it('reads "burning up under my breastbone" as heartburn, not a fever', () => {
    expect(analyze('after a big roast, burning up into my chest and a sour taste').findings).not.toContain(
      'fever',
    );
    expect(analyze('she is burning up and floppy').findings).toContain('fever');
  });

  it('reads "not drinking my usual tea" as a cause, not a child or adult refusing fluids', () => {
    expect(analyze('I put it down to not drinking my usual coffee').findings).not.toContain(
      'cannotKeepFluids',
    );
    expect(analyze('he is not drinking and has had one wet nappy').findings).toContain('cannotKeepFluids');
  });

  it('reads a rash "all over where the nappy goes" as local, not spreading', () => {
    expect(analyze('red rash all over the nappy area').findings).not.toContain('hivesSpreading');
    expect(analyze('hives all over his body').findings).toContain('hivesSpreading');
  });
});

describe('complaints from the NHS self-care pages, described rather than named', () => {
  it('recognises cradle cap, and one that spreads or weeps needs a GP (NHS Cradle cap)', () => {
    expect(
      triage("cradle cap on my son's head, thick yellow crusts, doesn't bother him", days(14, 0.3)),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('cradle cap on his head and now it has spread to his eyebrows and is weeping', days(14, 0.3)),
    );
  });

  it('recognises possetting in a baby, and green sick, poor weight gain or back-arching need a GP', () => {
    expect(
      triage(
        "my 3 month old sicks up a bit of milk after most feeds, she's putting on weight nicely and is content",
        {
          ...days(10, 0.25),
        },
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage("my 3 month old brings up milk after feeds and it's green now", days(3, 0.25)),
    );
    expect(atLeastDoctor).toContain(
      triage('my 3 month old brings up milk after feeds, not putting on weight', days(10, 0.25)),
    );
    expect(atLeastDoctor).toContain(
      triage('9 week old possetting after feeds, screams and arches her back', days(5, 0.2)),
    );
    expect(atLeastDoctor).toContain(triage('my 14 month old brings up milk after feeds', days(10, 1.2)));
  });

  it('recognises nappy rash described by where it is, and blisters or pus need a GP', () => {
    expect(
      triage('angry red rash under her nappy, otherwise her usual self, what should I use?', days(2, 1)),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('angry red rash under her nappy with blisters and pus', days(2, 1)),
    );
  });

  it('recognises chickenpox with its own mild fever in a child', () => {
    expect(
      triageSymptoms(curatedIndex, {
        symptoms: [
          'spots that turned into blisters: yes, on her tummy',
          'temperature: 37.8',
          'drinking: yes',
        ],
        codes: [],
        ...days(2, 6),
      }).triage,
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage(
        'chickenpox spots turning to blisters, and the skin around the blisters is hot and red',
        days(3, 6),
      ),
    );
  });

  it('recognises chilblains from cold weather and warming by a fire, not white numb toes', () => {
    expect(
      triage(
        'every winter my fingers get itchy red swellings when it is frosty, worse when I warm them on the radiator',
        {
          ...days(7, 40),
        },
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('frosty weather, my toes went white and numb and then red', days(2, 60)),
    );
    expect(triage('my toes are cold and purple and the pain is severe', days(2, 75))).not.toBe('self-care');
  });

  it('recognises earwax building up gradually, and sudden hearing loss is not earwax', () => {
    expect(
      triage('hearing a bit muffled in both ears over a month, I think they are clogged with wax, no pain', {
        ...days(30, 70),
      }),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('my right ear feels blocked with wax and the hearing went suddenly this morning', days(1, 45)),
    );
  });

  it('recognises piles with a little bright red blood in a well adult under 50, not at 50+ or with red flags', () => {
    const piles =
      "Noticed a drop of fresh red blood on the tissue after a hard poo, itchy bottom, I've had piles before. I feel well.";
    expect(triage(piles, days(3, 34))).toBe('self-care');
    expect(triage(piles, days(3, 62))).not.toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('piles, and the blood is dark and mixed in with my poo', days(3, 35)),
    );
    expect(atLeastDoctor).toContain(
      triage('piles and my bowel habit has changed, looser for a month', days(5, 40)),
    );
  });

  it('recognises a stiff neck from sleeping awkwardly, and not with fever, headache or arm symptoms', () => {
    expect(
      triage(
        'Woke with a crick, cannot look over my right shoulder, I think I slept awkwardly on a hotel pillow. No fever, no rash, bright light is fine, I can touch my chin on my chest.',
        days(1, 40),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage(
        'Woke with a stiff neck, I slept awkwardly, but I also have a temperature and a headache',
        days(1, 40),
      ),
    );
    expect(atLeastDoctor).toContain(
      triage(
        'Woke with a stiff neck after sleeping awkwardly, and pins and needles down my right arm',
        days(1, 40),
      ),
    );
  });

  it('recognises an Ottawa-negative ankle sprain, not one with a crack and no weight bearing', () => {
    expect(
      triage(
        'Rolled my ankle on a step at football 2 hours ago, able to weight bear, bit swollen on the outside, no bony tenderness',
        {
          ...hours(2, 20),
        },
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage(
        'Rolled my ankle on a step at football, heard a crack and cannot put any weight on it',
        hours(2, 20),
      ),
    );
  });

  it('recognises a nosebleed described in other words that has stopped, not one on a blood thinner', () => {
    expect(
      triage(
        'This morning blood was coming out of my nostril for some minutes after I sneeze, I pinch it and it stop. I do not take medicine to thin the blood.',
        hours(3, 40),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage(
        'blood came out of my nose for ten minutes, it stopped when I pinched it, I take medicine to thin the blood',
        {
          ...hours(2, 70),
        },
      ),
    );
  });

  it("recognises thrush in a pharmacist's shorthand, and a first episode or a smelly discharge needs a GP", () => {
    const female = (age: number) => ({ ...days(2, age), sex: 'female' as const });
    expect(
      triage(
        'Pharmacy: 32F, vulval itch, thick white cottage cheese-like discharge 2/7, no odour, had thrush before. Sold fluconazole. Return if not settled in 7 days.',
        female(32),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage(
        '32F, vulval itch, thick white cottage cheese-like discharge 2/7, first episode, never had it before',
        {
          ...female(32),
        },
      ),
    );
    expect(atLeastDoctor).toContain(triage('itch and a white discharge that smells fishy', female(32)));
  });

  it('recognises constipation in an older person passing wind, not with vomiting and no wind', () => {
    expect(
      triage(
        "I'm 84, not been for a poo for four days since going into respite, passing wind fine, eating, no tummy pain, no sickness",
        {
          ...days(4, 84),
        },
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage(
        "I'm 84, not opened my bowels for four days, not passing wind, tummy swollen and I've been sick",
        days(4, 84),
      ),
    );
  });

  it('recognises a small burn cooled under the tap, and white skin with no feeling is not minor', () => {
    expect(
      triage(
        "touched a hot baking tray, the side of my thumb is pink and sore, ran it under the cold tap for 20 minutes, skin isn't broken, about 2cm",
        hours(1, 25),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage("touched a hot baking tray, my whole palm is white and I can't feel it", hours(1, 25)),
    );
  });

  it('recognises a tension headache in non-native wording, not a new one over 50', () => {
    const headache =
      'Headache since the afternoon, my head feel squeezed like in a vice after many hours study, it is both sides, it came slowly, no vomit, I can see good';
    expect(triage(headache, hours(5, 22))).toBe('self-care');
    expect(triage(headache, hours(5, 68))).not.toBe('self-care');
  });

  it('recognises sunburn from a lobster or dozing by the pool, with its NHS 111 features', () => {
    expect(
      triage(
        'Dozed off by the pool in Spain, I look like a lobster now, legs and tummy sore and hot, drinking plenty, no blisters',
        {
          ...hours(5, 25),
        },
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage(
        "Dozed off by the pool, I look like a lobster now and I'm blistering, dizzy and feel sick",
        hours(5, 25),
      ),
    );
  });

  it('recognises hay fever from itchy eyes every summer, and "cut the grass" is not a cut', () => {
    expect(
      triage(
        'Every summer my eyes get itchy and watery and I sneeze a lot when I cut the grass, no wheezing',
        {
          ...days(20, 25),
        },
      ),
    ).toBe('self-care');
    expect(complaints('I cut the grass and sneezed')).not.toContain('minor-cut');
    expect(atLeastDoctor).toContain(
      triage('my eyes are itchy and I am wheezing and short of breath', days(2, 25)),
    );
  });

  it("recognises athlete's foot with sweaty feet in work boots, not a hot swollen foot", () => {
    expect(
      triage(
        'feet sweaty in my work boots all day, now the skin between my toes is soggy and itchy',
        days(7, 35),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage(
        'feet sweaty in my work boots, skin between my toes itchy, and now my foot is hot and swollen',
        days(7, 35),
      ),
    );
  });

  it('recognises a verruca called a lesion, a mouth ulcer on the upper lip, and a throat that hurts', () => {
    expect(
      triage(
        'a rough lesion on the ball of my foot with tiny black dots, been there since summer, sore when I walk',
        {
          ...days(60, 14),
        },
      ),
    ).toBe('self-care');
    expect(complaints('a rough lesion on my face that bleeds')).not.toContain('wart');
    expect(
      triage(
        'Sore white ulcer inside my upper lip after I caught it with my brace, stings with orange juice',
        days(4, 15),
      ),
    ).toBe('self-care');
    expect(atLeastDoctor).toContain(
      triage('an ulcer inside my upper lip that keeps getting bigger and bleeds', days(21, 60)),
    );
    expect(
      triage(
        'Hurting in the throat since 2 days, little bit difficult to swallow food, I can drink and breathe normal, small fever yesterday',
        {
          ...days(2, 25),
        },
      ),
    ).toBe('self-care');
    expect(
      triage('I cannot swallow my saliva and my throat pain is very bad, I am drooling', days(2, 25)),
    ).toBe('emergency');
  });
});
