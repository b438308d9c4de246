"""True secrets in the memory notes of an integration developer at Vlietmond Logistics.

Each kind names the fields that must not survive. A multi-line key is listed as its body
lines of 16+ characters (see ``gen.secrets_by_line``).
"""

from __future__ import annotations

import base64
import json
from random import Random
from urllib.parse import quote

from tests.redact.lookalike31.gen import (
    ALNUM,
    B32LOWER,
    B64STD,
    B64URL,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    container,
    digits,
    hexs,
    imo,
    mmsi,
    mrn,
    num,
    openssh_ed25519_private,
    password,
    pick,
    url_password,
    uuid4,
    wrap,
)

# Vendor prefixes and armour labels are joined from pieces so no literal here is a credential.
_GH_PAT = "github" + "_pat_"
_SG = "S" + "G."
_AKIA = "AK" + "IA"
_AC = "A" + "C"
_ENTRA_MARK = "8" + "Q~"
_PRIV = "PRIVATE" + " KEY"
_BEGIN = "-----BEGIN "
_END = "-----END "
_ACR_MARK = "+" + "ACR"
_PGP_PRIV = "PGP " + "PRIVATE KEY BLOCK"

_ACCOUNTS = ("vlmedistore01", "vlmdocarchive", "vlmcustomsprd", "vlmaisraw")
_SB_NS = ("vlm-edi-prod", "vlm-ais-evh", "vlm-customs-sb", "vlm-gate-events")
_PARTNERS = (
    ("Kasbah Transit SARL", "sftp.kasbah-transit.ma", "vlm_edi"),
    ("Nordzee Hauliers", "sftp.nordzee-hauliers.nl", "vlietmond"),
    ("Atlas Reefer Lines", "mft.atlasreefer.ma", "VLMRTM01"),
    ("Douanekantoor Broker NL", "edi.dkbroker.nl", "vlm-cusdec"),
    ("Maghreb Feeder Services", "files.maghrebfeeder.com", "vlm_out"),
)
_USERS = ("svc_edi_rtm", "ops-casa", "vlm_gate", "tms_batch", "y.benali", "s.dekker")
_CITIES = ("Venlo", "Duisburg", "Antwerpen", "Tilburg", "Moerdijk", "Genk")


def _storage(r: Random) -> dict[str, str]:
    return {"k": b64(r, 64), "acct": r.choice(_ACCOUNTS)}


def _entra(r: Random) -> dict[str, str]:
    secret = pick(r, ALNUM, 3) + _ENTRA_MARK + pick(r, ALNUM + "~._-", 34)
    return {"s": secret, "app": uuid4(r), "tenant": uuid4(r)}


def _sas_key(r: Random) -> dict[str, str]:
    return {"k": b64(r, 32), "ns": r.choice(_SB_NS)}


def _sas_url(r: Random) -> dict[str, str]:
    return {
        "sig": quote(b64(r, 32), safe=""),
        "acct": r.choice(_ACCOUNTS),
        "n": num(r, 9),
        "day": f"{r.randint(1, 28):02d}",
    }


def _confluent(r: Random) -> dict[str, str]:
    return {
        "key": pick(r, UPPER_ALNUM, 16),
        "secret": pick(r, B64STD, 64),
        "p": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5),
        "c": pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5),
    }


def _pw(r: Random) -> dict[str, str]:
    partner, host, user = r.choice(_PARTNERS)
    return {
        "pw": password(r, r.choice((18, 20, 22, 24, 26))),
        "pwu": url_password(r, r.choice((18, 21, 24))),
        "partner": partner,
        "host": host,
        "user": user,
        "u2": r.choice(_USERS),
        "n": num(r, 8),
        "fp": b64(r, 32).rstrip("="),
        "ref": container(r),
    }


def _pkcs8(r: Random) -> dict[str, str]:
    return {
        "body": wrap(
            "MIIEv" + r.choice("AQgw") + "IBADANBgkqhkiG9w0BAQEFAASCBK" + b64(r, 1160), 64
        ),
        "lk": " ".join(hexs(r, 2).upper() for _ in range(20)),
    }


