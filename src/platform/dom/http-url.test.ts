import { expect } from '@open-wc/testing';
import { httpUrlProblem } from './http-url';

describe('httpUrlProblem', () => {
  const base = 'https://broker.example/about/';

  it('accepts http(s) addresses, relative ones included', () => {
    for (const url of [
      '/',
      'fca.png',
      '/certificates/fca.svg',
      'https://cdn.example/fca.pdf',
      'http://broker.example/',
    ]) {
      expect(httpUrlProblem(url, base), url).to.equal(null);
    }
  });

  it('refuses any other scheme and what is not a URL, naming the value', () => {
    expect(httpUrlProblem('javascript:history.back()', base)).to.equal(
      'must be an http(s) URL, got "javascript:history.back()"',
    );
    expect(httpUrlProblem('data:image/png;base64,AAA', base)).to.match(/must be an http\(s\) URL/);
    expect(httpUrlProblem('https://', base)).to.equal('is not a URL: "https://"');
  });
});
