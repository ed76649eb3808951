import type { ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useT } from '../useT';

export interface FilterOption<T extends string | number> {
  value: T;
  label: string;
}

/**
 * One collapsible group of the filter panel: a checkbox per option and, when `selectAll` is set, a
 * toggle whose label says what it will do (select all / unselect all).
 */
export function FilterGroup<T extends string | number>({
  id,
  title,
  icon,
  options,
  selected,
  onToggle,
  onToggleAll,
  defaultExpanded = false,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  options: FilterOption<T>[];
  selected: T[];
  onToggle: (value: T, on: boolean) => void;
  /** Given: a select-all / unselect-all toggle. */
  onToggleAll?: (on: boolean) => void;
  defaultExpanded?: boolean;
  /** Shown above the options (e.g. an error). */
  children?: ReactNode;
}) {
  const t = useT();
  const count = options.filter((option) => selected.includes(option.value)).length;
  const allSelected = options.length > 0 && count === options.length;
  return (
    <Accordion
      disableGutters
      elevation={0}
      defaultExpanded={defaultExpanded}
      data-testid={`filter-group-${id}`}
      sx={{ bgcolor: 'transparent', '&:before': { display: 'none' }, borderBottom: 1, borderColor: 'divider' }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid={`filter-group-${id}-toggle`} sx={{ px: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'primary.main' }}>{icon}</Box>
        <Typography sx={{ fontWeight: 600, ml: 1.25, flexGrow: 1 }}>{title}</Typography>
        {count > 0 && <Chip size="small" color="primary" label={count} sx={{ mr: 1, height: 20 }} />}
      </AccordionSummary>
      <AccordionDetails sx={{ px: 0, pt: 0 }}>
        {children}
        {onToggleAll && options.length > 0 && (
          <Button
            size="small"
            onClick={() => onToggleAll(!allSelected)}
            data-testid={`filter-group-${id}-all`}
            sx={{ mb: 0.5, px: 0.5 }}
          >
            {t(allSelected ? 'filters.unselectAll' : 'filters.selectAll')}
          </Button>
        )}
        {options.length === 0 && !children ? (
          <Typography variant="body2" color="text.secondary">
            {t('filters.none')}
          </Typography>
        ) : (
          <FormGroup>
            {options.map((option) => (
              <FormControlLabel
                key={option.value}
                label={<Typography variant="body2">{option.label}</Typography>}
                control={
                  <Checkbox
                    size="small"
                    checked={selected.includes(option.value)}
                    onChange={(event) => onToggle(option.value, event.target.checked)}
                    slotProps={{
                      input: {
                        'data-testid': `filter-${id}-${option.value}`,
                      } as React.InputHTMLAttributes<HTMLInputElement>,
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
