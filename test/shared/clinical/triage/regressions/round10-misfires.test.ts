import { describe, expect, it } from 'vitest';
import { ids, triage } from '../../../../support/triage.ts';

/**
 * Round ten misfires (helper G): the hostile review of round ten found new patterns firing on words
 * that were not the finding (a "car crash video", a Scottish "long lie", "stopped drinking soda",
 * "Alexa's voice", a knitting "cast on"…). Each narrowing is tested both ways: the misfires must no
 * longer raise the rule (the level is then whatever the older rules give), and genuine presentations
 * of the same rule in other words must still raise it.
 */

describe('a neck injury after a dangerous mechanism (neck-injury-dangerous-mechanism)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids("I'm a physio, how do I treat whiplash after a car crash?", { age: 35, sex: 'female' }),
    ).not.toContain('neck-injury-dangerous-mechanism');
    expect(
      triage("I'm a physio, how do I treat whiplash after a car crash?", { age: 35, sex: 'female' }),
    ).toBe('self-care');
    expect(
      ids('my presentation was a total car crash and now I have a stiff neck from stress', {
        age: 35,
        sex: 'male',
      }),
    ).not.toContain('neck-injury-dangerous-mechanism');
    expect(
      triage('my presentation was a total car crash and now I have a stiff neck from stress', {
        age: 35,
        sex: 'male',
      }),
    ).toBe('self-care');
    expect(ids('I watched a car crash video and my neck is stiff', { age: 35, sex: 'male' })).not.toContain(
      'neck-injury-dangerous-mechanism',
    );
    expect(triage('I watched a car crash video and my neck is stiff', { age: 35, sex: 'male' })).toBe(
      'self-care',
    );
    expect(
      ids("my neck hurts, I've been playing car crash games all day", { age: 30, sex: 'female' }),
    ).not.toContain('neck-injury-dangerous-mechanism');
    expect(
      triage("my neck hurts, I've been playing car crash games all day", { age: 30, sex: 'female' }),
    ).toBe('see-a-doctor');
    expect(ids('car accident when I was 18, neck pain flares up', { age: 35, sex: 'male' })).not.toContain(
      'neck-injury-dangerous-mechanism',
    );
    expect(triage('car accident when I was 18, neck pain flares up', { age: 35, sex: 'male' })).toBe(
      'self-care',
    );
    expect(ids('the rta was in 2019, still neck pain', { age: 35, sex: 'male' })).not.toContain(
      'neck-injury-dangerous-mechanism',
    );
    expect(triage('the rta was in 2019, still neck pain', { age: 35, sex: 'male' })).toBe('self-care');
    expect(
      ids('my friend crashed his car, how can I support him? I have neck pain from stress', {
        age: 35,
        sex: 'female',
      }),
    ).not.toContain('neck-injury-dangerous-mechanism');
    expect(
      triage('my friend crashed his car, how can I support him? I have neck pain from stress', {
        age: 35,
        sex: 'female',
      }),
    ).toBe('self-care');
    expect(ids("I'm a paramedic, what's the protocol for neck pain after an RTC?", {})).not.toContain(
      'neck-injury-dangerous-mechanism',
    );
    expect(triage("I'm a paramedic, what's the protocol for neck pain after an RTC?", {})).toBe('self-care');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('fell off a ladder this morning and my neck is really sore', {})).toContain(
      'neck-injury-dangerous-mechanism',
    );
    expect(triage('fell off a ladder this morning and my neck is really sore', {})).toBe('emergency');
    expect(ids('car crash this morning, neck is stiff and sore', {})).toContain(
      'neck-injury-dangerous-mechanism',
    );
    expect(triage('car crash this morning, neck is stiff and sore', {})).toBe('emergency');
    expect(ids('my son crashed his bike an hour ago and his neck hurts', {})).toContain(
      'neck-injury-dangerous-mechanism',
    );
    expect(triage('my son crashed his bike an hour ago and his neck hurts', {})).toBe('emergency');
    expect(ids('rta 2 hours ago, c-spine tenderness', {})).toContain('neck-injury-dangerous-mechanism');
    expect(triage('rta 2 hours ago, c-spine tenderness', {})).toBe('emergency');
    expect(ids('I was rear-ended on the motorway at 70mph yesterday, neck pain', {})).toContain(
      'neck-injury-dangerous-mechanism',
    );
    expect(triage('I was rear-ended on the motorway at 70mph yesterday, neck pain', {})).toBe('emergency');
    expect(ids('my friend crashed his car with me in it, now my neck hurts', {})).toContain(
      'neck-injury-dangerous-mechanism',
    );
    expect(triage('my friend crashed his car with me in it, now my neck hurts', {})).toBe('emergency');
  });
});

describe('a long lie after a fall (long-lie-after-fall)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids('had a long lie on Sunday and now I have a headache', { age: 35, sex: 'female' }),
    ).not.toContain('long-lie-after-fall');
    expect(triage('had a long lie on Sunday and now I have a headache', { age: 35, sex: 'female' })).toBe(
      'self-care',
    );
    expect(
      ids("I've got a long lie planned for tomorrow since it's my day off", { age: 85, sex: 'female' }),
    ).not.toContain('long-lie-after-fall');
    expect(
      triage("I've got a long lie planned for tomorrow since it's my day off", { age: 85, sex: 'female' }),
    ).toBe('see-a-doctor');
    expect(
      ids('I fell asleep on the floor for hours after a party and my arm is numb', {
        age: 35,
        sex: 'female',
      }),
    ).not.toContain('long-lie-after-fall');
    expect(
      triage('I fell asleep on the floor for hours after a party and my arm is numb', {
        age: 35,
        sex: 'female',
      }),
    ).toBe('see-a-doctor');
    expect(ids('my dog fell asleep on the floor for hours', { age: 80, sex: 'female' })).not.toContain(
      'long-lie-after-fall',
    );
    expect(triage('my dog fell asleep on the floor for hours', { age: 80, sex: 'female' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids("I can't get my toddler up off the floor, he throws tantrums", { age: 35, sex: 'female' }),
    ).not.toContain('long-lie-after-fall');
    expect(
      triage("I can't get my toddler up off the floor, he throws tantrums", { age: 35, sex: 'female' }),
    ).toBe('see-a-doctor');
    expect(
      ids("my baby can't get up off the floor by herself yet, is she delayed?", { age: 80, sex: 'female' }),
    ).not.toContain('long-lie-after-fall');
    expect(
      triage("my baby can't get up off the floor by herself yet, is she delayed?", {
        age: 80,
        sex: 'female',
      }),
    ).toBe('urgent-care');
    expect(
      ids("I can't get up off the floor without holding onto furniture, arthritis in my knees", {
        age: 80,
        sex: 'female',
      }),
    ).not.toContain('long-lie-after-fall');
    expect(
      triage("I can't get up off the floor without holding onto furniture, arthritis in my knees", {
        age: 80,
        sex: 'female',
      }),
    ).toBe('urgent-care');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('mum had a fall and we cannot get her up off the floor', { age: 80 })).toContain(
      'long-lie-after-fall',
    );
    expect(triage('mum had a fall and we cannot get her up off the floor', { age: 80 })).toBe('emergency');
    expect(ids('my dad fell and has been on the floor for hours', { age: 80 })).toContain(
      'long-lie-after-fall',
    );
    expect(triage('my dad fell and has been on the floor for hours', { age: 80 })).toBe('emergency');
    expect(ids('grandma had a long lie, found this morning after falling last night', { age: 80 })).toContain(
      'long-lie-after-fall',
    );
    expect(triage('grandma had a long lie, found this morning after falling last night', { age: 80 })).toBe(
      'emergency',
    );
    expect(ids("I fell in the bathroom and can't get up off the floor", { age: 80 })).toContain(
      'long-lie-after-fall',
    );
    expect(triage("I fell in the bathroom and can't get up off the floor", { age: 80 })).toBe('emergency');
    expect(ids("I can't get my husband up off the floor after he fell", { age: 80 })).toContain(
      'long-lie-after-fall',
    );
    expect(triage("I can't get my husband up off the floor after he fell", { age: 80 })).toBe('emergency');
    expect(ids("I can't get my toddler up off the floor, he fell and is screaming", {})).toContain(
      'long-lie-after-fall',
    );
    expect(triage("I can't get my toddler up off the floor, he fell and is screaming", {})).toBe('emergency');
  });
});

