"""Benign look-alikes from the platform side of the notes: public keys, certificates, JWKS,
commit and image hashes, lockfile integrity, DSNs, resource ids, encrypted-at-rest values
and build strings. Each is public, a hash, or ciphertext that is safe to commit."""

from __future__ import annotations

import base64
import hashlib
from random import Random

from tests.redact.lookalike86.gen import (
    ALNUM,
    B64CH,
    BECH32,
    BEGIN,
    END,
    HEXU,
    LOWER,
    LOWER_ALNUM,
    Kind,
    b64,
    b64url,
    charge_point,
    ec_cert_der,
    ec_csr_der,
    hexs,
    indent,
    num,
    pem_body,
    pick,
    ssh_fingerprint,
    ssh_public_line,
    stamp,
    uuid4,
    wrap,
)

_CERT_BEGIN = BEGIN + "CERTIFICATE-----"
_CERT_END = END + "CERTIFICATE-----"
_CSR_BEGIN = BEGIN + "CERTIFICATE REQUEST-----"
_CSR_END = END + "CERTIFICATE REQUEST-----"
_HOSTS = ("lll-bastion", "ovh-gra-1", "ocpp-gw-lgg-1", "runner-ams-2", "sanne-laptop")
_WHO = ("sanne", "pieterjan", "maxime", "deploy", "gitlab-ci", "nathalie")


def _ver(r: Random) -> str:
    return f"2038.4.{r.randint(0, 30)}"


def _ssh(r: Random) -> dict[str, str]:
    who, host = r.choice(_WHO), r.choice(_HOSTS)
    return {
        "pub": ssh_public_line(r, f"{who}@{host}"),
        "pub2": ssh_public_line(r, f"{r.choice(_WHO)}@{r.choice(_HOSTS)}", "ecdsa-sha2-nistp256"),
        "ecblob": ssh_public_line(r, "", "ecdsa-sha2-nistp256").strip(),
        "fp": ssh_fingerprint(r),
        "who": who,
        "host": host,
        "gpg": pick(r, HEXU, 40),
    }


def _certs(r: Random) -> dict[str, str]:
    cp = charge_point(r)
    cn = r.choice((cp, "ocpp.laadpunt.eu", "LLL CSMS Root", "LLL-CPO-QA", "api.laadpunt.eu"))
    der = ec_cert_der(r, cn)
    body = pem_body(der)
    fp = hashlib.sha256(der).hexdigest().upper()
    return {
        "body": body,
        "ibody": indent(body, 2),
        "csr": pem_body(ec_csr_der(r, cp)),
        "serialhex": pick(r, HEXU, 32),
        "fpcolon": ":".join(fp[i : i + 2] for i in range(0, 64, 2)),
        "cp": cp,
    }


def _jwks(r: Random) -> dict[str, str]:
    return {
        "kid": r.choice(("lll-itsme-sig-", "lll-itsme-enc-", "es256-", "pq-")) + hexs(r, 8),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "n": b64url(r, 256),
        "x5t": b64url(r, 32),
        "kid2": "lll-" + hexs(r, 12),
    }


_COMMITS = (
    "fix(ocpi): CDR total_cost afronden op 2 decimalen",
    "feat(payments): Payconiq v3 callbacks met JWS-check",
    "chore: bump mollie-api-python",
    "fix(ocpp): timestamps na 2038-01-19 als int64 opslaan",
    "refactor(exact): token refresh in eigen worker",
    "fix(sentry): scrub Authorization-header",
)


def _commits(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    msgs = r.sample(_COMMITS, 3)
    return {
        "sha": sha,
        "sha2": hexs(r, 40),
        "short": sha[:8],
        "s1": hexs(r, 9),
        "s2": hexs(r, 9),
        "s3": hexs(r, 9),
        "m1": msgs[0],
        "m2": msgs[1],
        "m3": msgs[2],
        "mr": num(r, 4),
        "pipe": num(r, 6),
        "ver": _ver(r),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "ver": _ver(r),
        "img": r.choice(("ocpp-gateway", "payments-api", "roaming", "cdr-builder")),
        "reg": r.choice(("rg.nl-ams.scw.cloud", "rg.fr-par.scw.cloud")),
        "layer": hexs(r, 12),
    }


def _locks(r: Random) -> dict[str, str]:
    return {
        "v": f"{r.randint(1, 9)}.{r.randint(0, 40)}.{r.randint(0, 12)}",
        "sri": b64(r, 64),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "h1": b64(r, 32),
        "h1b": b64(r, 32),
        "pkg": r.choice(("mollie-api-python", "adyen", "azure-identity", "confluent-kafka")),
    }


def _sentry(r: Random) -> dict[str, str]:
    return {
        "pk": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 16),
        "ev": hexs(r, 32),
        "n": str(r.randint(10, 900)),
        "ver": _ver(r),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "debugid": uuid4(r),
    }


