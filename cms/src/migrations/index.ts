import * as migration_20261122_023001_initial from './20261122_023001_initial'
import * as migration_20261122_024318_agents_messages from './20261122_024318_agents_messages'
import * as migration_20261122_024534_accounts_email_codes from './20261122_024534_accounts_email_codes'
import * as migration_20261122_051512_properties_sorted_place_indexes from './20261122_051512_properties_sorted_place_indexes'
import * as migration_20261123_070657_console_c_jobs_and_assignment_expiry from './20261123_070657_console_c_jobs_and_assignment_expiry'
import * as migration_20261123_071903_member_b_listing_review from './20261123_071903_member_b_listing_review'
import * as migration_20261123_072406_member_a_leads_earnings from './20261123_072406_member_a_leads_earnings'
import * as migration_20261123_073047_rules_account_rules from './20261123_073047_rules_account_rules'
import * as migration_20261123_073155_console_b_audit_logs from './20261123_073155_console_b_audit_logs'
import * as migration_20261123_141707_console_search_text from './20261123_141707_console_search_text'
import * as migration_20261123_180651_site_footer_links from './20261123_180651_site_footer_links'
import * as migration_20261123_191700_content_localized from './20261123_191700_content_localized'
import * as migration_20261123_220500_search_text_c_collation from './20261123_220500_search_text_c_collation'
import * as migration_20261123_222405_bookings_search_text from './20261123_222405_bookings_search_text'
import * as migration_20261126_111904_trust_a_slugs_quotas_blocks from './20261126_111904_trust_a_slugs_quotas_blocks'
import * as migration_20261126_112059_seam_send_mail from './20261126_112059_seam_send_mail'
import * as migration_20261126_112101_trust_b_verification_rera_freshness from './20261126_112101_trust_b_verification_rera_freshness'
import * as migration_20261126_112203_trust_c_moderation from './20261126_112203_trust_c_moderation'
import * as migration_20261126_112318_insight_price_changes from './20261126_112318_insight_price_changes'
import * as migration_20261126_120939_insight_saved_searches from './20261126_120939_insight_saved_searches'
import * as migration_20261126_125922_snapshot_sync from './20261126_125922_snapshot_sync'
import * as migration_20261127_094936_inquiry_follow_ups from './20261127_094936_inquiry_follow_ups'
import * as migration_20261127_100512_post_categories from './20261127_100512_post_categories'
import * as migration_20261127_100825_post_published_at_ist from './20261127_100825_post_published_at_ist'
import * as migration_20261128_021434_media_purpose from './20261128_021434_media_purpose'
import * as migration_20261128_120000_map_cells from './20261128_120000_map_cells'
import * as migration_20261128_120100_search_count_index from './20261128_120100_search_count_index'
import * as migration_20261128_120200_inquiries_unassigned_threads from './20261128_120200_inquiries_unassigned_threads'
import * as migration_20261129_100000_search_text_lowercase from './20261129_100000_search_text_lowercase'
import * as migration_20261129_120000_price_insight_index from './20261129_120000_price_insight_index'

