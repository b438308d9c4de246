"""Benign look-alikes of the public and textual sort: certificate pins, public keys and
fingerprints, placeholders, redacted values, versions, the word "password" with no secret,
trace ids, Application Insights strings, app identifiers, encoded payloads, webhook
signatures and documented sandbox logins."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike52.gen import (
    ALNUM,
    B64URL,
    HEX,
    LOWER,
    UHEX,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    hexs,
    num,
    object_id,
    pem_body,
    pick,
    uuid4,
)


def _rsa_public_der(r: Random) -> bytes:
    head = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    modulus = bytes([r.randint(0x80, 0xFF)]) + r.randbytes(255)
    return head + modulus + bytes.fromhex("0203010001")


def _ed25519_public(r: Random) -> str:
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + r.randbytes(32)
    return b64_of(blob)


def _pins(r: Random) -> dict[str, str]:
    return {
        "p1": b64(r, 32),
        "p2": b64(r, 32),
        "p3": b64(r, 32),
        "d": str(r.randint(1, 28)),
        "y": str(r.randint(2032, 2033)),
    }


def _public_keys(r: Random) -> dict[str, str]:
    modulus = bytes([r.randint(0x80, 0xFF)]) + r.randbytes(255)
    return {
        "pem": pem_body(_rsa_public_der(r)),
        "n": base64.urlsafe_b64encode(modulus).decode().rstrip("="),
        "kid": pick(r, B64URL, 22),
        "x5t": b64url(r, 20),
        "ssh": _ed25519_public(r),
        "who": r.choice(("jenkins@mac-mini-hfx-02", "deploy@aks-jump", "karim@mtl-laptop")),
    }


def _fingerprints(r: Random) -> dict[str, str]:
    raw = r.randbytes(32)
    colon = ":".join(f"{b:02X}" for b in raw)
    sha1 = ":".join(f"{b:02X}" for b in r.randbytes(20))
    return {
        "ssh": base64.b64encode(r.randbytes(32)).decode().rstrip("="),
        "gpg": pick(r, UHEX, 40),
        "colon": colon,
        "sha1": sha1,
        "thumb": pick(r, UHEX, 40),
        "host": r.choice(("jump.bcu-mobile.internal", "mac-mini-hfx-02", "ci.bellerive.coop")),
        "d": str(r.randint(10, 28)),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "ph": r.choice(
            ("<your-plaid-secret>", "YOUR_PLAID_SECRET", "<PLAID_SECRET>", "changeme", "TODO")
        ),
        "auth": r.choice(("YOUR_CLIENT_SECRET", "<client-secret>", "${AUTH0_CLIENT_SECRET}")),
        "x": "x" * r.choice((30, 32)),
        "j": num(r, 4),
        "user": r.choice(("bcu-mobile-app", "svc-statements", "<username>")),
        "h": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5),
        "env": r.choice(("recette", "staging", "prod")),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "stars": "*" * r.choice((8, 12, 30)),
        "last4": pick(r, ALNUM, 4),
        "pre": r.choice(("sdk-", "SG.", "access-production-")) + pick(r, HEX, 4),
        "j": num(r, 4),
        "d": str(r.randint(1, 12)),
        "acct": r.choice(("stbcumobileprodcc", "stbcustatements01")),
    }


def _versions(r: Random) -> dict[str, str]:
    major, minor, patch = 7, r.randint(10, 16), r.randint(0, 6)
    build = f"20311{r.randint(201, 212)}{r.randint(10, 99)}"
    return {
        "v": f"{major}.{minor}.{patch}",
        "build": build,
        "cfb": str(r.randint(3000, 6000)),
        "sha7": hexs(r, 7),
        "sha12": hexs(r, 12),
        "jdk": f"21.0.{r.randint(5, 12)}+{r.randint(7, 13)}",
        "agp": f"9.{r.randint(0, 3)}.{r.randint(0, 4)}",
        "xc": f"27.{r.randint(0, 3)}",
        "bn": str(r.randint(100, 4999)),
    }


def _pw_words(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(8, 16)),
        "h": str(r.randint(3, 12)),
        "j": num(r, 4),
        "k": str(r.randint(3, 10)),
        "min": str(r.randint(5, 15)),
        "ttl": str(r.choice((3600, 86400, 432000))),
        "d": str(r.randint(1, 12)),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "tid": hexs(r, 32),
        "sid": hexs(r, 16),
        "sid2": hexs(r, 16),
        "corr": uuid4(r),
        "op": hexs(r, 32),
        "ms": str(r.randint(40, 9000)),
        "d": f"{r.randint(1, 12):02d}",
    }


def _appinsights(r: Random) -> dict[str, str]:
    return {
        "ikey": uuid4(r),
        "app": uuid4(r),
        "n": str(r.randint(1, 3)),
        "pct": str(r.choice((5, 10, 20, 50, 100))),
    }


def _app_ids(r: Random) -> dict[str, str]:
    team = pick(r, UPPER_ALNUM, 10)
    return {
        "team": team,
        "fb": f"1:{num(r, 12)}:android:{hexs(r, 16)}",
        "fbi": f"1:{num(r, 12)}:ios:{hexs(r, 16)}",
        "store": num(r, 10),
        "ascid": pick(r, UPPER_ALNUM, 10),
        "issuer": uuid4(r),
        "tok": hexs(r, 64),
        "gcm": num(r, 12),
    }


def _payloads(r: Random) -> dict[str, str]:
    event = {
        "event": r.choice(("ETRANSFER_SENT", "ETRANSFER_DEPOSITED", "PROFILE_UPDATED")),
        "memberNumber": "00" + num(r, 7),
        "occurredAt": f"2031-12-{r.randint(1, 12):02d}T{r.randint(0, 23):02d}:"
        f"{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z",
        "correlationId": uuid4(r),
    }
    raw = json.dumps(event, separators=(",", ":"))
    png = (
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00"
        + r.randbytes(r.choice((42, 48, 54)))
    )
    return {
        "b": b64_of(raw),
        "png": b64_of(png),
        "o": num(r, 8),
        "m": event["memberNumber"],
        "p": str(r.randint(0, 11)),
        "oid": object_id(r),
    }


def _signatures(r: Random) -> dict[str, str]:
    return {
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "ts": str(1953849600 + r.randint(0, 14 * 86400)),
        "id": uuid4(r),
        "ms": str(r.randint(20, 800)),
    }


def _sandbox(r: Random) -> dict[str, str]:
    return {
        "j": num(r, 4),
        "item": pick(r, ALNUM, 37),
        "m": "00" + num(r, 7),
        "d": str(r.randint(1, 12)),
        "n": str(r.randint(2, 9)),
        "sess": uuid4(r),
        "lower": pick(r, LOWER, 3),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "certificate_pinning_hashes",
        (
            'CertificatePinner.Builder()\n    .add("api.bellerive.coop", "sha256/⟨p1⟩")\n'
            '    .add("api.bellerive.coop", "sha256/⟨p2⟩")\n    .build()',
            '<pin-set expiration="⟨y⟩-06-⟨d⟩">\n    <pin digest="SHA-256">⟨p1⟩</pin>\n'
            '    <pin digest="SHA-256">⟨p2⟩</pin>\n</pin-set>',
            'kTSKPublicKeyHashes: @[@"⟨p1⟩", @"⟨p3⟩"]  // pin de secours = clé de la CA de relève',
            "Pin actuel de api.bellerive.coop : sha256/⟨p2⟩ ; le pin de secours ⟨p3⟩ doit être "
            "livré avant le renouvellement du ⟨d⟩ janvier ⟨y⟩.",
        ),
        _pins,
        secrets=(),
    ),
    Kind(
        "public_keys_and_jwks",
        (
            "-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n-----END PUBLIC KEY-----",
            '{"keys":[{"kty":"RSA","use":"sig","n":"⟨n⟩","e":"AQAB","kid":"⟨kid⟩",'
            '"x5t":"⟨x5t⟩","alg":"RS256"}]}',
            "ssh-ed25519 ⟨ssh⟩ ⟨who⟩",
            "Clé publique du hub de notifications Interac (pour vérifier les signatures) :\n\n"
            "-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n-----END PUBLIC KEY-----\n",
        ),
        _public_keys,
        secrets=(),
    ),
    Kind(
        "key_and_certificate_fingerprints",
        (
            "$ ssh-keygen -lf ~/.ssh/known_hosts -F ⟨host⟩\n256 SHA256:⟨ssh⟩ ⟨host⟩ (ED25519)",
            "pub   ed25519 2031-03-02 [SC]\n      ⟨gpg⟩\nuid           [ultimate] Bellerive Mobile "
            "Release Signing <mobile-release@bellerive.coop>",
            '[{"relation":["delegate_permission/common.handle_all_urls"],"target":{'
            '"namespace":"android_app","package_name":"coop.bellerive.mobile",'
            '"sha256_cert_fingerprints":["⟨colon⟩"]}}]',
            "Certificate fingerprints:\n\t SHA1: ⟨sha1⟩\n\t SHA256: ⟨colon⟩\nSignature algorithm "
            "name: SHA384withRSA",
            "Thumbprint du certificat TLS de Front Door (Key Vault, renouvelé le ⟨d⟩ nov.) : "
            "⟨thumb⟩",
        ),
        _fingerprints,
        secrets=(),
    ),
    Kind(
        "example_placeholders",
        (
            "PLAID_CLIENT_ID=\nPLAID_SECRET=⟨ph⟩\nPLAID_ENV=sandbox\n# see BCU-⟨j⟩ for how to get "
            "your own sandbox keys",
            'AUTH0_CLIENT_SECRET="⟨auth⟩"  # .env.example, never commit the real one',
            "mongodb+srv://⟨user⟩:<password>@bcu-mobile-⟨env⟩.⟨h⟩.mongodb.net/mobile",
            "LAUNCHDARKLY_SDK_KEY=sdk-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx\nPLAID_SECRET=⟨x⟩\n"
            "# copied from the onboarding wiki, BCU-⟨j⟩",
            "export PLAID_SECRET=$(az keyvault secret show --vault-name kv-bcu-mob-⟨env⟩-cc "
            "--name plaid-secret --query value -o tsv)",
            "Dans le README : remplacer AccountKey=<storage-account-key> par la clé du compte "
            "(voir BCU-⟨j⟩).",
        ),
        _placeholders,
        secrets=(),
    ),
    Kind(
        "redacted_values",
        (
            "PLAID_SECRET=⟨stars⟩  (masqué par Jenkins)",
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=[REDACTED];"
            "EndpointSuffix=core.windows.net",
            "Authorization: Bearer eyJhbGciOi…(tronqué, BCU-⟨j⟩)",
            "The Auth0 client secret ends in …⟨last4⟩ (rotated Dec ⟨d⟩); full value is in "
            "Key Vault only.",
            "Snyk a signalé `⟨pre⟩…` dans le commit, faux positif : c'est un exemple tronqué "
            "(BCU-⟨j⟩).",
            "sasl.password=⟨stars⟩\nsasl.username=<from-key-vault>",
        ),
        _redacted,
        secrets=(),
    ),
    Kind(
        "version_and_build_strings",
        (
            "Bellerive Mobile ⟨v⟩ (⟨build⟩) — iOS build ⟨cfb⟩, Android versionCode ⟨build⟩",
            "docker.io tag: bcumobile.azurecr.io/ledger-api:⟨v⟩-⟨sha7⟩",
            'openjdk version "⟨jdk⟩-LTS" ; AGP ⟨agp⟩ ; Xcode ⟨xc⟩ sur les mac mini de Halifax',
            "semver: ⟨v⟩+build.⟨bn⟩.⟨sha12⟩",
            "CFBundleShortVersionString ⟨v⟩ / CFBundleVersion ⟨v⟩.⟨cfb⟩ — TestFlight rejette le "
            "même numéro deux fois.",
        ),
        _versions,
        secrets=(),
    ),
    Kind(
        "password_word_without_secret",
        (
            "Le flux « mot de passe oublié » envoie un code OTP par SMS (6 chiffres, valide "
            "⟨min⟩ min) ; ticket BCU-⟨j⟩.",
            "Auth0 password policy for bcu-members-db set to `excellent`, min length ⟨n⟩, "
            "password history ⟨k⟩.",
            "password_reset_ticket TTL is ⟨ttl⟩ s; the e-mail template says ⟨h⟩ hours — fix "
            "the wording.",
            "grep -rn 'password' app/src/main --include=*.kt only matched PasswordField.kt and "
            "the strings for « Mot de passe » (BCU-⟨j⟩).",
            "keytool -list -keystore $JAVA_HOME/lib/security/cacerts -storepass changeit | grep "
            "-i digicert  # default truststore password, ⟨k⟩ entries",
            "sasl.mechanism=PLAIN is fine here: the password is read from Key Vault at startup "
            "(see BCU-⟨j⟩), nothing in the properties file.",
        ),
        _pw_words,
        secrets=(),
    ),
    Kind(
        "trace_and_correlation_ids",
        (
            "traceparent: 00-⟨tid⟩-⟨sid⟩-01",
            'requests | where operation_Id == "⟨op⟩" | project timestamp, name, resultCode, '
            "duration",
            '{"level":"WARN","msg":"Flinks call slow","trace_id":"⟨tid⟩","span_id":"⟨sid2⟩",'
            '"duration_ms":⟨ms⟩}',
            "La requête du membre (x-correlation-id ⟨corr⟩) a pris ⟨ms⟩ ms dans le BFF le "
            "2031-12-⟨d⟩.",
        ),
        _traces,
        secrets=(),
    ),
    Kind(
        "application_insights_connection_strings",
        (
            "InstrumentationKey=⟨ikey⟩;IngestionEndpoint=https://canadacentral-⟨n⟩.in."
            "applicationinsights.azure.com/;LiveEndpoint=https://canadacentral.livediagnostics."
            "monitor.azure.com/;ApplicationId=⟨app⟩",
            "<key>AppInsightsConnectionString</key>\n<string>InstrumentationKey=⟨ikey⟩;"
            "IngestionEndpoint=https://canadacentral-⟨n⟩.in.applicationinsights.azure.com/"
            "</string>",
            "La chaîne Application Insights (ikey ⟨ikey⟩) est publique côté mobile, c'est voulu ; "
            "échantillonnage à ⟨pct⟩ %.",
            'buildConfigField "String", "APPINSIGHTS_IKEY", "\\"⟨ikey⟩\\""',
        ),
        _appinsights,
        secrets=(),
    ),
    Kind(
        "mobile_app_identifiers",
        (
            '{"applinks":{"details":[{"appIDs":["⟨team⟩.coop.bellerive.mobile"],'
            '"components":[{"/":"/etransfer/*"}]}]}}',
            '"mobilesdk_app_id": "⟨fb⟩",\n"project_number": "⟨gcm⟩"',
            "GOOGLE_APP_ID ⟨fbi⟩ / GCM_SENDER_ID ⟨gcm⟩ (GoogleService-Info.plist, public)",
            "App Store id ⟨store⟩ ; clé App Store Connect ⟨ascid⟩, issuer ⟨issuer⟩ (le .p8 est "
            "dans Key Vault).",
            "APNs device token of the QA iPhone: ⟨tok⟩ (Team ⟨team⟩)",
        ),
        _app_ids,
        secrets=(),
    ),
    Kind(
        "encoded_payloads",
        (
            "kcat -C -t mobile.audit -p ⟨p⟩ -o ⟨o⟩ -c 1 -f '%k %s\\n'\n⟨m⟩ ⟨b⟩",
            'Message Event Hubs (corps en base64) : "⟨b⟩"',
            '<img alt="logo caisse" src="data:image/png;base64,⟨png⟩">',
            '{"_id":{"$oid":"⟨oid⟩"},"payload":{"$binary":{"base64":"⟨b⟩","subType":"00"}}}',
        ),
        _payloads,
        secrets=(),
    ),
    Kind(
        "webhook_signature_headers",
        (
            "POST /hooks/launchdarkly HTTP/1.1\nContent-Type: application/json\n"
            "X-LD-Signature: ⟨h⟩",
            "X-Hub-Signature-256: sha256=⟨h⟩  (GitHub → Jenkins, delivery ⟨id⟩)",
            "Le hub Interac a envoyé signature=t=⟨ts⟩,v1=⟨h⟩ et notre calcul donne ⟨h2⟩ : "
            "l'horloge du pod dérive.",
            "snyk webhook delivered in ⟨ms⟩ ms, X-Hub-Signature: sha256=⟨h⟩, transport id ⟨id⟩",
        ),
        _signatures,
        secrets=(),
    ),
    Kind(
        "documented_sandbox_logins",
        (
            "Plaid sandbox: username user_good, password pass_good, MFA code 1234 — item ⟨item⟩ "
            "(BCU-⟨j⟩).",
            "Flinks sandbox (FlinksCapital) : utilisateur Greatday, mot de passe Everyday ; "
            "session ⟨sess⟩.",
            "For the OAuth flow in Plaid sandbox use `user_good` / `pass_good` and pick "
            "Platypus OAuth Bank; member ⟨m⟩ on recette.",
            "Rappel : les identifiants publics du bac à sable (user_good / pass_good) ne "
            "marchent pas en production, ⟨n⟩ tickets ouverts le ⟨d⟩ déc.",
        ),
        _sandbox,
        secrets=(),
    ),
)
