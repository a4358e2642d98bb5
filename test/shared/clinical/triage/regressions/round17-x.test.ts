import { describe, expect, it } from 'vitest';
import { ids, triage } from '../../../../support/triage.ts';

/**
 * Round seventeen (helper X): under-triage found by the thirteenth development probes
 * (vignettes-dev-probes-13.json), each tested in wordings unlike the probe's, with the near-misses
 * that must not fire.
 */

const pregnant = { pregnant: true, age: 30, sex: 'female' as const };

describe('heavy bleeding in early pregnancy told by its amount (NHS miscarriage, ectopic pregnancy)', () => {
  it('reads blood "coming very much", full or soaked pads, a pad an hour and clots like liver', () => {
    for (const text of [
      'I am 8 weeks pregnant and the blood is coming out so much, my pad is full after 20 minutes',
      'She is 10 weeks pregnant, she has gone through 3 pads in the last hour',
      '7/40 pregnant, PV bleed with lumps like liver passing',
      'pregnant 6 weeks, there is a lot blood and big clumps of tissue came out in the toilet',
      'I am pregnant and need a new pad every hour, each one soaked',
    ]) {
      expect(triage(text, pregnant), text).toBe('emergency');
    }
  });

  it('sends any bleeding in pregnancy with dizziness or the room spinning to emergency care', () => {
    expect(triage('9 weeks pregnant, some bleeding and I feel light headed', pregnant)).toBe('emergency');
    expect(ids('spotting since lunch and the room keeps spinning', { pregnant: true })).toContain(
      'pregnancy-bleeding-dizzy',
    );
  });

  it('keeps light bleeding told without the word same-day', () => {
    for (const text of [
      'pregnant 8 weeks, pink blood on the tissue when I wipe, a bit of cramp',
      'a few drops of blood in my knickers this morning, I am 11 weeks pregnant',
      'she is 9 weeks pregnant and has a brownish discharge since yesterday',
      'I see some blood on my pants, only small, first pregnancy',
    ]) {
      expect(triage(text, pregnant), text).toBe('urgent-care');
    }
  });

  it('does not read other blood, discharge, negated or past bleeding as pregnancy bleeding', () => {
    expect(ids('pregnant, a bit of blood in my poo from piles', { pregnant: true })).toEqual([]);
    expect(ids('pregnant and a little blood when I brush my teeth', { pregnant: true })).toEqual([]);
    expect(ids('pregnant, no blood on the paper, no spotting', { pregnant: true })).toEqual([]);
    expect(ids('my pad is full of white discharge', { pregnant: true })).toEqual([]);
    expect(ids('brown spots on my face since I got pregnant', { pregnant: true })).toEqual([]);
    expect(ids('pregnant and dizzy when I stand up quickly, no bleeding', { pregnant: true })).toEqual([]);
    expect(ids('a little blood on the paper when I wipe', { age: 30, sex: 'female' })).toEqual([]);
  });
});

