"""Benign look-alikes from the network itself: mobile and access identifiers, SNMP engine
ids, BGP communities, RADIUS accounting attributes, Zabbix keys, config revisions and
WireGuard public keys. All of them are identifiers, never credentials."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike19.gen import (
    CUSTOMERS,
    DOM_BR,
    DOM_ID,
    PEOPLE,
    Kind,
    asn_private,
    asn_public,
    cgnat,
    clock,
    ctime,
    ctimes_desc,
    day,
    device,
    docip,
    fqdn,
    hexs,
    hexu,
    iccid,
    imei,
    imsi,
    ip10,
    login,
    mac,
    msisdn_for,
    num,
    site,
    v6,
    wg_public,
)


def _mobile(r: Random) -> dict[str, str]:
    i = imei(r)
    first, second = imsi(r), imsi(r)
    return {
        "imsi": first,
        "imsi2": second,
        "iccid": iccid(r),
        "iccid2": iccid(r),
        "msisdn": msisdn_for(r, first),
        "msisdn2": msisdn_for(r, second),
        "imei": i,
        "imei2": imei(r),
        "imeisv": i[:14] + f"{r.randint(1, 99):02d}",
        "mmdd": f"04/{r.randint(1, 30):02d}",
        "t": clock(r) + f".{r.randint(0, 999):03d}",
    }


def _mac(r: Random) -> dict[str, str]:
    raw = mac(r)
    return {
        "mac": raw,
        "MAC": mac(r, "upper"),
        "MAC2": mac(r, "upper"),
        "cmac": mac(r, "cisco"),
        "hmac": mac(r, "huawei"),
        "dmac": mac(r, "dash"),
        "hex12": raw.replace(":", "").upper(),
        "cg": cgnat(r),
        "cg2": cgnat(r),
        "ip": ip10(r),
        "n": str(r.randint(1, 48)),
        "vlan": str(r.randint(100, 3999)),
        "host": device(r, "agg"),
        "login": login(r),
        "pid": str(r.randint(800, 32000)),
        "dd": f"{r.randint(1, 30):2d}",
        "t": clock(r),
        "site": site(r),
        "cust": r.choice(CUSTOMERS),
    }


def _gpon(r: Random) -> dict[str, str]:
    h8 = hexu(r, 8)
    z8 = hexu(r, 8)
    return {
        "sn": "HWTC" + h8,
        "sn8": h8,
        "snhex": "48575443" + h8,
        "zsn": "ZTEG" + z8,
        "slot": f"0/{r.randint(1, 17)}/{r.randint(0, 15)}",
        "port": str(r.randint(0, 15)),
        "onu": str(r.randint(1, 120)),
        "zp": f"1/{r.randint(1, 16)}/{r.randint(1, 16)}",
        "cust": r.choice(CUSTOMERS),
        "login": login(r),
        "olt": device(r, "olt"),
        "d": day(r),
        "t": clock(r),
        "rx": f"-{r.randint(14, 27)}.{r.randint(0, 99):02d}",
    }


def _snmp(r: Random) -> dict[str, str]:
    eid_mac = hexu(r, 12)
    ip = ip10(r)
    return {
        "eid": "800000090300" + eid_mac,
        "eid2": "800000090300" + hexu(r, 12),
        "jeid": "80 00 0a 4c 01 " + " ".join(f"{int(o):02x}" for o in ip.split(".")),
        "ip": ip,
        "u": r.choice(("nms-ro", "zbx-poller", "librenms", "nf-snmp-ro", "prom-snmp")),
        "idx": str(r.randint(1, 600)),
        "onu": str(r.randint(0, 127)),
        "ifn": r.choice(("GE0/0/1", "Eth-Trunk1", "xgei-1/3/1", "ae0", "HundredGigE0/0/0/1")),
        "snbytes": "48 57 54 43 " + " ".join(hexu(r, 2) for _ in range(4)),
        "boots": str(r.randint(3, 60)),
        "etime": num(r, 7),
        "host": device(r, r.choice(("olt", "agg", "pe"))),
        "ctx": r.choice(("olt", "core", "bng")),
    }


def _bgp(r: Random) -> dict[str, str]:
    ix = r.choice(("IIX-JK", "IX-BR-SP", "IX-BR-CE", "CDIX", "OpenIXP", "SBY-IX"))
    asn2 = str(r.randint(17400, 28999))
    return {
        "asn": asn2,
        "lasn": asn_public(r),
        "pasn": r.choice((str(r.randint(3000, 60000)), asn_private(r))),
        "c1": str(r.randint(100, 999)),
        "oct": str(r.randint(16, 250)),
        "c2": str(r.randint(1000, 4999)),
        "lp": str(r.choice((90, 110, 150, 200, 250))),
        "peer": r.choice((docip(r), v6(r))),
        "ix": ix,
        "desc": r.choice(("RS1", "RS2", "TRANSIT-A", "PNI-CDN", "CUST-BGP")) + f"-{num(r, 3)}",
        "n": str(r.randint(10, 999)),
        "m1": num(r, 7),
        "m2": num(r, 6),
        "tbl": num(r, 8),
        "pfx": str(r.randint(20, 250000)),
        "name": r.choice(("SINARLAUT", "MARAZUL", "KOPINUSA", "BOAVISTA", "CENDANA")),
        "up": f"{r.randint(1, 9)}w{r.randint(0, 6)}d",
    }


def _radacct(r: Random) -> dict[str, str]:
    return {
        "login": login(r),
        "asid": r.choice((hexs(r, 8), hexu(r, 16), f"{hexu(r, 8)}-{hexu(r, 8)}")),
        "uniq": hexs(r, 32),
        "uniq2": hexs(r, 32),
        "class": hexu(r, 24),
        "dmac": mac(r, "dash"),
        "nas": device(r, "bng"),
        "ip": ip10(r),
        "srv": ip10(r),
        "cg": cgnat(r),
        "id": str(r.randint(1, 255)),
        "n": str(r.randint(0, 900)),
        "port": str(r.randint(32768, 60999)),
        "rid": num(r, 8),
        "n1": num(r, r.randint(6, 11)),
        "n2": num(r, r.randint(6, 11)),
        "d": day(r),
        "t": clock(r),
        "ct": ctime(r),
    }


def _zabbix(r: Random) -> dict[str, str]:
    where = site(r)
    return {
        "idx": str(r.randint(1, 600)),
        "onu": str(r.randint(0, 127)),
        "ip": ip10(r),
        "host": device(r, r.choice(("olt", "agg", "pe"))),
        "hid": num(r, 5),
        "iid": num(r, 6),
        "n": str(r.randint(1, 99)),
        "g": str(r.choice((8, 9, 40, 80, 90))),
        "pct": f"{r.randint(5, 95)}.{r.randint(0, 99):02d}",
        "ifn": r.choice(("GE0/0/1", "Eth-Trunk1", "xgei-1/3/1", "ae0", "HundredGigE0/0/0/1")),
        "site": where,
        "SITE": where.upper(),
        "val": f"0.0{r.randint(10, 99)}{r.randint(0, 9)}",
        "dom": r.choice((DOM_ID, DOM_BR)),
    }


def _revisions(r: Random) -> dict[str, str]:
    base = r.randint(1000000100, 1000009000)
    person = r.choice(PEOPLE)
    return {
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "sha": hexs(r, 40),
        "node": fqdn(device(r)),
        "node2": fqdn(device(r)),
        "node3": fqdn(device(r)),
        "c1": str(base),
        "c2": str(base - 1),
        "c3": str(base - 2),
        "user": person,
        "host": device(r, r.choice(("pe", "cr"))),
        "grp": r.choice(("core", "olt-huawei", "olt-zte", "bng")),
        "d": day(r),
        "t": clock(r),
        **dict(zip(("ct1", "ct2", "ct3"), ctimes_desc(r, 3), strict=True)),
        "epoch": str(r.randint(1806500000, 1809000000)),
        "rn": str(r.randint(2, 60)),
        "dom": r.choice((DOM_ID, DOM_BR)),
    }


def _wgpub(r: Random) -> dict[str, str]:
    return {
        "pub": wg_public(r),
        "pub2": wg_public(r),
        "addr": f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "ep": f"{docip(r)}:{r.choice((51820, 51821, 13231))}",
        "peer": r.choice(PEOPLE),
        "host": device(r, r.choice(("cr", "agg"))),
        "hs": f"{r.randint(1, 59)} seconds",
        "rx": f"{r.randint(1, 900)}.{r.randint(1, 99)} MiB",
        "tx": f"{r.randint(1, 900)}.{r.randint(1, 99)} MiB",
    }


BENIGN_NETWORK: tuple[Kind, ...] = (
    Kind(
        "mobile_identifiers",
        (
            "IMSI,ICCID,MSISDN,IMEI\n⟨imsi⟩,⟨iccid⟩,⟨msisdn⟩,⟨imei⟩\n"
            "⟨imsi2⟩,⟨iccid2⟩,⟨msisdn2⟩,⟨imei2⟩",
            "{\n  imsi: '⟨imsi⟩',\n  msisdn: [ '⟨msisdn⟩' ],\n  imeisv: [ '⟨imeisv⟩' ],\n"
            "  subscriber_status: 0\n}",
            "⟨mmdd⟩ ⟨t⟩: [emm] INFO:    [⟨imsi⟩]    Attach complete (../src/mme/emm-sm.c:1232)",
            "AT+CIMI\n⟨imsi⟩\n\nOK\nAT+CGSN\n⟨imei⟩\n\nOK\nAT+CCID\n+CCID: ⟨iccid⟩",
            "SIM lab baru: IMSI ⟨imsi⟩, ICCID ⟨iccid⟩, MSISDN ⟨msisdn⟩ — Ki/OPc ada di "
            "Vault (secret/mobile/sim-lab), jangan ditulis di sini",
            "Cliente trocou de aparelho: IMEI antigo ⟨imei⟩ → novo ⟨imei2⟩, liberado no EIR",
            "| IMSI | ICCID | status |\n|---|---|---|\n| ⟨imsi⟩ | ⟨iccid⟩ | ativo |\n"
            "| ⟨imsi2⟩ | ⟨iccid2⟩ | bloqueado |",
            "El módem del cliente reporta IMEI ⟨imei⟩ e IMSI ⟨imsi⟩; el ICCID impreso en "
            "la SIM es ⟨iccid⟩.",
        ),
        _mobile,
    ),
    Kind(
        "mac_addresses",
        (
            "Apr ⟨dd⟩ ⟨t⟩ dhcp-⟨site⟩ dhcpd[⟨pid⟩]: DHCPACK on ⟨cg⟩ to ⟨mac⟩ (ONT-⟨n⟩) via ⟨ip⟩",
            "[admin@⟨host⟩] > /ip arp print where interface=vlan⟨vlan⟩\n"
            "Flags: D - DYNAMIC; C - COMPLETE\nColumns: ADDRESS, MAC-ADDRESS, INTERFACE\n"
            "#    ADDRESS         MAC-ADDRESS        INTERFACE\n"
            "0 DC ⟨cg⟩  ⟨MAC⟩  vlan⟨vlan⟩\n1 DC ⟨cg2⟩  ⟨MAC2⟩  vlan⟨vlan⟩",
            "⟨host⟩#show mac address-table address ⟨cmac⟩\n          Mac Address Table\n"
            "-------------------------------------------\n\n"
            "Vlan    Mac Address       Type        Ports\n"
            "----    -----------       --------    -----\n"
            " ⟨vlan⟩    ⟨cmac⟩    DYNAMIC     Gi1/0/⟨n⟩",
            "<⟨host⟩>display mac-address ⟨hmac⟩\n"
            "-------------------------------------------------------\n"
            "MAC Address    VLAN/VSI/BD   Learned-From        Type\n"
            "-------------------------------------------------------\n"
            "⟨hmac⟩ ⟨vlan⟩/-/-       GE0/0/⟨n⟩           dynamic",
            '⟨login⟩ Calling-Station-Id = "⟨dmac⟩" (sessão caiu ⟨t⟩)',
            "MAC ONT pelanggan ⟨login⟩ ganti jadi ⟨mac⟩ setelah tukar perangkat",
            "Sticky MAC na porta do cliente ⟨cust⟩: ⟨cmac⟩ (Gi1/0/⟨n⟩ no ⟨host⟩)",
            "Option 82 remote-id do ⟨host⟩ chega como ⟨hex12⟩ — é só o MAC da ONT sem separador",
        ),
        _mac,
    ),
    Kind(
        "gpon_onu_serials",
        (
            'ont add ⟨port⟩ ⟨onu⟩ sn-auth "⟨sn⟩" omci ont-lineprofile-id 10 '
            'ont-srvprofile-id 10 desc "⟨cust⟩"',
            "MA5800-X7(config)#display ont autofind all\n"
            "   --------------------------------------------------------------\n"
            "   Number              : 1\n   F/S/P               : ⟨slot⟩\n"
            "   Ont SN              : ⟨snhex⟩ (HWTC-⟨sn8⟩)\n"
            "   Password            : 0x00000000000000000000\n"
            "   VendorID            : HWTC\n   Ont EquipmentID     : EG8145V5\n"
            "   Ont autofind time   : ⟨d⟩ ⟨t⟩+07:00",
            "ZXAN#show gpon onu uncfg\nOnuIndex                 Sn                  State\n"
            "---------------------------------------------------------------------\n"
            "gpon-onu_⟨zp⟩:1          ⟨zsn⟩        unknown",
            "interface gpon-olt_⟨zp⟩\n onu ⟨onu⟩ type ZTE-F670L sn ⟨zsn⟩",
            "| ONT SN | modelo | cliente |\n|---|---|---|\n| ⟨sn⟩ | EG8145V5 | ⟨cust⟩ |\n"
            "| ⟨zsn⟩ | F670L | ⟨login⟩ |",
            "ONT ⟨sn⟩ reinstalada na porta ⟨slot⟩ id ⟨onu⟩, sinal ⟨rx⟩ dBm",
            "SN ONT ⟨sn⟩ (pelanggan ⟨login⟩) sudah di-whitelist di ⟨olt⟩",
            "MA5800-X7(config-if-gpon-⟨slot⟩)#display ont info ⟨port⟩ ⟨onu⟩\n"
            "  F/S/P                   : ⟨slot⟩\n  ONT-ID                  : ⟨onu⟩\n"
            "  Control flag            : active\n  Run state               : online\n"
            "  SN                      : ⟨snhex⟩ (HWTC-⟨sn8⟩)\n"
            "  Description             : ⟨cust⟩",
        ),
        _gpon,
    ),
    Kind(
        "snmp_engine_ids_and_oids",
        (
            "snmp-server engineID local ⟨eid⟩",
            '$ snmpwalk -v3 -l authPriv -u ⟨u⟩ -a SHA -A "$SNMP_AUTH" -x AES -X '
            '"$SNMP_PRIV" ⟨ip⟩ IF-MIB::ifName\nIF-MIB::ifName.⟨idx⟩ = STRING: ⟨ifn⟩',
            "auths:\n  nf_v3:\n    version: 3\n    username: ⟨u⟩\n"
            "    security_level: authPriv\n    auth_protocol: SHA\n"
            "    password: ${SNMP_AUTH_PASS}\n    priv_protocol: AES\n"
            "    priv_password: ${SNMP_PRIV_PASS}\n    context_name: ⟨ctx⟩",
            "⟨u⟩@⟨host⟩> show snmp v3\nLocal engine ID: ⟨jeid⟩\n"
            "Engine boots: ⟨boots⟩\nEngine time: ⟨etime⟩ seconds",
            "SNMPv2-SMI::enterprises.2011.6.128.1.1.2.43.1.3.⟨idx⟩.⟨onu⟩ = Hex-STRING: ⟨snbytes⟩",
            "| Macro | Value |\n|---|---|\n| {$SNMPV3_USER} | ⟨u⟩ |\n"
            "| {$SNMPV3_AUTHPASS} | ****** (secret text) |\n"
            "| {$SNMPV3_SECURITYENGINEID} | ⟨eid⟩ |",
            "engineID do ⟨host⟩ mudou depois do RMA: ⟨eid⟩ → ⟨eid2⟩; precisei limpar o "
            "cache do poller",
            "walk ifHCInOctets.⟨idx⟩ (1.3.6.1.2.1.31.1.1.1.6.⟨idx⟩) di ⟨host⟩ balik 0 terus, "
            "engine id ⟨eid⟩",
        ),
        _snmp,
    ),
    Kind(
        "bgp_communities_and_asns",
        (
            "route-policy ⟨ix⟩-IN\n  if community matches-any (⟨asn⟩:⟨c1⟩, ⟨asn⟩:⟨c2⟩) then\n"
            "    set local-preference ⟨lp⟩\n  endif\n  pass\nend-policy",
            "router bgp ⟨asn⟩\n neighbor ⟨peer⟩\n  remote-as ⟨pasn⟩\n"
            "  password inheritance-disable\n  description ⟨desc⟩\n"
            "  address-family ipv4 unicast\n   route-policy ⟨ix⟩-IN in",
            "bgp_large_community.add((⟨lasn⟩, ⟨c1⟩, ⟨c2⟩));",
            "Neighbor        Spk    AS MsgRcvd MsgSent   TblVer  InQ OutQ  Up/Down  St/PfxRcd\n"
            "⟨peer⟩      0 ⟨pasn⟩ ⟨m1⟩ ⟨m2⟩ ⟨tbl⟩    0    0 ⟨up⟩     ⟨pfx⟩",
            "bgpq4 -4 -A -l PL-CUST-⟨n⟩ AS⟨pasn⟩:AS-⟨name⟩",
            "vrf CUST-⟨n⟩\n rd ⟨asn⟩:⟨n⟩\n address-family ipv4 unicast\n  import route-target\n"
            "   ⟨asn⟩:⟨n⟩\n  !\n  export route-target\n   ⟨asn⟩:⟨n⟩",
            "| Community | Meaning |\n|---|---|\n| ⟨asn⟩:⟨c1⟩ | learned at ⟨ix⟩ |\n"
            "| ⟨asn⟩:666 | blackhole |\n| ⟨asn⟩:⟨c2⟩ | do not announce to AS⟨pasn⟩ |",
            "Community de blackhole do trânsito é ⟨pasn⟩:666; a nossa de RTBH interna ⟨asn⟩:⟨c2⟩",
            "Sesi ke ⟨ix⟩ RS pakai AS⟨pasn⟩, max-prefix ⟨pfx⟩, community ⟨asn⟩:⟨c1⟩ buat tagging",
            "set protocols bgp group ⟨ix⟩ neighbor ⟨peer⟩ peer-as ⟨pasn⟩\n"
            "set protocols bgp group ⟨ix⟩ neighbor ⟨peer⟩ import ⟨ix⟩-IN",
            "Route Distinguisher: ⟨asn⟩:⟨n⟩ (default for vrf CUST-⟨n⟩)\n"
            "*> 10.⟨oct⟩.0.0/16    0.0.0.0    0    32768 ?",
        ),
        _bgp,
    ),
    Kind(
        "radius_accounting_attributes",
        (
            "⟨ct⟩\n\tAcct-Status-Type = Interim-Update\n"
            '\tUser-Name = "⟨login⟩"\n\tAcct-Session-Id = "⟨asid⟩"\n'
            "\tFramed-IP-Address = ⟨cg⟩\n"
            '\tCalling-Station-Id = "⟨dmac⟩"\n\tNAS-Identifier = "⟨nas⟩"\n'
            '\tAcct-Unique-Session-Id = "⟨uniq⟩"\n\tClass = 0x⟨class⟩',
            'echo "User-Name=⟨login⟩,Acct-Session-Id=⟨asid⟩" | radclient -x ⟨ip⟩:3799 '
            'disconnect "$RADIUS_COA_SECRET"\n'
            "Received Disconnect-ACK Id ⟨id⟩ from ⟨ip⟩:3799 to 0.0.0.0:⟨port⟩ length 20",
            "radius=# select radacctid, acctsessionid, acctuniqueid, username from radacct "
            "where username = '⟨login⟩' order by acctstarttime desc limit 1;\n"
            " radacctid | acctsessionid | acctuniqueid | username\n"
            "-----------+---------------+--------------+----------\n"
            " ⟨rid⟩ | ⟨asid⟩ | ⟨uniq⟩ | ⟨login⟩\n(1 row)",
            "(⟨n⟩) Received Accounting-Request Id ⟨id⟩ from ⟨ip⟩:⟨port⟩ to ⟨srv⟩:1813 "
            'length 312\n(⟨n⟩)   Acct-Session-Id = "⟨asid⟩"\n(⟨n⟩)   Acct-Status-Type = Start\n'
            '(⟨n⟩)   User-Name = "⟨login⟩"\n(⟨n⟩)   Calling-Station-Id = "⟨dmac⟩"\n'
            "(⟨n⟩)   Class = 0x⟨class⟩",
            "Sesi ⟨login⟩ nyangkut: Acct-Session-Id ⟨asid⟩ di ⟨nas⟩, unique id ⟨uniq⟩ — "
            "udah kirim CoA disconnect",
            "Acct-Unique-Session-Id ⟨uniq⟩ duplicado no radacct (o ⟨nas⟩ reenviou o Start em ⟨d⟩)",
            '{"acct_session_id":"⟨asid⟩","acct_unique_id":"⟨uniq⟩","username":"⟨login⟩",'
            '"nas":"⟨nas⟩","framed_ip":"⟨cg⟩","input_octets":⟨n1⟩,"output_octets":⟨n2⟩}',
            "La sesión de ⟨login⟩ tiene dos filas: ⟨uniq⟩ y ⟨uniq2⟩, mismo Acct-Session-Id ⟨asid⟩",
        ),
        _radacct,
    ),
    Kind(
        "zabbix_item_keys",
        (
            "| Item | Key |\n|---|---|\n| Uplink in | net.if.in[ifHCInOctets.⟨idx⟩] |\n"
            "| Uplink out | net.if.out[ifHCOutOctets.⟨idx⟩] |\n| Loss | icmppingloss[⟨ip⟩] |",
            "$ zabbix_get -s ⟨ip⟩ -p 10050 -k 'vfs.fs.size[/var/log,pused]'\n⟨pct⟩",
            'curl -s -H "Authorization: Bearer $ZABBIX_API_TOKEN" -H "Content-Type: '
            'application/json-rpc" https://zabbix.⟨dom⟩/api_jsonrpc.php -d '
            '\'{"jsonrpc":"2.0","method":"item.get","params":{"hostids":"⟨hid⟩",'
            '"search":{"key_":"ifHCInOctets"}},"id":⟨n⟩}\'',
            "last(/⟨host⟩/net.if.in[ifHCInOctets.⟨idx⟩])>⟨g⟩G and "
            "min(/⟨host⟩/icmppingloss[⟨ip⟩],5m)>20",
            "Server=zbx.⟨dom⟩\nHostname=zbx-proxy-⟨site⟩\nTLSConnect=psk\nTLSAccept=psk\n"
            "TLSPSKIdentity=PSK-⟨SITE⟩-⟨n⟩\nTLSPSKFile=/etc/zabbix/zabbix_proxy.psk",
            "{#SNMPINDEX}=⟨idx⟩ {#IFNAME}=⟨ifn⟩ → net.if.out[ifHCOutOctets.⟨idx⟩]",
            '{"jsonrpc":"2.0","result":[{"itemid":"⟨iid⟩","key_":"icmppingsec[⟨ip⟩]",'
            '"lastvalue":"⟨val⟩"}],"id":⟨n⟩}',
            "Item baru di template OLT Huawei: key ont.rx[⟨idx⟩.⟨onu⟩] "
            "(hwGponOntOpticalDdmRxPower), interval 5m",
            "Clave del ítem para pérdida ICMP en ⟨host⟩: icmppingloss[⟨ip⟩,10,200,,500]",
        ),
        _zabbix,
    ),
    Kind(
        "config_revision_ids",
        (
            "$ git -C /var/lib/oxidized/configs.git log --oneline -3\n⟨s1⟩ update ⟨node⟩\n"
            "⟨s2⟩ update ⟨node2⟩\n⟨s3⟩ update ⟨node3⟩",
            "RP/0/RSP0/CPU0:⟨host⟩#show configuration commit list 3\n"
            "SNo. Label/ID              User      Line                Client      Time Stamp\n"
            "~~~~ ~~~~~~~~              ~~~~      ~~~~                ~~~~~~      ~~~~~~~~~~\n"
            "1    ⟨c1⟩            ⟨user⟩     vty0:node0_RSP0_CPU0  CLI         ⟨ct1⟩\n"
            "2    ⟨c2⟩            ⟨user⟩     vty0:node0_RSP0_CPU0  CLI         ⟨ct2⟩\n"
            "3    ⟨c3⟩            oxidized  vty1:node0_RSP0_CPU0  CLI         ⟨ct3⟩",
            "⟨user⟩@⟨host⟩> show system commit revision\nRevision: re0-⟨epoch⟩-⟨rn⟩",
            "https://oxidized.⟨dom⟩/node/version/diffs?node=⟨node⟩&group=⟨grp⟩"
            "&oid=⟨sha⟩&date=⟨d⟩+⟨t⟩+%2B0700&num=12",
            "rollback pro commit ⟨c1⟩ no ⟨host⟩ (`rollback configuration to ⟨c2⟩`), deu certo",
            "Backup ⟨node⟩ berubah di commit ⟨sha⟩ (oxidized), diff-nya cuma NTP",
            "<⟨host⟩>display configuration commit list\n"
            " ---------------------------------------------------------\n"
            " No.  CommitId     Label    User     Time\n"
            " 1    ⟨c1⟩   -        ⟨user⟩   ⟨d⟩ ⟨t⟩+07:00\n"
            " 2    ⟨c2⟩   -        oxidized ⟨d⟩ ⟨t⟩+07:00",
            "curl -s 'https://oxidized.⟨dom⟩/node/version/view?node=⟨node⟩&group=⟨grp⟩"
            "&oid=⟨sha⟩&format=text'",
            "El diff de ⟨node⟩ entre ⟨s1⟩ y ⟨s2⟩ es sólo el banner",
        ),
        _revisions,
    ),
    Kind(
        "wireguard_public_keys",
        (
            "[Interface]\n# PrivateKey fica no arquivo, ver PostUp\n"
            "PostUp = wg set %i private-key /etc/wireguard/private.key\n"
            "Address = ⟨addr⟩/32\n\n[Peer]\nPublicKey = ⟨pub⟩\nAllowedIPs = 10.0.0.0/8\n"
            "Endpoint = ⟨ep⟩",
            "$ sudo wg show wg0\ninterface: wg0\n  public key: ⟨pub⟩\n  private key: (hidden)\n"
            "  listening port: 51820\n\npeer: ⟨pub2⟩\n  endpoint: ⟨ep⟩\n"
            "  allowed ips: ⟨addr⟩/32\n  latest handshake: ⟨hs⟩ ago\n"
            "  transfer: ⟨rx⟩ received, ⟨tx⟩ sent",
            '/interface wireguard peers add interface=wg-mgmt public-key="⟨pub⟩" '
            "allowed-address=⟨addr⟩/32 endpoint-address=⟨ep⟩",
            "$ wg pubkey < /etc/wireguard/private.key\n⟨pub⟩",
            "| peer | public key | IP |\n|---|---|---|\n| ⟨peer⟩ | ⟨pub⟩ | ⟨addr⟩ |\n"
            "| ⟨host⟩ | ⟨pub2⟩ | 172.16.0.1 |",
            "Chave pública do ⟨peer⟩ pro túnel de gerência: ⟨pub⟩ (a privada nunca sai do "
            "notebook dele)",
            "Public key WireGuard ⟨host⟩ = ⟨pub⟩, endpoint ⟨ep⟩",
            "La clave pública del peer de ⟨peer⟩ es ⟨pub⟩; ya está en ⟨host⟩.",
        ),
        _wgpub,
    ),
)
