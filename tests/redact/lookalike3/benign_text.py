"""Benign: localized prose, code, crypto notes, labelled public vectors, base64 payloads."""

from __future__ import annotations

import hashlib
import json
from random import Random

from tests.redact.lookalike3.gen import Kind, b64, b64_of, hexs, no_values, num, uuid4

# "Password" in languages neither earlier look-alike corpus uses, in prose with no value.
I18N_PASSWORD: tuple[str, ...] = (
    "Brugeren skal vælge en ny adgangskode efter tre mislykkede forsøg (da).",
    "Feilmelding i appen: «Passordet må ha minst tolv tegn» (nb).",
    "Textul românesc spune: „Parola a expirat, alegeți una nouă” (ro).",
    "Hrvatski prijevod: 'Zaboravili ste lozinku?' vodi na stranicu za ponovno postavljanje.",
    "Slovenščina: »Geslo mora vsebovati vsaj eno številko« — fixed the plural form too.",
    "LT: „Slaptažodis neteisingas“ is shown for both a wrong user and a wrong password.",
    "Latviešu tekstā 'Aizmirsāt paroli?' bija drukas kļūda; labots.",
    "Eesti keeles: „Parool peab olema vähemalt 12 märki pikk” (et.json, key auth.pw_rule).",
    'हिंदी: "अपना पासवर्ड रीसेट करें" बटन अब मोबाइल पर भी दिखता है।',
    'ภาษาไทย: ข้อความ "รหัสผ่านไม่ถูกต้อง" ยาวเกินปุ่ม ต้องย่อ',
    "فارسی: «رمز عبور خود را فراموش کرده‌اید؟» در حالت راست‌به‌چپ درست نمایش داده نمی‌شود.",
    'Kiswahili: "Nenosiri lako limebadilishwa" is the confirmation toast (sw).',
    "Català: «La contrasenya ha de tenir almenys 12 caràcters» — copied from the es file.",
    "Íslenska: 'Lykilorð rangt' vantar í innskráningarsíðuna.",
    'Bahasa Melayu: "Tukar kata laluan" appears twice in the settings menu.',
    'தமிழ்: "கடவுச்சொல்லை மறந்துவிட்டீர்களா?" link overflows on small screens.',
    "ქართული: „პაროლი ძალიან მოკლეა“ — Georgian string review pending.",
    "Български: „Паролата трябва да съдържа поне една цифра“ (bg.json).",
    "繁體中文：「忘記密碼？」連結在 iOS 上無法點擊。",
    "Українська: «Змінити пароль» має бути в меню профілю, а не в налаштуваннях.",
    'Filipino: "Mali ang password" ang lumalabas kahit tama ang email.',
    "Euskara: «Pasahitza ahaztu duzu?» testua moztuta agertzen da.",
)

# "Token", "API key", "secret" in other languages, again with no value.
I18N_TOKEN: tuple[str, ...] = (
    "DE: „Ihr Zugriffstoken ist abgelaufen. Bitte melden Sie sich erneut an.“",
    "FR : « Votre jeton d'accès a expiré » s'affiche après 15 minutes d'inactivité.",
    'PT-BR: "Gere uma nova chave de API no painel" — link points to /settings/api.',
    "ES: «La clave de API no es válida» should not reveal which part was wrong.",
    "NL: 'Je API-sleutel is ingetrokken' mail template, reviewed with support.",
    "PL: „Klucz API został unieważniony” — translation approved.",
    "RU: «Токен доступа истёк» appears in the CLI too, not only the web app.",
    "JA: 「アクセストークンの有効期限が切れました」を再ログイン画面に表示する。",
    'KO: "토큰이 만료되었습니다" 메시지 뒤에 로그인 버튼 추가.',
    "ZH: “API 密钥已被撤销，请重新生成” —— 放在设置页顶部。",
    "IT: «Il token di aggiornamento non è valido» is logged at info, not error.",
    "TR: \"Gizli anahtar\" was a wrong translation for 'client secret'; now 'istemci sırrı'.",
    'SV: "Din åtkomsttoken har gått ut" — the Swedish string was missing a verb.',
    "CS: „Přístupový token vypršel“ replaces the English fallback.",
)

