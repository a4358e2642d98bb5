import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round seventeen (helper W): environment and poisoning under-triages from the thirteenth
 * development probes (vignettes-dev-probes-13.json). Each presentation is tested in wordings
 * unlike the probe's (patient, carer, clinician, non-native English), with the near-misses it
 * must not catch.
 */

describe('carbon monoxide poisoning (NHS carbon monoxide poisoning)', () => {
  it('sends suspected carbon monoxide with collapse, confusion or a seizure to emergency care', () => {
    expect(
      triage(
        'Whole family have headache and dizzy, boiler flame is yellow, and now my mum she collapsed on the floor',
      ),
    ).toBe('emergency');
    expect(
      triage(
        'pt + partner c/o headache and nausea x1wk, resolves when away from house, wood burner at home, pt now confused',
      ),
    ).toBe('emergency');
    expect(
      triage(
        'Everyone in the house has a headache, the old gas fire is sooty. My son she not know where she is.',
      ),
    ).toBe('emergency');
    expect(
      ids('we all have headaches and the gas heater has an orange flame, and now dad is confused'),
    ).toContain('carbon-monoxide-severe');
  });

  it('sends suspected carbon monoxide without severe signs to the same day', () => {
    expect(
      triage(
        'My husband and I both have headaches every evening and the dog has been sick too. The boiler is making a funny noise.',
      ),
    ).toBe('urgent-care');
    expect(
      triage(
        'headaches for 2 weeks, much better when I am away from home. gas boiler. my flatmate has the same headaches',
      ),
    ).toBe('urgent-care');
    expect(triage('Feel sick and headachey only at home, fine at the office. We have a log burner.')).toBe(
      'urgent-care',
    );
  });

  it('reads not knowing where one is as confusion, but not a missing person', () => {
    expect(findings('he wake up but he speak strange, not understand where he is')).toContain('confusion');
    expect(findings('they did not know where they were')).toContain('confusion');
    expect(findings('I do not know where he is, he went out')).not.toContain('confusion');
  });

  it('does not read a headache with a boiler, a shared cold or an ill pet as carbon monoxide', () => {
    expect(ids('I have a headache. We have a gas boiler.')).not.toContain('carbon-monoxide-clues');
    expect(triage('my partner has the same cold symptoms as me, sore throat and headache')).not.toBe(
      'urgent-care',
    );
    expect(ids('my cat is lethargic and not eating, what should I do')).toEqual([]);
    expect(ids('headaches that do not go away at work. There is a gas boiler in the flat.')).toEqual([]);
    expect(
      triage(
        'Headaches worse at home, better at work. Partner has similar headaches; the cat is lethargic. Gas boiler, no CO alarm. No confusion, no collapse.',
      ),
    ).toBe('urgent-care');
  });
});

describe('decompression sickness after scuba diving (NHS decompression sickness)', () => {
  it('sends joint pain, tingling, a rash, breathlessness or confusion after a dive to emergency care', () => {
    expect(
      triage('did two dives yesterday on holiday in Egypt, now my knees ache and my arm is tingly'),
    ).toBe('emergency');
    expect(
      triage(
        'my husband came up from a scuba dive an hour ago and has a blotchy itchy rash on his chest and feels short of breath',
      ),
    ).toBe('emergency');
    expect(triage('Diver, rapid ascent from 20m after running out of air, now dizzy and confused')).toBe(
      'emergency',
    );
    expect(
      triage(
        'we go diving 30 m this morning, after I have pain in shoulder very strong and the leg feel numb',
      ),
    ).toBe('emergency');
    expect(
      ids('missed my safety stop on the last dive and now i have pins and needles in both hands'),
    ).toContain('decompression-sickness');
  });

  it('does not read a pool dive, a dive weeks back, a dive planned or a dive without symptoms', () => {
    expect(ids('I dived into the pool and hurt my wrist')).not.toContain('decompression-sickness');
    expect(ids('went scuba diving last month, now my knee hurts when running')).not.toContain(
      'decompression-sickness',
    );
    expect(ids('went on a diving trip 3 weeks ago and my shoulder still aches')).not.toContain(
      'decompression-sickness',
    );
    expect(ids('scuba diving tomorrow, I have a cold and blocked ears, is it ok?')).not.toContain(
      'decompression-sickness',
    );
    expect(ids('after the dive I have no pain and no tingling, all fine')).not.toContain(
      'decompression-sickness',
    );
    expect(ids('snorkelling today and got sunburnt, skin is itchy')).not.toContain('decompression-sickness');
  });
});

