import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableName, type TableDefinition } from '#shared/db/tables';
import type { StageConfig } from './stage-config';

/** A DynamoDB table exactly as shared/db/tables.ts declares it (the local runtime builds the same one). */
export function tableFromDefinition(scope: Construct, id: string, def: TableDefinition, config: StageConfig): Table {
  const table = new Table(scope, id, {
    tableName: tableName(def, config.prefix),
    partitionKey: { name: def.partitionKey, type: AttributeType.STRING },
    sortKey: { name: def.sortKey, type: AttributeType.STRING },
    billingMode: BillingMode.PAY_PER_REQUEST,
    timeToLiveAttribute: def.ttlAttribute,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    deletionProtection: config.deletionProtection,
    removalPolicy: config.removalPolicy,
  });
  for (const index of def.indexes) {
    table.addGlobalSecondaryIndex({
      indexName: index.name,
      partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
      sortKey: { name: index.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
  }
  return table;
}
