export { WhereToWatch } from './WhereToWatch';
