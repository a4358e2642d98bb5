import { describe, expect, it } from 'vitest';
import { matchSelfCare } from '../../../shared/clinical/triage/self-care.ts';
import { findings, ids, triage } from '../../support/triage.ts';

/**
 * Concepts added after the second generalisation probes (vignettes-dev-probes-2.json). Each is
 * tested in wording unlike the probe that exposed it, with the near-miss it must not catch.
 */

describe('lay words for emergency signs', () => {
  it('reads a single mark or spot that does not fade as a non-blanching rash', () => {
    expect(findings('a purple blotch on her leg that will not fade when you press it')).toContain(
      'nonBlanchingRash',
    );
    expect(findings('one dark red spot on his shin')).toContain('nonBlanchingRash');
    expect(findings('a red spot that fades when pressed')).not.toContain('nonBlanchingRash');
  });

  it('reads a feeling of being about to pass out, however it is put, as near-fainting', () => {
    expect(findings('it feels like i will pass out any minute')).toContain('collapse');
    expect(findings("honestly like i'm going to black out")).toContain('collapse');
    expect(findings('sitting there feeling like passing out')).toContain('collapse');
    expect(findings('i will pass out the leaflets at school')).not.toContain('collapse');
    expect(triage('pulse 170 while resting and it feels like i would pass out')).toBe('emergency');
  });

  it('reads cold hands and feet in lay words as poor circulation', () => {
    expect(findings('his fingers and toes are ice cold')).toContain('mottled');
    expect(findings('warm hands and feet')).not.toContain('mottled');
  });

  it('reads a late period or a faint positive test as possible pregnancy', () => {
    expect(findings('my period is around 3 weeks late')).toContain('missedPeriod');
    expect(findings('there was a faint line on the test')).toContain('missedPeriod');
    expect(findings('the covid test was negative')).not.toContain('missedPeriod');
    expect(
      ids('did a home test yesterday, positive, now sharp pain on one side low down', { sex: 'female' }),
    ).toContain('ectopic-pregnancy');
  });

  it('reads "known X," as one item of history, not the whole presentation', () => {
    expect(ids('known epilepsy, fitting continuously for 10 minutes')).toContain('status-epilepticus');
    expect(ids('known egg allergy, hives and wheezing after cake')).toContain('anaphylaxis');
    expect(ids('known angina')).not.toContain('chest-pain');
    expect(ids('PMH: known AF, angina, HTN')).not.toContain('chest-pain');
  });

  it('treats an adrenaline auto-injector already used as anaphylaxis', () => {
    expect(ids('we gave her the epinephrine auto-injector five minutes ago')).toContain('anaphylaxis');
    expect(ids('swollen tongue after peanuts, adrenaline was given by the school nurse')).toContain(
      'anaphylaxis',
    );
  });

  it('reads an impending sense of doom and near-fainting', () => {
    expect(findings('she keeps saying something awful is going to happen')).toContain('veryUnwell');
    expect(findings('I nearly blacked out in the queue')).toContain('collapse');
  });

  it('fires on sudden breathlessness with sweating, greyness, near-fainting or a pounding heart', () => {
    expect(ids('all of a sudden he could not catch his breath and went grey and sweaty')).toContain(
      'sudden-breathlessness',
    );
    expect(ids('suddenly short of breath, my heart is racing')).toContain('sudden-breathlessness');
    expect(ids('short of breath walking uphill for months')).not.toContain('sudden-breathlessness');
  });

  it('treats breathlessness with a cold sweat in a person with diabetes as a possible heart attack', () => {
    expect(ids('diabetic, out of breath and clammy, no chest pain at all', { age: 77 })).toContain(
      'chest-pain',
    );
    expect(ids('out of breath after running, sweaty', { age: 30 })).not.toContain('chest-pain');
  });

  it('reads black, sticky stools described by what was seen in the toilet', () => {
    expect(findings('went to the loo and what came out was black and sticky like tar')).toContain(
      'blackStool',
    );
    expect(findings('black jeans and a sticky floor')).not.toContain('blackStool');
  });

  it('fires on a rigid belly or belly pain that has spread all over, without the word severe', () => {
    expect(ids('stomach ache and his tummy has gone hard as a rock')).toContain('peritonitis');
    expect(ids('the tummy pain has spread across the whole belly now')).toContain('peritonitis');
    expect(ids('mild tummy ache, belly soft')).not.toContain('peritonitis');
  });

  it('reads bowel obstruction in lay words', () => {
    expect(findings('she has not done a poo for four days')).toContain('noStoolOrGas');
    expect(findings('my belly has swelled up massively')).toContain('distension');
    expect(findings('the sick smells like poo')).toContain('bileVomit');
  });

  it('reads lay words for vomiting blood, a lost eye, a throat closing and a painful testicle', () => {
    expect(findings('been sick twice and there was blood in it')).toContain('vomitingBlood');
    expect(ids('suddenly lost most of the sight in my right eye')).toContain('sudden-vision-loss');
    expect(ids('after the cashew my throat feels like it is closing up')).toContain('anaphylaxis');
    expect(ids('his testicle is killing him, started suddenly', { age: 15, sex: 'male' })).toContain(
      'testicular-torsion',
    );
  });

  it('reads lay words for reduced fetal movements and DKA breath', () => {
    expect(ids('I have not felt the baby kick since last night')).toContain('reduced-fetal-movement');
    expect(findings('his breath smells sweet, like nail varnish')).toContain('deepBreathing');
  });

  it('reads an "OD" with a count as poisoning', () => {
    expect(ids('OD 25 x amitriptyline')).toContain('overdose-poisoning');
  });

  it('reads a head wound in a person on an anticoagulant as a head injury emergency', () => {
    expect(ids('scalp laceration after a trip, takes edoxaban')).toContain('head-injury');
  });
});

