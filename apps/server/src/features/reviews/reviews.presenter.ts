/**
 * Maps review rows to the wire shapes of packages/shared/src/contracts/reviews.ts. Text goes out
 * exactly as stored: it is plain text in a JSON string, and the web renders it as text.
 */
import type { Review, ReviewImage, ReviewReply } from '@dali/shared/contracts/reviews';
import type { ReplyWithAuthorRow, ReviewImageRow, ReviewWithAuthorRow } from './reviews.repository.js';

/** A review row with what belongs to it, as the service assembles it. */
export interface ReviewView {
  row: ReviewWithAuthorRow;
  images: ReviewImageRow[];
  replies: ReplyWithAuthorRow[];
  likedByMe: boolean;
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** Wire shape of one image: its public URL, MIME type and size in bytes. */
export function presentImage(row: ReviewImageRow): ReviewImage {
  return { url: row.url, mimeType: row.mimeType as ReviewImage['mimeType'], bytes: row.bytes };
}

/** Wire shape of one reply with its author's public fields. */
export function presentReply(row: ReplyWithAuthorRow): ReviewReply {
  return {
    id: row.id,
    author: { id: row.userId, nickname: row.authorName, avatarUrl: row.authorAvatarUrl },
    content: row.content,
    createdAt: iso(row.createdAt),
  };
}

/** One review with its images, replies (oldest first) and whether the caller liked it. */
export function presentReview(view: ReviewView): Review {
  const { row } = view;
  return {
    id: row.id,
    author: { id: row.userId, nickname: row.authorName, avatarUrl: row.authorAvatarUrl },
    rating: row.rating,
    content: row.content,
    createdAt: iso(row.createdAt),
    likeCount: row.likeCount,
    likedByMe: view.likedByMe,
    images: view.images.map(presentImage),
    replies: view.replies.map(presentReply),
  };
}
