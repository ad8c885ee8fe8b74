import { expect } from '@open-wc/testing';
import { attributeError, isTabIndex, selectedTabProblem } from './tabs.model';

describe('shared tab rules', () => {
  it('accepts only whole indexes inside the list', () => {
    expect(isTabIndex(0, 3)).to.equal(true);
    expect(isTabIndex(2, 3)).to.equal(true);
    expect(isTabIndex(3, 3)).to.equal(false);
    expect(isTabIndex(-1, 3)).to.equal(false);
    expect(isTabIndex(1.5, 3)).to.equal(false);
    expect(isTabIndex(0, 0)).to.equal(false);
  });

  it('names an out-of-range selected-tab, and has nothing to say without tabs', () => {
    expect(selectedTabProblem(1, 3)).to.equal(null);
    expect(selectedTabProblem(5, 3)).to.equal('is 5, not a tab index (0 to 2)');
    expect(selectedTabProblem(-1, 2)).to.equal('is -1, not a tab index (0 to 1)');
    expect(selectedTabProblem(5, 0)).to.equal(null);
  });

  it("words an attribute error like the element definer's", () => {
    expect(attributeError('tabs-content', 'tabs', 'expected a JSON list')).to.equal(
      '<tabs-content>: attribute "tabs" expected a JSON list; using the default.',
    );
    expect(attributeError('home-tabs', 'selected-tab', 'is 4', 'selecting tab 0')).to.equal(
      '<home-tabs>: attribute "selected-tab" is 4; selecting tab 0.',
    );
  });
});
