import { describe, expect, it } from 'vitest';
import { complaints, findings, ids, triage } from '../../support/triage.ts';

/**
 * Over-triage fixed after the seventh generalisation probes (vignettes-dev-probes-7.json): worries
 * about a stroke or heart attack, chest-wall pain, mild early-pregnancy pain, hyperemesis ketones,
 * quinsy, biliary shoulder-tip pain and pneumonia. Each concept is tested in wording unlike the
 * probe, with the near-miss that must stay urgent or an emergency.
 */

describe('a stroke named as a worry or a question, with a normal face and speech', () => {
  it('does not read the feared word as a stroke sign, but keeps the fear as its own finding', () => {
    const read = findings(
      "I'm terrified this was a TIA. My smile looks normal and my talking is fine, my hand just went numb after I slept on it.",
    );
    expect(read).toContain('strokeFeared');
    expect(read).not.toContain('strokeSigns');
  });

  it('is not an emergency when the face and speech are said to be normal and nothing was sudden', () => {
    expect(
      ids(
        'Could that have been a mini-stroke? My face was normal, my speech was normal. My foot went to sleep after kneeling on it.',
      ),
    ).not.toContain('stroke-signs');
    expect(
      triage(
        'Could that have been a mini-stroke? My face was normal, my speech was normal. My foot went to sleep after kneeling on it.',
        { age: 35 },
      ),
    ).not.toBe('emergency');
  });

  it('stays an emergency for a question about someone now, without the face and speech ruled out', () => {
    expect(ids('is my husband having a stroke? he looks odd')).toContain('stroke-signs');
    expect(ids("I'm worried my mum might be having a stroke")).toContain('stroke-signs');
    expect(ids('I reckon my grandad is having a stroke')).toContain('stroke-signs');
  });

  it('stays an emergency with a sudden onset, or a one-sided sign, even with a normal face and speech', () => {
    expect(
      ids('scared it is a stroke, face normal and speech normal, but my right leg went weak suddenly'),
    ).toContain('stroke-signs');
    expect(
      ids('afraid this is a stroke. My face is fine and my speech is fine. It all came on suddenly.'),
    ).toContain('stroke-signs');
  });

  it('reads "nothing came on suddenly" as no sudden onset', () => {
    expect(findings('nothing started suddenly, it crept up over weeks')).not.toContain('sudden');
    expect(findings('the numbness came on suddenly')).toContain('sudden');
  });
});

describe('a heart attack named as a fear, with its warning signs ruled out', () => {
  const heartburn =
    'After a big spicy dinner I got a burning feeling rising into my throat and was scared I was having a heart attack. It does not go into my arm or neck, I am not clammy and not short of breath.';

  it('does not read the fear as chest pain', () => {
    expect(findings(heartburn)).toContain('heartAttackFeared');
    expect(findings(heartburn)).not.toContain('chestPain');
    expect(ids(heartburn, { age: 31 })).not.toContain('chest-pain');
  });

  it('stays an emergency when the warning signs are not all ruled out', () => {
    expect(ids("I'm frightened I'm having a heart attack")).toContain('chest-pain');
    expect(
      ids(
        'worried I was having a heart attack, not in my arm or neck, not short of breath, but I am drenched in sweat',
      ),
    ).toContain('chest-pain');
    expect(ids('am I having a heart attack? my chest is heavy')).toContain('chest-pain');
  });
});

