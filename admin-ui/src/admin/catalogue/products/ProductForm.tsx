import type { ReactNode } from 'react';
import { Box, Divider, Stack, Typography } from '@mui/material';
import {
  CheckboxGroupInput,
  NumberInput,
  SimpleForm,
  TextInput,
  maxLength,
  minLength,
  minValue,
  regex,
  required,
  useTranslate,
} from 'react-admin';
import { NativeSelectInput } from '../shared/NativeSelectInput';
import { useChoices, useReferenceList, type ReferenceList } from '../shared/reference';
import { PhotosInput } from './PhotosInput';
import { PRICE, PRODUCT_NAME, productFormDefaults } from './productFormData';
import { ProductCategoryInputs } from './ProductCategoryInputs';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 1, mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
      <Divider sx={{ mt: 1 }} />
    </Box>
  );
}

function ReferenceSelect({
  list,
  source,
  label,
  testId,
}: {
  list: ReferenceList;
  source: string;
  label: string;
  testId: string;
}) {
  const translate = useTranslate();
  const items = useReferenceList(list);
  return (
    <NativeSelectInput
      source={source}
      label={label}
      choices={useChoices(items.data)}
      validate={required()}
      emptyLabel={translate('kasuwa.catalogue.products.choose')}
      testId={testId}
    />
  );
}

/** At least one box ticked, with a message naming the list. */
const atLeastOne = (message: string) => (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? undefined : message;

function ReferenceCheckboxes({
  list,
  source,
  label,
  testId,
}: {
  list: ReferenceList;
  source: string;
  label: string;
  testId: string;
}) {
  const items = useReferenceList(list);
  return (
    <Box data-testid={testId} sx={{ width: '100%' }}>
      <CheckboxGroupInput
        source={source}
        label={label}
        choices={useChoices(items.data)}
        translateChoice={false}
        validate={atLeastOne('kasuwa.catalogue.products.validation.atLeastOne')}
        isPending={items.isPending}
      />
    </Box>
  );
}

const wholeNumber = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value))
    ? undefined
    : 'kasuwa.catalogue.products.validation.wholeNumber';

/**
 * Every field of the product as the API checks it (name 3 to 25 letters, description of 10 characters
 * or more, storage condition of 5 or more, the reference lists, a decimal price, the place, photos).
 * The server's own field errors show under the same fields.
 */
export function ProductForm({ testId, edit = false }: { testId: string; edit?: boolean }) {
  const twoColumns = {
    display: 'grid',
    gap: 2,
    width: '100%',
    gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  } as const;
  return (
    <SimpleForm
      sx={{ maxWidth: 920 }}
      data-testid={testId}
      defaultValues={productFormDefaults}
      resetOptions={edit ? { keepDirtyValues: true } : undefined}
    >
      <Section title="kasuwa.catalogue.products.sections.product">
        <TextInput
          source="name"
          label="kasuwa.catalogue.fields.name"
          helperText="kasuwa.catalogue.products.nameHelp"
          validate={[required(), regex(PRODUCT_NAME, 'kasuwa.catalogue.products.validation.name')]}
          fullWidth
          data-testid="product-name-input"
        />
        <TextInput
          source="description"
          label="kasuwa.catalogue.fields.description"
          validate={[required(), minLength(10, 'kasuwa.catalogue.products.validation.description'), maxLength(4000)]}
          multiline
          minRows={3}
          fullWidth
          data-testid="product-description"
        />
        <TextInput
          source="storageCondition"
          label="kasuwa.catalogue.fields.storageCondition"
          validate={[
            required(),
            minLength(5, 'kasuwa.catalogue.products.validation.storageCondition'),
            maxLength(1000),
          ]}
          multiline
          fullWidth
          data-testid="product-storage"
        />
      </Section>
      <Section title="kasuwa.catalogue.products.sections.classification">
        <ProductCategoryInputs />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
          <ReferenceSelect list="types" source="typeId" label="kasuwa.catalogue.fields.type" testId="product-type" />
          <ReferenceSelect list="forms" source="formId" label="kasuwa.catalogue.fields.form" testId="product-form" />
        </Stack>
      </Section>
      <Section title="kasuwa.catalogue.products.sections.packaging">
        <ReferenceCheckboxes
          list="sizes"
          source="sizeIds"
          label="kasuwa.catalogue.fields.sizes"
          testId="product-sizes"
        />
        <ReferenceCheckboxes
          list="deliveryMethods"
          source="deliveryMethodIds"
          label="kasuwa.catalogue.fields.deliveryMethods"
          testId="product-delivery-methods"
        />
        <ReferenceCheckboxes
          list="usages"
          source="usageIds"
          label="kasuwa.catalogue.fields.usages"
          testId="product-usages"
        />
      </Section>
      <Section title="kasuwa.catalogue.products.sections.offer">
        <Box sx={twoColumns}>
          <TextInput
            source="price"
            label="kasuwa.catalogue.fields.price"
            helperText="kasuwa.catalogue.products.priceHelp"
            validate={[required(), regex(PRICE, 'kasuwa.catalogue.products.validation.price')]}
            data-testid="product-price"
          />
          <NumberInput
            source="quantity"
            label="kasuwa.catalogue.fields.quantity"
            validate={[required(), minValue(0), wholeNumber]}
            min={0}
            step={1}
            data-testid="product-quantity"
          />
        </Box>
        <TextInput
          source="location"
          label="kasuwa.catalogue.fields.location"
          helperText="kasuwa.catalogue.products.locationHelp"
          validate={[required(), maxLength(200)]}
          fullWidth
          data-testid="product-location"
        />
      </Section>
      <Section title="kasuwa.catalogue.products.sections.photos">
        <PhotosInput />
      </Section>
    </SimpleForm>
  );
}
