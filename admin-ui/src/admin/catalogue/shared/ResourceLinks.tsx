import { useRecordContext } from 'react-admin';
import { CreateToolbar, RowLinks } from '../../shared/RowLinks';
import { usePermissionCheck } from '../../permissions';
import { useCataloguePaths } from '../paths';

/** The catalogue resources whose list creates, edits and deletes: their messages, permissions and paths go by name. */
const RESOURCES = {
  category: { name: 'categories', create: 'categoryCreate', edit: 'categoryEdit', remove: 'categoryDelete' },
  product: { name: 'products', create: 'productCreate', edit: 'productEdit', remove: 'productDelete' },
} as const;
type Of = keyof typeof RESOURCES;

/** The list's toolbar: its "create" button for those who may create (test id `<of>-create`). */
export function CreateActions({ of }: { of: Of }) {
  const { has } = usePermissionCheck();
  const paths = useCataloguePaths();
  const { name, create } = RESOURCES[of];
  return (
    <CreateToolbar
      create={{
        to: paths[create],
        label: `kasuwa.catalogue.${name}.create`,
        testId: `${of}-create`,
        allowed: has(`${name}:create`),
      }}
    />
  );
}

/** A row's edit and delete links for those who may (test ids `<of>-edit`, `<of>-delete-button`). */
export function EditDeleteLinks({ of }: { of: Of }) {
  const record = useRecordContext();
  const { has } = usePermissionCheck();
  const paths = useCataloguePaths();
  if (!record) return null;
  const { name, edit, remove } = RESOURCES[of];
  return (
    <RowLinks
      edit={{
        to: paths[edit](record.id),
        label: `kasuwa.catalogue.${name}.edit`,
        testId: `${of}-edit`,
        allowed: has(`${name}:edit`),
      }}
      remove={{
        to: paths[remove](record.id),
        label: `kasuwa.catalogue.${name}.delete`,
        testId: `${of}-delete-button`,
        allowed: has(`${name}:delete`),
      }}
    />
  );
}