def _azure(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "ver32": hexs(r, 32),
        "ver32b": hexs(r, 32),
        "secret": r.choice(
            (
                "mollie-api-key",
                "adyen-hmac-key",
                "aiven-pg-password",
                "payconiq-api-key",
                "exact-refresh-token",
            )
        ),
        "cid": uuid4(r),
        "pid": uuid4(r),
        "tid": uuid4(r),
        "rid": uuid4(r),
        "corr": uuid4(r),
    }


def _clouds(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "proj": uuid4(r),
        "org": uuid4(r),
        "n": num(r, 7),
        "ip": f"{r.randint(51, 57)}-{r.randint(10, 250)}-{r.randint(1, 250)}",
        "svc": "ns" + num(r, 7) + ".ip-" + f"{r.randint(51, 57)}-{r.randint(10, 250)}-1.eu",
        "env": r.choice(("prod", "staging")),
        "sfx": pick(r, LOWER, 4),
        "port": str(r.randint(10000, 29999)),
        "fp": hexs(r, 40),
        "proj32": hexs(r, 32),
    }


def _kube(r: Random) -> dict[str, str]:
    cert_pem = _CERT_BEGIN + "\n" + pem_body(ec_cert_der(r, "kubernetes")) + "\n" + _CERT_END
    png = b"\x89PNG\r\n\x1a\n" + r.randbytes(r.randint(60, 120))
    sealed = "AgB" + pick(r, B64CH, r.choice((690, 710, 734))) + "=="
    return {
        "cadata": base64.b64encode((cert_pem + "\n").encode()).decode(),
        "u": uuid4(r),
        "sealed": sealed,
        "sealedshort": sealed[:24],
        "png": base64.b64encode(png).decode(),
        "name": r.choice(("mollie", "adyen", "aiven-pg", "ocpi-tokens")),
    }


def _sops(r: Random) -> dict[str, str]:
    return {
        "d": b64(r, r.choice((35, 36, 48))),
        "iv": b64(r, 32),
        "tag": b64(r, 16),
        "mac": b64(r, 64),
        "age": "age1" + pick(r, BECH32, 58),
        "age2": "age1" + pick(r, BECH32, 58),
        "hexlines": wrap(hexs(r, 80 * r.randint(4, 6)), 80),
        "key": r.choice(("mollie_api_key", "aiven_password", "adyen_hmac_key", "ocpi_token_c")),
        "ts": stamp(r),
    }


def _kafka(r: Random) -> dict[str, str]:
    return {
        "port": str(r.randint(10000, 29999)),
        "p": str(r.randint(0, 11)),
        "off": num(r, 8),
        "end": num(r, 8),
        "cid": "cdr-builder-" + pick(r, LOWER_ALNUM, 6),
        "seq": num(r, 7),
        "pk": hexs(r, 40),
        "sid": str(r.randint(100, 999)),
        "fp": hexs(r, 16),
        "u": uuid4(r),
        "hex": hexs(r, 40),
    }


def _grafana(r: Random) -> dict[str, str]:
    return {
        "uid": pick(r, ALNUM, 14),
        "cp": charge_point(r),
        "fp16": hexs(r, 16),
        "ruid": pick(r, ALNUM, 14),
        "trace": hexs(r, 32),
        "cid": pick(r, LOWER_ALNUM, 20),
        "pid": str(r.randint(2, 40)),
        "dsuid": pick(r, ALNUM, 9),
    }


