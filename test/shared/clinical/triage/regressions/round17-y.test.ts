import { describe, expect, it } from 'vitest';
import { ids, triage } from '../../../../support/triage.ts';

/**
 * Round seventeen (helper Y): same-day problems of adults out in the world that the thirteenth
 * development probes missed (travel, work, sport). Each concept is tested in wording unlike the
 * probe that exposed it, with the near-misses it must not catch.
 */

describe('fever after travel to South or Southeast Asia or South America (NHS malaria, dengue, typhoid)', () => {
  it('reads past travel to a named country or city as a malaria-area return', () => {
    expect(triage('just got back from thailand 2 weeks ago and have a temperature of 39')).toBe(
      'urgent-care',
    );
    expect(triage('my husband has high fever, we were in Vietnam last month')).toBe('urgent-care');
    expect(triage('my brother come back from Dhaka 10 day ago, now he have fever and shaking')).toBe(
      'urgent-care',
    );
    expect(ids('Pt returned from Peru 3/52 ago, febrile 38.7, rigors')).toContain('fever-after-travel');
    expect(ids('Temp 38.5 after trip to Cambodia')).toContain('fever-after-travel');
  });

  it('does not read planned travel, travel years ago or travel to Europe or the USA', () => {
    expect(ids('fever. we are planning a trip to Thailand')).not.toContain('fever-after-travel');
    expect(ids('fever, booked a holiday to Bali for May')).not.toContain('fever-after-travel');
    expect(ids('had a fever, went to Vietnam 5 years ago')).not.toContain('fever-after-travel');
    expect(ids('fever since returning from holiday in Spain')).not.toContain('fever-after-travel');
    expect(ids('back from Florida with a fever')).not.toContain('fever-after-travel');
    expect(ids('i was born in Pakistan, have a fever and cough')).not.toContain('fever-after-travel');
  });
});

describe('second pass: fever after travel to any malaria area, felt as hot and cold (NHS malaria, CDC maps)', () => {
  it('reads any malaria-risk country or city, and sweats with chills or shaking, as a same-day fever', () => {
    expect(
      triage('spent 2 weeks in Delhi for my cousins wedding, home since Tuesday, fever and chills'),
    ).toBe('urgent-care');
    expect(triage('came home from Kampala a fortnight ago, now hot and cold and aching everywhere')).toBe(
      'urgent-care',
    );
    expect(triage('wrkd in Nigeria til last wk, now sweats n shivers, headache')).toBe('urgent-care');
    expect(triage('volunteering in Malawi until last Friday, now hot and cold')).toBe('urgent-care');
    expect(triage('my wife come back from Accra, she is sweating and shaking whole night')).toBe(
      'urgent-care',
    );
    expect(ids('Pt back from PNG 2/52, feverish, myalgia')).toContain('fever-after-travel');
    expect(ids('back from Guatemala last week with a fever')).toContain('fever-after-travel');
    expect(ids('Kenya trip, back on friday, now temp 38.9')).toContain('fever-after-travel');
  });

  it('does not read a birthplace, someone from there, a planned trip, one years ago, or no fever', () => {
    for (const text of [
      'i was born in Nigeria, have a fever and cough',
      'I work with a guy from Ghana, I have a fever',
      'fever. planning to go to Uganda next month',
      'went to Kenya 10 years ago, now fever',
      'back from Freetown, no fever, no sweats, just a cough',
      'hot weather in Uganda on our trip, now home with a cough',
      'my guinea pig was poorly, now I have a fever',
      'back from uganda, the sweats are from my menopause, no fever',
    ]) {
      expect(ids(text)).not.toContain('fever-after-travel');
    }
  });
});

