import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round ten (helper C): under-triage of ten presentations the NHS sends to A&E or to an urgent GP
 * or 111 the same day. Each is tested in patient and clinician wording, with near-misses (negated,
 * past, benign look-alikes) that must not be raised.
 */

describe('rigors with a urine infection (NHS urinary tract infections: urgent GP or 111)', () => {
  it('reads shaking with cold, teeth chattering and hot and cold with urine symptoms as same-day', () => {
    expect(triage("I can't stop shaking and I feel really cold and my pee is cloudy and smells")).toBe(
      'urgent-care',
    );
    expect(triage('shivery, hot and cold, burning when I pee, pain in my side/back')).toBe('urgent-care');
    expect(triage('teeth chattering, feel freezing, my wee smells really strong and it stings')).toBe(
      'urgent-care',
    );
    expect(ids('my daughter is hot and cold and her urine is cloudy')).toContain('uti-with-fever');
  });

  it('does not raise cloudy pee alone, shaking from nerves, or hot and cold drinks', () => {
    expect(ids('cloudy pee for 2 days, no fever, otherwise fine')).not.toContain('uti-with-fever');
    expect(ids("I can't stop shaking, I'm so anxious about my exam")).toEqual([]);
    expect(ids('hot and cold drinks hurt my tooth and my pee burns')).not.toContain('uti-with-fever');
    expect(ids('burning when I pee, no fever, no back pain')).not.toContain('uti-with-fever');
  });
});

describe('palpitations with fainting or feeling faint (NHS heart palpitations: 999)', () => {
  it('reads skipping, missed or irregular beats with a faint as an emergency', () => {
    expect(triage('my heart keeps skipping and I felt faint twice today')).toBe('emergency');
    expect(triage('heart racing and I nearly passed out')).toBe('emergency');
    expect(triage('keep getting missed beats and feel lightheaded like I might faint')).toBe('emergency');
    expect(ids('had an irregular heartbeat and blacked out for a few seconds')).toContain(
      'exertional-fainting',
    );
  });

  it('does not raise skipped beats without a faint, or a heart said not to race', () => {
    expect(triage('occasional skipped beats when I drink coffee, no dizziness, no fainting')).not.toBe(
      'emergency',
    );
    expect(triage('my heart skips a beat sometimes, is that normal?')).not.toBe('emergency');
    expect(findings('my heart is not racing but I feel faint')).not.toContain('palpitations');
  });
});

describe('a long lie after a fall (NHS falls: call 999 if they cannot get up)', () => {
  it('sends someone who cannot get up off the floor, or lay there for hours, to emergency care', () => {
    expect(
      triage("I'm 75 and I've had a fall, I can't get up off the floor and have been here all night"),
    ).toBe('emergency');
    expect(triage("found mum on the floor this morning, she'd been there for hours")).toBe('emergency');
    expect(triage('82 y/o F found on floor by carer, long lie ~8h, alert')).toBe('emergency');
    expect(ids('my husband has fallen and I cannot get him up off the floor')).toContain(
      'long-lie-after-fall',
    );
    expect(ids('Nan slipped in the kitchen and has been lying on the floor for hours')).toContain(
      'long-lie-after-fall',
    );
  });

  it('does not read a fall with a quick recovery, or lying on the floor by choice', () => {
    expect(ids('I fell over in the garden but got straight back up, just a grazed knee')).toEqual([]);
    expect(ids('the kids have been playing on the floor for hours')).toEqual([]);
    expect(ids("my back is bad so I've been lying on the floor for hours to ease it")).not.toContain(
      'long-lie-after-fall',
    );
    expect(ids('I can get up off the floor fine after a fall, just bruised')).not.toContain(
      'long-lie-after-fall',
    );
  });
});

describe('an eye injury with blood in the eye, a change in sight or a high-speed object (NHS: A&E)', () => {
  it('sends these to emergency care', () => {
    expect(
      triage('hit in the eye with a squash ball and now I see a shadow and blood in the front of my eye'),
    ).toBe('emergency');
    expect(triage("elbowed in the eye playing football, can't see properly out of it")).toBe('emergency');
    expect(triage('pt sustained blunt trauma to L eye, hyphaema noted, VA reduced')).toBe('emergency');
    expect(triage('was grinding metal without goggles and something flew into my eye')).toBe('emergency');
    expect(triage('got a squash ball in the eye, now my vision is blurry')).toBe('emergency');
  });

  it('keeps a minor eye injury same-day and does not read blood in the white of the eye', () => {
    expect(triage('poked in the eye by my toddler, a bit sore and watery, vision fine')).toBe('urgent-care');
    expect(triage('hit in the eye, no blood in the eye and my vision is not blurred')).toBe('urgent-care');
    expect(ids('blood in the white of my eye after coughing, no pain')).toEqual([]);
    expect(ids('my vision is blurry when reading, no injury')).not.toContain('eye-injury-serious');
  });
});

