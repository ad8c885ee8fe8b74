/**
 * `<education-signup-form>`: sign-up for the trading courses. Step 1 opens the account
 * (`/utils/custom-forms/signup` with `form: 'education'`, plus the timezone); step 2 asks the
 * visitor's experience and main interest (`/utils/custom-forms/education/signup-step2`, with the
 * profile_id of step 1); the thank-you text comes from `/utils/custom-forms/education/fetch-thank-you`
 * (only with the sign-up's profile_id, else the built-in text), or for `course="zth"` (Zero to
 * Hero) from GET `/utils/custom-forms/education/zth/fetch-thank-you`.
 */
import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { contentOf, pick } from '../../forms/answers';
import { accountFields, selectField } from '../../forms/fields';
import { signupStep, THANK_YOU_MESSAGE, type Flow } from '../../forms/flow';
import { completeProfileAt, signUpTo } from '../../forms/sends';
import { educationSignupFormWords } from './education-signup-form.words';

const EXPERIENCE_LEVELS = ['none', 'beginner', 'intermediate', 'advanced'] as const;
const INTERESTS = ['forex', 'stocks', 'indices', 'commodities', 'crypto'] as const;

type StepId = 'signup' | 'step-2' | 'thank-you';

const educationSignupFormAttributes = { course: attr.oneOf(['default', 'zth'], 'default') };

export type EducationSignupFormProps = PropsOf<typeof educationSignupFormAttributes>;

export const educationSignupFlow: Flow<EducationSignupFormProps, StepId> = {
  attributes: educationSignupFormAttributes,
  showProgress: true,
  words: educationSignupFormWords,
  steps: [
    signupStep({
      fields: accountFields(),
      send: signUpTo((apis) => apis.forms.customSignup, { form: 'education' }),
      next: 'step-2',
    }),
    {
      id: 'step-2',
      kind: 'fields',
      title: 'step2_title',
      intro: 'step2_intro',
      submit: 'step2_submit',
      fields: [selectField('experience', EXPERIENCE_LEVELS), selectField('interest', INTERESTS)],
      needs: ['profile_id'],
      send: completeProfileAt((apis) => apis.forms.educationSignupStep2),
      next: 'thank-you',
    },
    {
      ...THANK_YOU_MESSAGE,
      async load({ props, apis, data, signal }) {
        if (props.course === 'zth') return contentOf(await apis.forms.educationZthThankYou({ signal }));
        // Only with the sign-up's profile_id (no request with a missing id): else the step's own text.
        const profile = pick(data, 'profile_id');
        return 'profile_id' in profile ? contentOf(await apis.forms.educationThankYou(profile, { signal })) : {};
      },
    },
  ],
};
