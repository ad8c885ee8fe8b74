/**
 * WCAG 2.2 checks run inside a demo page (src/test/demo-pages.mjs, `demo-page-audit`), beyond
 * axe: each function is passed to `page.evaluate`, so it uses nothing but the page's globals.
 * They judge what the library draws: the shadow roots of its elements and the fields of its
 * forms (light DOM), not the demo page's own markup. Each returns findings, short strings.
 */
/* global document, customElements, getComputedStyle, requestAnimationFrame, CSSStyleSheet, DataTransfer, ClipboardEvent, innerHeight, scrollTo */

/**
 * Runs in the page: every audit of one pass, with 1.4.12's text spacing injected into the
 * document and every shadow root when `spacing` is set (then only what spacing can break:
 * sideways scroll and clipped text).
 */
export async function auditPage({ spacing }) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const ours = (element) => element.localName.includes('-');
  /** The shadow roots of the page's custom elements, nested ones included. */
  const roots = [];
  const collect = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot && ours(element)) {
        roots.push(element.shadowRoot);
        collect(element.shadowRoot);
      }
    }
  };
  collect(document);
  const visible = (element) => {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };
  const name = (element) => {
    const root = element.getRootNode();
    const host = root.host ? `${root.host.localName} > ` : '';
    const part = element.getAttribute('part');
    const label = element.getAttribute('aria-label') || element.getAttribute('name') || element.textContent.trim();
    return `${host}${element.localName}${part ? `[part=${part}]` : ''} "${label.slice(0, 30)}"`;
  };
  /** The fields our forms keep in their light DOM (docs/CONTRACT.md, "Form fields in the light DOM"). */
  const formFields = [
    ...document.querySelectorAll('[slot="fields"] input, [slot="fields"] select, [slot="fields"] textarea'),
  ];
  const inOurRoots = (selector) => roots.flatMap((root) => [...root.querySelectorAll(selector)]);

  if (spacing) {
    const css = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
      p { margin-bottom: 2em !important; }`;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    // In the document, the same spacing for what our elements hold (slotted text, form fields), not the page's own text.
    const tags = [...new Set(roots.map((root) => root.host.localName))];
    const scoped = new CSSStyleSheet();
    scoped.replaceSync(
      `:is(${tags.join(', ')}) :is(*) { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
      :is(${tags.join(', ')}) p { margin-bottom: 2em !important; }`,
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, scoped];
    await frame();
    await frame();
  }

  const findings = {
    reflow: [],
    clipped: [],
    targets: [],
    contrast: [],
    nonText: [],
    autocomplete: [],
    paste: [],
    motion: [],
  };

  // 1.4.10 Reflow (and 1.4.12 with spacing): no sideways scroll.
  const { clientWidth, scrollWidth } = document.documentElement;
  if (scrollWidth > clientWidth) {
    const wider = [];
    const visit = (root) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.getBoundingClientRect().right > clientWidth + 1) wider.push(element.localName);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    findings.reflow.push(`scrolls sideways: ${scrollWidth} > ${clientWidth} (${wider.slice(0, 6).join(', ')})`);
  }

  // 1.4.10 / 1.4.12: text cut off by a box that hides its overflow (an ellipsis or a scroller is a choice).
  for (const root of roots) {
    for (const element of root.querySelectorAll('*')) {
      if (!visible(element)) continue;
      const style = getComputedStyle(element);
      const hides = (value) => value === 'hidden' || value === 'clip';
      if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      if (element.closest('[data-state="collapsed"]') || root.host.dataset.state === 'collapsed') continue;
      const hasText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim());
      if (!hasText) continue;
      const cutX = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 2;
      const cutY = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 2;
      if (cutX || cutY) findings.clipped.push(`${name(element)} cuts its text (${cutX ? 'width' : 'height'})`);
    }
  }
  if (spacing) return findings;

  // 2.5.8 Target size (minimum): 24 px, or a 24 px circle that meets no other target; inline links in a sentence are exempt.
  const targets = [
    ...inOurRoots(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])',
    ),
    ...formFields,
  ].filter(visible);
  const boxes = targets.map((target) => target.getBoundingClientRect());
  targets.forEach((target, index) => {
    let box = boxes[index];
    // A checkbox or radio is pressed through its label too.
    for (const label of target.labels ?? []) {
      const labelBox = label.getBoundingClientRect();
      if (labelBox.height > box.height) box = labelBox;
    }
    if (box.width >= 24 - 0.5 && box.height >= 24 - 0.5) return;
    const style = getComputedStyle(target);
    if (target.localName === 'a' && style.display === 'inline') {
      const text = (target.parentElement ?? target.getRootNode().host)?.textContent.trim() ?? '';
      if (text.length > target.textContent.trim().length) return;
    }
    const centreX = (box.left + box.right) / 2;
    const centreY = (box.top + box.bottom) / 2;
    const crowded = boxes.some((other, otherIndex) => {
      if (otherIndex === index || targets[otherIndex].contains(target) || target.contains(targets[otherIndex])) {
        return false;
      }
      const dx = Math.max(other.left - centreX, 0, centreX - other.right);
      const dy = Math.max(other.top - centreY, 0, centreY - other.bottom);
      return Math.hypot(dx, dy) < 12;
    });
    if (crowded) findings.targets.push(`${name(target)} is ${Math.round(box.width)} x ${Math.round(box.height)} px`);
  });

  // 1.4.3 and 1.4.11 Contrast: text 4.5:1 (3:1 large), icons of icon-only buttons and carousel dots 3:1.
  const parse = (value) => {
    const match = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)$/.exec(value);
    return match ? { r: +match[1], g: +match[2], b: +match[3], a: match[4] === undefined ? 1 : +match[4] } : null;
  };
  const over = (top, bottom) => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  const parentOf = (element) => element.assignedSlot ?? element.parentElement ?? element.getRootNode().host ?? null;
  /** The colour behind `element`, or null where an image or an unknown colour decides. */
  const backgroundOf = (element) => {
    const layers = [];
    for (let current = element; current; current = parentOf(current)) {
      const style = getComputedStyle(current);
      if (style.backgroundImage !== 'none') return null;
      const colour = parse(style.backgroundColor);
      if (!colour) return null;
      if (colour.a > 0) layers.push(colour);
      if (colour.a === 1) break;
    }
    return layers.reduceRight((below, layer) => over(layer, below), { r: 255, g: 255, b: 255, a: 1 });
  };
  const luminance = ({ r, g, b }) => {
    const channel = (value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a, b) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  const disabled = (element) => !!element.closest(':disabled, [aria-disabled="true"]');
  for (const root of roots) {
    for (const element of root.querySelectorAll('*')) {
      const hasText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim());
      if (!hasText || !visible(element) || disabled(element) || element.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      const colour = parse(style.color);
      const background = backgroundOf(element);
      if (!colour || !background) continue;
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      const measured = ratio(over(colour, background), background);
      if (measured < needed - 0.01) findings.contrast.push(`${name(element)}: ${measured.toFixed(2)}:1 < ${needed}:1`);
    }
  }
  /** The text a control shows, its slotted text included. */
  const shownText = (element) =>
    element.textContent.trim() +
    [...element.querySelectorAll('slot')]
      .flatMap((slot) => slot.assignedNodes({ flatten: true }))
      .map((node) => node.textContent.trim())
      .join('');
  for (const button of inOurRoots('button, [role="button"], a[href]').filter(visible)) {
    if (shownText(button) || disabled(button)) continue;
    const icon = button.querySelector('svg, site-icon');
    const background = backgroundOf(button);
    if (!background) continue;
    let colour;
    if (icon) {
      const style = getComputedStyle(icon.localName === 'svg' ? (icon.querySelector('path') ?? icon) : icon);
      colour = parse(style.fill !== 'none' && style.fill.startsWith('rgb') ? style.fill : style.color);
    } else {
      // A dot: its own colour against what is around it.
      colour = parse(getComputedStyle(button).backgroundColor);
      const around = backgroundOf(parentOf(button));
      if (!colour || !around) continue;
      if (colour.a === 0) {
        const mark = button.firstElementChild;
        colour = mark ? parse(getComputedStyle(mark).backgroundColor) : null;
      }
      if (!colour || colour.a === 0) {
        colour = parse(getComputedStyle(button).borderTopColor);
      }
      if (!colour) continue;
      const measured = ratio(over(colour, around), around);
      if (measured < 3 - 0.01) findings.nonText.push(`${name(button)}: ${measured.toFixed(2)}:1 < 3:1`);
      continue;
    }
    if (!colour) continue;
    const measured = ratio(over(colour, background), background);
    if (measured < 3 - 0.01) findings.nonText.push(`${name(button)}: ${measured.toFixed(2)}:1 < 3:1`);
  }

  // 1.3.5 Identify input purpose: autocomplete tokens the HTML standard knows.
  const FIELDS = new Set(
    'name honorific-prefix given-name additional-name family-name honorific-suffix nickname username new-password current-password one-time-code organization-title organization street-address address-line1 address-line2 address-line3 address-level4 address-level3 address-level2 address-level1 country country-name postal-code cc-name cc-given-name cc-additional-name cc-family-name cc-number cc-exp cc-exp-month cc-exp-year cc-csc cc-type transaction-currency transaction-amount language bday bday-day bday-month bday-year sex url photo'.split(
      ' ',
    ),
  );
  const CONTACT = new Set(
    'tel tel-country-code tel-national tel-area-code tel-local tel-local-prefix tel-local-suffix tel-extension email impp'.split(
      ' ',
    ),
  );
  const validAutocomplete = (value) => {
    const tokens = value.trim().toLowerCase().split(/\s+/);
    if (tokens.length === 1 && (tokens[0] === 'on' || tokens[0] === 'off')) return true;
    if (tokens.at(-1) === 'webauthn') tokens.pop();
    if (tokens[0]?.startsWith('section-')) tokens.shift();
    if (tokens[0] === 'shipping' || tokens[0] === 'billing') tokens.shift();
    const field = tokens.pop();
    if (FIELDS.has(field)) return tokens.length === 0;
    if (CONTACT.has(field))
      return tokens.length === 0 || (tokens.length === 1 && /^(home|work|mobile|fax|pager)$/.test(tokens[0]));
    return false;
  };
  const fields = [...formFields, ...inOurRoots('input, select, textarea')];
  for (const field of fields) {
    const value = field.getAttribute('autocomplete');
    if (value !== null && !validAutocomplete(value))
      findings.autocomplete.push(`${name(field)}: autocomplete="${value}"`);
  }

  // 3.3.8 / 1.3.5: paste is never refused.
  for (const field of fields.filter((field) => !/^(checkbox|radio|submit|button|file|range|color)$/.test(field.type))) {
    const data = new DataTransfer();
    data.setData('text/plain', '1');
    const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true });
    field.dispatchEvent(paste);
    if (paste.defaultPrevented) findings.paste.push(`${name(field)} refuses paste`);
  }

  // 2.2.2 Pause, Stop, Hide: what moves by itself has a pause.
  const pauseOf = (host, part) => host.shadowRoot?.querySelector(`[part~="${part}"]`);
  const checkPause = (host, part, what) => {
    const button = pauseOf(host, part);
    if (!button) return findings.motion.push(`${host.localName}: ${what} has no pause`);
    if (!visible(button)) findings.motion.push(`${host.localName}: its pause is not visible`);
    else if (!(button.getAttribute('aria-label') || button.textContent.trim())) {
      findings.motion.push(`${host.localName}: its pause has no name`);
    }
  };
  for (const video of document.querySelectorAll('intro-video')) {
    if (video.dataset.state === 'intro' || video.dataset.state === 'loop')
      checkPause(video, 'pause', 'the playing video');
  }
  for (const carousel of document.querySelectorAll('site-swiper[autoplay]'))
    checkPause(carousel, 'play-pause', 'autoplay');
  // Live prices: helper 39's `part="pause"` (issue #39), checked where it is drawn.
  for (const quotes of document.querySelectorAll('quotes-widget, crypto-widget')) {
    if (pauseOf(quotes, 'pause')) checkPause(quotes, 'pause', 'live prices');
  }
  // Nothing of ours animates forever (a loading shimmer must stop once the content is there).
  for (const root of roots) {
    for (const animation of root.getAnimations({ subtree: true })) {
      const timing = animation.effect?.getComputedTiming();
      if (animation.playState === 'running' && timing?.iterations === Infinity) {
        findings.motion.push(`${root.host.localName}: an endless animation (${animation.animationName ?? 'script'})`);
      }
    }
  }
  return findings;
}

/**
 * Runs in the page: whether the focused control lies under one of the library's fixed or sticky
 * bars (the boxes of src/platform/dom/bar-stack.ts's BARS), two frames after it moved there.
 * Returns null when it is clear.
 */
export async function focusUnderBar() {
  // After the browser's scroll to the control and the bars' own scroll clear of them.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  if (!focused || focused === document.body) return null;
  const bars = [
    ['app-banner', '[part="base"]'],
    ['button-on-scroll', '[part="button"]'],
    ['scroll-to-top', '[part="button"]'],
  ].flatMap(([tag, selector]) =>
    [...document.querySelectorAll(tag)].map((host) => host.shadowRoot?.querySelector(selector)).filter(Boolean),
  );
  bars.push(...document.querySelectorAll('tabs-scroll'));
  // A host's sticky header holding the risk warning.
  for (const warning of document.querySelectorAll('risk-warning')) {
    for (let current = warning; current && current !== document.documentElement; current = current.parentElement) {
      const { position } = getComputedStyle(current);
      if (position === 'sticky' || position === 'fixed') {
        bars.push(current);
        break;
      }
    }
  }
  const within = (node, box) => {
    for (let current = node; current; current = current.parentNode ?? current.host) if (current === box) return true;
    return false;
  };
  const box = focused.getBoundingClientRect();
  for (const bar of bars) {
    if (bar.offsetHeight === 0 || within(focused, bar)) continue;
    const barBox = bar.getBoundingClientRect();
    // Under, by more than a pixel's rounding.
    const overlap = (a, b, c, d) => Math.min(b, d) - Math.max(a, c) > 1;
    if (
      overlap(box.left, box.right, barBox.left, barBox.right) &&
      overlap(box.top, box.bottom, barBox.top, barBox.bottom)
    ) {
      const host = focused.getRootNode().host;
      return `${host ? `${host.localName} > ` : ''}${focused.localName} "${(focused.getAttribute('aria-label') ?? focused.textContent).trim().slice(0, 30)}" (y ${Math.round(box.top)}-${Math.round(box.bottom)}) under ${bar.getRootNode().host?.localName ?? bar.localName} (y ${Math.round(barBox.top)}-${Math.round(barBox.bottom)})`;
    }
  }
  return null;
}

/** Runs in the page: scrolls through a screen at a time so that every lazy element meets the screen and draws. */
export async function scrollThrough() {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
    scrollTo(0, y);
    await frame();
    await frame();
  }
  const tags = new Set([...document.querySelectorAll(':not(:defined)')].map((element) => element.localName));
  await Promise.all([...tags].filter((tag) => tag.includes('-')).map((tag) => customElements.whenDefined(tag)));
  await document.fonts.ready;
  await frame();
  await frame();
  scrollTo(0, 0);
}

/**
 * Runs in the page: sends every form of ours empty (its submit button pressed, as a visitor
 * would) and returns, per form, whether what it says about its errors reaches a screen reader:
 * a role=alert/status (or aria-live) region with text, or focus moved to an invalid field that
 * names its error (aria-describedby). Findings, as strings.
 */
export async function sendFormsEmpty() {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const findings = [];
  const forms = [...document.querySelectorAll('[slot="fields"]')].filter((fields) => fields.checkVisibility());
  for (const fields of forms) {
    const host = fields.parentElement;
    const submit = fields.querySelector('button[type="submit"], button:not([type])');
    if (!submit) continue;
    submit.click();
    for (let wait = 0; wait < 10; wait++) await frame();
    const regions = [
      ...(host.shadowRoot?.querySelectorAll('[role="alert"], [role="status"], [aria-live]') ?? []),
      ...fields.querySelectorAll('[role="alert"], [role="status"], [aria-live]'),
    ].filter((region) => region.textContent.trim() && region.getAttribute('aria-busy') !== 'true');
    const invalid = [...fields.querySelectorAll('[aria-invalid="true"]')];
    const described = invalid.every((field) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .some((id) => id && (field.getRootNode().getElementById(id)?.textContent.trim() ?? '')),
    );
    const label = `${host.localName}${host.id ? `#${host.id}` : ''}`;
    if (invalid.length === 0 && regions.length === 0) findings.push(`${label}: an empty send said nothing`);
    else if (regions.length === 0) findings.push(`${label}: no status or alert region tells its errors`);
    if (!described) findings.push(`${label}: an invalid field does not name its error (aria-describedby)`);
  }
  return { forms: forms.length, findings };
}

/**
 * Runs in the page: the centre of each site-tip's trigger and of its tip, for the pointer (null:
 * not shown); tip `centred` is first scrolled to the middle of the window, room for it all round.
 */
export function tipPoints(centred) {
  const tips = document.querySelectorAll('site-tip');
  tips[centred]?.scrollIntoView({ block: 'center', behavior: 'instant' });
  const centre = (element) => {
    if (!element || !element.checkVisibility()) return null;
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  };
  return [...tips].map((tip) => ({
    trigger: centre(tip.shadowRoot?.querySelector('[part~="trigger"]')),
    tip: centre(tip.shadowRoot?.querySelector('[part~="tip"]')),
  }));
}

/** Runs in the page: whether site-tip `index`'s tip shows. */
export function tipOpen(index) {
  const tip = document.querySelectorAll('site-tip')[index]?.shadowRoot?.querySelector('[part~="tip"]');
  return !!tip && tip.checkVisibility();
}

/** Runs in the page: the deep focused element's description and whether a modal dialog of ours is open. */
export function focusAndDialog() {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  const dialogs = [];
  const visit = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName === 'dialog' && element.open && element.matches(':modal')) dialogs.push(element);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(document);
  const dialog = dialogs[0];
  const within = (node, box) => {
    for (let current = node; current; current = current.assignedSlot ?? current.parentNode ?? current.host) {
      if (current === box) return true;
    }
    return false;
  };
  return {
    focused: focused
      ? `${focused.localName} "${(focused.getAttribute('aria-label') ?? focused.textContent).trim().slice(0, 30)}"`
      : '',
    open: !!dialog,
    inside: !!dialog && !!focused && within(focused, dialog),
  };
}

/** Runs in the page: whether a modal dialog of ours is open (`open`: true) or none is (`open`: false). */
export function modalIs(open) {
  const visit = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName === 'dialog' && element.open && element.matches(':modal')) return true;
      if (element.shadowRoot && visit(element.shadowRoot)) return true;
    }
    return false;
  };
  return visit(document) === open;
}

/** Runs in the page: marks the openers a test presses (dialog triggers), returning how many. */
export function markOpeners() {
  const openers = [];
  // A tip's trigger opens a dialog only on narrow windows.
  openers.push(
    ...[...document.querySelectorAll('[slot="trigger"], [data-popup-open], [data-form-popup]')].filter(
      (opener) => !opener.closest('site-tip'),
    ),
  );
  for (const cert of document.querySelectorAll('cert-popup')) {
    const thumbnail = cert.shadowRoot?.querySelector('button');
    if (thumbnail && !cert.querySelector('[slot="trigger"]')) openers.push(thumbnail);
  }
  globalThis.__openers = openers.filter((opener) => opener.checkVisibility());
  return globalThis.__openers.length;
}

/** Runs in the page: focuses opener `index` (of markOpeners), returning its description. */
export function focusOpener(index) {
  const opener = globalThis.__openers[index];
  opener.scrollIntoView({ block: 'center' });
  opener.focus();
  return `${opener.localName} "${opener.textContent.trim().slice(0, 30)}"`;
}

/** Runs in the page: whether focus is back on opener `index`. */
export function focusIsOn(index) {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused === globalThis.__openers[index];
}
