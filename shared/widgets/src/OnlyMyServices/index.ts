export { OnlyMyServicesToggle } from './OnlyMyServices';
