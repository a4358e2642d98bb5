/**
 * Findings: the words for one clinical sign, in patients' and clinicians' language, over text that
 * `normalize()` has already lower-cased, expanded ("CP" → chest pain, "can't" → cannot) and
 * respelled. Rules combine findings; they never match text themselves. A finding is counted when it
 * appears outside a negated clause and, unless it is background (a diagnosis, a medicine, a risk
 * factor), outside past history.
 */
import { FEARED_FRAME } from './text.ts';

export interface FindingDef {
  /** How the finding reads in the audit table. */
  label: string;
  patterns: RegExp[];
  /** Background facts count even in a history ("hx of DVT", "PMH: type 1 diabetes"). */
  background?: boolean;
}

const PAIN = String.raw`(?:pain(?!less)\w*|hurt\w*|ache\w*|aching|sore\w*|tender\w*|cramp\w*|discomfort|agony|agonising|agonizing|killing (?:me|him|her|them)|throbb\w*)`;
const NUMB = String.raw`(?:numb\w*|tingl\w*|par(?:a)?esthesi\w*|no feeling|cannot feel|can not feel|loss of (?:feeling|sensation)|lost (?:all )?(?:the )?(?:feeling|sensation)|pins and needles|reduced sensation|altered sensation)`;
const BELLY = String.raw`(?:abdom\w*|belly(?: button)?|navel|umbilic\w*|stomach|tummy|gut|pelvi\w*|side|quadrant|groin|flank)`;

/** A fish hook named as such (a bare "hook" may hang a coat). */
const FISH_HOOK = '(?:fish(?:ing)? ?hooks?|barbed hooks?|treble hooks?)';

/** Medicines by form or name, for reading how many were swallowed. */
const MEDICINE = `(?:pills?|tablets?|tabs|capsules?|caps|meds|medicines?|medications?|painkillers?|antidepressants?|tylenol|paracetamol|acetaminophen|panadol|calpol|advil|motrin|aleve|nurofen|ibuprofen|naproxen|aspirin|co-?codamol|co-?dydramol|codeine|tramadol|oxycodone|hydrocodone|morphine|methadone|xanax|alprazolam|valium|diazepam|lorazepam|zopiclone|ambien|zolpidem|benadryl|diphenhydramine|sertraline|fluoxetine|citalopram|escitalopram|mirtazapine|amitriptyline|nortriptyline|quetiapine|olanzapine|lithium|propranolol|amlodipine|metformin|gliclazide|iron|digoxin)`;
/** A count, not a dose or a time ("8", "eight", "6x"; not "8 mg", "6 hours"). */
const countOf = (numbers: string) =>
  String.raw`(?:${numbers})(?!\d|\.\d| ?(?:mg|mcg|ug|g|grams?|ml|mls|units?|iu|hours?|hrs?|h|days?|weeks?|minutes?|mins?|years?|%)\b)`;
/**
 * Tablets swallowed at one time: a verb, a count, then a medicine ("took 8 paracetamol", "ingested
 * 6x co-codamol"). A regular dose ("2 a day", "every 4 hours", "as prescribed") is not this.
 */
const tabletsSwallowed = (numbers: string, whose = `(?:my |his |her |their |the |your |[a-z]+'?s )?`) =>
  new RegExp(
    String.raw`\b(?:took|taken|swallowed|ingested|had|ate|eaten|popped|downed|chewed)\b (?:(?:about|around|like|maybe|approx\w*|at least|nearly|almost|over) )?${countOf(numbers)} ?(?:x|of)? ${whose}(?:[\w/-]+ ){0,2}${MEDICINE}\b(?!.{0,25}\b(?:a day|per day|daily|every \d|times a day|twice a day|over the day|as prescribed|as directed)\b)`,
  );
/** More than twice any usual single dose of a tablet medicine (the usual adult dose is 1 or 2). */
const FIVE_TO_NINE = '[5-9]|five|six|seven|eight|nine';
const ANY_FEW = '[1-9]|one|two|three|four|five|six|seven|eight|nine|a couple|a few|some|a|an';
/**
 * Round thirteen (helper P), NHS paracetamol for adults (Lemsip, Beechams and other cold and flu
 * remedies contain paracetamol; more than the maximum in 24 hours needs A&E even when well) and NICE
 * CKS poisoning or overdose (a staggered overdose): paracetamol or co-codamol and a remedy with
 * paracetamol in it both taken in one sentence, with a regular dosing ("2 every 4 hours", "4 times a
 * day", "3 sachets", "over the last day"), in any order. Not a question ("can I take…", "?"), and
 * not one taken "instead of" or "rather than" the other.
 */
const PARACETAMOL_PLAIN =
  '(?:paracetamols?|co-?codamols?|co-?dydramols?|panadols?|tylenols?|acetaminophens?|solpadeines?|calpol)';
const PARACETAMOL_REMEDY = String.raw`(?:lemsips?|beechams?|night ?nurse|day ?nurse|cold (?:and|&) flu (?:sachets?|tablets?|capsules?|caplets?|pills?|drinks?|remed\w*|medicines?|stuff|max)|(?:hot )?flu (?:sachets?|tablets?|capsules?|caplets?|remed\w*|drinks?|medicine)|theraflu|nyquil|dayquil|benylin (?:4|four) flu|excedrin|tylenol (?:pm|cold\w*)|panadol (?:cold\w*|night|extra|actifast)|hedex|migraleve|syndol|sinus (?:pain )?(?:tablets|pills|capsules|relief))`;
const REGULAR_DOSING = String.raw`(?:every (?:\d+|two|three|four|four to six|few) (?:hours?|hrs?|h)\b|(?:\d|two|three|four|five|six) times (?:a|per|each) day|(?:[2-9]|two|three|four|five|six|several) (?:sachets|doses|capsules|caplets|lots|mugs|drinks|packets)|regularly|all day|round the clock|(?:over|in|during) the (?:last|past) (?:day|\d+ days|few days|couple of days|24 ?(?:hours|hrs)|weekend|night)|for (?:the (?:last|past) )?(?:\d+|two|three|a few|a couple of) days|since (?:yesterday|last night|this morning)|max(?:imum)? dose|full dose|qds|qid|four times daily|(?:\d|four|six) ?hourly|(?:over|through(?:out)?|during) the day|per day|a day|daily)`;
const GAP = String.raw`(?:(?![.;!?])(?!\b(?:instead|rather than|not|never|without|stopped|switched)\b).){0,60}?`;
const doubledUp = (first: string, second: string, third: string): string =>
  String.raw`\b${first}${GAP}\b${second}${GAP}\b${third}`;
const paracetamolDoubledUp = new RegExp(
  String.raw`(?<!\b(?:can|could|should|may|might|shall|do|does) (?:i|you|we|he|she|they|one|people) (?:\w+ ){0,4}|\bis it (?:ok|okay|safe|fine|alright|dangerous|bad) (?:to )?(?:\w+ ){0,4}|\bhow (?:many|much|often) (?:\w+ ){0,4})(?:${[
    [REGULAR_DOSING, PARACETAMOL_PLAIN, PARACETAMOL_REMEDY],
    [REGULAR_DOSING, PARACETAMOL_REMEDY, PARACETAMOL_PLAIN],
    [PARACETAMOL_PLAIN, REGULAR_DOSING, PARACETAMOL_REMEDY],
    [PARACETAMOL_REMEDY, REGULAR_DOSING, PARACETAMOL_PLAIN],
    [PARACETAMOL_PLAIN, PARACETAMOL_REMEDY, REGULAR_DOSING],
    [PARACETAMOL_REMEDY, PARACETAMOL_PLAIN, REGULAR_DOSING],
  ]
    .map(([a = '', b = '', c = '']) => doubledUp(a, b, c))
    .join(
      '|',
    )}|\b(?:[3-9]|three|four|five|six|seven|eight|several)(?: \w+){0,2}? ${PARACETAMOL_REMEDY}${GAP}\b${PARACETAMOL_PLAIN}|\b${PARACETAMOL_PLAIN}${GAP}\b(?:[3-9]|three|four|five|six|seven|eight|several)(?: \w+){0,2}? ${PARACETAMOL_REMEDY})(?![^.;!?]*\?)`,
);
/**
 * Round thirteen (helper Q), NHS angina and NICE CG95 (constricting discomfort in the chest, neck,
 * shoulders or jaw, brought on by exertion): a tightness, pressure, heaviness, ache or burning in the
 * chest, throat, neck, jaw or breastbone, or an "indigestion", and what brings it on (walking uphill,
 * the stairs, hurrying, "on exertion").
 */
const NO_NEGATION_GAP = String.raw`(?:(?![.;!?])(?!\b(?:no|not|never|nor|without|unless)\b).)`;
const EFFORT_DISCOMFORT = String.raw`(?:\b(?:indigestion|heartburn|dyspepsia)\b|\b(?:tight\w*|pressure|heav(?:y|iness)|ache|aching|discomfort|pain(?!less)\w*|squeez\w*|burning|band|weight|constrict\w*)\b${NO_NEGATION_GAP}{0,30}?\b(?:chest|throat|neck|jaw|breastbone|sternum)\b|\b(?:chest|throat|neck|jaw|breastbone|sternum)\b${NO_NEGATION_GAP}{0,20}?\b(?:tight\w*|pressure|heav(?:y|iness)|ache\w*|aching|discomfort|pain(?!less)\w*|squeez\w*|burn\w*|constrict\w*))`;
const EFFORT_TRIGGER = String.raw`(?:\b(?:when|whenever|if|as soon as|every time|each time|once|while) (?:(?:i|he|she|they|we)(?:'m|'s|'re)? )?(?:am |is |are |was |were )?(?:walk\w*|climb\w*|go (?:up|uphill)|going (?:up|uphill)|hurry\w*|rush\w*|exert\w*|exercis\w*|(?:do|doing) (?:any |the |some )?(?:exercise|gardening|garden|housework|hoovering)|carry\w*|push\w*|jog\w*|cycl\w*|dig\w*|mow\w*)\b|\bon (?:exertion|effort|walking|the stairs|stairs|hills?|inclines?)\b|\bexertional\b|\b(?:walking|climbing|going|walks?|climbs?) (?:up (?:a |the |any )?(?:hill|hills|stairs|slope|incline|steps)|uphill|upstairs)\b|\b(?:brought on|triggered|set off|comes on) by (?:exertion|effort|walking|exercise|hurrying|climbing|the stairs|stairs|hills?|cold weather)\b)`;
/** A medicine said to be restarted, resumed or "back on" (round twelve, helper L), not stopped again. */
const restartedMedicine = (names: string): string =>
  String.raw`(?:\b(?:${names})\b(?:(?![.;!?]).){0,60}?\b(?:restarted|re-started|resumed|started (?:it |them )?(?:again|back)|back on (?:it|them))\b|\b(?:restarted|re-started|resumed|(?:am|is|are|was|were|now|went|got|been|be) back on|started (?:again|back) on) (?:the |my |his |her |their |taking )?(?:${names})\b)(?!(?:(?![.;!?]).){0,40}\b(?:stopped|came off|discontinued) (?:it |them )?again\b)`;

/**
 * A medicine named as taken now (round ten, helper D): not one the person "used to take", "stopped",
 * "came off" or "was on", nor one taken "years ago" ("took carbimazole years ago").
 * Round twelve (helper L): a medicine stopped once and then restarted, resumed or "back on" is taken
 * now ("methotrexate was stopped in 2019, restarted in March"), unless stopped again.
 */
const currentMedicine = (names: string): RegExp =>
  new RegExp(
    String.raw`(?<!\b(?:used to (?:be on|take)|stopped(?: taking)?|came off|come off|was on|were on|had been on|no longer (?:on|take|taking))(?: (?:the|my|his|her|their))? )\b(?:${names})\b(?! (?:\w+ ){0,4}(?:years ago|months ago|a long time ago|in the past|(?:but|and) (?:i |he |she |they |we )?(?:stopped|came off|have stopped|has stopped)|until (?:\d{4}|last (?:year|month))|(?:was|were|has been|had been|got) (?:stopped|discontinued) (?:in (?:19|20)\d\d|years ago|(?:\d+|two|three|several|many) years ago))\b)|${restartedMedicine(names)}`,
  );

/**
 * Floaters and flashes in lay words ("black dots floating like small flies", "a flash like a
 * camera"): new ones, or both together, need an eye check the same day (NHS floaters and flashes).
 */
const FLOATER_LAY = String.raw`(?:floaters?|(?:(?:black|dark|grey|gray|little|small|tiny|many|lots of|loads of|a lot of|new|floating) )*(?:dots|spots|specks|speckles|blobs|cobwebs?|spider ?webs?|squiggles|threads|strings|hairs|flies|midges|gnats|insects|tadpoles|worms)\b(?:(?![.;!?]).){0,30}?\b(?:float\w*|drift\w*|swimming|moving (?:about|around)|(?:in|across|over|in front of) (?:my |his |her |their |the |one )?(?:left |right )?(?:eyes?|vision|sight)))`;
const FLASH_LAY = String.raw`(?<!\bhot )(?:photopsia|flash\w*|flicker\w*|sparks?|sparkl\w*|lightning|streaks? of light|camera flash)`;
/** Hearing gone ("the hearing on that side had almost completely gone", "lost the hearing in my ear"). */
const HEARING_GONE = String.raw`(?:\bhearing\b(?: (?:in|on|of|from|out of) (?:my |me |his |her |their |the |that |this |one |1 )?(?:left |right |bad |good )?(?:ear|side))?,? (?:(?:had|has|have|just|suddenly|then|all|completely|almost|nearly|virtually|practically|totally|mostly|pretty much|basically|kind of|sort of|seems to have|seemed to have) )*(?:gone|went|disappeared|vanished|switched off|cut out|dropped out|shut off|turned off)\b|\b(?:lost|lose|losing) (?:all |most |the |my |his |her |their )*hearing\b|\b(?:cannot|can not|could not) hear (?:anything |a thing )?(?:in|on|out of|from|with|through) (?:my |me |his |her |the |that |one )?(?:left |right )?(?:ear|side)\b|\b(?:left|right|one) ear (?:has |had |just )?(?:gone|went) (?:completely |totally )?(?:deaf|dead|silent)\b|\b(?:can barely|can hardly|could barely|could hardly|can only just) hear (?:anything |a thing |much )?(?:(?:the|a|my|his|her|people|anyone) (?:\w+ )?)?(?:in|on|out of|from|with|through) (?:my |me |his |her |the |that |this |one )?(?:left |right )?(?:ear|side)\b|\b(?:left|right|one|my|his|her|the) ear\b (?:(?:is|was|has|had|been|gone|went|feels|felt|sounds|all|very|really|completely|totally|suddenly) ){0,3}(?:muffled|muted)\b)`;
/** The onset said as abrupt ("woke up and", "all in one go", "overnight", "on the phone"). */
const ABRUPT = String.raw`(?<!\bnot )(?:\b(?:woke|woken|waking|wake|wakened|got) up\b|\bovernight\b|\ball (?:in )?(?:one go|at once)\b|\bin one go\b|\bjust like that\b|\bout of (?:nowhere|the blue)\b|\ball of a sudden\b|\bsudden\w*\b|\bin (?:a|one) (?:moment|second|minute|instant|flash)\b|\bwithin (?:a few |an? )?(?:minutes?|seconds?)\b|\b(?:while|when) (?:i|he|she|they) (?:was|were) on the phone\b)`;
/** A nose bleeding, however it is said ("the blood goes from my nose", "nose is pouring blood"). */
const NOSE_BLEEDING = String.raw`(?:\bnose ?bleed\w*|\bnose (?:(?:is|was|keeps|kept|has|have|been|started|still) ){0,3}(?:bleed\w*|(?:pouring|streaming|gushing|dripping|running) (?:with )?blood)|\bbleed\w* (?:from|out of|out from) (?:my |his |her |their |the |your |a |one )?(?:\w+ )?(?:nose|nostril)s?\b|\bblood\w* (?:\w+ ){0,3}(?:from|out of|out from) (?:my |his |her |their |the |your |a |one )?(?:\w+ )?(?:nose|nostril)s?\b|\bepistaxis\b)`;
/** Still bleeding ("not stop", "will not stop", "still coming drops", "keeps coming"). */
const NOT_STOPPING = String.raw`\b(?:(?:will|would|does|did|do|has|have|had|is|was|can|could) )?not (?:yet )?(?:stop\w*|slow\w* down|ease\w*|settl\w*)\b|\b(?:cannot|can not|could not|unable to) (?:stop|get it to stop)\b|\b(?:no|never) stop\w*|\bstill (?:coming|bleeding|going|dripping|pouring|running|flowing|gushing|not stopped)\b|\bkeeps? (?:on )?(?:coming|bleeding|going|dripping|pouring|running|gushing)\b|\bnon[- ]?stop\b`;
/** Bleeding for 15 minutes or more ("since 20 minutes", "for over half an hour"). */
const NOSE_LONG = String.raw`\b(?:after|despite) (?:(?:about|around|over|at least) )?(?:1[0-9]|[2-9]\d|ten|fifteen|twenty|thirty) ?(?:min\w*|mins?) (?:of )?(?:\w+ )?(?:pinch\w*|press\w*|pressure|squeez\w*|holding)\b|\b(?:since|for|over|more than|longer than|lasted|lasting|already|past|last|(?:(?:it has|has|have|it is) )?been) (?:the (?:last|past) )?(?:(?:about|around|almost|nearly|over|like|at least|maybe) )?(?:(?:1[5-9]|[2-9]\d|\d{3}|fifteen|twenty|twenty[- ]five|thirty|forty|forty[- ]five|fifty|sixty) ?(?:min\w*|mins?)\b|half an? hour\b|(?:an?|one|two|three|1|2|3) ?(?:hours?|hrs?)\b)`;

/** First-aid pressure on a bleed. */
/**
 * A blood pressure written in the text ("BP 152/100", "it was 155 over 95") whose systolic matches
 * `systolic` or whose diastolic matches `diastolic`; not a reading placed in pregnancy or called usual.
 */
const writtenBloodPressure = (systolic: string, diastolic: string): RegExp =>
  new RegExp(
    String.raw`\b(?:blood pressure|systolic|diastolic|it|reading|readings|monitor|machine|cuff)\b(?: (?:is|was|of|at|reading|readings|read|reads|says|said|showed|shows|came out at|now|still|up to|has been|had been|been|around|about|~|taken|measured|checked|today|this morning|repeat|repeated|rechecked|on repeat|then|and|again))*:? ?(?:${systolic} over \d{2,3}|\d{2,3} over ${diastolic})\b(?!(?:(?![.;!?]).){0,25}\b(?:(?:in|during|through(?:out)?) (?:the |my |her )?pregnancy|antenatal\w*|before (?:the )?(?:birth|delivery)|at booking|usually|normally)\b)|(?<![\d/.])(?:${systolic} ?\/ ?(?:[4-9]\d|1[0-4]\d)|(?:[7-9]\d|1\d\d|2\d\d) ?\/ ?${diastolic})\b(?! ?(?:mg|mcg|ml|g\b|%|\/))(?!(?:(?![.;!?]).){0,25}\b(?:(?:in|during|through(?:out)?) (?:the |my |her )?pregnancy|antenatal\w*|before (?:the )?(?:birth|delivery)|at booking|usually|normally)\b)`,
  );

const PRESSING = String.raw`(?:pinch\w*|press\w*|squeez\w*|pressure|held|holding|clamp\w*)`;
/** Ten minutes or more ("a solid 20 mins", "over a quarter of an hour"). */
const MINUTES_10 = String.raw`(?:(?:a (?:solid|good|full|whole) )?(?:(?:about|around|over|at least|nearly|almost|more than|a good) )?(?:1\d|[2-9]\d|ten|fifteen|twenty|twenty[- ]five|thirty|forty|forty[- ]five) ?min\w*|(?:a quarter of an|half an|an) hour)`;

/**
 * A plaster cast or splint on a limb (not a sticking plaster on a cut). Not knitting's "cast on", a
 * fishing cast, cast iron, or a cast that has come off (round ten misfires, helper G).
 */
const CAST = String.raw`(?:(?<!\b(?:fishing|fly|line|knit\w*|and) )\b(?:cast|plaster cast|backslab|back slab|splint)\b(?! (?:on(?:(?<=\b(?:knit\w*|crochet\w*|yarn|wool|needles)\b(?:(?![.;!?]).)*)| (?:\d+ |some |the |my |more )?stitch\w*)|iron|came off|was removed|has been removed|(?:was |has been |got |had been )?(?:taken |cut )?off)\b)|(?<!\bplaster on (?:a |the |my |his |her )?(?:cut|graze|blister|wound|scratch|finger|thumb|toe)\b(?:(?![.;!?]).)*)\b(?:in|under|inside) (?:a |the |my |his |her |their |this )?(?:plaster|pot|pop)\b|\bpop cast\b|\bplaster (?:is |feels |was |seems )?(?:too |very |really |so )?tight\b)`;
/**
 * Round twelve (helper M): a new or replaced cast put on ("they put a new one on", "re-plastered",
 * "a new cast"), which `CAST` does not read after "the cast came off".
 */
const NEW_CAST = String.raw`(?:\b(?:cast|plaster|pot|splint|backslab)\b(?:(?![.;!?]).){0,60}?\b(?:new|another|fresh|replacement|second|different|tighter) (?:one|cast|plaster|pot|splint|backslab)\b|\b(?:new|fresh|replacement|tighter) (?:cast|plaster cast|pot|splint|backslab)\b|\bre-?(?:cast|plaster)(?:ed|ing)?\b|\bput (?:a |the |her |his |my |their )?(?:new |another |fresh )?(?:cast|plaster|pot|splint|backslab) (?:back )?on\b)`;

/** Round twelve (helper M): a crush (not crushed ice or garlic, a crush on someone, a crushing pain). */
/** Why a period may be absent with no pregnancy: contraception, the menopause, an operation (round twenty's second review). */
const PERIOD_ABSENT_ANYWAY = String.raw`(?:menopaus\w*|the change|hysterectomy|ablation|mirena|coil|iud|ius|implant|nexplanon|depo|injection|the pill|mini ?pill|packs? back to back|back to back)`;
/** Tests that show lines but are not pregnancy tests. */
const NOT_A_PREGNANCY_TEST =
  '(?:covid|lateral flow|lft|antigen|strep|flu|ovulation|opk|rsv|uti|urine infection|dipstick|ketones?|drugs?|thc)';
/** Words that make a method a plan ("gonna walk in front of a train"). */
const SELF_HARM_INTENT = String.raw`(?:gonna|gunna|going to|will|want to|wanna|plan\w* to|thinking (?:of|about)|about to|i'?ll|might|ready to)`;
/** Medicines people save up for an overdose. */
const OVERDOSE_MEDICINES =
  '(?:pills|tablets|paracetamol|co-?codamol|codeine|painkillers|meds|ibuprofen|aspirin|antidepressants|sertraline|citalopram|fluoxetine|amitriptyline|sleeping tablets|insulin|tramadol|morphine|oxycodone|diazepam|zopiclone|propranolol|quetiapine|mirtazapine|lithium)';
/** What "tonight I finish it" may be about instead of a life: a book, a course of tablets, a hobby. */
const SOMETHING_ELSE_ENDS =
  '(?:book|novel|series|season|box ?set|course|antibiotics?|amoxicillin|essay|dissertation|assignment|homework|project|puzzle|challenge|detox|diet|dating|break up|breaking up|couch to 5k|5k|10k|marathon|race|knitting|scarf|jumper|blanket|quilt|painting|jigsaw|chapter|film|movie|degree|exam|revision|shift|game|level)';
const CRUSH_MECHANISM = String.raw`(?:\bcrush(?:ed|es)?\b(?! (?:ice|garlic|tablets?|pills?|velvet|on|pain|feeling|sensation)\b)|\bcrush injury\b|\bsquashed\b|\bflattened\b|\bmangled\b|\b(?:caught|trapped|stuck|pulled|dragged|drawn) (?:\w+ ){0,3}?in(?:to)? (?:a |the |an |some )?(?:\w+ )?(?:machine\w*|press|roller\w*|mangle|conveyor(?: belt)?|gears?|mincer|lathe|drill|pulley|winch|hydraulics?)\b)`;
const CRUSH_PART = String.raw`\b(?:fingers?|fingertips?|thumbs?|hands?|toes?|foot|feet)\b`;
/** White, pale, blue, grey, cold or numb (not a nail gone white, a bruise gone blue). */
const CRUSH_BAD = String.raw`(?<!\b(?:nails?|nail bed|knuckles?|bruise|bruises|bruised|bruising|black and|skin is)\b (?:(?:has|is|gone|went|turned|a bit|slightly) ){0,2})\b(?:white|pale|blue(?! and black| bruis\w*| marks?\b)|grey|gray|dusky|cold|icy|numb\w*|dead|no feeling|lost (?:the |all )?feeling|cannot feel (?:it|them|anything))\b`;
const CRUSH_GAP = String.raw`(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,60}?`;

/** A baby or toddler named ("baby", "my 4 month old", "the little one"). */
const BABY_WORDS = String.raw`\b(?:bab(?:y|ies)|infant|newborn|toddler|little one|bub|\d+[- ]?(?:day|week|wk|month|mo)s?[- ]?old)\b`;
/** Crying that cannot be settled or consoled ("screaming nonstop and can't be settled", "inconsolable"). */
const INCONSOLABLE = String.raw`(?:\binconsolabl[ey]\b|\b(?:cry\w*|cried|scream\w*|wail\w*|howl\w*)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor)\b(?! (?:be )?(?:settled|consoled|comforted|calmed|soothed)\b)).){0,50}?\b(?:(?:cannot|can not|could not|will not|would not|unable to|impossible to|not able to)(?: be)? (?:settle\w*|console\w*|comfort\w*|calm\w*|sooth\w*)|nothing (?:\w+ ){0,3}(?:settles|calms|soothes|consoles|comforts|works|helps|stops) (?:him|her|them|it|the crying|the screaming)\b))`;
/** An event said to be long past ("5 years ago", "last year"): not a new injury. */
const LONG_AGO = String.raw`(?!(?:(?![.;!?]).){0,20}\b(?:(?:\d+|a few|a couple of|two|three|four|five|several|many|some) (?:years?|months?) ago|last year|years ago|as a (?:child|kid|teenager))\b)`;
/**
 * Round ten misfires (helper G): an event placed years back by an age or a year ("when I was 18",
 * "was in 2019", "back in 2015"), for the round-ten patterns that read LONG_AGO only.
 */
const NOT_RECENT = String.raw`(?!(?:(?![.;!?]).){0,20}\b(?:when (?:i|he|she|they) (?:was|were) (?:\d+|a (?:child|kid|teenager|student))|(?:in|back in|since) (?:19\d\d|20[01]\d|202[0-4])|back in (?:the day|my \d+s|school|college|uni\w*))\b)`;
/**
 * Round eleven misfires (helper J): harm to another person said in jest or as an idiom, not as a
 * thought to act on: "lol"/"haha" after it, "for a cup of tea", "in the game", an object
 * ("my neighbour's weeds"), or the fear of harming someone by accident ("if I drive", "with my cough").
 */
const HARM_NOT_MEANT = String.raw`(?!'s (?:feelings|character|reputation|weeds|garden|plants|car|chances|career|ego|pride|plans)\b)(?!(?:(?![.;!?]).){0,60}\b(?:lol|lmao|lmfao|haha\w*|hehe|jk|only joking|just joking|kidding)\b)(?!,? for (?:a|an|some|leaving|eating|taking|borrowing|using|drinking|stealing|finishing|being late|not|snoring|making)\b)(?!(?:(?![.;!?]).){0,40}\b(?:in (?:the |a |that |this |my )?(?:game|video game)|call of duty|fortnite|gta|minecraft|with (?:my |a )?camera|in my review)\b)(?! (?:if (?:i|he|she) (?:drive|drives|faint|faints|pass out|black out|sneeze|cough|fall|crash)|while driving|by (?:accident|mistake)|accidentally|with (?:my |this |a )?(?:cough|cold|flu|germs|virus|covid|cpr|chest compressions|car))\b)`;

/** Shivering that has stopped: a sign that hypothermia is getting worse (NHS hypothermia). */
const STOPPED_SHIVERING =
  /\bstopped shivering\b|\bno longer shivering\b|\bshivering\b(?:(?![.;!?]).){0,30}?\b(?:has|had|now|then|but) (?:now |just )?stopped\b|\b(?:shivering|shaking) (?:has|had) stopped\b/;
/**
 * Not mastoiditis: a gland, a small non-tender swelling, head lice, a piercing, eczema, cradle cap
 * or a hat near the ear, anywhere in the clause.
 */
const NOT_MASTOID = String.raw`\b(?:glands?|lymph\w*|nodes?|non[- ]?tender|pea[- ]sized|lice|piercing|pierced|eczema|cradle cap|flaky|dry|cracked|seborrh\w*|hat|hood|helmet|glasses|headband)\b`;
const NOT_MASTOID_BEFORE = `(?<!${NOT_MASTOID}(?:(?![.;!?]).){0,80})`;
const NOT_MASTOID_AFTER = `(?!(?:(?![.;!?]).){0,80}${NOT_MASTOID})`;
/** Not an episode long past ("years ago", "went down by itself") or a question ("just asking"). */
const NOT_PAST_OR_ASKED = String.raw`(?!(?:(?![.;!?]).){0,50}\b(?:years? ago|months? ago|went down (?:by|on) (?:itself|its own)|just asking)\b)`;
// Round seventeen (helper X, second pass): "since 2am ... it's now 9am", a start and a present clock
// time 4 to 20 hours apart (every pair spelt out: a pattern cannot subtract).
const clockHour = (h: number) => `${h % 12 || 12}(?:[:.]\\d\\d)? ?${h < 12 ? 'am' : 'pm'}`;
const SINCE_CLOCK_4H = `\\bsince (?:${Array.from({ length: 24 }, (_, start) => {
  const ends = Array.from({ length: 17 }, (_, k) => clockHour((start + 4 + k) % 24));
  return `${start === 0 ? '(?:midnight|12 ?am)' : clockHour(start)}\\b(?:(?![.;!?]).){0,30}?\\b(?:now|it's|its|it is)(?: now)? (?:${ends.join('|')})`;
}).join('|')})\\b`;
/** A split or slipped condom, sex without contraception, withdrawal (emergency contraception). */
const CONTRACEPTION_FAILED = `(?:(?:condoms?|condums?|rubbers?|johnnys?|johnnies) (?:split|broke|burst|tore|ripped|came off|slipped off|slipped|failed|came off inside|fell off)|(?:split|broken|burst|torn|ripped) (?:condoms?|rubbers?|johnnys?)|unprotected (?:sex|intercourse)|upsi|sex without (?:a condom|protection|contraception|any contraception)|(?:did not|didn't|forgot to|did not use|didn't use) (?:use )?(?:a condom|protection|contraception)|no condom|(?:he )?pulled out|(?:he )?came inside me|(?:did it|had sex|slept together|sex) (?:without|with no) (?:protection|a condom|a rubber|a johnny|contraception|anything))`;

/** Round seventeen (helper X): a possible HIV exposure (NHS HIV prevention, BASHH PEP 2021). */
const HIV_EXPOSURE = String.raw`(?:(?:condoms?|condums?|rubbers?|johnnys?|johnnies)(?: (?!(?:not|never|no)\b)\w+){0,2} (?:split|broke|broken|burst|tore|torn|ripped|came off|slipped off|slipped|failed|fell off)|(?:split|broken|burst|torn|ripped) (?:condoms?|rubbers?)|unprotected (?:(?:receptive|insertive|passive|active) )?(?:anal |vaginal |oral )?(?:sex|intercourse)|upsi|condomless (?:(?:receptive|insertive|passive|active) )?(?:anal |vaginal )?sex|bareback\w*|(?:sex|intercourse) (?:without|with no) (?:a )?(?:condom|protection)|(?:did not|forgot to) (?:use )?(?:a )?(?:condom|protection)|without (?:a )?condom|no (?:condom|rubber|johnny|protection)|(?:went|go|going|did it|had sex|sex|hooked up) raw|(?:shared|sharing|used|using) (?:a |someone's |somebody's |his |her |their |dirty |used )?(?:needles?|syringes?|works|injecting equipment))`;
/**
 * Round seventeen (helper X): a time in the last 72 hours. Second pass: also a named day ("sat
 * night", "on Friday", "at the weekend"), as most people name the night it happened when it was the
 * last one of that name; not "last week".
 */
const WITHIN_72H = String.raw`(?:last night|last nite|yesterday|this morning|earlier today|today|tonight|the night before last|(?<!\b(?:a|weeks?|months?|years?)\b(?:(?![.;!?]).){0,20})(?:on |this |last )?(?:(?:mon|tues?|wed|thu|thurs|fri|sat|sun)(?= (?:night|nite|eve|evening|morning))|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: (?:night|nite|eve|evening|morning|afternoon))?|(?:at|over|this) the weekend|this weekend|(?:an?|one|two|three|few|couple of|[1-9]|[1-6]\d|7[0-2]) ?(?:hours?|hrs?|h) ago|(?:[1-3]|one|two|three|a couple of) (?:days?|nights?) ago|<? ?(?:24|48|72) ?h(?:ours?|rs?)?)`;

/**
 * Round seventeen (helper Y, second pass): countries, regions and common cities with malaria (and
 * dengue or typhoid) risk for travellers (NHS fit for travel, CDC Yellow Book malaria maps 2024):
 * sub-Saharan Africa, South and Southeast Asia, Melanesia, Central and South America, Haiti and the
 * Dominican Republic, Yemen.
 */
const MALARIA_PLACES = String.raw`(?:africa|nigeria|ghana|kenya|uganda|tanzania|malawi|(?:dr |democratic republic of (?:the )?)?congo|drc|sierra leone|liberia|guinea(?![- ]pigs?\b)(?:[- ]bissau)?|equatorial guinea|gambia|senegal|mali|burkina(?: faso)?|niger|sudan|south sudan|ethiopia|eritrea|somalia|somaliland|djibouti|mozambique|zambia|zimbabwe|angola|namibia|botswana|madagascar|comoros|rwanda|burundi|cameroon|gabon|benin|togo|ivory coast|cote d'?ivoire|mauritania|sao tome|central african republic|lagos|abuja|ibadan|kano|enugu|port harcourt|accra|kumasi|nairobi|mombasa|kisumu|kampala|entebbe|jinja|dar es salaam|arusha|moshi|kilimanjaro|serengeti|zanzibar|lilongwe|blantyre|lusaka|victoria falls|harare|kinshasa|lubumbashi|goma|brazzaville|freetown|conakry|monrovia|abidjan|douala|yaounde|dakar|banjul|bamako|ouagadougou|niamey|lome|cotonou|khartoum|juba|addis ababa|addis|mogadishu|hargeisa|maputo|luanda|antananarivo|kigali|bujumbura|libreville|india|pakistan|bangladesh|nepal|afghanistan|bhutan|sri lanka|delhi|new delhi|mumbai|bombay|goa|kerala|kochi|chennai|madras|kolkata|calcutta|bangalore|bengaluru|hyderabad|pune|ahmedabad|gujarat|punjab|amritsar|jaipur|rajasthan|agra|lucknow|varanasi|assam|odisha|lahore|karachi|islamabad|rawalpindi|mirpur|peshawar|faisalabad|multan|sialkot|dhaka|sylhet|chittagong|kathmandu|pokhara|colombo|thailand|bangkok|phuket|chiang mai|vietnam|hanoi|ho chi minh|saigon|cambodia|phnom penh|siem reap|laos|myanmar|burma|indonesia|bali|lombok|jakarta|sumatra|borneo|philippines|manila|malaysia|sabah|timor|papua new guinea|papua|png(?! (?:files?|images?|format|pics?))|port moresby|solomon islands|solomons|honiara|vanuatu|yemen|brazil|peru|colombia|venezuela|ecuador|bolivia|guyana|suriname|french guiana|the amazon|amazon (?:rainforest|jungle|basin|river)|manaus|iquitos|guatemala|belize|honduras|el salvador|nicaragua|costa rica|panama|haiti|dominican republic|central america|south america|latin america|south ?east asia|south asia|sub[- ]saharan|west africa|east africa|central africa|tropics|tropical)`;

/** Pain words for rest pain in the leg: not a cramp, which night cramps share. */
const REST_PAIN = String.raw`(?:pain(?!less)\w*|hurt\w*|ache\w*|aching|sore\w*|tender\w*|discomfort|agony|agonising|agonizing|throbb\w*)`;

export const FINDINGS = {
  // Heart, lungs and circulation.
  chestPain: {
    label: 'chest pain, pressure or tightness',
    patterns: [
      /\b(?:chest|heart)\b(?:(?!\b(?:not|no|never|without|nor)\b).){0,25}\b(?:pain(?!less)\w*|hurt\w*|pressure|tight\w*|squeez\w*|crush\w*|heav\w*|ache|aching|discomfort|burning)\b/,
      /\b(?:pain(?!less)\w*|pressure|tightness|tight|squeezing|crushing|heaviness|heavy|discomfort|band|weight|vice|ache)\b.{0,15}\b(?:in|on|across|over|round|around|behind|under|beneath|of) (?:my |the |his |her |their )?(?:chest|heart)\b/,
      // NHS angina: an attack that GTN has not eased is a possible heart attack, whatever words name the pain.
      /\b(?:gtn|nitro\w*|glyceryl trinitrate|angina spray)\b.{0,80}?\b(?:not (?:helped|helping|working|worked|easing|eased|touching it)|no (?:relief|help|difference)|did not (?:help|work|ease)|(?:have|has) not (?:helped|worked|eased|done anything)|still (?:there|going|hurting|got))\b/,
      // Round fifteen: a side or part of the chest named ("pain in my left side of my chest going
      // through to my back").
      /\b(?:pain(?!less)\w*|ache|aching|hurt\w*|tight\w*|pressure|sore|discomfort)\b(?:(?![.;!?])(?!\b(?:rash|spots?|blisters?|lumps?|skin|bites?|bruis\w*|cuts?|graze|patch\w*|boil|spot)\b).){0,25}?\b(?:side|part|middle|centre|center|front) of (?:my |the |his |her |their )?chest\b(?! (?:infection|cold|cough|wall)\b)/,
      // The adjective before the word: "a tight chest and clammy", "crushing chest".
      /\b(?:tight|crushing|squeezing)\s+chest\b(?! (?:infection|cold|cough|muscles?|wall)\b)/,
      /\bchest\b.{0,30}\b(?:elephant|vice|ton of bricks|weight on it|someone sitting on it)\b|\bangina\b|\belephant (?:is )?(?:sitting |standing )?on (?:my |his |her )?chest\b|\b(?:having|have) a heart attack\b/,
      // Round eighteen: a heart attack told as just happened ("my grandad has had a massive heart
      // attack, he is grey and sweating"), not one long ago or "before".
      // "clutching his chest" is how a bystander tells chest pain.
      /\b(?:clutching|clutched|clutches|gripping|grabbing) (?:at )?(?:his|her|my|their) chest\b/,
      /\b(?:has|have|has just|have just|just) had a (?:massive |major |big |bad |serious |suspected )?heart attack\b(?! (?:before|in the past|years|months|a while|in (?:19|20)\d\d|\d+ (?:years|months|yrs)|when|as a|at (?:the )?age))/,
    ],
  },
  // A heart attack named as a fear or a question ("thought I was having a heart attack", "I thought
  // it was a heart attack"): text.ts reads the words as no complaint, and the chest-pain rule keeps
  // it an emergency whatever the text rules out (erring toward care).
  heartAttackFeared: {
    label: 'a heart attack named as a fear or a question',
    background: true,
    patterns: [new RegExp(String.raw`${FEARED_FRAME}heart attack\b`)],
  },
  severeBreathing: {
    label: 'severe difficulty breathing (cannot breathe, gasping, blue lips)',
    patterns: [
      /\b(?:cannot|unable to|struggling to|hard to|can barely|can hardly) (?:(?:swallow|speak|talk|eat) (?:and|or) )?(?:breathe|breath|catch (?:my|his|her|their) breath|get (?:any |enough )?(?:air|breath))\b/,
      /\blips\b.{0,30}\b(?:blue|grey|gray|purple)\b|\b(?:only|can only) (?:say|speak|get out) (?:a )?(?:couple|few|one|two) (?:of )?words\b/,
      /\b(?:gasping|choking|blue lips|lips (?:are |is |turning |went |gone )?(?:blue|grey|gray)|turning blue|cyanos\w*|not breathing|stopped breathing)\b/,
      /\btoo (?:breathless|short of breath|out of breath|wheezy) to (?:speak|talk|finish|say)\b|\b(?:cannot|unable to|can barely|can hardly|struggling to) (?:speak|talk|say|finish|complete)\b(?: \w+)? (?:in )?(?:full |whole |complete |a )?(?:sentences?|more than (?:a )?(?:few|couple of|one|two|2|3) words)\b/,
      /\b(?:breath\w*|wheez\w*|gasp\w*|asthma\w*|inhaler|puffer)\b.{0,40}\b(?:cannot|unable to|can barely|can hardly) (?:speak|talk|finish|say)\b|\b(?:cannot|unable to|can barely|can hardly) (?:speak|talk|finish|say)\b.{0,40}\b(?:breath\w*|wheez\w*|gasp\w*)/,
      /\b(?:severe|sudden|extreme|really bad) (?:shortness of breath|breathlessness|trouble breathing|difficulty breathing)\b/,
      /\b(?:tummy|belly|stomach|neck|throat|skin (?:under|between|below) (?:her |his |the |their )?ribs) (?:is |are )?(?:sucking|pulling|caving|going) in\b|\bhead bobbing\b|\bnostrils? flar\w*|\btoo (?:tired|breathless|puffed) to (?:feed|eat|drink|suck)\b/,
      /\b(?:ribs|chest|skin between (?:the )?ribs) (?:are |is )?(?:sucking|pulling|caving) in\b|\bretractions\b|\bgrunt(?:ing|y|s)\b|\b(?:sucking|pulling|caving|drawing) in (?:under|below|between|around|at) (?:(?:his|her|their|the|my) )?ribs\b/,
      // Round twenty-four (b), NHS fever in children and NICE NG143 (blue or grey lips is red): blue
      // told around the lips or mouth ("he is blue around the lips", "bluish round her mouth").
      /\b(?:blue|bluish|blue-ish|grey|gray|dusky)(?: colou?r)? (?:a?round|about) (?:the |his |her |their |my )?(?:lips|mouth)\b/,
    ],
  },
  // Round fourteen (helper R), NHS "Is your baby or toddler seriously ill?" and AAP BRUE guidance:
  // a baby who stops breathing, has pauses in breathing, or goes blue or dusky around the lips or
  // face (not blue hands or feet, which is normal in newborns). Read only by infant-breathing-pause.
  infantBreathingPause: {
    label: 'a baby who stops breathing, has pauses in breathing, or goes blue or dusky',
    patterns: [
      // Pauses said to last only a few seconds are the periodic breathing of a healthy newborn (NHS
      // baby breathing; AAP BRUE 2016: 20 seconds or more, or with a colour change, is the concern):
      // the colour change is read on its own below.
      /\b(?:stops|stopping|stopped|stop|keeps stopping|pauses|paused|pausing|forgets to|forgot to) (?:her |his |their )?breath(?:ing)?\b(?<!\bpaus\w* (?:her |his |their )?breath(?:ing)?(?=(?:(?![.;!?]).){0,40}\b(?:(?:a )?few seconds|couple of seconds|second or two|(?:[1-9]|1[0-4]) ?(?:s|secs?|seconds))\b))|\b(?:pauses?|gaps?|stops?) (?:in|with|between) (?:(?:his|her|their|the|its) )?breath(?:ing|s)?\b(?!(?:(?![.;!?]).){0,40}\b(?:(?:a )?few seconds|couple of seconds|second or two|(?:[1-9]|1[0-4]) ?(?:s|secs?|seconds))\b)|\bapno?eas?\b|\bapno?eic\b|\bapneic\b|\bbrue\b/,
      /\b(?:lips|mouth|face|around (?:the|his|her|their) (?:mouth|lips))\b(?:(?![.;!?]).){0,20}\b(?:went|goes|going|turned|turns|turning|gone|go|looked|looks?|was|were)\b (?:(?:a )?(?:bit|little|slightly|quite|very|really|all) )?(?:blue|bluish|dusky|grey|gray|purple)\b|\b(?:went|goes|going|turned|turning|gone|go|was|looked) (?:a )?(?:bit |little |slightly |quite |very |really |all )?dusky\b|\bdusky (?:episode|spell|lips|face|colou?r)s?\b|\bperioral cyanosis\b/,
      // A pause with a colour change or limpness, however short, and the colour named after the verb
      // ("goes blue round the lips").
      /\bpaus\w*\b(?:(?![.;!?]).){0,60}?\b(?:blue|bluish|dusky|grey|gray|purple|floppy|limp)\b|\b(?:goes|went|turned|turns|turning|going|gone|go) (?:a bit |slightly |quite |very |really |all )?(?:blue|bluish|dusky|grey|gray|purple) (?:round|around|at|on|in) (?:the |his |her |their )?(?:lips|mouth|face)\b|\bblue lips\b/,
    ],
  },
  breathless: {
    label: 'shortness of breath',
    patterns: [
      /\bshort(?:ness)? of breath\b|\bbreathless\w*\b|\bout of breath\b|\b(?:trouble|difficulty|difficult|problems?) breathing\b|\bhard to breathe\b|\bwinded\b|\b(?:cannot|could not|can not) (?:catch|get) (?:my|his|her|their) breath\b|\bair hunger\b|\bpuffed out\b(?! (?:my |his |her |their )?cheeks)|\bout of puff\b/,
      // Round thirteen (helper P): "puffing (and panting) on the stairs", "puffing walking to the car".
      /\bpuffing (?:and panting )?(?:(?:on|up|going up|climbing|walking up) (?:the |a |any )?(?:stairs|hills?|steps|slope)|walking\b(?! (?:on|the|my|his|her)\b)|after (?:a |the )?(?:short |few )?(?:walk|stairs|steps))\b/,
      // Round eighteen review (helper E): breath called short in other English ("very short breath",
      // "my breath is short", "short breathing"), not short breaths taken on purpose.
      /(?<!\b(?:take|taking|took|takes|make|do|doing) (?:\w+ )?)\bshort (?:breath|breathing)\b(?!s)|\bbreath(?:ing)? (?:is |was |feels |very |so |really |too |getting )+short\b/,
    ],
  },
  // Round eighteen review (helper E), NHS sepsis (call 999 for breathlessness or difficulty breathing
  // with signs of infection): breathlessness said to be marked ("very short of breath", "so
  // breathless", "very short breath"). Read only with a fever and shaking (`sepsis`).
  breathlessMarked: {
    label: 'marked breathlessness (very short of breath, so breathless)',
    patterns: [
      /\b(?:very|really|so|extremely|terribly|badly|awfully|severely|too|super) (?:short(?:ness)? (?:of )?(?:breath|breathing)|breathless|out of breath)\b|\bbreath(?:ing)? (?:is |was |feels |getting )?(?:very|really|so|extremely|terribly) short\b/,
    ],
  },
  fastBreathing: {
    label: 'fast or deep breathing',
    patterns: [
      /\b(?:fast|rapid|quick|heavy|labou?red) (?:sighing )?breath\w*\b|\bbreathing (?:fast|rapidly|quickly|hard|heavily|deep\w*)\b|\bfast breathing\b|\bpanting\b|\bkussmaul\b/,
      /\bbreathing (?:so |very |really |too )?(?:fast|quick\w*|rapid\w*|hard)\b/,
    ],
  },
  deepBreathing: {
    label: 'deep, sighing (Kussmaul) breathing or fruity breath',
    patterns: [
      /\bdeep (?:sighing )?breath\w*\b|\bbreathing (?:really |very |so )?(?:deep\w*|heavily)\b|\bkussmaul\b|\bair hunger\b/,
      // Round twenty and its review, NHS DKA: "breathing heavy", "breathing is weird and heavy",
      // "heavy and fast breathing", "breathing like she's run a marathon"; not after exertion, through a
      // blocked nose or in sleep (snoring), which is ordinary.
      /(?:\bbreathing (?:(?:is|was|has been|gone|going|got|getting|really|very|so|all|a bit|weird|funny|strange|fast|quick|and) ){0,4}heavy\b|\bheavy (?:and fast |fast )?breathing\b)(?<!\b(?:panic\w*|anxi\w*|asthma\w*|wheez\w*|inhaler|running|jog\w*|football|rugby|netball|hockey|pe|gym|exercis\w*|workout|training|race|stairs|hill|climb\w*|carry\w*|lifting|cycl\w*|swim\w*|blocked|stuffy|bunged|snor\w*|asleep|heat ?wave|humid\w*)\b(?:(?![.;!?]).){0,40})(?!(?:(?![.;!?]).){0,40}\b(?:heat ?wave|humid\w*|in (?:the|this) heat|panic\w*|anxi\w*|asthma\w*|wheez\w*|inhaler|running|football|rugby|netball|hockey|pe|gym|exercis\w*|workout|training|match|game|race|stairs|hill|climb\w*|carry\w*|lifting|shopping|walk\w*|cycl\w*|swim\w*|blocked|stuffy|bunged|nose|snor\w*|asleep|sleep\w*)\b)|\bbreathing like (?:she|he|they|i|you)(?:'s|'ve| has| have| had| is| are| am)? (?:just )?(?:run|ran|done|been running) a marathon\b(?! (?:today|this morning|yesterday|earlier|at the weekend)\b)/,
      /\b(?:fruity|acetone|nail (?:polish|varnish)|pear drops?|ketones?|sweet[- ]smelling)\b.{0,20}\bbreath\b|\bbreath\b.{0,25}\b(?:fruity|acetone|nail (?:polish|varnish)|pear drops?|ketones?|sweet|like (?:fruit|alcohol))\b/,
    ],
  },
  wheeze: { label: 'wheezing', patterns: [/\bwheez\w*/] },
  severeAsthma: {
    label: 'asthma attack not eased by the reliever, or too breathless to speak',
    patterns: [
      /\b(?:inhaler|puffer|ventolin|albuterol|salbutamol|nebuli[sz]er|reliever)s?\b.{0,40}\b(?:not (?:helping|working)|does not help|did not help|no (?:help|relief|effect)|every \d+ min\w*|keeps? using|not lasting)\b/,
      /\btoo (?:breathless|wheezy) to (?:speak|talk|finish|say)\b/,
      /\bone word (?:at a time|answers)\b|\bsilent chest\b|\bexhausted from breathing\b|\b(?:only|can only) (?:say|speak|get out|manage) (?:a )?(?:couple|few|one|two|single|3|2) (?:of )?words\b/,
      /\b(?:inhaler|puffer|puffs|ventolin|salbutamol|blue one|reliever)\b.{0,40}\b(?:not touching it|not doing anything|no difference|making no difference|not making a difference|barely helping|hardly helping)\b/,
      /\bpeak flow\b.{0,25}\b(?:below|under|less than) ?(?:50|half|33|a third)\b|\bpeak flow (?:is )?(?:very )?low\b/,
      // BTS/SIGN/NICE asthma (NG245, 2024; BTS/SIGN 158, 2019): a peak flow below 50 % of the person's
      // best or predicted is an acute severe attack, below 33 % life-threatening. Read as a percentage
      // told with the reading ("PEF 30%", "peak flow 40% of my best"), not a change ("30% better").
      /\b(?:pef|pefr|peak (?:expiratory )?flow)\b(?: (?:is|was|of|at|down to|only|just|now|today|reading|readings?|about|around|under|below|less than))*:? ?(?:[0-9]|[1-4][0-9]) ?(?:%|percent|per ?cent)(?! (?:better|higher|up|improv\w*|increase\w*|more)\b)/,
      /\bsevere asthma\b|\basthma attack\b.{0,30}\b(?:bad|severe|worst|not stopping)\b/,
      // Round twenty-four (b), NHS asthma attacks (call 999 if no better after 10 puffs of the
      // reliever): the reliever used 10 or more times or puffs and still wheezy, tight or breathless.
      /\b(?:inhaler|puffer|ventolin|albuterol|salbutamol|reliever|blue one)s?\b(?:(?![.;!?]).){0,30}?\b(?:1\d|[2-9]\d|ten|eleven|twelve|fifteen|twenty) (?:times|puffs|goes|sprays)\b(?:(?![.;!?]).){0,50}?\b(?:still|no better|not better|not helping|no help|worse)\b|\b(?:1\d|[2-9]\d|ten|eleven|twelve|fifteen|twenty) (?:puffs|sprays|goes) (?:of|on) (?:my |his |her |the )?(?:blue |reliever )?(?:inhaler|puffer|ventolin|salbutamol|reliever)\b(?:(?![.;!?]).){0,50}?\b(?:still|no better|not better|not helping|no help|worse)\b/,
    ],
  },
  asthma: { label: 'asthma', background: true, patterns: [/\basthma\w*|\binhaler\b|\bpuffer\b/] },
  stridor: {
    label: 'stridor, drooling or cannot swallow saliva',
    patterns: [
      // Round eighteen (helper C), NICE CKS croup: stridor only when upset or crying, none at rest,
      // is mild croup (the `croup` rule); stridor at rest is `croup-stridor-at-rest`.
      /\bstridor\b(?! only (?:when|while|with|on) (?:crying|upset|agitated|distressed|coughing)\b)|\bepiglott\w*/,
      /\b(?:noisy|high[- ]pitched|squeaky|harsh|crowing|whistling|raspy|rasping|strange|weird)\b (?:\w+ ){0,2}(?:noise|sound|breathing)\b.{0,25}\b(?:breath\w* in|inhal\w*)\b/,
      /\b(?:noisy|high[- ]pitched|squeaky|harsh|crowing|whistling|raspy) (?:breathing|sound|noise) (?:when|as|on) (?:breath\w* in|inhal\w*)\b|\b(?:high[- ]pitched|crowing|squeaky) (?:breathing|noise|sound) (?:when|as) (?:he|she|they|i) breathes? in\b/,
      /\bdrool\w*.{0,40}\b(?:swallow|fever|breath\w*|sit\w* (?:up|forward)|lean\w* forward)\b/,
      // Dribbling is also teething or a cold: only with trouble swallowing.
      /\bdribbl\w*[^.]{0,40}\b(?:cannot|can not|will not|unable to|not able to|refus\w* to) swallow\b/,
      /\b(?:cannot|unable to|will not) swallow (?:his |her |my |their )?(?:own )?(?:saliva|spit)\b/,
      /\btripod\w*\b/,
    ],
  },
  // A muffled ("hot potato") voice is epiglottitis or quinsy: the `stridor` rule reads it as an
  // airway sign unless saliva is managed and there is no stridor (NHS quinsy: urgent GP or 111).
  muffledVoice: {
    label: 'a muffled ("hot potato") voice',
    patterns: [/\bmuffled (?:voice|speech)\b|\bhot potato voice\b/],
  },
  sweating: { label: 'sweating or clammy', patterns: [/\bsweat\w*|\bclammy\b/] },
  radiatingPain: {
    label: 'pain spreading to the arm, jaw, neck or back',
    patterns: [
      /\b(?:radiat\w*|spread\w*|going|goes|moving|shoot\w*)\b.{0,25}\b(?:arm|jaw|neck|shoulder|back)\b/,
      /\b(?:left|both) arm\b.{0,20}\b(?:pain|ache|heavy|numb\w*)\b/,
      /\b(?:pain|ache|aching|discomfort|pressure|tightness)\b.{0,25}\b(?:jaw|left arm|both arms)\b/,
      /\b(?:left arm|jaw|both arms)\b(?:(?!\b(?:not|no|never|without|nor)\b).){0,25}\b(?:pain(?!less)\w*|hurt\w*|ache\w*|aching|sore|heav\w*|numb\w*|tingl\w*|discomfort|tight\w*)/,
    ],
  },
  tearingPain: {
    label: 'tearing or ripping pain',
    patterns: [
      // Not "tearful" or tears of crying ("in tears", "tears in my eyes": dev-probes-15).
      /\b(?:tear(?!ful|s\b)\w*|(?<!\b(?:in|into|to|with|of|my|her|his|crying|cried) )tears|rip\w*|shearing)\b(?! (?:in (?:my|her|his|their) eyes|rolling|streaming|running|down (?:my|her|his) (?:face|cheeks)))(?:(?![.;!?]).){0,20}\b(?:pain|sensation|feeling)\b|\bpain\b.{0,30}\b(?:tearing|tears|ripping|rips|ripped|torn)\b(?! (?:in (?:my|her|his|their) eyes|rolling|streaming|running))|\blike (?:something|it) (?:has |had |was |is )?(?:ripped|torn|tearing|ripping)\b/,
      /\baortic dissection\b|\bdissect\w* (?:aorta|aneurysm)\b/,
    ],
  },
  // Round thirteen (helper P), NHS abdominal aortic aneurysm (a rupture: sudden severe pain in the
  // tummy or back, with fainting, dizziness, sweating or pale clammy skin): a back, flank, loin or
  // belly pain called sudden or severe in its own sentence ("sudden severe low back pain radiating to
  // the flank", "agonising pain in his back that came on suddenly"). Read only at 55 or over with
  // collapse or shock (`ruptured-aortic-aneurysm-signs`).
  suddenSevereTrunkPain: {
    label: 'sudden or severe pain in the back, flank or belly',
    patterns: [
      /\b(?:sudden\w*|abrupt\w*|out of nowhere|out of the blue|severe|excruciating|agoni[sz]ing|unbearable|worst|intense|terrible|horrendous|10 ?\/ ?10|tearing|ripping)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,40}?\b(?:back|flank|loin|abdom\w*|belly|stomach|tummy)\b(?:(?![.;!?]).){0,15}?\b(?:pain(?!less)\w*|ache\w*|aching|agony|hurt\w*)|\b(?:pain(?!less)\w*|agony)\b (?:in|across|through|into) (?:my |his |her |the )?(?:lower |low |upper |left |right )?(?:back|flank|loin|abdomen|belly|stomach|tummy)\b(?:(?![.;!?]).){0,30}?\b(?:came on (?:suddenly|all of a sudden|out of nowhere)|suddenly|out of nowhere|severe|excruciating|unbearable|10 ?\/ ?10)\b|\b(?:back|flank|loin|abdominal|belly|stomach|tummy) pain\b(?:(?![.;!?]).){0,30}?\b(?:came on (?:suddenly|all of a sudden|out of nowhere)|started suddenly|out of nowhere|severe|excruciating|unbearable|10 ?\/ ?10)\b/,
      /\b(?:sudden\w*|severe|excruciating|agoni[sz]ing|unbearable|terrible|horrendous|intense|awful)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,20}?\b(?:pain(?!less)\w*|agony)\b (?:in|across|through|into|going through to|going into|round to) (?:my |his |her |the )?(?:lower |low |upper |left |right )?(?:back|flank|loin|side|abdomen|belly|stomach|tummy)\b/,
    ],
  },
  // Round thirteen (helper P): a low blood pressure written in the text ("BP 84/50", "hypotensive",
  // "blood pressure has dropped"), for `ruptured-aortic-aneurysm-signs` only: a usual low reading
  // ("normally 90/60") is not read.
  lowBloodPressureWritten: {
    label: 'a systolic pressure of 90 or lower written in the text, or hypotension',
    patterns: [
      /(?<!\b(?:usually|normally|always|often|naturally|runs|run)\b(?:(?![.;!?]).){0,20})\bblood pressure\b(?: (?:is|was|of|at|now|down to|dropped to|reading|only|just|~))*:? ?(?:[4-8]\d|90) ?(?:\/|over) ?\d{2,3}\b|\bhypotensi\w*|\bblood pressure (?:has |had |is |was )?(?:dropped|crashed|plummeted|(?:very|really|dangerously) low)\b/,
    ],
  },
  // Round twenty-four (b), NHS heart attack (pain that spreads to the arms; it can feel like
  // indigestion): an arm that aches, hurts or feels heavy, read only with indigestion and sweating.
  armAche: {
    label: 'an arm that aches, hurts or feels heavy',
    patterns: [
      /\barms?\b (?:(?:is|are|keeps?|feels?|has been|have been|started) )?(?:aching|aches|ache|hurting|hurts|heavy|sore|painful)\b|\b(?:ache|aching|pain|heaviness|discomfort) (?:in|down) (?:my |his |her |their |the |one |both )?arms?\b/,
    ],
  },
  // Round twenty-four (b), NHS angina (call 999 if the chest pain does not stop after resting, or
  // angina that now comes on at rest: unstable angina): effort pain told as now coming at rest.
  nowAtRest: {
    label: 'now comes on at rest',
    patterns: [
      /\b(?:now|even|also|and) (?:(?:when|while) (?:i am |i'm |he is |she is |they are )?)?(?:at rest|resting|sitting (?:still|down)|lying (?:down|still)|doing nothing)\b|\b(?:at rest|when resting|while resting) (?:now|too|as well)\b|\bcomes? on at rest\b/,
    ],
  },
  backBetweenShoulders: {
    label: 'pain between the shoulder blades',
    patterns: [/\bbetween (?:my |the |his |her )?shoulder ?blades\b|\binterscapular\b/],
  },
  // AHA, heart attack symptoms in women: pain or pressure in the upper back, felt as an ache or a
  // weight rather than as chest pain. Read only with a cold sweat and feeling sick or breathless
  // (`chest-pain`).
  upperBackAche: {
    label: 'an ache or pressure across the upper back',
    patterns: [
      /\bupper back\b.{0,25}\b(?:pain(?!less)\w*|ache\w*|aching|pressure|heav\w*|tight\w*|discomfort)\b|\b(?:pain(?!less)\w*|ache\w*|aching|pressure|heav\w*|tight\w*|discomfort)\b.{0,25}\b(?:across|in|into|through) (?:my |his |her |the )?upper back\b/,
    ],
  },
  pleuritic: {
    label: 'chest pain on breathing in',
    patterns: [
      /\b(?:pain(?!less)\w*|hurt\w*|sharp|stab\w*)\b.{0,30}\b(?:breath\w* in|deep breath\w*|inhal\w*|on breathing|when (?:i |he |she )?breathe?s?|with breathing|(?:take|takes|taking) a (?:deep |big )?breath|every breath)\b|\bpleuritic\b/,
    ],
  },
  // Round thirteen (helper P), NHS pulmonary embolism: pain on breathing in told as "a catch" ("a
  // catch in my side when I breathe in", "it catches when she takes a deep breath"); not "catch my
  // breath". Read only with breathlessness and a clot risk (`pulmonary-embolism-fast-heart`): with a
  // chest infection the same catch is pleurisy, for the same day.
  breathCatch: {
    label: 'a catch on breathing in',
    patterns: [
      /\b(?:a (?:\w+ )?catch|catch(?:es|ing)\b(?! (?:my|his|her|their|your|the|a|up|on)\b))\b.{0,30}\b(?:breath\w* in|deep breath\w*|inhal\w*|on breathing|when (?:i |he |she |they )?breathe?s?|with breathing|(?:take|takes|taking) a (?:deep |big )?breath|every breath)\b/,
    ],
  },
  coughingBlood: {
    label: 'coughing up blood',
    patterns: [
      // Pink, frothy sputum (acute pulmonary oedema) is read with coughing blood.
      /\b(?:pink|blood[- ]stained),? frothy\b|\bfrothy,? (?:pink|blood)\b/,
      /\b(?:spitting|bringing|brought|spat|spit) (?:up )?blood\b|\bblood (?:when|after) (?:i |he |she )?cough\w*\b|\bcough\w* (?:up )?(?:(?:lots|a lot|loads|plenty|some|a bit) of )?(?:bright red )?blood\b|(?<!\b(?:bits|streaks?|specks?|flecks?|spots?|traces?|tinges?|threads?|little|bit|touch) of )\bblood\w* (?:in|when) (?:my |the )?(?:cough|sputum|phlegm|spit)\b|\bhemoptysis\b|\bbloody (?:sputum|phlegm)\b/,
      // NHS coughing up blood: an amount, not streaks ("coughed up what looked like two tablespoons of
      // bright red blood", "brought up a mouthful of blood when I coughed").
      /\b(?:cough\w*|hack\w*|brought|bringing|spat|spitting|spit) (?:up |out )?(?:(?:what|something that) (?:looked|looks|seemed|seems) like |(?:about|around|maybe|nearly|almost|over|at least|more than|like|roughly) )*(?:a |an |one |two |three |four |several |a couple of |a few |half a |a whole |\d+ )?(?:(?:tea|table|dessert) ?spoon|spoon|mouth|cup|egg ?cup|palm|handful)(?:s|fuls?|sful)?(?: full)? of (?:(?:bright|dark|fresh|red|frank|pure) )*blood\b/,
    ],
  },
  bloodStreakedSputum: {
    label: 'streaks or specks of blood in phlegm',
    patterns: [
      /\b(?:bits|streaks?|specks?|flecks?|spots?|traces?|tinges?|threads?|a (?:little|bit|touch)) of (?:bright red |red )?blood\b.{0,25}\b(?:phlegm|sputum|mucus|spit|cough\w*)\b|\b(?:phlegm|sputum|mucus)\b.{0,20}\b(?:streak\w*|speck\w*|fleck\w*|tinged|stained)\b|\bblood[- ]?(?:streaked|stained|tinged|flecked) (?:phlegm|sputum|mucus)\b/,
    ],
  },
  legClot: {
    label: 'swollen, painful calf or leg, or a known clot',
    patterns: [
      /\b(?:calf|leg)\b.{0,20}\b(?:swell\w*|swollen|tender|red and (?:hot|warm|painful)|hot and swollen)\b|\b(?:swollen|painful|tender|red) (?:calf|leg)\b/,
      /\bdeep vein thrombosis\b|\bdvt\b|\bblood clot\b/,
      /\b(?:swelling|swollen)\b.{0,15}\b(?:in|of) (?:my |his |her |the )?(?:left |right )?(?:calf|leg)\b|\b(?:pain|tenderness)\b(?: and (?:swelling|redness|warmth))? (?:in|of) (?:my |his |her |the )?(?:left |right )?calf\b/,
      /\b(?:hot|warm|red|throbbing|cramping),? (?:and )?(?:swollen|tender|painful) (?:calf|leg)\b|\b(?:one|left|right) (?:calf|leg) (?:is |feels )?(?:much )?(?:bigger|swollen|fatter|puffier)\b/,
      // Signs a few words after the calf ("calf has been throbbing and swollen"), or one leg fatter or
      // bigger than the other.
      /\b(?:calf|leg)\b (?:has been|have been|is|was|got|gets|has got|feels|looks|went|has gone|is getting|has become|became|seems|is now) (?:(?!(?:not|no|never|without|nor)\b)[\w-]+,? ){0,3}(?:swollen|swelling|swelled|puffy|puffed up|puffing up|blown up)\b|\b(?:calf|leg)\b(?:(?!\b(?:not|no|never|nor)\b)[^.;!?]){0,30}\b(?:fatter|bigger|thicker|wider|larger|more swollen|puffier|fuller)\b (?:than|compared (?:to|with)) (?:the |my |his |her |their )?(?:other|left|right)\b/,
      // Hard or tight with heat or swelling, in either order ("calf is hard and hot to touch", "one leg
      // swollen and tight"): NHS DVT, warm skin and swelling with a hard, sore calf.
      /(?<!\b(?:(?<!\b(?:not|no|never) (?:a |an |from a |from |just a )?)(?:cramp\w*|massage\w*)|after (?:a |the |my |our )?(?:long )?(?:hike|hiking|run|running|jog\w*|gym|workout|walk|exercise|training|football|match|game|cycle|cycling|bike ride|stretch\w*|leg day|squats|marathon)|(?:it is |it's |its |all |now )?fine now|now fine|(?:gone|eased|settled|better) now)\b(?:(?![.;!?]).)*)(?:\b(?:calf|leg)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,30}\b(?:(?:rock[- ])?hard|firm|tight|tense)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,20}\b(?:hot|warm|swollen|swelling)\b|\b(?:calf|leg)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,30}\b(?:hot|warm|swollen)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,20}\b(?:(?:rock[- ])?hard|firm|tight|tense)\b)(?!(?:(?![.;!?]).)*?\b(?:(?<!\b(?:not|no|never) (?:a |an |from a |from |just a )?)(?:cramp\w*|massage\w*)|after (?:a |the |my |our )?(?:long )?(?:hike|hiking|run|running|jog\w*|gym|workout|walk|exercise|training|football|match|game|cycle|cycling|bike ride|stretch\w*|leg day|squats|marathon)|(?:it is |it's |its |all |now )?fine now|now fine|(?:gone|eased|settled|better) now)\b)/,
      // A run of signs before one calf or leg: "swollen tender L calf", "hot, red and swollen right leg".
      /\b(?:swollen|painful|tender|red|hot|warm)\b(?:,? (?:and )?(?:swollen|painful|tender|red|hot|warm|aching|achy)\b)+,? (?:(?:left|right|l|r) )?(?:calf|leg)\b(?!s)/,
      // Round twenty-one's second review: a calf swollen and red or warm told at a distance ("cramp in my
      // left calf that won't go, it's swollen, red and warm"; NHS DVT lists a cramping calf).
      /\b(?:calf|leg)\b(?:(?![.;!?])(?!\b(?:no|never|nor|without)\b)(?!\bnot\b(?! go\b)).){0,50}?\b(?:swollen|swelling|puffy)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without)\b).){0,25}?\b(?:red|warm|hot)\b/,
    ],
  },
  vteRisk: {
    label: 'a risk factor for clots (recent surgery, long journey, recent birth, hormones, cancer)',
    background: true,
    patterns: [
      /\b(?:recent|recently had|just had|after (?:an? |my )?)(?:surgery|operation|op\b|c[- ]?section|hip replacement|knee replacement)\b|\bpost[- ]?op\w*\b/,
      /\blong (?:haul )?(?:flight|drive|car ride|trip|journey|bus ride)\b|\bimmobil\w*|\bbed ?(?:rest|bound|ridden)\b|\b(?:leg|plaster) cast\b/,
      /\b(?:birth control|contraceptive pill|the pill|hrt|estrogen|oestrogen)\b|\bhistory of (?:dvt|deep vein thrombosis|pulmonary embolism|clots?|blood clots?)\b|\bcancer\b/,
      // Round thirteen (helper P), NHS pulmonary embolism and NICE NG158: the combined pill named as
      // such ("on the combined pill", "COCP", "Microgynon"), a contraceptive patch or ring.
      /\bcombined (?:oral )?(?:contraceptive )?pill\b|\bcocp\b|\bmicrogynon\b|\brigevidon\b|\byasmin\b|\bcontraceptive (?:patch|ring)\b/,
    ],
  },
  palpitations: {
    label: 'racing or irregular heartbeat',
    patterns: [
      /\bpalpitation\w*|\bheart (?:is )?(?:racing|pounding|fluttering)\b|\bracing heart\b/,
      // Round ten (helper C), NHS heart palpitations: a heart that skips, misses or adds beats, flutters,
      // thumps or goes fast or irregular, in lay words ("my heart keeps skipping", "missed beats").
      /\bheart\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,20}?\b(?:skipp\w*|skips|missing (?:a )?beats?|miss(?:ed|es)? (?:a )?beats?|flutter\w*|flipp\w*|flip-?flop\w*|thump\w*|hammer\w*|pound\w*|racing|going (?:really |very |so |too )?(?:fast|mad|crazy|wild|ten to the dozen)|beat\w* (?:really |very |so |too )?(?:fast|irregular\w*|erratic\w*|out of rhythm|all over the place)|all over the place|irregular\w*)\b|\b(?:skipped|skipping|missed|missing|extra|ectopic) (?:heart ?)?beats?\b|\birregular (?:heart ?beat|heart rhythm|heart rate|pulse)\b|\b(?:racing|pounding|thumping|fluttering) (?:heart ?beat|pulse)\b/,
    ],
  },
  // Round thirteen (helper P), NICE NG158 (Wells score: heart rate over 100): a fast pulse written
  // as a rate of 101 or more, as "tachycardic", or in lay words ("pulse going really fast"). Read
  // only with breathlessness and a clot risk (`pulmonary-embolism-fast-heart`); a measured heart
  // rate over 100 sets it too (triage/vitals.ts).
  fastPulse: {
    label: 'a fast pulse (over 100 a minute, tachycardia)',
    patterns: [
      /\btachycardi\w*|\btachy\b/,
      /\b(?:pulse|heart ?rate|hr)\b(?: (?:rate|is|was|of|at|running|going|racing|beating|now|still|around|about|over|above|consistently|sitting at|~))*:? ?(?:10[1-9]|1[1-9]\d)\b(?![.,]\d)(?! ?(?:mg|mmol|kg|lbs?|ml|%|\/\d|over \d|degrees|years?))|\b(?:10[1-9]|1[1-9]\d) ?(?:bpm|beats (?:a|per|each|every) min\w*|beats a minute)\b/,
      /\b(?:pulse|heart ?rate|heart ?beat)\b (?:is |was |has been |keeps |feels |seems )?(?:going |running |beating )?(?:really |very |so |too |super )?(?:fast|quick|rapid|racing)\b|\b(?:heart|pulse)\b.{0,25}\blike the clappers\b/,
    ],
  },
  // Round twelve (helper L): the danger of a critical potassium in lay words (a chest or heart that
  // feels funny, muscles or legs gone weak), read only with a potassium result beyond the critical
  // limit (red-flags.ts), never alone.
  heartOrMuscleOdd: {
    label: 'a chest or heart that feels funny, odd or wrong, or muscles, arms or legs gone weak',
    patterns: [
      /\b(?:chest|heart)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,20}?\b(?:funny|weird|odd|strange|wrong|not right)\b|\b(?:funny|weird|odd|strange) (?:feeling|sensation|fluttering) in (?:my |his |her |their |the )?(?:chest|heart)\b/,
      /\bmuscles? (?:are |is |feel |feels |have gone |has gone |gone |went )?(?:so |very |really |all )?weak\b|\b(?:arms|legs) (?:feel |are |have gone |gone |went |feeling )?(?:so |very |really |all )?(?:weak|like jelly)\b|\bweak (?:arms|legs|muscles)\b/,
    ],
  },
  // Round eleven (helper E), NHS atrial fibrillation: a heart rate consistently above 120 or below
  // 40 with an irregular or fast heartbeat needs an urgent GP appointment or 111. Set from the
  // measured vitals (adults) and from a rate written in the text ("pulse 128", "HR 134", "130 bpm").
  fastHeart120: {
    label: 'heart rate above 120/min (measured or written)',
    patterns: [
      /\b(?:pulse|heart ?rate|hr|heart)\b(?: (?:rate|is|was|of|at|running|going|racing|beating|pounding|thumping|reading|read|now|still|up to|up at|around|about|over|above|consistently|sitting at|hitting|hit|reached|reaching|showing|says|said|between \d+ and|~))*:? ?(?:12[1-9]|1[3-9]\d|2[0-4]\d)\b(?![.,]\d)(?! ?(?:mg|mmol|kg|lbs?|ml|%|\/\d|over \d|degrees))/,
      /\b(?:12[1-9]|1[3-9]\d|2[0-4]\d) ?(?:bpm|beats (?:a|per|each|every) min\w*|beats a minute)\b/,
    ],
  },
  slowHeart40: {
    label: 'heart rate below 40/min (measured or written)',
    patterns: [
      /(?<!\b(?:marathon|runner|athlete|cyclist|triathlete|triathlon|rower|swimmer|very fit|endurance|ultra ?runner)\b(?:(?![.;!?]).){0,40}\bresting )\b(?:pulse|heart ?rate|hr)\b(?: (?:rate|is|was|of|at|running|going|reading|read|now|still|down to|around|about|under|below|consistently|sitting at|dropped to|showing|says|said|~))*:? ?(?:[2-3]\d)\b(?![.,]\d)(?! ?(?:mg|mmol|kg|lbs?|ml|%|\/\d|over \d|degrees|years?|y\b|min\w* ago|hours?|days?|weeks?))/,
      /\b[2-3]\d ?(?:bpm|beats (?:a|per|each|every) min\w*|beats a minute)\b/,
    ],
  },
  // Round ten (helper H): a slow pulse, written below 50/min or said in words ("heart rate 40",
  // "pulse is really slow"), for the digoxin rule (NHS digoxin: a slow heartbeat is a sign of too much).
  slowPulse: {
    label: 'a slow pulse (below 50/min, or said to be very slow)',
    patterns: [
      /\b(?:pulse|heart ?rate|hr)\b(?: (?:rate|is|was|of|at|running|going|reading|read|now|still|down to|around|about|under|below|only|consistently|sitting at|dropped to|showing|says|said|~))*:? ?(?:[2-4]\d)\b(?![.,]\d)(?! ?(?:mg|mmol|kg|lbs?|ml|%|\/\d|over \d|degrees|years?|y\b|min\w* ago|hours?|days?|weeks?))|\b[2-4]\d ?(?:bpm|beats (?:a|per|each|every) min\w*|beats a minute)\b|\b(?:pulse|heart ?rate|heart ?beat|heart)\b (?:is |was |has been |has gone |gone |feels |seems )?(?:(?:very|really|so|too|dangerously|extremely) )slow\b|\bbradycardi\w*/,
    ],
  },
  // Atrial fibrillation named as fast or uncontrolled ("fast AF", "AF with RVR"): a rate the NHS
  // sends to an urgent GP appointment or 111 the same day.
  fastAtrialFibrillation: {
    label: 'fast or uncontrolled atrial fibrillation',
    patterns: [
      /\b(?:fast|rapid|uncontrolled|poorly controlled|new fast) (?:af|a-?fib|atrial fibrillation|atrial flutter|flutter)\b|\b(?:af|a-?fib|atrial fibrillation|atrial flutter)\b (?:with |and )?(?:a )?(?:rvr|rapid ventricular (?:response|rate)|fast (?:ventricular )?(?:response|rate)|rapid (?:response|rate))\b/,
    ],
  },

  // Brain and nerves.
  strokeSigns: {
    label: 'face drooping, arm or leg weakness on one side, slurred or lost speech, sudden loss of balance',
    patterns: [
      /\b(?:face|facial|mouth|smile)\b.{0,15}\b(?:droop\w*|numb\w*|uneven|lopsided|asymmetr\w*|falling)\b/,
      /\bdroop\w*\b.{0,15}\b(?:face|mouth|smile|eyelid)\b/,
      /\b(?:slurr\w*|garbled|jumbled) (?:speech|words|talking)\b|\bspeech (?:is )?(?:slurred|garbled)\b|\bword salad\b|\baphasi\w*|\bdysarthri\w*/,
      // 2026-11-29 (hostile test), NHS stroke (FAST: the face may have dropped on one side, the
      // person may not be able to smile; speech slurred): "she slurs her words", "cannot smile on
      // one side", "one side of her smile is gone".
      /\bslurs (?:(?:his|her|their|my|all (?:his|her|their|my)) )?(?:words|speech)\b(?!(?:(?![.;!?]).){0,30}\b(?:drunk|drink\w*|alcohol|pints?|tired)\b)|\b(?:cannot|unable to|could not|not able to) (?:smile|close (?:her|his|my|their|one) eye|raise (?:her|his|my|their|one) eyebrow)\b(?:(?![.;!?]).){0,12}?\b(?:on (?:one|the (?:left|right)) side|properly|evenly|straight)\b|\bone side of (?:her|his|my|their|the) (?:smile|face|mouth)\b (?:is |has |went |looks )?(?:gone|dropped|not moving|flat|frozen|fallen)\b/,
      /\b(?:trouble|difficulty|cannot|unable to|struggling to) (?:speak\w*|talk\w*|understand\w* (?:speech|people|words)|find (?:the )?words|get (?:his |her |my )?words out)\b/,
      /\bsudden(?:ly)?\b.{0,25}\b(?:numb\w*|weak\w*|paraly\w*|confus\w*|blind\w*|cannot see|(?:cannot|could not|unable to) understand|(?:trouble|difficulty|problems?) (?:with )?(?:seeing|understanding)|blur\w*|double vision|vision|dizz\w*|balance|unsteady|cannot walk)\b/,
      /\b(?:numb\w*|weak\w*|paraly\w*|heavy|(?:cannot|unable to|can barely|can hardly) (?:lift|move|raise|use|feel))\b.{0,25}\b(?:one side|left side|right side|one arm|one leg|left arm|right arm|left leg|right leg|arm and leg)\b/,
      /\bhemipar\w*|\bhemipleg\w*|\bhemiplegic\b/,
      /\bone[- ]sided (?:weakness|numbness|paralysis|droop\w*)\b|\b(?:left|right)[- ]sided (?:weakness|numbness|paralysis|facial droop)\b|\b(?:weak\w*|numb\w*) (?:down|on) (?:one|the (?:left|right)) side\b|\bface (?:has )?(?:dropped|fallen)\b|\b(?:mouth|smile|lip) (?:has |had |is |was )?(?:dropped|fallen|slipped)(?! open\b)(?: down)? (?:on|at|to) (?:one|the (?:left|right)|his (?:left|right)|her (?:left|right)|my (?:left|right)) side\b|\barm (?:drift\w*|(?:went|gone|going) (?:(?:numb|tingly|heavy) and )?(?:weak|dead|limp))\b(?!(?:(?![.;!?]).){0,40}\b(?:slept on|sleeping on|lying on|lay on|laid on|push ?-?ups|press ?-?ups)\b)/,
      /\b(?:words|speech)\b.{0,20}\b(?:jumbled|garbled|slurred|muddled|nonsense)\b/,
      // Round eleven (helper E), NHS transient ischaemic attack (call 999 even if it goes away):
      // speech told by what it did ("her words were coming out all jumbled", "talking gibberish",
      // "could not get his words out", "kept saying the wrong words"), and one hand or arm that
      // stopped working ("could not lift her cup with her right hand", "suddenly dropping things
      // from his left hand").
      /(?<!\b(?:nervous\w*|nerves|so shocked|in shock|from (?:the )?shock|laughing (?:so|too) (?:hard|much)|from laughing|with laughter|embarrass\w*|numbing|anaesthetic|anesthetic|dentist\w*|novocaine|exams?|essay|french|spanish|german|italian|a new language|presentation|interview|stage fright|crying|sobbing|speechless|stunned|always ha(?:ve|s)|always been|baby|babies|toddler|infant|(?:[1-3]|one|two|three)[- ]years?[- ]old|\d+[- ]months?[- ]old)\b(?:(?![.;!?]).){0,60})(?:\bwords\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,35}?\b(?:jumbled|muddled|garbled|slurred|mixed up|scrambled|nonsense|gibberish|back to front|in the wrong order)\b|\bwords (?:would not|will not|did not|could not|were not|was not|were just not|just would not) (?:come|coming) out\b|(?<!\b(?:baby|babies|toddler|infant|babbl\w*|drunk|asleep|sleep\w*|dream\w*)\b(?:(?![.;!?]).){0,40})\b(?:talk(?:ing|ed)|speak(?:ing)?|spoke|came out|coming out|come out) (?:complete |total |utter |pure |just )?(?:gibberish|jibberish|word salad)\b|\b(?:could not|couldnt|cannot|can not|could barely|could hardly) (?:get (?:his |her |my |their |the )?words out|find (?:his |her |my |their |the )?words(?! to\b)|(?:speak|talk)(?! (?:to|with|about|english|much|up|over|on|at|in front)\b)|say (?:a word|anything|what she meant|what he meant)(?! yet\b))\b|\b(?:saying|using|said|used) (?:all )?the wrong words\b)(?!(?:(?![.;!?]).){0,60}\b(?:nervous\w*|nerves|so shocked|in shock|from (?:the )?shock|laughing (?:so|too) (?:hard|much)|from laughing|with laughter|embarrass\w*|numbing|anaesthetic|anesthetic|dentist\w*|novocaine|exams?|essay|french|spanish|german|italian|a new language|presentation|interview|stage fright|crying|sobbing|speechless|stunned|always ha(?:ve|s)|always been)\b)/,
      /(?<!\b(?:sprain\w*|injur\w*|fell|fall|broke|broken|fractur\w*|cut|burn\w*|arthriti\w*|carpal|tendon\w*|tendin\w*|gout|cast|splint|plaster|surgery|operation|sling|bruis\w*|swollen|swelling|cramp\w*)\b(?:(?![.;!?]).){0,60})\b(?:cannot|could not|unable to|not able to|can barely|could barely|can hardly|could hardly|struggl\w* to|was struggling to|had trouble|had difficulty) (?:lift|hold|grip|use|move|raise|pick up|lifting|holding|gripping|using|moving|raising|picking up)\b(?:(?![.;!?])(?!\b(?:since|after|because)\b).){0,35}?\b(?:with|in|on|using) (?:her|his|my|their|the|your) (?:left|right) (?:hand|arm|leg|foot|side)\b(?!(?:(?![.;!?]).){0,60}\b(?:sprain\w*|injur\w*|fell|fall|broke|broken|fractur\w*|cut|burn\w*|arthriti\w*|carpal|tendon\w*|tendin\w*|gout|cast|splint|plaster|surgery|operation|sling|bruis\w*|swollen|swelling|cramp\w*)\b)/,
      /\b(?:suddenly|all of a sudden|out of nowhere|started|starting)\b(?:(?![.;!?]).){0,30}?\bdropp(?:ing|ed) (?:things|stuff|everything|(?:her|his|my|their|the|a) (?:cup|mug|glass|fork|spoon|phone|pen|cutlery|drink|tea|coffee|keys))\b(?:(?![.;!?]).){0,20}?\b(?:from|with|out of|in) (?:her|his|my|their|one|the) (?:left |right )?hand\b/,
      /\bspeech (?:sounds?|is|seems?|came out|comes out|has gone|went) (?:all |really |very |a bit )?(?:weird|strange|funny|odd|wrong|off|drunk|thick|slurry)\b/,
      /\b(?:mouth|face|lip|smile)\b.{0,25}\b(?:droop\w*|looks lower|is lower|sagg\w*|lopsided|uneven)\b/,
      /\b(?:left|right|one) (?:hand|arm|leg|side)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,20}\b(?:heavy|dead|weak\w*|numb\w*|useless|floppy|paraly\w*)\b/,
      // Round eighteen (helper A), NHS stroke (FAST, call 999): face, arm and speech in lay words
      // ("one side of her mouth looks a bit lower", "a crooked smile", "the arm just hangs", "her
      // talking is a bit slurry"), not slurring from drink ("slurring after six pints").
      /\b(?:mouth|face|smile|lip)\b(?:(?![.;!?]).){0,25}?\b(?:looks?|is|seems?|went|gone|has gone) (?:a bit |slightly |a little |kind of |sort of |all )?(?:lower|droopy|crooked|wonky|lopsided)\b|\b(?:crooked|wonky|lopsided) (?:smile|face|mouth)\b/,
      /\b(?:arm|hand)\b (?:just |sort of |kind of |just sort of |just kind of )?(?:hangs|hanging|hung|flops|flopping|flopped) (?:down |there |limp |loose |by (?:her|his|my|their) side )?(?!(?:(?![.;!?]).){0,30}\b(?:off the|over the|out of)\b)/,
      /(?<!\b(?:drunk|pints?|beers?|wine|vodka|alcohol|hangover|hung ?over|wasted|tipsy)\b(?:(?![.;!?]).){0,60})\b(?:talking|speech|voice|words)\b (?:is |are |was |were |sounds? |sounded |seems? |has gone |went )(?:a bit |all |really |very |quite |a little |sort of |kind of )?(?:slurr\w*|garbled|mumbl\w*)\b(?!(?:(?![.;!?]).){0,30}\b(?:from|after) (?:the |too much |all the )?(?:drink\w*|alcohol|pints?|beers?|wine|night out)\b)/,
      /(?<!golf |swimming |tennis |rowing |paddle |brush |pen |piston |heat |sun |history of |history of a |family history of |prior |previous |old |past |to |went to |go to |going to )\b(?:stroke|mini[- ]?stroke|transient ischemic attack)\b(?! (?:it|him|her|them|the (?:dog|cat))\b)(?! (?:is |be |are )?(?:risks?|prevention|hereditary|genetic|inherited|runs? in (?:the |my |our )?famil))(?! of (?:good |bad |pure )?(?:luck|genius|midnight|fortune|brilliance|inspiration|fate|the (?:pen|brush|oar|clock)|a (?:pen|brush)))/,
      // Dev-probes-15 and its hostile review, NHS stroke and NHS low blood sugar (slurred speech):
      // "started slurring", "grandma slurring and drooling", "Dad 70, slurred", "speech slurry";
      // not from drink, a numb mouth at the dentist, braces or dentures, tiredness, nor a child's or
      // a musician's "slurring some words" or "notes".
      /\bspeech slurry\b|\bslurr(?:ing|ed)\b(?<!\b(?:drunk|pints?|beers?|wine|prosecco|vodka|gin|rum|whisk(?:e)?y|whiskies|tequila|shots|cider|lager|glass(?:es)?|alcohol|hangover|hung ?over|wasted|tipsy|drinks?|drinking|dentist\w*|dental|(?:a|my|the|new|her|his) filling|fillings|injection|anaesthetic|anesthetic|braces|dentures?|retainer|piercing|tired|knackered|exhausted|shift|guitar|piano|stammer\w*|stutter\w*|cold sore|bit(?:ten)? (?:my |his |her )?tongue|zopiclone|sleeping (?:tablet|pill)s?)\b(?:(?![.;!?]).){0,60}slurr(?:ing|ed))(?! (?:some|a few|certain|the odd|his s|her s|my s|notes|chords|the notes)\b)(?! (?:a bit |slightly )?(?:ever since|since (?:then|the stroke|his stroke|her stroke|my stroke|birth|childhood))\b)(?!(?:(?![.;!?]).){0,40}(?<!\b(?:no|not|never|without|any) )\b(?:drink\w*|drunk|alcohol|pints?|beers?|wine|prosecco|glasses|shots|night out|dentist\w*|filling|injection|anaesthetic|braces|dentures?|retainer|piercing|shift|stammer\w*|stutter\w*|cold sore|tongue|zopiclone|sleeping (?:tablet|pill)s?)\b)/,
      // Hostile review of round nineteen, NHS stroke (speech slurred or garbled): talking "like he's
      // drunk" with drink denied, "words coming out wrong".
      /\b(?:talking|talk|speaking|sounds?|sounding|speech)\b (?:\w+ ){0,2}(?:like (?:he'?s|she'?s|he is|she is|they'?re|i'?m|i am|hes|shes|a) (?:been )?drunk|drunk)\b(?=(?:(?![.;!?]).)*\b(?:not|no|hasn't|hasnt|has not|hadn't|had not|never|without|did not|didn't|doesn't)\b (?:had |touched |been drinking|drunk|drink|a drop|a drink|any (?:alcohol|drink)))|(?<!\b(?:interview|presentation|exams?|meeting|speech|nervous\w*|nerves|embarrass\w*|argument|date|anxious|anxiety|stress\w*|tired|language|english)\b(?:(?![.;!?]).){0,60})\bwords\b (?:are |were |keep |kept |just )?(?:coming|come|came) out (?:all )?(?:wrong|funny|strange|weird|muddled|jumbled|mixed up)\b(?!(?:(?![.;!?]).){0,60}\b(?:interview|presentation|exams?|meeting|speech|nervous\w*|nerves|embarrass\w*|argument|date|anxious|anxiety|stress\w*|tired|language|english)\b)/,
      // Round eighteen review (helper E), NHS stroke (FAST: speech may be garbled; one arm weak):
      // speech told by the act ("speaking all jumbled", "talking muddled words") and one hand that
      // will not grip or hold ("his right hand won't grip his cup"), not from drink, sleep or injury.
      /(?<!\b(?:drunk|pints?|beers?|wine|alcohol|asleep|sleep\w*|dream\w*|baby|babies|toddler|infant|nervous\w*|nerves|french|spanish|german|a new language)\b(?:(?![.;!?]).){0,40})\b(?:speaking|talking|speech|talk)\b (?:(?:is|was|has|had|gone|went|come|came|coming|out|all|very|really|a bit|just|in) ){0,3}(?:jumbled|muddled|garbled|scrambled)(?: (?:up|words|up words))?\b(?!(?:(?![.;!?]).){0,30}\b(?:in (?:his|her|my|their) sleep|asleep|drunk|pints|after (?:a few |too many )?drinks)\b)/,
      /(?<!\b(?:sprain\w*|injur\w*|fell|fall|broke|broken|fractur\w*|cut|burn\w*|arthriti\w*|carpal|tendon\w*|tendin\w*|gout|cast|splint|plaster|surgery|operation|sling|bruis\w*|swollen|swelling|cramp\w*|cold|frozen)\b(?:(?![.;!?]).){0,60})\b(?:left|right|one) (?:hand|arm)\b (?:(?:just|suddenly|now|still) )?(?:will not|would not|cannot|can not|could not|does not|did not|is not able to|is unable to|was unable to) (?:grip|grasp|hold|lift|squeeze|work|move|pick)\b(?!(?:(?![.;!?]).){0,60}\b(?:sprain\w*|injur\w*|fell|fall|broke|broken|fractur\w*|arthriti\w*|carpal|tendon\w*|tendin\w*|gout|cast|splint|plaster|surgery|operation|sling|cold|frozen)\b)/,
      // Round twenty, NHS stroke (FAST: the face may have dropped on one side) told by a relative: "her
      // mouth has gone funny, dribbling her tea out one side", "drooling from one side of his mouth";
      // not a numb mouth after the dentist, teething, nor a known Bell's palsy.
      /(?:\b(?:mouth|face|smile|lips?)\b(?:(?![.;!?]).){0,25}?\b(?:gone|went|going|looks?|looking|is|has|has gone|feels?|feeling)(?: like it'?s| like it is)? (?:all |a bit |really |kind of |sort of )?(?:funny|weird|strange|odd|twisted|slanted|saggy|different|melting|slipped|slipping|sliding|fallen|lopsided|wonky|sideways|crooked)\b(?=(?:(?![.;!?]).){0,40}\b(?:one side|dribbl\w*|drool\w*|droop\w*|slurr\w*)\b)|\b(?:dribbl|drool)\w*\b(?:(?![.;!?]).){0,30}?\b(?:one|the (?:left|right)|(?:his|her|their|my) (?:left|right)) side\b|\b(?:dribbl|drool)\w* (?:out (?:of )?|from |down )?(?:the|one|his|her|their|my) (?:left |right )?(?:side|corner) of (?:his|her|my|the|their) mouth\b|\bone side of (?:his|her|my|the|their) mouth\b(?:(?![.;!?]).){0,20}?\b(?:dribbl|drool)\w*)(?<!\b(?:dentist\w*|dental|(?:a|my|the|new|her|his) filling|fillings|injection|anaesthetic|anesthetic|extraction|teeth\w*|teething|tooth|bell'?s palsy|facial (?:nerve )?palsy|braces?|sting|stung|wasp|bee|swollen|swelling|cold sore|piercing|pierced|filler|botox|lip flip|(?:mouth|lip|tongue|cheek) ulcers?|molars?|in (?:photos|pictures|selfies)|always (?:been|had|done)|for years|since birth|baby|babies|infant|toddler|newborn|months? old)\b(?:(?![.;!?]).)*)(?!(?:(?![.;!?]).)*\b(?:dentist\w*|dental|(?:a|my|the|new|her|his) filling|fillings|injection|anaesthetic|anesthetic|extraction|teeth\w*|teething|tooth|bell'?s palsy|facial (?:nerve )?palsy|braces?|sting|stung|wasp|bee|swollen|swelling|cold sore|piercing|pierced|filler|botox|lip flip|(?:mouth|lip|tongue|cheek) ulcers?|molars?|in (?:photos|pictures|selfies)|always (?:been|had|done)|for years|since birth|baby|babies|infant|toddler|newborn|months? old)\b)/,
    ],
  },
  // Round eighteen review (helper E), NHS stroke (a new stroke after an old one): a new arm, face or
  // speech change told after "but" in a sentence about an old, recovered stroke ("had a stroke 2
  // years ago, fully recovered, but his left arm has gone weak"), the stroke named in the same
  // sentence. Background only so that the old stroke's time anchor does not read the new change as
  // history; a deficit that has stayed the same ("ever since", "still", "like it has been") is not.
  newDeficitAfterBut: {
    label: 'a new arm, face or speech change told after "but" (a new deficit after an old episode)',
    background: true,
    patterns: [
      /(?<!\b(?:heat|sun|golf|swimming|tennis) )\b(?:strokes?|mini[- ]?strokes?|tia|transient ischemic attack)\b(?:(?![.;!?]).){0,120}?\b(?:but|however|yet)\b,? (?:(?:now|today|tonight|this (?:morning|evening|afternoon)|suddenly|all of a sudden|since (?:this morning|yesterday|last night|lunch\w*|breakfast)),? )?(?:(?:his|her|my|their|the) )?(?:(?:left|right|other) )?(?:arm|leg|hand|face|mouth|smile|side|speech|talking|words) (?:(?:has|have|is|are|feels?) )?(?:(?:now|suddenly|just|all of a sudden) )?(?:(?:gone|become|got|turned|started going|going) (?:(?:all|very|really|a bit|so) )?(?:weak|numb|heavy|floppy|dead|limp|droopy|lopsided|slurred|slurry|jumbled|garbled)|dropped|drooping|droopy|slurred|slurring|jumbled|garbled)\b(?!(?:(?![.;!?]).){0,40}\b(?:ever since|since then|since (?:the|that|his|her|my) (?:stroke|tia)|still|like (?:it|they|that) (?:has|have) been|same as (?:before|always)|unchanged|residual)\b)|(?<!\b(?:heat|sun|golf|swimming|tennis) )\b(?:strokes?|mini[- ]?strokes?|tia|transient ischemic attack)\b(?:(?![.;!?]).){0,120}?\b(?:but|however|yet)\b,? (?:(?:now|today|tonight|this (?:morning|evening|afternoon)|suddenly|all of a sudden),? )?(?:he|she|they|i|dad|mum|mom) (?:cannot|can not|could not|is not able to|is unable to) (?:speak|talk|get (?:his|her|my|their) words out|lift (?:his|her|my|their) (?:left |right )?arm)\b(?!(?:(?![.;!?]).){0,40}\b(?:ever since|since then|since (?:the|that|his|her|my) (?:stroke|tia)|still|like (?:it|they|that) (?:has|have) been|same as (?:before|always)|unchanged|residual|to (?:me|us|him|her|them)|english|about)\b)/,
    ],
  },
  // A stroke named as a fear or a question ("scared it is a mini stroke", "was that a stroke?"):
  // text.ts reads the word as no complaint; the stroke rule keeps it an emergency whatever the text
  // rules out (erring toward care).
  strokeFeared: {
    label: 'a stroke named as a fear or a question',
    background: true,
    patterns: [
      new RegExp(
        String.raw`${FEARED_FRAME}(?:(?:mini|minor|small|massive|major|silent)[- ]?)?(?:stroke|transient ischemic attack)\b`,
      ),
    ],
  },
  suddenHeadache: {
    label: 'sudden severe ("thunderclap", worst ever) headache',
    patterns: [
      /\bworst headache\b|\bthunderclap\b|\bheadache\b.{0,60}\bworst (?:ever|of (?:my|his|her) life|pain)\b|\bsudden[- ]onset\b.{0,30}\bheadache\b|\bheadache\b.{0,60}\b(?:peak\w*|max\w* intensity|maximal)\b.{0,20}\b(?:<|under|within|in) ?(?:1|one|a) (?:min\w*|second)/,
      /\b(?:like|as if) (?:i'?d|i had|i have|i've) been (?:hit|struck|kicked)\b.{0,30}\bhead\b/,
      /\bsudden\w*\b.{0,20}\b(?:severe|excruciating|terrible|intense|explosive|worst|blinding|splitting|bad) headache\b/,
      /\bheadache\b.{0,30}\b(?:came on|started|hit|began)\b.{0,10}\b(?:suddenly|all of a sudden|in (?:seconds|a second|an instant)|out of nowhere)\b/,
      // Round twenty-four (a), NHS headaches (999 for a sudden, very severe headache) and NICE CKS
      // headache assessment (the worst headache ever, peaking in seconds): "never had a headache this
      // bad", "headache, I've never had one this bad", and an onset in seconds told further on in the
      // sentence (the pattern above allows 30 characters between).
      /\b(?:never|not ever) (?:had|felt|known|experienced) (?:a |an |one |any )?(?:headache|head pain|pain in (?:my|the) head)s? (?:this|so|as) (?:bad|severe|painful|intense|excruciating)\b|\bheadache\b(?:(?![.;!?]).){0,40}?\bnever (?:had|felt|known) (?:one|a headache|a head pain|anything|pain) (?:this|so|as) (?:bad|severe|painful|intense|excruciating)\b|\bheadache\b(?:(?![.;!?]).){0,80}?\b(?:came on|started|hit|began)\b (?:\w+ )?(?:in (?:seconds|a second|an instant)|within (?:a few )?seconds)\b/,
      // Round twenty-four (b), NHS headaches (999 for a sudden, very severe headache) and NICE CKS
      // headache assessment (thunderclap): the onset told after the headache ("severe headache,
      // sudden onset", "headache of abrupt onset"); not one whose onset is denied ("not sudden onset").
      /\bheadache\b(?:(?![.;!?]).){0,25}?(?<!\b(?:no|not|non|nor|without|never|denies|nil)[- ](?:(?:a|of|very|really|particularly) )?)\b(?:sudden|abrupt|instant|explosive)[- ]onset\b/,
      /\b(?:hit|struck) (?:on|in) the (?:back of the )?head (?:with|by) a (?:bat|hammer)\b/,
      // NHS subarachnoid haemorrhage: a sudden headache "like being hit on the head", told as a
      // simile ("felt like someone hit me over the head", "as if somebody had smacked the back of my
      // skull"), not a real blow (that is a head injury).
      /\b(?:like|as if|as though) (?:(?:someone|somebody|some one|something|a person|i|i'?d|i had|i have|i've|i was|i'?d been|i had been|he|she|they|he'?d|she'?d|he had|she had) )?(?:had |has |have |been |just |suddenly |really |had just |was )*(?:hit|struck|smacked|whacked|clubbed|kicked|punched|slammed|thumped|bashed|shot) (?:(?:me|him|her|them|myself|himself|herself) )?(?:(?:really |so )?hard )?(?:(?:in|on|over|across|at|round|to) )?(?:the |my |his |her |their )?(?:(?:back|top|side|base|front) of (?:the |my |his |her |their )?)?(?:head|skull)\b/,
    ],
  },
  severeHeadache: {
    label: 'severe headache',
    patterns: [
      /\b(?:severe|bad|terrible|excruciating|intense|splitting|blinding|pounding|banging|thumping|awful|worst|really bad|very bad|unbearable|persistent|constant|horrendous) headache\b/,
      /\bheadache\b.{0,20}\b(?:will not go away|not going away|not (?:helped|relieved) by|worse|worst|severe)\b/,
    ],
  },
  headache: {
    label: 'headache',
    patterns: [
      /\bheadache\w*|\bhead (?:hurts|is pounding|pain)\b|\bmigraine\b/,
      // Lay words a hostile review found meningitis and pre-eclampsia told in: "a band of pain round
      // my head", "a thumping head", "my head is banging".
      /\bband of (?:pain|pressure|tightness) (?:all )?(?:a?round|across) (?:my |his |her |their |the )?head\b|\b(?:pounding|thumping|banging|throbbing|splitting|sore) head\b|\bhead (?:is |was |keeps )?(?:thumping|banging|throbbing|splitting|killing (?:me|him|her))\b/,
    ],
  },
  confusion: {
    label: 'new confusion or drowsiness',
    patterns: [
      /\bgcs (?:of |is |was )?(?:9|1[0-4])\b/,
      /\bconfus(?:ed|ion)\b(?! about| by| as to| whether| if| why| how| what| on | over )|\bdisorient\w*|\baltered mental\b|\bdelirium\b|\bdelirious\b|\bnot making sense\b|\btalking nonsense\b|\b(?:very|so|really|more|is|was|became|become|gone|go|got|get|gets) confuse\b/,
      /\bnot (?:acting|behaving) like (?:him|her|them|my)sel(?:f|ves)\b|\bacting (?:strange\w*|weird\w*|odd\w*)\b|\bdoes not (?:know|recogni[sz]e) (?:where|who|us|me|people)\b|(?<!\b(?:box|boxes|dosette|blister packs?|packs?|paperwork|papers|appointments?|letters|prescriptions?|orders?|labels?|notes|files|post) (?:(?:have|has|had|got|get|gets|getting|were|was|are|is|all|a bit|slightly|completely|somehow) ){0,3})\bmuddled\b/,
      /\b(?:does|do|did) not (?:know|remember) (?:what|which) (?:day|year|month|time) it is\b|\b(?:he|she|they)\b (?:does|did) not (?:know|remember) (?:what|which) (?:day|year|month) it was\b|\b(?:does|did) not know (?:his|her|their) (?:own )?(?:name|address)\b/,
      // Round seventeen (helper W): not knowing where one is, told in non-native English ("he not
      // understand where he is", "she did not understand where she was").
      /\b(he|she|they)\b(?:(?![.;!?]).){0,30}?\b(?:not|no) (?:understand|understanding|know|knowing|recogni[sz]e) where \1 (?:is|are|was|were)\b/,
    ],
  },
  // Round twenty-four (b), UK Sepsis Trust (slurred speech or confusion) and NHS sepsis (acting
  // confused): thinking told as muddled ("cannot think straight", "brain is foggy"). Read only beside
  // blotchy, grey or mottled skin (`sepsis-signs-without-fever`): alone it is often worry or fatigue.
  thinkingMuddled: {
    label: 'cannot think straight or clearly',
    patterns: [
      /\b(?:cannot|can not|could not|unable to|struggling to|hard to) (?:think|thinking) (?:straight|clearly|properly|right)\b|\b(?:head|brain|mind|thinking) (?:is |feels |has gone |went )?(?:all )?(?:foggy|fuzzy|muddled|scrambled|mush)\b/,
    ],
  },
  // Round twenty-four (b), NHS "Is your baby or toddler seriously ill?": a baby sleepy, drowsy,
  // listless or not waking, in any word order ("not feeding and sleepy").
  babySleepyWord: {
    label: 'sleepy, drowsy, listless or not waking',
    patterns: [
      /\b(?:sleepy|sleepier|drowsy|lethargic|listless|dozy)\b|\b(?:not|will not|does not|won't) (?:wake|waking|wakening|stay awake)\b|\bhard to wake\b/,
    ],
  },
  // Round twenty-four (b), MedlinePlus near drowning: anyone pulled from the water who needed
  // rescue, or nearly drowned, needs emergency care even if they seem well; lung damage and low
  // oxygen can show hours later as coughing, breathlessness or sleepiness.
  nearDrowning: {
    label: 'nearly drowned, or pulled from the water not breathing or unconscious',
    patterns: [
      /\b(?:nearly|almost|near|half|practically) drown\w*|\bnear[- ]drowning\b|\b(?:pulled|dragged|fished|rescued|lifted) (?:him |her |them |me )?(?:out )?(?:of|from) the (?:water|pool|sea|river|lake|bath|canal|pond)\b(?:(?![.;!?]).){0,40}?\b(?:not breathing|unconscious|blue|limp|floppy|coughing|sleepy|drowsy|vomit\w*|breathless|swallowed (?:a lot of )?water)\b/,
    ],
  },
  // Round twenty-four (b), NHS heart attack (sweating, feeling lightheaded) and NHS sepsis (blue,
  // grey or pale skin): grey or ashen and sweating or clammy together, the look of shock.
  greyAndClammy: {
    label: 'grey or ashen and sweaty or clammy',
    patterns: [
      /\b(?:grey|gray|ashen|ash[- ]grey|deathly pale)\b(?! (?:hair|t-?shirt|top|shirt|jumper|hoodie|sweat(?:shirt|er|pants)|clouds?|sky|day|weather)\b)(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,20}?\b(?:sweat\w*|clammy|clamy)\b|\b(?:sweat\w*|clammy|clamy)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,20}?\b(?:grey|gray|ashen)\b(?! (?:hair|t-?shirt|top|shirt|jumper|hoodie|sweat(?:shirt|er|pants))\b)/,
    ],
  },
  // Round twenty-four (b): cold, clammy and grey or pale skin together (shock).
  coldClammyGrey: {
    label: 'cold, clammy and grey or pale',
    patterns: [
      /\bcold\b,? (?:and )?(?:clammy|sweaty)\b,? (?:and )?(?:(?:very|really|so|looks?|looking|gone|going|has gone) )?(?:grey|gray|ashen|pale|white)\b|\b(?:grey|gray|ashen|pale|white)\b,? (?:and )?cold\b,? (?:and )?(?:clammy|sweaty)\b|\b(?:grey|gray|ashen|pale|white)\b,? (?:and )?(?:clammy|sweaty)\b,? (?:and )?cold\b(?! (?:drinks?|water|weather|room|house)\b)/,
    ],
  },
  // Round sixteen (helper T), NHS sudden confusion (delirium): signs of delirium in carers' words
  // ("picking at the air", "does not know she is in the home", "calling me by her sister's name",
  // "thinks she has to get back home to make her late husband's tea"). Read only with an onset of
  // hours (`sudden-confusion`): alone they can be a person's usual dementia.
  deliriumSigns: {
    label: 'picking at the air, not knowing where they are, or calling people by the wrong names',
    patterns: [
      /\b(?:picking|plucking|grabbing|clutching|reaching|swiping) at (?:the )?(?:thin )?air\b|\b(?:picking|plucking) at (?:(?:his|her|their|the) )?(?:bed ?clothes|bed ?sheets?|sheets?|blankets?|covers|duvet|clothes)\b/,
      /\b(?:does|did|do) not (?:know|realise|realize|recogni[sz]e|understand) (?:that )?(?:she is|he is|they are|she's|he's|shes|hes) (?:in|at) (?:the |a |her |his |their |our )?(?:own )?(?:care home|nursing home|residential home|home|hospital|ward|house|flat)\b|\b(?:does|did|do) not (?:know|recogni[sz]e) (?:her|his|their) (?:own )?(?:home|house|room|family|daughter|son|husband|wife|children|kids)\b/,
      /\b(?:called|calling|calls|call) (?:me|us|staff|the staff|the carers?|the nurses?|everyone|people|(?:her|his|their) (?:\w+ )?(?:son|daughter|husband|wife|carers?)) by (?:the )?(?:wrong names?|(?:her|his|their|my) (?:\w+ )?(?:sister|brother|mother|mum|father|dad|husband|wife|son|daughter)'?s name)\b/,
      /\b(?:thinks|thought|believes|insists|keeps saying|convinced) (?:that )?(?:she|he|they) (?:needs|has|have|must|wants|need) to (?:get|go) (?:back )?(?:home|to (?:work|school)|back to (?:make|cook|look after|feed|pick up))\b|\b(?:asking|looking|calling) for (?:her|his|their) (?:late |dead )?(?:husband|wife|mother|mum|father|dad)\b(?=(?:(?![.;!?]).){0,40}\b(?:died|dead|passed away|passed)\b)/,
    ],
  },
  // Round sixteen (helper T), NHS sudden confusion (delirium): a change told in hours ("since
  // breakfast", "in the last few hours", "completely different since lunch", "out of the blue").
  // Round sixteen review: a usual evening pattern in dementia, not a change ("her usual sundowning").
  usualConfusionPattern: {
    label: 'confusion that is usual for them (sundowning, every evening)',
    background: true,
    patterns: [
      /\bsundown\w*|\b(?:more |gets |always )?confused (?:every|each) (?:evening|night|afternoon)\b|\b(?:every|each) (?:evening|night|afternoon)\b(?:(?![.;!?]).){0,30}\bconfus\w*|\b(?:her|his|their) usual (?:confusion|muddle|pattern)\b/,
    ],
  },
  confusionHoursOnset: {
    label: 'a change in thinking or behaviour over hours (since breakfast, in the last few hours)',
    patterns: [
      /\bsince (?:breakfast|lunch\w*|tea ?time|dinner|this morning|(?:she|he|they) woke(?: up)?|(?:an|one|a couple of|a few|two|three|four|five|six|[1-9]) hours? ago)\b|\b(?:in|over|within) the (?:last|past) (?:(?:few|couple of|\d{1,2}|one|two|three|four|five|six) )?hours?\b|\b(?:completely|totally|suddenly) (?:different|changed|not (?:her|him|them)sel(?:f|ves))\b|\bout of the blue\b|\bcame on (?:suddenly|quickly|over (?:a few |a couple of )?hours)\b|\ball of a sudden\b|\bout of nowhere\b|\bwithin (?:hours|a few hours|an hour|the hour)\b|\bsince (?:today|this) morning\b|\b(?:was|were) (?:fine|normal|ok|okay|(?:her|him|them)sel(?:f|ves)|(?:her|his|their) usual self) (?:this morning|yesterday|last night|earlier|at breakfast|at lunch)\b|\bbefore (?:she|he|they) (?:was|were) (?:normal|fine|ok|okay)\b/,

      /\bsudden(?:ly)? (?:(?:became|become|gone|went|got|getting|is|very|more|really) ){0,2}(?:confused|muddled|disorientated|disoriented|delirious|agitated)\b|\bsudden (?:onset )?(?:confusion|delirium)\b|\bacute(?:ly)? (?:confus\w*|delirium|delirious)\b/,
    ],
  },
  // Round sixteen (helper T), NHS cirrhosis and British Liver Trust: cirrhosis or long-term liver
  // disease, or the medicines given for its brain effects ("lactulose for his liver"). Background.
  liverDisease: {
    label: 'cirrhosis or long-term liver disease',
    background: true,
    patterns: [
      /\bcirrho\w*|\b(?:chronic|end[- ]stage|alcohol(?:ic)?[- ]related|alcoholic|decompensated|advanced|severe|autoimmune) liver (?:disease|failure|cirrhosis|damage)\b|\bliver (?:failure|cirrhosis)\b|\b(?:arld|esld)\b|(?<!\b(?:fatty|nafld|non-alcoholic fatty|mild) )\bliver disease\b|\bhepatic encephalopath\w*|\bon the (?:liver )?transplant list\b|\b(?:lactulose|rifaximin)\b(?:(?![.;!?]).){0,30}?\bfor (?:my |his |her |their |the )?(?:liver|hepatic encephalopathy|encephalopathy)\b/,
    ],
  },
  // Round sixteen (helper T), NHS cirrhosis (periods of confusion or drowsiness) and British Liver
  // Trust (hepatic encephalopathy: a flapping tremor of the hands, odd behaviour): asterixis and a
  // "liver flap" named, hands that "flap" or "jerk" when held out, and doing odd things. Read only
  // with liver disease (`liver-disease-confusion`), or named as hepatic encephalopathy.
  hepaticEncephalopathySigns: {
    label: 'flapping hands (asterixis), odd behaviour, or hepatic encephalopathy named',
    patterns: [
      /\basterixis\b|\b(?:liver|hepatic) flap\b|\bflapping tremor\b|\bhepatic encephalopath\w*|\bencephalopathic\b|\b(?:hands?|arms?|wrists?)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,20}?\b(?:flap\w*|jerk\w*|flick\w*)\b(?:(?![.;!?]).){0,30}?\b(?:hold\w*|held|put\w*|stretch\w*)\b(?:(?![.;!?]).){0,20}?\b(?:out|up)\b/,
      // Round sixteen review: acts, not a personality "changed for the better", a sleep pattern after
      // new shifts, or "silly things like forgetting my keys".
      /\b(?:doing|did|done) (?:(?:some|really|very|a few) )?(?:odd|strange|weird|bizarre) things\b|\bbehaving (?:oddly|strangely|weirdly|bizarrely|out of character)\b|\bput (?:his|her|their|the) (?:\w+ ){0,2}in the (?:fridge|freezer|oven|bin|microwave)\b/,
    ],
  },
  hardToWake: {
    label: 'hard to wake, or does not stay awake',
    patterns: [
      /\b(?:hard|difficult|impossible) to (?:wake|rouse|arouse|keep awake)\b|\b(?:cannot|could not|will not|unable to) (?:wake|rouse|arouse|stay awake|keep (?:him|her|them) awake)\b/,
      // Round eighteen review (helper E), NHS low blood sugar (call 999 if drowsy or unconscious):
      // "he not wake up properly", "she is not waking up properly", not one's own mornings.
      /(?<!\bi (?:do |did |can |could |just |often |never )?)\b(?:not|no|never) (?:wake|waking|woke|waken\w*) (?:up )?(?:properly|fully|right|at all)\b(?! (?:in the morning|in the mornings|after (?:a |my )?(?:nap|sleep)|refreshed)\b)/,
      // Dev-probes-15 and its hostile review, NHS low blood sugar and NHS 999 advice: "not answering
      // when we say his name", "won't respond to us", "can't get a response out of dad"; not a phone
      // left unanswered, a sulk, nor a toddler's hearing or development worry.
      /(?<!\b(?:autis\w*|hearing|aids|deaf\w*|babbl\w*|playing|sulk\w*|moody|mood|ignor\w*|speech delay|develop\w*|phone|mobile|texts?|messages?|dementia|depress\w*|break ?up|row|argument|angry|teen\w*|wax)\b(?:(?![.;!?]).){0,80})(?:\b(?:not|no longer|stopped) (?:answering|replying|reacting|responding)(?: (?:to )?(?:us|me|anyone))? (?:when (?:we|i|you|they|someone|anyone|people) (?:say|shout|speak|talk|said|shouted|spoke|talked)\w*(?: (?:to (?:him|her|them)|(?:his|her|their) name))?|to (?:his|her|their) (?:own )?name|to (?:our|my) voices?)|\b(?:will not|would not|won't|wont) (?:answer|respond|react)(?: to)? (?:us|me|anyone|his name|her name|their name)|\b(?:cannot|can not|could not) get (?:a |any )?(?:response|reaction) (?:out of|from) (?:him|her|them|dad|mum|mom|nan|nana|grandad|grandma|granny|grandpa|husband|wife|partner|my (?:dad|mum|mom|husband|wife|partner|son|daughter|nan|grandad))\b|\b(?:shout\w*|call\w*|said|saying) (?:his|her|their) name and (?:nothing|no response|no reaction))\b(?!(?:(?![.;!?]).){0,80}\b(?:autis\w*|hearing|aids|deaf\w*|babbl\w*|playing|sulk\w*|moody|ignor\w*|phone|mobile|texts?|messages?|otherwise (?:well|fine|happy)|happily|dementia|depress\w*|months|wax)\b)/,
      // Round twenty and its reviews: "doesn't answer when we talk to her", "…reply when spoken to", "…when
      // you ask him anything"; its own exclusions (a row, headphones, Alzheimer's, bad ears, the surgery
      // not replying), so that the older readings above keep theirs.
      /\b(?:does not|did not|will not|would not)(?<!\b(?:autis\w*|hearing|aids|deaf\w*|babbl\w*|playing|sulk\w*|moody|mood|ignor\w*|speech delay|develop\w*|phone|mobile|texts?|messages?|dementia|alzheimer\w*|depress\w*|break ?up|row|argument|fight|fighting|angry|teen\w*|wax|headphones|earphones|airpods|gaming|ears|stubborn|voices?|sounds?|noises?|surgery|practice|receptionist|boss|office|dishes|chores|homework|lol|haha|drinking)\b(?:(?![.;!?]).){0,95}) (?:answer|respond|react|reply)(?: (?:to )?(?:us|me|anyone))? when (?:(?:we|i|you|they|someone|anyone|people) (?:say|shout|speak|talk|said|shouted|spoke|talked)\w*|(?:we|i|you|they|someone|anyone|people) ask\w* (?:him|her|them) (?:anything|something|a question|questions|his name|her name|their name)|spoken to|asked|talked to)(?!(?:(?![.;!?]).){0,25}\bfrom (?:behind|another room|the other room|across|upstairs|downstairs|the garden)\b)\b(?!(?:(?![.;!?]).){0,80}\b(?:autis\w*|hearing|aids|deaf\w*|babbl\w*|playing|sulk\w*|moody|mood|ignor\w*|speech delay|develop\w*|phone|mobile|texts?|messages?|dementia|alzheimer\w*|depress\w*|break ?up|row|argument|fight|fighting|angry|teen\w*|wax|headphones|earphones|airpods|gaming|ears|stubborn|voices?|sounds?|noises?|surgery|practice|receptionist|boss|office|dishes|chores|homework|lol|haha|drinking|otherwise (?:well|fine|happy)|happily|months|can'?t hear|cannot hear|smil\w*)\b)|\b(?:barely|hardly) (?:answers|answering|replies|replying|responds)\b(?! to (?:texts?|messages?|calls?|emails?|the phone)\b)|\b(?:gives?|giving) no (?:response|reaction|answer)\b/,
      // "Not waking me at night" is a symptom that spares sleep, not a person who will not wake.
      /\bnot (?:waking(?! (?:me|us)(?: up)? (?:at|in the|during the) night)|responsive|rousable)\b|\bnothing\b[^.]{0,25}\b(?:is |will )?(?:waking|wake) (?:him|her|them)\b|\bnot responding\b(?! (?:normally|as (?:usual|normal|normally)|like (?:usual|normal|(?:he|she) usually does))\b)(?! to (?!(?:voice|me|us|him|her|them|pain|touch|his name|her name|their name|anything|anyone|questions|commands|shouting|shaking)\b))|\bbarely (?:responsive|awake|conscious|responding|reacting)\b|\bunrousable\b|\bobtunded\b|\bonly wakes?\b|\bkeeps? (?:drifting off|falling asleep)\b/,
      // Not hearing ("does not respond when called from behind", "to sounds"): NICE CKS hearing loss.
      /\b(?:does|did) not (?:wake|stay awake|respond(?! to (?:loud )?(?:noises|sounds)(?: like| such as| at home| at school| at nursery)\b)(?! when (?:called|spoken to|we call|i call) from (?:behind|another room|across the room)\b(?!(?:(?![.;!?]).){0,40}\b(?:pain|shak\w*|shook|pinch\w*|touch\w*|nothing|at all|or to|or when)\b)))\b/,
      /\b(?:gone|went|going|become|became|is|was) (?:all |very |completely )?(?:floppy|limp)\b|\b(?:floppy|limp) and (?:unresponsive|not responding|will not wake|blue|pale)\b|\b(?:blue|grey|gray|pale|white|drowsy|sleepy|lethargic) and (?:floppy|limp)\b|\b(?:floppy|limp) and (?:very |so |really )?(?:drowsy|lethargic)\b|\bcannot be woken\b|\bnot rousable\b/,
      // Round twelve (helper L): someone else who can hardly be woken ("can hardly wake him"), not one's
      // own trouble waking up in the morning.
      /\b(?:can|could|can only just|could only just) (?:hardly|barely|scarcely|just about) (?:wake|rouse|get a response from) (?:him|her|them|the baby|my (?:son|daughter|husband|wife|partner|dad|mum|mother|father|baby|nan|grandad|grandma|grandpa)|dad|mum|nan|grandad|grandma|grandpa)\b/,
    ],
  },
  drowsy: {
    label: 'unusually sleepy, floppy or listless',
    patterns: [
      /\b(?:very|extremely|unusually|abnormally|really|so) (?:sleepy|drowsy|lethargic|listless|tired and floppy)\b|\blethargic\b|\blistless\b|\bfloppy\b|\bweak,? high[- ]pitched (?:cry|crying)\b|\bnot (?:interested in|reacting to) (?:anything|toys|feeding)\b/,
    ],
  },
  // Round thirteen (helper Q), NICE NG143 amber features (not responding normally to social cues,
  // decreased activity) and NHS fever in children ("not their usual self"): a child who is "not
  // himself", "not her usual self", "subdued", "quieter than usual", "just not right", not
  // interested in the toys. Read only with a fever in a child (`febrile-child-amber`).
  notUsualSelf: {
    label: 'not their usual self, subdued or less active than usual',
    patterns: [
      /\bnot (?:(?:at all|really|quite|being|been|acting|seemed|seeming) )?(?:him|her|them)sel(?:f|ves)\b|\bnot (?:(?:his|her|their) )?(?:usual|normal) (?:(?:lively|bubbly|cheeky|happy|chatty|smiley|playful) )?self\b|\b(?:just|definitely|really) not right\b|\b(?:parents?|mum|mom|dad|carer|nursery)\w*:? (?:says?|said|feels?|thinks?|reports?)?:? ?(?:he is |she is |they are |baby is )?not right\b|\bsubdued\b|\b(?:quiet(?:er)?|flat(?:ter)?|less active|less playful|less interactive) than (?:usual|normal|his usual|her usual)\b|\bunusually quiet\b|\b(?:reduced|decreased|less|low) activity\b|\bnot (?:responding|reacting) (?:normally )?to (?:social cues|smiles?)\b|\b(?:not|no longer|stopped) smiling\b|\bnot interested in (?:(?:his|her|their) )?(?:toys|playing|play|anything|cartoons|tv)\b|\bwill not play\b|\bnot playing (?:at all|like (?:he|she) usually does)\b/,
    ],
  },
  // Round thirteen (helper Q), NICE NG143 amber features (poor feeding, reduced urine output): a
  // febrile child taking less to drink or feed ("reduced fluid intake", "barely drunk anything",
  // "feeding about half of usual") with only a few wet nappies today. Read only with a fever in a
  // child (`febrile-child-amber`).
  reducedIntake: {
    label: 'drinking or feeding less than usual',
    patterns: [
      /\b(?:reduced|poor|decreased|low|minimal|not much) (?:oral |fluid |po )?(?:intake|feeding|feeds)\b|\bpoor(?:ly)? feed\w*|\b(?:barely|hardly|not) (?:drinking|drunk|drank|feeding|taking (?:his |her |their |any |much )?(?:milk|bottles?|feeds?|fluids?|drinks?))\b|\b(?:drinking|feeding|taking (?:his |her |their )?(?:milk|fluids|feeds|bottles?)) (?:much |a lot |far )?less\b|\b(?:feeding|feeds|drinking|intake|milk|fluids?)\b (?:~|about |around |only |at )?(?:[1-6]0 ?%|half|a third|a quarter) (?:of )?(?:(?:his|her|their) )?(?:usual|normal)\b|\boff (?:his|her|their) (?:milk|feeds|bottles?|drinks)\b/,
    ],
  },
  fewWetNappies: {
    label: 'only a few wet nappies today, or reduced urine output',
    patterns: [
      /\b(?:only |just )?(?:[0-3]|one|two|three|a couple of) wet (?:nappies|nappy|diapers?) (?:today|all day|in (?:the )?(?:last |past )?(?:24|12|18) ?(?:h|hours?|hrs?)|since (?:this morning|yesterday|last night|breakfast)|(?:in|over) (?:the )?(?:last |past )?day)\b|\b(?:reduced|decreased|low|poor) (?:urine output|wet nappies|wet diapers)\b/,
      // Round fourteen (helper S), NHS dehydration: "just one slightly damp nappy", "2 wet nappies today
      // instead of her usual 6".
      /\b(?:just |only )?(?:one|a|1|two|2) (?:slightly |barely |a bit |bit )?damp (?:nappy|nappies|diapers?)\b|\b(?:[0-3]|one|two|three|a couple of) wet (?:nappies|nappy|diapers?)\b(?:(?![.;!?]).){0,30}?\b(?:instead of|compared (?:to|with)|rather than|down from|than (?:usual|normal))\b/,
    ],
  },
  // Round fourteen (helper S), NHS dehydration: dry lips or mouth, and a young child refusing drinks,
  // read together with fewer wet nappies (`young-child-dehydration`).
  dryLipsMouth: {
    label: 'dry lips, mouth or tongue',
    patterns: [
      /\b(?:dry|cracked|parched|sticky) (?:lips|mouth|tongue)\b|\b(?:lips|mouth|tongue) (?:(?:look|looks|looked|are|is|seem|seems|feel|feels|gone|very|really|a bit|quite) )*(?:dry|cracked|parched|sticky)\b/,
    ],
  },
  childRefusingDrinks: {
    label: 'refusing drinks or feeds',
    patterns: [
      /\b(?:refus\w*|(?:will|would) not (?:take|have)|turning down|pushing away) (?:all |any |her |his |their |every |the |most )?(?:drinks?|fluids?|bottles?|feeds?|milk|water|cups?|sippy cups?|beakers?)\b|\brefus\w* to (?:drink|feed|take (?:a |any |her |his )?(?:bottle|feed|drink))\b/,
    ],
  },
  offLegs: {
    label: 'an older person suddenly off their legs or unable to get up',
    patterns: [
      /\b(?:gone|went|going|been|is|was) (?:a bit |a little |quite |completely |totally |right |really )?off (?:her|his|their|my|me) (?:legs|feet)\b|\bcannot get (?:out of|up from|up off) (?:bed|the bed|the chair|her chair|his chair|the floor)\b|\bkeeps? falling (?:over|down)?\b/,
    ],
  },
  // Round ten (helper C), NHS falls: someone who cannot get up off the floor, or who has lain there a
  // long time (hours, all night), needs an ambulance (a "long lie": pressure damage, muscle breakdown,
  // cold). Lying on the floor without a fall, a find or being stuck ("played on the floor for hours")
  // is not this.
  longLie: {
    label: 'cannot get up off the floor after a fall, or on the floor for hours (a long lie)',
    patterns: [
      // Round eleven (helper K), NHS falls: a "long lie" with the fall, the floor, a find, a carer or
      // cold told anywhere in the text ("Mum had a long lie. She'd been on the floor since
      // yesterday."), not a lie-in ("a long lie in bed on Sunday"); fallen and cannot get up without
      // help, or there since a time; on the floor for hours before anyone found them, or till morning.
      /\blong lie\b(?! ?-?in\b)(?!.{0,150}\b(?:in bed|stayed in bed|lie-?ins?|slept in|sleep in|weekend|day off)\b)(?!(?:(?![.;!?]).){0,40}\b(?:in bed|on (?:a )?(?:sunday|saturday)|at the weekend|this weekend|feel (?:great|good|better|refreshed)|lovely|needed it)\b)(?:(?=.{0,150}\b(?:fell|fallen|fall|floor|ground|found|carer|overnight|all night|cold|hypotherm\w*|since yesterday|ambulance)\b)|(?<=\b(?:fell|fallen|fall|floor|ground|found|carer)\b.{0,150}))|\b(?:fell|fallen|had a fall|collapsed)\b(?:(?![.;!?]).){0,80}?\b(?:cannot|can not|could not|unable to|not able to) get (?:up|myself up|him up|her up|them up)\b(?:(?![.;!?]).){0,40}?\bwithout (?:help|someone|anyone|assistance|being helped)\b|(?<=\b(?:fell|fallen|had a fall|collapsed|on the floor|on the ground)\b.{0,120})\bbeen (?:here|there|lying here|lying there|on the floor|on the ground|down here|stuck here|stuck there) (?:since (?:\d{1,2}(?::\d\d)? ?(?:am|pm|o'clock)|midnight|last night|yesterday|the night|the early hours)|for (?:hours|ages|a long time|(?:several|a few|a couple of|many|two|three|four|five|six|[2-9]|\d\d) (?:hours?|hrs?)))\b|\b(?:lying|lain|lay|laid|been) (?:on|down on) (?:the|my|his|her|their) (?:\w+ )?(?:floor|ground)\b(?:(?![.;!?]).){0,20}?\bfor (?:hours|ages|a long time|(?:several|a few|a couple of|many|two|three|four|five|six|[2-9]|\d\d) (?:hours?|hrs?))\b(?=(?:(?![.;!?]).){0,20}\b(?:before|until|till|til) (?:anyone|someone|somebody|we|i|they|the carer|her carer|his carer|a neighbou?r|he|she) (?:found|came|got there|got to|arrived|noticed|heard))|\b(?:fell|fallen|fall|had a fall|collapsed)\b(?! asleep\b)(?:(?![.;!?]).){0,60}?\bon the (?:\w+ )?(?:floor|ground)\b(?:(?![.;!?]).){0,20}?\b(?:till|until|til) (?:the )?(?:morning|dawn|daylight|lunch\w*|someone came|the carer came|the carers came)\b/,
      // Round ten misfires (helper G): "long lie" only with a fall or the floor in the sentence (in
      // Scottish English a long lie is a lie-in: "had a long lie on Sunday").
      /(?<=\b(?:fell|fallen|fall|falls|falling|floor|ground|found)\b(?:(?![.;!?]).)*)\blong lie\b|\blong lie\b(?=(?:(?![.;!?]).){0,60}\b(?:fell|fallen|fall|falling|falls|floor|ground|found)\b)|\bfound (?:lying )?on (?:the )?(?:floor|ground)\b(?:(?![.;!?]).){0,40}?\b(?:[2-9]|\d\d|several|many) ?(?:hours?|hrs?|h)\b/,
      // Not a baby or toddler who cannot get up yet or will not be got up, nor someone who can with
      // help ("without holding onto furniture") (round ten misfires, helper G).
      /(?<!\b(?:bab(?:y|ies)|toddler|infant|newborn|little one)\b(?:(?![.;!?]).){0,15})\b(?:cannot|can not|could not|unable to|cannot even) (?:get|pick|lift|help) (?!(?:my |his |her |the |our )?(?:bab(?:y|ies)|toddler|infant|newborn|little one|dog|cat)\b(?!(?:(?![.;!?]).)*\b(?:fell|fall|fallen|collapsed|passed out)\b))(?:(?:my|his|her|their|him|her|them|me|myself|himself|herself|mum|mom|dad|nan|nana|gran|granny|grandma|grandad|grandpa|husband|wife|partner|[a-z]+'s) )*(?:\w+ )?(?:up )?(?:off|from|up from|up off) (?:of )?(?:the|my|his|her|their) (?:bathroom |kitchen |bedroom |hall |lounge |living room )?(?:floor|ground)\b(?! (?:without (?:holding|help|using|grabbing|leaning|pulling)|by (?:him|her|my|them)sel(?:f|ves) yet)\b)/,
      /\b(?:fell|fallen|fall|falls|found|collapsed|stuck|slipped|tripped)\b(?! asleep\b)(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,50}?\b(?:on|off|onto) (?:the|my|his|her|their) (?:bathroom |kitchen |bedroom |hall |lounge |living room )?(?:floor|ground)\b(?:(?![.;!?])(?!\b(?:play\w*|yoga|stretch\w*|exercis\w*|sleep\w* on purpose)\b).){0,50}?\b(?:for (?:hours|ages|a long time|the whole night|(?:several|a few|a couple of|many|two|three|four|five|six|[2-9]|\d\d) (?:hours?|hrs?))|all night|overnight|since (?:last night|yesterday|the night|the early hours)|hours)\b/,
      /\b(?:on|off) the (?:floor|ground)\b(?:(?![.;!?]).){0,40}?\b(?:cannot|could not|unable to|not able to) (?:get|stand|pull (?:my|him|her)self) up\b|\b(?:cannot|could not|unable to) get up\b(?:(?![.;!?]).){0,30}?\b(?:after|since) (?:(?:i|he|she|they|my \w+|mum|dad) )?(?:fell|had (?:a|the) fall|fallen|falling)\b/,
      // Round ten (helper H): "cannot get up after the fall"; stuck on the floor since a time ("mum's
      // been stuck on the floor since 3am"); found on the floor after falling in the night, or with
      // no one knowing how long; fell and could not reach the phone, found the next morning.
      /\b(?:cannot|can not|could not|unable to|not able to) get (?:myself |himself |herself |themselves )?up\b(?:(?![.;!?]).){0,30}?\b(?:after|since|from) (?:the|a|my|his|her|their|that) fall\b|\b(?:i|he|she|they|mum|mom|dad|nan|nana|gran|granny|grandma|grandad|grandpa|husband|wife|partner)(?:'s| is| was| has been| had been|'s been|'d been| have been| am|'m| are|'re)? (?:been )?stuck (?:lying )?(?:on|down on) (?:the|my|his|her|their) (?:bathroom |kitchen |bedroom |hall |lounge |living room )?(?:floor|ground)\b|\b(?:lying|lain|lay|laid|been|stuck|fallen|fell|collapsed|down) (?:\w+ )?(?:on|onto) (?:the|my|his|her|their) (?:bathroom |kitchen |bedroom |hall |lounge |living room )?(?:floor|ground)\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,30}?\bsince (?:\d{1,2}(?::\d\d)? ?(?:am|pm|o'clock)|midnight|the middle of the night|early this morning|the early hours|bedtime|last night)\b|\bfound\b(?:(?![.;!?]).){0,40}?\b(?:on|lying on) (?:(?:the|my|his|her|their) )?(?:bathroom |kitchen |bedroom |hall |lounge |living room )?(?:floor|ground)\b(?:(?![.;!?]).){0,80}?(?:\b(?:fell|fallen|fall|been there|been lying there)\b(?:(?![.;!?]).){0,25}?\b(?:in the night|during the night|overnight|last night|yesterday|the night before)\b|\b(?:not|no) (?:know|knows|sure|idea) (?:of )?how long\b)|\b(?:fell|fallen|had a fall|collapsed)\b(?:(?![.;!?]).){0,80}?\b(?:(?:could not|cannot|unable to|not able to) (?:reach|get to) (?:the|a|her|his|my|their) (?:phone|mobile|pendant|alarm)\b|found (?:him|her|them|me|mum|dad|nan|gran)\b (?:on the floor|on the ground|there|lying there|still there) (?:this morning|in the morning|the next morning|next morning|the next day|today))|\b(?:fell|fallen|had a fall|collapsed)\b (?:\w+ ){0,2}?(?:yesterday|last night|in the night|during the night|overnight|the night before)\b(?:(?![.;!?]).){0,60}?\bfound (?:him|her|them|me|mum|dad|nan|gran)\b(?:(?![.;!?]).){0,20}?\b(?:this morning|in the morning|the next morning|next morning|the next day)\b/,
      /\b(?:found|fell|fallen|collapsed|had a fall)\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,80}?\bbeen (?:lying |stuck |laid )?(?:there|on the floor|on the ground|down there)\b(?:(?![.;!?]).){0,15}?\b(?:for (?:hours|ages|a long time|(?:several|a few|a couple of|many|two|three|four|five|six|[2-9]|\d\d) (?:hours?|hrs?))|all night|since last night|overnight)\b/,
      // Round twelve (helper M), NHS falls: "been there (for) hours" after a fall or not being able to
      // get up, told before or after it ("she's been there hours since falling").
      /\b(?:fell|fallen|had a fall|collapsed|(?:cannot|can not|could not|unable to|not able to) get (?:\w+ )?up)\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,80}?\bbeen (?:lying |stuck |sat |sitting |laid )?(?:here|there|on the floor|on the ground|down there|down here|like that) (?:for )?(?:hours|ages|a long time|(?:several|a few|a couple of|many|two|three|four|five|six|[2-9]|\d\d) (?:hours?|hrs?)|all (?:night|day|morning|afternoon)|overnight)\b(?!(?:(?![.;!?]).){0,20}\b(?:waiting|a&e|a and e|hospital|casualty|emergency room|er|urgent care|ward)\b)|\bbeen (?:lying |stuck |sat |sitting |laid )?(?:here|there|on the floor|on the ground|down there|down here|like that) (?:for )?(?:hours|ages|a long time|(?:several|a few|a couple of|many|two|three|four|five|six|[2-9]|\d\d) (?:hours?|hrs?)|all (?:night|day|morning|afternoon)|overnight)\b(?!(?:(?![.;!?]).){0,20}\b(?:waiting|a&e|a and e|hospital|casualty|emergency room|er|urgent care|ward)\b)(?=(?:(?![.;!?]).){0,40}?\b(?:since|after) (?:(?:she|he|they|i|we|mum|mom|dad|nan|gran) )?(?:fell|falling|the fall|a fall|her fall|his fall|collaps\w*)\b)/,
    ],
  },
  // Round sixteen (helper T), NHS hypothermia (pale, cold skin; a baby cold to touch): a person or
  // their body cold to touch ("freezing cold to touch", "her skin is ice cold", "he felt like ice").
  // Not feeling cold oneself ("I am freezing"), nor hands or feet alone.
  coldToTouch: {
    label: 'cold to touch (a person or their body)',
    patterns: [
      /(?<!\b(?:hands?|feet|foot|fingers?|toes?|nose|ears?|fingertips)\b(?: \w+){0,3} )\b(?:(?:freezing|ice|icy|stone|very|really|so|bitterly|extremely|deathly)[- ])?cold to (?:the )?touch\b|\b(?:(?:her|his|their|the) (?:skin|body|chest|tummy|belly|back|face|forehead|arms and legs)|(?:she|he|they|mum|dad|nan|nana|gran|granny|grandad|grandma|grandpa)(?:'s|'re| is| was| were| are| felt| feels?)) (?:(?:is|was|feels?|felt|are|so|really|very|like) )?(?:ice[- ]cold|icy cold|stone cold|freezing cold|cold as ice|like ice|like a block of ice|icy)\b|\b(?:she|he|they|mum|dad|nan|nana|gran|granny|grandad|grandma|grandpa)(?:'s|'re| is| was| were| are)? (?:like ice|like a block of ice|stone cold|ice[- ]cold)\b/,
    ],
  },
  // Round sixteen (helper T): hypothermia named ("she is hypothermic"), read only with a sign of it.
  // Round sixteen review, UKONS triage tool and NICE NG151: on anticancer treatment a temperature of
  // 37.5 °C or more, or feeling shivery or unwell, is possible neutropenic sepsis.
  temperature375: {
    label: 'a temperature of 37.5 °C (99.5 °F) or more written in the text',
    patterns: [
      /\b(?:temp\w*|t)\b(?:(?![.;!?]).){0,12}?\b(?:37[.,][5-9]|3[89](?:[.,]\d)?|4[01](?:[.,]\d)?|99[.,][5-9]|10[0-5](?:[.,]\d)?)\b/,
    ],
  },
  hypothermiaNamed: {
    label: 'hypothermia or hypothermic named',
    patterns: [/\bhypotherm(?:ia|ic)\b/],
  },
  // Round sixteen (helper T), NHS hypothermia (slurred speech, tiredness or confusion; shivering stops
  // as it gets worse): slow or mumbled speech, a person gone very slow, shivering that has stopped.
  // Read only with a person cold to touch, a cold house or hypothermia named (`hypothermia`).
  hypothermiaSigns: {
    label: 'slow, slurred or mumbled speech, very slow, or shivering that has stopped',
    patterns: [
      /\b(?:slow|slowed|sluggish|slurr\w*|thick|mumbl\w*) (?:speech|talking|words|voice)\b|(?<!\b(?:get|gets|got|getting|come|came|coming|snap|snapped|grow|grew|talk|talked|way|make|made|keep|kept|stay|stayed|leave|left|want|wants|wanted) )\bout of it\b(?! all\b)|\bmumbl(?:ing|es|ed)\b|\bslurring\b|\b(?:talking|speaking|answering|responding|reacting|moving) (?:very |really |so )?slow(?:ly)?\b|\b(?:very|really|so) slow (?:and|to) (?:vague|confused|drowsy|sleepy|respond|answer|react|talk|speak)\w*/,
      STOPPED_SHIVERING,
    ],
  },
  // Round sixteen (helper T), NHS hypothermia (living in a cold house, out in the cold too long): no
  // heating, a cold house, a night outside or in cold water. Read only with a person cold to touch or
  // signs of hypothermia.
  // Round sixteen review, NHS hypothermia: shivering that has stopped in someone who was cold is a
  // sign it is getting worse; read with drowsiness or confusion.
  // Round sixteen review (AHA, NICE CKS heart failure: breathless at rest is an emergency).
  breathlessAtRest: {
    label: 'breathless at rest, sitting still or talking',
    patterns: [
      /\b(?:breathless|short of breath|out of breath|puffed|can(?:no|')?t (?:get my|catch my) breath|struggling to breathe|sob)\b(?:(?![.;!?])(?!\b(?:not|no|never|without)\b).){0,25}?\b(?:at rest|(?:even )?(?:when |while )?(?:sitting|sat|lying) (?:still|down|up)|even sitting|doing nothing|talking|in bed)\b|\bsob(?:oe)? at rest\b|\bbreathless(?:ness)? at rest\b/,
    ],
  },
  stoppedShivering: {
    label: 'shivering that has stopped',
    patterns: [STOPPED_SHIVERING],
  },
  coldExposure: {
    label: 'no heating, a cold house, or a night out in the cold or in cold water',
    patterns: [
      /\b(?:heating|heater|boiler|radiators?)\b (?:(?:was|is|has been|had been|went|had gone|has gone|had|been) )*(?:off|broken|not (?:on|working)|turned off|broke(?:n)? down|packed up|run out)\b|\bno (?:heating|heat|gas|electric\w*)\b|\b(?:house|flat|room|bungalow|home) (?:is |was )?(?:freezing|ice[- ]cold|stone cold|like a fridge)\b|\b(?:all night|for hours|overnight) (?:out )?(?:in the (?:cold|snow|rain|garden)|outside)\b|\b(?:in the (?:cold|snow|rain|garden)|outside|on the (?:floor|ground)) (?:all night|for hours|overnight)\b|\b(?:in|into) (?:cold|icy|freezing) water\b|\bout in the (?:cold|snow|freezing)\b/,
    ],
  },
  unconscious: {
    label: 'unconscious or unresponsive',
    patterns: [
      /\bgcs (?:of |is |was )?(?:[3-8])\b(?!\.\d)|\bunconscious\b|\bunresponsive\b|\bwill not wake(?: up)?\b|\bnot waking(?: up)?\b(?! (?:me|us)(?: up)? (?:at|in the|during the) night)|\bpassed out\b|\bloss of consciousness\b|\bknocked out\b|\bnot breathing\b|\bcollapsed and\b/,
      // Round twenty-four (b), NHS CPR (call 999 for someone unresponsive and not breathing
      // normally): no pulse ("no pulse", "pulseless", "cannot find a pulse on him"); not a pulse
      // missing in a foot or a hand, nor one's own pulse being hard to find.
      /\bno pulse\b(?! (?:in|on|at) (?:(?:the|his|her|my|their) )?(?:(?:left|right) )?(?:foot|feet|toes?|legs?|ankles?|arm|hand|fingers?|wrist)\b)|\bpulseless\b|\b(?:cannot|could not|can not) (?:find|feel|get) (?:a |any |his |her |their )pulse\b/,
    ],
  },
  // Dev-probes-15 and its hostile review, NHS low blood sugar (call 999 if someone cannot swallow
  // safely): a bystander who cannot get sugar into them ("we can't get him to swallow the juice",
  // "won't swallow the gel", "spitting out the lucozade", "too out of it to take sugar"); only read
  // with diabetes, by the severe low blood sugar rule. Not a person's own sore throat or food that
  // sticks.
  cannotSwallowNow: {
    label: 'cannot be got to swallow sugar, a drink or food',
    patterns: [
      /\b(?:cannot|can not|could not) get \w+ to (?:swallow|take|drink|eat) (?:the |any |some |his |her )?(?:juice|sugar|glucose|gel|sweets?|lucozade|jelly babies|coke|cola|sugary drink|drink|anything)\b(?!(?:(?![.;!?]).)*\b(?:hates?|taste|fine now|normal)\b)|\b(?:will not|would not|won't|wont|refus\w* to) (?:swallow|take|drink) (?:the |any |his |her |their )?(?:juice|sugar|glucose|gel|sweets?|lucozade|coke|cola|drink|sugary drink)\b|\btoo (?:out of it|drowsy|confused|sleepy|far gone|muddled) to (?:take|swallow|eat|drink)\b|\bspit\w* (?:out )?(?:the |his |her |any )?(?:juice|sugar|glucose|gel|sweets?|lucozade|coke|drink)\b(?!(?:(?![.;!?]).)*\b(?:hates?|taste|fine now|normal)\b)|\b(?:juice|drink|lucozade|gel|coke)\b (?:just )?(?:dribbles|dribbled|dribbling|runs|ran|pours|poured) (?:back )?out\b/,
    ],
  },
  seizure: {
    label: 'seizure or convulsion',
    patterns: [
      /\bseizur\w*|\bconvuls\w*|\bfitting\b|\bhaving (?:a )?fits?\b|\bepileptic (?:fit|attack)\b|\bfitted for (?:a |about |around |over |almost |nearly )?(?:\d+|a|one|two|three|five|few|couple of) (?:seconds?|secs?|minutes?|mins?)\b/,
      // Round twenty-four (b), NHS febrile seizures (999 for a first fit): a fit told beside a fever
      // ("a temperature and a fit", "first fit with a fever"); not "a fit child", "a fit of coughing".
      /\b(?:fever|temperature|temp|febrile|high temp\w*)\b(?:(?![.;!?]).){0,25}?\b(?:a|first|another|her first|his first) fits?\b(?! (?:of|and|young|healthy|child|kid|boy|girl|baby|toddler|man|woman|person|adult|lad|lass|guy)\b)|\b(?:a|first|another) fits?\b(?! (?:of|and)\b)(?:(?![.;!?]).){0,25}?\b(?:fever|temperature|temp)\b/,
      /\b(?:had|has|having|took|takes|in|another|febrile) (?:a |another )?fits?\b(?! (?:and|of) (?:well|healthy))|\b(?:shaking|jerking|twitching) (?:all over|uncontrollably)\b.{0,30}\b(?:not responding|unresponsive|eyes rolled)\b|\beyes rolled back\b/,
      // Round eleven (helper F), NHS epilepsy: fits counted ("3 fits today", "more fits than usual").
      new RegExp(
        String.raw`(?<!\b(?:come|comes|came|available|sold|made|cut) in )\b(?:[2-9]|\d\d|two|three|four|five|six|seven|eight|nine|ten|several|multiple|a few|a couple of|lots of|loads of|more) (?:(?:big|little|small|bad|tonic[- ]clonic|absence) )?(?:fits|convulsions)\b(?! (?:a|per|each|every) (?:week|month|year)\b)(?! of\b)(?!(?:(?![.;!?]).){0,30}\b(?:when (?:she|he|they|i|you|we) (?:saw|sees|see|hears?|heard|finds? out|found out)|as (?:a baby|an infant|a toddler|a child|a kid|babies|children))\b)${LONG_AGO}${NOT_RECENT}`,
      ),
    ],
  },
  longSeizure: {
    label: 'seizure lasting 5 minutes or more, or seizures one after another',
    patterns: [
      /\b(?:seizur\w*|convuls\w*|fits?|fitting|shaking)\b.{0,50}\b(?:more than|over|longer than|for|lasting|lasted) (?:[5-9]|five|six|seven|eight|nine|ten|\d{2}) ?min\w*/,
      /\b(?:seizur\w*|convuls\w*|fits?|fitting)\b.{0,30}\b(?:will not stop|not stopping|keeps? (?:happening|coming|going)|back[- ]to[- ]back|one after (?:another|the other)|again and again|without (?:waking|regaining|coming round|coming to))\b/,
      /\bstatus epilepticus\b|\b(?:several|multiple|repeated|cluster of|clusters of) seizur\w*/,
      // Round eighteen review (helper E), NHS epilepsy and what to do if someone has a seizure (call
      // 999 if it lasts more than 5 minutes): "been seizing 7 mins", "still fitting after 5 minutes",
      // "grand mal going on 7 min", "tonic-clonic for 6 minutes"; not "a fit 10 minutes ago".
      /\b(?:seiz(?:ing|ed)|seizur\w*|convuls\w*|fits?|fitting|grand mal|tonic[- ]clonic)\b(?:(?![.;!?]).){0,40}?(?:\b(?:after|past|going on|going for|for|over|more than|longer than|at least|nearly|almost|about|around)\b ?)?(?:>|over |more than )?(?:\b[5-9]|\b[1-5]\d|\bfive|\bsix|\bseven|\beight|\bnine|\bten|\btwenty) ?(?:min\b|mins\b|minutes?\b)(?! ago\b)(?! (?:before|earlier|later|apart|each|every)\b)/,
    ],
  },

  // Infection and the child who is unwell.
  fever: {
    label: 'fever (38 °C / 100.4 °F or higher)',
    patterns: [
      /\b(?:got a|have a|has a|had a|with a|and a|slight|mild|high|raised|spiking a|have|has|got|running) temperature\b|(?<!\bhay )\bfever(?!pain)\w*|\bfebrile\b|\bpyrex\w*|\bhigh temp\w*|\brunning a temp\w*|\bhas a temp\w*|\b(?:has|have|had|got|getting|with|had had|has had|have had|been getting|been having|having|keeps getting) (?:a temp|temps)\b(?= (?:on and off|on n off|on & off|off and on|for|since|again|all|every|most|at night|today|yesterday|still)\b)|\bburning up\b(?! (?:under|in|behind|into|through|inside|up) )|\bhot to (?:the )?touch\b|\bchills\b|\brigors?\b|\bshivering\b|\b(?:hot and )?shivery\b/,
      // Round twelve (helper L): "temperature" as the last item of a list of symptoms ("a sore throat
      // and temperature"), as "and a temperature" already reads; not a temperature that is normal or
      // only checked.
      /\b(?:throat|cough|cold|headache|aches?|aching|pains?|rash|vomiting|diarrh\w*|sick|earache|sweats|sweating)\b,? (?:and|with|plus|\+|&) temp(?:erature)?\b(?! (?:is |was |were |of |checks?|checked|taken|readings?|normal|fine|ok|okay|down|settled|gone|came back|check|control|controls|swings?|changes?|regulation|sensitivity|fluctuations?|charts?|probes?|dials?|settings?|gauge|sensors?|outside|in the)\b)(?! ?(?:\d|(?:is|was) \d))/,
    ],
  },
  lowBloodPressure: { label: 'systolic blood pressure 90 mm Hg or lower (measured)', patterns: [] },
  veryFastHeart: { label: 'heart rate 131/min or faster (measured)', patterns: [] },
  lowOxygen: { label: 'oxygen saturation 91% or lower (measured)', patterns: [] },
  fever39: { label: 'temperature 39 °C (102.2 °F) or higher', patterns: [] },
  // Round twenty-four (b): a reading under 36 °C (96.8 °F), set from the readings in the text.
  // Round twenty-four (b): a reading of 40.5 °C (105 °F) or more, set from the readings in the text.
  fever405: { label: 'a temperature of 40.5 °C (105 °F) or more written in the text', patterns: [] },
  // Round twenty-four (b), NHS diabetic ketoacidosis (breath that smells fruity, like pear drops or
  // nail varnish remover): read with deep breathing and vomiting (`dka-hhs`).
  fruityBreath: {
    label: 'breath that smells fruity, of pear drops or of nail varnish remover',
    patterns: [
      /\bbreath\b(?:(?![.;!?]).){0,20}?\b(?:fruity|pear ?drops?|nail (?:polish|varnish)|acetone|sweet)\b|\b(?:fruity|pear[- ]?drops?|acetone|sweet)[- ](?:smelling )?breath\b/,
    ],
  },
  temperatureBelow36: { label: 'a temperature below 36 °C (96.8 °F) written in the text', patterns: [] },
  // A fever measured at 38 to under 39 °C: the NHS's "high temperature", not its "very high
  // temperature". Set from readings only (text or vitals), and dropped when any reading is 39 °C or
  // more or the text says the person is shivery, has chills or rigors, or is burning up.
  feverBelow39: {
    label: 'a measured temperature of 38 to under 39 °C (no reading of 39 °C or more, no shivering)',
    patterns: [],
  },
  feverFeltHigh: {
    label: 'shivering, chills or rigors, or a temperature called very high',
    patterns: [
      /\bchills\b|\brigors?\b|\bshiver\w*|\bvery (?:high|hot)\b|\bhigh fever\b|\bburning up\b|\bhot to (?:the )?touch\b/,
    ],
  },
  // Round seventeen (helper Y, second pass), NHS malaria ("a high temperature, sweats and chills"):
  // feeling feverish told without the word fever ("hot and cold sweats", "hot, shaking", "sweating and
  // shivering"); read only with travel to a malaria area (`fever-after-travel`).
  feverishFelt: {
    label: 'feeling hot and cold, sweats with chills or shaking, or feverish (malaria symptoms)',
    patterns: [
      /\bhot (?:and|&|n|then|\/) cold\b|\bcold (?:and|&|then) hot\b|\bfeverish\b|\bsweat\w*,? (?:and|with|&|\+|then|n) (?:chills|shiver\w*|shak\w*|rigors?|cold)\b|\b(?:hot|boiling|burning|sweating|sweaty|clammy),? (?:and |then |but )?(?:shaking|shivering|shivery|shakes|shivers|trembling|shaky)\b|\b(?:shaking|shivering|shakes|shivers)\b(?:(?![.;!?]).){0,20}?\b(?:hot|sweat\w*|boiling|burning)\b/,
    ],
  },
  // NICE NG143 traffic-light green: a child who is content, smiling, playing, responding normally.
  childBehavingNormally: {
    label: 'a child playing, smiling or back to their usual self (NICE NG143 green)',
    patterns: [
      /\b(?:playing|running around|smiling|laughing|chatting|chatty|content)\b(?! up\b)|\b(?:back to|is|seems|acting|behaving like) (?:his|her|their) (?:usual|normal) self\b|\b(?:behaving|acting) normally\b/,
    ],
  },
  fever40: { label: 'temperature 40 °C (104 °F) or higher', patterns: [] },
  infection: {
    label: 'an infection (fever, chills, pneumonia, UTI, cellulitis, infected wound)',
    patterns: [
      /\binfect\w*|\bpneumonia\b|\burinary tract infection\b|\buti\b|\bcellulitis\b|\babscess\w*|\binfluenza\b|\bflu\b|\bcovid\w*|\bsepsis\b|\bseptic\b|\bpus\b|\bkidney infection\b|\bpyelo\w*|\bchest infection\b/,
      /\bwound\b.{0,20}\b(?:red|hot|swollen|oozing|smell\w*|spreading)\b|\bproductive cough\b|\bgreen (?:phlegm|sputum)\b/,
    ],
  },
  mottled: {
    label: 'mottled, blue, grey or very pale cold skin',
    patterns: [
      /\b(?:skin|lips|face|legs|knees)\b.{0,15}\b(?:blotchy|blue|grey|gray|mottled|ashen)\b|\bcapillary refill\b.{0,15}\b(?:[3-9]|\d\d) ?(?:s|sec\w*)\b|\bprolonged capillary refill\b/,
      // "the baby is blue", "he went blue": a person, not an object, turning blue.
      /\b(?:baby|infant|newborn|child|toddler|he|she|they)\b (?:is |was |has |have |went |gone |turned |turning |going |goes |looks? |looking |seems? )(?:all |very |a bit |really )?(?:blue|grey|gray)\b/,
      /\bmottl\w*|\bblotchy (?:skin|and blue)\b|\bblue(?:ish)? (?:skin|lips|tongue)\b|\b(?:grey|gray|ashen) (?:skin|colou?r)\b|\bskin (?:is |looks )?(?:grey|gray|ashen|blue|mottled)\b|\bpale and (?:cold|clammy)\b|\bcold and clammy\b|\b(?:very|deathly|really|so|ghostly) pale\b|\bwhite as a sheet\b|\blips? (?:look |looks |are |is |went |gone |have gone |turned )?(?:very |really )?(?:pale|white)\b|\bcold (?:hands and feet|extremities)\b|(?<!\bhair )\b(?:went|gone|going|turned|turning|looks?|looked|looking) (?:very |really |a bit |all |deathly )?(?:grey|gray|ashen)\b/,
      /\b(?:hands and feet|hands and toes|fingers and toes|feet and hands)\b (?:are |were |feel |felt |have gone |went |gone )?(?:(?:so|really|very|ice|icy|stone) )?(?:freezing|ice[- ]cold|icy|cold|stone cold)\b|\b(?:hands|feet|fingers|toes)\b (?:are |were |feel |felt |have gone |went |gone )?(?:(?:so|really|very) )?(?:freezing|ice[- ]cold|icy|stone cold|like ice)\b/,
      // Round thirteen (helper P), NICE NG51 (mottled or ashen skin) and NHS sepsis (blue, grey,
      // pale or blotchy skin): skin, knees or legs "gone purple and blotchy", "blotchy purple",
      // "purplish blotches", "marbled" or "lacy" skin.
      /\b(?:skin|legs?|knees?|arms?|thighs?|feet|hands|tummy|belly|chest|body)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,30}?\b(?:purple|purplish|blue|bluish|dusky)\b,? (?:and |with )?blotch\w*|\bblotch\w*,? (?:and )?(?:purple|purplish|blue|bluish)\b|\b(?:purple|purplish|bluish) blotch\w*|\b(?:marbled|lacy|lace-like) (?:skin|legs|knees|pattern)\b/,
      // Round twenty-four (b), NHS sepsis (blotchy skin) and NICE NG51 (mottled skin): mottling told
      // as a net, web or lace pattern ("a purple net pattern on her legs"), or named ("livedo").
      /\b(?:purple|purplish|blue|bluish|red|dusky)\b(?:(?![.;!?]).){0,12}?\b(?:net|web|lace|lacy|mesh|fishnet)(?:[- ]?like)? (?:pattern|look|markings?|mottling)\b|\blivedo\b/,
      // Round sixteen (helper T), NHS sepsis (blue, grey, pale or blotchy skin) told as patches:
      // knees or legs with a "blue patchy colour", "patchy blue", "purple patches", "blue-ish patches".
      /\b(?:skin|legs?|knees?|arms?|thighs?|feet|hands|tummy|belly|chest|body)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,30}?\b(?:patchy,? (?:and )?(?:blue|bluish|blue-ish|purple|purplish|dusky|grey|gray)|(?:blue|bluish|blue-ish|purple|purplish|dusky|grey|gray)(?:,? and)?[- ]?patch(?:y|es))\b|\b(?:blue|bluish|blue-ish|purple|purplish|dusky)[- ]?(?:patchy|patches) (?:on|over|across|all over) (?:\w+ )?(?:skin|legs?|knees?|arms?|thighs?|feet|hands|tummy|belly|chest|body)\b/,
    ],
  },
  noUrine: {
    label: 'no urine for 8 hours or more, or dry nappies',
    patterns: [
      /\b(?:not|has not|have not|did not|no) (?:had a |done a |done any |made any )?(?:peed|urinated|passed (?:any )?(?:urine|water)|wee(?!p)\w*|pee\w*)\b/,
      /\b(?:not|has not|have not|had not|no) (?:had |been )?(?:a |any )?wet (?:nappy|nappies|diaper|diapers)\b|\bno (?:urine|wet (?:diaper|nappy|nappie)s?)\b|\b(?:dry|no wet) (?:diaper|nappy|nappies|diapers)\b|\b(?:diaper|nappy|nappies|diapers) (?:has |have )?(?:been |is |are |was |were |stayed )?dry\b|\bnot (?:making|producing) (?:much |any )?urine\b|\banuri\w*|\boliguri\w*/,
    ],
  },
  veryUnwell: {
    label: 'feels or looks very unwell',
    patterns: [
      /\b(?:very|extremely|really|seriously|severely|gravely) (?:unwell|ill|sick)\b|\bfeel\w* like (?:i am|he is|she is|they are|i'm|he's|she's|they're)? ?(?:going to|gonna) die\b|\bsense of (?:impending )?doom\b|\bnever felt this (?:ill|sick|bad|unwell)\b|\bsomething (?:terrible|awful|bad|dreadful) (?:is )?(?:about to|going to) happen\b/,
    ],
  },
  // Round thirteen (helper P), UK Sepsis Trust ("I feel like I might die") and NHS sepsis: feeling
  // like death in lay words ("feel like death warmed up", "at death's door", "feel like I'm dying").
  // Read only with mottled skin, no urine all day, shaking or a weak immune system
  // (`sepsis-signs-without-fever`), never alone: a cold can feel like death warmed up.
  feelsDreadful: {
    label: 'feels like death, like dying, or at death’s door',
    patterns: [
      /\b(?:feel\w*|felt|look\w*) like death\b|\blike death warmed up\b|\bat death'?s door\b|\bfeel\w* like (?:i am|i'm|im|he is|he's|she is|she's) dying\b/,
    ],
  },
  // Round twenty-four (a), UK Sepsis Trust ("it feels like you're going to die"): feeling like dying,
  // told of oneself or another ("I feel like I'm dying", "she thinks she is dying"); not dying "of
  // embarrassment", "for a drink" or "to know". Read only with a fever (`sepsis`).
  feelsLikeDying: {
    label: 'feels like they are dying or going to die',
    patterns: [
      /\b(?:feel\w*|felt) like (?:i am|i'm|im|he is|he's|she is|she's|they are|they're) dying\b(?! (?:of|for|to|from|laughing|inside|here)\b)|\b(?:feel\w*|felt) like (?:i|he|she|they) (?:might|could|may|will|am going to|is going to|are going to) die\b(?! (?:of|from|laughing)\b)|\b(?:think|thinks|thought|scared|afraid|sure|convinced) (?:that )?(?:i am|i'm|im|he is|he's|she is|she's) dying\b(?! (?:of|for|to|from|laughing|inside)\b)/,
    ],
  },
  // Round thirteen (helper P), NICE NG51: not passing urine for 18 hours is a high-risk criterion, 12
  // to 18 hours a moderate one. "Not had a wee since this morning", "not peed all day", "no urine
  // for 14 hours", "not passed water since yesterday".
  noUrineLong: {
    label: 'no urine since this morning, all day, since yesterday, or for 12 hours or more',
    patterns: [
      /\b(?:not|no|never)\b (?:(?:had|done|passed|made|been|gone) )?(?:a |any |much )?(?:wee(?!p)\w*|pee\w*|urine|urinated|water|passed (?:any )?(?:urine|water)|to the (?:toilet|loo) for a wee)\b(?:(?![.;!?]).){0,20}?\b(?:since (?:this morning|last night|yesterday|breakfast|i woke up|(?:[5-9]|1[0-2]) ?am)|all day|(?:for |in )(?:the (?:last|past) )?(?:1[2-9]|2\d|3\d|48|twelve|fourteen|fifteen|sixteen|eighteen|twenty[- ]?four) ?(?:hours?|hrs?|h)|for (?:over |more than )?(?:a|one|a whole) day|for (?:a )?day and a half)\b/,
    ],
  },
  stiffNeck: {
    label: 'stiff neck',
    patterns: [
      /\bstiff neck\b|\bneck (?:is |feels |has gone |has got |went |got |was )?(?:(?:really|very|so|quite|terribly|extremely|super|incredibly|too|that) )?stiff\w*\b|\bneck stiffness\b|\bcannot (?:bend|touch|put|bring) (?:his |her |my |their )?(?:chin|head|neck)\b.{0,20}\bchest\b|\bcannot bend (?:my |his |her )?neck\b/,
    ],
  },
  photophobia: {
    label: 'light hurts the eyes',
    patterns: [
      /\b(?:bright )?lights? hurts?\b|\blight (?:is )?(?:painful|too bright)\b|\b(?:sensitiv\w*|hurt\w*|bother\w*) (?:to|by) (?:the )?light\b|\bcannot (?:stand|bear|look at) (?:the )?light\b|\blight sensitiv\w*/,
      // Round eighteen (helper D), NHS red eye (sensitivity to light): "the light from my phone makes
      // it hurt", "sunlight makes my eye really sore".
      /\b(?:light|lights|sunlight|daylight|brightness|the sun)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without)\b).){0,40}?\bmak(?:es|ing|e) (?:it|them|my eyes?|his eyes?|her eyes?|their eyes|the eyes?) (?:hurt|sting|ache|sore|painful|really sore|really hurt|worse)\b/,
      // Round eighteen review (helper E), NHS red eye (sensitive to light): "bright lights sting it",
      // "the light stings my eyes", "sunlight burns my eye".
      /\b(?:bright )?(?:light|lights|sunlight|daylight|the sun)\b (?:really |just |even )?(?:stings?|stinging|burns?|burning) (?:it|them|my eyes?|his eyes?|her eyes?|their eyes|the eyes?)\b/,
    ],
  },
  nonBlanchingRash: {
    label: 'rash that does not fade when pressed (non-blanching, purple or blood spots)',
    patterns: [
      /\b(?:rash\w*|spots?|marks?|dots?|blotch\w*|bruis\w*|patch\w*)\b.{0,60}\b(?:not|never)\b (?:fade|fading|blanch|go (?:away|white|pale)|going (?:away|white|pale)|turn (?:white|pale)|disappear|lighten|change)\w*.{0,30}\b(?:press\w*|glass|push\w*|squeez\w*)/,
      /\b(?:rash|spots|marks|dots|blotches)\b.{0,60}\b(?:not|never)\b (?:fade|fading|blanch)\w*/,
      /\bnon[- ]?blanch\w*|\bpurpur\w*|\bpetechia\w*|\b(?:rash|spots|marks|dots)\b (?:that (?:looks?|look) )?like (?:bruises|bruising|blood spots|pin ?pricks|little bruises)\b/,
      /\b(?:purple|purplish|dark red|blood[- ]red|pinprick|pin[- ]prick|bruise[- ]like|blood) (?:[a-z]+ )?(?:rash|spots?|marks?|dots?|blotch(?:es)?|spotty rash)\b|\b(?:rash|spots)\b.{0,15}\b(?:purple|purplish)\b/,
      // A glass test is a worry whatever result is reported (emergency-probes4: "hoped it faded but it
      // did not", "faded on his tummy but the spots on his legs stayed").
      /\bglass test\b|\b(?:rash|spots)\b.{0,40}\b(?:under|through) (?:a|the) glass\b/,
      // Round twenty-one (dev-probes-17): spots still seen through a glass pressed on them ("pressed a
      // glass on them and I can still see them through it", "spots are still there when i press a glass").
      /\b(?:press\w*|push\w*|roll\w*|put|held|hold\w*) (?:a |the |my |her |his )?(?:clear )?(?:glass|tumbler)\b(?:(?![.;!?]).){0,60}?(?<!\b(?:not|cannot|can not|could not|no longer) )\b(?:still (?:see|visible|showing)|see (?:them|it|the (?:spots|rash|marks|dots)) (?:through|under))\b|\b(?:spots|rash|marks|dots) (?:are |is )?still (?:there|visible|showing)\b(?:(?![.;!?]).){0,30}?\b(?:press\w*|push\w*|roll\w*)\b(?:(?![.;!?]).){0,15}?\b(?:glass|tumbler)\b/,
    ],
  },
  bulgingFontanelle: {
    label: 'bulging soft spot on a baby’s head',
    patterns: [
      /\bbulg\w* (?:soft spot|fontanel\w*)|\b(?:soft spot|fontanel\w*) (?:is )?bulg\w*/,
      // Round fourteen (helper S): a full, tense or raised fontanelle as clinicians and parents say
      // it ("fontanelle full", "AF tense", "her soft spot feels tight and raised"), not when crying.
      /(?:\b(?:full|tense|raised|domed|tight|swollen|bulgy|puffy) (?:anterior )?(?:soft spot|fontanel\w*)|\b(?:soft spot|fontanel\w*|af) (?:(?:is|was|feels|felt|looks|looked|seems|a bit|slightly|quite|very|really|all) )*(?:full|tense|raised|domed|tight|swollen|puffy|sticking out|pushed out|poking out|pushing out)\b)(?!(?:(?![.;!?]).){0,30}\b(?:when|while|as) (?:he|she|they|the baby) (?:cries|cry|crying|strains|is crying|is straining|feeds)\b)/,
    ],
  },
  // Round fourteen (helper S), NICE CG89 and NG76: a baby not yet independently mobile (not rolling,
  // crawling or sitting, "non-mobile", or told as under six months old), in whom bruising or a head
  // injury needs an explanation.
  nonMobileBaby: {
    label: 'a baby not yet mobile (not rolling, crawling or sitting, or under six months)',
    patterns: [
      /\bnon[- ]?mobile\b|\bnot (?:yet |even )?(?:independently )?(?:mobile|rolling|crawling|sitting up|able to roll|able to crawl)\b|\b(?:cannot|can not|does not|do not) (?:yet |even )?(?:roll|crawl|sit up|move (?:him|her)self)(?: over)?(?: yet)?\b|\btoo (?:young|little|small) to (?:roll|crawl|move)\b|\b(?:[1-9]|1\d|2[0-5]) ?(?:weeks?|wks?)[- ]old\b|\b[1-5] ?(?:months?|mo|mths?)[- ]old\b|\b(?:newborn|neonate)\b|(?<!\b\d{1,2} ?(?:m|f|yo|y\/o|yrs?|years? old|male|female|boy|girl)\b,? ?)\b(?:[0-5]\/12|[1-9]\/52)\b/,
    ],
  },
  // Round fourteen (helper S), NICE CG89: a bruise or marks on a baby, not from a jab, a blood test or
  // the birth.
  babyBruise: {
    label: 'a bruise or marks on a baby',
    patterns: [
      /(?:\bbruis\w*|\b(?:finger ?(?:tip|print)?|grip|slap|pinch|bite) marks?\b)(?!(?:(?![.;!?]).){0,40}\b(?:injection|jabs?|vaccin\w*|immuni[sz]\w*|blood tests?|heel prick|cannula|forceps|ventouse|birth|delivery|mongolian|birthmark|blue spot)\b)(?<!\b(?:injection|jabs?|vaccin\w*|immuni[sz]\w*|blood tests?|heel prick|cannula|forceps|ventouse|birth|delivery) (?:\w+ ){0,3}(?:bruis\w*|marks?))/,
    ],
  },
  // Round fourteen (helper S), NICE NG232: swelling of a baby's head, or a fall from a sofa, bed or
  // changing table, or being dropped.
  babyHeadKnock: {
    label: "swelling on a baby's head, or a fall from a sofa, bed or changing table, or being dropped",
    patterns: [
      /\b(?:boggy|squishy|spongy|soft fluctuant) (?:swelling|lump|bump|area|scalp)\b|\b(?:parietal|occipital|frontal|scalp|skull) (?:swelling|haematoma|hematoma|lump|boggy)\b|\b(?:swelling|lump|bump|egg|haematoma|hematoma)\b(?:(?![.;!?]).){0,20}?\b(?:on|of|over) (?:his|her|the|their) (?:head|scalp|skull|forehead|temple)\b/,
      /\b(?:rolled|fell|tumbled|slipped|wriggled|fallen|falls|fall) (?:off|from|out of) (?:the |a |his |her |my |our |their )?(?:sofa|settee|couch|bed|changing (?:mat|table|unit)|table|worktop|chair|bouncer|car seat|arms)\b|\b(?:dropped|drop) (?:him|her|the baby|my baby|them)\b(?! (?:off|at|round|over|with|to)\b)/,
    ],
  },

  aorticAneurysm: {
    label: 'a known abdominal aortic aneurysm',
    background: true,
    patterns: [/\babdominal aortic aneurysm\b|\baortic aneurysm\b|\btriple a\b/],
  },
  immunosuppressed: {
    label: 'on chemotherapy or with a weak immune system',
    background: true,
    patterns: [
      /\bchemo\w*|\bneutropeni\w*|\bimmunosuppress\w*|\bimmunocompromised\b|\b(?:on|taking) (?:methotrexate|azathioprine|ciclosporin|tacrolimus|mycophenolate)\b|\b(?:transplant|no spleen|splenectomy)\b/,
      // Round thirteen (helper P): one named after another ("on prednisolone and methotrexate").
      /\b(?:on|taking|takes|take)\b (?:[\w-]+(?:,| and| &| plus) ){1,3}(?:methotrexate|methatrexate|azathioprine|ciclosporin|tacrolimus|mycophenolate)\b/,
      // Round twelve (helper L): one of these restarted or resumed ("methotrexate was stopped in 2019,
      // restarted in March").
      new RegExp(
        restartedMedicine(
          'methotrexate|methatrexate|methotrexat|azathioprine|ciclosporin|tacrolimus|mycophenolate',
        ),
      ),
      // NICE CG151: chemotherapy named by its drugs or regimens ("D10 of docetaxel", "on FEC-T",
      // "cycle 2 of carboplatin and paclitaxel"), and cytotoxic treatment.
      /\b(?:docetaxel|paclitaxel|cabazitaxel|carboplatin|cisplatin|oxaliplatin|cyclophosphamide|ifosfamide|doxorubicin|epirubicin|daunorubicin|fluorouracil|5-?fu|capecitabine|gemcitabine|etoposide|vincristine|vinorelbine|irinotecan|topotecan|pemetrexed|bendamustine|cytarabine|fludarabine|folfox|folfiri|folfirinox|fec(?:-t|t)?|r-?chop|abvd|beacopp|cytotoxic\w*)\b/,
    ],
  },
  // Round thirteen (helper P), NICE NG51 (people taking immunosuppressant drugs for non-malignant
  // disease, or long-term steroids, are at higher risk of sepsis and may have no fever): biologics,
  // JAK inhibitors, MTX, and steroids taken long-term or with another immunosuppressant. Read only by
  // `sepsis-signs-without-fever` with mottled skin, confusion, shock or no urine and shaking; a
  // fever alone on these stays with the infection's own rule (not `neutropenic-sepsis`).
  immunosuppressantMedicine: {
    label: 'takes a biologic, a JAK inhibitor, methotrexate or long-term steroids',
    background: true,
    patterns: [
      /\bmtx\b|\b(?:adalimumab|humira|etanercept|enbrel|infliximab|remicade|rituximab|tocilizumab|golimumab|certolizumab|abatacept|tofacitinib|baricitinib|upadacitinib|leflunomide|cyclophosphamide|biologics?)\b(?! (?:years ago|in (?:19|20)\d\d))|\b(?:long[- ]term|maintenance|daily) (?:oral )?(?:steroids|prednisolone|prednisone)\b|\b(?:steroids|prednisolone|prednisone)\b (?:(?:\w+ ){0,3}and (?:methotrexate|azathioprine|mycophenolate)|for (?:years|months|my (?:rheumatoid|ra|lupus|pmr|polymyalgia|vasculitis|crohn'?s|colitis|myasthenia)))\b/,
    ],
  },

  // Dehydration.
  dehydrationSigns: {
    label: 'signs of dehydration (sunken eyes or soft spot, no tears, very dry mouth, dizzy on standing)',
    patterns: [
      /\b(?:eyes|soft spot|fontanel\w*)\b.{0,25}\b(?:sunken|sunk in|sunk|hollow)\b|\bonly (?:had |done )?(?:\d|one|two|three|a couple of) wet (?:nappies|nappy|diapers?)\b|\b(?:not many|fewer|less|hardly any) wet (?:nappies|nappy|diapers?)\b|\bsunken (?:eyes|soft spot|fontanel\w*)\b|\b(?:eyes|soft spot|fontanel\w*) (?:are |is |look )?sunken\b|(?<!\b(?:delivery|birth|labou?r|vaginal|perineum|perineal|episiotomy|stitches|sutures?|born)\b.{0,12})\bno tears\b|\b(?:very|really|extremely) dry (?:mouth|tongue|lips)\b/,
      /\bfewer wet (?:nappies|diapers)\b|\breduced (?:urine|wet nappies|wet diapers)\b|\bdry mucous membranes\b|\b(?:peeing|passing) (?:much )?less\b/,
      /\b(?:severe(?:ly)?|very|badly) dehydrat\w*|\bdizzy (?:when|on) (?:standing|getting up)\b|\blight[- ]?headed when (?:i )?(?:stand|get up)\b/,
    ],
  },
  reducedFeeding: {
    label: 'feeding much less than usual (half or less of the usual feeds)',
    patterns: [
      /\b(?:only|just) (?:taking|having|drinking|feeding|managing|finishing) (?:about |around |maybe )?(?:half|a third|a quarter|a little|a bit|a few (?:sips|ounces|mls?))\b|\b(?:less than|under|about|around) half (?:of )?(?:her |his |their |the )?(?:usual|normal)\b|\b(?:half|a third|a quarter) (?:of )?(?:her |his |their )(?:usual |normal )?(?:feeds?|bottles?|milk|amount)\b|\boff (?:her|his|their) (?:feeds|milk|bottles?)\b|\bfeeding (?:much )?(?:less|poorly|badly)\b/,
    ],
  },
  // Round fourteen (helper R), NICE NG143 and NG195: features that, with a temperature, make a baby
  // under 3 months a red (emergency) case: feeding under half ("feeding <50%"), sleepy or not waking
  // for feeds, or a mother who carried group B strep. Read only by young-infant-fever-red.
  youngInfantRedFeature: {
    label: 'feeding under half, sleepy or not waking for feeds, or mother group B strep positive',
    patterns: [
      /\b(?:feed\w*|bottles?|milk|intake)\b(?:(?![.;!?]).){0,15}(?:<|less than|under|below) ?(?:50 ?%|half)|\b(?:less than|under|below) (?:50 ?%|half)(?:(?![.;!?]).){0,20}\b(?:feeds?|feeding|bottles?|milk|intake)\b|\bsleepy\b|\bsleepier\b|\bnot (?:waking|woken|wakening) (?:up )?(?:for|to) (?:(?:her|his|their|the) )?feeds?\b|\bgbs ?(?:\+|pos\w*|positive)|\bgroup b strep\w*\b(?!(?:(?![.;!?]).){0,20}\b(?:neg\w*|-ve)\b)/,
    ],
  },
  footWoundInfected: {
    label:
      'a sore, cut, blister or ulcer on the foot that is red, hot, swollen, smelly or oozing, or a red, hot or swollen foot',
    patterns: [
      // NHS diabetes foot care: a foot or toe that is red, hot or swollen, however it is worded.
      /\b(?:red|hot|warm|swollen|inflamed|infected)(?:,? (?:and )?(?:red|hot|warm|swollen|inflamed|infected|painful|sore|throbbing))* (?:big |little |left |right )?(?:foot|feet|toes?|heel|sole)\b|\b(?:foot|feet|toes?|heel|sole) (?:is |are |looks |feels |has gone |went )?(?:red|hot|warm|swollen|inflamed|infected)\b|\b(?:ulcer|sore|wound|blister)\w* (?:on|under|between) (?:my |his |her |their |the )?(?:big |little )?(?:foot|feet|toes?|heel|sole)\b(?=.{0,40}\b(?:red|hot|warm|swollen|smell\w*|pus|ooz\w*|black\w*|discharg\w*|infect\w*|not (?:healing|healed))\b)/,
      /\b(?:sore|cut|blister|wound|ulcer|graze|break in the skin)\b.{0,20}\b(?:on|under|in) (?:my |his |her |their |the )?(?:big )?(?:foot|feet|toes?|heel|sole)\b.{0,40}\b(?:red|hot|warm|swollen|smell\w*|pus|ooz\w*|black\w*|discharg\w*|infect\w*)\b|\b(?:foot|toe|heel) (?:ulcer|sore|wound)\b/,
      // Clinical words for the sole and the joints of the forefoot ("plantar ulcer over the 1st MTPJ
      // with surrounding erythema and purulent discharge").
      /\b(?:plantar|forefoot|hallux|metatarsal\w*|mtpj?s?|sole)\b (?:(?:\w+ ){0,3})?(?:ulcer\w*|sore|wound)\b(?=(?:(?![.;!?])(?!\b(?:no|not|nor|without|denies|never)\b).){0,60}\b(?:erythema\w*|red\w*|hot|warm\w*|swollen|swelling|cellulitis|smell\w*|pus|purulent|ooz\w*|discharg\w*|infect\w*)\b)|\b(?:ulcer\w*|sore|wound)\b (?:(?:on|under|over|at|of) )?(?:(?:the|my|his|her|their) )?(?:(?:left|right|l|r) )?(?:(?:plantar|dorsal|medial|lateral) )?(?:(?:aspect|surface) of (?:the )?)?(?:(?:1st|first|2nd|3rd|4th|5th|big|little) )?(?:plantar|forefoot|hallux|metatarsal\w*|mtpj?s?|heel|toe|ball of (?:the |my |his |her )?foot)\b(?=(?:(?![.;!?])(?!\b(?:no|not|nor|without|denies|never)\b).){0,60}\b(?:erythema\w*|red\w*|hot|warm\w*|swollen|swelling|cellulitis|smell\w*|pus|purulent|ooz\w*|discharg\w*|infect\w*)\b)/,
    ],
  },
  cannotKeepFluids: {
    label: 'cannot keep fluids down, or not drinking',
    patterns: [
      /\b(?:cannot|unable to|not able to|can not|could not|have not|has not|not) (?:even )?(?:keep|kept|keeping) (?:even )?(?:anything|any|fluids|water|food|liquids|drinks|milk|feeds|even water|(?:a )?sips?(?: of (?:water|anything|fluids?|juice|squash))?)\b(?: \w+)? down\b/,
      /\b(?:throwing up|sicking up|being sick|bringing up|vomiting) (?:everything|every feed|all (?:her|his|my) feeds|after every (?:drink|feed))\b/,
      // Clinicians' words: "unable to tolerate oral fluids", "not tolerating PO intake".
      /\b(?:unable to|cannot|can not|not|not able to) tolerat\w* (?:any |oral |po )?(?:fluids|intake|liquids|anything|diet)\b/,
      /\bvomit\w* (?:everything|all (?:day|night)|nonstop|non[- ]stop|repeatedly|constantly|every (?:time|hour))\b|\b(?:keeps?|keep on) vomiting\b|\brepeated(?:ly)? vomit\w*|\bprojectile\b/,
      /\b(?:not|will not|refus\w* to|refusing) (?:drink\w*|feed\w*|take (?:fluids|the bottle|the breast|feeds))\b(?! (?:loads|a lot|lots|excessively|too much|more than usual|extra|(?:my |his |her )?(?:usual )?(?:tea|coffee|cuppas?|alcohol|beer|wine|booze)\b))|\brefus\w* (?:fluids|feeds|the bottle|the breast)\b/,
      // Round twenty-one (dev-probes-17): "everything i drink comes back up", "whatever she drinks comes
      // straight back out".
      /\b(?:everything|anything|all|whatever) (?:i|he|she|they|we|you) (?:drinks?|have|has|take|takes|try to drink|tries to drink)\b(?:(?![.;!?]).){0,20}?\b(?:comes?|came|coming) (?:straight |right )?(?:back )?up\b(?! as (?:acid|heartburn|reflux|burps?|wind))/,
    ],
  },
  vomiting: {
    label: 'vomiting',
    patterns: [
      /\bvomit\w*|\bthrowing up\b|\bthrew up\b|\bthrow up\b|\bpuk\w*/,
      /\b(?:been|being|was|were|keeps? being|got) sick\b(?! of\b)|\bsick (?:twice|three times|\d+ times|again|everywhere|all night|all day)\b|\bsicking up\b|\bchuck\w* up\b|\bbarf\w*/,
    ],
  },
  // The vomiting is said to have stopped ("vomiting now settled", "not been sick since last
  // night"): it is no longer going on, so it has not lasted "more than 2 days" (NHS), unless it
  // started again.
  vomitingStopped: {
    label: 'vomiting that has stopped or settled',
    patterns: [
      /\b(?:vomiting|sickness|being sick|throwing up)\b(?: (?:has|had|is|now|since|completely|all)){0,3} (?:settled|stopped|resolved|eased off|finished|gone)\b(?![^.;!?]{0,40}\b(?:again|back|restarted)\b)|\b(?:stopped|no longer) (?:vomiting|being sick|throwing up)\b(?![^.;!?]{0,40}\b(?:again|back|restarted)\b)|\b(?:not|no more|no further|no) (?:been )?(?:sick|vomited|vomiting|sickness) (?:since|for)\b/,
    ],
  },
  diarrhea: {
    label: 'diarrhea',
    patterns: [
      /\bdiarrhea\b|\bloose (?:stools?|poo|bowel)\w*|\bwatery (?:stools?|poos?|motions)\b|\bthe runs\b/,
      // Round twenty-one's second review: "runny poo for 2 days".
      /\b(?:runny|watery|liquid) (?:poos?|poops?|stools?|bowel motions?)\b/,
    ],
  },
  // Round sixteen (helper U), UKONS 24-hour triage tool (2020) and Macmillan: diarrhoea 4 or more
  // times a day, or more than usual ("5-6x/day above baseline"), on cancer treatment.
  diarrhoeaFrequent: {
    label: 'diarrhoea 4 or more times a day, or more than usual',
    patterns: [
      /\b(?:diarrhea|the runs|loose (?:stools?|poos?)|watery (?:stools?|poos?)|bowels? (?:open|opened|movements?))\b(?:(?![.;!?]).){0,40}?(?<!\b(?:not|never|under|below|than) )(?<![\d.])(?:[4-9]|1\d|20|four|five|six|seven|eight|nine|ten|a dozen|several|loads of|lots of)(?:-\d+)? ?(?:x|times|episodes|bouts|stools)\b|(?<![\d.])(?:[4-9]|1\d|20|four|five|six|seven|eight|nine|ten)(?:-\d+)? ?(?:x|times|episodes|bouts|lots) (?:of |a day |today |since \w+ )?(?:diarrhea|loose|watery)\b|\b(?:diarrhea|loose (?:stools?|poos?)|watery (?:stools?|poos?))\b(?:(?![.;!?]).){0,40}?\b(?:above|over|more than|up on|up from) (?:my |his |her |their )?(?:baseline|usual|normal)\b/,
    ],
  },
  immunotherapyMedicine: {
    label: 'on cancer immunotherapy (a checkpoint inhibitor such as pembrolizumab or nivolumab)',
    background: true,
    patterns: [
      /\b(?:pembrolizumab|keytruda|nivolumab|opdivo|ipilimumab|yervoy|atezolizumab|tecentriq|durvalumab|imfinzi|avelumab|bavencio|cemiplimab|libtayo|dostarlimab|jemperli|tremelimumab|relatlimab|(?:immune )?checkpoint inhibitors?|(?<!\b(?:allergy|allergen|pollen|grass|venom|sublingual|desensitisation|desensitization) )immunotherapy(?! (?:for|against) (?:my |his |her )?(?:hay ?fever|allerg\w*|pollen|grass|bee|wasp|venom|peanut|dust mite)))\b(?!(?:(?![.;!?]).){0,30}\b(?:years ago|in (?:19|20)\d\d)\b)/,
    ],
  },
  chemotherapyNow: {
    label: 'on chemotherapy (tablets or drips), such as capecitabine or 5-FU',
    background: true,
    patterns: [
      /\b(?:chemo(?:therapy)?|capecitabine|xeloda|fluorouracil|5-?fu|irinotecan|oxaliplatin|folfox|folfiri|folfirinox|capox|xelox|docetaxel|paclitaxel|cabazitaxel|carboplatin|cisplatin|gemcitabine|pemetrexed|topotecan|cytarabine|cytotoxic\w*)\b(?!(?:(?![.;!?]).){0,30}\b(?:years? ago|months ago|in (?:19|20)\d\d)\b)(?<!\b(?:finished|completed) (?:my |his |her )?chemo(?:therapy)?)/,
    ],
  },
  // Round thirteen (helper Q), NICE NG148 and Think Kidneys sick day guidance: medicines to pause in
  // a dehydrating illness because of the risk of acute kidney injury (ACE inhibitors, ARBs, diuretics,
  // metformin, SGLT2 inhibitors, by name or class). Read only with diarrhoea or vomiting and signs of
  // dehydration (`sick-day-medicines-dehydration`).
  sickDayMedicine: {
    label: 'takes an ACE inhibitor, an ARB, a diuretic, metformin or an SGLT2 inhibitor',
    background: true,
    patterns: [
      currentMedicine(
        'metformin|glucophage|ramipril|lisinopril|perindopril|enalapril|captopril|trandolapril|quinapril|fosinopril|imidapril|ace ?inhibitors?|acei|losartan|candesartan|irbesartan|valsartan|olmesartan|telmisartan|eprosartan|azilsartan|sacubitril|entresto|angiotensin receptor blockers?|furosemide|frusemide|lasix|bumetanide|torasemide|indapamide|bendroflumethiazide|bendrofluazide|hydrochlorothiazide|chlortalidone|chlorthalidone|spironolactone|eplerenone|amiloride|water (?:tablets?|pills)|diuretics?|dapagliflozin|empagliflozin|canagliflozin|ertugliflozin|forxiga|jardiance|invokana|sglt-?2(?: inhibitors?)?|gliflozins?',
      ),
    ],
  },
  // Round thirteen (helper Q), NHS dehydration and acute kidney injury: dizzy or light-headed on
  // standing ("dizzy when he stands up", "goes woozy getting up", "postural drop"), and passing
  // little urine ("hardly weeing", "barely passing water", "only passing a little dark wee").
  posturalDizziness: {
    label: 'dizzy or light-headed on standing up',
    patterns: [
      /\b(?:dizzy|dizziness|light[- ]?headed\w*|woozy|faint|giddy|unsteady|wobbly)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without)\b).){0,20}?\b(?:when|on|if|as soon as|whenever|every time|after) (?:(?:i|he|she|they|we)(?:'m|'s|'re)? )?(?:(?:tries|try|tried|trying) to )?(?:stand\w*|stood|get\w* up|got up|sit\w* up|sat up|rising|rise|rises)\b|\b(?:orthostatic|postural) (?:hypotension|drop|dizziness|light[- ]?headedness|symptoms)\b|\b(?:standing|stands? up|stood up|getting up|gets up|got up)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without)\b).){0,20}?\b(?:makes (?:him|her|me|them) |goes |go |went |feels? |felt |is |gets |got )?(?:dizzy|light[- ]?headed|woozy|giddy)\b/,
    ],
  },
  lowUrine: {
    label: 'passing little urine, or dark concentrated urine',
    patterns: [
      /\b(?:hardly|barely|scarcely) (?:been )?(?:weeing|peeing|urinating|wee(?:d)?|pee(?:d)?|passing (?:any )?(?:urine|water)|passed (?:any )?(?:urine|water))\b|\bnot (?:weeing|peeing|passing (?:urine|water)|going for a wee) (?:much|very much|as much|a lot)\b|\b(?:passing|producing|making|doing) (?:(?:very|only a|a|only) )?(?:little|small amounts of|hardly any|not much|tiny amounts of) (?:dark )?(?:urine|wee|pee|water)\b|\b(?:reduced|decreased|low|poor) urine(?: output)?\b|\b(?:wee|pee|urine)\b (?:is |has been |looks |was )?(?:(?:very|really|quite) )?(?:dark|concentrated)\b|\bhardly any (?:wee|pee|urine)\b|\bweeing (?:much |a lot |far )?less\b|\bpeeing (?:much |a lot |far )?less\b|\boliguri\w*/,
      // Round sixteen review: "weeing hardly at all".
      /\b(?:weeing|peeing|urinating) (?:hardly|barely) (?:at all|anything)?\b|\bhardly weeing\b/,
    ],
  },

  // Diabetes.
  diabetes: {
    label: 'diabetes or taking insulin',
    background: true,
    patterns: [
      /\bdiabet\w*|\btype (?:1|i|one) diabetes\b|\binsulin\b|\bt1 ?d\b|\b(?:has|have|had|with|is|'s|s) type (?:1|one|2|two)\b(?! (?:error|hypersensitivity|reaction|allergy|fracture))/,
      // Round eighteen review (helper E), NHS low blood sugar (hypoglycaemia): diabetes in other words
      // ("he have sugar disease 10 year", "she has the sugar", "sugar diabetes", "on tablets for his
      // sugar"); not sugar eaten ("too much sugar", "sugar cravings").
      // Dev-probes-15 and its hostile review (terse messages), NHS type 1 diabetes: "son 14 type 1
      // been vomiting", "my type 1 son", "colleague type 1", "he's T1", "T2 on insulin"; not an error,
      // a reaction, a fracture, a Bristol stool type or von Willebrand type. The Bristol lookbehind
      // comes after the match, so it is tried only where one is, not at every position.
      /\b(?:(?:son|daughter|boy|girl|kid|child|teen|husband|wife|partner|mum|mom|dad|he|she|i|im|i am|he is|she is|\d+|yo|year old|years old|colleague|mate|friend|flatmate)(?:'s)? (?:is |a |is a )?type (?:1|one|2|two)|(?:my|his|her|our|their) type (?:1|one|2|two) (?:son|daughter|boy|girl|kid|child|teen|husband|wife|partner|mum|mom|dad|friend|mate|colleague|brother|sister)|(?:is|im|i'm|i am|he's|hes|she's|shes|am|yo|year old|years old) t[12](?<!\b(?:cancer|tumou?r|lesion|stage|staged|mri|scan|spine|vertebra\w*|chiropract\w*|bright|signal)\b(?:(?![.;!?]).)*)(?!(?:(?![.;!?]).)*\b(?:trimester|weighted|bright|lesion|tumou?r|stage|cancer|nurse|vertebra\w*|spine|mri|scan|signal)\b)|\(t1\)|t[12] (?:teen|son|daughter|boy|girl|kid|child|diabetic|on insulin|on tablets|on metformin|mate|friend))\b(?<!\bbristol\b(?:(?![.;!?]).)*)(?! (?:error|hypersensitivity|reaction|allergy|fracture|respiratory|resp|mi|myocardial|personality|collagen|poos?|stools?|von|vwd|weighted|scan|mri|vertebra\w*|tumou?r|lesion)\b)(?!(?:(?![.;!?]).)*\bbristol\b)/,
      // Round twenty review (texting): a message that opens "type 1, ..." or "T1D -", and "daughter t1".
      /(?:^|[.;!?]\s*)(?:type (?:1|one)|t1d?)(?= ?[,:;-])|\b(?:son|daughter|boy|girl|kid|child|teen|husband|wife|partner|mum|mom|dad|brother|sister) t1\b(?! (?:weighted|scan|mri|vertebra\w*|lesion|tumou?r|stage)\b)/,
      /\bsugar (?:disease|illness|sickness|problems?|condition|diabetes)\b|\b(?:(?:has|have|got) (?:the )?|with the )sugar\b(?! (?:in|free|cravings?|rush|crash|intake|levels? (?:in|of) (?:food|drinks?)|tax|cane|beet|cubes?|bowl|paste|syrup|water|and)\b)|\b(?:tablets?|pills?|medicines?|injections?|insulin) for (?:his |her |their |my )?sugars?\b/,
    ],
  },
  shaky: {
    label: 'shaky, trembling or jittery',
    patterns: [
      /\bshak(?:y|ing|es)\b|\btrembl\w*|\bjittery\b|\bhypo\b|\bhypoglyc\w*/,
      // Round ten (helper H): a tremor said to be bad or worse (NHS lithium: a worse tremor).
      /\b(?:bad|worse|worsening|new|severe|terrible|really bad|coarse) tremors?\b|\btremors? (?:is |are |has got |has gotten |getting |got )?(?:much |a lot )?(?:worse|bad)\b/,
    ],
  },
  ketones: {
    label: 'high ketones',
    patterns: [
      // A blood ketone value of 3 mmol/L or more, or urine ketones of 2+ or more (JBDS; Diabetes UK
      // sick-day rules). Decimals are read whole: "ketones 0.9" is not 9.
      /\bketones?\b.{0,20}\b(?:high|large|positive|moderate)|\bketones?\b[^.\d]{0,20}(?<![\d.])(?:[3-9](?:\.\d+)?|[1-9]\d(?:\.\d+)?)(?![\d]|\.\d)|\bketones?\b[^.\d]{0,20}(?:[2-4] ?\+|\+\+)|\b(?:high|large|positive|moderate) ketones?\b|\bketoacidosis\b|\bdka\b|\bhhs\b|\bhyperosmolar\b/,
    ],
  },
  ketonesRaised: {
    label: 'raised ketones (0.6 to 2.9 mmol/L, or a trace or 1+ in urine)',
    patterns: [
      /\bketones?\b[^.\d]{0,20}(?<![\d.])(?:0\.[6-9]\d*|[12](?:\.\d+)?)(?![\d]|\.\d| ?\+)|\bketones?\b[^.\d]{0,20}(?:1 ?\+|\+(?!\+))|\b(?:trace|small|some|raised|slightly raised) (?:of )?ketones?\b|\bketones? (?:are |is )?(?:raised|up|a bit up|slightly up|trace|small)\b/,
    ],
  },
  highGlucose: {
    label: 'high blood glucose (250 mg/dL, 13.9 mmol/L or above, or "high")',
    patterns: [
      /\b(?:sugars?|glucose)\b.{0,15}\b(?:very high|high|through the roof|off the chart|reads hi|says hi|over 300|over 400|over 500)\b|\bhyperglyc\w*/,
      // Round twenty, NHS DKA and Diabetes UK: a meter's "HI" (above its range) told tersely ("sugar HI",
      // "bm just says HI"), not a greeting ("sugar, hi there").
      // Its review: "libre saying HI", "sugar was HI", "sugar's HI", "levels say HI", "HI on the meter",
      // "dexcom says HIGH"; not "hi-ish", nor a high alert set by the user ("dexcom hi alarm").
      /\b(?:sugars?|sugar levels?|glucose|bms?|bgs?|meter|glucometer|libre|freestyle|dexcom|cgm|monitor|reader|finger ?prick)(?:'s)?\b:? (?:(?:just|only|is|was|says|said|say|saying|reads|read|reading|showing|shows|showed|keeps saying|keeps reading|kept saying|been) )*["']?(?:hi|high)\b(?!-)(?!(?:\s|,)+(?:there|all(?! (?:night|day|morning|evening|afternoon|weekend))|everyone|doc|doctor|guys|team|alarm|alert|alarms|alerts|threshold|limit)\b)|\bhi (?:on|reading on) (?:the|his|her|my|their) (?:meter|glucometer|libre|freestyle|dexcom|cgm|monitor|machine|reader)\b|\blevels? (?:say|says|said|saying|reading|reads|showing|shows|just says) ["']?hi\b(?!-)/,
    ],
  },
  // Round sixteen (helper U), NHS high blood sugar (hyperglycaemia) and Diabetes UK: a blood glucose
  // reading of 15 mmol/L (270 mg/dL) or more ("sugars 19, 21, 23", "CBGs 18-22", "BMs running at 17").
  glucoseReadingHigh: {
    label: 'blood glucose readings of 15 mmol/L (270 mg/dL) or more',
    patterns: [
      /\b(?:blood sugars?|sugars?|sugar levels?|sugar readings?|(?:blood |capillary )?glucose|bgs?|bms?|cbgs?|libre|dexcom|cgm|meter)\b(?:(?![.;!?])(?!\b(?:hba1c|a1c|units?|insulin)\b).){0,30}?(?<![\d.:/-])(?:(?:1[5-9]|[23]\d)(?:\.\d)?(?![\d:/]|\.\d| ?(?:%|mg|years?|yrs?|days?|hours?|hrs?|mins?|minutes?|units?|u\b|iu\b|kg|stone|lbs?|weeks?|am\b|pm\b|cm|mm\b|ml|g\b|percent|times))|(?:2[7-9]\d|[3-5]\d\d) ?mg)/,
    ],
  },
  thirst: {
    label: 'very thirsty or passing a lot of urine',
    patterns: [
      /\bthirst\w*|\bdrinking (?:a lot|loads|lots|constantly)\b|\bpolydips\w*|\bpolyuri\w*|\bpeeing (?:a lot|constantly|all the time)\b|\bfrequent urination\b/,
    ],
  },

  // Belly and bowel.
  abdominalPain: {
    label: 'abdominal pain',
    patterns: [
      new RegExp(String.raw`\b${BELLY}\b.{0,20}\b${PAIN}`),
      new RegExp(
        String.raw`\b${PAIN}\b.{0,20}\b(?:in|on|across|at|round|around|near|all over|under|below|above|from) (?:my |the |his |her )?(?:lower |upper |low |whole )?(?:left |right )?${BELLY}\b`,
      ),
      /\b(?:my|her) bump\b(?! on\b).{0,30}\b(?:pain(?!less)\w*|hurt\w*|agony|cramp\w*|rock hard)\b|\b(?:womb|uterus)\b.{0,20}\b(?:pain(?!less)\w*|hurt\w*|rock hard|tender)\b|\bstomach ?ache\b|\bbelly ?ache\b|\btummy ?ache\b|\bright lower abdominal\b|\bleft lower abdominal\b|\bright upper abdominal\b|\bepigastr\w*/,
    ],
  },
  severeAbdominalPain: {
    label: 'severe abdominal pain',
    patterns: [
      new RegExp(
        String.raw`\b(?:severe|excruciating|unbearable|agoni[sz]ing|terrible|intense|worst|really bad|very bad|extreme|awful|horrendous)\b.{0,10}\b${PAIN}\b.{0,25}\b(?:in|on|across|around) (?:my |the |his |her |their |one |either |both )?(?:(?:left|right|lower|upper|whole|other) )?(?:sides? of (?:my |the |his |her |their )?(?:lower |upper )?)?${BELLY}\b`,
      ),
      new RegExp(
        String.raw`\b(?:severe|excruciating|unbearable|agoni[sz]ing|terrible|intense|worst|really bad|very bad|extreme)\b.{0,20}\b${BELLY}\b.{0,15}\b${PAIN}`,
      ),
      new RegExp(
        String.raw`\b${BELLY}\b.{0,10}\b${PAIN}\b.{0,15}\b(?:severe|excruciating|unbearable|10 ?/ ?10|10 out of 10)\b`,
      ),
    ],
  },
  rightLowerPain: {
    label: 'pain in the lower right abdomen, or pain that moved there from the navel',
    patterns: [
      /\bright lower abdominal\b|\b(?:lower right|right lower)\b.{0,20}\b(?:abdom\w*|belly|stomach|tummy|side|pain|quadrant)\b/,
      /\bright side of (?:my |the |his |her )?(?:lower )?(?:abdom\w*|belly|stomach|tummy)\b/,
      /\bright (?:side|lower)\b.{0,60}\b(?:started|began|starting|beginning) (?:off )?(?:around|round|near|at|in) (?:my |the |his |her )?(?:belly button|navel|umbilic\w*|middle of (?:my |the |his |her )?(?:tummy|belly|stomach))\b/,
      /\b(?:pain|ache)\b.{0,80}\b(?:moved|moving|migrat\w*|spread\w*|went|shifted)\b.{0,20}\b(?:lower right|right lower|right side)\b|\bmcburney\b|\b(?:belly button|navel|umbilic\w*)\b.{0,60}\b(?:moved|moving|migrat\w*|shifted|went)\b.{0,20}\b(?:lower right|right lower|right side|right lower abdominal)\b/,
      // "moved down to the bottom right", clinician "RIF pain".
      /\b(?:moved|moving|migrat\w*|shifted|went|gone|travell?ed|settled|localis\w*|localiz\w*)\b.{0,25}\b(?:bottom right|right bottom|right[- ]hand side of (?:my |the |his |her )?(?:tummy|belly|stomach|abdomen))\b|\b(?:pain(?!less)\w*|ache|aching|hurts?|sore|tender\w*)\b.{0,25}\b(?:bottom right|right bottom) (?:of |side of )?(?:my |the |his |her )?(?:tummy|belly|stomach|abdomen)\b|\b(?:rif|rlq|right iliac fossa)\b.{0,20}\b(?:pain(?!less)\w*|tender\w*|guarding)\b|\b(?:pain(?!less)\w*|tender\w*|guarding)\b.{0,10}\b(?:in )?(?:the )?(?:rif|rlq|right iliac fossa)\b/,
      // Round thirteen (helper Q), NHS appendicitis (pain that starts in the middle of the tummy and
      // moves to the lower right; older people often minimise it): a pain that began round the belly
      // button or in the middle of the tummy and is "now low down on the right", "has gone to the
      // right side", "now sits in the lower right", in either order; a tummy pain "low down on the
      // right". Not a rash or lump there, a right arm or leg, "right now" or a pain that has not moved.
      /(?<!\b(?:rash\w*|spots?|itch\w*|bruis\w*|hives|piercing|lump|eczema|redness|hernia)\b(?:(?![.;!?]).){0,30})\b(?:belly ?button|navel|umbilic\w*|periumbilical|(?:middle|cent(?:re|er)) of (?:my |the |his |her |their )?(?:tummy|belly|stomach|abdomen)|(?:tummy|belly|stomach|abdom\w*)\b(?:(?![.;!?]).){0,40}?\b(?:in|at|round|around|across) the (?:middle|centre|center)|central (?:abdominal|tummy|belly|stomach)|\b(?:pain(?!less)\w*|ache\w*) (?:was |started |began |is |felt |started off )?(?:all )?central)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without|rash\w*|spots?|itch\w*|bruis\w*|hives|piercing|lump)\b).){0,60}?\b(?:now|moved|moving|migrat\w*|shifted|gone|went|travell?ed|settled|localis\w*|localiz\w*|later)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without)\b).){0,30}?(?:\b(?:on|to|in|into|towards?|at|down|over) (?:the |my |his |her |their )?(?:lower |bottom |low )?right\b(?:[- ]hand)?(?! (?:now|away|there|here|after|before|up|through|across|then|again|enough|arm|leg|hand|foot|knee|shoulder|eye|ear|breast|chest|face|neck|back|wrist|ankle|elbow|thigh|buttock|side of (?:my |the |his |her |their )?(?:chest|neck|face|head|back))\b)|\bright[- ](?:hand )?side\b(?! of (?:my |the |his |her |their )?(?:chest|neck|face|head|back)\b)|\b(?:right lower|lower right|bottom right|right iliac fossa|rif|rlq)\b)/,
      /(?:\b(?:on|in|down) (?:the |my |his |her |their )?(?:lower |bottom |low )?right\b(?:[- ]hand)?(?! (?:now|away|there|here|arm|leg|hand|foot|knee|shoulder|eye|ear|breast|chest|face|neck|back|wrist|ankle|elbow|thigh|buttock)\b)|\b(?:right lower|lower right|bottom right|rif|rlq)\b)(?:(?![.;!?])(?!\b(?:no|not|never|nor|without)\b).){0,60}?\b(?:started|began|starting|beginning|came on)\b(?: off| out| at first)? (?:around|round|near|at|in|by|over|from) (?:my |the |his |her |their )?(?:belly ?button|navel|umbilic\w*|middle|centre|center)\b/,
      /\b(?:tummy|belly|stomach|abdom\w*)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without|back)\b).){0,30}?\blow(?:er)? down (?:on|in) (?:the |my |his |her |their )?right\b(?:[- ]hand)?(?! (?:arm|leg|hand|foot|knee|shoulder|eye|ear|breast|chest|face|neck|back|wrist|ankle|elbow|thigh|buttock)\b)|\blow(?:er)? down (?:on|in) (?:the |my |his |her |their )?right(?:[- ]hand)?(?: side)? of (?:my |the |his |her |their )?(?:tummy|belly|stomach|abdomen)\b/,
    ],
  },
  oneSidedLowerPain: {
    label: 'one-sided lower abdominal or pelvic pain',
    patterns: [
      /\b(?:right|left) lower abdominal\b|\b(?:lower|low) (?:left|right)\b.{0,20}\b(?:abdom\w*|belly|stomach|tummy|side|pain|pelvi\w*)\b|\b(?:left|right) (?:lower|low)\b.{0,20}\b(?:abdom\w*|belly|stomach|tummy|pain|pelvi\w*)\b/,
      /\b(?:one[- ]sided|unilateral)\b.{0,25}\b(?:abdom\w*|belly|tummy|stomach|pelvi\w*|lower|pain)\b|\bpain\b.{0,25}\bon (?:one|the left|the right) side\b|\b(?:low|lower) (?:tummy|belly|abdomen|stomach)\b (?:on )?(?:one side|the (?:left|right) side)\b/,
      // Hostile review of round nineteen (texting shorthand; read only beside a missed period or a
      // pregnancy, by the ectopic rule): "sharp pain right side", "cramps on left", "pain one side
      // low down"; not the head, chest or a limb.
      /\b(?:pain|pains|cramps?|cramping|stabbing|ache|aching|achy|agony)\b (?:(?:low (?:down )?)?(?:on |in |down )?(?:the |my |her )?(?:lower |low )?)(?:left|right|one|1|rhs|lhs)(?: hand side| side)?\b(?! (?:hand|side)\b)(?! (?:side )?(?:of (?:my |the |her |his )?)?(?:lower |upper |mid |middle )?(?:head|face|chest|neck|jaw|ear|eye|arm|leg|foot|hand (?!side)|knee|shoulder|hip|ankle|wrist|breast|ribs?|ribcage|back|elbow|thigh|calf|toe|finger|thumb|buttock|bum|bottom(?! of))\b)(?!(?:(?![.;!?]).){0,20}\b(?:when (?:i |she |he )?(?:breathe|cough)|breathing|cough\w*)\b)(?!(?:(?![.;!?]).){0,80}\b(?:where (?:i|she|he) (?:bumped|banged|knocked|hit|fell)|from (?:a|the) (?:fall|knock|bump)|(?:midwife|doctor|gp|physio) (?:said|says|thinks|told me)(?: (?:it'?s|it is|it was))? (?:round ligament|sciatica|spd|pgp)|where (?:the )?baby (?:kicks|is kicking))\b)/,
      // Its review: the side first ("rhs pain", "r sided pain", "agony lhs" is above), "the right hand side of
      // my belly"; not the ribs, back or a limb, a knock, sciatica or round ligament pain.
      /\b(?:rhs|lhs|(?:r|l|right|left)[- ]sided|(?:right|left)[- ]hand side(?: of (?:my|her|the) (?:belly|tummy|stomach|abdomen|pelvis))?)(?: (?:lower|low|abdo\w*|tummy|belly|stomach|pelvic|groin|sharp|stabbing|bad|severe|dull|crampy|cramping|really|very|constant|awful|horrible|period|period-like|like|a|the|some|of))* ?(?:pain|pains|cramps?|cramping|stabbing|ache|agony)\b(?!(?:(?![.;!?]).){0,30}\b(?:ribs?|ribcage|back|chest|head|neck|shoulder|arm|leg|knee|hip|bum|jaw|tooth|teeth|ear|eye|when (?:i |she |he )?(?:breathe|cough)|breathing|cough\w*)\b)(?!(?:(?![.;!?]).){0,80}\b(?:where (?:i|she|he) (?:bumped|banged|knocked|hit|fell)|from (?:a|the) (?:fall|knock|bump)|(?:midwife|doctor|gp|physio) (?:said|says|thinks|told me)(?: (?:it'?s|it is|it was))? (?:round ligament|sciatica|spd|pgp)|where (?:the )?baby (?:kicks|is kicking))\b)|\b(?:pain|pains|cramps?|cramping|stabbing|ache|agony)\b (?:in |on |down )?(?:the |my |her )?(?:right|left)[- ]hand side(?! of (?:my |her |the )?(?:head|face|chest|neck|back|ribs?|ribcage|body)\b)(?!(?:(?![.;!?]).){0,30}\b(?:when (?:i |she |he )?(?:breathe|cough)|breathing|cough\w*)\b)(?!(?:(?![.;!?]).){0,80}\b(?:where (?:i|she|he) (?:bumped|banged|knocked|hit|fell)|from (?:a|the) (?:fall|knock|bump)|(?:midwife|doctor|gp|physio) (?:said|says|thinks|told me)(?: (?:it'?s|it is|it was))? (?:round ligament|sciatica|spd|pgp)|where (?:the )?baby (?:kicks|is kicking))\b)/,
      /\bpelvic pain\b|\b(?:left|right) (?:side|ovary|ovarian)\b.{0,15}\bpain\b|\b(?:pain|ache|cramp\w*|stabbing)\b.{0,15}\blow(?: down)? (?:on|in) (?:the |my |her )?(?:left|right|one side)\b/,
    ],
  },
  peritonism: {
    label: 'rigid belly, or belly pain worse on moving, coughing or bumps',
    patterns: [
      /\b(?:belly|abdomen|abdominal|stomach|tummy)\b.{0,20}\b(?:rigid|board[- ]like|hard as a board|rock hard|tense|hard like a board|like a board|hard as (?:a )?rock|solid|hard)\b|\bguarding\b|\brebound\b|\bperitonit\w*/,
      /\b(?:cannot|can not|too painful to|hurts (?:too much )?to) (?:move|cough|walk|breathe)\b.{0,20}\b(?:without|agony|screaming)\b|\blying (?:dead |completely |very )?still\b|\bevery (?:bump|jolt|movement)\b.{0,20}\b(?:agony|pain|hurts)\b/,
      /\b(?:pain|hurts?)\b.{0,30}\b(?:when|on) (?:i |he |she )?(?:cough\w*|mov\w*|walk\w*|jump\w*|go over bumps|every step)\b|\b(?:pain|hurts?)\b.{0,20}\b(?:going|driving) over (?:speed )?bumps\b/,
    ],
  },
  rigidBelly: {
    label: 'rigid or board-hard belly, or belly pain that has spread all over',
    patterns: [
      /\b(?:belly|abdomen|abdominal|stomach|tummy)\b.{0,35}\b(?:rigid|board[- ]like|hard as a board|rock hard|hard like a board|like a board|hard as (?:a )?rock)\b|\b(?:rigid|board[- ]like|rock[- ]hard|board[- ]hard)\b (?:abdom\w*|belly|tummy|stomach)\b|\bguarding\b|\brigidity\b|\bperitonit\w*/,
      /\b(?:pain|ache|it)\b.{0,20}\bspread\w* (?:all over|everywhere|across (?:the |my |his |her )?(?:whole )?(?:belly|tummy|stomach|abdomen))\b|\b(?:pain|tenderness) (?:is )?(?:now )?generali[sz]ed\b|\bnow generali[sz]ed\b/,
    ],
  },
  limpOrNotWalking: {
    label: 'a new limp, or will not walk or bear weight',
    patterns: [
      /\blimp(?:ing|s|ed)?\b|\b(?:will not|refus\w* to|refusing to|cannot|does not want to|unable to) (?:walk|stand|put (?:any )?weight|bear (?:any )?weight|weight[- ]bear|take (?:any )?weight)\b|\bnon[- ]weight[- ]bearing\b/,
      // Round fifteen review: "not weight bearing", "NWB", "won't weightbear", "not putting weight on".
      /\bnot (?:weight[- ]?bearing|bearing (?:any )?weight|putting (?:any )?weight (?:on|through))\b|\bnwb\b|\b(?:won't|wont|will not) (?:weight[- ]?bear|put (?:any )?weight on)\b/,
    ],
  },
  rash: {
    label: 'a rash or spots on the skin',
    patterns: [
      /\brash(?:es)?\b|\bspotty\b|\b(?:red|pink|raised) spots\b|\bspots (?:on|all over|over) (?:her|his|my|their|the) (?:body|tummy|chest|back|face|arms|legs|skin)\b/,
    ],
  },
  chickenpox: {
    label: 'chickenpox or hand, foot and mouth disease',
    background: true,
    patterns: [/\bchicken ?pox\b|\bvaricella\b|\bhand,? foot,? (?:and|&) mouth\b/],
  },
  tetanusProneWound: {
    label: 'a dirty or rusty wound, or tetanus jabs not up to date',
    patterns: [
      /\b(?:rust(?:y)?|barbed wire|manure|soil|garden fork|dirty|filthy|contaminated)\b(?:(?!\b(?:no|not|nor|without|clean)\b).){0,40}\b(?:cut|wound|gash|puncture\w*|stood on|went through|scratch\w*|laceration)\b|\b(?:cut|wound|gash|puncture\w*|stood on|went through|laceration)\b(?:(?!\b(?:no|not|nor|without|clean)\b).){0,40}\b(?:rust(?:y)?|barbed wire|manure|soil|dirty|filthy|contaminated)\b/,
      /\b(?:no|not had|have not had|has not had|never had|out of date|overdue|not up to date|not sure|unsure|cannot remember|do not know)\b.{0,30}\btetanus\b|\btetanus\b.{0,40}\b(?:over|more than) (?:10|ten|\d\d) years\b|\btetanus\b.{0,30}\b(?:out of date|not up to date|overdue|years ago|ages ago|not sure|unsure)\b/,
    ],
  },
  carbonMonoxide: {
    label: 'possible carbon monoxide exposure',
    patterns: [
      /\bcarbon monoxide\b|\bco (?:alarm|detector|poisoning)\b/,
      // NHS carbon monoxide poisoning: several people in one home unwell at once, with a fuel appliance.
      /\b(?:everyone|everybody|all of us|both of us|we all|we are all|the whole (?:family|house\w*))\b.{0,60}\b(?:sick|dizzy|headaches?|nause\w*|drowsy|vomit\w*)\b.{0,60}\b(?:boiler|gas|heater|gas fire|stove|generator|burner|fumes|chimney)\b|\b(?:boiler|gas fire|heater|generator|burner|fumes)\b.{0,60}\b(?:everyone|everybody|all of us|both of us|we all|the whole (?:family|house\w*))\b.{0,40}\b(?:sick|dizzy|headaches?|nause\w*|drowsy|vomit\w*)\b/,
      /\b(?:better|goes away|go away|improves?|clears?|eases?|fine) (?:when |once |as soon as )?(?:(?:we|i|they|he|she) )?(?:are |go |get |leave |step )?(?:outside|out of the (?:house|flat|home)|away from (?:home|the house|the flat)|out)\b.{0,40}\b(?:boiler|gas|heater|fire|stove|generator|burner)\b|\b(?:boiler|gas fire|gas heater|generator|wood ?burner|log ?burner|paraffin heater|gas stove|gas cooker)\b.{0,40}\b(?:old|faulty|broken|leak\w*|ancient|not (?:been )?serviced|soot\w*|yellow|orange flame)\b/,
    ],
  },
  // Round seventeen (helper W), NHS carbon monoxide poisoning: the clues that point to it in a
  // home, each read in its own sentence so the rules can join them across a message: symptoms
  // better away from home or worse at home, others in the home (or a pet) unwell in the same way.
  coHomeClue: {
    label: 'symptoms better away from home, or others in the home or a pet unwell in the same way',
    patterns: [
      /\b(?:better|go(?:es)? away|gone|clears?(?: up)?|eases?|improves?|disappears?|stops?|resolves?|settles?|fine|ok|okay|normal)\b(?:(?![.;!?]).){0,25}?\b(?:(?:at|during the day at|in) (?:work|the office|school|uni)|away from (?:the |our |my )?(?:home|house|flat)|out of the (?:house|flat|home)|on holiday|when (?:i|we|he|she|they) (?:go|leave|am|are|is|get) (?:out|away|outside|to work))\b/,
      /\b(?:worse|only|comes? back|starts? again|returns?) (?:when (?:i|we|he|she|they) (?:am|are|is|get|come|go) (?:back )?)?(?:at|in|back) (?:home|the (?:house|flat))\b/,
      // Round seventeen (helper W, second pass): told the other way round ("when we go outside it is
      // better", "once I'm at work it goes"), and the whole family unwell at once.
      /\bwhen (?:i|we|he|she|they) (?:go|get|are|am|is|step|leave|went|got) (?:out(?:side)?|away|to work|to the office|out of the (?:house|flat|home))\b(?:(?![.;!?]).){0,20}?\b(?:better|go(?:es)? away|gone|clears?|eases?|improves?|fine|ok|okay|disappears?)\b|\b(?:all (?:the |my |our )?family|the whole family|whole family|everyone at home)\b (?:have|has|got|get|gets|are|feel|feels|keep getting|been getting|started getting)\b(?:(?![.;!?]).){0,20}?\b(?:headaches?|dizz\w*|sick|nause\w*|vomit\w*)\b/,
      /\b(?:partner|husband|wife|boyfriend|girlfriend|fianc\w*|flat ?mates?|house ?mates?|room ?mates?|kids|children|son|daughter|mum|mom|dad|brother|sister|family|everyone (?:at home|in the (?:house|flat|home)))\b(?:(?![.;!?]).){0,30}?\b(?:similar|same|also|too|as well)\b(?:(?![.;!?]).){0,20}?\b(?:headaches?|symptoms|dizz\w*|sick|nause\w*|vomit\w*)\b/,
      /\b(?:cat|cats|dog|dogs|pets?|budgie|parrot|bird|hamster|rabbit|kitten|puppy)\b (?:(?:is|are|was|were|has been|have been|has|have|been|seems?|looks?|also|too|as well) ){1,3}(?:very |really |a bit |so )?(?:lethargic|ill|unwell|sick|vomiting|sleepy|drowsy|wobbly|floppy|weak|collapsed|not (?:itself|himself|herself|right))\b/,
      // NHS carbon monoxide poisoning: signs of a faulty appliance (a lazy yellow or orange flame
      // instead of a crisp blue one, dark marks around it), and everyone in one home ill at once
      // told by count ("4 peoples all have headache", "all 3 of us have headache"; "we all" and
      // "everyone" are read by `carbonMonoxide` with the appliance near).
      /\b(?:flames?|pilot light)\b(?:(?![.;!?]).){0,15}?\b(?:orange|yellow|lazy|floppy)\b|\b(?:orange|yellow|lazy|floppy) (?:flames?|pilot light)\b|\b(?:black|dark|brown|sooty) (?:marks|stains|soot)\b(?:(?![.;!?]).){0,20}?\b(?:boiler|fire|heater|stove|burner|cooker)\b/,
      /\b(?:all (?:the )?(?:\d+|two|three|four|five|six) (?:of us|peoples?|persons?|people)|(?:\d+|two|three|four|five|six) (?:peoples?|persons?|people|of us) all)\b (?:(?:have|has|got|get|gets|are|feel|feels|been|keep|having|with|the) ){0,3}(?:the |a )?(?:same |strong |bad )?(?:headaches?|head ?ache|dizz\w*|sick|nause\w*|vomit\w*)\b/,
    ],
  },
  fuelAppliance: {
    label: 'a gas, oil, wood or coal appliance, a generator or a stove in the home',
    patterns: [
      /\b(?:gas|oil|combi) (?:boiler|fire|heater|cooker|stove|oven|hob|appliances?)\b|\bboiler\b|\b(?:paraffin|kerosene|calor gas|portable) heater\b|\b(?:wood|log|multi[- ]fuel) ?(?:burner|stove)\b|\b(?:coal|open) fire\b|\bgenerator\b|\b(?:camping stove|barbecue|bbq) (?:inside|indoors|in the (?:tent|house|flat|caravan|garage))\b/,
      // Round seventeen (helper W, second pass): a boiler never serviced (the "never" is part of the
      // clue, not a denial), and symptoms dated from the heating going on.
      /\b(?:never|not|not been|has not been|have not been) (?:been )?servic\w* (?:the |our |my |his |her |their )?(?:gas |oil )?boiler\b|\bboiler\b (?:has |have |had )?(?:never|not) (?:been )?servic\w*/,
      /\b(?:since|when|after|once) (?:we|i|they|he|she|my \w+) (?:start\w*|put|turned|turn|switch\w*|put on|have) (?:on )?(?:the |our )?(?:central )?heating\b/,
    ],
  },
  // Round seventeen (helper W, second pass), NHS carbon monoxide poisoning: a fuel burnt in a closed
  // space: a charcoal or disposable barbecue in a tent, a coal, paraffin or gas heater in a room
  // overnight, a petrol generator or a running engine in a garage, a wood burner with the flue shut.
  // Not an electric heater or grill, nor a cooker or boiler where it belongs.
  enclosedCombustion: {
    label: 'a fuel burning in a closed space (a tent, room, garage or caravan) or with the flue shut',
    patterns: [
      /\b(?:(?:charcoal|disposable)? ?(?:bbq|barbecue|barbeque)s?|charcoal|brazier)\b(?:(?![.;!?]).){0,20}?\b(?:inside|indoors|in (?:the |a |our |my |his |her |their )?(?:tent|caravan|camper(?:van)?|motorhome|van|room|bedroom|cabin|hut|yurt|house|flat))\b|\b(?:had|have|has|used|using|use|lit|light|lighting|brought|put|running|ran|cooked|cooking|left|burnt|burned|burning|sleep with|sleeping with|slept with)\b(?:(?![.;!?]).){0,20}?\b(?:(?:charcoal|disposable|camping|gas|portable)? ?(?:bbq|barbecue|barbeque|grill)s?|charcoal|brazier|(?:petrol|diesel|portable)? ?generators?|(?:coal|paraffin|kerosene|gas|oil|calor gas|propane|butane|patio|camping|charcoal|wood) (?:heater|stove|burner|fire)s?|(?:wood|log|multi[- ]fuel|pot[- ]belly) ?(?:burner|stove)s?|primus)\b(?:(?![.;!?]).){0,30}?\b(?:inside|indoors|in (?:the |a |our |my |his |her |their )?(?:closed |shut |small )?(?:tent|caravan|camper(?:van)?|motorhome|van|room|bedroom|garage|shed|basement|cellar|cabin|boat|hut|workshop|yurt))\b|\b(?:(?:charcoal|disposable|camping|gas|portable)? ?(?:bbq|barbecue|barbeque|grill)s?|charcoal|brazier|(?:petrol|diesel|portable)? ?generators?|(?:coal|paraffin|kerosene|gas|oil|calor gas|propane|butane|patio|camping|charcoal|wood) (?:heater|stove|burner|fire)s?|(?:wood|log|multi[- ]fuel|pot[- ]belly) ?(?:burner|stove)s?|primus) (?:(?![.;!?]).){0,30}?\b(?:inside|indoors|in (?:the |a |our |my |his |her |their )?(?:closed |shut |small )?(?:tent|caravan|camper(?:van)?|motorhome|van|room|bedroom|garage|shed|basement|cellar|cabin|boat|hut|workshop|yurt))\b(?:(?![.;!?]).){0,30}?\b(?:on|running|burning|lit|going|all night|overnight|all evening|all day|for hours|to keep warm|for warmth|because|cos|cause)\b|\b(?:(?:charcoal|disposable|camping|gas|portable)? ?(?:bbq|barbecue|barbeque|grill)s?|charcoal|brazier|(?:petrol|diesel|portable)? ?generators?|(?:coal|paraffin|kerosene|gas|oil|calor gas|propane|butane|patio|camping|charcoal|wood) (?:heater|stove|burner|fire)s?|(?:wood|log|multi[- ]fuel|pot[- ]belly) ?(?:burner|stove)s?|primus) (?:was |is |were |are |been |left |kept )?(?:on|running|burning|lit|going)\b(?:(?![.;!?]).){0,20}?\b(?:inside|indoors|in (?:the |a |our |my |his |her |their )?(?:closed |shut |small )?(?:tent|caravan|camper(?:van)?|motorhome|van|room|bedroom|garage|shed|basement|cellar|cabin|boat|hut|workshop|yurt))\b|\b(?:inside|in (?:the |a |our |my |his |her |their )?(?:closed |shut |small )?(?:tent|caravan|camper(?:van)?|motorhome|van|bedroom|garage|shed|basement|cellar|cabin|hut|workshop|yurt))\b(?:(?![.;!?]).){0,30}?\b(?:(?:charcoal|disposable|camping|gas|portable)? ?(?:bbq|barbecue|barbeque|grill)s?|charcoal|brazier|(?:petrol|diesel|portable)? ?generators?|(?:coal|paraffin|kerosene|gas|oil|calor gas|propane|butane|patio|camping|charcoal|wood) (?:heater|stove|burner|fire)s?|(?:wood|log|multi[- ]fuel|pot[- ]belly) ?(?:burner|stove)s?|primus)\b(?:(?![.;!?]).){0,10}?\b(?:on|running|burning|lit|going|for)\b/,
      /\b(?:burner|stove|fire|heater|boiler)\b(?:(?![.;!?]).){0,40}?\b(?:flue|chimney|damper|vents?)\b (?:was |is |were |had been |has been )?(?:closed|blocked|shut|covered|taped)\b|\b(?:closed|blocked|shut|covered) (?:the )?(?:flue|chimney|damper)\b|\b(?:car|engine|van|motor ?bike|lawn ?mower|generator) (?:was |is |left |been )?(?:running|on|idling|ticking over)\b(?:(?![.;!?]).){0,20}?\b(?:in|inside) (?:the |a |our |my |his |her |their )?(?:closed |shut )?garage\b/,
    ],
  },
  // Round seventeen (helper W), NHS altitude sickness: being high up (above about 2,500 m or
  // 8,000 ft), told by a height with a climb, a trek or a camp, or by the mountain or town named.
  atAltitude: {
    label: 'at high altitude (above about 2,500 m or 8,000 ft)',
    patterns: [
      /\b(?:high[- ]altitude|altitude sickness|acute mountain sickness|mountain sickness|soroche|hace|hape)\b|\b(?:everest|base camp|kilimanjaro|annapurna|aconcagua|inca trail|cusco|cuzco|la paz|lhasa|himalaya\w*|andes|denali|high camp|summit day)\b/,
      /\b(?:at|to|reached|reach|up to|above|over|climbed|camp(?:ing)?|slept|sleeping|now|altitude(?: of)?|elevation(?: of)?|height of)\b(?:(?![.;!?]).){0,20}?\b(?:2[5-9]\d\d|[3-8]\d\d\d|2,[5-9]\d\d|[3-8],\d\d\d) ?(?:m|metres?|meters?|masl)\b|\b(?:at|to|reached|reach|up to|above|over|climbed|camp(?:ing)?|slept|sleeping|now|altitude(?: of)?|elevation(?: of)?|height of)\b(?:(?![.;!?]).){0,20}?\b(?:[89],?\d\d\d|1\d,?\d\d\d|2[0-9],?\d\d\d) ?(?:ft|feet)\b|\b(?:2[5-9]\d\d|[3-8]\d\d\d|2,[5-9]\d\d|[3-8],\d\d\d) ?(?:m|metres?|meters?)\b (?:above sea level|altitude|high|up|elevation)\b/,
    ],
  },
  // Signs of high-altitude cerebral or pulmonary oedema the other findings do not read: walking
  // like a drunk, answering slowly, only wanting to sleep, frothy or pink sputum, a gurgling chest.
  altitudeDanger: {
    label: 'walking like a drunk, slow to answer, only wanting to sleep, or frothy sputum',
    patterns: [
      /\bwalk\w* (?:like|as if|as) (?:(?:a|he|she|they|i) (?:is |was |are |am |were )?)?drunk\w*|\bstagger\w*|\b(?:cannot|can not|could not|unable to) walk (?:in )?a straight line\b|\b(?:answer\w*|respond\w*|talk\w*|speak\w*) (?:very |so |really |too )?slow\w*|\b(?:wants?|want) (?:only|just) (?:to )?sleep\b|\bonly (?:wants?|want) (?:to )?sleep\b/,
      // Round seventeen (helper W, second pass): stumbling, walking or looking drunk, unable to walk
      // straight, clumsy, or not talking properly (loss of coordination, NHS altitude sickness).
      /(?<!\b(?:drunk|drinking|drank|pissed|wasted|beers?|pints?|alcohol|pub|bar|club)\b(?:(?![.;!?]).){0,30})\bstumbl(?:e|es|ed|ing)\b(?! (?:home|back|on|over|upon|across|into|out|off|in)\b)|\b(?:like|as if|as though) (?:(?:he|she|they|i) (?:is|was|are|were|am|'s|'re) |(?:a )?)?(?:drunk|wasted|pissed|intoxicated)\b|\b(?:cannot|can not|could not|unable to|can barely|can hardly|could barely|could hardly|barely|hardly|not able to|struggl\w* to) walk (?:in a )?straight\b|\bataxi\w*|\b(?:clumsy|uncoordinated|falling over|keeps? falling|tripping over (?:his|her|their|my) (?:own )?feet)\b|\b(?:not|cannot|can not|will not|would not|unable to) (?:talk|speak|talking|speaking) (?:properly|right|normally|clearly|straight|sense)\b|\bslurr\w*/,
      /\b(?:frothy|foamy|pink|bubbly) (?:sputum|spit|phlegm|mucus|liquid|froth|cough)\b|\bcough\w* (?:up )?(?:pink |white )?(?:froth|foam)\w*|\b(?:gurgl\w*|rattl\w*|crackl\w*) (?:in (?:his|her|my|their) )?(?:chest|lungs|breathing)\b|\b(?:chest|lungs|breathing) (?:is |are )?(?:gurgl\w*|rattl\w*|crackl\w*)/,
    ],
  },
  // Round seventeen (helper W), NHS decompression sickness: a scuba dive in the last hours or days,
  // told by divers ("2 dives to 28m", "surfaced an hour ago", "rapid ascent", "missed my safety
  // stop"), not a dive into a pool or off a board.
  afterDiving: {
    label: 'scuba diving in the last hours or days',
    patterns: [
      /(?:\bscuba\b|\bdecompression (?:sickness|illness)\b|\bthe bends\b|\b(?:after|since|from|following|post)[- ](?:a |the |my |his |her |our |two |three |\d )?(?:(?:deep|long|wreck|boat|night|scuba|second|last|first|morning|afternoon) )?dives?\b|\b(?:[2-9]|two|three|four|several|multiple|repetitive|repeated) (?:(?:deep|long|wreck|boat|scuba) )?dives\b|\b(?:dived|dove|dive|diving|dives)\b(?:(?![.;!?]).){0,20}?\b\d+ ?(?:m|metres?|meters?|ft|feet)\b|\b(?:dive|diving) (?:computer|buddy|boat|trip|holiday|course|instructor|master|school|centre|center|site|tank|cylinder)\b|\b(?:dived|dove|diving|dive)\b(?:(?![.;!?]).){0,40}?\bsurfac\w*|\bsurfac\w*(?:(?![.;!?]).){0,40}?\bdive\w*|\b(?:rapid|fast|quick|uncontrolled|emergency) ascent\b|\bmissed (?:my |a |the |his |her )?(?:safety|deco\w*) stop\b)(?!(?:(?![.;!?]).){0,40}?\b(?:(?:\d+|a few|a couple of|two|three|four|five|several|many|some) (?:weeks?|months?|years?) ago|last (?:week|month|year|summer|winter|spring|autumn)|in (?:19|20)\d\d)\b)/,
      // Round seventeen (helper W, second pass), NHS decompression sickness: a dive told the lay way
      // ("after diving in the Red Sea", "went deep diving", "on my dive this morning", "came up too
      // fast" with a dive named). Not skydiving, a dive into or at a pool, off a board or a cliff,
      // a dive bar, nor a dive long ago.
      /(?:\b(?:after|since|from|following|post|went|go|gone|been|was|were|did some|doing|do) (?:(?:deep|scuba|wreck|reef|boat|cave|open water|sea|night|drift) )?diving\b|\b(?:deep|wreck|reef|cave|open water|drift) div(?:e|es|ing)\b|\b(?:on|after|during|from|since|at the end of|in) (?:my|his|her|our|their|the|today'?s|this morning'?s|yesterday'?s|last night'?s) (?:(?:deep|long|second|last|first|wreck|reef|boat|night|morning|afternoon) )?dive\b|\bdive[sd]? (?:this morning|this afternoon|this evening|today|yesterday|last night|earlier)\b|\b(?:came|come|coming|went|shot|rose|ascended|surfaced) (?:up )?(?:way |much |far |really |very |so )?(?:too )?(?:fast|quick(?:ly)?|rapidly)\b(?:(?![.;!?]).){0,30}?\b(?:dive|diving|from \d+ ?(?:m|metres?|meters?|ft|feet))\b)(?!(?:(?![.;!?]).){0,40}?\b(?:pool|(?:diving )?board|cliff|into the|bar|for (?:the |a )?(?:ball|catch|save|cover)|to (?:save|catch|stop)|(?:\d+|a few|a couple of|two|three|four|five|several|many|some) (?:weeks?|months?|years?) ago|last (?:month|year|summer|winter|spring|autumn)|in (?:19|20)\d\d)\b)(?<!\b(?:pool|bar|board) dive)/,
    ],
  },
  // The signs of decompression sickness the other findings do not read: a joint that aches, tingling
  // or numbness, itchy or marbled skin, weak or heavy limbs, trouble walking or passing urine.
  diveSymptom: {
    label: 'joint pain, tingling or numbness, itchy or marbled skin, weak limbs or trouble walking',
    patterns: [
      /\b(?:shoulders?|elbows?|knees?|hips?|wrists?|ankles?|joints?)\b(?:(?![.;!?]).){0,20}?\b(?:pain\w*|ache\w*|aching|hurts?|hurting|sore)\b|\b(?:pain\w*|ache\w*|aching|hurts?|sore)\b(?:(?![.;!?]).){0,20}?\b(?:shoulders?|elbows?|knees?|hips?|wrists?|ankles?|joints?)\b|\barthralgia\b/,
      /\btingl\w*|\bnumb\w*|\bpins and needles\b|\bpar(?:a)?esthesi\w*/,
      /\b(?:itchy|itching|mottled|marbled|blotchy) (?:skin|rash|patches|blotches)\b|\b(?:itchy|itching|mottled|marbled|blotchy),? (?:and )?(?:itchy|mottled|marbled|blotchy|red|purple) (?:skin|rash|patches|blotches)\b|\bskin (?:is |went |gone |has gone |looks |looking |feels |turned |became )?(?:(?:all |very |really |a bit |kind of )?(?:itchy|itching|mottled|marbled|blotchy|purple and white|like marble))\b|\b(?:marbled|marbling|mottled|mottling) (?:on|over|across) (?:my|his|her|the)\b|\b(?:skin|arms?|legs?|chest|belly|stomach|tummy|back|shoulders?|torso|body)\b (?:is |are |feels? |has gone |gone |went |got )?(?:really |very |so |all |a bit )?itch(?:y|ing)\b|\bcutis marmorata\b/,
      /\bweak(?:ness)? (?:in )?(?:my |his |her |both |the |one )?(?:arms?|legs?|hands?|side)\b|\b(?:arms?|legs?) (?:feels? |is |are |went |gone )?(?:weak|heavy|like jelly)\b|\b(?:difficulty|trouble|cannot|can not|hard to|struggling to) (?:walk\w*|stand\w*|pee\w*|urinat\w*)\b/,
    ],
  },
  itchyHandsFeet: {
    label: 'itching of the hands and feet (pregnancy cholestasis)',
    patterns: [
      /\bitch\w*\b.{0,40}\b(?:hands|feet|palms|soles)\b|\b(?:hands|feet|palms|soles)\b.{0,40}\bitch\w*|\bcholestasis\b/,
    ],
  },
  noStoolOrGas: {
    label: 'cannot pass stool or wind',
    patterns: [
      /\b(?:cannot|unable to|not|has not|have not|no) (?:had |done |been for )?(?:a |any )?(?:pass\w*|fart\w*|poo\w*|poop\w*)\b.{0,20}\b(?:wind|gas|fart\w*|stool|poo|bowel)?|\bno (?:bowel movement|stool|poo|gas|flatus|wind)\b|\bnot (?:passing|passed) (?:gas|wind|stool|flatus)\b|\bobstipation\b|\b(?:not|has not|have not|had not|did not) (?:opened|open|moved|move|emptied) (?:my |his |her |their )?bowels?\b/,
    ],
  },
  distension: {
    label: 'swollen or distended belly',
    patterns: [
      /\bdistend\w*|\bdistension\b|\bswollen (?:belly|abdomen|stomach|tummy)\b|\b(?:belly|abdomen|stomach|tummy) (?:is |looks |feels |has )?(?:(?:massively|hugely|really|very|so|all) )?(?:swollen|swelled|distended|bloated and hard|huge|tight as a drum)\b/,
    ],
  },
  bileVomit: {
    label: 'green (bile) or fecal vomit',
    patterns: [
      // Round fourteen (helper R), NHS vomiting in children and babies (green vomit: A&E or 999): the
      // feed or sick said to come back up green, or to look like grass cuttings, not phlegm or snot
      // coughed up green.
      /(?<!\b(?:cough\w*|chest|phlegm|sputum|mucus|snot|nose|hawk\w*|spit\w*)\b(?:(?![.;!?]).){0,40})\b(?:came|come|coming|comes) (?:back )?up (?:(?:a |really |very |quite )?(?:bright|dark|lime|luminous|neon|greeny|yellowy)[- ])?green\b|\b(?:vomit\w*|sick|threw up|thrown up|throwing up|brought up|bringing up|back up|came up|come up|puked?|puking)\b(?:(?![.;!?]).){0,60}\blike (?:fresh |cut |mown |freshly cut )?(?:grass(?: cuttings| clippings)?|pea soup|spinach water)\b/,
      /\b(?:green|bilious|dark green|yellow-green) (?:vomit\w*|sick)\b|\b(?:vomit|sick)\b (?:is|was|looks?|looked|has been|came up) (?:(?!(?:not|never|no)\b)\w+ )?(?:green|bright green|dark green)\b|\bvomit\w* (?:green|bile|poo|poop|feces|stool|brown (?:smelly )?stuff)\b|\bfeculent\b|\b(?:vomit\w*|sick|threw up|throwing up|last lot)\b.{0,40}\b(?:smell\w*|look\w*) (?:like|of) (?:poo|poop|feces|stool|sewage)\b/,
      // Green named a few words after the vomiting ("sick 3 times, the last ones were bright green"),
      // not green snot, phlegm, stools or a green-looking face, nor a sick coloured by green food or
      // drink named in the same sentence ("sick after a spinach smoothie, it was green").
      /\b(?:vomit\w*|(?<!\b(?:feel|feels|feeling|felt|bit|little|quite|very|really|so) )sick|threw up|thrown up|throwing up|brought up|bringing up|puked?|puking)\b(?<!\b(?:smoothies?|spinach|kale|juice|cordial|slush\w*|jelly|sweets|food colou?r\w*|pesto|salad|peas|broccoli|matcha|absinthe|mouthwash|cr[eè]me de menthe)\b[^.;!?]{0,120})(?![^.;!?]{0,120}\b(?:smoothies?|spinach|kale|juice|cordial|slush\w*|jelly|sweets|food colou?r\w*|pesto|salad|peas|broccoli|matcha|absinthe|mouthwash|cr[eè]me de menthe)\b)(?:(?![.;!?])(?!\b(?:snot|snotty|phlegm|mucus|sputum|nose|poo|poos|poop|stools?|nappy|nappies|diarrh\w*|discharge|eyes?|face|skin|lips|bogeys?)\b).){0,60}\b(?:were|was|is|are|been|came up|comes up|bright|dark|lime|luminous|neon|fluorescent) (?:(?!(?:not|no|never)\b)\w+ )?green\b|\bbile[- ]stained (?:vomit\w*|sick|fluid|aspirate)\b|(?<!\b(?:cough\w*|chest|phlegm|sputum|mucus)\b(?:(?![.;!?]).){0,40})\b(?:threw|throwing|thrown|throws|brought|bringing|brings|sicked|sicking) up (?:(?:bright|dark|lime|luminous|neon) )?green\b(?! (?:bits|pieces|veg\w*|salad|peas|beans|food|sweets|jelly|ice|phlegm|mucus|sputum|snot|gunk|slime|catarrh)\b)/,
    ],
  },
  vomitingBlood: {
    label: 'vomiting blood or coffee-ground vomit',
    patterns: [
      /\b(?:brought|bringing|threw|throwing|thrown|sicked|vomited|puked|coughed) up\b.{0,30}\bblood\b(?!.{0,15}\b(?:from (?:my|his|her) nose|nosebleed)\b)|\bblood in (?:my |his |her |the )?sick\b|\bbrought up blood\b|\bbeen sick blood\b|\bvomit\w* (?:up )?(?:blood|red|coffee)\b|\bvomiting blood\b|\b(?:throwing|threw|throw) up blood\b|\bpuking blood\b|\bblood in (?:my |the |his |her )?vomit\b|\bcoffee[- ]?grounds?\b|\bhematemesis\b|\b(?:vomit\w*|being sick|been sick|throwing up|threw up|bringing up)\b (?:up )?(?:what (?:looks|look|looked|seems) like |something like |stuff like )(?:blood|coffee)\b/,
      // Round eighteen (its second review): "vomited a cupful of fresh blood", "threw up some dark blood".
      /\b(?:vomited|vomiting|puked|threw up|was sick|been sick) (?:up )?(?:(?:a|some|lots of|loads of|a lot of|a (?:cup|cupful|mouthful|bowl|bucket)(?:ful)? of|about a \w+ of|fresh|bright red|bright|dark|red)\s+){1,4}blood\b/,
      /\b(?:been sick|was sick|being sick|vomit\w*|puk\w*|threw up|throwing up|brought up)\b.{0,40}\bblood (?:in (?:it|there)|mixed in)\b|\b(?:sick|vomit)\b (?:is |was |looks? )?(?:red|bloody|full of blood|pink with blood)\b/,
    ],
  },
  // Round fourteen (helper R), intussusception (NHS; RCPCH/CUH patient information): read only by
  // child-intussusception. A stool like redcurrant jelly, or blood with mucus or slime in the poo.
  jellyStool: {
    label: 'redcurrant-jelly stool, or blood with mucus in the poo',
    patterns: [
      /\bred ?currant[- ]?jelly\b|\b(?:poo|poos|stools?|nappy|nappies|motions?)\b(?:(?![.;!?]).){0,40}\blike (?:(?:red|strawberry|raspberry|blackcurrant|redcurrant) )?(?:jam|jelly)\b|\b(?:dark |bright )?red (?:mucoid|mucousy|mucusy|slimy|jelly|jelly-like|jellylike|jammy|mucus|mucous)(?: and bloody| bloody)? (?:stools?|poos?|nappy|nappies|stuff|motions?)\b|\b(?:blood|bloody) (?:and|with|mixed with) (?:mucus|mucous|slime|jelly)\b|\b(?:mucus|mucous|slime|jelly) (?:and|with|mixed with) blood\b/,
    ],
  },
  // Screaming or pain that comes in bouts (colicky), and a child pale, floppy or quiet between them.
  episodicScreaming: {
    label: 'screaming or tummy pain that comes and goes in bouts',
    patterns: [
      /\b(?:scream\w*|crying|cries|inconsolable|pain|attacks?|episodes?|spasms?|bouts?)\b(?:(?![.;!?]).){0,30}\b(?:comes? and goes?|came and went|in bouts|in waves|in episodes|episodic|every (?:\d+|few|ten|fifteen|twenty)(?:[- ]\d+)? ?min\w*|q ?\d+(?:-\d+)? ?min\w*)|\b(?:episodic|colicky|intermittent|paroxysm\w*) (?:inconsolable )?(?:crying|screaming|pain|abdominal pain|tummy pain|spasms?)\b|\bbouts of (?:screaming|crying|inconsolable|pain|tummy pain)\b|\bscreaming (?:fits|attacks|episodes|bouts)\b/,
    ],
  },
  // A baby or toddler drawing the legs or knees up (to the tummy or chest), which CUH's and NHS
  // Glasgow's intussusception guidance name with bouts of pain; read only with blood in the poo.
  kneesDrawnUp: {
    label: 'drawing the legs or knees up',
    patterns: [
      /\b(?:draw(?:s|ing)?|drew|pull(?:s|ing|ed)?|bring(?:s|ing)?|brought|curl(?:s|ing|ed)?|tuck(?:s|ing|ed)?)(?: up)? (?:(?:her|his|their|the|both) )?(?:legs|knees)(?: up)?\b(?! (?:to|so|and) (?:sit|stand|walk|climb|crawl)\b)|\b(?:legs|knees) (?:drawn|pulled|brought|curled|tucked) up\b/,
    ],
  },
  paleBetween: {
    label: 'pale, floppy or quiet between bouts of crying or pain',
    patterns: [
      /\b(?:pale|white|grey|gray|floppy|limp|quiet|sleepy|lethargic|drowsy|listless)\b(?:(?![.;!?]).){0,30}\b(?:between|in between) (?:the |each |these )?(?:episodes|attacks|bouts|spasms|screams|screaming|crying|them)\b|\b(?:between|in between) (?:the |each |these )?(?:episodes|attacks|bouts|spasms)\b(?:(?![.;!?]).){0,30}\b(?:pale|floppy|limp|sleepy|lethargic|drowsy|grey|gray)\b|\b(?:goes|went|gone|going|turns|turned) (?:very |really |quite |a bit |so |deathly |white and )?(?:pale|white|grey|gray)\b/,
    ],
  },
  blackStool: {
    label: 'black, tarry stools',
    patterns: [
      /\b(?:black|tarry|tar[- ]like|maroon)\b.{0,12}\b(?:stool|poo|poop|bowel movement|feces|motion)s?\b/,
      /\b(?:stool|poo|poop|bowel movement|feces)s? (?:is |are |was |were |looks? |has been )?(?:black|tarry|like tar)\b/,
      /\b(?:toilet|loo|poo\w*|stools?|bowels?|motions?)\b.{0,60}\bblack\b.{0,15}\b(?:like tar|tar\w*|sticky)\b|\bblack (?:and|sticky|like) (?:sticky|tar\w*)\b/,
    ],
  },
  heavyRectalBleeding: {
    label: 'heavy bleeding from the bottom',
    patterns: [
      /\b(?:lots|a lot|large amount|loads|cupful|heavy|pouring|gushing)\b.{0,15}\bblood\b.{0,25}\b(?:stool|poo|poop|toilet|rectum|bottom|bum|bowel)\b/,
      // Clots from the bottom, not clots with a period ("flooding through pads and passing clots").
      /\b(?:rectal bleed\w*|bleeding from (?:the |my |his |her )?(?:bottom|back passage|rectum|bum|butt|behind)|blood from (?:the |my |his |her )?(?:bottom|back passage|bum|butt|behind))\b.{0,20}\b(?:large|heavy|lots|a lot|massive|profuse|will not stop|not stopping|pouring)\b|\b(?:large|heavy|massive|profuse)(?: volume)? rectal bleed\w*/,
      /\b(?:passing|passed) (?:clots|lots of blood|a lot of blood)\b(?!.{0,40}\b(?:periods?|pads?|tampons?|vagina\w*|menstrua\w*)\b)(?<!\b(?:periods?|pads?|tampons?|vagina\w*|menstrua\w*|flooding)\b.{0,40})/,
      // Round eighteen (helper D), NHS bleeding from the bottom (A&E if a lot of blood or large
      // clots): "large amounts of fresh red blood and clots PR", "a big volume of blood from his
      // back passage", "blood and clots per rectum", "clots from my bottom".
      /\b(?:large|big|huge|heavy|massive|significant|copious) (?:amounts?|volumes?|quantity|quantities) of (?:fresh |bright |dark )?(?:red |maroon )?blood\b(?:(?![.;!?]).){0,40}?\b(?:pr|per rectum|rectal\w*|from (?:my |the |his |her |their )?(?:bottom|back passage|rectum|anus|bum|behind|butt))\b|\b(?:blood (?:and|with|\+|&) )?clots\b(?:(?![.;!?]).){0,20}?\b(?:pr|per rectum|from (?:my |the |his |her |their )?(?:bottom|back passage|rectum|anus|bum|behind|butt))\b/,
      // Round eighteen review (helper E), NHS bleeding from the bottom (A&E or 999 for a lot of blood):
      // a toilet or pan full of or red with blood with a bowel word in the sentence ("toilet bowl full
      // of blood after I opened my bowels", "filled the loo with blood when I had a poo"), and a
      // clinician's "PR bleed ++ / +++", "rectal bleeding with clots".
      /(?:\b(?:toilet|toilet bowl|loo|pan|bowl)\b (?:(?:is|was|went|turned|got|had|looked|looks) )?(?:(?:all|completely|just|totally) )?(?:full of|filled with|filled up with|bright red with|red with|covered in) (?:fresh |bright red |bright |dark |red )?blood\b|\b(?:filled|fill|fills|filling) (?:up )?(?:the |a )?(?:toilet|loo|pan|bowl) (?:up )?with (?:fresh |bright red |bright |dark |red )?blood\b)(?:(?=(?:(?![.;!?]).){0,80}\b(?:poo(?:s|p|ps|ped|ping|ing|ed)?|bowels?|stools?|bottom|back passage|rectum|rectal\w*|pr|bum|motions?)\b)|(?<=\b(?:poo(?:s|p|ps|ped|ping|ing|ed)?|bowels?|stools?|bottom|back passage|rectum|rectal\w*|pr|bum|motions?)\b(?:(?![.;!?]).){0,80}))/,
      /\b(?:rectal bleed\w*|bleeding pr|blood pr)(?: \+\+\+?| (?:with|and|\+) (?:large |big |lots of |many )?clots)\b|\b(?:rectal bleed\w*|bleeding pr|blood pr) \+\+/,
    ],
  },
  rectalBleeding: {
    label: 'blood in or on the stool',
    patterns: [
      /\bblood (?:is )?(?:coming |pouring |dripping |gushing |running )?(?:from|out of) (?:my |the |his |her )?(?:bottom|rectum|back passage|anus|bum|behind)\b/,
      /\b(?:diarrhea|poo|poop|stools?)\w* (?:with|has|had|containing|that has|that had) (?:some |a bit of |streaks of )?blood\b|\bblood(?:y| streaked)? (?:diarrhea|poo)\b|\bblood (?:in|on|with) (?:my |the |his |her |their )?(?:stool|poo|poop|toilet paper|bowel movement|feces|diarrh\w*|nappy|nappies|diapers?)\b|\bbright red blood\b|\brectal bleed\w*|\bbleeding from (?:my |the |his |her )?(?:bottom|rectum|back passage|anus|bum|butt|behind)\b|\bbloody (?:stool|diarrhea|poo)\b|\bblood in stool\b/,
      /\b(?:diarrhea|poo|poop|stools?|the runs)\b.{0,40}\b(?:there is|there's|theres|with|has|had|and|got) (?:some |a bit of |a little |fresh )?blood in (?:it|them)\b/,
      // Round eighteen (helper D): clinicians' "fresh blood PR", "PR bleeding", "bleeding per rectum".
      /\b(?:blood|bleed\w*)(?: (?:and|with|\+|&) clots)? (?:pr|per rectum)\b|\bpr (?:bleed\w*|blood)\b/,
      // Round fourteen (helper S), NHS diarrhoea and vomiting: blood with mucus told as clinicians and
      // parents write it ("blood + mucus in stool", "mucus and blood in her nappy", "blood-stained
      // diarrhoea", "streaks of blood in his poo").
      /\b(?:blood|mucus|mucous|slime)\b ?(?:\+|&|and|\/|,|with|or) ?(?:mucus|mucous|slime|blood)\b (?:(?:is |was |seen |noted |present )?(?:in|on|through|mixed (?:in|with)) )(?:(?:my|the|his|her|their|a|each|every|her last|his last|the last) )?(?:stools?|poos?|poops?|nappy|nappies|diapers?|diarrh\w*|bowel motions?|motions?)\b|\b(?:blood[- ]?stained|blood[- ]?streaked|bloodied) (?:stools?|poos?|diarrh\w*|nappy|nappies|mucus|motions?)\b|\b(?:streaks?|specks?|flecks?|spots?|traces?) of (?:fresh |bright red |red )?blood (?:in|on|through) (?:(?:my|the|his|her|their) )?(?:stools?|poos?|poops?|nappy|nappies|diapers?|diarrh\w*)\b/,
      // Round twenty-one (dev-probes-17): blood told as mixed in the diarrhoea ("diarrhea since 3 days,
      // today there is fresh blood mixed inside every time"), never blood in urine, sputum or vomit.
      /(?<!\b(?:for|any|no|without|gave|give|giving|donated|donating) )\b(?:(?:fresh|bright red|dark|some|a lot of|lots of) )?blood(?<=\b(?:diarrh\w*|poos?|poops?|stools?|the runs|loose)\b(?:(?![.;!?:]).){0,70}) (?:mixed )?(?:in|inside|into|through|with)\b(?! (?:my |the |his |her )?(?:urine|pee|wee|sputum|phlegm|vomit|sick|spit|saliva|nose|mucus from))/,
    ],
  },

  // Back, groin and testicles.
  backPain: {
    label: 'back pain or sciatica',
    patterns: [
      /\bback\b.{0,15}\b(?:pain(?!less)\w*|ache\w*|hurt\w*|sore|spasm|agony|killing (?:me|him|her)|in bits)\b|\b(?:pain|ache)\b.{0,5}\bin (?:my |the |his |her )?(?:lower |low )?back\b|\bbackache\b|\blumbago\b|\bsciatica\b|\blow back pain\b/,
    ],
  },
  saddleNumbness: {
    label: 'numbness between the legs, around the bottom or genitals (saddle area)',
    patterns: [
      new RegExp(
        String.raw`\b${NUMB}\b.{0,40}\b(?:between (?:my |the |his |her )?legs|groin|genital\w*|buttocks?|bottom|bum|butt|anus|anal|perine\w*|saddle|inner thighs?|privates?|private parts|vagina|penis|crotch|back passage|down below|down there|when (?:i )?wipe?|(?:my ?self )?wiping|toilet (?:paper|roll)|loo roll)\b`,
      ),
      /\bsaddle (?:area )?(?:anesthesia|anaesthesia|numb\w*|sensory loss)\b|\bnumb (?:saddle|bum|bottom|down there|down below)\b/,
      /\b(?:between (?:my |the |his |her )?legs|groin|buttocks|bottom|bum|butt|genitals|perineum|saddle area|private parts|crotch|insides? of (?:my |the |his |her )?thighs)\b[^.]{0,40}\b(?:numb\w*|tingl\w*|no feeling|feels dead)\b/,
    ],
  },
  bladderBowelChange: {
    label: 'new trouble passing urine, or loss of bladder or bowel control',
    patterns: [
      /\b(?:cannot|unable to|trouble|difficulty|problems?|hard to|struggling to|not able to|could not)(?: seem to| really| quite| properly)? (?:pee|urinat\w*|wee|pass urine|pass water|start (?:peeing|urinating|a stream)|empty (?:my )?bladder)\b/,
      /\burinary (?:retention|incontinence)\b|\bretention\b|\bincontinen\w*|\b(?:wet|wetting|soiled) (?:myself|himself|herself)\b|\bpeed (?:myself|himself|herself)\b|\bpooed (?:myself|himself|herself)\b/,
      /\b(?:lost|loss of|losing) (?:control (?:of|over) )?(?:my |his |her )?(?:bladder|bowels?)(?: control)?\b|\bno (?:bladder |bowel )?control\b|\b(?:bladder|bowel) (?:trouble|problem|change|dysfunction|issue|accident)\w*|\b(?<!\b(?:normal|intact|preserved|good|full) (?:bladder ?(?:\/|and|&) ?)?)(?:bladder|bowel) control\b(?! (?:is |are |was |were )?(?:normal|intact|preserved|fine|ok|okay|unaffected|unchanged|good)\b)|\b(?:cannot|unable to|could not|can not) (?:control|hold) (?:my |his |her )?(?:bladder|bowels?|pee|urine|wee|poo|poop|stools?|bowel movements?)\b/,
      /\bleak\w* (?:urine|pee)\b|\bcannot (?:feel|tell) when (?:i )?(?:need to )?(?:pee|poo|urinate)\b/,
      // Round twenty-four (b), NHS cauda equina syndrome (losing control of peeing, not being able to
      // feel it): "leaking wee", "keep wetting", "pee comes out and I cannot feel it".
      /\bleak\w* (?:some |a bit of |a little )?(?:wee|urine|pee|piss)\b|\b(?:wee|pee|urine)\b(?:(?![.;!?]).){0,20}?\b(?:cannot|can not|could not|do not|does not|did not) (?:feel|tell|notice)\b/,
      // Round twelve (helper M): the bladder named after another inability ("cannot walk or pee",
      // "unable to stand, move or wee").
      /\b(?:cannot|can not|could not|unable to|not able to) (?:walk|stand|move|get up|feel my legs)(?:,? (?:walk|stand|move|sit))?,? (?:or|and|nor) (?:even )?(?:pee|wee|urinate|pass urine|pass water)\b/,
    ],
  },
  urinaryRetention: {
    label: 'cannot pass urine at all',
    patterns: [
      /\b(?:cannot|unable to|not able to|could not) (?:pee|urinate|wee|pass (?:any )?urine|pass water)\b(?! properly)|\burinary retention\b|\bretention of urine\b/,
      // Round ten (helper C): "haven't been able to wee since last night".
      /\b(?:have|has|had) not been able to (?:pee|urinate|wee|pass (?:any )?urine|pass water)\b(?! properly)|\b(?:unable to|cannot|could not|not able to) void\b/,
    ],
  },
  // Round ten (helper C), NHS urinary retention: suddenly being unable to pee at all is acute retention,
  // an emergency. Read only when the text says none comes at all, for hours, or with a full, swollen
  // bladder or lower belly; a weak stream, dribbling or "cannot pee properly" is not this.
  urinaryRetentionComplete: {
    label: 'cannot pass any urine at all, or for hours, or with a full or swollen bladder (acute retention)',
    patterns: [
      /\b(?:cannot|unable to|not able to|could not|(?:have|has|had) not been able to) (?:pee|urinate|wee|void|pass (?:any )?urine|pass water|go)\b(?: (?:anything|any|a drop|a thing))? (?:at all|anything|a drop|a thing|since (?:last night|yesterday|this morning|the morning|\d|lunch|breakfast)|for (?:hours|(?:about |over |more than )?(?:[4-9]|\d\d|four|five|six|seven|eight|nine|ten|twelve|several|many) (?:hours?|hrs?)|the whole day|a day|all day)|all (?:day|night))\b(?!(?:(?![.;!?]).){0,60}?\b(?:in front of|in public|public toilets?|when (?:i am|i'm|im|i get|i feel|people are|someone is) (?:\w+ )?(?:nervous|anxious|stressed|shy|watching|around|nearby|next to me)|shy bladder|paruresis|(?:no|because of the|because the|because there (?:are|were|was) no) (?:toilets?|loos?|bathrooms?)\b|toilets? (?:are|were|was|is) (?:gross|dirty|broken|disgusting|horrible|busy|out of order)|now fine|fine now|(?:all )?fine since)\b)/,
      /\bacute (?:urinary )?retention\b|\b(?:tried|trying|try) to (?:pee|wee|urinate|go)\b(?:(?![.;!?]).){0,25}?\bnothing (?:comes|came|will come|would come|is coming) out\b/,
      /\b(?:cannot|unable to|not able to|could not|(?:have|has|had) not been able to) (?:pee|urinate|wee|void|pass (?:any )?urine|pass water)\b(?:(?![.;!?]).){0,60}?\b(?:bladder|lower (?:tummy|belly|abdomen|stomach))\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,25}?\b(?:full|bursting|swollen|distended|bloated|hard|huge|sticking out|balloone|(?:going to|gonna|about to|ready to|could|will) (?:burst|explode|pop))\b|\b(?:cannot|unable to|not able to|could not|(?:have|has|had) not been able to) (?:pee|urinate|wee|void|pass (?:any )?urine|pass water)\b(?:(?![.;!?]).){0,60}?\b(?:palpable|distended|enlarged|tense)(?: (?:and )?(?:tender|painful|full|hard|firm))? bladder\b|\b(?:palpable|distended|enlarged|tense)(?: (?:and )?(?:tender|painful|full|hard|firm))? bladder\b(?:(?![.;!?]).){0,60}?\b(?:cannot|unable to|not able to|could not) (?:pee|urinate|wee|void|pass (?:any )?urine|pass water)\b|\b(?:bladder|lower (?:tummy|belly|abdomen|stomach))\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,25}?\b(?:full|bursting|swollen|distended|hard|huge|sticking ou|(?:going to|gonna|about to|ready to|could|will) (?:burst|explode|pop))\b(?:(?![.;!?]).){0,60}?\b(?:cannot|unable to|not able to|could not|(?:have|has|had) not been able to) (?:pee|urinate|wee|void|pass (?:any )?urine|pass water|go)\b/,
      // Round ten (helper H): no pee for hours with a swollen belly or bladder ("my dad hasn't peed all
      // day and his tummy is swollen"). No pee alone can be dehydration and is read elsewhere.
      /\b(?:has|have|had)(?: not|n't) (?:been able to )?(?:peed|weed|urinated|passed (?:any )?urine|passed water|had a (?:pee|wee)|done a (?:pee|wee))\b(?: (?:at all|anything|a drop))? (?:all day|all night|since|for (?:hours|(?:about |over |more than )?(?:[4-9]|\d\d|four|five|six|seven|eight|nine|ten|twelve|several|many) (?:hours?|hrs?)|the whole day|a day)|in (?:hours|(?:about |over |more than )?(?:[4-9]|\d\d|twelve|several) (?:hours?|hrs?))|today)\b(?:(?![.;!?]).){0,60}?\b(?:bladder|tummy|belly|abdomen|stomach|lower (?:tummy|belly|abdomen|stomach))\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,25}?\b(?:full|bursting|swollen|swelling|swelled|distended|hard|huge|sticking out|bloated|(?:going to|gonna|about to) (?:burst|explode|pop))\b/,
    ],
  },
  // Round ten (helper C), NHS priapism: an erection that will not go down, or lasts 4 hours or more,
  // needs A&E. Not being able to get or keep an erection, or a painful bend (Peyronie's), is not this.
  priapism: {
    label: 'an erection that will not go down, or has lasted 4 hours or more (priapism)',
    patterns: [
      // Round eleven (helper K): still there after hours ("took viagra, erection still there after 4
      // hours"). Asked as a question with the time already passed is read by the rule (two sentences).
      /\b(?:erection|hard[- ]?on|boner|stiffy)\b(?:(?![.;!?]).){0,20}?\bstill (?:there|up|hard|going|not gone)\b(?:(?![.;!?]).){0,20}?\b(?:after|for) (?:(?:over|more than|longer than|about|around|nearly|almost|at least|like) )*(?:[4-9]|\d\d|four|five|six|seven|eight|nine|ten|twelve|several) ?(?:hours?|hrs?)\b/,
      /\bpriapism\b|\b(?:persistent|prolonged) erection\b/,
      // Round twelve (helper N), NHS priapism: "it" after an erection word or an erection medicine,
      // still hard or not going down, with 4 hours or more or a night ("treated with an injection for
      // erection problems and now it won't go down, 5 hours", "took cialis, still rock hard 6 hrs
      // later"). Not asked as "if" or "what if".
      /(?<!\b(?:if|whether|in case) (?:my |an |the |your |his |he |i |this )?(?:\w+ )?)\b(?:erections?|erectile|hard[- ]?on|boner|stiffy|penis|cock|dick|willy|viagra|sildenafil|cialis|tadalafil|levitra|vardenafil|caverject|alprostadil|trimix|bimix|papaverine)\b(?:(?![.;!?])(?!\b(?:what if|in case|whether)\b).){0,100}?(?<!\b(?:if|whether|in case) )(?:\b(?:(?:it|he|mine|penis|it's|it is|it has|it has been|has been|is|been) )?(?:still|stayed|stays|remains|remained) (?:rock |very |really |completely |fully )?(?:hard|erect|stiff)|\b(?:it|mine|penis|erection|it's|it is|it has) (?:(?:still|really|just|definitely) )?(?:(?:is|has) )?(?:still |stayed )?up|\b(?:it|he|mine|penis|erection|it's|it is) (?:(?:still|really|just|definitely|simply) )?(?:(?:will|would|does|did|has|is) not (?:go(?:ne|ing)? (?:down|away|soft)|soften\w*|subsid\w*)|cannot (?:get it to )?(?:go|get) (?:down|soft)))\b(?=(?:(?![.;!?]).){0,40}?\b(?:(?:[4-9]|1\d|2\d|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many) ?(?:hours?|hrs?|h)|for hours|hours (?:later|now)|all night|overnight|since (?:last night|this morning|yesterday))\b)/,
      // Not erection problems that will not go away, a question about what happens "if" one will not
      // go down or what the leaflet says, nor one that "does not go down quickly" after sex (round ten
      // misfires, helper G).
      /(?<!\b(?:if|when|whether) (?:my |an |the |your |his |it )?)\b(?:erection|hard[- ]?on|boner|stiffy)\b(?! (?:problems?|issues?|dysfunction|difficult\w*|troubles?)\b)(?:(?![.;!?])(?!\b(?:no|never)\b).){0,30}?\b(?:(?:will|would|does|did|is|has|have) not|cannot|can not|refus\w* to|not) (?:go(?:ing|ne)? (?:down|away)|subsid\w*|soften\w*)\b(?! (?:quickly|straight away|right away|immediately|as (?:quickly|fast|soon))\b)/,
      /(?<!\b(?:if|when|whether) (?:my |an |the |your |his |it )?)\b(?:erection|hard[- ]?on|boner|stiffy|penis (?:is |has been |has stayed |stayed )?(?:still )?(?:erect|hard|stiff))\b(?:(?![.;!?]).){0,30}?\b(?:for|lasting|lasted|over|more than|longer than|been|since)\b (?:(?:over|more than|longer than|about|around|nearly|almost|at least|the last|the past|like) )*(?:[4-9]|\d\d|four|five|six|seven|eight|nine|ten|twelve|several) ?(?:hours?|hrs?)\b|\b(?:erection|hard[- ]?on|boner|stiffy|penis (?:is |has been |has stayed |stayed )?(?:still )?(?:erect|hard|stiff))\b(?:(?![.;!?]).){0,30}?\b(?:all night|since last night|since yesterday|overnight)\b|\b(?:[4-9]|\d\d|four|five|six|seven|eight|nine|ten|twelve)[- ]?(?:hours?|hrs?)[- ]?(?:long )?erection\b/,
      // Round thirteen (helper P): the time before the "still hard", also in the next sentence ("had
      // an alprostadil injection 5 hours ago. It is still hard.", "took viagra last night, still rock
      // hard").
      /\b(?:erection|hard[- ]?on|boner|viagra|sildenafil|cialis|tadalafil|levitra|vardenafil|spedra|avanafil|caverject|alprostadil|trimix|tri-mix|bimix|papaverine|invicorp|(?:penile|erection|erectile|ed) injections?|injections? for (?:my |his |the )?(?:ed|erect\w*))\b(?:(?![.;!?]).){0,40}?\b(?:(?:[4-9]|1\d|2\d|four|five|six|seven|eight|nine|ten|eleven|twelve|several) ?(?:hours?|hrs?|h) ago|last night)\b(?:(?![;!?])(?!\b(?:if|whether|what if|in case)\b).){0,40}?(?:[.,] |\b(?:and|but|now|so) |\b(?:it|mine|he|penis|erection)(?:'s| is| has| has been|'s been| was)? )(?:(?:it|mine|he|my penis|penis|my erection|the erection)(?:'s| is| has| has been|'s been| was)? )?(?:still (?:has|is|will|does) not (?:go(?:ne|ing)? (?:down|away|soft)|soften\w*|subsid\w*)|still (?:rock |very |really |completely |fully |painfully )?(?:hard|erect|stiff|up)|(?:will|would|does|did|has|is) not (?:go(?:ne|ing)? (?:down|away|soft)|soften\w*|subsid\w*))\b(?![^.;!?]*\?)/,
      // Round sixteen (helper T), NHS priapism: the hours in clinicians' shorthand (">4h", "4+ hrs",
      // "x 5 hours", "for 6h"), not a time ago ("an erection 5 hours ago").
      /(?<!\b(?:if|when|whether|in case) (?:my |an |the |your |his |it |a )?)\b(?:erection|hard[- ]?on|boner|stiffy|penis (?:is |has been |still )?(?:erect|hard|stiff))\b(?:(?![.;!?])(?!\b(?:no|not|never|if|whether|when)\b).){0,40}?(?:>|≥|\bover |\bmore than |\blonger than |\bfor |\blasting |\blasted |\bx )? ?\b(?:[4-9]|1\d|2\d)(?:\+| ?plus)? ?(?:h|hrs?|hours?)\b(?! ago\b)/,
      // Round seventeen (helper X, second pass), NHS priapism: told in Spanish or Portuguese, an erection
      // that will not go down or has lasted 4 hours or more ("una ereccion que no baja desde hace 6 horas",
      // "pene duro hace 5 horas", "erecao que nao abaixa").
      /(?<!\b(?:si|cuando|quando|se) (?:la |mi |una |el |a |minha )?)\b(?:ereccion|erecao|pene (?:(?:sigue|esta|muy) )*(?:duro|erecto|parado))\b(?:(?![.;!?])(?!\b(?:si|se|quando|cuando)\b).){0,40}?(?:\bno (?:se )?(?:baja|le baja|quita|va|afloja)\b|\bnao (?:abaixa|baixa|desce|passa)\b|\b(?:desde hace|hace|por|durante|ha|faz|mas de) (?:mas de )?(?:[4-9]|\d\d|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quatro|sete|oito|nove|dez)(?: y media| e meia)? ?(?:horas|hrs?|h)\b)/,
    ],
  },
  // Round sixteen (helper T), NHS sickle cell disease (go to A&E for an erection lasting 2 hours or
  // more) and sickle cell centres' priapism leaflets (a painful erection, or one that will not go down
  // after passing urine, fluids, painkillers or exercise, needs hospital): a painful erection, one
  // lasting 2 hours or more or since a clock time, or one not settled by the home measures. Read
  // only with sickle cell disease (`sickle-cell-crisis`).
  sickleErection: {
    label: 'a painful erection, one lasting 2 hours or more, or one not settled by home measures',
    patterns: [
      new RegExp(
        String.raw`(?<!\b(?:if|when|whether) (?:i |he |you |we )?(?:get|have|had|got) (?:an? )?)\bpainful (?:erection|hard[- ]?on|boner)\b${NOT_PAST_OR_ASKED}|\b(?:erection|hard[- ]?on|boner)\b(?:(?![.;!?])(?!\b(?:no|not|never|if|whether)\b).){0,20}?\b(?:painful|hurts?|hurting|sore|agony)\b${NOT_PAST_OR_ASKED}`,
      ),
      new RegExp(
        String.raw`\b(?:erection|hard[- ]?on|boner|penis (?:is |has been |still )?(?:erect|hard|stiff))\b(?:(?![.;!?])(?!\b(?:no|not|never|if|whether|when)\b).){0,40}?(?:(?:>|≥|\bover |\bmore than |\blonger than |\bfor |\blasting |\blasted |\bx )? ?\b(?:[2-9]|1\d|2\d|two|three|four|five|six)(?:\+| ?plus| and a half)? ?(?:h|hrs?|hours?)\b(?! ago\b)|\bsince (?:\d{1,2}(?::\d\d)? ?(?:am|pm)?|\d\d:\d\d|last night|this morning|the early hours|midnight)\b|\bnot (?:settled|settling|gone down|going down|eased|easing|better)\b(?:(?![.;!?]).){0,15}?\b(?:with|despite|after)\b|\ball night\b)${NOT_PAST_OR_ASKED}`,
      ),
    ],
  },
  // Round thirteen (helper P), NHS priapism (A&E for an erection lasting more than 4 hours, more so
  // after an injection for erection problems): an erection medicine or injection, or an erection,
  // told with a time 4 hours or more ago or last night ("had an alprostadil injection 5 hours ago",
  // "took viagra last night"). Read only with `erectionStillNow` (two sentences, the priapism rule),
  // or within one sentence (`priapism`).
  erectionHoursAgo: {
    label: 'an erection medicine or injection, or an erection, 4 hours or more ago or last night',
    patterns: [
      /\b(?:erection|hard[- ]?on|boner|viagra|sildenafil|cialis|tadalafil|levitra|vardenafil|spedra|avanafil|caverject|alprostadil|trimix|tri-mix|bimix|papaverine|invicorp|(?:penile|erection|erectile|ed) injections?|injections? (?:in|into) (?:my|his|the) (?:penis|shaft)|injections? for (?:my |his |the )?(?:ed|erect\w*))\b(?:(?![.;!?]).){0,40}?\b(?:(?:[4-9]|1\d|2\d|four|five|six|seven|eight|nine|ten|eleven|twelve|several) ?(?:hours?|hrs?|h) ago|last night|yesterday (?:evening|afternoon)|before bed)\b|\b(?:(?:[4-9]|1\d|2\d|four|five|six|seven|eight|nine|ten|eleven|twelve|several) ?(?:hours?|hrs?|h) ago|last night)\b(?:(?![.;!?]).){0,30}?\b(?:took|had|used|injected|did) (?:a |an |my |the |some |\d )?(?:viagra|sildenafil|cialis|tadalafil|levitra|vardenafil|spedra|avanafil|caverject|alprostadil|trimix|tri-mix|bimix|papaverine|invicorp|(?:penile |erection |erectile |ed )?injection)\b/,
    ],
  },
  // Round thirteen (helper P): the next sentence saying it is still hard or will not go down ("It is
  // still hard.", "Still rock hard", "It won't go down"). Not asked ("is it still hard?").
  erectionStillNow: {
    label: 'it is still hard or will not go down (said after an erection medicine)',
    patterns: [
      /^(?:(?:and|but|now|well|so|yes|still|and now|but now) )?(?:(?:it|mine|he|my penis|penis|my erection|the erection)(?:'s| is| has| has been|'s been| was)? )?(?:still )(?:rock |very |really |completely |fully |painfully )?(?:hard|erect|stiff|up)\b(?![^.;!?]*\?)|^(?:(?:and|but|now|well|so|still) )?(?:it|mine|my penis|penis|my erection|the erection)(?:'s| is| has)? (?:still )?(?:(?:will|would|does|did|has|is) not|cannot|can not|refus\w* to|not) (?:go(?:ne|ing)? (?:down|away|soft)|soften\w*|subsid\w*)\b(?![^.;!?]*\?)/,
    ],
  },
  // Round seventeen (helper X), NHS priapism (A&E for an erection lasting more than 4 hours): it told
  // as hard, stiff or up for 4 hours or more, or all night, with no erection word in the sentence
  // ("its been hard for like 5 hrs now", "been rock hard since last night", "stiff for 5 hrs"). Read
  // only with an erection word or an erection medicine in the message (`erectionWordOrMedicine`).
  erectionLayNow: {
    label: 'it has been hard, stiff or up for 4 hours or more (said without an erection word)',
    patterns: [
      /(?<!\b(?:if|whether|in case|what if) (?:\w+ )?)(?:\b(?:it|its|it's|mine|penis|my (?:penis|dick|cock|willy|knob|thing|member|erection|boner)|his (?:penis|dick|cock|willy|erection|boner)|the erection)(?:'s| is| has| has been|'s been| been| was| stayed| stays| remained| has stayed| has remained| is still)? |(?:^|[,:] |\b(?:and|but|now|so|also|plus|lol|omg|help) )(?:(?:(?:has |have )?been|stayed|still) )?)(?:still )?(?:been )?(?:(?:rock|very|really|completely|fully|painfully|super) )?(?:hard|erect|stiff|solid|(?<=\bstill )up)\b(?! (?:neck|back|joints?|legs?|arms?|muscles?|knees?|shoulders?|hips?|jaw|lump|stool|poo|belly|stomach|tummy)\b)(?:(?![.;!?]).){0,20}?(?:\b(?:for|over|more than|longer than|since|after) (?:(?:over|more than|longer than|about|around|nearly|almost|at least|like|the last|the past|a good) )*(?:[4-9]|\d\d|four|five|six|seven|eight|nine|ten|eleven|twelve|several)(?: and a half|\.5| 1\/2)? ?(?:hours?|hrs?|h)\b(?! (?:to|trying to|now to|ago)\b)|\b(?:[4-9]|\d\d|four|five|six|seven|eight|nine|ten|eleven|twelve|several)(?: and a half|\.5| 1\/2)? ?(?:hours?|hrs?|h) (?:later|now|on|straight)\b|\b(?:all night|since last night|since yesterday|overnight|since midnight|since the early hours|since bedtime)\b)(?![^.;!?]*\?)/,
      // Round seventeen (helper X, second pass): hard since one clock time and now another 4 hours or
      // more later ("my penis has been hard since 2am, it's now 9am"), read by `SINCE_CLOCK_4H`.
      new RegExp(
        String.raw`\b(?:erection|boner|hard[- ]?on|hard|erect|stiff|solid|still up)\b(?:(?![.;!?]).){0,12}?${SINCE_CLOCK_4H}(?![^.;!?]*\?)`,
      ),
    ],
  },
  // Round seventeen (helper X): an erection word or an erection medicine anywhere in the message
  // ("viagra type pills", "blue pills", "kamagra"), the context for `erectionLayNow`.
  erectionWordOrMedicine: {
    label: 'an erection, the penis or an erection medicine named',
    background: true,
    patterns: [
      /\b(?:erections?|hard[- ]?on|boner|stiffy|penis|dick|cock|willy|viagra|sildenafil|cialis|tadalafil|levitra|vardenafil|spedra|avanafil|kamagra|caverject|alprostadil|trimix|tri-mix|bimix|papaverine|invicorp|ereccion|erecao|pene|blue (?:pills?|tablets?)|(?:erection|erectile|ed|sex|horny) (?:pills?|tablets?|meds|injections?))\b/,
    ],
  },
  // Round eleven (helper K): an erection asked about as a question ("what happens if my erection
  // won't go away?", "should I go if it has lasted 4 hours??"), read only with the answer that it has
  // (`erectionAnswer`) for the priapism rule.
  erectionAsked: {
    label: 'an erection that lasts or will not go down, asked about',
    background: true,
    patterns: [
      /\b(?:erection|hard[- ]?on|boner|stiffy)\b(?:(?![.;!?]).){0,30}?\b(?:lasts?|lasted|lasting|goes on|gone on|stays?|stayed|(?:will|would|does|did|is|has) not (?:go|gone|going) (?:down|away)|cannot go down|not going (?:down|away))\b/,
    ],
  },
  erectionAnswer: {
    label: 'it has: the erection has already lasted the hours asked about',
    patterns: [
      /^(?:(?:and|but|well|yes|because|cos) )?(?:it|mine)(?:'s| is| has| has now)? been (?:going (?:for )?|there (?:for )?|up (?:for )?|hard (?:for )?)?(?:(?:over|more than|longer than|about|around|nearly|almost|at least|like) )*(?:[4-9]|\d\d|four|five|six|seven|eight|nine|ten|twelve|several) ?(?:hours?|hrs?)\b|^(?:(?:and|but|well|yes|because|cos) )?(?:it|mine) (?:has|did)\b(?! not\b)(?!(?:(?![.;!?]).){0,20}\b(?:not|never|yet)\b)/,
    ],
  },
  // Round ten (helper C), NHS tight foreskin: a foreskin pulled back that will not go forward again
  // (paraphimosis) is an emergency. A foreskin that will not pull back (phimosis, normal in young
  // boys) or is stuck to the head is not this.
  paraphimosis: {
    label: 'a foreskin stuck pulled back that will not go forward (paraphimosis)',
    patterns: [
      /\bparaphimosis\b/,
      // Not a question about phimosis, a foreskin that is tight when erect, or one the person manages to
      // ease back "eventually" (round ten misfires, helper G).
      /(?:\b(?:cannot|can not|could not|unable to|will not|would not|does not|did not) (?:[\w']+ ){0,3}?(?:pull|push|get|put|roll|ease|slide|bring|move)\w* (?:[\w']+ ){0,3}?foreskin (?:back )?(?:forward|forwards|down|over|back over|back down|back into place|into place|back to (?:its )?normal)\b)(?!(?:(?![.;!?]).)*?\b(?:(?<!para)phimosis|when (?:i am |i'm |it is |it's |i get |i'm getting )?(?:erect|hard)|during (?:sex|an erection)|eventually|i (?:can |do |always )?manage|(?:goes|get|gets) (?:it )?back (?:in the end|eventually))\b)/,
      /(?:\bforeskin\b (?:[\w']+ ){0,4}?(?:will not|would not|does not|did not|cannot|can not|is not|has not) (?:go|come|pull|slide|roll|move)\w* (?:back )?(?:forward|forwards|down|over|back over|back down|back into place|into place|back to normal)\b)(?!(?:(?![.;!?]).)*?\b(?:(?<!para)phimosis|when (?:i am |i'm |it is |it's |i get |i'm getting )?(?:erect|hard)|during (?:sex|an erection)|eventually|i (?:can |do |always )?manage|(?:goes|get|gets) (?:it )?back (?:in the end|eventually))\b)/,
      /(?:\bforeskin\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,50}?\b(?:will not|would not|does not|did not|cannot|can not|is not|has not) (?:\w+ )?(?:go|come|slide|roll|move|pull|push|get)\w* (?:it )?(?:back (?:over|down|forward|into place|to normal)|forwards?|down over)\b)(?!(?:(?![.;!?]).)*?\b(?:(?<!para)phimosis|when (?:i am |i'm |it is |it's |i get |i'm getting )?(?:erect|hard)|during (?:sex|an erection)|eventually|i (?:can |do |always )?manage|(?:goes|get|gets) (?:it )?back (?:in the end|eventually))\b)/,
      /\bforeskin\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,50}?\b(?:stuck|trapped|caught|jammed) (?:back|behind|below|under|retracted|pulled back|down behind)\b|\bforeskin\b (?:[\w']+ ){0,3}?(?:pulled|rolled|gone|slid|went|retracted) back and (?:is |has |got |has got |now |it )*(?:stuck|trapped|will not go|cannot)\b|\bretracted foreskin\b(?:(?![.;!?]).){0,30}?\b(?:stuck|swollen|swelling|will not|cannot)\b/,
      // Round ten (helper H): pulled back, then "it won't go back" ("I pulled my foreskin back to clean
      // and now it won't go back"): after a retraction, going back is going forward again.
      /(?:\b(?:pulled|pull|rolled|pushed|drew|slid|retracted|put|got) (?:my |his |the |their )?foreskin (?:all the way )?back\b|\bforeskin\b (?:[\w']+ ){0,3}?(?:pulled|rolled|pushed|retracted|went|gone) (?:all the way )?back\b)(?:(?![.;!?]).){0,60}?\b(?:will not|would not|cannot|can not|could not|does not|did not|is not|has not|unable to) (?:\w+ )?(?:go|come|slide|move|roll|get it|push it|pull it|put it|ease it|slide it|roll it)\w* (?:back|forward|forwards|down|over)\b(?!(?:(?![.;!?]).)*?\b(?:(?<!para)phimosis|when (?:i am |i'm |it is |it's |i get |i'm getting )?(?:erect|hard)|during (?:sex|an erection)|eventually|i (?:can |do |always )?manage|(?:goes|get|gets) (?:it )?back (?:in the end|eventually))\b)/,
      // Round twelve (helper N), NHS tight foreskin: the foreskin named, then "it's stuck back" later in
      // the sentence, so a phimosis told as past ("I had phimosis as a teen but now it's stuck back and
      // swollen") does not hide it. Not one that came back in the end, nor one stuck only when erect.
      /\bforeskin\b(?:(?![.;!?]).){0,120}?\b(?:it's|it is|its|it has|it's got|it has got|now|is|has|got|gone|been|which is) (?:now |been |got |become |completely |totally )?(?:stuck|trapped|jammed) (?:back|behind|retracted|pulled back|down)\b(?!(?:(?![.;!?]).){0,60}\b(?:eventually|in the end|when (?:i am |i'm |it is |it's |i get )?(?:erect|hard)|during (?:sex|an erection)|(?:came|went|goes|got it|pushed it|eased it) (?:back )?(?:forward|down|over))\b)/,
    ],
  },
  torsion: {
    label: 'testicular torsion named',
    patterns: [/\btesticular torsion\b|\btorsion of (?:the )?testi\w*/],
  },
  bothLegs: {
    label: 'numbness or weakness in both legs',
    patterns: [
      new RegExp(String.raw`\b(?:both|two|bilateral) legs?\b.{0,25}\b(?:${NUMB}|weak\w*)`),
      new RegExp(String.raw`\b(?:${NUMB}|weak\w*)\b.{0,25}\b(?:both|two|bilateral) legs?\b`),
      /\blegs (?:are |feel |going |gave |giving )?(?:weak|numb|way)\b|\blegs gave way\b/,
    ],
  },
  // Round ten (helper B): numbness, tingling or weakness of both feet, legs or hands, for the
  // spreading-weakness rule only (Guillain-Barré syndrome, a spinal cord compression).
  // Round ten misfires (helper G): not "heavy" legs, nor legs weak or feet numb after a marathon, the gym
  // or standing all day.
  bothLimbsNumbWeak: {
    label: 'numbness, tingling or weakness in both feet, legs or hands',
    patterns: [
      new RegExp(
        String.raw`\b(?:both|two|bilateral|my|his|her|their) (?:legs|feet|hands|arms|legs and (?:feet|arms|hands)|feet and (?:legs|hands)|hands and feet|arms and legs)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,30}?\b(?:${NUMB}|weak\w*|dead|like jelly|gone to jelly|floppy|giving way|gave way|buckl\w*)(?!(?:(?![.;!?]).){0,50}?\b(?:after|from|since|with) (?:the |a |my |that |all that |doing |a long )?(?:marathon|half marathon|run|running|jog\w*|gym|workout|hike|hiking|walk|leg day|squats|training|cycl\w*|exercise|game|match|race|football|standing(?: up)? all day|standing)\b)`,
      ),
      new RegExp(
        String.raw`\b(?:${NUMB}|weak\w*|pins and needles)\b(?:(?![.;!?]).){0,25}?\b(?:both|two|bilateral|my|his|her|their) (?:legs|feet|hands|arms|legs and (?:feet|arms|hands)|feet and (?:legs|hands)|hands and feet|arms and legs)\b(?!(?:(?![.;!?]).){0,50}?\b(?:after|from|since|with) (?:the |a |my |that |all that |doing |a long )?(?:marathon|half marathon|run|running|jog\w*|gym|workout|hike|hiking|walk|leg day|squats|training|cycl\w*|exercise|game|match|race|football|standing(?: up)? all day|standing)\b)`,
      ),
      /\b(?:cannot|can not|could not|unable to) feel (?:my|his|her|their|both) (?:feet|legs|hands)\b/,
      // Round twenty-three (NHS Guillain-Barré syndrome): weakness or numbness told as ascending, which
      // starts in both feet.
      /\bascending (?:weakness|numbness|paraesthesi\w*|paresthesi\w*|paralysis|sensory loss|symmetrical weakness)\b/,
    ],
  },
  // Round twelve (helper M), NHS cauda equina syndrome and NICE NG41: both legs gone numb, dead,
  // paralysed or unable to be moved or felt, whatever came before (a marathon, a fall). Read only by
  // the rules for it with a bladder change (`legs-weak-bladder`) or a fall or blow
  // (`spinal-injury-legs`); weak legs are read by `legsWeakBoth` for the bladder rule alone.
  legsParalysedOrNumb: {
    label: 'both legs numb, dead or paralysed, or cannot move or feel the legs',
    patterns: [
      /\b(?:(?:both|my|his|her|their|the|our|me|your|[a-z]+'s) )?legs\b (?:(?:are|is|were|was|feel|feels|felt|went|gone|have|has|had|going|got|getting|became|become|turned|suddenly|both|all|completely|totally|really|very|so|now|just|still|a bit|quite|then|and|started|starting|to|go|seem|seems|weak|kind of|sort of),? ){0,4}(?:numb\w*|dead|paraly[sz]\w*|tingl\w*|useless)\b|\bbilateral (?:lower limb|lower extremity|leg|ll|le)s? (?:(?:weakness|numbness|paraesthesia\w*|paresthesia\w*|sensory loss|paralysis|and|,) ?){1,3}/,
      /\b(?:cannot|can not|could not|unable to|not able to|can barely|can hardly|can no longer) (?:move|feel|lift|wiggle)(?: (?:or|and|nor) (?:move|feel|lift|wiggle))? (?:both |either of |either |his |her |my |their |the |me |your )?legs\b|\b(?:no |lost (?:all |the )?|loss of )(?:feeling|sensation|movement) (?:in|of) (?:both |his |her |my |their |the )?legs\b|\b(?:paraly[sz]ed|numb|no feeling|cannot feel anything|can not feel anything) (?:from|below) (?:the |my |his |her )?(?:waist|chest|belly button|hips?)(?: down)?\b/,
    ],
  },
  legsWeakBoth: {
    label: 'both legs gone weak',
    patterns: [
      /\b(?:(?:both|my|his|her|their|the|our|me|your|[a-z]+'s) )?legs\b (?:(?:are|is|were|was|feel|feels|felt|went|gone|have|has|had|going|got|getting|became|become|turned|suddenly|both|all|completely|totally|really|very|so|now|just|still|a bit|quite|then|and|started|starting|to|go|seem|seems|numb|kind of|sort of),? ){0,4}weak\w*\b/,
    ],
  },
  // Round twelve (helper M), NICE NG41: a fall, a jump or a blow (not "fell asleep", a slipped disc,
  // or one years back), for the `spinal-injury-legs` rule only.
  fallOrImpact: {
    label: 'a fall, a jump from a height, a crash or a blow',
    patterns: [
      new RegExp(
        String.raw`(?:\b(?:fell|fallen|jumped|leapt|leaped|landed|dived|dove|thrown|crashed|came off|come off|knocked (?:off|down|over)|hit by|run over|tackled|tumbled)\b(?! (?:asleep|back asleep|in love|out with|for it|ill|sick|pregnant|apart|behind|through|discs?)\b)|\b(?:had|after|since|from) (?:a|the|her|his|my|that|this) (?:bad |nasty |big )?fall\b)${LONG_AGO}${NOT_RECENT}`,
      ),
    ],
  },
  // Weakness or numbness said to be spreading up the body, for the spreading-weakness rule only.
  // Not a rash spreading up the legs, nor "ascending stairs" (round ten misfires, helper G).
  weaknessSpreading: {
    label: 'numbness or weakness spreading up the body',
    patterns: [
      /(?<!\b(?:rash|hives|redness|itch\w*|spots|bruis\w*|blotch\w*|welts|eczema|red marks|bumps)\b(?:(?![.;!?]).){0,12})(?:\b(?:creep\w*|crept|spread\w*|mov(?:ing|ed|es)|travel\w*|work\w* (?:its|their) way|climb\w*|ris(?:ing|en)|rose|gone|went|going|getting higher) (?:further |higher )?up (?:into |to |towards |past |through )?(?:my |his |her |their |the )?(?:legs?|body|knees?|thighs?|waist|hips?|arms?|chest|tummy|belly|stomach|shins?|calves)\b|\b(?:creep\w*|crept|spread\w*|mov(?:ing|ed)|travel\w*|working (?:its|their) way|climbing|rising) up(?:wards)?\b(?! (?:the |a )?(?:stairs|hill|ladder|steps|road|street))|\b(?:now |and )?(?:up to|reached|reaching|has reached) (?:my |his |her |their |the )?(?:knees|thighs|waist|hips|chest|arms|hands)\b|\bascending (?:weakness|paralysis|numbness|paraesthesia\w*|paresthesia\w*|sensory \w+|symptoms|tingling|polyneuropathy)\b)/,
      // Round ten (helper H): started in the toes or feet and now in the legs ("the numbness started in
      // my toes on Monday and now both my legs are weak"); numb feet and the legs going weak.
      /\b(?:started|began|starting|beginning|came on|first) (?:\w+ )?in (?:my |his |her |their |the |both )?(?:toes|feet|fingers|fingertips|hands|ankles)\b(?:(?![.;!?]).){0,60}?\b(?:now|moved|spread\w*|gone|went|up to|into|reached)\b(?:(?![.;!?]).){0,30}?\b(?:legs|knees|thighs|arms|hips|waist|body)\b|\b(?:numb\w*|tingl\w*|pins and needles|no feeling|cannot feel|can not feel)\b(?:(?![.;!?]).){0,20}?\b(?:feet|toes|hands|fingers)\b(?:(?![.;!?]).){0,25}?\b(?:legs|arms|knees|thighs)\b (?:are |is |now )*(?:going|goin|getting|gone|becoming|turning) (?:weak\w*|numb\w*|heavy|like jelly|floppy)\b/,
      // Round twenty-three: weakness told as ascending is spreading up the body by definition.
      /\bascending (?:weakness|numbness|paraesthesi\w*|paresthesi\w*|paralysis|sensory loss|symmetrical weakness)\b/,
    ],
  },
  // Round ten (helper H): arms and legs weak together (all four limbs), for the spreading-weakness rule
  // with a recent onset. Not aching limbs with flu or tiredness in the same sentence.
  fourLimbsWeak: {
    label: 'weakness or numbness of both arms and both legs',
    patterns: [
      /(?<!\b(?:ach\w*|sore|flu|tired|exhausted|fever\w*|hangover|gym|workout)\b(?:(?![.;!?]).)*)\b(?:arms and legs|legs and arms|all (?:four|4) limbs|all my limbs|both arms and (?:both )?legs|both legs and (?:both )?arms)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,20}?\b(?:weak\w*|numb\w*|floppy|like jelly|paralys\w*|paralyz\w*|cannot move)\b(?!(?:(?![.;!?]).)*\b(?:ach\w*|sore|flu|tired|exhausted|fever\w*|hangover|gym|workout)\b)|\b(?:weak\w*|numb\w*)\b (?:in )?(?:all (?:four|4) limbs|both arms and (?:both )?legs)\b|\bquadripare\w*|\btetrapare\w*/,
    ],
  },
  // Falling over or unable to walk or stand, for the spreading-weakness rule only.
  // Not legs that can hardly walk after a marathon, the gym or a hike (round ten misfires, helper G).
  fallingOrCannotWalk: {
    label: 'keeps falling over, or cannot walk or stand',
    patterns: [
      /(?<!\b(?:after|from|since) (?:the |a |my |that |doing |a long )?(?:marathon|half marathon|run|running|jog\w*|gym|workout|hike|hiking|leg day|squats|training|cycl\w*|exercise|race)\b(?:(?![.;!?]).)*)(?:\b(?:keeps?|kept|keep on) (?:falling|collapsing|stumbling|tripping)\b|\b(?:cannot|can not|could not|unable to|can barely|can hardly|struggling to) (?:walk|stand(?: up)?|get up|climb (?:the )?stairs|weight ?bear)\b|\blegs (?:keep |keeps |kept )?(?:giving|gave) way\b|\b(?:gone|went) off (?:my|his|her|their) legs\b)(?!(?:(?![.;!?]).){0,50}?\b(?:after|from|since) (?:the |a |my |that |doing |a long )?(?:marathon|half marathon|run|running|jog\w*|gym|workout|hike|hiking|leg day|squats|training|cycl\w*|exercise|race)\b)/,
    ],
  },
  // A new onset told by its time ("since this morning", "over two days", "since yesterday").
  recentOnset: {
    label: 'started in the last few hours or days',
    patterns: [
      /\bsince (?:this morning|last night|yesterday|today|the weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\bthis (?:morning|afternoon|evening)\b|\btoday\b|\bover (?:the (?:last|past) )?(?:a day|a couple of days|a few days|\d|one|two|three|four|five) ?(?:days?|hours?)\b|\b(?:in|over|within) (?:the (?:last|past) )?(?:\d+|24|48|a few|a couple of|one|two|three) ?(?:hours?|days?)\b|\bsudden\w*|\bovernight\b|\bfor (?:\d|one|two|three|four|a couple of|a few) (?:days?|hours?)\b|\bgetting (?:worse|weaker)\b|\bworse and worse\b|\bquickly\b|\brapidly\b/,
    ],
  },
  testiclePain: {
    label: 'pain or swelling in a testicle or the scrotum',
    patterns: [
      new RegExp(
        String.raw`\b(?:testicles?|scrot\w*)\b(?! (?:are|is|feel|feels|seem|seems) (?:fine|ok|okay|normal|alright))(?:(?!\b(?:no|not|never|without)\b)[^.]){0,70}\b(?:${PAIN}|swell\w*|swollen)`,
      ),
      new RegExp(
        String.raw`\b(?:balls|(?:my|his|left|right|one|other) (?:ball|nut|bollock)|(?:my|his|the) (?:nuts|bollocks)|testes|testis|ballsack|nutsack|privates|private parts)\b(?! (?:are|is|feel|feels|seem|seems) (?:fine|ok|okay|normal|alright))(?:(?!\b(?:no|not|never|without)\b)[^.]){0,40}\b(?:${PAIN}|swell\w*|swollen)`,
      ),
      new RegExp(
        String.raw`\b(?:${PAIN}|swell\w*|swollen)\b[^.]{0,40}\b(?:testicles?|testes|testis|scrot\w*|balls|(?:my|his|left|right|one|other) (?:ball|nut|bollock)|(?:my|his|the) (?:nuts|bollocks)|ballsack|nutsack|privates|private parts)\b`,
      ),
      /\btesticular (?:pain|torsion|swelling)\b|\btorsion\b/,
    ],
  },

  // Pregnancy.
  pregnant: {
    label: 'pregnant',
    background: true,
    patterns: [
      /(?<!\b(?:blood pressure|bp|history:? born|history:? born at) )\b(?:[4-9]|[1-3]\d|4[0-2])(?:\+\d)?\/40\b|(?<!\b(?:like|as if|as though) (?:i am|i'm|im|she is|she's|i was|she was|i look|she looks) )\bpregnan(?:t|cy)\b(?! test| ?\(?(?:i am|i'm|im|she is|she's) not\b(?! sure| certain))|\b\d{1,2} ?(?:weeks?|wks?) (?:pregnant|along|gestation|by dates)\b|\bgestation\w*|\bexpecting (?:a baby|twins)\b|\bg\d ?p\d\b|\b(?:first|second|third) trimester\b|\bantenatal\b|\bprenatal\b/,
      // "I'm 32 weeks": a woman's own count of weeks is her pregnancy, not an age or a time since
      // something ("I'm 6 weeks post-op", "I'm 3 weeks into physio", "I'm 2 weeks late").
      /\b(?:i am|i'm|im|she is|she's|shes|(?:wife|wifey|gf|partner|missus) is) (?:now |at |at about |nearly |almost |just over |just under |about )?(?:[4-9]|[1-3]\d|4[0-2])(?:\+\d)? ?(?:weeks?|wks?)\b(?! (?:ago|old|post\w*|after|since|out|into|in to|on|off|sober|clean|of|late|overdue|behind|in|from|away|without|now|until|till|left|to go|before)\b)(?!-)/,
      // Round twenty (texting): "im preg", "she's preggers", and a message that opens with the weeks
      // of a pregnancy ("36 wks, headache and flashing lights") or names them beside the baby or bump
      // ("28 wks baby not moving"); not a baby born at 28 weeks nor weeks since or of something.
      /\b(?:i am|i'm|im|she is|she's|shes|(?:gf|wife|wifey|partner|missus) is|currently|just found out (?:i'?m|i am|she'?s|she is)) (?:(?:about |around |nearly |almost )?(?:[4-9]|[1-3]\d|4[0-2]) ?(?:weeks?|wks?) )?(?:preg|preggers|preggo|preggy|knocked up|up the duff)\b(?<!\b(?:scared|terrified|worried|afraid|fear\w*|panick\w*|paranoid|what if|think|thinks|thought|might|could|maybe|if|in case|whether|hope|hoping|pray\w*|not)\b(?:(?![.;!?]).){0,40})|(?:^|[.;!?]\s*)(?:knocked up|preggers|preggo|up the duff|preg|pregnant)\b(?= ?[,:;-])|\bpreg (?:about |around |nearly |almost )?(?:[4-9]|[1-3]\d|4[0-2])(?:\+[0-6])? ?(?:weeks?|wks?)\b|\bbun in the oven\b(?<!\b(?:scared|terrified|worried|afraid|fear\w*|panick\w*|paranoid|what if|think|thinks|thought|might|could|maybe|if|in case|whether|hope|hoping|pray\w*|not)\b(?:(?![.;!?]).){0,40})|\b(?:i'?m|im|i am|she'?s|shes|she is|we'?re|we are|(?:gf|wife|wifey|partner|missus) is) expecting(?= ?(?:[.,;:!?(-]|$)| (?:a baby|our (?:first|second|third|baby|little one|rainbow baby)|my (?:first|second|third)|twins|again)\b)|(?:^|[.;!?]\s*)expecting (?:our|my) (?:first|second|third|baby|little one)\b|\b(?:(?:my )?(?:wife|wifey|partner|gf|girlfriend|missus)|she)(?:,| \(| is| who is)? ?(?:about |nearly |almost |now )?(?:[2-3]\d|4[0-2])(?:\+[0-6])? ?(?:weeks?|wks?)\b(?! (?:ago|old|post\w*|after|since|of)\b)|(?:^|[.;!?]\s*|\b(?:i'?m|im|i am|she'?s|she is|we'?re|we are|baby'?s|baby is) )due in (?:\d+|a|one|two|three|four|five|six|a few|a couple of) (?:days?|weeks?|wks?)\b(?<!\b(?:scared|terrified|worried|afraid|fear\w*|panick\w*|paranoid|what if|think|thinks|thought|might|could|maybe|if|in case|whether|hope|hoping|pray\w*|not)\b(?:(?![.;!?]).){0,40})/,
      // Its review: "Hi, 36 wks, ...", "34+2, awful headache", and not weeks to a wedding, of chemo or
      // a placement, a baby's age ("26 weeks, baby boy") or a baby born or arrived at 32 weeks.
      /(?:^|[.;!?]\s*)(?:(?:hi|hello|hey|hiya|help)\b[,!.]?\s*)?(?:(?:[2-3]\d|4[0-2])(?:\+[0-6])? ?(?:weeks?|wks?|wk)\b(?! (?:ago|old|of|since|post\w*|after|now|later|late|overdue|sober|clean|off|on|in|into|without|out|waiting|wait|sick|signed|left|to go|until|till|to|today|chemo|course|placement|rotation|contract|programme|program|plan|block|free|smoke|baby (?:boy|girl)|premature|prem|alcohol|booze|dry|sober|breastfeed\w*|breast ?feeding|vegan|gym|training|running|postpartum|pp|twins?)\b)(?!,? (?:baby (?:boy|girl)|old|little (?:boy|girl)))|(?:[2-3]\d|4[0-2])\+[0-6](?![\d=+/]))|(?<!\b(?:born|arrived|delivered|came|induced|prem|preemie) (?:at |after )?(?:around |about |only )?)(?<!\b(?:twins?|son|daughter|baby|babies|boy|girl|little one|lo|he|it) (?:is|are|was|were|turned|turns) (?:now |nearly |about |almost )?)\b(?:[2-3]\d|4[0-2])(?:\+[0-6])? ?(?:weeks?|wks?|wk)\b(?! (?:ago|old|of|since|post\w*|after|placement|rotation|course|contract|programme|program|block)\b)(?!,? (?:baby (?:boy|girl)|little (?:boy|girl)))(?=(?:(?![.;!?]).){0,60}\b(?:baby|bump|midwife|movements?|kicks?|kicking|contractions?|waters?)\b)(?<!\b(?:born|arrived|delivered|came|prem|preemie|placement)\b(?:(?![.;!?]).){0,30})/,
      // Round twenty-one's review: "I'm 34+2 and just fainted".
      /\b(?:i am|i'm|im|she is|she's|shes|currently) (?:(?:about|around|nearly|almost|now) )?(?:[1-3]\d|4[0-2])\+[0-6](?![\d=+/])/,
    ],
  },
  postpartum: {
    label: 'recently gave birth (within 6 weeks)',
    background: true,
    patterns: [
      /\bpost[- ]?partum\b|\bgave birth\b|\bhad (?:a|my|the|our) baby\b|\bdelivered\b|\bafter (?:giving )?birth\b|\bsince (?:the )?birth\b|\bc[- ]?section\b.{0,20}\b(?:ago|last)\b/,
    ],
  },
  // Round thirteen (helper Q), NICE NG133 (blood pressure in the 6 weeks after a birth): a birth
  // placed in the last 6 weeks ("D6 post NVD", "day 9 post LSCS", "10 days postpartum", "gave birth 2
  // weeks ago", "my baby is 12 days old", "postnatal day 4"), or postpartum and postnatal named as
  // such. Not months or years after. Read only with a high blood pressure (`postnatal-hypertension`,
  // `postnatal-severe-hypertension`).
  recentBirth: {
    label: 'gave birth within the last 6 weeks',
    background: true,
    patterns: [
      /\b(?:d|day|pn day|postnatal day|postpartum day) ?(?:[1-9]|[1-3]\d|4[0-2]) (?:post[- ]?(?:natal(?:ly)?|partum|delivery|birth|nvd|svd|lscs|cs|c-?section|caesarean|cesarean|section|ventouse|forceps|instrumental|emcs|elcs)|after (?:birth|giving birth|the birth|delivery|the delivery|(?:my|her|the) (?:c-?section|caesarean|cesarean|section|delivery|baby|labour|labor)|(?:having|delivering) (?:the|my|her|our) (?:baby|son|daughter|twins)))\b|\b(?:post[- ]?(?:natal(?:ly)?|partum|delivery|birth|nvd|svd|lscs|cs|c-?section|caesarean|cesarean|section|ventouse|forceps|instrumental|emcs|elcs)) (?:d|day) ?(?:[1-9]|[1-3]\d|4[0-2])\b|\bpn day ?(?:[1-9]|[1-3]\d|4[0-2])\b/,
      /\b(?:[1-9]|[1-3]\d|4[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|a few|a couple of) days? (?:post[- ]?(?:natal(?:ly)?|partum|delivery|birth|nvd|svd|lscs|cs|c-?section|caesarean|cesarean|section|ventouse|forceps|instrumental|emcs|elcs)|after (?:birth|giving birth|the birth|delivery|the delivery|(?:my|her|the) (?:c-?section|caesarean|cesarean|section|delivery|baby|labour|labor)|(?:having|delivering) (?:the|my|her|our) (?:baby|son|daughter|twins))|since (?:birth|giving birth|the birth|delivery|the delivery|(?:my|her|the) (?:c-?section|caesarean|cesarean|section|delivery|baby|labour|labor)|(?:having|delivering) (?:the|my|her|our) (?:baby|son|daughter|twins)))\b|\b(?:[1-6]|one|two|three|four|five|six|a few|a couple of|a) weeks? (?:post[- ]?(?:natal(?:ly)?|partum|delivery|birth|nvd|svd|lscs|cs|c-?section|caesarean|cesarean|section|ventouse|forceps|instrumental|emcs|elcs)|after (?:birth|giving birth|the birth|delivery|the delivery|(?:my|her|the) (?:c-?section|caesarean|cesarean|section|delivery|baby|labour|labor)|(?:having|delivering) (?:the|my|her|our) (?:baby|son|daughter|twins))|since (?:birth|giving birth|the birth|delivery|the delivery|(?:my|her|the) (?:c-?section|caesarean|cesarean|section|delivery|baby|labour|labor)|(?:having|delivering) (?:the|my|her|our) (?:baby|son|daughter|twins)))\b|\b[1-6]\/52 (?:post[- ]?(?:natal(?:ly)?|partum|delivery|birth|nvd|svd|lscs|cs|c-?section|caesarean|cesarean|section|ventouse|forceps|instrumental|emcs|elcs)|after (?:birth|giving birth|the birth|delivery|the delivery|(?:my|her|the) (?:c-?section|caesarean|cesarean|section|delivery|baby|labour|labor)|(?:having|delivering) (?:the|my|her|our) (?:baby|son|daughter|twins)))\b|\b[1-9]\/7 (?:post[- ]?(?:natal(?:ly)?|partum|delivery|birth|nvd|svd|lscs|cs|c-?section|caesarean|cesarean|section|ventouse|forceps|instrumental|emcs|elcs)|after (?:birth|giving birth|the birth|delivery|the delivery|(?:my|her|the) (?:c-?section|caesarean|cesarean|section|delivery|baby|labour|labor)|(?:having|delivering) (?:the|my|her|our) (?:baby|son|daughter|twins)))\b/,
      /\b(?:gave birth|had (?:my|our|the|a|her) (?:baby|son|daughter|twins|little (?:boy|girl))|delivered (?:my|our|the|a|her) (?:baby|son|daughter|twins)|(?:my|her) (?:c-?section|caesarean|cesarean) was)\b(?:(?![.;!?]).){0,20}?\b(?:(?:[1-9]|[1-3]\d|4[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|a few|a couple of) days? ago|(?:[1-6]|one|two|three|four|five|six|a few|a couple of|a) weeks? ago|yesterday|last week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b|\b(?:(?:my|our|the|her) )?(?:new ?born|new baby|baby|son|daughter|twins|little one)\b (?:is|are|was born) (?:only |just )?(?:(?:[1-9]|[1-3]\d|4[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|a few|a couple of) days? (?:old|ago)|(?:[1-6]|one|two|three|four|five|six|a few|a couple of|a) weeks? (?:old|ago))\b/,
      /\bpost[- ]?partum\b(?!(?:(?![.;!?]).){0,25}\b(?:(?:\d+|a few|several|many|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:months?|years?)|years?|months?) ago\b)|\bpostnatal(?:ly)?\b(?! (?:depression|class|classes|appointment|exercises?|yoga)\b)(?!(?:(?![.;!?]).){0,25}\b(?:months?|years?) ago\b)|\bpuerper\w*/,
    ],
  },
  // Round thirteen (helper Q), NICE NG133 (postnatal care): a blood pressure of 150/100 or more, by
  // either number, written in the text ("BP 152/100, repeat 150/98", "it was 155 over 95"); a measured
  // one sets it too (triage/vitals.ts). Not a reading placed in pregnancy or called usual.
  bloodPressure150: {
    label: 'a blood pressure of 150 systolic or 100 diastolic or more',
    patterns: [writtenBloodPressure(String.raw`(?:1[5-9]\d|2\d\d)`, String.raw`(?:1[0-4]\d)`)],
  },
  // Round thirteen (helper Q), NICE NG133: severe hypertension, 160 systolic or 110 diastolic or more.
  bloodPressure160: {
    label: 'a blood pressure of 160 systolic or 110 diastolic or more',
    patterns: [writtenBloodPressure(String.raw`(?:1[6-9]\d|2\d\d)`, String.raw`(?:1[1-4]\d)`)],
  },
  missedPeriod: {
    label: 'missed or late period, or a positive pregnancy test',
    background: true,
    patterns: [
      // Texting's "period 6 wks late", "few wks late" (dev-probes-15), and a last period five weeks
      // or more ago ("LMP 7 wks ago": hostile review of round nineteen).
      new RegExp(
        String.raw`\bmissed (?:my |a |her |their )?period\b|\b(?:period|menses|aunt flo|af) (?:is |was |has been )?(?:(?:about|around|nearly|almost|over|like|maybe) )?(?:(?:\d+|a|one|two|three|four|five|six|few|couple of) ?(?:days?|weeks?|wks?|w) )?(?:late|overdue)\b|\b(?:last menstrual period|last period|lmp)\b(?: was)?(?: (?:about|around|over))? (?:(?:[5-9]|1[0-2]|five|six|seven|eight|nine|ten) ?(?:weeks?|wks?)|(?:[5-9]|1[0-2])\/52) ago\b|(?<![\w+])\+ve (?:upt|hpt|bhcg|hcg|preg\w* test|pt|test)\b|\b(?:upt|hpt|urine hcg) (?:\+ve|positive|pos)(?![\w+])|\blate period\b|\blate (?:with |for |on )?(?:my |her |the )?period\b|\b(?:have not|has not) had (?:my |a |her )?periods?\b(?<!\b${PERIOD_ABSENT_ANYWAY}\b(?:(?![.;!?]).){0,60})(?!(?:(?![.;!?]).){0,60}\b${PERIOD_ABSENT_ANYWAY}\b)(?! (?:for|in) (?:(?:over|about|around|nearly|more than) )?(?:\d+|a few|a couple of|many|several|two|three|four|five|ten)? ?(?:years?|yrs?)\b| since (?:the |my |her )?menopause\b)|\bno periods? (?:for|in|since)\b(?! (?:(?:over|about|around|nearly|more than) )?(?:\d+|a few|a couple of|many|several|two|three|four|five|ten)? ?(?:years?|yrs?)\b| (?:the |my |her )?menopause\b)|\b(?:period|af|aunt flo) (?:has not|did not|still has not|has still not) (?:come|came|started|arrived|shown up|turned up)\b(?<!\b${PERIOD_ABSENT_ANYWAY}\b(?:(?![.;!?]).){0,60})(?!(?:(?![.;!?]).){0,60}\b${PERIOD_ABSENT_ANYWAY}\b)|\bperiod'?s (?:(?:about|around|nearly|over|like|maybe|a few days|a week|\d+ (?:days?|weeks?|wks?)) )?late\b|\bperiods? (?:have |has )?stopped (?:about |around )?(?:[1-4]|one|two|three|four|a couple of|a few|few) (?:weeks?|wks?|months?) ago\b|\bskipped (?:my |a |her )?period\b(?<!\b${PERIOD_ABSENT_ANYWAY}\b(?:(?![.;!?]).){0,60})(?!(?:(?![.;!?]).){0,60}\b${PERIOD_ABSENT_ANYWAY}\b)|\b(?:i'?m|im|i am|she'?s|she is) (?:\d+|a few|a couple of|two|three|five|ten) (?:days?|weeks?|wks?) late\b(?! (?:for|with|on|paying|to|in|at|back|home|handing)\b)|\b(?:not|have not|has not|did not) come on (?:this month|yet)\b|\bno period (?:this month|yet)\b|\bperiods? (?:are|is) late\b`,
      ),
      new RegExp(
        String.raw`\bfaint (?:positive|line)\b|(?:\b(?:2|two|double) (?:pink |blue )?lines (?:on|in) (?:the |a |my |her )?(?:pregnancy |preg |home )?(?:test|stick|clearblue|frer)\b|\b(?:test|stick|clearblue) (?:came up|came back|showed|shows|showing|has|had|with) (?:with )?(?:2|two|double) (?:pink |blue )?lines\b|\b(?:2nd|second) line (?:on|in) (?:the |a |my |her )?(?:preg\w* |home )?(?:test|stick)\b)(?<!\b${NOT_A_PREGNANCY_TEST}\b[\s\S]{0,80})(?![\s\S]{0,80}\b${NOT_A_PREGNANCY_TEST}\b)|\bpositive (?:home )?(?:pregnancy )?test\b|\bbfp\b(?!(?:(?![.;!?]).){0,25}\b(?:covid|lateral|lft|strep|ovulation|opk)\b)|\bpos(?:itive)? (?:preg(?:nancy)? )?test\b(?<!\b(?:covid|lateral flow|lft|strep|ovulation|opk|antigen)\b(?:(?![.;!?]).){0,20})(?!(?:(?![.;!?]).){0,25}\b(?:covid|for|lateral|lft|flow|strep|ovulation|opk|stick)\b)|\bpregnancy tests? (?:\w+ ){0,3}positive\b|\b(?:did|done|took|taken|do) a (?:pregnancy |home )?test\b.{0,30}\bpositive\b(?! for (?:covid|strep|flu)\b)|\bpositive pregnancy test\b|\bpregnancy test (?:was |is |came back )?positive\b|\bamenorrh\w*|\b(?:could|might|may) be pregnant\b|\b(?:scared|terrified|worried|afraid|paranoid|what if|think|thinks|thought) (?:that )?(?:i'?m|im|i am|she'?s|shes|she is|i|she) (?:might be |could be |may be )?(?:preg|preggers|pregnant|knocked up|up the duff)\b|\bpossibly pregnant\b|\bearly pregnancy\b`,
      ),
    ],
  },
  shoulderTipPain: {
    label: 'shoulder-tip pain',
    patterns: [/\bshoulder[- ]?tip\b|\btip of (?:my |the |her )?shoulder\b|\bshoulder (?:pain|hurts|ache)\b/],
  },
  vaginalBleeding: {
    label: 'vaginal bleeding',
    patterns: [
      /\bvagina\w* bleed\w*|\bbleed\w* (?:from|down) (?:below|there|the vagina|my vagina)\b|\bspotting\b|\bpassing clots\b|\bsoaking (?:a |through )?(?:pads?|towels?)\b/,
    ],
  },
  // Round seventeen (helper X), NHS miscarriage and vaginal bleeding in pregnancy: light bleeding
  // told without the word ("pink blood on the paper", "a little blood in my knickers", "brown watery
  // discharge"); read only in a pregnancy (`pregnancy-spotting`). Blood from the bowel, nose, gums,
  // urine or a cough is left out.
  pregnancySpottingLay: {
    label: 'a little blood on wiping, in the underwear or as pink or brown loss',
    patterns: [
      /\bblood (?:\w+ ){0,2}(?:on|in) (?:the |my |her )?(?:toilet )?(?:paper|tissue|knickers|pants|underwear|panties|underpants|slip|liner|panty ?liner)\b|\bblood (?:\w+ ){0,2}when (?:i |she )?wipe\w*|\b(?:pink|pinkish|brown|brownish) (?:blood|bleeding|spotting|loss)\b|\b(?:pink|pinkish|brown|brownish|bloody|blood-?stained|blood-?tinged) (?:\w+ )?discharge\b|\b(?:a little|little|a small|small|tiny|a bit of|some|few drops of|drops? of|spots? of|streaks? of|trace of|touch of) (?:\w+ )?blood\b(?!(?:(?![.;!?]).){0,40}\b(?:poo\w*|stool\w*|bowel|piles|hemorrhoid\w*|nose|nostril\w*|gums?|urine|wee|pee|spit\w*|phlegm|sputum|teeth|tooth|cough\w*|vomit\w*|sick)\b)/,
      // Round seventeen (helper X, second pass), NHS miscarriage (light bleeding or brown discharge in
      // pregnancy): a colour told on wiping, on the pad or paper or in the underwear without the word
      // blood ("a bit of pink when I wipe", "brown stuff in my underwear", "few drops of red on my
      // pad"). Not the pad of a finger or foot, and not poo, urine or a sore bottom.
      /\b(?:pink|pinkish|brown|brownish|red|reddish|rusty)(?: (?:stuff|bits?|spots?|marks?|stains?|streaks?|smudges?|tinge|drops?|dots?|mucus|gunk|goo|colou?r|smear))?\b (?:on|in) (?:the |my |her )?(?:toilet )?(?:paper|tissue|knickers|pants|underwear|panties|undies|pad|liner|panty ?liner|gusset)\b(?! of\b)(?!(?:(?![.;!?]).){0,40}\b(?:poo\w*|stool\w*|diarrh\w*|bowel|piles|hemorrhoid\w*|urine|wee|pee)\b)|\b(?:pink|pinkish|brown|brownish|red|reddish|rusty)\b(?:(?![.;!?])(?!\b(?:skin|rash|sore|raw|itch\w*|bum|bottom|anus|eyes?)\b).){0,20}?\bwhen (?:i |she |you )?wip\w*|\bwhen (?:i |she |you )?wip\w*\b(?:(?![.;!?])(?!\b(?:skin|rash|sore|raw|itch\w*|bum|bottom|anus|poo\w*|stool\w*)\b).){0,25}?\b(?:pink|pinkish|brown|brownish|red|reddish|rusty)\b(?!(?:(?![.;!?]).){0,20}\b(?:rash|sore|raw|itch\w*|skin)\b)/,
    ],
  },
  bleeding: { label: 'bleeding', patterns: [/\bbleed\w*|\bhemorrh\w*|\bblood loss\b/] },
  // Round seventeen (helper X, second pass): bleeding not told as from the gums, nose, piles, the
  // bottom or a cut ("my gums bleed when I brush" is not bleeding in a pregnancy sense), for
  // `pregnancy-bleeding-dizzy`.
  bleedingNotOtherSite: {
    label: 'bleeding (not from the gums, nose, piles, bottom or a cut)',
    patterns: [
      /(?<!\b(?:gums?|nose|nostrils?|piles|hemorrhoids?|bum|bottom|rectal|rectum|cut|finger|lips?|tooth|teeth|wound|mouth|skin|spot|mole|nipples?|ears?)\b(?:(?![.;!?,]).){0,12})\b(?:bleed\w*|hemorrh(?!oid)\w*|blood loss)\b(?!(?:(?![.;!?,]).){0,25}\b(?:gums?|nose|nostrils?|piles|hemorrhoids?|bum|bottom|rectal\w*|rectum|anus|from (?:a |the |my |her )?(?:cut|wound|finger|lips?|mouth|tooth|teeth|ears?)|when (?:i |she )?(?:brush|floss|poo|blow)\w*|poo\w*|stool\w*|nipples?)\b)/,
    ],
  },
  fluidLeak: {
    label: 'fluid leaking from the vagina',
    patterns: [
      /\bleaking fluid\b|\bwaters? (?:have |has |just )?(?:broke|broken|gone|breaking|leaking)\b|\bgush of fluid\b|\b(?:srom|prom|pprom)\b/,
    ],
  },
  visionChange: {
    label: 'blurred vision, flashing lights or spots',
    patterns: [
      /\bblur\w* vision\b|\bvision\b.{0,15}\b(?:blur\w*|chang\w*|problem\w*|spots|dim\w*|double|funny|strange)\b|\b(?:sight|vision)\b[^.]{0,20}\b(?:gone |went |going )?(?:misty|foggy|cloudy|hazy)\b|\bseeing (?:spots|flashing lights|stars|double|zigzags?|sparkl\w*)\b|\bflashing lights\b|\b(?:vision|sight|eyes?) (?:is |are |has gone |have gone |went |gone |looks? |keeps? )?(?:all |going )?(?:sparkl\w*|flicker\w*|zig-?zag\w*|starry)\b|\bdouble vision\b|\bdiplopia\b|\bvisual disturbance\w*/,
    ],
  },
  // Round thirteen (helper P), NICE CKS vertigo (a central cause: refer at once with diplopia,
  // dysarthria, new ataxia or inability to stand or walk) and AHA/ASA BE FAST (Balance, Eyes): the
  // room spinning or vertigo, read with double vision, veering or falling to one side, or not being
  // able to stand or walk (`vertigo-stroke-signs`). Dizziness alone is not vertigo here.
  vertigo: {
    label: 'vertigo: the room spinning',
    patterns: [
      /\bvertig\w*|\b(?:room|world|everything|ceiling|walls?)\b (?:is |was |keeps |kept |started |starts |just |began )?(?:spinning|spins|spun|going round|whirling|turning)\b|\bspinning (?:sensation|feeling)\b|\b(?:everything|the room) (?:started|starting|began) to spin\b/,
    ],
  },
  doubleVision: {
    label: 'double vision',
    patterns: [
      /\bdouble vision\b|\bdiplopia\b|\bseeing (?:double|two of everything|2 of everything)\b|\beverything (?:is |looks )?double\b|\bvision (?:has )?(?:gone|went) double\b/,
    ],
  },
  veering: {
    label: 'veering, leaning or falling to one side, or cannot walk straight or stand unaided',
    patterns: [
      /\bveer\w*|\b(?:lean\w*|falls?|falling|fell|tip\w*|drift\w*|pull\w*|list\w*|toppl\w*) (?:over )?(?:to|towards|onto) (?:one side|the (?:left|right)(?: side)?|(?:his|her|my|their) (?:left|right)(?: side)?)\b|\bataxi\w*|\b(?:cannot|could not|can not|unable to) walk (?:in a )?straight\b|\bwalking like (?:a |i am |he is |she is )?drunk\b|\bstaggering\b|\b(?:cannot|could not|can not|unable to) (?:stand|walk|sit up)(?: up)? (?:unaided|without (?:help|support|holding on|being held))\b/,
    ],
  },
  upperAbdominalPain: {
    label: 'pain just below the ribs or in the upper abdomen',
    patterns: [
      /\bindigestion[- ](?:type|like) (?:pain|discomfort|ache)\b|\b(?:pain|discomfort)\b.{0,10}\blike (?:bad )?indigestion\b|\bright upper abdominal\b|\bepigastr\w*|\b(?:just )?(?:below|under) (?:my |the |her |his )?(?:right |left )?ribs?\b|\bupper (?:abdom\w*|belly|stomach|tummy)\b.{0,15}\b(?:pain|ache|hurt\w*)\b/,
    ],
  },
  suddenSwelling: {
    label: 'sudden swelling of the face, hands or feet',
    patterns: [
      /\b(?:sudden\w*|rapid\w*|new|very)\b.{0,15}\bswell\w*.{0,20}\b(?:face|hands|feet|ankles|fingers)\b|\b(?:face|hands|fingers)\b.{0,25}\b(?:suddenly |very |really )?(?:swollen|puffy|swelling|swelled|puffed|ballooned)\b|\brings? (?:will not|won'?t|wo not|would not|do not|don'?t|cannot|can not) (?:come|go|get|slide) (?:off|on)\b/,
    ],
  },
  // Round sixteen (helper V), NICE CKS heart failure, BHF and AHA warning signs: a known heart failure
  // (background), a weight gain of 2 kg (4 lb) or more over a few days, and breathlessness lying flat.
  heartFailure: {
    label: 'known heart failure',
    background: true,
    patterns: [
      /\b(?:heart|cardiac|congestive (?:heart|cardiac)) failure\b|\bchf\b|\b(?:known|hx|h\/o|pmh) hf\b|\bhf\b(?= (?:pt|patient|nurse|team|clinic)\b)|\bhf ?[rpm]?ef\b|\blvsd\b|\bleft ventricular (?:systolic )?(?:dysfunction|impairment)\b|\b(?:a |my |his |her |their )?weak heart (?:muscle|pump)?\b|\bpoor(?:ly)? (?:heart|cardiac) (?:pump|function|pumping)\b/,
    ],
  },
  hfWeightGain: {
    label: 'weight up 2 kg (4 lb) or more in a few days, or rapid weight gain',
    patterns: [
      /\b(?:put on|gained|gain(?:ing)? of|gone up(?: by)?|went up(?: by)?|go(?:ne|t) up(?: by)?|up by|up|increased? (?:of |by )?|jumped(?: by| up)?|heavier by)\b (?:about |around |nearly |almost |over |more than |at least |roughly |a good |an extra )?(?:(?:[2-9]|1\d)(?:[.,]\d+)? ?(?:kg|kgs|kilos?|kilograms?)|(?:two|three|four|five|six) (?:kg|kilos?|kilograms?)|(?:[4-9]|1\d)(?:[.,]\d+)? ?(?:lb|lbs|pounds?)|(?:four|five|six|seven|eight|ten) (?:lb|lbs|pounds)|half a stone|a stone)\b(?:(?![.;!?]).){0,40}?\b(?:in|over|within|since|across|during) (?:just |only |the )?(?:last |past |space of )?(?:(?:[1-5]|one|two|three|four|five|a|a few|a couple of|couple of|2-3|3-4) (?:days?|nights?|mornings?)|(?:24|48|72) ?(?:hours?|hrs?|h)|[1-4]\/7|overnight|yesterday|a week|the week|this week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)\b/,
      /\b(?:(?:[2-9]|1\d)(?:[.,]\d+)? ?(?:kg|kgs|kilos?|kilograms?)|(?:[4-9]|1\d)(?:[.,]\d+)? ?(?:lb|lbs|pounds?))\b (?:weight gain|heavier|up|gain(?:ed)?|more)\b(?:(?![.;!?]).){0,40}?\b(?:in|over|within|since) (?:just |only |the )?(?:last |past )?(?:(?:[1-5]|one|two|three|four|five|a|a few|a couple of|2-3|3-4) (?:days?|nights?)|(?:24|48|72) ?(?:hours?|hrs?|h)|[1-4]\/7|overnight|yesterday|a week|this week)\b|\b(?:rapid|sudden|quick|fast) (?:weight gain|gain in weight|increase in weight)\b|\bweight\b(?: has| is| had)? (?:shot|jumped|rocketed|going|gone|went|crept|creeping) up (?:quickly|fast|suddenly|overnight|by a lot)\b/,
    ],
  },
  orthopnoea: {
    label: 'breathless lying flat, needing extra pillows, or waking at night gasping',
    patterns: [
      /\borthopn\w*|\bparoxysmal nocturnal dyspn\w*|\b(?:need\w*|needing|used|using|use|sleep\w* (?:on|with)|propped (?:up )?(?:on|with)|had to (?:use|have)) (?:an |3 |three |four |4 |(?:two|2) (?=extra|more)|more |extra |another |a second |a third |an extra |more and more )+pillows?\b|\bpillows?\b(?:(?![.;!?]).){0,20}?\bto (?:breathe|get my breath|catch (?:my|his|her) breath)\b|\b(?:cannot|could not|unable to|can not|can't) (?:lie|lay|sleep|be) (?:down )?flat\b|\b(?:breathless\w*|short of breath|out of breath|puffed|shortness of breath|struggl\w* (?:to|for) breath\w*|sob|dyspn\w*)\b(?:(?![.;!?]).){0,15}?\b(?:when|whenever|if|on) (?:i |he |she |they )?(?:lie|lies|lay|lying|laying|am lying|is lying)(?: down| flat| back)?\b|\b(?:lying|laying|lie|lay) (?:down |flat )+(?:makes|made) (?:me|him|her|them) (?:breathless|short of breath|out of breath|puffed)\b|\b(?:sleep\w*|slept|spend\w* the night) (?:sitting )?(?:up(?:right)? )?in (?:a|the|my|his|her) (?:chair|armchair|recliner)\b(?:(?![.;!?]).){0,30}?\b(?:breath\w*|puffed)\b|\b(?:wak\w*|woke|woken) (?:up )?(?:at night |in the night )?(?:gasping|breathless|short of breath|fighting for breath|struggling (?:to|for) breath\w*|unable to breathe|cannot breathe)\b/,
    ],
  },
  fetalMovementsReduced: {
    label: 'baby moving less than usual',
    patterns: [
      // Dev-probes-16 (texting): "baby hasnt really kicked much today", "she hasn't moved as much".
      /\b(?:baby|bump|little one|lo)(?: (?:has|is))? (?:not|has not|did not|have not) (?:really |properly )?(?:kicked|moved|wriggled|been kicking|been moving)(?: (?:\w+ )?(?:much|as much|a lot|as often|properly|like normal|like usual))\b/,
      /\b(?:baby|fetus|fetal|foetal)\b.{0,25}\b(?:(?:moving|moves|kicking|kicks|wriggling) (?:much |a lot |far |way |a bit |quite a bit )?less|moving less|moves less|less active|not as active|fewer (?:kicks|movements)|slowed down|quieter|not moving as much|movements? (?:have |has |are |were |have been |has been )?(?:(?!(?:not|never|no)\b)\w+ )?(?:reduced|decreased|slowed|less))\b/,
      /\b(?:reduced|decreased|fewer|less) (?:fetal |foetal |baby'?s? )?(?:movements?|kicks)\b/,
      /\b(?:barely|hardly|not really|only just) (?:felt|feeling|feel) (?:anything|any movement\w*|(?:the |my )?baby|(?:him|her|it) (?:move|kick)\w*)\b|\b(?:only|just) (?:a couple of|one or two|two|a few) (?:little )?(?:flutters|kicks|movements)\b/,
      /\b(?:not (?:felt|feeling) (?:the |my )?baby (?:move|kick)\w* (?:as much|much|as often)|baby (?:is |has been )?(?:much )?quieter than (?:usual|normal))\b/,
      /\b(?:cannot remember|do not know|not sure) when (?:the |my )?baby (?:last )?(?:kicked|moved)\b|\bbaby\b.{0,20}\b(?:been |is |has been )?(?:really |very |so |completely )?still (?:all|since|today|for)\b|\b(?:not|have not|has not|did not) (?:felt|feel) (?:the |my |her |him )?(?:baby|bump|him|her) (?:move|kick|wriggle)\w* (?:since|all|today|for)\b/,
    ],
  },
  footBlackOrCold: {
    label: 'a foot or toe that has turned black, or is cold and pale or blue',
    patterns: [
      /\b(?:foot|feet|toes?|heel)\b[^.]{0,20}\b(?:black|blackened|gone black|turned black|dusky|gangren\w*)\b|\bgangren\w*|\b(?:black|blackened) (?:big |little )?(?:foot|toes?|heel)\b|\b(?:foot|toes?)\b[^.]{0,15}\b(?:cold and (?:pale|white|blue)|ice cold and (?:pale|white|blue))\b/,
    ],
  },
  // Round ten (helper B), NHS peripheral arterial disease: an arm or leg that suddenly becomes
  // painful, cold, pale or blue needs 999. One limb (not "hands and feet", a sign of shock).
  // Round ten misfires (helper G): not "a cold" (the illness), and not a limb gone cold after an ice
  // bath or cold water, or blue after sleeping on it.
  coldPaleLimb: {
    label: 'one arm, leg, hand or foot cold and pale, white or blue',
    patterns: [
      /(?<!\b(?:ice bath|ice baths|cold (?:plunge|shower|bath|water|swim)|wild swim\w*|sea swim\w*|(?:fell|fallen|falling) asleep on (?:it|my \w+|his \w+|her \w+)|slept on (?:it|my \w+|his \w+|her \w+)|lying on (?:it|my \w+)|lay on (?:it|my \w+)|dead arm)\b(?:(?![.;!?]).)*)(?:\b(?:arm|leg|foot|hand|calf|thigh|forearm|shin)\b(?! and (?:feet|hands|legs|arms)\b)(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,40}?\b(?:(?:(?<!\b(?:a|got a|have a|with a|head|chest) )cold(?! (?:and|or) (?:flu|sore throat)| symptoms| sores?)|ice[- ]cold|icy|freezing|stone cold|like ice)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,20}?\b(?:pale|white|blue|bluish|grey|gray|mottled|dusky|purple|waxy|colou?rless)|(?:pale|white|blue|bluish|grey|gray|mottled|dusky|purple|waxy|colou?rless)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,20}?\b(?:(?<!\b(?:a|got a|have a|with a|head|chest) )cold(?! (?:and|or) (?:flu|sore throat)| symptoms| sores?)|ice[- ]cold|icy|freezing|stone cold|like ice))\b)(?!(?:(?![.;!?]).)*?\b(?:ice bath|ice baths|cold (?:plunge|shower|bath|water|swim)|wild swim\w*|sea swim\w*|(?:fell|fallen|falling) asleep on (?:it|my \w+|his \w+|her \w+)|slept on (?:it|my \w+|his \w+|her \w+)|lying on (?:it|my \w+)|lay on (?:it|my \w+)|dead arm)\b)/,
      /(?<!\b(?:ice bath|ice baths|cold (?:plunge|shower|bath|water|swim)|wild swim\w*|sea swim\w*|(?:fell|fallen|falling) asleep on (?:it|my \w+|his \w+|her \w+)|slept on (?:it|my \w+|his \w+|her \w+)|lying on (?:it|my \w+)|lay on (?:it|my \w+)|dead arm)\b(?:(?![.;!?]).)*)(?:\b(?:cold|ice[- ]cold|icy|freezing|pale|white|blue|mottled|dusky|pulseless),? (?:and )?(?:cold|ice[- ]cold|icy|freezing|pale|white|blue|mottled|dusky|pulseless|painful|numb),? (?:and )?(?:(?:painful|numb|pulseless),? (?:and )?)?(?:left |right )?(?:arm|leg|foot|hand|calf|lower leg)\b)(?!(?:(?![.;!?]).)*?\b(?:ice bath|ice baths|cold (?:plunge|shower|bath|water|swim)|wild swim\w*|sea swim\w*|(?:fell|fallen|falling) asleep on (?:it|my \w+|his \w+|her \w+)|slept on (?:it|my \w+|his \w+|her \w+)|lying on (?:it|my \w+)|lay on (?:it|my \w+)|dead arm)\b)/,
      // Round eleven (helper K): the same, when the ordinary cause is denied ("not slept on it", "not
      // from an ice bath"): the exclusion above does not read "not".
      /(?<!(?<!\b(?:not|no|never|without|nor)\b(?: \w+){0,2} )\b(?:ice bath|ice baths|cold (?:plunge|shower|bath|water|swim)|wild swim\w*|sea swim\w*|(?:fell|fallen|falling) asleep on (?:it|my \w+|his \w+|her \w+)|slept on (?:it|my \w+|his \w+|her \w+)|lying on (?:it|my \w+)|lay on (?:it|my \w+)|dead arm)\b(?:(?![.;!?]).)*)(?:\b(?:arm|leg|foot|hand|calf|thigh|forearm|shin)\b(?! and (?:feet|hands|legs|arms)\b)(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,40}?\b(?:(?:(?<!\b(?:a|got a|have a|with a|head|chest) )cold(?! (?:and|or) (?:flu|sore throat)| symptoms| sores?)|ice[- ]cold|icy|freezing|stone cold|like ice)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,20}?\b(?:pale|white|blue|bluish|grey|gray|mottled|dusky|purple|waxy|colou?rless)|(?:pale|white|blue|bluish|grey|gray|mottled|dusky|purple|waxy|colou?rless)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,20}?\b(?:(?<!\b(?:a|got a|have a|with a|head|chest) )cold(?! (?:and|or) (?:flu|sore throat)| symptoms| sores?)|ice[- ]cold|icy|freezing|stone cold|like ice))\b)(?!(?:(?![.;!?]).)*?(?<!\b(?:not|no|never|without|nor)\b(?: \w+){0,2} )\b(?:ice bath|ice baths|cold (?:plunge|shower|bath|water|swim)|wild swim\w*|sea swim\w*|(?:fell|fallen|falling) asleep on (?:it|my \w+|his \w+|her \w+)|slept on (?:it|my \w+|his \w+|her \w+)|lying on (?:it|my \w+)|lay on (?:it|my \w+)|dead arm)\b)/,
      /(?<!(?<!\b(?:not|no|never|without|nor)\b(?: \w+){0,2} )\b(?:ice bath|ice baths|cold (?:plunge|shower|bath|water|swim)|wild swim\w*|sea swim\w*|(?:fell|fallen|falling) asleep on (?:it|my \w+|his \w+|her \w+)|slept on (?:it|my \w+|his \w+|her \w+)|lying on (?:it|my \w+)|lay on (?:it|my \w+)|dead arm)\b(?:(?![.;!?]).)*)(?:\b(?:cold|ice[- ]cold|icy|freezing|pale|white|blue|mottled|dusky|pulseless),? (?:and )?(?:cold|ice[- ]cold|icy|freezing|pale|white|blue|mottled|dusky|pulseless|painful|numb),? (?:and )?(?:(?:painful|numb|pulseless),? (?:and )?)?(?:left |right )?(?:arm|leg|foot|hand|calf|lower leg)\b)(?!(?:(?![.;!?]).)*?(?<!\b(?:not|no|never|without|nor)\b(?: \w+){0,2} )\b(?:ice bath|ice baths|cold (?:plunge|shower|bath|water|swim)|wild swim\w*|sea swim\w*|(?:fell|fallen|falling) asleep on (?:it|my \w+|his \w+|her \w+)|slept on (?:it|my \w+|his \w+|her \w+)|lying on (?:it|my \w+)|lay on (?:it|my \w+)|dead arm)\b)/,
    ],
  },
  // Round ten (helper H), NHS peripheral arterial disease: one arm or leg gone cold, without a colour
  // word ("my leg is suddenly very painful and cold"); read with pain or numbness and a sudden onset
  // or atrial fibrillation. Not both hands or feet, nor having a cold or cold weather.
  coldLimb: {
    label: 'one arm, leg, hand or foot cold to the touch',
    patterns: [
      /(?<!\b(?:ice bath|ice baths|cold (?:plunge|shower|bath|water|swim)|wild swim\w*|sea swim\w*|(?:fell|fallen|falling) asleep on (?:it|my \w+|his \w+|her \w+)|slept on (?:it|my \w+|his \w+|her \w+)|lying on (?:it|my \w+)|lay on (?:it|my \w+)|dead arm)\b(?:(?![.;!?]).)*)(?:\b(?:left|right|one|my|his|her|their|the|lower) (?:arm|leg|foot|hand|calf|lower leg|forearm|shin)\b(?! and (?:feet|hands|legs|arms|foot|hand|leg|arm)\b)(?:(?![.;!?])(?!\b(?:not|no|never|nor|without|a|the|in|had|have|has|got|feet|hands|both)\b).){0,30}?\b(?:cold|ice[- ]cold|icy|freezing|stone cold|like ice|cold to (?:the )?touch)\b(?! (?:weather|water|sore|and flu|compress|pack|spray|room|air|wind|floor|bath|shower|drink)\b)(?!(?:(?![.;!?]).){0,40}\b(?:ice|ice ?packs?|cold packs?|frozen peas|compress|outside|weather|in the cold|air ?con\w*|swim\w*|sea)\b))(?!(?:(?![.;!?]).)*?\b(?:ice bath|ice baths|cold (?:plunge|shower|bath|water|swim)|wild swim\w*|sea swim\w*|(?:fell|fallen|falling) asleep on (?:it|my \w+|his \w+|her \w+)|slept on (?:it|my \w+|his \w+|her \w+)|lying on (?:it|my \w+)|lay on (?:it|my \w+)|dead arm)\b)/,
    ],
  },
  // Round eleven (helper K), NHS peripheral arterial disease: a limb cold for hours, told with when it
  // began ("since this morning", "an hour ago") or an irregular heart, for the cold limb rule; and a
  // bare "leg cold" at the start of a sentence.
  coldLimbOnset: {
    label: 'began within hours (an hour ago, since this morning), or an irregular heartbeat',
    patterns: [
      /^(?!.*\b(?:outside|weather|winter|snow\w*|frost\w*|in the cold|cold (?:day|night|morning)|air ?con\w*|heating|raynaud\w*)\b).*?\b(?:since (?:this morning|an hour ago|(?:a few|a couple of|\d+|one|two|three) hours? ago|\d{1,2}(?::\d\d)? ?(?:am|pm)|lunch ?time|i woke up)|(?:an|one|a|a few|a couple of|\d+|two|three|four|five|six) (?:hours?|hrs?) ago|(?:started|began|came on) (?:today|this morning|this afternoon|tonight)|irregular (?:heart ?beat|heart|pulse)|heart (?:is |beating )?(?:irregular|all over the place))\b/,
    ],
  },
  coldLimbBare: {
    label: 'an arm, leg, hand or foot cold (a bare "leg cold" at the start of a sentence)',
    patterns: [
      /^(?:(?:left|right) )?(?:arm|leg|foot|hand|calf|lower leg)\b (?:(?:is|has|gone|went|feels|suddenly|really|very|ice|stone|gone|become|turned|and) )*(?:cold|icy|freezing|ice[- ]cold)\b(?! (?:sore|and flu|compress|pack|spray)\b)(?!(?:(?![.;!?]).){0,40}\b(?:ice|ice ?packs?|cold packs?|frozen peas|outside|weather|in the cold|air ?con\w*|swim\w*|sea)\b)/,
    ],
  },
  // Atrial fibrillation or flutter (a source of clots that block a limb artery); not "cold af" slang.
  atrialFibrillation: {
    label: 'atrial fibrillation or flutter',
    background: true,
    patterns: [
      /(?<!\b(?:ice bath|ice baths|cold (?:plunge|shower|bath|water|swim)|wild swim\w*|sea swim\w*|(?:fell|fallen|falling) asleep on (?:it|my \w+|his \w+|her \w+)|slept on (?:it|my \w+|his \w+|her \w+)|lying on (?:it|my \w+)|lay on (?:it|my \w+)|dead arm)\b(?:(?![.;!?]).)*)(?:\batrial (?:fibrillation|flutter)\b|\ba-?fib\b|\b(?:i have|i've got|i have got|he has|she has|has|have|with|known|history of|hx of|pmh:?|diagnosed with|got|paroxysmal|permanent|persistent) (?:paroxysmal |permanent |persistent )?af\b)(?!(?:(?![.;!?]).)*?\b(?:ice bath|ice baths|cold (?:plunge|shower|bath|water|swim)|wild swim\w*|sea swim\w*|(?:fell|fallen|falling) asleep on (?:it|my \w+|his \w+|her \w+)|slept on (?:it|my \w+|his \w+|her \w+)|lying on (?:it|my \w+)|lay on (?:it|my \w+)|dead arm)\b)/,
    ],
  },
  // An acutely ischaemic limb named by a clinician, or a limb with no pulse.
  limbIschaemia: {
    label: 'acute limb ischaemia, or a limb with no pulse',
    patterns: [
      /\b(?:acute(?:ly)?|critical(?:ly)?) (?:limb |leg |arm )?isch(?:a)?emi\w*|\bpulseless (?:\w+ )?(?:arm|leg|foot|hand|limb)\b|\b(?:arm|leg|foot|hand|limb) (?:is |was )?(?:cold,? )?(?:and )?pulseless\b|\babsent (?:\w+ )?(?:foot |pedal |radial |femoral |popliteal |distal )?pulses?\b(?:(?![.;!?]).){0,40}?\b(?:cold|pale|white|blue|mottled)\b|\b(?:cold|pale|white|blue|mottled)\b(?:(?![.;!?]).){0,40}?\babsent (?:\w+ )?pulses?\b|\b(?:cannot|could not|can not) (?:feel|find|get) (?:a|any|the) pulse in (?:my|his|her|their|the) (?:foot|leg|arm|wrist|ankle)\b|\b(?:arm|leg|foot|hand|limb)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,30}?\bpulseless\b/,
    ],
  },
  // Pain, numbness or weakness in a limb, or its sudden onset, for the cold limb rule.
  limbPainOrNumb: {
    label: 'pain, numbness or weakness in a limb, or a sudden change',
    patterns: [
      new RegExp(
        String.raw`\b(?:${PAIN}|${NUMB}|weak\w*|dead|(?:cannot|can not|could not|unable to) (?:move|feel|use|lift|walk))\b|\b(?:went|gone|turned|turning|has become|became|going)\b (?:(?:all|really|very|completely|suddenly) )?(?:cold|white|pale|blue|grey|gray|mottled|icy)\b`,
      ),
    ],
  },
  // A cold pale finger or hand from the cold or Raynaud's, which the cold limb rule leaves alone.
  coldTriggered: {
    label: "Raynaud's, or a hand or foot gone cold in the cold",
    background: true,
    patterns: [
      /\braynaud\w*|\bchilblains?\b|\bfrost ?(?:bite|nip)\b|\bin the (?:cold|snow)\b|\bcold (?:weather|outside|water|air|days?|mornings?)\b|\bwhen (?:it is|it gets|i am|i get|i'm) (?:cold|chilly)\b|\bwinter\b/,
    ],
  },
  restDoesNotEase: {
    label: 'pain that rest does not ease, or worse at night',
    patterns: [
      /\b(?:cannot|can not|can't|unable to) get comfortable\b|\bno (?:comfortable )?position\b|\b(?:not|no better|does not|doesn't) (?:improv\w*|eas\w*|settl\w*|get better) (?:with|after|when) (?:rest\w*|lying down|lying still)\b|\bworse at night\b|\bwakes? (?:me|him|her) (?:up )?(?:at night|in the night)\b/,
    ],
  },
  periodLikePain: {
    label: 'period-like pain or cramps',
    patterns: [
      /\b(?:period|menstrual)[- ]?(?:pains?|cramps?|cramping|aches?)\b|\bcramp(?:s|ing|y)?\b(?= [^.]{0,20}\b(?:belly|tummy|stomach|pelvi\w*|lower)\b)/,
    ],
  },
  indigestionLike: {
    label: 'indigestion, heartburn or burning in the chest',
    patterns: [
      /\bindigestion\b|\bheartburn\b|\bdyspepsia\b|\bburning\b[^.]{0,15}\b(?:in|behind|under|up) (?:my |the |his |her )?(?:chest|breastbone|sternum)\b/,
    ],
  },
  // Round thirteen (helper Q), NHS angina and NICE CG95: a chest, throat, neck or jaw discomfort or
  // an "indigestion" brought on by effort, in either order ("a tight indigestion feeling in my chest
  // when I walk up the hill", "on the stairs I get a heaviness in my throat"). Not "not exertional".
  // Read only from 35 years of age (`possible-angina`).
  effortDiscomfort: {
    label: 'chest, throat, neck or jaw discomfort or "indigestion" brought on by exertion',
    patterns: [
      new RegExp(`${EFFORT_DISCOMFORT}${NO_NEGATION_GAP}{0,60}?${EFFORT_TRIGGER}`),
      new RegExp(`${EFFORT_TRIGGER}${NO_NEGATION_GAP}{0,60}?${EFFORT_DISCOMFORT}`),
    ],
  },
  swellingToNeckOrEye: {
    label: 'swelling spreading to the neck, the eye or under the tongue',
    patterns: [
      // Not "swelling not spreading to eye or neck" (a dental triage note's negative, dev-probes-15).
      /\b(?:swell\w*|swollen|puff\w*)\b[^.]{0,70}?(?<!\b(?:not|no|never|nor|without|isn't|is not) )\b(?:spread\w*|going|moving|down|up|into|reach\w*)\b[^.]{0,20}\b(?:neck|under (?:my |his |her |the )?tongue|(?:my |his |her |the )?eye|throat|floor of (?:my |the )?mouth)\b|\b(?:neck|under (?:my |his |her |the )?tongue|floor of (?:my |the )?mouth)\b[^.]{0,15}\b(?:swell\w*|swollen)\b/,
      // Round ten (helper C): the eye itself swelling ("my cheek and eye are swelling", "eye swelling shut").
      // Not puffy "bags under my eyes", nor eyes puffy from no sleep, crying or hay fever (round ten
      // misfires, helper G).
      /(?:\b(?:cheek|face|jaw|gum)s?\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,50}?\beyes?\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,15}?\b(?:swell\w*|swollen|puff\w*|closing up|closed up)\b|\b(?:swell\w*|swollen|puff\w*)\b(?! bags\b) (?:\w+ ){0,3}?(?<!\bbags )(?:round|around|under|below|near|up to|into) (?:my |his |her |the )?eyes?\b)(?!(?:(?![.;!?]).){0,40}?\b(?:from|because of|due to|with) (?:the |my |his |her |a |no |lack of )?(?:no sleep|lack of sleep|not sleeping|sleep|tiredness|crying|hay ?fever|allerg\w*|pollen|a cold|cold|late night\w*|drinking|alcohol|salt)\b)/,
    ],
  },
  fetalMovementsQuiet: {
    label: 'a pregnancy where the baby is quiet or hardly moving, in words that do not say "baby"',
    patterns: [
      // "my little one is usually a right wriggler… tonight hardly anything": the rule asks for a pregnancy.
      /\b(?:wriggl\w*|kick\w*|mov(?:ing|ed|es|ements?)|flutter\w*|little one|bump|bub|bubba)\b[^.]{0,80}\b(?:(?:hardly|barely) (?:anything|any(?: movement\w*| kicks?)?|moving|moved|kick\w*|wriggl\w*|felt)|(?:not much|very little) (?:movement\w*|moving|kicking|going on))\b|\b(?:wriggl\w*|kick\w*|flutter\w*|little one|bump|bub|bubba)\b.{0,60}(?:\bbeen (?:like\W+)?nothing(?=\s*[?.!,]|\s*$| today| tonight| since| all day| at all)|\bnothing (?:today|tonight|since|all day|at all)\b|\bnada\b|\bzilch\b|\b(?:only |just )?one (?:tiny |little |small |single )?(?:flutter|kick|movement)\b)|\b(?:only|just) (?:one|a single|1) (?:tiny |little |small |single )?(?:flutter|kick|movement|wriggle)\b|\b(?:hardly|barely) (?:moving|moved|kicking|kicked|wriggling|any (?:movement\w*|kicks?))\b/,
      /\b(?:little one|bump|bub|bubba|baby|movements?)\b[^.]{0,30}\b(?:very|really|so|unusually|much|a lot|too) (?:quiet|still)\b|\b(?:little one|bump|bub|bubba|baby|movements?)\b[^.]{0,30}\bquieter than (?:usual|normal)\b/,
      // RCOG GTG57 / NHS: one or two movements felt over hours ("felt maybe a single little prod
      // since breakfast"), or still little after the cold drink and lying on the side.
      /\b(?:felt|feeling|feel|had|noticed|got) (?:(?:only|just|maybe|about|perhaps|possibly|barely|like|literally) )*(?:one|a single|1|a couple of|two|2|one or two) (?:(?:tiny|little|small|single|weak|faint|gentle|slight|half-hearted) )*(?:flutters?|kicks?|movements?|nudges?|wriggles?|prods?|pokes?|rolls?|jabs?|twitch\w*)\b(?=(?:(?![.;!?]).){0,30}\b(?:since|all (?:day|morning|afternoon|evening|night)|today|tonight|this (?:morning|afternoon|evening)|in (?:the )?(?:last|past) (?:\d+|few|couple of|several) hours?|for hours|in hours)\b)/,
      /\b(?:cold (?:drink|water|juice)|iced (?:drink|water)|ice[- ]cold (?:drink|water)|sugary drink|something sweet|(?:lay|lain|lying|lie|laid) (?:down )?on (?:my|her) (?:left |right )?side)\b(?:(?![.;!?]).){0,60}?\b(?:still|but|and) (?:(?:really|pretty much|basically) )?(?:nothing|not much|hardly anything|barely anything|very little|no (?:kicks|movements?))\b/,
    ],
  },
  fetalMovementsAbsent: {
    label: 'baby not moving',
    patterns: [
      /\b(?:baby|fetus)\b.{0,25}\b(?:not moving|has not moved|stopped moving|(?:stopped|not|has not|have not) (?:kicking|kicked)|no (?:kicks|kicking)|no movement\w*|not felt (?:him|her|it|the baby) move)\b|\bno (?:fetal |foetal |baby )?movements?\b|\b(?:cannot|have not|did not) (?:feel|felt) (?:the )?baby (?:move|kick)\b/,
    ],
  },

  // Eyes.
  suddenVisionLoss: {
    label: 'sudden loss of vision in one or both eyes',
    patterns: [
      // Round twenty-four (b), NHS stroke (sudden loss or blurring of vision): sight lost to one side.
      /\bcannot see (?:properly |clearly |well |anything |a thing )?(?:out of|on|to|from) (?:one|the (?:left|right)|my (?:left|right)|his (?:left|right)|her (?:left|right)|their (?:left|right)) side\b/,
      /\bsudden\w*\b.{0,25}\b(?:cannot see|blind\w*|vision loss|lost (?:my |the |his |her )?(?:vision|sight)|loss of (?:vision|sight)|vision (?:went|gone|black))\b/,
      /\b(?:shadow|curtain|veil|blind|darkness|black(?:ness)?|grey (?:area|patch))\b.{0,40}\b(?:over|across|came down|coming down|covering|pulled)\b.{0,40}\b(?:eye|vision|sight)\b|\b(?:eye|vision|sight)\b(?:(?!\b(?:no|not|without|nor|denies)\b)[^.]){0,30}\b(?:shadow|curtain|veil)\b/,
      /\b(?:lost|losing|loss of) (?:all |most |half )?(?:of )?(?:the |my |his |her )?(?:vision|sight)\b.{0,20}\b(?:sudden\w*|one eye|left eye|right eye|both eyes)\b|\bsudden\w*\b.{0,25}\b(?:lost|losing|loss of) (?:all |most |half )?(?:of )?(?:the |my |his |her )?(?:vision|sight)\b|\bcurtain\b.{0,30}\b(?:vision|eye|sight)\b|\b(?:went|gone|going) blind\b|\b(?:woke up|suddenly)\b.{0,15}\bblind\b|\bcannot see (?:out of|from|with) (?:my |one |the |her |his )?(?:left |right )?(?:eye|it)\b|\bamaurosis\b/,
      // Part or all of the sight in one eye gone dark or grey ("the top half of everything in my left
      // eye went black", "my right eye has gone dim"), not a moment's dimming on standing up (that is
      // light-headedness) and not a black eye (a bruise).
      /\b(?:vision|sight|everything|things|half|part|top|bottom|side|corner|middle|centre|center)\b(?:(?![.;!?]|\b(?:no|not|never|nor|without)\b).){0,20}?\b(?:in|of|from|out of|through) (?:my |his |her |the |one |that )?(?:left |right )?eye\b(?:(?![.;!?]|\b(?:no|not|never|nor|without)\b).){0,20}?\b(?:went|gone|goes|going|turned|turning|is|was|became|has become) (?:(?:all|just|completely|totally|suddenly|partly|very|really) )*(?:dark|black|grey|gray|dim|blank|blacked out|greyed out|grayed out)\b(?!.{0,40}\b(?:(?:stood|stand|standing|got|get|getting) up|for a (?:second|moment|few seconds))\b)|(?<!\b(?:around|round|under|below|beneath|above|near|by|beside|to) (?:my |his |her |the |one )?(?:left |right )?)\b(?:left|right|one|1|my|his|her|the) eye\b (?:(?:has|have|had|just|suddenly|all|completely|totally) )*(?:went|gone|go|goes|going|turned|turning) (?:(?:all|just|completely|totally|suddenly|partly|very|really) )*(?:dark|grey|gray|dim|blank|blacked out|greyed out|grayed out)\b(?!.{0,40}\b(?:(?:stood|stand|standing|got|get|getting) up|for a (?:second|moment|few seconds))\b)/,
      // Round twenty-one's review: "my vision went dark in one eye".
      /\b(?:vision|sight)\b(?:(?![.;!?]).){0,20}?\b(?:went|has gone|had gone|gone|turned) (?:dark|black|grey|gray|dim|blank)\b(?:(?![.;!?]).){0,20}?\b(?:in|of) (?:my |his |her |one |the )?(?:left |right )?eye\b(?!(?:(?![.;!?]).){0,40}\b(?:stood up|standing up|stand up|got up|getting up|rubbed|rubbing|bent down|bending)\b)|\b(?:vision|sight) in (?:my |his |her |one |the )?(?:left |right )?eye (?:suddenly )?(?:went|has gone|gone|turned) (?:dark|black|grey|gray|dim|blank)\b/,
      // Round twenty-three (NICE CKS giant cell arteritis, NHS temporal arteritis): loss of sight told
      // as clinicians write it ("transient monocular visual loss", "TMVL", "visual loss R eye").
      /\b(?:transient|temporary|sudden|acute|painless) (?:monocular |binocular )?(?:visual|vision|sight) loss\b|\bmonocular (?:visual|vision|sight) loss\b|\btmvl\b|\b(?:visual|vision) loss (?:in|of|on) (?:the |his |her |my |their )?(?:l|r|left|right|one|both) eyes?\b|\b(?:l|r|left|right) eye (?:visual|vision) loss\b/,
    ],
  },
  flashesFloaters: {
    label: 'new flashes or a shower of floaters',
    patterns: [
      /\bflash\w*.{0,30}\bfloater\w*|\bfloater\w*(?:(?!\b(?:no|not|never|without|nor)\b).){0,30}\bflash\w*|\b(?:new|sudden|shower of|lots of new) floaters\b/,
      // Lay words: floaters and flashes together, or floaters that came suddenly (not a migraine aura).
      new RegExp(
        String.raw`(?<!\b(?:migraine|aura)\b.*)(?:\b${FLASH_LAY}\b(?:(?!\b(?:no|not|never|without|nor)\b).){0,80}${FLOATER_LAY}|${FLOATER_LAY}(?:(?!\b(?:no|not|never|without|nor)\b).){0,80}\b${FLASH_LAY}\b|\b(?:sudden\w*|all of a sudden|out of (?:nowhere|the blue)|(?:a )?shower of|(?:a )?burst of|(?:a )?swarm of|(?:a )?cloud of)\b.{0,30}${FLOATER_LAY})(?!.*\b(?:migraine|aura)\b)`,
      ),
    ],
  },
  painfulRedEye: {
    label: 'painful red eye',
    patterns: [
      /\b(?:eye|eyes)\b(?:(?!\b(?:no|not|never|without)\b)[^.]){0,30}\b(?:severe|very|really|extremely|intense)?\s?(?:pain(?!less)\w*|hurt\w*|aching|ache|agony|killing me)\b|\b(?:painful |severe pain in (?:my |the )?)(?:red )?(?:right |left )?eyes?\b|\bred,? painful eyes?\b/,
    ],
  },
  halos: {
    label: 'halos around lights, or blurred vision with eye pain',
    patterns: [
      /\bhalo(?:e?s)?\b|\b(?:rainbow\w*|coloured|colored)(?: \w+)? (?:around|round) (?:the |street )?lights?\b|\b(?:rings|circles) (?:around|round) (?:the )?(?:street )?(?:lights|lamps|bulbs)\b|\b(?:rainbow\w*|coloured|colored)(?: \w+)? (?:around|round) (?:the )?(?:street )?(?:lamps?|bulbs?)\b/,
    ],
  },
  // Round ten (helper H): "feeling a bit sick", "feel really sick" (in British English, nausea).
  nausea: {
    label: 'nausea',
    patterns: [
      /\bnause\w*|\bfeel(?:s|ing)? (?:(?:a (?:bit|little)|really|very|so|quite) )?sick\b|\bqueasy\b/,
    ],
  },

  // Injury, poisons and heat.
  headInjury: {
    label: 'head injury',
    patterns: [
      // "a banging head" is a headache; "banging his head on the floor" is an injury.
      // "my shoulders hurt and my head is pounding" is not a blow: "hurt" counts only as "hurt his head".
      /\b(?!bang(?:ing|in) head\b(?! (?:on|against|off|into|in)\b))(?!hurt\b(?! (?:(?:my|his|her|their|your|the|its) )?(?:\w+ )?(?:head|skull|forehead|temple|back of (?:the |his |her |my |their )?head)\b))(?:hit|bang\w*|bump\w*|struck|knock\w*|smash\w*|injur\w*|trauma|blow|whack\w*|hurt|strike|clonk\w*|clout\w*|conk\w*|thwack\w*|clobber\w*|smack\w*|wallop\w*|clunk\w*|walked into|ran into|head-?butt\w*)\b.{0,25}\b(?:head|skull|forehead|occiput|temple|back of (?:the |his |her |my )?head)\b|\b(?:occipital|frontal|forehead) (?:head )?(?:strike|injury|wound|laceration|haematoma|hematoma|bump|lump)\b|\b(?:head|skull|scalp) (?:injur\w*|trauma|wound|knock|bump|hit|strike|laceration|lac|cut|gash|lump|hematoma)\b|\bconcuss\w*|\bfell\b(?! asleep\b).{0,30}\bhead\b|\bhead-?butt(?:ed|ing)?\b|\bknocked (?:my|him|her|them)sel(?:f|ves) out\b/,
      // The head first: "gave his forehead a right clout". Not "banging", which is a headache.
      /\b(?:head|forehead|skull|temple)\b[^.]{0,25}\b(?:clout\w*|clonk\w*|smack\w*|whack\w*|thwack\w*|wallop\w*|knock\w*|bump(?:ed)?)\b(?! into)/,
      // Round ten (helper B): the fall named as a noun ("the fall on his head", "landed on the back of her head").
      // Not hair "falling out on top of my head", "fell asleep", or droppings or rain that landed on a
      // head (round ten misfires, helper G).
      /(?<!\b(?:poo|poop|droppings|rain|raindrops?|drops?|water|snow|snowflakes?|leaf|leaves|feathers?|bird|fly|bug|spider|insect|hair)\b(?:(?![.;!?]).){0,10})\b(?:fall|falls|falling|landed|landing|came down|tumbled)\b(?! (?:out|asleep)\b)(?:(?![.;!?]).){0,25}?\b(?:on|onto) (?:(?:his|her|my|their|the|its|your|back|side|top|front|of) ){1,5}head\b/,
      // Round fourteen (helper S), NICE NG232: a blow told as what hit the head ("took a knee to the
      // head", "caught an elbow in the head", "a clash of heads") or as "hitting her head".
      /\b(?:took|taken|takes|got|gets|had|caught|copped|received|taking|getting) (?:a |an |the )?(?:\w+ )?(?:knee|elbow|boot|foot|kick|ball|bat|stick|club|racket|fist|punch|shoulder|head|blow|whack|smack|knock|hit|bang|bump|swing)s? (?:to|in|on|into|against) (?:the |his |her |my |their )?(?:head|skull|temple|forehead|back of (?:the |his |her |my |their )?head)\b|\b(?:a|an|the) (?:knee|elbow|boot|kick|ball|bat|stick|fist|punch|blow|whack|knock|hit) (?:to|in|on) (?:the |his |her |my |their )?(?:head|skull|temple|forehead)\b|\b(?:clash\w* (?:of|with) heads|head (?:to head )?clash\w*|clashed heads|banged heads|bumped heads)\b|\b(?:hitting|hits|bumping|bumps|knocking|knocks|smacking|whacking|cracking|cracked|clonking) (?:his|her|my|their|the back of (?:his|her|my|their)) head\b/,
      // Round twenty-one (dev-probes-17): the blow as a clinician writes it, with no verb or article
      // ("knee to head during football", "elbowed in the head", "head-to-head collision").
      /(?:^|[,;:(]\s*|\b(?:after|from|with|following|sustained|c\/o|post) )(?:a |an )?(?:knee|elbow|boot|foot|ball|bat|stick|club|fist|punch|shoulder|kick|blow)s? (?:to|in|on|into) (?:the |his |her |my |their )?(?:head|skull|temple|forehead|face and head)\b|\b(?:kneed|elbowed|kicked|punched|headbutted|head-?butted) (?:in|on|to) (?:the |his |her |my |their )?(?:head|skull|temple|forehead)\b|\bhead[- ]to[- ]head (?:collision|clash|contact)\b/,
    ],
  },
  headInjuryDanger: {
    label:
      'after a head injury: loss of consciousness, repeated vomiting, seizure, confusion, clear fluid or blood from ear or nose',
    patterns: [
      /\b(?:lost|loss of) consciousness\b|\bknocked out\b|\bknocked (?:my|him|her|them)sel(?:f|ves) out\b|\bblacked out\b|\bpassed out\b/,
      /\bclear fluid (?:from|out of|coming from) (?:the |his |her |my )?(?:nose|ears?)\b|\b(?:blood|bleeding) from (?:the |his |her |my )?ears?\b/,
      /\b(?:cannot|can not) remember\b|\bamnesia\b|\bworsening headache\b|\bheadache (?:getting|is getting) worse\b/,
      // Round fourteen (helper S), NICE NG232: any loss of consciousness or amnesia after a head injury
      // is referred to the emergency department, however briefly ("out for 5 seconds", "out cold",
      // "spark out", "LOC ~10 s"), and amnesia told as repeating questions or not remembering the event.
      /\b(?:was|were|went|is|been|knocked|out) (?:out|spark out) (?:cold|for (?:maybe |about |around |like |roughly |approx\w* |only |just |at least |a good |~ ?)*(?:(?:\d+|a few|few|a couple of|couple of|several|two|three|five|ten|a) ?(?:s|secs?|seconds?|mins?|minutes?|moments?)|a (?:moment|sec|second|minute)))\b(?! (?:playing|at|with|in|on|shopping|walking|riding|running|cycling|outside|and about|of the))|\b(?:out cold|spark(?:ed)? out|sparko)\b|\bloc\b(?: (?:for |of |approx\w* |about |~ ?)*\d+ ?(?:s|sec|secs|seconds?|min|mins|minutes?)\b| (?:reported|witnessed|confirmed|yes|present|\+))|\b(?:keeps?|kept|keeping|is|was) (?:on )?(?:asking|repeating) (?:the same|what|where|who|how|whether|if|why|when|(?:him|her|them)sel(?:f|ves)|questions|over and over)\b|\b(?:repeating|repeats|repeated) (?:the same )?(?:questions?|(?:him|her|them)sel(?:f|ves))\b|\b(?:does|did|do) not remember (?:the |what happened|anything|getting|being|hitting|how|the (?:fall|tackle|hit|game|match|accident|incident|collision|crash))|\bno (?:memory|recollection) of (?:the |what|how|it|getting|being|hitting)/,
      // Round ten (helper B), NHS Head injury and concussion: A&E for a headache that does not go with
      // painkillers or a change in behaviour (more irritable, "not himself"); 999 for difficulty
      // staying awake and for clear fluid from the ears or nose, however it is told.
      /\b(?:clear|watery|straw[- ]colou?red) (?:fluid|liquid|stuff|water|discharge)\b(?:(?![.;!?]).){0,30}?\b(?:from|out of|out from) (?:the |his |her |my |their |one |both )?(?:left |right )?(?:nose|nostrils?|ears?)\b|\b(?:nose|nostrils?|ears?) (?:(?:is|are|was|were|keeps?|kept|has|have|been|started|still) ){0,3}(?:dripping|leaking|running|oozing|draining|trickling) (?:(?:with|out|some|a) ){0,2}(?:clear|watery)\b/,
      /\bheadache\w*\b(?:(?![.;!?]).){0,40}?(?<!\b(?:not|never|no) )\b(?:(?:keeps?|kept) (?:on )?getting worse|getting worse|gets worse|got worse|gone worse|worse and worse|worsening|(?:will|does|did|would|has|have|is) not (?:go|gone|going|shift\w*|ease\w*|settl\w*|budg\w*|get better|got better|improv\w*)|not (?:going|gone|easing|eased|shifting|settling|getting better|improving)|no better|(?:despite|even with|even after) (?:\w+ )?(?:painkillers?|paracetamol|ibuprofen|tablets|calpol|nurofen|tylenol|advil|pills|meds|pain ?relief))\b/,
      /\b(?:painkillers?|paracetamol|ibuprofen|calpol|nurofen|tylenol|advil|co-?codamol|pain ?relief|pain meds)\b(?:(?![.;!?]).){0,25}?\b(?:(?:not|never) (?:help\w*|work\w*|touch\w*|shift\w*|doing (?:anything|much)|do anything|get rid of|made a difference|making a difference)|(?:do|does|did|done) nothing|no (?:help|use|good|difference|effect)|useless)\b(?:(?![.;!?]).){0,25}?\b(?:headache|head)\b/,
      // Sleepy for a stated ordinary reason is not drowsiness ("a bit sleepy because it is late", "sleepy
      // at nap time", "sleepy on my new sertraline") (round ten misfires, helper G).
      /\b(?:sleepy|drowsy|drowsiness|dozy)\b(?!(?:(?![.;!?])(?!\b(?:not|no|never|isn't|than)\b).){0,25}?\b(?:because (?:it is|it's|its) (?:late|night|bedtime)|(?:at|near|around|before|after) (?:his |her |their |my )?(?:nap|bed|sleep) ?times?|(?:his|her|their|my) (?:nap|bed) ?time|(?:after|from|on) (?:a |my |the )?night shifts?|on (?:my |his |her |their |the )?(?:new )?(?:sertraline|citalopram|mirtazapine|amitriptyline|antihistamines?|piriton|pregabalin|gabapentin|medicine|medication|meds|tablets))\b)|\b(?:keeps?|kept) (?:nodding|dozing) off\b|\b(?:cannot|can not|could not|struggling to|hard to) (?:keep (?:his|her|my|their) eyes open|stay awake)\b/,
      /\bnot (?:him|her|my|them|your)sel(?:f|ves)\b|\bnot (?:his|her|my|their|your) (?:usual|normal) (?:self|selves)\b|\bchange\w* in (?:his |her |their |my )?behaviou?r\b|\bbehaviou?r (?:has |have |is )?(?:changed|different|odd|strange)\b|\b(?:more|very|really|unusually|so|extremely) irritable\b|\b(?:acting|behaving) (?:differently|out of character|strange\w*|odd\w*|weird\w*)\b|\bout of character\b/,
    ],
  },
  anticoagulant: {
    label: 'takes a blood thinner or has a bleeding disorder',
    background: true,
    patterns: [
      /\bwarfarin\b|\bcoumadin\b|\bjantoven\b|\bapixaban\b|\beliquis\b|\brivaroxaban\b|\bxarelto\b|\bdabigatran\b|\bpradaxa\b|\bedoxaban\b|\bsavaysa\b|\blixiana\b|\bheparin\b|\benoxaparin\b|\blovenox\b|\bclexane\b|\bfondaparinux\b/,
      /\bblood thinner\w*|\banticoag\w*|\bdoacs?\b|\bnoacs?\b|\bclopidogrel\b|\bplavix\b|\bticagrelor\b|\bbrilinta\b|\bprasugrel\b|\bhemophilia\b|\bbleeding disorder\b|\bvon willebrand\b/,
    ],
  },
  poisoning: {
    label: 'swallowed medicine, a chemical or a poison, or an overdose',
    patterns: [
      // NHS (paracetamol overdose): more than the recommended dose at once needs A&E, even when well.
      tabletsSwallowed(FIVE_TO_NINE),
      /\boverdos\w*|\btook too many\b|\btaken too many\b|\bod'd\b|\bod'?ed\b|\b(?:alcohol|carbon monoxide|co) poisoning\b|\bdouble dose\w*|\bdouble dosed\b|\b(?:took|taken|swallowed) (?:a (?:whole )?(?:bottle|handful|bunch|packet|pack|box|strip) of|all (?:of )?(?:my|his|her|the) (?:[\w']+ ){0,2}(?:pills|tablets|medicine|meds))\b/,
      // Someone else's prescription medicine (an opioid, a sedative, heart tablets) taken.
      /\b(?:took|taken|swallowed|had|used|tried)\b (?:some of |a few of |one of |two of |a couple of )?(?:my |his |her |their |a )?(?:mum|mom|mother|dad|father|nan|nana|gran\w*|grandma|grandpa|grandad|granny|sister|brother|friend|partner|husband|wife|flatmate|roommate|neighbou?r|uncle|aunt)'?s (?:\w+ ){0,2}?(?:oxycodone|oxycontin|morphine|fentanyl|methadone|codeine|tramadol|hydrocodone|opioids?|painkillers?|sleeping (?:pills|tablets)|diazepam|valium|xanax|alprazolam|lorazepam|heart (?:tablets|pills|meds|medicine)|blood pressure (?:tablets|pills|meds|medicine)|insulin|pills|tablets|meds|medicines?|medication)\b/,
      // Round eleven (helper F): "sun poisoning" is a lay word for bad sunburn, not a poison.
      /(?<!food |food-|\bsun |\bsun-)\bpoison\w*(?! ivy| oak| sumac)/,
      /\b(?:took|taken|swallowed|had|ate) (?:\d{2,}(?! ?(?:mg|mcg|ug|g|grams?|milligrams?|ml|mls|millilit\w*|units?|iu|minutes?|mins?|hours?|hrs?|days?|weeks?|years?|%)\b)|a lot of|lots of|loads of|a load of|a bunch of|a heap of|a fistful of|a handful of|handfuls of|all (?:of )?(?:my|the|his|her)|too many|extra|a whole (?:box|packet|pack|bottle) of) (?:of )?(?:my |the |his |her )?(?:\w+ )?(?:pills|tablets|paracetamol|ibuprofen|co-?codamol|codeine|aspirin|sleeping (?:pills|tablets)|antidepressants|meds|capsules)\b/,
      // Round eleven (helper K), NHS paracetamol overdose and Poison Help: tablets named in the plural
      // ("necked 30 sertralines"), a large amount of insulin on purpose, and a staggered overdose
      // ("2 every hour all day", "about 20 so far").
      /\b(?:necked|downed|popped|swallowed|chugged|gulped|took|taken)\b (?:(?:about|around|like|over|maybe|at least|nearly|almost) )?(?:[1-9]\d+|ten|twelve|fifteen|twenty|thirty|forty|fifty) (?:of )?(?:my |his |her |the |their )?(?:[\w'-]+ )?(?:(?:sertraline|citalopram|fluoxetine|paracetamol|ibuprofen|codeine|tramadol|diazepam|zopiclone|amitriptyline|propranolol|quetiapine|mirtazapine|pregabalin|gabapentin|co-?codamol|aspirin|tylenol|advil|valium|benzo|oxy|perc|sleeper|pill|tablet|painkiller)s?|xanaxe?s?|xannies)\b(?!(?:(?![.;!?]).){0,25}\b(?:a day|per day|daily|a week|per week|this week|over (?:the|a|\d+|two|three) (?:\w+ )?(?:days|weeks?|months?)|in (?:the last|a) (?:week|month)|each|every)\b)|\b(?:took|taken|injected|had|used|gave (?:my|him|her)self|done|did)\b (?:(?:a lot|lots|loads|a load|a bunch|too much|all|the whole pen|a whole pen|the rest|double|triple|extra)(?: of)? |[1-9]\d+ (?:units|pens) (?:of )?)(?:my |his |her |the )?(?:\w+ )?insulin\b(?=(?:(?![.;!?]).){0,40}\b(?:on purpose|deliberately|intentionally|to (?:die|end it|not wake up|kill (?:my|him|her)self)))|\b(?:paracetamol|tylenol|acetaminophen|panadol|co-?codamol|codeine|ibuprofen|nurofen|painkillers|pills|tablets)\b.{0,40}?\b(?:about |around |like |maybe |over |nearly |almost )?(?:[1-9]\d+|twenty|thirty|forty) (?:so far|in total|altogether)\b(?!(?:(?![.;!?]).){0,20}\b(?:over|in|across|this) (?:\w+ )?(?:days|week|weekend|month)\b)|\b(?:[2-9]|two|three|four) (?:every|each|an|a) hour\b.{0,60}?\b(?:paracetamol|tylenol|acetaminophen|panadol|co-?codamol|codeine|ibuprofen|nurofen)\b|\b(?:paracetamol|tylenol|acetaminophen|panadol|co-?codamol|codeine|ibuprofen|nurofen)\b.{0,60}?\b(?:[2-9]|two|three|four) (?:every|each|an|a) hour\b/,
      /\bsnake ?bites?\b|\bbitten by a snake\b/,
      // Round twenty-four (a), NHS overdose and NICE CKS poisoning or overdose: all of a named medicine
      // taken ("took all my amitriptyline"), a whole prescription or supply, "OD on sertraline"; not
      // a course finished or a prescription run out.
      /\b(?:took|taken|swallowed|downed|necked)\b (?:all|the whole lot|every (?:last |single )?one) (?:of )?(?:my|his|her|their|the) (?:[\w-]+ )?(?:sertraline|fluoxetine|citalopram|escitalopram|paroxetine|venlafaxine|duloxetine|mirtazapine|trazodone|amitriptyline|nortriptyline|dosulepin|imipramine|clomipramine|lofepramine|quetiapine|olanzapine|lithium|propranolol|diazepam|lorazepam|zopiclone|zolpidem|pregabalin|gabapentin|tramadol|codeine|co-?codamol|dihydrocodeine|morphine|oxycodone|paracetamol|ibuprofen|aspirin|insulin|metformin|gliclazide|digoxin|warfarin|amlodipine|verapamil|painkillers|antidepressants|sleeping (?:pills|tablets))\b(?!(?:(?![.;!?]).){0,40}\b(?:as (?:prescribed|directed)|this morning|today|with (?:food|breakfast|dinner)|on time|course|need (?:a |more|another)|run out|ran out|repeat|refill|prescription|over (?:the|a|\d))\b)|\b(?:took|taken|swallowed|downed|necked) (?:my|his|her|their|the|a) (?:whole|entire|full) (?:prescription|script|supply|month'?s supply|box|packet|pack|bottle|tub|strip) of\b|\bod(?:'?d|'?ed|'?ing)? (?:on|with) (?:my |his |her |the |some |all (?:my |his |her )?)?(?:[\w-]+ )?(?:sertraline|fluoxetine|citalopram|escitalopram|mirtazapine|amitriptyline|nortriptyline|quetiapine|lithium|propranolol|diazepam|zopiclone|pregabalin|tramadol|codeine|co-?codamol|paracetamol|ibuprofen|aspirin|insulin|pills|tablets|meds|painkillers|antidepressants)\b/,
      /\b(?:got hold of|got into|got at|found|was playing with)\b(?:(?![.;!?]).){0,30}?\b(?:e-?cig(?:arette)?s?|vapes?|e-?liquids?|nicotine (?:liquid|refill|pouch\w*))\b(?:(?![.;!?]).){0,40}?\b(?:drank|drunk|drinking|swallowed|sucked|chewed|licked|ate|had some|in (?:his|her|their) mouth)\b/,
      // Round ten (helper B), NHS overdose and Poison Help: a large amount told loosely ("took a load of
      // her mum's pills", "necked a handful of tablets", "the whole packet"). Not a regular dose.
      /\b(?:took|taken|swallowed|had|ate|eaten|popped|downed|necked|chugged|gulped|scoffed|chewed)\b (?:(?:like|about|maybe|basically|just) )?(?:a (?:whole |massive |huge |big )?load of|loads of|a (?:whole )?bunch of|bunches of|a handful of|handfuls of|a fistful of|fistfuls of|a lot of|lots of|a (?:whole |massive )?pile of|piles of|a heap of|heaps of|a stack of|a shed ?load of|shed ?loads of|a ton of|tons of|the (?:whole|entire) (?:packet|pack|box|bottle|strip|tub|lot|blister pack)s? of|a (?:whole|entire|full) (?:packet|pack|box|bottle|strip|tub|blister pack)s? of|the rest of)\b (?:(?:my|the|his|her|their|your|our|[a-z]+'s|[a-z]+s') ){0,2}(?:[\w-]+ ){0,2}?(?:pills?|tablets?|tabs|capsules?|caps|meds|medicines?|medications?|painkillers?|sleeping (?:pills|tablets)|sleepers|antidepressants?|paracetamol|ibuprofen|co-?codamol|codeine|tramadol|aspirin|tylenol|advil|diazepam|valium|xanax)\b(?!.{0,25}\b(?:a day|per day|daily|every (?:\d|day|morning|night|evening)|each (?:day|morning|night)|times a day|twice a day|as prescribed|as directed|as usual|like (?:i|he|she) always|for (?:my|his|her) vitamins)\b)(?!(?:(?![.;!?]).){0,80}?\b(?:(?:\d+|one|two) (?:every|each) (?:\d+|four|six|eight) (?:hours?|hrs?)|finished (?:the|my|his|her) course|(?:medication|medicine|painkiller) overuse|rebound headaches?)\b)/,
      // A stated excess of any medicine ("took 30 tylenol", "took 40 of her sertraline"); MedlinePlus: acetaminophen overdose.
      /\b(?:took|taken|take|swallowed|had|ate|eaten|popped|downed|chewed)\b (?:all )?(?:(?:about|around|like|over|maybe|at least|nearly|almost) )?(?:[1-9]\d+(?! ?(?:mg|mcg|ug|g|grams?|milligrams?|ml|mls|millilit\w*|units?|iu|minutes?|mins?|hours?|hrs?|days?|weeks?|years?|%)\b)|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a dozen|dozens of|a handful of|handfuls of|half (?:a|the) (?:bottle|packet|pack|box) of|(?:\d|two|three|four|five) (?:whole |full )?(?:strips?|packs?|packets?|boxes|bottles?|blister packs?) of) (?:of )?(?:my |his |her |their |the |your )?(?:[\w-]+ ){0,2}(?:pills?|tablets?|capsules?|caps|meds|medicines?|medications?|painkillers?|sleeping (?:pills|tablets)|antidepressants?|gummies|tylenol|paracetamol|acetaminophen|panadol|advil|motrin|aleve|nurofen|ibuprofen|naproxen|aspirin|excedrin|co-?codamol|codeine|tramadol|oxycodone|hydrocodone|vicodin|percocet|morphine|xanax|alprazolam|valium|diazepam|lorazepam|ativan|ambien|zolpidem|benadryl|diphenhydramine|sertraline|zoloft|fluoxetine|prozac|citalopram|escitalopram|amitriptyline|quetiapine|lithium|metformin|iron|vitamins?|melatonin)\b/,
      /\b(?:took|taken|swallowed|had|ate|eaten|popped|downed)\b (?:all |about |around |like |maybe |over |nearly |almost )?(?:[1-9]\d+|twenty|thirty|forty|fifty) of (?:my |his |her |their |the )[a-z]/,
      /\boverd(?:id|o|oing|one) it (?:on|with) (?:the |my |his |her )?(?:\w+ )?(?:pills?|tablets?|capsules?|meds|medicines?|medications?|painkillers?|tylenol|paracetamol|acetaminophen|panadol|advil|motrin|aleve|nurofen|ibuprofen|naproxen|aspirin|co-?codamol|codeine|tramadol|oxycodone|xanax|valium|diazepam|lorazepam|ambien|zolpidem|benadryl|sertraline|fluoxetine|citalopram|amitriptyline|quetiapine|lithium|insulin|metformin)\b|\b[1-9]\d+ of (?:my|his|her|their|the) (?:\w+ )?(?:pills?|tablets?|capsules?|meds|medicines?|medications?|painkillers?|tylenol|paracetamol|acetaminophen|panadol|advil|motrin|aleve|nurofen|ibuprofen|naproxen|aspirin|co-?codamol|codeine|tramadol|oxycodone|xanax|valium|diazepam|lorazepam|ambien|zolpidem|benadryl|sertraline|fluoxetine|citalopram|amitriptyline|quetiapine|lithium|insulin|metformin)\b|\b(?:whole |entire |a |my |his |her )?(?:week|month|fortnight)'?s? (?:worth|supply) of (?:\w+ )?(?:pills?|tablets?|capsules?|meds|medicines?|medications?|painkillers?|tylenol|paracetamol|acetaminophen|panadol|advil|motrin|aleve|nurofen|ibuprofen|naproxen|aspirin|co-?codamol|codeine|tramadol|oxycodone|xanax|valium|diazepam|lorazepam|ambien|zolpidem|benadryl|sertraline|fluoxetine|citalopram|amitriptyline|quetiapine|lithium|insulin|metformin)\b|\b(?:pills?|tablets?|capsules?|meds|medicines?|medications?|painkillers?|tylenol|paracetamol|acetaminophen|panadol|advil|motrin|aleve|nurofen|ibuprofen|naproxen|aspirin|co-?codamol|codeine|tramadol|oxycodone|xanax|valium|diazepam|lorazepam|ambien|zolpidem|benadryl|sertraline|fluoxetine|citalopram|amitriptyline|quetiapine|lithium|insulin|metformin)\b.{0,40}\b(?:took|taken|had|swallowed|popped|downed) (?:like |about |around |maybe |over |nearly |almost )?[1-9]\d+\b(?! ?(?:mg|mcg|ug|g|grams?|ml|mls|units?|iu|minutes?|mins?|hours?|hrs?|days?|weeks?|years?|%)\b)/,
      /\b(?:insulin|dose|doses|pills?|tablets?|meds|medicine|medication|injected|injection)\b.{0,40}\b(?:twice|two doses|a second dose|an extra dose|too much)\b.{0,20}\b(?:by (?:mistake|accident)|accidentally)\b|\b(?:accidentally|by mistake)\b.{0,40}\b(?:twice|two doses|a second dose|an extra dose|too much)\b/,
      // Not a question about combining ("can I eat licorice with my pills?", "is it ok to drink alcohol
      // with paracetamol?"): that goes to the interaction checker, not Poison Help.
      /(?<!\b(?:can|could|may|should|shall|do|does) (?:i|you|we|he|she|they|one|people|(?:my|his|her|our|the) \w+) (?:still |safely )?|\b(?:ok|okay|safe|fine|alright|all right|allowed|wise|bad|dangerous|good|possible|better) to (?:still )?|\bhow (?:much|many|long|soon) (?:can|should|could) (?:i|you|we|he|she|they) )\b(?:swallow\w*|ingest\w*|ate|eaten|eat|drank|drunk|drink|got into|chewed|sucked on|licked)\b.{0,40}\b(?:pills?|tablets?|capsules?|medicine\w*|medication\w*|meds|bleach|chemicals?|cleaners?|cleaning (?:fluid|products?|liquid)|detergent|laundry (?:pods?|capsules?)|dishwasher (?:pods?|tablets?)|batter(?:y|ies)|antifreeze|pesticides?|weed ?killer|rat poison|wild mushrooms?|foraged|lamp oil|paraffin|gasoline|petrol|nicotine|vape (?:juice|liquid)|e-?liquid|edibles?|(?:cough |cold |liquid )?(?:syrup|medicine)|calpol|cannabis gummies|iron (?:pills|tablets)|tylenol|paracetamol|acetaminophen|opioids?|fentanyl|oxycodone|methadone|magnets?)\b/,
    ],
  },
  // Round twelve (helper L), NHS paracetamol for adults and NICE CKS poisoning or overdose: more than
  // 8 tablets of 500 mg (4 g) in 24 hours, over one day or several, is a staggered overdose that
  // needs A&E even when the person feels well. Paracetamol is in co-codamol, co-dydramol and
  // Solpadeine too, so 9 or more of any of them a day, or co-codamol with paracetamol "on top", is
  // more than the maximum. Not a question about how many one may take.
  paracetamolOverMax: {
    label:
      'more than 8 paracetamol-containing tablets a day (paracetamol, co-codamol, co-dydramol), or co-codamol with paracetamol on top',
    patterns: [
      /(?<!\b(?:used to|would) (?:\w+ ){0,3}|\b(?:can|could|should|may|might|would|shall) (?:i|you|we|he|she|they|one|people) (?:\w+ ){0,3}|\bhow many (?:\w+ ){0,4}|\bis it (?:ok|okay|safe|fine|alright|dangerous|bad) (?:to )?(?:\w+ ){0,3}|\bmax(?:imum)? (?:is|of|dose is) )\b(?:9|[1-9]\d|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|eighteen|twenty|a dozen)(?: or (?:more|so)| plus|\+)?(?: ?x)? (?:(?:of )?(?:my |his |her |their |the )?)(?:(?:\d+\/\d+|500 ?mg|extra|strength|soluble|max\w*) )*(?:paracetamols?|co-?codamols?|co-?dydramols?|solpadeines?|tylenols?|acetaminophens?|panadols?)(?: (?:tablets?|pills?|caplets?|capsules?))?\b(?:(?![.;!?]).){0,25}?\b(?:a day|per day|daily|each day|every day|in (?:a|one|24 ?(?:hours?|hrs?)) ?(?:day)?|a night|in a night)\b(?!(?:(?![.;!?]).){0,60}\b(?:years ago|months ago|in the past|back in (?:19|20)\d\d|in (?:19|20)\d\d|until last (?:year|month)|(?:now )?off (?:them|it) now|stopped (?:them|it) (?:years|months) ago)\b)/,
      /\b(?:paracetamols?|co-?codamols?|co-?dydramols?|solpadeines?|tylenols?|acetaminophens?|panadols?)\b(?:(?![.;!?]).){0,30}?(?<!\b(?:max(?:imum)?|no more than|not more than|up to|limit(?: is)?|only)(?: of)? )\b(?:9|[1-9]\d|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|eighteen|twenty|a dozen)(?: or (?:more|so)| plus|\+)?(?: (?:tablets?|pills?|caplets?))? (?:a|per|each|every|in a|in one) day\b(?!(?:(?![.;!?]).){0,60}\b(?:years ago|months ago|in the past|back in (?:19|20)\d\d|in (?:19|20)\d\d|until last (?:year|month)|(?:now )?off (?:them|it) now|stopped (?:them|it) (?:years|months) ago)\b)/,
      /\b(?:been taking|am taking|is taking|was taking|taking|took|taken|had|having|been having|on)\b(?:(?![.;!?]).){0,40}?\b(?:co-?codamol|co-?dydramol|solpadeine|zapain|kapake|tylex)\b(?:(?![.;!?]).){0,60}?\bparacetamols?\b(?:(?![.;!?]).){0,25}?\b(?:on top|as well|in between|at the same time|alongside|too)\b(?![^.;!]*\?)|\b(?:been taking|am taking|is taking|was taking|taking|took|taken|had|having|on)\b(?:(?![.;!?]).){0,40}?\bparacetamols?\b(?:(?![.;!?]).){0,60}?\b(?:co-?codamol|co-?dydramol|solpadeine|zapain|kapake|tylex)\b(?:(?![.;!?]).){0,25}?\b(?:on top|as well|in between|at the same time|alongside|too)\b(?![^.;!]*\?)(?!(?:(?![.;!?]).){0,60}\b(?:years ago|months ago|in the past|back in (?:19|20)\d\d|in (?:19|20)\d\d|until last (?:year|month)|(?:now )?off (?:them|it) now|stopped (?:them|it) (?:years|months) ago)\b)/,
      paracetamolDoubledUp,
      // Round twenty-four (a), NHS paracetamol for adults (A&E for more than the maximum dose, even
      // when well): "taken more than the maximum dose of paracetamol", and tablets "extra" every few
      // hours on top of the usual dose ("2 extra paracetamol every 4 hours"). Not a question.
      /(?<!\b(?:can|could|should|would|may|might|if|happens if) (?:i|you|we|he|she|they|one|people) (?:\w+ ){0,3}|\b(?:not|never|how) )\b(?:taken|took|had|been taking|taking|swallowed|used) (?:(?:way|a bit|a lot|slightly|much|well) )?(?:more than|over|above|double) the (?:max(?:imum)?|recommended|daily|stated|safe)(?: daily| recommended| safe)? (?:dose|amount|limit)s? (?:of )?(?:(?:my|the) )?(?:paracetamols?|co-?codamols?|co-?dydramols?|panadols?|tylenols?|acetaminophens?|solpadeines?|calpol)\b(?![^.;!]*\?)|\b(?:[1-4]|one|two|three|four|a couple of) extra (?:paracetamols?|co-?codamols?|co-?dydramols?|panadols?|tylenols?|acetaminophens?|solpadeines?)(?: tablets?| pills?| caplets?)? (?:every|each) (?:[1-6]|one|two|three|four|five|six|few|couple of) (?:hours?|hrs?)\b(?![^.;!]*\?)/,
    ],
  },
  // Round twelve (helper L), NHS overdose and medicines mix-ups (a dosette box or blister pack gone
  // wrong): several days' tablets taken at once ("a week's worth in one go", "all of Monday to
  // Thursday at once"), or several opioid patches put on at once. Read by `overdose-poisoning`.
  severalDaysAtOnce: {
    label: "several days' medicines taken at once, or several opioid patches on at once",
    patterns: [
      /\b(?:took|taken|taking|swallowed|had|given|gave (?:him|her|them|me)|used)\b (?:all (?:of )?)?(?:(?:my|his|her|their|the) )?(?:(?:a|one|two|three|four|five|six|seven|several|a few|\d+) )?(?:whole |full |entire )?(?:days?|weeks?|week|fortnight|months?)(?:'s|s'|s)? (?:worth|supply|doses|tablets|pills|meds|medicines|medication|dosette)\b(?:(?![.;!?]).){0,40}?\b(?:in one go|at once|all together|in one (?:day|morning|evening|night|sitting|dose))\b/,
      /\b(?:took|taken|taking|swallowed|had|given|gave (?:him|her|them|me))\b (?:all )?(?:of )?(?:(?:my|his|her|their|the) )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:'s|s)?(?:(?:,|,? (?:to|and|through|till|until|-|&)) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:'s|s)?)+\b(?:(?![.;!?]).){0,40}?\b(?:in one go|at once|all together|together|at the same time|in one (?:day|morning|evening|night|sitting|dose))\b/,
      /\b(?:put on|stuck on|applied|used|took|taken|had|wearing|wore|got)\b (?:all |both |two |three |four |five |several |a few |[2-9] )(?:of )?(?:(?:my|his|her|their|the) )?(?:fentanyl|morphine|buprenorphine|butrans|transtec|matrifen|durogesic|opioid|opiate|pain(?:killer|[- ]relief)?) patches\b(?:(?![.;!?]).){0,40}?\b(?:at once|in one go|all together|together|at the same time)\b|\b(?:put on|stuck on|applied|used|took|taken|had|wearing|wore|got)\b (?:all |both |two |three |four |five |several |a few |[2-9] )(?:of )?(?:(?:my|his|her|their|the) )?(?:fentanyl|morphine|buprenorphine|butrans|transtec|matrifen|durogesic|opioid|opiate|pain(?:killer|[- ]relief)?) patches on (?:at once|together|at the same time)\b/,
    ],
  },
  // Round twelve (helper L): breathing slowed right down (too much of an opioid or a sedative, NHS
  // morphine and codeine: very sleepy with slow or shallow breathing needs 999). Read with drowsiness.
  slowBreathing: {
    label: 'breathing very slow or shallow, or a breathing rate under 10 a minute',
    patterns: [
      /\bbreathing\b(?: (?:is|was|has|had|got|gone|become|became|seems|seemed|looks|really|very|so|really|quite|too|gotten|now|all))* (?:(?:very|really|so|quite|too|dead|super|weirdly|strangely) )?(?:slow(?:er|ing)?(?: and shallow)?|shallow(?: and slow)?|slowed(?: right)?(?: down)?)\b(?!(?:(?![.;!?]).){0,40}\b(?:better|calm\w*|relax\w*|settl\w*|improv\w*|easier|on purpose|meditat\w*|yoga)\b)|\b(?:slow|slowed|shallow|very slow|really slow) (?:and (?:shallow|slow) )?(?:breathing|breaths?)\b|\bbreaths? (?:are |is )?(?:few and far between|very slow|really slow|so slow)\b|\bonly (?:taking|breathing|took) (?:a few|\d|one|two|three|four|five|six|seven|eight|nine) (?:breaths?|times) (?:a|per|every) minute\b|\b(?:rr|resp(?:iratory)? rate|breathing rate|resps?)\b:? ?(?:of |is |was |at )?[4-9]\b(?![\d.])|\brespiratory depression\b|\bbradypn(?:o|e)ea\b/,
    ],
  },
  // Round twelve (helper L), NHS diabetic ketoacidosis: insulin missed, run out or stopped (for days
  // or a dose), read with vomiting, tummy pain or drowsiness as possible DKA.
  missedInsulin: {
    label: 'insulin missed, run out of or stopped',
    patterns: [
      /\b(?:has not|have not|had not|did not|does not|not|forgot(?:ten)? to|forgets? to|forgot|forgotten)\b (?:been )?(?:had|having|taken|taking|take|have|done|doing|given|giving|injected|injecting|used|using) (?:any |her |his |my |their |the )?(?:\w+ )?(?:insulin|lantus|levemir|tresiba|novorapid|humalog|toujeo|humulin|novomix|fiasp|abasaglar|semglee)\b(?! (?:pump )?(?:before|yet (?:today|this morning)|for (?:years|a long time)))|\b(?:missed|missing|skipped|skipping|stopped|stopping|ran out of|run out of|running out of|forgot|forgotten|no more|without)\b (?:(?:taking|giving|having|her|his|my|their|the|a|an|any|two|three|several|all|some) )*(?:\w+ )?(?:insulin|lantus|levemir|tresiba|novorapid|humalog|toujeo|humulin|novomix|fiasp|abasaglar|semglee)\b(?:(?![.;!?]).){0,20}?(?:\b(?:for|since|yesterday|today|this|last|doses?|injections?|shots?|jabs?|pen|days?)\b|$|,)(?!(?:(?![.;!?]).){0,25}\b(?:years ago|months ago|in (?:19|20)\d\d|diet[- ]controlled)\b)/,
    ],
  },
  extraDose: {
    label: 'a double or extra dose of a regular medicine taken',
    patterns: [
      /\b(?:doubled|double|doubling|tripled)(?: up)?(?: on)? (?:my |his |her |their |the )?(?:[\w-]+ ){0,2}(?:dose|doses|dosage|tablets?|pills?|meds|medicine|medication)\b|\b(?:took|taken|had|given|gave|injected) (?:an |one |a second |another )?extra (?:[\w-]+ ){0,2}(?:dose|tablet|pill|injection|shot)\b|\b(?:took|taken|given|injected) (?:my |his |her |their |the )?(?:[\w-]+ ){1,3}(?:twice|two times|2 times)\b(?! (?:a|per|each|every|this|last|in|over|before|already|since) (?:day|week|month|year|night|morning|evening|the|a|my|past|last)\b)/,
      // Round twelve (helper L): a named medicine taken double ("took double her warfarin", "had twice
      // his digoxin", "2 lots of insulin"), as after a mix-up of the tablets.
      /\b(?:took|taken|had|given|gave (?:him|her|them|me|himself|herself)|injected|swallowed)\b (?:a )?(?:double|twice|triple|two lots of|2 lots of|both lots of) (?:(?:the|her|his|my|their|usual|normal|prescribed|amount|dose|of) ){0,3}(?:warfarin|apixaban|rivaroxaban|edoxaban|dabigatran|eliquis|xarelto|blood thinners?|digoxin|insulin|lantus|levemir|novorapid|humalog|metformin|gliclazide|lithium|methotrexate|levothyroxine|amlodipine|ramipril|bisoprolol|atenolol|furosemide|morphine|oxycodone|tramadol|codeine|co-?codamol|sertraline|mirtazapine|amitriptyline|quetiapine|diazepam|zopiclone|pregabalin|gabapentin|tablets|pills|meds|medicines?|medication|doses)\b/,
    ],
  },
  tabletsTaken: {
    label: 'a stated number of tablets swallowed at one time',
    patterns: [tabletsSwallowed(ANY_FEW)],
  },
  othersTabletsTaken: {
    label: "swallowed tablets that are someone else's (a parent's, a grandparent's)",
    patterns: [
      tabletsSwallowed(
        ANY_FEW,
        String.raw`(?:my |(?:his |her |their )?(?:mum|mom|mummy|mommy|dad|daddy|nan|nana|gran\w*|grandma|grandpa|grandad|granny|sister|brother)'?s )`,
      ),
      /\bgot into (?:my|the|his|her|their|[a-z]+'?s) (?:\w+ ){0,2}(?:handbag|bag|cupboard|drawer|medicine|tablets|pills|meds)\b/,
    ],
  },
  selfHarmContext: {
    label: 'taken on purpose, or in distress (after a row, to sleep or not wake up)',
    patterns: [
      /\bintentional\w*|\bdeliberate\w*|\bon purpose\b|\bself[- ]?poison\w*|\b(?:after|following) (?:a |an |the |my |his |her |their )?(?:row|argument|fight|break ?up|bust[- ]up)\b|\b(?:wanted|want|wants|trying) to (?:die|not wake up|end it)\b/,
    ],
  },
  suicidal: {
    label: 'thoughts of suicide or self-harm (a plan, hopelessness, feeling a burden, self-harm)',
    patterns: [
      // Asking how much it would take to die or not wake up (988 Lifeline: looking for a way to end one's life).
      /\bhow (?:many|much)\b.{0,50}\b(?:to (?:not|never) wake up|to (?:die|kill (?:my ?self|me|someone|a person)|end (?:it|my life|things))|(?:would|will|does|to|is|are) be (?:fatal|lethal|deadly|enough to die)|(?:is|are) (?:fatal|lethal|deadly))\b|\b(?:lethal|fatal|deadly) (?:dose|amount|number|quantity)\b|\b(?:dose|amount|number|quantity|how many|how much)\b.{0,40}\b(?:would|will|could|might|to) (?:be|kill) (?:lethal|fatal|deadly|me|someone|a person)\b|\benough (?:pills|tablets|\w+) to (?:die|not wake up|never wake up|kill)\b/,
      // NIMH and 988 Lifeline warning signs: a plan, no reason to live, being a burden, self-harm.
      /\b(?:have|had|made|got|making) (?:a |my |the )?plans? (?:to|for|of how to|on how to|how to) (?:end it|end (?:my life|things|everything)|kill|die|take my (?:own )?life|do it)\b|\b(?:going|gonna|plan\w*|decided) to end (?:it|my life|things|everything)(?: all)?\b|\bend it (?:tonight|today|tomorrow|this week\w*|soon|for good)\b|\b(?:i|to) end (?:everything|it all|my life)\b|\bworked out how (?:i'?d|i would|i will|i am going to|to) (?:do it|end it|end my life|kill|die)\b/,
      /\b(?:do not|cannot|no longer) see (?:the |any )?point (?:any ?more|in (?:living|life|anything|going on|carrying on|being here|being alive))\b|\b(?:do not|cannot) see (?:the |any )?point\b(?! (?:of|in) (?!living|life|anything|going on|carrying on|being))|\bno point (?:in )?(?:anything|life|carrying on|trying any ?more|being here)\b|\bnothing (?:left )?to live for\b|\bno reason to (?:live|go on|keep going|be here)\b|\bwhat(?:'s| is) the point (?:of|in) (?:living|life|going on|being alive|anything|trying|carrying on)\b|\bfeel(?:ing|s)? (?:so |completely |totally |utterly )?hopeless\b/,
      /\b(?:better off|happier|better) (?:without me|if i (?:was|were|was not|were not|am not|had not been) (?:gone|dead|here|around|alive|born)|if i died|if i (?:was|were) gone)\b|\b(?:i am|i'?m|feel(?:ing)? like|just) (?:such )?a (?:burden|waste of space)\b|\bburden (?:to|on|for) (?:everyone|my family|others|people|them)\b/,
      // Dev-probes-15 and its hostile review (terse messages), NHS help for suicidal thoughts and 988
      // Lifeline (a plan and the means at hand): all of the tablets taken at once ("gonna take the
      // lot", "take every pill in the house", "the whole packet"), or taking "them" with despair
      // about life said beside it ("got all my pills out gonna take them tonight cant do this
      // anymore"); not an antibiotic course, a dosette box, nor "had enough of this hay fever".
      /\b(?:pills|tablets|meds|medication|painkillers|paracetamol|co-?codamol|sertraline)\b(?:(?![.;!?]).){0,40}?\b(?:gonna|gunna|going to|i will|i'?ll|about to|want to|wanna) (?:take|swallow|neck|down) (?:the lot|them all|all of them|all of it|every (?:last )?(?:one|pill|tablet))\b(?!(?: at once)? (?:until|till|in the morning|with (?:food|breakfast|dinner|meals)|rather than|as (?:prescribed|directed)|every (?:day|morning|night)|each day))|\b(?:take|swallow|neck|down) (?:every (?:single )?(?:pill|tablet) (?:in the house|i have|i've got|we have|i own)|(?:the |a )?whole (?:packet|pack|box|bottle|tub)s? (?:tonight|now|at once|in one go))\b|\b(?:cannot (?:do|take|cope with|go on with) (?:this|it|life)(?: any ?more| no more| any longer)?|had enough(?: of (?:it all|everything|life|living))?|done with (?:it all|life|everything|living)|tired of (?:life|living|being alive))(?=\s*(?:[.,;!?]|$|\b(?:and|so|gonna|gunna|going|i|im|i'm|i am|now|tonight)\b))(?:(?![.;!?]).){0,60}?\b(?:gonna|gunna|going to|i will|i'?ll|about to|want to|wanna) (?:take|swallow|neck|down) (?:them|em|the lot|all|my (?:\w+ )?(?:pills|tablets|meds)|the (?:pills|tablets|meds))\b|\b(?:gonna|gunna|going to|i will|i'?ll|about to|want to|wanna) (?:take|swallow|neck|down) (?:them|the lot|all)\b(?= ?(?:[.,;!?]|$| (?:all|tonight|today|now|right now|later|and|when|before)\b))(?:(?![.;!?]).){0,40}?\b(?:cannot (?:do|take|cope with|go on with) (?:this|it|life)|had enough|done with (?:it all|life|everything|living)|tired of (?:life|living))\b|\bunaliv(?:e|ing) (?:my ?self|me)\b|\b(?:wanna|want to|gonna|going to|about to|ima|i'?ll|i will|might) kms\b|\bkms (?:fr|tonight|rn|now)\b|\b(?:me|i) (?:want|wanna) die\b|\bcounted out (?:\d{2,}|all)\b(?:(?![.;!?]).){0,25}\b(?:pills|tablets|meds|paracetamol|co-?codamol|codeine|sertraline|painkillers)\b(?!(?:(?![.;!?]).)*\b(?:dosette|for the week|blister pack)\b)|\b(?:gonna|going to|will|want to|wanna|plan\w* to|thinking of|about to) (?:jump|throw (?:my|him|her)self) (?:off|from) (?:a |the )?(?:multi[- ]?stor(?:e)?y|car park|cliff|tower block|balcony)\b(?! (?:onto|into)\b)|\b(?:think\w*|thought|tempted) (?:that )?(?:i will|i'?ll|i should|i could|i might) (?:take|swallow) (?:all|every)\b/,
      /\b(?:think\w*|thought|tempted|urge) (?:about|of|to) (?:taking|swallowing|take|swallow|overdos\w*) (?:all|every|a whole|the whole|a bottle|a handful|the lot|everything)\b|\b(?:want|going|gonna|plan\w*) to (?:take|swallow) (?:all|every one) (?:of )?(?:my|the) (?:pills|tablets|meds|medication)\b/,
      /\b(?:cut|cutting|burn\w*|hurt\w*|harm\w*|scratch\w*|hit|hitting|bang\w*|stab\w*|punch\w*)\b (?:my ?self|my (?:\w+ )?(?:arms?|wrists?|legs?|thighs?|skin|stomach|body|head|hands?))\b.{0,30}\b(?:on purpose|deliberately|intentionally|to cope|to feel|to punish|to make (?:it|the pain))\b|\bself[- ]?injur\w*|\b(?:cutting|burning|scratching) (?:my|his|her) (?:arms?|wrists?|legs?|thighs?|skin|stomach)\b|\b(?:researching|looking up|googling|searching) (?:ways|how) to (?:kill|die|end)/,
      /\b(?:rope|noose|ligature)\b.{0,30}\b(?:ready|tied|waiting|sorted)\b|\b(?:pills|tablets)\b.{0,20}\b(?:lined up|counted out)\b|\b(?:i am|i'?m) (?:done|finished) with (?:life|living|everything|it all)\b|\b(?:said|saying|texted|texting|wrote|writing|sent) (?:my )?(?:\w+ )?(?:goodbyes?|goodbye (?:to|messages?|texts?|letters?))\b|\bgoodbye (?:letter|note|message|text)s?\b|\bgave away (?:all )?(?:my|his|her|their) (?:stuff|things|belongings|possessions|pets?)\b|\bgoing to take the lot\b/,
      // "thought about ending it", "thinking of ending it all" (ending it "with" something is read below).
      /\b(?:thought|thinking|think|thoughts) (?:about|of) (?:ending (?:it(?: all)?|things|everything)|killing myself|taking my (?:own )?life|not being here any ?more)\b(?! with\b)/,
      /\b(?:want|wants|wanted|wish) to (?:die|be dead|sleep forever|go to sleep forever|disappear forever|disappear for good|not exist|stop existing|not wake up)\b|\b(?:life|living|my life) (?:is not|is no longer|is not really|not|is just not) worth (?:living|it)\b|\b(?:see|there is|there is just|is) no (?:other )?way out\b|\bno way out (?:but|except|other than)\b|\b(?:cannot|do not) see (?:any|a) way out\b|\b(?:slash\w*|slit|sliced|cut|cutting) (?:my|his|her|their) (?:own )?wrists?\b/,
      /\b(?:think\w*|thought|thoughts|fantasi[sz]\w*|imagin\w*|urges?) (?:about|of|to) (?:jumping (?:off|in front of|from)|hanging (?:my|him|her)sel(?:f|ves)|drowning (?:my|him|her)sel(?:f|ves)|shooting (?:my|him|her)sel(?:f|ves)|stepping (?:out )?in front of|throwing (?:my|him|her)sel(?:f|ves)|driving (?:into|off)|crashing (?:my|the) car|overdosing)\b|\b(?:know|planned|decided|picked|chosen|worked out) (?:where|when|how) (?:i'?ll|i will|i am going to|i'?m going to|to) do it\b|\b(?:cut\w*|burn\w*|scratch\w*|hurt\w*) (?:my|him|her)sel(?:f|ves) with (?:a |the )?(?:cigarettes?|lighters?|(?:razor )?blades?)\b|\b(?:nobody|no one|no-one) would (?:even )?(?:notice|care|miss me)\b.{0,10}\bif i (?:was|were|died|disappeared|was not here|was gone)\b/,
      /\bwish (?:i|that i) (?:could )?(?:go to sleep and )?(?:never wake up|was dead|were dead|was not (?:here|alive|born)|were not (?:here|alive|born)|could disappear (?:forever|for good)|did not exist)\b|\bwant (?:it all|everything|my life) to (?:stop|end)\b|\bwant to (?:disappear|not exist) (?:forever|for good)\b/,
      /\b(?:do not think (?:i'?ll|i will) be (?:here|around|alive)|will not be (?:here|around|alive) (?:tomorrow|much longer|for long)|(?:save|saved|saving|stockpil\w*|hoard\w*|collect\w*|keep\w* back|kept back) (?:up )?(?:my |his |her )?(?:\w+ ){0,2}(?:tablets|pills|meds|medication)|(?:tablets|pills|meds) saved up|(?:written|writing|wrote) (?:my |a |some )?(?:(?:goodbye|suicide|farewell) (?:letters?|notes?)|(?:letters?|notes?) saying goodbye)|suicide note|say(?:ing)? goodbye to (?:everyone|my family))\b/,
      /\b(?:want(?:ed|s)? to end it(?! with (?:my |his |her |their |our )?(?:boy ?friend|girl ?friend|partner|husband|wife|hubby|fianc\w*|bf|gf|ex)(?: ?(?:[.,;!?]|$)| (?:because|as|since|but|and|after|before|we|he|she|cos|coz)\b))|end(?:ing)? it all|thinking (?:of|about) ending (?:it(?! with (?:my |his |her |their |our )?(?:boy ?friend|girl ?friend|partner|husband|wife|hubby|fianc\w*|bf|gf|ex)(?: ?(?:[.,;!?]|$)| (?:because|as|since|but|and|after|before|we|he|she|cos|coz)\b))|my life|things)|cannot go on (?:anymore|any more|like this)|no point (?:in )?(?:living|going on|being alive)|plan(?:s|ned|ning)? to (?:kill|hurt) (?:my|him|her)self|not want to be (?:here|alive) any ?more|take an overdose)\b/,
      /\b(?:suicid\w*|kill(?:ing)? my ?self|(?:want\w*|wish\w*|going|gonna|try\w*|plan\w*|thinking of|thought of|urge|urges) to kill my ?self|(?:(?:someone|somebody)(?: to| would| could| will)?|just|please) kill me\b(?! (?:with|about))|end(?:ing)? (?:my (?:own )?life|it all)|(?:take|taking) my (?:own )?life|want(?:ed)? to die|(?:do|does) not want (?:to )?(?:live|be alive|wake up|be here)|better off dead|no reason to live|self[- ]?harm\w*|hurt(?:ing)? my ?self(?! (?:at (?:work|the gym|football|school)|lifting|playing|doing (?:sport|exercise|the)|moving|carrying|running|training|exercising|cycling|skiing|gardening|on (?:the|a|my) (?!purpose)|(?:when|while) (?:i|he|she) (?:fell|slipped|tripped|was (?:lifting|playing|moving|running|working))|(?:while|when) (?:lifting|playing|moving|running|working|exercising|gardening|carrying|cycling)|falling|slipping|tripping)\b)|cutting my ?self|hang (?:my|him|her)sel(?:f|ves)|jump off (?:a|the) (?:bridge|building|roof))\b/,
      // 2026-11-29 (hostile test): a carer telling of someone else ("my son wants to kill himself",
      // "she said she would end her life", "he has been cutting himself"); 988 Lifeline warning signs
      // hold whoever tells them.
      /\b(?:kill(?:ing|s|ed)? (?:him|her|them) ?sel(?:f|ves)|end(?:ing|s)? (?:his|her|their) (?:own )?life|(?:take|taking|takes) (?:his|her|their) (?:own )?life|(?:harm|harming|harms|harmed) (?:him|her|them) ?sel(?:f|ves)|(?:has been|have been|is|are|keeps?|kept|started|been) (?:cutting|burning|scratching) (?:him|her|them) ?sel(?:f|ves)|(?:wants?|wanted|wanting|going|gonna|threaten\w*|tried|trying|try|plan\w*|talk\w* about|said (?:he|she|they)(?:'d| would| will| wants?)) (?:to )?(?:hurt|harm|cut|burn) (?:him|her|them) ?sel(?:f|ves)|(?:does|do) not want to (?:live|be alive|be here) any ?more)\b/,
      // Round ten (helper H): "I'm ending it tonight", "I might just end it", "I'm gonna end it": ending
      // "it" with nothing after it but a time or the end of the clause; not ending it with someone or
      // something ("I'm ending it with my job"), nor a relationship, a job, a pregnancy or a call named
      // earlier in the sentence.
      /(?<!\b(?:relationship|boy ?friend|girl ?friend|partner|husband|wife|hubby|marriage|engagement|fianc\w*|bf|gf|ex|him|her|them|contract|lease|subscription|membership|job|work|friendship|affair|call|meeting|chat|conversation|game|story|essay|book|email|letter|post|thread|session|tenancy|diet|course|treatment|trial|medication|prescription|pregnan\w*|business|band|club|streak|series)\b(?:(?![.;!?]).)*)\b(?:i am|i'm|im|i will|i'll|ill|i might|i may|i could|i would|i'd|i should|i have to|i need to|i just want to|i want to|i wanna|wanna|gonna|going to|about to|ready to|i'm ready to|i am ready to)\b (?:(?:just|finally|probably|actually|really|seriously|definitely|going to|gonna|to|all|so|gonna go and|go and) )*(?:end|ending) (?:it|it all|things|everything)\b(?= ?(?:[.,;!?]|$)| (?:all|now|tonight|today|tomorrow|soon|for good|this (?:weekend|week|time)|once and for all|i (?:cannot|can not)|because|cos|coz|i am done|i'm done|there is no|no one|nobody)\b)/,
      // A denial that goes on to the thoughts themselves ("I don't want to kill myself but I keep
      // thinking about it"): the thoughts are the warning sign (988 Lifeline), whatever the want.
      // The match starts after "but", where the denial's clause has ended.
      /(?<=\b(?:kill\w*|hurt\w*|harm\w*|end\w*|tak\w+) (?:my ?self|my (?:own )?life|it all)\b.{0,25}\bbut (?:i |still |keep |do |sometimes |often |always |cannot stop |can't stop )*)\b(?:think|thinking|thought|have thoughts|get thoughts) (?:about|of) (?:it|doing it)\b/,
      // Round eleven (helper K), NIMH and 988 Lifeline: ending it named with a method ("gonna end it
      // with pills tonight", "end it with my life"), and trying to die ("took them to try to die").
      /\b(?:end|ending) (?:it|it all|things|everything|my life)(?: all)? (?:with|using|by taking) (?:(?:my|some|the|a|an|all|all my|all the|his|her|loads of|a load of|a bunch of|a handful of|an overdose of) )*(?:[\w-]+ )?(?:pills?|tablets?|meds|medication|medicines?|painkillers|paracetamol|insulin|overdose|rope|noose|ligature|knife|blade|razor|gun|life)\b|\b(?:to try|try|tried|trying|i am trying|i'm trying|(?:i|he|she|they) (?:was|were) trying) to (?:die|kill (?:my|him|her|them)sel(?:f|ves)|end (?:my|his|her|their) (?:own )?life|not wake up)\b(?<!\b(?:it|phone|battery|plant)\w* (?:\w+ )?(?:trying|tried|try) to die\b)/,
      // Round twenty, 988 Lifeline and NHS help for suicidal thoughts: the words people use online to
      // get past filters ("sewerslide", "ctb", "off myself", "yeet myself off"), a method named as a
      // plan ("gonna walk in front of a train"), a wish never to wake, "nobody will miss me",
      // "tonight I end it", and stockpiled boxes of tablets.
      /\bsewer ?slid(?:e|ing|al)\b|\bsu(?:[1!]c[i1!]|ic[1!])d\w*\b(?<!\b(?:friend|friends|brother|sister|mum|mom|dad|father|mother|son|daughter|cousin|uncle|aunt|partner|husband|wife|colleague|mate|his|her|their)(?:'s|s)? su\w+)(?! (?:awareness|prevention|week|day|month|charity|training|helpline|hotline|lifeline|line|walk|fundraiser|rates?|statistics|stats|squad)\b)|\b(?:sucid\w*|suicd\w*|suicidial|suisid\w*|sooicid\w*)\b|\bkill meself\b|\bs u i c i d\w*|\btoaster bath\b|\b(?:top|topping|offing) (?:my|him|her)self\b|\bthinking (?:about|of) (?:ctb|offing (?:my|him|her)self)\b|\b(?:gonna|gunna|going to|will|wanna|want to|about to|i'?ll|should|should just|might just) self[- ]?delet\w*|\b(?:to|gonna|gunna|wanna|will|going to|plan\w* to|might|i'?ll|ready to|about to|should|should just|just gonna|gonna just) (?:ctb|off (?:my|him|her)self)\b|\bctb (?:tonight|today|tomorrow|soon|method|plan|now)\b|\byeet(?:ing)? (?:my|him|her)self (?:off|from) (?:a |the |this |that )?(?:bridge|building|roof|cliff|car park|multi-?storey|balcony|tower|edge|ledge|top floor|window)\b|\byeet(?:ing)? (?:my|him|her)self in front of\b|\b(?:gonna|gunna|going to|will|i'?ll|about to) yeet (?:my|him|her)self(?= ?(?:[.,;!?]|$|lol\b|lmao\b|bye\b|tonight\b|fr\b))/,
      // Its review: a method as a plan ("throw himself under a train", "walk into traffic", "step out onto
      // the tracks", "the 7:15 train"), never an animal's or a child's road sense nor a bus stop.
      new RegExp(
        String.raw`\b${SELF_HARM_INTENT}(?<!\b(?:dog|dogs|cat|cats|puppy|kids?|children|child|pupils?|toddler|deer|fox|horse|sheep|cows?) (?:\w+ ){0,2}\w+) (?:(?:walk|step|jump|lie down|lay down|throw (?:my|him|her)self) (?:out )?(?:in ?front of|under)|throw (?:my|him|her)self under) (?:a |the |an )?(?:[\w:]+ )?(?:train|bus|lorry|truck|car|tube|tram)s?\b(?! (?:stop|station|lane|shelter|park|door|driver|one day|some day|someday|if|without|when)\b)|\b${SELF_HARM_INTENT}(?<!\b(?:dog|dogs|cat|cats|puppy|kids?|children|child|pupils?|toddler|son|daughter|deer|fox|horse|sheep|cows?) (?:\w+ ){0,2}\w+) (?:(?:walk|step|jump) (?:out )?(?:into|onto|in to|on to) (?:the )?(?:traffic|tracks|railway line|train tracks|motorway)|(?:lie|lay) (?:down )?on (?:the )?(?:train |railway )?(?:tracks|line|rails)|drive (?:my |the |his |her )?car (?:into|off) (?:a |the )?(?:wall|tree|bridge|cliff|lorry|truck|river|sea|quarry))\b`,
      ),
      // A wish never to wake ("wish i could fall asleep and never wake up", "I hope I don't wake up
      // tomorrow"), not for a week, until noon or with a headache.
      /\b(?:want|wanna|wish|hope) (?:to |i could |i could just |i can |i can just )?(?:go to |fall )?(?:sleep|asleep) and (?:never|not) wake (?:up|back up)\b(?! (?:until|till|before|for|lol|haha)\b)|\b(?:hope|wish|pray\w*) (?:that )?i (?:do not|never|will not|would not|wo not|won'?t) wake up(?: (?:tomorrow|ever|again|in the morning|tomorrow morning))?(?= ?(?:[.,;!?]|$))/,
      // "Nobody will miss me" said of life, not of an office, a team or a party ("nobody will miss me
      // when im gone", "no one's gonna miss me, got the pills ready").
      /\b(?:nobody|no one|no-one|noone)(?:'s| is|s|'d)? (?:(?:will|would|is going to|is gonna|gonna|going to) )?(?:even )?(?:miss|notice) me(?: (?:when|if) i(?:'?m| am) gone| (?:when|if) i (?:die|died|go|went|was gone|were gone|disappear\w*|kill myself|end it|do it))?(?= ?(?:[.,;!?]|$)| (?:anyway|at all|tbh|honestly)\b)(?<!\b(?:skip\w*|party|meeting|wedding|gig|christmas do|work do|class|lesson|night out|reunion)\b[\s\S]{0,80})|\b(?:i|me) (?:would not|will not|wo not) be missed(?: (?:if|when) i(?:'?m| am| was| were) gone)?(?= ?(?:[.,;!?]|$))/,
      // "Tonight I end it" at a clause's end, unless the message says it is a book, a course of
      // tablets, a challenge or dating that ends (the look-around runs only after a match).
      new RegExp(
        String.raw`\b(?:tonight|today|tomorrow) (?:i|i'?ll|i will|i am going to|i'?m going to) (?:end|finish) (?:it all|everything|my life|it)(?= ?(?:[.,;!?]|$))(?<!\b${SOMETHING_ELSE_ENDS}\b[\s\S]*)(?![\s\S]*\b${SOMETHING_ELSE_ENDS}\b)`,
      ),
      // Tablets saved up with what they are for ("saved 2 boxes of paracetamol, going to swallow them",
      // "3 boxes saved up for when i do it", "collecting my sertraline ... planning to take them all"),
      // never a household's winter stock or a prescription to restart.
      new RegExp(
        String.raw`\b(?:saved|saving|stockpil\w*|hoard\w*|stash\w*|collect\w*) (?:up )?(?:(?:\d+|two|three|four|five|six|loads of|a load of|a few|several|enough|all (?:of )?my|my|a (?:month|week|fortnight)(?:'s)? (?:of )?|(?:weeks|months) (?:of|worth of) ) ?)?(?:(?:boxes|packets|packs|bottles|tubs|strips) (?:of )?)?(?:\w+ )?${OVERDOSE_MEDICINES}\b(?=(?:(?![.;!?]).){0,80}(?:\bswallow\w* (?:them|the lot|it all)\b|\b(?:take|taking|down|neck)\w* (?:them |it )?(?:all|the lot|at once|together|in one go)\b(?! (?:in the morning|at night|with (?:food|breakfast|dinner|tea)|daily|each day|every day|once a day)\b)|\bfor when i (?:do it|go|end it|finally do it|am ready)\b|\bto (?:end it|die|kill myself|not wake up)\b))|\b(?:\d+|two|three|four|five|six|loads of|a few|several) (?:boxes|packets|packs|bottles|tubs|strips) of (?:\w+ )?${OVERDOSE_MEDICINES} (?:saved|stockpiled|stashed|hidden|put away|hoarded)(?: up)? for when i (?:do it|go|end it|finally do it|am ready)\b`,
      ),
      // Round twenty-one's review: a place and a plan to jump ("stood on the bridge planning to jump").
      /\b(?:bridge|roof|rooftop|ledge|tracks|balcony|car park|multi-?storey)\b(?:(?![.;!?]).){0,40}?\b(?:plann\w* to|going to|gonna|wanted to|wanting to|thinking (?:about|of)) jump\w*\b(?! (?:on|onto) (?:the |a )?(?:train|bus|tram))/,
      // Round twenty-four (a), 988 Lifeline warning signs (looking for a way to die, such as searching
      // online; talking about wanting to die): looking up how many tablets "it takes", researching
      // methods, talking about "not being here any more", a clinician's "ideation with plan and
      // intent", "wanna die", and "kms" where it cannot be kilometres (not after a number or a
      // quantity: "drove 20 kms", "a few kms").
      /\b(?:looking up|looked up|look up|googl\w*|search\w*(?: online)?(?: for)?|research\w*|read\w* up on) how (?:many|much) (?:[\w-]+ ){0,3}?(?:it )?(?:takes|would take|will take|it'?d take|it would take|would it take)(?= ?(?:[.,;!?]|$))|\b(?:research\w*|looking up|looked up|googl\w*|search\w* (?:online )?for) (?:suicide |different |painless |quick |easy )?(?:methods|ways to (?:die|end (?:my|his|her|their) life|kill (?:my|him|her|them) ?sel(?:f|ves)))\b(?= ?(?:[.,;!?]|$)| (?:and|online|on (?:the )?(?:internet|line)|to (?:die|end|kill)|(?:of|for) (?:suicide|killing|dying|ending))\b)|\btalk\w* (?:about|of) (?:not being (?:here|around|alive)(?: any ?more)?|wanting to die|ending (?:his|her|their|my) life|being better off dead|killing (?:him|her|them|my) ?sel(?:f|ves))\b|\bideation,? (?:with|and|\+|w\/) (?:a |active |specific |clear |definite )?(?:plan|intent)\b|\bwanna die\b(?! (?:of|from|laughing|lol)\b)|(?<!(?:\d|\b(?:few|many|several|some|hundred|thousand|the|those|these|of|more|less|extra|couple))\s?)\bkms\b(?= ?(?:[.,;!?]|$)| (?:tbh|ngl|honestly|fr|lowkey|rn|tonight|now|cannot|istg|lol)\b)/,
      // All of one's tablets to be taken tonight, told by a friend or in the first person ("she's going
      // to take all her meds tonight"); not with food, in the morning or on holiday.
      /\b(?:i|i'?m|i am|she|she'?s|she is|he|he'?s|he is|they|they'?re|they are)(?: (?:really|actually|seriously|definitely))? (?:going to|gonna|gunna|about to|planning to|plans to|plan to|wants to|want to|threaten\w* to|will) (?:take|swallow|neck|down) (?:all|the lot|every (?:one|pill|tablet)|the whole (?:packet|box|bottle)) (?:of )?(?:(?:her|his|their|the|my) )?(?:[\w-]+ )?(?:meds|pills|tablets|medication|medicines|painkillers|paracetamol|antidepressants|sleeping (?:pills|tablets))\b(?= ?(?:[.,;!?]|$)| (?:tonight|today|now|at once|in one go|together|and (?:end|die|not)|because|so (?:she|he|they|i) (?:can|could|will))\b)/,
      // A means bought or got, told beside the word suicide ("not suicidal before, but now I've bought
      // a rope"): the match starts at the means, after any turn that ends a denial; the look back is
      // tried only where a verb of getting matched.
      /\b(?:bought|got|ordered|buying|getting|found)\b(?<=\bsuicid\w*\b(?:(?![.;!?]).){0,70}) (?:a |the |some |my )?(?:rope|noose|ligature|gun|rifle|shotgun|pistol|firearm|charcoal)\b(?! (?:for|to) (?:climbing|towing|tow|tie|the (?:boat|tent|garden|swing|dog)|camping|hunting|shooting|clay|work|washing|skipping)\b)/,
    ],
  },
  // Hostile review of round nineteen, 988 Lifeline and NHS help for suicidal thoughts: despair about
  // life itself and tablets about to be taken, told in separate sentences ("had enough of everything.
  // got my nans tablets. gonna take them tonight"); the suicide rule reads the two together.
  despair: {
    label: 'despair about life ("had enough of everything", "cannot do this any more")',
    patterns: [
      // Not about an everyday thing in the same sentence ("can't do this anymore, this cold").
      // Round twenty-four (a): a bare "cannot go on" ("I can't go on", "he says he can't go on").
      /\b(?:cannot (?:do|take|cope with|go on with) (?:this|it|life|anything)(?: any ?more| no more| any longer)?|cannot go on(?! (?:with|for|a|an|the|my|his|her|holiday|foot|at|about|to|in)\b)|had enough(?: of (?:it all|everything|life|living|the world))?|done with (?:it all|life|everything|living)|tired of (?:life|living|being alive|everything|it all|my life))(?<!\b(?:cold|cough|flu|period|headache|toothache|hay ?fever|eczema|rash|exams?|revision|work|job|baby|toddler|teething|kids?|weather|heat|noise|neighbours?|commute|diet)\b(?:(?![.;!?]).)*)(?=\s*(?:[.,;!?]|$|\b(?:and|so|gonna|gunna|going|i|im|i'm|i am|now|tonight)\b))(?!(?:(?![.;!?]).)*\b(?:this|these|the|my|his|her) (?:cold|cough|flu|pain|period|periods|headache|toothache|back|hay ?fever|eczema|rash|exams?|revision|work|job|baby|toddler|teething|kids?|weather|heat|noise|neighbours?|commute|diet)\b)/,
    ],
  },
  pillsAboutToBeTaken: {
    label: 'tablets got out or about to be taken',
    patterns: [
      /\b(?:gonna|gunna|going to|i will|i'?ll|about to|want to|wanna) (?:take|swallow|neck|down) (?:them all|em all|the lot|all of them|it all|(?:them|em) (?:tonight|later))\b|\b(?:got|have|saved|bought|stockpiled|hoarded) (?:up )?(?:\d+|two|three|four|five|loads of|a load of|all (?:of )?(?:my|the)) (?:boxes |packets |packs |bottles |tubs )?(?:of )?(?:\w+ )?(?:pills|tablets|paracetamol|co-?codamol|codeine|painkillers|sleeping tablets)\b/,
    ],
  },
  // Round twenty-four (a), 988 Lifeline warning signs (looking for a way to die, such as buying a gun;
  // stockpiling pills) and NHS help for suicidal thoughts: a means at hand ("he has a gun", "got the
  // rope", "the pills are ready"). Read only beside despair, a goodbye, a plan or putting affairs in
  // order (`suicidal-thoughts`): alone a rope or a knife is not a warning sign.
  meansAtHand: {
    label: 'a gun, a rope or a ligature at hand, or tablets got ready',
    patterns: [
      /\b(?:has|have|had|got|bought|ordered|holding|carrying|picked up|found|hidden|hid|stashed|keeps|kept|with|(?:he|she|they|i)'?(?:s|ve) got) (?:a |an |the |his |her |my |their |some |(?:his |her |my )?(?:dad|father|mum|mom|brother|grandad)'?s )?(?:guns?|rifle|shotgun|pistol|handgun|revolver|firearm|rope|noose|ligature|razor blades?|blades)\b(?! (?:block|drawer|set|sharpener|skills|swing|ladder|course|club|range|licen[cs]e|shop|shed|cupboard|safe|cabinet)\b)/,
      /\b(?:pills|tablets|meds|medication|painkillers|paracetamol|co-?codamol|sertraline|amitriptyline)\b (?:are |is |all |now )*(?:ready|lined up|laid out|counted out|set out)\b(?! (?:for (?:the|tomorrow|my|his|her|work|school|next|breakfast)|in (?:the|my|his|her) (?:dosette|pill ?box|organi[sz]er|blister))\b)|\b(?:got|have|had|put|set) (?:the |my |all (?:the |my )?)(?:\w+ )?(?:pills|tablets|meds|painkillers) (?:ready|lined up|laid out|counted out)\b(?! (?:for (?:the|tomorrow|my|his|her|work|school|next|breakfast)|in (?:the|my|his|her) (?:dosette|pill ?box|organi[sz]er|blister))\b)/,
    ],
  },
  // Round twenty-four (a), 988 Lifeline warning signs (giving away important possessions, making a
  // will, saying goodbye): putting affairs in order. Read only beside a means, despair, a plan or a
  // goodbye (`suicidal-thoughts`): alone a will is ordinary prudence.
  suicidePreparation: {
    label: 'goodbye letters written, a will made, things or pets given away, affairs put in order',
    patterns: [
      /\b(?:written|wrote|writing|left|leaving|finished) (?:(?:my|the|some|a few|all|his|her) )*(?:goodbye |farewell |last )?(?:letters|notes)\b(?! (?:to|for) (?:the |my |his |her )?(?:school|council|gp|doctor|landlord|work|boss|bank|insurance|solicitor|teacher|court|hospital|neighbou?rs?|milkman)\b)|\b(?:written|wrote|writing|made|making|done|sorted|updated|updating|changed|changing|finished) (?:out )?(?:my|his|her|a|their) (?:last )?will\b(?! (?:and|to) (?:power|lasting)\b)|\b(?:giving|given|gave|give) (?:away )?(?:all )?(?:(?:my|his|her|their) )(?:things|stuff|belongings|possessions|games|clothes|prized \w+|favourite \w+|cat|dog|pets?|guitar|savings)\b|\b(?:given|gave|giving) (?:the|my|his|her) (?:cat|dog|pets?|rabbit) (?:away|to)\b|\b(?:put|putting|got|getting|sorted|sorting) (?:my|his|her|their) affairs in order\b|\bsort(?:ed|ing)? out (?:my|his|her|their) affairs\b/,
    ],
  },
  // Round twenty-four (a), 988 Lifeline warning signs (saying goodbye): a last goodbye told of someone
  // ("said this is the last time we'll see him"). Read only beside a means, a plan or affairs put in
  // order: a dying relative's family says it too.
  farewellWords: {
    label: 'a last goodbye ("the last time we will see him")',
    patterns: [
      /\b(?:the )?last time (?:we|you|they|anyone|any of us|we all|you all)(?:'?ll| will| are going to| would)? (?:ever )?(?:see|hear from|talk to|speak to) (?:him|her|them)\b(?! (?:before|until|till|for|in|this|at|on)\b)|\b(?:said|saying|says) (?:his|her|their) (?:final |last )?goodbyes?\b/,
    ],
  },
  // Round twenty-four (a), 988 Lifeline warning signs (saying goodbye) and NHS urgent mental health
  // help: a goodbye in the first person ("this is my last message", "you won't hear from me again").
  // Alone it is a crisis the same day (`mental-health-crisis`); with a means or a plan, suicide risk.
  farewellMessage: {
    label: 'a goodbye in the first person ("this is my last message")',
    patterns: [
      /\bthis (?:is|will be) my (?:very )?last (?:message|text|post)\b(?!(?:(?![.;!?]).){0,40}\b(?:thank\w*|thx|cheers|for (?:today|now|tonight|a while|the day|this)|before|until|till|promise|question|about|on (?:this|the))\b)|\b(?:the )?last time (?:you|anyone|any of you|you all)(?:'?ll| will| are going to)? (?:ever )?(?:see|hear from) me\b(?! (?:before|until|till|for|in|this|at|on|about)\b)|\b(?:you|nobody|no one|no-one)(?:'?ll| will) (?:never|not) (?:see|hear from) me again\b(?! (?:until|till|before|if|at|in|on)\b)/,
    ],
  },
  // Round twenty-four (a), 988 Lifeline warning signs (making a plan): knowing how one would do it.
  // Read only beside a means, despair, a goodbye or affairs put in order.
  suicidePlanHint: {
    label: 'knows how they would do it',
    patterns: [
      /\b(?:i|he|she|they) (?:know|knows|knew) (?:exactly )?how (?:i'?d|i would|i will|i'?ll|i am going to|i'?m going to|i could|he'?d|he would|he will|she'?d|she would|she will|they'?d|they would|to) (?:do it|end it|end it all)\b(?= ?(?:[.,;!?]|$| (?:and|now|too|already)\b))/,
    ],
  },
  // Hostile review of round nineteen, NHS low blood sugar (confusion, unusual behaviour): a bystander's
  // words for someone not themself, read only with diabetes by the severe low blood sugar rule.
  diabeticAltered: {
    label: 'not with it, vacant, glazed, acting drunk without drink',
    patterns: [
      /\b(?:(?:is|was|he's|she's|hes|shes|they're|seems?|looks?|totally|completely|a bit|really|very|so|all|but) (?:not with it|out of it)|(?:gone |went |all |looks? |looking )vacant|(?:spaced|zoned) out|zombie\w*|away with the fairies|dazed|talking (?:rubbish|nonsense|gibberish)|acting (?:drunk|strange|weird|odd|oddly|strangely|aggressive))\b(?!(?:(?![.;!?]).)*\b(?:late night|hangover|sugars? (?:is |are |was )?(?:fine|normal|ok))\b)/,
    ],
  },
  anaphylaxis: {
    label: 'swelling of the throat, tongue or lips, or anaphylaxis',
    patterns: [
      // Not swollen glands or tonsils, which go with a sore throat.
      /\b(?:throat|tongue|mouth)\b(?:(?!\b(?:glands?|tonsils?|nodes?|neck|no|not|never)\b).){0,25}\b(?:swell\w*|swollen|closing|tight\w*)\b(?! (?:glands?|tonsils?|lymph|nodes?)\b)/,
      /\b(?:swell\w*|swollen)\b(?! (?:glands?|tonsils?|lymph|nodes?)\b)(?:(?!\b(?:glands?|tonsils?|nodes?)\b).){0,20}\b(?:throat|tongue)\b/,
      // An auto-injector counts when used (below): a friend who carries one is not an allergic reaction.
      // Round eighteen (helper C): not anaphylaxis someone read or heard about ("my auntie read about
      // people dying from stings (anaphylaxis)"): the person's own signs fire through the patterns above.
      /(?<!\b(?:read|reading|heard|hearing|watched|googled|googling|article|video|leaflet)(?: about| up on| of| online about| that)? (?:[\w']+ ){0,5}\(?)\banaphyla\w*/,
      // A tongue that feels too big is a swelling tongue, however it is put.
      /\btongue\b(?:(?!\b(?:no|not|never)\b)[^.]){0,20}\b(?:fat|thick|too big|huge|massive|enormous|puffing up|puffed up|blown up|swelling up)\b/,
      // NHS anaphylaxis: after an adrenaline auto-injector is used, call 999 even if the person feels better.
      /\b(?:im |intramuscular )?(?:adrenaline|epinephrine|epipen|epi-pen|jext|emerade|auto-?injector)\b.{0,20}\b(?:given|used|administered|injected|jabbed)\b|\b(?:gave|used|use|using|give|giving|jabbed|injected|had to use)\b.{0,20}\b(?:adrenaline|epinephrine|epipen|epi-pen|auto-?injector|jext|emerade)\b/,
    ],
  },
  lipSwelling: {
    label: 'swollen lips',
    patterns: [
      /\blips?\b.{0,15}\b(?:swell\w*|swollen|puffed up|puffy|huge)\b|\b(?:swell\w*|swollen|puffy)\b.{0,20}\blips?\b(?! (?:are|is|look|looks|seem|seem to be|seems|were) (?:fine|normal|ok|okay|unaffected|not swollen)\b)|\bangioedema\b/,
    ],
  },
  allergicTrigger: {
    label: 'just after a food, sting, bite or new medicine, or hives',
    patterns: [
      /\b(?:after|since|ate|eating|eaten|stung|sting|bitten)\b.{0,30}\b(?:peanuts?|peanut butter|satay|nuts?|cashews?|almonds?|walnuts?|pistachios?|hazelnuts?|pecans?|shellfish|seafood|shrimp|prawns?|crab|lobster|mussels?|sesame|fish|eggs?|kiwi|bee|wasp|hornet|sting|new (?:medicine|medication|antibiotic|drug)|penicillin|amoxicillin|injection|contrast)\b/,
      /\bhives\b|\burticaria\b|\bwelts\b|\ballergic reaction\b/,
      // Round twenty-four (b): a sting named before what followed it ("bee sting, now…").
      /\b(?:bee|wasp|hornet)[- ]?stings?\b|\bstung by (?:a |an )?(?:bee|wasp|hornet)\b/,
    ],
  },
  // Round twenty-four (b), NHS anaphylaxis (a hoarse voice or tight throat, wheezing or coughing,
  // feeling faint or dizzy) and Resuscitation Council UK 2021 (airway, breathing or circulation
  // problems with skin or mucosal changes): the airway and circulation signs told in lay words.
  // Read only beside swollen lips, a swollen face after a trigger, or hives (`anaphylaxis` rule).
  anaphylaxisSubtleSign: {
    label: 'a hoarse voice, a throat that feels odd or tight, coughing a lot, or feeling faint or dizzy',
    patterns: [
      /\bhoarse\w*|\bcroaky voice\b|\bvoice (?:is |has gone |went |sounds )?(?:hoarse|croaky|funny|strange|different|weird)\b/,
      /\bthroat\b (?:(?:is |feels? |felt |has gone |went |getting |gets )(?:(?:really|very|so|a bit|all) )?)(?:funny|strange|weird|odd|tight\w*|scratchy|itchy|thick|closed|closing|swollen|like it is closing)\b/,
      /\b(?:coughing|cough\w*) (?:a lot|loads|non[- ]?stop|constantly|and (?:cannot|can not) stop)\b|\b(?:cannot|will not|can not) stop coughing\b|\bpersistent cough\b|\bkeeps? coughing\b/,
      /\b(?:dizzy|dizziness|light[- ]?headed\w*|woozy|(?:feel|feels|felt|feeling) (?:really |very |a bit )?faint|(?:going|about) to (?:faint|pass out))\b/,
    ],
  },
  severeBleeding: {
    label: 'bleeding that will not stop, or heavy bleeding',
    patterns: [
      /\b(?:bleed\w*|blood)\b.{0,15}\b(?:will not|does not|cannot|is not|not) (?:stop|quit)\w*\b/,
      /\b(?:will not|does not|did not|cannot|can not|could not|is not|not) (?:seem to |even )?(?:stop|quit)\w* (?:the |this |his |her |my )?(?:bleed\w*|blood\w*)\b|\b(?:cannot|can not|could not|unable to) (?:get|make) (?:the |this |his |her |my )?(?:bleed\w*|blood|it) (?:to )?stop\b/,
      /\bbleed\w* (?:very |really |so |quite )?(?:heavily|profusely|badly|a lot|loads|everywhere|non[- ]?stop)\b(?! (?:during|with|on|in) (?:my |her |a )?(?:periods?|menstruation|menses))/,
      /\b(?:heavy|severe|spurting|gushing|pouring|pulsing|uncontrolled) (?:bleed\w*|blood)\b|\bblood (?:is |keeps |was |just )?(?:spurting|gushing|pouring|everywhere|pumping|streaming)\b/,
      /\bstabbed\b|\bstab wound\b|\bgunshot\b|\bbeen shot\b|\bsoaked (?:through )?(?:a |the )?(?:towel|tea towel|bandage|dressing)\b|\b(?:bleeding|blood) (?:through|soaking) (?:the |a )?(?:towel|bandage|dressing)\b/,
    ],
  },
  // NHS sunburn: sunburn with chills or a high temperature, or dizziness, sickness, a headache and
  // muscle cramps (heat exhaustion), needs an urgent GP appointment or 111.
  sunburnt: {
    label: 'sunburn',
    patterns: [
      /\bsun ?burn\w*|\bsun ?burnt\b/,
      // Round twenty-one (dev-probes-17): asleep or all day in the sun ("fell asleep on the sun lounger").
      /\b(?:fell asleep|dozed off|nodded off)\b(?:(?![.;!?]).){0,20}?\b(?:in the (?:sun|sunshine)|on (?:the|a) sun ?(?:lounger|bed)|sunbathing|on the beach)\b|\bsunbath(?:ed|ing) (?:all day|for hours)\b/,
    ],
  },
  sunburnUnwell: {
    label: 'chills, shivering, dizziness, feeling or being sick, or muscle cramps',
    patterns: [
      /\bchills\b|\bshiver\w*|\bdizz\w*|\blight[- ]?headed\b|\bmuscle cramps?\b|\bbeing sick\b|\bfeel\w* sick\b/,
    ],
  },
  heatExposure: {
    label: 'heat exposure (hot day, sun, sauna, exercise in heat, hot car)',
    patterns: [
      /\b(?:3[2-9]|4\d) ?(?:degrees|deg|°)(?: c)?(?: (?:outside|out|heat|today|in the shade))?\b(?=.{0,40}\b(?:outside|festival|sun|heat|weather|days?|today|shade|heatwave|no fan|indoors|inside|flat|house|home|room|bedroom|attic|loft|upstairs|top floor|car|garden|conservatory)\b)|\b(?:it is|it's|its|it was|it has been|it's been) (?:(?:about|around|over|nearly|almost|like|at least|still) )?(?:3[2-9]|4\d) ?(?:degrees|deg|°)|\bfestival\b|\bscorching\b|\bsweltering\b|\bboiling hot\b|\bheat\b(?! ?rash)/,
      /\boverheat\w*|\bsunburn\w*|\bsunbath\w*|\bat the beach\b|\btoo (?:much )?hot\b|\btoo much heat\b|\bhot (?:day|car|weather|sun|room|kitchen)\b|\bheat ?wave\b|\bin the (?:sun|heat)\b|\bsauna\b|\bworking outside\b|\bexercis\w* in (?:the )?heat\b|\bmarathon\b|\bleft in (?:a|the) (?:hot )?car\b|\bheat exhaustion\b/,
    ],
  },
  heatStroke: {
    label: 'heat stroke or sunstroke',
    patterns: [/\bheat ?stroke\b|\bsun ?stroke\b|\bhyperthermi\w*/],
  },
  heatRecovered: {
    label: 'back to normal within 30 minutes of cooling down',
    patterns: [
      /\b(?:back to normal|right as rain|fine|better|recovered|completely well|normal again|ok again)\b.{0,30}\b(?:within|in|after) (?:about |around |under |less than )?(?:half an hour|30 min\w*|[12]?\d min\w*|a few min\w*)\b|\b(?:within|after) (?:about |around |under |less than )?(?:half an hour|30 min\w*|[12]?\d min\w*)\b.{0,40}\b(?:back to normal|right as rain|fine|better|recovered|normal again)\b/,
    ],
  },
  notSweating: {
    label: 'hot, dry skin or stopped sweating',
    patterns: [
      /\b(?:not|stopped|no longer|stop) sweat\w*|\bhot,? dry skin\b|\bdry,? hot skin\b|\bskin (?:is )?(?:hot and dry|dry and hot)\b/,
      // NHS heatstroke: hot skin that is not sweating, in other orders ("really hot and flushed, skin
      // dry", "burning hot to touch and her skin is bone dry").
      /\b(?:hot|flushed|burning)\b(?:(?![.;!?]|\b(?:no|not|never|without|nor)\b).){0,30}\bskin (?:is |was |feels |felt |looks |looked |totally |completely |very |really |bone )*dry\b/,
      // A person, not the weather: "he's flushed, hot and dry".
      /\b(?:he|she|they|i|you)(?:'s| is| was| are|'m| am| feels?| felt| looks?) (?:(?:very|really|so|all) )?(?:flushed,? (?:and )?)?hot and dry\b(?! (?:weather|days?|spell|summer|climate|air|outside|out))/,
    ],
  },
  collapse: {
    label: 'collapse or fainting',
    patterns: [
      /\bcollaps\w*|\bfaint\w*|\bpassed out\b|\bblacked out\b|\bkeeled over\b|\b(?:going to|about to|gonna|nearly|almost|like i (?:was|might|will|would|could|am going to|'?m going to|'?ll) )\s?(?:pass(?:ed)? out|black(?:ed)? out)\b|\blike passing out\b|\bfound (?:on|lying on) the floor\b|\bfound on floor\b/,
    ],
  },
  exertion: {
    label: 'during exercise or exertion',
    patterns: [
      /\b(?:during|while|when) (?:exercis\w*|running|playing (?:sport|football|soccer|basketball)|working out)\b|\bon exertion\b/,
    ],
  },
  sudden: {
    label: 'sudden onset',
    patterns: [
      /\bsudden\w*|\babrupt\w*|\ball of a sudden\b|\bout of nowhere\b|\bcame on (?:fast|quickly)\b|\bwoke (?:me|him|her) up\b/,
    ],
  },
  severe: {
    label: 'severe',
    patterns: [
      /\bsevere\w*|\bexcruciating\b|\bagoni[sz]ing\b|\bunbearable\b|\bworst\b|\bintense\b|\bterrible\b|\breally bad\b|\bvery bad\b|\b10 ?\/ ?10\b|\b10 out of 10\b|\bscreaming\b|\bextreme\b|\bhorrible\b/,
    ],
  },

  // Injuries, skin, ears and other same-day problems.
  injury: {
    label: 'an injury (fall, twist, blow, landed on it)',
    patterns: [
      /\b(?:went|gone|go) over on\b|\blanded\b|\bfall on outstretched hand\b|\boutstretched hand\b|\bwhile (?:skateboarding|skiing|cycling|playing)\b|\bslip(?:ped|ping)\b|\btrip(?:ped|ping)\b|\bstumbl\w*|\bstubbed\b|\bjammed\b|\bkicked\b|\bcaught (?:my |his |her )?\w+ in\b|\bdropped (?:a|the|something) \w+ on\b|\bcollided\b|\btackle\w*/,
      // Round seventeen (helper Y): a crushed foot or toe, or something heavy dropped onto it.
      /\bcrush(?:ed|ing)? (?:my |his |her |their |the )?(?:(?:left|right|l|r|big|little) )?(?:foot|feet|toes?|hallux|ankle)\b|\b(?:foot|toes?|hallux) (?:was |got |has been )?crushed\b|\bdropped\b(?:(?![.;!?]).){0,30}?\b(?:on|onto|on to) (?:(?:my|his|her|their|the) )?(?:(?:left|right|l|r|big) )?(?:foot|toes?|hallux)\b/,
      /\bdislocat\w*|\bfell\b|\bfall\w*|\bcame off\b|\blanded on\b|\btwist\w*|\binversion injury\b|\binjur\w*|\btrauma\b|\bhit by\b|\bcrash\w*|\bknock\w*|\brolled (?:my |his |her )?ankle\b|\bsprain\w*/,
      // Regional and fall-on-the-hand wording: "rolled me ankle", "put her hand out", "FOOSH".
      /\b(?:rolled|went over on|gone over on|turned|did) (?:me|their|your|an|the) (?:ankle|foot|knee|wrist)\b|\b(?:put|puts|putting|stuck|threw|throws) (?:(?:my|me|his|her|their|your|both|a) )?(?:hands?|arms?) out\b|\bfoosh\b/,
    ],
  },
  openFracture: {
    label: 'bone sticking out through the skin (open fracture)',
    patterns: [
      /\bbone (?:is |was )?(?:sticking|poking|coming|pushing|showing) (?:out|through)\b|\b(?:can see|seen|see) (?:the )?bone\b|\bbone (?:is |was )?(?:visible|exposed)\b|\b(?:open|compound) fracture\b/,
    ],
  },
  fractureSigns: {
    label: 'cannot bear weight or use the limb, deformity, bony tenderness',
    patterns: [
      /\b(?:cannot|unable to|not able to|can not) (?:(?:stand|get up|walk) (?:up )?(?:or|and|nor) )?(?:weight bear|bear weight|walk on it|put (?:any )?weight)\b|\bunable to weight bear\b|\bnon[- ]weight[- ]bearing\b/,
      /\b(?:will not|does not|refus\w* to|cannot) (?:use|move|lift) (?:(?:her|his|my|the) (?:arm|leg|hand|wrist|foot|elbow|shoulder)|it)\b|\bdeform\w*|\bbony tenderness\b|\bbone (?:is )?(?:sticking|showing)\b/,
      /\b(?:cannot|unable to|can hardly|can barely) (?:put (?:any )?weight on|stand on|walk on|move|straighten|bend|grip with) (?:it|(?:my|his|her|the) (?:foot|ankle|leg|knee|arm|wrist|hand|finger|thumb|toe|elbow))\b|\b(?:looks|is|gone) (?:bent|crooked|out of shape|misshapen|the wrong shape|wonky)\b|\b(?:broken|fractured|broke) (?:my |his |her )?(?:finger|toe|nose|collarbone|rib|hand|foot|elbow|hip|thumb)\b|\blimping (?:badly|heavily)\b|\bsnapp?ed\b|\bcrunch\w*/,
      /\bhurts to (?:grip|move|bend|walk|put weight|weight bear|stand)\b|\bbase of (?:my |his |her |the )?thumb\b|\banatomical snuffbox\b|\bsnuffbox\b|\bscaphoid\b|\baxial (?:thumb )?(?:loading|compression)\b|\b(?:swelled|swollen|swelling) up like a balloon\b|\bhopping\b/,
      /\b(?:kills|agony|agonising|agonizing|excruciating) (?:to|when i|when he|when she) (?:move|bend|grip|walk|touch)\w*|\b(?:will not|refus\w* to|refusing to) (?:(?:put|bear|take) (?:any )?weight|weight[- ]bear)\b|\bdislocat\w*|\b(?:funny|odd|weird|wrong|strange) angle\b|\bout of (?:its )?(?:socket|joint|place)\b/,
      /\bhurts to move\b|\b(?:screams|cries) (?:if|when) (?:i |you )?touch\b|\bheard (?:a )?(?:crack|snap|pop)\b|\bfracture\w*|\bbroken (?:(?:my|his|her|their) )?(?:bone|arm|leg|wrist|ankle|collarbone)\b|\b(?:painful|agony|impossible) to (?:move|bend|walk on|put weight on)\b/,
      // NHS broken arm or wrist / broken ankle: screams when it is moved, cannot turn the hand over,
      // a crack felt or heard, swelled up at once.
      /\b(?:screams?|screamed|screaming|cries|cried|crying|yells?|yelled|howls?|shrieks?)\b.{0,12}\b(?:if|when|whenever|as soon as) (?:he |she |they |i |we |you |anyone )?(?:tries|try|tried|moves?|moved|touch\w*|goes to move)\b|\b(?:cannot|unable to|can hardly|can barely|will not|refus\w* to) (?:turn|rotate|twist) (?:(?:her|his|my|me|their|the) )?(?:hand|wrist|forearm|arm|palm)\b|\b(?:felt|heard) (?:a |something |it |the bone )?(?:crack|snap|crunch|pop)\w*\b|\b(?:blown|blew|puffed|swelled|swollen|come|came) up like (?:a )?(?:balloon|golf ball|tennis ball|egg|melon|grapefruit)\b|\bballooned\b/,
      /\bnot (?:weight[- ]?bearing|bearing (?:any )?weight|putting (?:any )?weight (?:on|through))\b|\bnwb\b|\b(?:won't|wont|will not) (?:weight[- ]?bear|put (?:any )?weight on)\b/,
      // Round seventeen (helper Y), Ottawa ankle and foot rules (NICE CKS sprains and strains; NHS
      // broken ankle and broken toe): bone tender to touch at the ankle or the base of the 5th
      // metatarsal, only a few steps possible, or weight-bearing named as painful.
      /\b(?:touch\w*|press\w*|push\w*|prod\w*) (?:on )?(?:the |my |his |her )?(?:ankle |foot )?bones?\b(?:(?![.;!?])(?!\b(?:not|no|never|without|nor)\b).){0,40}?\b(?:hurts?|hurting|pain\w*|agony|tender|sore|kills)\b|\b(?:bony|knobbly) (?:bit|bump|part|lump|knob)s?\b(?:(?![.;!?])(?!\b(?:not|no|never|without|nor)\b).){0,40}?\b(?:tender\w*|hurts?|painful|sore|agony)\b|(?<!\bnon[- ])\b(?:tender\w*|ttp|point tender\w*) (?:over|at|on|of) (?:the |my |his |her )?(?:(?:left|right|l|r) )?(?:lateral |medial |posterior |distal )?(?:edge of (?:the )?)?(?:malleol\w*|navicular|(?:base of (?:the )?)?(?:5th|fifth) (?:metatarsal|mt)|5th mt|mt5|ankle bones?|outer ankle bone)\b|\b(?:malleol\w*|navicular|(?:5th|fifth) metatarsal(?: base)?)\b (?:is |are |very |really )*(?:tender|ttp)\b/,
      /\b(?:can|could|able to) (?:only )?(?:walk|take|manage|do|make|hobble) (?:a |about |maybe |only )?(?:few|couple of|1|2|3|4|one|two|three|four|1 or 2|2 or 3|3 or 4|one or two|two or three|three or four) (?:\w+ )?steps?\b|\b(?:only |just |maybe )(?:1|2|3|4|one|two|three|four|a few|a couple of)(?: or (?:2|3|4|two|three|four))? steps? (?:then|and then|before)\b|\b(?:cannot|unable to|not able to|could not) (?:walk|take|manage|weight bear (?:for)?) (?:more than )?(?:4|four|a few) steps\b|\bpain(?:ful)? (?:to|on|when|with) (?:weight[- ]?bear\w*|bearing weight)\b/,
      // Round seventeen (helper Y, second pass), Ottawa ankle and foot rules: fewer than four steps told
      // in other words ("can't walk more than 3 steps", "cant take 2 steps", "unable to walk over a
      // couple of steps"), and the bone or bump on the outer or inner edge of the foot or ankle tender
      // (the base of the 5th metatarsal, the malleoli: "the bump on the outside edge of my foot is super
      // tender"); not a bone that is not tender.
      /\b(?:cannot|can not|cant|can't|unable to|not able to|could not|couldn'?t|couldnt) (?:even )?(?:walk|take|manage|do|make|hobble|weight[- ]?bear) (?:for )?(?:more than |over |beyond |past |even )?(?:[1-4]|one|two|three|four|a few|a couple of|a couple|couple of)(?: or (?:[2-4]|two|three|four))? (?:\w+ )?steps?\b|\b(?:bone|bony (?:bit|bump|part)|bump|knobbly bit|knob|lump|edge|side)\b (?:(?:on|at|of|along) (?:the )?(?:outside|outer|inside|inner|little toe|pinky toe|lateral|medial)(?: (?:edge|side|part|bit))?|on (?:the )?(?:outside|outer|inside|inner) of) (?:of )?(?:my |his |her |their |the )?(?:left |right )?(?:foot|ankle|feet)\b(?:(?![.;!?])(?!\b(?:not|no|never|without|nor)\b).){0,30}?\b(?:tender\w*|hurts?|hurting|painful|sore|agony|kills|killing)\b/,
    ],
  },
  // Round eleven (helper E), NHS Achilles tendon rupture (urgent treatment centre or A&E): a kick
  // or a shot felt at the back of the heel or calf, a pop or snap there, a gap above the heel, a
  // positive Simmonds or Thompson squeeze test, or the tendon named as snapped or ruptured.
  achillesRupture: {
    label:
      'a possible Achilles tendon rupture (kicked feeling or pop at the heel, gap, positive squeeze test)',
    patterns: [
      /\b(?:like|as if|as though|thought) (?:(?:someone|somebody|some one|something|a ball|a person|i|i'?d|i had|i have|i've|i was|he|she|he had|she had|he'?d|she'?d) )?(?:had |has |have |been |just |suddenly |had just |was |had been )*(?:kicked|hit|shot|struck|smacked|whacked|slapped|thumped|booted|kicked me|hit me|shot me) (?:(?:me|him|her|them) )?(?:(?:really |so )?hard )?(?:in|on|at|behind) (?:the )?(?:back of (?:the |my |his |her |their )?)?(?:(?:my|his|her|their|the) )?(?:left |right )?(?:heel|achilles|calf|lower leg|ankle|back of (?:my |his |her |the )?(?:leg|heel|ankle))\b/,
      /\b(?:heard|felt|there was|with) (?:a |an |something |it )?(?:loud |audible |big )?(?:pop|snap|bang|crack|twang)\w*\b(?:(?![.;!?]).){0,30}?\b(?:heel|achilles|calf|back of (?:my |his |her |the )?(?:ankle|leg|lower leg))\b|\b(?:heel|achilles|calf)\b(?:(?![.;!?])(?!\b(?:no|not|never|without|nor)\b).){0,25}?\b(?:went|goes|gone) (?:pop|snap|bang|twang)\b/,
      /\b(?:rupture\w*|snapped|torn|tore|tear|ripped|burst|popped|gone|went) (?:(?:my|his|her|their|the|an|a) )?(?:left |right )?achilles\b|\bachilles(?: tendon)? (?:rupture\w*|tear|snap\w*|torn|tore|has gone|went|popped|complete tear)\b/,
      /\b(?:palpable |felt a |feel a |can feel a |there is a |a )?(?:gap|dip|dent|defect) (?:in|above|at|over|of) (?:the |my |his |her )?(?:back of (?:the |my |his |her )?(?:heel|ankle) |)(?:achilles|tendon|heel|calcaneus|calcaneum|heel bone)\b(?! (?:of|on|in) (?:my |his |her |the |their |your |a )?(?:\w+ )?(?:trainers?|shoes?|boots?|socks?|sneakers?|slippers?|sandals?|heels|wellies)\b)|\b(?:simmonds|simmond's|simmonds'|thompson|thompson's|thompsons)(?: squeeze)?(?: test)? (?:is |was )?(?:positive|\+ ?ve|\+)(?!\w)|\bpositive (?:simmonds|simmond's|thompson|thompson's|thompsons|calf squeeze)\b/,
      // Round twelve (helper M), NHS Achilles tendon rupture: cannot stand on tiptoe since a jump, a
      // lunge or a game ("can't stand on tiptoe since I jumped at badminton").
      /(?:\b(?:cannot|could not|unable to|not able to|can not|can barely|can hardly|can no longer) (?:stand|go|get|rise|push|balance|walk)(?: (?:up|right up))? (?:on (?:to )?|onto )?(?:(?:my|his|her|their|the) )?(?:tip[- ]?toes?|toes)\b|\b(?:cannot|could not|unable to|not able to|can not|can barely|can hardly) push off\b)(?:(?![.;!?]).){0,60}?\b(?:jump\w*|lung\w*|leap\w*|sprint\w*|badminton|squash|tennis|padel|netball|basketball|volleyball|football|soccer|rugby|hockey|running|ran|dancing|danced|skipping|push(?:ed|ing)? off|playing|gym|game|match|race|training)\b|\b(?:jump\w*|lung\w*|leap\w*|sprint\w*|badminton|squash|tennis|padel|netball|basketball|volleyball|football|soccer|rugby|hockey|running|ran|dancing|danced|skipping|push(?:ed|ing)? off|playing|gym|game|match|race|training)\b(?:(?![.;!?]).){0,60}?(?:\b(?:cannot|could not|unable to|not able to|can not|can barely|can hardly|can no longer) (?:stand|go|get|rise|push|balance|walk)(?: (?:up|right up))? (?:on (?:to )?|onto )?(?:(?:my|his|her|their|the) )?(?:tip[- ]?toes?|toes)\b|\b(?:cannot|could not|unable to|not able to|can not|can barely|can hardly) push off\b)/,
    ],
  },
  // Round eleven (helper E), NHS dislocated shoulder / dislocated kneecap: a joint that has popped
  // or slipped out (do not put it back; urgent treatment centre or A&E). Not one that went back in.
  dislocatedJoint: {
    label: 'a joint that has popped out or dislocated',
    patterns: [
      new RegExp(
        String.raw`(?<!\b(?:splinters?|thorns?|glass|stitch\w*|nails?|rings?|pins?|staples?|stings?|ticks?|tooth|teeth|splint)\b(?:(?![.;!?]).){0,30})\b(?:shoulder|knee ?cap|patella|elbow|finger|thumb|toe|hip|jaw|ankle|wrist|joint|knee)s?\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without)\b).){0,20}?\b(?:popped|pops|popping|come|came|comes|slipped|slips|gone|went|jumped|moved|sticking|stuck) (?:right )?out(?: of (?:its |the )?(?:socket|place|joint|position))?\b(?<!\bjaws? (?:is |was )?(?:sticking|stuck) out)(?!(?:(?![.;!?]).){0,30}\b(?:went|popped|slipped|clicked|put|pushed|gone|came|come|moved|jumped) (?:straight |right )?back\b)(?!(?:(?![.;!?]).){0,60}\b(?:put|pushed|popped|clicked) (?:it )?back(?: in)?\b(?:(?![.;!?]).){0,40}\b(?:fine|ok|okay|using it (?:fine|normally|well)|no pain)\b)${LONG_AGO}(?!(?:(?![.;!?]).){0,20}\blast (?:week|month)\b(?:(?![.;!?]).){0,60}\b(?:fine|normally)\b)|\b(?:shoulder|knee ?cap|patella|elbow|finger|thumb|hip|jaw|joint|knee)s?\b(?:(?![.;!?]).){0,40}?\b(?:will not|would not|cannot|could not|does not|did not|not) (?:go|pop|slip|click|move|get it) (?:it )?back\b|\bdislocat\w*${LONG_AGO}${NOT_RECENT}`,
      ),
      // Round twelve (helper M), NHS dislocated jaw: a jaw stuck or locked open, a mouth that will not
      // close, or a jaw that locked on a yawn (not a dental procedure, nor a mouth that will not close
      // "properly", a facial weakness).
      /\b(?:jaw|mouth)\b (?:(?:is|has|got|gone|been|now|still|just|completely|totally|went|seems|feels|and|sort of|kind of),? ){0,3}(?:stuck|locked|jammed|frozen|wedged) (?:wide |half )?open\b(?!(?:(?![.;!?]).){0,40}\b(?:dentist|dental|during (?:the )?(?:procedure|treatment|filling|extraction))\b)|\b(?:cannot|can not|could not|unable to|not able to|will not|would not) (?:close|shut) (?:my|his|her|their|the) (?:mouth|jaw)\b(?! (?:properly|fully|all the way|completely|on (?:the|one) (?:left|right|side))\b)|\byawn\w*\b(?:(?![.;!?]).){0,40}?\b(?:jaw\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,20}?\b(?:locked|stuck|jammed|dislocat\w*|came out|gone out|went out)\b|(?:jaw|mouth) (?:will not|would not|does not|cannot|can not|still will not) (?:close|shut)\b)|\bjaw\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,20}?\b(?:locked|stuck|jammed) (?:open )?(?:after|when|while|on) (?:a |i |he |she )?yawn\w*/,
    ],
  },
  // NHS knee pain and sprains: a pop or snap felt or heard in a joint at the injury.
  jointPop: {
    label: 'a pop, snap or crack heard or felt in a joint',
    patterns: [
      /\b(?:heard|felt|there was|with) (?:a |an |something |it )?(?:loud |audible |big )?(?:pop|snap|crack|clunk|twang)\w*\b(?:(?![.;!?]).){0,25}?\b(?:knee|ankle|shoulder|elbow|wrist|hip|thumb|finger|leg|joint)s?\b|\b(?:knee|ankle|shoulder|elbow|wrist)\b(?:(?![.;!?])(?!\b(?:no|not|never|without|nor)\b).){0,20}?\b(?:went|goes|gone) (?:pop|snap|crack|clunk)\b/,
      // Round twelve (helper M): "felt my knee go pop", "heard his ankle snap".
      /\b(?:felt|heard) (?:my|his|her|their|the) (?:left |right )?(?:knee|ankle|shoulder|elbow|wrist|hip)\b (?:(?:just )?(?:go|went|give|gave) (?:a )?)?(?:pop|snap|crack|clunk|twang)\b/,
    ],
  },
  // A joint injury that swelled up quickly, will not bear weight, locks or gives way.
  jointInjurySevere: {
    label: 'swelled up quickly, cannot bear weight, locks or gives way',
    patterns: [
      /\b(?:swelled|swollen|swelling|puffed|blew|blown|ballooned) (?:up )?(?:within|in|after|inside) (?:about |around |less than |under )?(?:an?|one|1|two|2|a few|few|half an?|30|20|10|15) (?:min\w*|hours?|hrs?)\b|\b(?:swelled|swollen|swelling|puffed|blew|blown|ballooned) up (?:straight away|immediately|right away|at once|instantly|really quickly|very quickly|quickly|fast)\b|\b(?:immediate|rapid|instant|sudden|massive|huge) (?:\w+ )?swelling\b/,
      /\b(?:cannot|unable to|not able to|can not|could not|can barely|can hardly) (?:put (?:any )?weight on|bear weight|weight bear|stand on|walk on) (?:it|(?:my|his|her|the) (?:knee|leg|ankle|foot))?|\b(?:knee|joint)\b(?:(?![.;!?])(?!\b(?:no|not|never|without|nor)\b).){0,20}?\b(?:locked|locking|keeps locking|gave way|gives way|giving way|keeps giving way|will not straighten|cannot straighten|stuck bent)\b/,
      // Round twelve (helper M), NHS knee pain: swelled straight away (no "up"), a knee that keeps
      // giving way or is now locked or stuck further on in the sentence.
      /\b(?:swelled|swollen|swelling|puffed|ballooned) (?:up )?(?:straight away|immediately|right away|at once|instantly|within minutes)\b|\b(?:knee|ankle)s?\b(?:(?![.;!?])(?!\b(?:no|not|never|without|nor)\b).){0,60}?\b(?:keeps?|kept|keeping) (?:on )?(?:giving way|giving out|locking|buckling)\b|\bknees?\b(?:(?![.;!?])(?!\b(?:no|not|never|without|nor)\b).){0,40}?\b(?:it is|it's|its|is|now|has|got|gone|and) (?:now |completely |totally )?(?:locked|stuck)\b(?! (?:out|straight|in place)\b)/,
    ],
  },
  // Cannot rise on tiptoe or push off with the foot: with an injury, a possible Achilles rupture.
  cannotTiptoe: {
    label: 'cannot stand on tiptoe or push off with the foot',
    patterns: [
      /\b(?:cannot|could not|unable to|not able to|can not|can barely|can hardly|can no longer) (?:stand|go|get|rise|push|balance|walk|raise (?:my|his|her) heel)\b(?: (?:up|right up))? (?:on (?:to )?|onto )?(?:(?:my|his|her|their|the) )?(?:tip[- ]?toes?|toes)\b|\b(?:cannot|could not|unable to|not able to|can not|can barely|can hardly) push off\b|\bwalking flat[- ]?footed\b/,
    ],
  },
  // NHS hip fracture: after a fall, a leg that looks shorter or turns outwards (call 999).
  legShortenedOrTurnedOut: {
    label: 'a leg that looks shorter than the other or lies turned outwards',
    patterns: [
      /\blegs?\b(?:(?![.;!?]).){0,20}\b(?:looks?|looking|looked|seems?|appears?|is|now|has become|became) (?:(?!(?:not|no|never)\b)\w+ )?(?:shorter|shortened)\b|\b(?:shorter|shortened) (?:left |right )?leg\b|\bleg (?:\w+ )?shorter than (?:the )?other\b/,
      /\b(?:leg|foot|feet|knee|toes)\b(?:(?![.;!?]).){0,30}\b(?:turned|rotated|rolled|flopped|lying|fallen) (?:out|outwards?|to the side|sideways)\b(?! to\b)|\bexternally rotated\b|\bexternal(?:ly)? rotat\w* (?:of (?:the |her |his )?)?(?:left |right )?(?:leg|hip|foot)\b/,
      // A lay deformity after a fall: "her hip is twisted", "his leg looks bent the wrong way" (not "twisted my ankle").
      /\b(?:hip|leg)\b (?:is|looks|looking|was|seems|has gone|went) (?:all |a bit |really |completely )?(?:twisted|bent (?:the wrong way|out|outwards|round)|at (?:a|an) (?:funny|odd|weird|strange) angle)\b|\btwisted (?:left |right )?hip\b|\b(?:hip|leg|foot) (?:now |is now |has )?(?:twisted|turned|rotated) (?:out|outwards?)\b|\bleg (?:is |looks |now )?shorter\b/,
    ],
  },
  brokenHip: {
    label: 'a broken (fractured) hip or neck of femur',
    patterns: [
      /\b(?:broken|broke|fractured|cracked) (?:(?:my|his|her|their|a|the|your) )?(?:left |right )?hip\b|\bhip fracture\b|\bfractured? (?:neck of (?:the )?femur|nof)\b|\b(?:neck of femur|nof) fracture\b/,
    ],
  },
  hipPain: {
    label: 'pain in the hip or groin, or a fall onto the hip',
    patterns: [
      /\b(?:hips?|groin)\b(?:(?![.;!?]).){0,25}\b(?:pain\w*|hurt\w*|sore|agony|tender|ache|aching|bruis\w*|swollen)\b|\b(?:pain\w*|hurt\w*|sore|agony|tender|ache|aching) (?:in|at|round|around) (?:(?:my|his|her|their|the) )?(?:left |right )?(?:hips?|groin)\b|\b(?:fell|landed|falling|fallen) (?:on|onto) (?:(?:my|his|her|their|the) )?(?:left |right )?(?:hip|side)\b/,
    ],
  },
  spreadingRedness: {
    label: 'spreading redness, a red line from a wound, or cellulitis',
    patterns: [
      /\b(?:red|redness|red patch|red area|erythema)\b(?:(?!\b(?:not|no|never)\b).){0,70}\b(?:bigger|larger|wider) (?:than (?:this|yesterday|last|earlier|before|it was)|and bigger|every|by)\b|\bexpand\w* beyond\b|\bbeyond (?:the )?(?:marked|pen|drawn) (?:margin|line|border|mark)\b|\bdrew (?:round|around) it\b|\b(?:erythema|redness)\b(?:(?!\b(?:not|no|never)\b).){0,20}\bexpand\w*|\b(?:red|hot|swollen)\b(?:(?!\b(?:not|no|never|nor|without)\b).){0,20}\b(?:spreading|creeping|moving up|going up|tracking up)\b|\bred (?:lines?|streaks?|tracks?)\b|\bred, (?:hot|warm),? (?:and )?(?:swollen|tender)\b.{0,30}\b(?:skin|leg|arm|foot|hand|face)\b/,
      /\b(?:red\w*|erythema)\b(?:(?!\b(?:not|no|never|nor)\b).){0,40}\b(?:spread\w*|going up|tracking|getting bigger|growing|grown|doubled|tripled|twice the size|got bigger|gotten bigger)\b|\bspreading (?:erythema|redness)\b|\bred (?:line|streak)\b|\bcellulitis\b|\blymphangitis\b/,
      // Past a line drawn round it ("3 cm beyond yesterday's pen mark", "outside the line we drew"),
      // or redder by the day.
      /\b(?:beyond|past|outside|over) (?:the |a |yesterday'?s |last night'?s |this morning'?s |our |my |his |her |their )?(?:pen|marker|biro|sharpie|felt[- ]tip|drawn|marked|skin[- ]marker)(?: |-)?(?:mark\w*|lines?|border|margin|outline|ring|circle)?\b|\b(?:beyond|past|outside|over) (?:the )?(?:line|ring|circle|outline|mark|border)s? (?:that )?(?:i|we|you|they|the nurse|the gp|the doctor|the pharmacist|he|she) (?:drew|had drawn|have drawn|marked|made)\b|\bredder (?:and (?:\w+ )?)?(?:every|each|by the) (?:day|hour)\b/,
    ],
  },
  // Round seventeen (helper W), NHS snake bites: any bite by a snake that may be venomous (an adder
  // in the UK, a rattlesnake, cobra or viper abroad) is a 999 or A&E emergency, with or without
  // symptoms yet. Not a pet or harmless species (corn snake, grass snake, python), and not a snake
  // that did not bite.
  snakeBite: {
    label: 'bitten by a snake that may be venomous',
    patterns: [
      new RegExp(
        String.raw`(?<!\b(?:dog|dogs|cat|cats|puppy|pup|kitten|horse|pony|pet|goat|sheep|cow|ferret|rabbit|chicken|hen|lamb|calf|spaniel|terrier|labrador|lab|collie|retriever|jack russell)(?:'s \w+)? (?:was |got |has |had |is |just |has been |had been |been |was just |got just )?(?:a |an )?)(?<!\b(?:film|movie|show|tv|book|novel|documentary|series|episode|cartoon|game|hero|heroine|character|villain|dream)\b(?:(?![.;!?]).){0,40})(?:\b(?:(?<!\b(?:a|little|wee|tiny) )bit(?! of\b)|bite|bites|biting|bitten|struck|got (?:me|him|her|them|my|his|her))\b(?! (?:my|our|the|his|her|their|a) (?:\w+ )?(?:dog|dogs|cat|cats|puppy|pup|kitten|horse|pony|pet|goat|sheep|cow|ferret|rabbit|chicken|hen|lamb|calf|spaniel|terrier|labrador|lab|collie|retriever|jack russell)\b(?! (?:and|&) (?:me|my|him|her|us|them|his|our|i)\b))(?:(?![.;!?])(?!\b(?:not|no|never|nearly|almost|missed)\b).){0,40}?\b(?:(?<!\b(?:corn|king|milk|grass|garter|pet|ball|royal|house|hognose|rat|toy|plastic|rubber) )(?:snakes?|snakey|sneks?|snaks?|snkaes?|snkes?|snaeks?)|serpents?|adders?|vipers?|rattle ?snakes?|rattlers?|cobras?|mambas?|kraits?|copperheads?|cottonmouths?|water moccasins?|coral snakes?|taipans?|bushmasters?|fer-de-lance|boomslangs?|sidewinders?)\b|\b(?:(?<!\b(?:corn|king|milk|grass|garter|pet|ball|royal|house|hognose|rat|toy|plastic|rubber) )(?:snakes?|snakey|sneks?|snaks?|snkaes?|snkes?|snaeks?)|serpents?|adders?|vipers?|rattle ?snakes?|rattlers?|cobras?|mambas?|kraits?|copperheads?|cottonmouths?|water moccasins?|coral snakes?|taipans?|bushmasters?|fer-de-lance|boomslangs?|sidewinders?)\b(?:(?![.;!?])(?!\b(?:not|no|never|nearly|almost|missed)\b).){0,40}?\b(?:(?<!\b(?:a|little|wee|tiny) )bit(?! of\b)|bite|bites|biting|bitten|struck|got (?:me|him|her|them|my|his|her))\b(?! (?:my|our|the|his|her|their|a) (?:\w+ )?(?:dog|dogs|cat|cats|puppy|pup|kitten|horse|pony|pet|goat|sheep|cow|ferret|rabbit|chicken|hen|lamb|calf|spaniel|terrier|labrador|lab|collie|retriever|jack russell)\b(?! (?:and|&) (?:me|my|him|her|us|them|his|our|i)\b))(?!(?:(?![.;!?]).){0,25}?\bmissed\b)|(?<!\b(?:dog|dogs|cat|cats|puppy|pup|kitten|horse|pony|pet|goat|sheep|cow|ferret|rabbit|chicken|hen|lamb|calf|spaniel|terrier|labrador|lab|collie|retriever|jack russell) (?:has|had|got|with|has got) (?:a |an )?)\b(?:snake|adder|viper) ?bites?\b|\benvenomat\w*)(?!(?:(?![.;!?]).){0,40}?\b(?:(?:grass|corn|garter|king|milk|pet) snake|python|boa|in (?:the |a |that |this )?(?:film|movie|show|book|novel|documentary|series|episode|cartoon|game|video ?game|dream))\b)${LONG_AGO}`,
      ),
    ],
  },
  animalBite: {
    label: 'an animal or human bite',
    patterns: [
      // Dev-probes-16 (texting): "got bit by my mates dog".
      /\b(?:got|get|gets|been|was|were|just) bit by (?:(?:a|an|our|my|the|their|his|her|some|next door'?s) )?(?:\w+'?s )?(?:\w+ )?(?:dog|cat|animal|fox|bat|rat|ferret|horse|puppy|kitten|pup|monkey|hamster|rabbit|child|toddler|kid|person|someone|somebody)s?\b/,
      /\b(?:dog|cat|animal|human|fox|bat|rat|monkey|ferret|horse|hamster|rabbit|puppy|kitten)\b.{0,10}\b(?:(?<!\b(?:a|little|wee|tiny) )bit(?! of\b)|bite|bitten)\b|\bbitten by (?:a |an |our |my |the |their |his |her |some )?(?:\w+'?s )?(?:dog|cat|animal|fox|bat|rat|ferret|horse|puppy|kitten|child|person|someone)\b|\b(?:dog|cat|puppy|kitten)\b.{0,20}\b(?:sank (?:its|his|her) teeth|went for me|nipped|teeth marks)\b/,
      // Teeth sunk in, by any animal or person, and a pet named long before the bite in one sentence
      // ("my cat, tibbles, took exception ... and sank her teeth into my hand").
      /\b(?:sank|sunk|sinks|sinking|dug|digs|stuck|buried|clamped) (?:its|his|her|their) (?:\w+ )?(?:teeth|fangs|jaws?) (?:in|into|on|round|around)\b|\b(?:dog|cat|puppy|kitten|pet|fox|ferret|rat|hamster|horse|(?<!\b(?:cricket|baseball|softball|rounders) )bat)\b(?:(?![.;!?]).){0,100}\b(?<!\b(?:a|little|wee|tiny) )(?:bit (?:me|my|him|his|her|them|their|us|our)\b|bitten|chomped|nipped (?:me|my|him|his|her|them|their|us|our))\b/,
      // Breeds and pets by name ("the collie nipped me", "bitten by next door's staffie").
      /\b(?:collie|terrier|labrador|retriever|alsatian|german shepherd|staffie|staffy|spaniel|poodle|jack russell|husky|rottweiler|pit ?bull|greyhound|whippet|lurcher|dachshund|chihuahua|pup|pooch|mutt|doggo|moggy|parrot|squirrel|guinea pig|gerbil)\b(?:'?s)?.{0,30}\b(?:(?<!\b(?:a|little|wee|tiny) )bit(?! of\b)|bite|bitten|nipped|nip|chomped|sank (?:its|his|her) teeth)\b|\bbitten\b.{0,25}\bby\b.{0,25}\b(?:collie|terrier|labrador|alsatian|staffie|staffy|spaniel|jack russell|husky|rottweiler|pit ?bull|greyhound|lurcher|pup|pooch|squirrel|parrot)\b/,
      // The place named first ("bitten on the calf by a neighbour's dog"), and the fight bite: a cut
      // over a knuckle from someone's teeth is a human bite (NICE NG184: closed-fist injury).
      /\bbitten\b(?:(?![.;!?]).){1,30}?\bby (?:(?:a|an|our|my|the|their|his|her|some|next door'?s) )?(?:\w+'?s )?(?:\w+ )?(?:dog|cat|animal|fox|bat|rat|ferret|horse|puppy|kitten|child|toddler|kid|person|someone|somebody|man|woman|boy|girl|monkey|hamster|rabbit)s?\b/,
      /\b(?:cut|gash|split|wound|graze|nick|puncture|laceration|broke the skin|broken skin)\w*\b(?:(?![.;!?]).){0,30}\bknuckles?\b(?:(?![.;!?]).){0,40}\b(?:from|on|by|against|off|in|into) (?:(?:his|her|their|someone'?s|somebody'?s|a|the|that|this) )?(?:\w+'?s? )?(?:teeth|tooth)\b|\bknuckles?\b(?:(?![.;!?]).){0,40}\b(?:cut|gash|split|wound|graze|nick|puncture|broke the skin)\w*\b(?:(?![.;!?]).){0,40}\b(?:from|on|by|against|off|in|into) (?:(?:his|her|their|someone'?s|somebody'?s|a|the|that|this) )?(?:\w+'?s? )?(?:teeth|tooth)\b|\b(?:teeth|tooth)\b(?:(?![.;!?]).){0,40}\b(?:cut|gashed|split|went into|sank into|punctured|broke the skin (?:on|of|over))\b(?:(?![.;!?]).){0,30}\b(?:knuckles?|fist)\b|\bfight bite\b|\bclenched[- ]fist (?:injur\w*|wound|bite|laceration)s?\b/,
      // Round twenty-one (dev-probes-17): an animal that went for someone ("neighbours dog went for my
      // hand"), and puncture wounds from teeth.
      /\b(?:dog|cat|puppy|pup|kitten|horse|fox|ferret|staffie|staffy|terrier|alsatian)s?\b(?:'s)? (?:went for|attacked|lunged at|latched on(?:to)?|had a go at|got hold of) (?:(?:me|him|her|them|us)\b|(?:my|his|her|their) (?:\w+'s )?(?:\w+ )?(?:hands?|arms?|legs?|face|ankles?|fingers?|thumbs?|calf|foot|feet|wrists?|neck|cheek|nose|lips?|ears?|thighs?|bum|shins?)\b)(?!(?:(?![.;!?]).){0,60}\b(?:missed|no (?:blood|bleeding|marks?|punctures?|broken skin)|(?:did not|never) (?:break|broke|pierce|puncture)|not (?:broken|bleeding)|(?:only )?scratch\w*)\b)|\bpuncture (?:wounds?|marks?|holes?)\b(?:(?![.;!?]).){0,40}?\b(?:from|by) (?:(?:the|a|his|her|its|my|our|their) )?(?:\w+'?s? )?(?:teeth|fangs|dog|cat|bite)\b/,
    ],
  },
  // Round seventeen (helper Y), NHS rabies: a bite or scratch from a mammal (a dog, cat, monkey,
  // bat), or a lick on broken skin, the eyes or the mouth, even one that has healed.
  rabiesAnimalContact: {
    label: 'bitten, scratched or licked on broken skin by a dog, cat, monkey, bat or other mammal',
    patterns: [
      /\b(?:dogs?|puppy|puppies|pup|cats?|kittens?|monkeys?|macaques?|baboons?|apes?|bats?|fox(?:es)?|strays?|mongoose|jackals?|raccoons?|skunks?|squirrels?)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without|did not|none)\b).){0,50}?\b(?:(?<!\b(?:a|little|wee|tiny) )bit(?! of\b)|bites?|bitten|nipped|nip|scratch\w*|clawed|lick(?:ed|ing|s)? (?:\w+ ){0,3}?(?:cut|wound|graze|scratch|sore|broken skin|mouth|eyes?|lips?))\b/,
      // Round seventeen (helper Y, second pass): non-native past forms too ("was bite by a dog", "bited
      // by", "biten by", "scratch by a cat").
      /\b(?:bitten|biten|bitted|bited|bit|bite|byte|scratched|scratch|clawed|nipped|licked|attacked)\b(?:(?![.;!?]).){0,25}?\bby (?:(?:a|an|the|some|this|that|one of the|local|wild|street) )*(?:\w+ )?(?:dogs?|puppy|pup|cats?|kittens?|monkeys?|macaques?|baboons?|apes?|bats?|fox|strays?|mongoose|jackals?|raccoons?|squirrels?)\b/,
    ],
  },
  rabiesRisk: {
    label: 'in a country with rabies, or rabies named',
    background: true,
    patterns: [
      /\brabies\b|\b(?:abroad|overseas)\b/,
      /\b(?:in|from|at|to|around|visit\w*|holiday\w*|trip|travel\w*|returned|back) (?:(?:a|the|rural|northern|southern|north|south|east|west) )?(?:thailand|bangkok|phuket|bali|indonesia|india|goa|delhi|mumbai|kerala|nepal|kathmandu|sri lanka|vietnam|cambodia|laos|myanmar|philippines|malaysia|china|pakistan|bangladesh|morocco|egypt|tunisia|turkey|kenya|tanzania|uganda|south africa|nigeria|ghana|ethiopia|africa|asia|peru|brazil|mexico|colombia|bolivia|ecuador|guatemala|south america|latin america|central america)\b/,
      // Round seventeen (helper Y, second pass), NHS rabies and the WHO rabies map: any malaria-area
      // country (all have rabies) and the other rabies countries travellers visit (North Africa, Turkey,
      // Mexico, the Middle East, Russia and Central Asia), after any word placing the person there.
      new RegExp(
        String.raw`\b(?:in|from|at|to|around|visit\w*|holiday\w*|trip|travel\w*|returned|back|went|was|were|been|stayed|staying)\b (?:(?![.;!?]).){0,20}?\b(?:${MALARIA_PLACES}|china|beijing|shanghai|morocco|marrakech|marrakesh|agadir|egypt|cairo|hurghada|sharm(?: el[- ]sheikh)?|luxor|tunisia|algeria|turkey|istanbul|antalya|dalaman|bodrum|mexico|cancun|tulum|russia|ukraine|armenia|azerbaijan|kazakhstan|uzbekistan|kyrgyzstan|tajikistan|mongolia|iran|iraq|syria|oman|argentina|cuba)\b`,
      ),
    ],
  },
  deepWound: {
    label: 'a deep or gaping cut that may need closing',
    patterns: [
      /\bgaping\b|\bdeep (?:cut|wound|laceration)\b|\bneeds? stitches\b|\bwill not close\b|\blaceration\b|\bcut\b.{0,20}\b(?:to the bone|wide open|deep)\b/,
      // NHS cuts: edges that fall apart need closing ("gapes open when I move it", "a gash").
      /\bgap(?:es|ed)\b(?: (?:wide )?(?:open|apart))?|\b(?:edges?|sides?)\b.{0,20}\b(?:will not|do not|does not|cannot|would not|are not) (?:close|meet|stay (?:together|closed|shut)|come together|touch)\b|\b(?:cut|wound|slice|split)\b.{0,25}\b(?:falls? open|splits? open|opens? up|pulls? apart|comes? apart)\b|\bgash(?:ed)?\b|\bsplit (?:it |my \w+ |his \w+ |her \w+ )?(?:wide )?open\b|\bcan see (?:the )?(?:fat|bone|tendon|fatty|yellow fat|white)\b/,
      // Round seventeen (helper Y), NHS cuts and grazes (urgent treatment centre if the cut is deep,
      // wide or will not close): "3 cm long and deep", "quite deep", skin that stays open or is not
      // closing, fat seen inside, or needing stitches, glue or strips.
      /\b(?:cut|cuts|sliced|slashed|gashed|split|wound|laceration)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,40}?\b(?:quite|very|really|so|pretty|too|fairly|\d+ ?(?:cm|mm)) deep\b|\b\d+(?:\.\d+)? ?(?:cm|mm|centimet\w*|inch\w*)(?: long)?(?: and|,) deep\b|\b(?:wound|cut|gash)\b (?:is |are |was |stays? |keeps? |still |wide )*open(?:ing)?\b(?! (?:to|for|up|hours|now that|again at)\b)|\b(?:skin|wound|cut|gash)\b(?:(?![.;!?]).){0,25}?\b(?:not|will not|does not|cannot|won't) (?:clos\w*|stay(?:ing)? (?:closed|together|shut)|com(?:e|ing) together|join\w*)\b|\b(?:cut|wound|gash)\b(?:(?![.;!?]).){0,40}?\bkeeps? (?:opening|reopening|re-opening|splitting|coming open|gaping)\b|\b(?:see|seeing|saw|visible|showing|exposed)\b (?:some |the |a bit of )?(?:yellow(?:ish)? |white )?(?:fat|fatty|yellow|yellowish)(?: (?:stuff|bits?|tissue|layer|blobs?))? (?:inside|in (?:it|there|the (?:cut|wound|gash)))\b|\b(?:see|seeing|saw|visible|showing|exposed|poking out|sticking out)\b(?:(?![.;!?]).){0,20}?\b(?:yellow(?:ish)? )?fatty (?:stuff|tissue|bits?|layer|blobs?)\b|\bneeds? (?:some |a few |to (?:have|get) )?['"]?(?:stitch\w*|sutur\w*|glue\w*|steri[- ]?strips?|butterfly stitches)\b/,
    ],
  },
  // Round seventeen (helper Y), NHS "What should I do if I injure myself with a used needle?": a
  // needlestick or sharps injury from a used needle, or someone's blood splashed into the eyes, mouth
  // or a cut; not an unused, clean or one's own needle, nor a sewing needle or a pin.
  sharpsExposure: {
    label: 'a needlestick or sharps injury from a used needle, or blood splashed into the eyes or mouth',
    patterns: [
      /(?:(?<!\b(?:policy|policies|protocol|procedures?|training|guidance|guidelines?|leaflet|poster|course|module|preventing|prevent|avoid|avoiding|reduce|reducing|risk of|rates? of) (?:on |for |about |of |to |re |regarding )?(?:a |an |the |our )?)(?:\bneedle ?stick\w*|\bneedle[- ]?prick\w*|\bsharps? (?:injur\w*|incident|accident))(?!(?:(?![.;!?]).){0,60}?\b(?:polic(?:y|ies)|protocol|procedures?|training|guidance|guidelines?|for (?:students|staff|trainees)|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|several|a few|a couple of) years? ago|years ago|(?:tests?|bloods|results) (?:were |was |all |came back |came )*(?:negative|clear|fine|normal))\b)|\bcontaminated sharps?\b|\b(?:pricked|pricking|prick|stabbed|stuck|jabbed|jab|scratched|poked|spiked|cut|stepped on|stood on|trod on|injured)\b(?:(?![.;!?])(?!\b(?:not|no|never|without|sewing|knitting|embroidery|pin)\b).){0,40}?\b(?:used|dirty|discarded|contaminated|hollow[- ]bore|dropped|(?:some|any|a) (?:old )?(?:drug|heroin|junkie)'?s?|someone(?:'s| else'?s)|a patient'?s|(?:the|a) patient'?s) (?:\w+ ){0,2}(?:needles?|syringes?|sharps?|lancets?|scalpels?|blades?|cannulas?)\b|(?<!\bpins (?:and|&|n) )\b(?:needles?|syringes?)\b(?:(?![.;!?])(?!\b(?:not|no|never|without)\b).){0,40}?\b(?:after (?:taking blood|venepuncture|venipuncture|an? (?:injection|jab|blood test)|injecting|giving)|(?:from|out of) (?:a|the) (?:yellow |sharps |clinical |rubbish |waste )?(?:patient|bin|bin bag|park|street|ground|beach|floor)|(?:lying|left) (?:in|on|around)|in (?:the|a) (?:park|street|playground|sand))\b)(?!(?:(?![.;!?]).){0,40}\b(?:unused|clean|sterile|brand new|my own|his own|her own|their own|(?:didn'?t|did not|never|not) (?:touch|prick|pierce|break|go in|go into|get|hurt|stick)\w*)\b)(?<!\b(?:my own|his own|her own|their own|own insulin)\b(?:(?![.;!?]).){0,60})/,
      /\b(?:someone(?:'s| else'?s)|another person'?s|(?:the |a )?patient'?s|(?:his|her|their) (?:blood|body fluids?))\b(?:(?![.;!?]).){0,25}?\b(?:splash\w*|spray\w*|squirt\w*|spurt\w*|went|got) (?:\w+ )?(?:in|into|on) (?:to )?(?:my|his|her|their|the) (?:eyes?|mouth|face|open cut|cut|wound)\b|\b(?:blood|body fluids?)\b (?:splash|exposure|contamination) (?:to|in|into) (?:the |my |his |her |their )?(?:eyes?|mouth|mucosa|mucous membranes?|conjunctiva\w*)\b|\bmucocutaneous (?:exposure|splash)\b|\b(?:blood|body fluids?)\b(?:(?![.;!?])(?!\b(?:not|no|never|without)\b).){0,30}?\b(?:splash\w*|spray\w*|squirt\w*|spurt\w*) (?:\w+ )?(?:in|into|on) (?:to )?(?:my|his|her|their|the) (?:eyes?|mouth|open cut|cut|wound)\b/,
    ],
  },
  // Round seventeen (helper Y, second pass), NHS "injured with a used needle": a needle or syringe that
  // went into the skin, told without saying it was used ("stepped on a syringe", "got pricked by a
  // needle hidden in the leaves", "a needle in a bin bag went into my hand"), or NSI (needlestick
  // injury) in staff shorthand. Read with `sharpsSetting` (found litter, a bin, a ward or a patient);
  // not a sewing, clean, unused or one's own needle, nor a blood test, jab or acupuncture.
  needleInjuryPlain: {
    label: 'pricked, stuck or stabbed by a needle or syringe, or stepped on one',
    patterns: [
      /(?<!\b(?:sewing|knitting|embroidery|craft|clean|new|unused|sterile|own|acupuncture|tattoo|pine|cactus) )(?:\b(?:pricked|pricking|prick|stabbed|stuck|jabbed|spiked|poked|scratched|injured|stepped on|stood on|trod on|treaded on|knelt on|sat on|grabbed|picked up)\b(?:(?![.;!?])(?!\b(?:not|no|never|without|sewing|knitting|embroidery|pins?|clean|unused|new|sterile|own|cactus|thorn|rose)\b).){0,30}?\b(?:needles?|syringes?|sharps)\b|(?<!\bpins (?:and|&|n) )\b(?:needles?|syringes?|sharps)\b(?:(?![.;!?])(?!\b(?:not|no|never|without|didn'?t|did not|clean|unused|new|sterile|own)\b).){0,40}?\b(?:went|gone|go|goes|stuck|poked|pricked|stabbed|jabbed|pierced|scratched|spiked)\b (?:right |straight )?(?:(?:in(?:to)?|through) (?:my|his|her|their|the|me|him|them|your)\b|me\b|my\b|his\b|her\b|him\b)|\bnsi\b)(?!(?:(?![.;!?]).){0,40}\b(?:unused|clean|sterile|brand new|my own|his own|her own|their own|blood tests?|bloods|vaccin\w*|flu jab|jab|injection|acupuncture|tattoo|piercing)\b)(?<!\b(?:jab|jabs|vaccin\w*|blood tests?|bloods taken|injections?|cannula|drip|acupuncture|tattoo\w*|piercing|botox|filler|insulin|my own|sewing|knitting)\b(?:(?![.;!?]).){0,100})/,
    ],
  },
  sharpsSetting: {
    label: 'a needle found in litter, a bin or a public place, or at work on a ward or with a patient',
    background: true,
    patterns: [
      /\b(?:beach|park|playground|street|pavement|alley\w*|footpath|path|grass|leaves|sand|bush\w*|hedge|litter\w*|rubbish|bin ?bags?|black bags?|rubbish bags?|bins?|bin ?m[ae]n|skip|trash|garbage|refuse|recycling|waste|clinical waste|laundry|linen|bedding|pocket|toilets?|loo|public|hidden|discarded|lying (?:around|about|on|in)|left (?:on|in|lying)|found|dumped|drug|drugs|junkie|heroin|user|ward|patient'?s?|hospital|clinic|care home|nursing home|hca|nurse|cleaner|cleaning|carer|paramedic|porter|phlebotom\w*|dentist|dental|sharps bin|yellow bin|occupational health|at work|on shift|nsi)\b/,
    ],
  },
  eyeInjury: {
    label: 'an eye injury, chemical or something in the eye',
    patterns: [
      /\b(?:poked|scratched|hit|injur\w*|chemical\w*|bleach|splash\w*)\b.{0,25}\beyes?\b|\beyes?\b.{0,25}\b(?:foreign body|scratch\w*|injur\w*|chemical)\b|\bsomething in (?:my |his |her )?eye\b|\bforeign body\b/,
      // Round twenty-three: something that flew, blew or flicked into the eye (NHS eye injuries: see
      // a clinician today if it does not wash out); not one that came out or washed out and is fine.
      /\b(?:something|a bit of \w+|a piece of \w+|a speck of \w+|a chip of \w+|bits? of \w+|grit|dust|sand|dirt|metal|a fly|an insect|a bug|a midge|wood|glass|a splinter|sawdust|debris|swarf|rust|a spark|sparks)\b (?:\w+ )?(?:flew|flown|flying|blew|blown|flicked|shot|spat|sprayed|pinged|went|gone|got|fell) (?:right |straight |up )?(?:in|into|in to) (?:my|his|her|their|the|one|your) (?:left |right )?eye\b(?!(?:(?![.;!?]).){0,60}\b(?:came out|washed (?:it )?out|blinked (?:it )?out|rinsed (?:it )?out|got it out|fished it out)\b(?:(?![.;!?]).){0,30}\b(?:fine|ok|okay|better|normal|no problems?)\b)/,
      // Round ten (helper C): a ball, fist, elbow or cork to the eye.
      /\b(?:ball|fist|elbow|punch(?:ed)?|knee|headbutt\w*|cork|stick|branch|twig|stone|rock|pellet|paintball|firework)\b (?:[\w']+ ){0,3}?(?:in|to|into|on|at) (?:the|my|his|her|their|one) (?:left |right )?eyes?\b|\b(?:punched|elbowed|kneed|kicked|headbutted|struck|smacked|whacked|thumped|caught) (?:[\w']+ ){0,2}?in (?:the|my|his|her|their) (?:left |right )?eyes?\b|\b(?:trauma|injury|blow|knock) (?:to|of|on) (?:the |my |his |her |their )?(?:left |right )?eyes?\b|\bhyph\w*ma\b|\beyes? (?:was |were |got |has been |had been )?(?:hit|struck|poked|punched|elbowed|whacked|smacked|kicked)\b/,
    ],
  },
  // Round ten (helper C), NHS eye injuries: A&E when the injury comes with blood inside the eye (in
  // front of the coloured part: hyphaema), a change in the sight (a shadow, blurring, cannot see out of
  // it) or something that hit the eye at high speed (a power tool, a lawnmower, hammering metal:
  // `eyeHighSpeed`). Blood in the white of the eye is not read here.
  eyeInjuryDanger: {
    label: 'after an eye injury: blood inside the eye, a shadow or change in the sight',
    patterns: [
      /\bhyph\w*ma\b|\bblood\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,20}?\b(?:in|inside|filling|covering|over|pooling in|pooled in|behind|at the bottom of|across) (?:the )?(?:front|front part|bottom|coloured part|colored part|middle|inside)? ?(?:of )?(?:my |his |her |their |the )?(?:left |right )?(?:eye|eyeball|iris|pupil)s?\b|\b(?:eye|eyeball|iris|pupil)\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,15}?\b(?:full of|filling with|filled with|filling up with) blood\b/,
      // Round ten misfires (helper G): not blurring that lasted a minute or is fine now, nor blurring from
      // watering, shampoo or broken glasses.
      /(?<!\bglasses (?:are |were |got |have been )?(?:broken|smashed|lost|off|bent|cracked)\b(?:(?![.;!?]).)*)(?:\b(?:see|seeing|there is|there's|got|have) (?:a |some |this )?(?:shadow|curtain|dark patch|black patch|veil|dark shape)\b|\b(?:cannot|can not|could not|can barely|can hardly|unable to) see (?:properly |clearly |anything |much |well )?(?:out of|with|through|from) (?:my |his |her |the |that |this |one )?(?:left |right |injured |bad |hurt )?eye\b|\b(?:cannot|can not|could not|can barely|can hardly|unable to) see (?:properly|clearly|anything|much|well|straight)\b|\b(?:va|visual acuity) (?:is |was )?(?:reduced|down|worse|decreased|6\/(?:1[2-9]|[2-9]\d))|\b(?:vision|sight|everything)\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,20}?\b(?:blurr?\w*|misty|foggy|cloudy|hazy|dim\w*|darker|gone dark|gone|worse|reduced|changed|funny|double)\b|\b(?:blurr?\w*|blurry|fuzzy|double|misty|cloudy|hazy|dim|reduced|patchy) (?:vision|sight)\b|\bseeing double\b|\bdiplopia\b)(?!(?!(?:(?![.;!?]).)*?\b(?:still|worse|again)\b)(?:(?![.;!?])(?!\b(?:not|no|never|still)\b).){0,40}?\b(?:for (?:a |one )?(?:minute|second|moment|min|sec)|for (?:a )?(?:few |couple of )?(?:seconds|minutes|secs|mins)|(?:now|all) fine|fine now|(?:now |has |it )?(?:cleared|gone back to normal|back to normal)|(?:from|because of|due to) (?:the |all the |my )?(?:watering|tears|shampoo|soap|eye drops|glasses)|glasses (?:are |were |got |have been )?(?:broken|smashed|lost|off|bent|cracked))\b)/,
    ],
  },
  eyeHighSpeed: {
    label: 'something that hit the eye at high speed (a power tool, a lawnmower, hammering metal)',
    patterns: [
      /\b(?:grind\w*|angle grinder|hammer\w*|chisel\w*|strimm\w*|lawn ?mower|mowing|power tool|drill\w*|nail gun|air ?gun|air rifle|bb gun|pellet gun|metal|shard|shrapnel|splinter of metal|fragment)\b(?:(?![.;!?]).){0,60}?\b(?:flew|shot|fired|pinged|flicked|struck|hit|went|came off|flying)\b (?:[\w']+ ){0,2}?(?:in|into|straight into|right into|at) (?:my|his|her|their|the|one) (?:left |right )?eyes?\b|\b(?:flew|shot|fired|pinged|flicked|flying)\b (?:[\w']+ ){0,2}?(?:in|into|straight into|right into) (?:my|his|her|their|the|one) (?:left |right )?eyes?\b(?:(?![.;!?]).){0,60}?\b(?:grind\w*|angle grinder|hammer\w*|chisel\w*|strimm\w*|lawn ?mower|mowing|power tool|drill\w*|nail gun|metal)\b/,
    ],
  },
  // A strong acid or alkali in the eye (oven or drain cleaner, caustic soda, ammonia, cement, a
  // washing capsule, battery acid): an alkali burn can blind within hours, so it is an emergency
  // (NHS eye injuries: chemical in the eye, A&E after rinsing; RCOphth: alkali burns are
  // ophthalmic emergencies). Milder chemicals (dilute bleach, a cleaning spray) stay with the
  // same-day eye-injury rule; soap or shampoo that stings is neither.
  chemicalEye: {
    label:
      'a strong acid or alkali (oven or drain cleaner, caustic soda, cement, a washing capsule) in the eye',
    patterns: [
      /\b(?:(?:strong |battery |car battery |sulph?uric |hydrochloric |hydrofluoric |nitric )?acid(?! reflux| indigestion)|alkali\w*|caustic(?: soda)?|lye|sodium hydroxide|potassium hydroxide|ammonia|oven cleaner|drain (?:cleaner|unblocker|opener)|limescale remover|toilet (?:cleaner|descaler)|degreaser|paint stripper|cement|mortar|wet concrete|quick ?lime|(?:washing|laundry|dishwasher|detergent) (?:capsule|pod|tablet|liquitab)s?|liquitabs?|hair relaxer|battery fluid)\b(?:(?![.;!?]).){0,40}?\b(?:in|into|on|at|onto|hit|went in|got in) (?:to )?(?:my |his |her |their |the |both |one |an |a |your )?(?:left |right |both |l |r )?eyes?\b|\beyes?\b(?:(?![.;!?]).){0,30}?\b(?:(?:strong |battery |car battery |sulph?uric |hydrochloric |hydrofluoric |nitric )?acid(?! reflux| indigestion)|alkali\w*|caustic(?: soda)?|lye|sodium hydroxide|potassium hydroxide|ammonia|oven cleaner|drain (?:cleaner|unblocker|opener)|limescale remover|toilet (?:cleaner|descaler)|degreaser|paint stripper|cement|mortar|wet concrete|quick ?lime|(?:washing|laundry|dishwasher|detergent) (?:capsule|pod|tablet|liquitab)s?|liquitabs?|hair relaxer|battery fluid)\b/,
      // Round seventeen (helper W), NHS eye injuries (A&E after chemical exposure): wider names
      // (concrete mix, lime, wet plaster, neat bleach, pool chemicals) with a longer gap, and the
      // product told by the job ("cleaning the oven, the spray splashed in my eye").
      /\b(?:oven (?:cleaner|spray)|drain (?:cleaner|unblocker|opener)|(?<!\b(?:diluted|dilute|weak|watered down|watered-down) )bleach|domestos|(?:wet |fresh )?(?:cement|concrete|mortar|beton)(?: mix(?:ture)?| dust| powder)?|(?:quick|hydrated|builders?|slaked) ?lime|lime (?:powder|mortar|plaster|wash)|(?:wet |fresh )?plaster (?:dust|powder|mix)|wet plaster|grout|caustic(?: soda)?|lye|(?:battery |strong )?acid(?! reflux| indigestion| drops| peel)|alkali\w*|ammonia|chlorine|pool (?:chemicals?|shock)|descaler|limescale remover|toilet cleaner|paint stripper|degreaser)\b(?:(?![.;!?]).){0,60}?\b(?:in|into|went in(?:to)?|got in(?:to)?|splash\w*(?: in| into)?|spray\w*(?: in| into)?|squirt\w*(?: in| into)?) (?:to )?(?:both |one of |either of )?(?:my |his |her |their |the |both |one |an? |your )?(?:[a-z]+'s )?(?:left |right |both |l |r )?eyes?\b|\b(?:cleaning|clean(?:ed)?|unblocking|unblock(?:ed)?|descaling|descale[d]?) (?:the |my |our |a )?(?:oven|drains?|sink|toilet|grill|bbq|barbecue|kettle)\b(?:(?![.;!?]).){0,60}?\b(?:splash\w*|spray\w*|squirt\w*|spat|flew|went|got|shot|bounced)\b(?:(?![.;!?]).){0,20}?\b(?:in|into) (?:to )?(?:both |one of )?(?:my |his |her |their |the |both |one |an? )?(?:[a-z]+'s )?(?:left |right )?eyes?\b/,
    ],
  },
  flankPain: {
    label: 'loin or flank pain, or pain from the back to the groin in waves',
    patterns: [
      /\b(?:loin|flank|kidney)\b.{0,20}\b(?:pain(?!less)\w*|ache|hurt\w*|tender\w*)\b|\b(?:pain(?!less)\w*|ache)\b.{0,10}\b(?:in|on) (?:my |the )?(?:loin|flank|kidney)\b|\b(?:pain(?!less)\w*|ache\w*|hurt\w*)\b.{0,15}\b(?:my |the )?(?:lower )?back on one side\b|\bone side of (?:my |the )?(?:lower )?back\b|\bback\b.{0,15}\b(?:just )?(?:under|below) (?:the |my )?ribs\b|\b(?:under|below) (?:the |my )?ribs? (?:at|on|in) (?:the |my )?back\b/,
      /\bloin[- ]to[- ]groin\b|\bback\b.{0,40}\b(?:down|to|into) (?:my |the )?groin\b|\b(?:comes|coming) in waves\b|\bcolick?y\b|\brenal colic\b|\bkidney stones?\b/,
      // Round thirteen (helper Q), NHS kidney infection (pain in the side, lower back or around the
      // genitals): a pain or ache in one side "going round to the back", "through to my back". Not the
      // side of the chest, neck or head.
      /\b(?:pain(?!less)\w*|ache\w*|aching|hurt\w*|sore(?:ness)?|discomfort)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without)\b).){0,30}?\b(?:in|on|down) (?:my |the |his |her |their )?(?:right |left |one )?side\b(?! of (?:my |the |his |her |their )?(?:chest|neck|head|face|ribs))(?: of (?:my |the |his |her |their )?(?:tummy|belly|stomach|abdomen))?(?:(?![.;!?])(?!\b(?:no|not|never|nor|without)\b).){0,30}?\b(?:round|around|through|into|towards?|to|radiat\w* to) (?:the |my |his |her |their )?(?:lower )?back\b|\b(?:right|left|one) side\b(?! of (?:my |the |his |her |their )?(?:chest|neck|head|face))(?:(?![.;!?]).){0,20}?\b(?:pain(?!less)\w*|ache\w*|aching|hurt\w*)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without)\b).){0,20}?\b(?:round|around|through|into|towards?|radiat\w* to) (?:the |my |his |her |their )?(?:lower )?back\b/,
    ],
  },
  dysuria: {
    label: 'burning, stinging or pain passing urine, or a urine infection',
    patterns: [
      /\b(?:wee|pee|urine|peeing|weeing)\b.{0,10}\b(?:burns|stings|hurts|burning|stinging)\b|\b(?:stings?|stinging|burns?|burning|hurts?|pain(?!less)\w*|sore) (?:when|as|while|on) (?:i |he |she )?(?:pee|wee|urinat)\w*|\bcystitis\b|\b(?:urine|water|bladder) infection\b|\buti\b|\burinary tract infection\b|\bdysuria\b|\bpain(?:ful)? (?:when )?(?:peeing|urinating|urination|weeing)\b|\b(?:peeing|weeing) (?:hurts|burns|stings)\b|\b(?:burning|stinging|painful|sore) (?:pee|wee|urine|urination|peeing|weeing)\b/,
      // Round thirteen (helper Q), NHS urinary tract infections: it burns, stings or hurts "when I pass
      // water", "passing water stings".
      /\b(?:stings?|stinging|burns?|burning|hurts?|pain(?!less)\w*|sore|smarts?|scalds?|scalding) (?:(?:when|as|while|on|after) (?:i |he |she |they )?(?:pass|passes|passing|passed)|passing) (?:water|urine|wee)\b|\b(?:passing|pass) (?:water|urine) (?:burns|stings|hurts|scalds|is (?:painful|sore|burning|stinging))\b|\b(?:pain(?:ful)?|burning|stinging|discomfort) (?:on |when )?passing (?:water|urine)\b/,
      // Round thirteen (helper Q), NICE NG224 (a young child's dysuria shows as crying or distress when
      // passing urine): "cries when he wees", "screams every time she pees".
      /\b(?:cr(?:y|ies|ying|ied)|scream\w*|wail\w*|winc\w*|grimac\w*|whimper\w*|flinch\w*|strain\w* and cr\w*)\b (?:(?:when|as|while|whenever|after) (?:he |she |they )?|every time (?:he |she |they )?)(?:pee|wee|urinat|pass(?:es)? (?:water|urine)|does a (?:wee|pee))\w*/,
    ],
  },
  // Round ten (helper C), NHS urinary tract infections: with a UTI, feeling hot and shivery or shaking
  // with cold (rigors) sends to an urgent GP or 111. Lay words for rigors: shaking or shivering that
  // will not stop, teeth chattering, hot and cold, cannot get warm. Read only with urine symptoms.
  // Round ten misfires (helper G): not shivering in a cold house, from the cold, in the rain or after a
  // swim.
  rigorsLay: {
    label: 'shaking or shivering that will not stop, teeth chattering, or feeling hot and cold (rigors)',
    patterns: [
      /(?<!\b(?:in the (?:house|flat|rain|snow|wind|sea|pool|cold)|(?:from|because of) the (?:cold|weather)|(?:it is|it's|its|it was|the house is|the house was|the heating is|the heating was) (?:\w+ )?(?:cold|freezing|off|broken)|after (?:a |my |the )?(?:swim\w*|cold shower|cold bath|ice bath|cycling|cycle|run|walk|dip)|cold (?:house|flat|room|weather|water|shower|outside)|outside in)\b(?:(?![.;!?]).)*)(?:\b(?:cannot|can not|could not|will not|unable to) stop (?:shaking|shivering|trembling)\b|\b(?:shaking|shivering|trembling|shivers|shakes)\b (?:(?:so |really |very )?(?:uncontrollably|violently|all over|like a leaf|non-?stop|badly))\b|\buncontrollabl[ey] (?:shaking|shivering|shaky|shivery|shivers|shakes)\b|\bteeth (?:are |were |keep |kept |started |start )?chattering\b|\bcannot get warm\b)(?!(?:(?![.;!?]).)*?\b(?:in the (?:house|flat|rain|snow|wind|sea|pool|cold)|(?:from|because of) the (?:cold|weather)|(?:it is|it's|its|it was|the house is|the house was|the heating is|the heating was) (?:\w+ )?(?:cold|freezing|off|broken)|after (?:a |my |the )?(?:swim\w*|cold shower|cold bath|ice bath|cycling|cycle|run|walk|dip)|cold (?:house|flat|room|weather|water|shower|outside)|outside in)\b)/,
      /(?<!\b(?:in the (?:house|flat|rain|snow|wind|sea|pool|cold)|(?:from|because of) the (?:cold|weather)|(?:it is|it's|its|it was|the house is|the house was|the heating is|the heating was) (?:\w+ )?(?:cold|freezing|off|broken)|after (?:a |my |the )?(?:swim\w*|cold shower|cold bath|ice bath|cycling|cycle|run|walk|dip)|cold (?:house|flat|room|weather|water|shower|outside)|outside in)\b(?:(?![.;!?]).)*)(?:\b(?:shaking|shivering|shivers|shakes|trembling)\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,40}?\b(?:(?:feel\w*|felt|am|is|so|really|very|freezing) )?(?:cold|freezing)\b(?! (?:weather|outside|water|sore|drink))|\b(?:feel\w*|felt|freezing) (?:really |very |so )?cold\b(?:(?![.;!?]).){0,40}?\b(?:shaking|shivering|shivers|shakes|trembling)\b)(?!(?:(?![.;!?]).)*?\b(?:in the (?:house|flat|rain|snow|wind|sea|pool|cold)|(?:from|because of) the (?:cold|weather)|(?:it is|it's|its|it was|the house is|the house was|the heating is|the heating was) (?:\w+ )?(?:cold|freezing|off|broken)|after (?:a |my |the )?(?:swim\w*|cold shower|cold bath|ice bath|cycling|cycle|run|walk|dip)|cold (?:house|flat|room|weather|water|shower|outside)|outside in)\b)/,
      /(?<!\b(?:in the (?:house|flat|rain|snow|wind|sea|pool|cold)|(?:from|because of) the (?:cold|weather)|(?:it is|it's|its|it was|the house is|the house was|the heating is|the heating was) (?:\w+ )?(?:cold|freezing|off|broken)|after (?:a |my |the )?(?:swim\w*|cold shower|cold bath|ice bath|cycling|cycle|run|walk|dip)|cold (?:house|flat|room|weather|water|shower|outside)|outside in)\b(?:(?![.;!?]).)*)(?:\b(?:feel\w*|felt|going|gone|been|am|is|was|getting|gets|get|i'm|all|really|very) hot and cold\b|\bhot and cold (?:sweats|flushes|spells|shivers)\b|(?:^|, )hot and cold\b(?! (?:drinks?|food|water|taps?|things)))(?!(?:(?![.;!?]).)*?\b(?:in the (?:house|flat|rain|snow|wind|sea|pool|cold)|(?:from|because of) the (?:cold|weather)|(?:it is|it's|its|it was|the house is|the house was|the heating is|the heating was) (?:\w+ )?(?:cold|freezing|off|broken)|after (?:a |my |the )?(?:swim\w*|cold shower|cold bath|ice bath|cycling|cycle|run|walk|dip)|cold (?:house|flat|room|weather|water|shower|outside)|outside in)\b)/,
    ],
  },
  // Round ten misfires (helper G): not smelly or cloudy pee after asparagus, after the gym or from not
  // drinking enough.
  urineInfectionLay: {
    label: 'cloudy or smelly urine',
    patterns: [
      /(?<!\b(?:asparagus|vitamins?|multivitamins?)\b(?:(?![.;!?]).){0,40})(?:\b(?:pee|wee|urine|piss)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,25}?\b(?:cloudy|smell\w*|stink\w*|pong\w*|foul|murky|whiffy|offensive)\b|\b(?:cloudy|smelly|stinky|strong[- ]smelling|foul[- ]smelling|bad[- ]smelling|murky|offensive|whiffy)\b (?:\w+ )?(?:pee|wee|urine)\b)(?!(?:(?![.;!?]).){0,40}?\b(?:asparagus|from not drinking|not drinking enough|dehydrat\w*|vitamins?|b12|multivitamins?|after (?:the |a |my )?(?:gym|workout|run|exercise|training|football|match))\b)/,
      // Round thirteen (helper Q), NICE NG224 (UTI in under 16s: offensive urine is a sign; test the
      // urine of a child with a fever and no clear source): a nappy or wet nappies that smell strong,
      // stink or are "fishy" ("his nappy smell very strong", "strong-smelling wet nappies"). Not a
      // dirty or poo nappy, diarrhoea or teething.
      /(?<!\b(?:poo\w*|poop\w*|dirty|soiled)\b(?:(?![.;!?]).){0,15})\b(?:wet )?(?:nappy|nappies|diapers?)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor)\b).){0,20}?\b(?:smell\w*|stink\w*|pong\w*|whiff\w*|reek\w*|fishy|foul|offensive|strong[- ]smelling|smelly|stinky)\b(?!(?:(?![.;!?]).){0,30}\b(?:poo\w*|poop\w*|stools?|bowel\w*|dirty|diarrh\w*|runny|teething)\b)|\b(?:smelly|stinky|strong[- ]smelling|foul[- ]smelling|fishy[- ]smelling|offensive|whiffy) (?:wet )?(?:nappy|nappies|diapers?)\b(?!(?:(?![.;!?]).){0,30}\b(?:poo\w*|poop\w*|stools?|bowel\w*|dirty|diarrh\w*|runny|teething)\b)/,
    ],
  },
  kidneyStone: {
    label: 'kidney stone or renal colic named',
    patterns: [/\bkidney stones?\b|\brenal colic\b|\bureteric (?:colic|stones?)\b|\bloin[- ]to[- ]groin\b/],
  },
  urinarySymptoms: {
    label: 'burning or pain passing urine, or blood in the urine',
    patterns: [
      /\b(?:stings?|stinging|burns?|hurts?) (?:when|as) (?:i |he |she )?(?:pee|wee|urinat)\w*|\bcystitis\b|\b(?:urine|water|bladder) infection\b|\buti\b|\burinary tract infection\b/,
      /\bdysuria\b|\bburning (?:when|on|while) (?:i )?(?:pee|urinat\w*|wee)\w*|\bpain(?:ful)? (?:when )?(?:peeing|urinating|urination)\b|\bhematuria\b|\bblood in (?:my |the )?(?:urine|pee)\b|\b(?:pink|pinkish|red|bloody) (?:pee|urine)\b|\b(?:pee|urine) (?:looks |is )?(?:pink|pinkish|red|bloody)\b/,
    ],
  },
  shinglesNearEye: {
    label: 'shingles or blisters on the forehead, nose or near the eye',
    patterns: [
      /\b(?:shingles|vesic\w*|blister\w*|zoster)\b(?:(?!\b(?:not|no|never|lips?|mouth)\b).){0,60}\b(?:eye|forehead|nose|eyelid|eyebrow)\b|\bhutchinson\b|\bophthalmic (?:shingles|zoster|division)\b|\b(?:vesic\w*|rash|shingles|zoster)\b.{0,20}\bv1\b/,
    ],
  },
  croup: {
    label: 'barking cough (croup)',
    patterns: [
      /\bbark\w* cough\b|\bcroup\w*|\bseal[- ]like cough\b|\bcough\w* like a seal\b/,
      // "barking seal cough", "seal cough", "coughing like a sea lion", "sounds like a seal".
      /\bbark\w* (?:\w+ ){1,2}cough\b|\bseal(?:[- ]?like|y)? (?:\w+ )?cough\w*|\bcough\w*\b.{0,20}\blike (?:a |an )?(?:seal|sea lion|barking dog|dog barking)\b|\b(?:sounds?|sounding|noise|bark\w*) like a (?:seal|sea lion)\b/,
      // Round twenty-one (dev-probes-17): noisy breathing in only when upset is mild croup (NICE CKS),
      // which `stridor` leaves to this.
      /\b(?:when|while|if|whenever) (?:he|she|they|the baby) (?:gets|get|is|are) (?:upset|crying|agitated|distressed|worked up)\b(?:(?![.;!?]).){0,40}?\b(?:noisy|high[- ]pitched|squeaky|harsh|crowing|whistling|raspy|stridor)\b|\b(?:stridor|(?:noisy|high[- ]pitched|squeaky|harsh|crowing|whistling|raspy) (?:breathing|noise|sound))\b(?:(?![.;!?]).){0,40}?\bonly (?:when|while|with|on) (?:(?:he|she|they) (?:is |are |gets |get )?)?(?:crying|cries|upset|agitated|distressed)\b/,
    ],
  },
  // Round ten (helper B), NHS croup and NICE CKS croup: noisy breathing in (stridor) when the child
  // is resting or calm is moderate to severe croup, a 999 call. Read only with a barking cough.
  // Round ten misfires (helper G): not a wheeze (not stridor), nor a snuffly sound from a blocked nose.
  noisyBreathingAtRest: {
    label: 'noisy or high-pitched breathing in while resting, calm or asleep',
    patterns: [
      /(?<!\b(?:snuffly|snuffling|sniffly|snorty|snorting|snoring|snotty|bubbly|gurgly|gurgling|rattly|rattling) )\b(?:nois\w*|sound|whistl\w*|squeak\w*|rasp\w*|crow\w*|harsh|stridor|high[- ]pitched)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without|fine|ok|okay|normal|better|stops?|stopped|settles|goes|went|gone|disappears?|only|but)\b).){0,40}?\b(?:(?:even )?(?:when|while|whilst|if) (?:(?:he|she|they|it)(?:'s|'re)? |the baby |the child )?(?:is |are |was |were )?(?:resting|at rest|calm|calmed down|settled|sitting (?:still|quietly)|lying (?:still|down|quietly)|still|quiet|asleep|sleeping|not crying|not upset|relaxed)|even (?:at rest|resting|asleep|sleeping|in (?:his|her|their) sleep|sitting still|lying still)|at rest)\b(?!(?:(?![.;!?]).)*?\b(?:from|because of|due to) (?:his |her |their |a |the )?(?:blocked|stuffy|snotty|runny|bunged up) nose\b)/,
    ],
  },
  travelFever: {
    label: 'back from a malaria area or abroad',
    background: true,
    patterns: [
      /\b(?:returned|came back|back|travel\w*|been|trip|visit\w*)\b.{0,25}\b(?:africa|nigeria|ghana|kenya|uganda|tanzania|malawi|congo|sierra leone|india|pakistan|bangladesh|papua|amazon|tropics|tropical|abroad|overseas|malaria)\b/,
      // Malaria-area cities and countries, and antimalarials (only taken for travel to a malaria area).
      /\b(?:returned|came back|come back|got back|back|travel\w*|been|trip|visit\w*|flew|flown|holiday)\b.{0,30}\b(?:lagos|abuja|kano|accra|kumasi|nairobi|mombasa|kampala|entebbe|dar es salaam|zanzibar|lilongwe|blantyre|lusaka|kinshasa|freetown|conakry|monrovia|abidjan|ivory coast|cote d'?ivoire|cameroon|douala|yaounde|senegal|dakar|gambia|banjul|guinea|liberia|mali|burkina|benin|togo|niger|chad|sudan|ethiopia|somalia|mozambique|maputo|zambia|zimbabwe|angola|luanda|madagascar|rwanda|burundi|sub[- ]saharan|west africa|east africa|central africa|solomon islands|guyana)\b/,
      /\b(?:malaria (?:tablets?|pills?|meds|medicines?|medication|prophylaxis|prevention)|anti-?malarials?|malarone|atovaquone|mefloquine|lariam|chloroquine|proguanil)\b/,
      // Round seventeen (helper Y), NHS malaria, dengue and typhoid: South and Southeast Asia and
      // South America too ("returned from Bali", "visiting family in Lahore", "we were in Vietnam"),
      // told as past travel; not a trip being planned, nor one years ago.
      /(?<!\b(?:planning|plan|planned|booked|booking|want|next|future|upcoming|going on) (?:a |an |our |my |the |to )?)\b(?:returned|returning|return|came back|come back|coming back|got back|get back|back|been|went|were|was|stayed|travell?ed|trip|visit\w*|flew|flown|holiday\w*|vacation|arrived|arrive|home)\b(?:(?![.;!?])(?!\b(?:going|planning|plan|planned|booked|booking|will|next|tomorrow|soon|before)\b).){0,40}?\b(?:sri lanka|nepal|kathmandu|colombo|delhi|mumbai|bombay|goa|kerala|chennai|kolkata|calcutta|bangalore|bengaluru|hyderabad|punjab|lahore|karachi|islamabad|rawalpindi|mirpur|peshawar|dhaka|sylhet|chittagong|thailand|bangkok|phuket|chiang mai|vietnam|hanoi|ho chi minh|saigon|cambodia|phnom penh|siem reap|laos|myanmar|burma|indonesia|bali|lombok|jakarta|java|sumatra|borneo|philippines|manila|malaysia|kuala lumpur|singapore|brazil|peru|colombia|venezuela|ecuador|bolivia|suriname|french guiana|manaus|haiti|gabon|eritrea|south sudan|south ?east asia|south asia|south america|central america)\b(?!(?:(?![.;!?]).){0,30}\b(?:next (?:week|month|year)|tomorrow|soon|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|several|a few|a couple of) years? ago|years ago)\b)/,
      // Round seventeen (helper Y, second pass), NHS malaria and CDC malaria maps: any malaria-risk
      // country or city by name after being there ("was in India for a wedding", "I was in Sierra
      // Leone for work till 2 weeks ago", "been in Kampala"), or named before the return ("Uganda trip,
      // back on Monday"); not a birthplace, a trip being planned, or one years ago.
      new RegExp(
        String.raw`\b(?:(?<!\b(?:planning|plan|planned|booked|booking|want|next|future|upcoming|going on) (?:a |an |our |my |the |to )?)\b(?:returned|returning|came back|come back|coming back|got back|get back|back|(?:came|come|got|coming) home|home from|been|went|were|was|stayed|staying|spent|spending|travell?ed|trip|visit\w*|flew|flown|holiday\w*|vacation|arrived|arrive|landed|flight|(?:work\w*|wrkd|volunteer\w*) (?:(?:out|over|away) )?in)\b(?:(?![.;!?])(?!\b(?:going|planning|plan|planned|booked|booking|will|next|tomorrow|soon|before|born|grew|raised|originally|live|lives|living)\b).){0,40}?\b${MALARIA_PLACES}\b|\b${MALARIA_PLACES}\b(?:(?![.;!?])(?!\b(?:going|planning|next|will|tomorrow|soon)\b).){0,40}?\b(?:came back|come back|got back|(?:back|home) (?:home|since|on|last|in|from|for)|returned|flew (?:home|back)|landed|(?:till?|until|up to) (?:\d+|a|an|one|two|three|four|five|six|last|this|yesterday)\b))(?!(?:(?![.;!?]).){0,30}\b(?:next (?:week|month|year)|tomorrow|soon|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|several|a few|a couple of) years? ago|years ago)\b)`,
      ),
    ],
  },
  asthmaFlare: {
    label:
      'asthma getting worse, needing the reliever every 4 hours or more often, or an asthma attack that needed many puffs',
    patterns: [
      /\b(?:using|needing|needs|need|taking|on) (?:my |his |her |the )?(?:blue |reliever )?(?:inhaler|puffer|ventolin|salbutamol|albuterol)\b.{0,25}\b(?:more|a lot|lots|loads|more often|more than usual|all the time|constantly|every (?:hour|couple of hours|few hours))\b|\b(?:inhaler|puffer)\b.{0,20}\b(?:only (?:helps|helping|works|lasts)|wearing off|not lasting|helps a (?:bit|little))\b|\basthma\b.{0,30}\b(?:not settling|not (?:getting )?better|getting worse|worse than usual|acting up|kicking off)\b/,
      /\b(?:inhaler|puffer|reliever|ventolin|albuterol|salbutamol)\b.{0,30}\bevery (?:[1-4]|one|two|three|four)(?: (?:or|to) (?:[1-4]|two|three|four))? ?(?:hours?|hrs?)\b|\basthma\w*\b.{0,20}\b(?:worse|flar\w*|playing up|bad|not controlled|uncontrolled|rubbish|awful|terrible|poor)\b|\b(?:worse|flare of) asthma\b/,
      /\bpeak flow\b.{0,30}\b[5-7]\d ?%|\bincreased (?:use of )?(?:reliever|inhaler|blue inhaler|puffer)\w*/,
      // NHS asthma attacks: an attack that needed many puffs, even if it eased, needs a same-day review.
      /\basthma (?:attack|episode|exacerbation)\b|\b(?:attack of|exacerbation of) asthma\b|\b(?:[4-9]|1[0-9]|four|five|six|seven|eight|nine|ten|twelve|loads of|lots of) puffs\b/,
    ],
  },
  suddenHearingLoss: {
    label: 'sudden hearing loss',
    patterns: [
      /\bsudden\w*\b.{0,25}\b(?:hearing loss|deaf\w*|loss of hearing|lost (?:my |the )?hearing|cannot hear|snhl)\b|\bssnhl\b/,
      // Gone deaf in one ear overnight or "just like that" (Irish "I'm after going deaf"), not slowly.
      /(?:\b(?:gone|going|went|goin|turned|after going) (?:completely |totally |stone )?deaf (?:in|on) (?:my |me |his |her |their |the )?(?:left|right|one|1) (?:ear|side)\b|\b(?:went|after going) (?:completely |totally |stone )?deaf\b)(?!.{0,60}\b(?:gradual\w*|slowly|over (?:the )?(?:years|months|past (?:year|few)|last (?:year|few))|for (?:years|months)|with age|getting older|as (?:i|he|she) (?:get|got)s? older)\b)/,
      /\b(?:woke|woken|waking|wakened|wake) up\b.{0,50}\b(?:deaf|cannot hear|could not hear|lost (?:all )?(?:my |the )?hearing|no hearing|hearing (?:had |has )?(?:gone|went))\b|\b(?:lost (?:all )?(?:the |my )?hearing|hearing (?:has |just )?(?:gone|went)|deaf) (?:in|on|out of) (?:my |me |his |her |their |the )?(?:left|right|one|1) (?:ear|side)\b.{0,40}\b(?:just like that|overnight|out of (?:nowhere|the blue)|all of a sudden|in (?:a|one) (?:moment|second|minute)|this morning|today|last night)\b/,
      // Round sixteen (helper V), NICE NG98 (sudden onset hearing loss within 30 days: urgent referral):
      // clinicians' shorthand ("woke with L hearing loss", "acute onset R SNHL", "new unilateral hearing
      // loss"), not a hearing loss that is old, gradual or long-standing.
      /\b(?:woke|woken|waking|wakes|wake)\b (?:up )?(?:(?:yesterday|today|this morning|last night|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:a|one|two|three|\d) days? ago)(?: morning)? )?(?:with|to|and noticed|and found|having) (?:a |an )?(?:(?:left|right|l|r|unilateral|one[- ]sided|sudden|complete|total|profound|marked|reduced|muffled) )*(?:hearing loss|hearing|deafness|loss of hearing|snhl|sensorineural (?:hearing )?loss)\b(?! (?:aid|aids|test|fine|normal|ok|okay)\b)|\b(?:new|acute|abrupt)(?:[- ]onset)? (?:(?:left|right|l|r|unilateral|one[- ]sided|sudden|sensorineural|profound) )*(?:hearing loss|deafness|snhl)\b(?!(?:(?![.;!?]).){0,40}\b(?:gradual\w*|slowly|over (?:the )?(?:years|months)|for (?:years|months)|with age)\b)/,
      // Hearing gone with an abrupt onset ("woke up and the hearing on that side had almost completely
      // gone", "the hearing went all in one go on the phone"), not hearing lost slowly with wax or age.
      new RegExp(
        String.raw`(?<!\b(?:gradual\w*|slowly|bit by bit|little by little|over (?:the )?(?:years|months))\b.*)(?:${ABRUPT}.{0,60}${HEARING_GONE}|${HEARING_GONE}.{0,60}${ABRUPT})(?!.{0,60}\b(?:gradual\w*|slowly|bit by bit|little by little|over (?:the )?(?:years|months|weeks|past (?:year|few|couple)|last (?:year|few|couple))|for (?:years|months)|with age|getting older)\b)`,
      ),
    ],
  },
  infectionExposure: {
    label: 'contact with chickenpox, shingles or measles',
    patterns: [/\b(?:chicken ?pox|shingles|measles)\b/],
  },
  // NHS whooping cough: coughing bouts with a "whoop" as the breath is drawn in, or vomiting after.
  whoopingCough: {
    label: 'whooping cough: coughing bouts with a "whoop" on breathing in, or pertussis',
    patterns: [
      /\b(?:whooping cough|pertussis)\b(?! (?:vaccin\w*|jabs?|immunis\w*|immuniz\w*|boosters?|shots?|injections?)\b)|\bwhoop(?:ing|s)? (?:sound|noise)s?\b|\b(?:a|the) whoop\b|\bwhoop\w* (?:(?:\w+ ){0,2})?(?:breathing in|breathes in|breathe in|(?:as|when) (?:he|she|they|i|you) (?:breathes?|gasps?) in|after (?:the |each |a )?(?:cough\w*|fits?|bouts?))\b|\bpost[- ]?tussive (?:vomiting|whoop\w*)\b/,
      // Round fifteen, NHS whooping cough and UKHSA pertussis guidance: babies may not whoop; coughing
      // fits that end in being sick or going red or blue in the face are the sign, and a household
      // member with a long cough the usual source.
      /\b(?:cough\w* (?:fits?|bouts?|spasms?|attacks?|spells?|episodes?|jags?)|paroxysm\w* (?:of )?cough\w*|paroxysmal cough\w*|(?:fits|bouts|spells) of cough\w*|cough\w* (?:so hard|and cough\w*|until|till)|cough\w* (?:that|which) (?:make|makes|made) (?:her|him|them) (?:sick|vomit|throw up))\b(?:(?![.;!?])(?!\b(?:during|while|when|at) (?:her |his |the )?(?:feeds?|feeding)\b).){0,60}?\b(?:(?:is|was|being|gets?|got|been|be|are) sick(?! of\b)|sick\b(?! of\b)|vomit\w*|throws? up|threw up|throwing up|gag\w*|brings? up (?:her|his|their|the) (?:feed|milk)|brings? up milk|(?:goes?|going|went|turns?|turning|turned|gone) (?:(?:bright|very|really|quite|a bit|dark) )?(?:red|blue|purple|dusky)|cannot catch (?:her|his|their) breath)\b(?!(?:(?![.;!?]).){0,40}\b(?:during|while|when) (?:her |his |the )?(?:feeds?|feeding)\b)/,
    ],
  },
  scarletFever: {
    label: 'sandpaper rash, strawberry tongue or scarlet fever',
    patterns: [
      /\bsandpaper\w*|\bsand ?paper\w*|\b(?:feels|feel|felt) (?:like|rough like) sandpaper\b|\bstrawberry tongue\b|\bscarlet fever\b|\bscarlatina\b/,
    ],
  },
  // Round ten (helper B), NHS Kawasaki disease: with a fever of 5 days or more, a rash, swollen neck
  // glands, cracked dry lips, a strawberry tongue, red or peeling fingers or toes, or red eyes.
  kawasakiSigns: {
    label: 'red eyes, cracked red lips, strawberry tongue, red or peeling fingers or toes (Kawasaki signs)',
    patterns: [
      /\bkawasaki\b|\bstrawberry tongue\b|\b(?:cracked|cracking|peeling|split|dry,? (?:and )?(?:red|cracked)|very red|bright red|red,? (?:and )?(?:cracked|dry|swollen)) lips\b|\blips (?:are |were |have |look |looked |went |gone )?(?:(?:very|really|so|all|bright|dry|red|and|gone|gotten|got) ){0,3}(?:cracked|cracking|peeling|split|bleeding)\b/,
      /\b(?:peel\w*|red|swollen|puffy) (?:skin (?:on|of) )?(?:(?:his|her|their|the|my) )?(?:fingers?|finger ?tips|toes?|hands and feet|palms|soles)\b|\b(?:fingers?|finger ?tips|toes?|hands|feet|palms|soles)\b (?:(?:are|is|have|has|started|starting|begun|begin|to|all|now) ){0,3}(?:peel\w*|red and swollen|swollen and red)\b/,
      /\b(?:red|bloodshot|pink) eyes\b|\beyes (?:are |look |went |have gone |gone )?(?:(?:very|really|so|all|bright) )?(?:red|bloodshot)\b|\bconjunctivitis\b/,
    ],
  },

  // More same-day problems (NHS 111 and urgent GP guidance).
  woundInfection: {
    label: 'an infected wound or bite (pus, hot, swollen, red, smelly, getting worse)',
    patterns: [
      /\b(?:cut|wound|graze|scrape|bite|scratch|stitches|incision|piercing|burn|splinter)\b(?:(?!\b(?:no|not|never|without)\b).){0,40}\b(?:pus|oozing|weeping yellow|infected|festering|smell\w*|hot (?:and|to)|more (?:painful|swollen|red)|getting (?:worse|redder|more (?:swollen|painful|red)|hotter)|throbbing)\b/,
      /\binfected (?:cut|wound|graze|bite|scratch|piercing|burn|blister)\b|\bwound infection\b/,
      // Round eleven (helper E), NICE NG125 and NHS wound infection after surgery: an operation
      // wound, port site, incision or scar in clinicians' or lay words that is purulent, indurated,
      // discharging, has opened up, or is red and swollen or hot.
      /(?<!\bkeloid )(?!(?:(?![.;!?]).){0,40}\b(?:(?:\d+|a few|a couple of|several|many|two|three|four|five|ten) years ago|years ago)\b)\b(?:port[- ]?sites?|incisions?|surgical (?:wounds?|sites?|scars?|cuts?)|(?:op|operation|c-section|caesarean|cesarean|section|laparoscopy|keyhole|hernia|appendix|appendicectomy|surgery) (?:wounds?|scars?|sites?|cuts?|incisions?|stitches)|wounds?|scars?|suture line|stitch line|staple line|drain site|stitches|sutures|staples|(?<=\b(?:the|my|a|this|that|his|her|their) )cuts?\b(?! (?:down|back|out|off|up|short)\b))\b(?:(?![.;!?])(?!\b(?:no|not|never|without|nor)\b).){0,40}?\b(?:purulent|pus|pussy|indurat\w*|dehisc\w*|erythematous|cellulitic|infected|discharg(?:e|es|ing)\b(?! (?:home|from|letter|summary|plan|date)\b)|(?<!\b(?:being|been|was|were|be|get|got|getting|am|is|are) )discharged\b(?! (?:home|from|letter|summary|plan|date|today|tomorrow)\b)|oozing|leaking (?:pus|yellow|green|smelly|fluid|blood)|gaping|(?:has |have |had )?(?:opened|come|came|split|pulled|burst|bust|broken) (?:up|open|apart)|(?:red|pink|angry),? (?:and )?(?:swollen|hot|warm|hard|tender|inflamed)|(?:swollen|hot|warm|hard),? (?:and )?(?:red|angry)|hot to (?:the )?touch|angry[- ]looking|smell\w*|offensive)\b(?!(?:(?![.;!?]).){0,40}\bfor (?:(?:\d+|many|several|a few|two|three|four|five|ten) )?years\b)/,
      // "got bitten on the ankle ... oozing yellow pus", "stung ... redder every day".
      /\b(?:bitten|bit|stung|grazed|nicked|sliced|gashed|spiked|pricked)\b(?:(?!\b(?:no|not|never|without)\b).){0,90}\b(?:pus|pussy|oozing (?:yellow|green|gunk|pus)|(?:yellow|green) (?:gunk|goo|stuff|crust|discharge)|redder (?:and (?:\w+ )?)?(?:every|each|by the) (?:day|hour)|getting redder|infected|festering)\b/,
      // Round thirteen (helper Q), NHS caesarean section recovery and NICE NG125 (surgical site
      // infection): an operation wound, incision or stitches with redness or erythema, an ooze, a
      // weeping or leaking, or a discharge of any kind ("wound: 3 cm erythema, serous ooze", "my
      // c-section wound is red and tender", "clear fluid leaking from the incision"), in either order.
      // Not an old scar, nor one "for years".
      /\b(?:wounds?|incisions?|port[- ]?sites?|suture line|stitch line|staple line|drain site|stitches|sutures|staples|(?:c-section|caesarean|cesarean|section|lscs|op|operation|surgical|surgery|hernia|appendix|keyhole|laparoscopy) (?:wounds?|scars?|sites?|incisions?|cuts?))\b(?:(?![.;!?])(?!\b(?:no|not|never|without|nor)\b).){0,40}?\b(?:erythema\w*|ooz(?:e|es|ed|y)|weep\w*|leak(?:s|ed|ing)?|(?:serous|serosanguin\w*|bloody|clear|yellow\w*|green\w*|brown\w*|smelly|cloudy) (?:fluid|discharge|exudate|leak\w*|ooze|stuff|gunk)|exudat\w*|redness|red (?:area|patch|skin|edges?|line|streaks?)|(?:red|pink|angry),? (?:and |\+ |& )?(?:tender|sore|painful)|(?:tender|sore|painful),? (?:and |\+ |& )?(?:red|pink|angry)|cellulitis|collection|abscess)\b(?!(?:(?![.;!?]).){0,40}\b(?:(?:\d+|a few|a couple of|several|many|two|three|four|five|ten) years ago|years ago|for (?:(?:\d+|many|several|a few|two|three|four|five|ten) )?years)\b)|\b(?:erythema\w*|ooz(?:e|es|ed|y)|weep\w*|leak(?:s|ed|ing)?|(?:serous|serosanguin\w*|bloody|clear|yellow\w*|green\w*|brown\w*|smelly|cloudy) (?:fluid|discharge|exudate|leak\w*|ooze|stuff|gunk)|exudat\w*|redness|red (?:area|patch|skin|edges?|line|streaks?)|(?:red|pink|angry),? (?:and |\+ |& )?(?:tender|sore|painful)|(?:tender|sore|painful),? (?:and |\+ |& )?(?:red|pink|angry)|cellulitis|collection|abscess)\b(?:(?![.;!?])(?!\b(?:no|not|never|without|nor)\b).){0,25}?\b(?:around|round|from|at|along|of|on|near) (?:the |my |her |his |their )?(?:lateral |medial |left |right |)?(?:end of (?:the |my |her |his )?)?(?:wounds?|incisions?|port[- ]?sites?|suture line|stitch line|staple line|drain site|stitches|sutures|staples|(?:c-section|caesarean|cesarean|section|lscs|op|operation|surgical|surgery|hernia|appendix|keyhole|laparoscopy) (?:wounds?|scars?|sites?|incisions?|cuts?))\b(?!(?:(?![.;!?]).){0,40}\b(?:(?:\d+|a few|a couple of|several|many|two|three|four|five|ten) years ago|years ago|for (?:(?:\d+|many|several|a few|two|three|four|five|ten) )?years)\b)/,
    ],
  },
  // A break in the skin, named anywhere in the text ("I cut my shin on…", "a graze on her knee",
  // "the stitches"); with woundInfectionSigns (told in another sentence) it is an infected wound.
  skinWound: {
    label: 'a cut, graze, bite, wound or stitches',
    patterns: [
      // Round twenty's second review: a graze told without a subject ("grazed my knee falling off my bike").
      /(?:^|[.,;!?]\s*)(?:just |badly |accidentally )?(?:cut|grazed|scraped|nicked|gashed|skinned) (?:my|his|her|their|your|the) (?:knee|knees|elbow|elbows|hand|arm|leg|shin|finger|thumb|palm|foot|toe|chin|head|forehead|face|lip|hip|ankle|wrist)\b/,
      /\b(?:i|he|she|they|we|you) (?:(?:have|has|had|just|accidentally|badly) )*(?:cut|grazed|scraped|nicked|gashed|sliced|skinned|split|ripped|tore|torn) (?:open )?(?:my|his|her|their|your|the) \w+|\b(?:a|the|my|his|her|their|this|that) (?:(?:small|little|deep|big|nasty|bad) )?(?:cut|graze|wound|gash|laceration|scrape|bite|stitches|sutures|incision)\b|\b(?:got|been|was|were) (?:bitten|grazed|scratched|stabbed|spiked)\b/,
    ],
  },
  // NHS cuts and grazes / cellulitis: pus coming out, or the skin round it hot and red or the pain
  // growing day by day.
  woundInfectionSigns: {
    label: 'pus coming out, hot red skin round it, or pain worse each day',
    patterns: [
      // Dev-probes-16 (NHS gallbladder removal: a wound that discharges): "yellowy stuff coming out".
      /\b(?:yellow\w*|green\w*|smelly|cloudy|creamy) (?:stuff|gunk|goo|gunge|liquid|fluid|discharge) (?:is |keeps |has been |started )?(?:coming|oozing|leaking|seeping|weeping|draining) (?:out|from)\b/,
      /\b(?:(?:yellow|green|white|thick|smelly) )?pus\b (?:(?:is|was|keeps|has been|started) )?(?:coming|oozing|leaking|draining|seeping|weeping|running|squeezing) (?:out|from)?|\b(?:oozing|leaking|draining|weeping|discharging) (?:(?:yellow|green|thick|smelly) )?pus\b|\b(?:red and (?:hot|warm)|(?:hot|warm) and red|red,? hot)\b|\b(?:redness|red area|red patch)\b(?:(?![.;!?]|\b(?:no|not|never|without|nor)\b).){0,15}\bspread\w*|\b(?:hurts|sore|painful|throbbing) (?:a bit |a little |even )?more (?:each|every|by the) day\b|\bmore (?:painful|sore|swollen|red) (?:each|every|by the) day\b/,
    ],
  },
  dentalPain: {
    label: 'toothache, a dental abscess or a swollen gum',
    patterns: [
      /\b(?:ul|ur|ll|lr)[1-8]\b|\b(?:tooth|teeth|molar|wisdom tooth)\b(?:(?!\b(?:no|not|never|without)\b).){0,25}\b(?:pain(?!less)\w*|hurt\w*|throb\w*|ache|aching|agony|abscess|infect\w*)\b|\btooth ?ache\b|\btooth (?:pain|hurts|abscess)\b|\bdental (?:abscess|pain|infection)\b|\b(?:gum|gums) (?:boil|abscess|swollen|swelling)\b|\bswollen gum\b|\bwisdom tooth\b|\b(?:pain|hurts?|abscess) (?:in|around|under) (?:a |my |his |her )?(?:back )?(?:tooth|teeth|molar)\b/,
      // Round ten (helper C): a tooth named as bad, rotten or infected, or swelling "from a tooth".
      /\b(?:bad|rotten|rotting|decayed|decaying|infected|abscessed|broken|cracked|dead|dying) (?:back |front |wisdom |old )?(?:tooth|teeth|molar)\b|\btooth infection\b|\b(?:from|because of|due to|caused by) (?:a |my |his |her |the |that |this )?(?:bad |back |wisdom |rotten )?(?:tooth|molar)\b|\babscess\w* (?:on|in|under|around|at|by|near) (?:a |my |his |her |the )?(?:back |bottom |top |front |wisdom |lower |upper )?(?:tooth|teeth|molar|molars|gum|gums)\b/,
      // Round eighteen (helper D), NHS dental abscess (swollen gum): a carer's "his gum near the back
      // tooth looks red and swollen", "gum above it has gone puffy".
      /\bgums?\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without)\b).){0,40}?\b(?:swollen|swelling|swelled|puffy|puffed up)\b|\bpuffy gums?\b/,
      // Round eighteen review (helper E), NHS dental abscess (a bad taste; bad breath): a gum or tooth
      // that smells ("gum bleeding and smells bad", "a rotten smell from his back tooth"). Read with
      // a swollen face or jaw or a fever (`dental-abscess`); bad breath alone is not this.
      /\b(?:gums?|tooth|teeth|molar)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without)\b).){0,30}?\b(?:smells?|smelling|smelly|stinks?|stinking|reeks?|reeking)\b|\b(?:foul|rotten|horrible|awful|bad|nasty|terrible|strong) (?:smell|odou?r)s? (?:from|in|coming from|around) (?:his |her |their |my |the )?(?:mouth|gums?|tooth|teeth)\b/,
    ],
  },
  faceSwelling: {
    label: 'swelling of the face, cheek, jaw or around the eye',
    patterns: [
      /\b(?:submandibular|facial|cheek|jaw) swelling\b|\b(?:face|cheek|jaw|jawline|eye|eyelid|eye socket)\b(?:(?!\b(?:no|not|never|without)\b).){0,15}\b(?:swollen|swelling|puffed up|puffing up|puffy|swelled|blowing up|blown up|ballooning)\b|\b(?:face|cheek|jaw|jawline)s?\b(?:(?![.;!?]|\b(?:no|not|never|without|nor)\b).){0,30}?\b(?:(?:has|have|had|is|are|was|were) )?(?:swollen|swelled|puffed|blown) up\b|\b(?:swollen|swelling (?:of|in|on)) (?:my |his |her |the )?(?:face|cheek|jaw|eye|eyelid)\b/,
    ],
  },
  swallowingHard: {
    label: 'cannot swallow fluids, or cannot open the mouth, with a sore throat',
    patterns: [
      /\b(?:cannot|unable to|can hardly|can barely|struggling to|too painful to|hurts too much to|difficulty|trouble) (?:swallow\w*|drink|eat or drink)\b|\bdysphagia\b|\bquinsy\b|\bperitonsillar\b/,
      // Round ten (helper C): "cannot even swallow water".
      /\b(?:cannot|unable to|can hardly|can barely) even (?:swallow\w*|drink)\b/,
    ],
  },
  // Round ten (helper C), NHS: something stuck in the throat (a fish bone, a piece of meat, a coin) needs
  // A&E, and not being able to swallow saliva is an emergency. A feeling of a lump in the throat
  // (globus), or "feels like something is stuck", is not an object stuck.
  // Not food that went down, came up or was coughed out, food that sticks now and then, or "feels like
  // there is a bone" (round ten misfires, helper G).
  throatObjectStuck: {
    label: 'a bone, food or an object stuck in the throat or gullet',
    patterns: [
      /(?<!\blike there(?: is|'s| was) (?:an? |some |the )?)(?<!\b(?:like|if|though|of) (?:an? |some |the )?)\b(?:fish ?bones?|chicken bones?|bones?|meat|steak|chicken|beef|pork|lamb|sausage|food|bread|potato|boiled sweet|sweet|candy|coin|button battery|battery|magnet|marble|toy|food bolus|bolus|dentures?|false teeth|(?:piece|chunk|bit|lump) of (?:meat|steak|chicken|food|bread|apple|plastic|glass|bone|metal|fish))\b(?:(?![.;!?])(?!\b(?:not|no|never|like)\b).){0,25}?\b(?:stuck|lodged|caught|jammed|wedged|trapped)\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,20}?\b(?:in|at the back of|down|at the top of|in the back of|halfway down) (?:my |his |her |their |the )?(?:[a-z]+'s )?(?:throat|gullet|food ?pipe|o?esophag\w*|windpipe)\b(?!(?:(?![.;!?]).){0,60}?(?<!\b(?:not|never|no) )\b(?:went down(?! the wrong)|gone down(?! the wrong)|washed (?:it )?down|came (?:up|out)|coughed (?:it |them )?(?:up|out)|coughed it|(?:now|all) (?:fine|ok|okay|gone)|fine now|gone now|it passed|now and then|from time to time|every now and again|sometimes|occasionally|when i eat (?:too )?fast)\b)|\bfood (?:bolus|impaction)\b|\bbolus (?:obstruction|impaction)\b/,
      // Round twelve (helper M), NHS: a fish or chicken bone said to be (still) stuck without naming
      // the throat ("the fish bone is still stuck, I tried bread"); not a pet's, one stuck in the
      // teeth, a finger or the sink, nor one that went down or came out.
      /(?<!\b(?:dog|dogs|dog's|cat|cats|cat's|puppy|kitten|pet)\b(?:(?![.;!?]).){0,30})(?<!\b(?:like|if|though|of) (?:an? |some |the )?)\b(?:fish ?bones?|chicken bones?)\b(?:(?![.;!?])(?!\b(?:not|no|never|like)\b).){0,20}?\b(?:stuck|lodged|caught|jammed|wedged)\b(?! (?:in|on|between|under|through|into) (?:my |his |her |their |the |a |your )?(?:teeth|tooth|gums?|finger|thumb|hand|foot|skin|palm|plate|sink|drain|plughole|bin|hoover|vacuum|paw|fur)\b)(?!(?:(?![.;!?]).){0,60}?(?<!\b(?:not|never|no) )\b(?:went down(?! the wrong)|gone down(?! the wrong)|washed (?:it )?down|came (?:up|out)|coughed (?:it |them )?(?:up|out)|coughed it|(?:now|all) (?:fine|ok|okay|gone)|fine now|gone now|it passed|pulled (?:it )?out|got (?:it )?out|removed|now and then|from time to time|sometimes|occasionally)\b)/,
    ],
  },
  throatSomethingStuck: {
    label: 'something (a pill, a tablet, food) stuck in the throat',
    patterns: [
      /(?<!\b(?:like|if|though|of) (?:an? |some |the )?)\b(?:something|a pill|pills?|tablets?|capsules?|vitamins?|fish ?bones?|bones?|meat|steak|chicken|food|bread|sweet|coin|battery|magnet|toy|(?:piece|chunk|bit|lump) of (?:meat|steak|chicken|food|bread|apple|plastic|bone|metal|fish|\w+))\b(?:(?![.;!?])(?!\b(?:not|no|never|like)\b).){0,25}?\b(?:stuck|lodged|caught|jammed|wedged|trapped)\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,20}?\b(?:in|at the back of|down|at the top of|in the back of|halfway down) (?:my |his |her |their |the )?(?:[a-z]+'s )?(?:throat|gullet|food ?pipe|o?esophag\w*|windpipe|chest)\b/,
      // Round ten (helper H): swallowed, then "it's stuck" ("swallowed a chicken bone, now it's stuck";
      // not stuck in the teeth). A chest (the gullet) or "something" counts only with trouble
      // swallowing, drooling or breathing (rule `throat-object-stuck`).
      /\b(?:swallowed|swallowing|ate|eating|choked on|choking on)\b (?:a |an |some |the |part of a |half a |his |her |my )?(?:\w+ ){0,2}?(?:bones?|coin|battery|magnet|toy|pills?|tablets?|capsules?|sweet|steak|meat|food|chicken|piece|bit|chunk|lump|marble|button|grape)\b(?:(?![.;!?]).){0,30}?\b(?:it is|it's|its|is|it has got|it got|got|still|and now|now) (?:still |now )?(?:stuck|lodged|caught|jammed|wedged)\b(?! (?:in|on|between) (?:my |his |her |their |the )?teeth)/,
      // Round twelve (helper M): food or a bone stuck that has not moved or gone down, or stuck for
      // hours ("food sometimes gets stuck but this time it hasn't moved for 3 hours"): read with
      // drooling or trouble swallowing by `throat-object-stuck`.
      /(?<!\b(?:like|if|though|of) (?:an? |some |the )?)\b(?:food|meat|steak|chicken|bread|sausage|apple|bolus|bones?|fish ?bones?|something|(?:piece|chunk|bit|lump) of \w+)\b(?:(?![.;!?]).){0,40}?\b(?:stuck|lodged|wedged|jammed)\b(?:(?:(?![.;!?]).){0,60}?\b(?:has not|have not|had not|will not|would not|does not|did not|is not|not|still not) (?:yet )?(?:moved|budged|gone down|shifted|cleared|passed|move|budge|go down|shift|clear|going down|moving)\b(?! (?:for (?:a (?:few )?)?(?:minutes?|seconds?|moments?|while)|until)\b)| (?:for|since) (?:(?:over|more than|about|around|nearly|at least) )?(?:hours|an hour|(?:[1-9]|\d\d|one|two|three|four|five|six|several|a few|a couple of) ?(?:hours?|hrs?)|last night|this morning|lunch\w*|dinner|tea ?time|breakfast)\b)/,
    ],
  },
  drooling: {
    label: 'drooling or spitting out saliva',
    patterns: [
      /\bdrool\w*|\bspitting (?:out )?(?:my |his |her )?(?:saliva|spit)\b|\bdribbl\w* (?:saliva|spit)\b|\bspitting (?:up|out) (?:all )?(?:my |his |her |the )?(?:saliva|spit)\b|\b(?:cannot|can not|unable to|not able to) (?:even )?swallow (?:my |his |her |their )?(?:own )?(?:saliva|spit)\b/,
    ],
  },
  mouthOpening: {
    label: 'cannot open the mouth fully (trismus)',
    patterns: [
      /\btrismus\b|\b(?:cannot|unable to|can hardly|can barely|hurts to|painful to|struggling to) open (?:my |his |her )?(?:mouth|jaw|wide)\b/,
    ],
  },
  // Round ten (helper C): a mouth or jaw that will not open, not one that hurts to open wide or a mild
  // trismus: with a face swollen from a tooth it is spreading infection (dental-abscess-spreading).
  mouthWillNotOpen: {
    label: 'the mouth or jaw will not open (not only painful to open wide)',
    patterns: [
      /\b(?:cannot|can not|could not|unable to|can hardly|can barely|can only just) open (?:my |his |her |their )?(?:mouth|jaw)\b|\b(?:mouth|jaw) (?:will not|would not|does not|is not|cannot) open\b|\b(?:severe|marked|significant|bad) trismus\b/,
    ],
  },
  soreThroat: {
    label: 'sore throat or tonsillitis',
    patterns: [
      /\bsore throat\b|\bthroat (?:pain|is (?:very |really )?sore|hurts)\b|\btonsil\w*|\bstrep\b|\bpharyngitis\b/,
      /\bthroat\b (?:(?:is|has been|was|keeps?) )?(?:(?:very|really|so|badly) )?(?:paining|hurting|killing|agony|aching|burning|raw|on fire)\b|\b(?:pain|hurts?|hurting) (?:in|at) (?:the |my |his |her |their )?(?:back of (?:my |the |his |her )?)?throat\b/,
    ],
  },
  earPain: {
    label: 'earache or an ear infection',
    patterns: [
      /\botalgia\b|\botorrh\w*|\bearache\b|\bear (?:pain|infection|hurts|ache)\b|\b(?:pain|hurts?|aching) in (?:my |his |her |the |both |one )?ears?\b|\botitis\b|\b(?:pulling|tugging|rubbing) (?:at )?(?:his |her |their )?ears?\b|\bears? (?:is |are )?(?:really |very )?(?:sore|painful|hurting)\b/,
      // Round seventeen (helper Y): the side or part named ("pain in my right ear", "my left ear is
      // killing me", "ear is throbbing").
      /\b(?:pain\w*|hurts?|hurting|aching|ache) in (?:my |his |her |the |their )?(?:left |right |inner |middle |outer )+ears?\b|\b(?:left |right )?ears? (?:is |are |has been |keeps )?(?:really |very |so )?(?:killing (?:me|him|her)|throbbing|in agony|paining)\b|\bears? (?:really |still |so |badly )hurts?\b/,
      // Round seventeen (helper Y, second pass), NHS ear infections: the ear as the one hurting in other
      // words ("my ear started hurting", "ear been aching", "my ear is leaking and it really hurts"),
      // not an ear that does not hurt.
      /\bears?\b (?:(?:has|have|had|is|was|started|starts|start|begun|began|been|keeps|kept|also|really|still|now|so|very|bin|getting|gotten) ){1,3}(?:hurt\w*|sore|aching|achy|painful|throbbing|killing (?:me|him|her))\b|\bears?\b (?:is |are |was )?(?:leaking|oozing|dripping|weeping|running|discharging|draining)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,40}?\b(?:and|but|plus|&) (?:it |its |it's |it is )?(?:really |also |still |so |very |badly |now )*(?:hurts|hurting|painful|sore|aching|throbbing|killing me)\b/,
    ],
  },
  // Round seventeen (helper Y, second pass): the ear itself told as leaking or discharging, so that
  // discharge with a fever is read as the ear's (`ear-infection-fever`) and not a wound's.
  earLeaking: {
    label: 'the ear leaking, discharging or with something coming out of it',
    background: true,
    patterns: [
      /\bears?\b(?! ?(?:wax|plugs?|phones?|buds?|drops?)\b)(?:(?![.;!?])(?!\b(?:not|no|never|nor|without|wound|cut|nose|eye|eyes|penis|vagina|nipple)\b).){0,30}?\b(?:coming out|comes out|came out|leak\w*|ooz\w*|discharg\w*|drain\w*|dripp\w*|weep\w*|running|gunk|pus)\b|\b(?:coming|comes|came|leak\w*|ooz\w*|drain\w*|dripp\w*|running|discharg\w*) (?:out )?(?:of|from) (?:\w+ ){0,2}ears?\b|\botorrh\w*/,
    ],
  },
  earDischarge: {
    label: 'fluid, pus or discharge coming out of the ear',
    patterns: [
      /\b(?:fluid|pus|gunk|discharge|goo|liquid|yellow stuff|green stuff)\b.{0,25}\b(?:coming |leaking |running |draining )?(?:out of|from) (?:my |his |her |the |their )?ears?\b|\b(?:fluid|pus|gunk|discharge|goo|liquid)\b.{0,15}\b(?:coming|leaking|running|draining|oozing) out\b|\bears? (?:is |are |keeps? |kept |has been |been |started |still )?(?:discharging|leaking|oozing|weeping|running)\b|\bdischarg\w* from (?:my |his |her |the )?ears?\b|\botorrh\w*/,
      // Round seventeen (helper Y): coloured water or liquid from the ear, in any order ("come out
      // yellow water from the ear"); not plain water after swimming.
      /\b(?:yellow(?:ish)?|green(?:ish)?|smelly|cloudy|bloody|brown(?:ish)?|creamy|milky) (?:water|liquid|fluid|stuff|gunk|goo|pus|discharge|gunge)\b(?:(?![.;!?]).){0,30}?\b(?:out of|from) (?:my |his |her |the |their )?(?:left |right )?ears?\b|\bears?\b (?:is |are )?(?:leaking|oozing|dripping|weeping|running|draining|producing) (?:\w+ )?(?:yellow(?:ish)?|green(?:ish)?|smelly|cloudy|bloody|brown(?:ish)?|creamy|milky)\b/,
    ],
  },
  behindEarSwelling: {
    label: 'swelling, redness or tenderness behind the ear',
    patterns: [
      // Round fifteen review: the back of the ear, an ear that sticks out or is pushed forward, both
      // ears; never a gland, a small non-tender swelling, head lice, a piercing or eczema there.
      new RegExp(
        String.raw`${NOT_MASTOID_BEFORE}(?:\bback of (?:the |his |her |my |their )?ears?\b(?:(?![.;!?]).){0,25}\b(?:swell\w*|swollen|red|puffy|tender|sore)\b|\b(?:ears?|pinna) (?:(?:is|are) )?(?:(?:now|being|all|a bit) )?(?:sticks?|sticking|protrud\w*|pushed|pushing|poking) (?:out|forwards?)\b|\bears? protrud\w*|\bbehind (?:both|the|his|her|my|their) ears\b(?:(?![.;!?]).){0,25}\b(?:swell\w*|swollen|red|puffy|tender|sore)\b|\b(?:puffy|swollen|red|tender) (?:bump|swelling|skin|area) behind (?:it|the ear|his ear|her ear)\b|\bskin behind (?:his |her |the |my )?ear (?:is |looks )?(?:puffy|swollen|red)\b|\bretro[- ]?auricular\b)${NOT_MASTOID_AFTER}`,
      ),
      // Not a lump or gland behind the ear alone (a lymph node after a cold): NHS swollen glands.
      new RegExp(
        String.raw`${NOT_MASTOID_BEFORE}(?:\bbehind (?:the |my |his |her )?(?:left |right )?ear\b.{0,25}\b(?<!\b(?:not|no|non|never) )(?:swell\w*|swollen|red|tender|pain(?!less)\w*|sore)\b|\b(?:swell\w*|swollen|red|tender|pain(?!less)\w*)\b(?! (?:lymph )?(?:glands?|nodes?|lumps?)\b).{0,20}\bbehind (?:the |my |his |her )?(?:left |right )?ear\b|\bear (?:is )?sticking out\b(?! (?:from )?(?:under|of) (?:his |her |a |the |my )?(?:new )?(?:hat|hood|helmet|cap))|\bmastoid\w*)${NOT_MASTOID_AFTER}`,
      ),
      // Round fifteen, NICE CKS otitis media (mastoiditis): the ear pushed forward or out, or swelling
      // behind the ear named as clinicians write it.
      new RegExp(
        String.raw`${NOT_MASTOID_BEFORE}(?:\b(?:pinna|auricle|ear lobe|earlobe|ear) (?:is |was )?(?:pushed|displaced|protruding|sticking|pushing|poking) (?:forwards?|out(?:wards?)?|anteriorly)\b|\bpost[- ]?auricular (?:swelling|erythema|tenderness|abscess|fluctuance)\b)${NOT_MASTOID_AFTER}`,
      ),
    ],
  },
  redEye: {
    label: 'red or bloodshot eye',
    patterns: [
      /\b(?:red|bloodshot|pink|inflamed)(?: and \w+)? (?:(?:left|right|l|r|one|both) )?eyes?\b|\beyes? (?:is |are |looks? |has gone )?(?:very |really )?(?:red|bloodshot)\b/,
      // Round eighteen (helper D), NHS red eye: "my right eye has been red since yesterday", "his
      // eye went bloodshot", "eye's getting really red".
      /\beyes?(?:'s)? (?:has been |have been |had been |went |turned |has turned |is going |going |getting |is getting |got |became |has become )(?:all |a bit |quite |very |really |so |bright )?(?:red|bloodshot)\b/,
      // Round eighteen review (helper E), NHS red eye: a colour told after another word ("my eye is
      // sore and pink", "eye is gritty and red", "his eye looks pink and puffy").
      /\beyes? (?:is |are |looks? |has gone |went |feels? )(?:(?:all |very |really |a bit |so )?(?:sore|gritty|itchy|watery|painful|swollen|puffy|burning|stinging),? (?:and )(?:very |really |a bit |quite |bright )?)(?:red|bloodshot|pink)\b/,
    ],
  },
  contactLens: {
    label: 'wears contact lenses',
    background: true,
    patterns: [
      /\bcontact lens\w*|\bcontacts in\b|\bwear(?:ing)? (?:\w+ )?contacts\b|\bslept in (?:my |his |her )?(?:lenses|contacts)\b|\b(?:sleep|sleeps|sleeping|nap|naps|napping) in (?:my |his |her |their )?(?:contact )?(?:lenses|contacts)\b|\bfell asleep in (?:them|my lenses|my contacts)\b|\bcl (?:use|wearer)\b/,
    ],
  },
  hotSwollenJoint: {
    label: 'a hot, swollen, red joint, or gout',
    patterns: [
      /\b(?:hot|warm|red|erythematous|swollen|inflamed)\b,? (?:and )?(?:(?:hot|warm|red|erythematous|swollen|inflamed|painful|tender),? (?:and )?){1,3}(?:left |right )?(?:joint|knee|ankle|big toe|toe|wrist|elbow|hip|shoulder|finger)s?\b/,
      /\b(?:hot|red|swollen|inflamed|warm)\b.{0,25}\b(?:joint|knee|ankle|big toe|toe|wrist|elbow|hip|shoulder|finger)\b.{0,25}\b(?:hot|red|swollen|warm|cannot move|cannot bend|agony|throbbing)\b|\b(?:joint|knee|ankle|big toe|toe|wrist|elbow)\b.{0,15}\b(?:hot|red|swollen)\b.{0,15}\b(?:hot|red|swollen)\b|\bgout\w*|\bseptic arthritis\b/,
    ],
  },
  burn: {
    label: 'a burn or scald (including sunburn)',
    patterns: [
      /\bburn(?:s|t|ed)?\b(?! (?:when|on|while) (?:i |he |she )?(?:pee|wee|urinat))|\bscald\w*|\bsun ?burn\w*/,
      /\b(?:spilt|spilled|pulled|knocked|tipped|poured|splashed)\b.{0,30}\b(?:hot|boiling|tea|coffee|kettle|soup|water|oil|fat)\b.{0,25}\b(?:over|on|onto)\b/,
      // Round eighteen (its second review): the scald told without a verb ("pan of boiling water over his chest").
      /\b(?:boiling|scalding|very hot) (?:water|oil|fat|tea|coffee|soup|milk)\b.{0,25}\b(?:over|on|onto|down)\b (?:his|her|my|their|the)\b/,
      // Round fourteen (helper S), NHS burns and scalds: a burn told as touching something hot ("touched
      // the oven door with his palm", "grabbed the hair straighteners", "put her hand on the hot hob").
      /\b(?:touched|touching|grabbed|grabbing|held|holding|leant on|leaned on|brushed against|picked up|put (?:his|her|my|their) (?:hand|finger|palm|foot)s? (?:on|onto|against)|pressed (?:his|her|my|their) (?:hand|palm|fingers?) (?:on|onto|against))\b (?:the |a |an |his |her |my |their |our )?(?:(?:hot|boiling|lit|heated) (?:\w+ )?(?:radiator|heater|light ?bulb|candle|pan|pot|plate|tray|mug|cup|metal|handle|grill|toaster|fire|stove|oven|hob)|oven(?: door)?|(?:clothes )?iron|hob|stove ?top|cooker|kettle|(?:hair )?straighteners?|curling (?:tongs|iron|wand)|exhaust(?: pipe)?|log ?burner|wood ?burner|fire ?guard|glue gun|hot plate|bbq|barbecue|baking tray)\b/,
      // Round twenty-one (dev-probes-17): a hot drink or water told as landing on the body, with the
      // spill far from the verb ("pulled my cup of tea off the table, most went on the floor but some
      // splashed on his tummy", "mug of tea went over his hand").
      /(?<!\b(?:cold|iced|ice|lukewarm|cool)\s)\b(?:tea|coffee|hot water|boiling water|kettle|hot drink|soup|hot milk|hot chocolate|cuppa|noodles|porridge)\b(?:(?![.;!?]).){0,90}?\b(?:splashed|spilt|spilled|went|poured|tipped|landed|dripped|got)\b (?:(?:all |right |straight )?(?:over|on|onto|down)) (?:(?:his|her|my|their|the|its) (?:\w+ )?(?:hands?|arms?|legs?|foot|feet|chest|tummy|belly|face|neck|lap|thighs?|back|head|fingers?|skin|body|shoulders?|stomach|knees?|wrists?)|him|her|me|them|himself|herself|myself)\b/,
    ],
  },
  // Round fourteen (helper S), NHS burns and scalds: blisters on the hands, fingers, face, feet or
  // genitals, which in a young child go to A&E.
  burnBlisterSite: {
    label: 'blisters on the hand, fingers, face, feet or genitals',
    patterns: [
      /\bblister\w*\b(?:(?![.;!?]).){0,40}?\b(?:palms?|hands?|fingers?|thumbs?|fingertips?|face|cheeks?|lips?|chin|feet|foot|soles?|toes?|genital\w*|penis|scrotum|vulva|groin|privates?|private parts?)\b|\b(?:palms?|hands?|fingers?|thumbs?|fingertips?|face|cheeks?|feet|foot|soles?|toes?|genital\w*|groin)\b(?:(?![.;!?])(?!\b(?:no|not|never|without|nor|any)\b).){0,40}?\bblister\w*/,
    ],
  },
  burnSerious: {
    label:
      'a burn larger than the hand, deep (white or charred), on the face or genitals, or chemical or electrical',
    patterns: [
      /\b(?:bigger|larger) than (?:my |his |her |their |the |a )?(?:hand|palm)\b|\b(?:large|big|huge|deep|full[- ]thickness) (?:burn|scald)\w*/,
      /\b(?:white|charred|black|leathery|waxy) (?:skin|burn|patch|area)\b|\bcharred\b/,
      /\b(?:burn\w*|scald\w*) (?:on|to|of|across) (?:my |his |her |their |the )?(?:face|eyes?|lips?|mouth|genital\w*|groin|private\w*)\b|\b(?:burnt|burned|scalded) (?:my |his |her |their )?(?:face|eyes?|lips?|mouth|genital\w*|groin|private\w*)\b|\b(?:chemical|electrical|acid|electric) burn\w*|\bburn\w* (?:from|by) (?:a |an |the )?(?:chemical|acid|bleach|electric\w*|socket|cable)\b|\belectric shock\b/,
    ],
  },
  // NHS burns and scalds: electrical burns go to A&E. A shock from the mains or a live cable, not a
  // static shock, an electric fence, or nerve pain felt "like an electric shock".
  electricShock: {
    label: 'an electric shock from the mains, a cable, a socket or an appliance, or electrocution',
    patterns: [
      /(?<!\b(?:like|as if|static|similar to|kind of|sort of|feels like|felt like) (?:an? |little |tiny |small |mild )?)(?<!\b(?:fence|static)\b(?:(?![.;!?]).){0,40})\belectric(?:al)? shocks?\b(?![- ]?(?:like|type|sensations?|feelings?|pains?|going|shooting|down|through|up|in (?:my|his|her|the))\b)(?!(?:(?![.;!?]).){0,30}\b(?:fence|static|tens|toy|collar)\b)|(?<!\b(?:nearly|almost) )\belectrocut\w*/,
      /\b(?:got|had|took|received|gave me|given|get|gets) (?:a |an )?(?:(?:big|bad|nasty|massive|huge|proper|small|little|mild|real) )?(?:electric(?:al)? )?(?:shock|belt|jolt|zap)\b(?:(?![.;!?]).){0,25}\b(?:off|from|by|touching|through|on) (?:a |an |the |my |some |our |this |that )?(?:\w+ )?(?:cables?|wires?|wiring|sockets?|plugs?|mains|outlets?|appliances?|power ?lines?|fuse ?box|light switch|switch|electrics|extension lead|live \w+|toaster|kettle|washing machine|heater)\b|\b(?:shocked|zapped|jolted) (?:by|off|from) (?:a |an |the |my |some )?(?:\w+ )?(?:cables?|wires?|wiring|sockets?|plugs?|mains|outlets?|appliances?|power ?lines?|fuse ?box|light switch|electrics)\b/,
      /\bentry (?:and|&|\+|or) exit (?:wounds?|marks?|burns?|points?)\b|\b(?:mains|high[- ]voltage|live) (?:electricity|current|voltage)\b|\bstruck by lightning\b|\blightning strike\b/,
      // Round seventeen (helper W), NHS burns and scalds, MedlinePlus electrical injury: an entry or
      // exit burn, and a shock told in non-native English ("the electricity hit me", "current went
      // through his arm", "got electricity shock").
      /\b(?:entry|entrance|exit) burns?\b|\belectricity (?:shocks?|hit|hits|took|take|takes|went through|passed through|go through|goes through)\b|\b(?:current|electricity|power|voltage) (?:went|passed|pass|go|goes|going|ran|run|running) (?:through|thru) (?:my|his|her|their|the) (?:body|arms?|hands?|chest|legs?|fingers?)\b/,
    ],
  },
  // Round seventeen (helper W), MedlinePlus electrical injury and NHS burns and scalds: contact with
  // high voltage (an overhead or power line, a substation, a railway's live rail, kV, lightning)
  // needs 999 even when the person feels fine: the damage is inside and the heart can be affected.
  highVoltageContact: {
    label: 'contact with high voltage: a power line, a substation, a live rail, or lightning',
    patterns: [
      new RegExp(
        String.raw`\b(?<!\b(?:character|avatar|hero|heroine|player|game|film|movie|novel|book|show|series|episode|cartoon|dream|story)\b(?:(?![.;!?]).){0,30})(?:\b(?:\d+(?:\.\d+)? ?kv|\d+ ?kilovolts?)\b|\b(?:high[- ]voltage|hv) (?:shock|injury|burns?|electric(?:al)? (?:shock|injury|burns?)|electrocution|current)\b|\b(?:took|taken|takes|got|get|had|received|hit (?:by|with)|shock(?:ed)? (?:of|from|with|by)|zapped (?:by|with)|jolt of|electrocuted (?:by|with|on))(?:(?![.;!?]).){0,15}?\b(?:[1-9]\d{0,2},\d{3}|[1-9]\d{3,5}|\d+ thousand) ?(?:v|volts?)\b|\b(?:[1-9]\d{0,2},\d{3}|[1-9]\d{3,5}|\d+ thousand) ?(?:v|volts?) (?:went|passed|shot|ran|go|goes) (?:through|thru|into)\b|\bsubstation\b(?:(?![.;!?]).){0,30}?\b(?:shock\w*|electrocut\w*|zapped|flash\w*|burn\w*)|\b(?:shock\w*|electrocut\w*|zapped)\b(?:(?![.;!?]).){0,30}?\bsubstation\b|\b(?:contact(?:ed)? with|touch\w*|hit|grabbed|grab|brushed|struck|caught|came into contact with|shocked by|zapped by|electrocuted (?:by|on)|shock from) (?:a |an |the )?(?:live |overhead |fallen |downed )?(?:overhead (?:power )?lines?|power ?lines?|pylons?|(?:electricity )?substations?|transformers?|(?:live|third|conductor) rails?|railway (?:line|cable|wire)s?|overhead (?:cables?|wires?))\b|\bstruck by lightning\b|\blightning (?:strike|struck|hit)\b|\b(?:was |got |been )?hit by lightning\b|\b(?:pylons?|electricity pylons?|power ?lines?|overhead (?:power )?(?:lines?|cables?|wires?)|(?:third|live|conductor|electri(?:c|fied)) rails?|(?:train|railway|rail|tram|catenary) (?:overhead )?(?:wires?|cables?|lines?)|(?:wires?|cables?|lines?) (?:above|overhead|on (?:the )?top of (?:the |a )?(?:train|tram|carriage))|catenary|(?:electricity )?substations?|high[- ]voltage (?:lines?|cables?|wires?|equipment|supply))\b(?:(?![.;!?])(?!\b(?:not|no|never|nearly|almost|without)\b).){0,40}?\b(?:shock\w*|zap\w*|electrocut\w*|jolt\w*|burn(?:s|t|ed|ing)?(?! ?out| (?:from|in|by) the sun)|arc(?:ed|ing|[- ]?flash)?|flash(?:ed|over)?|touch(?:ed|es)? (?:him|her|me|them)\b|thrown|knocked (?:him|her|me|them) (?:off|back|down|over)|blew (?:him|her|me|them)|current)\b|\b(?:shock\w*|zap\w*|electrocut\w*|jolt\w*|burn(?:s|t|ed|ing)?(?! ?out| (?:from|in|by) the sun)|arc(?:ed|ing|[- ]?flash)?|flash(?:ed|over)?|touch(?:ed|es)? (?:him|her|me|them)\b|thrown|knocked (?:him|her|me|them) (?:off|back|down|over)|blew (?:him|her|me|them)|current)\b(?:(?![.;!?])(?!\b(?:not|no|never|nearly|almost|without)\b).){0,40}?\b(?:pylons?|electricity pylons?|power ?lines?|overhead (?:power )?(?:lines?|cables?|wires?)|(?:third|live|conductor|electri(?:c|fied)) rails?|(?:train|railway|rail|tram|catenary) (?:overhead )?(?:wires?|cables?|lines?)|(?:wires?|cables?|lines?) (?:above|overhead|on (?:the )?top of (?:the |a )?(?:train|tram|carriage))|catenary|(?:electricity )?substations?|high[- ]voltage (?:lines?|cables?|wires?|equipment|supply))\b|\b(?:on (?:the )?(?:top|roof) of|climbed (?:on|onto|up on) (?:to )?(?:the )?(?:top of |roof of )?)(?:a |the )?(?:train|carriage|wagon|tram|freight train)\b(?:(?![.;!?])(?!\b(?:not|no|never|nearly|almost|without)\b).){0,40}?\b(?:shock\w*|zap\w*|electrocut\w*|burn\w*|wires?|cables?|lines?)\b)(?!(?:(?![.;!?]).){0,40}?\b(?:lol|lmao|in (?:the |a |my )?(?:video ?)?game|in (?:the |a |that )?(?:film|movie|book|novel|show|series|episode|cartoon|dream))\b)${LONG_AGO}`,
      ),
    ],
  },
  // Round sixteen (helper V), BHF ICDs and NHS ICD shock plans: an implanted defibrillator that has
  // fired ("my ICD went off", "shocked by my defib"). Not a shock denied, or a test at the clinic.
  icdFired: {
    label: 'an implanted defibrillator (ICD) that has given a shock',
    patterns: [
      new RegExp(
        String.raw`\bDEV\b(?:(?![.;!?])(?!\b(?:not|never|no|without|nor)\b).){0,25}?\b(?:went off|gone off|goes off|going off|fired|has fired|discharged|shocked|zapped|kicked in|kicked me|delivered (?:a |one |an )?(?:shock|therapy)|gave (?:me|him|her|them) (?:a |one |an )?(?:shock|jolt|zap|kick|thump))\b|\b(?:shock|jolt|zap|discharge|thump)\b (?:from|by) DEV\b|\b(?:shocked|zapped) by DEV\b|\b(?:icd|defib(?:rillator)?) (?:shock|discharge|firing|activation)\b`.replaceAll(
          'DEV',
          '(?:s-?icd|a?icd|(?:my|his|her|their|the|your) (?:internal |implanted |implantable )?(?:defib(?:rillator)?|cardioverter(?:[- ]defibrillator)?)|(?:internal|implanted|implantable) (?:cardioverter[- ])?defib(?:rillator)?)',
        ),
      ),
    ],
  },
  // Round sixteen (helper T), BHF ICDs and NHS ICD shock plans (LHCH): an implanted defibrillator
  // named anywhere ("I have an ICD for heart failure", "AICD in situ", "S-ICD"). Background.
  icdDevice: {
    label: 'has an implanted defibrillator (ICD)',
    background: true,
    patterns: [
      /\b(?:s-?icd|aicd|icd)\b(?! ?-?(?:10|9|11)\b)(?! codes?\b)|\b(?:internal|implanted|implantable) (?:cardioverter[- ])?defib(?:rillator)?\b|\bcardioverter[- ]defibrillator\b|\bdefib(?:rillator)? (?:implanted|fitted|put in|in (?:my|his|her|their) chest)\b|\b(?:my|his|her|their) (?:internal |implanted )?defib(?:rillator)?\b/,
    ],
  },
  // Round sixteen (helper T), NHS ICD shock plans (LHCH: two or more shocks, or one shock and feeling
  // unwell, is a 999 call) and BHF: more than one shock ("it shocked me twice", "3 shocks in an hour",
  // "went off again", "another shock"). Read only with an ICD named (`icd-shock-emergency`).
  icdRepeatShocks: {
    label: 'two or more shocks (it shocked me twice, went off again, another shock)',
    patterns: [
      /\b(?:shocked|zapped|jolted|fired|went off|gone off|kicked in|discharged|shocks?|zaps?)\b (?:(?:me|him|her|them|on me|on him|on her) )?(?:(?:just|now|already) )?(?:twice|again|three times|four times|several times|a few times|multiple times|repeatedly|more than once|(?:[2-9]|two|three|four|five) times)\b|\b(?:[2-9]|two|three|four|five|several|multiple|repeated|a few|a couple of|a second|another) (?:(?:more|big|icd|separate) )?(?:shocks|zaps|jolts|discharges|shock|zap|jolt|discharge)\b|\bshock(?:ed)? storm\b|\belectrical storm\b|\b(?:shock\w*|zap\w*)\b(?:(?![.;!?]).){0,15}?(?:\b[2-9] ?x\b|\bx ?[2-9]\b|\b(?:two|three|four|2|3|4) times?\b)/,
    ],
  },
  // Round sixteen (helper T): a shock said in any words ("it shocked me", "I got a shock from it"),
  // read only with an ICD named and feeling dizzy, faint, breathless or chest pain.
  icdShockWords: {
    label: 'shocked, zapped or jolted (told with an ICD)',
    patterns: [
      /\b(?:shocked|zapped|jolted) (?:me|him|her|them)\b|\b(?:got|had|felt|received|given|gave (?:me|him|her)) (?:a |one |an )?(?:big )?(?:shock|zap|jolt)\b/,
    ],
  },
  // Round sixteen (helper T): dizzy, light-headed or woozy; read only with an ICD shock.
  dizzyLightheaded: {
    label: 'dizzy, light-headed or woozy',
    patterns: [/\b(?:dizzy|dizziness|light[- ]?headed\w*|woozy|giddy|(?:feel|felt|feeling) faint)\b/],
  },
  blisters: { label: 'blisters', patterns: [/\bblister\w*/] },
  hivesSpreading: {
    label: 'hives or an allergic rash that is spreading or all over the body, or with swelling',
    patterns: [
      /\b(?:hives|welts|urticaria|allergic rash|allergic reaction|rash)\b(?:(?!\b(?:no|not|never|without)\b).){0,40}\b(?:all over(?! where| (?:the |his |her |my )?(?:nappy|diaper)(?: area)?\b)|spreading|everywhere|whole body|widespread|generali[sz]ed|head to toe|getting worse|swelling)\b|\b(?:all over|spreading|widespread|generali[sz]ed)\b.{0,15}\b(?:hives|welts|urticaria)\b/,
    ],
  },
  breastInflamed: {
    label: 'a red, hot or painful area of the breast (mastitis)',
    patterns: [
      /\b(?:breast|boob|nipple)s?\b(?:(?!\b(?:no|not|never|without)\b).){0,40}\b(?:red|hot|painful|hurts|hard|lump\w*|wedge\w*|swollen|tender)\b|\bmastitis\b|\bbreast abscess\b/,
    ],
  },
  worsening: {
    label: 'getting worse, or not improving',
    patterns: [
      /\bgetting worse\b|\bworse and worse\b|\bworsening\b|\bnot (?:getting )?(?:better|improving)\b|\bno better\b|\bworse not better\b/,
    ],
  },
  // Round fifteen, NICE CG98 (neonatal jaundice) and the Children's Liver Disease Foundation Yellow
  // Alert: pale, chalky or putty-coloured stools, or dark urine that stains the nappy, in a jaundiced
  // baby can mean the bile ducts are blocked (biliary atresia).
  paleStoolsOrDarkUrine: {
    label: 'pale, chalky or putty-coloured poo, or dark urine',
    patterns: [
      /\b(?:stools?|poo+s?|poop|motions|nappies)\b(?:(?![.;!?]).){0,25}?\b(?:light|beige|tan|colou?rless|like chalk|like putty|(?:the )?colou?r of (?:putty|chalk|clay)|light[- ]colou?red|pale[- ]colou?red)\b|\b(?:light|beige|colou?rless) (?:colou?red )?(?:stools?|poo+s?|poop)\b/,
      /\b(?:pale|paler|chalky|white|whitish|grey|gray|putty|clay|cream)(?:[- /](?:putty|clay|chalky|cream|grey|gray|white|yellow)(?:[- ]colou?red)?)?(?:[- ]colou?red)? (?:stools?|poo+s?|poop|nappies|motions|bowel movements?)\b|\b(?:stools?|poo+s?|poop|motions)\b (?:(?:are|is|look|looks|have|has|been|seem|seems|gone|turned|become|very|quite|really|a bit|always|a) )*(?:pale|paler|chalky|white|whitish|grey|gray|putty|clay|cream)\b|\bacholic\b|\bdark (?:yellow |brown )?(?:urine|wee|pee)\b|\b(?:urine|wee|pee) (?:is |looks |very |quite |really )*dark\b|\b(?:urine|wee|pee)\b(?:(?![.;!?]).){0,25}\bstain\w* (?:the |his |her |their )?nappy\b/,
    ],
  },
  jaundice: {
    label: 'yellow skin or yellow whites of the eyes (jaundice)',
    patterns: [
      /\byellow\w* (?:whites|tinge|colou?r)\b|\byellow\w*\b.{0,20}\b(?:skin|eyes|whites)\b|\bjaundic\w*|\b(?:skin|whites? of (?:my |his |her |the )?eyes|eyes)\b.{0,20}\b(?:yellow\w*|orange)\b|\byellow(?:ish)? (?:skin|eyes|tinge)\b|\bturned yellow\b|\bgone yellow\b/,
      // Round fifteen, NHS jaundice in newborns: a baby said to look yellow ("she still looks yellow",
      // "my 3 week old is yellowish"), not yellow poo, sick or discharge.
      /(?<!\b(?:tan|tanning|bruis\w*|black eye)\b(?:(?![.;!?]).){0,60})\b(?:baby|babys|baby's|newborn|he|she|son|daughter|boy|girl|lo|little one|(?:\d+|one|two|three|four|five|six) (?:day|week)s? old)\b (?:(?:still|is|looks?|looking|gone|going|turned|turning|went|quite|a bit|very|slightly|really|more|getting|rather|all|seems?|visibly) )+yellow(?:ish|y)?\b(?! (?:poo\w*|stools?|wee|pee|sick|vomit|snot|mucus|phlegm|discharge|gunk|crust\w*|spots?|rash|nappy|nappies|bits|stuff)\b)(?!(?:(?![.;!?]).){0,50}\b(?:bruis\w*|black eye|fad\w*|fake tan|tan|in this light|colou?r is (?:fine|normal|ok))\b)/,
      /\bjaundis\w*|\bjaundace\b|\bconjugated (?:hyper)?bilirubin\w*|\bhyperbilirubin\w*/,
      /(?<!\b(?:poo\w*|stools?|wee|pee|urine|sick|vomit|snot|mucus|phlegm|discharge|nails?|teeth|bruis\w*|black eye|tan|tanning|bananas?|lemons?)\b(?:(?![.;!?]).){0,40})(?:\bstill (?:a bit |quite |very |really |visibly )?yellow(?:ish|y)?\b|\bbaby'?s (?:still |a bit |very |quite )*yellow(?:ish|y)?\b)(?! (?:poo\w*|stools?|wee|pee|sick|vomit|snot|mucus|phlegm|discharge|gunk|crust\w*|spots?|rash|nappy|nappies|bits|stuff)\b)(?!(?:(?![.;!?]).){0,50}\b(?:bruis\w*|black eye|fad\w*|fake tan|tan|in this light|colou?r is (?:fine|normal|ok))\b)/,
      // The body going yellow, in a few words ("his face and chest have gone yellowish", "her skin
      // looks a bit yellowy"), not phlegm, poo, pee, sick, nails or a fading bruise.
      /(?<!\b(?:phlegm|sputum|mucus|snot|discharge|pus|poo|poop|stool|stools|urine|pee|wee|vomit|sick|nails?|teeth|bruis\w*|coughing up|cough up|rash|spots?)\b(?:(?![.;!?]).){0,30})\b(?:face|skin|body|eyes?|whites|chest|tummy|belly|palms|soles|forehead)\b(?:(?![.;!?]|\b(?:no|not|never|without|nor)\b).){0,30}?\b(?:turned|gone|going|turning|went|go|goes|looks?|looking|looked|is|are|was|were|seems?|became|become|has gone|have gone) (?:(?:a|bit|little|tad|slightly|quite|very|really|rather|more|all|kind of|sort of) )*yellow(?:ish|y)?\b/,
    ],
  },
  // Round eleven (helper E): a button or coin battery (or a small battery of unknown kind), which
  // burns through the lining of the ear or nose within hours (NHS: A&E at once).
  buttonBattery: {
    label: 'a button, coin or other small battery',
    patterns: [
      /\b(?:button|coin|watch|disc|disk|lithium|cell|hearing aid|small|tiny|little|round|flat|lr\d+|cr\d+)[- ]?batter(?:y|ies)\b(?! (?:acid|fluid|charger|pack|life|ran out|died|is flat|went flat|runs? out|needs? changing))|\bbutton cells?\b|\b(?:cr|lr|sr|ag)\d{2,4}\b|(?<!\blow )\bbatter(?:y|ies)\b(?! (?:acid|fluid|charger|pack|life|ran out|died|is flat|went flat|runs? out|needs? changing))(?!(?:(?![.;!?]).){0,60}\b(?:(?:is|are|was|were|went|gone) (?:dead|flat|low)|all there|all accounted for|found (?:it|them))\b)/,
    ],
  },
  // Round fourteen (helper S), NHS and CAPT: a button battery gone from a toy, remote, key fob or
  // hearing aid near a young child may have been swallowed ("the little round battery is missing",
  // "can't find the battery from his remote", "one of the batteries has gone"): A&E straight away.
  batteryMissing: {
    label: 'a small battery missing or not found (possibly swallowed)',
    patterns: [
      /(?:(?<!\b(?:none|neither|no|nor|all) (?:of )?(?:the |his |her |my |its |their )?)\b(?:batter(?:y|ies)|(?:button|coin|watch) cells?)\b(?:(?![.;!?]).){0,30}?(?<!\b(?:not|never|no longer) )\b(?:missing|disappeared|nowhere to be (?:found|seen)|unaccounted for|(?:is|are|was|were|has|have|had) (?:gone|vanished)|not (?:in|inside) (?:it|there|the \w+))\b|\b(?:cannot|can not|could not|can't|couldn't|cant|unable to) (?:find|locate)\b(?:(?![.;!?]).){0,30}?\b(?:batter(?:y|ies)|(?:button|coin|watch) cells?)\b|(?<!\b(?:found|find|located|got|have) (?:the |a |her |his |that )?)\bmissing (?:a |one |the |her |his |its )?(?:\w+ ){0,2}?(?:batter(?:y|ies)|(?:button|coin|watch) cells?)\b)(?!(?:(?![.;!?]).){0,60}?\b(?:found (?:it|them|the)|(?:it|they) turned up|turned up|accounted for|in the drawer)\b)|\b(?:might|may|could|think|worried|scared|not sure if|unsure if|wonder if|possibly|probably) (?:\w+ ){0,3}?(?:swallowed|ate|eaten|put in (?:his|her|their) mouth)\b(?:(?![.;!?]).){0,20}?\b(?:batter(?:y|ies)|(?:button|coin|watch) cells?)\b/,
    ],
  },
  foreignBodyEarNose: {
    label: 'something stuck in the ear or nose',
    patterns: [
      /(?<!\b(?:water|wax|fluid|air|shampoo|soap|sand)\s)\b(?:stuck|pushed|put|shoved|inserted)\b(?! (?:my|his|her|their|a) fingers? )(?:(?!\b(?:drops?|oil|olive|softener|water)\b).){0,40}\b(?:up (?:his |her |my |their )?(?:(?:left|right) )?(?:nose|nostril)|in(?:to|side)? (?:his |her |my |their )?(?:(?:left|right) )?(?:ear|nose|nostril))\b|\b(?:bead|peanut|pea|button|toy|stone|crayon|rubber|battery|magnet)\b.{0,20}\b(?:up|in|stuck in) (?:his |her |my )?(?:nose|ear|nostril)\b/,
      // Round eleven (helper E): a battery or magnet pushed into an ear or nostril in more words.
      /\b(?:batter(?:y|ies)|magnets?|button cells?)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor)\b).){0,25}?\b(?:up|in|into|inside|stuck in|lodged in) (?:his |her |my |their |the |one )?(?:(?:son|daughter|child|kid|baby|toddler|boy|girl|brother|sister|grandson|granddaughter)'?s )?(?:ears?|nose|nostrils?)\b/,
    ],
  },
  // Round twelve (helper M): "something" or "it" seen or put in an ear or a nostril ("there's
  // something in his nostril", "can see something shiny in her ear"), read only with a battery named
  // (`button-battery-ear-nose`): alone it can be a sensation or wax.
  objectInEarNoseLay: {
    label: 'something or it in an ear or a nostril',
    patterns: [
      /\b(?:something|an object|a thing|it|one)\b (?:(?:is|was|stuck|lodged|still|right|that|looks|looking|shiny|grey|gray|silver|metal|metallic|round|small|little|hard|white),? ){0,3}(?:up|in|inside|into|stuck in|lodged in|deep in|right up) (?:his |her |their |my |the |one |your )?(?:(?:son|daughter|child|kid|baby|toddler|boy|girl)'?s )?(?:left |right )?(?:ears?|nose|nostrils?)\b/,
    ],
  },
  heavyVaginalBleeding: {
    label: 'heavy bleeding from the vagina (soaking pads, clots, "bleeding heavily")',
    patterns: [
      /\bheavy (?:vaginal )?(?:bleed\w*|blood loss)\b|\bbleed\w* (?:(?:bright |dark )?red )?(?:very |really |so )?(?:heavily|a lot|profusely)\b|\b(?:lots|a lot|loads) of (?:blood|bleeding)\b|\bsoak\w* (?:through )?(?:a |one |my |the |her )?(?:pads?|towels?|sanitary|underwear)\b|\b(?:passing|passed|with) (?:large |big )?clots\b|(?<!\b(?:small|tiny|little|wee) )\bclots?\b.{0,20}\b(?:size of|bigger than|large)\b(?!(?:(?![.;!?]).){0,12}\b(?:[125]p|penny|pea|grape|raisin|lentil|fingernail|thumbnail|grain of rice)\b)|\b(?:gushing|pouring) (?:blood|out)\b|\bbleed\w* (?:right )?through (?:my |her |the )?(?:\w+ )?(?:clothes|jeans|trousers|pants|leggings|pads?|sheets|towels?|underwear)\b/,
      // Round seventeen (helper X), NHS miscarriage and NHSGGC early pregnancy (soaking more than one
      // pad in an hour): heavy loss told by its amount ("blood is coming very much", "a lot blood"),
      // by full or soaked pads or a pad an hour, and clots told as "pieces like liver".
      /\b(?:very|so|too) much (?:blood|bleeding)\b|\bblood (?:is |was |keeps |kept )?(?:coming|come|comes|came|pouring|flowing|running|gushing)(?: out| down)? (?:(?:very|so|too) much|a lot|lots|heavy|heavily|like (?:a )?(?:tap|river|water))\b|\b(?:a lot|lots|loads) blood\b/,
      /\b(?:pads?|towels?)\b(?:(?![.;!?]).){0,40}?\b(?:(?:is|are|was|were|it is|it was|it's|they are|they were|gets?|getting|got|went|goes) (?:completely |totally |all |already )?(?:full(?! of (?!blood))|soaked|drenched)|full of blood)\b|\b(?:full|soaked|drenched|blood-?soaked) (?:(?:big|maternity|sanitary|night|whole) )?(?:pads?|towels?)\b/,
      /\b(?:pads?|towels?)\b(?:(?![.;!?]).){0,25}?\b(?:every|each|an|per|a|within (?:an?|one|1)|in (?:an?|one|1|half an|under an?|less than an?|the (?:last|past|first)))(?: half)? (?:hour|hr)\b|\bevery (?:half )?(?:hour|hr)\b(?:(?![.;!?]).){0,20}?\b(?:new|change|changing|fresh|another) (?:\w+ )?pads?\b/,
      /\b(?:pieces?|lumps?|chunks?|clots?|clumps?)\b(?:(?![.;!?]).){0,25}?\b(?:like|looks? like|looking like|as big as|size of) (?:a |raw |pieces? of |chunks? of )?liver\b|\bliver[- ]?like\b|\b(?:big|large|huge|massive|giant) (?:\w+ )?(?:pieces?|lumps?|chunks?|clumps?) (?:of (?:blood|tissue|clot)|(?:\w+ )?(?:are |is |keep |kept |have |has )?(?:coming|come|came|pass\w*|fell|falling|dropping))\b/,
      // Round seventeen (helper X, second pass), NHS miscarriage (heavy bleeding or large clots: A&E):
      // blood told as like a period but much more, or heavier than a period, and big clots ("blood
      // coming like a period but much more, and big clots"). Not pain worse than a period, and not a
      // clot in a leg or lung.
      /\b(?:blood|bleed\w*|flow|loss)\b(?:(?![.;!?]).){0,30}?\blike (?:a |my |her )?(?:normal |usual |heavy |regular )?period\b(?:(?![.;!?]).){0,15}?\b(?:much|way|a lot|far|lot|even|loads) (?:more|heavier)\b|\b(?:blood|bleed\w*|flow|loss)\b(?:(?![.;!?]).){0,30}?\b(?:heavier|more) than (?:a |my |her |any )?(?:normal |usual |regular |heavy )?period\b|\bheavier than (?:a |my |her |any )?(?:normal |usual |regular |heavy )?period\b(?!(?:(?![.;!?]).){0,10}\b(?:pain|cramp\w*)\b)|\b(?:big|large|huge|massive|golf ?ball[- ]?sized?|plum[- ]?sized?) (?:blood )?clots\b(?!(?:(?![.;!?]).){0,20}\b(?:legs?|calf|calves|lungs?|arms?|brain|nose)\b)|\b(?:big|large|huge|massive) (?:blood )?clot (?:came|come|coming|passed|fell|dropped)\b/,
    ],
  },
  gcaSigns: {
    label: 'jaw pain on chewing, scalp or temple tenderness (giant cell arteritis)',
    patterns: [
      /\bjaw\b.{0,30}\b(?:when|while|on|after) (?:i )?(?:chew\w*|eat\w*)\b|\b(?:hurts?|pain(?!less)\w*|ache\w*|aching) (?:to |when (?:i )?|while (?:i )?)(?:chew\w*|eat\w*)\b|\bjaw claudication\b/,
      // Not another part's pain or a denied one: "scaly scalp, itching, no joint pain" (dev-probes-15).
      /\bscalp\b(?:(?![.;!?]).){0,40}?(?<!\b(?:no|not|without|joint) )\b(?:tender\w*|sore|hurts?|pain(?!less)\w*|sensitive)\b|\b(?:tender|sore|painful) scalp\b|\b(?:hurts?|pain(?!less)\w*|sore|tender) (?:to |when (?:i )?)(?:comb|brush)\w* (?:my |his |her )?hair\b|\b(?:pain(?!less)\w*|ache\w*|aching|tender\w*|sore\w*|throbb\w*)\b.{0,15}\btemples?\b|\btemples?\b.{0,20}\b(?:tender\w*|sore|swollen|throbb\w*)\b|\b(?:tender|swollen|thickened) (?:temporal )?(?:arter\w*|temples?)\b|\bgiant cell arteritis\b|\btemporal arteritis\b/,
    ],
  },
  aspirin: {
    label: 'aspirin or another salicylate (bismuth subsalicylate)',
    background: true,
    patterns: [/\baspirin\b|\bacetylsalicylic\b|\bsalicylate\w*|\bpepto[- ]?bismol\b|\bexcedrin\b/],
  },
  viralIllness: {
    label: 'a viral illness (flu, chickenpox, a cold, a virus) or a fever',
    patterns: [
      /\bflu\b|\binfluenza\b|\bchicken ?pox\b|\bvaricella\b|\bvir(?:al|us)\b|\bcold\b|\bfever\w*|\bcovid\w*|\bsore throat\b|\bcough\w*/,
    ],
  },
  // Round sixteen (helper U), NHS treatments for COVID-19: a positive COVID test.
  covidPositive: {
    label: 'a positive COVID-19 test',
    patterns: [
      /\b(?:tested|testing|test (?:came back|was|is)|lft|lateral flow|pcr|swab)\b(?:(?![.;!?])(?!\b(?:negative|not|no)\b).){0,25}?\bpositive\b(?:(?![.;!?]).){0,25}?\b(?:covid\w*|coronavirus|sars-?cov-?2)\b|\b(?:covid\w*|coronavirus|sars-?cov-?2)\b(?:(?![.;!?])(?!\b(?:negative|not|no)\b).){0,30}?\bpositive\b|\bpositive (?:for )?(?:covid\w*|coronavirus|sars-?cov-?2|lateral flow|lft)\b|\b(?:got|have|has|caught|with|confirmed) covid\b|\bcovid\w* ?(?:\+(?:ve)?|pos\b)|\b\+ve (?:for )?covid\w*|\btested \+ve\b(?:(?![.;!?]).){0,20}?\bcovid\w*/,
    ],
  },
  // Round sixteen (helper U), NICE NG78 and the Cystic Fibrosis Trust: cystic fibrosis, and a chest
  // flare-up told by more or changed sputum, a lower FEV1 or a worse cough.
  cysticFibrosis: {
    label: 'cystic fibrosis',
    background: true,
    patterns: [
      /(?<!\b(?:tests?|tested|testing|screen\w*|heel prick) (?:for |positive for |negative for )?)(?:\bcystic fibrosis\b|\b(?:has|have|with|(?:year old|yo) (?:male|female|man|woman|boy|girl)|\d+ ?[mf]|my|his|her|known|adult|pt|patient) cf\b|\bcf (?:centre|center|team|clinic|unit|nurse|patient|physio\w*)\b|(?:^|(?<=[.;:]\s?))cf\b(?=,| pt\b| patient\b| with\b| -))(?! (?:carrier|gene|trait|screen\w*|test\w*)\b)/,
    ],
  },
  chestFlareSputum: {
    label: 'more or changed sputum, a lower FEV1, or a chest flare-up',
    patterns: [
      /\b(?:more|increased|increasing|extra|thicker|darker|greener|green|changed?|change in|lots more) (?:\w+ ){0,2}(?:sputum|phlegm|mucus|secretions)\b|\b(?:sputum|phlegm|mucus)\b(?:(?![.;!?])(?!\b(?:no|not|never)\b).){0,25}?\b(?:volume|purulen\w*|green\w*|increas\w*|more|thicker|darker|changed colou?r)\b|\bfev1\b(?:(?![.;!?]).){0,20}?\b(?:down|dropped|drop|fall\w*|fell|reduced|lower|decreas\w*)\b|\b(?:pulmonary|chest|respiratory|lung) (?:exacerbation|flare[- ]?up|infection)\b|\bexacerbation\b|\bcoughing (?:more|a lot more)\b/,
      // Round sixteen review: lung function down, and coloured "muck" coughed up.
      /\blung function\b (?:(?:has|is|has been) )?(?:dropped|fallen|down|worse|lower|reduced)\b|\b(?:coughing|bringing|hacking) up (?:\w+ )?(?:yellow|green|brown)\w* (?:muck|gunk|stuff|phlegm|sputum|mucus|gloop)\b/,
    ],
  },
  chronicLungDisease: {
    label: 'a chronic lung disease (COPD, emphysema, lung fibrosis, home oxygen)',
    background: true,
    patterns: [
      /\bcopd\b|\bemphysema\b|\bchronic (?:bronchitis|obstructive|lung)\b|\b(?:pulmonary|lung) fibrosis\b|\bhome oxygen\b|\bon oxygen at home\b|\bbronchiectasis\b|\bcystic fibrosis\b/,
    ],
  },

  // Common complaints with an NHS "go today" feature (helper H24).
  nosebleedLong: {
    label: 'a nosebleed that will not stop or has lasted more than 10 to 15 minutes',
    patterns: [
      // Any words for a bleeding nose, still going or for 15 minutes or more: "the blood goes from my
      // nose since 20 minutes... not stop, still coming drops".
      new RegExp(
        String.raw`${NOSE_BLEEDING}(?:(?![.;!?]).){0,80}?(?:${NOT_STOPPING}|${NOSE_LONG})|(?:${NOSE_LONG}).{0,40}${NOSE_BLEEDING}|\bnose (?:is )?still bleeding\b|\bstill bleeding (?:from|out of) (?:my |his |her |their |the )?nose\b|\bblood (?:keeps?|kept|is still|still) (?:on )?(?:coming|pouring|running|dripping|gushing|flowing) (?:from|out of|out from) (?:my |his |her |their |the )?(?:\w+ )?(?:nose|nostril)s?\b`,
      ),
      /\bnose ?bleeds?\b.{0,60}\b(?:will not|would not|does not|cannot|can not|not) stop\w*|\bnose (?:will not|would not|does not|is not|keeps? on) (?:stop(?:ping)? )?bleeding\b|\b(?:cannot|can not) stop (?:the |a |my |his |her )?nose ?bleed\w*|\bnose ?bleeds?\b.{0,30}\b(?:for |over |more than |longer than |lasted |lasting )+(?:1[5-9]|[2-9]\d|\d{3}|fifteen|twenty|thirty|forty|half an|an|1) ?(?:min\w*|hours?|hrs?)\b|\bswallowing (?:a lot of |lots of |loads of )?blood\b/,
      /\bnose\b.{0,30}\bbleed\w*.{0,50}\b(?:will not|would not|does not|cannot|not) stop\w*|\bnose\b.{0,30}\bbleed\w*.{0,40}\b(?:for |over |more than |longer than )+(?:1[5-9]|[2-9]\d|\d{3}|fifteen|twenty|thirty|forty|half an|an) ?(?:min\w*|hours?|hrs?)\b/,
    ],
  },
  // NHS nosebleed: go to A&E if it lasts longer than 10 to 15 minutes while pinching. The bleed and
  // the pressure that did not stop it are often told in different sentences.
  noseBleeding: { label: 'a nosebleed', patterns: [new RegExp(NOSE_BLEEDING)] },
  // Round eleven (helper E), NHS broken nose: a nose out of shape or broken after a blow (urgent
  // treatment centre), a swelling inside the nose after a blow (a septal haematoma, which must be
  // drained), or a blow to the nose told with a nosebleed and a blocked side.
  noseInjury: {
    label: 'a blow or injury to the nose or face',
    patterns: [
      /\b(?:punch\w*|hit|hitting|headbutt\w*|head-butt\w*|butted|elbow\w*|smack\w*|whack\w*|blow|kick\w*|ball|fell|fall|fallen|walked into|ran into|run into|bang\w*|bash\w*|knock\w*|struck|thump\w*|fight|scrap|rugby|football|boxing|tackle\w*|collided|collision|face ?plant\w*|injur\w*)\b(?:(?![.;!?]).){0,40}?\b(?:nose|face|nasal)\b|\b(?:nose|face|nasal)\b(?:(?![.;!?]).){0,40}?\b(?:punch\w*|hit|hitting|headbutt\w*|head-butt\w*|butted|elbow\w*|smack\w*|whack\w*|blow|kick\w*|ball|fell|fall|fallen|walked into|ran into|run into|bang\w*|bash\w*|knock\w*|struck|thump\w*|fight|scrap|rugby|football|boxing|tackle\w*|collided|collision|face ?plant\w*|(?<!\bno )injur\w*)\b/,
    ],
  },
  brokenNose: {
    label: 'a nose that is broken, bent or out of shape',
    patterns: [
      // Round eleven misfires (helper J): a nose only bent, crooked or a different shape needs a blow
      // or an injury in the text ("my wife says my nose is crooked" is not this), and a break placed
      // in a past year ("broke my nose in 2010") is not recent.
      new RegExp(
        String.raw`\b(?:broken|broke|break|fractured|bust|busted|smashed|cracked) (?:(?:my|his|her|their|the|a|your) )?nose\b(?! (?:years|months) ago)${NOT_RECENT}|\bnasal (?:bone )?fracture\b|\bnose\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without)\b).){0,25}?\b(?:broken|fractured|(?:bent|crooked|out of shape|wonky|squint|misshapen|flattened|deformed|pushed (?:over )?to (?:one|the) side|(?:looks|is|gone) (?:a )?(?:different|funny|odd|weird) shape)(?:(?=.*\b(?:punch\w*|hit|hitting|headbutt\w*|head-butt\w*|butted|elbow\w*|smack\w*|whack\w*|blow|kick\w*|ball|fell|fall|fallen|walked into|ran into|run into|bang\w*|bash\w*|knock\w*|struck|thump\w*|fight|scrap|rugby|football|boxing|tackle\w*|collided|collision|face ?plant\w*|accident|(?<!\bno )injur\w*))|(?<=\b(?:punch\w*|hit|hitting|headbutt\w*|head-butt\w*|butted|elbow\w*|smack\w*|whack\w*|blow|kick\w*|ball|fell|fall|fallen|walked into|ran into|run into|bang\w*|bash\w*|knock\w*|struck|thump\w*|fight|scrap|rugby|football|boxing|tackle\w*|collided|collision|face ?plant\w*|accident|(?<!\bno )injur\w*)\b.*)))\b(?!(?:(?![.;!?]).){0,30}\b(?:since (?:childhood|birth|i was|he was|she was|a child|a kid)|always|for years|years ago)\b)`,
      ),
    ],
  },
  septalSwelling: {
    label: 'a swelling or lump inside the nose, or a nostril blocked after a blow',
    patterns: [
      /\b(?:swelling|swollen|lump|bulge|bulging|blood blister|purple (?:lump|swelling)|boggy)\b(?:(?![.;!?]).){0,20}?\b(?:inside|in|up) (?:(?:my|his|her|their|the|one|both) )?(?:nose|nostrils?)\b|\b(?:inside|in) (?:of )?(?:(?:my|his|her|their|the) )?(?:nose|nostrils?)\b(?:(?![.;!?]).){0,20}?\b(?:swollen|swelling|lump|bulging|blocked)\b|\bseptal (?:ha?ematoma|swelling|abscess)\b|\b(?:one|left|right|both) (?:side of (?:my|his|her|the) nose|nostrils?)\b(?:(?![.;!?]).){0,20}?\b(?:completely |totally |fully )?(?:blocked|swollen shut)\b/,
    ],
  },
  bleedingDespitePressure: {
    label: 'still bleeding after 10 minutes or more of pinching or pressure',
    patterns: [
      new RegExp(
        String.raw`\b${PRESSING}\b(?:(?![.;!?]).){0,60}?\b(?:for|over) ${MINUTES_10}\b(?:(?![.;!?]).){0,40}?(?:${NOT_STOPPING})|(?:${NOT_STOPPING})(?:(?![.;!?]).){0,40}?\b(?:after|despite) ${MINUTES_10} (?:of )?(?:\w+ )?${PRESSING}`,
      ),
    ],
  },
  periorbitalSwelling: {
    label: 'swelling or redness around the eye',
    patterns: [
      /\b(?:whole|entire|upper|lower|both) eyelids?\b[^.]{0,20}\b(?:swollen|swelling|puffed up|red and swollen)\b/,
      // The lid named with its swelling in other words ("eyelid is red and puffy", "upper lid red hot
      // and swollen", "a swollen red eyelid"), an eye "swollen shut", redness or swelling round the eye.
      /\b(?:eye ?lids?|(?:upper|lower|top|bottom) lids?)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,25}\b(?:swollen|swelling|swelled|puffy|puffed up|puffing up|blown up)\b|\b(?:swollen|puffy|puffed[- ]up)(?:,? (?:and )?(?:red|hot|sore|painful|tender|swollen|puffy))* (?:(?:left|right|upper|lower|top|bottom) )?eye ?lids?\b|\b(?:red|hot|sore|painful|tender)(?:,? (?:and )?(?:red|hot|sore|painful|tender))*,? (?:and )?(?:swollen|puffy) (?:(?:left|right|upper|lower|top|bottom) )?eye ?lids?\b/,
      /\beyes? (?:is |was |has |had |got |has got |went |gone |has gone )?(?:been )?(?:all |completely |totally |nearly |almost |half )?(?:swollen|puffed up|puffy|closed up)(?: up)? (?:shut|closed)\b|\b(?:redness|swelling|puffiness)\b (?:(?:\w+ ){0,2})(?:around|round) (?:(?:my|his|her|their|the|one|the left|the right) )?eyes?\b|\b(?:left|right|one|his|her|my|their) eye (?:is |has |has got |looks |got |went |has gone |is all )?(?:all |really |very |so )?(?:swollen|puffed up)\b/,
      /\b(?:skin )?(?:around|round|under|above) (?:my |his |her |the |one )?eyes?\b.{0,25}\b(?:swollen|swelling|puffed up|red|hot)\b|\b(?:swollen|swelling|puffed up|red and swollen)\b.{0,15}\b(?:around|round) (?:my |his |her |the )?eyes?\b|\bperiorbital\b|\borbital cellulitis\b|\beye (?:has )?(?:swollen|puffed up) shut\b/,
      // Round ten (helper H): "eye swollen" said alone at the start of a clause, or a "swollen (red) eye"
      // (the lids and the tissue round the eye are what swell). Not puffy eyes, eyelashes, brows or drops.
      /(?:^|(?<=[,;:]\s?)|\b(?:the|an|one|both) )eyes? (?:is |are |looks |has gone |got |went |has got |has been )?(?:all |really |very |so |a bit |quite )?(?:swollen|swelling up|puffed up|puffing up)\b|\bswollen(?:,? (?:and )?(?:red|hot|sore|painful|tender|bloodshot))* (?:left |right )?eye\b(?!\s?(?:lid|lash|brow|drops?|ball))/,
    ],
  },
  stickyEye: {
    label: 'sticky eyes or discharge from the eyes',
    patterns: [
      // Round fifteen review: "goopy", "mucky", pus oozing from the eye, "eye boogers", purulent
      // conjunctivitis.
      /\b(?:goopy|gunky|mucky|crusty|weepy|gloopy|gooey) eyes?\b|\beyes? (?:is |are |looks? )?(?:(?:all|a bit|really|very) )?(?:goopy|gunky|mucky|crusty|gloopy|gooey)\b|\bpus\b(?:(?![.;!?]).){0,25}\beyes?\b|\beyes?\b(?:(?![.;!?]).){0,25}\b(?:pus|boogers|bogies|gunk|goo)\b|\b(?:purulent|mucopurulent|bacterial|sticky) conjunctivitis\b|\bophthalmia neonatorum\b/,
      /\b(?:purulent|mucopurulent|sticky|yellow|green|pus\w*|gunky|gooey|crusty) eye discharge\b|\b(?:purulent|mucopurulent) (?:discharge )?(?:from |in |of )?(?:(?:both|the|his|her|their|left|right|one) )?eyes?\b/,
      /\bsticky (?:\w+ )?eyes?\b|\b(?:sticky|yellow|green|pus\w*|gunky|gooey) (?:\w+ )?discharge (?:from|in|coming out of) (?:his |her |their |both |the |my |one )?(?:\w+ )?eyes?\b|\beyes? (?:are |is )?(?:sticky|gunky|stuck shut|glued shut|weeping pus)\b/,
      // Lashes or lids stuck together by discharge ("gunk gluing his lashes together").
      /\b(?:eye ?lashes|lashes|eyelids?|lids)\b(?:(?![.;!?]).){0,20}\b(?:stuck|glued|gummed|crusted|caked) (?:together|shut|up)\b|\b(?:glu(?:e)?ing|sticking|gumming|crusting) (?:(?:his|her|their|my|the|both) )?(?:eye ?lashes|lashes|eyelids?|lids|eyes?) (?:together|shut|up)\b|\b(?:sticky|yellow|green|pus\w*|gunky|gooey|crusty) (?:\w+ )?(?:discharge|gunk|goo)\b(?:(?![.;!?,])(?!\b(?:nose|nostrils?|ears?|vagina\w*|penis|nipples?|wound|cut|throat|chest)\b).){0,30}\b(?:eye ?lash\w*|lashes|eyelids?|eyes?)\b/,
    ],
  },
  // Round ten misfires (helper G): a stye told with blurring from the gunk or from tiredness is not read
  // as the infection behind a vision change (orbital-cellulitis-vision).
  styeOrLidInfection: {
    label: 'a stye or an infected eyelid',
    patterns: [
      /(?<!\b(?:blurr?\w*|vision|sight)\b(?:(?![.;!?]).){0,25}?\b(?:because of|from|due to|when i am|when i'm|when im) (?:the |all the |my )?(?:gunk|discharge|goo|sticky \w+|crust\w*|pus|watering|tears|tired\w*|sleepy)\b(?:(?![.;!?]).)*)(?:\bstyes?\b|\bsty\b|\bchalazion\b|\binfected (?:eye ?lid|lid|eye)\b|\b(?:eye ?lid|lid) infection\b|\b(?:insect |mosquito |spider )?bite (?:near|by|on|above|under|next to) (?:my |his |her |their |the )?eye\b)(?!(?:(?![.;!?]).)*?\b(?:blurr?\w*|vision|sight)\b(?:(?![.;!?]).){0,25}?\b(?:because of|from|due to|when i am|when i'm|when im) (?:the |all the |my )?(?:gunk|discharge|goo|sticky \w+|crust\w*|pus|watering|tears|tired\w*|sleepy)\b)/,
    ],
  },
  sinusSymptoms: {
    label: 'sinus pain or sinusitis',
    patterns: [/\bsinus\w*|\bpain (?:in|around|behind) (?:my |the )?(?:cheeks?|cheekbones?)\b/],
  },
  eyeMovementProblem: {
    label: 'double vision, a bulging eye or an eye that will not move',
    patterns: [
      // Painful eye movements, looking sideways hurting, an eye that looks like it is bulging (NICE CKS
      // orbital cellulitis red flags).
      /\b(?:pain\w*|hurts?|hurting|sore|agony)\b (?:on|with|when|to) (?:(?:i |he |she |they |you )?(?:try to |tries to )?)?(?:mov\w*|look\w*) (?:(?:my|his|her|their|the|either|one|that) )?eyes?\b|\b(?:painful|sore|restricted|reduced|limited) eye movements?\b|\beye movements? (?:are |is )?(?:painful|restricted|sore|hurt\w*|limited|reduced)\b|\bpain (?:on|with) eye movements?\b|\b(?:hurts?|painful|sore|agony) (?:to |when (?:i |he |she |they )?)look\w* (?:sideways|to the side|side to side|to the (?:left|right)|left|right|around|round)\b|\beyes?\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,25}\b(?:bulg\w*|sticking out|popping out|protrud\w*)\b/,
      /\b(?:cannot|can not|unable to|hard to|hurts to|painful to) move (?:my |his |her |the |one )?eyes?\b|\beyes? (?:will not|does not|cannot) move\b|\beyes? (?:is |looks )?(?:bulging|sticking out|pushed out|pushed forward)\b|\bbulging eyes?\b|\bproptosis\b|\bophthalmoplegia\b|\bdouble vision\b|\bdiplopia\b|\bseeing double\b/,
    ],
  },
  eczemaHerpeticum: {
    label: 'eczema with clusters of painful blisters or punched-out sores',
    patterns: [
      /\beczema herpeticum\b|\bpunched[- ]out\b|\beczema\b.{0,80}\b(?:clusters?|crops?|groups?) of (?:\w+ ){0,2}(?:blisters|sores|spots)\b|\b(?:clusters?|crops?) of (?:\w+ ){0,2}blisters\b.{0,60}\beczema\b/,
    ],
  },
  boilOrAbscess: {
    label: 'a boil or skin abscess',
    patterns: [
      /\bboils?\b(?! (?:the |a |some )?(?:kettle|water|eggs?|milk|pan))|\bcarbuncles?\b|\bfuruncles?\b|\bskin abscess\w*/,
      // Round twenty-one (dev-probes-17): a clinician's fluctuant lump, a lay pus-filled lump.
      /\bfluctuant\b|\bpus[- ]filled (?:lump|swelling|spot|bump)\b/,
    ],
  },
  // Round ten (helper C), NHS abscess: a painful lump or swelling by the anus or between the buttocks
  // can be an abscess; with a high temperature or shivers it needs an urgent GP or 111.
  perianalLump: {
    label: 'a painful lump, swelling or abscess by the anus or bottom',
    patterns: [
      /\b(?:peri-?anal|anal|rectal|bum|butt|perirectal|ischiorectal|pilonidal) (?:abscess|boil|lump|swelling|cyst|sinus)\w*\b|\b(?:lump|swelling|boil|abscess|bump|cyst)\w*\b(?:(?![.;!?])(?!\b(?:not|no|never)\b).){0,25}?\b(?:near|by|next to|beside|around|round|on|at|in|close to|just outside|inside|between) (?:my |his |her |their |the )?(?:anus|back passage|bum ?hole|butt ?hole|arse ?hole|bottom|bum|butt|buttocks?|bum cheeks?|rectum|perineum|tailbone|coccyx|crack)\b/,
    ],
  },
  shingles: {
    label: 'shingles: a painful, tingling or burning rash on one side of the body',
    patterns: [
      /\bshingles\b(?! (?:vaccin\w*|jab|shot|injection))|\b(?:herpes )?zoster\b|\b(?:painful|burning|tingling|stinging|blistering|blistery) (?:\w+ )?rash\b.{0,40}\b(?:one|1) side\b|\brash\b.{0,30}\bon (?:one|1) side of (?:my|his|her|their|the) (?:body|chest|back|tummy|belly|waist|face|forehead|trunk|ribs)\b|\bband of (?:\w+ ){0,2}(?:blisters|rash|spots)\b(?!(?:(?![.;!?]).){0,40}\b(?:watch|strap|bracelet|ring|sock|elastic|waistband|belt)\b)/,
      // Dev-probes-15 and its hostile review: pain on one side of the trunk first, the rash after
      // ("burning pain one side of ribs now blistery rash there", NHS shingles: tingling or pain comes
      // a few days before the rash), a painful rash "one side only"; not a cold sore, a heel blister.
      /\b(?:burning|tingling|stinging|shooting|pain|painful|sore)\b(?:(?![.;!?]).){0,30}\b(?:one|1|the (?:left|right)) side of (?:my |his |her |their |the )?(?:body|chest|back|tummy|belly|waist|ribs|torso|trunk|side)\b(?:(?![.;!?]).){0,60}\b(?:blister\w*|rash)\b|\b(?:rash|blisters)\b(?:(?![.;!?]).){0,30}\b(?:one side only|only (?:on )?one side|on one side only)\b/,
    ],
  },
  irreducibleHernia: {
    label: 'a hernia or a groin or belly-button lump that will not go back in, or has gone hard and tender',
    patterns: [
      /\b(?:hernia|(?:lump|bulge|swelling)\b.{0,25}\b(?:groin|belly ?button|navel|umbilic\w*|tummy|abdom\w*|scrotum))\b.{0,40}\b(?:(?:will not|cannot|does not|would not|could not|not) (?:go(?:ing)?|push(?:ing)?|pop(?:ping)?|slip(?:ping)?) (?:it )?(?:back|in)|stuck out|(?:firm|hard) and (?:tender|painful)|gone hard|turned (?:red|purple|dark))\b|\b(?:strangulated|incarcerated|irreducible) hernia\b/,
    ],
  },
  // Round fourteen (helper R), NHS inguinal and umbilical hernia: a hernia named in one sentence and
  // said in another to be irreducible, stuck out, or hard and red or tense. Read only by
  // hernia-stuck-or-sick.
  herniaNamed: {
    label: 'a hernia, or a lump in the groin or at the belly button',
    background: true,
    patterns: [
      // Not a hernia already repaired ("had a hernia repaired years ago", "hernia mesh").
      /\bhernia\b(?!(?:(?![.;!?]).){0,30}\b(?:repair\w*|mesh|fixed|removed|operated on)\b)|\b(?:lump|bulge|swelling)\b(?:(?![.;!?]).){0,25}\b(?:groin|belly ?button|navel|umbilic\w*)\b|\b(?:groin|belly ?button|navel|umbilical|inguinal) (?:lump|bulge|swelling)\b/,
    ],
  },
  herniaTrouble: {
    label: 'irreducible, stuck out, or hard and red, tense or tender',
    patterns: [
      /\b(?:irreducible|incarcerat\w*|strangulat\w*)\b|\b(?:will not|cannot|can not|does not|did not|would not|could not|not|no longer) (?:go(?:ing)?|push(?:ing)?|pop(?:ping)?|slip(?:ping)?|be pushed|be popped) (?:it |back )?(?:back )?in\b|\b(?:hard|firm|tense)(?:,? (?:and )?(?:red|tender|painful|purple|dark|discolou?red|hot))\b|\b(?:red|tender|purple|dark|discolou?red|hot)(?:,? (?:and )?(?:hard|firm|tense))\b|\bgone (?:hard|tense|firm|purple|dark)\b/,
    ],
  },
  neckInjuryNerves: {
    label: 'a neck injury with tingling, numbness or weakness in the arms or legs',
    patterns: [
      /\b(?:tingl\w*|numb\w*|pins and needles|cannot feel|can not feel|cannot move|lost (?:the )?feeling)\b(?: in)? (?:my |his |her |their |the |both )?(?:arms?|legs?|hands?|feet|body|anything below)\b.{0,60}\b(?:crash\w*|accident|collision|fell|fall\w*|dived|diving|trauma|whiplash|landed on|knocked off|thrown)\b.{0,60}\bneck\b/,
      /\b(?:crash\w*|accident|collision|fell|fall|dived|diving|trauma|whiplash|rear[- ]ended|tackle\w*|landed on)\b.{0,80}\bneck\b(?:(?!\b(?:no|not|never|without|nor)\b).){0,80}\b(?:tingl\w*|numb\w*|pins and needles|weak\w*|cannot feel|can not feel)\b/,
      /\bneck\b.{0,40}\b(?:crash\w*|accident|collision|fell|fall|injur\w*|trauma|whiplash)\b(?:(?!\b(?:no|not|never|without|nor)\b).){0,80}\b(?:tingl\w*|numb\w*|pins and needles|weak\w*|cannot feel|can not feel)\b/,
    ],
  },

  // A baby's or toddler's cry that is high-pitched, weak or constant and cannot be settled: a red
  // feature in NICE NG143 and a sign of serious illness on the NHS "Is your baby or toddler seriously
  // ill?" page. The rules using it apply to children under 5 only.
  // Round ten misfires (helper G): not a cry told with an ordinary cause (hungry, tired, wind, colic,
  // until she burps) or that has settled now.
  abnormalCry: {
    label: 'a high-pitched, weak or constant cry that cannot be settled',
    patterns: [
      // Round twenty-four (b): the pitch told after the crying ("crying, high pitched").
      /(?<!\bcolic\w*\b(?:(?![.;!?]).)*)\b(?:cry|crying|cries|screaming|screams)\b,? (?:and |but )?(?:(?:it is|it's|its|is|very|really|so|all|a|sounds?) )?(?:high[- ]?pitched|shrill|piercing)\b/,
      /(?<!\bcolic\w*\b(?:(?![.;!?]).)*)(?:\b(?:high[- ]?pitched|shrill|piercing|squealing|weak|feeble|whimpering|moaning|strange|weird|odd|unusual|abnormal)(?:,? (?:and |or )?(?:high[- ]?pitched|shrill|piercing|weak|feeble|high|strange|weird|odd|unusual|constant|continuous|non-?stop))* (?:cry|crying|cries|scream|screams|screaming|wail|wailing)\b)(?!(?:(?![.;!?]).)*?\b(?:(?:when|if|because|as) (?:she|he|they|the baby|baby|my baby)(?: is|'s| are| has| gets| get)? (?:hungry|tired|overtired|windy|teething)|(?:has|with|from|got|of|passing) (?:trapped |bad |some )?wind|colic\w*|until (?:she|he|they) (?:burps?|is fed|gets? fed|feeds?|has (?:a |her |his )?(?:feed|bottle))|now (?:settled|feeding|fine|calm|asleep)|settled now|(?:has |have )?settled (?:down )?(?:now|since))\b)/,
      /(?<!\bcolic\w*\b(?:(?![.;!?]).)*)(?:\b(?:cry|crying|cries)\b (?:(?:sounds?|sounded|is|was|seems|seemed|has been|has gone|went|got|gone|has got|has become|became) )(?:(?:really|very|all|a bit|so|quite|more|much|kind of|sort of) )?(?:different|strange|weird|odd|unusual|wrong|weak\w*|high[- ]?pitched|high|shrill|squeaky|feeble|like a (?:squeal|shriek|kitten|cat))\b|\b(?:crying|cries|screaming|screams)\b (?:(?:really|very|all|a bit|so|quite|kind of|sort of|in a) )?(?:weird|strange|odd|funny|unusual|high[- ]?pitched|shrill|squeaky)(?: (?:way|sound|noise))?\b)(?!(?:(?![.;!?]).)*?\b(?:(?:when|if|because|as) (?:she|he|they|the baby|baby|my baby)(?: is|'s| are| has| gets| get)? (?:hungry|tired|overtired|windy|teething)|(?:has|with|from|got|of|passing) (?:trapped |bad |some )?wind|colic\w*|until (?:she|he|they) (?:burps?|is fed|gets? fed|feeds?|has (?:a |her |his )?(?:feed|bottle))|now (?:settled|feeding|fine|calm|asleep)|settled now|(?:has |have )?settled (?:down )?(?:now|since))\b)/,
      /(?<!\bcolic\w*\b(?:(?![.;!?]).)*)(?:\bnot (?:like )?(?:(?:his|her|their|the|my) )?(?:normal|usual) cry\b|\b(?:cry|crying) (?:does|did) not sound (?:like )?(?:(?:his|her|their|a) )?(?:normal|usual|right|like (?:his|her|their) (?:normal|usual))\b)(?!(?:(?![.;!?]).)*?\b(?:(?:when|if|because|as) (?:she|he|they|the baby|baby|my baby)(?: is|'s| are| has| gets| get)? (?:hungry|tired|overtired|windy|teething)|(?:has|with|from|got|of|passing) (?:trapped |bad |some )?wind|colic\w*|until (?:she|he|they) (?:burps?|is fed|gets? fed|feeds?|has (?:a |her |his )?(?:feed|bottle))|now (?:settled|feeding|fine|calm|asleep)|settled now|(?:has |have )?settled (?:down )?(?:now|since))\b)/,
      // Crying that cannot be settled, only with a baby or toddler named in the same sentence (a
      // teenager or an adult who "cannot be consoled" is not this).
      new RegExp(
        `(?<!\\bcolic\\w*\\b(?:(?![.;!?]).)*)(?:(?:(?<=${BABY_WORDS}[^.;!?]*)${INCONSOLABLE}|${INCONSOLABLE}(?=[^.;!?]*${BABY_WORDS})))(?!(?:(?![.;!?]).)*?\\b(?:(?:when|if|because|as) (?:she|he|they|the baby|baby|my baby)(?: is|'s| are| has| gets| get)? (?:hungry|tired|overtired|windy|teething)|(?:has|with|from|got|of|passing) (?:trapped |bad |some )?wind|colic\\w*|until (?:she|he|they) (?:burps?|is fed|gets? fed|feeds?|has (?:a |her |his )?(?:feed|bottle))|now (?:settled|feeding|fine|calm|asleep)|settled now|(?:has |have )?settled (?:down )?(?:now|since))\\b)`,
      ),
    ],
  },
  // Round ten (helper H): a baby feeding poorly ("barely feeding", "off her feeds") and a baby who
  // feels hot (NHS: a high temperature is feeling hotter than usual to touch), read only with an
  // abnormal cry.
  poorFeedingLay: {
    label: 'barely feeding, off feeds, or feeding poorly',
    patterns: [
      /\b(?:barely|hardly|not really|not) (?:feeding|taking (?:any |her |his |the )?(?:milk|feeds?|bottles?|breast)|drinking (?:any |her |his )?(?:milk|bottles?))\b(?! (?:at night|overnight|in the night))|\boff (?:her|his|their|the|its) (?:feeds?|milk|bottles?)\b|\b(?:feeding|feeds) (?:really |very )?(?:poorly|badly)\b|\bpoor(?:ly)? feed\w*|\b(?:will not|would not|refus\w* to|refusing) (?:feed|take (?:her|his|the) (?:bottle|feeds?|milk))\b/,
    ],
  },
  babyFeelsHot: {
    label: 'feels hot to the touch',
    patterns: [
      /\b(?:(?:he|she|they|baby|bub|the baby|my baby)(?:'s| is| feels| felt| seems| was| has been)|hes|shes) (?:(?:very|really|so|quite|a bit|boiling|roasting|super) )?(?:hot|boiling|roasting|warm to (?:the )?touch)\b(?! (?:weather|day|outside|room|in here|bath|drink|food|water))(?!(?:(?![.;!?]).){0,30}\b(?:weather|heatwave|heat wave|outside|room|sun)\b)/,
    ],
  },
  // Round eleven (helper K), NHS signs that a baby may be seriously ill: a baby who is floppy, limp,
  // very sleepy or hard to wake ("sunburn on my 8 month old, he's floppy"). Not a newborn's normal
  // floppy head, a floppy hat or toy, nor sleepy after a feed, a bath or jabs.
  babyWord: {
    label: 'a baby (the word, or an age in days, weeks or months)',
    background: true,
    patterns: [
      /\b(?:baby|babies|newborn|new born|infant|bub|babe)\b(?! (?:brother|sister|shower|monitor|wipes|food|oil|powder|bump|blues|teeth|tooth|carrier|gym|doll|boom)\b)|\b(?:[1-9]|1[01]|one|two|three|four|five|six|seven|eight|nine|ten|eleven) ?(?:days?|weeks?|wks?|months?|mo|mths?)(?:[- ]old)\b/,
    ],
  },
  babyFloppySleepy: {
    label: 'floppy, limp, very sleepy or hard to wake (a baby)',
    patterns: [
      /(?<!\b(?:head|neck|ears?|hat|toy|bunny|teddy|hair|disk)\b (?:is |are |feels |seems |a bit |quite |very |so |still )*)\b(?:floppy|limp)\b(?! (?:head|neck|ears?|hat|toy|bunny|teddy|hair|disk|limbed?)\b)(?<!\b(?:a|with a|walking with a|has a) limp)|(?<!\b(?:i am|i'm|im|i feel|i felt|i was|i have been|i've been|feeling|makes me|made me|me) )\b(?:very|really|so|unusually|extremely|abnormally|too|super) (?:sleepy|drowsy|lethargic)\b(?!(?:(?![.;!?]).){0,30}\b(?:after (?:a |his |her |the |each |every )?(?:feeds?|feeding|bath|jabs|vaccin\w*|immuni[sz]\w*|injections?)|since (?:his|her|the) (?:jabs|vaccin\w*|immuni[sz]\w*)|at (?:nap|bed) ?time|in the (?:evening|afternoon)|growth spurt)\b)/,
    ],
  },
  // Drowsiness in plain words ("is drowsy", "gone sleepy"), read only with an abnormal cry.
  sleepyLay: {
    label: 'drowsy, sleepy, floppy or limp',
    patterns: [
      /\b(?:is|was|seems|seemed|looks|looked|gone|went|getting|become|became|very|really|so|unusually) (?:(?:a bit|quite|really|very|so|more|all) )?(?:drowsy|sleepy|floppy|limp|lethargic|listless|dozy)\b|\bdrowsy\b/,
    ],
  },
  // A calf or one leg gone hard or tight (a DVT told in lay words; NHS DVT): read by the rules only
  // with a clot risk, never alone (a cramp goes in minutes).
  // Round ten misfires (helper G): not both calves, a cramp, a massage, a hike or the gym as the cause,
  // or a calf that is "fine now".
  calfHard: {
    label: 'a calf or one leg gone hard, firm or tight',
    patterns: [
      /(?<!\b(?:(?<!\b(?:not|no|never) (?:a |an |from a |from |just a )?)(?:cramp\w*|massage\w*)|after (?:a |the |my |our )?(?:long )?(?:hike|hiking|run|running|jog\w*|gym|workout|walk|exercise|training|football|match|game|cycle|cycling|bike ride|stretch\w*|leg day|squats|marathon)|(?:it is |it's |its |all |now )?fine now|now fine|(?:gone|eased|settled|better) now)\b(?:(?![.;!?]).)*)(?:\b(?:calf|leg)\b(?: muscle)? (?:(?:has|had|is|was|feels|felt|went|gone|got|became|become|turned|has gone|has got|is now|still|just|all|really|very|so|completely) ){0,3}(?:rock[- ]hard|hard as (?:a )?(?:rock|stone|wood|board)|hard|firm|tight|tense|like (?:a )?(?:rock|stone|brick))\b)(?!(?:(?![.;!?]).)*?\b(?:(?<!\b(?:not|no|never) (?:a |an |from a |from |just a )?)(?:cramp\w*|massage\w*)|after (?:a |the |my |our )?(?:long )?(?:hike|hiking|run|running|jog\w*|gym|workout|walk|exercise|training|football|match|game|cycle|cycling|bike ride|stretch\w*|leg day|squats|marathon)|(?:it is |it's |its |all |now )?fine now|now fine|(?:gone|eased|settled|better) now)\b)/,
      /(?<!\b(?:(?<!\b(?:not|no|never) (?:a |an |from a |from |just a )?)(?:cramp\w*|massage\w*)|after (?:a |the |my |our )?(?:long )?(?:hike|hiking|run|running|jog\w*|gym|workout|walk|exercise|training|football|match|game|cycle|cycling|bike ride|stretch\w*|leg day|squats|marathon)|(?:it is |it's |its |all |now )?fine now|now fine|(?:gone|eased|settled|better) now)\b(?:(?![.;!?]).)*)(?:\b(?:rock[- ]hard|hard|firm|tight|tense)\b(?:,? (?:and )?(?:swollen|hot|warm|red|painful|sore|tender|aching|achy)\b)*,? (?:(?:left|right|l|r) )?(?:calf|leg)\b(?!s))(?!(?:(?![.;!?]).)*?\b(?:(?<!\b(?:not|no|never) (?:a |an |from a |from |just a )?)(?:cramp\w*|massage\w*)|after (?:a |the |my |our )?(?:long )?(?:hike|hiking|run|running|jog\w*|gym|workout|walk|exercise|training|football|match|game|cycle|cycling|bike ride|stretch\w*|leg day|squats|marathon)|(?:it is |it's |its |all |now )?fine now|now fine|(?:gone|eased|settled|better) now)\b)/,
      // Round twelve (helper N), NHS DVT: read from "not a cramp", which the negation would otherwise
      // carry to the calf ("not a cramp - my calf is hard, hot and swollen"), and a calf that went hard
      // and is "fine now but the swelling is back".
      /\b(?:not|no|is not|definitely not) (?:a |just a |just |an ordinary |a normal |like a |like |from a )?cramp\w*\b(?:(?![.;!?]).){0,15}?\b(?:calf|leg)\b(?: muscle)? (?:(?:has|had|is|was|feels|felt|went|gone|got|became|become|turned|has gone|has got|is now|still|just|all|really|very|so|completely) ){0,3}(?:rock[- ]hard|hard as (?:a )?(?:rock|stone|wood|board)|hard|firm|tight|tense|like (?:a )?(?:rock|stone|brick))\b/,
      /\b(?:calf|leg)\b(?!(?:(?![.;!?]).){0,120}?\b(?:(?<!\bnot (?:a |just a )?)cramp\w*|after (?:a |the |my |our )?(?:long )?(?:hike|hiking|run|running|jog\w*|gym|workout|exercise|training|football|match|game|cycle|cycling|stretch\w*|leg day|squats|marathon|massage))\b)(?: muscle)? (?:(?:has|had|is|was|feels|felt|went|gone|got|became|become|turned|has gone|has got|still|just|all|really|very|so) ){0,3}(?:rock[- ]hard|hard|firm|tight|tense)\b(?:(?![.;!?]).){0,60}?\b(?:fine now|settled|eased|went away|gone down|better)\b,? (?:but|and|then|until|except) (?:(?![.;!?]).){0,40}?\b(?:back|again|returned|come back|came back|worse|swollen|swelling)\b/,
    ],
  },
  // A long journey or a recent operation told in lay words, for the lay DVT rules only (not
  // `vteRisk`, which a chest infection's UNLESS reads).
  clotRiskLay: {
    label: 'a recent flight, a long journey or an operation in the last weeks',
    background: true,
    patterns: [
      /\blong[- ]haul\b|\b(?:long|\d+[- ]?hours?|overnight|transatlantic|intercontinental) (?:\w+ )?(?:flight|plane ride|drive|car journey|journey|coach trip|bus ride|train journey)\b|\b(?:flew|flown|flying) (?:back |home |in |over |out )?(?:from|to)\b|\b(?:after|since|off|on) (?:the|my|a|our|his|her) (?:\w+ )?(?:flight|plane)\b|\bjust (?:got|come) (?:back|home) from (?:australia|america|the states|the us|canada|asia|india|china|japan|thailand|africa|dubai|new zealand|south america|mexico)\b/,
      // Round thirteen (helper P): jet lag, and back from a long-haul place named as a city ("got back
      // from Sydney 5 days ago", "flew home from Bangkok").
      /\bjet[- ]?lag\w*|\b(?:got|get|come|came|coming|arrived|returned|returning|flew|flown|back) (?:back |home )?from (?:a (?:\w+ )?(?:trip|holiday|visit) (?:to|in) )?(?:sydney|melbourne|perth|brisbane|adelaide|auckland|australia|new zealand|bali|bangkok|thailand|singapore|hong kong|tokyo|japan|china|beijing|shanghai|india|delhi|mumbai|goa|sri lanka|vietnam|the philippines|malaysia|dubai|cape town|johannesburg|south africa|kenya|nairobi|canada|toronto|vancouver|america|the states|the us|the usa|new york|los angeles|mexico|cancun|the caribbean|jamaica|barbados|brazil|argentina|peru|south america|asia|africa)\b/,
      /\b(?:had|have had|after) (?:an? |my |the )?(?:\w+ )?(?:surgery|operation|op|replacement|c-section|caesarean)\b(?:(?![.;!?]).){0,20}\b(?:\d+|a few|two|three|four|five|six|ten|a couple of) (?:days?|weeks?) ago\b|\b(?:surgery|operation|op|c-section|caesarean) (?:\d+|a few|two|three|four|five|six|ten|a couple of) (?:days?|weeks?) ago\b|\b(?:since|after) (?:my|the|his|her) (?:\w+ )?(?:surgery|operation|op)\b|\bafter the op\b/,
      // Round twelve (helper N): an operation named with its time ("knee replacement 3 weeks ago",
      // "10 days after my hip op", "2 weeks post-op").
      /\b(?:surgery|operation|op|replacement|c-section|caesarean|section|hysterectomy|arthroscopy|(?:hip|knee|ankle|leg|bowel|back|spinal|spine) (?:op|surgery|operation))\b(?:(?![.;!?]).){0,15}?\b(?:\d+|a few|two|three|four|five|six|seven|eight|ten|a couple of) (?:days?|weeks?) ago\b|\b(?:\d+|a few|two|three|four|five|six|seven|eight|ten|a couple of) (?:days?|weeks?) (?:after|since|post)(?:[- ]op\w*| (?:my|the|his|her|their|an?) (?:\w+ )?(?:surgery|operation|op|replacement|c-section|caesarean))\b/,
    ],
  },
  // Round twelve (helper N), NHS DVT: one calf or leg swollen, hot, red, hard or tight, or a calf that
  // hurts, read with a recent operation or flight (`possible-dvt-clot-risk`), not both legs. Not with
  // a cramp, after exercise, or "fine now" (round ten's narrowing of `calfHard`).
  legClotSigns: {
    label: 'one calf or leg swollen, hot, red, hard or tight, or a painful calf',
    patterns: [
      /\b(?=(?:calf|leg|swollen|puffy|hot|warm|red|hard|tight|tense|tender|painful|sore)\b)(?<!\b(?:(?<!\bnot (?:a |just a |just |from a )?)cramp\w*|after (?:a |the |my |our )?(?:long )?(?:hike|hiking|run|running|jog\w*|gym|workout|walk|exercise|training|football|match|game|cycle|cycling|stretch\w*|leg day|squats|marathon))\b(?:(?![.;!?]).){0,60})(?:\b(?:calf|leg)\b(?!s)(?:(?![.;!?])(?!\b(?:not|no|never|nor|without|both)\b).){0,30}?\b(?:swollen|swelling|swelled|puffy|puffed up|hot|warm|red|hard|tight|tense|bigger|fatter)\b|\bcalf\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,20}?\b(?:tender|painful|pain|sore|aching|throbbing)\b|\b(?:swollen|puffy|hot|warm|red|hard|tight|tense|tender|painful|sore)(?:,? (?:and )?(?:swollen|puffy|hot|warm|red|hard|tight|tense|tender|painful|sore))*,? (?:(?:left|right|l|r|lower) )?(?:calf|leg)\b(?!s))(?!(?:(?![.;!?]).){0,100}?\b(?:(?<!\bnot (?:a |just a |just |from a )?)cramp\w*|after (?:a |the |my |our )?(?:long )?(?:hike|hiking|run|running|jog\w*|gym|workout|walk|exercise|training|football|match|game|cycle|cycling|stretch\w*|leg day|squats|marathon)|(?:it is |it's |its |all |now )?fine now(?!,? but)|now fine|(?:gone|eased|settled|better) now(?!,? but))\b)/,
    ],
  },
  // A dangerous mechanism for a neck injury (NICE NG41 and NG232): a road crash, a rear-end
  // collision at speed, a fall from a height, down stairs or off a horse, diving into shallow water.
  dangerousMechanism: {
    label:
      'a dangerous injury: a road crash, a fall from a height, down stairs or off a horse, a dive into shallow water',
    patterns: [
      new RegExp(
        // Round ten misfires (helper G): not a crash named by a professional asking how to treat
        // ("I'm a physio, how do I treat whiplash after a car crash?"), an idiom ("my presentation was a
        // total car crash"), a crash seen or played ("car crash video / games"), a friend's crash
        // someone asks how to support, or a crash years back (NOT_RECENT).
        String.raw`(?<!\b(?:i am|i'm|im) an? (?:physio\w*|nurse|doctor|gp|paramedic|chiropractor|osteopath|student|medic|first aider|sports therapist|massage therapist)\b(?:(?![.;!?]).)*)(?<!\b(?:was|is|been|were) (?:a |an )?(?:total |complete |absolute |real |right |utter )?)(?:\b(?:crash\w*|wreck\w*|rolled|flipped|wrote off|written off|totall?ed)\b (?:(?:my|the|our|his|her|their|a|an) )?(?:\w+ )?(?:car|van|motor ?bike|motorcycle|bike|bicycle|scooter|quad(?: bike)?|lorry|truck|vehicle|jeep|suv)\b|(?<!\b(?:minor|low[- ]speed|slow[- ]speed|low[- ]impact|slow|small|little|slight|tiny) )\b(?:car|road traffic|motorway|highway|motor ?bike|motorcycle|motor vehicle|head[- ]on|high[- ]speed|traffic|road|bike|cycling) (?:crash|accident|collision|smash|pile[- ]?up)\b|\b(?:rta|rtc|mvc|mva)\b|\b(?:car|vehicle) (?:rolled|flipped|overturned)\b|\bthrown from (?:the|a|my|his|her) (?:car|vehicle)\b)(?! (?:videos?|games?|gaming|tv|films?|movies?|footage|scenes?|clips?|compilations?|documentar\w*|simulator\w*|sims?|test dummy|dummies|show)\b)(?!(?:(?![.;!?]).){0,40}\bhow (?:can|do|should|could) i (?:support|help|comfort|be there for)\b)${LONG_AGO}${NOT_RECENT}`,
      ),
      new RegExp(
        String.raw`(?:\brear[- ]?ended\b(?:(?![.;!?]).){0,40}\b(?:motorway|highway|freeway|dual carriageway|interstate|at speed|high speed|\d{2,3} ?(?:mph|km\/?h|kph|miles an hour))\b|\b(?:motorway|highway|freeway|interstate|\d{2,3} ?(?:mph|kph|km\/?h|miles an hour))\b(?:(?![.;!?]).){0,40}\brear[- ]?ended\b)${LONG_AGO}`,
      ),
      new RegExp(
        String.raw`(?:\b(?:hit|struck|knocked (?:down|over)|run over) by (?:a |the )?(?:car|van|bus|lorry|truck|vehicle|motor ?bike)\b|\bknocked off (?:(?:his|her|my|their|the) )?(?:bike|bicycle|motor ?bike|scooter)\b)${LONG_AGO}`,
      ),
      new RegExp(
        String.raw`(?:\b(?:fell|fallen|falling|fall|came|come|thrown|tumbled|bucked) (?:off|from|out of|down) (?:(?:my|his|her|their|the|a|an|some|of) )?(?:\w+ )?(?:ladder|roof|scaffold\w*|horse|pony|balcony|tree|height|loft|cliff|stairs|staircase|flight of stairs|motor ?bike|quad(?: bike)?)\b|\bfell (?:about |around |over )?(?:\d+|two|three|four|five|six|ten) ?(?:m|metres?|meters?|feet|ft)\b|\bthrown (?:off|from) (?:(?:my|his|her|the|a) )?(?:horse|pony|motor ?bike)\b|\b(?:horse|pony) (?:threw|bucked|fell on) (?:me|him|her|them)\b)${LONG_AGO}`,
      ),
      new RegExp(
        String.raw`(?:\b(?:dived|dove|diving|dive|jumped)\b(?:(?![.;!?]).){0,40}\bshallow\b|\b(?:dived|dove|diving|dive)\b(?:(?![.;!?]).){0,60}\bhit (?:my|his|her|their) head\b|\bhit (?:my|his|her|their) head on the bottom\b|\baxial load\w*)${LONG_AGO}`,
      ),
    ],
  },
  // Round fourteen (helper S), NICE NG232: a child's fall from over a metre (a top bunk, a climbing
  // frame, a high chair or changing table, a window, a trampoline, or a height given in metres or
  // feet), or down stairs; not off a sofa, a bed or a swing.
  childFallHeight: {
    label: "a child's fall from over a metre: a top bunk, climbing frame, high chair, window or down stairs",
    patterns: [
      new RegExp(
        String.raw`(?:\b(?:fell|fallen|falling|falls|fall|tumbled|toppled|rolled|came|come|dropped|slipped|jumped)\b (?:off|from|out of|down from|over|down off) (?:(?:the|a|an|his|her|their|my|our|top of the|top of a|the top of the|(?:\w+)'s) ){0,2}(?:top bunk|bunk ?beds?|top of (?:the|a) bunk|bunks?|climbing frame|monkey bars|high ?chair|changing (?:table|unit|station)|worktop|(?:kitchen )?counter(?: ?top)?|kitchen table|window(?: ?sill)?|garden wall|wall|trampoline|tree ?house|tree|balcony|loft|play ?frame|climbing wall|(?:his|her|my|their|dad's|mum's) shoulders|bannisters?|banisters?|landing)\b|\b(?:fell|fallen|falling|tumbled|toppled) down (?:the |a |some |(?:a )?(?:whole )?flight of |(?:[5-9]|1\d|five|six|seven|eight|ten) )?(?:stairs|steps)\b)${LONG_AGO}${NOT_RECENT}`,
      ),
      new RegExp(
        String.raw`(?:\b(?:fell|fallen|fall|falling|dropped|drop|tumbled)\b(?:(?![.;!?]).){0,40}?(?:\(|\b)(?:~ ?|about |around |over |approx\w* |roughly |at least |nearly |almost )?(?:1\.[2-9]|[2-9](?:\.\d)?|1\d) ?(?:m|metres?|meters?)\b|\b(?:fell|fallen|fall|falling|dropped|drop|tumbled)\b(?:(?![.;!?]).){0,40}?\b(?:[4-9]|1\d|four|five|six|seven|eight|ten) ?(?:ft|foot|feet)\b)${LONG_AGO}${NOT_RECENT}`,
      ),
    ],
  },
  // Round fourteen (helper S), NICE NG232: sick since the fall or knock ("been sick twice since the
  // fall", "vomited after the bump"); any vomiting after a head injury goes to the emergency department.
  vomitAfterFall: {
    label: 'vomiting since or after a fall or a knock',
    patterns: [
      /\b(?:vomit\w*|threw up|thrown up|throwing up|been sick|was sick|being sick|sick (?:twice|again|\d+ times))\b(?:(?![.;!?]).){0,30}?\b(?:since|after) (?:the|his|her|that|this|their) (?:fall|tumble|bump|knock|bang|accident|injury|head injury)\b|\b(?:since|after) (?:the|his|her|that|this|their) (?:fall|tumble|bump|knock|bang|head injury)\b(?:(?![.;!?]).){0,30}?\b(?:vomit\w*|threw up|thrown up|throwing up|been sick|was sick|being sick)\b/,
    ],
  },
  neckPain: {
    label: 'neck pain, stiffness or tenderness',
    patterns: [
      /\bneck\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,30}\b(?:pain(?!less)\w*|hurt\w*|ache\w*|aching|sore\w*|tender\w*|stiff\w*|killing|agony|throbb\w*|(?:cannot|can not|can barely|can hardly) (?:move|turn))/,
      /\b(?:pain(?!less)|ache|aching|soreness|tenderness|stiffness|sore|stiff|painful|tender)\b (?:in |at |of |round |across )?(?:the |my |his |her |their )?(?:back of (?:the |my |his |her |their )?)?neck\b|\bc[- ]?spine (?:pain|tender\w*)|\bcervical (?:spine )?(?:pain|tenderness)\b|\bwhiplash\b|\b(?:cannot|can not|unable to|can barely|can hardly) (?:turn|move) (?:my |his |her |their )?(?:head|neck)\b/,
    ],
  },
  // Acute compartment syndrome (NHS; BOA): pain out of proportion or getting worse after a fracture,
  // a crush or under a cast, a limb gone rock hard, or numb, white or blue fingers or toes in a cast.
  compartmentSyndrome: {
    label:
      'pain getting worse under a cast or after a fracture or crush, a limb gone rock hard, or numb, pale or blue fingers or toes in a cast',
    patterns: [
      // Round twelve (helper M), NHS plaster cast care: fingers or toes gone white, blue, cold or numb
      // after a new or replaced cast was put on ("the cast came off and they put a new one on, now his
      // fingers are white and cold"), which `CAST` leaves out as a cast taken off.
      new RegExp(
        String.raw`${NEW_CAST}(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,60}?\b(?:fingers|fingertips|toes|thumb|hand|foot)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,25}?\b(?:numb\w*|tingl\w*|pins and needles|white|pale|blue|grey|gray|cold|purple|dusky|black)\b|\b(?:fingers|fingertips|toes|thumb)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,25}?\b(?:numb\w*|tingl\w*|white|pale|blue|grey|gray|cold|purple|dusky|black)\b(?:(?![.;!?]).){0,40}?${NEW_CAST}`,
      ),
      /(?<!\b(?:what is|what's|whats|what are|explain|define|what causes|how do you get|tell me about) (?:a |an )?)\bcompartment syndrome\b|(?<!\b(?:is|was) (?:my|the|his|her|this|their) )\bpain out of (?:all )?proportion\b|\bpain on passive (?:stretch\w*|movement)\b|\btense (?:\w+ )?compartments?\b/,
      new RegExp(
        String.raw`${CAST}(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,60}\b(?:too tight|(?:pain|hurt\w*|ache|aching)\b(?:(?![.;!?]).){0,15}\b(?:getting worse|worse and worse|worsening|increasing|unbearable|agony|excruciating|severe)|(?:fingers|toes|thumb|hand|foot)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,25}\b(?:numb\w*|tingl\w*|pins and needles|white|blue|grey|gray|cold|purple|dusky|swollen))\b`,
      ),
      new RegExp(
        String.raw`\b(?:fingers|toes|thumb|hand|foot)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,30}\b(?:numb\w*|tingl\w*|pins and needles|white|blue|grey|gray|cold|purple|dusky)\b(?:(?![.;!?]).){0,30}${CAST}|\b(?:pain|hurt\w*|ache|aching)\b(?:(?![.;!?]).){0,20}\b(?:getting worse|worse and worse|worsening|increasing)\b(?:(?![.;!?]).){0,20}${CAST}`,
      ),
      /\b(?:rock[- ]hard|hard as (?:a )?(?:rock|board)|tense|swollen (?:and )?tight|tight (?:and )?swollen|agony|unbearable|excruciating)\b(?:(?![.;!?]).){0,60}\b(?:after|since|from|in) (?:the |a |that |this )?crush\w*|(?<!\b(?:finger|fingers|fingertip|thumb|nail)\b(?:(?![.;!?]).){0,12})\bcrush\w*\b(?! (?:my |his |her |their |a |the )?(?:finger|fingertip|thumb|nail)s?\b)(?:(?![.;!?]).){0,80}\b(?:rock[- ]hard|hard as (?:a )?(?:rock|board)|tense|swollen (?:and )?tight|tight (?:and )?swollen|pain (?:is )?(?:getting worse|worse and worse|worsening|out of proportion)|agony|unbearable|excruciating)\b/,
      /\b(?:broke|broken|fractured?|fracture)\b(?:(?![.;!?]).){0,60}\b(?:pain|it)\b(?:(?![.;!?]).){0,20}\b(?:unbearable|excruciating|agony)\b(?:(?![.;!?]).){0,40}\b(?:worse|worsening|painkillers? (?:are )?not (?:touching|helping|working)|nothing (?:is )?helping)\b/,
    ],
  },
  // Round twelve (helper M), NHS broken finger or thumb: after an injury, a finger or thumb that looks
  // blue or feels numb needs A&E. Read for a crush (crushed, squashed, caught in a machine) with a
  // finger, hand, toe or foot gone white, pale, blue, grey, cold or numb; not a nail gone white or
  // black, a black-and-blue bruise, crushed ice, or a crushing pain.
  crushedDigitCompromised: {
    label: 'a crushed finger, thumb, hand, toe or foot gone white, pale, blue, cold or numb',
    patterns: [
      new RegExp(
        `${CRUSH_PART}(?:(?![.;!?]).){0,30}?${CRUSH_MECHANISM}${CRUSH_GAP}${CRUSH_BAD}|${CRUSH_MECHANISM}(?:(?![.;!?]).){0,30}?${CRUSH_PART}${CRUSH_GAP}${CRUSH_BAD}|${CRUSH_PART} (?:(?:is|are|has|have|gone|went|turned|looks?|looking|now|still|all|really|very|completely|totally|and|swollen|tight|gone all),? ){0,4}${CRUSH_BAD}(?:(?![.;!?]).){0,60}?${CRUSH_MECHANISM}`,
      ),
    ],
  },

  // Same-day problems from the fourth generalisation probes (NHS broken arm or wrist, dental abscess,
  // quinsy, animal and human bites).
  fallOnHand: {
    label: 'a fall or landing onto the hand, wrist or arm',
    patterns: [
      /\b(?:fell|fallen|falling|fall|landed|landing|came down|come down|went down|tripped|slipped)\b.{0,50}\b(?:on|onto|on to) (?:(?:my|me|his|her|their|your|an?|the|both) )?(?:outstretched |out-stretched )?(?:hands?|arms?|wrists?|palms?|elbows?)\b|\boutstretched hand\b|\bfoosh\b|\b(?:put|puts|putting|stuck|threw|throws) (?:(?:my|me|his|her|their|your|both|a) )?(?:hands?|arms?) out\b/,
    ],
  },
  wristSwollen: {
    label: 'a swollen, bruised or misshapen wrist or forearm',
    patterns: [
      /\b(?:wrist|forearm|arm)s?\b(?:(?!\b(?:no|not|never|without|nor)\b).){0,30}\b(?:swollen|swelling|swelled|swole|bruised|bruising|puffed up|puffy|blown up|misshapen|lumpy)\b|\b(?:swollen|bruised|puffy|misshapen) (?:(?:left|right|l|r) )?(?:wrist|forearm|arm)\b|\b(?:swelling|bruising|deformity) (?:at|of|around|over|on|in) (?:the |my |his |her |their )?(?:(?:left|right) )?(?:wrist|forearm)\b/,
      // Round sixteen (helper V), NICE NG38 and NHS broken arm or wrist: clinicians name the bone
      // ("R distal radius tender and swollen", "scaphoid tenderness", "tender anatomical snuffbox").
      /\b(?:(?:distal )?radius|radial|ulna[r]?|scaphoid|colles'?|(?:anatomical )?snuff ?box)\b(?:(?![.;!?])(?!\b(?:no|not|never|without|nor)\b).){0,25}?\b(?:swollen|swelling|swelled|bruised|bruising|deformed|deformity|misshapen|(?:bony |point |very |exquisite(?:ly)? )?tender\w*)\b|\b(?:swollen|bruised|deformed|(?:bony |point )?tender(?:ness)?) (?:(?:over|of|at|in|on) (?:the )?)?(?:(?:left|right|l|r) )?(?:(?:distal )?radius|radial (?:styloid|head)|ulna|scaphoid|(?:anatomical )?snuff ?box)\b|\bdinner[- ]fork (?:deformity|wrist|shape)\b/,
    ],
  },
  biteSkinIntact: {
    label: 'a bite that did not break the skin',
    patterns: [
      /\b(?:did|has|have|had|does|was|is) not (?:even )?(?:break|broken|broke|pierce\w*|puncture\w*|go through) (?:the |my |his |her |their )?skin\b|\bskin(?:'s| is| was| has)? (?:not|never) (?:been )?(?:broken|broke|pierced|punctured)\b|\bskin (?:is |was |looks )?(?:intact|unbroken)\b|\bno (?:broken skin|puncture\w*|break in the skin|teeth marks through)\b|\bwithout breaking (?:the )?skin\b/,
    ],
  },
  dentalAbscessSigns: {
    label: 'signs of a dental abscess (pus, a bad taste, a lump or boil on the gum)',
    patterns: [
      /\b(?:pus|pussy|abscess)\b.{0,20}\b(?:taste|tasting|gum|tooth|teeth|mouth)\b|\b(?:taste|tasting|gum|tooth|teeth|mouth)\b.{0,25}\bpus\b|\b(?:bump|lump|boil|spot|pimple|blister) (?:on|in) (?:the |my |his |her )?gums?\b|\bgums?\b(?:(?!\b(?:no|not|never|without)\b).){0,25}\b(?:bump|lump|boil)\b|\b(?:horrible|foul|disgusting|bad|salty|rotten|nasty|awful) taste\b|\bdental abscess\b|\btooth abscess\b|\babscess(?:ed)? tooth\b/,
    ],
  },
  quinsySigns: {
    label: 'quinsy signs: a muffled ("hot potato") voice or a uvula pushed to one side',
    patterns: [
      /\bhot potato\b|\bmuffled (?:voice|speech)\b|\b(?:voice|speech)\b.{0,30}\b(?:muffled|thick|hot potato|plum in)\b|\buvula\b.{0,25}\b(?:pushed|deviat\w*|shifted|to one side|off to)\b|\bquinsy\b|\bperitonsillar\b/,
    ],
  },

  // Round six (same-day, fifth probes): the Lyme disease rash, which is not a spreading cellulitis.
  erythemaMigrans: {
    label:
      "a round or ring-shaped rash around a tick bite, or a bull's-eye rash (erythema migrans), without heat, pus or swelling",
    patterns: [
      // In one sentence: a tick, and a round, ring, oval or target-shaped rash (or one with a paler
      // centre); or a bull's-eye rash named. Not when the same sentence says hot, pus, oozing,
      // swollen, throbbing or a red streak, which point to an infected bite (cellulitis).
      /(?<!(?<!\b(?:no|not|nor|or|without|any) )\b(?:hot|warm to (?:the )?touch|pus|oozing|weeping|swollen|swelling|throbb\w*|streaks?|red lines?|cellulitis|infected)\b.*)(?:\btick\b(?:(?![.;!?]).){0,120}\b(?:round|circular|ring|rings|oval|circle|target|paler|pale|clear|clearer)\b|\b(?:round|circular|ring|oval|circle|target)\b(?:(?![.;!?]).){0,80}\btick\b|\bbull'?s?[- ]?eyes?\b|\btarget[- ](?:shaped |like )?(?:rash|mark|patch|ring)\b|\berythema migrans\b|\b(?:rash|ring|mark|patch|redness)\b(?<!\bringworm\b(?:(?![.;!?]).){0,60})(?!(?:(?![.;!?]).){0,80}?\bringworm\b)(?:(?![.;!?]).){0,80}?\blike a (?:target|bull'?s?[- ]?eye|dartboard)\b|\b(?:round|circular|ring[- ]shaped|oval) (?:red |pink )?(?:rash|mark|patch|ring) where the tick (?:was|bit|had been)\b)(?!.*(?<!\b(?:no|not|nor|or|without|any) )\b(?:hot|warm to (?:the )?touch|pus|oozing|weeping|swollen|swelling|throbb\w*|streaks?|red lines?|cellulitis|infected)\b)/,
    ],
  },
  skinInfectionSigns: {
    label: 'skin that is hot, swollen or throbbing, oozing pus, or has a red streak',
    patterns: [
      /\b(?:hot|warm to (?:the )?touch|pus|oozing|weeping|swollen|swelling|throbb\w*|red (?:streaks?|lines?)|cellulitis|infected)\b/,
    ],
  },
  // Round seven (same-day, sixth probes): psychosis, mania and a mental health crisis; bleeding or
  // bruising on a blood thinner; muscle pain on a statin; Bell's palsy; chest infection words; new
  // diabetes in a child (the 4Ts); severe vomiting in pregnancy; an older person's decline; infected
  // chickenpox spots; a broken big toe.
  psychosisSigns: {
    label: 'new paranoia, hearing voices, seeing things or fixed false beliefs (possible psychosis)',
    patterns: [
      // Round thirteen (helper P), NHS psychosis (delusions): messages or signals sent through a
      // device or the walls ("sending her messages through the baby monitor", "signals through the TV").
      /\b(?:messages|signals|signs|codes?) (?:to (?:him|her|them|me) )?(?:through|via|in|from|over) (?:the |his |her |my |our |their )?(?:baby monitor|tv|telly|television|radio|walls?|microwave|wi-?fi|lights|plug sockets?|fillings?|fridge)\b/,
      /(?<!\b(?:i am|i'm|im|am i|i was|being|a bit|just|probably|little) (?:(?:a bit|a little|being|just|so|too|really|probably|also) )?)\bparanoi(?:a|d)\b(?! (?:mum|mom|dad|parent|about (?:my|his|her|the) (?:health|symptoms?|weight)))|\bpsychos[ie]s\b|\bpsychotic\b|\bhallucinat\w*|\bdelusion\w*|\bhearing (?:voices|things)\b|\bvoices (?:telling|in (?:my|his|her|their) head)\b|\bseeing things (?:that|which) (?:are not|nobody|no one)\b/,
      /\b(?:thinks|thought|convinced|believes|is sure|keeps saying|paranoid) (?:that )?(?:the |his |her |my |their )?(?:neighbou?rs?|people|everyone|everybody|they|someone|somebody|the police|the government|strangers|the tv|his phone|her phone)\b.{0,30}\b(?:watching|following|spying|after (?:him|her|them|me)|plotting|poisoning|talking about|out to get|bugg\w*|controlling|reading (?:his|her|their|my) (?:mind|thoughts)|sending (?:him|her|them) messages)\b/,
      // Round ten (helper B): voices heard as orders, and a loved one "swapped" for an impostor.
      /\bhearing (?:instructions|commands|orders)\b|\b(?:baby|child|son|daughter|husband|wife|partner|mum|mom|dad|family)\b (?:(?:has|have|had|is|was|got) )?(?:been )?(?:swapped|switched|replaced)\b(?! (?:to|onto|over to|from|for a|formula|milk|bottles?)\b)|\b(?:is|are|was) (?:an? )?(?:impostor|imposter)s?\b/,
      // Round ten (helper B): a grandiose belief ("thinks he's god", "believes she has special powers").
      // Not an idiom or a child's play ("queen of the kitchen", "god's gift to women", "invincible on his
      // scooter", "typical teenager", "since reading Harry Potter") (round ten misfires, helper G).
      /\b(?:thinks|thought|convinced|believes|believed|is sure|keeps saying|says|saying|claims|claiming) (?:that )?(?:he|she|they|i|he's|she's|they're|i'm)(?: is| are| am| was| has| have| had)? (?:(?:actually|really|literally) )?(?:god|jesus|(?:the |a )?messiah|a prophet|the chosen one|chosen by god|invincible|immortal|(?:got )?(?:special|super) ?powers|on a mission from god|a secret agent|royalty|the king|the queen)\b(?!'s gift|s gift| of (?:the|his|her|their|my) \w+| on (?:his|her|their|my|the|a) (?:scooter|bike|skateboard|board|skis?|trampoline|motorbike)\b|,? (?:a )?typical (?:teenager|teen|kid|boy|girl|toddler)| since (?:reading|watching|playing|seeing)\b| (?:in|when playing|when he plays|when she plays) (?:the |his |her |their )?(?:games?|play|stories|story)\b)/,
      // Round seventeen (helper X), NHS psychosis and postpartum psychosis (delusions, hallucinations):
      // being filmed or bugged through the walls or sockets, cameras or chips planted by the neighbours
      // or "they", thoughts read, heard or put in, a voice heard (not a voice note, the radio or
      // next door, nor while dropping off to sleep), talking back to someone who is not there, God or
      // the TV telling the person things, sent for a special purpose, and a relative "replaced".
      /(?<!\b(?:phone|phones|app|apps|google|apple|watch|fitbit|car|tracker|it|settings|wifi|router)\b (?:is |are |keeps |was |has been )?)\b(?:filming|recording|spying on|bugging|monitoring|tracking|watching) (?:us|him|her|them|me|my|his|our|their)\b(?! (?:location|locations|phone|steps|sleep|heart ?rate|parcel|order|delivery|package|periods?|cycle|calories|usage|data|activity|runs?|speed|screen ?time|browsing|searches)\b)(?:(?![.;!?]).){0,30}?\b(?:through|via|from|behind|with|in) (?:the |his |her |my |our |their )?(?:walls?|ceiling|wi-?fi|tv|telly|television|sockets?|plug sockets?|light ?fittings?|smoke alarms?|mirrors?|fillings?|microwave|hidden cameras?)\b|\b(?:neighbou?rs?|they|someone|somebody|people|the government|the police|mi5|mi6|the fbi|the cia|aliens)\b (?:(?:have|has|had|are|is|were|was) )?(?:put|planted|hidden|hid|installed|placed|fitted|putting|planting|hiding|installing) (?:\w+ )?(?:cameras?|microphones?|bugs?|chips?|trackers?|listening devices?|implants?) (?!(?:up|outside|out)\b)(?:\w+ ){0,2}(?:in|inside|behind|into|on) (?!their (?:own )?(?:house|flat|home|walls?|garden|fence|drive)\b)(?:the |his |her |my |our |their )?(?:walls?|ceiling|sockets?|plug sockets?|smoke alarms?|teeth|fillings?|head|brain|body|light ?fittings?|flat|house|room|bedroom)\b/,
      /\b(?:reading|read|reads|hear|hears|hearing|listening to|listen to|stealing|steal|steals|broadcasting|broadcast|putting|put|puts|inserting|insert) (?:my|his|her|their|our) thoughts\b(?! (?:and feelings|on|diary|diaries|journal|down)\b)|\b(?:controlling|control|controls) (?:my|his|her|their) (?:thoughts|mind|brain) (?:through|via|with|from) (?:the |a |an |his |her |my )?(?:tv|telly|radio|wi-?fi|chips?|implants?|microwaves?|satellites?|walls?|phones?|internet|5g|masts?)\b|\bthoughts (?:are |were |being |have been |get )?(?:read|broadcast|stolen|taken|inserted|heard) (?:by|through|out|from)\b|\b(?:putting|put|inserting|inserted|planting|planted) thoughts (?:in|into) (?:my|his|her|their) (?:head|mind|brain)\b/,
      /(?<!\binner )(?<!\b(?:character|characters|protagonist|hero|heroine|villain|novel|story|book|film|movie|script|screenplay|game|fiction|show|series|play|poem)\b(?:(?![.;!?]).){0,40})\b(?:hear|hears|hearing|heard) (?:a |the )?(?:strange |male |female |man's |woman's |little )?voices?\b(?! (?:of|from|on|in|through|over) (?:the |a |my |his |her |our )?(?:radio|tv|phone|call|next door|neighbou?rs?|reason|experience|customers?|patients?|children|kids|hall|street|corridor|flat|other room)\b)(?! (?:message|mail|note|notes)\b)(?!(?:(?![.;!?]).){0,50}\b(?:fall\w* asleep|dozing|drifting off|half asleep|waking up|dream\w*|hearing aid)\b)|\b(?:talking|talks|talk|talked|speaking|speaks|speak|talking back|answering|replying|shouting|arguing|laughing|whispering) (?:back )?(?:to|with|at) (?:someone|somebody|people|persons?|voices|a person|a voice|a man|a woman|men|women|children|kids|ghosts|the air|the wall)\b(?:(?![.;!?]).){0,30}?\b(?:(?:who|that|which|they) (?:is|are|was|were|r|is really|are really) not (?:really )?(?:there|real|here)|not (?:there|real)|when (?:no ?one|nobody) (?:is|was|were) (?:there|in the room|around)|no ?one (?:is|was) there|nobody (?:is|was) there)\b/,
      // Round seventeen (helper X, second pass), NHS psychosis and postpartum psychosis (hallucinations):
      // seeing people or figures who are not there ("she keeps seeing people who are not there").
      /\b(?:seeing|sees|see|saw|seen) (?:people|someone|somebody|persons?|a man|a woman|men|women|children|kids|faces|figures|ghosts|a person)\b(?:(?![.;!?]).){0,15}?\b(?:who|that|which|they) (?:is|are|was|were|r) not (?:really )?(?:there|real)\b(?!(?:(?![.;!?]).){0,30}\b(?:photo\w*|pictures?|video|film|movie|dream\w*|game)\b)/,
      // Round seventeen (helper X, second pass), NHS psychosis (delusions of reference): people on the
      // radio or TV, or the radio or TV itself, talking about or to the person ("says people on the radio
      // talk about him"). Not someone who was on the radio or is famous, nor a show or interview.
      /\b(?:people|someone|somebody|they|presenters?|newsreaders?|voices|the (?:radio|tv|telly|television|news|adverts?))\b (?:on |in |from )?(?:the )?(?:radio|tv|telly|television|news|adverts?)?\b ?(?:is |are |keep |keeps |kept |have been |has been |always )?(?:talk|talks|talking|talked|speak|speaks|speaking|commenting|comment|laughing|sending messages|sending signals) (?:about|to|at) (?:him|her|them|me)\b(?!(?:(?![.;!?]).){0,40}\b(?:famous|interview\w*|podcast|footballer|player|coach|politician|celebrity|show|programme|program|phone-?in|was on the)\b)(?<!\b(?:famous|interview\w*|footballer|player|coach|politician|celebrity|was on the|been on the)\b(?:(?![.;!?]).){0,60})/,
      /\b(?:god|jesus|the devil|satan|angels?|spirits?|the tv|the radio|the television|the telly)\b (?:is |are |was |were |keeps |kept |has been |have been )?(?:talking to|speaking to|telling|sending|giving) (?:her|him|me|them) (?:\w+ )?(?:things|messages|signs|signals|secrets|instructions|orders|missions?)\b|\b(?:sent|chosen|given) (?:to (?:her|him|me|them|us) )?(?:by god |from god |from heaven )?for a (?:special|secret|holy|divine) (?:purpose|mission|reason)\b|\b(?:believes?|thinks?|convinced|says|saying|keeps saying|sure)\b(?:(?![.;!?]).){0,30}?\b(?:brother|sister|wife|husband|partner|mum|mom|mother|dad|father|son|daughter|family|parents?|boyfriend|girlfriend)\b (?:(?:has|have|had|is|was|got) )?(?:been )?['"\u2018]?(?:swapped|switched|replaced)\b(?!['"\u2019]? (?:to|onto|over to|from|for a|formula|milk|bottles?|jobs?|cars?|phones?|schools?)\b)/,
    ],
  },
  maniaSigns: {
    label: 'signs of mania (pressured speech, grandiose ideas, little sleep with high energy)',
    patterns: [
      /\bmania\b|\bmanic\b|\bhypomani\w*|\bpressured speech\b|\bpressure of speech\b|\bflight of ideas\b|\bgrandios\w*|\bspending sprees?\b|\b(?:not|barely|hardly) (?:slept|sleeping)\b.{0,50}\b(?:full of energy|buzzing|wired|on a high|talking nonstop|talking non-stop)\b/,
      // Round ten (helper B): racing speech and days without sleep, in either order ("talking really
      // fast, hasn't slept for 4 days").
      // Not talking fast "when I'm nervous", nor having "not slept well" (round ten misfires, helper G).
      /\b(?:talking|talks|talk|speaking|speech)\b (?:(?:really|very|so|super|too|incredibly|ever so|much) )?(?:fast|quick\w*|rapid\w*|a mile a minute|nonstop|non-stop|constantly)\b(?! when (?:i am|i'm|im|he is|he's|she is|she's|they are|i get|he gets|she gets) (?:\w+ )?(?:nervous|anxious|excited|stressed|worried|scared))(?:(?![.;!?]).){0,60}?\b(?:(?:not|barely|hardly|no) (?:slept|sleeping|sleep)(?! well\b)|(?:up|awake) all night)\b|\b(?:(?:not|barely|hardly|no) (?:slept|sleeping|sleep)|(?:up|awake) all night)\b(?:(?![.;!?]).){0,60}?\b(?:talking|talks|speaking|speech)\b (?:(?:really|very|so|super|too|incredibly|ever so|much) )?(?:fast|quick\w*|rapid\w*|a mile a minute|nonstop|non-stop|constantly)\b|\bracing thoughts\b(?:(?![.;!?]).){0,60}?\b(?:not|barely|hardly|no) (?:slept|sleeping|sleep)\b/,
      // Round twenty-three (NHS bipolar disorder: mania): nights without sleep while not tired or not
      // needing it, and "non stop" talking written apart.
      /\b(?:not|barely|hardly|no) (?:slept|sleeping|sleep)\b(?:(?![.;!?]).){0,50}?\b(?:(?:not|never) (?:even |at all )?(?:tired|sleepy)|(?:does|do|did) not (?:seem to )?(?:need|want) (?:any |to )?sleep\w*)\b|\b(?:does|do|did) not (?:seem to )?need (?:any |much )?sleep\b(?:(?![.;!?]).){0,50}?\b(?:energy|talking|buzzing|wired|plans|ideas)\b|\b(?:talking|talks|speaking) non stop\b(?:(?![.;!?]).){0,60}?\b(?:not|barely|hardly|no) (?:slept|sleeping|sleep)\b|\b(?:not|barely|hardly|no) (?:slept|sleeping|sleep)\b(?:(?![.;!?]).){0,60}?\b(?:talking|talks|speaking) non stop\b/,
      // Round seventeen (helper X), NHS postpartum psychosis and bipolar disorder (mania): racing speech
      // that jumps from one thing to the next ("talking really fast and jumping from one topic to
      // another"), or racing or rapid speech named as such.
      /\b(?:talking|talks|speaking|speech|conversation)\b(?:(?![.;!?]).){0,60}?\b(?:jumping|jumps|jumped|going|goes|flitting|flits|switching|skipping|hopping) (?:around )?from (?:one (?:thing|topic|subject|idea) to (?:another|the next|the other)|topic to topic|subject to subject|idea to idea|thing to thing)\b|\b(?:racing|rapid|pressured) speech\b/,
    ],
  },
  // Round ten (helper B), NHS psychosis and Mind: voices telling someone to hurt or kill themselves or
  // others are a risk of harm, a 999 call.
  commandHallucinations: {
    label: 'voices telling the person to hurt or kill someone or themselves',
    patterns: [
      // Round eleven (helper K): any voice, an inner voice, a voice in a song or a smart speaker, when
      // it tells the person to hurt a person ("my inner voice keeps telling me to kill my wife",
      // "Alexa is telling him to stab his sister", "voices tell me to punch the wall and then punch
      // my mum"); the exclusions above hold only for harm aimed at a thing.
      /\b(?:voices?|alexa|siri|(?:the |my |his |her )?(?:(?:sat|spo2)[ -]?nav|gps|telly)|the (?:tv|television|radio|computer|phone|speaker|news)|god|the devil|demons?|spirits)\b(?:(?![.;!?]).){0,60}?\b(?:telling|tell|tells|told|ordering|orders|ordered|commanding|commands|saying|says|said|urging|urges|wants|keeps? telling|keeps? saying) (?:me|him|her|them|us) (?:to |i should |he should |she should |they should |i have to |he has to |she has to )?(?:go (?:and )?)?(?:(?:\w+ ){1,5}and (?:then )?)?(?:hurt|harm|kill|attack|stab|punch|hit|murder|strangle|poison|burn|shoot|smother|drown|suffocate|choke) (?:my|his|her|their|our|the) (?:(?:little|baby|big|older|younger|new ?born) )?(?:wife|husband|partner|baby|babies|child|children|kids?|son|daughter|mum|mom|mother|dad|father|brother|sister|family|nan|nana|gran|granny|grandma|grandad|grandpa|neighbou?rs?|friends?|boyfriend|girlfriend|teachers?|boss|carer|flatmate|roommate)\b/,
      // Round twelve (helper N), NHS psychosis and NHS urgent mental health help: a device, the TV, the
      // news, god or spirits telling the person to kill or hurt themselves or to jump, drown or walk into
      // traffic ("the radio keeps telling me to jump off the bridge", "the telly told him to end it").
      // Not with "lol", a glitch or a game; "take all my tablets" only with "all".
      /\b(?:voices?|alexa|siri|google|(?:the |my |his |her )?(?:(?:sat|spo2)[ -]?nav|gps|tv|telly|television|radio|computer|laptop|phone|speakers?|news|adverts?|microwave|fridge|wifi|internet)|god|the devil|demons?|angels?|spirits|the (?:neighbou?rs|walls|birds|stars|numbers))\b(?:(?![.;!?])(?!\b(?:not|never|no)\b).){0,40}?\b(?:(?:telling|tell|tells|told|ordering|orders|ordered|commanding|commands|instructing|instructed|urging|urges|urged|wants|wanted) (?:me|him|her|them|us)|(?:giving|gives|gave|sending|sends|sent) (?:me|him|her|them|us) (?:\w+ )?(?:instructions|orders|commands|messages)|(?:said|says|saying|keeps saying) (?:to (?:me|him|her|them) )?(?:that )?(?:i|he|she|they) (?:should|must|has to|have to|needs? to|ought to)) (?:to |i should |he should |she should |they should |i have to |he has to |she has to |i must |he must |she must )?(?:go (?:and )?)?(?:(?:kill|hurt|harm|cut|hang|drown|burn|stab|poison|starve|shoot) (?:my|him|her|them)sel(?:f|ves)|(?:set|throw) (?:my|him|her|them)sel(?:f|ves) (?:on fire|off|under|in front of|into)|die|end (?:it all|my life|his life|her life|their lives|it)|jump (?:off|from|out of|in front of|under)|jump into (?:the |a )?(?:river|sea|canal|lake|water|traffic|road)|(?:walk|run|step) (?:out )?(?:into|in front of) (?:the |a |an |oncoming )?(?:traffic|road|sea|river|canal|train|bus|lorry|truck|cars?)|lie (?:down )?on the (?:tracks|railway|road|line)|take all (?:of )?(?:my|his|her|their|the) (?:pills|tablets|meds|medication)|overdose)\b(?!(?:(?![.;!?]).){0,40}\b(?:lol|lmao|haha\w*|jk|glitch\w*|bug|in (?:the|a) game)\b)/,
      // A satnav, the car or the TV telling the person to drive or walk into a river, a wall or the
      // traffic, with a sign it is a psychosis ("it's sending me messages", "I nearly did"): a satnav's
      // wrong turn alone is not read.
      /\b(?:(?:sat|spo2)[ -]?nav|gps|google maps|waze|(?:the |my )?(?:car|tv|telly|television|radio|phone|signs?|number plates?)|alexa|siri|voices?|god)\b(?:(?![.;!?])(?!\b(?:not|never|no)\b).){0,30}?\b(?:telling|tell|tells|told|ordering|ordered|commanding|wants|wanted|instructing|instructed|urging|urged) (?:me|him|her|them) (?:to )?(?:drive|steer|swerve|crash|walk|swim|go|run) (?:the car |it )?(?:into|off|in front of|under) (?:the |a |an |oncoming )?(?:river|sea|lake|canal|water|reservoir|quarry|cliff|bridge|wall|tree|traffic|lorry|truck|bus|train|oncoming)\b(?=(?:(?![.;!?]).){0,80}?\b(?:nearly did|almost did|(?:i|he|she|they) (?:nearly|almost|very nearly) (?:did|went|drove|followed)|going to do it|(?:want|wants|wanted) to do it|(?:sending|sends|sent|giving|gives) (?:me|him|her|them) (?:secret |special |hidden |coded )?(?:messages|signals|signs|instructions)|talking to (?:me|him|her|them)|speaking to (?:me|him|her|them)|controll\w*|watching (?:me|him|her|them))\b)/,
      // Not an inner voice, a smart speaker's or a satnav's voice, nor voices in a song, film or game,
      // and not a harm verb aimed at a thing ("hit the gym", "punch the wall", "end the call") (round
      // ten misfires, helper G).
      /(?<!\b(?:inner|alexa'?s?|siri'?s?|google'?s?|satnav'?s?|sat nav'?s?|gps|computer'?s?|speaker'?s?) )\bvoices?\b(?! (?:in|of) (?:the |a |this |that )(?:songs?|films?|movies?|video ?games?|lyrics?|tracks?|adverts?|podcasts?|audiobooks?|cartoons?)\b)(?:(?![.;!?]).){0,40}?\b(?:telling|tell|tells|told|ordering|orders|ordered|commanding|commands|saying|says|said|urging|wants|want|wanted|making|make|keep telling) (?:me|him|her|them|you|us) (?:to |i should |he should |she should |they should )?(?:go (?:and )?)?(?:hurt|harm|kill|attack|stab|punch|hit|murder|strangle|poison|burn|shoot|end|jump|do something to)\b(?! (?:the |a |an |my |this |that )?(?:gym|walls?|calls?|call|the call|sack|hay|books|shower|pillow|punch ?bag|bag|ball|button|snooze|road|queue|meeting|conversation|chat|game|level|streak|relationship|ceiling|door|table|desk)\b)/,
      // Round ten (helper H): voices saying the person has to or should die ("hearing voices telling
      // him he has to die", "the voices say I deserve to die", "voices telling me to die").
      /(?<!\b(?:inner|alexa'?s?|siri'?s?|google'?s?|satnav'?s?|sat nav'?s?|gps|computer'?s?|speaker'?s?) )\bvoices?\b(?! (?:in|of) (?:the |a |this |that )(?:songs?|films?|movies?|video ?games?|lyrics?|tracks?|adverts?|podcasts?|audiobooks?|cartoons?)\b)(?:(?![.;!?]).){0,40}?\b(?:telling|tell|tells|told|ordering|orders|ordered|commanding|commands|saying|says|say|said|urging|keep telling|keep saying) (?:(?:me|him|her|them|you|us) )?(?:that )?(?:(?:i|he|she|they|you|we) (?:has|have|had|should|must|need|needs|ought|deserves?|is going|am going|are going|is meant|am meant|are meant) to |to )(?:die|be dead|kill (?:my|him|her|them)sel(?:f|ves)|drown|overdose|cut (?:my|him|her|them)sel(?:f|ves)|end (?:it|my life|his life|her life))\b|(?<!\b(?:inner|alexa'?s?|siri'?s?) )\bvoices?\b(?:(?![.;!?]).){0,40}?\b(?:telling|tell|tells|told|saying|says|say|said) (?:(?:me|him|her|them|you) )?(?:that )?(?:i|he|she|they|you|we) (?:should|must|will|would|deserve to|am going to|is going to|are going to) (?:die|be dead|be better off dead)\b/,
      // Round seventeen (helper X), NHS psychosis and Mind: a voice telling the person to "deal with",
      // "get rid of" or "punish" a named person is an order to harm told in other words.
      /(?<!\binner )\b(?:voices?|god|jesus|the devil|devil|satan|demons?|spirits?|angels?|the (?:tv|telly|radio|television))\b(?:(?![.;!?]).){0,40}?\b(?:telling|tell|tells|told|ordering|orders|ordered|commanding|commands|saying|says|said|wants|wanted|urging|keeps telling) (?:me|him|her|them|us) (?:to |i should |he should |she should |they should |i have to |he has to |she has to )?['"\u2018]?(?:deal with|get rid of|punish|teach (?:\w+ )?a lesson|take out|finish off|silence|get even with|destroy|eliminate|sacrifice|deal to)['"\u2019]? (?:my|his|her|their|the|our|that) (?:(?:little|baby|big|older|younger|new ?born) )?(?:wife|husband|partner|baby|child|children|kids?|son|daughter|mum|mom|mother|dad|father|brother|sister|family|nan|gran|grandma|grandad|neighbou?rs?|friends?|boyfriend|girlfriend|boss|flatmate|roommate|carer|teacher)\b/,
    ],
  },
  // Round seventeen (helper X), NHS psychosis and where to get urgent help for mental health (call 999
  // if someone is in danger): holding or waving a knife, gun or other weapon, threatening people or
  // attacking someone now. Read only with signs of psychosis or mania (`psychosis-danger-to-others`):
  // alone a kitchen knife is for cooking.
  weaponOrThreatNow: {
    label: 'holding a weapon, threatening people or attacking someone',
    patterns: [
      /\b(?:holding|waving|brandishing|carrying|clutching|wielding|pointing|grabbed|picked up|has got|he's got|she's got|armed with|with|(?:he|she|they|son|husband|partner|brother|dad|father|wife) (?:has|have|had|took|takes|got)) (?:a |an |the |his |her |their |some )?(?:big |large |kitchen |bread |carving |sharp )?(?:knife|knives|machete|axe|hammer|gun|rifle|shotgun|blade|sword|baseball bat|crowbar|screwdriver|broken bottle|scissors)\b(?! (?:block|drawer|set|sharpener|skills|crime)\b)(?!(?:(?![.;!?]).){0,30}\b(?:cook\w*|chopp\w*|cutting (?:up )?(?:the )?(?:veg\w*|onions?|bread|meat|food)|slic\w*|dinner|kitchen (?:counter|worktop)|lol|jk)\b)|\b(?:threatening|threatened|threatens) (?:to (?:kill|hurt|stab|attack|harm|shoot|burn|strangle) |people|everyone|us|me|his|her|the|neighbou?rs?|staff)\b|\b(?:attacked|attacking|hit|punched|assaulted|strangled|lashed out at|went for|lunged at) (?:me|us|his|her|their|a|the|someone|somebody|people|staff|neighbou?rs?)\b(?! (?:golf )?ball\b)/,
    ],
  },
  // Round eleven (helper F), NHS help after rape and sexual assault: a recent rape or sexual assault
  // needs care within days (emergency contraception and HIV PEP within 72 hours, a forensic
  // examination). Not one told as long ago ("raped 10 years ago"), nor rapeseed or a rape alarm.
  // Round fifteen, NHS emergency contraception and FSRH (2017, updated 2023): a split or slipped
  // condom or sex without contraception in the last five days, told with when it happened, needs
  // emergency contraception as soon as possible (pills within 3 or 5 days, the copper IUD within 5).
  // Not a missed pill alone, and not sex weeks ago.
  contraceptionFailedRecently: {
    label: 'a split condom or sex without contraception in the last few days',
    patterns: [
      // Round fifteen review (FSRH): also withdrawal, slang and shorthand ("UPSI 3/7 ago", "<72h"),
      // and a missed pill with sex; the time word must belong to the sex, not to something later.
      new RegExp(
        String.raw`\b${CONTRACEPTION_FAILED}\b(?:(?![.;!?,])(?!\b(?:weeks?|months?|years?|ago|when i was)\b).){0,30}?\b(?:last night|last nite|yesterday|this morning|earlier (?:today|this evening|tonight|on)|today|tonight|(?:an?|1|one|two|three|\d{1,2}) hours? ago|(?:on )?(?:friday|saturday|sunday|monday|tuesday|wednesday|thursday)(?: night)?|at the weekend|over the weekend|the night before last|(?:[1-5]|one|two|three|four|five|a couple of|a few) (?:days?|nights?) ago|(?:[1-5]|one|two|three|four|five) days since|\d{1,3} ?(?:hours?|hrs?|h) ago|[1-5]\/7 ago|<? ?(?:72|120|24|48) ?h(?:ours?|rs?)?)(?:\b|(?<=h))|\b(?:last night|last nite|yesterday|this morning|(?:on )?(?:friday|saturday|sunday) night|the night before last|(?:[1-5]|one|two|three|four|five|a couple of) (?:days?|nights?) (?:ago|since)|\d{1,3} ?(?:hours?|hrs?|h) (?:ago|since))\b(?:(?![.;!?,])(?!\b(?:weeks?|months?|years?|ago|when i was)\b).){0,30}?\b${CONTRACEPTION_FAILED}\b|\b(?:missed|forgot(?: to take)?|forgotten) (?:\d+|two|three|several|a few|some|my|her)\b(?:(?![.;!?]).){0,40}?\bpills?\b(?:(?![.;!?]).){0,40}?\b(?:had sex|sex)\b(?:(?![.;!?]).){0,30}?\b(?:last night|yesterday|this morning|today|(?:[1-5]|one|two|three) days? ago)\b`,
      ),
    ],
  },
  // Round seventeen (helper X), NHS HIV prevention and BASHH PEP guideline (2021): a possible HIV
  // exposure in the last 72 hours (a split or slipped condom, sex without a condom, shared needles),
  // told with when it happened ("the condom it was broken yesterday night", "anal sex without condom
  // 40h ago"). PEP must start within 72 hours, ideally within 24. Not weeks or months ago. Read only
  // with an HIV risk named (`hivRiskContext`).
  hivExposureRecent: {
    label: 'a split condom, sex without a condom or shared needles in the last 72 hours',
    patterns: [
      new RegExp(
        String.raw`\b${HIV_EXPOSURE}\b(?:(?![.;!?])(?!\b(?:weeks?|months?|years?)\b).){0,50}?\b${WITHIN_72H}(?:\b|(?<=h))|\b${WITHIN_72H}(?:\b|(?<=h))(?:(?![.;!?])(?!\b(?:weeks?|months?|years?)\b).){0,80}?\b${HIV_EXPOSURE}\b`,
      ),
    ],
  },
  // Round seventeen (helper X): HIV, PEP or PrEP named, or a partner of unknown or positive status, a
  // casual or app partner, a stranger, a sex worker, anal sex or shared needles: the context that makes
  // a recent exposure a question of HIV PEP.
  hivRiskContext: {
    label: 'HIV or PEP named, or a partner of unknown status, a casual partner, anal sex or shared needles',
    background: true,
    patterns: [
      /\bhiv\b|\bpep\b|\bpost[- ]exposure\b|\b(?:hiv|no|not on|stopped|stopped taking|missed (?:my |some |a few )?) prep\b|\b(?:casual|unknown|new|anonymous|random) (?:partner|guy|man|woman|girl|hook ?up|sex)\b|\bone[- ]night stand\b|\bstranger\b|\b(?:met|meet|meeting|found)\b(?:(?![.;!?]).){0,20}?\b(?:on|off|through|from|via) (?:an? |the )?(?:apps?|grindr|tinder|hinge|bumble|scruff|online|internet)\b|\bgrindr\b|\bsex worker\b|\bescort\b|\bchemsex\b|\b(?:do not|does not|did not|dont|doesnt) know (?:his|her|their) (?:hiv )?status\b|\bstatus (?:is |was )?(?:unknown|not known)\b|\bmen who have sex with men\b|\bmsm\b|\banal sex\b|\b(?:shared|sharing) (?:a |the )?(?:needles?|syringes?|works)\b/,
    ],
  },
  contraceptionNotNeeded: {
    label:
      'trying for a baby, a coil, implant or vasectomy, the pill taken without a miss, or past the menopause',
    background: true,
    patterns: [
      /\bvasectom\w*|\b(?:went through|gone through|been through|past|after) (?:the )?menopause\b|\bpost[- ]?menopausal\b|\bon the pill and (?:i )?(?:have not|haven't|not|never|did not|didn't) missed\b|\bhad (?:my|a|the|an) (?:coil|iud|ius|implant|nexplanon|mirena) (?:fitted|put in|inserted)\b/,
      /\btrying (?:for a baby|to (?:get pregnant|conceive|have a baby))\b|\bttc\b|\b(?:have|got|with|on) (?:a |the |my |an )?(?:coil|iud|ius|implant|nexplanon|mirena|copper coil|hormonal coil)\b(?!(?:(?![.;!?]).){0,30}\b(?:out|removed|expired|fell out|came out)\b)/,
    ],
  },
  sexualAssault: {
    label: 'raped or sexually assaulted',
    patterns: [
      // Round eleven (helper K), NHS help after rape and sexual assault: other words for it ("assaulted
      // sexually", "r*ped", "put his hands down my pants", "didn't stop when I said stop" last night).
      // Not an examination by a doctor or nurse.
      new RegExp(
        String.raw`(?:\b(?:assaulted|abused|attacked) sexually\b|\bsexually abused\b|\br[*#]+p(?:ed|e)\b|\br[*#]{2,}(?:ed)?\b|\b(?:put|stuck|shoved|forced) (?:his|her|their) hands? (?:down|in|inside|up) (?:my|her) (?:pants|knickers|underwear|trousers|jeans|skirt|shorts|bra)\b|\b(?:touched|groped|grabbed|fondled|felt) (?:my|her) (?:private (?:parts|area)|privates|vagina|genitals|crotch|penis)\b(?!(?:(?![.;!?]).){0,40}\b(?:doctor|gp|nurse|midwife|exam\w*|smear|check-?up|scan)\b)|\b(?:did not|didn't|would not|wouldn't|refused to) stop (?:when|after|even (?:when|though|after)) (?:i|she|he) (?:said|told (?:him|her|them)|asked|begged|screamed|cried|kept saying)(?: (?:him|her|them))?(?: to)? (?:stop|no)\b(?=(?:(?![.;!?]).){0,40}\b(?:last night|in bed|sex|on (?:a|our) date|at (?:the|a) party|after (?:the|a) party|drunk|yesterday|this morning)\b))${LONG_AGO}`,
      ),
      new RegExp(
        String.raw`(?:\b(?:(?<!\b(?:robbery|price|prices|priced|bill|ripped off|rip-?off|overcharged)\b(?:(?![.;!?]).){0,40}\bfeel )raped|rape(?! (?:seed|oil|alarm|crisis|culture|jokes?|scene|case|trial|charges?|statistics))|sexually (?:assaulted|attacked)|(?<!\b(?:essay|talk|lecture|article|project|course|book|training|presentation|assignment|module|leaflet|documentary|podcast) (?:on|about) )sexual assault(?! (?:referral|nurse|prevention|awareness|talk|training|course|centres?|centers?|examiners?|services?|statistics|cases|survivors?|policy|policies|team|unit|clinic|counsell\w*)\b)|indecently assaulted)\b(?!(?:(?![.;!?]).){0,30}\b(?:in (?:the|that|this|a|every) (?:game|match|round)|at (?:fifa|fortnite|call of duty|cod|warzone)|lol|lmao|haha\w*)\b)(?!(?:(?![.;!?]).){0,60}\b(?:(?:\d+|a few|a couple of|two|three|four|five|six|seven|eight|nine|ten|several|many) years ago|years ago)\b)${NOT_RECENT}|\b(?:forced|made) (?:me|him|her|them) (?:to )?(?:have sex|do sexual)|\b(?:had sex|sex) with (?:me|him|her|them) (?:when|while) (?:i|he|she|they) (?:was|were) (?:asleep|unconscious|passed out|out of it|too drunk|drunk))${LONG_AGO}`,
      ),
      // A spiked drink with a possible assault ("someone spiked my drink and I think I was assaulted").
      new RegExp(
        String.raw`\b(?:spiked|drugged)\b(?:(?![.;!?]).){0,80}?\b(?:assaulted|attacked|touched|interfered with|had sex|woke up (?:naked|undressed|with no clothes|in (?:a stranger's|someone's|someone else's|his|her|their) (?:bed|flat|house|room)))\b${LONG_AGO}`,
      ),
    ],
  },
  // Round eleven (helper F), NHS domestic violence and abuse: hit, beaten, choked or threatened by a
  // partner, an ex or a family member.
  domesticAbuse: {
    label: 'domestic abuse: hit, beaten, choked or threatened by a partner, an ex or a family member',
    patterns: [
      // Round eleven (helper K): told with "is" or with a pronoun later ("my husband is hitting my
      // kids", "my partner is banging on the door, he beat me up earlier"); an adult child or carer
      // hurting an older or frightened person ("my son hits me and takes my money").
      /\b(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|ex-partner|ex-husband|ex-wife|ex-boyfriend|ex-girlfriend|fianc\w*|hubby|stepdad|stepfather)\b(?:'s| is| are| was) (?:hitting|beating|punching|kicking|choking|strangling|slapping|attacking|hurting|threatening) (?:me|us|my|the kids|the children)\b|\b(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|hubby|fianc\w*|stepdad|stepfather)\b(?:(?![.;!?]).){0,60}?\b(?:he|she)(?: has| had|'s| just)? (?:beat|beaten|punched|kicked|strangled|choked|throttled|slapped|attacked) (?:me|us)\b(?! (?:in (?:his|her) sleep|with a pillow|by (?:accident|mistake)|accidentally|at\b))|\b(?:my|her|his) (?:grown[- ]up |adult )?(?:son|daughter|grandson|granddaughter|carer|caregiver)\b (?:(?:has|keeps?|always|often|sometimes|regularly|just|again|also|still) )*(?:hits|hit|hitting|beats|beat|beating|punch\w*|kicks|kicked|chok\w*|strangl\w*|slaps|slapped|pushes|pushed|shoved) (?:me|us|my|him|her)\b(?=(?:(?![.;!?]).){0,80}?\b(?:scared|afraid|frightened|terrified|takes? (?:my|his|her) money|i am (?:[6-9]\d|1\d\d)|i'?m (?:[6-9]\d|1\d\d)|(?:he|she) is (?:[6-9]\d|1\d\d)))/,
      /\bdomestic (?:abuse|violence)\b|\babusive (?:partner|husband|wife|boyfriend|girlfriend|relationship|ex|marriage)\b/,
      /\b(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|ex-partner|ex-husband|ex-wife|ex-boyfriend|ex-girlfriend|fianc\w*|hubby|stepdad|stepfather)\b(?:'s)? (?:(?:has|have|had|keeps?|always|often|sometimes|regularly|just|again|then|also|still|started|starts) )*(?:hits|hit|hitting|beats|beat|beating|beaten|punch\w*|kicks|kicked|kicking|chok\w*|strangl\w*|slap\w*|attack\w*|assault\w*|hurts|hurt|hurting|threaten\w*|pushed|shoved|smacks|smacked|throttl\w*) (?:me|us|my|the kids|the children)\b(?!(?:(?![.;!?]).){0,40}\b(?:in (?:his|her|their|my) sleep|with (?:a |the )?pillows?|by (?:accident|mistake)|accidentally|playfully|as a joke)\b)/,
    ],
  },
  // A threat to kill or hurt ("he said he'll kill me", "she threatened to stab me"), or the fear of it
  // ("I'm scared he'll hurt me").
  threatToKill: {
    label: 'threatened with, or afraid of, being killed or hurt by someone',
    patterns: [
      // Round eleven (helper K): threatened now, or with a weapon ("he's got a knife and he's
      // threatening me"); not a threat of a lawsuit, divorce or eviction.
      /\b(?:he|she|they|(?:my |her |his )?(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|hubby|stepdad|stepfather|dad|father))(?:'s|'re| is| are| keeps?| has been| have been) threatening (?:me|us|my|the kids|the children|the baby)\b(?! (?:with (?:a |the )?(?:lawsuit|court|divorce|solicitor|lawyer|eviction|police|legal)|to (?:leave|sue|report|tell|divorce|move out|sell|cut)))|\b(?:he|she|they)(?:'s| has|'ve| have) got (?:a |the )?(?:knife|gun|machete|axe|weapon)\b(?=(?:(?![.;!?]).){0,40}\b(?:threaten\w*|coming at|came at|pointing|waving|kill|hurt|stab|shoot))/,
      /\b(?:scared|afraid|frightened|terrified|worried) (?:that )?(?:he|she|they)(?:'ll| will| might| is going to| are going to| could|'s going to| gonna) (?:kill|hurt|hit|beat|attack|stab|strangle) (?:me|us|my|the kids|the children|the baby)\b(?!(?:(?![.;!?]).){0,40}\b(?:lol|lmao|lmfao|haha\w*|jk|only joking|just joking|kidding)\b)(?! (?:with (?:a |the )?(?:sandwich|pillow|kindness)\b(?:(?![.;!?]).)*|)(?:if (?:i|we) (?:fail|failed|am late|'m late|are late|'re late|eat|ate|don't eat|do not eat|buy|forget|lose|break|miss|spend|crash|dent|scratch|touch (?:his|her|their) (?:food|leftovers|stuff))|when (?:he|she|they) (?:sees?|finds? out about|hears? about) (?:the|my) (?:dent|bill|mess|car|grades?|results?|marks|report|phone bill|credit card bill))\b)|\b(?:fear|scared|afraid|frightened|terrified) for my life\b(?! (?:on|in|during|at|with) (?:the |that |this |a |my )?(?:rollercoaster|roller coaster|ride|flight|plane|turbulence|motorway|road|drive|boat|ferry|storm|zip ?line|film|movie|waves?)\b)/,
      /\b(?:said|says|saying|threaten\w*|told me|swore|warned(?: me)?) (?:that )?(?:he|she|they)(?:'ll| will| would|'d| is going to| are going to| was going to| were going to|'s going to| gonna) (?:kill|hurt|stab|shoot|strangle|beat|burn) (?:me|us|my|the kids|the children|the baby)\b(?!(?:(?![.;!?]).){0,40}\b(?:lol|lmao|lmfao|haha\w*|jk|only joking|just joking|kidding)\b)(?! (?:with (?:a |the )?(?:sandwich|pillow|kindness)\b(?:(?![.;!?]).)*|)(?:if (?:i|we) (?:fail|failed|am late|'m late|are late|'re late|eat|ate|don't eat|do not eat|buy|forget|lose|break|miss|spend|crash|dent|scratch|touch (?:his|her|their) (?:food|leftovers|stuff))|when (?:he|she|they) (?:sees?|finds? out about|hears? about) (?:the|my) (?:dent|bill|mess|car|grades?|results?|marks|report|phone bill|credit card bill))\b)|\bthreaten\w* (?:to (?:kill|hurt|stab|shoot|strangle|beat|burn) (?:me|us|my|the kids|the children|the baby)(?!(?:(?![.;!?]).){0,60}\b(?:lol|lmao|lmfao|haha\w*|jk|only joking|just joking|kidding)\b)(?! with (?:a |the )?(?:sandwich|pillow|kindness)\b)|me with (?:a )?(?:knife|gun|weapon|hammer|bat))\b|\b(?:he|she|they) (?:tried|has tried|had tried) to (?:kill|strangle|choke|smother|drown) (?:me|us)\b/,
      // Round twelve (helper N): coming to kill or hurt, said or written ("my ex texted that he's
      // coming to kill me tonight"); not with "lol" or "jk".
      /\b(?:he|she|they|partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|hubby|stepdad|stepfather|dad|father|brother|son)\b(?:'s|'re| is| are| was| were)? (?:(?:said|says|told me|texted|texted me|messaged|messaged me|swore|warned me|threatened)(?: me)? (?:that )?(?:he|she|they)(?:'s|'re| is| are| was| were| will be|'ll be)? )?(?:coming|on (?:his|her|their) way|heading) (?:round |over |back |here |home )?(?:to (?:my|our|the) (?:house|flat|place|work) )?to (?:kill|hurt|stab|shoot|beat|strangle|murder|finish off|attack) (?:me|us|the kids|the children|the baby|my)\b(?!(?:(?![.;!?]).){0,40}\b(?:lol|lmao|lmfao|haha\w*|jk|only joking|just joking|kidding)\b)/,
    ],
  },
  // Afraid of someone, or not safe at home ("scared to go home", "I fear for my life").
  feelsUnsafe: {
    label: 'afraid of someone, or not safe at home',
    patterns: [
      /\b(?:scared|afraid|frightened|terrified|too scared|too afraid) (?:to go (?:back )?home|of (?:him|her|them|my (?:partner|husband|wife|boyfriend|girlfriend|ex|dad|stepdad))|for my (?:life|safety)|(?:what )?(?:he|she|they)(?:'ll| will| might| is going to| could) (?:do|kill|hurt|hit))\b|\bfear (?:for )?my (?:life|safety)\b|\b(?:do not|don't|does not) feel safe\b(?! (?:on (?:the |these |those |my )?(?:stairs|roads?|ice|ladder|bike|feet|legs)|driving|to drive|walking|in the (?:shower|bath)))|\b(?:i am|i'm|we are|we're|i feel|i think i am|i think i'm) in (?:immediate |real )?danger\b(?! (?:now )?of\b)|\bnot safe (?:at home|to go home|with (?:him|her|them))\b/,
    ],
  },
  // Round eleven (helper K), NHS domestic violence and abuse: hurt again and again or badly by a
  // partner or parent ("my gf punches me when she's angry", "my stepdad beats me"); not a game
  // ("beats me at chess"), sleep or play.
  seriousAbuse: {
    label: 'hurt again and again, or badly, by a partner or parent',
    patterns: [
      /\b(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|hubby|fianc\w*|stepdad|stepfather|stepmum|stepmom|stepmother|dad|father|mum|mom|mother)\b (?:(?:always|often|sometimes|regularly|still|keeps|also|constantly) )*(?:beats|punches|kicks|chokes|strangles|throttles|slaps|batters|keeps (?:hitting|punching|beating|kicking|choking|strangling|slapping))(?: up)? (?:me|us|my (?:brother|sister|mum|mom|siblings|kids|children)|the kids|the children)\b(?! (?:at|in|to|on) )|\b(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|hubby|fianc\w*|stepdad|stepfather|dad|father)\b(?:'s)? (?:(?:has|just|again|then|also) )*(?:pushed|shoved|threw|thrown) (?:me|us) (?:down|off|out of|into|against|through) (?:the )?(?:stairs|wall|window|car|door|floor|balcony|bed)\b/,
    ],
  },
  // Round eleven (helper K): a visible injury after being hurt (bruises, a black eye, a swollen limb).
  abuseInjury: {
    label: 'bruises, a black eye, bleeding or a swollen limb',
    patterns: [
      /\bbruis\w*|\bblack eyes?\b|\bsplit lip\b|\bbleeding\b|\b(?:wrist|arm|hand|face|eye|jaw|nose|lip|ankle|knee|leg|cheek)\b (?:is |are |is really |looks )?(?:swollen|swelling|bleeding|cut)\b|\bswollen (?:wrist|arm|hand|face|eye|jaw|nose|lip|ankle|knee|leg|cheek)\b/,
    ],
  },
  // In danger now ("he's outside", "threatening me right now", "in danger now").
  immediateDanger: {
    label: 'in danger now: the person is outside, trying to get in or threatening now',
    patterns: [
      // Round thirteen (helper P), NHS domestic violence and abuse (999 in immediate danger): a named
      // person with a weapon who is on the way, outside or in the house ("my ex has a knife and is
      // heading to my flat", "my husband is outside with a knife"). Read by itself as an emergency
      // (`armedPersonComing`); not a knife for cooking, nor a joke.
      /\b(?:he|she|they|(?:my |her |his |our )?(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|ex-\w+|hubby|fianc\w*|stepdad|stepfather|dad|father|brother|son|flatmate|neighbou?r))\b(?:(?![.;!?]).){0,25}?\b(?:has|have|had|got|carrying|holding|brought|grabbed|took|taken|with|armed with) (?:a |an |the |his |her |their |a big |a kitchen |my )?(?:knife|knives|gun|machete|axe|weapon|blade|shotgun|rifle|hammer|baseball bat|crowbar)(?! (?:wound|wounds|cut|cuts|injury|injuries|block|set|drawer|collection|sharpener|crime|course|licen[cs]e|safety|skills)\b)\b(?!(?:(?![.;!?]).){0,40}\b(?:lol|lmao|haha\w*|jk|only joking|just joking|kidding|to (?:cut|carve|chop|slice|peel|fix|mend)|bread|turkey|roast|meat|veg\w*|cake|onions?|cooking|dinner|tea|diy|shelf|shelves|fence)\b)/,
      // Round eleven (helper K), NHS domestic violence and abuse (999 in immediate danger): the person
      // named ("my husband is outside trying to break the door down", "he's still in the house"),
      // hiding from them, or an attack going on now ("my husband is hitting my kids").
      /\b(?:he|she|they|(?:my |her |his )?(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|ex-\w+|hubby|fianc\w*|stepdad|stepfather|dad|father))(?:'s|'re| is| are)(?: still)? (?:outside|downstairs|upstairs|in the (?:house|flat|next room|hall|kitchen)|at the door|banging on the door|kicking the door|trying to (?:get|break|kick|force) (?:in|the door|down the door))\b(?! (?:waiting to|to (?:help|pick|drive|take|collect))\b)|\btrying to (?:break|kick|force) (?:the door down|down the door|the door in|the door open)\b|\b(?:banging|hammering|pounding|kicking) (?:on |at )?(?:the |my |our )?(?:front |bedroom |bathroom )?door\b(?:(?![.;!?]).){0,40}?\b(?:he|she|they)(?: has| had|'s)? (?:beat|beaten|hit|punched|kicked|strangled|choked|attacked|threatened|hurt)\b|\bhiding (?:in|from|under|behind) (?:the |a |my |our )?(?:bathroom|bedroom|toilet|loo|cupboard|wardrobe|closet|shed|car|him|her|them)\b|\b(?:he|she|they|(?:my |her |his )?(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|hubby|stepdad|stepfather|dad|father))(?:'s|'re| is| are) (?:hitting|beating|attacking|hurting|strangling|choking|kicking|punching|threatening) (?:me|us|my|the kids|the children|the baby)\b/,
      /\b(?:i am|i'm|we are|we're|i feel|i think i am|i think i'm) (?:in (?:immediate |real )?danger|not safe) (?:right )?now\b(?! of\b)|\b(?:i am|i'm|we are|we're) in immediate danger\b|\b(?:threatening|attacking|hitting|hurting|chasing|following) (?:me|us) (?:right )?now\b|\b(?:he|she|they)(?:'s|'re| is| are) (?:outside|downstairs|here|at the door|banging on the door|trying to (?:get|break|kick) (?:in|the door)|breaking (?:in|the door)|on (?:his|her|their) way (?:here|over|back))\b(?! (?:now )?(?:waiting (?:to|for) (?:drive|take|pick|collect|give)|to (?:help|pick|take|drive|collect|give me a lift)|for my (?:appointment|check-?up)|with (?:the|my) (?:car|shopping)))|\b(?:he|she|they) (?:has|have) (?:a )?(?:knife|gun|weapon)\b/,
      // Round twelve (helper N), NHS domestic violence and abuse (999 in immediate danger): the person
      // on the way or coming ("my ex is on his way here", "my husband said he's coming round to kill
      // me"). Not on the way to pick up or drop off the kids, to help or with the shopping.
      /\b(?:he|she|they|(?:my |her |his |our )?(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|ex-\w+|hubby|fianc\w*|stepdad|stepfather|dad|father))(?:'s|'re| is| are)(?: now| already| just)? (?:on (?:his|her|their) way(?: (?:here|over|round|back|home))?|(?:coming|heading|driving|walking) (?:here|over|round|around|back|home|to (?:my|our|the|this) (?:house|flat|home|place|door))|coming (?:round |over |back |here )?to (?:kill|hurt|stab|shoot|beat|strangle|attack|murder) (?:me|us|the kids|the children|my)|coming for (?:me|us))\b(?! (?:now )?(?:waiting|to (?:help|pick|drive|take|collect|give|drop|see|get)|for (?:the|his|her|their|my|our) (?:kids|children|appointment|dinner|tea|stuff|things)|with (?:the|my|some) (?:car|shopping|kids|children)|from work)\b)/,
    ],
  },
  // Round thirteen (helper P), NHS domestic violence and abuse: call 999 in immediate danger. A named
  // person with a weapon, on the way, outside, at the door or in the house, in either order ("my ex
  // has a knife and is heading to my flat", "he's outside with a knife", "my husband is on his way
  // back and he's got a gun"). Not a knife for cooking or carving, and not with "lol" or "jk".
  armedPersonComing: {
    label: 'someone with a knife, gun or other weapon on the way, outside or in the house',
    patterns: [
      // Round fifteen (from the thirteenth-round review): a weapon shown in a message, with the
      // person on the way ("texted me a pic of a machete and says he's coming round").
      /\b(?:sent|texted|messaged|showed|posted|snapchatted|whatsapped|dm'?d|sending)\b (?:me |us |her |him |them )?(?:a |an )?(?:pic\w*|picture|photo|video|image|selfie|snap)s? (?:of|with|holding) (?:(?:a|an|his|her|their|the|a big|a kitchen|some) )?(?:knife|knives|gun|machete|axe|weapon|blade|shotgun|rifle|hammer|baseball bat|crowbar)\b(?:(?![.;!?]).){0,60}?\b(?:on (?:his|her|their) way|(?:coming|heading|driving|walking) (?:here|over|round|around|back|home|to (?:my|our|the|this) (?:house|flat|home|place)|for (?:me|us|her|him))|outside)\b/,
      /\b(?:he|she|they|(?:my |her |his |our )?(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|ex-\w+|hubby|fianc\w*|stepdad|stepfather|dad|father|brother|son|flatmate|neighbou?r))\b(?:(?![.;!?]).){0,25}?(?:\b(?:has|have|had|got|carrying|holding|brought|grabbed|took|taken|with|armed with) (?:a |an |the |his |her |their |a big |a kitchen |my )?(?:knife|knives|gun|machete|axe|weapon|blade|shotgun|rifle|hammer|baseball bat|crowbar)(?! (?:wound|wounds|cut|cuts|injury|injuries|block|set|drawer|collection|sharpener|crime|course|licen[cs]e|safety|skills)\b)\b(?:(?![.;!?]).){0,40}?\b(?:on (?:his|her|their) way|(?:coming|heading|driving|walking|running) (?:here|over|round|around|back|home|to (?:my|our|the|this) (?:house|flat|home|place|door|room)|for (?:me|us))|outside|downstairs|at (?:the|my|our) (?:front |back )?(?:door|window)|in (?:the|my|our) (?:house|flat|home|hall|garden)|banging on|trying to (?:get|break|kick) in)|\b(?:on (?:his|her|their) way|(?:coming|heading|driving|walking|running) (?:here|over|round|around|back|home|to (?:my|our|the|this) (?:house|flat|home|place|door|room)|for (?:me|us))|outside|downstairs|at (?:the|my|our) (?:front |back )?(?:door|window)|in (?:the|my|our) (?:house|flat|home|hall|garden)|banging on|trying to (?:get|break|kick) in)\b(?:(?![.;!?]).){0,40}?\b(?:has|have|had|got|carrying|holding|brought|grabbed|with|armed with) (?:a |an |the |his |her |their |a big |a kitchen |my )?(?:knife|knives|gun|machete|axe|weapon|blade|shotgun|rifle|hammer|baseball bat|crowbar)(?! (?:wound|wounds|cut|cuts|injury|injuries|block|set|drawer|collection|sharpener|crime|course|licen[cs]e|safety|skills)\b))\b(?!(?:(?![.;!?]).){0,40}\b(?:lol|lmao|haha\w*|jk|only joking|just joking|kidding|to (?:cut|carve|chop|slice|peel|fix|mend)|bread|turkey|roast|meat|veg\w*|cake|onions?|cooking|dinner|tea|diy|shelf|shelves|fence)\b)/,
    ],
  },
  // Round eleven (helper F), NHS urgent mental health help: thoughts, urges or a wish to seriously
  // hurt or kill another person (call 999 if a life is at risk). Not an idiom ("I could kill him for
  // eating my chocolate", "my feet are killing me"): the words must say thoughts, urges or wanting.
  harmOthersThoughts: {
    label: 'thoughts, urges or a wish to seriously hurt or kill another person',
    patterns: [
      // Round eleven (helper K), NHS urgent mental health help: an intent told with a weapon ("I'm
      // going to hurt someone tonight, I have a knife", "he's going to kill our neighbour and he's got
      // a hammer"), to anyone at random ("I feel like killing someone, anyone"), fear of doing it
      // ("I'm scared I'm going to strangle my dad") or a planned shooting ("shoot up my school").
      // Not for a trivial reason, in a game or by accident.
      new RegExp(
        String.raw`(?:\b(?:going to|gonna|about to|will|'ll) (?:go and )?(?:kill|hurt|stab|shoot|attack|murder|strangle|beat up|batter) (?:someone|somebody|people|anyone|anybody|a person|our \w+|my \w+|the \w+|him|her|them)\b(?=(?:(?![?]).){0,60}\b(?:(?:i|he|she|they)(?:'ve| have|'s| has)(?: got)?|with|got|bring\w*|brought|taking|took|grab\w*) (?:a |an |the |my |his |her )?(?:knife|knives|gun|rifle|shotgun|machete|axe|hammer|bat|weapon|blade)s?\b)|\bfeel(?:ing)? like (?:killing|murdering|stabbing|hurting|shooting|strangling) (?:someone|somebody|people|anyone|anybody|a person)\b(?! for )|\b(?:scared|afraid|worried|terrified|frightened)(?: that)? (?:i'?m|i am) (?:going to|gonna) (?:kill|hurt|harm|stab|strangle|smother|attack|murder|shoot) (?:my |our |the |a |an |some )?(?:husband|wife|partner|boyfriend|girlfriend|child|children|kids?|son|daughter|mum|mom|mother|dad|father|brother|sister|family|boss|neighbou?rs?|colleagues?|people|person|someone|somebody|anyone|him|her|them)\b(?! (?:by accident|accidentally|if|when i|with (?:my )?(?:cough|cold|germs|flu|covid))\b)|\b(?:want|wants|going|gonna|plan\w*|about) to (?:go (?:and |to )?)?shoot up (?:my |the |a |our |his |her )?(?:school|college|uni\w*|office|workplace|work|mall|church|mosque|synagogue|class|club)\b)(?!(?:(?![.;!?]).){0,30}\b(?:lol|lmao|haha|jk|joking|in (?:the |a )?(?:game|call of duty|fortnite|gta)|on (?:the )?(?:xbox|playstation|ps5))\b)${LONG_AGO}`,
      ),
      new RegExp(
        String.raw`(?:\bhomicidal\b(?! (?:clown|maniac|killer|robot|doll|villain|character|film|movie|thriller)\b)|(?<!\b(?:patients?|clients?|service users?|people|someone|somebody) with )\b(?:thoughts?|thinking|thought|urges?|impulses?|fantas\w*|images?) (?:of|about) (?:(?:seriously|really|actually|physically) )?(?:killing|hurting|harming|stabbing|strangling|murdering|attacking|smothering|drowning|shooting|poisoning|suffocating|choking) (?:my |his |her |the |a |an |some |other |that |this |our )?(?:husband|wife|partner|boyfriend|girlfriend|baby|babies|child|children|kids?|son|daughter|mum|mom|mother|dad|father|brother|sister|family|boss|neighbou?rs?|colleagues?|teachers?|people|person|someone|somebody|others|anyone|anybody|everyone|everybody|strangers?|him|her|them|flatmate|roommate|carer)\b(?!'s feelings| feelings)${HARM_NOT_MEANT})${LONG_AGO}${NOT_RECENT}`,
      ),
      new RegExp(
        String.raw`\b(?:(?:want|wants|wanted|wanting|tempted|urges?|impulses?|(?:an|the) (?:urge|impulse)) to|keep thinking (?:about|of)|cannot stop thinking (?:about|of)|scared i will|afraid i will|worried i will|scared i might|afraid i might|worried i might|feel like i (?:will|might|could|am going to)) (?:(?:seriously|really|actually|physically) )?(?:kill|killing|hurt|hurting|harm|harming|stab|stabbing|strangle|strangling|murder|murdering|attack|attacking|smother|smothering|drown|drowning|shoot|shooting|poison|poisoning|suffocate|suffocating|beat up|beating up) (?:my |his |her |the |a |an |some |other |that |this |our )?(?:husband|wife|partner|boyfriend|girlfriend|baby|babies|child|children|kids?|son|daughter|mum|mom|mother|dad|father|brother|sister|family|boss|neighbou?rs?|colleagues?|teachers?|people|person|someone|somebody|others|anyone|anybody|everyone|everybody|strangers?|him|her|them|flatmate|roommate|carer)\b(?!'s feelings| feelings)${HARM_NOT_MEANT}${LONG_AGO}${NOT_RECENT}`,
      ),
    ],
  },
  // Round eleven (helper E), NHS postnatal depression and postpartum psychosis: thoughts, urges or
  // fears of harming the baby are a reason to call 999 or go to A&E. Said of "my baby" anywhere,
  // or of "her"/"him" with a birth in the text (rule `thoughts-of-harming-baby`).
  harmBabyThoughts: {
    label: 'thoughts, urges or fears of harming the baby',
    patterns: [
      /\b(?:feel\w* like|felt like|want\w* to|urges? to|thoughts? (?:of|about)|thinking (?:of|about)|think about|thought (?:of|about)|tempted to|images? (?:of|in my head of)|visions? of|(?:scared|afraid|frightened|worried|terrified|petrified|fear|convinced|panicking)(?: that)? (?:i|she|he)(?:'?ll|'?d| will| might| could| would| may| am going to| was going to| gonna)|(?:i|she|he)(?:'?ll|'?d| will| might| could| would| may| am going to| was going to| gonna))\b (?:(?:just|actually|really|end up|somehow|go and|lose it and) )*(?!(?:hurt\w*|harm\w*) (?:my|the|our|her|his) (?:own )?(?:new ?born|baby|infant|little one)(?:'s\b|(?:(?![.;!?]).){0,40}\b(?:(?:when|while) (?:i |we )?(?:cut|trim|clip|bath|brush|chang|dress|wash|feed|carry|lift)\w*|by (?:rolling|dropping|falling|tripping|lying)\w*|if (?:i|we) (?:co-?sleep|drop|fall|trip)\w*)))(?:harm\w*|hurt\w*|kill\w*|smother\w*|suffocat\w*|shak(?:e|es|ing)|drown\w*|stab\w*|hit|hitting|throw\w*|strangl\w*|do something to) (?:my|the|our|her|his) (?:own )?(?:new ?born|baby|babies|infant|little one|twins|(?:baby|newborn) (?:son|daughter|boy|girl))\b(?! (?:by accident|accidentally))/,
    ],
  },
  harmOtherThoughts: {
    label: 'thoughts, urges or fears of harming him or her',
    patterns: [
      /\b(?:feel\w* like|felt like|want\w* to|urges? to|thoughts? (?:of|about)|thinking (?:of|about)|think about|thought (?:of|about)|tempted to|images? (?:of|in my head of)|visions? of|(?:scared|afraid|frightened|worried|terrified|petrified|fear|convinced|panicking)(?: that)? (?:i|she|he)(?:'?ll|'?d| will| might| could| would| may| am going to| was going to| gonna)|(?:i|she|he)(?:'?ll|'?d| will| might| could| would| may| am going to| was going to| gonna))\b (?:(?:just|actually|really|end up|somehow|go and|lose it and) )*(?:(?<=\b(?:thoughts?|thinking|think|thought|images?|visions?|urges?) (?:of|about|to) )|(?!(?:kill\w*|strangl\w*|throttl\w*) (?:her|him|them)\b(?<=\b(?:husband|hubby|partner|boyfriend|bf|sister|brother|mum|mom|mother|dad|father|in-laws?|friend|neighbou?r|boss|wife|girlfriend|gf)\b(?:(?![.;!?]).){1,80})))(?:harm\w*|hurt\w*|kill\w*|smother\w*|suffocat\w*|shak(?:e|es|ing)|drown\w*|stab\w*|hit|hitting|throw\w*|strangl\w*|do something to) (?:her|him|them|it)\b(?! (?:by accident|accidentally|feelings|chances|back|career|reputation))(?!\w)/,
    ],
  },
  // Round ten (helper H), NHS postpartum psychosis: a delusion about the baby ("I think my baby is the
  // devil", "convinced the baby is possessed"), for the postpartum psychosis rule only.
  babyDelusion: {
    label: 'a strange belief about the baby (the devil, possessed, evil, not hers, replaced)',
    patterns: [
      /\b(?:think|thinks|thought|believe|believes|believed|convinced|sure|know|knows|certain|feel|feels|keeps saying|says|saying)\b (?:that )?(?:my|the|our|her|his|this) (?:new ?born |new )?(?:baby|son|daughter|child|little one|twins)\b (?:is|was|are|has been) (?:(?:actually|really|secretly) )?(?:the devil|a devil|evil|possessed|a demon|demonic|satan|the antichrist|not (?:mine|hers|ours|my baby|her baby|real|human)|an? (?:imposter|impostor|robot|alien|changeling|fake)|fake|cursed|poisoned|being poisoned|controlled|sent (?:by|from) (?:the devil|satan|hell))\b/,
      // Round thirteen (helper P), NHS postpartum psychosis: "the baby isn't really ours", and an
      // urge to get the evil, the devil or demons out of the baby (a risk to the baby).
      /\b(?:think|thinks|thought|believe|believes|believed|convinced|sure|know|knows|certain|feel|feels|keeps saying|says|said|saying|tells (?:me|us|everyone)|told (?:me|us))\b (?:that )?(?:my|the|our|her|his|this) (?:new ?born |new )?(?:baby|son|daughter|child|little one|twins)\b (?:is|was|are|has been) not (?:really|actually|even|truly) (?:mine|hers|ours|my baby|her baby|our baby|real|human|my son|my daughter|our son|our daughter)\b/,
      /\b(?:get|getting|drive|driving|cast|casting|beat|beating|force|forcing|pray|praying|burn|burning|cut|cutting|bleed|wash|washing|squeeze|drown|drowning) (?:the |all the )?(?:evil|devil|demons?|bad spirits?|evil spirits?|sin|badness|darkness) out of (?:him|her|them|the baby|my baby|our baby|my son|my daughter|our son|our daughter|the child|my child|the twins)\b/,
    ],
  },
  // Round ten (helper B): "day 9 postnatal", "postnatally", for the postpartum psychosis rule only.
  postnatal: {
    label: 'postnatal (in the weeks after a birth)',
    background: true,
    patterns: [
      /\bpost[- ]?natal(?:ly)?\b(?! (?:class|classes|check|appointment|exercises?)\b)/,
      // Round thirteen (helper P), NHS postpartum psychosis (most often in the first weeks after a
      // birth): a birth told with its time in days or weeks ("my wife had our son 10 days ago", "the
      // baby was born 2 weeks ago", "3 weeks after having the twins", "since the baby arrived").
      /\b(?:had|gave birth to|delivered|welcomed) (?:our|my|her|a|the|their|his) (?:new |first |second |third |little )?(?:baby|son|daughter|boy|girl|one|twins|babies)\b(?:(?![.;!?]).){0,20}?\b(?:\d+|a few|a couple of|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:days?|weeks?) ago\b/,
      /\b(?:baby|son|daughter|twins|little one|boy|girl)\b (?:was|were) born (?:\d+|a few|a couple of|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:days?|weeks?) ago\b|\b(?:\d+|a few|a couple of|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:days?|weeks?) (?:after|since) (?:giving birth|the birth|(?:she |i )?(?:had|having|delivered|delivering) (?:the|our|my|her|their) (?:baby|son|daughter|twins))\b|\bsince (?:the|our|my|her) (?:baby|son|daughter|twins) (?:was born|were born|arrived|came)\b(?!(?:(?![.;!?]).){0,20}\b(?:years?|months?)\b)/,
    ],
  },
  // Round ten (helper B), NICE CG100: alcohol withdrawal (stopping after heavy drinking), read with
  // hallucinations, confusion or a seizure as possible delirium tremens. Not stopping coffee, soda,
  // energy or fizzy drinks (round ten misfires, helper G).
  alcoholWithdrawal: {
    label: 'stopped drinking after heavy drinking, or in alcohol withdrawal',
    patterns: [
      // Round eleven (helper K): alcohol named after something else stopped ("stopped drinking
      // coffee and alcohol 2 days ago").
      new RegExp(
        String.raw`\b(?:stopped|quit|gave up|given up|cut out|came off|went cold turkey (?:on|from))\b(?:(?![.;!?]).){0,30}?\b(?:and|&|plus) (?:the |my )?(?:alcohol|booze|drinking|vodka|beer|wine|spirits|cider|lager|whisky|whiskey)\b${LONG_AGO}`,
      ),
      /\bdelirium tremens\b|\bthe dts\b|\b(?:alcohol|alcoholic|drink|drinking|booze) withdrawals?\b|\bwithdraw\w* from (?:the )?(?:alcohol|drink\w*|booze)\b|\bwithdrawal from (?:alcohol|drink\w*)\b|\balcohol detox\w*\b/,
      new RegExp(
        String.raw`\b(?:stopped|quit|quitting|stopping|gave up|given up|giving up|cut out|came off|come off|coming off|went cold turkey|gone cold turkey|ran out of|run out of)\b${LONG_AGO}(?:(?![.;!?]).){0,15}(?<!\b(?:energy|fizzy|soft|sports?|protein|diet|sugary|hot|caffeinated|isotonic) )\b(?:drink\w*(?! (?:(?:so much|as much|any|all|my|the|so many|diet|full[- ]fat|sugary|fizzy|hot|cold|black|green|herbal|fruit|orange|apple) )*(?:coffee|tea|water|soda|pop|fizzy|energy drinks?|milk|juice|coke|cola|pepsi|caffeine|squash|smoothies?|red bull|monster|lucozade|drinks? (?:with|full of) (?:sugar|caffeine)|soft drinks?)\b)|alcohol|booze|vodka|beer|wine|cider|whisky|whiskey|spirits|lager|gin|rum)\b`,
      ),
      new RegExp(
        String.raw`(?<!\b(?:energy|fizzy|soft|sports?|protein|diet|sugary|hot|caffeinated|isotonic) )\b(?:drink\w*(?! (?:(?:so much|as much|any|all|my|the|so many|diet|full[- ]fat|sugary|fizzy|hot|cold|black|green|herbal|fruit|orange|apple) )*(?:coffee|tea|water|soda|pop|fizzy|energy drinks?|milk|juice|coke|cola|pepsi|caffeine|squash|smoothies?|red bull|monster|lucozade|drinks? (?:with|full of) (?:sugar|caffeine)|soft drinks?)\b)|alcohol|booze|vodka|beers?|wine|cider|whisky|whiskey|spirits|lager|gin|rum|alcoholic)\b(?:(?![.;!?]).){0,60}?\b(?:stopped|quit|gave up|given up|cold turkey|ran out|run out|came off|cut (?:it )?out)\b${LONG_AGO}`,
      ),
      // Round ten (helper H): a detox at home ("detoxing from alcohol", "day 2 off the drink"), and a
      // drinker who "has not had a drink for 3 days" (days or hours, not months).
      /\b(?:detox\w*|withdraw\w*) (?:from|off) (?:the )?(?:alcohol|drink\w*|booze)\b|\bday (?:\d|one|two|three|four|five) (?:of (?:my |his |her |the )?(?:alcohol )?detox|off (?:the )?(?:drink|alcohol|booze))\b|\b(?:has|have|had)(?: not|n't) (?:had )?(?:a|any) (?:drink|alcohol|booze)\b(?: (?:at all|now))? (?:for|since|in) (?:(?:about|over|almost|nearly) )?(?:\d|one|two|three|four|five|a couple of|a few|a day|yesterday|last night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)\b(?! ?(?:weeks?|months?|years?)\b)(?!\w* (?:weeks?|months?|years?)\b)/,
    ],
  },
  // Hallucinations of withdrawal in lay words ("seeing things", "bugs crawling on his skin", "bugs
  // on the wall that are not there"), or muddled about the day.
  withdrawalHallucinations: {
    label: 'seeing or hearing things, insects crawling on the skin, or confused about the day',
    patterns: [
      // Round eleven (helper K): "seeing spiders" with nothing after it (read only with alcohol
      // withdrawal); not spiders in the bath, the garden or a film.
      /\b(?:seeing|sees|keeps? seeing|started seeing|can see) (?:(?:little|tiny|small|big|loads of|lots of|all these|these) )?(?:spiders|bugs|insects|snakes|rats|mice|creatures|little people)\b(?! (?:in|on|at|from) (?:the |my |a )?(?:garden|shed|bath|garage|house|loft|web|film|tv|zoo|documentary|kitchen|window)\b)/,
      /\b(?:seeing|see|sees|saw|hearing|hear|hears|heard)\b(?:(?![.;!?]).){0,50}?\b(?:that|which|who|but)\b(?:(?![.;!?]).){0,30}?\b(?:are not|is not|were not|was not|arent|isnt|not) (?:really |actually )?(?:there|real)\b|\b(?:bugs|insects|spiders|ants|beetles|worms|snakes|rats|mice)\b (?:(?:\w+ ){0,2})?(?:crawling|running|moving|climbing) (?:on|over|under|all over|up|across|along) (?:my|his|her|their|the) (?:skin|body|arms?|legs?|walls?|ceiling|bed|sheets|floor|curtains)\b|\bconfused (?:about )?(?:what|which) (?:day|time|year|month)\b/,
      /\b(?:seeing|sees|saw|hearing|hears|heard) things\b|\bhallucinat\w*|\b(?:seeing|sees|saw) (?:spiders|insects|bugs|people|snakes|rats|mice|animals|faces|shadows) (?:that|which|who) (?:are not|were not|is not|nobody|no one)\b|\b(?:insects|bugs|ants|spiders|things) (?:crawling|running) (?:on|over|under|all over) (?:my|his|her|their|the) skin\b/,
      // Round ten (helper H): creatures seen on the walls or the bed ("seeing bugs on the wall",
      // "sees spiders on the ceiling"), and talking to people who are not there.
      /\b(?:seeing|sees|saw|see|keeps? seeing) (?:(?:little|tiny|small|big|loads of|lots of|all these|these) )?(?:bugs|insects|spiders|ants|beetles|cockroaches|snakes|rats|mice|creatures|little people|animals)\b (?:(?:crawling|running|moving|climbing|everywhere|all) )?(?:on|over|up|across|all over|in|coming out of) (?:the |my |his |her |their )?(?:walls?|ceiling|floor|bed|sheets|curtains|skin)\b|\b(?:talking|talks|talked|speaking|speaks|shouting|waving|answering) (?:to|at) (?:people|someone|somebody|a person|a man|a woman|children|kids|things|voices)\b (?:(?:who|that|which) )?(?:are not|is not|were not|was not|arent|isnt|not) (?:really |even |actually )?there\b/,
    ],
  },
  // Round ten (helper B), NICE NG69 and MEED (RCPsych 2022): an eating disorder, read with the
  // physical warning signs (fainting, chest pain, dizziness, a heart that feels wrong).
  // Round ten misfires (helper G): restricting food for a diet or a fast is not an eating disorder, nor
  // is one "in my 20s".
  eatingDisorder: {
    label: 'an eating disorder (anorexia, bulimia) or starving oneself',
    patterns: [
      new RegExp(
        String.raw`(?:\banorexi\w*|\bbulimi\w*|\beating disorder\b|\barfid\b)${LONG_AGO}${NOT_RECENT}(?!(?:(?![.;!?]).){0,20}\b(?:in (?:my|his|her|their) (?:teens|20s|twenties|30s|thirties|40s|forties))\b)|\bstarving (?:my|him|her|them)sel(?:f|ves)\b|(?<!\b(?:diet\w*|ramadan|fast\w*|lent|weight watchers|slimming world|keto|intermittent)\b(?:(?![.;!?]).){0,40})\b(?:restricting|purging)\b(?:(?![.;!?]).){0,20}\b(?:food|eating|meals?|calories)\b(?!(?:(?![.;!?]).){0,40}\b(?:diet\w*|ramadan|fast\w*|lent|weight watchers|slimming world|keto|intermittent)\b)|\bmaking (?:my|him|her|them)sel(?:f|ves) (?:sick|throw up|vomit) after (?:eating|meals?|food)\b`,
      ),
    ],
  },
  // Physical warning signs of an eating disorder (MEED): dizziness, a heart that feels wrong, weakness.
  eatingDisorderWarning: {
    label: 'dizzy, a heart that feels funny or irregular, or too weak to stand or climb stairs',
    patterns: [
      /\bdizz\w*|\blight[- ]?headed\w*|\bpalpitation\w*|\b(?:feel\w*|felt|going|nearly|almost) (?:really |very |so )?faint\b|\bheart\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,20}?\b(?:funny|weird|odd|strange|wrong|irregular|slow|racing|skipp\w*|flutter\w*|pounding|thumping|jumping)\b|\btoo weak to (?:stand|walk|climb|get up)\b|\b(?:cannot|can not|could not|can barely|can hardly) (?:stand up|get up|climb (?:the )?stairs|get up (?:the|from) \w+)\b|\bmuscles? (?:are |is |feel |feels )?(?:so |very |really )?weak\b/,
    ],
  },
  // Fainting itself (not "feeling faint"), for the eating-disorder rule.
  faintedActually: {
    label: 'fainted, passed out or collapsed',
    patterns: [
      /(?<!\b(?:nearly|almost|like|about to|close to|going to|gonna|might|may) )\b(?:faint(?:ed|ing|s)|pass(?:ed|ing|es)? out|collaps\w*|black(?:ed|ing|s)? out|keel(?:ed|s)? over)\b/,
    ],
  },
  mentalHealthCrisis: {
    label: 'cannot cope any more, at breaking point, or in a mental health crisis',
    patterns: [
      /\b(?:cannot|can not|can no longer|not able to) cope (?:any ?more|any longer|with (?:anything|life|everything))\b|\bcan no longer cope\b|\bbreaking point\b|\b(?:mental health|psychiatric) (?:crisis|emergency)\b|\bin (?:a )?(?:mental health )?crisis\b|\b(?:crisis team|mental health (?:worker|nurse|team)|cpn|care co-?ordinator|psychiatrist)\b.{0,30}\b(?:not answering|is not answering|no answer|cannot get through|not picking up|not getting back)\b/,
    ],
  },
  emotionalDistress: {
    label: 'panic, crying, anxiety or low mood',
    patterns: [
      /\bpanic\w*|\bcrying\b|\btearful\b|\banxi\w*|\bdepress\w*|\blow mood\b|\bhopeless\w*|\boverwhelmed\b|\bmental health\b|\bcannot stop (?:crying|shaking)\b/,
    ],
  },
  // NICE CKS oral anticoagulation: an INR above 8 without bleeding needs warfarin stopped and oral
  // vitamin K the same day ("INR today 8.5", "INR of 9.2", "INR >8", "INR came back at 11").
  inrVeryHigh: {
    label: 'an INR above 8',
    patterns: [
      /\binr\b(?: (?:(?:today|this morning|yesterday|now|reading|result|level|test|check|came back|was|is|of|at|back|has gone up to|went up to|up to|=|:)\b|[=:]))* ?(?:>|over|above|more than|greater than)? ?(?:8\.[1-9]\d?|9(?:\.\d+)?|1\d(?:\.\d+)?|[2-9]\d(?:\.\d+)?)\b(?! ?(?:%|mg|ml|units?|days?|weeks?|hours?|am|pm|o'clock))|\binr\b(?: (?:is|was|now|today|of|came back|has gone|went))* ?(?:>|over|above|more than|greater than) ?8\b/,
    ],
  },
  unexplainedBleeding: {
    label: 'unexplained or large bruises, bleeding gums or blood in the urine',
    patterns: [
      /\b(?:unexplained|large|big|huge|massive|lots of|loads of|new|spontaneous|random|odd|strange|dark) (?:\w+ )?bruis\w*|\bbruis\w*\b.{0,30}\b(?:for no reason|without (?:an? )?(?:injury|knock|bump|reason|cause)|out of nowhere|from nowhere|all over|everywhere|really easily|very easily|so easily|easily)\b|\bbruis\w* (?:up )?easily\b/,
      /\b(?:bleeding|bleeds?|bled) (?:from )?(?:my |his |her |their |the )?gums\b|\bgums? (?:are |keep |have been |started |keeps? )?(?:bleeding|bleed\w*)\b|\bgingival bleed\w*|\bblood in (?:my |his |her |their |the )?(?:urine|pee|wee)\b|\bhematuria\b|\b(?:pink|red) (?:pee|urine|wee)\b/,
    ],
  },
  // Round fifteen, NICE NG12 (2015, updated 2023) 1.11: bone pain and pallor or persistent tiredness,
  // read with unexplained bruising or bleeding for a child's very urgent blood count.
  persistentBonePain: {
    label: 'bone pain, or limb pain that wakes at night',
    patterns: [
      // Not the aching bones of flu ("my bones ache all over"): bone pain named, or limb pain that
      // wakes a child at night.
      /\bbone pain\b(?!(?:(?![.;!?]).){0,40}\b(?:flu|cold|virus|temperature|fever)\b)|\b(?:legs?|arms?|shins?|back|knees?)\b (?:(?:pain|ache|aches|aching|hurt\w*) )(?:(?![.;!?]).){0,20}?\b(?:wak\w* (?:him|her|them) (?:up )?(?:at night|in the night)|every night)\b(?!(?:(?![.;!?]).){0,40}\b(?:after|training|swimming|football|sport|club|growing pains)\b)|\b(?:pain|leg pain|bone pain|ache)\b(?:(?![.;!?]).){0,20}?\b(?:that )?wak\w* (?:him|her|them) (?:up)?(?: at night| in the night)?\b/,
    ],
  },
  pallorOrFatigue: {
    label: 'pallor, or persistent tiredness',
    patterns: [
      // Not the writer's own tiredness ("I am exhausted"), pale ale, nor pale after crying or a shock.
      /(?<!\b(?:i am|i'm|im|we are|we're|i feel|i have been|i've been|i was|we were|mum is|dad is)\s(?:(?:so|really|very|just|totally|completely|absolutely)\s)?)\b(?:pallor|pale|paler|pasty|pallid|washed out|white as a sheet|grey|lost (?:all )?(?:his|her|their) colou?r)\b(?! (?:ales?|stools?|poo\w*|urine|pee|yellow|skinned|skin(?:ned)? (?:tone|person)|cream|blue|pink|green)\b)(?!(?:(?![.;!?]).){0,25}\b(?:after (?:crying|the shock|a shock|being sick)|from (?:the )?shock)\b)|(?<!\b(?:i am|i'm|im|we are|we're|i feel|i have been|i've been|i was|we were|mum is|dad is)\s(?:(?:so|really|very|just|totally|completely|absolutely)\s)?)\b(?:fatigue\w*|tired all the time|exhausted|shattered|knackered|lethargic|lethargy|no energy|always tired|very tired|more tired|tireder|increasingly tired|sleeping all the time|wiped out)\b(?! after (?:a |the |his |her )?(?:tournament|match|training|game|party|sleepover|holiday|weekend|swimming|school trip))/,
    ],
  },
  // Round fifteen review, NICE NG12 1.11.1: bruising or bleeding without a cause (not a bruise from a
  // fall or a sport, nor gums that bleed on brushing), nosebleeds that keep coming or take long to
  // stop, and swollen glands in more than one place.
  unexplainedBruisingChild: {
    label: 'bruising or bleeding without a cause, or swollen glands in more than one place',
    patterns: [
      /\b(?:unexplained|random|spontaneous|easy) bruis\w*|\bbruis\w* (?:easily|(?:really|very|so) easily)\b|\bbruis\w*\b(?:(?![.;!?]).){0,40}?\b(?:for no reason|no reason|without (?:an? )?(?:injury|knock|bump|reason|cause|fall)|with no (?:injury|knock|bump|reason|cause)|(?:cannot|can not|can't|could not) explain|no idea (?:how|why|where)|out of nowhere|from nowhere|appearing|keep appearing|keeps appearing|all over)\b|\bcovered in bruises\b|\b(?:lots of|loads of|several|many) (?:unexplained )?bruises\b(?!(?:(?![.;!?]).){0,40}\bfrom\b)/,
      /\b(?:nosebleeds?|nose bleeds?)\b(?:(?![.;!?]).){0,40}?\b(?:take (?:ages|ages and ages|a long time|forever) to stop|will not stop|won't stop|keeps? (?:coming|happening)|every day|most days|random|all the time)\b|\b(?:keeps? getting|frequent|random|lots of) (?:nosebleeds?|nose bleeds?)\b|\bpetechia\w*/,
      /\b(?:swollen )?glands?\b(?:(?![.;!?]).){0,30}\b(?:neck|armpits?)\b(?:(?![.;!?]).){0,20}\b(?:armpits?|groin)\b|\bgenerali[sz]ed lymphadenopathy\b/,
    ],
  },
  statin: {
    label: 'takes a statin',
    background: true,
    patterns: [
      /\bstatins?\b|\b(?:atorva|simva|rosuva|prava|fluva|pitava)statin\b|\blipitor\b|\bcrestor\b|\bzocor\b/,
    ],
  },
  muscleAcheWeakness: {
    label: 'muscle pain, tenderness or weakness',
    patterns: [
      /\bmuscles?\b.{0,30}\b(?:ach\w*|pain(?!less)\w*|sore\w*|tender\w*|weak\w*)\b|\b(?:ach\w*|pain(?!less)\w*|sore|tender|weak\w*) (?:\w+ )?muscles?\b|\bmyalgia\b|\bmyopathy\b|\bmyositis\b|\brhabdo\w*|\b(?:thighs?|shoulders?|calves|calf|legs|arms|hips)\b.{0,25}\b(?:ache|aches|aching|achy|weak|weakness)\b/,
    ],
  },
  // Round seventeen (helper Y), MedlinePlus rhabdomyolysis: dark red, brown or cola-coloured urine
  // (myoglobin); not a pee that is only dark yellow or darker than usual.
  rhabdoUrine: {
    label: 'brown, cola- or tea-coloured urine',
    patterns: [
      /\b(?:cola|coke|coca[- ]cola|tea|black tea|coffee|dark brown|brown|red[- ]brown|reddish[- ]brown|rusty|port wine|mahogany)[- ]colou?red['"]? (?:urine|wee|pee|piss)\b|\b(?:urine|wee|pee|piss)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor)\b).){0,25}?\b(?:like|the colou?r of|looks like|same colou?r as) (?:a |an )?(?:cola|coke|coca[- ]cola|black tea|strong tea|tea|black coffee|coffee|port|root beer|guinness)\b|\b(?:dark brown|brown|brownish|black|cola|coke|tea|red[- ]brown|reddish[- ]brown)['"]? (?:urine|wee|pee|piss)\b|\b(?:urine|wee|pee|piss) (?:is |was |looks |has |had |went |gone |turned |come out |came out |very |really |quite )*(?:dark )?(?:brown|brownish|black|cola|red[- ]brown)\b|\bmyoglobinuri\w*/,
    ],
  },
  // Round ten (helper D): medicines and conditions whose complications need care now or the same
  // day: adrenal insufficiency (adrenal crisis), medicines that can stop the white cells being made
  // (agranulocytosis), lithium and digoxin toxicity, severe drug rashes, a stoma that has stopped
  // working, skin red all over.
  // Not a pet's Addison's or steroids, steroids on the skin, or steroid tablets long past ("as a kid",
  // "in 2015") (round ten misfires, helper G).
  adrenalInsufficiency: {
    label: "Addison's disease, adrenal insufficiency, or dependent on steroid tablets",
    background: true,
    patterns: [
      /(?<!\b(?:dog|dogs|cat|cats|puppy|kitten|horse|pony|rabbit|pet|guinea pig|ferret)\b(?:(?![.;!?]).){0,25})(?:\baddison'?s\b|\baddisonian\b|\b(?:adrenal|pituitary) (?:insufficiency|failure)\b|\bhypoadrenal\w*|\bhypopituitar\w*|\bcongenital adrenal hyperplasia\b|\bcah\b|\bsteroid[- ]dependen\w*|\bdependent on (?:my |his |her |their )?steroids\b|\bsteroid emergency card\b|\badrenal crisis\b)/,
      // Steroid tablets for weeks or more put the adrenal glands to sleep: "on prednisolone for
      // years", "long-term steroids", "hydrocortisone tablets" (not a cream, inhaler or spray).
      /(?<!\b(?:dog|dogs|cat|cats|puppy|kitten|horse|pony|rabbit|pet|guinea pig|ferret)\b(?:(?![.;!?]).){0,25})(?:\b(?:prednisolone|prednisone|dexamethasone|hydrocortisone|steroids?|steroid tablets)\b(?! (?:cream|ointment|inhaler|spray|nasal|injection|jab|eye|ear|drops|gel|lotion|on (?:my|his|her|their|the) (?:skin|face|scalp|hands?|body|eczema|rash))\b)(?:(?![.;!?]).){0,25}\b(?:for (?:years|months|ages|a long time|(?:the )?(?:last|past) (?:\d+|few|several|many) (?:years|months)|(?:over |about |nearly |almost |more than )?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|several|many) (?:years?|months?)(?! ago))|long[- ]term|for life|since (?:i was|he was|she was|birth|childhood))\b|\blong[- ]term (?:oral )?(?:steroids?|prednisolone|prednisone|hydrocortisone)\b|\bhydrocortisone (?:tablets?|replacement)\b|\bfludrocortisone\b)(?!(?:(?![.;!?]).){0,40}?\b(?:as a (?:kid|child|teenager|teen|baby)|when (?:i|he|she) was (?:a )?(?:kid|child|little|young|baby|teenager|\d+)|in (?:19\d\d|20[01]\d|202[0-4])|(?:\d+|many|several|a few|some) years ago)\b)/,
      // Round twelve (helper L): hydrocortisone taken now ("still take hydrocortisone now", "she's on
      // hydrocortisone every day"): tablets replacing cortisol, after steroids long past ("as a kid")
      // too. Not a cream, ointment, drops or buccal tablets, nor anything for the skin or piles.
      /(?<!\b(?:dog|dogs|cat|cats|puppy|kitten|horse|pony|rabbit|pet|guinea pig|ferret)\b(?:(?![.;!?]).){0,25})\b(?:(?:still|currently|now|also) (?:take|takes|taking|on|have|has|using)|(?:am|is|are) (?:still |currently |now )?on|(?:i|he|she|they|we|and|who) (?:still )?(?:takes?|taking)) (?:(?:my|his|her|their|daily|regular|oral|the) )*hydrocortisone\b(?!(?:(?![.;!?]).){0,50}\b(?:creams?|ointments?|lotions?|gel|skin|eczema|rash\w*|itch\w*|bites?|stings?|suppositor\w*|foam|haemorrhoids|hemorrhoids|piles|eyes?|ears?|drops|mouth|buccal|pellets|spray|scalp|face|nappy|dermatitis|psoriasis|injections?|jabs?)\b)/,
      // Round sixteen review: "long term pred 10mg", "long-term prednisolone".
      /\blong[- ]term (?:oral )?(?:pred\b|prednisolone|prednisone|steroid tablets|hydrocortisone|dexamethasone)/,
    ],
  },
  // Round ten (helper H): very weak or faint, for the adrenal crisis rule (NHS Addison's disease:
  // severe muscle weakness, dizziness and fainting are signs of an adrenal crisis).
  veryWeakOrFaint: {
    label: 'very weak, too weak to stand, or feeling faint',
    patterns: [
      /\b(?:really|very|extremely|so|severely|incredibly|terribly|super) weak\b|\btoo weak to\b|\b(?:feel\w*|felt|going|nearly|almost|about to) (?:really |very |so )?faint\b|\bweak and dizzy\b|\bdizzy and weak\b|\bweak,? dizzy\b/,
    ],
  },
  // Round sixteen (helper V), Parkinson's UK "Get It On Time" and NHS Parkinson's disease: levodopa and
  // the other Parkinson's medicines are time-critical; missed doses quickly bring stiffness, freezing,
  // worse tremor and trouble swallowing. A dose missed, run out of, left at home or a patch fallen off.
  parkinsonsMedsMissed: {
    label: "Parkinson's medicines missed, run out of, left behind or delayed",
    patterns: [
      new RegExp(
        String.raw`\b(?:missed|missing|miss|forgot(?:ten)?(?: to (?:take|give|bring|pack))?|left|not (?:had|taken|given|brought|packed)|(?:has|have|had|did) not (?:had|taken|take|have|get|got|bring|brought|pack|packed)|ran out of|run out of|running out of|lost|(?:cannot|could not|unable to|not able to) (?:get|find|get hold of))\b (?:(?:her|his|my|their|the|any|all|of|a|dose|doses|evening|morning|lunchtime|midday|night|bedtime|\d{1,2}(?::\d\d)? ?(?:am|pm)?|usual|last|next|spare|supply|box|packet) ){0,4}MEDS\b|\bMEDS\b(?:(?![.;!?])(?!\b(?:not|never)\b).){0,40}?\b(?:at home|left behind|(?:was |were |got |has been |have been )?missed|ran out|run out|running out|forgotten|lost|overdue|(?:hours?|\d+ ?(?:hours?|hrs?)) late|fell off|came off|come off|not been (?:given|taken))\b`.replaceAll(
          'MEDS',
          String.raw`(?:levodopa|l-?dopa|sinemet\w*|madopar\w*|co-?careldopa|co-?beneldopa|carbidopa|benserazide|stalevo|rotigotine|neupro|ropinirole|requip|pramipexole|mirapexin|apomorphine|rytary|(?:parkinson'?s|pd) (?:meds|medicines?|medications?|tablets|pills|drugs|patch(?:es)?|doses?))`,
        ),
      ),
      // Round sixteen review (Get It On Time): a patch come off, tablets not given or late in hospital.
      /\b(?:patch|rotigotine|neupro)\b(?:(?![.;!?]).){0,15}?\b(?:came off|come off|fell off|peeled off|has come off)\b|\b(?:did not|didn't|not) (?:give|given)\b(?:(?![.;!?]).){0,15}?\bparkinson'?s (?:tablets|medicines?|meds|medication)\b|\b(?:levodopa|sinemet|madopar|parkinson'?s) (?:doses?|tablets|meds|medicines?|medication) (?:were|was|are|is|have been|has been) (?:late|delayed|missed|not given)\b/,
    ],
  },
  parkinsonsOff: {
    label: "stiff, frozen, slowed, shaking more, shuffling or struggling to swallow (Parkinson's 'off')",
    patterns: [
      /\b(?:stiff\w*|rigid\w*|freez\w*|froze|frozen|(?:tremor|shak\w*|trembl\w*)\b(?:(?![.;!?]).){0,20}?\b(?:worse|more|bad|terrible|awful|increased)|(?:worse|more|bad|increased) (?:tremor|shaking|trembling)|shuffl\w*|seiz(?:ed|ing) up|locked up|(?:cannot|could not|unable to|can hardly|can barely|struggl\w* to) (?:move|get up|get out of|walk|turn over|swallow|stand)|slowed (?:right )?(?:down|up)|off (?:period|state|episode)s?|wearing off|worn off|gone off)\b/,
    ],
  },
  // Round sixteen (helper U), NHS prednisolone and Society for Endocrinology: steroid tablets taken
  // for weeks must not stop suddenly. Steroid tablets run out, stopped or missed (not a cream or inhaler).
  steroidStopped: {
    label: 'steroid tablets stopped suddenly, run out or missed',
    patterns: [
      /\b(?:ran|run|running|runs) out of (?:my |his |her |their |the )?(?:\w+ )?(?:prednisolone|prednisone|steroids?|steroid tablets|hydrocortisone|dexamethasone|pred)\b|\b(?:ran|run) out\b(?= (?:\d+|a few|two|three|four|five|several|a couple of) days ago|,? (?:and )?not (?:been )?restarted| of (?:them|it|my tablets|my meds|tablets)\b)|\bnot (?:been )?restarted\b|\b(?:stopped|stopping|stop|quit|came off|come off|coming off|forgot|forgotten|missed|not taken|not taking|not had|no longer taking)\b (?:(?:to take|to have|taking|my|his|her|their|the|all|of) ){0,3}(?:\w+ )?(?:prednisolone|prednisone|steroids?|steroid tablets|hydrocortisone|dexamethasone|pred)\b(?! (?:cream|ointment|inhaler|spray|nasal|drops|gel|injection|jab)\b)|\b(?:prednisolone|prednisone|steroids?|steroid tablets|hydrocortisone|dexamethasone|pred)\b(?! (?:cream|ointment|inhaler|spray|nasal|drops|gel|injection|jab)\b)(?:(?![.;!?]).){0,50}?\b(?:ran out|run out|ran short|stopped (?:suddenly|abruptly|them|it|taking)|not restarted|cold turkey|(?:stopped|came off|weaned) (?:it |them )?(?:too (?:quickly|fast)|all at once))\b/,
    ],
  },
  adrenalWithdrawalSymptom: {
    label: 'exhausted, weak, dizzy, faint or feeling sick',
    patterns: [
      /\b(?:fatigue\w*|exhausted|exhaustion|(?:very|really|so|extremely|profoundly) tired|weak|weakness|dizz\w*|light[- ]?headed\w*|woozy|faint|wiped out|no energy|nause\w*|queasy|feel(?:ing)? sick)\b/,
    ],
  },
  cannotKeepMedsDown: {
    label: 'cannot keep tablets down, or cannot take the usual steroid tablets',
    patterns: [
      /\b(?:not|never|unable to|cannot|can not|could not) (?:been able to |be able to )?(?:keep|kept|keeping) (?:my |his |her |their |the |any )?(?:\w+ )?(?:tablets?|pills?|meds|medicines?|medications?|steroids?|hydrocortisone|prednisolone)\b(?: \w+)? down\b|\b(?:cannot|can not|could not|unable to|not able to) (?:take|swallow|keep down) (?:my |his |her |their |the |any )?(?:tablets?|pills?|meds|medicines?|medications?|steroids?|steroid tablets|hydrocortisone|prednisolone)\b|\b(?:vomit\w*|threw|throwing|thrown|sick|brought|bringing) (?:back )?up (?:my |his |her |their |the )?(?:tablets?|pills?|meds|medicines?|steroids?|hydrocortisone|prednisolone)\b/,
    ],
  },
  agranulocytosisMedicine: {
    label:
      'takes a medicine that can stop the white cells being made (clozapine, carbimazole, propylthiouracil, methotrexate, sulfasalazine, azathioprine, mercaptopurine, leflunomide)',
    background: true,
    patterns: [
      // Round thirteen (helper Q): methotrexate shortened ("MTX", "methotrex"), carbimazole as "CMZ".
      currentMedicine(
        'clozapine|clozaril|denzapine|zaponex|carbimazole|cmz|neo-?mercazole|propylthiouracil|ptu|methotrexate|methatrexate|methotrexat|methotrex\\w*|mtx|metoject|sulfasalazine|sulphasalazine|salazopyrin|azathioprine|imuran|mercaptopurine|leflunomide|arava|deferiprone',
      ),
    ],
  },
  // Round sixteen (helper U), MHRA Drug Safety Update (2020): clozapine slows the gut and its
  // constipation can become a fatal obstruction. Read only by `clozapine-constipation`.
  clozapineMedicine: {
    label: 'takes clozapine',
    background: true,
    patterns: [currentMedicine('clozapine|clozaril|denzapine|zaponex')],
  },
  constipationDays: {
    label: 'constipated, or no poo for two days or more',
    patterns: [
      /(?<!\b(?:cause|causes|causing|caused|risk of|prevent|preventing|avoid|avoiding|such as)\s)\b(?:constipat\w*|bunged up|blocked up|impacted|bno|hard (?:poos?|stools?)|straining to (?:poo|go)|struggling to (?:poo|go to the toilet))\b|\b(?:not|no|without) (?:had |done |been for |passed |managed |gone for )?(?:a |any )?(?:poo|poop|bowel movement|stool|number two)s?\b(?:(?![.;!?]).){0,12}\b(?:for|in|since) (?:(?:\d+|two|three|four|five|six|seven|a few|several|a couple of) days|\d\/7|(?:last |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|last week))\b|\b(?:not|has not|have not|had not) (?:opened|moved|emptied) (?:my |his |her |their )?bowels?\b(?:(?![.;!?]).){0,12}\b(?:for|in|since) (?:(?:\d+|two|three|four|five|six|seven|a few|several|a couple of) days|\d\/7|(?:last |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|last week))\b|\b(?:fewer|less|less often|fewer than usual) (?:poos|bowel movements|stools)\b/,
      /\b(?:has not|have not|had not|not) been (?:to the (?:toilet|loo) )?for a (?:poo|number two)\b(?:(?![.;!?]).){0,12}?\b(?:for|in|since)\b/,
    ],
  },
  mouthUlcers: {
    label: 'mouth ulcers or sores in the mouth, or flu-like symptoms',
    patterns: [
      /\bmouth ulcers?\b|\b(?:ulcers?|sores|blisters) (?:in|inside|on|around) (?:my |his |her |their |the )?(?:mouth|gums|tongue|lips)\b|\bflu[- ]like (?:symptoms|illness)\b|\bfeel\w* (?:like i have|like i have got|like i am getting) (?:the )?flu\b/,
    ],
  },
  lithium: {
    label: 'takes lithium',
    background: true,
    // Not lithium batteries or cells (round ten misfires, helper G).
    patterns: [
      currentMedicine(
        'lithium(?! (?:batter\\w*|ion|cells?|polymer|grease|min\\w*))|priadel|camcolit|liskonum|li-liquid',
      ),
    ],
  },
  lithiumHigh: {
    label: 'a lithium level said to be high, or lithium toxicity',
    patterns: [
      /\blithium (?:blood )?(?:levels?|result|test)\b(?: (?:came back|has come back|was|is|were|are|has been|showed|shows|at))* (?:(?:very|really|a bit|too|dangerously) )?(?:high|raised|elevated|toxic|up)\b|\b(?:high|raised|elevated|toxic) lithium(?: levels?)?\b|\blithium (?:toxicity|poisoning|overdose)\b/,
    ],
  },
  unsteady: {
    label: 'unsteady, wobbly, cannot walk straight, slurred speech or muscle twitching',
    patterns: [
      /\bunsteady\b|\bwobbly on (?:my |his |her |their )?(?:feet|legs)\b|\b(?:i am|i feel|i felt|he is|she is|they are|i was|he was|she was|he feels|she feels|feeling) (?:very |really |a bit |so |all )?wobbly\b|\bataxi\w*|\boff balance\b|\b(?:cannot|can not|could not) walk straight\b|\bstaggering\b|\bwalking like (?:i am|he is|she is|they are) drunk\b|\bkeeps? falling over\b|\b(?:muscles?|arms?|legs?|hands?|body) (?:\w+ )?twitch\w*|\btwitch\w* (?:muscles?|all over)\b|\bslurr\w*/,
    ],
  },
  digoxin: {
    label: 'takes digoxin',
    background: true,
    patterns: [currentMedicine('digoxin|lanoxin')],
  },
  // Round ten misfires (helper G): not halos from a cataract or glaucoma.
  yellowGreenVision: {
    label: 'seeing yellow or green, or halos (a sign of too much digoxin)',
    patterns: [
      /\bseeing (?:\w+ )?(?:yellow|green)\b|\b(?:yellow|green)(?:ish)?(?: or green| or yellow)? (?:vision|tinge|tint|haze|halos?)\b|\b(?:everything|things|the world|vision|sight) (?:looks? |looked |seems |has gone |went |is |are )?(?:\w+ )?(?:yellow|green)(?:ish)?\b|(?<!\b(?:cataracts?|glaucoma|contact lens\w*|astigmatism)\b(?:(?![.;!?]).){0,40})\bhalos?\b(?!(?:(?![.;!?]).){0,40}?\b(?:cataracts?|glaucoma|contact lens\w*|astigmatism)\b)/,
    ],
  },
  newMedicine: {
    label: 'a medicine started recently, or one known to cause severe skin reactions',
    patterns: [
      /\b(?:started|starting|began|begun|beginning|put on|prescribed|given|taking|took|on|after|since|from)\b (?:a |an |the |my |some |this |these )?(?:(?:new|course of) )+(?:\w+ ){0,2}(?:antibiotics?|medicines?|medications?|meds|tablets?|pills?|drugs?|capsules?|prescription|treatment|tabs)\b|\b(?:after|since) (?:starting|taking|beginning|being (?:put|started) on) (?:a |an |the |my |some |on )?\w+|\bnew (?:\w+ )?(?:antibiotics?|medicines?|medications?|meds|tablets?|pills?|drugs?|tabs|prescription)\b/,
      /\b(?:lamotrigine|lamictal|carbamazepine|tegretol|phenytoin|phenobarbital|oxcarbazepine|allopurinol|nevirapine|abacavir|co-?trimoxazole|sulfamethoxazole|septrin|bactrim|sulfasalazine|sulphasalazine|meloxicam|piroxicam)\b/,
    ],
  },
  // Round ten (helper H), DermNet drug hypersensitivity syndrome (DRESS) and NHS lamotrigine: the
  // medicines that most often cause a severe rash with fever, taken now (not "stopped years ago").
  dressMedicine: {
    label:
      'takes a medicine that can cause a severe rash with fever (DRESS): allopurinol, anticonvulsants, sulfonamides',
    background: true,
    patterns: [
      currentMedicine(
        'lamotrigine|lamictal|carbamazepine|tegretol|phenytoin|epanutin|phenobarbital|phenobarbitone|oxcarbazepine|trileptal|allopurinol|zyloric|nevirapine|abacavir|co-?trimoxazole|sulfamethoxazole|septrin|bactrim|sulfasalazine|sulphasalazine|dapsone|minocycline|vancomycin|strontium ranelate',
      ),
    ],
  },
  // Round eleven misfires (helper J), for `drug-rash-with-fever` only: a DRESS medicine not taken
  // "for (10) years" (DRESS starts weeks after a new medicine), and not "I take lamotrigine" when the
  // rash and fever are someone else's ("my son has a rash and fever, I take lamotrigine").
  dressMedicineNotYears: {
    label: 'takes a medicine that can cause a severe rash with fever (DRESS), not for years',
    background: true,
    patterns: [
      new RegExp(
        String.raw`(?<!\b(?:my|our|his|her) (?:son|daughter|grandson|granddaughter|baby|child|kid|toddler|boy|girl|husband|wife|partner)\b(?:(?![.;!?]).){0,60}\bi (?:take|am on|'m on|am taking|'m taking|have been taking|have been on) (?:\w+ )?)(?:${
          currentMedicine(
            'lamotrigine|lamictal|carbamazepine|tegretol|phenytoin|epanutin|phenobarbital|phenobarbitone|oxcarbazepine|trileptal|allopurinol|zyloric|nevirapine|abacavir|co-?trimoxazole|sulfamethoxazole|septrin|bactrim|sulfasalazine|sulphasalazine|dapsone|minocycline|vancomycin|strontium ranelate',
          ).source
        })(?!(?:(?![.;!?]).){0,25}\bfor (?:(?:\d+|many|several|a few|two|three|four|five|six|seven|eight|nine|ten) )?years\b)(?<!\bfor (?:(?:\d+|many|several|a few|two|three|four|five|six|seven|eight|nine|ten) )?years(?:(?![.;!?]).){0,40})`,
      ),
    ],
  },
  // Round sixteen (helper U), MHRA/BNF allopurinol and NHS allopurinol, lamotrigine and
  // carbamazepine: a rash in the first weeks is how SJS/TEN and DRESS begin. A medicine of these
  // started recently ("started allopurinol 3/52 ago", "since starting lamotrigine"), and a rash told
  // as widespread or spreading.
  severeRashMedicineStarted: {
    label: 'recently started allopurinol, an anticonvulsant, co-trimoxazole or nevirapine',
    background: true,
    patterns: [
      /\b(?:started|starting|began|begun|new|put on|prescribed|initiated|commenced|since)\b(?:(?![.;!?]).){0,30}?\b(?:allopurinol|zyloric|carbamazepine|tegretol|lamotrigine|lamictal|phenytoin|epanutin|oxcarbazepine|trileptal|phenobarbital|phenobarbitone|co-?trimoxazole|septrin|bactrim|sulfamethoxazole|nevirapine|abacavir)\b|\b(?:allopurinol|zyloric|carbamazepine|tegretol|lamotrigine|lamictal|phenytoin|epanutin|oxcarbazepine|trileptal|phenobarbital|phenobarbitone|co-?trimoxazole|septrin|bactrim|sulfamethoxazole|nevirapine|abacavir)\b(?:(?![.;!?]).){0,40}?\b(?:started|begun|commenced|initiated|(?:\d+|a few|few|two|three|four|five|six|seven|eight|a couple of) (?:days?|weeks?) ago|\d\/(?:52|7) ago|last (?:week|month)|(?:for|since) (?:\d+|a few|two|three|four|five|six|a couple of) (?:days?|weeks?)|(?:\d+|two|three|four|five|six) (?:days?|weeks?) in)\b/,
    ],
  },
  rashWidespread: {
    label: 'a rash that is widespread, all over or spreading',
    patterns: [
      /\b(?:widespread|generali[sz]ed|diffuse|maculopapular|morbilliform|measles-like)\b|\brash(?:es)?\b(?:(?![.;!?])(?!\b(?:no|not|never)\b).){0,30}?\b(?:all over|spread\w*|over (?:my|his|her|their|the) (?:whole )?(?:body|chest|back|tummy|trunk)|trunk|(?:chest|back|tummy|body) and (?:arms|legs|back|face)|everywhere)\b/,
    ],
  },
  // Round ten misfires (helper G): not "rash, no blisters", nor the blisters of chickenpox, hand, foot
  // and mouth, heat rash or eczema.
  skinPeelingBlistering: {
    label: 'skin peeling, coming off or blistering, or a rash that blisters',
    patterns: [
      /\bskin\b(?: (?:is|has|was|keeps?|started|starting|been|all|now|just))* (?:(?:peeling|blistering|coming off|falling off|sloughing|shedding|lifting)(?:,? (?:and |or )?)?)+|\b(?:peeling|blistering|blistered) (?:and (?:blistering|peeling) )?(?:skin|rash)\b|(?<!\b(?:chicken ?pox|pox|hand,? foot,? (?:and|&) mouth|hfm|hfmd|heat|sweat|prickly heat|eczema|nappy|poison ivy|shingles|impetigo) )\brash\b(?:(?![.;!?])(?!\b(?:no|not|never|without|nor)\b).){0,25}\b(?:blister\w*|peel\w*)\b|\bskin (?:coming|peeling|falling) off in (?:sheets|layers|strips)\b|\bstevens[- ]johnson\b|\btoxic epidermal necrolysis\b|\bdress syndrome\b/,
    ],
  },
  // Round ten misfires (helper G): not eyes red "from hay fever" or "from the pool".
  mucosalSores: {
    label: 'blisters or sores in the mouth, on the lips, eyes or genitals, or sore red eyes with a rash',
    patterns: [
      // Round eleven (helper K), NHS Stevens-Johnson syndrome: a blistering mouth or eyes said the
      // other way round ("blistering mouth and eyes"), or sores at two sites ("mouth ulcers and sore
      // genitals"), after "no blisters" on the skin.
      /\b(?:blistering|blistered|peeling|ulcerated|weeping|raw) (?:mouth|lips?|eyes?|eyelids?|genitals?|privates|vulva|penis|tongue)\b|\b(?:(?:sore|painful|raw|burning) (?:mouth|lips?|eyes?|eyelids?|genitals?|privates|vulva|penis|tongue)|(?:mouth|lips?|eyes?|eyelids?|genitals?|privates|vulva|penis|tongue) (?:ulcers?|sores?|blisters?))\b(?:(?![.;!?]).){0,30}?(?:\band\b|,|\bplus\b|\balso\b|\bwith\b) (?:(?:sore|painful|raw|burning|red|ulcerated|bleeding) )?(?:mouth|lips?|eyes?|eyelids?|genitals?|privates|vulva|penis|tongue)\b(?! (?:fine|ok|okay|normal)\b)/,
      /\b(?:blisters?|sores|ulcers?|peeling)\b (?:(?:in|inside|on|around) (?:my |his |her |their |the )?(?:mouth|lips?|eyes?|eyelids?|genitals?|privates|throat)\b)|\b(?:mouth|lips?|eyes?|genitals?)\b (?:(?:is|are|have|has|all|now|also) )*(?:blister\w*|peeling|crust\w*|ulcerat\w*)\b|\b(?:sore|red|burning|gritty|painful|bloodshot) (?:and (?:sore|red|burning|gritty|painful) )?eyes\b(?!(?:(?![.;!?]).){0,20}?\b(?:from|because of|due to|with|after) (?:the |my |his |her |their )?(?:hay ?fever|pool|chlorine|swimming|crying|tiredness|lack of sleep|no sleep|screens?|allerg\w*|smoke|contact lens\w*)\b)|\beyes (?:are |have gone |gone )?(?:(?:red|sore) and )?(?:sore|red|burning|gritty|painful|bloodshot)\b(?!(?:(?![.;!?]).){0,20}?\b(?:from|because of|due to|with|after) (?:the |my |his |her |their )?(?:hay ?fever|pool|chlorine|swimming|crying|tiredness|lack of sleep|no sleep|screens?|allerg\w*|smoke|contact lens\w*)\b)/,
    ],
  },
  redAllOver: {
    label: 'skin red all over the body',
    patterns: [
      /\b(?:skin|body)\b(?: (?:is|has|was|gone|went|turned|become|became|all|now|just|very|bright|angry|fiery))* red (?:all over|from head to (?:toe|foot)|everywhere)\b|\bred all over (?:(?:my|his|her|their|the) )?(?:body|skin)\b|\b(?:whole|entire) body (?:is |has gone |went |turned )?(?:bright |very )?red\b/,
    ],
  },
  erythroderma: {
    label: 'erythroderma: skin red all over with peeling or scaling (not sunburn)',
    patterns: [
      /\berythroderm\w*|\bexfoliative dermatitis\b/,
      /(?<!\bsun\w*\b(?:(?![.;!?]).)*)\b(?:skin|body)\b(?: (?:is|has|was|gone|went|turned|become|became|all|now|just|very|bright|angry|fiery))* red (?:all over|from head to (?:toe|foot)|everywhere)\b(?=(?:(?![.;!?]).){0,50}\b(?:peel\w*|flak\w*|scal(?:y|ing)|shed\w*)\b)(?!(?:(?![.;!?]).)*\bsun\w*)/,
    ],
  },
  // Round ten misfires (helper G): not a stoma quiet while fasting for a test.
  stomaNoOutput: {
    label: 'a stoma (ileostomy or colostomy) that has stopped working or has no output',
    patterns: [
      // Read at the description, so "my stoma is working, not blocked" is negated.
      /(?:(?<=\b(?:stoma|ileostomy|colostomy|ostomy)\b(?:(?![.;!?]).){0,30})(?:\b(?:has|have|had|is|was|does|did) not (?:been )?(?:work\w*|function\w*|active|put out|produced?|output\w*|passed|done anything|done much|filled|emptied)\b|\b(?:stopped|not) (?:working|functioning|producing|passing|putting out|active)\b|\binactive\b|\bblocked\b|\bblockage\b|\bnothing (?:has )?(?:come|coming|came|gone|going) (?:out|into)\b))(?!(?:(?![.;!?]).)*?\b(?:(?<!\b(?:not|never|no|not been|i am not|i'm not|im not|he is not|she is not) )fasting|not eating|nil by mouth|because (?:i am|i'm|i have not|i haven't) (?:not )?(?:eating|eaten))\b)/,
      /\b(?:no|zero|nil|hardly any|not much) output (?:from|in|into|out of) (?:my |his |her |their |the )?(?:stoma|ileostomy|colostomy|ostomy|bag|pouch)\b|\b(?:stoma|ileostomy|colostomy|ostomy) (?:bag|pouch) (?:has been |is |stays |has stayed )?(?:completely )?empty\b|\bnothing (?:has )?(?:come|coming|came|gone) (?:out of|into) (?:my |his |her |their |the )?(?:stoma|ileostomy|colostomy|bag|pouch)\b/,
      // Round ten (helper H): the stoma named first ("ileostomy no output for 8 hours", "stoma has had
      // no output since yesterday").
      /\b(?:stoma|ileostomy|colostomy|ostomy)\b(?: (?:bag|pouch))?,? (?:(?:has|have|had|is|with|there is|there has been|there's been|been) )*(?:no|zero|nil|hardly any|not had any|not produced any|not put out any) (?:output|poo|stool|motions?|wind or output|output or wind)\b/,
      // Round twelve (helper N): "has not put anything out", "hasn't passed anything".
      /\b(?:stoma|ileostomy|colostomy|ostomy)\b(?: (?:bag|pouch))? (?:(?:has|have|had|did|does) not|has not been|is not) (?:put|putting|passed|passing|produced|producing|let|letting|given|giving|done|doing) (?:anything|any\w*|much|a thing|nothing)(?: (?:out|through|at all))?\b(?!(?:(?![.;!?]).)*?\b(?:(?<!\b(?:not|never|no|not been|i am not|i'm not|im not|he is not|she is not) )fasting|not eating|nil by mouth|because (?:i am|i'm|i have not|i haven't) (?:not )?(?:eating|eaten))\b)/,
    ],
  },
  // Round twelve (helper N), NHS bowel obstruction: a stoma that has stopped working, read whatever
  // else is said (fasting, not eating), only for `stoma-blockage` with vomiting and a swollen or
  // painful belly, the picture of a blocked bowel.
  stomaStopped: {
    label: 'a stoma that has stopped working or has no output (even while fasting or not eating)',
    patterns: [
      /(?<=\b(?:stoma|ileostomy|colostomy|ostomy)\b(?:(?![.;!?]).){0,30})(?:\b(?:has|have|had|is|was|does|did) not (?:been )?(?:work\w*|function\w*|active|put out|produced?|output\w*|passed|done anything|done much|filled|emptied)\b|\b(?:stopped|not) (?:working|functioning|producing|passing|putting out|active)\b|\binactive\b|\bblocked\b|\bblockage\b|\bnothing (?:has )?(?:come|coming|came|gone|going) (?:out|into)\b|\b(?:has|have|had|did|does) not (?:put|passed|produced|let) (?:anything|any\w*|much|a thing)\b)/,
      /\b(?:no|zero|nil|hardly any) output (?:from|in|into|out of) (?:my |his |her |their |the )?(?:stoma|ileostomy|colostomy|ostomy|bag|pouch)\b|\b(?:stoma|ileostomy|colostomy|ostomy)\b(?: (?:bag|pouch))? (?:(?:has|have|had|is|with|there is|there has been|been) )*(?:no|zero|nil|hardly any) (?:output|poo|stool)\b|\b(?:stoma|ileostomy|colostomy|ostomy) (?:bag|pouch) (?:has been |is |stays |has stayed )?(?:completely )?empty\b/,
    ],
  },
  // Round ten (helper H), NHS ileostomy complications: a stoma gone dark red, purple, blue or black
  // has lost its blood supply. Not black output or bleeding, nor the skin around the stoma or the bag.
  stomaDark: {
    label: 'a stoma gone dark red, purple, blue, grey or black',
    patterns: [
      /(?:(?<!\b(?:skin|area|ring|rash|bruis\w*|redness|hernia|bulge|lump) (?:around|near|by|next to|round|beside|under) (?:my |his |her |the |their )?)\b(?:stoma|ileostomy|colostomy|ostomy)\b(?! (?:bag|pouch|nurse|skin|site|output|bleed\w*)\b)(?:(?![.;!?])(?!\b(?:not|no|never|skin|bag|pouch|output|poo|poop|stool|stools|blood|bleed\w*|discharge|bruis\w*|around)\b).){0,30}?\b(?:(?:gone|turned|going|turning|become|became|looks|looking|is|was|has gone) (?:very |really |quite |a )?dark|black|blackish|blackened|purple|purplish|dark purple|dark blue|blue|bluish|dusky|grey|gray|dark red|maroon|dead looking)\b|\b(?:black|purple|dusky|dark) (?:and (?:black|purple|dusky|cold) )?(?:stoma|ileostomy|colostomy)\b(?! (?:output|bag|pouch|poo|poop|stool|stools|discharge)\b))(?!(?: (?:red|pink|purple))?,? (?:as (?:usual|normal|always|ever)|like (?:always|normal|usual)|which is (?:normal|healthy|how it should be)|(?:and )?healthy)\b)/,
    ],
  },
  // Round sixteen (helper V), NHS ileostomy, Colostomy UK and ASCN: a stoma (background) with a
  // high, watery output, which with thirst, dizziness or little dark urine means dehydration.
  stoma: {
    label: 'a stoma (ileostomy, colostomy, urostomy)',
    background: true,
    patterns: [/\b(?:ileostom\w*|colostom\w*|urostom\w*|ostom\w*|stomas?|stoma bags?)\b/],
  },
  highStomaOutput: {
    label: 'high or watery stoma output, or emptying the bag many times a day',
    patterns: [
      /\b(?:high|higher|increased|large|huge|massive|heavy)(?:[- ]volume)? (?:stoma |ileostomy |bag )?outputs?\b|\b(?:watery|liquid|runny|water-like) (?:stoma |ileostomy |bag )?(?:output|contents)\b|\b(?:output|stoma|ileostomy|colostomy|bag|pouch)\b(?:(?![.;!?])(?!\b(?:no|not|never|nor|without|normal)\b).){0,30}?\b(?:watery|liquid|like water|runny|pure water|water only|pouring|gushing|non-?stop)\b/,
      /\bempt(?:y|ying|ied|ies)\b(?: (?:the|my|his|her|their|it))?(?: (?:stoma )?(?:bag|pouch|appliance))?(?: (?:out|again))? (?:about |around |over |more than |at least |up to )?(?:(?:[6-9]|[1-9]\d)\+? times|(?:six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) times|every (?:hour|half hour|30 min\w*|hour or so|(?:1|2|one|two) hours?|few minutes)|constantly|all the time|non-?stop)\b|\b(?:output|stoma)\b(?:(?![.;!?]).){0,25}?\b(?:(?:1[.,][5-9]|[2-9](?:[.,]\d)?) ?(?:l|litres?|liters?)|(?:1[5-9]|[2-9]\d)\d\d ?(?:ml|mls))\b/,
      // Round sixteen review: a bag "filling every hour with water".
      /\b(?:bag|pouch)\b (?:is |keeps )?(?:filling|fills|filled) (?:up )?(?:with (?:water|liquid|fluid) )?(?:every (?:hour|half hour|30 min\w*|(?:1|2|one|two) hours?|few minutes)|constantly|all the time|really (?:fast|quickly))\b/,
    ],
  },
  // Round eleven (helper F), NHS dehydration: an older person who has stopped eating and drinking, or
  // has had nothing to drink since yesterday. Not stopping alcohol ("stopped drinking alcohol").
  notDrinking: {
    label: 'stopped drinking, or nothing to drink for many hours',
    patterns: [
      /(?<!\b(?:ramadan|fasting|fast|nil by mouth|dog|cat|puppy|kitten|rabbit|hamster|horse|pet|parrot|budgie|tortoise)\b(?:(?![.;!?]).){0,60})(?:\b(?:stopped|stopping|given up|gave up|refus\w*|will not|would not|cannot|could not|is not|are not|has not been|have not been)(?: to)? (?:eat(?:ing)?,? (?:and|or|nor) (?:even )?drink(?:ing)?|drink(?:ing)? (?:and|or|nor) eat(?:ing)?)\b|\b(?:stopped|refus\w*|given up|gave up)(?: to)? (?:drink(?:ing)? (?:anything|fluids|water|at all)|(?:food and )?(?:fluids|drinks))\b|\bnot (?:eating (?:or|and|nor) )?drinking (?:anything|at all|a thing)\b|\bnot eating (?:or|nor) drinking\b)(?!(?:(?![.;!?]).){0,60}\b(?:ramadan|fasting|nil by mouth|before (?:my|the|an|a|his|her) (?:operation|surgery|procedure|op|blood tests?|scan|colonoscopy|endoscopy)|(?:because of|for) (?:my|the|an|a|his|her) (?:operation|surgery|procedure|op|blood tests?|scan|colonoscopy|endoscopy)|during the day|after \d+ ?(?:pm|am|o'clock)|to lose weight)\b)(?! (?:so much|as much|too much|sugar\w*|fizzy|alcohol|coffee|tea|cola|coke|junk)\b)/,
      /(?<!\b(?:ramadan|fasting|fast|nil by mouth|dog|cat|puppy|kitten|rabbit|hamster|horse|pet|parrot|budgie|tortoise)\b(?:(?![.;!?]).){0,60})(?:\b(?:has|have|had) not(?: even)? (?:drunk|drank|had (?:a drop|a drink|any (?:fluids?|water|drinks?)|anything (?:at all )?to drink)|taken any (?:fluids?|water))\b(?!(?:(?![.;!?]).){0,25}\b(?:years?|months?|weeks?|alcohol|booze|wine|beer|lager|spirits|sober|since (?:19|20)\d\d)\b)|\bnothing to drink (?:since|for|all day)\b|\bnot (?:had|drunk) (?:a drop|anything to drink)\b)(?!(?:(?![.;!?]).){0,60}\b(?:ramadan|fasting|nil by mouth|before (?:my|the|an|a|his|her) (?:operation|surgery|procedure|op|blood tests?|scan|colonoscopy|endoscopy)|(?:because of|for) (?:my|the|an|a|his|her) (?:operation|surgery|procedure|op|blood tests?|scan|colonoscopy|endoscopy)|during the day|after \d+ ?(?:pm|am|o'clock)|to lose weight)\b)(?! (?:so much|as much|too much|sugar\w*|fizzy|alcohol|coffee|tea|cola|coke|junk)\b)/,
      // Round twelve (helper L), NHS dehydration: barely or hardly drinking for a day or more ("has
      // barely drunk anything for 2 days", "hardly drinking since yesterday"). Not alcohol, a pet or a
      // fast, and not less than a day.
      /(?<!\b(?:ramadan|fasting|fast|nil by mouth|dog|cat|puppy|kitten|rabbit|hamster|horse|pet|parrot|budgie|tortoise)\b(?:(?![.;!?]).){0,60})\b(?:barely|hardly|scarcely|not|hasn't|has not|have not) (?:been )?(?:drunk|drank|drinking|had (?:a drop|anything to drink|much to drink|any (?:fluids?|water|drinks?))|touched (?:a |his |her |their |any )?(?:drinks?|water|tea|fluids?|cups? of tea))\b(?: (?:anything|a thing|at all|a drop|much|any ?thing|any fluids?|any water|fluids?|water))?(?:(?![.;!?]).){0,25}?\b(?:for (?:(?:about|over|nearly|almost|the (?:last|past)) )?(?:a|one|two|three|four|\d+|a couple of|a few|several) (?:days?|24 ?hours|48 ?hours)|since (?:yesterday|last night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)|in (?:(?:the (?:last|past) )?(?:a|one|two|three|\d+|a couple of|a few|several)) days?|(?:for )?the (?:last|past) (?:day|(?:couple of |few |two |three |\d+ )days)|for (?:a day|24 ?hours|48 ?hours))\b(?!(?:(?![.;!?]).){0,60}\b(?:ramadan|fasting|nil by mouth|before (?:my|the|an|a|his|her) (?:operation|surgery|procedure|op|blood tests?|scan|colonoscopy|endoscopy)|to lose weight|alcohol|booze|wine|beer|lager|spirits|sober)\b)(?<!\b(?:alcohol|booze|wine|beer|lager|spirits|coffee|fizzy|cola|coke)\b(?:(?![.;!?]).){0,30})/,
      /\b(?:poor|reduced|minimal|decreased|very little|hardly any|barely any|no) (?:oral |po |fluid |fluids )*(?:intake|fluid intake|fluids)\b(?:(?![.;!?]).){0,15}?\b(?:for (?:(?:about|over|nearly|almost|the (?:last|past)) )?(?:a|one|two|three|four|\d+|a couple of|a few|several) (?:days?|24 ?hours|48 ?hours)|since (?:yesterday|last night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)|(?:for )?the (?:last|past) (?:day|(?:couple of |few |two |three |\d+ )days))\b/,
    ],
  },
  // Round eleven (helper F), NHS urinary catheters: a catheter that has stopped draining (blocked,
  // bypassing, nothing in the bag) needs the district nurse or 111 urgently.
  catheterBlocked: {
    label: 'a urinary catheter that has stopped draining or is blocked',
    patterns: [
      /(?<=\bcatheter\b(?:(?![.;!?]).){0,40})(?<!\bhow (?:do|can|should|would|to) (?:i |you |we )?(?:\w+ ){0,4}(?:if |when |that )?(?:a |the |my |his |her )?(?:\w+ )?catheter\b(?:(?![.;!?]).){0,15})\b(?:stopped (?:draining|working|flowing)|(?:is|has|was|keeps) (?:been )?(?:not (?:draining|working|flowing)|blocked|blocking|bypassing)|not (?:draining|working|flowing)|blocked|blockage|bypass\w*|(?:is|has been|was|stays|still) (?:completely |totally )?empty|nothing (?:has )?(?:come|coming|came|drained|draining|going|gone) (?:out|into)|no (?:urine|wee|pee|output)|(?:has|have|had) not (?:drained|filled))\b(?!(?:(?![.;!?]).){0,40}\b(?:because (?:i|we|the nurse|she|he|they) (?:have |'ve |had |has )?(?:just |only just )?emptied|because (?:i|he|she) only (?:drink|drank|drinks))\b)(?!(?:(?![.;!?]).){0,60}\b(?:(?:it's|it is|its) )?draining (?:well|fine|ok|okay|normally) now\b)/,
      /\b(?:no|nothing|zero|hardly any|not any) (?:urine|wee|pee|output)\b(?:(?![.;!?]).){0,30}?\b(?:catheter|urine bag|leg bag|night bag)\b/,
      // Round twelve (helper N), NHS urinary catheters: the bag named empty or dry for a time or with
      // belly pain ("catheter bag empty for hours, lower belly is agony", "his leg bag's been dry all
      // day"). Not just emptied, nor a how-to question.
      /\b(?:catheter|urine|leg|night|urinary) bag(?:'s| is| has| was| been| has been| stays| still| completely| totally| bone){0,3} (?:empty|dry|bone dry)\b(?=(?:(?![.;!?]).){0,60}?\b(?:for (?:hours|ages|the last|over|more than|about|\d|a day|all|half|a few|several|two|three|four|five|six)|since|all (?:day|night|morning|afternoon|evening)|overnight|hours|(?:lower )?(?:belly|tummy|abdomen|stomach|bladder)|agony|pain\w*|hurts?|bursting)\b)(?!(?:(?![.;!?]).){0,40}\b(?:because (?:i|we|the nurse|she|he|they) (?:have |'ve |had |has )?(?:just |only just )?emptied|(?:just|only just) (?:been )?emptied|because (?:i|he|she) only (?:drink|drank|drinks))\b)/,
    ],
  },
  // Round eleven (helper F), NHS sickle cell disease and NICE CG143: sickle cell disease (not the
  // trait), read with pain not controlled at home, a fever, chest pain or breathlessness.
  sickleCell: {
    label: 'sickle cell disease (not the trait)',
    background: true,
    patterns: [
      /(?<!\b(?:raising money|raise money|raised money|fundrais\w*|charity|donat\w*|awareness|research|sponsored|volunteer\w*) (?:for|about|into|on|with) (?:the )?)\bsickle[- ]?cell\b(?! (?:trait|carrier))|\bsickler\b|\bhbss\b|\bvaso-?occlusive crisis\b|(?<!\b(?:fhx|fh|family history of|family hx of|family hx)(?: of)? )\bscd\b(?! (?:trait|carrier))/,
    ],
  },
  // Round twelve (helper L), NHS sickle cell disease and NHLBI: in a child with sickle cell disease, a
  // spleen or tummy that is swelling, or new paleness with tiredness or floppiness, can be splenic
  // sequestration or an aplastic crisis (a fast fall in blood count). Read only with `sickleCell`.
  spleenEnlarged: {
    label: 'a swollen or enlarged spleen, or a tummy that is getting bigger or hard',
    patterns: [
      /\bspleen\b(?:(?![.;!?]).){0,25}?\b(?:big\w*|enlarg\w*|swollen|swelling|swelled|large\w*|huge|hard|grown|palpable)\b|\b(?:enlarged|big|bigger|swollen|large) spleen\b|\bsplenomegaly\b|\bsplenic sequestration\b|\b(?:tummy|belly|stomach|abdomen)\b (?:(?:is|looks|feels|has|got|gone|getting|suddenly|all|really|very|so|a lot|much) )*(?:bigger|big|bloated|puffed up|puffy|swelling up|swelled up|swelling|hard|tight|sticking out|distended)\b/,
    ],
  },
  paleAndTired: {
    label: 'pale with tiredness, floppiness, weakness or breathlessness (not always so)',
    patterns: [
      /(?<!\b(?:always|usually|normally|often)\b(?:(?![.;!?]).){0,40})(?:\b(?:pale|paler|pallid|pasty|white as a (?:sheet|ghost)|washed out|(?:lips|palms|gums|tongue) (?:are |look |have gone |gone )?(?:pale|white))\b(?! (?:stools?|poo\w*|urine|pee|yellow|skin(?:ned)? (?:tone|person))\b)(?:(?![.;!?]).){0,40}?\b(?:tired|exhausted|no energy|lethargic|floppy|weak|sleepy|drowsy|listless|breathless|out of breath|not (?:him|her)self)\b|\b(?:tired|exhausted|no energy|lethargic|floppy|weak|sleepy|drowsy|listless|breathless|out of breath)\b(?:(?![.;!?]).){0,40}?\b(?:pale|paler|pallid|pasty|white as a (?:sheet|ghost))\b(?! (?:stools?|poo\w*|urine|pee|yellow)\b))(?!(?:(?![.;!?]).){0,30}\b(?:always|usually|normally|all the time|as usual|for years|most days)\b)/,
    ],
  },
  // Pain that painkillers taken at home have not controlled, or scored 8 to 10 out of 10.
  painNotControlled: {
    label: 'pain not controlled by painkillers at home, or 8 to 10 out of 10',
    patterns: [
      /\b(?:painkillers?|pain ?relief|pain meds|analgesia|analgesics?|paracetamol|ibuprofen|nurofen|codeine|co-?codamol|dihydrocodeine|tramadol|morphine|oramorph|oxycodone|naproxen|diclofenac|meds|medication|tablets)\b(?:(?![.;!?]).){0,25}?\b(?:(?:is|are|was|were|has|have|had) )?(?:not|never) (?:help\w*|work\w*|touch\w*|shift\w*|hold\w*|control\w*|doing (?:anything|much)|do anything|making (?:a|any) difference|made (?:a|any) difference|get(?:ting)? on top of it)\b|\b(?:painkillers?|pain ?relief|pain meds|paracetamol|ibuprofen|codeine|co-?codamol|tramadol|morphine|oramorph|meds|medication|tablets)\b(?:(?![.;!?]).){0,25}?\b(?:(?:do|does|did|done|doing) nothing|no (?:help|use|good|difference|effect)|useless|stopped working)\b/,
      /\bnot (?:settl\w*|eas\w*|improv\w*|respond\w*|controlled|touched|helped|shifting) (?:with|on|to|by|despite|after)(?: (?!(?:painkillers?|analgesia)\b)\w+){0,2} (?:painkillers?|pain ?relief|analgesia|analgesics?|paracetamol|ibuprofen|codeine|co-?codamol|dihydrocodeine|tramadol|morphine|oramorph|oxycodone|oxynorm|naproxen|diclofenac|meds|medication|tablets)\b/,
      /\b(?:despite|even with|even after)\b(?:(?![.;!?]).){0,20}?\b(?:painkillers?|pain ?relief|paracetamol|ibuprofen|codeine|co-?codamol|tramadol|morphine|oramorph)\b/,
      /\bpain\b(?:(?![.;!?]).){0,20}?\b(?:[89]|10) ?(?:\/|out of) ?10\b|\b(?:[89]|10) ?(?:\/|out of) ?10\b(?:(?![.;!?]).){0,12}?\bpain\b|\b(?:unbearable|excruciating)\b/,
    ],
  },
  // Round eleven (helper F), NHS myasthenia gravis: myasthenia (or "MG" as a diagnosis, not a dose in
  // milligrams), read with weak breathing, swallowing or speech as a possible myasthenic crisis.
  myasthenia: {
    label: 'myasthenia gravis',
    background: true,
    patterns: [
      /(?<!\b(?:(?:signs?|symptoms?|causes?|definition|treatment) of (?:an? |the )?|what (?:is|are) (?:an? |the )?|(?:cat|dog|pet|puppy|kitten|horse)(?:'s)? (?:has |had |with |has got |got )?))\bmyasthen\w*|^mg\b(?! ?(?:\/|of|per|a day|daily|tablets?|doses?))|\b(?:have|has|with|known|diagnosed with|history of|hx of|pmh:?|due to|from) mg\b(?! ?(?:\/|of|per|a day|daily|tablets?|doses?))|(?<![\d.] ?)\bmg (?:crisis|flare|patient|is (?:worse|getting|flaring|bad))\b/,
    ],
  },
  // Weak breathing, swallowing or speech (bulbar weakness) in lay words.
  bulbarWeakness: {
    label: 'breathing getting weaker, or struggling to swallow, talk or hold the head up',
    patterns: [
      /\bbreathing\b(?:(?![.;!?]).){0,20}?\b(?:weak\w*|shallow\w*|worse|harder|difficult|struggl\w*|laboured|labored)\b|\b(?:struggling|struggle|difficulty|trouble|hard|cannot|can hardly|can barely|unable|finding it hard) (?:to )?(?:breathe|breathing|swallow\w*|talk\w*|speak\w*|chew\w*|lift (?:my|his|her) head|hold (?:my|his|her) head up)\b|\bslurred speech\b|\bspeech (?:is )?(?:slurred|nasal|weak\w*|going)\b|\bchoking on (?:food|drinks?|water|saliva|spit|my food|his food|her food)\b/,
      /\bmyasthenic crisis\b|\bmg crisis\b/,
    ],
  },
  // Round eleven (helper F), NICE NG130 (Truelove and Witts): six or more bloody stools a day.
  manyBloodyStools: {
    label: 'six or more bloody stools a day',
    patterns: [
      /\b(?:[6-9]|[1-3]\d|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a dozen)(?: or more| plus|\+)? (?:\w+ ){0,2}?(?:bloody|blood[- ]?(?:stained|streaked)) (?:stools?|poos?|poops?|motions|bowel movements|diarrh\w*|loose stools|runs|bms?)\b(?!,? (?:a|per|each|every|in a|in the|over a|over the|this|last) (?:week|month|fortnight)\b)/,
      /\b(?:bloody|blood[- ]?stained|blood[- ]?streaked) (?:stools?|poos?|poops?|motions|bowel movements|diarrh\w*|bms?)\b(?:(?![.;!?]).){0,30}?\b(?:[6-9]|[1-3]\d|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a dozen)(?: or more| plus|\+)? ?(?:times|x)\b(?!,? (?:a|per|each|every|in a|in the|over a|over the|this|last) (?:week|month|fortnight)\b)/,
      /\b(?:[6-9]|[1-3]\d|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a dozen)(?: or more| plus|\+)? ?(?:times|x) (?:a|per|in a|in the|each) (?:day|24 ?h\w*)\b(?:(?![.;!?]).){0,30}?\bblood|\bblood\b(?:(?![.;!?]).){0,40}?\b(?:[6-9]|[1-3]\d|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a dozen)(?: or more| plus|\+)? ?(?:times|x) (?:a|per|in a|in the|each) (?:day|24 ?h\w*)\b/,
      // Round twelve (helper N), NICE NG130: a count written "7x/day", "8/day", "6 times today" or
      // "since midnight", with blood ("opening bowels 7x/day with blood").
      /\b(?:[6-9]|[1-3]\d|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a dozen)(?: or more| plus|\+)? ?(?:(?:x|times) ?)?(?:\/ ?(?:day|d|24 ?h\w*)|(?:x|times) (?:today|since (?:this morning|midnight|last night|i woke up|getting up)|in (?:the )?(?:last|past) (?:24 ?h\w*|day)))\b(?:(?![.;!?])(?!\b(?:no|not|without|nor|never)\b).){0,40}?\b(?:blood(?!s\b)\w*|bright red|fresh red)\b(?! (?:tests?|results?|pressure|sugars?|counts?|work|glucose|(?:are |were |was |is )?(?:normal|fine|ok|okay))\b)|\bblood(?!s\b)\w*\b(?! (?:tests?|results?|pressure|sugars?|counts?|work|glucose|(?:are |were |was |is )?(?:normal|fine|ok|okay))\b)(?:(?![.;!?]).){0,40}?\b(?:[6-9]|[1-3]\d|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a dozen)(?: or more| plus|\+)? ?(?:(?:x|times) ?)?(?:\/ ?(?:day|d|24 ?h\w*)|(?:x|times) (?:today|since (?:this morning|midnight|last night|i woke up|getting up)|in (?:the )?(?:last|past) (?:24 ?h\w*|day)))\b/,
    ],
  },
  // Inflammatory bowel disease (Crohn's, ulcerative colitis, "UC" as a diagnosis).
  ibd: {
    label: "inflammatory bowel disease (Crohn's, ulcerative colitis)",
    background: true,
    patterns: [
      /\bcrohn'?s\b|\bcrohns\b|\b(?:ulcerative )?colitis\b|\bibd\b|\buc\b(?= (?:flare|is (?:flaring|bad|worse|playing up)|patient))|\b(?:have|has|with|known|diagnosed with|my|her|his|history of|hx of) uc\b/,
    ],
  },
  // A systemic sign of acute severe colitis (Truelove and Witts): a pulse above 90, anaemia.
  colitisSystemic: {
    label: 'a pulse above 90 or anaemia, with colitis',
    patterns: [
      /\b(?:pulse|heart rate|hr)\b(?:(?![.;!?]).){0,12}?\b(?:9[1-9]|1\d\d)\b|\banaemi\w*|\banemi\w*|\b(?:hb|haemoglobin|hemoglobin) (?:of |is |was )?(?:[4-9]\d|10[0-4])\b/,
    ],
  },
  feverReturned: {
    label: 'a fever that has come back after settling',
    patterns: [
      // Read at the return, so "his temperature has not come back" is negated.
      // Round ten misfires (helper G): not "back at school", a result that "came back normal", or a fear
      // that it "will come back".
      /(?<=\b(?:temperature|fever|temp)\b(?:(?![.;!?]).){0,15})(?<!\b(?:will|might|may|could|would|to|if it|in case it|if the \w+)(?: come| go)? )\b(?:again|come back|came back|returned|back up|gone back up|back(?! (?:to (?:normal|school|nursery|work|3[5-7])|down|to how|at (?:school|nursery|work|home|playgroup)|in (?:school|nursery)|home)\b))\b(?! (?:to normal|down|to 3[5-7]|(?:as |completely |totally )?(?:normal|negative|fine|ok|okay|clear)\b))|\b(?:got|has|have|had|with|running) (?:a )?(?:high |raised )?(?:temperature|fever|temp) again\b/,
    ],
  },
  facialPalsy: {
    label: "one side of the face weak or not moving (Bell's palsy)",
    patterns: [
      /\bbell'?s palsy\b|\bfacial (?:nerve )?(?:palsy|paralysis|weakness)\b|\b(?:lmn|lower motor neu?ron) (?:facial|vii|7th)\b|\b(?:cn ?vii|7th nerve|seventh nerve) palsy\b/,
      /\b(?:one|1|left|right|l|r) side of (?:my |his |her |their |the )?face\b.{0,30}\b(?:will not|would not|cannot|can not|does not|not) (?:move|work)\w*|\b(?:one|1|left|right|l|r) side of (?:my |his |her |their |the )?face (?:is |has |went |has gone |feels )?(?:droop\w*|dropped|fallen|sagg\w*|paraly[sz]ed|frozen|weak|numb and droop\w*)\b/,
      /\b(?:cannot|can not|unable to) (?:close (?:my |his |her |their |the )?(?:right|left|one) eye|wrinkle (?:my |his |her |their |the )?forehead|raise (?:my |his |her |their |the )?(?:right |left |one )?eyebrow)\b|\bforehead (?:will not|would not|does not|cannot|not) (?:wrinkle|move)\b/,
    ],
  },
  // Round sixteen (helper V), NHS flu: flu named as the illness now (not a flu jab, a flu remedy or a
  // "stomach flu"), and the aches, shivers or temperature that come with it.
  fluIllness: {
    label: 'flu (influenza) named as the illness',
    patterns: [
      /(?<!\b(?:stomach|tummy|gastric|gastro|bird|swine|avian|cat|dog|horse) )\b(?:flu|influenza)\b(?:[- ]like)?(?![- ](?:jabs?|vaccin\w*|shots?|nasal spray|season|clinic|injections?|immuni[sz]ations?|sachets?|remed\w*|tablets?|capsules?|medicines?|drinks?|strains?|pandemic|virus vaccine))(?!(?:(?![.;!?]).){0,12}\b(?:jab|vaccin\w*)\b)/,
      // Round sixteen review: "got the flue".
      /\b(?:the|got|have|had|with) flue\b(?! (?:pipe|liner|gas|brush|cover))/,
    ],
  },
  fluAches: {
    label: 'aching all over, body aches, or shivery and feverish',
    patterns: [
      /\b(?:aching|achy|aches?|sore|hurts?) all over\b|\b(?:body|muscle)[- ]?aches?\b|\baches and pains\b|\bmyalgia\w*|\b(?:feverish|shivery|hot and cold|chills|rigors?)\b|\bevery(?:thing| bone| muscle)\b (?:aches|hurts|is aching|is sore)\b/,
    ],
  },
  chestInfection: {
    label: 'a chest infection: a cough bringing up green, yellow, brown or rusty phlegm',
    patterns: [
      /\bchest infection\b|\blrti\b|\blower respiratory (?:tract )?infection\b|\bpneumonia\b|\bproductive cough\b|\b(?:green|yellow|brown|rusty|rust[- ]colou?red|purulent|discolou?red)(?:[- ]colou?red)? (?:phlegm|sputum|mucus|gunk|spit)\b|\bcough\w* up (?:\w+ ){0,3}(?:green|yellow|brown|rusty|rust)\w*\b/,
    ],
  },
  drinkingLots: {
    label: 'very thirsty or drinking much more than usual',
    patterns: [
      /\bthirst\w*|\bpolydips\w*|\bdrinking (?:a lot|loads|lots|tons|constantly|all the time|gallons|non-?stop|far more|much more|way more|more than usual|loads more)\b|\b(?:always|constantly) (?:drinking|asking for (?:a )?drinks?)\b/,
    ],
  },
  peeingLots: {
    label: 'passing a lot of urine, or wetting the bed again',
    patterns: [
      /\b(?:going|goes|go|running|runs|up) to the (?:toilet|loo|bathroom)\b.{0,15}\b(?:loads|a lot|all the time|constantly|lots|non-?stop|every (?:hour|half hour|few minutes))\b|\b(?:peeing|weeing|urinating|pees|wees) (?:loads|a lot|lots|all the time|constantly|non-?stop)\b|\bpolyuri\w*|\b(?:wetting|wet) the bed again\b|\bbed-?wetting again\b|\bstarted (?:wetting|to wet) the bed\b|\bsecondary enuresis\b/,
    ],
  },
  cannotKeepDown: {
    label: 'cannot keep anything, even water, down',
    patterns: [
      /\b(?:not|never|unable to|cannot|can not|could not) (?:been able to |be able to )?keep (?:anything|any fluids|fluids|water|food|liquids|drinks|even water)\b.{0,25}\bdown\b/,
    ],
  },
  dryAndDizzy: {
    label: 'hardly passing urine, dark urine, or dizzy on getting up',
    patterns: [
      /\b(?:dark|very dark|concentrated|brown) (?:pee|wee|urine)\b|\b(?:pee|wee|urine)\b(?: (?:is|looks|has been|was))? (?:really |very )?dark\b|\b(?:hardly|barely|not) (?:peeing|weeing|passing (?:much )?urine)\b|\b(?:dizzy|light[- ]?headed|faint) (?:when|on|as) (?:i |he |she )?(?:get|gets|getting|stand|stands|standing) up\b/,
    ],
  },
  olderDecline: {
    label: 'newly wobbly or unsteady on the feet, or sleeping much more than usual',
    patterns: [
      /\b(?:wobbly|unsteady|shaky|doddery) on (?:his|her|their|my) (?:feet|legs)\b|\bsleeping (?:a lot |much |far )?more(?: than usual)?\b|\bsleepier\b|\bmore sleepy than usual\b/,
    ],
  },
  chickenpoxInfected: {
    label: 'chickenpox spots with red, hot, painful or swollen skin around them, or pus',
    patterns: [
      // Read at the descriptor, so "the skin around the spots is not red or hot" is negated.
      /(?<=\b(?:skin )?(?:around|round|surrounding) (?:the |his |her |my |their |some of the )?(?:spots|blisters|lesions|pox|sores)\b.{0,40})\b(?:red|hot|painful|swollen|sore|tender|pus)\b|(?<=\b(?:spots?|blisters?|lesions?|sores)\b.{0,30})\b(?:infected|pus|hot|swollen|cellulitis)\b|\binfected (?:chicken ?pox|spots|blisters|lesions)\b/,
      // Round ten (helper D): one spot named alone ("one spot is very red, swollen and painful").
      /(?<=\b(?:one|a|that|this) (?:of (?:the|his|her|my) )?(?:spots?|blisters?|pox)\b(?: (?:on (?:his|her|my|their|the) \w+|has|is|was|now|gone|got|become|looks?))* (?:(?:very|really|quite|so|all) )?)(?:hot|angry|painful|tender)\b/,
    ],
  },
  bigToeInjury: {
    label: 'an injured big toe that is swollen, bruised or hard to walk on',
    patterns: [
      /\b(?:stubbed|stubbing|stub|broke|broken|fractured?|hurt|injured|bashed|banged|kicked|dropped (?:\w+ ){1,4}on|crushed|jammed|smashed)\b.{0,40}\b(?:big|great|1st) toe\b(?=(?:(?!\b(?:no|not|without|nor)\b).){0,80}\b(?:swell\w*|swollen|bruis\w*|(?:painful|hard|hurts|difficult|agony) to walk|cannot walk|limp\w*|deform\w*)\b)/,
    ],
  },
  // Round twenty-one (dev-probes-17): same-day problems the first run of the seventeenth probes missed.
  // MedlinePlus fishhook removal: a hook whose barb is in the skin, deep, or near an eye needs a clinician.
  fishHookEmbedded: {
    label: 'a fish hook stuck in the skin with its barb in',
    patterns: [
      new RegExp(
        String.raw`\b${FISH_HOOK}\b(?:(?![.;!?]).){0,60}?\b(?:in|into|through|under) (?:the |my |his |her |their )?(?:(?:pad|tip|side|back|base|ball) of (?:the |my |his |her |their )?)?(?:\w+ )?(?:skin|thumb|finger|hand|palm|arm|leg|foot|ear|cheek|lip|face|back|scalp|neck|eye ?lid|eyebrow|knee|shin|calf)\b(?!(?:(?![.;!?]).){0,60}\b(?:pulled (?:it )?(?:straight )?out|came (?:straight )?out|got it out|removed it|it is out|is out now)\b)|\b(?:hook|barb)\b(?:(?![.;!?]).){0,30}?\b(?:embedded|buried|under (?:the|my|his|her) skin)\b`,
      ),
    ],
  },
  // Healthier Together (NHS North East and North Cumbria), swallowed foreign object: a child who has
  // swallowed a coin or another small blunt object is checked the same day; a battery, magnets or
  // something sharp or large is an emergency (other findings).
  childSwallowedObject: {
    label: 'swallowed a coin, marble, bead or other small object',
    patterns: [
      /(?<!\b(?:nearly|almost|pretended to|did not|never|not)\s)\bswallow(?:ed|s|ing)?\b (?:(?:a|an|the|some|his|her|my|one of (?:my|the|his|her) |one|two|a couple of|a few) )?(?:\w+ ){0,2}(?:coins?|\d+p(?: coin| piece)?|penny|pennies|pound coin|cents?|dime|nickel|quarter|marbles?|beads?|buttons?(?! batter)|small toy|toy|lego|earrings?|ring|bottle tops?|ball bearings?|keys?|pompom|sequin)\b/,
    ],
  },
  // Royal College of Anaesthetists and NHS trust leaflets: an epidural, a spinal or a lumbar puncture
  // in the last days, and a headache worse sitting or standing that eases lying flat.
  neuraxialProcedure: {
    label: 'an epidural, a spinal anaesthetic or a lumbar puncture',
    background: true,
    patterns: [
      /\b(?:epidural|spinal (?:block|anaesthetic|anesthetic|injection)|had a spinal|lumbar puncture|spinal tap)\b(?! (?:steroid|injection for (?:my )?back))/,
    ],
  },
  posturalHeadache: {
    label: 'a headache worse sitting or standing and better lying flat',
    patterns: [
      /\b(?:headache|head|migraine)\b(?:(?![.;!?]).){0,80}?\b(?:worse|awful|unbearable|terrible|bad|comes on|kicks in|starts)\b (?:when|if|on|as soon as) (?:i |he |she |they )?(?:sit|sitting|stand|standing|get up|getting up|upright)\b|\b(?:headache|head)\b(?:(?![.;!?]).){0,80}?\b(?:goes|gone|better|eases|settles|disappears|almost goes|improves|relieved) (?:away )?(?:when|if|on|as soon as) (?:i |he |she |they )?(?:lie|lying|lay|laying) (?:down|flat)\b|\bpostural headache\b|\bpost[- ]dural puncture headache\b|\bpdph\b/,
    ],
  },
  // Healthier Together (NHS), headaches in pregnancy: a headache paracetamol does not relieve needs the
  // GP or 111 today; with vision change or pain under the ribs, the maternity unit within the hour.
  painkillersNotHelping: {
    label: 'painkillers not relieving it',
    patterns: [
      /\b(?:paracetamol|painkillers?|ibuprofen|co-?codamol|pain ?relief|analgesia|tylenol|calpol|nurofen|panadol)\b(?:(?![.;!?]).){0,30}?\b(?:not (?:touching|helping|working|doing anything|shifting|making (?:a|any) difference|really helping)|no (?:help|difference|effect|relief)|(?:only )?partially (?:relieved|helping|helps|effective|working)|only (?:takes the edge off|helps a bit|dulls it)|barely (?:touching|helps|helping)|nothing (?:helps|works)|(?:does|did) nothing|(?:has|have) not helped|not helped)\b(?!(?:(?![.;!?]).){0,20}\b(?:back|knee|period|tooth|teeth|joint|leg|neck|hip|shoulder|stomach|tummy|toe|arm|wrist)\b)|\b(?:not|partially|poorly|minimally|barely) relieved by (?:simple )?(?:paracetamol|painkillers|analgesia|ibuprofen|co-?codamol)\b/,
    ],
  },
  // A fall, a blow to the bump or a crash told of the writer or the pregnant woman, not someone else
  // (narrower than `fallOrImpact`, which reads "thrown up", "came off the pill" or "landed from Spain").
  pregnancyFall: {
    label: 'a fall, a blow to the bump or a car crash (read in pregnancy)',
    patterns: [
      /(?<!\b(?:he|son|daughter|toddler|child|kid|baby|husband|partner|dad|mum|mom|mother|father|boy|girl|they|grandad|grandma|nan|granny|friend|dog|cat|hair)\b(?:(?![.;!?]).){0,40})\b(?:fell|fallen|slipped|tripped|stumbled)\b(?! (?:asleep|pregnant|in love|for it|for (?:him|her)|out with|ill|behind|apart|through|off the pill|off the wagon|off (?:my|the) (?:pill|meds|medication)|out\b))|\b(?:had|have had) a (?:bad |nasty |big |little |small )?fall\b|\blanded (?:hard )?on (?:my|her) (?:bum|bottom|back|side|front|tummy|bump|belly|stomach|knees?|hands?)\b|\b(?:hit|punched|kicked|elbowed|bumped|knocked|whacked|banged) (?:in|on) (?:the|my|her) (?:tummy|bump|belly|stomach)\b|\b(?:car (?:crash|accident)|crashed (?:my|the|our|her) car|rear-?ended|road traffic (?:accident|collision)|rta|rtc)\b|\b(?:fell|landed|jumped) (?:hard |heavily )?(?:on|onto) (?:my|her) (?:bump|tummy|belly|stomach)\b|\b(?:hit|kicked|punched|headbutted|elbowed|kneed) me (?:hard )?(?:in|on) (?:the|my) (?:bump|tummy|belly|stomach)\b/,
    ],
  },
  fishHookEye: {
    label: 'a fish hook in or by the eye',
    patterns: [
      new RegExp(
        String.raw`\b(?:${FISH_HOOK}|hook)\b(?:(?![.;!?]).){0,40}?\b(?:eye ?lids?|eyeballs?|(?<!\bnowhere )(?:in|into|near|next to|by|beside) (?:my |his |her |their |the )?eyes?)\b`,
      ),
    ],
  },
  // Round twenty-three (dev-probes-18). NHS sertraline and MedlinePlus serotonin syndrome: a medicine
  // or drug that raises serotonin, named as taken now. Read only by `serotonin-syndrome`, with muscle
  // jerks and sweating, a fever, a racing heart or confusion.
  serotonergicMedicine: {
    label:
      'takes an antidepressant, tramadol, lithium, a triptan or another medicine or drug that raises serotonin',
    background: true,
    patterns: [
      currentMedicine(
        "sertraline|lustral|fluoxetine|prozac|citalopram|escitalopram|cipralex|paroxetine|seroxat|fluvoxamine|venlafaxine|effexor|duloxetine|cymbalta|vortioxetine|clomipramine|imipramine|amitriptyline|dosulepin|trazodone|mirtazapine|phenelzine|tranylcypromine|moclobemide|isocarboxazid|selegiline|tramadol|tapentadol|pethidine|linezolid|sumatriptan|rizatriptan|zolmitriptan|triptans?|lithium|st john'?s wort|5-?htp|mdma|ecstasy|dextromethorphan|ssris?|snris?|maois?|antidepressants?",
      ),
    ],
  },
  // MedlinePlus serotonin syndrome: muscle twitching or jerking, overactive reflexes (clonus); not an
  // eyelid's twitch or the jerk of falling asleep.
  muscleJerking: {
    label: 'muscles jerking or twitching, or clonus',
    patterns: [
      /\b(?:clonus|myoclon\w*|hyper-?reflexi\w*|brisk reflexes|hyperactive reflexes)\b/,
      // Round twenty-four (a), MedlinePlus serotonin syndrome (muscle twitching): "twitching" or
      // "jerking" in a list of symptoms with no body part named; not an eye or eyelid, nor the jerk of
      // falling asleep. Read only with a serotonin-raising medicine and another sign.
      /(?<!\b(?:eye ?lids?|eyes?|lids?|lip|lips|mouth|nose|face|cheek|tail|ears?)\b(?:(?![.;!?]).){0,15})\b(?:twitch(?:ing|y|es)|jerk(?:ing|y)|jerks)\b(?!(?:(?![.;!?]).){0,30}\b(?:fall\w* asleep|drift\w* off|nodding off|dropping off|eye ?lids?|eyes?|lips?)\b)/,
      /(?<!\b(?:eye ?lids?|eyes?|lids?)\b(?:(?![.;!?]).){0,15})\b(?:jerk\w*|twitch\w*|spasm\w*)\b(?:(?![.;!?]).){0,20}?\b(?:legs?|arms?|muscles?|limbs?|all over|whole body|on (?:their|its) own|by themselves|by itself)\b(?!(?:(?![.;!?]).){0,30}\b(?:fall\w* asleep|drift\w* off|nodding off|dropping off)\b)|\b(?:legs?|arms?|muscles?|limbs?)\b (?:\w+ ){0,3}?(?:jerk\w*|twitch\w*)\b(?!(?:(?![.;!?]).){0,30}\b(?:fall\w* asleep|drift\w* off|nodding off|dropping off)\b)/,
    ],
  },
  // Round twenty-four (a), MedlinePlus serotonin syndrome (agitation or restlessness): read only by
  // `serotonin-syndrome`, with a serotonin-raising medicine and twitching or jerking muscles.
  agitatedNow: {
    label: 'agitated or restless',
    patterns: [/\bagitat(?:ed|ion)\b|\brestless(?:ness)?\b|\bcannot (?:sit|keep) still\b/],
  },
  // Round twenty-four (a), Department of Health Victoria drug alert (MDMA and other stimulants raise
  // the body temperature to life-threatening levels) and NHS heatstroke: MDMA, ecstasy, another
  // stimulant, or pills taken at a party, a festival or a club. Read only by
  // `stimulant-overheating`, with a high temperature or feeling very hot.
  partyDrugTaken: {
    label: 'MDMA, ecstasy, another stimulant, or pills taken at a party or a festival',
    patterns: [
      /\b(?:mdma|ecstasy|molly|mandy|pingers?|party pills|cocaine|amphetamines?|methamphetamine|crystal meth|mephedrone|m-?cat)\b|\b(?:took|taken|had|done|on) (?:some )?(?:speed|coke|meth)\b/,
      /\b(?:took|taken|had|dropped|necked|popped|swallowed)\b(?:(?![.;!?]).){0,30}?\b(?:pills?|tablets?|something|caps?)\b(?:(?![.;!?]).){0,20}?\b(?:at|from|during|in) (?:a|the) (?:party|festival|rave|club|gig|house party|night ?club)\b|\b(?:pills?|something|tablets?) (?:at|from) (?:a|the) (?:party|festival|rave|club|gig|night ?club)\b/,
    ],
  },
  // Feeling very hot in lay words ("really hot", "overheating", "boiling"): read only with a party
  // drug (`stimulant-overheating`).
  feelsVeryHot: {
    label: 'really hot, boiling or overheating',
    patterns: [
      /\b(?:really|very|so|extremely|too|super|dangerously) hot\b(?! (?:day|weather|room|outside|in (?:here|there)|bath|shower|drink|tea|food)\b)|\boverheat\w*|\bboiling (?:hot|up)\b|\bburning up\b|\bhot to (?:the )?touch\b/,
    ],
  },
  // NHS haloperidol and MedlinePlus neuroleptic malignant syndrome: an antipsychotic (or an
  // anti-sickness medicine of the same kind) taken now. Read only by `neuroleptic-malignant-syndrome`.
  antipsychoticMedicine: {
    label: 'takes an antipsychotic, or metoclopramide or prochlorperazine',
    background: true,
    patterns: [
      currentMedicine(
        'haloperidol|haldol|olanzapine|zyprexa|risperidone|risperdal|paliperidone|quetiapine|seroquel|aripiprazole|abilify|clozapine|clozaril|chlorpromazine|largactil|flupentixol|flupenthixol|depixol|zuclopenthixol|clopixol|fluphenazine|amisulpride|sulpiride|lurasidone|trifluoperazine|pimozide|prochlorperazine|stemetil|metoclopramide|maxolon|antipsychotics?|neuroleptics?|depot (?:injection|antipsychotic)',
      ),
    ],
  },
  // Rigid muscles (not a rigid belly, a stiff neck, back or joints).
  muscleRigidity: {
    label: 'rigid or locked muscles (lead-pipe rigidity)',
    patterns: [
      /\blead[- ]?pipe\b|\b(?:muscle|muscular|generali[sz]ed|limb|marked|severe) rigidity\b|\brigidity (?:of|in) (?:the |all |his |her |my |their )?(?:muscles|limbs|arms|legs|body)\b/,
      /\b(?:muscles?|limbs?|arms and legs|legs and arms|whole body|(?:his|her|my|their) body)\b (?:(?:are|is|have|has|gone|went|all|very|really|so|extremely|become|became|got|feel|feels|felt|completely|totally) ){0,3}(?:rigid|stiff as (?:a )?(?:board|plank|rod|poker)|locked|seized up)\b|\b(?:stiff|rigid) as (?:a )?(?:board|plank|poker)\b|\b(?:cannot|can not|could not) bend (?:his|her|my|their) (?:arms|legs|limbs)\b/,
    ],
  },
  // NHS necrotising fasciitis: pain far worse than the wound or skin looks ("out of proportion").
  painOutOfProportion: {
    label: 'pain far worse than the wound or skin looks',
    patterns: [
      /\bpain\w* (?:\w+ ){0,3}?out of (?:all )?proportion\b|\bdisproportionate (?:pain|to)\b/,
      /\b(?:pain\w*|hurts?|hurting|agony|sore\w*|throbb\w*)\b(?:(?![.;!?]).){0,40}?\b(?:way|far|much|a lot|loads|so much|even) (?:more|worse) than (?:(?![.;!?]).){0,30}?\b(?:should|would|looks?|expected|expect)\b/,
    ],
  },
  // NICE CG147 and NHS peripheral arterial disease: pain in the foot or leg at rest, at night, eased
  // by hanging the leg over the side of the bed (critical limb ischaemia); not night cramps or
  // restless legs.
  restPainLimb: {
    label: 'foot or leg pain at rest eased by hanging the leg down (rest pain)',
    patterns: [
      new RegExp(
        String.raw`(?<!\b(?:cramp\w*|restless)\b(?:(?![.;!?]).){0,80})(?:\b${REST_PAIN}\b(?:(?![.;!?]).){0,30}?\b(?:foot|feet|leg|legs|toes?|calf|calves)\b|\b(?:foot|feet|leg|legs|toes?|calf|calves)\b(?:(?![.;!?]).){0,40}?\b${REST_PAIN}\b)(?:(?![.;!?]).){0,80}?\b(?:hang|hangs|hanging|hung|dangl\w*)\b(?:(?![.;!?]).){0,30}?\b(?:over|out of|off|down)\b(?:(?![.;!?]).){0,15}?\b(?:side|edge|bed)\b(?!(?:(?![.;!?]).){0,60}\b(?:cramp\w*|restless)\b)`,
      ),
      /\bisch(?:a)?emic rest pain\b|\brest pain\b(?:(?![.;!?]).){0,30}?\b(?:foot|feet|toes?|legs?|calf)\b|\b(?:foot|feet|toes?|legs?|calf)\b(?:(?![.;!?]).){0,20}?\brest pain\b|\bcritical (?:limb )?isch(?:a)?emia\b|\bsleep\w* (?:in|on) (?:a|the|my|his|her) (?:chair|armchair|recliner)\b(?:(?![.;!?]).){0,30}?\b(?:foot|feet|leg|legs|toes?)\b/,
    ],
  },
  // NHS Guillain-Barré syndrome: pins and needles or numbness in both the feet and the hands.
  feetAndHandsNumb: {
    label: 'numbness or tingling in the feet and the hands',
    patterns: [
      new RegExp(
        String.raw`\b${NUMB}\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,30}?\b(?:feet|toes)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,40}?\b(?:hands|fingers)\b|\b(?:feet|toes)\b(?:,| and| then|, then| and then)? (?:(?:now|also|spreading|spread|moving|moved|gone|going|into|to|in|my|his|her|their|the|both) ){1,3}(?:hands|fingers)\b(?:(?![.;!?]).){0,20}?\b${NUMB}|\b(?:hands and feet|feet and hands|fingers and toes|toes and fingers)\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,20}?\b${NUMB}`,
      ),
      new RegExp(
        String.raw`\b${NUMB}\b(?:(?![.;!?])(?!\b(?:not|no|never|nor|without)\b).){0,30}?\b(?:both )?(?:feet|toes)\b,? (?:(?:and )?now|then|spreading to|spread to|moving to|and) (?:(?:in|to|into) )?(?:(?:my|his|her|their|the|both) )?(?:hands|fingers)\b`,
      ),
    ],
  },
  // MedlinePlus and NHS tonsillectomy aftercare: bleeding from the throat in the weeks after the
  // operation. Not a tonsillectomy years ago or as a child.
  afterTonsillectomy: {
    label: 'a recent tonsillectomy',
    patterns: [
      /(?<!\b(?:having|getting|get|have|booked (?:in )?(?:for|to have)|due (?:to have|for)|waiting (?:for|to have)|wait\w* list for|planned|plan\w* to have|going to have|will have|scheduled for|considering|thinking (?:of|about)|need\w*|referred for|should)\b (?:(?:a|an|the|her|his|my|their|its) )?)\b(?:(?:adeno)?tonsillectomy|tonsils? (?:out|removed|taken out|op|operation|surgery)|tonsil beds?|post[- ]?tonsillectomy)\b(?!(?:(?![.;!?]).){0,30}\b(?:years? ago|next (?:week|month|year)|in (?:a|two|three|\d+) (?:weeks?|months?)|as a (?:child|kid|baby|toddler|teen\w*)|when (?:i|he|she) was (?:\d+|little|young|a (?:child|kid)))\b)/,
    ],
  },
  mouthThroatBleeding: {
    label: 'bleeding from the mouth or throat, spitting or swallowing blood',
    patterns: [
      /\b(?:spit\w*|spat|cough\w*|bring\w* up|brought up|vomit\w*|throw\w* up|threw up|sick\w*|swallow\w*|gargl\w*|dribbl\w*)\b (?:up |out )?(?:(?:fresh|bright|dark|red|some|lots of|loads of|a lot of|a bit of|more|of|and) ){0,3}(?:blood|clots?)\b|\b(?:blood|bleed\w*|clots?)\b (?:\w+ ){0,3}?(?:from|in|out of|coming from|at the back of) (?:my |his |her |their |the )?(?:mouth|throat|tonsils?|tonsil beds?|saliva|spit)\b|\b(?:mouth|throat|tonsils?|tonsil beds?) (?:is |are |has been |have been |keeps |started |still )?bleed\w*\b/,
    ],
  },
} as const satisfies Record<string, FindingDef>;

export type Finding = keyof typeof FINDINGS;