describe('pregnancy bleeding told as more than a period, or by its colour alone (second pass)', () => {
  it('reads bleeding like a period but much more, heavier than a period and big clots as heavy', () => {
    for (const text of [
      '8 wks pregnant, bleeding heavier than my period with clots',
      'pregant 9 weeks, its like a period but way more blood, huge clots',
      'she is 11 weeks, bleeding like period but much more heavy',
      'pv bleed heavier than period, 8/40',
    ]) {
      expect(triage(text, pregnant), text).toBe('emergency');
    }
  });

  it('reads pink, brown or red on wiping, on the pad or paper or in the underwear as same-day', () => {
    for (const text of [
      'when i wipe there is pink, 7 weeks pregnant',
      'brown spots on my knickers, im 8 weeks',
      'little red on the tissue when I wiped',
      'pink stuff on the paper this morning',
      'when I wipe its a bit brown',
    ]) {
      expect(triage(text, pregnant), text).toBe('urgent-care');
    }
  });

  it('does not read period-like pain, a clot in the leg, poo, a sore bottom or the pad of a foot', () => {
    for (const text of [
      'cramps worse than a period, no bleeding',
      'pain heavier than period pain',
      'red rash on my pad of my foot',
      'brown stuff in my pants after diarrhoea',
      'when I wipe my bum is red and sore',
    ]) {
      expect(ids(text, pregnant), text).not.toContain('pregnancy-heavy-bleeding');
      expect(ids(text, pregnant), text).not.toContain('pregnancy-spotting');
    }
    expect(ids('DVT, big clots in my leg', pregnant)).not.toContain('pregnancy-heavy-bleeding');
  });

  it('does not send bleeding gums, a nosebleed or piles with dizziness to emergency care', () => {
    for (const text of [
      "I'm pregnant, my gums bleed when I brush, and I get dizzy if I stand up quickly",
      'my gums are bleeding, feel lightheaded',
      'piles bleeding and light headed',
      'hemorrhoids and dizzy',
      'bleeding when I brush my teeth, lightheaded',
    ]) {
      expect(ids(text, pregnant), text).not.toContain('pregnancy-bleeding-dizzy');
    }
    expect(ids('bleeding down below and dizzy', pregnant)).toContain('pregnancy-bleeding-dizzy');
    expect(ids("I'm pregnant and bleeding. When I stand up the room is spinning.", pregnant)).toContain(
      'pregnancy-bleeding-dizzy',
    );
  });
});

describe('postpartum psychosis told in lay words (NHS postpartum psychosis, RCPsych)', () => {
  it('sends strange beliefs, voices or racing speech in the weeks after a birth to emergency care', () => {
    for (const text of [
      'My partner had our daughter 2 weeks ago. She has hardly slept and says the neighbours are recording us through the smoke alarm.',
      'Day 8 postnatal, she is talking nonstop, jumping from one topic to another, and says God is sending her signs',
      'since the baby was born 10 days ago my wife keeps whispering to someone who is not there',
      'she gave birth three weeks ago and now believes the baby was sent to her for a divine purpose',
    ]) {
      expect(triage(text, { age: 29, sex: 'female' }), text).toBe('emergency');
    }
  });
});

describe('first-episode psychosis without risk (NHS psychosis: urgent GP or 111)', () => {
  it('reads being bugged, thoughts read or heard, a voice heard and talking to no one as same-day', () => {
    for (const text of [
      'my brother thinks the neighbours have planted cameras in his bedroom and hasnt slept in days',
      'She says MI5 are reading her thoughts',
      'he keeps talking to someone who is not there, no threats, he is calm',
      'pt reports hearing a male voice commenting on her actions, no intent to harm',
      'he says the government is controlling his thoughts through the wifi',
    ]) {
      expect(triage(text, { age: 24 }), text).toBe('urgent-care');
    }
  });

  it('does not read sleep sounds, voice notes, neighbours heard, controlling worries or a new hip', () => {
    for (const text of [
      'I heard a voice note from my mum',
      'I sometimes hear a voice calling my name as I am falling asleep',
      'we can hear the neighbours through the walls at night',
      "I can't control my thoughts when I'm anxious",
      'I control my thoughts through breathing exercises',
      'my therapist reads my thoughts diary each week',
      'my dad says his hip has been replaced',
      'my partner is talking fast because she is excited about the trip',
      'the neighbours are not filming us, he knows that now',
    ]) {
      expect(ids(text), text).toEqual([]);
    }
  });
});

describe('psychosis with a weapon, threats or orders to harm (NHS: call 999 if someone is in danger)', () => {
  it('sends psychosis or mania with a weapon, threats or violence to emergency care', () => {
    for (const text of [
      'the TV is telling him things and he is waving a hammer at the neighbours',
      'he has been hearing voices for a week and threatened to kill his neighbour',
      'my son hears a voice telling him to get rid of his sister',
      '30M, believes his mother has been replaced by an impostor, carrying a kitchen knife',
    ]) {
      expect(triage(text, { age: 30 }), text).toBe('emergency');
    }
  });

  it('keeps a knife for cooking and calm voices without danger below emergency', () => {
    expect(ids('he is cooking holding a kitchen knife')).toEqual([]);
    expect(triage('my son hears voices, he is calm, no weapons, not threatening anyone', { age: 22 })).toBe(
      'urgent-care',
    );
  });
});

