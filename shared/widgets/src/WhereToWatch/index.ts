export { WhereToWatch, ON_YOUR_SERVICES } from './WhereToWatch';
