/**
 * Names of common analytes as laboratories outside the English-speaking world print them (German,
 * Dutch, French, Spanish, Italian, Portuguese and the Latin/INN forms such as "Kalium" and
 * "Natrium" used across central and northern Europe), by the LOINC code of the catalog test they
 * mean. Written without accents: lookups fold accents first ("Hämoglobin" is "hamoglobin"), and
 * German umlauts also appear spelled out ("Haemoglobin", "Harnsaeure").
 *
 * Only names that mean the same measurement are listed. "Harnstoff", "urée" and "ureum" are urea:
 * in mmol/L urea and urea nitrogen (BUN) are the same number, but in mg/dL urea is 2.14 times BUN,
 * so a urea in mg/dL read as BUN overstates it (errs toward flagging); the catalog's "urea" alias
 * already reads it this way. Names that change the analyte (ionised calcium, free T4, urine values)
 * are left out on purpose.
 */
export const INTERNATIONAL_NAMES: Readonly<Record<string, readonly string[]>> = {
  // Potassium
  '2823-3': ['kalium', 'potasio', 'potassio', 'kalium im serum', 'serum kalium', 'kaliemie', 'kaliemia'],
  // Sodium
  '2951-2': ['natrium', 'sodio', 'natrium im serum', 'serum natrium', 'natremie', 'natremia'],
  // Chloride
  '2075-0': ['chlorid', 'chlorure', 'cloruro', 'cloro', 'chloor', 'cloreto', 'chloremie'],
  // Bicarbonate
  '2028-9': ['bikarbonat', 'bicarbonato', 'hydrogencarbonat', 'bicarbonaat'],
  // Calcium
  '17861-6': ['kalzium', 'calcio', 'calcemie', 'calcemia', 'gesamtcalcium', 'gesamtkalzium'],
  // Magnesium
  '19123-9': ['magnesio', 'magnesemie'],
  // Phosphate
  '2777-1': ['phosphat', 'fosfato', 'fosfat', 'phosphore', 'fosforo', 'anorganisches phosphat'],
  // Glucose
  '2345-7': [
    'glukose',
    'glucosa',
    'glucosio',
    'glicose',
    'glycemie',
    'glucemia',
    'glicemia',
    'blutzucker',
    'nuchternglukose',
    'nuechternglukose',
    'nuchternblutzucker',
    'glucose a jeun',
    'glucosa en ayunas',
    'glykemie',
  ],
  // Creatinine
  '2160-0': ['kreatinin', 'kreatinine', 'creatinine', 'creatinina', 'creatininemie', 'creatininemia'],
  // Urea (read as urea nitrogen; see above)
  '3094-0': ['harnstoff', 'uree', 'ureum', 'ureia', 'harnstoff n', 'harnstoff-stickstoff', 'azotemia'],
  // Uric acid
  '3084-1': ['harnsaure', 'harnsaeure', 'acide urique', 'acido urico', 'uricemie', 'uricemia', 'urinezuur'],
  // Albumin
  '1751-7': ['albumine', 'albumina'],
  // Total protein
  '2885-2': ['gesamteiweiss', 'gesamtprotein', 'proteines totales', 'proteinas totales', 'proteine totali'],
  // Bilirubin (total)
  '1975-2': [
    'bilirubine',
    'bilirrubina',
    'bilirubina',
    'gesamtbilirubin',
    'bilirrubina total',
    'bilirubine totale',
  ],
  // Hemoglobin
  '718-7': ['hamoglobin', 'haemoglobin', 'hemoglobina', 'hemoglobine', 'emoglobina', 'hb-wert'],
  // Hematocrit
  '4544-3': ['hamatokrit', 'haematokrit', 'hematocrito', 'ematocrito', 'hematocrite', 'hematocriet'],
  // Red cells
  '789-8': ['erythrozyten', 'eritrocitos', 'eritrociti', 'hematies', 'globules rouges', 'erytrocyten'],
  // White cells
  '6690-2': ['leukozyten', 'leucocitos', 'leucociti', 'globules blancs', 'leukocyten', 'leucocitos totales'],
  // Platelets
  '777-3': [
    'thrombozyten',
    'plaquettes',
    'plaquetas',
    'piastrine',
    'trombociti',
    'trombocitos',
    'trombocyten',
    'bloedplaatjes',
  ],
  // Ferritin
  '2276-4': ['ferritina', 'ferritine'],
  // Iron
  '2498-4': ['eisen', 'hierro', 'ferro', 'fer serique', 'serumeisen', 'ijzer'],
  // Cholesterol, triglycerides
  '2093-3': [
    'cholesterin',
    'colesterol',
    'colesterolo',
    'gesamtcholesterin',
    'colesterol total',
    'cholesterol total',
  ],
  '2571-8': ['triglyceride', 'triglyzeride', 'trigliceridos', 'trigliceridi', 'triglycerides'],
  // Enzymes and others
  '2157-6': ['kreatinkinase', 'creatina quinasa', 'creatine kinase', 'creatinchinasi', 'creatinocinase'],
  '3040-3': ['lipasa', 'lipasi'],
  '2524-7': ['laktat', 'lactato', 'lattato', 'milchsaure', 'milchsaeure'],
  '16362-6': ['ammoniak', 'amoniaco', 'ammoniaca', 'ammoniemie', 'amonio'],
  '1988-5': ['proteine c reactive', 'proteina c reactiva', 'proteina c reattiva', 'c-reaktives protein'],
  '4548-4': [
    'hba1c',
    'hemoglobina glicosilada',
    'hemoglobina glicada',
    'emoglobina glicata',
    'hemoglobine glyquee',
  ],
};
