"""Benign look-alikes in running text: UUIDs/ULIDs/ObjectIds, trace ids, base64 data,
cache keys, masked values, placeholders, version strings, the words for password, secret
and token in Québec French and English with no secret near them, config keys named after
secrets, and mixed look-alike notes."""

from __future__ import annotations

import hashlib
import json
from random import Random

from tests.redact.lookalike74.gen import (
    ALNUM,
    BRANCHES,
    PEOPLE,
    Kind,
    b64,
    b64_of,
    benign_kind,
    day,
    epoch,
    hexs,
    hms,
    isbn13,
    item_barcode,
    num,
    object_id,
    patron_card,
    pick,
    ulid,
    uuid4,
)

_PK_LIVE = "pk" + "_live_"
_SK_LIVE = "sk" + "_live_"


def _ids(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "uuid2": uuid4(r),
        "ulid": ulid(r),
        "ulid2": ulid(r),
        "oid": object_id(r),
        "oid2": object_id(r),
        "branch": r.choice(BRANCHES),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "tx": hexs(r, 16),
        "guid": uuid4(r),
        "guid2": uuid4(r),
        "ms": str(r.randint(800, 9000)),
        "d": day(r),
        "hms": hms(r),
        "n": str(r.randint(1, 9)),
    }


def _payloads(r: Random) -> dict[str, str]:
    message = {
        "patronId": int(num(r, 6)),
        "itemBarcode": item_barcode(r),
        "dueDate": f"2035-09-{day(r)}",
        "branch": r.choice(BRANCHES),
        "rappel": r.randint(1, 3),
    }
    skip = {"continuationToken": f"+RID:~{pick(r, ALNUM, 12)}==#RT:{r.randint(1, 9)}#TRC:50"}
    stats = {"branch": r.choice(BRANCHES), "prets": r.randint(40, 900), "jour": f"09-{day(r)}"}
    return {
        "msg": b64_of(json.dumps(message, separators=(",", ":"))),
        "skip": b64_of(json.dumps(skip, separators=(",", ":"))),
        "stats": b64_of(json.dumps(stats, separators=(",", ":"))),
        "stats_json": json.dumps(stats, separators=(",", ":")),
        "pit": b64(r, r.choice((96, 120, 150))),
        "meta": b64_of(f"export-koha {r.choice(BRANCHES)} 2035-09-{day(r)}"),
        "n": str(r.randint(2, 60)),
    }


def _cache(r: Random) -> dict[str, str]:
    isbn = isbn13(r)
    return {
        "k1": hexs(r, 40),
        "k2": hexs(r, 40),
        "k3": hexs(r, 40),
        "isbn": isbn,
        "md5": hashlib.md5(isbn.encode()).hexdigest(),
        "lock": hexs(r, 64),
        "card": patron_card(r),
        "ip": f"10.{r.randint(0, 40)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "minute": str(epoch(r) // 60),
        "ttl": str(r.choice((300, 900, 3600, 604800))),
    }


def _masked(r: Random) -> dict[str, str]:
    return {
        "last4": pick(r, ALNUM, 4),
        "dots": "•" * r.randint(12, 24),
        "stars": "*" * r.randint(6, 12),
        "user": r.choice(("rbn_app", "rbn_rapports", "rbn_events")),
        "app": uuid4(r),
        "tenant": uuid4(r),
        "uuid": uuid4(r),
        "first4": pick(r, ALNUM, 4),
        "name": r.choice(("moneris-api-token", "okta-api-token", "twilio-auth-token")),
        "run": num(r, 11),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "tk": num(r, 4),
        "job": num(r, 11),
        "n": str(r.randint(12, 240)),
        "sec": f"{r.randint(2, 9)}.{r.randint(1, 9)}",
        "file": r.choice(("infra/okta.tf", "infra/main.tf", "infra/koha.tf")),
        "who": r.choice(PEOPLE),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "kv": f"24.05.{r.randint(10, 30):02d}.000",
        "date": f"203509{day(r)}",
        "n": str(r.randint(1, 9)),
        "sha7": hexs(r, 7),
        "sha40": hexs(r, 40),
        "m": str(r.randint(10, 19)),
        "m2": str(r.randint(30, 60)),
        "m3": str(r.randint(40, 60)),
        "p": str(r.randint(0, 9)),
        "ver": f"{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 12)}",
        "pg": f"17.{r.randint(4, 9)}",
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "who": r.choice(PEOPLE),
        "tk": num(r, 4),
        "n": str(r.randint(3, 45)),
        "date": f"2035-09-{day(r)}",
        "branch": r.choice(BRANCHES),
        "pr": str(r.randint(200, 2400)),
        "domain": r.choice(("videotron.ca", "hotmail.com", "uottawa.ca", "sympatico.ca")),
    }


