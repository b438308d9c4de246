"""Benign look-alikes from payments and energy data: object ids, account and meter numbers,
publishable keys and the signatures that sign one webhook message. None grants access."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike69.gen import (
    ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    day,
    epoch,
    hexs,
    hms,
    iso,
    mpan,
    mprn,
    num,
    person,
    pick,
    uhex,
    uuid4,
)

_PK_LIVE = "pk" + "_live_"
_GC = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def _sid(r: Random, prefix: str, n: int = 24) -> str:
    return prefix + pick(r, ALNUM, n)


def _gc(r: Random, prefix: str) -> str:
    return prefix + "0" + pick(r, _GC, 11)


def _eur(r: Random) -> str:
    return f"{r.randint(5, 4000)}.{r.randint(0, 99):02d}"


def _stripe_ids(r: Random) -> dict[str, str]:
    return {
        "pi": _sid(r, "pi_3"),
        "ch": _sid(r, "ch_3"),
        "cus": _sid(r, "cus_", 14),
        "inv": _sid(r, "in_1"),
        "evt": _sid(r, "evt_1"),
        "txn": _sid(r, "txn_3"),
        "po": _sid(r, "po_1"),
        "po2": _sid(r, "po_1"),
        "re": _sid(r, "re_3"),
        "sub": _sid(r, "sub_1"),
        "idem": uuid4(r),
        "eur": _eur(r),
        "eur2": _eur(r),
        "date": day(r),
        "date2": day(r),
        "c": str(r.randint(10, 99)),
    }


def _stripe_public(r: Random) -> dict[str, str]:
    return {
        "pk": _PK_LIVE + "51" + pick(r, ALNUM, 97),
        "acct": "acct_1" + pick(r, ALNUM, 15),
        "price": _sid(r, "price_1"),
        "prod": _sid(r, "prod_", 14),
        "eur": _eur(r),
    }


def _stripe_sig(r: Random) -> dict[str, str]:
    return {
        "t": str(epoch(r)),
        "v1": hexs(r, 64),
        "v0": hexs(r, 64),
        "evt": _sid(r, "evt_1"),
        "d": f"{r.randint(1, 31):02d}",
        "hms": hms(r),
        "drift": str(r.randint(301, 900)),
    }


def _gc_ids(r: Random) -> dict[str, str]:
    return {
        "pm": _gc(r, "PM"),
        "md": _gc(r, "MD"),
        "cu": _gc(r, "CU"),
        "sb": _gc(r, "SB"),
        "po": _gc(r, "PO"),
        "ev": _gc(r, "EV"),
        "cr": _gc(r, "CR"),
        "date": day(r),
        "eur": _eur(r),
        "req": pick(r, UPPER_ALNUM, 13),
        "n": str(r.randint(20, 60)),
    }


def _gc_sig(r: Random) -> dict[str, str]:
    return {
        "sig": hexs(r, 64),
        "sig2": hexs(r, 64),
        "body": hexs(r, 64),
        "n": str(r.randint(1, 40)),
        "req": pick(r, UPPER_ALNUM, 13),
        "iso": iso(r),
    }


def _xero(r: Random) -> dict[str, str]:
    return {
        "tid": uuid4(r),
        "inv": uuid4(r),
        "invno": f"INV-{num(r, 5)}",
        "contact": uuid4(r),
        "contact2": uuid4(r),
        "cid": uhex(r, 32),
        "xsig": b64(r, 32),
        "corr": uuid4(r),
        "eur": _eur(r),
    }


def _hubspot(r: Random) -> dict[str, str]:
    return {
        "sig": b64(r, 32),
        "ms": str(epoch(r) * 1000 + r.randrange(1000)),
        "portal": "14" + num(r, 6),
        "cid": num(r, 11),
        "cid2": num(r, 11),
        "mem": num(r, 5),
        "corr": uuid4(r),
        "appid": num(r, 7),
        "deal": num(r, 11),
    }


def _octopus(r: Random) -> dict[str, str]:
    region = r.choice("NP")
    prod = f"AGILE-{r.choice(('24-10-01', '34-04-01', '34-09-17'))}"
    return {
        "acct": "A-" + pick(r, "0123456789ABCDEF", 8),
        "mpan": mpan(r),
        "serial": f"{r.randint(19, 24)}L{num(r, 7)}",
        "prod": prod,
        "tariff": f"E-1R-{prod}-{region}",
        "req": uuid4(r),
        "date": day(r),
        "mprn": num(r, 10),
        "gserial": f"E6S{num(r, 11)}{r.randint(19, 24)}",
        "kwh": f"{r.randint(1, 40)}.{r.randint(0, 999):03d}",
        "rate": f"{r.randint(4, 38)}.{r.randint(0, 99):02d}",
    }


def _tibber(r: Random) -> dict[str, str]:
    return {
        "home": uuid4(r),
        "pulse": uhex(r, 12),
        "subid": uuid4(r),
        "iso": iso(r),
        "w": str(r.randint(120, 9000)),
        "kwh": f"{r.randint(0, 40)}.{r.randint(0, 9999):04d}",
        "p": f"{r.randint(8, 41)}.{r.randint(0, 99):02d}",
        "nick": r.choice(("Bearna test house", "Dores croft", "Spiddal hall")),
    }


def _esb(r: Random) -> dict[str, str]:
    m = mprn(r)
    d = day(r)
    return {
        "mprn": m,
        "yyyymmdd": d.replace("-", ""),
        "rows": str(r.randint(1400, 17600)),
        "serial": num(r, 9),
        "v1": f"{r.uniform(0, 12):.3f}",
        "v2": f"{r.uniform(0, 12):.3f}",
        "d1": f"{r.randint(1, 28):02d}-10-2034 {r.randrange(24):02d}:30",
        "d2": f"{r.randint(1, 28):02d}-10-2034 {r.randrange(24):02d}:00",
        "ticket": f"ESBN-{num(r, 8)}",
        "d": str(r.randint(1, 9)),
        "mcc": r.choice(("MCC01", "MCC12", "MCC10")),
        "ref": pick(r, UPPER_ALNUM, 10),
    }


def _bmrs(r: Random) -> dict[str, str]:
    bmu = r.choice(("T_KELPG-1", "T_KELPG-2", "2__PKELP001", "E_KELPW-1", "2__GKELP002"))
    return {
        "bmu": bmu,
        "date": day(r),
        "sp": str(r.randint(1, 48)),
        "mwh": f"{r.uniform(0, 9):.3f}",
        "fpn": f"{r.uniform(0, 18):.1f}",
        "mrid": uuid4(r),
        "rev": str(r.randint(1, 9)),
        "who": person(r),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "stripe_object_ids",
        (
            "Refunded ⟨re⟩ for charge ⟨ch⟩ (member ⟨cus⟩, €⟨eur⟩) — Xero credit note to follow.",
            "stripe payment_intents retrieve ⟨pi⟩",
            "| payout | arrival | amount |\n|---|---|---|\n| ⟨po⟩ | ⟨date⟩ | €⟨eur⟩ |\n"
            "| ⟨po2⟩ | ⟨date2⟩ | €⟨eur2⟩ |",
            '{"id": "⟨evt⟩", "type": "invoice.paid", "data": {"object": {"id": "⟨inv⟩", '
            '"customer": "⟨cus⟩", "subscription": "⟨sub⟩"}}}',
            "Idempotency-Key: ⟨idem⟩ — the retried POST /v1/payment_intents that made ⟨pi⟩",
            "balance transaction ⟨txn⟩ (fee €0.⟨c⟩) belongs to payout ⟨po⟩",
            "Íocaíocht ⟨pi⟩ ó bhall ⟨cus⟩ — theip uirthi ar dtús (card_declined), d'éirigh "
            "léi ar an dara hiarracht.",
        ),
        _stripe_ids,
    ),
    Kind(
        "stripe_publishable_and_account_ids",
        (
            "STRIPE_PUBLISHABLE_KEY=⟨pk⟩  # public, ships in the member portal bundle",
            '<script>const stripe = Stripe("⟨pk⟩", { stripeAccount: "⟨acct⟩" });</script>',
            "Checkout uses ⟨price⟩ (product ⟨prod⟩, monthly share top-up €⟨eur⟩) on ⟨acct⟩.",
            "An iuchair fhollaiseach Stripe (chan e rùn a th' ann): ⟨pk⟩",
            "stripe prices list --product ⟨prod⟩ --limit 3",
            '{"publishableKey": "⟨pk⟩", "priceId": "⟨price⟩", '
            '"returnUrl": "https://members.kelpiegrid.coop/thanks"}',
            "Connect account for the Inverness sub-co-op: ⟨acct⟩ (Express, weekly payouts)",
        ),
        _stripe_public,
    ),
    Kind(
        "stripe_signature_headers",
        (
            "Stripe-Signature: t=⟨t⟩,v1=⟨v1⟩",
            "stripe.error.SignatureVerificationError: No signatures found matching the "
            "expected signature for payload (t=⟨t⟩, v1=⟨v1⟩, ⟨evt⟩)",
            "2034-10-⟨d⟩T⟨hms⟩Z INFO hooks.stripe verified event=⟨evt⟩ v1=⟨v1⟩ tolerance=300s",
            "Níor oibrigh an síniú webhook (v1=⟨v1⟩) mar bhí clog an fhreastalaí ⟨drift⟩s "
            "as a riocht.",
            '```python\nheader = "t=⟨t⟩,v1=⟨v1⟩,v0=⟨v0⟩"\n'
            'assert verify(payload, header, secret=os.environ["STRIPE_WEBHOOK_SECRET"])\n```',
        ),
        _stripe_sig,
    ),
    Kind(
        "gocardless_resource_ids",
        (
            "Payment ⟨pm⟩ on mandate ⟨md⟩ failed: insufficient_funds; retry on ⟨date⟩.",
            '{"events": [{"id": "⟨ev⟩", "resource_type": "payments", "action": "confirmed", '
            '"links": {"payment": "⟨pm⟩", "mandate": "⟨md⟩"}}]}',
            "| customer | mandate | subscription |\n|---|---|---|\n| ⟨cu⟩ | ⟨md⟩ | ⟨sb⟩ |",
            "Payout ⟨po⟩ (creditor ⟨cr⟩) landed in AIB: €⟨eur⟩; Xero bank rec matched ⟨n⟩/⟨n⟩.",
            "Sainordú ⟨md⟩ curtha ar ceal ag an mball; bhí íocaíocht ⟨pm⟩ fós ar feitheamh.",
            "Chaidh an t-iarrtas ⟨req⟩ a dhiùltadh (validation_failed) airson a' chustamair ⟨cu⟩.",
        ),
        _gc_ids,
    ),
    Kind(
        "gocardless_webhook_signatures",
        (
            "Webhook-Signature: ⟨sig⟩",
            "POST /hooks/gocardless → 498 Invalid Token; Webhook-Signature ⟨sig⟩ did not match "
            "(body sha256 ⟨body⟩)",
            "computed=⟨sig⟩ header=⟨sig2⟩ → mismatch, the proxy re-encoded the JSON body",
            "Bha ainm-sgrìobhte an webhook (⟨sig⟩) ceart; bha an duilgheadas san Origin header.",
            '{"level":"warning","time":"⟨iso⟩","msg":"gocardless webhook rejected",'
            '"signature":"⟨sig⟩","events":⟨n⟩,"request_id":"⟨req⟩"}',
        ),
        _gc_sig,
    ),
    Kind(
        "xero_identifiers",
        (
            "Xero tenant ⟨tid⟩ (Kelpie Grid Comharchumann Teo) — invoice ⟨inv⟩ (⟨invno⟩) voided.",
            "x-xero-signature: ⟨xsig⟩",
            "XERO_CLIENT_ID=⟨cid⟩  # the client id is public; the secret lives in Key Vault",
            'Xero API 429: {"Title":"Too Many Requests","Detail":"Rate limit exceeded",'
            '"Instance":"⟨corr⟩"} xero-correlation-id ⟨corr⟩',
            "GET https://api.xero.com/api.xro/2.0/Invoices/⟨inv⟩ with Xero-tenant-id: ⟨tid⟩",
            "Teagmháil ⟨contact⟩ dúblaithe in Xero; cumasc le ⟨contact2⟩ (€⟨eur⟩ oscailte).",
        ),
        _xero,
    ),
    Kind(
        "hubspot_identifiers",
        (
            "X-HubSpot-Signature-v3: ⟨sig⟩\nX-HubSpot-Request-Timestamp: ⟨ms⟩",
            "Contact ⟨cid⟩ in portal ⟨portal⟩ merged into ⟨cid2⟩ — member number KG-⟨mem⟩",
            '{"status":"error","message":"Property values were not valid",'
            '"correlationId":"⟨corr⟩","category":"VALIDATION_ERROR"}',
            "https://app-eu1.hubspot.com/contacts/⟨portal⟩/record/0-1/⟨cid⟩",
            "Nota: tha an app HubSpot ⟨appid⟩ a' cleachdadh ainm-sgrìobhte v3; chan fheum sinn "
            "an client secret san log.",
            "Deal ⟨deal⟩ (community share offer, Inverness) moved to Closed Won in ⟨portal⟩.",
        ),
        _hubspot,
    ),
    Kind(
        "octopus_kraken_identifiers",
        (
            "curl -s https://api.octopus.energy/v1/products/⟨prod⟩/electricity-tariffs/"
            "⟨tariff⟩/standard-unit-rates/ | jq '.results[0]'",
            "Account ⟨acct⟩ · MPAN ⟨mpan⟩ · meter ⟨serial⟩ · tariff ⟨tariff⟩",
            'Kraken error {"message": "Unauthorized.", "extensions": {"errorCode": '
            '"KT-CT-1111", "errorDescription": "Unauthorized."}} request ⟨req⟩',
            "Cunntas Octopus ⟨acct⟩: tha an tarraf ⟨tariff⟩ a' tòiseachadh ⟨date⟩.",
            "| MPAN | serial | kWh (⟨date⟩) |\n|---|---|---|\n| ⟨mpan⟩ | ⟨serial⟩ | ⟨kwh⟩ |",
            "Gas MPRN ⟨mprn⟩ has meter ⟨gserial⟩ (SMETS2); unit rate ⟨rate⟩p on ⟨date⟩",
        ),
        _octopus,
    ),
    Kind(
        "tibber_identifiers",
        (
            '{"data":{"viewer":{"homes":[{"id":"⟨home⟩","appNickname":"⟨nick⟩"}]}}}',
            "Tibber Pulse ⟨pulse⟩ paired to home ⟨home⟩; realTimeConsumptionEnabled=true",
            '{"id":"⟨subid⟩","type":"next","payload":{"data":{"liveMeasurement":'
            '{"timestamp":"⟨iso⟩","power":⟨w⟩,"accumulatedConsumption":⟨kwh⟩}}}}',
            "Dachaigh Tibber ⟨home⟩ — prìs an-diugh ⟨p⟩ p/kWh aig 17:00.",
            "Aitheantas an tí in Tibber: ⟨home⟩ (ní rún é, is ID é — ⟨nick⟩)",
        ),
        _tibber,
    ),
    Kind(
        "esb_networks_identifiers",
        (
            "HDF_calckWh_⟨mprn⟩_⟨yyyymmdd⟩.csv downloaded (⟨rows⟩ rows, 30-min intervals)",
            "MPRN,Meter Serial Number,Read Value,Read Type,Read Date and End Time\n"
            "⟨mprn⟩,⟨serial⟩,⟨v1⟩,Active Import Interval (kW),⟨d1⟩\n"
            "⟨mprn⟩,⟨serial⟩,⟨v2⟩,Active Import Interval (kW),⟨d2⟩",
            "MPRN an tsuímh i mBearna: ⟨mprn⟩; uimhir an mhéadair ⟨serial⟩.",
            "ESB Networks ticket ⟨ticket⟩ raised: HDF for ⟨mprn⟩ missing 2034-10-0⟨d⟩.",
            "Smart meter ⟨serial⟩ (⟨mcc⟩) exported via the data hub, request ref ⟨ref⟩.",
        ),
        _esb,
    ),
    Kind(
        "elexon_bmrs_identifiers",
        (
            "curl 'https://data.elexon.co.uk/bmrs/api/v1/datasets/B1610?settlementDate=⟨date⟩"
            "&settlementPeriod=⟨sp⟩&bmUnit=⟨bmu⟩&format=json'",
            "BMU ⟨bmu⟩ — SP ⟨sp⟩ on ⟨date⟩: ⟨mwh⟩ MWh metered, FPN ⟨fpn⟩ MW",
            '{"mrid": "⟨mrid⟩", "revisionNumber": ⟨rev⟩, "assetId": "⟨bmu⟩", '
            '"eventType": "Production unavailability"}',
            "Dàta BMRS airson ⟨bmu⟩, SP ⟨sp⟩: ⟨mwh⟩ MWh — chan eil iuchair API a dhìth tuilleadh.",
            "| dataset | bmu | sp | value |\n|---|---|---|---|\n| FPN | ⟨bmu⟩ | ⟨sp⟩ | ⟨fpn⟩ |\n"
            "| B1610 | ⟨bmu⟩ | ⟨sp⟩ | ⟨mwh⟩ |",
            "REMIT message ⟨mrid⟩ rev ⟨rev⟩ for ⟨bmu⟩ — ⟨who⟩ to check the outage dates.",
        ),
        _bmrs,
    ),
)
