import { useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

/** A password input with a show/hide button; `testId` goes on the <input>. */
export function PasswordField({ testId, ...props }: TextFieldProps & { testId?: string }) {
  const [visible, setVisible] = useState(false);
  const translate = useTranslate();
  const label = translate(visible ? 'kasuwa.common.hidePassword' : 'kasuwa.common.showPassword');
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: { 'data-testid': testId, maxLength: 200 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={label}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
                size="small"
                tabIndex={-1}
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
