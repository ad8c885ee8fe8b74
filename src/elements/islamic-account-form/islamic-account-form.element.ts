import { formElement } from '../../forms/form-element';
import { islamicAccountFlow } from './islamic-account-form.flow';

/** `<islamic-account-form>`, lazy: this chunk and the shared forms chunk load when the tag first appears. */
export default formElement('islamic-account-form', islamicAccountFlow);
