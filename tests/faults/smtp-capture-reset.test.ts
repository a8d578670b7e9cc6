import net from 'node:net';
import { expect, it } from 'vitest';
import { startSmtpCapture } from '../helpers/smtp-capture';

it('the SMTP capture outlives a sender killed mid-mail (a reset connection), keeping nothing of it', async () => {
  const smtp = await startSmtpCapture();
  const socket = net.connect(smtp.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('data', resolve));
  socket.write(
    'EHLO x\r\nMAIL FROM:<a@b.c>\r\nRCPT TO:<d@e.f>\r\nDATA\r\nSubject: x\r\n\r\npartial',
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.resetAndDestroy();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(smtp.messages).toHaveLength(0);
  await smtp.close();
});
