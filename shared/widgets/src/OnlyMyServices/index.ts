export { OnlyMyServicesToggle, ONLY_MY_SERVICES } from './OnlyMyServices';
export type { OnlyMyServicesToggleProps } from './OnlyMyServices';
