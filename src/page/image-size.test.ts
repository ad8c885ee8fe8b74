import { expect } from '@open-wc/testing';
import { resizedImageUrl, resizedWidth } from './image-size';

const base = 'https://www.broker.example/en/page';

describe('image resize rule', () => {
  it('gives auto images 375 px below 420 px windows, 520 from 420, 720 from 768', () => {
    expect(resizedWidth('auto', 320)).to.equal(375);
    expect(resizedWidth('auto', 419)).to.equal(375);
    expect(resizedWidth('auto', 420)).to.equal(520);
    expect(resizedWidth('auto', 767)).to.equal(520);
    expect(resizedWidth('auto', 768)).to.equal(720);
    expect(resizedWidth('auto', 1920)).to.equal(720);
  });

  it('gives thumbnails 200 px on any window', () => {
    expect(resizedWidth('thumbnail', 320)).to.equal(200);
    expect(resizedWidth('thumbnail', 1920)).to.equal(200);
  });

  it('asks with ?width= for auto and ?width=200&format=jpeg for a thumbnail, keeping the query', () => {
    expect(resizedImageUrl('/img/chart.png', 'auto', 500, base)).to.equal(
      'https://www.broker.example/img/chart.png?width=520',
    );
    expect(resizedImageUrl('chart.png?v=2', 'thumbnail', 500, base)).to.equal(
      'https://www.broker.example/en/chart.png?v=2&width=200&format=jpeg',
    );
    expect(resizedImageUrl('https://cdn.example/a.jpg?width=9', 'auto', 1000, base)).to.equal(
      'https://cdn.example/a.jpg?width=720',
    );
  });

  it('leaves vector and inline images as they are', () => {
    expect(resizedImageUrl('/img/logo.SVG', 'auto', 500, base)).to.equal('/img/logo.SVG');
    expect(resizedImageUrl('data:image/png;base64,AAAA', 'thumbnail', 500, base)).to.equal(
      'data:image/png;base64,AAAA',
    );
  });
});
