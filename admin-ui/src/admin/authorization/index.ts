import PublicIcon from '@mui/icons-material/Public';
import { CountryList } from './CountryList';
import { CountryShow } from './CountryShow';

export type { Country, CountryDetail } from './types';

export default {
  list: CountryList,
  show: CountryShow,
  icon: PublicIcon,
  recordRepresentation: 'name',
};
