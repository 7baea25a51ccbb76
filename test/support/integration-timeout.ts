// Integration tests start servers and talk to DynamoDB Local; jest reads testTimeout only at the top level.
// A timeout here only catches a hang: it is generous so a loaded CI machine never fails a test that is merely
// slow (a test that overruns goes on in the background and disturbs the next one).
jest.setTimeout(180_000);
