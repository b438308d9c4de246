"""Benign look-alikes from IT operations: directory, certificates, builds, backup, network.

These are public or internal identifiers that a note keeps on purpose (tenant and client ids,
thumbprints, checksums, commit hashes, image digests, sys_ids, job ids, MACs, serials,
license and support ids, trace ids). None of them opens anything by itself.
"""

from __future__ import annotations

import base64
import uuid
from random import Random

from tests.redact.lookalike18.gen import (
    ALNUM,
    UPPER_ALNUM,
    Kind,
    day,
    hexs,
    ip10,
    ip_public,
    num,
    pick,
    uhex,
    uuid4,
)

# ---------------------------------------------------------------------------- value makers


def _entra(r: Random) -> dict[str, str]:
    return {
        "tenant": uuid4(r),
        "appid": uuid4(r),
        "oid": uuid4(r),
        "keyid": uuid4(r),
        "hint": pick(r, ALNUM, 3),
        "dd": f"{r.randint(1, 28):02d}",
    }


def _colon_hex(r: Random, nbytes: int) -> str:
    return ":".join(uhex(r, 2) for _ in range(nbytes))


def _certs(r: Random) -> dict[str, str]:
    return {
        "t1": uhex(r, 40),
        "t2": uhex(r, 40),
        "fp": _colon_hex(r, 32),
        "fp1": _colon_hex(r, 20),
        "fpc": hexs(r, 64),
        "dd": f"{r.randint(1, 28):02d}",
        "y": str(r.choice((2027, 2028))),
    }


def _sums(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 64),
        "SHA": hexs(r, 64).upper(),
        "sha512": hexs(r, 128),
        "md5": hexs(r, 32),
        "b": str(r.randint(100, 399)),
        "ov": f"{r.randint(24, 26)}.{r.randint(1, 12)}.{r.randint(0, 3)}",
    }


def _git(r: Random) -> dict[str, str]:
    return {
        "full": hexs(r, 40),
        "s1": hexs(r, 9),
        "s2": hexs(r, 9),
        "s3": hexs(r, 9),
        "s4": hexs(r, 9),
        "m": str(r.randint(1, 9)),
        "mr": str(r.randint(40, 400)),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "imgid": hexs(r, 12),
        "v": r.choice(("7.4.0", "7.6.0", "8.0.0")),
        "ov": f"{r.randint(24, 26)}.{r.randint(1, 12)}.{r.randint(0, 3)}",
    }


def _jenkins(r: Random) -> dict[str, str]:
    b = r.randint(300, 2600)
    return {
        "b": str(b),
        "b2": str(b + r.randint(1, 30)),
        "q": str(r.randint(10000, 99999)),
        "md5": hexs(r, 32),
        "ts": f"2027-03-{day(r)}_0{r.randint(1, 5)}-{r.randint(10, 59)}-{r.randint(10, 59)}",
        "m": str(r.randint(1, 9)),
    }


def _snow(r: Random) -> dict[str, str]:
    return {"sid": hexs(r, 32), "sid2": hexs(r, 32), "inc": num(r, 5)}


def _tickets(r: Random) -> dict[str, str]:
    return {
        "inc7": "00" + num(r, 5),
        "chg7": "00" + num(r, 5),
        "ritm": "00" + num(r, 5),
        "task": "00" + num(r, 5),
        "n6": num(r, 6),
        "n4": num(r, 4),
        "n7": num(r, 7),
        "n7b": num(r, 7),
        "n8": num(r, 8),
        "n11": num(r, 11),
        "yymm": "2703",
    }


def _veeam(r: Random) -> dict[str, str]:
    return {
        "u1": uuid4(r),
        "u2": uuid4(r),
        "dd": day(r),
        "tb": f"{r.randint(1, 4)}.{r.randint(0, 9)}",
    }


