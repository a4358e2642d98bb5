import { checkInteractions, type Interaction } from '../clinical/drugs/checker.ts';
import { findMedicationMentions, type MedicationMention } from '../clinical/drugs/mentions.ts';
import type { Severity } from '../clinical/drugs/rules.ts';
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

/** "drink on metronidazole", "have a few drinks": alcohol, unless a harmless drink is named. */
const DRINKING =
  /\b(drink(s|ing)?|drunk|get(ting)? drunk|have a (drink|few)|a few drinks|boozing|happy hour)\b(?!\s+(of\s+)?(water|juice|milk|coffee|tea|fluids?|plenty|enough|more water))/i;

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

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  if (asked.length === 0) return [];
  const background = context ? participantsOf(findMedicationMentions(context)) : [];
  const all = [...asked, ...background];
  if (!all.some((participant) => participant.ingredient === 'ethanol') && DRINKING.test(question))
    all.push({ ingredient: 'ethanol', written: 'alcohol', substance: true });
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
