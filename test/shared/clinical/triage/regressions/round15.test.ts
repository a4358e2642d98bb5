import { describe, expect, it } from 'vitest';
import { findings, ids, triage } from '../../../../support/triage.ts';

/**
 * Round fifteen: the last under-triages of the eleventh development probes (children,
 * vignettes-dev-probes-11.json), each tested in wordings unlike the probe, with the near-misses it
 * must not catch.
 */

describe('emergency contraception (NHS; FSRH 2017, updated 2023)', () => {
  it('sends a split condom or sex without contraception in the last few days to same-day care', () => {
    expect(triage('the condom came off last night and I am not on the pill', { age: 19 })).toBe(
      'urgent-care',
    );
    expect(triage('we had unprotected sex 2 days ago, can I still get the morning after pill?')).toBe(
      'urgent-care',
    );
    expect(triage('16F, UPSI 30 hours ago, no contraception, requesting EC', { age: 16 })).toBe(
      'urgent-care',
    );
    expect(ids('yesterday the condom broke')).toContain('emergency-contraception');
  });

  it('does not fire on a missed pill alone, on sex weeks ago, or on a condom that held', () => {
    expect(findings('missed one pill yesterday, asking if I need emergency contraception')).not.toContain(
      'contraceptionFailedRecently',
    );
    expect(findings('had unprotected sex with a new guy 3 weeks ago, now some discharge')).not.toContain(
      'contraceptionFailedRecently',
    );
    expect(findings('the condom did not split last night')).not.toContain('contraceptionFailedRecently');
  });
});

describe("a jaundiced baby with pale poo or dark urine (NICE CG98; Children's Liver Disease Foundation)", () => {
  it('sends a baby with jaundice and pale stools or dark urine for same-day care, whatever the duration', () => {
    expect(
      triage('my 5 week old still looks yellow and her poos have gone a pale cream colour', {
        age: 0.1,
        duration: { value: 5, unit: 'weeks' },
      }),
    ).toBe('urgent-care');
    expect(
      triage('4/52 F, prolonged jaundice, acholic stools, dark urine', {
        age: 0.08,
        duration: { value: 4, unit: 'weeks' },
      }),
    ).toBe('urgent-care');
    expect(ids('baby is jaundiced and his wee is dark and staining the nappy', { age: 0.05 })).toContain(
      'infant-jaundice-pale-stools',
    );
  });

  it('does not fire for yellow mustardy stools, or in an older child or adult', () => {
    expect(findings('poos are yellow and seedy, wee is pale')).not.toContain('paleStoolsOrDarkUrine');
    expect(ids('jaundiced with pale stools', { age: 40 })).not.toContain('infant-jaundice-pale-stools');
  });
});

describe('signs that need a child’s blood count within 48 hours (NICE NG12, 2015, updated 2023)', () => {
  it('sends unexplained bruising or bone pain with pallor or tiredness for urgent care', () => {
    expect(
      triage('my 8 year old has bruises on his legs from nowhere and is so pale and tired all the time', {
        age: 8,
      }),
    ).toBe('urgent-care');
    expect(triage('4F, 2/52 bone pain and pallor, afebrile', { age: 4 })).toBe('urgent-care');
    expect(
      ids('her legs ache every night and wake her up, and she has been very pale lately', { age: 6 }),
    ).toContain('child-leukaemia-signs');
  });

  it('does not fire on night-time leg pains alone, tiredness alone, or a bruise from a fall', () => {
    expect(ids('his legs ache at night but he is fine in the day, running about', { age: 6 })).not.toContain(
      'child-leukaemia-signs',
    );
    expect(ids('she is tired after starting school', { age: 5 })).not.toContain('child-leukaemia-signs');
    expect(
      ids('bruised his shin falling off his scooter, he is pale after crying', { age: 7 }),
    ).not.toContain('child-leukaemia-signs');
  });

  it('reads "3/52" after a child’s age as a duration, not as a three-week-old baby', () => {
    expect(findings('5M, 3/52 pallor and bruising')).not.toContain('nonMobileBaby');
    expect(findings('3/52 M, term baby, bruise on cheek')).toContain('nonMobileBaby');
  });
});

describe('mastoiditis told as clinicians write it (NICE CKS otitis media)', () => {
  it('reads swelling behind the left or right ear and a pushed-forward pinna', () => {
    expect(triage('6M, L AOM 4/7, now swelling behind left ear, afebrile', { age: 6 })).toBe('urgent-care');
    expect(triage('5F, R pinna displaced forwards, post-auricular erythema', { age: 5 })).toBe('urgent-care');
  });

  it('does not read a painless lump or gland behind the ear as mastoiditis', () => {
    expect(findings('a small soft lump behind my left ear since a cold, not painful')).not.toContain(
      'behindEarSwelling',
    );
    expect(findings('swollen glands behind his ear with a cold')).not.toContain('behindEarSwelling');
  });
});