describe('a possible rabies exposure abroad, even healed (NHS rabies)', () => {
  it('sends a bite, scratch or lick on broken skin from a mammal in a rabies country the same day', () => {
    expect(triage('a street dog in Goa licked the graze on my knee last week')).toBe('urgent-care');
    expect(triage('Pt scratched by a stray cat in Morocco 10/7 ago, wound healed')).toBe('urgent-care');
    expect(triage('we was in Thailand, one monkey bite my son hand, 3 week ago, now ok')).toBe('urgent-care');
    expect(ids('a bat flew into me in Peru and scratched my neck')).toContain('rabies-exposure');
  });

  it('does not read a pet scratch at home, a lick on intact skin, or no contact', () => {
    expect(ids('my cat scratched my arm while I was playing with her')).not.toContain('rabies-exposure');
    expect(ids('a dog licked my hand on holiday in Thailand')).not.toContain('rabies-exposure');
    expect(ids('I saw a monkey in Thailand, it did not bite me')).not.toContain('rabies-exposure');
    expect(ids('in Bali we fed the monkeys, none of them bit us')).not.toContain('rabies-exposure');
    expect(
      ids('nipped by dog through trouser leg this morning. Skin intact. UK dog, known to owner.'),
    ).not.toContain('rabies-exposure');
  });
});

describe('second pass: a bite in non-native English, in any rabies country (NHS rabies)', () => {
  it('reads bite, bited and biten by an animal in a rabies country', () => {
    expect(triage('my son was bited by a monkey in Bali')).toBe('urgent-care');
    expect(triage('he got biten by street dog in Marrakech last week')).toBe('urgent-care');
    expect(triage('scratch by a cat in Turkey on holiday, 2 days ago')).toBe('urgent-care');
    expect(ids('my wife was bite by dog in Sierra Leone, 1 month ago, it heal now')).toContain(
      'rabies-exposure',
    );
  });

  it('does not read insect bites or no contact', () => {
    for (const text of [
      'in Egypt a dog barked at me but it did not bite',
      'I was bitten by mosquitoes in Cambodia',
      'my cat scratched my arm while I was playing with her',
    ]) {
      expect(ids(text)).not.toContain('rabies-exposure');
    }
  });
});

describe('a needlestick or sharps injury, or a blood splash (NHS: injured with a used needle)', () => {
  it('sends an injury from a used or found needle, or a blood splash, the same day', () => {
    expect(triage('I pricked myself with a used needle I found in the park')).toBe('urgent-care');
    expect(triage('i am cleaner in hospital, today the needle from the yellow bin go in my finger')).toBe(
      'urgent-care',
    );
    expect(triage('my son stood on a needle lying in the playground', { age: 9 })).toBe('urgent-care');
    expect(ids('stepped on a discarded syringe on the beach')).toContain('needlestick-injury');
    expect(ids('blood from the patient splashed into my eye during surgery')).toContain('needlestick-injury');
  });

  it('does not read a sewing needle, a clean or own needle, a blood test or a needle put away', () => {
    expect(ids('pricked my finger with a sewing needle')).not.toContain('needlestick-injury');
    expect(ids('I accidentally pricked myself with a new, unused needle')).not.toContain(
      'needlestick-injury',
    );
    expect(ids('jabbed myself with my own insulin needle')).not.toContain('needlestick-injury');
    expect(ids('had a blood test today, bruise where the needle went in')).not.toContain(
      'needlestick-injury',
    );
    expect(ids('the needle is in the bin now')).not.toContain('needlestick-injury');
    expect(ids('no needlestick injury today, just a papercut')).not.toContain('needlestick-injury');
  });
});

