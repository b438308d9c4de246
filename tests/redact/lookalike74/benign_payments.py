"""Benign look-alikes from the payment and messaging side of Réseau Biblio-Nord: Stripe,
Moneris, Interac, Twilio and Mailchimp ids, publishable keys and per-message signatures."""

from __future__ import annotations

import base64
import hashlib
import hmac
from random import Random

from tests.redact.lookalike74.gen import (
    ALNUM,
    BRANCHES,
    FIRST_NAMES,
    PEOPLE,
    UPPER_ALNUM,
    Kind,
    benign_kind,
    day,
    epoch,
    hexs,
    hms,
    num,
    patron_card,
    pick,
    url_quote,
    uuid4,
)

_PK_LIVE = "pk" + "_live_"
_PK_TEST = "pk" + "_test_"


def _amount(r: Random) -> str:
    return f"{r.randint(2, 250)}.{r.choice(('00', '25', '50', '75', '10'))}"


def _stripe_id(r: Random, prefix: str) -> str:
    return prefix + pick(r, ALNUM, 23 if prefix[-1].isdigit() else 14)


def _stripe_ids(r: Random) -> dict[str, str]:
    return {
        "pi": _stripe_id(r, "pi_3"),
        "pi2": _stripe_id(r, "pi_3"),
        "ch": _stripe_id(r, "ch_3"),
        "ch2": _stripe_id(r, "ch_3"),
        "cus": _stripe_id(r, "cus_"),
        "evt": _stripe_id(r, "evt_3"),
        "re": _stripe_id(r, "re_3"),
        "inv": _stripe_id(r, "in_1"),
        "po": _stripe_id(r, "po_1"),
        "txn": _stripe_id(r, "txn_3"),
        "we": _stripe_id(r, "we_1"),
        "cs": "cs_live_a1" + pick(r, ALNUM, 56),
        "amt": _amount(r),
        "amt2": _amount(r),
        "cents": str(r.randint(200, 25000)),
        "d": day(r),
        "d2": day(r),
        "tk": num(r, 4),
    }


def _publishable(r: Random) -> dict[str, str]:
    return {
        "pk": _PK_LIVE + "51" + pick(r, ALNUM, 97),
        "pkt": _PK_TEST + "51" + pick(r, ALNUM, 97),
        "acct": "acct_1" + pick(r, ALNUM, 15),
        "v": f"{r.randint(3, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
    }


def _stripe_sig(r: Random) -> dict[str, str]:
    return {
        "ts": str(epoch(r)),
        "v1": hexs(r, 64),
        "v1b": hexs(r, 64),
        "v0": hexs(r, 64),
        "sec": str(r.randint(301, 1900)),
        "evt": _stripe_id(r, "evt_3"),
        "len": str(r.randint(900, 4800)),
    }


def _tid(r: Random) -> str:
    return f"{r.randint(100000, 999999)}-0_{r.randint(10, 99)}"


def _moneris(r: Random) -> dict[str, str]:
    return {
        "order": f"RBN-{r.randint(2035000000, 2035999999)}",
        "order2": f"RBN-{r.randint(2035000000, 2035999999)}",
        "ref": num(r, 18),
        "ref2": num(r, 18),
        "auth": pick(r, UPPER_ALNUM, 6),
        "tid": _tid(r),
        "tid2": _tid(r),
        "amt": _amount(r),
        "store": "monca" + f"{r.randint(0, 99999):05d}",
        "branch": r.choice(BRANCHES),
        "card": r.choice(("4500", "5454", "4242", "3742")) + "********" + num(r, 4),
    }


def _interac_ref(r: Random) -> str:
    return "CA" + pick(r, ALNUM, 10)


def _interac(r: Random) -> dict[str, str]:
    return {
        "ref": _interac_ref(r),
        "ref2": _interac_ref(r),
        "rq": "RQ" + pick(r, UPPER_ALNUM, 14),
        "rq2": "RQ" + pick(r, UPPER_ALNUM, 14),
        "conf": num(r, 9),
        "amt": _amount(r),
        "amt2": _amount(r),
        "card": patron_card(r),
        "card2": patron_card(r),
        "who": r.choice(PEOPLE),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sm": "SM" + hexs(r, 32),
        "sm2": "SM" + hexs(r, 32),
        "ac": "AC" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "sig": base64.b64encode(r.randbytes(20)).decode(),
        "ph": f"+1{r.choice(('514', '613', '819', '438'))}{num(r, 7)}",
        "url": r.choice(("sms/statut", "sms/reponses", "voix/rappels")),
    }