describe('a head injury with danger signs (head-injury)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids("my hair is falling out on top of my head and I'm always sleepy", { age: 45, sex: 'female' }),
    ).not.toContain('head-injury');
    expect(
      triage("my hair is falling out on top of my head and I'm always sleepy", { age: 45, sex: 'female' }),
    ).toBe('see-a-doctor');
    expect(
      ids('bird poo landed on my head lol, also feeling sleepy', { age: 45, sex: 'female' }),
    ).not.toContain('head-injury');
    expect(triage('bird poo landed on my head lol, also feeling sleepy', { age: 45, sex: 'female' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids('bumped my head on a cupboard door, no other symptoms, just a bit sleepy because it is late', {
        age: 40,
        sex: 'male',
      }),
    ).not.toContain('head-injury');
    expect(
      triage('bumped my head on a cupboard door, no other symptoms, just a bit sleepy because it is late', {
        age: 40,
        sex: 'male',
      }),
    ).toBe('see-a-doctor');
    expect(
      ids("he bumped his head on the table this morning, he's fine, now he's sleepy at nap time", { age: 3 }),
    ).not.toContain('head-injury');
    expect(
      triage("he bumped his head on the table this morning, he's fine, now he's sleepy at nap time", {
        age: 3,
      }),
    ).toBe('see-a-doctor');
    expect(
      ids("hit my head on the car door last month, I'm sleepy on my new sertraline", {
        age: 45,
        sex: 'female',
      }),
    ).not.toContain('head-injury');
    expect(
      triage("hit my head on the car door last month, I'm sleepy on my new sertraline", {
        age: 45,
        sex: 'female',
      }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('fell and hit my head, I take warfarin', {})).toContain('head-injury');
    expect(triage('fell and hit my head, I take warfarin', {})).toBe('emergency');
    expect(ids('bumped his head on the table and now he is very sleepy', { age: 3 })).toContain(
      'head-injury',
    );
    expect(triage('bumped his head on the table and now he is very sleepy', { age: 3 })).toBe('emergency');
    expect(ids("hit my head on a shelf an hour ago and I'm drowsy", {})).toContain('head-injury');
    expect(triage("hit my head on a shelf an hour ago and I'm drowsy", {})).toBe('emergency');
    expect(ids('fell off the swing and landed on his head, now drowsy', { age: 6 })).toContain('head-injury');
    expect(triage('fell off the swing and landed on his head, now drowsy', { age: 6 })).toBe('emergency');
    expect(ids("hit his head, he's sleepy and it's not his nap time", { age: 3 })).toContain('head-injury');
    expect(triage("hit his head, he's sleepy and it's not his nap time", { age: 3 })).toBe('emergency');
    expect(ids('banged my head this morning, headache getting worse despite paracetamol', {})).toContain(
      'head-injury',
    );
    expect(triage('banged my head this morning, headache getting worse despite paracetamol', {})).toBe(
      'emergency',
    );
  });
});

describe('an overdose told loosely (overdose-poisoning)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids('took a lot of painkillers this month for headaches, maybe medication overuse?', {
        age: 35,
        sex: 'female',
      }),
    ).not.toContain('overdose-poisoning');
    expect(
      triage('took a lot of painkillers this month for headaches, maybe medication overuse?', {
        age: 35,
        sex: 'female',
      }),
    ).toBe('see-a-doctor');
    expect(
      ids('my husband took a lot of Tylenol over the weekend for his back, 2 every 6 hours', {
        age: 40,
        sex: 'female',
      }),
    ).not.toContain('overdose-poisoning');
    expect(
      triage('my husband took a lot of Tylenol over the weekend for his back, 2 every 6 hours', {
        age: 40,
        sex: 'female',
      }),
    ).toBe('see-a-doctor');
    expect(
      ids('took the rest of my tablets today, finished the course', { age: 35, sex: 'female' }),
    ).not.toContain('overdose-poisoning');
    expect(triage('took the rest of my tablets today, finished the course', { age: 35, sex: 'female' })).toBe(
      'see-a-doctor',
    );
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids("took a load of her mum's pills", {})).toContain('overdose-poisoning');
    expect(triage("took a load of her mum's pills", {})).toBe('emergency');
    expect(ids('necked a handful of tablets after a row', {})).toContain('overdose-poisoning');
    expect(triage('necked a handful of tablets after a row', {})).toBe('emergency');
    expect(ids('took the whole packet of paracetamol', {})).toContain('overdose-poisoning');
    expect(triage('took the whole packet of paracetamol', {})).toBe('emergency');
    expect(ids('popped a load of painkillers an hour ago, feel sick', {})).toContain('overdose-poisoning');
    expect(triage('popped a load of painkillers an hour ago, feel sick', {})).toBe('emergency');
    expect(ids('took the rest of my sleeping tablets tonight', {})).toContain('overdose-poisoning');
    expect(triage('took the rest of my sleeping tablets tonight', {})).toBe('emergency');
    expect(
      ids('took loads of co-codamol over the weekend for toothache, way more than 8 a day', {}),
    ).toContain('overdose-poisoning');
    expect(triage('took loads of co-codamol over the weekend for toothache, way more than 8 a day', {})).toBe(
      'emergency',
    );
  });
});

describe('severe alcohol withdrawal (alcohol-withdrawal-severe)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids("stopped drinking energy drinks and I'm seeing things when I close my eyes", {
        age: 45,
        sex: 'male',
      }),
    ).not.toContain('alcohol-withdrawal-severe');
    expect(
      triage("stopped drinking energy drinks and I'm seeing things when I close my eyes", {
        age: 45,
        sex: 'male',
      }),
    ).toBe('see-a-doctor');
    expect(
      ids("quit drinking soda and I'm hallucinating about cake", { age: 45, sex: 'male' }),
    ).not.toContain('alcohol-withdrawal-severe');
    expect(triage("quit drinking soda and I'm hallucinating about cake", { age: 45, sex: 'male' })).toBe(
      'urgent-care',
    );
    expect(
      ids('stopped drinking fizzy drinks, seeing things differently now lol', { age: 45, sex: 'male' }),
    ).not.toContain('alcohol-withdrawal-severe');
    expect(
      triage('stopped drinking fizzy drinks, seeing things differently now lol', { age: 45, sex: 'male' }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('stopped drinking 2 days ago and now seeing things', {})).toContain(
      'alcohol-withdrawal-severe',
    );
    expect(triage('stopped drinking 2 days ago and now seeing things', {})).toBe('emergency');
    expect(
      ids(
        "he quit drinking on monday after years of a bottle of vodka a day, now he's seeing bugs crawling on the walls",
        {},
      ),
    ).toContain('alcohol-withdrawal-severe');
    expect(
      triage(
        "he quit drinking on monday after years of a bottle of vodka a day, now he's seeing bugs crawling on the walls",
        {},
      ),
    ).toBe('emergency');
    expect(ids('stopped the booze 3 days ago, shaking and hallucinating', {})).toContain(
      'alcohol-withdrawal-severe',
    );
    expect(triage('stopped the booze 3 days ago, shaking and hallucinating', {})).toBe('emergency');
    expect(ids('stopped drinking beer 2 days ago, seeing things', {})).toContain('alcohol-withdrawal-severe');
    expect(triage('stopped drinking beer 2 days ago, seeing things', {})).toBe('emergency');
    expect(ids('stopped drinking and energy drinks too, now hallucinating', {})).toContain(
      'alcohol-withdrawal-severe',
    );
    expect(triage('stopped drinking and energy drinks too, now hallucinating', {})).toBe('emergency');
  });
});

