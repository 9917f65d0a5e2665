import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const text = style({ margin: 0, color: vars.color.text });

export const lock = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