describe('electrical injury: high voltage, entry and exit burns (MedlinePlus electrical injury, NHS burns)', () => {
  it('sends contact with high voltage or lightning to emergency care even when the person feels fine', () => {
    expect(
      triage('my dad touched an overhead power line with the ladder and got thrown off, he says he is fine'),
    ).toBe('emergency');
    expect(triage('Worker in substation got shock, now heart going fast')).toBe('emergency');
    expect(triage('high voltage shock at work 1 hour ago, feel ok')).toBe('emergency');
    expect(triage('struck by lightning while golfing, seems ok')).toBe('emergency');
  });

  it('reads a shock told in other words, with a burn or chest pain, as an emergency', () => {
    expect(
      triage('the electricity hit me from the washing machine, my hand have a black burn where it went in'),
    ).toBe('emergency');
    expect(triage('current went through his arm when he touched the cable, now his chest hurts')).toBe(
      'emergency',
    );
    expect(findings('small entry burn on the right palm after the shock')).toContain('electricShock');
  });

  it('keeps a small mains shock without symptoms below emergency, and does not read look-alikes', () => {
    expect(triage('got a small shock from the plug socket, tingled for a second, feel totally fine')).toBe(
      'urgent-care',
    );
    expect(ids('high voltage tattoo in my arm')).toEqual([]);
    expect(ids('i work at a substation, having headaches')).not.toContain('high-voltage-injury');
    expect(ids('we walked under a pylon and I got a headache')).not.toContain('high-voltage-injury');
    expect(ids('he did not touch the overhead power line')).not.toContain('high-voltage-injury');
    expect(ids('I was struck by lightning 10 years ago, now I have a question about my scar')).not.toContain(
      'high-voltage-injury',
    );
    expect(ids('the sciatica is like an electric shock down my leg')).toEqual([]);
  });
});

describe('snake bites (NHS snake bites)', () => {
  it('sends a bite by a snake that may be venomous to emergency care, with or without symptoms', () => {
    expect(triage('an adder bit my dog and me on the hand on the heath, hand is swelling')).toBe('emergency');
    expect(triage('my son was bit by a snake in the long grass, we think it was an adder')).toBe('emergency');
    expect(
      triage('Pt bitten by suspected viper on L foot 30 min ago while walking in Spain, nil symptoms'),
    ).toBe('emergency');
    expect(ids('adder bite to left hand 1 hour ago, now feels sick and dizzy')).toContain('snake-bite');
    expect(ids('a cobra bite my friend on the leg, his leg is big now and he sweat')).toContain('snake-bite');
  });

  it('does not read a snake that did not bite, a harmless pet snake, or an old bite', () => {
    expect(ids('a rattlesnake struck at me but missed')).not.toContain('snake-bite');
    expect(ids('we saw an adder on the path, it did not bite')).not.toContain('snake-bite');
    expect(ids('my pet corn snake bit my finger, tiny scratch')).not.toContain('snake-bite');
    expect(ids('snake bit me, but it was only a grass snake')).not.toContain('snake-bite');
    expect(ids('my kids were a bit scared of the snake at the zoo')).toEqual([]);
    expect(
      ids('he was bitten by a snake 5 years ago in Australia, what should he know about antivenom'),
    ).not.toContain('snake-bite');
  });
});

