/** The farmers list's filters: name, state and its LGAs, project, aggregation partner, creation dates, years. */
import { useWatch } from 'react-hook-form';
import { DateInput, SelectInput, TextInput } from 'react-admin';
import { useCities, useStates, useWorkingCountryId } from '../../api/reference';
import { useCountryList } from './countryLists';
import { useAreaLabel } from './areas';

/** The filter of the LGAs: those of the state chosen in the filter. */
function CityFilter(props: { source: string; label: string; alwaysOn?: boolean }) {
  const stateId = useWatch({ name: 'stateIds' });
  const cities = useCities(stateId ? Number(stateId) : null);
  const label = useAreaLabel(cities.data, props.label);
  return (
    <SelectInput
      {...props}
      label={label}
      choices={cities.data ?? []}
      disabled={!stateId}
      data-testid="farmers-filter-city"
    />
  );
}

function useReferenceChoices() {
  const countryId = useWorkingCountryId();
  const projects = useCountryList('projectsOf', countryId);
  const partners = useCountryList('aggregationPartnersOf', countryId);
  const states = useStates(countryId);
  return { projects: projects.data ?? [], partners: partners.data ?? [], states: states.data ?? [] };
}

/** The spec's filters: name, state, LGA, project, aggregation partner, creation dates, years. */
export function useFilters() {
  const { projects, partners, states } = useReferenceChoices();
  return [
    <TextInput
      key="name"
      source="name"
      label="kasuwa.farmers.fields.fullName"
      alwaysOn
      resettable
      data-testid="farmers-filter-name"
    />,
    <SelectInput key="stateIds" source="stateIds" label="kasuwa.farmers.fields.state" choices={states} />,
    <CityFilter key="cityIds" source="cityIds" label="kasuwa.farmers.fields.city" />,
    <SelectInput key="projects" source="projects" label="kasuwa.farmers.fields.project" choices={projects} />,
    <SelectInput
      key="aggregationPartners"
      source="aggregationPartners"
      label="kasuwa.farmers.fields.aggregationPartner"
      choices={partners}
    />,
    <DateInput key="startCreationDate" source="startCreationDate" label="kasuwa.farmers.filters.from" />,
    <DateInput key="endCreationDate" source="endCreationDate" label="kasuwa.farmers.filters.to" />,
    <TextInput
      key="years"
      source="years"
      label="kasuwa.farmers.filters.years"
      helperText="kasuwa.farmers.filters.yearsHelp"
    />,
  ];
}
