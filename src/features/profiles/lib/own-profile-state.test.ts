import { describe, expect, it } from 'vitest';
import { initialOwnProfileState, ownProfileReducer, type OwnProfileAction, type OwnProfileState } from './own-profile-state';

const run = (state: OwnProfileState, ...actions: OwnProfileAction[]) => actions.reduce(ownProfileReducer, state);
const view = initialOwnProfileState(null);
const values = { companyName: 'Nordvik Payments AB' };

describe('the own-profile state', () => {
  it('starts on the profile, or on the form with a message when an unsaved edit came back', () => {
    expect(view).toEqual({ mode: 'view', values: null, notice: null, focus: null });
    expect(initialOwnProfileState('Your unsaved changes are back.')).toMatchObject({
      mode: 'edit',
      notice: { tone: 'success', text: 'Your unsaved changes are back.' },
    });
  });

  it('goes view → edit → confirm → view on a saved update, focusing the form then Edit Profile', () => {
    const editing = run(view, { type: 'edit' });
    expect(editing).toMatchObject({ mode: 'edit', focus: 'form' });
    const confirming = run(editing, { type: 'focused' }, { type: 'review', values });
    expect(confirming).toMatchObject({ mode: 'confirm', values, focus: null });
    expect(run(confirming, { type: 'saved', text: 'Profile updated successfully' })).toEqual({
      mode: 'view',
      values: null,
      notice: { tone: 'success', text: 'Profile updated successfully', key: 1 },
      focus: 'edit-button',
    });
  });

  it('keeps the form, with the reason, when the update is refused or the values are invalid', () => {
    const refused = run(view, { type: 'edit' }, { type: 'review', values }, { type: 'refused', text: 'Server error' });
    expect(refused).toMatchObject({ mode: 'edit', values, notice: { tone: 'error', text: 'Server error', key: 1 } });
    // The same message again is a new notice (its timer starts again).
    expect(run(refused, { type: 'refused', text: 'Server error' }).notice?.key).toBe(2);
  });

  it('returns from the dialog to the form, and from the form to the profile without a message', () => {
    const back = run(view, { type: 'edit' }, { type: 'review', values }, { type: 'back' });
    expect(back.mode).toBe('edit');
    const cancelled = run(back, { type: 'refused', text: 'Please fill in all required fields' }, { type: 'cancel' });
    expect(cancelled).toEqual({ mode: 'view', values: null, notice: null, focus: 'edit-button' });
  });

  it('ignores a step that does not belong to the current mode', () => {
    expect(run(view, { type: 'cancel' })).toBe(view);
    expect(run(view, { type: 'review', values })).toBe(view);
    expect(run(view, { type: 'back' })).toBe(view);
    expect(run(view, { type: 'refused', text: 'x' })).toBe(view);
    const editing = run(view, { type: 'edit' });
    expect(run(editing, { type: 'edit' })).toBe(editing);
  });

  it('dismisses the message and keeps the rest', () => {
    const saved = run(view, { type: 'edit' }, { type: 'review', values }, { type: 'saved', text: 'Saved' });
    expect(run(saved, { type: 'dismiss' })).toEqual({ ...saved, notice: null });
  });
});
