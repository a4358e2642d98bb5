import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Same-day (urgent-care) concepts added after the sixth generalisation probes
 * (vignettes-dev-probes-6.json). Each is tested in wording unlike the probe that exposed it, with the
 * near-miss it must not catch.
 */

describe('new psychosis or mania (NHS psychosis; NHS urgent help for mental health: same day)', () => {
  it('reads paranoia, voices and fixed false beliefs about others, in lay and clinical words', () => {
    expect(
      findings('my daughter says the TV is sending her messages and she has gone very paranoid'),
    ).toContain('psychosisSigns');
    expect(findings('he is convinced someone is following him everywhere')).toContain('psychosisSigns');
    expect(findings('new onset auditory hallucinations and persecutory delusions')).toContain(
      'psychosisSigns',
    );
    expect(
      triage('my mum keeps saying strangers are plotting against her, she has hardly slept this week', {
        age: 55,
      }),
    ).toBe('urgent-care');
  });

  it('reads mania in clinical and lay words', () => {
    expect(findings('hypomanic, grandiose, flight of ideas')).toContain('maniaSigns');
    expect(
      triage('22F, known BPAD, 3 nights no sleep, pressured speech, spending sprees, no SI', { age: 22 }),
    ).toBe('urgent-care');
  });

  it('does not read worry about being "paranoid", or psychosis that is denied, as psychosis', () => {
    expect(findings('am I just being paranoid about this mole?')).not.toContain('psychosisSigns');
    expect(findings("I'm a bit paranoid about my heart since my dad's attack")).not.toContain(
      'psychosisSigns',
    );
    expect(findings('no hallucinations, no delusions, no psychotic symptoms')).not.toContain(
      'psychosisSigns',
    );
    expect(ids('she is a paranoid mum, the baby is feeding well')).not.toContain('psychosis-or-mania');
  });
});

describe('a mental health crisis without immediate danger (NHS: 111 mental health option, same day)', () => {
  it('reads not coping any more with distress', () => {
    expect(
      triage('I cannot cope any longer, I am having panic attacks every day and my CPN is not answering', {
        age: 29,
      }),
    ).toBe('urgent-care');
    expect(ids('I am at breaking point, depressed and overwhelmed')).toContain('mental-health-crisis');
  });

  it('does not read pain that is hard to cope with, or coping, as a mental health crisis', () => {
    expect(ids('this toothache is so bad I cannot cope any more')).not.toContain('mental-health-crisis');
    expect(ids('a bit anxious about my exams but coping okay')).not.toContain('mental-health-crisis');
  });
});

describe('bleeding or bruising on a blood thinner (NHS warfarin: contact a doctor or 111 straight away)', () => {
  it('reads unexplained bruises and bleeding gums with an anticoagulant', () => {
    expect(findings('bruises coming up for no reason on my legs')).toContain('unexplainedBleeding');
    expect(
      triage('I take rivaroxaban and keep finding big bruises I cannot explain, and my gums bleed', {
        age: 74,
      }),
    ).toBe('urgent-care');
  });

  it('does not fire on bleeding gums without a blood thinner, or a bruise from a knock', () => {
    expect(ids('my gums bleed a bit when I floss')).not.toContain('anticoagulant-bleeding');
    expect(findings('bruise on my shin after I walked into the table')).not.toContain('unexplainedBleeding');
  });
});

describe('muscle pain or weakness on a statin (NHS statins: contact a doctor or 111)', () => {
  it('reads aching, weak muscles on a named statin', () => {
    expect(
      triage('since starting rosuvastatin my legs ache and I struggle to get up from a chair, I feel weak', {
        age: 66,
      }),
    ).toBe('urgent-care');
    expect(ids('on simvastatin 40, new myalgia both thighs')).toContain('statin-muscle-symptoms');
  });

  it('does not fire without a statin, or on a statin with no muscle symptoms', () => {
    expect(ids('my legs ache after the marathon')).not.toContain('statin-muscle-symptoms');
    expect(ids('I take atorvastatin and have a headache')).not.toContain('statin-muscle-symptoms');
  });
});

describe("Bell's palsy (NHS: urgent GP or 111)", () => {
  it('reads one side of the face not moving, an eye that will not close, or a named palsy', () => {
    expect(findings('the left side of his face has dropped and he cannot raise his left eyebrow')).toContain(
      'facialPalsy',
    );
    expect(findings('R LMN facial palsy, forehead involved')).toContain('facialPalsy');
    expect(
      triage(
        'my mouth is drooping on the left and I cannot close my left eye properly, arms and speech fine',
        {
          age: 44,
        },
      ),
    ).not.toBe('see-a-doctor');
  });

  it('does not read a swollen eyelid or a face that moves normally as a palsy', () => {
    expect(findings('my eyelid is so swollen I can hardly open my eye')).not.toContain('facialPalsy');
    expect(findings('no facial weakness, she can smile and close both eyes')).not.toContain('facialPalsy');
  });
});

