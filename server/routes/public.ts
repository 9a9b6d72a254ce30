// The API's routes outside the back office, registered by app.ts: the published content, the
// accounts (sign-up, login and sessions, second factor, passwords, profile, the member's data),
// enrolments, the contact, quote and application forms, and the analytics events. Each is a
// plugin of its domain's folder; the forms call the one service per use case (services.ts).

import type { FastifyInstance } from 'fastify';
import type { LoginThrottle } from '../accounts/login-throttle';
import type { PasswordHasher } from '../accounts/passwords';
import { authRoutes } from '../accounts/routes/auth';
import { dataRightsRoutes } from '../accounts/routes/data-rights';
import { passwordRoutes } from '../accounts/routes/password';
import { profileRoutes } from '../accounts/routes/profile';
import { secondFactorRoutes } from '../accounts/routes/second-factor';
import { sessionRoutes } from '../accounts/routes/sessions';
import { verificationRoutes } from '../accounts/routes/verification';
import { createSecondFactor } from '../accounts/second-factor';
import type { Sessions } from '../accounts/sessions';
import { registerEvents } from '../analytics/routes';
import type { Config } from '../config';
import { contentRoutes } from '../content/routes/content';
import type { PublishedDocuments } from '../content/published';
import type { Pages } from '../content/pages/service';
import type { Insights } from '../content/insights';
import { enrolmentRoutes } from '../courses/routes';
import type { DataStore } from '../db';
import { applicationRoutes } from '../hiring/routes';
import { contactRoutes } from '../leads/routes/contact';
import { quoteRoutes } from '../leads/routes/quote';
import type { Emails } from '../mail/emails';
import { memberNewsletterRoutes } from '../newsletter/subscribers/profile-routes';
import { subscriberRoutes } from '../newsletter/subscribers/routes';
import type { Subscribers } from '../newsletter/subscribers/service';
import { namePlugins } from '../platform/plugin-name';
import type { CounterStore } from '../security/counter-store';

namePlugins({ contentRoutes, authRoutes, profileRoutes, verificationRoutes, sessionRoutes });
namePlugins({ secondFactorRoutes, passwordRoutes, enrolmentRoutes, dataRightsRoutes });
namePlugins({ contactRoutes, quoteRoutes, applicationRoutes, subscriberRoutes });
namePlugins({ memberNewsletterRoutes });

type OptionsOf<P extends (app: never, options: never) => unknown> = Parameters<P>[1];

export interface PublicRouteDeps {
  config: Config;
  store: DataStore;
  published: PublishedDocuments;
  /** The pages staff build from blocks (content/pages/service.ts). */
  pages: Pages;
  /** What visitors read of the articles (content/insights.ts). */
  insights: Insights;
  passwords: PasswordHasher;
  tokens: Sessions;
  loginThrottle: LoginThrottle;
  counters: CounterStore;
  emails: Emails;
  /** The forms' use cases (services.ts builds them; the site's form pages call the same). */
  services: {
    signUp: OptionsOf<typeof authRoutes>['signUp'];
    forgotPassword: OptionsOf<typeof passwordRoutes>['forgotPassword'];
    resetPassword: OptionsOf<typeof passwordRoutes>['resetPassword'];
    submitContact: OptionsOf<typeof contactRoutes>['submitContact'];
    submitQuote: OptionsOf<typeof quoteRoutes>['submitQuote'];
    submitApplication: OptionsOf<typeof applicationRoutes>['submitApplication'];
    /** The newsletter's subscribers (newsletter/subscribers/service.ts). */
    newsletter: Subscribers;
  };
  /** Tells the outbox worker that an email was queued. */
  notify(): void;
  now(): Date;
}

export async function registerPublicRoutes(app: FastifyInstance, deps: PublicRouteDeps) {
  const { config, store, published, passwords, tokens, loginThrottle, counters } = deps;
  const { emails, notify, now, services } = deps;
  const { signUp, forgotPassword, resetPassword, submitContact, submitQuote, submitApplication } =
    services;
  await app.register(contentRoutes, {
    store,
    published,
    pages: deps.pages,
    insights: deps.insights,
  });
  await app.register(authRoutes, { config, store, passwords, tokens, loginThrottle, now, signUp });
  await app.register(profileRoutes, { config, store, tokens });
  await app.register(verificationRoutes, { config, store, tokens, counters, emails, notify, now });
  const secondFactor = createSecondFactor(store, config.jwtSecret, now);
  await app.register(sessionRoutes, { config, store, tokens, loginThrottle, secondFactor });
  await app.register(secondFactorRoutes, {
    ...{ config, store, tokens, passwords, loginThrottle, secondFactor },
  });
  await app.register(passwordRoutes, {
    ...{ config, store, passwords, tokens, loginThrottle },
    ...{ emails, notify, forgotPassword, resetPassword },
  });
  await app.register(enrolmentRoutes, { config, store, tokens, published, now });
  await app.register(dataRightsRoutes, {
    ...{ config, store, tokens, passwords, loginThrottle, secondFactor },
    ...{ published, emails, notify, now },
  });
  await app.register(contactRoutes, { config, submitContact });
  await app.register(quoteRoutes, { config, submitQuote });
  await app.register(applicationRoutes, { config, submitApplication });
  await app.register(subscriberRoutes, { newsletter: services.newsletter });
  await app.register(memberNewsletterRoutes, { store, tokens, newsletter: services.newsletter });
  await registerEvents(app, { config, store, now });
}
