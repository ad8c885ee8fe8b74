import { expect } from '@open-wc/testing';
import { NONE } from './nav-bar.model';
import { categoriesOf, disclosureAt, itemsOf, locate, renderMenuState } from './nav-bar.menu.model';

/** The slotted menu as a template writes it: a submenu, a plain link, and a 'more' item with categories. */
function menu(): HTMLUListElement {
  const template = document.createElement('template');
  template.innerHTML = `<ul slot="menu">
    <li><a href="/trading">Trading</a><ul><li><a href="/forex">Forex</a></li></ul></li>
    <li><a href="/pricing">Pricing</a></li>
    <li data-more>
      <button type="button">More</button>
      <ul>
        <li><button type="button">Learn</button><ul><li><a href="/academy">Academy</a></li></ul></li>
        <li><button type="button">Company</button><ul><li><a href="/about">About</a></li></ul></li>
      </ul>
    </li>
  </ul>`;
  return template.content.firstElementChild as HTMLUListElement;
}

const byText = (root: Element, text: string) =>
  [...root.querySelectorAll('a, button')].find((node) => node.textContent === text)!;

describe('the slotted menu', () => {
  it('lists the top-level items and the categories of the more item', () => {
    const list = menu();
    const items = itemsOf(list);
    expect(items).to.have.length(3);
    expect(categoriesOf(items[2]).map((item) => item.firstElementChild!.textContent)).to.deep.equal([
      'Learn',
      'Company',
    ]);
    expect(categoriesOf(items[0])).to.deep.equal([]);
  });

  it('locates a node by its top-level item and more category', () => {
    const list = menu();
    expect(locate(list, byText(list, 'Forex'))).to.deep.equal({ item: 0, category: NONE });
    expect(locate(list, byText(list, 'About'))).to.deep.equal({ item: 2, category: 1 });
  });

  it('finds the disclosure a trigger opens, and none for a plain link', () => {
    const list = menu();
    expect(disclosureAt(list, byText(list, 'Trading'))).to.deep.equal({
      item: 0,
      category: NONE,
      more: false,
      isLink: true,
    });
    expect(disclosureAt(list, byText(list, 'Company'))).to.deep.equal({
      item: 2,
      category: 1,
      more: true,
      isLink: false,
    });
    expect(disclosureAt(list, byText(list, 'Pricing'))).to.equal(null);
    expect(disclosureAt(list, byText(list, 'Forex'))).to.equal(null);
  });

  it('mirrors the open submenu and panel into aria-expanded', () => {
    const list = menu();
    renderMenuState(list, { submenu: 2, panel: 1 });
    const expanded = (text: string) => byText(list, text).getAttribute('aria-expanded');
    expect([expanded('Trading'), expanded('More'), expanded('Learn'), expanded('Company')]).to.deep.equal([
      'false',
      'true',
      'false',
      'true',
    ]);
    expect(expanded('Pricing')).to.equal(null);
  });
});
