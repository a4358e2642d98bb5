import { NUTRIENTS } from '../nutrients.ts';
import type { SrFood, SrWeight } from '../sr-format.ts';

/**
 * The text form of the built-in food table, one food per line:
 *
 *   id TAB group TAB survey(1|0) TAB description TAB common name TAB v1,v2,…,v46 TAB amount~measure~grams|…
 *
 * Values are per 100 g in NUTRIENTS order, empty where SR has none. SR text never contains a tab,
 * `|` or `~` (`~` is SR's own text delimiter; the build checks), so no escaping is needed.
 */
export const encodeFoods = (foods: readonly SrFood[]): string =>
  foods
    .map((food) => {
      const text = [food.description, food.commonName, ...food.weights.map((w) => w.description)];
      if (text.some((cell) => /[\t\n|~]/.test(cell)))
        throw new Error(`food ${food.id}: text holds a tab, | or ~`);
      return [
        food.id,
        food.group,
        food.survey ? '1' : '0',
        food.description,
        food.commonName,
        food.values.map((value) => (value === null ? '' : String(value))).join(','),
        food.weights.map((w) => `${w.amount}~${w.description}~${w.grams}`).join('|'),
      ].join('\t');
    })
    .join('\n');

export const decodeFoods = (text: string): SrFood[] =>
  text.split('\n').map((line, index) => {
    const [id = '', group = '', survey = '', description = '', commonName = '', values = '', weights = ''] =
      line.split('\t');
    const cells = values.split(',');
    if (cells.length !== NUTRIENTS.length) throw new Error(`food table line ${index + 1} is damaged`);
    return {
      id,
      group,
      survey: survey === '1',
      description,
      commonName,
      values: cells.map((cell) => (cell === '' ? null : Number(cell))),
      weights:
        weights === ''
          ? []
          : weights.split('|').map((entry): SrWeight => {
              const [amount = '', measure = '', grams = ''] = entry.split('~');
              return { amount: Number(amount), description: measure, grams: Number(grams) };
            }),
    };
  });
