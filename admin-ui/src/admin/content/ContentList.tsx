import { useState, type MouseEvent } from 'react';
import { Button as MuiButton, Chip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import {
  Confirm,
  Datagrid,
  FunctionField,
  SelectInput,
  TextField,
  TextInput,
  WrapperField,
  useBasename,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { usePermissionCheck } from '../permissions';
import { ConsoleList } from '../shared/ConsoleList';
import { CreateToolbar, RowLinks } from '../shared/RowLinks';
import { CONTENT_MANAGE, CONTENT_WRITE } from './permissions';
import { FILE_TYPES, LANGUAGES, readsEveryContent, STATUSES, type AgronomyContent } from './types';
import { FormattedDateField } from '../shared/FormattedFields';

const STATUS_COLORS: Record<string, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  PENDING: 'warning',
  APPROVED: 'info',
  DECLINED: 'error',
  PUBLISHED: 'success',
  UNPUBLISHED: 'default',
};

export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  // Filled chips keep their text readable on every colour (WCAG AA contrast).
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status] ?? 'default'}
      label={translate(`kasuwa.content.statuses.${status}`)}
      data-testid="content-status"
    />
  );
}

const stop = (event: MouseEvent) => event.stopPropagation();

/** Approves, or declines approved content, after a confirmation (managers; never one's own unless administrator: the API says so). */
export function ApprovalToggle() {
  const record = useRecordContext<AgronomyContent>();
  const api = useConsoleApi();
  const { has } = usePermissionCheck();
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const mutation = useApiMutation({
    mutationFn: () => api.toggleContentApproval(String(record!.id)),
    success: () => (record?.approved ? 'kasuwa.content.declined' : 'kasuwa.content.approved'),
    failure: 'kasuwa.content.approvalFailure',
    refresh: true,
  });
  if (!record || !has(CONTENT_MANAGE)) return null;
  const approving = !record.approved;
  return (
    <>
      <MuiButton
        size="small"
        color={approving ? 'success' : 'warning'}
        startIcon={approving ? <CheckCircleIcon /> : <BlockIcon />}
        onClick={(event) => {
          stop(event);
          setConfirming(true);
        }}
        disabled={mutation.isPending}
        data-testid="content-approval"
      >
        {translate(approving ? 'kasuwa.content.approve' : 'kasuwa.content.decline')}
      </MuiButton>
      <Confirm
        isOpen={confirming}
        title={approving ? 'kasuwa.content.approveTitle' : 'kasuwa.content.declineTitle'}
        translateOptions={{ title: record.title }}
        content={approving ? 'kasuwa.content.approveText' : 'kasuwa.content.declineText'}
        onConfirm={() => {
          setConfirming(false);
          mutation.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function RowActions() {
  const record = useRecordContext<AgronomyContent>();
  const { has } = usePermissionCheck();
  const basename = useBasename();
  if (!record) return null;
  return (
    <RowLinks
      edit={{
        to: `${basename}/agronomy/edit/${record.id}`,
        label: 'kasuwa.content.edit',
        testId: 'content-edit',
        allowed: has(CONTENT_WRITE),
      }}
      remove={{
        to: `${basename}/agronomy/edit/${record.id}`,
        label: 'kasuwa.content.delete',
        testId: 'content-delete',
        allowed: false,
      }}
    />
  );
}

/** agronomy: every content for managers (GET agronomy-contents), one's own for authors (…/current-user), with the spec's filters. */
export function ContentList() {
  const translate = useTranslate();
  const { has } = usePermissionCheck();
  const { identity } = useGetIdentity();
  const basename = useBasename();
  const all = readsEveryContent(typeof identity?.role === 'string' ? identity.role : '');
  const filters = [
    <TextInput key="title" source="title" label="kasuwa.content.fields.title" alwaysOn resettable />,
    <TextInput key="category" source="category" label="kasuwa.content.fields.category" />,
    <SelectInput
      key="fileType"
      source="fileType"
      label="kasuwa.content.fields.fileType"
      choices={FILE_TYPES.map((id) => ({ id, name: `kasuwa.content.fileTypes.${id}` }))}
    />,
    <SelectInput
      key="status"
      source="status"
      label="kasuwa.content.fields.status"
      choices={STATUSES.map((id) => ({ id, name: `kasuwa.content.statuses.${id}` }))}
    />,
    <SelectInput
      key="language"
      source="language"
      label="kasuwa.content.fields.language"
      choices={LANGUAGES.map((id) => ({ id, name: `kasuwa.content.languages.${id}` }))}
    />,
  ];
  return (
    <ConsoleList
      title={translate(all ? 'kasuwa.content.titleAll' : 'kasuwa.content.titleOwn')}
      filters={filters}
      actions={
        <CreateToolbar
          create={{
            to: `${basename}/agronomy/create`,
            label: 'kasuwa.content.create',
            testId: 'content-create',
            allowed: has(CONTENT_WRITE),
          }}
        />
      }
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => `${basename}/agronomy/edit/${id}`}
        empty={
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate('kasuwa.content.empty')}
          </Typography>
        }
        data-testid="contents-list"
      >
        <TextField source="title" label="kasuwa.content.fields.title" sortable={false} />
        <TextField source="category" label="kasuwa.content.fields.category" sortable={false} />
        <FunctionField<AgronomyContent>
          label="kasuwa.content.fields.fileType"
          render={(r) => translate(`kasuwa.content.fileTypes.${r.fileType}`)}
        />
        <FunctionField<AgronomyContent>
          label="kasuwa.content.fields.language"
          render={(r) => translate(`kasuwa.content.languages.${r.language}`)}
        />
        <FunctionField<AgronomyContent>
          label="kasuwa.content.fields.status"
          render={(r) => <StatusChip status={r.status} />}
        />
        <FunctionField<AgronomyContent> label="kasuwa.content.fields.author" render={(r) => r.author?.name ?? '—'} />
        <FormattedDateField source="createdAt" label="kasuwa.content.fields.createdAt" sortable={false} />
        <WrapperField label="kasuwa.content.fields.approval">
          <ApprovalToggle />
        </WrapperField>
        <WrapperField label="kasuwa.content.fields.actions" textAlign="right">
          <RowActions />
        </WrapperField>
      </Datagrid>
    </ConsoleList>
  );
}
