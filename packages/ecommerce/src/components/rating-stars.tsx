import { Rating } from '@mantine/core';
import { useEcommerceTranslation } from '../lib/i18n';

/** Read-only stars with the value spoken, so the rating is not colour and shape only. */
export function RatingStars({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useEcommerceTranslation();
  return (
    <span role="img" aria-label={t('reviews.ratingLabel', { count: value })}>
      <Rating value={value} readOnly size={size} aria-hidden />
    </span>
  );
}