def _firmware(r: Random) -> dict[str, str]:
    vendor = r.choice(("alfen", "ecotap", "abb", "zaptec"))
    fw = f"{r.randint(4, 7)}.{r.randint(0, 20)}.{r.randint(0, 9)}"
    return {
        "vendor": vendor,
        "fw": fw,
        "build": num(r, 5),
        "cp": charge_point(r),
        "sha": hexs(r, 64),
        "file": f"{vendor}-fw-{fw}.bin",
        "ver": _ver(r),
        "short": hexs(r, 8),
        "buildid": num(r, 7),
        "n": str(r.randint(0, 9)),
        "bl": f"{r.randint(1, 3)}.{r.randint(0, 9)}",
        "md5": hexs(r, 32),
        "fwsig": b64(r, 72),
        "ts": stamp(r),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "public_ssh_keys_and_fingerprints",
        (
            "⟨pub⟩",
            "ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:⟨fp⟩ ⟨who⟩@⟨host⟩ (ED25519)",
            "known_hosts: gitlab.laadpunt.eu ⟨ecblob⟩",
            "authorized_keys op ovh-bastion-1:\n⟨pub⟩\n⟨pub2⟩",
            "Host key van de Luikse gateway veranderd: ED25519 key fingerprint is SHA256:⟨fp⟩.",
            "Deploy key (publiek, read-only) toegevoegd aan laadpunt/backend/roaming: ⟨pub⟩",
            "Commits signés avec la clé GPG ⟨gpg⟩ (⟨who⟩)",
        ),
        _ssh,
    ),
    Kind(
        "x509_certificates_and_csrs",
        (
            f"{_CERT_BEGIN}\n⟨body⟩\n{_CERT_END}",
            f"CSMS-rootcertificaat (publiek, mag in de repo):\n\n{_CERT_BEGIN}\n⟨body⟩\n"
            f"{_CERT_END}",
            f"ca_bundle: |\n  {_CERT_BEGIN}\n⟨ibody⟩\n  {_CERT_END}",
            "openssl x509 -in hubject-qa.crt -noout -serial -fingerprint -sha256\n"
            "serial=⟨serialhex⟩\nsha256 Fingerprint=⟨fpcolon⟩",
            f"SignCertificate (OCPP 2.0.1) voor ⟨cp⟩ — CSR:\n{_CSR_BEGIN}\n⟨csr⟩\n{_CSR_END}",
            f"Certificat client de la borne ⟨cp⟩ (public) :\n```\n{_CERT_BEGIN}\n⟨body⟩\n"
            f"{_CERT_END}\n```",
        ),
        _certs,
    ),
    Kind(
        "jwks_public_keys",
        (
            '{"keys":[{"kty":"EC","kid":"⟨kid⟩","use":"sig","crv":"P-256","x":"⟨x⟩","y":"⟨y⟩"}]}',
            '{\n  "keys": [\n    {\n      "kty": "RSA",\n      "kid": "⟨kid⟩",\n'
            '      "use": "sig",\n      "alg": "RS256",\n      "n": "⟨n⟩",\n'
            '      "e": "AQAB",\n      "x5t#S256": "⟨x5t⟩"\n    }\n  ]\n}',
            "Onze publieke JWKS voor itsme: https://admin.laadpunt.eu/.well-known/jwks.json "
            "(kid ⟨kid⟩, alleen n en e)",
            "Payconiq-JWKS https://jwks.bancontact.net/ → kid ⟨kid⟩, crv P-256, x=⟨x⟩",
            'Clé publique JWK (enc) envoyée à itsme : {"kty":"RSA","use":"enc","kid":"⟨kid2⟩",'
            '"n":"⟨n⟩","e":"AQAB"}',
        ),
        _jwks,
    ),
    Kind(
        "commit_hashes",
        (
            "git log --oneline -3\n⟨s1⟩ ⟨m1⟩\n⟨s2⟩ ⟨m2⟩\n⟨s3⟩ ⟨m3⟩",
            "Reverted ⟨sha⟩ — die commit brak de Payconiq-callbacks (jti-check)",
            "MR !⟨mr⟩ merged as ⟨sha⟩ into main; pipeline ⟨pipe⟩ groen",
            "git cherry-pick ⟨sha⟩ ⟨sha2⟩  # hotfix naar release/2038.04",
            "Le correctif est dans ⟨sha⟩ (branche fix/ocpp-y2038-timestamps)",
            "Deployed: payments-api ⟨ver⟩ (commit ⟨sha⟩, CI_COMMIT_SHORT_SHA=⟨short⟩)",
        ),
        _commits,
    ),
    Kind(
        "container_digests",
        (
            "image: ⟨reg⟩/lll/⟨img⟩@sha256:⟨d⟩",
            "docker pull ⟨reg⟩/lll/⟨img⟩:⟨ver⟩\n⟨ver⟩: Pulling from lll/⟨img⟩\n"
            "⟨layer⟩: Pull complete\nDigest: sha256:⟨d⟩\n"
            "Status: Downloaded newer image for ⟨reg⟩/lll/⟨img⟩:⟨ver⟩",
            "cosign verify --key cosign.pub ⟨reg⟩/lll/⟨img⟩@sha256:⟨d⟩ → signature OK",
            "kubectl describe pod: Image ID: ⟨reg⟩/lll/⟨img⟩@sha256:⟨d⟩",
            "FROM python:3.14-slim@sha256:⟨d⟩",
            "Le digest en prod (sha256:⟨d⟩) ne correspond pas au tag ⟨ver⟩ — rebuild à Liège ?",
        ),
        _digests,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/@adyen/adyen-web": {\n  "version": "⟨v⟩",\n'
            '  "resolved": "https://registry.npmjs.org/@adyen/adyen-web/-/adyen-web-⟨v⟩.tgz",\n'
            '  "integrity": "sha512-⟨sri⟩"\n}',
            '[[package]]\nname = "⟨pkg⟩"\nversion = "⟨v⟩"\nwheels = [\n'
            '    { url = "https://files.pythonhosted.org/packages/py3/⟨pkg⟩-⟨v⟩-py3-none-any.whl",'
            ' hash = "sha256:⟨h⟩" },\n]',
            "github.com/lorenzodonini/ocpp-go v0.⟨v⟩ h1:⟨h1⟩\n"
            "github.com/lorenzodonini/ocpp-go v0.⟨v⟩/go.mod h1:⟨h1b⟩",
            "⟨pkg⟩==⟨v⟩ \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
            "npm ci faalde: integrity checksum failed, expected sha512-⟨sri⟩",
        ),
        _locks,
    ),
    Kind(
        "sentry_dsn_and_event_ids",
        (
            "SENTRY_DSN=https://⟨pk⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩  # publiek, zit ook in "
            "de frontend-bundle",
            "Sentry-event ⟨ev⟩ (issue OCPP-GW-⟨n⟩): KeyError 'transactionId'",
            'Sentry.init({ dsn: "https://⟨pk⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩", '
            'release: "admin-ui@⟨ver⟩" })',
            "sentry-trace: ⟨trace⟩-⟨span⟩-1\nbaggage: sentry-trace_id=⟨trace⟩,"
            "sentry-public_key=⟨pk⟩,sentry-release=ocpp-gateway%40⟨ver⟩",
            "L'événement Sentry ⟨ev⟩ montre le token masqué ([Filtered]) — le scrubbing marche",
            "Release ocpp-gateway@⟨ver⟩ — debug id ⟨debugid⟩ voor de sourcemaps",
        ),
        _sentry,
    ),
    Kind(
        "azure_resource_ids_and_keyvault_refs",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/rg-lll-prod-weu/providers/"
            "Microsoft.KeyVault/vaults/kv-lll-prod",
            "https://kv-lll-prod.vault.azure.net/secrets/⟨secret⟩/⟨ver32⟩",
            "@Microsoft.KeyVault(SecretUri=https://kv-lll-prod.vault.azure.net/secrets/"
            "⟨secret⟩/⟨ver32⟩)",
            "az keyvault secret list-versions --vault-name kv-lll-prod -n ⟨secret⟩ "
            "--query '[].id' -o tsv\nhttps://kv-lll-prod.vault.azure.net/secrets/⟨secret⟩/⟨ver32⟩\n"
            "https://kv-lll-prod.vault.azure.net/secrets/⟨secret⟩/⟨ver32b⟩",
            "Managed identity id-lll-ocpi: clientId ⟨cid⟩, principalId ⟨pid⟩, tenant ⟨tid⟩",
            "Event Hubs evh-lll-weu gaf 503; x-ms-request-id ⟨rid⟩, correlation ⟨corr⟩",
        ),
        _azure,
    ),
    Kind(
        "cloud_resource_names",
        (
            "scw instance server list zone=nl-ams-1\nID                                    NAME\n"
            "⟨u⟩  ocpp-gw-ams-1\n⟨u2⟩  ocpp-gw-ams-2",
            "Scaleway-project ⟨proj⟩ (lll-⟨env⟩), organisatie ⟨org⟩ — IDs zijn geen geheimen",
            "OVH dedicated server ⟨svc⟩, service name ⟨svc⟩, order ⟨n⟩",
            "Aiven service pg-lll-⟨env⟩, host pg-lll-⟨env⟩-laadpunt-⟨sfx⟩.a.aivencloud.com:⟨port⟩,"
            " CA sha1 ⟨fp⟩",
            "Projet OVH Public Cloud ⟨proj32⟩ (GRA11), instance ⟨u⟩",
        ),
        _clouds,
    ),
    Kind(
        "kubeconfig_ca_and_sealed_secrets",
        (
            "clusters:\n- cluster:\n    certificate-authority-data: ⟨cadata⟩\n"
            "    server: https://⟨u⟩.api.k8s.nl-ams.scw.cloud:6443\n  name: k8s-lll-prod",
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: ⟨name⟩\n"
            "  namespace: payments\nspec:\n  encryptedData:\n    api-key: ⟨sealed⟩",
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: bon-assets\nbinaryData:\n"
            "  logo.png: ⟨png⟩",
            "De SealedSecret (⟨sealedshort⟩…) mag gecommit worden; enkel de controller in het "
            "cluster kan hem ontsleutelen.",
            "webhooks:\n- name: validate.ocpp.laadpunt.eu\n  clientConfig:\n    caBundle: ⟨cadata⟩",
        ),
        _kube,
    ),
    Kind(
        "sops_age_encrypted_values",
        (
            "secrets.enc.yaml:\n⟨key⟩: ENC[AES256_GCM,data:⟨d⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]\n"
            "sops:\n    age:\n        - recipient: ⟨age⟩",
            ".sops.yaml:\ncreation_rules:\n  - path_regex: .*/prod/.*\n    age: ⟨age⟩,⟨age2⟩",
            "age-recipient van Maxime (publieke sleutel): ⟨age⟩",
            '{"⟨key⟩": "ENC[AES256_GCM,data:⟨d⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]", "sops": '
            '{"lastmodified": "⟨ts⟩Z", "mac": "ENC[AES256_GCM,data:⟨mac⟩,iv:⟨iv⟩,tag:⟨tag⟩,'
            'type:str]"}}',
            "group_vars/all/vault.yml (versleuteld, mag in git):\n$ANSIBLE_VAULT;1.1;AES256\n"
            "⟨hexlines⟩",
        ),
        _sops,
    ),
    Kind(
        "kafka_and_event_hubs_metadata",
        (
            "kcat -b kafka-lll-prod-laadpunt.a.aivencloud.com:⟨port⟩ -C -t ocpp.meter-values "
            "-o -1 -e\n% Reached end of topic ocpp.meter-values [⟨p⟩] at offset ⟨off⟩",
            "consumer group cdr-builder: partition ⟨p⟩ offset ⟨off⟩ end ⟨end⟩ (client.id ⟨cid⟩)",
            "Event Hubs: x-opt-sequence-number ⟨seq⟩, x-opt-offset ⟨off⟩, "
            "x-opt-partition-key ⟨pk⟩ (sha1 van de cp-id)",
            "schema registry: subject ocpp.meter-values-value, id ⟨sid⟩, fingerprint ⟨fp⟩",
            "producer: acks=all, enable.idempotence=true, transactional.id=cdr-builder-⟨u⟩",
            "Clé de message ⟨hex⟩ (sha1 du chargeBoxId) → partition ⟨p⟩",
        ),
        _kafka,
    ),
    Kind(
        "grafana_uids_and_alert_fingerprints",
        (
            "Dashboard https://grafana.laadpunt.eu/d/⟨uid⟩/ocpp-gateway?orgId=1&var-cp=⟨cp⟩",
            "Alert 'CDR backlog' fired, fingerprint ⟨fp16⟩, rule uid ⟨ruid⟩",
            'Loki: {app="ocpp-gw"} |= "⟨trace⟩"',
            "grafana.ini:\n[auth.generic_oauth]\nclient_id = ⟨cid⟩\n"
            "client_secret = $__file{/etc/secrets/gf_oauth_secret}",
            "Panel ⟨pid⟩ in dashboard ⟨uid⟩ gebruikt datasource uid ⟨dsuid⟩",
            'Alertmanager groupKey {}:{alertname="ChargerOffline"} fingerprint ⟨fp16⟩',
        ),
        _grafana,
    ),
    Kind(
        "firmware_versions_and_checksums",
        (
            "Firmware ⟨vendor⟩ ⟨fw⟩ (build ⟨build⟩) lost de Y2038-bug op: de paal gebruikte "
            "nog een 32-bit time_t",
            "UpdateFirmware ⟨cp⟩: location https://fw.laadpunt.eu/⟨file⟩, sha256 ⟨sha⟩",
            "sha256sum ⟨file⟩\n⟨sha⟩  ⟨file⟩",
            "payments-api ⟨ver⟩+g⟨short⟩ (build ⟨buildid⟩, python 3.14.⟨n⟩)",
            "Version du firmware de la borne ⟨cp⟩ : ⟨fw⟩, bootloader ⟨bl⟩, MD5 ⟨md5⟩",
            '"firmware": {"location": "https://fw.laadpunt.eu/⟨file⟩", '
            '"retrieveDateTime": "⟨ts⟩Z", "signature": "⟨fwsig⟩"}',
        ),
        _firmware,
    ),
)