describe('chest-wall pain (2021 AHA/ACC chest pain guideline; NHS chest pain)', () => {
  const strain =
    'Since digging the garden my ribs on the left are sore when I push on them and when I turn my body. Not short of breath, not sweating, no pain going to my arm or jaw.';

  it('reads pain on pressing or moving as chest-wall pain', () => {
    expect(findings(strain)).toContain('chestWallPain');
    expect(findings('tender to touch over the left costochondral junction')).toContain('chestWallPain');
    expect(findings('chest pain when I breathe in')).not.toContain('chestWallPain');
  });

  it('is not an emergency under 40, but never self-care', () => {
    const sore =
      'my chest hurts when I push on it and when I turn my body. Not short of breath, not sweating, no pain going to my arm or jaw.';
    expect(ids(sore, { age: 28 })).toEqual([]);
    expect(triage(sore, { age: 28 })).toBe('see-a-doctor');
  });

  it('stays an emergency from 40, and when the age is not known', () => {
    const sore =
      'my chest hurts when I push on it and when I turn my body. Not short of breath, not sweating, no pain going to my arm or jaw.';
    expect(ids(sore, { age: 40 })).toEqual(['chest-wall-pain-40-plus']);
    expect(triage(sore, { age: 67 })).toBe('emergency');
    expect(ids(sore)).toEqual(['chest-wall-pain-40-plus']);
    expect(triage(sore)).toBe('emergency');
  });

  it('stays an emergency without every warning sign ruled out, or with one of them', () => {
    // Breathlessness not mentioned.
    expect(ids('my chest hurts when I press on it, no sweating, no pain in my arm or jaw')).toContain(
      'chest-pain',
    );
    // A pressing, heavy quality.
    expect(
      ids(
        'heavy pressure in my chest, worse when I press on it, not short of breath, not sweating, no pain in my arm',
      ),
    ).toContain('chest-pain');
    // Feeling sick.
    expect(
      ids(
        'my chest hurts when I push on it, not short of breath, not sweating, no pain to my arm or jaw, feel sick',
      ),
    ).toContain('chest-pain');
    // Only pressing, nothing ruled out.
    expect(ids('chest pain that is worse when I press on it')).toContain('chest-pain');
  });
});

describe('mild early-pregnancy pain (NHS ectopic pregnancy: urgent GP, early pregnancy unit or 111)', () => {
  const mild =
    'Positive pregnancy test last week. Mild cramping on my right side low down and a little brown discharge spotting. No dizziness and no pain in my shoulder tip.';

  it('is same-day, not 999, when the pain is mild and dizziness or shoulder-tip pain is ruled out', () => {
    expect(ids(mild, { sex: 'female', age: 30 })).not.toContain('ectopic-pregnancy');
    expect(triage(mild, { sex: 'female', age: 30, pregnant: true })).toBe('urgent-care');
  });

  it('stays an emergency with shoulder-tip pain, dizziness, strong pain, or nothing ruled out', () => {
    expect(
      ids('Positive test, mild pain low on the right, not dizzy, but pain in my shoulder tip', {
        sex: 'female',
        age: 30,
      }),
    ).toContain('ectopic-pregnancy');
    expect(
      ids('Positive test, mild pain low on the right, no shoulder tip pain, feeling dizzy', {
        sex: 'female',
        age: 30,
      }),
    ).toContain('ectopic-pregnancy');
    expect(
      ids('Positive test, severe pain low on the right, not dizzy', { sex: 'female', age: 30 }),
    ).toContain('ectopic-pregnancy');
    expect(ids('period is late and I have pain low on the right side', { sex: 'female', age: 30 })).toContain(
      'ectopic-pregnancy',
    );
  });

  it('keeps bleeding with belly pain later in pregnancy an emergency', () => {
    expect(
      ids('32 weeks pregnant, mild tummy pain and some bleeding, not dizzy', { sex: 'female' }),
    ).toContain('pregnancy-warning');
  });
});

describe('ketones from vomiting in pregnancy without diabetes (RCOG Green-top 69; NHS severe vomiting in pregnancy)', () => {
  it('is hyperemesis for the same day, not DKA', () => {
    const text = '12/40, n&v for 4 days, not tolerating oral fluids, urine ketones ++++';
    expect(ids(text, { pregnant: true })).not.toContain('dka-hhs');
    expect(ids(text, { pregnant: true })).toContain('hyperemesis');
  });

  it('stays DKA with diabetes, deep breathing, or outside pregnancy', () => {
    expect(ids('12/40, type 1 diabetes, vomiting, urine ketones ++++', { pregnant: true })).toContain(
      'dka-hhs',
    );
    expect(ids('12/40, vomiting, ketones 4+, very confused', { pregnant: true })).toContain('dka-hhs');
    expect(ids('vomiting since yesterday, blood ketones 3.5')).toContain('dka-hhs');
  });
});

