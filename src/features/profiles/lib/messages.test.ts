import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/api/errors';
import { businessSaveError, registrationError, updateError } from './messages';

describe('profile messages (specification §8)', () => {
  it('business profile save', () => {
    expect(businessSaveError(new ApiError(202, 'x', 'Some fields are missing'))).toBe('Some fields are missing');
    expect(businessSaveError(new ApiError(202, 'x', ''))).toBe('Please fill all required fields');
    expect(businessSaveError(new ApiError(409, 'x', 'A profile already exists for this account.'))).toBe('A profile already exists for this account.');
    expect(businessSaveError(new ApiError(500, 'x', undefined))).toBe('Network Issue');
    expect(businessSaveError(new NetworkError())).toBe('An error occurred while saving your data');
  });

  it('registration', () => {
    expect(registrationError(new ApiError(409, 'x', { message: 'Already registered' }))).toBe('Already registered');
    expect(registrationError(new ApiError(409, 'x', {}))).toBe('Error submitting form. Please try again.');
    expect(registrationError(new ApiError(400, 'x', { message: 'Please complete all * required fields' }))).toBe('Error submitting form. Please try again.');
    expect(registrationError(new NetworkError())).toBe('Submission error. Check Network connection or try again.');
  });

  it('profile update', () => {
    expect(updateError(new ApiError(403, 'x', { message: 'You can only edit your own profile.' }))).toBe('You can only edit your own profile.');
    expect(updateError(new ApiError(500, 'x', null))).toBe('Failed to update profile. Please try again.');
    expect(updateError(new TypeError('boom'))).toBe('An error occurred while updating your profile. Please try again.');
  });
});