describe('high-altitude cerebral or pulmonary oedema (NHS altitude sickness)', () => {
  it('sends confusion, unsteadiness, drowsiness or breathlessness at rest at altitude to emergency care', () => {
    expect(
      triage("At base camp on Kilimanjaro, my husband is staggering and can't remember where we are"),
    ).toBe('emergency');
    expect(
      triage(
        'Trekking in Nepal, slept at 4,800m. Friend breathless even at rest and coughing up pink frothy spit',
      ),
    ).toBe('emergency');
    expect(
      triage('We are at 3500 metres in the Andes, my wife is very drowsy and confused since this afternoon'),
    ).toBe('emergency');
    expect(ids('climbed to 14,000 ft yesterday, buddy walking like he is drunk')).toContain(
      'high-altitude-oedema',
    );
    expect(ids('we camp at 5000 m, my brother he answer very slow and want only sleep')).toContain(
      'high-altitude-oedema',
    );
  });

  it('does not read mild altitude sickness, a race distance or a trip being planned', () => {
    expect(ids('headache and mild nausea at 3200 m, fine otherwise, sleeping ok')).not.toContain(
      'high-altitude-oedema',
    );
    expect(ids('I ran 3000 m today and feel dizzy')).not.toContain('high-altitude-oedema');
    expect(ids('flying to La Paz next week, how to avoid altitude sickness?')).toEqual([]);
    expect(ids('cough at 3800 m, no frothy sputum, not breathless at rest')).toEqual([]);
  });
});

describe('a chemical in the eye: cement, lime, bleach, oven or drain cleaner (NHS eye injuries)', () => {
  it('sends a strong chemical in the eye to emergency care, however the product is named', () => {
    expect(triage("bleach splashed into my son's eye while I was cleaning the bathroom")).toBe('emergency');
    expect(triage('the concrete mix went in both my eyes, I cannot open them')).toBe('emergency');
    expect(triage('Lime mortar got in his left eye on site 20 mins ago, irrigated, still painful')).toBe(
      'emergency',
    );
    expect(triage('unblocking the sink and the drain stuff spat up into my eye')).toBe('emergency');
    expect(ids("cleaning the oven and the spray went in my wife's eye")).toContain('chemical-eye-injury');
  });

  it('does not send soap, shampoo, pool water, lime juice or a splash near the eye to emergency care', () => {
    expect(triage('shampoo got in my eye in the shower, stung for a minute, fine now')).not.toBe('emergency');
    expect(triage('soap in eye stings')).not.toBe('emergency');
    expect(ids('chlorine from the swimming pool makes my eyes sting')).not.toContain('chemical-eye-injury');
    expect(ids('I got lime juice in my eye')).not.toContain('chemical-eye-injury');
    expect(ids('a drop of diluted bleach splashed on my cheek near my eye')).not.toContain(
      'chemical-eye-injury',
    );
    expect(ids('no cement went in my eye, I wore goggles')).not.toContain('chemical-eye-injury');
    expect(ids('we plastered the wall yesterday, my eyes are a bit tired')).toEqual([]);
  });
});

describe('round seventeen second pass: a dive told the lay way (NHS decompression sickness)', () => {
  it('sends symptoms after a dive told without "scuba" to emergency care', () => {
    expect(triage('we went wreck diving today and now my husbands shoulder is aching really bad')).toBe(
      'emergency',
    );
    expect(triage('i go diving yesterday in egypt, today my legs feel numb and tingling')).toBe('emergency');
    expect(triage('my gf surfaced too quickly from 25m and now her skin is mottled on her belly')).toBe(
      'emergency',
    );
    expect(triage('did a dive this afternoon, now i feel dizzy and my elbow hurts')).toBe('emergency');
    expect(triage('after my last dive my arms are itchy and I feel weird')).toBe('emergency');
    expect(ids('shot up too fast on the dive, now an itchy red blotchy rash on my tummy')).toContain(
      'decompression-sickness',
    );
  });

  it('does not read skydiving, a pool or a goalkeeper dive, a dive bar or a dive long ago', () => {
    expect(ids('went skydiving yesterday, my knee hurts from the landing')).toEqual([]);
    expect(ids('my son went diving at the pool, now his knee hurts')).toEqual([]);
    expect(ids('my goalkeeper son was diving for the ball, now his shoulder hurts')).toEqual([]);
    expect(ids('went to a dive bar last night, dizzy and sick today')).toEqual([]);
    expect(ids('went diving 3 years ago, now my knee hurts')).toEqual([]);
    expect(ids('came up too fast from the squat, dizzy')).not.toContain('decompression-sickness');
    expect(ids('deep diving into the data all day, my wrist hurts')).toEqual([]);
    expect(
      ids('went diving yesterday, feel completely fine, no joint pain or tingling, can I fly tomorrow'),
    ).toEqual([]);
  });
});

