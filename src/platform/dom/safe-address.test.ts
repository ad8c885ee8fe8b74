import { expect } from '@open-wc/testing';
import { loggedDuring } from '../../test/logged';
import { safeMediaUrl, setSafeUrl } from './safe-address';

describe('safeMediaUrl', () => {
  it('lets http(s) and relative addresses through, trimmed', () => {
    for (const url of [
      'https://cdn.example/a.png',
      ' HTTP://cdn.example/a.mp4 ',
      '/img/a.webp',
      'a.png',
      '//cdn.example/a.png',
    ])
      expect(safeMediaUrl(url, 'x'), url).to.equal(url.trim());
    expect(safeMediaUrl('', 'x')).to.equal(null);
    expect(safeMediaUrl(undefined, 'x')).to.equal(null);
  });

  it('refuses every other scheme, links included, with one console error per value', async () => {
    const errors = await loggedDuring(() => {
      for (const url of [
        'data:image/png;base64,AA',
        'blob:https://a.example/1',
        'java\tscript:alert(1)',
        'mailto:a@b.c',
        'file:///x',
      ])
        expect(safeMediaUrl(url, '<x-test> "image"'), url).to.equal(null);
      safeMediaUrl('data:image/png;base64,AA', '<x-test> "image"');
    });
    expect(errors).to.have.length(5);
    expect(errors[0]).to.equal(
      '<x-test> "image" "data:image/png;base64,AA" is not an http(s) or relative address; showing nothing.',
    );
  });
});

describe('setSafeUrl', () => {
  it('sets a safe address and refuses a script one, saying whether it did', async () => {
    const frame = document.createElement('iframe');
    expect(setSafeUrl(frame, 'src', 'https://sso.example/session', 'x')).to.equal(true);
    expect(frame.getAttribute('src')).to.equal('https://sso.example/session');
    const errors = await loggedDuring(() => {
      expect(setSafeUrl(frame, 'src', 'javascript:alert(1)', 'data-sso-host')).to.equal(false);
    });
    expect(frame.getAttribute('src')).to.equal('https://sso.example/session');
    expect(errors).to.have.length(1);
  });
});
