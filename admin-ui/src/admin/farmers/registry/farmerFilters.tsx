/** The farmers list's filters: name, state and its LGAs, project, aggregation partner, creation dates, years. */
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { DateInput, SelectInput, TextInput } from 'react-admin';
import { useCities, useStates, useWorkingCountryId } from '../../api/reference';
import { useFarmersApi } from '../useFarmersApi';
import { useAreaLabel } from './areas';

const HOUR = 60 * 60 * 1000;

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
  const api = useFarmersApi();
  const countryId = useWorkingCountryId();
  const projects = useQuery({
    queryKey: ['farmers', 'projects', countryId],
    enabled: !!countryId,
    staleTime: HOUR,
    queryFn: ({ signal }) => api.projectsOf(countryId!, signal),
  });
  const partners = useQuery({
    queryKey: ['farmers', 'aggregation-partners', countryId],
    enabled: !!countryId,
    staleTime: HOUR,
    queryFn: ({ signal }) => api.aggregationPartnersOf(countryId!, signal),
  });
  const states = useStates(countryId);
  return { countryId, projects: projects.data ?? [], partners: partners.data ?? [], states: states.data ?? [] };
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