describe('second pass: a needle found in litter or at work that went in, or NSI (NHS: injured with a used needle)', () => {
  it('sends a stepped-on, picked-up or binned needle that went in the same day', () => {
    expect(triage('I sat on a needle in the park')).toBe('urgent-care');
    expect(triage('my kid picked up a syringe in the playground and it pricked him', { age: 7 })).toBe(
      'urgent-care',
    );
    expect(triage('binman here, syringe in a black bag stabbed my leg')).not.toBe('self-care');
    expect(ids('binman here, syringe in a black bag stabbed my leg')).toContain('needlestick-injury');
    expect(ids('student nurse, NSI this am')).toContain('needlestick-injury');
    expect(ids('trod on a needle on the beach, went through my sandal')).toContain('needlestick-injury');
    expect(ids('doing laundry at the care home and a needle in the sheets went into my thumb')).toContain(
      'needlestick-injury',
    );
  });

  it('does not read a policy question, an old injury with clear tests, own or clean needles, or no contact', () => {
    for (const text of [
      'nurse here, what is our policy on needlestick injuries for students on placement?',
      'I had a needlestick injury 5 years ago, all tests were negative, now I just need a flu jab',
      'nurse, my own insulin needle pricked me at work',
      'found a needle in the park and put it in a sharps bin, it didnt touch me',
      'had my flu jab at the clinic, the needle went in fine',
      'blood test at hospital, the needle went into my arm and it bruised',
      'pricked my finger on a sewing needle',
      'needle was clean and unused, pricked my finger opening the pack',
      'pricked myself on a pin at work',
      'nurse on the ward, pins and needles went into my hand after sleeping on it',
      'my arm had pins and needles from lying on it',
    ]) {
      expect(ids(text)).not.toContain('needlestick-injury');
    }
  });
});

describe('an ankle or foot injury that meets the Ottawa rules (NICE CKS sprains and strains, NHS broken ankle)', () => {
  it('sends bony tenderness, only a few steps, or painful weight-bearing after an injury the same day', () => {
    expect(triage('rolled my ankle, the bony bit on the outside is really tender when I press it')).toBe(
      'urgent-care',
    );
    expect(triage('inversion injury L ankle, tender over lateral malleolus, able to weight bear')).toBe(
      'urgent-care',
    );
    expect(triage('went over on my foot, tender at the base of the 5th metatarsal')).toBe('urgent-care');
    expect(triage('my wife twist her ankle on the stairs, she can only walk 2 steps then she cry')).toBe(
      'urgent-care',
    );
    expect(ids('crushed my toe under a heavy box, it is painful to weight bear')).toContain(
      'possible-fracture',
    );
  });

  it('keeps a sprain that can be walked on, and non-tender bones, below same-day', () => {
    for (const text of [
      'twisted my ankle, swollen, I can walk on it but it is sore',
      'sprained ankle yesterday, bit swollen, walking ok',
      'inversion injury R ankle, malleoli non-tender, weight bearing, swelling ATFL',
      'rolled my ankle, no bony tenderness, walking fine',
      'dropped a tin on my toe, sore but I can walk on it fine',
    ]) {
      expect(ids(text)).not.toContain('possible-fracture');
    }
  });
});

describe('second pass: Ottawa ankle and foot told in other words (NICE CKS sprains and strains)', () => {
  it('sends fewer than four steps, or a tender bump on the edge of the foot or ankle, after an injury', () => {
    expect(triage('rolled my ankle playing 5 a side, cant take more than 2 steps')).toBe('urgent-care');
    expect(
      triage('my mum fell off the curb, her foot swell, she cannot walk more than one or two step'),
    ).toBe('urgent-care');
    expect(triage('twisted ankle, the bone on the outside of my ankle hurts when I press')).toBe(
      'urgent-care',
    );
    expect(
      ids('a pallet landed on my foot at work, the knobbly bit on the outer edge of my foot is so sore'),
    ).toContain('possible-fracture');
  });

  it('does not read a bone that is not tender, or walking more than four steps', () => {
    for (const text of [
      'tripped, the bone on the outside of my foot is not tender, walking fine',
      'rolled my ankle, I can walk more than 4 steps, sore on the side',
      "sprained ankle, I can't walk more than 2 miles",
      'the bump on the outside of my foot rubs in new shoes',
    ]) {
      expect(ids(text)).not.toContain('possible-fracture');
    }
  });
});

