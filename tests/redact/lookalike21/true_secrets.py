"""True secrets in the integration developer's notes; each kind names the fields that must
not survive. Other fields of a case (hosts, users, client ids, account numbers, control
numbers) are context and are not listed."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike21.gen import (
    ALNUM,
    B32_LOWER,
    B64URL,
    COMPANY_DOMAIN,
    DB_HOSTS,
    EH_NAMESPACES,
    INTERNAL_HOSTS,
    LOWER_ALNUM,
    OPENSSH_PK,
    PEOPLE_MX,
    PEOPLE_TR,
    PEOPLE_VN,
    PGP_PRIV,
    PK,
    RSA_PK,
    SAP_HOSTS,
    SAP_HTTP,
    SB_NAMESPACES,
    STORAGE_ACCOUNTS,
    UPPER,
    UPPER_ALNUM,
    URL_SYMBOLS,
    Kind,
    awb,
    b64,
    b64_of,
    b64url,
    b64url_of,
    begin,
    clock,
    clock_s,
    container,
    day,
    dhl_express,
    digits,
    ec_pkcs8_body,
    end,
    hexs,
    human_password,
    icn,
    indent,
    json_escaped_lines,
    jwt,
    mst_vn,
    num,
    openssh_ed25519_body,
    partner,
    password,
    pgp_secret_body,
    pick,
    rfc_mx,
    rsa_pkcs1_body,
    rsa_pkcs8_body,
    sas_sig,
    ssh_fingerprint,
    tmx_hbl,
    uhexs,
    ups_1z,
    uuid4,
    vkn,
)

# Vendor prefixes, joined from pieces so that no literal here is a credential.
_SAMSARA = "samsara" + "_api_"
_OPS = "op" + "s_"
_KSM_US = "U" + "S:"
_FEDEX_ID = "l" + "7"

B_PK, E_PK = begin(PK), end(PK)
B_RSA, E_RSA = begin(RSA_PK), end(RSA_PK)
B_SSH, E_SSH = begin(OPENSSH_PK), end(OPENSSH_PK)
B_PGP, E_PGP = begin(PGP_PRIV), end(PGP_PRIV)


def _pw(r: Random) -> str:
    """A password as found in these notes: generated most of the time, chosen sometimes."""
    return human_password(r) if r.random() < 0.3 else password(r, r.choice((16, 18, 20, 24)))


def _url_pw(r: Random) -> str:
    return password(r, r.choice((16, 20, 24)), URL_SYMBOLS)


def _partner_fields(r: Random) -> dict[str, str]:
    name, domain, edi_id = partner(r)
    return {"partner": name, "pdomain": domain, "pid": edi_id, "pslug": edi_id.lower()}


# ---------------------------------------------------------------------------------------


def _as2_key(r: Random) -> dict[str, str]:
    key = rsa_pkcs8_body(r) if r.random() < 0.7 else ec_pkcs8_body(r)
    return {
        "key": key,
        "key_ind": indent(key, "    "),
        "key_json": json_escaped_lines(key),
        "rsa": rsa_pkcs1_body(r),
        "year": r.choice(("2027", "2027-2029", "June 2027")),
        "d": day(r),
        "who": r.choice(PEOPLE_TR),
        **_partner_fields(r),
    }


def _keystore(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r),
        "pwq": password(r, r.choice((18, 22)), "-_.~+="),
        "n": digits(r, 6),
        "who": r.choice(PEOPLE_MX),
        "who_tr": r.choice(PEOPLE_TR),
        **_partner_fields(r),
    }


def _sftp(r: Random) -> dict[str, str]:
    f = _partner_fields(r)
    return {
        "pw": _url_pw(r),
        "user": r.choice(("tresmares", "tmx_edi", "TMXLOG", "tmx-mty", "edi_tresmares")),
        "host": r.choice(("sftp.", "mft.", "edi.", "ftp.")) + f["pdomain"],
        "port": r.choice(("22", "22", "2222", "10022")),
        "fp": ssh_fingerprint(r),
        "dir": r.choice(("/inbound/856", "/outbound/214", "/in/IFTMIN", "/edi/out/210")),
        **f,
    }


def _openssh(r: Random) -> dict[str, str]:
    f = _partner_fields(r)
    comment = r.choice(("edi@edi-gw01", "tmx-sftp@mty", "rodrigo@TMX-LT-044", "mft-" + f["pslug"]))
    key = openssh_ed25519_body(r, comment)
    return {"key": key, "key_ind": indent(key, "    "), "comment": comment, **f}


def _pgp(r: Random) -> dict[str, str]:
    body, crc = pgp_secret_body(r)
    return {
        "body": body,
        "crc": crc,
        "fpr": uhexs(r, 40),
        "email": r.choice(("edi", "edi-mty", "b2b", "integraciones")) + "@" + COMPANY_DOMAIN,
        **_partner_fields(r),
    }


def _sap_rfc(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r),
        "user": r.choice(
            ("RFC_EDI_MTY", "RFC_IDOC_IN", "SVC_MULE_RFC", "RFC_BOOMI", "RFCUSER_TMS")
        ),
        "host": r.choice(SAP_HOSTS),
        "sysnr": r.choice(("00", "01", "10")),
        "client": r.choice(("100", "200", "400")),
        "docnum": "0000000" + num(r, 9),
    }


_ODATA = (
    "API_OUTBOUND_DELIVERY_SRV;v=0002",
    "API_BUSINESS_PARTNER",
    "API_BILLING_DOCUMENT_SRV",
    "API_SALES_ORDER_SRV",
    "API_PURCHASEORDER_PROCESS_SRV",
    "API_MATERIAL_DOCUMENT_SRV",
)


def _sap_odata(r: Random) -> dict[str, str]:
    user = r.choice(("SVC_ODATA_TMS", "SVC_PBI_READ", "ODATA_P44", "SVC_ODATA_EDI"))
    pw = password(r, r.choice((16, 20, 24)), "!%*+-.=?@^_~")
    return {
        "user": user,
        "pw": pw,
        "b": b64_of(f"{user}:{pw}"),
        "host": r.choice(SAP_HTTP),
        "svc": r.choice(_ODATA),
        "d": day(r),
        "t": clock_s(r),
        "deliv": "80" + digits(r, 6),
    }


def _btp(r: Random) -> dict[str, str]:
    sub = r.choice(("tmx-integration", "tresmares-cpi", "tmx-cpi-prd"))
    return {
        "cid": f"sb-{uuid4(r)}!b{num(r, 5)}|it-rt-{sub}!b{num(r, 3)}",
        "cs": f"{uuid4(r)}${b64(r, 32)}",
        "sub": sub,
        "flow": r.choice(("IFTSTA_to_S4", "X12_214_Inbound", "CartaPorte_Timbrado", "ASN_856_Out")),
    }


def _fedex(r: Random) -> dict[str, str]:
    return {
        "key": _FEDEX_ID + hexs(r, 32),
        "secret": hexs(r, 32),
        "acct": num(r, 9),
        "meter": num(r, 9),
        "lkey": pick(r, ALNUM, 16),
        "lpw": pick(r, ALNUM, 25),
        "trk": num(r, 12),
    }


def _ups(r: Random) -> dict[str, str]:
    cid = pick(r, ALNUM, 48)
    cs = pick(r, ALNUM, 64)
    return {
        "cid": cid,
        "cs": cs,
        "b": b64_of(f"{cid}:{cs}"),
        "shipper": pick(r, UPPER_ALNUM, 6),
        "trk": ups_1z(r),
        "d": day(r),
        "t": clock_s(r),
    }


def _dhl(r: Random) -> dict[str, str]:
    user = "ap" + pick(r, ALNUM, 8)
    pw = password(r, r.choice((16, 18)), "!$@#%^*")
    return {
        "user": user,
        "pw": pw,
        "b": b64_of(f"{user}:{pw}"),
        "acct": r.choice(("95", "96")) + digits(r, 7),
        "tkey": pick(r, ALNUM, 32),
        "awb": dhl_express(r),
    }


def _maersk(r: Random) -> dict[str, str]:
    return {
        "ck": pick(r, ALNUM, 32),
        "cs": pick(r, ALNUM, r.choice((16, 24, 32))),
        "bkg": num(r, 9),
        "app": r.choice(("tmx-ist-schedules", "tmx-mty-tracking", "tresmares-booking")),
    }


def _p44(r: Random) -> dict[str, str]:
    return {
        "cid": uuid4(r),
        "cs": pick(r, B64URL, 40),
        "ws": hexs(r, 64),
        "at": pick(r, ALNUM, 48),
        "load": "TMX" + digits(r, 7),
    }


def _fourkites(r: Random) -> dict[str, str]:
    return {
        "ak": hexs(r, 32),
        "sec": pick(r, ALNUM, 40),
        "user": r.choice(("tresmares_api", "tmx.integration", "tmx-mty-api")),
        "pw": password(r, r.choice((16, 20))),
        "load": "TMX" + digits(r, 7),
    }


def _carrier_jwt(r: Random) -> dict[str, str]:
    iss = r.choice(
        (
            "https://apis.fedex.com",
            "https://onlinetools.ups.com",
            "https://api.maersk.com",
            "https://na12.api.project44.com",
        )
    )
    iat = 1_811_000_000 + r.randint(0, 2_500_000)
    claims: dict[str, object] = {
        "iss": iss,
        "sub": uuid4(r),
        "aud": r.choice(("carrier-apis", "tracking", "ship")),
        "scope": r.choice(("CXS-TP", "public read", "tracking:read shipments:write")),
        "client_id": pick(r, ALNUM, 32),
        "iat": iat,
        "exp": iat + 3600,
    }
    header = {"alg": "RS256", "typ": "JWT", "kid": hexs(r, 16)}
    return {
        "jwt": jwt(r, header, claims, 256),
        "trk": num(r, 12),
        "d": day(r),
        "t": clock_s(r),
        "ms": str(r.randint(100, 999)),
    }


def _vucem(r: Random) -> dict[str, str]:
    rfc = rfc_mx(r, letters="TLO")
    return {
        "rfc": rfc,
        "rfc_l": rfc.lower(),
        "ws": pick(r, ALNUM, 40),
        "fpw": _pw(r),
        "who": r.choice(PEOPLE_MX),
        "d": day(r),
    }


def _pac(r: Random) -> dict[str, str]:
    claims = {
        "datosUsuario": {"usuario": "timbrado@" + COMPANY_DOMAIN, "rfc": rfc_mx(r)},
        "tipo": "TokenInfinito",
        "iat": 1_811_000_000 + r.randint(0, 2_500_000),
    }
    return {
        "pw": _pw(r),
        "tok": jwt(r, {"alg": "HS256", "typ": "JWT"}, claims, 32),
        "csdpw": _pw(r),
        "suc": r.choice(("Nuevo Laredo", "Apodaca", "Manzanillo", "Veracruz")),
    }


def _turkey(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r),
        "user": r.choice(("tmxist", "TRESMARES_WS", "tmx.gumruk", "34TMX")) + digits(r, 3),
        "vkn": vkn(r),
        "key": uuid4(r),
        "who": r.choice(PEOPLE_TR),
        "integ": r.choice(("ornek-entegrator", "efatura-servis", "edonusum-portal")),
    }


def _vietnam(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r),
        "pw2": _pw(r),
        "uid": "TMX" + digits(r, 5),
        "mst": mst_vn(r),
        "who": r.choice(PEOPLE_VN),
    }


def _samsara(r: Random) -> dict[str, str]:
    return {
        "t": _SAMSARA + pick(r, ALNUM, 30),
        "ws": b64(r, 32),
        "veh": num(r, 15),
        "who": r.choice(PEOPLE_MX),
    }


def _geotab(r: Random) -> dict[str, str]:
    return {
        "pw": _pw(r),
        "sid": b64url(r, 16),
        "srv": str(r.randint(3, 9)),
        "user": r.choice(("api-feed", "integraciones", "powerbi-sync")) + "@" + COMPANY_DOMAIN,
        "db": r.choice(("tresmares_mx", "tresmares", "tmx_fleet")),
        "dev": "b" + pick(r, "0123456789ABCDEF", r.randint(2, 4)),
    }


def _servicebus(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 32),
        "k2": b64(r, 32),
        "ns": r.choice(SB_NAMESPACES),
        "eh": r.choice(EH_NAMESPACES),
        "hub": r.choice(("samsara-positions", "geotab-logrecords", "edi-audit", "p44-events")),
        "pol": r.choice(
            ("send-214", "listen-214", "RootManageSharedAccessKey", "mule-send", "powerbi")
        ),
        "rg": r.choice(("rg-edi-prod", "rg-integration-prod", "rg-edi-qa")),
    }


def _sas(r: Random) -> dict[str, str]:
    ns = r.choice(SB_NAMESPACES)
    queue = r.choice(("sbq-edi-214-inbound", "sbq-asn-856", "sbq-iftsta", "sbq-carta-porte"))
    return {
        "sig": sas_sig(r),
        "ns": ns,
        "queue": queue,
        "sr": f"https%3A%2F%2F{ns}.servicebus.windows.net%2F{queue}",
        "se": str(1_811_000_000 + r.randint(0, 2_500_000)),
        "acct": r.choice(STORAGE_ACCOUNTS),
        "d": day(r),
        **_partner_fields(r),
    }


def _storage(r: Random) -> dict[str, str]:
    return {
        "k": b64(r, 64),
        "k2": b64(r, 64),
        "sp": pick(r, ALNUM + "+/", r.choice((32, 44))),
        "acct": r.choice(STORAGE_ACCOUNTS),
        "d": day(r),
        **_partner_fields(r),
    }


def _entra_secret(r: Random) -> str:
    alphabet = ALNUM + "_~.-"
    return pick(r, alphabet, 3) + str(r.randint(0, 9)) + "Q~" + pick(r, alphabet, 34)


def _entra(r: Random) -> dict[str, str]:
    return {
        "cs": _entra_secret(r),
        "tid": uuid4(r),
        "appid": uuid4(r),
        "ws": uuid4(r),
        "d": day(r),
    }


def _mule(r: Random) -> dict[str, str]:
    return {
        "cid": hexs(r, 32),
        "cs": uhexs(r, 32),
        "mk": pick(r, ALNUM, r.choice((16, 32))),
        "mqid": hexs(r, 32),
        "mqcs": uhexs(r, 32),
        "app": r.choice(
            ("tmx-edi-214-papi", "tmx-carrier-sapi", "tmx-iftmin-xapi", "tmx-asn-papi")
        ),
    }


def _boomi(r: Random) -> dict[str, str]:
    user = "BOOMI_TOKEN.integraciones@" + COMPANY_DOMAIN
    tok = uuid4(r)
    return {
        "tok": tok,
        "wst": uuid4(r),
        "b": b64_of(f"{user}:{tok}"),
        "acct": "tresmareslogistica-" + pick(r, UPPER_ALNUM, 6),
        "d": day(r),
    }


def _rabbit(r: Random) -> dict[str, str]:
    return {
        "pw": _url_pw(r),
        "user": r.choice(("edi_worker", "mule", "tracking-svc", "admin", "powerbi_feed")),
        "host": r.choice(
            ("rabbit01.mty.tresmareslog.local", "10.40.3.12", "mq-ist.tresmareslog.local")
        ),
        "cookie": pick(r, UPPER, 20),
    }


def _oracle_pw(r: Random) -> str:
    return pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz", 1) + pick(
        r, ALNUM + "_#", r.choice((15, 17, 21))
    )


def _oracle(r: Random) -> dict[str, str]:
    return {
        "pw": _oracle_pw(r),
        "user": r.choice(("edi_stage", "wms_read", "EDI_STAGE", "tms_api")),
        "host": r.choice(DB_HOSTS[:2]),
        "svc": r.choice(("WMSPRD", "WMSQA", "TMSPRD")),
    }


def _sqlserver(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24)), "!%*+-.?@^_~"),
        "user": r.choice(("svc_edi", "tms_api", "powerbi_reader", "svc_boomi")),
        "host": r.choice(DB_HOSTS[2:]),
        "icn": icn(r),
    }


def _secret_managers(r: Random) -> dict[str, str]:
    payload = (
        '{"signInAddress":"tresmares.1password.com","userAuth":{"method":"SRPg-4096",'
        f'"alg":"PBES2g-HS256","iterations":650000,"salt":"{b64url(r, 16)}"}},'
        f'"email":"{pick(r, LOWER_ALNUM, 13)}@1passwordserviceaccounts.com",'
        f'"srpX":"{hexs(r, 64)}","muk":{{"alg":"A256GCM","ext":true,"k":"{b64url(r, 32)}",'
        '"key_ops":["encrypt","decrypt"],"kty":"oct","kid":"mp"},'
        f'"secretKey":"A3-{pick(r, UPPER_ALNUM, 6)}-{pick(r, UPPER_ALNUM, 6)}-'
        f"{pick(r, UPPER_ALNUM, 5)}-{pick(r, UPPER_ALNUM, 5)}-{pick(r, UPPER_ALNUM, 5)}-"
        f'{pick(r, UPPER_ALNUM, 5)}","throttleSecret":{{"seed":"{hexs(r, 64)}",'
        f'"uuid":"{pick(r, UPPER_ALNUM, 26)}"}},"deviceUuid":"{pick(r, LOWER_ALNUM, 26)}"}}'
    )
    ksm = (
        '{"hostname": "keepersecurity.com", '
        f'"clientId": "{b64(r, 64)}", '
        f'"privateKey": "{b64(r, 138)}", '
        f'"serverPublicKeyId": "10", "appKey": "{b64(r, 32)}", '
        f'"appOwnerPublicKey": "{b64(r, 91)}"}}'
    )
    return {
        "ops": _OPS + b64url_of(payload.encode()),
        "kt": _KSM_US + b64url(r, 32),
        "cfg": b64_of(ksm),
        "d": day(r),
    }


def _ado(r: Random) -> dict[str, str]:
    return {
        "pat": pick(r, B32_LOWER, 52),
        "user": r.choice(("tmx-edi", "rodrigo.garza", "build")),
        "d": day(r),
        "m": r.choice(("07", "08", "09")),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "icn": icn(r),
        "cont": container(r),
        "u": uuid4(r),
        "sha": hexs(r, 40),
        "awb": awb(r),
        "hbl": tmx_hbl(r),
        "fp": ssh_fingerprint(r),
        "mic": b64(r, 32),
        "ups": pick(r, ALNUM, 64),
        "sbk": b64(r, 32),
        "pw": _url_pw(r),
        "ns": r.choice(SB_NAMESPACES),
        "d": day(r),
        "t": clock(r),
        "ups_cid": pick(r, ALNUM, 48),
        "host": r.choice(INTERNAL_HOSTS),
    }


# ---------------------------------------------------------------------------------------

SECRETS: tuple[Kind, ...] = (
    Kind(
        "as2_signing_private_key",
        (
            "AS2 signing key for the ⟨year⟩ cert, exported from the .pfx so OpenAS2 can read "
            "it (move to Keeper!):\n\n" + B_PK + "\n⟨key⟩\n" + E_PK,
            "$ openssl pkcs12 -in tmx_as2_sign_2027.pfx -nocerts -nodes | sed -n '/BEGIN/,/END/p'\n"
            + B_PK
            + "\n⟨key⟩\n"
            + E_PK,
            "as2:\n  partner: ⟨pid⟩\n  url: https://as2.⟨pdomain⟩/as2/receive\n"
            "  signing_key: |\n    " + B_PK + "\n⟨key_ind⟩\n    " + E_PK,
            '{"alias": "tmx-sign-⟨year⟩", "partner": "⟨pid⟩", "privateKeyPem": "'
            + B_PK
            + "\\n⟨key_json⟩\\n"
            + E_PK
            + '\\n"}',
            "Sertifika yenilendi (⟨who⟩ onayladı); özel anahtar geçici olarak burada, "
            "Keeper'a taşınacak:\n\n" + B_RSA + "\n⟨rsa⟩\n" + E_RSA,
            "Llave privada del certificado AS2 nuevo para ⟨partner⟩ (la pidió Daniela para el "
            "Cleo de QA):\n\n" + B_PK + "\n⟨key⟩\n" + E_PK + "\n",
            B_RSA + "\n⟨rsa⟩\n" + E_RSA + "\n(tmx_as2_2027.key — the one ⟨pid⟩ pinned)",
        ),
        _as2_key,
        n=7,
        secrets=("key", "key_ind", "key_json", "rsa"),
    ),
    Kind(
        "keystore_and_pgp_passphrases",
        (
            "openssl pkcs12 -export -in tmx_as2.crt -inkey tmx_as2.key -out tmx_as2_2027.pfx "
            "-passout pass:⟨pwq⟩",
            "keytool -importkeystore -srckeystore tmx_as2_2027.pfx -srcstoretype PKCS12 "
            "-srcstorepass '⟨pw⟩' -destkeystore as2_certs.p12 -deststorepass '⟨pw⟩'",
            '<certificates classname="org.openas2.cert.PKCS12CertificateFactory"\n'
            '    filename="%home%/as2_certs.p12"\n    password="⟨pw⟩"\n    interval="300"/>',
            "Contraseña del .pfx de firma AS2 (la que puso ⟨who⟩ al exportarlo): ⟨pw⟩",
            "gpg --batch --pinentry-mode loopback --passphrase '⟨pw⟩' -d "
            "IFTSTA_⟨n⟩.edi.pgp > IFTSTA_⟨n⟩.edi",
            "PFX şifresi: ⟨pw⟩ — ⟨who_tr⟩ ile telefonda paylaştım, e-postayla göndermedim",
            "AS2_KEYSTORE_PASSWORD=⟨pwq⟩\nAS2_KEYSTORE_PATH=/opt/openas2/config/as2_certs.p12\n"
            "AS2_PARTNER=⟨pid⟩",
        ),
        _keystore,
        n=7,
        secrets=("pw", "pwq"),
    ),
    Kind(
        "sftp_partner_password",
        (
            "sshpass -p '⟨pw⟩' sftp -oPort=⟨port⟩ ⟨user⟩@⟨host⟩",
            "lftp -u ⟨user⟩,'⟨pw⟩' sftp://⟨host⟩:⟨port⟩ -e 'mirror --only-newer ⟨dir⟩ ./in; bye'",
            'open sftp://⟨user⟩:⟨pw⟩@⟨host⟩:⟨port⟩/ -hostkey="ssh-ed25519 255 ⟨fp⟩"',
            "| ⟨partner⟩ | ⟨host⟩ | ⟨user⟩ | ⟨pw⟩ | ⟨dir⟩ |",
            "Credenciales SFTP de ⟨partner⟩ (las mandó su TI por WhatsApp 🙄): usuario ⟨user⟩ "
            "/ contraseña ⟨pw⟩",
            "SFTP của ⟨partner⟩: user ⟨user⟩, mật khẩu ⟨pw⟩ (đổi sau khi go-live)",
            'transport.connect(username="⟨user⟩", password="⟨pw⟩")  # ⟨host⟩:⟨port⟩, ⟨dir⟩',
        ),
        _sftp,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "sftp_openssh_private_key",
        (
            B_SSH + "\n⟨key⟩\n" + E_SSH,
            "~/.ssh/id_ed25519_⟨pslug⟩ (the key ⟨partner⟩ whitelisted for the 856 drop):\n\n"
            + B_SSH
            + "\n⟨key⟩\n"
            + E_SSH,
            "$ cat ~/.ssh/tmx_sftp_ed25519\n" + B_SSH + "\n⟨key⟩\n" + E_SSH,
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: sftp-⟨pslug⟩\ntype: Opaque\n"
            "stringData:\n  id_ed25519: |\n    " + B_SSH + "\n⟨key_ind⟩\n    " + E_SSH,
            "Llave privada para el SFTP de ⟨partner⟩, generada en edi-gw01 (comentario "
            "⟨comment⟩):\n\n" + B_SSH + "\n⟨key⟩\n" + E_SSH + "\n",
        ),
        _openssh,
        n=7,
        secrets=("key", "key_ind"),
    ),
    Kind(
        "pgp_private_key_block",
        (
            "$ gpg --armor --export-secret-keys ⟨email⟩\n" + B_PGP + "\n\n⟨body⟩\n⟨crc⟩\n" + E_PGP,
            "Clave PGP privada (⟨partner⟩ cifra los 856 con nuestra pública, fpr ⟨fpr⟩):\n\n"
            + B_PGP
            + "\n\n⟨body⟩\n⟨crc⟩\n"
            + E_PGP,
            "Özel PGP anahtarı — ⟨partner⟩ dosyaları bununla çözülüyor:\n\n"
            + B_PGP
            + "\nComment: ⟨email⟩\n\n⟨body⟩\n⟨crc⟩\n"
            + E_PGP,
            B_PGP + "\n\n⟨body⟩\n⟨crc⟩\n" + E_PGP + "\n\npasted into Boomi > Certificates > "
            "PGP for the ⟨pid⟩ process",
        ),
        _pgp,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "sap_rfc_password",
        (
            "jco.client.ashost=⟨host⟩\njco.client.sysnr=⟨sysnr⟩\njco.client.client=⟨client⟩\n"
            "jco.client.user=⟨user⟩\njco.client.passwd=⟨pw⟩\njco.client.lang=ES",
            'conn = Connection(ashost="⟨host⟩", sysnr="⟨sysnr⟩", client="⟨client⟩", '
            'user="⟨user⟩", passwd="⟨pw⟩")',
            "RFC user ⟨user⟩ in S4P/⟨client⟩: Basis reset the password to ⟨pw⟩ (type System, "
            "no expiry). IDoc ⟨docnum⟩ went through after that.",
            "Usuario RFC para los IDocs DESADV: ⟨user⟩ / ⟨pw⟩ — mandante ⟨client⟩",
            'sap:\n  jcoClient: "⟨client⟩"\n  jcoUser: "⟨user⟩"\n  jcoPasswd: "⟨pw⟩"\n'
            '  jcoAsHost: "⟨host⟩"\n  jcoSysNr: "⟨sysnr⟩"',
            "DEST=S4P\nTYPE=A\nASHOST=⟨host⟩\nSYSNR=⟨sysnr⟩\nCLIENT=⟨client⟩\nUSER=⟨user⟩\n"
            "PASSWD=⟨pw⟩\nLANG=EN",
        ),
        _sap_rfc,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "sap_odata_basic_credentials",
        (
            "curl -u ⟨user⟩:'⟨pw⟩' 'https://⟨host⟩/sap/opu/odata/sap/⟨svc⟩/$metadata'",
            'curl -H "Authorization: Basic ⟨b⟩" -H "x-csrf-token: fetch" '
            "https://⟨host⟩/sap/opu/odata/sap/⟨svc⟩/",
            '"auth": {\n  "type": "basic",\n  "basic": [\n    {"key": "password", "value": '
            '"⟨pw⟩"},\n    {"key": "username", "value": "⟨user⟩"}\n  ]\n}',
            'Source = OData.Feed("https://⟨host⟩/sap/opu/odata/sap/⟨svc⟩", null, '
            '[Headers = [Authorization = "Basic ⟨b⟩"]])',
            "2027-06-⟨d⟩ ⟨t⟩ DEBUG odata.client > GET /sap/opu/odata/sap/⟨svc⟩/"
            "A_OutbDeliveryHeader('⟨deliv⟩')\n2027-06-⟨d⟩ ⟨t⟩ DEBUG odata.client > "
            "Authorization: Basic ⟨b⟩",
            "Usuario de servicio OData ⟨user⟩, pass ⟨pw⟩ (solo lectura en ⟨svc⟩)",
        ),
        _sap_odata,
        n=7,
        secrets=("pw", "b"),
    ),
    Kind(
        "sap_btp_service_key_secret",
        (
            '{\n  "oauth": {\n    "clientid": "⟨cid⟩",\n    "clientsecret": "⟨cs⟩",\n'
            '    "url": "https://⟨sub⟩.it-cpi018-rt.cfapps.us10-002.hana.ondemand.com",\n'
            '    "tokenurl": "https://⟨sub⟩.authentication.us10.hana.ondemand.com/oauth/token"\n'
            "  }\n}",
            "curl -s -X POST https://⟨sub⟩.authentication.us10.hana.ondemand.com/oauth/token "
            "-d grant_type=client_credentials -u '⟨cid⟩:⟨cs⟩'",
            "CPI service key for the ⟨flow⟩ iFlow — clientsecret ⟨cs⟩",
            "CPI_CLIENT_ID='⟨cid⟩'\nCPI_CLIENT_SECRET='⟨cs⟩'\n"
            "CPI_TOKEN_URL=https://⟨sub⟩.authentication.us10.hana.ondemand.com/oauth/token",
            "Clave de servicio de Integration Suite (⟨flow⟩): secreto ⟨cs⟩ — el clientid es "
            "el que empieza con sb-",
        ),
        _btp,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "fedex_secret_key",
        (
            "curl -X POST https://apis.fedex.com/oauth/token -H 'Content-Type: "
            "application/x-www-form-urlencoded' -d 'grant_type=client_credentials&"
            "client_id=⟨key⟩&client_secret=⟨secret⟩'",
            "FEDEX_CLIENT_ID=⟨key⟩\nFEDEX_CLIENT_SECRET=⟨secret⟩\nFEDEX_ACCOUNT_NUMBER=⟨acct⟩",
            "<WebAuthenticationDetail>\n  <UserCredential>\n    <Key>⟨lkey⟩</Key>\n"
            "    <Password>⟨lpw⟩</Password>\n  </UserCredential>\n</WebAuthenticationDetail>\n"
            "<ClientDetail>\n  <AccountNumber>⟨acct⟩</AccountNumber>\n"
            "  <MeterNumber>⟨meter⟩</MeterNumber>\n</ClientDetail>",
            "FedEx secret key (prod project 'TMX Rates'): ⟨secret⟩ — API key is ⟨key⟩",
            "FedEx: la secret key de producción es ⟨secret⟩, no la de sandbox; con esa ya "
            "rastrea el ⟨trk⟩",
        ),
        _fedex,
        n=7,
        secrets=("secret", "lpw"),
    ),
    Kind(
        "ups_oauth_client_secret",
        (
            "curl -X POST https://onlinetools.ups.com/security/v1/oauth/token "
            "-u '⟨cid⟩:⟨cs⟩' -H 'x-merchant-id: ⟨shipper⟩' -d grant_type=client_credentials",
            "UPS_CLIENT_ID=⟨cid⟩\nUPS_CLIENT_SECRET=⟨cs⟩\nUPS_SHIPPER_NUMBER=⟨shipper⟩",
            "2027-06-⟨d⟩ ⟨t⟩ DEBUG ups-gw POST /security/v1/oauth/token "
            "headers={'Authorization': 'Basic ⟨b⟩', 'x-merchant-id': '⟨shipper⟩'}",
            "ups:\n  oauth:\n    client-id: ⟨cid⟩\n    client-secret: ⟨cs⟩\n"
            "    shipper-number: ⟨shipper⟩",
            "UPS client secret (prod app 'TMX-IST-Rating'): ⟨cs⟩ — 1Z test: ⟨trk⟩",
        ),
        _ups,
        n=7,
        secrets=("cs", "b"),
    ),
    Kind(
        "dhl_express_api_credentials",
        (
            "curl -u '⟨user⟩:⟨pw⟩' 'https://express.api.dhl.com/mydhlapi/shipments/⟨awb⟩/tracking'",
            "MyDHL API (prod): user ⟨user⟩ / pw ⟨pw⟩ — account ⟨acct⟩",
            "DHL_EXPRESS_USERNAME=⟨user⟩\nDHL_EXPRESS_PASSWORD=⟨pw⟩\nDHL_EXPRESS_ACCOUNT=⟨acct⟩",
            "Authorization: Basic ⟨b⟩   ← MyDHL header from Postman, account ⟨acct⟩",
            "Tài khoản MyDHL API của văn phòng HCM: ⟨user⟩ / ⟨pw⟩",
            "curl -H 'DHL-API-Key: ⟨tkey⟩' "
            "'https://api-eu.dhl.com/track/shipments?trackingNumber=⟨awb⟩'",
        ),
        _dhl,
        n=7,
        secrets=("pw", "b", "tkey"),
    ),
    Kind(
        "maersk_consumer_key_and_secret",
        (
            "curl -H 'Consumer-Key: ⟨ck⟩' "
            "'https://api.maersk.com/track-and-trace-private/events?carrierBookingReference=⟨bkg⟩'",
            "MAERSK_CONSUMER_KEY=⟨ck⟩\nMAERSK_CLIENT_SECRET=⟨cs⟩",
            "curl -X POST https://api.maersk.com/customer-identity/oauth/v2/access_token "
            "-H 'Consumer-Key: ⟨ck⟩' -d 'grant_type=client_credentials&client_id=⟨ck⟩&"
            "client_secret=⟨cs⟩'",
            "Maersk Developer Portal → app '⟨app⟩' → Consumer Key ⟨ck⟩ (the one the "
            "Consumer-Key header wants)",
            "Maersk API anahtarı (Consumer-Key): ⟨ck⟩, secret: ⟨cs⟩ — booking ⟨bkg⟩ ile test ettim",
        ),
        _maersk,
        n=7,
        secrets=("ck", "cs"),
    ),
    Kind(
        "project44_client_secret",
        (
            "curl -X POST https://na12.api.project44.com/api/v4/oauth2/token "
            "-d 'grant_type=client_credentials&client_id=⟨cid⟩&client_secret=⟨cs⟩'",
            "P44_CLIENT_ID=⟨cid⟩\nP44_CLIENT_SECRET=⟨cs⟩",
            "project44 webhook signing secret (X-P44-Signature, HMAC-SHA256): ⟨ws⟩",
            "project44: secreto del cliente OAuth 'tmx-visibility-prod' → ⟨cs⟩",
            "curl -H 'Authorization: Bearer ⟨at⟩' "
            "'https://na12.api.project44.com/api/v4/tl/shipments/tracking?shipmentIdentifier=⟨load⟩'",
        ),
        _p44,
        n=7,
        secrets=("cs", "ws", "at"),
    ),
    Kind(
        "fourkites_api_credentials",
        (
            "curl 'https://api.fourkites.com/shipments/tracking?loadNumber=⟨load⟩&apikey=⟨ak⟩'",
            "FOURKITES_API_KEY=⟨ak⟩\nFOURKITES_SHARED_SECRET=⟨sec⟩",
            'signature = hmac.new(b"⟨sec⟩", canonical.encode(), hashlib.sha1).hexdigest()',
            "FourKites prod: shared secret ⟨sec⟩ (key ⟨ak⟩) — sandbox ones don't work on prod",
            "curl -u '⟨user⟩:⟨pw⟩' 'https://api.fourkites.com/api/v1/tracking?load_number=⟨load⟩'",
        ),
        _fourkites,
        n=7,
        secrets=("ak", "sec", "pw"),
    ),
    Kind(
        "carrier_oauth_access_token",
        (
            "Authorization: Bearer ⟨jwt⟩",
            '{"access_token":"⟨jwt⟩","token_type":"bearer","expires_in":3599,"scope":"CXS-TP"}',
            'curl -H "Authorization: Bearer ⟨jwt⟩" -H "Content-Type: application/json" '
            "https://apis.fedex.com/track/v1/trackingnumbers -d "
            '\'{"trackingInfo":[{"trackingNumberInfo":{"trackingNumber":"⟨trk⟩"}}]}\'',
            "token de acceso que sacó Postman (caduca en 1 h): ⟨jwt⟩",
            "2027-06-⟨d⟩T⟨t⟩.⟨ms⟩Z INFO carrier-gw POST /ship/v1/shipments "
            "headers={authorization: 'Bearer ⟨jwt⟩'}",
        ),
        _carrier_jwt,
        n=7,
        secrets=("jwt",),
    ),
    Kind(
        "vucem_efirma_passwords",
        (
            "Contraseña de la FIEL (llave privada .key) del representante legal: ⟨fpw⟩",
            "VUCEM web service: usuario ⟨rfc⟩ / contraseña WS ⟨ws⟩ — la generó ⟨who⟩ en el "
            "portal el ⟨d⟩/06",
            "<wsse:UsernameToken>\n  <wsse:Username>⟨rfc⟩</wsse:Username>\n"
            "  <wsse:Password>⟨ws⟩</wsse:Password>\n</wsse:UsernameToken>",
            "openssl pkcs8 -inform DER -in ⟨rfc_l⟩.key -passin pass:⟨fpw⟩ -out fiel_⟨rfc_l⟩.pem",
            "VUCEM_RFC=⟨rfc⟩\nVUCEM_WS_PASSWORD=⟨ws⟩\nFIEL_KEY_PASSWORD=⟨fpw⟩",
            "- [x] e.firma renovada ⟨d⟩/06; nueva contraseña de la llave: ⟨fpw⟩",
        ),
        _vucem,
        n=7,
        secrets=("ws", "fpw"),
    ),
    Kind(
        "cfdi_pac_stamping_credentials",
        (
            'sw = StampService(url="https://services.sw.com.mx", user="timbrado@tresmareslog.com", '
            'password="⟨pw⟩")',
            "Token de timbrado SW (el infinito, del portal): ⟨tok⟩",
            "<tns:username>timbrado@tresmareslog.com</tns:username>\n"
            "<tns:password>⟨pw⟩</tns:password>",
            "PAC_USER=timbrado@tresmareslog.com\nPAC_PASSWORD=⟨pw⟩\n"
            "PAC_URL=https://facturacion.finkok.com/servicios/soap/stamp.wsdl",
            "Contraseña de la llave privada del CSD de la sucursal ⟨suc⟩ (para Carta Porte): "
            "⟨csdpw⟩",
        ),
        _pac,
        n=7,
        secrets=("pw", "tok", "csdpw"),
    ),
    Kind(
        "turkish_customs_and_einvoice_credentials",
        (
            "BİLGE web servis kullanıcısı ⟨user⟩, şifre: ⟨pw⟩ (müşavirlik firması verdi)",
            'client = EFaturaClient(username="⟨vkn⟩", password="⟨pw⟩", '
            'wsdl="https://efaturaws.⟨integ⟩.com.tr/EFaturaService?wsdl")',
            "E_IRSALIYE_API_KEY=⟨key⟩\nE_IRSALIYE_VKN=⟨vkn⟩",
            "e-İrsaliye portal şifresi değişti → ⟨pw⟩ (⟨who⟩ haberdar)",
            "| İstanbul | BİLGE WS | ⟨user⟩ | ⟨pw⟩ |",
            "<wsse:UsernameToken>\n  <wsse:Username>⟨user⟩</wsse:Username>\n"
            "  <wsse:Password>⟨pw⟩</wsse:Password>\n</wsse:UsernameToken>",
        ),
        _turkey,
        n=7,
        secrets=("pw", "key"),
    ),
    Kind(
        "vietnam_customs_and_einvoice_credentials",
        (
            "ECUS5-VNACCS: mã người sử dụng ⟨uid⟩, mật khẩu ⟨pw⟩ (Chi cục HQ Cát Lái)",
            'requests.post(url, auth=("⟨mst⟩", "⟨pw⟩"), json=payload)  # S-Invoice, MST ⟨mst⟩',
            "Mật khẩu HĐĐT cho MST ⟨mst⟩: ⟨pw⟩ — ⟨who⟩ nhắc đổi trước 30/6",
            "VNACCS_USER=⟨uid⟩\nVNACCS_PASSWORD=⟨pw⟩\nEINVOICE_PASSWORD=⟨pw2⟩",
            "Mật khẩu file chứng thư số .p12 (ký tờ khai): ⟨pw2⟩",
        ),
        _vietnam,
        n=7,
        secrets=("pw", "pw2"),
    ),
    Kind(
        "samsara_api_token",
        (
            'curl -H "Authorization: Bearer ⟨t⟩" https://api.samsara.com/fleet/vehicles/locations',
            "SAMSARA_API_TOKEN=⟨t⟩",
            "Token de Samsara (org Tresmares MX, lectura de vehículos y conductores; lo creó "
            "⟨who⟩): ⟨t⟩",
            'HEADERS = {"Authorization": "Bearer ⟨t⟩", "Accept": "application/json"}',
            "Samsara webhook secret (base64, for X-Samsara-Signature): ⟨ws⟩",
            "curl -s -H 'Authorization: Bearer ⟨t⟩' "
            "'https://api.samsara.com/fleet/vehicles/stats?types=gps&vehicleIds=⟨veh⟩' | jq .",
        ),
        _samsara,
        n=7,
        secrets=("t", "ws"),
    ),
    Kind(
        "geotab_password_and_session",
        (
            'api = mygeotab.API(username="⟨user⟩", password="⟨pw⟩", database="⟨db⟩")',
            '{"result":{"credentials":{"database":"⟨db⟩","sessionId":"⟨sid⟩","userName":'
            '"⟨user⟩"},"path":"my⟨srv⟩.geotab.com"},"jsonrpc":"2.0"}',
            "GEOTAB_USERNAME=⟨user⟩\nGEOTAB_PASSWORD=⟨pw⟩\nGEOTAB_DATABASE=⟨db⟩",
            'curl https://my⟨srv⟩.geotab.com/apiv1 -d \'{"method":"Get","params":'
            '{"typeName":"LogRecord","search":{"deviceSearch":{"id":"⟨dev⟩"}},"credentials":'
            '{"database":"⟨db⟩","userName":"⟨user⟩","sessionId":"⟨sid⟩"}}}\'',
            "Geotab: la cuenta de servicio ⟨user⟩ tiene pass ⟨pw⟩, no expira",
        ),
        _geotab,
        n=7,
        secrets=("pw", "sid"),
    ),
    Kind(
        "servicebus_eventhubs_sas_key",
        (
            "Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨pol⟩;"
            "SharedAccessKey=⟨k⟩",
            "Endpoint=sb://⟨eh⟩.servicebus.windows.net/;SharedAccessKeyName=⟨pol⟩;"
            "SharedAccessKey=⟨k⟩;EntityPath=⟨hub⟩",
            "$ az servicebus namespace authorization-rule keys list -g ⟨rg⟩ --namespace-name "
            '⟨ns⟩ -n ⟨pol⟩\n{\n  "keyName": "⟨pol⟩",\n  "primaryConnectionString": '
            '"Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨pol⟩;'
            'SharedAccessKey=⟨k⟩",\n  "primaryKey": "⟨k⟩",\n  "secondaryConnectionString": '
            '"Endpoint=sb://⟨ns⟩.servicebus.windows.net/;SharedAccessKeyName=⟨pol⟩;'
            'SharedAccessKey=⟨k2⟩",\n  "secondaryKey": "⟨k2⟩"\n}',
            '{\n  "IsEncrypted": false,\n  "Values": {\n    "AzureWebJobsStorage": '
            '"UseDevelopmentStorage=true",\n    "ServiceBusConnection": "Endpoint=sb://⟨ns⟩.'
            'servicebus.windows.net/;SharedAccessKeyName=⟨pol⟩;SharedAccessKey=⟨k⟩"\n  }\n}',
            "Clave SAS de la política ⟨pol⟩ del namespace ⟨ns⟩: ⟨k⟩",
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            'username="$ConnectionString" password="Endpoint=sb://⟨eh⟩.servicebus.windows.net/;'
            'SharedAccessKeyName=⟨pol⟩;SharedAccessKey=⟨k⟩";',
        ),
        _servicebus,
        n=7,
        secrets=("k", "k2"),
    ),
    Kind(
        "azure_sas_token_signature",
        (
            "SharedAccessSignature sr=⟨sr⟩&sig=⟨sig⟩&se=⟨se⟩&skn=send-214",
            "https://⟨acct⟩.blob.core.windows.net/edi-inbound?sv=2022-11-02&ss=b&srt=co&sp=rwl"
            "&se=2027-07-01T05:00:00Z&st=2027-06-01T05:00:00Z&spr=https&sig=⟨sig⟩",
            "azcopy copy './out/*.edi' 'https://⟨acct⟩.blob.core.windows.net/partner-drop/⟨pslug⟩"
            "?sp=racwl&st=2027-06-⟨d⟩T00:00:00Z&se=2027-06-30T23:59:00Z&spr=https&sv=2022-11-02"
            "&sr=c&sig=⟨sig⟩'",
            "AZURE_BLOB_SAS='?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2027-12-31T06:00:00Z&spr=https"
            "&sig=⟨sig⟩'",
            "SAS del contenedor para que ⟨partner⟩ suba sus 856 (vence el 30/06): "
            "https://⟨acct⟩.blob.core.windows.net/partner-drop/⟨pslug⟩?sv=2022-11-02&sr=c"
            "&sp=cw&se=2027-06-30T23:59:00Z&sig=⟨sig⟩",
            'curl -X POST "https://⟨ns⟩.servicebus.windows.net/⟨queue⟩/messages" -H '
            '"Authorization: SharedAccessSignature sr=⟨sr⟩&sig=⟨sig⟩&se=⟨se⟩&skn=send-214" '
            "--data-binary @TMX_214.edi",
        ),
        _sas,
        n=7,
        secrets=("sig",),
    ),
    Kind(
        "azure_storage_account_key",
        (
            "DefaultEndpointsProtocol=https;AccountName=⟨acct⟩;AccountKey=⟨k⟩;"
            "EndpointSuffix=core.windows.net",
            "az storage blob list --account-name ⟨acct⟩ --account-key ⟨k⟩ -c edi-archive "
            "--prefix 2027/06/⟨d⟩/ -o table",
            "AZURE_STORAGE_ACCOUNT=⟨acct⟩\nAZURE_STORAGE_KEY=⟨k⟩",
            '$ az storage account keys list -n ⟨acct⟩ -o json\n[\n  {\n    "creationTime": '
            '"2027-06-⟨d⟩T14:02:11.000000+00:00",\n    "keyName": "key1",\n    "permissions": '
            '"FULL",\n    "value": "⟨k⟩"\n  },\n  {\n    "creationTime": '
            '"2027-06-⟨d⟩T14:02:11.000000+00:00",\n    "keyName": "key2",\n    "permissions": '
            '"FULL",\n    "value": "⟨k2⟩"\n  }\n]',
            "Storage del SFTP de Azure (⟨acct⟩) — key1: ⟨k⟩",
            "az storage account local-user regenerate-password --account-name ⟨acct⟩ -n "
            '⟨pslug⟩ → {"sshPassword": "⟨sp⟩"} (password for ⟨partner⟩\'s SFTP local user)',
        ),
        _storage,
        n=7,
        secrets=("k", "k2", "sp"),
    ),
    Kind(
        "entra_client_secret_powerbi",
        (
            "Power BI embed service principal: tenant ⟨tid⟩, app ⟨appid⟩, secret ⟨cs⟩",
            "AZURE_TENANT_ID=⟨tid⟩\nAZURE_CLIENT_ID=⟨appid⟩\nAZURE_CLIENT_SECRET=⟨cs⟩",
            'app = msal.ConfidentialClientApplication("⟨appid⟩", authority='
            '"https://login.microsoftonline.com/⟨tid⟩", client_credential="⟨cs⟩")',
            "$ az ad app credential reset --id ⟨appid⟩ --display-name powerbi-refresh-2027\n"
            '{\n  "appId": "⟨appid⟩",\n  "password": "⟨cs⟩",\n  "tenant": "⟨tid⟩"\n}',
            "curl -X POST https://login.microsoftonline.com/⟨tid⟩/oauth2/v2.0/token "
            "-d client_id=⟨appid⟩ -d 'client_secret=⟨cs⟩' "
            "-d scope=https://analysis.windows.net/powerbi/api/.default "
            "-d grant_type=client_credentials",
            "Power BI veri yenileme için client secret (6 ay geçerli, workspace ⟨ws⟩): ⟨cs⟩",
        ),
        _entra,
        n=7,
        secrets=("cs",),
    ),
    Kind(
        "mulesoft_anypoint_secrets",
        (
            "anypoint-cli-v4 conf client_id ⟨cid⟩ && anypoint-cli-v4 conf client_secret ⟨cs⟩",
            "mvn clean deploy -DmuleDeploy -Danypoint.client.id=⟨cid⟩ "
            "-Danypoint.client.secret=⟨cs⟩ -Dmule.key=⟨mk⟩ -Denv=prod",
            "Secure properties key (mule.key) for ⟨app⟩ prod: ⟨mk⟩",
            "anypoint:\n  platform:\n    client_id: ⟨cid⟩\n    client_secret: ⟨cs⟩\n  app: ⟨app⟩",
            "Anypoint MQ client app 'edi-events': client id ⟨mqid⟩, client secret ⟨mqcs⟩",
        ),
        _mule,
        n=7,
        secrets=("cs", "mk", "mqcs"),
    ),
    Kind(
        "boomi_api_and_listener_tokens",
        (
            'curl -u "BOOMI_TOKEN.integraciones@tresmareslog.com:⟨tok⟩" '
            "https://api.boomi.com/api/rest/v1/⟨acct⟩/ExecutionRecord/query "
            '-H "Content-Type: application/json" -d @query.json',
            "Boomi API token (user integraciones@…, created 2027-06-⟨d⟩): ⟨tok⟩",
            "Shared Web Server auth for the 214 listener: user ⟨acct⟩.X7Q2LM, token ⟨wst⟩",
            "Token de la API de Boomi para el monitor de ejecuciones: ⟨tok⟩ "
            "(usuario BOOMI_TOKEN.integraciones@tresmareslog.com)",
            "Authorization: Basic ⟨b⟩  (Boomi AtomSphere API, account ⟨acct⟩)",
        ),
        _boomi,
        n=7,
        secrets=("tok", "wst", "b"),
    ),
    Kind(
        "rabbitmq_password_and_cookie",
        (
            "AMQP_URL=amqp://⟨user⟩:⟨pw⟩@⟨host⟩:5672/edi",
            "rabbitmqctl add_user ⟨user⟩ '⟨pw⟩' && rabbitmqctl set_permissions -p edi ⟨user⟩ "
            "'^edi\\..*' '.*' '.*'",
            "$ sudo cat /var/lib/rabbitmq/.erlang.cookie\n⟨cookie⟩",
            "spring:\n  rabbitmq:\n    host: ⟨host⟩\n    username: ⟨user⟩\n    password: ⟨pw⟩\n"
            "    virtual-host: edi",
            "RabbitMQ yönetim arayüzü (İstanbul): ⟨user⟩ / ⟨pw⟩",
            "curl -u ⟨user⟩:⟨pw⟩ http://⟨host⟩:15672/api/queues/edi | jq '.[].messages'",
            "Erlang cookie del cluster (tiene que ser igual en los 3 nodos): ⟨cookie⟩",
        ),
        _rabbit,
        n=7,
        secrets=("pw", "cookie"),
    ),
    Kind(
        "oracle_database_password",
        (
            "sqlplus ⟨user⟩/⟨pw⟩@//⟨host⟩:1521/⟨svc⟩",
            "spring.datasource.url=jdbc:oracle:thin:@//⟨host⟩:1521/⟨svc⟩\n"
            "spring.datasource.username=⟨user⟩\nspring.datasource.password=⟨pw⟩",
            'ALTER USER ⟨user⟩ IDENTIFIED BY "⟨pw⟩";',
            "orapki wallet create -wallet /u01/app/oracle/wallet -pwd '⟨pw⟩' -auto_login",
            "Oracle WMS Monterrey: usuario ⟨user⟩, clave ⟨pw⟩ (servicio ⟨svc⟩)",
            'conn = oracledb.connect(user="⟨user⟩", password="⟨pw⟩", dsn="⟨host⟩/⟨svc⟩")',
            'SQL> CONNECT ⟨user⟩/"⟨pw⟩"@⟨svc⟩\nConnected.',
        ),
        _oracle,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "sqlserver_password",
        (
            "Server=⟨host⟩,1433;Database=TMS_MTY;User Id=⟨user⟩;Password=⟨pw⟩;Encrypt=True;"
            "TrustServerCertificate=False;",
            "sqlcmd -S ⟨host⟩ -U ⟨user⟩ -P '⟨pw⟩' -d TMS_MTY -Q \"SELECT TOP 5 * FROM "
            'edi.Inbound214 ORDER BY ReceivedAt DESC"',
            '"ConnectionStrings": {\n  "Tms": "Server=⟨host⟩;Database=TMS_MTY;User Id=⟨user⟩;'
            'Password=⟨pw⟩;Encrypt=True"\n}',
            "CREATE LOGIN ⟨user⟩ WITH PASSWORD = '⟨pw⟩', CHECK_POLICY = ON;",
            "Invoke-Sqlcmd -ServerInstance ⟨host⟩ -Username ⟨user⟩ -Password '⟨pw⟩' "
            "-Query 'EXEC edi.usp_Reprocess214 @ControlNumber = ⟨icn⟩'",
            "SQL Server kho HCM: ⟨user⟩ / ⟨pw⟩ (TẠM THỜI, đổi sau go-live)",
        ),
        _sqlserver,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_manager_access_tokens",
        (
            "export OP_SERVICE_ACCOUNT_TOKEN=⟨ops⟩",
            "ksm profile init --token ⟨kt⟩",
            "1Password service account 'edi-ci' (read-only on vault Integraciones): ⟨ops⟩",
            "Keeper Secrets Manager one-time token for edi-gw02 (created ⟨d⟩/06, not used "
            "yet): ⟨kt⟩",
            "- uses: 1password/load-secrets-action@v2\n  env:\n    OP_SERVICE_ACCOUNT_TOKEN: ⟨ops⟩",
            "KSM_CONFIG=⟨cfg⟩",
        ),
        _secret_managers,
        n=7,
        secrets=("ops", "kt", "cfg"),
    ),
    Kind(
        "azure_devops_pat",
        (
            "git clone https://⟨user⟩:⟨pat⟩@dev.azure.com/tresmares/Integraciones/_git/edi-maps",
            "AZURE_DEVOPS_EXT_PAT=⟨pat⟩ az repos pr list --project Integraciones",
            "echo ⟨pat⟩ | az devops login --organization https://dev.azure.com/tresmares",
            "ADO PAT (Code R/W, vence 2027-⟨m⟩-⟨d⟩): ⟨pat⟩",
            "dotnet nuget add source https://pkgs.dev.azure.com/tresmares/_packaging/edi-libs/"
            "nuget/v3/index.json -n edi-libs -u ⟨user⟩ -p ⟨pat⟩ --store-password-in-clear-text",
        ),
        _ado,
        n=7,
        secrets=("pat",),
    ),
    Kind(
        "secret_among_edi_lookalikes",
        (
            "### 2027-06-⟨d⟩ 214s stuck\n\n- ISA13 ⟨icn⟩ rejected (TA1 022)\n- container "
            "⟨cont⟩ still at gate-in\n- correlation ⟨u⟩\n- fixed with the new UPS secret "
            "⟨ups⟩ (client id ⟨ups_cid⟩)\n- deployed ⟨sha⟩",
            "Bitácora ⟨d⟩/06 ⟨t⟩\n▸ AWB ⟨awb⟩ / HBL ⟨hbl⟩ sin evento\n▸ host key ⟨fp⟩ cambió "
            "en el SFTP\n▸ MIC ⟨mic⟩ ok\n▸ SharedAccessKey=⟨sbk⟩ (la pegué para probar, rotar)",
            "Gün sonu ⟨d⟩.06\n* ICN ⟨icn⟩ → MDN processed, MIC ⟨mic⟩\n* konteyner ⟨cont⟩\n"
            "* amqp://edi_worker:⟨pw⟩@⟨host⟩:5672/edi ile kuyruk boşaltıldı\n* commit ⟨sha⟩",
        ),
        _among,
        n=7,
        secrets=("ups", "sbk", "pw"),
    ),
)
