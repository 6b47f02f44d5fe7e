/**
 * Puts the chat feature together: repository, service and route options over the engine and
 * grounding check it is given (chosen in select-chat-engine.ts). `buildApp` registers the routes
 * this returns under /ai_api/v1.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createIdGenerator } from '../../lib/ids.js';
import type { ChatEngine } from './chat-engine.js';
import { createChatRepository } from './chat.repository.js';
import type { ChatRoutesOptions } from './chat.routes.js';
import { createChatService, type GroundingCheck } from './chat.service.js';

/** Interval of heartbeat comments on chat streams, ms. */
export const CHAT_HEARTBEAT_MS = 15_000;

/** What tests may replace. */
export interface ChatOverrides {
  /** The engine that answers (default: chosen from the configuration). */
  engine?: ChatEngine;
  /** The grounding check (default: against the catalog). */
  ground?: GroundingCheck;
  /** Heartbeat interval, ms (default {@link CHAT_HEARTBEAT_MS}). */
  heartbeatMs?: number;
  /** Clock, epoch ms: message times and "open now". */
  now?: () => number;
}

/** Build the chat feature over `db`. */
export function setUpChat(input: { db: Kysely<Database>; engine: ChatEngine; ground: GroundingCheck; heartbeatMs?: number; now?: () => number }): { routes: ChatRoutesOptions } {
  const now = input.now ?? Date.now;
  const repository = createChatRepository(input.db, createIdGenerator(now));
  const chatService = createChatService({ repository, engine: input.engine, ground: input.ground, now });
  return { routes: { chatService, heartbeatMs: input.heartbeatMs ?? CHAT_HEARTBEAT_MS } };
}