export const migrations = [
  {
    up: migration_20261122_023001_initial.up,
    down: migration_20261122_023001_initial.down,
    name: '20261122_023001_initial',
  },
  {
    up: migration_20261122_024318_agents_messages.up,
    down: migration_20261122_024318_agents_messages.down,
    name: '20261122_024318_agents_messages',
  },
  {
    up: migration_20261122_024534_accounts_email_codes.up,
    down: migration_20261122_024534_accounts_email_codes.down,
    name: '20261122_024534_accounts_email_codes',
  },
  {
    up: migration_20261122_051512_properties_sorted_place_indexes.up,
    down: migration_20261122_051512_properties_sorted_place_indexes.down,
    name: '20261122_051512_properties_sorted_place_indexes',
  },
  {
    up: migration_20261123_070657_console_c_jobs_and_assignment_expiry.up,
    down: migration_20261123_070657_console_c_jobs_and_assignment_expiry.down,
    name: '20261123_070657_console_c_jobs_and_assignment_expiry',
  },
  {
    up: migration_20261123_071903_member_b_listing_review.up,
    down: migration_20261123_071903_member_b_listing_review.down,
    name: '20261123_071903_member_b_listing_review',
  },
  {
    up: migration_20261123_072406_member_a_leads_earnings.up,
    down: migration_20261123_072406_member_a_leads_earnings.down,
    name: '20261123_072406_member_a_leads_earnings',
  },
  {
    up: migration_20261123_073047_rules_account_rules.up,
    down: migration_20261123_073047_rules_account_rules.down,
    name: '20261123_073047_rules_account_rules',
  },
  {
    up: migration_20261123_073155_console_b_audit_logs.up,
    down: migration_20261123_073155_console_b_audit_logs.down,
    name: '20261123_073155_console_b_audit_logs',
  },
  {
    up: migration_20261123_141707_console_search_text.up,
    down: migration_20261123_141707_console_search_text.down,
    name: '20261123_141707_console_search_text',
  },
  {
    up: migration_20261123_180651_site_footer_links.up,
    down: migration_20261123_180651_site_footer_links.down,
    name: '20261123_180651_site_footer_links',
  },
  {
    up: migration_20261123_191700_content_localized.up,
    down: migration_20261123_191700_content_localized.down,
    name: '20261123_191700_content_localized',
  },
  {
    up: migration_20261123_220500_search_text_c_collation.up,
    down: migration_20261123_220500_search_text_c_collation.down,
    name: '20261123_220500_search_text_c_collation',
  },
  {
    up: migration_20261123_222405_bookings_search_text.up,
    down: migration_20261123_222405_bookings_search_text.down,
    name: '20261123_222405_bookings_search_text',
  },
  {
    up: migration_20261126_111904_trust_a_slugs_quotas_blocks.up,
    down: migration_20261126_111904_trust_a_slugs_quotas_blocks.down,
    name: '20261126_111904_trust_a_slugs_quotas_blocks',
  },
  {
    up: migration_20261126_112059_seam_send_mail.up,
    down: migration_20261126_112059_seam_send_mail.down,
    name: '20261126_112059_seam_send_mail',
  },
  {
    up: migration_20261126_112101_trust_b_verification_rera_freshness.up,
    down: migration_20261126_112101_trust_b_verification_rera_freshness.down,
    name: '20261126_112101_trust_b_verification_rera_freshness',
  },
  {
    up: migration_20261126_112203_trust_c_moderation.up,
    down: migration_20261126_112203_trust_c_moderation.down,
    name: '20261126_112203_trust_c_moderation',
  },
  {
    up: migration_20261126_112318_insight_price_changes.up,
    down: migration_20261126_112318_insight_price_changes.down,
    name: '20261126_112318_insight_price_changes',
  },
  {
    up: migration_20261126_120939_insight_saved_searches.up,
    down: migration_20261126_120939_insight_saved_searches.down,
    name: '20261126_120939_insight_saved_searches',
  },
  {
    up: migration_20261126_125922_snapshot_sync.up,
    down: migration_20261126_125922_snapshot_sync.down,
    name: '20261126_125922_snapshot_sync',
  },
  {
    up: migration_20261127_094936_inquiry_follow_ups.up,
    down: migration_20261127_094936_inquiry_follow_ups.down,
    name: '20261127_094936_inquiry_follow_ups',
  },
  {
    up: migration_20261127_100512_post_categories.up,
    down: migration_20261127_100512_post_categories.down,
    name: '20261127_100512_post_categories',
  },
  {
    up: migration_20261127_100825_post_published_at_ist.up,
    down: migration_20261127_100825_post_published_at_ist.down,
    name: '20261127_100825_post_published_at_ist',
  },
  {
    up: migration_20261128_021434_media_purpose.up,
    down: migration_20261128_021434_media_purpose.down,
    name: '20261128_021434_media_purpose',
  },
  {
    up: migration_20261128_120000_map_cells.up,
    down: migration_20261128_120000_map_cells.down,
    name: '20261128_120000_map_cells',
  },
  {
    up: migration_20261128_120100_search_count_index.up,
    down: migration_20261128_120100_search_count_index.down,
    name: '20261128_120100_search_count_index',
  },
  {
    up: migration_20261128_120200_inquiries_unassigned_threads.up,
    down: migration_20261128_120200_inquiries_unassigned_threads.down,
    name: '20261128_120200_inquiries_unassigned_threads',
  },
  {
    up: migration_20261129_100000_search_text_lowercase.up,
    down: migration_20261129_100000_search_text_lowercase.down,
    name: '20261129_100000_search_text_lowercase',
  },
  {
    up: migration_20261129_120000_price_insight_index.up,
    down: migration_20261129_120000_price_insight_index.down,
    name: '20261129_120000_price_insight_index',
  },
]
