import { expect } from '@open-wc/testing';
import { checkItems, countLinks, groupsOf, initiallyOpen, toggled, type SiteMapItem } from './site-map.model';

const TREE: SiteMapItem[] = [
  {
    label: 'Trading',
    href: '/trading',
    children: [
      { label: 'Forex', href: '/forex' },
      { label: 'Shares', href: '/shares', children: [{ label: 'US shares', href: '/shares/us' }] },
    ],
  },
  { label: 'About us', children: [{ label: 'Contact', href: '/contact' }] },
  { label: 'Blog', href: '/blog' },
];

describe('site-map model', () => {
  it('accepts a tree of { label, href?, children? }', () => {
    expect(checkItems(TREE)).to.equal(null);
    expect(checkItems([])).to.equal(null);
  });

  it('names the first bad item, at any depth', () => {
    expect(checkItems({ label: 'x' })).to.equal('expected a JSON list of { label, href?, children? }');
    expect(checkItems([{ href: '/x' }])).to.equal('item 0 has no text "label"');
    expect(checkItems([{ label: '  ' }])).to.equal('item 0 has no text "label"');
    expect(checkItems([{ label: 'a', href: 3 }])).to.equal('item 0 has an "href" that is not a text');
    expect(checkItems([{ label: 'a' }, { label: 'b', children: [{ label: 'c' }, 7] }])).to.equal(
      'item 1.children.1 is not an object',
    );
    expect(checkItems([{ label: 'a', children: {} }])).to.equal('item 0.children. is not a list');
  });

  it('makes one group per top section', () => {
    const groups = groupsOf(TREE);
    expect(groups.map((group) => [group.key, group.label, group.href, group.links.length])).to.deep.equal([
      ['0', 'Trading', '/trading', 2],
      ['1', 'About us', null, 1],
      ['2', 'Blog', '/blog', 0],
    ]);
  });

  it('counts links at every depth', () => {
    expect(countLinks(TREE)).to.equal(6);
  });

  it('opens every group with links at first, none when collapsed, and toggles one', () => {
    const groups = groupsOf(TREE);
    expect([...initiallyOpen(groups, false)]).to.deep.equal(['0', '1']);
    expect([...initiallyOpen(groups, true)]).to.deep.equal([]);
    const open = initiallyOpen(groups, false);
    expect([...toggled(open, '0')]).to.deep.equal(['1']);
    expect([...toggled(toggled(open, '0'), '0')].sort()).to.deep.equal(['0', '1']);
    expect([...open], 'unchanged').to.deep.equal(['0', '1']);
  });
});
