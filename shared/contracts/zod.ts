import { en } from 'zod/locales';
import { config } from 'zod/mini';

// The contracts are written with zod's smaller build: a function carries only the parts of zod its schemas
// use (about 10 KB gzip), where the full build brings all of itself (about 27 KB) to every one. The full build
// also sets English for zod's own messages ("Invalid input: expected string, received number"); this does
// the same for the smaller one. Import it as a namespace (`import * as z from './zod'`): bundlers then keep
// only what is used.
config(en());

export * from 'zod/mini';