describe('psychosis told in other words, and fiction or gadgets left out (second pass)', () => {
  it('sends talking to or seeing people who are not there after a birth to emergency care', () => {
    for (const text of [
      'since birth of baby 1 week, my wife she talk to people who are not there',
      'had the baby 10 days ago, since then she talks to people that arent there',
      'postnatal 2 wks, wife speaking to a man who is not really there',
      'gave birth last week and she keeps seeing people who are not there',
    ]) {
      expect(ids(text, { age: 30 }), text).toContain('postpartum-psychosis');
    }
  });

  it('sends god or the devil ordering harm to a relative, with a knife, to emergency care', () => {
    for (const text of [
      'he says god told him to get rid of his mum and he has got a knife',
      'my brother says satan tells him to punish his wife, he took a knife from the kitchen',
      'son says the devil told him to punish his dad, he has a knife in his hand',
    ]) {
      expect(triage(text, { age: 50 }), text).toBe('emergency');
    }
  });

  it('reads the radio, TV or news talking about the person as same-day', () => {
    for (const text of [
      "she's convinced the tv is talking about her",
      'my dad thinks the people on the news are talking about him',
      'he says the radio presenters speak to him directly',
      'my adult son says people on the radio talk about him. He is calm and not a danger.',
    ]) {
      expect(triage(text, { age: 50 }), text).toBe('urgent-care');
    }
  });

  it('does not read fiction, phone tracking, outdoor cameras, being on the radio or a photo', () => {
    for (const text of [
      'writing a novel where the main character hears voices and holds a knife, is that realistic?',
      'in the film the main character hears voices',
      'I am writing a story about a girl who hears voices',
      'my phone is tracking my location through the wifi, how do I turn that off',
      'the app is tracking my steps through my phone',
      'the neighbours put cameras up on their house pointing at our garden, is that legal',
      'my neighbour installed cameras on their fence, can they film my garden',
      'my son was on the radio and people talked about him all week',
      'my husband is a footballer, people on the radio talk about him',
      'my son saw a man who was not there in the photo, it was photoshopped',
      'my son talks to his imaginary friend who is not real, he is 4',
    ]) {
      expect(ids(text, { age: 40 }), text).toEqual([]);
    }
  });
});

describe('priapism told without an erection word (NHS priapism: A&E after 4 hours)', () => {
  it('reads "it" hard or stiff for 4 hours or more, or all night, after an erection medicine', () => {
    for (const text of [
      'took viagra, been rock hard since midnight and it is now 7am',
      'stiff for 5 hrs after kamagra',
      'had some blue pills at a party. its been hard for like 6 hours and is going purple',
      'Took a cialis. It has stayed hard for 5 hours.',
    ]) {
      expect(triage(text, { age: 25, sex: 'male' }), text).toBe('emergency');
    }
  });

  it('does not read a question, a short or settled erection, or other stiffness as priapism', () => {
    for (const text of [
      "what if it's been hard for 5 hours after viagra?",
      'took viagra 5 hours ago, it was hard for an hour then went down',
      'took cialis. My back has been stiff for 5 hours',
      "took viagra, it's been hard for 2 hours",
      'took cialis, stiff neck for 5 hrs',
      'My partner took viagra, he has been up all night with the baby',
    ]) {
      expect(ids(text, { sex: 'male' }), text).not.toContain('priapism');
    }
  });
});

