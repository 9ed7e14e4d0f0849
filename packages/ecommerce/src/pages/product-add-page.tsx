// /apps/ecommerce/product/add and /apps/ecommerce/product/edit/{id}: the product form, validated
// with the contract's newProductSchema (the same schema the server checks), saved with POST
// /api/apps/ecommerce/products, or, for an existing product, opened filled in from GET and saved
// with PUT /api/apps/ecommerce/products/{id}.
import { isApiError, isStaleWriteError, newProductSchema, PRODUCT_STATUSES, SHIPPING_TYPES, type NewProduct, type ProductValues } from '@atrium/api';
import { PageHeader, richTextLabels, StaleWriteAlert } from '@atrium/ui-kit';
import { Button, Card, Grid, Group, NumberInput, SegmentedControl, Select, Skeleton, Stack, Switch, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useAddProduct, useUpdateProduct } from '../api/mutations';
import { ecommerceKeys } from '../api/keys';
import { allCategoriesQuery, productQuery } from '../api/queries';
import { serverFieldErrors, zodFormErrors } from '../components/form-errors';
import { NotFoundState } from '../components/not-found-state';
import { statusKey } from '../components/status-colors';
import { QueryError, toastError, toastSuccess } from '../components/table-helpers';
import { PageFrame } from '../lib/page-frame';
import { useEcommerceTranslation, useTranslateMessage } from '../lib/i18n';
import { ecommercePaths, useNavigateTo, type Navigate } from '../lib/link';

// The editor and the drop zone are the heavy parts: they load with this screen only.
// the editor (~100 kB) loads with this field only
const RichTextField = lazy(() => import('@atrium/ui-kit/rich-text').then((m) => ({ default: m.RichTextField })));
const ImageDropZone = lazy(() => import('../components/image-drop-zone'));

type NumberField = number | '';

export interface ProductFormValues {
  productName: string;
  productBrand: string;
  sku: NumberField;
  barcode: string;
  description: string;
  images: string[];
  price: NumberField;
  discountedPrice: NumberField;
  chargeTax: boolean;
  qty: NumberField;
  stock: boolean;
  shippingType: NewProduct['shippingType'];
  weightKg: NumberField;
  category: string;
  status: NewProduct['status'];
  tags: string[];
}

export const emptyProductForm: ProductFormValues = {
  productName: '',
  productBrand: '',
  sku: '',
  barcode: '',
  description: '',
  images: [],
  price: '',
  discountedPrice: '',
  chargeTax: true,
  qty: 0,
  stock: false,
  shippingType: 'seller',
  weightKg: '',
  category: '',
  status: 'Published',
  tags: [],
};

/** Form values as the API body: an empty required number stays invalid, an empty optional one is null. */
export function toNewProductBody(values: ProductFormValues): unknown {
  const required = (n: NumberField) => (n === '' ? Number.NaN : n);
  const optional = (n: NumberField) => (n === '' ? null : n);
  return {
    ...values,
    sku: required(values.sku),
    price: required(values.price),
    qty: required(values.qty),
    discountedPrice: optional(values.discountedPrice),
    weightKg: optional(values.weightKg),
  };
}

/** A stored product's values as the form holds them (an absent optional number is empty). */
export function toProductForm(values: ProductValues): ProductFormValues {
  return { ...values, discountedPrice: values.discountedPrice ?? '', weightKg: values.weightKg ?? '' };
}

export interface ProductAddPageProps {
  /** absent: a new product; present: the product to edit */
  id?: number | undefined;
  navigate?: Navigate;
}

export function ProductAddPage({ id, navigate }: ProductAddPageProps) {
  return <PageFrame navigate={navigate}>{id === undefined ? <ProductForm /> : <ProductEdit id={id} />}</PageFrame>;
}

function ProductEdit({ id }: { id: number }) {
  const { t } = useEcommerceTranslation();
  const product = useQuery(productQuery(id));
  if (product.isPending) return <Skeleton h={480} role="status" aria-label={t('edit.loading')} />;
  if (product.isError) {
    if (isApiError(product.error) && product.error.status === 404) {
      return <NotFoundState title={t('edit.notFound')} description={t('edit.notFoundDescription', { id })} backTo={ecommercePaths.productList} backLabel={t('edit.backToList')} />;
    }
    return <QueryError error={product.error} onRetry={() => product.refetch()} />;
  }
  const { version } = product.data.product;
  // keyed by id and version: another product, or this one reloaded after someone else saved it, opens with its own values
  return <ProductForm key={`${id}:${version ?? ''}`} editing={{ id, name: product.data.product.productName, values: toProductForm(product.data.values), version }} />;
}

