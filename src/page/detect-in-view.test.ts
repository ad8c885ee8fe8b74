import { expect, waitUntil } from '@open-wc/testing';
import { longPage, settle } from '../test/scrolling';
import { detectInView } from './detect-in-view';

describe('scroll detection', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('marks a .detect element detected once it scrolls into view, and keeps the mark', async () => {
    const page = await longPage(`
      <div class="detect" id="top" style="height: 50px">In view</div>
      <div class="detect" id="below" style="position: absolute; top: 2000px; height: 50px">Below</div>`);
    stop = detectInView();
    const [top, below] = [page.querySelector('#top')!, page.querySelector('#below')!];
    await waitUntil(() => top.classList.contains('detected'), 'the visible element was not detected');
    await settle();
    expect(below.classList.contains('detected')).to.equal(false);
    scrollTo({ top: 1800, behavior: 'instant' });
    await waitUntil(() => below.classList.contains('detected'), 'the scrolled-to element was not detected');
    scrollTo({ top: 0, behavior: 'instant' });
    await settle();
    expect(below.classList.contains('detected')).to.equal(true);
  });
});
