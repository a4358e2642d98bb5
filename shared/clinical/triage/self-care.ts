import { isNegated, normalize, sentences } from '../red-flags/text.ts';

/**
 * Self-limiting complaints: the only ones triage answers with self-care, and only when nothing else
 * is described and no red flag or escalation fires. Everything not recognised here is at least
 * see-a-doctor (err toward care).
 */
export interface SelfCareComplaint {
  id: string;
  name: string;
  /** The words that name the complaint, over normalized text. */
  patterns: RegExp[];
  /** Words that go with it but do not name it alone ("tired" with a cold). */
  associated?: RegExp[];
  /** Years, inclusive; younger people are not self-care for this complaint. */
  minAge?: number;
  /** Years, exclusive. */
  maxAge?: number;
  /** Beyond this many days it is no longer self-care. */
  maxDays: number;
  source: { title: string; url: string };
}

export const SELF_CARE_COMPLAINTS: readonly SelfCareComplaint[] = [
  {
    id: 'common-cold',
    name: 'Common cold',
    patterns: [
      /\b(?:runny|running|streaming|stuffy|blocked|bunged up|congested|drippy)(?: then (?:runny|running|blocked|stuffy))? nose\b|\bbunged up\b|\brhinorrh\w*|\bcoryza\w*|\bnasal (?:congestion|discharge)\b|\bcongest\w*|\bsneez\w*|\bsniffl\w*|\bpost[- ]?nasal drip\b/,
      /\b(?:sore|scratchy|itchy|tickly|raw)(?: sore)? throat\b|\bthroat (?:is |feels )?(?:a bit |a little |very |really |slightly )?(?:sore|scratchy|raw|tickly)\b|\bhoarse\w*|\blost (?:my )?voice\b/,
      /\b(?:a |mild |slight |dry |tickly |chesty )?cough\w*|\b(?:common |head |a )?cold\b|\bupper respiratory (?:tract )?infection\b|\buri\b/,
    ],
    associated: [
      /\bwatery eyes\b|\b(?:mild |slight |low[- ]grade )?(?:fever|temperature)\b|\b(?:body )?aches\b|\bachy\b|\btired\w*|\bfatigue\w*|\bsinus (?:pressure|congestion)\b|\bearache\b|\b(?:mild )?headache\b|\bbehind (?:my |the )?eyes\b|\bfeel(?:ing)? (?:a bit |a little )?(?:rubbish|rough|run down|crap|lousy|under the weather)\b|\brun down\b/,
    ],
    minAge: 0.25,
    maxDays: 14,
    source: {
      title: 'Common cold (NHS); Common cold, NICE CKS',
      url: 'https://www.nhs.uk/conditions/common-cold/',
    },
  },
  {
    id: 'hay-fever',
    name: 'Hay fever (allergic rhinitis)',
    patterns: [
      /\bhay ?fever\b|\bseasonal allerg\w*|\ballergic rhinitis\b|\bpollen\b|\bitchy (?:watery )?eyes\b|\bitchy nose\b|\ballergies\b|\bseasonal rhinitis\b/,
    ],
    associated: [/\bsneez\w*|\brunny nose\b|\bwatery eyes\b|\bantihistamine\w*|\botc\b|\bpartial effect\b/],
    maxDays: 365,
    source: { title: 'Hay fever (NHS)', url: 'https://www.nhs.uk/conditions/hay-fever/' },
  },
  {
    id: 'minor-cut',
    name: 'Minor cut or graze',
    patterns: [
      /\b(?:small|minor|little|tiny|paper|shallow)? ?(?:cut|cuts|scrape\w*|graze\w*|scratch\w*|nick)\b(?: (?:on|to) (?:my |his |her )?\w+)?/,
      /\b(?:cut|grazed|scraped|scratched|nicked) (?:my|his|her) (?:finger|hand|knee|elbow|arm|leg|shin|thumb)\b/,
    ],
    associated: [/\b(?:finger|hand|knee|elbow|arm|leg|shin|thumb|kitchen|knife|cooking|fell|fall|paper)\b/],
    maxDays: 10,
    source: { title: 'Cuts and grazes (NHS)', url: 'https://www.nhs.uk/conditions/cuts-and-grazes/' },
  },
  {
    id: 'minor-burn',
    name: 'Small superficial burn',
    patterns: [
      /\b(?:superficial|minor|small|mild) (?:burn|scald)\b|\bburn(?:ed|t)? (?:my |his |her )?(?:finger|hand|arm|forearm|wrist)\b|\bscald\w*/,
    ],
    associated: [
      /\bkettle\b|\bsteam\b|\bcooled\b|\brunning water\b|\b\d+ ?cm\b|\boven\b|\biron\b|\bpan\b|\b(?:right |left )?(?:forearm|arm|hand|finger|wrist)\b/,
    ],
    minAge: 5,
    maxDays: 7,
    source: { title: 'Burns and scalds (NHS)', url: 'https://www.nhs.uk/conditions/burns-and-scalds/' },
  },
  {
    id: 'sunburn',
    name: 'Sunburn',
    patterns: [
      /\bsun ?burn\w*|\bburnt in the sun\b|\b(?:erythema|red\w*)\b.{0,30}\b(?:sun|uv)(?: exposure)?\b|\bpost sun exposure\b/,
    ],
    associated: [
      /\b(?:red|sore|hot|peeling|itchy|tight) skin\b|\bshoulders?\b|\bback\b|\bface\b|\bnose\b|\barms?\b|\blegs?\b|\bsore\b|\bred\b/,
    ],
    minAge: 1,
    maxDays: 7,
    source: { title: 'Sunburn (NHS)', url: 'https://www.nhs.uk/conditions/sunburn/' },
  },
  {
    id: 'tension-headache',
    name: 'Tension-type headache',
    patterns: [
      /\b(?:mild |tension |tension[- ]type |dull |tight |bilateral |pressing |band[- ]like )*headache\b|\bhead (?:hurts|aches)\b|\b(?:tight band|pressure|band)(?: feeling)? (?:around|round|across) (?:my |the )?(?:head|forehead)\b/,
    ],
    associated: [
      /\bafter a long day\b|\bstaring at (?:the |a )?(?:computer|screen|laptop)\b|\bparacetamol\b|\bibuprofen\b|\btakes the edge off\b|\bstress\w*|\btired\b|\bmild\b/,
    ],
    minAge: 12,
    maxDays: 14,
    source: {
      title: 'Headaches (NHS); Headaches in over 12s, NICE CG150 (2012, updated 2021)',
      url: 'https://www.nhs.uk/conditions/headaches/',
    },
  },
  {
    id: 'mild-diarrhea',
    name: 'Mild diarrhea or stomach bug',
    patterns: [
      /\b(?:mild |slight )?diarrhea\b|\bloose (?:stools?|poo|bowel movements?)\b|\b(?:upset|queasy) (?:stomach|tummy)\b|\b(?:stomach|tummy) bug\b|\bgastroenteritis\b|\bthe runs\b/,
    ],
    associated: [
      /\b\d+ episodes\b|\bepisodes\b/,
      /\b(?:mild |slight )?(?:nausea|nauseous)\b|\bfeel(?:ing)? sick\b|\b(?:mild )?(?:stomach|tummy) cramps?\b|\bvomited once\b|\bthrew up once\b/,
    ],
    minAge: 1,
    maxDays: 7,
    source: {
      title: 'Diarrhoea and vomiting (NHS)',
      url: 'https://www.nhs.uk/conditions/diarrhoea-and-vomiting/',
    },
  },
  {
    id: 'insect-bite',
    name: 'Insect bite or sting',
    patterns: [
      /\b(?:insect|bug|mosquito|midge|gnat|flea|bed ?bug|ant) bites?\b|\b(?:bee|wasp) stings?\b|\b(?:bitten|stung) by (?:a |an )?(?:mosquito|insect|bug|midge|gnat|bee|wasp|ant)\b/,
    ],
    associated: [
      /\b(?:itchy|red|small) (?:bump|lump|spot|welt)s?\b|\bitch\w*|\b(?:mild |slight |little |local |small )?swelling\b|\b\d+ ?cm\b/,
      /\b(?:right |left )?(?:forearm|arm|leg|hand|finger|ankle|foot|neck|face|shoulder|back)\b/,
    ],
    maxDays: 7,
    source: {
      title: 'Insect bites and stings (NHS)',
      url: 'https://www.nhs.uk/conditions/insect-bites-and-stings/',
    },
  },
  {
    id: 'muscle-soreness',
    name: 'Muscle soreness or strain',
    patterns: [
      /\b(?:sore|aching|achy|stiff|tight|tired) (?:muscles?|legs|arms|shoulders|calves|thighs|hamstrings?|quads?)\b|\bmuscle (?:soreness|aches?|pain|strain|stiffness|cramps?)\b|\bpulled (?:a )?muscle\b|\b(?:mild |minor )?strain\w*|\bdoms\b/,
    ],
    associated: [
      /\b(?:after|from|since) (?:the |a |my )?(?:gym|workout|working out|exercis\w*|run|running|training|lifting|hike|hiking|football|soccer|game|match)\b/,
    ],
    maxDays: 14,
    source: { title: 'Sprains and strains (NHS)', url: 'https://www.nhs.uk/conditions/sprains-and-strains/' },
  },
  {
    id: 'low-back-pain',
    name: 'Low back pain without warning signs',
    patterns: [
      /\b(?:low|lower|mild|mechanical|acute)? ?back ?(?:pain|ache|aching|hurts|is sore|spasm|strain)\b|\bsore (?:lower )?back\b|\bbackache\b|\bstiff back\b|\bpulled (?:my )?back\b|\baching in (?:my |the )?(?:lower |low )?back\b|\blow back pain\b|\blbp\b/,
    ],
    associated: [
      /\b(?:after|from|while) (?:lifting|gardening|moving|bending)\b|\blifting\b|\bstiff\w*|\bmechanical\b|\bacute\b/,
    ],
    minAge: 16,
    maxAge: 55,
    maxDays: 42,
    source: {
      title: 'Low back pain and sciatica in over 16s, NICE NG59 (2016, updated 2020); Back pain (NHS)',
      url: 'https://www.nhs.uk/conditions/back-pain/',
    },
  },
  {
    id: 'flu',
    name: 'Flu in a healthy adult',
    patterns: [
      /\bflu\b|\bflu[- ]like (?:illness|symptoms)\b|\binfluenza\b|\bmyalgia\b|\baching all over\b|\bbody aches\b/,
    ],
    associated: [/\b(?:mild )?(?:fever|temperature|headache|cough|sore throat|tired\w*|aches?|chills)\b/],
    minAge: 16,
    maxAge: 65,
    maxDays: 7,
    source: { title: 'Flu (NHS)', url: 'https://www.nhs.uk/conditions/flu/' },
  },
  {
    id: 'sprain',
    name: 'Mild sprain',
    patterns: [
      /\btwist\w* (?:my |his |her )?(?:ankle|wrist|knee)\b|\brolled (?:my |his |her )?ankle\b|\b(?:ankle |wrist )?sprain\w*|\binversion (?:ankle )?(?:injury|sprain)\b/,
    ],
    associated: [
      /\b(?:a bit |slightly |mildly |mild )?(?:swollen|swelling|sore|bruised)\b|\b(?:on the )?(?:outside|lateral|inversion)\b|\bankle\b|\bstepping off\b|\bcurb\b|\bkerb\b|\bmalleol\w*|\bmidfoot\b|\bbony tenderness\b/,
    ],
    maxDays: 14,
    source: { title: 'Sprains and strains (NHS)', url: 'https://www.nhs.uk/conditions/sprains-and-strains/' },
  },
  {
    id: 'conjunctivitis',
    name: 'Conjunctivitis',
    patterns: [
      /\bconjunctivitis\b|\bpink eye\b|\bsticky eyes?\b|\beyes? (?:stuck|glued) (?:shut|together)\b|\b(?:red|gritty|crusty|sticky) (?:and (?:gritty|crusty|sticky|itchy|watery) )?eyes?\b/,
    ],
    associated: [
      /\b(?:a bit |slightly )?(?:red|gritty|crusty|sticky|watery|itchy)\b|\bcrusty stuff\b|\bstuff\b|\bcontact lenses\b|\beye\b|\bwoke up\b/,
    ],
    minAge: 0.08,
    maxDays: 14,
    source: { title: 'Conjunctivitis (NHS)', url: 'https://www.nhs.uk/conditions/conjunctivitis/' },
  },
  {
    id: 'constipation',
    name: 'Constipation',
    patterns: [/\bconstipat\w*|\bhard (?:stools?|poo)\b/],
    associated: [/\blow[- ]fib(?:re|er) diet\b|\bpassing (?:flatus|wind|gas)\b|\bstraining\b/],
    minAge: 1,
    maxDays: 21,
    source: { title: 'Constipation (NHS)', url: 'https://www.nhs.uk/conditions/constipation/' },
  },
  {
    id: 'cold-sore',
    name: 'Cold sore',
    patterns: [
      /\bcold sores?\b|\bfever blisters?\b|\b(?:tingl\w* )?blisters? on (?:my |the |his |her )?lips?\b/,
    ],
    associated: [/\btingl\w*|\brun down\b|\bagain\b|\bsores?\b|\blips?\b/],
    minAge: 1,
    maxDays: 14,
    source: { title: 'Cold sores (NHS)', url: 'https://www.nhs.uk/conditions/cold-sores/' },
  },
  {
    id: 'nosebleed',
    name: 'Nosebleed that has stopped',
    patterns: [/\bnose ?bleeds?\b|\bnose bled\b|\bbleeding (?:from )?(?:my |the |his |her )?nose\b/],
    associated: [/\bstopped\b|\bpinch\w*|\blean\w* forward\b|\bblew (?:it|my nose)\b|\bsoft part\b|\bhard\b/],
    maxDays: 1,
    source: { title: 'Nosebleed (NHS)', url: 'https://www.nhs.uk/conditions/nosebleed/' },
  },
  {
    id: 'period-pain',
    name: 'Period pain',
    patterns: [/\bperiod (?:pain|cramps?)\b|\bmenstrual (?:pain|cramps?)\b|\bdysmenorrh\w*/],
    associated: [
      /\busual\b|\bday \d\b|\bhot water bottle\b|\bibuprofen\b|\bevery (?:month|period)\b|\bcramps?\b/,
    ],
    minAge: 9,
    maxAge: 55,
    maxDays: 5,
    source: { title: 'Period pain (NHS)', url: 'https://www.nhs.uk/conditions/period-pain/' },
  },
  {
    id: 'chickenpox',
    name: 'Chickenpox in a child',
    patterns: [
      /\bchicken ?pox\b|\bspotty rash\b.{0,40}\bblisters\b|\bspots? (?:turning|turned|that turned|that have turned) (?:in)?to (?:little )?blisters\b/,
    ],
    associated: [
      /\b(?:itchy|spotty|red)\b|\bspots?\b|\bblisters?\b|\brash\b|\b(?:a bit of a |slight |mild )?temperature\b|\bnursery\b|\bschool\b/,
    ],
    minAge: 0.25,
    maxAge: 16,
    maxDays: 10,
    source: { title: 'Chickenpox (NHS)', url: 'https://www.nhs.uk/conditions/chickenpox/' },
  },
  {
    id: 'motion-sickness',
    name: 'Motion sickness',
    patterns: [/\b(?:car|travel|motion|sea|air) ?sick\w*|\bseasick\w*/],
    associated: [/\bferry\b|\bjourneys?\b|\bboat\b|\bflight\b|\bsick\b/],
    maxDays: 30,
    source: { title: 'Motion sickness (NHS)', url: 'https://www.nhs.uk/conditions/motion-sickness/' },
  },
  {
    id: 'heat-rash',
    name: 'Heat rash',
    patterns: [
      /\bheat rash\b|\bprickly heat\b|\bmiliaria\b|\b(?:itchy|prickly|tiny)\b.{0,20}\bspots\b.{0,40}\bhot (?:weather|day|days)\b/,
    ],
    associated: [/\b(?:tiny|itchy|red|prickly)\b|\bspots\b|\bchest\b|\bback\b|\bneck\b|\bfeeling\b/],
    maxDays: 14,
    source: {
      title: 'Heat rash (prickly heat) (NHS)',
      url: 'https://www.nhs.uk/conditions/heat-rash-prickly-heat/',
    },
  },
  {
    id: 'wart',
    name: 'Wart or verruca',
    patterns: [/\bwarts?\b|\bverruca\w*/],
    associated: [/\b(?:small|rough)\b|\bfingers?\b|\bhands?\b|\bfoot\b|\bfeet\b/],
    maxDays: 730,
    source: { title: 'Warts and verrucas (NHS)', url: 'https://www.nhs.uk/conditions/warts-and-verrucas/' },
  },
  {
    id: 'stress',
    name: 'Stress and poor sleep',
    patterns: [/\bstress\w*|\bexams?\b|\b(?:bad|poor) sleep\b|\bbutterflies\b|\bstomach (?:is )?in knots\b/],
    associated: [/\bsleep\b|\bnights?\b|\bcope\b|\btips\b|\bworr\w*/],
    minAge: 12,
    maxDays: 30,
    source: {
      title: 'Stress (NHS Every Mind Matters)',
      url: 'https://www.nhs.uk/every-mind-matters/mental-health-issues/stress/',
    },
  },
  {
    id: 'jet-lag',
    name: 'Jet lag',
    patterns: [
      /\bjet ?lag\b|\bwide awake at \d|\bsleepy all (?:afternoon|day)\b|\bcannot sleep after (?:travel|a flight|flying)\b/,
    ],
    associated: [/\btrip\b|\bgot back\b|\bnights?\b|\bsleep\w*|\btravel\b/],
    maxDays: 14,
    source: { title: 'Jet lag (NHS)', url: 'https://www.nhs.uk/conditions/jet-lag/' },
  },
];