def _config_keys(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(300, 86400)),
        "m": str(r.randint(10, 16)),
        "k": str(r.randint(30, 120)),
        "aus": "aus" + pick(r, ALNUM, 17),
        "branch": r.choice(BRANCHES).lower().replace("-", "_"),
        "t": str(r.randint(5, 60)),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "d": day(r),
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "ch": "ch_3" + pick(r, ALNUM, 23),
        "ts": str(epoch(r)),
        "v1": hexs(r, 64),
        "sha": hexs(r, 40),
        "sha7": hexs(r, 7),
        "pk": _PK_LIVE + "51" + pick(r, ALNUM, 97),
        "dig": hexs(r, 64),
        "u": "00u" + pick(r, ALNUM, 17),
        "trace": hexs(r, 32),
        "sm": "SM" + hexs(r, 32),
        "kvname": r.choice(("moneris-api-token", "stripe-secret-key", "okta-api-token")),
        "ver": hexs(r, 32),
        "etag": "0x8DD" + pick(r, "0123456789ABCDEF", 12),
        "run": "run-" + pick(r, ALNUM, 16),
        "ver2": f"3.{r.randint(0, 20)}.{r.randint(0, 9)}",
        "ev": hexs(r, 32),
        "uuid": uuid4(r),
        "card": patron_card(r),
        "ac": "AC" + hexs(r, 32),
        "lid": hexs(r, 10),
    }


