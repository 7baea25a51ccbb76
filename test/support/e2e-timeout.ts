// Browser tests drive real Chromium through whole flows.
jest.setTimeout(120_000);
