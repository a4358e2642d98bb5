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
        `| \`${rule.id}\` | ${rule.urgency === 'emergency' ? 'emergency' : 'urgent-care'} | ${cell(describe(rule.when))} | ${cell(describeWho(rule.who))} | [${cell(rule.source.title)}](${rule.source.url}) |`,
    ),
  ].join('\n');