def _ec_key(r: Random) -> dict[str, str]:
    return {"body": wrap("MHcCAQEEI" + pick(r, B64STD, 151) + "==", 64)}


def _openssh(r: Random) -> dict[str, str]:
    _, host, user = r.choice(_PARTNERS)
    return {
        "body": openssh_ed25519_private(r, r.random() < 0.4),
        "host": host,
        "user": user,
    }


def _btp(r: Random) -> dict[str, str]:
    return {
        "cs": uuid4(r) + "$" + b64(r, 32),
        "app": r.choice(("vlm-tms-integration", "vlm-edi-cpi", "vlm-customs-bridge")),
        "n": num(r, 5),
    }


def _client_secret(r: Random) -> dict[str, str]:
    style = r.random()
    if style < 0.4:
        secret = pick(r, ALNUM, 40)
    elif style < 0.7:
        secret = b64url(r, 32)
    else:
        secret = hexs(r, 48)
    return {"s": secret, "n": digits(r, 4)}


def _ais(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 40), "mmsi": mmsi(r), "imo": imo(r)}


def _carrier(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, ALNUM, 32),
        "s": pick(r, ALNUM, r.choice((16, 32, 48))),
        "uuid": uuid4(r),
        "bl": "MAEU" + num(r, 9),
        "n": num(r, 8),
    }


def _gh(r: Random) -> dict[str, str]:
    return {"t": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)}


def _ado(r: Random) -> dict[str, str]:
    return {"t": pick(r, B32LOWER, 52)}


def _webhooks(r: Random) -> dict[str, str]:
    return {
        "slack": pick(r, ALNUM, 24),
        "ws": pick(r, UPPER_ALNUM, 9),
        "wb": pick(r, UPPER_ALNUM, 10),
        "hex": hexs(r, 32),
        "g1": uuid4(r),
        "g2": uuid4(r),
        "g3": uuid4(r),
        "v2": pick(r, B64URL, 43),
        "wf": hexs(r, 32),
        "sig": pick(r, B64URL, 43),
        "pr": str(r.randint(10, 99)),
    }


def _sendgrid(r: Random) -> dict[str, str]:
    return {"t": _SG + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43)}


def _twilio(r: Random) -> dict[str, str]:
    return {"t": hexs(r, 32), "sid": _AC + hexs(r, 32), "ph": digits(r, 8)}


def _b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _jwt(r: Random) -> dict[str, str]:
    header = _b64url_json({"alg": "RS256", "kid": hexs(r, 16), "typ": "JWT"})
    claims = {
        "iss": "https://tms.vlietmond.nl/auth",
        "sub": r.choice(_USERS),
        "scope": "shipments:read shipments:write",
        "exp": 1846000000 + r.randint(0, 9999999),
        "jti": uuid4(r),
    }
    return {"jwt": f"{header}.{_b64url_json(claims)}.{b64url(r, 256)}"}


def _basic(r: Random) -> dict[str, str]:
    _, host, user = r.choice(_PARTNERS)
    return {
        "b": b64_of(f"{user}:{password(r, r.choice((16, 20, 24)))}"),
        "partner": pick(r, UPPER_ALNUM, 8),
        "host": host.split(".", 1)[1],
        "ip": f"185.{r.randint(1, 254)}.{r.randint(1, 254)}.{r.randint(1, 254)}",
    }


def _aws(r: Random) -> dict[str, str]:
    return {"k": pick(r, B64STD, 40), "id": _AKIA + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}


def _cognitive(r: Random) -> dict[str, str]:
    return {"k": hexs(r, 32), "n": num(r, 6)}


def _acr(r: Random) -> dict[str, str]:
    return {"pw": pick(r, B64STD, 42) + _ACR_MARK + pick(r, ALNUM, 6)}


def _table(r: Random) -> dict[str, str]:
    rows = r.sample(_PARTNERS, 3)
    out = {"pw1": password(r, r.choice((16, 18, 20))), "pw2": password(r, r.choice((17, 21)))}
    for i, (partner, host, user) in enumerate(rows, start=1):
        out[f"p{i}"] = partner
        out[f"h{i}"] = host
        out[f"u{i}"] = user
    out["d"] = f"2028-0{r.randint(1, 7)}-{r.randint(10, 28)}"
    return out


