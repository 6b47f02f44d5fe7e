import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatMarkdown, isInternalPath } from './chat-markdown';

afterEach(cleanup);

function renderMarkdown(content: string) {
  const router = createMemoryRouter([{ path: '*', element: <ChatMarkdown content={content} onInternalLink={() => undefined} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('ChatMarkdown', () => {
  it('makes bold of emphasis next to Chinese text and full-width punctuation', () => {
    const { container } = renderMarkdown('**[大理古城](/stay?town=Dali)**的餐厅：\n\n- **开放时间**：全天开放');
    expect(container.textContent).not.toContain('**');
    expect(screen.getByRole('link', { name: '大理古城' }).closest('strong')).not.toBeNull();
    expect(screen.getByText('开放时间').tagName).toBe('STRONG');
  });

  it('turns headings into bold paragraphs and drops images and raw HTML', () => {
    const { container } = renderMarkdown('## Day 1\n\n![x](https://example.org/x.png)\n\n<b onclick="x()">raw</b> text');
    expect(container.querySelector('h2, img, b')).toBeNull();
    expect(screen.getByText('Day 1').className).toBe('chat-md-heading');
  });

  it('tells the app’s own paths from other links', () => {
    expect(isInternalPath('/attractions/x')).toBe(true);
    expect(isInternalPath('/ai-travel-planner?q=3%20days')).toBe(true);
    expect(isInternalPath('//evil.example')).toBe(false);
    expect(isInternalPath('/\\evil.example')).toBe(false);
    expect(isInternalPath('https://example.org')).toBe(false);
  });
});