/**
 * Words that name a symptom, a body part or a problem. Any of them left over once the self-care
 * complaints have taken their words (and outside a negated clause) means the text describes
 * something else, which a clinician should assess.
 */
const CLINICAL =
  /\b(?:pain\w*|ache\w*|aching|hurt\w*|sore\w*|tender\w*|bleed\w*|blood\w*|lump\w*|mass|swell\w*|swollen|rash\w*|spots?|blister\w*|fever\w*|temperature|vomit\w*|sick|nause\w*|diarrhea|constipat\w*|numb\w*|tingl\w*|weak\w*|dizz\w*|faint\w*|breath\w*|cough\w*|wheez\w*|itch\w*|discharge|burn\w*|urin\w*|pee\w*|wee(?:s|d|ing)?|stool\w*|poo\w*|weight|tired\w*|fatigue\w*|exhaust\w*|cramp\w*|stiff\w*|confus\w*|seiz\w*|vision|blur\w*|hear\w*|deaf\w*|ears?|eyes?|throat|nose|sneez\w*|chest|heart|palpitat\w*|head|neck|joints?|knees?|ankles?|wrists?|shoulders?|hips?|legs?|arms?|feet|foot|hands?|fingers?|toes?|skin|red\w*|yellow\w*|jaundice|infect\w*|pus|wound\w*|cuts?|bites?|stings?|sweat\w*|chills?|shiver\w*|sleep\w*|insomnia|anxi\w*|depress\w*|mood|stress\w*|periods?|pregnan\w*|spotting|memory|forget\w*|tremor\w*|shak\w*|fell|falls?|injur\w*|broke\w*|fractur\w*|sprain\w*|strain\w*|twist\w*|warts?|moles?|sores?|ulcer\w*|abdom\w*|belly|stomach|tummy|bowel\w*|gas|bloat\w*|heartburn|reflux|indigestion|appetite|thirst\w*|cold|flu|virus|viral|lethargic|drowsy|sleepy|floppy|pale|blue|grey|mottled|rigid|hard|lumps?|growth|bruis\w*|gritty|crusty|sticky|dry|peeling|prickly|coryza|rhinorrh\w*|myalgia|malaise|rubbish|unwell|ill)\b/g;

