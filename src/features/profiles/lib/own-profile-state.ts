import type { ProfileFormValues } from '../schemas/profile-form';

/**
 * The own-profile page as one explicit state: `view` (read-only, Edit Profile), `edit` (the form)
 * and `confirm` (the form under 'Confirm Profile Update'). The message shown and where the focus
 * goes next are part of it, so every step is one transition of this reducer.
 */
export type OwnProfileMode = 'view' | 'edit' | 'confirm';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
  /** Changes with every message, so that the same text shown again starts its timer again. */
  key: number;
}

export interface OwnProfileState {
  mode: OwnProfileMode;
  /** The valid values waiting for confirmation. */
  values: ProfileFormValues | null;
  notice: Notice | null;
  /** Where the focus moves once the step is rendered: the first field, or Edit Profile. */
  focus: 'form' | 'edit-button' | null;
}

export type OwnProfileAction =
  /** Edit Profile: the form, focus on its first field. */
  | { type: 'edit' }
  /** Cancel in the form: back to the profile as it was, focus on Edit Profile. */
  | { type: 'cancel' }
  /** Save with valid values: ask for confirmation. */
  | { type: 'review'; values: ProfileFormValues }
  /** Cancel in the dialog: back to the form as it was. */
  | { type: 'back' }
  /** The update was stored: the profile, with the server's message. */
  | { type: 'saved'; text: string }
  /** Save with invalid values, or an update refused: the form, with the reason. */
  | { type: 'refused'; text: string }
  | { type: 'dismiss' }
  | { type: 'focused' };

/** The first state: the form again when an unsaved edit was restored (with that message), else the profile. */
export function initialOwnProfileState(restoredMessage: string | null): OwnProfileState {
  return restoredMessage
    ? { mode: 'edit', values: null, notice: { tone: 'success', text: restoredMessage, key: 1 }, focus: null }
    : { mode: 'view', values: null, notice: null, focus: null };
}

const notice = (state: OwnProfileState, tone: Notice['tone'], text: string): Notice => ({ tone, text, key: (state.notice?.key ?? 0) + 1 });

export function ownProfileReducer(state: OwnProfileState, action: OwnProfileAction): OwnProfileState {
  switch (action.type) {
    case 'edit':
      return state.mode === 'view' ? { mode: 'edit', values: null, notice: null, focus: 'form' } : state;
    case 'cancel':
      return state.mode === 'edit' ? { mode: 'view', values: null, notice: null, focus: 'edit-button' } : state;
    case 'review':
      return state.mode === 'edit' ? { ...state, mode: 'confirm', values: action.values, notice: null } : state;
    case 'back':
      return state.mode === 'confirm' ? { ...state, mode: 'edit' } : state;
    case 'saved':
      return { mode: 'view', values: null, notice: notice(state, 'success', action.text), focus: 'edit-button' };
    case 'refused':
      return state.mode === 'view' ? state : { ...state, mode: 'edit', notice: notice(state, 'error', action.text) };
    case 'dismiss':
      return { ...state, notice: null };
    case 'focused':
      return { ...state, focus: null };
  }
}
