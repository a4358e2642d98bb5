import { describe, expect, it } from 'vitest';
import { foldText, isBlankText } from '../../../shared/text/fold.ts';

describe('foldText: one spelling for every rule', () => {
  it.each([
    ['zero-width space inside a word', 'stro\u200bke', 'stroke'],
    ['zero-width joiner and non-joiner', 'brea\u200dthl\u200cess', 'breathless'],
    ['word joiner and byte-order mark', '\ufeffsei\u2060zure', 'seizure'],
    ['soft hyphen', 'unconsc\u00adious', 'unconscious'],
    ['variation selector', 'fain\ufe0ft', 'faint'],
    ['full-width letters (NFKC)', '\uff53\uff54\uff52\uff4f\uff4b\uff45', 'stroke'],
    ['non-breaking space', 'short\u00a0of breath', 'short of breath'],
    ['Cyrillic look-alikes inside a Latin word', 'bl\u0435\u0435ding', 'bleeding'],
    ['Cyrillic capital look-alikes', '\u0421OLLAPSE', 'COLLAPSE'],
    ['Greek look-alikes inside a Latin word', 'dr\u03bfwsy', 'drowsy'],
    ['a word made only of look-alikes', '\u0441\u043e\u0440', 'cop'],
  ])('%s', (_label, input, expected) => {
    expect(foldText(input)).toBe(expected);
  });

  it('leaves whole words of another script as written', () => {
    expect(foldText('\u0431\u043e\u043b\u044c \u0432 \u0433\u0440\u0443\u0434\u0438')).toBe(
      '\u0431\u043e\u043b\u044c \u0432 \u0433\u0440\u0443\u0434\u0438',
    );
    expect(foldText('\u03c0\u03cc\u03bd\u03bf\u03c2')).toBe('\u03c0\u03cc\u03bd\u03bf\u03c2');
  });

  it('reads a text of invisible characters only as blank', () => {
    expect(isBlankText('\u200b\u200c\u200d\ufeff\u00ad \u2060')).toBe(true);
    expect(isBlankText('\u200bfever')).toBe(false);
  });
});
