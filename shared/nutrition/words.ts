/**
 * Word classes of food descriptions, shared by the index (which precomputes them per food) and the
 * matcher (which weighs them).
 */

/** English plural to singular, enough for food names: berries, tomatoes, peaches, slices, oats. */
export const singular = (word: string): string => {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes') || /(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ves') && word !== 'olives' && word !== 'chives') return `${word.slice(0, -3)}f`;
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
};

/** Words that state a cooked food. */
export const COOKED = new Set([
  'cooked',
  'boiled',
  'baked',
  'roasted',
  'broiled',
  'grilled',
  'fried',
  'steamed',
  'poached',
  'braised',
  'stewed',
  'simmered',
  'microwaved',
  'scrambled',
  'toasted',
  'heated',
  'sauteed',
]);
export const RAW = new Set(['raw', 'fresh', 'uncooked', 'unprepared', 'unheated']);

/** Words that change what a food is; a description holding one the line does not ask for ranks lower. */
export const FORMS = new Set([
  'dried',
  'dehydrated',
  'powder',
  'powdered',
  'canned',
  'frozen',
  'juice',
  'concentrate',
  'flour',
  'oil',
  'sauce',
  'babyfood',
  'imitation',
  'substitute',
  'dry',
  'mix',
  'syrup',
  'nectar',
  'candied',
  'chip',
  'sweetened',
  'pickled',
  'fat-free',
  'formula',
  'human',
  'infant',
  'toddler',
  'bran',
  'germ',
  'peel',
  'leaf',
  'stuffed',
  'breaded',
  'battered',
  'creamed',
  'glazed',
  'pie',
  'smoked',
  'game',
  'green',
  'restaurant',
  'soup',
  'spread',
  'sandwich',
  'pudding',
  'cheese',
  'dressing',
]);

/** Descriptor words that do not make a description less plain. */
const NEUTRAL = new Set([
  'with',
  'without',
  'salt',
  'added',
  'enriched',
  'unenriched',
  'fortified',
  'unfortified',
  'regular',
  'all',
  'commercially',
  'commercial',
  'prepared',
  'type',
  'variety',
  'ns',
  'nfs',
  'meat',
  'only',
  'drained',
  'solid',
  'whole',
  'broiler',
  'fryer',
  'include',
  'fluid',
  'milkfat',
  'vitamin',
  'd',
  'cooking',
  'granulated',
  'long',
  'grain',
  'mature',
  'seed',
  'heat',
  'brewed',
  'tap',
]);

/** Words that only qualify (numbers, percentages, single letters) never make a description less plain. */
export const isNeutral = (word: string): boolean => NEUTRAL.has(word) || /\d/.test(word) || word.length === 1;

/** Groups eaten cooked when a line does not say; fruit, vegetables and nuts are taken raw. */
export const COOKED_BY_DEFAULT = new Set(['0500', '1000', '1300', '1500', '1600', '1700', '2000']);
export const RAW_BY_DEFAULT = new Set(['0900', '1100', '1200']);
/** Groups a plain name should not land in unless it says so. */
export const SPECIAL_GROUPS = new Set(['0300', '2100', '3500', '3600']);
