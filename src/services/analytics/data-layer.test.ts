import { expect } from '@open-wc/testing';
import { loggedDuring } from '../../test/logged';
import { dataLayer, pushToDataLayer } from './data-layer';

describe('data layer', () => {
  afterEach(() => delete window.dataLayer);

  it("is the window's own list, created when the page has none, never an element named dataLayer", () => {
    const image = document.createElement('img');
    image.id = 'dataLayer';
    document.body.append(image);
    try {
      expect(window.dataLayer).to.equal(image);
      pushToDataLayer({ event: 'first' });
      expect(dataLayer()).to.deep.equal([{ event: 'first' }]);
      expect(window.dataLayer).to.deep.equal([{ event: 'first' }]);
    } finally {
      image.remove();
    }
  });

  it('never throws: a push that fails or a data layer without one costs one console error per page', async () => {
    const errors = await loggedDuring(() => {
      window.dataLayer = Object.assign([], {
        push() {
          throw new Error('the tag manager broke');
        },
      });
      pushToDataLayer({ event: 'lost' });
      pushToDataLayer({ event: 'lost too' });
      (window as unknown as Record<string, unknown>).dataLayer = 'not a list';
      pushToDataLayer({ event: 'lost as well' });
    });
    expect(errors).to.have.lengthOf(1);
    expect(errors[0]).to.contain('window.dataLayer refused an entry').and.contain('the tag manager broke');
  });
});
