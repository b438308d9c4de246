"""Benign look-alikes of the charging side: charger and EVSE ids, OCPP frames, RFID idTags,
contract ids, firmware checksums, signed meter data and grid codes. None is a credential."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike42.gen import (
    AREAS,
    DIGITS,
    PEOPLE,
    SITES,
    UHEX,
    UPPER_ALNUM,
    VENDORS,
    Kind,
    b64,
    clock,
    cp_id,
    day,
    eic,
    emaid,
    evse_id,
    gsrn,
    hexs,
    idtag,
    num,
    ocpp_mid,
    pick,
    uuid4,
)

_SITE_NAMES = (
    "Økern Portal P-hus",
    "Bryggen parkering",
    "Lerkendal",
    "Drammen stasjon",
    "Ülemiste keskus",
    "Tartu Lõunakeskus",
    "Pärnu Port Artur",
)
_BIDDING_ZONES = {
    "NO1": "10YNO-1--------2",
    "NO2": "10YNO-2--------T",
    "NO3": "10YNO-3--------J",
    "NO4": "10YNO-4--------9",
    "NO5": "10Y1001A1001A48H",
    "EE": "10Y1001A1001A39I",
    "FI": "10YFI-1--------U",
    "SE3": "10Y1001A1001A46L",
}


def _serial(r: Random, vendor: str) -> str:
    if vendor == "ABB":
        return "TACW" + num(r, 7) + "G" + num(r, 4)
    if vendor == "Zaptec":
        return "ZAP" + num(r, 6)
    if vendor == "Easee":
        return "EH" + pick(r, UPPER_ALNUM, 6)
    if vendor == "Kempower":
        return f"KP{num(r, 2)}-{num(r, 6)}-{num(r, 4)}"
    if vendor == "Alpitronic":
        return f"HYC300-{r.randint(2026, 2030)}-{num(r, 5)}"
    return "EO" + num(r, 10)


def _fw(r: Random) -> str:
    return f"{r.randint(1, 6)}.{r.randint(0, 30)}.{r.randint(0, 99)}"


def _cp(r: Random) -> dict[str, str]:
    vendor, model = r.choice(VENDORS)
    cp = cp_id(r)
    return {
        "cp": cp,
        "cpl": cp.lower(),
        "vendor": vendor,
        "model": model,
        "serial": _serial(r, vendor),
        "fw": _fw(r),
        "mid": ocpp_mid(r),
        "iccid": "8947" + num(r, 15),
        "imsi": "24201" + pick(r, DIGITS, 10),
        "site": r.choice(_SITE_NAMES),
    }


def _evse(r: Random) -> dict[str, str]:
    e = evse_id(r)
    return {
        "evse": e,
        "evse2": evse_id(r),
        "compact": e.replace("*", ""),
        "conn": str(r.randint(1, 3)),
        "uid": uuid4(r),
        "loc": f"LOC-{r.choice(SITES)}-{num(r, 4)}",
        "serial": _serial(r, r.choice(VENDORS)[0]),
        "day": day(r),
        "clock": clock(r),
        "kw": r.choice(("22", "50", "150", "300")),
    }


def _ocpp16(r: Random) -> dict[str, str]:
    return {
        "mid": ocpp_mid(r),
        "c": str(r.randint(1, 2)),
        "tag": idtag(r),
        "ptag": idtag(r),
        "wh": str(r.randint(100000, 99999999)),
        "tx": str(r.randint(1000, 2147483647)),
        "day": day(r),
        "clock": clock(r),
        "cp": cp_id(r),
        "rtt": str(r.randint(20, 900)),
        "sv": str(r.randint(0, 3)),
    }


def _ocpp201(r: Random) -> dict[str, str]:
    style = r.randrange(3)
    txid = uuid4(r) if style == 0 else hexs(r, 32) if style == 1 else f"{cp_id(r)}-{num(r, 9)}"
    return {
        "mid": uuid4(r),
        "txid": txid,
        "tag": idtag(r),
        "emaid": emaid(r),
        "seq": str(r.randint(0, 40)),
        "day": day(r),
        "clock": clock(r),
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "ser": hexs(r, 32),
        "row": num(r, 8),
        "evse": str(r.randint(1, 4)),
    }


def _rfid(r: Random) -> dict[str, str]:
    t1 = idtag(r)
    pairs = [t1[i : i + 2] for i in range(0, len(t1), 2)]
    return {
        "tag1": t1,
        "tag2": idtag(r),
        "tag3": idtag(r),
        "tag1r": "".join(reversed(pairs)),
        "spaced": "  ".join(p.lower() for p in pairs),
        "card1": f"STK-{num(r, 6)}-{r.randint(0, 9)}",
        "card2": f"STK-{num(r, 6)}-{r.randint(0, 9)}",
        "card3": f"STK-{num(r, 6)}-{r.randint(0, 9)}",
        "who1": r.choice(PEOPLE),
        "who2": r.choice(PEOPLE),
        "who3": r.choice(PEOPLE),
        "ver": str(r.randint(10, 999)),
    }


def _contract(r: Random) -> dict[str, str]:
    return {
        "emaid": emaid(r),
        "emaid_d": emaid(r, dashed=True),
        "uid": pick(r, UHEX, 14),
        "vis": f"STK {num(r, 4)} {num(r, 4)} {num(r, 4)}",
        "pcid": pick(r, UPPER_ALNUM, 17),
        "org": num(r, 9),
        "day": day(r),
        "cp": cp_id(r),
    }


def _ocmf(r: Random) -> dict[str, str]:
    sd = "3045022100" + hexs(r, 64).upper() + "0220" + hexs(r, 64).upper()
    meter = "KPM" + num(r, 8)
    start = r.randint(1000, 90000)
    end = start + r.randint(2000, 80000)
    tag = idtag(r)
    dt = f"{day(r)}T{clock(r)},000+0200"
    payload = (
        '{"FV":"1.0","GI":"KEMPOWER","GS":"'
        + meter
        + '","GV":"2.'
        + str(r.randint(0, 9))
        + '","PG":"T'
        + str(r.randint(1, 999))
        + '","IS":true,"IT":"ISO14443","ID":"'
        + tag
        + '","RD":[{"TM":"'
        + dt
        + ' S","TX":"B","RV":'
        + f"{start / 1000:.3f}"
        + ',"RI":"1-b:1.8.0","RU":"kWh","ST":"G"},{"TM":"'
        + dt
        + ' S","TX":"E","RV":'
        + f"{end / 1000:.3f}"
        + ',"RI":"1-b:1.8.0","RU":"kWh","ST":"G"}]}'
    )
    ocmf = "OCMF|" + payload + '|{"SA":"ECDSA-secp256r1-SHA256","SD":"' + sd + '"}'
    pub = "3059301306072A8648CE3D020106082A8648CE3D03010703420004" + hexs(r, 128).upper()
    return {
        "ocmf": ocmf,
        "ocmf_esc": ocmf.replace('"', '\\"'),
        "sd": sd,
        "pub": pub,
        "meter": meter,
        "tx": str(r.randint(1000, 9999999)),
        "mid": ocpp_mid(r),
        "day": day(r),
        "clock": clock(r),
    }


def _firmware(r: Random) -> dict[str, str]:
    vendor, model = r.choice(VENDORS)
    ver = _fw(r)
    file = f"{vendor.lower()}-{model.lower().replace(' ', '-')}-{ver}.bin"
    return {
        "vendor": vendor,
        "model": model,
        "ver": ver,
        "ver2": _fw(r),
        "build": num(r, 5),
        "file": file,
        "sha": hexs(r, 64),
        "md5": hexs(r, 32),
        "sig": b64(r, 72),
        "mid": ocpp_mid(r),
        "rid": str(r.randint(1, 99999)),
        "day": day(r),
        "clock": clock(r),
        "cp": cp_id(r),
    }


def _grid(r: Random) -> dict[str, str]:
    area = r.choice(AREAS)
    return {
        "gsrn": gsrn(r),
        "gsrn2": gsrn(r),
        "area": area,
        "zone": _BIDDING_ZONES[area],
        "party": eic("50X" + "STRAUMKAI", r, UPPER_ALNUM),
        "party_ee": eic("38X" + "STK-OU-", r, DIGITS),
        "eemp": eic("38ZEE-", r, DIGITS),
        "site": r.choice(_SITE_NAMES),
        "mrid": uuid4(r),
        "day": day(r),
        "kwh": str(r.randint(100, 90000)),
    }


OCPP: tuple[Kind, ...] = (
    Kind(
        "charge_point_identities",
        (
            '[2,"⟨mid⟩","BootNotification",{"chargePointVendor":"⟨vendor⟩",'
            '"chargePointModel":"⟨model⟩","chargePointSerialNumber":"⟨serial⟩",'
            '"firmwareVersion":"⟨fw⟩","iccid":"⟨iccid⟩","imsi":"⟨imsi⟩"}]',
            "Ladepunkt ⟨cp⟩ (serienr. ⟨serial⟩) på ⟨site⟩ rapporterer Faulted etter strømbrudd.",
            "| ⟨cp⟩ | ⟨vendor⟩ ⟨model⟩ | ⟨serial⟩ | fw ⟨fw⟩ | online |",
            "Laadija ⟨cp⟩ SIM-kaardi ICCID ⟨iccid⟩ vahetati, IMSI on nüüd ⟨imsi⟩.",
            "chargeBoxIdentity ⟨cp⟩ maps to IoT Hub device ⟨cpl⟩ and to serial ⟨serial⟩ "
            "in the asset register.",
        ),
        _cp,
    ),
    Kind(
        "evse_ids",
        (
            "EVSE ⟨evse⟩ (connector ⟨conn⟩, CCS2, ⟨kw⟩ kW) is the one that keeps failing "
            "precharge.",
            '{"uid":"⟨uid⟩","evse_id":"⟨evse⟩","status":"AVAILABLE","connectors":[{"id":"⟨conn⟩",'
            '"standard":"IEC_62196_T2_COMBO","power_type":"DC","max_electric_power":⟨kw⟩000}],'
            '"last_updated":"⟨day⟩T⟨clock⟩Z"}',
            "OCPI-lokasjon ⟨loc⟩ har EVSE-ene ⟨evse⟩ og ⟨evse2⟩; Hubject viser ⟨compact⟩.",
            "Eichrecht label on the pedestal: ⟨evse⟩ / ⟨serial⟩",
            "EVSE-ID ⟨evse⟩ asub ⟨loc⟩ parklas, teine laadimiskoht ⟨evse2⟩.",
        ),
        _evse,
    ),
    Kind(
        "ocpp16_frames",
        (
            '[2,"⟨mid⟩","StartTransaction",{"connectorId":⟨c⟩,"idTag":"⟨tag⟩",'
            '"meterStart":⟨wh⟩,"timestamp":"⟨day⟩T⟨clock⟩Z"}]',
            '[3,"⟨mid⟩",{"transactionId":⟨tx⟩,"idTagInfo":{"status":"Accepted",'
            '"expiryDate":"2030-12-31T23:59:59Z","parentIdTag":"⟨ptag⟩"}}]',
            '[2,"⟨mid⟩","StopTransaction",{"transactionId":⟨tx⟩,"idTag":"⟨tag⟩",'
            '"meterStop":⟨wh⟩,"timestamp":"⟨day⟩T⟨clock⟩Z","reason":"EVDisconnected"}]',
            "csms-gateway ⟨day⟩T⟨clock⟩Z INFO cp=⟨cp⟩ msgId=⟨mid⟩ action=Heartbeat rtt_ms=⟨rtt⟩",
            '[4,"⟨mid⟩","FormationViolation","Payload is syntactically incorrect",'
            '{"path":"meterValue[0].sampledValue[⟨sv⟩].value"}]',
            "Transaksjon ⟨tx⟩ på ⟨cp⟩ ble aldri stoppet; siste melding ⟨mid⟩ kl. ⟨clock⟩.",
        ),
        _ocpp16,
    ),
    Kind(
        "ocpp201_transaction_events",
        (
            '[2,"⟨mid⟩","TransactionEvent",{"eventType":"Started","timestamp":"⟨day⟩T⟨clock⟩Z",'
            '"triggerReason":"Authorized","seqNo":⟨seq⟩,"transactionInfo":{"transactionId":'
            '"⟨txid⟩","chargingState":"EVConnected"},"idToken":{"idToken":"⟨tag⟩",'
            '"type":"ISO14443"},"evse":{"id":⟨evse⟩,"connectorId":1}}]',
            "TransactionEvent Ended for ⟨txid⟩ (seqNo ⟨seq⟩, stoppedReason Local) never reached "
            "billing; CSMS row ⟨row⟩.",
            '[2,"⟨mid⟩","Authorize",{"idToken":{"idToken":"⟨emaid⟩","type":"eMAID"},'
            '"iso15118CertificateHashData":[{"hashAlgorithm":"SHA256","issuerNameHash":"⟨h1⟩",'
            '"issuerKeyHash":"⟨h2⟩","serialNumber":"⟨ser⟩",'
            '"responderURL":"http://ocsp.v2g-pki.example/ocsp"}]}]',
            "Tehing ⟨txid⟩ jäi olekusse SuspendedEV, sõnumi ID ⟨mid⟩, seqNo ⟨seq⟩.",
        ),
        _ocpp201,
    ),
    Kind(
        "rfid_idtags",
        (
            "| idTag | Kortnr. | Eier | Status |\n|---|---|---|---|\n"
            "| ⟨tag1⟩ | ⟨card1⟩ | ⟨who1⟩ | Accepted |\n| ⟨tag2⟩ | ⟨card2⟩ | ⟨who2⟩ | Blocked |\n"
            "| ⟨tag3⟩ | ⟨card3⟩ | ⟨who3⟩ | Accepted |",
            "⟨who1⟩'s test RFID card: UID ⟨tag1⟩ (printed ⟨card1⟩), works on every charger in NO1",
            "SendLocalList version ⟨ver⟩: added ⟨tag1⟩, ⟨tag2⟩; removed ⟨tag3⟩ "
            "(lost card, reported by ⟨who2⟩)",
            "RFID-kaardi UID ⟨tag1⟩ loetakse mõnel laadijal tagurpidi: ⟨tag1r⟩ — sama kaart.",
            "nfc-list: ISO14443A UID (NFCID1): ⟨spaced⟩ → idTag ⟨tag1⟩",
        ),
        _rfid,
    ),
    Kind(
        "emaid_contract_ids",
        (
            "Kontrakt-ID ⟨emaid_d⟩ (EMAID ⟨emaid⟩) tilhører bedriftskunden med org.nr. ⟨org⟩.",
            '{"country_code":"NO","party_id":"STK","uid":"⟨uid⟩","type":"RFID",'
            '"contract_id":"⟨emaid_d⟩","visual_number":"⟨vis⟩","issuer":"Straumkai",'
            '"valid":true,"whitelist":"ALLOWED_OFFLINE"}',
            "Plug&Charge: PCID ⟨pcid⟩ resolved to EMAID ⟨emaid⟩ via the contract cert pool",
            "Lepingu ID ⟨emaid_d⟩ on roamingu kaudu blokeeritud alates ⟨day⟩.",
            "Authorize with eMAID ⟨emaid⟩ rejected on ⟨cp⟩: Invalid (contract expired)",
        ),
        _contract,
    ),
    Kind(
        "ocmf_signed_meter_data",
        (
            "OCMF the driver disputes (signature verifies with the meter key):\n⟨ocmf⟩",
            '[2,"⟨mid⟩","MeterValues",{"connectorId":1,"transactionId":⟨tx⟩,"meterValue":'
            '[{"timestamp":"⟨day⟩T⟨clock⟩Z","sampledValue":[{"value":"⟨ocmf_esc⟩",'
            '"format":"SignedData","context":"Transaction.End"}]}]}]',
            "Signert måleverdi (SD) for økt ⟨tx⟩: ⟨sd⟩",
            "Meter ⟨meter⟩ public key (hex, from the display, for the transparency software): "
            "⟨pub⟩",
            "Arvesti ⟨meter⟩ allkiri tehingule ⟨tx⟩ on ⟨sd⟩ — kontrollitud S.A.F.E. tarkvaraga.",
        ),
        _ocmf,
    ),
    Kind(
        "firmware_versions_checksums",
        (
            "UpdateFirmware to ⟨ver⟩ on ⟨cp⟩: https://fw.straumkai.no/⟨vendor⟩/⟨file⟩, "
            "SHA-256 ⟨sha⟩",
            '[2,"⟨mid⟩","UpdateFirmware",{"requestId":⟨rid⟩,"firmware":{"location":'
            '"https://fw.straumkai.no/⟨file⟩","retrieveDateTime":"⟨day⟩T⟨clock⟩Z",'
            '"signature":"⟨sig⟩"}}]',
            "$ sha256sum ⟨file⟩\n⟨sha⟩  ⟨file⟩",
            "Püsivara ⟨ver⟩ (build ⟨build⟩) MD5 ⟨md5⟩ — tootja saatis kontrollsumma e-postiga.",
            "| Modell | Fastvare | Build |\n|---|---|---|\n| ⟨vendor⟩ ⟨model⟩ | ⟨ver⟩ | ⟨build⟩ |\n"
            "| ⟨vendor⟩ ⟨model⟩ (rollback) | ⟨ver2⟩ | ⟨md5⟩ |",
        ),
        _firmware,
    ),
    Kind(
        "metering_points_and_eic_codes",
        (
            "Målepunkt-ID ⟨gsrn⟩ (Elhub) for ladeparken ved ⟨site⟩, prisområde ⟨area⟩ (⟨zone⟩).",
            "Elering: Straumkai OÜ EIC ⟨party_ee⟩, mõõtepunkt ⟨eemp⟩, tarbimine ⟨kwh⟩ kWh.",
            "<TimeSeries>\n  <mRID>⟨mrid⟩</mRID>\n"
            '  <in_Domain.mRID codingScheme="A01">⟨zone⟩</in_Domain.mRID>\n'
            '  <marketParticipant.mRID codingScheme="A01">⟨party⟩</marketParticipant.mRID>\n'
            "</TimeSeries>",
            "Balance responsible party EIC ⟨party⟩; settlement for ⟨gsrn⟩ and ⟨gsrn2⟩ in "
            "⟨area⟩ on ⟨day⟩.",
        ),
        _grid,
    ),
)
