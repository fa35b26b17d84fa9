import { useLocation } from 'react-router-dom';
import { CourseCheckout } from '@/features/checkout/course-checkout';
import { LessonRoute } from '@/features/lessons/lesson-gate';

/** /aula/:aulaId: the lessons feature's gate, with the checkout feature's form on its restricted view. */
export function LessonPage() {
  const { pathname } = useLocation();
  return (
    <LessonRoute
      renderCheckout={(courseId, onApproved) => (
        // After a Pix, the receipt, then back to this very lesson.
        <CourseCheckout courseId={courseId} onApproved={onApproved} afterPixPath={pathname} />
      )}
    />
  );
}
