import { createApiHandler, route } from '../../shared/http/api.ts';
import { codeClinicalText as codingOperation } from './contract.ts';
import { noteOperation } from './notes-contract.ts';
import { draftClinicalNote } from './notes-service.ts';
import { protocolOperation } from './protocols-contract.ts';
import { recommendClinicalProtocol } from './protocols-service.ts';
import { codeClinicalText } from './service.ts';

export const routes = [
  route(codingOperation, async ({ body }) => codeClinicalText(body)),
  route(noteOperation, async ({ body }) => draftClinicalNote(body)),
  route(protocolOperation, async ({ body }) => recommendClinicalProtocol(body)),
];

export const handler = createApiHandler(routes);
