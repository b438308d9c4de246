"""Benign look-alikes from the vendors the team uses: ids, public keys and hashes that
Stripe, Cognito, SES, S3, Datadog, Xero, Twilio, SumUp, Mailchimp and CircleCI hand out.
None of them is a credential; each must come out of a scrubber byte-identical."""

from __future__ import annotations

import hashlib
from random import Random

from tests.redact.lookalike46.gen import (
    ALNUM,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    hexs,
    num,
    pick,
    uuid4,
    when,
)

# The publishable-key prefixes are joined from pieces like the secret ones.
_PK_LIVE = "pk" + "_live_"
_PK_TEST = "pk" + "_test_"

CLINICS = ("Rathmines", "Drumcondra", "Swords", "Dún Laoghaire", "Kraków-Podgórze", "Nowa Huta")
PETS = ("Bran", "Saoirse", "Fionn", "Misia", "Burek", "Luna", "Puszek", "Oisín", "Kropka", "Rua")
FIRST = ("siobhan", "padraig", "aoife", "kasia", "tomek", "agnieszka", "eoin", "magda")


def _money(r: Random) -> str:
    return f"{r.randint(25, 980)}.{r.choice(('00', '50', '95', '20'))}"


def _dd128(r: Random) -> tuple[str, str]:
    hi = f"{int(when(r).timestamp()):08x}00000000"
    return hi, hi + hexs(r, 16)


def _readers(r: Random) -> dict[str, str]:
    serial = r.choice(("WSC513", "WSC517", "STRS7")) + num(r, 9)
    return {
        "tmr": "tmr_" + pick(r, ALNUM, 14),
        "serial": serial,
        "loc": "tml_" + pick(r, ALNUM, 14),
        "clinic": r.choice(CLINICS),
        "fw": f"2.{r.randint(20, 38)}.{r.randint(0, 9)}.0",
        "ip": f"192.168.{r.randint(0, 40)}.{r.randint(2, 250)}",
    }


def _stripe_ids(r: Random) -> dict[str, str]:
    return {
        "pi": "pi_3" + pick(r, ALNUM, 23),
        "ch": "ch_3" + pick(r, ALNUM, 23),
        "pm": "pm_1" + pick(r, ALNUM, 23),
        "re": "re_3" + pick(r, ALNUM, 23),
        "txn": "txn_3" + pick(r, ALNUM, 23),
        "evt": "evt_3" + pick(r, ALNUM, 23),
        "cus": "cus_" + pick(r, ALNUM, 14),
        "amt": _money(r),
        "cents": str(r.randint(1500, 45000)),
        "apt": f"{r.randint(100000, 999999)}",
    }


def _pk(r: Random) -> dict[str, str]:
    prefix = _PK_LIVE if r.random() < 0.75 else _PK_TEST
    return {"pk": prefix + "51" + pick(r, ALNUM, 97), "clinic": r.choice(CLINICS)}


def _cognito(r: Random) -> dict[str, str]:
    return {
        "pool": "eu-west-1_" + pick(r, ALNUM, 9),
        "cid": pick(r, LOWER_ALNUM, 26),
        "sub": uuid4(r),
        "ipool": "eu-west-1:" + uuid4(r),
        "clinic_id": f"{r.choice(('dub', 'krk', 'swd'))}-{r.randint(1, 12):02d}",
    }


def _ses_id(r: Random) -> str:
    stamp = f"{int(when(r).timestamp() * 1000):012x}"
    return (
        f"{r.choice(('0102', '0100'))}{stamp}-{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-"
        f"{hexs(r, 4)}-{hexs(r, 12)}-000000"
    )


def _ses(r: Random) -> dict[str, str]:
    return {
        "mid": _ses_id(r),
        "email": f"{r.choice(FIRST)}.{num(r, 3)}@example.ie",
        "ms": str(r.randint(40, 900)),
    }


def _s3(r: Random) -> dict[str, str]:
    study = uuid4(r)
    return {
        "etag": hexs(r, 32),
        "mpetag": f"{hexs(r, 32)}-{r.randint(2, 40)}",
        "vid": pick(r, ALNUM + "._", 32),
        "key": f"xrays/{r.choice(('dub', 'krk'))}/{study}.dcm",
        "len": str(r.randint(400_000, 90_000_000)),
        "parts": str(r.randint(2, 40)),
        "inv": f"CNOC-DUB-2030-{r.randint(1000, 9999)}",
    }


def _dd_trace(r: Random) -> dict[str, str]:
    hi, full = _dd128(r)
    return {
        "tid": str(r.randint(10**18, 2**63 - 1)),
        "sid": str(r.randint(10**18, 2**63 - 1)),
        "t128": full,
        "thi": hi,
        "span16": hexs(r, 16),
        "clinic": r.choice(CLINICS),
        "ver": f"4.{r.randint(10, 40)}.{r.randint(0, 9)}",
    }