describe('infants and children', () => {
  it('makes fever with a danger sign in a baby under 3 months an emergency', () => {
    expect(ids('temperature 38.2 and the breathing is grunty', { age: 0.15 })).toContain(
      'infant-fever-danger',
    );
    expect(triage('temperature 38.2, she is lethargic and not interested in anything', { age: 0.1 })).toBe(
      'emergency',
    );
    expect(ids('temperature 38.2, feeding and smiling', { age: 0.15 })).not.toContain('infant-fever-danger');
    expect(ids('temperature 38.2 and grunty', { age: 1 })).not.toContain('infant-fever-danger');
  });

  it('sends a child with a new limp or who will not walk for same-day care, not an adult', () => {
    expect(ids('my toddler is limping and will not stand on his left foot', { age: 2 })).toContain(
      'child-limp',
    );
    expect(ids('limping since I twisted my knee', { age: 40 })).not.toContain('child-limp');
  });

  it('sends a child with a fever and a rash for same-day care, except chickenpox', () => {
    expect(ids('temperature 38.8 and a blotchy rash on her arms', { age: 4 })).toContain('child-fever-rash');
    expect(ids('chickenpox spots and a fever', { age: 4 })).not.toContain('child-fever-rash');
    expect(ids('fever and a rash', { age: 40 })).not.toContain('child-fever-rash');
  });
});

