export { LanguagePicker } from './LanguagePicker';
