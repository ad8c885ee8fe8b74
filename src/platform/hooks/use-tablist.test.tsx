import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { type KeyWalk, walkKeys } from '../../test/tab-keys';
import { useTablist } from './use-tablist';

const NAMES = ['Forex', 'Stocks', 'Crypto'];
const selections: number[] = [];

function Tabs({ names }: { names: string[] }) {
  const [selected, setSelected] = useState(1);
  const { tablistProps, tabProps } = useTablist({
    count: names.length,
    selected,
    onSelect(index) {
      selections.push(index);
      setSelected(index);
    },
  });
  return (
    <div {...tablistProps} aria-label="Markets">
      {names.map((name, index) => (
        <button key={name} {...tabProps(index, 'panel')}>
          {name}
        </button>
      ))}
    </div>
  );
}

describe('useTablist', () => {
  let root: Root;
  let container: HTMLElement;
  const tabs = () => [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
  const selectedName = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

  beforeEach(async () => {
    selections.length = 0;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<Tabs names={NAMES} />);
    await waitUntil(() => tabs().length === 3);
  });

  afterEach(() => {
    root.unmount();
    container.remove();
  });

  it('marks one tab selected and keeps only it in the tab order', () => {
    expect(selectedName()).to.equal('Stocks');
    expect(tabs().map((tab) => tab.tabIndex)).to.deep.equal([-1, 0, -1]);
    expect(tabs()[0]!.getAttribute('aria-controls')).to.equal('panel');
  });

  const keyWalks: { name: string; walk: KeyWalk }[] = [
    {
      name: 'moves focus and selection with the arrows, wrapping around',
      walk: { keys: ['ArrowRight', 'ArrowRight', 'ArrowLeft'], to: [2, 0, 2] },
    },
    { name: 'jumps to the first and last tab with Home and End', walk: { keys: ['End', 'Home'], to: [2, 0] } },
  ];
  for (const { name, walk } of keyWalks) {
    it(name, async () => {
      tabs()[1]!.focus();
      await walkKeys(tabs, walk, (index) =>
        waitUntil(() => selectedName() === NAMES[index], `${NAMES[index]} not selected`),
      );
    });
  }

  it('selects a clicked tab, and a click on the selected tab selects nothing', async () => {
    tabs()[1]!.click();
    tabs()[0]!.click();
    await waitUntil(() => selectedName() === 'Forex');
    expect(selections).to.deep.equal([0]);
  });
});
