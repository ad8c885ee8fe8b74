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
    expect(specs).to.deep.equal([{ name: 'audience', kind: 'text', required: true, kept: false }]);
    expect(autocompleteOf(field('constructor'))).to.equal('off');
    expect(field('toString').kind).to.equal('text');
  });

  it('masks every spelling of a configured password, with the token a password manager expects', () => {
    const types = ['password', 'current-password', 'new-password', 'confirm-password', 'Password', 'pin', 'passcode'];
    const specs = fieldsFromConfig({ fields: types.map((type, index) => ({ name: `f${index}`, type })) });
    expect(specs.map(({ kind }) => kind)).to.deep.equal([
      'password',
      'password',
      'new-password',
      'new-password',
      'password',
      'secret',
      'secret',
    ]);
    expect(specs.map(autocompleteOf)).to.deep.equal([
      'current-password',
      'current-password',
      'new-password',
      'new-password',
      'current-password',
      'off',
      'off',
    ]);
    expect(specs.some(isKept), 'none is kept').to.equal(false);
  });

  it('keeps no configured field of an unknown kind: an unknown type, or none for an unknown name', () => {
    const specs = fieldsFromConfig({
      fields: [
        { name: 'city', type: 'text' },
        { name: 'email' },
        { name: 'memorable', type: 'memorable-word' },
        { name: 'pwd2' },
        { name: 'birth_date', type: 'weird' },
      ],
    });
    expect(specs.map((spec) => [spec.name, spec.kind, isKept(spec)])).to.deep.equal([
      ['city', 'text', true],
      ['email', 'email', true],
      ['memorable', 'text', false],
      ['pwd2', 'text', false],
      ['birth_date', 'date', true],
    ]);
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
