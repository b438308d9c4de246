"""Benign look-alikes from the platform side (19 kinds, 11 cases each): Vault audit HMACs,
public keys, certificates, fingerprints, JWKS, commits, digests, lockfile hashes, ids, traces,
base64 data, cache keys, resource names, versions, secret references, checksums, public client
configuration and ciphertext."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike68.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER,
    UPPER_HEX,
    Kind,
    b64,
    b64_of,
    b64url,
    benign_kind,
    certificate,
    day,
    dhis2_uid,
    firestore_id,
    hexs,
    ip10,
    iso_aug,
    num,
    object_id,
    pem,
    person,
    pick,
    rsa_public_spki,
    service,
    ssh_public,
    ulid,
    unix_aug,
    uuid4,
    wrap,
)

_REPOS = ("pharmacy-api", "rx-dispatch", "ussd-gateway", "dhis2-sync", "infra", "mobile-app")
_SECRET_NAMES = (
    "momo-api-key",
    "momo-subscription-key",
    "flw-secret-key",
    "at-api-key",
    "twilio-auth-token",
    "pesapal-consumer-secret",
    "dhis2-token",
    "metabase-embedding-key",
)
_ENV_NAMES = (
    "MOMO_API_KEY",
    "MOMO_SUBSCRIPTION_KEY",
    "FLW_SECRET_KEY",
    "AT_API_KEY",
    "TWILIO_AUTH_TOKEN",
    "PESAPAL_CONSUMER_SECRET",
    "DHIS2_TOKEN",
    "MB_EMBEDDING_SECRET_KEY",
)


def _ver(r: Random) -> str:
    return f"{r.randint(0, 9)}.{r.randint(0, 40)}.{r.randint(0, 20)}"


def _vault_audit(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "h3": hexs(r, 64),
        "h4": hexs(r, 64),
        "acc": pick(r, ALNUM, 24),
        "acc2": pick(r, ALNUM, 24),
        "acc3": pick(r, ALNUM, 24),
        "u1": uuid4(r),
        "u2": uuid4(r),
        "ts": iso_aug(r),
        "unix": str(unix_aug(r)),
        "role": service(r),
        "path": r.choice(("secret/data/momo/prod", "secret/data/flw/live", "kv/data/at/sms")),
        "ip": ip10(r),
        "who": person(r),
    }


def _ssh_pub(r: Random) -> dict[str, str]:
    who = person(r).lower()
    return {
        "ed": ssh_public(r, f"{who}@kla-laptop", "ed25519"),
        "rsa": ssh_public(r, f"{person(r).lower()}@kgl-desktop", "rsa"),
        "ecdsa": ssh_public(r, "gitlab-runner@kla-runner-1", "ecdsa"),
        "hash": "|1|" + b64(r, 20) + "|" + b64(r, 20),
        "hostkey": ssh_public(r, "", "ed25519").rstrip(),
        "pid": num(r, 8),
        "ip": ip10(r),
        "who": person(r),
    }


def _certs(r: Random) -> dict[str, str]:
    cert = certificate(r, r.choice(("emr.nilotic.health", "api.nilotic.health")), "Nilotic CA 1")
    return {
        "cert": pem("CERTIFICATE", cert),
        "cert4": pem("CERTIFICATE", cert, 4),
        "certrsa": pem(
            "CERTIFICATE",
            certificate(r, "nilotic-prod:rx-pg-prod", "Google Cloud SQL Server CA", "US", True),
        ),
        "pub": pem("PUBLIC KEY", rsa_public_spki(r)),
        "who": person(r),
    }


def _colon(r: Random, nbytes: int) -> str:
    return ":".join(pick(r, UPPER_HEX, 2) for _ in range(nbytes))


def _fingerprints(r: Random) -> dict[str, str]:
    return {
        "sshfp": "SHA256:" + b64(r, 32).rstrip("="),
        "md5": "MD5:" + ":".join(hexs(r, 2) for _ in range(16)),
        "tlsfp": _colon(r, 32),
        "sha1": _colon(r, 20),
        "pin": b64(r, 32),
        "gpg": " ".join(pick(r, UPPER_HEX, 4) for _ in range(10)),
        "ip": ip10(r),
        "who": person(r),
        "wl": person(r).lower(),
    }


def _jwks(r: Random) -> dict[str, str]:
    return {
        "kid": hexs(r, 40),
        "kid2": hexs(r, 40),
        "n": b64url(r, 256),
        "n2": b64url(r, 256),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "ukid": uuid4(r),
        "ref": pick(r, "abcdefghijklmnopqrstuvwxyz", 20),
        "who": person(r),
    }


def _commits(r: Random) -> dict[str, str]:
    s1, s2, s3 = hexs(r, 40), hexs(r, 40), hexs(r, 40)
    who = person(r)
    return {
        "sha": s1,
        "s1": s1[:7],
        "s2": s2[:7],
        "s3": s3[:8],
        "sha2": s2,
        "mr": str(r.randint(40, 1900)),
        "pipe": num(r, 10),
        "who": who,
        "wl": who.lower(),
        "repo": r.choice(_REPOS),
        "date": f"Thu Aug {r.randint(1, 28)} {r.randint(8, 22):02d}:{r.randint(10, 59)}:07 2034",
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d1": hexs(r, 64),
        "d2": hexs(r, 64),
        "svc": service(r),
        "tag": f"2034.08.{day(r)}-{hexs(r, 8)}",
        "rev": f"{r.randint(1, 400):05d}-{pick(r, 'abcdefghijklmnopqrstuvwxyz', 3)}",
        "who": person(r),
    }


_NPM = ("@sentry/node", "firebase-admin", "africastalking", "@supabase/supabase-js", "axios")
_PY = ("africastalking", "requests", "sentry-sdk", "google-cloud-firestore", "hvac", "pydantic")
_GO = (
    "cloud.google.com/go/firestore",
    "github.com/hashicorp/vault/api",
    "github.com/twilio/twilio-go",
)


def _locks(r: Random) -> dict[str, str]:
    npm = r.choice(_NPM)
    return {
        "pkg": npm,
        "base": npm.rsplit("/", 1)[-1],
        "py": r.choice(_PY),
        "go": r.choice(_GO),
        "ver": _ver(r),
        "sri": b64(r, 64),
        "hex": hexs(r, 64),
        "hex2": hexs(r, 64),
        "h1": b64(r, 32),
        "h1b": b64(r, 32),
        "size": str(r.randint(20000, 900000)),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "ulid": ulid(r),
        "ulid2": ulid(r),
        "oid": object_id(r),
        "oid2": object_id(r),
        "fs": firestore_id(r),
        "fs2": firestore_id(r),
        "msg": num(r, 16),
        "who": person(r),
    }


def _dhis2(r: Random) -> dict[str, str]:
    return {
        "de": dhis2_uid(r),
        "de2": dhis2_uid(r),
        "ou": dhis2_uid(r),
        "coc": dhis2_uid(r),
        "prog": dhis2_uid(r),
        "te": dhis2_uid(r),
        "omrs": uuid4(r),
        "ciel": num(r, 4) + "A" * 32,
        "ciel2": num(r, 4) + "A" * 32,
        "pid": f"{num(r, 5)}{pick(r, UPPER, 2)}",
        "pe": f"2034{r.randint(1, 7):02d}",
        "val": str(r.randint(1, 400)),
        "ts": iso_aug(r),
        "who": person(r),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "t": hexs(r, 32),
        "t2": hexs(r, 32),
        "span": hexs(r, 16),
        "spandec": str(r.getrandbits(63)),
        "ev": hexs(r, 32),
        "project": r.choice(("nilotic-prod", "nilotic-staging")),
        "svc": service(r),
        "ts": iso_aug(r),
        "who": person(r),
    }


def _png(r: Random) -> bytes:
    size = r.choice((16, 24, 32, 48)).to_bytes(4, "big")
    head = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + size + size + b"\x08\x06\x00\x00\x00"
    return head + r.randbytes(4) + r.randbytes(r.randint(40, 90))


def _payloads(r: Random) -> dict[str, str]:
    event = {
        "event": r.choice(("rx.dispatched", "rx.delivered", "consult.booked")),
        "order": ulid(r),
        "pharmacy": r.choice(("NTINDA-02", "KACYIRU-01", "GULU-01", "REMERA-03")),
        "eta_min": r.randint(9, 55),
    }
    text = json.dumps(event, separators=(",", ":"))
    sms = r.choice(
        (
            "Eddagala lyo liri mu kkubo, lijja mu ddakiika 20.",
            "Imiti yawe iri mu nzira, izagera mu minota 20.",
            "Votre commande arrive dans 20 minutes.",
        )
    )
    gz = b"\x1f\x8b\x08\x00" + r.randbytes(4) + b"\x00\x03" + r.randbytes(r.randint(60, 120))
    return {
        "json": text,
        "jsonb64": b64_of(text),
        "sms": sms,
        "smsb64": b64_of(sms),
        "png": b64_of(_png(r)),
        "gz": b64_of(gz),
        "msg": num(r, 16),
        "ts": iso_aug(r),
        "who": person(r),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "h40": hexs(r, 40),
        "h64": hexs(r, 64),
        "etag": hexs(r, r.choice((16, 32))),
        "u": uuid4(r),
        "page": b64url(r, r.choice((36, 48, 60))),
        "ou": dhis2_uid(r),
        "pe": f"2034{r.randint(1, 7):02d}",
        "who": person(r),
        "n": str(r.randint(2, 40)),
    }


def _resources(r: Random) -> dict[str, str]:
    return {
        "pnum": num(r, 12),
        "secret": r.choice(_SECRET_NAMES),
        "v": str(r.randint(1, 19)),
        "sa": r.choice(("rx-dispatch", "momo-bridge", "dhis2-sync", "gitlab-deployer")),
        "svc": service(r),
        "hash": pick(r, LOWER_ALNUM, 10),
        "hex6": hexs(r, 6),
        "u": uuid4(r),
        "project": r.choice(("nilotic-prod", "nilotic-staging")),
        "who": person(r),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "svc": service(r),
        "ver": _ver(r),
        "ver2": _ver(r),
        "sha7": hexs(r, 7),
        "sha8": hexs(r, 8),
        "n": str(r.randint(1, 60)),
        "code": num(r, 7),
        "omrs": f"2.{r.randint(7, 9)}.{r.randint(0, 6)}",
        "u": uuid4(r),
        "d": day(r),
        "who": person(r),
    }


def _refs(r: Random) -> dict[str, str]:
    i = r.randrange(len(_ENV_NAMES))
    j = (i + r.randint(1, len(_ENV_NAMES) - 1)) % len(_ENV_NAMES)
    return {
        "env": _ENV_NAMES[i],
        "sec": _SECRET_NAMES[i],
        "env2": _ENV_NAMES[j],
        "sec2": _SECRET_NAMES[j],
        "v": r.choice(("latest", str(r.randint(2, 14)))),
        "svc": service(r),
        "field": r.choice(("api_key", "secret_key", "auth_token", "consumer_secret", "token")),
        "who": person(r),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "h64": hexs(r, 64),
        "h32": hexs(r, 32),
        "h128": hexs(r, 128),
        "crc": b64(r, 4),
        "md5b64": b64(r, 16),
        "ver": _ver(r),
        "x": str(r.randint(0, 9)),
        "d": day(r),
        "who": person(r),
    }


def _public_config(r: Random) -> dict[str, str]:
    return {
        "dsn": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 16),
        "cid": num(r, 12) + "-" + pick(r, LOWER_ALNUM, 32) + ".apps.googleusercontent.com",
        "pubkey": "sb_" + "publishable_" + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM + "-", 8),
        "ref": pick(r, "abcdefghijklmnopqrstuvwxyz", 20),
        "site": "6L" + pick(r, B64URL, 38),
        "u": uuid4(r),
        "chal": b64url(r, 32),
        "state": b64url(r, 16),
        "who": person(r),
    }


def _sops(r: Random, nbytes: int) -> str:
    return f"ENC[AES256_GCM,data:{b64(r, nbytes)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:str]"


def _age(r: Random) -> str:
    def raw(n: int) -> str:
        return base64.b64encode(r.randbytes(n)).decode().rstrip("=")

    header = f"age-encryption.org/v1\n-> X25519 {raw(32)}\n{raw(32)}\n--- {raw(32)}\n"
    body = header.encode() + r.randbytes(16) + r.randbytes(r.randint(60, 200))
    label = "AGE ENCRYPTED FILE"
    return f"-----BEGIN {label}-----\n{wrap(b64_of(body), 64)}\n-----END {label}-----"


def _encrypted(r: Random) -> dict[str, str]:
    return {
        "e1": _sops(r, 32),
        "e2": _sops(r, r.choice((20, 28, 44))),
        "mac": _sops(r, 32),
        "wrapped": b64(r, 113),
        "transit": "vault:v1:" + b64(r, r.choice((44, 60, 76))),
        "kms": b64(r, r.choice((73, 89, 105))),
        "age": _age(r),
        "ts": iso_aug(r),
        "who": person(r),
    }


PLATFORM: tuple[Kind, ...] = (
    benign_kind(
        "vault_audit_hmacs",
        (
            '{"time":"⟨ts⟩","type":"response","auth":{"client_token":"hmac-sha256:⟨h1⟩",'
            '"accessor":"hmac-sha256:⟨h2⟩","display_name":"approle","policies":["default",'
            '"⟨role⟩"],"token_type":"service"},"request":{"id":"⟨u1⟩","operation":"read",'
            '"mount_type":"kv","path":"⟨path⟩","remote_address":"⟨ip⟩"},"response":{"data":'
            '{"data":{"api_key":"hmac-sha256:⟨h3⟩","subscription_key":"hmac-sha256:⟨h4⟩"}}}}',
            "vault token revoke -accessor ⟨acc⟩",
            "$ vault list auth/token/accessors\nKeys\n----\n⟨acc⟩\n⟨acc2⟩\n⟨acc3⟩",
            "Muri audit log ya Vault, agaciro ka api_key kagaragara nka hmac-sha256:⟨h3⟩ - "
            "si urufunguzo nyarwo.",
            "Audit device file/ hashes everything: client_token hmac-sha256:⟨h1⟩ matched "
            "request ⟨u1⟩ from ⟨ip⟩.",
            "Dans le journal d'audit, le token de ⟨role⟩ apparaît comme hmac-sha256:⟨h2⟩ ; "
            "l'accessor est ⟨acc⟩.",
            "$ vault token lookup -accessor ⟨acc⟩\nKey                 Value\n"
            "---                 -----\naccessor            ⟨acc⟩\ncreation_time       ⟨unix⟩\n"
            "display_name        approle\nentity_id           ⟨u2⟩\nid                  n/a\n"
            "policies            [default ⟨role⟩]\nttl                 767h59m",
        ),
        _vault_audit,
    ),
    benign_kind(
        "ssh_public_keys",
        (
            "# ~deploy/.ssh/authorized_keys\n⟨ed⟩\n⟨rsa⟩\n⟨ecdsa⟩",
            "⟨hash⟩ ⟨hostkey⟩",
            'curl --request POST --header "PRIVATE-TOKEN: $GITLAB_TOKEN" '
            '--data-urlencode "key=⟨ed⟩" --data "title=kla-runner" '
            '"https://gitlab.com/api/v4/projects/⟨pid⟩/deploy_keys"',
            "ssh_authorized_keys:\n  - ⟨ed⟩\n  - ⟨rsa⟩",
            "Public key ya ⟨who⟩ (si private!): ⟨ed⟩",
            'gcloud compute instances add-metadata bastion-kla --metadata ssh-keys="deploy:⟨ed⟩"',
            "Urufunguzo rwa public rwa runner ya Kigali: ⟨ecdsa⟩",
        ),
        _ssh_pub,
    ),
    benign_kind(
        "certificates_and_public_keys",
        (
            "⟨cert⟩",
            "Airtel public key y'okusiba PIN (encryption), eva mu portal yaabwe:\n\n⟨pub⟩",
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: emr-ca\ndata:\n"
            "  ca.crt: |\n⟨cert4⟩",
            "Certificat serveur de Cloud SQL (server-ca.pem) :\n⟨certrsa⟩",
            "$ openssl s_client -connect emr.nilotic.health:443 -showcerts </dev/null "
            "2>/dev/null | openssl x509\n⟨cert⟩",
            "Urufunguzo rwa public rwa farumasi y'umufatanyabikorwa (kugenzura imikono):\n\n⟨pub⟩",
            "⟨who⟩ asked for the CA of the OpenMRS proxy; it is public:\n\n⟨cert⟩",
        ),
        _certs,
    ),
    benign_kind(
        "fingerprints",
        (
            "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 ⟨sshfp⟩ ⟨wl⟩@kla-laptop (ED25519)",
            "The authenticity of host '⟨ip⟩ (⟨ip⟩)' can't be established.\n"
            "ED25519 key fingerprint is ⟨sshfp⟩.",
            "SHA-256 fingerprint ya certificate ya emr.nilotic.health: ⟨tlsfp⟩",
            "Android app signing certificate SHA-1 (Google OAuth Android client): ⟨sha1⟩",
            'CertificatePinner.Builder().add("api.nilotic.health", "sha256/⟨pin⟩").build()',
            "Release tags are signed with ⟨who⟩'s key ⟨gpg⟩.",
            "Empreinte de la clé hôte du bastion : ⟨sshfp⟩ (vérifiée au téléphone avec ⟨who⟩).",
            "Igikumwe (fingerprint) cy'urufunguzo rwa seriveri ⟨ip⟩ ni ⟨md5⟩ - bihuye.",
        ),
        _fingerprints,
    ),
    benign_kind(
        "jwks",
        (
            '{\n  "keys": [\n    {\n      "kty": "RSA",\n      "use": "sig",\n'
            '      "kid": "⟨kid⟩",\n      "alg": "RS256",\n      "n": "⟨n⟩",\n'
            '      "e": "AQAB"\n    }\n  ]\n}',
            "curl -s https://⟨ref⟩.supabase.co/auth/v1/.well-known/jwks.json\n"
            '{"keys":[{"kty":"EC","kid":"⟨ukid⟩","use":"sig","crv":"P-256","alg":"ES256",'
            '"x":"⟨x⟩","y":"⟨y⟩","key_ops":["verify"],"ext":true}]}',
            '{"keys":[{"e":"AQAB","kty":"RSA","alg":"RS256","n":"⟨n⟩","use":"sig",'
            '"kid":"⟨kid⟩"},{"e":"AQAB","kty":"RSA","alg":"RS256","n":"⟨n2⟩","use":"sig",'
            '"kid":"⟨kid2⟩"}]}',
            "JWKS ya teleconsult-api (public keys zokka, tewali d): kid ⟨kid⟩, x ⟨x⟩, y ⟨y⟩",
            'TEST_JWK = {"kty": "EC", "crv": "P-256", "x": "⟨x⟩", "y": "⟨y⟩", "kid": "⟨ukid⟩"}',
            "La clé publique de vérification (kid ⟨kid2⟩) a le module n = ⟨n2⟩",
        ),
        _jwks,
    ),
    benign_kind(
        "commit_hashes",
        (
            "⟨s1⟩ fix(momo): retry on 500 from requesttopay\n⟨s2⟩ feat(ussd): menu ya Luganda\n"
            "⟨s3⟩ chore: bump africastalking",
            "git revert ⟨sha⟩ --no-edit  # yaleeta bug mu SMS za OTP",
            "Fixed in ⟨sha⟩ (MR !⟨mr⟩), deployed by pipeline #⟨pipe⟩.",
            "$ git bisect good\n⟨sha⟩ is the first bad commit\ncommit ⟨sha⟩\n"
            "Author: ⟨who⟩ <⟨wl⟩@nilotic.health>\nDate:   ⟨date⟩ +0300",
            "Commit ⟨sha2⟩ niyo yakosoye ikibazo cya DHIS2 sync (MR !⟨mr⟩).",
            "https://gitlab.com/nilotic-health/⟨repo⟩/-/commit/⟨sha⟩",
            "Le correctif des reçus Pesapal est dans ⟨sha2⟩, pas encore en prod.",
            "git cherry-pick ⟨s1⟩..⟨s2⟩",
        ),
        _commits,
    ),
    benign_kind(
        "container_digests",
        (
            "europe-west1-docker.pkg.dev/nilotic-prod/services/⟨svc⟩@sha256:⟨d1⟩",
            "$ docker pull europe-west1-docker.pkg.dev/nilotic-prod/services/⟨svc⟩:⟨tag⟩\n"
            "⟨tag⟩: Pulling from nilotic-prod/services/⟨svc⟩\nDigest: sha256:⟨d1⟩\n"
            "Status: Downloaded newer image",
            "spec:\n  containers:\n  - image: europe-west1-docker.pkg.dev/nilotic-prod/services/"
            "⟨svc⟩@sha256:⟨d1⟩\n    name: ⟨svc⟩",
            "Registry yalaga tag sha256-⟨d2⟩.sig (cosign) ku image ya ⟨svc⟩.",
            "imageID: europe-west1-docker.pkg.dev/nilotic-prod/services/⟨svc⟩@sha256:⟨d2⟩",
            "Rollback vers le digest sha256:⟨d2⟩ (révision ⟨svc⟩-⟨rev⟩) demandé par ⟨who⟩.",
            "Image ya ⟨svc⟩ yakoreshejwe ejo: sha256:⟨d1⟩ (tag ⟨tag⟩).",
        ),
        _digests,
    ),
    benign_kind(
        "lockfile_integrity",
        (
            '"node_modules/⟨pkg⟩": {\n  "version": "⟨ver⟩",\n'
            '  "resolved": "https://registry.npmjs.org/⟨pkg⟩/-/⟨base⟩-⟨ver⟩.tgz",\n'
            '  "integrity": "sha512-⟨sri⟩"\n}',
            '[[package]]\nname = "⟨py⟩"\nversion = "⟨ver⟩"\nfiles = [\n'
            '    {file = "⟨py⟩-⟨ver⟩-py3-none-any.whl", hash = "sha256:⟨hex⟩"},\n]',
            "⟨py⟩==⟨ver⟩ \\\n    --hash=sha256:⟨hex⟩ \\\n    --hash=sha256:⟨hex2⟩",
            "⟨go⟩ v⟨ver⟩ h1:⟨h1⟩\n⟨go⟩ v⟨ver⟩/go.mod h1:⟨h1b⟩",
            'provider "registry.terraform.io/hashicorp/google" {\n  version = "⟨ver⟩"\n'
            '  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨hex⟩",\n  ]\n}',
            "npm ci yagaana: integrity sha512-⟨sri⟩ teyenkana ne tarball ya ⟨pkg⟩ ⟨ver⟩.",
            'sdist = { url = "https://files.pythonhosted.org/packages/⟨py⟩-⟨ver⟩.tar.gz", '
            'hash = "sha256:⟨hex⟩", size = ⟨size⟩ }',
        ),
        _locks,
    ),
    benign_kind(
        "uuids_ulids_objectids",
        (
            "Firestore path patients/⟨fs⟩/consultations/⟨fs2⟩ was missing the pharmacy field.",
            "Order ⟨ulid⟩ yavudde ku USSD, order ⟨ulid2⟩ ku app - zombi zaasasulwa.",
            '{"_id": {"$oid": "⟨oid⟩"}, "patient": "⟨u⟩", "status": "dispensed"}',
            "pubsub messageId=⟨msg⟩ orderId=⟨ulid⟩ attempt=2",
            "gcloud builds log ⟨u2⟩ --region europe-west1",
            "| legacy _id | new id |\n|---|---|\n| ⟨oid⟩ | ⟨ulid⟩ |\n| ⟨oid2⟩ | ⟨ulid2⟩ |",
            "Le document Firestore ⟨fs⟩ correspond au patient ⟨u⟩ dans OpenMRS.",
            "Consultation ⟨u⟩ ya ⟨who⟩ ifite ULID ⟨ulid⟩ muri rx-dispatch.",
        ),
        _ids,
    ),
    benign_kind(
        "dhis2_openmrs_ids",
        (
            '{"dataValues":[{"dataElement":"⟨de⟩","period":"⟨pe⟩","orgUnit":"⟨ou⟩",'
            '"categoryOptionCombo":"⟨coc⟩","value":"⟨val⟩"}]}',
            "GET /api/40/tracker/trackedEntities?orgUnits=⟨ou⟩&program=⟨prog⟩"
            "&fields=trackedEntity,attributes 200",
            '{"concept":"⟨ciel⟩","value":⟨val⟩,"person":"⟨omrs⟩","obsDatetime":"⟨ts⟩"}',
            "Ikigo nderabuzima cya Kacyiru gifite orgUnit ⟨ou⟩ muri DHIS2; program ni ⟨prog⟩.",
            "Patient identifier ⟨pid⟩ (OpenMRS ID) - uuid ⟨omrs⟩, trackedEntity ⟨te⟩",
            "| CIEL concept | DHIS2 dataElement |\n|---|---|\n| ⟨ciel⟩ | ⟨de⟩ |\n"
            "| ⟨ciel2⟩ | ⟨de2⟩ |",
            "L'élément de données ⟨de⟩ (consultations télé) est agrégé par ⟨ou⟩ chaque mois.",
        ),
        _dhis2,
    ),
    benign_kind(
        "trace_ids",
        (
            "X-Cloud-Trace-Context: ⟨t⟩/⟨spandec⟩;o=1",
            "traceparent: 00-⟨t⟩-⟨span⟩-01",
            '{"severity":"ERROR","message":"DHIS2 timeout","logging.googleapis.com/trace":'
            '"projects/⟨project⟩/traces/⟨t⟩","logging.googleapis.com/spanId":"⟨span⟩"}',
            "Sentry event ⟨ev⟩ (trace ⟨t⟩) - TimeoutError calling DHIS2 from ⟨svc⟩",
            "Trace ⟨t⟩ eraga nti momo-bridge yalinze sekondi 28 ku requesttopay.",
            "https://console.cloud.google.com/traces/list?project=⟨project⟩&tid=⟨t2⟩",
            "Trace ⟨t2⟩ : la latence vient de Firestore, pas de Flutterwave (vu avec ⟨who⟩).",
            "Sentry event_id ⟨ev⟩ na trace ⟨t⟩ byerekana ko ⟨svc⟩ yaguye saa tatu.",
        ),
        _traces,
    ),
    benign_kind(
        "base64_data_payloads",
        (
            '{"message":{"data":"⟨jsonb64⟩","messageId":"⟨msg⟩","publishTime":"⟨ts⟩"},'
            '"subscription":"projects/nilotic-prod/subscriptions/rx-events-push"}',
            "Thumbnail of the prescription scan: data:image/png;base64,⟨png⟩",
            "$ echo '⟨jsonb64⟩' | base64 -d\n⟨json⟩",
            "The aggregator sends the SMS body base64-encoded: ⟨smsb64⟩ (= ⟨sms⟩)",
            "Firestore export chunk (gzip, base64) for the bug report: ⟨gz⟩",
            "Ubutumwa bwa Pub/Sub ⟨msg⟩ bufite data ⟨jsonb64⟩ - ni JSON isanzwe, nta banga.",
            "Corps du message (base64) : ⟨smsb64⟩, c'est juste le texte du SMS.",
        ),
        _payloads,
    ),
    benign_kind(
        "cache_and_idempotency_keys",
        (
            "redis-cli GET rx:quote:sha1:⟨h40⟩",
            "Idempotency-Key: ⟨u⟩",
            'ETag: W/"⟨etag⟩"',
            "cache:\n  key: pip-⟨h40⟩\n  paths:\n    - .venv/",
            '{"documents":[],"nextPageToken":"⟨page⟩"}',
            "Cache key ya quote ya ddagala: rx:quote:sha1:⟨h40⟩ (TTL ddakiika ⟨n⟩).",
            "dhis2:ou:⟨ou⟩:period:⟨pe⟩:sha256:⟨h64⟩",
            "Urufunguzo rwa cache (cache key) rwa raporo ni dhis2:ou:⟨ou⟩:⟨pe⟩ - si ibanga.",
        ),
        _cache,
    ),
    benign_kind(
        "resource_names",
        (
            "projects/⟨pnum⟩/secrets/⟨secret⟩/versions/⟨v⟩",
            "projects/⟨project⟩/locations/europe-west1/keyRings/payments/cryptoKeys/pin-key/"
            "cryptoKeyVersions/⟨v⟩",
            "⟨sa⟩@⟨project⟩.iam.gserviceaccount.com has roles/secretmanager.secretAccessor on "
            "⟨secret⟩",
            "https://⟨svc⟩-⟨hash⟩-ew.a.run.app/healthz",
            "gs://⟨project⟩-rx-scans-⟨hex6⟩/2034/08/⟨u⟩.jpg",
            "Ekyama ⟨secret⟩ kiri ku version ⟨v⟩ mu Secret Manager (⟨project⟩).",
            "Ibanga ⟨secret⟩ ribitswe muri projects/⟨pnum⟩/secrets/⟨secret⟩ - ⟨who⟩ ni we "
            "urihindura.",
            "La clé KMS pin-key (version ⟨v⟩) chiffre les PIN Airtel ; nom complet "
            "projects/⟨project⟩/locations/europe-west1/keyRings/payments/cryptoKeys/pin-key.",
        ),
        _resources,
    ),
    benign_kind(
        "version_build_strings",
        (
            "⟨svc⟩ v⟨ver⟩+g⟨sha7⟩ (build 203408⟨d⟩.⟨n⟩)",
            'versionName "⟨ver⟩"\nversionCode ⟨code⟩',
            "Cloud Build ⟨u⟩ SUCCESS - image tag 2034.08.⟨d⟩-⟨sha8⟩",
            "DHIS2 2.41.⟨n⟩ (Build revision ⟨sha7⟩), OpenMRS core ⟨omrs⟩",
            "Version ya app eri ku ssimu ya ⟨who⟩: ⟨ver⟩ (⟨code⟩) - ekadde.",
            "Verisiyo ya ⟨svc⟩ iri kuri prod ni ⟨ver⟩+g⟨sha7⟩.",
            "Version déployée : ⟨svc⟩ ⟨ver2⟩ (commit ⟨sha8⟩), build du ⟨d⟩ août.",
        ),
        _versions,
    ),
    benign_kind(
        "secret_references",
        (
            "env:\n  - name: ⟨env⟩\n    valueFrom:\n      secretKeyRef:\n"
            "        name: ⟨svc⟩-secrets\n        key: ⟨sec⟩",
            "gcloud run deploy ⟨svc⟩ --region europe-west1 "
            "--set-secrets=⟨env⟩=⟨sec⟩:⟨v⟩,⟨env2⟩=⟨sec2⟩:latest",
            "deploy:\n  secrets:\n    ⟨env⟩:\n      vault: payments/⟨sec⟩/⟨field⟩@secret\n"
            "      file: false",
            'data "google_secret_manager_secret_version" "⟨field⟩" {\n  secret  = "⟨sec⟩"\n'
            '  version = "⟨v⟩"\n}',
            'api_key = os.environ["⟨env⟩"]  # injected by Cloud Run from ⟨sec⟩',
            "vault kv get -field=⟨field⟩ secret/⟨svc⟩/prod",
            "⟨env⟩ eva mu Secret Manager (⟨sec⟩:⟨v⟩); tewali muwendo gwayo mu repo.",
            "La variable ⟨env2⟩ est lue depuis le secret ⟨sec2⟩ au démarrage de ⟨svc⟩.",
        ),
        _refs,
    ),
    benign_kind(
        "checksums",
        (
            "$ sha256sum nilotic-app-⟨ver⟩-release.apk\n⟨h64⟩  nilotic-app-⟨ver⟩-release.apk",
            "md5sum dhis2-stable-2.41.⟨x⟩.war -> ⟨h32⟩",
            "Hashes [base64] for rx-backup-⟨d⟩.sql.gz:\n\tHash (crc32c):\t\t⟨crc⟩\n"
            "\tHash (md5):\t\t⟨md5b64⟩",
            "SHA512 (openmrs-distro-⟨ver⟩.zip) = ⟨h128⟩",
            "Checksum ya APK ⟨ver⟩ gye ⟨who⟩ yawadde: sha256 ⟨h64⟩",
            "Somme de contrôle du dump du ⟨d⟩ août (sha256) : ⟨h64⟩",
            "Md5 ya dosiye ya DHIS2 yahuye: ⟨h32⟩",
        ),
        _checksums,
    ),
    benign_kind(
        "public_client_config",
        (
            'Sentry.init({ dsn: "https://⟨dsn⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩", '
            "tracesSampleRate: 0.2 })",
            "GOOGLE_OAUTH_CLIENT_ID=⟨cid⟩",
            "NEXT_PUBLIC_SUPABASE_URL=https://⟨ref⟩.supabase.co\n"
            "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=⟨pubkey⟩",
            '<div class="g-recaptcha" data-sitekey="⟨site⟩"></div>',
            "Public dashboard ya Metabase: https://metabase.nilotic.health/public/dashboard/⟨u⟩",
            "https://accounts.google.com/o/oauth2/v2/auth?client_id=⟨cid⟩&response_type=code"
            "&code_challenge=⟨chal⟩&code_challenge_method=S256&state=⟨state⟩",
            "Le DSN Sentry de l'app mobile (https://⟨dsn⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩) "
            "est public par conception.",
        ),
        _public_config,
    ),
    benign_kind(
        "encrypted_values",
        (
            "momo:\n    api_key: ⟨e1⟩\n    subscription_key: ⟨e2⟩\nsops:\n    gcp_kms:\n"
            "        - resource_id: projects/nilotic-prod/locations/europe-west1/keyRings/sops/"
            'cryptoKeys/sops-key\n          enc: ⟨wrapped⟩\n    lastmodified: "⟨ts⟩"\n'
            "    mac: ⟨mac⟩\n    version: 3.9.4",
            "Key            Value\n---            -----\nciphertext     ⟨transit⟩\n"
            "key_version    1",
            "⟨age⟩",
            "$ gcloud kms encrypt --key pin-key --keyring payments --location europe-west1 "
            "--plaintext-file pin.txt --ciphertext-file - | base64 -w0\n⟨kms⟩",
            "Ebiri mu secrets.enc.yaml bisibiddwa na sops: api_key: ⟨e1⟩ - tekiri kyama kyennyini.",
            "PIN chiffré par Vault transit : ⟨transit⟩ (illisible sans la clé pin-key).",
            "Agaciro kari muri git ni ⟨e2⟩ - kabitswe mu ibanga na sops, nta kibazo.",
        ),
        _encrypted,
    ),
)
