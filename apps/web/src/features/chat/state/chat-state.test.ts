import { describe, expect, it } from 'vitest';
import { PAGODAS } from '../test/chat-fixtures';
import { chatReducer, isStreaming, type ChatAction, type ChatState } from './chat-state';

const EMPTY: ChatState = { sessionId: 'session-1', messages: [] };
const SEND: ChatAction = { type: 'send', question: 'Tell me about the pagodas', questionId: 'q1', replyId: 'r1', time: '2026-11-27T08:00:00.000Z' };

function run(...actions: ChatAction[]): ChatState {
  return actions.reduce(chatReducer, EMPTY);
}

describe('chat reducer (spec §4 chat send)', () => {
  it('appends the question and an empty reply that streams', () => {
    const state = run(SEND);
    expect(state.messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'Tell me about the pagodas', 'done'],
      ['assistant', '', 'streaming'],
    ]);
    expect(isStreaming(state)).toBe(true);
  });

  it('grows the reply piece by piece, attaches the references and ends on completed', () => {
    const state = run(
      SEND,
      { type: 'frame', replyId: 'r1', frame: { type: 'session', session_id: 'session-1', title: 'Pagodas' } },
      { type: 'frame', replyId: 'r1', frame: { type: 'ai_response', content: 'The **Three ' } },
      { type: 'frame', replyId: 'r1', frame: { type: 'ai_response', content: 'Pagodas** stand…' } },
      { type: 'frame', replyId: 'r1', frame: { type: 'references', references: [PAGODAS] } },
      { type: 'frame', replyId: 'r1', frame: { status: 'completed' } },
    );
    const reply = state.messages[1];
    expect(reply).toMatchObject({ content: 'The **Three Pagodas** stand…', status: 'done', references: [PAGODAS] });
    expect(isStreaming(state)).toBe(false);
    expect(state.sessionId).toBe('session-1');
  });

  it('replaces the pieces with a full-content frame', () => {
    const state = run(
      SEND,
      { type: 'frame', replyId: 'r1', frame: { type: 'ai_response', content: 'A first draft' } },
      { type: 'frame', replyId: 'r1', frame: { type: 'full_content', content: 'The checked answer' } },
    );
    expect(state.messages[1]?.content).toBe('The checked answer');
  });

  it('keeps what arrived of an interrupted reply and marks it (spec §4 resend notice)', () => {
    const state = run(SEND, { type: 'frame', replyId: 'r1', frame: { type: 'ai_response', content: 'Half an' } }, { type: 'interrupted', replyId: 'r1' });
    expect(state.messages[1]).toMatchObject({ content: 'Half an', status: 'interrupted' });
    expect(isStreaming(state)).toBe(false);
  });

  it('removes the placeholder on failure and on an error frame, keeping the question', () => {
    for (const last of [
      { type: 'failed', replyId: 'r1' },
      { type: 'frame', replyId: 'r1', frame: { type: 'error', code: 50001, message: 'boom' } },
    ] satisfies ChatAction[]) {
      const state = run(SEND, last);
      expect(state.messages.map((m) => m.role)).toEqual(['user']);
    }
  });

  it('follows the session id the server stored the turn under', () => {
    const state = run(SEND, { type: 'frame', replyId: 'r1', frame: { type: 'session', session_id: 'session-2', title: '' } });
    expect(state.sessionId).toBe('session-2');
  });

  it('starts a new chat empty under a new id, and loads a stored session in order', () => {
    expect(run(SEND, { type: 'reset', sessionId: 'session-9' })).toEqual({ sessionId: 'session-9', messages: [] });
    const loaded = run(SEND, {
      type: 'loaded',
      sessionId: 'session-5',
      messages: [
        { role: 'user', content: 'Hi', timestamp: '2026-11-26T10:00:00+08:00', references: [] },
        { role: 'assistant', content: 'Hello', timestamp: '2026-11-26T10:00:02+08:00', references: [PAGODAS] },
      ],
    });
    expect(loaded.sessionId).toBe('session-5');
    expect(loaded.messages.map((m) => [m.role, m.content, m.status, m.references.length])).toEqual([
      ['user', 'Hi', 'done', 0],
      ['assistant', 'Hello', 'done', 1],
    ]);
  });

  it('ignores frames of a reply no longer on screen (new chat while streaming)', () => {
    const state = run(SEND, { type: 'reset', sessionId: 'session-9' }, { type: 'frame', replyId: 'r1', frame: { type: 'ai_response', content: 'late' } });
    expect(state.messages).toEqual([]);
  });
});
