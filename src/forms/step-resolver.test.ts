import { expect } from '@open-wc/testing';
import type { ResolverOptions } from 'react-hook-form';
import { stepRules, type FormValues } from './field-rules';
import { fields } from './fields';
import { stepResolver } from './step-resolver';
import { englishWords } from './translations';

const t = englishWords();
const options = {} as ResolverOptions<FormValues>;
const resolve = (values: FormValues) =>
  stepResolver(stepRules(fields('email', 'password', 'password_confirm'), t))(values, undefined, options);

describe('stepResolver', () => {
  it('passes valid values through', async () => {
    const values = { email: 'ann@example.com', password: 'Secret#2024x', password_confirm: 'Secret#2024x' };
    const result = await resolve(values);
    expect(result.errors).to.deep.equal({});
    expect(result.values).to.deep.equal(values);
  });

  it('gives an invalid field its message, and nothing of valid ones', async () => {
    const result = await resolve({ email: 'not an email', password: 'Secret#2024x', password_confirm: 'Secret#2024x' });
    expect(Object.keys(result.errors)).to.deep.equal(['email']);
    expect(result.errors.email!.message).to.equal(t('invalid_email'));
    expect(result.values).to.deep.equal({});
  });

  it('puts a confirmation that differs on the confirmation field', async () => {
    const result = await resolve({ email: 'ann@example.com', password: 'Secret#2024x', password_confirm: 'other' });
    expect(Object.keys(result.errors)).to.deep.equal(['password_confirm']);
    expect(result.errors.password_confirm!.message).to.equal(t('passwords_differ'));
  });

  it('never changes a value, and gives the step only its own fields', async () => {
    const only = stepResolver(stepRules(fields('password'), t));
    const result = await only({ password: ' spaced out ', email: 'from another step' }, undefined, options);
    expect(result.values).to.deep.equal({ password: ' spaced out ' });
  });
});
