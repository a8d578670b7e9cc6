import type { CopyShape } from '../../../shared/i18n/copy';
import { NAME_REQUIRED, NAME_TOO_LONG } from '../../../shared/schemas/account';
import { MONEY_BACK_GUARANTEE } from '../../../shared/schemas/refund-rules';

/** What the server answered when it refused (lib/api-client.ts's ApiFailure, in part). */
export interface ServerFailure {
  code: string;
  message: string;
  retryAfterSeconds?: number;
}

/** The /auth and /reset-password pages: sign-in, sign-up, Google, the reset form, their toasts. */
export const authCopy = {
  meta: {
    title: 'Sign In',
    description:
      'Sign in to Shikhon Academy or create a free account to learn DevOps and cloud skills with hands-on labs.',
  },
  resetMeta: {
    title: 'Reset your password',
    description: 'Choose a new password for your Shikhon Academy account.',
  },
  resetHeader: {
    title: 'Choose a new password',
    lead: 'Your other sessions end when you save it.',
  },
  intro: {
    eyebrow: 'Your account',
    title: 'Welcome to Shikhon Academy',
    lead: 'Sign in to continue learning, or create a free account to start your DevOps and cloud journey.',
    perks: [
      'Hands-on labs on a throwaway Linux machine in your browser, no setup',
      'Learning paths from beginner to professional',
      'Progress tracking, badges and verified certificates',
      `${MONEY_BACK_GUARANTEE} on paid courses`,
    ],
  },
  tabs: { label: 'Sign in or sign up', signIn: 'Sign In', signUp: 'Sign Up' },
  panel: {
    signInTitle: 'Sign in to your account',
    signUpTitle: 'Create your free account',
    or: 'or',
    unverified: (email: string) => `Your email address ${email} is not verified yet.`,
    resend: 'Resend verification email',
    /** Each before its link, trailing space included. */
    newHere: 'New to Shikhon Academy? ',
    createAccount: 'Create an account',
    haveAccount: 'Already have an account? ',
    signInInstead: 'Sign in instead',
  },
  form: {
    signIn: { submit: 'Sign In', busy: 'Signing in...' },
    signUp: { submit: 'Create Account', busy: 'Creating account...' },
    fullName: 'Full name',
    fullNameHint: 'As it should appear on your certificates',
    email: 'Email',
    password: 'Password',
    passwordHint: (min: number) => `At least ${min} characters`,
    forgotPassword: 'Forgot password?',
    emailFirst: 'Enter your email address first; we will send the reset link there.',
  },
  errors: {
    emailMissing: 'Enter your email address.',
    passwordMissing: 'Enter your password.',
    passwordTooShort: (min: number) => `Use at least ${min} characters for your password.`,
    nameRequired: NAME_REQUIRED,
    nameTooLong: NAME_TOO_LONG,
    /** The forms' one email rule's message (shared/schemas/email.ts), in the page's language. */
    email: (message: string) => message,
    /**
     * A refusal's message in the page's language: the server writes English, so the Bangla
     * copy words the refusals it knows by their code and keeps the server's words otherwise.
     */
    server: (failure: ServerFailure) => failure.message,
  },
  google: {
    continue: 'Continue with Google',
    connecting: 'Connecting to Google...',
    notLinked:
      'This email already has an account that is not verified yet. Verify it with the link we mailed you, then use Google again.',
    notVerified:
      'Google did not confirm this email address. We have mailed you a link to verify it.',
    failed: 'Google did not complete the sign-in. Please try again.',
    noAnswer: 'Google did not answer. Please try again.',
  },
  failureTitles: {
    'sign-in': 'Sign in failed',
    'sign-up': 'Sign up failed',
    google: 'Google sign in failed',
  },
  toasts: {
    unverified:
      'Please verify your email address first: open the link we sent you. You can ask for a new one below.',
    signedIn: { title: 'Welcome back!', description: 'You have successfully signed in.' },
    signedUp: {
      title: 'Account created!',
      description: 'Please check your email to verify your account.',
    },
    resetSent: {
      title: 'Check your email',
      description: (email: string) =>
        `If an account exists for ${email}, we have sent it a link to choose a new password.`,
    },
    resetFailed: 'Could not send the reset link',
    verificationSent: {
      title: 'Verification email sent',
      description: (email: string) => `Check your inbox at ${email}.`,
    },
    verificationFailed: 'Could not send the email',
  },
  reset: {
    loading: 'Loading…',
    linkExpired:
      'This reset link has expired or was already used. Ask for a new one: on the sign-in page, type your email and choose “Forgot password?”.',
    goToSignIn: 'Go to sign in',
    mismatch: 'The two passwords are not the same.',
    changed: {
      title: 'Password changed',
      description: 'Sign in with your new password. Your other sessions have been signed out.',
    },
    invalidToken:
      'This reset link has expired or was already used. Ask for a new one on the sign-in page.',
    newPassword: 'New password',
    repeat: 'Repeat the new password',
    saving: 'Saving...',
    submit: 'Set new password',
  },
};

export type AuthCopy = CopyShape<typeof authCopy>;
