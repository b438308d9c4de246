"""Benign look-alikes in text: placeholders and redacted values, references to where a
secret lives, the word "password" used with no secret, public keys and certificates,
encrypted-at-rest values, checksums, version strings, public base64 payloads and the
payment providers' published sandbox fixtures."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike44.gen import (
    Kind,
    b64,
    b64url,
    cert_body,
    hexs,
    num,
    pick,
    ssh_ed25519_pub,
    ulid,
)

_AIZA = "AI" + "za"
_HVS = "hv" + "s."
_GLSA = "gl" + "sa_"
_BEGIN = "-----BEGIN "
_END = "-----END "
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_NAMES = ("iyzico", "netgsm", "papara", "clickhouse", "redis-geo", "harbor-robot", "yc-storage")


def _ticket(r: Random) -> str:
    return f"PLAT-{r.randint(1000, 9999)}"


def _placeholder(r: Random) -> dict[str, str]:
    return {
        "x": "X" * 33,
        "tk": _ticket(r),
        "name": r.choice(_NAMES),
        "ns": r.choice(("payments", "notify", "dispatch", "geo")),
        "stars": "*" * r.choice((8, 12, 16)),
        "d": f"2030-08-{r.randint(1, 31):02d}",
        "n": str(r.randint(2, 9)),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(_NAMES),
        "ns": r.choice(("payments", "notify", "dispatch", "geo", "analytics")),
        "key": r.choice(("secretKey", "apiKey", "password", "token", "auth")),
        "env": r.choice(
            ("IYZICO_SECRET_KEY", "NETGSM_PASSWORD", "PAPARA_API_KEY", "REDIS_PASSWORD")
        ),
        "ver": str(r.randint(1, 30)),
        "tk": _ticket(r),
    }


def _pw_words(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(3, 400)),
        "min": str(r.choice((10, 12, 14))),
        "ttl": r.choice(("10m", "15m", "30m")),
        "tk": _ticket(r),
        "hdr": r.choice(("YOLCUM", "YOLCUM KRY")),
        "d": f"2030-08-{r.randint(1, 31):02d}",
        "app": r.choice(("kurye", "sürücü", "yolcu")),
    }


def _bech32(r: Random, n: int) -> str:
    return pick(r, _BECH32, n)


def _pubkeys(r: Random) -> dict[str, str]:
    n = b64url(r, 256)
    return {
        "ed": ssh_ed25519_pub(r),
        "ed2": ssh_ed25519_pub(r),
        "fp": base64.b64encode(r.randbytes(32)).decode().rstrip("="),
        "who": r.choice(("elvin@bak-laptop", "murat@ist-mbp", "ci@runner-07", "zeynep@ist-tp")),
        "host": r.choice(("bastion.ist.yolcum.internal", "jump.bak.yolcum.internal", "10.42.0.5")),
        "kid": b64url(r, 32),
        "n": n,
        "age": "age1" + _bech32(r, 58),
    }


def _certs(r: Random) -> dict[str, str]:
    fp = hexs(r, 64).upper()
    return {
        "body": cert_body(r),
        "serial": hexs(r, 36).upper(),
        "fp": ":".join(fp[i : i + 2] for i in range(0, 64, 2)),
        "cn": r.choice(("*.yolcum.app", "api.yolcum.az", "argocd.platform.yolcum.internal")),
        "d": f"2030-{r.randint(9, 12):02d}-{r.randint(1, 28):02d}",
    }


def _encrypted(r: Random) -> dict[str, str]:
    return {
        "sealed": "AgB" + b64(r, 540)[3:],
        "sealed2": "AgA" + b64(r, 420)[3:],
        "sops_d": b64(r, r.choice((18, 24, 30))),
        "iv": b64(r, 32),
        "tag": b64(r, 16),
        "transit": "vault:v1:" + b64(r, r.choice((44, 60, 76))),
        "age_body": "\n".join(b64(r, 48) for _ in range(4)),
        "age": "age1" + _bech32(r, 58),
        "name": r.choice(_NAMES),
        "ns": r.choice(("payments", "notify", "dispatch")),
        "mac": b64(r, 32),
    }


def _checksums(r: Random) -> dict[str, str]:
    fp = hexs(r, 64).upper()
    return {
        "s": hexs(r, 64),
        "s2": hexs(r, 64),
        "md5": hexs(r, 32),
        "fp": ":".join(fp[i : i + 2] for i in range(0, 64, 2)),
        "ver": f"7.{r.randint(30, 48)}.{r.randint(0, 9)}",
        "h1": b64(r, 32),
        "h1b": b64(r, 32),
        "sri": b64(r, 64),
        "pkg": r.choice(
            ("github.com/uber/h3-go/v4 v4.2.1", "github.com/segmentio/kafka-go v0.4.52")
        ),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "app": f"7.{r.randint(30, 48)}.{r.randint(0, 9)}",
        "code": str(r.randint(700000, 749999)),
        "ch": f"25.{r.randint(3, 12)}.{r.randint(1, 9)}.{r.randint(10, 99)}",
        "pseudo": f"v0.0.0-2030{r.randint(1, 8):02d}{r.randint(10, 28)}"
        + f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}-{hexs(r, 12)}",
        "chart": f"1.{r.randint(0, 30)}.{r.randint(0, 9)}+g{hexs(r, 7)}",
        "build": f"2030{r.randint(1, 8):02d}{r.randint(10, 28)}.{r.randint(1, 9)}",
        "gobuild": f"{b64url(r, 15)}/{b64url(r, 15)}/{b64url(r, 15)}/{b64url(r, 15)}",
        "ios": f"{r.randint(100, 999)}",
    }


def _b64json(value: object, url: bool = False) -> str:
    raw = json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()
    enc = base64.urlsafe_b64encode(raw) if url else base64.b64encode(raw)
    return enc.decode().rstrip("=") if url else enc.decode()


def _payloads(r: Random) -> dict[str, str]:
    trip = "trp_" + ulid(r).lower()
    return {
        "cursor": _b64json({"after": trip, "limit": r.choice((20, 50, 100))}, url=True),
        "hdr": _b64json({"source": "courier-app", "schema": r.randint(3, 9)}),
        "fence": _b64json({"zone": r.choice(("Kadikoy-3", "Nesimi-1", "Besiktas-2")), "res": 8}),
        "msg": base64.b64encode(f"ORDER_STATUS|{num(r, 12)}|PICKED_UP".encode()).decode(),
        "png": "iVBORw0KGgoAAAANSUhEUgAAA" + b64(r, 45),
        "trip": trip,
    }


_CARDS = (
    ("5528790000000008", "Halkbank MasterCard kredi"),
    ("5890040000000016", "Akbank MasterCard debit"),
    ("4766620000000001", "Denizbank Visa debit"),
    ("5400360000000003", "Garanti MasterCard kredi"),
    ("4543590000000006", "İş Bankası Visa kredi"),
    ("9792030000000000", "Finansbank Troy kredi"),
)


def _fixtures(r: Random) -> dict[str, str]:
    card, label = r.choice(_CARDS)
    return {
        "card": card,
        "label": label,
        "amt": f"{r.randint(10, 500)}.{r.choice(('0', '5'))}",
        "conv": num(r, 9),
        "exp": f"12/{r.choice(('2030', '2031', '2032'))}",
        "tk": _ticket(r),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_redacted_values",
        (
            "GOOGLE_MAPS_SERVER_KEY=" + _AIZA + "Sy⟨x⟩  # placeholder, real one in Vault (⟨tk⟩)",
            "VAULT_TOKEN=" + _HVS + "⟨stars⟩ (redacted before pasting, ⟨d⟩)",
            '{"apiKey":"[REDACTED]","secretKey":"[REDACTED]","baseUrl":"https://api.iyzipay.com",'
            '"retries":⟨n⟩}',
            "IYZICO_SECRET_KEY=<iyzico panelinden al>\nNETGSM_PASSWORD=<Vault: kv/⟨ns⟩/netgsm>",
            "Telegram docs example token 123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11 — "
            "not ours, from ⟨tk⟩",
            "GRAFANA_TOKEN=" + _GLSA + "<service-account-token>  # ⟨name⟩ dashboards",
            "пароль: ⟨stars⟩ (замазал, настоящий в Vault, ⟨tk⟩)",
        ),
        _placeholder,
    ),
    Kind(
        "secret_references",
        (
            "env:\n- name: ⟨env⟩\n  valueFrom:\n    secretKeyRef:\n      name: ⟨name⟩\n"
            "      key: ⟨key⟩",
            "⟨key⟩: <path:kv/data/⟨ns⟩/⟨name⟩#⟨key⟩>",
            "- run: ./scripts/smoke.sh\n  env:\n    ⟨env⟩: ${{ secrets.⟨env⟩ }}",
            '{{ with secret "kv/data/⟨ns⟩/⟨name⟩" }}{{ .Data.data.⟨key⟩ }}{{ end }}',
            "spec:\n  data:\n  - secretKey: ⟨key⟩\n    remoteRef:\n      key: ⟨ns⟩/⟨name⟩\n"
            '      property: ⟨key⟩\n      version: "⟨ver⟩"',
            "basic_auth:\n  username: vmagent-bak\n"
            "  password_file: /etc/prometheus/secrets/⟨name⟩/password",
        ),
        _refs,
    ),
    Kind(
        "password_words_multilingual",
        (
            "Kuryeler şifre sıfırlama SMS'i alamıyor (Netgsm başlık ⟨hdr⟩, ⟨n⟩ şikayet, ⟨tk⟩)",
            "PASSWORD_MIN_LENGTH=⟨min⟩\nPASSWORD_RESET_TTL=⟨ttl⟩\nPASSWORD_HASH=argon2id",
            "Пароль от ClickHouse лежит в Vault (kv/data/analytics/clickhouse), в заметки "
            "не копировать — ⟨tk⟩",
            "Netgsm cevabı 30: Geçersiz kullanıcı adı, şifre veya kullanıcınızın API erişim izni "
            "yok (⟨d⟩, ⟨n⟩ deneme)",
            "vault kv get -field=secret kv/ci/harbor | docker login harbor.yolcum.internal "
            "-u 'robot$ci+builder' --password-stdin  # ⟨tk⟩",
            "Parolu dəyişmək üçün `argocd account update-password` işlədin; yeni parolu bura "
            "yazmırıq (⟨tk⟩)",
            "⟨app⟩ uygulamasında 'Şifremi unuttum' akışı ⟨ttl⟩ sonra token süresi doluyor",
        ),
        _pw_words,
    ),
    Kind(
        "public_keys",
        (
            "ssh-ed25519 ⟨ed⟩ ⟨who⟩",
            "⟨host⟩ ssh-ed25519 ⟨ed2⟩",
            "256 SHA256:⟨fp⟩ ⟨who⟩ (ED25519)",
            '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"⟨kid⟩","n":"⟨n⟩","e":"AQAB"}]}',
            "SOPS age recipient (public): ⟨age⟩",
            "authorized_keys on bastion:\nssh-ed25519 ⟨ed⟩ ⟨who⟩\nssh-ed25519 ⟨ed2⟩ ops@bak",
        ),
        _pubkeys,
    ),
    Kind(
        "tls_certificates_public",
        (
            _BEGIN + "CERTIFICATE-----\n⟨body⟩\n" + _END + "CERTIFICATE-----",
            "ca.crt for ⟨cn⟩ (public, goes into the ConfigMap):\n" + _BEGIN + "CERTIFICATE-----\n"
            "⟨body⟩\n" + _END + "CERTIFICATE-----\n",
            "$ openssl x509 -in tls.crt -noout -serial -fingerprint -sha256\nserial=⟨serial⟩\n"
            "sha256 Fingerprint=⟨fp⟩",
            "cert-manager renewed ⟨cn⟩, serial ⟨serial⟩, notAfter ⟨d⟩",
        ),
        _certs,
    ),
    Kind(
        "encrypted_at_rest_values",
        (
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: ⟨name⟩\n"
            "  namespace: ⟨ns⟩\nspec:\n  encryptedData:\n    password: ⟨sealed⟩",
            "password: ENC[AES256_GCM,data:⟨sops_d⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]",
            "vault write transit/decrypt/courier-iban ciphertext=⟨transit⟩",
            "sops:\n  age:\n  - recipient: ⟨age⟩\n    enc: |\n      " + _BEGIN + "AGE ENCRYPTED "
            "FILE-----\n      ⟨age_body⟩\n      " + _END + "AGE ENCRYPTED FILE-----\n"
            "  mac: ENC[AES256_GCM,data:⟨mac⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]",
            "SealedSecret ⟨name⟩ şifrelenmiş hali (commit'lenebilir): ⟨sealed2⟩",
        ),
        _encrypted,
    ),
    Kind(
        "release_checksums",
        (
            "⟨s⟩  courier-⟨ver⟩-release.aab\n⟨s2⟩  driver-⟨ver⟩-release.aab",
            "Signer #1 certificate SHA-256 digest: ⟨s⟩",
            '[{"relation":["delegate_permission/common.handle_all_urls"],"target":{"namespace":'
            '"android_app","package_name":"app.yolcum.courier","sha256_cert_fingerprints":["⟨fp⟩"]}}]',
            "⟨pkg⟩ h1:⟨h1⟩\n⟨pkg⟩/go.mod h1:⟨h1b⟩",
            '"integrity": "sha512-⟨sri⟩"',
            "ClickHouse yedeği md5 ⟨md5⟩, S3'teki ile eşleşti",
        ),
        _checksums,
    ),
    Kind(
        "version_strings",
        (
            "YolcumCourier/⟨app⟩ (⟨code⟩; Android 15) — crash only on this build",
            "github.com/yolcum/geo-kit ⟨pseudo⟩",
            "clickhouse-server ⟨ch⟩ on ch-bak-01; dispatch-api chart ⟨chart⟩",
            "go version -m ./eta: build id ⟨gobuild⟩",
            "iOS rider ⟨app⟩ (build ⟨build⟩) TestFlight-də, Android versionCode ⟨code⟩",
        ),
        _versions,
    ),
    Kind(
        "base64_public_payloads",
        (
            "GET /v2/trips?cursor=⟨cursor⟩ returns the next page after ⟨trip⟩",
            "Kafka header ce-meta: ⟨hdr⟩ (base64 JSON, no PII)",
            "binaryData:\n  zone.json: ⟨fence⟩",
            "kafka-console-consumer printed ⟨msg⟩ — base64 of ORDER_STATUS|…|PICKED_UP",
            "marker icon: data:image/png;base64,⟨png⟩",
        ),
        _payloads,
    ),
    Kind(
        "payment_sandbox_fixtures",
        (
            "iyzico sandbox test kartı ⟨card⟩ (⟨label⟩), SKT ⟨exp⟩, CVC 123 — ⟨amt⟩ TL ile dene",
            '{"paymentCard":{"cardHolderName":"John Doe","cardNumber":"⟨card⟩",'
            '"expireMonth":"12","expireYear":"2030","cvc":"123"},"conversationId":"⟨conv⟩"}',
            "Тестовая карта iyzico ⟨card⟩ — из публичной документации, не боевая (⟨tk⟩)",
            "| kart | banka | sonuç |\n|---|---|---|\n| ⟨card⟩ | ⟨label⟩ | başarılı |\n"
            "| 4111111111111129 | — | yetersiz bakiye |",
        ),
        _fixtures,
    ),
)