describe('neonatal conjunctivitis (NHS conjunctivitis; NICE CKS)', () => {
  it('sends purulent eye discharge in a baby under 28 days for same-day care', () => {
    expect(triage('2/52 F, purulent discharge from both eyes', { age: 0.04 })).toBe('urgent-care');
    expect(triage('10 day old with yellow eye discharge since this morning', { age: 0.03 })).toBe(
      'urgent-care',
    );
  });

  it('leaves a sticky eye in an older baby to conjunctivitis advice', () => {
    expect(ids('purulent eye discharge', { age: 0.5 })).not.toContain('newborn-red-eye');
  });
});

describe('whooping cough in a baby who does not whoop (NHS; UKHSA pertussis guidance)', () => {
  it('reads coughing fits that end in vomiting or a red or blue face', () => {
    expect(
      triage(
        'my 2 month old gets coughing fits and then brings up her feed, big sister has had a cough for weeks',
        {
          age: 0.17,
        },
      ),
    ).toBe('urgent-care');
    expect(triage('8/52 M, paroxysms of coughing, goes red in the face, no whoop', { age: 0.15 })).toBe(
      'urgent-care',
    );
  });

  it('does not read a cough that makes an adult red in the face, nor a fit without a cough', () => {
    expect(ids('coughing fits that make me go red in the face', { age: 40 })).not.toContain(
      'whooping-cough-infant',
    );
    expect(findings('he had a fit and was sick afterwards')).not.toContain('whoopingCough');
  });
});

describe('a toddler who will not weight-bear after a fall (NICE NG38)', () => {
  it('reads "refusing to weight-bear" with the hyphen', () => {
    expect(triage('3M, refusing to weight-bear R leg after jumping off the sofa', { age: 3 })).toBe(
      'urgent-care',
    );
    expect(findings('will not weight-bear on it')).toContain('fractureSigns');
  });
});

describe('self-care that has not worked (NHS self-care pages)', () => {
  it('sends symptoms despite pharmacy treatment to a GP', () => {
    expect(triage('16F, hay fever, symptoms despite OTC loratadine and nasal spray', { age: 16 })).toBe(
      'see-a-doctor',
    );
    expect(
      triage('ringworm on my arm, been using terbinafine cream for 2 weeks and it is spreading', { age: 30 }),
    ).toBe('see-a-doctor');
  });

  it('keeps a complaint that responds to treatment as self-care', () => {
    expect(triage('hay fever, cetirizine is helping, itchy eyes and sneezing', { age: 30 })).toBe(
      'self-care',
    );
    expect(
      triage('ringworm on my arm, been using clotrimazole cream for a week and it is fading', { age: 30 }),
    ).toBe('self-care');
  });
});

describe('misreadings found by the eleventh probes', () => {
  it('does not read "the sick is not green" as green vomit', () => {
    expect(findings('she brings up milk after feeds, the sick is not green')).not.toContain('bileVomit');
    expect(findings('the sick was dark green this morning')).toContain('bileVomit');
  });

  it('does not read a child who does not hear when called from behind as hard to wake', () => {
    expect(findings('nursery say he does not respond when called from behind')).not.toContain('hardToWake');
    expect(findings('she does not respond to sounds at home')).not.toContain('hardToWake');
    expect(findings('he is floppy and does not respond when I shake him')).toContain('hardToWake');
  });
});

describe('left over from the thirteenth and fourteenth reviews', () => {
  it('reads a pain in one side of the chest as chest pain, not a rash there', () => {
    expect(triage('pain in my left side of my chest going through to my back', { age: 55 })).toBe(
      'emergency',
    );
    expect(findings('painful rash on one side of my chest')).not.toContain('chestPain');
  });

  it('reads a weapon shown in a message, with the person on the way, as immediate danger', () => {
    expect(triage('my ex texted me a pic of a machete and says he is coming round', { age: 30 })).toBe(
      'emergency',
    );
    expect(findings('he sent me a photo of a knife he bought for the kitchen')).not.toContain(
      'armedPersonComing',
    );
  });

  it('reads "not responding normally" in a febrile child as amber (NICE NG143), "not responding" as red', () => {
    expect(triage('3yo febrile, not responding normally to social cues', { age: 3 })).toBe('urgent-care');
    expect(triage('2yo with a fever, not responding to me at all', { age: 2 })).toBe('emergency');
  });

  it('leaves a newborn’s pauses of a few seconds to a GP, unless the colour changes (AAP BRUE 2016)', () => {
    expect(
      triage('newborn has little pauses in her breathing for a few seconds when asleep, stays pink', {
        age: 0.05,
      }),
    ).toBe('see-a-doctor');
    expect(
      triage('baby keeps pausing her breathing for a few seconds then goes blue round the lips', {
        age: 0.1,
      }),
    ).toBe('emergency');
    expect(triage('baby pauses breathing for 20 seconds at a time', { age: 0.05 })).toBe('emergency');
    expect(triage('she stopped breathing for a few seconds', { age: 0.1 })).toBe('emergency');
  });
});
