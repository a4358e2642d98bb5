import { describe, expect, it } from 'vitest';
import { ids } from '../../../../support/triage.ts';

/**
 * Round eleven misfires (helper J): the second hostile review's benign inputs that round-eleven
 * rules over-triaged, each narrowed so that the rule no longer fires on them (the level is whatever
 * other rules give), with genuine presentations of the same rule, in other words, that still fire.
 */

type Case = string | [string, number];
const run = (text: Case) =>
  typeof text === 'string' ? ids(text) : ids(text[0], { age: text[1] } as Parameters<typeof ids>[1]);

const cases: Array<{ id: string; why: string; misfires: Case[]; fires: Case[] }> = [
  {
    id: 'harm-to-others-thoughts',
    why: 'a joke, an idiom, a game, an object, a fear of harming by accident, a film, a professional question, long ago',
    misfires: [
      'I want to kill my brother lol he ate my last biscuit',
      'I feel like I could kill someone for a cup of tea right now',
      'I feel like I could kill him for leaving the toilet seat up lol',
      'I want to kill people in Call of Duty all day, is that why I have a headache?',
      "my son plays GTA and says he wants to shoot people in the game, he's got a cold",
      "I'm scared I will hurt someone if I drive with this migraine",
      'worried I might hurt someone with my cough, is it contagious?',
      "I'm a paramedic, I'm worried I might hurt someone with CPR, is rib fracture common?",
      "the film was about a homicidal clown, now I can't sleep",
      "I'm a nurse, how do I assess a patient with thoughts of harming others?",
      "I had thoughts of killing my boss when I was 20, I'm 50 now and fine, just here about my knee",
      "tempted to poison my neighbour's weeds, they keep spreading into my garden",
      "I'm worried I might attack someone's character in my review lol",
    ],
    fires: [
      'I keep having thoughts of killing my husband',
      "I want to stab my neighbour, I can't stop thinking about it",
      "scared I might hurt someone, I have a knife and I'm so angry",
      "I want to kill my husband's girlfriend",
      "I'm having homicidal thoughts",
      'he says he wants to kill his boss for firing him',
    ],
  },
  {
    id: 'thoughts-of-harming-baby',
    why: 'an accident in a caring task, the baby’s routine, or an adult named before “him” or “her”',
    misfires: [
      ["I'm scared I'll hurt my baby when I cut her nails", 30],
      ["worried I'll hurt the baby by rolling on her if we co-sleep", 32],
      ["afraid I'll hurt my baby's gums when brushing her first tooth", 30],
      ["thinking about harming my baby's sleep routine by letting her nap late", 30],
      ["just had a baby, my husband snores so loud I'll kill him", 31],
      ["gave birth 2 weeks ago, my sister keeps visiting, I'll kill her if she wakes the baby again", 29],
      ['I had a baby last month and my mum is driving me crazy, I want to strangle her lol', 27],
    ],
    fires: [
      'I keep having thoughts of hurting my baby',
      "scared I'll drown my baby when I bath her",
      "I had a baby 3 weeks ago and I keep thinking I'll smother her",
      "I'm scared I'll hurt my baby, I'm so angry when she cries",
      'had my baby 2 weeks ago, I want to shake him when he cries',
      "had a baby 2 weeks ago, my husband doesn't know I have thoughts of killing her",
      "gave birth last week, my partner is at work and I'm scared I'll hurt him, he won't stop crying",
    ],
  },
  {
    id: 'domestic-abuse-danger',
    why: 'a joking threat over a trivial thing, fear on a ride or flight, an accident',
    misfires: [
      "my mum said she'll kill me if I fail my exams",
      "my boss said he'll kill me if I'm late again lol, I have a sore throat",
      "I'm scared she'll kill me when she sees the dent in the car",
      'I was terrified for my life on that rollercoaster, now I have neck pain',
      'scared for my life on the flight with the turbulence, now ears hurt',
      "my husband kicked me in his sleep and I've got a bruise on my shin",
      'my girlfriend hit me with a pillow and I hurt my wrist falling off the bed laughing',
      "my wife threatened to kill me with a sandwich if I don't eat lunch lol",
      ["postnatal, my partner says he'll kill me if I buy another pram lol", 30],
    ],
    fires: [
      "my partner hits me and I'm scared to go home",
      "my husband said he'll kill me if I leave him",
      'he threatened to kill me if I tell anyone',
      // A literal threat from a husband, without a joke, is kept (not narrowed).
      'my husband threatened to kill me if I eat his leftovers again',
      "I'm scared he'll kill me when he finds out I'm pregnant",
      'I fear for my life, my ex keeps following me',
      'my husband hit me with a belt and I have bruises',
    ],
  },
  {
    id: 'domestic-abuse-immediate-danger',
    why: '“in danger of”, unsafe on stairs or driving, someone here to help',
    misfires: [
      "I'm in danger now of missing my flight, have a cough",
      "I'm in danger of failing my course, I'm so stressed, he's outside waiting to drive me to my exam",
      "I don't feel safe on these stairs with my bad knee, he's here to help me now",
      "I don't feel safe driving at night with my cataracts, she's here to help with the shopping",
      "I'm afraid of him (the dentist), he's here now for my appointment, my tooth hurts",
    ],
    fires: [
      "my ex said he will kill me and he's outside now",
      "he's outside banging on the door and threatening to kill me",
      "I'm in danger now, my partner is threatening me",
      "I don't feel safe at home, my husband is outside",
    ],
  },
  {
    id: 'sexual-assault',
    why: 'a game, an idiom, the topic, a service or job, long ago',
    misfires: [
      "we got raped in that game last night lol, now I've got a headache",
      'the price of that handbag is daylight robbery, I feel raped',
      "I'm writing an essay on sexual assault and feel stressed",
      'what is a sexual assault referral centre?',
      "my daughter's school had a talk about sexual assault and she's anxious now",
      'I work as a sexual assault nurse examiner and have back pain',
      'we learned about sexual assault prevention at work today',
      'I was sexually assaulted in 2012 and I still get flashbacks, can I get therapy?',
      'how do I report a sexual assault that happened to my friend 5 years ago?',
    ],
    fires: [
      'I was raped last night',
      'I think I was sexually assaulted at a party on Saturday',
      'my daughter says her uncle raped her',
      'I want to report a sexual assault that happened last night',
      "I feel raped, he didn't stop when I said no last night",
      'he raped me two days ago',
    ],
  },
  {
    id: 'older-not-drinking',
    why: 'fasting, nil by mouth, a blood test, a pet, dieting, alcohol',
    misfires: [
      ["I'm fasting for Ramadan so I'm not eating or drinking during the day, got a headache", 70],
      ['nil by mouth from midnight for my operation, stopped eating and drinking at 10pm, is that ok?', 70],
      ["I haven't had anything to drink since midnight because of my blood test, slightly lightheaded", 66],
      ['my dog has stopped eating and drinking', 70],
      ['stopped eating and drinking after 6pm to lose weight', 67],
      ['dad stopped eating and drinking so much sugar, he is 70', 70],
      ["I'm 80 and I haven't had a drink since 1990, proud of it", 80],
    ],
    fires: [
      ['my mum is 88 and has stopped eating and drinking', 88],
      ["dad won't eat or drink since yesterday", 84],
      ["nan hasn't had anything to drink since yesterday morning", 91],
      ['grandad with dementia is refusing food and fluids', 86],
    ],
  },
  {
    id: 'unresponsive-or-seizure',
    why: 'fits of laughter, sneezing or rage, a fit of temper at a bill, clothing, fits as a baby',
    misfires: [
      'my mum had three fits when she saw the bill',
      'I get a few fits of giggles at work',
      'several fits of sneezing this morning, hay fever',
      ["I've had 4 fits of coughing tonight", 40],
      ['my toddler has had three fits of rage today, tantrums', 2],
      'these jeans come in three fits, which is best for wide hips? I have hip pain',
      "my dad will have a few fits when he hears I crashed the car, but I'm fine",
      'my son had two fits as a baby with fevers, now 10 and well, has a cold',
    ],
    fires: [
      'he had a seizure',
      'she has had 3 fits today',
      'my son has had two fits this morning and is very sleepy',
      'more fits than usual this week, I have epilepsy',
      'my toddler had 2 fits with a high temperature tonight',
    ],
  },
  {
    id: 'stroke-signs',
    why: 'speech lost for a stated cause, a toddler not talking yet, finding the words to apologise, writer’s cramp',
    misfires: [
      ["I couldn't find my words in the presentation, so embarrassing", 35],
      ['my 2 year old cannot say a word yet, is that normal?', 2],
      ['I kept saying the wrong words in my French exam', 16],
      ["I couldn't say anything, I was so shocked by the news", 40],
      ["I couldn't speak, I was laughing so hard", 22],
      ["I could not talk because of the dentist's numbing injection, now fine", 30],
      ["he couldn't find the words to say sorry to his wife", 45],
      ["I can't hold a pen with my right hand for long because of writer's cramp", 30],
      ['my words were all mixed up in my essay', 19],
    ],
    fires: [
      'her face is drooping and her speech is slurred',
      "she couldn't find her words for about 10 minutes then it went back to normal",
      "dad kept saying the wrong words at dinner, now he's fine",
      "he couldn't speak for a few minutes this morning",
      'mum could not lift her cup with her right hand',
      "my husband suddenly couldn't talk properly, he was laughing at a joke and then went quiet",
    ],
  },
  {
    id: 'broken-nose',
    why: 'a nose only crooked or a different shape with no blow, a break years ago, “no injury”',
    misfires: [
      ['is my nose crooked? my friend says it looks wonky in photos', 25],
      ["my nose is bent slightly to the left, I'm thinking of a nose job", 30],
      ['my wife says my nose is crooked', 40],
      ['my nose looks a different shape after my weight loss', 40],
      ['I broke my nose in 2010 and now I snore', 40],
      ['I have a blocked nostril and a swelling inside my nose from a cold, no injury', 30],
    ],
    fires: [
      'got punched and my nose is bent to one side',
      'got punched last night and now my nose is crooked',
      'my nose looks bent after I walked into a door',
      'I think I broke my nose playing rugby',
      'took a ball to the face, nose is a different shape now',
    ],
  },
  {
    id: 'blocked-catheter',
    why: 'a bag just emptied or light because of little drink, a how-to question, draining well now',
    misfires: [
      ["my catheter bag is empty because I just emptied it, everything's fine", 75],
      ["how do I stop my catheter getting blocked? It's draining well now", 78],
      [
        'the catheter bag is empty overnight because I only drink a little in the evening, morning bag is fine',
        82,
      ],
      ["I'm a carer, how do I know if a catheter is bypassing?", 60],
    ],
    fires: [
      ["my dad's catheter has stopped draining and his tummy is swollen and painful", 82],
      ["my dad's catheter is blocked, how do I unblock it?", 80],
      ['catheter is bypassing and the bag is empty', 78],
      ['the catheter is not draining', 70],
    ],
  },
  {
    id: 'button-battery-ear-nose',
    why: 'a battery that is dead, all there, or found',
    misfires: [
      ['my airpod is stuck in my ear and its battery is dead', 25],
      ['my son put a bead up his nose, I checked the batteries in his toys are all there', 4],
      [
        'my daughter put a pea in her nose, the battery on the TV remote is missing but I found it in the drawer',
        3,
      ],
    ],
    fires: [
      'my toddler pushed a button battery up his nose',
      'my daughter has a battery stuck in her ear',
      'I think she put a watch battery in her nose',
    ],
  },
  {
    id: 'dislocated-joint',
    why: 'a jaw that sticks out, a joint put back and fine, long ago',
    misfires: [
      ["my son's jaw is sticking out, does he need braces?", 12],
      ['my shoulder popped out and I put it back in straight away, it feels fine', 25],
      ["my toddler's elbow came out last week, the doctor put it back, now using it fine", 2],
      ['I dislocated my shoulder 5 years ago, it aches in cold weather', 35],
    ],
    fires: [
      'my shoulder popped out and will not go back in',
      "my shoulder popped out playing rugby and it's still out",
      "my shoulder popped out, I put it back in but it's really painful",
      "his jaw popped out and he can't close his mouth",
      'I dislocated my shoulder yesterday',
    ],
  },
  {
    id: 'drug-rash-with-fever',
    why: 'a medicine taken for years, or the rash and fever are someone else’s',
    misfires: [
      ['on allopurinol for 10 years, my grandson has chickenpox with a rash and fever', 70],
      ['my son has a rash and fever, I take lamotrigine', 35],
      [
        'taking carbamazepine for years, now have a cold with a temperature and a nappy-rash-like rash in my groin from sweating',
        40,
      ],
    ],
    fires: [
      'started carbamazepine last month, now a rash and a fever',
      'started lamotrigine 3 weeks ago, now a rash and a fever',
      'my son takes carbamazepine and has a rash and fever',
      'on lamotrigine, I have a fever and a rash on my chest',
    ],
  },
  {
    id: 'wound-infection',
    why: 'an old scar, a keloid',
    misfires: [
      ['my c-section scar from 3 years ago smells a bit when I sweat', 35],
      ['keloid scar on my shoulder is red and hard, had it for years', 30],
    ],
    fires: [
      'the cut on my leg is oozing pus and getting more painful',
      'my c-section scar is red, hot and oozing pus, had the op 10 days ago',
      'the wound from my hernia operation has opened up',
    ],
  },
  {
    id: 'stoma-dark',
    why: 'a stoma dark red as usual',
    misfires: [['my stoma is dark red as usual, just asking about bag supplies', 60]],
    fires: [
      'my stoma has turned dark purple and black',
      'my stoma is dark red and cold',
      'stoma has gone very dark, almost black',
    ],
  },
  {
    id: 'myasthenic-crisis',
    why: 'a question about the condition, a pet',
    misfires: [
      "I'm a doctor, what are the signs of myasthenic crisis?",
      'my cat has myasthenia gravis and is choking on her food',
    ],
    fires: [
      'I have myasthenia and my breathing is getting weaker',
      "I think I'm having a myasthenic crisis, can't swallow",
      "what is a myasthenic crisis? my mum has myasthenia and can't breathe properly",
    ],
  },
  {
    id: 'sickle-cell-crisis',
    why: 'raising money for the disease',
    misfires: [
      [
        "I'm raising money for sickle cell disease, my feet are killing me after the 10k and painkillers aren't helping",
        30,
      ],
    ],
    fires: [
      'sickle cell crisis, pain 9/10, codeine not working',
      "I have sickle cell and painkillers aren't helping",
    ],
  },
  {
    id: 'ibd-severe-flare',
    why: 'bloody stools counted in a week',
    misfires: ['ulcerative colitis, about 6 bloody stools a week, is that a flare?'],
    fires: ['UC flare, 8 bloody poos a day', "crohn's, I've had 7 bloody stools today"],
  },
  {
    id: 'achilles-rupture',
    why: 'the heel of a shoe',
    misfires: [['there is a dent in the heel of my trainers, is that why my foot hurts?', 40]],
    fires: [
      'playing squash it felt like someone kicked me in the back of the heel',
      'felt a dent in my achilles after playing tennis',
      'there is a gap in my heel where the tendon should be after a pop playing squash',
    ],
  },
  {
    id: 'fast-irregular-heartbeat',
    why: 'an athlete’s slow resting pulse',
    misfires: [["I'm a marathon runner, resting pulse 38, sometimes feel a skipped beat, no symptoms", 35]],
    fires: [
      'palpitations for 5 hours, pulse 124 and irregular',
      ['palpitations and my pulse is 36, feel dizzy', 50],
    ],
  },
];

for (const { id, why, misfires, fires } of cases) {
  describe(`${id}: not ${why}`, () => {
    it.each(misfires.map((text) => [typeof text === 'string' ? text : text[0], text] as const))(
      'does not fire on %s',
      (_label, text) => {
        expect(run(text)).not.toContain(id);
      },
    );
    it.each(fires.map((text) => [typeof text === 'string' ? text : text[0], text] as const))(
      'still fires on %s',
      (_label, text) => {
        expect(run(text)).toContain(id);
      },
    );
  });
}
