import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy* and waitFor give up after 1 s by default: on a busy machine a lazily loaded page can take longer
// than that to render (a stressed CI run failed that way). Waiting only ends when the expectation holds, so
// a long bound costs nothing when it passes; it only catches a page that never comes.
configure({ asyncUtilTimeout: 20_000 });
