import PublicIcon from '@mui/icons-material/Public';
import { CountryList } from './CountryList';

export type { Country } from './types';

export default {
  list: CountryList,
  icon: PublicIcon,
  recordRepresentation: 'name',
};
