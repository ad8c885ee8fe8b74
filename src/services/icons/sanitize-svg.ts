/**
 * Makes a fetched SVG safe to put in the page: icons come from a library we do not control, and an
 * SVG can run script. Parsed as XML with DOMParser (never through innerHTML, whose HTML parser
 * may read the same text differently), then stripped of what can run code or leave the SVG:
 * `<script>`, `<foreignObject>`, elements outside the SVG namespace, animations of a link or a
 * handler, `on*` handlers, and `javascript:` URLs.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

const REMOVED_ELEMENTS = new Set(['script', 'foreignobject']);
/** Attributes whose value may be, or may animate a link to, a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'to', 'from', 'values', 'by']);

export type SanitizedSvg = { svg: SVGSVGElement; error?: undefined } | { svg?: undefined; error: string };

/** Browsers ignore control characters and whitespace in a URL's scheme: `java\tscript:` runs too. */
function runsScript(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- the characters browsers strip from a scheme
  return /javascript:|vbscript:|data:\s*text\/html/i.test(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
}

/** The SVG root of `text` stripped of what can run code, or why it is not an SVG. */
export function sanitizeSvg(text: string): SanitizedSvg {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (doc.getElementsByTagNameNS('*', 'parsererror').length > 0 || root.localName !== 'svg') {
    return { error: 'the answer is not an SVG image' };
  }
  if (root.namespaceURI !== SVG_NS) return { error: 'the answer is not an SVG image (no SVG namespace)' };
  for (const element of [...root.querySelectorAll('*')]) {
    if (!element.isConnected) continue; // inside an element already removed
    if (
      element.namespaceURI !== SVG_NS ||
      REMOVED_ELEMENTS.has(element.localName.toLowerCase()) ||
      // An animation that sets a handler or a link: `<set attributeName="href" to="javascript:...">`.
      /^(on|(xlink:)?href$)/i.test(element.getAttribute('attributeName') ?? '')
    ) {
      element.remove();
      continue;
    }
    cleanAttributes(element);
  }
  cleanAttributes(root);
  return { svg: root as unknown as SVGSVGElement };
}

function cleanAttributes(element: Element) {
  for (const attribute of [...element.attributes]) {
    const name = attribute.localName.toLowerCase();
    if (name.startsWith('on') || (URL_ATTRIBUTES.has(name) && runsScript(attribute.value))) {
      element.removeAttributeNode(attribute);
    }
  }
}
