/**
 * The states a list fetched from `src` shows through widgets/remote-content/remote-state.tsx,
 * written once: `remoteListStateTests(list)` inside the element's `describe` declares its `it`s,
 * and `noticeText` reads a notice an element shows in their place.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { expectOneWarning } from './attribute-errors';
import { contentScope } from './content-scope';
import { shadow } from './harness';

export interface RemoteList {
  tag: string;
  /** The backend route its `src` points at, e.g. '/api/instruments'. */
  route: string;
  /** Whether the list shows items. */
  shown: (element: Element) => boolean;
  /** What the state says while loading, e.g. 'Loading instruments…'. */
  loading: string;
  /** What the state says about an answer without items. */
  empty: string;
  /** The faults that must give the failed state. */
  failures: readonly string[];
}

/** Waits until `element` shows its `kind` notice (part `state-{kind}`) and gives its text. */
export async function noticeText(element: Element, kind: 'empty' | 'failed' | 'no-match'): Promise<string> {
  const notice = () => shadow(element).querySelector(`[part~=state-${kind}]`);
  await waitUntil(notice, `<${element.localName}> shows no ${kind} notice`);
  return notice()!.textContent ?? '';
}

const state = (element: Element) => shadow(element).querySelector('[part=state]');
const stateText = (element: Element) => state(element)?.textContent ?? '';

export function remoteListStateTests({ tag, route, shown, loading, empty, failures }: RemoteList) {
  const mount = (src: string) => fixture<HTMLElement>(`<${tag} src="${src}"></${tag}>`);

  it('shows loading until a late answer arrives', async () => {
    const { src, hold } = await contentScope(tag, route);
    const answer = await hold();
    const element = document.createElement(tag);
    element.setAttribute('src', src);
    document.body.append(element);
    try {
      // The first render is synchronous: the loading message shows at once.
      expect(stateText(element)).to.equal(loading);
      await answer.arrived();
      expect(stateText(element)).to.equal(loading);
      expect(state(element)!.getAttribute('data-state')).to.equal('loading');
      await answer.open();
      await waitUntil(() => shown(element), 'the late answer did not show');
    } finally {
      await answer.open();
      element.remove();
    }
  });

  it('says so when the answer holds nothing ({})', async () => {
    const { src, fault } = await contentScope(tag, route);
    await fault('empty');
    const element = await mount(src);
    await waitUntil(() => stateText(element).includes(empty), 'no empty state');
    expect(state(element)!.getAttribute('data-state')).to.equal('empty');
  });

  for (const mode of failures) {
    it(`shows a failed state and warns once naming the URL when the server answers ${mode}`, async () => {
      const { src, fault } = await contentScope(tag, route);
      await fault(mode);
      const element = await expectOneWarning(tag, [src], async () => {
        const element = await mount(src);
        await waitUntil(() => stateText(element).includes('could not be loaded'), 'no failed state');
        return element;
      });
      expect(state(element)!.getAttribute('data-state')).to.equal('failed');
    });
  }
}
