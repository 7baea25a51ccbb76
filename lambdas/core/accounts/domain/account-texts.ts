/** The texts about the account itself. */
export const accountTexts = {
  /** The last text of an account its owner deleted. */
  goodbye: () => 'NagText: your account and everything in it are deleted, and your subscription is cancelled. Thanks for getting things done with us.',
} as const;
