import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useOutsideClick } from './use-outside-click';

function Menu({ host }: { host: HTMLElement }) {
  const [open, setOpen] = useState(true);
  useOutsideClick(host, open, () => setOpen(false));
  return <button type="button">{open ? 'open' : 'closed'}</button>;
}

describe('useOutsideClick', () => {
  let root: Root;
  let host: HTMLElement;
  let outside: HTMLButtonElement;
  const state = () => host.shadowRoot!.querySelector('button')?.textContent;

  beforeEach(async () => {
    host = document.createElement('div');
    host.innerHTML = '<span>slotted</span>';
    outside = document.createElement('button');
    document.body.append(host, outside);
    root = createRoot(host.attachShadow({ mode: 'open' }));
    root.render(<Menu host={host} />);
    await waitUntil(() => state() === 'open');
  });

  afterEach(() => {
    root.unmount();
    host.remove();
    outside.remove();
  });

  it('keeps the menu open on clicks inside the shadow root and on slotted content', async () => {
    host.shadowRoot!.querySelector('button')!.click();
    host.querySelector('span')!.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(state()).to.equal('open');
  });

  it('closes the menu on a click outside the host', async () => {
    outside.click();
    await waitUntil(() => state() === 'closed');
  });
});
