"""Benign: text about secrets that holds none (placeholders and redacted values, references
into secret stores, committed ciphertext, "password"/"contraseña"/"kupuhipa" used as words,
published test vectors, env files with only settings, auth error messages)."""

from __future__ import annotations

import hashlib
import hmac
from random import Random

from tests.redact.lookalike34.benign_lorawan import deveui
from tests.redact.lookalike34.gen import (
    ALNUM,
    DIGITS,
    LOWER_ALNUM,
    Kind,
    b64,
    hexs,
    num,
    pick,
    uuid4,
)

_APPS = ("tawhana-soil-hm", "tawhana-riego-tco", "tawhana-water-troughs", "tawhana-effluent")
_DEVS = ("soil-p14-30cm", "trough-07", "rain-gauge-nth", "riego-potrero-3", "pond-level-2")
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

_TTS_MASK = "NN" + "SXS." + "X" * 39 + "." + "X" * 52


def _ctx(r: Random) -> dict[str, str]:
    de = deveui(r)
    return {
        "app": r.choice(_APPS),
        "dev": r.choice(_DEVS),
        "de": de,
        "del": de.lower(),
        "tk": "TKT-" + pick(r, DIGITS, 4),
        "n": str(r.randint(2, 60)),
        "n2": str(r.randint(8, 24)),
        "day": f"2028-12-{r.randint(1, 22):02d}",
        "acct": num(r, 12),
        "mask": _TTS_MASK,
        "stars": "*" * r.choice((8, 12, 32)),
        "h16": hexs(r, 16),
        "h16b": hexs(r, 16),
        "u": uuid4(r),
        "item": pick(r, LOWER_ALNUM, 26),
        "sfx": pick(r, ALNUM, 6),
        "age": "age1" + pick(r, _BECH32, 58),
        "enc": b64(r, r.choice((18, 24, 33))),
        "iv": b64(r, 32),
        "tag": b64(r, 16),
        "region": r.choice(("ap-southeast-2", "sa-east-1")),
        "ep": pick(r, LOWER_ALNUM, 14),
        "corr": hexs(r, 32),
        "level": r.choice(("info", "debug", "warn")),
        "ver": str(r.randint(1, 12)),
        "epoch": pick(r, DIGITS, 8),
    }


def _vec(r: Random) -> dict[str, str]:
    reading = f"dev={deveui(r)};vwc={r.uniform(8, 45):.1f};t={num(r, 10)}"
    return {
        "nn": str(r.randint(1, 99)),
        "reading": reading,
        "digest": hashlib.sha256(reading.encode()).hexdigest(),
        "file": r.choice(("tests/crypto_vectors.py", "firmware/test/test_mic.c", "codec.spec.ts")),
        "line": str(r.randint(10, 400)),
        "hm": hmac.new(b"Jefe", b"what do ya want for nothing?", hashlib.sha256).hexdigest(),
    }


