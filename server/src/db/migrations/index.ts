/**
 * The ordered list of migrations. Append new files here (e.g. `['0002-business', business]`);
 * names sort in the order they run, and Kysely records the applied ones in `kysely_migration`.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator, NO_MIGRATIONS } from 'kysely'
import * as core from './0001-core'
import * as archives from './0002-archives'
import * as orderWindow from './0003-order-window-index'
import * as securityInput from './0004-security-input'
import * as access from './0005-access'
import * as workflow from './0006-workflow'
import * as dashboards from './0007-dashboards'
import * as statsDetails from './0008-stats-details'
import * as live from './0009-live'
import * as themes from './0010-themes'
import * as supervise from './0011-supervise'
import * as superviseFee from './0011-supervise-fee'
import * as feedback from './0012-feedback'
import * as objectives from './0013-objectives'
import * as mobile from './0014-mobile'
import * as swapVehicleQueue from './0015-swap-vehicle-queue'
import * as articles from './0016-articles'
import * as statsCovering from './0017-stats-covering'
import * as reporting from './0018-reporting'
import * as connectorHistory from './0019-connector-history'
import * as statsMonthly from './0020-stats-monthly'
import * as uniqueRules from './0022-unique-rules'
import * as storedFiles from './0024-stored-files'
import * as journalHead from './0025-journal-head'
import * as flowSteps from './0026-flow-steps'
import * as releaseActor from './0030-release-actor'
import * as attachmentDocuments from './0031-attachment-documents'
import * as monthReports from './0034-month-reports'
import * as workMessages from './0035-work-messages'
import * as officialDocuments from './0038-official-documents'
import * as alarmNotices from './0039-alarm-notices'
import * as stepSubjects from './0040-step-subjects'
import * as mobileStepSubjects from './0041-mobile-step-subjects'
import * as quickLinks from './0042-quick-links'
import * as reminders from './0043-reminders'
import * as exportLease from './0044-export-lease'
import * as stationNameSearch from './0045-station-name-search'
import * as batchDeadline from './0046-batch-deadline'
import * as openAlarms from './0047-open-alarms'
import * as facilityRollups from './0048-facility-rollups'
import * as chargeLevels from './0049-charge-levels'
import * as rankingIndexes from './0050-ranking-indexes'
import * as facilityIndexesRetired from './0051-facility-indexes-retired'
import * as connectorStatusRollup from './0052-connector-status-rollup'
import * as changeSignals from './0053-change-signals'
import * as alarmRepairTime from './0054-alarm-repair-time'
import * as recentEnergy from './0055-recent-energy'
import * as journalAtCommit from './0056-journal-at-commit'
import * as recentAlarms from './0057-recent-alarms'
import * as messagesOpen from './0058-messages-open'
import * as bytewiseText from './0059-bytewise-text'
import * as stationsAreaKey from './0060-stations-area-key'
import * as requestKeys from './0061-request-keys'
import * as keyedChangeSignals from './0062-keyed-change-signals'

/** Every migration, in the order it runs. */
export const MIGRATIONS: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['0001-core', core],
  ['0002-archives', archives],
  ['0003-order-window-index', orderWindow],
  ['0004-security-input', securityInput],
  ['0005-access', access],
  ['0006-workflow', workflow],
  ['0007-dashboards', dashboards],
  ['0008-stats-details', statsDetails],
  ['0009-live', live],
  ['0010-themes', themes],
  ['0011-supervise', supervise],
  ['0011-supervise-fee', superviseFee],
  ['0012-feedback', feedback],
  ['0013-objectives', objectives],
  ['0014-mobile', mobile],
  ['0015-swap-vehicle-queue', swapVehicleQueue],
  ['0016-articles', articles],
  ['0017-stats-covering', statsCovering],
  ['0018-reporting', reporting],
  ['0019-connector-history', connectorHistory],
  ['0020-stats-monthly', statsMonthly],
  ['0022-unique-rules', uniqueRules],
  ['0024-stored-files', storedFiles],
  ['0025-journal-head', journalHead],
  ['0026-flow-steps', flowSteps],
  ['0030-release-actor', releaseActor],
  ['0031-attachment-documents', attachmentDocuments],
  ['0034-month-reports', monthReports],
  ['0035-work-messages', workMessages],
  ['0038-official-documents', officialDocuments],
  ['0039-alarm-notices', alarmNotices],
  ['0040-step-subjects', stepSubjects],
  ['0041-mobile-step-subjects', mobileStepSubjects],
  ['0042-quick-links', quickLinks],
  ['0043-reminders', reminders],
  ['0044-export-lease', exportLease],
  ['0045-station-name-search', stationNameSearch],
  ['0046-batch-deadline', batchDeadline],
  ['0047-open-alarms', openAlarms],
  ['0048-facility-rollups', facilityRollups],
  ['0049-charge-levels', chargeLevels],
  ['0050-ranking-indexes', rankingIndexes],
  ['0051-facility-indexes-retired', facilityIndexesRetired],
  ['0052-connector-status-rollup', connectorStatusRollup],
  ['0053-change-signals', changeSignals],
  ['0054-alarm-repair-time', alarmRepairTime],
  ['0055-recent-energy', recentEnergy],
  ['0056-journal-at-commit', journalAtCommit],
  ['0057-recent-alarms', recentAlarms],
  ['0058-messages-open', messagesOpen],
  ['0059-bytewise-text', bytewiseText],
  ['0060-stations-area-key', stationsAreaKey],
  ['0061-request-keys', requestKeys],
  ['0062-keyed-change-signals', keyedChangeSignals],
]

const provider: MigrationProvider = {
  getMigrations: async () => Object.fromEntries(MIGRATIONS),
}

/** Bring the database up to the latest migration; throws if one fails. */
// biome-ignore lint/suspicious/noExplicitAny: runs on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Areas are built in parallel: a database may have run a later-numbered migration before an
  // earlier one of another area landed; those touch different tables and run when they arrive.
  const { error } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
}

/** Undo every migration, then apply them again: an empty database at the latest schema. */
// biome-ignore lint/suspicious/noExplicitAny: runs on any schema
export async function resetSchema(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider })
  const down = await migrator.migrateTo(NO_MIGRATIONS)
  if (down.error) throw down.error instanceof Error ? down.error : new Error(String(down.error))
  await migrateToLatest(db)
}
