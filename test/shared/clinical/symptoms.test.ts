import { describe, expect, it } from 'vitest';
import { type SymptomInput, triageSymptoms } from '../../../shared/clinical/symptoms.ts';
import { curatedEntries } from '../../../shared/knowledge/corpus/index.ts';
import { buildIndex } from '../../../shared/knowledge/index/build.ts';
import { KnowledgeIndex } from '../../../shared/knowledge/index/search.ts';

const index = new KnowledgeIndex(buildIndex(curatedEntries()));
const triage = (input: Partial<SymptomInput>) => triageSymptoms(index, { symptoms: [], codes: [], ...input });

describe('symptom triage', () => {
  it.each([
    [['crushing chest pain', 'short of breath']],
    [['chest pressure', 'cold sweat']],
    [['her face is drooping', 'slurred speech']],
    [['throat swelling after a bee sting']],
    [['I want to end my life']],
    [['bleeding that will not stop']],
    [['took too many pills and will not wake up']],
  ])('always answers emergency first for %j, with the urgent-care advice', (symptoms) => {
    const result = triage({ symptoms: [...symptoms] });
    expect(result.triage).toBe('emergency');
    expect(result.advice).toMatch(/^This may be an emergency\./);
    expect(result.redFlags[0]?.urgency).toBe('emergency');
  });

  it('reads ICD-10-CM symptom codes, and lists the ones it does not know', () => {
    const result = triage({ codes: ['R07.9', 'R06.02', 'Z99.9'] });
    expect(result.triage).toBe('emergency');
    expect(result.unrecognizedCodes).toEqual(['Z99.9']);
  });

  it('sends a fever in a baby under three months to urgent care, by age alone', () => {
    expect(triage({ symptoms: ['fever'], age: 0.2 }).triage).toBe('urgent-care');
    expect(triage({ symptoms: ['fever'], age: 0.25 }).triage).not.toBe('urgent-care');
  });

  it('escalates self-care by duration and age, at the boundaries', () => {
    const cold = { symptoms: ['runny nose', 'sneezing'] };
    expect(triage(cold).triage).toBe('self-care');
    expect(triage({ ...cold, duration: { value: 13, unit: 'days' } }).triage).toBe('self-care');
    expect(triage({ ...cold, duration: { value: 14, unit: 'days' } }).triage).toBe('see-a-doctor');
    expect(triage({ ...cold, duration: { value: 2, unit: 'weeks' } }).triage).toBe('see-a-doctor');
    const fever = { symptoms: ['runny nose', 'fever'] };
    expect(triage({ ...fever, duration: { value: 72, unit: 'hours' } }).reasons).not.toContain(
      'A fever has lasted more than three days.',
    );
    expect(triage({ ...fever, duration: { value: 73, unit: 'hours' } }).reasons).toContain(
      'A fever has lasted more than three days.',
    );
    expect(triage({ ...fever, age: 64 }).reasons).not.toContain('Fever in an adult aged 65 or older.');
    expect(triage({ ...fever, age: 65 }).reasons).toContain('Fever in an adult aged 65 or older.');
  });

  it('suggests conditions from the knowledge base, each with its source and the symptoms it mentions', () => {
    const result = triage({ symptoms: ['burning when I pee', 'need to pee all the time'] });
    expect(result.triage).toBe('see-a-doctor');
    expect(result.conditions[0]?.id).toBe('condition-uti');
    expect(result.conditions[0]?.source.url).toMatch(/^https:\/\//);
    expect(result.conditions[0]?.matchedSymptoms.length).toBeGreaterThan(0);
    expect(result.conditions.length).toBeLessThanOrEqual(5);
  });
});

describe('what triage under-triaged (issue #10)', () => {
  it.each([
    [
      'fever with a purple rash that does not fade, at 4',
      { symptoms: ['fever', 'purple rash that does not fade when pressed'], age: 4 },
      'meningitis',
    ],
    [
      'back pain with numbness between the legs and bladder trouble',
      { symptoms: ['back pain', 'numbness between the legs', 'bladder trouble'] },
      'cauda-equina',
    ],
    [
      'confusion, fever and fast breathing at 81',
      { symptoms: ['confusion', 'fever', 'fast breathing'], age: 81 },
      'sepsis',
    ],
    [
      'missed period, one-sided low belly pain and shoulder-tip pain',
      {
        symptoms: ['missed period', 'pain low on one side of my belly', 'shoulder tip pain'],
        sex: 'female' as const,
      },
      'ectopic-pregnancy',
    ],
    [
      'sudden testicle pain at 14',
      { symptoms: ['sudden testicle pain'], age: 14, sex: 'male' as const },
      'testicular-torsion',
    ],
    [
      'type 1 diabetes with vomiting, thirst and deep breathing',
      { symptoms: ['type 1 diabetes', 'vomiting', 'very thirsty', 'deep breathing'] },
      'dka-hhs',
    ],
  ])('%s is an emergency, led by its red flag and its condition', (_label, input, flag) => {
    const result = triage(input);
    expect(result.triage).toBe('emergency');
    expect(result.redFlags[0]?.id).toBe(flag);
    expect(result.conditions[0]?.name).toBeTruthy();
    expect(result.conditions.map((condition) => condition.id)).not.toContain('condition-glaucoma');
  });

  it('names testicular torsion first for testicle pain, never glaucoma or kidney stones', () => {
    const result = triage({ symptoms: ['sudden testicle pain'], age: 14 });
    expect(result.conditions[0]?.name).toBe('Testicular torsion');
    expect(result.conditions.map((condition) => condition.name).join(' ')).not.toMatch(/glaucoma/i);
    const ectopic = triage({
      symptoms: ['missed period', 'one-sided lower belly pain', 'shoulder tip pain'],
    });
    expect(ectopic.conditions[0]?.name).toBe('Ectopic pregnancy');
  });

  it('answers self-care for a plain cold', () => {
    expect(triage({ symptoms: ['runny nose', 'sneezing', 'sore throat'], age: 30 }).triage).toBe('self-care');
    expect(
      triage({ description: 'I have a cold, runny nose and a bit of a cough since yesterday' }).triage,
    ).toBe('self-care');
  });
});

describe('self-care only for recognised self-limiting complaints', () => {
  it.each([
    [['runny nose', 'sneezing']],
    [['small cut on my finger']],
    [['sunburn on my shoulders']],
    [['tension headache']],
    [['mild diarrhea']],
    [['mosquito bites', 'itchy']],
    [['sore muscles after the gym']],
  ])('%j is self-care', (symptoms) => {
    expect(triage({ symptoms: [...symptoms], age: 30 }).triage).toBe('self-care');
  });

  it('sends an unrecognised complaint, or a self-care one with anything else, to a doctor', () => {
    expect(triage({ symptoms: ['lump in my armpit'] }).triage).toBe('see-a-doctor');
    expect(triage({ symptoms: ['runny nose', 'blood in urine'] }).triage).toBe('see-a-doctor');
    expect(triage({ symptoms: ['mild diarrhea'], age: 0.5 }).triage).toBe('see-a-doctor');
  });

  it('reads negations in a self-care description', () => {
    const result = triage({
      description: 'Scratchy sore throat for 2 days. I can swallow fine, no temperature, breathing is fine.',
      age: 25,
    });
    expect(result.triage).toBe('self-care');
  });
});

describe('self-care vocabulary (NHS self-care and pharmacy conditions)', () => {
  it.each([
    ['flu-like, aching all over, hot and cold, 2 days', 35],
    ['sinus pain across my cheeks and a blocked nose for 5 days', 35],
    ['earache since yesterday after a cold', 30],
    ['hay fever playing up, sneezing and itchy streaming eyes', 20],
    ['dry cough for a week since a cold', 30],
    ['constipated for 4 days, straining, still passing wind', 40],
    ['piles, itchy bottom and a small lump, 3 days', 40],
    ['big bruise on my thigh after walking into a table', 40],
    ['paper cut on my finger, stings but stopped bleeding straight away', 35],
    ['got the squits after a dodgy takeaway, keeping water down', 30],
    ['heartburn after a curry, gone after some Rennies', 38],
    ['mouth ulcer on the inside of my cheek, stings with orange juice', 33],
    ['verruca on the bottom of his foot, sore when he runs', 10],
    ["athlete's foot, itchy peeling skin between my toes", 30],
    ['fungal nail on my big toe, thick and yellow', 50],
    ['white flakes on my jumper, itchy scalp, dandruff', 23],
    ['nits going round school, found live lice in her hair', 7],
    ['threadworms, my daughter has an itchy bum at night', 6],
    ['nappy rash', 0.5],
    ['teething, dribbling and gnawing on everything', 0.7],
    ['my eczema has flared up on my elbows, dry and itchy', 25],
    ['chapped lips', 30],
    ['mild hangover, headache and a dry mouth', 29],
    ['pulled a muscle in my thigh at the gym, hurts when I stretch it', 28],
    ['backache after gardening yesterday', 40],
    ['bad period cramps today, lower tummy and back, like every month', 17],
    ['travel sickness on boats', 30],
    ['hiccups for an hour after a fizzy drink', 15],
    ['blister on my heel from new shoes', 30],
    ['stye on my eyelid', 30],
    ['stung by a wasp on my forearm, red swollen bit, no swelling of lips or face', 44],
    ['small scald on my hand from the kettle, cooled it, no blisters', 30],
    ['felt dizzy and sweaty in the heat, sat in the shade and after 20 minutes I feel back to normal', 39],
  ])('"%s" (age %s) is self-care', (description, age) => {
    expect(triage({ description, age }).triage).toBe('self-care');
  });

  it('still sends a self-limiting complaint with a new problem, or one that persists, to a doctor', () => {
    expect(triage({ description: 'runny nose and my knee is swollen', age: 40 }).triage).toBe('see-a-doctor');
    expect(triage({ description: 'cold sore, and I have lost weight without trying', age: 50 }).triage).toBe(
      'see-a-doctor',
    );
    expect(
      triage({ description: 'heartburn most days, the tablets from the chemist are not helping', age: 50 })
        .triage,
    ).toBe('see-a-doctor');
    expect(triage({ description: 'cough for 4 weeks', age: 60 }).triage).toBe('see-a-doctor');
    expect(triage({ description: 'dandruff', age: 30, duration: { value: 2, unit: 'months' } }).triage).toBe(
      'self-care',
    );
  });
});

describe('same-day presentations (NHS 111 and urgent GP guidance)', () => {
  it.each([
    ['I am a man and it burns when I pee', { age: 40, sex: 'male' as const }],
    ['my left calf is hot, swollen and painful', { age: 45 }],
    ['toothache for 3 days and now my cheek is swollen', { age: 30 }],
    ['my 4 year old has earache and a temperature of 38.5', { age: 4 }],
    ['vomiting for 3 days', { age: 30, duration: { value: 3, unit: 'days' as const } }],
    ['hives spreading all over after a new antibiotic, breathing fine', { age: 30 }],
    ['burnt my hand on the oven and it has blistered', { age: 30 }],
    ['burnt my face with hot oil', { age: 30 }],
    ['really sore throat, worse on one side, cannot open my mouth properly', { age: 25 }],
    ['the whites of my eyes have gone yellow', { age: 40 }],
    ['my eye is red and painful and I wear contact lenses', { age: 30 }],
    ['asthma getting worse, using my blue inhaler every 3 or 4 hours', { age: 30 }],
    ['went over on my ankle, heard a crack, cannot put any weight on it', { age: 30 }],
    ['the cut on my leg is red, hot and oozing pus', { age: 30 }],
    ['only 2 wet nappies today and vomiting', { age: 1.5 }],
    ['diarrhoea with blood in it', { age: 30 }],
    ['hot, swollen, red knee and a fever', { age: 62 }],
    ['productive cough, fever and sharp chest pain when I breathe in', { age: 45 }],
  ])('"%s" is urgent-care', (description, extra) => {
    expect(triage({ description, ...extra }).triage).toBe('urgent-care');
  });

  it('keeps chest pain on breathing in an emergency when it points to the heart or a clot', () => {
    expect(
      triage({
        description: 'fever, cough and chest pain on breathing in, spreading to my left arm',
        age: 55,
      }).triage,
    ).toBe('emergency');
    expect(
      triage({
        description: 'fever and chest pain on breathing in since a long flight, swollen calf',
        age: 40,
      }).triage,
    ).toBe('emergency');
  });
});

describe('vitals and scores', () => {
  it('sends NEWS2 of 7 or more to emergency and names the score', () => {
    const result = triage({
      symptoms: ['cough'],
      age: 50,
      vitals: { respiratoryRate: 26, spo2: 95, heartRate: 115, temperature: { value: 38.5, unit: 'C' } },
    });
    expect(result.scores?.news2?.total).toBe(7);
    expect(result.triage).toBe('emergency');
    expect(result.redFlags.map((flag) => flag.id)).toContain('news2-high');
  });

  it('sends a single NEWS2 parameter of 3 to urgent care', () => {
    const result = triage({ symptoms: ['runny nose'], age: 40, vitals: { heartRate: 135 } });
    expect(result.triage).toBe('urgent-care');
    expect(result.redFlags.map((flag) => flag.id)).toEqual(['news2-medium']);
  });

  it('calls qSOFA 2 with a suspected infection an emergency, and not without one', () => {
    const vitals = { respiratoryRate: 22, systolic: 100 };
    expect(
      triage({ symptoms: ['fever', 'cough'], age: 40, vitals }).redFlags.map((flag) => flag.id),
    ).toContain('qsofa-sepsis');
    expect(
      triage({ symptoms: ['ankle pain'], age: 40, vitals }).redFlags.map((flag) => flag.id),
    ).not.toContain('qsofa-sepsis');
  });

  it('shows NEWS2 for a child without letting it set the level', () => {
    const result = triage({ symptoms: ['runny nose'], age: 8, vitals: { heartRate: 120 } });
    expect(result.scores?.news2?.applies).toBe(false);
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('news2-medium');
  });

  it('reads a fever from a measured temperature', () => {
    expect(
      triage({ symptoms: ['crying'], age: 0.1, vitals: { temperature: { value: 100.4, unit: 'F' } } }).triage,
    ).toBe('urgent-care');
    expect(
      triage({ symptoms: ['crying'], age: 0.1, vitals: { temperature: { value: 100.3, unit: 'F' } } }).triage,
    ).not.toBe('urgent-care');
  });
});

describe('symptom triage: issue #10 hostile-tester regressions (helper H19)', () => {
  it.each([
    [92, 'emergency'],
    [93, 'urgent-care'],
    [94, 'urgent-care'],
  ] as const)('SpO2 %i with a mild cough in an adult is at least %s (NHS pulse oximeters)', (spo2, level) => {
    const result = triage({ description: 'mild cough', age: 40, vitals: { spo2 } });
    expect(result.triage).toBe(level);
  });

  it('keeps 92 % from being an emergency with COPD, where a lower level may be normal', () => {
    const result = triage({ description: 'mild cough, I have COPD', age: 70, vitals: { spo2: 92 } });
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('low-oxygen');
  });

  it.each([
    'I21.9',
    'I21.4',
    'I63.9',
    'I63.50',
    'I61.9',
    'A41.9',
    'A41.51',
    'E10.10',
    'E11.10',
    'E10.11',
    'E11.00',
    'T39.1X2A',
    'T42.4X1A',
    'T50.901A',
    'J45.901',
    'J45.51',
    'O20.0',
    'O00.109',
    'R40.20',
    'R40.2142',
    'R57.0',
    'R57.9',
    'i21.9',
    'I219',
  ])('never triages an emergency ICD-10-CM code below emergency: %s', (code) => {
    const result = triage({ codes: [code] });
    expect(result.triage).toBe('emergency');
    expect(result.unrecognizedCodes).toEqual([]);
  });

  it('names the suicidal crisis for intentional self-poisoning (T39.1X2A)', () => {
    expect(triage({ codes: ['T39.1X2A'] }).redFlags.map((flag) => flag.id)).toContain('suicidal-thoughts');
  });

  it('keeps an adverse effect code (T39.1X5A) out of the poisoning family', () => {
    expect(triage({ codes: ['T39.1X5A'] }).unrecognizedCodes).toEqual(['T39.1X5A']);
  });

  it('sends GCA signs over 50 to same-day care and a new headache over 50 to a doctor (NICE CG150)', () => {
    expect(
      triage({ description: 'headache with jaw pain when chewing and scalp tenderness', age: 72 }).triage,
    ).toBe('urgent-care');
    expect(triage({ description: 'new headache', age: 60 }).triage).toBe('see-a-doctor');
  });

  it.each([
    ['I have a plan to end it tonight', 'emergency'],
    ['I took 30 tylenol an hour ago', 'emergency'],
    ["I'm 12 weeks pregnant and bleeding heavily with cramps", 'emergency'],
    ["I'm not able to move my left arm suddenly", 'emergency'],
    ['my sugar was 600 on the meter', 'urgent-care'],
    ['can I give aspirin to my 5 year old with flu?', 'urgent-care'],
  ] as const)('triages "%s" as %s', (description, level) => {
    expect(triage({ description }).triage).toBe(level);
  });
});

describe('NHS Health A-Z breadth: self-care vocabulary and its escalations (helper H24)', () => {
  it.each([
    ['the skin between my toes is itchy, flaky and a bit soggy', 28, undefined],
    ['thick yellow crumbly toenail, been like it for months, not painful', 50, undefined],
    ['got a painful boil on the back of my neck, red lump with a yellow head', 22, undefined],
    ['bony bump at the side of my big toe, rubs on my shoes, had it for years', 50, undefined],
    ['both eyes pink and gritty with a watery discharge, vision fine, no pain', 31, undefined],
    ['my eyes feel dry and gritty, worse after reading on my computer', 55, undefined],
    ["my ear feels blocked and hearing muffled, I think it's wax", 60, undefined],
    ['my 3 month old has yellow greasy crusty scales on his scalp', 0.3, undefined],
    ['burning when I wee and needing to go all the time since yesterday', 28, 'female' as const],
    ['one of my usual migraines, throbbing on one side, same as always, triptan helping', 30, undefined],
    ['cramps in my lower tummy on the first day of my period', 19, undefined],
    ['ring shaped itchy red patch on my arm, clearer in the middle', 30, undefined],
    ['intensely itchy rash between my fingers, worse at night, my girlfriend has the same', 25, undefined],
    ['pain along the front of both shins after starting running', 22, undefined],
    ['pain on the outside of my elbow, hurts to grip things, been doing lots of DIY', 45, undefined],
    ['itchy red rash on my wrist where my new watch strap touches', 23, undefined],
    ['neck stiff and sore after a minor car accident yesterday, can move it, no tingling', 35, undefined],
    ['red tender skin on my back from falling asleep in the sun', 30, undefined],
    ["baby dribbling loads, chewing everything, red cheek, grumpy, I think it's teeth", 0.6, undefined],
    ['my daughter feels sick every time we go in the car', 9, undefined],
    ['dry itchy skin on my shins in winter', 35, undefined],
    ['sore tired feet after standing all day at work', 26, undefined],
    ['had a couple of sleepless nights worrying about a job interview', 29, undefined],
    ['swollen tonsils with white spots, sore throat, mild temperature for 2 days', 18, undefined],
    ['I think I have flu, fever, aching all over, exhausted, started yesterday', 30, undefined],
  ])('"%s" (age %s) is self-care', (description, age, sex) => {
    expect(triage({ description, age, ...(sex ? { sex } : {}) }).triage).toBe('self-care');
  });

  it.each([
    ["I'm diabetic and I've got itchy cracked skin between my toes", 60, undefined],
    ['I keep getting chilblains on my toes every winter and I am diabetic', 66, undefined],
    ["cold sore on my lip that still hasn't healed after 2 weeks and I'm on chemotherapy", 30, undefined],
    ['I have had a cough for more than 3 weeks now', 52, undefined],
    ['hiccups that have lasted more than 2 days', 55, undefined],
    ['vaginal thrush for the fourth time in 6 months', 25, undefined],
    ['the boil on my nose is really painful and swollen', 62, undefined],
    ['toothache in a back tooth for 2 days, throbbing when I eat something cold', 33, undefined],
    ['burning when I wee and needing to go all the time since yesterday', 28, undefined],
    ['nosebleed that stopped after pinching, I am on warfarin', 70, undefined],
    ['migraine but this one is different, the worst I have had', 30, undefined],
    ['neck stiff after a minor car accident yesterday', 70, undefined],
    ['intensely itchy rash between her fingers, worse at night', 1, undefined],
    ['bunion, the big toe joint is red, hot and swollen since last night', 55, undefined],
    ['dandruff and my hair is falling out in patches', 35, undefined],
  ])('"%s" (age %s) is at least see-a-doctor', (description, age, sex) => {
    expect(['see-a-doctor', 'urgent-care', 'emergency']).toContain(
      triage({ description, age, ...(sex ? { sex } : {}) }).triage,
    );
  });

  it.each([
    ['big boil on my bum cheek, now I have a temperature of 38.5 and feel shivery', 35],
    ['nosebleed for more than 20 minutes that will not stop', 70],
    ['sinus pain and now the skin around my eye is swollen and red', 30],
    ['my 2 week old baby has sticky yellow discharge from both eyes and they are red', undefined],
    ['my son has eczema that suddenly became painful with clusters of punched out blisters', 3],
    ["diarrhoea for 2 days and there's blood in it", 40],
    ['my daughter has a sore throat and a sandpapery rash on her chest and a temperature', 8],
    ['burning pee, pain in my back on one side and a fever', 30],
  ])('"%s" (age %s) is urgent care the same day', (description, age) => {
    expect(triage({ description, age }).triage).toBe('urgent-care');
  });

  it.each([
    ['car crash, now my neck hurts and I have tingling and weakness in both arms', 45],
    ['sinusitis and now I have got double vision and cannot move my eye properly', 35],
    ['fell off a ladder, hurt my neck and now I have pins and needles in both hands', 25],
    ['travel sick and a severe headache with a stiff neck', 25],
  ])('"%s" (age %s) is an emergency', (description, age) => {
    expect(triage({ description, age }).triage).toBe('emergency');
  });

  it('never lets a self-care match override a red flag', () => {
    expect(
      triage({
        description: 'hives all over, my lips and tongue are swelling and it is hard to breathe',
        age: 30,
      }).triage,
    ).toBe('emergency');
    expect(triage({ description: 'burning when I pee for 2 days', age: 35, sex: 'male' }).triage).toBe(
      'urgent-care',
    );
    expect(
      triage({ description: 'cystitis, burning when I wee', age: 30, sex: 'female', pregnant: true }).triage,
    ).toBe('urgent-care');
  });
});

describe('triage of text written in another language, or with readings in it', () => {
  it('says a description it cannot read was not understood, with the emergency number', () => {
    const result = triage({ description: 'mi padre tiene dolor de pecho muy fuerte y sudor' });
    expect(result.advice).toMatch(/could not read this reliably.*911/s);
  });

  it('gives the vital-sign urgency to readings written in the description', () => {
    expect(triage({ description: 'bp 199/128, thumping severe headache' }).triage).toBe('emergency');
    expect(triage({ description: 'reading of 152/98 at my 33 week check, pregnant' }).triage).toBe(
      'urgent-care',
    );
    // A crisis sent as vital signs with a target-organ symptom is the same emergency.
    const measured = triage({
      symptoms: ['pounding severe headache'],
      vitals: { systolic: 194, diastolic: 123 },
    });
    expect(measured.triage).toBe('emergency');
    expect(measured.redFlags.map((flag) => flag.id)).toContain('hypertensive-emergency');
    expect(triage({ symptoms: ['feel well'], vitals: { systolic: 194, diastolic: 123 } }).triage).toBe(
      'urgent-care',
    );
    expect(triage({ description: 'pulse 170 sat on the sofa and I nearly fainted' }).triage).toBe(
      'emergency',
    );
  });
});
