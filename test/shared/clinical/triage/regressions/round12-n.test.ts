import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round twelve (helper N): under-triages in genito-urinary, bowel, mental health, safety and DVT
 * presentations, raised only (new patterns and one new rule, no stand-down). Each item is tested in
 * other wordings than the one reported, with the near-misses it must not catch.
 */

describe('a device, the TV or the news telling someone to harm themselves (NHS psychosis)', () => {
  it('sends command hallucinations through a satnav, radio or TV to emergency care', () => {
    expect(
      triage("the satnav told me to drive into the river and I nearly did, it's sending me messages", {
        age: 50,
      }),
    ).toBe('emergency');
    expect(ids('the radio keeps telling me to jump off the bridge')).toContain('psychosis-risk-of-harm');
    expect(
      triage('My brother says the radio keeps telling him to jump off the multi-storey', { age: 30 }),
    ).toBe('emergency');
    expect(triage('22M, believes the TV is instructing him to kill himself, hasnt slept', { age: 22 })).toBe(
      'emergency',
    );
    expect(triage('pt reports TV giving her instructions to harm herself', { age: 40 })).toBe('emergency');
    expect(triage('satnav keeps telling me to swerve into oncoming traffic and I almost did')).toBe(
      'emergency',
    );
    expect(triage('the sat nav tells me to drive off the bridge, it sends me secret messages')).toBe(
      'emergency',
    );
    expect(triage('the radio said I should jump in front of a train')).toBe('emergency');
    expect(ids('the telly keeps telling me to hurt my mum')).toContain('psychosis-risk-of-harm');
  });

  it('does not read a satnav’s wrong turn, a denial or an ordinary instruction', () => {
    expect(ids('satnav told me to drive into a river lol, had to reverse')).not.toContain(
      'psychosis-risk-of-harm',
    );
    expect(ids('the satnav told me to drive into a lake, stupid thing, I turned round')).not.toContain(
      'psychosis-risk-of-harm',
    );
    expect(ids('my sat nav told me to drive into a river once, funny story')).not.toContain(
      'psychosis-risk-of-harm',
    );
    expect(ids('the satnav did not tell me to drive into the river')).not.toContain('psychosis-risk-of-harm');
    expect(ids('google told me to take my tablets with food')).not.toContain('psychosis-risk-of-harm');
    expect(ids('the radio said the bridge is closed')).not.toContain('psychosis-risk-of-harm');
  });
});

describe('priapism after an injection or tablet for erection problems (NHS priapism)', () => {
  it('reads "it won\'t go down" and "still hard" for 4 hours or more as an emergency', () => {
    expect(
      triage("my erection problems were treated with an injection and now it won't go down, 5 hours", {
        age: 60,
        sex: 'male',
      }),
    ).toBe('emergency');
    expect(triage('took cialis, still rock hard 6 hrs later and it hurts', { age: 55, sex: 'male' })).toBe(
      'emergency',
    );
    expect(ids('had the caverject injection at the clinic, penis still erect since this morning')).toContain(
      'priapism',
    );
    expect(ids('he injected trimix for his ED, it has not gone down for 5 hrs')).toContain('priapism');
    expect(ids('bf took sildenafil, he still cannot get it to go down, 4 hours now')).toContain('priapism');
    expect(ids("my partner took viagra last night and it's still up 7 hours later")).toContain('priapism');
  });

  it('does not read a question, a short erection, being awake or another swelling', () => {
    expect(ids("what if my erection problems injection means it won't go down for 4 hours?")).not.toContain(
      'priapism',
    );
    expect(ids('took viagra, it went down after 2 hours')).not.toContain('priapism');
    expect(ids("took viagra, it won't go down, been 1 hour")).not.toContain('priapism');
    expect(ids("took viagra, I'm still up 5 hours later can't sleep")).not.toContain('priapism');
    expect(ids("erectile dysfunction, the swelling in my ankle won't go down for 5 hours")).not.toContain(
      'priapism',
    );
  });
});

