import { Link as RouterLink } from 'react-router-dom';
import { Box, Typography, IconButton, Tooltip } from '@mui/material';
import SpaIcon from '@mui/icons-material/Spa';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  TitlePortal,
  useTranslate,
  type AppBarProps,
} from 'react-admin';

/** The console's app bar: brand, page title, locale switch, link back to the public site. */
export function AppBar(props: AppBarProps) {
  const translate = useTranslate();
  return (
    <RaAppBar
      {...props}
      color="primary"
      toolbar={
        <>
          <LocalesMenuButton />
          <Tooltip title={translate('kasuwa.menu.publicSite')}>
            <IconButton component={RouterLink} to="/" color="inherit" aria-label={translate('kasuwa.menu.publicSite')}>
              <OpenInNewIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <LoadingIndicator />
        </>
      }
    >
      <Box
        sx={{
          display: { xs: 'none', sm: 'inline-flex' },
          alignItems: 'center',
          gap: 0.75,
          mr: 2,
          pr: 2,
          borderRight: '1px solid rgba(255,255,255,0.3)',
        }}
      >
        <SpaIcon fontSize="small" />
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 800, letterSpacing: '-0.01em' }}>
          Kasuwa
        </Typography>
      </Box>
      <TitlePortal variant="subtitle1" />
    </RaAppBar>
  );
}
