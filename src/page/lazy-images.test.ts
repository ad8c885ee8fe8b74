import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { backendRequests, backendUrl } from '../test/harness';
import { longPage, settle } from '../test/scrolling';
import { lazyLoadImages } from './lazy-images';

describe('lazy images', () => {
  let stop = () => {};
  afterEach(async () => {
    stop();
    await setViewport({ width: 800, height: 600 });
  });

  it('load an image only once a tenth of it is in view', async () => {
    const test = `threshold-${Date.now()}`;
    const src = `${await backendUrl()}/lazy.jpg?test=${test}`;
    // 200 px tall, its top 1000 px down: scrolled to 420 (viewport 600), 20 px (10%) shows.
    const page = await longPage(`<img data-src="${src}" alt="Chart" width="300" height="200"
      style="position: absolute; top: 1000px">`);
    stop = lazyLoadImages();
    const image = page.querySelector('img')!;
    scrollTo({ top: 405, behavior: 'instant' });
    await settle();
    expect(image.hasAttribute('src')).to.equal(false);
    expect(await backendRequests(test)).to.deep.equal([]);
    scrollTo({ top: 440, behavior: 'instant' });
    await waitUntil(() => image.getAttribute('src') === src, 'the image did not load');
    expect(image.hasAttribute('data-src')).to.equal(false);
    await waitUntil(async () => (await backendRequests(test)).length === 1, 'the browser did not fetch it');
  });

  it('asks for the resized image of data-resize="auto" for the window width', async () => {
    await setViewport({ width: 500, height: 600 });
    const test = `resize-${Date.now()}`;
    const src = `${await backendUrl()}/lazy.jpg?test=${test}`;
    const page = await longPage(`<img data-src="${src}" data-resize="auto" alt="" width="300" height="200">
      <img data-src="${src}&thumb" data-resize="thumbnail" alt="" width="200" height="100">`);
    stop = lazyLoadImages();
    const [auto, thumbnail] = [...page.querySelectorAll('img')];
    await waitUntil(() => auto!.hasAttribute('src') && thumbnail!.hasAttribute('src'));
    expect(auto!.getAttribute('src')).to.equal(`${src}&width=520`);
    expect(thumbnail!.getAttribute('src')).to.equal(`${src}&thumb=&width=200&format=jpeg`);
  });

  it('moves data-srcset to srcset, also on the sources of a picture', async () => {
    const page = await longPage(`<picture>
        <source data-srcset="/wide.webp 2x" media="(min-width: 1px)" type="image/webp">
        <img data-srcset="/a.png 1x, /b.png 2x" data-src="/a.png" alt="" width="10" height="10">
      </picture>`);
    stop = lazyLoadImages();
    const image = page.querySelector('img')!;
    await waitUntil(() => image.hasAttribute('srcset'));
    expect(image.getAttribute('srcset')).to.equal('/a.png 1x, /b.png 2x');
    expect(page.querySelector('source')!.getAttribute('srcset')).to.equal('/wide.webp 2x');
    expect(page.querySelector('source')!.hasAttribute('data-srcset')).to.equal(false);
  });
});