function ProductForm({ editing }: { editing?: { id: number; name: string; values: ProductFormValues; version?: number | undefined } }) {
  const { t, i18n } = useEcommerceTranslation();
  const navigateTo = useNavigateTo();
  const categories = useQuery(allCategoriesQuery());
  const add = useAddProduct();
  const update = useUpdateProduct();
  const save = editing ? update : add;
  const translate = useTranslateMessage();
  // someone else saved the product since this editor read it (409): their change is not overwritten
  const [stale, setStale] = useState(false);
  const queryClient = useQueryClient();
  const reload = async () => {
    if (editing) await queryClient.invalidateQueries({ queryKey: ecommerceKeys.product(editing.id) });
    setStale(false);
  };
  const form = useForm<ProductFormValues>({
    initialValues: editing?.values ?? emptyProductForm,
    validate: (values) => zodFormErrors(newProductSchema, toNewProductBody(values), translate),
  });
  const err = (field: keyof ProductFormValues) => {
    const message = form.errors[field];
    return typeof message === 'string' ? message : undefined;
  };
  const input = (field: keyof ProductFormValues) => form.getInputProps(field);

  const submit = form.onSubmit(async (values) => {
    try {
      const body = newProductSchema.parse(toNewProductBody(values));
      // an edit names the version it started from, so a save over someone else's change is refused
      const product = editing ? await update.mutateAsync({ id: editing.id, product: { ...body, ...(editing.version === undefined ? {} : { version: editing.version }) } }) : await add.mutateAsync(body);
      toastSuccess(t(editing ? 'edit.saved' : 'add.saved', { name: product.productName }));
      form.reset();
      navigateTo(`${ecommercePaths.productList}?q=${encodeURIComponent(product.productName)}`);
    } catch (error) {
      if (isStaleWriteError(error)) {
        setStale(true);
        return;
      }
      const fields = serverFieldErrors(error, translate);
      if (fields) form.setErrors(fields);
      else toastError(t('add.saveFailed'));
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <PageHeader
          title={editing ? t('edit.title', { name: editing.name }) : t('add.title')}
          description={editing ? t('edit.description') : t('add.description')}
          actions={
            <Group gap="sm">
              <Button variant="default" onClick={() => navigateTo(ecommercePaths.productList)}>
                {t('actions.discard')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {editing ? t('edit.save') : t('add.publish')}
              </Button>
            </Group>
          }
        />
        {stale && <StaleWriteAlert message={t('edit.staleWrite')} reloadLabel={t('edit.reload')} onReload={() => void reload()} />}
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack>
              <Card withBorder padding="lg">
                <Title order={2} size="h5" mb="md">
                  {t('add.sections.information')}
                </Title>
                <Stack>
                  <TextInput label={t('add.fields.name')} required {...input('productName')} />
                  <Group grow align="flex-start">
                    <TextInput label={t('add.fields.brand')} required {...input('productBrand')} />
                    <NumberInput label={t('add.fields.sku')} required allowDecimal={false} allowNegative={false} {...input('sku')} />
                  </Group>
                  <TextInput label={t('add.fields.barcode')} inputMode="numeric" dir="ltr" {...input('barcode')} />
                  <Suspense fallback={<Skeleton h={200} />}>
                    <RichTextField
                      label={t('add.fields.description')}
                      value={form.getValues().description}
                      onChange={(html) => form.setFieldValue('description', html)}
                      error={err('description')}
                      labels={richTextLabels(t)}
                      dir={i18n.dir()}
                    />
                  </Suspense>
                </Stack>
              </Card>
              <Card withBorder padding="lg">
                <Title order={2} size="h5" mb="md">
                  {t('add.sections.media')}
                </Title>
                <Suspense fallback={<Skeleton h={120} />}>
                  <ImageDropZone label={t('add.fields.images')} value={form.getValues().images} onChange={(images) => form.setFieldValue('images', images)} error={err('images')} />
                </Suspense>
              </Card>
              <Card withBorder padding="lg">
                <Title order={2} size="h5" mb="md">
                  {t('add.sections.inventory')}
                </Title>
                <Stack>
                  <Switch
                    label={t('add.fields.stock')}
                    {...form.getInputProps('stock', { type: 'checkbox' })}
                    onChange={(event) => {
                      const inStock = event.currentTarget.checked;
                      form.setFieldValue('stock', inStock);
                      if (!inStock) form.setFieldValue('qty', 0);
                    }}
                  />
                  <NumberInput label={t('add.fields.qty')} allowDecimal={false} allowNegative={false} disabled={!form.getValues().stock} {...input('qty')} />
                  <Text size="sm" fw={500}>
                    {t('add.fields.shipping')}
                  </Text>
                  <SegmentedControl
                    aria-label={t('add.fields.shipping')}
                    data={SHIPPING_TYPES.map((value) => ({ value, label: t(`add.shipping.${value}`) }))}
                    {...form.getInputProps('shippingType')}
                  />
                  <NumberInput label={t('add.fields.weight')} min={0} decimalScale={2} {...input('weightKg')} />
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack>
              <Card withBorder padding="lg">
                <Title order={2} size="h5" mb="md">
                  {t('add.sections.pricing')}
                </Title>
                <Stack>
                  <NumberInput label={t('add.fields.price')} required min={0} decimalScale={2} fixedDecimalScale prefix="$" {...input('price')} />
                  <NumberInput label={t('add.fields.discountedPrice')} min={0} decimalScale={2} fixedDecimalScale prefix="$" {...input('discountedPrice')} />
                  <Switch label={t('add.fields.chargeTax')} {...form.getInputProps('chargeTax', { type: 'checkbox' })} />
                </Stack>
              </Card>
              <Card withBorder padding="lg">
                <Title order={2} size="h5" mb="md">
                  {t('add.sections.organize')}
                </Title>
                <Stack>
                  <Select
                    label={t('add.fields.category')}
                    required
                    placeholder={categories.isPending ? t('table.loading') : undefined}
                    data={(categories.data?.categories ?? []).map((c) => ({ value: c.name, label: t(`categories.names.${c.name}`, { defaultValue: c.name }) }))}
                    {...input('category')}
                  />
                  <Select
                    label={t('add.fields.status')}
                    allowDeselect={false}
                    data={PRODUCT_STATUSES.map((value) => ({ value, label: t(`status.${statusKey(value)}`) }))}
                    {...input('status')}
                  />
                  <TagsInput label={t('add.fields.tags')} description={t('add.tagsHint')} maxTags={10} {...input('tags')} />
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}
