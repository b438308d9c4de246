"""Benign look-alikes from the IT side of the integration: SAP IS-U numbers and GUIDs, GIS
ids, MQTT client ids, public keys, redacted placeholders, the word "password" with no
secret, commits, Windows SIDs, Grafana/Influx/Azure/AWS ids, IPsec SPIs, SNMP engine ids,
image digests, trace ids and SIM/modem ids. Every text must come out byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike24.gen import (
    HEX_UP,
    LOWER_ALNUM,
    Kind,
    aug_day,
    b64,
    clock,
    digits,
    hexs,
    hexu,
    luhn_check,
    num,
    pick,
    ssh_ed25519_public,
    uuid4,
)


def _isu(r: Random) -> dict[str, str]:
    return {
        "inst": "40" + digits(r, 8),
        "ca": "0000" + num(r, 8),
        "dev": "0000000000" + num(r, 8),
        "tr": "IUPK9" + digits(r, 5),
        "doc": "6" + digits(r, 11),
        "bp": "10" + digits(r, 8),
    }


def _sap_guids(r: Random) -> dict[str, str]:
    return {
        "g1": "005056" + hexu(r, 26),
        "g2": "FA163E" + hexu(r, 26),
        "idoc": "0000000" + num(r, 9),
        "msg": uuid4(r),
        "h": f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}",
    }


def _gis(r: Random) -> dict[str, str]:
    return {
        "gid": "{" + uuid4(r).upper() + "}",
        "gid2": "{" + uuid4(r).upper() + "}",
        "oid": str(r.randint(1000, 999999)),
        "n": str(r.randint(6_700_000, 7_000_000)),
        "e": str(r.randint(300_000, 700_000)),
        "layer": r.choice(("Maakaapelit", "Vesijohdot", "Muuntamot", "Venttiilit")),
    }


def _mqtt_ids(r: Random) -> dict[str, str]:
    sub = r.choice(("kos", "haa", "rau", "kiv"))
    return {
        "cid": f"ami-gw-{hexs(r, 12)}",
        "cid2": f"levante-edge-{hexs(r, 8)}",
        "sub": sub,
        "port": str(r.randint(40000, 65000)),
        "ip": f"10.45.{r.randint(0, 9)}.{r.randint(2, 250)}",
        "sess": hexs(r, 16),
        "edge": f"edge-{sub}-{r.randint(1, 9):02d}",
        "unix": str(1_817_800_000 + r.randint(0, 2_600_000)),
    }


def _pubkeys(r: Random) -> dict[str, str]:
    return {
        "ssh": ssh_ed25519_public(r),
        "ssh2": ssh_ed25519_public(r),
        "wg": b64(r, 32),
        "wg2": b64(r, 32),
        "pgp": " ".join(hexu(r, 4) for _ in range(10)),
        "ep": f"85.{r.randint(48, 62)}.{r.randint(0, 255)}.{r.randint(2, 250)}:51820",
        "h": str(r.randint(2, 59)),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "user": r.choice(("ami-gw", "svc_piwebapi", "RFC_AMI", "scada-mon", "levante_ext")),
        "host": r.choice(("mqtt01.ot.jev.local", "sapisu-prd.jev.local", "piweb.jev.fi")),
        "stars": "*" * r.choice((8, 12, 16, 20)),
        "entry": r.choice(("OT/MQTT/ami-gw", "VPN/Levante IPsec", "SAP/RFC_AMI", "DLMS/GUEK-2027")),
        "acct": r.choice(("jevdatalakeprd", "jevamiexport")),
    }


def _prose(r: Random) -> dict[str, str]:
    return {
        "days": str(r.choice((60, 90, 180, 365))),
        "n": str(r.choice((14, 16, 20, 24))),
        "host": r.choice(("HMI-KOS-01", "pi-da01", "scada-fe01", "the Moxa gateways")),
        "user": r.choice(("levante_ext", "svc_pi", "kunnossapito", "historian_admin")),
        "ticket": f"INC{num(r, 7)}",
    }


def _git(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 40),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "s4": hexs(r, 7),
        "v": f"v3.{r.randint(0, 12)}.{r.randint(0, 9)}",
        "n": str(r.randint(1, 40)),
        "mr": str(r.randint(100, 999)),
    }


def _sids(r: Random) -> dict[str, str]:
    dom = f"S-1-5-21-{num(r, 10)}-{num(r, 10)}-{num(r, 10)}"
    return {
        "sid": f"{dom}-{r.randint(1100, 9999)}",
        "gsid": f"{dom}-{r.randint(1100, 9999)}",
        "guid": uuid4(r),
        "gpo": "{" + uuid4(r).upper() + "}",
        "lid": f"0x{hexs(r, r.choice((5, 6, 7)))}",
        "user": r.choice(("svc_pi", "svc_scada", "aino.heikkila", "levante_ext")),
        "host": f"PI-DA0{r.randint(1, 3)}",
    }


def _grafana_uids(r: Random) -> dict[str, str]:
    return {
        "uid": pick(r, LOWER_ALNUM + "-", 14).strip("-") + pick(r, LOWER_ALNUM, 2),
        "ds": "P" + hexu(r, 16),
        "ds2": "P" + hexu(r, 16),
        "folder": pick(r, LOWER_ALNUM, 9),
        "panel": str(r.randint(2, 60)),
        "org": str(r.randint(1, 4)),
    }


def _influx_ids(r: Random) -> dict[str, str]:
    return {
        "org": hexs(r, 16),
        "b1": hexs(r, 16),
        "b2": hexs(r, 16),
        "task": hexs(r, 16),
        "auth": hexs(r, 16),
        "ret": r.choice(("720h0m0s", "2160h0m0s", "infinite")),
    }


def _azure_ids(r: Random) -> dict[str, str]:
    return {
        "sub": uuid4(r),
        "tenant": uuid4(r),
        "app": uuid4(r),
        "obj": uuid4(r),
        "corr": uuid4(r),
        "rg": r.choice(("rg-jev-ot-dl-prd", "rg-jev-ami-export", "rg-jev-gis")),
        "acct": r.choice(("jevdatalakeprd", "jevamiexport", "stjevgisbackup")),
    }


def _aws_ids(r: Random) -> dict[str, str]:
    return {
        "acct": digits(r, 12),
        "i": "i-0" + hexs(r, 16),
        "ami": "ami-0" + hexs(r, 16),
        "req": uuid4(r),
        "kms": uuid4(r),
        "etag": hexs(r, 32),
        "vol": "vol-0" + hexs(r, 16),
    }


def _spis(r: Random) -> dict[str, str]:
    return {
        "i": hexs(r, 16),
        "rr": hexs(r, 16),
        "in": hexs(r, 8),
        "out": hexs(r, 8),
        "peer": f"85.{r.randint(48, 62)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
        "uid": str(r.randint(1, 400)),
        "b": str(r.randint(1000, 9_000_000)),
    }


def _snmp(r: Random) -> dict[str, str]:
    return {
        "eng": r.choice(("8000000903", "80001f8880", "800007e503")) + hexs(r, r.choice((12, 16))),
        "boots": str(r.randint(1, 300)),
        "ip": f"10.46.{r.randint(0, 20)}.{r.randint(1, 254)}",
        "hexs": "80 00 1F 88 80 " + " ".join(pick(r, HEX_UP, 2) for _ in range(r.choice((8, 12)))),
        "if": str(r.randint(1, 28)),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d1": hexs(r, 64),
        "d2": hexs(r, 64),
        "img": hexs(r, 12),
        "v": f"3.{r.randint(0, 12)}.{r.randint(0, 9)}",
        "app": r.choice(("jev-ami-adapter", "jev-scada-gw", "jev-gis-sync", "pi-exporter")),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "tr": hexs(r, 32),
        "sp": hexs(r, 16),
        "req": uuid4(r),
        "corr": hexu(r, 32),
        "ms": str(r.randint(12, 9000)),
        "ts": f"{aug_day(r)} {clock(r)},{digits(r, 3)}",
    }


def _iccid(r: Random) -> str:
    body = "8935801" + digits(r, 11)
    return body + luhn_check(body)


def _imei(r: Random) -> str:
    body = "35" + digits(r, 12)
    return body + luhn_check(body)


def _sims(r: Random) -> dict[str, str]:
    return {
        "iccid": _iccid(r),
        "imei": _imei(r),
        "imsi": "24405" + digits(r, 10),
        "mac": ":".join(pick(r, "0123456789abcdef", 2) for _ in range(6)),
        "serial": num(r, 8),
    }


IT: tuple[Kind, ...] = (
    Kind(
        "sap_isu_object_numbers",
        (
            "IS-U: laitteisto ⟨inst⟩, sopimustili ⟨ca⟩, laite ⟨dev⟩ — siirto ⟨tr⟩",
            "EL31 näytti lukeman mutta laskutusasiakirja ⟨doc⟩ jäi kesken (liikekumppani ⟨bp⟩)",
            "Transporte ⟨tr⟩ importado en IUP; instalación de prueba ⟨inst⟩",
            "| Installation | Contract account | Device |\n|---|---|---|\n"
            "| ⟨inst⟩ | ⟨ca⟩ | ⟨dev⟩ |",
        ),
        _isu,
    ),
    Kind(
        "sap_guids_message_ids",
        (
            "SXMB_MONI: message ID ⟨msg⟩, ref ⟨g1⟩, status 'System error'",
            "IDoc ⟨idoc⟩ (ISU_MR_UPLOAD) status 51; EDIDC GUID ⟨g2⟩",
            "SLG1 ⟨h⟩ ZAMI_IMPORT: Objekt ⟨g1⟩ gesperrt — retry ⟨g2⟩",
            "En ISU el GUID de la orden de lectura es ⟨g1⟩ (RAW16, no es clave de nada)",
        ),
        _sap_guids,
    ),
    Kind(
        "gis_global_ids",
        (
            "GIS-kohde ⟨layer⟩ OBJECTID ⟨oid⟩, GlobalID ⟨gid⟩, N ⟨n⟩ E ⟨e⟩ (ETRS-TM35FIN)",
            '{"attributes": {"OBJECTID": ⟨oid⟩, "GlobalID": "⟨gid⟩", "ParentGlobalID": "⟨gid2⟩"}}',
            "https://gis.jev.fi/server/rest/services/Verkko/FeatureServer/3/query?"
            "where=GlobalID%3D'⟨gid⟩'&outFields=*",
            "Ledningen ⟨gid⟩ ligger vid N ⟨n⟩ / E ⟨e⟩ enligt GIS",
        ),
        _gis,
    ),
    Kind(
        "mqtt_client_ids_topics",
        (
            "⟨unix⟩: New client connected from ⟨ip⟩:⟨port⟩ as ⟨cid⟩ (p5, c0, k60, u'ami-gw').",
            "spBv1.0/JEV/NDATA/⟨edge⟩/pump03 — session ⟨sess⟩ client ⟨cid2⟩",
            "Topics: jev/⟨sub⟩/+/telemetry (QoS 1), jev/⟨sub⟩/cmd/# ; client id ⟨cid⟩",
            "El cliente ⟨cid2⟩ se desconecta cada 90 s (keepalive), sesión ⟨sess⟩",
        ),
        _mqtt_ids,
    ),
    Kind(
        "public_keys",
        (
            "~/.ssh/authorized_keys:\nssh-ed25519 ⟨ssh⟩ aino@jev\nssh-ed25519 ⟨ssh2⟩ levante-ci",
            "[Peer]\n# Levante Valencia\nPublicKey = ⟨wg⟩\nEndpoint = ⟨ep⟩\n"
            "AllowedIPs = 10.99.1.0/24",
            "$ wg show\ninterface: wg0\n  public key: ⟨wg⟩\n  private key: (hidden)\n"
            "  listening port: 51820\n\npeer: ⟨wg2⟩\n  endpoint: ⟨ep⟩\n"
            "  latest handshake: ⟨h⟩ seconds ago",
            "Iker's PGP key fingerprint: ⟨pgp⟩ (verified by phone)",
        ),
        _pubkeys,
    ),
    Kind(
        "redacted_placeholders",
        (
            "mosquitto_pub -h ⟨host⟩ -u ⟨user⟩ -P '⟨stars⟩' -t test -m ping",
            "Salasana: ⟨stars⟩ (löytyy KeePassista: ⟨entry⟩)",
            "remote_username ⟨user⟩\nremote_password ${MQTT_BRIDGE_PASSWORD}",
            "AccountKey=<REDACTED>;AccountName=⟨acct⟩ — la clave real está en Key Vault",
            "passwd: \"{{ lookup('community.hashi_vault.hashi_vault', "
            "'secret=ot/data/⟨user⟩:password') }}\"",
        ),
        _placeholders,
    ),
    Kind(
        "password_word_prose",
        (
            "Salasanat vaihdetaan ⟨days⟩ päivän välein; minimipituus ⟨n⟩ merkkiä",
            "Lösenordet för ⟨user⟩ finns i KeePass, inte i den här anteckningen",
            "La contraseña de ⟨user⟩ en ⟨host⟩ caducó; abierto ⟨ticket⟩ para resetearla",
            "password_file /etc/mosquitto/passwd\nallow_anonymous false\n"
            "# passwords are hashed with mosquitto_passwd (min length ⟨n⟩)",
            "Reminder: ⟨user⟩ password expires in ⟨days⟩ days — ask the service desk (⟨ticket⟩)",
        ),
        _prose,
    ),
    Kind(
        "git_commits_versions",
        (
            "$ git log --oneline -3\n⟨s2⟩ (tag: ⟨v⟩) fix DLMS invocation counter rollover\n"
            "⟨s3⟩ add wM-Bus C1 support\n⟨s4⟩ bump pyrfc",
            "jev-ami-adapter ⟨v⟩-⟨n⟩-g⟨s2⟩ asennettu HES-palvelimelle",
            "Merge request !⟨mr⟩ (commit ⟨s1⟩) arregla el timeout del MQTT bridge",
            "Deployed ⟨s1⟩ to scada-gw (was ⟨s3⟩), rollback = ⟨v⟩",
        ),
        _git,
    ),
    Kind(
        "windows_sids_guids",
        (
            "Palvelutili ⟨user⟩: SID ⟨sid⟩, objectGUID ⟨guid⟩",
            "Event 4624: Account Name ⟨user⟩, Security ID ⟨sid⟩, Logon ID ⟨lid⟩, "
            "Workstation ⟨host⟩",
            'GPO "OT - HMI lockdown" ⟨gpo⟩ linkitetty OU=HMI; ryhmän SID ⟨gsid⟩',
            "PS> Get-ADUser ⟨user⟩ | Select SID, ObjectGUID\n\nSID         : ⟨sid⟩\n"
            "ObjectGUID  : ⟨guid⟩",
        ),
        _sids,
    ),
    Kind(
        "grafana_uids",
        (
            "https://grafana.jev.fi/d/⟨uid⟩/sahkoasemat?orgId=⟨org⟩&viewPanel=⟨panel⟩",
            "datasources:\n  - name: PI Web API\n    uid: ⟨ds⟩\n"
            "    type: grafana-piwebapi-datasource\n"
            "  - name: InfluxDB OT\n    uid: ⟨ds2⟩",
            '{"datasource": {"type": "influxdb", "uid": "⟨ds⟩"}, "id": ⟨panel⟩}',
            "Kansion uid ⟨folder⟩, dashboard uid ⟨uid⟩ — älä vaihda, hälytykset viittaavat niihin",
        ),
        _grafana_uids,
    ),
    Kind(
        "influx_ids",
        (
            "$ influx bucket list --org-id ⟨org⟩\nID\t\t\tName\t\tRetention\n"
            "⟨b1⟩\tami_raw\t\t⟨ret⟩\n⟨b2⟩\tscada_1s\t⟨ret⟩",
            "Telegraf kirjoittaa bucketiin ⟨b1⟩ (org ⟨org⟩); downsample-task ⟨task⟩",
            "Authorization ⟨auth⟩ (description: telegraf-kos) deactivated, org ⟨org⟩",
            "La tarea ⟨task⟩ falla: bucket ⟨b2⟩ not found",
        ),
        _influx_ids,
    ),
    Kind(
        "azure_ids",
        (
            "/subscriptions/⟨sub⟩/resourceGroups/⟨rg⟩/providers/Microsoft.Storage/"
            "storageAccounts/⟨acct⟩",
            "Tenant ⟨tenant⟩, app registration (client id) ⟨app⟩, enterprise app object ⟨obj⟩",
            "(AuthorizationFailed) The client '⟨obj⟩' does not have authorization to perform "
            "action 'Microsoft.Storage/storageAccounts/listKeys/action'. Correlation ID: ⟨corr⟩",
            "az account set --subscription ⟨sub⟩",
        ),
        _azure_ids,
    ),
    Kind(
        "aws_ids_arns",
        (
            "arn:aws:s3:::jev-ot-backups (account ⟨acct⟩), KMS arn:aws:kms:eu-north-1:⟨acct⟩:"
            "key/⟨kms⟩",
            "Instancia ⟨i⟩ (⟨ami⟩) del historiador de respaldo, volumen ⟨vol⟩",
            "An error occurred (AccessDenied) when calling the PutObject operation. "
            "RequestId: ⟨req⟩",
            'ETag "⟨etag⟩" — backup pi-archive-2027-08.tar.zst verified',
        ),
        _aws_ids,
    ),
    Kind(
        "ipsec_sa_spis",
        (
            "$ swanctl --list-sas\nike-levante: #⟨uid⟩, ESTABLISHED, IKEv2, ⟨i⟩_i* ⟨rr⟩_r\n"
            "  remote '⟨peer⟩' @ ⟨peer⟩[4500]\n  AES_GCM_16-256/PRF_HMAC_SHA2_384/ECP_384\n"
            "  child-ot: #⟨uid⟩, reqid 1, INSTALLED, TUNNEL, ESP:AES_GCM_16-256\n"
            "    in  ⟨in⟩,  ⟨b⟩ bytes\n    out ⟨out⟩,  ⟨b⟩ bytes",
            "charon: 10[IKE] IKE_SA ike-levante[⟨uid⟩] established between 195.148.22.10"
            "[vpn-hki.jev.fi]...⟨peer⟩[⟨peer⟩], SPIs ⟨i⟩_i ⟨rr⟩_r",
            "Tunneli Valenciaan nousee, mutta CHILD_SA ⟨in⟩/⟨out⟩ vaihtuu tunnin välein",
        ),
        _spis,
    ),
    Kind(
        "snmp_engine_ids_oids",
        (
            "$ snmpget -v3 -l authPriv -u scada-mon ⟨ip⟩ 1.3.6.1.6.3.10.2.1.1.0\n"
            "SNMP-FRAMEWORK-MIB::snmpEngineID.0 = Hex-STRING: ⟨hexs⟩",
            "Kytkimen ⟨ip⟩ engineID 0x⟨eng⟩, engineBoots ⟨boots⟩",
            "IF-MIB::ifOperStatus.⟨if⟩ = INTEGER: down(2) — ⟨ip⟩ (engine 0x⟨eng⟩)",
        ),
        _snmp,
        n=10,
    ),
    Kind(
        "container_image_digests",
        (
            "$ docker pull ghcr.io/levante-int/⟨app⟩@sha256:⟨d1⟩",
            "REPOSITORY                         TAG     DIGEST" + " " * 68 + "IMAGE ID\n"
            "ghcr.io/levante-int/⟨app⟩   ⟨v⟩   "
            "sha256:⟨d1⟩   ⟨img⟩",
            "image: ghcr.io/levante-int/⟨app⟩:⟨v⟩@sha256:⟨d2⟩",
            "Cosign verificó la firma de ⟨app⟩ (digest sha256:⟨d2⟩)",
        ),
        _digests,
    ),
    Kind(
        "trace_correlation_ids",
        (
            "traceparent: 00-⟨tr⟩-⟨sp⟩-01",
            "⟨ts⟩ ERROR [hes-sync] reads batch failed after ⟨ms⟩ ms, X-Request-Id=⟨req⟩",
            "SAP PI correlation id ⟨corr⟩ ↔ HES request ⟨req⟩",
            "Tempo-haku: trace ⟨tr⟩ näyttää, että PI Web API vastasi ⟨ms⟩ ms",
        ),
        _traces,
    ),
    Kind(
        "sim_modem_ids",
        (
            "Mittarin ⟨serial⟩ modeemi: IMEI ⟨imei⟩, ICCID ⟨iccid⟩, IMSI ⟨imsi⟩",
            "| ICCID | IMEI | MAC |\n|---|---|---|\n| ⟨iccid⟩ | ⟨imei⟩ | ⟨mac⟩ |",
            "SIM ⟨iccid⟩ suljettu operaattorilla; uusi kortti tulossa",
        ),
        _sims,
        n=10,
    ),
)
