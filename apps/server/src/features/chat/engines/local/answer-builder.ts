/**
 * Collects one answer of the local engine as Markdown blocks (paragraphs and lists) and the catalog
 * entries it links, in the order first linked: every entry an answer names goes through
 * {@link AnswerBuilder.link}, so it always carries a link to its page and lands in the references.
 */
import type { Locale } from '@dali/shared/locales';
import type { ChatEntity } from '../../knowledge/chat-catalog.js';
import { pathOf } from '../../knowledge/chat-queries.js';
import { phrasesOf, type Phrases } from './phrases.js';

// Markdown link text must not close the bracket early.
const escapeLinkText = (text: string) => text.replace(/([[\]])/g, '\\$1');

/** A Markdown answer under construction. */
export class AnswerBuilder {
  readonly locale: Locale;
  readonly p: Phrases;
  readonly now: number;
  private readonly blocks: string[] = [];
  private readonly cited: ChatEntity[] = [];

  constructor(locale: Locale, now: number) {
    this.locale = locale;
    this.p = phrasesOf(locale);
    this.now = now;
  }

  /**
   * `[name](path)` of an entity in the answer's language; records it as cited unless `cite` is
   * false (examples in a refusal are links, not the subject a follow-up would refer to).
   */
  link(entity: ChatEntity, cite = true): string {
    if (cite && !this.cited.includes(entity)) this.cited.push(entity);
    return `[${escapeLinkText(entity.name[this.locale])}](${pathOf(entity)})`;
  }

  /** The link in bold: the subject of a paragraph. */
  bold(entity: ChatEntity): string {
    return `**${this.link(entity)}**`;
  }

  /** A paragraph (skipped when empty). */
  paragraph(text: string): this {
    if (text.trim()) this.blocks.push(text.trim());
    return this;
  }

  /** A bulleted list (skipped when empty). */
  list(items: readonly string[]): this {
    const lines = items.filter((item) => item.trim() !== '');
    if (lines.length > 0) this.blocks.push(lines.map((item) => `- ${item}`).join('\n'));
    return this;
  }

  /** `**label**: value` in the answer's punctuation. */
  field(label: string, value: string): string {
    return this.locale === 'en-US' ? `**${label}**: ${value}` : `**${label}**：${value}`;
  }

  /** A sentence end in the answer's punctuation. */
  stop(text: string): string {
    if (/[.!?。！？）)]$/.test(text)) return text;
    return this.locale === 'en-US' ? `${text}.` : `${text}。`;
  }

  /** True when nothing has been added. */
  get empty(): boolean {
    return this.blocks.length === 0;
  }

  /**
   * The answer as stream pieces: each paragraph, and each line of a list, is one piece; pieces
   * joined give the Markdown text (blocks separated by a blank line).
   */
  pieces(): string[] {
    const pieces: string[] = [];
    this.blocks.forEach((block, i) => {
      const lines = block.split('\n');
      lines.forEach((line, j) => {
        const last = i === this.blocks.length - 1 && j === lines.length - 1;
        pieces.push(last ? line : `${line}${j === lines.length - 1 ? '\n\n' : '\n'}`);
      });
    });
    return pieces;
  }

  /** The entries linked, in the order first linked. */
  citations(): readonly ChatEntity[] {
    return this.cited;
  }
}
