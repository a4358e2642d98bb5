/** Text with the characters a regular expression reads as syntax escaped, to match it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
