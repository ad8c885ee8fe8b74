import { expect } from '@open-wc/testing';
import { followInstead } from './follow-instead';

describe('followInstead', () => {
  const click = (keys: Partial<MouseEventInit> = {}) => new MouseEvent('click', { cancelable: true, ...keys });
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('sends a plain click to the address made at the click, in place of the link’s own', () => {
    const plain = click();
    followInstead(plain, () => '#made-at-the-click', '<x-d> link');
    expect(plain.defaultPrevented).to.equal(true);
    expect(location.hash).to.equal('#made-at-the-click');
  });

  it('leaves a click with a modifier key or another button to the link', () => {
    for (const keys of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const other = click(keys);
      followInstead(other, () => expect.fail(`made an address for ${JSON.stringify(keys)}`), '<x-d> link');
      expect(other.defaultPrevented, JSON.stringify(keys)).to.equal(false);
    }
  });
});