describe('voices telling the person to harm (psychosis-risk-of-harm)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(ids('my inner voice keeps telling me to hit the gym', { age: 30, sex: 'female' })).not.toContain(
      'psychosis-risk-of-harm',
    );
    expect(triage('my inner voice keeps telling me to hit the gym', { age: 30, sex: 'female' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids("inner voice telling me to punch the wall when I'm angry", { age: 30, sex: 'female' }),
    ).not.toContain('psychosis-risk-of-harm');
    expect(
      triage("inner voice telling me to punch the wall when I'm angry", { age: 30, sex: 'female' }),
    ).toBe('see-a-doctor');
    expect(ids("Alexa's voice keeps telling me to end the call", { age: 30, sex: 'male' })).not.toContain(
      'psychosis-risk-of-harm',
    );
    expect(triage("Alexa's voice keeps telling me to end the call", { age: 30, sex: 'male' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids('the voices in the song tell you to jump, is that a bad lyric to play for kids', {
        age: 45,
        sex: 'male',
      }),
    ).not.toContain('psychosis-risk-of-harm');
    expect(
      triage('the voices in the song tell you to jump, is that a bad lyric to play for kids', {
        age: 45,
        sex: 'male',
      }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('I am hearing voices telling me to hurt people', {})).toContain('psychosis-risk-of-harm');
    expect(triage('I am hearing voices telling me to hurt people', {})).toBe('emergency');
    expect(ids('the voices keep telling me to kill my wife', {})).toContain('psychosis-risk-of-harm');
    expect(triage('the voices keep telling me to kill my wife', {})).toBe('emergency');
    expect(ids('voices in my head tell me to hurt my baby', {})).toContain('psychosis-risk-of-harm');
    expect(triage('voices in my head tell me to hurt my baby', {})).toBe('emergency');
    expect(ids('a voice on the radio is telling me to kill my neighbour', {})).toContain(
      'psychosis-risk-of-harm',
    );
    expect(triage('a voice on the radio is telling me to kill my neighbour', {})).toBe('emergency');
    expect(ids('the voices from the tv tell me to hurt my kids', {})).toContain('psychosis-risk-of-harm');
    expect(triage('the voices from the tv tell me to hurt my kids', {})).toBe('emergency');
    expect(ids('the voice tells me to hit people', {})).toContain('psychosis-risk-of-harm');
    expect(triage('the voice tells me to hit people', {})).toBe('emergency');
  });
});

describe('grandiose beliefs and mania (psychosis-or-mania)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(ids("my wife thinks she's the queen of the kitchen", { age: 45, sex: 'male' })).not.toContain(
      'psychosis-or-mania',
    );
    expect(triage("my wife thinks she's the queen of the kitchen", { age: 45, sex: 'male' })).toBe(
      'see-a-doctor',
    );
    expect(ids("my dad thinks he's the king of the castle", { age: 30, sex: 'female' })).not.toContain(
      'psychosis-or-mania',
    );
    expect(triage("my dad thinks he's the king of the castle", { age: 30, sex: 'female' })).toBe(
      'see-a-doctor',
    );
    expect(ids('my son says he is invincible on his scooter', { age: 45, sex: 'male' })).not.toContain(
      'psychosis-or-mania',
    );
    expect(triage('my son says he is invincible on his scooter', { age: 45, sex: 'male' })).toBe(
      'see-a-doctor',
    );
    expect(ids("my son thinks he's invincible, typical teenager", { age: 30, sex: 'female' })).not.toContain(
      'psychosis-or-mania',
    );
    expect(triage("my son thinks he's invincible, typical teenager", { age: 30, sex: 'female' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids('my daughter thinks she has special powers since reading Harry Potter', { age: 45, sex: 'male' }),
    ).not.toContain('psychosis-or-mania');
    expect(
      triage('my daughter thinks she has special powers since reading Harry Potter', {
        age: 45,
        sex: 'male',
      }),
    ).toBe('see-a-doctor');
    expect(ids("my boyfriend says he's god's gift to women", { age: 30, sex: 'female' })).not.toContain(
      'psychosis-or-mania',
    );
    expect(triage("my boyfriend says he's god's gift to women", { age: 30, sex: 'female' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids("I talk fast when I'm nervous and I haven't slept well before my exams", {
        age: 30,
        sex: 'female',
      }),
    ).not.toContain('psychosis-or-mania');
    expect(
      triage("I talk fast when I'm nervous and I haven't slept well before my exams", {
        age: 30,
        sex: 'female',
      }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(
      ids('my brother is convinced the people next door are spying on him and he hears voices', {}),
    ).toContain('psychosis-or-mania');
    expect(
      triage('my brother is convinced the people next door are spying on him and he hears voices', {}),
    ).toBe('urgent-care');
    expect(ids("my dad thinks he's the king of england and has been spending thousands", {})).toContain(
      'psychosis-or-mania',
    );
    expect(triage("my dad thinks he's the king of england and has been spending thousands", {})).toBe(
      'urgent-care',
    );
    expect(ids('she believes she has special powers and can read minds', {})).toContain('psychosis-or-mania');
    expect(triage('she believes she has special powers and can read minds', {})).toBe('urgent-care');
    expect(ids("my son thinks he's invincible and walked into traffic", {})).toContain('psychosis-or-mania');
    expect(triage("my son thinks he's invincible and walked into traffic", {})).toBe('urgent-care');
    expect(ids("talking really fast and hasn't slept for 4 days", {})).toContain('psychosis-or-mania');
    expect(triage("talking really fast and hasn't slept for 4 days", {})).toBe('urgent-care');
    expect(ids("my husband says he is god and hasn't slept", {})).toContain('psychosis-or-mania');
    expect(triage("my husband says he is god and hasn't slept", {})).toBe('urgent-care');
  });
});

describe('acute urinary retention (acute-urinary-retention)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(ids("I can't pee at all in front of others", { age: 70, sex: 'male' })).not.toContain(
      'acute-urinary-retention',
    );
    expect(triage("I can't pee at all in front of others", { age: 70, sex: 'male' })).toBe('urgent-care');
    expect(ids("I can't pee at all when I'm nervous", { age: 70, sex: 'male' })).not.toContain(
      'acute-urinary-retention',
    );
    expect(triage("I can't pee at all when I'm nervous", { age: 70, sex: 'male' })).toBe('urgent-care');
    expect(
      ids("I can't pee at all at festivals because the toilets are gross", { age: 40, sex: 'male' }),
    ).not.toContain('acute-urinary-retention');
    expect(
      triage("I can't pee at all at festivals because the toilets are gross", { age: 40, sex: 'male' }),
    ).toBe('urgent-care');
    expect(
      ids("I couldn't pee for hours on the long flight because the toilet was broken, now fine", {
        age: 60,
        sex: 'male',
      }),
    ).not.toContain('acute-urinary-retention');
    expect(
      triage("I couldn't pee for hours on the long flight because the toilet was broken, now fine", {
        age: 60,
        sex: 'male',
      }),
    ).toBe('urgent-care');
    expect(
      ids("couldn't urinate at all during my camping trip because no toilets, now fine", {
        age: 60,
        sex: 'male',
      }),
    ).not.toContain('acute-urinary-retention');
    expect(
      triage("couldn't urinate at all during my camping trip because no toilets, now fine", {
        age: 60,
        sex: 'male',
      }),
    ).toBe('urgent-care');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('I cannot pee at all since last night', { age: 70 })).toContain('acute-urinary-retention');
    expect(triage('I cannot pee at all since last night', { age: 70 })).toBe('emergency');
    expect(ids("can't pee at all and my bladder is bursting", { age: 70 })).toContain(
      'acute-urinary-retention',
    );
    expect(triage("can't pee at all and my bladder is bursting", { age: 70 })).toBe('emergency');
    expect(
      ids("I haven't been able to wee for 10 hours and my lower tummy is swollen", { age: 70 }),
    ).toContain('acute-urinary-retention');
    expect(triage("I haven't been able to wee for 10 hours and my lower tummy is swollen", { age: 70 })).toBe(
      'emergency',
    );
    expect(
      ids("I can't pee at all, been trying since this morning, the toilet is right here", { age: 70 }),
    ).toContain('acute-urinary-retention');
    expect(
      triage("I can't pee at all, been trying since this morning, the toilet is right here", { age: 70 }),
    ).toBe('emergency');
  });
});

describe('priapism (priapism)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids('my erection problems are not going away despite viagra', { age: 40, sex: 'male' }),
    ).not.toContain('priapism');
    expect(triage('my erection problems are not going away despite viagra', { age: 40, sex: 'male' })).toBe(
      'see-a-doctor',
    );
    expect(ids("what happens if my erection won't go away?", { age: 70, sex: 'male' })).not.toContain(
      'priapism',
    );
    expect(triage("what happens if my erection won't go away?", { age: 70, sex: 'male' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids(
        'the viagra leaflet says see a doctor if an erection lasts more than 4 hours, what does that mean',
        { age: 60, sex: 'male' },
      ),
    ).not.toContain('priapism');
    expect(
      triage(
        'the viagra leaflet says see a doctor if an erection lasts more than 4 hours, what does that mean',
        { age: 60, sex: 'male' },
      ),
    ).toBe('see-a-doctor');
    expect(
      ids("erection doesn't go away quickly after sex, is that normal", { age: 60, sex: 'male' }),
    ).not.toContain('priapism');
    expect(
      triage("erection doesn't go away quickly after sex, is that normal", { age: 60, sex: 'male' }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('my erection will not go down, it has been 5 hours', {})).toContain('priapism');
    expect(triage('my erection will not go down, it has been 5 hours', {})).toBe('emergency');
    expect(ids("erection won't go away and it's really painful", {})).toContain('priapism');
    expect(triage("erection won't go away and it's really painful", {})).toBe('emergency');
    expect(ids('had an erection for 4 hours after taking viagra', {})).toContain('priapism');
    expect(triage('had an erection for 4 hours after taking viagra', {})).toBe('emergency');
    expect(ids("I've had a hard on since last night that won't go down", {})).toContain('priapism');
    expect(triage("I've had a hard on since last night that won't go down", {})).toBe('emergency');
    expect(ids('my erection is not going away, it hurts', {})).toContain('priapism');
    expect(triage('my erection is not going away, it hurts', {})).toBe('emergency');
  });
});