def _dd_public(r: Random) -> dict[str, str]:
    return {
        "app": uuid4(r),
        "pub": "pub" + hexs(r, 32),
        "mon": num(r, 8),
        "dash": f"{pick(r, LOWER_ALNUM, 3)}-{pick(r, LOWER_ALNUM, 3)}-{pick(r, LOWER_ALNUM, 3)}",
        "slo": hexs(r, 32),
        "syn": f"{pick(r, LOWER_ALNUM, 3)}-{pick(r, LOWER_ALNUM, 3)}-{pick(r, LOWER_ALNUM, 3)}",
    }


def _xero(r: Random) -> dict[str, str]:
    return {
        "iid": uuid4(r),
        "inv": f"INV-{r.randint(1000, 99999):05d}",
        "cid": uuid4(r),
        "tid": uuid4(r),
        "amt": _money(r),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sm": "SM" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "ac": "AC" + hexs(r, 32),
        "pn": "PN" + hexs(r, 32),
        "ph": num(r, 8),
    }


def _sumup(r: Random) -> dict[str, str]:
    return {
        "chk": uuid4(r),
        "txid": uuid4(r),
        "tc": "T" + pick(r, UPPER_ALNUM, 9),
        "mc": "M" + pick(r, UPPER_ALNUM, 7),
        "rdr": "rdr_" + pick(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26),
        "apt": f"APT-{r.randint(100000, 999999)}",
        "amt": f"{r.randint(80, 1200)}.00",
    }


def _mailchimp(r: Random) -> dict[str, str]:
    email = f"{r.choice(FIRST)}.{num(r, 4)}@example.pl"
    return {
        "list": hexs(r, 10),
        "camp": hexs(r, 10),
        "u": hexs(r, 25),
        "email": email,
        "hash": hashlib.md5(email.encode()).hexdigest(),
        "dc": f"us{r.randint(1, 21)}",
        "month": r.choice(("2031-01", "2031-02", "2030-12")),
    }


def _circle(r: Random) -> dict[str, str]:
    return {
        "pnum": str(r.randint(1000, 9999)),
        "pid": uuid4(r),
        "wid": uuid4(r),
        "job": str(r.randint(10000, 99999)),
        "fp": b64(r, 32).rstrip("="),
        "v1": f"4.{r.randint(0, 9)}.{r.randint(0, 9)}",
        "v2": f"3.{r.randint(0, 9)}.{r.randint(0, 9)}",
        "ctx": uuid4(r),
        "sha": hexs(r, 40),
    }


