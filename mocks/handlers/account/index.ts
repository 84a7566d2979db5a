import { addUser } from './add-user';
import { changeCategory } from './change-category';
import { googleDemoSignIn } from './google-demo-sign-in';
import { loginUser } from './login-user';
import { sendCode } from './send-code';
import { setNewPassword } from './set-new-password';
import { verifyCode } from './verify-code';

export const accountHandlers = [loginUser, sendCode, addUser, setNewPassword, verifyCode, changeCategory, googleDemoSignIn];
