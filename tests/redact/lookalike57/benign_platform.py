"""Benign look-alikes of the platform the app runs on: FCM message ids, Spanner commit
timestamps and session names, Sentry event and trace ids, trip/courier/order ids, commit
hashes and CI ids, Cloud Run revisions and image digests, Twilio SIDs, Pub/Sub message and
ack ids, GCP and Firebase identifiers, public Mapbox tokens, request ids, object hashes and
encoded route polylines. Identifiers and public values only."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike57.gen import (
    ALNUM,
    B64URL,
    CROCKFORD,
    DIGITS,
    LOWER,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url_json,
    date_2032,
    hexs,
    num,
    pick,
    polyline,
    ts_2032,
    ulid,
    uuid4,
)

_MAPBOX_PK = "p" + "k.eyJ1"
_GEOHASH = "0123456789bcdefghjkmnpqrstuvwxyz"


def _fcm(r: Random) -> dict[str, str]:
    h8 = hexs(r, 8)
    return {
        "n16": num(r, 16),
        "n16b": num(r, 16),
        "h16": h8 + h8,
        "trip": "trp_" + ulid(r),
        "ok": str(r.randint(2, 40)),
        "fail": str(r.randint(0, 3)),
        "apnsid": uuid4(r).upper(),
        "short": pick(r, CROCKFORD, 6),
    }


def _spanner(r: Random) -> dict[str, str]:
    return {
        "ts": ts_2032(r),
        "nanos": num(r, 9),
        "trip": "trp_" + ulid(r),
        "sess": "A" + pick(r, B64URL, r.randint(58, 76)),
        "tok": pick(r, B64URL, r.randint(90, 140)),
        "stx": b64(r, 24),
        "txid": b64(r, 16),
    }


def _sentry(r: Random) -> dict[str, str]:
    return {
        "evt": hexs(r, 32),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "issue": num(r, 10),
        "short": pick(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", r.choice((2, 3))),
        "ver": f"4.{r.randint(10, 30)}.{r.randint(0, 9)}",
        "build": str(r.randint(1200, 2400)),
    }


def _trips(r: Random) -> dict[str, str]:
    city = r.choice(("GDL", "MDE", "ZPN"))
    return {
        "trip": "trp_" + ulid(r),
        "drv": "drv_" + ulid(r),
        "pax": "pax_" + ulid(r),
        "cour": f"RPT-{city}-{num(r, 6)}",
        "cour2": f"RPT-{city}-{num(r, 6)}",
        "ord": "PED-" + pick(r, CROCKFORD, 8),
        "ord2": "PED-" + pick(r, CROCKFORD, 8),
        "store": "stor_" + ulid(r),
        "hh": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
        "amt": f"{r.randint(45, 680)}.{r.randint(0, 99):02d}",
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "pr": str(r.randint(800, 4200)),
        "run": num(r, 11),
        "job": num(r, 11),
        "tag": f"v{r.randint(4, 6)}.{r.randint(0, 9)}.{r.randint(0, 9)}",
    }


def _cloud_run(r: Random) -> dict[str, str]:
    rev = r.randint(80, 700)
    return {
        "rev": f"{rev:05d}",
        "rev2": f"{rev - 1:05d}",
        "suf": pick(r, LOWER, 3),
        "suf2": pick(r, LOWER, 3),
        "digest": hexs(r, 64),
        "date": date_2032(r),
        "build": uuid4(r),
    }


def _twilio(r: Random) -> dict[str, str]:
    return {
        "ac": "AC" + hexs(r, 32),
        "va": "VA" + hexs(r, 32),
        "ve": "VE" + hexs(r, 32),
        "sm": "SM" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "sk": "SK" + hexs(r, 32),
    }


def _pubsub(r: Random) -> dict[str, str]:
    return {
        "mid": num(r, r.choice((16, 17))),
        "ack": "RkhRNxkIaFEOT14j" + pick(r, B64URL, r.randint(150, 190)),
        "ts": ts_2032(r),
        "ms": num(r, 3),
        "trip": "trp_" + ulid(r),
        "ord": "PED-" + pick(r, CROCKFORD, 8),
    }


def _gcp(r: Random) -> dict[str, str]:
    return {
        "pn": num(r, 12),
        "k1": hexs(r, 40),
        "k2": hexs(r, 40),
        "c32": pick(r, LOWER_ALNUM, 32),
        "date": date_2032(r),
        "old": f"2031-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
    }


def _firebase(r: Random) -> dict[str, str]:
    return {
        "pn": num(r, 12),
        "h": hexs(r, r.choice((16, 22))),
        "uid": pick(r, ALNUM, 28),
        "uid2": pick(r, ALNUM, 28),
        "tel": "3" + pick(r, DIGITS, 9),
        "gid": "G-" + pick(r, UPPER_ALNUM, 10),
        "n": str(r.randint(30000, 90000)),
    }


def _mapbox(r: Random) -> dict[str, str]:
    rest = b64url_json({"u": "rutalo", "a": "cl" + pick(r, LOWER_ALNUM, 23)})[4:]
    return {"pk": _MAPBOX_PK + rest + "." + pick(r, B64URL, 22)}


def _requests(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "spandec": str(r.getrandbits(63)),
        "u": uuid4(r),
        "tk": num(r, 9),
    }


def _gcs(r: Random) -> dict[str, str]:
    gen = num(r, 16)
    return {
        "U": uuid4(r).upper(),
        "crc": b64(r, 4),
        "md5b64": b64(r, 16),
        "etag": "C" + base64.b64encode(r.randbytes(7)).decode().rstrip("=") + "EAE=",
        "gen": gen,
        "hexetag": hexs(r, 32),
        "trip": "trp_" + ulid(r),
        "h40": hexs(r, 40),
    }


def _geo(r: Random) -> dict[str, str]:
    poly = polyline(r, 20.6736 + r.uniform(-0.05, 0.05), -103.344 + r.uniform(-0.05, 0.05), 14)
    return {
        "poly": poly,
        "polyj": poly.replace("\\", "\\\\"),
        "polymde": polyline(r, 6.2088 + r.uniform(-0.02, 0.02), -75.567, 10),
        "trip": "trp_" + ulid(r),
        "h3": "8849" + hexs(r, 6) + "fffff",
        "h3mde": "8866" + hexs(r, 6) + "fffff",
        "gh": "9ewm" + pick(r, _GEOHASH, 5),
        "ghmde": "d2g6" + pick(r, _GEOHASH, 5),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "fcm_message_ids",
        (
            '{"name": "projects/rutalo-prod/messages/0:⟨n16⟩%⟨h16⟩"}',
            "FCM aceptó el push del viaje ⟨trip⟩: "
            "message_id=projects/rutalo-prod/messages/0:⟨n16⟩%⟨h16⟩",
            "multicast: success=⟨ok⟩ failure=⟨fail⟩, message ids 0:⟨n16⟩%⟨h16⟩ y 0:⟨n16b⟩%⟨h16⟩",
            "apns-id ⟨apnsid⟩ / apns-collapse-id viaje-⟨short⟩ — el push llegó al iPhone del "
            "conductor pero sin sonido",
        ),
        _fcm,
    ),
    Kind(
        "spanner_timestamps_and_sessions",
        (
            "commit_timestamp ⟨ts⟩.⟨nanos⟩Z en la fila de Viajes con trip_id ⟨trip⟩",
            "Session not found: projects/rutalo-prod/instances/rtl-main/databases/viajes/"
            "sessions/⟨sess⟩",
            '{"partition_token":"⟨tok⟩","start_timestamp":"⟨ts⟩.⟨nanos⟩Z",'
            '"record_sequence":"00000000","server_transaction_id":"⟨stx⟩"}',
            "Spanner: read_timestamp ⟨ts⟩.⟨nanos⟩Z, transaction id ⟨txid⟩ (ABORTED, el "
            "reintento pasó)",
        ),
        _spanner,
    ),
    Kind(
        "sentry_event_and_trace_ids",
        (
            "Sentry event ⟨evt⟩ (issue RUTALO-API-⟨short⟩), trace ⟨trace⟩",
            "https://rutalo.sentry.io/issues/⟨issue⟩/events/⟨evt⟩/",
            "sentry-trace: ⟨trace⟩-⟨span⟩-1\nbaggage: sentry-trace_id=⟨trace⟩,"
            "sentry-environment=production,sentry-release=rutalo-conductor%40⟨ver⟩",
            "Crash en Android 14 (Moto G): event_id=⟨evt⟩, release rutalo-pasajero@⟨ver⟩+⟨build⟩",
        ),
        _sentry,
    ),
    Kind(
        "trip_courier_and_order_ids",
        (
            "Viaje ⟨trip⟩ asignado al conductor ⟨drv⟩ a las ⟨hh⟩; pasajero ⟨pax⟩",
            "Pedido ⟨ord⟩ (repartidor ⟨cour⟩) marcado como entregado sin foto, revisar",
            '{"trip_id":"⟨trip⟩","driver_id":"⟨drv⟩","status":"COMPLETED",'
            '"fare":{"amount":"⟨amt⟩","currency":"MXN"},"city":"GDL"}',
            "| pedido | repartidor | tienda | estado |\n|---|---|---|---|\n"
            "| ⟨ord⟩ | ⟨cour⟩ | ⟨store⟩ | ENTREGADO |\n| ⟨ord2⟩ | ⟨cour2⟩ | ⟨store⟩ | CANCELADO |",
        ),
        _trips,
    ),
    Kind(
        "commit_hashes_and_ci_ids",
        (
            "Fix desplegado en ⟨sha⟩ (PR #⟨pr⟩); revert a ⟨sha2⟩ si falla",
            "$ git log --oneline -3\n⟨s1⟩ fix(pagos): idempotencia en webhook de Conekta\n"
            "⟨s2⟩ feat(viajes): tarifa dinámica Medellín\n⟨s3⟩ chore: bump firebase-bom",
            "GitHub Actions run ⟨run⟩ (job ⟨job⟩) falló en 'Deploy Cloud Run'; head_sha ⟨sha⟩",
            "git bisect: primer commit malo ⟨sha⟩, último bueno ⟨sha2⟩",
            "- uses: actions/checkout@⟨sha⟩ # ⟨tag⟩",
        ),
        _commits,
    ),
    Kind(
        "cloud_run_revisions_and_digests",
        (
            "gcloud run services update-traffic api-viajes "
            "--to-revisions=api-viajes-⟨rev⟩-⟨suf⟩=100 --region=us-central1",
            "Imagen us-central1-docker.pkg.dev/rutalo-prod/apps/api-viajes@sha256:⟨digest⟩",
            "La revisión api-viajes-⟨rev⟩-⟨suf⟩ (sha256:⟨digest⟩) sirve 10% del tráfico; "
            "Cloud Build ⟨build⟩",
            "$ gcloud run revisions list --service=facturacion --region=us-central1\n"
            "   REVISION                 ACTIVE  SERVICE      DEPLOYED\n"
            "✔  facturacion-⟨rev⟩-⟨suf⟩  yes     facturacion  ⟨date⟩ 14:02:11 UTC\n"
            "✔  facturacion-⟨rev2⟩-⟨suf2⟩          facturacion  ⟨date⟩ 09:41:57 UTC",
        ),
        _cloud_run,
    ),
    Kind(
        "twilio_sids",
        (
            "Servicio de Verify ⟨va⟩ para el OTP de conductores; la verificación ⟨ve⟩ quedó "
            "en status=approved",
            "Twilio error 60203 (Max send attempts reached) para VerificationSid ⟨ve⟩, "
            "servicio ⟨va⟩",
            "Mensaje ⟨sm⟩ entregado vía Messaging Service ⟨mg⟩ (cuenta ⟨ac⟩)",
            "API key ⟨sk⟩ revogada no console; o SID da conta ⟨ac⟩ não muda",
        ),
        _twilio,
    ),
    Kind(
        "pubsub_message_and_ack_ids",
        (
            "Pub/Sub messageId ⟨mid⟩ publicado en viajes-finalizados a las ⟨ts⟩Z",
            '{"ackId":"⟨ack⟩","message":{"messageId":"⟨mid⟩","publishTime":"⟨ts⟩.⟨ms⟩Z",'
            '"orderingKey":"⟨trip⟩","attributes":{"tipo":"trip.completed"}}}',
            "DEADLINE_EXCEEDED al hacer ack: ack_id=⟨ack⟩",
            '$ gcloud pubsub topics publish pedidos --message=\'{"pedido":"⟨ord⟩"}\'\n'
            "messageIds:\n- '⟨mid⟩'",
        ),
        _pubsub,
    ),
    Kind(
        "gcp_resource_identifiers",
        (
            "$ gcloud iam service-accounts keys list "
            "--iam-account=run-api@rutalo-prod.iam.gserviceaccount.com\n"
            "KEY_ID                                    CREATED_AT            EXPIRES_AT\n"
            "⟨k1⟩  ⟨date⟩T17:03:11Z  9999-12-31T23:59:59Z\n"
            "⟨k2⟩  ⟨old⟩T08:40:02Z  9999-12-31T23:59:59Z",
            "projectNumber ⟨pn⟩ (rutalo-prod); el agente de servicio es "
            "service-⟨pn⟩@gcp-sa-pubsub.iam.gserviceaccount.com",
            "Workload Identity Federation: projects/⟨pn⟩/locations/global/"
            "workloadIdentityPools/github/providers/rutalo-gh (ya sin llaves JSON en GitHub)",
            "OAuth client ID del login con Google (Android): ⟨pn⟩-⟨c32⟩.apps.googleusercontent.com",
        ),
        _gcp,
    ),
    Kind(
        "firebase_app_ids_and_uids",
        (
            "google-services.json: mobilesdk_app_id 1:⟨pn⟩:android:⟨h⟩, project_number ⟨pn⟩",
            "GoogleService-Info.plist → GOOGLE_APP_ID 1:⟨pn⟩:ios:⟨h⟩, GCM_SENDER_ID ⟨pn⟩",
            "Firebase Auth uid ⟨uid⟩ (conductor, teléfono +57 ⟨tel⟩) no recibe el SMS",
            "measurementId ⟨gid⟩ y appId 1:⟨pn⟩:web:⟨h⟩ del panel web",
            "$ firebase auth:export usuarios.json --project rutalo-prod\n"
            "Exported ⟨n⟩ account(s) successfully.\n(muestra: uid ⟨uid⟩, ⟨uid2⟩)",
        ),
        _firebase,
    ),
    Kind(
        "mapbox_public_tokens",
        (
            "MAPBOX_ACCESS_TOKEN=⟨pk⟩  # token público (pk), restringido a *.rutalo.mx",
            '<string name="mapbox_access_token" translatable="false">⟨pk⟩</string>',
            "mapboxgl.accessToken = '⟨pk⟩';",
            "Info.plist: MBXAccessToken = ⟨pk⟩ (público, solo estilos y tiles)",
        ),
        _mapbox,
    ),
    Kind(
        "request_and_trace_ids",
        (
            "X-Cloud-Trace-Context: ⟨trace⟩/⟨spandec⟩;o=1",
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            '{"severity":"ERROR","message":"timeout llamando a Conekta",'
            '"logging.googleapis.com/trace":"projects/rutalo-prod/traces/⟨trace⟩",'
            '"logging.googleapis.com/spanId":"⟨span⟩","httpRequest":{"status":504,'
            '"latency":"30.001s"}}',
            "x-request-id de Mercado Pago ⟨u⟩ — soporte lo pidió para el ticket ⟨tk⟩",
        ),
        _requests,
    ),
    Kind(
        "object_hashes_and_etags",
        (
            "$ gsutil ls -L gs://rutalo-facturas/2032/10/⟨U⟩.xml\n"
            "    Hash (crc32c):          ⟨crc⟩\n    Hash (md5):             ⟨md5b64⟩\n"
            "    ETag:                   ⟨etag⟩\n    Generation:             ⟨gen⟩",
            'ETag: W/"⟨hexetag⟩" — el CDN sigue sirviendo el menú viejo, no invalidó',
            '{"name":"recibos/⟨trip⟩.pdf","bucket":"rutalo-recibos","generation":"⟨gen⟩",'
            '"md5Hash":"⟨md5b64⟩","crc32c":"⟨crc⟩","etag":"⟨etag⟩"}',
            "Cache key del menú de la tienda: menu:v3:⟨h40⟩ (sha1 del JSON normalizado)",
        ),
        _gcs,
    ),
    Kind(
        "route_polylines_and_geo_cells",
        (
            '"overview_polyline": {"points": "⟨polyj⟩"}',
            "Ruta del viaje ⟨trip⟩ (polyline codificada): ⟨poly⟩",
            "Celda H3 res 8 de la zona de alta demanda en Chapultepec: ⟨h3⟩; geohash ⟨gh⟩",
            "Medellín (El Poblado): polyline ⟨polymde⟩, celda H3 ⟨h3mde⟩, geohash ⟨ghmde⟩",
        ),
        _geo,
    ),
)
