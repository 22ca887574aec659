/**
 * A second editor process on the same checkout, for the tests of concurrent saves and of a kill
 * during a save (editor/processes.test.ts): it saves what its parent sends, as `npm run edit` does.
 */
import { createValidators } from '../validator/schemas.ts';
import { saveConfigFile, type SaveRequest } from './pages.ts';

const validators = createValidators();

process.on('message', (message: { root: string; save?: SaveRequest; loop?: SaveRequest[] }) => {
  if (message.save) {
    const result = saveConfigFile(message.root, validators, message.save);
    process.send!(result.ok ? { ok: true, hash: result.hash } : { ok: false, reason: result.reason });
  }
  if (message.loop) {
    // Saves one version after the other for ever, each with the hash of the one before, until killed.
    let hash = message.loop[0].hash;
    process.send!({ looping: true });
    for (let i = 0; ; i++) {
      const result = saveConfigFile(message.root, validators, { ...message.loop[(i + 1) % message.loop.length], hash });
      if (result.ok) hash = result.hash;
    }
  }
});
process.send!({ ready: true });