CODE_IDENTIFIERS: tuple[str, ...] = (
    "def rotate_refresh_token(session_id: str, *, grace_seconds: int = 30) -> None:",
    "const PASSWORD_MIN_LENGTH = 12; const PASSWORD_MAX_AGE_DAYS = 90;",
    "if err := bcrypt.CompareHashAndPassword(user.PasswordHash, []byte(req.Password)); "
    "err != nil {",
    "private final SecretKeySpec hmacKeySpec; // built from KeyStore alias 'notes-hmac'",
    "#[serde(skip_serializing)]\npub api_token: Option<SecretString>,",
    "fn redact_bearer_token(header: &str) -> Cow<'_, str> {",
    "ALTER TABLE users ADD COLUMN password_changed_at timestamptz, "
    "ADD COLUMN totp_secret_enc bytea;",
    "export function isAccessTokenExpired(token: DecodedToken, skewSeconds = 60): boolean {",
    "class ClientSecretBasicAuthenticator(TokenEndpointAuthenticator):",
    '@Value("${app.security.jwt.secret-key-ref}") private String secretKeyRef;',
)

TOTP_SETTINGS: tuple[str, ...] = (
    "TOTP_PERIOD=30\nTOTP_DIGITS=6\nTOTP_ALGORITHM=SHA1\nTOTP_DRIFT_WINDOW=1",
    "mfa:\n  totp:\n    issuer: Acme Notes\n    period: 30\n    digits: 6\n    skew: 1",
    "otpauth URI format: otpauth://totp/ISSUER:ACCOUNT?secret=BASE32SECRET&issuer=ISSUER "
    "(placeholders from the Key Uri Format doc)",
    "Recovery codes: 10 per user, 10 characters, shown once; table mfa_recovery_codes "
    "stores only their hashes",
    "WebAuthn first, TOTP fallback; `otp_secret` is encrypted with the app KEK and never "
    "returned by the API",
    "Authenticator apps ignore `digits=8` and `algorithm=SHA256` more often than the RFC "
    "suggests; keep 6/SHA1",
)

CRYPTO_CONSTANTS: tuple[str, ...] = (
    "secp256k1 group order n = FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141",
    "secp256k1 field prime p = FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F",
    "Curve25519: p = 2^255 - 19 = "
    "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed",
    "SHA-256 initial hash values: H0 = 0x6a09e667, H1 = 0xbb67ae85, H2 = 0x3c6ef372, "
    "H3 = 0xa54ff53a (first 32 bits of the fractional parts of sqrt of the first primes)",
    "Ed25519 base point order ℓ = 2^252 + 27742317777372353535851937790883648493",
    "SipHash-2-4 uses the constants 0x736f6d6570736575, 0x646f72616e646f6d, "
    '0x6c7967656e657261 and 0x7465646279746573 ("somepseudorandomlygeneratedbytes")',
)


def _pangram_digests() -> tuple[str, ...]:
    fox = "The quick brown fox jumps over the lazy dog"
    md5 = hashlib.md5(fox.encode()).hexdigest()
    sha1 = hashlib.sha1(fox.encode()).hexdigest()
    sha256 = hashlib.sha256(fox.encode()).hexdigest()
    blake = hashlib.blake2b(b"").hexdigest()
    sha3 = hashlib.sha3_256(b"").hexdigest()
    return (
        f'Known-answer test: MD5("{fox}") = {md5}',
        f'Known-answer test: SHA-1("{fox}") = {sha1}',
        f'test_hashing.py asserts sha256("{fox}") == "{sha256}"',
        f"BLAKE2b-512 of the empty input (public test vector): {blake}",
        f'SHA3-256("") = {sha3} — public known answer, used in the self-check',
    )


# RFC 8032, section 7.1, TEST 1 (published test vector: the secret key is public).
_RFC8032_SK = "9d61b19deffd5a60ba844af492ec2cc4" + "4449c5697b326919703bac031cae7f60"
_RFC8032_PK = "d75a980182b10ab7d54bfed3c964073a" + "0ee172f3daa62325af021a68f707511a"
_RFC8032_SIG = (
    "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"
    "5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
)
PUBLIC_VECTORS: tuple[str, ...] = (
    *_pangram_digests(),
    f"RFC 8032 §7.1 TEST 1 (public test vector)\nSECRET KEY: {_RFC8032_SK}\n"
    f"PUBLIC KEY: {_RFC8032_PK}\nMESSAGE (length 0 bytes):\nSIGNATURE: {_RFC8032_SIG}",
    f'test_ed25519.py: RFC8032_TEST1_PK = bytes.fromhex("{_RFC8032_PK}")  # public vector',
)