def _mailchimp(r: Random) -> dict[str, str]:
    email = f"{r.choice(FIRST_NAMES)}.{pick(r, 'abcdefghijklmnopqrstuvwxyz', 6)}@exemple.ca"
    return {
        "lid": hexs(r, 10),
        "cid": hexs(r, 10),
        "hash": hashlib.md5(email.lower().encode()).hexdigest(),
        "email": email,
        "emailq": url_quote(email),
        "uid": hexs(r, 10),
        "web": num(r, 9),
        "n": str(r.randint(3000, 48000)),
        "pct": f"{r.randint(18, 61)},{r.randint(0, 9)}",
        "d": day(r),
        "hm": hms(r)[:5],
    }


def _webhook(r: Random) -> dict[str, str]:
    body = f'{{"id":{num(r, 9)},"evenement":"inscription","places":{r.randint(0, 40)}}}'
    mac = hmac.new(r.randbytes(32), body.encode(), hashlib.sha256)
    return {
        "uuid": uuid4(r),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "b64sig": base64.b64encode(mac.digest()).decode(),
        "hexsig": mac.hexdigest(),
        "body": body,
        "ts": str(epoch(r)),
        "run": num(r, 11),
    }


PAYMENTS: tuple[Kind, ...] = (
    benign_kind(
        "stripe_object_ids",
        (
            "| Date | PaymentIntent | Charge | Montant |\n|---|---|---|---|\n"
            "| 2035-09-⟨d⟩ | ⟨pi⟩ | ⟨ch⟩ | ⟨amt⟩ $ |\n| 2035-09-⟨d2⟩ | ⟨pi2⟩ | ⟨ch2⟩ | ⟨amt2⟩ $ |",
            "Remboursement ⟨re⟩ sur ⟨ch⟩ (client ⟨cus⟩) — frais de retard annulés, voir RBN-⟨tk⟩.",
            "stripe events resend ⟨evt⟩ --webhook-endpoint=⟨we⟩",
            'checkout.session.completed → {"id": "⟨cs⟩", "customer": "⟨cus⟩", '
            '"payment_intent": "⟨pi⟩", "amount_total": ⟨cents⟩, "currency": "cad"}',
            "[INF] Stripe payout ⟨po⟩ reçu (⟨amt⟩ CAD), balance txn ⟨txn⟩, facture ⟨inv⟩",
        ),
        _stripe_ids,
    ),
    benign_kind(
        "stripe_publishable_keys",
        (
            "STRIPE_PUBLISHABLE_KEY=⟨pk⟩  # publique, va dans le bundle du portail de dons",
            "<script>const stripe = Stripe('⟨pk⟩', { locale: 'fr-CA' });</script>",
            "La clé publiable (⟨pk⟩) n'est pas un secret : elle est servie à chaque visiteur "
            "du portail de dons.",
            'window.__RBN_CONFIG__ = {"stripePublishableKey": "⟨pk⟩", "stripeAccount": '
            '"⟨acct⟩", "locale": "fr-CA"}',
            "Test mode: ⟨pkt⟩ / live: ⟨pk⟩ — both publishable, fine in the frontend env "
            "(@stripe/stripe-js ⟨v⟩).",
        ),
        _publishable,
    ),
    benign_kind(
        "stripe_signature_headers",
        (
            "Stripe-Signature: t=⟨ts⟩,v1=⟨v1⟩,v0=⟨v0⟩",
            "[WRN] Webhook rejeté : No signatures found matching the expected signature for "
            "payload (t=⟨ts⟩, v1=⟨v1⟩) — horloge du slot staging décalée de ⟨sec⟩ s",
            'signed_payload = f"{t}.{body}" → HMAC-SHA256 attendu ⟨v1⟩, reçu ⟨v1b⟩ '
            "(corps re-sérialisé par le middleware, ⟨len⟩ octets)",
            '{"level":"warning","msg":"stripe signature mismatch","header":"t=⟨ts⟩,v1=⟨v1⟩",'
            '"evt":"⟨evt⟩"}',
        ),
        _stripe_sig,
    ),
    benign_kind(
        "moneris_transaction_ids",
        (
            "<receipt><ReceiptId>⟨order⟩</ReceiptId><ReferenceNum>⟨ref⟩</ReferenceNum>"
            "<ResponseCode>027</ResponseCode><ISO>01</ISO><AuthCode>⟨auth⟩</AuthCode>"
            "<TransID>⟨tid⟩</TransID><Complete>true</Complete><Message>APPROVED           *"
            "                    =</Message><TransAmount>⟨amt⟩</TransAmount></receipt>",
            "Moneris : commande ⟨order⟩ approuvée (TransID ⟨tid⟩, réf. ⟨ref⟩, auth ⟨auth⟩) — "
            "la borne de ⟨branch⟩ a quand même affiché « refusé ».",
            "| order_id | txn_number | reference_num | résultat |\n|---|---|---|---|\n"
            "| ⟨order⟩ | ⟨tid⟩ | ⟨ref⟩ | 027 APPROVED |\n| ⟨order2⟩ | ⟨tid2⟩ | ⟨ref2⟩ | "
            "481 DECLINED |",
            "Le store_id ⟨store⟩ n'est pas un secret (c'est l'identifiant du magasin); "
            "l'api_token, lui, reste dans Key Vault. Carte du test : ⟨card⟩.",
        ),
        _moneris,
    ),
    benign_kind(
        "interac_etransfer_references",
        (
            "Virement Interac reçu : réf. ⟨ref⟩, ⟨amt⟩ $, de « ⟨who⟩ » — carte perdue, "
            "dossier usager ⟨card⟩.",
            '{"paymentReference":"⟨ref⟩","requestId":"⟨rq⟩","status":"COMPLETED",'
            '"amount":{"value":"⟨amt⟩","currency":"CAD"},"memo":"Amende ⟨card⟩"}',
            "Interac request money ⟨rq⟩ expired after 45 days — resent as ⟨rq2⟩, "
            "confirmation number ⟨conf⟩.",
            "| Réf. Interac | Montant | Usager |\n|---|---|---|\n| ⟨ref⟩ | ⟨amt⟩ | ⟨card⟩ |\n"
            "| ⟨ref2⟩ | ⟨amt2⟩ | ⟨card2⟩ |",
        ),
        _interac,
    ),
    benign_kind(
        "twilio_sids_and_signatures",
        (
            "Twilio status callback: MessageSid=⟨sm⟩ AccountSid=⟨ac⟩ "
            "MessagingServiceSid=⟨mg⟩ MessageStatus=undelivered ErrorCode=30003",
            "X-Twilio-Signature: ⟨sig⟩ (validé par RequestValidator sur /⟨url⟩, OK)",
            "twilio api:core:messages:fetch --sid ⟨sm⟩ -o json",
            "SMS « Votre document est en retard » : ⟨sm⟩ livré, ⟨sm2⟩ échoué (⟨ph⟩ "
            "injoignable). Compte ⟨ac⟩.",
        ),
        _twilio,
    ),
    benign_kind(
        "mailchimp_audience_ids_and_hashes",
        (
            "PATCH /3.0/lists/⟨lid⟩/members/⟨hash⟩ (md5 de l'adresse en minuscules) → 200",
            "Infolettre de septembre : campagne ⟨cid⟩ envoyée à l'audience ⟨lid⟩ (⟨n⟩ abonnés, "
            "taux d'ouverture ⟨pct⟩ %)",
            '{"id":"⟨hash⟩","email_address":"⟨email⟩","unique_email_id":"⟨uid⟩",'
            '"web_id":⟨web⟩,"status":"subscribed","list_id":"⟨lid⟩"}',
            "Mailchimp webhook (unsubscribe): type=unsubscribe&fired_at=2035-09-⟨d⟩+⟨hm⟩"
            "&data[id]=⟨uid⟩&data[list_id]=⟨lid⟩&data[email]=⟨emailq⟩",
        ),
        _mailchimp,
    ),
    benign_kind(
        "webhook_message_signatures",
        (
            "X-GitHub-Delivery: ⟨uuid⟩\nX-GitHub-Event: workflow_run\n"
            "X-Hub-Signature-256: sha256=⟨h⟩",
            "Notification Interac reçue, signature HMAC-SHA256 du corps = ⟨b64sig⟩ (vérifiée "
            "contre le secret en Key Vault ✔)",
            "[ERR] webhook koha-events: signature mismatch expected=sha256=⟨h⟩ "
            "got=sha256=⟨h2⟩ delivery=⟨uuid⟩",
            "The Service Bus → Teams relay signs each message: x-rbn-signature: "
            "t=⟨ts⟩;s=⟨b64sig⟩ (one HMAC per message, recomputed on receipt).",
            "Corps reçu : ⟨body⟩\nSignature : sha256=⟨hexsig⟩\nRun GitHub lié : ⟨run⟩",
        ),
        _webhook,
    ),
)
