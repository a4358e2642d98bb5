import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, isConditionFailure, queryAll, tableName } from '../../shared/data/client.ts';
import { GSI1, type ItemKey, keys } from '../../shared/data/keys.ts';
import { describeError, logger } from '../../shared/logging/logger.ts';

/**
 * What an account creation may have written so far. An entry is recorded before its write is
 * sent: a write that timed out may still have been applied, so it is undone too.
 */
export interface Written {
  claim?: { email: string; userId: string };
  user?: { orgId: string; userId: string };
  orgId?: string;
  /** The organization whose keys (at most the first, at sign-up) are to be removed. */
  keysOf?: string;
}

const deleteIf = async (key: ItemKey, condition: string, values: Record<string, string>): Promise<void> => {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: condition,
        ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
      }),
    );
  } catch (error) {
    // Not there (never written) or not ours (another sign-up's claim): nothing to undo.
    if (!isConditionFailure(error)) throw error;
  }
};

/**
 * Undoes a partial account creation, newest first, with conditional deletes that only remove this
 * attempt's items (the claim only while it names this attempt's user). The e-mail claim goes last, so
 * the address is not free while the rest is still there. Failures are logged, never thrown: the
 * caller reports the original error.
 */
export const undo = async (written: Written): Promise<void> => {
  const steps: Array<[string, () => Promise<void>]> = [];
  const orgOfKeys = written.keysOf;
  if (orgOfKeys) {
    steps.push([
      'keys',
      async () => {
        const { gsi1pk } = keys.apiKeysOf(orgOfKeys);
        const items = await queryAll({
          IndexName: GSI1,
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': gsi1pk },
        });
        for (const item of items) {
          await deleteIf(keys.apiKey(String(item.id)), 'orgId = :org', { ':org': orgOfKeys });
        }
      },
    ]);
  }
  const orgId = written.orgId;
  if (orgId)
    steps.push([
      'organization',
      async () => {
        // The organization is new and its id was never shown to anyone, so everything under it
        // (its counters, such as key slots) is this attempt's own; the organization item goes last.
        const { pk } = keys.organization(orgId);
        const items = await queryAll({
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
        });
        for (const item of items) {
          if (item.sk === 'ORG') continue;
          await deleteIf({ pk: String(item.pk), sk: String(item.sk) }, 'attribute_exists(pk)', {});
        }
        await deleteIf(keys.organization(orgId), 'id = :id', { ':id': orgId });
      },
    ]);
  const user = written.user;
  if (user)
    steps.push([
      'user',
      () => deleteIf(keys.user(user.orgId, user.userId), 'id = :id', { ':id': user.userId }),
    ]);
  const claim = written.claim;
  if (claim)
    steps.push([
      'e-mail claim',
      () => deleteIf(keys.emailClaim(claim.email), 'userId = :user', { ':user': claim.userId }),
    ]);
  for (const [what, step] of steps) {
    try {
      await step();
    } catch (error) {
      logger.error('account creation not fully undone', { item: what, ...describeError(error) });
    }
  }
};
