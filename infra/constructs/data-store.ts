import { Aws, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import { GSI1, TABLE_SCHEMA } from '../../shared/data/keys.ts';

export interface DataStoreProps {
  /** The environment name (dev, prod): in the key's description. */
  stage: string;
  deletionProtection: boolean;
}

/**
 * The service's one table and the customer-managed key that encrypts it, the queues and the logs.
 * Both are retained when the stack is deleted; point-in-time recovery is on and the TTL attribute
 * expires health records after the retention period.
 *
 * Like the other parts of the stack under infra/constructs (except the functions), it adds its
 * resources to the scope it is given, under their original ids, instead of opening a scope of its
 * own: a new scope would change the logical ids of the table and the key, which CloudFormation
 * would replace (a new, empty table) on the next deployment.
 */
export class DataStore {
  readonly key: Key;
  readonly table: Table;

  constructor(scope: Construct, props: DataStoreProps) {
    this.key = new Key(scope, 'DataKey', {
      description: `Health AI Consensus Service ${props.stage}: table and logs`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.key.grantEncryptDecrypt(new ServicePrincipal(`logs.${Aws.REGION}.amazonaws.com`));

    this.table = new Table(scope, 'Table', {
      partitionKey: { name: TABLE_SCHEMA.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_SCHEMA.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: this.key,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_SCHEMA.ttlAttribute,
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: props.deletionProtection,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: GSI1,
      partitionKey: { name: TABLE_SCHEMA.gsi1PartitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_SCHEMA.gsi1SortKey, type: AttributeType.STRING },
    });
  }
}
