export const brand = {
  name: 'NagText',
  tagline: 'Get it done... or get another text.',
} as const;
