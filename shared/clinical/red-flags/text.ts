/**
 * Reading symptom text the way the red-flag rules need it: one normalized spelling (clinical
 * shorthand expanded, common misspellings and British spellings mapped, negated contractions
 * spelled out), split into sentences by Intl.Segmenter and into clauses, so that a negation
 * ("no chest pain", "denies CP", "without fever") only reaches the findings of its own clause.
 */

import { foldText } from '../../text/fold.ts';
import { compiledNatively } from '../../text/native-regexp.ts';
import { mayMatch } from '../../text/required-literals.ts';

/** Shorthand and misspellings, applied in order to lower-case text; word-bounded. */
const REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  // Negated contractions first, so that "doesn't fade" and "doesnt fade" read "does not fade".
  [/\bcan'?t\b/g, 'cannot'],
  [/\bwon'?t\b/g, 'will not'],
  [/\b(do|does|did|is|was|are|were|has|have|had|could|would|should)n'?t\b/g, '$1 not'],
  [/\bain'?t\b/g, 'is not'],
  // "not able to move" is a finding ("cannot move"), not a negation of the movement.
  [/\b(?:(?:am|is|are|was|were|be|been) )?not able to\b/g, 'cannot'],
  // "nothing came on suddenly" denies a sudden onset ("nothing" is otherwise no negation: "nothing
  // helps the pain" keeps the pain).
  [
    /\bnothing (?:has )?(?:came|come|comes|started|starts|happened|happens|began) (?:on )?(?:suddenly|all of a sudden)\b/g,
    'no sudden onset',
  ],
  // Clinician shorthand.
  [/\bc\/o\b/g, 'complains of'],
  [/\bs\/p\b/g, 'status post'],
  [/\bw\/o\b/g, 'without '],
  [/\bw\/(?=\s|\w)/g, 'with '],
  // "or", not "and": "no N/V" must negate both, and "and" ends a negated clause.
  [/\bn\s?\/\s?v\s?\/\s?d\b/g, 'nausea or vomiting or diarrhea'],
  [/\bn\s?\/\s?v\b|\bn\s?&\s?v\b/g, 'nausea or vomiting'],
  // "D&V", "D+V", "D/V": diarrhoea and vomiting (NHS shorthand); "or" for the same reason.
  [/\bd ?[&+/] ?v\b/g, 'diarrhea or vomiting'],
  [/\bh\/a\b/g, 'headache'],
  [/\b(\d+(?:\.\d+)?)\s?(?:y\/o|y\.o\.?|yo|yrs? old|yr old|y old)(?=\W|$)/g, '$1 year old'],
  [/\b(\d+(?:\.\d+)?)\s?(?:m\/o|mo old|mos old)(?=\W|$)/g, '$1 month old'],
  [/\b(\d+(?:\.\d+)?)\s?(?:wk old|wks old|w\/o old)(?=\W|$)/g, '$1 week old'],
  [/\b(year old|y) (m|male)\b/g, '$1 male'],
  [/\b(year old|y) (f|female)\b/g, '$1 female'],
  [/\bx\s?(\d+(?:\.\d+)?)\s?(min|mins|minutes|h|hr|hrs|hours|d|days|wk|wks|weeks|mo|months)\b/g, 'for $1 $2'],
  [/\bx\s(?=\d)/g, 'for '],
  // "L arm", "R eye": sides before a body part.
  [
    /\b([lr])\.? (?=(?:arm|leg|eye|side|chest|hand|foot|knee|ankle|wrist|loin|flank|forearm|shoulder|lower|upper|testicle|ear|elbow|hip|calf|thigh|face|iliac|temple|sided|hemi)\b)/g,
    'SIDE_$1 ',
  ],
  [/\bSIDE_l /g, 'left '],
  [/\bSIDE_r /g, 'right '],
  [/\buo\b/g, 'urine output'],
  [/\bfb\b/g, 'foreign body'],
  [/\bcrt\b/g, 'capillary refill'],
  [/\bsubsternal\b|\bretrosternal\b|\bprecordial\b|\bbreast ?bone\b|\bsternum\b/g, 'chest'],
  [/\bcp\b/g, 'chest pain'],
  [/\bsob\b|\bsoa\b|\bdyspn\w*/g, 'shortness of breath'],
  [/\bdoe\b/g, 'shortness of breath on exertion'],
  [/\b(llq|lower left quadrant|left lower quadrant|lif|left iliac fossa)\b/g, 'left lower abdominal'],
  [/\b(rlq|lower right quadrant|right lower quadrant|rif|right iliac fossa)\b/g, 'right lower abdominal'],
  [/\b(ruq|right upper quadrant)\b/g, 'right upper abdominal'],
  [/\b(luq|left upper quadrant)\b/g, 'left upper abdominal'],
  [/\babd\b|\babdo\b/g, 'abdominal'],
  [/\bhx(?: of)?\b|\bh\/o\b/g, 'history of'],
  [/\bpmh\b|\bpmhx\b/g, 'past medical history'],
  [/\bhtn\b/g, 'hypertension'],
  [/\b(t1dm|dm1|dm ?type ?1|iddm|t1d)\b/g, 'type 1 diabetes'],
  [/\b(t2dm|dm2|dm ?type ?2|niddm|t2d)\b/g, 'type 2 diabetes'],
  [/\bdm\b/g, 'diabetes'],
  [/\b(cva)\b/g, 'stroke'],
  [/\btia\b/g, 'transient ischemic attack'],
  [/\bloc\b/g, 'loss of consciousness'],
  [/\bams\b/g, 'altered mental status'],
  [/\bsz\b|\bszs\b/g, 'seizure'],
  [/\bsi\b/g, 'suicidal ideation'],
  [/\bbrbpr\b/g, 'bright red blood from the rectum'],
  [/\bgib\b|\bugib\b|\blgib\b/g, 'gi bleeding'],
  [/\blmp\b/g, 'last menstrual period'],
  [
    /\bupt\s?\+|\+\s?upt\b|\bpositive upt\b|\bupt positive\b|\bhcg\s?\+|\bpositive hcg\b/g,
    'positive pregnancy test',
  ],
  [/\bpr (?:bleed\w*|blood|bleeding|loss)\b/g, 'rectal bleeding'],
  [/\bod(?= (?:on |of |with )?(?:\d|x\b|a\b))/g, 'overdose'],
  [/\brfms?\b/g, 'reduced fetal movements'],
  [/\bfms?\b/g, 'fetal movements'],
  [/\bfoosh\b/g, 'fall on outstretched hand'],
  [/\basb\b/g, 'anatomical snuffbox'],
  [/\bpefr\b|\bpef\b/g, 'peak flow'],
  [/\bsaba\b/g, 'reliever inhaler'],
  [/\u2191\s?/g, 'increased '],
  [/\u2193\s?/g, 'reduced '],
  [/\bha\b(?! ha\b)/g, 'headache'],
  [/\btth\b/g, 'tension-type headache'],
  [
    /\b(?:paracetamol|acetaminophen|tylenol|drug|intentional|accidental|staggered|opioid|tablet|pill|benzo|insulin)s? od\b/g,
    '$& overdose',
  ],
  [/\bthe (?:squits|trots)\b|\bsquits\b/g, 'diarrhea'],
  // Scots and Northern Irish "wee" before a noun is "small" ("a wee cut"), not urine. Only before
  // words that cannot follow urine "wee" ("my wee stings", "wee is red" stay as they are).
  [
    /\bwee(?= (?:bit|bitty|cut|cuts|nick|graze|scratch|scrape|one|ones|boy|girl|lad|laddie|lass|lassie|bairn|wean|baby|spot|spots|lump|bump|bruise|blister|rash|mark|marks|puncture|hole|holes|thing|cough|cold|sniffle|sniffles|temperature|knock|bang|tumble|fall|tear|plaster)\b)/g,
    'small',
  ],
  [/\bpt\b/g, 'patient'],
  [/\bbp\b/g, 'blood pressure'],
  [/\betoh\b/g, 'alcohol'],
  [/\bbgl?\b|\bcbg\b|\bfsbg\b|\b(?:bs|bms?)(?= ?(?:of |was |is |=|:)? ?\d)/g, 'glucose'],
  [/\bsats?\b(?![ -]?nav)|\bo2 sat\w*|\bspo2\b|\bsao2\b|\bpulse ox\w*|\b(?:pulse )?oximeter\b/g, 'spo2'],
  [/\bdiaphore\w*/g, 'sweating'],
  [/\bsyncop\w*/g, 'fainting'],
  [/\bhaematemesis\b|\bhematemesis\b/g, 'vomiting blood'],
  [/\bemesis\b/g, 'vomiting'],
  [/\bpv (?:bleed\w*|blood|loss|spotting)\b/g, 'vaginal bleeding'],
  [/\baaa\b/g, 'abdominal aortic aneurysm'],
  [/\bmela?ena\b/g, 'black tarry stool'],
  [/\bhaematochezia\b|\bhematochezia\b/g, 'blood in stool'],
  [/\btachypn\w*/g, 'fast breathing'],
  [/\bnuchal rigidity\b|\bmeningism\w*/g, 'stiff neck'],
  [/\bphotophob\w*/g, 'light hurts eyes'],
  // British spellings and common misspellings.
  [/\bdiarr?h?o?ea\b|\bdiarhea\b|\bdiarea\b|\bdiarrhoea\b|\bdiahr?r?ea\b/g, 'diarrhea'],
  [/\bvomm?itt?ing\b|\bvomiting\b|\bvommiting\b/g, 'vomiting'],
  [/\bhaem/g, 'hem'],
  [/\boesoph/g, 'esoph'],
  [/\bfaec/g, 'fec'],
  [/\bpaed/g, 'ped'],
  [/\bfea?ver\b|\bfevr\b|\bfeaver\b/g, 'fever'],
  [/\bhead ?ache?\b|\bheadach\b|\bhedache\b/g, 'headache'],
  [/\bsei?zi?ure\b|\bsiezure\b|\bseizeure\b|\bseizue\b/g, 'seizure'],
  [/\bunconcious\b|\bunconsious\b/g, 'unconscious'],
  [/\bpregant\b|\bpregnet\b|\bpreggers\b|\bpreggo\b/g, 'pregnant'],
  [/\btestical\w*|\btesticle?s?\b|\btestes\b|\btestis\b/g, 'testicle'],
  [/\bstomache\b/g, 'stomach ache'],
  [/\bbreath(?=\s(?:properly|right|normally|in|at all))/g, 'breathe'],
  [/\bpian\b/g, 'pain'],
  [/\bdos(?:e)?nt\b|\bdosen'?t\b/g, 'does not'],
  [/\bswolen\b|\bswollon\b/g, 'swollen'],
  [/\bpainfull\b|\bpainfu\b/g, 'painful'],
  [/\bsud+en+ly\b|\bsudd?enl?y\b/g, 'suddenly'],
  [/\bsev(?:e|i)ar?e?\b(?=\s)/g, 'severe'],
  // Doubled letters and dropped endings in the commonest warning words ("chesst", "sweatin").
  [/\bche+s+t+\b|\bchets\b|\bcheast\b/g, 'chest'],
  [
    /\b(sweat|bleed|vomit|throw|cough|shak|burn|itch|pound|throbb|spinn|swell|hurt|ach|puk|gasp|wheez|chok|breath)in'?(?=[\s.,;:!?]|$)/g,
    '$1ing',
  ],
  [/\bnumbess\b/g, 'numbness'],
  [/\bchestpain\b/g, 'chest pain'],
  // More lay misspellings (patients type fast and phonetically).
  [/\btemp(?:rature|erture|eratue|reture|arature)\b/g, 'temperature'],
  [/\bhead ?ake\b|\bhed ?ache\b/g, 'headache'],
  [/\bear ?ache\b/g, 'earache'],
  [/\bsore thro(?:ugh|ught|ght|te|at|aght)\b/g, 'sore throat'],
  [/\bnaus(?:i|e)?ous\b|\bnautious\b/g, 'nauseous'],
  [/\ba(?:s|st|th)s?ma\b|\basthama\b/g, 'asthma'],
  [/\balerg(y|ic|ies)\b/g, 'allerg$1'],
  [/\banaph(?:a|e|i)laxis\b|\banaphalaxis\b/g, 'anaphylaxis'],
  // Round twenty-four (b): more phonetic spellings of warning words ("anafylaxis", "thraot",
  // "chest pane", "chest tite", "clamy", "sever chest pain", "lips r blu", "eatin").
  [/\bana(?:ph|f)(?:a|e|i|y)l(?:a|e)?x(?:is|es|sis)\b/g, 'anaphylaxis'],
  [/\bana(?:ph|f)(?:a|e|i|y)l(?:a|e)?cti(?:c|k)\b/g, 'anaphylactic'],
  [/\bth(?:r(?:aot|oaght|ote|out|aoat|oot|aot)|oat)\b/g, 'throat'],
  [
    /(?<!\b(?:window|glass|door|double|triple|single|solar|sash|frosted|stained|a|the|this|that)\s)\bpanes?\b/g,
    'pain',
  ],
  [/\btite\b|\btyte\b/g, 'tight'],
  [/\bclamm?e?y\b/g, 'clammy'],
  [
    /\bsever(?=\s(?:chest|pain|headache|head|stomach|tummy|belly|back|bleed\w*|cramps?|allerg\w*|asthma|breathless\w*|shortness)\b)/g,
    'severe',
  ],
  [/\bblu\b/g, 'blue'],
  [/\bcnt\b/g, 'cannot'],
  [/\beatin'?(?=[\s.,;:!?]|$)/g, 'eating'],
  [/\bdiz(?:z)?(?:y|ey)\b/g, 'dizzy'],
  [/\bhemm?or?r?oids?\b|\bhemroids?\b/g, 'hemorrhoids'],
  [/\be(?:c|x|cz|xc)(?:z)?e?ma\b|\beczma\b/g, 'eczema'],
  [/\bconjun(?:c)?tivit(?:i|u)s\b/g, 'conjunctivitis'],
  [/\bsinusit(?:u|i)s\b/g, 'sinusitis'],
  [/\btonsil+it(?:i|u)s\b/g, 'tonsillitis'],
  // Round ten (helper H): plurals of tablet names ("took 40 paracetamols") read as the medicine.
  [/\bpar(?:a|e)c(?:e|i)t(?:a|e|o)mols?\b/g, 'paracetamol'],
  [/\bibuprof(?:e|i)ns?\b|\bibuprophens?\b/g, 'ibuprofen'],
  [
    /\b(co-?codamol|co-?dydramol|aspirin|codeine|tramadol|nurofen|tylenol|panadol|advil|naproxen|sertraline|diazepam|citalopram|fluoxetine|amitriptyline|zopiclone|propranolol)s\b/g,
    '$1',
  ],
  [/\bbrea(?:th)?ing\b|\bbreathin\b|\bbrething\b/g, 'breathing'],
  [/\bsuicid(?:le|al+)\b/g, 'suicidal'],
  [/\bunresponsi(?:ve|v)\b/g, 'unresponsive'],
  // "Sun poisoning" is a lay name for bad sunburn: read as sunburn, so the burn, heat and infant
  // sunburn rules read it (it is not a poison).
  [/\bsun[- ]?poisoning\b/g, 'sunburn'],
];

export const normalize = (text: string): string => {
  // Invisible characters and look-alike letters first (shared/text/fold.ts): "k\u200bill" is "kill".
  let out = foldText(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, ' - ')
    .toLowerCase()
    // A line break stays a line break: it ends a sentence (an item of a symptom list, a line of a
    // note), which lower-cased text would otherwise run on into the next.
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n\s*/g, '\n');
  for (const [pattern, replacement] of REWRITES) out = out.replace(pattern, replacement);
  return out.trim();
};

// Made on first use: ICU's sentence rules cost 10–30 ms of CPU to load, on every cold start otherwise.
let segmenter: Intl.Segmenter | undefined;

/**
 * The longest stretch a finding is matched over. A run-on sentence (text with no full stops, or
 * shorthand the rewrites lengthen five times: "d&v d&v…") is read in overlapping windows of this
 * size, cut between words: some patterns look around their match, and over one 20,000-character
 * "sentence" a screening took seconds. No pattern reaches further than the overlap.
 */
const MAX_SENTENCE = 600;
const OVERLAP = 200;

/** The last clause break (". ", "; ", ", ") or, failing that, space in sentence[from, to). */
const lastBreak = (sentence: string, from: number, to: number): number => {
  const piece = sentence.slice(from, to);
  const clause = Math.max(piece.lastIndexOf('. '), piece.lastIndexOf('; '), piece.lastIndexOf(', '));
  if (clause >= 0) return from + clause + 1;
  const space = piece.lastIndexOf(' ');
  return space >= 0 ? from + space : to;
};

const windows = (sentence: string): string[] => {
  if (sentence.length <= MAX_SENTENCE) return [sentence];
  const out: string[] = [];
  for (let start = 0; ; ) {
    const end =
      start + MAX_SENTENCE >= sentence.length
        ? sentence.length
        : lastBreak(sentence, start + OVERLAP, start + MAX_SENTENCE);
    out.push(sentence.slice(start, end).trim());
    if (end >= sentence.length) return out;
    // The next window starts at a clause break inside the overlap, so a negation keeps its clause.
    const next = lastBreak(sentence, end - OVERLAP, end - OVERLAP / 2);
    start = next > start ? next : end;
  }
};

/** Sentences of normalized text; findings are matched within one sentence (or window of one). */
export const sentences = (text: string): string[] => {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'sentence' });
  return [...segmenter.segment(text)]
    .map((part) => part.segment.trim())
    .filter(Boolean)
    .flatMap(windows);
};

/** Where a clause ends inside a sentence: punctuation, and words that change what is being said. */
const CLAUSE_BREAK =
  /[,;:()[\]!?]|\.\s|\b(?:but|however|although|though|except|yet|and|now|then|while|whereas)\b/g;

/**
 * Words that start a negated clause. "cannot" is not among them: "cannot breathe" is a finding.
 * A trigger followed by a pseudo-negation ("not sure", "no better", "not well") is ignored.
 */
const NEGATION_TRIGGER =
  /\b(?:no|not|without|denies|denied|deny|denying|negative for|free of|absence of|never|nor|neither|ruled out|nothing like|nil|nothing)\b/g;
const PSEUDO_NEGATION =
  /^\s*(?:improvement|improved|response|effect|benefit|difference|of note|help|sure|certain|know|knowing|tell|decide|want|wanting|wanted|only|just|better|improving|getting better|relief|long ago|well|feeling well|feeling myself|myself|himself|herself|eating|able|helping|working|(?:seem to |even )?(?:stop|quit)(?:ping|ped|s)?|go(?:ing)? away|settl\w*|ease\w*|easing)\b/;
/**
 * "not wanting to be here" affirms (988 Lifeline), but "I don't want to hurt myself" denies: wanting
 * not to harm oneself is the one want a negation still negates. Not "any more" or "again", which
 * tell of self-harm that has been happening, nor "kill myself", where erring toward care wins.
 */
const WANT_NO_HARM =
  /^\s*(?:want|wanting|wanted) (?:to )?(?:hurt|harm|injure|cut) (?:my ?self|him ?self|her ?self)\b(?! (?:any ?more|again|like before)\b)/;
/** "never had pain like this" affirms the pain. */
const NEVER_BEFORE = /\b(?:like (?:this|that|it)|this (?:bad|severe|much)|before|so bad)\b/;

/** Past history is not the complaint, unless the text says it is happening now. */
const HISTORY =
  /\b(?:past medical history|medical history|history of|known|previous|prior|family history|fhx|family hx)\b/g;
const SINGLE_ITEM_HISTORY = /^(?:known|previous|prior)$/;
const FAMILY_HISTORY = /^(?:family history|fhx|family hx)$/;
const FIRST_PERSON = /\b(?:i|i'm|im|i've|ive|my|me|myself|patient|he|she|his|her)\b/;
const ITEM_BREAK = /[,;]|\band\b|\bwith\b/;
const HISTORY_ENDS =
  /\b(?:but|however|although|though|yet|whereas)\b|(?:[,;:]|\b(?:and|so|then)\b)\s*(?:i|i'm|im|i've|ive|i'd|he|she|they|we|he's|hes|she's|shes|they're|theyre|we're)\b/;
/**
 * Words that make a stretch after a history heading the presentation: "PMH: HTN, crushing central
 * chest pain 1 hour, sweaty" runs on without a full stop, and a duration of minutes, hours or days,
 * or the words of an acute presentation, say the list has ended.
 */
const CURRENT =
  /\b(?:now|today|tonight|presents?|presenting|complains|complaining|currently|this (?:morning|evening|afternoon)|since|new|acute|sudden\w*|started|began|again|worse|worsening|another|onset|ongoing|radiat\w*|crushing|tearing|ripping|severe|worst|sweaty|sweating|clammy|grey|collapsed|vomiting|at rest|swollen|swelling|painful|struggling|cannot|can't|cant|unable|after|(?:for |x ?)?(?:\d+|an?|one|two|three|few|couple of) ?(?:min|mins|minutes|h|hr|hrs|hours?|days?)(?: ago)?)\b/;

/**
 * A long-term diagnosis named as what a medicine is for ("I use nitro for angina", "on apixaban for
 * AF") is background, not the complaint: only diagnoses, never symptoms, so "taking Gaviscon for
 * chest pain" still reads as chest pain.
 */
const MEDICINE_FOR =
  /\b(?:use|uses|using|take|takes|on|prescribed|carry|carries|have|has|keep|keeps)\b (?:(?:a|an|my|his|her|their|the|some)\s)?(?:[\w/-]+\s){0,3}(?:for|to treat|to control|to prevent) (?:my |his |her |their |the )?$/;
const LONG_TERM_DIAGNOSIS =
  /^(?:stable )?(?:angina|asthma|copd|epilepsy|af|atrial fibrillation|heart failure|diabetes|type [12] diabetes|(?:high )?blood pressure|hypertension|cholesterol|migraines?|arthritis|gout|reflux|gord|thyroid|depression|anxiety|(?:blood )?clots?|dvt|psoriasis|eczema|hay ?fever|allergies)\b/;

/**
 * A past episode that has since settled: a time anchor and a word saying it resolved or has been the
 * same since, with nothing in the same stretch saying it is happening now. A month or more back
 * ("had a stroke 3 years ago, left side weak like it has been since then", "chest pain last month,
 * all cleared up") it is history. Within the last four weeks ("a TIA 2 weeks ago, fine since") it
 * is not history: it still fires its rules, capped at same-day care (see `settledFlags`). Anchors
 * of hours or days ("this morning", "2 hours ago", "3 days ago") never count, so a TIA that has just
 * resolved stays an emergency: round twenty-one tried days (NICE CG95 sends chest pain 12 to 72 hours
 * ago for same-day assessment) and its review found 56 current emergencies it hid.
 */
const NOT_A_DURATION = String.raw`(?<!\b(?:for|since|over|in|during|all|the|past|through)\s)`;
const LONG_AGO = new RegExp(
  String.raw`\b(?:\d+|a|one|two|three|four|five|six|few|couple of|several|many) (?:months?|years?|yrs?) ago\b|\b(?:[5-9]|\d\d+|five|six|seven|eight|several|many) weeks ago\b|${NOT_A_DURATION}\blast (?:month|year|summer|winter|spring|autumn|christmas)\b|\bin (?:19|20)\d\d\b|\byears back\b|\bas a (?:child|kid|teenager)\b`,
);
const WEEKS_AGO = new RegExp(
  String.raw`\b(?:[1-4]|a|one|two|three|four|few|couple of) weeks? ago\b|${NOT_A_DURATION}\blast week\b|\bthe other week\b`,
);
// Not negated: "has not gone away", "not settled", "not got better", "not gone back to normal" are
// not resolved (round twenty-one's review).
const RESOLVED =
  /(?<!\b(?:not|never|no longer|hardly|barely)\s(?:\w+\s)?)\b(?:(?:made|make|making) (?:a |an )?(?:good|full|great|complete|excellent|decent|remarkable) recovery|back to (?:normal|my usual self|his usual self|her usual self)|(?:fine|ok|okay|well|better|normal) (?:now|since)|(?:all )?(?:cleared|clear|settled|resolved|gone(?! (?:blue|floppy|weak|pale|grey|gray|cold|numb|dead|limp|red|yellow|purple|stiff|quiet|funny|weird|dark|black|blurry|white|mottled|hard|swollen|worse|off|down|up|into|through|very|really|all|a bit|quite|so))|went away|got better|recovered)(?: up)?(?: (?:now|since|completely|fully))?|no (?:pain|problems?|symptoms?|issues?|trouble|more (?:pain|episodes)) (?:since|now)|(?:not|never) (?:had|happened|come back) (?:it |any |one )?(?:again|since)|nothing since|none since)\b/g;
/**
 * Words that say an old problem has stayed the same. Long ago, that is a residual deficit ("left side
 * weak like it has been since then"): history. Within four weeks it means the episode never ended,
 * so it is not settled.
 */
const CONTINUING =
  /\b(?:ever since|since then|like (?:it|they|that) (?:has|have) been|same as (?:before|always|ever)|unchanged|residual)\b/g;
/** Thoughts of suicide or self-harm are never read as history or as settled: erring toward care. */
const NEVER_SETTLED =
  /\b(?:hang(?:ed|ing)? (?:my|him|her)sel(?:f|ves)|tried to (?:hang|jump|kill|end|drown|overdose)|attempt\w*|suicid\w*|kill(?:ing)? (?:my ?self|me)|end(?:ing)? (?:my|it) (?:life|all)|self[- ]?harm\w*|hurt(?:ing)? (?:my ?self)|overdos\w*|better off dead)\b/;
const HAPPENING_NOW =
  /\b(?:now|today|tonight|this (?:morning|evening|afternoon)|(?:\d+|a few|few|an|one|two|three|ten|twenty) (?:minutes?|mins?|hours?|hrs?) ago|since (?:\d+ (?:minutes?|mins?|hours?|hrs?)|an hour|yesterday|last night|this morning)|(?:am|is|are|has been|have been|keeps?|still) \w+ing\b|(?:have|has|'ve|’ve|'s|’s) got\b|again|new|worse|worsening|getting|started|began|sudden\w*|just (?:now|started|begun|began|happened|had|been|got|collapsed)|woke (?:up )?with|currently|right now|at the moment|(?:came|come|comes|coming|is|it is) back(?! (?:fine|normal|to normal|ok|okay|clear|negative))|comes and goes|on and off|keeps? (?:coming|happening|recurring))\b|(?:^|,)\s*\w+ing for (?:the (?:last|past) )?(?:\d+|a few|an|one|two|three|five|ten|twenty) (?:minutes?|mins?|hours?|hrs?)\b/;
/** A stretch that says it is current: a word of the presentation, or of something happening now. */
const saysNow = (text: string): boolean => CURRENT.test(text) || HAPPENING_NOW.test(text);

/** The stretch of a sentence between full stops around `start`: lower-cased text defeats ICU's splitting. */
const PIECE_STOP = /[.;!?](?:\s|$)/g;
const FULL_STOP = /[.!?](?:\s|$)/g;
/** Where the stretch around `start` between two `stop`s begins and ends. */
const stretchAround = (sentence: string, start: number, stop: RegExp): { from: number; to: number } => {
  let from = 0;
  for (const match of sentence.slice(0, start).matchAll(stop)) from = (match.index ?? 0) + 1;
  const end = sentence.slice(start).search(stop);
  return { from, to: end < 0 ? sentence.length : start + end };
};
const pieceAround = (sentence: string, start: number): string => {
  const { from, to } = stretchAround(sentence, start, PIECE_STOP);
  return sentence.slice(from, to);
};

/**
 * A long-term diagnosis the writer says has been there for years and is unchanged ("I've had angina
 * for years, use my GTN spray now and then, nothing different"). Both the span and the stability
 * are required, so "angina for years and tonight the spray is not working" stays a complaint.
 */
const LONG_STANDING =
  /\bfor (?:years|\d+ (?:years|yrs)|a long time|ages|decades)\b|\bsince (?:19|20)\d\d\b|\ball my life\b/;
const STABLE =
  /\b(?:nothing (?:different|new|has changed)|no (?:change|different)|same as (?:always|usual|ever)|as (?:always|usual)|(?:well )?controlled|stable|unchanged|now and then|rarely|occasionally|once in a while)\b/;

const isLongStandingStable = (sentence: string, start: number): boolean => {
  if (!LONG_TERM_DIAGNOSIS.test(sentence.slice(start))) return false;
  const piece = pieceAround(sentence, start);
  return (
    LONG_STANDING.test(piece) &&
    STABLE.test(piece) &&
    !HAPPENING_NOW.test(piece.replace(new RegExp(STABLE.source, 'g'), ' '))
  );
};

/**
 * Long ago, "ever since" / "since then" keeps only a deficit ("left side weak like it has been since
 * then") or a problem said to be unchanged as history: any other problem that began after an old
 * event and goes on ("knee op 6 weeks ago and since then calf swollen and painful", "baby born 6
 * weeks ago, since then heavy bleeding") is the complaint (hostile review of round nineteen). Wider
 * than `DEFICIT`, which must open the match: here the words may follow it ("left side is still weak").
 */
const DEFICIT_WORD =
  /\b(?:aphasi|dysphasi|hemipar|hemipleg|dysarthri|weak|slurr|droop|paralys|neglect|numb|limp|hang|flop|useless|clumsy|drag|speech|talking|words|walk|balance|vision|sight|memory|tremor|stiff)/;
const UNCHANGED =
  /\b(?:same as (?:always|ever|before|usual)|unchanged|no different|no change|as usual|stable)\b/;
// "and he had…" starts a new clause too: "his face has gone blue and he is floppy and he had a chest
// infection 2 weeks ago" dates the infection, not the blue face (round twenty-one's third review).
const EPISODE_CLAUSE_BREAK =
  /[,;:]|\s[-–—]\s|\band (?=(?:i|he|she|they|we|(?:my|his|her|their) \w+) (?:had|has had|have had|was|were|got|saw|went)\b)/g;
/** Which comma, semicolon, colon, dash or "and he had" clause of `text` the position `at` falls in. */
const clauseAt = (text: string, at: number): number =>
  [...text.slice(0, Math.max(at, 0)).matchAll(EPISODE_CLAUSE_BREAK)].length;
// Single-match twins of the global patterns above, for `.test` (a global one keeps `lastIndex`).
const ANY_CLAUSE_BREAK = new RegExp(EPISODE_CLAUSE_BREAK.source);
const ANY_RESOLVED = new RegExp(RESOLVED.source);
const ANY_CONTINUING = new RegExp(CONTINUING.source);

const PERIOD_DATE = /\b(?:period|lmp|last menstrual period|last period)\b(?:(?![,;:]).){0,25}?\bago\b/g;
/** Words of recovery that name what they follow ("fine since the chest pain", "well after the TIA"). */
const namesIt = (between: string): boolean =>
  !ANY_CLAUSE_BREAK.test(between) &&
  /\b(?:since|after|following|from)\b(?:\s+[\w'-]+){0,3}\s*$/.test(between);

/** A turn in the story: what follows it is news, not the episode before it. */
const CONTRAST = /\b(?:but|however|although|though|except|yet|whereas|apart from|other than)\b/g;
const settledSince = (anchor: RegExp, sentence: string, start: number, matched = ''): boolean => {
  const { from, to } = stretchAround(sentence, start, PIECE_STOP);
  const piece = sentence.slice(from, to);
  const told = start - from;
  // A last period's date dates a pregnancy, not an episode (round twenty-one's third review:
  // "my period was 6 weeks ago … spotting last week that settled" hid an ectopic).
  const dating = piece.replace(PERIOD_DATE, (date) => ' '.repeat(date.length));
  const dated = dating.search(anchor);
  if (dated < 0 || NEVER_SETTLED.test(piece)) return false;
  const recent = anchor === WEEKS_AGO;
  // Round twenty-one's review: "…then she was fine, but mum collapsed" is a new event. A finding after
  // a turn is settled only when its own stretch says so, or, long ago, says a deficit has stayed
  // ("stroke 3 years ago, but his left arm has gone weak ever since"): history, as without the turn.
  let turn = -1;
  for (const match of piece.slice(0, told).matchAll(CONTRAST)) turn = match.index ?? turn;
  if (turn >= 0) {
    const turned = piece.slice(turn);
    if (!ANY_RESOLVED.test(turned) && (recent || !ANY_CONTINUING.test(turned))) return false;
  }
  // A finding told in a clause before the one that dates the episode is today's ("crushing chest pain
  // and sweating, chest infection a couple of weeks ago, fine since"; "R arm weakness since 0800, TIA
  // 2 weeks ago, resolved"): round twenty-one's second review.
  if (clauseAt(piece, told) < clauseAt(piece, dated)) return false;
  // A finding told after the words of recovery ("knee replacement 2 weeks ago, recovered fine since,
  // my calf is hot and swollen"; "stroke in 2019, made a full recovery, then at lunch his face
  // dropped") is what is happening now, unless they name it ("fine since the chest pain last week")
  // or, long ago, say a deficit has stayed ("left side still weak like it has been since then").
  const continuing = ANY_CONTINUING.test(piece);
  const recoveries = [...piece.matchAll(RESOLVED)];
  const afterRecovery =
    recoveries.length > 0 &&
    recoveries.every((match) => (match.index ?? 0) < told && !namesIt(piece.slice(match.index ?? 0, told)));
  if (afterRecovery && (recent || !continuing)) return false;
  if (recent && continuing) return false;
  const rest =
    recent || !(DEFICIT_WORD.test(matched || sentence.slice(start, start + 40)) || UNCHANGED.test(piece))
      ? piece.replace(RESOLVED, ' ')
      : piece.replace(RESOLVED, ' ').replace(CONTINUING, ' ');
  return rest !== piece && !HAPPENING_NOW.test(rest);
};

/** True when the finding at `start` is an episode in the last four weeks that has settled. */
export const isSettledRecently = (sentence: string, start: number): boolean =>
  !settledSince(LONG_AGO, sentence, start) && settledSince(WEEKS_AGO, sentence, start);

/** Up to this many words between a negation and the finding it negates. */
const NEGATION_REACH = 5;

/** True when the finding that starts at `start` in `sentence` is negated inside its clause. */
export const isNegated = (sentence: string, start: number): boolean => {
  // A word glossed in brackets shares the negation of the word it glosses: "he never had fit
  // (convulsion)", "no sputum (phlegm)".
  const tail = sentence.slice(Math.max(0, start - 3), start);
  const bracket = tail.lastIndexOf('(');
  if (bracket >= 0 && tail.slice(bracket + 1).trim() === '')
    return isNegated(sentence, start - tail.length + bracket);
  let clauseStart = 0;
  for (const match of sentence.slice(0, start).matchAll(CLAUSE_BREAK)) {
    clauseStart = (match.index ?? 0) + match[0].length;
  }
  // No negation reaches further than about ten words, so a long clause is read from its last 200
  // characters: on 4,000 characters of "not swelling not swelling…" every finding otherwise rescanned
  // every earlier "not".
  const clauseFrom = Math.max(clauseStart, start - 200);
  const clause = sentence.slice(clauseFrom, start);
  for (const match of clause.matchAll(NEGATION_TRIGGER)) {
    const afterAt = (match.index ?? 0) + match[0].length;
    const after = clause.slice(afterAt);
    const rest = sentence.slice(clauseFrom + afterAt);
    // "not working hard to breathe" (a clinician's negated sign) is not "not working" (a medicine).
    if (PSEUDO_NEGATION.test(after) && !WANT_NO_HARM.test(rest) && !/^\s*working hard\b/.test(rest)) continue;
    // A bare "nothing" negates only an onset, right after it: "nothing sudden" (a clinician's "no
    // thunderclap onset"), never "nothing helps the chest pain".
    if (match[0] === 'nothing' && !/^\s*(?:sudden\w*|abrupt\w*|thunderclap)\b/.test(rest)) continue;
    // "Never had pain like this" and "nothing like this before" affirm the pain.
    if (
      (match[0] === 'never' || match[0] === 'nothing like') &&
      NEVER_BEFORE.test(sentence.slice(clauseStart))
    )
      continue;
    const words = after.trim() === '' ? 0 : after.trim().split(/\s+/).length;
    if (words <= NEGATION_REACH) return true;
    // A negation runs on through "or" / "nor" to an item right after it: "not having any thoughts
    // of hurting myself or ending my life". Not to a statement a few words on ("I haven't slept or
    // eaten because of the crushing chest pain"), nor through a first item of more than 7 words.
    const alternative = /^(.*)\b(?:or|nor) ((?:\S+ ){0,2})$/.exec(after.trimStart());
    const first = alternative?.[1]?.trim();
    if (first && first.split(/\s+/).length <= NEGATION_REACH + 2) return true;
  }
  return isInDenialList(sentence, start);
};

/**
 * A clinician's list of denied symptoms runs on past commas: "denies SOB, CP, haemoptysis" negates
 * each item. Only after "denies" or "negative for" (a list by convention, never a lay "no"), and only
 * for short items, so "denies SOB, chest pain radiating to the left arm since 2 hours" stays affirmed.
 */
// An item's words are never the list words themselves, so a list splits into items one way only:
// with "and" allowed inside an item, "no a and b and c and…" could be split exponentially many ways.
const DENIAL_WORD = String.raw`(?!(?:and|or|nor)\b)[\w/'-]+`;
const DENIAL_ITEM = `${DENIAL_WORD}(?: ${DENIAL_WORD}){0,3}`;
const DENIAL_SEP = '(?:, ?(?:(?:and|or|nor) )?| (?:and|or|nor) )';
const DENIAL_LIST = new RegExp(
  String.raw`\b(?:denies|denied|denying|negative for) ${DENIAL_ITEM}(?:${DENIAL_SEP}${DENIAL_ITEM})*${DENIAL_SEP}$`,
);
/**
 * A lay "no" list is negated only when it is closed by "or" or "nor" ("no headache, visual
 * disturbance, chest pain or SOB"), and the list may end where a new clause starts with "and" or
 * "but" ("no swelling of my lips, tongue or throat and my breathing is fine"): "no fever, chest
 * pain since this morning" may be two statements, and errs toward the chest pain.
 */
/**
 * A clinician's "nil SOB, CP, haemoptysis" lists negatives too, but "nil" also starts other things
 * ("nil PO since yesterday, vomiting coffee grounds", "nil known, stabbed in the chest"): its items
 * are one or two words naming no intake, time or nothing-of-note.
 */
const NIL_WORD = String.raw`(?!(?:and|or|nor|po|eaten|eat|eating|drinks?|drinking|drunk|intake|fluids?|food|wet|nappies|wees?|urine|known|improvement|change|note|concern|since|all|day|yesterday|today|overnight|hours?|by|mouth)\b)[a-z/'-]+`;
const NIL_ITEM = `${NIL_WORD}(?: ${NIL_WORD}){0,2}`;
const NIL_LIST = new RegExp(String.raw`\bnil ${NIL_ITEM}(?:${DENIAL_SEP}${NIL_ITEM})*${DENIAL_SEP}$`);
const NO_LIST = new RegExp(String.raw`\bno ${DENIAL_ITEM}(?:${DENIAL_SEP}${DENIAL_ITEM})*${DENIAL_SEP}$`);
const CLOSED_BY_OR = new RegExp(
  String.raw`^${DENIAL_ITEM}(?:, ?${DENIAL_ITEM})*,? (?:or|nor) ${DENIAL_ITEM}\s*(?:[.;!?,]|$|(?:and|but) )`,
);
const isInDenialList = (sentence: string, start: number): boolean => {
  const before = sentence.slice(0, start);
  // An item runs to the next comma or list word: "chest pain for an hour, radiating to the jaw" is
  // a statement of its own, too long to be a denied item.
  const item = sentence.slice(start).split(/[,;.:()]|\b(?:and|or|nor)\b/)[0] ?? '';
  if (item.trim().split(/\s+/).length > 4) return false;
  // A time or a course makes it a statement, not a denied item: "denies trauma, slurred speech since 9am".
  if (/\b(?:since|for|ago|now|today|tonight|started|began|radiat\w*|spreading|worse)\b|\d/.test(item))
    return false;
  if (DENIAL_LIST.test(before) || NIL_LIST.test(before)) return true;
  if (!NO_LIST.test(before)) return false;
  return / (?:or|nor) $/.test(before) || CLOSED_BY_OR.test(sentence.slice(start));
};

/**
 * A finding named as a risk to lower or an event to prevent ("my risk of stroke", "how to prevent
 * a seizure") or as what someone died of ("my grandmother died of a stroke") is not a complaint.
 * Any symptom in the same text still fires through its own finding.
 */
const NOT_A_COMPLAINT =
  /\b(?:(?:risk|risks|chance|chances|odds) (?:of|for)|prevent(?:ing|ion of)?|avoid(?:ing)?|(?:died|dying|death|passed away|lost (?:my|his|her|our|their) \w+) (?:of|from|to|after|due to)) (?:having |getting |another )?(?:a |an |his |her |my |their )?(?:massive |major |big |sudden |second )?$/;
/**
 * A stroke or heart attack named as a fear or a question ("panicking it is a mini stroke", "I
 * thought I was having a heart attack", "was that a stroke?") is not itself a finding: what the
 * person feels fires through its own findings. The fear is kept as a finding of its own
 * (`strokeFeared`, `heartAttackFeared`), which the rules treat as an emergency whatever else the
 * text rules out. Only these diagnoses: "I am worried I am having trouble breathing" stays a
 * complaint.
 */
const FEARED_SUBJECT = String.raw`(?:it|this|that|i|he|she|they|we|you|mum|mom|dad|my \w+|his \w+|her \w+)`;
/** The frame before a feared diagnosis; group 1 holds the fear word when it is a fear, not a question. */
export const FEARED_FRAME = String.raw`(?:\b(worr(?:y|ies|ied|ying)|scared|afraid|frightened|terrified|petrified|panick(?:ing|ed)|paranoid|anxious|concerned|fear(?:ed|ing|ful)?|convinced|wonder(?:ing|ed)?|thought|freak(?:ing|ed) out)(?: (?:that|about|in case|whether|if|of))?(?: ${FEARED_SUBJECT}(?:'s|'m|'re| is| was| am| are| were| (?:might|could|may) (?:be|have|have had)| had| has| have| be)?)?|\b(?:was|is|could|might|may|would|am|are|did|does|do|has|have|had) ${FEARED_SUBJECT}(?: (?:be|been|have|had|having|just|really|actually|possibly)){0,3})(?: (?:having|had|getting|got|suffering|going to have))?(?: (?:a|an|another))? ?`;
const FEARED = new RegExp(`${FEARED_FRAME}$`);
/** A question frame counts only with its question mark after the diagnosis ("was that a stroke?"). */
const QUESTION_FRAME =
  /\b(?:was|is|could|might|may|would|am|are|did|does|do|has|have|had) \S+(?: \S+){0,4} ?$/;
const FEARED_DIAGNOSIS =
  /^(?:(?:having|have|had|getting) (?:a |an )?)?(?:(?:mini|minor|small|massive|major|silent)[- ]?)?(?:stroke|transient ischemic attack|heart attack|cardiac arrest)\b/;
const isFeared = (before: string, sentence: string, start: number): boolean => {
  const after = sentence.slice(start);
  if (!FEARED_DIAGNOSIS.test(after)) return false;
  const frame = FEARED.exec(before.slice(-70));
  if (!frame) return false;
  // "is she having a stroke?" is a question only with its question mark; "she is having a stroke" is not.
  return frame[1] !== undefined || (QUESTION_FRAME.test(frame[0]) && /^[^.!?\n]{0,60}\?/.test(after));
};

/**
 * "had a stroke two years ago": an event a month or more back, told as over, with nothing in the
 * same stretch saying it is happening now. Thoughts of suicide are never history (NEVER_SETTLED).
 */
const PAST_EVENT =
  /\b(?:had|suffered|survived) (?:a |an |his |her |my |their )?(?:massive |major |big |small |minor |mild |bad |nasty )?$/;

/** "a stroke survivor", "cancer survivor": the illness is history, and so is what it left behind. */
const SURVIVOR = /^[\w-]+(?: [\w-]+)? survivors?\b/;
/**
 * What a stroke left behind, listed after it ("L MCA stroke 3/12 ago, expressive aphasia, R
 * hemiparesis, chair-bound", "stroke survivor with aphasia"): deficits are residual when the same
 * sentence names the stroke as past and says nothing is new or happening now.
 */
const DEFICIT = /^(?:\w+ )?(?:aphasi|dysphasi|hemipar|hemipleg|dysarthri|weak|slurr|droop|paralys|neglect)/;
const PAST_STROKE =
  /\b(?:stroke|transient ischemic attack)\b(?: survivor| \(?(?:19|20)\d\d\b| \d+\/12 ago| (?:\d+|a|one|two|three|few|several) (?:months?|years?) ago| (?:in|since) (?:19|20)\d\d\b)|\b(?:since|after|from) (?:his|her|my|their|the) stroke\b|\bpost[- ]stroke\b|\bresidual\b/;
/**
 * Words that make a deficit after an old stroke a new one: the other or "good" side, onset words, a
 * time ("was not there yesterday", "since he woke up", "slumped in the chair").
 */
const NEW_DEFICIT =
  /\b(?:other side|good (?:side|arm|leg|hand)|not there|was not|wasn't|woke|waking|came on|come on|comes on|started|starting|developed|noticed|appeared|began|sudden\w*|new|again|worse|different|yesterday|last night|slump\w*|hours?|hrs?|mins?|minutes?)\b/;
const nothingNew = (piece: string): boolean => !saysNow(piece) && !NEW_DEFICIT.test(piece);
const isResidualDeficit = (sentence: string, start: number, matched: string): boolean => {
  if (!DEFICIT.test(matched)) return false;
  const { from, to } = stretchAround(sentence, start, PIECE_STOP);
  return PAST_STROKE.test(sentence.slice(from, start)) && nothingNew(sentence.slice(from, to));
};
/** "a stroke survivor" is history when its stretch has nothing new or current. */
const isSurvivor = (sentence: string, start: number): boolean => {
  if (!SURVIVOR.test(sentence.slice(start))) return false;
  return nothingNew(pieceAround(sentence, start));
};

/**
 * A relative's illness told with when it happened ("my father had a stroke at age 70", "her mum had
 * breast cancer in 2015") is family history, not the complaint. A partner, son or daughter is often
 * the patient being described, so only parents, grandparents, siblings, aunts, uncles and cousins;
 * and only with an age or a time long ago, so "my dad had a stroke this morning" stays the complaint.
 */
const RELATIVE_HAD =
  /\b(?:father|dad|daddy|mother|mum|mom|mummy|brother|sister|grandfather|grandad|granddad|grandpa|grandmother|grandma|nan|nana|granny|uncle|aunt|auntie|aunty|cousin|parents?|grandparents?|siblings?)\b(?:(?![.;!?]).){0,20}?\b(?:had|was diagnosed with|suffered|survived) (?:(?:a|an|his|her|their|massive|major|big|small|minor|mild|bad) )*$/;
/** When it happened, not how old the relative is now ("my father aged 82 has had a stroke" is now). */
const AT_AGE =
  /\b(?:at (?:the )?age (?:of )?\d{1,3}|when (?:he|she|they) (?:was|were) (?:\d{1,3}|young|little|a child))\b/;

/**
 * An item of a history list or a letter dated in a past year or long ago ("PE 2019 (post-partum,
 * completed anticoagulation)", "anaphylaxis to penicillin 2016", "CVA 2020 without residual deficit",
 * "DKA as teen", "stroke 3/12 ago"): an item runs between commas, semicolons and full stops outside
 * brackets, so a bracket belongs to the item it glosses. A year is not a clock time ("collapsed at
 * 2015", "onset 2030") nor a measure ("2000 m"); the current year never counts; and an item that
 * says "since", or anything happening now, is the complaint.
 */
const DATED =
  /(?<!\b(?:at|from|until|till|by|around|about|approx|approximately|onset|time|since|dob|born|birth|b|bed|room|ward|bay|flat|house|cubicle|number|no|ref|id|record|bus|route|@|~|#)\s?:?\s?)(?<![/.-]\s?)\b((?:19|20)\d\d)\b(?! ?(?:hrs|hours|h|m|ft|feet|metres|meters|mg|ml|kcal|steps|km|miles|kg|g)\b|[:./-]\d)|\b\d+ (?:years?|yrs?) ago\b|\b(?:[2-9]|1[0-2])\/12 ago\b|\bas (?:a )?(?:child|kid|teen|teenager|baby|toddler)\b/g;
const ITEM_MARKS = String.raw`-|\/|->|–|—`;
const ITEM_JOIN = new RegExp(`^ (?:and|but|now|so|then|${ITEM_MARKS}) `);
/** A dash, slash or arrow after a history heading ends its list: "PMH: T1DM, DKA x3 - vomiting, ketones 5.1". */
const ITEM_JOIN_ANYWHERE = new RegExp(` (?:${ITEM_MARKS}) |: `);
/** The heading's own colon, after any aside: "PMH (per caller): …". */
const HEADING_COLON = /^\s*(?:\([^()]*\))?\s*:/;
const itemAround = (sentence: string, start: number): { from: number; to: number } => {
  const boundary = (from: number, step: -1 | 1): number => {
    let depth = 0;
    for (let at = from; at >= 0 && at < sentence.length; at += step) {
      const char = sentence[at];
      if (char === (step < 0 ? ')' : '(')) depth += 1;
      else if (char === (step < 0 ? '(' : ')')) depth = Math.max(0, depth - 1);
      else if (
        depth === 0 &&
        (char === ',' ||
          char === ';' ||
          char === ':' ||
          char === '\n' ||
          (char === '.' && /\s/.test(sentence[at + 1] ?? ' ')) ||
          // "and", "but" and "now" start another statement: "had a DVT 3 years ago and my calf is swollen".
          (char === ' ' && ITEM_JOIN.test(sentence.slice(at, at + 6))))
      )
        return at;
    }
    return step < 0 ? -1 : sentence.length;
  };
  return { from: boundary(start - 1, -1) + 1, to: boundary(start, 1) };
};
/** Said anywhere in the stretch, a recent time makes a dated item a slip ("a car crash in 2025, yesterday"). */
const RECENTLY =
  /\b(?:yesterday|last night|today|tonight|this (?:morning|afternoon|evening|week)|just now|(?:\d+|a few|few|an?|one|two|three) (?:minutes?|mins?|hours?|hrs?|days?) ago)\b/;
const itemText = (sentence: string, start: number): string => {
  const { from, to } = itemAround(sentence, start);
  return sentence.slice(from, to);
};
/** How far a date may stand from the finding in its item: "PE 2019 (post-partum…", not a run-on sentence. */
const DATE_REACH = 40;
const isDatedItem = (sentence: string, start: number): boolean => {
  const { from, to } = itemAround(sentence, start);
  const item = sentence.slice(from, to);
  if (saysNow(item) || NEVER_SETTLED.test(item)) return false;
  if (RECENTLY.test(pieceAround(sentence, start))) return false;
  const thisYear = new Date().getUTCFullYear();
  for (const match of item.matchAll(DATED)) {
    const near = Math.abs(from + (match.index ?? 0) - start) <= DATE_REACH;
    if (near && (match[1] === undefined || Number(match[1]) < thisYear)) return true;
  }
  return false;
};

/**
 * An allergy record names the allergy and its cause ("anaphylaxis to penicillin", "Dx: anaphylaxis to
 * peanut", "allergic to penicillin (anaphylaxis)"): it is the person's history, not a reaction now,
 * unless its item says it is happening, or its sentence that something was taken, eaten or given.
 */
const ALLERGY_RECORD = /^anaphyla\w* (?:to|with) [\w-]+/;
const ALLERGY_RECORD_WORDS =
  /\ballerg\w* to [\w-]+|\banaphyla\w* (?:to|with) [\w-]+(?: (?:stings?|bites?|venom|milk|protein|nuts?|products?))?|\b(?:has|have|had) (?:an? )?(?:allergy|anaphylaxis)\b/g;
const ALLERGY_GLOSS = /\ballerg\w* to [\w-]+(?: [\w-]+)? \($/;
/** An exposure or a reaction between the full stops around it makes an allergy record the complaint. */
const EXPOSED_NOW =
  /\b(?:took|taken|taking|ate|eaten|eating|given|reacting|reaction|having|injected|stung|sting|bitten|bite|bit|swallow\w*|drank|drink\w*|kiss\w*|touch\w*|found|stayed|exposed|mouth|hives|wheez\w*|swell\w*|swollen|hoarse|dizzy|faint\w*|vomit\w*|blotch\w*|rash|itch\w*|throat|lips?|tongue|breath\w*)\b/;
/** After the record, so is a time or a verb of something that happened ("…, had some at lunch 20 mins ago"). */
const EXPOSED_AFTER =
  /\b(?:had|has|have|got|now|since|ago|mins?|minutes?|hours?|just|after|around|contact)\b/;
/** Where an allergy is a record: under a heading, or glossed after "allergic to X". */
const ALLERGY_HEADING =
  /\b(?:past medical history|medical history|history of|allerg\w*|dx|diagnos\w*|background|known|alert|on record)\b/;
/** The stretch between full stops around `start`, through semicolons ("anaphylaxis to shellfish; swallowed a prawn"). */
const betweenFullStops = (sentence: string, start: number): string => {
  const { from, to } = stretchAround(sentence, start, FULL_STOP);
  return sentence.slice(from, to);
};
/** The stretch from the finding's item to the next stop. */
const pieceAfter = (sentence: string, start: number): string =>
  sentence.slice(itemAround(sentence, start).from, stretchAround(sentence, start, PIECE_STOP).to);
const allergyExposed = (sentence: string, start: number): boolean =>
  EXPOSED_NOW.test(betweenFullStops(sentence, start).replace(ALLERGY_RECORD_WORDS, ' '));
const isAllergyRecord = (sentence: string, start: number): boolean => {
  if (
    !ALLERGY_RECORD.test(sentence.slice(start)) &&
    !ALLERGY_GLOSS.test(sentence.slice(Math.max(0, start - 60), start))
  )
    return false;
  const item = itemText(sentence, start);
  return (
    ALLERGY_HEADING.test(sentence.slice(Math.max(0, start - 200), start)) &&
    !saysNow(item) &&
    !allergyExposed(sentence, start) &&
    !EXPOSED_AFTER.test(pieceAfter(sentence, start).replace(ALLERGY_RECORD_WORDS, ' '))
  );
};

/** True when the finding at `start` is named as past history ("history of stroke", "PMH: MI"). */
export const isHistory = (sentence: string, start: number, matched = ''): boolean => {
  // An allergy named beside an exposure or a reaction is happening, whatever heading it is under:
  // "PMH: anaphylaxis to shellfish; swallowed a prawn cracker, voice going hoarse".
  if (/^anaphyla/.test(matched) && allergyExposed(sentence, start)) return false;
  // A history named in an earlier sentence ends at its full stop ("hx gout. 1/7 hot swollen knee"),
  // even where the sentence splitter did not split (a next sentence opening with a number).
  const window = sentence.slice(Math.max(0, start - 80), start);
  const stops = [...window.matchAll(/[.;!?]\s/g)];
  const before = stops.length > 0 ? window.slice((stops.at(-1)?.index ?? 0) + 2) : window;
  // What follows the finding in its own stretch may say it is current: "PMH IHD - chest tightness
  // 50 mins radiating to arm", "PMH: anaphylaxis to peanut, had some at lunch 20 mins ago".
  let afterSaysNow: boolean | undefined;
  const findingSaysNow = (): boolean => {
    if (afterSaysNow === undefined) {
      const to = Math.min(stretchAround(sentence, start, PIECE_STOP).to, start + 80);
      afterSaysNow = saysNow(
        sentence.slice(itemAround(sentence, start).from, to).replace(/\([^()]*\)/g, ' '),
      );
    }
    return afterSaysNow;
  };
  for (const match of before.matchAll(HISTORY)) {
    const rest = before.slice((match.index ?? 0) + match[0].length);
    // "known", "previous" and "prior" name one item ("known peanut allergy, hives, wheeze"): what
    // follows a comma or "and" is the presentation. A history section ("PMH: MI, AF") is a list.
    if (SINGLE_ITEM_HISTORY.test(match[0]) && ITEM_BREAK.test(rest)) continue;
    // A family history is the relatives' until the writer speaks of themself: "FHx SAH in mum aged
    // 40, I have the worst headache of my life".
    if (FAMILY_HISTORY.test(match[0]) && FIRST_PERSON.test(rest)) continue;
    // A turn, or a new clause with its own subject, ends the history: "history of depression, i want
    // to kill myself", "history of angina but this pain is different" (hostile test, 2026-11-29).
    if (HISTORY_ENDS.test(rest)) continue;
    if (!CURRENT.test(rest) && !ITEM_JOIN_ANYWHERE.test(rest.replace(HEADING_COLON, '')) && !findingSaysNow())
      return true;
  }
  if (NOT_A_COMPLAINT.test(before)) return true;
  if (isFeared(before, sentence, start)) return true;
  if (isDatedItem(sentence, start) || isAllergyRecord(sentence, start)) return true;
  if (isSurvivor(sentence, start) || isResidualDeficit(sentence, start, matched)) return true;
  if (RELATIVE_HAD.test(before)) {
    const piece = pieceAround(sentence, start);
    if (
      (AT_AGE.test(piece) || LONG_AGO.test(piece)) &&
      !HAPPENING_NOW.test(piece) &&
      !NEVER_SETTLED.test(piece)
    )
      return true;
  }
  if (PAST_EVENT.test(before)) {
    const piece = pieceAround(sentence, start);
    if (LONG_AGO.test(piece) && !NEVER_SETTLED.test(piece) && !HAPPENING_NOW.test(piece)) return true;
  }
  if (
    MEDICINE_FOR.test(before) &&
    LONG_TERM_DIAGNOSIS.test(sentence.slice(start)) &&
    !HAPPENING_NOW.test(
      pieceAround(sentence, start)
        .replace(RESOLVED, ' ')
        .replace(CONTINUING, ' ')
        .replace(new RegExp(STABLE.source, 'g'), ' '),
    )
  )
    return true;
  return settledSince(LONG_AGO, sentence, start, matched) || isLongStandingStable(sentence, start);
};

/**
 * True when a pattern matches somewhere in the sentences outside a negated clause, and (unless the
 * finding is background, such as a diagnosis or a medicine) outside past history.
 */
export const matchesAffirmed = (parts: readonly string[], pattern: RegExp, background = false): boolean =>
  affirmedAs(parts, pattern, background) === 'current';

/** matchAll needs a global pattern; one copy per rule pattern, not one per sentence screened. */
const globalCopies = new WeakMap<RegExp, RegExp>();
export const globalOf = (pattern: RegExp): RegExp => {
  if (pattern.flags.includes('g')) return pattern;
  let copy = globalCopies.get(pattern);
  if (!copy) {
    copy = compiledNatively(new RegExp(pattern.source, `${pattern.flags}g`));
    globalCopies.set(pattern, copy);
  }
  return copy;
};

/** A full stop, a line break or a turn inside a match: what follows may be another matter. */
const MATCH_TURN = /[.;!?]\s|\n|\b(?:but|however|although|though|whereas)\b/;

/** Where the group opening at `open` closes, skipping escapes and character classes. */
const groupEnd = (source: string, open: number): number => {
  let depth = 0;
  let inClass = false;
  for (let at = open; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\') at += 1;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return at;
  }
  return -1;
};

/**
 * A pattern without its lookarounds ("not after an ice bath in this clause"), or null when it has
 * none. A lookbehind that scans back over its clause is tried at every position of a sentence,
 * which made a 4,000-character message take seconds. An assertion only ever removes matches, so the
 * pattern without them matches wherever the full one does: a sentence it does not match is skipped
 * at the cost of one scan without backtracking into the past. A lookaround carrying a quantifier
 * (none do today) keeps the pattern unguarded.
 */
const guards = new WeakMap<RegExp, RegExp | null>();
const guardOf = (pattern: RegExp): RegExp | null => {
  let guard = guards.get(pattern);
  if (guard !== undefined) return guard;
  const source = pattern.source;
  let kept = '';
  let inClass = false;
  let stripped = false;
  let quantified = false;
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at] ?? '';
    if (char === '\\') {
      kept += source.slice(at, at + 2);
      at += 1;
      continue;
    }
    if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(' && /^\(\?<?[=!]/.test(source.slice(at, at + 4))) {
      const end = groupEnd(source, at);
      if (end < 0 || /^[?*+{]/.test(source[end + 1] ?? '')) quantified = true;
      if (end >= 0) {
        stripped = true;
        at = end;
        continue;
      }
    }
    kept += char;
  }
  guard = !stripped || quantified ? null : compiledNatively(new RegExp(kept, pattern.flags.replace('g', '')));
  guards.set(pattern, guard);
  return guard;
};

/** Words that end the advice: what follows is the patient's own account ("…but now it has spread"). */
const ADVICE_ENDS = '(?:but|however|although|though|yet|now|today|tonight|currently|since|then)';
const SAFETY_NET_ENDS = new RegExp(String.raw`\b${ADVICE_ENDS}\b`);
const REPORT_VERBS =
  'vomited|coughed|stopped|started|spread|went|turned|became|developed|passed|collapsed|fainted|fell|took|noticed|woke|bled|soaked|swelled';
/**
 * How far advice reaches: to a full stop or semicolon, a word that ends it, a verb of the patient's
 * own account, a new clause after a comma whose subject is a person ("…if she became drowsy,
 * she's very drowsy and floppy": the second is the report) or that opens with a past tense ("return
 * if vomiting blood, vomited a cupful twice more"), or a colon, dash, slash or arrow that introduces
 * the report ("return if heavy bleeding: soaking a pad every 20 minutes").
 */
const ADVICE_REACH = String.raw`(?:(?!\b(?:${ADVICE_ENDS}|has|have|had|is|are|was|were|hasnt|has not|(?:he|she|they|it|we|i)'(?:s|re|ve|m)|hes|shes|theyre|im)\b|,\s*(?:and\s+)?(?:he|she|they|it|i|we|baby|the baby|his|her|my|mum|dad)\b|,\s*(?:\w+\s+)?(?:${REPORT_VERBS})\b|\s(?:-|\/|->|–|—)\s|:)[^.!?;]){0,160}`;
const REPORT_START = new RegExp(String.raw`^(?:${REPORT_VERBS})\b`);
/** A finding told in the perfect or "now" ("his eyes have gone yellow", "has spread") is a report, not advice. */
const REPORTED =
  /\b(?:has|have|had)(?: \w+)? (?:gone|spread|turned|become|got|been|started|developed)\b|\b(?:is|are) now\b/;
/**
 * A clinician's safety-netting names what to come back for, not what the patient has: "safety-netting
 * re dizziness, fainting, palpitations", "advised to call 999 if chest pain recurs". Only these set
 * phrases, within the same sentence: a patient's own "what if" questions stay affirmed (erring
 * toward care).
 */
const SAFETY_NET = new RegExp(
  String.raw`\b(?:safety[- ]?net(?:ted|ting|s)?\b(?: (?:advice|info\w*|given|discussed|provided|done))*:?(?: (?:re|regarding|about|for|on|around|including|incl))?|(?:advised|told|asked|instructed|knows|aware) to (?:return|re-?attend|re-?present|come back|call (?:999|911|111|back|us|an ambulance)|ring (?:999|911|111|back)|seek (?:urgent |immediate |medical )?(?:help|advice|review|attention|care)|attend (?:a&e|ed|the ed)|contact (?:us|the practice|111|gp|the gp|ooh)) (?:urgently |immediately |straight away |at once )?(?:if|with|should|for)|red flags? (?:discussed|explained|given|advice|reviewed))(?:\b|(?<=:))${ADVICE_REACH}$`,
);
/**
 * An escalation plan in a clinician's note: an "if" clause led by a care instruction at the start of
 * its clause ("999 if stridor at rest, drowsy, pale/blue", "Return to ED if severe abdo pain,
 * jaundice", "Re-contact if >3/52, SOB, coughing blood", "Escalate if vomiting, distension").
 * Only at a clause start or after "plan:"/"advice:"/"told to", so a patient's own "should I call 999
 * if…" or "what do I do if he can't breathe?" stays affirmed, as does any question (see
 * `isSafetyNetAdvice`), and anything after "but"/"now"/"has"/"is" is the patient's own account.
 */
const CARE_IF = new RegExp(
  String.raw`(?:^|[;:.,'"(]\s*|\b(?:plan|advice|advised|told|asked|instructed|disposition)\b:?\s+)(?:to\s+)?(?:(?:urgent|urgently|immediate|immediately|same[- ]day|an urgent)\s+)?(?:(?:call|ring|dial|phone)\s+(?:for\s+)?(?:an?\s+)?(?:999|911|111|112|ambulance|back|us|gp|ooh|the (?:gp|practice|surgery|ward|unit))|999|911|111|112|a&e|ed|gp|ooh|utc|(?:re-?)?(?:attend|present|contact)(?:\s+(?:a&e|ed|the ed|hospital|gp|the gp|us|utc|111|ooh))?|(?:return|come back|go back)(?:\s+to\s+(?:a&e|ed|the ed|hospital|us|the gp|gp|clinic|the practice|utc))?|escalate|seek\s+(?:(?:same[- ]day|urgent|immediate|emergency|medical|prompt)\s+){0,2}(?:help|advice|review|attention|care|assessment)|see\s+(?:(?:a|the|your)\s+)?(?:gp|doctor))(?:\s+(?:urgently|immediately|straight away|at once|same day|asap|promptly))?\s+(?:if|should)\b${ADVICE_REACH}$`,
);
/** The rest of the clause after the finding is a question: "…999 if he can't breathe?" asks, it does not advise. */
const ASKED = /^[^.!]*\?/;
/**
 * A condition that names no symptom ("999 if worse,", "if no better by tomorrow,"): what follows
 * its comma is the patient's report, not more of the advice (hostile review of round nineteen).
 */
const VAGUE_IF =
  /\bif (?:it |things |symptoms |he |she |they |you |baby |any )?(?:gets? |is |are |feels? |becomes? )?(?:worse|worsening|no better|not better|not improving|no improvement|not settling|unwell|concerned|worried|needed|concerns?|worries|in doubt|unsure)\b[^,]{0,30},/;
const ADVICE_FILLER = /^(?:a|an|the|very|really|and|or|any|more|some|his|her|my|their)$/;
/** An item's first words, and its first two when the first is short ("not feeding"). */
const itemKey = (text: string): string => {
  const words = text
    .trim()
    .split(/[^a-z0-9']+/)
    .filter((word) => word.length > 0 && !ADVICE_FILLER.test(word));
  const [first = '', second = ''] = words;
  return first.length >= 4 ? first : second ? `${first} ${second}` : '';
};
/**
 * Advice lists what to watch for once: an item that says again what an earlier one said ("A&E if
 * vomiting, vomiting and very sleepy", "999 if breathless, breathless at rest") is the report.
 */
const repeatsAdvice = (advice: string, matched: string): boolean => {
  const items = advice.split(',');
  const seen = new Set<string>();
  for (const [at, item] of items.entries()) {
    const key = itemKey(at === items.length - 1 ? `${item} ${matched}` : item);
    if (key.length >= 4 && seen.has(key)) return true;
    seen.add(key);
  }
  return false;
};
const isSafetyNetAdvice = (sentence: string, start: number, matched: string): boolean => {
  if (SAFETY_NET_ENDS.test(matched) || REPORTED.test(matched)) return false;
  const from = Math.max(0, start - 200);
  const window = sentence.slice(from, start);
  // A report right after the advice's comma: "return to ED if vomiting blood, vomited a cupful…".
  if (/,\s*$/.test(window) && REPORT_START.test(matched)) return false;
  const advised =
    SAFETY_NET.test(window) ||
    // A window cut mid-sentence must not read its first character as a clause start.
    (CARE_IF.test(from === 0 ? window : `x${window}`) && !ASKED.test(sentence.slice(start)));
  if (!advised) return false;
  const ifAt = window.lastIndexOf(' if ');
  if (ifAt < 0) return true;
  const advice = window.slice(ifAt + 1);
  return !VAGUE_IF.test(advice) && !repeatsAdvice(advice.slice(3), matched);
};

/**
 * How a pattern is affirmed: 'current' when some match is outside negation and history (and not a
 * settled recent episode), 'settled' when the only such matches are episodes of the last four
 * weeks that have settled, otherwise undefined.
 */
export const affirmedAs = (
  parts: readonly string[],
  pattern: RegExp,
  background = false,
): 'current' | 'settled' | undefined => {
  // A pattern none of whose required strings is in the text cannot match it: skipped before it is
  // compiled, which was most of a process's first screening.
  if (!parts.some((part) => mayMatch(pattern, part))) return undefined;
  const guard = guardOf(pattern);
  // The global copy is made (and compiled) only for a pattern whose guard lets a sentence through.
  let global: RegExp | undefined;
  let settled = false;
  for (const sentence of parts) {
    if (guard && !guard.test(sentence)) continue;
    global ??= globalOf(pattern);
    global.lastIndex = 0;
    for (let match = global.exec(sentence); match; match = global.exec(sentence)) {
      const start = match.index;
      if (match[0] === '') global.lastIndex += 1;
      // A match set aside below can run over a full stop or a turn into the one that counts ("no
      // history of heart problems. i have chest pain": the match from "heart" takes in "chest
      // pain"; "no heart history but chest pain"): the next search starts there, not after it.
      const turn = match[0].slice(1).search(MATCH_TURN);
      const resume = turn < 0 ? global.lastIndex : start + 1 + turn;
      if (isNegated(sentence, start)) {
        global.lastIndex = resume;
        continue;
      }
      // A medicine or condition named inside advice ("attend A&E if a fever on chemo") is still the person's.
      if (!background && isSafetyNetAdvice(sentence, start, match[0])) {
        // A match that starts in advice can run on into the report ("…if testicle pain - sudden
        // severe testicle pain", "re-contact if eye pain: eye pain and blurred vision"): look again
        // from its next word.
        const next = sentence.slice(start + 1).search(/\b\w/);
        global.lastIndex = next < 0 ? sentence.length : start + 1 + next;
        continue;
      }
      if (background) return 'current';
      if (isHistory(sentence, start, match[0])) {
        global.lastIndex = resume;
        continue;
      }
      if (isSettledRecently(sentence, start)) {
        settled = true;
        global.lastIndex = resume;
        continue;
      }
      return 'current';
    }
  }
  return settled ? 'settled' : undefined;
};

/** Age in years written in the text ("62 year old", "6 week old", "newborn"), the first one found. */
export const ageFromText = (text: string): number | undefined => {
  const match =
    /\b(\d{1,3}(?:\.\d+)?)[ -]?(year|yr|month|mo|week|wk|day)s?[ -]?old\b/.exec(text) ??
    /\b(?:aged?|age of) (\d{1,3})\b()/.exec(text);
  if (match) {
    const value = Number(match[1]);
    const unit = match[2] ?? 'year';
    const years = unit.startsWith('mo')
      ? value / 12
      : unit.startsWith('w')
        ? value / 52
        : unit.startsWith('d')
          ? value / 365
          : value;
    return years <= 120 ? years : undefined;
  }
  if (/\bnewborn|neonate\b/.test(text)) return 0.05;
  if (/\btoddler\b/.test(text)) return 2;
  return undefined;
};

/** Sex only from words that name the person; pronouns are left alone (a parent may be writing). */
export const sexFromText = (text: string): 'female' | 'male' | undefined => {
  const male =
    /\b(?:male|man|boy|son|husband|father|dad|brother|gentleman|grandfather|grandpa|bloke|lad|fella|chap)\b/.test(
      text,
    );
  const female =
    /\b(?:female|woman|girl|daughter|wife|mother|mom|mum|sister|lady|grandmother|grandma)\b/.test(text);
  if (male === female) return undefined;
  return male ? 'male' : 'female';
};

/** A child by the words used, when no age is given. */
export const childFromText = (text: string): boolean =>
  /\b(?:child|kid|son|daughter|baby|infant|toddler|boy|girl|newborn|teen\w*|\d{1,2} year old)\b/.test(text);

/** Temperatures written in the text, in °C. */
export const temperaturesFromText = (text: string): number[] => {
  const found: number[] = [];
  for (const match of text.matchAll(
    /\b(?:temp\w*|t|fever|febrile|pyrexia)\b(?: (?:of|is|was|at|to|up to|reading|around|about))*:? ?(\d{2,3}(?:\.\d+)?) ?(°|deg\w*)? ?(c|f|celsius|fahrenheit)?\b/g,
  )) {
    const value = Number(match[1]);
    const unit = match[3]?.[0];
    const celsius = unit === 'f' || (unit === undefined && value > 50) ? ((value - 32) * 5) / 9 : value;
    if (celsius >= 25 && celsius <= 46) found.push(Math.round(celsius * 10) / 10);
  }
  // "feels hot, 38.1": a decimal reading named by touch or a thermometer.
  for (const match of text.matchAll(
    /\b(?:hot|thermometer(?: says| said| reads| read| showed| shows)?|reading)[,:]? ?(?:(?:of|is|was|at|about|around) )?(3[5-9]\.\d|4[0-2]\.\d)\b/g,
  ))
    found.push(Number(match[1]));
  for (const match of text.matchAll(/\b(\d{2,3}(?:\.\d+)?) ?(?:°|deg\w*) ?(c|f)?\b/g)) {
    const value = Number(match[1]);
    const celsius = match[2] === 'f' || value > 50 ? ((value - 32) * 5) / 9 : value;
    if (celsius >= 25 && celsius <= 46) found.push(Math.round(celsius * 10) / 10);
  }
  // Round twenty-four (b): a reading with its unit letter and no degree sign ("thermometer says
  // 100.6f", "38.0 c under the arm"), in the ranges a body reads in, only after a word of reading or
  // heat or before where it was taken (not the weather: "it is 38c outside").
  for (const match of text.matchAll(
    /(?:(?<=\b(?:thermometer|temp\w*|reading|reads?|says|said|showed|shows|hot|fever|febrile)\b(?:(?![.;!?]).){0,30})\b(3[4-9](?:\.\d)?|4[0-3](?:\.\d)?|9[3-9](?:\.\d)?|10[0-9](?:\.\d)?) ?(c|f|celsius|fahrenheit)\b|\b(3[4-9](?:\.\d)?|4[0-3](?:\.\d)?|9[3-9](?:\.\d)?|10[0-9](?:\.\d)?) ?(c|f|celsius|fahrenheit)\b(?=,? (?:under (?:the|his|her|their|my) arm|in (?:the|his|her|their|my) (?:armpit|ear|mouth|bottom)|axillary|tympanic|orally|rectally|by mouth)\b))(?!(?:(?![.;!?]).){0,20}\b(?:outside|outdoors|in the (?:shade|sun)|weather|today'?s high)\b)/g,
  )) {
    const value = Number(match[1] ?? match[3]);
    const fahrenheit = (match[2] ?? match[4] ?? '').startsWith('f');
    if (fahrenheit !== value > 50) continue;
    const celsius = fahrenheit ? ((value - 32) * 5) / 9 : value;
    found.push(Math.round(celsius * 10) / 10);
  }
  return found;
};

/**
 * Blood glucose in mg/dL from a number and an optional unit. Without a unit, a value below 20 is below what glucose meters measure in mg/dL (they show LO) and
 * an ordinary value in mmol/L ("my sugars have been 16 to 18"); so is a value with decimals up to 33.
 * A whole number from 20 to 33 is read in mg/dL here, the dangerous low, and `glucoseFromText` adds
 * its mmol/L reading beside it, so neither the low nor the high is missed.
 */
const toMgDl = (value: number, unit: string | undefined): number => {
  if (unit?.startsWith('mmol')) return value * 18.0182;
  if (!unit && (value < 20 || (value <= 33 && !Number.isInteger(value)))) return value * 18.0182;
  return value;
};

/** A whole number from 20 to 33 written without a unit: mg/dL or mmol/L, both plausible. */
const ambiguousUnit = (written: string): boolean => {
  const value = Number(written);
  return Number.isInteger(value) && value >= 20 && value <= 33;
};

/** A blood glucose value written in the text. */
interface GlucoseTextReading {
  /** In mg/dL; NaN when the value could not be read. */
  mgDl: number;
  /** The number as written. */
  written: string;
  /** Negative, zero, not a number or beyond any measured glucose (above 3,000 mg/dL): not a reading. */
  unreadable: boolean;
  /** Marked as a past value ("was 42 last year", "used to be"). */
  past: boolean;
  /** A whole number from 20 to 33 written without a unit: its reading in mmol/L, beside `mgDl`. */
  asMmol?: number;
}

/** Words that place a value in the past. */
const PAST_VALUE =
  /\b(?:last (?:year|month|week|time|summer|winter|spring|autumn|fall|night)|(?:\d+|a|an|one|two|three|few|couple of|several) (?:years?|months?|weeks?|days?) ago|years? ago|months? ago|used to be|previously|in the past|back (?:then|in)|at (?:my )?diagnosis|when i was diagnosed|yesterday|earlier)\b/;
/** Where the words said about a value end. */
const VALUE_CLAUSE_END = /[,;.!?]|\b(?:now|but|today|currently|at the moment|this (?:morning|evening))\b/;

/** Whether the value at [start, end) is marked as past within its clause. */
export const isPastValue = (text: string, start: number, end: number, past = PAST_VALUE): boolean => {
  const before = text.slice(Math.max(0, start - 40), start);
  const from = Math.max(
    0,
    ...[...before.matchAll(new RegExp(VALUE_CLAUSE_END.source, 'g'))].map(
      (m) => (m.index ?? 0) + m[0].length,
    ),
  );
  const rest = text.slice(end, end + 60);
  const stop = rest.search(VALUE_CLAUSE_END);
  return past.test(`${before.slice(from)} ${stop < 0 ? rest : rest.slice(0, stop)}`);
};

/**
 * Words that place a blood test result in the past (round ten, helper D): as for glucose, but a
 * result from yesterday, earlier or a few days ago is still the result to act on ("my potassium was
 * 6.8 yesterday, the GP rang").
 */
const PAST_RESULT =
  /\b(?:last (?:year|month|summer|winter|spring|autumn|fall)|(?:\d+|a|an|one|two|three|few|couple of|several) (?:years?|months?) ago|years? ago|months? ago|used to be|previously|in the past|back (?:then|in)|at (?:my )?diagnosis|when i was diagnosed|when (?:i|he|she|they) (?:was|were) in (?:hospital|the hospital|intensive care|icu)|(?:back )?in (?:january|february|march|april|may|june|july|august|september|october|november|december|(?:19|20)\d\d))\b/;

/** A potassium, sodium or calcium result written in the text, with its unit when written. */
export interface ElectrolyteTextReading {
  test: 'potassium' | 'sodium' | 'calcium';
  value: number;
  /** "mmol/l", "meq/l" or "mg/dl" when written. */
  unit?: string;
  /** Told as a result of months or years ago ("was 6.8 last year", "used to be 125"). */
  past: boolean;
}

/**
 * Potassium, sodium and calcium results written in the text ("my potassium was 6.8", "sodium 119
 * mmol/L", "K+ 2.4", "calcium came back at 3.6"). A dose in mg or g (a supplement, a diet) is not a
 * result.
 */
export const electrolytesFromText = (text: string): ElectrolyteTextReading[] =>
  [
    ...text.matchAll(
      /\b(potassium|sodium|calcium|k\+|na\+|ca\+\+|ca2\+|na(?= ?:? ?\d{3}\b)|k(?= ?:? ?\d\.\d)|hyperkal\w*|hypokal\w*|hyponatr\w*|hypernatr\w*|hypercalc\w*|hypocalc\w*)(?:\b|(?<=\+))(?! (?:valproate|bicarb\w*|chloride|citrate|picosulf\w*|docusate|alginate|fluoride|carbonate|acetate|gluconate|lactate|phosphate|hydroxide|permanganate|laur\w*|cromoglic\w*|chromoglic\w*|channel|score|supplements?|tablets?|intake|diet|free|sparing|rich|content|levels? (?:in|of) (?:food|the diet)))((?:(?![.;!?])[^0-9])*?)(\d{1,3}(?:\.\d+)?)(?![\d.])(?! ?(?:tablets?|pills?|capsules?|times?|x\b|a day|per day|daily|days?|weeks?|months?|years?|yrs?|hours?|hrs?|mins?|minutes?|am\b|pm\b|o'clock|units?|iu\b|servings?|portions?|bananas?|cups?|glasses?))(?: ?(mmol ?\/ ?l|mmol|meq ?\/ ?l|meq|mg ?\/ ?dl|mg|g|mcg|ug|grams?|milligrams?|%))?/g,
    ),
  ].flatMap((match) => {
    const [whole, name = '', between = '', written = '', rawUnit] = match;
    // Up to five words between the test and its value ("potassium level came back at 6.8").
    if (between.trim().split(/\s+/).filter(Boolean).length > 5) return [];
    const unit = rawUnit?.replace(/\s/g, '');
    if (unit && !/^(?:mmol|meq|mg\/dl)/.test(unit)) return [];
    // "hyperkalemia 7.0" names the test by its disorder (hostile test, 2026-11-29).
    const test =
      name.startsWith('k') || name === 'potassium' || /^hyp\w+kal/.test(name)
        ? 'potassium'
        : name.startsWith('na') || name === 'sodium' || /^hyp\w+natr/.test(name)
          ? 'sodium'
          : 'calcium';
    // Round ten misfires (helper G): a time or a date after "test … at" or "checked on" ("potassium test
    // at 7.15 this morning", "checked on 6.5") is not a result.
    if (
      /\b(?:test(?:ed)?|check(?:ed)?|taken|drawn|appointment|bloods?|done|booked|repeated?)\b[^0-9]*\b(?:at|on)\s*$/.test(
        between,
      )
    ) {
      return [];
    }
    const start = (match.index ?? 0) + name.length + between.length;
    const end = (match.index ?? 0) + whole.length;
    const reading: ElectrolyteTextReading = {
      test,
      value: Number(written),
      ...(unit
        ? { unit: unit.startsWith('mmol') ? 'mmol/l' : unit.startsWith('meq') ? 'meq/l' : 'mg/dl' }
        : {}),
      past: isPastValue(text, start, end, PAST_RESULT),
    };
    // A value told as what it is now ("6.8 three weeks ago, now 4.5") replaces the earlier one, in its
    // unit (round ten misfires, helper G).
    const now = currentValueAfter(text, end);
    if (now && !reading.past) {
      return [
        { ...reading, past: true },
        {
          ...reading,
          value: now.value,
          ...(now.unit ? { unit: now.unit.startsWith('mmol') ? 'mmol/l' : 'mg/dl' } : {}),
          past: false,
        },
      ];
    }
    // Round twelve (helper L): a value now after a result told as past ("sodium was 119 in March, now
    // 115") is the current result, as after a recent one; not a time or a count ("now 2 years on").
    const later = reading.past ? NOW_AFTER_PAST.exec(text.slice(end)) : null;
    if (later && !NOW_NOT_A_RESULT.test(text.slice(end + later.index + later[0].length))) {
      const laterUnit = later[2]?.replace(/\s/g, '');
      return [
        reading,
        {
          ...reading,
          value: Number(later[1]),
          ...(laterUnit ? { unit: laterUnit.startsWith('mmol') ? 'mmol/l' : 'mg/dl' } : {}),
          past: false,
        },
      ];
    }
    return [reading];
  });

/**
 * Round twelve (helper L): the value now after a result told as past, up to about ten words on
 * ("sodium was 121 last month, the GP rechecked and it's now 114").
 */
const NOW_AFTER_PAST =
  /^[^.;!?0-9]{0,60}?\b(?:now|today|currently|these days|at the moment|this (?:morning|evening|week))\b(?: (?:it is|it's|its|is|it|at|around|about|only|reads|reading|down to|up to|gone to|dropped to|fallen to|risen to|come back at|came back at|came back|was))*:? ?(\d+(?:\.\d+)?)(?![\d.]) ?(mmol ?\/ ?l|mmol|meq ?\/ ?l|mg ?\/ ?dl)?/;

/** What follows a number that makes it a span, a time or a count, not a result ("now 2 years on"). */
const NOW_NOT_A_RESULT =
  /^ ?(?:years?|yrs?|months?|weeks?|wks?|days?|hours?|hrs?|minutes?|mins?|am|pm|o'clock|tablets?|pills?|capsules?|times?|x|mg|g|grams?|mcg|units?|%)\b/;

/** A value after a glucose value that says what it is now ("was 42 last year, now 110"). */
const NOW_VALUE =
  /^[^.;!?0-9]{0,30}?\b(?:now|today|currently|these days|at the moment|this (?:morning|evening|week))\b(?: (?:it is|it's|its|is|it|at|around|about|only|reads|reading))*:? ?(\d+(?:\.\d+)?)(?![\d.]) ?(mg ?\/ ?dl|mmol ?\/ ?l|mmol)?/;

/** The value written after a past one as what it is now ("…, now 110"), with its unit when written. */
export const currentValueAfter = (
  text: string,
  end: number,
): { value: number; unit?: string } | undefined => {
  const later = NOW_VALUE.exec(text.slice(end));
  if (!later) return undefined;
  const unit = later[2]?.replace(/\s/g, '');
  return { value: Number(later[1]), ...(unit ? { unit } : {}) };
};

/** Every blood glucose value written in the text, read or not, marked past or current. */
export const glucoseReadingsFromText = (text: string): GlucoseTextReading[] =>
  glucoseValuesFromText(text)
    .flatMap((reading) => {
      const later = reading.past ? NOW_VALUE.exec(text.slice(reading.end)) : null;
      if (!later) return [reading];
      // Without a unit, the value now is in the past value's unit.
      const sameUnit = reading.mgDl !== Number(reading.written) ? 'mmol' : 'mg/dl';
      const mgDl = toMgDl(Number(later[1]), later[2]?.replace(/\s/g, '') ?? sameUnit);
      const unreadable = !Number.isFinite(mgDl) || mgDl <= 0 || mgDl > 3_000;
      return [
        reading,
        { mgDl: unreadable ? Number.NaN : mgDl, written: later[1] ?? '', unreadable, past: false, end: 0 },
      ];
    })
    .map(({ end: _end, ...reading }) => reading);

const glucoseValuesFromText = (text: string): Array<GlucoseTextReading & { end: number }> =>
  [
    ...text.matchAll(
      /\b(?:sugar|glucose|blood sugar reading|sugars|glucometer|cgm|libre|dexcom|(?:glucose|sugar|blood) meter|meter (?:says|said|reads|read|shows|showed|showing)|hypo(?:glyc\w*)?)\b([^0-9]{0,20})(\d+(?:\.\d+)?(?:e[+-]?\d+)?)(?![\d.]) ?(mg ?\/ ?dl|mmol ?\/ ?l|mmol)?/g,
    ),
    // Round eleven (helper K): the number before the meter ("a reading of 29 on my glucometer",
    // and since a hostile test of 2026-11-29, "reading 2.2 on my glucometer").
    ...text.matchAll(
      /\b(?:a |the )?(?:reading|result|level|number)s?(?: of| was| is)? ()(\d+(?:\.\d+)?)(?![\d.]) ?(mg ?\/ ?dl|mmol ?\/ ?l|mmol)? (?:on|from) (?:my |the |his |her |their )?(?:glucometer|glucose meter|sugar meter|blood sugar meter|libre|cgm|dexcom|finger ?prick(?: test)?)\b/g,
    ),
    // A value with its unit told before the word ("2.2 mmol/l glucose", "40 mg/dl blood sugar").
    ...text.matchAll(
      /()\b(\d+(?:\.\d+)?)(?![\d.]) ?(mg ?\/ ?dl|mmol ?\/ ?l) (?:of )?(?:blood |capillary |fingerstick |finger prick )?(?:glucose|sugar)\b/g,
    ),
  ].map((match) => {
    const written = match[2] ?? '';
    const negative = /(?:-|\u2212|\bminus ?|\bnegative ?)$/.test(match[1] ?? '');
    const unit = match[3]?.replace(/\s/g, '');
    const mgDl = toMgDl(Number(written), unit);
    const unreadable = negative || !Number.isFinite(mgDl) || mgDl <= 0 || mgDl > 3_000;
    const end = (match.index ?? 0) + match[0].length;
    return {
      mgDl: unreadable ? Number.NaN : mgDl,
      ...(!unit && !unreadable && ambiguousUnit(written) ? { asMmol: toMgDl(Number(written), 'mmol') } : {}),
      written: negative ? `-${written}` : written,
      unreadable,
      past: isPastValue(text, end - match[0].length + (match[1]?.length ?? 0), end),
      end,
    };
  });

/**
 * Blood glucose readings written in the text, in mg/dL: values that cannot be a reading are left
 * out, and so are values marked as past when a current one is written too ("was 42 last year, now
 * 110" reads 110). A past value alone is kept: erring toward care.
 */
export const glucoseFromText = (text: string): number[] => {
  const readable = glucoseReadingsFromText(text).filter((reading) => !reading.unreadable);
  const current = readable.filter((reading) => !reading.past);
  return (current.length > 0 ? current : readable).flatMap((reading) =>
    reading.asMmol === undefined ? [reading.mgDl] : [reading.mgDl, reading.asMmol],
  );
};

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  ten: 10,
};

/** Every duration written in the text ("for 3 days", "x 2 weeks", "2 hours ago", "since yesterday"), in hours. */
export const durationsFromText = (text: string): number[] => {
  const found: number[] = [];
  for (const match of text.matchAll(
    /\b(?:(?:for|since|past|last|over|lasted|lasting|after)(?: the)?(?: past| last)?(?: (?:more than|over|nearly|almost|about|around|at least|longer than|a good|well over))? (\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|ten) ?(min\w*|h|hr|hrs|hours?|d|days?|wks?|weeks?|mo|months?)|(\d+(?:\.\d+)?) ?(min\w*|hours?|days?|weeks?|months?) ago)\b/g,
  )) {
    const value = NUMBER_WORDS[match[1] ?? ''] ?? Number(match[1] ?? match[3]);
    const unit = match[2] ?? match[4] ?? '';
    const hours = unit.startsWith('mi')
      ? value / 60
      : unit.startsWith('h')
        ? value
        : unit.startsWith('d')
          ? value * 24
          : unit.startsWith('w')
            ? value * 168
            : value * 730;
    if (Number.isFinite(hours)) found.push(hours);
  }
  if (/\bsince yesterday\b/.test(text)) found.push(24);
  // Clinician fractions: "x 5/7" days, "3/52" weeks, "6/12" months (not 32/40 weeks of pregnancy).
  for (const match of text.matchAll(/\b(?:for|over|x) (\d{1,2})\/(7|52|12)\b/g)) {
    const value = Number(match[1]);
    found.push(value * (match[2] === '7' ? 24 : match[2] === '52' ? 168 : 730));
  }
  // Vague spans: "a couple of weeks", "a few months", "for weeks", "for years", "since last month".
  const UNIT_HOURS: Record<string, number> = { day: 24, week: 168, month: 730, year: 8760 };
  for (const match of text.matchAll(
    /\b(?:(a )?(couple|few|several|many|number)(?: of)? |for (?:some |many |several )?)(day|week|month|year)s\b/g,
  )) {
    const count = match[2] === 'couple' ? 2 : match[2] ? 3 : 2;
    found.push(count * (UNIT_HOURS[match[3] ?? 'day'] ?? 24));
  }
  for (const match of text.matchAll(/\bsince last (week|month|year)\b|\ball (week|month)\b|\bfor ages\b/g)) {
    const unit = match[1] ?? match[2];
    found.push(unit ? (UNIT_HOURS[unit] ?? 168) : 730);
  }
  for (const match of text.matchAll(
    /\b(?:for|over|past|last)(?: the)?(?: past| last)? (\d+|a|one|two|three) ?(?:years?|yrs?)\b/g,
  )) {
    found.push((NUMBER_WORDS[match[1] ?? ''] ?? Number(match[1])) * 8760);
  }
  return found;
};
