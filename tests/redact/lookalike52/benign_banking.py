"""Benign look-alikes from the banking side: member, account, transit and institution
numbers, Interac and ISO 20022 references, Plaid, Flinks and Auth0 identifiers. None is a
credential; each must come out of the scrubber byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike52.gen import (
    ALNUM,
    HEX,
    UPPER_ALNUM,
    Kind,
    digits,
    hexs,
    num,
    object_id,
    pick,
    uuid4,
)

_INSTITUTIONS = ("815", "828", "869", "879", "899")


def _member(r: Random) -> str:
    return "00" + num(r, 7)


def _members(r: Random) -> dict[str, str]:
    return {
        "m": _member(r),
        "m2": _member(r),
        "f": num(r, 6),
        "f2": num(r, 6),
        "acct": num(r, 7) + "-" + digits(r, 3),
        "acct2": num(r, 7) + "-" + digits(r, 3),
        "j": num(r, 4),
        "ms": str(r.randint(12, 480)),
    }


def _transit(r: Random) -> dict[str, str]:
    inst = r.choice(_INSTITUTIONS)
    return {
        "t": digits(r, 5),
        "t2": digits(r, 5),
        "i": inst,
        "a": num(r, 7),
        "chq": digits(r, 3),
        "seq": num(r, 9),
        "amt": digits(r, 10),
        "date": f"0{r.randint(31, 31)}{r.randint(335, 365):03d}",
    }


def _interac_ref(r: Random) -> str:
    return "C" + r.choice("A1") + pick(r, ALNUM, 10)


def _interac(r: Random) -> dict[str, str]:
    return {
        "ref": _interac_ref(r),
        "ref2": _interac_ref(r),
        "ref3": _interac_ref(r),
        "cref": "BCU-ET-" + num(r, 10),
        "amt": f"{r.randint(5, 3000)}.{digits(r, 2)}",
        "n": str(r.randint(2, 6)),
        "d": str(r.randint(1, 12)),
        "m": _member(r),
    }


def _iso(r: Random) -> dict[str, str]:
    day = r.randint(1, 12)
    return {
        "msg": f"BCU203112{day:02d}" + num(r, 10),
        "instr": pick(r, UPPER_ALNUM, 16),
        "e2e": "E2E" + pick(r, UPPER_ALNUM, 24),
        "uetr": uuid4(r),
        "tx": pick(r, UPPER_ALNUM, 32),
        "day": f"{day:02d}",
        "amt": f"{r.randint(5, 3000)}.{digits(r, 2)}",
    }


def _plaid(r: Random) -> dict[str, str]:
    return {
        "item": pick(r, ALNUM, 37),
        "acct": pick(r, ALNUM, 37),
        "acct2": pick(r, ALNUM, 37),
        "req": pick(r, ALNUM, 15),
        "ins": "ins_" + num(r, r.choice((5, 6))),
        "sess": uuid4(r),
        "mask": digits(r, 4),
        "m": _member(r),
    }


def _flinks(r: Random) -> dict[str, str]:
    return {
        "login": uuid4(r),
        "req": uuid4(r),
        "acc": uuid4(r),
        "acc2": uuid4(r),
        "bal": f"{r.randint(10, 9000)}.{digits(r, 2)}",
        "mask": "****" + digits(r, 3),
        "tag": "member-" + _member(r),
    }


def _auth0_users(r: Random) -> dict[str, str]:
    apple = digits(r, 6) + "." + hexs(r, 32) + "." + digits(r, 4)
    return {
        "uid": "auth0|" + object_id(r),
        "uid2": "sms|" + object_id(r),
        "guid": "google-oauth2|" + num(r, 21),
        "apple": "apple|" + apple,
        "cid": pick(r, ALNUM, 32),
        "logid": "900" + "203112" + digits(r, 47),
        "m": _member(r),
        "ip": f"142.{r.randint(160, 180)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    }


def _auth0_clients(r: Random) -> dict[str, str]:
    return {
        "cid": pick(r, ALNUM, 32),
        "cid2": pick(r, ALNUM, 32),
        "con": "con_" + pick(r, ALNUM, 16),
        "org": "org_" + pick(r, ALNUM, 16),
        "rs": pick(r, HEX, 24),
        "act": uuid4(r),
        "n": str(r.randint(2, 40)),
    }


BANKING: tuple[Kind, ...] = (
    Kind(
        "member_and_account_numbers",
        (
            "Membre n° ⟨m⟩ — folio ⟨f⟩ (EOP) affiche un solde de 0,00 $ après la migration ; "
            "c'est le bug BCU-⟨j⟩.",
            "Test member ⟨m⟩ (Halifax QA) has chequing ⟨acct⟩ and TFSA ⟨acct2⟩; use it for "
            "the e-Transfer limit tests.",
            '{"memberNumber":"⟨m⟩","accounts":[{"accountNumber":"⟨acct⟩","type":"CHEQUING",'
            '"currency":"CAD"},{"accountNumber":"⟨acct2⟩","type":"TFSA","currency":"CAD"}]}',
            "2031-12-08T14:22:07.311-05:00 INFO  [AccountsController] GET /v2/members/⟨m⟩/"
            "accounts -> 200 (3 accounts, ⟨ms⟩ ms)",
            "| Membre | Folio | Produit |\n|---|---|---|\n| ⟨m⟩ | ⟨f⟩ | EOP |\n"
            "| ⟨m2⟩ | ⟨f2⟩ | CELI |",
            "SELECT account_no, product_code FROM accounts WHERE member_no = '⟨m⟩' "
            "AND closed_at IS NULL;",
        ),
        _members,
        secrets=(),
    ),
    Kind(
        "transit_and_institution_numbers",
        (
            "Direct deposit form: transit ⟨t⟩, institution ⟨i⟩, account ⟨a⟩ — the PDF "
            "generator pads the account to 12 digits.",
            "Numéro d'acheminement électronique (EFT) : 0⟨i⟩⟨t⟩ ; format papier (MICR) : ⟨t⟩-⟨i⟩.",
            "MICR line on the void-cheque sample: ⑈⟨chq⟩⑈ ⑆⟨t⟩⑉⟨i⟩⑆ ⟨a⟩⑈",
            'branches:\n  - transit: "⟨t⟩"\n    name: Plateau-Mont-Royal\n    institution: '
            '"⟨i⟩"\n  - transit: "⟨t2⟩"\n    name: Halifax – Quinpool\n    institution: '
            '"⟨i⟩"',
            "CPA-005 D record: D⟨amt⟩⟨date⟩0⟨i⟩⟨t⟩⟨a⟩     seq ⟨seq⟩",
            "Le formulaire de dépôt direct affiche transit ⟨t⟩ / institution ⟨i⟩ / folio ⟨a⟩ : "
            "vérifié avec la succursale.",
        ),
        _transit,
        secrets=(),
    ),
    Kind(
        "interac_reference_numbers",
        (
            "Member called about e-Transfer ⟨ref⟩ stuck in PENDING since Dec ⟨d⟩; Interac shows "
            "it deposited.",
            "Virement Interac ⟨ref⟩ — statut « Completed », montant ⟨amt⟩ $, dépôt automatique.",
            "etransfer-svc | 2031-12-09 10:14:03 | WARN | notify callback for ⟨ref⟩ retried "
            "(attempt ⟨n⟩), clientRef=⟨cref⟩",
            '{"referenceNumber":"⟨ref⟩","paymentStatus":"COMPLETED","amount":{"value":'
            '"⟨amt⟩","currency":"CAD"},"autodeposit":true,"clientReference":"⟨cref⟩"}',
            "| Réf. Interac | Membre | État |\n|---|---|---|\n| ⟨ref⟩ | ⟨m⟩ | DEPOSITED |\n"
            "| ⟨ref2⟩ | ⟨m⟩ | CANCELLED |\n| ⟨ref3⟩ | ⟨m⟩ | EXPIRED |",
        ),
        _interac,
        secrets=(),
    ),
    Kind(
        "iso20022_payment_ids",
        (
            "<GrpHdr><MsgId>⟨msg⟩</MsgId><CreDtTm>2031-12-⟨day⟩T09:12:44</CreDtTm><NbOfTxs>1"
            "</NbOfTxs></GrpHdr><CdtTrfTxInf><PmtId><InstrId>⟨instr⟩</InstrId><EndToEndId>"
            "⟨e2e⟩</EndToEndId><TxId>⟨tx⟩</TxId><UETR>⟨uetr⟩</UETR></PmtId>",
            "pacs.002 came back RJCT for EndToEndId ⟨e2e⟩ (reason AC04, closed account).",
            "UETR ⟨uetr⟩ : le pain.001 a été accepté mais le camt.054 n'est jamais arrivé.",
            "2031-12-⟨day⟩ 16:40:02 INFO pacs008-mapper TxId=⟨tx⟩ MsgId=⟨msg⟩ amt=⟨amt⟩ CAD",
        ),
        _iso,
        secrets=(),
    ),
    Kind(
        "plaid_item_and_account_ids",
        (
            '{"item":{"item_id":"⟨item⟩","institution_id":"⟨ins⟩","webhook":'
            '"https://api.bellerive.coop/hooks/plaid","error":null},"request_id":"⟨req⟩"}',
            '{"webhook_type":"TRANSACTIONS","webhook_code":"SYNC_UPDATES_AVAILABLE",'
            '"item_id":"⟨item⟩","environment":"production"}',
            "Plaid support ticket: request_id ⟨req⟩, item ⟨item⟩, ITEM_LOGIN_REQUIRED after the "
            "bank changed its MFA.",
            "account_id ⟨acct⟩ (mask ⟨mask⟩) est le compte chèques externe lié pour le "
            "membre ⟨m⟩ ; "
            "⟨acct2⟩ est son épargne.",
            "Link session ⟨sess⟩ ended with exit status `institution_not_found` (⟨ins⟩).",
        ),
        _plaid,
        secrets=(),
    ),
    Kind(
        "flinks_login_and_request_ids",
        (
            '{"HttpStatusCode":200,"Accounts":[{"Id":"⟨acc⟩","Title":"Chequing",'
            '"AccountNumber":"⟨mask⟩","Balance":{"Current":⟨bal⟩}}],"Login":{"Id":"⟨login⟩",'
            '"IsScheduledRefresh":false},"RequestId":"⟨req⟩"}',
            "Flinks Connect redirect: https://app.bellerive.coop/flinks/done?loginId=⟨login⟩"
            "&institution=FlinksCapital&tag=⟨tag⟩",
            "OPERATION_PENDING pour RequestId ⟨req⟩ — on repoll /GetAccountsDetailAsync/⟨req⟩ "
            "toutes les 10 s, max 30 essais.",
            "Flinks accounts for ⟨tag⟩: ⟨acc⟩ (chequing), ⟨acc2⟩ (line of credit).",
        ),
        _flinks,
        secrets=(),
    ),
    Kind(
        "auth0_user_ids",
        (
            "Member ⟨m⟩ is linked to Auth0 user ⟨uid⟩ — the duplicate ⟨uid2⟩ came from the old "
            "SMS connection.",
            '{"type":"s","date":"2031-12-07T18:03:11.512Z","client_id":"⟨cid⟩",'
            '"user_id":"⟨uid⟩","ip":"⟨ip⟩","log_id":"⟨logid⟩"}',
            '$ auth0 users show "⟨guid⟩" --tenant bellerive-prod.ca.auth0.com',
            "Connexion Apple : l'identifiant ⟨apple⟩ n'a pas d'e-mail ; on a fusionné avec ⟨uid⟩.",
            "Auth0 log ⟨logid⟩ : type `fp` (mauvais mot de passe) pour ⟨uid⟩ depuis ⟨ip⟩.",
        ),
        _auth0_users,
        secrets=(),
    ),
    Kind(
        "auth0_client_and_tenant_ids",
        (
            "<dict>\n    <key>ClientId</key>\n    <string>⟨cid⟩</string>\n    <key>Domain</key>\n"
            "    <string>auth.bellerive.coop</string>\n</dict>",
            '<string name="com_auth0_client_id" translatable="false">⟨cid⟩</string>\n'
            '<string name="com_auth0_domain" translatable="false">auth.bellerive.coop</string>',
            "Connection `bcu-members-db` is ⟨con⟩; enable it only for the mobile client ⟨cid⟩ "
            "and the web client ⟨cid2⟩.",
            "org_id ⟨org⟩ = Caisse Bellerive — Entreprises (⟨n⟩ membres) ; resource server ⟨rs⟩.",
            "Action post-login `link-member-number` = ⟨act⟩, déployée sur le client ⟨cid⟩.",
        ),
        _auth0_clients,
        secrets=(),
    ),
)