describe('paraphimosis (paraphimosis)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids("my foreskin won't pull back over the head when erect, is that phimosis?", {
        age: 40,
        sex: 'male',
      }),
    ).not.toContain('paraphimosis');
    expect(
      triage("my foreskin won't pull back over the head when erect, is that phimosis?", {
        age: 40,
        sex: 'male',
      }),
    ).toBe('see-a-doctor');
    expect(
      ids("foreskin doesn't go back over after washing but I manage to ease it eventually", {
        age: 60,
        sex: 'male',
      }),
    ).not.toContain('paraphimosis');
    expect(
      triage("foreskin doesn't go back over after washing but I manage to ease it eventually", {
        age: 60,
        sex: 'male',
      }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids("my foreskin is stuck pulled back and won't go forward, the head is swollen", {})).toContain(
      'paraphimosis',
    );
    expect(triage("my foreskin is stuck pulled back and won't go forward, the head is swollen", {})).toBe(
      'emergency',
    );
    expect(
      ids("pulled my foreskin back and now I can't get it back over the head, it's really swollen", {}),
    ).toContain('paraphimosis');
    expect(
      triage("pulled my foreskin back and now I can't get it back over the head, it's really swollen", {}),
    ).toBe('emergency');
    expect(ids("his foreskin won't go back down over the tip and it's swelling", { age: 8 })).toContain(
      'paraphimosis',
    );
    expect(triage("his foreskin won't go back down over the tip and it's swelling", { age: 8 })).toBe(
      'emergency',
    );
  });
});

describe('something stuck in the throat (throat-object-stuck)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids('a piece of chicken got stuck in my throat but it went down with water', {
        age: 30,
        sex: 'female',
      }),
    ).not.toContain('throat-object-stuck');
    expect(
      triage('a piece of chicken got stuck in my throat but it went down with water', {
        age: 30,
        sex: 'female',
      }),
    ).toBe('see-a-doctor');
    expect(
      ids('bit of food stuck in my throat earlier, I coughed and it came up', { age: 30, sex: 'male' }),
    ).not.toContain('throat-object-stuck');
    expect(
      triage('bit of food stuck in my throat earlier, I coughed and it came up', { age: 30, sex: 'male' }),
    ).toBe('self-care');
    expect(
      ids('piece of apple got stuck in my throat, coughed it out, now fine', { age: 8, sex: 'male' }),
    ).not.toContain('throat-object-stuck');
    expect(
      triage('piece of apple got stuck in my throat, coughed it out, now fine', { age: 8, sex: 'male' }),
    ).toBe('self-care');
    expect(
      ids('food gets stuck in my throat now and then, I have reflux', { age: 30, sex: 'male' }),
    ).not.toContain('throat-object-stuck');
    expect(triage('food gets stuck in my throat now and then, I have reflux', { age: 30, sex: 'male' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids("feels like there's a bone stuck in my throat but I can swallow fine", { age: 8, sex: 'male' }),
    ).not.toContain('throat-object-stuck');
    expect(
      triage("feels like there's a bone stuck in my throat but I can swallow fine", { age: 8, sex: 'male' }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('a fish bone is stuck in my throat', {})).toContain('throat-object-stuck');
    expect(triage('a fish bone is stuck in my throat', {})).toBe('emergency');
    expect(ids('a chicken bone got stuck in my throat earlier and it is still there', {})).toContain(
      'throat-object-stuck',
    );
    expect(triage('a chicken bone got stuck in my throat earlier and it is still there', {})).toBe(
      'emergency',
    );
    expect(ids("food stuck in my throat, it hasn't gone down for 2 hours", {})).toContain(
      'throat-object-stuck',
    );
    expect(triage("food stuck in my throat, it hasn't gone down for 2 hours", {})).toBe('emergency');
    expect(ids("meat stuck in my throat, tried water but it won't go down", {})).toContain(
      'throat-object-stuck',
    );
    expect(triage("meat stuck in my throat, tried water but it won't go down", {})).toBe('emergency');
    expect(ids("there's a bone stuck in my throat", {})).toContain('throat-object-stuck');
    expect(triage("there's a bone stuck in my throat", {})).toBe('emergency');
  });
});

describe('adrenal crisis risk (adrenal-crisis-risk)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(ids("my dog has Addison's disease and she's vomiting", { age: 40, sex: 'female' })).not.toContain(
      'adrenal-crisis-risk',
    );
    expect(triage("my dog has Addison's disease and she's vomiting", { age: 40, sex: 'female' })).toBe(
      'self-care',
    );
    expect(
      ids('my cat is on long term steroids and is being sick', { age: 60, sex: 'female' }),
    ).not.toContain('adrenal-crisis-risk');
    expect(triage('my cat is on long term steroids and is being sick', { age: 60, sex: 'female' })).toBe(
      'self-care',
    );
    expect(
      ids('I use steroids on my skin for years, got norovirus and vomiting', { age: 40, sex: 'female' }),
    ).not.toContain('adrenal-crisis-risk');
    expect(
      triage('I use steroids on my skin for years, got norovirus and vomiting', { age: 40, sex: 'female' }),
    ).toBe('see-a-doctor');
    expect(
      ids('took steroids for years as a kid for asthma, now an adult with food poisoning and vomiting', {
        age: 55,
        sex: 'female',
      }),
    ).not.toContain('adrenal-crisis-risk');
    expect(
      triage('took steroids for years as a kid for asthma, now an adult with food poisoning and vomiting', {
        age: 55,
        sex: 'female',
      }),
    ).toBe('see-a-doctor');
    expect(
      ids('I took steroids for months in 2015, now vomiting with a bug', { age: 40, sex: 'female' }),
    ).not.toContain('adrenal-crisis-risk');
    expect(
      triage('I took steroids for months in 2015, now vomiting with a bug', { age: 40, sex: 'female' }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids("I have Addison's and I have been vomiting since this morning", {})).toContain(
      'adrenal-crisis-risk',
    );
    expect(triage("I have Addison's and I have been vomiting since this morning", {})).toBe('emergency');
    expect(
      ids("on prednisolone for years for my lungs, now vomiting and can't keep tablets down", {}),
    ).toContain('adrenal-crisis-risk');
    expect(
      triage("on prednisolone for years for my lungs, now vomiting and can't keep tablets down", {}),
    ).toBe('emergency');
    expect(ids("my mum has Addison's disease and is drowsy and being sick", {})).toContain(
      'adrenal-crisis-risk',
    );
    expect(triage("my mum has Addison's disease and is drowsy and being sick", {})).toBe('emergency');
    expect(ids("I've taken steroid tablets for years, now vomiting", {})).toContain('adrenal-crisis-risk');
    expect(triage("I've taken steroid tablets for years, now vomiting", {})).toBe('emergency');
    expect(ids("my dog has Addison's; I'm also on long term steroids and vomiting", {})).toContain(
      'adrenal-crisis-risk',
    );
    expect(triage("my dog has Addison's; I'm also on long term steroids and vomiting", {})).toBe('emergency');
  });
});

