/**
 * Interaction severities, most severe first. Apart from rules.ts so that the checker can rank
 * without importing the rules, which it reads from their JSON copy on first use.
 */
export const SEVERITIES = ['contraindicated', 'major', 'moderate', 'minor'] as const;
export type Severity = (typeof SEVERITIES)[number];