describe('same-day problems in lay words', () => {
  it('reads an injury that is agony to move, a dislocation, or a fall onto the ribs', () => {
    expect(ids('fell down the steps and my elbow is agony when I bend it')).toContain('possible-fracture');
    // A dislocation has its own same-day rule since round eleven, which supersedes possible-fracture.
    expect(ids('I think I dislocated my shoulder at rugby')).toContain('dislocated-joint');
    expect(triage('I think I dislocated my shoulder at rugby')).toBe('urgent-care');
    expect(ids('slipped on ice onto my side and it hurts when I take a deep breath')).toContain(
      'possible-fracture',
    );
  });

  it('reads a nosebleed that goes on, and a fluid that cannot be kept down', () => {
    expect(ids('his nose started bleeding 40 minutes ago and will not stop')).toContain(
      'nosebleed-not-stopping',
    );
    expect(findings('she cannot keep a sip of juice down')).toContain('cannotKeepFluids');
  });

  it('reads a swollen leg or a painful calf named before the body part', () => {
    expect(ids('swelling in his right leg for 3 days, no breathing problems')).toContain('possible-dvt');
    expect(findings('tenderness in my left calf')).toContain('legClot');
  });

  it('reads a tetanus-prone wound, but not a clean one', () => {
    expect(ids('gashed my hand on a dirty garden fork, no idea when my last tetanus jab was')).toContain(
      'tetanus-prone-wound',
    );
    expect(ids('clean paper cut, tetanus up to date')).not.toContain('tetanus-prone-wound');
  });

  it('reads possible carbon monoxide exposure with symptoms', () => {
    expect(ids('the CO alarm went off and we all feel sick with a headache')).toContain('carbon-monoxide');
    expect(ids('headache after a long day')).not.toContain('carbon-monoxide');
  });

  it('reads itchy palms and soles in pregnancy, not outside it', () => {
    expect(ids('itching on the soles of my feet at night', { pregnant: true })).toContain(
      'pregnancy-itching',
    );
    expect(ids('itching on the soles of my feet at night', { pregnant: false })).not.toContain(
      'pregnancy-itching',
    );
  });

  it('reads a bite from a named animal', () => {
    expect(ids('bitten by my sister’s ferret, it broke the skin')).toContain('animal-bite');
  });
});

describe('bleeding and shock', () => {
  it('makes bleeding with a very fast heart, low pressure or fainting an emergency', () => {
    expect(
      triage('blood from my bottom since this morning', {
        age: 66,
        vitals: { heartRate: 134, systolic: 86 },
      }),
    ).toBe('emergency');
    expect(ids('PR bleed, fainted on the toilet')).toContain('bleeding-with-shock');
    expect(ids('small cut on my finger, bleeding stopped')).not.toContain('bleeding-with-shock');
  });

  it('does not read period clots as rectal bleeding, or a blood pressure as weeks of pregnancy', () => {
    expect(findings('heavy periods, passing clots the size of a coin')).not.toContain('heavyRectalBleeding');
    expect(findings('passing clots from my back passage')).toContain('heavyRectalBleeding');
    expect(findings('BP 84/40, HR 120')).not.toContain('pregnant');
    expect(findings('G2P1 at 34/40')).toContain('pregnant');
  });
});

describe('near-misses stay lower', () => {
  it('does not read "no spreading redness" as a spreading infection', () => {
    expect(ids('a few itchy red lumps, redness not spreading')).not.toContain('spreading-infection');
    expect(ids('red and hot, spreading up my leg')).toContain('spreading-infection');
  });

  it('does not call heat exhaustion that settled within 30 minutes heatstroke', () => {
    expect(
      ids('felt faint in the heat, sat in the shade with water and was fine within 20 minutes'),
    ).not.toContain('heat-stroke');
    expect(ids('collapsed in the heat and still confused an hour later')).toContain('heat-stroke');
  });

  it('recognises more everyday self-care complaints', () => {
    expect(matchSelfCare('TTH, bilateral, no neuro signs').complaints.map((c) => c.id)).toContain(
      'tension-headache',
    );
    expect(
      triage('burning in the upper stomach after a big greasy takeaway, eased with Gaviscon', { age: 30 }),
    ).toBe('self-care');
    expect(
      triage('my 5 year old banged her head on the table, small lump, playing normally', { age: 5 }),
    ).toBe('self-care');
    expect(
      triage('my 5 year old banged her head on the table and has been sick three times', { age: 5 }),
    ).toBe('emergency');
    expect(
      triage('feeling low and tearful since my divorce last week, still going to work', { age: 44 }),
    ).toBe('self-care');
    expect(triage('feeling low since my divorce, I want to end my life', { age: 44 })).toBe('emergency');
    expect(triage('tweaked something in my back lifting the sofa, no numbness', { age: 35 })).toBe(
      'self-care',
    );
  });
});

