import { expect, fixture } from '@open-wc/testing';
import { countObservers } from '../test/observers';
import { eachElement } from './each-element';

/** MutationObserver callbacks run as a microtask after the change. */
const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve));

describe('eachElement', () => {
  it('visits matching elements present now and those inserted later, nested ones included', async () => {
    const page = await fixture<HTMLElement>('<div><p class="note" id="now">now</p></div>');
    const seen: string[] = [];
    const stop = eachElement('.note', (element) => seen.push(element.id));
    try {
      expect(seen).to.deep.equal(['now']);
      page.insertAdjacentHTML(
        'beforeend',
        '<p class="note" id="added">a</p><section><p class="note" id="nested">b</p></section>',
      );
      await mutationsDelivered();
      expect(seen).to.deep.equal(['now', 'added', 'nested']);
    } finally {
      stop();
    }
    page.insertAdjacentHTML('beforeend', '<p class="note" id="after-stop">c</p>');
    await mutationsDelivered();
    expect(seen).to.deep.equal(['now', 'added', 'nested']);
  });

  it('shares one observer of the document between every watcher', async () => {
    const page = await fixture<HTMLElement>('<div></div>');
    const seen: string[] = [];
    let stops: (() => void)[] = [];
    const made = countObservers(() => {
      stops = [
        eachElement('.a', () => seen.push('a')),
        eachElement('.b', () => seen.push('b')),
        eachElement('.a, .b', () => seen.push('a or b')),
      ];
    });
    page.innerHTML = '<i class="a"></i><i class="b"></i>';
    await mutationsDelivered();
    stops.forEach((stop) => stop());
    expect(made).to.equal(1);
    expect(seen.sort()).to.deep.equal(['a', 'a or b', 'a or b', 'b']);
  });
});
