import { expect } from '@open-wc/testing';
import { loggedDuring } from '../../test/logged';
import { readPageConfig } from './page-config';

const origin = 'https://www.broker.example';

describe('page configuration', () => {
  it('defaults to the fca regulator, no single sign-on, the page origin for every API and en', () => {
    expect(readPageConfig({ dataset: {}, lang: '', origin })).to.deep.equal({
      regulator: 'fca',
      ssoHost: null,
      formsApi: origin,
      accountApi: origin,
      registrationApi: origin,
      quotesApi: origin,
      locale: 'en',
      redirectOrigins: [],
      scriptOrigins: [],
      quotesOrigins: [],
      iconBase: null,
    });
  });

  it('reads every body data attribute of the contract', () => {
    const config = readPageConfig({
      dataset: {
        regulator: 'CySEC',
        ssoHost: 'https://sso.broker.example/',
        formsApi: 'https://forms.broker.example/',
        accountApi: 'https://account.broker.example',
        registrationApi: 'https://registration.broker.example',
        quotesApi: 'https://quotes.broker.example//',
        locale: 'de-DE',
        redirectOrigins: 'https://webtrader.example, https://partner.example',
        scriptOrigins: ' https://s3.tradingview.com,https://widget.trustpilot.com ,',
        quotesOrigins: 'https://quotes.partner.example, wss://stream.partner.example',
        iconBase: 'https://cdn.broker.example/symbols',
      },
      lang: 'en',
      origin,
    });
    expect(config).to.deep.equal({
      regulator: 'cysec',
      ssoHost: 'https://sso.broker.example',
      formsApi: 'https://forms.broker.example',
      accountApi: 'https://account.broker.example',
      registrationApi: 'https://registration.broker.example',
      quotesApi: 'https://quotes.broker.example',
      locale: 'de-DE',
      redirectOrigins: ['https://webtrader.example', 'https://partner.example'],
      scriptOrigins: ['https://s3.tradingview.com', 'https://widget.trustpilot.com'],
      quotesOrigins: ['https://quotes.partner.example', 'wss://stream.partner.example'],
      iconBase: 'https://cdn.broker.example/symbols/',
    });
  });

  it('skips a locale that is not a language tag, saying so, for the next one or English', async () => {
    await loggedDuring((logged) => {
      expect(readPageConfig({ dataset: { locale: 'en_GB!' }, lang: 'pl', origin }).locale).to.equal('pl');
      expect(readPageConfig({ dataset: { locale: '123' }, lang: 'x y', origin }).locale).to.equal('en');
      expect(readPageConfig({ dataset: { locale: 'de-de' }, lang: '', origin }).locale, 'canonical').to.equal('de-DE');
      expect(logged).to.deep.equal([
        'Page configuration: "en_GB!" is not a language tag; ignoring it.',
        'Page configuration: "123" is not a language tag; ignoring it.',
        'Page configuration: "x y" is not a language tag; ignoring it.',
      ]);
    });
  });

  it('takes the locale from <html lang> when the body has none, and ignores blank attributes', () => {
    const config = readPageConfig({ dataset: { locale: ' ', regulator: '' }, lang: 'pl', origin });
    expect(config.locale).to.equal('pl');
    expect(config.regulator).to.equal('fca');
  });

  it('reads an icon base relative to the page origin as a folder URL', () => {
    expect(readPageConfig({ dataset: { iconBase: '/static/icons' }, lang: '', origin }).iconBase).to.equal(
      `${origin}/static/icons/`,
    );
    // None (or blank): the icons shipped beside the script (src/services/icons/icon-library.ts).
    expect(readPageConfig({ dataset: { iconBase: ' ' }, lang: '', origin }).iconBase).to.equal(null);
  });
});
