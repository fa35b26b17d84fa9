import type { Db } from '@sinais/shared/server';
import { createAdminSearchRepo } from './admin/data/admin-search.repo';
import { createAdminStatsRepo } from './admin/data/admin-stats.repo';
import { createImmutableRulesRepo } from './admin/data/immutable-rules.repo';
import { createOperationsRepo } from './admin/data/operations.repo';
import { createOperatorStateRepo } from './admin/data/operator-state.repo';
import { createSearchSuggestionsRepo } from './admin/data/search-suggestions.repo';
import { createSignalFiguresRepo } from './admin/data/signal-figures.repo';
import { createAlertRecipientsRepo } from './alerts/data/alert-recipients.repo';
import { createPushSubscriptionsRepo } from './alerts/data/push-subscriptions.repo';
import { createTelegramLinksRepo } from './alerts/data/telegram-links.repo';
import { createLoginSourcesRepo } from './auth/data/login-sources.repo';
import { createMemberRepo } from './auth/data/member.repo';
import { createResetTokensRepo } from './auth/data/reset-tokens.repo';
import { createSessionsRepo } from './auth/data/sessions.repo';
import { createUsersRepo } from './auth/data/users.repo';
import { createCrmRepo } from './crm/data/crm.repo';
import { createMarketCandlesRepo } from './market/data/market-candles.repo';
import { createAuditRepo } from './platform/audit.repo';
import { createEngineStateRepo } from './platform/engine-state.repo';
import { createSalesRepo } from './sales/data/sales.repo';
import { createSimulationRepo } from './sales/data/simulation.repo';
import { createCatalogueRepo } from './shop/data/catalogue.repo';
import { createCertificatesRepo } from './shop/data/certificates.repo';
import { createCourseAccessRepo } from './shop/data/course-access.repo';
import { createMyPurchasesRepo } from './shop/data/my-purchases.repo';
import { createPurchasesRepo } from './shop/data/purchases.repo';
import { createReviewsRepo } from './shop/data/reviews.repo';
import { createShopRepo } from './shop/data/shop.repo';
import { createExperimentalOptInsRepo } from './signals/data/experimental-opt-ins.repo';
import { createSignalEventsRepo } from './signals/data/signal-events.repo';
import { createSignalTallyRepo } from './signals/data/signal-tally.repo';
import { createSignalsRepo } from './signals/data/signals.repo';

/**
 * The composition root of the data layer: every repository bound to the database, built once per process and
 * reached as `ctx.repos`. Area faces (`<área>/index.ts`) export no repository factory; inside a transaction, a
 * use case builds its own area's repositories on the transaction (another area's writes there go through that
 * area's use cases, which take the transaction).
 */
export function createRepos(db: Db, opts: { includeTestCourses: boolean }) {
  const adminSearch = createAdminSearchRepo(db);
  return {
    // platform
    audit: createAuditRepo(db),
    engineState: createEngineStateRepo(db),
    // auth
    users: createUsersRepo(db),
    sessions: createSessionsRepo(db),
    loginSources: createLoginSourcesRepo(db),
    member: createMemberRepo(db),
    resetTokens: createResetTokensRepo(db),
    // signals
    signals: createSignalsRepo(db),
    signalEvents: createSignalEventsRepo(db),
    signalTally: createSignalTallyRepo(db),
    experimentalOptIns: createExperimentalOptInsRepo(db),
    // market
    marketCandles: createMarketCandlesRepo(db),
    // shop
    catalogue: createCatalogueRepo(db, { includeTestCourses: opts.includeTestCourses }),
    purchases: createPurchasesRepo(db),
    accesses: createCourseAccessRepo(db),
    myPurchases: createMyPurchasesRepo(db),
    shop: createShopRepo(db),
    certificates: createCertificatesRepo(db),
    reviews: createReviewsRepo(db),
    // crm
    crm: createCrmRepo(db),
    // sales
    sales: createSalesRepo(db),
    simulation: createSimulationRepo(db),
    // alerts
    pushSubscriptions: createPushSubscriptionsRepo(db),
    telegramLinks: createTelegramLinksRepo(db),
    alertRecipients: createAlertRecipientsRepo(db),
    // admin
    operatorState: createOperatorStateRepo(db),
    operations: createOperationsRepo(db),
    immutableRules: createImmutableRulesRepo(db),
    signalFigures: createSignalFiguresRepo(db),
    adminStats: createAdminStatsRepo(db),
    adminSearch,
    searchSuggestions: createSearchSuggestionsRepo(db, adminSearch.distinctSymbols),
  };
}
export type Repos = ReturnType<typeof createRepos>;
