import { expect } from '@open-wc/testing';
import { httpUrl, pageUrlToShare, profileLinks, shareLinks, shareUrl, shareWindowFeatures } from './share.model';

const page = 'https://example.com/markets/gold?ref=a&b=c d';
const title = 'Gold & silver: 50% "up"?';

describe('share links', () => {
  it('carries the encoded page URL and title to each network', () => {
    const linkedin = new URL(shareUrl('linkedin', page, title));
    expect(linkedin.origin).to.equal('https://www.linkedin.com');
    expect(linkedin.searchParams.get('url')).to.equal(page);
    expect(linkedin.searchParams.get('title')).to.equal(title);
    const twitter = new URL(shareUrl('twitter', page, title));
    expect(twitter.searchParams.get('url')).to.equal(page);
    expect(twitter.searchParams.get('text')).to.equal(title);
    const telegram = new URL(shareUrl('telegram', page, title));
    expect(telegram.origin).to.equal('https://t.me');
    expect(telegram.searchParams.get('url')).to.equal(page);
    expect(telegram.searchParams.get('text')).to.equal(title);
    expect(new URL(shareUrl('facebook', page, title)).searchParams.get('u')).to.equal(page);
  });

  it('encodes, so a title cannot add parameters', () => {
    const href = shareUrl('twitter', page, 'a&url=https://evil.example');
    expect(href).not.to.contain('&url=https://evil');
    expect(new URL(href).searchParams.getAll('url')).to.deep.equal([page]);
  });

  it('names each link for assistive technology, in a fixed order', () => {
    expect(shareLinks(page, title).map((link) => link.name)).to.deep.equal([
      'Facebook',
      'LinkedIn',
      'X (Twitter)',
      'Telegram',
    ]);
  });

  it('opens a 500×500 window centred on the page, never off screen', () => {
    expect(shareWindowFeatures({ screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 900 })).to.equal(
      'popup,width=500,height=500,left=500,top=250',
    );
    expect(shareWindowFeatures({ screenX: 0, screenY: 0, outerWidth: 360, outerHeight: 400 })).to.equal(
      'popup,width=500,height=500,left=0,top=0',
    );
  });
});

describe('the URL to share', () => {
  const where = { canonical: 'https://example.com/canonical', location: 'https://example.com/here?x=1' };

  it('takes the attribute when it is an absolute http(s) URL', () => {
    expect(pageUrlToShare('https://example.com/a', where)).to.deep.equal({
      url: 'https://example.com/a',
      problem: null,
    });
  });

  it('defaults to the canonical URL, then the location', () => {
    expect(pageUrlToShare('', where).url).to.equal('https://example.com/canonical');
    expect(pageUrlToShare(' ', { canonical: null, location: where.location }).url).to.equal(where.location);
    expect(pageUrlToShare('', { canonical: 'not a url', location: where.location }).url).to.equal(where.location);
  });

  it('refuses a relative or script URL with a reason, and falls back', () => {
    for (const bad of ['/relative', 'javascript:alert(1)']) {
      const result = pageUrlToShare(bad, where);
      expect(result.url).to.equal('https://example.com/canonical');
      expect(result.problem).to.contain('attribute "url"').and.contain(bad);
    }
  });

  it('accepts only http and https', () => {
    expect(httpUrl('http://example.com')).to.equal('http://example.com/');
    expect(httpUrl('mailto:a@b.c')).to.equal(null);
    expect(httpUrl('')).to.equal(null);
  });
});

describe('profile links', () => {
  const none = { facebook: '', linkedin: '', twitter: '', youtube: '', telegram: '', instagram: '' };

  it('shows only the profiles given, in a fixed order', () => {
    const { links, problems } = profileLinks({
      ...none,
      instagram: 'https://instagram.com/broker',
      facebook: ' https://facebook.com/broker ',
    });
    expect(links).to.deep.equal([
      { network: 'facebook', href: 'https://facebook.com/broker', label: 'Facebook' },
      { network: 'instagram', href: 'https://instagram.com/broker', label: 'Instagram' },
    ]);
    expect(problems).to.deep.equal([]);
  });

  it('leaves out a profile that is not an http(s) URL, and says which', () => {
    const { links, problems } = profileLinks({ ...none, youtube: 'javascript:alert(1)', telegram: 'https://t.me/b' });
    expect(links.map((link) => link.network)).to.deep.equal(['telegram']);
    expect(problems).to.have.length(1);
    expect(problems[0]).to.contain('attribute "youtube"');
  });
});