describe('compartment syndrome (compartment-syndrome)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(ids('what is compartment syndrome?', { age: 45, sex: 'female' })).not.toContain(
      'compartment-syndrome',
    );
    expect(triage('what is compartment syndrome?', { age: 45, sex: 'female' })).toBe('see-a-doctor');
    expect(
      ids('is my pain out of proportion for a sprained ankle?', { age: 30, sex: 'female' }),
    ).not.toContain('compartment-syndrome');
    expect(triage('is my pain out of proportion for a sprained ankle?', { age: 30, sex: 'female' })).toBe(
      'self-care',
    );
    expect(
      ids('when I knit and cast on, my fingers go numb and tingle', { age: 30, sex: 'female' }),
    ).not.toContain('compartment-syndrome');
    expect(triage('when I knit and cast on, my fingers go numb and tingle', { age: 30, sex: 'female' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids('fishing cast went wrong, hook in my hand, fingers numb', { age: 30, sex: 'female' }),
    ).not.toContain('compartment-syndrome');
    expect(triage('fishing cast went wrong, hook in my hand, fingers numb', { age: 30, sex: 'female' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids('cast iron pan fell on my foot, toes numb and cold', { age: 30, sex: 'female' }),
    ).not.toContain('compartment-syndrome');
    expect(triage('cast iron pan fell on my foot, toes numb and cold', { age: 30, sex: 'female' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids(
        'I put a plaster on a cut on my thumb, the skin under the plaster is white and my thumb is tingling',
        { age: 30, sex: 'female' },
      ),
    ).not.toContain('compartment-syndrome');
    expect(
      triage(
        'I put a plaster on a cut on my thumb, the skin under the plaster is white and my thumb is tingling',
        { age: 30, sex: 'female' },
      ),
    ).toBe('see-a-doctor');
    expect(
      ids('my hand feels cold and looks a bit blue after the cast came off', { age: 50, sex: 'female' }),
    ).not.toContain('compartment-syndrome');
    expect(
      triage('my hand feels cold and looks a bit blue after the cast came off', { age: 50, sex: 'female' }),
    ).toBe('see-a-doctor');
    expect(ids("my finger got crushed in the door, it's agony", { age: 12, sex: 'male' })).not.toContain(
      'compartment-syndrome',
    );
    expect(triage("my finger got crushed in the door, it's agony", { age: 12, sex: 'male' })).toBe(
      'see-a-doctor',
    );
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('broke my arm yesterday and the pain is getting worse in my cast', {})).toContain(
      'compartment-syndrome',
    );
    expect(triage('broke my arm yesterday and the pain is getting worse in my cast', {})).toBe('emergency');
    expect(ids('cast is too tight and my fingers are numb and white', {})).toContain('compartment-syndrome');
    expect(triage('cast is too tight and my fingers are numb and white', {})).toBe('emergency');
    expect(ids('leg crushed under a car, calf rock hard and agony', {})).toContain('compartment-syndrome');
    expect(triage('leg crushed under a car, calf rock hard and agony', {})).toBe('emergency');
    expect(ids('cast on wrist, fingers swollen and blue and very painful, getting worse', {})).toContain(
      'compartment-syndrome',
    );
    expect(triage('cast on wrist, fingers swollen and blue and very painful, getting worse', {})).toBe(
      'emergency',
    );
    expect(ids('cast on, fingers numb', {})).toContain('compartment-syndrome');
    expect(triage('cast on, fingers numb', {})).toBe('emergency');
    expect(ids("dropped a weight on my foot, crushed toe, it's agony", {})).toContain('compartment-syndrome');
    expect(triage("dropped a weight on my foot, crushed toe, it's agony", {})).toBe('emergency');
    expect(ids('my fingers are tingling and white under the plaster after my wrist fracture', {})).toContain(
      'compartment-syndrome',
    );
    expect(triage('my fingers are tingling and white under the plaster after my wrist fracture', {})).toBe(
      'emergency',
    );
    expect(ids('I think I have compartment syndrome, my shin is rock hard after football', {})).toContain(
      'compartment-syndrome',
    );
    expect(triage('I think I have compartment syndrome, my shin is rock hard after football', {})).toBe(
      'emergency',
    );
  });
});

describe('a severe drug rash (severe-drug-rash)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids('started new antibiotics, I have an itchy rash, no blisters', { age: 30, sex: 'female' }),
    ).not.toContain('severe-drug-rash');
    expect(
      triage('started new antibiotics, I have an itchy rash, no blisters', { age: 30, sex: 'female' }),
    ).toBe('see-a-doctor');
    expect(
      ids('started new antibiotics yesterday, rash, no blisters or peeling, no mouth sores', {
        age: 25,
        sex: 'female',
      }),
    ).not.toContain('severe-drug-rash');
    expect(
      triage('started new antibiotics yesterday, rash, no blisters or peeling, no mouth sores', {
        age: 25,
        sex: 'female',
      }),
    ).toBe('see-a-doctor');
    expect(
      ids('hand foot and mouth rash with blisters on hands and feet and sore red eyes', { age: 6 }),
    ).not.toContain('severe-drug-rash');
    expect(
      triage('hand foot and mouth rash with blisters on hands and feet and sore red eyes', { age: 6 }),
    ).toBe('self-care');
    expect(ids('chickenpox rash with blisters, and his eyes are red and sore', { age: 6 })).not.toContain(
      'severe-drug-rash',
    );
    expect(triage('chickenpox rash with blisters, and his eyes are red and sore', { age: 6 })).toBe(
      'see-a-doctor',
    );
    expect(ids('heat rash with little blisters, his eyes are red from the pool', { age: 6 })).not.toContain(
      'severe-drug-rash',
    );
    expect(triage('heat rash with little blisters, his eyes are red from the pool', { age: 6 })).toBe(
      'see-a-doctor',
    );
    expect(
      ids('rash on hands is peeling, started new washing up liquid, red sore eyes from hay fever', {
        age: 30,
        sex: 'female',
      }),
    ).not.toContain('severe-drug-rash');
    expect(
      triage('rash on hands is peeling, started new washing up liquid, red sore eyes from hay fever', {
        age: 30,
        sex: 'female',
      }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('two weeks after starting lamotrigine I have a rash and blisters in my mouth', {})).toContain(
      'severe-drug-rash',
    );
    expect(triage('two weeks after starting lamotrigine I have a rash and blisters in my mouth', {})).toBe(
      'emergency',
    );
    expect(
      ids('started lamotrigine 2 weeks ago and now I have a rash with blisters and sore eyes', {}),
    ).toContain('severe-drug-rash');
    expect(
      triage('started lamotrigine 2 weeks ago and now I have a rash with blisters and sore eyes', {}),
    ).toBe('emergency');
    expect(ids('rash that is blistering, sores in my mouth and red eyes', {})).toContain('severe-drug-rash');
    expect(triage('rash that is blistering, sores in my mouth and red eyes', {})).toBe('emergency');
    expect(ids('started new tablets, rash is peeling and my eyes are red and sore', {})).toContain(
      'severe-drug-rash',
    );
    expect(triage('started new tablets, rash is peeling and my eyes are red and sore', {})).toBe('emergency');
  });
});

describe("a baby's abnormal cry (child-abnormal-cry)", () => {
  it("no longer fires on the review's misfires", () => {
    expect(ids("my baby has a high-pitched cry when she's hungry", { age: 0 })).not.toContain(
      'child-abnormal-cry',
    );
    expect(triage("my baby has a high-pitched cry when she's hungry", { age: 0 })).toBe('see-a-doctor');
    expect(ids('baby has a weird cry when she has wind', { age: 0 })).not.toContain('child-abnormal-cry');
    expect(triage('baby has a weird cry when she has wind', { age: 0 })).toBe('see-a-doctor');
    expect(
      ids('baby screams when she has wind and nothing settles her until she burps', { age: 0 }),
    ).not.toContain('child-abnormal-cry');
    expect(triage('baby screams when she has wind and nothing settles her until she burps', { age: 0 })).toBe(
      'see-a-doctor',
    );
    expect(
      ids('baby is crying inconsolably with colic every evening, otherwise fine', { age: 0 }),
    ).not.toContain('child-abnormal-cry');
    expect(triage('baby is crying inconsolably with colic every evening, otherwise fine', { age: 0 })).toBe(
      'see-a-doctor',
    );
    expect(
      ids('my baby was screaming and inconsolable for an hour but now settled and feeding', { age: 0 }),
    ).not.toContain('child-abnormal-cry');
    expect(
      triage('my baby was screaming and inconsolable for an hour but now settled and feeding', { age: 0 }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('my baby has a high-pitched cry', { age: 0 })).toContain('child-abnormal-cry');
    expect(triage('my baby has a high-pitched cry', { age: 0 })).toBe('urgent-care');
    expect(ids("my 3 month old has a high-pitched cry and won't settle", { age: 0 })).toContain(
      'child-abnormal-cry',
    );
    expect(triage("my 3 month old has a high-pitched cry and won't settle", { age: 0 })).toBe('urgent-care');
    expect(ids('my baby has a weird cry, not like her normal cry', { age: 0 })).toContain(
      'child-abnormal-cry',
    );
    expect(triage('my baby has a weird cry, not like her normal cry', { age: 0 })).toBe('urgent-care');
    expect(ids("my 6 week old has been screaming for 3 hours and can't be consoled", { age: 0 })).toContain(
      'child-abnormal-cry',
    );
    expect(triage("my 6 week old has been screaming for 3 hours and can't be consoled", { age: 0 })).toBe(
      'urgent-care',
    );
    expect(ids('baby has a strange cry, not hungry, not windy', { age: 0 })).toContain('child-abnormal-cry');
    expect(triage('baby has a strange cry, not hungry, not windy', { age: 0 })).toBe('urgent-care');
  });
});

describe('a urine infection with rigors (uti-with-fever)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids("I'm shivering, it's cold in the house and my pee smells after asparagus", {
        age: 30,
        sex: 'female',
      }),
    ).not.toContain('uti-with-fever');
    expect(
      triage("I'm shivering, it's cold in the house and my pee smells after asparagus", {
        age: 30,
        sex: 'female',
      }),
    ).toBe('see-a-doctor');
    expect(ids('teeth chattering from the cold, cloudy urine', { age: 30, sex: 'female' })).not.toContain(
      'uti-with-fever',
    );
    expect(triage('teeth chattering from the cold, cloudy urine', { age: 30, sex: 'female' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids('cloudy wee after the gym, feeling cold and shivering after a swim', { age: 35, sex: 'female' }),
    ).not.toContain('uti-with-fever');
    expect(
      triage('cloudy wee after the gym, feeling cold and shivering after a swim', { age: 35, sex: 'female' }),
    ).toBe('see-a-doctor');
    expect(
      ids("my wee smells strong because I had asparagus, I'm cold after cycling in the rain and shivering", {
        age: 35,
        sex: 'female',
      }),
    ).not.toContain('uti-with-fever');
    expect(
      triage(
        "my wee smells strong because I had asparagus, I'm cold after cycling in the rain and shivering",
        { age: 35, sex: 'female' },
      ),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('it burns when I wee and I have a fever', {})).toContain('uti-with-fever');
    expect(triage('it burns when I wee and I have a fever', {})).toBe('urgent-care');
    expect(ids("burning when I pee and I can't stop shivering", {})).toContain('uti-with-fever');
    expect(triage("burning when I pee and I can't stop shivering", {})).toBe('urgent-care');
    expect(ids('cloudy smelly pee, teeth chattering and feel hot and cold', {})).toContain('uti-with-fever');
    expect(triage('cloudy smelly pee, teeth chattering and feel hot and cold', {})).toBe('urgent-care');
    expect(
      ids("UTI and I'm shivering and feel freezing cold even though it's warm in the house", {}),
    ).toContain('uti-with-fever');
    expect(
      triage("UTI and I'm shivering and feel freezing cold even though it's warm in the house", {}),
    ).toBe('urgent-care');
    expect(ids('cloudy smelly urine after the gym, fever and shivering, burning when I pee', {})).toContain(
      'uti-with-fever',
    );
    expect(triage('cloudy smelly urine after the gym, fever and shivering, burning when I pee', {})).toBe(
      'urgent-care',
    );
  });
});

