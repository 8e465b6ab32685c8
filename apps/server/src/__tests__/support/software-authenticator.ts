import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR, isoUint8Array } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for tests: a P-256 key from node:crypto, authenticator data built by hand and
 * 'none' attestation, as a browser's WebAuthn calls would hand them to @simplewebauthn/browser's callers. It
 * answers the server's options as the browser's startRegistration and startAuthentication results.
 */

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
const b64url = (data: Uint8Array<ArrayBuffer>) => isoBase64URL.fromBuffer(data);

const uint32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};

export interface AnswerOptions {
  /** The origin the browser says it ran on; the server's by default. */
  origin?: string;
  /** Whether the authenticator checked who holds it (a PIN, a fingerprint). */
  userVerified?: boolean;
  /** The ceremony type the client data claims. */
  type?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(16));
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array<ArrayBuffer>;
  private userHandle: string | undefined;
  counter = 0;

  constructor(private readonly defaultOrigin = 'http://localhost:80') {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key of an ES256 key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]);
    this.cosePublicKey = isoCBOR.encode(cose);
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin: string): Uint8Array<ArrayBuffer> {
    return isoUint8Array.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options (POST /api/auth/passkeys/options), as startRegistration gives it. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, answer: AnswerOptions = {}) {
    this.userHandle = options.user.id;
    const flags = UP | AT | (answer.userVerified === false ? 0 : UV);
    const idLength = new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
    const authData = isoUint8Array.concat([
      sha256(isoUint8Array.fromUTF8String(options.rp.id ?? 'localhost')),
      new Uint8Array([flags]),
      uint32(this.counter),
      new Uint8Array(16),
      idLength,
      this.credentialId,
      this.cosePublicKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const clientData = this.clientData(answer.type ?? 'webauthn.create', options.challenge, answer.origin ?? this.defaultOrigin);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientData), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer to sign-in options (POST /api/auth/passkey-sign-in/options), as startAuthentication gives it. */
  signIn(options: { challenge: string; rpId?: string }, answer: AnswerOptions = {}) {
    this.counter += 1;
    const flags = UP | (answer.userVerified === false ? 0 : UV);
    const authData = isoUint8Array.concat([
      sha256(isoUint8Array.fromUTF8String(options.rpId ?? 'localhost')),
      new Uint8Array([flags]),
      uint32(this.counter),
    ]);
    const clientData = this.clientData(answer.type ?? 'webauthn.get', options.challenge, answer.origin ?? this.defaultOrigin);
    const signature = sign('sha256', isoUint8Array.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(new Uint8Array(signature)),
        ...(this.userHandle === undefined ? {} : { userHandle: this.userHandle }),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
