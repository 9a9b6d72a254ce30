// Shapes exchanged with the API (PRODUCT.md, "The embedded back end").

export interface Credentials {
  email: string;
  password: string;
}

export interface MessageResponse {
  message: string;
}

export interface Testimonial {
  id: number | string;
  name: string;
  designation: string;
  message: string;
  /** URL of the portrait; null or empty when there is none (a placeholder portrait is shown). */
  photo: string | null;
}

export type PostType = 'job' | 'internship';

export interface Post {
  id: number | string;
  title: string;
  body: string;
}

/** A product as the API sends it: `price` in dollars. */
export interface ProductResponse {
  id: number | string;
  title: string;
  price: number;
  description: string;
  category: string;
  image: string;
  rating: { rate: number; count: number };
}

/** A product as the site uses it: the price in whole cents, converted once (api.ts). */
export interface Product extends Omit<ProductResponse, 'price'> {
  priceCents: number;
}

export interface ContactMessage {
  fullName: string;
  email: string;
  subject: string;
  message: string;
}

export interface Profile {
  name: string;
  email: string;
  phone: string;
  address: string;
  completedCourses: number;
  enrolledCourses: number;
  completedInternships: number;
  /** Shows the navigation's Staff link; the server decides every staff request itself. */
  role?: Role;
}

export type ProfileUpdate = Pick<Profile, 'name' | 'phone' | 'address'>;

export interface PasswordReset {
  token: string;
  password: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** The answer to a password change: a fresh token for this tab (the older ones have ended). */
export interface PasswordChanged {
  message: string;
  token: string;
}

export type Role = 'member' | 'staff';

// The back office (/api/staff/*).

export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type MessageStatus = 'unread' | 'handled';

export interface StaffMessage {
  id: number;
  fullName: string;
  email: string;
  subject: string;
  message: string;
  status: MessageStatus;
  createdAt: string;
}

export interface MessageQuery {
  q: string;
  status: MessageStatus | '';
  page: number;
}

interface Stamped {
  id: number;
  createdAt: string;
  updatedAt: string;
}

export interface PostInput {
  type: PostType;
  title: string;
  body: string;
  published: boolean;
}
export type StaffPost = PostInput & Stamped;

export interface TestimonialInput {
  name: string;
  designation: string;
  message: string;
  photo: string | null;
  published: boolean;
}
export type StaffTestimonial = TestimonialInput & Stamped;

export interface ProductInput {
  title: string;
  /** Whole cents on the back office's API; the public API answers `price` in dollars. */
  priceCents: number;
  description: string;
  category: string;
  image: string;
  published: boolean;
}
export type StaffProduct = ProductInput & Stamped & { ratingRate: number; ratingCount: number };

export interface AccountSummary {
  id: number;
  email: string;
  name: string;
  role: Role;
  createdAt: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

export type EmailStatus = 'failed' | 'pending' | 'sent';

/** An email of the outbox as the back office sees it (never its message). */
export interface StaffEmail {
  id: number;
  /** What sent it: 'contact-notification', 'contact-acknowledgement', 'welcome'... */
  kind: string;
  recipient: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  /** The last attempt's error, shortened, without secrets. */
  lastError: string | null;
  createdAt: string;
  /** When the next attempt is due (pending emails only). */
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** Why this failed email cannot be sent again (an expired reset link), or null. */
  cannotRetry: string | null;
}

export interface EmailQuery {
  status: EmailStatus;
  page: number;
}
