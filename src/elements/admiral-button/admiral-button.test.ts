import { expect, fixture, html } from '@open-wc/testing';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { ctaButton, ctaButtonTests } from '../../test/cta-button';
import { define, part, rendered } from '../../test/harness';
import { admiralButton } from './admiral-button.element';

describe('<admiral-button>', () => {
  before(() => {
    define(admiralButton);
    installDocumentStyles();
  });

  ctaButtonTests('admiral-button', { variants: ['primary', 'dark', 'outline'], defaultBackground: 'rgb(255, 198, 0)' });

  it('draws the brand pill: uppercase, round ends, gold', async () => {
    const style = getComputedStyle(
      part(await ctaButton('<admiral-button href="/open">Open</admiral-button>'), 'button'),
    );
    expect(style.textTransform).to.equal('uppercase');
    expect(parseFloat(style.borderTopLeftRadius)).to.be.at.least(22);
    expect(style.backgroundColor).to.equal('rgb(255, 198, 0)');
  });

  it('is accessible in each variant', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="background: #0b1a2e; color: #fff; padding: 8px">
        <admiral-button href="/open">Open account</admiral-button>
        <admiral-button variant="outline" href="/demo">Try a demo</admiral-button>
      </div>`,
    );
    for (const element of wrapper.querySelectorAll('admiral-button')) await rendered(element, '[part="button"]');
    await expect(wrapper).to.be.accessible();
    await expect(await ctaButton('<admiral-button variant="dark">Compare</admiral-button>')).to.be.accessible();
  });
});
