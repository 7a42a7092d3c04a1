export { ThemeToggle } from './ThemeToggle';
export { applyTheme, storedTheme } from './theme';