describe('round seventeen second pass: high voltage told by the source or the volts (MedlinePlus electrical injury)', () => {
  it('sends a pylon, a live or third rail, a train wire or thousands of volts to emergency care', () => {
    expect(triage('my brother was electrocuted by the overhead lines at the railway, he is awake')).toBe(
      'emergency',
    );
    expect(triage('he touched the live rail on the underground and got thrown back')).toBe('emergency');
    expect(triage('my dad got shocked by 10,000 volts at the substation')).toBe('emergency');
    expect(triage('pt sustained HV injury, 11000V, entry wound R hand')).toBe('emergency');
    expect(triage('the wire on top of the train touch him and fire come, he fell down')).toBe('emergency');
    expect(ids('teenager climbed a pylon for a dare and got zapped, burns on his hands')).toContain(
      'high-voltage-injury',
    );
  });

  it('does not read work near power lines, a sparking line, fiction, sunburn or an electric fence', () => {
    expect(ids('I work on high voltage lines, what sun cream is best for outdoor work')).toEqual([]);
    expect(
      ids('in the video game my character got struck by lightning lol, anyway I have a sore throat'),
    ).not.toContain('high-voltage-injury');
    expect(ids('I work near the third rail, how to stay safe')).toEqual([]);
    expect(ids('my son wants to climb a pylon, how dangerous is it')).toEqual([]);
    expect(ids('I have burns from the sun while fixing power lines')).not.toContain('high-voltage-injury');
    expect(ids('the power line near our house is sparking, I am scared')).toEqual([]);
    expect(ids('electric fence 8000 volts zapped me, feel fine')).not.toContain('high-voltage-injury');
    expect(ids('burnt out from working on overhead lines all week')).toEqual([]);
  });
});

describe('round seventeen second pass: carbon monoxide from a fuel burnt in a closed space (NHS carbon monoxide poisoning)', () => {
  it('sends a barbecue in a tent, a heater overnight, a generator or engine in a garage or a shut flue with confusion, drowsiness or collapse to emergency care', () => {
    expect(
      triage(
        'we used a disposable barbecue in the tent to keep warm, my girlfriend is very drowsy and wont wake up properly',
      ),
    ).toBe('emergency');
    expect(triage('paraffin heater in the bedroom overnight, my dad is confused this morning and sick')).toBe(
      'emergency',
    );
    expect(triage('left the car running in the closed garage, my husband collapsed')).toBe('emergency');
    expect(triage('pt found collapsed in garage, generator running inside, GCS 13')).toBe('emergency');
    expect(
      triage(
        'my wife and me sleep with the coal fire in the room, today she is very sleepy and talk strange',
      ),
    ).toBe('emergency');
    expect(
      ids('log burner going all night with the chimney blocked, grandad not making sense this morning'),
    ).toContain('carbon-monoxide-severe');
    expect(
      triage(
        'Mum (79) has a gas fire on all day. Today she did not know what day it was. Her dog has also been sick.',
      ),
    ).toBe('emergency');
  });

  it('sends the same exposure or home clues without severe signs to the same day', () => {
    expect(triage('charcoal bbq inside the tent, feel a bit of a headache')).toBe('urgent-care');
    expect(triage('the generator was running in the caravan all night and we all feel sick and dizzy')).toBe(
      'urgent-care',
    );
    expect(triage('the whole family have headaches since we turned the heating on')).toBe('urgent-care');
    expect(
      triage(
        'my husband and I feel dizzy and sick at home, fine at the office. the boiler was never serviced',
      ),
    ).toBe('urgent-care');
    expect(triage('headache every evening, when I go out it gets better. old gas boiler in the flat')).toBe(
      'urgent-care',
    );
  });

  it('does not read an electric heater, a garden barbecue, a stored generator or a cooker where it belongs', () => {
    expect(ids('my electric heater is in the bedroom, my son is confused')).not.toContain(
      'carbon-monoxide-severe',
    );
    expect(ids('we had a bbq in the garden, now my son is confused after drinking')).not.toContain(
      'carbon-monoxide-severe',
    );
    expect(ids('we store the gas heater in the shed, I have a headache')).toEqual([]);
    expect(ids('I am cooking on the gas stove in the kitchen, feel dizzy')).toEqual([]);
    expect(ids('since we put the heating on my skin is dry')).toEqual([]);
    expect(ids('when I go outside it is better, my hay fever is awful in the house')).toEqual([]);
    expect(ids('I feel fine at work but anxious at home')).toEqual([]);
    expect(ids('my grandad with dementia did not know what day it was, as usual')).toEqual([]);
  });
});

