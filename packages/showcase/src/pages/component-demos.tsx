// The live examples of /components/{demo}: each demo is a list of sections, each section a small
// component, so one page component renders them all and nothing is copied between pages.
import {
  Accordion, ActionIcon, Alert, Avatar, Badge, Button, Chip, Group, List, Loader, Menu, Modal, Pagination, Progress,
  RingProgress, Stack, Tabs, Text, TextInput, ThemeIcon, Timeline, Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle, IconCheck, IconCircleCheck, IconDots, IconGitBranch, IconGitCommit, IconInfoCircle, IconMessage,
  IconPhoto, IconSettings, IconStar, IconTrash, IconUser,
} from '@tabler/icons-react';
import { useEffect, useState, type ComponentType } from 'react';
import { useShowcaseT } from '../lib/use-showcase-t';

const COLORS = ['blue', 'teal', 'green', 'orange', 'red', 'grape', 'gray'] as const;
const VARIANTS = ['filled', 'light', 'outline', 'subtle', 'default', 'transparent'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const PEOPLE = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Linus Torvalds'];

export interface DemoSectionDef {
  /** key under `sections.` */
  title: string;
  Body: ComponentType;
}

function AlertColors() {
  const { t } = useShowcaseT();
  return (
    <Stack gap="xs">
      {(['blue', 'green', 'orange', 'red'] as const).map((color) => (
        <Alert key={color} color={color} icon={<IconInfoCircle aria-hidden />} title={t(`colors.${color}`)}>
          {t('demo.alertBody')}
        </Alert>
      ))}
    </Stack>
  );
}
function AlertVariants() {
  const { t } = useShowcaseT();
  return (
    <Stack gap="xs">
      {(['filled', 'light', 'outline', 'default', 'white'] as const).map((variant) => (
        <Alert key={variant} variant={variant} color="blue" title={t(`variants.${variant}`)}>
          {t('demo.alertBody')}
        </Alert>
      ))}
    </Stack>
  );
}
function AlertClosable() {
  const { t } = useShowcaseT();
  const [open, setOpen] = useState(true);
  return open ? (
    <Alert color="teal" withCloseButton closeButtonLabel={t('actions.close')} onClose={() => setOpen(false)} icon={<IconCircleCheck aria-hidden />} title={t('demo.saved')}>
      {t('demo.alertBody')}
    </Alert>
  ) : (
    <Button variant="light" onClick={() => setOpen(true)}>{t('actions.reset')}</Button>
  );
}

function AvatarSizes() {
  return (
    <Group>
      {SIZES.map((size, i) => (
        <Avatar key={size} size={size} color={COLORS[i]} name={PEOPLE[i]} />
      ))}
    </Group>
  );
}
function AvatarVariants() {
  const { t } = useShowcaseT();
  return (
    <Stack>
      <Group>
        {(['filled', 'light', 'outline', 'white', 'default'] as const).map((variant) => (
          <Avatar key={variant} variant={variant} color="blue" role="img" aria-label={t(`variants.${variant}`)}>
            <IconUser size={18} aria-hidden />
          </Avatar>
        ))}
      </Group>
      <Avatar.Group>
        {PEOPLE.slice(0, 4).map((name) => (
          <Tooltip key={name} label={name} withArrow>
            <Avatar name={name} color="initials" />
          </Tooltip>
        ))}
        <Avatar>+5</Avatar>
      </Avatar.Group>
    </Stack>
  );
}

function BadgeVariants() {
  const { t } = useShowcaseT();
  return (
    <Group>
      {(['filled', 'light', 'outline', 'dot', 'default', 'white'] as const).map((variant) => (
        <Badge key={variant} variant={variant}>{t(`variants.${variant}`)}</Badge>
      ))}
    </Group>
  );
}
function BadgeColors() {
  const { t } = useShowcaseT();
  return (
    <Group>
      {COLORS.map((color) => (
        <Badge key={color} color={color} leftSection={<IconStar size={12} aria-hidden />}>{t(`colors.${color}`)}</Badge>
      ))}
    </Group>
  );
}
function BadgeSizes() {
  return (
    <Group>
      {SIZES.map((size) => (
        <Badge key={size} size={size} radius="sm">{size}</Badge>
      ))}
    </Group>
  );
}

function ButtonVariants() {
  const { t } = useShowcaseT();
  return (
    <Group>
      {VARIANTS.map((variant) => (
        <Button key={variant} variant={variant}>{t(`variants.${variant}`)}</Button>
      ))}
    </Group>
  );
}
function ButtonColors() {
  const { t } = useShowcaseT();
  return (
    <Group>
      {COLORS.map((color) => (
        <Button key={color} color={color}>{t(`colors.${color}`)}</Button>
      ))}
    </Group>
  );
}
function ButtonStates() {
  const { t } = useShowcaseT();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const id = setTimeout(() => setLoading(false), 1500);
    return () => clearTimeout(id);
  }, [loading]);
  return (
    <Group>
      <Button leftSection={<IconCheck size={16} aria-hidden />}>{t('actions.save')}</Button>
      <Button color="red" rightSection={<IconTrash size={16} aria-hidden />}>{t('actions.delete')}</Button>
      <Button loading={loading} onClick={() => setLoading(true)}>{t('actions.load')}</Button>
      <Button disabled>{t('demo.disabled')}</Button>
      <ActionIcon variant="light" aria-label={t('actions.settings')} size="lg">
        <IconSettings size={18} aria-hidden />
      </ActionIcon>
      <Button.Group>
        <Button variant="default">1</Button>
        <Button variant="default">2</Button>
        <Button variant="default">3</Button>
      </Button.Group>
    </Group>
  );
}

