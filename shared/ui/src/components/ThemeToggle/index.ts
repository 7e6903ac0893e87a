export { ThemeToggleButton } from './ThemeToggle';
