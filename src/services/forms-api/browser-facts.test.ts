import { expect } from '@open-wc/testing';
import { captureConsole } from '../../test/harness';
import { browserFacts, geoipQuery, NO_USER_AGENT, userAgentOf } from './browser-facts';

describe('browser facts', () => {
  it("take geoip from the page URL's query", () => {
    expect(geoipQuery('?utm_source=x&geoip=AE')).to.deep.equal({ geoip: 'AE' });
    expect(geoipQuery('?utm_source=x')).to.deep.equal({});
    expect(geoipQuery('?geoip=')).to.deep.equal({});
  });

  it('pass on only a country code (two capitals), dropping anything else with one warning', () => {
    const warnings = captureConsole('warn');
    try {
      for (const geoip of ['gb', 'GBR', 'G', 'GB ', 'GB\r\nX-Forwarded-For: 1.2.3.4', '../admin', 'ÄB', 'gb'])
        expect(geoipQuery(`?geoip=${encodeURIComponent(geoip)}`), geoip).to.deep.equal({});
    } finally {
      warnings.restore();
    }
    expect(warnings.messages).to.have.length(1);
    expect(warnings.messages[0]).to.equal('geoip "gb" is not a country code (GB): not sent.');
  });

  it("give the user agent, or 'User Agent N/A' when there is none", () => {
    expect(userAgentOf({ userAgent: 'Mozilla/5.0 Test' })).to.equal('Mozilla/5.0 Test');
    expect(userAgentOf({ userAgent: '' })).to.equal(NO_USER_AGENT);
    expect(userAgentOf(undefined)).to.equal(NO_USER_AGENT);
    expect(NO_USER_AGENT).to.equal('User Agent N/A');
  });

  it("give the browser's IANA time zone and no referral values unless told", () => {
    const facts = browserFacts();
    expect(facts.timezone()).to.equal(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(facts.timezone()).to.match(/^[A-Za-z_]+(\/[\w+-]+)*$/);
    expect(facts.referral()).to.deep.equal({});
    expect(facts.agent()).to.equal(navigator.userAgent);
  });
});
