"""Benign look-alikes from payments and cards: IBANs, SEPA ids, card tokens and masked PANs,
3-D Secure ids, PSD2 consent ids, ISO 8583 references, legal ids and HSM check values.
A careful human would leave every one of these texts as it is."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike61.gen import (
    ALNUM,
    DIGITS,
    UPPER_ALNUM,
    Kind,
    b64url,
    b64url_json,
    day,
    digits,
    hexs,
    iban,
    lei,
    luhn_digit,
    num,
    pick,
    spaced,
    ts,
    uhexs,
    uuid4,
)

_BANK_SK = "8530"
_BANK_CZ = "6350"


def _amount(r: Random) -> str:
    return f"{r.randint(1, 99999)}.{r.randint(0, 99):02d}"


def _domestic_cz(cz: str) -> str:
    prefix, number = cz[8:14].lstrip("0"), cz[14:].lstrip("0")
    return f"{prefix}-{number}/{_BANK_CZ}" if prefix else f"{number}/{_BANK_CZ}"


def _iban(r: Random) -> dict[str, str]:
    sk = iban(r, "SK", _BANK_SK)
    cz = iban(r, "CZ", _BANK_CZ)
    return {
        "iban": sk,
        "iban_sp": spaced(iban(r, "SK", _BANK_SK)),
        "iban_cz": cz,
        "dom_cz": _domestic_cz(cz),
        "amt": _amount(r),
        "st": r.choice(("RJCT", "ACSC", "ACCP")),
    }


def _e2e(r: Random) -> dict[str, str]:
    style = r.randrange(4)
    if style == 0:
        e2e = f"E2E-{day(r).replace('-', '')}-{num(r, 8)}"
    elif style == 1:
        e2e = pick(r, UPPER_ALNUM, r.choice((20, 27, 35)))
    elif style == 2:
        e2e = "INV" + str(r.choice((2032, 2033))) + digits(r, 6)
    else:
        e2e = "DNV" + day(r).replace("-", "") + digits(r, 12)
    return {
        "e2e": e2e,
        "instr": "DNVSKBX" + digits(r, 14),
        "tx": pick(r, UPPER_ALNUM, 16),
        "amt": _amount(r),
        "off": num(r, r.choice((6, 7, 8))),
        "ts": ts(r),
        "p": str(r.randint(0, 11)),
    }


def _msgid(r: Random) -> dict[str, str]:
    d = day(r).replace("-", "")
    return {
        "msgid": r.choice(("DNVSKBX", "DNVA", "RT1")) + d + digits(r, r.choice((8, 10, 12))),
        "uetr": uuid4(r),
        "e2e": pick(r, UPPER_ALNUM, r.choice((18, 24, 30))),
        "amt": _amount(r),
        "ms": str(r.randint(180, 9800)),
        "ts": ts(r),
        "rsn": r.choice(("DUPL", "FRAD", "TECH", "AC03")),
    }


def _net_tokens(r: Random) -> dict[str, str]:
    return {
        "tur": "DWSPMC" + digits(r, 10) + hexs(r, 32),
        "pur": "FWSPMC" + digits(r, 10) + hexs(r, 32),
        "vtr": "DNITHE" + digits(r, 15),
        "vpr": "V-" + digits(r, 22),
        "trid": r.choice(("40010030273", "40010075001", "50110030273", "40010043095")),
        "s4": digits(r, 4),
        "a4": digits(r, 4),
        "exp": f"{r.randint(1, 12):02d}{r.randint(34, 38)}",
        "cardid": uuid4(r),
        "st": r.choice(("SUSPENDED", "ACTIVE", "DEACTIVATED")),
    }


_BINS = ("516875", "537410", "428671", "459812", "52318899", "41177320")


def _masked(r: Random) -> dict[str, str]:
    bin_ = r.choice(_BINS)
    last4 = digits(r, 4)
    stars = "*" * (16 - len(bin_) - 4)
    return {
        "m": bin_ + stars + last4,
        "m2": f"{bin_[:4]} {bin_[4:6]}XX XXXX {last4}",
        "m3": f"**** **** **** {last4}",
        "l4": last4,
        "bin": bin_,
        "mm": f"{r.randint(1, 12):02d}",
        "yy": str(r.randint(34, 38)),
        "amt": _amount(r),
        "h": hexs(r, 64),
        "rc": r.choice(("05", "51", "54", "57", "00")),
        "d": day(r),
        "st": r.choice(("BLOCKED", "ACTIVE", "EXPIRED")),
    }


def _threeds(r: Random) -> dict[str, str]:
    u1, u2, u3 = uuid4(r), uuid4(r), uuid4(r)
    ver = r.choice(("2.2.0", "2.3.1"))
    cres = b64url_json(
        {
            "threeDSServerTransID": u1,
            "acsTransID": u2,
            "messageType": "CRes",
            "messageVersion": ver,
            "transStatus": r.choice(("Y", "N")),
        }
    )
    return {
        "u1": u1,
        "u2": u2,
        "u3": u3,
        "ver": ver,
        "trace": hexs(r, 32),
        "cres": cres,
        "ref": r.choice(("3DS_LOA_ACS_KTNT_020300_00042", "3DS_LOA_ACS_KTNT_020200_00731")),
        "ds": r.choice(("VISA.V 17 0003", "3DS_LOA_DIS_MACL_020200_00010")),
        "s": str(r.randint(38, 240)),
    }


def _psd2_ids(r: Random) -> dict[str, str]:
    style = r.randrange(3)
    if style == 0:
        cid = uuid4(r)
    elif style == 1:
        cid = hexs(r, 32)
    else:
        cid = pick(r, ALNUM, r.choice((24, 36)))
    return {
        "cid": cid,
        "rid": uuid4(r),
        "pid": pick(r, ALNUM, 28),
        "aid": uuid4(r),
        "ip": f"192.0.2.{r.randint(1, 254)}",
        "tpp": "PSD" + r.choice(("CZ-CNB-", "SK-NBS-", "AT-FMA-")) + num(r, 8),
        "ts": ts(r),
    }


def _oauth_params(r: Random) -> dict[str, str]:
    return {
        "state": b64url(r, r.choice((16, 24))),
        "nonce": b64url(r, r.choice((16, 32))),
        "cc": b64url(r, 32),
        "ru": b64url(r, 24),
        "jti": uuid4(r),
        "realm": r.choice(("retail", "psd2")),
    }


def _iso(r: Random) -> dict[str, str]:
    bin_ = r.choice(_BINS[:4])
    arn_body = "7" + digits(r, 21)
    return {
        "pan": bin_ + "******" + digits(r, 4),
        "amt12": f"{r.randint(100, 9999999):012d}",
        "de7": f"06{r.randint(1, 28):02d}{r.randint(0, 23):02d}{r.randint(0, 59):02d}"
        f"{r.randint(0, 59):02d}",
        "stan": digits(r, 6),
        "rrn": digits(r, 12),
        "auth": pick(r, UPPER_ALNUM, 6),
        "tid": "DNV" + digits(r, 5),
        "vtid": digits(r, 15),
        "arn": arn_body + luhn_digit(arn_body),
        "bn": pick(r, UPPER_ALNUM, 9),
        "mmdd": f"06{r.randint(1, 28):02d}",
        "trace": pick(r, UPPER_ALNUM, 9) + f"06{r.randint(1, 28):02d}",
        "rc": r.choice(("00", "05", "51", "91")),
    }


def _ico_sk(r: Random) -> str:
    while True:
        body = digits(r, 7)
        s = sum(int(d) * w for d, w in zip(body, range(8, 1, -1), strict=True))
        check = (11 - s % 11) % 10
        if body[0] != "0":
            return body + str(check)


def _legal(r: Random) -> dict[str, str]:
    dic = "20" + digits(r, 8)
    cid_nat = digits(r, 12)
    return {
        "ico": _ico_sk(r),
        "dic": dic,
        "lei": lei(r, r.choice(("0979", "3157", "5299"))),
        "ico_cz": num(r, 8),
        "n": str(r.randint(1000, 99999)),
        "cid": "SK" + digits(r, 2) + "ZZZ" + cid_nat,
        "code": "NBS-" + num(r, 4),
        "d": day(r),
    }


def _hsm(r: Random) -> dict[str, str]:
    return {
        "kcv": uhexs(r, 6),
        "kcv2": uhexs(r, 6),
        "kcv16": pick(r, DIGITS, 16),
        "ser": "A" + digits(r, 7) + "J",
        "m": str(r.randint(3, 9)),
        "bin": r.choice(_BINS[:4]),
        "slot": str(r.randint(1, 4)),
        "yy": str(r.choice((33, 34))),
        "d": day(r),
    }


PAYMENTS: tuple[Kind, ...] = (
    Kind(
        "published_ibans",
        (
            "Číslo účtu na poplatky (zverejnené na webe): ⟨iban⟩, BIC DNVASKBX",
            "Testovací príjemca v SEPA Instant sandboxe: IBAN ⟨iban_sp⟩ (s medzerami, ako v appke)",
            "Sbírkový účet pro pobočku Ostrava: ⟨iban_cz⟩ / ⟨dom_cz⟩",
            '{"creditorAccount":{"iban":"⟨iban⟩","currency":"EUR"},'
            '"creditorName":"Dunavia banka, a.s.","instructedAmount":'
            '{"currency":"EUR","amount":"⟨amt⟩"}}',
            "<CdtrAcct><Id><IBAN>⟨iban⟩</IBAN></Id></CdtrAcct>",
            "SELECT * FROM sepa_tx WHERE creditor_iban = '⟨iban⟩' AND status = '⟨st⟩';",
        ),
        _iban,
    ),
    Kind(
        "sepa_end_to_end_ids",
        (
            "<PmtId><InstrId>⟨instr⟩</InstrId><EndToEndId>⟨e2e⟩</EndToEndId>"
            "<TxId>⟨tx⟩</TxId></PmtId>",
            "RJCT AM04 pre EndToEndId ⟨e2e⟩ — klient nemal krytie, nie je to bug",
            "kafka: topic sepa.inst.outbound partition ⟨p⟩ key=⟨e2e⟩ offset=⟨off⟩",
            "Klient reklamuje platbu, E2E ID ⟨e2e⟩, suma ⟨amt⟩ EUR, čas ⟨ts⟩",
            'grep -c "⟨e2e⟩" /var/log/sepa-inst-gw/gateway-*.log',
            "Platba s EndToEndId ⟨e2e⟩ prošla až na druhý pokus (TxId ⟨tx⟩).",
        ),
        _e2e,
    ),
    Kind(
        "sepa_message_ids_and_uetr",
        (
            "<GrpHdr><MsgId>⟨msgid⟩</MsgId><CreDtTm>⟨ts⟩</CreDtTm><NbOfTxs>1</NbOfTxs>"
            "<SttlmInf><SttlmMtd>CLRG</SttlmMtd></SttlmInf></GrpHdr>",
            "UETR ⟨uetr⟩ visí v stave ACCP viac ako 10 s → timeout voči RT1, pozri runbook",
            "<OrgnlGrpInfAndSts><OrgnlMsgId>⟨msgid⟩</OrgnlMsgId>"
            "<OrgnlMsgNmId>pacs.008.001.08</OrgnlMsgNmId></OrgnlGrpInfAndSts>\n"
            "<TxInfAndSts><OrgnlEndToEndId>⟨e2e⟩</OrgnlEndToEndId>"
            "<OrgnlUETR>⟨uetr⟩</OrgnlUETR><TxSts>ACSC</TxSts></TxInfAndSts>",
            "⟨ts⟩ INFO  [sepa-inst-gw] pacs.008 sent msgId=⟨msgid⟩ uetr=⟨uetr⟩ "
            "amount=⟨amt⟩ EUR latency=⟨ms⟩ms",
            "Recall ⟨msgid⟩ (camt.056, reason ⟨rsn⟩) pre UETR ⟨uetr⟩",
        ),
        _msgid,
    ),
    Kind(
        "card_network_token_refs",
        (
            '{"tokenUniqueReference":"⟨tur⟩","panUniqueReference":"⟨pur⟩",'
            '"tokenInfo":{"tokenPanSuffix":"⟨s4⟩","accountPanSuffix":"⟨a4⟩",'
            '"tokenExpiry":"⟨exp⟩"},"tokenRequestorId":"⟨trid⟩"}',
            "MDES notifyTokenUpdated pre ⟨tur⟩: status ⟨st⟩ (klient stratil telefón)",
            "Visa VTS: tokenReferenceID ⟨vtr⟩, panReferenceID ⟨vpr⟩, TRID ⟨trid⟩",
            "SELECT status FROM card_token WHERE token_ref = '⟨tur⟩';",
            "Karta card_id=⟨cardid⟩ má 3 tokeny, posledný ⟨tur⟩ (Apple Pay, TRID ⟨trid⟩)",
        ),
        _net_tokens,
    ),
    Kind(
        "masked_pans",
        (
            "Karta ⟨m⟩ (exp ⟨mm⟩/⟨yy⟩) — decline ⟨rc⟩ z procesora, nič na našej strane",
            "| PAN | Stav | Od |\n|---|---|---|\n| ⟨m⟩ | ⟨st⟩ | ⟨d⟩ |",
            "AUTH req pan=⟨m2⟩ amt=⟨amt⟩ EUR mcc=5411 rc=⟨rc⟩",
            "Klientka volala kvůli kartě ⟨m3⟩, platba ⟨amt⟩ EUR zamítnuta (3DS timeout).",
            '{"panHash":"⟨h⟩","panLast4":"⟨l4⟩","bin":"⟨bin⟩","expiry":"⟨mm⟩⟨yy⟩"}',
        ),
        _masked,
    ),
    Kind(
        "threeds_transaction_ids",
        (
            '{"messageType":"ARes","messageVersion":"⟨ver⟩","threeDSServerTransID":"⟨u1⟩",'
            '"acsTransID":"⟨u2⟩","dsTransID":"⟨u3⟩","acsReferenceNumber":"⟨ref⟩",'
            '"dsReferenceNumber":"⟨ds⟩","transStatus":"C","acsChallengeMandated":"Y"}',
            "3DS challenge timeout: threeDSServerTransID=⟨u1⟩ dsTransID=⟨u3⟩ transStatus=U "
            "transStatusReason=14",
            "RReq prišlo o ⟨s⟩ s neskôr ako CReq; acsTransID ⟨u2⟩, Dynatrace trace ⟨trace⟩",
            "CRes (base64url) z ACS logu: ⟨cres⟩",
            "sdkTransID ⟨u2⟩ a threeDSServerTransID ⟨u1⟩ patří k jedné platbě, verze ⟨ver⟩",
        ),
        _threeds,
    ),
    Kind(
        "psd2_consent_and_request_ids",
        (
            '{"consentStatus":"received","consentId":"⟨cid⟩","_links":{"scaRedirect":'
            '{"href":"https://ib.dunavia.sk/psd2/sca?consentId=⟨cid⟩"},'
            '"self":{"href":"/v1/consents/⟨cid⟩"}}}',
            "X-Request-ID: ⟨rid⟩\nConsent-ID: ⟨cid⟩\nPSU-IP-Address: ⟨ip⟩\n"
            "TPP-Redirect-URI: https://tpp.example.org/cb",
            "paymentId ⟨pid⟩ (sepa-credit-transfers) visí v ACTC, chýba pacs.002 z RT1",
            "authorisationId ⟨aid⟩, scaStatus=finalised, consent ⟨cid⟩ (TPP ⟨tpp⟩)",
            "⟨ts⟩ WARN [psd2-gw] consent ⟨cid⟩ expired, TPP ⟨tpp⟩ request ⟨rid⟩",
        ),
        _psd2_ids,
    ),
    Kind(
        "oauth_public_parameters",
        (
            "https://sso.dunavia.sk/realms/⟨realm⟩/protocol/openid-connect/auth?client_id="
            "mobile-app&response_type=code&scope=openid&redirect_uri=sk.dunavia.app%3A%2F"
            "callback&state=⟨state⟩&nonce=⟨nonce⟩&code_challenge=⟨cc⟩"
            "&code_challenge_method=S256",
            "PKCE: code_challenge ⟨cc⟩ (S256) — ak mobilka pošle plain, Keycloak vráti "
            "invalid_request",
            '{"request_uri":"urn:ietf:params:oauth:request_uri:⟨ru⟩","expires_in":60}',
            "Dvojité prihlásenie: rovnaký state ⟨state⟩ prišiel dvakrát, jti ⟨jti⟩",
        ),
        _oauth_params,
        n=10,
    ),
    Kind(
        "iso8583_card_references",
        (
            "MTI=0100 DE2=⟨pan⟩ DE3=000000 DE4=⟨amt12⟩ DE7=⟨de7⟩ DE11=⟨stan⟩ DE37=⟨rrn⟩ "
            "DE38=⟨auth⟩ DE39=⟨rc⟩ DE41=⟨tid⟩ DE49=978",
            "Visa Transaction ID ⟨vtid⟩, ARN ⟨arn⟩ — chargeback reason 10.4",
            "Mastercard Banknet ref ⟨bn⟩, settlement date ⟨mmdd⟩, trace id ⟨trace⟩",
            "Reverzal 0400 na STAN ⟨stan⟩ / RRN ⟨rrn⟩ od procesora nedorazil",
            "| ARN | RRN | Auth |\n|---|---|---|\n| ⟨arn⟩ | ⟨rrn⟩ | ⟨auth⟩ |",
        ),
        _iso,
    ),
    Kind(
        "legal_and_scheme_identifiers",
        (
            "Dunavia banka, a.s., IČO ⟨ico⟩, DIČ ⟨dic⟩, IČ DPH SK⟨dic⟩, LEI ⟨lei⟩, BIC DNVASKBX",
            "Pobočka Ostrava: IČO ⟨ico_cz⟩, zapsaná u KS v Ostravě, oddíl A, vložka ⟨n⟩",
            "SEPA Creditor Identifier pre inkasá poistného: ⟨cid⟩",
            "EBA register: NCA NBS, entity ⟨code⟩, LEI ⟨lei⟩ (overené ⟨d⟩)",
        ),
        _legal,
        n=10,
    ),
    Kind(
        "hsm_check_values_and_serials",
        (
            "KCV ⟨kcv⟩ pre ZMK_ISS_20⟨yy⟩ sedí s protokolom od procesora",
            "payShield 10K, serial ⟨ser⟩, firmware 1.⟨m⟩a, LMK id 00 check value ⟨kcv16⟩",
            "CVK pár pre BIN ⟨bin⟩: label CVK_⟨bin⟩_A/B, KCV ⟨kcv⟩ / ⟨kcv2⟩",
            'seal "pkcs11" {\n  lib            = "/usr/safenet/lunaclient/lib/libCryptoki2_64.so"\n'
            '  slot           = "⟨slot⟩"\n  pin            = "env://VAULT_HSM_PIN"\n'
            '  key_label      = "vault-unseal-⟨yy⟩"\n  hmac_key_label = "vault-hmac-⟨yy⟩"\n}',
            "Key ceremony ⟨d⟩: komponenty zničené, zostáva len KCV ⟨kcv⟩ v protokole",
        ),
        _hsm,
        n=10,
    ),
)
