/** Removes the table's own key attributes from an item, leaving the entity as the domain knows it. */
export const toEntity = <T>(item: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, ttl: _ttl, entity: _entity, ...rest } = item;
  return rest as T;
};
