export { vars } from './theme/index.ts';
export { Button, type ButtonProps } from './Button/Button.tsx';
