import { CourseCheckout } from '@/features/checkout/course-checkout';
import { LessonRoute } from '@/features/lessons/lesson-gate';

/** /aula/:aulaId: the lessons feature's gate, with the checkout feature's form on its restricted view. */
export function LessonPage() {
  return (
    <LessonRoute
      renderCheckout={(courseId, onApproved) => (
        <CourseCheckout courseId={courseId} onApproved={onApproved} />
      )}
    />
  );
}
