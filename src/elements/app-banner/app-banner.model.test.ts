import { expect } from '@open-wc/testing';
import { readAttribute } from '../../platform/runtime/attributes';
import {
  daysAttribute,
  detectPlatform,
  ratingAttribute,
  stars,
  storeLink,
  storeName,
  storeUrlAttribute,
} from './app-banner.model';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  reducedAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  huaweiBrowser:
    'Mozilla/5.0 (Linux; Android 10; ELS-NX9; HMSCore 6.1.0.305) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/92.0.4515.105 HuaweiBrowser/12.0.0.301 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

const LINKS = {
  appleStore: 'https://apps.apple.com/app/id1',
  googlePlay: 'https://play.google.com/store/apps/details?id=x',
  appgallery: 'https://appgallery.huawei.com/app/C1',
};

describe('app-banner model', () => {
  it('detects phones and tablets from their user agents', () => {
    expect(detectPlatform({ userAgent: UA.iphone })).to.equal('ios');
    expect(detectPlatform({ userAgent: UA.ipadDesktopMode, maxTouchPoints: 5 })).to.equal('ios');
    expect(detectPlatform({ userAgent: UA.pixel })).to.equal('android');
    expect(detectPlatform({ userAgent: UA.reducedAndroid })).to.equal('android');
    expect(detectPlatform({ userAgent: UA.huaweiBrowser })).to.equal('huawei');
  });

  it('detects desktops, a Mac without touch included', () => {
    expect(detectPlatform({ userAgent: UA.ipadDesktopMode, maxTouchPoints: 0 })).to.equal('desktop');
    expect(detectPlatform({ userAgent: UA.windows })).to.equal('desktop');
    expect(detectPlatform({ userAgent: UA.linux })).to.equal('desktop');
    expect(detectPlatform({ userAgent: UA.chromebook })).to.equal('desktop');
    expect(detectPlatform({ userAgent: 'curl/8.0' })).to.equal('other');
  });

  it('prefers navigator.userAgentData when the browser gives it', () => {
    expect(detectPlatform({ userAgent: UA.linux, uaPlatform: 'Android', uaMobile: true })).to.equal('android');
    expect(detectPlatform({ userAgent: 'Mozilla/5.0', uaPlatform: 'Windows', uaMobile: false })).to.equal('desktop');
    expect(detectPlatform({ userAgent: 'Mozilla/5.0', uaPlatform: 'Linux', uaMobile: true })).to.equal('other');
  });

  it('picks the store link of the platform; Huawei falls back to Google Play', () => {
    expect(storeLink('ios', LINKS)).to.equal(LINKS.appleStore);
    expect(storeLink('android', LINKS)).to.equal(LINKS.googlePlay);
    expect(storeLink('huawei', LINKS)).to.equal(LINKS.appgallery);
    expect(storeLink('huawei', { ...LINKS, appgallery: '' })).to.equal(LINKS.googlePlay);
    expect(storeName('huawei', { ...LINKS, appgallery: '' })).to.equal('Google Play');
    expect(storeLink('desktop', LINKS)).to.equal('');
    expect(storeLink('ios', { ...LINKS, appleStore: '' })).to.equal('');
  });

  it('accepts only https store URLs, 1-3650 days and ratings of 0-5', () => {
    expect(readAttribute(storeUrlAttribute, 'https://apps.apple.com/app/id1').value).to.equal(LINKS.appleStore);
    expect(readAttribute(storeUrlAttribute, 'javascript:alert(1)')).to.include({ value: '' });
    expect(readAttribute(storeUrlAttribute, 'apps.apple.com').error).to.contain('https');
    expect(readAttribute(daysAttribute, '7').value).to.equal(7);
    expect(readAttribute(daysAttribute, '0')).to.include({ value: 30 });
    expect(readAttribute(daysAttribute, 'week').error).to.contain('days');
    expect(readAttribute(ratingAttribute, '4.6').value).to.equal(4.6);
    expect(readAttribute(ratingAttribute, '6').error).to.contain('0 to 5');
  });

  it('draws a rating as five stars, to the nearest half', () => {
    expect(stars(4.6)).to.deep.equal(['full', 'full', 'full', 'full', 'half']);
    expect(stars(4.8)).to.deep.equal(['full', 'full', 'full', 'full', 'full']);
    expect(stars(3.2)).to.deep.equal(['full', 'full', 'full', 'empty', 'empty']);
    expect(stars(0)).to.deep.equal(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
