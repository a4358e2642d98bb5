/**
 * A small, strict XML reader for the E-utilities replies (esearch and efetch PubMed XML). It builds
 * a tree of elements and text, decodes the five predefined entities and character references, skips
 * the prolog, comments and the DOCTYPE, and never resolves external entities or a DTD (so a reply
 * cannot make it read files or expand entities without bound). Anything not well formed throws
 * XmlError: an upstream reply we cannot read is reported, never half-used.
 */
export class XmlError extends Error {
  override name = 'XmlError';
}

export interface XmlElement {
  name: string;
  attributes: Readonly<Record<string, string>>;
  children: Array<XmlElement | string>;
}

const MAX_DEPTH = 64;

const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const decode = (text: string): string =>
  text.includes('&')
    ? text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]+);/g, (whole, entity: string) => {
        if (entity.startsWith('#x')) return safeCodePoint(Number.parseInt(entity.slice(2), 16), whole);
        if (entity.startsWith('#')) return safeCodePoint(Number.parseInt(entity.slice(1), 10), whole);
        return ENTITIES[entity] ?? whole;
      })
    : text;

const safeCodePoint = (code: number, fallback: string): string =>
  code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;

const NAME = /^[A-Za-z_:][\w.:-]*/;
const ATTRIBUTE = /\s+([A-Za-z_:][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;

/** Parses a document and returns its root element. */
export const parseXml = (xml: string): XmlElement => {
  const root: XmlElement = { name: '#document', attributes: {}, children: [] };
  const stack: XmlElement[] = [root];
  let position = 0;
  const top = () => stack[stack.length - 1] as XmlElement;
  const skipPast = (terminator: string, what: string) => {
    const end = xml.indexOf(terminator, position);
    if (end < 0) throw new XmlError(`Unterminated ${what}`);
    const content = xml.slice(position, end);
    position = end + terminator.length;
    return content;
  };

  while (position < xml.length) {
    const open = xml.indexOf('<', position);
    if (open < 0) {
      appendText(top(), xml.slice(position));
      break;
    }
    if (open > position) appendText(top(), xml.slice(position, open));
    position = open;
    if (xml.startsWith('<?', position)) {
      skipPast('?>', 'processing instruction');
    } else if (xml.startsWith('<!--', position)) {
      skipPast('-->', 'comment');
    } else if (xml.startsWith('<![CDATA[', position)) {
      position += 9;
      const data = skipPast(']]>', 'CDATA section');
      if (stack.length === 1) throw new XmlError('Text outside the root element');
      top().children.push(data);
    } else if (xml.startsWith('<!DOCTYPE', position)) {
      // An internal subset could declare entities; E-utilities never sends one, so it is refused.
      const end = xml.indexOf('>', position);
      const bracket = xml.indexOf('[', position);
      if (bracket >= 0 && (end < 0 || bracket < end))
        throw new XmlError('DOCTYPE internal subsets are refused');
      if (end < 0) throw new XmlError('Unterminated DOCTYPE');
      position = end + 1;
    } else if (xml.startsWith('</', position)) {
      const end = xml.indexOf('>', position);
      if (end < 0) throw new XmlError('Unterminated end tag');
      const name = xml.slice(position + 2, end).trim();
      const element = stack.pop();
      if (!element || element === root || element.name !== name)
        throw new XmlError(`Unexpected end tag </${name.slice(0, 50)}>`);
      position = end + 1;
    } else {
      const name = NAME.exec(xml.slice(position + 1, position + 201))?.[0];
      if (!name) throw new XmlError('Malformed start tag');
      position += 1 + name.length;
      const attributes: Record<string, string> = {};
      ATTRIBUTE.lastIndex = position;
      for (let match = ATTRIBUTE.exec(xml); match; match = ATTRIBUTE.exec(xml)) {
        attributes[match[1] as string] = decode(match[2] ?? match[3] ?? '');
        position = ATTRIBUTE.lastIndex;
      }
      const rest = /^\s*(\/?)>/.exec(xml.slice(position, position + 200));
      if (!rest) throw new XmlError(`Malformed start tag <${name}>`);
      position += rest[0].length;
      const element: XmlElement = { name, attributes, children: [] };
      if (stack.length === 1 && root.children.some((child) => typeof child !== 'string'))
        throw new XmlError('More than one root element');
      top().children.push(element);
      if (rest[1] !== '/') {
        if (stack.length > MAX_DEPTH) throw new XmlError('Elements nested too deeply');
        stack.push(element);
      }
    }
  }
  if (stack.length !== 1) throw new XmlError(`Unclosed element <${top().name}>`);
  const element = root.children.find((child): child is XmlElement => typeof child !== 'string');
  if (!element) throw new XmlError('No root element');
  return element;
};

const appendText = (parent: XmlElement, raw: string) => {
  if (parent.name === '#document') {
    if (raw.trim()) throw new XmlError('Text outside the root element');
    return;
  }
  parent.children.push(decode(raw));
};

/** The first child element of this name. */
export const child = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  element?.children.find((node): node is XmlElement => typeof node !== 'string' && node.name === name);

/** Every child element of this name, in order. */
export const childrenNamed = (element: XmlElement | undefined, name: string): XmlElement[] =>
  (element?.children ?? []).filter(
    (node): node is XmlElement => typeof node !== 'string' && node.name === name,
  );

/** Follows a path of child names. */
export const at = (element: XmlElement | undefined, ...path: string[]): XmlElement | undefined =>
  path.reduce<XmlElement | undefined>((node, name) => child(node, name), element);

/**
 * All text inside an element, markup dropped (titles and abstracts carry <i>, <sub>, <sup>), with
 * runs of white space made one space.
 */
export const textOf = (element: XmlElement | undefined): string => {
  if (!element) return '';
  const parts: string[] = [];
  const walk = (node: XmlElement) => {
    for (const item of node.children) {
      if (typeof item === 'string') parts.push(item);
      else walk(item);
    }
  };
  walk(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
};