describe('chickenpox with a fever that has come back (chickenpox-fever-returned)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(ids('chickenpox, no fever, back at school', { age: 4 })).not.toContain(
      'chickenpox-fever-returned',
    );
    expect(triage('chickenpox, no fever, back at school', { age: 4 })).toBe('self-care');
    expect(ids("chickenpox, fever gone, he's back at nursery", { age: 4 })).not.toContain(
      'chickenpox-fever-returned',
    );
    expect(triage("chickenpox, fever gone, he's back at nursery", { age: 4 })).toBe('self-care');
    expect(ids('chickenpox, temperature came back normal this morning', { age: 4 })).not.toContain(
      'chickenpox-fever-returned',
    );
    expect(triage('chickenpox, temperature came back normal this morning', { age: 4 })).toBe('self-care');
    expect(
      ids("chickenpox, I'm worried the fever will come back, what should I do?", { age: 4 }),
    ).not.toContain('chickenpox-fever-returned');
    expect(triage("chickenpox, I'm worried the fever will come back, what should I do?", { age: 4 })).toBe(
      'self-care',
    );
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('chickenpox for 5 days and now his temperature has come back', { age: 4 })).toContain(
      'chickenpox-fever-returned',
    );
    expect(triage('chickenpox for 5 days and now his temperature has come back', { age: 4 })).toBe(
      'urgent-care',
    );
    expect(ids('she has chickenpox and the fever came back last night', { age: 4 })).toContain(
      'chickenpox-fever-returned',
    );
    expect(triage('she has chickenpox and the fever came back last night', { age: 4 })).toBe('urgent-care');
    expect(ids('chickenpox spots, his temp is back', { age: 4 })).toContain('chickenpox-fever-returned');
    expect(triage('chickenpox spots, his temp is back', { age: 4 })).toBe('urgent-care');
    expect(ids('chickenpox day 5, fever again today', { age: 4 })).toContain('chickenpox-fever-returned');
    expect(triage('chickenpox day 5, fever again today', { age: 4 })).toBe('urgent-care');
  });
});

describe('critical potassium and sodium told in words (critical-potassium, critical-sodium)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(ids('my potassium was checked on 6.5 and was normal', { age: 60, sex: 'male' })).not.toContain(
      'critical-potassium',
    );
    expect(ids('my potassium was checked on 6.5 and was normal', { age: 60, sex: 'male' })).not.toContain(
      'critical-sodium',
    );
    expect(triage('my potassium was checked on 6.5 and was normal', { age: 60, sex: 'male' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids('had my potassium test at 7.15 this morning, waiting for results', { age: 60, sex: 'male' }),
    ).not.toContain('critical-potassium');
    expect(
      ids('had my potassium test at 7.15 this morning, waiting for results', { age: 60, sex: 'male' }),
    ).not.toContain('critical-sodium');
    expect(
      triage('had my potassium test at 7.15 this morning, waiting for results', { age: 60, sex: 'male' }),
    ).toBe('see-a-doctor');
    expect(ids('my potassium was 6.8 three weeks ago, now 4.5', { age: 50, sex: 'female' })).not.toContain(
      'critical-potassium',
    );
    expect(ids('my potassium was 6.8 three weeks ago, now 4.5', { age: 50, sex: 'female' })).not.toContain(
      'critical-sodium',
    );
    expect(triage('my potassium was 6.8 three weeks ago, now 4.5', { age: 50, sex: 'female' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids('my sodium dropped to 118 when I was in hospital in March, now fine', { age: 60, sex: 'male' }),
    ).not.toContain('critical-potassium');
    expect(
      ids('my sodium dropped to 118 when I was in hospital in March, now fine', { age: 60, sex: 'male' }),
    ).not.toContain('critical-sodium');
    expect(
      triage('my sodium dropped to 118 when I was in hospital in March, now fine', { age: 60, sex: 'male' }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('my potassium was 6.8', {})).toContain('critical-potassium');
    expect(triage('my potassium was 6.8', {})).toBe('urgent-care');
    expect(ids('potassium level came back at 6.9 and I feel weak', {})).toContain('critical-potassium');
    expect(triage('potassium level came back at 6.9 and I feel weak', {})).toBe('urgent-care');
    expect(ids('my potassium was 6.5 yesterday, now 6.9', {})).toContain('critical-potassium');
    expect(triage('my potassium was 6.5 yesterday, now 6.9', {})).toBe('urgent-care');
    expect(ids('Na 118, now 117', {})).toContain('critical-sodium');
    expect(triage('Na 118, now 117', {})).toBe('urgent-care');
    expect(ids('potassium at 7.2 on my blood test today', {})).toContain('critical-potassium');
    expect(triage('potassium at 7.2 on my blood test today', {})).toBe('urgent-care');
    expect(ids('sodium 116 this morning', {})).toContain('critical-sodium');
    expect(triage('sodium 116 this morning', {})).toBe('urgent-care');
  });
});

describe('spreading weakness (spreading-weakness)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids('heat rash spreading up my legs and my feet feel numb from standing all day', {
        age: 40,
        sex: 'male',
      }),
    ).not.toContain('spreading-weakness');
    expect(
      triage('heat rash spreading up my legs and my feet feel numb from standing all day', {
        age: 40,
        sex: 'male',
      }),
    ).toBe('urgent-care');
    expect(ids('my legs feel weak when ascending stairs', { age: 40, sex: 'male' })).not.toContain(
      'spreading-weakness',
    );
    expect(triage('my legs feel weak when ascending stairs', { age: 40, sex: 'male' })).toBe('see-a-doctor');
    expect(
      ids('my legs are weak and wobbly after the marathon today, can hardly walk', { age: 40, sex: 'male' }),
    ).not.toContain('spreading-weakness');
    expect(
      triage('my legs are weak and wobbly after the marathon today, can hardly walk', {
        age: 40,
        sex: 'male',
      }),
    ).toBe('see-a-doctor');
    expect(
      ids("my legs feel heavy and I can't climb the stairs today, I'm 8 months pregnant", {
        age: 40,
        sex: 'male',
      }),
    ).not.toContain('spreading-weakness');
    expect(
      triage("my legs feel heavy and I can't climb the stairs today, I'm 8 months pregnant", {
        age: 40,
        sex: 'male',
      }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('tingling and weakness in both legs creeping up to my knees', {})).toContain(
      'spreading-weakness',
    );
    expect(triage('tingling and weakness in both legs creeping up to my knees', {})).toBe('emergency');
    expect(ids('tingling in both feet for 3 days, now creeping up to my knees', {})).toContain(
      'spreading-weakness',
    );
    expect(triage('tingling in both feet for 3 days, now creeping up to my knees', {})).toBe('emergency');
    expect(ids('both legs have gone weak since yesterday and I keep falling', {})).toContain(
      'spreading-weakness',
    );
    expect(triage('both legs have gone weak since yesterday and I keep falling', {})).toBe('emergency');
    expect(ids('ascending weakness both legs', {})).toContain('spreading-weakness');
    expect(triage('ascending weakness both legs', {})).toBe('emergency');
    expect(ids('my feet have gone numb and it is spreading up both legs, rash too', {})).toContain(
      'spreading-weakness',
    );
    expect(triage('my feet have gone numb and it is spreading up both legs, rash too', {})).toBe('emergency');
    expect(ids('pins and needles in my feet moving up my legs', {})).toContain('spreading-weakness');
    expect(triage('pins and needles in my feet moving up my legs', {})).toBe('emergency');
  });
});

