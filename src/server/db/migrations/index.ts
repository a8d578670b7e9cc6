import type { Migration } from 'kysely';
import type { Engine } from '../engine';
import { initialMigration } from './001-initial';
import { authMigration } from './002-auth';
import { profileMigration } from './003-profile';
import { paymentsMigration } from './004-payments';
import { siteFormsMigration } from './005-site-forms';
import { mailOutboxMigration } from './006-mail-outbox';
import { uploadsMigration } from './007-uploads';
import { transactionAttemptsMigration } from './009-transaction-attempts';
import { learningMigration } from './010-learning';
import { labsMigration } from './011-labs';
import { certificatesMigration } from './012-certificates';
import { achievementsMigration } from './013-achievements';
import { refundsMigration } from './014-refunds';
import { credentialStatusMigration } from './015-credential-status';
import { xpWithdrawalsMigration } from './016-xp-withdrawals';
import { labSessionFreeMigration } from './017-lab-session-free';
import { programmeWaitlistMigration } from './018-programme-waitlist';
import { certificateReissueMigration } from './019-certificate-reissue';
import { leaderboardNamesMigration } from './020-leaderboard-names';
import { bkashMigration } from './021-bkash';
import { learnerLanguageMigration } from './022-learner-language';
import { namesInBanglaMigration } from './023-names-in-bangla';

/**
 * Every migration, keyed by a name that sorts in the order they must run. Forward only. Most are
 * portable; a few (better-auth's tables) must match what a library expects on each engine.
 */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '001-initial': initialMigration,
    '002-auth': authMigration(engine),
    '003-profile': profileMigration,
    '004-payments': paymentsMigration,
    '005-site-forms': siteFormsMigration,
    '006-mail-outbox': mailOutboxMigration,
    '007-uploads': uploadsMigration,
    '009-transaction-attempts': transactionAttemptsMigration,
    '010-learning': learningMigration,
    '011-labs': labsMigration,
    '012-certificates': certificatesMigration,
    '013-achievements': achievementsMigration,
    '014-refunds': refundsMigration,
    '015-credential-status': credentialStatusMigration,
    '016-xp-withdrawals': xpWithdrawalsMigration,
    '017-lab-session-free': labSessionFreeMigration,
    '018-programme-waitlist': programmeWaitlistMigration,
    '019-certificate-reissue': certificateReissueMigration,
    '020-leaderboard-names': leaderboardNamesMigration,
    '021-bkash': bkashMigration,
    '022-learner-language': learnerLanguageMigration,
    '023-names-in-bangla': namesInBanglaMigration,
  };
}
