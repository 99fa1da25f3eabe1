import type { CheckboxField, CollectionConfig, NumberField, TextareaField, TextField } from 'payload'
import { validateSectionContent } from './validateSectionContent'
import {
  COMMERCIAL_SUBTYPES,
  FACING,
  FURNISHING_STATUSES,
  LAND_TYPES,
  LISTING_TYPES,
  PROPERTY_ASSIGNMENT_STATUSES,
  PROPERTY_RECORD_STATUSES,
  PROPERTY_TYPES,
  MESSAGES,
  ROLES,
  ROLE_LABELS,
  SOIL_TYPES,
  COMMERCIAL_SUBTYPE_LABELS,
  DEFAULT_FURNISHING_STATUS,
  FACING_LABELS,
  FURNISHING_STATUS_LABELS,
  LAND_TYPE_LABELS,
  LISTING_TYPE_LABELS,
  PROPERTY_RECORD_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
  SOIL_TYPE_LABELS,
  normalizeFurnishingStatus,
} from '@gruha/shared'
import { adminOnlyField } from '../../access/adminOnlyField'
import { noOneField } from '../../access/noOneField'
import { canListProperties } from '../../access/canListProperties'
import { ownerStatusField } from './access/ownerStatusField'
import { customIdField } from '../../fields/customIdField'
import { options } from '../../fields/options'
import { slugField } from '../../fields/slugField'
import { numberRequiredFor } from '../../fields/validators'
import { assignCustomId } from '../hooks/assignCustomId'
import { manageOwnProperties } from './access/manageOwnProperties'
import { ownerOptions } from './access/ownerOptions'
import { readProperties } from './access/readProperties'
import { sectionFileOptions } from './access/sectionFileOptions'
import { assignUniqueSlug } from './hooks/assignUniqueSlug'
import { forceSaleForLand } from './hooks/forceSaleForLand'
import { refuseContactDetails } from './hooks/refuseContactDetails'
import { capListingsPerDay } from '../hooks/memberQuotas'
import { recordDealCommission } from './hooks/recordDealCommission'
import { recordPriceChange } from '../PriceChanges/hooks/recordPriceChange'
import { holdUnverifiedListings } from './hooks/holdUnverifiedListings'
import { holdForModeration, openListingCase } from './hooks/holdForModeration'
import { queueListingReview } from './hooks/queueListingReview'
import { removeListingDependents } from './hooks/removeListingDependents'
import { stampOwner } from './hooks/stampOwner'
import { checkReraNumber } from './hooks/checkReraNumber'
import { stampFreshness } from './hooks/stampFreshness'
import { stampOwnerIdCheck } from './hooks/stampOwnerIdCheck'
import { RERA_NUMBER_MAX_LENGTH, VISIT_NOTE_REQUIRED } from '@gruha/shared'
import { searchTextField } from '../../fields/searchTextField'
import { announceCollectionChange } from '../../db/changes'

const listingsChanged = announceCollectionChange('listings')

const adminWrites = { create: adminOnlyField, update: adminOnlyField }

/** A field visit is recorded with a note of what was seen. */
const visitNoteRequired: TextareaField['validate'] = (value, { siblingData }) =>
  (siblingData as { visited_at?: unknown }).visited_at && !(typeof value === 'string' && value.trim()) ? VISIT_NOTE_REQUIRED : true

/** Money and areas: decimals, never negative. */
const amount = (name: string, extra: Partial<NumberField> = {}): NumberField => ({ name, type: 'number', min: 0, ...extra }) as NumberField
/** Counts: whole numbers. */
const count = (name: string, extra: Partial<NumberField> = {}): NumberField =>
  ({ name, type: 'number', min: 0, max: 1000, admin: { step: 1 }, ...extra }) as NumberField
const flag = (name: string, extra: Partial<CheckboxField> = {}): CheckboxField => ({ name, type: 'checkbox', ...extra }) as CheckboxField
const text = (name: string, extra: Partial<TextField> = {}): TextField => ({ name, type: 'text', ...extra }) as TextField
const list = (name: string): TextField => ({ name, type: 'text', hasMany: true }) as TextField