describe('priapism told as still up or solid, by clock times, in Spanish, or by a woman (second pass)', () => {
  it('reads "still up 6 hours later", "solid after 4 and a half hours", clock times and Spanish', () => {
    for (const [text, ctx] of [
      ['took viagra at 10pm and its still up 5 hrs later', { sex: 'male' }],
      ['had my caverject shot, still rock solid after 4.5 hrs', { sex: 'male' }],
      ['my bf took kamagra, his dick is still hard 6 hours on', { sex: 'female' }],
      ['penis hard since 11pm its now 5am and very sore', { sex: 'male' }],
      ['took viagra, been hard since 10:30pm, its now 3am', { sex: 'male' }],
      ["erection since midnight, it's now 6am", {}],
      ['mi esposo tiene el pene duro desde hace 5 horas', { sex: 'female' }],
      ['erecao que nao abaixa faz 6 horas', {}],
      ['Pt 45M, sildenafil yesterday pm, erection still up 7 hrs later, painful', {}],
      ["my husband's erection won't go down, 5 hours now", { sex: 'female' }],
    ] as const) {
      expect(triage(text, ctx), text).toBe('emergency');
    }
  });

  it('does not read 2 hours, a question, being up for work, or other solid things as priapism', () => {
    for (const text of [
      'took a blue pill, still up after 2 hours',
      'took a blue pill last night, up 6 hours later with the baby',
      'will it still be hard after 4 hours if I take viagra?',
      'viagra worked, stayed hard for 1 hour',
      'penis hard since 8am its now 9am',
      "erection since 7am, it's now 8am",
      'took viagra, been hard since 10:30pm, its now 1am',
      'had viagra, I was up 6 hours later to go to work',
      'the cement is still solid after 5 hours, my willy is fine',
      'cuando una ereccion dura 5 horas es peligroso?',
    ]) {
      expect(ids(text, { sex: 'male' }), text).not.toContain('priapism');
    }
  });
});

describe('a possible HIV exposure in the last 72 hours (NHS HIV prevention, BASHH PEP 2021)', () => {
  it('sends a split condom, sex without a condom or shared needles with an HIV risk to same-day care', () => {
    for (const text of [
      'condom split yesterday with a guy from Grindr, worried about HIV',
      'I shared needles with a friend last night, he has hep C and HIV',
      'we had unprotected sex 2 days ago, my partner is HIV positive, can I get PEP?',
      'she was with a stranger last night without a condom, where can she get the HIV medicine',
      '19M, condomless receptive anal sex ~30h ago, partner status unknown, requesting PEP',
    ]) {
      expect(triage(text, { age: 25, sex: 'male' }), text).toBe('urgent-care');
    }
  });

  it('does not read exposures weeks back, a routine test, a known partner or PrEP as the PEP window', () => {
    for (const text of [
      'the condom broke with my boyfriend 3 weeks ago, I want an HIV test',
      'had unprotected sex with a casual partner 2 months ago, want an STI check',
      'unprotected sex last night with my husband',
      'I am on PrEP and had condomless sex yesterday',
      'I want a routine HIV and STI test, no symptoms',
    ]) {
      expect(ids(text, { age: 25, sex: 'male' }), text).not.toContain('hiv-pep-window');
    }
  });
});

describe('a possible HIV exposure told by a named day, "no condom" or "raw" (second pass)', () => {
  it('reads a hookup on a named night or at the weekend without a condom as same-day', () => {
    for (const text of [
      "hey so basically sat night i went out, met a guy off tinder, things happened, no condom lol, and now i'm freaking out, it's monday morning",
      'fri nite hooked up with a random guy, went raw, hiv scared',
      'on saturday I had sex with a stranger without a condom',
      'met someone on grindr at the weekend, no condom, is it too late for pep',
      'sunday a sex worker, condom broke',
    ]) {
      expect(ids(text, { age: 27 }), text).toContain('hiv-pep-window');
      expect(triage(text, { age: 27 }), text).toBe('urgent-care');
    }
  });

  it('does not read a named day weeks or months back, a raw throat, or a partner on the pill', () => {
    for (const text of [
      'casual hookup 3 weeks ago on a saturday, no condom, want a test',
      'months ago on a friday night no condom with a stranger, now want hiv test',
      'on saturday my throat was raw, hiv test negative last year',
      'my partner and I had sex saturday night with no condom, she is on the pill',
      'got a new partner, we use condoms, no condom broke',
    ]) {
      expect(ids(text, { age: 27 }), text).not.toContain('hiv-pep-window');
    }
  });
});
