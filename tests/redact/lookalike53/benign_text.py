"""Benign look-alikes in observability, public keys and prose: Sentry ids, public tokens and
DSNs, certificates and public keys, JWKS, encoded telemetry, documented examples, redacted
values, references to secrets, the word "password" with no password, configs, versions."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike53.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    PEOPLE,
    UPPER_ALNUM,
    Kind,
    account,
    b64url,
    b64url_json,
    hexs,
    iot_prefix,
    num,
    pem_body,
    pick,
    ssh_ed25519_public,
    thing_name,
    uuid4,
)

_PK = "p" + "k."
_CERT_B = "-----BEGIN CERTIFICATE-----"
_CERT_E = "-----END CERTIFICATE-----"
_PUB_B = "-----BEGIN PUBLIC KEY-----"
_PUB_E = "-----END PUBLIC KEY-----"
_CSR_B = "-----BEGIN CERTIFICATE REQUEST-----"
_CSR_E = "-----END CERTIFICATE REQUEST-----"


def _day(r: Random) -> str:
    return f"2032-02-{r.randint(1, 28):02d}"


def _sentry_ids(r: Random) -> dict[str, str]:
    return {
        "ev": hexs(r, 32),
        "ev2": hexs(r, 32),
        "tr": hexs(r, 32),
        "sp": hexs(r, 16),
        "pub": hexs(r, 32),
        "iss": num(r, 10),
        "rel": f"fleet-api@2032.2.{r.randint(1, 40)}",
        "n": str(r.randint(2, 900)),
    }


def _sentry_rel(r: Random) -> dict[str, str]:
    return {
        "rel": f"fleet-api@2032.2.{r.randint(1, 40)}+{hexs(r, 7)}",
        "rel2": f"gcs-web@{r.randint(3, 5)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "short": "FLEET-API-" + pick(r, UPPER_ALNUM, 3),
        "short2": "PX4-BRIDGE-" + pick(r, UPPER_ALNUM, 2),
        "dbg": uuid4(r),
        "dbg2": uuid4(r).upper(),
        "code": hexs(r, 40),
        "fp": hexs(r, 32),
        "n": str(r.randint(2, 4000)),
    }


def _public(r: Random) -> dict[str, str]:
    user = r.choice(("boralet", "boralet-ops", "jnovak-brno"))
    aid = r.choice(("cl", "cm")) + pick(r, LOWER_ALNUM, 23)
    who = r.choice(PEOPLE)
    return {
        "pk": _PK + b64url_json({"u": user, "a": aid}) + "." + pick(r, B64URL, 22),
        "dsn_key": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 7),
        "ssh": ssh_ed25519_public(r),
        "who": who,
        "fp": ":".join(hexs(r, 2).upper() for _ in range(32)),
        "sha": base64.b64encode(r.randbytes(32)).decode().rstrip("="),
    }


def _certs(r: Random) -> dict[str, str]:
    cert = bytes.fromhex("3082035930820241a0030201020214") + r.randbytes(846)
    spki = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + r.randbytes(64)
    csr = bytes.fromhex("308202a130820189020100305a310b3009060355040613024b52") + r.randbytes(640)
    return {
        "cert": pem_body(cert),
        "pub": pem_body(spki),
        "csr": pem_body(csr),
        "thing": thing_name(r),
        "cid": hexs(r, 64),
    }


def _jwks(r: Random) -> dict[str, str]:
    kid = pick(r, B64URL, 43)
    return {
        "kid": kid,
        "kid2": uuid4(r),
        "n": b64url(r, 256),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "hdr": b64url_json({"alg": "RS256", "typ": "JWT", "kid": kid}),
        "x5t": b64url(r, 32),
    }


def _payloads(r: Random) -> dict[str, str]:
    thing = thing_name(r)
    tele = {
        "thing": thing,
        "bat": r.randint(18, 100),
        "alt": round(r.uniform(20, 150), 1),
        "gs": round(r.uniform(0, 18), 1),
        "fix": r.choice(("RTK_FIXED", "RTK_FLOAT", "3D")),
        "ts": int(num(r, 10)),
    }
    job = {"operation": "ulog-upload", "since": _day(r), "thing": thing}
    return {
        "p": base64.b64encode(json.dumps(tele, separators=(",", ":")).encode()).decode(),
        "job": base64.b64encode(json.dumps(job).encode()).decode(),
        "cbor": "a6657468696e67" + hexs(r, r.randint(40, 70)),
        "seq": num(r, 20),
        "shard": f"shardId-0000000000{r.randint(0, 9):02d}",
        "thing": thing,
        "pb": base64.b64encode(
            b"\x0a" + bytes([len(thing)]) + thing.encode() + r.randbytes(18)
        ).decode(),
    }


def _examples(r: Random) -> dict[str, str]:
    return {
        "prof": r.choice(("boralet-prod", "brno-lab", "default", "fleet-ci")),
        "thing": thing_name(r),
        "page": r.choice(("cli-configure-files", "id_credentials_access-keys", "sso-setup")),
        "n": str(r.randint(1, 40)),
        "host": r.choice(("rtk.boralet.io", "caster.example.com", "192.168.1.50")),
        "day": _day(r),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "l4": hexs(r, 4),
        "l4b": pick(r, ALNUM, 4),
        "n": str(r.randint(2, 60)),
        "day": _day(r),
        "who": r.choice(PEOPLE),
        "thing": thing_name(r),
        "stars": "*" * r.choice((8, 16, 40)),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "acct": account(r),
        "sfx": pick(r, ALNUM, 6),
        "env": r.choice(("prod", "stage", "brno-lab")),
        "thing": thing_name(r),
        "ver": str(r.randint(1, 30)),
        "item": r.choice(("Hangar NAS", "DJI Dock admin", "NTRIP boralet-rtk", "Mapbox secret")),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "tk": f"OPS-{r.randint(100, 2999)}",
        "n": str(r.randint(12, 24)),
        "days": str(r.choice((30, 60, 90, 180))),
        "who": r.choice(PEOPLE),
        "day": _day(r),
        "thing": thing_name(r),
        "cnt": str(r.randint(2, 40)),
    }


def _configs(r: Random) -> dict[str, str]:
    return {
        "thing": thing_name(r),
        "ep": iot_prefix(r),
        "cp": iot_prefix(r),
        "port": str(r.choice((8883, 1883, 443, 8884))),
        "ssid": f"BL-{r.choice(('HANGAR', 'DOCK', 'FIELD', 'LAB'))}-{r.randint(1, 40):02d}",
        "ch": str(r.choice((1, 6, 11, 36, 149))),
        "uport": str(r.choice((14550, 14555, 14560))),
        "ip": f"10.{r.randint(0, 60)}.{r.randint(0, 255)}.{r.randint(2, 254)}",
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "px4": f"1.15.{r.randint(0, 4)}",
        "g": hexs(r, 8),
        "dji": f"{r.choice(('07', '08', '09'))}.{r.randint(0, 2):02d}.{r.randint(100, 9999):04d}",
        "nuc": f"2.{r.randint(12, 15)}.{r.randint(0, 6)}",
        "msdk": f"5.{r.randint(8, 14)}.{r.randint(0, 3)}",
        "qgc": f"4.4.{r.randint(0, 6)}",
        "l4t": f"36.{r.randint(3, 5)}.{r.randint(0, 3)}",
        "sdk": f"1.{r.randint(18, 30)}.{r.randint(0, 9)}",
        "kern": f"5.15.{r.randint(130, 160)}-tegra",
        "build": num(r, 8),
        "n": str(r.randint(1, 90)),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "sentry_event_and_trace_ids",
        (
            "Sentry event ⟨ev⟩ (issue ⟨iss⟩): MQTT publish timeout after 3 retries",
            "https://boralet.sentry.io/issues/⟨iss⟩/events/⟨ev⟩/?project=⟨n⟩",
            "sentry-trace: ⟨tr⟩-⟨sp⟩-1\nbaggage: sentry-trace_id=⟨tr⟩,sentry-public_key=⟨pub⟩,"
            "sentry-release=⟨rel⟩,sentry-sample_rate=0.2",
            "Chyba se opakuje: eventy ⟨ev⟩ a ⟨ev2⟩, trace ⟨tr⟩",
            "센트리 이벤트 ⟨ev⟩ — 트레이스 ⟨tr⟩ 의 span ⟨sp⟩ 에서 Timestream 쓰기 지연",
        ),
        _sentry_ids,
        n=11,
    ),
    Kind(
        "sentry_releases_and_debug_ids",
        (
            "$ sentry-cli releases new ⟨rel⟩ && sentry-cli releases set-commits ⟨rel⟩ --auto",
            "$ sentry-cli debug-files check build/px4_bridge\nDebug Info File Check\n"
            "  Type: elf debug companion\n  Contained debug identifiers:\n"
            "    > Debug ID: ⟨dbg⟩\n      Code ID:  ⟨code⟩\n      Arch:     aarch64",
            "Issue ⟨short⟩ regressed in ⟨rel2⟩ (⟨n⟩ events), fingerprint ⟨fp⟩",
            "dSYM ⟨dbg2⟩ chybí pro GCS iOS build, ⟨short2⟩ bez symbolů",
            "소스맵 업로드: release ⟨rel2⟩, debug id ⟨dbg⟩",
        ),
        _sentry_rel,
        n=11,
    ),
    Kind(
        "public_tokens_and_dsns",
        (
            '<string name="mapbox_access_token" translatable="false">⟨pk⟩</string>',
            "SENTRY_DSN=https://⟨dsn_key⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩",
            "Public Mapbox token pro web GCS (URL restriction *.boralet.io): ⟨pk⟩",
            "⟨ssh⟩ ⟨who⟩@boralet",
            "Amazon Root CA 1 SHA-256 fingerprint ⟨fp⟩ — 공개값, 기기 신뢰 저장소 확인용",
            'Sentry.init({ dsn: "https://⟨dsn_key⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩", '
            "tracesSampleRate: 0.2 })",
            "Host key of hitl-brno-2: SHA256:⟨sha⟩ (ED25519)",
        ),
        _public,
        n=11,
    ),
    Kind(
        "public_certificates_and_keys",
        (
            "certs/⟨thing⟩.cert.pem:\n" + _CERT_B + "\n⟨cert⟩\n" + _CERT_E,
            _PUB_B + "\n⟨pub⟩\n" + _PUB_E,
            "디바이스 인증서 (공개, ⟨cid⟩):\n" + _CERT_B + "\n⟨cert⟩\n" + _CERT_E,
            "CSR pro ⟨thing⟩ (aws iot create-certificate-from-csr):\n"
            + _CSR_B
            + "\n⟨csr⟩\n"
            + _CSR_E,
            "Public key that the bootloader checks images against:\n"
            + _PUB_B
            + "\n⟨pub⟩\n"
            + _PUB_E,
        ),
        _certs,
        n=10,
    ),
    Kind(
        "jwks_and_jwt_headers",
        (
            '{"keys":[{"kty":"RSA","kid":"⟨kid⟩","use":"sig","alg":"RS256","n":"⟨n⟩","e":"AQAB"}]}',
            "JWT header ⟨hdr⟩ decodes to RS256 with kid ⟨kid⟩ — the key is in JWKS, fine",
            '{"kty":"EC","crv":"P-256","kid":"⟨kid2⟩","x":"⟨x⟩","y":"⟨y⟩","use":"sig"}',
            "JWKS rotace: nový kid ⟨kid2⟩, x5t#S256 ⟨x5t⟩",
            "토큰 헤더만 붙여둠: ⟨hdr⟩ (서명/페이로드는 뺌)",
        ),
        _jwks,
        n=11,
    ),
    Kind(
        "base64_telemetry_payloads",
        (
            'IoT rule error action record: {"topic":"fleet/⟨thing⟩/telemetry","payload":"⟨p⟩"}',
            '"Data": "⟨p⟩",\n"PartitionKey": "⟨thing⟩",\n"SequenceNumber": "⟨seq⟩"',
            "Job document (base64) pro ⟨thing⟩: ⟨job⟩",
            "CBOR frame from the dock bridge: ⟨cbor⟩",
            "텔레메트리 페이로드 디코딩 실패 (⟨shard⟩): ⟨p⟩",
            "protobuf TelemetryFrame (base64) ⟨pb⟩",
        ),
        _payloads,
        n=11,
    ),
    Kind(
        "documented_example_credentials",
        (
            "The AWS docs (⟨page⟩) use AKIAIOSFODNN7EXAMPLE / "
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY; copy the shape for profile ⟨prof⟩",
            "[⟨prof⟩]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\n"
            "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "README příklad: str2str -in ntrip://user:password@⟨host⟩:2101/MOUNTPOINT",
            'MAPBOX_ACCESS_TOKEN="YOUR_MAPBOX_ACCESS_TOKEN" # ⟨thing⟩ onboarding step ⟨n⟩',
            '예시: curl -H "Authorization: KakaoAK ${REST_API_KEY}" ... (문서 ⟨n⟩쪽)',
            "mosquitto_pub -h ⟨host⟩ -u USERNAME -P PASSWORD -t fleet/⟨thing⟩/cmd  "
            "(template from the wiki, ⟨day⟩)",
        ),
        _examples,
        n=10,
    ),
    Kind(
        "redacted_and_masked_values",
        (
            "AWS_SECRET_ACCESS_KEY: *** (masked by GitHub Actions, run #⟨n⟩)",
            "Authorization: KakaoAK ••••••••••••••••••••••••••••⟨l4⟩",
            'ntripPassword: "<redacted>"  # ⟨thing⟩, ⟨day⟩',
            "SENTRY_AUTH_TOKEN=[Filtered] ve výpisu prostředí od ⟨who⟩",
            "revoked: ghp_…⟨l4b⟩ (⟨who⟩, ⟨day⟩)",
            "DB 비밀번호는 로그에 ******** 로 찍힘 — 정상 (⟨thing⟩)",
            "password=REDACTED host=⟨thing⟩.internal port=5432",
            "AWS_SECRET_ACCESS_KEY=⟨stars⟩ v exportu z Brna (maskováno, ⟨day⟩)",
        ),
        _redacted,
        n=11,
    ),
    Kind(
        "secret_references",
        (
            "env:\n  MAPBOX_ACCESS_TOKEN: ${{ secrets.MAPBOX_SECRET_TOKEN }}\n"
            "  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}  # ⟨env⟩",
            "$ aws secretsmanager get-secret-value --secret-id fleet/⟨env⟩/ntrip "
            "--query SecretString --output text",
            '"secretArn": "arn:aws:secretsmanager:ap-northeast-2:⟨acct⟩:secret:fleet/⟨env⟩/'
            'kakao-⟨sfx⟩", "labels": ["AWSCURRENT"]',
            "- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: fleet-api-⟨env⟩\n"
            "      key: DB_PASSWORD",
            "Heslo je v 1Passwordu: op://BoraLet Ops/⟨item⟩/password (verze ⟨ver⟩)",
            "ntrip:\n  user: boralet-rtk\n  password: ${NTRIP_PASSWORD}  # ⟨thing⟩",
            "SSM 파라미터 /fleet/⟨env⟩/kakao/rest-key (SecureString, 버전 ⟨ver⟩) 에서 읽음",
        ),
        _refs,
        n=11,
    ),
    Kind(
        "password_words_in_prose",
        (
            "Password policy for the hangar NAS: at least ⟨n⟩ characters, rotated every "
            "⟨days⟩ days (⟨tk⟩).",
            "비밀번호는 노트에 적지 말 것 — 1Password 'BoraLet Ops' 금고에만 (⟨who⟩, ⟨day⟩)",
            "Heslo k Wi-Fi v hangáru je v Bitwardenu, ne tady. Změněno ⟨day⟩ (⟨tk⟩).",
            "QGC RTK settings for ⟨thing⟩: the caster 'Password' box stays empty, the Seoul "
            "caster allow-lists our LTE APN instead",
            "⟨cnt⟩ pilots hit the 'forgot password' flow on the GCS app this week; SSO fix in ⟨tk⟩",
            "재설정 링크 만료 시간 ⟨days⟩분 → 비밀번호 재설정 메일 문구 수정 (⟨tk⟩)",
            "Na standupu: kdo zná heslo k UPS? Nikdo, ⟨who⟩ ho resetne přes sériovou konzoli.",
        ),
        _prose,
        n=11,
    ),
    Kind(
        "configs_without_secrets",
        (
            "system:\n  certificateFilePath: /greengrass/v2/thingCert.crt\n"
            "  privateKeyPath: /greengrass/v2/privKey.key\n"
            "  rootCaPath: /greengrass/v2/rootCA.pem\n  thingName: ⟨thing⟩\nservices:\n"
            "  aws.greengrass.Nucleus:\n    configuration:\n      awsRegion: ap-northeast-2\n"
            "      iotDataEndpoint: ⟨ep⟩-ats.iot.ap-northeast-2.amazonaws.com\n"
            "      iotCredEndpoint: ⟨cp⟩.credentials.iot.ap-northeast-2.amazonaws.com",
            "# /etc/mosquitto/mosquitto.conf\nlistener ⟨port⟩\nallow_anonymous false\n"
            "password_file /etc/mosquitto/passwd\ncafile /etc/mosquitto/ca.crt",
            "# hostapd.conf\nssid=⟨ssid⟩\nchannel=⟨ch⟩\nwpa=2\nwpa_key_mgmt=WPA-PSK\n"
            "wpa_psk_file=/etc/hostapd/hostapd.wpa_psk",
            "[UdpEndpoint gcs]\nMode = Normal\nAddress = ⟨ip⟩\nPort = ⟨uport⟩\n\n"
            "[UartEndpoint fmu]\nDevice = /dev/ttyTHS1\nBaud = 921600",
            "defaults.url=https://sentry.io/\ndefaults.org=boralet\ndefaults.project=gcs-android\n"
            "# auth.token comes from SENTRY_AUTH_TOKEN in CI (⟨thing⟩)",
        ),
        _configs,
        n=10,
    ),
    Kind(
        "version_strings",
        (
            "PX4 v⟨px4⟩ (git ⟨g⟩), NuttX 11.0.0, QGroundControl v⟨qgc⟩",
            "DJI M30T firmware v⟨dji⟩ + Dock 2 v⟨dji⟩, MSDK v⟨msdk⟩",
            "Greengrass nucleus ⟨nuc⟩, aws-iot-device-sdk-python-v2==⟨sdk⟩",
            "Linux orin-sel-0⟨n⟩ ⟨kern⟩ #1 SMP PREEMPT aarch64 GNU/Linux (L4T R⟨l4t⟩)",
            "Verze pro Brno: fleet-api 2032.2.⟨n⟩+g⟨g⟩, build ⟨build⟩",
            "펌웨어 v⟨dji⟩ 에서 RTK 끊김 재현 안 됨, PX4 v⟨px4⟩-bl.⟨n⟩ 로 비교",
        ),
        _versions,
        n=10,
    ),
)
