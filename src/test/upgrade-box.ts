/**
 * The box an element holds before its script defines its tag (only the document sheet styles it)
 * against the box once its view has rendered: equal, so nothing below it moves on upgrade.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { installDocumentStyles } from '../platform/runtime/document-styles';
import { rendered } from './harness';

export interface FrameOptions {
  /** The frame's width in px (and 700 px high, no margin); the browser's default frame without. */
  width?: number;
  /** The frame's sandbox attribute: 'allow-same-origin' is a document with scripting disabled. */
  sandbox?: string;
}

/**
 * What `read` finds once `markup` is the body of a frame that has the document sheet but none of
 * our elements: the page before the script defines the tags.
 */
export async function beforeUpgrade<T>(
  markup: string,
  read: (doc: Document) => T,
  { width, sandbox }: FrameOptions = {},
): Promise<T> {
  const frame = document.createElement('iframe');
  if (width !== undefined) frame.style.cssText = `width: ${width}px; height: 700px; border: 0`;
  if (sandbox !== undefined) frame.setAttribute('sandbox', sandbox);
  document.body.append(frame);
  try {
    const doc = frame.contentDocument!;
    installDocumentStyles(doc.head);
    await waitUntil(() => doc.querySelector<HTMLLinkElement>('link[data-site-elements]')!.sheet, 'no document sheet');
    if (width !== undefined) doc.body.style.margin = '0';
    doc.body.innerHTML = markup;
    return read(doc);
  } finally {
    frame.remove();
  }
}

/** The box `markup` holds in a frame `width` px wide that has the document sheet but none of our elements. */
export const boxBeforeUpgrade = (markup: string, width: number): Promise<DOMRect> =>
  beforeUpgrade(markup, (doc) => doc.body.firstElementChild!.getBoundingClientRect(), { width });

/**
 * Each markup's box before the upgrade (at 800 px) and once its view rendered `selector` differ
 * by less than a pixel. The tag must be defined and the document sheet installed on the page.
 */
export async function expectBoxKeptThroughUpgrade(markups: readonly string[], selector: string): Promise<void> {
  for (const markup of markups) {
    const before = await boxBeforeUpgrade(markup, 800);
    const element = (await fixture<HTMLElement>(`<div>${markup}</div>`)).firstElementChild!;
    await rendered(element, selector);
    const after = element.getBoundingClientRect();
    expect(Math.abs(after.width - before.width), `${markup} width`).to.be.below(1);
    expect(Math.abs(after.height - before.height), `${markup} height`).to.be.below(1);
  }
}