describe('a DVT told as "not a cramp", after an operation weeks ago, or back again (NHS DVT, NICE NG158)', () => {
  it('sends these calves and legs to same-day care', () => {
    expect(triage('not a cramp - my calf is hard, hot and swollen since my flight', { age: 48 })).toBe(
      'urgent-care',
    );
    expect(
      triage('leg tight, hot and swollen after a massage at the spa, I had surgery 2 weeks ago', { age: 55 }),
    ).toBe('urgent-care');
    expect(
      triage('calf hard and warm since the flight, fine now but the swelling is back today', { age: 40 }),
    ).toBe('urgent-care');
    expect(
      triage("It's not cramp, my left calf is rock hard and hot, flew back from Thailand on Sunday"),
    ).toBe('urgent-care');
    expect(triage('Returned from long haul flight 2/7 ago. Not a cramp - calf hard, warm, swollen.')).toBe(
      'urgent-care',
    );
    expect(ids('knee replacement 3 weeks ago, calf swollen and tender')).toContain('possible-dvt-clot-risk');
    expect(ids('10 days post-op from my hysterectomy, right calf red and sore')).toContain(
      'possible-dvt-clot-risk',
    );
    expect(triage('had a c-section 3 weeks ago and my leg is hot and swollen', { age: 31 })).not.toBe(
      'see-a-doctor',
    );
    expect(
      triage("my calf went tight and swollen on the plane home, settled but it's come back worse today"),
    ).toBe('urgent-care');
  });

  it('does not read a settled calf, a run, both legs, a question or a long-standing swelling', () => {
    expect(ids('my calf went tight after the flight, fine now')).not.toContain('possible-dvt-lay');
    expect(findings('calf tight after a run, fine now but sore again, flew home yesterday')).not.toContain(
      'calfHard',
    );
    expect(ids('had my knee op 2 weeks ago, both legs a bit puffy in the heat')).not.toContain(
      'possible-dvt-clot-risk',
    );
    expect(
      ids('had my knee op 2 weeks ago, the wound is healing well, no swelling in my calf'),
    ).not.toContain('possible-dvt-clot-risk');
    expect(
      ids('had a hip replacement 3 weeks ago, worried about DVT, should I keep the stockings on?'),
    ).not.toContain('possible-dvt-clot-risk');
    expect(ids('my calf has been swollen for 2 years since an operation')).not.toContain(
      'possible-dvt-clot-risk',
    );
    expect(
      triage(
        "I woke at 3am screaming with agony in my calf, the muscle went rock hard for a minute then eased off. It's a bit tender now. No swelling, no redness, both legs look the same, I'd been on a long walk.",
        { age: 55 },
      ),
    ).not.toBe('urgent-care');
  });
});

describe('a stoma that has stopped working, with vomiting and a swollen belly (NHS ileostomy, bowel obstruction)', () => {
  it('sends it to emergency care whatever is said about fasting or eating', () => {
    expect(
      triage("stoma not working since yesterday, I'm not fasting, vomiting and swollen", { age: 60 }),
    ).toBe('emergency');
    expect(
      triage("my ileostomy hasn't put anything out since last night and I keep being sick, tummy bloated"),
    ).toBe('emergency');
    expect(triage('stoma not working, not been fasting or anything, been sick twice')).toBe('emergency');
    expect(triage("stoma stopped working, I'm not eating much, vomiting and my belly is swollen")).toBe(
      'emergency',
    );
    expect(ids("my husband's stoma has not passed anything since yesterday and he's vomiting")).toContain(
      'stoma-blockage',
    );
  });

  it('keeps round ten’s fasting narrowing, and does not read a working stoma', () => {
    expect(
      ids("my stoma is not producing much because I'm fasting for a blood test, bit nauseous", { age: 65 }),
    ).not.toContain('stoma-not-working');
    expect(ids("stoma quiet while I'm fasting for my colonoscopy tomorrow, no vomiting")).not.toContain(
      'stoma-blockage',
    );
    expect(ids("stoma not working because I'm fasting, no vomiting, belly not swollen")).not.toContain(
      'stoma-blockage',
    );
    expect(ids('my stoma is working fine, but I have been vomiting and my belly is swollen')).not.toContain(
      'stoma-blockage',
    );
  });
});

describe('a foreskin stuck back after a past phimosis (NHS tight foreskin)', () => {
  it('reads "now it\'s stuck back" whatever was said about phimosis before', () => {
    expect(
      triage(
        "my foreskin won't go back forward, I had phimosis as a teen but now it's stuck back and swollen",
        { age: 20, sex: 'male' },
      ),
    ).toBe('emergency');
    expect(ids('foreskin pulled back in the shower and now it is stuck back, head swollen')).toContain(
      'paraphimosis',
    );
    expect(
      ids('I had phimosis treated years ago, now my foreskin has been stuck behind the head for 2 hours'),
    ).toContain('paraphimosis');
  });

  it('does not read a foreskin that is not stuck, or a tight one that will not pull back', () => {
    expect(ids('is my foreskin normal? it is not stuck back, just tight')).not.toContain('paraphimosis');
    expect(ids("phimosis question: my foreskin is tight and won't pull back")).not.toContain('paraphimosis');
  });
});