describe('croup with stridor at rest (croup-stridor-at-rest)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids('croupy barking cough, makes a snuffly sound when asleep from his blocked nose', { age: 3 }),
    ).not.toContain('croup-stridor-at-rest');
    expect(
      triage('croupy barking cough, makes a snuffly sound when asleep from his blocked nose', { age: 3 }),
    ).toBe('urgent-care');
    expect(ids('barking cough and a bit wheezy at night when asleep', { age: 3 })).not.toContain(
      'croup-stridor-at-rest',
    );
    expect(triage('barking cough and a bit wheezy at night when asleep', { age: 3 })).toBe('urgent-care');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('barking cough and a noise when breathing in even when resting', { age: 2 })).toContain(
      'croup-stridor-at-rest',
    );
    expect(triage('barking cough and a noise when breathing in even when resting', { age: 2 })).toBe(
      'emergency',
    );
    expect(ids('croup, harsh high-pitched noise breathing in while asleep', { age: 3 })).toContain(
      'croup-stridor-at-rest',
    );
    expect(triage('croup, harsh high-pitched noise breathing in while asleep', { age: 3 })).toBe('emergency');
    expect(
      ids('croupy cough with a snotty nose, and a harsh noise breathing in even when calm', { age: 3 }),
    ).toContain('croup-stridor-at-rest');
    expect(
      triage('croupy cough with a snotty nose, and a harsh noise breathing in even when calm', { age: 3 }),
    ).toBe('emergency');
    expect(ids('barking cough, noisy breathing even when asleep', { age: 3 })).toContain(
      'croup-stridor-at-rest',
    );
    expect(triage('barking cough, noisy breathing even when asleep', { age: 3 })).toBe('emergency');
  });
});

describe('an eye injury with danger signs (eye-injury-serious)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids('splashed some shampoo in my eye in the shower, vision was a bit blurry for a minute', {
        age: 30,
        sex: 'male',
      }),
    ).not.toContain('eye-injury-serious');
    expect(
      triage('splashed some shampoo in my eye in the shower, vision was a bit blurry for a minute', {
        age: 30,
        sex: 'male',
      }),
    ).toBe('urgent-care');
    expect(
      ids("there's something in my eye, probably an eyelash, vision a bit blurry from watering", {
        age: 30,
        sex: 'male',
      }),
    ).not.toContain('eye-injury-serious');
    expect(
      triage("there's something in my eye, probably an eyelash, vision a bit blurry from watering", {
        age: 30,
        sex: 'male',
      }),
    ).toBe('urgent-care');
    expect(
      ids('got hit in the eye with a tennis ball, blurry vision for a minute, now fine', {
        age: 35,
        sex: 'male',
      }),
    ).not.toContain('eye-injury-serious');
    expect(
      triage('got hit in the eye with a tennis ball, blurry vision for a minute, now fine', {
        age: 35,
        sex: 'male',
      }),
    ).toBe('urgent-care');
    expect(
      ids('got a ball in the eye, my glasses are broken so my vision is blurry', { age: 30, sex: 'female' }),
    ).not.toContain('eye-injury-serious');
    expect(
      triage('got a ball in the eye, my glasses are broken so my vision is blurry', {
        age: 30,
        sex: 'female',
      }),
    ).toBe('urgent-care');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('hit in the eye with a squash ball, now blood in the front of my eye', {})).toContain(
      'eye-injury-serious',
    );
    expect(triage('hit in the eye with a squash ball, now blood in the front of my eye', {})).toBe(
      'emergency',
    );
    expect(ids('punched in the eye and my vision is blurry', {})).toContain('eye-injury-serious');
    expect(triage('punched in the eye and my vision is blurry', {})).toBe('emergency');
    expect(ids("hit in the eye with a ball, blurry vision, it's not fine now", {})).toContain(
      'eye-injury-serious',
    );
    expect(triage("hit in the eye with a ball, blurry vision, it's not fine now", {})).toBe('emergency');
    expect(ids("hit in the eye, blurry vision for a minute and it's still blurry", {})).toContain(
      'eye-injury-serious',
    );
    expect(triage("hit in the eye, blurry vision for a minute and it's still blurry", {})).toBe('emergency');
  });
});

describe('a dental abscess spreading to the eye (dental-abscess-spreading)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids('toothache and puffy bags under my eyes from no sleep', { age: 30, sex: 'male' }),
    ).not.toContain('dental-abscess-spreading');
    expect(triage('toothache and puffy bags under my eyes from no sleep', { age: 30, sex: 'male' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids('cracked tooth, and my face is itchy and my eyes are puffy from hay fever', {
        age: 30,
        sex: 'male',
      }),
    ).not.toContain('dental-abscess-spreading');
    expect(
      triage('cracked tooth, and my face is itchy and my eyes are puffy from hay fever', {
        age: 30,
        sex: 'male',
      }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('tooth abscess and the swelling is spreading down into my neck', {})).toContain(
      'dental-abscess-spreading',
    );
    expect(triage('tooth abscess and the swelling is spreading down into my neck', {})).toBe('emergency');
    expect(ids('toothache and now my cheek and eye are swelling', {})).toContain('dental-abscess-spreading');
    expect(triage('toothache and now my cheek and eye are swelling', {})).toBe('emergency');
    expect(ids('bad tooth, face swollen up to my eye', {})).toContain('dental-abscess-spreading');
    expect(triage('bad tooth, face swollen up to my eye', {})).toBe('emergency');
    expect(ids('my cheek is swollen from a tooth and my eye is closing up', {})).toContain(
      'dental-abscess-spreading',
    );
    expect(triage('my cheek is swollen from a tooth and my eye is closing up', {})).toBe('emergency');
  });
});

describe('orbital cellulitis with a vision change (orbital-cellulitis-vision)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids('I have a stye, my eyelid is swollen and my vision is blurry because of the gunk', {
        age: 30,
        sex: 'male',
      }),
    ).not.toContain('orbital-cellulitis-vision');
    expect(
      triage('I have a stye, my eyelid is swollen and my vision is blurry because of the gunk', {
        age: 30,
        sex: 'male',
      }),
    ).toBe('see-a-doctor');
    expect(
      ids("stye on my eyelid and it's swollen, I've got a cold and blurry vision when I'm tired", {
        age: 30,
        sex: 'female',
      }),
    ).not.toContain('orbital-cellulitis-vision');
    expect(
      triage("stye on my eyelid and it's swollen, I've got a cold and blurry vision when I'm tired", {
        age: 30,
        sex: 'female',
      }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('I had a stye and now my eyelid is swollen and my vision is blurred', {})).toContain(
      'orbital-cellulitis-vision',
    );
    expect(triage('I had a stye and now my eyelid is swollen and my vision is blurred', {})).toBe(
      'emergency',
    );
    expect(ids('stye on my eyelid, now the whole eyelid is swollen and my vision is blurry', {})).toContain(
      'orbital-cellulitis-vision',
    );
    expect(triage('stye on my eyelid, now the whole eyelid is swollen and my vision is blurry', {})).toBe(
      'emergency',
    );
    expect(ids('swollen red eyelid and blurred vision, started as a stye', {})).toContain(
      'orbital-cellulitis-vision',
    );
    expect(triage('swollen red eyelid and blurred vision, started as a stye', {})).toBe('emergency');
  });
});

