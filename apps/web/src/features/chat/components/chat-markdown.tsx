/**
 * An answer's Markdown, rendered safely: react-markdown never renders raw HTML (and `skipHtml`
 * drops it), only the elements an answer needs are kept (paragraphs, lists, bold, italics, links,
 * inline code, quotes; headings become bold paragraphs so they do not outshout the drawer's own
 * title), and link targets pass react-markdown's URL filter (no `javascript:`). Links to the app's
 * own paths (catalog detail pages, the planner) navigate inside the app; other links open in a new
 * tab with `rel="noopener noreferrer"`. Emphasis next to Chinese text and full-width punctuation
 * (`**[大理古城](…)**的餐厅`) is parsed as bold by remark-cjk-friendly; plain CommonMark leaves the
 * asterisks on screen there.
 */
import { createContext, useContext, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkCjkFriendly from 'remark-cjk-friendly';
import { Link } from 'react-router';

const ALLOWED_ELEMENTS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'code', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** Whether `href` is a path of this app (`/attractions/…`), not a scheme or another host (`//x`). */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

/** Props of {@link ChatMarkdown}. */
export interface ChatMarkdownProps {
  /** The answer's Markdown text (possibly still growing). */
  content: string;
  /** Called when an internal link is followed (the drawer closes on mobile). */
  onInternalLink: () => void;
}

function heading({ children }: { children?: ReactNode }) {
  return <p className="chat-md-heading">{children}</p>;
}

// What following an internal link does; a context so that the renderers below stay one stable
// set (renderers made anew on every render would remount every link as the answer grows).
const InternalLinkContext = createContext<() => void>(() => undefined);

function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  const onInternalLink = useContext(InternalLinkContext);
  if (!href) return <span>{children}</span>;
  if (isInternalPath(href)) {
    return (
      <Link to={href} onClick={onInternalLink}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const REMARK_PLUGINS = [remarkCjkFriendly];

const COMPONENTS: Components = { a: MarkdownLink, h1: heading, h2: heading, h3: heading, h4: heading, h5: heading, h6: heading };

/** The rendered answer (see the module comment). */
export function ChatMarkdown({ content, onInternalLink }: ChatMarkdownProps) {
  return (
    <InternalLinkContext value={onInternalLink}>
      <div className="chat-md">
        <Markdown allowedElements={ALLOWED_ELEMENTS} unwrapDisallowed skipHtml remarkPlugins={REMARK_PLUGINS} components={COMPONENTS}>
          {content}
        </Markdown>
      </div>
    </InternalLinkContext>
  );
}