/**
 * Statements that something is normal or reassuring ("breathing is fine", "tolerating fluids"):
 * not part of a complaint.
 */
const REASSURING: readonly RegExp[] = [
  /\b(?:vision|sight|breathing|swallowing|eating|drinking|peeing|weeing|walking|legs|arms|chest|everything else|rest of me)\b(?: \w+){0,2} (?:is |are |seems? )?(?:fine|normal\w*|ok|okay|good|clear|unaffected)\b/g,
  /\bcan (?:still )?(?:swallow|walk|talk|breathe|see|move|bend|eat|drink)\b(?: \w+){0,4} (?:fine|normally|ok|okay|well)\b|\bcan (?:still )?(?:walk on it|weight bear|bear weight|move (?:it|my \w+))\b/g,
  /\b(?:eating|drinking|peeing|weeing|playing|sleeping)(?: and (?:eating|drinking|playing|sleeping))*(?: \w+)? (?:normally|well|fine|ok|okay|as usual)\b|\b(?:eating|drinking|playing)\b/g,
  /\btolerating (?:fluids|po|diet|oral \w+|food)\b|\bchest clear\b|\bafebrile\b|\bneuro(?:logical)? exam(?:ination)? (?:nad|normal)\b|\bnad\b|\bno comorbidities\b/g,
  /\b(?:otherwise|generally|feel|feels|feeling|i am|i'm|seems?) (?:well|fine|ok|okay|healthy|better|much better)\b|\bthinking clearly\b|\b(?:much|a lot) better\b|\balert\b/g,
  /\b(?:temp\w*|t) (?:was |is |of )?3[5-7](?:\.\d)?\b|\b\w+ (?:is|are|was|were|feels?) not (?:\w+ )?(?:stiff|sore|swollen|painful|red|bleeding|hurting|bad|blue|affected|numb|weak)\b/g,
  /\bblood pressure\b|\bheart rate\b|\bspo2\b|\brespiratory rate\b|\broom air\b|\bra\b/g,
  /\bweight bearing\b|\bsame (?:thing|as (?:usual|before|every \w+))\b|\bsimilar episodes\b|\bgradual(?:ly)? onset\b|\bcame on (?:slowly|gradually)\b|\bmild[- ]moderate\b/g,
];

export interface SelfCareMatch {
  complaints: SelfCareComplaint[];
  /** Words naming a problem that no self-care complaint accounts for. */
  unexplained: string[];
}

const blank = (text: string, pattern: RegExp): string =>
  text.replace(new RegExp(pattern.source, 'g'), (match) => ' '.repeat(match.length));

/** Which self-care complaints the text describes, and what it names that none of them accounts for. */
export const matchSelfCare = (input: string): SelfCareMatch => {
  const complaints = new Set<SelfCareComplaint>();
  const parts = sentences(normalize(input));
  const rests = parts.map((sentence) => {
    let rest = sentence;
    for (const complaint of SELF_CARE_COMPLAINTS) {
      for (const pattern of complaint.patterns) {
        for (const match of rest.matchAll(new RegExp(pattern.source, 'g'))) {
          if (!isNegated(sentence, match.index ?? 0)) complaints.add(complaint);
        }
        rest = blank(rest, pattern);
      }
    }
    return rest;
  });
  const unexplained: string[] = [];
  parts.forEach((sentence, index) => {
    let rest = rests[index] ?? '';
    // Associated words count only once a complaint they go with has been named.
    for (const complaint of complaints)
      for (const pattern of complaint.associated ?? []) rest = blank(rest, pattern);
    for (const pattern of REASSURING) rest = blank(rest, pattern);
    for (const match of rest.matchAll(CLINICAL)) {
      if (!isNegated(sentence, match.index ?? 0)) unexplained.push(match[0]);
    }
  });
  return { complaints: [...complaints], unexplained: [...new Set(unexplained)] };
};
