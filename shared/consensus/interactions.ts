import { checkInteractions, classNamesOf, type Interaction } from '../clinical/drugs/checker.ts';
import { findMedicationMentions, type MedicationMention } from '../clinical/drugs/mentions.ts';
import type { Severity } from '../clinical/drugs/rules.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import { sentences, stripCitations } from './agreement.ts';

/**
 * The interaction route of /ask: a question naming a medication and another medication or a
 * substance (alcohol, grapefruit, tyramine foods, vitamin K) goes through the interaction checker,
 * whose findings (severity, what to do, source) lead the answer. A pair we recognise but have no
 * finding for is said to be unlisted in our sources, never declared safe.
 */

type Stance = 'backs' | 'neutral' | 'contradicts';

export interface InteractionStatement {
  id: string;
  text: string;
  source: { title: string; url: string; snippet: string };
  evidence: readonly string[];
  /** Words that show an answer is about these medicines. */
  topic: RegExp;
  severity?: Severity;
  stance: (answer: string) => Stance;
}

/** The FDA's consumer page on interactions: behind the advice to ask a pharmacist. */
const FDA_INTERACTIONS = {
  title: 'Drug interactions: what you should know (FDA)',
  url: 'https://www.fda.gov/drugs/resources-you-drugs/drug-interactions-what-you-should-know',
};
const EVIDENCE = ['med-drug-interactions-overview'];

/**
 * "drink on metronidazole", "have a few drinks": alcohol, unless a drink without alcohol is named
 * ("drink cranberry juice", "drink a glass of milk").
 */
const DRINKING =
  /\b(drink(s|ing)?|drunk|get(ting)? drunk|have a (drink|few)|a few drinks|boozing|happy hour)\b(?!\s+(of\s+)?(a\s+|some\s+|more\s+|(a\s+)?(glass|cup|mug|bottle|can|carton)\s+of\s+)?([a-z-]+\s+){0,2}(water|juices?|milk|coffee|tea|fluids?|plenty|enough|smoothies?|shakes?|soda|cola|pop|lemonade|squash|cordial|broth|soup|kombucha)\b)/i;

/**
 * Foods a question names in everyday words that take part in an interaction our catalog keys by
 * another name: tyramine in cheese, cured meats and fermented foods (MAO inhibitors, linezolid
 * included, whose labels advise avoiding large amounts of tyramine-rich food).
 */
const TYRAMINE_WORDS =
  /\b(cheese\w*|cheddar|parmesan|brie|camembert|stilton|feta|salami|pepperoni|chorizo|cured meats?|soy sauce|miso|kimchi|sauerkraut|marmite|vegemite|yeast extract|red wine|wine|beer|ale|lager|fermented \w+)\b/i;

interface FoodNote {
  id: string;
  food: RegExp;
  /** Whether a participant, or the question's words, name a medicine this note is about. */
  medicine: (ingredients: readonly string[], question: string) => string | undefined;
  text: (medicine: string) => string;
  source: { title: string; url: string };
}

const classOf = (ingredient: string, words: RegExp): boolean =>
  classNamesOf(ingredient).some((name) => words.test(name));

/**
 * Food and medicine pairs with a public source that our interaction tables do not list (cranberry
 * with warfarin, licorice with blood pressure medicines): the source's caution, never "safe".
 */
const FOOD_NOTES: readonly FoodNote[] = [
  {
    id: 'interaction:cranberry+warfarin',
    food: /\bcranberr(y|ies)\b/i,
    medicine: (ingredients) => (ingredients.includes('warfarin') ? 'warfarin' : undefined),
    text: (medicine) =>
      `${capitalize(medicine)} and cranberry: large amounts of cranberry juice or cranberry products may raise the INR and the risk of bleeding (NIH NCCIH); the evidence is mixed, and studies of a glass or two a day found no effect. Do not start drinking large amounts, keep what you have steady from week to week, tell your anticoagulation clinic before a big change, and watch for unusual bruising or bleeding.`,
    source: {
      title: 'Cranberry (NIH National Center for Complementary and Integrative Health)',
      url: 'https://www.nccih.nih.gov/health/cranberry',
    },
  },
  {
    id: 'interaction:licorice+blood-pressure-medicine',
    food: /\b(liquorice|licorice|glycyrrhiz\w*)\b/i,
    medicine: (ingredients, question) =>
      ingredients.find((ingredient) =>
        classOf(ingredient, /ACE inhibitor|angiotensin|diuretic|beta|calcium channel|renin|alpha|digoxin/i),
      ) ??
      (ingredients.includes('digoxin') ? 'digoxin' : undefined) ??
      (/\b(blood pressure|bp|hypertension|heart) (pills?|tablets?|meds|medicines?|medications?|drugs?)\b|\bwater pills?\b|\bdiuretics?\b/i.test(
        question,
      )
        ? 'blood pressure medicines'
        : undefined),
    text: (medicine) =>
      `${capitalize(medicine)} and black licorice: glycyrrhizin in black licorice, eaten in large amounts or daily for weeks, can raise blood pressure and lower potassium, working against blood pressure medicines and adding to the potassium lost with water pills; the FDA warns that 2 ounces a day for two weeks can cause an irregular heart rhythm in people over 40. Avoid large or daily amounts, and stop and call a clinician if you notice weakness, an irregular heartbeat or swelling.`,
    source: {
      title: 'Black licorice: trick or treat? (US Food and Drug Administration)',
      url: 'https://www.fda.gov/consumers/consumer-updates/black-licorice-trick-or-treat',
    },
  },
];

