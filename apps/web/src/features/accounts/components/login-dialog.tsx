/**
 * The login dialog (spec §2): a modal 420 px wide (90 % of the width up to 480 px), closed by an
 * outside click, Escape or its close button, with three views that link to each other — login
 * (email or phone tab), register and forgot password (spec §4 transitions; a successful register
 * or reset returns to login with the account filled in). It keeps one get-code countdown for
 * register and one for reset; a new `openKey` (every opening) remounts the body, which resets the
 * view, fields, validation and both timers (spec §4 "Opening resets fields, timers and
 * validation"). Loaded on first open with Ant Design.
 */
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../../lib/ui/antd-scope';
import type { LoginDialogView, LoginPrefill } from '../dialog-view';
import { useCodeCountdown } from '../hooks/use-code-countdown';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { ForgotForm } from './forgot-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import '../accounts.css';

/** Width of the dialog, and the viewport width at or below which it takes 90 % (spec §2, §9). */
const DIALOG_WIDTH_PX = 420;
const NARROW_WIDTH = '90%';

export interface LoginDialogProps {
  open: boolean;
  /** Changes with every opening: the body starts afresh. */
  openKey: number;
  initialView: LoginDialogView;
  onClose: () => void;
}

/** The login / register / forgot-password dialog. */
export function LoginDialog({ open, openKey, initialView, onClose }: LoginDialogProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [shown, setShown] = useState({ openKey, view: initialView });
  // A new opening starts on the view it asks for.
  if (shown.openKey !== openKey) setShown({ openKey, view: initialView });
  const view = shown.openKey === openKey ? shown.view : initialView;
  const setView = (next: LoginDialogView) => setShown({ openKey, view: next });
  return (
    <AntdScope>
      <Modal
        open={open}
        onCancel={onClose}
        title={t(`login.titles.${view}`)}
        footer={null}
        width={narrow ? NARROW_WIDTH : DIALOG_WIDTH_PX}
        centered
        className="login-dialog"
        destroyOnHidden
      >
        <LoginDialogBody key={openKey} view={view} onNavigate={setView} onClose={onClose} />
      </Modal>
    </AntdScope>
  );
}

interface BodyProps {
  view: LoginDialogView;
  onNavigate: (view: LoginDialogView) => void;
  onClose: () => void;
}

function LoginDialogBody({ view, onNavigate, onClose }: BodyProps) {
  const [prefill, setPrefill] = useState<LoginPrefill | null>(null);
  const registerCountdown = useCodeCountdown();
  const resetCountdown = useCodeCountdown();
  const backToLogin = (next: LoginPrefill) => {
    setPrefill(next);
    onNavigate('login');
  };

  return (
    <div className="login-dialog-body" data-view={view}>
      {view === 'login' && <LoginForm prefill={prefill} onNavigate={onNavigate} onLoggedIn={onClose} />}
      {view === 'register' && <RegisterForm countdown={registerCountdown} onNavigate={onNavigate} onRegistered={backToLogin} />}
      {view === 'forgot' && <ForgotForm countdown={resetCountdown} onNavigate={onNavigate} onReset={backToLogin} />}
    </div>
  );
}