describe('chest infections that need the same day (NHS chest infection; pneumonia)', () => {
  it('reads coloured phlegm with a fever at 65 or over', () => {
    expect(findings('bringing up yellow sputum')).toContain('chestInfection');
    expect(
      triage('cough for 4 days bringing up thick yellow phlegm and I have a temperature', { age: 71 }),
    ).toBe('urgent-care');
  });

  it('reads rusty phlegm with pain in the side on breathing in as pneumonia', () => {
    expect(
      triage('coughing up rust coloured sputum and it stabs in my left side every time I take a breath', {
        age: 38,
      }),
    ).toBe('urgent-care');
  });

  it('does not send a younger adult with a chesty cold, or a dry cough, the same day', () => {
    expect(ids('chesty cough with a bit of green phlegm, no fever', { age: 30 })).not.toContain(
      'chest-infection-older',
    );
    expect(findings('dry tickly cough, nothing coming up')).not.toContain('chestInfection');
  });
});

describe('new type 1 diabetes in a child: the 4Ts (NICE NG18: same-day referral)', () => {
  it('reads a child who is drinking and weeing much more, however it is told', () => {
    expect(findings('he has started wetting the bed again')).toContain('peeingLots');
    expect(
      triage(
        'my 9 year old is always asking for drinks and running to the loo all the time, and looks thinner',
        {
          age: 9,
        },
      ),
    ).toBe('urgent-care');
  });

  it('does not fire on a thirsty child in hot weather who is weeing normally', () => {
    expect(ids('it is hot and she is drinking loads, weeing normally', { age: 7 })).not.toContain(
      'child-diabetes-signs',
    );
  });
});

describe('severe vomiting in pregnancy (NHS hyperemesis: urgent GP, midwife or 111)', () => {
  it('reads fluids not staying down, dark or scant pee, or dizziness on standing', () => {
    expect(findings('my wee is really dark and I am light-headed when I stand up')).toContain('dryAndDizzy');
    expect(
      triage('12 weeks pregnant, been sick all day and cannot keep any fluids down', {
        pregnant: true,
        pregnancyWeeks: 12,
        age: 31,
      }),
    ).toBe('urgent-care');
  });

  it('does not fire on morning sickness with fluids staying down', () => {
    expect(
      ids('7 weeks pregnant, queasy in the mornings, keeping fluids down, weeing normally', {
        pregnant: true,
      }),
    ).not.toContain('hyperemesis');
  });
});

describe("an older person's sudden decline (NICE NG51 new deterioration in function)", () => {
  it('reads newly unsteady or much sleepier in an older person', () => {
    expect(findings('mum has been very unsteady on her feet since Tuesday')).toContain('olderDecline');
    expect(
      triage('my nan is 91 and since yesterday she is sleeping much more than usual and her pee smells', {
        age: 91,
        duration: { value: 1, unit: 'days' },
      }),
    ).toBe('urgent-care');
  });

  it('does not read a younger adult sleeping more as an older person’s decline', () => {
    expect(ids('I have been sleeping more than usual since the new job', { age: 30 })).not.toContain(
      'older-adult-decline',
    );
  });
});

describe('infected chickenpox spots (NHS chickenpox: urgent GP or 111)', () => {
  it('reads red, hot, swollen or pus-filled skin around the spots', () => {
    expect(
      triage('chicken pox for 5 days and some of the blisters on her tummy are oozing pus and swollen', {
        age: 3,
      }),
    ).toBe('urgent-care');
  });

  it('does not fire on ordinary itchy chickenpox spots', () => {
    expect(ids('chickenpox, very itchy spots, skin around them looks normal', { age: 5 })).not.toContain(
      'chickenpox-infected',
    );
  });
});

describe('a possible broken big toe (NHS broken toe: urgent treatment centre)', () => {
  it('reads an injured big toe that is swollen, bruised or hard to walk on', () => {
    expect(
      triage('dropped a tin of paint on my big toe last night, it is purple and swollen and I am limping', {
        age: 52,
        duration: { value: 1, unit: 'days' },
      }),
    ).toBe('urgent-care');
  });

  it('does not fire on a little toe, or a big toe with no swelling or bruising', () => {
    expect(ids('stubbed my little toe, it is swollen and bruised')).not.toContain('broken-big-toe');
    expect(ids('stubbed my big toe, no swelling, no bruising, walking fine')).not.toContain('broken-big-toe');
  });
});
