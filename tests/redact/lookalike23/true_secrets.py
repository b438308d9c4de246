"""True secrets as they leak into an online travel agency's memory notes.

Each kind names the fields that must not survive. A multi-line key body (fields ``body`` and
``pem``) is listed line by line: every body line of 16+ characters is a secret.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike23.gen import (
    ALNUM,
    B32,
    B64,
    B64URL,
    LOWER_ALNUM,
    UPPER,
    UPPER_ALNUM,
    URL_PASSWORD_CHARS,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    digits,
    hexs,
    human_password,
    num,
    password,
    pick,
    uhex,
    uuid4,
    wrap,
)

# Vendor prefixes and key markers are joined from pieces so that no literal is a credential.
_AWS_ID = "AK" + "IA"
_ASIA = "AS" + "IA"
_STS = "IQoJb3JpZ2luX2Vj" + "E"
_SABRE = "T1RL" + "AQ"
_ADYEN = "AQE"
_GLPAT = "gl" + "pat-"
_SLACK = "https://hooks." + "slack.com/services/"
_SENTRY = "sntr" + "yu_"
_SG = "S" + "G."
_NPM = "np" + "m_"
_VAULT = "hv" + "s."
_GOOGLE = "AI" + "za"
_TWILIO_SID = "A" + "C"
_BEGIN = "-----BEGIN "
_END = "-----END "
_PK = "PRIVATE" + " KEY-----"
_OSSH = "OPENSSH " + _PK
_RSA_PKCS8 = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"

_PEOPLE = ("ines", "tiago", "rui", "mariana", "kasia", "piotr", "tomasz", "agnieszka")
_REGIONS = ("eu-west-1", "eu-central-1", "eu-south-2")


def _amadeus_sandbox(r: Random) -> dict[str, str]:
    return {
        "id": pick(r, ALNUM, 32),
        "sec": pick(r, ALNUM, 16),
        "tok": pick(r, ALNUM, 28),
        "app": r.choice(("andorinha-flight-search", "fare-cache-dev", "hotel-list-poc")),
        "exp": str(r.choice((1799, 1798, 1797))),
    }


def _ws_password(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((14, 16, 18, 20)))
    return {
        "pd": b64_of(pw),
        "office": "LISP" + pick(r, UPPER, 2) + digits(r, 1) + r.choice(("AA", "AB", "AC")),
        "user": "WS" + pick(r, UPPER, 3) + "AND",
        "wsap": "1ASIWAND" + pick(r, UPPER, 3),
        "n": str(r.randint(2, 9)),
    }


def _sabre_token(r: Random) -> dict[str, str]:
    return {
        "t": _SABRE + pick(r, UPPER, 4) + b64(r, r.choice((150, 165, 180))).rstrip("=") + "*",
        "pcc": pick(r, UPPER_ALNUM, 4),
        "conv": f"V1@{uuid4(r)}@{num(r, 3)}@{pick(r, UPPER_ALNUM, 4)}",
        "ttl": str(r.choice((604800, 1800))),
    }


def _sabre_basic(r: Random) -> dict[str, str]:
    epr = num(r, r.choice((5, 6)))
    pcc = pick(r, UPPER_ALNUM, 4)
    pw = password(r, r.choice((16, 18, 24)))
    client = f"V1:{epr}:{pcc}:AA"
    return {
        "basic": b64_of(f"{b64_of(client)}:{b64_of(pw)}"),
        "pw": pw,
        "epr": epr,
        "pcc": pcc,
    }


def _travelport(r: Random) -> dict[str, str]:
    user = f"Universal API/uAPI{num(r, 10)}-{hexs(r, 8)}"
    pw = password(r, r.choice((16, 18, 20)))
    return {
        "basic": b64_of(f"{user}:{pw}"),
        "user": user,
        "pw": pw,
        "tb": "P" + num(r, 7),
        "pcc": pick(r, UPPER_ALNUM, 4),
        "cs": pick(r, ALNUM, 32),
    }


def _ndc_key(r: Random) -> dict[str, str]:
    return {
        "k": hexs(r, 32),
        "k2": pick(r, ALNUM, 40),
        "air": r.choice(("LH", "LX", "OS", "BA", "IB", "AF", "KL", "TP", "LO")),
        "u": uuid4(r),
    }


def _hotelbeds(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, LOWER_ALNUM, 32),
        "sig": hexs(r, 64),
        "ts": str(r.randint(1835000000, 1838000000)),
        "hotel": str(r.randint(1000, 999999)),
    }


def _bsp_pw(r: Random) -> dict[str, str]:
    return {
        "pw": r.choice((password(r, r.choice((16, 18))), human_password(r))),
        "who": r.choice(_PEOPLE),
        "iata": num(r, 8),
        "host": r.choice(("sftp.bsplink.iata.org", "bsp-sftp.andorinha.internal")),
    }


def _adyen_key(r: Random) -> dict[str, str]:
    key = (
        _ADYEN
        + pick(r, ALNUM, 6)
        + b64(r, r.choice((66, 69, 72)))
        + "-"
        + b64(r, 32)
        + "-"
        + pick(r, ALNUM + "<>;:%[]{}=", 16)
    )
    return {
        "k": key,
        "ma": r.choice(("AndorinhaTravelECOM", "AndorinhaTravelPL", "AndorinhaMOTO")),
        "ws": "ws_" + num(r, 6),
    }


def _adyen_hmac(r: Random) -> dict[str, str]:
    return {
        "h": uhex(r, 64),
        "psp": pick(r, UPPER_ALNUM, 16),
        "ma": r.choice(("AndorinhaTravelECOM", "AndorinhaTravelPL")),
    }


def _webhook_basic(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((20, 24, 28)))
    user = "adyen-webhook-" + r.choice(("prod", "test", "pl"))
    return {"pw": pw, "user": user, "basic": b64_of(f"{user}:{pw}")}


def _dek(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 32),
        "kid": "v" + str(r.randint(3, 12)),
        "acct": num(r, 12),
        "kms": uuid4(r),
        "region": r.choice(_REGIONS),
    }


def _aws_secret(r: Random) -> dict[str, str]:
    return {
        "id": _AWS_ID + pick(r, B32, 16),
        "sk": pick(r, B64, 40),
        "region": r.choice(_REGIONS),
        "prof": r.choice(("andorinha-prod", "bsp-batch", "ticketing-ci", "krakow-dev")),
    }


def _sts(r: Random) -> dict[str, str]:
    values = _aws_secret(r)
    values["id"] = _ASIA + pick(r, B32, 16)
    values["st"] = _STS + pick(r, B64, r.choice((14, 18))) + b64(r, r.choice((420, 480, 540)))
    return values


def _mysql(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), ALNUM + "!%*+-.=?^_~"),
        "upw": password(r, r.choice((18, 22)), URL_PASSWORD_CHARS),
        "hpw": human_password(r),
        "host": r.choice(
            (
                "bookings-prod.cluster-c9x2kq1vzt4e.eu-west-1.rds.amazonaws.com",
                "mysql-ro.andorinha.internal",
                "10.40.12.7",
            )
        ),
        "db": r.choice(("bookings", "ticketing", "fares", "bsp_settlement")),
    }


def _redis(r: Random) -> dict[str, str]:
    return {
        "t": password(r, r.choice((32, 40, 48)), URL_PASSWORD_CHARS.replace("~", "")),
        "host": r.choice(
            (
                "master.fare-cache.ab1cde.euw1.cache.amazonaws.com",
                "clustercfg.sessions.x9k2lp.euw1.cache.amazonaws.com",
                "redis-sessions.andorinha.internal",
            )
        ),
    }


def _kafka(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 32)), ALNUM + "!%*+-.=?^_~"),
        "user": r.choice(("booking-svc", "pnr-sync", "ticketing-consumer", "bsp-batch")),
        "broker": r.choice(
            (
                "b-1.msk-prod.k3j2xq.c4.kafka.eu-west-1.amazonaws.com:9096",
                "kafka-1.andorinha.internal:9094",
            )
        ),
    }


def _confluent(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, UPPER_ALNUM, 16),
        "sec": pick(r, ALNUM + "+/", 64),
        "lkc": "lkc-" + pick(r, LOWER_ALNUM, 5),
        "pkc": "pkc-" + pick(r, LOWER_ALNUM, 5),
    }


def _sr(r: Random) -> dict[str, str]:
    key = pick(r, UPPER_ALNUM, 16)
    sec = pick(r, ALNUM + "+/", 64)
    return {
        "info": f"{key}:{sec}",
        "sec": sec,
        "key": key,
        "psrc": "psrc-" + pick(r, LOWER_ALNUM, 5),
    }


def _glpat(r: Random) -> dict[str, str]:
    return {
        "t": _GLPAT + pick(r, B64URL, 20),
        "who": r.choice(_PEOPLE),
        "proj": str(r.randint(100, 4999)),
    }


def _slack(r: Random) -> dict[str, str]:
    return {
        "tok": pick(r, ALNUM, 24),
        "t": "T0" + pick(r, UPPER_ALNUM, 9),
        "b": "B0" + pick(r, UPPER_ALNUM, 9),
        "chan": r.choice(("#ticketing-alerts", "#bsp-settlement", "#zespol-krakow", "#pnr-sync")),
    }


def _sentry(r: Random) -> dict[str, str]:
    return {"t": _SENTRY + hexs(r, 64), "rel": f"booking-svc@2028.3.{r.randint(1, 28)}"}


def _datadog(r: Random) -> dict[str, str]:
    return {"api": hexs(r, 32), "app": hexs(r, 40), "svc": r.choice(("fare-cache", "pnr-sync"))}


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sid": _TWILIO_SID + hexs(r, 32),
        "tok": hexs(r, 32),
        "msid": "MG" + hexs(r, 32),
    }


def _sendgrid(r: Random) -> dict[str, str]:
    return {"k": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


def _jwt_secret(r: Random) -> dict[str, str]:
    return {
        "s": r.choice((b64(r, 48), hexs(r, 64), pick(r, ALNUM, 48))),
        "iss": r.choice(("https://auth.andorinha.internal", "andorinha-booking")),
    }


def _bearer_jwt(r: Random) -> dict[str, str]:
    iat = int("18" + digits(r, 8))
    header = b64url_json({"alg": "RS256", "kid": hexs(r, 16), "typ": "JWT"})
    claims = {
        "iss": "https://auth.andorinha.internal",
        "sub": r.choice(("partner:edreams-mirror", "partner:b2b-krk-01", "svc:ticketing")),
        "aud": "ndc-gateway",
        "scope": r.choice(("orders:write offers:read", "pnr:read pnr:write", "ticketing")),
        "iat": iat,
        "exp": iat + 2592000,
        "jti": uuid4(r),
    }
    return {"jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 256)}"}


def _openssh(r: Random) -> dict[str, str]:
    blob = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA" + b64(r, 300)
    return {"body": wrap(blob, 70), "who": r.choice(_PEOPLE)}


def _pkcs8(r: Random) -> dict[str, str]:
    return {
        "pem": wrap(_RSA_PKCS8 + b64(r, r.choice((1140, 1180))), 64),
        "ec": wrap("MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg" + b64(r, 108), 64),
        "cn": r.choice(("ndc-client.andorinhatravel.pt", "merchant.pt.andorinhatravel")),
    }


def _pkcs8_ec(r: Random) -> dict[str, str]:
    values = _pkcs8(r)
    values["pem"] = values.pop("ec")
    return values


def _gmaps(r: Random) -> dict[str, str]:
    return {"k": _GOOGLE + pick(r, B64URL, 35), "q": r.choice(("Chiado", "Kazimierz", "Belém"))}


def _vault(r: Random) -> dict[str, str]:
    return {
        "t": _VAULT + "CAESI" + pick(r, B64URL, r.choice((86, 90))),
        "path": r.choice(("secret/data/ticketing/amadeus", "kv/bsp/sftp", "secret/data/adyen")),
    }


def _npm(r: Random) -> dict[str, str]:
    return {"t": _NPM + pick(r, ALNUM, 36), "scope": r.choice(("@andorinha", "@andorinha-ui"))}


def _among(r: Random) -> dict[str, str]:
    air = r.choice(("047", "125", "080", "220", "074"))
    return {
        "pnr": pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6),
        "tkt": f"{air}-{num(r, 10)}",
        "sha": hexs(r, 40),
        "corr": uuid4(r),
        "pw": password(r, 22, ALNUM + "!%*+-.=?^_~"),
        "k": hexs(r, 32),
        "fb": r.choice(("YLXF2PL", "KLOWPT", "QNC7RPT", "VSAVER", "LOWCHG")),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "amadeus_selfservice_credentials",
        (
            "$ curl -s https://test.api.amadeus.com/v1/security/oauth2/token "
            "-H 'Content-Type: application/x-www-form-urlencoded' "
            "-d 'grant_type=client_credentials&client_id=⟨id⟩&client_secret=⟨sec⟩'",
            "AMADEUS_CLIENT_ID=⟨id⟩\nAMADEUS_CLIENT_SECRET=⟨sec⟩\nAMADEUS_HOSTNAME=test",
            '{"type":"amadeusOAuth2Token","username":"ines@andorinhatravel.pt",'
            '"application_name":"⟨app⟩","client_id":"⟨id⟩","token_type":"Bearer",'
            '"access_token":"⟨tok⟩","expires_in":⟨exp⟩,"state":"approved","scope":""}',
            "Self-service sandbox app ⟨app⟩: API key ⟨id⟩, API secret ⟨sec⟩ "
            "(o Tiago gerou-o no portal, não partilhar fora da equipa)",
            "$ curl -H 'Authorization: Bearer ⟨tok⟩' "
            "'https://test.api.amadeus.com/v2/shopping/flight-offers?originLocationCode=LIS"
            "&destinationLocationCode=KRK&departureDate=2028-04-11&adults=1'",
        ),
        _amadeus_sandbox,
        n=7,
        secrets=("sec", "tok"),
    ),
    Kind(
        "amadeus_ws_password_data",
        (
            "config/amadeus.php:\n'sessionHandlerParams' => [\n"
            "    'soapHeaderVersion' => 'soapheader4',\n"
            "    'wsdl' => '/srv/wsdl/1ASIWANDAND/AmadeusWebServices.wsdl',\n"
            "    'authParams' => [\n        'officeId' => '⟨office⟩',\n"
            "        'userId' => '⟨user⟩',\n        'passwordData' => '⟨pd⟩',\n"
            "    ],\n],",
            "AMADEUS_WS_OFFICE_ID=⟨office⟩\nAMADEUS_WS_USER_ID=⟨user⟩\n"
            "AMADEUS_WS_PASSWORD_DATA=⟨pd⟩\nAMADEUS_WS_WSAP=⟨wsap⟩",
            "Hasło do WSAP ⟨wsap⟩ (produkcja, office ⟨office⟩) w formie base64, tak jak "
            "wymaga Security_Authenticate: ⟨pd⟩ — zmienione po incydencie ⟨n⟩.",
            "<oas:Security>\n  <oas:UsernameToken>\n    <oas:Username>⟨user⟩</oas:Username>\n"
            "    <oas:Password>⟨pd⟩</oas:Password>\n  </oas:UsernameToken>\n</oas:Security>",
        ),
        _ws_password,
        n=7,
        secrets=("pd",),
    ),
    Kind(
        "sabre_rest_access_token",
        (
            "$ curl -s https://api.havail.sabre.com/v1/trip/orders/getBooking "
            "-H 'Authorization: Bearer ⟨t⟩' -H 'Content-Type: application/json' "
            '-d \'{"confirmationId":"ABCDEF"}\'',
            '{"access_token":"⟨t⟩","token_type":"bearer","expires_in":⟨ttl⟩}',
            "Sabre ATK for PCC ⟨pcc⟩ (valid 7 days, pasted from Postman): ⟨t⟩",
            "2028-03-14T09:12:44Z DEBUG sabre.client conversation=⟨conv⟩ Authorization=Bearer ⟨t⟩",
        ),
        _sabre_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "sabre_client_credentials",
        (
            "$ curl -X POST https://api.cert.platform.sabre.com/v2/auth/token "
            "-H 'Authorization: Basic ⟨basic⟩' -d grant_type=client_credentials",
            "SABRE_EPR=⟨epr⟩\nSABRE_PCC=⟨pcc⟩\nSABRE_PASSWORD=⟨pw⟩",
            "EPR ⟨epr⟩ / PCC ⟨pcc⟩ — a password do EPR de produção é ⟨pw⟩ (expira a cada 90 dias, "
            "renovar no Sabre Red).",
            'sabre:\n  epr: "⟨epr⟩"\n  pcc: ⟨pcc⟩\n  domain: AA\n  password: "⟨pw⟩"',
        ),
        _sabre_basic,
        n=7,
        secrets=("basic", "pw"),
    ),
    Kind(
        "travelport_uapi_credentials",
        (
            "$ curl -u '⟨user⟩:⟨pw⟩' -H 'Content-Type: text/xml' "
            "-d @air-low-fare-search.xml "
            "https://emea.universal-api.pp.travelport.com/B2BGateway/connect/uAPI/AirService",
            "Authorization: Basic ⟨basic⟩",
            "travelport.username=⟨user⟩\ntravelport.password=⟨pw⟩\n"
            "travelport.targetBranch=⟨tb⟩\ntravelport.pcc=⟨pcc⟩",
            "Travelport JSON API: client_id travelport-andorinha, client_secret ⟨cs⟩, "
            "uAPI hasło ⟨pw⟩ (branch ⟨tb⟩)",
        ),
        _travelport,
        n=7,
        secrets=("basic", "pw", "cs"),
    ),
    Kind(
        "ndc_gateway_api_key",
        (
            "$ curl -X POST https://ndc-gw.example-airline.aero/v21.3/AirShopping "
            "-H 'Ocp-Apim-Subscription-Key: ⟨k⟩' -H 'Content-Type: application/xml' "
            "-d @airshopping-lis-waw.xml",
            "NDC_⟨air⟩_API_KEY=⟨k2⟩",
            "⟨air⟩ NDC cert env: x-api-key ⟨k2⟩ (klucz tylko dla CERT, ale i tak nie wklejać "
            "na Slacka)",
            "ndc:\n  carriers:\n    ⟨air⟩:\n      endpoint: https://ndc.cert.⟨air⟩.example/"
            "v21.3\n      subscription_key: ⟨k⟩\n      agency_id: ⟨u⟩",
        ),
        _ndc_key,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "hotelbeds_api_key",
        (
            "$ curl -H 'Api-key: ⟨k⟩' -H 'X-Signature: ⟨sig⟩' -H 'Accept: application/json' "
            "'https://api.test.hotelbeds.com/hotel-content-api/1.0/hotels?codes=⟨hotel⟩'",
            "HOTELBEDS_API_KEY=⟨k⟩\nHOTELBEDS_SECRET_FILE=/run/secrets/hotelbeds",
            "Hotelbeds (produção) Api-key: ⟨k⟩ — o segredo está no Vault, este aqui "
            "chegou por email e tem de ser rodado.",
        ),
        _hotelbeds,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "bsp_sftp_password",
        (
            "$ sshpass -p '⟨pw⟩' sftp -oPort=22 andorinha_⟨iata⟩@⟨host⟩",
            "Hasło do SFTP BSP (agencja ⟨iata⟩) to ⟨pw⟩ — ⟨who⟩ zmieniła je 2028-03-01.",
            "A password do SFTP do BSP Portugal (IATA ⟨iata⟩) é ⟨pw⟩ e o utilizador é "
            "andorinha_⟨iata⟩.",
            "bsp:\n  sftp:\n    host: ⟨host⟩\n    user: andorinha_⟨iata⟩\n"
            "    password: '⟨pw⟩'\n    remote_dir: /HOT/IN",
        ),
        _bsp_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "adyen_api_key",
        (
            "ADYEN_API_KEY=⟨k⟩\nADYEN_MERCHANT_ACCOUNT=⟨ma⟩\nADYEN_ENVIRONMENT=TEST",
            "$ curl https://checkout-test.adyen.com/v71/paymentMethods "
            "-H 'x-API-key: ⟨k⟩' -H 'content-type: application/json' "
            '-d \'{"merchantAccount":"⟨ma⟩","countryCode":"PL"}\'',
            "API key do web service user ⟨ws⟩@Company.Andorinha (live): ⟨k⟩",
        ),
        _adyen_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "adyen_webhook_hmac_key",
        (
            "ADYEN_HMAC_KEY=⟨h⟩",
            "Webhook HMAC key for ⟨ma⟩ (Customer Area → Webhooks → Standard): ⟨h⟩",
            "payments:\n  adyen:\n    merchant_account: ⟨ma⟩\n    hmac_key: ⟨h⟩",
            "Klucz HMAC webhooka (⟨ma⟩), wygenerowany ponownie po psp ⟨psp⟩: ⟨h⟩",
        ),
        _adyen_hmac,
        n=7,
        secrets=("h",),
    ),
    Kind(
        "adyen_webhook_basic_auth",
        (
            "Webhook basic auth (Adyen → payments-gw): user ⟨user⟩, password ⟨pw⟩",
            "ADYEN_WEBHOOK_USERNAME=⟨user⟩\nADYEN_WEBHOOK_PASSWORD=⟨pw⟩",
            "$ curl -X POST https://payments-gw.andorinha.internal/adyen/notifications "
            "-H 'Authorization: Basic ⟨basic⟩' -d @notification-authorisation.json",
        ),
        _webhook_basic,
        n=7,
        secrets=("pw", "basic"),
    ),
    Kind(
        "card_vault_data_key",
        (
            "PAN_VAULT_DEK_⟨kid⟩=⟨k⟩",
            "Chave de dados (AES-256, base64) do cofre de cartões, versão ⟨kid⟩ "
            "— em claro, tirada do KMS por engano: ⟨k⟩",
            "$ aws kms decrypt --region ⟨region⟩ --ciphertext-blob fileb://dek-⟨kid⟩.bin "
            "--query Plaintext --output text\n⟨k⟩",
        ),
        _dek,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "aws_secret_access_key",
        (
            "~/.aws/credentials\n[⟨prof⟩]\naws_access_key_id = ⟨id⟩\n"
            "aws_secret_access_key = ⟨sk⟩\nregion = ⟨region⟩",
            "AWS_ACCESS_KEY_ID=⟨id⟩ AWS_SECRET_ACCESS_KEY=⟨sk⟩ "
            "aws s3 ls s3://andorinha-bsp-hot-files/2028/03/",
            "Klucze IAM użytkownika bsp-batch: ⟨id⟩ / ⟨sk⟩ (do wyłączenia po migracji na role)",
            '{"AccessKey":{"UserName":"ticketing-ci","AccessKeyId":"⟨id⟩",'
            '"Status":"Active","SecretAccessKey":"⟨sk⟩","CreateDate":"2028-03-09T10:41:07Z"}}',
        ),
        _aws_secret,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "aws_session_token",
        (
            "export AWS_ACCESS_KEY_ID=⟨id⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sk⟩\n"
            "export AWS_SESSION_TOKEN=⟨st⟩",
            '{"Credentials":{"AccessKeyId":"⟨id⟩","SecretAccessKey":"⟨sk⟩",'
            '"SessionToken":"⟨st⟩","Expiration":"2028-03-15T18:22:10Z"}}',
            "[⟨prof⟩-sso]\naws_access_key_id = ⟨id⟩\naws_secret_access_key = ⟨sk⟩\n"
            "aws_session_token = ⟨st⟩",
        ),
        _sts,
        n=7,
        secrets=("sk", "st"),
    ),
    Kind(
        "mysql_password",
        (
            "$ mysql -h ⟨host⟩ -u booking_rw -p'⟨pw⟩' ⟨db⟩",
            "spring.datasource.url=jdbc:mysql://⟨host⟩:3306/⟨db⟩?useSSL=true\n"
            "spring.datasource.username=booking_rw\nspring.datasource.password=⟨pw⟩",
            "DATABASE_URL=mysql://ticketing:⟨upw⟩@⟨host⟩:3306/⟨db⟩",
            "~/.my.cnf\n[client]\nuser=readonly\npassword=⟨pw⟩\nhost=⟨host⟩",
            "Hasło do MySQL (użytkownik migrator, baza ⟨db⟩): ⟨hpw⟩",
        ),
        _mysql,
        n=7,
        secrets=("pw", "upw", "hpw"),
    ),
    Kind(
        "redis_auth_token",
        (
            "$ redis-cli -h ⟨host⟩ -p 6379 --tls -a '⟨t⟩' INFO replication",
            "REDIS_URL=rediss://:⟨t⟩@⟨host⟩:6379/0",
            "ElastiCache AUTH token (fare-cache, rodado em março): ⟨t⟩",
            "spring:\n  data:\n    redis:\n      host: ⟨host⟩\n      ssl:\n        enabled: true\n"
            "      password: ⟨t⟩",
        ),
        _redis,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "kafka_sasl_password",
        (
            "sasl.mechanism=SCRAM-SHA-512\nsecurity.protocol=SASL_SSL\n"
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule "
            'required username="⟨user⟩" password="⟨pw⟩";',
            "$ kcat -b ⟨broker⟩ -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 "
            "-X sasl.username=⟨user⟩ -X sasl.password='⟨pw⟩' -t pnr.events.v2 -C -o -5",
            "SCRAM user ⟨user⟩ na MSK, hasło: ⟨pw⟩ (z AmazonMSK_⟨user⟩ w Secrets Managerze)",
            "KAFKA_SASL_USERNAME=⟨user⟩\nKAFKA_SASL_PASSWORD=⟨pw⟩\nKAFKA_BROKERS=⟨broker⟩",
        ),
        _kafka,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "confluent_cloud_api_secret",
        (
            "$ confluent api-key store ⟨key⟩ ⟨sec⟩ --resource ⟨lkc⟩",
            "bootstrap.servers=⟨pkc⟩.eu-west-1.aws.confluent.cloud:9092\n"
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            "username='⟨key⟩' password='⟨sec⟩';",
            "Confluent Cloud key for ⟨lkc⟩: API key ⟨key⟩, secret ⟨sec⟩",
        ),
        _confluent,
        n=7,
        secrets=("sec",),
    ),
    Kind(
        "schema_registry_user_info",
        (
            "basic.auth.credentials.source=USER_INFO\n"
            "basic.auth.user.info=⟨info⟩\n"
            "schema.registry.url=https://⟨psrc⟩.eu-central-1.aws.confluent.cloud",
            "$ curl -u ⟨info⟩ https://⟨psrc⟩.eu-central-1.aws.confluent.cloud/subjects",
            "Schema Registry: chave ⟨key⟩, segredo ⟨sec⟩ (só leitura, para o pnr-sync)",
        ),
        _sr,
        n=7,
        secrets=("info", "sec"),
    ),
    Kind(
        "gitlab_personal_access_token",
        (
            "$ git clone https://oauth2:⟨t⟩@gitlab.andorinha.internal/backend/ticketing.git",
            "GITLAB_TOKEN=⟨t⟩ glab mr list --assignee=@me",
            "Token GitLab ⟨who⟩ (scope api, wygasa 2028-06-30): ⟨t⟩",
            "$ curl --header 'PRIVATE-TOKEN: ⟨t⟩' "
            "https://gitlab.andorinha.internal/api/v4/projects/⟨proj⟩/pipelines?status=failed",
        ),
        _glpat,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "slack_incoming_webhook",
        (
            "SLACK_WEBHOOK_URL=" + _SLACK + "⟨t⟩/⟨b⟩/⟨tok⟩",
            "$ curl -X POST -H 'Content-type: application/json' "
            '--data \'{"text":"BSP HOT file imported"}\' ' + _SLACK + "⟨t⟩/⟨b⟩/⟨tok⟩",
            "Webhook do canal ⟨chan⟩: " + _SLACK + "⟨t⟩/⟨b⟩/⟨tok⟩",
        ),
        _slack,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "sentry_user_auth_token",
        (
            "SENTRY_AUTH_TOKEN=⟨t⟩ sentry-cli releases new ⟨rel⟩",
            "$ curl -H 'Authorization: Bearer ⟨t⟩' "
            "https://sentry.io/api/0/projects/andorinha/booking-svc/issues/",
            "[auth]\ntoken=⟨t⟩",
        ),
        _sentry,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "datadog_api_and_app_keys",
        (
            "DD_API_KEY=⟨api⟩\nDD_APP_KEY=⟨app⟩\nDD_SITE=datadoghq.eu",
            "$ curl -X GET 'https://api.datadoghq.eu/api/v1/monitor' "
            "-H 'DD-API-KEY: ⟨api⟩' -H 'DD-APPLICATION-KEY: ⟨app⟩'",
            "Klucz API Datadoga dla agenta na ⟨svc⟩: ⟨api⟩",
        ),
        _datadog,
        n=7,
        secrets=("api", "app"),
    ),
    Kind(
        "twilio_auth_token",
        (
            "$ curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "--data-urlencode 'Body=Check-in aberto' -d MessagingServiceSid=⟨msid⟩ "
            "-u ⟨sid⟩:⟨tok⟩",
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩",
            "Auth token Twilio (SMS de alterações de voo): ⟨tok⟩",
        ),
        _twilio,
        n=7,
        secrets=("tok",),
    ),
    Kind(
        "sendgrid_api_key",
        (
            "SENDGRID_API_KEY=⟨k⟩",
            "$ curl https://api.sendgrid.com/v3/mail/send -H 'Authorization: Bearer ⟨k⟩' "
            "-H 'Content-Type: application/json' -d @eticket-receipt.json",
            "Klucz SendGrid do maili z e-biletami (full access, do zawężenia): ⟨k⟩",
        ),
        _sendgrid,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "jwt_hmac_signing_secret",
        (
            "JWT_SIGNING_SECRET=⟨s⟩",
            "security:\n  jwt:\n    issuer: ⟨iss⟩\n    algorithm: HS256\n    secret: ⟨s⟩",
            "O segredo HS256 dos tokens de sessão do checkout é ⟨s⟩ — mudar quando "
            "passarmos para RS256.",
        ),
        _jwt_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "partner_bearer_jwt",
        (
            "$ curl -H 'Authorization: Bearer ⟨jwt⟩' "
            "https://api.andorinhatravel.pt/b2b/v1/orders?status=TICKETED",
            "Token B2B ważny 30 dni dla partnera z Krakowa: ⟨jwt⟩",
            '{"token_type":"Bearer","expires_in":2592000,"access_token":"⟨jwt⟩"}',
        ),
        _bearer_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "openssh_private_key",
        (
            _BEGIN + _OSSH + "\n⟨body⟩\n" + _END + _OSSH,
            "Chave do bastião (⟨who⟩@bastion-lis), copiada do portátil antigo:\n\n"
            + _BEGIN
            + _OSSH
            + "\n⟨body⟩\n"
            + _END
            + _OSSH
            + "\n",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "pkcs8_private_key",
        (
            "mTLS do gateway NDC (⟨cn⟩), client.key:\n" + _BEGIN + _PK + "\n⟨pem⟩\n" + _END + _PK,
            _BEGIN + _PK + "\n⟨pem⟩\n" + _END + _PK,
        ),
        _pkcs8,
        n=4,
        secrets=("pem",),
    ),
    Kind(
        "ec_private_key_apple_pay",
        (
            "Apple Pay merchant identity key (⟨cn⟩), apple_pay.key:\n"
            + _BEGIN
            + _PK
            + "\n⟨pem⟩\n"
            + _END
            + _PK,
            _BEGIN + _PK + "\n⟨pem⟩\n" + _END + _PK,
        ),
        _pkcs8_ec,
        n=3,
        secrets=("pem",),
    ),
    Kind(
        "google_maps_server_key",
        (
            "GOOGLE_PLACES_SERVER_KEY=⟨k⟩",
            "$ curl 'https://maps.googleapis.com/maps/api/place/textsearch/json"
            "?query=hotel+⟨q⟩&key=⟨k⟩'",
            "Klucz serwerowy Google (bez ograniczeń referer, tylko IP NAT): ⟨k⟩",
        ),
        _gmaps,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "vault_token",
        (
            "VAULT_ADDR=https://vault.andorinha.internal:8200 VAULT_TOKEN=⟨t⟩ vault kv get ⟨path⟩",
            "$ vault login ⟨t⟩",
            "Token root do Vault de staging (só até terminar a migração): ⟨t⟩",
        ),
        _vault,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "npm_registry_token",
        (
            ".npmrc\n⟨scope⟩:registry=https://registry.npmjs.org/\n"
            "//registry.npmjs.org/:_authToken=⟨t⟩",
            "NPM_TOKEN=⟨t⟩ npm publish --access restricted",
            "Token npm do CI (publica ⟨scope⟩/seat-map): ⟨t⟩",
        ),
        _npm,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incydent 2028-03-11 (podwójne bilety)\n- PNR ⟨pnr⟩, bilet ⟨tkt⟩, fare basis ⟨fb⟩\n"
            "- correlation id ⟨corr⟩\n- commit naprawy ⟨sha⟩\n"
            "- hasło admina ticketing-svc zresetowane na ⟨pw⟩ podczas calla",
            "Notas do deploy\n\n* PNR de teste ⟨pnr⟩ / e-ticket ⟨tkt⟩\n* commit ⟨sha⟩\n"
            "* trace ⟨corr⟩ mostra o passo lento\n"
            "* DD_API_KEY=⟨k⟩ (colado por engano, rodar)",
            "Replay of the stuck ticketing message\n\nPNR: ⟨pnr⟩\nTicket: ⟨tkt⟩\n"
            "X-Correlation-ID: ⟨corr⟩\nBuild: ⟨sha⟩\nMYSQL_PWD=⟨pw⟩ used for the manual fix",
        ),
        _among,
        n=7,
        secrets=("pw", "k"),
    ),
)
