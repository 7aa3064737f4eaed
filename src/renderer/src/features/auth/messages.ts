// The sign-in screens' own wording. The spec words none of these, so they live with the feature
// rather than in the spec catalogue (contracts/messages.ts); Auth's errors are worded in
// lib/auth/auth-errors.ts.
import { SIGNUP_BONUS_CREDITS } from '@contracts/domain/credits';

export const authScreenMessages = {
  signInTitle: 'Sign In',
  signInSubtitle: 'Welcome back — sign in to your Hive Studio account.',
  signUpTitle: 'Create your account',
  signUpSubtitle: `Start with ${SIGNUP_BONUS_CREDITS} free credits — no card needed.`,
  missingCredentials: 'Enter your e-mail address and password.',
  missingSignUp: 'Enter your name, e-mail address and a password.',
  invalidEmail: 'Enter a valid e-mail address.',
  invalidIdentifier: 'Enter an e-mail address, or a phone number with its country code.',
  missingCode: 'Enter the code we sent you.',
  passwordHint: 'At least 8 characters.',
  passwordsDiffer: 'The two passwords do not match.',
  codeSentTo: (target: string) => `We sent a code to ${target}.`,
  codeResent: 'We sent a new code.',
  confirmationSent: (email: string) => `We sent a new confirmation link to ${email}.`,
  resetSent: (email: string) =>
    `If an account exists for ${email}, we sent it a link to choose a new password.`,
  passwordUpdated: 'Your password has been updated.',
  linkProblem: 'That link could not sign you in.',
} as const;
