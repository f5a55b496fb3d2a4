import { Route, Routes } from 'react-router';
import { ComingSoonRoute } from '../routes/coming-soon';

// Replaced by the back office's layout and pages in this work.
export function AdminApp() {
  return (
    <Routes>
      <Route path="*" element={<ComingSoonRoute title="route.profile" />} />
    </Routes>
  );
}
