/** What a second-level area is called where it is (the `kind` of a city), in English and French. */
export const LOCAL_AREA_KINDS = {
  LGA: { label: 'LGA', labelFr: 'Collectivité locale (LGA)' },
  DISTRICT: { label: 'District', labelFr: 'District' },
  SUB_COUNTY: { label: 'Sub-county', labelFr: 'Sous-comté' },
  DEPARTMENT: { label: 'Department', labelFr: 'Département' },
  AUTONOMOUS_DISTRICT: { label: 'Autonomous district', labelFr: 'District autonome' },
  CITY: { label: 'City', labelFr: 'Ville' },
  TOWN: { label: 'Town', labelFr: 'Localité' },
} as const;

export type LocalAreaKind = keyof typeof LOCAL_AREA_KINDS;
export const LOCAL_AREA_KIND_NAMES = Object.keys(LOCAL_AREA_KINDS) as LocalAreaKind[];

/** PLACE: the point of the town that names the area (usually its seat); STATE: the state's point, approximate. */
export type LocationPrecision = 'PLACE' | 'STATE';