describe('more lay wording (round three, second pass)', () => {
  it('reads saddle numbness and loss of bowel control in lay words', () => {
    expect(ids('my back is bad and I have lost the feeling down below')).toContain('cauda-equina');
    expect(findings('he could not hold his bowels this morning')).toContain('bladderBowelChange');
  });

  it('reads "indigestion-type pain" with sweating and sickness as a possible heart attack', () => {
    expect(ids('pain like bad indigestion, clammy and feeling sick', { age: 70 })).toContain('chest-pain');
    expect(ids('indigestion after a takeaway, eased by antacids', { age: 30 })).not.toContain('chest-pain');
  });

  it('reads vomit that looks like blood, an eye that cannot see after a blow, and a hard painful bump', () => {
    expect(findings('threw up something like coffee this morning')).toContain('vomitingBlood');
    expect(ids('a football hit her eye and now she cannot see out of it')).toContain('sudden-vision-loss');
    expect(ids('my bump is rock hard and painful and I am bleeding', { pregnant: true })).toContain(
      'pregnancy-warning',
    );
    expect(findings('a bump on my head that hurts')).not.toContain('abdominalPain');
  });

  it('reads bowels not opened, a temperature named by touch, and back pain under the ribs', () => {
    expect(findings('he has not opened his bowels since Monday')).toContain('noStoolOrGas');
    expect(triage('my 4 week old feels hot, thermometer says 38.3', { age: 0.08 })).not.toBe('self-care');
    expect(ids('hot and shivery, my back hurts just below the ribs on the left, wee burns')).toContain(
      'kidney-infection',
    );
  });

  it('reads fewer wet nappies, pain that began at the navel, a broken limb, ear discharge and a growing red patch', () => {
    expect(ids('only had two wet nappies since breakfast', { age: 1 })).toContain('severe-dehydration');
    expect(ids('right lower tummy pain that began around the belly button this morning')).toContain(
      'appendicitis',
    );
    expect(ids('came off my motorbike and think I have broken my leg')).toContain('possible-fracture');
    expect(ids('earache and pus coming out of his ear')).toContain('ear-infection-fever');
    expect(ids('the red skin round the cut has tripled in size overnight')).toContain('spreading-infection');
  });

  it('keeps a strained shoulder after the gym as self-care', () => {
    expect(
      triage('pulled a muscle in my shoulder lifting weights, sore but moving it fine', { age: 28 }),
    ).toBe('self-care');
  });
});

describe('more lay wording (round three, third pass)', () => {
  it('reads a rash "like bruises", an elephant on the chest, pink frothy sputum and a handful of pills', () => {
    expect(findings('a spotty rash that looks like little bruises')).toContain('nonBlanchingRash');
    expect(ids('it feels like an elephant is sitting on my chest', { age: 50 })).toContain('chest-pain');
    expect(ids('breathless and bringing up pink, frothy phlegm')).toContain('pulmonary-embolism');
    expect(findings('he swallowed a fistful of his sleeping tablets')).toContain('poisoning');
  });

  it('reads waking up blind and an eye in agony with halos', () => {
    expect(ids('I woke up and was blind in my left eye')).toContain('sudden-vision-loss');
    expect(ids('eye in agony and red, rainbow rings round lights')).toContain('angle-closure-glaucoma');
  });

  it('makes drowsiness with cold clammy or blotchy skin an emergency, and an older person off their legs same-day', () => {
    expect(ids('really drowsy today and cold and clammy to touch')).toContain('drowsy-poor-circulation');
    expect(ids('very drowsy, skin warm and pink')).not.toContain('drowsy-poor-circulation');
    expect(ids('mum is 84 and keeps falling over since Sunday', { age: 84 })).toContain(
      'older-adult-decline',
    );
    expect(ids('keeps falling over at football', { age: 20 })).not.toContain('older-adult-decline');
  });
});

