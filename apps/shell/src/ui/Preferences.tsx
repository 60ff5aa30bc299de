// The language switch and the theme toggle live in libs/ui (ProductHeader uses them on pages a remote owns whole).
export { LanguageSelect, ThemeToggle } from '@platform/ui';
