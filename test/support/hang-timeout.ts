// A test's timeout only catches a hang: generous, so a loaded CI machine never fails a test that is merely slow.
jest.setTimeout(60_000);