describe('sore muscles with brown or cola-coloured urine (MedlinePlus rhabdomyolysis)', () => {
  it('sends muscle pain with brown, cola- or tea-coloured pee the same day, without a statin', () => {
    expect(
      triage(
        'did 200 push ups for a challenge, arms swollen and so painful, and my pee is brown like coca cola',
      ),
    ).toBe('urgent-care');
    expect(
      triage('my son (22) did crossfit 2 days ago, legs very sore and his wee looks like strong tea'),
    ).toBe('urgent-care');
    expect(ids('after marathon muscles aching and urine dark brown')).toContain('statin-muscle-symptoms');
  });

  it('does not read normal, dark yellow or slightly dark pee after exercise', () => {
    for (const text of [
      'did my first proper leg day on monday, thighs SO sore, pee looks normal',
      'legs sore after the gym, no brown urine',
      'thighs aching after squats, my urine is a bit dark',
      'muscles aching from the flu, urine dark yellow because I am not drinking much',
    ]) {
      expect(ids(text)).not.toContain('statin-muscle-symptoms');
    }
  });
});

describe('a cut that is deep, open, shows fat or needs closing (NHS cuts and grazes)', () => {
  it('sends a deep, open or gaping cut the same day', () => {
    expect(triage('sliced my finger with a knife, it is quite deep and keeps opening')).toBe('urgent-care');
    expect(triage('the cut is open and i can see yellow fatty stuff')).toBe('urgent-care');
    expect(triage('Pt lac to R forearm 4cm, deep, edges not opposing')).toBe('urgent-care');
    expect(ids('cut my hand, does it need glue or steri strips?')).toContain('wound-needs-closure');
  });

  it('does not read a shallow or closed cut, open eczema, or fat named elsewhere', () => {
    for (const text of [
      'small cut on my finger from paper, closed up fine',
      'cut my finger, not very deep, stopped bleeding',
      'a small cut, edges together, does not need stitches',
      'the wound is closing up nicely',
      'my eczema is so bad the skin is open and weeping',
      'lipoma is a lump of fatty tissue',
      'I see yellow stuff in my eye',
    ]) {
      expect(ids(text)).not.toContain('wound-needs-closure');
    }
  });
});

describe('earache with discharge, or with feeling hot and shivery (NHS ear infections)', () => {
  it('sends earache with coloured discharge or a very high temperature felt as shivers the same day', () => {
    expect(triage('my left ear is killing me and I am hot and shivery')).toBe('urgent-care');
    expect(triage('earache for 3 days, now smelly yellow stuff coming out of my ear')).toBe('urgent-care');
    expect(triage('my ear is throbbing, i feel very hot and shivery')).toBe('urgent-care');
    expect(ids('Pt c/o R otalgia and purulent otorrhoea, T 38.4')).toContain('ear-infection-fever');
  });

  it('does not read a blocked ear, water after swimming, or earache that painkillers help', () => {
    for (const text of [
      'earache, my ear feels blocked, no fever, no discharge',
      'water came out of my ear after swimming, slight ache',
      'pain in my left ear on the plane, better now',
      'earache for 2 days, took paracetamol and it helped',
    ]) {
      expect(ids(text)).not.toContain('ear-infection-fever');
    }
  });
});

describe('second pass: ear discharge with a fever, or an ear told as hurting (NHS ear infections)', () => {
  it('sends fluid coming from the ear with earache or a temperature the same day', () => {
    expect(triage('pus coming out of my sons ear and he has a temperature', { age: 30 })).toBe('urgent-care');
    expect(triage('my ear keeps leaking liquid, temp 38.2')).toBe('urgent-care');
    expect(triage('ear been achy 2 days, now gunk coming out')).toBe('urgent-care');
    expect(ids('L ear discharging, febrile 38.5')).toContain('ear-infection-fever');
    expect(ids('my ear is leaking greenish fluid and it really hurts')).toContain('ear-infection-fever');
  });

  it('does not read wax, a wound leaking with a fever, or an ear that leaks without pain or fever', () => {
    for (const text of [
      'earwax coming out yellowish, no pain at all',
      'fluid coming out of the wound on my leg and fever, my ears are fine',
      'my ear is leaking a bit but it does not hurt',
      'my ear is not leaking, i have fever',
    ]) {
      expect(ids(text)).not.toContain('ear-infection-fever');
    }
  });
});