describe('a catheter bag empty or dry for hours (NHS urinary catheters)', () => {
  it('sends it to same-day care', () => {
    expect(triage('catheter bag empty for hours, lower belly is agony', { age: 80, sex: 'male' })).toBe(
      'urgent-care',
    );
    expect(ids("Dad's catheter bag has been dry since this morning and his tummy hurts")).toContain(
      'blocked-catheter',
    );
    expect(ids('his urine bag bone dry all day')).toContain('blocked-catheter');
  });

  it('does not read a bag just emptied, or a bag named empty with no time or pain', () => {
    expect(ids('leg bag empty because I just emptied it')).not.toContain('blocked-catheter');
    expect(ids('catheter bag empty, nurse coming later to change it')).not.toContain('blocked-catheter');
  });
});

describe('six or more bloody stools a day in a colitis flare, written as a rate (NICE NG130)', () => {
  it('reads "7x/day", "10/day" and "9 times today" with blood', () => {
    expect(triage('UC flare, opening bowels 7x/day with blood', { age: 40 })).toBe('urgent-care');
    expect(triage("Crohn's/colitis flare, 8 bloody stools today", { age: 40 })).toBe('urgent-care');
    expect(triage('ulcerative colitis, BO 10/day, mostly blood')).toBe('urgent-care');
    expect(triage("my colitis is flaring, been to the loo 9 times today and there's blood every time")).toBe(
      'urgent-care',
    );
    expect(triage('Crohns flare, 10x/day bloody diarrhoea')).toBe('urgent-care');
    expect(triage('IBD, going 8x/day with blood, heart racing and temp 38.2')).toBe('emergency');
  });

  it('does not read no blood, blood tests or fewer than six a day', () => {
    expect(ids('UC flare, opening bowels 7x/day, no blood')).not.toContain('ibd-severe-flare');
    expect(ids('UC flare, bloods normal last week, going 7x/day but no blood')).not.toContain(
      'ibd-severe-flare',
    );
    expect(ids('UC, blood tests fine, going 8 times today')).not.toContain('ibd-severe-flare');
    expect(ids('UC, bowels open 3x/day with a bit of blood')).not.toContain('ibd-severe-flare');
  });
});

describe('a threat to kill from someone on the way (NHS domestic abuse: 999 in immediate danger)', () => {
  it('sends it to emergency care', () => {
    expect(
      triage("my ex is on his way here and said he's going to kill me", { age: 27, sex: 'female' }),
    ).toBe('emergency');
    expect(triage("my husband said he's coming round to kill me")).toBe('emergency');
    expect(triage("my ex texted that he's coming to kill me tonight")).toBe('emergency');
    expect(triage("he's on his way and he said he'll kill me")).toBe('emergency');
    expect(triage('my ex just rang, he is on his way over and said he is going to stab me')).toBe(
      'emergency',
    );
    expect(triage("my partner is on his way home and I'm scared he'll hurt me")).toBe('emergency');
    expect(triage('my boyfriend hit me last night and now he is on his way back')).toBe('emergency');
  });

  it('does not read a visit to collect things or the kids, or a joke', () => {
    expect(ids('ex is coming over to get his stuff')).not.toContain('domestic-abuse-immediate-danger');
    expect(ids("my ex threatened to kill me last year, he's on his way to pick up the kids")).not.toContain(
      'domestic-abuse-immediate-danger',
    );
    expect(ids('my mum is coming over to kill me when she sees my room lol')).not.toContain(
      'domestic-abuse-immediate-danger',
    );
    expect(ids("my dad is coming round to help, he said he'll kill the spider")).not.toContain(
      'domestic-abuse-immediate-danger',
    );
  });
});

describe('mania with grandiose beliefs and no sleep (NHS psychosis, bipolar)', () => {
  it('stays same-day care', () => {
    expect(
      triage("my son thinks he's god and hasn't slept for 4 days, talking really fast", { age: 22 }),
    ).toBe('urgent-care');
  });
});