describe('quinsy with a muffled voice but a safe airway (NHS quinsy: urgent GP or 111)', () => {
  it('is same-day when saliva is swallowed and there is no stridor', () => {
    const text =
      'One-sided throat pain getting worse, cannot open my jaw far, muffled voice. Swallowing my own saliva, breathing is fine.';
    expect(ids(text)).not.toContain('stridor');
    expect(triage(text, { age: 27 })).toBe('urgent-care');
  });

  it('stays an airway emergency when either is not ruled out', () => {
    expect(ids('muffled voice and fever, sore throat')).toContain('stridor');
    expect(ids('muffled voice, breathing is fine, but drooling and cannot swallow his spit')).toContain(
      'stridor',
    );
    expect(ids('muffled voice, no drooling, noisy high-pitched breathing in')).toContain('stridor');
  });
});

describe('gallbladder pain referred to the shoulder tip (NHS gallstones)', () => {
  it('does not read shoulder-tip pain as a heart attack spread', () => {
    const text =
      'pain under my right ribs after a greasy takeaway, shooting to the tip of my right shoulder, temp 38.3';
    expect(findings(text)).not.toContain('radiatingPain');
    expect(ids(text, { age: 50, sex: 'female' })).not.toContain('chest-pain');
    expect(triage(text, { age: 50, sex: 'female' })).toBe('urgent-care');
  });

  it('still reads spread to the arm, jaw or shoulder as radiation', () => {
    expect(findings('upper tummy pain going into my left shoulder and I feel sweaty')).toContain(
      'radiatingPain',
    );
    expect(ids('upper tummy pain going into my jaw and I feel sweaty', { age: 60 })).toContain('chest-pain');
  });
});

describe('pneumonia with pain on breathing in (NHS pneumonia; NICE NG158)', () => {
  it('is same-day when a chest infection with a fever explains it', () => {
    const text =
      'coughing up yellow phlegm, fever 38.6, sharp pain on the left when I breathe in, breathless climbing stairs';
    expect(ids(text, { age: 45 })).not.toContain('pulmonary-embolism');
    expect(triage(text, { age: 45 })).toBe('urgent-care');
  });

  it('stays a possible clot with a clot sign, a clot risk or a sudden onset', () => {
    expect(
      ids('coughing up yellow phlegm, fever 38.6, pain when I breathe in, breathless, my calf is swollen'),
    ).toContain('pulmonary-embolism');
    expect(
      ids('green sputum, fever, pleuritic pain, suddenly breathless, flew back from Australia yesterday'),
    ).toContain('pulmonary-embolism');
    expect(ids('pain when I breathe in and breathless, no fever')).toContain('pulmonary-embolism');
  });
});

describe('pins and needles from sitting or lying on a limb (NHS pins and needles)', () => {
  const text =
    'Knelt on the kitchen floor sorting a cupboard and my right foot went to sleep. Once I walked about it was back to normal. My face and arms were fine.';

  it('is self-care when it came from a position and settled', () => {
    expect(complaints(text)).toContain('positional-pins-and-needles');
    expect(triage(text, { age: 40 })).toBe('self-care');
  });

  it('is not self-care when it keeps happening, or with a stroke sign', () => {
    expect(
      triage('my hand goes numb every night after lying on it, it keeps happening', { age: 40 }),
    ).not.toBe('self-care');
    expect(triage('my foot went to sleep after kneeling, and now my speech is slurred', { age: 40 })).toBe(
      'emergency',
    );
  });
});

describe('a sour taste in the mouth with heartburn (NHS heartburn and acid reflux)', () => {
  it('is part of the heartburn, not another complaint', () => {
    const text =
      'burning in my throat after a big greasy dinner with a bitter taste in my mouth, eased by an antacid';
    expect(complaints(text)).toContain('indigestion');
    expect(triage(text, { age: 35 })).toBe('self-care');
  });
});
