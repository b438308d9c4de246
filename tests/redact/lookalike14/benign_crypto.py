# ruff: noqa: E501 (templates are whole note texts; a split string would hide their shape)
"""Benign look-alikes from PKI and integrity: certificate fingerprints and serials, SPKI pins,
public keys and certificates, JWKS public members, artifact checksums, image digests,
detached JWS signatures, SonarQube keys, App Attest / Play Integrity identifiers and base64
payloads that only encode public messages. Public by construction; must survive intact."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike14.gen import (
    ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    cert_body,
    colon_hex,
    ec_public_body,
    hexs,
    iban,
    num,
    pem_marker,
    pick,
    rsa_public_body,
    uhex,
    uuid4,
)

N = 10


def _env(r: Random) -> str:
    return r.choice(("tst", "acc", "prd"))


FINGERPRINTS = Kind(
    "cert_fingerprints",
    (
        "QWAC for api.nhb.eu renewed — SHA-256 fingerprint ⟨fp⟩",
        "$ openssl x509 -in qseal-⟨env⟩.pem -noout -fingerprint -sha256\nsha256 Fingerprint=⟨fp⟩",
        "| cert | SHA-1 thumbprint | not after |\n|---|---|---|\n| mq-⟨env⟩ TLS | ⟨sha1⟩ | 2027-11-⟨dd⟩ |",
        "Keycloak realm key (RS256) x5t#S256: `⟨x5t⟩`",
    ),
    lambda r: {
        "fp": colon_hex(r, 32),
        "env": _env(r),
        "sha1": uhex(r, 40),
        "dd": f"{r.randint(1, 28):02d}",
        "x5t": b64url(r, 32),
    },
    N,
)

SERIALS = Kind(
    "cert_serials",
    (
        "eIDAS QSeal from the QTSP: serial ⟨serial⟩, issuer CN=⟨ca⟩ Qualified CA G3, O=⟨ca⟩ B.V.",
        "$ openssl x509 -in qwac.pem -noout -serial -issuer\nserial=⟨serialhex⟩\nissuer=C = NL, O = ⟨ca⟩ B.V., CN = ⟨ca⟩ PSD2 QWAC CA",
        "CRL check: serial ⟨serialhex⟩ not revoked (CRL number ⟨crl⟩)",
    ),
    lambda r: {
        "serial": colon_hex(r, 16).lower(),
        "serialhex": uhex(r, 32),
        "ca": r.choice(("Trustline", "QuoVerdis", "Certalia", "EuroSign")),
        "crl": num(r, 5),
    },
    N,
)

PINS = Kind(
    "spki_pins",
    (
        '```xml\n<pin-set expiration="2027-06-30">\n  <pin digest="SHA-256">⟨p1⟩</pin>\n  <pin digest="SHA-256">⟨p2⟩</pin>\n</pin-set>\n```',
        'iOS TrustKit config: kTSKPublicKeyHashes = ["⟨p1⟩", "⟨p2⟩"] (primary + backup)',
        'pin-sha256="⟨p1⟩"; max-age=5184000',
        'Android OkHttp: `CertificatePinner.Builder().add("api.nhb.eu", "sha256/⟨p1⟩")`',
    ),
    lambda r: {"p1": b64(r, 32), "p2": b64(r, 32)},
    N,
)

PUBLIC_KEYS = Kind(
    "public_key_pem",
    (
        "Public key we give TPPs to verify our response signatures:\n\n"
        + pem_marker("PUBLIC KEY")
        + "\n⟨rsa⟩\n"
        + pem_marker("PUBLIC KEY", True),
        "```\n" + pem_marker("PUBLIC KEY") + "\n⟨ec⟩\n" + pem_marker("PUBLIC KEY", True) + "\n```",
        "App Attest: attested public key of test device (for the fixture):\n"
        + pem_marker("PUBLIC KEY")
        + "\n⟨ec⟩\n"
        + pem_marker("PUBLIC KEY", True),
    ),
    lambda r: {"rsa": rsa_public_body(r), "ec": ec_public_body(r)},
    N,
)

CERTS = Kind(
    "certificate_pem",
    (
        "Intermediate of the QTSP, add to the truststore:\n"
        + pem_marker("CERTIFICATE")
        + "\n⟨c⟩\n"
        + pem_marker("CERTIFICATE", True),
        "```\n" + pem_marker("CERTIFICATE") + "\n⟨c⟩\n" + pem_marker("CERTIFICATE", True) + "\n```",
        "TPP-Signature-Certificate header decoded (test TPP):\n"
        + pem_marker("CERTIFICATE")
        + "\n⟨c⟩\n"
        + pem_marker("CERTIFICATE", True),
    ),
    lambda r: {"c": cert_body(r, r.randint(300, 520))},
    N,
)


def _jwk(r: Random) -> str:
    if r.random() < 0.5:
        return (
            '{"kty":"RSA","kid":"'
            + pick(r, ALNUM + "-_", 43)
            + '","use":"sig","alg":"RS256","n":"'
            + b64url(r, 256)
            + '","e":"AQAB"}'
        )
    return (
        '{"kty":"EC","kid":"'
        + uuid4(r)
        + '","use":"sig","crv":"P-256","x":"'
        + b64url(r, 32)
        + '","y":"'
        + b64url(r, 32)
        + '"}'
    )


JWKS = Kind(
    "jwks_public",
    (
        "$ curl -s https://sso.⟨env⟩.nhb.internal/realms/retail/protocol/openid-connect/certs | jq -c '.keys[0]'\n⟨jwk⟩",
        '```json\n{"keys":[⟨jwk⟩]}\n```',
        "ForgeRock /oauth2/connect/jwk_uri key used for id_token: ⟨jwk⟩",
    ),
    lambda r: {"env": _env(r), "jwk": _jwk(r)},
    N,
)

CHECKSUMS = Kind(
    "artifact_checksums",
    (
        "$ sha256sum target/⟨svc⟩-⟨ver⟩.jar\n⟨sha256⟩  target/⟨svc⟩-⟨ver⟩.jar",
        "Artifactory checksums for nl/nhb/dch/⟨svc⟩/⟨ver⟩: sha1 ⟨sha1⟩, md5 ⟨md5⟩, sha256 ⟨sha256⟩",
        "```properties\ndistributionSha256Sum=⟨sha256⟩\ndistributionUrl=https\\://nexus.nhb.internal/repository/gradle-dist/gradle-8.10-bin.zip\n```",
        "Nexus component ⟨svc⟩:⟨ver⟩ asset id ⟨asset⟩ (sha1 ⟨sha1⟩)",
    ),
    lambda r: {
        "svc": r.choice(("consent-api", "payments-initiation", "iso-bridge", "card-tokens")),
        "ver": f"2.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "sha256": hexs(r, 64),
        "sha1": hexs(r, 40),
        "md5": hexs(r, 32),
        "asset": b64(r, 30).rstrip("="),
    },
    N,
)

DIGESTS = Kind(
    "image_digests",
    (
        "image: registry.gitlab.nhb.internal/digital-channels/⟨svc⟩@sha256:⟨d⟩",
        "$ skopeo inspect docker://quay.nhb.internal/dch/⟨svc⟩:1.⟨m⟩.0 | jq -r .Digest\nsha256:⟨d⟩",
        "```yaml\nimages:\n  - name: ⟨svc⟩\n    newName: quay.nhb.internal/dch/⟨svc⟩\n    digest: sha256:⟨d⟩\n```",
        "cosign verified signature for ⟨svc⟩ digest sha256:⟨d⟩ (Rekor log index ⟨idx⟩)",
    ),
    lambda r: {
        "svc": r.choice(("mobile-bff", "fraud-score", "consent-api", "cics-bridge")),
        "d": hexs(r, 64),
        "m": str(r.randint(0, 40)),
        "idx": num(r, 9),
    },
    N,
)


def _detached_jws(r: Random) -> str:
    header = b64url_of(
        '{"b64":false,"x5t#S256":"'
        + b64url(r, 32)
        + '","crit":["sigT","sigD","b64"],"sigT":"2026-11-'
        + f"{r.randint(1, 30):02d}"
        + 'T10:00:00Z","alg":"PS256"}'
    )
    return header + ".." + b64url(r, 256)


JWS = Kind(
    "jws_detached_signature",
    (
        "x-jws-signature on our payment-status response (public, verifies with the QSeal cert): ⟨jws⟩",
        "$ curl -si https://api-sandbox.nhb.eu/psd2/v1/payments/sepa-credit-transfers/⟨pid⟩/status | grep -i x-jws\nx-jws-signature: ⟨jws⟩",
        "| request | signature header |\n|---|---|\n| GET status ⟨pid⟩ | ⟨jws⟩ |",
    ),
    lambda r: {"jws": _detached_jws(r), "pid": uuid4(r)},
    N,
)

SONAR_KEYS = Kind(
    "sonarqube_keys",
    (
        "SonarQube issue ⟨ik⟩ (java:S2068 hard-coded credentials) — false positive, marked Won't fix",
        '$ curl -s "https://sonar.nhb.internal/api/ce/task?id=⟨task⟩" | jq .task.status\n"SUCCESS"',
        "sonar project key nl.nhb.dch:⟨svc⟩, analysis ⟨ak⟩, quality gate ERROR on new_coverage",
    ),
    lambda r: {
        "ik": "AY" + pick(r, ALNUM + "-_", 18),
        "task": "AY" + pick(r, ALNUM + "-_", 18),
        "ak": "AY" + pick(r, ALNUM + "-_", 18),
        "svc": r.choice(("consent-api", "mobile-bff", "iso-bridge")),
    },
    N,
)

ATTEST = Kind(
    "app_attest_integrity_ids",
    (
        "App Attest keyId for the QA iPhone: ⟨kid⟩ (team ⟨team⟩, bundle nl.nhb.mobile)",
        'Play Integrity verdict for build ⟨build⟩: appRecognitionVerdict PLAY_RECOGNIZED, certificateSha256Digest ["⟨cert⟩"], requestHash ⟨req⟩',
        '```json\n{"requestDetails":{"requestPackageName":"nl.nhb.mobile","nonce":"⟨nonce⟩","timestampMillis":"⟨ms⟩"},"deviceIntegrity":{"deviceRecognitionVerdict":["MEETS_DEVICE_INTEGRITY"]}}\n```',
    ),
    lambda r: {
        "kid": b64(r, 32),
        "team": pick(r, UPPER_ALNUM, 10),
        "build": num(r, 5),
        "cert": b64url(r, 32),
        "req": hexs(r, 64),
        "nonce": b64url(r, 24),
        "ms": "17" + num(r, 11),
    },
    N,
)


def _public_payload(r: Random) -> str:
    if r.random() < 0.5:
        return b64_of(
            '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pacs.002.001.10"><FIToFIPmtStsRpt><GrpHdr><MsgId>NHB'
            + num(r, 12)
            + "</MsgId></GrpHdr><TxInfAndSts><OrgnlEndToEndId>"
            + pick(r, UPPER_ALNUM, 16)
            + "</OrgnlEndToEndId><TxSts>ACSC</TxSts></TxInfAndSts></FIToFIPmtStsRpt></Document>"
        )
    return b64_of(
        '{"access":{"balances":[{"iban":"'
        + iban(r, spaced=False)
        + '"}]},"recurringIndicator":true,"validUntil":"2027-02-'
        + f"{r.randint(1, 28):02d}"
        + '","frequencyPerDay":4}'
    )


PAYLOADS = Kind(
    "base64_public_payloads",
    (
        "MQ message body (base64, from the dead-letter browse): ⟨p⟩",
        "⟨day⟩ DEBUG [iso-bridge] outbound payload b64=⟨p⟩",
        '```json\n{"messageType":"pacs.002","encoding":"base64","body":"⟨p⟩"}\n```',
    ),
    lambda r: {
        "p": _public_payload(r),
        "day": f"2026-11-{r.randint(1, 30):02d}T08:{r.randint(10, 59)}:00Z",
    },
    N,
)

CRYPTO: tuple[Kind, ...] = (
    FINGERPRINTS,
    SERIALS,
    PINS,
    PUBLIC_KEYS,
    CERTS,
    JWKS,
    CHECKSUMS,
    DIGESTS,
    JWS,
    SONAR_KEYS,
    ATTEST,
    PAYLOADS,
)