def _mac(r: Random) -> dict[str, str]:
    raw = [r.choice((0x00, 0x08, 0x3C, 0x70, 0xA4))] + [r.randrange(256) for _ in range(5)]
    raw2 = [raw[0]] + [r.randrange(256) for _ in range(5)]
    hx = "".join(f"{b:02x}" for b in raw)
    return {
        "mac": ":".join(f"{b:02X}" for b in raw),
        "macdash": "-".join(f"{b:02x}" for b in raw),
        "macdash2": "-".join(f"{b:02x}" for b in raw2),
        "maccisco": f"{hx[0:4]}.{hx[4:8]}.{hx[8:12]}",
        "ip": f"10.46.{r.randint(0, 7)}.{r.randint(10, 250)}",
        "port": str(r.randint(1, 48)),
    }


def _fgt_serial(r: Random) -> str:
    return r.choice(("FG100F", "FG200F", "FG60F")) + "TK" + num(r, 8)


def _serials(r: Random) -> dict[str, str]:
    vm = " ".join(hexs(r, 2) for _ in range(8)) + "-" + " ".join(hexs(r, 2) for _ in range(8))
    return {
        "tag": pick(r, UPPER_ALNUM, 7),
        "uuid": uuid4(r),
        "vmser": vm,
        "fgt": _fgt_serial(r),
        "fgt2": _fgt_serial(r),
        "ctsn": r.choice(("", "CT", "SN")) + num(r, r.randint(5, 8)),
        "n2": f"{r.randint(10, 60)}",
        "host": f"esx{r.randint(1, 14):02d}",
    }


def _licenses(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "sup": num(r, 8),
        "pid": f"00454-{num(r, 5)}-{num(r, 5)}-AA{num(r, 3)}",
        "site": num(r, 10),
        "contract": num(r, 9),
        "acct": num(r, 7),
        "sub": "SUB-" + num(r, 8),
        "cust": num(r, 6),
        "hostid": hexs(r, 12),
        "fgt": _fgt_serial(r),
        "inst": str(r.randint(60, 140)),
    }


def _vcenter(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "n": str(r.randint(1000, 9999)),
        "n2": str(r.randint(10, 400)),
        "n3": str(r.randint(10, 400)),
        "ds": f"{hexs(r, 8)}-{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 12)}",
    }


def _ad(r: Random) -> dict[str, str]:
    g = uuid.UUID(int=r.getrandbits(128), version=4)
    domain = "-".join(str(r.randint(1_000_000_000, 4_294_967_295)) for _ in range(3))
    return {
        "guid": str(g),
        "b64guid": base64.b64encode(g.bytes_le).decode(),
        "sid": f"S-1-5-21-{domain}-{r.randint(1100, 48000)}",
        "user": r.choice(("svc_mirth", "svc_fhir_sync", "svc_keycloak", "mbrenner")),
    }


def _vpn(r: Random) -> dict[str, str]:
    serial = _fgt_serial(r)
    return {
        "spi1": hexs(r, 16),
        "spi2": hexs(r, 16),
        "spi3": hexs(r, 8),
        "spi4": hexs(r, 8),
        "engid": "8000304404" + serial.encode().hex(),
        "ip1": ip_public(r),
        "ip2": ip_public(r),
        "n": str(r.randint(1, 90)),
        "age": str(r.randint(200, 80000)),
        "ip": ip10(r),
    }


def _azure_errors(r: Random) -> dict[str, str]:
    return {
        "u1": uuid4(r),
        "u2": uuid4(r),
        "appid": uuid4(r),
        "dd": day(r),
        "t": f"{r.randint(6, 20):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
        "frac": num(r, 7),
    }


# ---------------------------------------------------------------------------- kinds

