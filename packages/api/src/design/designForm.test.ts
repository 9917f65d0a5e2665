import { describe, expect, it } from 'vitest';
import {
  buildDesignCreateForm,
  buildDesignFinalOrder,
  buildDesignPatchForm,
  designName,
} from './designForm.ts';

const png = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' });

describe('design multipart builders', () => {
  it('names a new design "Design <ISO timestamp>"', () => {
    const now = new Date('2025-06-07T08:09:10.123Z');
    expect(designName(now)).toBe('Design 2025-06-07T08:09:10.123Z');
    const form = buildDesignCreateForm({ icon: png('i.png'), screens: [png('a.png')] }, now);
    expect(form.get('name')).toBe('Design 2025-06-07T08:09:10.123Z');
    expect((form.get('icon') as File).name).toBe('i.png');
    expect(form.getAll('screens').map((s) => (s as File).name)).toEqual(['a.png']);
    expect(form.has('video')).toBe(false);
  });

  it('writes finalOrder with $new:{index} placeholders in upload order', () => {
    expect(
      buildDesignFinalOrder([
        { kind: 'existing', name: 'one.png' },
        { kind: 'new', file: png('x.png') },
        { kind: 'existing', name: 'two.png' },
        { kind: 'new', file: png('y.png') },
      ]),
    ).toEqual(['one.png', '$new:0', 'two.png', '$new:1']);
    expect(buildDesignFinalOrder([])).toEqual([]);
  });

  it('appends only new screens, the order, a changed icon, and video as file or null', () => {
    const form = buildDesignPatchForm({
      icon: png('new-icon.png'),
      screens: [
        { kind: 'new', file: png('x.png') },
        { kind: 'existing', name: 'kept.png' },
        { kind: 'new', file: png('y.png') },
      ],
      video: null,
      videoPreview: png('frame.png'),
    });
    expect(form.getAll('screens').map((s) => (s as File).name)).toEqual(['x.png', 'y.png']);
    expect(JSON.parse(form.get('finalOrder') as string)).toEqual(['$new:0', 'kept.png', '$new:1']);
    expect((form.get('icon') as File).name).toBe('new-icon.png');
    expect(form.get('video')).toBe('null');
    expect((form.get('videoPreview') as File).name).toBe('frame.png');
  });

  it('leaves unchanged icon and videos out', () => {
    const form = buildDesignPatchForm({ screens: [{ kind: 'existing', name: 'a.png' }] });
    expect([...form.keys()]).toEqual(['finalOrder']);
  });
});
