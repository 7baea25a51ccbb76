// Integration tests start servers and talk to DynamoDB Local; jest reads testTimeout only at the top level.
jest.setTimeout(30_000);
