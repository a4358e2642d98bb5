import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../support/triage.ts';

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