def _ca_bundle(r: Random) -> dict[str, str]:
    pem = "-----BEGIN CERTIFICATE-----\nMII" + b64(r, 90)
    return {"ca": b64_of(pem), "u": uuid4(r)}


def _pubsub(r: Random) -> dict[str, str]:
    event = {"noteId": uuid4(r), "action": r.choice(("created", "archived", "merged"))}
    return {
        "data": b64_of(json.dumps(event, separators=(",", ":"))),
        "mid": num(r, 17),
        "u": uuid4(r),
    }


def _git(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "full": hexs(r, 40),
        "full2": hexs(r, 40),
        "n": str(r.randint(2, 40)),
    }


def _note(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "run": num(r, 11),
        "trace": hexs(r, 32),
        "u": uuid4(r),
        "h64": hexs(r, 64),
        "mp": hexs(r, 32),
        "ct": "vault:v1:" + b64(r, 45),
    }


def _fixed(name: str, texts: tuple[str, ...]) -> Kind:
    return Kind(name, texts, no_values, n=len(texts))


TEXT: tuple[Kind, ...] = (
    _fixed("i18n_password_prose", I18N_PASSWORD),
    _fixed("i18n_token_prose", I18N_TOKEN),
    _fixed("secret_word_code_identifiers", CODE_IDENTIFIERS),
    _fixed("totp_setting_names", TOTP_SETTINGS),
    _fixed("crypto_constants_in_docs", CRYPTO_CONSTANTS),
    _fixed("labelled_public_test_vectors", PUBLIC_VECTORS),
    Kind(
        "k8s_ca_bundle_base64",
        (
            "webhooks:\n- name: validate.notes.acme.dev\n  clientConfig:\n"
            "    caBundle: ⟨ca⟩\n    service:\n      name: notes-webhook",
            "caBundle is the base64 of the webhook's CA certificate (public): ⟨ca⟩",
            "APIService v1beta1.metrics.k8s.io (uid ⟨u⟩) caBundle: ⟨ca⟩",
        ),
        _ca_bundle,
    ),
    Kind(
        "pubsub_base64_payloads",
        (
            '{"message":{"data":"⟨data⟩","messageId":"⟨mid⟩"},'
            '"subscription":"projects/acme/subscriptions/notes-events"}',
            "Pub/Sub push body data field is just base64 JSON: ⟨data⟩",
            "EventBridge replay ⟨u⟩ re-sent detail ⟨data⟩ (base64 of the note event)",
        ),
        _pubsub,
    ),
    Kind(
        "git_reflog_and_bisect_output",
        (
            "$ git reflog -3\n⟨s1⟩ HEAD@{0}: rebase (finish): returning to refs/heads/main\n"
            "⟨s2⟩ HEAD@{1}: rebase (pick): scrub: keep lockfile hashes\n"
            "⟨s3⟩ HEAD@{2}: checkout: moving from main to ⟨s3⟩",
            "Bisecting: ⟨n⟩ revisions left to test after this (roughly 3 steps)\n"
            "[⟨full⟩] notes: batch the embedding calls",
            "⟨full2⟩ is the first bad commit\ncommit ⟨full2⟩\nAuthor: CI Bot <ci@acme.dev>",
        ),
        _git,
    ),
    Kind(
        "mixed_lookalike_note",
        (
            "---\ntitle: release 2026.3 checklist\n---\n\n"
            "▹ tag points at ⟨sha⟩; the GitHub run was ⟨run⟩\n"
            "▹ slow request traced as ⟨trace⟩ (Tempo)\n"
            "▹ mixpanel token for the new site: ⟨mp⟩ (public)\n"
            "▹ DB_PASSWORD comes from the secret store, never from .env\n",
            "Session recap\n\n"
            "1) image digest sha256:⟨h64⟩ is what prod runs\n"
            "2) notes.body_enc holds transit ciphertext (⟨ct⟩), no plaintext\n"
            "3) idempotency key ⟨u⟩ fixed the double charge\n"
            "4) password reset mails go through the `auth-mailer` queue",
        ),
        _note,
    ),
)
