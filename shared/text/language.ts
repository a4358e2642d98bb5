/**
 * Text mostly in a language our rules do not read. The red-flag rules read English: a question or a
 * description in Spanish (or French, German…) could describe an emergency that no rule sees, so
 * triage and /ask say it was not understood and give the emergency number, rather than answering
 * as if nothing were wrong.
 */

/** Common words of Spanish (and some French and German) that English text does not use. */
const OTHER_LANGUAGE_WORDS =
  /\b(?:de|del|el|la|las|los|y|que|con|mi|mis|tengo|estoy|siento|dolor|pecho|cabeza|desde|muy|pero|por|para|una|tiene|hijo|hija|bebe|ayuda|sudor|frio|puedo|respirar|je|j'ai|tres|avec|ich|habe|und|nicht|schmerzen)\b/gi;
const ENGLISH_WORDS =
  /\b(?:the|and|is|are|was|i|my|me|you|it|have|has|of|to|in|with|for|pain|can|what|how|do|does|not)\b/gi;

/** True when the text has at least two distinct words of another language, more than its English words. */
export const notEnglish = (text: string): boolean => {
  const plain = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  // Distinct words, so that "la la la" is not Spanish.
  const other = new Set(plain.toLowerCase().match(OTHER_LANGUAGE_WORDS) ?? []).size;
  const english = plain.match(ENGLISH_WORDS)?.length ?? 0;
  return other >= 2 && other > english;
};

/** What to say instead, in English and Spanish, with the emergency number. */
export const NOT_UNDERSTOOD =
  'We could not read this reliably: our safety checks read English. If this may be an emergency (chest pain, trouble breathing, signs of a stroke, heavy bleeding, thoughts of suicide), call 911 or your local emergency number (112 in Europe) now. / No pudimos leer bien este texto: nuestras comprobaciones de seguridad leen inglés. Si puede ser una emergencia (dolor de pecho, dificultad para respirar, signos de un derrame cerebral, sangrado abundante, pensamientos de suicidio), llame al 911 o al número de emergencias local (112 en Europa) ahora.';
