import { expect } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useTabInView } from './use-tab-in-view';

/** A bar 100 px wide of six tabs 60 px wide: it scrolls sideways. */
function Bar({ selected }: { selected: number }) {
  const bar = useTabInView(selected);
  return (
    <div ref={bar} style={{ display: 'flex', width: '100px', overflowX: 'auto' }}>
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <button key={index} type="button" style={{ flex: 'none', width: '60px' }}>
          Tab {index}
        </button>
      ))}
    </div>
  );
}

describe('useTabInView', () => {
  let root: Root;
  let host: HTMLElement;
  const bar = () => host.firstElementChild as HTMLElement;
  const render = (selected: number) => flushSync(() => root.render(<Bar selected={selected} />));
  /** The selected tab's edges against the bar's. */
  const inView = (index: number) => {
    const box = bar().getBoundingClientRect();
    const tab = bar().children[index]!.getBoundingClientRect();
    return tab.left >= box.left && tab.right <= box.right;
  };

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });

  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('brings a tab selected later wholly into view, and back to the first', () => {
    render(0);
    expect(bar().scrollLeft).to.equal(0);
    render(4);
    expect(inView(4)).to.equal(true);
    render(0);
    expect(bar().scrollLeft).to.equal(0);
  });

  it('brings a tab selected at mount into view, and measures nothing for a first tab at mount', () => {
    const measured: Element[] = [];
    const measure = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      measured.push(this);
      return measure.call(this);
    };
    try {
      render(0);
      expect(measured).to.deep.equal([]);
    } finally {
      Element.prototype.getBoundingClientRect = measure;
    }
    root.unmount();
    root = createRoot(host);
    render(3);
    expect(inView(3)).to.equal(true);
  });
});