describe('acute urinary retention (NHS urinary retention: emergency treatment)', () => {
  it('raises being unable to pee at all, for hours, or with a full bladder to emergency', () => {
    expect(triage("I can't pee at all and my bladder feels full and painful")).toBe('emergency');
    expect(triage("haven't been able to wee since last night, lower tummy swollen and sore")).toBe(
      'emergency',
    );
    expect(triage('80M unable to void since 6am, palpable bladder, suprapubic pain')).toBe('emergency');
    expect(triage('been trying to wee for hours and nothing comes out, belly is rock hard')).toBe(
      'emergency',
    );
  });

  it('does not raise a weak stream, dribbling or a slow start', () => {
    expect(ids('weak stream and dribbling for months, getting up at night to pee')).toEqual([]);
    expect(ids("I can't pee properly, it's slow to start")).toEqual([]);
    expect(ids('I have not been able to wee properly for a week, just dribbles')).toEqual([]);
    expect(triage("it stings and I can't pee much")).toBe('urgent-care');
  });
});

describe('priapism (NHS: A&E for an erection lasting more than 4 hours)', () => {
  it('sends an erection that will not go down, or lasts 4 hours or more, to emergency care', () => {
    expect(triage("my erection won't go down, it's been 5 hours")).toBe('emergency');
    expect(triage('painful erection for over 4 hours')).toBe('emergency');
    expect(triage('68M, ?priapism after trimix injection, erect for 5h')).toBe('emergency');
    expect(triage("I'm 15 and my penis has stayed hard since last night, it's painful")).toBe('emergency');
  });

  it('does not read erectile dysfunction, short erections or curved painful erections', () => {
    expect(ids("can't get an erection for 6 months")).toEqual([]);
    expect(ids('my erection goes down too quickly')).toEqual([]);
    expect(ids('painful erections, curved to one side')).toEqual([]);
    expect(ids('erection lasted 2 hours after viagra then went down')).toEqual([]);
  });
});

describe('a perianal abscess with a fever (NHS abscess: urgent GP or 111)', () => {
  it('reads a painful lump by the anus with a fever or shivers as same-day', () => {
    expect(triage('painful swelling near my bottom and a fever')).toBe('urgent-care');
    expect(triage('lump by my anus, throbbing, hot and I feel shivery')).toBe('urgent-care');
    expect(ids('big painful lump next to my anus, temp 38.5')).toContain('perianal-abscess-fever');
  });

  it('does not raise a lump without a fever, or piles', () => {
    expect(ids('painful lump at my bum, no fever')).toEqual([]);
    expect(ids('piles, itchy bottom, bit of blood')).toEqual([]);
  });
});

describe('paraphimosis (NHS tight foreskin: a medical emergency)', () => {
  it('sends a foreskin stuck back that will not go forward to emergency care', () => {
    expect(triage('my foreskin is stuck back and the tip is swelling')).toBe('emergency');
    expect(triage("can't pull my son's foreskin forward and it's swollen")).toBe('emergency');
    expect(triage("foreskin pulled back during sex and now it won't go back over, really swollen")).toBe(
      'emergency',
    );
    expect(ids("my son's foreskin got retracted at bath time and is stuck behind the head")).toContain(
      'paraphimosis',
    );
  });

  it('does not read a tight foreskin that will not pull back (phimosis) or adhesions', () => {
    expect(ids("I can't pull my foreskin back, it's tight")).toEqual([]);
    expect(ids("my 3 year old's foreskin won't retract")).toEqual([]);
    expect(ids('foreskin is stuck to the head of his penis, he is 2')).toEqual([]);
  });
});

describe('a dental infection spreading to the face (NHS dental abscess)', () => {
  it('sends swelling round the eye, or a face swollen from a tooth with a mouth that will not open, to emergency', () => {
    expect(
      triage("my face is swelling on one side from a bad tooth and I can't open my mouth properly"),
    ).toBe('emergency');
    expect(triage('tooth abscess and my cheek and eye are swelling')).toBe('emergency');
    expect(triage('abscess on my back molar, whole side of my face swollen and my eye is puffing up')).toBe(
      'emergency',
    );
    expect(triage("wisdom tooth infection, cheek swollen, jaw won't open")).toBe('emergency');
  });

  it('keeps a face swollen from a tooth, or pain opening wide, same-day', () => {
    expect(triage('my face is swollen from a bad tooth')).toBe('urgent-care');
    expect(triage('toothache and my jaw is swelling')).toBe('urgent-care');
    expect(
      triage('back tooth has been throbbing for days, now my cheek is puffed up and it hurts to open wide'),
    ).toBe('urgent-care');
    expect(ids('my eyes are puffy from hayfever and I have toothache')).not.toContain(
      'dental-abscess-spreading',
    );
  });
});

describe('a bone, food or object stuck in the throat (NHS: A&E; cannot swallow saliva is an emergency)', () => {
  it('sends these to emergency care', () => {
    expect(triage("a fish bone is stuck in my throat and I can't swallow")).toBe('emergency');
    expect(triage("meat stuck in my gullet, can't even swallow water, drooling")).toBe('emergency');
    expect(triage('steak got stuck in my oesophagus, keep spitting out saliva')).toBe('emergency');
    expect(triage("a tablet got stuck in my throat and now I can't swallow anything, even my spit")).toBe(
      'emergency',
    );
  });

  it('does not read a lump felt in the throat, a pill that feels stuck, or a past episode', () => {
    expect(ids("feels like a lump in my throat when I'm anxious but I can eat fine")).toEqual([]);
    expect(ids('feels like something is stuck in my throat but I can eat and drink')).toEqual([]);
    expect(ids('feel like a pill is stuck in my throat')).toEqual([]);
    expect(ids('no fish bone stuck, throat just a bit scratchy')).toEqual([]);
    expect(ids('I had a fish bone stuck in my throat last year')).toEqual([]);
  });
});
