import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, type within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** What tells the sign-up and the reset flows apart, for the stories of their shared code step. */
export interface CodeStepFlow {
  /** The code the fixed `/send-code` answer hands out. */
  code: string;
  /** Fills the first step and asks for the code. */
  send: (canvasElement: HTMLElement) => Promise<Canvas>;
  text: { codeLabel: string; submitCode: string; sending: string; invalidCode: string };
}

/** An endpoint that never answers: the screen stays in its busy state. */
export const never = (path: string) =>
  http.post(path, async () => {
    await delay('infinite');
  });

/**
 * The stories of a 6-digit code step (sending, the code step, a wrong code) and the helpers the
 * flow's later stories build on: the fixed `/send-code` answer and typing a code in.
 */
export function codeStepStories(flow: CodeStepFlow) {
  const fixedCode = http.post('*/send-code', () => HttpResponse.json({ code: flow.code, message: 'A 6-digit code was sent' }));
  const enterCode = async (canvasElement: HTMLElement, code: string) => {
    const canvas = await flow.send(canvasElement);
    await canvas.findByRole('group', { name: flow.text.codeLabel }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard(code);
    await userEvent.click(canvas.getByRole('button', { name: flow.text.submitCode }));
    return canvas;
  };
  return {
    fixedCode,
    enterCode,
    SendingCode: {
      parameters: { msw: { handlers: [never('*/send-code')] } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = await flow.send(canvasElement);
        await expect(await canvas.findByRole('button', { name: flow.text.sending })).toBeDisabled();
      },
    },
    CodeStep: {
      parameters: { msw: { handlers: [fixedCode] } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = await flow.send(canvasElement);
        await expect(await canvas.findByRole('group', { name: flow.text.codeLabel }, { timeout: 5000 })).toBeInTheDocument();
      },
    },
    InvalidCode: {
      parameters: { msw: { handlers: [fixedCode] } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = await enterCode(canvasElement, '000000');
        await expect(await canvas.findByText(flow.text.invalidCode)).toBeInTheDocument();
      },
    },
  };
}