INFRA: tuple[Kind, ...] = (
    Kind(
        "entra_public_ids",
        (
            "az ad sp show --id ⟨appid⟩ --query '{appId:appId, id:id, name:displayName}'\n"
            "{\n"
            '  "appId": "⟨appid⟩",\n'
            '  "id": "⟨oid⟩",\n'
            '  "name": "KVN-Mirth-Graph"\n'
            "}",
            "Tenant ID: ⟨tenant⟩\nApplication (client) ID: ⟨appid⟩\nObject ID: ⟨oid⟩",
            "Client secret ID (not the value!): ⟨keyid⟩, hint ⟨hint⟩, expires 2028-03-⟨dd⟩",
            "https://login.microsoftonline.com/⟨tenant⟩/v2.0/.well-known/openid-configuration "
            "— issuer passt, Keycloak-IdP-Brokering kann los",
            "Enterprise App 'Hoshimi Cloud Viewer': SAML entityID "
            "https://viewer.hoshimi.example/saml/⟨appid⟩, Zuweisung über Gruppe "
            "GG-Radiologie-Viewer (⟨oid⟩)",
            "Managed identity mi-kvn-fhir-sync: principalId ⟨oid⟩, clientId ⟨appid⟩ "
            "(tenant ⟨tenant⟩)",
        ),
        _entra,
    ),
    Kind(
        "certificate_thumbprints",
        (
            "PS C:\\> Get-ChildItem Cert:\\LocalMachine\\My | ft Thumbprint,Subject,NotAfter\n\n"
            "Thumbprint                                Subject                NotAfter\n"
            "----------                                -------                --------\n"
            "⟨t1⟩  CN=fhir.kvn.intern       ⟨dd⟩.03.⟨y⟩ 09:12:00\n"
            "⟨t2⟩  CN=mc-prod01.kvn.intern  ⟨dd⟩.11.2027 16:40:11",
            "openssl x509 -in fhir_kvn.pem -noout -fingerprint -sha256\nsha256 Fingerprint=⟨fp⟩",
            "Zertifikat für MLLP/TLS zum LIS getauscht, neuer Thumbprint ⟨t1⟩ "
            "(alter ⟨t2⟩ läuft am ⟨dd⟩.03. ab)",
            "De certificaat-fingerprint (SHA-256) die Hunzedal pint voor onze FHIR-client: ⟨fpc⟩",
            "keytool -list -v -keystore truststore.jks -alias hunzedal-ca | grep -A2 Fingerprints\n"
            "Certificate fingerprints:\n"
            "\t SHA1: ⟨fp1⟩\n"
            "\t SHA256: ⟨fp⟩",
        ),
        _certs,
    ),
    Kind(
        "installer_checksums",
        (
            "sha256sum mirthconnect-4.5.2.b⟨b⟩-unix.tar.gz\n"
            "⟨sha⟩  mirthconnect-4.5.2.b⟨b⟩-unix.tar.gz",
            "PS C:\\Install> Get-FileHash .\\VeeamBackup_12.3.1.⟨b⟩.iso -Algorithm SHA256\n\n"
            "Algorithm       Hash                                                             "
            "Path\n"
            "---------       ----                                                             "
            "----\n"
            "SHA256          ⟨SHA⟩ C:\\Install\\VeeamBackup_12.3.1.⟨b⟩.iso",
            "Prüfsumme Orthanc-Installer (win64, ⟨ov⟩) laut Website: ⟨sha⟩ — stimmt mit dem "
            "Download überein",
            "SHA-512 of the Hoshimi viewer MSI, from their release note: ⟨sha512⟩",
            "md5 (vendor only publishes md5): ⟨md5⟩  HL7Spy_⟨ov⟩_setup.exe",
        ),
        _sums,
    ),
    Kind(
        "git_commit_hashes",
        (
            "git log --oneline -4\n"
            "⟨s1⟩ ADT_A08: PV1-3 Station für Haus Moorwinkel mappen\n"
            "⟨s2⟩ ORU: OBX-5 trimmen\n"
            "⟨s3⟩ Merge branch 'feat/oru-lis-mapping'\n"
            "⟨s4⟩ channels: version bump 2027.03.⟨m⟩",
            "Jenkins: Checking out Revision ⟨full⟩ (refs/remotes/origin/main)",
            "Fix für die Umlaute in PID-5 ist Commit ⟨full⟩, Tag channels-2027.03.⟨m⟩",
            "git rev-parse HEAD → ⟨full⟩ (that's what runs on mc-prod01 now)",
            "Merge request !⟨mr⟩ merged as ⟨full⟩ (squash), Rizky's branch feat/oru-lis-mapping",
        ),
        _git,
    ),
    Kind(
        "container_image_digests",
        (
            "docker pull dcm4che/dcm4chee-arc-psql@sha256:⟨d⟩",
            "image: nexus.kvn.intern:8443/integration/hapi-fhir-jpaserver:⟨v⟩@sha256:⟨d⟩",
            "kubectl get pod hapi-fhir-0 -n fhir "
            "-o jsonpath='{.status.containerStatuses[0].imageID}'\n"
            "nexus.kvn.intern:8443/integration/hapi-fhir-jpaserver@sha256:⟨d⟩",
            "docker images --digests | grep orthanc\n"
            "orthancteam/orthanc   ⟨ov⟩   sha256:⟨d⟩   ⟨imgid⟩   3 weeks ago   512MB",
            "Digest van de image die Hunzedal draait: sha256:⟨d⟩ — zelfde als onze staging",
        ),
        _digests,
    ),
    Kind(
        "jenkins_build_ids",
        (
            "Jenkins mirth-channel-deploy #⟨b⟩ FAILED — started by user Malte Brenner, "
            "queue id ⟨q⟩, took 4 min 12 sec",
            "https://jenkins.kvn.intern/job/Integration/job/hl7-regression/⟨b⟩/console → "
            "'Finished: UNSTABLE' (3 ORU tests)",
            "Fingerprint of channels-2027.03.⟨m⟩.zip: MD5 ⟨md5⟩ (seen in builds #⟨b⟩ and #⟨b2⟩)",
            "BUILD_TAG=jenkins-Integration-fhir-validator-⟨b⟩ BUILD_ID=⟨b⟩ EXECUTOR_NUMBER=1 "
            "NODE_NAME=agent-lnx02",
            "Jenkins-run ⟨b⟩ van de nachtelijke HL7-regressie: 412 passed, 0 failed "
            "(BUILD_TIMESTAMP ⟨ts⟩)",
        ),
        _jenkins,
    ),
    Kind(
        "servicenow_sys_ids",
        (
            "https://kvnordheide.service-now.com/nav_to.do?uri=incident.do?sys_id=⟨sid⟩",
            "{\n"
            '  "result": {\n'
            '    "number": "INC00⟨inc⟩",\n'
            '    "sys_id": "⟨sid⟩",\n'
            '    "assignment_group": { "value": "⟨sid2⟩" },\n'
            '    "state": "2"\n'
            "  }\n"
            "}",
            "Assignment group 'Integration & Schnittstellen' = sys_id ⟨sid⟩ — für die "
            "Mirth-Alert-Regel",
            "CI mc-prod01 in der CMDB: cmdb_ci_linux_server, sys_id ⟨sid⟩",
            "GET /api/now/table/sys_user_group/⟨sid⟩?sysparm_fields=name,manager returns 200 "
            "with the read-only role",
        ),
        _snow,
    ),
    Kind(
        "ticket_numbers",
        (
            "INC⟨inc7⟩ (ADT-Stau Haus Heidenau) → CHG⟨chg7⟩ für den Mirth-Neustart Sa 06:00",
            "Hoshimi サポートチケット番号: HMS-2027-⟨n6⟩（DICOM 送信エラーの件）",
            "TOPdesk-melding Hunzedal: M⟨yymm⟩ ⟨n4⟩ — VPN-tunnel valt 's nachts weg",
            "Fortinet TAC ticket ⟨n7⟩, Broadcom SR ⟨n8⟩, Veeam case #0⟨n7b⟩ — alle drei noch offen",
            "RITM⟨ritm⟩ / SCTASK⟨task⟩: SMART-Client für die Kardiologie anlegen",
        ),
        _tickets,
    ),
    Kind(
        "veeam_ids",
        (
            "PS C:\\> Get-VBRJob | Select Name, Id, JobType\n\n"
            "Name                 Id                                   JobType\n"
            "----                 --                                   -------\n"
            "BJ-Integration-VMs   ⟨u1⟩ Backup\n"
            "BJ-SQL-LIS           ⟨u2⟩ Backup",
            "Veeam session ⟨u1⟩ ended with Warning: 'Failed to truncate transaction logs "
            "on sql-lis01'",
            "Restore point ⟨u1⟩ (mc-prod01, 2027-03-⟨dd⟩ 22:00) für den Test-Restore in die "
            "Sandbox genommen",
            "Job-ID ⟨u1⟩ in der VBR-Datenbank ist dieselbe wie im Enterprise Manager",
            "Veeam-job BJ-PACS-Orthanc, sessie ⟨u2⟩: ⟨tb⟩ TB verwerkt, 310 GB gelezen",
        ),
        _veeam,
    ),
    Kind(
        "mac_addresses",
        (
            "DHCP-Reservierung MR2-WS01: ⟨mac⟩ → ⟨ip⟩ (Scope Medizintechnik)",
            "arp -a | findstr 10.46.\n"
            "  ⟨ip⟩          ⟨macdash⟩     dynamisch\n"
            "  10.46.2.16            ⟨macdash2⟩     dynamisch",
            "show mac address-table interface Gi1/0/⟨port⟩\n"
            "  460    ⟨maccisco⟩    DYNAMIC     Gi1/0/⟨port⟩",
            "Infusionspumpe meldet sich mit MAC ⟨mac⟩ im WLAN KVN-MT an, bekommt aber keine IP",
            "MAC-adres van de ECG-gateway in Hunzedal: ⟨mac⟩ (voor hun NAC-whitelist)",
        ),
        _mac,
    ),
    Kind(
        "hardware_serials",
        (
            "[root@⟨host⟩:~] esxcli hardware platform get\n"
            "Platform Information\n"
            "   UUID: ⟨uuid⟩\n"
            "   Product Name: PowerEdge R760\n"
            "   Vendor Name: Dell Inc.\n"
            "   Serial Number: ⟨tag⟩\n"
            "   Enclosure Serial Number: ⟨tag⟩",
            "VM serial (Get-CimInstance Win32_BIOS): VMware-⟨vmser⟩",
            "FortiGate HA: primary ⟨fgt⟩, secondary ⟨fgt2⟩ (get system status)",
            "CT-Scanner Haus Heidenau, Seriennummer ⟨ctsn⟩, Software VA⟨n2⟩ — für den "
            "Hoshimi-Techniker",
            "装置シリアル番号：⟨ctsn⟩（CT 1号機、ハイデナウ）",
        ),
        _serials,
    ),
    Kind(
        "license_and_support_ids",
        (
            "Veeam Universal License: license ID ⟨u⟩, support ID ⟨sup⟩, ⟨inst⟩/150 instances",
            "Windows Server Product ID: ⟨pid⟩ (that is the product ID, not the key; KMS activates)",
            "Broadcom Site ID ⟨site⟩, contract ⟨contract⟩ — Zugang zum Support-Portal hat nur "
            "Svenja",
            "FortiCare account ID ⟨acct⟩, device ⟨fgt⟩ registered, support until 2028-02",
            "Mirth Connect commercial extensions: subscription ⟨sub⟩, customer no. ⟨cust⟩",
            "Citrix license server host ID (MAC-based): ⟨hostid⟩",
        ),
        _licenses,
    ),
    Kind(
        "vcenter_object_ids",
        (
            "govc vm.info -json mc-prod01 | jq -r '.virtualMachines[0].config.instanceUuid'\n⟨u⟩",
            "MoRef mc-prod01: vm-⟨n⟩, host host-⟨n2⟩, datastore datastore-⟨n3⟩ (DS-INT-01)",
            "vCenter instance UUID ⟨u⟩ — braucht Veeam nach dem VCSA-Restore zur Neuregistrierung",
            "Get-VM mc-prod02 | select Name, Id, PersistentId\n\n"
            "Name      Id                      PersistentId\n"
            "----      --                      ------------\n"
            "mc-prod02 VirtualMachine-vm-⟨n⟩ ⟨u2⟩",
            "Datastore-UUID van de NFS-store bij Hunzedal: ⟨ds⟩",
        ),
        _vcenter,
    ),
    Kind(
        "ad_guids_and_sids",
        (
            "Get-ADUser ⟨user⟩ -Properties objectGUID,objectSid | fl Name,ObjectGUID,SID\n\n"
            "Name       : ⟨user⟩\n"
            "ObjectGUID : ⟨guid⟩\n"
            "SID        : ⟨sid⟩",
            "Keycloak LDAP mapper: UUID LDAP attribute = objectGUID; ⟨user⟩ → ⟨guid⟩",
            "Gruppe GG-Mirth-Admins, SID ⟨sid⟩ — in der Mirth-Rollenzuordnung eingetragen",
            "Entra Connect sourceAnchor (ms-DS-ConsistencyGuid) für ⟨user⟩: ⟨b64guid⟩",
            "ImmutableId van het Hunzedal-gastaccount: ⟨b64guid⟩ (base64 van objectGUID ⟨guid⟩)",
        ),
        _ad,
    ),
    Kind(
        "vpn_and_snmp_session_ids",
        (
            "diagnose vpn ike gateway list name s2s-hunzedal\n\n"
            "vd: root/0\n"
            "name: s2s-hunzedal\n"
            "version: 2\n"
            "interface: wan1 5\n"
            "addr: ⟨ip1⟩:500 -> ⟨ip2⟩:500\n"
            "created: ⟨age⟩s ago\n"
            "IKE SA: created 1/3  established 1/3  time 30/40/50 ms\n"
            "id/spi: ⟨n⟩ ⟨spi1⟩/⟨spi2⟩\n"
            "direction: initiator\n"
            "status: established ⟨age⟩-⟨age⟩s ago = 30ms",
            "SNMPv3 engine ID von fgt-core01: 0x⟨engid⟩ (braucht PRTG für die Traps)",
            "ESP SPI in/out for the Hunzedal tunnel: ⟨spi3⟩/⟨spi4⟩ — changed after the rekey "
            "at 03:12, so the tunnel did renegotiate",
            'date=2027-03-11 logid="0101037127" type="event" subtype="vpn" action="negotiate" '
            'cookies="⟨spi1⟩/⟨spi2⟩" vpntunnel="s2s-hunzedal" status="success"',
            "IKE-Cookies ⟨spi1⟩/⟨spi2⟩ tauchen auch bei Hunzedal im Log auf → gleiche SA",
        ),
        _vpn,
    ),
    Kind(
        "azure_error_trace_ids",
        (
            "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the "
            "request is the client secret value, not the client secret ID, for a secret added to "
            "app '⟨appid⟩'.\n"
            "Trace ID: ⟨u1⟩\n"
            "Correlation ID: ⟨u2⟩\n"
            "Timestamp: 2027-03-⟨dd⟩ ⟨t⟩Z",
            "az storage blob list: ErrorCode:AuthorizationPermissionMismatch "
            "RequestId:⟨u1⟩ Time:2027-03-⟨dd⟩T⟨t⟩.⟨frac⟩Z",
            "x-ms-request-id: ⟨u1⟩\nx-ms-correlation-request-id: ⟨u2⟩",
            "Support-Ticket bei Microsoft: Correlation ID ⟨u2⟩ und Zeitpunkt 2027-03-⟨dd⟩ ⟨t⟩ "
            "angeben",
            "Graph 429 throttling, client-request-id ⟨u1⟩, request-id ⟨u2⟩ — Retry-After 30",
        ),
        _azure_errors,
    ),
)
