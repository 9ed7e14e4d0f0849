import type { VehicleWarning } from '@atrium/api';
import { StatusBadge } from '@atrium/ui-kit';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOGISTICS_NAMESPACE } from '../../namespace';

// dark shades: the white label keeps 4.5:1 contrast on them
const COLORS: Record<VehicleWarning, MantineColor> = {
  'No Warnings': 'teal.9',
  'Ecu Not Responding': 'red.9',
  'Oil Leakage': 'pink.9',
  'Fuel Problems': 'violet.9',
  'Temperature not optimal': 'grape.9',
};

export function WarningBadge({ warning }: { warning: VehicleWarning }) {
  const { t } = useTranslation(LOGISTICS_NAMESPACE);
  return <StatusBadge status={warning} colors={COLORS} variant="filled" label={t(`warnings.${warning}`)} />;
}
