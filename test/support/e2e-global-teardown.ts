import dynamoGlobalTeardown from './dynamo-global-teardown';

/**
 * jest globalTeardown (e2e). Its own file on purpose: jest runs each distinct hook path once per run,
 * so sharing dynamo-global-teardown's path with the integration project would run it once for the two
 * setups (dynamo-global-setup and e2e-global-setup) and leave DynamoDB Local running.
 */
export default dynamoGlobalTeardown;