describe('round seventeen second pass: loss of coordination or vomiting with a severe headache at altitude (NHS altitude sickness)', () => {
  it('sends stumbling, not walking straight, slurring or vomiting with a bad headache high up to emergency care', () => {
    expect(triage('we are at 4200m in ladakh and my husband walks like drunk man, he is very tired')).toBe(
      'emergency',
    );
    expect(triage('Everest base camp, friend keeps falling over and is slurring')).toBe('emergency');
    expect(triage('pt at 3,900 m altitude, ataxic, vomiting')).toBe('emergency');
    expect(triage('at 5200 metres, terrible headache and been sick 3 times')).toBe('emergency');
    expect(triage('at 4,800 m my brother stumbles and can not walk straight')).toBe('emergency');
  });

  it('does not read mild symptoms, drinking, a twisted ankle after coming down or a running race', () => {
    expect(ids('at 3000m, mild headache and a bit sick, walking fine')).toEqual([]);
    expect(ids('my friend got drunk at 3000 m in La Paz lol, stumbling home, hangover today')).toEqual([]);
    expect(
      ids('climbed to 4500m yesterday, now back down in town, my ankle hurts and I am stumbling on it'),
    ).not.toContain('high-altitude-oedema');
    expect(ids('ran a 5000m race and was stumbling at the end')).toEqual([]);
  });
});

describe('round seventeen second pass: snake bites in text-speak, not in fiction or on a pet (NHS snake bites)', () => {
  it('sends a snake bite told with "snek", "got me" or a guessed species to emergency care', () => {
    expect(triage('the snek got my hand while i was gardening')).toBe('emergency');
    expect(triage('was bitten by a rattler on the trail 30 mins ago')).toBe('emergency');
    expect(triage('i think a snakey thing bit my foot in the long grass')).toBe('emergency');
    expect(triage('I was bitten by a snake (adder?) on the heath')).toBe('emergency');
    expect(ids('walking the dog, an adder bit me on the ankle')).toContain('snake-bite');
  });

  it('does not read a bite in a film or book, nor a pet bitten, as a person bitten', () => {
    expect(
      ids('watching a film where the hero is bitten by a cobra, how fast does venom work in real life'),
    ).not.toContain('snake-bite');
    expect(ids('in the book the girl is bitten by a viper')).not.toContain('snake-bite');
    expect(ids('my dog got bitten by a snake on our walk, vet says he will be fine')).not.toContain(
      'snake-bite',
    );
    expect(ids('an adder bit our spaniel on the nose')).not.toContain('snake-bite');
    expect(ids('my dog has a snake bite on his leg')).not.toContain('snake-bite');
    expect(ids('the snake went for me but missed, just scared')).toEqual([]);
  });
});

describe('carbon monoxide told by a flame or a household count (found over HTTP after the review)', () => {
  it('reads a yellow or orange flame and everyone ill at once as clues', () => {
    expect(
      triage(
        'Our flat 4 peoples all have headache strong since days, now my brother fell down in kitchen, he wake up but he not understand where he is. The boiler flame is orange not blue.',
        { age: 29 },
      ),
    ).toBe('emergency');
    expect(triage('the flame on our gas fire is yellow and we all have headaches', { age: 40 })).toBe(
      'urgent-care',
    );
    expect(
      triage('all 3 of us have headache and feel sick since the heating went on, boiler is old', { age: 35 }),
    ).toBe('urgent-care');
  });

  it('does not read a shared headache without a fuel appliance as carbon monoxide', () => {
    expect(ids('we all have a headache after the party lol')).toEqual([]);
    expect(ids('everyone in the office has a headache today')).toEqual([]);
    expect(ids('the candle flame is orange and pretty')).toEqual([]);
  });
});
