/**
 * Makes a fetched SVG safe to put in the page: icons come from a library we do not control (maybe
 * a third-party CDN), and an SVG can run script, make requests and draw links. Parsed as XML with
 * DOMParser (never through innerHTML, whose HTML parser may read the same text differently), then
 * cut down to an allow-list: shapes, structure, gradients, patterns, clips, masks, markers and
 * filter primitives with their geometry and paint attributes, and references only to `#fragments`
 * inside the icon. Everything else goes, with what it holds: `<style>`, `<image>`, `<feImage>`,
 * `<a>`, `<foreignObject>`, `<script>`, text, animations (they can rewrite a link), `style`,
 * `class`, `on*` handlers, a `url()` to anything but `#id`. Hand-written rather than DOMPurify:
 * the rules an icon needs are these few lines, DOMPurify would add about 8 kB gz to the chunk.
 * Under Trusted Types the text reaches DOMParser through the library's policy: parsed into a
 * document of its own, it runs nothing, and only the filtered nodes go further.
 */
import { trustedIconHtml } from '../../platform/dom/trusted-types';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

const words = (list: string) => new Set(list.split(' '));

const ELEMENTS = words(
  'svg g defs symbol use title desc path circle ellipse line polyline polygon rect ' +
    'linearGradient radialGradient stop pattern clipPath mask marker filter ' +
    'feBlend feColorMatrix feComponentTransfer feFuncR feFuncG feFuncB feFuncA feComposite feConvolveMatrix ' +
    'feDiffuseLighting feSpecularLighting feDistantLight fePointLight feSpotLight feDisplacementMap ' +
    'feDropShadow feFlood feGaussianBlur feMerge feMergeNode feMorphology feOffset feTile feTurbulence',
);

/** Geometry and paint; no `overflow` (an icon may not draw outside its box), `style` or `class`. */
const ATTRIBUTES = words(
  'id viewBox preserveAspectRatio width height x y z x1 y1 x2 y2 cx cy r rx ry fx fy fr d points pathLength ' +
    'transform transform-origin fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin ' +
    'stroke-miterlimit stroke-dasharray stroke-dashoffset stroke-opacity opacity color display visibility ' +
    'clip-rule mask-type stop-color stop-opacity flood-color flood-opacity lighting-color color-interpolation ' +
    'color-interpolation-filters shape-rendering vector-effect paint-order ' +
    'gradientUnits gradientTransform spreadMethod offset clipPathUnits maskUnits maskContentUnits ' +
    'patternUnits patternContentUnits patternTransform markerUnits markerWidth markerHeight refX refY orient ' +
    'filterUnits primitiveUnits in in2 result stdDeviation dx dy mode operator k1 k2 k3 k4 type values ' +
    'tableValues slope intercept amplitude exponent scale xChannelSelector yChannelSelector baseFrequency ' +
    'numOctaves seed stitchTiles radius order kernelMatrix divisor bias targetX targetY edgeMode preserveAlpha ' +
    'surfaceScale diffuseConstant specularConstant specularExponent azimuth elevation pointsAtX pointsAtY ' +
    'pointsAtZ limitingConeAngle ' +
    'clip-path mask filter marker-start marker-mid marker-end',
);

/** Attributes that only ever hold a reference: `url(#id)` or none. */
const REFERENCES = words('clip-path mask filter marker-start marker-mid marker-end');

const FRAGMENT_URL = /url\(\s*(['"]?)#[^\s'"()\\]*\1\s*\)/gi;
const ONLY_FRAGMENT_URL = /^\s*(none|url\(\s*(['"]?)#[^\s'"()\\]*\2\s*\))\s*$/i;
/** What may still reach out once the `url(#id)`s are gone: a URL function, or a CSS escape that could spell one. */
const REACHES_OUT = /(url|src|image|image-set|cross-fade)\(|\\/i;

export type SanitizedSvg = { svg: SVGSVGElement; error?: undefined } | { svg?: undefined; error: string };

/** The SVG root of `text` cut down to what draws inside its box, or why it is not an SVG. */
export function sanitizeSvg(text: string): SanitizedSvg {
  const doc = new DOMParser().parseFromString(trustedIconHtml(text), 'image/svg+xml');
  // eslint-disable-next-line globals/document-properties -- a document of its own, parsed as XML: only HTML documents have named properties
  const root = doc.documentElement;
  if (doc.getElementsByTagNameNS('*', 'parsererror').length > 0 || root.localName !== 'svg') {
    return { error: 'the answer is not an SVG image' };
  }
  if (root.namespaceURI !== SVG_NS) return { error: 'the answer is not an SVG image (no SVG namespace)' };
  clean(root);
  // The page's CSS clips too; this keeps the icon in its box wherever else it is drawn.
  root.setAttribute('overflow', 'hidden');
  return { svg: root as unknown as SVGSVGElement };
}

function clean(element: Element) {
  for (const attribute of [...element.attributes]) {
    if (!allowedAttribute(attribute)) element.removeAttributeNode(attribute);
  }
  for (const child of [...element.childNodes]) {
    if (child instanceof Element && allowedElement(child)) clean(child);
    // Anything else goes with all it holds; comments and processing instructions too.
    else if (child.nodeType !== Node.TEXT_NODE) child.remove();
  }
}

function allowedElement(element: Element): boolean {
  if (element.namespaceURI !== SVG_NS || !ELEMENTS.has(element.localName)) return false;
  // A link or `<use>` to another file is dropped whole, not left pointing nowhere.
  const href = element.getAttribute('href') ?? element.getAttributeNS(XLINK_NS, 'href');
  return href === null || isFragment(href);
}

function allowedAttribute({ namespaceURI, localName, value }: Attr): boolean {
  if (namespaceURI === XMLNS_NS) return true; // a prefix's declaration: names, loads nothing
  if (localName === 'href') return (namespaceURI === null || namespaceURI === XLINK_NS) && isFragment(value);
  if (namespaceURI !== null || !ATTRIBUTES.has(localName)) return false;
  if (REFERENCES.has(localName)) return ONLY_FRAGMENT_URL.test(value);
  return !REACHES_OUT.test(value.replace(FRAGMENT_URL, ''));
}

/** `#id`, exactly: a URL starting with anything else (even a space) may leave the document. */
const isFragment = (value: string) => /^#[^\s]*$/.test(value);
