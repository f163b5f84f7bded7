import { PlainIcon } from './plain/plain-components';

const openEye =
  'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z';
const closedEye =
  'M2 4.3 3.3 3 21 20.7 19.7 22l-3.1-3.1A11 11 0 0 1 12 19c-5 0-9-4.5-10-7a13 13 0 0 1 4.2-5.4zM12 5c5 0 9 4.5 10 7a13 13 0 0 1-3.3 4.6L15.4 13.3A4 4 0 0 0 10.7 8.6L8.4 6.3A10 10 0 0 1 12 5z';

/** The eye of every show/hide toggle (passwords, balance, exposure); the button names the action. */
export function VisibilityIcon({ visible, size = 20 }: { visible: boolean; size?: number }) {
  return <PlainIcon path={visible ? openEye : closedEye} size={size} />;
}
