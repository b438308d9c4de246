"""Benign look-alikes from the platform side of Réseau Biblio-Nord: Okta and Koha ids,
SIP2 circulation messages, Azure resource ids and Key Vault references, token claims,
JWKS, certificates, public keys, commits, digests, lockfile hashes, Terraform Cloud,
Elastic Cloud and Sentry identifiers."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike74.gen import (
    ALNUM,
    B64URL,
    BRANCHES,
    FIRST_NAMES,
    PEOPLE,
    UPPER_HEX,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    benign_kind,
    big,
    certificate,
    day,
    der_b64,
    epoch,
    hexs,
    hms,
    isbn13,
    item_barcode,
    num,
    patron_card,
    pem,
    pick,
    rsa_spki,
    sip2,
    sip2_time,
    ssh_ed25519_public,
    ssh_fingerprint,
    ssh_rsa_public,
    uuid4,
    wrap,
)

_TITLES = (
    "Les filles de Caleb", "Kamouraska", "Bonheur d'occasion", "The Handmaid's Tale",
    "Le Survenant", "Anne of Green Gables", "Agaguk", "La baleine et l'escargote",
)  # fmt: skip


def _okta(r: Random) -> dict[str, str]:
    return {
        "u": "00u" + pick(r, ALNUM, 17),
        "g": "00g" + pick(r, ALNUM, 17),
        "app": "0oa" + pick(r, ALNUM, 17),
        "aus": "aus" + pick(r, ALNUM, 17),
        "uuid": uuid4(r),
        "email": f"{r.choice(FIRST_NAMES)}.{pick(r, 'abcdefghijklmnop', 5)}@reseaubiblionord.ca",
        "n": str(r.randint(3, 180)),
    }


def _koha(r: Random) -> dict[str, str]:
    return {
        "pid": num(r, 6),
        "card": patron_card(r),
        "branch": r.choice(BRANCHES),
        "bid": num(r, 6),
        "item": item_barcode(r),
        "n": str(r.randint(1, 14)),
        "hid": num(r, 7),
        "isbn": isbn13(r),
        "reqid": uuid4(r),
        "d": day(r),
    }


def _sip2_messages(r: Random) -> dict[str, str]:
    branch = r.choice(BRANCHES)
    inst = branch.split("-")[0]
    patron, item, title = patron_card(r), item_barcode(r), r.choice(_TITLES)
    t1, t2 = sip2_time(r), sip2_time(r)
    return {
        "branch": branch,
        "m11": sip2(f"11YN{t1}{t2}AO{inst}|AA{patron}|AB{item}|AC|BON|BIN|AY2AZ"),
        "m12": sip2(
            f"120NUN{t1}AO{inst}|AA{patron}|AB{item}|AJ{title}|AH{t2}|"
            f"AFExemplaire reserve pour un autre usager|AY2AZ"
        ),
        "m23": sip2(f"23001{t1}AO{inst}|AA{patron}|AC|AD|AY3AZ"),
        "m24": sip2(f"24              001{t1}AO{inst}|AA{patron}|AEUsager {patron[-4:]}|BLY|AY3AZ"),
        "m17": sip2(f"17{t1}AO{inst}|AB{item}|AY4AZ"),
        "m09": sip2(f"09N{t1}{t2}AP{branch}|AO{inst}|AB{item}|AC|AY5AZ"),
    }


def _azure_ids(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "tenant": uuid4(r),
        "pid": uuid4(r),
        "app": uuid4(r),
        "trace": uuid4(r),
        "corr": uuid4(r),
        "d": day(r),
        "hms": hms(r),
    }


_KV_NAMES = (
    "moneris-api-token", "stripe-secret-key", "twilio-auth-token", "okta-api-token",
    "koha-db-pass", "sip2-kiosk-password", "mailchimp-api-key", "entra-client-secret",
    "stripe-webhook-secret", "elastic-api-key",
)  # fmt: skip


def _key_vault(r: Random) -> dict[str, str]:
    return {
        "name": r.choice(_KV_NAMES),
        "ver": hexs(r, 32),
        "ver2": hexs(r, 32),
        "setting": r.choice(("Stripe__SecretKey", "Moneris__ApiToken", "Twilio__AuthToken")),
    }


def _etag(r: Random) -> str:
    return "0x8DD" + "".join(r.choice(UPPER_HEX) for _ in range(12))


def _blob(r: Random) -> dict[str, str]:
    return {
        "etag": _etag(r),
        "etag2": _etag(r),
        "md5": b64(r, 16),
        "rid": uuid4(r),
        "isbn": isbn13(r),
        "d": day(r),
        "len": str(r.randint(8000, 900000)),
    }


def _claims(r: Random) -> dict[str, str]:
    return {
        "kid": b64url(r, 20),
        "app": uuid4(r),
        "tid": uuid4(r),
        "oid": uuid4(r),
        "uti": b64url(r, 16),
        "iat": str(epoch(r)),
        "iid": uuid4(r),
    }


def _rsa_jwk_n(r: Random) -> str:
    return b64url_of(big(r, 256, odd=True))


def _jwks(r: Random) -> dict[str, str]:
    kid, kid2 = b64url(r, 20), b64url(r, 20)
    cert = der_b64(
        certificate(r, "accounts.accesscontrol.windows.net", "Entra ID Signing", "Entra")
    )
    okta_keys = {
        "keys": [
            {"kty": "RSA", "alg": "RS256", "kid": pick(r, B64URL, 43), "use": "sig",
             "e": "AQAB", "n": _rsa_jwk_n(r)},
        ]
    }  # fmt: skip
    return {
        "kid": kid,
        "kid2": kid2,
        "n": _rsa_jwk_n(r),
        "x5c": cert,
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "tid": uuid4(r),
        "aus": "aus" + pick(r, ALNUM, 17),
        "okta": json.dumps(okta_keys, indent=2),
    }


def _fingerprint_colons(r: Random, nbytes: int) -> str:
    return ":".join(f"{b:02X}" for b in r.randbytes(nbytes))


def _certs(r: Random) -> dict[str, str]:
    host = r.choice(("opac.reseaubiblionord.ca", "koha-sip.reseaubiblionord.ca"))
    issuer = r.choice((("R13", "Let's Encrypt"), ("GeoTrust TLS RSA CA G1", "DigiCert Inc")))
    der = certificate(r, host, issuer[0], issuer[1])
    return {
        "cert": wrap(der_b64(der)),
        "thumb": hashlib.sha1(der).hexdigest().upper(),
        "fp": ":".join(f"{b:02X}" for b in hashlib.sha256(der).digest()),
        "issuer": f"{issuer[1]} {issuer[0]}",
        "host": host,
        "d": day(r),
        "serial": _fingerprint_colons(r, 16),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    ed, rsa = ssh_ed25519_public(r), ssh_rsa_public(r)
    return {
        "ed": base64.b64encode(ed).decode(),
        "rsa": base64.b64encode(rsa).decode(),
        "fp": ssh_fingerprint(ed),
        "fp2": ssh_fingerprint(rsa),
        "spki": pem("PUBLIC KEY", rsa_spki(r)),
        "who": r.choice(FIRST_NAMES),
        "host": r.choice(("koha-ott-01", "koha-mtl-02", "rbn-bastion")),
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "s1": hexs(r, 9),
        "s2": hexs(r, 9),
        "s3": hexs(r, 9),
        "pr": str(r.randint(200, 2400)),
        "bug": str(r.randint(36000, 41000)),
        "who": r.choice(PEOPLE),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d1": hexs(r, 64),
        "d2": hexs(r, 64),
        "d3": hexs(r, 64),
        "tag": f"2035.09.{day(r)}-{hexs(r, 7)}",
        "layer": hexs(r, 12),
    }


def _lockfiles(r: Random) -> dict[str, str]:
    return {
        "i": b64(r, 64),
        "h1": b64(r, 32),
        "zh1": hexs(r, 64),
        "zh2": hexs(r, 64),
        "ch": b64(r, 64),
        "hex": hexs(r, 64),
        "m": str(r.randint(1, 40)),
    }


def _tfc(r: Random) -> dict[str, str]:
    return {
        "run": "run-" + pick(r, ALNUM, 16),
        "ws": "ws-" + pick(r, ALNUM, 16),
        "ws2": "ws-" + pick(r, ALNUM, 16),
        "sv": "sv-" + pick(r, ALNUM, 16),
        "sv2": "sv-" + pick(r, ALNUM, 16),
        "at": "at-" + pick(r, ALNUM, 16),
        "lineage": uuid4(r),
        "serial": str(r.randint(40, 2200)),
        "n": str(r.randint(1, 37)),
    }


def _elastic(r: Random) -> dict[str, str]:
    host = "canadacentral.azure.elastic-cloud.com:443"
    return {
        "cloudid": "rbn-prod:" + b64_of(f"{host}${hexs(r, 32)}${hexs(r, 32)}"),
        "dep": hexs(r, 32),
        "docid": pick(r, B64URL, 20),
        "kid": pick(r, B64URL, 20),
        "iuuid": pick(r, B64URL, 22),
        "bid": num(r, 6),
        "title": r.choice(_TITLES),
        "score": f"{r.randint(3, 24)}.{num(r, 5)}",
        "m": str(r.randint(0, 4)),
        "n": str(r.randint(90000, 2400000)),
    }


def _sentry(r: Random) -> dict[str, str]:
    pub = hexs(r, 32)
    return {
        "ev": hexs(r, 32),
        "short": pick(r, "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ", 3),
        "dsn": f"https://{pub}@o{num(r, 6)}.ingest.us.sentry.io/{num(r, 7)}",
        "pub": pub,
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "ver": f"3.{r.randint(0, 20)}.{r.randint(0, 9)}+{hexs(r, 7)}",
    }


PLATFORM: tuple[Kind, ...] = (
    benign_kind(
        "okta_object_ids",
        (
            "Okta : usager ⟨u⟩ (⟨email⟩) verrouillé après 10 essais; groupe ⟨g⟩ "
            "« Personnel-Ottawa »",
            "App OIDC « portail » : id ⟨app⟩, client_id ⟨app⟩ (public, normal qu'il soit "
            "dans le JS)",
            "GET https://rbn.okta.com/api/v1/groups/⟨g⟩/users → 200 (⟨n⟩ users); auth server ⟨aus⟩",
            '{"eventType":"user.session.start","actor":{"id":"⟨u⟩","type":"User"},'
            '"target":[{"id":"⟨app⟩","type":"AppInstance"}],"uuid":"⟨uuid⟩",'
            '"outcome":{"result":"SUCCESS"}}',
            "terraform import okta_group.ottawa ⟨g⟩",
        ),
        _okta,
    ),
    benign_kind(
        "koha_rest_payloads",
        (
            '{"patron_id": ⟨pid⟩, "cardnumber": "⟨card⟩", "library_id": "⟨branch⟩", '
            '"category_id": "ADULTE", "expiry_date": "2036-09-⟨d⟩"}',
            "GET /api/v1/biblios/⟨bid⟩/items → ⟨n⟩ exemplaires; code-barres ⟨item⟩ en transit "
            "vers ⟨branch⟩",
            "curl -s -H 'Accept: application/marc-in-json' "
            "https://koha.reseaubiblionord.ca/api/v1/public/biblios/⟨bid⟩ | jq '.fields[0]'",
            "Réservation ⟨hid⟩ pour l'usager ⟨card⟩ (ISBN ⟨isbn⟩) bloquée : "
            "x-koha-request-id ⟨reqid⟩",
        ),
        _koha,
    ),
    benign_kind(
        "sip2_circulation_messages",
        (
            "Prêt SIP2 qui échoue à ⟨branch⟩ :\n→ ⟨m11⟩\n← ⟨m12⟩",
            "sip2 trace (borne ⟨branch⟩): → ⟨m23⟩ ← ⟨m24⟩",
            "Retour en lot, la borne envoie : ⟨m09⟩",
            "Item information pour vérifier le statut : ⟨m17⟩ (AC vide = pas de mot de passe "
            "de terminal)",
        ),
        _sip2_messages,
    ),
    benign_kind(
        "azure_resource_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/rg-rbn-prod-cc/providers/Microsoft.Web/sites/"
            "app-rbn-opac-prod",
            'az role assignment create --assignee ⟨pid⟩ --role "Key Vault Secrets User" '
            "--scope /subscriptions/⟨sub⟩/resourceGroups/rg-rbn-prod-cc/providers/"
            "Microsoft.KeyVault/vaults/kv-rbn-prod",
            "| Ressource | ID |\n|---|---|\n| Tenant Entra | ⟨tenant⟩ |\n| Abonnement prod | "
            "⟨sub⟩ |\n| Identité managée app-rbn-opac | ⟨pid⟩ |",
            "AADSTS700016: Application with identifier '⟨app⟩' was not found in the directory "
            "'⟨tenant⟩'. Trace ID: ⟨trace⟩ Correlation ID: ⟨corr⟩ Timestamp: "
            "2035-09-⟨d⟩ ⟨hms⟩Z",
        ),
        _azure_ids,
    ),
    benign_kind(
        "key_vault_references",
        (
            "@Microsoft.KeyVault(SecretUri=https://kv-rbn-prod.vault.azure.net/secrets/⟨name⟩/"
            "⟨ver⟩)",
            "⟨setting⟩ = @Microsoft.KeyVault(VaultName=kv-rbn-prod;SecretName=⟨name⟩) — la "
            "valeur reste dans le coffre.",
            "az keyvault secret show --vault-name kv-rbn-prod -n ⟨name⟩ --query id -o tsv\n"
            "https://kv-rbn-prod.vault.azure.net/secrets/⟨name⟩/⟨ver⟩",
            'data "azurerm_key_vault_secret" "ref" {\n  name         = "⟨name⟩"\n'
            "  key_vault_id = data.azurerm_key_vault.rbn.id\n}",
            "Key Vault : le secret ⟨name⟩ a maintenant la version ⟨ver⟩ (l'ancienne ⟨ver2⟩ "
            "est désactivée).",
        ),
        _key_vault,
    ),
    benign_kind(
        "azure_blob_headers",
        (
            'HTTP/1.1 200 OK\nETag: "⟨etag⟩"\nContent-Length: ⟨len⟩\nContent-MD5: ⟨md5⟩\n'
            "x-ms-request-id: ⟨rid⟩\nx-ms-version: 2025-07-05\nx-ms-blob-type: BlockBlob",
            "Upload de la couverture ⟨isbn⟩.jpg : ETag ⟨etag⟩, Content-MD5 ⟨md5⟩, request id ⟨rid⟩",
            '412 ConditionNotMet sur exports/marc-⟨d⟩.mrc — If-Match "⟨etag⟩" vs ETag '
            'actuel "⟨etag2⟩"',
            "az storage blob show -c couvertures -n ⟨isbn⟩.jpg --account-name strbncouvertures "
            '--query properties.contentSettings.contentMd5 → "⟨md5⟩"',
        ),
        _blob,
    ),
    benign_kind(
        "entra_token_claims",
        (
            'jwt.ms → header {"typ":"JWT","alg":"RS256","kid":"⟨kid⟩"}; le kid correspond bien '
            "à une clé du JWKS du tenant.",
            '{\n  "aud": "api://⟨app⟩",\n  "iss": "https://sts.windows.net/⟨tid⟩/",\n'
            '  "iat": ⟨iat⟩,\n  "oid": "⟨oid⟩",\n  "tid": "⟨tid⟩",\n  "uti": "⟨uti⟩",\n'
            '  "roles": ["Prets.Lecture"],\n  "ver": "1.0"\n}',
            "IDX10503: Signature validation failed. Keys tried: "
            "'Microsoft.IdentityModel.Tokens.X509SecurityKey, KeyId: '⟨kid⟩', InternalId: "
            "'⟨iid⟩'.' — le cache de métadonnées était périmé.",
            "Claims décodés (pas le jeton) : oid=⟨oid⟩ tid=⟨tid⟩ uti=⟨uti⟩ kid=⟨kid⟩",
        ),
        _claims,
    ),
    benign_kind(
        "jwks_documents",
        (
            '{"keys":[{"kty":"RSA","use":"sig","kid":"⟨kid⟩","x5t":"⟨kid⟩","n":"⟨n⟩",'
            '"e":"AQAB","x5c":["⟨x5c⟩"],"issuer":"https://login.microsoftonline.com/⟨tid⟩/v2.0"}]}',
            "JWK publique de la borne de signature (ES256) : "
            '{"kty":"EC","crv":"P-256","kid":"⟨kid2⟩","x":"⟨x⟩","y":"⟨y⟩","use":"sig"}',
            "curl -s https://rbn.okta.com/oauth2/⟨aus⟩/v1/keys\n⟨okta⟩",
            "curl -s https://login.microsoftonline.com/⟨tid⟩/discovery/v2.0/keys | "
            'jq \'.keys[].kid\'\n"⟨kid⟩"\n"⟨kid2⟩"',
        ),
        _jwks,
    ),
    benign_kind(
        "tls_certificates",
        (
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "Certificat App Service pour ⟨host⟩ : thumbprint ⟨thumb⟩, expire 2036-01-⟨d⟩, "
            "émis par ⟨issuer⟩.",
            "openssl x509 -noout -fingerprint -sha256 -in ⟨host⟩.crt\nsha256 Fingerprint=⟨fp⟩",
            "Chaîne à installer sur la borne SIP2 (TLS sur 6001), serial ⟨serial⟩ :\n"
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "WEBSITE_LOAD_CERTIFICATES=⟨thumb⟩",
        ),
        _certs,
    ),
    benign_kind(
        "public_keys_and_fingerprints",
        (
            "~/.ssh/authorized_keys sur ⟨host⟩ :\nssh-ed25519 ⟨ed⟩ deploy@github-actions\n"
            "ssh-rsa ⟨rsa⟩ ⟨who⟩@rbn-laptop",
            "ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 ⟨fp⟩ ⟨who⟩@rbn (ED25519)",
            "The host key for ⟨host⟩ changed: new fingerprint ⟨fp2⟩ — confirmed with Priya, "
            "it's the rebuilt VM.",
            "Clé publique à déposer dans Okta (private_key_jwt du service koha-sync) :\n⟨spki⟩",
            "Deploy key (lecture seule) ajoutée sur reseau-biblio-nord/koha-plugins : "
            "ssh-ed25519 ⟨ed⟩ ⟨who⟩",
        ),
        _pubkeys,
    ),
    benign_kind(
        "git_commit_hashes",
        (
            "git log --oneline -3\n⟨s1⟩ Correctif : calcul des amendes pour les PEB\n"
            "⟨s2⟩ SIP2: ignorer le champ AC vide\n⟨s3⟩ Bump Stripe.net",
            "Le bug des retours SIP2 vient du commit ⟨sha⟩ (merge de la PR #⟨pr⟩).",
            "- uses: actions/checkout@⟨sha⟩ # v5.0.0\n- uses: azure/login@⟨sha2⟩ # v2.3.0",
            "git revert ⟨sha⟩ && git push origin main",
            "Koha upstream : bug ⟨bug⟩ corrigé dans ⟨sha⟩ (24.05.x); ⟨who⟩ fait le cherry-pick.",
        ),
        _commits,
    ),
    benign_kind(
        "container_image_digests",
        (
            "acrrbn.azurecr.io/koha@sha256:⟨d1⟩",
            "docker pull acrrbn.azurecr.io/opac-web:⟨tag⟩\n⟨tag⟩: Pulling from opac-web\n"
            "⟨layer⟩: Pull complete\nDigest: sha256:⟨d1⟩\n"
            "Status: Downloaded newer image for acrrbn.azurecr.io/opac-web:⟨tag⟩",
            "| Tag | Digest |\n|---|---|\n| ⟨tag⟩ | sha256:⟨d1⟩ |\n| latest | sha256:⟨d2⟩ |",
            "FROM mcr.microsoft.com/dotnet/aspnet:10.0@sha256:⟨d3⟩",
            'linux_fx_version = "DOCKER|acrrbn.azurecr.io/opac-web@sha256:⟨d2⟩"',
        ),
        _digests,
    ),
    benign_kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/@stripe/stripe-js": {\n  "version": "7.⟨m⟩.0",\n'
            '  "resolved": "https://registry.npmjs.org/@stripe/stripe-js/-/stripe-js-7.⟨m⟩.0.tgz",\n'
            '  "integrity": "sha512-⟨i⟩"\n}',
            'provider "registry.terraform.io/hashicorp/azurerm" {\n  version     = "4.⟨m⟩.0"\n'
            '  constraints = "~> 4.0"\n  hashes = [\n    "h1:⟨h1⟩",\n    "zh:⟨zh1⟩",\n'
            '    "zh:⟨zh2⟩",\n  ]\n}',
            'packages.lock.json → "Twilio": { "type": "Direct", "resolved": "8.⟨m⟩.0", '
            '"contentHash": "⟨ch⟩" }',
            "requirements.txt : sentry-sdk==2.⟨m⟩.1 --hash=sha256:⟨hex⟩",
        ),
        _lockfiles,
    ),
    benign_kind(
        "terraform_cloud_ids",
        (
            "Terraform Cloud : run ⟨run⟩ (workspace ⟨ws⟩, rbn-prod-cc) appliqué, ⟨n⟩ "
            "ressources modifiées.",
            'terraform.tfstate : "lineage": "⟨lineage⟩", "serial": ⟨serial⟩',
            "Le team token « rbn-ci » (id ⟨at⟩) a été révoqué; l'id n'est pas secret, "
            "la valeur l'était.",
            "https://app.terraform.io/app/reseau-biblio-nord/workspaces/rbn-prod-cc/runs/⟨run⟩",
            "| Workspace | ID | State version |\n|---|---|---|\n| rbn-prod-cc | ⟨ws⟩ | ⟨sv⟩ |\n"
            "| rbn-staging-cc | ⟨ws2⟩ | ⟨sv2⟩ |",
        ),
        _tfc,
    ),
    benign_kind(
        "elastic_cloud_ids",
        (
            "ELASTIC_CLOUD_ID=⟨cloudid⟩",
            "Déploiement Elastic Cloud rbn-prod : id ⟨dep⟩, région azure-canadacentral, "
            "version 9.⟨m⟩.2",
            '{"_index":"catalogue-2035.09","_id":"⟨docid⟩","_score":⟨score⟩,'
            '"_source":{"biblio_id":⟨bid⟩,"titre":"⟨title⟩"}}',
            "API key id ⟨kid⟩ (nom « opac-search-ro ») invalidée via DELETE /_security/api_key "
            "— l'id seul ne donne aucun accès.",
            "GET _cat/indices/catalogue-*?v\nhealth status index             uuid"
            "                   pri rep docs.count\ngreen  open   catalogue-2035.09 ⟨iuuid⟩   1"
            "   1 ⟨n⟩",
        ),
        _elastic,
    ),
    benign_kind(
        "sentry_public_dsn_and_event_ids",
        (
            "Sentry event ⟨ev⟩ (OPAC-WEB-⟨short⟩) : TypeError dans le panier de réservations.",
            "SENTRY_DSN côté navigateur : ⟨dsn⟩ (la clé publique du DSN est faite pour être "
            "exposée)",
            "sentry-trace: ⟨trace⟩-⟨span⟩-1\nbaggage: sentry-trace_id=⟨trace⟩,"
            "sentry-public_key=⟨pub⟩,sentry-release=rbn-opac%40⟨ver⟩",
            'Sentry.init({ dsn: "⟨dsn⟩", release: "rbn-opac@⟨ver⟩", tracesSampleRate: 0.1 });',
        ),
        _sentry,
    ),
)
