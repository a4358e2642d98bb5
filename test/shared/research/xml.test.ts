import { describe, expect, it } from 'vitest';
import { at, childrenNamed, parseXml, textOf, XmlError } from '../../../shared/research/xml.ts';

describe('parseXml', () => {
  it('reads elements, attributes, entities, CDATA and inline markup, skipping prolog, DOCTYPE and comments', () => {
    const root = parseXml(
      '<?xml version="1.0"?>\n<!DOCTYPE a PUBLIC "-//X//EN" "x.dtd">\n<!-- note --><a k="1 &amp; 2"><b>x &lt; y &#x3b1; &#946;</b><b><![CDATA[<raw>]]></b><c>The <i>TERT</i> gene r<sup>2</sup></c><d/></a>',
    );
    expect(root.name).toBe('a');
    expect(root.attributes.k).toBe('1 & 2');
    expect(childrenNamed(root, 'b').map(textOf)).toEqual(['x < y α β', '<raw>']);
    expect(textOf(at(root, 'c'))).toBe('The TERT gene r2');
    expect(at(root, 'd')?.children).toEqual([]);
  });

  it.each([
    ['<a><b></a>', /Unexpected end tag/],
    ['<a>', /Unclosed element/],
    ['<a></a><b></b>', /More than one root/],
    ['text', /Text outside/],
    ['<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>', /internal subsets/],
    ['<a b=1></a>', /Malformed start tag/],
    ['', /No root element/],
  ])('refuses %j', (xml, message) => {
    expect(() => parseXml(xml)).toThrow(XmlError);
    expect(() => parseXml(xml)).toThrow(message);
  });

  it('leaves unknown entities as written instead of resolving them', () => {
    expect(textOf(parseXml('<a>&ext;</a>'))).toBe('&ext;');
  });
});
