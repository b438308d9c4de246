"""True secrets in Réseau Biblio-Nord memory notes; each kind names the fields that must not
survive. Identifiers that travel with a secret (store ids, account SIDs, client ids, app
ids, tenant ids, key ids) are in the texts but deliberately not listed: they are public or
short identifiers, not credentials."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike74.gen import (
    ALNUM,
    B64URL,
    BRANCHES,
    PEOPLE,
    PRIVATE_KEY,
    Kind,
    any_password,
    b64,
    b64_of,
    day,
    der_b64,
    ec_pkcs8,
    ec_sec1,
    epoch,
    hexs,
    hms,
    indent,
    item_barcode,
    num,
    object_id,
    openssh_private,
    passphrase,
    password,
    patron_card,
    pick,
    rsa_pkcs1,
    rsa_pkcs8,
    secret_kind,
    sip2,
    sip2_checksum,
    url_password,
    url_quote,
    uuid4,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_SK_LIVE = "sk" + "_live_"
_RK_LIVE = "rk" + "_live_"
_PK_LIVE = "pk" + "_live_"
_WHSEC = "wh" + "sec_"
_GHP = "gh" + "p_"
_GH_PAT = "github" + "_pat_"
_ATLAS = ".atlas" + "v1."
_SNTRYS = "sntry" + "s_"
_SNTRYU = "sntry" + "u_"
_ENTRA_MARK = "Q" + "~"

_RSA_KEY = "RSA " + PRIVATE_KEY
_EC_KEY = "EC " + PRIVATE_KEY
_SSH_KEY = "OPENSSH " + PRIVATE_KEY
_SQL_PASSWORD_CHARS = ALNUM + "!#%*+-.?@^_~"


def _stripe_tail(r: Random) -> str:
    return "51" + pick(r, ALNUM, 97)


def _elastic_cloud_id(r: Random) -> str:
    host = "canadacentral.azure.elastic-cloud.com:443"
    return "rbn-prod:" + b64_of(f"{host}${hexs(r, 32)}${hexs(r, 32)}")


def _twilio_token(r: Random) -> str:
    return hexs(r, 32)


def _okta_token(r: Random) -> str:
    return "00" + pick(r, B64URL, 40)


def _entra_secret(r: Random) -> str:
    return pick(r, ALNUM, 3) + r.choice("0123456789") + _ENTRA_MARK + pick(r, ALNUM + "~._-", 34)


def _moneris_token(r: Random) -> str:
    return pick(r, ALNUM, 20)


def _tfc_token(r: Random) -> str:
    return pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM, 67)


def _amount(r: Random) -> str:
    return f"{r.randint(2, 180)}.{r.choice(('00', '25', '50', '75', '40'))}"


# --- Stripe -------------------------------------------------------------------------------


def _stripe_sk(r: Random) -> dict[str, str]:
    return {
        "sk": _SK_LIVE + _stripe_tail(r),
        "acct": "acct_1" + pick(r, ALNUM, 15),
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "amt": str(r.randint(100, 9000)),
        "who": r.choice(PEOPLE),
    }


def _stripe_rk(r: Random) -> dict[str, str]:
    return {"rk": _RK_LIVE + _stripe_tail(r), "d": day(r), "who": r.choice(PEOPLE)}


def _stripe_whsec(r: Random) -> dict[str, str]:
    return {
        "wh": _WHSEC + pick(r, ALNUM, 32),
        "we": "we_1" + pick(r, ALNUM, 23),
        "port": str(r.choice((5005, 5080, 7071, 8080))),
        "ver": f"2035-0{r.randint(6, 8)}-{day(r)}",
    }


# --- Moneris and Interac ------------------------------------------------------------------


def _moneris(r: Random) -> dict[str, str]:
    return {
        "store": "monca" + f"{r.randint(0, 99999):05d}",
        "tok": _moneris_token(r),
        "order": f"RBN-{r.randint(2035000000, 2035999999)}",
        "amt": _amount(r),
        "branch": r.choice(BRANCHES),
    }


def _interac(r: Random) -> dict[str, str]:
    return {
        "cid": uuid4(r),
        "cs": pick(r, ALNUM, r.choice((40, 48))),
        "hmac": hexs(r, 64),
        "who": r.choice(PEOPLE),
    }


# --- Azure --------------------------------------------------------------------------------

_STORAGE = ("strbnmedia", "strbncouvertures", "strbnexports", "strbnsauvegardes")


def _storage_key(r: Random) -> dict[str, str]:
    return {"key": b64(r, 64), "acct": r.choice(_STORAGE), "d": day(r)}


def _sas(r: Random) -> dict[str, str]:
    d = int(day(r))
    return {
        "sig": url_quote(b64(r, 32)),
        "acct": r.choice(_STORAGE),
        "file": f"marc-export-203509{d:02d}-{hexs(r, 6)}.mrc",
        "st": f"2035-09-{d:02d}T{r.randint(10, 20)}:00:00Z",
        "se": f"2035-10-{d:02d}T04:00:00Z",
        "ms": str(r.randint(12, 900)),
        "ip": f"10.{r.randint(0, 40)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    }


def _service_bus(r: Random) -> dict[str, str]:
    return {
        "key": b64(r, 32),
        "key2": b64(r, 32),
        "ns": r.choice(("sb-rbn-events", "sb-rbn-prets", "sb-rbn-notifs")),
        "pol": r.choice(("RootManageSharedAccessKey", "send-prets", "listen-notifs")),
        "q": r.choice(("prets-en-retard", "inscriptions-evenements", "sms-rappels")),
    }


def _azure_sql(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((18, 22, 26)), _SQL_PASSWORD_CHARS),
        "db": r.choice(("biblio", "evenements", "paiements")),
        "user": r.choice(("rbn_app", "rbn_rapports", "rbn_migration")),
        "date": f"2035-09-{day(r)}",
    }


def _entra(r: Random) -> dict[str, str]:
    return {"sec": _entra_secret(r), "app": uuid4(r), "tenant": uuid4(r)}


def _publish(r: Random) -> dict[str, str]:
    return {
        "pwd": pick(r, ALNUM, 60),
        "site": r.choice(("app-rbn-opac-prod", "app-rbn-events-prod", "app-rbn-paiements")),
    }


# --- Okta, Koha, SIP2 ---------------------------------------------------------------------


def _okta_api(r: Random) -> dict[str, str]:
    return {"tok": _okta_token(r), "who": r.choice(PEOPLE), "n": str(r.randint(2, 60))}


def _okta_oidc(r: Random) -> dict[str, str]:
    return {"cid": "0oa" + pick(r, ALNUM, 17), "sec": pick(r, B64URL, r.choice((40, 64)))}


def _koha_api(r: Random) -> dict[str, str]:
    return {"cid": uuid4(r), "sec": uuid4(r), "who": r.choice(PEOPLE)}


def _koha_db(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), ALNUM + "-_.!%+"),
        "host": r.choice(("mariadb-koha-01", "10.40.2.15", "koha-db.ott.internal")),
    }


def _sip2_login(r: Random) -> dict[str, str]:
    branch = r.choice(BRANCHES)
    user = "sip_" + branch.lower().replace("-", "_")
    pw = password(r, r.choice((16, 18, 20)), ALNUM + "!#*+-.@_")
    return {
        "user": user,
        "pw": pw,
        "loc": branch,
        "cs": sip2_checksum(f"9300CN{user}|CO{pw}|CP{branch}|AY1AZ"),
        "ok": sip2("941AY1AZ"),
        "patron": patron_card(r),
        "item": item_barcode(r),
        "inst": branch.split("-")[0],
    }


# --- Twilio, Mailchimp --------------------------------------------------------------------


def _twilio_auth(r: Random) -> dict[str, str]:
    return {
        "sid": "AC" + hexs(r, 32),
        "tok": _twilio_token(r),
        "ph": num(r, 7),
        "ph2": num(r, 7),
    }


def _twilio_key(r: Random) -> dict[str, str]:
    return {"sk": "SK" + hexs(r, 32), "sec": pick(r, ALNUM, 32), "sid": "AC" + hexs(r, 32)}


def _mailchimp(r: Random) -> dict[str, str]:
    dc = str(r.randint(1, 21))
    return {"key": hexs(r, 32) + "-us" + dc, "dc": dc, "lid": hexs(r, 10)}


# --- GitHub, Terraform Cloud, databases, Elastic, Sentry ----------------------------------


def _github(r: Random) -> dict[str, str]:
    return {
        "pat": _GH_PAT + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
        "ghp": _GHP + pick(r, ALNUM, 36),
        "date": f"2035-12-{day(r)}",
    }


def _tfc(r: Random) -> dict[str, str]:
    return {"tok": _tfc_token(r), "at": "at-" + pick(r, ALNUM, 16)}


def _postgres(r: Random) -> dict[str, str]:
    return {
        "pw": url_password(r, r.choice((16, 20, 24, 28))),
        "user": r.choice(("rbn_events", "rbn_etl", "rbn_lecture")),
        "db": r.choice(("evenements", "statistiques", "inscriptions")),
    }


def _redis(r: Random) -> dict[str, str]:
    key = b64(r, 32)
    return {"key": key, "keyq": url_quote(key), "n": str(r.randint(1, 15))}


def _elastic(r: Random) -> dict[str, str]:
    key_id, api = pick(r, B64URL, 20), pick(r, B64URL, 22)
    return {
        "id": key_id,
        "api": api,
        "enc": b64_of(f"{key_id}:{api}"),
        "cloudid": _elastic_cloud_id(r),
        "pw": pick(r, ALNUM, 24),
    }


def _sentry(r: Random) -> dict[str, str]:
    claims = {
        "iat": epoch(r) + r.random(),
        "url": "https://sentry.io",
        "region_url": "https://us.sentry.io",
        "org": "reseau-biblio-nord",
    }
    payload = b64_of(json.dumps(claims, separators=(",", ":"))).rstrip("=")
    return {
        "org": _SNTRYS + payload + "_" + pick(r, ALNUM + "+/", 43),
        "usr": _SNTRYU + hexs(r, 64),
        "ver": f"3.{r.randint(0, 20)}.{r.randint(0, 9)}",
    }


# --- private keys -------------------------------------------------------------------------


def _github_app_key(r: Random) -> dict[str, str]:
    body = wrap(der_b64(rsa_pkcs1(r)))
    return {
        "body": body,
        "body4": indent(body, 4),
        "appid": num(r, 7),
        "inst": num(r, 8),
        "date": f"2035-09-{day(r)}",
    }


def _pkcs8_key(r: Random) -> dict[str, str]:
    body = wrap(der_b64(ec_pkcs8(r) if r.random() < 0.5 else rsa_pkcs8(r)))
    return {"body": body, "body4": indent(body, 4), "sec1": wrap(der_b64(ec_sec1(r, True)))}


def _ssh_key(r: Random) -> dict[str, str]:
    who = r.choice(("deploy@koha-ott-01", "ansible@rbn-bastion", "gha-deploy@rbn"))
    ed = openssh_private(r, "ed25519", who)
    return {"ed": ed, "ed6": indent(ed, 6), "rsa": openssh_private(r, "rsa", who)}


# --- Kubernetes, .env, CI, mixed, prose ---------------------------------------------------


def _k8s(r: Random) -> dict[str, str]:
    return {
        "user_b64": b64_of(r.choice(("koha_rbn", "koha_ott", "rbn_app"))),
        "pw_b64": b64_of(password(r, r.choice((16, 20, 24)))),
        "tok_b64": b64_of(_moneris_token(r)),
        "tw_b64": b64_of(_twilio_token(r)),
        "mc_b64": b64_of(hexs(r, 32) + "-us" + str(r.randint(1, 21))),
        "host_b64": b64_of(r.choice(("mariadb.koha.svc", "koha-db.koha.svc.cluster.local"))),
        "rv": num(r, 8),
    }


def _dotenv(r: Random) -> dict[str, str]:
    return {
        "store": "monca" + f"{r.randint(0, 99999):05d}",
        "mtok": _moneris_token(r),
        "pk": _PK_LIVE + _stripe_tail(r),
        "sk": _SK_LIVE + _stripe_tail(r),
        "dsn": f"https://{hexs(r, 32)}@o{num(r, 6)}.ingest.us.sentry.io/{num(r, 7)}",
        "pw": password(r, r.choice((18, 22))),
        "rkey": b64(r, 32),
        "cloudid": _elastic_cloud_id(r),
        "osec": pick(r, B64URL, 40),
        "tw": _twilio_token(r),
        "sid": "AC" + hexs(r, 32),
    }


def _ci(r: Random) -> dict[str, str]:
    return {
        "app": uuid4(r),
        "esec": _entra_secret(r),
        "mtok": _moneris_token(r),
        "rk": _RK_LIVE + _stripe_tail(r),
        "tfc": _tfc_token(r),
        "ws": "ws-" + pick(r, ALNUM, 16),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(300, 999)),
        "sha": hexs(r, 40),
        "sha7": hexs(r, 7),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "uuid": uuid4(r),
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "ev": hexs(r, 32),
        "tw": _twilio_token(r),
        "sm": "SM" + hexs(r, 32),
        "pk": _PK_LIVE + _stripe_tail(r),
        "digest": hexs(r, 64),
        "pw": any_password(r),
        "okta": _okta_token(r),
        "oku": "00u" + pick(r, ALNUM, 17),
        "mc": hexs(r, 32),
        "oid": object_id(r),
        "ms": str(r.randint(40, 4000)),
        "minor": str(r.randint(0, 30)),
        "d": day(r),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": passphrase(r) if r.random() < 0.6 else password(r, r.choice((16, 19, 22))),
        "branch": r.choice(BRANCHES),
        "month": r.choice(("juin", "juillet", "août")),
        "who": r.choice(PEOPLE),
        "hm": hms(r)[:5],
    }


SECRETS: tuple[Kind, ...] = (
    secret_kind(
        "stripe_live_secret_key",
        (
            "STRIPE_SECRET_KEY=⟨sk⟩  # compte Stripe Canada ⟨acct⟩, mode live",
            "curl https://api.stripe.com/v1/refunds -u ⟨sk⟩: -d payment_intent=⟨pi⟩ "
            "-d amount=⟨amt⟩",
            "La clé secrète live de Stripe (⟨sk⟩) traînait dans appsettings.Production.json; "
            "⟨who⟩ l'a retirée et mise dans kv-rbn-prod.",
            'appsettings.Production.json :\n{\n  "Stripe": {\n    "SecretKey": "⟨sk⟩",\n'
            '    "AccountId": "⟨acct⟩"\n  }\n}',
        ),
        _stripe_sk,
        "sk",
    ),
    secret_kind(
        "stripe_restricted_key",
        (
            "Clé restreinte pour le rapprochement (lecture seule sur charges/payouts) : ⟨rk⟩",
            "STRIPE_RECONCILE_KEY=⟨rk⟩ python scripts/rapprochement.py --since 2035-09-⟨d⟩",
            "| Clé | Valeur | Portée |\n|---|---|---|\n| rk finances | `⟨rk⟩` | "
            "payouts:read, charges:read |",
            "⟨who⟩ created a restricted key for the Ottawa donations report: ⟨rk⟩ "
            "(read-only, but still a credential).",
        ),
        _stripe_rk,
        "rk",
    ),
    secret_kind(
        "stripe_webhook_signing_secret",
        (
            "$ stripe listen --forward-to localhost:⟨port⟩/api/webhooks/stripe\n"
            "> Ready! You are using Stripe API Version [⟨ver⟩]. Your webhook signing secret is "
            "⟨wh⟩ (^C to quit)",
            "STRIPE_WEBHOOK_SECRET=⟨wh⟩  # endpoint ⟨we⟩ (frais de retard payés en ligne)",
            "Le secret de signature du webhook Stripe pour /api/webhooks/stripe est ⟨wh⟩ — "
            "à mettre dans Key Vault sous stripe-webhook-secret.",
            "az webapp config appsettings set -g rg-rbn-prod-cc -n app-rbn-paiements "
            "--settings Stripe__WebhookSecret=⟨wh⟩",
        ),
        _stripe_whsec,
        "wh",
    ),
    secret_kind(
        "moneris_api_token",
        (
            "Moneris prod : store_id ⟨store⟩, api_token ⟨tok⟩ (Merchant Resource Center → "
            "Admin → Store Settings)",
            "<request>\n  <store_id>⟨store⟩</store_id>\n  <api_token>⟨tok⟩</api_token>\n"
            "  <purchase>\n    <order_id>⟨order⟩</order_id>\n    <amount>⟨amt⟩</amount>\n"
            "    <crypt_type>7</crypt_type>\n  </purchase>\n</request>",
            "MONERIS_STORE_ID=⟨store⟩\nMONERIS_API_TOKEN=⟨tok⟩\nMONERIS_ENV=prod",
            'var req = new HttpsPostRequest { StoreId = "⟨store⟩", ApiToken = "⟨tok⟩", '
            "TestMode = false };  // borne de paiement ⟨branch⟩",
        ),
        _moneris,
        "tok",
    ),
    secret_kind(
        "interac_etransfer_client_secret",
        (
            "Virements Interac (passerelle API de la caisse) : client_id ⟨cid⟩, client_secret ⟨cs⟩",
            "curl -X POST https://api.partenaires-virements.ca/oauth2/token "
            "-d grant_type=client_credentials -d client_id=⟨cid⟩ -d client_secret=⟨cs⟩",
            "Secret partagé HMAC des notifications Interac (statut des demandes d'argent) : "
            "⟨hmac⟩ — fourni par ⟨who⟩",
            "INTERAC_CLIENT_ID=⟨cid⟩\nINTERAC_CLIENT_SECRET=⟨cs⟩\nINTERAC_NOTIFY_HMAC_KEY=⟨hmac⟩",
        ),
        _interac,
        "cs",
        "hmac",
    ),
    secret_kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨key⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob upload-batch -d couvertures -s ./out --account-name ⟨acct⟩ "
            "--account-key ⟨key⟩",
            "key1 du compte ⟨acct⟩ : ⟨key⟩ — rotation prévue le ⟨d⟩ octobre.",
            'AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;'
            'AccountKey=⟨key⟩;EndpointSuffix=core.windows.net"',
        ),
        _storage_key,
        "key",
    ),
    secret_kind(
        "azure_blob_sas_signature",
        (
            "Lien SAS pour l'export MARC envoyé à BAnQ (expire le ⟨se⟩) : "
            "https://⟨acct⟩.blob.core.windows.net/exports/⟨file⟩?sp=r&st=⟨st⟩&se=⟨se⟩"
            "&spr=https&sv=2025-07-05&sr=b&sig=⟨sig⟩",
            'azcopy copy "https://⟨acct⟩.blob.core.windows.net/sauvegardes?sv=2025-07-05&ss=b'
            '&srt=co&sp=rl&se=⟨se⟩&spr=https&sig=⟨sig⟩" ./restore --recursive',
            "SAS_TOKEN='?sv=2025-07-05&ss=b&srt=co&sp=rwdlac&se=⟨se⟩&st=⟨st⟩&spr=https&sig=⟨sig⟩'",
            "App Service access log (to purge, the SAS leaked into it):\n"
            "⟨ip⟩ GET /exports/⟨file⟩?sv=2025-07-05&sr=b&sp=r&se=⟨se⟩&sig=⟨sig⟩ 200 ⟨ms⟩ms",
        ),
        _sas,
        "sig",
    ),
    secret_kind(
        "azure_service_bus_sas_key",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨pol⟩;"
            "SharedAccessKey=⟨key⟩",
            '"ServiceBus__ConnectionString": "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=⟨pol⟩;SharedAccessKey=⟨key⟩;EntityPath=⟨q⟩"',
            "Primary key de la policy ⟨pol⟩ sur ⟨ns⟩ : ⟨key⟩",
            "az servicebus namespace authorization-rule keys list -g rg-rbn-prod-cc "
            '--namespace-name ⟨ns⟩ -n ⟨pol⟩\n{\n  "keyName": "⟨pol⟩",\n'
            '  "primaryKey": "⟨key⟩",\n  "secondaryKey": "⟨key2⟩"\n}',
        ),
        _service_bus,
        "key",
        "key2",
    ),
    secret_kind(
        "azure_sql_connection_password",
        (
            "Server=tcp:sql-rbn-prod.database.windows.net,1433;Initial Catalog=⟨db⟩;"
            "Persist Security Info=False;User ID=⟨user⟩;Password=⟨pw⟩;"
            "MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30;",
            "sqlcmd -S sql-rbn-prod.database.windows.net -d ⟨db⟩ -U ⟨user⟩ -P '⟨pw⟩' "
            '-Q "SELECT COUNT(*) FROM dbo.Inscriptions"',
            "Le login SQL ⟨user⟩ a maintenant le mot de passe ⟨pw⟩ (l'ancien est révoqué "
            "depuis l'incident du ⟨date⟩).",
            '"ConnectionStrings": {\n  "Biblio": "Server=tcp:sql-rbn-prod.database.windows.net,'
            '1433;Database=⟨db⟩;User Id=⟨user⟩;Password=⟨pw⟩;Encrypt=True"\n}',
        ),
        _azure_sql,
        "pw",
    ),
    secret_kind(
        "entra_client_secret",
        (
            "App registration rbn-opac-api (client ⟨app⟩) — nouveau secret client : ⟨sec⟩, "
            "expire le 2036-03-01",
            "az login --service-principal -u ⟨app⟩ -p ⟨sec⟩ --tenant ⟨tenant⟩",
            "AZURE_CLIENT_ID=⟨app⟩\nAZURE_TENANT_ID=⟨tenant⟩\nAZURE_CLIENT_SECRET=⟨sec⟩",
            'az ad app credential reset --id ⟨app⟩ --append\n{\n  "appId": "⟨app⟩",\n'
            '  "password": "⟨sec⟩",\n  "tenant": "⟨tenant⟩"\n}',
        ),
        _entra,
        "sec",
    ),
    secret_kind(
        "app_service_publish_password",
        (
            '<publishProfile profileName="⟨site⟩ - Web Deploy" publishMethod="MSDeploy" '
            'publishUrl="⟨site⟩.scm.azurewebsites.net:443" msdeploySite="⟨site⟩" '
            'userName="$⟨site⟩" userPWD="⟨pwd⟩" '
            'destinationAppUrl="https://⟨site⟩.azurewebsites.net" />',
            "curl -u '$⟨site⟩:⟨pwd⟩' https://⟨site⟩.scm.azurewebsites.net/api/zipdeploy "
            "--data-binary @opac.zip",
            "Identifiants de déploiement Kudu de ⟨site⟩ : utilisateur $⟨site⟩, mot de passe "
            "⟨pwd⟩ (basic auth réactivé temporairement).",
            "git remote add azure https://$⟨site⟩:⟨pwd⟩@⟨site⟩.scm.azurewebsites.net/⟨site⟩.git",
        ),
        _publish,
        "pwd",
    ),
    secret_kind(
        "okta_api_token",
        (
            'curl -H "Authorization: SSWS ⟨tok⟩" '
            '"https://rbn.okta.com/api/v1/users?filter=status%20eq%20%22LOCKED_OUT%22"',
            "OKTA_API_TOKEN=⟨tok⟩  # token « scim-koha », créé par ⟨who⟩",
            "Le token API Okta pour la synchro Koha ↔ Okta : ⟨tok⟩ (Security → API → Tokens, "
            "expire après ⟨n⟩ jours sans usage)",
            'provider "okta" {\n  org_name  = "rbn"\n  base_url  = "okta.com"\n'
            '  api_token = "⟨tok⟩"\n}',
        ),
        _okta_api,
        "tok",
    ),
    secret_kind(
        "okta_oidc_client_secret",
        (
            "Okta app « Portail usagers » : client_id ⟨cid⟩, client_secret ⟨sec⟩",
            "curl -X POST https://rbn.okta.com/oauth2/default/v1/token -u ⟨cid⟩:⟨sec⟩ "
            "-d grant_type=client_credentials -d scope=koha.read",
            "Authentication:\n  Okta:\n    Domain: https://rbn.okta.com\n    ClientId: ⟨cid⟩\n"
            "    ClientSecret: ⟨sec⟩",
            "Ottawa rotated the OIDC secret for the events app; the new one is ⟨sec⟩ "
            "(client ⟨cid⟩).",
        ),
        _okta_oidc,
        "sec",
    ),
    secret_kind(
        "koha_api_client_secret",
        (
            "Koha → Administration → Clés API du patron svc-opac : client_id ⟨cid⟩, secret ⟨sec⟩",
            "curl -s -X POST https://koha.reseaubiblionord.ca/api/v1/oauth/token "
            "-d grant_type=client_credentials -d client_id=⟨cid⟩ -d client_secret=⟨sec⟩",
            "KOHA_CLIENT_ID=⟨cid⟩\nKOHA_CLIENT_SECRET=⟨sec⟩\n"
            "KOHA_BASE_URL=https://koha.reseaubiblionord.ca/api/v1",
            "The Koha API secret for the events sync is ⟨sec⟩; the client id ⟨cid⟩ is fine "
            "to share with ⟨who⟩.",
        ),
        _koha_api,
        "sec",
    ),
    secret_kind(
        "koha_database_password",
        (
            "<config>\n <db_scheme>mysql</db_scheme>\n <database>koha_biblionord</database>\n"
            " <hostname>⟨host⟩</hostname>\n <port>3306</port>\n <user>koha_biblionord</user>\n"
            " <pass>⟨pw⟩</pass>\n</config>",
            "$ sudo koha-passwd biblionord\n==========================================\n"
            "Database:  koha_biblionord\nUsername:  koha_biblionord\nPassword:  ⟨pw⟩\n"
            "==========================================",
            "mysql -h ⟨host⟩ -u koha_biblionord -p'⟨pw⟩' koha_biblionord "
            "-e 'SELECT COUNT(*) FROM issues'",
            "Mot de passe MariaDB de l'instance Koha (koha_biblionord sur ⟨host⟩) : ⟨pw⟩ — "
            "ne pas confondre avec le compte superlibrarian.",
        ),
        _koha_db,
        "pw",
    ),
    secret_kind(
        "sip2_login_password",
        (
            "Trame de login SIP2 capturée sur la borne ⟨loc⟩ :\n"
            "→ 9300CN⟨user⟩|CO⟨pw⟩|CP⟨loc⟩|AY1AZ⟨cs⟩\n← ⟨ok⟩",
            '<login id="⟨user⟩" password="⟨pw⟩" delimiter="|" error-detect="enabled" '
            'institution="⟨inst⟩" encoding="utf8" />',
            "Borne libre-service de ⟨loc⟩ : compte SIP2 ⟨user⟩ / ⟨pw⟩ (champ CO du message 93).",
            "perl misc/sip_cli_emulator.pl -a koha-sip.reseaubiblionord.ca -p 6001 -su ⟨user⟩ "
            "-sp '⟨pw⟩' -l ⟨loc⟩ -m checkout --patron ⟨patron⟩ --item ⟨item⟩",
        ),
        _sip2_login,
        "pw",
    ),
    secret_kind(
        "twilio_auth_token",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨tok⟩\nTWILIO_FROM=+1514⟨ph⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "--data-urlencode 'Body=Votre réservation est prête' -d From=+1514⟨ph⟩ "
            "-d To=+1613⟨ph2⟩ -u ⟨sid⟩:⟨tok⟩",
            "Auth token Twilio (compte principal ⟨sid⟩) : ⟨tok⟩ — utilisé par les rappels SMS.",
            "TWILIO_ACCOUNT_SID=⟨sid⟩ TWILIO_AUTH_TOKEN=⟨tok⟩ twilio api:core:messages:list "
            "--limit 5",
        ),
        _twilio_auth,
        "tok",
    ),
    secret_kind(
        "twilio_api_key_secret",
        (
            "API key Twilio « notifs-ottawa » : SID ⟨sk⟩, secret ⟨sec⟩ (affiché une seule fois!)",
            'TwilioClient.Init("⟨sk⟩", "⟨sec⟩", "⟨sid⟩");  // TODO: lire depuis Key Vault',
            "TWILIO_API_KEY=⟨sk⟩\nTWILIO_API_SECRET=⟨sec⟩\nTWILIO_ACCOUNT_SID=⟨sid⟩",
            "curl -u ⟨sk⟩:⟨sec⟩ 'https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Calls.json"
            "?PageSize=20'",
        ),
        _twilio_key,
        "sec",
    ),
    secret_kind(
        "mailchimp_api_key",
        (
            "MAILCHIMP_API_KEY=⟨key⟩\nMAILCHIMP_AUDIENCE_ID=⟨lid⟩",
            "curl -s --user 'anystring:⟨key⟩' "
            "'https://us⟨dc⟩.api.mailchimp.com/3.0/lists/⟨lid⟩/members?count=10'",
            "Clé API Mailchimp de l'infolettre « Quoi de neuf à la biblio » : ⟨key⟩",
            'client = MailchimpMarketing.Client()\nclient.set_config({"api_key": "⟨key⟩", '
            '"server": "us⟨dc⟩"})',
        ),
        _mailchimp,
        "key",
    ),
    secret_kind(
        "github_tokens",
        (
            "gh auth login --with-token <<< ⟨ghp⟩",
            "Fine-grained PAT pour reseau-biblio-nord/opac-web (contents:read, expire ⟨date⟩) : "
            "⟨pat⟩",
            "git clone https://x-access-token:⟨pat⟩@github.com/reseau-biblio-nord/koha-plugins.git",
            "GITHUB_TOKEN=⟨ghp⟩ terraform -chdir=infra/github plan",
        ),
        _github,
        "pat",
        "ghp",
    ),
    secret_kind(
        "terraform_cloud_token",
        (
            '~/.terraform.d/credentials.tfrc.json :\n{\n  "credentials": {\n'
            '    "app.terraform.io": {\n      "token": "⟨tok⟩"\n    }\n  }\n}',
            "TF_TOKEN_app_terraform_io=⟨tok⟩ terraform init -upgrade",
            "Team token « rbn-ci » de Terraform Cloud (id ⟨at⟩) : ⟨tok⟩",
            'credentials "app.terraform.io" {\n  token = "⟨tok⟩"\n}',
        ),
        _tfc,
        "tok",
    ),
    secret_kind(
        "postgres_connection_password",
        (
            "DATABASE_URL=postgresql://⟨user⟩:⟨pw⟩@psql-rbn-prod.postgres.database.azure.com:5432"
            "/⟨db⟩?sslmode=require",
            "PGPASSWORD='⟨pw⟩' psql -h psql-rbn-prod.postgres.database.azure.com -U ⟨user⟩ "
            "-d ⟨db⟩ -c '\\dt'",
            "~/.pgpass :\npsql-rbn-prod.postgres.database.azure.com:5432:⟨db⟩:⟨user⟩:⟨pw⟩",
            "Nouveau mot de passe Postgres pour ⟨user⟩ (base ⟨db⟩) : ALTER ROLE ⟨user⟩ "
            "WITH PASSWORD '⟨pw⟩';",
        ),
        _postgres,
        "pw",
    ),
    secret_kind(
        "redis_access_key",
        (
            "redis-rbn-prod.redis.cache.windows.net:6380,password=⟨key⟩,ssl=True,"
            "abortConnect=False",
            "redis-cli -h redis-rbn-prod.redis.cache.windows.net -p 6380 --tls -a '⟨key⟩' "
            "INFO keyspace",
            "Primary access key d'Azure Cache for Redis (sessions du portail) : ⟨key⟩",
            "REDIS_URL=rediss://:⟨keyq⟩@redis-rbn-prod.redis.cache.windows.net:6380/⟨n⟩",
        ),
        _redis,
        "key",
        "keyq",
    ),
    secret_kind(
        "elastic_api_key",
        (
            'POST /_security/api_key →\n{\n  "id": "⟨id⟩",\n  "name": "opac-search-ro",\n'
            '  "api_key": "⟨api⟩",\n  "encoded": "⟨enc⟩"\n}',
            'curl -H "Authorization: ApiKey ⟨enc⟩" '
            '"https://rbn-prod.es.canadacentral.azure.elastic-cloud.com/catalogue-*/_search'
            '?q=titre:baleine"',
            "ELASTIC_CLOUD_ID=⟨cloudid⟩\nELASTIC_API_KEY=⟨enc⟩",
            "Mot de passe du user elastic (déploiement rbn-prod, Elastic Cloud) : ⟨pw⟩ — "
            "réinitialisé depuis la console.",
        ),
        _elastic,
        "api",
        "enc",
        "pw",
    ),
    secret_kind(
        "sentry_auth_token",
        (
            "SENTRY_AUTH_TOKEN=⟨org⟩ npx @sentry/cli releases new rbn-opac@⟨ver⟩",
            "Token d'organisation Sentry (upload des source maps du portail) : ⟨org⟩",
            "~/.sentryclirc :\n[auth]\ntoken=⟨usr⟩\n\n[defaults]\norg=reseau-biblio-nord\n"
            "project=opac-web",
            'curl -H "Authorization: Bearer ⟨usr⟩" '
            '"https://sentry.io/api/0/projects/reseau-biblio-nord/opac-web/issues/'
            '?query=is:unresolved"',
        ),
        _sentry,
        "org",
        "usr",
    ),
    secret_kind(
        "github_app_private_key_pkcs1",
        (
            "-----BEGIN " + _RSA_KEY + "-----\n⟨body⟩\n-----END " + _RSA_KEY + "-----",
            "Clé privée de la GitHub App « rbn-release-bot » (app id ⟨appid⟩), téléchargée le "
            "⟨date⟩ :\n\n-----BEGIN " + _RSA_KEY + "-----\n⟨body⟩\n-----END " + _RSA_KEY + "-----",
            "github_app:\n  app_id: ⟨appid⟩\n  installation_id: ⟨inst⟩\n  private_key: |\n"
            "    -----BEGIN " + _RSA_KEY + "-----\n⟨body4⟩\n    -----END " + _RSA_KEY + "-----",
        ),
        _github_app_key,
        "body",
        "body4",
    ),
    secret_kind(
        "service_private_key_pkcs8_ec",
        (
            "Okta service app « koha-sync » (private_key_jwt), clé privée :\n"
            "-----BEGIN " + PRIVATE_KEY + "-----\n⟨body⟩\n-----END " + PRIVATE_KEY + "-----",
            'resource "azurerm_key_vault_secret" "okta_jwt_key" {\n'
            '  name         = "okta-koha-sync-key"\n'
            "  key_vault_id = azurerm_key_vault.rbn.id\n  value        = <<-EOT\n"
            "    -----BEGIN "
            + PRIVATE_KEY
            + "-----\n⟨body4⟩\n    -----END "
            + PRIVATE_KEY
            + "-----\n"
            "  EOT\n}",
            "$ openssl ecparam -name prime256v1 -genkey -noout -out koha-sync.pem && "
            "cat koha-sync.pem\n-----BEGIN "
            + _EC_KEY
            + "-----\n⟨sec1⟩\n-----END "
            + _EC_KEY
            + "-----",
        ),
        _pkcs8_key,
        "body",
        "body4",
        "sec1",
    ),
    secret_kind(
        "openssh_private_key",
        (
            "~/.ssh/id_ed25519_koha (clé de déploiement du serveur Koha d'Ottawa) :\n"
            "-----BEGIN " + _SSH_KEY + "-----\n⟨ed⟩\n-----END " + _SSH_KEY + "-----",
            "-----BEGIN " + _SSH_KEY + "-----\n⟨rsa⟩\n-----END " + _SSH_KEY + "-----",
            "deploy:\n  env:\n    SSH_KEY: |\n      -----BEGIN " + _SSH_KEY + "-----\n⟨ed6⟩\n"
            "      -----END " + _SSH_KEY + "-----",
        ),
        _ssh_key,
        "ed",
        "rsa",
        "ed6",
    ),
    secret_kind(
        "kubernetes_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: koha-db\n  namespace: koha\n"
            '  resourceVersion: "⟨rv⟩"\ntype: Opaque\ndata:\n  username: ⟨user_b64⟩\n'
            "  password: ⟨pw_b64⟩\n  host: ⟨host_b64⟩",
            "kubectl get secret moneris -n paiements -o jsonpath='{.data.api-token}'\n⟨tok_b64⟩",
            '{\n  "apiVersion": "v1",\n  "data": {\n    "TWILIO_AUTH_TOKEN": "⟨tw_b64⟩",\n'
            '    "MAILCHIMP_API_KEY": "⟨mc_b64⟩"\n  },\n  "kind": "Secret",\n'
            '  "metadata": {"name": "notifs", "resourceVersion": "⟨rv⟩"}\n}',
            "Secret AKS koha/koha-db, champ password (base64) : ⟨pw_b64⟩ — "
            "l'utilisateur ⟨user_b64⟩ n'est pas sensible.",
        ),
        _k8s,
        "pw_b64",
        "tok_b64",
        "tw_b64",
        "mc_b64",
    ),
    secret_kind(
        "dotenv_lines",
        (
            "# .env.production (copie locale, App Service → Configuration)\n"
            "MONERIS_STORE_ID=⟨store⟩\nMONERIS_API_TOKEN=⟨mtok⟩\nSTRIPE_PUBLISHABLE_KEY=⟨pk⟩\n"
            "STRIPE_SECRET_KEY=⟨sk⟩\nSENTRY_DSN=⟨dsn⟩",
            "KOHA_DB_PASS=⟨pw⟩\nREDIS_PASSWORD=⟨rkey⟩\nELASTIC_CLOUD_ID=⟨cloudid⟩\n"
            "LOG_LEVEL=Information",
            "export OKTA_CLIENT_SECRET='⟨osec⟩' TWILIO_ACCOUNT_SID=⟨sid⟩ TWILIO_AUTH_TOKEN=⟨tw⟩",
        ),
        _dotenv,
        "mtok",
        "sk",
        "pw",
        "rkey",
        "osec",
        "tw",
    ),
    secret_kind(
        "ci_variables",
        (
            "# .github/workflows/deploy-opac.yml\njobs:\n  deploy:\n    runs-on: ubuntu-24.04\n"
            "    env:\n      AZURE_CLIENT_ID: ⟨app⟩\n      AZURE_CLIENT_SECRET: ⟨esec⟩\n"
            "      SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}",
            'gh secret set MONERIS_API_TOKEN --repo reseau-biblio-nord/paiements --body "⟨mtok⟩"',
            'resource "tfe_variable" "stripe_key" {\n  key          = "stripe_secret_key"\n'
            '  value        = "⟨rk⟩"\n  category     = "terraform"\n  sensitive    = true\n'
            "  workspace_id = tfe_workspace.paiements.id\n}",
            "Variables de l'environnement « production » (GitHub → Settings → Environments) :\n"
            "| Nom | Valeur |\n|---|---|\n| AZURE_CLIENT_ID | ⟨app⟩ |\n| TF_API_TOKEN | ⟨tfc⟩ |\n"
            "| TFC_WORKSPACE | ⟨ws⟩ |",
        ),
        _ci,
        "esec",
        "mtok",
        "rk",
        "tfc",
    ),
    secret_kind(
        "secret_among_lookalikes",
        (
            "Incident #⟨n⟩ — paiements en double\n- commit ⟨sha⟩\n- trace ⟨trace⟩\n"
            "- PaymentIntent ⟨pi⟩\n- Idempotency-Key ⟨uuid⟩\n"
            "- TWILIO_AUTH_TOKEN=⟨tw⟩ (collé par erreur, à faire tourner)\n- Sentry event ⟨ev⟩",
            "Notes de relâche 3.⟨minor⟩\n▹ image acrrbn.azurecr.io/opac-web@sha256:⟨digest⟩\n"
            "▹ clé publiable ⟨pk⟩ (OK, publique)\n"
            "▹ mot de passe temporaire du compte admin Koha : ⟨pw⟩\n"
            "▹ traceparent 00-⟨trace⟩-⟨span⟩-01",
            "Debug log (Ottawa, 2035-09-⟨d⟩):\nrequest_id=⟨uuid⟩ trace_id=⟨trace⟩ member=⟨mc⟩\n"
            "okta_token=⟨okta⟩ user=⟨oku⟩\nstatus=401 elapsed=⟨ms⟩ms legacy_id=⟨oid⟩",
            "| Quoi | Valeur |\n|---|---|\n| commit | ⟨sha7⟩ |\n| SMS | ⟨sm⟩ |\n"
            "| auth token Twilio | ⟨tw⟩ |\n| event Sentry | ⟨ev⟩ |",
        ),
        _among,
        "tw",
        "pw",
        "okta",
    ),
    secret_kind(
        "passwords_in_prose",
        (
            "Mélanie m'a donné le mot de passe du compte superlibrarian de Koha : ⟨pw⟩ — faut "
            "le changer après la migration.",
            "Pour la borne de ⟨branch⟩, le mdp admin du kiosque c'est ⟨pw⟩, pis le technicien "
            "l'a écrit sur un post-it (!)",
            "Le mot de passe du compte de service svc-sauvegarde est rendu ⟨pw⟩ depuis la "
            "rotation de ⟨month⟩.",
            "⟨who⟩ said the admin password for the ⟨branch⟩ branch router is ⟨pw⟩ — please "
            "don't put it in the wiki.",
            "The break-glass Entra account (bg-admin@reseaubiblionord.ca) has password ⟨pw⟩; "
            "the sealed-envelope copy is in the Ottawa safe.",
            "FYI le password du compte Mailchimp partagé est ⟨pw⟩ (2FA sur le cell de "
            "⟨who⟩, appelé à ⟨hm⟩).",
        ),
        _prose,
        "pw",
    ),
)
