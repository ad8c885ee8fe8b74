import { expect, oneEvent } from '@open-wc/testing';
import { sheetFromText } from '../../platform/runtime/stylesheets';
import { expectOneError } from '../../test/attribute-errors';
import { define } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import documentCss from './content-visibility.document.css';
import { contentVisibility } from './content-visibility.element';

const original = location.href;

/** Mounts the element around `markup` on a page at `path`; resolves after its first render. */
async function mountAt(path: string, types: string, markup = '<p>Only for some products</p>') {
  history.replaceState(null, '', path);
  const element = document.createElement('content-visibility');
  element.setAttribute('types', types);
  element.innerHTML = markup;
  const ready = oneEvent(element, 'ready');
  document.body.append(element);
  await ready;
  return { element, content: element.querySelector('p')! };
}

document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheetFromText(documentCss)];

describe('content-visibility before its upgrade', () => {
  it('shows nothing until it knows the product type', () => {
    const element = document.createElement('content-visibility');
    element.innerHTML = '<p>Only for some products</p>';
    document.body.append(element);
    expect(customElements.get('content-visibility')).to.equal(undefined);
    expect(element.querySelector('p')!.checkVisibility()).to.equal(false);
    element.remove();
  });
});

describe('content-visibility', () => {
  before(() => define(contentVisibility));
  afterEach(() => {
    document.querySelectorAll('content-visibility').forEach((element) => element.remove());
    history.replaceState(null, '', original);
  });

  it('shows its content on a page of a listed product type', async () => {
    const { content } = await mountAt('/en/etf/fees', 'stock, etf');
    expect(content.checkVisibility()).to.equal(true);
  });

  it('hides its content on a page of another product type', async () => {
    const { element, content } = await mountAt('/en/sb/fees', 'stock, etf');
    expect(content.checkVisibility()).to.equal(false);
    expect(element.getBoundingClientRect().height).to.equal(0);
  });

  it('takes a path without a product type for cfd', async () => {
    expect((await mountAt('/en/pricing', 'cfd')).content.checkVisibility()).to.equal(true);
    expect((await mountAt('/en/pricing', 'etf')).content.checkVisibility()).to.equal(false);
  });

  it('logs one error naming the attribute for an unknown type, and hides its content', async () => {
    const { content } = await expectOneError('content-visibility', ['"types"', 'bonds'], () =>
      mountAt('/en/cfd/x', 'cfd, bonds'),
    );
    expect(content.checkVisibility()).to.equal(false);
  });

  it('is accessible', async () => {
    const { element } = await mountAt('/stock/apple', 'stock');
    await expect(element).to.be.accessible();
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('shows side-by-side content that wraps inside the window', async () => {
      const { element, content } = await mountAt(
        '/en/etf/fees',
        'stock, etf',
        `<div style="display: flex; flex-wrap: wrap; gap: 16px">
          <p style="flex: 1 1 160px">ETF commission: 0.02 USD per share, at least 1 USD per order</p>
          <p style="flex: 1 1 160px">Custody fee: none for accounts trading at least once a quarter</p>
        </div>`,
      );
      expect(content.checkVisibility()).to.equal(true);
      expectPhoneLayout(element);
    });
  });
});
