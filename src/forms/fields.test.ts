import { expect } from '@open-wc/testing';
import { autocompleteIn, autocompleteOf, field, fieldsFromConfig, isKept, selectField } from './fields';

describe('fields', () => {
  it('reads a configuration answer into specs, skipping malformed entries', () => {
    const specs = fieldsFromConfig({
      fields: [
        { name: 'birth_date', type: 'date', required: true },
        { name: 'postcode', type: 'text', required: false },
        { name: 'currency', type: 'select', options: [{ value: 'EUR', label: 'Euro' }, { value: 3 }] },
        { type: 'text' },
        null,
      ],
    });
    expect(specs).to.deep.equal([
      { name: 'birth_date', kind: 'date', required: true },
      { name: 'postcode', kind: 'text', required: false },
      { name: 'currency', kind: 'select', required: true, options: [{ value: 'EUR', label: 'Euro' }] },
    ]);
    expect(fieldsFromConfig({ fields: 'nope' })).to.deep.equal([]);
  });

  it("makes a required select whose option labels are the flow's keys <name>_<value>", () => {
    expect(selectField('audience_size', ['under-1k', 'over-100k'])).to.deep.equal({
      name: 'audience_size',
      kind: 'select',
      required: true,
      options: [
        { value: 'under-1k', label: 'audience_size_under-1k' },
        { value: 'over-100k', label: 'audience_size_over-100k' },
      ],
    });
  });

  it('gives browsers the autocomplete token of each field', () => {
    expect(autocompleteOf(field('first_name'))).to.equal('given-name');
    expect(autocompleteOf(field('password'))).to.equal('current-password');
    expect(autocompleteOf(field('password', { kind: 'new-password' }))).to.equal('new-password');
    expect(autocompleteOf(field('code'))).to.equal('one-time-code');
    expect(autocompleteOf(field('audience'))).to.equal('off');
    expect(autocompleteOf(field('phone'))).to.equal('tel-national');
  });

  it('makes the identifier of a login, email, username or phone, the username a passkey may fill', () => {
    const password = field('password');
    for (const name of ['email', 'login', 'phone'])
      expect(autocompleteIn(field(name), [field(name), password]), name).to.equal('username webauthn');
    const signup = [field('email'), field('phone'), field('password', { kind: 'new-password' })];
    expect(signup.map((spec) => autocompleteIn(spec, signup))).to.deep.equal(['email', 'tel-national', 'new-password']);
  });

  it('reads names and types from data as data: a type `constructor` is unknown, a field `constructor` skipped', () => {
    const specs = fieldsFromConfig({
      fields: [
        { name: 'audience', type: 'constructor' },
        { name: 'hasOwnProperty', type: 'toString' },
        { name: 'constructor' },
        { name: '__proto__' },
      ],
    });
    expect(specs).to.deep.equal([{ name: 'audience', kind: 'text', required: true }]);
    expect(autocompleteOf(field('constructor'))).to.equal('off');
    expect(field('toString').kind).to.equal('text');
  });

  it('never keeps secrets', () => {
    expect(['email', 'password', 'password_confirm', 'code'].map((name) => isKept(field(name)))).to.deep.equal([
      true,
      false,
      false,
      false,
    ]);
  });
});