function ChipSingle() {
  const { t } = useShowcaseT();
  const [value, setValue] = useState('react');
  return (
    <Chip.Group multiple={false} value={value} onChange={setValue}>
      <Group>
        {['react', 'vue', 'angular', 'svelte'].map((v) => (
          <Chip key={v} value={v}>{t(`demo.frameworks.${v}`)}</Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
function ChipMultiple() {
  const { t } = useShowcaseT();
  const [value, setValue] = useState<string[]>(['blue']);
  return (
    <Stack>
      <Chip.Group multiple value={value} onChange={setValue}>
        <Group>
          {COLORS.slice(0, 5).map((color) => (
            <Chip key={color} value={color} color={color} variant="light">{t(`colors.${color}`)}</Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="sm" c="dimmed">{t('demo.selected', { count: value.length })}</Text>
    </Stack>
  );
}

function DialogBasic() {
  const { t } = useShowcaseT();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open}>{t('actions.openDialog')}</Button>
      <Modal opened={opened} onClose={close} title={t('demo.dialogTitle')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
        <Text mb="md">{t('demo.dialogBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>{t('actions.cancel')}</Button>
          <Button onClick={close}>{t('actions.confirm')}</Button>
        </Group>
      </Modal>
    </>
  );
}
function DialogForm() {
  const { t } = useShowcaseT();
  const [opened, { open, close }] = useDisclosure(false);
  const [name, setName] = useState('');
  const [saved, setSaved] = useState('');
  return (
    <Stack align="flex-start">
      <Button variant="light" onClick={open}>{t('actions.editName')}</Button>
      {saved ? <Text size="sm">{t('demo.hello', { name: saved })}</Text> : null}
      <Modal opened={opened} onClose={close} title={t('actions.editName')} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setSaved(name);
            close();
          }}
        >
          <TextInput label={t('fields.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required data-autofocus />
          <Group justify="flex-end" mt="md">
            <Button type="submit">{t('actions.save')}</Button>
          </Group>
        </form>
      </Modal>
    </Stack>
  );
}
function DialogFullscreen() {
  const { t } = useShowcaseT();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="outline" onClick={open}>{t('demo.fullscreen')}</Button>
      <Modal opened={opened} onClose={close} fullScreen title={t('demo.fullscreen')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
        <Text>{t('demo.dialogBody')}</Text>
      </Modal>
    </>
  );
}

function AccordionDemo({ variant }: { variant: 'default' | 'contained' | 'separated' | 'filled' }) {
  const { t } = useShowcaseT();
  return (
    <Accordion variant={variant} defaultValue="q1">
      {['q1', 'q2', 'q3'].map((q) => (
        <Accordion.Item key={q} value={q}>
          <Accordion.Control>{t(`demo.panels.${q}`)}</Accordion.Control>
          <Accordion.Panel>{t('demo.panelBody')}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function ListBasic() {
  return (
    <List spacing="xs">
      {PEOPLE.map((p) => (
        <List.Item key={p}>{p}</List.Item>
      ))}
    </List>
  );
}
function ListIcons() {
  return (
    <List spacing="sm" center icon={<ThemeIcon color="teal" size={22} radius="xl"><IconCheck size={14} aria-hidden /></ThemeIcon>}>
      {PEOPLE.map((p, i) => (
        <List.Item key={p}>
          <Group gap="sm">
            <Avatar size="sm" name={p} color={COLORS[i]} />
            <Text size="sm">{p}</Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
function ListOrdered() {
  const { t } = useShowcaseT();
  return (
    <List type="ordered" spacing="xs">
      {['step1', 'step2', 'step3'].map((s) => (
        <List.Item key={s}>{t(`demo.steps.${s}`)}</List.Item>
      ))}
    </List>
  );
}

function MenuDemo() {
  const { t } = useShowcaseT();
  const [last, setLast] = useState('');
  return (
    <Group>
      <Menu shadow="md" width={200}>
        <Menu.Target>
          <Button>{t('demo.openMenu')}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('demo.application')}</Menu.Label>
          <Menu.Item leftSection={<IconSettings size={14} aria-hidden />} onClick={() => setLast(t('actions.settings'))}>{t('actions.settings')}</Menu.Item>
          <Menu.Item leftSection={<IconMessage size={14} aria-hidden />} onClick={() => setLast(t('demo.messages'))}>{t('demo.messages')}</Menu.Item>
          <Menu.Item leftSection={<IconPhoto size={14} aria-hidden />} onClick={() => setLast(t('demo.gallery'))}>{t('demo.gallery')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setLast(t('actions.delete'))}>{t('actions.delete')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-end" trigger="hover">
        <Menu.Target>
          <ActionIcon variant="default" aria-label={t('demo.moreActions')}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setLast(t('actions.edit'))}>{t('actions.edit')}</Menu.Item>
          <Menu.Item onClick={() => setLast(t('actions.share'))}>{t('actions.share')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {last ? <Text size="sm" aria-live="polite">{t('demo.chosen', { item: last })}</Text> : null}
    </Group>
  );
}

function PaginationDemo() {
  const { t } = useShowcaseT();
  const [page, setPage] = useState(3);
  return (
    <Stack>
      <Pagination total={10} value={page} onChange={setPage} getControlProps={(c) => ({ 'aria-label': t(`demo.pager.${c}`) })} />
      <Pagination total={10} value={page} onChange={setPage} radius="xl" color="teal" withEdges getControlProps={(c) => ({ 'aria-label': t(`demo.pager.${c}`) })} />
      <Pagination total={10} value={page} onChange={setPage} size="sm" siblings={2} variant="outline" getControlProps={(c) => ({ 'aria-label': t(`demo.pager.${c}`) })} />
      <Text size="sm">{t('demo.page', { page })}</Text>
    </Stack>
  );
}

function useTicker(step = 10) {
  const [value, setValue] = useState(20);
  useEffect(() => {
    const id = setInterval(() => setValue((v) => (v >= 100 ? 0 : v + step)), 800);
    return () => clearInterval(id);
  }, [step]);
  return value;
}
function RingDemo() {
  const { t } = useShowcaseT();
  const value = useTicker();
  return (
    <Group>
      {COLORS.slice(0, 4).map((color, i) => (
        <RingProgress key={color} size={90} thickness={8} roundCaps sections={[{ value: (value + i * 20) % 100, color }]} label={<Text ta="center" size="xs">{(value + i * 20) % 100}%</Text>} role="img" aria-label={t('demo.progress')} />
      ))}
      <RingProgress size={90} sections={[{ value: 40, color: 'blue' }, { value: 25, color: 'teal' }, { value: 15, color: 'orange' }]} role="img" aria-label={t('demo.progress')} />
    </Group>
  );
}
function LoaderDemo() {
  const { t } = useShowcaseT();
  return (
    <Group>
      {(['oval', 'bars', 'dots'] as const).map((type) => (
        <Loader key={type} type={type} role="img" aria-label={t('demo.loading')} />
      ))}
      {SIZES.map((size) => (
        <Loader key={size} size={size} color="teal" role="img" aria-label={t('demo.loading')} />
      ))}
    </Group>
  );
}
function LinearDemo() {
  const { t } = useShowcaseT();
  const value = useTicker(5);
  return (
    <Stack>
      {COLORS.slice(0, 4).map((color) => (
        <Progress key={color} value={value} color={color} aria-label={t('demo.progress')} />
      ))}
      <Progress value={70} striped animated size="lg" aria-label={t('demo.progress')} />
      <Progress.Root size="xl">
        <Progress.Section value={35} color="blue" aria-label={t('demo.progress')}><Progress.Label>35%</Progress.Label></Progress.Section>
        <Progress.Section value={28} color="teal" aria-label={t('demo.progress')}><Progress.Label>28%</Progress.Label></Progress.Section>
        <Progress.Section value={15} color="orange" aria-label={t('demo.progress')}><Progress.Label>15%</Progress.Label></Progress.Section>
      </Progress.Root>
    </Stack>
  );
}

function SnackbarDemo() {
  const { t } = useShowcaseT();
  const kinds = [
    { key: 'info', color: 'blue', icon: <IconInfoCircle size={18} aria-hidden /> },
    { key: 'success', color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
    { key: 'warning', color: 'orange', icon: <IconAlertCircle size={18} aria-hidden /> },
    { key: 'error', color: 'red', icon: <IconAlertCircle size={18} aria-hidden /> },
  ] as const;
  return (
    <Group>
      {kinds.map((k) => (
        <Button key={k.key} color={k.color} variant="light" onClick={() => notifications.show({ color: k.color, icon: k.icon, title: t(`demo.toast.${k.key}`), message: t('demo.toastBody') })}>
          {t(`demo.toast.${k.key}`)}
        </Button>
      ))}
      <Button variant="default" onClick={() => notifications.show({ message: t('demo.toastBody'), loading: true, autoClose: 2000 })}>{t('demo.loading')}</Button>
    </Group>
  );
}

function TabsDemo({ variant, orientation = 'horizontal' }: { variant: 'default' | 'outline' | 'pills'; orientation?: 'horizontal' | 'vertical' }) {
  const { t } = useShowcaseT();
  const tabs = [
    { value: 'gallery', icon: IconPhoto },
    { value: 'messages', icon: IconMessage },
    { value: 'settings', icon: IconSettings },
  ];
  return (
    <Tabs defaultValue="gallery" variant={variant} orientation={orientation}>
      <Tabs.List>
        {tabs.map(({ value, icon: Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={14} aria-hidden />}>{t(`demo.tabs.${value}`)}</Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ value }) => (
        <Tabs.Panel key={value} value={value} p="sm">
          {t('demo.tabBody', { tab: t(`demo.tabs.${value}`) })}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function TimelineDemo({ color = 'blue' }: { color?: string }) {
  const { t } = useShowcaseT();
  const items = [
    { key: 'branch', icon: IconGitBranch },
    { key: 'commit', icon: IconGitCommit },
    { key: 'review', icon: IconMessage },
    { key: 'merge', icon: IconCheck },
  ];
  return (
    <Timeline active={1} bulletSize={24} lineWidth={2} color={color}>
      {items.map(({ key, icon: Icon }, i) => (
        <Timeline.Item key={key} bullet={<Icon size={12} aria-hidden />} title={t(`demo.timeline.${key}`)}>
          <Text c="dimmed" size="sm">{t('demo.timelineBody')}</Text>
          <Text size="xs" mt={4}>{t('demo.hoursAgo', { count: (i + 1) * 2 })}</Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function TooltipDemo() {
  const { t } = useShowcaseT();
  const positions = ['top', 'right', 'bottom', 'left'] as const;
  return (
    <Group>
      {positions.map((position) => (
        <Tooltip key={position} label={t(`demo.positions.${position}`)} position={position} withArrow>
          <Button variant="default">{t(`demo.positions.${position}`)}</Button>
        </Tooltip>
      ))}
      <Tooltip label={t('demo.tooltipMultiline')} multiline w={220} color="teal" transitionProps={{ transition: 'pop', duration: 200 }}>
        <Button variant="light" color="teal">{t('demo.multiline')}</Button>
      </Tooltip>
    </Group>
  );
}

export const COMPONENT_DEMOS = {
  alert: [
    { title: 'colors', Body: AlertColors },
    { title: 'variants', Body: AlertVariants },
    { title: 'closable', Body: AlertClosable },
  ],
  avatar: [
    { title: 'sizes', Body: AvatarSizes },
    { title: 'variants', Body: AvatarVariants },
  ],
  badge: [
    { title: 'variants', Body: BadgeVariants },
    { title: 'colors', Body: BadgeColors },
    { title: 'sizes', Body: BadgeSizes },
  ],
  button: [
    { title: 'variants', Body: ButtonVariants },
    { title: 'colors', Body: ButtonColors },
    { title: 'states', Body: ButtonStates },
  ],
  chip: [
    { title: 'single', Body: ChipSingle },
    { title: 'multiple', Body: ChipMultiple },
  ],
  dialog: [
    { title: 'basic', Body: DialogBasic },
    { title: 'form', Body: DialogForm },
    { title: 'fullscreen', Body: DialogFullscreen },
  ],
  'expansion-panel': (['default', 'contained', 'separated', 'filled'] as const).map((variant) => ({
    title: variant,
    Body: () => <AccordionDemo variant={variant} />,
  })),
  list: [
    { title: 'basic', Body: ListBasic },
    { title: 'withIcon', Body: ListIcons },
    { title: 'ordered', Body: ListOrdered },
  ],
  menu: [{ title: 'basic', Body: MenuDemo }],
  pagination: [{ title: 'variants', Body: PaginationDemo }],
  'progress-circular': [
    { title: 'ring', Body: RingDemo },
    { title: 'loader', Body: LoaderDemo },
  ],
  'progress-linear': [{ title: 'variants', Body: LinearDemo }],
  snackbar: [{ title: 'colors', Body: SnackbarDemo }],
  tabs: [
    { title: 'default', Body: () => <TabsDemo variant="default" /> },
    { title: 'outline', Body: () => <TabsDemo variant="outline" /> },
    { title: 'pills', Body: () => <TabsDemo variant="pills" /> },
    { title: 'vertical', Body: () => <TabsDemo variant="default" orientation="vertical" /> },
  ],
  timeline: [
    { title: 'basic', Body: () => <TimelineDemo /> },
    { title: 'colors', Body: () => <TimelineDemo color="teal" /> },
  ],
  tooltip: [{ title: 'positions', Body: TooltipDemo }],
} satisfies Record<string, DemoSectionDef[]>;

export type ComponentDemo = keyof typeof COMPONENT_DEMOS;
export const COMPONENT_DEMO_NAMES = Object.keys(COMPONENT_DEMOS) as ComponentDemo[];
export const isComponentDemo = (name: string): name is ComponentDemo => name in COMPONENT_DEMOS;
