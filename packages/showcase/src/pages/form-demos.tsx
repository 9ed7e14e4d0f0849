// The live examples of /forms/{demo}. The heavy ones (dates, rich text, drop zone, zod form) are
// lazy modules, so the simple inputs' chunk stays small.
import {
  Autocomplete, Button, Checkbox, Combobox, ColorInput, Grid, Group, InputBase, JsonInput, MultiSelect, NativeSelect,
  NumberInput, PasswordInput, PinInput, Radio, RangeSlider, Rating, SegmentedControl, Select, Slider, Stack, Switch,
  TagsInput, Text, Textarea, TextInput, useCombobox,
} from '@mantine/core';
import { IconAt, IconHeart, IconLock, IconMoodSmile, IconSearch } from '@tabler/icons-react';
import { lazy, useState, type ComponentType } from 'react';
import { useShowcaseT } from '../lib/use-showcase-t';
import type { DemoSectionDef } from './component-demos';

const COUNTRIES = ['Argentina', 'Brazil', 'Canada', 'Egypt', 'France', 'Germany', 'India', 'Israel', 'Japan', 'Jordan', 'Mexico', 'Spain', 'United Kingdom', 'United States'];
const FRUITS = ['apple', 'banana', 'cherry', 'grape', 'mango', 'orange'] as const;

function AutocompleteDemo() {
  const { t } = useShowcaseT();
  const [value, setValue] = useState('');
  return (
    <Stack>
      <Autocomplete label={t('fields.country')} placeholder={t('fields.typeToSearch')} data={COUNTRIES} value={value} onChange={setValue} leftSection={<IconSearch size={14} aria-hidden />} />
      <Autocomplete label={t('fields.email')} placeholder="name@" data={value ? ['gmail.com', 'outlook.com', 'proton.me'].map((d) => `${value.split('@')[0] ?? ''}@${d}`) : []} />
      <Autocomplete label={t('fields.limited')} data={COUNTRIES} limit={3} />
    </Stack>
  );
}

