import { expect } from '@open-wc/testing';
import {
  defineWindowOwn,
  pageActiveElement,
  pageBaseUri,
  pageBody,
  pageCookies,
  pageHead,
  pageLoaded,
  pageRoot,
  pageTitle,
  pageVisible,
  windowOwn,
  writePageCookie,
} from './page-globals';

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

  for (const [kind, clobberer] of Object.entries(CLOBBERERS)) {
    it(`reads every document property through the platform, whatever ${kind} the page holds`, () => {
      for (const [name, read] of DOCUMENT_GLOBALS) {
        const before = read();
        const element = add(clobberer(name));
        // The markup does shadow the property: a plain read would give the element.
        expect((document as unknown as Record<string, unknown>)[name], `document.${name}`).to.equal(element);
        expect(read(), name).to.equal(before);
      }
    });

    it(`never gives ${kind} for a window global`, () => {
      const element = add(clobberer('siteElementsGlobal'));
      expect((window as unknown as Record<string, unknown>).siteElementsGlobal).to.equal(element);
      expect(windowOwn('siteElementsGlobal')).to.equal(undefined);
    });
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
