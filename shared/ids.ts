import { randomBase62 } from './auth/api-key-format.ts';

/** Opaque identifiers with a readable type prefix, e.g. `usr_4fQ…`, unguessable across tenants. */
export const newId = (prefix: 'usr' | 'org' | 'ans' | 'ana' | 'upl' | 'whk' | 'evt' | 'msg'): string =>
  `${prefix}_${randomBase62(20)}`;
