/** Analytics: the page's data layer, the registration event (docs/RULES.md §4) and the forms' lifecycle events. */
export { dataLayer, pushToDataLayer, type DataLayerEntry } from './data-layer';
export { mirrorFormEvents, type FormEventDetail, type FormEventName } from './form-events';
export {
  pushRegistrationSuccess,
  registrationSuccessEvent,
  REGISTRATION_SUCCESS,
  type RegistrationSuccessEvent,
} from './registration-event';
