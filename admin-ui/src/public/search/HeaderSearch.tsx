import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Box, IconButton, InputAdornment, InputBase, ToggleButton, ToggleButtonGroup } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '../useT';
import { SEARCH_PAUSE_MS, SEARCH_SCOPES, searchTarget, type SearchScope } from './headerSearch';

const scopeOf = (pathname: string): SearchScope => (pathname.startsWith('/contents') ? 'contents' : 'products');

/** The query a list page shows (/products?query=… or /contents?query=…), else ''. */
function shownQuery(pathname: string, search: string): string {
  if (pathname !== '/products' && pathname !== '/contents') return '';
  return new URLSearchParams(search).get('query') ?? '';
}

/**
 * The header's search box: products or contents; sent 800 ms after the last key (at once on Enter),
 * lowercased. Emptying it on a list page shows the whole list again.
 */
export function HeaderSearch() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const urlQuery = shownQuery(location.pathname, location.search);
  const [scope, setScope] = useState<SearchScope>(() => scopeOf(location.pathname));
  const [text, setText] = useState(urlQuery);
  const timer = useRef<number | undefined>(undefined);
  const here = useRef(location);
  here.current = location;

  // The box follows the address (back button, "clear filters", a link to a product).
  useEffect(() => {
    window.clearTimeout(timer.current);
    setText(urlQuery);
  }, [urlQuery]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = (value: string, to: SearchScope) => {
    window.clearTimeout(timer.current);
    const { pathname, search } = here.current;
    const target = searchTarget(to, value);
    // An empty search only resets a list page that shows a search; elsewhere it goes nowhere.
    if (!value.trim() && !(pathname === `/${to}` && shownQuery(pathname, search))) return;
    if (`${pathname}${search}` !== target) navigate(target);
  };

  const type = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => send(value, scope), SEARCH_PAUSE_MS);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('search.label')}
      data-testid="header-search"
      onSubmit={(event) => {
        event.preventDefault();
        send(text, scope);
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        width: '100%',
        maxWidth: 520,
        border: 1,
        borderColor: 'divider',
        borderRadius: 999,
        pl: 1.5,
        pr: 0.5,
        py: 0.25,
        bgcolor: 'background.default',
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <InputBase
        value={text}
        onChange={(event) => type(event.target.value)}
        placeholder={t(scope === 'products' ? 'search.placeholder.products' : 'search.placeholder.contents')}
        sx={{ flexGrow: 1, minWidth: 0 }}
        inputProps={{
          'data-testid': 'header-search-input',
          'aria-label': t('search.label'),
          maxLength: 100,
          enterKeyHint: 'search',
        }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" color="action" />
          </InputAdornment>
        }
        endAdornment={
          text ? (
            <IconButton
              size="small"
              aria-label={t('search.clear')}
              onClick={() => {
                setText('');
                send('', scope);
              }}
              data-testid="header-search-clear"
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          ) : undefined
        }
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scope}
        aria-label={t('search.scope')}
        onChange={(_, value: SearchScope | null) => {
          if (!value) return;
          setScope(value);
          if (text.trim()) send(text, value);
        }}
        sx={{ '& .MuiToggleButton-root': { border: 0, borderRadius: '999px !important', px: 1.25, py: 0.25 } }}
      >
        {SEARCH_SCOPES.map((value) => (
          <ToggleButton key={value} value={value} data-testid={`header-search-scope-${value}`}>
            {t(value === 'products' ? 'search.products' : 'search.contents')}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