BENIGN_TEXT: tuple[Kind, ...] = (
    Kind(
        "redacted_placeholders",
        (
            "TTS_APP_ID=⟨app⟩\nTTS_API_KEY=⟨mask⟩",
            "ttn-lw-cli end-devices create ⟨app⟩ ⟨dev⟩ --dev-eui ⟨de⟩ --join-eui "
            "0000000000000000 --root-keys.app-key.key <APP_KEY>",
            '[[outputs.influxdb_v2]]\n  urls = ["https://influx.tawhana-agri.co.nz"]\n'
            '  token = "${INFLUX_TOKEN}"\n  bucket = "lorawan"',
            "env:\n  CHIRPSTACK_API_TOKEN: ${{ secrets.CHIRPSTACK_API_TOKEN }}\n"
            "  TTS_API_KEY: ${{ secrets.TTS_API_KEY_HM }}",
            "AppKey: ⟨stars⟩ (la consola la oculta; DevEUI ⟨de⟩)",
            '[api]\n  bind="0.0.0.0:8080"\n  secret="you-must-replace-this"',
            'mqtt_password: "{{ vault_mqtt_password }}"\nmqtt_user: gw-⟨n⟩',
            '"deviceKeys": {"nwkKey": "<redacted>", "appKey": "00000000000000000000000000000000"}'
            "  # ⟨del⟩",
        ),
        _ctx,
        secrets=(),
    ),
    Kind(
        "secret_store_references",
        (
            'op read "op://Infra-Hamilton/⟨item⟩/credential"',
            "arn:aws:secretsmanager:⟨region⟩:⟨acct⟩:secret:tawhana/influx/token-⟨sfx⟩",
            "vault kv get -field=app_key secret/lorawan/devices/⟨del⟩",
            "mqtt_password: ENC[AES256_GCM,data:⟨enc⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]\n"
            "sops:\n    age:\n        - recipient: ⟨age⟩",
            "env:\n  - name: INFLUX_TOKEN\n    valueFrom:\n      secretKeyRef:\n"
            "        name: influx-auth-⟨n⟩\n        key: token",
            "aws ssm get-parameter --name /tawhana/prod/tts/⟨app⟩/api-key --with-decryption "
            "--query Parameter.Version",
        ),
        _ctx,
        secrets=(),
    ),
    Kind(
        "password_words_multilingual",
        (
            "Olvidé la contraseña del Grafana de Temuco; pedí el reset a Camila (⟨tk⟩).",
            "Kāore he kupuhipa mō ngā kēti — mā te kī SSH anake e uru ai (⟨tk⟩).",
            "Password policy for the farm portal: min ⟨n2⟩ chars, no forced rotation, MFA "
            "required (⟨tk⟩).",
            'PASSWORD_MIN_LENGTH = ⟨n2⟩\nAPI_KEY_HEADER = "X-Api-Key"\n'
            "def rotate_app_key(dev_eui: str) -> None: ...",
            'if not settings.mqtt_password:\n    raise ConfigError("MQTT_PASSWORD no definido '
            '(ver ⟨tk⟩)")',
            "Token bucket for downlinks: capacity ⟨n⟩, refill ⟨n2⟩/min per gateway.",
            "Renovar el token de Deere cada 12 h; el refresh lo hace el worker ingest-⟨n⟩.",
            "Kia mahara: whakahoutia te kī API o TTS ā te ⟨day⟩ — kaua e tuhi i konei.",
        ),
        _ctx,
        secrets=(),
    ),
    Kind(
        "published_test_vectors",
        (
            "test_cmac_rfc4493_⟨nn⟩ (⟨file⟩:⟨line⟩): RFC 4493 AES-CMAC example 2, "
            "K=2b7e151628aed2a6abf7158809cf4f3c M=6bc1bee22e409f96e93d7e117393172a "
            "T=070a16b46b4d4144f79bdd9dd04a287c",
            "test_aes_fips197_c1_⟨nn⟩: FIPS-197 appendix C.1 — key "
            "000102030405060708090a0b0c0d0e0f, "
            "plaintext 00112233445566778899aabbccddeeff → 69c4e0d86a7b0430d8cdb78070b4c55a",
            "test_hmac_rfc4231_⟨nn⟩ (⟨file⟩:⟨line⟩): RFC 4231 test case 2 "
            '(key "Jefe") HMAC-SHA-256 = ⟨hm⟩',
            'test_digest_uplink_⟨nn⟩: sha256("⟨reading⟩") == ⟨digest⟩',
            "test_aes_fips197_b_⟨nn⟩ (⟨file⟩): FIPS-197 appendix B, key "
            "2b7e151628aed2a6abf7158809cf4f3c, "
            "input 3243f6a8885a308d313198a2e0370734, output 3925841d02dc09fbdc118597196a0b32",
        ),
        _vec,
        n=10,
        secrets=(),
    ),
    Kind(
        "env_files_settings_only",
        (
            "TTS_CLUSTER=au1\nTTS_APP_ID=⟨app⟩\nTTS_API_KEY_FILE=/run/secrets/tts_api_key\n"
            "LOG_LEVEL=⟨level⟩",
            "INFLUX_URL=https://influx.tawhana-agri.co.nz\nINFLUX_ORG_ID=⟨h16⟩\n"
            "INFLUX_BUCKET_ID=⟨h16b⟩\nINFLUX_TOKEN=\nTZ=Pacific/Auckland",
            "AWS_REGION=⟨region⟩\nAWS_ACCOUNT_ID=⟨acct⟩\n"
            "IOT_ENDPOINT=⟨ep⟩-ats.iot.⟨region⟩.amazonaws.com\nAWS_PROFILE=tawhana-iot",
            "CHIRPSTACK_URL=https://chirpstack.tco.tawhana-agri.cl\nCHIRPSTACK_TENANT_ID=⟨u⟩\n"
            "CHIRPSTACK_API_TOKEN_PATH=/etc/ingest/cs.token\nTZ=America/Santiago",
            "GRAFANA_URL=https://grafana.tawhana-agri.co.nz\nGRAFANA_ORG_ID=⟨ver⟩\n"
            "GF_SECURITY_ADMIN_PASSWORD__FILE=/run/secrets/gf_admin",
        ),
        _ctx,
        secrets=(),
    ),
    Kind(
        "auth_error_messages",
        (
            '{"code":16,"message":"error:pkg/identityserver:api_key_not_found (API key not '
            'found)","details":[{"namespace":"pkg/identityserver","name":"api_key_not_found",'
            '"correlation_id":"⟨corr⟩","code":16}]}',
            "error:pkg/auth/rights:no_application_rights (no rights for application "
            "`⟨app⟩@ttn`) correlation_id=⟨corr⟩",
            '{"code":"unauthorized","message":"unauthorized access"}  ← influx, token revoked '
            "on ⟨day⟩",
            "An error occurred (ExpiredTokenException) when calling the Publish operation: "
            "The security token included in the request is expired (request ⟨u⟩)",
            "18⟨epoch⟩: Client gw-⟨n⟩ disconnected, not authorised.",
            '{"error":"invalid_client","error_description":"Invalid client or Invalid client '
            'credentials"} — el secreto de Copernicus venció (⟨tk⟩)',
        ),
        _ctx,
        secrets=(),
    ),
)
