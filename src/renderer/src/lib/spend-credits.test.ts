import { describe, expect, it } from 'vitest';
import { deductionFailure } from './spend-credits';

describe('deductionFailure', () => {
  it('gives the spec’s insufficient-credits sentence with the server’s numbers, whatever prefix the transport added', () => {
    for (const raw of [
      'Insufficient credits. Required: 10, Available: 0',
      'error: Insufficient credits. Required: 10, Available: 0',
      'PostgresError: Insufficient credits. Required: 10, Available: 0',
    ]) {
      expect(deductionFailure(raw)).toEqual({
        ok: false,
        reason: 'insufficient',
        message: 'Insufficient credits. Required: 10, Available: 0',
      });
    }
  });

  it('says to log in when the server says so, and otherwise the generic failure', () => {
    expect(deductionFailure('Please log in to use credits').message).toBe(
      'Please log in to use credits',
    );
    expect(deductionFailure('permission denied for function update_user_credits')).toEqual({
      ok: false,
      reason: 'failed',
      message: 'Failed to deduct credits. Please try again.',
    });
    expect(deductionFailure(undefined).message).toBe('Failed to deduct credits. Please try again.');
  });
});