const foodStatements = (question: string, ingredients: readonly string[]): InteractionStatement[] =>
  FOOD_NOTES.flatMap((note) => {
    if (!note.food.test(question)) return [];
    const medicine = note.medicine(ingredients, question);
    if (!medicine) return [];
    const text = note.text(medicine);
    return [
      {
        id: note.id,
        text,
        source: { ...note.source, snippet: text },
        evidence: EVIDENCE,
        topic: new RegExp(`\\b(${escapeRegExp(medicine)}|${note.food.source.slice(2, -2)})\\b`, 'i'),
        severity: 'moderate' as const,
        stance: stanceFor('moderate'),
      },
    ];
  });

/**
 * Medicines whose labels ask people with certain conditions to ask a doctor before use (FDA
 * over-the-counter Drug Facts), for questions such as "can I take ibuprofen with high blood
 * pressure?": the caution and the conditions it names, never "safe". Each names the conditions its
 * label lists, so a question naming one of them gets it.
 */
interface ConditionNote {
  id: string;
  /** Whether an ingredient belongs to the medicines the note is about. */
  medicine: (ingredient: string) => boolean;
  conditions: RegExp;
  text: (medicine: string) => string;
  source: { title: string; url: string };
}

const HIGH_BLOOD_PRESSURE =
  /\b(?:high blood pressure|hypertension|hypertensive|high bp|raised blood pressure|blood pressure (?:is )?(?:high|up|raised))\b/;
const HEART_DISEASE =
  /\b(?:heart (?:disease|failure|condition|problems?|attack)|angina|coronary|cardiac (?:disease|problems?))\b/;
const KIDNEY_DISEASE = /\b(?:kidney|renal) (?:disease|failure|problems?|impairment|damage)\b|\bckd\b/;
const LIVER_DISEASE = /\b(?:liver (?:disease|damage|problems?|failure)|cirrhosis|hepatitis|fatty liver)\b/;

const CONDITION_NOTES: readonly ConditionNote[] = [
  {
    id: 'caution:nsaid',
    medicine: (ingredient) => classOf(ingredient, /\bNSAID\b/),
    conditions: new RegExp(
      `${HIGH_BLOOD_PRESSURE.source}|${HEART_DISEASE.source}|${KIDNEY_DISEASE.source}|\\b(?:stomach|peptic|gastric|duodenal) (?:ulcers?|bleed\\w*)|\\bulcers?\\b|\\bwater pills?\\b|\\bdiuretics?\\b`,
    ),
    text: (medicine) =>
      `${capitalize(medicine)} is an NSAID (nonsteroidal anti-inflammatory drug). NSAIDs can raise blood pressure, make the body hold on to salt and water, which can bring on or worsen heart failure, harm the kidneys, and cause stomach ulcers and bleeding; they also raise the risk of heart attack and stroke. Their labels ask anyone with high blood pressure, heart disease, kidney disease, past stomach ulcers or bleeding, or who takes a water pill, to ask a doctor before use. Ask your doctor or pharmacist whether it suits you, and which pain reliever to use if not.`,
    source: {
      title: 'Ibuprofen (MedlinePlus drug information)',
      url: 'https://medlineplus.gov/druginfo/meds/a682159.html',
    },
  },
  {
    id: 'caution:decongestant',
    medicine: (ingredient) => ['pseudoephedrine', 'phenylephrine', 'ephedrine'].includes(ingredient),
    conditions: new RegExp(
      `${HIGH_BLOOD_PRESSURE.source}|${HEART_DISEASE.source}|\\b(?:thyroid|overactive thyroid|hyperthyroid\\w*|diabet\\w*|enlarged prostate|prostate)\\b`,
    ),
    text: (medicine) =>
      `${capitalize(medicine)} is a decongestant: it narrows blood vessels and can raise blood pressure and the heart rate. Its label asks anyone with high blood pressure, heart disease, thyroid disease, diabetes or trouble passing urine because of an enlarged prostate to ask a doctor before use. Ask your pharmacist about a cold remedy without a decongestant.`,
    source: {
      title: 'Pseudoephedrine (MedlinePlus drug information)',
      url: 'https://medlineplus.gov/druginfo/meds/a682619.html',
    },
  },
  {
    id: 'caution:acetaminophen-liver',
    medicine: (ingredient) => ingredient === 'acetaminophen',
    conditions: LIVER_DISEASE,
    text: (medicine) =>
      `${capitalize(medicine)} (acetaminophen, paracetamol) is broken down by the liver, and too much of it can cause severe liver damage. Its label asks anyone with liver disease to ask a doctor before use and warns that the risk is higher with 3 or more alcoholic drinks a day. Do not take more than the label's daily limit, and check other medicines for acetaminophen so as not to take it twice.`,
    source: {
      title: 'Acetaminophen (MedlinePlus drug information)',
      url: 'https://medlineplus.gov/druginfo/meds/a681004.html',
    },
  },
];

