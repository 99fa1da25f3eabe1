import { Chip } from '@mui/material'
import { Datagrid, FunctionField, SearchInput, SelectField, SelectInput, SimpleList, TextField, WrapperField } from 'react-admin'
import { AppList } from '../../common/AppList'
import { DateField } from '../../common/DateField'
import { FilterTabs } from '../../common/FilterTabs'
import { RowActions, rowActionsColumn } from '../../common/RowActions'
import { listDatagridSx } from '../../common/datagridSx'
import { PROPERTY_TABS } from '../../layout/menuItems'
import { DeletePropertyButton } from './DeletePropertyButton'
import { PropertyBulkActions } from './PropertyBulkActions'
import { PropertyThumbnail } from './PropertyThumbnail'
import { listingTypeChoices, priceText, propertyStatusChoices, propertyTypeChoices, statusText, type PropertyRecord } from './choices'
import { propertyExporter } from './propertyCsv'

const filters = [
  <SearchInput key="q" source="q" placeholder="Search properties" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={propertyStatusChoices} alwaysOn />,
  <SelectInput key="listing_type" source="listing_type" label="Listing Type" choices={listingTypeChoices} />,
  <SelectInput key="property_type" source="property_type" label="Property Type" choices={propertyTypeChoices} />,
]

const tabs = PROPERTY_TABS.map((t) => ({ key: t.key, label: t.label, filter: t.filter ?? {} }))

/** The six property tabs (all, for sale, apartments, houses, commercial, land) over one list. */
export const PropertyList = () => (
  <AppList
    title="Properties"
    singular="Property"
    filters={filters}
    exporter={propertyExporter}
    tabs={<FilterTabs tabs={tabs} />}
    empty={false}
    mobile={
      <SimpleList<PropertyRecord>
        primaryText={(r) => r.title}
        secondaryText={(r) => `${r.custom_id ?? ''} · ${r.city ?? ''} · ${priceText(r)}`}
        tertiaryText={(r) => statusText(r.status)}
        linkType="show"
      />
    }
    desktop={
      <Datagrid
        rowClick="show"
        bulkActionButtons={<PropertyBulkActions />}
        sx={listDatagridSx('custom_id', 'price', 'status', 'createdAt')}
      >
        <PropertyThumbnail source="image_files" label="Photo" sortable={false} />
        <TextField source="custom_id" label="ID" />
        <TextField source="title" label="Title" />
        <SelectField source="property_type" label="Type" choices={propertyTypeChoices} />
        <SelectField source="listing_type" label="Listing" choices={listingTypeChoices} />
        <FunctionField<PropertyRecord> source="price" label="Price" render={(r) => priceText(r)} />
        <TextField source="city" label="City" />
        <TextField source="owner_name" label="Owner" sortable={false} emptyText="Platform" />
        <FunctionField<PropertyRecord> source="status" label="Status" render={(r) => <Chip size="small" label={statusText(r.status)} />} />
        <DateField source="createdAt" label="Created" />
        <WrapperField {...rowActionsColumn}>
          <RowActions remove={<DeletePropertyButton redirect={false} />} />
        </WrapperField>
      </Datagrid>
    }
  />
)