def _kv(r: Random) -> dict[str, str]:
    value = password(r, 24) if r.random() < 0.5 else b64(r, 32)
    name = r.choice(
        ("sftp-kasbah-password", "pcs-client-secret", "sap-rfc-edi", "as2-keystore-pass")
    )
    return {"v": value, "name": name, "ver": hexs(r, 32)}


def _pgp(r: Random) -> dict[str, str]:
    _, host, _ = r.choice(_PARTNERS)
    return {"body": wrap("lQdGBG" + b64(r, 1300), 64), "crc": b64(r, 3), "host": host}


def _func_keys(r: Random) -> dict[str, str]:
    return {"k": b64url(r, 40) + "==", "m": b64url(r, 40) + "==", "n": num(r, 9)}


def _telegram(r: Random) -> dict[str, str]:
    return {
        "t": num(r, r.choice((9, 10))) + ":AA" + pick(r, B64URL, 33),
        "chat": num(r, 10),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "c1": container(r),
        "c2": container(r),
        "mrn": mrn(r),
        "imo": imo(r),
        "sha": hexs(r, 40),
        "pw": password(r, 20),
        "k": b64(r, 32),
        "ns": r.choice(_SB_NS),
        "op": hexs(r, 32),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload-batch -d edi-archive -s ./out --account-name ⟨acct⟩ "
            '--account-key "⟨k⟩"',
            "AZURE_STORAGE_KEY=⟨k⟩  # ⟨acct⟩ key1, uit de portal gekopieerd",
            '{\n  "IsEncrypted": false,\n  "Values": {\n    "AzureWebJobsStorage": '
            '"DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;'
            'EndpointSuffix=core.windows.net",\n    "FUNCTIONS_WORKER_RUNTIME": '
            '"dotnet-isolated"\n  }\n}',
        ),
        _storage,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "entra_app_client_secret",
        (
            "az login --service-principal -u ⟨app⟩ -p '⟨s⟩' --tenant ⟨tenant⟩",
            "AZURE_CLIENT_ID=⟨app⟩\nAZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_SECRET=⟨s⟩",
            "Client secret voor de app registration vlm-tms-connector (verloopt 2029-01): ⟨s⟩",
            '"AzureAd": {\n  "Instance": "https://login.microsoftonline.com/",\n'
            '  "TenantId": "⟨tenant⟩",\n  "ClientId": "⟨app⟩",\n  "ClientSecret": "⟨s⟩"\n}',
        ),
        _entra,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "service_bus_event_hubs_sas_key",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=edi-listen;"
            "SharedAccessKey=⟨k⟩;EntityPath=iftsta-inbound",
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            'username="$ConnectionString" password="Endpoint=sb://⟨ns⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=ais-producer;SharedAccessKey=⟨k⟩";',
            "Primary key van de policy RootManageSharedAccessKey op ⟨ns⟩: ⟨k⟩",
        ),
        _sas_key,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "blob_sas_token_in_url",
        (
            "https://⟨acct⟩.blob.core.windows.net/edi-archive/2028/07/IFTMIN_⟨n⟩.edi?sv=2022-11-02"
            "&ss=b&srt=co&sp=rl&se=2028-08-⟨day⟩T22:00:00Z&st=2028-07-01T06:00:00Z&spr=https"
            "&sig=⟨sig⟩",
            'azcopy copy "./customs/*.xml" "https://⟨acct⟩.blob.core.windows.net/douane-out?'
            'sv=2022-11-02&sp=racwl&se=2028-07-⟨day⟩T23:59:00Z&sr=c&sig=⟨sig⟩"',
            "SAS voor de klant (alleen lezen, 30 dagen): ?sv=2022-11-02&sr=c&sp=rl"
            "&se=2028-08-⟨day⟩T00:00:00Z&sig=⟨sig⟩",
        ),
        _sas_url,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "confluent_cloud_api_secret",
        (
            "bootstrap.servers=pkc-⟨p⟩.westeurope.azure.confluent.cloud:9092\n"
            "security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            "username='⟨key⟩' password='⟨secret⟩';",
            "confluent api-key store ⟨key⟩ ⟨secret⟩ --resource lkc-⟨c⟩",
            "Kafka API key ⟨key⟩ / secret ⟨secret⟩ (service account sa-tms-events, "
            "alleen WRITE op vessel.positions)",
            "KAFKA_SASL_USERNAME=⟨key⟩\nKAFKA_SASL_PASSWORD=⟨secret⟩",
        ),
        _confluent,
        n=7,
        secrets=("secret",),
    ),
    Kind(
        "kafka_scram_password",
        (
            "kafka-console-consumer --bootstrap-server kafka-1.vlm.internal:9094 --topic "
            "edi.iftsta.v2 --consumer-property security.protocol=SASL_SSL --consumer-property "
            "sasl.mechanism=SCRAM-SHA-512 --consumer-property 'sasl.jaas.config=org.apache.kafka."
            'common.security.scram.ScramLoginModule required username="svc-ais" password="⟨pw⟩";\'',
            "kafka-configs --bootstrap-server kafka-1.vlm.internal:9093 --alter --add-config "
            "'SCRAM-SHA-512=[password=⟨pw⟩]' --entity-type users --entity-name svc-edi-bridge",
            "spring:\n  kafka:\n    properties:\n      sasl.mechanism: SCRAM-SHA-512\n"
            "      sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule "
            'required username="svc-tms" password="⟨pw⟩";',
        ),
        _pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "as2_signing_key_pem",
        (
            _BEGIN + _PRIV + "-----\n⟨body⟩\n" + _END + _PRIV + "-----",
            "openssl pkcs12 -in vlm_as2_2028.p12 -nocerts -nodes\nBag Attributes\n"
            "    localKeyID: ⟨lk⟩\n    friendlyName: vlm-as2-signing-2028\n"
            "Key Attributes: <No Attributes>\n" + _BEGIN + _PRIV + "-----\n⟨body⟩\n"
            "" + _END + _PRIV + "-----",
            "AS2-sleutel die Mendelson exporteerde (staat nu ook in Key Vault):\n\n"
            + _BEGIN
            + _PRIV
            + "-----\n⟨body⟩\n"
            + _END
            + _PRIV
            + "-----\n",
        ),
        _pkcs8,
        n=4,
        secrets=("body",),
    ),
    Kind(
        "ec_private_key_pem",
        (
            _BEGIN + "EC " + _PRIV + "-----\n⟨body⟩\n" + _END + "EC " + _PRIV + "-----",
            "clé de signature pour l'API PCS (ES256) :\n\n"
            + _BEGIN
            + "EC "
            + _PRIV
            + "-----\n⟨body⟩\n"
            + _END
            + "EC "
            + _PRIV
            + "-----",
        ),
        _ec_key,
        n=4,
        secrets=("body",),
    ),
    Kind(
        "openssh_private_key_sftp",
        (
            "~/.ssh/id_ed25519_⟨user⟩ (voor ⟨host⟩):\n" + _BEGIN + "OPENSSH " + _PRIV + "-----\n"
            "⟨body⟩\n" + _END + "OPENSSH " + _PRIV + "-----",
            _BEGIN + "OPENSSH " + _PRIV + "-----\n⟨body⟩\n" + _END + "OPENSSH " + _PRIV + "-----",
            "kubectl create secret generic sftp-⟨user⟩ --from-file=id_ed25519=/dev/stdin <<'EOF'\n"
            + _BEGIN
            + "OPENSSH "
            + _PRIV
            + "-----\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PRIV
            + "-----\nEOF",
        ),
        _openssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "sftp_password_in_commands",
        (
            "sshpass -p '⟨pw⟩' sftp -oPort=2222 ⟨user⟩@⟨host⟩",
            'winscp.com /command "open sftp://⟨user⟩:⟨pwu⟩@⟨host⟩/ -hostkey=""ssh-ed25519 255 '
            '⟨fp⟩""" "get /outbound/*.edi C:\\edi\\in\\" "exit"',
            "lftp -u ⟨user⟩,'⟨pw⟩' sftp://⟨host⟩ -e 'mirror /out ./in; bye'",
            "curl -k -u ⟨user⟩:⟨pwu⟩ sftp://⟨host⟩/inbound/ -T IFTMIN_⟨n⟩.edi",
        ),
        _pw,
        n=7,
        secrets=("pw", "pwu"),
    ),
    Kind(
        "sap_rfc_password",
        (
            "jco.client.ashost=sapprd.vlm.internal\njco.client.sysnr=00\njco.client.client=100\n"
            "jco.client.user=RFC_TMS\njco.client.passwd=⟨pw⟩\njco.client.lang=EN",
            "DEST=PRD\nASHOST=sapprd.vlm.internal\nSYSNR=00\nCLIENT=100\nUSER=RFC_EDI\n"
            "PASSWD=⟨pw⟩\nLANG=EN",
            "conn = Connection(ashost='sapprd.vlm.internal', sysnr='00', client='100', "
            "user='RFC_TMS', passwd='⟨pw⟩')",
            "Le mot de passe de l'utilisateur RFC_EDI sur PRD (mandant 100) est ⟨pw⟩, "
            "ne pas le changer avant la migration S/4.",
        ),
        _pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "sap_btp_xsuaa_client_secret",
        (
            '{\n  "clientid": "sb-⟨app⟩!t⟨n⟩",\n  "clientsecret": "⟨cs⟩",\n'
            '  "url": "https://vlm-prod.authentication.eu10.hana.ondemand.com",\n'
            '  "xsappname": "⟨app⟩!t⟨n⟩"\n}',
            "curl -u 'sb-⟨app⟩!t⟨n⟩:⟨cs⟩' -d grant_type=client_credentials "
            "https://vlm-prod.authentication.eu10.hana.ondemand.com/oauth/token",
            "BTP_CLIENT_SECRET='⟨cs⟩'  # service key van ⟨app⟩",
        ),
        _btp,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "sql_server_connection_password",
        (
            "Server=tcp:vlm-tms-sql.database.windows.net,1433;Initial Catalog=tms;Persist "
            "Security Info=False;User ID=tms_app;Password=⟨pw⟩;MultipleActiveResultSets=False;"
            "Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;",
            "sqlcmd -S vlm-tms-sql.database.windows.net -d tms -U tms_report -P '⟨pw⟩' "
            "-Q \"SELECT TOP 10 * FROM dbo.Shipments WHERE Status = 'GATE_IN'\"",
            '"ConnectionStrings": {\n  "Tms": "Server=vlm-tms-sql.database.windows.net;'
            'Database=tms;User Id=tms_app;Password=⟨pw⟩;"\n}',
        ),
        _pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "postgres_password",
        (
            "DATABASE_URL=postgresql://pcs_sync:⟨pwu⟩@vlm-pcs-pg.postgres.database.azure.com:5432"
            "/pcs?sslmode=require",
            'psql "host=vlm-pcs-pg.postgres.database.azure.com port=5432 dbname=ais '
            'user=ais_writer password=⟨pw⟩ sslmode=require"',
            "PGPASSWORD='⟨pw⟩' pg_dump -h vlm-pcs-pg.postgres.database.azure.com -U pcs_sync "
            "-Fc pcs > pcs_2028-07-14.dump",
            "De ais_writer-gebruiker op de Postgres-server heeft nu wachtwoord ⟨pw⟩ "
            "(gereset na de storing van ⟨n⟩).",
        ),
        _pw,
        n=7,
        secrets=("pw", "pwu"),
    ),
    Kind(
        "pcs_oauth_client_secret",
        (
            "curl -s -X POST https://api.havenpoort-pcs.nl/oauth2/token -d grant_type="
            "client_credentials -d client_id=vlm-terminal-⟨n⟩ -d client_secret=⟨s⟩",
            "PCS_CLIENT_ID=vlm-terminal-⟨n⟩\nPCS_CLIENT_SECRET=⟨s⟩",
            "pcs:\n  base-url: https://api.havenpoort-pcs.nl\n  client-id: vlm-terminal-⟨n⟩\n"
            "  client-secret: ⟨s⟩",
        ),
        _client_secret,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "ais_data_api_key",
        (
            "curl 'https://services.marinetraffic.com/api/exportvessel/v:5/⟨k⟩/timespan:10/"
            "protocol:jsono/mmsi:⟨mmsi⟩'",
            '{"APIKey": "⟨k⟩", "BoundingBoxes": [[[51.85, 3.95], [52.00, 4.55]]], '
            '"FiltersShipMMSI": ["⟨mmsi⟩"], "FilterMessageTypes": ["PositionReport"]}',
            "AIS_API_KEY=⟨k⟩ python ingest_ais.py --bbox rotterdam --imo ⟨imo⟩",
            "l-API key dyal AIS (compte Casa) hiya ⟨k⟩, ma t-partagihach f Teams.",
        ),
        _ais,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "carrier_api_credentials",
        (
            'curl -H "Consumer-Key: ⟨k⟩" "https://api.maersk.com/track-and-trace-private/'
            'events?transportDocumentReference=⟨bl⟩"',
            'curl -H "X-IBM-Client-Id: ⟨uuid⟩" -H "X-IBM-Client-Secret: ⟨s⟩" '
            "https://api.hlag.com/hlag/external/v2/events/?carrierBookingReference=⟨n⟩",
            "CARRIER_MAERSK_CONSUMER_KEY=⟨k⟩\nCARRIER_MAERSK_CLIENT_SECRET=⟨s⟩",
            "KeyId voor de CMA CGM API (productie, niet de sandbox): ⟨k⟩",
        ),
        _carrier,
        n=7,
        secrets=("k", "s"),
    ),
    Kind(
        "github_fine_grained_pat",
        (
            "git clone https://x-access-token:⟨t⟩@github.com/vlietmond/edi-mappings.git",
            "GH_TOKEN=⟨t⟩ gh release download v4.2.0 -R vlietmond/edifact-parser",
            "Fine-grained PAT voor de mapping-repo (read-only, verloopt 2028-10-01): ⟨t⟩",
        ),
        _gh,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "azure_devops_pat",
        (
            "git clone https://build:⟨t⟩@dev.azure.com/vlietmond/TMS/_git/tms-integrations",
            "AZURE_DEVOPS_EXT_PAT=⟨t⟩ az pipelines run --name edi-mappings-ci --branch main",
            "<packageSourceCredentials>\n  <vlm-feed>\n"
            '    <add key="Username" value="build" />\n'
            '    <add key="ClearTextPassword" value="⟨t⟩" />\n  </vlm-feed>\n'
            "</packageSourceCredentials>",
            "echo ⟨t⟩ | az devops login --organization https://dev.azure.com/vlietmond",
        ),
        _ado,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "chat_and_workflow_webhooks",
        (
            "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T⟨ws⟩/B⟨wb⟩/⟨slack⟩",
            "Teams-kanaal #edi-alerts: https://vlietmond.webhook.office.com/webhookb2/⟨g1⟩@⟨g2⟩"
            "/IncomingWebhook/⟨hex⟩/⟨g3⟩/V2⟨v2⟩",
            "curl -X POST 'https://prod-⟨pr⟩.westeurope.logic.azure.com:443/workflows/⟨wf⟩/"
            "triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun"
            "&sv=1.0&sig=⟨sig⟩' -H 'Content-Type: application/json' -d @customs_release.json",
        ),
        _webhooks,
        n=7,
        secrets=("slack", "hex", "v2", "sig"),
    ),
    Kind(
        "sendgrid_api_key",
        (
            'curl -X POST https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer ⟨t⟩" '
            '-H "Content-Type: application/json" -d @arrival_notice.json',
            "SENDGRID_API_KEY=⟨t⟩  # alleen Mail Send, voor de pre-alerts",
            "Clé SendGrid pour les avis d'arrivée (compte Casa) : ⟨t⟩",
        ),
        _sendgrid,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "twilio_auth_token",
        (
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "-u ⟨sid⟩:⟨t⟩ --data-urlencode 'To=whatsapp:+2126⟨ph⟩' "
            "--data-urlencode 'Body=Rendez-vous gate 7 confirmé'",
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨t⟩",
            "token dyal Twilio (WhatsApp l-chauffeurs): ⟨t⟩ — SID ⟨sid⟩",
        ),
        _twilio,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "tms_api_bearer_jwt",
        (
            'curl -H "Authorization: Bearer ⟨jwt⟩" '
            "https://tms.vlietmond.nl/api/v3/shipments?status=AT_TERMINAL",
            "access_token uit Postman (geldig 8 uur): ⟨jwt⟩",
            "2028-07-14T09:31:02.118Z DEBUG HttpClient - Request headers: {Authorization: "
            "Bearer ⟨jwt⟩, Accept: application/json}",
        ),
        _jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "as2_basic_auth_header",
        (
            'curl -v -H "Authorization: Basic ⟨b⟩" -H "AS2-From: VLMAS2RTM" -H "AS2-To: ⟨partner⟩" '
            "--data-binary @msg.p7m https://as2.⟨host⟩/as2/receive",
            "Mendelson partner config → HTTP auth header die de partner verwacht: "
            "Authorization: Basic ⟨b⟩",
            '⟨ip⟩ - - [14/Jul/2028:03:12:44 +0000] "POST /as2/HttpReceiver HTTP/1.1" 200 512 '
            '"-" "Mendelson AS2" auth="Basic ⟨b⟩"',
        ),
        _basic,
        n=7,
        secrets=("b",),
    ),
    Kind(
        "aws_secret_access_key",
        (
            "[vlm-carrier-drop]\naws_access_key_id = ⟨id⟩\naws_secret_access_key = ⟨k⟩\n"
            "region = eu-west-1",
            "AWS_ACCESS_KEY_ID=⟨id⟩ AWS_SECRET_ACCESS_KEY=⟨k⟩ aws s3 sync "
            "s3://carrier-edi-drop/vlm/ ./drop/",
            "Le transporteur nous a donné un accès S3 : clé ⟨id⟩, secret ⟨k⟩.",
        ),
        _aws,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "azure_cognitive_and_apim_keys",
        (
            'curl "https://vlm-docai.openai.azure.com/openai/deployments/gpt-4o/chat/completions'
            '?api-version=2024-06-01" -H "api-key: ⟨k⟩" -H "Content-Type: application/json" '
            "-d @packing_list_prompt.json",
            "AZURE_DOCINTEL_KEY=⟨k⟩  # Document Intelligence, voor de pakbonnen",
            'curl -H "Ocp-Apim-Subscription-Key: ⟨k⟩" '
            "https://vlm-apim.azure-api.net/customs/v1/declarations/⟨n⟩",
        ),
        _cognitive,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "container_registry_password",
        (
            "docker login vlmacr.azurecr.io -u vlmacr -p ⟨pw⟩",
            "az acr credential show -n vlmacr → passwords[0].value = ⟨pw⟩",
            "kubectl create secret docker-registry acr-pull --docker-server=vlmacr.azurecr.io "
            "--docker-username=vlmacr --docker-password='⟨pw⟩' -n edi",
        ),
        _acr,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "password_in_prose",
        (
            "Het wachtwoord voor de SFTP-account ⟨user⟩ bij ⟨partner⟩ is ⟨pw⟩ (telefonisch "
            "doorgekregen).",
            "Le mot de passe du compte ⟨u2⟩ sur le portail douane est ⟨pw⟩ — à changer "
            "après le 31/07.",
            "l-mot de passe dyal ⟨u2⟩ f serveur EDI dyal Casa huwa ⟨pw⟩, Youssef bddlo lbareh.",
            "كلمة السر ديال الحساب ⟨u2⟩ فالبوابة ديال الديوانة هي ⟨pw⟩",
            "Temp password for ⟨u2⟩ on the terminal gate system after the reset: ⟨pw⟩",
        ),
        _pw,
        n=8,
        secrets=("pw",),
    ),
    Kind(
        "partner_credential_table",
        (
            "| Partner | Protocol | Host | User | Password |\n|---|---|---|---|---|\n"
            "| ⟨p1⟩ | SFTP | ⟨h1⟩ | ⟨u1⟩ | ⟨pw1⟩ |\n"
            "| ⟨p2⟩ | AS2 | as2.⟨h2⟩ | — | (certificaat) |\n"
            "| ⟨p3⟩ | FTPS | ⟨h3⟩ | ⟨u3⟩ | ⟨pw2⟩ |",
            "Toegang partners (bijgewerkt ⟨d⟩)\n\n| Partner | Account | Wachtwoord |\n"
            "|---|---|---|\n| ⟨p1⟩ | ⟨u1⟩ | ⟨pw1⟩ |\n| ⟨p2⟩ | ⟨u2⟩ | SSH key, zie vault |",
            "| Partenaire | Serveur | Identifiant | Mot de passe |\n|---|---|---|---|\n"
            "| ⟨p3⟩ | ⟨h3⟩ | ⟨u3⟩ | ⟨pw2⟩ |\n| ⟨p1⟩ | ⟨h1⟩ | ⟨u1⟩ | ⟨pw1⟩ |",
        ),
        _table,
        n=7,
        secrets=("pw1", "pw2"),
    ),
    Kind(
        "key_vault_secret_value",
        (
            "$ az keyvault secret show --vault-name vlm-kv-prod --name ⟨name⟩ --query value "
            "-o tsv\n⟨v⟩",
            "az keyvault secret set --vault-name vlm-kv-prod --name ⟨name⟩ --value '⟨v⟩'",
            '{\n  "attributes": {\n    "enabled": true\n  },\n  "id": "https://vlm-kv-prod.vault.'
            'azure.net/secrets/⟨name⟩/⟨ver⟩",\n  "name": "⟨name⟩",\n  "value": "⟨v⟩"\n}',
        ),
        _kv,
        n=7,
        secrets=("v",),
    ),
    Kind(
        "pgp_private_key_block",
        (
            _BEGIN + _PGP_PRIV + "-----\n\n⟨body⟩\n=⟨crc⟩\n" + _END + _PGP_PRIV + "-----",
            "gpg --export-secret-keys --armor edi@vlietmond.nl (voor de versleuteling naar "
            "⟨host⟩):\n\n"
            + _BEGIN
            + _PGP_PRIV
            + "-----\n\n⟨body⟩\n=⟨crc⟩\n"
            + _END
            + _PGP_PRIV
            + "-----",
        ),
        _pgp,
        n=4,
        secrets=("body",),
    ),
    Kind(
        "azure_function_keys",
        (
            "curl -X POST 'https://vlm-edi-func.azurewebsites.net/api/ReceiveIftsta?code=⟨k⟩' "
            "--data-binary @IFTSTA_⟨n⟩.edi",
            "x-functions-key: ⟨k⟩ (default host key van vlm-customs-func)",
            '$ az functionapp keys list -g rg-edi-prod -n vlm-edi-func\n{\n  "functionKeys": '
            '{\n    "default": "⟨k⟩"\n  },\n  "masterKey": "⟨m⟩",\n  "systemKeys": {}\n}',
        ),
        _func_keys,
        n=7,
        secrets=("k", "m"),
    ),
    Kind(
        "telegram_bot_token",
        (
            "curl -s 'https://api.telegram.org/bot⟨t⟩/sendMessage' -d chat_id=-100⟨chat⟩ "
            "-d text='Gate-in vertraagd, kraan 4 storing'",
            "TELEGRAM_BOT_TOKEN=⟨t⟩",
            "token dyal bot Telegram (alerts Casa): ⟨t⟩",
        ),
        _telegram,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "Incident 2028-07-11 (gate-out geblokkeerd)\n- containers ⟨c1⟩, ⟨c2⟩\n"
            "- MRN ⟨mrn⟩ stond nog op 'under control'\n- release commit ⟨sha⟩\n"
            "- SAS key van ⟨ns⟩ per ongeluk in Teams geplakt: ⟨k⟩ (roteren!)",
            "Vessel IMO ⟨imo⟩, operation_Id ⟨op⟩ in App Insights.\n"
            "Admin van de PCS-testomgeving is gereset, nieuw wachtwoord ⟨pw⟩.\n"
            "Containers: ⟨c1⟩ / ⟨c2⟩",
            "| Ref | Waarde |\n|---|---|\n| MRN | ⟨mrn⟩ |\n| Container | ⟨c1⟩ |\n"
            "| Commit | ⟨sha⟩ |\n| SharedAccessKey | ⟨k⟩ |",
        ),
        _among,
        n=7,
        secrets=("k", "pw"),
    ),
)
