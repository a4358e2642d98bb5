"""The HTTP runtime of the client: the key, retries and errors. The methods are generated."""

import email.utils
import json
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Callable, Dict, List, Optional

from ._generated import OPERATIONS, HealthAiOperations

_RETRYABLE = (429, 503)


class HealthAiApiError(Exception):
    """Any answer other than 2xx, as the API's error body describes it."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        request_id: Optional[str],
        details: List[Dict[str, str]],
        retry_after: Optional[float],
        operation_id: str,
    ) -> None:
        super().__init__(f"{operation_id}: {status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.request_id = request_id
        self.details = details
        self.retry_after = retry_after
        self.operation_id = operation_id


def _parse_retry_after(value: Optional[str]) -> Optional[float]:
    if value is None or value.strip() == "":
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        parsed = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, parsed.timestamp() - time.time())


class HealthAiClient(HealthAiOperations):
    """The official client: a method per operation of the API, generated from its OpenAPI document.

    Keep the key on a server: never ship it in client-side code or commit it to a repository; use
    one key per environment and rotate keys periodically.

        client = HealthAiClient(api_key=os.environ["HEALTHAI_API_KEY"], base_url=base_url)
        answer = client.ask({"question": "Is ibuprofen safe with warfarin?"})
    """

    def __init__(
        self,
        api_key: Optional[str] = None,
        base_url: str = "",
        max_retries: int = 2,
        max_retry_after_seconds: float = 30.0,
        retry_base_delay: float = 1.0,
        timeout: float = 60.0,
        opener: Optional[Callable[..., Any]] = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if not base_url:
            raise ValueError("HealthAiClient: base_url is required")
        self.base_url = base_url.rstrip("/")
        self._api_key = api_key
        self._max_retries = max_retries
        self._max_retry_after_seconds = max_retry_after_seconds
        self._retry_base_delay = retry_base_delay
        self._timeout = timeout
        self._open = opener or urllib.request.urlopen
        self._sleep = sleep

    def _call(
        self,
        operation_id: str,
        params: Optional[Dict[str, Any]] = None,
        query: Optional[Any] = None,
        body: Any = None,
    ) -> Any:
        operation = OPERATIONS[operation_id]
        path = operation["path"]
        for name, value in (params or {}).items():
            path = path.replace("{" + name + "}", urllib.parse.quote(str(value), safe=""))
        url = self.base_url + path
        if query:
            pairs = []
            for name, value in query.items():
                if value is None:
                    continue
                for item in value if isinstance(value, (list, tuple)) else [value]:
                    pairs.append((name, "true" if item is True else "false" if item is False else str(item)))
            if pairs:
                url += "?" + urllib.parse.urlencode(pairs)
        headers = {"Accept": "application/json", "User-Agent": "healthai-client-python/0.1.0"}
        if self._api_key and not operation["public"]:
            headers["X-API-Key"] = self._api_key
        data = None
        if body is not None:
            data = json.dumps(body).encode("utf-8")
            headers["Content-Type"] = "application/json"
        attempt = 0
        while True:
            request = urllib.request.Request(url, data=data, headers=headers, method=operation["method"])
            try:
                with self._open(request, timeout=self._timeout) as response:
                    text = response.read().decode("utf-8")
                if not operation["has_response_body"] or text == "":
                    return None
                return json.loads(text)
            except urllib.error.HTTPError as failure:
                text = failure.read().decode("utf-8", errors="replace")
                retry_after = _parse_retry_after(failure.headers.get("Retry-After"))
                retry = (
                    operation["idempotent"]
                    and failure.code in _RETRYABLE
                    and attempt < self._max_retries
                    and (retry_after or 0) <= self._max_retry_after_seconds
                    and (retry_after is not None or failure.code == 503)
                )
                if not retry:
                    raise self._error(operation_id, failure, text, retry_after) from None
                self._sleep(retry_after if retry_after is not None else self._retry_base_delay * 2**attempt)
                attempt += 1

    @staticmethod
    def _error(
        operation_id: str, failure: urllib.error.HTTPError, text: str, retry_after: Optional[float]
    ) -> HealthAiApiError:
        try:
            parsed = json.loads(text)
            if not isinstance(parsed, dict):
                parsed = {}
        except ValueError:
            parsed = {}
        code = parsed.get("code")
        message = parsed.get("error")
        request_id = parsed.get("requestId")
        details = parsed.get("details")
        return HealthAiApiError(
            status=failure.code,
            code=code if isinstance(code, str) else "UNKNOWN_ERROR",
            message=message if isinstance(message, str) else (text[:200] or str(failure.reason)),
            request_id=request_id if isinstance(request_id, str) else failure.headers.get("X-Request-Id"),
            details=details if isinstance(details, list) else [],
            retry_after=retry_after,
            operation_id=operation_id,
        )
