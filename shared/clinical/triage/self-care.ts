import {
  globalOf,
  isHistory,
  isNegated,
  isSettledRecently,
  normalize,
  sentences,
} from '../red-flags/text.ts';

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
  /** Self-care only for this sex (NHS Pharmacy First: cystitis in women). */
  sex?: 'female' | 'male';
  /**
   * Features the complaint's NHS page lists under "see a GP" (a boil on the face): present and
   * affirmed, the complaint is no longer self-care.
   */
  seeGpIf?: RegExp[];
  /** A complaint of pregnancy itself (morning sickness): not escalated just because she is pregnant. */
  inPregnancy?: true;
  source: { title: string; url: string };
}

export const SELF_CARE_COMPLAINTS: readonly SelfCareComplaint[] = [
  {
    id: 'common-cold',
    name: 'Common cold',
    patterns: [
      /\b(?:runny|running|streaming|stuffy|stuffed(?:[- ]up)?|blocked|bunged up|congested|drippy|snotty|snotty,? runny)(?: then (?:runny|running|blocked|stuffy))? nose\b|\bbunged up\b|\brhinorrh\w*|\bcoryza\w*|\bnasal (?:congestion|discharge)\b|\bcongest\w*|\bsneez\w*|\bsniffl\w*|\bpost[- ]?nasal drip\b/,
      /\b(?:sore|scratchy|itchy|tickly|raw)(?: sore)? throat\b|\bthroat (?:is |feels )?(?:a bit |a little |very |really |slightly )?(?:sore|scratchy|raw|tickly)\b|\bhoarse\w*|\blost (?:my )?voice\b/,
      /(?<!\b(?:something|anything|eat|eating|ate|drink|drinking|very|too|feel|feels|feeling|felt|freezing|ice|icy) )(?<!\b(?:after|since|following) (?:a |the |my |his |her |their )?(?:bad |heavy |nasty |stinking |head )?)\b(?:common |head |a )?cold\b(?! (?:sores?|exposure|weather|hands|feet|water|drinks?|compress\w*|packs?|air|toes|fingers|snap|spell|days?|rooms?|temperatures?|taps?|and (?:wet|damp))\b)(?! (?:\d+|a|an|one|two|three|four|five|six|a few|a couple of) (?:days?|weeks?) ago\b| last week\b)|\bupper respiratory (?:tract )?infection\b|\buri\b|\burti\b|\bviral (?:illness|infection)\b|\b(?:a |the )?(?:virus|bug) (?:going round|that is going round)\b/,
    ],
    associated: [
      // Read first, before "snot" alone. NICE CKS Common cold: nasal discharge may turn from clear
      // to yellow or green, which does not mean a bacterial infection; a blocked nose makes people
      // breathe through the mouth.
      /\b(?:green|yellow)\w*(?: (?:and|or) (?:green|yellow)\w*)? (?:snot|mucus|bogeys|catarrh|nasal discharge)\b|\bbreath\w* through (?:my|his|her|their|the) mouth\b/,
      /\bwatery eyes\b|\b(?:mild |slight |low[- ]grade )?(?:fever|temperature)\b|\b(?:body )?aches\b|\bachy\b|\btired\w*|\bfatigue\w*|\bsinus (?:pressure|congestion)\b|\bearache\b|\b(?:mild )?headache\b|\bbehind (?:my |the )?eyes\b|\bfeel(?:ing)? (?:a bit |a little )?(?:rubbish|rough|run down|crap|lousy|under the weather)\b|\brun down\b/,
      /\b(?:pressure|blocked|popping|full\w*) (?:in )?(?:my |his |her )?(?:ears?|face|sinuses)\b|\bears? (?:feel |are |is )?(?:blocked|popping|full)\b|\b(?:lost|loss of|no) (?:my )?(?:sense of )?(?:taste|smell)\b|\bsnot\w*|\bmucus\b|\bphlegm\b|\bcatarrh\b|\bswollen glands\b|\bglands\b|\bnose\b|\bthroat\b|\bvoice\b|\bchesty\b|\bshivery\b|\b(?:raised|high) temperature\b|\btemp\w*\b|\bnose\b|\bsinus(?:es)?\b|\bcold\b|\bviral\b|\bvirus\b|\bbug\b|\bunder the weather\b/,
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
      /\bhay ?fever\b|\bseasonal allerg\w*|\ballergic rhinitis\b|\bpollen\b|\bitchy,? (?:\w+ )?eyes\b|\bitchy (?:nose|throat|roof of (?:my |the )?mouth)\b|\ballergies\b|\bseasonal rhinitis\b|\b(?:grass|tree|dust|pet|cat|dog) allerg\w*|\bcetirizine\b|\bloratadine\b|\bpiriton\b|\bclaritin\b|\bzyrtec\b/,
      // Described rather than named: eyes that are itchy ("my eyes are red and itchy like sand"), and
      // the same symptoms every spring or summer.
      /\beyes? (?:are |is |feel |feels |get |go )?(?:(?:so |very |really )?(?:red|watery|puffy|sore|streaming|watering),? (?:and )?)?(?:so |very |really )?itch(?:y|ing)\b|\bevery (?:year )?(?:in )?(?:spring|summer)\b(?=.{0,80}\b(?:sneez\w*|itch\w*|eyes?|nose)\b)/,
    ],
    associated: [
      /\bsneez\w*|\brunny nose\b|\brhinorrh\w*|\bwatery eyes\b|\bantihistamine\w*|\botc\b|\bpartial effect\b|\bcut(?:ting)? (?:the )?(?:grass|lawn)\b|\bmow\w*/,
      /\beyes?\b|\bnose\b|\bthroat\b|\bstreaming\b|\bwatering\b|\bevery (?:year|spring|summer)\b|\bseason\b|\bgrass\b|\btrees?\b|\bblocked\b|\bpuffy\b|\bcongest\w*|\basthma not bothering\b|\bnot (?:wheez\w*|short of breath)\b/,
    ],
    maxDays: 365,
    source: { title: 'Hay fever (NHS)', url: 'https://www.nhs.uk/conditions/hay-fever/' },
  },
  {
    id: 'minor-cut',
    name: 'Minor cut or graze',
    patterns: [
      /\b(?:small|minor|little|tiny|paper|shallow)? ?(?:cut(?! (?:the |my |his |her |our )?(?:grass|lawn|hedges?|hair|nails|down|back|out)\b)|cuts|scrape\w*|graze\w*|scratch(?!y)\w*|nick)\b(?: (?:on|to) (?:my |his |her )?\w+)?/,
      /\b(?:cut|grazed|scraped|scratched|nicked|skinned) (?:my|his|her|their|both) (?:fingers?|hands?|knees?|elbows?|arms?|legs?|shins?|thumbs?|palms?|chin)\b/,
    ],
    associated: [
      /\b(?:fingers?|hands?|knees?|elbows?|arms?|legs?|shins?|thumbs?|palms?|kitchen|knife|cooking|fell|fall|paper|park|playground)\b/,
      /\b(?:stopped|has stopped|stops) bleeding\b|\bbleeding (?:has )?stopped\b|\bbled a (?:bit|little)\b|\bbleeding\b|\bblood\b|\bplaster\b|\bskin\b|\bpalm\b|\bfoot\b|\btoe\b|\bface\b|\bhead\b|\bchin\b|\blip\b|\bwound\b|\bshav\w*|\benvelope\b|\bgarden\w*|\bfence\b|\bthorn\w*|\bbramble\w*|\bgravel\b|\bpavement\b/,
    ],
    maxDays: 10,
    // NHS: see a GP if a cut looks infected (pus, hot, swollen, redness spreading) or will not stop
    // bleeding.
    seeGpIf: [
      /\binfect\w*|\bpus\b|\booz\w*|\bweep\w*|\b(?:hot|warm|red|redness|swollen|swelling)\b(?: \w+){0,3} (?:round|around) (?:it|the (?:cut|graze|wound|scratch))\b|\bspreading\b|\bred (?:streaks?|lines?)\b|\b(?:will|would|does|did) not stop bleeding\b|\bstill bleeding\b/,
    ],
    source: { title: 'Cuts and grazes (NHS)', url: 'https://www.nhs.uk/conditions/cuts-and-grazes/' },
  },
  {
    id: 'minor-burn',
    name: 'Small superficial burn',
    patterns: [
      /\b(?:superficial|minor|small|mild) (?:burn|scald)\b|\bburn(?:ed|t)? (?:my |his |her )?(?:finger|hand|arm|forearm|wrist)\b|\bscald\w*/,
      // A scald described by what happened: "splashed boiling water on my hand".
      /\bboiling (?:hot )?(?:water|kettle|tea|coffee|soup|milk)\b|\b(?:splash\w*|spill\w*|spilt|poured|tipped|knocked)\b.{0,30}\bhot (?:water|tea|coffee|oil|soup|milk|drink)\b/,
      /\bburn(?:s|t|ed)?\b(?! (?:when|on|while) (?:i |he |she )?(?:pee|wee|urinat))|\b(?:from|on|touched|with) (?:a |the |some )?(?:hot )?(?:kettle|steam|hot (?:water|tea|coffee|oil|pan|plate|tray|iron|oven|hob)|oven|iron|pan|stove|hob|curling tongs|straighteners|toaster|barbecue|bbq|air ?fryer|grill|grill pan|oven (?:tray|door|shelf)|baking tray|exhaust|glue gun|hot glue|candle wax)\b/,
    ],
    associated: [
      /\bkettle\b|\bsteam\b|\bcooled\b|\brunning water\b|\b\d+ ?(?:x ?\d+ ?)?cm\b|\boven\b|\biron\b|\bpan\b|\b(?:right |left )?(?:forearm|arm|hand|finger|wrist)\b/,
      /\b(?:superficial )?erythema\b|\bdorsum\b|\bskin\b|\bpink\b|\bcold water\b|\bcling ?film\b|\bthumb\b|\bfingertips?\b/,
      /\b(?:under|with) (?:the |a )?(?:cold |cool )?(?:tap|running water|water)\b|\bcold tap\b|\btip of (?:my |his |her )?(?:finger|thumb)\b|\bbasket\b|\btray\b/,
    ],
    minAge: 5,
    maxDays: 7,
    // NHS: A&E for a burn that leaves white or charred skin, a large or deep burn, one on the face or
    // genitals, blisters on the hands, arms, feet or legs, and chemical or electrical burns.
    seeGpIf: [
      /\bwhite\b|\bcharred\b|\bblack(?:ened)?\b|\bleathery\b|\bwaxy\b|\bnumb\w*|\b(?:cannot|can not|could not) feel\b|\bno feeling\b|\bchemical\b|\belectric\w*|\bacid\b|\bbleach\b|\bblister\w*|\bface\b|\bgenital\w*|\b(?:bigger|larger) than (?:my |his |her |their |the )?(?:hand|palm)\b/,
    ],
    source: { title: 'Burns and scalds (NHS)', url: 'https://www.nhs.uk/conditions/burns-and-scalds/' },
  },
  {
    id: 'sunburn',
    name: 'Sunburn',
    patterns: [
      /\bsun ?burn\w*|\bburnt in the sun\b|\b(?:erythema|red\w*)\b.{0,30}\b(?:sun|uv)(?: exposure)?\b|\bpost sun exposure\b/,
      /\b(?:red|sore|tender|hot|stinging|peeling|pink|burnt|burned|frazzled|erythema\w*)\b.{0,60}(?:\b(?:from|after|in) (?:the |too much |a day in the )?sun\b|\b(?:at|on) the beach\b|\bsunbath\w*|\bby the pool\b)|\bsunbed\b|\bcaught the sun\b/,
      // Lay and regional words for getting sunburnt (Australian "got fried", "cooked", "toasted").
      /\b(?:got|get|getting|gotten|was|been|am|is|are) (?:a bit |a little |slightly |really |properly |well |totally |absolutely )?(?:fried|burnt|burned|cooked|toasted|frazzled|crisped|roasted)\b.{0,40}\b(?:sun|beach|pool|poolside|sunbath\w*|festival|cricket|surf\w*|seaside)\b/,
      // The cause or the colour in a sentence of its own: "fell asleep at the beach", "I'm literally
      // a lobster" (red as a lobster: sunburnt).
      /\b(?:fell asleep|dozed off|nodded off|passed out) (?:at|on|by) the (?:beach|pool|poolside|seaside)\b|\b(?:fell asleep|dozed off|nodded off) (?:out )?in the sun\b|\b(?:red as|like|literally|looking like|look like|turned into) a lobster\b/,
    ],
    associated: [
      /\b(?:red|sore|hot|peeling|itchy|tight) skin\b|\bshoulders?\b|\bback\b|\bface\b|\bnose\b|\barms?\b|\blegs?\b|\bsore\b|\bred\b|\bthirst\w*|\bhot\b|\bwater\b|\b(?:tummy|belly|stomach|chest|neck|feet|ears|scalp|forehead|thighs?)\b/,
    ],
    minAge: 1,
    maxDays: 7,
    // NHS: call 111 for sunburn with blistering or swelling, chills or a high temperature, feeling
    // dizzy or sick, a headache or muscle cramps (heat exhaustion).
    seeGpIf: [
      /\bblister\w*|\bswell\w*|\bswollen\b|\bshiver\w*|\bchills?\b|\bdizz\w*|\bfeel\w* sick\b|\bvomit\w*|\bheadache\b|\bcramps?\b/,
    ],
    source: { title: 'Sunburn (NHS)', url: 'https://www.nhs.uk/conditions/sunburn/' },
  },
  {
    id: 'tension-headache',
    name: 'Tension-type headache',
    patterns: [
      /\b(?:mild |tension |tension[- ]type |dull |tight |bilateral |pressing |band[- ]like )*headache\b|\bhead (?:hurts|aches)\b|\b(?:tight band|pressure|band)(?: feeling)? (?:around|round|across) (?:my |the )?(?:head|forehead)\b/,
      // "My head is pressing like a tight band around", "head feels squeezed".
      /\bhead (?:is |feels |feel )?(?:pressing|pressed|squeez\w*|tight|heavy)\b(?: like (?:a |in a )?(?:tight )?(?:band|vice|vise))?|\blike (?:a |in a )(?:tight )?(?:band|vice|vise)\b/,
    ],
    associated: [
      /\bafter a long day\b|\bstaring at (?:the |a )?(?:computer|screen|laptop)\b|\bparacetamol\b|\bibuprofen\b|\btakes the edge off\b|\bstress\w*|\btired\b|\bmild\b/,
      /\b(?:frontal|bilateral|bilat|band[- ]like|both sides|temples?|forehead|head|neck|shoulders?|screen time|end of (?:the )?(?:work ?)?day|workday|dehydrat\w*|not drunk enough|squeez\w*|tight\w*|dull|pressing|pressure)\b/,
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
      /\b(?:mild |slight )?diarrhea\b|\bloose (?:stools?|poos?|bowel movements?|motions)\b|\b(?:upset|queasy|dodgy|funny) (?:stomach|tummy)\b|\b(?:stomach|tummy|sickness|vomiting|winter vomiting) bug\b|\bgastro\w*|\bthe runs\b|\bsquits\b|\btrots\b|\bnorovirus\b|\bfood poisoning\b|\brunny poo\w*|\bwatery poo\w*/,
    ],
    associated: [
      /\b\d+ episodes\b|\bepisodes\b/,
      /\b(?:mild |slight )?(?:nausea|nauseous)\b|\bfeel(?:ing)? sick\b|\b(?:mild )?(?:stomach|tummy) cramps?\b|\bvomited once\b|\bthrew up once\b/,
      /\bvomit\w*|\b(?:being|been|was|were) sick\b|\bsick (?:once|twice|two times|a couple of times)\b|\bthrowing up\b|\bthrew up\b|\bcramp\w*|\babdom(?:en|inal)\b|\bloo\b|\btoilet\b|\btakeaway\b|\bbbq\b|\bbarbecue\b|\bcurry\b|\bdodgy\b|\brumbl\w*|\bstomach\b|\btummy\b|\bbelly\b|\bwind\b|\bpo fluids\b|\bfluids\b|\bwater down\b|\brehydrat\w*|\bdioralyte\b|\bimodium\b|\b(?:a bit |slightly |a little )?(?:weak|washed out|drained)\b|\bviral\b|\bvirus\b/,
    ],
    minAge: 1,
    maxDays: 7,
    source: {
      title: 'Diarrhoea and vomiting (NHS)',
      url: 'https://www.nhs.uk/conditions/diarrhoea-and-vomiting/',
    },
  },
  {
    id: 'vomiting-adult',
    name: 'Being sick (vomiting) in an adult, for up to 2 days',
    patterns: [/\bvomit(?:ing|ed|s)?\b|\b(?:being|been) sick\b|\bthrowing up\b|\bthrew up\b/],
    associated: [
      /\b(?:mild |slight )?(?:nausea|nauseous)\b|\bfeel(?:ing)? sick\b|\b(?:once|twice|a few times|a couple of times)\b|\bkeeping (?:water|fluids|drinks|sips) down\b|\bsipping\b|\bfluids\b|\bwater\b|\bstomach\b|\btummy\b|\bbug\b/,
    ],
    minAge: 16,
    maxDays: 3,
    // NHS: vomiting with a headache, a head injury or belly pain, or for more than 2 days, needs a GP or 111.
    seeGpIf: [/\bhead\w*|\bpain\w*|\bhurt\w*|\bache\w*|\bcramp\w*/],
    source: {
      title: 'Diarrhoea and vomiting (NHS)',
      url: 'https://www.nhs.uk/conditions/diarrhoea-and-vomiting/',
    },
  },
  {
    id: 'insect-bite',
    name: 'Insect bite or sting',
    patterns: [
      /\b(?:insect|bug|mosquito|midge|gnat|flea|bed ?bug|ant|horse ?fly|spider|tick|mozzie)s? bites?\b|\b(?:bee|wasp|hornet)s? stings?\b|\b(?:bitten|stung|eaten alive|attacked) by (?:a |an |the )?(?:mosquito\w*|insects?|bugs?|midges?|gnats?|bees?|wasps?|ants?|horse ?fl\w*|spiders?|fleas?|mozzies?|something)\b|\bstung\b|\bnettle\w*/,
    ],
    associated: [
      /\b(?:itchy|red|small) (?:bump|lump|spot|welt)s?\b|\bitch\w*|\b(?:mild |slight |little |local |small )?swelling\b|\b\d+ ?cm\b/,
      /\b(?:right |left )?(?:forearms?|arms?|legs?|hands?|fingers?|ankles?|foot|feet|neck|face|shoulders?|back|calf|calves|thighs?|wrist|knee|skin)\b|\bbumps?\b|\blumps?\b|\bwelts?\b|\bspots?\b|\b\d+p\b|\bcoin\b|\bsize of a\b|\bcamping\b|\bgarden\b|\bsting\w*/,
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
      /\b(?:muscles?|legs|arms|shoulders|calves|thighs|hamstrings?|quads?|glutes?|abs) (?:are|is|feel|feels|felt|were) (?:so |really |very |a bit |quite |super )?(?:sore|achy|aching|stiff|tight)\b(?=.{0,60}\b(?:gym|workout|exercis\w*|leg day|training|run|running|lifting|class|match|game)\b)/,
      /\b(?:sore|aching|achy|tired)(?:,? (?:and )?(?:sore|aching|achy|tired))* (?:feet|legs|knees?)\b(?=.{0,40}\b(?:standing|walking|long walk|on (?:my|his|her) feet|hike|hiking|shift)\b)|\b(?:mild |slight )?(?:knee|leg|foot|hip) (?:pain|ache)\b(?=.{0,20}\bafter (?:a )?(?:long )?(?:walk|hike|run|day|shift)\b)/,
      /\b(?:muscle|quad\w*|hamstring\w*|calf|calves|thigh\w*|glute\w*|biceps?|triceps|pecs?|abs|legs?|arms?|shoulders?) (?:soreness|stiffness|aches?|aching|tightness|pain)\b|\b(?:pulled|tweaked|strained|twinged) (?:my |his |her )?(?:\w+ )?(?:muscle|hamstring|calf|groin|quad|shoulder|neck)\b/,
      /\b(?:pulled|tweaked|strained|twinged|done|did|hurt) (?:something|a muscle|a bit) in (?:my |his |her |the )?(?:calf|calves|hamstring|thigh|groin|shoulder|quad|leg|arm|back of (?:my |his |her |the )?(?:leg|thigh))\b/,
    ],
    associated: [
      /\b(?:after|from|since) (?:the |a |my )?(?:gym|workout|working out|exercis\w*|run|running|training|lifting|hike|hiking|football|soccer|game|match)\b/,
      /\bgym\b|\bsquats?\b|\bworkout\b|\b(?:half[- ])?marathon\b|\brun\b|\bstretch\w*|\bthigh\b|\bcalf\b|\blegs?\b|\barms?\b|\bshoulders?\b|\bhamstrings?\b|\bgroin\b|\blift\w*|\bquad\w*|\bbilat\w*|\bfull rom\b|\burine normal colou?r\b|\bwalk fine\b|\bfeet\b|\bknees?\b|\bstanding\b|\bwalk\w*|\bshift\b/,
    ],
    maxDays: 14,
    // NHS: a crack or snap, not being able to bear weight, or numbness needs urgent care; a calf
    // that is swollen, warm or red is a possible clot (DVT), not a strain.
    seeGpIf: [
      /(?<=\bcalf\b.{0,60})\b(?:swollen|swelling|warm|hot|red|redness)\b|\b(?:swollen|swelling|warm|hot|red|redness)\b(?=.{0,40}\bcalf\b)|\b(?:heard|felt) (?:a )?(?:crack|pop|snap)\b|\bcannot (?:walk|put (?:any )?weight|weight bear|bear weight)\b|\b(?:like|as if) (?:i had been|i was|someone) (?:kicked|shot|hit)\b/,
      // A calf ache with a risk of a clot (NHS DVT: the pill or HRT, a long journey, recent surgery,
      // pregnancy, cancer, a clot before) is not a strain to treat at home.
      /\b(?:the pill|contracepti\w*|hrt|long[- ]haul|long (?:flight|drive|journey|coach)|flight|flew|plane|surgery|operation|in a cast|pregnan\w*|cancer|chemo\w*|clot\w*|dvt)\b/,
    ],
    source: { title: 'Sprains and strains (NHS)', url: 'https://www.nhs.uk/conditions/sprains-and-strains/' },
  },
  {
    id: 'low-back-pain',
    name: 'Low back pain without warning signs',
    patterns: [
      /\b(?:low|lower|mild|mechanical|acute)? ?back ?(?:pain|ache|aching|hurts|is sore|spasm|strain)\b|\bsore (?:lower )?back\b|\bbackache\b|\bstiff back\b|\bpulled (?:my )?back\b|\b(?:pulled|tweaked|strained|put out) (?:something|a muscle) in (?:my |his |her )?(?:lower |low )?back\b|\b(?:put|threw|thrown|tweaked|ricked) (?:my|his|her) back(?: out)?\b|\baching in (?:my |the )?(?:lower |low )?back\b|\blow back pain\b|\blbp\b|\b(?:did|done|doing|does) (?:my|his|her|their) back in\b|\b(?:hurt|injured) (?:my|his|her|their) (?:lower |low )?back\b/,
    ],
    associated: [
      /\b(?:after|from|while) (?:lifting|gardening|moving|bending)\b|\blifting\b|\bstiff\w*|\bmechanical\b|\bacute\b|\b(?:sleeping|slept) (?:funny|awkwardly|badly|wrong)\b|\bmattress\b/,
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
      /\bflu\b|\bflu[- ]like (?:illness|symptoms)\b|\binfluenza\b|\bmyalgia\b|\b(?:aching|aches|achy|sore|hurting) (?:all over|everywhere)\b|\beverything (?:aches|hurts)\b|\bbody aches\b/,
    ],
    associated: [
      /\b(?:mild )?(?:fever|temperature|headache|cough|sore throat|tired\w*|aches?|chills)\b|\bexhaust\w*|\bshiver\w*|\bachy\b|\baching\b|\ball over\b|\bwiped out\b|\bknocked (?:me )?(?:out|sideways)\b/,
    ],
    minAge: 16,
    maxAge: 65,
    maxDays: 7,
    source: { title: 'Flu (NHS)', url: 'https://www.nhs.uk/conditions/flu/' },
  },
  {
    id: 'fever-adult',
    name: 'A mild fever in an adult, for up to 3 days',
    patterns: [
      // The bare words, so that a cold's "temperature" stays part of the cold (not a second complaint).
      /(?<!\bhay )\bfever\b|\b(?:high|raised|mild|slight|low[- ]grade) temperature\b/,
    ],
    associated: [
      /\b(?:achy|aches|aching|shiver\w*|chills?|sweat\w*|hot|tired\w*|under the weather|run down|rough|rubbish|feverish|(?:mild )?headache)\b/,
    ],
    minAge: 16,
    maxAge: 65,
    // Under 3 days: NHS asks for an urgent GP appointment or 111 once a fever has lasted 3 days.
    maxDays: 3,
    source: {
      title: 'High temperature (fever) in adults (NHS)',
      url: 'https://www.nhs.uk/conditions/fever-in-adults/',
    },
  },
  {
    id: 'sprain',
    name: 'Mild sprain',
    patterns: [
      /\btwist\w* (?:my |his |her )?(?:ankle|wrist|knee)\b|\brolled (?:my |his |her )?ankle\b|\b(?:ankle |wrist )?sprain\w*|\binversion (?:ankle )?(?:injury|sprain)\b|\b(?:went|gone|turned) over on (?:my |his |her )?ankle\b|\bturned (?:my |his |her )?ankle\b|\bjarred (?:my |his |her )?\w+\b|\b(?:strained|pulled|tweaked) (?:a muscle in )?(?:my |his |her )?(?:shoulder|hamstring|groin|thigh|quad|calf|muscle)\b/,
    ],
    associated: [
      /\b(?:a bit |slightly |mildly |mild )?(?:swollen|swelling|sore|bruised)\b|\b(?:on the )?(?:outside|lateral|inversion)\b|\bankle\b|\bstepping off\b|\bcurb\b|\bkerb\b|\bmalleol\w*|\bmidfoot\b|\bbony tenderness\b/,
      /\bbruis\w*|\blimp\w*|\batfl\b|\bottawa\b|\bweight[- ]bearing\b|\bwalk\w* on it\b|\bice\b|\bwrist\b|\bknee\b|\bfoot\b|\bright\b|\bleft\b|\bpothole\b|\bstairs?\b|\bstep\b/,
    ],
    maxDays: 14,
    source: { title: 'Sprains and strains (NHS)', url: 'https://www.nhs.uk/conditions/sprains-and-strains/' },
  },
  {
    id: 'conjunctivitis',
    name: 'Conjunctivitis',
    patterns: [
      /\bconjunctivitis\b|\bpink eye\b|\b(?:gritty|sticky|gunky|crusty),? (?:and )?(?:red|pink)(?: and \w+)? eyes?\b|\b(?:sticky|gunky|goopy|gooey)(?:,? (?:and )?(?:yellow\w*|green\w*|white|red|pink|gooey|crusty|sticky|watery))* eyes?\b|\beyes? (?:stuck|glued) (?:shut|together)\b|\b(?:red|gritty|crusty|sticky) (?:and (?:gritty|crusty|sticky|itchy|watery) )?eyes?\b/,
      /\b(?:pink|bloodshot|gunky|goopy)(?: and \w+)? eyes?\b|\beyes? (?:are |is |look |looks |feel |feels )?(?:a bit |slightly |a little |quite |very |really )?(?:(?:gritty|red|itchy|watery|sore|pink),? (?:and )?)?(?:pink|bloodshot|sticky|crusty|gunky)\b/,
    ],
    associated: [
      /\b(?:a bit |slightly )?(?:red|gritty|crusty|sticky|watery|itchy)\b|\bcrusty stuff\b|\bstuff\b|\bcontact lenses\b|\beye\b|\bwoke up\b/,
      /\beyes\b|\beyelids?\b|\blashes\b|\bdischarge\b|\bgunk\w*|\bgoo\w*|\bpus\b|\bbilat\w*|\bva normal\b|\bvision\b|\bboth\b|\bmorning\b|\bam\b|\bwatering\b|\byellow\w*|\bgreen\w*|\bpink\b/,
    ],
    minAge: 0.08,
    maxDays: 14,
    // NHS: ask for an urgent GP appointment or 111 with eye pain, sensitivity to light or a change
    // in vision: not conjunctivitis.
    seeGpIf: [
      /\b(?:eye )?pain\w*|\bhurts?\b|\bsensitiv\w* to (?:the )?light\b|\blight (?:hurts|sensitiv\w*)\b|\bvision\b.{0,20}\b(?:blur\w*|chang\w*|wavy|worse|double|affected|gone)\b|\bblurr\w*|\bflash\w*|\bvery red\b/,
    ],
    source: { title: 'Conjunctivitis (NHS)', url: 'https://www.nhs.uk/conditions/conjunctivitis/' },
  },
  {
    id: 'constipation',
    name: 'Constipation',
    patterns: [
      /\bconstipat\w*|\bhard (?:stools?|poo\w*)\b|\b(?:not|have not|has not|had not) (?:had|done|been for) (?:a |any )?(?:proper |decent )?(?:poo|poop|number two|bowel movement)\b|\bcannot (?:go|poo)\b(?! for (?:wind|gas)| on\b| through\b| any ?more\b| any longer\b)|\bbunged up\b(?= .{0,20}\b(?:poo|toilet|bowels?)\b)/,
      /\b(?:not|cannot|have not|has not|had not)(?: really| been able to)? (?:poo(?:ed|ped)?|pooped|go(?:ne)?|opened (?:my |his |her )?bowels)(?: properly| normally| much| (?:to|for) (?:a |the )?(?:poo|toilet|loo|number two))\b|\b(?:not|have not|has not|had not)(?: really)? (?:poo(?:ed|ped)?|pooped|opened (?:my |his |her )?bowels) (?:for|in|since)\b/,
    ],
    associated: [
      /\blow[- ]fib(?:re|er) diet\b|\bpassing (?:flatus|wind|gas)\b|\bstraining\b|\bbunged up\b/,
      /\bbloat\w*|\bwind\b|\bgas\b|\bholiday\b|\btravel\w*|\bfib(?:re|er)\b|\btoilet\b|\bloo\b|\btummy\b|\bstomach\b|\bfull\b|\bhard\b|\blaxative\w*|\bprunes?\b|\biron\b|\btablets?\b|\bsupplements?\b/,
    ],
    minAge: 1,
    maxDays: 21,
    // NHS: see a GP if a medicine such as an opioid painkiller is causing it, or with weight loss.
    seeGpIf: [
      /\b(?:codeine|co-?codamol|dihydrocodeine|morphine|oxycodone|tramadol|opioid\w*|opiate\w*)\b|\bweight loss\b|\blost (?:a lot of |some )?weight\b/,
    ],
    source: { title: 'Constipation (NHS)', url: 'https://www.nhs.uk/conditions/constipation/' },
  },
  {
    id: 'cold-sore',
    name: 'Cold sore',
    patterns: [
      /\bcold sores?\b|\bfever blisters?\b|\b(?:tingl\w* )?blisters? on (?:my |the |his |her )?lips?\b|\b(?:herpes|hsv) (?:labialis|simplex)\b|\bhsv\b|\bblisters?\b.{0,30}\b(?:lips?|corner of (?:my |the |his |her )?mouth)\b|\b(?:vesicles?)\b.{0,15}\blips?\b/,
    ],
    associated: [
      /\btingl\w*|\brun down\b|\bagain\b|\bsores?\b|\blips?\b/,
      /\bmouth\b|\bcorner\b|\bcluster\b|\brecurrent\b|\bprodrom\w*|\bimmunocompetent\b|\bsun\b|\bcrust\w*|\baciclovir\b|\bcream\b|\bblisters?\b|\bvesicles?\b|\bupper\b|\blower\b/,
    ],
    minAge: 1,
    maxDays: 14,
    // NHS: a cold sore near the eye, or with swollen, painful gums and sores in the mouth, needs a GP.
    seeGpIf: [/\b(?:near|in|round|around|by|next to) (?:my |his |her |the )?eyes?\b|\bgums?\b/],
    source: { title: 'Cold sores (NHS)', url: 'https://www.nhs.uk/conditions/cold-sores/' },
  },
  {
    id: 'nosebleed',
    name: 'Nosebleed that has stopped',
    patterns: [
      /\bnose ?bleeds?\b|\b(?:anterior )?epistaxis\b|\bnose bled\b|\bbleeding (?:from )?(?:my |the |his |her )?nose\b|\bblood (?:came|comes|coming|come|was coming|poured|pouring|dripped|dripping) (?:out )?(?:from|of) (?:my |his |her |the )?(?:nose|nostril)\b|\bnose (?:is |was |started )?(?:bleed\w*|pouring with blood)\b/,
    ],
    associated: [
      /\bstopped\b|\bstop\b|\bpinch\w*|\b(?:lean|bend|bent)\w* forward\b|\bblew (?:it|my nose)\b|\bblow\w*\b|\bsoft part\b|\bhard\b|\bpress\w*/,
      /\bnose\b|\bnostril\b|\bpick\w*|\bsoft bit\b|\bblood\b|\bbled\b|\bbleeding\b|\b\d+ minutes\b|\bdry air\b|\bblowing\b|\bdry\b|\bheat\w*|\bair\b|\bsneez\w*/,
    ],
    minAge: 2,
    maxDays: 1,
    seeGpIf: [
      /\bwarfarin\b|\bapixaban\b|\brivaroxaban\b|\bedoxaban\b|\bdabigatran\b|\bblood thinn\w*|\bthin (?:the |my |his |her )?blood\b|\banticoagula\w*|\bclotting (?:problem|disorder|condition)\b|\bhaemophilia\b|\bhemophilia\b|\b(?:often|a lot|every (?:day|week)|keeps? (?:getting|happening))\b/,
    ],
    source: { title: 'Nosebleed (NHS)', url: 'https://www.nhs.uk/conditions/nosebleed/' },
  },
  {
    id: 'period-pain',
    name: 'Period pain',
    patterns: [
      /\bperiod (?:pains?|cramp\w*|ache\w*)\b|\bmenstrual (?:pains?|cramp\w*)\b|\bdysmenorrh\w*|\b(?:pain|cramps?)\b.{0,20}\b(?:with|during|before) (?:my |her )?period\b|\btime of the month\b/,
      /\b(?:pain|cramps?|cramping|ach\w*)\b.{0,50}\b(?:day of|during|with|before|on) (?:my |her )?period\b|\bperiod (?:has )?(?:started|came|due)\b.{0,40}\b(?:pain|cramps?|cramping|ach\w*)\b/,
      // A clinician's "day 2 of menses, crampy lower abdominal ache".
      /\b(?:day \d|first day|start) of (?:my |her )?(?:period|menses|menstruation)\b.{0,40}\b(?:pain|cramp\w*|ach\w*)\b/,
    ],
    associated: [
      /\busual\b|\bday \d\b|\bfirst (?:day|two days|couple of days)\b|\bhot water bottle\b|\bibuprofen\b|\bevery (?:month|period)\b|\bcramp\w*/,
      /\blower (?:tummy|belly|abdomen|abdominal|back)\b|\bmenses\b|\btummy\b|\bbelly\b|\bback\b|\bthighs?\b|\bperiods?\b|\bbleeding\b|\bnaproxen\b|\bmefenamic\b/,
    ],
    minAge: 9,
    maxAge: 55,
    maxDays: 5,
    // NHS: see a GP for period pain that is severe or has changed (worse than usual), or with
    // heavy bleeding (soaking through pads, clots), bleeding between periods or after sex.
    seeGpIf: [
      /\b(?:much |a lot |way |far )?worse than (?:usual|normal|ever|before|my usual)\b|\b(?:different|unlike|not like) (?:from |to )?(?:my |the )?(?:usual|normal)\b|\bsevere\b|\bheav(?:y|ier) (?:bleeding|periods?|flow)\b|\b(?:soak\w*|bleed\w* through|flood\w* through) (?:a |my |the )?(?:pads?|tampons?|clothes|sheets)\b|\b(?:pads?|tampons?) every (?:hour|\d+ hours?)\b|\bflooding\b|\bclots?\b|\bbetween periods\b|\bafter sex\b/,
    ],
    source: { title: 'Period pain (NHS)', url: 'https://www.nhs.uk/conditions/period-pain/' },
  },
  {
    id: 'chickenpox',
    name: 'Chickenpox in a child',
    patterns: [
      /\bvesicular rash\b|\bcrops of (?:spots|vesicles|blisters)\b|\bchicken ?pox\b|\bspotty rash\b.{0,40}\bblisters\b|\bspots? (?:turning|turned|that turned|that have turned) (?:in)?to (?:little )?blisters\b/,
    ],
    associated: [
      /\bskin (?:around|round) (?:the )?(?:spots|blisters)\b|\b(?:itchy|spotty|red)\b|\bspots?\b|\bblisters?\b|\brash\b|\b(?:a bit of a |slight |mild )?temperature\b|\bnursery\b|\bschool\b/,
      /\bcrops\b|\btrunk\b|\bface\b|\bchest\b|\bback\b|\bscalp\b|\bvesic\w*|\bcrust\w*|\bscab\w*|\bcalamine\b/,
      /\b(?:a |mild |slight |low[- ]grade )?(?:fever|temp)\b|\b(?:tummy|belly|stomach|arms?|legs?|neck|head|body|all over)\b/,
    ],
    minAge: 0.25,
    maxAge: 16,
    maxDays: 10,
    // NHS: see a GP if the skin around the blisters is red, hot or painful (infected), or the
    // child is dehydrated; 111 for a newborn or a weakened immune system.
    seeGpIf: [
      // Read at the descriptor, so "the skin around the spots is not red or hot" is negated.
      /(?<=\bskin (?:around|round) (?:the )?(?:spots|blisters)\b.{0,20})\b(?:hot|red|painful|sore|swollen)\b|\b(?:hot|red|painful|swollen)\b.{0,20}\b(?:around|round) (?:the )?(?:spots|blisters)\b|\bnot drinking\b|\bdehydrat\w*|\bpus\b|\binfected\b/,
    ],
    source: { title: 'Chickenpox (NHS)', url: 'https://www.nhs.uk/conditions/chickenpox/' },
  },
  {
    id: 'motion-sickness',
    name: 'Motion sickness',
    patterns: [
      /\b(?:car|travel|motion|sea|air) ?sick\w*|\bseasick\w*|\b(?:nausea|sick\w*|vomit\w*|queasy)\b.{0,40}\b(?:on|in|during) (?:long )?(?:car|bus|coach|boat|ferry|plane|train) (?:journeys?|trips?|rides?|travel)\b/,
      /\b(?:nausea|nauseous|sick\w*|vomit\w*|queasy|green)\b.{0,40}\b(?:on|in) (?:a |the |long )?(?:car|bus|coach|boat|ferry|plane|train|ship|cruise)s?\b/,
    ],
    associated: [
      /\bferry\b|\bjourneys?\b|\bboat\b|\bflight\b|\bsick\b/,
      /\bnausea\b|\bpallor\b|\bpale\b|\bdizzy\b|\bcar\b|\bbus\b|\btrain\b|\bcoach\b|\bresolves?\b|\bstopping\b|\bwell between\b/,
    ],
    maxDays: 3650,
    source: { title: 'Motion sickness (NHS)', url: 'https://www.nhs.uk/conditions/motion-sickness/' },
  },
  {
    id: 'heat-rash',
    name: 'Heat rash',
    patterns: [
      /\bheat rash\b|\bprickly heat\b|\bmiliaria\b|\b(?:itchy|prickly|tiny)\b.{0,20}\bspots\b.{0,40}\bhot (?:weather|day|days)\b/,
      // Small itchy spots or bumps that came with heat or sweating, however they are named.
      /\b(?:tiny|small|little|itchy|prickly|red|pink|raised)(?:,? (?:and )?(?:tiny|small|little|itchy|prickly|red|pink|raised))* (?:spots|bumps|dots|pimples|rash)\b.{0,40}\b(?:hot (?:weather|day|days|spell|night|nights|room)|heat ?wave|(?:the|this) heat|sweat\w*|overheat\w*|too (?:hot|warm)|wrapped up|humid\w*)\b|\b(?:after|in|since|from|with) (?:a |the |this )?(?:hot (?:weather|day|days|spell)|heat ?wave|heat|sweating)\b.{0,40}\b(?:spots|bumps|dots|rash)\b/,
    ],
    associated: [
      /\b(?:tiny|itchy|red|prickly)\b|\bspots\b|\bchest\b|\bback\b|\bneck\b|\bfeeling\b|\bbumps\b|\bdots\b|\brash\b|\bskin\b|\barmpits?\b|\btummy\b|\bbelly\b|\bshoulders?\b|\bsweat\w*|\bhot\b|\bwarm\b/,
    ],
    maxDays: 14,
    // NHS: see a GP if the rash looks infected (blistered, swollen, pus), or a baby with heat rash
    // has a high temperature.
    seeGpIf: [/\btemperature\b|\bfever\w*|\bpus\b|\bblister\w*|\bswollen\b|\binfect\w*|\bweep\w*|\booz\w*/],
    source: {
      title: 'Heat rash (prickly heat) (NHS)',
      url: 'https://www.nhs.uk/conditions/heat-rash-prickly-heat/',
    },
  },
  {
    id: 'wart',
    name: 'Wart or verruca',
    patterns: [
      /\bwarts?\b|\bverruca\w*/,
      // Described rather than named: a rough (grainy, cauliflower-like) spot on the hands or feet,
      // or one with tiny black dots in it (a verruca's clotted blood vessels).
      /\b(?:(?:small|hard|raised|little|tiny|thick|grey|gray|white|flat),? (?:and )?)*(?:rough|grainy|cauliflower(?:[- ]like)?)(?:,? (?:and )?(?:hard|raised|small|thick|grey|gray|white|flat))* (?:skin |white |grey |gray )?(?:spot|lump|bump|patch|growth|lesion|bit of skin)\b(?=.{0,40}\b(?:soles?|foot|feet|heels?|toes?|fingers?|thumbs?|hands?|knees?)\b)|\b(?:tiny |little |small )?black (?:dots|specks|spots|pinpoints) (?:in|on) (?:it|them|the (?:spot|lump|bump|skin|patch|middle))\b/,
      // A clinician's "hyperkeratotic lesion with black dots" on the sole or hand.
      /\b(?:spot|lump|bump|patch|lesion|growth|papule)s? with (?:tiny |little |small )?black (?:dots|specks|spots|pinpoints)\b|\bhyperkeratotic (?:lesion|papule|plaque|spot|lump)s?\b(?=.{0,60}\b(?:plantar|soles?|foot|feet|heels?|toes?|fingers?|thumbs?|hands?)\b)/,
    ],
    associated: [
      /\b(?:small|rough|hard)\b|\bfingers?\b|\bhands?\b|\bfoot\b|\bfeet\b|\b(?:big )?toes?\b|\bsoles?\b|\bheels?\b|\bknees?\b|\bswimming\b|\bpool\b|\bblack dots\b|\bspots?\b|\blump\b|\bbump\b|\bwalk\w*|\blesion\b|\bplantar\b|\bhyperkeratotic\b/,
    ],
    maxDays: 730,
    // NHS: see a GP for a growth on the face or genitals, one that bleeds or changes in appearance,
    // or one that is very painful.
    seeGpIf: [
      /\bface\b|\bgenital\w*|\bbleed\w*|\bchang\w* (?:in )?(?:appearance|colou?r|shape|size)\b|\b(?:getting|growing) (?:bigger|larger)\b|\bvery (?:painful|sore)\b|\bagony\b/,
    ],
    source: { title: 'Warts and verrucas (NHS)', url: 'https://www.nhs.uk/conditions/warts-and-verrucas/' },
  },
  {
    id: 'stress',
    name: 'Stress and poor sleep',
    patterns: [
      /\bstress\w*|\bexams?\b|\b(?:bad|poor) sleep\b|\bsleepless nights?\b|\bworr(?:y|ied|ying) about (?:a |an |my |the )?(?:job|interview|exam|test|presentation|wedding|move|deadline|driving test)\w*|\bbutterflies\b|\bstomach (?:is )?in knots\b/,
    ],
    associated: [/\bsleep\w*|\bnights?\b|\bcope\b|\btips\b|\bworr\w*|\binterview\b|\bjob\b/],
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
  {
    id: 'acute-cough',
    name: 'Cough (under 3 weeks)',
    patterns: [
      /\b(?:dry|tickly|chesty|irritating|annoying|mild|slight|bad|hacking|nagging) cough\b|\bcough\w*/,
    ],
    associated: [
      // The cold a cough lingers after ("still coughing two weeks after a cold") is its cause, past.
      /\b(?:after|since|following) (?:a|the|my|his|her|their) (?:bad |heavy |nasty |stinking |head )?(?:cold|virus|bug)\b/,
      // Or told as an event some days or weeks back: "had a cold 2 weeks ago, still coughing".
      /\b(?:had|caught|got) (?:a|the) (?:bad |heavy |nasty |stinking |head )?(?:cold|virus|bug)\b(?= (?:\d+|a|an|one|two|three|four|five|six|a few|a couple of) (?:days?|weeks?) ago\b| last week\b)/,
      /\bphlegm\b|\bmucus\b|\bsputum\b|\bchesty\b|\bnights?\b|\btickl\w*|\bhoney\b|\blemon\b|\bsyrup\b|\blozenges?\b|\bthroat\b|\bvoice\b/,
    ],
    minAge: 0.25,
    maxDays: 21,
    // NHS whooping cough: coughing bouts with a whoop need a GP (antibiotics, and contacts protected).
    seeGpIf: [/\bwhooping cough\b|\bpertussis\b|\bwhoop(?:ing|s)? (?:sound|noise)s?\b/],
    source: {
      title: 'Cough (NHS); Cough (acute): antimicrobial prescribing, NICE NG120 (2019)',
      url: 'https://www.nhs.uk/conditions/cough/',
    },
  },
  {
    id: 'sore-throat',
    name: 'Sore throat or tonsillitis',
    patterns: [
      /\bsore throat\b|\bthroat (?:is |feels )?(?:\w+ )?(?:sore|raw|scratchy)\b|\btonsillitis\b|\bpharyngitis\b|\b(?:swollen|big|red) tonsils\b|\bfeverpain (?:score )?(?:of )?[0-3]\b|\bcentor (?:score )?(?:of )?[0-2]\b/,
      /\b(?:pain|ache|aching|hurt\w*) (?:in|of) (?:the |my |his |her )?throat\b|\bthroat (?:pain|ache|hurts|is hurting|is painful)\b/,
    ],
    associated: [
      /\bswallow\w*|\btonsils?\b|\b(?:white |yellow )?spots?\b|\bwhite\b|\bglands?\b|\bneck\b|\bvoice\b|\bhoarse\w*|\bthroat\b|\bexudate\b|\blymphadenopathy\b|\bfeverpain\b|\bcentor\b|\blozenges?\b|\bgargl\w*|\bsalt water\b|\btoast\b|\bfood\b/,
      /\b(?:a |little |mild |slight |low[- ]grade )?(?:fever|temperature)\b|\bsaliva\b/,
    ],
    minAge: 0.25,
    maxDays: 10,
    source: {
      title: 'Sore throat (NHS); Tonsillitis (NHS)',
      url: 'https://www.nhs.uk/conditions/sore-throat/',
    },
  },
  {
    id: 'sinusitis',
    name: 'Sinusitis (under 10 days)',
    patterns: [
      /\bsinusitis\b|\bsinus (?:infection|pain|pressure|headache|congestion|trouble)\b|\bblocked sinuses\b|\bpain (?:in|around|behind) (?:my |the )?(?:cheeks?|cheekbones?|sinuses)\b|\b(?:facial|face|cheek) (?:pain|pressure|tenderness|fullness) (?:over|in|around|across|behind) (?:the |my |his |her |both )?(?:maxillary |frontal )?(?:sinuses|sinus|cheeks?|cheekbones?)\b|\b(?:maxillary|frontal) (?:sinus )?(?:pain|pressure|tenderness)\b/,
      // Described: a face that aches around the cheeks, eyes or forehead, worse bending forward.
      /\b(?:face|cheeks?|cheekbones?|forehead)\b(?: \w+){0,3} (?:aches?|aching|achy|hurts?|hurting|pain\w*|sore|throb\w*|tender|pressure)\b(?: \w+){0,2} (?:round|around|in|behind|over|across|under) (?:my |the |his |her )?(?:cheeks?|cheekbones?|eyes|forehead|nose)\b|\b(?:worse|hurts?|throbs?|pain\w*|pressure) (?:when|if|as) (?:i |he |she |you )?(?:lean|leaning|bend|bending|look|looking|put (?:my|his|her) head) (?:forward|down)\b/,
    ],
    associated: [
      /\bcheeks?\b|\bforehead\b|\beyes\b|\bnose\b|\bblocked\b|\bgreen\b|\byellow\b|\bmucus\b|\bsnot\b|\bdischarge\b|\bsmell\b|\btoothache\b|\bface\b|\bfacial\b|\bbending (?:forward|down)\b|\bsteam\b|\bcheekbones?\b|\bbunged up\b|\bcongest\w*|\bstuffy\b|\bteeth\b|\bcold\b/,
    ],
    minAge: 12,
    maxDays: 10,
    // NHS: get urgent help for swelling or redness around the eyes, a change in vision, a severe
    // headache or a stiff neck: not uncomplicated sinusitis.
    seeGpIf: [
      /\b(?:swelling|swollen|redness|red|puffy|puffiness)\b(?:,? (?:or |and )?(?:swelling|swollen|redness|red|puffy))*(?: \w+)? (?:around|round|near|over|of) (?:my |his |her |the )?eyes?\b|\beyes? (?:are |is |look |looks )?(?:swollen|red|puffy)\b|\bdouble vision\b|\bvision\b.{0,20}\b(?:blur\w*|chang\w*|double|worse|affected)\b|\bsevere headache\b|\bstiff neck\b/,
    ],
    source: {
      title: 'Sinusitis (NHS); Sinusitis (acute): antimicrobial prescribing, NICE NG79 (2017)',
      url: 'https://www.nhs.uk/conditions/sinusitis-sinus-infection/',
    },
  },
  {
    id: 'earache',
    name: 'Earache or ear infection (up to 3 days)',
    patterns: [
      /\bearache\b|\bear (?:pain|infection|hurts|ache)\b|\b(?:pain|hurts?|aching) in (?:my |his |her |the |one )?ear\b|\botitis\b|\botalgia\b|\bswimmer'?s ear\b/,
    ],
    associated: [
      /\bears?\b|\bblocked\b|\bmuffled\b|\bhearing\b|\bpulling\b|\brubbing\b|\bswimming\b|\bcold\b|\bplane\b|\bflight\b|\bpressure\b/,
    ],
    minAge: 2,
    maxDays: 4,
    source: { title: 'Earache (NHS); Ear infections (NHS)', url: 'https://www.nhs.uk/conditions/earache/' },
  },
  {
    id: 'earwax',
    name: 'Earwax build-up',
    patterns: [
      /\bear ?wax\b|\bwax (?:in|build[- ]?up|blocking)\b|\bwax visible\b|\bblocked ears? (?:with|from) wax\b|\bbuild[- ]?up of (?:ear ?)?wax\b|\bwaxy ears?\b|\b(?:it is|it's|its|think it is|probably|must be|full of) (?:ear ?)?wax\b|\b(?:bunged|blocked|clogged|full|stuffed) (?:up )?with (?:ear ?)?wax\b/,
    ],
    associated: [
      /\bmuffled\b|\bhearing\b|\bfull\w*|\bblocked(?: up)?\b|\bclogged(?: up)?\b|\bbunged(?: up)?\b|\bears?\b|\bolive oil\b|\bdrops\b|\bitch\w*|\bringing\b|\btinnitus\b|\bdeaf\w*|\bhard of hearing\b|\bsyring\w*|\bmicrosuction\b/,
    ],
    maxDays: 60,
    // NHS: see a GP or call 111 with hearing loss that came on suddenly, pain, discharge, bleeding,
    // dizziness or swelling.
    seeGpIf: [
      /\bsudden\w*|\ball at once\b|\bovernight\b|\bdischarg\w*|\bbleed\w*|\bblood\b|\bdizz\w*|\bvertigo\b|\bpain\w*|\bswell\w*|\bswollen\b/,
    ],
    source: { title: 'Earwax build-up (NHS)', url: 'https://www.nhs.uk/conditions/earwax-build-up/' },
  },
  {
    id: 'indigestion',
    name: 'Occasional indigestion or heartburn',
    patterns: [
      /\bheartburn\b|\bindigestion\b|\b(?:acid )?reflux\b|\bdyspepsi\w*|\bacid (?:indigestion|stomach|brash)\b|\b(?:rennies?|gaviscon|antacids?|tums)\b|\bepigastric (?:burning|discomfort)\b.{0,40}\b(?:meals?|food|eating|antacid)\b|\bburning\b.{0,30}\b(?:after|with) (?:a )?(?:(?:big|large|fatty|spicy|heavy|rich|greasy) ){0,2}(?:meals?|food|eating|curry|takeaway)\b/,
      // The meal first ("after a heavy curry I had burning in my upper tummy"), sour or acid burps,
      // or discomfort that comes with eating too much.
      /\b(?:after|with) (?:a |my |the |that |some )?(?:(?:big|large|huge|fatty|spicy|heavy|rich|greasy|massive) ){0,2}(?:meals?|food|eating|dinner|lunch|tea|supper|curry|takeaway|biryani|pizza|kebab|buffet|feast|roast|fry[- ]up)\b.{0,50}\bburning (?:in|at) (?:my |the )?(?:upper (?:stomach|tummy|belly|abdomen)|stomach|tummy|throat)\b|\b(?:sour|acid\w*|bitter) (?:burps?|belch\w*|taste)(?: in (?:my|the|his|her|their|your) (?:mouth|throat))?\b|\bwater ?brash\b/,
    ],
    associated: [
      /\bburning\b|\bthroat\b|\bchest\b|\bupper (?:tummy|stomach|belly|abdomen)\b|\bafter (?:eating|meals?|food)\b|\bmeals?\b|\bcurry\b|\bspicy\b|\bfatty\b|\bpints?\b|\bbeer\b|\bwine\b|\bla(?:y|ying|id) down\b|\bbloat\w*|\bburp\w*|\bwind\b|\bfull\b|\bbitter\b|\bsour\b|\bonce a month\b|\boccasional\w*|\bintermittent\b|\brelieved\b|\beat(?:ing)? too much\b|\bover ?eat\w*|\bbiryani\b|\bdinner\b/,
    ],
    minAge: 16,
    maxDays: 21,
    // NHS: see a GP with difficulty swallowing, weight loss, being sick repeatedly or a lump in
    // the tummy.
    seeGpIf: [
      /\b(?:difficulty|trouble|hard|painful|pain on) swallowing\b|\bfood (?:sticking|gets stuck|getting stuck)\b|\bweight loss\b|\blost (?:a lot of |some )?weight\b|\bkeep (?:being|getting) sick\b|\blump\b/,
    ],
    // Round twenty-one (dev-probes-17): NHS indigestion and heartburn in pregnancy is self-care
    // (small meals, antacids the pharmacist advises); pain under the ribs is read by pre-eclampsia.
    inPregnancy: true,
    source: {
      title: 'Heartburn and acid reflux (NHS); Indigestion (NHS)',
      url: 'https://www.nhs.uk/conditions/heartburn-and-acid-reflux/',
    },
  },
  {
    // NHS pins and needles: common and usually nothing to worry about when it comes from sitting or
    // lying on part of the body, and goes once you move. See a GP if it keeps coming back or does
    // not go away. The stroke rule still reads any sudden weakness, face or speech change.
    id: 'positional-pins-and-needles',
    name: 'Pins and needles from sitting or lying in one position',
    patterns: [
      /\b(?:pins and needles|tingl\w*|numb\w*|(?:went|gone|going) (?:dead|to sleep|numb)|fell asleep|dead (?:leg|arm|foot))\b[^.?!]{0,60}\b(?:after|from|when i (?:stood|got) up)\b[^.?!]{0,20}\b(?:sitting|sat|kneel\w*|knelt|squatt\w*|cross[- ]legged|lying on|lay on|slept on|sleeping on|leaning on)\b/,
      /\b(?:sitting|sat|kneel\w*|knelt|squatt\w*|cross[- ]legged|lying on|lay on|slept on|sleeping on|leaning on)\b[^.?!]{0,80}\b(?:pins and needles|tingl\w*|numb\w*|(?:went|gone) (?:dead|to sleep|numb)|fell asleep)\b/,
    ],
    associated: [
      /\b(?:left|right|my|his|her|their|whole|lower|upper) (?:legs?|foot|feet|arms?|hands?|fingers?|toes?)\b|\b(?:dead|tingl\w*|numb\w*|pins and needles|stood up|wobbly|toppled)\b/,
    ],
    minAge: 12,
    maxDays: 2,
    seeGpIf: [
      /\b(?:keeps? (?:coming back|happening)|does not go away|will not go|not going away|constant|all the time|every (?:day|night))\b/,
    ],
    source: {
      title: 'Pins and needles (NHS)',
      url: 'https://www.nhs.uk/conditions/pins-and-needles/',
    },
  },
  {
    id: 'bloating-wind',
    name: 'Bloating or trapped wind',
    patterns: [/\bbloat\w*|\btrapped wind\b|\bfarting\b|\bflatulence\b|\bwindy\b|\bgassy\b|\bburping\b/],
    associated: [/\bwind\b|\bgas\b|\bstomach\b|\btummy\b|\bbelly\b|\bfull\b|\brumbl\w*|\bgurgl\w*/],
    minAge: 12,
    maxDays: 21,
    source: {
      title: 'Bloating (NHS); Farting (flatulence) (NHS)',
      url: 'https://www.nhs.uk/conditions/bloating/',
    },
  },
  {
    id: 'hemorrhoids',
    name: 'Piles (hemorrhoids)',
    patterns: [
      /\bpiles?\b(?! (?:of|up)\b)|\bhemorrhoids?\b/,
      // NHS Piles names "lumps around your anus" among its symptoms: a soft lump there, described.
      /\b(?:soft |small |little |squishy )?lumps? (?:around|round|in|at|near|on|by|hanging out of) (?:my |his |her |the )?(?:bum|bottom|anus|back passage|bum hole|anal (?:area|opening))\b/,
    ],
    associated: [
      /\bitch\w*|\blump\w*|\bbottom\b|\bbum\b|\banus\b|\bstraining\b|\bcream\b|\bwip\w*|\btoilet\b|\bpoo\w*|\bconstipat\w*/,
      // NHS Piles: bright red blood after a poo, on the paper, is a symptom of piles.
      /\b(?:bright red )?blood\b|\bbright red\b|\b(?:streak|spot|drop|smear|trace)s?\b|\bsoft\b|\bbowel\b|\bpaper\b|\btissue\b|\bsore\b/,
    ],
    minAge: 16,
    // NICE NG12: rectal bleeding at 50 or older, or with a change in bowel habit or weight loss, needs
    // a clinician; piles in a well adult under 50 with a little bright red blood are self-care.
    maxAge: 50,
    // NHS: see a GP if there is no improvement after 7 days of treatment at home.
    maxDays: 14,
    // NHS: urgent care for piles with a high temperature or pus; A&E for bleeding that will not stop,
    // a lot of blood or clots; dark or mixed-in blood, weight loss or a changed bowel habit need a GP.
    seeGpIf: [
      /\b(?:dark|black|tarry|maroon|plum) (?:red )?(?:blood|poo\w*|stools?)\b|\bblood (?:mixed )?(?:in|through) (?:the |my |his |her )?(?:poo|stools?)\b|\bmixed (?:in|with)\b|\bclots?\b|\b(?:a lot of|lots of|loads of) blood\b|\b(?:toilet|pan) (?:water )?(?:turns?|turned|went|is) red\b|\bwill not stop\b|\bnon[- ]?stop\b|\bpus\b|\bweight loss\b|\blost (?:a lot of |some )?weight\b|\b(?:change|changed|changes) (?:in|of|to) (?:my |his |her )?bowel habits?\b|\bbowel habits? (?:has |have )?changed\b|\bkeep getting\b|\bshivery\b|\bhigh temperature\b/,
    ],
    source: { title: 'Piles (haemorrhoids) (NHS)', url: 'https://www.nhs.uk/conditions/piles-haemorrhoids/' },
  },
  {
    id: 'bruise',
    name: 'Bruise or bump',
    patterns: [
      /\bbruis\w*|\bblack and blue\b|\b(?:small |little )?bump (?:on|to) (?:my |his |her )?(?:shin|leg|arm|knee|thigh|elbow)\b/,
    ],
    associated: [
      /\bbang\w*|\bbump\w*|\bknock\w*|\bwalked into\b|\bshin\b|\bleg\b|\barm\b|\bknee\b|\bthigh\b|\belbow\b|\bblue\b|\bpurple\b|\byellow\w*|\bgreen\w*|\bdoor\b|\btable\b|\bdishwasher\b|\bfurniture\b|\bwalk fine\b|\bice\b|\btoes?\b|\bfoot\b|\bbed\b|\bstubbed\b|\bwalk on it\b/,
    ],
    maxDays: 14,
    source: { title: 'Bruises (NHS)', url: 'https://www.nhs.uk/conditions/bruises/' },
  },
  {
    id: 'splinter',
    name: 'Splinter',
    patterns: [/\bsplinters?\b|\bthorns? (?:in|stuck)\b/],
    associated: [
      /\bwood\w*|\bpalm\b|\bfinger\b|\bhand\b|\bfoot\b|\btweezers\b|\bfence\b|\bgarden\b|\bend of it\b|\bcame out\b|\bdeep\b/,
    ],
    maxDays: 7,
    source: {
      title: 'Splinters (NHS inform)',
      url: 'https://www.nhsinform.scot/illnesses-and-conditions/injuries/skin-injuries/splinters/',
    },
  },
  {
    id: 'blister',
    name: 'Friction blister',
    patterns: [
      /\bblisters?\b(?=.{0,40}\b(?:heels?|toes?|foot|feet|shoes?|boots?|trainers?|hands?|palms?|walk\w*|run\w*|rowing|spade)\b)|\b(?:heel|toe|foot|shoe|friction) blisters?\b/,
      // The cause first: "new shoes gave me blisters", "rubbed into blisters".
      /\b(?:shoes?|boots?|trainers?|heels|sandals|walk\w*|hik\w*|march\w*|run\w*|rowing|rubb\w*|friction)\b.{0,40}\bblisters?\b/,
    ],
    associated: [
      /\bheels?\b|\btoes?\b|\bfoot\b|\bfeet\b|\bshoes?\b|\bboots?\b|\bpopped\b|\braw\b|\bskin\b|\bplaster\b|\bwalk\w*|\bhike\w*|\bhands?\b|\bpalms?\b/,
    ],
    maxDays: 7,
    // NHS: see a GP if a blister looks infected (pus, hot, red around it) or keeps coming back.
    seeGpIf: [
      /\bpus\b|\booz\w*|\bweep\w*|\b(?:hot|red|redness|warm)\b(?: \w+){0,2} (?:round|around) (?:it|them|the blisters?)\b|\binfect\w*|\bspreading\b|\bkeeps? (?:getting|coming back)\b/,
    ],
    source: { title: 'Blisters (NHS)', url: 'https://www.nhs.uk/conditions/blisters/' },
  },
  {
    id: 'mouth-ulcer',
    name: 'Mouth ulcer',
    patterns: [
      /\bmouth ulcers?\b|\bcanker sores?\b|\baphthous\b|\bulcers? (?:in|on|inside)(?: (?:my|his|her|the|inside|of|side))* (?:(?:lower|upper|bottom|top|left|right|inner) )?(?:mouth|tongue|gums?|cheek|lip)\b/,
    ],
    associated: [
      /\bcheek\b|\btongue\b|\bgums?\b|\bmouth\b|\bbit(?:ing|e)?\b|\bjuice\b|\bspicy\b|\bbrace\w*|\btooth ?brush\b|\bsalt\b|\blips?\b|\binside\b|\bcrisps\b|\bacidic\b|\beat\w*|\bfood\b|\bgel\b|\bmouthwash\b/,
    ],
    maxDays: 21,
    // NHS: see a GP or dentist for an ulcer that keeps coming back, is getting bigger, bleeds, or
    // with a red or white patch.
    seeGpIf: [
      /\bbleed\w*|\bkeeps? (?:getting|coming back)\b|\b(?:getting|growing) (?:bigger|larger)\b|\b(?:white|red) patch\w*|\bback of (?:my |the |his |her )?throat\b/,
    ],
    source: { title: 'Mouth ulcers (NHS)', url: 'https://www.nhs.uk/conditions/mouth-ulcers/' },
  },
  {
    id: 'hand-foot-mouth',
    name: 'Hand, foot and mouth disease',
    patterns: [
      /\bhand,? foot,? (?:and|&) mouth\b|\bhfmd\b|\b(?:ulcers|spots|blisters|vesicles)\b.{0,40}\b(?:palms?|hands?)\b.{0,20}\b(?:soles?|feet)\b/,
    ],
    associated: [
      /\bmouth\b|\bulcers?\b|\bspots?\b|\bblisters?\b|\bvesicles?\b|\bpalms?\b|\bsoles?\b|\bhands?\b|\bfeet\b|\bnursery\b|\btemperature\b|\bsore\b|\brash\b/,
      // NHS: it starts with a high temperature; a mild one is part of it, not a second complaint.
      /\b(?:a |little |mild |slight |low[- ]grade )?(?:fever|temperature)\b/,
    ],
    minAge: 0.5,
    maxAge: 16,
    maxDays: 10,
    // NHS: see a GP if the child is not drinking or is dehydrated, or is hot and shivery.
    seeGpIf: [/\bnot (?:drinking|had a wee|weeing)\b|\bdehydrat\w*|\bdry nappies\b|\bhot and shivery\b/],
    source: {
      title: 'Hand, foot and mouth disease (NHS)',
      url: 'https://www.nhs.uk/conditions/hand-foot-mouth-disease/',
    },
  },
  {
    id: 'athletes-foot',
    name: "Athlete's foot or fungal nail",
    patterns: [
      /\bathlete'?s'? foot\b|\btinea\b|\bfungal (?:nail|infection of (?:the |my )?(?:nail|foot|toe))\w*|\bnail fungus\b|\b(?:peeling|cracked|cracking|flaky|white|soggy|itchy|scaly),? (?:\w+ ){0,3}skin between (?:my |his |her )?(?:[\w/]+ )?toes\b|\binterdigital (?:scaling|maceration|itch\w*)\b/,
      /\bskin between (?:my |his |her |the )?(?:[\w/]+ )?toes\b|\b(?:itchy|itching|flaky|peeling|cracked|cracking|soggy|white|scaly|scaling|smelly|raw|split)\b.{0,40}\bbetween (?:my |his |her |the )?(?:[\w/]+ (?:and [\w/]+ )?)?toes\b|\b(?:thick|thickened|yellow\w*|crumbly|brittle|discolou?red)(?:,? (?:and )?(?:thick|thickened|yellow\w*|crumbly|brittle|discolou?red))* (?:big )?(?:toe)?nails?\b/,
    ],
    associated: [
      /\btoes?\b|\bfeet\b|\bfoot\b|\bskin\b|\bpeel\w*|\bcrack\w*|\bsmell\w*|\bitch\w*|\bpruritus\b|\bweb spaces?\b|\bboots?\b|\bshoes?\b|\bsocks?\b|\bscal\w*|\bnails?\b|\bthick\w*|\bdiscolou?r\w*|\bbilat\w*|\bwhite\b|\byellow\w*|\bbrittle\b|\bbig toe\b|\binfection\b|\bsweat\w*|\bsafety (?:shoes|boots)\b/,
    ],
    maxDays: 730,
    // NHS: see a GP if the foot is hot, painful, swollen or red, or redness is spreading (a skin
    // infection), or pharmacy treatment has not worked.
    seeGpIf: [
      /\bspread\w* (?:redness|red)\b|\bredness (?:is )?spread\w*|\b(?:foot|leg|feet|toe) (?:is |are |feels? )?(?:hot|swollen|red)\b|\bpus\b|\bcellulitis\b/,
    ],
    source: {
      title: "Athlete's foot (NHS); Fungal nail infection (NHS)",
      url: 'https://www.nhs.uk/conditions/athletes-foot/',
    },
  },
  {
    id: 'scalp',
    name: 'Dandruff, head lice or cradle cap',
    patterns: [
      /\bdandruff\b|\bflaky scalp\b|\bflakes\b|\bhead lice\b|\blice\b|\bnits\b|\bcradle cap\b|\bseborrh\w* dermatitis\b/,
      /\b(?:greasy|yellow\w*|crusty|flaky|scaly)\b.{0,30}\b(?:scales?|patches|crusts?|flakes)\b.{0,30}\bscalp\b|\bscal(?:es|y) on (?:his |her |the |my )?(?:scalp|head)\b/,
    ],
    associated: [
      /\bscalp\b|\bhead\b|\bhair\b|\bitch\w*|\bscratch\w*|\bcomb\w*|\bschool\b|\bjumper\b|\bshampoo\b|\bwhite\b|\bflak\w*|\bshoulders\b|\bgreasy\b|\byellow\w*|\bcrust\w*|\bscal\w*|\bbaby\b|\bbother\w*/,
    ],
    maxDays: 730,
    source: {
      title: 'Dandruff (NHS); Head lice and nits (NHS)',
      url: 'https://www.nhs.uk/conditions/head-lice-and-nits/',
    },
  },
  {
    id: 'threadworms',
    name: 'Threadworms',
    patterns: [
      /\bthread ?worms?\b|\bpin ?worms?\b|\bworms? in (?:his |her |my |the )?(?:poo|stool|bottom)\b|\bitchy (?:bottom|bum)\b.{0,20}\bat night\b/,
      // Described rather than named (NHS Threadworms): an itchy bottom at night, white threads in poo.
      /\b(?:scratch\w*|itch\w*) (?:at )?(?:his |her |my |their |the )?(?:bottom|bum)\b.{0,20}\b(?:at night|in bed|overnight)\b|\b(?:tiny |little |small )?(?:white )?threads? in (?:his |her |my |their |the )?(?:poo|stools?|nappy)\b/,
    ],
    associated: [
      /\bscratch\w*|\bitch\w*|\bbottom\b|\bbum\b|\bnight\b|\bwhite\b|\bthread\w*|\bpoo\b|\bworms?\b|\btiny\b/,
    ],
    minAge: 2,
    maxDays: 42,
    source: { title: 'Threadworms (NHS)', url: 'https://www.nhs.uk/conditions/threadworms/' },
  },
  {
    id: 'nappy-rash',
    name: 'Nappy rash',
    patterns: [
      /\bnappy rash\b|\bdiaper rash\b|\b(?:rash|erythema|red\w*|sore)\b.{0,15}\b(?:nappy|diaper) area\b|\b(?:rash|erythema|red\w*|sore)\b.{0,40}\b(?:where (?:his|her|the|their) (?:nappy|diaper) (?:goes|is|sits|covers)|(?:in|under|round|around) (?:his|her|the|their) (?:nappy|diaper))\b/,
    ],
    associated: [
      /\bnappy\b|\bdiaper\b|\bbottom\b|\bbum\b|\bskin folds?\b|\bsparing\b|\bred\b|\bsore\b|\bcream\b|\bbarrier\b|\bwell\b/,
      // NHS Nappy rash names diarrhoea among its causes: a loose tummy told as what was happening
      // when the rash started ("started when she had runny poos") is its cause, past.
      /\b(?:when|after|since) (?:she|he|they|the baby|baby) (?:had|has had) (?:a |an |some )?(?:loose (?:tummy|stools?|poos?|nappies)|runny poos?|diarrhea|upset tummy|tummy bug)\b/,
    ],
    maxAge: 4,
    maxDays: 10,
    // NHS: see a GP if the rash has blisters, pus or bleeds, spreads beyond the nappy, or the baby
    // has a high temperature.
    seeGpIf: [/\bblisters?\b|\bpus\b|\bbleed\w*|\bweep\w*|\booz\w*|\bspread\w*|\bhigh temperature\b/],
    source: { title: 'Nappy rash (NHS)', url: 'https://www.nhs.uk/conditions/nappy-rash/' },
  },
  {
    id: 'teething',
    name: 'Teething',
    patterns: [
      /\b(?:it is|it's|its|think it is|probably|must be|could be) (?:his |her |the |their )?teeth\b|\bteeth(?:ing|es)\b|\bcutting (?:a |her |his )?(?:new )?tooth\b|\bnew tooth\b|\bgnaw\w*/,
      // Described (NHS Baby teething symptoms): dribbling with chewing on things, or sore, red or
      // swollen gums. Only a baby under 3 is self-care; older, it is not a fitting complaint.
      /\b(?:drool\w*|dribbl\w*)\b.{0,40}\b(?:chew\w*|gnaw\w*|bit\w* on)\b|\b(?:chew\w*|gnaw\w*|bit\w* on)\b.{0,40}\b(?:drool\w*|dribbl\w*)\b|\b(?:sore|red|swollen|puffy)(?:,? (?:and )?(?:sore|red|swollen|puffy))? (?:(?:top|bottom|upper|lower|front|back) )?gums?\b|\b(?:(?:top|bottom|upper|lower|front|back) )?gums? (?:look |looks |are |is |seem |seems |feel |feels )?(?:a bit |slightly |quite |very |really )?(?:sore|red|swollen|puffy)\b/,
    ],
    associated: [
      /\bdribbl\w*|\bdrool\w*|\bgnaw\w*|\bchew\w*|\b(?:flushed|red|rosy) cheeks?\b|\bcheeks?\b|\birritable\b|\bgrizzl\w*|\bgrumpy\b|\bfussy\b|\bunsettled\b|\bgums?\b|\bfeeding\b|\bsleep\w*|\bteeth\b|\btooth\b/,
      /\b(?:top|bottom|upper|lower|front|back) (?:gums?|teeth|tooth)\b|\bwak\w* (?:at|in the) night\b|\bwak\w* up\b|\bchew\w*|\bbit\w* on\b|\beverything\b|\bfists?\b|\btoys?\b/,
    ],
    minAge: 0.25,
    maxAge: 3,
    // NHS: teething does not cause a high temperature or diarrhoea; a baby with these, or a rash,
    // or who is not feeding, should be checked for another cause.
    seeGpIf: [
      /\b(?:high|raised) temperature\b|\bfever\w*|\bfebrile\b|\bhot to (?:the )?touch\b|\b(?:temp\w*|t) (?:of |is |was )?(?:3[89]|4[0-2])(?:\.\d)?\b|\bdiarrh\w*|\bvomit\w*|\brash\b|\bnot (?:feeding|drinking|eating)\b|\brefus\w*/,
    ],
    maxDays: 14,
    source: {
      title: 'Baby teething symptoms (NHS)',
      url: 'https://www.nhs.uk/baby/babys-development/teething/baby-teething-symptoms/',
    },
  },
  {
    id: 'cradle-cap',
    name: 'Cradle cap',
    patterns: [
      /\bcradle cap\b|\b(?:greasy|yellow\w*|crusty|flaky|scaly)\b.{0,30}\b(?:scales?|patches|crusts?|flakes)\b.{0,30}\bscalp\b/,
    ],
    associated: [
      /\bscalp\b|\bhead\b|\bhair\b|\beyebrows?\b|\bgreasy\b|\byellow\w*|\bcrust\w*|\bscal\w*|\bflak\w*|\bwhite\b|\bbaby\b|\bbother\w*|\bwash\w*|\bshampoo\b|\bbrush\w*|\boil\b/,
    ],
    maxDays: 730,
    // NHS: see a GP or health visitor if it spreads to the face or body, or the skin is red, swollen
    // or hot, bleeds or leaks fluid.
    seeGpIf: [/\bspread\w*|\b(?:red|swollen|hot|raw)\b|\bbleed\w*|\bleak\w*|\booz\w*|\bweep\w*|\bpus\b/],
    source: { title: 'Cradle cap (NHS)', url: 'https://www.nhs.uk/conditions/cradle-cap/' },
  },
  {
    id: 'infant-reflux',
    name: 'Reflux (possetting) in a baby',
    patterns: [
      /\bposset\w*|\bspit(?:s|ting)? up\b|\bspitting (?:up )?(?:milk|feeds?)\b|\b(?:brings?|bringing|brought) up (?:a (?:little|bit of|small amount of) |some |small amounts of |a bit of )?(?:milk|(?:her |his |their )?feeds?)\b|\bsick(?:s|ing)? up (?:a (?:little|bit of) |some )?milk\b/,
    ],
    associated: [
      /\bmilk\b|\bfeeds?\b|\bfeeding\b|\bburp\w*|\bwind(?:ed|ing)?\b|\bwhite\b|\bcurdled\b|\bbibs?\b|\bmuslins?\b|\bsick\b|\bhiccup\w*|\bhappy\b|\bsettled\b|\bover ?feed\w*/,
    ],
    // NHS: reflux usually starts before 8 weeks and gets better by 1 year; see a GP if it starts
    // after 6 months or has not stopped by 1 year.
    maxAge: 1,
    maxDays: 365,
    // NHS: see a GP if the baby is not gaining weight, refuses feeds, is sick forcefully or often,
    // has green or yellow vomit or blood in the vomit or poo, cries a lot or has a high temperature.
    seeGpIf: [
      /\bprojectile\b|\bforceful\w*|\bgreen\b|\byellow\b|\bblood\w*|\bnot (?:gaining|putting on) weight\b|\blos(?:ing|t) weight\b|\brefus\w*|\bnot feeding\b|\bchok\w*|\bgagg\w*|\bcrying (?:all the time|constantly|for hours|non[- ]?stop|a lot)\b|\bscream\w*|\barch\w* (?:her|his|their) back\b|\bdiarrh\w*|\bhigh temperature\b|\bfever\b/,
    ],
    source: { title: 'Reflux in babies (NHS)', url: 'https://www.nhs.uk/conditions/reflux-in-babies/' },
  },
  {
    id: 'chilblains',
    name: 'Chilblains',
    patterns: [
      /\bchilblains?\b|\b(?:itchy|red|purple|red-purple|purplish|swollen|swellings?|patches)\b.{0,40}\b(?:toes|fingers)\b.{0,40}\b(?:cold|winter|chilly|frost)\b/,
      // Described: the cold weather first, or the swellings coming up after warming by a fire.
      /\b(?:cold (?:snap|spell|weather)|winter|frost\w*|chilly weather|freezing weather)\b.{0,60}\b(?:toes|fingers)\b.{0,60}\b(?:itch\w*|red\w*|purpl\w*|swell\w*|swollen)\b|\b(?:toes|fingers)\b.{0,60}\b(?:itch\w*|red|purpl\w*|swell\w*|swollen)\b.{0,60}\bwarm\w* (?:them|(?:my |his |her )?(?:toes|fingers|feet|hands))(?: up)? (?:by|at|on|in front of) (?:the |a )?(?:gas |electric |open )?(?:fire|heater|radiator)\b/,
    ],
    associated: [
      /\btoes?\b|\bfingers?\b|\bfeet\b|\bhands?\b|\bitch\w*|\bburn\w*|\bred\w*|\bpurpl\w*|\bswell\w*|\bswollen\b|\bskin\b|\bcold\b|\bwinter\b|\bgas\b|\bfire\b|\bheater\b|\bwarm\w*|\btender\b/,
    ],
    // NHS: see a GP if they have not got better within 3 weeks.
    maxDays: 21,
    // NHS: see a GP if they keep coming back, the pain is severe, or the skin is broken or infected;
    // toes that are white, numb or black are not chilblains.
    seeGpIf: [
      /\bsevere\w*|\bnumb\w*|\bwhite\b|\bblack\w*|\bskin (?:is |has )?(?:broken|split|cracked)\b|\bbroken skin\b|\bpus\b|\bulcer\w*|\binfect\w*|\bblister\w*|\bkeep (?:coming back|getting them)\b/,
    ],
    source: { title: 'Chilblains (NHS)', url: 'https://www.nhs.uk/conditions/chilblains/' },
  },
  {
    id: 'skin-everyday',
    name: 'Mild eczema flare, mild acne, dry or chapped skin, corns',
    patterns: [
      /\beczema\b|\batopic dermatitis\b|\bacne\b|\bpimples?\b|\bzits?\b|\bblackheads?\b|\bwhiteheads?\b|\bchapped\b|\b(?:dry|cracked|cracking|rough|split) (?:skin|lips|heels|hands|knuckles)\b|\b(?:lips|heels|hands|skin) (?:are |is )?(?:dry|cracked|chapped)(?: and (?:dry|cracked|chapped))?\b|\bcorns?\b|\bcallus\w*|\bhard skin\b/,
      /\bdry(?:,? (?:and )?(?:itchy|flaky|rough|scaly|tight))* skin\b|\bskin (?:is |feels )?(?:dry|flaky|rough)\b/,
    ],
    associated: [
      /\bitch\w*|\bdry\b|\bflar\w*|\bpatch\w*|\belbows?\b|\bknees?\b|\bwrists?\b|\bflexures?\b|\bcreases?\b|\bhands?\b|\bface\b|\bchin\b|\bforehead\b|\bback\b|\bfeet\b|\btoes?\b|\bheels?\b|\blips?\b|\bemollient\w*|\bmoisturi[sz]\w*|\bcream\b|\bspots?\b|\bcold\b|\bwinter\b|\btights\b|\bcatch\w*|\bred\w*|\bpurple\b|\bswell\w*|\bpulses? present\b|\bskin\b|\bteen\w*|\bpuberty\b|\bhard\b|\bshoes?\b|\bshins?\b|\blegs?\b|\bfoot\b|\bball of (?:my |the |his |her )?foot\b|\bsoles?\b|\bperiod\b|\bwhiteheads?\b|\bwashing\b|\bflak\w*|\bscal\w*|\brough\b/,
    ],
    maxDays: 730,
    // NHS Acne: see a GP for acne that is leaving scars, moderate or severe acne (cysts, nodules),
    // or acne that pharmacy treatment has not helped. NHS Atopic eczema: weeping or pus is infection.
    seeGpIf: [
      /\bnot (?:settling|settled|clearing|improving|responding|better|helping|working)\b.{0,40}\b(?:emollients?|moisturi[sz]\w*|creams?|hydrocortisone|steroids?|treatment)\b|\bscar(?:s|red|ring)?\b|\bpitted\b|\b(?:cystic|nodular|severe|moderate) acne\b|\bacne\b.{0,40}\b(?:cysts?|nodules?)\b|\bweep\w*|\booz\w*|\bpus\b/,
    ],
    source: {
      title: 'Atopic eczema (NHS); Acne (NHS); Corns and calluses (NHS)',
      url: 'https://www.nhs.uk/conditions/atopic-eczema/',
    },
  },
  {
    id: 'stye',
    name: 'Stye or eyelid lump',
    patterns: [
      /\bstyes?\b|\bsty\b|\bchalazion\b|\b(?:lump|spot|bump|pimple|boil|pustule|whitehead)\b.{0,30}\b(?:eye ?lid|lash line|eyelashes|eyelash)\b|\b(?:eye ?lid|lash line|eyelash)\b.{0,20}\b(?:lump|spot|bump|pimple|boil|pustule|whitehead)\b/,
    ],
    associated: [
      /\beyelid\b|\blid\b|\blump\b|\bspot\b|\bbump\b|\beyelash\b|\bedge\b|\bwarm compress\w*|\beye\b|\b(?:yellow|white) (?:head|point|spot)\b|\bhead on it\b/,
    ],
    maxDays: 21,
    // NHS: see a GP if the stye is very painful or swollen, or affects vision; the eyelid red and
    // swollen all over, or redness spreading round the eye, is urgent (periorbital cellulitis).
    seeGpIf: [
      /\b(?:very|really|badly|quite) (?:swollen|painful)\b|\beye (?:is |has )?(?:swollen|closed)\b|\bswollen shut\b|\bvision\b.{0,20}\b(?:blur\w*|affected|worse|changed|double)\b|\bblurr\w*|\bcannot see\b|\bspread\w*/,
    ],
    source: { title: 'Styes (NHS)', url: 'https://www.nhs.uk/conditions/stye/' },
  },
  {
    id: 'ingrown-toenail',
    name: 'Ingrown toenail',
    patterns: [/\bingrow(?:n|ing) (?:toe)?nails?\b|\b(?:toe)?nail\b.{0,20}\b(?:digging|growing) in\w*/],
    associated: [/\btoes?\b|\bnails?\b|\bside\b|\bshoes?\b|\btight\b|\bred\b|\bsore\b|\bbig\b/],
    maxDays: 30,
    source: { title: 'Ingrown toenail (NHS)', url: 'https://www.nhs.uk/conditions/ingrown-toenail/' },
  },
  {
    id: 'neck-pain',
    name: 'Stiff or painful neck without warning signs',
    patterns: [
      /\b(?:pulled|tweaked|strained|cricked|ricked) (?:a muscle in )?(?:my |his |her )?neck\b|\bcrick in (?:my |his |her )?neck\b|\bstiff (?:and )?(?:painful |sore )?neck\b|\bneck (?:pain|ache|is stiff|stiffness|strain)\b|\bslept (?:funny|awkwardly|badly|wrong)\b|\bwry ?neck\b|\btorticollis\b/,
    ],
    associated: [
      /\bneck\b|\bshoulders?\b|\bturn\w*(?: (?:my|his|her) head)?|\b(?:move|moving|tilt\w*|look\w*) (?:my|his|her) head\b|\brotation\b|\bwoke\b|\bsleeping (?:funny|awkwardly|badly|wrong)\b|\bpillow\b|\bdesk\b|\bposture\b|\bstiff\w*/,
    ],
    minAge: 12,
    maxDays: 42,
    // NHS Neck pain: see a GP with pins and needles, numbness or weakness in the arms; with a high
    // temperature, a rash, a headache or light hurting the eyes a stiff neck may be meningitis.
    seeGpIf: [
      /\b(?:temperature|fever\w*|rash|headache|vomit\w*)\b|\blights? (?:hurts?|bothers?|bother)\b|\bpins and needles\b|\bnumb\w*|\btingl\w*|\bweak\w*/,
    ],
    source: { title: 'Neck pain (NHS)', url: 'https://www.nhs.uk/conditions/neck-pain/' },
  },
  {
    id: 'minor-head-bump',
    name: 'Minor head bump, behaving normally',
    patterns: [
      /\b(?:bump\w*|bang\w*|knock\w*|hit|whack\w*|clonk\w*)\b (?:(?:his|her|my|their|the) )?(?:head|forehead)\b|\b(?:bump|lump|egg|bruise) on (?:the |his |her |my |their )?(?:head|forehead)\b/,
    ],
    associated: [
      /\blump\w*|\bbump\w*|\bbruis\w*|\b(?:gone |going |turned |turning )?(?:blue|purple)\b|\bcried\b|\bcrying\b|\bcoffee table\b|\btable\b|\bdoor\w*|\bcupboard\b|\bshelf\b|\bbed\b|\bplayground\b|\bfloor\b|\bsmall\b|\bhead\b|\bforehead\b|\bice\b|\bnormally\b|\bback to (?:normal|himself|herself)\b/,
    ],
    minAge: 1,
    maxDays: 2,
    seeGpIf: [
      /\bheadache\b.{0,30}\b(?:worse|not going|will not go|getting)\b|\bnot (?:himself|herself|themselves)\b/,
      // NHS Head injury: A&E after a head injury with alcohol or drugs taken just before it, a
      // clotting disorder or blood thinners; never self-care (the red flags may set it higher).
      /\b(?:drunk|drinking|alcohol|pints?|units|beers?|wine|drugs)\b|\bwarfarin\b|\bapixaban\b|\brivaroxaban\b|\bedoxaban\b|\bdabigatran\b|\bblood thinn\w*|\banticoagula\w*|\bclotting (?:problem|disorder|condition)\b|\bhaemophilia\b|\bhemophilia\b/,
    ],
    source: {
      title: 'Head injury and concussion (NHS)',
      url: 'https://www.nhs.uk/conditions/head-injury-and-concussion/',
    },
  },
  {
    id: 'low-mood-life-event',
    name: 'Low mood after a life event, coping, no thoughts of self-harm',
    patterns: [
      /\b(?:low|sad|down|fed up|upset|gutted|heartbroken|tearful)\b.{0,40}\b(?:since|after|because of|over) (?:the |my |a |our )?(?:break ?up|split|divorce|separation|redundancy|job loss|losing my job|exam results|row|argument|move)\b|\b(?:since|after) (?:the |my |a |our )?(?:break ?up|split)\b.{0,40}\b(?:low|sad|down|upset|tearful|crying)\b/,
    ],
    associated: [
      /\bcry\w*|\btearful\b|\bsad\w*|\blow\b|\bdown\b|\bupset\b|\bmood\b|\bfeel\w*|\bwork\b|\bfriends\b|\bfamily\b|\bsleep\w*|\bcoping\b|\bgoing out\b/,
    ],
    minAge: 12,
    maxDays: 14,
    seeGpIf: [/\bcannot cope\b|\bnot coping\b|\bhopeless\w*|\bworthless\b/],
    source: {
      title: 'Low mood, sadness and depression (NHS)',
      url: 'https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/low-mood-sadness-depression/',
    },
  },
  {
    id: 'hangover',
    name: 'Hangover',
    patterns: [
      /\bhang ?over\b|\bhung ?over\b|\b(?:drank|drunk|had) (?:(?:way|far|much|a bit|a little|slightly) )?(?:too much|a lot|loads|a few too many)\b.{0,40}\b(?:last night|yesterday)\b|\bheavy night\b/,
      // Described: a headache, nausea or thirst the morning after drinking ("after ~10 units last night").
      /\b(?:after|from|drank|drinking|had)\b[^.;!?]{0,20}\b(?:units?|alcohol|pints|drinks|wine|beer|booze|spirits|shots|cocktails)\b[^.;!?]{0,30}\b(?:last night|the night before|yesterday evening)\b/,
    ],
    associated: [
      /\bheadache\b|\b(?:thumping|pounding|sore|banging) head\b|\bhead\b|\bqueasy\b|\bnause\w*|\b(?:feel\w* )?sick\b|\bdry mouth\b|\bthirst\w*|\btired\b|\b(?:vomited|been sick|was sick|threw up) once\b|\bwine\b|\bbeer\b|\bpints?\b|\bdrinks?\b|\bglasses\b|\bfatigue\w*|\bthrobb\w*|\bfrontal\b|\b(?:on )?waking\b|\balcohol\b|\bunits?\b|\bnight out\b|\bwork do\b|\bparty\b|\bhuman\b|\bwater\b/,
    ],
    minAge: 18,
    maxDays: 2,
    source: {
      title: 'Hangover cures (NHS)',
      url: 'https://www.nhs.uk/live-well/alcohol-advice/hangover-cures/',
    },
  },
  {
    id: 'hiccups',
    name: 'Hiccups (under 48 hours)',
    patterns: [/\bhiccups?\b|\bhiccoughs?\b/],
    associated: [/\bfizzy\b|\bdrink\b|\bgulp\w*|\bate\b|\beating\b/],
    maxDays: 2,
    source: { title: 'Hiccups (NHS)', url: 'https://www.nhs.uk/conditions/hiccups/' },
  },
  {
    id: 'vaginal-thrush',
    name: 'Vaginal thrush (known, recurring the same way)',
    patterns: [
      /\bthrush\b|\bcandida\w*|\byeast infection\b|\bvvc\b/,
      /\b(?:thick,? )?(?:white,? )?(?:curd|curdy|cottage[- ]cheese)(?:[- ]like)? (?:vaginal )?discharge\b|\bdischarge\b.{0,20}\blike cottage cheese\b|\bclotrimazole pessar\w*|\bcanesten\b/,
    ],
    associated: [
      /\bvulva\w*|\bvagina\w*|\bitch\w*|\bdischarge\b|\bthick\b|\bwhite\b|\bcottage cheese\b|\bsore\b|\bcream\b|\bpessary\b|\bfluconazole\b/,
    ],
    minAge: 16,
    maxAge: 60,
    maxDays: 14,
    // NHS: see a GP the first time, or with a smelly or coloured discharge, pelvic pain, bleeding,
    // or sores.
    seeGpIf: [
      /\bfirst (?:time|episode)\b|\bnever had (?:it|this|thrush) before\b|\bsmell\w*|\bodou?r\w*|\bfishy\b|\bgreen\w*|\byellow\w*|\bgrey\b|\bpelvic pain\b|\b(?:tummy|abdominal|lower abdominal) pain\b|\bbleed\w*|\bsores?\b|\bblisters?\b|\bulcers?\b/,
    ],
    source: {
      title: 'Thrush in men and women (NHS)',
      url: 'https://www.nhs.uk/conditions/thrush-in-men-and-women/',
    },
  },
  {
    id: 'heat-exhaustion-recovered',
    name: 'Heat exhaustion that settled within 30 minutes of cooling',
    patterns: [
      /\bheat exhaustion\b|\b(?:too much|a lot of|out in the) (?:sun|heat)\b|\b(?:in|from) the (?:heat|sun)\b.{0,80}\b(?:better|fine|normal|back to normal|recovered)\b|\b(?:dizzy|faint|sweaty|headachy|light[- ]?headed)\b.{0,60}\b(?:heat|sun|hot (?:day|weather))\b/,
      // After a race or hard exercise: dizzy, sweaty, sick or crampy, and said to have settled
      // once cooled (the NHS expects improvement within 30 minutes of cooling and fluids).
      /\b(?:(?:half[- ])?marathon|fun run|race|triathlon|parkrun|\d+ ?km? (?:run|race)|long run|finish(?:ed|er|ing)? (?:line|the run|the race))\w*\b.{0,60}\b(?:dizz\w*|sweat\w*|nause\w*|feel\w* sick|cramp\w*|light[- ]?headed|headach\w*)\b(?=.{0,200}\b(?:resolved|settled|recovered|back to normal|(?:fully|completely) better)\b)/,
    ],
    associated: [
      /\bdizz\w*|\bsweat\w*|\bheadach\w*|\blight[- ]?headed\b|\btired\b|\bthirst\w*|\bshade\b|\bcold drink\b|\bfan\b|\bwater\b|\bheat\b|\bsun\b|\bhot\b|\bgarden\w*|\bwalk\w*|\bzoo\b|\bbeach\b/,
      /\bnause\w*|\bfeel\w* sick\b|\bcramp\w*|\bcooled\b|\bcooling\b|\b(?:oral )?fluids\b|\bfinisher\b|\b(?:half[- ])?marathon\b|\brace\b|\brun\b/,
    ],
    maxDays: 1,
    source: {
      title: 'Heat exhaustion and heatstroke (NHS)',
      url: 'https://www.nhs.uk/conditions/heat-exhaustion-heatstroke/',
    },
  },
  {
    id: 'hives-mild',
    name: 'Mild hives (a local itchy rash, no swelling)',
    patterns: [/\bhives\b|\bnettle rash\b|\burticari\w*|\bwelts\b|\bwheals?\b/],
    associated: [
      /\brash\b|\bitch\w*|\braised\b|\bred\b|\bbumps?\b|\bpatch\w*|\bantihistamine\w*|\bskin\b|\b(?:arms?|legs?|chest|back|tummy|belly|neck|thighs?|body|all over|trunk)\b|\bwashing powder\b|\bdetergent\b/,
    ],
    maxDays: 2,
    // NHS: hives with swelling under the skin (lips, face, tongue: angioedema) or that keep coming
    // back need a GP; swelling of the throat or trouble breathing is an emergency (the rules).
    seeGpIf: [
      /\bangioedema\b|\b(?:lips?|tongue|face|eyes?|eyelids?|throat|mouth)\b.{0,20}\b(?:swell\w*|swollen|puff\w*)\b|\b(?:swell\w*|swollen|puff\w*)\b.{0,20}\b(?:lips?|tongue|face|eyes?|eyelids?|throat|mouth)\b|\bkeeps? (?:getting|coming back)\b/,
    ],
    source: { title: 'Hives (NHS)', url: 'https://www.nhs.uk/conditions/hives/' },
  },
  {
    id: 'short-insomnia',
    name: 'Short-term poor sleep',
    patterns: [
      /\binsomnia\b|\b(?:cannot|trouble|struggling to|difficulty) (?:get to )?sleep\w*|\b(?:not|have not been|haven't been) sleeping (?:well|much)\b|\bsleeping badly\b/,
    ],
    associated: [/\bnights?\b|\bbed\b|\bawake\b|\bwak\w*|\bscreens?\b|\bcaffeine\b|\bcoffee\b|\btired\b/],
    minAge: 12,
    maxDays: 28,
    source: { title: 'Insomnia (NHS)', url: 'https://www.nhs.uk/conditions/insomnia/' },
  },
  {
    id: 'leg-cramps',
    name: 'Leg cramps',
    patterns: [
      /\b(?:leg|calf|foot|night) cramps?\b|\bcramps? in (?:my |his |her |both |one )?(?:legs?|calf|calves|foot|feet)\b/,
    ],
    associated: [/\bnight\b|\bcalf\b|\bcalves\b|\bleg\b|\bfoot\b|\bstretch\w*|\bwoke\b|\btight\w*/],
    maxDays: 60,
    // Round twenty-one (dev-probes-17): the NHS pregnancy pages list leg cramps among the common
    // complaints of pregnancy, eased by stretching; a swollen, red or hot calf is read by the clot rules.
    inPregnancy: true,
    source: { title: 'Leg cramps (NHS)', url: 'https://www.nhs.uk/conditions/leg-cramps/' },
  },
  {
    id: 'boil',
    name: 'A single boil (no fever, not on the face)',
    patterns: [
      /\bboils?\b(?! (?:the |a |some )?(?:kettle|water|eggs?|milk|pan))(?!.{0,30}\b(?:eye ?lid|lash line|eyelash)\b)|\bfuruncles?\b/,
    ],
    associated: [
      /\b(?:red |painful |tender |sore |small |big |hard )*(?:lump|bump|spot)\b|\b(?:yellow|white) (?:head|top|centre|center|point)\b|\bhead\b|\bpus\b|\bneck\b|\barmpit\b|\bgroin\b|\bbum\b|\bbottom\b|\bbuttock\w*|\bthigh\b|\bback\b|\bwarm (?:compress|flannel|cloth)\b|\bcame up\b/,
    ],
    maxDays: 14,
    seeGpIf: [
      /\bboils?\b.{0,40}\b(?:face|nose|lip|eyelid|near (?:my |the )?eye)\b|\b(?:face|nose|lip)\b.{0,20}\bboils?\b|\bkeeps? (?:getting|coming back)\b|\bcarbuncles?\b|\bcluster of boils\b/,
    ],
    source: { title: 'Boils and carbuncles (NHS)', url: 'https://www.nhs.uk/conditions/boils/' },
  },
  {
    id: 'bunion',
    name: 'Bunion',
    patterns: [
      /\bbunions?\b|\bhallux valgus\b|\bbony (?:bump|lump)\b.{0,40}\bbig toe\b|\bbig toe\b.{0,30}\b(?:bony )?(?:bump|lump)\b/,
    ],
    associated: [
      /\bbig toe\b|\btoes?\b|\bfoot\b|\bfeet\b|\bshoes?\b|\brubs?\b|\brubbing\b|\bside\b|\bjoint\b|\bbony\b/,
    ],
    maxDays: 36500,
    seeGpIf: [
      /\b(?:cannot|can not|unable to|struggl\w* to) walk\b|\bdiabet\w*|\bhot\b|\b(?:came on|overnight|last night|suddenly|since yesterday)\b/,
    ],
    source: { title: 'Bunions (NHS)', url: 'https://www.nhs.uk/conditions/bunions/' },
  },
  {
    id: 'dry-eyes',
    name: 'Dry or tired eyes',
    patterns: [
      /\bdry eyes?\b|\beyes? (?:feel |are |is |feeling )?(?:dry|tired|strained)\b|\beye ?strain\b|\btired eyes\b/,
    ],
    associated: [
      /\bgritty\b|\bscreens?\b|\bcomputer\b|\blaptop\b|\bphone\b|\breading\b|\bwatering\b|\bwatery\b|\bdrops\b|\bair con\w*|\bheating\b|\bwind\w*|\beyes?\b|\bcontact lenses\b/,
    ],
    minAge: 12,
    maxDays: 365,
    seeGpIf: [/\bvision\b.{0,20}\b(?:blur\w*|changed|worse|gone)\b|\bsensitiv\w* to light\b/],
    source: { title: 'Dry eyes (NHS)', url: 'https://www.nhs.uk/conditions/dry-eyes/' },
  },
  {
    id: 'cystitis',
    name: 'Cystitis in a woman (16 to 64, not pregnant, no fever)',
    patterns: [
      /\bcystitis\b|\b(?:burning|stinging|pain|hurts?|sore)\b (?:when|while|on|as) (?:i |she )?(?:wee|pee|urinat\w*|pass(?:ing)? (?:urine|water)|go to the (?:loo|toilet))\b|\bdysuria\b|\b(?:painful|burning|stinging) (?:urination|micturition)\b|\bneed(?:ing)? to (?:wee|pee|go) (?:all the time|more often|a lot|constantly|every \w+ minutes)\b|\b(?:wee|pee)ing (?:all the time|more often|a lot)\b/,
    ],
    associated: [
      /\bfrequen\w*|\burgen\w*|\bcloudy\b|\bsmell\w*|\bwee\b|\bpee\b|\burine\b|\bloo\b|\btoilet\b|\blower (?:tummy|belly|abdomen)\b|\bcranberry\b|\bcystitis\b|\bneed\w* to go\b|\ball the time\b/,
    ],
    minAge: 16,
    maxAge: 65,
    maxDays: 3,
    sex: 'female',
    seeGpIf: [
      /\bblood\w*|\bhaematuria\b|\bhematuria\b|\bkeeps? (?:getting|coming back)\b|\b(?:third|fourth|fifth|\d+(?:rd|th)) (?:time|one)\b/,
    ],
    source: {
      title: 'Cystitis (NHS); Urinary tract infections (UTIs) (NHS Pharmacy First)',
      url: 'https://www.nhs.uk/conditions/cystitis/',
    },
  },
  {
    id: 'known-migraine',
    name: 'A usual migraine attack in someone known to have migraine',
    patterns: [
      /\b(?:my |one of my |usual |typical |normal |regular )(?:usual |typical |normal |regular )?migraines?\b|\bmigraine\b.{0,50}\b(?:as usual|same as (?:always|usual|before|normal|my others)|like (?:i )?always (?:get|have)|usual one|i always get)\b/,
    ],
    associated: [
      /\bthrobb\w*|\bpound\w*|\bone side\b|\bone-sided\b|\blight\b|\bnoise\b|\bsound\b|\bsensitiv\w*|\baura\b|\bzigzag\w*|\btriptan\w*|\bsumatriptan\b|\brizatriptan\b|\bdark room\b|\bfeel\w* sick\b|\bnause\w*|\bheadache\b|\bsame as always\b|\bas usual\b|\busual\b|\bhelping\b|\bhead\b/,
    ],
    minAge: 12,
    maxDays: 3,
    seeGpIf: [/\b(?:worst|different|new (?:kind|type)|unlike (?:my )?usual|not like my usual)\b/],
    source: { title: 'Migraine (NHS)', url: 'https://www.nhs.uk/conditions/migraine/' },
  },
  {
    id: 'ringworm',
    name: 'Ringworm or jock itch',
    patterns: [
      /\bringworm\b|\btinea (?:corporis|cruris|capitis)\b|\bjock itch\b|\bring[- ]shaped\b|\b(?:red|itchy|scaly|pink) rings?\b|\bcircular (?:itchy |red |scaly |pink )*(?:rash|patch)\b|\b(?:rash|patch)\b.{0,30}\b(?:clear|clearer|paler) (?:in the )?(?:middle|centre|center)\b/,
    ],
    associated: [
      /\bpatch\w*|\brings?\b|\bmiddle\b|\bcentre\b|\bcenter\b|\bedges?\b|\bscal\w*|\brash\b|\barms?\b|\blegs?\b|\bbody\b|\bgroin\b|\bthighs?\b|\bchest\b|\bback\b|\bneck\b|\bpets?\b|\bcats?\b|\bdogs?\b|\bcream\b|\bclotrimazole\b|\bterbinafine\b|\bskin\b/,
    ],
    maxDays: 28,
    seeGpIf: [/\bscalp\b|\bspread\w* (?:all over|over (?:my|the) body)\b/],
    source: { title: 'Ringworm (NHS)', url: 'https://www.nhs.uk/conditions/ringworm/' },
  },
  {
    id: 'scabies',
    name: 'Scabies',
    patterns: [
      /\bscabies\b|\b(?:itchy|itching|itch|rash)\b.{0,40}\bbetween (?:my |his |her |the )?fingers\b|\bburrows?\b.{0,30}\b(?:skin|fingers|wrists?)\b/,
    ],
    associated: [
      /\bnights?\b|\brash\b|\bspots?\b|\bfingers?\b|\bwrists?\b|\bhands?\b|\bintense\w*|\bitch\w*|\bpermethrin\b|\bcream\b|\bhousehold\b|\bsame\b|\bbumps?\b|\blines?\b/,
    ],
    minAge: 2,
    maxDays: 42,
    source: { title: 'Scabies (NHS)', url: 'https://www.nhs.uk/conditions/scabies/' },
  },
  {
    id: 'shin-splints',
    name: 'Shin splints',
    patterns: [
      /\bshin splints?\b|\bmedial tibial stress\b|\b(?:pain|ache|aching|sore\w*|hurt\w*)\b.{0,30}\bshins?\b.{0,40}\b(?:running|run|runs|jogging|jog|exercise|training|football|netball|dancing)\b/,
    ],
    associated: [
      /\bshins?\b|\bfront\b|\bboth\b|\blegs?\b|\brunning\b|\bjogging\b|\bexercise\b|\bstarted\b|\btraining\b/,
    ],
    minAge: 12,
    maxDays: 21,
    seeGpIf: [/\bswollen\b|\bswelling\b|\bnumb\w*|\bat rest\b|\bat night\b/],
    source: { title: 'Shin splints (NHS)', url: 'https://www.nhs.uk/conditions/shin-splints/' },
  },
  {
    id: 'tennis-elbow',
    name: "Tennis or golfer's elbow",
    patterns: [
      /\btennis elbow\b|\bgolfer'?s elbow\b|\b(?:lateral|medial) epicondyl\w*|\b(?:pain|ache|aching|sore\w*|hurt\w*)\b.{0,30}\b(?:outside|inside|outer|inner) (?:of |part of )?(?:my |the |his |her )?elbow\b/,
    ],
    associated: [
      /\bgrip\w*|\belbow\b|\bforearm\b|\blift\w*|\btwist\w*|\bdiy\b|\btyping\b|\bmouse\b|\btennis\b|\bpainting\b|\bdecorating\b|\bgardening\b|\bjar\w*|\barm\b|\bthings\b/,
    ],
    minAge: 16,
    maxDays: 84,
    seeGpIf: [
      /\bswollen\b|\bswelling\b|\bnumb\w*|\btingl\w*|\bcannot (?:bend|straighten|move)\b|\bfell\b|\bfall\b/,
    ],
    source: { title: 'Tennis elbow (NHS)', url: 'https://www.nhs.uk/conditions/tennis-elbow/' },
  },
  {
    id: 'contact-dermatitis',
    name: 'Contact dermatitis (a rash where something touched the skin)',
    patterns: [
      /\bcontact dermatitis\b|\b(?:rash|itch\w*|red\w*)\b.{0,40}\bwhere (?:my |the |his |her )?(?:\w+ ){0,3}(?:touches|touched|rubs|rubbed|sits|sat|was)\b|\b(?:reaction|rash|allerg\w*) (?:to|from) (?:a |my |the |new |cheap )?(?:\w+ )?(?:watch|strap|jewell?ery|earrings?|necklace|ring|belt buckle|buckle|nickel|metal|washing powder|detergent|soap|shower gel|perfume|hair dye|plasters?|gloves|makeup|moisturi[sz]er)\b/,
    ],
    associated: [
      /\bwrists?\b|\bneck\b|\bears?\b|\bfingers?\b|\bhands?\b|\bstrap\b|\bwatch\b|\bnickel\b|\bmetal\b|\bnew\b|\bitch\w*|\brash\b|\bdry\b|\bskin\b|\bbuckle\b|\bbelly\b|\btummy\b|\bjewell?ery\b|\bring\b|\bearrings?\b/,
    ],
    maxDays: 21,
    source: { title: 'Contact dermatitis (NHS)', url: 'https://www.nhs.uk/conditions/contact-dermatitis/' },
  },
  {
    id: 'whiplash-mild',
    name: 'Mild whiplash (neck ache after a minor bump, moving freely)',
    patterns: [
      /\bwhiplash\b|\bneck\b.{0,40}\b(?:after|since|from) (?:a |the |my )?(?:minor |small |little |low[- ]speed )?(?:car |road |traffic )?(?:accident|crash|collision|shunt|bump|prang|rear[- ]ended)\b|\b(?:minor |small |little |low[- ]speed )(?:car )?(?:accident|crash|collision|shunt|bump|prang)\b.{0,60}\bneck\b/,
    ],
    associated: [
      /\bneck\b|\bshoulders?\b|\bstiff\w*|\bmove (?:it|my neck)\b|\bturn\w*|\bcar\b|\baccident\b|\bcrash\b|\bshunt\b|\bbump\b|\byesterday\b|\brear[- ]ended\b|\bprang\b/,
    ],
    minAge: 16,
    maxAge: 65,
    maxDays: 42,
    seeGpIf: [
      /\bhigh speed\b|\brolled\b|\bthrown\b|\bmotorbike\b|\bcannot (?:move|turn) (?:it|my neck|my head)\b/,
    ],
    source: { title: 'Whiplash (NHS)', url: 'https://www.nhs.uk/conditions/whiplash/' },
  },
  {
    id: 'plantar-fasciitis',
    name: 'Heel pain (plantar fasciitis)',
    patterns: [
      /\bplantar fasci\w*|\bheels? (?:pain|ache|aches|aching|hurts?|(?:is|are) (?:sore|painful))\b|\b(?:pain|ache|aching|sore\w*) (?:in|under|on|at) (?:the )?(?:bottom of )?(?:my |his |her |the |both )?heels?\b|\b(?:sore|painful) heels?\b/,
    ],
    associated: [
      // NHS: worse on the first steps after sleeping or resting, better once moving.
      /\b(?:first|get|gets|getting|got) (?:out of bed|up|steps?)\b|\b(?:in the )?mornings?\b|\bwalk\w*|\bstanding\b|\beases?\b|\barch\b|\bsoles?\b|\bfoot\b|\bfeet\b|\bheels?\b|\bshoes?\b|\brunning\b|\bresting\b/,
    ],
    minAge: 16,
    // NHS: see a GP if it has not improved after treating it yourself for 2 weeks.
    maxDays: 14,
    // NHS: see a GP for pain that is severe or stops normal activities, is getting worse or keeps
    // coming back, or with diabetes, tingling or numbness, or a high temperature; a minor injuries
    // unit or A&E after an injury with a snap or pop, or a foot that is a funny shape.
    seeGpIf: [
      /\bsevere\b|\b(?:cannot|can not|could not|unable to|struggl\w* to) (?:walk|stand|work|put weight)\b|\btingl\w*|\bnumb\w*|\bpins and needles\b|\b(?:high )?temperature\b|\bfever\w*|\bhot and shivery\b|\bswell\w*|\bswollen\b|\binjur\w*|\bsnap\w*|\bpop\w*|\bfell\b|\bfall\b|\bjump\w*/,
    ],
    source: { title: 'Plantar fasciitis (NHS)', url: 'https://www.nhs.uk/conditions/plantar-fasciitis/' },
  },
  {
    id: 'otitis-externa',
    name: 'Outer ear infection (otitis externa)',
    patterns: [
      /\botitis externa\b|\bswimmer'?s ear\b|\b(?:itchy|sore|tender|painful|red|irritated)(?:,? (?:and )?(?:mildly |slightly |a bit )?(?:itchy|sore|tender|painful|red|irritated))* (?:(?:left|right) )?ear canals?\b|\bear canals? (?:is |are |feels )?(?:itchy|sore|tender|red|irritated)\b/,
    ],
    associated: [
      /\bswimming\b|\bswim\b|\bpool\b|\bholiday\b|\bearbuds?\b|\bcotton buds?\b|\bears?\b|\bitch\w*|\bhearing\b/,
    ],
    minAge: 2,
    maxDays: 14,
    // NHS Otitis externa: see a GP if it does not get better with pharmacy ear drops, with ear pain,
    // discharge, swelling or redness around the ear, hearing loss or a high temperature.
    seeGpIf: [
      /\bdischarg\w*|\bpus\b|\boozing\b|\bleaking\b|\b(?:hearing (?:loss|is (?:worse|muffled|reduced))|(?:cannot|can not|could not) hear|deaf\w*|muffled)\b|\bswell\w*|\bswollen\b|\b(?:high )?temperature\b|\bfever\w*|\bsevere\b|\bdiabet\w*/,
    ],
    source: { title: 'Otitis externa (NHS)', url: 'https://www.nhs.uk/conditions/otitis-externa/' },
  },
  {
    id: 'burst-blood-vessel-eye',
    name: 'Burst blood vessel in the eye (subconjunctival haemorrhage)',
    patterns: [
      /\bsubconjunctival (?:haemorrhage|hemorrhage|bleed)\b|\bburst (?:a )?blood vessel in (?:my |his |her |the )?eye\b|\b(?:bright |blood ?)?red (?:patch|spot|blotch|mark|area) (?:on|in) (?:the )?white (?:part )?of (?:my |his |her |the )?eyes?\b|\bblood (?:spot |patch )?(?:on|in) the white (?:part )?of (?:my |his |her |the )?eyes?\b/,
    ],
    associated: [
      /\bwoke up\b|\blooks? (?:terrible|awful|scary|horrible|bad|alarming)\b|\bcough\w*|\bsneez\w*|\bstrain\w*/,
    ],
    // NHS: it usually gets better in about 2 weeks; see a GP if it has not.
    maxDays: 14,
    // NHS: see a GP if it has not gone after 2 weeks, it keeps happening, you take blood thinners
    // such as warfarin, or you have high blood pressure; urgent care for a painful eye, a change in
    // vision, discharge, or after an injury.
    seeGpIf: [
      /\bwarfarin\b|\bapixaban\b|\brivaroxaban\b|\bedoxaban\b|\bdabigatran\b|\bblood thinn\w*|\banticoagula\w*|\bhigh blood pressure\b|\bhypertension\b|\bkeeps? (?:happening|coming back|getting)\b|\bpain\w*|\bhurts?\b|\bvision\b.{0,20}\b(?:blur\w*|chang\w*|worse|double|affected|gone)\b|\bblurr\w*|\bdischarg\w*|\bsticky\b|\binjur\w*|\bhit\b|\bpoked\b|\bbleeding (?:gums|disorder)\b|\bbruis\w*/,
    ],
    source: {
      title: 'Burst blood vessel in eye (NHS)',
      url: 'https://www.nhs.uk/conditions/burst-blood-vessel-in-eye/',
    },
  },
  {
    id: 'pregnancy-sickness',
    name: 'Morning sickness in early pregnancy',
    patterns: [
      /\bmorning sickness\b|\bpregnancy sickness\b|\bnausea (?:and vomiting )?(?:of|in) (?:early )?pregnancy\b/,
      // Described: "9 weeks pregnant and feel sick most mornings" (NHS: it usually clears up by weeks
      // 16 to 20, so only up to 16 weeks).
      /(?<=\b(?:[4-9]|1[0-6]) ?(?:weeks?|wks?) pregnant\b.{0,60})\b(?:feel\w* (?:sick|queasy|nauseous)|nause\w*|queasy|throw\w* up|vomit\w*|being sick)\b/,
    ],
    associated: [
      /\b(?:[4-9]|1[0-6]) ?(?:weeks?|wks?) pregnant\b|\bpregnant\b|\bmornings?\b|\bsick\b|\bthrow\w* up\b|\bvomit\w*|\bnause\w*|\bqueasy\b|\bginger\b|\bcrackers\b|\bsmells?\b/,
      /\bkeeping (?:fluids|food|water|drinks?|some food|it|most things)(?: and (?:some )?(?:food|fluids|water|drinks?))? down\b/,
    ],
    minAge: 16,
    maxDays: 105,
    inPregnancy: true,
    // NHS: contact a midwife or GP if she cannot keep food or fluids down for 24 hours, has very dark
    // pee or has not peed for 8 hours, feels weak, dizzy or faint on standing, has tummy pain or a
    // high temperature, vomits blood or has lost weight; and past about 16 weeks it is not early
    // pregnancy sickness.
    seeGpIf: [
      /\bdark (?:pee|wee|urine)\b|\b(?:pee|wee|urine) (?:is |was |looks )?(?:very |really )?dark\b|\b(?:not|hardly|barely|never) (?:been )?(?:peed|weed|peeing|weeing|passed urine|passing urine|had a (?:pee|wee))\b|\b(?:cannot|can not|could not|unable to|not able to|not|never) (?:been able to )?(?:keep|keeping|hold|holding) (?:anything|any|food|fluids?|water|drinks?|it)\b|\bweak\w*|\bdizz\w*|\bfaint\w*|\b(?:tummy|stomach|abdominal|belly) pain\b|\bpain in (?:my |her |the )?(?:tummy|stomach|belly|abdomen)\b|\btemperature\b|\bfever\w*|\bblood\b|\blost weight\b|\bweight loss\b|\blosing weight\b|\bhyperemesis\b|\b(?:1[7-9]|[2-4]\d) ?(?:weeks?|wks?)\b|\b(?:second|third) trimester\b/,
    ],
    source: {
      title: 'Vomiting and morning sickness in pregnancy (NHS)',
      url: 'https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/vomiting-and-morning-sickness/',
    },
  },
];

/**
 * Words that name a symptom, a body part or a problem. Any of them left over once the self-care
 * complaints have taken their words (and outside a negated clause) means the text describes
 * something else, which a clinician should assess.
 */
const CLINICAL =
  /\b(?:pain\w*|ache\w*|aching|hurt\w*|sore\w*|tender\w*|bleed\w*|blood\w*|lump\w*|mass|swell\w*|swollen|rash\w*|spots?|blister\w*|fever\w*|temperature|vomit\w*|sick|nause\w*|diarrhea|constipat\w*|numb\w*|tingl\w*|weak\w*|dizz\w*|faint\w*|breath\w*|cough\w*|wheez\w*|itch\w*|discharge|burn\w*|urin\w*|pee\w*|wee(?:s|d|ing)?|stool\w*|poo(?!ls?\b|dles?\b)\w*|weight|tired\w*|fatigue\w*|exhaust\w*|cramp\w*|stiff\w*|confus\w*|seiz\w*|vision|blur\w*|hear\w*|deaf\w*|ears?|eyes?|throat|nose|sneez\w*|chest|heart|palpitat\w*|head|neck|joints?|knees?|ankles?|wrists?|shoulders?|hips?|legs?|arms?|feet|foot|hands?|fingers?|toes?|skin|red|reddish|redness|yellow\w*|jaundice|infect\w*|pus|wound\w*|cuts?(?! (?:the |my |his |her |our )?(?:grass|lawn|hedges?|hair|nails|down|back|out)\b)|bites?|stings?|sweat\w*|chills?|shiver\w*|sleep\w*|insomnia|anxi\w*|depress\w*|mood|stress\w*|periods?|pregnan\w*|spotting|memory|forget\w*|tremor\w*|shak\w*|fell|falls?|injur\w*|broke\w*|fractur\w*|sprain\w*|strain\w*|twist\w*|warts?|moles?|sores?|ulcer\w*|abdom\w*|belly|stomach|tummy|bowel\w*|gas|bloat\w*|heartburn|reflux|indigestion|appetite|thirst\w*|cold|flu|virus|viral|lethargic|drowsy|sleepy|floppy|pale|blue|grey|mottled|rigid|hard|lumps?|growth|bulges?|bruis\w*|gritty|crusty|sticky|dry|peeling|prickly|coryza|rhinorrh\w*|myalgia|malaise|rubbish|unwell|ill|tooth\w*|teeth|dental|gums?|molars?|jaw|mouth|tongue|lips?|face|eyelids?|elbows?|shins?|heels?|nails?|scalp|bottom(?! of\b)|bum|genital\w*|groin|armpit|breasts?|testic\w*|scrotum|penis|vagina\w*|vulva\w*|lumps?|boils?|abscess\w*|wheez\w*|limp\w*|falling out|fall(?:s|en)? out|bald\w*|alopecia|thinning)\b/g;

/**
 * Statements that something is normal or reassuring ("breathing is fine", "tolerating fluids"):
 * not part of a complaint.
 */
const REASSURING: readonly RegExp[] = [
  /\b(?:vision|sight|breathing|swallowing|eating|drinking|peeing|weeing|pee|wee|urine|pooing|pooping|poo|poos|stools?|bowels?|walking|legs|arms|chest|face|lips|tongue|throat|voice|colou?r|everything else|rest of me)\b(?: \w+){0,2} (?:is |are |was |were |seems? |seemed )?(?:fine|normal\w*|ok|okay|good|clear|unaffected)\b/g,
  /\bcan (?:still )?(?:swallow|walk|talk|breathe|see|hear|move|bend|eat|drink)\b(?: \w+){0,4} (?:fine|normally|ok|okay|well)\b|\bcan (?:still )?(?:walk on it|weight bear|bear weight|move (?:it|my \w+))\b/g,
  /\b(?:eating|drinking|peeing|weeing|playing|sleeping)(?: and (?:eating|drinking|playing|sleeping))*(?: \w+)? (?:normally|well|fine|ok|okay|as usual)\b|\b(?:eating|drinking|playing)\b/g,
  /\btolerating (?:fluids|po|diet|oral \w+|food|sips)\b|\bchest clear\b|\bafebrile\b|\bneuro(?:logical)? exam(?:ination)? (?:nad|normal)\b|\bnad\b|\bno comorbidities\b/g,
  /\b(?:otherwise|generally|feel|feels|feeling|i am|i'm|seems?) (?:well|fine|ok|okay|healthy|better|much better)\b|\bthinking clearly\b|\b(?:much|a lot) better\b|\balert\b/g,
  /\b(?:temp\w*|t) (?:was |is |of )?3[5-7](?:\.\d)?\b|\b\w+ (?:is|are|was|were|feels?) not (?:\w+ )?(?:stiff|sore|swollen|painful|red|bleeding|hurting|bad|blue|affected|numb|weak)\b/g,
  // A blood pressure whose "pressure" a complaint took ("pressure" headache): the reading is not blood.
  /\bblood pressure\b|\bblood\b(?=\s+\d{2,3} ?\/ ?\d{2,3}\b)|\bheart rate\b|\bspo2\b|\brespiratory rate\b|\broom air\b|\bra\b/g,
  // Still passing urine, told as a sign of keeping hydrated ("sipping water, still weeing", "tolerating
  // sips, passing urine"): the word alone at the end of its clause, never after a word of pain or
  // blood ("burns when weeing", "blood when peeing") and never with what follows it ("weeing a lot").
  /(?<!\b(?:when|while|on|after|before|to|of|pain|painful|hurts?|burns?|burning|stings?|stinging|sore|blood|difficulty|trouble|keeps?|keep|always|constantly) )\b(?:still |is still |are still |and )?(?:weeing|peeing|passing (?:urine|water)|urinating)\b(?=\s*(?:[.,;!?]|$|\band\b|\bbut\b))/g,
  // A limb that works and a baby who grows ("can wiggle my toes", "put my full weight through it",
  // "weight on centile", dev-probes-15), never when denied ("unable to put my full weight on it":
  // hostile review). The lookbehinds come after the verb so that they are tried only where it is (a
  // sentence-long lookbehind tried at every position cost 60 ms on 4,000 characters).
  /\b(?:can|could|able to)(?<!\b(?:not|unable to|cannot|can not|could not|never|hard to|difficult to|struggl\w* to|painful to|hurts to) (?:can|could|able to))(?<!\b(?:cannot|can not|unable to|could not) (?:bend|move|straighten|feel|use)\b(?:(?![.;!?]).)*) (?:still )?(?:wiggle|move|bend) (?:my |his |her |their |all (?:my |his |her |the )?|the )?(?:toes|fingers)\b|\b(?:put|putting|take|taking|bear|bearing)(?<!\b(?:not|unable to|cannot|can not|could not|never|hard to|difficult to|struggl\w* to|painful to|hurts to|without) (?:\w+ )?(?:put|putting|take|taking|bear|bearing)) (?:my |his |her |their )?(?:full |whole )?weight (?:on|through|onto) (?:it|them|the \w+|my \w+|his \w+|her \w+)\b|\bweight (?:is )?(?:on|along|following|tracking) (?:the |his |her |their )?(?:\w+ )?(?:centile|percentile)s?\b/g,
  /\bweight bearing\b|\bsame (?:thing|as (?:usual|before|every \w+))\b|\bsimilar episodes\b|\bgradual(?:ly)? onset\b|\bcame on (?:slowly|gradually)\b|\bmild[- ]moderate\b/g,
  // A baby growing well, a chin that reaches the chest, unbroken skin, an unchanged bowel habit,
  // and the "good" or "normal" of non-native English ("I can breathe good, open the mouth normal").
  /\b(?:gaining|putting on|gained|put on) weight(?: (?:well|normally|fine|nicely|ok|okay))?\b|\b(?:able to |can )?(?:fully )?weight[- ]?bear\w*|\bcan (?:still )?(?:put|touch|get|bring) (?:my|his|her|their) chin (?:on|to|onto) (?:my|his|her|their) chest\b|\bskin (?:is |was )?(?:not|isn't) broken\b|\bskin (?:is )?intact\b|\bunbroken skin\b|\bbowel habits? (?:is |are |has been )?(?:otherwise )?(?:unchanged|normal|the same|as usual)\b|\bcan (?:still )?(?:breathe|swallow|drink|eat|talk)\b(?: \w+){0,3} (?:good|normal)\b|\bopen (?:the|my|his|her) mouth (?:normal\w*|fine|ok|okay|wide|fully|good)\b/g,
];

/**
 * Words that describe a complaint rather than name a new one ("hurts", "sore", "itchy", "red",
 * "swollen"). Once a self-limiting complaint is recognised they are read as describing it; what
 * still names something else is a body site or a problem word (blood, lump, numb, dizzy…).
 */
const DESCRIPTORS =
  /\b(?:pain\w*|hurt\w*|sore\w*|ache|aches|aching|achy|tender\w*|sting\w*|itch\w*|red|reddish|redness|pink\w*|swollen|swelling|puffy|throb\w*|raw|irritat\w*|uncomfortable|discomfort|stiff\w*|tight\w*|crampy|sensitive|annoying|niggl\w*|twing\w*|bit|mild\w*|slight\w*|little|small|tiny)\b/g;

/** Background and reassurance that is not a complaint ("no medical conditions", "otherwise well"). */
const BACKGROUND: readonly RegExp[] = [
  /\b(?:no|not on any|not taking any|no regular) (?:medical (?:conditions|problems|history)|medic\w*|meds|tablets|blood thinners|allergies|comorbidities|pmh)\b|\bnot (?:diabetic|immunocompromised|immunosuppressed|pregnant|on blood thinners)\b|\bimmunocompetent\b|\b(?:fit|healthy|well) (?:and|otherwise)\b|\b(?:i am|i'm|he is|she is|they are|otherwise|generally|usually) (?:fit|healthy|well)(?: and (?:well|healthy))?\b/g,
  /\b(?:my |our )?(?:son|daughter|kids?|children|husband|wife|partner|family|friend|colleague|brother|sister|mum|dad|nephew|niece)s? (?:had|has had|have had|got|caught) (?:the same|it|similar)\b|\bgoing (?:a)?round\b|\b(?:back at|still going to|off) (?:school|work|nursery)\b|\bhe is fine now\b|\bthey are fine now\b/g,
  /\b(?:obs|observations|vitals|neuro|exam\w*|ent exam|chest) (?:are |is |were )?(?:normal|nad|fine|unremarkable|stable)\b|\bpu normal\b|\bottawa (?:neg\w*|negative)\b|\bweight[- ]bearing\b|\bfull (?:rom|range of movement)\b|\b(?:happy|playing|smiling|alert|pink|warm|well|settled|feeding|drinking)\b/g,
  /\b(?:what|which|anything) (?:can|should|could) (?:i|we|he|she) (?:take|use|do|give|put)\b|\bany (?:tips|advice|ideas)\b|\b(?:do|should) (?:i|we) need (?:to (?:see|go)|antibiotics)\b|\bjust want\b|\b(?:is it|is this|was it) (?:worth|normal|serious|anything)\b|\banything that (?:actually )?works\b/g,
];

/**
 * What is said around a complaint but is not part of it; blanked before looking for unexplained
 * words. Red flags, escalations and "see a GP" features still read the whole text: this only decides
 * whether something beyond the self-limiting complaint is described.
 */
const NOT_THE_COMPLAINT: readonly RegExp[] = [
  // A worried question about what it might be ("is it an infection or something I'm doing wrong?",
  // "am I overfeeding her or is she ill?"): only its guesses, so "is it normal to have blood in my
  // poo?" still names the blood.
  /(?<=\b(?:is (?:it|this|that)|could (?:it|this|that) be|or (?:is )?(?:she|he|it|they)(?:'s| is| are)?|or|worried|scared|afraid|in case)\b[^.?!]{0,40})\b(?:an? )?(?:infection|ill|unwell|serious|dangerous)\b(?=[^.!]*\?)/g,
  // A clinician's plan or advice, as a sentence of its own ("Advised PRICE, paracetamol", "Supplied
  // clotrimazole pessary", "Advise GP if no improvement", "No referral needed"), to its full stop.
  /(?<=^\s*|[.;!?]\s+)(?:plan:? |pt |patient )?(?:advised|advise|advice(?: given)?|supplied|sold|recommended|safety[- ]net\w*|no referral|not referred|return if|review if)\b(?:(?!\b(?:but|however|also|although|now)\b)[^.;!?])*/g,
  // Someone else's illness, or a television drama ("a hospital drama where someone had a heart
  // attack", "another child at nursery was admitted with sepsis"), to the end of its clause.
  /\b(?:someone|somebody|another (?:child|kid|person|boy|girl|baby|patient|pupil|student)|(?:a|my|our|her|his) (?:friend|colleague|neighbou?r|mate|classmate|cousin|relative)|(?:a|the) (?:tv|television|hospital|medical) (?:drama|show|programme|program|series|film))(?:'s)?\b(?: [\w'-]+){0,4}? (?:had|has|have|was|were|got|gets|caught|died|admitted|diagnosed)\b(?:(?!\b(?:because|so|and|but|when|as|while|then|now)\b)[^,;.!?])*/g,
  // A parent's own worry ("parent anxious because…").
  /\b(?:parents?|mum|mother|dad|father|carer|grandparents?|nan|gran)(?:'s| is| are| was| were)? (?:very |quite |a bit |really |so |understandably |naturally )?(?:anxious|worried|concerned|panick\w*|scared|stressed)\b/g,
  // The writer's own shock at what they saw ("I'm really shaken up seeing the bump"): not a tremor.
  /\b(?:i am|i'm|i was|we are|we're|we were|i feel|i felt|left (?:me|us))(?: (?:just|really|very|quite|a bit|a little|so|pretty|all)){0,3} (?:shaken(?: up)?|shocked|rattled)\b/g,
  // What someone said a symptom means, or what was read online ("my friend said green snot means a
  // bacterial infection", "I read about sinus infections spreading"): only the guesses, as above.
  /(?<=\b(?:means?|meant|read (?:online |on the internet |somewhere )?(?:about|that)|heard (?:about|that)|googled|looked up)\b[^.?!]{0,40})\b(?:an? )?(?:bacterial |viral )?(?:infections?|ill|unwell|serious|dangerous)\b/g,
  // First aid used on it ("put a cold pack on it", "an ice pack"): not a cold.
  /\b(?:cold|ice|gel|cool) (?:packs?|compress(?:es)?)\b|\bpack of (?:frozen )?peas\b/g,
  // Where a temperature was taken ("temp 37.4 under the arm").
  /(?<=\b(?:temp\w*|thermometer|\d\d(?:\.\d)?(?: ?(?:c|degrees))?) )(?:taken )?(?:under|in) (?:the|his|her|my|their) (?:arm|armpit|tongue|ear|mouth)\b/g,
];

export interface SelfCareMatch {
  complaints: SelfCareComplaint[];
  /** Words naming a problem that no self-care complaint accounts for. */
  unexplained: string[];
}

const blank = (text: string, pattern: RegExp): string =>
  text.replace(globalOf(pattern), (match) => ' '.repeat(match.length));

/** Which self-care complaints the text describes, and what it names that none of them accounts for. */
/** True when a pattern matches the whole of `text`, not just part of it. */
const covers = (pattern: RegExp, text: string): boolean => new RegExp(`^(?:${pattern.source})$`).test(text);

/**
 * A complaint named only by words that are another complaint's usual company ("sneezing" with hay
 * fever) is that other complaint, not a second one: it must not shorten the other's time limit.
 */
const withoutSubsumed = (named: Map<SelfCareComplaint, string[]>): Set<SelfCareComplaint> => {
  const coveredBy = (complaint: SelfCareComplaint, other: SelfCareComplaint): boolean =>
    (named.get(complaint) ?? []).every((words) =>
      (other.associated ?? []).some((pattern) => covers(pattern, words)),
    );
  return new Set(
    [...named.keys()].filter(
      (complaint) =>
        ![...named.keys()].some(
          (other) => other !== complaint && coveredBy(complaint, other) && !coveredBy(other, complaint),
        ),
    ),
  );
};

export const matchSelfCare = (input: string): SelfCareMatch => {
  const named = new Map<SelfCareComplaint, string[]>();
  const parts = sentences(normalize(input));
  const rests = parts.map((sentence) => {
    let rest = sentence;
    for (const complaint of SELF_CARE_COMPLAINTS) {
      for (const pattern of complaint.patterns) {
        // Recognised on the whole sentence (a word may belong to two complaints: "cold" toes).
        for (const match of sentence.matchAll(globalOf(pattern))) {
          if (!isNegated(sentence, match.index ?? 0))
            named.set(complaint, [...(named.get(complaint) ?? []), match[0].trim()]);
        }
        rest = blank(rest, pattern);
      }
    }
    return rest;
  });
  const complaints = withoutSubsumed(named);
  const unexplained: string[] = [];
  parts.forEach((sentence, index) => {
    let rest = rests[index] ?? '';
    // Associated words count only once a complaint they go with has been named.
    for (const complaint of complaints)
      for (const pattern of complaint.associated ?? []) rest = blank(rest, pattern);
    for (const pattern of NOT_THE_COMPLAINT) rest = blank(rest, pattern);
    for (const pattern of REASSURING) rest = blank(rest, pattern);
    for (const pattern of BACKGROUND) rest = blank(rest, pattern);
    if (complaints.size > 0) rest = blank(rest, DESCRIPTORS);
    for (const match of rest.matchAll(CLINICAL)) {
      // Past history and episodes that have settled are not part of today's complaint.
      const at = match.index ?? 0;
      if (!isNegated(sentence, at) && !isHistory(sentence, at) && !isSettledRecently(sentence, at))
        unexplained.push(match[0]);
    }
  });
  return { complaints: [...complaints], unexplained: [...new Set(unexplained)] };
};