const conditionStatements = (text: string, participants: readonly Participant[]): InteractionStatement[] => {
  const lower = text.toLowerCase();
  return CONDITION_NOTES.flatMap((note) => {
    const participant = participants.find((p) => note.medicine(p.ingredient));
    if (!participant || !note.conditions.test(lower)) return [];
    const body = note.text(participant.written);
    return [
      {
        id: `${note.id}:${participant.ingredient}`,
        text: body,
        source: { ...note.source, snippet: body },
        evidence: EVIDENCE,
        topic: topicOf([participant]),
        severity: 'moderate' as const,
        stance: stanceFor('moderate'),
      },
    ];
  });
};

/** Words of a question about taking things together. */
const TOGETHER =
  /\b(with|together|while|along ?side|same time|combin\w*|mix\w*|interact\w*|on top of|plus|and take|taking .+ and)\b/i;

const SEVERITY_WORDS: Record<Severity, string> = {
  contraindicated: 'a contraindicated combination: they should not be taken together',
  major: 'a major interaction',
  moderate: 'a moderate interaction',
  minor: 'a minor interaction',
};

/** Telling the reader a combination is fine, or how much of it to have. */
const PERMISSIVE =
  /\b(safe to|is safe|are safe|generally safe|fine to|is fine|ok(ay)? to|is ok(ay)?|no (known |significant |major )?interactions?|(does|do)(n't| not) interact|limit (\w+ ){0,3}to (one|two|three|1|2|3)|up to (one|two|three|1|2|3)|no more than (one|two|three|1|2|3)|in moderation|moderate (drinking|amounts?|alcohol|use)|(one|two|three|1|2|3) (standard )?drinks? (a|per) day)\b/i;
const NEGATED_BEFORE = /\b(not|never|isn't|aren't|no longer|cannot|can't)\s+(\w+\s+){0,1}$/i;
const CAUTION =
  /\b(avoid\w*|do not|don't|should not|shouldn't|never|not (be )?(taken|used|combined|safe|recommended)|interact\w*|contraindicat\w*|dangerous|serious|ask (a|your) (pharmacist|doctor|prescriber))\b/i;

const permissive = (answer: string): boolean =>
  sentences(stripCitations(answer)).some((sentence) => {
    for (const match of sentence.matchAll(new RegExp(PERMISSIVE.source, 'gi'))) {
      if (!NEGATED_BEFORE.test(sentence.slice(0, match.index ?? 0))) return true;
    }
    return false;
  });

const severe = (severity: Severity): boolean => severity === 'contraindicated' || severity === 'major';

const stanceFor =
  (severity: Severity | undefined) =>
  (answer: string): Stance => {
    if (severity === undefined) return 'neutral';
    const text = stripCitations(answer);
    if (severe(severity) && permissive(text)) return 'contradicts';
    if (/\b(no (known )?interactions?|(does|do)(n't| not) interact)\b/i.test(text)) return 'contradicts';
    return CAUTION.test(text) ? 'backs' : 'neutral';
  };

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The names as the asker wrote them, one per ingredient. */
interface Participant {
  ingredient: string;
  written: string;
  substance: boolean;
}

const participantsOf = (mentions: readonly MedicationMention[]): Participant[] =>
  mentions.flatMap((mention) =>
    mention.ingredients.map((ingredient) => ({
      ingredient,
      // Brands as written (Tylenol), ingredients in lower case; a combination by its ingredients.
      written:
        mention.ingredients.length > 1
          ? ingredient
          : mention.kind === 'brand'
            ? mention.text
            : mention.text.toLowerCase(),
      substance: mention.kind === 'substance',
    })),
  );

/** An answer is about the combination when it names one of its medicines (alcohol alone is not enough). */
const topicOf = (participants: readonly Participant[]): RegExp => {
  const medicines = participants.filter((participant) => !participant.substance);
  const names = (medicines.length > 0 ? medicines : participants).flatMap((p) => [p.ingredient, p.written]);
  return new RegExp(`\\b(${[...new Set(names)].map(escapeRegExp).join('|')})\\b`, 'i');
};

const statementOf = (
  interaction: Interaction,
  participants: readonly Participant[],
  named: (ingredient: string) => string,
): InteractionStatement => {
  const [x, y] = interaction.ingredients;
  const fact = `${capitalize(named(x))} and ${named(y)}: ${SEVERITY_WORDS[interaction.severity]} in our interaction sources. ${interaction.effect}`;
  return {
    id: `interaction:${[x, y].sort().join('+')}`,
    text: `${fact} ${interaction.management}`,
    source: { ...interaction.source, snippet: `${fact} ${interaction.management}` },
    evidence: EVIDENCE,
    topic: topicOf(participants.filter((p) => p.ingredient === x || p.ingredient === y)),
    severity: interaction.severity,
    stance: stanceFor(interaction.severity),
  };
};

/**
 * The interaction statements for a question: when it names at least one medication, and the
 * question and context together name another medication or a substance.
 */
export const interactionStatements = (question: string, context?: string): InteractionStatement[] => {
  const asked = participantsOf(findMedicationMentions(question));
  const cautions = conditionStatements(context ? `${question}\n${context}` : question, asked);
  const pairs = pairStatements(question, asked, context);
  // Beside a caution, "no interaction listed" adds nothing, and it may pair a medicine with a
  // condition's word read as a medicine ("an overactive thyroid").
  return cautions.length === 0
    ? pairs
    : [...pairs.filter((pair) => !pair.id.startsWith('interaction:none:')), ...cautions];
};

const pairStatements = (
  question: string,
  asked: readonly Participant[],
  context?: string,
): InteractionStatement[] => {
  // The medicines of the context are read once, for the food notes and the pairs.
  const background = context ? participantsOf(findMedicationMentions(context)) : [];
  const food = foodStatements(
    question,
    [...asked, ...background].map((participant) => participant.ingredient),
  );
  if (food.length > 0) return food;
  if (asked.length === 0) return [];
  const all = [...asked, ...background];
  if (!all.some((participant) => participant.ingredient === 'ethanol') && DRINKING.test(question))
    all.push({ ingredient: 'ethanol', written: 'alcohol', substance: true });
  // "cheese with linezolid": tyramine, for a medicine of the MAO inhibitor class.
  const tyramineFood = TYRAMINE_WORDS.exec(question);
  if (
    tyramineFood &&
    !all.some((participant) => participant.ingredient === 'tyramine') &&
    all.some((participant) => classOf(participant.ingredient, /monoamine oxidase/i))
  )
    all.push({ ingredient: 'tyramine', written: tyramineFood[0].toLowerCase(), substance: true });
  const unique = all.filter((p, i) => all.findIndex((other) => other.ingredient === p.ingredient) === i);
  if (unique.length < 2 || !unique.some((participant) => !participant.substance)) return [];

  const named = (ingredient: string): string =>
    unique.find((participant) => participant.ingredient === ingredient)?.written ?? ingredient;
  const report = checkInteractions(unique.map((participant) => participant.ingredient));
  if (report.interactions.length > 0)
    return report.interactions.slice(0, 3).map((interaction) => statementOf(interaction, unique, named));

  // Without a finding, only a question about taking them together gets the statement ("Tylenol or
  // Advil for a headache?" is not one).
  if (!TOGETHER.test(question) && !DRINKING.test(question)) return [];
  const names = unique.map((participant) => participant.written);
  const list = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const text = `Our interaction sources list no interaction between ${list}. That does not prove the combination is safe for you: ask a pharmacist or your prescriber before taking them together.`;
  return [
    {
      id: `interaction:none:${unique
        .map((participant) => participant.ingredient)
        .sort()
        .join('+')}`,
      text,
      source: { ...FDA_INTERACTIONS, snippet: text },
      evidence: EVIDENCE,
      topic: topicOf(unique),
      stance: stanceFor(undefined),
    },
  ];
};
