import { expect } from '@open-wc/testing';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { ctaButton, ctaButtonTests } from '../../test/cta-button';
import { define } from '../../test/harness';
import { siteButton } from './site-button.element';

describe('<site-button>', () => {
  before(() => {
    define(siteButton);
    installDocumentStyles();
  });

  ctaButtonTests('site-button', {
    variants: ['primary', 'secondary', 'outline'],
    defaultBackground: 'rgb(11, 95, 255)',
  });

  it('is accessible', async () => {
    await expect(await ctaButton('<site-button href="/open">Open account</site-button>')).to.be.accessible();
    await expect(await ctaButton('<site-button variant="outline">Compare accounts</site-button>')).to.be.accessible();
  });
});