TEXT: tuple[Kind, ...] = (
    benign_kind(
        "uuids_ulids_objectids",
        (
            "Événement « Heure du conte » ⟨uuid⟩ déplacé à ⟨branch⟩; inscription ⟨ulid⟩.",
            '{"eventId":"⟨uuid⟩","registrationId":"⟨ulid⟩","legacyId":"⟨oid⟩"}',
            "Idempotency-Key: ⟨uuid⟩",
            "| Inscription (ULID) | Ancien _id (Cosmos DB Mongo) |\n|---|---|\n"
            "| ⟨ulid⟩ | ⟨oid⟩ |\n| ⟨ulid2⟩ | ⟨oid2⟩ |",
            "correlationId=⟨uuid⟩ messageId=⟨uuid2⟩ sessionId=⟨ulid⟩ (Service Bus, "
            "file prets-en-retard)",
        ),
        _ids,
    ),
    benign_kind(
        "trace_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "App Insights operation_Id ⟨trace⟩ → dépendance SQL lente (⟨ms⟩ ms) sur sql-rbn-prod",
            "[2035-09-⟨d⟩T⟨hms⟩Z] ERR trace_id=⟨trace⟩ span_id=⟨span⟩ koha.api "
            "GET /api/v1/patrons 504",
            "Elastic APM: transaction ⟨tx⟩ in trace ⟨trace⟩ (service opac-web, ⟨n⟩.⟨d⟩ s)",
            "x-ms-client-request-id: ⟨guid⟩\nx-ms-correlation-request-id: ⟨guid2⟩",
        ),
        _traces,
    ),
    benign_kind(
        "base64_data_payloads",
        (
            "Message Service Bus (prets-en-retard), body en base64 : ⟨msg⟩",
            "GET …/inscriptions?$top=50&$skiptoken=⟨skip⟩ — le jeton de pagination n'est que "
            "du JSON encodé.",
            "echo '⟨stats⟩' | base64 -d\n⟨stats_json⟩",
            "Elastic point-in-time id (keep_alive 1m) : ⟨pit⟩",
            "x-ms-meta-source: ⟨meta⟩ (métadonnée du blob d'export, ⟨n⟩ fichiers)",
        ),
        _payloads,
    ),
    benign_kind(
        "cache_keys",
        (
            "redis-cli --scan --pattern 'opac:recherche:*' | head -3\nopac:recherche:v4:⟨k1⟩\n"
            "opac:recherche:v4:⟨k2⟩\nopac:recherche:v4:⟨k3⟩",
            "Clé de cache des couvertures : couv:⟨isbn⟩:⟨md5⟩ (TTL ⟨ttl⟩ s)",
            "actions/cache key: nuget-Linux-⟨lock⟩ (hashFiles('**/packages.lock.json'))",
            "Rate limit SIP2 : clé ratelimit:sip2:⟨ip⟩:⟨minute⟩, TTL ⟨ttl⟩ s",
            'IMemoryCache key "koha:patron:⟨card⟩:holds" — invalidée au prêt SIP2',
        ),
        _cache,
    ),
    benign_kind(
        "masked_values",
        (
            "STRIPE_SECRET_KEY=" + _SK_LIVE + "51⟨dots⟩⟨last4⟩ (masqué dans le portail App "
            "Service)",
            "Server=tcp:sql-rbn-prod.database.windows.net,1433;Initial Catalog=biblio;"
            "User ID=⟨user⟩;Password=⟨stars⟩;Encrypt=True",
            "az keyvault secret show --vault-name kv-rbn-prod -n ⟨name⟩ → "
            '"value": "<redacted>" (on n\'a que le droit list)',
            "Run az login --service-principal -u ⟨app⟩ -p *** --tenant ⟨tenant⟩  "
            "(log GitHub Actions, run ⟨run⟩)",
            "Twilio console shows the auth token as ⟨dots⟩⟨last4⟩ until you click « Show ».",
            "Moneris api_token : ⟨first4⟩…(tronqué)…⟨last4⟩ — la valeur complète est dans ⟨name⟩.",
            "Authorization: Bearer [REDACTED] — X-Request-Id ⟨uuid⟩",
        ),
        _masked,
    ),
    benign_kind(
        "placeholders",
        (
            "MONERIS_API_TOKEN=<votre-api-token>\nMONERIS_STORE_ID=<store-id>\n"
            "# voir RBN-⟨tk⟩ pour les vraies valeurs",
            "export OKTA_API_TOKEN=${OKTA_API_TOKEN:?manquant}  # injecté par le pipeline "
            "(job ⟨job⟩)",
            "env:\n  STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}\n"
            "  TWILIO_AUTH_TOKEN: ${{ secrets.TWILIO_AUTH_TOKEN }}\n"
            "  RUN_NUMBER: ${{ github.run_number }}  # ligne ⟨n⟩",
            "koha-conf.xml du gabarit : <pass>changeme</pass> — remplacé au déploiement par "
            "Ansible (tâche ⟨tk⟩).",
            'password: "CHANGEME"  # ligne ⟨n⟩ de values.yaml, surchargé en prod',
            _SK_LIVE + "xxxxxxxxxxxxxxxxxxxxxxxx dans la doc interne = exemple, pas une vraie "
            "clé (section ⟨sec⟩).",
            "client_secret = var.okta_client_secret  # ⟨file⟩:⟨n⟩, valeur fournie par TFC",
        ),
        _placeholders,
    ),
    benign_kind(
        "version_build_strings",
        (
            "Koha ⟨kv⟩ (paquet koha-common ⟨kv⟩-1) installé sur koha-ott-01",
            "opac-web build ⟨date⟩.⟨n⟩+⟨sha7⟩ déployé sur app-rbn-opac-prod (slot staging → prod)",
            "terraform version\nTerraform v1.⟨m⟩.⟨p⟩\non linux_amd64\n"
            "+ provider registry.terraform.io/hashicorp/azurerm v4.⟨m2⟩.0",
            "Microsoft.Data.SqlClient 6.⟨p⟩.⟨n⟩, Twilio 8.⟨m⟩.0, Stripe.net ⟨m3⟩.⟨p⟩.0 — "
            "mises à jour du ⟨date⟩",
            "X-Build: rbn-paiements/⟨ver⟩ (⟨sha40⟩)",
            "SELECT version(); → PostgreSQL ⟨pg⟩ on x86_64-pc-linux-gnu, compiled by gcc, 64-bit",
        ),
        _versions,
    ),
    benign_kind(
        "secret_words_in_prose",
        (
            "⟨who⟩ a vu son mot de passe expirer ce matin; réinitialisé en libre-service via "
            "Okta (ticket RBN-⟨tk⟩).",
            "Rappel : le secret client Entra de rbn-opac-api expire dans ⟨n⟩ jours — prévoir "
            "la rotation avant le ⟨date⟩.",
            "Les usagers oublient leur NIP à la borne; ajouter un lien « NIP oublié » sur le "
            "portail (demande de ⟨branch⟩).",
            "The token refresh bug (#⟨pr⟩) was ours: we cached the Okta access token for 24 h "
            "instead of ⟨n⟩ min.",
            "Ne jamais coller de clé API ni de mot de passe dans les notes de release; "
            "utiliser la référence Key Vault. (⟨who⟩, ⟨date⟩)",
            "Password reset emails bounced for ⟨n⟩ patrons at ⟨domain⟩; Mailchimp shows them "
            "as soft bounces.",
            "Jeton d'accès Koha expiré → 401; le client en redemande un automatiquement "
            "(durée de vie ⟨n⟩ min, ticket RBN-⟨tk⟩).",
        ),
        _words,
    ),
    benign_kind(
        "secret_named_config_keys",
        (
            "auth:\n  token_lifetime_seconds: ⟨n⟩\n  refresh_token_rotation: true\n"
            "  password_min_length: ⟨m⟩\n  client_secret_setting: OKTA_CLIENT_SECRET\n"
            "  secret_store: kv-rbn-prod",
            "| Syspref Koha | Valeur |\n|---|---|\n| minPasswordLength | ⟨m⟩ |\n"
            "| OpacPasswordChange | 1 |\n| RESTOAuth2ClientCredentials | Enable |\n"
            "| FailedLoginAttempts | ⟨t⟩ |",
            'variable "stripe_secret_key" {\n  type        = string\n  sensitive   = true\n'
            '  description = "Clé secrète Stripe, fournie par TFC (rotation aux ⟨k⟩ jours)"\n}',
            '{"KeyVault": {"VaultUri": "https://kv-rbn-prod.vault.azure.net/", '
            '"SecretRefreshIntervalMinutes": ⟨t⟩}, "Okta": {"TokenEndpoint": '
            '"https://rbn.okta.com/oauth2/⟨aus⟩/v1/token"}}',
            '"Sip2": { "PasswordField": "CO", "PasswordRequired": true, '
            '"LoginUser": "sip_⟨branch⟩", "TimeoutSeconds": ⟨t⟩ }',
            "permissions:\n  id-token: write   # OIDC vers Entra, aucun secret client\n"
            "  contents: read\n# token_ttl: ⟨n⟩",
        ),
        _config_keys,
    ),
    benign_kind(
        "mixed_lookalike_notes",
        (
            "## Session du 2035-09-⟨d⟩ — paiements\n- PaymentIntent ⟨pi⟩ / charge ⟨ch⟩\n"
            "- Stripe-Signature t=⟨ts⟩,v1=⟨v1⟩\n- commit ⟨sha⟩\n- clé publiable ⟨pk⟩\n"
            "- clé secrète Stripe : dans kv-rbn-prod (stripe-secret-key), pas ici",
            "Ottawa standup notes\n* deploy ⟨sha7⟩ → app-rbn-events-prod (image sha256:⟨dig⟩)\n"
            "* Okta user ⟨u⟩ unlocked, told to pick a new password\n"
            "* trace ⟨trace⟩ = slow Koha holds call\n* Twilio ⟨sm⟩ delivered",
            "Checklist rotation :\n1. nouvelle version du secret ⟨kvname⟩ : ⟨ver⟩\n"
            "2. ETag du blob de config : ⟨etag⟩\n3. run TFC ⟨run⟩\n"
            "4. Sentry release rbn-opac@⟨ver2⟩ (event ⟨ev⟩)",
            "| Quoi | Valeur |\n|---|---|\n| Idempotency-Key | ⟨uuid⟩ |\n| Usager | ⟨card⟩ |\n"
            "| Compte Twilio | ⟨ac⟩ |\n| Audience Mailchimp | ⟨lid⟩ |\n"
            "| token | (dans Key Vault) |",
        ),
        _mixed,
    ),
)