VENDOR: tuple[Kind, ...] = (
    Kind(
        "stripe_terminal_readers",
        (
            "Reader ⟨tmr⟩ (serial ⟨serial⟩) registered to location ⟨loc⟩, ⟨clinic⟩ front desk",
            '{"id":"⟨tmr⟩","object":"terminal.reader","device_type":"bbpos_wisepos_e",'
            '"label":"⟨clinic⟩ desk 1","location":"⟨loc⟩","serial_number":"⟨serial⟩",'
            '"status":"online","device_sw_version":"⟨fw⟩","ip_address":"⟨ip⟩"}',
            "stripe terminal readers retrieve ⟨tmr⟩ | jq -r .serial_number  # ⟨serial⟩",
            "| Klinika | Serial | Reader | Firmware |\n|---|---|---|---|\n"
            "| ⟨clinic⟩ | ⟨serial⟩ | ⟨tmr⟩ | ⟨fw⟩ |",
            "Czytnik ⟨serial⟩ (⟨clinic⟩) nie łączy się od aktualizacji do ⟨fw⟩; "
            "⟨tmr⟩ jest offline.",
        ),
        _readers,
    ),
    Kind(
        "stripe_object_ids",
        (
            "payment_intent.succeeded ⟨pi⟩ (€⟨amt⟩, customer ⟨cus⟩) for appointment APT-⟨apt⟩",
            "stripe refunds create --payment-intent=⟨pi⟩ --amount=⟨cents⟩  # created ⟨re⟩",
            '{"id":"⟨evt⟩","object":"event","type":"charge.succeeded","data":{"object":'
            '{"id":"⟨ch⟩","payment_intent":"⟨pi⟩","payment_method":"⟨pm⟩"}}}',
            "Zwrot ⟨re⟩ dla płatności ⟨pi⟩ przeszedł; balance transaction ⟨txn⟩.",
            "Webhook retried 3 times: ⟨evt⟩. Idempotency is keyed on ⟨pi⟩, not on the event.",
        ),
        _stripe_ids,
    ),
    Kind(
        "stripe_publishable_keys",
        (
            "STRIPE_PUBLISHABLE_KEY=⟨pk⟩  # public, ships in the booking widget bundle",
            '<script>const stripe = Stripe("⟨pk⟩", { locale: "pl" });</script>',
            "NEXT_PUBLIC_STRIPE_PK=⟨pk⟩",
            "Klucz publiczny (publishable) do widżetu rezerwacji: ⟨pk⟩; można go commitować.",
            'window.__CNOC__ = {"stripePk":"⟨pk⟩","clinic":"⟨clinic⟩"};',
        ),
        _pk,
    ),
    Kind(
        "cognito_identifiers",
        (
            "aws cognito-idp admin-get-user --user-pool-id ⟨pool⟩ --username ⟨sub⟩",
            "COGNITO_USER_POOL_ID=⟨pool⟩\n"
            "COGNITO_APP_CLIENT_ID=⟨cid⟩  # public SPA client, no secret",
            '{"Username":"⟨sub⟩","Attributes":[{"Name":"sub","Value":"⟨sub⟩"},'
            '{"Name":"custom:clinic_id","Value":"⟨clinic_id⟩"}],"UserStatus":"CONFIRMED"}',
            "Identity pool ⟨ipool⟩ maps the Kraków front desk (sub ⟨sub⟩) to CnocFrontDesk",
            "Úsáideoir ⟨sub⟩ glasáilte amach; linn ⟨pool⟩, cliant ⟨cid⟩.",
            "https://auth.cnocvets.ie/login?client_id=⟨cid⟩&response_type=code&scope=openid+email"
            "&redirect_uri=https%3A%2F%2Fapp.cnocvets.ie%2Fcallback",
        ),
        _cognito,
    ),
    Kind(
        "ses_message_ids",
        (
            "aws sesv2 send-email ... returned MessageId ⟨mid⟩",
            '{"notificationType":"Bounce","bounce":{"bounceType":"Permanent",'
            '"bouncedRecipients":[{"emailAddress":"⟨email⟩"}]},'
            '"mail":{"messageId":"⟨mid⟩","source":"coinne@cnocvets.ie"}}',
            "Message-ID: <⟨mid⟩@eu-west-1.amazonses.com>",
            "Przypomnienie ⟨mid⟩ odbite (hard bounce); adres ⟨email⟩ usunięty z listy.",
            "ses.send ok message_id=⟨mid⟩ template=reminder-vaccination-ga duration_ms=⟨ms⟩",
        ),
        _ses,
    ),
    Kind(
        "s3_etags_and_version_ids",
        (
            "$ aws s3api head-object --bucket cnoc-xrays-prod --key ⟨key⟩\n{\n"
            '    "AcceptRanges": "bytes",\n    "ContentLength": ⟨len⟩,\n'
            '    "ETag": "\\"⟨etag⟩\\"",\n    "VersionId": "⟨vid⟩",\n'
            '    "ContentType": "application/dicom"\n}',
            "upload to s3://cnoc-exports/⟨key⟩ finished, ETag ⟨mpetag⟩ (multipart, ⟨parts⟩ parts)",
            "Restored version ⟨vid⟩ of invoices/⟨inv⟩.pdf after the Xero sync overwrote it",
            'Wersja ⟨vid⟩, ETag "⟨etag⟩", zgodny z MD5 pliku, więc upload nie był multipart.',
            "<ListVersionsResult><Version><Key>⟨key⟩</Key><VersionId>⟨vid⟩</VersionId>"
            "<IsLatest>true</IsLatest><ETag>&quot;⟨etag⟩&quot;</ETag></Version>"
            "</ListVersionsResult>",
        ),
        _s3,
    ),
    Kind(
        "datadog_trace_ids",
        (
            "dd.trace_id=⟨tid⟩ dd.span_id=⟨sid⟩ booking.create clinic=⟨clinic⟩ 502 from Stripe",
            '{"dd":{"trace_id":"⟨tid⟩","span_id":"⟨sid⟩","service":"pms-api","env":"prod",'
            '"version":"⟨ver⟩"},"message":"Xero sync timed out"}',
            "traceparent: 00-⟨t128⟩-⟨span16⟩-01",
            "https://app.datadoghq.eu/apm/trace/⟨tid⟩?spanID=⟨sid⟩",
            "Ślad ⟨t128⟩ pokazuje 4 s na checkout SumUp (_dd.p.tid=⟨thi⟩)",
        ),
        _dd_trace,
    ),
    Kind(
        "datadog_public_ids",
        (
            "datadogRum.init({ applicationId: '⟨app⟩', clientToken: '⟨pub⟩', "
            "site: 'datadoghq.eu', service: 'booking-widget' })",
            "Monitor ⟨mon⟩ (p95 booking latency) links to https://app.datadoghq.eu/dashboard/⟨dash⟩",
            "SLO ⟨slo⟩: 99.5% of appointment confirmations sent within 60 s",
            "Synthetic test ⟨syn⟩ (browser, booking flow) fails from eu-central-1 only",
            "DD_RUM_CLIENT_TOKEN=⟨pub⟩  # client token, public by design (not the API key)",
        ),
        _dd_public,
    ),
    Kind(
        "xero_invoice_ids",
        (
            '{"Invoices":[{"Type":"ACCREC","InvoiceID":"⟨iid⟩","InvoiceNumber":"⟨inv⟩",'
            '"Contact":{"ContactID":"⟨cid⟩"},"Status":"AUTHORISED","Total":⟨amt⟩,'
            '"CurrencyCode":"EUR"}]}',
            "GET https://api.xero.com/api.xro/2.0/Invoices/⟨iid⟩ with Xero-tenant-id: ⟨tid⟩ "
            "gives 404 after the void",
            "Faktura ⟨inv⟩ (Xero ⟨iid⟩) zsynchronizowana dwa razy; duplikat usunięty.",
            "https://go.xero.com/AccountsReceivable/View.aspx?InvoiceID=⟨iid⟩",
            "| Invoice | InvoiceID | Total | Status |\n|---|---|---|---|\n"
            "| ⟨inv⟩ | ⟨iid⟩ | €⟨amt⟩ | PAID |",
        ),
        _xero,
    ),
    Kind(
        "twilio_sids",
        (
            "Message ⟨sm⟩ from messaging service ⟨mg⟩ delivered to +353 8⟨ph⟩",
            "POST /2010-04-01/Accounts/⟨ac⟩/Messages/⟨sm⟩.json status=undelivered error_code=30007",
            '{"sid":"⟨sm⟩","account_sid":"⟨ac⟩","messaging_service_sid":"⟨mg⟩",'
            '"status":"delivered","num_segments":"1"}',
            "Numer ⟨pn⟩ (+48 12 ...) przeniesiony do serwisu ⟨mg⟩.",
            "Twilio console, Monitor > Logs: ⟨sm⟩ failed with 21610 (owner replied STOP)",
        ),
        _twilio,
    ),
    Kind(
        "sumup_identifiers",
        (
            '{"id":"⟨chk⟩","checkout_reference":"CNOC-⟨apt⟩","amount":⟨amt⟩,"currency":"PLN",'
            '"merchant_code":"⟨mc⟩","status":"PAID","transaction_code":"⟨tc⟩",'
            '"transaction_id":"⟨txid⟩"}',
            "SumUp Solo ⟨rdr⟩ sparowany z kontem ⟨mc⟩ w gabinecie Podgórze",
            "Refund for transaction ⟨tc⟩ (id ⟨txid⟩) went through in the SumUp dashboard",
            "GET /v0.1/me/transactions?transaction_code=⟨tc⟩ returns status SUCCESSFUL",
            "Płatność za wizytę ⟨apt⟩: kod transakcji ⟨tc⟩, merchant ⟨mc⟩, checkout ⟨chk⟩",
        ),
        _sumup,
    ),
    Kind(
        "mailchimp_ids_and_hashes",
        (
            "PUT /3.0/lists/⟨list⟩/members/⟨hash⟩ (md5 of ⟨email⟩) to set status=unsubscribed",
            '<form action="https://cnocvets.⟨dc⟩.list-manage.com/subscribe/post?u=⟨u⟩&amp;'
            'id=⟨list⟩" method="post">',
            "Campaign ⟨camp⟩ ('Christmas opening hours / Godziny otwarcia') sent to audience "
            "⟨list⟩",
            "subscriber_hash ⟨hash⟩ is md5(lowercase email); not a token, fine to log",
            "Audience ⟨list⟩ (Cnoc Vets Kraków), merge field PETNAME, tag vacc-due-⟨month⟩",
        ),
        _mailchimp,
    ),
    Kind(
        "circleci_identifiers",
        (
            "Pipeline ⟨pnum⟩ (id ⟨pid⟩) on gh/cnoc-vets/pms, workflow ⟨wid⟩ failed at "
            "terraform-plan",
            "https://app.circleci.com/pipelines/github/cnoc-vets/pms/⟨pnum⟩/workflows/⟨wid⟩/"
            "jobs/⟨job⟩",
            '- add_ssh_keys:\n    fingerprints:\n      - "SHA256:⟨fp⟩"',
            "orbs:\n  aws-cli: circleci/aws-cli@⟨v1⟩\n  terraform: circleci/terraform@⟨v2⟩",
            "Context cnoc-prod-aws (id ⟨ctx⟩) is restricted to the security group 'deployers'",
            "CIRCLE_SHA1=⟨sha⟩ CIRCLE_BUILD_NUM=⟨job⟩ CIRCLE_WORKFLOW_ID=⟨wid⟩",
        ),
        _circle,
    ),
)

__all__ = ["CLINICS", "FIRST", "PETS", "VENDOR"]
