import { expect } from '@open-wc/testing';
import { MENU_CLOSED, NONE, clickDisclosure, focusItem, hoverItem, navPhase, type Disclosure } from './nav-bar.model';

const trading: Disclosure = { item: 0, category: NONE, more: false, isLink: true };
const more: Disclosure = { item: 2, category: NONE, more: true, isLink: false };
const education: Disclosure = { item: 2, category: 0, more: true, isLink: true };

describe('navigation model', () => {
  it('opens a closed submenu on the first click at every width', () => {
    expect(clickDisclosure(MENU_CLOSED, trading, false)).to.deep.equal({ submenu: 0, panel: NONE });
    expect(clickDisclosure(MENU_CLOSED, trading, true)).to.deep.equal({ submenu: 0, panel: NONE });
  });

  it('below 1024 px folds an open submenu on the next click; at 1024 px and wider follows its link', () => {
    const open = { submenu: 0, panel: NONE };
    expect(clickDisclosure(open, trading, false)).to.equal(MENU_CLOSED);
    expect(clickDisclosure(open, trading, true)).to.equal(null);
  });

  it('closes an open submenu whose trigger is a button, at every width', () => {
    const open = { submenu: 2, panel: 0 };
    expect(clickDisclosure(open, more, true)).to.equal(MENU_CLOSED);
    expect(clickDisclosure(open, more, false)).to.equal(MENU_CLOSED);
  });

  it('opens the More menu on its first panel at 1024 px and wider, folded below', () => {
    expect(clickDisclosure(MENU_CLOSED, more, true)).to.deep.equal({ submenu: 2, panel: 0 });
    expect(clickDisclosure(MENU_CLOSED, more, false)).to.deep.equal({ submenu: 2, panel: NONE });
  });

  it('toggles a More category panel below 1024 px', () => {
    const opened = clickDisclosure({ submenu: 2, panel: NONE }, education, false);
    expect(opened).to.deep.equal({ submenu: 2, panel: 0 });
    expect(clickDisclosure(opened!, education, false)).to.deep.equal({ submenu: 2, panel: NONE });
  });

  it('opens the hovered item, shows the hovered category, and closes over anything without a submenu', () => {
    expect(hoverItem(MENU_CLOSED, 2, NONE, true, true)).to.deep.equal({ submenu: 2, panel: 0 });
    expect(hoverItem({ submenu: 2, panel: 0 }, 2, 1, true, true)).to.deep.equal({ submenu: 2, panel: 1 });
    const open = { submenu: 2, panel: 1 };
    expect(hoverItem(open, 2, NONE, true, true)).to.equal(open);
    expect(hoverItem(open, 1, NONE, false, false)).to.equal(MENU_CLOSED);
    expect(hoverItem(open, NONE, NONE, false, false)).to.equal(MENU_CLOSED);
  });

  it('shows the focused category and closes when focus moves to another item', () => {
    expect(focusItem({ submenu: 2, panel: 0 }, 2, 1)).to.deep.equal({ submenu: 2, panel: 1 });
    expect(focusItem({ submenu: 2, panel: 0 }, 0, NONE)).to.equal(MENU_CLOSED);
    expect(focusItem(MENU_CLOSED, 0, NONE)).to.equal(MENU_CLOSED);
  });

  it('names the drawer states closed, open and submenu', () => {
    expect(navPhase(false, { submenu: 0, panel: NONE })).to.equal('closed');
    expect(navPhase(true, MENU_CLOSED)).to.equal('open');
    expect(navPhase(true, { submenu: 0, panel: NONE })).to.equal('submenu');
  });
});
