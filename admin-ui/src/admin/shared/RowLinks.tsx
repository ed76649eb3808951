import type { MouseEvent } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Link, TopToolbar, useTranslate } from 'react-admin';

/** A link of a list: where it goes, its message key, its test id; left out when `allowed` is false. */
export interface ListLink {
  to: string;
  label: string;
  testId: string;
  allowed: boolean;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/** A list's toolbar with its "create" button. */
export function CreateToolbar({ create }: { create: ListLink }) {
  return (
    <TopToolbar>
      {create.allowed && (
        <Button component={Link} to={create.to} label={create.label} data-testid={create.testId}>
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
}

function IconLink({ link, color, icon }: { link: ListLink; color: 'primary' | 'error'; icon: React.ReactElement }) {
  const translate = useTranslate();
  const label = translate(link.label);
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        color={color}
        component={Link}
        to={link.to}
        onClick={stop}
        aria-label={label}
        data-testid={link.testId}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** A row's edit and delete links (icons with their tooltip), which do not trigger the row's own click. */
export function RowLinks({ edit, remove }: { edit: ListLink; remove: ListLink }) {
  return (
    <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
      {edit.allowed && <IconLink link={edit} color="primary" icon={<EditIcon fontSize="small" />} />}
      {remove.allowed && <IconLink link={remove} color="error" icon={<DeleteIcon fontSize="small" />} />}
    </Stack>
  );
}
