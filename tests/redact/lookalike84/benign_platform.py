"""Benign look-alikes from the platform side: commit and image hashes, lockfile integrity,
public keys, certificates, fingerprints, JWKS, ids, trace ids, cache keys, resource ids,
Vault accessors and audit HMACs, Elastic Cloud ids, Slack ids and request signatures,
encrypted-at-rest blobs, checksums and replication positions, message ids."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike84.gen import (
    ALNUM,
    B64URL,
    BECH32,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    cert_der,
    day,
    epoch,
    hexs,
    indent,
    num,
    object_id,
    pem,
    pick,
    spki_ec,
    spki_rsa,
    ssh_public_key,
    stamp,
    ulid,
    uuid4,
    wrap,
)

_SERVICES = ("bilet-api", "sefer-planlama", "odeme-gateway", "sms-notifier", "liman-portal")
_NPM = ("@limanrota/ui-kit", "zod", "hono", "@cloudflare/workers-types", "date-fns", "undici")


def _git(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "short": sha[:8],
        "sha2": hexs(r, 40),
        "mr": str(r.randint(100, 2400)),
        "pipe": num(r, 6),
        "svc": r.choice(_SERVICES),
        "d": day(r),
        "tree": hexs(r, 40),
    }


def _digest(r: Random) -> dict[str, str]:
    return {
        "dig": hexs(r, 64),
        "dig2": hexs(r, 64),
        "cfg": hexs(r, 64),
        "svc": r.choice(_SERVICES),
        "tag": f"2037.10.{r.randint(1, 31)}-{hexs(r, 7)}",
        "size": str(r.randint(20_000_000, 400_000_000)),
    }


def _lock(r: Random) -> dict[str, str]:
    pkg = r.choice(_NPM)
    return {
        "pkg": pkg,
        "ver": f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 20)}",
        "sri": "sha512-" + b64(r, 64),
        "sri2": "sha512-" + b64(r, 64),
        "h1": "h1:" + b64(r, 32),
        "h1mod": "h1:" + b64(r, 32),
        "pip": hexs(r, 64),
        "pip2": hexs(r, 64),
        "name": pkg.rsplit("/", 1)[-1],
    }


def _ssh_pub(r: Random) -> dict[str, str]:
    host = r.choice(("galera-1.izm", "bastion-pir", "gitlab-runner-hel1", "rmq-2.izm"))
    return {
        "ed": ssh_public_key(r, "ssh-ed25519", r.choice(("eleni@pir-laptop", "kemal@izm-ws"))),
        "ed2": ssh_public_key(r, "ssh-ed25519", "deploy@gitlab-runner-hel1"),
        "rsa": ssh_public_key(r, "ssh-rsa", "ansible@bastion-pir"),
        "ec": ssh_public_key(r, "ecdsa-sha2-nistp256", ""),
        "host": host,
        "ip": f"10.40.{r.randint(1, 9)}.{r.randint(2, 250)}",
    }


def _certs(r: Random) -> dict[str, str]:
    cn = r.choice(("sso.limanrota.com.tr", "bilet.limanrota.gr", "*.izm.limanrota.internal"))
    c = pem("CERTIFICATE", cert_der(r, cn, "Liman Rota Internal CA R3"))
    pub = pem("PUBLIC KEY", spki_ec(r) if r.random() < 0.5 else spki_rsa(r))
    return {"cert": c, "cert_ind": indent(c, 4), "pub": pub, "cn": cn}


def _fingerprints(r: Random) -> dict[str, str]:
    raw = r.randbytes(32)
    return {
        "sha256": base64.b64encode(raw).decode().rstrip("="),
        "md5": ":".join(hexs(r, 2) for _ in range(16)),
        "cert": ":".join(f"{b:02X}" for b in r.randbytes(32)),
        "pin": b64(r, 32),
        "gpg": " ".join(hexs(r, 4).upper() for _ in range(10)),
        "host": r.choice(("bastion-pir", "galera-2.hel1.limanrota.net", "gitlab.limanrota.com.tr")),
        "serial": ":".join(hexs(r, 2) for _ in range(16)),
    }


def _jwks(r: Random) -> dict[str, str]:
    cert = base64.b64encode(cert_der(r, "liman", "liman")).decode()
    keys = [
        {
            "kid": b64url(r, 32),
            "kty": "RSA",
            "alg": "RS256",
            "use": "sig",
            "n": b64url(r, 256),
            "e": "AQAB",
            "x5c": [cert],
            "x5t": b64url(r, 20),
            "x5t#S256": b64url(r, 32),
        },
        {
            "kid": b64url(r, 32),
            "kty": "RSA",
            "alg": "RSA-OAEP",
            "use": "enc",
            "n": b64url(r, 256),
            "e": "AQAB",
        },
    ]
    ec = {"kid": b64url(r, 32), "kty": "EC", "crv": "P-256", "alg": "ES256", "use": "sig"}
    ec |= {"x": b64url(r, 32), "y": b64url(r, 32)}
    return {
        "jwks": json.dumps({"keys": keys}, indent=2),
        "ec": json.dumps(ec),
        "kid": keys[0]["kid"],  # type: ignore[dict-item]
        "n": keys[1]["n"],  # type: ignore[dict-item]
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "u1": uuid4(r),
        "u2": uuid4(r),
        "ulid": ulid(r),
        "ulid2": ulid(r),
        "oid": object_id(r),
        "oid2": object_id(r),
        "srv": num(r, 8),
        "kc": uuid4(r),
    }


def _trace(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "ray": hexs(r, 16) + "-" + r.choice(("IST", "ATH", "SOF", "FRA")),
        "req": uuid4(r),
        "apm": hexs(r, 32),
        "tx": hexs(r, 16),
        "stamp": stamp(r),
        "svc": r.choice(_SERVICES),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 64),
        "etag": hexs(r, 32),
        "etag_mp": hexs(r, 32) + "-" + str(r.randint(2, 40)),
        "wetag": b64url(r, 20),
        "ck": hexs(r, 40),
        "route": f"{r.choice(('IZM', 'PIR', 'MIT'))}-{r.choice(('CHI', 'LES', 'SAM'))}",
        "d": day(r),
        "md5": hexs(r, 32),
    }


def _resources(r: Random) -> dict[str, str]:
    return {
        "zone": hexs(r, 32),
        "acct": hexs(r, 32),
        "tunnel": uuid4(r),
        "srv": num(r, 8),
        "vol": num(r, 9),
        "droplet": num(r, 9),
        "fw": num(r, 7),
        "kv": hexs(r, 32),
        "d1": uuid4(r),
        "n": str(r.randint(1, 6)),
    }


def _vault_meta(r: Random) -> dict[str, str]:
    return {
        "acc": pick(r, ALNUM, 24),
        "hmac": "hmac-sha256:" + hexs(r, 64),
        "hmac2": "hmac-sha256:" + hexs(r, 64),
        "lease": f"database/creds/bilet-ro/{pick(r, ALNUM, 24)}",
        "req": uuid4(r),
        "stamp": stamp(r),
        "sid_acc": uuid4(r),
        "rid_name": r.choice(("ansible-galera", "bilet-api", "ci-deploy")),
    }


def _elastic_ids(r: Random) -> dict[str, str]:
    host = f"europe-west3.gcp.cloud.es.io:443${hexs(r, 32)}${hexs(r, 32)}"
    return {
        "cloud_id": "liman-rota-logs:" + b64_of(host),
        "dep": hexs(r, 32),
        "kid": pick(r, B64URL, 20),
        "es": hexs(r, 32),
        "kb": hexs(r, 32),
        "idx": f".ds-logs-bilet-api-default-2037.10.{r.randint(1, 31):02d}-{num(r, 6)}",
        "doc": pick(r, B64URL, 20),
    }


def _slack_ids(r: Random) -> dict[str, str]:
    ts = epoch(r)
    return {
        "T": "T0" + pick(r, UPPER_ALNUM, 8),
        "C": "C0" + pick(r, UPPER_ALNUM, 9),
        "U": "U0" + pick(r, UPPER_ALNUM, 9),
        "A": "A0" + pick(r, UPPER_ALNUM, 9),
        "ts": ts + "." + num(r, 6),
        "epoch": ts,
        "sig": "v0=" + hexs(r, 64),
        "trig": num(r, 13) + "." + num(r, 12) + "." + hexs(r, 32),
        "cid": num(r, 12) + "." + num(r, 13),
    }


def _vault_blob(r: Random) -> str:
    inner = hexs(r, 64) + "\n" + hexs(r, 64) + "\n" + hexs(r, 32 * r.randint(2, 5))
    return "$ANSIBLE_VAULT;1.1;AES256\n" + wrap(inner.encode().hex(), 80)


def _sops(r: Random, typ: str = "str") -> str:
    data = b64(r, r.randint(12, 40))
    return f"ENC[AES256_GCM,data:{data},iv:{b64(r, 32)},tag:{b64(r, 16)},type:{typ}]"


def _encrypted(r: Random) -> dict[str, str]:
    return {
        "av": indent(_vault_blob(r), 10),
        "av2": _vault_blob(r),
        "s1": _sops(r),
        "s2": _sops(r),
        "age": "age1" + pick(r, BECH32, 58),
        "mac": _sops(r),
        "stamp": stamp(r),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 64),
        "s2": hexs(r, 64),
        "md5": hexs(r, 32),
        "state": uuid4(r),
        "seqno": str(r.randint(1_000_000, 99_000_000)),
        "gtid": f"0-{r.randint(1, 3)}-{r.randint(1_000_000, 99_000_000)}",
        "ver": f"2037.10.{r.randint(1, 31)}",
        "crc": hexs(r, 8),
        "lsn": str(r.randint(10**10, 10**12)),
    }


def _messages(r: Random) -> dict[str, str]:
    return {
        "mid": f"{day(r).replace('-', '')}{num(r, 6)}.{hexs(r, 16)}@mg.limanrota.com.tr",
        "ev": pick(r, B64URL, 22),
        "tok": hexs(r, 50),
        "sig": hexs(r, 64),
        "ts": epoch(r),
        "pub": "pub" + "key-" + hexs(r, 32),
        "bulk": num(r, 10),
        "jobid": num(r, 9),
        "gsm": "5" + num(r, 9),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "git_commit_hashes",
        (
            "⟨svc⟩ prod'da ⟨sha⟩ çalışıyor; rollback hedefi ⟨sha2⟩ (MR !⟨mr⟩).",
            "git revert ⟨sha⟩ && git push origin HEAD:hotfix/galera-timeout",
            "Pipeline #⟨pipe⟩ failed at ⟨short⟩ — flaky test in sefer-planlama, rerun passed.",
            "commit ⟨sha⟩\nMerge: ⟨short⟩ ⟨sha2⟩\nDate:   ⟨d⟩\n\n"
            "    Merge branch 'feature/viva-refunds' into 'main'",
            "Το tag v2037.10 δείχνει στο ⟨sha⟩ (tree ⟨tree⟩).",
        ),
        _git,
    ),
    Kind(
        "container_image_digests",
        (
            "registry.limanrota.com.tr/platform/⟨svc⟩@sha256:⟨dig⟩",
            "image: registry.limanrota.com.tr/platform/⟨svc⟩:⟨tag⟩@sha256:⟨dig⟩",
            '{"schemaVersion":2,"mediaType":"application/vnd.oci.image.manifest.v1+json",'
            '"config":{"digest":"sha256:⟨cfg⟩","size":7023},'
            '"layers":[{"digest":"sha256:⟨dig2⟩","size":⟨size⟩}]}',
            "Trivy taraması: ⟨svc⟩ digest sha256:⟨dig⟩ temiz, base layer sha256:⟨dig2⟩.",
            "Το cosign verify πέρασε για το sha256:⟨dig⟩ (υπογραφή στο sha256-⟨dig⟩.sig).",
        ),
        _digest,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/⟨pkg⟩": {\n  "version": "⟨ver⟩",\n  "resolved": "https://registry.'
            'npmjs.org/⟨pkg⟩/-/⟨name⟩-⟨ver⟩.tgz",\n  "integrity": "⟨sri⟩"\n}',
            "golang.org/x/crypto v0.47.0 ⟨h1⟩\ngolang.org/x/crypto v0.47.0/go.mod ⟨h1mod⟩",
            '[[package]]\nname = "pika"\nversion = "1.3.2"\nfiles = [\n    '
            '{file = "pika-1.3.2-py3-none-any.whl", hash = "sha256:⟨pip⟩"},\n    '
            '{file = "pika-1.3.2.tar.gz", hash = "sha256:⟨pip2⟩"},\n]',
            "npm ci EINTEGRITY: ⟨pkg⟩ beklenen ⟨sri⟩, gelen ⟨sri2⟩ — cache temizlendi.",
            "requests==2.40.1 --hash=sha256:⟨pip⟩",
        ),
        _lock,
    ),
    Kind(
        "ssh_public_keys",
        (
            "authorized_keys'e eklendi: ⟨ed⟩",
            "~/.ssh/known_hosts:\n⟨host⟩,⟨ip⟩ ⟨ec⟩\n⟨host⟩ ⟨ed2⟩",
            "- name: deploy anahtarı\n  ansible.posix.authorized_key:\n    user: deploy\n"
            '    key: "⟨ed2⟩"',
            "Δημόσιο κλειδί της Ελένης για το bastion: ⟨ed⟩",
            "GitLab deploy key (read-only, public half): ⟨rsa⟩",
        ),
        _ssh_pub,
    ),
    Kind(
        "certificates_and_public_keys_pem",
        (
            "⟨cert⟩",
            "⟨cn⟩ sertifikası (zincirdeki ilk halka, openssl s_client çıktısından):\n\n⟨cert⟩",
            "Keycloak realm public key (token doğrulaması için):\n⟨pub⟩",
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: internal-ca\ndata:\n"
            "  ca.crt: |\n⟨cert_ind⟩",
            "Δημόσιο κλειδί για την επαλήθευση των webhooks:\n```\n⟨pub⟩\n```",
        ),
        _certs,
    ),
    Kind(
        "key_and_cert_fingerprints",
        (
            "ED25519 key fingerprint is SHA256:⟨sha256⟩.",
            "⟨host⟩ host key değişti mi? Eski: SHA256:⟨sha256⟩ / MD5:⟨md5⟩",
            "SHA256 Fingerprint=⟨cert⟩\nSerial Number: ⟨serial⟩",
            'HPKP yok ama mobil uygulama pin\'i: pin-sha256="⟨pin⟩"',
            "GPG release key: ⟨gpg⟩ (apt repo için, δημόσιο)",
        ),
        _fingerprints,
    ),
    Kind(
        "keycloak_jwks",
        (
            "GET https://sso.limanrota.com.tr/realms/liman/protocol/openid-connect/certs\n\n⟨jwks⟩",
            "Token doğrulama 'kid not found' veriyordu; JWKS'te kid ⟨kid⟩ var, cache 10 dk.",
            "Worker'a gömülü EC public JWK: ⟨ec⟩",
            "Το modulus του enc κλειδιού: n=⟨n⟩",
        ),
        _jwks,
    ),
    Kind(
        "uuids_ulids_objectids",
        (
            "Keycloak user id ⟨kc⟩ (eleni.p) → grup `pireas-ops`.",
            "sefer_id=⟨ulid⟩ rezervasyon_id=⟨ulid2⟩ yolcu_id=⟨u1⟩",
            'db.tickets.find({_id: ObjectId("⟨oid⟩")}) → boş; arşivde ⟨oid2⟩ var.',
            "| hcloud id | uuid | not |\n|---|---|---|\n| ⟨srv⟩ | ⟨u1⟩ | galera-3 |\n"
            "| ⟨srv⟩ | ⟨u2⟩ | eski disk |",
            "Idempotency-Key: ⟨u2⟩ (το ίδιο για retries της ίδιας κράτησης ⟨ulid⟩)",
        ),
        _ids,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "⟨stamp⟩ ERROR ⟨svc⟩ upstream timeout trace.id=⟨apm⟩ transaction.id=⟨tx⟩ "
            "http.request.id=⟨req⟩",
            "Cloudflare cf-ray ⟨ray⟩ — 522, origin galera arkasında kilitlenmiş.",
            "Kibana'da trace.id:⟨trace⟩ ile arayınca sms-notifier'daki yavaş span çıktı (⟨span⟩).",
            "X-Request-Id ⟨req⟩ — ο πελάτης στο Ηράκλειο είδε διπλή χρέωση.",
        ),
        _trace,
    ),
    Kind(
        "cache_keys_and_etags",
        (
            "redis-cli --scan --pattern 'sefer:⟨route⟩:⟨d⟩:*' | head\nsefer:⟨route⟩:⟨d⟩:⟨h⟩",
            'R2 HEAD: ETag "⟨etag_mp⟩" (multipart), küçük dosyalarda ETag = md5 (⟨md5⟩).',
            'ETag: W/"⟨wetag⟩"\nCache-Control: public, max-age=300\nCF-Cache-Status: HIT',
            "cache:\n  key: deps-⟨ck⟩\n  paths:\n    - node_modules/",
            "Το κλειδί cache του Worker είναι sha256(url+lang) = ⟨h⟩, όχι μυστικό.",
        ),
        _cache,
    ),
    Kind(
        "cloud_resource_ids",
        (
            "Cloudflare zone id ⟨zone⟩, account id ⟨acct⟩ (ikisi de dashboard URL'sinde "
            "görünüyor).",
            'resource "cloudflare_record" "bilet" {\n  zone_id = "⟨zone⟩"\n  name    = "bilet"\n'
            '  type    = "CNAME"\n  content = "⟨tunnel⟩.cfargotunnel.com"\n}',
            "hcloud server ⟨srv⟩ (galera-⟨n⟩), volume ⟨vol⟩, firewall ⟨fw⟩.",
            '[[kv_namespaces]]\nbinding = "SEFER_CACHE"\nid = "⟨kv⟩"\n\n[[d1_databases]]\n'
            'binding = "DB"\ndatabase_id = "⟨d1⟩"',
            "Droplet ⟨droplet⟩ στο fra1 (pir-edge-⟨n⟩) — tunnel ⟨tunnel⟩.",
        ),
        _resources,
    ),
    Kind(
        "vault_accessors_and_audit_hmacs",
        (
            "vault token revoke -accessor ⟨acc⟩",
            '{"time":"⟨stamp⟩","type":"response","auth":{"client_token":"⟨hmac⟩",'
            '"accessor":"⟨hmac2⟩","policies":["bilet-ro"]},"request":{"id":"⟨req⟩"}}',
            "Lease ⟨lease⟩ süresi doldu; vault lease revoke ile temizlendi.",
            "Audit log'da client_token ⟨hmac⟩ — bu HMAC'lenmiş hali, token değil.",
            "AppRole ⟨rid_name⟩: secret_id_accessor ⟨sid_acc⟩ (μόνο για revoke/lookup).",
        ),
        _vault_meta,
    ),
    Kind(
        "elastic_cloud_ids_and_key_ids",
        (
            "cloud.id: ⟨cloud_id⟩",
            "ELASTIC_CLOUD_ID=⟨cloud_id⟩\nELASTIC_CLOUD_AUTH_MODE=api_key",
            "Deployment ⟨dep⟩: ES cluster ⟨es⟩, Kibana ⟨kb⟩.",
            "API key id ⟨kid⟩ invalidate edildi (POST /_security/api_key/_invalidate).",
            "Το έγγραφο ⟨doc⟩ στο index ⟨idx⟩ έχει το πλήρες stack trace.",
        ),
        _elastic_ids,
    ),
    Kind(
        "slack_ids_and_request_signatures",
        (
            "X-Slack-Signature: ⟨sig⟩\nX-Slack-Request-Timestamp: ⟨epoch⟩",
            "Alarm mesajı: team ⟨T⟩, kanal ⟨C⟩, ts ⟨ts⟩ — thread'e yanıt buradan.",
            "rota-bot app id ⟨A⟩, client id ⟨cid⟩ (public), bot user ⟨U⟩.",
            "Slack imza doğrulaması başarısız: hesaplanan ⟨sig⟩, timestamp ⟨epoch⟩ 5 dk'dan eski.",
            "trigger_id ⟨trig⟩ λήγει σε 3 δευτερόλεπτα, γι' αυτό το modal δεν άνοιγε.",
        ),
        _slack_ids,
    ),
    Kind(
        "encrypted_at_rest_blobs",
        (
            "group_vars/galera/vault.yml:\ngalera_sst_password: !vault |\n⟨av⟩",
            "⟨av2⟩",
            "db:\n    password: ⟨s1⟩\n    user: ⟨s2⟩\nsops:\n    age:\n        - recipient: ⟨age⟩"
            '\n    lastmodified: "⟨stamp⟩"\n    mac: ⟨mac⟩',
            "sops ile şifreli değer (çözmek için age anahtarı lazım): ⟨s1⟩",
            "Ο age recipient της ομάδας Πειραιά: ⟨age⟩ (δημόσιο κλειδί).",
        ),
        _encrypted,
    ),
    Kind(
        "checksums_and_galera_positions",
        (
            "⟨s1⟩  liman-agent_⟨ver⟩_linux_amd64.tar.gz\n"
            "⟨s2⟩  liman-agent_⟨ver⟩_linux_arm64.tar.gz",
            "wsrep_local_state_uuid | ⟨state⟩\nwsrep_last_committed   | ⟨seqno⟩",
            "galera-2 grastate.dat: uuid ⟨state⟩ seqno ⟨seqno⟩ safe_to_bootstrap: 0",
            "gtid_slave_pos=⟨gtid⟩; mariabackup checkpoint to_lsn=⟨lsn⟩, crc32 ⟨crc⟩",
            "Το md5 του dump (bilet_⟨ver⟩.sql.zst) ήταν ⟨md5⟩ — ταιριάζει με το R2.",
        ),
        _checksums,
    ),
    Kind(
        "mail_and_sms_message_ids",
        (
            '{"id":"<⟨mid⟩>","message":"Queued. Thank you."}',
            '"signature": {"timestamp": "⟨ts⟩", "token": "⟨tok⟩", "signature": "⟨sig⟩"}',
            "Mailgun event ⟨ev⟩: delivered, Message-Id <⟨mid⟩>",
            "Netgsm yanıtı: 00 ⟨bulk⟩ (bulkid), rapor sorgusu jobid=⟨jobid⟩, gsm 90⟨gsm⟩",
            "Mailgun email validation (frontend) public key: ⟨pub⟩",
        ),
        _messages,
    ),
)
