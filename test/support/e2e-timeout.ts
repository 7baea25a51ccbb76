// Browser tests drive real Chromium through whole flows. The timeout only catches a hang, so it is generous.
jest.setTimeout(300_000);