export const Properties: CollectionConfig = {
  slug: 'properties',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'custom_id', 'listing_type', 'property_type', 'city', 'status'],
    group: 'Listings',
  },
  access: {
    read: readProperties,
    create: canListProperties,
    update: manageOwnProperties,
    delete: manageOwnProperties,
  },
  hooks: {
    beforeValidate: [forceSaleForLand],
    beforeChange: [
      stampOwner,
      refuseContactDetails,
      capListingsPerDay,
      holdUnverifiedListings,
      holdForModeration,
      stampOwnerIdCheck,
      stampFreshness,
      checkReraNumber,
      assignUniqueSlug,
    ],
    afterChange: [
      assignCustomId('property'),
      queueListingReview,
      recordDealCommission,
      openListingCase,
      recordPriceChange,
      // Cached public pages show it at once (ADR 17).
      listingsChanged.afterChange,
    ],
    afterDelete: [listingsChanged.afterDelete],
    beforeDelete: [removeListingDependents],
  },
  // Designed for /buy and /rent: filter on status + listing type, then sort or narrow. The place and type
  // indexes end in createdAt so the default 'newest' page reads rows in order instead of walking every listing.
  indexes: [
    { fields: ['status', 'listing_type', 'createdAt'] },
    { fields: ['status', 'listing_type', 'price'] },
    { fields: ['status', 'listing_type', 'monthly_rent'] },
    { fields: ['status', 'listing_type', 'city', 'createdAt'] },
    { fields: ['status', 'listing_type', 'state', 'createdAt'] },
    { fields: ['status', 'listing_type', 'property_type', 'createdAt'] },
    { fields: ['latitude', 'longitude'] },
    { fields: ['status', 'last_confirmed_at'] },
  ],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    slugField({
      unique: true,
      access: { create: noOneField, update: noOneField },
      admin: { readOnly: true, position: 'sidebar', description: 'Built from the title, with -2, -3… when another listing has it.' },
    }),
    {
      name: 'slug_history',
      type: 'array',
      access: { create: noOneField, update: noOneField },
      admin: { readOnly: true, position: 'sidebar', description: 'Earlier slugs; they redirect here.' },
      fields: [{ name: 'slug', type: 'text', required: true, unique: true }],
    },
    customIdField,
    { name: 'description', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'listing_type',
          type: 'select',
          options: options(LISTING_TYPES, LISTING_TYPE_LABELS),
          defaultValue: 'SALE',
          required: true,
          index: true,
        },
        { name: 'property_type', type: 'select', options: options(PROPERTY_TYPES, PROPERTY_TYPE_LABELS), required: true, index: true },
        { name: 'commercial_subtype', type: 'select', options: options(COMMERCIAL_SUBTYPES, COMMERCIAL_SUBTYPE_LABELS) },
        { name: 'land_type', type: 'select', options: options(LAND_TYPES, LAND_TYPE_LABELS) },
      ],
    },
    {
      type: 'collapsible',
      label: 'Pricing',
      fields: [
        amount('price', { index: true, validate: numberRequiredFor('SALE', MESSAGES.properties.salePriceRequired) }),
        amount('monthly_rent', { index: true, validate: numberRequiredFor('RENT', MESSAGES.properties.monthlyRentRequired) }),
        amount('security_deposit'),
        amount('maintenance_charges'),
        amount('rate_per_sqft'),
        amount('rate_per_sqyd'),
      ],
    },
    {
      type: 'collapsible',
      label: 'Size and layout',
      fields: [
        count('bedrooms', { index: true }),
        count('bathrooms', { index: true }),
        count('balconies'),
        count('washrooms'),
        amount('area_sqft', { index: true }),
        amount('area_sqyd'),
        amount('area_acres'),
        amount('carpet_area_sqft'),
        amount('built_up_area_sqft'),
        amount('plot_area_sqft'),
        amount('plot_area_sqyd'),
        text('plot_dimensions', { admin: { description: 'e.g. 40 x 60 ft' } }),
        text('floor', { admin: { description: "Display text, e.g. 'Ground Floor'." } }),
        count('floor_number'),
        count('total_floors'),
        count('total_floors_building'),
        text('available_floor'),
        count('floor_count'),
        text('apartment_type'),
        text('bhk_config', { admin: { description: 'e.g. 2BHK, 3BHK' } }),
        text('community_type'),
        {
          name: 'furnishing_status',
          type: 'select',
          options: options(FURNISHING_STATUSES, FURNISHING_STATUS_LABELS),
          defaultValue: DEFAULT_FURNISHING_STATUS,
          // The spec spells furnishing three ways; store the one canonical spelling.
          hooks: { beforeValidate: [({ value }) => normalizeFurnishingStatus(value) ?? value] },
          index: true,
        },
        { name: 'facing', type: 'select', options: options(FACING, FACING_LABELS), index: true },
      ],
    },
    {
      type: 'collapsible',
      label: 'Features and utilities',
      fields: [
        count('parking_spaces'),
        flag('lift_available'),
        flag('power_backup'),
        flag('road_access', { defaultValue: true }),
        text('water_source'),
        flag('electricity_available'),
        flag('water_availability'),
        flag('electricity_availability'),
        { name: 'soil_type', type: 'select', options: options(SOIL_TYPES, SOIL_TYPE_LABELS) },
        flag('corner_plot'),
        flag('boundary_fencing'),
        flag('private_garden'),
        flag('private_driveway'),
        flag('visitor_parking'),
        list('gated_community_features'),
        list('amenities'),
        list('nearby_highlights'),
        list('nearby_business_hubs'),
        list('nearby_transport'),
      ],
    },
    {
      type: 'collapsible',
      label: 'Legal',
      fields: [
        text('legal_status'),
        text('rera_status'),
        flag('rera_covered', {
          defaultValue: false,
          label: 'In a project RERA covers',
          admin: { description: 'Over 500 m² of land or more than 8 units: the RERA number is then required.' },
        }),
        text('rera_number', {
          maxLength: RERA_NUMBER_MAX_LENGTH,
          admin: { description: "Checked against the format of the listing's state (ADR 0011)." },
        }),
        flag('rera_flagged', {
          defaultValue: false,
          access: adminWrites,
          admin: { readOnly: true, description: 'Set by the RERA re-check when the number no longer matches its state’s format.' },
        }),
        { name: 'rera_checked_version', type: 'number', access: { ...adminWrites, read: adminOnlyField }, admin: { hidden: true } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Verification and freshness',
      admin: { description: 'Each check shows on the listing with its date and counts for the months set in site settings.' },
      fields: [
        {
          name: 'owner_id_checked_at',
          type: 'date',
          index: true,
          access: adminWrites,
          admin: { readOnly: true, description: "The owner's KYC approval (copied from the owner's account)." },
        },
        {
          name: 'ownership_document_checked_at',
          type: 'date',
          access: adminWrites,
          admin: {
            readOnly: true,
            description: 'An admin approved a sale deed, tax receipt or encumbrance certificate uploaded for this listing.',
          },
        },
        { name: 'visited_at', type: 'date', access: adminWrites, admin: { date: { pickerAppearance: 'dayOnly' } } },
        {
          name: 'visit_note',
          type: 'textarea',
          maxLength: 500,
          access: adminWrites,
          validate: visitNoteRequired,
        },
        { name: 'last_confirmed_at', type: 'date', access: adminWrites, admin: { readOnly: true } },
        { name: 'expiry_reminder_sent_at', type: 'date', access: { ...adminWrites, read: adminOnlyField }, admin: { readOnly: true } },
        { name: 'expired_at', type: 'date', access: adminWrites, admin: { readOnly: true } },
      ],
    },
    {
      name: 'sections',
      type: 'array',
      admin: { description: 'Custom sections; an uploaded PDF (listing-files, or its Gruha file link) is shown in a frame.' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'content', type: 'textarea', validate: validateSectionContent },
        {
          name: 'document',
          type: 'upload',
          relationTo: 'listing-files',
          filterOptions: sectionFileOptions,
          admin: { description: 'A PDF uploaded to Gruha; outside links are never embedded.' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Location',
      fields: [
        { name: 'address', type: 'textarea', required: true },
        text('city', { required: true, index: true }),
        text('district', { index: true }),
        text('mandal'),
        text('state', { index: true }),
        text('zip_code', { index: true, maxLength: 10 }),
        // Two B-tree-indexed numbers, not a point field: no PostGIS in embedded Postgres.
        { name: 'latitude', type: 'number', min: -90, max: 90, index: true },
        { name: 'longitude', type: 'number', min: -180, max: 180, index: true },
        text('state_id', { admin: { description: 'Location-service id.' } }),
        text('district_id', { admin: { description: 'Location-service id.' } }),
        text('mandal_id', { admin: { description: 'Location-service id.' } }),
      ],
    },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      admin: { description: 'The first image is the cover.' },
    },
    {
      type: 'collapsible',
      label: 'Availability',
      fields: [
        { name: 'available_from', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'possession_date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    // Ownership and moderation: admin-only writes; owner/added_by stamped by `stampOwner`.
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      filterOptions: ownerOptions,
      access: adminWrites,
      admin: { position: 'sidebar', description: 'Spec: owner_id. Empty = platform-owned.' },
    },
    {
      name: 'added_by',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: adminWrites,
      admin: { position: 'sidebar' },
    },
    {
      name: 'added_by_role',
      type: 'select',
      options: options(ROLES, ROLE_LABELS),
      access: adminWrites,
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      options: options(PROPERTY_RECORD_STATUSES, PROPERTY_RECORD_STATUS_LABELS),
      defaultValue: 'active',
      required: true,
      index: true,
      // Owners may change it on their own listings (the document's update access), within the values
      // `holdUnverifiedListings` allows; on create the hook decides.
      access: { create: adminOnlyField, update: ownerStatusField },
      admin: { position: 'sidebar' },
    },
    flag('featured', { defaultValue: false, index: true, access: adminWrites, admin: { position: 'sidebar' } }),
    flag('verified', { defaultValue: false, access: adminWrites, admin: { position: 'sidebar' } }),
    {
      name: 'assigned_agent',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: adminWrites,
      admin: { position: 'sidebar', description: 'Current agent; history in property-assignments.' },
    },
    {
      name: 'assignment_status',
      type: 'select',
      options: options(PROPERTY_ASSIGNMENT_STATUSES),
      access: adminWrites,
      admin: { position: 'sidebar' },
    },
    { name: 'assigned_at', type: 'date', access: adminWrites, admin: { position: 'sidebar' } },
    searchTextField,
  ],
  timestamps: true,
}
