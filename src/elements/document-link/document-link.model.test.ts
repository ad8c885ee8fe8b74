import { expect } from '@open-wc/testing';
import { expectCases } from '../../test/cases';
import { describeLink, guessType } from './document-link.model';

describe('document link rules', () => {
  it('guesses a PDF from the path, ignoring case, query and hash', () => {
    expectCases(guessType, [
      ['/docs/report.pdf', 'pdf'],
      ['https://cdn.example/KID.PDF?v=3#page=2', 'pdf'],
      ['/docs/report.pdf.html', 'html'],
      ['/legal/terms', 'html'],
      ['/download?file=report.pdf', 'html'],
    ]);
  });

  it('gives a PDF the hint "PDF" and its size, and a new tab', () => {
    expect(describeLink('/a.pdf', 'auto', '1.2 MB')).to.deep.equal({
      href: '/a.pdf',
      type: 'pdf',
      hint: 'PDF, 1.2 MB',
      newTab: true,
      error: null,
    });
    expect(describeLink('/a.pdf', 'auto', ' ').hint).to.equal('PDF');
  });

  it('lets the type attribute override the guess', () => {
    expect(describeLink('/download?id=7', 'pdf', '').type).to.equal('pdf');
    expect(describeLink('/a.pdf', 'html', '2 MB')).to.include({ type: 'html', hint: '', newTab: false });
  });

  it('refuses script and data URLs however they are spelled, and a missing href', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:void(0)',
      'java\tscript:x',
      '\u0001javascript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      const link = describeLink(href, 'auto', '');
      expect(link.href, JSON.stringify(href)).to.equal(null);
      expect(link.error, JSON.stringify(href)).to.contain('attribute "href"');
    }
    expect(describeLink('  ', 'auto', '').error).to.equal('attribute "href" is missing');
  });

  it('keeps relative, absolute and mailto-free document URLs as given (trimmed)', () => {
    expect(describeLink(' /legal/terms ', 'auto', '').href).to.equal('/legal/terms');
    expect(describeLink('https://broker.example/kid.pdf', 'auto', '').href).to.equal('https://broker.example/kid.pdf');
  });
});