describe('acute limb ischaemia (acute-limb-ischaemia)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids("my leg looks pale, I've got a cold and a sore throat", { age: 55, sex: 'male' }),
    ).not.toContain('acute-limb-ischaemia');
    expect(triage("my leg looks pale, I've got a cold and a sore throat", { age: 55, sex: 'male' })).toBe(
      'see-a-doctor',
    );
    expect(
      ids('arm went cold and blue after I fell asleep on it, tingling, now fine', { age: 55, sex: 'male' }),
    ).not.toContain('acute-limb-ischaemia');
    expect(
      triage('arm went cold and blue after I fell asleep on it, tingling, now fine', {
        age: 55,
        sex: 'male',
      }),
    ).toBe('see-a-doctor');
    expect(
      ids('my leg is cold and pale after an ice bath, a bit sore', { age: 55, sex: 'male' }),
    ).not.toContain('acute-limb-ischaemia');
    expect(triage('my leg is cold and pale after an ice bath, a bit sore', { age: 55, sex: 'male' })).toBe(
      'see-a-doctor',
    );
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('my foot suddenly went white and cold and I cannot feel it', {})).toContain(
      'acute-limb-ischaemia',
    );
    expect(triage('my foot suddenly went white and cold and I cannot feel it', {})).toBe('emergency');
    expect(ids('my left leg suddenly went cold and pale and it really hurts', {})).toContain(
      'acute-limb-ischaemia',
    );
    expect(triage('my left leg suddenly went cold and pale and it really hurts', {})).toBe('emergency');
    expect(ids('cold pale painful left leg', {})).toContain('acute-limb-ischaemia');
    expect(triage('cold pale painful left leg', {})).toBe('emergency');
    expect(ids('I have a cold and now my left leg is suddenly white, cold and painful', {})).toContain(
      'acute-limb-ischaemia',
    );
    expect(triage('I have a cold and now my left leg is suddenly white, cold and painful', {})).toBe(
      'emergency',
    );
    expect(ids('my leg is white and cold and numb', {})).toContain('acute-limb-ischaemia');
    expect(triage('my leg is white and cold and numb', {})).toBe('emergency');
  });
});

describe('a lay DVT (possible-dvt-lay)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids("calf was hard as a rock after the flight but it's fine now", { age: 40, sex: 'female' }),
    ).not.toContain('possible-dvt-lay');
    expect(
      triage("calf was hard as a rock after the flight but it's fine now", { age: 40, sex: 'female' }),
    ).toBe('see-a-doctor');
    expect(ids('leg is tight and warm after a sports massage', { age: 40, sex: 'female' })).not.toContain(
      'possible-dvt-lay',
    );
    expect(triage('leg is tight and warm after a sports massage', { age: 40, sex: 'female' })).toBe(
      'see-a-doctor',
    );
    expect(ids('foot cramp, calf tight, long drive yesterday', { age: 40, sex: 'female' })).not.toContain(
      'possible-dvt-lay',
    );
    expect(triage('foot cramp, calf tight, long drive yesterday', { age: 40, sex: 'female' })).toBe(
      'self-care',
    );
    expect(
      ids('calves tight and sore after a hike, flew from Manchester', { age: 45, sex: 'female' }),
    ).not.toContain('possible-dvt-lay');
    expect(
      triage('calves tight and sore after a hike, flew from Manchester', { age: 45, sex: 'female' }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('my calf went rock hard after my long flight', {})).toContain('possible-dvt-lay');
    expect(triage('my calf went rock hard after my long flight', {})).toBe('urgent-care');
    expect(ids('my calf went rock hard after the flight from Sydney', {})).toContain('possible-dvt-lay');
    expect(triage('my calf went rock hard after the flight from Sydney', {})).toBe('urgent-care');
    expect(ids("calf tight and warm after my operation last week, it's not a cramp", {})).toContain(
      'possible-dvt-lay',
    );
    expect(triage("calf tight and warm after my operation last week, it's not a cramp", {})).toBe(
      'urgent-care',
    );
    expect(ids('my calf is hard and sore since the long drive yesterday', {})).toContain('possible-dvt-lay');
    expect(triage('my calf is hard and sore since the long drive yesterday', {})).toBe('urgent-care');
  });
});

describe('an eating disorder with physical warning signs (eating-disorder-physical)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids("I'm on a diet restricting calories to 1500, feel a bit lightheaded", { age: 25, sex: 'female' }),
    ).not.toContain('eating-disorder-physical');
    expect(
      triage("I'm on a diet restricting calories to 1500, feel a bit lightheaded", {
        age: 25,
        sex: 'female',
      }),
    ).toBe('see-a-doctor');
    expect(
      ids("I'm restricting my food intake for Ramadan fasting and feel dizzy", { age: 25, sex: 'female' }),
    ).not.toContain('eating-disorder-physical');
    expect(
      triage("I'm restricting my food intake for Ramadan fasting and feel dizzy", { age: 25, sex: 'female' }),
    ).toBe('see-a-doctor');
    expect(
      ids("I had anorexia in my 20s, now I'm 50 and dizzy with a cold", { age: 25, sex: 'female' }),
    ).not.toContain('eating-disorder-physical');
    expect(
      triage("I had anorexia in my 20s, now I'm 50 and dizzy with a cold", { age: 25, sex: 'female' }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations in other words', () => {
    expect(ids('I have anorexia and feel dizzy', {})).toContain('eating-disorder-physical');
    expect(triage('I have anorexia and feel dizzy', {})).toBe('urgent-care');
    expect(ids("I'm restricting my food a lot and keep feeling faint", {})).toContain(
      'eating-disorder-physical',
    );
    expect(triage("I'm restricting my food a lot and keep feeling faint", {})).toBe('urgent-care');
    expect(ids('bulimic, purging after meals, dizzy', {})).toContain('eating-disorder-physical');
    expect(triage('bulimic, purging after meals, dizzy', {})).toBe('urgent-care');
    expect(ids("I've had anorexia since my teens and now I'm lightheaded all the time", {})).toContain(
      'eating-disorder-physical',
    );
    expect(triage("I've had anorexia since my teens and now I'm lightheaded all the time", {})).toBe(
      'urgent-care',
    );
  });
});

describe('smaller round-ten findings (lithium, methotrexate, digoxin, stoma)', () => {
  it("no longer fires on the review's misfires", () => {
    expect(
      ids("I work with lithium batteries at the factory and I've had diarrhoea", { age: 50 }),
    ).not.toContain('lithium-toxicity');
    expect(triage("I work with lithium batteries at the factory and I've had diarrhoea", { age: 50 })).toBe(
      'self-care',
    );
    expect(ids('methotrexate was stopped in 2019, now a sore throat', { age: 50 })).not.toContain(
      'agranulocytosis-risk',
    );
    expect(triage('methotrexate was stopped in 2019, now a sore throat', { age: 50 })).toBe('self-care');
    expect(
      ids('my mum is on digoxin and has a halo around lights from her cataract', { age: 40 }),
    ).not.toContain('digoxin-toxicity');
    expect(triage('my mum is on digoxin and has a halo around lights from her cataract', { age: 40 })).toBe(
      'see-a-doctor',
    );
    expect(
      ids("my stoma is not producing much because I'm fasting for a blood test, bit nauseous", { age: 65 }),
    ).not.toContain('stoma-not-working');
    expect(
      triage("my stoma is not producing much because I'm fasting for a blood test, bit nauseous", {
        age: 65,
      }),
    ).toBe('see-a-doctor');
  });

  it('still fires on genuine presentations', () => {
    expect(ids("I'm on lithium and I've had diarrhoea and vomiting")).toContain('lithium-toxicity');
    expect(triage("I'm on lithium and I've had diarrhoea and vomiting")).toBe('urgent-care');
    expect(ids('I take methotrexate and have a sore throat and fever')).toContain('agranulocytosis-risk');
    expect(triage('I take methotrexate and have a sore throat and fever')).toBe('urgent-care');
    expect(ids('methotrexate was stopped last month, now mouth ulcers')).toContain('agranulocytosis-risk');
    expect(triage('methotrexate was stopped last month, now mouth ulcers')).toBe('urgent-care');
    expect(ids('on digoxin and seeing yellow halos around lights')).toContain('digoxin-toxicity');
    expect(triage('on digoxin and seeing yellow halos around lights')).toBe('urgent-care');
    expect(ids('stoma not producing anything, belly swollen and cramps')).toContain('stoma-not-working');
    expect(triage('stoma not producing anything, belly swollen and cramps')).toBe('urgent-care');
  });
});
