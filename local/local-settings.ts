/** Names the local runtime and the local admin tools agree on. */
export const LOCAL_TABLE_PREFIX = 'nagtext-local-';
/** Written under .data/ while `npm start` runs, so tools can reach its DynamoDB Local. */
export const LOCAL_DYNAMO_ENDPOINT_FILE = 'dynamodb-endpoint';
