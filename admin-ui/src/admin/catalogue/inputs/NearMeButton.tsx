import { useState } from 'react';
import { Button as MuiButton, Chip } from '@mui/material';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { useListContext, useNotify, useTranslate } from 'react-admin';

/**
 * "Near me": asks the browser for the position (only when the person clicks), then lists the inputs
 * nearest first with their distance; the chip takes the position away again.
 */
export function NearMeButton() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [locating, setLocating] = useState(false);
  const near = filterValues.latitude !== undefined && filterValues.longitude !== undefined;
  if (near) {
    const { latitude: _latitude, longitude: _longitude, ...rest } = filterValues;
    return (
      <Chip
        color="primary"
        icon={<MyLocationIcon />}
        label={translate('kasuwa.catalogue.inputs.nearMeOn')}
        onDelete={() => setFilters(rest, displayedFilters)}
        data-testid="inputs-near-me-clear"
      />
    );
  }
  const locate = () => {
    if (!navigator.geolocation) {
      notify('kasuwa.catalogue.inputs.noPosition', { type: 'warning' });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const round = (value: number) => Math.round(value * 1e5) / 1e5;
        setFilters(
          { ...filterValues, latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) },
          displayedFilters,
        );
      },
      () => {
        setLocating(false);
        notify('kasuwa.catalogue.inputs.noPosition', { type: 'warning' });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  return (
    <MuiButton
      size="small"
      startIcon={<MyLocationIcon />}
      onClick={locate}
      disabled={locating}
      data-testid="inputs-near-me"
    >
      {translate('kasuwa.catalogue.inputs.nearMe')}
    </MuiButton>
  );
}
