/**
 * Findings: the words for one clinical sign, in patients' and clinicians' language, over text that
 * `normalize()` has already lower-cased, expanded ("CP" → chest pain, "can't" → cannot) and
 * respelled. Rules combine findings; they never match text themselves. A finding is counted when it
 * appears outside a negated clause and, unless it is background (a diagnosis, a medicine, a risk
 * factor), outside past history.
 */
export interface FindingDef {
  /** How the finding reads in the audit table. */
  label: string;
  patterns: RegExp[];
  /** Background facts count even in a history ("hx of DVT", "PMH: type 1 diabetes"). */
  background?: boolean;
}

const PAIN = String.raw`(?:pain\w*|hurt\w*|ache\w*|aching|sore\w*|tender\w*|cramp\w*|discomfort|agony)`;
const NUMB = String.raw`(?:numb\w*|tingl\w*|no feeling|cannot feel|can not feel|loss of (?:feeling|sensation)|pins and needles|reduced sensation|altered sensation)`;
const BELLY = String.raw`(?:abdom\w*|belly|stomach|tummy|gut|pelvi\w*|side|quadrant|groin|flank)`;

export const FINDINGS = {
  // Heart, lungs and circulation.
  chestPain: {
    label: 'chest pain, pressure or tightness',
    patterns: [
      /\b(?:chest|heart)\b.{0,25}\b(?:pain\w*|hurt\w*|pressure|tight\w*|squeez\w*|crush\w*|heav\w*|ache|aching|discomfort|burning)\b/,
      /\b(?:pain\w*|pressure|tightness|squeezing|crushing|heaviness|discomfort)\b.{0,15}\b(?:in|on|across|over) (?:my |the |his |her |their )?(?:chest|heart)\b/,
      /\bangina\b|\belephant (?:sitting )?on (?:my |his |her )?chest\b|\b(?:having|have) a heart attack\b/,
    ],
  },
  severeBreathing: {
    label: 'severe difficulty breathing (cannot breathe, gasping, blue lips)',
    patterns: [
      /\b(?:cannot|unable to|struggling to|hard to|can barely|can hardly) (?:breathe|breath|catch (?:my|his|her|their) breath|get (?:any |enough )?(?:air|breath))\b/,
      /\b(?:gasping|choking|blue lips|lips (?:are |is |turning |went |gone )?(?:blue|grey|gray)|turning blue|cyanos\w*|not breathing|stopped breathing)\b/,
      /\b(?:cannot|unable to|too breathless to|too short of breath to|can barely|can hardly) (?:speak|talk|finish|say)\b/,
      /\b(?:severe|sudden|extreme|really bad) (?:shortness of breath|breathlessness|trouble breathing|difficulty breathing)\b/,
      /\b(?:ribs|chest|skin between (?:the )?ribs) (?:are |is )?(?:sucking|pulling|caving) in\b|\bretractions\b|\bgrunting\b/,
    ],
  },
  breathless: {
    label: 'shortness of breath',
    patterns: [
      /\bshort(?:ness)? of breath\b|\bbreathless\w*\b|\bout of breath\b|\b(?:trouble|difficulty|difficult|problems?) breathing\b|\bhard to breathe\b|\bwinded\b|\bcannot catch (?:my|his|her) breath\b|\bair hunger\b/,
    ],
  },
  fastBreathing: {
    label: 'fast or deep breathing',
    patterns: [
      /\b(?:fast|rapid|quick|heavy|deep|labou?red) (?:sighing )?breath\w*\b|\bbreathing (?:fast|rapidly|quickly|hard|heavily|deep\w*)\b|\bfast breathing\b|\bpanting\b|\bkussmaul\b/,
      /\bbreathing (?:so |very |really |too )?(?:fast|quick\w*|rapid\w*|hard)\b/,
    ],
  },
  deepBreathing: {
    label: 'deep, sighing (Kussmaul) breathing or fruity breath',
    patterns: [
      /\bdeep (?:sighing )?breath\w*\b|\bbreathing (?:really |very |so )?(?:deep\w*|heavily)\b|\bkussmaul\b|\bair hunger\b/,
      /\b(?:fruity|acetone|nail polish|pear drops?)\b.{0,20}\bbreath\b|\bbreath\b.{0,20}\b(?:fruity|acetone|nail polish|pear drops?)\b/,
    ],
  },
  wheeze: { label: 'wheezing', patterns: [/\bwheez\w*/] },
  severeAsthma: {
    label: 'asthma attack not eased by the reliever, or too breathless to speak',
    patterns: [
      /\b(?:inhaler|puffer|ventolin|albuterol|salbutamol|nebuli[sz]er|reliever)s?\b.{0,40}\b(?:not (?:helping|working)|does not help|did not help|no (?:help|relief|effect)|every \d+ min\w*|keeps? using|not lasting)\b/,
      /\b(?:cannot|unable to|struggling to|too breathless to) (?:speak|talk|finish|say)\b/,
      /\bone word (?:at a time|answers)\b|\bsilent chest\b|\bexhausted from breathing\b/,
      /\bpeak flow\b.{0,25}\b(?:below|under|less than) ?(?:50|half|33|a third)\b|\bpeak flow (?:is )?(?:very )?low\b/,
      /\bsevere asthma\b|\basthma attack\b.{0,30}\b(?:bad|severe|worst|not stopping)\b/,
    ],
  },
  asthma: { label: 'asthma', background: true, patterns: [/\basthma\w*|\binhaler\b|\bpuffer\b/] },
  stridor: {
    label: 'stridor, drooling or cannot swallow saliva',
    patterns: [
      /\bstridor\b|\bepiglott\w*/,
      /\b(?:noisy|high[- ]pitched|squeaky|harsh|crowing|whistling|raspy) (?:breathing|sound|noise) (?:when|as|on) (?:breath\w* in|inhal\w*)\b|\b(?:high[- ]pitched|crowing|squeaky) (?:breathing|noise|sound) (?:when|as) (?:he|she|they|i) breathes? in\b/,
      /\bdrool\w*.{0,40}\b(?:swallow|fever|breath\w*|sit\w* (?:up|forward)|lean\w* forward)\b/,
      /\b(?:cannot|unable to|will not) swallow (?:his |her |my |their )?(?:own )?(?:saliva|spit)\b/,
      /\btripod\w*\b|\bmuffled (?:voice|speech)\b|\bhot potato voice\b/,
    ],
  },
  sweating: { label: 'sweating or clammy', patterns: [/\bsweat\w*|\bclammy\b/] },
  radiatingPain: {
    label: 'pain spreading to the arm, jaw, neck or back',
    patterns: [
      /\b(?:radiat\w*|spread\w*|going|goes|moving|shoot\w*)\b.{0,25}\b(?:arm|jaw|neck|shoulder|back)\b/,
      /\b(?:left|both) arm\b.{0,20}\b(?:pain|ache|heavy|numb\w*)\b/,
      /\b(?:pain|ache|aching|discomfort|pressure|tightness)\b.{0,25}\b(?:jaw|left arm|both arms)\b/,
    ],
  },
  tearingPain: {
    label: 'tearing or ripping pain',
    patterns: [
      /\b(?:tear\w*|rip\w*|shearing)\b.{0,20}\b(?:pain|sensation|feeling)\b|\bpain\b.{0,20}\b(?:tearing|ripping|ripped|torn)\b/,
      /\baortic dissection\b|\bdissect\w* (?:aorta|aneurysm)\b/,
    ],
  },
  backBetweenShoulders: {
    label: 'pain between the shoulder blades',
    patterns: [/\bbetween (?:my |the |his |her )?shoulder ?blades\b|\binterscapular\b/],
  },
  pleuritic: {
    label: 'chest pain on breathing in',
    patterns: [
      /\b(?:pain\w*|hurt\w*|sharp|stab\w*)\b.{0,30}\b(?:breath\w* in|deep breath\w*|inhal\w*|on breathing|when (?:i |he |she )?breathe?s?|with breathing)\b|\bpleuritic\b/,
    ],
  },
  coughingBlood: {
    label: 'coughing up blood',
    patterns: [
      /\bcough\w* (?:up )?blood\b|\bblood\w* (?:in|when) (?:my |the )?(?:cough|sputum|phlegm|spit)\b|\bhemoptysis\b|\bbloody (?:sputum|phlegm)\b/,
    ],
  },
  legClot: {
    label: 'swollen, painful calf or leg, or a known clot',
    patterns: [
      /\b(?:calf|leg)\b.{0,20}\b(?:swell\w*|swollen|tender|red and (?:hot|warm|painful)|hot and swollen)\b|\b(?:swollen|painful|tender|red) (?:calf|leg)\b/,
      /\bdeep vein thrombosis\b|\bdvt\b|\bblood clot\b/,
    ],
  },
  vteRisk: {
    label: 'a risk factor for clots (recent surgery, long journey, recent birth, hormones, cancer)',
    background: true,
    patterns: [
      /\b(?:recent|recently had|just had|after (?:an? |my )?)(?:surgery|operation|op\b|c[- ]?section|hip replacement|knee replacement)\b|\bpost[- ]?op\w*\b/,
      /\blong (?:haul )?(?:flight|drive|car ride|trip|journey|bus ride)\b|\bimmobil\w*|\bbed ?(?:rest|bound|ridden)\b|\b(?:leg|plaster) cast\b/,
      /\b(?:birth control|contraceptive pill|the pill|hrt|estrogen|oestrogen)\b|\bhistory of (?:dvt|deep vein thrombosis|pulmonary embolism|clots?|blood clots?)\b|\bcancer\b/,
    ],
  },
  palpitations: {
    label: 'racing or irregular heartbeat',
    patterns: [/\bpalpitation\w*|\bheart (?:is )?(?:racing|pounding|fluttering)\b|\bracing heart\b/],
  },

  // Brain and nerves.
  strokeSigns: {
    label: 'face drooping, arm or leg weakness on one side, slurred or lost speech, sudden loss of balance',
    patterns: [
      /\b(?:face|facial|mouth|smile)\b.{0,15}\b(?:droop\w*|numb\w*|uneven|lopsided|asymmetr\w*|falling)\b/,
      /\bdroop\w*\b.{0,15}\b(?:face|mouth|smile|eyelid)\b/,
      /\b(?:slurr\w*|garbled|jumbled) (?:speech|words|talking)\b|\bspeech (?:is )?(?:slurred|garbled)\b|\bword salad\b|\baphasi\w*|\bdysarthri\w*/,
      /\b(?:trouble|difficulty|cannot|unable to|struggling to) (?:speak\w*|talk\w*|understand\w* (?:speech|people|words)|find (?:the )?words|get (?:his |her |my )?words out)\b/,
      /\bsudden(?:ly)?\b.{0,25}\b(?:numb\w*|weak\w*|paraly\w*|confus\w*|blind\w*|cannot see|dizz\w*|balance|unsteady|cannot walk)\b/,
      /\b(?:numb\w*|weak\w*|paraly\w*|heavy|cannot (?:lift|move|raise))\b.{0,25}\b(?:one side|left side|right side|one arm|one leg|left arm|right arm|left leg|right leg|arm and leg)\b/,
      /\bhemipar\w*|\bhemipleg\w*|\bhemiplegic\b/,
      /\b(?:words|speech)\b.{0,20}\b(?:jumbled|garbled|slurred|muddled|nonsense)\b/,
      /\b(?:mouth|face|lip|smile)\b.{0,25}\b(?:droop\w*|looks lower|is lower|sagg\w*|lopsided|uneven)\b/,
      /\b(?:left|right|one) (?:hand|arm|leg|side)\b.{0,20}\b(?:heavy|dead|weak\w*|numb\w*|useless|floppy|paraly\w*)\b/,
      /(?<!heat |sun |history of |history of a |family history of |prior |previous |old |past )\b(?:stroke|mini[- ]?stroke|transient ischemic attack)\b/,
    ],
  },
  suddenHeadache: {
    label: 'sudden severe ("thunderclap", worst ever) headache',
    patterns: [
      /\bworst headache\b|\bthunderclap\b|\bheadache\b.{0,40}\bworst (?:ever|of (?:my|his|her) life)\b/,
      /\bsudden\w*\b.{0,20}\b(?:severe|excruciating|terrible|intense|explosive|worst|blinding|splitting|bad) headache\b/,
      /\bheadache\b.{0,30}\b(?:came on|started|hit|began)\b.{0,10}\b(?:suddenly|all of a sudden|in (?:seconds|a second|an instant)|out of nowhere)\b/,
      /\b(?:hit|struck) (?:on|in) the (?:back of the )?head (?:with|by) a (?:bat|hammer)\b/,
    ],
  },
  severeHeadache: {
    label: 'severe headache',
    patterns: [
      /\b(?:severe|bad|terrible|excruciating|intense|splitting|blinding|pounding|awful|worst|really bad|very bad|unbearable|persistent|constant) headache\b/,
      /\bheadache\b.{0,20}\b(?:will not go away|not going away|not (?:helped|relieved) by|worse|worst|severe)\b/,
    ],
  },
  headache: {
    label: 'headache',
    patterns: [/\bheadache\w*|\bhead (?:hurts|is pounding|pain)\b|\bmigraine\b/],
  },
  confusion: {
    label: 'new confusion or drowsiness',
    patterns: [
      /\bconfus(?:ed|ion)\b(?! about| by| as to| whether| if| why| how| what| on | over )|\bdisorient\w*|\baltered mental\b|\bdelirium\b|\bdelirious\b|\bnot making sense\b|\btalking nonsense\b/,
      /\bnot (?:acting|behaving) like (?:him|her|them|my)sel(?:f|ves)\b|\bacting (?:strange\w*|weird\w*|odd\w*)\b|\bdoes not (?:know|recogni[sz]e) (?:where|who|us|me|people)\b|\bmuddled\b/,
    ],
  },
  hardToWake: {
    label: 'hard to wake, or does not stay awake',
    patterns: [
      /\b(?:hard|difficult|impossible) to (?:wake|rouse|arouse|keep awake)\b|\b(?:cannot|could not|will not|unable to) (?:wake|rouse|arouse|stay awake|keep (?:him|her|them) awake)\b/,
      /\bnot (?:waking|responding|responsive|rousable)\b|\bbarely (?:responsive|awake|conscious)\b|\bunrousable\b|\bobtunded\b|\bonly wakes?\b|\bkeeps? (?:drifting off|falling asleep)\b/,
      /\b(?:does|did) not (?:wake|stay awake|respond)\b/,
    ],
  },
  drowsy: {
    label: 'unusually sleepy, floppy or listless',
    patterns: [
      /\b(?:very|extremely|unusually|abnormally|really|so) (?:sleepy|drowsy|lethargic|listless|tired and floppy)\b|\blethargic\b|\blistless\b|\bfloppy\b|\bweak,? high[- ]pitched (?:cry|crying)\b|\bnot (?:interested in|reacting to) (?:anything|toys|feeding)\b/,
    ],
  },
  unconscious: {
    label: 'unconscious or unresponsive',
    patterns: [
      /\bunconscious\b|\bunresponsive\b|\bwill not wake(?: up)?\b|\bnot waking(?: up)?\b|\bpassed out\b|\bloss of consciousness\b|\bknocked out\b|\bnot breathing\b|\bcollapsed and\b/,
    ],
  },
  seizure: {
    label: 'seizure or convulsion',
    patterns: [/\bseizur\w*|\bconvuls\w*|\bfitting\b|\bhaving (?:a )?fits?\b|\bepileptic (?:fit|attack)\b/],
  },
  longSeizure: {
    label: 'seizure lasting 5 minutes or more, or seizures one after another',
    patterns: [
      /\b(?:seizur\w*|convuls\w*|fits?|fitting|shaking)\b.{0,50}\b(?:more than|over|longer than|for|lasting|lasted) (?:[5-9]|five|six|seven|eight|nine|ten|\d{2}) ?min\w*/,
      /\b(?:seizur\w*|convuls\w*|fits?|fitting)\b.{0,30}\b(?:will not stop|not stopping|keeps? (?:happening|coming|going)|back[- ]to[- ]back|one after (?:another|the other)|again and again|without (?:waking|regaining|coming round|coming to))\b/,
      /\bstatus epilepticus\b|\b(?:several|multiple|repeated|cluster of|clusters of) seizur\w*/,
    ],
  },

  // Infection and the child who is unwell.
  fever: {
    label: 'fever (38 °C / 100.4 °F or higher)',
    patterns: [
      /\bfever\w*|\bfebrile\b|\bpyrex\w*|\bhigh temp\w*|\brunning a temp\w*|\bhas a temp\w*|\bburning up\b|\bhot to (?:the )?touch\b|\bchills\b|\brigors?\b|\bshivering\b/,
    ],
  },
  lowBloodPressure: { label: 'systolic blood pressure 90 mm Hg or lower (measured)', patterns: [] },
  veryFastHeart: { label: 'heart rate 131/min or faster (measured)', patterns: [] },
  lowOxygen: { label: 'oxygen saturation 91% or lower (measured)', patterns: [] },
  fever39: { label: 'temperature 39 °C (102.2 °F) or higher', patterns: [] },
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
      /\bmottl\w*|\bblotchy (?:skin|and blue)\b|\bblue(?:ish)? (?:skin|lips|tongue)\b|\b(?:grey|gray|ashen) (?:skin|colou?r)\b|\bskin (?:is |looks )?(?:grey|gray|ashen|blue|mottled)\b|\bpale and (?:cold|clammy)\b|\bcold (?:hands and feet|extremities)\b/,
    ],
  },
  noUrine: {
    label: 'no urine for 8 hours or more, or dry nappies',
    patterns: [
      /\b(?:not|has not|have not|did not|no) (?:had a |done a |done any |made any )?(?:peed|urinated|passed (?:any )?(?:urine|water)|wee\w*|pee\w*)\b/,
      /\bno (?:urine|wet (?:diaper|nappy|nappie)s?)\b|\b(?:dry|no wet) (?:diaper|nappy|nappies|diapers)\b|\bnot (?:making|producing) (?:much |any )?urine\b|\banuri\w*|\boliguri\w*/,
    ],
  },
  veryUnwell: {
    label: 'feels or looks very unwell',
    patterns: [
      /\b(?:very|extremely|really|seriously|severely|gravely) (?:unwell|ill|sick)\b|\bfeel\w* like (?:i am|he is|she is|they are|i'm|he's|she's|they're)? ?(?:going to|gonna) die\b|\bsense of (?:impending )?doom\b|\bnever felt this (?:ill|sick|bad|unwell)\b/,
    ],
  },
  stiffNeck: {
    label: 'stiff neck',
    patterns: [
      /\bstiff neck\b|\bneck (?:is |feels )?stiff\w*\b|\bneck stiffness\b|\bcannot (?:bend|touch|put|bring) (?:his |her |my |their )?(?:chin|head|neck)\b.{0,20}\bchest\b|\bcannot bend (?:my |his |her )?neck\b/,
    ],
  },
  photophobia: {
    label: 'light hurts the eyes',
    patterns: [
      /\blight hurts\b|\b(?:sensitiv\w*|hurt\w*|bother\w*) (?:to|by) (?:the )?light\b|\bcannot (?:stand|bear|look at) (?:the )?light\b|\blight sensitiv\w*/,
    ],
  },
  nonBlanchingRash: {
    label: 'rash that does not fade when pressed (non-blanching, purple or blood spots)',
    patterns: [
      /\b(?:rash|spots|marks|dots|blotches|bruis\w*|patches)\b.{0,60}\b(?:not|never)\b (?:fade|blanch|go (?:away|white|pale)|turn (?:white|pale)|disappear|lighten|change)\w*.{0,30}\b(?:press\w*|glass|push\w*|squeez\w*)/,
      /\b(?:rash|spots|marks|dots|blotches)\b.{0,30}\b(?:not|never)\b (?:fade|blanch)\w*/,
      /\bnon[- ]?blanch\w*|\bpurpur\w*|\bpetechia\w*/,
      /\b(?:purple|purplish|dark red|blood[- ]red|pinprick|pin[- ]prick|bruise[- ]like|blood) (?:rash|spots|marks|dots|blotches|spotty rash)\b|\b(?:rash|spots)\b.{0,15}\b(?:purple|purplish)\b/,
      /\bglass test\b|\b(?:rash|spots)\b.{0,40}\b(?:under|through) (?:a|the) glass\b/,
    ],
  },
  bulgingFontanelle: {
    label: 'bulging soft spot on a baby’s head',
    patterns: [/\bbulg\w* (?:soft spot|fontanel\w*)|\b(?:soft spot|fontanel\w*) (?:is )?bulg\w*/],
  },

  // Dehydration.
  dehydrationSigns: {
    label: 'signs of dehydration (sunken eyes or soft spot, no tears, very dry mouth, dizzy on standing)',
    patterns: [
      /\bsunken (?:eyes|soft spot|fontanel\w*)\b|\b(?:eyes|soft spot|fontanel\w*) (?:are |is |look )?sunken\b|\bno tears\b|\b(?:very|really|extremely) dry (?:mouth|tongue|lips)\b/,
      /\bfewer wet (?:nappies|diapers)\b|\breduced (?:urine|wet nappies|wet diapers)\b|\bdry mucous membranes\b|\b(?:peeing|passing) (?:much )?less\b/,
      /\b(?:severe(?:ly)?|very|badly) dehydrat\w*|\bdizzy (?:when|on) (?:standing|getting up)\b|\blight[- ]?headed when (?:i )?(?:stand|get up)\b/,
    ],
  },
  cannotKeepFluids: {
    label: 'cannot keep fluids down, or not drinking',
    patterns: [
      /\b(?:cannot|unable to|not able to|can not) keep (?:anything|any|fluids|water|food|liquids|drinks|milk|feeds)\b(?: \w+)? down\b/,
      /\bvomit\w* (?:everything|all (?:day|night)|nonstop|non[- ]stop|repeatedly|constantly|every (?:time|hour))\b|\b(?:keeps?|keep on) vomiting\b|\brepeated(?:ly)? vomit\w*|\bprojectile\b/,
      /\b(?:not|will not|refus\w* to|refusing) (?:drink\w*|feed\w*|take (?:fluids|the bottle|the breast|feeds))\b|\brefus\w* (?:fluids|feeds|the bottle|the breast)\b/,
    ],
  },
  vomiting: {
    label: 'vomiting',
    patterns: [/\bvomit\w*|\bthrowing up\b|\bthrew up\b|\bthrow up\b|\bpuk\w*/],
  },
  diarrhea: { label: 'diarrhea', patterns: [/\bdiarrhea\b|\bloose (?:stools?|poo|bowel)\w*|\bthe runs\b/] },

  // Diabetes.
  diabetes: {
    label: 'diabetes or taking insulin',
    background: true,
    patterns: [/\bdiabet\w*|\btype (?:1|i|one) diabetes\b|\binsulin\b|\bt1 ?d\b/],
  },
  shaky: {
    label: 'shaky, trembling or jittery',
    patterns: [/\bshak(?:y|ing|es)\b|\btrembl\w*|\bjittery\b|\bhypo\b|\bhypoglyc\w*/],
  },
  ketones: {
    label: 'high ketones',
    patterns: [
      /\bketones?\b.{0,20}\b(?:high|large|positive|moderate|[2-9]|\+)|\b(?:high|large|positive|moderate) ketones?\b|\bketoacidosis\b|\bdka\b|\bhhs\b|\bhyperosmolar\b/,
    ],
  },
  highGlucose: {
    label: 'high blood glucose (250 mg/dL, 13.9 mmol/L or above, or "high")',
    patterns: [
      /\b(?:sugars?|glucose)\b.{0,15}\b(?:very high|high|through the roof|off the chart|reads hi|says hi|over 300|over 400|over 500)\b|\bhyperglyc\w*/,
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
        String.raw`\b${PAIN}\b.{0,20}\b(?:in|on|across|at) (?:my |the |his |her )?(?:lower |upper )?(?:left |right )?${BELLY}\b`,
      ),
      /\bstomach ?ache\b|\bbelly ?ache\b|\btummy ?ache\b|\bright lower abdominal\b|\bleft lower abdominal\b|\bright upper abdominal\b|\bepigastr\w*/,
    ],
  },
  severeAbdominalPain: {
    label: 'severe abdominal pain',
    patterns: [
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
      /\b(?:pain|ache)\b.{0,50}\b(?:moved|moving|migrat\w*|spread\w*|went|shifted)\b.{0,20}\b(?:lower right|right lower|right side)\b|\bmcburney\b/,
    ],
  },
  oneSidedLowerPain: {
    label: 'one-sided lower abdominal or pelvic pain',
    patterns: [
      /\b(?:right|left) lower abdominal\b|\b(?:lower|low) (?:left|right)\b.{0,20}\b(?:abdom\w*|belly|stomach|tummy|side|pain|pelvi\w*)\b|\b(?:left|right) (?:lower|low)\b.{0,20}\b(?:abdom\w*|belly|stomach|tummy|pain|pelvi\w*)\b/,
      /\bone[- ]sided\b.{0,25}\b(?:abdom\w*|belly|tummy|stomach|pelvi\w*|lower|pain)\b|\bpain\b.{0,25}\bon (?:one|the left|the right) side\b/,
      /\bpelvic pain\b|\b(?:left|right) (?:side|ovary|ovarian)\b.{0,15}\bpain\b/,
    ],
  },
  peritonism: {
    label: 'rigid belly, or belly pain worse on moving, coughing or bumps',
    patterns: [
      /\b(?:belly|abdomen|abdominal|stomach|tummy)\b.{0,20}\b(?:rigid|board[- ]like|hard as a board|rock hard|tense)\b|\bguarding\b|\brebound\b|\bperitonit\w*/,
      /\b(?:pain|hurts?)\b.{0,30}\b(?:when|on) (?:i |he |she )?(?:cough\w*|mov\w*|walk\w*|jump\w*|go over bumps|every step)\b/,
    ],
  },
  noStoolOrGas: {
    label: 'cannot pass stool or wind',
    patterns: [
      /\b(?:cannot|unable to|not|has not|have not|no) (?:pass\w*|fart\w*|poo\w*|poop\w*)\b.{0,20}\b(?:wind|gas|fart\w*|stool|poo|bowel)?|\bno (?:bowel movement|stool|poo|gas|flatus|wind)\b|\bnot (?:passing|passed) (?:gas|wind|stool|flatus)\b|\bobstipation\b/,
    ],
  },
  distension: {
    label: 'swollen or distended belly',
    patterns: [
      /\bdistend\w*|\bdistension\b|\bswollen (?:belly|abdomen|stomach|tummy)\b|\b(?:belly|abdomen|stomach|tummy) (?:is |looks |feels )?(?:swollen|distended|bloated and hard|huge|tight as a drum)\b/,
    ],
  },
  bileVomit: {
    label: 'green (bile) or fecal vomit',
    patterns: [
      /\b(?:green|bilious|dark green|yellow-green) (?:vomit\w*|sick)\b|\bvomit\w* (?:green|bile|poo|poop|feces|stool|brown (?:smelly )?stuff)\b|\bfeculent\b/,
    ],
  },
  vomitingBlood: {
    label: 'vomiting blood or coffee-ground vomit',
    patterns: [
      /\bvomit\w* (?:up )?(?:blood|red|coffee)\b|\bvomiting blood\b|\b(?:throwing|threw|throw) up blood\b|\bpuking blood\b|\bblood in (?:my |the |his |her )?vomit\b|\bcoffee[- ]?grounds?\b|\bhematemesis\b/,
    ],
  },
  blackStool: {
    label: 'black, tarry stools',
    patterns: [
      /\b(?:black|tarry|tar[- ]like|maroon)\b.{0,12}\b(?:stool|poo|poop|bowel movement|feces|motion)s?\b/,
      /\b(?:stool|poo|poop|bowel movement|feces)s? (?:is |are |was |were |looks? |has been )?(?:black|tarry|like tar)\b/,
    ],
  },
  heavyRectalBleeding: {
    label: 'heavy bleeding from the bottom',
    patterns: [
      /\b(?:lots|a lot|large amount|loads|cupful|heavy|pouring|gushing)\b.{0,15}\bblood\b.{0,25}\b(?:stool|poo|poop|toilet|rectum|bottom|bum|bowel)\b/,
      /\b(?:passing|passed) (?:clots|lots of blood|a lot of blood)\b/,
    ],
  },
  rectalBleeding: {
    label: 'blood in or on the stool',
    patterns: [
      /\bblood (?:in|on|with) (?:my |the |his |her )?(?:stool|poo|poop|toilet paper|bowel movement|feces)\b|\bbright red blood\b|\brectal bleed\w*|\bbleeding from (?:my |the |his |her )?(?:bottom|rectum|back passage|anus)\b|\bbloody (?:stool|diarrhea|poo)\b|\bblood in stool\b/,
    ],
  },

  // Back, groin and testicles.
  backPain: {
    label: 'back pain or sciatica',
    patterns: [
      /\bback\b.{0,15}\b(?:pain\w*|ache\w*|hurt\w*|sore|spasm)\b|\b(?:pain|ache)\b.{0,5}\bin (?:my |the |his |her )?(?:lower |low )?back\b|\bbackache\b|\blumbago\b|\bsciatica\b|\blow back pain\b/,
    ],
  },
  saddleNumbness: {
    label: 'numbness between the legs, around the bottom or genitals (saddle area)',
    patterns: [
      new RegExp(
        String.raw`\b${NUMB}\b.{0,40}\b(?:between (?:my |the |his |her )?legs|groin|genital\w*|buttocks?|bottom|bum|butt|anus|anal|perine\w*|saddle|inner thighs?|privates?|private parts|vagina|penis|crotch|when (?:i )?wipe?)\b`,
      ),
      /\bsaddle (?:area )?(?:anesthesia|anaesthesia|numb\w*|sensory loss)\b/,
      /\b(?:between (?:my |the |his |her )?legs|groin|buttocks|bottom|genitals|perineum|saddle area|private parts|crotch)\b.{0,20}\b(?:numb\w*|tingl\w*|no feeling|feels dead)\b/,
    ],
  },
  bladderBowelChange: {
    label: 'new trouble passing urine, or loss of bladder or bowel control',
    patterns: [
      /\b(?:cannot|unable to|trouble|difficulty|problems?|hard to|struggling to|not able to|could not) (?:pee|urinat\w*|wee|pass urine|pass water|start (?:peeing|urinating|a stream)|empty (?:my )?bladder)\b/,
      /\burinary (?:retention|incontinence)\b|\bretention\b|\bincontinen\w*|\b(?:wet|wetting|soiled) (?:myself|himself|herself)\b|\bpeed (?:myself|himself|herself)\b|\bpooed (?:myself|himself|herself)\b/,
      /\b(?:lost|loss of|losing) (?:control (?:of|over) )?(?:my |his |her )?(?:bladder|bowels?)(?: control)?\b|\bno (?:bladder |bowel )?control\b|\b(?:bladder|bowel) (?:trouble|problem|change|control|dysfunction|issue|accident)\w*|\b(?:cannot|unable to) control (?:my |his |her )?(?:bladder|bowels?|pee|urine)\b/,
      /\bleak\w* (?:urine|pee)\b|\bcannot (?:feel|tell) when (?:i )?(?:need to )?(?:pee|poo|urinate)\b/,
    ],
  },
  urinaryRetention: {
    label: 'cannot pass urine at all',
    patterns: [
      /\b(?:cannot|unable to|not able to|could not) (?:pee|urinate|wee|pass (?:any )?urine|pass water)\b(?! properly)|\burinary retention\b|\bretention of urine\b/,
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
  testiclePain: {
    label: 'pain or swelling in a testicle or the scrotum',
    patterns: [
      new RegExp(String.raw`\b(?:testicle|scrot\w*|balls)\b.{0,25}\b(?:${PAIN}|swell\w*|swollen)`),
      new RegExp(String.raw`\b(?:${PAIN}|swell\w*|swollen)\b.{0,25}\b(?:testicle|scrot\w*|balls)\b`),
      /\btesticular (?:pain|torsion|swelling)\b|\btorsion\b/,
    ],
  },

  // Pregnancy.
  pregnant: {
    label: 'pregnant',
    background: true,
    patterns: [
      /\bpregnan(?:t|cy)\b(?! test)|\b\d{1,2} ?(?:weeks?|wks?) (?:pregnant|along|gestation|by dates)\b|\bgestation\w*|\bexpecting (?:a baby|twins)\b|\bg\d ?p\d\b|\b(?:first|second|third) trimester\b|\bantenatal\b|\bprenatal\b/,
    ],
  },
  postpartum: {
    label: 'recently gave birth (within 6 weeks)',
    background: true,
    patterns: [
      /\bpost[- ]?partum\b|\bgave birth\b|\bhad (?:a|my|the|our) baby\b|\bdelivered\b|\bafter (?:giving )?birth\b|\bsince (?:the )?birth\b|\bc[- ]?section\b.{0,20}\b(?:ago|last)\b/,
    ],
  },
  missedPeriod: {
    label: 'missed or late period, or a positive pregnancy test',
    background: true,
    patterns: [
      /\bmissed (?:my |a |her |their )?period\b|\b(?:period|menses) (?:is |was )?(?:late|overdue)\b|\blate period\b|\b(?:have not|has not) had (?:my |a |her )?period\b|\bno period (?:for|in|since)\b/,
      /\bpositive pregnancy test\b|\bpregnancy test (?:was |is |came back )?positive\b|\bamenorrh\w*|\b(?:could|might|may) be pregnant\b|\bpossibly pregnant\b|\bearly pregnancy\b/,
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
  bleeding: { label: 'bleeding', patterns: [/\bbleed\w*|\bhemorrh\w*|\bblood loss\b/] },
  fluidLeak: {
    label: 'fluid leaking from the vagina',
    patterns: [/\bleaking fluid\b|\bwaters? (?:broke|broken|breaking|leaking)\b|\bgush of fluid\b/],
  },
  visionChange: {
    label: 'blurred vision, flashing lights or spots',
    patterns: [
      /\bblur\w* vision\b|\bvision\b.{0,15}\b(?:blur\w*|chang\w*|problem\w*|spots|dim\w*|double|funny|strange)\b|\bseeing (?:spots|flashing lights|stars|double|zigzags?)\b|\bflashing lights\b|\bdouble vision\b|\bdiplopia\b|\bvisual disturbance\w*/,
    ],
  },
  upperAbdominalPain: {
    label: 'pain just below the ribs or in the upper abdomen',
    patterns: [
      /\bright upper abdominal\b|\bepigastr\w*|\b(?:just )?(?:below|under) (?:my |the |her )?ribs\b|\bupper (?:abdom\w*|belly|stomach|tummy)\b.{0,15}\b(?:pain|ache|hurt\w*)\b/,
    ],
  },
  suddenSwelling: {
    label: 'sudden swelling of the face, hands or feet',
    patterns: [
      /\b(?:sudden\w*|rapid\w*|new|very)\b.{0,15}\bswell\w*.{0,20}\b(?:face|hands|feet|ankles|fingers)\b|\b(?:face|hands|fingers)\b.{0,15}\b(?:suddenly |very )?(?:swollen|puffy|swelling)\b/,
    ],
  },
  fetalMovementsReduced: {
    label: 'baby moving less than usual',
    patterns: [
      /\b(?:baby|fetus|fetal|foetal)\b.{0,25}\b(?:moving less|moves less|less active|not as active|fewer (?:kicks|movements)|slowed down|quieter|not moving as much|movements? (?:have |has )?(?:reduced|decreased|slowed))\b/,
      /\b(?:reduced|decreased|fewer|less) (?:fetal |foetal |baby'?s? )?(?:movements?|kicks)\b/,
    ],
  },
  fetalMovementsAbsent: {
    label: 'baby not moving',
    patterns: [
      /\b(?:baby|fetus)\b.{0,25}\b(?:not moving|has not moved|stopped moving|no movement\w*|not felt (?:him|her|it|the baby) move)\b|\bno (?:fetal |foetal |baby )?movements?\b|\b(?:cannot|have not|did not) (?:feel|felt) (?:the )?baby (?:move|kick)\b/,
    ],
  },

  // Eyes.
  suddenVisionLoss: {
    label: 'sudden loss of vision in one or both eyes',
    patterns: [
      /\bsudden\w*\b.{0,25}\b(?:cannot see|blind\w*|vision loss|lost (?:my |the |his |her )?(?:vision|sight)|loss of (?:vision|sight)|vision (?:went|gone|black))\b/,
      /\b(?:lost|losing|loss of) (?:vision|sight)\b.{0,20}\b(?:sudden\w*|one eye|left eye|right eye|both eyes)\b|\bcurtain\b.{0,30}\b(?:vision|eye|sight)\b|\b(?:went|gone|going) blind\b|\bcannot see (?:out of|from|with) (?:my |one |the |her |his )?(?:left |right )?eye\b|\bamaurosis\b/,
    ],
  },
  flashesFloaters: {
    label: 'new flashes or a shower of floaters',
    patterns: [
      /\bflash\w*.{0,30}\bfloater\w*|\bfloater\w*.{0,30}\bflash\w*|\b(?:new|sudden|shower of|lots of new) floaters\b/,
    ],
  },
  painfulRedEye: {
    label: 'painful red eye',
    patterns: [
      /\b(?:eye|eyes)\b.{0,20}\b(?:severe|very|really|extremely|intense)?\s?(?:pain\w*|hurt\w*|aching|ache)\b|\b(?:painful |severe pain in (?:my |the )?)(?:red )?(?:right |left )?eyes?\b|\bred,? painful eyes?\b/,
    ],
  },
  halos: {
    label: 'halos around lights, or blurred vision with eye pain',
    patterns: [/\bhalo(?:e?s)?\b|\brainbow\w* (?:around|round) lights\b/],
  },
  nausea: { label: 'nausea', patterns: [/\bnause\w*|\bfeel(?:ing)? sick\b|\bqueasy\b/] },

  // Injury, poisons and heat.
  headInjury: {
    label: 'head injury',
    patterns: [
      /\b(?:hit|bang\w*|bump\w*|struck|knock\w*|smash\w*|injur\w*|trauma|blow|whack\w*|hurt)\b.{0,25}\b(?:head|skull)\b|\b(?:head|skull) (?:injur\w*|trauma|wound|knock|bump|hit|strike)\b|\bconcuss\w*|\bfell\b.{0,30}\bhead\b/,
    ],
  },
  headInjuryDanger: {
    label:
      'after a head injury: loss of consciousness, repeated vomiting, seizure, confusion, clear fluid or blood from ear or nose',
    patterns: [
      /\b(?:lost|loss of) consciousness\b|\bknocked out\b|\bblacked out\b|\bpassed out\b/,
      /\bclear fluid (?:from|out of|coming from) (?:the |his |her |my )?(?:nose|ears?)\b|\b(?:blood|bleeding) from (?:the |his |her |my )?ears?\b/,
      /\b(?:cannot|can not) remember\b|\bamnesia\b|\bworsening headache\b|\bheadache (?:getting|is getting) worse\b/,
    ],
  },
  anticoagulant: {
    label: 'takes a blood thinner or has a bleeding disorder',
    background: true,
    patterns: [
      /\bwarfarin\b|\bcoumadin\b|\bjantoven\b|\bapixaban\b|\beliquis\b|\brivaroxaban\b|\bxarelto\b|\bdabigatran\b|\bpradaxa\b|\bedoxaban\b|\bsavaysa\b|\blixiana\b|\bheparin\b|\benoxaparin\b|\blovenox\b|\bclexane\b|\bfondaparinux\b/,
      /\bblood thinner\w*|\banticoag\w*|\bclopidogrel\b|\bplavix\b|\bticagrelor\b|\bbrilinta\b|\bprasugrel\b|\bhemophilia\b|\bbleeding disorder\b|\bvon willebrand\b/,
    ],
  },
  poisoning: {
    label: 'swallowed medicine, a chemical or a poison, or an overdose',
    patterns: [
      /\boverdos\w*|\btook too many\b|\btaken too many\b|\bod'?d\b|\b(?:alcohol|carbon monoxide|co) poisoning\b|\bdouble dose\w*|\bdouble dosed\b|\b(?:took|taken|swallowed) (?:a (?:whole )?(?:bottle|handful|bunch|packet|pack|box|strip) of|all (?:of )?(?:my|his|her|the) (?:\w+ )?(?:pills|tablets|medicine|meds))\b/,
      /(?<!food |food-)\bpoison\w*(?! ivy| oak| sumac)/,
      /\bsnake ?bites?\b|\bbitten by a snake\b/,
      /\b(?:swallow\w*|ingest\w*|ate|eaten|eat|drank|drunk|drink|got into|chewed|sucked on|licked)\b.{0,40}\b(?:pills?|tablets?|capsules?|medicine\w*|medication\w*|meds|bleach|chemicals?|cleaners?|cleaning (?:fluid|products?|liquid)|detergent|laundry (?:pods?|capsules?)|dishwasher (?:pods?|tablets?)|batter(?:y|ies)|antifreeze|pesticides?|weed ?killer|rat poison|wild mushrooms?|foraged|lamp oil|paraffin|gasoline|petrol|nicotine|vape (?:juice|liquid)|e-?liquid|edibles?|cannabis gummies|iron (?:pills|tablets)|tylenol|paracetamol|acetaminophen|opioids?|fentanyl|oxycodone|methadone|magnets?)\b/,
    ],
  },
  suicidal: {
    label: 'thoughts of suicide or self-harm',
    patterns: [
      /\b(?:suicid\w*|kill (?:my ?self|me)|end (?:my life|it all)|take my (?:own )?life|want(?:ed)? to die|(?:do|does) not want to (?:live|be alive|wake up|be here)|better off dead|no reason to live|self[- ]?harm\w*|hurt(?:ing)? my ?self|cutting my ?self|hang (?:my|him|her)sel(?:f|ves)|jump off (?:a|the) (?:bridge|building|roof))\b/,
    ],
  },
  anaphylaxis: {
    label: 'swelling of the throat, tongue or lips, or anaphylaxis',
    patterns: [
      /\b(?:throat|tongue|lips?|mouth)\b.{0,15}\b(?:swell\w*|swollen|closing|tight\w*)\b/,
      /\b(?:swell\w*|swollen)\b.{0,20}\b(?:throat|tongue|lips?)\b/,
      /\banaphyla\w*|\bepipen\b|\bepinephrine (?:auto-?injector|pen)\b/,
    ],
  },
  allergicTrigger: {
    label: 'just after a food, sting, bite or new medicine, or hives',
    patterns: [
      /\b(?:after|since|ate|eating|eaten|stung|sting|bitten)\b.{0,30}\b(?:peanuts?|nuts?|shellfish|shrimp|prawns?|sesame|fish|eggs?|bee|wasp|hornet|sting|new (?:medicine|medication|antibiotic|drug)|penicillin|amoxicillin|injection|contrast)\b/,
      /\bhives\b|\burticaria\b|\bwelts\b|\ballergic reaction\b/,
    ],
  },
  severeBleeding: {
    label: 'bleeding that will not stop, or heavy bleeding',
    patterns: [
      /\b(?:bleed\w*|blood)\b.{0,15}\b(?:will not|does not|cannot|is not|not) stop\w*\b/,
      /\b(?:heavy|severe|spurting|gushing|pouring|pulsing|uncontrolled) (?:bleed\w*|blood)\b|\bblood (?:spurting|gushing|pouring|everywhere)\b/,
    ],
  },
  heatExposure: {
    label: 'heat exposure (hot day, sun, sauna, exercise in heat, hot car)',
    patterns: [
      /\boverheat\w*|\btoo (?:much )?hot\b|\btoo much heat\b|\bhot (?:day|car|weather|sun|room|kitchen)\b|\bheat ?wave\b|\bin the (?:sun|heat)\b|\bsauna\b|\bworking outside\b|\bexercis\w* in (?:the )?heat\b|\bmarathon\b|\bleft in (?:a|the) (?:hot )?car\b|\bheat exhaustion\b/,
    ],
  },
  heatStroke: {
    label: 'heat stroke or sunstroke',
    patterns: [/\bheat ?stroke\b|\bsun ?stroke\b|\bhyperthermi\w*/],
  },
  notSweating: {
    label: 'hot, dry skin or stopped sweating',
    patterns: [
      /\b(?:not|stopped|no longer|stop) sweat\w*|\bhot,? dry skin\b|\bdry,? hot skin\b|\bskin (?:is )?(?:hot and dry|dry and hot)\b/,
    ],
  },
  collapse: {
    label: 'collapse or fainting',
    patterns: [/\bcollaps\w*|\bfaint\w*|\bpassed out\b|\bblacked out\b|\bkeeled over\b/],
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
      /\bfell\b|\bfall\w*|\bcame off\b|\blanded on\b|\btwist\w*|\binversion injury\b|\binjur\w*|\btrauma\b|\bhit by\b|\bcrash\w*|\bknock\w*|\brolled (?:my |his |her )?ankle\b/,
    ],
  },
  fractureSigns: {
    label: 'cannot bear weight or use the limb, deformity, bony tenderness',
    patterns: [
      /\b(?:cannot|unable to|not able to|can not) (?:weight bear|bear weight|walk on it|put (?:any )?weight)\b|\bunable to weight bear\b|\bnon[- ]weight[- ]bearing\b/,
      /\b(?:will not|does not|refus\w* to) (?:use|move|lift) (?:her|his|my|the) (?:arm|leg|hand|wrist|foot)\b|\bdeform\w*|\bbony tenderness\b|\bbone (?:is )?(?:sticking|showing)\b/,
      /\bhurts to move\b|\b(?:screams|cries) (?:if|when) (?:i |you )?touch\b|\bheard (?:a )?(?:crack|snap|pop)\b|\bfracture\w*|\bbroken (?:bone|arm|leg|wrist|ankle)\b/,
    ],
  },
  spreadingRedness: {
    label: 'spreading redness, a red line from a wound, or cellulitis',
    patterns: [
      /\b(?:red\w*|erythema)\b.{0,40}\b(?:spread\w*|going up|tracking|getting bigger|growing)\b|\bspreading (?:erythema|redness)\b|\bred (?:line|streak)\b|\bcellulitis\b|\blymphangitis\b/,
    ],
  },
  animalBite: {
    label: 'an animal or human bite',
    patterns: [
      /\b(?:dog|cat|animal|human|fox|bat|rat|monkey)\b.{0,10}\b(?:bit|bite|bitten)\b|\bbitten by (?:a |an |our |my )?(?:dog|cat|animal|fox|bat)\b/,
    ],
  },
  deepWound: {
    label: 'a deep or gaping cut that may need closing',
    patterns: [
      /\bgaping\b|\bdeep (?:cut|wound|laceration)\b|\bneeds? stitches\b|\bwill not close\b|\blaceration\b|\bcut\b.{0,20}\b(?:to the bone|wide open|deep)\b/,
    ],
  },
  eyeInjury: {
    label: 'an eye injury, chemical or something in the eye',
    patterns: [
      /\b(?:poked|scratched|hit|injur\w*|chemical\w*|bleach|splash\w*)\b.{0,25}\beyes?\b|\beyes?\b.{0,25}\b(?:foreign body|scratch\w*|injur\w*|chemical)\b|\bsomething in (?:my |his |her )?eye\b|\bforeign body\b/,
    ],
  },
  flankPain: {
    label: 'loin or flank pain, or pain from the back to the groin in waves',
    patterns: [
      /\b(?:loin|flank|kidney)\b.{0,20}\b(?:pain\w*|ache|hurt\w*|tender\w*)\b|\b(?:pain\w*|ache)\b.{0,10}\b(?:in|on) (?:my |the )?(?:loin|flank|kidney)\b/,
      /\bloin[- ]to[- ]groin\b|\bback\b.{0,40}\b(?:down|to|into) (?:my |the )?groin\b|\b(?:comes|coming) in waves\b|\bcolick?y\b|\brenal colic\b|\bkidney stones?\b/,
    ],
  },
  urinarySymptoms: {
    label: 'burning or pain passing urine, or blood in the urine',
    patterns: [
      /\bdysuria\b|\bburning (?:when|on|while) (?:i )?(?:pee|urinat\w*|wee)\w*|\bpain(?:ful)? (?:when )?(?:peeing|urinating|urination)\b|\bhematuria\b|\bblood in (?:my |the )?(?:urine|pee)\b|\b(?:pink|pinkish|red|bloody) (?:pee|urine)\b|\b(?:pee|urine) (?:looks |is )?(?:pink|pinkish|red|bloody)\b/,
    ],
  },
  shinglesNearEye: {
    label: 'shingles or blisters on the forehead, nose or near the eye',
    patterns: [
      /\b(?:shingles|vesic\w*|blisters?|zoster)\b.{0,60}\b(?:eye|forehead|nose|eyelid)\b|\bhutchinson\b|\bophthalmic (?:shingles|zoster)\b/,
    ],
  },
  croup: {
    label: 'barking cough (croup)',
    patterns: [/\bbark\w* cough\b|\bcroup\w*|\bseal[- ]like cough\b|\bcough\w* like a seal\b/],
  },
  travelFever: {
    label: 'back from a malaria area or abroad',
    background: true,
    patterns: [
      /\b(?:returned|came back|back|travel\w*|been|trip|visit\w*)\b.{0,25}\b(?:africa|nigeria|ghana|kenya|uganda|tanzania|malawi|congo|sierra leone|india|pakistan|bangladesh|papua|amazon|tropics|tropical|abroad|overseas|malaria)\b/,
    ],
  },
  asthmaFlare: {
    label: 'asthma getting worse, or needing the reliever every 4 hours or more often',
    patterns: [
      /\b(?:inhaler|puffer|reliever|ventolin|albuterol|salbutamol)\b.{0,30}\bevery [1-4] ?(?:hours?|hrs?)\b|\basthma\b.{0,20}\b(?:worse|flar\w*|playing up|bad|not controlled|uncontrolled)\b|\b(?:worse|flare of) asthma\b/,
    ],
  },
  suddenHearingLoss: {
    label: 'sudden hearing loss',
    patterns: [
      /\bsudden\w*\b.{0,25}\b(?:hearing loss|deaf\w*|loss of hearing|lost (?:my |the )?hearing|cannot hear)\b/,
    ],
  },
  infectionExposure: {
    label: 'contact with chickenpox, shingles or measles',
    patterns: [/\b(?:chicken ?pox|shingles|measles)\b/],
  },
  scarletFever: {
    label: 'sandpaper rash, strawberry tongue or scarlet fever',
    patterns: [/\bsandpaper\b|\bstrawberry tongue\b|\bscarlet fever\b|\bscarlatina\b/],
  },
} as const satisfies Record<string, FindingDef>;

export type Finding = keyof typeof FINDINGS;