describe('near-misses (round three, third pass)', () => {
  it('does not read swollen glands or tonsils with a sore throat as anaphylaxis', () => {
    expect(ids('sore throat with swollen glands in my neck')).not.toContain('anaphylaxis');
    expect(ids('throat is red and my tonsils are swollen')).not.toContain('anaphylaxis');
    expect(ids('my tongue is swelling up after the prawns')).toContain('anaphylaxis');
  });

  it('keeps everyday words that go with a self-care complaint as self-care', () => {
    expect(triage('stubbed my little toe on the door frame, bruised, I can walk on it', { age: 30 })).toBe(
      'self-care',
    );
    expect(triage('hungover, threw up once, sipping water now', { age: 24 })).toBe('self-care');
    expect(triage('tweaked my neck at the gym, stiff when I turn my head, no tingling', { age: 33 })).toBe(
      'self-care',
    );
    expect(triage('stiff neck and a fever, light hurts my eyes', { age: 33 })).toBe('emergency');
  });
});

describe('more lay wording (round three, fourth pass)', () => {
  it('makes a fever with icy hands or blotchy skin an emergency', () => {
    expect(ids('burning up and his feet are like ice', { age: 6 })).toContain('sepsis');
    expect(ids('temperature 38.5, hands warm and pink', { age: 6 })).not.toContain('sepsis');
  });

  it('reads pain "low on the right" in early pregnancy, and a limb that will not be moved after a fall', () => {
    expect(ids('8 weeks pregnant, stabbing pain low down on the left and spotting')).toContain(
      'ectopic-pregnancy',
    );
    expect(ids('she fell off the climbing frame onto her shoulder and cannot move it')).toContain(
      'possible-fracture',
    );
  });

  it('reads "face and lips are fine" as reassurance, not a new complaint', () => {
    expect(
      triage('stung by a bee on the hand, a bit swollen, face and lips are fine, breathing fine', {
        age: 30,
      }),
    ).toBe('self-care');
  });
});

describe('more lay wording (round three, fifth pass)', () => {
  it('reads a child working hard to breathe and stridor described by its sound', () => {
    expect(findings('her neck is sucking in with every breath')).toContain('severeBreathing');
    expect(findings('he is too breathless to feed')).toContain('severeBreathing');
    expect(findings('a rasping sound when he breathes in')).toContain('stridor');
  });

  it('reads heavy bright red bleeding, hands that swelled up and a banging headache in pregnancy', () => {
    expect(ids('bleeding bright red really heavily', { pregnant: true })).toContain(
      'pregnancy-heavy-bleeding',
    );
    expect(ids('my fingers swelled up overnight', { pregnant: true })).toContain('pre-eclampsia');
    expect(ids('a thumping headache since this morning', { pregnant: true })).toContain('pre-eclampsia');
  });
});

describe('typos and terse notes (round three, sixth pass)', () => {
  it('reads common misspellings of the red-flag words', () => {
    expect(findings('spots that dosent fade when pressed with a glass')).toContain('nonBlanchingRash');
    expect(ids('his testical is swolen and painfull, started sudenly', { age: 13, sex: 'male' })).toContain(
      'testicular-torsion',
    );
  });

  it('treats a fall on a DOAC with new confusion as a head injury emergency', () => {
    expect(ids('fell in the bathroom, takes a DOAC, more muddled than usual since', { age: 82 })).toContain(
      'head-injury',
    );
    expect(ids('twisted my ankle, I take a DOAC', { age: 60 })).not.toContain('head-injury');
  });
});

describe('dissection, internal bleeding and pallor (round three, seventh pass)', () => {
  it('reads pain "like something ripped" as tearing pain', () => {
    expect(ids('a pain in the middle of my back like something had torn inside')).toContain(
      'aortic-dissection',
    );
  });

  it('reads belly pain after an injury with fainting as possible bleeding inside', () => {
    expect(ids('kicked in the stomach by a horse, tummy pain and I keep fainting')).toContain(
      'bleeding-with-shock',
    );
    expect(ids('tummy ache after a big lunch, feel faint from hunger')).not.toContain('bleeding-with-shock');
  });

  it('reads "very pale" or "white as a sheet" with floppiness as an emergency, not "a bit pale"', () => {
    expect(ids('she is white as a sheet and floppy', { age: 1 })).toContain('drowsy-poor-circulation');
    expect(findings('she looks a bit pale')).not.toContain('mottled');
  });
});
