"""Benign look-alikes of the transit data side: GTFS and GTFS-Realtime ids, vehicles and
AVL units, MQTT clients, Kafka offsets, FCM message ids and protobuf payloads."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike40.gen import (
    DIGITS,
    LOWER_ALNUM,
    Kind,
    date,
    epoch,
    gtfs_rt_vehicle_feed,
    hexs,
    iccid,
    imei,
    num,
    pick,
    plate,
    uhex,
    uuid4,
)

_ROUTES = ("101", "104", "210", "301", "405", "506", "712", "B16", "C02", "D18", "I09", "J05")
_HEADSIGNS = (
    "Pudahuel",
    "Plaza Italia",
    "Estación Central",
    "La Florida",
    "Maipú",
    "Puente Alto",
    "Vitacura",
    "Hospital Sótero del Río",
    "Metro Los Dominicos",
    "Ciudad Empresarial",
)
_STOP_NAMES = (
    "Av. Providencia / Esq. Los Leones",
    "Alameda / Esq. Santa Rosa",
    "Parada 4 / Metro Baquedano",
    "Av. Vicuña Mackenna / Esq. Departamental",
    "Gran Avenida / Esq. Lo Ovalle",
    "Av. Pajaritos / Metro Las Parcelas",
    "Av. Kennedy / Esq. Padre Hurtado",
)
_PEOPLE = ("Ignacio", "Camila", "Valentina", "Matías", "Andrés (Bogotá)", "Luisa (Bogotá)")


def _trip(r: Random) -> str:
    return f"{r.choice(_ROUTES)}-{r.choice('IR')}-{r.choice('LSD')}-{r.randint(1, 180):03d}"


def _stop(r: Random) -> str:
    return "P" + r.choice("ABCDEFIJ") + str(r.randint(10, 1999))


def _lat(r: Random) -> str:
    return f"-33.{r.randint(350000, 620000)}"


def _lon(r: Random) -> str:
    return f"-70.{r.randint(520000, 790000)}"


def _trips(r: Random) -> dict[str, str]:
    route = r.choice(_ROUTES)
    d = r.choice("IR")
    return {
        "route": route,
        "svc": r.choice(("L_V34", "S_V34", "D_V34", "L_DIC29", "LAB_2029_12")),
        "trip": f"{route}-{d}-{r.choice('LSD')}-{r.randint(1, 180):03d}",
        "trip2": _trip(r),
        "htrip": "t_" + hexs(r, 20),
        "head": r.choice(_HEADSIGNS),
        "dir": "0" if d == "I" else "1",
        "shape": f"{route}{d}-{r.randint(1, 4)}",
        "seq": str(r.randint(2, 64)),
        "time": f"{r.randint(5, 23):02d}:{r.choice(('00', '07', '15', '22', '30', '45'))}:00",
        "ver": f"2029-12-{r.randint(1, 20):02d}_r{r.randint(1, 9)}",
        "date": date(r).replace("-", ""),
        "block": f"B-{r.randint(1000, 9999)}-{r.randint(1, 6)}",
    }


def _stops(r: Random) -> dict[str, str]:
    sid = _stop(r)
    return {
        "sid": sid,
        "sid2": _stop(r),
        "code": sid if r.random() < 0.5 else sid.replace("P", "PA", 1),
        "name": r.choice(_STOP_NAMES),
        "lat": _lat(r),
        "lon": _lon(r),
        "zone": r.choice(("T1", "T2", "Z-A", "Z-B")),
        "station": "EST-" + r.choice(("BAQ", "LHE", "PAJ", "TOB", "VMA")) + str(r.randint(1, 9)),
        "plus": "47RF"
        + pick(r, "23456789CFGHJMPQRVWX", 4)
        + "+"
        + pick(r, "23456789CFGHJMPQRVWX", 2),
        "ms": str(r.randint(12, 240)),
    }


def _routes(r: Random) -> dict[str, str]:
    route = r.choice(_ROUTES)
    return {
        "route": route,
        "long": f"{r.choice(_HEADSIGNS)} - {r.choice(_HEADSIGNS)}",
        "color": uhex(r, 6),
        "shape": f"{route}{r.choice('IR')}-{r.randint(1, 4)}",
        "pts": str(r.randint(400, 4800)),
        "fv": f"2029-12-{r.randint(1, 20):02d}_r{r.randint(1, 9)}_{hexs(r, 7)}",
        "zip": f"gtfs_tam_2029120{r.randint(1, 9)}_{hexs(r, 8)}.zip",
        "prod": r.choice(
            ("TAM-ADULTO-BUS", "TAM-ESTUDIANTE", "TAM-ADULTO-MAYOR", "TAM-TRANSBORDO")
        ),
        "amt": str(r.choice((790, 830, 870, 920))),
    }


def _rt(r: Random) -> dict[str, str]:
    ts = epoch(r)
    route = r.choice(_ROUTES)
    return {
        "ts": str(ts),
        "ts2": str(ts - r.randint(2, 40)),
        "eid": r.choice(("v", "tu-", "")) + hexs(r, 24),
        "trip": f"{route}-{r.choice('IR')}-L-{r.randint(1, 180):03d}",
        "route": route,
        "date": date(r).replace("-", ""),
        "lat": _lat(r),
        "lon": _lon(r),
        "bearing": str(r.randint(0, 359)),
        "veh": str(r.randint(1000, 9999)),
        "plate": plate(r),
        "n": str(r.randint(900, 2600)),
        "bytes": str(r.randint(40_000, 400_000)),
        "etag": hexs(r, 32),
        "alert": uuid4(r),
        "cf": base64.urlsafe_b64encode(r.randbytes(40)).decode(),
    }


_VIN_VALUES = {
    **{str(d): d for d in range(10)},
    **dict(zip("ABCDEFGH", range(1, 9), strict=True)),
    **dict(zip("JKLMN", range(1, 6), strict=True)),
    "P": 7,
    "R": 9,
    **dict(zip("STUVWXYZ", range(2, 10), strict=True)),
}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin(r: Random) -> str:
    chars = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ"
    wmi = r.choice(("9BM", "LC0", "9BW", "LKL"))
    body = wmi + pick(r, chars, 5) + "0" + r.choice("PRST") + pick(r, chars, 1) + pick(r, DIGITS, 6)
    total = sum(_VIN_VALUES[c] * w for c, w in zip(body, _VIN_WEIGHTS, strict=True))
    check = "X" if total % 11 == 10 else str(total % 11)
    return body[:8] + check + body[9:]


def _nmea(r: Random) -> str:
    lat = f"33{r.randint(20, 37):02d}.{r.randint(0, 9999):04d}"
    lon = f"070{r.randint(30, 47):02d}.{r.randint(0, 9999):04d}"
    body = (
        f"GPRMC,{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.00,A,"
        f"{lat},S,{lon},W,{r.randint(0, 40):03d}.{r.randint(0, 9)},"
        f"{r.randint(0, 359):03d}.{r.randint(0, 9)},{r.randint(1, 20):02d}1229,,,A"
    )
    check = 0
    for ch in body:
        check ^= ord(ch)
    return f"${body}*{check:02X}"


def _vehicles(r: Random) -> dict[str, str]:
    return {
        "fleet": str(r.randint(1000, 9999)),
        "plate": plate(r),
        "imei": imei(r),
        "iccid": iccid(r),
        "fw": f"3.8.{r.randint(1, 20)}",
        "nmea": _nmea(r),
        "vin": vin(r),
        "crc": uhex(r, 4),
        "route": r.choice(_ROUTES),
        "trip": _trip(r),
        "serial": f"TRK3G-{r.randint(100000, 999999)}",
    }


def _mqtt(r: Random) -> dict[str, str]:
    fleet = str(r.randint(1000, 9999))
    cid = r.choice(
        (
            f"avl-gw-{fleet}-{hexs(r, 6)}",
            "mqttjs_" + hexs(r, 8),
            "paho" + pick(r, DIGITS, 19),
            f"val-VAL{r.randint(1, 2400):04d}-{hexs(r, 4)}",
            "cad-bridge-01-" + pick(r, LOWER_ALNUM, 10),
        )
    )
    return {
        "cid": cid,
        "cid2": f"tam-val-{r.randint(1, 2400):04d}",
        "fleet": fleet,
        "ip": f"10.{r.randint(20, 60)}.{r.randint(0, 255)}.{r.randint(2, 254)}",
        "port": str(r.randint(32768, 60999)),
        "ts": str(epoch(r)),
        "cert": hexs(r, 64),
        "n": f"{r.randint(1, 2400):04d}",
        "qos": str(r.randint(0, 1)),
    }


def _cluster_id(r: Random) -> str:
    return base64.urlsafe_b64encode(r.randbytes(16)).decode().rstrip("=")


def _kafka(r: Random) -> dict[str, str]:
    p = r.randint(0, 11)
    cur = r.randint(10_000_000, 900_000_000)
    lag = r.randint(0, 40_000)
    return {
        "p": str(p),
        "p2": str((p + 1) % 12),
        "cur": str(cur),
        "end": str(cur + lag),
        "lag": str(lag),
        "cur2": str(cur + r.randint(-500_000, 500_000)),
        "cons": r.choice(("rdkafka-", "consumer-fare-clearing-1-", "sarama-")) + uuid4(r),
        "grp": r.choice(("fare-clearing", "avl-to-s3", "eta-builder", "gtfsrt-publisher")),
        "lkc": pick(r, LOWER_ALNUM, 5),
        "env": pick(r, LOWER_ALNUM, 5),
        "cid": _cluster_id(r),
        "tid": _cluster_id(r),
        "ip": f"10.{r.randint(20, 60)}.{r.randint(0, 255)}.{r.randint(2, 254)}",
        "ts": str(epoch(r) * 1000 + r.randint(0, 999)),
    }


def _fcm_id(r: Random) -> str:
    return f"0:{epoch(r)}{r.randint(100000, 999999)}%{hexs(r, 16)}"


def _fcm(r: Random) -> dict[str, str]:
    return {
        "mid": _fcm_id(r),
        "mid2": _fcm_id(r),
        "multi": num(r, 19),
        "route": r.choice(_ROUTES),
        "ms": str(r.randint(40, 900)),
        "alert": uuid4(r),
        "apns": uuid4(r).upper(),
        "n": str(r.randint(2, 40_000)),
        "sent": str(r.randint(100, 99_000)),
        "v1": num(r, 16),
    }


def _payload(r: Random) -> dict[str, str]:
    route = r.choice(_ROUTES)
    trip = f"{route}-{r.choice('IR')}-L-{r.randint(1, 180):03d}"
    vehicle = str(r.randint(1000, 9999))
    ts = epoch(r)
    feed = gtfs_rt_vehicle_feed(r, trip, route, vehicle, plate(r), ts)
    avl = b"\x00\x00\x00\x00" + bytes([0, 0, 0, r.randint(60, 120), 0x8E, 1]) + r.randbytes(72)
    return {
        "b64": base64.b64encode(feed).decode(),
        "avl": base64.b64encode(avl).decode(),
        "off": str(r.randint(10_000_000, 900_000_000)),
        "fleet": vehicle,
        "seq": "4960" + pick(r, DIGITS, 52),
        "shard": f"shardId-{r.randint(0, 7):012d}",
        "ts": str(ts),
        "evid": f"{r.choice(('shardId-000000000001', 'shardId-000000000004'))}:49"
        + pick(r, DIGITS, 54),
    }


TRANSIT: tuple[Kind, ...] = (
    Kind(
        "gtfs_trip_ids",
        (
            "trips.txt:\nroute_id,service_id,trip_id,trip_headsign,direction_id,shape_id,"
            'block_id\n⟨route⟩,⟨svc⟩,⟨trip⟩,"⟨head⟩",⟨dir⟩,⟨shape⟩,⟨block⟩',
            "El trip ⟨trip⟩ aparece dos veces en stop_times.txt (stop_sequence ⟨seq⟩); el "
            "gtfs-validator lo marca como duplicate_key.",
            "SELECT trip_id, block_id FROM gtfs.trips WHERE trip_id IN ('⟨trip⟩', '⟨trip2⟩');",
            "[WARN] tu-builder: trip_id=⟨trip⟩ start_time=⟨time⟩ not in static feed ⟨ver⟩ "
            "— skipped",
            '{"trip_id":"⟨trip⟩","route_id":"⟨route⟩","direction_id":⟨dir⟩,'
            '"start_date":"⟨date⟩","schedule_relationship":"SCHEDULED"}',
            "Guayacán's scheduler exports hashed trip ids (⟨htrip⟩); we map them to ⟨trip⟩ "
            "in trip_map.csv before publishing.",
        ),
        _trips,
        secrets=(),
    ),
    Kind(
        "gtfs_stop_ids",
        (
            "stops.txt:\nstop_id,stop_code,stop_name,stop_lat,stop_lon,zone_id,"
            'wheelchair_boarding\n⟨sid⟩,⟨code⟩,"⟨name⟩",⟨lat⟩,⟨lon⟩,⟨zone⟩,1',
            "La parada ⟨sid⟩ (código ⟨code⟩ en el letrero) quedó con wheelchair_boarding vacío.",
            "stop_id ⟨sid⟩ y ⟨sid2⟩ están a 4 m; el validador de MobilityData lo marca como "
            "stop_too_close (warning, no error).",
            "GET /v1/stops/⟨sid⟩/arrivals?limit=5 → 200 en ⟨ms⟩ ms",
            "parent_station ⟨station⟩ → andenes ⟨sid⟩ y ⟨sid2⟩ (location_type 0)",
            "Plus code of stop ⟨sid⟩ per the field survey: ⟨plus⟩ (⟨lat⟩, ⟨lon⟩)",
        ),
        _stops,
        secrets=(),
    ),
    Kind(
        "gtfs_route_shape_ids",
        (
            "routes.txt:\nroute_id,agency_id,route_short_name,route_long_name,route_type,"
            'route_color,route_text_color\n⟨route⟩,TAM,⟨route⟩,"⟨long⟩",3,⟨color⟩,FFFFFF',
            "shape_id ⟨shape⟩ tiene ⟨pts⟩ puntos; lo simplificamos con Douglas-Peucker (2 m).",
            "feed_info.txt → feed_version=⟨fv⟩",
            "Ruta ⟨route⟩ usa route_color #⟨color⟩ (pedido de comunicaciones).",
            "aws s3 cp ⟨zip⟩ s3://tam-gtfs-public/static/ — el sufijo es el short sha del build",
            "fare_products.txt: ⟨prod⟩ amount ⟨amt⟩ CLP; the ⟨route⟩ express has no transfer rule.",
        ),
        _routes,
        n=10,
        secrets=(),
    ),
    Kind(
        "gtfs_rt_feed_debug",
        (
            'header {\n  gtfs_realtime_version: "2.0"\n  incrementality: FULL_DATASET\n'
            '  timestamp: ⟨ts⟩\n}\nentity {\n  id: "⟨eid⟩"\n  vehicle {\n    trip {\n'
            '      trip_id: "⟨trip⟩"\n      start_date: "⟨date⟩"\n      route_id: "⟨route⟩"\n'
            "    }\n    position {\n      latitude: ⟨lat⟩\n      longitude: ⟨lon⟩\n"
            "      bearing: ⟨bearing⟩\n    }\n    timestamp: ⟨ts2⟩\n    vehicle {\n"
            '      id: "⟨veh⟩"\n      license_plate: "⟨plate⟩"\n    }\n  }\n}',
            "[rt-publisher] built vehicle-positions ts=⟨ts⟩ entities=⟨n⟩ bytes=⟨bytes⟩ "
            'etag="⟨etag⟩"',
            "$ curl -sI https://rt.transandes-metro.cl/gtfs-rt/vehicle-positions.pb\n"
            "HTTP/2 200\ncontent-type: application/x-protobuf\n"
            'etag: "⟨etag⟩"\nx-cache: Hit from cloudfront\nx-amz-cf-id: ⟨cf⟩',
            "Alert entity alert-⟨alert⟩ (desvío ruta ⟨route⟩) stays in the feed until ⟨ts⟩.",
            "Entity ⟨eid⟩ trae timestamp ⟨ts2⟩ pero el header dice ⟨ts⟩: el AVL del bus "
            "⟨veh⟩ (⟨plate⟩) está atrasado.",
        ),
        _rt,
        secrets=(),
    ),
    Kind(
        "vehicles_and_avl_units",
        (
            "Bus ⟨fleet⟩ (patente ⟨plate⟩) — equipo AVL IMEI ⟨imei⟩, SIM ICCID ⟨iccid⟩",
            "fleet_no,plate,vin,avl_imei,sim_iccid,fw\n⟨fleet⟩,⟨plate⟩,⟨vin⟩,⟨imei⟩,⟨iccid⟩,⟨fw⟩",
            "Raw NMEA from unit ⟨serial⟩ (bus ⟨fleet⟩): ⟨nmea⟩",
            "CAD: asignación vehículo ⟨fleet⟩ ⟨plate⟩ → servicio ⟨route⟩, expedición ⟨trip⟩",
            "IMEI ⟨imei⟩ sent a codec 8E packet with CRC-16 0x⟨crc⟩ that didn't match; "
            "firmware ⟨fw⟩ bug, Guayacán knows.",
            "VIN ⟨vin⟩ = bus ⟨fleet⟩ (⟨plate⟩); el chasis reemplazado no cambió la patente.",
        ),
        _vehicles,
        secrets=(),
    ),
    Kind(
        "mqtt_client_ids_topics",
        (
            "⟨ts⟩: New client connected from ⟨ip⟩:⟨port⟩ as ⟨cid⟩ (p2, c0, k60, u'avl-gw').",
            "⟨ts⟩: Client ⟨cid⟩ has exceeded timeout, disconnecting.",
            "Bus ⟨fleet⟩ publica en tam/avl/v1/⟨fleet⟩/position con clientId ⟨cid⟩ (QoS ⟨qos⟩).",
            '{"clientid":"⟨cid⟩","username":"avl-gw","ip_address":"⟨ip⟩","port":⟨port⟩,'
            '"connected":true,"proto_ver":5,"keepalive":60,"clean_start":false}',
            "AWS IoT thing ⟨cid2⟩: clientId ⟨cid2⟩, certificateId ⟨cert⟩ (ACTIVE)",
            "aws iot describe-certificate --certificate-id ⟨cert⟩ --query "
            "certificateDescription.status  # validador ⟨n⟩",
        ),
        _mqtt,
        secrets=(),
    ),
    Kind(
        "kafka_offsets_and_ids",
        (
            "GROUP          TOPIC            PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG"
            "    CONSUMER-ID\n⟨grp⟩  fare.taps.v1     ⟨p⟩          ⟨cur⟩        ⟨end⟩"
            "       ⟨lag⟩   ⟨cons⟩",
            "% Reached end of topic avl.positions.v2 [⟨p⟩] at offset ⟨end⟩",
            "kafka-consumer-groups.sh --bootstrap-server $BROKERS --group ⟨grp⟩ "
            "--reset-offsets --to-offset ⟨cur2⟩ --topic fare.taps.v1:⟨p2⟩ --execute",
            "Confluent: cluster lkc-⟨lkc⟩ en env-⟨env⟩, Kafka cluster id ⟨cid⟩",
            "Topic: fare.taps.v1\tTopicId: ⟨tid⟩\tPartitionCount: 12\tReplicationFactor: 3"
            "\tConfigs: min.insync.replicas=2,retention.ms=604800000",
            "[Consumer clientId=⟨grp⟩-1, groupId=⟨grp⟩] Committed offset ⟨cur⟩ for partition "
            "fare.taps.v1-⟨p⟩ (record timestamp ⟨ts⟩)",
        ),
        _kafka,
        secrets=(),
    ),
    Kind(
        "fcm_message_ids",
        (
            '{\n  "name": "projects/tam-pasajeros/messages/⟨mid⟩"\n}',
            '{"multicast_id":⟨multi⟩,"success":1,"failure":0,"canonical_ids":0,'
            '"results":[{"message_id":"⟨mid⟩"}]}',
            "D/FirebaseMessaging: onMessageReceived from=/topics/desvios-⟨route⟩ id=⟨mid⟩",
            "[push] alerta ⟨alert⟩ → topic desvios-⟨route⟩ → projects/tam-pasajeros/messages/"
            "⟨mid⟩ (⟨ms⟩ ms)",
            "iOS got it twice: apns-id ⟨apns⟩, google.message_id ⟨mid⟩ and ⟨mid2⟩.",
            "Campaña 'Cierre Alameda': ⟨sent⟩ enviados, ⟨n⟩ abiertos, message id ⟨v1⟩",
        ),
        _fcm,
        secrets=(),
    ),
    Kind(
        "protobuf_payloads_base64",
        (
            "Kafka record value (base64) de gtfsrt.vehicle-positions, offset ⟨off⟩:\n⟨b64⟩",
            "echo '⟨b64⟩' | base64 -d | protoc --decode=transit_realtime.FeedMessage "
            "gtfs-realtime.proto",
            'FIXTURE_VP_⟨fleet⟩ = "⟨b64⟩"  # tests/fixtures/rt.py',
            '{"Records":[{"kinesis":{"partitionKey":"⟨fleet⟩","sequenceNumber":"⟨seq⟩",'
            '"data":"⟨b64⟩","approximateArrivalTimestamp":⟨ts⟩.512},"eventID":"⟨evid⟩"}]}',
            "MQTT payload from bus ⟨fleet⟩ (codec 8E, base64 as the broker logged it): ⟨avl⟩",
        ),
        _payload,
        secrets=(),
    ),
)
