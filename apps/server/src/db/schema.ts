/**
 * Kysely table types. Columns are camelCase here and snake_case in the database (CamelCasePlugin).
 * Portable types only (architecture.md §4): timestamps are epoch ms in `bigint` columns, money is an
 * integer in minor units (fen), booleans are 0/1 integers, JSON is `text` validated by zod on read.
 */
import type { ColumnType } from 'kysely';

/** JSON text column: written and read as a string; parse with the matching zod schema. */
type Json = string;
/** Counter produced by the app (views, bookings, reviews): defaults to 0, never touched by imports. */
type Counter = ColumnType<number, number | undefined, number>;

/** Columns shared by every catalog table: import bookkeeping. */
interface CatalogRowBase {
  id: string;
  /** sha256 of the source record; a re-import updates the row only when it differs. */
  contentHash: string;
  /** Epoch ms when the record left the catalog; null while it is in it. */
  retiredAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** A place with a point: WGS-84 degrees, or null when the catalog has no citable point. */
interface Located {
  lat: number | null;
  lng: number | null;
  /** LocalizedText JSON: where the point comes from and how precise it is. */
  locationNote: Json;
}

export interface TownsTable extends CatalogRowBase, Located {
  name: Json;
  englishName: string;
  region: string;
  /** `{zh-CN, zh-HK, en-US}` JSON of the county-level division; null = not recorded. */
  county: Json | null;
  /** JSON array of other names travellers use for the town; `[]` by default. */
  aliases: ColumnType<Json, Json | undefined, Json>;
  /**
   * `{full, short}` JSON of the prefecture's names (region.json) for a town of that prefecture,
   * each `{zh-CN, zh-HK, en-US}`; null for a town elsewhere.
   */
  prefecture: Json | null;
  sources: Json;
}

export interface AttractionsTable extends CatalogRowBase, Located {
  name: Json;
  type: string;
  region: string;
  town: string;
  address: Json;
  /** `[{days, open, close}]` JSON; `[]` = always open; null = unknown. */
  openingHours: Json | null;
  /** Days with no published hours ("Sat-Sun"): unknown, not closed; null = none. */
  hoursUnknownDays: ColumnType<string | null, string | null | undefined, string | null>;
  /** LocalizedText JSON: seasonal hours, conflicts between sources, or "not found". */
  hoursNote: Json;
  ticketPriceFen: number | null;
  ticketNote: Json;
  phone: string | null;
  website: string | null;
  bookingUrl: string | null;
  recommendedDurationHours: number;
  transport: Json;
  intro: Json;
  highlights: Json;
  visitTips: Json;
  tags: Json;
  /** Licensed photos `[{url, pageUrl, author, license, title}]` JSON; null = none. */
  images: Json | null;
  sources: Json;
  /** Editorial rank (1 first) on home and in the `recommended` order; null = not ranked. */
  featuredRank: number | null;
  viewCount: Counter;
  bookingCount: Counter;
  reviewCount: Counter;
  /** Sum of review ratings (1–5 each); mean = ratingSum / reviewCount. */
  ratingSum: Counter;
  /** Operator flag (0/1): closed for now whatever the hours say. Imports never touch it. */
  temporarilyClosed: ColumnType<number, number | undefined, number>;
}

/** One visitor's view of one attraction on one Asia/Shanghai calendar day (`YYYY-MM-DD`). */
export interface AttractionDailyViewsTable {
  attractionId: string;
  visitorKey: string;
  day: string;
}

export interface StaysTable extends CatalogRowBase, Located {
  name: Json;
  type: string;
  town: string;
  address: Json;
  priceFromFen: number | null;
  /** When the price was seen: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; null without a price. */
  priceSeen: string | null;
  /** LocalizedText JSON: what the price describes; null = none. */
  priceNote: Json | null;
  amenities: Json;
  phone: string | null;
  website: string | null;
  /** Licensed photos `[{url, pageUrl, author, license, title}]` JSON; null = none. */
  images: Json | null;
  sources: Json;
  /** Editorial rank (1 first) on home and in the `recommended` order; null = not ranked. */
  featuredRank: number | null;
  viewCount: Counter;
  bookingCount: Counter;
  reviewCount: Counter;
  ratingSum: Counter;
}

export interface StayRoomsTable {
  stayId: string;
  position: number;
  name: Json;
  priceFen: number | null;
  capacity: number | null;
}

export interface FoodsTable extends CatalogRowBase {
  name: Json;
  category: string;
  culturalBackground: Json;
  bestSeason: Json;
  recommendedPlace: Json;
  cookingMethod: Json;
  eatingMethod: Json;
  tips: Json;
  priceMinFen: number | null;
  priceMaxFen: number | null;
  /** LocalizedText JSON: what the price describes; null = none. */
  priceNote: Json | null;
  ingredients: Json;
  taste: Json;
  tags: Json;
  /** Licensed photos `[{url, pageUrl, author, license, title}]` JSON; null = none. */
  images: Json | null;
  sources: Json;
  viewCount: Counter;
  reviewCount: Counter;
  ratingSum: Counter;
}

export interface RestaurantsTable extends CatalogRowBase, Located {
  name: Json;
  town: string;
  address: Json;
  cuisine: Json;
  avgPriceFen: number | null;
  /** When the average spend was seen: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; null without one. */
  avgPriceSeen: string | null;
  /** A source says it offers vegetarian dishes: 1 yes, 0 no, null when no source says. */
  vegetarianOptions: number | null;
  /** A source says it is halal: 1 yes, 0 no, null when no source says. */
  halal: number | null;
  openingHours: Json | null;
  phone: string | null;
  bookable: number;
  note: Json;
  /** Licensed photos `[{url, pageUrl, author, license, title}]` JSON; null = none. */
  images: Json | null;
  sources: Json;
  viewCount: Counter;
  bookingCount: Counter;
  reviewCount: Counter;
  ratingSum: Counter;
}

/** Typical nightly price of one stay type in one town (catalog price_bands.json), in fen. */
export interface PriceBandsTable extends CatalogRowBase {
  /** Town English name, as in the stays' `town`. */
  town: string;
  type: string;
  minFen: number;
  maxFen: number;
  /** `room-night` or `dorm-bed-night`. */
  unit: string;
  seen: string;
  note: Json;
  sources: Json;
}

export interface RestaurantDishesTable {
  restaurantId: string;
  foodId: string;
  position: number;
}

export interface TravelTimesTable {
  /** Town ids of an unordered pair, stored with fromTownId < toTownId. */
  fromTownId: string;
  toTownId: string;
  km: number;
  minutesByCar: number;
  minutesByBus: number | null;
  note: string;
  sources: Json;
  contentHash: string;
  createdAt: number;
  updatedAt: number;
}

export interface CatalogImportsTable {
  id: string;
  sourceDir: string;
  /** Per-table counts `{ inserted, updated, unchanged, retired }` as JSON. */
  summary: Json;
  createdAt: number;
}

export interface FeedbackTable {
  id: string;
  content: string;
  languageCode: string;
  /** Sender's user id once accounts exist; null for visitors. */
  userId: string | null;
  createdAt: number;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  languageCode: string;
  createdAt: number;
}

/** A user account (spec §3 user info); accounts columns from migration 0006. */
export interface UsersTable {
  /** 18-digit time-ordered id, a string (spec §3). */
  id: string;
  username: string;
  /** Email as typed; `emailNormalized` (trimmed, lower-case) is the unique lookup key. */
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
  /** `USER` or `ADMIN`. */
  role: ColumnType<string, string | undefined, string>;
  createdAt: number;
  /** argon2id PHC string; null: no password login. */
  passwordHash: ColumnType<string | null, string | null | undefined, string | null>;
  emailNormalized: ColumnType<string | null, string | null | undefined, string | null>;
  /** `zh-CN`, `zh-HK` or `en-US`. */
  languagePreference: ColumnType<string | null, string | null | undefined, string | null>;
  /** IANA time zone. */
  timezone: ColumnType<string | null, string | null | undefined, string | null>;
  /** Epoch ms of the last change; null only on rows older than migration 0006 never changed since. */
  updatedAt: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A login session; its id is the access token's `jti`. Times in epoch ms. */
export interface SessionsTable {
  id: string;
  userId: string;
  deviceId: string | null;
  deviceType: string | null;
  /** 0/1: 30-day rather than 1-day lifetime. */
  rememberMe: number;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

/** A verification code, stored as an HMAC only. Times in epoch ms. */
export interface VerificationCodesTable {
  id: string;
  /** `register` or `reset`. */
  purpose: string;
  /** `EMAIL` or `PHONE`. */
  channel: string;
  /** Normalised email or phone number. */
  destination: string;
  codeHash: string;
  /** Wrong guesses so far. */
  attempts: Counter;
  createdAt: number;
  expiresAt: number;
  consumedAt: number | null;
}

/** A message kept by the embedded mail/SMS default instead of being delivered. */
export interface OutboxTable {
  id: string;
  /** `email` or `sms`. */
  channel: string;
  destination: string;
  subject: string | null;
  body: string;
  createdAt: number;
}

/** A review of an attraction (spec §3 Review); `content` is plain text, stored verbatim. */
export interface ReviewsTable {
  id: string;
  attractionId: string;
  userId: string;
  /** 1–5 (check constraint). */
  rating: number;
  content: string;
  likeCount: Counter;
  replyCount: Counter;
  createdAt: number;
}

/** An image of a review, in upload order (`position` from 0). */
export interface ReviewImagesTable {
  reviewId: string;
  position: number;
  /** Key in the image storage: a file name under uploads/ or an object key. */
  storageKey: string;
  url: string;
  mimeType: string;
  bytes: number;
  /** Distinct travellers who reported the photo (review_image_reports rows). */
  reportCount: ColumnType<number, number | undefined, number>;
  /** When it was withheld from public answers (epoch ms); null = shown. */
  hiddenAt: number | null;
  /** The admin who hid it; null when reports hid it or it is shown. */
  hiddenBy: string | null;
  /** When an admin last hid or restored it; once set, reports no longer hide it. */
  moderatedAt: number | null;
}

/** One traveller's report of one review photo (unique per reporter and photo). */
export interface ReviewImageReportsTable {
  reviewId: string;
  position: number;
  userId: string;
  /** One of PHOTO_REPORT_REASONS (packages/shared/src/contracts/photos.ts). */
  reason: string;
  createdAt: number;
}

/** One user's like of one review (unique pair). */
export interface ReviewLikesTable {
  reviewId: string;
  userId: string;
  createdAt: number;
}

/** A reply to a review; plain text, stored verbatim. */
export interface ReviewRepliesTable {
  id: string;
  reviewId: string;
  userId: string;
  content: string;
  createdAt: number;
}

/** A recommended guide (catalog guides.json): a themed route through catalog records. */
export interface GuidesTable extends CatalogRowBase {
  /** `{zh-CN, zh-HK, en-US}` JSON. */
  title: Json;
  summary: Json;
  theme: string;
  durationValue: number;
  /** `hours` or `days`. */
  durationUnit: string;
  /** Order of the guide in guides.json (0-based). */
  position: number;
}

/** One stop of a guide, in route order; `refId` is an id in the table named by `kind`. */
export interface GuideStopsTable {
  guideId: string;
  position: number;
  /** `attraction`, `food`, `restaurant` or `stay`. */
  kind: string;
  refId: string;
  /** `{zh-CN, zh-HK, en-US}` JSON. */
  note: Json;
}

/** A user's membership (one row per user, kept after expiry). Times in epoch ms. */
export interface MembershipsTable {
  userId: string;
  /** `TRIAL`, `BASIC`, `STANDARD`, `PREMIUM` or `VIP`. */
  level: string;
  /** Package (config/membership.json id) that set the level; null for an operator grant of a bare level. */
  packageId: string | null;
  startAt: number;
  expireAt: number;
  createdAt: number;
  updatedAt: number;
}

/** One order that granted or extended a membership (unique `orderId`). Times in epoch ms. */
export interface MembershipGrantsTable {
  id: string;
  orderId: string;
  userId: string;
  packageId: string | null;
  level: string;
  durationHours: number;
  /** The membership's start and expiry right after this grant. */
  startAt: number;
  expireAt: number;
  createdAt: number;
  /** Epoch ms when a refund took this grant's time back (migration 0009); null while it counts. */
  revokedAt: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Uses of one metered feature by one subject in one window (docs/decisions/0009-quotas.md). */
export interface QuotaCountersTable {
  /** `visitor`, `ip`, `user` or `member`. */
  subjectKind: string;
  /** Visitor fingerprint, client address or user id. */
  subjectId: string;
  /** `chat`, `planner`, `translation_chars` or `voice`. */
  apiName: string;
  /** `d:YYYY-MM-DD` (Asia/Shanghai day) or `w:<start ms>:<hours>:<index>`. */
  windowKey: string;
  used: Counter;
  /** Epoch ms when the window ends (housekeeping). */
  windowEnd: number;
  updatedAt: number;
}

/**
 * A stored itinerary of the AI travel planner (migration 0008). Owned by `userId`, else by the
 * visitor fingerprint `visitorId`; JSON columns are validated by zod on read. Times in epoch ms.
 */
export interface TravelPlansTable {
  /** 22 base64url characters (128 random bits). */
  id: string;
  userId: string | null;
  visitorId: string | null;
  /** `zh-CN`, `zh-HK` or `en-US`. */
  language: string;
  /** The validated PlannerRequest. */
  requestJson: Json;
  /** The TravelPlan (shared contract) as JSON; amounts in CNY fen. */
  planJson: Json;
  /** The PlanCheckResult of the independent checker. */
  checkJson: Json;
  /** PlanNarrativePiece[]. */
  narrativeJson: Json;
  /** From the request's arrival to the plan being stored, ms. */
  processingMs: number;
  /** Total budget asked for, CNY; null when none was given. */
  budgetCny: number | null;
  attractionCount: number;
  /** Attraction visits plus meals. */
  activityCount: number;
  durationDays: number;
  /** Town ids in visiting order, JSON array. */
  townsJson: Json;
  /** 0/1. */
  hasSpecialRequirements: number;
  sharedAt: number | null;
  /** 0/1: the owner lets search engines list the shared plan (always 0 while not shared). */
  searchable: number;
  deletedAt: number | null;
  createdAt: number;
}

/** The whole database as Kysely sees it. */
export interface Database {
  towns: TownsTable;
  attractions: AttractionsTable;
  attractionDailyViews: AttractionDailyViewsTable;
  stays: StaysTable;
  stayRooms: StayRoomsTable;
  foods: FoodsTable;
  restaurants: RestaurantsTable;
  restaurantDishes: RestaurantDishesTable;
  travelTimes: TravelTimesTable;
  priceBands: PriceBandsTable;
  catalogImports: CatalogImportsTable;
  feedback: FeedbackTable;
  contactMessages: ContactMessagesTable;
  guides: GuidesTable;
  guideStops: GuideStopsTable;
  users: UsersTable;
  sessions: SessionsTable;
  verificationCodes: VerificationCodesTable;
  outbox: OutboxTable;
  reviews: ReviewsTable;
  reviewImages: ReviewImagesTable;
  reviewImageReports: ReviewImageReportsTable;
  reviewLikes: ReviewLikesTable;
  reviewReplies: ReviewRepliesTable;
  memberships: MembershipsTable;
  membershipGrants: MembershipGrantsTable;
  quotaCounters: QuotaCountersTable;
  travelPlans: TravelPlansTable;
  orders: OrdersTable;
  paymentEvents: PaymentEventsTable;
  paymentReviews: PaymentReviewsTable;
  sandboxPayments: SandboxPaymentsTable;
  chatSessions: ChatSessionsTable;
  chatMessages: ChatMessagesTable;
}

/** A payment order (migration 0009): one purchase attempt; money in the currency's minor unit. */
export interface OrdersTable {
  /** 22 base64url characters (128 random bits); also WeChat `out_trade_no`, PayPal `custom_id`. */
  id: string;
  userId: string | null;
  packageId: string;
  /** paypal | wechat | wise. */
  method: string;
  /** sandbox | paypal | wechat | wise. */
  provider: string;
  /** 0/1: no real money moves. */
  testMode: number;
  amountMinor: number;
  /** ISO 4217. */
  currency: string;
  /** PENDING | COMPLETED | FAILED | CANCELLED | REFUNDED. */
  status: string;
  providerRef: string | null;
  captureId: string | null;
  reference: string | null;
  providerStatus: string | null;
  paymentUrl: string | null;
  codeUrl: string | null;
  locale: string;
  payerId: string | null;
  payerEmail: string | null;
  payerName: string | null;
  payerCountry: string | null;
  reviewReason: string | null;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  cancelledAt: number | null;
  refundedAt: number | null;
  updatedAt: number;
}

/** A provider message or answer kept raw for audit; `(provider, eventId)` unique for deduplication. */
export interface PaymentEventsTable {
  id: string;
  provider: string;
  eventId: string | null;
  orderId: string | null;
  /** create | confirm | notification | redirect | refund. */
  kind: string;
  /** The raw body or the provider's answer as JSON text. */
  payload: string;
  createdAt: number;
}

/** Something a provider reported that needs an operator (unmatched credit, amount mismatch). */
export interface PaymentReviewsTable {
  id: string;
  provider: string;
  orderId: string | null;
  reason: string;
  /** JSON object with what was observed. */
  detailsJson: Json;
  createdAt: number;
  settledAt: number | null;
  /** What the operator decided, e.g. `granted` or `dismissed: …`. */
  settlement: string | null;
}

/** The embedded test checkout's record of one order: what the tester chose on its page. */
export interface SandboxPaymentsTable {
  orderId: string;
  /** paid | cancelled | failed | refunded. */
  state: string;
  amountMinor: number;
  currency: string;
  updatedAt: number;
}

/** A conversation with the chat assistant (migration 0010); owner by user id, else visitor fingerprint, else none. */
export interface ChatSessionsTable {
  /** The client's session id (8–64 of `[A-Za-z0-9_-]`). */
  id: string;
  userId: string | null;
  visitorId: string | null;
  /** From the first question, at most 60 characters. */
  title: string;
  firstMessage: string;
  messageCount: number;
  createdAt: number;
  updatedAt: number;
  deletedAt: number | null;
}

/** One question or answer of a chat session, in `position` order. */
export interface ChatMessagesTable {
  id: string;
  sessionId: string;
  position: number;
  /** user | assistant. */
  role: string;
  /** Markdown for answers, the text as typed for questions. */
  content: string;
  /** zh-CN | zh-HK | en-US. */
  language: string;
  /** ChatReference[] as JSON. */
  referencesJson: Json;
  /** string[]: place-like names of the answer that match no catalog entry. */
  unknownPlacesJson: Json;
  createdAt: number;
}
