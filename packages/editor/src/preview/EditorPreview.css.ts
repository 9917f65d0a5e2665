import { vars } from '@landing/ui/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  // The panel asks for the zoomed device's width (inline style) and takes what its parent has.
  maxWidth: '100%',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const toolbarField = style({ minWidth: '110px', flex: '1 1 110px' });

export const stage = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  minHeight: '160px',
});

export const device = style({
  position: 'relative',
  flex: 'none',
  borderRadius: '28px',
  boxShadow: vars.shadow.md,
});

export const screen = style({
  position: 'absolute',
  overflow: 'hidden',
  background: '#ffffff',
  borderRadius: '2px',
});

export const frame = style({
  display: 'block',
  border: 0,
  transformOrigin: '0 0',
  background: '#ffffff',
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const loadingVeil = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
});
