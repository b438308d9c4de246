"""True secrets in an ISP engineer's memory notes; each kind names the fields that must not
survive. Reversible router encodings (Junos ``$9$``, Cisco type 7) count as the secret they
encode; base64 of a password counts as the password."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike19.gen import (
    ALNUM,
    B64STD,
    B64URL,
    CUSTOMERS,
    DOM_BR,
    DOM_ID,
    EC_PRIV,
    OPENSSH_PRIV,
    OVPN_STATIC,
    PEOPLE,
    PKCS8_PRIV,
    SITES,
    UPPER_ALNUM,
    Kind,
    asn_private,
    asn_public,
    b64,
    b64_of,
    b64url,
    cgnat,
    cisco7,
    day,
    device,
    docip,
    ec_private_der_b64,
    fqdn,
    hexs,
    hexu,
    human_secret,
    iccid,
    imsi,
    ip10,
    iso,
    junos9,
    login,
    mac,
    memorable,
    msisdn,
    msisdn_for,
    num,
    openssh_ed25519_body,
    ovpn_static_body,
    password,
    pem,
    pick,
    pkcs8_ec_der_b64,
    site,
    uuid4,
    v6,
    wg_private,
    wg_public,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_MID_SERVER_SB = "SB-" + "Mid-" + "server-"
_MID_SERVER = "Mid-" + "server-"
_MID_CLIENT_SB = "SB-" + "Mid-" + "client-"
_XND_DEV = "xnd_" + "development_"
_XND_PROD = "xnd_" + "production_"
_MP_APP = "APP" + "_USR-"
_MP_TEST = "TE" + "ST-"
_GLSA = "gl" + "sa_"
_GLC = "gl" + "c_"
_XOXB = "xo" + "xb-"
_HVS = "hv" + "s."
_GHP = "gh" + "p_"
_GH_FINE = "github" + "_pat_"
_GLPAT = "gl" + "pat-"
_GLRT = "gl" + "rt-"
_AKIA = "AK" + "IA"
_TG_AA = "A" + "A"


def _site_pair(r: Random) -> tuple[str, str]:
    where = site(r)
    return where, where.upper()


# ------------------------------------------------------------------ RADIUS


def _radius_client(r: Random) -> dict[str, str]:
    where, up = _site_pair(r)
    return {
        "s": human_secret(r),
        "nas": device(r, "bng", where),
        "ip": ip10(r),
        "src": ip10(r),
        "site": where,
        "SITE": up,
        "d": day(r),
        "id": str(r.randint(1, 255)),
        "port": str(r.randint(32768, 60999)),
    }


def _radius_user(r: Random) -> dict[str, str]:
    return {
        "login": login(r),
        "pw": password(r, 16, 22),
        "s": password(r, 18, 26),
        "cg": cgnat(r),
        "rate": r.choice(("50M/50M", "100M/100M", "300M/150M", "20M/10M", "500M/250M")),
        "id": str(r.randint(1000, 98000)),
        "rid": str(r.randint(1, 255)),
        "port": str(r.randint(32768, 60999)),
        "d": day(r),
        "nas": device(r, "bng"),
    }


# ------------------------------------------------------------------ routing


def _bgp(r: Random) -> dict[str, str]:
    ix = r.choice(("IIX-JK", "IX-BR-SP", "IX-BR-CE", "CDIX", "OpenIXP", "SBY-IX"))
    return {
        "pw": human_secret(r),
        "asn": asn_public(r),
        "pasn": asn_public(r),
        "peer": r.choice((docip(r), v6(r))),
        "ix": ix,
        "ixl": ix.lower().replace("-", "_"),
        "desc": r.choice(("RS1", "RS2", "TRANSIT-A", "PNI-CDN", "CUST-BGP")) + f"-{num(r, 3)}",
        "host": device(r, r.choice(("cr", "pe", "rr"))),
        "d": day(r),
    }


def _junos(r: Random) -> dict[str, str]:
    return {
        "j": junos9(r, human_secret(r)),
        "peer": docip(r),
        "ip": ip10(r),
        "src": ip10(r),
        "host": device(r, r.choice(("pe", "cr", "bng"))),
        "user": r.choice(PEOPLE),
        "n": str(r.randint(10, 480)),
        "area": f"0.0.0.{r.randint(0, 20)}",
    }


def _cisco7(r: Random) -> dict[str, str]:
    return {
        "h": cisco7(r, password(r, 16, 24)),
        "peer": docip(r),
        "ip": ip10(r),
        "host": device(r, r.choice(("agg", "pe", "cr"))),
        "user": r.choice(("noc", "netops", "oxidized", "backup")),
        "asn": asn_public(r),
        "pasn": asn_private(r),
        "vlan": str(r.randint(10, 4000)),
    }


def _tacacs(r: Random) -> dict[str, str]:
    return {
        "k": human_secret(r),
        "pw": password(r, 16, 24),
        "ip": ip10(r),
        "ip2": ip10(r),
        "user": r.choice(PEOPLE),
        "host": device(r),
        "d": day(r),
    }


def _snmp(r: Random) -> dict[str, str]:
    return {
        "u": r.choice(("nms-ro", "zbx-poller", "librenms", "nf-snmp-ro", "prom-snmp")),
        "a": password(r, 16, 26),
        "p": password(r, 16, 26),
        "ip": ip10(r),
        "host": device(r, r.choice(("olt", "agg", "pe"))),
    }


# ------------------------------------------------------------------ access network


def _olt(r: Random) -> dict[str, str]:
    return {
        "login": login(r),
        "pw": password(r, 16, 22),
        "u": r.choice(("noc-l2", "provisioning", "oltadmin", "nf-ops")),
        "slot": f"0/{r.randint(1, 17)}/{r.randint(0, 15)}",
        "port": str(r.randint(0, 15)),
        "onu": str(r.randint(1, 120)),
        "vlan": str(r.choice((100, 200, 300, 1001, 2010))),
        "sn": "HWTC" + hexu(r, 8),
        "zsn": "ZTEG" + hexu(r, 8),
        "zp": f"1/{r.randint(1, 16)}/{r.randint(1, 16)}",
        "olt": device(r, "olt"),
        "d": day(r),
    }


def _acs(r: Random) -> dict[str, str]:
    return {
        "u": r.choice(("cpe-nf", "acs-cwmp", "tr069", "nfcpe")),
        "pw": password(r, 16, 26),
        "cr": password(r, 16, 24),
        "cpe": cgnat(r),
        "id": r.choice(("00259E", "A8C246", "E0E8E6", "FC94CE"))
        + "-"
        + r.choice(("HG8245Q2", "EG8145V5", "F670L", "F6600P"))
        + "-"
        + r.choice(("48575443", "5A544547"))
        + hexu(r, 8),
        "pid": str(r.randint(1, 12)),
        "slot": f"0/{r.randint(1, 17)}/{r.randint(0, 15)}",
        "onu": str(r.randint(1, 120)),
    }


# ------------------------------------------------------------------ platform


def _kafka(r: Random) -> dict[str, str]:
    return {
        "u": r.choice(("radius-acct-writer", "flow-ingest", "genieacs-events", "bss-consumer")),
        "pw": password(r, 18, 32),
        "b": f"kafka-{r.randint(0, 2)}.{r.choice(('jkt1', 'gru1'))}.{DOM_ID}",
        "t": r.choice(("radius.acct.v2", "netflow.raw", "acs.inform", "bss.orders")),
    }


def _grafana(r: Random) -> dict[str, str]:
    stack = num(r, 6)
    glc_body = json.dumps(
        {
            "o": num(r, 6),
            "n": f"stack-{stack}-hl-write-{r.choice(('loki', 'alloy', 'noc'))}",
            "k": pick(r, ALNUM, 24),
            "m": {"r": r.choice(("prod-ap-southeast-1", "prod-sa-east-1"))},
        },
        separators=(",", ":"),
    )
    return {
        "glsa": _GLSA + pick(r, ALNUM, 32) + "_" + hexs(r, 8),
        "glc": _GLC + b64_of(glc_body).rstrip("="),
        "pw": password(r, 16, 24),
        "lid": num(r, 6),
        "zone": r.choice(("020", "024", "013")),
    }


def _zabbix(r: Random) -> dict[str, str]:
    return {
        "t": hexs(r, 64),
        "sid": hexs(r, 32),
        "host": device(r, "olt"),
        "n": str(r.randint(1, 99)),
    }


def _telegram(r: Random) -> dict[str, str]:
    return {
        "t": f"{num(r, r.choice((9, 10)))}:{_TG_AA}{pick(r, B64URL, 33)}",
        "chat": "-100" + num(r, 10),
        "ts": iso(r),
    }


def _chat(r: Random) -> dict[str, str]:
    return {
        "tw": "T0" + pick(r, UPPER_ALNUM, 9),
        "bw": "B0" + pick(r, UPPER_ALNUM, 9),
        "sw": pick(r, ALNUM, 24),
        "xoxb": _XOXB + num(r, 12) + "-" + num(r, 13) + "-" + pick(r, ALNUM, 24),
        "did": num(r, 19),
        "dt": pick(r, B64URL, 68),
    }


# ------------------------------------------------------------------ messaging and payments


def _twilio(r: Random) -> dict[str, str]:
    return {
        "sid": "AC" + hexs(r, 32),
        "t": hexs(r, 32),
        "sk": "SK" + hexs(r, 32),
        "ks": pick(r, ALNUM, 32),
        "to": msisdn(r).replace(" ", "").replace("-", ""),
        "from": "+1" + num(r, 10),
    }


def _midtrans(r: Random) -> dict[str, str]:
    k = r.choice((_MID_SERVER_SB, _MID_SERVER)) + pick(r, B64URL, 24)
    return {
        "k": k,
        "kb": b64_of(k + ":"),
        "ck": _MID_CLIENT_SB + pick(r, ALNUM, 16),
        "order": f"NF-INV-{num(r, 8)}",
        "mid": "G" + num(r, 9),
    }


def _xendit(r: Random) -> dict[str, str]:
    k = r.choice((_XND_DEV, _XND_PROD)) + pick(r, ALNUM, 56) + r.choice(("", "==", "+A"))
    return {
        "k": k,
        "kb": b64_of(k + ":"),
        "cb": pick(r, ALNUM, 48),
        "ext": f"nf-{num(r, 9)}",
    }


def _mercadopago(r: Random) -> dict[str, str]:
    prefix = r.choice((_MP_APP, _MP_TEST))
    return {
        "t": f"{prefix}{num(r, 16)}-{num(r, 6)}-{hexs(r, 32)}-{num(r, 9)}",
        "pk": f"{prefix}{uuid4(r)}",
        "ws": hexs(r, 64),
        "pid": num(r, 11),
    }


def _pagseguro(r: Random) -> dict[str, str]:
    return {
        "t": hexu(r, 32),
        "t2": uuid4(r) + hexs(r, 64),
        "code": hexu(r, 6) + "-" + hexu(r, 12) + "-" + hexu(r, 12) + "-" + hexu(r, 6),
    }


# ------------------------------------------------------------------ keys


def _wg(r: Random) -> dict[str, str]:
    return {
        "k": wg_private(r),
        "pub": wg_public(r),
        "ep": f"{docip(r)}:{r.choice((51820, 51821, 13231))}",
        "addr": f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "peer": r.choice(PEOPLE),
    }


def _acme(r: Random) -> dict[str, str]:
    return {
        "body": wrap(ec_private_der_b64(r)),
        "p8": wrap(pkcs8_ec_der_b64(r)),
        "n": b64url(r, 256),
        "d": b64url(r, 256),
        "p": b64url(r, 128),
        "q": b64url(r, 128),
        "dp": b64url(r, 128),
        "dq": b64url(r, 128),
        "qi": b64url(r, 128),
        "acct": hexs(r, 32),
        "host": r.choice(("acs", "netbox", "grafana", "radius-portal", "oxidized")),
    }


def _ssh(r: Random) -> dict[str, str]:
    who = r.choice(("oxidized", "ansible", "rizky", "backup"))
    return {"body": openssh_ed25519_body(r, f"{who}@{r.choice(SITES)}-mgmt")}


def _k8s(r: Random) -> dict[str, str]:
    pw = password(r, 18, 28)
    return {
        "pw": pw,
        "pb": b64_of(pw),
        "ub": b64_of(r.choice(("genieacs", "radius", "netbox", "kafka-ui"))),
        "ns": r.choice(("acs", "radius", "netbox", "telemetry", "noc-tools")),
        "uid": uuid4(r),
        "rv": num(r, 8),
        "ts": iso(r),
    }


def _vault(r: Random) -> dict[str, str]:
    t = r.choice(
        (
            _HVS + pick(r, ALNUM, 24),
            _HVS + "CAESI" + pick(r, B64URL, 43) + "Gh4KHGh2cy4" + pick(r, B64URL, 28),
        )
    )
    return {
        "t": t,
        "acc": pick(r, ALNUM, 24),
        "uk": b64(r, 32),
        "uk2": b64(r, 32),
    }


def _git(r: Random) -> dict[str, str]:
    return {
        "ghp": _GHP + pick(r, ALNUM, 36),
        "fg": _GH_FINE + "11" + pick(r, UPPER_ALNUM, 20) + "_" + pick(r, ALNUM, 59),
        "glpat": _GLPAT + pick(r, B64URL, 20),
        "glrt": _GLRT + pick(r, B64URL, 20),
        "user": r.choice(PEOPLE),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "id": _AKIA + pick(r, UPPER_ALNUM, 16),
        "s": pick(r, B64STD, 40),
        "region": r.choice(("sa-east-1", "ap-southeast-3", "ap-southeast-1")),
        "bucket": r.choice(("nf-oxidized-backup", "nf-loki-chunks", "nf-radius-archive")),
    }


def _ansible(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, 16, 24),
        "pw2": password(r, 16, 24),
        "vp": human_secret(r),
        "ip": ip10(r),
        "host": device(r, r.choice(("olt", "agg", "bng"))),
    }


def _netbox(r: Random) -> dict[str, str]:
    return {"t": hexs(r, 40), "where": r.choice(SITES), "n": str(r.randint(2, 900))}


def _oxidized(r: Random) -> dict[str, str]:
    host = device(r)
    return {
        "pw": password(r, 16, 24),
        "en": password(r, 16, 20),
        "node": fqdn(host),
        "model": r.choice(("iosxr", "junos", "routeros", "vrp", "zxros")),
        "grp": r.choice(("core", "olt-huawei", "olt-zte", "bng")),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "pw": human_secret(r),
        "host": device(r, r.choice(("bng", "cr"))),
        "who": r.choice(PEOPLE).capitalize(),
        "d": day(r),
    }


def _sim(r: Random) -> dict[str, str]:
    value = imsi(r)
    return {
        "ki": hexu(r, 32),
        "opc": hexu(r, 32),
        "imsi": value,
        "mcc": value[:3],
        "mnc": value[3:5],
        "iccid": iccid(r),
        "msisdn": msisdn_for(r, value),
        "sqn": str(r.randint(32, 9000)),
    }


def _dns(r: Random) -> dict[str, str]:
    return {
        "tsig": b64(r, 32),
        "cf": pick(r, B64URL, 40),
        "ip": ip10(r),
        "zone": r.choice(("nusafibra.net.id", "nusafibra.com.br", "noc.nusafibra.net.id")),
    }


def _vpn(r: Random) -> dict[str, str]:
    return {
        "psk": r.choice((password(r, 24, 40), memorable(r))),
        "ovpn": ovpn_static_body(r),
        "local": docip(r),
        "remote": docip(r),
        "cust": r.choice(CUSTOMERS),
        "n": str(r.randint(100, 999)),
    }


def _among(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "mac": mac(r, "cisco"),
        "imsi": imsi(r),
        "sid": "AC" + hexs(r, 32),
        "trace": hexs(r, 32),
        "s": human_secret(r),
        "t": hexs(r, 32),
        "nb": hexs(r, 40),
        "d": day(r),
        "nas": device(r, "bng"),
        "gpon": "HWTC" + hexu(r, 8),
    }


# ------------------------------------------------------------------ the kinds

_PEM_EC = pem(EC_PRIV, "⟨body⟩")
_PEM_P8 = pem(PKCS8_PRIV, "⟨p8⟩")
_PEM_SSH = pem(OPENSSH_PRIV, "⟨body⟩")
_PEM_OVPN = pem(OVPN_STATIC, "⟨ovpn⟩")

SECRETS: tuple[Kind, ...] = (
    Kind(
        "freeradius_client_secret",
        (
            "client ⟨nas⟩ {\n    ipaddr    = ⟨ip⟩\n    secret    = ⟨s⟩\n"
            "    shortname = ⟨nas⟩\n    nas_type  = other\n"
            "    require_message_authenticator = yes\n}",
            "$ echo \"Message-Authenticator = 0x00\" | radclient -x ⟨ip⟩:1812 status '⟨s⟩'\n"
            "Sent Status-Server Id ⟨id⟩ from 0.0.0.0:⟨port⟩ to ⟨ip⟩:1812 length 38\n"
            "Received Access-Accept Id ⟨id⟩ from ⟨ip⟩:1812 to 0.0.0.0:⟨port⟩ length 20",
            '/radius add address=⟨ip⟩ secret="⟨s⟩" service=ppp,dhcp src-address=⟨src⟩ '
            'timeout=3s comment="radius-⟨site⟩"',
            "radius server NF-⟨SITE⟩-1\n address ipv4 ⟨ip⟩ auth-port 1812 acct-port 1813\n"
            " key 0 ⟨s⟩\n automate-tester username probe-nf probe-on",
            "Shared secret RADIUS buat ⟨nas⟩ udah diganti tgl ⟨d⟩, yang baru ⟨s⟩ — "
            "clients.conf di radius-⟨site⟩-01 juga sudah di-reload",
            "Secret do RADIUS pro BNG ⟨nas⟩: ⟨s⟩ (o Thiago pediu pra não trocar antes da "
            "janela de sábado)",
            "El secreto compartido entre ⟨nas⟩ y el FreeRADIUS es ⟨s⟩; lo dejó el "
            "integrador, hay que rotarlo.",
        ),
        _radius_client,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "radius_user_passwords",
        (
            '⟨login⟩    Cleartext-Password := "⟨pw⟩"\n'
            "        Framed-IP-Address = ⟨cg⟩,\n"
            '        Mikrotik-Rate-Limit = "⟨rate⟩"',
            "$ radtest ⟨login⟩ '⟨pw⟩' 127.0.0.1 0 ⟨s⟩\n"
            "Sent Access-Request Id ⟨rid⟩ from 0.0.0.0:⟨port⟩ to 127.0.0.1:1812 length 93\n"
            '\tUser-Name = "⟨login⟩"\n\tUser-Password = "⟨pw⟩"\n'
            "\tNAS-IP-Address = 127.0.1.1\n\tNAS-Port = 0\n"
            "Received Access-Accept Id ⟨rid⟩ from 127.0.0.1:1812 to 127.0.0.1:⟨port⟩ length 32",
            "INSERT INTO radcheck (username, attribute, op, value) "
            "VALUES ('⟨login⟩', 'Cleartext-Password', ':=', '⟨pw⟩');",
            "radius=# select id, username, attribute, value from radcheck where username = "
            "'⟨login⟩';\n  id   |   username   |     attribute      |   value\n"
            "-------+--------------+--------------------+-----------\n"
            " ⟨id⟩ | ⟨login⟩ | Cleartext-Password | ⟨pw⟩\n(1 row)",
            "Pelanggan ⟨login⟩ komplain PPPoE gagal terus; kata sandinya di radcheck ⟨pw⟩, "
            "ternyata ONT masih pakai yang lama",
            "Cliente ⟨login⟩ (chamado de ⟨d⟩) — a senha PPPoE é ⟨pw⟩, confirmei com radtest "
            "no ⟨nas⟩",
            "Usuario de prueba para el BNG ⟨nas⟩: ⟨login⟩ / contraseña ⟨pw⟩",
        ),
        _radius_user,
        n=7,
        secrets=("pw", "s"),
    ),
    Kind(
        "bgp_md5_cleartext",
        (
            "router bgp ⟨asn⟩\n neighbor ⟨peer⟩\n  remote-as ⟨pasn⟩\n"
            "  password clear ⟨pw⟩\n  description ⟨desc⟩\n  address-family ipv4 unicast",
            "⟨host⟩# conf t\n⟨host⟩(config)# router bgp ⟨asn⟩\n"
            "⟨host⟩(config-router)# neighbor ⟨peer⟩ password ⟨pw⟩",
            "protocol bgp ⟨ixl⟩_rs1 {\n  local as ⟨asn⟩;\n  neighbor ⟨peer⟩ as ⟨pasn⟩;\n"
            '  password "⟨pw⟩";\n  ipv4 { import filter ix_in; export filter ix_out; };\n}',
            "/routing bgp connection add name=⟨ixl⟩-rs remote.address=⟨peer⟩ "
            "remote.as=⟨pasn⟩ local.role=ebgp tcp-md5-key=⟨pw⟩ templates=default",
            "set protocols bgp group ⟨ix⟩ neighbor ⟨peer⟩ peer-as ⟨pasn⟩\n"
            'set protocols bgp group ⟨ix⟩ neighbor ⟨peer⟩ authentication-key "⟨pw⟩"',
            "From the ⟨ix⟩ onboarding mail (⟨d⟩): MD5 for our session with ⟨desc⟩ "
            "(⟨peer⟩, AS⟨pasn⟩) is ⟨pw⟩",
            "Senha MD5 da sessão com AS⟨pasn⟩ no ⟨ix⟩: ⟨pw⟩ — eles não aceitam mais que "
            "32 caracteres",
        ),
        _bgp,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "junos_dollar9_secrets",
        (
            "⟨user⟩@⟨host⟩> show configuration protocols bgp group IX-RS | display set\n"
            'set protocols bgp group IX-RS neighbor ⟨peer⟩ authentication-key "⟨j⟩"',
            "system {\n    radius-server {\n        ⟨ip⟩ {\n"
            '            secret "⟨j⟩"; ## SECRET-DATA\n'
            "            source-address ⟨src⟩;\n        }\n    }\n}",
            'set system tacplus-server ⟨ip⟩ secret "⟨j⟩"\n'
            "set system tacplus-server ⟨ip⟩ source-address ⟨src⟩",
            "set snmp v3 usm local-engine user nms-v3 authentication-sha256 "
            'authentication-key "⟨j⟩"',
            'set security ike policy ike-cust-⟨n⟩ pre-shared-key ascii-text "⟨j⟩"',
            "ospf {\n    area ⟨area⟩ {\n        interface ae0.0 {\n"
            "            authentication {\n"
            '                md5 1 key "⟨j⟩"; ## SECRET-DATA\n'
            "            }\n        }\n    }\n}",
            "$9$ é reversível (junosdecode resolve em 1s), então isto é a chave da sessão "
            "no ⟨host⟩ em claro, na prática: ⟨j⟩",
        ),
        _junos,
        n=7,
        secrets=("j",),
    ),
    Kind(
        "cisco_type7_keys",
        (
            "username ⟨user⟩ privilege 15 password 7 ⟨h⟩",
            "tacacs-server host ⟨ip⟩ key 7 ⟨h⟩",
            "router bgp ⟨asn⟩\n neighbor ⟨peer⟩ remote-as ⟨pasn⟩\n neighbor ⟨peer⟩ password 7 ⟨h⟩",
            "RP/0/RSP0/CPU0:⟨host⟩#sh run router bgp | i password\n  password encrypted ⟨h⟩",
            "key chain ISIS-KC\n key 1\n  key-string 7 ⟨h⟩\n  cryptographic-algorithm hmac-md5",
            "type 7 is only a Vigenère-style XOR, `⟨h⟩` decodes back to the OSPF key on "
            "⟨host⟩ in one line of python",
            "interface Vlan⟨vlan⟩\n ip ospf authentication message-digest\n"
            " ip ospf message-digest-key 1 md5 7 ⟨h⟩",
        ),
        _cisco7,
        n=7,
        secrets=("h",),
    ),
    Kind(
        "tacacs_plus_keys",
        (
            'key = "⟨k⟩"\naccounting file = /var/log/tac_plus/acct.log\n\n'
            "group = netops {\n    default service = permit\n}",
            "host = bng-pool {\n    address = ⟨ip⟩/32\n    key = ⟨k⟩\n}",
            "tacacs server TAC-⟨ip2⟩\n address ipv4 ⟨ip⟩\n key 0 ⟨k⟩\n timeout 5",
            "hwtacacs-server template nf-tac\n hwtacacs-server authentication ⟨ip⟩\n"
            " hwtacacs-server shared-key cipher ⟨k⟩",
            'user = ⟨user⟩ {\n    member = netops\n    login = cleartext "⟨pw⟩"\n}',
            "TACACS+ key di ⟨host⟩ masih pakai yang dari vendor: ⟨k⟩ — harus diganti "
            "sebelum audit tgl ⟨d⟩",
            "La clave TACACS de los ZTE nuevos es ⟨k⟩ (la misma que los Huawei, mal)",
        ),
        _tacacs,
        n=7,
        secrets=("k", "pw"),
    ),
    Kind(
        "snmpv3_user_passwords",
        (
            "snmp-server user ⟨u⟩ NMS-RO v3 auth sha ⟨a⟩ priv aes 128 ⟨p⟩",
            "$ snmpwalk -v3 -l authPriv -u ⟨u⟩ -a SHA -A '⟨a⟩' -x AES -X '⟨p⟩' ⟨ip⟩ "
            "IF-MIB::ifName\nIF-MIB::ifName.1 = STRING: GE0/0/1",
            "auths:\n  nf_v3:\n    version: 3\n    username: ⟨u⟩\n"
            "    security_level: authPriv\n    auth_protocol: SHA\n    password: ⟨a⟩\n"
            "    priv_protocol: AES\n    priv_password: ⟨p⟩",
            "| Macro | Value |\n|---|---|\n| {$SNMPV3_USER} | ⟨u⟩ |\n"
            "| {$SNMPV3_AUTHPASS} | ⟨a⟩ |\n| {$SNMPV3_PRIVPASS} | ⟨p⟩ |",
            'createUser ⟨u⟩ SHA "⟨a⟩" AES "⟨p⟩"',
            "SNMPv3 da OLT nova (⟨host⟩): usuário ⟨u⟩, auth ⟨a⟩, priv ⟨p⟩",
            "snmp-agent usm-user v3 ⟨u⟩ authentication-mode sha ⟨a⟩ privacy-mode aes128 ⟨p⟩",
        ),
        _snmp,
        n=7,
        secrets=("a", "p"),
    ),
    Kind(
        "olt_pppoe_and_cli_passwords",
        (
            "MA5800-X7(config-if-gpon-⟨slot⟩)#ont ipconfig ⟨port⟩ ⟨onu⟩ pppoe vlan ⟨vlan⟩ "
            "priority 0 user-account username ⟨login⟩ password ⟨pw⟩",
            "pon-onu-mng gpon-onu_⟨zp⟩:⟨onu⟩\n service internet gemport 1 vlan ⟨vlan⟩\n"
            " wan-ip 1 mode pppoe username ⟨login⟩ password ⟨pw⟩ vlan-profile pppoe host 1",
            "ZXAN(config)#username ⟨u⟩ password ⟨pw⟩ privilege 15",
            "OLT ⟨olt⟩ (MA5800): login root / ⟨pw⟩ — password lama masih aktif, minta Bayu ganti",
            "Senha do telecomadmin padronizada nas ONTs a partir de ⟨d⟩: ⟨pw⟩",
            'ont add ⟨port⟩ ⟨onu⟩ sn-auth "⟨sn⟩" omci ont-lineprofile-id 10 '
            "ont-srvprofile-id 10\nont ipconfig ⟨port⟩ ⟨onu⟩ pppoe vlan ⟨vlan⟩ priority 0 "
            "user-account username ⟨login⟩ password ⟨pw⟩",
            "OLT ZTE de Fortaleza (⟨olt⟩): usuario ⟨u⟩, la contraseña es ⟨pw⟩",
        ),
        _olt,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "tr069_acs_credentials",
        (
            'ont tr069-server-profile add profile-id ⟨pid⟩ url "https://acs.'
            + DOM_ID
            + ':7547" user "⟨u⟩" "⟨pw⟩"',
            'declare("InternetGatewayDevice.ManagementServer.ConnectionRequestPassword", '
            '{value: 1}, {value: "⟨cr⟩"});',
            'cwmp.auth = AUTH("⟨u⟩", "⟨pw⟩")',
            "$ curl --digest -u ⟨u⟩:'⟨cr⟩' -i http://⟨cpe⟩:7547/\nHTTP/1.1 204 No Content",
            "| Parameter | Value |\n|---|---|\n"
            "| ManagementServer.URL | https://acs." + DOM_BR + ":7547 |\n"
            "| ManagementServer.Username | ⟨u⟩ |\n| ManagementServer.Password | ⟨pw⟩ |",
            "Password ACS buat CPE baru (⟨id⟩) = ⟨pw⟩, username ⟨u⟩",
            "GenieACS: senha de connection request das ONTs ZTE ficou ⟨cr⟩ (device ⟨id⟩ testado)",
        ),
        _acs,
        n=7,
        secrets=("pw", "cr"),
    ),
    Kind(
        "kafka_sasl_passwords",
        (
            "security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule "
            'required username="⟨u⟩" password="⟨pw⟩";',
            "kcat -b ⟨b⟩:9094 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 "
            "-X sasl.username=⟨u⟩ -X sasl.password='⟨pw⟩' -t ⟨t⟩ -C -o -5 -e",
            "kafka-configs.sh --bootstrap-server ⟨b⟩:9094 --command-config admin.properties "
            "--alter --add-config 'SCRAM-SHA-512=[password=⟨pw⟩]' --entity-type users "
            "--entity-name ⟨u⟩",
            '[sinks.kafka_acct.sasl]\nenabled = true\nmechanism = "SCRAM-SHA-512"\n'
            'username = "⟨u⟩"\npassword = "⟨pw⟩"',
            "KAFKA_SASL_USERNAME=⟨u⟩\nKAFKA_SASL_PASSWORD=⟨pw⟩",
            "La contraseña SASL del consumidor ⟨u⟩ es ⟨pw⟩ (topic ⟨t⟩)",
            "user kafka baru buat ⟨t⟩: ⟨u⟩, pw ⟨pw⟩",
        ),
        _kafka,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "grafana_cloud_tokens",
        (
            'curl -s -H "Authorization: Bearer ⟨glsa⟩" '
            "https://grafana." + DOM_ID + "/api/search?query=OLT",
            'loki.write "grafanacloud" {\n  endpoint {\n'
            '    url = "https://logs-prod-⟨zone⟩.grafana.net/loki/api/v1/push"\n'
            '    basic_auth {\n      username = "⟨lid⟩"\n      password = "⟨glc⟩"\n'
            "    }\n  }\n}",
            "GRAFANA_SA_TOKEN=⟨glsa⟩  # editor, dashboard provisioning from CI",
            "LOKI_USERNAME=⟨lid⟩ LOKI_PASSWORD=⟨glc⟩ logcli query "
            '\'{job="radius"} |= "Access-Reject"\' --since=1h',
            "[security]\nadmin_user = admin\nadmin_password = ⟨pw⟩",
            "Token Grafana Cloud (write logs) buat Alloy di radius-jkt1: ⟨glc⟩",
            'provider "grafana" {\n  url  = "https://grafana.' + DOM_BR + '"\n  auth = "⟨glsa⟩"\n}',
        ),
        _grafana,
        n=7,
        secrets=("glsa", "glc", "pw"),
    ),
    Kind(
        "zabbix_api_token",
        (
            "curl -s https://zabbix." + DOM_ID + "/api_jsonrpc.php -H 'Content-Type: "
            'application/json-rpc\' -d \'{"jsonrpc":"2.0","method":"host.get",'
            '"params":{"search":{"host":"⟨host⟩"}},"auth":"⟨t⟩","id":⟨n⟩}\'',
            'curl -s -H "Authorization: Bearer ⟨t⟩" -H "Content-Type: application/json-rpc" '
            "https://zabbix." + DOM_BR + "/api_jsonrpc.php -d @problems.json",
            'api = ZabbixAPI(url="https://zabbix.' + DOM_ID + '", token="⟨t⟩")',
            "ZABBIX_API_TOKEN=⟨t⟩",
            '{"jsonrpc":"2.0","result":"⟨sid⟩","id":⟨n⟩}   <- user.login as api-inventory, '
            "that session id works as auth until logout",
            "Token API Zabbix buat script inventory OLT: ⟨t⟩ (user api-inventory, exp 2027-06-30)",
            "ansible_zabbix_auth_key: ⟨t⟩",
        ),
        _zabbix,
        n=7,
        secrets=("t", "sid"),
    ),
    Kind(
        "telegram_bot_token",
        (
            "receivers:\n  - name: noc-telegram\n    telegram_configs:\n"
            "      - bot_token: ⟨t⟩\n        chat_id: ⟨chat⟩\n        parse_mode: HTML",
            "curl -s https://api.telegram.org/bot⟨t⟩/sendMessage -d chat_id=⟨chat⟩ "
            "-d text='teste alerta OLT'",
            "curl -s https://api.telegram.org/bot⟨t⟩/getUpdates | jq '.result[-1].message.chat'",
            "| Parameter | Value |\n|---|---|\n| Token | ⟨t⟩ |\n| To | ⟨chat⟩ |\n"
            "| ParseMode | markdown |",
            "TELEGRAM_BOT_TOKEN=⟨t⟩\nTELEGRAM_CHAT_ID=⟨chat⟩",
            "Bot @nf_noc_alert_bot — token dari BotFather: ⟨t⟩",
            "level=error ts=⟨ts⟩ caller=dispatch.go:353 component=dispatcher "
            'msg="Notify for alerts failed" num_alerts=3 err="noc-telegram/telegram[0]: '
            'notify retry canceled: Post \\"https://api.telegram.org/bot⟨t⟩/sendMessage\\": '
            'context deadline exceeded"',
        ),
        _telegram,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "chat_webhook_tokens",
        (
            "slack_configs:\n  - api_url: https://hooks.slack.com/services/⟨tw⟩/⟨bw⟩/⟨sw⟩\n"
            "    channel: '#noc-alerts'\n    send_resolved: true",
            "SLACK_BOT_TOKEN=⟨xoxb⟩",
            "hooks:\n  slack_diff:\n    type: slackdiff\n    token: ⟨xoxb⟩\n"
            '    channel: "#net-config-diffs"',
            "curl -H 'Content-Type: application/json' -d '{\"content\":\"teste NOC BR\"}' "
            "https://discord.com/api/webhooks/⟨did⟩/⟨dt⟩",
            "Webhook do Discord do pessoal do NOC BR: https://discord.com/api/webhooks/⟨did⟩/⟨dt⟩",
            "webhook slack channel #olt-alarms: https://hooks.slack.com/services/⟨tw⟩/⟨bw⟩/⟨sw⟩ "
            "(jangan di-share)",
            "El webhook de Discord del grupo de guardia es "
            "https://discordapp.com/api/webhooks/⟨did⟩/⟨dt⟩",
        ),
        _chat,
        n=7,
        secrets=("sw", "xoxb", "dt"),
    ),
    Kind(
        "twilio_auth_token",
        (
            "TWILIO_ACCOUNT_SID=⟨sid⟩\nTWILIO_AUTH_TOKEN=⟨t⟩\nTWILIO_FROM=⟨from⟩",
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/⟨sid⟩/Messages.json "
            "--data-urlencode 'To=⟨to⟩' --data-urlencode 'From=⟨from⟩' "
            "--data-urlencode 'Body=OTP teste' -u ⟨sid⟩:⟨t⟩",
            'client = Client("⟨sid⟩", "⟨t⟩")',
            "TWILIO_API_KEY=⟨sk⟩\nTWILIO_API_SECRET=⟨ks⟩",
            "Auth token da Twilio (conta de SMS de OTP): ⟨t⟩ — o SID é ⟨sid⟩",
            "Token Twilio buat media type SMS Zabbix: ⟨t⟩",
            "API key secret de Twilio para el worker de OTP: ⟨ks⟩ (key ⟨sk⟩)",
        ),
        _twilio,
        n=7,
        secrets=("t", "ks"),
    ),
    Kind(
        "midtrans_server_key",
        (
            "MIDTRANS_SERVER_KEY=⟨k⟩\nMIDTRANS_CLIENT_KEY=⟨ck⟩\nMIDTRANS_IS_PRODUCTION=false",
            "curl -s https://api.sandbox.midtrans.com/v2/⟨order⟩/status "
            '-H "Accept: application/json" -H "Authorization: Basic ⟨kb⟩"',
            "snap = midtransclient.Snap(is_production=False, server_key='⟨k⟩', client_key='⟨ck⟩')",
            "Server key Midtrans buat portal tagihan: ⟨k⟩ — JANGAN taruh di frontend, yang "
            "di snap.js itu client key",
            "curl -u '⟨k⟩:' https://api.midtrans.com/v2/⟨order⟩/status",
            "Merchant ⟨mid⟩ — server key ⟨k⟩, client key ⟨ck⟩",
            "midtrans:\n  merchant_id: ⟨mid⟩\n  server_key: ⟨k⟩\n  client_key: ⟨ck⟩",
        ),
        _midtrans,
        n=7,
        secrets=("k", "kb"),
    ),
    Kind(
        "xendit_secret_key",
        (
            "XENDIT_SECRET_KEY=⟨k⟩\nXENDIT_CALLBACK_TOKEN=⟨cb⟩",
            "curl https://api.xendit.co/v2/invoices -X POST -u '⟨k⟩:' "
            "--data-urlencode external_id=⟨ext⟩ --data-urlencode amount=350000",
            'curl https://api.xendit.co/balance -H "Authorization: Basic ⟨kb⟩"',
            "Secret key Xendit (akun billing ID) ⟨k⟩, callback verification token ⟨cb⟩",
            "x-callback-token esperado no webhook do Xendit: ⟨cb⟩",
            "xendit.set_api_key('⟨k⟩')",
            "La secret key de Xendit que usa el cobro recurrente: ⟨k⟩",
        ),
        _xendit,
        n=7,
        secrets=("k", "kb", "cb"),
    ),
    Kind(
        "mercadopago_access_token",
        (
            'curl -s -H "Authorization: Bearer ⟨t⟩" https://api.mercadopago.com/v1/payments/⟨pid⟩',
            "MP_ACCESS_TOKEN=⟨t⟩\nMP_PUBLIC_KEY=⟨pk⟩",
            "const client = new MercadoPagoConfig({ accessToken: '⟨t⟩' });",
            "Access token de produção do Mercado Pago (conta NF Brasil): ⟨t⟩",
            "Assinatura secreta do webhook do MP (valida o x-signature): ⟨ws⟩",
            "el access token del Mercado Pago es ⟨t⟩, la public key ⟨pk⟩",
            "mercadopago:\n  public_key: ⟨pk⟩\n  access_token: ⟨t⟩\n  webhook_secret: ⟨ws⟩",
        ),
        _mercadopago,
        n=7,
        secrets=("t", "ws"),
    ),
    Kind(
        "pagseguro_token",
        (
            "curl 'https://ws.pagseguro.uol.com.br/v3/transactions/notifications/⟨code⟩"
            "?email=financeiro@" + DOM_BR + "&token=⟨t⟩'",
            "PAGSEGURO_EMAIL=financeiro@" + DOM_BR + "\nPAGSEGURO_TOKEN=⟨t⟩",
            'curl -s https://api.pagseguro.com/orders -H "Authorization: Bearer ⟨t2⟩" '
            '-H "Content-Type: application/json" -d @pedido.json',
            "Token do PagBank (produção, gerado no painel em abril): ⟨t2⟩",
            "Token PagSeguro antigo (API v2/v3, ainda usado pelo boleto): ⟨t⟩",
            "PAGBANK_TOKEN=⟨t2⟩",
            "el token de PagSeguro para la conciliación: ⟨t⟩",
        ),
        _pagseguro,
        n=7,
        secrets=("t", "t2"),
    ),
    Kind(
        "wireguard_private_key",
        (
            "[Interface]\nPrivateKey = ⟨k⟩\nAddress = ⟨addr⟩/32\nListenPort = 51820\n\n"
            "[Peer]\nPublicKey = ⟨pub⟩\nAllowedIPs = 10.0.0.0/8\nEndpoint = ⟨ep⟩",
            "echo '⟨k⟩' | sudo tee /etc/wireguard/private.key >/dev/null",
            '/interface wireguard add listen-port=13231 mtu=1420 name=wg-mgmt private-key="⟨k⟩"',
            "$ sudo wg showconf wg0\n[Interface]\nListenPort = 51820\nPrivateKey = ⟨k⟩\n\n"
            "[Peer]\nPublicKey = ⟨pub⟩\nAllowedIPs = ⟨addr⟩/32",
            "Private key wg laptop aku (akses mgmt OOB): ⟨k⟩",
            "Config do ⟨peer⟩ pro túnel de gerência: PrivateKey = ⟨k⟩, peer ⟨pub⟩ em ⟨ep⟩",
            "wg pubkey <<< '⟨k⟩'\n⟨pub⟩",
        ),
        _wg,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "acme_and_tls_private_keys",
        (
            "$ cat ~/.acme.sh/ca/acme-v02.api.letsencrypt.org/directory/account.key\n" + _PEM_EC,
            "conta ACME do lego (.lego/accounts/acme-v02.api.letsencrypt.org/noc@"
            + DOM_BR
            + "/keys/noc@"
            + DOM_BR
            + ".key):\n\n"
            + _PEM_EC,
            "/etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/⟨acct⟩/"
            'private_key.json\n{"n": "⟨n⟩", "e": "AQAB", "d": "⟨d⟩", "p": "⟨p⟩", '
            '"q": "⟨q⟩", "dp": "⟨dp⟩", "dq": "⟨dq⟩", "qi": "⟨qi⟩", "kty": "RSA"}',
            "key TLS ⟨host⟩ (ECDSA, dari certbot --key-type ecdsa):\n" + _PEM_P8,
            _PEM_P8,
        ),
        _acme,
        n=7,
        secrets=("body", "p8", "d", "p", "q", "dp", "dq", "qi"),
    ),
    Kind(
        "openssh_private_key",
        (
            _PEM_SSH,
            "chave do usuário oxidized que estava no wiki antigo:\n\n" + _PEM_SSH,
            "$ cat ~/.ssh/id_ed25519\n" + _PEM_SSH,
        ),
        _ssh,
        n=7,
        secrets=("body",),
    ),
    Kind(
        "kubernetes_secret_data",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: genieacs-mongo\n"
            "  namespace: ⟨ns⟩\ntype: Opaque\ndata:\n  username: ⟨ub⟩\n  password: ⟨pb⟩",
            "$ kubectl -n ⟨ns⟩ get secret radius-sql -o jsonpath='{.data.password}'\n⟨pb⟩",
            "$ kubectl -n ⟨ns⟩ get secret radius-sql -o jsonpath='{.data.password}' "
            "| base64 -d\n⟨pw⟩",
            "kubectl -n ⟨ns⟩ create secret generic kafka-sasl --from-literal=username=flow "
            "--from-literal=password='⟨pw⟩'",
            "apiVersion: v1\ndata:\n  password: ⟨pb⟩\n  username: ⟨ub⟩\nkind: Secret\n"
            'metadata:\n  creationTimestamp: "⟨ts⟩"\n  name: netbox-db\n  namespace: ⟨ns⟩\n'
            '  resourceVersion: "⟨rv⟩"\n  uid: ⟨uid⟩\ntype: Opaque',
            "stringData:\n  DB_PASSWORD: ⟨pw⟩",
            "el secret de radius en k8s, decodificado: ⟨pw⟩ (en base64 ⟨pb⟩)",
        ),
        _k8s,
        n=7,
        secrets=("pw", "pb"),
    ),
    Kind(
        "vault_token",
        (
            "export VAULT_ADDR=https://vault." + DOM_ID + ":8200\nexport VAULT_TOKEN=⟨t⟩",
            "vault login ⟨t⟩",
            "$ vault token create -policy=netops -ttl=8h\nKey                  Value\n"
            "---                  -----\ntoken                ⟨t⟩\n"
            "token_accessor       ⟨acc⟩\ntoken_duration       8h\ntoken_renewable      true\n"
            'token_policies       ["default" "netops"]',
            'curl -s -H "X-Vault-Token: ⟨t⟩" https://vault.'
            + DOM_ID
            + ":8200/v1/secret/data/net/tacacs",
            "Unseal Key 1: ⟨uk⟩\nUnseal Key 2: ⟨uk2⟩\n\nInitial Root Token: ⟨t⟩",
            "ansible_hashi_vault_token: ⟨t⟩",
            "Token Vault temporário que a Carla me passou pra migração: ⟨t⟩",
        ),
        _vault,
        n=7,
        secrets=("t", "uk", "uk2"),
    ),
    Kind(
        "git_forge_tokens",
        (
            "git clone https://oauth2:⟨glpat⟩@gitlab." + DOM_ID + "/netops/ansible-network.git",
            "GH_TOKEN=⟨ghp⟩ gh release download v2.4.1 -R nusafibra/olt-tools",
            "machine github.com\n  login ⟨user⟩\n  password ⟨fg⟩",
            "remote_repo: https://oxidized:⟨glpat⟩@gitlab." + DOM_BR + "/noc/configs.git",
            "gitlab-runner register --non-interactive --url https://gitlab."
            + DOM_ID
            + " --token ⟨glrt⟩ --executor docker",
            "PAT GitLab buat oxidized push ke repo configs: ⟨glpat⟩ (scope write_repository)",
            "token fine-grained do GitHub pro workflow de release: ⟨fg⟩",
        ),
        _git,
        n=7,
        secrets=("glpat", "ghp", "fg", "glrt"),
    ),
    Kind(
        "aws_secret_access_key",
        (
            "[nf-backup]\naws_access_key_id = ⟨id⟩\naws_secret_access_key = ⟨s⟩\nregion = ⟨region⟩",
            "export AWS_ACCESS_KEY_ID=⟨id⟩\nexport AWS_SECRET_ACCESS_KEY=⟨s⟩",
            "[s3-configs]\ntype = s3\nprovider = AWS\naccess_key_id = ⟨id⟩\n"
            "secret_access_key = ⟨s⟩\nregion = ⟨region⟩",
            "storage_config:\n  aws:\n    bucketnames: ⟨bucket⟩\n    region: ⟨region⟩\n"
            "    access_key_id: ⟨id⟩\n    secret_access_key: ⟨s⟩",
            "AWS Secret Access Key [None]: ⟨s⟩",
            "Chave do IAM user oxidized-s3: ⟨id⟩ / secret ⟨s⟩",
            "secret key AWS buat bucket ⟨bucket⟩: ⟨s⟩",
        ),
        _aws,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "ansible_plaintext_vars",
        (
            "# host_vars/⟨host⟩.yml\nansible_host: ⟨ip⟩\nansible_user: netops\n"
            "ansible_password: ⟨pw⟩\nansible_become_password: ⟨pw2⟩",
            "$ cat ~/.ansible/.vault_pass\n⟨vp⟩",
            "ansible-playbook olt-provision.yml -l ⟨host⟩ -e 'ansible_password=⟨pw⟩'",
            "$ ansible-vault view group_vars/olt/vault.yml\n"
            "vault_olt_admin_password: ⟨pw⟩\nvault_tacacs_key: ⟨pw2⟩",
            "⟨host⟩ ansible_host=⟨ip⟩ ansible_network_os=community.network.ce "
            "ansible_ssh_pass=⟨pw⟩",
            "echo '⟨vp⟩' > /tmp/vp && ansible-playbook site.yml --vault-password-file /tmp/vp",
            "La contraseña del vault de Ansible (repo ansible-network) es ⟨vp⟩",
        ),
        _ansible,
        n=7,
        secrets=("pw", "pw2", "vp"),
    ),
    Kind(
        "netbox_api_token",
        (
            'curl -s -H "Authorization: Token ⟨t⟩" -H "Accept: application/json" '
            "'https://netbox." + DOM_ID + "/api/dcim/devices/?site=⟨where⟩&role=olt'",
            'nb = pynetbox.api("https://netbox.' + DOM_ID + '", token="⟨t⟩")',
            "source:\n  default: http\n  http:\n    url: https://netbox."
            + DOM_ID
            + "/api/dcim/devices/?status=active&limit=0\n    headers:\n"
            "      Authorization: Token ⟨t⟩",
            "NETBOX_TOKEN=⟨t⟩",
            "plugin: netbox.netbox.nb_inventory\napi_endpoint: https://netbox."
            + DOM_BR
            + "\ntoken: ⟨t⟩\ngroup_by:\n  - sites",
            "Token Netbox (write) pro script de importação das ONTs: ⟨t⟩",
            "Token Netbox read-only buat Oxidized: ⟨t⟩ (id ⟨n⟩ di admin)",
        ),
        _netbox,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "oxidized_device_passwords",
        (
            "⟨node⟩:⟨model⟩:oxidized:⟨pw⟩:⟨en⟩",
            "username: oxidized\npassword: ⟨pw⟩\nmodel: ⟨model⟩\nvars:\n  enable: ⟨en⟩",
            "groups:\n  ⟨grp⟩:\n    username: oxi-ro\n    password: ⟨pw⟩",
            "Oxidized masih login ke ⟨node⟩ pakai password lama ⟨pw⟩, makanya backup gagal",
            "senha de enable que o oxidized usa nos ZTE: ⟨en⟩",
            "models:\n  ⟨model⟩:\n    username: backup\n    password: ⟨pw⟩",
        ),
        _oxidized,
        n=7,
        secrets=("pw", "en"),
    ),
    Kind(
        "multilang_prose_passwords",
        (
            "Password admin Netbox yang baru (user superadmin): ⟨pw⟩ — kata sandinya juga "
            "sudah dikirim ke ⟨who⟩ lewat Signal",
            "kata sandinya wifi kantor Surabaya lantai 3: ⟨pw⟩",
            "a senha é ⟨pw⟩ (console do firewall de borda ⟨host⟩, usuário admin)",
            "Senha do root da VM do GenieACS mudou em ⟨d⟩, nova: ⟨pw⟩",
            "La contraseña del iDRAC del servidor RADIUS es ⟨pw⟩, cambiarla después de la "
            "migración.",
            "⟨who⟩ dice que la contraseña del portal del carrier es ⟨pw⟩",
            "IPMI pw for radius-jkt1-02 → ⟨pw⟩ (set during the reinstall on ⟨d⟩)",
        ),
        _prose,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "sim_ki_opc",
        (
            "open5gs-dbctl add ⟨imsi⟩ ⟨ki⟩ ⟨opc⟩",
            "IMSI,ICCID,Ki,OPc\n⟨imsi⟩,⟨iccid⟩,⟨ki⟩,⟨opc⟩",
            "{\n  imsi: '⟨imsi⟩',\n  msisdn: [ '⟨msisdn⟩' ],\n  security: {\n"
            "    k: '⟨ki⟩',\n    amf: '8000',\n    op: null,\n    opc: '⟨opc⟩',\n"
            "    sqn: Long('⟨sqn⟩')\n  }\n}",
            "./pySim-prog.py -p 0 -t sysmoISIM-SJA2 -n NusaFibra -x ⟨mcc⟩ -y ⟨mnc⟩ "
            "-i ⟨imsi⟩ -s ⟨iccid⟩ -k ⟨ki⟩ -o ⟨opc⟩",
            "Ki untuk SIM test lab (IMSI ⟨imsi⟩): ⟨ki⟩, OPc ⟨opc⟩",
            "SIM do lab de Recife — K ⟨ki⟩ e OPc ⟨opc⟩ (ICCID ⟨iccid⟩)",
        ),
        _sim,
        n=7,
        secrets=("ki", "opc"),
    ),
    Kind(
        "dns_tsig_and_cloudflare_tokens",
        (
            'key "acme-update." {\n    algorithm hmac-sha256;\n    secret "⟨tsig⟩";\n};',
            "dns_rfc2136_server = ⟨ip⟩\ndns_rfc2136_name = acme-update.\n"
            "dns_rfc2136_secret = ⟨tsig⟩\ndns_rfc2136_algorithm = HMAC-SHA256",
            "nsupdate -y hmac-sha256:acme-update.:⟨tsig⟩ <<'EOF'\nserver ⟨ip⟩\n"
            "update delete _acme-challenge.⟨zone⟩ TXT\nsend\nEOF",
            "dns_cloudflare_api_token = ⟨cf⟩",
            '"tsig-keys": [\n  { "name": "ddns-key", "algorithm": "HMAC-SHA256", '
            '"secret": "⟨tsig⟩" }\n]',
            'export CF_Token="⟨cf⟩"\nacme.sh --issue --dns dns_cf -d ⟨zone⟩ -d "*.⟨zone⟩"',
            "La clave TSIG para las actualizaciones dinámicas de ⟨zone⟩ es ⟨tsig⟩",
        ),
        _dns,
        n=7,
        secrets=("tsig", "cf"),
    ),
    Kind(
        "vpn_preshared_keys",
        (
            '⟨local⟩ ⟨remote⟩ : PSK "⟨psk⟩"',
            'secrets {\n  ike-cust-⟨n⟩ {\n    id = ⟨remote⟩\n    secret = "⟨psk⟩"\n  }\n}',
            '/ip ipsec identity add peer=cust-⟨n⟩ auth-method=pre-shared-key secret="⟨psk⟩"',
            "crypto isakmp key ⟨psk⟩ address ⟨remote⟩",
            "PSK do túnel IPsec com o cliente ⟨cust⟩: ⟨psk⟩",
            "ta.key do OpenVPN de gerência dos POPs:\n\n" + _PEM_OVPN,
            "PSK IPsec ke ⟨cust⟩ (peer ⟨remote⟩) = ⟨psk⟩",
        ),
        _vpn,
        n=7,
        secrets=("psk", "ovpn"),
    ),
    Kind(
        "secret_among_lookalikes",
        (
            "## ⟨d⟩\n\n- ONT ⟨gpon⟩ trocada, MAC ⟨mac⟩\n- commit ansible ⟨sha⟩\n"
            "- trace ⟨trace⟩ mostra o timeout do RADIUS\n"
            "- secret novo do ⟨nas⟩ = ⟨s⟩ (colei aqui sem querer, rotacionar)\n"
            "- Twilio SID ⟨sid⟩ é público",
            "Incident ⟨d⟩ (SIM attach failures)\n- IMSI ⟨imsi⟩\n- commit ⟨sha⟩\n"
            "- Twilio auth token used by the OTP fallback: ⟨t⟩\n- trace ⟨trace⟩",
            "Hari ini:\n1. ⟨nas⟩ reboot, MAC uplink ⟨mac⟩\n2. commit oxidized ⟨sha⟩\n"
            "3. token Netbox buat import: ⟨nb⟩\n4. IMSI tes ⟨imsi⟩",
        ),
        _among,
        n=7,
        secrets=("s", "t", "nb"),
    ),
)
