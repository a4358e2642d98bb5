import { SELF_CARE_COMPLAINTS } from '../triage/self-care.ts';
import { describe, describeWho } from './engine.ts';
import { RULES } from './rules/index.ts';

const cell = (text: string): string => text.replaceAll('|', '\\|');

/**
 * The audit table of docs/triage-rules.md, generated from the rules themselves so that the
 * document cannot drift from the code (a test compares them). Regenerate with
 * `npx tsx -e "import('./shared/clinical/red-flags/audit.ts').then((m) => console.log(m.auditTable()))"`.
 */
export const auditTable = (): string =>
  [
    '| Rule id | Level | Fires on | Applies to | Source |',
    '|---|---|---|---|---|',
    ...RULES.map(
      (rule) =>
        `| \`${rule.id}\` | ${rule.urgency === 'emergency' ? 'emergency' : 'urgent-care'} | ${cell(describe(rule.when))}${rule.unless ? ` UNLESS ${cell(describe(rule.unless, true))}` : ''}${rule.stillUrgentWhenSettled ? ` (still ${rule.urgency === 'emergency' ? 'an emergency' : 'same-day'} weeks later if ${cell(describe(rule.stillUrgentWhenSettled, true))})` : ''} | ${cell(describeWho(rule.who))} | [${cell(rule.source.title)}](${rule.source.url}) |`,
    ),
  ].join('\n');

const ages = (minAge: number | undefined, maxAge: number | undefined): string =>
  minAge === undefined && maxAge === undefined
    ? 'any'
    : maxAge === undefined
      ? `${minAge} years or older`
      : `${minAge ?? 0} to under ${maxAge} years`;

/**
 * The self-limiting complaints table of docs/triage-rules.md, generated like the rules table.
 * Regenerate with
 * `npx tsx -e "import('./shared/clinical/red-flags/audit.ts').then((m) => console.log(m.selfCareTable()))"`.
 */
export const selfCareTable = (): string =>
  [
    '| Complaint id | Self-care for | Ages | Up to | Source |',
    '|---|---|---|---|---|',
    ...SELF_CARE_COMPLAINTS.map(
      (complaint) =>
        `| \`${complaint.id}\` | ${cell(complaint.name)} | ${ages(complaint.minAge, complaint.maxAge)} | ${complaint.maxDays} ${complaint.maxDays === 1 ? 'day' : 'days'} | [${cell(complaint.source.title)}](${complaint.source.url}) |`,
    ),
  ].join('\n');
