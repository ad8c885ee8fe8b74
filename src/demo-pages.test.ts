/**
 * Every demo page at a phone's width (docs/PERFORMANCE.md, "Phones first"): the page never
 * scrolls sideways once every element on it has drawn. A table or a tab strip wider than the
 * screen scrolls in its own box. The pages come from the built dist/ (src/test/demo-pages.mjs).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { PHONE } from './test/layout';

interface PageWidth {
  clientWidth: number;
  scrollWidth: number;
  wider: string[];
}

describe('the demo pages at 360 px', function () {
  this.timeout(60_000);

  it('lays out every page within the screen', async () => {
    const pages = await executeServerCommand<string[], undefined>('demo-pages');
    expect(pages, 'the demo pages').to.include.members(['/forms.html', '/markets.html', '/submissions.html']);
    // Three pages at a time: each is a window of its own.
    const queue = [...pages];
    const measureNext = async (): Promise<void> => {
      const path = queue.shift();
      if (!path) return;
      // Opened by one command, measured by another: each within a server command's 20 s.
      const page = await executeServerCommand<number, { path: string; width: number; height: number; scroll: false }>(
        'demo-page-open',
        { path, ...PHONE, scroll: false },
      );
      const width = (await executeServerCommand<PageWidth, { page: number }>('demo-page-width', { page: page! }))!;
      expect(width.clientWidth, path).to.equal(PHONE.width);
      expect(width.scrollWidth, `${path} is wider than the screen: ${width.wider.join(', ')}`).to.equal(PHONE.width);
      return measureNext();
    };
    await Promise.all([measureNext(), measureNext(), measureNext()]);
  });
});