function CheckboxDemo() {
  const { t } = useShowcaseT();
  const [values, setValues] = useState<string[]>(['apple']);
  const all = values.length === FRUITS.length;
  return (
    <Stack>
      <Checkbox label={t('fields.selectAll')} checked={all} indeterminate={values.length > 0 && !all} onChange={() => setValues(all ? [] : [...FRUITS])} />
      <Checkbox.Group value={values} onChange={setValues} label={t('fields.fruits')}>
        <Group mt="xs">
          {FRUITS.map((f) => (
            <Checkbox key={f} value={f} label={t(`demo.fruits.${f}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
function CheckboxColors() {
  const { t } = useShowcaseT();
  return (
    <Stack>
      {(['blue', 'teal', 'orange', 'red'] as const).map((color) => (
        <Checkbox key={color} color={color} defaultChecked label={t(`colors.${color}`)} />
      ))}
      <Checkbox disabled label={t('demo.disabled')} />
    </Stack>
  );
}

function ComboboxDemo() {
  const { t } = useShowcaseT();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const options = COUNTRIES.filter((c) => c.toLowerCase().includes(search.toLowerCase().trim()));
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(v) => {
        setValue(v);
        setSearch(v);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label={t('fields.country')}
          rightSection={<Combobox.Chevron />}
          value={search}
          onChange={(e) => {
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            setSearch(e.currentTarget.value);
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(value ?? '');
          }}
          placeholder={t('fields.typeToSearch')}
          rightSectionPointerEvents="none"
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {options.length > 0 ? options.map((c) => <Combobox.Option value={c} key={c}>{c}</Combobox.Option>) : <Combobox.Empty>{t('fields.nothingFound')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
function TagsDemo() {
  const { t } = useShowcaseT();
  return (
    <Stack>
      <TagsInput label={t('fields.tags')} placeholder={t('fields.enterTag')} defaultValue={['react', 'mantine']} />
      <MultiSelect label={t('fields.countries')} data={COUNTRIES} defaultValue={['Israel', 'Jordan']} searchable clearable />
    </Stack>
  );
}

function CustomInputDemo() {
  const { t } = useShowcaseT();
  const [plan, setPlan] = useState('basic');
  return (
    <Stack>
      <Radio.Group value={plan} onChange={setPlan} label={t('fields.plan')}>
        <Group mt="xs" grow>
          {['basic', 'pro', 'team'].map((p) => (
            <Radio.Card key={p} value={p} p="md" radius="md" withBorder>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                {/* a radio card is a button: its lines are spans, not a bold paragraph axe takes for a heading */}
                <div>
                  <Text component="span" display="block" fw={600}>
                    {t(`demo.plans.${p}`)}
                  </Text>
                  <Text component="span" display="block" size="xs" c="dimmed">
                    {t('demo.planHint')}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Group>
      </Radio.Group>
      <Group>
        <Text size="sm">{t('fields.pin')}</Text>
        <PinInput length={4} type="number" aria-label={t('fields.pin')} />
      </Group>
      <ColorInput label={t('fields.color')} defaultValue="#7367f0" eyeDropperButtonProps={{ 'aria-label': t('fields.pickFromScreen') }} />
    </Stack>
  );
}

function FormLayoutVertical() {
  const { t } = useShowcaseT();
  const [sent, setSent] = useState(false);
  return (
    <form onSubmit={(e) => { e.preventDefault(); setSent(true); }}>
      <Stack>
        <TextInput label={t('fields.name')} required />
        <TextInput label={t('fields.email')} type="email" leftSection={<IconAt size={14} aria-hidden />} required />
        <PasswordInput label={t('fields.password')} leftSection={<IconLock size={14} aria-hidden />} required />
        <Checkbox label={t('fields.remember')} />
        <Group>
          <Button type="submit">{t('actions.submit')}</Button>
          <Button type="reset" variant="default" onClick={() => setSent(false)}>{t('actions.reset')}</Button>
        </Group>
        {sent ? <Text c="teal" role="status">{t('demo.submitted')}</Text> : null}
      </Stack>
    </form>
  );
}
function FormLayoutGrid() {
  const { t } = useShowcaseT();
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}><TextInput label={t('fields.firstName')} /></Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}><TextInput label={t('fields.lastName')} /></Grid.Col>
        <Grid.Col span={12}><TextInput label={t('fields.address')} /></Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}><Select label={t('fields.country')} data={COUNTRIES} searchable /></Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}><NumberInput label={t('fields.zip')} hideControls /></Grid.Col>
        <Grid.Col span={12}><Button type="submit">{t('actions.save')}</Button></Grid.Col>
      </Grid>
    </form>
  );
}

function RadioDemo() {
  const { t } = useShowcaseT();
  const [value, setValue] = useState('apple');
  return (
    <Stack>
      <Radio.Group value={value} onChange={setValue} label={t('fields.favoriteFruit')} description={t('demo.selectedValue', { value: t(`demo.fruits.${value}`) })}>
        <Stack mt="xs" gap="xs">
          {FRUITS.slice(0, 4).map((f) => (
            <Radio key={f} value={f} label={t(`demo.fruits.${f}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Group>
        {(['blue', 'teal', 'red'] as const).map((color) => (
          <Radio key={color} color={color} defaultChecked label={t(`colors.${color}`)} name={`radio-${color}`} />
        ))}
      </Group>
    </Stack>
  );
}

function RangeSliderDemo() {
  const { t, money } = useShowcaseT();
  const [value, setValue] = useState<[number, number]>([200, 700]);
  return (
    <Stack gap="xl">
      <RangeSlider min={0} max={1000} step={10} value={value} onChange={setValue} label={(v) => money(v)} thumbFromLabel={t('fields.min')} thumbToLabel={t('fields.max')} />
      <Text size="sm">{t('demo.range', { from: money(value[0]), to: money(value[1]) })}</Text>
      <RangeSlider color="teal" defaultValue={[20, 60]} marks={[{ value: 20, label: '20%' }, { value: 50, label: '50%' }, { value: 80, label: '80%' }]} thumbFromLabel={t('fields.min')} thumbToLabel={t('fields.max')} />
    </Stack>
  );
}
function SliderDemo() {
  const { t } = useShowcaseT();
  const [value, setValue] = useState(40);
  return (
    <Stack gap="xl">
      <Slider value={value} onChange={setValue} thumbLabel={t('fields.volume')} />
      <Text size="sm">{t('demo.value', { value })}</Text>
      <Slider color="orange" step={25} defaultValue={50} marks={[0, 25, 50, 75, 100].map((v) => ({ value: v, label: `${v}%` }))} thumbLabel={t('fields.volume')} />
      <Slider disabled defaultValue={30} thumbLabel={t('demo.disabled')} />
    </Stack>
  );
}
function RatingDemo() {
  const { t } = useShowcaseT();
  const [value, setValue] = useState(3);
  return (
    <Stack>
      <Group>
        <Rating value={value} onChange={setValue} aria-label={t('fields.rating')} />
        <Text size="sm">{t('demo.value', { value })}</Text>
      </Group>
      <Rating defaultValue={2.5} fractions={2} color="teal" aria-label={t('fields.rating')} />
      <Rating defaultValue={4} emptySymbol={<IconHeart size={20} aria-hidden />} fullSymbol={<IconHeart size={20} fill="currentColor" color="var(--mantine-color-red-6)" aria-hidden />} aria-label={t('fields.rating')} />
      <Rating value={4} readOnly size="lg" role="img" aria-label={t('fields.rating')} />
    </Stack>
  );
}
function SelectDemo() {
  const { t } = useShowcaseT();
  return (
    <Stack>
      <Select label={t('fields.country')} data={COUNTRIES} searchable clearable placeholder={t('fields.pick')} nothingFoundMessage={t('fields.nothingFound')} />
      <Select label={t('fields.grouped')} data={[{ group: t('demo.groupFruits'), items: FRUITS.map((f) => ({ value: f, label: t(`demo.fruits.${f}`) })) }, { group: t('demo.groupOther'), items: [{ value: 'nuts', label: t('demo.nuts') }] }]} />
      <MultiSelect label={t('fields.countries')} data={COUNTRIES} searchable />
      <NativeSelect label={t('fields.native')} data={COUNTRIES.slice(0, 5)} />
      <SegmentedControl data={FRUITS.slice(0, 3).map((f) => ({ value: f, label: t(`demo.fruits.${f}`) }))} aria-label={t('fields.favoriteFruit')} />
    </Stack>
  );
}
function SwitchDemo() {
  const { t } = useShowcaseT();
  const [on, setOn] = useState(true);
  return (
    <Stack>
      <Switch checked={on} onChange={(e) => setOn(e.currentTarget.checked)} label={t(on ? 'demo.on' : 'demo.off')} />
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Switch key={size} size={size} defaultChecked label={size} onLabel={t('demo.onShort')} offLabel={t('demo.offShort')} />
      ))}
      <Switch color="teal" defaultChecked label={t('colors.teal')} thumbIcon={<IconMoodSmile size={12} aria-hidden />} />
      <Switch disabled label={t('demo.disabled')} />
    </Stack>
  );
}
function TextareaDemo() {
  const { t } = useShowcaseT();
  const [value, setValue] = useState('');
  const max = 200;
  return (
    <Stack>
      <Textarea label={t('fields.bio')} value={value} onChange={(e) => setValue(e.currentTarget.value.slice(0, max))} description={t('demo.chars', { count: value.length, max })} autosize minRows={3} maxRows={8} />
      <Textarea label={t('fields.comment')} error={t('validation.required')} />
      <JsonInput label={t('fields.json')} formatOnBlur defaultValue={'{ "a": 1 }'} validationError={t('validation.json')} />
    </Stack>
  );
}
function TextFieldDemo() {
  const { t } = useShowcaseT();
  return (
    <Stack>
      <TextInput label={t('fields.name')} placeholder={t('fields.name')} />
      <TextInput label={t('fields.email')} leftSection={<IconAt size={14} aria-hidden />} description={t('demo.emailHint')} />
      <TextInput label={t('fields.withError')} error={t('validation.required')} />
      <TextInput label={t('demo.disabled')} disabled value={t('demo.readOnlyValue')} readOnly />
      <PasswordInput label={t('fields.password')} />
      <NumberInput label={t('fields.amount')} prefix="$" thousandSeparator min={0} defaultValue={1200} />
      <Group grow>
        {(['default', 'filled', 'unstyled'] as const).map((variant) => (
          <TextInput key={variant} variant={variant} label={t(`variants.${variant}`)} placeholder={t(`variants.${variant}`)} />
        ))}
      </Group>
    </Stack>
  );
}

const lazySection = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

export const FORM_DEMOS = {
  autocomplete: [{ title: 'basic', Body: AutocompleteDemo }],
  checkbox: [
    { title: 'basic', Body: CheckboxDemo },
    { title: 'colors', Body: CheckboxColors },
  ],
  combobox: [
    { title: 'searchable', Body: ComboboxDemo },
    { title: 'tags', Body: TagsDemo },
  ],
  'custom-input': [{ title: 'custom', Body: CustomInputDemo }],
  'date-time-picker': [{ title: 'pickers', Body: lazySection(() => import('./form-demos/date-time-demo')) }],
  editors: [{ title: 'richText', Body: lazySection(() => import('./form-demos/editor-demo')) }],
  'file-input': [{ title: 'upload', Body: lazySection(() => import('./form-demos/file-input-demo')) }],
  'form-layouts': [
    { title: 'vertical', Body: FormLayoutVertical },
    { title: 'grid', Body: FormLayoutGrid },
  ],
  'form-validation': [{ title: 'validation', Body: lazySection(() => import('./form-demos/validation-demo')) }],
  radio: [{ title: 'basic', Body: RadioDemo }],
  'range-slider': [{ title: 'basic', Body: RangeSliderDemo }],
  rating: [{ title: 'basic', Body: RatingDemo }],
  select: [{ title: 'basic', Body: SelectDemo }],
  slider: [{ title: 'basic', Body: SliderDemo }],
  switch: [{ title: 'basic', Body: SwitchDemo }],
  textarea: [{ title: 'basic', Body: TextareaDemo }],
  textfield: [{ title: 'basic', Body: TextFieldDemo }],
} satisfies Record<string, DemoSectionDef[]>;

export type FormDemo = keyof typeof FORM_DEMOS;
export const FORM_DEMO_NAMES = Object.keys(FORM_DEMOS) as FormDemo[];
export const isFormDemo = (name: string): name is FormDemo => name in FORM_DEMOS;
