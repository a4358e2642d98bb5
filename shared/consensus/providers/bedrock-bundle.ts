/**
 * The Bedrock runtime client, bundled on its own at bundle time (BEDROCK_RUNTIME_FILE) and required
 * on the first model call (chat.ts), so functions with a panel do not parse it at every cold start.
 */
export { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
