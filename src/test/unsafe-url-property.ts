/**
 * A URL property set to a script-capable URL, as a page script, Vue or React 19 would set it
 * (app-banner's store links, blurred-modal's way back, cert-popup's image): the element refuses
 * it with one console error and nothing in its shadow root holds the URL.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { captureConsole } from './harness';

/** Script-capable URLs, as a page script, Vue or React 19 would set them as properties. */
export const UNSAFE_URLS = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'];

/** The elements of a shadow root with an attribute holding a script-capable URL. */
const scriptUrlHolders = (host: Element) =>
  [...host.shadowRoot!.querySelectorAll('*')].filter((node) =>
    [...node.attributes].some((attribute) => /^\s*(javascript|data):/i.test(attribute.value)),
  );

/**
 * Sets `property` of the upgraded `element` to `url`, waits until `refused()` says the element
 * went back to its default, then expects no script URL in its shadow root and one console error,
 * `<tag>: property "<property>" <problem>, got "<url>"; using the default.`
 */
export async function expectUrlPropertyRefused(
  element: Element,
  { property, url, problem }: { property: string; url: string; problem: string },
  refused: () => boolean,
): Promise<void> {
  const console = captureConsole();
  try {
    (element as unknown as Record<string, string>)[property] = url;
    await waitUntil(refused, `<${element.localName}> did not go back to its default ${property}`);
    expect(scriptUrlHolders(element)).to.deep.equal([]);
    expect(console.messages).to.deep.equal([
      `<${element.localName}>: property "${property}" ${problem}, got "${url}"; using the default.`,
    ]);
  } finally {
    console.restore();
  }
}
