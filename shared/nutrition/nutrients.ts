/**
 * The 46 nutrient fields of the USDA National Nutrient Database for Standard Reference abbreviated
 * file (ABBREV.txt, SR26 layout: NDB_No, Shrt_Desc, these 46 fields per 100 g of edible portion,
 * then GmWt_1, GmWt_Desc1, GmWt_2, GmWt_Desc2, Refuse_Pct), in file order. The built-in food table
 * and every total keep this order.
 */
export const NUTRIENTS = [
  { key: 'water', field: 'Water', name: 'Water', unit: 'g' },
  { key: 'energy', field: 'Energ_Kcal', name: 'Energy', unit: 'kcal' },
  { key: 'protein', field: 'Protein', name: 'Protein', unit: 'g' },
  { key: 'fat', field: 'Lipid_Tot', name: 'Total fat', unit: 'g' },
  { key: 'ash', field: 'Ash', name: 'Ash', unit: 'g' },
  { key: 'carbohydrate', field: 'Carbohydrt', name: 'Carbohydrate, by difference', unit: 'g' },
  { key: 'fiber', field: 'Fiber_TD', name: 'Fiber, total dietary', unit: 'g' },
  { key: 'sugars', field: 'Sugar_Tot', name: 'Sugars, total', unit: 'g' },
  { key: 'calcium', field: 'Calcium', name: 'Calcium', unit: 'mg' },
  { key: 'iron', field: 'Iron', name: 'Iron', unit: 'mg' },
  { key: 'magnesium', field: 'Magnesium', name: 'Magnesium', unit: 'mg' },
  { key: 'phosphorus', field: 'Phosphorus', name: 'Phosphorus', unit: 'mg' },
  { key: 'potassium', field: 'Potassium', name: 'Potassium', unit: 'mg' },
  { key: 'sodium', field: 'Sodium', name: 'Sodium', unit: 'mg' },
  { key: 'zinc', field: 'Zinc', name: 'Zinc', unit: 'mg' },
  { key: 'copper', field: 'Copper', name: 'Copper', unit: 'mg' },
  { key: 'manganese', field: 'Manganese', name: 'Manganese', unit: 'mg' },
  { key: 'selenium', field: 'Selenium', name: 'Selenium', unit: 'µg' },
  { key: 'vitaminC', field: 'Vit_C', name: 'Vitamin C', unit: 'mg' },
  { key: 'thiamin', field: 'Thiamin', name: 'Thiamin', unit: 'mg' },
  { key: 'riboflavin', field: 'Riboflavin', name: 'Riboflavin', unit: 'mg' },
  { key: 'niacin', field: 'Niacin', name: 'Niacin', unit: 'mg' },
  { key: 'pantothenicAcid', field: 'Panto_Acid', name: 'Pantothenic acid', unit: 'mg' },
  { key: 'vitaminB6', field: 'Vit_B6', name: 'Vitamin B6', unit: 'mg' },
  { key: 'folateTotal', field: 'Folate_Tot', name: 'Folate, total', unit: 'µg' },
  { key: 'folicAcid', field: 'Folic_Acid', name: 'Folic acid', unit: 'µg' },
  { key: 'foodFolate', field: 'Food_Folate', name: 'Folate, food', unit: 'µg' },
  { key: 'folate', field: 'Folate_DFE', name: 'Folate (DFE)', unit: 'µg' },
  { key: 'choline', field: 'Choline_Tot', name: 'Choline', unit: 'mg' },
  { key: 'vitaminB12', field: 'Vit_B12', name: 'Vitamin B12', unit: 'µg' },
  { key: 'vitaminAIu', field: 'Vit_A_IU', name: 'Vitamin A, IU', unit: 'IU' },
  { key: 'vitaminA', field: 'Vit_A_RAE', name: 'Vitamin A (RAE)', unit: 'µg' },
  { key: 'retinol', field: 'Retinol', name: 'Retinol', unit: 'µg' },
  { key: 'alphaCarotene', field: 'Alpha_Carot', name: 'Alpha-carotene', unit: 'µg' },
  { key: 'betaCarotene', field: 'Beta_Carot', name: 'Beta-carotene', unit: 'µg' },
  { key: 'betaCryptoxanthin', field: 'Beta_Crypt', name: 'Beta-cryptoxanthin', unit: 'µg' },
  { key: 'lycopene', field: 'Lycopene', name: 'Lycopene', unit: 'µg' },
  { key: 'luteinZeaxanthin', field: 'Lut+Zea', name: 'Lutein + zeaxanthin', unit: 'µg' },
  { key: 'vitaminE', field: 'Vit_E', name: 'Vitamin E (alpha-tocopherol)', unit: 'mg' },
  { key: 'vitaminD', field: 'Vit_D_mcg', name: 'Vitamin D', unit: 'µg' },
  { key: 'vitaminDIu', field: 'Vit_D_IU', name: 'Vitamin D, IU', unit: 'IU' },
  { key: 'vitaminK', field: 'Vit_K', name: 'Vitamin K (phylloquinone)', unit: 'µg' },
  { key: 'saturatedFat', field: 'FA_Sat', name: 'Fatty acids, total saturated', unit: 'g' },
  { key: 'monounsaturatedFat', field: 'FA_Mono', name: 'Fatty acids, total monounsaturated', unit: 'g' },
  { key: 'polyunsaturatedFat', field: 'FA_Poly', name: 'Fatty acids, total polyunsaturated', unit: 'g' },
  { key: 'cholesterol', field: 'Cholestrl', name: 'Cholesterol', unit: 'mg' },
] as const;

export type NutrientKey = (typeof NUTRIENTS)[number]['key'];

/** Position of each nutrient in a food's value array. */
export const NUTRIENT_INDEX = Object.fromEntries(NUTRIENTS.map((n, i) => [n.key, i])) as Record<
  NutrientKey,
  number
>;

/** ABBREV.txt columns: NDB_No, Shrt_Desc, the nutrients, GmWt_1, GmWt_Desc1, GmWt_2, GmWt_Desc2, Refuse_Pct. */
export const ABBREV_COLUMNS = 2 + NUTRIENTS.length + 5;
