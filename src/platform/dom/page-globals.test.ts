import { expect } from '@open-wc/testing';
import { pageBody, pageCookies, pageHead, pageRoot, writePageCookie } from './page-globals';
import {
  defineWindowOwn,
  pageActiveElement,
  pageBaseUri,
  pageLoaded,
  pageTitle,
  pageVisible,
  windowOwn,
} from './page-state';

/** The markup that shadows `document[name]` (and `window[name]`), as sanitised CMS HTML can carry it. */
const CLOBBERERS: Record<string, (name: string) => HTMLElement> = {
  'an <img name>': (name) => Object.assign(document.createElement('img'), { name, src: 'data:,' }),
  'a <form name>': (name) => Object.assign(document.createElement('form'), { name }),
  'an <embed name>': (name) => {
    const embed = document.createElement('embed');
    embed.setAttribute('name', name);
    return embed;
  },
  'an <object id>': (name) => Object.assign(document.createElement('object'), { id: name }),
};

/** Each document property the module reads, by the function that reads it. */
const DOCUMENT_GLOBALS: [name: string, read: () => unknown][] = [
  ['body', pageBody],
  ['head', pageHead],
  ['documentElement', pageRoot],
  ['baseURI', pageBaseUri],
  ['readyState', pageLoaded],
  ['title', pageTitle],
  ['visibilityState', pageVisible],
  ['activeElement', pageActiveElement],
  ['cookie', pageCookies],
];

describe('page globals', () => {
  const added: Element[] = [];
  const add = <T extends Element>(element: T): T => {
    document.querySelector('body')!.append(element);
    added.push(element);
    return element;
  };
  afterEach(() => added.splice(0).forEach((element) => element.remove()));

  it("reads the page's own elements and values", () => {
    expect([pageBody(), pageHead(), pageRoot()]).to.deep.equal(
      ['body', 'head', 'html'].map((tag) => document.querySelector(tag)),
    );
    expect(pageBaseUri()).to.equal(location.href);
    expect(pageTitle()).to.equal(document.querySelector('title')?.textContent ?? '');
  });

  // One element shadows the property with itself; two shadow it with an HTMLCollection of both.
  for (const [kind, clobberer] of Object.entries(CLOBBERERS)) {
    for (const count of [1, 2]) {
      const what = count === 1 ? kind : `two of ${kind}`;
      const shadowFor = (name: string): unknown => {
        const elements = Array.from({ length: count }, () => add(clobberer(name)));
        return count === 1 ? elements[0] : elements;
      };
      const expectShadowed = (value: unknown, shadow: unknown, label: string) => {
        if (count === 1) expect(value, label).to.equal(shadow);
        else {
          expect(value, label).to.be.instanceOf(HTMLCollection);
          expect([...(value as HTMLCollection)], label).to.deep.equal(shadow);
        }
      };

      it(`reads every document property through the platform, whatever ${what} the page holds`, () => {
        for (const [name, read] of DOCUMENT_GLOBALS) {
          const before = read();
          const shadow = shadowFor(name);
          // The markup does shadow the property: a plain read would give the element(s).
          expectShadowed((document as unknown as Record<string, unknown>)[name], shadow, `document.${name}`);
          // A boolean: chai describes a failing collection element by element, without end.
          expect(read() === before, `${name} read the markup`).to.equal(true);
        }
      });

      it(`never gives ${what} for a window global`, () => {
        // `dataLayer`, the one window global the library reads, which this page does not define.
        const shadow = shadowFor('dataLayer');
        expectShadowed(window.dataLayer, shadow, 'window.dataLayer');
        expect(windowOwn('dataLayer') === undefined, 'windowOwn gave the markup').to.equal(true);
      });
    }
  }

  it('writes a cookie through the platform, whatever element is named cookie', () => {
    add(CLOBBERERS['a <form name>']!('cookie'));
    writePageCookie('page_globals_test=1; path=/');
    try {
      expect(pageCookies()).to.contain('page_globals_test=1');
    } finally {
      writePageCookie('page_globals_test=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
    }
    expect(pageCookies()).not.to.contain('page_globals_test');
  });

  it("gives the window's own property, defined by a page script or by defineWindowOwn", () => {
    add(CLOBBERERS['an <img name>']!('siteElementsOwn'));
    const list: unknown[] = [];
    defineWindowOwn('siteElementsOwn', list);
    try {
      expect(windowOwn('siteElementsOwn')).to.equal(list);
      (window as unknown as Record<string, unknown>).siteElementsOwn = 'replaced';
      expect(windowOwn('siteElementsOwn')).to.equal('replaced');
    } finally {
      delete (window as unknown as Record<string, unknown>).siteElementsOwn;
    }
  });
});
