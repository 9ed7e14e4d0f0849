// Regression (issue 19, ar-dark screenshot pass): topic and section lengths came from the API as
// "9 min" and were printed as sent, so an Arabic page read "min 9" and "المدة 24 min".
import type { CourseSection } from '@atrium/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAcademy } from '../../test/render';
import { Curriculum } from './curriculum';

const SECTIONS: CourseSection[] = [
  { id: 'section1', title: 'Getting started', status: '1/2', time: '24 min', topics: [{ title: 'Welcome', time: '9 min', isCompleted: true }, { title: 'How it works', time: '15 min', isCompleted: false }] },
];

describe('Curriculum', () => {
  it('shows lengths in the reader\'s language, with no English "min" in Arabic', () => {
    renderAcademy(<Curriculum sections={SECTIONS} onToggle={() => {}} />, { language: 'ar' });
    expect(screen.getByText('9 دقيقة')).toBeInTheDocument();
    expect(screen.getByTestId('section-status-section1')).toHaveTextContent('المدة 24 دقيقة');
    expect(screen.queryAllByText(/\bmin\b/)).toEqual([]);
  });

  it('keeps English as "9 min"', () => {
    renderAcademy(<Curriculum sections={SECTIONS} onToggle={() => {}} />, { language: 'en' });
    expect(screen.getByText('9 min')).toBeInTheDocument();
  });
});
