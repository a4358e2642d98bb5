"""Tests of the Python client. The live tests run against HEALTHAI_BASE_URL with HEALTHAI_API_KEY
(test/clients/python.test.ts starts the local API and sets both); the others use a fake opener.

    HEALTHAI_BASE_URL=http://localhost:3000 HEALTHAI_API_KEY=hcs_... python3 -m unittest discover -s tests
"""

import io
import json
import os
import unittest
import urllib.error
import urllib.request
from email.message import Message
from typing import Any, Dict, List, Optional

from healthai_client import HealthAiApiError, HealthAiClient

BASE_URL = os.environ.get("HEALTHAI_BASE_URL")
API_KEY = os.environ.get("HEALTHAI_API_KEY")


@unittest.skipUnless(BASE_URL and API_KEY, "set HEALTHAI_BASE_URL and HEALTHAI_API_KEY to run against an API")
class LiveTest(unittest.TestCase):
    def setUp(self) -> None:
        self.client = HealthAiClient(api_key=API_KEY, base_url=BASE_URL or "")

    def test_public_operation_without_a_key(self) -> None:
        health = HealthAiClient(base_url=BASE_URL or "").get_health()
        self.assertIn("status", health)

    def test_sends_the_key_and_returns_typed_json(self) -> None:
        me = self.client.get_current_user()
        self.assertIn("@", me["email"])
        self.assertIn(me["tier"], ("developer", "professional", "enterprise", "clinical"))

    def test_query_parameters(self) -> None:
        found = self.client.search_medical_knowledge({"query": "asthma inhaler", "limit": 2})
        self.assertIsInstance(found, dict)

    def test_path_parameters_and_a_typed_not_found(self) -> None:
        with self.assertRaises(HealthAiApiError) as raised:
            self.client.get_trust_score("ans_unknown")
        self.assertEqual(raised.exception.status, 404)
        self.assertEqual(raised.exception.code, "NOT_FOUND")
        self.assertTrue(raised.exception.request_id)

    def test_validation_error_details(self) -> None:
        with self.assertRaises(HealthAiApiError) as raised:
            self.client.ask({"question": ""})
        self.assertEqual(raised.exception.status, 400)
        self.assertEqual(raised.exception.code, "VALIDATION_ERROR")
        self.assertGreater(len(raised.exception.details), 0)
        self.assertIn("path", raised.exception.details[0])

    def test_create_and_revoke_a_key(self) -> None:
        created = self.client.create_api_key({"name": "python-client"})
        self.assertTrue(created["key"].startswith("hcs_"))
        self.assertIsNone(self.client.revoke_api_key(created["id"]))

    def test_a_bad_key(self) -> None:
        with self.assertRaises(HealthAiApiError) as raised:
            HealthAiClient(api_key="hcs_nope", base_url=BASE_URL or "").get_current_user()
        self.assertEqual(raised.exception.status, 403)
        self.assertEqual(raised.exception.code, "INVALID_AUTH")


class _Response(io.BytesIO):
    def __enter__(self) -> "_Response":
        return self

    def __exit__(self, *args: Any) -> None:
        self.close()


class FakeOpener:
    """Answers from a script of (status, headers, body); records each request."""

    def __init__(self, script: List[Any]) -> None:
        self.script = list(script)
        self.requests: List[urllib.request.Request] = []

    def __call__(self, request: urllib.request.Request, timeout: Optional[float] = None) -> _Response:
        self.requests.append(request)
        status, headers, body = self.script.pop(0)
        data = json.dumps(body).encode() if body is not None else b""
        if status >= 400:
            message = Message()
            for name, value in headers.items():
                message[name] = value
            raise urllib.error.HTTPError(request.full_url, status, "error", message, io.BytesIO(data))
        return _Response(data)


def _error(code: str) -> Dict[str, Any]:
    return {"error": code, "code": code, "timestamp": "2026-01-01T00:00:00Z", "requestId": "req_1"}


class RetryTest(unittest.TestCase):
    def client(self, opener: FakeOpener, waits: List[float]) -> HealthAiClient:
        return HealthAiClient(api_key="hcs_test", base_url="http://api.test/", opener=opener, sleep=waits.append)

    def test_retries_an_idempotent_call_after_retry_after(self) -> None:
        opener = FakeOpener([(503, {"Retry-After": "2"}, _error("SERVICE_UNAVAILABLE")), (200, {}, {"ok": 1})])
        waits: List[float] = []
        self.assertEqual(self.client(opener, waits).get_current_user(), {"ok": 1})
        self.assertEqual(waits, [2.0])
        self.assertEqual(opener.requests[0].get_header("X-api-key"), "hcs_test")
        self.assertEqual(opener.requests[0].full_url, "http://api.test/api/v1/users/me")

    def test_never_retries_a_post(self) -> None:
        opener = FakeOpener([(503, {"Retry-After": "1"}, _error("MODELS_UNAVAILABLE"))])
        with self.assertRaises(HealthAiApiError) as raised:
            self.client(opener, []).ask({"question": "q"})
        self.assertEqual(raised.exception.code, "MODELS_UNAVAILABLE")
        self.assertEqual(raised.exception.retry_after, 1.0)
        self.assertEqual(len(opener.requests), 1)

    def test_gives_up_after_max_retries(self) -> None:
        opener = FakeOpener([(429, {"Retry-After": "1"}, _error("RATE_LIMIT_EXCEEDED"))] * 3)
        waits: List[float] = []
        with self.assertRaises(HealthAiApiError) as raised:
            self.client(opener, waits).list_api_keys()
        self.assertEqual(raised.exception.status, 429)
        self.assertEqual(waits, [1.0, 1.0])

    def test_does_not_wait_for_a_long_retry_after(self) -> None:
        opener = FakeOpener([(429, {"Retry-After": "40000"}, _error("RATE_LIMIT_EXCEEDED"))])
        waits: List[float] = []
        with self.assertRaises(HealthAiApiError):
            self.client(opener, waits).list_api_keys()
        self.assertEqual(waits, [])

    def test_an_error_that_is_not_the_apis(self) -> None:
        opener = FakeOpener([(502, {"X-Request-Id": "gw"}, None)])
        with self.assertRaises(HealthAiApiError) as raised:
            self.client(opener, []).list_api_keys()
        self.assertEqual(raised.exception.code, "UNKNOWN_ERROR")
        self.assertEqual(raised.exception.request_id, "gw")


if __name__ == "__main__":
    unittest.main()
