import './themes.css.ts';
import './global.css.ts';

export { vars } from './contract.css.ts';
