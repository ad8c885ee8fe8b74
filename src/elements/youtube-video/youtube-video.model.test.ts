import { expect } from '@open-wc/testing';
import { playerUrl, startProblem, videoIdProblem } from './youtube-video.model';

describe('youtube video rules', () => {
  it('accepts an 11-character id of letters, digits, "_" and "-"', () => {
    expect(videoIdProblem('dQw4w9WgXcQ')).to.equal(null);
    expect(videoIdProblem('a-b_c-d_e-f')).to.equal(null);
    expect(videoIdProblem(' dQw4w9WgXcQ ')).to.equal(null);
  });

  it('refuses a missing id, a wrong length, other characters, and a whole URL', () => {
    expect(videoIdProblem('')).to.contain('missing');
    for (const bad of ['dQw4w9WgXc', 'dQw4w9WgXcQQ', 'dQw4w9WgX?Q', 'https://youtu.be/dQw4w9WgXcQ']) {
      expect(videoIdProblem(bad), bad).to.contain('attribute "video-id"').and.contain(bad);
    }
  });

  it('plays from the privacy-enhanced host, at once', () => {
    const url = new URL(playerUrl('dQw4w9WgXcQ', 0));
    expect(url.origin).to.equal('https://www.youtube-nocookie.com');
    expect(url.pathname).to.equal('/embed/dQw4w9WgXcQ');
    expect(url.searchParams.get('autoplay')).to.equal('1');
    expect(url.searchParams.has('start')).to.equal(false);
  });

  it('starts at whole seconds from 0 only', () => {
    expect(new URL(playerUrl('dQw4w9WgXcQ', 42)).searchParams.get('start')).to.equal('42');
    expect(startProblem(42)).to.equal(null);
    expect(startProblem(-1)).to.contain('attribute "start"');
    expect(startProblem(1.5)).to.contain('attribute "start"');
    expect(new URL(playerUrl('dQw4w9WgXcQ', -5)).searchParams.has('start')).to.equal(false);
  });
});
